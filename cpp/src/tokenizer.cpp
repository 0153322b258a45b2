#include "htmlprune/tokenizer.hpp"

#include <algorithm>
#include <array>
#include <cstring>

#include "entities.hpp"
#include "htmlprune/scan.hpp"

namespace htmlprune {
namespace {

// Known tag names: one blob written at the start of every Document::buf, so that elements with a
// known name share one copy of it, and a hash table over names of up to 8 bytes packed into a
// uint64.
struct KnownTags {
    static constexpr std::size_t kSlots = 512;
    std::string blob;
    std::array<Span, kTagCount> spans{};
    std::array<std::uint64_t, kSlots> keys{};
    std::array<TagId, kSlots> ids{};

    static std::size_t slot(std::uint64_t key) noexcept {
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> 55) & (kSlots - 1);
    }

    KnownTags() {
        for (std::size_t i = 1; i < kTagCount; ++i) {
            const std::string_view name = tag_name(static_cast<TagId>(i));
            spans[i] = Span{static_cast<std::uint32_t>(blob.size()),
                            static_cast<std::uint32_t>(name.size())};
            blob.append(name);
            if (name.size() > 8) continue;
            std::uint64_t key = 0;
            std::memcpy(&key, name.data(), name.size());
            std::size_t s = slot(key);
            while (keys[s] != 0) s = (s + 1) & (kSlots - 1);
            keys[s] = key;
            ids[s] = static_cast<TagId>(i);
        }
    }
};

// Built during static initialisation (tag_name() reads constant-initialised data only).
const KnownTags kKnownTags;
inline const KnownTags& known_tags() noexcept { return kKnownTags; }

inline char ascii_lower(char c) noexcept {
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + ('a' - 'A')) : c;
}
inline bool is_alpha(char c) noexcept { return ((c | 0x20) >= 'a' && (c | 0x20) <= 'z'); }
inline bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
inline bool is_alnum(char c) noexcept { return is_alpha(c) || is_digit(c); }
// Byte classes for the name loops: bit 1 ends a tag name (space, '/', '>'), bit 2 also '='
// (attribute names), bit 4 ends an unquoted attribute value (space, '>', '&'), bit 8 is whitespace.
struct ByteClasses {
    std::array<std::uint8_t, 256> bits{};
    constexpr ByteClasses() {
        for (char c : {' ', '\n', '\t', '\f'}) bits[static_cast<unsigned char>(c)] = 1 | 2 | 4 | 8;
        bits[static_cast<unsigned char>('/')] = 1 | 2;
        bits[static_cast<unsigned char>('>')] = 1 | 2 | 4;
        bits[static_cast<unsigned char>('=')] = 2;
        bits[static_cast<unsigned char>('&')] = 4;
    }
};
constexpr ByteClasses kClasses;
// 13.2.5: tab, LF, FF, space (CR is gone after preprocessing). A table load: fewer instructions than
// four compares where the attribute loops test it.
inline bool is_space(char c) noexcept { return kClasses.bits[static_cast<unsigned char>(c)] & 8; }
inline bool ends_tag_name(char c) noexcept {
    return kClasses.bits[static_cast<unsigned char>(c)] & 1;
}
inline bool ends_unquoted(char c) noexcept {
    return kClasses.bits[static_cast<unsigned char>(c)] & 4;
}

// For the per-token steps of the data state (next -> data -> text_until_lt / markup): a call each costs
// more than the work of a typical token between two tags (all but tag() are inlined into scan()); likewise
// the attribute filter and the skipping of a dropped attribute's value, once per attribute, into tag().
#if defined(__GNUC__) || defined(__clang__)
#define HTMLPRUNE_HOT_INLINE inline __attribute__((always_inline))
#else
#define HTMLPRUNE_HOT_INLINE inline
#endif

inline std::uint32_t u32(std::size_t n) noexcept { return static_cast<std::uint32_t>(n); }

