#include "htmlprune/token_trie.hpp"

#include <algorithm>
#include <limits>
#include <numeric>
#include <string>

#include "htmlprune/status.hpp"

namespace htmlprune {

namespace {

void check_input(const std::int32_t* ids, std::size_t n_ids, const std::int64_t* offsets,
                 std::size_t n_offsets) {
    if (n_offsets == 0) {
        throw Error(Errc::kInvalidArgument,
                    "token trie: offsets must hold n_blocks + 1 entries (at least [0]), got none");
    }
    // Node and block indices are int32; one node per token at most, plus the root.
    if (n_ids >= static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max()) ||
        n_offsets > static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max())) {
        throw Error(Errc::kLimitExceeded, "token trie: more than 2^31-1 tokens or blocks");
    }
    if (offsets[0] != 0) {
        throw Error(Errc::kInvalidArgument,
                    "token trie: offsets[0] must be 0, got " + std::to_string(offsets[0]));
    }
    for (std::size_t b = 1; b < n_offsets; ++b) {
        if (offsets[b] < offsets[b - 1]) {
            throw Error(Errc::kInvalidArgument, "token trie: offsets must not decrease, offsets[" +
                                                    std::to_string(b) + "]=" +
                                                    std::to_string(offsets[b]) + " < " +
                                                    std::to_string(offsets[b - 1]));
        }
    }
    if (static_cast<std::size_t>(offsets[n_offsets - 1]) != n_ids) {
        throw Error(Errc::kInvalidArgument,
                    "token trie: the last offset must equal the number of ids (" +
                        std::to_string(n_ids) + "), got " + std::to_string(offsets[n_offsets - 1]));
    }
    for (std::size_t i = 0; i < n_ids; ++i) {
        if (ids[i] < 0) {
            throw Error(Errc::kInvalidArgument, "token trie: token ids must be >= 0, got " +
                                                    std::to_string(ids[i]) + " at position " +
                                                    std::to_string(i));
        }
    }
}

}  // namespace

