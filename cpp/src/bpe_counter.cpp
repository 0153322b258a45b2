#include "htmlprune/bpe_counter.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bitset>
#include <cstring>
#include <mutex>
#include <shared_mutex>
#include <unordered_map>

#include "detail/opaque.hpp"
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

// detail::char_class() of the ASCII code points, one lookup.
struct AsciiClass {
    std::array<std::uint8_t, 128> cls{};
    bool all_sure = true;  // no ASCII code point is unsure (true of every Unicode version; checked)
    AsciiClass() {
        for (std::uint32_t c = 0; c < 128; ++c) {
            cls[c] = detail::char_class(c);
            if (cls[c] == kUnsureClass) all_sure = false;
        }
    }
};

// The index of the first byte of `s` that is not ASCII, or s.size(): eight bytes per test.
inline std::size_t first_non_ascii(std::string_view s) noexcept {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    const std::size_t n = s.size();
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        std::uint64_t v = 0;
        std::memcpy(&v, p + i, 8);
        if ((v & 0x8080808080808080ULL) != 0) break;
    }
    while (i < n && p[i] < 0x80) ++i;
    return i;
}
const AsciiClass kAsciiClass;

// The pieces this thread counted last, direct-mapped by hash (128 KiB, in the CPU's L2, where the shared
// PieceCache's table of a long-lived counter is not): HTML repeats the same few pieces (tag names, "</",
// "\">", common words) thousands of times per output. 4096 entries rather than 1024: an article's words
// collided in the smaller table (WCXB-author prune 4% faster, WTQ unchanged). An entry holds the piece as
// its PieceKey (exact: a hit compares three words, no memcmp call); `owner` ties the entries to one counter
// (ids are never reused).
struct RecentPieces {
    static constexpr std::size_t kSize = 4096;
    static constexpr std::size_t kMaxLen = 24;
    struct Entry {
        std::uint64_t a;
        std::uint64_t b;
        std::uint64_t c;
        std::uint32_t count;
        std::uint32_t len;  // 0: empty
    };
    std::uint64_t owner = 0;
    std::array<Entry, kSize> entries{};
};

// What one count() carries through its passes: the code point scratch and this thread's recent pieces.
struct CountScratch {
    std::vector<CodePoint> cps;  // the first n_cps are the current segment's
    std::size_t n_cps = 0;
    RecentPieces* recent = nullptr;
    // pieces split off but not yet looked up: looked up together (piece_batch_tokens)
    static constexpr std::size_t kBatch = 32;
    std::array<std::string_view, kBatch> pending;
    std::size_t n_pending = 0;
};

// Which added tokens can start at a byte: first bytes, first bytes of one-byte tokens, first byte pairs.
struct AddedPrefixes {
    std::bitset<256> first;
    std::bitset<256> single;
    std::bitset<65536> pair;
    int only = -1;  // the one first byte, if there is one
};

constexpr std::size_t kMaxCachedPiece = 256;     // bytes; longer pieces are rare and counted each time
constexpr std::size_t kMaxCacheEntries = 1 << 18; // the cache starts over when it holds this many pieces

inline std::uint64_t mix(std::uint64_t x) noexcept {
    x ^= x >> 33;
    x *= 0xFF51AFD7ED558CCDULL;
    x ^= x >> 33;
    return x;
}

inline std::uint64_t load_u32(const unsigned char* p) noexcept {
    std::uint32_t v = 0;
    std::memcpy(&v, p, 4);
    return v;
}
inline std::uint64_t load_u64(const unsigned char* p) noexcept {
    std::uint64_t v = 0;
    std::memcpy(&v, p, 8);
    return v;
}

// Pieces are short (a few bytes on average): up to 16 bytes are read in at most four (overlapping) loads
// that together cover every byte, as wyhash does, instead of a multiply per byte; longer ones 8 bytes at a
// time. Finished by a mixer. (Only a cache key: lookups compare the bytes.)
inline std::uint64_t hash_piece(std::string_view s) noexcept {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    const std::size_t n = s.size();
    std::uint64_t a = 0;
    std::uint64_t b = 0;
    if (n <= 3) {
        if (n > 0) a = (std::uint64_t{p[0]} << 16) | (std::uint64_t{p[n >> 1]} << 8) | p[n - 1];
    } else if (n <= 8) {
        a = (load_u32(p) << 32) | load_u32(p + n - 4);
    } else if (n <= 16) {
        a = load_u64(p);
        b = load_u64(p + n - 8);
    } else {
        for (std::size_t i = 0; i + 8 < n; i += 8) a = mix(a ^ load_u64(p + i)) * 0x9E3779B97F4A7C15ULL;
        b = load_u64(p + n - 8);
    }
    return mix((a * 0x9E3779B97F4A7C15ULL) ^ (b * 0xC2B2AE3D27D4EB4FULL) ^ (n * 0x165667B19E3779F9ULL) ^ b);
}

