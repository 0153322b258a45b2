// Boilerplate signals: what a parsed page's markup says about where its text sits (site chrome or content,
// and whether a byline), read before clean() drops the attributes that say it.
//
// The signals are those boilerpipe, readability and trafilatura use. Each holds for a piece of text when:
//   kSigLink   it is inside an <a> (link density of a block = share of its text bytes inside links);
//   kSigTag    it is inside nav, aside, form, menu, search, or a header/footer whose nearest sectioning
//              ancestor is the body (the HTML spec's banner/contentinfo rule: an <article>'s header, where
//              bylines and dates live, is content), except a header that holds an h1 (the page's title
//              block, not its banner);
//   kSigRole   it is inside an element with ARIA role navigation, banner, contentinfo, search, menu, menubar
//              or complementary;
//   kSigClass  it is inside an element whose class or id has a menu-like token (nav, menu, breadcrumb, footer,
//              sidebar, cookie, share, social, skip, ...; tokens split at non-alphanumerics, lowercase);
//   kSigList   it is inside a repeated short link list: a list (ul/ol/menu) of at least 3 items most of
//              which are short (at most 48 text bytes) and mostly link text;
//   kSigAuthor it is inside a byline or author box: an <address>, an element with rel="author" or
//              itemprop="author"/"creator" (microdata), or one whose class or id has the token author(s),
//              byline or writer; with at most kAuthorMaxBytes of text (a byline or an author box, not a
//              page of an author's posts) and no h1; or it is a copyright notice (a text node of at most
//              160 bytes with "©" or "copyright"). Not chrome: it says whose the content is, which the
//              scorer's frame priors read (hCard, schema.org and the common CMS themes mark it so).
//   kSigReference it is inside a reference list: an element whose class or id has the token references,
//              reflist or refbegin (MediaWiki's, and most CMSs', list of sources). Not chrome either: it is
//              the page's own apparatus, but a list of sources answers no question the page does, so the
//              scorers rank it after the content with the chrome (rank_chrome_last(), bm25_priors.hpp).
// chrome_bits() computes one bit set per node of the parsed Document (bit k = signal k) in two O(n) passes
// (no recursion); clean() with a CleanSignals output carries them onto the cleaned text as byte counts, and
// build_block_tree() turns those into per-block fractions (BlockTree::signal()).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "htmlprune/dom.hpp"

namespace htmlprune {

enum ChromeSignal : std::uint8_t {
    kSigLink = 0,
    kSigTag,
    kSigRole,
    kSigClass,
    kSigList,
    kSigAuthor,
    kSigReference,
    kSignalCount
};

/// An element with more text than this (bytes) is no byline or author box (kSigAuthor).
inline constexpr std::uint32_t kAuthorMaxBytes = 1024;

/// Rules of chrome_bits() and of the block tree's title choice that can be switched off, as bits
/// (CleanOptions::signal_rules; for the ablation benchmark): a link to an author page is a byline (an href
/// path segment author(s) or contributor(s)); a byline opened by text ("By Ann Lee", "Written by", "Author:"); the title h1 is the
/// first one the page's <title> names (BlockTree::title_distance); a link to a user's profile is a byline
/// (segments profile(s), member(s), user(s): forum and Q&A posters); an element holding a byline that is
/// under half of its text is split into blocks (BlockTree), so that the byline is a block of its own;
/// the two link rules do not fire in a citation (inside cite or sup, or an element classed references,
/// reflist, refbegin, citation(s)) or on an entry of a link list (kSigList): a source, not the byline.
enum SignalRule : unsigned {
    kRuleAuthorUrl = 1u,
    kRuleByText = 2u,
    kRuleTitleNamed = 4u,
    kRuleProfileUrl = 8u,
    kRuleBylineBlock = 16u,
    kRuleCitationLinks = 32u,
    kSignalRulesDefault = kRuleAuthorUrl | kRuleByText | kRuleTitleNamed | kRuleProfileUrl |
                          kRuleBylineBlock | kRuleCitationLinks,
};

/// Per cleaned node: how many bytes of its text came from input text carrying each signal.
using SignalBytes = std::array<std::uint32_t, kSignalCount>;

/// Sets bits[i] (resized to doc.nodes.size()) to the signals that hold for node i's text (1u << signal),
/// under the SignalRule bits `rules`. `doc` must be in document order (parents before children), as parse()
/// builds it. Of the attributes it reads only kChromeAttributes: a Document parsed with
/// ParseOptions::only_attributes holding them gives the same bits.
void chrome_bits(const Document& doc, std::vector<std::uint8_t>& bits, unsigned rules = kSignalRulesDefault);

/// The attribute names chrome_bits() reads.
inline constexpr std::array<std::string_view, 6> kChromeAttributes = {"role", "class", "id", "itemprop", "rel",
                                                                      "href"};

}  // namespace htmlprune