// Looks up a lowercased name of 1 to 8 bytes packed little-endian into `key` (unused bytes zero).
inline TagId lookup_key(std::uint64_t key) noexcept {
    const KnownTags& t = known_tags();
    for (std::size_t slot = KnownTags::slot(key); t.keys[slot] != 0;
         slot = (slot + 1) & (KnownTags::kSlots - 1)) {
        if (t.keys[slot] == key) return t.ids[slot];
    }
    return TagId::kUnknown;
}

// Looks up a tag name as written (any case). Names longer than 10 bytes are never known.
TagId lookup_tag(const char* s, std::size_t n) noexcept {
    if (n == 0 || n > 10) return TagId::kUnknown;
    if (n <= 8) {
        std::uint64_t key = 0;
        for (std::size_t i = 0; i < n; ++i) {
            key |= static_cast<std::uint64_t>(static_cast<unsigned char>(ascii_lower(s[i])))
                   << (8 * i);
        }
        return lookup_key(key);
    }
    char lower[10];
    for (std::size_t i = 0; i < n; ++i) lower[i] = ascii_lower(s[i]);
    return tag_lookup(std::string_view(lower, n));
}

bool starts_with_ci(const char* p, const char* end, std::string_view lower) noexcept {
    if (static_cast<std::size_t>(end - p) < lower.size()) return false;
    for (std::size_t i = 0; i < lower.size(); ++i) {
        if (ascii_lower(p[i]) != lower[i]) return false;
    }
    return true;
}

void append_lower(std::string& buf, const char* p, const char* q) {
    const std::size_t at = buf.size();
    buf.append(p, static_cast<std::size_t>(q - p));
    for (std::size_t i = at; i < buf.size(); ++i) buf[i] = ascii_lower(buf[i]);
}

}  // namespace

Span Tokenizer::known_tag_name(TagId tag) noexcept {
    const auto i = static_cast<std::size_t>(tag);
    return i < kTagCount ? known_tags().spans[i] : Span{};
}

void Tokenizer::reset(std::string_view input, Document& doc, bool keep_comments, bool normalized) {
    if (input.size() >= 3 && std::memcmp(input.data(), "\xEF\xBB\xBF", 3) == 0)
        input.remove_prefix(3);
    nul_at_.clear();
    if (!normalized && detail::first_unclean_byte(input) != input.size()) {
        detail::normalize_input(input, scratch_, &nul_at_);
        input = scratch_;
    } else if (scratch_.capacity() > (std::size_t{16} << 20)) {
        std::string().swap(scratch_);  // don't hold on to a huge page's copy
    }
    doc.buf.clear();  // known_tag_name() spans assume the name table sits at offset 0
    doc.attrs.clear();
    p_ = input.data();
    end_ = p_ + input.size();
    next_nul_ = 0;
    next_nul_at_ = nul_at_.empty() ? end_ : p_ + nul_at_[0];
    doc_ = &doc;
    has_pending_ = false;
    keep_comments_ = keep_comments;
    cdata_allowed_ = false;
    mode_ = TextMode::kData;
    skip_text_ = false;
    const std::string& blob = known_tags().blob;
    // Room for all decoded text up front. Only ever grow: libstdc++'s C++17 reserve() would shrink
    // (and reallocate) a buffer that a previous, bigger page left behind.
    const std::size_t want = blob.size() + input.size() + input.size() / 16 + 64;
    if (doc.buf.capacity() < want) doc.buf.reserve(want);
    doc.buf.append(blob);
}

void Tokenizer::set_text_mode(TextMode mode, std::string_view end_tag_name, bool skip) {
    mode_ = mode;
    skip_text_ = skip && (mode == TextMode::kRawText || mode == TextMode::kScriptData);
    end_tag_name_.assign(end_tag_name);
}

