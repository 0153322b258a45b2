// The element rows above the blocks: parents, tags, path numbers, spans, pages, deep nesting.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/block_elements.hpp"
#include "htmlprune/block_tree.hpp"
#include "test_documents.hpp"

namespace htmlprune {
namespace {

using test_support::DocBuilder;
using test_support::from_doc;
using test_support::words;

// The path of a row, rebuilt from the rows alone (what BlockTree::path() writes for its block).
std::string row_path(const BlockTree& t, const BlockElements& e, std::int32_t row) {
    std::vector<std::int32_t> chain;
    for (std::int32_t r = row; r >= 0; r = e.parent[static_cast<std::size_t>(r)]) chain.push_back(r);
    std::string out;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        const auto r = static_cast<std::size_t>(*it);
        if (e.tag[r] < 0) continue;
        out += "<" + t.tag_names()[static_cast<std::size_t>(e.tag[r])];
        if (e.number[r] >= 0) out += std::to_string(e.number[r]);
        out += ">";
    }
    return out;
}

// Every block has exactly one row, whose path is the block's path and whose span is the block's span;
// parents precede children and each row's span lies inside its parent's.
void expect_consistent(const BlockTree& t, const BlockElements& e) {
    std::vector<int> rows_of_block(t.size(), 0);
    for (std::size_t r = 0; r < e.size(); ++r) {
        const NodeIndex v = e.node[r];
        EXPECT_EQ(e.byte_start[r], t.node_byte_start()[v]);
        EXPECT_EQ(e.byte_end[r], t.node_byte_end()[v]);
        if (e.parent[r] >= 0) {
            const auto p = static_cast<std::size_t>(e.parent[r]);
            EXPECT_LT(p, r);
            EXPECT_EQ(t.document().nodes[v].parent, e.node[p]);
            EXPECT_EQ(e.page[p], e.page[r]);
            EXPECT_LE(e.byte_start[p], e.byte_start[r]);
            EXPECT_GE(e.byte_end[p], e.byte_end[r]);
        }
        if (e.block[r] >= 0) {
            const auto b = static_cast<BlockIndex>(e.block[r]);
            ++rows_of_block[b];
            EXPECT_EQ(t.block_node()[b], v);
            EXPECT_EQ(row_path(t, e, static_cast<std::int32_t>(r)), t.path(b));
            EXPECT_EQ(e.page[r], t.page()[b]);
        }
    }
    for (const int n : rows_of_block) EXPECT_EQ(n, 1);
}

TEST(BlockElements, ElementsAboveTheBlocksWithNumbersAndSpans) {
    DocBuilder b;
    b.open("html").open("body");
    b.open("div").leaf("h1", "first heading here").leaf("h1", "second heading here").close();
    b.open("div").text("direct words ").leaf("p", "one two three").leaf("p", "four five six").close();
    b.close().close();
    const BlockTree t = from_doc(b.take(), words(3));
    const BlockElements e = block_elements(t);
    // html, body, div1, h11, h12, div2, p1, p2: the "<h12>" path is h1 number 2, told by the tag index.
    ASSERT_EQ(e.size(), 8u);
    std::vector<std::string> names;
    for (const std::int32_t tag : e.tag) names.push_back(t.tag_names()[static_cast<std::size_t>(tag)]);
    EXPECT_EQ(names, (std::vector<std::string>{"html", "body", "div", "h1", "h1", "div", "p", "p"}));
    EXPECT_EQ(e.number, (std::vector<std::int32_t>{-1, -1, 1, 1, 2, 2, 1, 2}));
    EXPECT_EQ(e.parent, (std::vector<std::int32_t>{-1, 0, 1, 2, 2, 1, 5, 5}));
    EXPECT_EQ(row_path(t, e, 4), "<html><body><div1><h12>");
    // div1 holds only blocks: no block of its own; div2 has direct text: a non-leaf block.
    EXPECT_EQ(e.block[2], -1);
    EXPECT_GE(e.block[5], 0);
    EXPECT_EQ(t.is_leaf()[static_cast<std::size_t>(e.block[5])], 0);
    const std::string_view div1(t.html().data() + e.byte_start[2], e.byte_end[2] - e.byte_start[2]);
    EXPECT_EQ(div1, "<div><h1>first heading here</h1>\n<h1>second heading here</h1></div>");
    expect_consistent(t, e);
}

TEST(BlockElements, SharedHtmlAndBodyGetOneRowPerPage) {
    const std::vector<std::string_view> pages = {
        "<div><p>alpha beta gamma</p><p>delta epsilon zeta</p></div>", "<p>second page words</p>"};
    const BlockTree t = build_block_tree(pages, words(3));
    const BlockElements e = block_elements(t);
    int html_rows = 0;
    for (std::size_t r = 0; r < e.size(); ++r) {
        if (t.tag_names()[static_cast<std::size_t>(e.tag[r])] == "html") {
            ++html_rows;
            EXPECT_EQ(e.parent[r], -1);
        }
        if (r > 0) {
            EXPECT_GE(e.page[r], e.page[r - 1]);  // grouped by page
        }
    }
    EXPECT_EQ(html_rows, 2);
    expect_consistent(t, e);
}

TEST(BlockElements, BareTopLevelTextIsARootRow) {
    DocBuilder b;
    b.text("loose words at the top ");
    b.open("div").leaf("p", "alpha beta gamma").leaf("p", "delta epsilon zeta").close();
    const BlockTree t = from_doc(b.take(), words(3));
    const BlockElements e = block_elements(t);
    ASSERT_GE(e.size(), 1u);
    EXPECT_EQ(e.node[0], 0u);
    EXPECT_EQ(e.tag[0], -1);
    EXPECT_EQ(e.parent[0], -1);
    EXPECT_EQ(e.block[0], 0);
    expect_consistent(t, e);
}

TEST(BlockElements, EmptyTreeHasNoRows) {
    const BlockTree t = from_doc(DocBuilder().take(), words(3));
    EXPECT_EQ(block_elements(t).size(), 0u);
}

TEST(BlockElements, DeepNestingWithoutRecursion) {
    constexpr int kDepth = 100000;
    DocBuilder b;
    for (int i = 0; i < kDepth; ++i) b.open("div");
    b.leaf("p", "alpha beta gamma").leaf("p", "delta epsilon zeta");
    for (int i = 0; i < kDepth; ++i) b.close();
    const BlockTree t = from_doc(b.take(), words(3));
    const BlockElements e = block_elements(t);
    ASSERT_EQ(e.size(), static_cast<std::size_t>(kDepth) + 2);
    for (std::size_t r = 1; r < e.size(); ++r) EXPECT_GE(e.parent[r], 0);
    EXPECT_EQ(e.block[static_cast<std::size_t>(kDepth)], 0);
    EXPECT_EQ(e.parent[static_cast<std::size_t>(kDepth) + 1], kDepth - 1);
}

}  // namespace
}  // namespace htmlprune
