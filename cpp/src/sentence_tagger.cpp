#include "htmlprune/sentence_tagger.hpp"

#include <array>
#include <cstring>
#include <iterator>

#include "htmlprune/status.hpp"

namespace htmlprune {
namespace {

// What one character (1-4 bytes) means to the tagger.
enum class Cls : std::uint8_t {
    kOther,
    kSpace,       // horizontal whitespace, NBSP, ideographic space
    kNewline,     // \n, \r, \r\n, U+2028, U+2029
    kTermAscii,   // . ! ?
    kEllipsis,    // U+2026
    kTermCjk,     // U+3002, U+FF01, U+FF1F, U+FF61
    kCloser,      // closing quotes and brackets
};

struct Char {
    Cls cls;
    std::uint32_t len;
};

inline bool is_cont(unsigned char c) { return (c & 0xC0U) == 0x80U; }

// Classifies the character at `i` (i < n). Invalid UTF-8 bytes are single-byte kOther characters.
Char classify(const unsigned char* s, std::size_t i, std::size_t n) {
    const unsigned char c = s[i];
    if (c < 0x80U) {
        switch (c) {
            case ' ':
            case '\t':
            case '\f':
            case '\v': return {Cls::kSpace, 1};
            case '\n': return {Cls::kNewline, 1};
            case '\r': return {Cls::kNewline, (i + 1 < n && s[i + 1] == '\n') ? 2U : 1U};
            case '.':
            case '!':
            case '?': return {Cls::kTermAscii, 1};
            case '"':
            case '\'':
            case ')':
            case ']':
            case '}': return {Cls::kCloser, 1};
            default: return {Cls::kOther, 1};
        }
    }
    std::uint32_t len = 1;
    if ((c & 0xE0U) == 0xC0U) {
        len = 2;
    } else if ((c & 0xF0U) == 0xE0U) {
        len = 3;
    } else if ((c & 0xF8U) == 0xF0U) {
        len = 4;
    }
    if (len == 1 || i + len > n) return {Cls::kOther, 1};
    for (std::uint32_t k = 1; k < len; ++k) {
        if (!is_cont(s[i + k])) return {Cls::kOther, 1};
    }
    const unsigned char c1 = s[i + 1];
    if (len == 2) {
        if (c == 0xC2U && c1 == 0xA0U) return {Cls::kSpace, 2};   // U+00A0 no-break space
        if (c == 0xC2U && c1 == 0x85U) return {Cls::kNewline, 2};  // U+0085 next line
        if (c == 0xC2U && c1 == 0xBBU) return {Cls::kCloser, 2};  // U+00BB »
        return {Cls::kOther, 2};
    }
    if (len == 3) {
        const unsigned char c2 = s[i + 2];
        if (c == 0xE2U && c1 == 0x80U) {
            switch (c2) {
                case 0xA6U: return {Cls::kEllipsis, 3};  // U+2026 …
                case 0xA8U:                              // U+2028 line separator
                case 0xA9U: return {Cls::kNewline, 3};   // U+2029 paragraph separator
                case 0x99U:                              // U+2019 ’
                case 0x9DU:                              // U+201D ”
                case 0xBAU: return {Cls::kCloser, 3};    // U+203A ›
                case 0x80U:
                case 0x81U:
                case 0x82U:
                case 0x83U:
                case 0x84U:
                case 0x85U:
                case 0x86U:
                case 0x87U:
                case 0x88U:
                case 0x89U:
                case 0x8AU:
                case 0xAFU: return {Cls::kSpace, 3};  // U+2000-U+200A, U+202F: typographic spaces
                default: return {Cls::kOther, 3};
            }
        }
        if (c == 0xE3U && c1 == 0x80U) {
            switch (c2) {
                case 0x80U: return {Cls::kSpace, 3};    // U+3000 ideographic space
                case 0x82U: return {Cls::kTermCjk, 3};  // U+3002 。
                case 0x89U:                             // U+3009 〉
                case 0x8BU:                             // U+300B 》
                case 0x8DU:                             // U+300D 」
                case 0x8FU:                             // U+300F 』
                case 0x91U: return {Cls::kCloser, 3};   // U+3011 】
                default: return {Cls::kOther, 3};
            }
        }
        if (c == 0xEFU && c1 == 0xBCU) {
            if (c2 == 0x81U || c2 == 0x9FU) return {Cls::kTermCjk, 3};  // U+FF01 ！ U+FF1F ？
            if (c2 == 0x89U) return {Cls::kCloser, 3};                  // U+FF09 ）
        }
        if (c == 0xEFU && c1 == 0xBDU && c2 == 0xA1U) return {Cls::kTermCjk, 3};  // U+FF61 ｡
        if (c == 0xE1U && c1 == 0x9AU && c2 == 0x80U) return {Cls::kSpace, 3};    // U+1680 ogham space
        if (c == 0xE2U && c1 == 0x81U && c2 == 0x9FU) return {Cls::kSpace, 3};    // U+205F math space
        return {Cls::kOther, 3};
    }
    return {Cls::kOther, len};
}

// Abbreviations after which "." never ends a sentence (compared lowercase, without the final dot).
constexpr const char* kNeverEndWords[] = {
    "mr",   "mrs",    "ms",   "mx",   "dr",    "prof", "rev",  "hon",   "gen",  "gov",  "sen",
    "rep",  "capt",   "col",  "lt",   "sgt",   "maj",  "cmdr", "adm",   "st",   "mt",   "messrs",
    "fig",  "figs",   "eq",   "eqs",  "vol",   "vols", "pp",   "ch",    "chap", "op",   "cf",
    "vs",   "viz",    "approx", "al", "esp",   "incl", "dept", "univ",  "jan",  "feb",  "apr",
    "jun",  "jul",    "aug",  "sep",  "sept",  "oct",  "nov",  "dec",
};
// Abbreviations after which "." does not end a sentence when a digit follows ("No. 5", "p. 12", "ca. 1900").
constexpr const char* kBeforeNumberWords[] = {"no", "nos", "nr", "p", "art", "sec", "est", "ca",
                                                      "c"};

inline bool is_ascii_alpha(unsigned char c) { return (c | 0x20U) >= 'a' && (c | 0x20U) <= 'z'; }

bool in_table(const char* word, const char* const* table, std::size_t size) {
    for (std::size_t k = 0; k < size; ++k) {
        if (std::strcmp(word, table[k]) == 0) return true;
    }
    return false;
}

// Kinds of word before a single "." that ask for more than the lowercase-continuation rule.
enum class Abbrev : std::uint8_t { kNone, kNeverEnd, kBeforeNumber };

// Strips opening punctuation from the word [b, e) of `s` and classifies it.
Abbrev classify_word(const unsigned char* s, std::size_t b, std::size_t e) {
    while (b < e) {  // ( [ { " ' and the UTF-8 openers “ ‘ « ¿ ¡
        const unsigned char c = s[b];
        if (c == '(' || c == '[' || c == '{' || c == '"' || c == '\'') {
            ++b;
        } else if (e - b >= 3 && c == 0xE2U && s[b + 1] == 0x80U &&
                   (s[b + 2] == 0x9CU || s[b + 2] == 0x98U)) {
            b += 3;
        } else if (e - b >= 2 && c == 0xC2U && (s[b + 1] == 0xABU || s[b + 1] == 0xBFU || s[b + 1] == 0xA1U)) {
            b += 2;
        } else {
            break;
        }
    }
    const std::size_t len = e - b;
    if (len == 0) return Abbrev::kNone;
    if (len == 1 && s[b] >= 'A' && s[b] <= 'Z') return Abbrev::kNeverEnd;  // initial: J. R. R. Tolkien
    // Dotted acronym: letter groups of 1-3 separated by single dots, at least two groups (U.S, Ph.D, e.g).
    {
        std::size_t groups = 0;
        std::size_t run = 0;
        bool ok = true;
        for (std::size_t k = b; k < e && ok; ++k) {
            if (is_ascii_alpha(s[k])) {
                ok = ++run <= 3;
            } else if (s[k] == '.' && run > 0) {
                ++groups;
                run = 0;
            } else {
                ok = false;
            }
        }
        if (ok && run > 0 && groups >= 1) return Abbrev::kNeverEnd;
    }
    constexpr std::size_t kMaxAbbrev = 8;
    if (len > kMaxAbbrev) return Abbrev::kNone;
    std::array<char, kMaxAbbrev + 1> low{};
    for (std::size_t k = 0; k < len; ++k) {
        const unsigned char c = s[b + k];
        if (!is_ascii_alpha(c)) return Abbrev::kNone;
        low[k] = static_cast<char>(c | 0x20U);
    }
    if (in_table(low.data(), kNeverEndWords, std::size(kNeverEndWords))) return Abbrev::kNeverEnd;
    if (in_table(low.data(), kBeforeNumberWords, std::size(kBeforeNumberWords))) return Abbrev::kBeforeNumber;
    return Abbrev::kNone;
}

// Words that follow an ordinal number written "9." (German and other languages): "im 9. Jahrhundert",
// "am 3. Oktober", "der 1. FC". After "<1-3 digits>." one of these never starts a new sentence.
constexpr const char* kAfterOrdinal[] = {
    "januar",  "j\xC3\xA4nner", "februar", "m\xC3\xA4rz",   "april",         "mai",
    "juni",    "juli",       "august",  "september", "oktober",       "november",
    "dezember", "jahrhundert", "jahrhunderts", "jh",   "platz",         "mal",
    "stock",   "klasse",     "liga",    "runde",     "auflage",       "kapitel",
    "fc",      "etage",      "lebensjahr", "geburtstag", "spieltag", "bundesliga",
    "janvier", "f\xC3\xA9vrier", "mars", "avril", "juin", "juillet", "ao\xC3\xBBt", "septembre",
    "octobre", "novembre", "d\xC3\xA9" "cembre", "si\xC3\xA8" "cle",
};

// The word starting at i, lowercased (ASCII and Latin-1 capitals), up to the next space or punctuation.
bool next_word_in(const unsigned char* s, std::size_t i, std::size_t n, const char* const* table,
                  std::size_t size) {
    std::array<char, 24> low{};
    std::size_t k = 0;
    while (i < n && k + 2 < low.size()) {
        const unsigned char c = s[i];
        if (is_ascii_alpha(c)) {
            low[k++] = static_cast<char>(c | 0x20U);
            ++i;
        } else if (c == 0xC3U && i + 1 < n && s[i + 1] >= 0x80U && s[i + 1] <= 0xBFU) {
            const unsigned char c1 = s[i + 1];
            low[k++] = static_cast<char>(c);
            low[k++] = static_cast<char>(c1 >= 0x80U && c1 <= 0x9EU && c1 != 0x97U ? c1 + 0x20U : c1);
            i += 2;
        } else {
            break;
        }
    }
    if (k == 0 || k + 2 >= low.size()) return false;
    return in_table(low.data(), table, size);
}

inline bool short_number(const unsigned char* s, std::size_t b, std::size_t e) {
    if (e <= b || e - b > 3) return false;
    for (std::size_t k = b; k < e; ++k) {
        if (s[k] < '0' || s[k] > '9') return false;
    }
    return true;
}

// A lowercase letter starts at i: ASCII a-z or Latin-1 lowercase (U+00DF-U+00FF).
inline bool starts_lowercase(const unsigned char* s, std::size_t i, std::size_t n) {
    const unsigned char c = s[i];
    if (c >= 'a' && c <= 'z') return true;
    return c == 0xC3U && i + 1 < n && s[i + 1] >= 0x9FU && s[i + 1] <= 0xBFU && s[i + 1] != 0xB7U;
}

enum class State : std::uint8_t {
    kGap,      // between segments, skipping whitespace
    kWord,     // inside a word of the open segment
    kSpace,    // whitespace inside the open segment
    kTerm,     // inside a run of terminators
    kCloser,   // closing quotes/brackets right after a terminator run
    kPending,  // whitespace after terminator(+closers): the next non-space character decides
};

class Splitter {
   public:
    Splitter(std::string_view text, const SentenceTaggerOptions& options)
        : s_(reinterpret_cast<const unsigned char*>(text.data())),
          n_(text.size()),
          opt_(options) {}

