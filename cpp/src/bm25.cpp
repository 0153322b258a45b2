#include "htmlprune/bm25.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "htmlprune/serialize.hpp"
#include "htmlprune/status.hpp"
#include "htmlprune/stemmer.hpp"
#include "text_unicode.hpp"

namespace htmlprune {
namespace {

namespace uni = detail::uni;

// Lucene's English stop set plus auxiliaries, pronouns and question words, which carry no topic in a
// question ("what", "how many", "did"). Sorted for binary search.
constexpr std::string_view kStopwords[] = {
    "a",    "about", "an",    "and",   "are",  "as",    "at",    "be",   "been",  "being",
    "but",  "by",    "can",   "did",   "do",   "does",  "for",   "from", "had",   "has",
    "have", "he",    "her",   "him",   "his",  "how",   "i",     "if",   "in",    "into",
    "is",   "it",    "its",   "many",  "me",   "much",  "my",    "no",   "not",   "of",
    "on",   "or",    "our",   "she",   "such", "than",  "that",  "the",  "their", "them",
    "then", "there", "these", "they",  "this", "those", "to",    "was",  "we",    "were",
    "what", "when",  "where", "which", "who",  "whom",  "whose", "why",  "will",  "with",
    "you",  "your",
};

bool is_stopword(std::string_view w) {
    return std::binary_search(std::begin(kStopwords), std::end(kStopwords), w);
}

// [0-9A-Za-z] and ASCII lowercasing by table: no branch per byte on digits against letters
struct AsciiTables {
    std::array<std::uint8_t, 256> alnum{};
    std::array<std::uint8_t, 256> lower{};
    constexpr AsciiTables() {
        for (int c = 0; c < 256; ++c) {
            alnum[c] = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
            lower[c] = static_cast<std::uint8_t>(c >= 'A' && c <= 'Z' ? c + 32 : c);
        }
    }
};
constexpr AsciiTables kAscii{};

// The end of the run of [0-9A-Za-z] in s that goes on at i: 16 bytes per step where SSE2 is there (no
// branch per byte; the words of a page are a few bytes long and end unpredictably).
std::size_t alnum_run_end(std::string_view s, std::size_t i) noexcept {
#if defined(__SSE2__)
    const __m128i case_bit = _mm_set1_epi8(0x20);
    const __m128i below_a = _mm_set1_epi8('a' - 1);
    const __m128i above_z = _mm_set1_epi8('z' + 1);
    const __m128i below_0 = _mm_set1_epi8('0' - 1);
    const __m128i above_9 = _mm_set1_epi8('9' + 1);
    while (i + 16 <= s.size()) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
        // signed compares: bytes >= 0x80 are negative, in neither range
        const __m128i lower = _mm_or_si128(v, case_bit);
        const __m128i letter = _mm_and_si128(_mm_cmpgt_epi8(lower, below_a), _mm_cmplt_epi8(lower, above_z));
        const __m128i digit = _mm_and_si128(_mm_cmpgt_epi8(v, below_0), _mm_cmplt_epi8(v, above_9));
        const auto mask = static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(letter, digit)));
        if (mask != 0xFFFFu) return i + static_cast<std::size_t>(__builtin_ctz(~mask));
        i += 16;
    }
#endif
    while (i < s.size() && kAscii.alnum[static_cast<unsigned char>(s[i])] != 0) ++i;
    return i;
}

// The first bytes of the query terms (lowercase letters and digits) an ASCII word must start with to be
// looked at; more than kMaxFirst of them (or no filter): every word is.
struct FirstBytes {
    static constexpr std::size_t kMaxFirst = 8;
    bool all = true;
    std::size_t n = 0;
    std::array<char, kMaxFirst> bytes{};
    std::array<std::uint8_t, 256> table{};  // by byte, either case: 1 for a first byte
};

// The classes of the m <= 64 bytes of text at i: bit k of `alnum` is set when byte i + k is one of
// [0-9A-Za-z], of `high` when it is >= 0x80, of `first` when it is one of `f`'s first bytes in either case
// (every bit when f.all) (bits m..63 clear). Never reads outside text: a last part of fewer than 16 bytes
// is loaded as the 16 bytes that end with it, or byte by byte in a text that short.
struct ByteMasks {
    std::uint64_t alnum = 0;
    std::uint64_t high = 0;
    std::uint64_t first = 0;
};