void Tokenizer::discard(const Token& token) {
    if (token.kind == TokenKind::kText)
        return;  // text is never taken back (a later tag follows it)
    doc_->buf.resize(token.buf_mark);
    if (token.kind == TokenKind::kStartTag) doc_->attrs.resize(token.attr_begin);
}

bool Tokenizer::scan(Token& token) {
    if (p_ >= end_) return false;
    switch (mode_) {
        case TextMode::kData:
            return data(token);
        case TextMode::kRcdata:
            return rcdata(token);
        case TextMode::kRawText:
            return raw_text(token, false);
        case TextMode::kScriptData:
            return raw_text(token, true);
        case TextMode::kPlaintext:
            break;
    }
    // 13.2.5.5 PLAINTEXT state: everything to the end is text.
    const std::uint32_t start = u32(doc_->buf.size());
    doc_->buf.append(p_, static_cast<std::size_t>(end_ - p_));
    p_ = end_;
    return finish_text(token, start);
}

// Returns the text written since text_start as a token (false when there is none). When a construct
// was parsed into pending_, the text ends where that construct's bytes begin.
HTMLPRUNE_HOT_INLINE bool Tokenizer::finish_text(Token& token, std::uint32_t text_start) {
    const std::uint32_t text_end = has_pending_ ? pending_.buf_mark : u32(doc_->buf.size());
    if (text_end == text_start) {
        if (!has_pending_) return false;
        token = pending_;
        has_pending_ = false;
        return true;
    }
    token = Token{};
    token.kind = TokenKind::kText;
    token.text = Span{text_start, text_end - text_start};
    return true;
}

// Copies input [p, q) to doc.buf, leaving out the U+FFFDs that replaced a U+0000 when `drop_nul`, and moves
// next_nul_at_ past q. Called only when such a U+FFFD may lie in [p, q) (rare: inputs with NUL bytes).
void Tokenizer::append_text_run(const char* p, const char* q, bool drop_nul) {
    std::string& buf = doc_->buf;
    while (next_nul_at_ < q) {
        if (next_nul_at_ >= p && drop_nul) {
            buf.append(p, static_cast<std::size_t>(next_nul_at_ - p));
            p = next_nul_at_ + 3;  // U+FFFD is 3 bytes
        }
        ++next_nul_;
        next_nul_at_ = next_nul_ < nul_at_.size() ? scratch_.data() + nul_at_[next_nul_] : end_;
    }
    if (q > p) buf.append(p, static_cast<std::size_t>(q - p));
}

// Text of the data and RCDATA states: copies bytes to doc.buf up to the next '<', resolving
// character references. Returns that '<', or end_. kNul: the input had U+0000 (see append_text_run);
// `drop_nul`: the data state outside svg/math, where a U+0000 is dropped.
template <bool kNul>
HTMLPRUNE_HOT_INLINE const char* Tokenizer::text_until_lt(const char* p, bool drop_nul) {
    std::string& buf = doc_->buf;
    for (;;) {
        const char* q = detail::find_byte2(p, end_, '<', '&');
        if (kNul && next_nul_at_ < q) {
            append_text_run(p, q, drop_nul);
        } else if (q != p) {
            buf.append(p, static_cast<std::size_t>(q - p));  // often empty: "><" between tags
        }
        if (q == end_ || *q == '<') return q;
        p = char_ref(q, false);
    }
}

// 13.2.5.1 Data state.
HTMLPRUNE_HOT_INLINE bool Tokenizer::data(Token& token) {
    std::string& buf = doc_->buf;
    const std::uint32_t text_start = u32(buf.size());
    const char* p = p_;
    while (p < end_) {
        const char* q = nul_at_.empty() ? text_until_lt<false>(p, false) : text_until_lt<true>(p, !cdata_allowed_);
        if (q == end_) {
            p = q;
            break;
        }
        Markup result = Markup::kSkipped;
        p = markup(q, &result);
        if (result == Markup::kLiteral) {
            buf.push_back('<');
            continue;
        }
        if (result == Markup::kToken) {
            has_pending_ = true;
            break;
        }
    }
    p_ = p;
    return finish_text(token, text_start);
}