TokenTrie::TokenTrie(const std::int32_t* ids, std::size_t n_ids, const std::int64_t* offsets,
                     std::size_t n_offsets) {
    check_input(ids, n_ids, offsets, n_offsets);
    const std::size_t n_blocks = n_offsets - 1;
    auto seq_begin = [&](std::size_t b) { return ids + offsets[b]; };
    auto seq_end = [&](std::size_t b) { return ids + offsets[b + 1]; };

    // Lexicographic order of the sequences is the pre-order of the trie with children sorted by token,
    // so inserting in that order creates nodes in pre-order (a node before its descendants).
    std::vector<std::int32_t> order(n_blocks);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::int32_t a, std::int32_t b) {
        const auto ua = static_cast<std::size_t>(a);
        const auto ub = static_cast<std::size_t>(b);
        return std::lexicographical_compare(seq_begin(ua), seq_end(ua), seq_begin(ub), seq_end(ub));
    });

    const std::size_t reserve = n_ids + 1;
    token_.reserve(reserve);
    parent_.reserve(reserve);
    depth_.reserve(reserve);
    first_child_.reserve(reserve);
    next_sibling_.reserve(reserve);
    n_children_.reserve(reserve);
    std::vector<std::int32_t> last_child;
    last_child.reserve(reserve);

    auto add_node = [&](std::int32_t tok, std::int32_t par, std::int32_t dep) {
        const auto id = static_cast<std::int32_t>(token_.size());
        token_.push_back(tok);
        parent_.push_back(par);
        depth_.push_back(dep);
        first_child_.push_back(-1);
        next_sibling_.push_back(-1);
        n_children_.push_back(0);
        last_child.push_back(-1);
        if (par >= 0) {
            const auto p = static_cast<std::size_t>(par);
            if (last_child[p] < 0) {
                first_child_[p] = id;
            } else {
                next_sibling_[static_cast<std::size_t>(last_child[p])] = id;
            }
            last_child[p] = id;
            ++n_children_[p];
        }
        return id;
    };
    add_node(-1, -1, 0);  // root

    // path[d] = node at depth d + 1 on the previous sequence's path.
    std::vector<std::int32_t> path;
    block_node_.assign(n_blocks, 0);
    std::size_t prev_len = 0;
    const std::int32_t* prev = nullptr;
    for (const std::int32_t b : order) {
        const auto ub = static_cast<std::size_t>(b);
        const std::int32_t* seq = seq_begin(ub);
        const auto len = static_cast<std::size_t>(offsets[ub + 1] - offsets[ub]);
        std::size_t lcp = 0;
        const std::size_t max_lcp = std::min(len, prev_len);
        while (lcp < max_lcp && seq[lcp] == prev[lcp]) ++lcp;
        path.resize(lcp);
        for (std::size_t d = lcp; d < len; ++d) {
            const std::int32_t par = d == 0 ? 0 : path[d - 1];
            path.push_back(add_node(seq[d], par, static_cast<std::int32_t>(d + 1)));
        }
        block_node_[ub] = len == 0 ? 0 : path[len - 1];
        prev = seq;
        prev_len = len;
    }
    const std::size_t n = token_.size();

    // Blocks per end node (CSR, blocks ascending within a node).
    end_offsets_.assign(n + 1, 0);
    for (const std::int32_t v : block_node_) ++end_offsets_[static_cast<std::size_t>(v) + 1];
    for (std::size_t v = 0; v < n; ++v) end_offsets_[v + 1] += end_offsets_[v];
    end_blocks_.resize(n_blocks);
    {
        std::vector<std::int32_t> fill(end_offsets_.begin(), end_offsets_.end() - 1);
        for (std::size_t b = 0; b < n_blocks; ++b) {
            const auto v = static_cast<std::size_t>(block_node_[b]);
            end_blocks_[static_cast<std::size_t>(fill[v]++)] = static_cast<std::int32_t>(b);
        }
    }

    // Call nodes and the nodes a model must see (ancestors-or-self of call nodes, root excluded).
    std::vector<std::uint8_t> needed(n, 0);
    for (std::size_t v = 0; v < n; ++v) {
        if (n_children_[v] < 2) continue;
        call_nodes_.push_back(static_cast<std::int32_t>(v));
        for (auto u = static_cast<std::int32_t>(v); u > 0 && !needed[static_cast<std::size_t>(u)];
             u = parent_[static_cast<std::size_t>(u)]) {
            needed[static_cast<std::size_t>(u)] = 1;
        }
    }
    needed_index_.assign(n, -1);
    for (std::size_t v = 1; v < n; ++v) {
        if (!needed[v]) continue;
        needed_index_[v] = static_cast<std::int32_t>(needed_nodes_.size());
        needed_nodes_.push_back(static_cast<std::int32_t>(v));
    }

    // Feed segments: needed nodes in (call[i-1], call[i]] in pre-order. Children of each call.
    const std::size_t n_calls = call_nodes_.size();
    call_feed_offsets_.assign(n_calls + 1, 0);
    call_rows_.assign(n_calls, -1);
    call_child_offsets_.assign(n_calls + 1, 0);
    std::size_t k = 0;  // needed nodes consumed so far
    for (std::size_t i = 0; i < n_calls; ++i) {
        const std::int32_t c = call_nodes_[i];
        while (k < needed_nodes_.size() && needed_nodes_[k] <= c) ++k;
        call_feed_offsets_[i + 1] = static_cast<std::int32_t>(k);
        call_rows_[i] = needed_index_[static_cast<std::size_t>(c)];
        for (std::int32_t ch = first_child_[static_cast<std::size_t>(c)]; ch >= 0;
             ch = next_sibling_[static_cast<std::size_t>(ch)]) {
            call_children_.push_back(ch);
        }
        call_child_offsets_[i + 1] = static_cast<std::int32_t>(call_children_.size());
    }
}

void TokenTrie::score_blocks(const float* log_prob, std::size_t n_log_prob, float* out) const {
    const std::size_t n = token_.size();
    if (n_log_prob != n) {
        throw Error(Errc::kInvalidArgument, "token trie: score_blocks needs one log-probability per node (" +
                                                std::to_string(n) + "), got " +
                                                std::to_string(n_log_prob));
    }
    // Pre-order: a parent's prefix sum is final before any child reads it.
    std::vector<double> cum(n, 0.0);
    for (std::size_t v = 1; v < n; ++v) {
        cum[v] = cum[static_cast<std::size_t>(parent_[v])] + static_cast<double>(log_prob[v]);
    }
    for (std::size_t b = 0; b < block_node_.size(); ++b) {
        out[b] = static_cast<float>(cum[static_cast<std::size_t>(block_node_[b])]);
    }
}

void TokenTrie::tree_mask(std::size_t begin, std::size_t end, std::uint8_t* out) const {
    if (begin > end || end > needed_nodes_.size()) {
        throw Error(Errc::kInvalidArgument,
                    "token trie: tree_mask needs begin <= end <= " +
                        std::to_string(needed_nodes_.size()) + " (needed nodes), got begin=" +
                        std::to_string(begin) + ", end=" + std::to_string(end));
    }
    std::fill(out, out + (end - begin) * end, std::uint8_t{0});
    for (std::size_t r = begin; r < end; ++r) {
        std::uint8_t* row = out + (r - begin) * end;
        // Every non-root ancestor of a needed node is needed, and precedes it in pre-order.
        for (std::int32_t u = needed_nodes_[r]; u > 0; u = parent_[static_cast<std::size_t>(u)]) {
            row[static_cast<std::size_t>(needed_index_[static_cast<std::size_t>(u)])] = 1;
        }
    }
}

}  // namespace htmlprune
