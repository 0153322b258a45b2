#include "htmlprune/boilerplate.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>

#include "detail/opaque.hpp"
#include "htmlprune/tags.hpp"

namespace htmlprune {
namespace {

constexpr std::uint8_t bit(ChromeSignal s) { return static_cast<std::uint8_t>(1u << s); }

// Tokens of class/id values that name site chrome. Compared to whole tokens only ("navigation" matches,
// "canvas" does not), so that a content class such as "entry-content" never matches "content"-like words.
// Not "header": WordPress's "entry-header" holds the byline; the header *tag* rule covers site headers.
constexpr std::string_view kChromeTokens[] = {
    "nav",        "navbar",   "navigation", "menu",     "menubar",  "submenu",   "breadcrumb",
    "breadcrumbs", "footer",  "sidebar",    "cookie",   "cookies",  "consent",   "share",
    "sharing",    "social",   "skip",       "skiplink", "newsletter", "subscribe", "related",
    "advert",     "advertisement", "ads",   "sponsored", "promo",   "widget",    "toolbar",
    "masthead",   "topbar",   "pagination", "copyright",
};

// Class/id tokens of a byline or an author box (kSigAuthor); itemprop values of the same (schema.org).
constexpr std::string_view kAuthorTokens[] = {"author", "authors", "byline", "bylines", "writer"};
constexpr std::string_view kAuthorProps[] = {"author", "creator"};
constexpr std::string_view kAuthorRel[] = {"author"};

// Path segments of an author page's URL: a link to one is a byline ("/author/ann-lee/", WordPress's and most
// CMSs' permalink, "/authors/ann", "/contributor/ann"); compared to whole segments, case-insensitive.
constexpr std::string_view kAuthorSegments[] = {"author", "authors", "contributor", "contributors"};

// Words that open a byline's text: "By", "Written by", "Posted by" ..., or "Author:" (kAuthorLabels).
constexpr std::string_view kByVerbs[] = {"written", "posted", "published", "authored", "reported", "words", "story"};
constexpr std::string_view kAuthorLabels[] = {"author", "authors", "autor", "auteur", "autore"};
// A byline's opening text node is at most this long (bytes, trimmed): "By Ann Lee", "Written by", not a
// sentence that begins "By the end of ...".
constexpr std::size_t kByLineMaxBytes = 80;

// Class/id tokens of a reference list or a citation (MediaWiki's "references"/"reflist"/"citation", most
// CMSs' footnotes): a link to an author or profile page in one is a source, not the page's byline.
constexpr std::string_view kCitationTokens[] = {"references", "reflist", "refbegin", "citation", "citations"};
// Class/id tokens of a whole reference list (kSigReference): MediaWiki's <ol class="references">, <div
// class="reflist"> and "refbegin" bibliographies. Not "citation": a <cite class="citation"> also sits inline.
constexpr std::string_view kReferenceTokens[] = {"references", "reflist", "refbegin"};

// Segments of a user's profile page, on forums and Q&A sites ("/members/ann.12/", "/users/77/ann").
constexpr std::string_view kProfileSegments[] = {"profile", "profiles", "member", "members", "user", "users"};

constexpr std::string_view kChromeRoles[] = {"navigation", "banner",  "contentinfo",  "search",
                                             "menu",       "menubar", "complementary"};

char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; }

// Each byte's token character: an ASCII letter (lower-cased) or digit, else 0 (a separator). One load per
// byte of the class and id values that token_sets() scans on every element.
constexpr std::array<char, 256> kTokenChar = [] {
    std::array<char, 256> t{};
    for (int c = '0'; c <= '9'; ++c) t[static_cast<std::size_t>(c)] = static_cast<char>(c);
    for (int c = 'a'; c <= 'z'; ++c) t[static_cast<std::size_t>(c)] = static_cast<char>(c);
    for (int c = 'A'; c <= 'Z'; ++c) t[static_cast<std::size_t>(c)] = static_cast<char>(c + 32);
    return t;
}();

char token_char(char c) { return kTokenChar[static_cast<unsigned char>(c)]; }

// FNV-1a of a word's bytes, as the scans below fold them (ASCII lower case) one byte at a time.
constexpr std::uint64_t kHashBasis = 0xCBF29CE484222325ULL;
constexpr std::uint64_t hash_step(std::uint64_t h, char c) noexcept {
    return (h ^ static_cast<unsigned char>(c)) * 0x100000001B3ULL;
}

// The words of several sets in one open-addressing table: word -> which sets hold it (bit k: Sets[k]).
// Class and id values are on most elements of a real page and every token of them is looked up: one probe
// of a hash made while the token is scanned, where a scan of the sets' entries was 2 % of the pipeline.
template <const auto&... Sets>
class WordTable {
   public:
    WordTable() {
        unsigned k = 0;
        (add_set(Sets, k++), ...);
    }

