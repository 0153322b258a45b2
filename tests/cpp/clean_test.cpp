// clean(): rules of clean.hpp, golden fixtures in tests/data/clean, invariants, hostile input, batches.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "htmlprune/batch.hpp"
#include "htmlprune/clean.hpp"
#include "htmlprune/parse.hpp"
#include "htmlprune/serialize.hpp"
#include "htmlprune/status.hpp"

namespace htmlprune {
namespace {

// Cleans with compact single-line output (no newlines between blocks) unless told otherwise.
std::string C(std::string_view html, CleanOptions o = {}) {
    o.serialize.newline_between_blocks = false;
    return clean(html, o);
}

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    std::istringstream in{std::string(text)};
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

std::string read_file(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    std::stringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

bool blockish(const Document& d, NodeIndex i) {
    if (i == kNoNode) return false;
    const Node& n = d.nodes[i];
    return n.kind == NodeKind::kElement && is_block_boundary(n.tag) && n.tag != TagId::kBr;
}

// A canonical dump of a tree. Whitespace at block boundaries (outside pre-like elements) is dropped: it is
// what newline_between_blocks and omitted end tags add, and what clean() ignores.
std::string dump(const Document& d) {
    std::string out;
    std::vector<std::pair<NodeIndex, int>> stack;
    for (NodeIndex c = d.nodes[0].last_child; c != kNoNode; c = d.nodes[c].prev_sibling) stack.push_back({c, 0});
    auto is_ws = [](char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f'; };
    while (!stack.empty()) {
        auto [i, depth] = stack.back();
        stack.pop_back();
        const Node& n = d.nodes[i];
        if (n.kind == NodeKind::kText) {
            bool pre = false;
            for (NodeIndex a = n.parent; a != 0 && a != kNoNode; a = d.nodes[a].parent) {
                if (preserves_whitespace(d.nodes[a].tag)) pre = true;
            }
            std::string t(d.text(i));
            if (!pre) {
                const bool parent_block = n.parent == 0 || blockish(d, n.parent);
                const bool at_start = n.prev_sibling == kNoNode ? parent_block : blockish(d, n.prev_sibling);
                const bool at_end = n.next_sibling == kNoNode ? parent_block : blockish(d, n.next_sibling);
                if (at_start) t.erase(0, std::find_if(t.begin(), t.end(), [&](char c) { return !is_ws(c); }) - t.begin());
                while (at_end && !t.empty() && is_ws(t.back())) t.pop_back();
                if (t.empty()) continue;
            }
            out += std::string(depth, ' ') + "\"" + t + "\"\n";
        } else if (n.kind == NodeKind::kElement) {
            out += std::string(depth, ' ') + "<" + std::string(d.name(i));
            for (std::uint32_t a = n.attr_begin; a < n.attr_begin + n.attr_count; ++a) {
                out += " " + std::string(d.view(d.attrs[a].name)) + "=" + std::string(d.view(d.attrs[a].value));
            }
            out += ">\n";
            for (NodeIndex c = n.last_child; c != kNoNode; c = d.nodes[c].prev_sibling) stack.push_back({c, depth + 1});
        } else {
            out += std::string(depth, ' ') + "#" + std::to_string(static_cast<int>(n.kind)) + "\n";
        }
    }
    return out;
}

// The guarantees of clean.hpp, checked on one input under one set of options.
void expect_invariants(const std::string& html, const CleanOptions& base, const std::string& label) {
    for (int omit = 0; omit < 2; ++omit) {
        for (int newline = 0; newline < 2; ++newline) {
            CleanOptions o = base;
            o.serialize.omit_optional_end_tags = omit != 0;
            o.serialize.newline_between_blocks = newline != 0;
            SCOPED_TRACE(label + " omit=" + std::to_string(omit) + " newline=" + std::to_string(newline));
            const Document cleaned = clean_document(html, o);
            const std::string once = serialize(cleaned, o.serialize);
            EXPECT_EQ(once, clean(html, o));
            EXPECT_EQ(clean(once, o), once) << "not idempotent";
            EXPECT_EQ(dump(parse(once)), dump(cleaned)) << "does not parse back to the same tree";
            if (!base.keep_attrs.empty() || !base.drop_empty) continue;
            EXPECT_EQ(words(visible_text(once)), words(visible_text(html))) << "visible words changed";
        }
    }
}

// ---- removal ------------------------------------------------------------------------------------------

TEST(Clean, MergesSingleNestedWrappersKeepingTheInnerTag) {
    EXPECT_EQ(C("<div><div><p>x</p></div></div>"), "<p>x</p>");
    EXPECT_EQ(C("<div><div><p>Hello <b>world</b></p></div></div><script>x()</script>"),
              "<p>Hello <b>world</b></p>");
    EXPECT_EQ(C("<section><article><div><h2>T</h2><p>b</p></div></article></section>"), "<h2>T</h2><p>b</p>");
    // body keeps its own tag and drops a generic only child
    EXPECT_EQ(C("<div><p>a</p><p>b</p></div>"), "<p>a</p><p>b</p>");
}

TEST(Clean, RemovesScriptStyleTemplateCommentsDoctypeAndHeadMetadata) {
    const std::string out = C(
        "<!DOCTYPE html><html><head><meta charset=utf-8><link rel=x href=y><base href=/><style>p{}</style>"
        "<script>var a=1;</script><title>T</title></head><body><!-- c --><p>a<script>b()</script>c</p>"
        "<template><p>tpl</p></template><noembed>ne</noembed><iframe src=x>fallback</iframe><?php echo 1 ?></body></html>");
    EXPECT_EQ(out, "<title>T</title><p>ac</p>");
}

TEST(Clean, HiddenAttributeRemovesButReactSegmentsStay) {
    EXPECT_EQ(C("<p>a</p><div hidden><p>secret</p></div><p hidden=until-found>b</p><input type=hidden value=v>"),
              "<p>a</p>");
    EXPECT_EQ(C("<p>a</p><div hidden id=\"S:0\"><p>streamed</p></div>"), "<p>a</p><p>streamed</p>");
    EXPECT_EQ(C("<p>a<span hidden>b</span>c</p>"), "<p>ac</p>");  // display:none leaves no space
}

TEST(Clean, NoscriptContentIsKeptAsMarkup) {
    EXPECT_EQ(C("<p>shown</p><noscript><div><p>post one</p><p>post two</p></div></noscript>"),
              "<p>shown</p><div><p>post one</p><p>post two</p></div>");
}

TEST(Clean, TitleKeptOnlyInHead) {
    EXPECT_EQ(C("<title>  Tab   title </title><p>x</p>"), "<title>Tab title</title><p>x</p>");
    EXPECT_EQ(C("<p>x<svg><title>icon</title><path d=1></path></svg></p>"), "<p>x</p>");
}

// ---- attributes ---------------------------------------------------------------------------------------

TEST(Clean, DropsAttributesUnlessKept) {
    const std::string html =
        "<p><a href=\"/x\" class=c title=T>link</a> <img src=\"i.png\" alt=\"pic\" width=3></p>";
    EXPECT_EQ(C(html), "<p>link</p>");
    CleanOptions o;
    o.keep_attrs = {"href", "src", "alt", "title"};
    EXPECT_EQ(C(html, o), "<p><a href=\"/x\" title=\"T\">link</a> <img src=\"i.png\" alt=\"pic\"></p>");
}

TEST(Clean, KeptAttributesPinElementsAndKeepMedia) {
    CleanOptions o;
    o.keep_attrs = {"href", "src"};
    EXPECT_EQ(C("<div><a href=/a><span>x</span></a></div>", o), "<a href=\"/a\">x</a>");
    EXPECT_EQ(C("<div><a href=/a><img src=i.png></a></div>", o), "<a href=\"/a\"><img src=\"i.png\"></a>");
    EXPECT_EQ(C("<div><img class=x></div><p>t</p>", o), "<p>t</p>");  // no kept attribute: empty
    EXPECT_EQ(C("<p>a &amp; \"b\"<a href='/q?a=1&amp;b=\"2\"'>q</a></p>", o),
              "<p>a &amp; \"b\"<a href=\"/q?a=1&amp;b=&quot;2&quot;\">q</a></p>");
}

// ---- whitespace ---------------------------------------------------------------------------------------

TEST(Clean, CollapsesWhitespaceOutsidePreLikeElements) {
    EXPECT_EQ(C("<div>\n  <p>  a \t\n b  </p>\n  <p>c&nbsp;&nbsp;d</p>\n</div>"), "<p>a b</p><p>c d</p>");
    EXPECT_EQ(C("<p>a<b> b </b>c</p>"), "<p>a<b> b</b> c</p>");
    EXPECT_EQ(C("<p>a<span> </span>b<span></span>c</p>"), "<p>a bc</p>");
    EXPECT_EQ(C("<p>a<!-- x -->b <!-- y --> c</p>"), "<p>ab c</p>");
}

TEST(Clean, PreCodeTextareaAreByteExact) {
    const std::string code = "def f(x):\n    return  x * 2\n\n\tdone  ";
    const std::string out = C("<div><pre><code>" + code + "</code></pre><p>a    b</p></div>");
    EXPECT_NE(out.find(code), std::string::npos) << out;
    EXPECT_NE(out.find("<p>a b</p>"), std::string::npos) << out;
    // code keeps its bytes; the space after it is not doubled
    EXPECT_EQ(C("<p>x <code> a  b </code> y</p>"), "<p>x <code> a  b </code>y</p>");
    EXPECT_EQ(C("<p>x <code>a</code> y</p>"), "<p>x <code>a</code> y</p>");
    EXPECT_EQ(C("<textarea>  two\n  lines </textarea>"), "<textarea>  two\n  lines </textarea>");
    // The parser drops one newline after <pre>; serialize() writes an extra one to keep a real one.
    EXPECT_EQ(C("<pre>\n\nx</pre>"), "<pre>\n\nx</pre>");
    EXPECT_EQ(C("<xmp>a < b</xmp><listing>c  d</listing>"), "<pre>a &lt; b</pre><pre>c  d</pre>");
}

TEST(Clean, BrKeptOnlyBetweenContent) {
    EXPECT_EQ(C("<p><br>a<br> <br><br>b <br></p>"), "<p>a<br>b</p>");
    EXPECT_EQ(C("<p><i>a<br></i><b>c</b></p>"), "<p><i>a</i><br><b>c</b></p>");
    EXPECT_EQ(C("<div>a<br><div>b</div></div><p>c</p>"), "<div>a<div>b</div></div><p>c</p>");
    EXPECT_EQ(C("<pre>a<br>b</pre>"), "<pre>a<br>b</pre>");
}

TEST(Clean, RemovedBlockLeavesASpaceBetweenWords) {
    // div -> span merge keeps the outer block; a removed block wrapper becomes a space.
    EXPECT_EQ(C("<div>x<div><span>y</span></div></div>"), "x<div>y</div>");
    EXPECT_EQ(C("<i>a</i><div><b>b</b></div>c"), "<i>a</i> <b>b</b> c");
    EXPECT_EQ(C("a<div></div>b"), "a b");
    EXPECT_EQ(C("a<span></span>b"), "ab");
}

// ---- merging and empty elements -----------------------------------------------------------------------

TEST(Clean, MergeRules) {
    EXPECT_EQ(C("<p><i>x</i> y</p>"), "<p><i>x</i> y</p>");  // not single-nested
    EXPECT_EQ(C("<p><span>x</span></p>"), "<p>x</p>");                     // generic inner goes
    EXPECT_EQ(C("<div><span>x</span></div><p>z</p>"), "<div>x</div><p>z</p>");  // block outer, inline inner
    EXPECT_EQ(C("<div><b>x</b></div>"), "<b>x</b>");                       // otherwise the inner stays
    EXPECT_EQ(C("<b><i>x</i></b>"), "<i>x</i>");
    EXPECT_EQ(C("<ul><li><a>Home</a></li><li><a><span>About</span></a></li></ul>"),
              "<ul><li>Home</li><li>About</li></ul>");
    EXPECT_EQ(C("<h2><a><span>Title</span></a></h2>"), "<h2>Title</h2>");
    // an item keeps its list (merged away, it would leave a stray <li>); the wrapper around it goes
    EXPECT_EQ(C("<div><ul><li>only</li></ul></div>"), "<ul><li>only</li></ul>");
    CleanOptions keep;
    keep.merge_single_nested = false;
    EXPECT_EQ(C("<div><div><p>x</p></div></div>", keep), "<div><div><p>x</p></div></div>");
}

TEST(Clean, UnwrapsInlineWrappersWhereNoWordDependsOnThem) {
    EXPECT_EQ(C("<p>See <a>Saturn</a> for <span>more</span>. (<font>x</font>)</p>"), "<p>See Saturn for more. (x)</p>");
    // the tag is all that separates two words for a reader of the HTML: it stays
    EXPECT_EQ(C("<div><span>Price</span><span>\xE2\x82\xAC 12</span></div><p>x</p>"),
              "<div><span>Price</span><span>\xE2\x82\xAC 12</span></div><p>x</p>");
    EXPECT_EQ(C("<p><b>x</b><span>y</span> z</p>"), "<p><b>x</b><span>y</span> z</p>");
    EXPECT_EQ(C("<p>a<span>b</span>c d<span>e</span></p>"), "<p>a<span>b</span>c d<span>e</span></p>");
    // inside pre-like elements text is verbatim anyway
    EXPECT_EQ(C("<pre><span>def</span><span> f</span>():</pre>"), "<pre>def f():</pre>");
    // kept attributes and other inline tags stay
    CleanOptions o;
    o.keep_attrs = {"href"};
    EXPECT_EQ(C("<p>See <a href=/s>Saturn</a> <b>now</b></p>", o), "<p>See <a href=\"/s\">Saturn</a> <b>now</b></p>");
    CleanOptions off;
    off.unwrap_inline = false;
    EXPECT_EQ(C("<p>See <a>Saturn</a>.</p>", off), "<p>See <a>Saturn</a>.</p>");
}

TEST(Clean, TableStructureStays) {
    EXPECT_EQ(C("<table><tr><td><div><p>x</p></div></td><td>y</td></tr></table>"),
              "<table><tbody><tr><td>x</td><td>y</td></tr></tbody></table>");
    // blank cells before a content cell keep the columns; trailing blank cells and blank rows go
    EXPECT_EQ(C("<table><tr><td>a</td><td> </td><td>b</td><td></td></tr><tr><td></td></tr></table>"),
              "<table><tbody><tr><td>a</td><td></td><td>b</td></tr></tbody></table>");
    EXPECT_EQ(C("<table><tr><th>h</th></tr><tr><td>v</td></tr></table>"),
              "<table><tbody><tr><th>h</th></tr><tr><td>v</td></tr></tbody></table>");
}

TEST(Clean, LayoutTablesAreDissolved) {
    EXPECT_EQ(C("<table><tr><td><p>a</p><p>b</p></td></tr></table>"), "<p>a</p><p>b</p>");
    EXPECT_EQ(C("<table><tr><td><table><tr><td><b>x</b></td></tr></table></td></tr></table>"), "<b>x</b>");
    EXPECT_EQ(C("x<table><tr><td>y</td></tr></table>z"), "x y z");
    // a one-cell table with a header cell is data, not layout
    EXPECT_EQ(C("<table><tr><th>x</th></tr></table>"), "<table><tbody><tr><th>x</th></tr></tbody></table>");
}

TEST(Clean, WrappersThatTheParserNeedsStay) {
    // li > ul > li: removing the ul would make the parser close the outer li
    EXPECT_EQ(C("<ul><li>a<ul><li>b</li></ul></li></ul>"), "<ul><li>a<ul><li>b</li></ul></li></ul>");
    EXPECT_EQ(C("<div><li>a<nav><ul><li>b</li></ul></nav></li></div>"), "<li>a<nav><ul><li>b</li></ul></nav></li>");
    EXPECT_EQ(C("<li>a<nav><li>b</li></nav></li>"), "<li>a<nav><li>b</li></nav></li>");
    EXPECT_EQ(C("<h1>a<div><h2>b</h2></div></h1>"), "<h1>a<div><h2>b</h2></div></h1>");
    EXPECT_EQ(C("<p>a<button><p>b</p></button></p>"), "<p>a<button><p>b</p></button></p>");
    // nothing is merged inside svg/math
    EXPECT_EQ(C("<svg><g><text>label</text></g></svg>"), "<svg><g><text>label</text></g></svg>");
}

TEST(Clean, DropEmptyOff) {
    CleanOptions o;
    o.drop_empty = false;
    o.merge_single_nested = false;
    EXPECT_EQ(C("<div><span></span><p>x</p><br></div>", o), "<div><span></span><p>x</p><br></div>");
}

TEST(Clean, WorksOnHandBuiltDocuments) {
    Document in;
    auto el = [&](NodeIndex parent, TagId tag) {
        Node n;
        n.kind = NodeKind::kElement;
        n.tag = tag;
        n.name = in.store(tag_name(tag));
        return in.append_child(parent, n);
    };
    auto text = [&](NodeIndex parent, std::string_view t) {
        Node n;
        n.kind = NodeKind::kText;
        n.text = in.store(t);
        return in.append_child(parent, n);
    };
    const NodeIndex html = el(0, TagId::kHtml);
    el(html, TagId::kHead);
    const NodeIndex body = el(html, TagId::kBody);
    const NodeIndex outer = el(body, TagId::kDiv);
    const NodeIndex inner = el(outer, TagId::kDiv);
    const NodeIndex p = el(inner, TagId::kP);
    text(p, "  hello \n world ");
    Node comment;
    comment.kind = NodeKind::kComment;
    comment.text = in.store("c");
    in.append_child(body, comment);
    el(body, TagId::kScript);

    Document out;
    clean(in, CleanOptions{}, out);
    SerializeOptions so;
    so.newline_between_blocks = false;
    EXPECT_EQ(serialize(out, so), "<p>hello world</p>");
    ASSERT_GE(out.nodes.size(), 5u);
    for (NodeIndex i = 1; i < out.nodes.size(); ++i) EXPECT_LT(out.nodes[i].parent, i);  // pre-order kept
    EXPECT_THROW(clean(in, CleanOptions{}, in), Error);
}

TEST(Clean, RejectsDocumentsOutOfOrder) {
    Document in;
    Node n;
    n.kind = NodeKind::kElement;
    n.tag = TagId::kDiv;
    n.name = in.store("div");
    in.append_child(0, n);
    in.append_child(1, n);
    in.nodes[1].parent = 2;  // a parent after its child
    Document out;
    try {
        clean(in, CleanOptions{}, out);
        FAIL() << "expected Error";
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), Errc::kInternal);
    }
}

// ---- fixtures and invariants --------------------------------------------------------------------------

class CleanFixture : public ::testing::TestWithParam<std::string> {};

TEST_P(CleanFixture, MatchesGoldenOutputAndInvariants) {
    const std::string dir = std::string(HTMLPRUNE_TEST_DATA) + "/clean/";
    const std::string html = read_file(dir + GetParam() + ".html");
    ASSERT_FALSE(html.empty()) << "missing fixture " << GetParam();
    const std::string expected = read_file(dir + GetParam() + ".expected.html");
    EXPECT_EQ(clean(html) + "\n", expected) << "golden output changed: review, then update "
                                             << GetParam() << ".expected.html";
    expect_invariants(html, CleanOptions{}, GetParam());
    CleanOptions keep;
    keep.keep_attrs = {"href", "src", "alt", "title"};
    expect_invariants(html, keep, GetParam() + " keep_attrs");
    CleanOptions nodrop;
    nodrop.drop_empty = false;
    expect_invariants(html, nodrop, GetParam() + " drop_empty=false");
    CleanOptions nounwrap;
    nounwrap.unwrap_inline = false;
    nounwrap.merge_single_nested = false;
    expect_invariants(html, nounwrap, GetParam() + " no merge, no unwrap");
}

INSTANTIATE_TEST_SUITE_P(Golden, CleanFixture,
                         ::testing::Values("article", "table", "forum_noscript", "pre_code", "lists_nested",
                                           "react_stream", "whitespace", "malformed"));

TEST(Clean, InvariantsOnTrickyInputs) {
    const std::vector<std::string> cases = {
        "<a>x<div><a href=/y>y</a></div></a>",
        "<select><option>a<b><option>b</b></select>",
        "<p>a<object><p>b</p></object>c",
        "<h1><span><h2>x</h2></span></h1>",
        "<dl><dt>a<div><dl><dd>b</dd></dl></div></dl>",
        "<table><tr><td><table><tr><td><table><tr><td>deep</td></tr></table></td></tr></table></td></tr></table>",
        "<ul><li><div><ul><li><div><ul><li>x</li></ul></div></li></ul></div></li></ul>",
        "<pre><span></span><br></pre><p>after</p>",
        "<p>a<pre>  b</pre>c",
        "<b>x<p>y</b>z",
        "<div>a<br><span><br></span>b</div>",
        "<textarea>&#13;&#10;x</textarea>",
        "<p>\xc2\xa0</p><p>a\xc2\xa0\xc2\xa0" "b</p>",
        "<math><mi>x</mi><mo>=</mo><mn>2</mn></math>",
        "<body hidden><p>x</p></body>",
        "<frameset><frame src=a></frameset>",
        // found by fuzz_clean
        "<n>\xEF\xBB\xBF</n>",                        // U+FEFF first: must not turn into a byte-order mark
        "<math><th/><td>",                               // no optional end tags inside foreign content
        "ing>\n<svg><textarea> f<plaintext>\n",          // HTML text-mode elements inside svg
        "><svg><html>a",                                 // html/head/body names inside svg are not structural
        "e<pre><math>\xa6</p>",                          // an HTML p the parser left inside math
        "<li>o<form>a<p>o</li><li>E",                    // </form> does not close an open p in parse()
        "<form><s></form><form><p>a",                    // a form inside a form
        "<svg><foreignObject><div><p>x</p></div><textarea>t</textarea></foreignObject></svg>",
        " <pre><h1>d<a><h1>",                            // empty blocks inside pre become line breaks
        "<pre>a<div></div>b</pre>",
        "<li><p><select><li>>",                          // parse() leaves this li directly inside the li
        "<button><svg><desc><p><button><p>S",            // an integration point is a scope barrier
        "<pre><li>x<dt>l",                               // dt does not close li
        "<pre>a<li>b<li>c</li></li>d</pre>",
        "<a>x<nobr>y<a>z</a></nobr></a><select><optgroup><option>o</option></optgroup></select>",
    };
    for (const std::string& html : cases) {
        CleanOptions keep;
        keep.keep_attrs = {"href"};
        expect_invariants(html, CleanOptions{}, html);
        expect_invariants(html, keep, html + " keep");
    }
}

// ---- hostile input --------------------------------------------------------------------------------------

TEST(CleanHostile, EmptyAndWhitespaceOnly) {
    EXPECT_EQ(clean(""), "");
    EXPECT_EQ(clean(" \n\t \r\n "), "");
    EXPECT_EQ(visible_text(""), "");
}

TEST(CleanHostile, BinaryGarbageInvalidUtf8AndNul) {
    std::mt19937 rng(7);
    std::string blob(300000, '\0');
    for (char& c : blob) c = static_cast<char>(rng() & 0xFF);
    const std::string once = clean(blob);
    EXPECT_EQ(clean(once), once);
    const std::string bad = C("<p>ok \xff\xfe bad \xc3</p><p>a\0b</p>" + std::string("\0", 1));
    EXPECT_NE(bad.find("ok"), std::string::npos);
    EXPECT_NE(bad.find("\xEF\xBF\xBD"), std::string::npos);  // U+FFFD
    expect_invariants(blob.substr(0, 20000), CleanOptions{}, "garbage");
}

TEST(CleanHostile, DeepNestingIsLinearAndKeepsText) {
    const int n = 200000;
    std::string deep;
    for (int i = 0; i < n; ++i) deep += "<div>";
    deep += "deep text";
    for (int i = 0; i < n; ++i) deep += "</div>";
    EXPECT_EQ(C(deep), "deep text");
    std::string bold;
    for (int i = 0; i < n; ++i) bold += "<b>";
    bold += "bold end";
    const std::string out = clean(bold);
    EXPECT_NE(out.find("bold end"), std::string::npos);
    EXPECT_EQ(clean(out), out);
    EXPECT_NE(visible_text(bold).find("bold end"), std::string::npos);
}

TEST(CleanHostile, UnterminatedConstructsAtEof) {
    EXPECT_EQ(C("<p>a</p><!-- never closed <p>b</p>"), "<p>a</p>");
    EXPECT_EQ(C("<p>a</p><script>never closed <p>b</p>"), "<p>a</p>");
    EXPECT_EQ(clean(C("<p>a</p><div class='x")), C("<p>a</p><div class='x"));
    EXPECT_EQ(C("<p>a</p><style>p{"), "<p>a</p>");
    EXPECT_EQ(C("<p>a</p><textarea>open"), "<p>a</p><textarea>open</textarea>");
}

TEST(CleanHostile, HugeAttributeValue) {
    const std::string html = "<p title=\"" + std::string(10u << 20, 'x') + "\">after</p>";
    EXPECT_EQ(C(html), "<p>after</p>");
    CleanOptions o;
    o.keep_attrs = {"title"};
    EXPECT_EQ(C(html, o).size(), std::string("<p title=\"\">after</p>").size() + (10u << 20));
}

TEST(CleanHostile, LimitsThrowLimitExceeded) {
    CleanOptions o;
    o.limits.max_bytes = 10;
    try {
        clean("<p>more than ten bytes</p>", o);
        FAIL() << "expected Error";
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), Errc::kLimitExceeded);
        EXPECT_NE(std::string(e.what()).find("max_bytes"), std::string::npos) << e.what();
    }
}

