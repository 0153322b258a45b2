// Greedy selection with incremental tag accounting, rendering of kept blocks, truncation of one block.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/prune.hpp"
#include "htmlprune/serialize.hpp"
#include "test_documents.hpp"

namespace htmlprune {
namespace {

using test_support::DocBuilder;
using test_support::from_doc;
using test_support::results_table_page;
using test_support::words;

// Tag cost 2 for every element, 0 for other nodes.
std::vector<std::uint32_t> tag_costs(const BlockTree& t) {
    std::vector<std::uint32_t> c(t.document().nodes.size(), 0);
    for (NodeIndex v = 0; v < c.size(); ++v) {
        if (t.document().nodes[v].kind == NodeKind::kElement) c[v] = 2;
    }
    return c;
}

std::vector<std::uint8_t> mask(std::size_t n, std::initializer_list<std::size_t> on) {
    std::vector<std::uint8_t> m(n, 0);
    for (const std::size_t i : on) m[i] = 1;
    return m;
}

// html > body > five p leaves of three words each.
BlockTree five_paragraphs() {
    DocBuilder b;
    b.open("html").open("body");
    b.leaf("p", "p zero text").leaf("p", "p one text").leaf("p", "p two text");
    b.leaf("p", "p three text").leaf("p", "p four text");
    b.close().close();
    return from_doc(b.take(), words(3));
}

TEST(Select, KeepsBestBlocksWithinBudget) {
    const BlockTree t = five_paragraphs();
    ASSERT_EQ(t.size(), 5u);
    const std::vector<float> scores = {0.1f, 0.9f, 0.3f, 0.8f, 0.2f};
    const std::vector<std::uint32_t> cost(5, 10);
    const auto tags = tag_costs(t);
    // html + body (4) + two blocks (20) = 24.
    const auto keep = select_blocks(t, scores, cost, tags, 24);
    EXPECT_EQ(keep, mask(5, {1, 3}));
    EXPECT_EQ(estimate_cost(t, keep, cost, tags), 24u);
    // One token less: only the best block fits, and a later cheaper-in-order block is still tried.
    EXPECT_EQ(select_blocks(t, scores, cost, tags, 23), mask(5, {1}));
    EXPECT_EQ(select_blocks(t, scores, cost, tags, 13), mask(5, {}));
    EXPECT_EQ(select_blocks(t, scores, cost, tags, 1000), mask(5, {0, 1, 2, 3, 4}));
}

TEST(Select, TiesGoInDocumentOrderAndSkippedBlocksDoNotStopTheScan) {
    const BlockTree t = five_paragraphs();
    const std::vector<float> scores = {1, 1, 1, 1, 1};
    std::vector<std::uint32_t> cost = {10, 50, 10, 10, 10};
    const auto keep = select_blocks(t, scores, cost, tag_costs(t), 4 + 30);
    EXPECT_EQ(keep, mask(5, {0, 2, 3}));
}

TEST(Select, AncestorTagsAreCountedOnce) {
    DocBuilder b;
    b.open("html").open("body");
    b.open("div").leaf("p", "a b").leaf("p", "c d").close();
    b.open("div").leaf("p", "e f").leaf("p", "g h").close();
    b.close().close();
    const BlockTree t = from_doc(b.take(), words(2));
    ASSERT_EQ(t.size(), 4u);
    const auto tags = tag_costs(t);
    const std::vector<std::uint32_t> cost(4, 5);
    // Blocks 0 and 1 share html, body, div1: 2 * 5 + 3 * 2 = 16.
    EXPECT_EQ(estimate_cost(t, mask(4, {0, 1}), cost, tags), 16u);
    // Blocks 0 and 2 need both divs: 10 + 4 * 2 = 18.
    EXPECT_EQ(estimate_cost(t, mask(4, {0, 2}), cost, tags), 18u);
    const std::vector<float> scores = {4, 1, 3, 2};
    EXPECT_EQ(select_blocks(t, scores, cost, tags, 17), mask(4, {0, 1}));
}

TEST(Select, NonLeafBlockPaysForItsOwnTag) {
    DocBuilder b;
    b.open("div").text("direct words here").leaf("p", "x y").leaf("p", "z w").close();
    const BlockTree t = from_doc(b.take(), words(3));
    ASSERT_EQ(t.size(), 3u);
    ASSERT_EQ(t.is_leaf()[0], 0);
    EXPECT_EQ(estimate_cost(t, mask(3, {0}), {7, 1, 1}, tag_costs(t)), 9u);
    EXPECT_EQ(estimate_cost(t, mask(3, {0, 1}), {7, 1, 1}, tag_costs(t)), 10u);
}

TEST(Select, NeverKeepsNanOrMinusInfinity) {
    const BlockTree t = five_paragraphs();
    const float inf = std::numeric_limits<float>::infinity();
    const std::vector<float> scores = {std::nanf(""), -inf, 0.0f, -5.0f, inf};
    const auto keep = select_blocks(t, scores, std::vector<std::uint32_t>(5, 1), tag_costs(t), 1000);
    EXPECT_EQ(keep, mask(5, {2, 3, 4}));
}

TEST(Select, DensityPrefersCheapRelevantBlocks) {
    const BlockTree t = five_paragraphs();
    const std::vector<float> scores = {10, 3, 0, 0, 0};
    const std::vector<std::uint32_t> cost = {100, 10, 10, 10, 10};
    SelectOptions o;
    EXPECT_EQ(select_blocks(t, scores, cost, tag_costs(t), 104, o), mask(5, {0}));
    o.density = true;
    EXPECT_EQ(select_blocks(t, scores, cost, tag_costs(t), 104, o)[1], 1);
}

TEST(Select, RejectsWrongSizes) {
    const BlockTree t = five_paragraphs();
    const auto tags = tag_costs(t);
    EXPECT_THROW(select_blocks(t, {1, 2}, std::vector<std::uint32_t>(5, 1), tags, 10), Error);
    EXPECT_THROW(select_blocks(t, std::vector<float>(5, 1), {1}, tags, 10), Error);
    EXPECT_THROW(select_blocks(t, std::vector<float>(5, 1), std::vector<std::uint32_t>(5, 1), {1}, 10),
                 Error);
    EXPECT_THROW(render(t, {1}), Error);
    EXPECT_THROW(render_truncated(t, 5, 10), Error);
}

// h2 + table with a header row and two data rows (each row one block).
BlockTree table_tree() {
    return from_doc(results_table_page(), words(2));
}

TEST(Select, KeepsTableHeaderRowWithAnyRow) {
    const BlockTree t = table_tree();
    ASSERT_EQ(t.size(), 4u);
    const std::vector<float> scores = {0, 0, 0, 5};
    const std::vector<std::uint32_t> cost(4, 5);
    const auto tags = tag_costs(t);
    // html body table tbody (8) + row (5) + header row (5) = 18.
    EXPECT_EQ(select_blocks(t, scores, cost, tags, 18), mask(4, {1, 3}));
    // Header does not fit: the row alone.
    EXPECT_EQ(select_blocks(t, scores, cost, tags, 13), mask(4, {3}));
    SelectOptions o;
    o.keep_table_header = false;
    EXPECT_EQ(select_blocks(t, scores, cost, tags, 17, o), mask(4, {3}));
    // Without the header rule the next blocks in score order (ties: document order) fill up instead.
    EXPECT_EQ(select_blocks(t, scores, cost, tags, 18, o), mask(4, {0, 3}));
    const std::string html = render(t, mask(4, {1, 3}));
    EXPECT_NE(html.find("Year"), std::string::npos);
    EXPECT_NE(html.find("Blues"), std::string::npos);
    EXPECT_EQ(html.find("Reds"), std::string::npos);
}

TEST(Select, HeadingContextWhenAffordable) {
    const BlockTree t = table_tree();
    const std::vector<float> scores = {0, 0, 0, 5};
    const std::vector<std::uint32_t> cost(4, 5);
    SelectOptions o;
    o.heading_context = true;
    o.keep_table_header = false;
    // row (5) + html body table tbody (8) + h2 (5; body is open already) = 18.
    EXPECT_EQ(select_blocks(t, scores, cost, tag_costs(t), 18, o), mask(4, {0, 3}));
    EXPECT_EQ(select_blocks(t, scores, cost, tag_costs(t), 17, o), mask(4, {3}));
}

TEST(Smooth, NeighbouringSiblingsLendTheirPositiveScore) {
    DocBuilder b;
    b.open("html").open("body");
    b.open("table").open("tbody");
    b.open("tr").leaf("td", "a b").close().open("tr").leaf("td", "c d").close();
    b.open("tr").leaf("td", "e f").close();
    b.close().close();
    b.leaf("p", "g h");
    b.close().close();
    const BlockTree t = from_doc(b.take(), words(2));
    ASSERT_EQ(t.size(), 4u);
    const float inf = std::numeric_limits<float>::infinity();
    const std::vector<float> s = smooth_scores(t, {0.0f, 2.0f, -1.0f, 4.0f}, 0.5f);
    EXPECT_EQ(s, (std::vector<float>{1.0f, 2.0f, 0.0f, 4.0f}));  // p is no sibling of the rows
    EXPECT_EQ(smooth_scores(t, {-inf, 2.0f, 0.0f, 0.0f}, 1.0f)[0], -inf);
    EXPECT_EQ(smooth_scores(t, {1, 2, 3, 4}, 0.0f), (std::vector<float>{1, 2, 3, 4}));
    EXPECT_THROW(smooth_scores(t, {1, 2}, 0.5f), Error);
    EXPECT_THROW(smooth_scores(t, {1, 2, 3, 4}, -1.0f), Error);
}

TEST(Render, KeepsOnlySelectedBlocksAndDropsEmptyParents) {
    const BlockTree t = build_block_tree(
        "<body><div><h2>Alpha heading</h2><p>one two three</p></div>"
        "<div><h2>Beta heading</h2><p>four five six</p></div></body>",
        BlockTreeOptions{{}, 3, 1, 0});
    ASSERT_EQ(t.size(), 4u);
    std::vector<std::uint8_t> all(t.size(), 1);
    EXPECT_EQ(render(t, all), t.html());
    EXPECT_EQ(render(t, std::vector<std::uint8_t>(t.size(), 0)), "");
    const std::string one = render(t, mask(4, {3}));
    EXPECT_EQ(one, "<p>four five six</p>");  // both wrappers merged away again
    const std::string two = render(t, mask(4, {1, 2}));
    EXPECT_NE(two.find("<p>one two three</p>"), std::string::npos);
    EXPECT_NE(two.find("<h2>Beta heading</h2>"), std::string::npos);
    EXPECT_EQ(two.find("Alpha"), std::string::npos);
    EXPECT_EQ(two.find("four"), std::string::npos);
}

TEST(Render, NonLeafBlockKeepsOnlyItsDirectText) {
    const BlockTree t = build_block_tree(
        "<div>Direct words <p>alpha beta gamma</p> more direct <p>delta epsilon zeta</p></div>",
        BlockTreeOptions{{}, 3, 1, 0});
    ASSERT_EQ(t.size(), 3u);
    ASSERT_EQ(t.is_leaf()[0], 0);
    EXPECT_EQ(t.text(0), "Direct words more direct");
    const std::string out = render(t, mask(3, {0}));
    EXPECT_NE(out.find("Direct words"), std::string::npos);
    EXPECT_NE(out.find("more direct"), std::string::npos);
    EXPECT_EQ(out.find("alpha"), std::string::npos);
    EXPECT_EQ(out.find("<p>"), std::string::npos);
    EXPECT_EQ(t.block_piece_html(0), "Direct words more direct");
    EXPECT_EQ(t.block_piece_html(1), "<p>alpha beta gamma</p>");
}

TEST(Render, KeepsWhitespaceBetweenKeptInlineBlocksAndSeparatesDroppedOnes) {
    DocBuilder b;
    b.open("html").open("body").open("div");
    b.leaf("span", "alpha beta").text(" ").leaf("span", "gamma delta").leaf("p", "epsilon zeta");
    b.leaf("span", "eta theta");
    b.close().close().close();
    const BlockTree t = from_doc(b.take(), words(2));
    ASSERT_EQ(t.size(), 4u);
    const std::string both = render(t, mask(4, {0, 1}));
    // The cleaner may unwrap attribute-less spans; either way the space between the kept blocks stays.
    EXPECT_EQ(visible_text(both), "alpha beta gamma delta") << both;
    // The dropped <p> between two kept spans leaves a separator: no "deltaeta".
    const std::string gap = render(t, mask(4, {1, 3}));
    EXPECT_EQ(gap.find("deltaeta"), std::string::npos) << gap;
    EXPECT_EQ(visible_text(gap), "gamma delta eta theta");
}

TEST(Render, KeepsEmptyCellsThatAlignColumnsButNotOtherPagesContent) {
    const BlockTree t = build_block_tree(
        "<table><tr><td></td><td>one two</td><td>three four</td></tr>"
        "<tr><td>five six</td><td>seven eight</td><td>nine ten</td></tr></table>",
        BlockTreeOptions{{}, 2, 1, 0});
    std::vector<std::uint8_t> keep(t.size(), 0);
    BlockIndex two = kNoBlock;
    for (BlockIndex i = 0; i < t.size(); ++i) {
        if (t.text(i) == "three four") two = i;
    }
    ASSERT_NE(two, kNoBlock);
    keep[two] = 1;
    const std::string out = render(t, keep);
    EXPECT_NE(out.find("<td></td>"), std::string::npos) << out;
    EXPECT_EQ(out.find("one two"), std::string::npos) << out;
    // A page whose only text is a Unicode space has no words and no block, and never leaks into others.
    const BlockTree pages = build_block_tree(std::vector<std::string_view>{"<p>\u3000</p>", "<p>kept text</p>"},
                                             BlockTreeOptions{{}, 256, 1, 0});
    ASSERT_EQ(pages.size(), 1u);
    EXPECT_EQ(render(pages, {1}).find("\u3000"), std::string::npos);
}

// Sorted words of a string (whitespace-separated).
std::vector<std::string> sorted_words(std::string_view s) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\n')) ++i;
        const std::size_t start = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\n') ++i;
        if (i > start) out.emplace_back(s.substr(start, i - start));
    }
    std::sort(out.begin(), out.end());
    return out;
}

