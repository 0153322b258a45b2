#include "htmlprune/token_trie.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "htmlprune/status.hpp"

namespace htmlprune {
namespace {

using Seqs = std::vector<std::vector<std::int32_t>>;
using V = std::vector<std::int32_t>;

TokenTrie make(const Seqs& seqs) {
    std::vector<std::int32_t> flat;
    std::vector<std::int64_t> offsets{0};
    for (const auto& s : seqs) {
        flat.insert(flat.end(), s.begin(), s.end());
        offsets.push_back(static_cast<std::int64_t>(flat.size()));
    }
    return TokenTrie(flat.data(), flat.size(), offsets.data(), offsets.size());
}

// Tokens from the root to node v (excluding the root).
V prefix(const TokenTrie& t, std::int32_t v) {
    V out;
    for (; v > 0; v = t.parent()[static_cast<std::size_t>(v)]) {
        out.insert(out.begin(), t.token()[static_cast<std::size_t>(v)]);
    }
    return out;
}

TEST(TokenTrie, SharedPrefixesPreOrderAndLinks) {
    // Blocks: [1 2 3], [1 2 4], [1 5], [1 2 3] (duplicate of block 0).
    const TokenTrie t = make({{1, 2, 3}, {1, 2, 4}, {1, 5}, {1, 2, 3}});
    // root, 1, 2, 3, 4, 5
    ASSERT_EQ(t.n_nodes(), 6u);
    EXPECT_EQ(t.token(), (V{-1, 1, 2, 3, 4, 5}));
    EXPECT_EQ(t.parent(), (V{-1, 0, 1, 2, 2, 1}));
    EXPECT_EQ(t.depth(), (V{0, 1, 2, 3, 3, 2}));
    EXPECT_EQ(t.n_children(), (V{1, 2, 2, 0, 0, 0}));
    EXPECT_EQ(t.first_child(), (V{1, 2, 3, -1, -1, -1}));
    EXPECT_EQ(t.next_sibling(), (V{-1, -1, 5, 4, -1, -1}));
    EXPECT_EQ(t.block_node(), (V{3, 4, 5, 3}));
    // Blocks 0 and 3 both end at node 3.
    EXPECT_EQ(t.end_offsets(), (V{0, 0, 0, 0, 2, 3, 4}));
    EXPECT_EQ(t.end_blocks(), (V{0, 3, 1, 2}));
    for (std::size_t v = 1; v < t.n_nodes(); ++v) {
        EXPECT_LT(t.parent()[v], static_cast<std::int32_t>(v)) << "pre-order: parent first";
    }
}

TEST(TokenTrie, CallPlanSkipsRootSingletonsAndTails) {
    // Shared singleton chain 7 8 9, then a branch at 9, tails below it never fed.
    const TokenTrie t = make({{7, 8, 9, 1, 2, 3}, {7, 8, 9, 4, 5, 6}});
    // Nodes: root 7 8 9 1 2 3 4 5 6 -> only node 3 ("9") branches.
    ASSERT_EQ(t.n_nodes(), 10u);
    EXPECT_EQ(t.call_nodes(), (V{3}));
    EXPECT_EQ(t.needed_nodes(), (V{1, 2, 3}));
    EXPECT_EQ(t.call_feed_offsets(), (V{0, 3}));
    EXPECT_EQ(t.call_rows(), (V{2}));
    EXPECT_EQ(t.call_child_offsets(), (V{0, 2}));
    EXPECT_EQ(t.call_children(), (V{4, 7}));
    // 10 nodes, 1 model call; 6 nodes (the tails) are never fed to the model.
    EXPECT_EQ(t.n_nodes() - 1 - t.needed_nodes().size(), 6u);
}

TEST(TokenTrie, RootCallHasEmptySegment) {
    const TokenTrie t = make({{1, 2}, {3, 4}, {3, 5}});
    // root(2 children: 1, 3), 1, 2, 3(children 4, 5), 4, 5
    EXPECT_EQ(t.token(), (V{-1, 1, 2, 3, 4, 5}));
    EXPECT_EQ(t.call_nodes(), (V{0, 3}));
    EXPECT_EQ(t.needed_nodes(), (V{3}));
    EXPECT_EQ(t.call_feed_offsets(), (V{0, 0, 1}));
    EXPECT_EQ(t.call_rows(), (V{-1, 0}));
    EXPECT_EQ(t.call_children(), (V{1, 3, 4, 5}));
    EXPECT_EQ(t.call_child_offsets(), (V{0, 2, 4}));
}

TEST(TokenTrie, FeedSegmentsRunFromCommonAncestorToCall) {
    // Branch at A=[1], below it [1 2 3 ...] branches at [1 2 3], and [1 4 5 ...] branches at [1 4 5].
    const TokenTrie t =
        make({{1, 2, 3, 10}, {1, 2, 3, 11}, {1, 4, 5, 12}, {1, 4, 5, 13}, {1, 2, 3, 10, 99}});
    ASSERT_EQ(t.call_nodes().size(), 3u);
    const auto& off = t.call_feed_offsets();
    const auto& need = t.needed_nodes();
    V prev_prefix;
    for (std::size_t i = 0; i < t.call_nodes().size(); ++i) {
        const std::int32_t c = t.call_nodes()[i];
        const V want = prefix(t, c);
        ASSERT_GT(off[i + 1], off[i]);
        // Keeping depth(first)-1 tokens of the previous prefix and appending the segment gives call i's prefix.
        const std::int32_t first = need[static_cast<std::size_t>(off[i])];
        const auto keep = static_cast<std::size_t>(t.depth()[static_cast<std::size_t>(first)] - 1);
        ASSERT_LE(keep, prev_prefix.size());
        V got(prev_prefix.begin(), prev_prefix.begin() + static_cast<std::ptrdiff_t>(keep));
        for (auto k = off[i]; k < off[i + 1]; ++k) {
            got.push_back(t.token()[static_cast<std::size_t>(need[static_cast<std::size_t>(k)])]);
        }
        EXPECT_EQ(got, want) << "call " << i;
        EXPECT_EQ(need[static_cast<std::size_t>(t.call_rows()[i])], c);
        prev_prefix = got;
    }
    // Each needed node appears in exactly one segment.
    EXPECT_EQ(static_cast<std::size_t>(off.back()), need.size());
    // Block 4 ends below block 0's end node: [1 2 3 10] is both an end and a singleton parent.
    EXPECT_EQ(t.n_children()[static_cast<std::size_t>(t.block_node()[0])], 1);
}

TEST(TokenTrie, ScoreBlocksSumsAlongPaths) {
    const TokenTrie t = make({{1, 2, 3}, {1, 2, 4}, {1, 5}, {}});
    // Nodes: root 1 2 3 4 5
    const std::vector<float> lp{100.0F, 0.0F, -0.5F, -1.0F, -2.0F, -0.25F};
    std::vector<float> out(t.n_blocks());
    t.score_blocks(lp.data(), lp.size(), out.data());
    EXPECT_FLOAT_EQ(out[0], -1.5F);
    EXPECT_FLOAT_EQ(out[1], -2.5F);
    EXPECT_FLOAT_EQ(out[2], -0.25F);
    EXPECT_FLOAT_EQ(out[3], 0.0F) << "empty path ends at the root; root entry ignored";
    EXPECT_THROW(t.score_blocks(lp.data(), 3, out.data()), Error);
}

TEST(TokenTrie, TreeMaskMarksAncestorsOrSelf) {
    const TokenTrie t = make({{1, 2, 3, 7}, {1, 2, 3, 8}, {1, 4, 5}, {1, 4, 6}});
    // needed: 1, 2, 3 (branch), 4 (branch) -> nodes 1,2,3 then node for token 4.
    const auto& need = t.needed_nodes();
    ASSERT_EQ(need.size(), 4u);
    std::vector<std::uint8_t> m(need.size() * need.size());
    t.tree_mask(0, need.size(), m.data());
    const std::vector<std::uint8_t> want{
        1, 0, 0, 0,  // 1
        1, 1, 0, 0,  // 1 2
        1, 1, 1, 0,  // 1 2 3
        1, 0, 0, 1,  // 1 4
    };
    EXPECT_EQ(m, want);
    std::vector<std::uint8_t> part(2 * 4);
    t.tree_mask(2, 4, part.data());
    EXPECT_EQ(part, std::vector<std::uint8_t>(want.begin() + 8, want.end()));
    EXPECT_THROW(t.tree_mask(3, 5, part.data()), Error);
}

TEST(TokenTrie, EmptyAndSingleBlock) {
    const TokenTrie none = make({});
    EXPECT_EQ(none.n_nodes(), 1u);
    EXPECT_EQ(none.n_blocks(), 0u);
    EXPECT_TRUE(none.call_nodes().empty());
    EXPECT_EQ(none.call_feed_offsets(), (V{0}));

    const TokenTrie one = make({{5, 6, 7}});
    EXPECT_EQ(one.n_nodes(), 4u);
    EXPECT_TRUE(one.call_nodes().empty()) << "a single path needs no model call";
    EXPECT_TRUE(one.needed_nodes().empty());
}

TEST(TokenTrie, RejectsBadInput) {
    const std::vector<std::int32_t> ids{1, 2, 3};
    const std::vector<std::int64_t> bad_last{0, 2};
    EXPECT_THROW(TokenTrie(ids.data(), ids.size(), bad_last.data(), bad_last.size()), Error);
    const std::vector<std::int64_t> decreasing{0, 2, 1, 3};
    EXPECT_THROW(TokenTrie(ids.data(), ids.size(), decreasing.data(), decreasing.size()), Error);
    const std::vector<std::int64_t> bad_first{1, 3};
    EXPECT_THROW(TokenTrie(ids.data(), ids.size(), bad_first.data(), bad_first.size()), Error);
    EXPECT_THROW(TokenTrie(ids.data(), ids.size(), nullptr, 0), Error);
    const std::vector<std::int32_t> negative{1, -2};
    const std::vector<std::int64_t> ok{0, 2};
    EXPECT_THROW(TokenTrie(negative.data(), negative.size(), ok.data(), ok.size()), Error);
}

TEST(TokenTrie, DeepSingletonChainIsIterative) {
    // 200k-token paths: no recursion anywhere.
    std::vector<std::int32_t> a(200000, 3);
    std::vector<std::int32_t> b = a;
    b.back() = 4;
    const TokenTrie t = make({a, b});
    EXPECT_EQ(t.n_nodes(), 200002u);
    ASSERT_EQ(t.call_nodes().size(), 1u);
    EXPECT_EQ(t.needed_nodes().size(), 199999u);
    std::vector<float> lp(t.n_nodes(), 0.0F);
    lp[t.n_nodes() - 1] = -1.0F;
    std::vector<float> out(2);
    t.score_blocks(lp.data(), lp.size(), out.data());
    EXPECT_FLOAT_EQ(out[0] + out[1], -1.0F);
}

}  // namespace
}  // namespace htmlprune
