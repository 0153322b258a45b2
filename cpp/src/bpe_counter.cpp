#include "htmlprune/bpe_counter.hpp"

#include <algorithm>
#include <array>
#include <deque>
#include <mutex>
#include <queue>
#include <shared_mutex>
#include <unordered_map>

#include "htmlprune/status.hpp"
#include "text_unicode.hpp"

namespace htmlprune {
namespace detail {
namespace {
#include "bpe_classes.inc"
}  // namespace

enum : std::uint8_t { kOther = 0, kLetter = 1, kNumber = 2, kSpace = 3, kUnsureClass = 4 };

inline std::uint8_t char_class(std::uint32_t cp) noexcept {
    return kClassBlocks[kClassIndex[cp / kClassBlockSize]][cp % kClassBlockSize];
}

}  // namespace detail

namespace {

using detail::kLetter;
using detail::kNumber;
using detail::kOther;
using detail::kSpace;
using detail::kUnsureClass;

// GPT-2's bytes_to_unicode(): the printable Latin-1 bytes stand for themselves, the other 68 bytes for
// U+0100.. in byte order. kByteOfChar inverts it for code points < 0x144 (-1: not in the alphabet).
struct ByteAlphabet {
    std::array<std::int16_t, 0x144> byte_of_char{};
    ByteAlphabet() {
        byte_of_char.fill(-1);
        std::uint32_t next = 256;
        for (std::uint32_t b = 0; b < 256; ++b) {
            const bool printable = (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE);
            byte_of_char[printable ? b : next++] = static_cast<std::int16_t>(b);
        }
    }
};
const ByteAlphabet kAlphabet;

// The raw bytes a vocabulary string stands for; false if it holds a character outside the alphabet.
bool decode_byte_level(std::string_view s, std::string* out) {
    out->clear();
    for (std::size_t i = 0; i < s.size();) {
        std::uint32_t cp = 0;
        const std::size_t len = detail::uni::decode_utf8(s, i, &cp);
        if ((cp == 0xFFFD && len == 1) || cp >= kAlphabet.byte_of_char.size() ||
            kAlphabet.byte_of_char[cp] < 0) {
            return false;
        }
        out->push_back(static_cast<char>(kAlphabet.byte_of_char[cp]));
        i += len;
    }
    return true;
}

struct MergeInfo {
    std::uint32_t rank;
    std::int32_t new_id;
};

inline std::uint64_t pair_key(std::int32_t a, std::int32_t b) noexcept {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) << 32) |
           static_cast<std::uint32_t>(b);
}

// One code point of a segment: its byte offset and pattern class.
struct CodePoint {
    std::uint32_t offset;
    std::uint32_t cp;
    std::uint8_t cls;
};

constexpr std::size_t kMaxCachedPiece = 256;     // bytes; longer pieces are rare and counted each time
constexpr std::size_t kMaxCacheEntries = 1 << 18; // the cache starts over when it holds this many pieces

}  // namespace

struct BpeCounter::Impl {
    std::array<std::int32_t, 256> byte_id{};
    std::unordered_map<std::uint64_t, MergeInfo> merges;
    std::unordered_map<std::string, std::int32_t> vocab;  // raw bytes -> id (for ignore_merges)
    bool ignore_merges = false;
    // added tokens by pass (0: normalized=false, 1: normalized=true), by first byte, longest first
    std::array<std::array<std::vector<std::string>, 256>, 2> added;
    std::array<bool, 2> has_added{};

    mutable std::shared_mutex cache_mutex;
    mutable std::unordered_map<std::string_view, std::uint32_t> cache;
    mutable std::deque<std::string> cache_keys;  // owns the cache's keys (deque: stable addresses)

    std::uint32_t bpe(std::string_view piece) const;
    std::uint32_t piece_tokens(std::string_view piece) const;
    BpePattern pattern = BpePattern::kGpt2;

    std::int64_t count_segment(std::string_view seg, std::vector<CodePoint>* cps) const;
    std::int64_t split_gpt2(std::string_view seg, const std::vector<CodePoint>& c) const;
    std::int64_t split_llama3(std::string_view seg, const std::vector<CodePoint>& c,
                              std::size_t max_digits) const;
    std::int64_t count_pass(std::string_view text, int pass, std::vector<CodePoint>* cps) const;
};

