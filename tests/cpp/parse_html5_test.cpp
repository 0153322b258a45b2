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
    EXPECT_EQ(checked_body("<table><a>1<td>2</td>3</table>"),
              "<a>1</a>3<table><tbody><tr><td>2</td></tr></tbody></table>");
    EXPECT_EQ(checked_body("<table><div>x<p>y</div><tr><td>z</table>"),
              "<div>x<p>y</p></div><table><tbody><tr><td>z</td></tr></tbody></table>");
    EXPECT_EQ(checked_body("<div><table><tr><span>s</span><td>c</table></div>"),
              "<div><span>s</span><table><tbody><tr><td>c</td></tr></tbody></table></div>");
    // </p> inserts an empty paragraph: before the table, too.
    EXPECT_EQ(checked_body("<table></p></table>"), "<p></p><table></table>");
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
