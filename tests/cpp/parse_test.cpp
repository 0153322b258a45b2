// Tree builder: implied elements, browser recoveries, limits, invariants and hostile input.
#include "htmlprune/parse.hpp"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "parse_support.hpp"

namespace htmlprune {
namespace {

using test::body;
using test::check_invariants;
using test::find_element;
using test::render;
using test::whole;

TEST(ParseStructure, ImpliedHtmlHeadBody) {
    EXPECT_EQ(whole(""), "<html><head></head><body></body></html>");
    EXPECT_EQ(whole("hi"), "<html><head></head><body>hi</body></html>");
    EXPECT_EQ(whole("<!DOCTYPE html><title>t</title><p>x"),
              "<!DOCTYPE html><html><head><title>t</title></head><body><p>x</p></body></html>");
    EXPECT_EQ(whole("<html lang=en><body class=b>x</body></html>"),
              "<html lang=\"en\"><head></head><body class=\"b\">x</body></html>");
    EXPECT_EQ(whole("<meta charset=utf-8><link rel=x><style>a{}</style><script>s</script>"
                    "<base href=/><div>d</div>"),
              "<html><head><meta charset=\"utf-8\"><link rel=\"x\"><style>a{}</style>"
              "<script>s</script><base href=\"/\"></head><body><div>d</div></body></html>");
}

TEST(ParseStructure, HeadContentAfterHeadGoesBackIntoHead) {
    EXPECT_EQ(whole("<head></head>\n<script>x</script><body>b"),
              "<html><head><script>x</script></head><body>b</body></html>");
}

TEST(ParseStructure, WhitespaceBeforeBodyIsDropped) {
    EXPECT_EQ(whole("  \n<html>\n <head>\n <title>t</title>\n </head>\n "
                    "<body>\n<p>x</p>\n</body>\n</html>\n"),
              "<html><head><title>t</title></head><body>\n<p>x</p>\n\n\n</body></html>");
}

TEST(ParseStructure, ContentAfterBodyStaysInBody) {
    EXPECT_EQ(body("<div>a</div></body></html>b<p>c"), "<div>a</div>b<p>c</p>");
    EXPECT_EQ(body("<div>a</body>b"), "<div>ab</div>");
}

TEST(ParseStructure, CommentsKeptOrDropped) {
    EXPECT_EQ(whole("<!--a--><p>x<!--b-->y"),
              "<!--a--><html><head></head><body><p>x<!--b-->y</p></body></html>");
    EXPECT_EQ(whole("<!--a--><p>x<!--b-->y", false),
              "<html><head></head><body><p>xy</p></body></html>");
}

TEST(ParseRecovery, ImpliedEndP) {
    EXPECT_EQ(body("<p>a<p>b<div>c</div>"), "<p>a</p><p>b</p><div>c</div>");
    EXPECT_EQ(body("<p>a<ul><li>x</ul>"), "<p>a</p><ul><li>x</li></ul>");
    EXPECT_EQ(body("<p>a<span>b<h2>c</h2>"), "<p>a<span>b</span></p><h2>c</h2>");
    EXPECT_EQ(body("<p><button><p>x</button>y"), "<p><button><p>x</p></button>y</p>");
    EXPECT_EQ(body("<p>a<table><tr><td>x</table>"),
              "<p>a</p><table><tbody><tr><td>x</td></tr></tbody></table>");
}

TEST(ParseRecovery, StrayEndPInsertsEmptyP) { EXPECT_EQ(body("a</p>b"), "a<p></p>b"); }

TEST(ParseRecovery, ListItems) {
    EXPECT_EQ(body("<ul><li>a<li>b<li>c</ul>"), "<ul><li>a</li><li>b</li><li>c</li></ul>");
    EXPECT_EQ(body("<ul><li>a<ul><li>b</ul><li>c</ul>"),
              "<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>");
    EXPECT_EQ(body("<ul><li><div>a<li>b</ul>"), "<ul><li><div>a</div></li><li>b</li></ul>");
    EXPECT_EQ(body("<li>a</li></li>b"), "<li>a</li>b");
}

TEST(ParseRecovery, DefinitionLists) {
    EXPECT_EQ(body("<dl><dt>a<dd>b<dt>c<dd>d</dl>"),
              "<dl><dt>a</dt><dd>b</dd><dt>c</dt><dd>d</dd></dl>");
}

TEST(ParseRecovery, Options) {
    EXPECT_EQ(body("<select><option>a<option>b<optgroup><option>c<optgroup>d</select>"),
              "<select><option>a</option><option>b</option><optgroup><option>c</option>"
              "</optgroup><optgroup>d</optgroup></select>");
}

TEST(ParseRecovery, Headings) { EXPECT_EQ(body("<h1>a<h2>b</h1>c"), "<h1>a</h1><h2>b</h2>c"); }

TEST(ParseTables, ImpliedTbodyRowsAndCells) {
    EXPECT_EQ(body("<table><tr><td>1<td>2<tr><th>3</table>"),
              "<table><tbody><tr><td>1</td><td>2</td></tr><tr><th>3</th></tr></tbody></table>");
    EXPECT_EQ(body("<table><td>x</table>"), "<table><tbody><tr><td>x</td></tr></tbody></table>");
    EXPECT_EQ(body("<table><thead><tr><th>h<tbody><tr><td>d<tfoot><tr><td>f</table>"),
              "<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody>"
              "<tfoot><tr><td>f</td></tr></tfoot></table>");
    EXPECT_EQ(body("<table><caption>c<tr><td>x</table>"),
              "<table><caption>c</caption><tbody><tr><td>x</td></tr></tbody></table>");
    EXPECT_EQ(body("<table><col><col><tr><td>x</table>"),
              "<table><colgroup><col><col></colgroup><tbody><tr><td>x</td></tr></tbody></table>");
}

TEST(ParseTables, CellClosesOpenContent) {
    EXPECT_EQ(body("<table><tr><td><div><b>a<td>b</table>c"),
              "<table><tbody><tr><td><div><b>a</b></div></td><td>b</td></tr></tbody></table>c");
}

TEST(ParseTables, NestedTables) {
    EXPECT_EQ(body("<table><tr><td><table><tr><td>in</table>out</table>"),
              "<table><tbody><tr><td><table><tbody><tr><td>in</td></tr></tbody></table>out</td>"
              "</tr></tbody></table>");
    EXPECT_EQ(body("<table><tr><td>a</td></tr><table><tr><td>b</table>"),
              "<table><tbody><tr><td>a</td></tr></tbody></table><table><tbody><tr><td>b</td></tr>"
              "</tbody></table>");
}

TEST(ParseTables, TextInTableStaysInPlace) {
    EXPECT_EQ(body("<table>x<tr><td>y</table>"),
              "x<table><tbody><tr><td>y</td></tr></tbody></table>");  // foster-parented
}

TEST(ParseTables, StrayCellsOutsideTables) {
    EXPECT_EQ(body("<td>a</td><tr>b<caption>c<tbody><th>d"), "abcd");
    EXPECT_EQ(body("<div>a</td>b</div>"), "<div>ab</div>");
}

TEST(ParseRecovery, VoidElements) {
    EXPECT_EQ(body("<br>a<img src=x>b<input><hr>c"), "<br>a<img src=\"x\">b<input><hr>c");
    EXPECT_EQ(body("<br></br>"), "<br><br>");
    EXPECT_EQ(body("<img>text</img>"), "<img>text");
    EXPECT_EQ(body("<image src=y>"), "<img src=\"y\">");
}

TEST(ParseRecovery, SelfClosingNonVoidIsStartTag) {
    EXPECT_EQ(body("<div/>x<span/>y"), "<div>x<span>y</span></div>");
}

TEST(ParseRecovery, StrayAndMisnestedEndTags) {
    EXPECT_EQ(body("a</div></span></x-y>b"), "ab");
    // The <i> closed by </b> is reopened for the text after it (13.2.4.3 reconstruction).
    EXPECT_EQ(body("<b><i>x</b>y</i>z"), "<b><i>x</i></b><i>y</i>z");
    EXPECT_EQ(body("<div><span>a</div>b"), "<div><span>a</span></div>b");
    EXPECT_EQ(body("<x-a><x-b>t</x-a>u"), "<x-a><x-b>t</x-b></x-a>u");
    // A formatting element closed across a block: the adoption agency ends it before the block and wraps the
    // block's content so far in a copy of it.
    EXPECT_EQ(body("<b><div>x</b>y</div>z"), "<b></b><div><b>x</b>y</div>z");
    // Scope barrier: </b> cannot close a <b> outside the table cell.
    EXPECT_EQ(body("<b><table><tr><td>x</b>y</table>"),
              "<b><table><tbody><tr><td>xy</td></tr></tbody></table></b>");
}

TEST(ParseRecovery, FormsDoNotNest) {
    EXPECT_EQ(body("<form a=1><form a=2>x</form>y<form a=3>z"),
              "<form a=\"1\">x</form>y<form a=\"3\">z</form>");
    // Only </form> resets the form pointer, as in browsers.
    EXPECT_EQ(body("<div><form></div><form>y"), "<div><form></form></div>y");
    EXPECT_EQ(body("<form><div>a</form>b</div>c"), "<form><div>ab</div></form>c");
}

TEST(ParseRecovery, NestedAnchorsCloseTheOpenOne) {
    EXPECT_EQ(body("<a href=1>x<a href=2>y"), "<a href=\"1\">x</a><a href=\"2\">y</a>");
}

TEST(ParseRawText, ScriptStyleTitleTextarea) {
    EXPECT_EQ(body("<body><script>a<b>c</script><style>p>q{}</style><textarea>\n&lt;x</textarea>"),
              "<script>a<b>c</script><style>p>q{}</style><textarea><x</textarea>");
    EXPECT_EQ(body("<pre>\n\nx</pre>"), "<pre>\nx</pre>");
    EXPECT_EQ(body("<body><script>never closed <p>x"), "<script>never closed <p>x</script>");
    EXPECT_EQ(body("<plaintext>a</plaintext><b>"), "<plaintext>a</plaintext><b></plaintext>");
}

TEST(ParseRawText, NoscriptIsMarkup) {
    EXPECT_EQ(body("<body><noscript><div class=post><p>hello</p></div></noscript>after"),
              "<noscript><div class=\"post\"><p>hello</p></div></noscript>after");
    EXPECT_EQ(whole("<head><noscript><link rel=a></noscript></head><body>x"),
              "<html><head><noscript><link rel=\"a\"></noscript></head><body>x</body></html>");
    EXPECT_EQ(whole("<head><noscript><img src=a></noscript>x"),
              "<html><head><noscript></noscript></head><body><img src=\"a\">x</body></html>");
}

TEST(ParseRawText, Template) {
    EXPECT_EQ(body("<body><template><p>a<div>b</div></template>c"),
              "<template><p>a</p><div>b</div></template>c");
    EXPECT_EQ(whole("<head><template><p>t</template></head>"),
              "<html><head><template><p>t</p></template></head><body></body></html>");
}

TEST(ParseForeign, SvgAndMath) {
    EXPECT_EQ(body("<svg viewBox='0 0 1 1'><path d='M0'/><circle/><text>t</text></svg>x"),
              "<svg viewbox=\"0 0 1 1\"><path d=\"M0\"></path><circle></circle><text>t</text>"
              "</svg>x");
    EXPECT_EQ(body("<svg><![CDATA[a<b]]></svg><p><![CDATA[c]]>"),
              "<svg>a<b</svg><p><!--[CDATA[c]]--></p>");
    EXPECT_EQ(body("<svg><g><p>breaks out"), "<svg><g></g></svg><p>breaks out</p>");
    EXPECT_EQ(body("<svg><foreignObject><div>html</div></foreignObject></svg>"),
              "<svg><foreignobject><div>html</div></foreignobject></svg>");
    EXPECT_EQ(body("<math><mi>x</mi></math>"), "<math><mi>x</mi></math>");
}

TEST(ParseForeign, VoidNamesStayChildless) {
    EXPECT_EQ(body("<svg><input><img>t<p>x"),
              "<svg><input></svg><img>t<p>x</p>");  // img breaks out
    EXPECT_EQ(check_invariants(parse("<svg><input>a<br>b<hr>c")), "");
}

TEST(ParseStructure, ImpliedElementsKeepAttrsInRange) {
    // Regression (fuzz): an implied element must not point past attrs when a later tag is ignored.
    EXPECT_EQ(check_invariants(parse("<p a=1><html lang=x><body b=2>")), "");
    EXPECT_EQ(check_invariants(parse("<!DOCTYPE html>\xBF\n<html lang=\"de\"><head><title>t")), "");
}

TEST(ParseRecovery, ManyDistinctCustomElements) {
    std::string html;
    for (int i = 0; i < 5000; ++i) html += "<x-" + std::to_string(i) + ">";
    for (int i = 4999; i >= 0; --i) html += "</x-" + std::to_string(i) + ">";
    html += "tail";
    const Document d = parse(html);
    EXPECT_EQ(check_invariants(d), "");
    const NodeIndex b = find_element(d, TagId::kBody);
    EXPECT_EQ(d.text(d.nodes[b].last_child), "tail");  // every custom element got closed
}

TEST(ParseText, EntitiesAndMerging) {
    EXPECT_EQ(body("a &amp; b</x>c<!x>d"), "a & bc<!--x-->d");
    const Document d = parse("a</nope>b<?pi?>c");
    const NodeIndex b = find_element(d, TagId::kBody);
    ASSERT_NE(d.nodes[b].first_child, kNoNode);
    EXPECT_EQ(d.nodes[b].first_child, d.nodes[b].last_child);  // one merged text node
    EXPECT_EQ(d.text(d.nodes[b].first_child), "abc");
}

TEST(ParseText, NulCrAndInvalidUtf8) {
    // U+0000 in body text is dropped (13.2.6.4.7), in an attribute value it becomes U+FFFD.
    const std::string html("<p title='a\0b'>x\r\ny\0\xFFz</p>", 26);
    const Document d = parse(html);
    EXPECT_EQ(check_invariants(d), "");
    EXPECT_EQ(render(d, find_element(d, TagId::kBody), false),
              "<p title=\"a\xEF\xBF\xBD"
              "b\">x\ny\xEF\xBF\xBDz</p>");
}

TEST(ParseAttributes, LookupAndDuplicates) {
    const Document d = parse("<a HREF='/x' href=/y data-q=\"1&amp;2\">l</a>");
    const NodeIndex a = find_element(d, TagId::kA);
    ASSERT_NE(a, kNoNode);
    EXPECT_EQ(d.attribute(a, "href"), "/x");
    EXPECT_EQ(d.attribute(a, "data-q"), "1&2");
    EXPECT_EQ(d.nodes[a].attr_count, 2u);
    bool found = true;
    EXPECT_EQ(d.attribute(a, "title", &found), "");
    EXPECT_FALSE(found);
}

TEST(ParseAttributes, UnknownElementsKeepTheirName) {
    const Document d = parse("<My-Widget data-x=1>w</my-widget>");
    NodeIndex w = kNoNode;
    for (NodeIndex i = 0; i < d.nodes.size(); ++i) {
        if (d.nodes[i].kind == NodeKind::kElement && d.name(i) == "my-widget") w = i;
    }
    ASSERT_NE(w, kNoNode);
    EXPECT_EQ(d.nodes[w].tag, TagId::kUnknown);
    EXPECT_EQ(d.text(d.nodes[w].first_child), "w");
}

TEST(ParseLimits, MaxBytes) {
    ParseOptions o;
    o.limits.max_bytes = 10;
    try {
        parse("<p>more than ten bytes</p>", o);
        FAIL() << "expected Error";
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), Errc::kLimitExceeded);
        EXPECT_NE(std::string(e.what()).find("26 bytes"), std::string::npos);
        EXPECT_NE(std::string(e.what()).find("max_bytes=10"), std::string::npos);
    }
    o.limits.max_bytes = 26;
    EXPECT_NO_THROW(parse("<p>more than ten bytes</p>", o));
}