// 13.2.5.2 RCDATA state.
bool Tokenizer::rcdata(Token& token) {
    std::string& buf = doc_->buf;
    const std::uint32_t text_start = u32(buf.size());
    const char* p = p_;
    while (p < end_) {
        const char* q = nul_at_.empty() ? text_until_lt<false>(p, false) : text_until_lt<true>(p, false);
        if (q == end_) {
            p = q;
            break;
        }
        if (is_end_tag_here(q)) {
            Markup result = Markup::kSkipped;
            p = tag(q, true, &result);
            mode_ = TextMode::kData;
            if (result == Markup::kToken) has_pending_ = true;
            break;
        }
        buf.push_back('<');
        p = q + 1;
    }
    p_ = p;
    return finish_text(token, text_start);
}

// 13.2.5.3 RAWTEXT and 13.2.5.4 script data states (with 13.2.5.20-31 escape states for scripts).
bool Tokenizer::raw_text(Token& token, bool script) {
    std::string& buf = doc_->buf;
    const std::uint32_t text_start = u32(buf.size());
    const char* p = p_;
    const char* stop = end_;
    int escape = 0;  // 0: script data, 1: escaped (after <!--), 2: double escaped (<!-- <script>)
    const char* dash_floor = p;
    while (p < end_) {
        const char* q =
            escape == 0 ? detail::find_byte(p, end_, '<') : detail::find_byte2(p, end_, '<', '>');
        if (q == end_) break;
        if (*q == '>') {
            if (q - dash_floor >= 2 && q[-1] == '-' && q[-2] == '-') escape = 0;
            p = q + 1;
            continue;
        }
        if (escape != 2 && is_end_tag_here(q)) {
            stop = q;
            break;
        }
        if (script) {
            if (escape == 0 && end_ - q >= 4 && q[1] == '!' && q[2] == '-' && q[3] == '-') {
                escape = 1;
                dash_floor = q + 2;
                p = q + 4;
                continue;
            }
            const bool closing = q + 1 < end_ && q[1] == '/';
            const char* name = q + (closing ? 2 : 1);
            if (escape != 0 && closing == (escape == 2) && starts_with_ci(name, end_, "script") &&
                name + 6 < end_ && ends_tag_name(name[6])) {
                escape = escape == 1 ? 2 : 1;
                p = dash_floor = name + 6;
                continue;
            }
        }
        p = q + 1;
    }
    const bool skipped = skip_text_ && stop > p_;
    if (!skip_text_) buf.append(p_, static_cast<std::size_t>(stop - p_));
    p = stop;
    if (stop < end_) {
        Markup result = Markup::kSkipped;
        p = tag(stop, true, &result);
        mode_ = TextMode::kData;
        skip_text_ = false;
        if (result == Markup::kToken) has_pending_ = true;
    }
    p_ = p;
    if (skipped) {  // the text's place in the token stream, without its bytes
        token = Token{};
        token.kind = TokenKind::kText;
        token.text = Span{text_start, 0};
        token.skipped = true;
        return true;
    }
    return finish_text(token, text_start);
}

bool Tokenizer::is_end_tag_here(const char* lt) const noexcept {
    const std::size_t n = end_tag_name_.size();
    return n != 0 && end_ - lt > static_cast<std::ptrdiff_t>(n + 2) && lt[1] == '/' &&
           starts_with_ci(lt + 2, end_, end_tag_name_) && ends_tag_name(lt[2 + n]);
}