    // The sets that hold `folded` (lower-case ASCII, non-empty), whose hash_step() chain is `h`.
    [[nodiscard]] unsigned find(std::uint64_t h, std::string_view folded) const noexcept {
        for (std::size_t i = slot_of(h); slots_[i].sets != 0; i = (i + 1) % kSlots) {
            if (slots_[i].hash == h && slots_[i].word == folded) return slots_[i].sets;
        }
        return 0;
    }

   private:
    static constexpr std::size_t kSlots = 128;  // over twice the largest union of sets below (42 words)
    struct Slot {
        std::uint64_t hash = 0;
        std::string_view word;
        unsigned sets = 0;
    };
    static std::size_t slot_of(std::uint64_t h) noexcept { return static_cast<std::size_t>(h ^ (h >> 32)) % kSlots; }

    static_assert((std::extent_v<std::remove_reference_t<decltype(Sets)>> + ...) <= kSlots / 2,
                  "the word sets outgrew WordTable::kSlots");

    template <std::size_t N>
    void add_set(const std::string_view (&set)[N], unsigned k) {
        for (const std::string_view w : set) {
            std::uint64_t h = kHashBasis;
            for (const char c : w) h = hash_step(h, c);
            std::size_t i = slot_of(h);
            while (slots_[i].sets != 0 && slots_[i].word != w) i = (i + 1) % kSlots;
            slots_[i].hash = h;
            slots_[i].word = w;
            slots_[i].sets |= 1u << k;
        }
    }

    std::array<Slot, kSlots> slots_{};
};

template <const auto&... Sets>
const WordTable<Sets...>& word_table() {
    static const WordTable<Sets...> table;
    return table;
}

// Whether `tok` (non-empty, lower case) is in `Set`.
template <const auto& Set>
bool in_set(std::string_view tok) noexcept {
    std::uint64_t h = kHashBasis;
    for (const char c : tok) h = hash_step(h, c);
    return word_table<Set>().find(h, tok) != 0;
}

// Which of `Sets` value's tokens (maximal runs of ASCII letters/digits, case-insensitive) meet (bit k:
// Sets[k]), each token folded and hashed in one pass and looked up once for all the sets.
template <const auto&... Sets>
unsigned token_sets(std::string_view value) {
    const WordTable<Sets...>& table = word_table<Sets...>();
    unsigned found = 0;
    char buf[16];
    std::size_t i = 0;
    while (i < value.size()) {
        while (i < value.size() && token_char(value[i]) == 0) ++i;
        std::size_t len = 0;
        std::uint64_t h = kHashBasis;
        for (; i < value.size(); ++i, ++len) {
            const char c = token_char(value[i]);
            if (c == 0) break;
            if (len < sizeof buf) buf[len] = c;
            h = hash_step(h, c);
        }
        if (len != 0 && len <= sizeof buf) found |= table.find(h, std::string_view(buf, len));
    }
    return found;
}

// Whether `value` has a token in `Set`.
template <const auto& Set>
bool has_token(std::string_view value) {
    return token_sets<Set>(value) != 0u;
}

// A copyright notice ("© 2025 Ann Lee", "Copyright 2012-2025 ...") names whose the content is, as a byline
// does: a text node of at most kCopyrightMaxBytes holding U+00A9 or the word "copyright" (any case).
constexpr std::size_t kCopyrightMaxBytes = 160;

bool is_copyright_notice(std::string_view text) {
    if (text.size() > kCopyrightMaxBytes) return false;
    if (text.find("\xC2\xA9") != std::string_view::npos) return true;
    constexpr std::string_view kWord = "copyright";
    if (text.size() < kWord.size()) return false;
    // from each 'c' or 'C' (memchr: most text nodes have few), compare the rest
    const char* const last = text.data() + (text.size() - kWord.size());  // the last place the word may start
    for (const char first : {'c', 'C'}) {
        for (const char* p = text.data(); p <= last; ++p) {
            p = static_cast<const char*>(std::memchr(p, first, static_cast<std::size_t>(last - p) + 1));
            if (p == nullptr) break;
            std::size_t k = 1;
            while (k < kWord.size() && lower(p[k]) == kWord[k]) ++k;
            if (k == kWord.size()) return true;
        }
    }
    return false;
}

bool ascii_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }

bool ascii_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// The leading ASCII word of `t` (lowercased into `buf`) and the rest after it; empty when none fits.
std::string_view leading_word(std::string_view t, char (&buf)[16], std::string_view& rest) {
    std::size_t k = 0;
    while (k < t.size() && ascii_alpha(t[k])) ++k;
    if (k == 0 || k > sizeof buf) return {};
    for (std::size_t j = 0; j < k; ++j) buf[j] = lower(t[j]);
    rest = t.substr(k);
    return {buf, k};
}

std::string_view trim_left(std::string_view t) {
    while (!t.empty() && ascii_space(t.front())) t.remove_prefix(1);
    return t;
}

// Whether a text node opens a byline: "By", "By Ann Lee", "Written by", "Posted by: Ann", "Author: Ann"
// (any case for the words; after "by" comes the end of the node, or a name: a capital letter, a non-ASCII
// letter or "@"; "by the river" is not one).
bool is_byline_text(std::string_view text) {
    std::string_view t = trim_left(text);
    while (!t.empty() && ascii_space(t.back())) t.remove_suffix(1);
    if (t.empty() || t.size() > kByLineMaxBytes) return false;
    char buf[16];
    std::string_view rest;
    std::string_view w = leading_word(t, buf, rest);
    if (w.empty()) return false;
    if (std::find(std::begin(kAuthorLabels), std::end(kAuthorLabels), w) != std::end(kAuthorLabels)) {
        rest = trim_left(rest);
        return !rest.empty() && rest.front() == ':';
    }
    if (std::find(std::begin(kByVerbs), std::end(kByVerbs), w) != std::end(kByVerbs)) {
        rest = trim_left(rest);
        w = leading_word(rest, buf, rest);
    }
    if (w != "by") return false;
    if (rest.empty()) return true;
    if (!ascii_space(rest.front()) && rest.front() != ':') return false;
    rest = trim_left(rest);
    if (!rest.empty() && rest.front() == ':') rest = trim_left(rest.substr(1));
    if (rest.empty()) return true;
    const char c = rest.front();
    return (c >= 'A' && c <= 'Z') || static_cast<unsigned char>(c) >= 0x80 || c == '@';
}

// Whether an href's path has a segment in kAuthorSegments (`author`) or kProfileSegments (`profile`), one
// pass over the path ("https://x.org/blog/author/ann/?p=2": the host, query and fragment do not count).
bool is_byline_url(std::string_view href, bool author, bool profile) {
    const std::size_t scheme = href.find("://");
    if (scheme != std::string_view::npos) {
        const std::size_t path = href.find('/', scheme + 3);
        href = path == std::string_view::npos ? std::string_view{} : href.substr(path);
    }
    // the path ends at the query or the fragment: two memchr (find_first_of("?#") calls memchr once per byte
    // of the href, and a byte loop was 0.5 % of the pipeline)
    for (const char end : {'?', '#'}) {
        if (href.empty()) break;  // memchr must not see the null data() of an empty view
        if (const void* e = std::memchr(href.data(), end, href.size()); e != nullptr) {
            href = href.substr(0, static_cast<std::size_t>(static_cast<const char*>(e) - href.data()));
        }
    }
    char buf[16];
    std::size_t i = 0;
    while (i < href.size()) {
        while (i < href.size() && href[i] == '/') ++i;
        const std::size_t start = i;
        const void* slash = std::memchr(href.data() + i, '/', href.size() - i);
        i = slash == nullptr ? href.size() : static_cast<std::size_t>(static_cast<const char*>(slash) - href.data());
        const std::size_t len = i - start;
        if (len < 4 || len > 12) continue;  // the segments below are 4 to 12 letters
        for (std::size_t k = 0; k < len; ++k) buf[k] = lower(href[start + k]);
        const std::string_view seg(buf, len);
        if ((author && in_set<kAuthorSegments>(seg)) || (profile && in_set<kProfileSegments>(seg))) return true;
    }
    return false;
}