    std::vector<SentenceSpan> run() {
        std::size_t i = 0;
        while (i < n_) {
            const Char ch = classify(s_, i, n_);
            step(i, ch);
            i += ch.len;
        }
        close_segment();
        return std::move(out_);
    }

   private:
    void step(std::size_t i, Char ch) {
        switch (state_) {
            case State::kGap:
                if (ch.cls == Cls::kSpace || ch.cls == Cls::kNewline) return;
                open_segment(i);
                content(i, ch);
                return;
            case State::kWord:
                if (ch.cls == Cls::kSpace || ch.cls == Cls::kNewline) {
                    enter_space(i, ch, State::kSpace);
                    return;
                }
                content(i, ch);
                return;
            case State::kSpace:
                if (ch.cls == Cls::kSpace) return;
                if (ch.cls == Cls::kNewline) {
                    line_break();
                    return;
                }
                new_word(i);
                content(i, ch);
                return;
            case State::kTerm:
            case State::kCloser:
                if (ch.cls == Cls::kSpace || ch.cls == Cls::kNewline) {
                    enter_space(i, ch, State::kPending);
                    return;
                }
                if (ch.cls == Cls::kTermAscii || ch.cls == Cls::kEllipsis || ch.cls == Cls::kTermCjk) {
                    if (state_ == State::kCloser) begin_run(i);  // `(see p. 4).` continues the run
                    extend_run(s_[i], ch.cls);
                    state_ = State::kTerm;
                    set_content_end(i + ch.len);
                    return;
                }
                if (ch.cls == Cls::kCloser) {
                    state_ = State::kCloser;
                    set_content_end(i + ch.len);
                    return;
                }
                // Another character right after the run: only CJK terminators need no space.
                if (run_cjk_) {
                    close_segment();
                    open_segment(i);
                } else {
                    state_ = State::kWord;  // 3.14, v1.2.3, example.com, e.g., wait...what
                }
                content(i, ch);
                return;
            case State::kPending:
                if (ch.cls == Cls::kSpace) return;
                if (ch.cls == Cls::kNewline) {
                    if (opt_.line_breaks == LineBreaks::kAny) {
                        close_segment();
                    } else {
                        line_break();
                    }
                    return;
                }
                if (ends_sentence(i)) {
                    close_segment();
                    open_segment(i);
                } else {
                    new_word(i);
                }
                content(i, ch);
                return;
        }
    }

