// Boilerplate signals: chrome_bits() on parsed pages, carried through clean() onto the cleaned text, and the
// per-block fractions of BlockTree::signal().
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/boilerplate.hpp"
#include "htmlprune/clean.hpp"
#include "htmlprune/parse.hpp"

namespace htmlprune {
namespace {

constexpr std::uint8_t bit(ChromeSignal s) { return static_cast<std::uint8_t>(1u << s); }

// Bits of the first text node whose text contains `needle`.
std::uint8_t text_bits(std::string_view html, std::string_view needle, unsigned rules = kSignalRulesDefault) {
    const Document d = parse(html);
    std::vector<std::uint8_t> bits;
    chrome_bits(d, bits, rules);
    EXPECT_EQ(bits.size(), d.nodes.size());
    for (NodeIndex i = 0; i < d.nodes.size(); ++i) {
        if (d.nodes[i].kind == NodeKind::kText && d.text(i).find(needle) != std::string_view::npos) return bits[i];
    }
    ADD_FAILURE() << "no text node with " << needle;
    return 0xFF;
}

TEST(ChromeBits, PlainContentHasNone) {
    EXPECT_EQ(text_bits("<main><article><p>Saturn has 274 moons.</p></article></main>", "Saturn"), 0);
}

TEST(ChromeBits, LinkText) {
    EXPECT_EQ(text_bits("<p>See <a href=/x>Saturn</a> now</p>", "Saturn"), bit(kSigLink));
    EXPECT_EQ(text_bits("<p>See <a href=/x>Saturn</a> now</p>", "now"), 0);
}

TEST(ChromeBits, ChromeTags) {
    for (const char* tag : {"nav", "aside", "form", "menu", "search", "header", "footer"}) {
        const std::string html = std::string("<body><") + tag + "><p>Words here</p></" + tag + "></body>";
        EXPECT_EQ(text_bits(html, "Words"), bit(kSigTag)) << tag;
    }
}

TEST(ChromeBits, HeaderAndFooterOfAnArticleAreContent) {
    // The HTML spec's banner/contentinfo rule: only a header/footer scoped to the body is site chrome.
    EXPECT_EQ(text_bits("<article><header>Jane Doe, 3 March</header><p>Text</p></article>", "Jane"), 0);
    EXPECT_EQ(text_bits("<main><section><footer>Ann, 3 March</footer></section></main>", "Ann"), 0);
    EXPECT_EQ(text_bits("<div><header>Site name</header></div>", "Site"), bit(kSigTag));
    // a page-level header that holds the h1 is the title block, not the banner
    EXPECT_EQ(text_bits("<div><header><h1>Title</h1><p>Jane, 3 March</p></header></div>", "Jane"), 0);
    EXPECT_EQ(text_bits("<div><footer><h1>Title</h1><p>Legal</p></footer></div>", "Legal"), bit(kSigTag));
}

TEST(ChromeBits, AriaRoles) {
    EXPECT_EQ(text_bits("<div role=navigation><p>Home</p></div>", "Home"), bit(kSigRole));
    EXPECT_EQ(text_bits("<div role='contentinfo'><p>Legal</p></div>", "Legal"), bit(kSigRole));
    EXPECT_EQ(text_bits("<div role=main><p>Body</p></div>", "Body"), 0);
}

TEST(ChromeBits, ClassAndIdTokens) {
    EXPECT_EQ(text_bits("<div class='site-footer dark'><p>Legal</p></div>", "Legal"), bit(kSigClass));
    EXPECT_EQ(text_bits("<div id=mainNav_menu><p>Home</p></div>", "Home"), bit(kSigClass));
    EXPECT_EQ(text_bits("<div class='Breadcrumbs'><p>Home</p></div>", "Home"), bit(kSigClass));
    // whole tokens only: "navy" and "canvas" are not "nav"; "entry-header" is content
    EXPECT_EQ(text_bits("<div class='navy canvas entry-header'><p>Body</p></div>", "Body"), 0);
}

TEST(ChromeBits, TemplateClassesOfThePageAndOfTheTitleWrapperAreNotChrome) {
    // WordPress puts the layout on <body class="has-sidebar">: that names the template, not a region.
    EXPECT_EQ(text_bits("<body class='single has-sidebar menu-open'><p>Jane Doe says</p></body>", "Jane"), 0);
    // a wrapper that holds the page's h1 is the article, whatever its class says ("social", "masthead")
    const std::string article =
        "<div class='post has-social-share'><h1>Title</h1><p>Jane Doe says</p></div>"
        "<div class=sidebar><p>Popular posts</p></div>";
    EXPECT_EQ(text_bits(article, "Jane"), 0);
    EXPECT_EQ(text_bits(article, "Popular"), bit(kSigClass));
    // ASP.NET wraps the whole page in one <form>; a search form stays chrome
    EXPECT_EQ(text_bits("<form><h1>Title</h1><p>Body text</p></form>", "Body"), 0);
    EXPECT_EQ(text_bits("<form><label>Search</label></form><h1>Title</h1>", "Search"), bit(kSigTag));
    // a navbar around the site's logo h1 is mostly links: still chrome
    const std::string navbar =
        "<div class=navbar><h1><a href=/>MySite</a></h1><a href=/a>About</a> <a href=/b>Blog</a></div>"
        "<p>Article text</p>";
    EXPECT_EQ(text_bits(navbar, "About"), bit(kSigLink) | bit(kSigClass));
    // a chrome wrapper inside the title block still counts
    EXPECT_EQ(text_bits("<div class=post><h1>Title</h1><nav class=share><p>Tweet</p></nav></div>", "Tweet"),
              bit(kSigTag) | bit(kSigClass));
}

TEST(ChromeBits, RepeatedShortLinkLists) {
    const std::string menu =
        "<ul><li><a href=/>Home</a></li><li><a href=/p>Products</a></li><li><a href=/c>Contact</a></li></ul>";
    EXPECT_EQ(text_bits(menu, "Products"), bit(kSigLink) | bit(kSigList));
    // long items, or items without links, are content lists
    const std::string steps =
        "<ul><li>Preheat the oven</li><li>Mix the flour</li><li>Bake for an hour</li></ul>";
    EXPECT_EQ(text_bits(steps, "flour"), 0);
    const std::string two = "<ul><li><a href=/>Home</a></li><li><a href=/p>Products</a></li></ul>";
    EXPECT_EQ(text_bits(two, "Products"), bit(kSigLink));
}

TEST(ChromeBits, BylinesAndAuthorBoxes) {
    EXPECT_EQ(text_bits("<article><p class='entry-author'>By Ann Lee</p></article>", "Ann"), bit(kSigAuthor));
    EXPECT_EQ(text_bits("<div id=Byline><span>Ann Lee</span></div>", "Ann"), bit(kSigAuthor));
    EXPECT_EQ(text_bits("<p>By <a rel='author external' href=/u/ann>Ann Lee</a></p>", "Ann"),
              bit(kSigLink) | bit(kSigAuthor));
    EXPECT_EQ(text_bits("<p>See <a rel=external href=/u/ann>Ann Lee</a></p>", "Ann"), bit(kSigLink));
    EXPECT_EQ(text_bits("<span itemprop=author><span itemprop=name>Ann Lee</span></span>", "Ann"),
              bit(kSigAuthor));
    EXPECT_EQ(text_bits("<address>Ann Lee, harbour office</address>", "Ann"), bit(kSigAuthor));
    // in a sidebar it is both: the scorer reads the byline over the chrome
    EXPECT_EQ(text_bits("<aside><div class=author-bio>Ann writes about tides.</div></aside>", "Ann"),
              bit(kSigTag) | bit(kSigAuthor));
    // whole tokens only; a wrapper holding the h1 or over 1 KB of text is no byline
    EXPECT_EQ(text_bits("<p class=authority>Port authority</p>", "Port"), 0);
    EXPECT_EQ(text_bits("<div class=author-page><h1>Ann Lee</h1><p>Posts by Ann</p></div>", "Posts"), 0);
    const std::string archive = "<div class=author-archive><p>" + std::string(1100, 'x') + " Ann</p></div>";
    EXPECT_EQ(text_bits(archive, "Ann"), 0);
    // a copyright notice names the owner: the notice's own text only, chrome around it stays chrome
    EXPECT_EQ(text_bits("<footer><p>&copy; 2025 Ann Lee. All rights reserved.</p></footer>", "Ann"),
              bit(kSigTag) | bit(kSigAuthor));
    EXPECT_EQ(text_bits("<p>COPYRIGHT 2012-2025 Ann Lee</p>", "Ann"), bit(kSigAuthor));
    EXPECT_EQ(text_bits("<footer><p>&copy; 2025 Ann Lee</p><p>Imprint</p></footer>", "Imprint"), bit(kSigTag));
    const std::string terms = "<p>" + std::string(200, 'x') + " copyright law applies</p>";
    EXPECT_EQ(text_bits(terms, "law"), 0);  // a paragraph about copyright is no notice
}

TEST(ChromeBits, LinksToAuthorAndProfilePagesAreBylines) {
    const std::uint8_t by = bit(kSigLink) | bit(kSigAuthor);
    EXPECT_EQ(text_bits("<p><a href='https://x.org/blog/author/ann-lee/'>Ann Lee</a></p>", "Ann"), by);
    EXPECT_EQ(text_bits("<p><a href='/Authors/ann?page=2'>Ann Lee</a></p>", "Ann"), by);
    EXPECT_EQ(text_bits("<p><a href='/contributor/ann'>Ann Lee</a></p>", "Ann"), by);
    // forum and Q&A posters link to their profiles
    EXPECT_EQ(text_bits("<div><a href='/users/77/ann'>ann</a> asked</div>", "ann"), by);
    EXPECT_EQ(text_bits("<div><a href='/members/ann.12/'>ann</a></div>", "ann"), by);
    // whole path segments only; the host, query and fragment do not count
    EXPECT_EQ(text_bits("<p><a href='/authorities/port'>Port authority</a></p>", "Port"), bit(kSigLink));
    EXPECT_EQ(text_bits("<p><a href='https://author.example.org/x'>Home</a></p>", "Home"), bit(kSigLink));
    EXPECT_EQ(text_bits("<p><a href='/post?ref=/author/x#/author/'>Read</a></p>", "Read"), bit(kSigLink));
    EXPECT_EQ(text_bits("<p><a href='/blog/AUTHOR/ann?x=1'>Ann</a></p>", "Ann"), by);
    EXPECT_EQ(text_bits("<p><a href='https://x.org/author#top'>Ann</a></p>", "Ann"), by);
    EXPECT_EQ(text_bits("<p><a href='https://x.org//members//ann'>Ann</a></p>", "Ann"), by);
    EXPECT_EQ(text_bits("<p><a href='/blog?/author/ann'>Ann</a></p>", "Ann"), bit(kSigLink));
    EXPECT_EQ(text_bits("<p><a href='/blog#/author/ann'>Ann</a></p>", "Ann"), bit(kSigLink));
    EXPECT_EQ(text_bits("<p><a href='/authorship/ann'>Ann</a></p>", "Ann"), bit(kSigLink));
    EXPECT_EQ(text_bits("<p><a href='https://author.org/ann'>Ann</a></p>", "Ann"), bit(kSigLink));
    // the rules can be switched off (the ablation benchmark)
    const unsigned rules = kSignalRulesDefault & ~(kRuleAuthorUrl | kRuleProfileUrl);
    EXPECT_EQ(text_bits("<p><a href='/author/ann/'>Ann Lee</a></p>", "Ann", rules), bit(kSigLink));
    EXPECT_EQ(text_bits("<p><a href='/users/7/ann'>ann</a></p>", "ann", rules), bit(kSigLink));
}

TEST(ChromeBits, AuthorAndProfileLinksInCitationsAreNoBylines) {
    // a small encyclopedia page: its sources link to author and profile pages; none is the page's byline
    const std::string page =
        "<h1>Port of Tallinn</h1><p>The port<sup><a href='/users/ann/notes'>[1]</a></sup> grew.</p>"
        "<h2>References</h2><ol class='references'><li><span>^ <a href='https://x.org/author/bob/'>Bob Day"
        "</a>, Harbours (2001).</span></li></ol>"
        "<p>Quoted from <cite><a href='https://news.example/profiles/cy'>Cy Moss, Interview</a></cite>.</p>"
        "<h2>External links</h2><ul><li><a href='/members/port/'>Port club</a></li>"
        "<li><a href='/wiki/Harbour'>Harbour</a></li><li><a href='/wiki/Baltic'>Baltic</a></li></ul>"
        "<p>Written up by <a href='/author/dee/'>Dee Ray</a></p>";
    const std::uint8_t link = bit(kSigLink);
    EXPECT_EQ(text_bits(page, "[1]"), link);       // a footnote mark (sup)
    EXPECT_EQ(text_bits(page, "Bob Day"), link | bit(kSigReference));  // an entry of the reference list
    EXPECT_EQ(text_bits(page, "Cy Moss"), link);   // a cite
    EXPECT_EQ(text_bits(page, "Port club"), link | bit(kSigList));  // one entry of a link list
    // outside them the link is still a byline
    EXPECT_EQ(text_bits(page, "Dee Ray"), link | bit(kSigAuthor));
    // the guard can be switched off (the ablation benchmark): the links are bylines again
    const unsigned rules = kSignalRulesDefault & ~kRuleCitationLinks;
    EXPECT_EQ(text_bits(page, "Bob Day", rules), link | bit(kSigAuthor) | bit(kSigReference));
    EXPECT_EQ(text_bits(page, "Cy Moss", rules), link | bit(kSigAuthor));
    EXPECT_EQ(text_bits(page, "[1]", rules), link | bit(kSigAuthor));
}

TEST(ChromeBits, ReferenceListsMarkTheirText) {
    // MediaWiki's list of sources (<ol class="references"> in a <div class="reflist">) and a bibliography
    // (refbegin): their text, down to the nested spans; a "citation" span inside a paragraph is not a list
    const std::string page =
        "<h1>Port</h1><p>It grew <cite class='citation'>Day 2001</cite> fast.</p>"
        "<div class='reflist'><ol class='references'><li><span class='reference-text'>Bob Day, Harbours"
        "</span></li></ol></div><div class='refbegin'><ul><li>Cy Moss, Ports</li></ul></div>"
        "<div id='References'><p>Dee Ray, Quays</p></div><div class='referenced'><p>Eve</p></div>";
    EXPECT_EQ(text_bits(page, "Bob Day"), bit(kSigReference));
    EXPECT_EQ(text_bits(page, "Cy Moss"), bit(kSigReference));
    EXPECT_EQ(text_bits(page, "Dee Ray"), bit(kSigReference));  // tokens fold case
    EXPECT_EQ(text_bits(page, "Day 2001"), 0);
    EXPECT_EQ(text_bits(page, "It grew"), 0);
    EXPECT_EQ(text_bits(page, "Eve"), 0);  // whole tokens only
    // an element that holds the page's title is its content wrapper, whatever its class says
    EXPECT_EQ(text_bits("<div class='references'><h1>Sources</h1><p>Ann Lee, Notes</p></div>", "Ann"), 0);
}

TEST(ChromeBits, TextThatOpensABylineMarksItsElement) {
    // the element the text opens is the byline, the name in its link included
    EXPECT_EQ(text_bits("<div><p>Written by <a href=/x>Ann Lee</a></p><p>Tags</p></div>", "Ann"),
              bit(kSigLink) | bit(kSigAuthor));
    EXPECT_EQ(text_bits("<div><p>Written by <a href=/x>Ann Lee</a></p><p>Tags</p></div>", "Tags"), 0);
    EXPECT_EQ(text_bits("<p>By Ann Lee, March 3</p>", "Ann"), bit(kSigAuthor));
    EXPECT_EQ(text_bits("<p>posted by: Ann</p>", "Ann"), bit(kSigAuthor));
    EXPECT_EQ(text_bits("<p>Author: ann</p>", "ann"), bit(kSigAuthor));
    EXPECT_EQ(text_bits("<p>Story by \xC3\x89mile Zola</p>", "Zola"), bit(kSigAuthor));
    // from a span of its own, the element around it
    EXPECT_EQ(text_bits("<div><span>By</span> <b>Ann Lee</b></div>", "Ann"), bit(kSigAuthor));
    // a sentence, a lowercase word after "by", a table's column label: none
    EXPECT_EQ(text_bits("<p>By the end of the year the port had grown.</p>", "port"), 0);
    EXPECT_EQ(text_bits("<p>By " + std::string(90, 'x') + "</p>", "xxx"), 0);
    EXPECT_EQ(text_bits("<p>Bypass the bridge</p>", "bridge"), 0);
    EXPECT_EQ(text_bits("<table><tr><th>Title</th><th>Written by</th></tr></table>", "Written"), 0);
    // " by " inside a sentence or a citation, after other text of its element: not a byline
    EXPECT_EQ(text_bits("<p><a href=/c>Compilation album</a> by <a href=/v>Various Artists</a></p>", "Various"),
              bit(kSigLink));
    EXPECT_EQ(text_bits("<li><i>Stage to Screen</i> by Eric Grode, May 23, 1999</li>", "Eric"), 0);
    EXPECT_EQ(text_bits("<div>\n <p>By Ann Lee</p></div>", "Ann"), bit(kSigAuthor));
    EXPECT_EQ(text_bits("<p>By Ann Lee</p>", "Ann", kSignalRulesDefault & ~kRuleByText), 0);
}

TEST(ChromeBits, SignalsCombineDownTheTree) {
    const std::uint8_t b = text_bits("<nav class=menu role=navigation><a href=/>Home</a></nav>", "Home");
    EXPECT_EQ(b, bit(kSigLink) | bit(kSigTag) | bit(kSigRole) | bit(kSigClass));
}

TEST(CleanSignals, CountsBytesOfMergedText) {
    // <a> is unwrapped by clean(): "See Saturn now" is one text node, 6 of its 14 bytes are link text.
    const Document d = parse("<p>See <a href=/x>Saturn</a> now</p>");
    std::vector<std::uint8_t> bits;
    chrome_bits(d, bits);
    CleanSignals sig;
    sig.in_bits = &bits;
    Document out;
    clean(d, CleanOptions{}, out, &sig);
    ASSERT_EQ(sig.bytes.size(), out.nodes.size());
    bool found = false;
    for (NodeIndex i = 0; i < out.nodes.size(); ++i) {
        if (out.nodes[i].kind != NodeKind::kText) continue;
        EXPECT_EQ(out.text(i), "See Saturn now");
        EXPECT_EQ(sig.bytes[i][kSigLink], 6u);
        EXPECT_EQ(sig.bytes[i][kSigTag], 0u);
        found = true;
    }
    EXPECT_TRUE(found);
}

TEST(CleanSignals, OutputIsTheSameWithAndWithoutSignals) {
    const std::string html =
        "<body><nav class=menu><ul><li><a href=/>Home</a></li></ul></nav><div><div><p>Text <span>x</span>"
        "</p></div></div></body>";
    const Document d = parse(html);
    std::vector<std::uint8_t> bits;
    chrome_bits(d, bits);
    CleanSignals sig;
    sig.in_bits = &bits;
    Document a, b;
    clean(d, CleanOptions{}, a, &sig);
    clean(d, CleanOptions{}, b);
    EXPECT_EQ(serialize(a), serialize(b));
}

TEST(ChromeBits, CopyrightNoticeWordAnywhereAnyCase) {
    // the word at the start, in the middle, at the very end, in any case; a text exactly the word
    for (const char* text : {"Copyright Ann Lee", "(c) cOpYrIgHt 2020 Ann", "Ann Lee copyright", "copyright",
                             "Ann c c Cc COPYRIGHT"}) {
        EXPECT_EQ(text_bits(std::string("<p>") + text + "</p>", text), bit(kSigAuthor)) << text;
    }
    // near misses: a cut word, a word split by a space, 'c's without the rest
    for (const char* text : {"copyrigh Ann", "opyright Ann", "copy right Ann", "cccc Ann Lee"}) {
        EXPECT_EQ(text_bits(std::string("<p>") + text + "</p>", text), 0) << text;
    }
    // at most 160 bytes: the word within a longer text is no notice
    const std::string at_limit = std::string(151, 'x') + "copyright";
    EXPECT_EQ(text_bits("<p>" + at_limit + "</p>", "copyright"), bit(kSigAuthor));
    EXPECT_EQ(text_bits("<p>x" + at_limit + "</p>", "copyright"), 0);
}

TEST(ChromeBits, ClassTokensOfEveryLengthAndFirstLetter) {
    // each chrome token alone, upper case, and inside a longer class value; a token one letter longer or
    // shorter is none (the word table must never miss a member)
    for (const char* tok : {"nav", "navbar", "navigation", "menu", "menubar", "submenu", "breadcrumb",
                            "breadcrumbs", "footer", "sidebar", "cookie", "cookies", "consent", "share",
                            "sharing", "social",
                            "skip", "skiplink", "newsletter", "subscribe", "related", "advert",
                            "advertisement", "ads", "sponsored", "promo", "widget", "toolbar", "masthead",
                            "topbar", "pagination", "copyright"}) {
        const std::string t = tok;
        std::string upper = t;
        for (char& c : upper) c = static_cast<char>(c - 32);
        EXPECT_EQ(text_bits("<div class='x " + t + " y'><p>Words</p></div>", "Words"), bit(kSigClass)) << t;
        EXPECT_EQ(text_bits("<div id='" + upper + "'><p>Words</p></div>", "Words"), bit(kSigClass)) << upper;
        EXPECT_EQ(text_bits("<div class='" + t + "q'><p>Words</p></div>", "Words"), 0) << t << "q";
        EXPECT_EQ(text_bits("<div class='" + t.substr(1) + "'><p>Words</p></div>", "Words"), 0) << t.substr(1);
    }
}

// clean_document() parses only the attributes that chrome_bits() and clean() read: the same cleaned
// Document and signal bytes as from a parse that keeps every attribute.
TEST(CleanSignals, CleanDocumentEqualsAFullParse) {
    const std::string html =
        "<body><div role=navigation title='Site' style='x' data-a=1><a href='/'>Home</a></div>"
        "<div class='content main' data-x='&amp;'><p itemprop=author>Ann Lee</p><p rel=author>Bob</p>"
        "<p><a href='https://x.org/author/ann?p=1' title='Ann' class=byline>Ann</a> wrote "
        "<span hidden>secret</span><span id='S:1' hidden>shown</span><input type=HIDDEN value=v>"
        "<img alt='pic' src=a.png title=t> text <a href='/users/5/ann' TITLE=x>profile</a></p>"
        "<footer class=footer><p>&copy; 2025 Ann</p></footer></div></body>";
    for (const std::vector<std::string>& keep :
         {std::vector<std::string>{}, std::vector<std::string>{"title", "href", "alt"},
          std::vector<std::string>{"class", "role", "data-x", "style"}}) {
        CleanOptions o;
        o.keep_attrs = keep;
        std::vector<SignalBytes> filtered_signals;
        const Document filtered = clean_document(html, o, &filtered_signals);
        const Document full = parse(html);
        std::vector<std::uint8_t> bits;
        chrome_bits(full, bits);
        CleanSignals sig;
        sig.in_bits = &bits;
        Document expected;
        clean(full, o, expected, &sig);
        EXPECT_EQ(serialize(filtered), serialize(expected)) << keep.size();
        EXPECT_EQ(filtered_signals, sig.bytes) << keep.size();
        // and without signals: the same as clean() of the full parse
        Document plain;
        clean(full, o, plain);
        EXPECT_EQ(serialize(clean_document(html, o)), serialize(plain)) << keep.size();
    }
}

TEST(CleanSignals, RejectsBitsOfAnotherDocument) {
    const Document d = parse("<p>x</p>");
    std::vector<std::uint8_t> bits(1, 0);
    CleanSignals sig;
    sig.in_bits = &bits;
    Document out;
    EXPECT_THROW(clean(d, CleanOptions{}, out, &sig), Error);
}

TEST(BlockTreeSignals, FractionsPerBlock) {
    BlockTreeOptions o;
    o.max_words = 4;
    const BlockTree t = build_block_tree(
        "<body><nav><ul><li><a href=/>Home</a></li><li><a href=/a>About</a></li><li><a href=/s>Shop</a></li>"
        "</ul></nav><main><p>Saturn has 274 moons in total.</p><p>Read <a href=/m>more about moons</a></p>"
        "</main></body>",
        o);
    int seen = 0;
    for (BlockIndex i = 0; i < t.size(); ++i) {
        const std::string_view text = t.text(i);
        if (text.find("Home") != std::string_view::npos) {
            EXPECT_FLOAT_EQ(t.signal(kSigTag)[i], 1.0F);
            EXPECT_FLOAT_EQ(t.signal(kSigList)[i], 1.0F);
            EXPECT_GT(t.signal(kSigLink)[i], 0.9F);
            ++seen;
        } else if (text.find("Saturn") != std::string_view::npos) {
            for (int s = 0; s < kSignalCount; ++s) EXPECT_EQ(t.signal(static_cast<ChromeSignal>(s))[i], 0.0F);
            ++seen;
        } else if (text.find("Read") != std::string_view::npos) {
            EXPECT_NEAR(t.signal(kSigLink)[i], 16.0 / 21.0, 0.06);  // "more about moons" of "Read more ..."
            EXPECT_EQ(t.signal(kSigTag)[i], 0.0F);
            ++seen;
        }
    }
    EXPECT_EQ(seen, 3);
}

TEST(BlockTreeTitle, DistanceInWordsFromTheFirstContentH1) {
    BlockTreeOptions o;
    o.max_words = 6;
    // the banner's logo h1 is chrome (a navbar of links); the article's h1 is the title
    const BlockTree t = build_block_tree(
        "<body><div class=navbar><h1><a href=/>Site</a></h1><a href=/a>About</a> <a href=/b>Blog</a></div>"
        "<main><p>News section</p><h1>Saturn has moons</h1><p>By Jane Doe</p>"
        "<p>Saturn has 274 known moons in total.</p></main></body>",
        o);
    ASSERT_EQ(t.title_distance().size(), t.size());
    auto block = [&](std::string_view word) {
        for (BlockIndex i = 0; i < t.size(); ++i) {
            if (t.text(i).find(word) != std::string_view::npos) return i;
        }
        ADD_FAILURE() << word;
        return BlockIndex{0};
    };
    EXPECT_FLOAT_EQ(t.title_distance()[block("Saturn has moons")], 0.0F);
    EXPECT_FLOAT_EQ(t.title_distance()[block("Jane")], 3.0F);  // the title's 3 words
    EXPECT_FLOAT_EQ(t.title_distance()[block("274")], 6.0F);
    EXPECT_FLOAT_EQ(t.title_distance()[block("News")], -2.0F);
    EXPECT_LT(t.title_distance()[block("About")], 0.0F);
    // no h1 outside the chrome: no title
    const BlockTree none = build_block_tree("<body><nav><h1>Site</h1></nav><p>Text only</p></body>", o);
    for (BlockIndex i = 0; i < none.size(); ++i) EXPECT_TRUE(std::isnan(none.title_distance()[i]));
    // several pages: each its own title
    const BlockTree two = build_block_tree(
        std::vector<std::string_view>{"<h1>First page</h1><p>One</p>", "<p>Intro</p><h1>Second</h1><p>Two</p>"},
        o);
    for (BlockIndex i = 0; i < two.size(); ++i) {
        const std::string_view text = two.text(i);
        if (text == "One") EXPECT_FLOAT_EQ(two.title_distance()[i], 2.0F);
        if (text == "Intro") EXPECT_FLOAT_EQ(two.title_distance()[i], -1.0F);
        if (text == "Two") EXPECT_FLOAT_EQ(two.title_distance()[i], 1.0F);
    }
}

TEST(BlockTreeTitle, TheH1ThatTheDocumentTitleNames) {
    BlockTreeOptions o;
    o.max_words = 6;
    auto title_block = [&](const BlockTree& t) {
        for (BlockIndex i = 0; i < t.size(); ++i) {
            if (t.title_distance()[i] == 0.0F) return std::string(t.text(i));
        }
        return std::string();
    };
    // a blog's "Articles" h1 above the post's own h1: the <title> names the post's
    const std::string page =
        "<html><head><title>Rust GCC backend: why and how | Blog</title></head><body><div><h1>Articles "
        "index</h1><p>Some words here and there and more</p></div><div><h1>Rust GCC  Backend: Why and how"
        "</h1><p>Text of the post</p></div></body></html>";
    EXPECT_EQ(title_block(build_block_tree(page, o)), "Rust GCC Backend: Why and how");
    // no h1 named: the first content h1, as before; a short h1 names nothing
    EXPECT_EQ(title_block(build_block_tree(
                  "<html><head><title>Other</title></head><body><h1>First one</h1><p>a b c d e f g</p>"
                  "<h1>Second one</h1><p>x</p></body></html>",
                  o)),
              "First one");
    EXPECT_EQ(title_block(build_block_tree(
                  "<html><head><title>News | Blog</title></head><body><h1>First one</h1><p>a b c d e f g</p>"
                  "<h1>Blog</h1><p>x</p></body></html>",
                  o)),
              "First one");
    BlockTreeOptions unnamed = o;
    unnamed.clean.signal_rules = kSignalRulesDefault & ~kRuleTitleNamed;
    EXPECT_EQ(title_block(build_block_tree(page, unnamed)), "Articles index");
}

TEST(BlockTree, ABylineAmongOtherTextGetsABlockOfItsOwn) {
    // an author box and a related-posts list in one small element: split, so that the byline is a block
    const std::string html =
        "<body><main><p>Body of the post with words</p></main><div class=meta><div class=author>"
        "<a href=/x>Ann Lee</a></div><h2>Related</h2><ul><li>One post title here</li><li>Another post "
        "title</li><li>A third post title</li></ul></div></body>";
    BlockTreeOptions o;
    o.max_block_bytes = 100000;  // on with a byte limit (none is reached here); off without: the paper's tree
    const BlockTree t = build_block_tree(html, o);
    bool own = false;
    for (BlockIndex i = 0; i < t.size(); ++i) {
        if (t.text(i) == "Ann Lee") {
            own = true;
            EXPECT_FLOAT_EQ(t.signal(kSigAuthor)[i], 1.0F);
        }
    }
    EXPECT_TRUE(own);
    // a table row stays whole
    const BlockTree rows = build_block_tree(
        "<table><tr><td><p class=byline>Ann Lee</p>" + std::string(200, 'x') +
        " more words</td><td>and more</td></tr></table>",
        o);
    for (BlockIndex i = 0; i < rows.size(); ++i) {
        EXPECT_NE(rows.text(i), "Ann Lee");
        EXPECT_NE(rows.text(i), "and more");
    }
    BlockTreeOptions no_split = o;
    no_split.clean.signal_rules = kSignalRulesDefault & ~kRuleBylineBlock;
    const BlockTree whole = build_block_tree(html, no_split);
    for (BlockIndex i = 0; i < whole.size(); ++i) EXPECT_NE(whole.text(i), "Ann Lee");
    const BlockTree paper = build_block_tree(html);
    for (BlockIndex i = 0; i < paper.size(); ++i) EXPECT_NE(paper.text(i), "Ann Lee");
}

TEST(BlockTreeSignals, SurviveMultiPageJoins) {
    const BlockTree t = build_block_tree(
        std::vector<std::string_view>{"<p>Plain page text</p>", "<footer><p>Copyright notice</p></footer>"});
    ASSERT_EQ(t.signal(kSigTag).size(), t.size());
    for (BlockIndex i = 0; i < t.size(); ++i) {
        const bool footer = t.text(i).find("Copyright") != std::string_view::npos;
        EXPECT_FLOAT_EQ(t.signal(kSigTag)[i], footer ? 1.0F : 0.0F) << t.text(i);
    }
}

}  // namespace
}  // namespace htmlprune