bool is_phrasing(TagId t) {
    return t == TagId::kSpan || t == TagId::kStrong || t == TagId::kB || t == TagId::kEm || t == TagId::kI ||
           t == TagId::kSmall;
}

bool is_sectioning(TagId t) {
    return t == TagId::kArticle || t == TagId::kAside || t == TagId::kMain || t == TagId::kNav ||
           t == TagId::kSection;
}

bool is_list(TagId t) { return t == TagId::kUl || t == TagId::kOl || t == TagId::kMenu; }

// A list item counts as a link-list item at most this long (text bytes), at least half of it link text.
constexpr std::uint32_t kShortItemBytes = 48;

// chrome_bits()'s per-node arrays (one set per thread), released after a page of more than
// kKeepScratchNodes nodes.
struct ChromeScratch {
    std::vector<NodeIndex> first_text;
    std::vector<std::uint8_t> url_byline, citation, lists, has_h1, banner;
    std::vector<std::uint32_t> bytes, link;
    std::vector<std::uint16_t> items, short_items;
};

}  // namespace

void chrome_bits(const Document& doc, std::vector<std::uint8_t>& bits, unsigned rules) {
    const std::size_t n = doc.nodes.size();
    bits.assign(n, 0);
    // Pass 1 (forward): each element's own signals, and the two that pass 2 needs inherited: link text,
    // and whether a sectioning element encloses a node (kept in bit 7, cleared at the end: header/footer
    // are chrome only outside one). A page-level header/footer is only a candidate here (`banner`). The
    // region signals (tag, role, class) go down the tree in pass 3, once pass 2 knows which elements hold
    // an h1: an element that holds the page's title is its content wrapper, whatever its class says.
    constexpr std::uint8_t kSectioned = 0x80;
    static_assert(kSignalCount < 8, "kSectioned shares the signals' byte");
    constexpr std::uint8_t kInherited = bit(kSigLink) | kSectioned;
    // a byline candidate of the element's own (pass 3 checks its size and turns it into kSigAuthor)
    constexpr std::uint8_t kAuthorCandidate = bit(kSigAuthor);
    // first_text[v]: v's first text node with more than whitespace, set on the way (pre-order: a node's
    // earlier text is seen before it); each element is set once, so the walks up cost O(n) in all
    thread_local ChromeScratch tls_scratch;  // per-node arrays, their memory reused by the next page
    ChromeScratch& scratch = detail::opaque(tls_scratch);
    std::vector<NodeIndex>& first_text = scratch.first_text;
    if (rules & kRuleByText) first_text.assign(n, kNoNode);
    // url_byline: links to an author or profile page; citation: inside a cite, a sup (a footnote mark) or
    // a reference list (kCitationTokens), inherited
    std::vector<std::uint8_t>& url_byline = scratch.url_byline;
    std::vector<std::uint8_t>& citation = scratch.citation;
    std::vector<std::uint8_t>& banner = scratch.banner;  // a page-level header or footer
    url_byline.assign(n, 0);
    citation.assign(n, 0);
    banner.assign(n, 0);
    for (std::size_t i = 1; i < n; ++i) {
        const Node& nd = doc.nodes[i];
        std::uint8_t b = nd.parent < i ? static_cast<std::uint8_t>(bits[nd.parent] & kInherited) : 0;
        if (nd.parent < i) citation[i] = citation[nd.parent];
        if (nd.kind == NodeKind::kElement && (nd.tag == TagId::kCite || nd.tag == TagId::kSup)) {
            citation[i] = 1;
        }
        if (nd.kind == NodeKind::kText && is_copyright_notice(doc.view(nd.text))) b |= kAuthorCandidate;
        if (nd.kind == NodeKind::kText && (rules & kRuleByText) && !trim_left(doc.view(nd.text)).empty()) {
            for (NodeIndex a = nd.parent; a < i && first_text[a] == kNoNode; a = doc.nodes[a].parent) {
                first_text[a] = static_cast<NodeIndex>(i);
            }
        }
        // "By", "Written by": the element it opens is the byline ("<p>Written by <a>Ann Lee</a></p>"); from a
        // span or strong of its own, the element around that. It must open that element's text: " by " after
        // a link inside a sentence ("an album by <a>Ann</a>") or a citation is not a byline.
        if (nd.kind == NodeKind::kText && (rules & kRuleByText) && nd.parent < i &&
            is_byline_text(doc.view(nd.text))) {
            NodeIndex p = nd.parent;
            const Node& pn = doc.nodes[p];
            if (pn.kind == NodeKind::kElement && is_phrasing(pn.tag) && pn.parent < p) p = pn.parent;
            const Node& line = doc.nodes[p];
            // a table cell "Written by" is a column's label, not a byline
            if (line.kind == NodeKind::kElement && line.tag != TagId::kHtml && line.tag != TagId::kBody &&
                line.tag != TagId::kTh && line.tag != TagId::kTd && first_text[p] == static_cast<NodeIndex>(i)) {
                bits[p] |= kAuthorCandidate;
            }
        }
        if (nd.kind == NodeKind::kElement) {
            const TagId t = nd.tag;
            if (t == TagId::kA) b |= bit(kSigLink);
            if (t == TagId::kNav || t == TagId::kAside || t == TagId::kForm || t == TagId::kMenu ||
                t == TagId::kSearch) {
                b |= bit(kSigTag);
            }
            if ((t == TagId::kHeader || t == TagId::kFooter) && !(b & kSectioned)) banner[i] = 1;
            if (is_sectioning(t)) b |= kSectioned;
            if (t == TagId::kAddress) b |= kAuthorCandidate;
            // html/body classes describe the page's template ("has-sidebar", "nav-open"), not a region
            const bool page = t == TagId::kHtml || t == TagId::kBody;
            for (std::uint32_t a = nd.attr_begin, e = nd.attr_begin + nd.attr_count; a < e && !page; ++a) {
                const std::string_view name = doc.view(doc.attrs[a].name);
                const std::string_view value = doc.view(doc.attrs[a].value);
                if (name == "role") {
                    if (has_token<kChromeRoles>(value)) b |= bit(kSigRole);
                } else if (name == "class" || name == "id") {
                    const unsigned sets =
                        token_sets<kChromeTokens, kAuthorTokens, kCitationTokens, kReferenceTokens>(value);
                    if (sets & 1u) b |= bit(kSigClass);
                    if (sets & 2u) b |= kAuthorCandidate;
                    if (sets & 4u) citation[i] = 1;
                    if (sets & 8u) b |= bit(kSigReference);
                } else if (name == "itemprop") {
                    if (has_token<kAuthorProps>(value)) b |= kAuthorCandidate;
                } else if (name == "rel") {
                    if (has_token<kAuthorRel>(value)) b |= kAuthorCandidate;
                } else if (name == "href" && t == TagId::kA && (rules & (kRuleAuthorUrl | kRuleProfileUrl))) {
                    if (is_byline_url(value, (rules & kRuleAuthorUrl) != 0, (rules & kRuleProfileUrl) != 0)) {
                        url_byline[i] = 1;  // a byline unless in a citation or a link list (pass 3)
                    }
                }
            }
        }
        bits[i] = b;
    }
    // Pass 2 (reverse): text bytes and link text bytes per element, then the link lists (bottom-up, so a
    // list's items are final before the list).
    std::vector<std::uint32_t>& bytes = scratch.bytes;
    std::vector<std::uint32_t>& link = scratch.link;
    std::vector<std::uint16_t>& items = scratch.items;
    std::vector<std::uint16_t>& short_items = scratch.short_items;
    std::vector<std::uint8_t>& lists = scratch.lists;  // nodes that are link lists
    std::vector<std::uint8_t>& has_h1 = scratch.has_h1;
    bytes.assign(n, 0);
    link.assign(n, 0);
    items.assign(n, 0);
    short_items.assign(n, 0);
    lists.assign(n, 0);
    has_h1.assign(n, 0);
    for (std::size_t i = n; i-- > 1;) {
        const Node& nd = doc.nodes[i];
        const NodeIndex p = nd.parent;
        if (p >= i) continue;
        if (nd.kind == NodeKind::kText) {
            const auto len = nd.text.length;
            bytes[i] = len;
            if (bits[i] & bit(kSigLink)) link[i] = len;
        } else if (nd.kind == NodeKind::kElement) {
            const TagId t = nd.tag;
            if (t == TagId::kScript || t == TagId::kStyle || t == TagId::kTemplate) {
                bytes[i] = link[i] = 0;
            }
            if (t == TagId::kH1) has_h1[i] = 1;
            if (is_list(t) && items[i] >= 3 && short_items[i] * 4 >= items[i] * 3) lists[i] = 1;
            if (t == TagId::kLi && is_list(doc.nodes[p].tag)) {
                if (items[p] < 0xFFFF) ++items[p];
                if (bytes[i] > 0 && bytes[i] <= kShortItemBytes && link[i] * 2 >= bytes[i] &&
                    short_items[p] < 0xFFFF) {
                    ++short_items[p];
                }
            }
        }
        bytes[p] += bytes[i];
        link[p] += link[i];
        has_h1[p] |= has_h1[i];
    }
    // Pass 3 (forward): the region signals down their subtrees; drop the scratch bits. An element that
    // holds an h1 and is mostly not link text is the article's wrapper: it keeps no class/role signal of
    // its own (themes put "social" or "masthead" on the wrappers of the article) and is no chrome <form>
    // (ASP.NET wraps the whole page in one); a navbar around a logo h1 is mostly links and stays chrome.
    // A page-level header holding an h1 is the title block, not the banner.
    constexpr std::uint8_t kRegion =
        bit(kSigTag) | bit(kSigRole) | bit(kSigClass) | bit(kSigList) | bit(kSigAuthor) | bit(kSigReference);
    for (std::size_t i = 1; i < n; ++i) {
        const Node& nd = doc.nodes[i];
        const NodeIndex p = nd.parent;
        const std::uint8_t pb = p < i ? bits[p] : 0;
        std::uint8_t b = bits[i];
        if (has_h1[i] && nd.kind == NodeKind::kElement && link[i] * 2 < bytes[i]) {
            b &= static_cast<std::uint8_t>(~(bit(kSigRole) | bit(kSigClass) | bit(kSigReference)));
            if (nd.tag == TagId::kForm) b &= static_cast<std::uint8_t>(~bit(kSigTag));
        }
        if (lists[i]) b |= bit(kSigList);
        // a link to an author or profile page is a byline, but not as a source in a reference list or a
        // citation, nor as one entry of a link list (a list of sites, members or external links)
        if (url_byline[i] && (!(rules & kRuleCitationLinks) || (!citation[i] && !(pb & bit(kSigList))))) {
            b |= kAuthorCandidate;
        }
        // a byline or author box is small and holds no title (a wrapper classed "author-page" is neither)
        if ((b & kAuthorCandidate) && (has_h1[i] || bytes[i] > kAuthorMaxBytes)) {
            b &= static_cast<std::uint8_t>(~kAuthorCandidate);
        }
        if (banner[i] && !(nd.tag == TagId::kHeader && has_h1[i])) b |= bit(kSigTag);
        b |= static_cast<std::uint8_t>(pb & kRegion);
        bits[i] = static_cast<std::uint8_t>(b & ~kSectioned);
    }
    if (n > kKeepScratchNodes) scratch = ChromeScratch{};  // one huge page pins nothing
}

}  // namespace htmlprune