// A piece of up to RecentPieces::kMaxLen bytes as three words that, with its length, determine its bytes:
// (overlapping) loads that together cover every byte, as in hash_piece (n <= 3: first, middle and last
// byte; <= 8: first and last 4; <= 16: first and last 8; <= 24: first, second and last 8).
struct PieceKey {
    std::uint64_t a = 0;
    std::uint64_t b = 0;
    std::uint64_t c = 0;
};
inline PieceKey piece_key(std::string_view s) noexcept {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    const std::size_t n = s.size();
    PieceKey k;
    if (n <= 3) {
        if (n > 0) k.a = (std::uint64_t{p[0]} << 16) | (std::uint64_t{p[n >> 1]} << 8) | p[n - 1];
    } else if (n <= 8) {
        k.a = (load_u32(p) << 32) | load_u32(p + n - 4);
    } else if (n <= 16) {
        k.a = load_u64(p);
        k.b = load_u64(p + n - 8);
    } else {
        k.a = load_u64(p);
        k.b = load_u64(p + 8);
        k.c = load_u64(p + n - 8);
    }
    return k;
}
// The recent table's slot of a key (any mix will do: hits compare the whole key).
inline std::size_t recent_slot(const PieceKey& k, std::size_t n) noexcept {
    return mix((k.a * 0x9E3779B97F4A7C15ULL) ^ (k.b * 0xC2B2AE3D27D4EB4FULL) ^ (k.c * 0xD6E8FEB86659FD93ULL) ^
               (n * 0x165667B19E3779F9ULL)) &
           (RecentPieces::kSize - 1);
}

// Merge table: open addressing over (left id, right id) keys, a power-of-two size at most half full.
class MergeTable {
   public:
    void reserve(std::size_t n) {
        std::size_t size = 16;
        while (size < 2 * n) size <<= 1;
        keys_.assign(size, kEmpty);
        values_.assign(size, MergeInfo{0, 0});
        mask_ = size - 1;
    }
    void set(std::uint64_t key, MergeInfo v) {  // a repeated key keeps the last value, like tokenizers
        std::size_t i = mix(key) & mask_;
        while (keys_[i] != kEmpty && keys_[i] != key) i = (i + 1) & mask_;
        keys_[i] = key;
        values_[i] = v;
    }
    [[nodiscard]] const MergeInfo* find(std::uint64_t key) const noexcept {
        std::size_t i = mix(key) & mask_;
        while (keys_[i] != kEmpty) {
            if (keys_[i] == key) return &values_[i];
            i = (i + 1) & mask_;
        }
        return nullptr;
    }

   private:
    static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};  // ids are >= 0: no real key
    std::vector<std::uint64_t> keys_;
    std::vector<MergeInfo> values_;
    std::size_t mask_ = 0;
};