#if defined(__SSE2__)
// Bit j: byte j of the 16 at p is [0-9A-Za-z] (alnum) / >= 0x80 (high) / one of f's first bytes (first).
inline void lane_masks(const char* p, const FirstBytes& f, unsigned* alnum, unsigned* high, unsigned* first) noexcept {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    // signed compares: bytes >= 0x80 are negative, in neither range
    const __m128i lower = _mm_or_si128(v, _mm_set1_epi8(0x20));
    const __m128i letter =
        _mm_and_si128(_mm_cmpgt_epi8(lower, _mm_set1_epi8('a' - 1)), _mm_cmplt_epi8(lower, _mm_set1_epi8('z' + 1)));
    const __m128i digit =
        _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('0' - 1)), _mm_cmplt_epi8(v, _mm_set1_epi8('9' + 1)));
    *alnum = static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(letter, digit)));
    *high = static_cast<unsigned>(_mm_movemask_epi8(v));
    if (f.all) {
        *first = 0xFFFFu;
        return;
    }
    // `lower` is a letter's lowercase and a digit itself (other bytes start no word)
    __m128i eq = _mm_setzero_si128();
    for (std::size_t k = 0; k < f.n; ++k) eq = _mm_or_si128(eq, _mm_cmpeq_epi8(lower, _mm_set1_epi8(f.bytes[k])));
    *first = static_cast<unsigned>(_mm_movemask_epi8(eq));
}
#endif

ByteMasks byte_masks(std::string_view text, std::size_t i, std::size_t m, const FirstBytes& f) noexcept {
    ByteMasks out;
    const char* p = text.data() + i;
    std::size_t k = 0;
#if defined(__SSE2__)
    unsigned a = 0;
    unsigned h = 0;
    unsigned w = 0;
    for (; k + 16 <= m; k += 16) {
        lane_masks(p + k, f, &a, &h, &w);
        out.alnum |= static_cast<std::uint64_t>(a) << k;
        out.high |= static_cast<std::uint64_t>(h) << k;
        out.first |= static_cast<std::uint64_t>(w) << k;
    }
    if (k < m && i + m >= 16) {
        const std::size_t shift = 16 - (m - k);  // the lane's first bytes are before p + k
        lane_masks(p + m - 16, f, &a, &h, &w);
        out.alnum |= static_cast<std::uint64_t>(a >> shift) << k;
        out.high |= static_cast<std::uint64_t>(h >> shift) << k;
        out.first |= static_cast<std::uint64_t>((w & 0xFFFFu) >> shift) << k;
        return out;
    }
#endif
    for (; k < m; ++k) {
        const auto c = static_cast<unsigned char>(p[k]);
        out.alnum |= std::uint64_t{kAscii.alnum[c]} << k;
        out.high |= std::uint64_t{static_cast<unsigned>(c >> 7)} << k;
        out.first |= std::uint64_t{f.all ? 1u : f.table[c]} << k;
    }
    return out;
}

// Tokenizes into a reusable buffer: folded text in `buf`, tokens as (offset, length) into it.
class TokenStream {
   public:
    /// Whole ASCII words whose length has no bit in `(*starts)[first byte, lowercased]` (bit k: k bytes,
    /// k < 64; words of 64+ bytes are always kept) are counted in size() but not kept as tokens: no query
    /// term can equal them. nullptr (the default): all kept.
    void set_kept_starts(const std::array<std::uint64_t, 256>* starts) noexcept {
        filter_ = starts != nullptr;
        // by the word's first byte as it is, not lowercased: one load less per word
        for (std::size_t c = 0; c < 256; ++c) kept_by_byte_[c] = filter_ ? (*starts)[kAscii.lower[c]] : 0;
        // the words of no term's first byte are only counted, 64 bytes at a time (most words of a page)
        first_ = FirstBytes{};
        if (!filter_) return;
        first_.all = false;
        for (std::size_t c = 0; c < 128; ++c) {
            if ((*starts)[c] == 0 || kAscii.alnum[c] == 0 || kAscii.lower[c] != c) continue;
            if (first_.n == FirstBytes::kMaxFirst) {
                first_ = FirstBytes{};  // too many to compare: every word is looked at
                return;
            }
            first_.bytes[first_.n++] = static_cast<char>(c);
            first_.table[c] = 1;
            first_.table[c & 0xDFu] = 1;  // its uppercase (a digit: itself)
        }
    }
    // ascii_fold: drop diacritics (uni::append_search_fold), for scoring without a stemmer; a Snowball
    // stemmer reads its language's accented letters itself.
    explicit TokenStream(bool ascii_fold = false) : ascii_fold_(ascii_fold) {
        // one stream tokenizes every block of a call: room for a long block's kept words from the start
        buf_.reserve(256);
        tokens_.reserve(64);
    }