// render() copies a kept leaf block's subtree in bulk (its text and attributes in one append where clean()
// left them in one range of the buffer, one by one where not: here the kept attribute's name, stored at
// its first use near the top, lies far before the later leaves' text) and keeps its buffers in a
// RenderScratch from one call to the next. Every mask of a page with kept attributes, custom elements,
// a table and a non-leaf block, rendered through one scratch that a larger tree used first, must give the
// output of a fresh render, keep exactly the kept blocks' words and their attributes.
TEST(Render, ScratchAndBulkCopyGiveTheSameOutputForEveryMask) {
    BlockTreeOptions o{{}, 4, 1, 0};
    o.clean.keep_attrs = {"title", "href"};
    const BlockTree t = build_block_tree(
        "<body><p title=\"first\">alpha one</p>"
        "<p>filler words that only put distance between the first attribute and the later leaves of this page "
        "so that their bytes do not lie in one short range</p>"
        "<div>direct lead <section><my-card title=\"t2\">beta <a href=\"/x?y=1&amp;z\">link words</a></my-card>"
        "</section> direct tail</div>"
        "<table><tr><th>Year</th><th>Team name</th></tr><tr><td>1999</td><td>Reds &lt;b&gt;</td></tr>"
        "<tr><td>2000</td><td title=\"cell\">Blues</td></tr></table>"
        "<ul><li>gamma item</li><li><custom-x>delta custom</custom-x> epsilon</li></ul></body>",
        o);
    const std::size_t nb = t.size();
    ASSERT_GE(nb, 8u);
    ASSERT_LE(nb, 12u);
    bool has_non_leaf = false;
    for (BlockIndex b = 0; b < nb; ++b) has_non_leaf = has_non_leaf || t.is_leaf()[b] == 0;
    ASSERT_TRUE(has_non_leaf);

    RenderScratch scratch;
    {
        // a larger tree first: the buffers hold its nodes and text
        const BlockTree big = build_block_tree(t.html() + t.html() + "<p>one more paragraph here</p>", o);
        const std::vector<std::uint8_t> all(big.size(), 1);
        EXPECT_EQ(render(big, all, {}, scratch), big.html());
    }
    SerializeOptions text;
    text.format = OutputFormat::kText;
    RenderScratch text_scratch;
    for (std::uint32_t m = 0; m < (1u << nb); ++m) {
        std::vector<std::uint8_t> keep(nb, 0);
        std::string kept_text;
        for (BlockIndex b = 0; b < nb; ++b) {
            if ((m >> b) & 1u) {
                keep[b] = 1;
                kept_text += ' ';
                kept_text += t.text(b);
            }
        }
        const std::string fresh = render(t, keep);
        ASSERT_EQ(render(t, keep, {}, scratch), fresh) << "mask " << m;
        ASSERT_EQ(sorted_words(render(t, keep, text, text_scratch)), sorted_words(kept_text))
            << "mask " << m << ": " << fresh;
        for (BlockIndex b = 0; b < nb; ++b) {
            if (keep[b] == 0 || t.is_leaf()[b] == 0) continue;
            const std::string_view piece = t.block_html(b);
            for (const std::string_view attr : {"title=\"t2\"", "href=\"/x?y=1&amp;z\"", "title=\"cell\"",
                                                "<custom-x>", "&lt;b&gt;"}) {
                if (piece.find(attr) != std::string_view::npos) {
                    EXPECT_NE(fresh.find(attr), std::string::npos) << "mask " << m << ": " << fresh;
                }
            }
        }
    }
    EXPECT_EQ(render(t, std::vector<std::uint8_t>(nb, 1), {}, scratch), t.html());
}