// Piece -> token count: open addressing; a piece of up to 8 bytes sits in its slot (one memory access per
// lookup), longer ones in one byte arena. Starts over at kMaxCacheEntries.
class PieceCache {
   public:
    PieceCache() { reset(1024); }
    [[nodiscard]] bool find(std::string_view piece, std::uint64_t h, std::uint32_t* count) const noexcept {
        const std::uint64_t key = piece.size() <= 8 ? inline_key(piece) : 0;
        for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
            const Slot& s = slots_[i];
            if (s.len == 0) return false;
            if (s.hash == h && s.len == piece.size() &&
                (piece.size() <= 8 ? s.key == key
                                   : std::memcmp(arena_.data() + s.key, piece.data(), piece.size()) == 0)) {
                *count = s.count;
                return true;
            }
        }
    }
    void insert(std::string_view piece, std::uint64_t h, std::uint32_t count) {
        std::uint32_t known = 0;
        if (find(piece, h, &known)) return;  // another thread counted it first
        if (2 * (used_ + 1) > slots_.size()) {
            if (used_ + 1 > kMaxCacheEntries) {
                reset(1024);
            } else {
                grow();
            }
        }
        std::size_t i = h & mask_;
        while (slots_[i].len != 0) i = (i + 1) & mask_;
        std::uint64_t key = 0;
        if (piece.size() <= 8) {
            key = inline_key(piece);
        } else {
            key = arena_.size();
            arena_.append(piece);
        }
        slots_[i] = Slot{h, key, static_cast<std::uint32_t>(piece.size()), count};
        ++used_;
    }
    [[nodiscard]] std::size_t size() const noexcept { return used_; }
    /// Starts loading the slot where find(.., h, ..) begins (its cache miss overlaps the others').
    void prefetch(std::uint64_t h) const noexcept { __builtin_prefetch(&slots_[h & mask_]); }

   private:
    struct Slot {
        std::uint64_t hash;
        std::uint64_t key;  // the piece's bytes (up to 8), or its offset in arena_
        std::uint32_t len;  // 0: empty (pieces are never empty)
        std::uint32_t count;
    };
    static std::uint64_t inline_key(std::string_view piece) noexcept {
        std::uint64_t k = 0;
        std::memcpy(&k, piece.data(), piece.size());
        return k;
    }
    void reset(std::size_t n_slots) {
        slots_.assign(n_slots, Slot{0, 0, 0, 0});
        mask_ = n_slots - 1;
        arena_.clear();
        used_ = 0;
    }
    void grow() {
        std::vector<Slot> old;
        old.swap(slots_);
        slots_.assign(2 * old.size(), Slot{0, 0, 0, 0});
        mask_ = slots_.size() - 1;
        for (const Slot& s : old) {
            if (s.len == 0) continue;
            std::size_t i = s.hash & mask_;
            while (slots_[i].len != 0) i = (i + 1) & mask_;
            slots_[i] = s;
        }
    }
    std::vector<Slot> slots_;
    std::string arena_;
    std::size_t mask_ = 0;
    std::size_t used_ = 0;
};

}  // namespace

struct BpeCounter::Impl {
    std::array<std::int32_t, 256> byte_id{};
    MergeTable merges;
    std::unordered_map<std::string, std::int32_t> vocab;  // raw bytes -> id (for ignore_merges)
    bool ignore_merges = false;
    // added tokens by pass (0: normalized=false, 1: normalized=true), by first byte, longest first
    std::array<std::array<std::vector<std::string>, 256>, 2> added;
    std::array<bool, 2> has_added{};
    std::array<AddedPrefixes, 2> added_prefixes;

    const std::uint64_t instance = next_instance.fetch_add(1);  // RecentPieces::owner
    static inline std::atomic<std::uint64_t> next_instance{1};
    mutable std::shared_mutex cache_mutex;
    mutable PieceCache cache;

    std::uint32_t bpe(std::string_view piece) const;
    std::int64_t piece_batch_tokens(CountScratch* scratch) const;
    // bpe() of every piece of one and of two bytes (a third of an HTML output's pieces: "<", "td", "><",
    // "=\"", ...), filled by the constructor: no hash or cache lookup for them.
    std::array<std::uint8_t, 256> one_byte_tokens{};
    std::vector<std::uint8_t> two_byte_tokens;  // [first byte << 8 | second byte]
    // The tokens of a piece of up to two bytes now; a longer one is queued and its tokens are added to the
    // total when its batch is looked up.
    std::int64_t add_piece(std::string_view piece, CountScratch* scratch) const {
        if (piece.size() <= 2) {
            const auto b0 = static_cast<unsigned char>(piece[0]);
            return piece.size() == 1 ? one_byte_tokens[b0]
                                     : two_byte_tokens[(std::size_t{b0} << 8) | static_cast<unsigned char>(piece[1])];
        }
        scratch->pending[scratch->n_pending++] = piece;
        return scratch->n_pending == CountScratch::kBatch ? piece_batch_tokens(scratch) : 0;
    }
    BpePattern pattern = BpePattern::kGpt2;

    std::int64_t count_segment(std::string_view seg, CountScratch* scratch) const;
    std::int64_t count_code_points(std::string_view seg, CountScratch* scratch) const;
    std::int64_t split_gpt2(std::string_view seg, CountScratch* scratch) const;
    std::int64_t split_gpt2_ascii(std::string_view seg, CountScratch* scratch) const;
    std::int64_t split_llama3(std::string_view seg, CountScratch* scratch, std::size_t max_digits) const;
    std::int64_t count_pass(std::string_view text, int pass, CountScratch* scratch) const;
    std::int64_t count(std::string_view text, CountScratch* scratch) const;
};