TEST(ParseLimits, MaxNodes) {
    ParseOptions o;
    o.limits.max_nodes = 50;
    std::string html;
    for (int i = 0; i < 100; ++i) html += "<p>x";
    try {
        parse(html, o);
        FAIL() << "expected Error";
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), Errc::kLimitExceeded);
        EXPECT_NE(std::string(e.what()).find("max_nodes=50"), std::string::npos);
    }
    o.limits.max_nodes = 1000;
    EXPECT_NO_THROW(parse(html, o));
}

TEST(ParseLimits, EveryNodeLimitEitherFitsOrThrows) {
    const std::string html = "<!--c--><title>t</title><table><td>x<svg><g/></svg></table><p>y";
    ParseOptions o;
    o.keep_comments = true;
    const std::size_t full = parse(html, o).nodes.size();
    for (std::uint32_t limit = 1; limit <= full + 1; ++limit) {
        o.limits.max_nodes = limit;
        Document d;
        try {
            parse(html, o, d);
            EXPECT_GE(limit, full) << limit;
            EXPECT_EQ(check_invariants(d), "");
        } catch (const Error& e) {
            EXPECT_LT(limit, full) << limit;
            EXPECT_EQ(e.code(), Errc::kLimitExceeded);
        }
    }
}

TEST(ParseSkipDroppedText, SameTreeWithoutRawTextAndSameLimits) {
    const std::string html =
        "<head><script>a<b</script><style>p{}</style></head><p>x<script><!-- <script></script> --></script>"
        "<iframe><p>IFR</p></iframe><noembed>NOEMB</noembed><noframes>NOFR</noframes><textarea>t</textarea>"
        "<xmp>x</xmp><title>t</title><style></style><p>y<script>UNTERM";
    ParseOptions plain;
    ParseOptions skip;
    skip.skip_dropped_text = true;
    const Document full = parse(html, plain);
    const Document lean = parse(html, skip);
    // The same elements; the only nodes missing are the texts of script/style/iframe/noembed/noframes.
    std::size_t dropped = 0;
    for (NodeIndex i = 1; i < full.nodes.size(); ++i) {
        const Node& n = full.nodes[i];
        const TagId pt = full.nodes[n.parent].tag;
        if (n.kind == NodeKind::kText && (pt == TagId::kScript || pt == TagId::kStyle || pt == TagId::kIframe ||
                                          pt == TagId::kNoembed || pt == TagId::kNoframes)) {
            ++dropped;
        }
    }
    EXPECT_EQ(dropped, 7u);
    EXPECT_EQ(lean.nodes.size() + dropped, full.nodes.size());
    EXPECT_EQ(check_invariants(lean), "");
    std::string expected = render(full, 0, false);
    for (const char* t : {"a<b", "p{}", "<!-- <script></script> -->", "<p>IFR</p>", "NOEMB", "NOFR", "UNTERM"}) {
        const std::size_t at = expected.find(t);
        ASSERT_NE(at, std::string::npos) << t;
        expected.erase(at, std::string(t).size());
    }
    EXPECT_EQ(render(lean, 0, false), expected);
    // max_nodes counts the skipped texts: a page fails at exactly the same limits.
    for (std::uint32_t limit = 1; limit <= full.nodes.size() + 1; ++limit) {
        plain.limits.max_nodes = skip.limits.max_nodes = limit;
        bool plain_fails = false;
        bool skip_fails = false;
        try {
            parse(html, plain);
        } catch (const Error&) {
            plain_fails = true;
        }
        try {
            parse(html, skip);
        } catch (const Error&) {
            skip_fails = true;
        }
        EXPECT_EQ(plain_fails, skip_fails) << limit;
    }
}