    void run(std::string_view text) {
        buf_.clear();
        tokens_.clear();
        cjk_.clear();
        skipped_ = 0;
        std::size_t word_start = kNone;
        std::size_t i = 0;
        const std::size_t n = text.size();
        while (i < n) {
            std::uint32_t cp = 0;
            const auto b = static_cast<unsigned char>(text[i]);
            if (b < 0x80 && word_start == kNone && cjk_.empty()) {
                // most of a page's text is ASCII: its words 64 bytes at a time, no branch per byte
                const std::size_t stop = ascii_words(text, i);
                if (stop != i) {
                    i = stop;
                    continue;
                }
                // a word running into a non-ASCII byte: the byte loop below
            }
            if (b < 0x80) {
                // ASCII fast path: a whole run of [A-Za-z0-9] at once, or one separator.
                if (kAscii.alnum[b] != 0) {
                    end_cjk();
                    const std::size_t run = i;
                    i = alnum_run_end(text, i + 1);
                    // a whole word (nothing before it, and what follows is ASCII: it ends here) of no kept length
                    const std::size_t len = i - run;
                    if (word_start == kNone && filter_ && len < 64 &&
                        ((kept_by_byte_[static_cast<unsigned char>(text[run])] >> len) & 1u) == 0 &&
                        (i == n || static_cast<unsigned char>(text[i]) < 0x80)) {
                        ++skipped_;
                        continue;
                    }
                    if (word_start == kNone) word_start = buf_.size();
                    const std::size_t at = buf_.size();
                    buf_.append(text.data() + run, len);
                    char* out = buf_.data() + at;
                    for (std::size_t k = 0; k < len; ++k) {
                        out[k] = static_cast<char>(kAscii.lower[static_cast<unsigned char>(out[k])]);
                    }
                    continue;
                }
                end_cjk();
                end_word(&word_start);
                ++i;
                continue;
            }
            i += uni::decode_utf8(text, i, &cp);
            if (uni::is_cjk(cp)) {
                end_word(&word_start);
                cjk_.push_back(static_cast<std::uint32_t>(buf_.size()));
                uni::append_utf8(cp, buf_);
                continue;
            }
            end_cjk();
            if (uni::is_word_char(cp)) {
                if (word_start == kNone) word_start = buf_.size();
                if (ascii_fold_) {
                    uni::append_search_fold(cp, buf_);
                } else {
                    uni::append_casefold(cp, buf_);
                }
            } else {
                end_word(&word_start);
            }
        }
        end_word(&word_start);
        end_cjk();
    }

    /// All tokens, kept or not.
    [[nodiscard]] std::size_t size() const noexcept { return tokens_.size() + skipped_; }
    /// The kept tokens, token(0) .. token(kept() - 1), in text order.
    [[nodiscard]] std::size_t kept() const noexcept { return tokens_.size(); }
    [[nodiscard]] std::string_view token(std::size_t k) const noexcept {
        return std::string_view(buf_).substr(tokens_[k].first, tokens_[k].second);
    }