    // A non-space character of the open segment at i (state kWord/kTerm/kCloser on return).
    void content(std::size_t i, Char ch) {
        if (ch.cls == Cls::kTermAscii || ch.cls == Cls::kEllipsis || ch.cls == Cls::kTermCjk) {
            if (state_ != State::kTerm) begin_run(i);
            extend_run(s_[i], ch.cls);
            state_ = State::kTerm;
        } else if (state_ == State::kGap || state_ == State::kSpace || state_ == State::kPending) {
            state_ = State::kWord;
        }
        set_content_end(i + ch.len);
    }

    void set_content_end(std::size_t end) {
        if (opt_.max_segment_bytes != 0 && end - seg_start_ > opt_.max_segment_bytes) cut(end);
        content_end_ = end;
    }

    // The segment would exceed max_segment_bytes if it ran to `end`: cut at its last inner whitespace, and
    // cut again at the current character if the segment is still too long.
    void cut(std::size_t end) {
        const std::size_t char_start = content_end_;  // the current character starts where content ended
        if (soft_valid_ && soft_next_ > seg_start_) {
            push(seg_start_, soft_end_);
            seg_start_ = soft_next_;
        }
        soft_valid_ = false;
        if (end - seg_start_ > opt_.max_segment_bytes) {
            push(seg_start_, char_start);
            seg_start_ = char_start;
            if (word_start_ < seg_start_) word_start_ = seg_start_;
        }
    }

