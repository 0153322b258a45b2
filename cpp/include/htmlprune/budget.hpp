// The budget engine: prunes a BlockTree to a hard token budget, counted exactly, in one call.
//
// fit_budget() owns the whole fit that keeps the library's promise (an output never over its budget):
//  1. calibration: select_blocks() on token estimates, render(), count the output exactly; the estimate's
//     limit is corrected by the observed tokens/estimate ratio (up to FitOptions::calibration_rounds
//     rounds, until the output fills FitOptions::good_fill of the budget) and the fullest output within
//     the budget is kept;
//  2. if no round fitted: a binary search over the selection's blocks in score order for the longest
//     prefix that fits exactly;
//  3. if none: whole blocks best first, each kept when the exact count still fits (FitOptions::exact_tries);
//  then (after 1 or 2) the best block alone where the selection left it out and it fits (the paper's
//     greedy, dropping the lowest-scored blocks first, always keeps it then), and a top-up: the best
//     blocks left out, each kept when the exact count still fits (FitOptions::top_up_tries renders; the
//     estimates' rounding leaves a few percent of the budget free, often room for a table row or a
//     sentence);
//  4. if none: the best block alone, cut at a sentence/word boundary (binary search on its text bytes,
//     render_truncated()); if its ancestors' tags alone are over the budget, its text without tags
//     (HTML-escaped, cut at a word boundary, as Python's str.strip() trims it); nothing when every block
//     is never kept.
// Every output it returns was counted by `count` and is within the budget.
//
// Counting: the caller supplies the exact counter of the reader's tokenizer (TokenCountFn). The Python
// binding passes the native BpeCounter and, for strings it is unsure about or tokenizers it does not
// support, a call back into the `tokenizers` package (the only part that needs the GIL).
//
// Thread safety: pure; a BlockTree may be shared between threads calling it (count must be thread-safe
// if shared too).
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/prune.hpp"
#include "htmlprune/serialize.hpp"

