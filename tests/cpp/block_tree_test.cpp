// Algorithm 1 (block tree): leaf/non-leaf blocks, path numbering, CJK-aware words, multi-page joins,
// deep nesting without recursion, byte spans.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/serialize.hpp"
#include "test_documents.hpp"

namespace htmlprune {
namespace {

using test_support::DocBuilder;
using test_support::from_doc;
using test_support::results_table_page;
using test_support::words;

std::vector<std::string> texts(const BlockTree& t) {
    std::vector<std::string> out;
    for (BlockIndex i = 0; i < t.size(); ++i) out.emplace_back(t.text(i));
    return out;
}

TEST(BlockTree, SmallDocumentIsOneLeaf) {
    DocBuilder b;
    b.open("html").open("body").leaf("p", "hello world").close().close();
    const BlockTree t = from_doc(b.take(), words(256));
    ASSERT_EQ(t.size(), 1u);
    EXPECT_EQ(t.path(0), "<html>");
    EXPECT_EQ(t.is_leaf()[0], 1);
    EXPECT_EQ(t.words()[0], 2);
    EXPECT_EQ(t.parent()[0], -1);
    EXPECT_EQ(t.depth()[0], 1);
    EXPECT_EQ(t.text(0), "hello world");
}

TEST(BlockTree, LeafAndNonLeafBlocksInDocumentOrder) {
    DocBuilder b;
    b.open("html").open("body");
    b.text("intro words ");
    b.leaf("p", "one two three").text(" middle ").leaf("p", "four five six");
    b.close().close();
    const BlockTree t = from_doc(b.take(), words(4));
    ASSERT_EQ(t.size(), 3u);
    EXPECT_EQ(t.paths(), (std::vector<std::string>{"<html><body>", "<html><body><p1>",
                                                   "<html><body><p2>"}));
    EXPECT_EQ(t.is_leaf(), (std::vector<std::uint8_t>{0, 1, 1}));
    EXPECT_EQ(texts(t), (std::vector<std::string>{"intro words middle", "one two three",
                                                  "four five six"}));
    EXPECT_EQ(t.words(), (std::vector<std::int32_t>{3, 3, 3}));
    EXPECT_EQ(t.parent(), (std::vector<std::int32_t>{-1, 0, 0}));
    EXPECT_EQ(t.depth(), (std::vector<std::int32_t>{2, 3, 3}));
    // Roles and owners.
    const NodeIndex body = t.block_node()[0];
    EXPECT_EQ(t.node_role()[body], NodeRole::kSplit);
    EXPECT_EQ(t.node_role()[t.block_node()[1]], NodeRole::kLeafRoot);
    EXPECT_EQ(t.node_owner()[t.block_node()[1] + 1], 1u);  // the p's text
    EXPECT_EQ(t.node_owner()[body + 1], 0u);                // body's first text child
}

TEST(BlockTree, IndexBaseZeroLikeReferenceCheckpoints) {
    DocBuilder b;
    b.open("div").leaf("p", "a b c").leaf("p", "d e f").close();
    const BlockTree t = from_doc(b.take(), words(4, 0));
    EXPECT_EQ(t.paths(), (std::vector<std::string>{"<div><p0>", "<div><p1>"}));
}

TEST(BlockTree, NumbersOnlySameTagSiblingsAndOnlyInPaths) {
    DocBuilder b;
    b.open("html").open("body");
    b.leaf("div", "a b c").leaf("p", "d e f").leaf("div", "g h i").leaf("span", "j k l");
    b.close().close();
    const BlockTree t = from_doc(b.take(), words(3));
    EXPECT_EQ(t.paths(),
              (std::vector<std::string>{"<html><body><div1>", "<html><body><p>",
                                        "<html><body><div2>", "<html><body><span>"}));
    EXPECT_EQ(t.html().find("div1"), std::string::npos);
    EXPECT_EQ(t.block_html(0), "<div>a b c</div>");
}

TEST(BlockTree, CjkCharactersAreWords) {
    DocBuilder b;
    b.open("html").open("body");
    b.leaf("p", "中文字符").leaf("p", "hello 世界").leaf("p", "東京。大阪、ｶﾀｶﾅ 한국어");
    b.close().close();
    const BlockTree t = from_doc(b.take(), words(3));
    ASSERT_EQ(t.size(), 3u);
    EXPECT_EQ(t.words(), (std::vector<std::int32_t>{4, 3, 11}));
    EXPECT_EQ(t.is_leaf(), (std::vector<std::uint8_t>{1, 1, 1}));  // nothing to split further
}

TEST(BlockTree, WordsContinueAcrossInlineElements) {
    DocBuilder b;
    b.open("html").open("body");
    b.open("p").text("see ").leaf("a", "Paris").text(", France").close();
    b.open("table").open("tr").leaf("td", "a").leaf("td", "b").close().close();
    b.close().close();
    const BlockTree t = from_doc(b.take(), words(1000));
    ASSERT_EQ(t.size(), 1u);
    // "see" "Paris," "France" + "a" "b"
    EXPECT_EQ(t.words()[0], 5);
}

TEST(BlockTree, ElementsWithoutWordsAreNotBlocks) {
    DocBuilder b;
    b.open("html").open("body").open("div");
    b.text("line one").open("br").close().text("line two");
    b.leaf("p", "x y z w");
    b.close().close().close();
    const BlockTree t = from_doc(b.take(), words(4));
    ASSERT_EQ(t.size(), 2u);
    EXPECT_EQ(t.path(0), "<html><body><div>");
    EXPECT_EQ(t.is_leaf()[0], 0);
    EXPECT_EQ(t.text(0), "line one line two");
    const NodeIndex br = t.block_node()[0] + 2;
    EXPECT_EQ(t.document().name(br), "br");
    EXPECT_EQ(t.node_role()[br], NodeRole::kDirect);
    EXPECT_EQ(t.node_owner()[br], 0u);
}

TEST(BlockTree, BigElementWithoutWordyChildrenStaysOneLeaf) {
    DocBuilder b;
    b.open("p").text("w1 w2 w3 w4 w5 w6").close();
    const BlockTree t = from_doc(b.take(), words(2));
    ASSERT_EQ(t.size(), 1u);
    EXPECT_EQ(t.is_leaf()[0], 1);
    EXPECT_EQ(t.words()[0], 6);
}

TEST(BlockTree, MaxPathDepthCapsSplitting) {
    DocBuilder b;
    b.open("div").open("section").leaf("p", "a b").leaf("p", "c d").close().close();
    BlockTreeOptions o = words(1);
    o.max_path_depth = 2;
    const BlockTree t = from_doc(b.take(), o);
    ASSERT_EQ(t.size(), 1u);
    EXPECT_EQ(t.path(0), "<div><section>");
    EXPECT_EQ(t.is_leaf()[0], 1);
}

TEST(BlockTree, MaxBlockBytesSplitsMarkupHeavyElements) {
    DocBuilder b;
    b.open("html").open("body").open("table").open("tbody");
    for (int r = 0; r < 6; ++r) b.open("tr").leaf("td", "x").leaf("td", "y").close();
    b.close().close().close().close();
    const Document d = b.take();
    BlockTreeOptions o = words(256);
    const BlockTree whole = from_doc(Document(d), o);
    ASSERT_EQ(whole.size(), 1u);
    o.max_block_bytes = 40;
    const BlockTree rows = from_doc(Document(d), o);
    ASSERT_EQ(rows.size(), 6u);
    for (BlockIndex i = 0; i < rows.size(); ++i) {
        EXPECT_LE(rows.byte_end()[i] - rows.byte_start()[i], 40u);
        EXPECT_EQ(rows.document().name(rows.block_node()[i]), "tr");
    }
}

TEST(BlockTree, RejectsZeroMaxWords) {
    DocBuilder b;
    b.leaf("p", "x");
    EXPECT_THROW(from_doc(b.take(), words(0)), Error);
}

TEST(BlockTree, EmptyDocumentHasNoBlocks) {
    const BlockTree t = from_doc(Document(), words(10));
    EXPECT_EQ(t.size(), 0u);
    const BlockTree none = build_block_tree_from_documents({}, words(10));
    EXPECT_EQ(none.size(), 0u);
}

TEST(BlockTree, AcceptsDocumentsNotInPreOrder) {
    Document d;
    Node el;
    el.kind = NodeKind::kElement;
    el.tag = TagId::kP;
    el.name = d.store("p");
    Node tx;
    tx.kind = NodeKind::kText;
    const NodeIndex p1 = d.append_child(0, el);
    const NodeIndex p2 = d.append_child(0, el);
    tx.text = d.store("first block");
    d.append_child(p1, tx);  // index 3, after p2: not pre-order
    tx.text = d.store("second block");
    d.append_child(p2, tx);
    const BlockTree t = from_doc(std::move(d), words(1));
    EXPECT_EQ(texts(t), (std::vector<std::string>{"first block", "second block"}));
    EXPECT_EQ(t.paths(), (std::vector<std::string>{"<p1>", "<p2>"}));
}

TEST(BlockTree, DeepNestingWithoutRecursion) {
    constexpr int kDepth = 100000;
    DocBuilder b;
    for (int i = 0; i < kDepth; ++i) b.open("div");
    b.text("alpha beta gamma");
    for (int i = 0; i < kDepth; ++i) b.close();
    const BlockTree t = from_doc(b.take(), words(2));
    ASSERT_EQ(t.size(), 1u);
    EXPECT_EQ(t.depth()[0], kDepth);
    EXPECT_EQ(t.text(0), "alpha beta gamma");
    EXPECT_EQ(t.path(0).size(), static_cast<std::size_t>(kDepth) * 5);
    // The same from HTML: parse() caps the depth; nothing recurses.
    std::string html;
    for (int i = 0; i < kDepth; ++i) html += "<div>";
    html += "alpha beta gamma";
    const BlockTree t2 = build_block_tree(html, words(2));
    ASSERT_GE(t2.size(), 1u);
}

TEST(BlockTree, MultiplePagesShareOneBudgetButNeverOneBlock) {
    const std::vector<std::string_view> pages = {"<p>first page</p>", "<p>second page</p>"};
    const BlockTree t = build_block_tree(pages, words(256));
    ASSERT_EQ(t.size(), 2u);
    EXPECT_EQ(t.n_pages(), 2u);
    EXPECT_EQ(t.page(), (std::vector<std::int32_t>{0, 1}));
    EXPECT_EQ(t.paths(), (std::vector<std::string>{"<html><body><div1>", "<html><body><div2>"}));
    EXPECT_EQ(texts(t), (std::vector<std::string>{"first page", "second page"}));
    EXPECT_NE(t.html().find("first page"), std::string::npos);
    EXPECT_LT(t.html().find("first page"), t.html().find("second page"));
}

TEST(BlockTree, HtmlIsSerializedDocumentAndSpansMatch) {
    const std::string page =
        "<html><head><title>T</title></head><body><h1>Title here</h1><div><p>One &amp; two "
        "<b>bold</b> words</p><p>three four five</p><ul><li>alpha beta</li><li>gamma delta</li>"
        "</ul></div><pre>\n  code  here\n</pre></body></html>";
    const BlockTree t = build_block_tree(page, words(3));
    EXPECT_EQ(t.html(), serialize(t.document()));
    ASSERT_GT(t.size(), 3u);
    for (BlockIndex i = 0; i < t.size(); ++i) {
        const NodeIndex v = t.block_node()[i];
        const TagId tag = t.document().nodes[v].tag;
        // serialize() leaves out implied html/head/body tags in context, not when they are the root.
        const bool implied = tag == TagId::kHtml || tag == TagId::kHead || tag == TagId::kBody;
        if (t.is_leaf()[i] != 0 && !implied) {
            EXPECT_EQ(t.block_html(i), serialize(t.document(), {}, v)) << t.path(i);
        }
        EXPECT_LE(t.byte_start()[i], t.byte_end()[i]);
        EXPECT_LE(t.byte_end()[i], t.html().size());
    }
    // Node spans of text nodes hold their escaped text.
    for (NodeIndex v = 0; v < t.document().nodes.size(); ++v) {
        if (t.document().nodes[v].kind != NodeKind::kText) continue;
        const std::string_view span(t.html().data() + t.node_byte_start()[v],
                                    t.node_byte_end()[v] - t.node_byte_start()[v]);
        std::string escaped;
        for (const char c : t.document().text(v)) {
            escaped += c == '&' ? std::string("&amp;") : c == '<' ? std::string("&lt;")
                     : c == '>' ? std::string("&gt;")  : std::string(1, c);
        }
        EXPECT_EQ(span, escaped);
    }
}

TEST(BlockTree, TagNamesAndNodeTags) {
    DocBuilder b;
    b.open("html").open("body").leaf("p", "x").leaf("my-widget", "y").leaf("p", "z").close().close();
    const BlockTree t = from_doc(b.take(), words(1));
    EXPECT_EQ(t.tag_names(), (std::vector<std::string>{"html", "body", "p", "my-widget"}));
    const auto& nt = t.node_tag();
    ASSERT_EQ(nt.size(), t.document().nodes.size());
    EXPECT_EQ(nt[0], -1);
    for (NodeIndex v = 1; v < nt.size(); ++v) {
        if (t.document().nodes[v].kind == NodeKind::kElement) {
            EXPECT_EQ(t.tag_names()[static_cast<std::size_t>(nt[v])], t.document().name(v));
        } else {
            EXPECT_EQ(nt[v], -1);
        }
    }
}

TEST(BlockTree, TableHeaderAndHeadingContext) {
    const BlockTree t = from_doc(results_table_page(), words(2));
    // h2, then the three rows (each 2 words).
    ASSERT_EQ(t.size(), 4u);
    EXPECT_EQ(t.path(1), "<html><body><table><tbody><tr1>");
    const NodeIndex header = t.block_node()[1];
    EXPECT_EQ(t.table_header()[0], kNoNode);
    EXPECT_EQ(t.table_header()[1], kNoNode);  // the header row itself
    EXPECT_EQ(t.table_header()[2], header);
    EXPECT_EQ(t.table_header()[3], header);
    EXPECT_EQ(t.heading_block()[0], kNoBlock);
    EXPECT_EQ(t.heading_block()[2], 0u);
    BlockIndex first = 0;
    BlockIndex last = 0;
    BlockIndex cover = 0;
    t.blocks_in_subtree(header, &first, &last, &cover);
    EXPECT_EQ(first, 1u);
    EXPECT_EQ(last, 2u);
    EXPECT_EQ(cover, kNoBlock);
}

}  // namespace
}  // namespace htmlprune