BpeCounter::BpeCounter(const BpeModel& model) : impl_(std::make_unique<Impl>()) {
    Impl& m = *impl_;
    m.ignore_merges = model.ignore_merges;
    m.pattern = model.pattern;
    m.vocab.reserve(model.vocab.size());
    std::string raw;
    for (const auto& [token, id] : model.vocab) {
        if (id < 0) throw Error(Errc::kInvalidArgument, "BpeCounter: negative vocabulary id");
        // Tokens outside the byte alphabet (e.g. added tokens' own entries) can never come out of merges.
        if (decode_byte_level(token, &raw)) m.vocab.emplace(raw, id);
    }
    for (int b = 0; b < 256; ++b) {
        // like tokenizers without an unk token, a byte missing from the vocabulary is dropped (id -1)
        const auto it = m.vocab.find(std::string(1, static_cast<char>(b)));
        m.byte_id[static_cast<std::size_t>(b)] = it == m.vocab.end() ? -1 : it->second;
    }
    m.merges.reserve(model.merges.size());
    std::string left;
    std::string right;
    for (std::size_t rank = 0; rank < model.merges.size(); ++rank) {
        const auto& [a, b] = model.merges[rank];
        if (!decode_byte_level(a, &left) || !decode_byte_level(b, &right)) {
            throw Error(Errc::kInvalidArgument, "BpeCounter: merge " + std::to_string(rank) +
                                                    " is outside the byte-level alphabet");
        }
        const auto ia = m.vocab.find(left);
        const auto ib = m.vocab.find(right);
        const auto inew = m.vocab.find(left + right);
        if (ia == m.vocab.end() || ib == m.vocab.end() || inew == m.vocab.end()) {
            throw Error(Errc::kInvalidArgument,
                        "BpeCounter: merge " + std::to_string(rank) + " names a token missing from the vocabulary");
        }
        // like tokenizers, a repeated pair keeps its last rank
        m.merges[pair_key(ia->second, ib->second)] =
            MergeInfo{static_cast<std::uint32_t>(rank), inew->second};
    }
    for (const BpeAddedToken& t : model.added_tokens) {
        if (t.content.empty()) throw Error(Errc::kInvalidArgument, "BpeCounter: empty added token");
        const int pass = t.normalized ? 1 : 0;
        auto& bucket = m.added[static_cast<std::size_t>(pass)][static_cast<unsigned char>(t.content[0])];
        bucket.push_back(t.content);
        m.has_added[static_cast<std::size_t>(pass)] = true;
    }
    for (auto& pass : m.added) {
        for (auto& bucket : pass) {
            std::stable_sort(bucket.begin(), bucket.end(),
                             [](const std::string& x, const std::string& y) { return x.size() > y.size(); });
        }
    }
}

BpeCounter::~BpeCounter() = default;

// tokenizers' Word::merge_all: a heap of candidate merges ordered by (rank, position), symbols in a linked
// list; a popped merge whose pair changed since it was pushed is stale and skipped.
std::uint32_t BpeCounter::Impl::bpe(std::string_view piece) const {
    if (ignore_merges && vocab.count(std::string(piece)) != 0) return 1;
    struct Symbol {
        std::int32_t id;
        std::int32_t prev;
        std::int32_t next;
        bool alive;
    };
    struct Candidate {
        std::uint32_t rank;
        std::int32_t pos;
        std::int32_t new_id;
        bool operator<(const Candidate& o) const noexcept {  // priority_queue pops the "largest"
            return rank != o.rank ? rank > o.rank : pos > o.pos;
        }
    };
    std::vector<Symbol> sym;
    sym.reserve(piece.size());
    for (const char ch : piece) {
        const std::int32_t id = byte_id[static_cast<unsigned char>(ch)];
        if (id >= 0) sym.push_back(Symbol{id, static_cast<std::int32_t>(sym.size()) - 1, -1, true});
    }
    const std::size_t n = sym.size();
    if (n <= 1) return static_cast<std::uint32_t>(n);
    for (std::size_t i = 0; i + 1 < n; ++i) sym[i].next = static_cast<std::int32_t>(i + 1);
    std::priority_queue<Candidate> heap;
    auto push = [&](std::int32_t pos) {
        const Symbol& s = sym[static_cast<std::size_t>(pos)];
        if (s.next < 0) return;
        const auto it = merges.find(pair_key(s.id, sym[static_cast<std::size_t>(s.next)].id));
        if (it != merges.end()) heap.push(Candidate{it->second.rank, pos, it->second.new_id});
    };
    for (std::size_t i = 0; i + 1 < n; ++i) push(static_cast<std::int32_t>(i));
    std::uint32_t alive = static_cast<std::uint32_t>(n);
    while (!heap.empty()) {
        const Candidate top = heap.top();
        heap.pop();
        Symbol& cur = sym[static_cast<std::size_t>(top.pos)];
        if (!cur.alive || cur.next < 0) continue;
        Symbol& right = sym[static_cast<std::size_t>(cur.next)];
        const auto it = merges.find(pair_key(cur.id, right.id));
        if (it == merges.end() || it->second.rank != top.rank || it->second.new_id != top.new_id) continue;
        cur.id = top.new_id;
        right.alive = false;
        cur.next = right.next;
        if (cur.next >= 0) sym[static_cast<std::size_t>(cur.next)].prev = top.pos;
        --alive;
        if (cur.prev >= 0) push(cur.prev);
        push(top.pos);
    }
    return alive;
}