TEST(ParseInputNormalized, SameTreeOnCleanInput) {
    const std::string html = "\xEF\xBB\xBF<p a='\xC3\xA9'>caf\xC3\xA9 \xE2\x82\xAC<pre>\nx</pre>";
    ParseOptions o;
    o.input_normalized = true;
    EXPECT_EQ(render(parse(html, o), 0, false), render(parse(html), 0, false));
}

TEST(ParseLimits, MaxDepthAttachesDeeperElementsAtTheCap) {
    ParseOptions o;
    o.limits.max_depth = 5;  // html, body, div, div, div
    const Document d = parse("<div><div><div><div><div>deep</div></div></div></div></div>tail", o);
    EXPECT_EQ(check_invariants(d), "");
    EXPECT_EQ(render(d, find_element(d, TagId::kBody), false),
              "<div><div><div><div></div><div></div>deep</div></div></div>tail");
}

TEST(ParseLimits, ReusedDocument) {
    Document d;
    parse("<p>first page with text</p>", {}, d);
    parse("<b>2</b>", {}, d);
    EXPECT_EQ(render(d, find_element(d, TagId::kBody), false), "<b>2</b>");
    EXPECT_EQ(check_invariants(d), "");
}

TEST(ParseHostile, EmptyWhitespaceBinary) {
    for (std::string_view s :
         {std::string_view(""), std::string_view(" \n\t\r\n "), std::string_view("\0\0\0", 3),
          std::string_view("\xFF\xFE\x00<", 4), std::string_view("<<<<>>>>&&&&;;;</</</<!<!<?"),
          std::string_view("\xEF\xBB\xBF")}) {
        const Document d = parse(s);
        EXPECT_EQ(check_invariants(d), "") << s;
        EXPECT_NE(find_element(d, TagId::kBody), kNoNode);
    }
    std::string garbage;
    std::uint32_t x = 12345;
    for (int i = 0; i < 200000; ++i) {
        x = x * 1103515245u + 12345u;
        garbage.push_back(static_cast<char>(x >> 24));
    }
    const Document d = parse(garbage);
    EXPECT_EQ(check_invariants(d), "");
}