namespace htmlprune {

/// Exact tokens of an output string (>= 0). May throw; the exception leaves fit_budget() unchanged.
using TokenCountFn = std::function<std::int64_t(std::string_view)>;

struct FitOptions {
    /// The hard limit, in tokens of the counter. >= 1.
    std::uint64_t budget = 0;
    SelectOptions select;
    SerializeOptions serialize;
    /// Neighbour smoothing weight applied to the scores first (smooth_scores() in prune.hpp; 0 = off).
    float smoothing = 0.0f;
    /// Select/render/count rounds that correct the estimate's limit.
    int calibration_rounds = 4;
    /// A round whose output fills this share of the budget ends the calibration.
    double good_fill = 0.97;
    /// Blocks tried, best first, by step 3 before a block is cut.
    std::size_t exact_tries = 64;
    /// Blocks tried, best first, to fill what is left of the budget after step 1 or 2 (0 = none). A
    /// block whose estimate is over top_up_slack times the tokens left is passed over without a render.
    std::size_t top_up_tries = 3;
    double top_up_slack = 1.0;
    /// Checked before each render; when passed, fit_budget() stops with FitStatus::kTimedOut.
    std::optional<std::chrono::steady_clock::time_point> deadline;
};

enum class FitStatus : std::uint8_t { kOk, kTimedOut };

/// FitResult::cut when the output is not a cut block, and when it is the flattened text of step 4.
inline constexpr std::int64_t kNotCut = -1;
inline constexpr std::int64_t kCutFlattened = -2;

struct FitResult {
    FitStatus status = FitStatus::kOk;
    /// The output in options.serialize.format; "" when nothing is kept.
    std::string content;
    /// count(content).
    std::int64_t n_tokens = 0;
    /// Kept blocks (tree.size() entries, 1 = kept).
    std::vector<std::uint8_t> keep;
    /// Step 4: the best block was cut.
    bool truncated = false;
    /// kNotCut; or the text bytes given to render_truncated() for the kept block; or kCutFlattened.
    std::int64_t cut = kNotCut;
    /// Outputs rendered and counted.
    std::uint32_t counts = 0;
};

/// Fits the tree's output to options.budget tokens (see the file comment). scores: one per block (NaN and
/// -infinity: never kept; +infinity ranks as the largest float), smoothed by options.smoothing first;
/// block_cost / node_tag_cost: the estimates select_blocks() takes (token_costs.hpp). A tree without
/// blocks gives an empty result without a count. O(R n) for R rendered outputs (at most
/// calibration_rounds + log2 B + 1 + top_up_tries + exact_tries + 2 log2 of the best block's text).
/// Throws Error(kInvalidArgument) on size mismatches, budget 0 or a negative / non-finite smoothing;
/// rethrows what `count` throws.
FitResult fit_budget(const BlockTree& tree, const std::vector<float>& scores,
                     const std::vector<std::uint32_t>& block_cost,
                     const std::vector<std::uint32_t>& node_tag_cost, const TokenCountFn& count,
                     const FitOptions& options);

/// A budget over a list of pieces (HIRO's context: selected nodes' texts or HTML, joined by a separator):
/// drops pieces in `drop_order` (indices into `pieces`, each at most once) until the estimate, the kept
/// pieces' piece_tokens plus separator_tokens per gap between them, is within `budget` and the exact count
/// of the kept pieces joined by `separator` in index order is too (counted only when the estimate fits).
/// Returns how many of drop_order were dropped (all of them when nothing fits). O(P + C·L) for C exact
/// counts of L bytes. Throws Error(kInvalidArgument) on a size mismatch or an index out of range, and when
/// drop_order runs out before every piece is dropped.
std::size_t fit_by_dropping(const std::vector<std::string_view>& pieces,
                            const std::vector<std::int64_t>& piece_tokens, std::string_view separator,
                            std::int64_t separator_tokens, const std::vector<std::size_t>& drop_order,
                            std::uint64_t budget, const TokenCountFn& count);

/// Exact counts of a tokenizer whose counts add up over lines (see htmlprune.tokenizer's
/// TokenCounter.line_additive: byte-level BPE with the GPT-2 pattern and no normalizer), each line counted
/// once: the outputs that one fit renders share most of their lines. A string is split where Python's
/// re `(?<=\S\n)(?=\n?\S)|(?<=[A-Za-z0-9])(?=[!-/:-;=-@\[-`{-~]{0,7}<(?!/|t[dh](?![A-Za-z0-9])))` matches
/// (\S: not str.isspace()): after a newline that follows a non-space character, before a non-space
/// character or a newline and a non-space character; and after an ASCII letter or digit, before up to 7
/// ASCII punctuation bytes and a '<' that starts a tag other than td or th (the items, paragraphs and
/// rows of a list or table written on one line: "flour<li>", "minutes.<li>"). Not thread-safe (one per
/// fit); `inner` counts the lines.
class LineCounter {
   public:
    explicit LineCounter(TokenCountFn inner) : inner_(std::move(inner)) {}
    std::int64_t operator()(std::string_view text);
    [[nodiscard]] std::size_t lines_known() const noexcept { return used_; }

   private:
    // Open addressing over the lines' bytes in one arena: no allocation per line.
    struct Slot {
        std::uint64_t hash;
        std::uint64_t offset;
        std::uint32_t len;
        std::int64_t count;  // -1: empty
    };
    std::int64_t line(std::string_view s);
    void grow();
    TokenCountFn inner_;
    std::string arena_;
    std::vector<Slot> slots_;
    std::size_t used_ = 0;
};

/// The longest word-boundary prefix of `text` (trimmed as Python's str.strip() does), HTML-escaped
/// (& < >), whose count is within `budget`; "" if none. *n_tokens receives its count. Step 4's last resort,
/// exposed for tests. `before_count` is called before each count (the deadline check).
std::string cut_flattened(std::string_view text, const TokenCountFn& count, std::uint64_t budget,
                          std::int64_t* n_tokens, const std::function<void()>& before_count = {});

}  // namespace htmlprune
