// markdown(): GFM constructs, the fallbacks, words in order, format dispatch in serialize()/clean()/render().
#include <gtest/gtest.h>

#include <cctype>
#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/clean.hpp"
#include "htmlprune/markdown.hpp"
#include "htmlprune/parse.hpp"
#include "htmlprune/prune.hpp"
#include "htmlprune/serialize.hpp"

namespace htmlprune {
namespace {

std::string md(std::string_view html, std::vector<std::string> keep_attrs = {}) {
    CleanOptions o;
    o.keep_attrs = std::move(keep_attrs);
    o.serialize.format = OutputFormat::kMarkdown;
    return clean(html, o);
}

// Word characters in order ('*' and '`' dropped, as markdown markup), for the lossless check.
std::vector<std::string> words(std::string_view s) {
    std::vector<std::string> out;
    std::string cur;
    for (const char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '*' || c == '`') continue;
        if (std::isalnum(u) || u >= 0x80 || c == '_') {
            cur.push_back(c);
        } else if (!cur.empty()) {
            out.push_back(cur);
            cur.clear();
        }
    }
    if (!cur.empty()) out.push_back(cur);
    return out;
}

TEST(Markdown, HeadingsParagraphsEmphasis) {
    EXPECT_EQ(md("<h2>A <b>b</b></h2><p>x <em>y</em> <i></i>z</p>"), "## A **b**\n\nx *y* z");
    EXPECT_EQ(md("<p><b>bold </b>next</p>"), "**bold** next");
    EXPECT_EQ(md("<p><del>gone</del></p>"), "~~gone~~");
}

TEST(Markdown, Lists) {
    EXPECT_EQ(md("<p>p</p><ul><li>a<ul><li>b</ul><li>c</ul><p>q</p>"), "p\n\n- a\n  - b\n- c\n\nq");
    EXPECT_EQ(md("<ol><li>x<li>y<li>z</ol>"), "1. x\n2. y\n3. z");
    EXPECT_EQ(md("<ul><li><ul><li>deep</ul></ul>"), "- - deep");
}

TEST(Markdown, PipeTables) {
    EXPECT_EQ(md("<table><thead><tr><th>h1<th>h2</thead><tbody><tr><td>a<td>b<tr><td>c</tbody></table>"),
              "| h1 | h2 |\n|---|---|\n| a | b |\n| c |  |");
    // line breaks and blocks inside cells become spaces; '|' is escaped
    EXPECT_EQ(md("<table><tr><td><p>a</p><p>b</p><td>x<br>y|z</table>"), "| a b | x y\\|z |\n|---|---|");
}

TEST(Markdown, ComplexTablesStayHtml) {
    const std::string spans = md("<table><tr><td rowspan=2>a<td>b<tr><td>c</table>", {"rowspan"});
    EXPECT_EQ(spans.rfind("<table>", 0), 0u) << spans;
    EXPECT_NE(spans.find("rowspan=\"2\""), std::string::npos);
    const std::string nested = md("<p>a</p><table><tr><td><table><tr><td>in<td>in2</table><td>out</table><p>b</p>");
    EXPECT_EQ(nested,
              "a\n\n<table><tbody><tr><td><table><tbody><tr><td>in</td><td>in2</td></tr></tbody></table></td>"
              "<td>out</td></tr></tbody></table>\n\nb");
    // a cell that clean() reduces to its text is a plain cell again
    EXPECT_EQ(md("<table><tr><td><table><tr><td>in</table><td>out</table>"), "| in | out |\n|---|---|");
}

TEST(Markdown, CodeLinksImagesQuotes) {
    EXPECT_EQ(md("<pre>a\n  b</pre>"), "```\na\n  b\n```");
    EXPECT_EQ(md("<p>run <code>ls -l</code></p>"), "run `ls -l`");
    EXPECT_EQ(md("<p><a href=\"/x\">go</a></p>"), "go");
    EXPECT_EQ(md("<p><a href=\"/x\">go</a></p>", {"href"}), "[go](/x)");
    EXPECT_EQ(md("<p><img alt=\"cat\" src=\"c.png\"></p>", {"alt", "src"}), "![cat](c.png)");
    EXPECT_EQ(md("<p><img alt=\"cat\" src=\"c.png\"></p>", {"alt"}), "cat");
    EXPECT_EQ(md("<blockquote><p>a</p><ul><li>b</ul></blockquote><p>c</p>"), "> a\n> - b\n\nc");
    // clean() drops an empty <hr>; markdown() of a parsed page writes it
    ParseOptions po;
    const Document d = parse("<p>a</p><hr><p>b</p>", po);
    SerializeOptions so;
    so.format = OutputFormat::kMarkdown;
    EXPECT_EQ(serialize(d, so), "a\n\n---\n\nb");
}

TEST(Markdown, SameWordsAsVisibleText) {
    const std::string page =
        "<title>T</title><div><h1>One <i>two</i></h1><ul><li>three<li>four <b>five</b></ul>"
        "<table><tr><th>six<th>seven<tr><td>eight<td>nine</table><pre>ten  eleven</pre>"
        "<blockquote>twelve</blockquote><p>thir<b>teen</b></p></div>";
    // The cleaned page keeps its <title> (clean.hpp rule 1): the words of its whole visible text.
    std::string text;
    visible_text(parse(page), text, 0, /*include_title=*/true);
    EXPECT_EQ(words(md(page)), words(text));
}

TEST(Markdown, DeepNestingIsIterative) {
    std::string page;
    for (int i = 0; i < 5000; ++i) page += "<ul><li>";
    page += "x";
    ParseOptions po;
    po.limits.max_depth = 1u << 20;
    const Document d = parse(page, po);
    std::string out;
    SerializeOptions so;
    so.format = OutputFormat::kMarkdown;
    serialize(d, so, out);
    EXPECT_EQ(out.back(), 'x');
}

TEST(Markdown, RenderHonoursFormat) {
    const BlockTree tree = build_block_tree(std::string_view(
        "<h2>Moons</h2><table><tr><th>Planet<th>Moons<tr><td>Saturn<td>146<tr><td>Mars<td>2</table>"));
    std::vector<std::uint8_t> keep(tree.size(), 1);
    SerializeOptions so;
    so.format = OutputFormat::kMarkdown;
    EXPECT_EQ(render(tree, keep, so), "## Moons\n\n| Planet | Moons |\n|---|---|\n| Saturn | 146 |\n| Mars | 2 |");
    so.format = OutputFormat::kText;
    EXPECT_EQ(render(tree, keep, so), "Moons\nPlanet\nMoons\nSaturn\n146\nMars\n2");
}

}  // namespace
}  // namespace htmlprune