TEST(ParseHostile, DeepNestingIsLinearAndKeepsText) {
    std::string divs;
    for (int i = 0; i < 200000; ++i) divs += "<div>";
    divs += "deep";
    for (int i = 0; i < 200000; ++i) divs += "</div>";
    divs += "after";
    const Document d = parse(divs);
    EXPECT_EQ(check_invariants(d), "");
    EXPECT_EQ(d.nodes.size(), 4u + 200000u + 2u);  // root, html, head, body, divs, two texts
    std::string bs;
    for (int i = 0; i < 200000; ++i) bs += "<b>";
    bs += "x";
    for (int i = 0; i < 200000; ++i) bs += "</i><p>";  // stray end tags and p scope checks
    const Document d2 = parse(bs);
    EXPECT_EQ(check_invariants(d2), "");
}

TEST(ParseHostile, UnterminatedConstructs) {
    EXPECT_EQ(body("a<div class=\"x"), "a");
    EXPECT_EQ(body("a<!-- b"), "a<!-- b-->");
    EXPECT_EQ(body("a<script>b"), "a<script>b</script>");
    EXPECT_EQ(body("a<title>b"), "a<title>b</title>");
    EXPECT_EQ(body("a<textarea>b<p>"), "a<textarea>b<p></textarea>");
}

