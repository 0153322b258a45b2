// Tokenizer, character references, input preprocessing and the SWAR scanners.
#include "htmlprune/tokenizer.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "htmlprune/scan.hpp"

namespace htmlprune {
namespace {

struct Options {
    bool keep_comments = true;
    bool cdata = false;
};

// Tokenizes `html` and renders each token: S:name[a=v,...]/ (start, '/' when self-closing), E:name,
// T:text, C:comment, D:doctype. Like the tree builder, switches raw-text modes after their start
// tags.
std::vector<std::string> tokens(std::string_view html, Options opt = {}) {
    Document doc;
    Tokenizer tok;
    tok.reset(html, doc, opt.keep_comments);
    tok.set_cdata_allowed(opt.cdata);
    std::vector<std::string> out;
    Token t;
    while (tok.next(t)) {
        std::string s;
        switch (t.kind) {
            case TokenKind::kText:
                s = "T:" + std::string(doc.view(t.text));
                break;
            case TokenKind::kComment:
                s = "C:" + std::string(doc.view(t.text));
                break;
            case TokenKind::kDoctype:
                s = "D:" + std::string(doc.view(t.text));
                break;
            case TokenKind::kEndTag:
                s = "E:" + std::string(doc.view(t.name));
                break;
            case TokenKind::kStartTag: {
                s = "S:" + std::string(doc.view(t.name));
                if (t.attr_count) {
                    s += "[";
                    for (std::uint32_t i = 0; i < t.attr_count; ++i) {
                        const Attribute& a = doc.attrs[t.attr_begin + i];
                        if (i) s += ",";
                        s += std::string(doc.view(a.name)) + "=" + std::string(doc.view(a.value));
                    }
                    s += "]";
                }
                if (t.self_closing) s += "/";
                const std::string_view name = doc.view(t.name);
                if (name == "script") tok.set_text_mode(TextMode::kScriptData, name);
                if (name == "style" || name == "xmp" || name == "iframe" || name == "noembed" ||
                    name == "noframes") {
                    tok.set_text_mode(TextMode::kRawText, name);
                }
                if (name == "title" || name == "textarea")
                    tok.set_text_mode(TextMode::kRcdata, name);
                if (name == "plaintext") tok.set_text_mode(TextMode::kPlaintext, {});
                break;
            }
        }
        out.push_back(s);
    }
    return out;
}

using V = std::vector<std::string>;

TEST(TokenizerTags, StartEndAndText) {
    EXPECT_EQ(tokens("a<b>c</b>d"), (V{"T:a", "S:b", "T:c", "E:b", "T:d"}));
    EXPECT_EQ(tokens("<DIV CLASS=X>y</Div>"), (V{"S:div[class=X]", "T:y", "E:div"}));
    EXPECT_EQ(tokens("<my-Element>"), (V{"S:my-element"}));
}

TEST(TokenizerTags, AttributeQuoting) {
    EXPECT_EQ(tokens(R"(<a href="x y" title='q "z"' data=u/v checked>)"),
              (V{R"(S:a[href=x y,title=q "z",data=u/v,checked=])"}));
    EXPECT_EQ(tokens("<a b = \"1\"   c\n=\n'2'>"), (V{"S:a[b=1,c=2]"}));
    EXPECT_EQ(tokens("<a b=>"), (V{"S:a[b=]"}));
    EXPECT_EQ(tokens("<a b=\"1\"c=2>"), (V{"S:a[b=1,c=2]"}));  // missing space after a quoted value
    EXPECT_EQ(tokens("<a =x>"), (V{"S:a[=x=]"}));              // '=' starts an attribute name
}

TEST(TokenizerTags, DuplicateAttributesFirstWins) {
    EXPECT_EQ(tokens("<a x=1 y=2 X=3 x=4>"), (V{"S:a[x=1,y=2]"}));
    std::string many = "<p";
    for (int i = 0; i < 40; ++i) many += " a" + std::to_string(i % 20) + "=" + std::to_string(i);
    many += ">";
    const V got = tokens(many);
    ASSERT_EQ(got.size(), 1u);
    EXPECT_NE(got[0].find("a0=0,a1=1"), std::string::npos);
    EXPECT_EQ(got[0].find("a0=20"), std::string::npos);
    EXPECT_NE(got[0].find("a19=19]"), std::string::npos);
}

TEST(TokenizerTags, SelfClosing) {
    EXPECT_EQ(tokens("<br/><div />x<img src=a/>"), (V{"S:br/", "S:div/", "T:x", "S:img[src=a/]"}));
    EXPECT_EQ(tokens("<a / b>"), (V{"S:a[b=]"}));
}

TEST(TokenizerTags, EndTagAttributesDropped) { EXPECT_EQ(tokens("</div class=x>"), (V{"E:div"})); }

TEST(TokenizerTags, NotATag) {
    EXPECT_EQ(tokens("a < b <3 <>"), (V{"T:a < b <3 <>"}));
    EXPECT_EQ(tokens("x</>y"), (V{"T:xy"}));
    EXPECT_EQ(tokens("x<"), (V{"T:x<"}));
    EXPECT_EQ(tokens("x</"), (V{"T:x</"}));
}

TEST(TokenizerTags, UnterminatedTagAtEofIsDropped) {
    EXPECT_EQ(tokens("text<div class=\"x"), (V{"T:text"}));
    EXPECT_EQ(tokens("text<div"), (V{"T:text"}));
    EXPECT_EQ(tokens("text<div a=b"), (V{"T:text"}));
    EXPECT_EQ(tokens("text</div"), (V{"T:text"}));
}

TEST(TokenizerComments, Forms) {
    EXPECT_EQ(tokens("a<!-- x -->b"), (V{"T:a", "C: x ", "T:b"}));
    EXPECT_EQ(tokens("<!---->"), (V{"C:"}));
    EXPECT_EQ(tokens("<!-->x"), (V{"C:", "T:x"}));
    EXPECT_EQ(tokens("<!--->x"), (V{"C:", "T:x"}));
    EXPECT_EQ(tokens("<!-- a -- b --!>x"), (V{"C: a -- b ", "T:x"}));
    EXPECT_EQ(tokens("<!--a->b-->"), (V{"C:a->b"}));
    EXPECT_EQ(tokens("<!x y>z"), (V{"C:x y", "T:z"}));
    EXPECT_EQ(tokens("<?xml version=1?>z"), (V{"C:?xml version=1?", "T:z"}));
    EXPECT_EQ(tokens("</ x>z"), (V{"C: x", "T:z"}));
}

TEST(TokenizerComments, DroppedWhenNotKeptAndTextMerges) {
    EXPECT_EQ(tokens("a<!-- x -->b<?pi?>c", {false, false}), (V{"T:abc"}));
}

TEST(TokenizerComments, UnterminatedRunsToEof) {
    EXPECT_EQ(tokens("a<!-- never closed <p>x"), (V{"T:a", "C: never closed <p>x"}));
    EXPECT_EQ(tokens("a<!x"), (V{"T:a", "C:x"}));
}

TEST(TokenizerDoctype, Text) {
    EXPECT_EQ(tokens("<!DOCTYPE html>"), (V{"D:html"}));
    EXPECT_EQ(tokens("<!doctype  HTML PUBLIC \"-//W3C//DTD\" >x"),
              (V{"D:HTML PUBLIC \"-//W3C//DTD\"", "T:x"}));
    EXPECT_EQ(tokens("<!DOCTYPE html"), (V{"D:html"}));
}

TEST(TokenizerCdata, OnlyInForeignContent) {
    EXPECT_EQ(tokens("a<![CDATA[x<y]]>b", {true, true}), (V{"T:ax<yb"}));
    EXPECT_EQ(tokens("a<![CDATA[x<y", {true, true}), (V{"T:ax<y"}));
    EXPECT_EQ(tokens("a<![CDATA[x]]>b", {true, false}), (V{"T:a", "C:[CDATA[x]]", "T:b"}));
}

TEST(TokenizerRawText, ScriptStyleUntilMatchingEndTag) {
    EXPECT_EQ(tokens("<script>if (a<b && c>d) x='</div>';</script>z"),
              (V{"S:script", "T:if (a<b && c>d) x='</div>';", "E:script", "T:z"}));
    EXPECT_EQ(tokens("<style>p{}</STYLE >z"), (V{"S:style", "T:p{}", "E:style", "T:z"}));
    EXPECT_EQ(tokens("<script>a</scripty></script>"), (V{"S:script", "T:a</scripty>", "E:script"}));
    EXPECT_EQ(tokens("<xmp><b>&amp;</xmp>"), (V{"S:xmp", "T:<b>&amp;", "E:xmp"}));
    EXPECT_EQ(tokens("<iframe><p>x</iframe>"), (V{"S:iframe", "T:<p>x", "E:iframe"}));
}

TEST(TokenizerRawText, UnterminatedScriptSwallowsRest) {
    EXPECT_EQ(tokens("<script>var a = '<p>';\n<div>x"),
              (V{"S:script", "T:var a = '<p>';\n<div>x"}));
    EXPECT_EQ(tokens("<script>a</script"), (V{"S:script", "T:a</script"}));
    EXPECT_EQ(tokens("<script>a</script x=\"1"), (V{"S:script", "T:a"}));
}

TEST(TokenizerRawText, ScriptEscapeStates) {
    // <!-- <script> ... </script> --> keeps the inner end tag inside the script (double escaped).
    EXPECT_EQ(
        tokens("<script><!-- document.write('<script>x</script>'); --></script>z"),
        (V{"S:script", "T:<!-- document.write('<script>x</script>'); -->", "E:script", "T:z"}));
    // Escaped but not double escaped: </script> still ends it.
    EXPECT_EQ(tokens("<script><!-- a </script>z"), (V{"S:script", "T:<!-- a ", "E:script", "T:z"}));
    EXPECT_EQ(tokens("<script><!--><script></script>z"),
              (V{"S:script", "T:<!--><script>", "E:script", "T:z"}));
}

TEST(TokenizerRcdata, ReferencesButNoTags) {
    EXPECT_EQ(tokens("<title>a &amp; <b>b</b></title>"),
              (V{"S:title", "T:a & <b>b</b>", "E:title"}));
    EXPECT_EQ(tokens("<textarea>x</textarea >"), (V{"S:textarea", "T:x", "E:textarea"}));
}

TEST(TokenizerPlaintext, RestIsText) {
    EXPECT_EQ(tokens("<plaintext>a</plaintext><b>"), (V{"S:plaintext", "T:a</plaintext><b>"}));
}

TEST(TokenizerCharRefs, Named) {
    EXPECT_EQ(tokens("&lt;&gt;&amp;&quot;&nbsp;"), (V{"T:<>&\"\xC2\xA0"}));
    EXPECT_EQ(tokens("&copy &copy;"), (V{"T:\xC2\xA9 \xC2\xA9"}));  // legacy without ';'
    EXPECT_EQ(tokens("&notit; &notin;"), (V{"T:\xC2\xACit; \xE2\x88\x89"}));
    EXPECT_EQ(tokens("&NotEqualTilde;"), (V{"T:\xE2\x89\x82\xCC\xB8"}));  // two code points
    EXPECT_EQ(tokens("&bogus; & &; &#; &#x;"), (V{"T:&bogus; & &; &#; &#x;"}));
    EXPECT_EQ(tokens("&ampx &amp=y"), (V{"T:&x &=y"}));  // in text the legacy match applies
    EXPECT_EQ(tokens("&CounterClockwiseContourIntegral;"), (V{"T:\xE2\x88\xB3"}));
}

TEST(TokenizerCharRefs, AttributeLegacyRule) {
    EXPECT_EQ(tokens("<a href=\"?a=1&amp=2&ampx&amp;y&copy\">"),
              (V{"S:a[href=?a=1&amp=2&ampx&y\xC2\xA9]"}));
    EXPECT_EQ(tokens("<a href=?x&lt=1&lt;>"), (V{"S:a[href=?x&lt=1<]"}));
}

TEST(TokenizerCharRefs, Numeric) {
    EXPECT_EQ(tokens("&#65;&#x42;&#X43;&#0068"), (V{"T:ABCD"}));
    EXPECT_EQ(tokens("&#0;"), (V{"T:\xEF\xBF\xBD"}));
    EXPECT_EQ(tokens("&#xD800;"), (V{"T:\xEF\xBF\xBD"}));
    EXPECT_EQ(tokens("&#x110000;"), (V{"T:\xEF\xBF\xBD"}));
    EXPECT_EQ(tokens("&#99999999999999999999;"), (V{"T:\xEF\xBF\xBD"}));
    EXPECT_EQ(tokens("&#x80;&#150;&#x9F;&#x81;"),
              (V{"T:\xE2\x82\xAC\xE2\x80\x93\xC5\xB8\xC2\x81"}));
    EXPECT_EQ(tokens("&#x1F600;"), (V{"T:\xF0\x9F\x98\x80"}));
}

TEST(TokenizerInput, NewlinesNulAndBom) {
    EXPECT_EQ(tokens("\xEF\xBB\xBF"
                     "a\r\nb\rc\n"),
              (V{"T:a\nb\nc\n"}));
    // U+0000: dropped in data-state text outside svg/math, U+FFFD elsewhere (attribute values here).
    EXPECT_EQ(tokens(std::string_view("a\0b", 3)), (V{"T:ab"}));
    EXPECT_EQ(tokens(std::string_view("\0a&amp;\0\0b&#0;\0", 15)), (V{"T:a&b\xEF\xBF\xBD"}));
    // In svg/math content (CDATA allowed: the tree builder's foreign content) it is U+FFFD, as in RCDATA,
    // raw text and comments.
    EXPECT_EQ(tokens(std::string_view("a\0b", 3), {true, true}), (V{"T:a\xEF\xBF\xBD"
                                                                     "b"}));
    EXPECT_EQ(tokens(std::string_view("<title>\0</title><style>\0</style><!--\0-->\0", 41)),
              (V{"S:title", "T:\xEF\xBF\xBD", "E:title", "S:style", "T:\xEF\xBF\xBD", "E:style",
                 "C:\xEF\xBF\xBD"}));
    EXPECT_EQ(tokens(std::string_view("<a x='\0\r\n'>", 11)), (V{"S:a[x=\xEF\xBF\xBD\n]"}));
}

TEST(TokenizerInput, InvalidUtf8BecomesReplacement) {
    EXPECT_EQ(tokens("a\xFF"
                     "b"),
              (V{"T:a\xEF\xBF\xBD"
                 "b"}));
    EXPECT_EQ(tokens("\xC3\xA9\xC3"), (V{"T:\xC3\xA9\xEF\xBF\xBD"}));  // truncated at EOF
    EXPECT_EQ(tokens("\xE2\x82x"), (V{"T:\xEF\xBF\xBDx"}));            // maximal subpart
    EXPECT_EQ(tokens("\xED\xA0\x80"), (V{"T:\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD"}));  // surrogate
    EXPECT_EQ(tokens("<p t=\"\xC0\xAF\">"), (V{"S:p[t=\xEF\xBF\xBD\xEF\xBF\xBD]"}));   // overlong
}

TEST(TokenizerInput, EmptyAndWhitespace) {
    EXPECT_TRUE(tokens("").empty());
    EXPECT_EQ(tokens(" \n\t"), (V{"T: \n\t"}));
}

TEST(Scan, FindByte2MatchesNaiveLoop) {
    std::string s(200, 'x');
    for (std::size_t pos = 0; pos < s.size(); ++pos) {
        for (std::size_t start = 0; start <= pos; start += 7) {
            std::string t = s;
            t[pos] = (pos % 2) ? '<' : '&';
            const char* got = detail::find_byte2(t.data() + start, t.data() + t.size(), '<', '&');
            EXPECT_EQ(got - t.data(), static_cast<std::ptrdiff_t>(pos));
        }
    }
    const std::string none(37, 'y');
    EXPECT_EQ(detail::find_byte2(none.data(), none.data() + none.size(), '<', '&'),
              none.data() + none.size());
    // High bytes next to the target must not produce false matches.
    const std::string high = "\x80\xFF\x01\x3B\x3D<";
    EXPECT_EQ(detail::find_byte2(high.data(), high.data() + high.size(), '<', '&'),
              high.data() + 5);
}

TEST(Scan, FindNameEndMatchesNaiveLoop) {
    // Control bytes other than \t \n \f (and high bytes) are part of a name: the SSE2 compare flags every
    // byte <= 0x20 and must step over those, in the same 16 bytes as the real end and in earlier ones.
    const std::string fillers[] = {"a", "\x01", "\x0b", "\x1f", "\r", "\x80", "\xff", "\x21"};
    const char enders[] = {' ', '\n', '\t', '\f', '/', '>', '='};
    auto naive = [](const std::string& t, std::size_t start, bool attr) {
        std::size_t i = start;
        while (i < t.size() && !(t[i] == ' ' || t[i] == '\n' || t[i] == '\t' || t[i] == '\f' ||
                                 t[i] == '/' || t[i] == '>' || (attr && t[i] == '='))) {
            ++i;
        }
        return static_cast<std::ptrdiff_t>(i);
    };
    for (const std::string& filler : fillers) {
        for (std::size_t pos = 0; pos < 70; ++pos) {
            for (const char e : enders) {
                std::string t;
                for (std::size_t k = 0; k < 70; ++k) t += (k % 3 == 1) ? filler : std::string("x");
                t[pos] = e;
                for (std::size_t start = 0; start <= pos; start += 5) {
                    const char* b = t.data() + start;
                    const char* end = t.data() + t.size();
                    EXPECT_EQ(detail::find_name_end<false>(b, end) - t.data(), naive(t, start, false));
                    EXPECT_EQ(detail::find_name_end<true>(b, end) - t.data(), naive(t, start, true));
                }
            }
        }
    }
}

TEST(Scan, FindByteShortMatchesNaiveLoop) {
    const std::string s(100, 'x');
    for (std::size_t pos = 0; pos <= s.size(); ++pos) {
        std::string t = s;
        if (pos < t.size()) t[pos] = '"';
        for (std::size_t start = 0; start <= std::min(pos, t.size()); start += 3) {
            const char* got = detail::find_byte_short(t.data() + start, t.data() + t.size(), '"');
            EXPECT_EQ(got - t.data(), static_cast<std::ptrdiff_t>(pos));
        }
    }
}

TEST(Scan, SkipHtmlSpaceMatchesNaiveLoop) {
    const char spaces[] = {' ', '\n', '\t', '\f'};
    for (std::size_t len = 0; len < 50; ++len) {
        for (const char stop : {'a', '\r', '\x0b', '\x80', '\0'}) {
            std::string t;
            for (std::size_t k = 0; k < len; ++k) t += spaces[k % 4];
            t += stop;
            t += "   ";
            for (std::size_t start = 0; start <= len; start += 3) {
                EXPECT_EQ(detail::skip_html_space(t.data() + start, t.data() + t.size()) - t.data(),
                          static_cast<std::ptrdiff_t>(len));
            }
            EXPECT_EQ(detail::skip_html_space(t.data(), t.data() + len) - t.data(), static_cast<std::ptrdiff_t>(len));
        }
    }
}

TEST(Scan, NormalizeInput) {
    std::string out;
    detail::normalize_input(std::string_view("ok\r\n\0\xF0\x9F\x98\x80\xF0\x9F", 11), out);
    EXPECT_EQ(out, "ok\n\xEF\xBF\xBD\xF0\x9F\x98\x80\xEF\xBF\xBD");
    EXPECT_EQ(detail::first_unclean_byte("plain ascii text, long enough for SWAR"), 38u);
    EXPECT_EQ(detail::first_unclean_byte("caf\xC3\xA9 ok"), 8u);
    EXPECT_EQ(detail::first_unclean_byte("12345678\r"), 8u);
}

TEST(TokenizerHostile, LongAttributeValue) {
    std::string big = "<div data-x=\"";
    big.append(10u << 20, 'v');
    big += "\">after";
    Document doc;
    Tokenizer tok;
    tok.reset(big, doc, false);
    Token t;
    ASSERT_TRUE(tok.next(t));
    ASSERT_EQ(t.kind, TokenKind::kStartTag);
    ASSERT_EQ(t.attr_count, 1u);
    EXPECT_EQ(doc.attrs[t.attr_begin].value.length, 10u << 20);
    ASSERT_TRUE(tok.next(t));
    EXPECT_EQ(doc.view(t.text), "after");
    EXPECT_FALSE(tok.next(t));
}

TEST(TokenizerHostile, ManyUnterminatedConstructsStayLinear) {
    // Each of these would be quadratic with naive re-scanning; they must simply finish.
    std::string a;
    for (int i = 0; i < 200000; ++i) a += "<a ";
    EXPECT_TRUE(tokens(a).empty());  // one tag that never ends: dropped
    std::string b;
    for (int i = 0; i < 200000; ++i) b += "<!-";
    EXPECT_EQ(tokens(b, {false, false}).size(), 0u);
    std::string c = "<script>";
    for (int i = 0; i < 200000; ++i) c += "</scrip<!--<script>";
    EXPECT_EQ(tokens(c).size(), 2u);
    std::string d;
    for (int i = 0; i < 200000; ++i) d += "&#x1&amp";
    EXPECT_EQ(tokens(d).size(), 1u);
}

}  // namespace
}  // namespace htmlprune
