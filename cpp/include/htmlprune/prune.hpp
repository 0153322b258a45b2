// Pruning mechanics over a BlockTree: greedy block selection under an estimated token budget, and the
// rendering of a kept set of blocks (or of one truncated block) back to well-formed HTML.
//
// select_blocks() works on estimates; the exact budget is enforced by fit_budget() (budget.hpp), which
// selects, render()s, counts the exact tokens of the output and tightens until they fit.
//
// Thread safety: all functions are pure; a BlockTree may be shared between threads calling them.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/serialize.hpp"

namespace htmlprune {

struct SelectOptions {
    /// Visit blocks by score per estimated token (score - min(0, lowest score)) / max(cost, 1) instead of
    /// by score.
    bool density = false;
    /// When a block that is, holds or sits in a table row is kept, also keep that table's header row (its
    /// first row, when it has th cells or sits in thead), counting its cost; if block + header do not fit,
    /// the block alone is tried.
    bool keep_table_header = true;
    /// When a block is kept, also keep the nearest preceding heading block of its section
    /// (BlockTree::heading_block()) if it still fits.
    bool heading_context = false;
};

/// Neighbour smoothing of block scores: s'[i] = s[i] + weight * (max(0, s[p]) + max(0, s[n])), where p and n
/// are the blocks just before and after i in document order whose elements have the same parent element
/// as i's (adjacent table rows, list items, paragraphs). Helps when the answer sits next to the text that
/// matches the question ("the episode after X", a value in the row below). Non-finite scores stay as they
/// are and lend nothing. Sizes: scores has tree.size() entries. O(B). Throws Error(kInvalidArgument) on a
/// size mismatch or a negative / non-finite weight.
std::vector<float> smooth_scores(const BlockTree& tree, const std::vector<float>& scores, float weight);

/// Whether a block with this score is never kept (NaN or -infinity), by the selection and the top-up alike.
inline bool never_kept(float score) noexcept {
    return std::isnan(score) || score == -std::numeric_limits<float>::infinity();
}

/// Greedy selection (HtmlRAG Algorithm 2 with incremental accounting): visits blocks by score descending
/// (ties: document order) and keeps a block when the running estimate stays within `budget`. Keeping a
/// block costs block_cost[i] plus node_tag_cost[a] for every element a that the block needs opened and no
/// kept block opened before: a leaf block's strict ancestors, a non-leaf block's element and its
/// ancestors. Blocks whose score is NaN or -infinity are never kept.
/// Sizes: scores and block_cost have tree.size() entries; node_tag_cost has
/// tree.document().nodes.size() entries (0 for non-elements). Returns the keep mask (tree.size()
/// entries, 1 = keep). O(B log B + n) time, O(n) memory.
/// Throws Error(kInvalidArgument) on size mismatches.
std::vector<std::uint8_t> select_blocks(const BlockTree& tree, const std::vector<float>& scores,
                                        const std::vector<std::uint32_t>& block_cost,
                                        const std::vector<std::uint32_t>& node_tag_cost,
                                        std::uint32_t budget, const SelectOptions& options = {});

/// select_blocks() for several budgets over the same scores and costs: the visiting order is sorted once
/// (the budget engine's calibration rounds). Holds references to its arguments, which must outlive it.
/// select(budget) == select_blocks(tree, scores, block_cost, node_tag_cost, budget, options).
class BlockSelector {
   public:
    BlockSelector(const BlockTree& tree, const std::vector<float>& scores, const std::vector<std::uint32_t>& block_cost,
                  const std::vector<std::uint32_t>& node_tag_cost, const SelectOptions& options = {});
    [[nodiscard]] std::vector<std::uint8_t> select(std::uint32_t budget) const;

   private:
    const BlockTree& tree_;
    const std::vector<std::uint32_t>& block_cost_;
    const std::vector<std::uint32_t>& tag_cost_;
    SelectOptions options_;
    std::vector<BlockIndex> order_;
};

/// The estimate select_blocks() uses, for an arbitrary keep mask: sum of the kept blocks' costs plus the
/// tag cost of every element they open (each once). O(n).
std::uint64_t estimate_cost(const BlockTree& tree, const std::vector<std::uint8_t>& keep,
                            const std::vector<std::uint32_t>& block_cost,
                            const std::vector<std::uint32_t>& node_tag_cost);

/// The HTML of the tree keeping only blocks with keep[i] != 0: a kept leaf block keeps its whole subtree;
/// a kept non-leaf block keeps its direct text and its child elements without words (<br>, <img>);
/// ancestors of kept content keep their tags; the result is cleaned again with the tree's CleanOptions
/// (elements left without text vanish, single-nested wrappers merge) and serialized with `options`.
/// All kept: equals serialize(clean(tree.document())). None kept: "". O(n) time.
/// Throws Error(kInvalidArgument) when keep.size() != tree.size().
std::string render(const BlockTree& tree, const std::vector<std::uint8_t>& keep,
                   const SerializeOptions& options = {});

/// The Documents render() builds, kept between calls so that their memory is reused (the budget engine
/// keeps one per thread: it renders several selections of each tree, and trees one after another). Any
/// tree may be rendered with any scratch: render() reads nothing an earlier call left there.
struct RenderScratch {
    Document kept;
    Document cleaned;
    /// Per node of the tree's Document: kept by the mask; its copy; a dropped child since its last copied one.
    std::vector<std::uint8_t> kept_nodes;
    std::vector<NodeIndex> copy_of;
    std::vector<std::uint8_t> gap;
};

/// render() with `scratch`'s buffers. Same output.
std::string render(const BlockTree& tree, const std::vector<std::uint8_t>& keep, const SerializeOptions& options,
                   RenderScratch& scratch);

/// Block `block` alone, inside its ancestors' tags, with its text cut after at most max_text_bytes bytes
/// of (unescaped) text: at the last sentence end (. ! ? 。 ！ ？ followed by a space or the end) in the
/// last 20% of the allowance, else at the last word boundary (whitespace, or after a CJK character), else
/// (one word longer than the allowance) at the last character boundary. Everything after the cut is
/// dropped and every open element is closed, so the output is well-formed and never ends inside a tag.
/// Sets *truncated (if given) to whether anything was cut. O(n) time.
/// Throws Error(kInvalidArgument) when block >= tree.size().
std::string render_truncated(const BlockTree& tree, BlockIndex block, std::size_t max_text_bytes,
                             const SerializeOptions& options = {}, bool* truncated = nullptr);

/// The block tree of what render(tree, keep) outputs, built with `options` (e.g. a finer max_words) without
/// serializing and parsing it: the kept nodes are copied and cleaned as render() does, their boilerplate
/// signals read as parse() would read them from the rendered HTML, then cleaned with options.clean and
/// split into blocks: it equals build_block_tree(render(tree, keep), options). (With omitted end tags the
/// rendered HTML puts the newline between two list items inside the first one, which the parser then counts
/// in that item's text for the link-list signal; refine() reads the items as they are.) The second pass of
/// the two-pass pipeline. None kept: a tree of no blocks. O(n) time, no recursion.
/// Throws Error(kInvalidArgument) when keep.size() != tree.size() or options.max_words == 0.
BlockTree refine(const BlockTree& tree, const std::vector<std::uint8_t>& keep, const BlockTreeOptions& options);

}  // namespace htmlprune