TEST(ParseHostile, HugeAttributeValue) {
    std::string html = "<div title=\"";
    html.append(10u << 20, 'a');
    html += "\">x</div>";
    const Document d = parse(html);
    const NodeIndex div = find_element(d, TagId::kDiv);
    ASSERT_NE(div, kNoNode);
    EXPECT_EQ(d.attribute(div, "title").size(), 10u << 20);
    EXPECT_EQ(check_invariants(d), "");
}

TEST(ParseInvariants, RealisticPage) {
    const char* page =
        "<!DOCTYPE html><html><head><meta charset=utf-8><title>Shop &ndash; Item</title>"
        "<script>var x = '<div>'; if (a < b) {}</script><style>.a>b{}</style></head>"
        "<body><nav><ul><li><a href=/>Home<li><a href=/x>X</ul></nav>"
        "<main><h1>Item</h1><p>Great <b>value<p>Second<table><tr><th>k<th>v<tr><td>a<td>1"
        "</table><form><input name=q><button>Go</button></form></main>"
        "<footer>&copy; 2024</footer><!-- end --></body></html>";
    const Document d = parse(page);
    EXPECT_EQ(check_invariants(d), "");
    EXPECT_EQ(render(d, find_element(d, TagId::kTitle), false), "Shop \xE2\x80\x93 Item");
}

}  // namespace
}  // namespace htmlprune