// 13.2.5.6 Tag open state. `lt` points at '<'.
HTMLPRUNE_HOT_INLINE const char* Tokenizer::markup(const char* lt, Markup* result) {
    const char* s = lt + 1;
    if (s >= end_) {
        *result = Markup::kLiteral;
        return s;
    }
    const char c = *s;
    if (is_alpha(c)) return tag(lt, false, result);
    if (c == '/') {  // 13.2.5.7 End tag open state
        if (s + 1 >= end_) {
            *result = Markup::kLiteral;
            return s;
        }
        if (is_alpha(s[1])) return tag(lt, true, result);
        if (s[1] == '>') {
            *result = Markup::kSkipped;
            return s + 2;
        }
        return bogus_comment(s + 1, result);
    }
    if (c == '!') {  // 13.2.5.42 Markup declaration open state
        if (end_ - s >= 3 && s[1] == '-' && s[2] == '-') return comment(lt, result);
        if (starts_with_ci(s + 1, end_, "doctype")) return doctype(lt, result);
        if (cdata_allowed_ && end_ - s >= 8 && std::memcmp(s + 1, "[CDATA[", 7) == 0) {
            // 13.2.5.69 CDATA section state: character tokens, merged into the surrounding text.
            const char* content = s + 8;
            const std::string_view rest(content, static_cast<std::size_t>(end_ - content));
            const std::size_t close = rest.find("]]>");
            const std::size_t len = close == std::string_view::npos ? rest.size() : close;
            doc_->buf.append(content, len);
            *result = Markup::kSkipped;
            return close == std::string_view::npos ? end_ : content + len + 3;
        }
        return bogus_comment(s + 1, result);
    }
    if (c == '?') return bogus_comment(s, result);
    *result = Markup::kLiteral;
    return s;
}

void Tokenizer::emit_comment(const char* begin, const char* end, Markup* result) {
    if (!keep_comments_) {
        *result = Markup::kSkipped;
        return;
    }
    std::string& buf = doc_->buf;
    pending_ = Token{};
    pending_.kind = TokenKind::kComment;
    pending_.buf_mark = u32(buf.size());
    pending_.text = Span{u32(buf.size()), u32(static_cast<std::size_t>(end - begin))};
    buf.append(begin, static_cast<std::size_t>(end - begin));
    *result = Markup::kToken;
}

// 13.2.5.41 Bogus comment state: up to the next '>'.
const char* Tokenizer::bogus_comment(const char* content, Markup* result) {
    const char* gt = detail::find_byte(content, end_, '>');
    emit_comment(content, gt, result);
    return gt < end_ ? gt + 1 : end_;
}

// 13.2.5.43-52 Comment states, reduced to their observable effect: the comment ends at the first
// "-->" or "--!>" after "<!--"; "<!-->" and "<!--->" are empty comments; EOF ends it.
const char* Tokenizer::comment(const char* lt, Markup* result) {
    const char* s = lt + 4;
    if (s < end_ && *s == '>') {
        emit_comment(s, s, result);
        return s + 1;
    }
    if (end_ - s >= 2 && s[0] == '-' && s[1] == '>') {
        emit_comment(s, s, result);
        return s + 2;
    }
    for (const char* p = s;;) {
        const char* gt = detail::find_byte(p, end_, '>');
        if (gt == end_) {
            emit_comment(s, end_, result);
            return end_;
        }
        if (gt - s >= 2 && gt[-1] == '-' && gt[-2] == '-') {
            emit_comment(s, gt - 2, result);
            return gt + 1;
        }
        if (gt - s >= 3 && gt[-1] == '!' && gt[-2] == '-' && gt[-3] == '-') {
            emit_comment(s, gt - 3, result);
            return gt + 1;
        }
        p = gt + 1;
    }
}

// 13.2.5.53 DOCTYPE states, reduced: the text up to '>' (or EOF), trimmed.
const char* Tokenizer::doctype(const char* lt, Markup* result) {
    const char* s = lt + 9;  // after "<!doctype"
    const char* gt = detail::find_byte(s, end_, '>');
    const char* e = gt;
    while (s < e && is_space(*s)) ++s;
    while (e > s && is_space(e[-1])) --e;
    std::string& buf = doc_->buf;
    pending_ = Token{};
    pending_.kind = TokenKind::kDoctype;
    pending_.buf_mark = u32(buf.size());
    pending_.text = Span{u32(buf.size()), u32(static_cast<std::size_t>(e - s))};
    buf.append(s, static_cast<std::size_t>(e - s));
    *result = Markup::kToken;
    return gt < end_ ? gt + 1 : end_;
}

