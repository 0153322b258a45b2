// The token trie behind generative path scoring: the token-id sequences of all block paths
// ("<html><body><div2><p>" tokenized by the scoring model's tokenizer) merged into one prefix tree.
//
// A causal LM scores a block by the probability of generating its path after the prompt. Paths share
// prefixes, so the per-token probabilities live on trie nodes: the root and every only child get
// probability 1 and need no model call; the children of a node with >= 2 children get the softmax of the
// siblings' logits, read from the model at the node's prefix. A block's score is the sum of the
// log-probabilities along its path.
//
// Layout: structure-of-arrays, nodes numbered in depth-first pre-order (children ordered by token id), so a
// node's parent always has a smaller index and every subtree is one contiguous index range. Node 0 is the
// root (token -1, depth 0); a node at depth d holds the d-th token of the paths through it.
//
// The model-call plan, all in pre-order:
//  - call nodes: nodes with >= 2 children (each needs the logits at its prefix);
//  - needed nodes: non-root ancestors-or-self of call nodes, i.e. the only tokens a model must ever see;
//    nodes below the last branching point of a path (singleton tails) are never fed to the model;
//  - feed segment i: needed nodes in the pre-order range (call[i-1], call[i]] = the path from the lowest
//    common ancestor of call i-1 and call i down to call i. Walking the calls in order, a KV cache that
//    holds the prompt plus the prefix of call i-1 is cropped to the prompt plus depth(first of segment)-1
//    tokens and extended by the segment: every needed token is computed exactly once.
//
// Ownership: a TokenTrie owns all its arrays; the accessors return references valid for its lifetime.
// Complexity: building is O(T log B) for T tokens and B blocks (one sort of the paths) and O(T) memory.
// Thread safety: immutable after construction; a const TokenTrie may be shared between threads.
// Errors: the constructor throws htmlprune::Error(kInvalidArgument) for inconsistent offsets or negative ids.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace htmlprune {

class TokenTrie {
   public:
    /// Builds the trie of `n_blocks = n_offsets - 1` token sequences: block b owns
    /// ids[offsets[b] .. offsets[b+1]). offsets must start at 0, never decrease and end at n_ids; ids must be
    /// >= 0. A block with an empty sequence ends at the root. Equal sequences share their end node.
    TokenTrie(const std::int32_t* ids, std::size_t n_ids, const std::int64_t* offsets,
              std::size_t n_offsets);

    [[nodiscard]] std::size_t n_nodes() const noexcept { return token_.size(); }
    [[nodiscard]] std::size_t n_blocks() const noexcept { return block_node_.size(); }
    [[nodiscard]] std::size_t n_calls() const noexcept { return call_nodes_.size(); }

    // Per node (size n_nodes). Missing links are -1.
    [[nodiscard]] const std::vector<std::int32_t>& token() const noexcept { return token_; }
    [[nodiscard]] const std::vector<std::int32_t>& parent() const noexcept { return parent_; }
    [[nodiscard]] const std::vector<std::int32_t>& depth() const noexcept { return depth_; }
    [[nodiscard]] const std::vector<std::int32_t>& first_child() const noexcept { return first_child_; }
    [[nodiscard]] const std::vector<std::int32_t>& next_sibling() const noexcept { return next_sibling_; }
    [[nodiscard]] const std::vector<std::int32_t>& n_children() const noexcept { return n_children_; }

    /// Node where each block's path ends (size n_blocks).
    [[nodiscard]] const std::vector<std::int32_t>& block_node() const noexcept { return block_node_; }
    /// Blocks ending at node v: end_blocks()[end_offsets()[v] .. end_offsets()[v+1]) (ascending).
    [[nodiscard]] const std::vector<std::int32_t>& end_offsets() const noexcept { return end_offsets_; }
    [[nodiscard]] const std::vector<std::int32_t>& end_blocks() const noexcept { return end_blocks_; }

    /// Nodes with >= 2 children, in pre-order (size n_calls).
    [[nodiscard]] const std::vector<std::int32_t>& call_nodes() const noexcept { return call_nodes_; }
    /// Non-root ancestors-or-self of call nodes, in pre-order: the tokens a model must see.
    [[nodiscard]] const std::vector<std::int32_t>& needed_nodes() const noexcept { return needed_nodes_; }
    /// Feed segment of call i: needed_nodes()[call_feed_offsets()[i] .. call_feed_offsets()[i+1])
    /// (size n_calls + 1). Empty only when call i is the root.
    [[nodiscard]] const std::vector<std::int32_t>& call_feed_offsets() const noexcept {
        return call_feed_offsets_;
    }
    /// Index of call i's node within needed_nodes(), or -1 for the root (its logits are the prompt's).
    [[nodiscard]] const std::vector<std::int32_t>& call_rows() const noexcept { return call_rows_; }
    /// Children of call i: call_children()[call_child_offsets()[i] .. call_child_offsets()[i+1]).
    [[nodiscard]] const std::vector<std::int32_t>& call_child_offsets() const noexcept {
        return call_child_offsets_;
    }
    [[nodiscard]] const std::vector<std::int32_t>& call_children() const noexcept {
        return call_children_;
    }

    /// Sums per-node log-probabilities along each block's path: out[b] = sum of log_prob[v] over the
    /// non-root nodes v on the path of block b. `log_prob` has n_nodes entries (entry 0, the root, is
    /// ignored); `out` receives n_blocks entries. O(n_nodes + n_blocks); sums in double.
    /// Throws Error(kInvalidArgument) when n_log_prob != n_nodes.
    void score_blocks(const float* log_prob, std::size_t n_log_prob, float* out) const;

    /// Tree attention mask between needed nodes: for rows r in [begin, end) and columns c in [0, end),
    /// out[(r - begin) * end + c] = 1 when needed node c is an ancestor-or-self of needed node r, else 0.
    /// (Ancestors precede a node in pre-order, so rows [begin, end) never look past column end.)
    /// Throws Error(kInvalidArgument) unless begin <= end <= needed_nodes().size(). O((end-begin) * end).
    void tree_mask(std::size_t begin, std::size_t end, std::uint8_t* out) const;

   private:
    std::vector<std::int32_t> token_, parent_, depth_, first_child_, next_sibling_, n_children_;
    std::vector<std::int32_t> block_node_, end_offsets_, end_blocks_;
    std::vector<std::int32_t> call_nodes_, needed_nodes_, needed_index_, call_feed_offsets_,
        call_rows_, call_child_offsets_, call_children_;
};

}  // namespace htmlprune