std::uint32_t BpeCounter::Impl::piece_tokens(std::string_view piece) const {
    if (piece.size() > kMaxCachedPiece) return bpe(piece);
    {
        std::shared_lock<std::shared_mutex> lock(cache_mutex);
        const auto it = cache.find(piece);
        if (it != cache.end()) return it->second;
    }
    const std::uint32_t n = bpe(piece);
    std::unique_lock<std::shared_mutex> lock(cache_mutex);
    if (cache.size() >= kMaxCacheEntries) {
        cache.clear();
        cache_keys.clear();
    }
    if (cache.find(piece) == cache.end()) {
        cache_keys.emplace_back(piece);
        cache.emplace(cache_keys.back(), n);
    }
    return n;
}

// One gap between added tokens: code points and classes, then the model's pattern.
std::int64_t BpeCounter::Impl::count_segment(std::string_view seg, std::vector<CodePoint>* cps) const {
    cps->clear();
    for (std::size_t i = 0; i < seg.size();) {
        std::uint32_t cp = 0;
        const std::size_t len = detail::uni::decode_utf8(seg, i, &cp);
        if (cp == 0xFFFD && len == 1) return kUnsure;  // invalid UTF-8
        const std::uint8_t cls = detail::char_class(cp);
        if (cls == kUnsureClass) return kUnsure;
        cps->push_back(CodePoint{static_cast<std::uint32_t>(i), cp, cls});
        i += len;
    }
    switch (pattern) {
        case BpePattern::kLlama3:
            return split_llama3(seg, *cps, 3);
        case BpePattern::kQwen2:
            return split_llama3(seg, *cps, 1);
        case BpePattern::kGpt2:
            break;
    }
    return split_gpt2(seg, *cps);
}

// 's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
std::int64_t BpeCounter::Impl::split_gpt2(std::string_view seg, const std::vector<CodePoint>& c) const {
    const std::size_t n = c.size();
    auto offset = [&](std::size_t k) { return k < n ? c[k].offset : static_cast<std::uint32_t>(seg.size()); };
    std::int64_t total = 0;
    auto emit = [&](std::size_t a, std::size_t b) {
        total += piece_tokens(seg.substr(offset(a), offset(b) - offset(a)));
    };
    std::size_t i = 0;
    while (i < n) {
        // 's|'t|'re|'ve|'m|'ll|'d
        if (c[i].cp == '\'' && i + 1 < n) {
            const std::uint32_t c1 = c[i + 1].cp;
            if (c1 == 's' || c1 == 't' || c1 == 'm' || c1 == 'd') {
                emit(i, i + 2);
                i += 2;
                continue;
            }
            if (i + 2 < n) {
                const std::uint32_t c2 = c[i + 2].cp;
                if ((c1 == 'r' && c2 == 'e') || (c1 == 'v' && c2 == 'e') || (c1 == 'l' && c2 == 'l')) {
                    emit(i, i + 3);
                    i += 3;
                    continue;
                }
            }
        }
        //  ?\p{L}+ |  ?\p{N}+ |  ?[^\s\p{L}\p{N}]+
        std::size_t j = (c[i].cp == ' ' && i + 1 < n && c[i + 1].cls != kSpace) ? i + 1 : i;
        const std::uint8_t cls = c[j].cls;
        if (cls == kLetter || cls == kNumber || cls == kOther) {
            while (j < n && c[j].cls == cls) ++j;
            emit(i, j);
            i = j;
            continue;
        }
        // \s+(?!\S) | \s+ : a whitespace run leaves its last character to the next piece unless the run
        // ends the segment or is one character long
        j = i;
        while (j < n && c[j].cls == kSpace) ++j;
        const std::size_t end = (j < n && j - i >= 2) ? j - 1 : j;
        emit(i, end);
        i = end;
    }
    return total;
}