// 13.2.5.72-80 Character reference states. Appends the decoded reference (or a literal '&') and
// returns where scanning resumes.
const char* Tokenizer::char_ref(const char* amp, bool in_attribute) {
    std::string& buf = doc_->buf;
    const char* s = amp + 1;
    if (s < end_ && *s == '#') {
        const char* d = s + 1;
        const bool hex = d < end_ && (*d == 'x' || *d == 'X');
        if (hex) ++d;
        const char* digits = d;
        std::uint32_t value = 0;
        for (; d < end_; ++d) {
            std::uint32_t digit = 0;
            if (is_digit(*d)) {
                digit = static_cast<std::uint32_t>(*d - '0');
            } else if (hex && (*d | 0x20) >= 'a' && (*d | 0x20) <= 'f') {
                digit = static_cast<std::uint32_t>((*d | 0x20) - 'a' + 10);
            } else {
                break;
            }
            value = std::min<std::uint32_t>(value * (hex ? 16 : 10) + digit, 0x110000);
        }
        if (d == digits) {  // "&#" or "&#x" without digits: not a reference
            buf.push_back('&');
            return s;
        }
        if (d < end_ && *d == ';') ++d;
        char utf8[4];
        const std::size_t n =
            detail::encode_utf8(detail::numeric_reference_code_point(value), utf8);
        buf.append(utf8, n);
        return d;
    }
    if (s < end_ && is_alnum(*s)) {
        const detail::EntityMatch m =
            detail::match_named_entity(std::string_view(s, static_cast<std::size_t>(end_ - s)));
        if (m.consumed != 0) {
            const char* after = s + m.consumed;
            // 13.2.5.73: in attributes, a legacy reference followed by '=' or an alphanumeric stays
            // text.
            if (!(in_attribute && !m.has_semicolon && after < end_ &&
                  (*after == '=' || is_alnum(*after)))) {
                buf.append(m.value);
                return after;
            }
        }
    }
    buf.push_back('&');
    return s;
}

// Reads a quoted (quote != 0) or unquoted attribute value starting at p, decoding references into
// buf. Returns the position after the value, or nullptr at EOF (the tag is then dropped).
const char* Tokenizer::attribute_value(const char* p, char quote) {
    std::string& buf = doc_->buf;
    if (quote != 0) {  // 13.2.5.36-37 Attribute value (double-/single-quoted) state
        for (;;) {
            const char* q = detail::find_byte2(p, end_, quote, '&');
            buf.append(p, static_cast<std::size_t>(q - p));
            if (q == end_) return nullptr;
            if (*q == quote) return q + 1;
            p = char_ref(q, true);
        }
    }
    for (;;) {  // 13.2.5.38 Attribute value (unquoted) state
        const char* q = p;
        while (q < end_ && !ends_unquoted(*q)) ++q;
        buf.append(p, static_cast<std::size_t>(q - p));
        if (q == end_) return nullptr;
        if (*q != '&') return q;
        p = char_ref(q, true);
    }
}

// Like attribute_value, but only finds where the value ends: a character reference never spans a
// quote, a space or '>', so the end does not depend on decoding. nullptr at EOF.
HTMLPRUNE_HOT_INLINE const char* Tokenizer::skip_attribute_value(const char* p, char quote) const noexcept {
    if (quote != 0) {
        const char* q = detail::find_byte_short(p, end_, quote);
        return q == end_ ? nullptr : q + 1;
    }
    while (p < end_ && !(ends_unquoted(*p) && *p != '&')) ++p;
    return p == end_ ? nullptr : p;
}