   private:
    static constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    // The words of text from `begin` (an ASCII byte, no word open before it) to the first non-ASCII byte,
    // but a word that runs into that byte (it may go on with non-ASCII letters); returns where they stop,
    // for the byte loop to go on. The same tokens as the byte loop.
    std::size_t ascii_words(std::string_view text, std::size_t begin) {
        const std::size_t n = text.size();
        std::size_t open = kNone;  // the start of a word that runs on past the bytes looked at
        for (std::size_t p = begin; p < n; p += 64) {
            const std::size_t m = n - p < 64 ? n - p : 64;
            const ByteMasks c = byte_masks(text, p, m, first_);
            // bytes [p, p + ascii) are ASCII
            const std::size_t ascii = c.high != 0 ? static_cast<std::size_t>(__builtin_ctzll(c.high)) : m;
            const std::uint64_t in = ascii < 64 ? (std::uint64_t{1} << ascii) - 1 : ~std::uint64_t{0};
            const std::uint64_t a = c.alnum & in;
            const std::uint64_t carry = open != kNone ? 1u : 0u;
            std::uint64_t starts = a & ~((a << 1) | carry);
            // bit k: a word ends before byte k, k < ascii (a word that reaches p + ascii ends later)
            std::uint64_t ends = ~a & ((a << 1) | carry) & in;
            if (open != kNone && ends != 0) {
                word(text, open, p + static_cast<std::size_t>(__builtin_ctzll(ends)));
                ends &= ends - 1;
                open = kNone;
            }
            if (starts != 0) {
                const auto last = static_cast<unsigned>(63 - __builtin_clzll(starts));
                if ((ends >> last) == 0) {  // the last word runs on past these bytes
                    open = p + last;
                    starts &= ~(std::uint64_t{1} << last);
                }
                // the others end here (under 64 bytes): those of no term's first byte only counted
                skipped_ += static_cast<std::size_t>(__builtin_popcountll(starts & ~c.first));
                for (std::uint64_t look = starts & c.first; look != 0; look &= look - 1) {
                    const auto s = static_cast<unsigned>(__builtin_ctzll(look));
                    const auto e = static_cast<unsigned>(__builtin_ctzll(ends & (~std::uint64_t{0} << s)));
                    word(text, p + s, p + e);
                }
            }
            if (ascii < m) return open != kNone ? open : p + ascii;  // a non-ASCII byte: the byte loop's
        }
        if (open != kNone) word(text, open, n);
        return n;
    }

    // One whole ASCII word, text[s, e): counted only, or kept lowercased (as the byte loop does).
    void word(std::string_view text, std::size_t s, std::size_t e) {
        const std::size_t len = e - s;
        if (filter_ && len < 64 && ((kept_by_byte_[static_cast<unsigned char>(text[s])] >> len) & 1u) == 0) {
            ++skipped_;
            return;
        }
        const std::size_t at = buf_.size();
        buf_.append(text.data() + s, len);
        char* out = buf_.data() + at;
        for (std::size_t k = 0; k < len; ++k) out[k] = static_cast<char>(kAscii.lower[static_cast<unsigned char>(out[k])]);
        tokens_.emplace_back(static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(len));
    }


    void end_word(std::size_t* start) {
        if (*start == kNone) return;
        if (buf_.size() == *start) {  // only combining marks, folded away
            *start = kNone;
            return;
        }
        tokens_.emplace_back(static_cast<std::uint32_t>(*start),
                             static_cast<std::uint32_t>(buf_.size() - *start));
        *start = kNone;
    }

    // A run of CJK characters: bigrams, or the unigram of a lone character.
    void end_cjk() {
        if (cjk_.empty()) return;
        const auto end = static_cast<std::uint32_t>(buf_.size());
        if (cjk_.size() == 1) {
            tokens_.emplace_back(cjk_[0], end - cjk_[0]);
        } else {
            for (std::size_t k = 0; k + 1 < cjk_.size(); ++k) {
                const std::uint32_t stop = k + 2 < cjk_.size() ? cjk_[k + 2] : end;
                tokens_.emplace_back(cjk_[k], stop - cjk_[k]);
            }
        }
        cjk_.clear();
    }

    bool ascii_fold_;
    std::string buf_;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> tokens_;
    std::vector<std::uint32_t> cjk_;  // offsets of the current CJK run's characters
    bool filter_ = false;                          // set_kept_starts() with a table
    FirstBytes first_;                             // its terms' first bytes
    std::array<std::uint64_t, 256> kept_by_byte_{};  // its entries by first byte, either case
    std::size_t skipped_ = 0;
};

std::size_t hash_term(std::string_view w) noexcept {
    std::uint64_t h = 1469598103934665603ull;
    for (const char c : w) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ull;
    }
    return static_cast<std::size_t>(h ^ (h >> 29));
}

// Open-addressing set of the distinct query terms (few): term -> dense id.
class TermTable {
   public:
    explicit TermTable(const std::vector<std::string>& terms) : terms_(terms) {
        std::size_t cap = 8;
        while (cap < terms.size() * 4) cap <<= 1;
        slots_.assign(cap, kEmpty);
        mask_ = cap - 1;
        for (std::size_t t = 0; t < terms.size(); ++t) {
            std::size_t s = hash(terms[t]) & mask_;
            while (slots_[s] != kEmpty) s = (s + 1) & mask_;
            slots_[s] = static_cast<std::uint32_t>(t);
            starts_[static_cast<unsigned char>(terms[t][0])] |= length_bit(terms[t].size());
        }
    }