// ---- batches --------------------------------------------------------------------------------------------

TEST(CleanBatch, ThreadCountDoesNotChangeOutput) {
    const std::string dir = std::string(HTMLPRUNE_TEST_DATA) + "/clean/";
    std::vector<std::string> pages;
    for (const char* name : {"article", "table", "forum_noscript", "pre_code", "lists_nested", "malformed"}) {
        pages.push_back(read_file(dir + name + ".html"));
    }
    for (int i = 0; i < 20; ++i) pages.push_back("<div><p>page " + std::to_string(i) + "</p></div>");
    pages.emplace_back();
    const std::vector<std::string_view> views(pages.begin(), pages.end());
    CleanOptions o;
    const auto one = clean_batch(views, o, 1);
    ASSERT_EQ(one.size(), pages.size());
    for (std::size_t i = 0; i < pages.size(); ++i) EXPECT_EQ(one[i], clean(pages[i], o));
    EXPECT_EQ(clean_batch(views, o, 2), one);
    EXPECT_EQ(clean_batch(views, o, 8), one);
    EXPECT_TRUE(clean_batch({}, o, 4).empty());
}

TEST(CleanBatch, FirstFailingPageIsReported) {
    std::vector<std::string> pages(12, "<p>ok</p>");
    pages[3] = "<p>" + std::string(200, 'x') + "</p>";
    pages[9] = "<p>" + std::string(300, 'y') + "</p>";
    const std::vector<std::string_view> views(pages.begin(), pages.end());
    CleanOptions o;
    o.limits.max_bytes = 100;
    for (unsigned threads : {1u, 2u, 4u}) {
        try {
            clean_batch(views, o, threads);
            FAIL() << "expected Error";
        } catch (const Error& e) {
            EXPECT_EQ(e.code(), Errc::kLimitExceeded);
            EXPECT_NE(std::string(e.what()).find("207"), std::string::npos) << e.what();  // page 3's size
        }
    }
}