BpeTables compile_bpe_model(const BpeModel& model) {
    BpeTables t;
    t.pattern = model.pattern;
    t.ignore_merges = model.ignore_merges;
    t.added_tokens = model.added_tokens;
    std::unordered_map<std::string, std::int32_t> vocab;  // raw bytes -> id
    vocab.reserve(model.vocab.size());
    std::string raw;
    for (const auto& [token, id] : model.vocab) {
        if (id < 0) throw Error(Errc::kInvalidArgument, "BpeCounter: negative vocabulary id");
        // Tokens outside the byte alphabet (e.g. added tokens' own entries) can never come out of merges.
        if (decode_byte_level(token, &raw)) vocab.emplace(raw, id);
    }
    for (int b = 0; b < 256; ++b) {
        // like tokenizers without an unk token, a byte missing from the vocabulary is dropped (id -1)
        const auto it = vocab.find(std::string(1, static_cast<char>(b)));
        t.byte_id[static_cast<std::size_t>(b)] = it == vocab.end() ? -1 : it->second;
    }
    t.merges.reserve(model.merges.size());
    std::string left;
    std::string right;
    for (std::size_t rank = 0; rank < model.merges.size(); ++rank) {
        const auto& [a, b] = model.merges[rank];
        if (!decode_byte_level(a, &left) || !decode_byte_level(b, &right)) {
            throw Error(Errc::kInvalidArgument, "BpeCounter: merge " + std::to_string(rank) +
                                                    " is outside the byte-level alphabet");
        }
        const auto ia = vocab.find(left);
        const auto ib = vocab.find(right);
        const auto inew = vocab.find(left + right);
        if (ia == vocab.end() || ib == vocab.end() || inew == vocab.end()) {
            throw Error(Errc::kInvalidArgument,
                        "BpeCounter: merge " + std::to_string(rank) + " names a token missing from the vocabulary");
        }
        t.merges.push_back(BpeMerge{ia->second, ib->second, inew->second});
    }
    if (t.ignore_merges) {
        t.tokens.assign(vocab.begin(), vocab.end());
        std::sort(t.tokens.begin(), t.tokens.end());  // the hash map's order varies; the cache's bytes should not
    }
    return t;
}

BpeCounter::BpeCounter(const BpeModel& model) : BpeCounter(compile_bpe_model(model)) {}

BpeCounter::BpeCounter(const BpeTables& tables) : impl_(std::make_unique<Impl>()) {
    Impl& m = *impl_;
    m.ignore_merges = tables.ignore_merges;
    m.pattern = tables.pattern;
    m.byte_id = tables.byte_id;
    if (tables.ignore_merges) m.vocab.insert(tables.tokens.begin(), tables.tokens.end());
    m.merges.reserve(tables.merges.size());
    for (std::size_t rank = 0; rank < tables.merges.size(); ++rank) {
        const BpeMerge& merge = tables.merges[rank];
        if (merge.left < 0 || merge.right < 0 || merge.merged < 0) {
            throw Error(Errc::kInvalidArgument, "BpeCounter: merge " + std::to_string(rank) + " has a negative id");
        }
        // like tokenizers, a repeated pair keeps its last rank
        m.merges.set(pair_key(merge.left, merge.right), MergeInfo{static_cast<std::uint32_t>(rank), merge.merged});
    }
    for (const BpeAddedToken& t : tables.added_tokens) {
        if (t.content.empty()) throw Error(Errc::kInvalidArgument, "BpeCounter: empty added token");
        const int pass = t.normalized ? 1 : 0;
        auto& bucket = m.added[static_cast<std::size_t>(pass)][static_cast<unsigned char>(t.content[0])];
        bucket.push_back(t.content);
        m.has_added[static_cast<std::size_t>(pass)] = true;
        AddedPrefixes& prefixes = m.added_prefixes[static_cast<std::size_t>(pass)];
        const auto b0 = static_cast<unsigned char>(t.content[0]);
        prefixes.first.set(b0);
        if (t.content.size() == 1) {
            prefixes.single.set(b0);
        } else {
            prefixes.pair.set((std::size_t{b0} << 8) | static_cast<unsigned char>(t.content[1]));
        }
    }
    for (AddedPrefixes& prefixes : m.added_prefixes) {
        if (prefixes.first.count() != 1) continue;
        for (int b = 0; b < 256; ++b) {
            if (prefixes.first.test(static_cast<std::size_t>(b))) prefixes.only = b;
        }
    }
    for (auto& pass : m.added) {
        for (auto& bucket : pass) {
            std::stable_sort(bucket.begin(), bucket.end(),
                             [](const std::string& x, const std::string& y) { return x.size() > y.size(); });
        }
    }
    m.two_byte_tokens.resize(std::size_t{1} << 16);
    for (std::size_t b0 = 0; b0 < 256; ++b0) {
        const char one[1] = {static_cast<char>(b0)};
        m.one_byte_tokens[b0] = static_cast<std::uint8_t>(m.bpe(std::string_view(one, 1)));
        for (std::size_t b1 = 0; b1 < 256; ++b1) {
            const char two[2] = {static_cast<char>(b0), static_cast<char>(b1)};
            const std::int32_t i0 = m.byte_id[b0];
            const std::int32_t i1 = m.byte_id[b1];
            // bpe() of two bytes without its scratch (65,536 of them): one token if their pair merges
            const std::uint32_t n = m.ignore_merges ? m.bpe(std::string_view(two, 2))
                                    : (i0 >= 0 && i1 >= 0) ? (m.merges.find(pair_key(i0, i1)) != nullptr ? 1U : 2U)
                                                           : static_cast<std::uint32_t>((i0 >= 0) + (i1 >= 0));
            m.two_byte_tokens[(b0 << 8) | b1] = static_cast<std::uint8_t>(n);
        }
    }
}