    [[nodiscard]] std::uint32_t find(std::string_view w) const noexcept {
        // most words of a page have no query term's first byte and length: no hashing for them
        if (w.empty() || (starts_[static_cast<unsigned char>(w[0])] & length_bit(w.size())) == 0) return kEmpty;
        std::size_t s = hash(w) & mask_;
        while (slots_[s] != kEmpty) {
            const std::string& t = terms_[slots_[s]];
            if (t.size() == w.size() && std::memcmp(t.data(), w.data(), w.size()) == 0) {
                return slots_[s];
            }
            s = (s + 1) & mask_;
        }
        return kEmpty;
    }

    static constexpr std::uint32_t kEmpty = 0xFFFFFFFFu;
    /// Per first byte, bit k: a term of k bytes that starts with it (k < 64); bit 0: one of 64+ bytes.
    [[nodiscard]] const std::array<std::uint64_t, 256>& starts() const noexcept { return starts_; }

   private:
    static std::size_t hash(std::string_view w) noexcept { return hash_term(w); }

    const std::vector<std::string>& terms_;
    std::vector<std::uint32_t> slots_;
    std::size_t mask_ = 0;
    std::array<std::uint64_t, 256> starts_{};  // see starts()
    static std::uint64_t length_bit(std::size_t len) noexcept { return std::uint64_t{1} << (len < 64 ? len : 0); }
};

// CJK bigrams are never stemmed: Snowball has no CJK stemmer, and they are not words anyway.
bool stemmable(std::string_view token) noexcept {
    std::uint32_t cp = 0;
    return !token.empty() && (static_cast<unsigned char>(token[0]) < 0x80 ||
                              (uni::decode_utf8(token, 0, &cp), !uni::is_cjk(cp)));
}

std::string_view stem_token(Stemmer* stemmer, std::string_view token) {
    return stemmer != nullptr && stemmable(token) ? stemmer->stem(token) : token;
}

// Document token -> query term id (or kEmpty) after stemming, memoised per call: a page repeats its
// words, so each distinct word is stemmed once. Open addressing over an arena of the seen words.
class StemCache {
   public:
    template <class Resolve>
    std::uint32_t find(std::string_view w, const Resolve& resolve) {
        if (2 * (entries_.size() + 1) > slots_.size()) grow();
        std::size_t s = hash_term(w) & mask_;
        while (slots_[s] != kEmpty) {
            const Entry& e = entries_[slots_[s]];
            if (e.len == w.size() && std::memcmp(arena_.data() + e.off, w.data(), w.size()) == 0) {
                return e.value;
            }
            s = (s + 1) & mask_;
        }
        const std::uint32_t value = resolve(w);
        slots_[s] = static_cast<std::uint32_t>(entries_.size());
        entries_.push_back(Entry{arena_.size(), static_cast<std::uint32_t>(w.size()), value});
        arena_.append(w);
        return value;
    }

   private:
    static constexpr std::uint32_t kEmpty = 0xFFFFFFFFu;
    struct Entry {
        std::size_t off;
        std::uint32_t len;
        std::uint32_t value;
    };

    void grow() {
        const std::size_t cap = slots_.empty() ? 1024 : 2 * slots_.size();
        slots_.assign(cap, kEmpty);
        mask_ = cap - 1;
        for (std::size_t k = 0; k < entries_.size(); ++k) {
            const Entry& e = entries_[k];
            std::size_t s = hash_term(std::string_view(arena_).substr(e.off, e.len)) & mask_;
            while (slots_[s] != kEmpty) s = (s + 1) & mask_;
            slots_[s] = static_cast<std::uint32_t>(k);
        }
    }

    std::string arena_;
    std::vector<Entry> entries_;
    std::vector<std::uint32_t> slots_;
    std::size_t mask_ = 0;
};

void check_options(const Bm25Options& o) {
    if (!(o.k1 >= 0.0f) || !std::isfinite(o.k1)) {
        throw Error(Errc::kInvalidArgument,
                    "bm25 k1 must be a finite number >= 0, got " + std::to_string(o.k1) +
                        "; the usual value is 1.2");
    }
    if (!(o.b >= 0.0f && o.b <= 1.0f)) {
        throw Error(Errc::kInvalidArgument, "bm25 b must be in [0, 1], got " +
                                                std::to_string(o.b) + "; the usual value is 0.75");
    }
}