TEST(Render, MultiplePagesKeepTheirOwnBlocks) {
    const BlockTree t = build_block_tree(std::vector<std::string_view>{"<p>first page text</p>",
                                                                       "<p>second page text</p>"},
                                         BlockTreeOptions{{}, 256, 1, 0});
    ASSERT_EQ(t.size(), 2u);
    EXPECT_EQ(render(t, mask(2, {1})), "<p>second page text</p>");
    const std::string both = render(t, mask(2, {0, 1}));
    EXPECT_LT(both.find("first"), both.find("second"));
}

TEST(RenderTruncated, CutsAtSentenceOrWordBoundaryAndClosesTags) {
    const BlockTree t = build_block_tree(
        "<div><p>First sentence here. Second sentence is a lot longer than that.</p>"
        "<p>other block text</p></div>",
        BlockTreeOptions{{}, 4, 1, 0});
    ASSERT_EQ(t.size(), 2u);
    bool truncated = false;
    // Sentence end at 20 lies in the last 20% of 22 bytes.
    EXPECT_EQ(render_truncated(t, 0, 22, {}, &truncated), "<p>First sentence here.</p>");
    EXPECT_TRUE(truncated);
    // 30 bytes: the sentence end is too early; cut at the last space.
    EXPECT_EQ(render_truncated(t, 0, 30), "<p>First sentence here. Second</p>");
    // No word boundary at all: cut at a character boundary.
    EXPECT_EQ(render_truncated(t, 0, 3), "<p>Fir</p>");
    EXPECT_EQ(render_truncated(t, 0, 0), "");
    // Enough room: the whole block.
    EXPECT_EQ(render_truncated(t, 1, 1000, {}, &truncated), "<p>other block text</p>");
    EXPECT_FALSE(truncated);
}

TEST(RenderTruncated, DropsEverythingAfterTheCutAcrossElements) {
    const BlockTree t = build_block_tree(
        "<ul><li>alpha beta</li><li>gamma delta</li><li>epsilon zeta</li></ul><p>x</p>",
        BlockTreeOptions{{}, 6, 1, 0});
    ASSERT_GE(t.size(), 1u);
    ASSERT_EQ(t.document().name(t.block_node()[0]), "ul");
    const std::string out = render_truncated(t, 0, 17);
    EXPECT_EQ(out.find("epsilon"), std::string::npos);
    EXPECT_NE(out.find("<li>gamma</li>"), std::string::npos);
    EXPECT_EQ(out.back(), '>');
}

TEST(RenderTruncated, NeverSplitsUtf8) {
    const BlockTree t = build_block_tree("<p>日本語の文章です</p>", BlockTreeOptions{{}, 100, 1, 0});
    ASSERT_EQ(t.size(), 1u);
    // 3 bytes per character: 7 bytes keep two characters.
    EXPECT_EQ(render_truncated(t, 0, 7), "<p>日本</p>");
}

}  // namespace
}  // namespace htmlprune