TEST(ParallelFor, CoversEveryIndexOnceAndRethrowsLowestFailure) {
    for (unsigned threads : {0u, 1u, 3u}) {
        std::vector<std::atomic<int>> hits(1000);
        parallel_for(hits.size(), threads, [&](std::size_t i, unsigned w) {
            EXPECT_LT(w, parallel_workers(hits.size(), threads));
            hits[i].fetch_add(1);
        });
        for (auto& h : hits) EXPECT_EQ(h.load(), 1);
    }
    for (unsigned threads : {1u, 2u, 4u}) {
        try {
            parallel_for(100, threads, [](std::size_t i, unsigned) {
                if (i == 17 || i == 60) throw std::runtime_error("item " + std::to_string(i));
            });
            FAIL() << "expected an exception";
        } catch (const std::runtime_error& e) {
            EXPECT_STREQ(e.what(), "item 17");
        }
    }
    EXPECT_EQ(parallel_workers(3, 8), 3u);
    EXPECT_EQ(parallel_workers(0, 8), 1u);
    EXPECT_GE(default_threads(), 1u);
}

TEST(ParallelFor, LargestFirstCoversEveryIndexAndRethrowsLowestFailure) {
    std::vector<std::size_t> sizes(200);
    for (std::size_t i = 0; i < sizes.size(); ++i) sizes[i] = (i * 37) % 101;  // the largest, 100, at i 30
    for (unsigned threads : {1u, 2u, 4u}) {
        std::vector<std::atomic<int>> hits(sizes.size());
        std::atomic<std::size_t> started{0};
        std::atomic<std::size_t> largest_started_as{sizes.size()};
        parallel_for_largest_first(sizes, threads, [&](std::size_t i, unsigned w) {
            EXPECT_LT(w, parallel_workers(sizes.size(), threads));
            const std::size_t k = started.fetch_add(1);
            if (i == 30) largest_started_as = k;
            hits[i].fetch_add(1);
        });
        for (auto& h : hits) EXPECT_EQ(h.load(), 1);
        // one thread keeps index order; several take the largest item among the first `threads` items
        if (threads == 1) {
            EXPECT_EQ(largest_started_as.load(), 30u);
        } else {
            EXPECT_LT(largest_started_as.load(), threads);
        }
    }
    for (unsigned threads : {1u, 2u, 4u}) {
        try {  // item 60 (size 99) runs long before item 17 (size 23) with several threads
            parallel_for_largest_first(sizes, threads, [](std::size_t i, unsigned) {
                if (i == 17 || i == 60) throw std::runtime_error("item " + std::to_string(i));
            });
            FAIL() << "expected an exception";
        } catch (const std::runtime_error& e) {
            EXPECT_STREQ(e.what(), "item 17");
        }
    }
}

}  // namespace
}  // namespace htmlprune
