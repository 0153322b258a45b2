// serialize() and visible_text(): escaping, implied tags, optional end tags (round-trip), block newlines.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "htmlprune/clean.hpp"
#include "htmlprune/encoding.hpp"
#include "htmlprune/parse.hpp"
#include "htmlprune/serialize.hpp"

namespace htmlprune {
namespace {

// Builds documents by hand, without the parser.
struct Builder {
    Document d;
    NodeIndex el(NodeIndex parent, TagId tag, std::vector<std::pair<std::string, std::string>> attrs = {}) {
        Node n;
        n.kind = NodeKind::kElement;
        n.tag = tag;
        n.name = d.store(tag_name(tag));
        n.attr_begin = static_cast<std::uint32_t>(d.attrs.size());
        for (auto& [k, v] : attrs) d.attrs.push_back(Attribute{d.store(k), d.store(v)});
        n.attr_count = static_cast<std::uint32_t>(attrs.size());
        return d.append_child(parent, n);
    }
    NodeIndex text(NodeIndex parent, std::string_view t, NodeKind kind = NodeKind::kText) {
        Node n;
        n.kind = kind;
        n.text = d.store(t);
        return d.append_child(parent, n);
    }
};

SerializeOptions flat() {
    SerializeOptions o;
    o.newline_between_blocks = false;
    return o;
}

std::string S(std::string_view html, SerializeOptions o = flat()) { return serialize(parse(html), o); }

TEST(Serialize, EscapesTextAndAttributes) {
    Builder b;
    const NodeIndex p = b.el(0, TagId::kP, {{"title", "a & \"b\" <c>\r"}});
    b.text(p, "1 < 2 && 3 > 2\r\n");
    EXPECT_EQ(serialize(b.d, flat()), "<p title=\"a &amp; &quot;b&quot; <c>&#13;\">1 &lt; 2 &amp;&amp; 3 &gt; 2&#13;\n</p>");
}

TEST(Serialize, VoidRawTextCommentsDoctype) {
    Builder b;
    b.text(0, "html", NodeKind::kDoctype);
    const NodeIndex body = b.el(0, TagId::kDiv);
    b.el(body, TagId::kBr);
    b.el(body, TagId::kImg, {{"src", "x.png"}});
    const NodeIndex script = b.el(body, TagId::kScript);
    b.text(script, "if (a < b && c) {}");
    b.text(body, " c ", NodeKind::kComment);
    EXPECT_EQ(serialize(b.d, flat()),
              "<!DOCTYPE html><div><br><img src=\"x.png\"><script>if (a < b && c) {}</script><!-- c --></div>");
}

TEST(Serialize, ImpliedHtmlHeadBodyTagsAreLeftOut) {
    EXPECT_EQ(S("<html><head></head><body><p>x</p></body></html>"), "<p>x</p>");
    EXPECT_EQ(S("<title>T</title><p>x"), "<title>T</title><p>x</p>");
    EXPECT_EQ(S(""), "");
    // attributes force the tag; a noscript first in body would land in head without <body>
    Builder b;
    const NodeIndex html = b.el(0, TagId::kHtml, {{"lang", "en"}});
    b.el(html, TagId::kHead);
    const NodeIndex body = b.el(html, TagId::kBody);
    const NodeIndex ns = b.el(body, TagId::kNoscript);
    b.text(ns, "x");
    EXPECT_EQ(serialize(b.d, flat()), "<html lang=\"en\"><body><noscript>x</noscript>");
}

TEST(Serialize, PreAndTextareaKeepALeadingNewline) {
    Builder b;
    const NodeIndex pre = b.el(0, TagId::kPre);
    b.text(pre, "\nx");
    const NodeIndex ta = b.el(0, TagId::kTextarea);
    b.text(ta, "\n");
    EXPECT_EQ(serialize(b.d, flat()), "<pre>\n\nx</pre><textarea>\n\n</textarea>");
    const Document back = parse(serialize(b.d, flat()));
    std::string texts;
    for (NodeIndex i = 0; i < back.nodes.size(); ++i) {
        if (back.nodes[i].kind == NodeKind::kText) texts += "[" + std::string(back.text(i)) + "]";
    }
    EXPECT_EQ(texts, "[\nx][\n]");
}

TEST(Serialize, NewlinesOnlyBetweenBlockSiblings) {
    SerializeOptions o;
    o.newline_between_blocks = true;
    EXPECT_EQ(S("<div><p>a</p><p>b <b>c</b></p></div><ul><li>x<li>y</ul>", o),
              "<div><p>a</p>\n<p>b <b>c</b></p></div>\n<ul><li>x</li>\n<li>y</li></ul>");
    EXPECT_EQ(S("<pre><div>a</div><div>b</div></pre>", o), "<pre><div>a</div><div>b</div></pre>");
    EXPECT_EQ(S("<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>", o),
              "<table><tbody><tr><td>a</td><td>b</td></tr>\n<tr><td>c</td></tr></tbody></table>");
}

TEST(Serialize, SubtreeRootWritesAllItsTags) {
    const Document d = parse("<div><p>a<b>b</b></p><ul><li>x</li></ul></div>");
    NodeIndex p = kNoNode;
    for (NodeIndex i = 0; i < d.nodes.size(); ++i) {
        if (d.nodes[i].kind == NodeKind::kElement && d.nodes[i].tag == TagId::kP) p = i;
    }
    ASSERT_NE(p, kNoNode);
    SerializeOptions omit = flat();
    omit.omit_optional_end_tags = true;
    EXPECT_EQ(serialize(d, omit, p), "<p>a<b>b</b></p>");
    EXPECT_EQ(serialize(d, flat(), d.nodes[0].first_child), "<html><head></head><body><div><p>a<b>b</b></p><ul><li>x</li></ul></div></body></html>");
}

TEST(Serialize, OmitsOptionalEndTagsWhereTheParserRestoresThem) {
    SerializeOptions o = flat();
    o.omit_optional_end_tags = true;
    EXPECT_EQ(S("<p>a</p><p>b</p><div>c</div>", o), "<p>a<p>b<div>c</div>");  // </p> before a p-closer
    EXPECT_EQ(S("<div><p>a</p></div>", o), "<div><p>a</div>");
    EXPECT_EQ(S("<p>a</p>", o), "<p>a");
    EXPECT_EQ(S("<a><p>a</p></a><span><p>b</p></span>", o), "<a><p>a</p></a><span><p>b</p></span>");
    EXPECT_EQ(S("<ul><li>a</li><li>b</li></ul><div><li>c</li></div>", o), "<ul><li>a<li>b</ul><div><li>c</li></div>");
    EXPECT_EQ(S("<dl><dt>a</dt><dd>b</dd></dl>", o), "<dl><dt>a<dd>b</dl>");
    EXPECT_EQ(S("<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>", o),
              "<table><thead><tr><th>h<tbody><tr><td>a<td>b</table>");
    EXPECT_EQ(S("<table><tr><td>a</td></tr></table>", o), "<table><tr><td>a</table>");
    EXPECT_EQ(S("<select><option>a</option><optgroup><option>b</option></optgroup></select>", o),
              "<select><option>a<optgroup><option>b</select>");
    EXPECT_EQ(S("<p>a</p> <p>b</p>", o), "<p>a</p> <p>b");  // whitespace after: not omitted
}

TEST(Serialize, OmittedEndTagsRoundTrip) {
    const std::vector<std::string> cases = {
        "<p>a<p>b<div>c</div><ul><li>x<li>y<ul><li>z</ul></ul>",
        "<table><caption>c</caption><thead><tr><th>h<tbody><tr><td>1<td>2<tr><td>3<tbody><tr><td>4<tfoot><tr><td>f</table>",
        "<dl><dt>a<dd>b<dt>c<dd><p>d</dl>",
        "<li><p>a<li><p>b",
        "<td><p>x",
        "<select><optgroup><option>a<option>b<optgroup><option>c</select>",
        "<button><p>x</button><form><p>y</form><blockquote><p>q</blockquote>",
        "<div><p>a</div><h1><p>b</h1><section><p>c</section>",
    };
    SerializeOptions o = flat();
    o.omit_optional_end_tags = true;
    for (const std::string& html : cases) {
        const Document d = parse(html);
        const std::string once = serialize(d, o);
        EXPECT_EQ(serialize(parse(once), flat()), serialize(d, flat())) << html << "\n -> " << once;
        EXPECT_LT(once.size(), serialize(d, flat()).size()) << html;
    }
}

// ---- visible_text ---------------------------------------------------------------------------------------

TEST(VisibleText, BlocksOnLinesWordsInOrder) {
    EXPECT_EQ(visible_text("<h1>Title</h1><p>one <b>two</b></p><ul><li>a</li><li>b</li></ul>"), "Title\none two\na\nb");
    EXPECT_EQ(visible_text("<p>  a \n\t b&nbsp;c <br> d<br><br>e</p>"), "a b c\nd\ne");
    EXPECT_EQ(visible_text("<span>a</span><span>b</span> <i>c</i>"), "ab c");
}

TEST(VisibleText, ExcludesWhatIsNotRendered) {
    EXPECT_EQ(visible_text("<head><title>T</title><style>x</style><meta name=a content=b></head>"
                           "<body><script>s()</script><template>t</template><p>x<!--c-->y</p>"
                           "<div hidden>h</div><div hidden id='S:1'>streamed</div><iframe>f</iframe>"
                           "<noscript>ns</noscript><input type=hidden value=v><svg><title>icon</title></svg></body>"),
              "xy\nstreamed\nns");
    // The document <title> is not rendered in the page; the Document overload reads it on request (the
    // block tree, clean(format=text): clean() keeps it).
    const Document d = parse("<title>T</title><p>x<svg><title>icon</title></svg>");
    std::string with_title;
    visible_text(d, with_title, 0, /*include_title=*/true);
    EXPECT_EQ(with_title, "T\nx");
    std::string without;
    visible_text(d, without, 0, /*include_title=*/false);
    EXPECT_EQ(without, "x");
}

TEST(VisibleText, PreIsVerbatim) {
    EXPECT_EQ(visible_text("<p>a</p><pre>  x\n   y </pre><p>b</p>"), "a\n  x\n   y \nb");
    EXPECT_EQ(visible_text("<p>k <code>a   b</code> z</p>"), "k a   b z");
}

TEST(VisibleText, SubtreeAndAppend) {
    const Document d = parse("<div><p>one</p><p>two</p></div>");
    std::string out = "prefix:";
    NodeIndex second = kNoNode;
    for (NodeIndex i = 0; i < d.nodes.size(); ++i) {
        if (d.nodes[i].kind == NodeKind::kElement && d.nodes[i].tag == TagId::kP) second = i;
    }
    visible_text(d, out, second);
    EXPECT_EQ(out, "prefix:two");
}

TEST(VisibleText, CleanKeepsTheWords) {
    const std::string html =
        "<div><div><span>a</span></div><div><b>b</b></div>c<table><tr><td>d</td></tr></table>e"
        "<ul><li><a>f</a></li></ul><p>g<span> </span>h</p></div>";
    const std::string cleaned = clean(html);
    EXPECT_EQ(visible_text(html), "a\nb\nc\nd\ne\nf\ng h");
    std::string flat_clean = visible_text(cleaned);
    for (char& c : flat_clean) if (c == '\n') c = ' ';
    EXPECT_EQ(flat_clean, "a b c d e f g h");
}

// ---- encoding sniffing ------------------------------------------------------------------------------------

TEST(SniffEncoding, BomXmlAndMeta) {
    EXPECT_EQ(sniff_encoding("\xEF\xBB\xBF<p>x"), "utf-8");
    EXPECT_EQ(sniff_encoding("\xFF\xFE<\0p\0"), "utf-16le");
    EXPECT_EQ(sniff_encoding("\xFE\xFF\0<"), "utf-16be");
    EXPECT_EQ(sniff_encoding("<meta charset=\"Shift-JIS\"><p>"), "shift_jis");
    EXPECT_EQ(sniff_encoding("<html><head><META CHARSET=iso-8859-1>"), "windows-1252");
    EXPECT_EQ(sniff_encoding("<meta http-equiv=\"Content-Type\" content=\"text/html; charset=EUC-KR\">"), "euc-kr");
    EXPECT_EQ(sniff_encoding("<meta content='text/html;charset=gb2312' http-equiv=content-type>"), "gbk");
    EXPECT_EQ(sniff_encoding("<meta content=\"text/html; charset=koi8-r\">"), "");  // no http-equiv
    EXPECT_EQ(sniff_encoding("<meta charset=utf-16>"), "utf-8");
    EXPECT_EQ(sniff_encoding("<?xml version=\"1.0\" encoding=\"ISO-8859-2\"?><html>"), "iso-8859-2");
    EXPECT_EQ(sniff_encoding("<!-- <meta charset=big5> --><meta charset=windows-1251>"), "windows-1251");
    EXPECT_EQ(sniff_encoding("<div title='<meta charset=big5>'><meta charset=utf-8>"), "utf-8");
    EXPECT_EQ(sniff_encoding("<p>no declaration</p>"), "");
    EXPECT_EQ(sniff_encoding(""), "");
    EXPECT_EQ(sniff_encoding("<meta charset="), "");
    EXPECT_EQ(sniff_encoding(std::string(5000, ' ') + "<meta charset=big5>"), "");  // beyond kSniffBytes
}

// A stray byte, a non-ASCII letter or an overlong value is no label: the prescan goes on, and the result
// is always ASCII (it used to come back as "utf-8\x87", which Python could not even turn into a str).
TEST(SniffEncoding, MalformedLabelsAreSkipped) {
    EXPECT_EQ(sniff_encoding("<meta charset=\"utf-8\x87\"><p>x"), "");
    EXPECT_EQ(sniff_encoding("<meta charset=\"gbk\xFF\"><meta charset=gbk>"), "gbk");
    EXPECT_EQ(sniff_encoding("<meta charset=\"windows-1251\xD0\xB3\">"), "");
    EXPECT_EQ(sniff_encoding("<meta charset=\"" + std::string(41, 'a') + "\">"), "");
    EXPECT_EQ(sniff_encoding("<meta http-equiv=content-type content='text/html; charset=sjis\x01'>"), "");
    EXPECT_EQ(sniff_encoding("<?xml version=\"1.0\" encoding=\"utf-8\x87\"?><meta charset=koi8-r>"), "koi8-r");
    EXPECT_EQ(sniff_encoding("<meta charset=\"x-Klingon\">"), "x-klingon");  // well-formed, unknown: caller decides
}

}  // namespace
}  // namespace htmlprune