void Tokenizer::set_attribute_filter(const std::vector<std::string>* names) noexcept {
    filter_ = names;
    filter_firsts_.fill(0);
    if (names == nullptr) return;
    for (const std::string& f : *names) {
        if (f.empty()) continue;  // attribute names are never empty
        filter_firsts_[std::min<std::size_t>(f.size(), 63)] |=
            std::uint64_t{1} << (static_cast<unsigned char>(ascii_lower(f[0])) & 63);
    }
}

// Whether the attribute named [name, end) (any case) passes the filter. Most names are rejected by
// their length and first byte together (class, href, style, src: no wanted name of that length
// starts with that letter).
HTMLPRUNE_HOT_INLINE bool Tokenizer::wanted_attribute(const char* name, const char* end) const noexcept {
    if (filter_ == nullptr) return true;
    const auto n = static_cast<std::size_t>(end - name);
    if (!((filter_firsts_[std::min<std::size_t>(n, 63)] >>
           (static_cast<unsigned char>(ascii_lower(name[0])) & 63)) & 1)) {
        return false;
    }
    for (const std::string& f : *filter_) {
        if (f.size() != n) continue;
        std::size_t i = 0;
        while (i < n && ascii_lower(name[i]) == f[i]) ++i;
        if (i == n) return true;
    }
    return false;
}

// 13.2.5.8 Tag name state through 13.2.5.40 Self-closing start tag state. `lt` points at '<'.
const char* Tokenizer::tag(const char* lt, bool end_tag, Markup* result) {
    std::string& buf = doc_->buf;
    std::vector<Attribute>& attrs = doc_->attrs;
    const char* s = lt + (end_tag ? 2 : 1);
    const char* p = s;
    // The name, and on the way the lookup key of its first 8 bytes (one pass instead of two).
    p = detail::find_name_end<false>(p, end_);
    if (p >= end_) {  // EOF in a tag: the tag is dropped
        *result = Markup::kSkipped;
        return end_;
    }
    Token& t = pending_;
    t = Token{};
    t.kind = end_tag ? TokenKind::kEndTag : TokenKind::kStartTag;
    t.buf_mark = u32(buf.size());
    t.attr_begin = u32(attrs.size());
    const auto name_length = static_cast<std::size_t>(p - s);
    if (name_length == 0) {
        t.tag = TagId::kUnknown;
    } else if (name_length <= 8 && end_ - s >= 8) {  // the lookup key: the lowercased name, zero-padded
        const std::uint64_t keep = name_length == 8 ? ~std::uint64_t{0} : (std::uint64_t{1} << (8 * name_length)) - 1;
        t.tag = lookup_key(detail::swar_ascii_lower(detail::load_le64(s)) & keep);
    } else {
        t.tag = lookup_tag(s, name_length);
    }
    if (t.tag != TagId::kUnknown) {
        t.name = known_tags().spans[static_cast<std::size_t>(t.tag)];  // t.tag < kCount
    } else {
        t.name.offset = u32(buf.size());
        append_lower(buf, s, p);
        t.name.length = u32(buf.size()) - t.name.offset;
    }
    const std::uint32_t after_name = u32(buf.size());  // end tags keep their name, drop attributes
    for (;;) {
        // 13.2.5.32 Before attribute name state. Mostly none or one space; a longer run (attributes one per
        // line, indented) is skipped 16 bytes at a time.
        if (p < end_ && is_space(*p) && ++p < end_ && is_space(*p)) p = detail::skip_html_space(p, end_);
        if (p >= end_) break;
        if (*p == '>') {
            ++p;
            if (end_tag) {
                buf.resize(after_name);
                attrs.resize(t.attr_begin);
            } else {
                t.attr_count = u32(attrs.size()) - t.attr_begin;
                if (t.attr_count > 1) dedupe_attributes();
            }
            *result = Markup::kToken;
            return p;
        }
        if (*p == '/') {
            if (p + 1 < end_ && p[1] == '>') t.self_closing = true;
            ++p;
            continue;
        }
        // 13.2.5.33 Attribute name state: the first character (even '=') always belongs to the
        // name.
        const char* name = p++;
        p = detail::find_name_end<true>(p, end_);
        // End tags drop their attributes anyway; filtered-out names are never stored.
        if (end_tag || !wanted_attribute(name, p)) {
            while (p < end_ && is_space(*p)) ++p;
            if (p < end_ && *p == '=') {
                ++p;
                while (p < end_ && is_space(*p)) ++p;
                if (p >= end_) break;
                if (*p == '"' || *p == '\'') {
                    p = skip_attribute_value(p + 1, *p);
                } else if (*p != '>') {
                    p = skip_attribute_value(p, 0);
                }
                if (p == nullptr) break;
            }
            continue;
        }
        const std::uint32_t name_offset = u32(buf.size());
        append_lower(buf, name, p);
        const std::uint32_t value_offset = u32(buf.size());
        while (p < end_ && is_space(*p)) ++p;  // 13.2.5.34 After attribute name state
        if (p < end_ && *p == '=') {
            ++p;
            while (p < end_ && is_space(*p)) ++p;  // 13.2.5.35 Before attribute value state
            if (p >= end_) break;
            if (*p == '"' || *p == '\'') {
                p = attribute_value(p + 1, *p);
            } else if (*p != '>') {
                p = attribute_value(p, 0);
            }
            if (p == nullptr) break;
        }
        // Written in place: building an Attribute on the stack and copying it costs a
        // store-forwarding stall per attribute.
        Attribute& a = attrs.emplace_back();
        a.name.offset = name_offset;
        a.name.length = value_offset - name_offset;
        a.value.offset = value_offset;
        a.value.length = u32(buf.size()) - value_offset;
    }
    // EOF inside the tag: drop it and everything it wrote.
    buf.resize(t.buf_mark);
    attrs.resize(t.attr_begin);
    *result = Markup::kSkipped;
    return end_;
}