// block_piece_sizes() measures leaf pieces on html() less the omitted tags; it must equal the serialized
// pieces for every option, also below svg, pre and noscript (where it serializes them instead).
namespace htmlprune {
namespace {

TEST(BlockTree, PieceSizesEqualTheSerializedPieces) {
    const std::string html =
        "<div><p>one two<div>three</div><p>four five</div><table><thead><tr><th>a b<th>c</thead><tbody>"
        "<tr><td>d e<td>f<tr><td>g<td>h i</tbody><tbody><tr><td>j k</tbody><tfoot><tr><td>l m</tfoot></table>"
        "<ul><li>n o<li>p <b>q</b></ul><dl><dt>r s<dd>t u<dt>v</dl><svg><foreignObject><div><p>w x</p>"
        "<div>y z</div></div></foreignObject></svg><pre><div><p>ten one</p><div>two\nthree</div></div></pre>"
        "<noscript><p>four five</p><div>six</div></noscript><section><p>last &amp; words</p></section>";
    for (const std::uint32_t words : {1u, 2u, 4u, 256u}) {
        BlockTreeOptions o;
        o.max_words = words;
        const BlockTree t = build_block_tree(html, o);
        for (const OutputFormat format : {OutputFormat::kHtml, OutputFormat::kMarkdown, OutputFormat::kText}) {
            for (const bool omit : {false, true}) {
                for (const bool newline : {false, true}) {
                    SerializeOptions so;
                    so.format = format;
                    so.omit_optional_end_tags = omit;
                    so.newline_between_blocks = newline;
                    const std::vector<std::uint32_t> sizes = t.block_piece_sizes(so);
                    ASSERT_EQ(sizes.size(), t.size());
                    for (BlockIndex b = 0; b < t.size(); ++b) {
                        EXPECT_EQ(sizes[b], t.block_piece_html(b, so).size()) << "block " << b << " words " << words;
                    }
                }
            }
        }
    }
}

}  // namespace
}  // namespace htmlprune