// (?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,max_digits}| ?[^\s\p{L}\p{N}]+[\r\n]*|
// \s*[\r\n]+|\s+(?!\S)|\s+  (Llama 3: max_digits 3; Qwen2: 1)
std::int64_t BpeCounter::Impl::split_llama3(std::string_view seg, const std::vector<CodePoint>& c,
                                            std::size_t max_digits) const {
    const std::size_t n = c.size();
    auto offset = [&](std::size_t k) { return k < n ? c[k].offset : static_cast<std::uint32_t>(seg.size()); };
    std::int64_t total = 0;
    auto emit = [&](std::size_t a, std::size_t b) {
        total += piece_tokens(seg.substr(offset(a), offset(b) - offset(a)));
    };
    // case-insensitive ASCII letter test; U+017F (long s) folds to 's' in Oniguruma's Unicode case folding
    auto is = [&](std::size_t k, char lower) {
        if (k >= n) return false;
        const std::uint32_t cp = c[k].cp;
        return cp == static_cast<std::uint32_t>(lower) || cp == static_cast<std::uint32_t>(lower - 32) ||
               (lower == 's' && cp == 0x17F);
    };
    auto newline = [&](std::size_t k) { return c[k].cp == '\r' || c[k].cp == '\n'; };
    std::size_t i = 0;
    while (i < n) {
        if (c[i].cp == '\'') {
            if (is(i + 1, 's') || is(i + 1, 't') || is(i + 1, 'm') || is(i + 1, 'd')) {
                emit(i, i + 2);
                i += 2;
                continue;
            }
            if ((is(i + 1, 'r') && is(i + 2, 'e')) || (is(i + 1, 'v') && is(i + 2, 'e')) ||
                (is(i + 1, 'l') && is(i + 2, 'l'))) {
                emit(i, i + 3);
                i += 3;
                continue;
            }
        }
        const std::uint8_t cls = c[i].cls;
        // [^\r\n\p{L}\p{N}]?\p{L}+
        std::size_t j = i;
        if (cls != kLetter && cls != kNumber && !newline(i) && i + 1 < n && c[i + 1].cls == kLetter) ++j;
        if (c[j].cls == kLetter) {
            while (j < n && c[j].cls == kLetter) ++j;
            emit(i, j);
            i = j;
            continue;
        }
        // \p{N}{1,max_digits}
        if (cls == kNumber) {
            j = i;
            while (j < n && j - i < max_digits && c[j].cls == kNumber) ++j;
            emit(i, j);
            i = j;
            continue;
        }
        //  ?[^\s\p{L}\p{N}]+[\r\n]*
        j = (c[i].cp == ' ' && i + 1 < n && c[i + 1].cls == kOther) ? i + 1 : i;
        if (c[j].cls == kOther) {
            while (j < n && c[j].cls == kOther) ++j;
            while (j < n && newline(j)) ++j;
            emit(i, j);
            i = j;
            continue;
        }
        // whitespace: \s*[\r\n]+ ends after the run's last line break; else as in GPT-2
        j = i;
        std::size_t last_break = n;
        while (j < n && c[j].cls == kSpace) {
            if (newline(j)) last_break = j;
            ++j;
        }
        std::size_t end = j;
        if (last_break < n) {
            end = last_break + 1;
        } else if (j < n && j - i >= 2) {
            end = j - 1;
        }
        emit(i, end);
        i = end;
    }
    return total;
}

// Cuts the added tokens of `pass` out of `text` leftmost-longest; counts the gaps with the next pass.
std::int64_t BpeCounter::Impl::count_pass(std::string_view text, int pass,
                                          std::vector<CodePoint>* cps) const {
    if (pass == 2) return count_segment(text, cps);
    if (!has_added[static_cast<std::size_t>(pass)]) return count_pass(text, pass + 1, cps);
    const auto& buckets = added[static_cast<std::size_t>(pass)];
    std::int64_t total = 0;
    std::size_t gap = 0;
    for (std::size_t i = 0; i < text.size();) {
        std::size_t matched = 0;
        for (const std::string& t : buckets[static_cast<unsigned char>(text[i])]) {
            if (text.compare(i, t.size(), t) == 0) {
                matched = t.size();
                break;
            }
        }
        if (matched == 0) {
            ++i;
            continue;
        }
        if (i > gap) {
            const std::int64_t n = count_pass(text.substr(gap, i - gap), pass + 1, cps);
            if (n == kUnsure) return kUnsure;
            total += n;
        }
        total += 1;
        i += matched;
        gap = i;
    }
    if (gap < text.size()) {
        const std::int64_t n = count_pass(text.substr(gap), pass + 1, cps);
        if (n == kUnsure) return kUnsure;
        total += n;
    }
    return total;
}

std::int64_t BpeCounter::count(std::string_view text) const {
    std::vector<CodePoint> cps;
    return impl_->count_pass(text, 0, &cps);
}

void BpeCounter::count_batch(const std::string_view* texts, std::size_t n, std::int64_t* out) const {
    std::vector<CodePoint> cps;
    for (std::size_t i = 0; i < n; ++i) out[i] = impl_->count_pass(texts[i], 0, &cps);
}

std::size_t BpeCounter::cache_size() const {
    std::shared_lock<std::shared_mutex> lock(impl_->cache_mutex);
    return impl_->cache.size();
}

}  // namespace htmlprune