// No context parts (plain documents).
struct NoContext {
    template <class Part>
    void operator()(std::size_t /*doc*/, const Part& /*part*/) const {}
};

// The words of `text` (stopwords dropped when asked, unless nothing else is left).
std::vector<std::string> query_tokens(std::string_view text, bool remove_stopwords, bool fold) {
    TokenStream stream(fold);
    stream.run(text);
    std::vector<std::string> out;
    out.reserve(stream.kept());
    for (std::size_t k = 0; k < stream.kept(); ++k) out.emplace_back(stream.token(k));
    if (remove_stopwords) {
        std::vector<std::string> kept;
        for (const std::string& w : out) {
            if (!is_stopword(w)) kept.push_back(w);
        }
        if (!kept.empty()) out = std::move(kept);
    }
    return out;
}

// Document d is get_doc(d), then each context part contexts(d, part) names, joined by '\n': part(key, text)
// for a part shared by many documents (a section heading, a table's header row), whose tokens are found
// once per key (text() is called once). '\n' ends every word and CJK run, so the joined document's tokens
// are its parts' tokens in turn, counted in the same order as if the joined string were tokenized.
template <class GetDoc, class Contexts = NoContext>
std::vector<float> score_docs(std::string_view query, std::size_t n_docs, const GetDoc& get_doc,
                              const Bm25Options& options, const Contexts& contexts = {}) {
    check_options(options);
    std::vector<float> scores(n_docs, 0.0f);
    if (n_docs == 0) return scores;
    // One Snowball environment per call: scoring runs without the GIL on many threads at once.
    std::optional<Stemmer> stemmer;
    if (!options.stem.empty()) stemmer.emplace(options.stem);
    Stemmer* const stem = stemmer ? &*stemmer : nullptr;
    const bool fold = options.fold_accents && stem == nullptr;
    std::vector<std::string> qtokens = query_tokens(query, options.remove_stopwords, fold);
    if (qtokens.empty()) return scores;
    for (std::string& t : qtokens) t = std::string(stem_token(stem, t));
    // Distinct terms with their multiplicity in the query.
    std::vector<std::string> terms;
    std::vector<std::uint32_t> qcount;
    {
        std::vector<std::string> sorted = qtokens;
        std::sort(sorted.begin(), sorted.end());
        for (std::size_t k = 0; k < sorted.size(); ++k) {
            if (k == 0 || sorted[k] != sorted[k - 1]) {
                terms.push_back(sorted[k]);
                qcount.push_back(0);
            }
            ++qcount.back();
        }
    }
    const TermTable table(terms);
    const std::size_t nt = terms.size();

    // One pass over the documents: lengths, and (doc, term, tf) for query terms only.
    struct Hit {
        std::uint32_t doc;
        std::uint32_t term;
        std::uint32_t tf;
    };
    std::vector<Hit> hits;
    hits.reserve(n_docs);
    std::vector<std::uint32_t> df(nt, 0);
    std::vector<std::uint32_t> dl(n_docs, 0);
    std::vector<std::uint32_t> tf(nt, 0);
    std::vector<std::uint32_t> touched;
    TokenStream stream(fold);
    // without stemming a word can equal a term only at the term's length and first byte (lowercasing keeps
    // ASCII lengths; words of 64+ bytes are all kept)
    if (stem == nullptr) stream.set_kept_starts(&table.starts());
    StemCache stem_cache;
    const auto resolve = [&](std::string_view w) { return table.find(stem_token(stem, w)); };
    const auto term_of = [&](std::string_view token) {
        return stem == nullptr ? table.find(token) : stem_cache.find(token, resolve);
    };
    const auto add = [&](std::uint32_t t) {
        if (tf[t]++ == 0) touched.push_back(t);
    };
    struct Part {
        std::uint32_t tokens = 0;
        std::vector<std::uint32_t> terms;  // the query terms among them, in order
    };
    std::unordered_map<std::uint64_t, Part> parts;
    std::uint64_t last_key[2] = {~std::uint64_t{0}, ~std::uint64_t{0}};
    const Part* last_part[2] = {nullptr, nullptr};
    TokenStream part_stream(fold);
    if (stem == nullptr) part_stream.set_kept_starts(&table.starts());
    double total_len = 0.0;
    for (std::size_t d = 0; d < n_docs; ++d) {
        stream.run(get_doc(d));
        auto len = static_cast<std::uint32_t>(stream.size());
        for (std::size_t k = 0; k < stream.kept(); ++k) {
            const std::uint32_t t = term_of(stream.token(k));
            if (t != TermTable::kEmpty) add(t);
        }
        contexts(d, [&](std::uint64_t key, const auto& text) {
            // blocks in a row mostly share their parts: the last one of each kind (heading, header row;
            // bit 40 of the key) is looked up without hashing (elements of the map never move)
            const std::size_t kind = (key >> 40) & 1u;
            const Part* found = last_key[kind] == key ? last_part[kind] : nullptr;
            if (found == nullptr) {
                auto it = parts.find(key);
                if (it == parts.end()) {
                    Part part;
                    part_stream.run(text());
                    part.tokens = static_cast<std::uint32_t>(part_stream.size());
                    for (std::size_t k = 0; k < part_stream.kept(); ++k) {
                        const std::uint32_t t = term_of(part_stream.token(k));
                        if (t != TermTable::kEmpty) part.terms.push_back(t);
                    }
                    it = parts.emplace(key, std::move(part)).first;
                }
                found = &it->second;
                last_key[kind] = key;
                last_part[kind] = found;
            }
            len += found->tokens;
            for (const std::uint32_t t : found->terms) add(t);
        });
        dl[d] = len;
        total_len += static_cast<double>(len);
        for (const std::uint32_t t : touched) {
            hits.push_back(Hit{static_cast<std::uint32_t>(d), t, tf[t]});
            ++df[t];
            tf[t] = 0;
        }
        touched.clear();
    }
    const double n = static_cast<double>(n_docs);
    double avgdl = total_len / n;
    if (avgdl <= 0.0) avgdl = 1.0;
    std::vector<double> weight(nt);
    for (std::size_t t = 0; t < nt; ++t) {
        const double idf = std::log(1.0 + (n - df[t] + 0.5) / (df[t] + 0.5));
        weight[t] = idf * qcount[t];
    }
    const double k1 = options.k1;
    const double b = options.b;
    for (const Hit& h : hits) {
        const double f = h.tf;
        const double norm = k1 * (1.0 - b + b * dl[h.doc] / avgdl);
        scores[h.doc] += static_cast<float>(weight[h.term] * f * (k1 + 1.0) / (f + norm));
    }
    return scores;
}

}  // namespace