    void enter_space(std::size_t /*i*/, Char ch, State next) {
        state_ = next;
        newlines_ = 0;
        if (ch.cls == Cls::kNewline) {
            if (opt_.line_breaks == LineBreaks::kAny) {
                close_segment();
                return;
            }
            ++newlines_;
        }
    }

    // A line break inside whitespace of the open segment.
    void line_break() {
        if (opt_.line_breaks == LineBreaks::kAny) {
            close_segment();
        } else if (opt_.line_breaks == LineBreaks::kBlank && ++newlines_ >= 2) {
            close_segment();
        }
    }

    void new_word(std::size_t i) {
        // Remember the whitespace just crossed as a place to cut an over-long segment.
        soft_valid_ = true;
        soft_end_ = content_end_;
        soft_next_ = i;
        word_start_ = i;
        state_ = State::kWord;
    }

    void begin_run(std::size_t i) {
        term_start_ = i;
        run_dots_ = 0;
        run_bang_ = false;
        run_ellipsis_ = false;
        run_cjk_ = false;
    }

    void extend_run(unsigned char c, Cls cls) {
        if (cls == Cls::kTermCjk) {
            run_cjk_ = true;
        } else if (cls == Cls::kEllipsis) {
            run_ellipsis_ = true;
        } else if (c == '.') {
            ++run_dots_;
        } else {
            run_bang_ = true;
        }
    }

