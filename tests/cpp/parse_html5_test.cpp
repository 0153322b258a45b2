// Tree builder rules that html5lib-tests' tree-construction suite checks (tests/html5lib/): foster parenting,
// U+0000 in text, frameset documents, <selectedcontent>. Each case also checks that the Document is in
// pre-order again after nodes were inserted out of order.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "htmlprune/parse.hpp"
#include "parse_support.hpp"

namespace htmlprune {
namespace {

using test::check_invariants;
using test::find_element;
using test::render;

// The body's content, after checking the Document's invariants.
std::string checked_body(std::string_view html, bool comments = false) {
    ParseOptions o;
    o.keep_comments = comments;
    const Document d = parse(html, o);
    const std::string problem = check_invariants(d);
    if (!problem.empty()) return "invariant broken: " + problem;
    const NodeIndex body = find_element(d, TagId::kBody);
    return body == kNoNode ? "no body" : render(d, body, false);
}

std::string checked_whole(std::string_view html) {
    const Document d = parse(html);
    const std::string problem = check_invariants(d);
    if (!problem.empty()) return "invariant broken: " + problem;
    return render(d, 0, false);
}

TEST(ParseFosterParenting, TextInATableGoesBeforeIt) {
    EXPECT_EQ(checked_body("<table>A<td>B</td>C</table>"),
              "AC<table><tbody><tr><td>B</td></tr></tbody></table>");
    EXPECT_EQ(checked_body("x<table>y"), "xy<table></table>");
    // Whitespace alone stays in the table.
    EXPECT_EQ(checked_body("<table> <tr> <td>a</td> </tr> </table>"),
              "<table> <tbody><tr> <td>a</td> </tr> </tbody></table>");
    // All the pending text moves, whitespace included.
    EXPECT_EQ(checked_body("<table><tr> b </tr></table>"), " b <table><tbody><tr></tr></tbody></table>");
}

TEST(ParseFosterParenting, ElementsInATableGoBeforeItWithTheirContent) {
    // The <a> is closed by the cell and opened again (a copy) for the text after it.
    EXPECT_EQ(checked_body("<table><a>1<td>2</td>3</table>"),
              "<a>1</a><a>3</a><table><tbody><tr><td>2</td></tr></tbody></table>");
    EXPECT_EQ(checked_body("<table><div>x<p>y</div><tr><td>z</table>"),
              "<div>x<p>y</p></div><table><tbody><tr><td>z</td></tr></tbody></table>");
    EXPECT_EQ(checked_body("<div><table><tr><span>s</span><td>c</table></div>"),
              "<div><span>s</span><table><tbody><tr><td>c</td></tr></tbody></table></div>");
    // </p> inserts an empty paragraph: before the table, too.
    EXPECT_EQ(checked_body("<table></p></table>"), "<p></p><table></table>");
}

// fuzz_clean: a tag that ends svg content fostered out of a table is reprocessed in the table's mode,
// so it is fostered too (13.2.6.5, then 13.2.6.4.9): it used to land in the table, and clean's output of
// that tree read back as another one.
TEST(ParseFosterParenting, ATagLeavingSvgInATableIsFosteredToo) {
    EXPECT_EQ(checked_body("<table><svg><s>n"), "<svg></svg><s>n</s><table></table>");
    EXPECT_EQ(checked_body("<table><tr><td>c</td><math><b>m"),
              "<math></math><b>m</b><table><tbody><tr><td>c</td></tr></tbody></table>");
}

TEST(ParseFosterParenting, TablePartsScriptsFormsAndHiddenInputsStay) {
    EXPECT_EQ(checked_body("<table><script>s</script><style>t</style><tr><td>c</table>"),
              "<table><script>s</script><style>t</style><tbody><tr><td>c</td></tr></tbody></table>");
    EXPECT_EQ(checked_body("<table><form><input type=HIDDEN><input><tr><td>c</table>"),
              "<input><table><form></form><input type=\"HIDDEN\"><tbody><tr><td>c</td></tr></tbody></table>");
    // Inside a cell nothing moves.
    EXPECT_EQ(checked_body("<table><tr><td>a<div>b</div></table>"),
              "<table><tbody><tr><td>a<div>b</div></td></tr></tbody></table>");
}

TEST(ParseFosterParenting, NestedTablesAndTemplates) {
    EXPECT_EQ(checked_body("<table><tr><td><table>x<tr><td>y</table>z</table>"),
              "<table><tbody><tr><td>x<table><tbody><tr><td>y</td></tr></tbody></table>z</td></tr></tbody>"
              "</table>");
    EXPECT_EQ(checked_body("<body><template><table>x</table></template>"),
              "<template>x<table></table></template>");
}

TEST(ParseFosterParenting, ManyFosteredNodesStayLinear) {
    std::string html = "<table>";
    for (int i = 0; i < 20000; ++i) html += "<b>x</b><tr><td>c</td></tr>";
    const Document d = parse(html);
    EXPECT_EQ(check_invariants(d), "");
}

TEST(ParseFormatting, AdoptionAgencySplitsMisnestedFormatting) {
    EXPECT_EQ(checked_body("<b>1<p>2</b>3</p>"), "<b>1</b><p><b>2</b>3</p>");
    EXPECT_EQ(checked_body("<a>1<div>2<div>3</a>4</div>5</div>"),
              "<a>1</a><div><a>2</a><div><a>3</a>4</div>5</div>");
    EXPECT_EQ(checked_body("<p>1<s id=\"A\">2<b id=\"B\">3</p>4</s>5</b>"),
              "<p>1<s id=\"A\">2<b id=\"B\">3</b></s></p><s id=\"A\"><b id=\"B\">4</b></s><b id=\"B\">5</b>");
    // Nothing special in between: the end tag closes it and what it holds.
    EXPECT_EQ(checked_body("<a>1<b>2</a>3</b>"), "<a>1<b>2</b></a><b>3</b>");
    // A nested <a> closes the open one, across a block too.
    EXPECT_EQ(checked_body("<a>1<div>2<a>3</a></div>"), "<a>1</a><div><a>2</a><a>3</a></div>");
}

TEST(ParseFormatting, ClosedFormattingIsReconstructed) {
    EXPECT_EQ(checked_body("<p><b>x</p>y"), "<p><b>x</b></p><b>y</b>");
    EXPECT_EQ(checked_body("<i>a<table><tr><td>b</td></tr></table>c"),
              "<i>a<table><tbody><tr><td>b</td></tr></tbody></table>c</i>");
    // Noah's Ark: at most three identical entries are reopened.
    EXPECT_EQ(checked_body("<p><b><b><b><b>x</p>y"),
              "<p><b><b><b><b>x</b></b></b></b></p><b><b><b>y</b></b></b>");
    // A cell is a marker: formatting from outside the table is not reopened in it.
    EXPECT_EQ(checked_body("<b><table><td>x</td></table>"),
              "<b><table><tbody><tr><td>x</td></tr></tbody></table></b>");
}

TEST(ParseFormatting, HostileNestingStaysLinear) {
    // Deep and wide misnesting: the bounded fallbacks keep the parse linear and the tree valid.
    std::string html;
    for (int i = 0; i < 3000; ++i) html += "<b><div>";
    for (int i = 0; i < 3000; ++i) html += "</b>x";
    for (int i = 0; i < 3000; ++i) html += "<i id=" + std::to_string(i) + "><p>";
    html += "</i></i><a><div><a>";
    const Document d = parse(html);
    EXPECT_EQ(check_invariants(d), "");
}

TEST(ParseNul, DroppedInHtmlTextKeptAsReplacementElsewhere) {
    EXPECT_EQ(checked_body(std::string_view("a\0b<table>\0c\0</table>", 21)), "abc<table></table>");
    EXPECT_EQ(checked_body(std::string_view("<select>\0<option>o\0</select>", 28)),
              "<select><option>o</option></select>");
    EXPECT_EQ(checked_body(std::string_view("<svg>a\0b</svg>", 14)), "<svg>a\xEF\xBF\xBD" "b</svg>");
    EXPECT_EQ(checked_body(std::string_view("<svg><foreignObject>a\0b</svg>", 29)),
              "<svg><foreignobject>ab</foreignobject></svg>");
    EXPECT_EQ(checked_body(std::string_view("<textarea>\0</textarea>", 22)),
              "<textarea>\xEF\xBF\xBD</textarea>");
    // Only NUL leaves no text node behind.
    EXPECT_EQ(checked_body(std::string_view("<p>\0\0</p>", 9)), "<p></p>");
}

TEST(ParseFrameset, FramesetDocumentsDropTheRest) {
    // Every Document keeps a body: an empty one after the frameset.
    EXPECT_EQ(checked_whole("<frameset><frame></frameset> te st<p>x"),
              "<html><head></head><frameset><frame></frameset><body></body></html>");
    EXPECT_EQ(checked_whole("<html><frameset></frameset></html>abc<plaintext>d"),
              "<html><head></head><frameset></frameset><body></body></html>");
    EXPECT_EQ(checked_whole("<frameset><frameset><frame></frameset><noframes>n</noframes></frameset>x"),
              "<html><head></head><frameset><frameset><frame></frameset><noframes>n</noframes></frameset>"
              "<body></body></html>");
}

TEST(ParseFrameset, AFramesetReplacesABodyWithoutContentOnly) {
    EXPECT_EQ(checked_whole("<body><div><frameset><frame></frameset>x"),
              "<html><head></head><frameset><frame></frameset><body></body></html>");
    EXPECT_EQ(checked_body("<body>text<frameset>x"), "textx");
    EXPECT_EQ(checked_body("<body><img><frameset>x"), "<img>x");
}

TEST(ParseSelectedContent, ShowsTheSelectedOption) {
    EXPECT_EQ(checked_body("<select><button><selectedcontent></button><option>X"),
              "<select><button><selectedcontent>X</selectedcontent></button><option>X</option></select>");
    EXPECT_EQ(checked_body("<select><button><selectedcontent></button><option>X<option>Y"),
              "<select><button><selectedcontent>X</selectedcontent></button><option>X</option>"
              "<option>Y</option></select>");
    EXPECT_EQ(checked_body("<select><button><selectedcontent></button><option>X<option selected>Y"),
              "<select><button><selectedcontent>Y</selectedcontent></button><option>X</option>"
              "<option selected=\"\">Y</option></select>");
    EXPECT_EQ(checked_body("<select><button><selectedcontent></button><option>x<i>i<b>b</i></select>"),
              "<select><button><selectedcontent>x<i>i<b>b</b></i></selectedcontent></button>"
              "<option>x<i>i<b>b</b></i></option></select>");
    // Without a select around, nothing is copied.
    EXPECT_EQ(checked_body("<selectedcontent></selectedcontent><option>X"),
              "<selectedcontent></selectedcontent><option>X</option>");
}

}  // namespace
}  // namespace htmlprune