std::vector<std::string> bm25_tokenize(std::string_view text, bool remove_stopwords,
                                       std::string_view stem, bool fold_accents) {
    std::vector<std::string> out = query_tokens(text, remove_stopwords, fold_accents && stem.empty());
    if (!stem.empty()) {
        Stemmer stemmer(stem);
        for (std::string& w : out) w = std::string(stem_token(&stemmer, w));
    }
    return out;
}

std::vector<float> bm25_scores(std::string_view query, const std::vector<std::string_view>& docs,
                               const Bm25Options& options) {
    return score_docs(
        query, docs.size(), [&](std::size_t d) { return docs[d]; }, options);
}

std::vector<float> bm25_scores(std::string_view query, const BlockTree& tree,
                               const Bm25Options& options) {
    if (!options.context) {
        return score_docs(
            query, tree.size(), [&](std::size_t d) { return tree.text(static_cast<BlockIndex>(d)); },
            options);
    }
    // Context parts: the heading block's text and the header row's visible text, tokenized once each.
    constexpr std::uint64_t kRowKey = std::uint64_t{1} << 40;  // block indices and node indices apart
    std::string row_text;
    return score_docs(
        query, tree.size(), [&](std::size_t d) { return tree.text(static_cast<BlockIndex>(d)); }, options,
        [&](std::size_t d, const auto& part) {
            const auto b = static_cast<BlockIndex>(d);
            const BlockIndex h = tree.heading_block()[b];
            if (h != kNoBlock) part(std::uint64_t{h}, [&] { return tree.text(h); });
            const NodeIndex row = tree.table_header()[b];
            if (row != kNoNode) {
                part(kRowKey | row, [&]() -> std::string_view {
                    row_text.clear();
                    visible_text(tree.document(), row_text, row);
                    return row_text;
                });
            }
        });
}

}  // namespace htmlprune