// 13.2.5.33: a repeated attribute name is dropped; the first occurrence wins. Order is preserved.
void Tokenizer::dedupe_attributes() {
    std::vector<Attribute>& attrs = doc_->attrs;
    const Document& doc = *doc_;
    const std::uint32_t begin = pending_.attr_begin;
    const std::uint32_t n = pending_.attr_count;
    std::uint32_t kept = 0;
    if (n <= 16) {
        for (std::uint32_t i = 0; i < n; ++i) {
            const std::string_view name = doc.view(attrs[begin + i].name);
            bool dup = false;
            for (std::uint32_t j = 0; j < kept && !dup; ++j)
                dup = doc.view(attrs[begin + j].name) == name;
            if (!dup) attrs[begin + kept++] = attrs[begin + i];
        }
    } else {  // many attributes: sort indices by name (stable), keep the first of each name
        order_.resize(n);
        for (std::uint32_t i = 0; i < n; ++i) order_[i] = i;
        std::stable_sort(order_.begin(), order_.end(), [&](std::uint32_t a, std::uint32_t b) {
            return doc.view(attrs[begin + a].name) < doc.view(attrs[begin + b].name);
        });
        // Mark duplicates by clearing their name span's length to an impossible value.
        std::vector<bool> drop(n, false);
        for (std::uint32_t k = 1; k < n; ++k) {
            if (doc.view(attrs[begin + order_[k]].name) ==
                doc.view(attrs[begin + order_[k - 1]].name)) {
                drop[order_[k]] = true;
            }
        }
        for (std::uint32_t i = 0; i < n; ++i) {
            if (!drop[i]) attrs[begin + kept++] = attrs[begin + i];
        }
    }
    attrs.resize(begin + kept);
    pending_.attr_count = kept;
}

}  // namespace htmlprune
#undef HTMLPRUNE_HOT_INLINE