    // Decides, at the first non-space character i after "terminators [closers] whitespace", whether the
    // terminator run ended the sentence.
    [[nodiscard]] bool ends_sentence(std::size_t i) const {
        if (run_cjk_) return true;
        if (starts_lowercase(s_, i, n_)) return false;  // "wait... what", "Yahoo! is", "approx. five"
        if (run_bang_ || run_ellipsis_ || run_dots_ != 1) return true;
        const std::size_t wb = word_start_ < term_start_ ? word_start_ : term_start_;
        if (short_number(s_, wb, term_start_) &&
            next_word_in(s_, i, n_, kAfterOrdinal, std::size(kAfterOrdinal))) {
            return false;
        }
        switch (classify_word(s_, wb, term_start_)) {
            case Abbrev::kNeverEnd: return false;
            case Abbrev::kBeforeNumber: return !(s_[i] >= '0' && s_[i] <= '9');
            case Abbrev::kNone: break;
        }
        return true;
    }

    void open_segment(std::size_t i) {
        seg_start_ = i;
        content_end_ = i;
        word_start_ = i;
        term_start_ = i;
        soft_valid_ = false;
        open_ = true;
        state_ = State::kWord;
    }

    void close_segment() {
        if (open_) push(seg_start_, content_end_);
        open_ = false;
        state_ = State::kGap;
    }

    void push(std::size_t b, std::size_t e) {
        if (e > b) out_.push_back({static_cast<std::uint32_t>(b), static_cast<std::uint32_t>(e)});
    }

    const unsigned char* s_;
    std::size_t n_;
    SentenceTaggerOptions opt_;
    std::vector<SentenceSpan> out_;
    State state_ = State::kGap;
    bool open_ = false;
    std::size_t seg_start_ = 0;
    std::size_t content_end_ = 0;  // end of the last non-space character of the open segment
    std::size_t word_start_ = 0;
    std::size_t term_start_ = 0;
    std::uint32_t run_dots_ = 0;
    bool run_bang_ = false;
    bool run_ellipsis_ = false;
    bool run_cjk_ = false;
    std::uint32_t newlines_ = 0;
    bool soft_valid_ = false;
    std::size_t soft_end_ = 0;
    std::size_t soft_next_ = 0;
};

}  // namespace

std::vector<SentenceSpan> split_sentences(std::string_view text, const SentenceTaggerOptions& options) {
    constexpr std::size_t kHardMax = 0xFFFFFFFFU;
    const std::size_t limit = options.max_bytes == 0 || options.max_bytes > kHardMax ? kHardMax
                                                                                      : options.max_bytes;
    if (text.size() > limit) {
        throw Error(Errc::kLimitExceeded, "text of " + std::to_string(text.size()) +
                                              " bytes exceeds max_bytes=" + std::to_string(limit) +
                                              "; raise max_bytes or split the text");
    }
    constexpr std::uint32_t kMinSegment = 16;
    if (options.max_segment_bytes != 0 && options.max_segment_bytes < kMinSegment) {
        throw Error(Errc::kInvalidArgument,
                    "max_segment_bytes=" + std::to_string(options.max_segment_bytes) +
                        " is too small; use 0 (unlimited) or at least 16");
    }
    return Splitter(text, options).run();
}

std::string tag_spans(std::string_view text, const std::vector<SentenceSpan>& spans, std::uint32_t first_id) {
    std::size_t prev = 0;
    std::size_t extra = 0;
    for (const SentenceSpan& sp : spans) {
        if (sp.start_byte < prev || sp.end_byte < sp.start_byte || sp.end_byte > text.size()) {
            throw Error(Errc::kInvalidArgument,
                        "spans must be sorted, non-overlapping and inside the text; got [" +
                            std::to_string(sp.start_byte) + ", " + std::to_string(sp.end_byte) +
                            ") after offset " + std::to_string(prev) + " in " +
                            std::to_string(text.size()) + " bytes");
        }
        prev = sp.end_byte;
        extra += 2 * (sizeof("<TAG-") + 10) + 2;
    }
    std::string out;
    out.reserve(text.size() + extra);
    std::size_t pos = 0;
    std::uint32_t id = first_id;
    for (const SentenceSpan& sp : spans) {
        out.append(text.substr(pos, sp.start_byte - pos));
        const std::string num = std::to_string(id++);
        out.append("<TAG-").append(num).push_back('>');
        out.append(text.substr(sp.start_byte, sp.end_byte - sp.start_byte));
        out.append("</TAG-").append(num).push_back('>');
        pos = sp.end_byte;
    }
    out.append(text.substr(pos));
    return out;
}

}  // namespace htmlprune
