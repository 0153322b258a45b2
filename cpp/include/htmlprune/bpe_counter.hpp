// An exact token counter for the byte-level BPE models that a `tokenizer.json` describes (GPT-2, SmolLM2,
// RoBERTa, ...): the pipeline's budget unit without a round trip through the `tokenizers` package.
//
// It reproduces, for counting only, what `tokenizers` does on `encode(text, add_special_tokens=False)`:
//  1. added tokens are cut out of the text literally, leftmost-longest, first those with normalized=false over
//     the whole text, then those with normalized=true in the gaps (there is no normalizer); each is 1 token;
//  2. each gap is split by the pre-tokenizer pattern (kGpt2: ByteLevel with use_regex=true, pattern
//     's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+), hand-coded, with
//     the character classes of cpp/src/bpe_classes.inc (scripts/gen_bpe_classes.py);
//  3. each piece's bytes are merged by BPE: the lowest-ranked adjacent pair first, the leftmost among equal
//     ranks, exactly like `tokenizers`' Word::merge_all; a piece costs its number of final symbols.
// A string holding a code point the class table cannot vouch for (unassigned in its Unicode version) or
// invalid UTF-8 is "unsure": count() returns kUnsure and the caller must count it another way.
//
// Supported models: no normalizer, ByteLevel(add_prefix_space=false, use_regex=true) pre-tokenizer, BPE
// without dropout, byte_fallback, unk token or subword prefix/suffix (a byte whose character is not in the
// vocabulary is dropped, as `tokenizers` does without an unk token), added tokens without
// lstrip/rstrip/single_word. The Python side (htmlprune.tokenizer)
// checks the rest of the tokenizer.json and keeps `tokenizers` for anything else.
//
// Thread safety: a const BpeCounter may be used from many threads at once; the piece cache inside is
// guarded by a shared mutex. Memory: the model (about 10 MB for a 50k vocabulary) plus a bounded cache.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace htmlprune {

/// The pre-tokenizer pattern of a model.
enum class BpePattern : std::uint8_t {
    kGpt2,    ///< ByteLevel(use_regex=true): the GPT-2 pattern above
    kLlama3,  ///< Split(Llama 3's pattern, Isolated) then ByteLevel(use_regex=false):
              ///< (?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}|
              ///< ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+
    kQwen2,   ///< the same with \p{N} instead of \p{N}{1,3}
};

/// One entry of tokenizer.json's "added_tokens" that the counter matches literally.
struct BpeAddedToken {
    std::string content;     ///< UTF-8 text, non-empty
    bool normalized = false; ///< matched in the second pass (see above)
};

/// The model part of a tokenizer.json, already parsed.
struct BpeModel {
    /// vocab: token string in the byte-level alphabet (GPT-2's bytes_to_unicode) -> id >= 0.
    std::vector<std::pair<std::string, std::int32_t>> vocab;
    /// merges in rank order: each pair of vocab strings, whose concatenation must be in vocab.
    std::vector<std::pair<std::string, std::string>> merges;
    std::vector<BpeAddedToken> added_tokens;
    BpePattern pattern = BpePattern::kGpt2;
    /// BPE's ignore_merges: a piece that is a vocabulary token as a whole is that one token.
    bool ignore_merges = false;
};

/// One merge of a BpeModel resolved to ids: tokens `left` and `right` become `merged`.
struct BpeMerge {
    std::int32_t left = 0;
    std::int32_t right = 0;
    std::int32_t merged = 0;
    friend bool operator==(const BpeMerge& a, const BpeMerge& b) {
        return a.left == b.left && a.right == b.right && a.merged == b.merged;
    }
};

/// A BpeModel resolved to ids: all a BpeCounter is built from, and what the tokenizer-table cache stores
/// (bpe_model_bytes.hpp), so that a cached counter is built without a string lookup.
struct BpeTables {
    std::array<std::int32_t, 256> byte_id{};  ///< each byte's token id; -1 for a byte missing from the vocab
    std::vector<BpeMerge> merges;             ///< in rank order
    /// the vocabulary as raw bytes -> id; only with ignore_merges (the one rule that looks tokens up whole)
    std::vector<std::pair<std::string, std::int32_t>> tokens;
    std::vector<BpeAddedToken> added_tokens;
    BpePattern pattern = BpePattern::kGpt2;
    bool ignore_merges = false;
};

/// The tables of `model`. Throws htmlprune::Error(kInvalidArgument) when a merge names a token missing from
/// the vocabulary or a vocabulary id is negative. O(V + M).
[[nodiscard]] BpeTables compile_bpe_model(const BpeModel& model);

class BpeCounter {
   public:
    /// Returned by count() for a string the counter cannot count exactly.
    static constexpr std::int64_t kUnsure = -1;

    /// Builds the counter. Throws htmlprune::Error(kInvalidArgument) when a merge names a token missing from
    /// the vocabulary, an id is negative, or an added token is empty.
    /// O(V + M) time and memory for V vocabulary entries and M merges.
    explicit BpeCounter(const BpeModel& model);
    /// The same from compile_bpe_model()'s tables (throws for a negative merge id or an empty added token).
    explicit BpeCounter(const BpeTables& tables);
    ~BpeCounter();
    BpeCounter(const BpeCounter&) = delete;
    BpeCounter& operator=(const BpeCounter&) = delete;

    /// Tokens of the UTF-8 `text`, or kUnsure. O(n log n) in the longest piece, O(n) with a warm cache.
    [[nodiscard]] std::int64_t count(std::string_view text) const;

    /// count() of each of `n` texts into out[0..n).
    void count_batch(const std::string_view* texts, std::size_t n, std::int64_t* out) const;

    /// Pieces currently held by the cache (for tests).
    [[nodiscard]] std::size_t cache_size() const;

   private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace htmlprune