BpeCounter::~BpeCounter() = default;

namespace {
struct BpeSymbol {
    std::int32_t id;
    std::int32_t prev;
    std::int32_t next;
    bool alive;
};
struct BpeCandidate {
    std::uint32_t rank;
    std::int32_t pos;
    std::int32_t new_id;
    bool operator<(const BpeCandidate& o) const noexcept {  // the heap's top is the "largest"
        return rank != o.rank ? rank > o.rank : pos > o.pos;
    }
};
}  // namespace

// tokenizers' Word::merge_all: a heap of candidate merges ordered by (rank, position), symbols in a linked
// list; a popped merge whose pair changed since it was pushed is stale and skipped.
std::uint32_t BpeCounter::Impl::bpe(std::string_view piece) const {
    if (ignore_merges && vocab.count(std::string(piece)) != 0) return 1;
    // per-thread scratch: no allocation per piece once warm
    thread_local std::vector<BpeSymbol> tls_sym;
    thread_local std::vector<BpeCandidate> tls_heap;
    std::vector<BpeSymbol>& sym = detail::opaque(tls_sym);
    std::vector<BpeCandidate>& heap = detail::opaque(tls_heap);
    if (sym.capacity() > (std::size_t{1} << 16)) {  // a huge piece's scratch is not kept
        std::vector<BpeSymbol>().swap(sym);
        std::vector<BpeCandidate>().swap(heap);
    }
    sym.clear();
    heap.clear();
    for (const char ch : piece) {
        const std::int32_t id = byte_id[static_cast<unsigned char>(ch)];
        if (id >= 0) sym.push_back(BpeSymbol{id, static_cast<std::int32_t>(sym.size()) - 1, -1, true});
    }
    const std::size_t n = sym.size();
    if (n <= 1) return static_cast<std::uint32_t>(n);
    for (std::size_t i = 0; i + 1 < n; ++i) sym[i].next = static_cast<std::int32_t>(i + 1);
    auto push = [&](std::int32_t pos) {
        const BpeSymbol& s = sym[static_cast<std::size_t>(pos)];
        if (s.next < 0) return;
        const MergeInfo* mi = merges.find(pair_key(s.id, sym[static_cast<std::size_t>(s.next)].id));
        if (mi != nullptr) {
            heap.push_back(BpeCandidate{mi->rank, pos, mi->new_id});
            std::push_heap(heap.begin(), heap.end());
        }
    };
    for (std::size_t i = 0; i + 1 < n; ++i) push(static_cast<std::int32_t>(i));
    std::uint32_t alive = static_cast<std::uint32_t>(n);
    while (!heap.empty()) {
        std::pop_heap(heap.begin(), heap.end());
        const BpeCandidate top = heap.back();
        heap.pop_back();
        BpeSymbol& cur = sym[static_cast<std::size_t>(top.pos)];
        if (!cur.alive || cur.next < 0) continue;
        BpeSymbol& right = sym[static_cast<std::size_t>(cur.next)];
        const MergeInfo* mi = merges.find(pair_key(cur.id, right.id));
        if (mi == nullptr || mi->rank != top.rank || mi->new_id != top.new_id) continue;
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

// The tokens of every pending piece, summed: this thread's recent pieces first (no lock: most pieces of an
// HTML output), then the shared cache for the rest under one shared lock, their slots prefetched first so
// that the cache misses of a batch overlap (most pieces of a page's first count are in the shared cache but
// not among the recent ones); a piece in neither is counted and inserted (exclusive lock, held for one
// insert, so a writer never waits long for readers).
std::int64_t BpeCounter::Impl::piece_batch_tokens(CountScratch* scratch) const {
    const std::size_t n = scratch->n_pending;
    scratch->n_pending = 0;
    std::int64_t total = 0;
    // filled for the first n entries before they are read (no zeroing of the whole arrays per batch)
    std::array<std::uint64_t, CountScratch::kBatch> hash;     // NOLINT(cppcoreguidelines-pro-type-member-init)
    std::array<std::uint16_t, CountScratch::kBatch> slot;     // NOLINT(cppcoreguidelines-pro-type-member-init)
    std::array<PieceKey, CountScratch::kBatch> key;           // NOLINT(cppcoreguidelines-pro-type-member-init)
    std::array<std::uint8_t, CountScratch::kBatch> todo;      // 0: counted; 1: not a recent piece; 2: found
    std::array<std::uint32_t, CountScratch::kBatch> count;    // NOLINT(cppcoreguidelines-pro-type-member-init)
    static_assert(RecentPieces::kSize <= 65536);
    for (std::size_t k = 0; k < n; ++k) {
        const std::string_view piece = scratch->pending[k];
        if (piece.size() > RecentPieces::kMaxLen) continue;
        key[k] = piece_key(piece);
        slot[k] = static_cast<std::uint16_t>(recent_slot(key[k], piece.size()));
        __builtin_prefetch(&scratch->recent->entries[slot[k]]);
    }
    std::size_t misses = 0;
    for (std::size_t k = 0; k < n; ++k) {
        todo[k] = 0;
        const std::string_view piece = scratch->pending[k];
        if (piece.size() > kMaxCachedPiece) {
            total += bpe(piece);
            continue;
        }
        if (piece.size() <= RecentPieces::kMaxLen) {
            const RecentPieces::Entry& e = scratch->recent->entries[slot[k]];
            if (e.len == piece.size() && e.a == key[k].a && e.b == key[k].b && e.c == key[k].c) {
                total += e.count;
                continue;
            }
        }
        hash[k] = hash_piece(piece);  // the shared cache's key, for the misses only
        todo[k] = 1;
        ++misses;
    }
    if (misses == 0) return total;
    {
        std::shared_lock<std::shared_mutex> lock(cache_mutex);
        for (std::size_t k = 0; k < n; ++k) {
            if (todo[k] != 0) cache.prefetch(hash[k]);
        }
        for (std::size_t k = 0; k < n; ++k) {
            if (todo[k] != 0 && cache.find(scratch->pending[k], hash[k], &count[k])) todo[k] = 2;
        }
    }
    for (std::size_t k = 0; k < n; ++k) {
        if (todo[k] == 0) continue;
        const std::string_view piece = scratch->pending[k];
        if (todo[k] == 1) {
            count[k] = bpe(piece);
            std::unique_lock<std::shared_mutex> exclusive(cache_mutex);
            cache.insert(piece, hash[k], count[k]);
        }
        if (piece.size() <= RecentPieces::kMaxLen) {
            RecentPieces::Entry& e = scratch->recent->entries[slot[k]];
            e = RecentPieces::Entry{key[k].a, key[k].b, key[k].c, count[k], static_cast<std::uint32_t>(piece.size())};
        }
        total += count[k];
    }
    return total;
}

// One gap between added tokens: code points and classes, then the model's pattern.
std::int64_t BpeCounter::Impl::count_segment(std::string_view seg, CountScratch* scratch) const {
    if (pattern != BpePattern::kGpt2 || !kAsciiClass.all_sure) return count_code_points(seg, scratch);
    // Most of an HTML output is ASCII, where one byte is one code point: split on the bytes, no code point
    // array to fill. A segment with other code points is cut where GPT-2's pattern always starts a piece
    // whatever follows (a space before a non-space: no piece reaches over it, see split_gpt2), so that its
    // ASCII head and tail are still split on bytes.
    const std::size_t first = first_non_ascii(seg);
    if (first == seg.size()) return split_gpt2_ascii(seg, scratch);
    std::size_t last = seg.size() - 1;
    while (static_cast<unsigned char>(seg[last]) < 0x80) --last;
    auto piece_starts = [&](std::size_t p) {  // p + 1 < seg.size(), seg[p + 1] ASCII
        return seg[p] == ' ' && kAsciiClass.cls[static_cast<unsigned char>(seg[p + 1])] != kSpace;
    };
    std::size_t head = 0;  // the cuts: [0, head) and [tail, size) are ASCII
    for (std::size_t p = first >= 2 ? first - 2 : 0; p > 0; --p) {
        if (piece_starts(p)) {
            head = p;
            break;
        }
    }
    std::size_t tail = seg.size();
    for (std::size_t p = last + 1; p + 1 < seg.size(); ++p) {
        if (piece_starts(p)) {
            tail = p;
            break;
        }
    }
    const std::int64_t middle = count_code_points(seg.substr(head, tail - head), scratch);
    if (middle == kUnsure) return kUnsure;
    std::int64_t total = middle;
    if (head > 0) total += split_gpt2_ascii(seg.substr(0, head), scratch);
    if (tail < seg.size()) total += split_gpt2_ascii(seg.substr(tail), scratch);
    return total;
}

// count_segment of any segment: its code points and classes, then the model's pattern.
std::int64_t BpeCounter::Impl::count_code_points(std::string_view seg, CountScratch* scratch) const {
    std::vector<CodePoint>* cps = &scratch->cps;
    // at most one code point per byte, written in place (no push_back per byte); the buffer only grows
    if (cps->size() < seg.size()) cps->resize(seg.size());
    CodePoint* out = cps->data();
    for (std::size_t i = 0; i < seg.size();) {
        const auto c = static_cast<unsigned char>(seg[i]);
        if (c < 0x80) {  // ASCII, most of HTML: no decoding, a flat class table
            const std::uint8_t cls = kAsciiClass.cls[c];
            if (cls == kUnsureClass) return kUnsure;
            *out++ = CodePoint{static_cast<std::uint32_t>(i), c, cls};
            ++i;
            continue;
        }
        std::uint32_t cp = 0;
        const std::size_t len = detail::uni::decode_utf8(seg, i, &cp);
        if (cp == 0xFFFD && len == 1) return kUnsure;  // invalid UTF-8
        const std::uint8_t cls = detail::char_class(cp);
        if (cls == kUnsureClass) return kUnsure;
        *out++ = CodePoint{static_cast<std::uint32_t>(i), cp, cls};
        i += len;
    }
    scratch->n_cps = static_cast<std::size_t>(out - cps->data());
    switch (pattern) {
        case BpePattern::kLlama3:
            return split_llama3(seg, scratch, 3);
        case BpePattern::kQwen2:
            return split_llama3(seg, scratch, 1);
        case BpePattern::kGpt2:
            break;
    }
    return split_gpt2(seg, scratch);
}

// 's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
std::int64_t BpeCounter::Impl::split_gpt2(std::string_view seg, CountScratch* scratch) const {
    const CodePoint* c = scratch->cps.data();
    const std::size_t n = scratch->n_cps;
    auto offset = [&](std::size_t k) { return k < n ? c[k].offset : static_cast<std::uint32_t>(seg.size()); };
    std::int64_t total = 0;
    auto emit = [&](std::size_t a, std::size_t b) {
        total += add_piece(seg.substr(offset(a), offset(b) - offset(a)), scratch);
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
    return scratch->n_pending == 0 ? total : total + piece_batch_tokens(scratch);
}

// split_gpt2 of an all-ASCII segment, on its bytes: the same steps, with a byte for a code point and its
// index for its offset (kept in step with split_gpt2).
std::int64_t BpeCounter::Impl::split_gpt2_ascii(std::string_view seg, CountScratch* scratch) const {
    const auto* c = reinterpret_cast<const unsigned char*>(seg.data());
    const std::size_t n = seg.size();
    const std::array<std::uint8_t, 128>& cls_of = kAsciiClass.cls;
    std::int64_t total = 0;
    auto emit = [&](std::size_t a, std::size_t b) { total += add_piece(seg.substr(a, b - a), scratch); };
    std::size_t i = 0;
    while (i < n) {
        if (c[i] == '\'' && i + 1 < n) {
            const unsigned char c1 = c[i + 1];
            if (c1 == 's' || c1 == 't' || c1 == 'm' || c1 == 'd') {
                emit(i, i + 2);
                i += 2;
                continue;
            }
            if (i + 2 < n) {
                const unsigned char c2 = c[i + 2];
                if ((c1 == 'r' && c2 == 'e') || (c1 == 'v' && c2 == 'e') || (c1 == 'l' && c2 == 'l')) {
                    emit(i, i + 3);
                    i += 3;
                    continue;
                }
            }
        }
        std::size_t j = (c[i] == ' ' && i + 1 < n && cls_of[c[i + 1]] != kSpace) ? i + 1 : i;
        const std::uint8_t cls = cls_of[c[j]];
        if (cls == kLetter || cls == kNumber || cls == kOther) {
            while (j < n && cls_of[c[j]] == cls) ++j;
            emit(i, j);
            i = j;
            continue;
        }
        j = i;
        while (j < n && cls_of[c[j]] == kSpace) ++j;
        const std::size_t end = (j < n && j - i >= 2) ? j - 1 : j;
        emit(i, end);
        i = end;
    }
    return scratch->n_pending == 0 ? total : total + piece_batch_tokens(scratch);
}

// (?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,max_digits}| ?[^\s\p{L}\p{N}]+[\r\n]*|
// \s*[\r\n]+|\s+(?!\S)|\s+  (Llama 3: max_digits 3; Qwen2: 1)
std::int64_t BpeCounter::Impl::split_llama3(std::string_view seg, CountScratch* scratch,
                                            std::size_t max_digits) const {
    const CodePoint* c = scratch->cps.data();
    const std::size_t n = scratch->n_cps;
    auto offset = [&](std::size_t k) { return k < n ? c[k].offset : static_cast<std::uint32_t>(seg.size()); };
    std::int64_t total = 0;
    auto emit = [&](std::size_t a, std::size_t b) {
        total += add_piece(seg.substr(offset(a), offset(b) - offset(a)), scratch);
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
    return scratch->n_pending == 0 ? total : total + piece_batch_tokens(scratch);
}

// Cuts the added tokens of `pass` out of `text` leftmost-longest; counts the gaps with the next pass.
std::int64_t BpeCounter::Impl::count_pass(std::string_view text, int pass, CountScratch* scratch) const {
    if (pass == 2) return count_segment(text, scratch);
    const auto p = static_cast<std::size_t>(pass);
    if (!has_added[p]) return count_pass(text, pass + 1, scratch);
    const auto& buckets = added[p];
    const AddedPrefixes& prefixes = added_prefixes[p];
    std::int64_t total = 0;
    std::size_t gap = 0;
    for (std::size_t i = 0; i < text.size();) {
        if (prefixes.only >= 0) {  // one byte starts every added token (SmolLM2's '<'): jump to it
            const void* next = std::memchr(text.data() + i, prefixes.only, text.size() - i);
            if (next == nullptr) break;
            i = static_cast<std::size_t>(static_cast<const char*>(next) - text.data());
        }
        const auto b0 = static_cast<unsigned char>(text[i]);
        // most bytes start no added token; of those that do ('<' in HTML), the next byte rules most out
        if (!prefixes.first.test(b0) ||
            (!prefixes.single.test(b0) &&
             (i + 1 == text.size() ||
              !prefixes.pair.test((std::size_t{b0} << 8) | static_cast<unsigned char>(text[i + 1]))))) {
            ++i;
            continue;
        }
        std::size_t matched = 0;
        for (const std::string& t : buckets[b0]) {
            if (t.size() <= text.size() - i && std::memcmp(text.data() + i, t.data(), t.size()) == 0) {
                matched = t.size();
                break;
            }
        }
        if (matched == 0) {
            ++i;
            continue;
        }
        if (i > gap) {
            const std::int64_t n = count_pass(text.substr(gap, i - gap), pass + 1, scratch);
            if (n == kUnsure) return kUnsure;
            total += n;
        }
        total += 1;
        i += matched;
        gap = i;
    }
    if (gap < text.size()) {
        const std::int64_t n = count_pass(text.substr(gap), pass + 1, scratch);
        if (n == kUnsure) return kUnsure;
        total += n;
    }
    return total;
}

std::int64_t BpeCounter::Impl::count(std::string_view text, CountScratch* scratch) const {
    thread_local RecentPieces recent;
    if (recent.owner != instance) {
        for (RecentPieces::Entry& e : recent.entries) e.len = 0;
        recent.owner = instance;
    }
    scratch->recent = &recent;
    scratch->n_pending = 0;  // a count that threw may have left pieces behind
    return count_pass(text, 0, scratch);
}

std::int64_t BpeCounter::count(std::string_view text) const {
    // one per thread: the budget engine counts a fit's lines one by one (no allocation per line)
    thread_local CountScratch scratch;
    const std::int64_t n = impl_->count(text, &scratch);
    if (scratch.cps.size() > (std::size_t{1} << 20)) scratch.cps = {};  // one huge text pins nothing
    return n;
}

void BpeCounter::count_batch(const std::string_view* texts, std::size_t n, std::int64_t* out) const {
    CountScratch scratch;
    for (std::size_t i = 0; i < n; ++i) out[i] = impl_->count(texts[i], &scratch);
}

std::size_t BpeCounter::cache_size() const {
    std::shared_lock<std::shared_mutex> lock(impl_->cache_mutex);
    return impl_->cache.size();
}

}  // namespace htmlprune
