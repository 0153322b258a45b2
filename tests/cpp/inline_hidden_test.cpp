// Inline display:none spans (NodeFlag kNodeInlineHidden): marked in the block tree's Document, kept in its
// texts, left out of render() / render_truncated() with SerializeOptions::drop_inline_hidden.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/clean.hpp"
#include "htmlprune/prune.hpp"
#include "htmlprune/serialize.hpp"

namespace htmlprune {
namespace {

// The texts of the tree's nodes marked kNodeInlineHidden.
std::vector<std::string> hidden_texts(const BlockTree& t) {
    std::vector<std::string> out;
    const Document& d = t.document();
    for (NodeIndex i = 0; i < d.nodes.size(); ++i) {
        if ((d.nodes[i].flags & kNodeInlineHidden) != 0) {
            EXPECT_EQ(d.nodes[i].kind, NodeKind::kText);
            out.emplace_back(d.text(i));
        }
    }
    return out;
}

std::string sortable_row(std::string_view style) {
    return "<table><tr><th>Town</th><th>People</th></tr><tr><td>Ely</td><td><span style=\"" + std::string(style) +
           "\">7002599000000000000</span>599</td></tr></table>";
}

SerializeOptions dropping() {
    SerializeOptions o;
    o.drop_inline_hidden = true;
    return o;
}

TEST(InlineHidden, StyleDeclarationsThatHide) {
    for (const char* style :
         {"display:none", "DISPLAY: NONE", "DISPLAY: none !important", "display:none !important",
          "display : none!IMPORTANT", "color:red;display:\tnone;", "display:block; display:none", "display:none !important; display:block",
          "/* a */display:/* b */none", "background:url(a;b.png); display:none",
          "content:'x;display:block'; display:none", "speak:none; display:none; font-size:1px"}) {
        const BlockTree t = build_block_tree(sortable_row(style));
        EXPECT_EQ(hidden_texts(t), std::vector<std::string>{"7002599000000000000"}) << style;
    }
}

TEST(InlineHidden, StyleDeclarationsThatDoNotHide) {
    for (const char* style : {"display:nonesense", "display:block", "display:none; display:block",
                              "display:none; display:inline !important", "xdisplay:none", "display:'none'",
                              "display:none important", "visibility:hidden", "display", "", "/* display:none */",
                              "content:'display:none'", "display-mode:none"}) {
        const BlockTree t = build_block_tree(sortable_row(style));
        EXPECT_TRUE(hidden_texts(t).empty()) << style;
    }
}

TEST(InlineHidden, OnlyTextOnlySpans) {
    // an element child, another tag: not marked (the rule the measurement used)
    EXPECT_TRUE(hidden_texts(build_block_tree("<p>a <span style=display:none>key <b>x</b></span> b</p>")).empty());
    EXPECT_TRUE(hidden_texts(build_block_tree("<p>a <div style=display:none>key</div> b</p>")).empty());
    // a comment does not count: parse() drops it
    EXPECT_EQ(hidden_texts(build_block_tree("<p>a <span style=display:none>key<!-- c --></span> b</p>")),
              std::vector<std::string>{"key"});
}

TEST(InlineHidden, CleanOutputAndTreeHtmlUnchanged) {
    // kept as a span (a word on both sides) or unwrapped by the cleaner (a space after it): either way the
    // hidden text is a text node of its own, and the serialized Document is clean()'s output
    for (const std::string page :
         {sortable_row("display:none"),
          std::string("<table><tr><td><span style=\"display:none\" class=\"sortkey\">7003325000000000000</span> "
                      "325</td></tr></table>"),
          std::string("<p>(<span style=\"display:none\">key</span>)</p>"),
          std::string("<ul><li>one<span style=\"display:none\">key</span></li><li>two</li></ul>")}) {
        const BlockTree t = build_block_tree(page);
        EXPECT_EQ(t.html(), clean(page)) << page;
        EXPECT_EQ(hidden_texts(t).size(), 1u) << page;
        const std::string c = clean(page);
        EXPECT_TRUE(c.find("key") != std::string::npos || c.find("700") != std::string::npos) << c;
    }
}

TEST(InlineHidden, RenderDropsMarkedTextOnlyWhenAsked) {
    const std::string page = sortable_row("display:none") +
                             "<table><tr><td>Ripon</td><td><span style=\"display:none\">7003325000000000000</span> "
                             "325</td></tr></table>";
    const BlockTree t = build_block_tree(page);
    const std::vector<std::uint8_t> all(t.size(), 1);
    // off: as before (all kept equals the tree's HTML)
    EXPECT_EQ(render(t, all), t.html());
    const std::string out = render(t, all, dropping());
    EXPECT_EQ(out.find("7002599"), std::string::npos) << out;
    EXPECT_EQ(out.find("7003325"), std::string::npos) << out;
    EXPECT_EQ(out.find("<span"), std::string::npos) << out;  // the emptied span goes too
    EXPECT_NE(out.find("<td>599"), std::string::npos) << out;
    EXPECT_NE(out.find("<td>325"), std::string::npos) << out;
    // the block texts keep the key (the scorer reads them)
    bool in_text = false;
    for (BlockIndex b = 0; b < t.size(); ++b) in_text = in_text || t.text(b).find("7002599") != std::string_view::npos;
    EXPECT_TRUE(in_text);
    // markdown and text agree
    for (const OutputFormat f : {OutputFormat::kMarkdown, OutputFormat::kText}) {
        SerializeOptions o = dropping();
        o.format = f;
        const std::string md = render(t, all, o);
        EXPECT_EQ(md.find("700"), std::string::npos) << md;
        EXPECT_NE(md.find("599"), std::string::npos) << md;
        o.drop_inline_hidden = false;
        EXPECT_NE(render(t, all, o).find("7002599"), std::string::npos);
    }
}

TEST(InlineHidden, RenderTruncatedCountsOnlyShownText) {
    const BlockTree t = build_block_tree(
        "<p>Alpha <span style=\"display:none\">7001000000000000000</span>beta gamma delta epsilon.</p>",
        BlockTreeOptions{{}, 256, 1, 0});
    ASSERT_EQ(t.size(), 1u);
    bool truncated = true;
    EXPECT_EQ(render_truncated(t, 0, 1000, dropping(), &truncated), "<p>Alpha beta gamma delta epsilon.</p>");
    EXPECT_FALSE(truncated);
    // 16 bytes of shown text: "Alpha beta gamma" (the key's 19 bytes do not count)
    EXPECT_EQ(render_truncated(t, 0, 16, dropping(), &truncated), "<p>Alpha beta gamma</p>");
    EXPECT_TRUE(truncated);
    EXPECT_NE(render_truncated(t, 0, 1000).find("7001"), std::string::npos);
}

TEST(InlineHidden, RefineKeepsTheMarks) {
    const BlockTree t =
        build_block_tree(sortable_row("display:none") + "<p>other words</p>", BlockTreeOptions{{}, 4, 1, 0});
    std::vector<std::uint8_t> keep(t.size(), 0);
    for (BlockIndex b = 0; b < t.size(); ++b) keep[b] = t.text(b).find("other") == std::string_view::npos;
    BlockTreeOptions fine;
    fine.max_words = 2;
    const BlockTree r = refine(t, keep, fine);
    EXPECT_EQ(hidden_texts(r), std::vector<std::string>{"7002599000000000000"});
    EXPECT_EQ(r.html(), render(t, keep));
    const std::vector<std::uint8_t> all(r.size(), 1);
    EXPECT_EQ(render(r, all, dropping()), render(t, keep, dropping()));
}

}  // namespace
}  // namespace htmlprune
