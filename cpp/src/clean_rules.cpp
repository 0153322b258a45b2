// The tables of detail/clean_rules.hpp: byte classes, per-tag cleaning flags and round-trip hazards.
#include "detail/clean_rules.hpp"

#include <array>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace htmlprune::detail {

const std::array<std::uint8_t, 256> kByteClass = [] {
    std::array<std::uint8_t, 256> t{};
    for (unsigned char c : {' ', '\t', '\n', '\f', '\r'}) t[c] = 1;
    t[0xC2] = 2;
    return t;
}();

// Namespace-scope tables (dynamic initialisation, like kByteClass): flags_of() reads them inline with
// no function-local-static guard on every call. No static initialiser reads them.
const TagFlags kTagFlagTable = [] {
    TagFlags t{};
    auto set = [&t](std::initializer_list<TagId> tags, std::uint32_t f) {
        for (TagId id : tags) t[static_cast<std::size_t>(id)] |= f;
    };
    for (std::size_t i = 0; i < t.size(); ++i) {
        const auto id = static_cast<TagId>(i);
        if (is_block_boundary(id) && id != TagId::kBr) t[i] |= kTfBlock;
        if (preserves_whitespace(id)) t[i] |= kTfPreserve | kTfPinned;
        if (is_void(id)) t[i] |= kTfVoid;
        if (is_raw_text(id)) t[i] |= kTfRawText;
        if (is_table_part(id)) t[i] |= kTfTablePart | kTfPinned;
        if (is_heading(id)) t[i] |= kTfPinned | kTfClosesP | kTfImpliesEnd;
    }
    using T = TagId;
    set({T::kPlaintext}, kTfRawText);
    set({T::kScript, T::kStyle, T::kTemplate, T::kNoembed, T::kNoframes, T::kFrameset, T::kFrame,
         T::kDatalist, T::kMeta, T::kLink, T::kBase, T::kParam},
        kTfRemove);
    set({T::kImg, T::kInput, T::kEmbed, T::kVideo, T::kAudio, T::kIframe, T::kObject, T::kSource,
         T::kTrack, T::kArea, T::kCanvas},
        kTfMedia);
    set({T::kUnknown, T::kDiv, T::kSpan, T::kFont, T::kCenter, T::kSection, T::kArticle, T::kMain,
         T::kHeader, T::kFooter, T::kNav, T::kAside, T::kHgroup, T::kSearch, T::kFigure, T::kForm,
         T::kNoscript, T::kNobr, T::kA},
        kTfGeneric);
    set({T::kHtml, T::kHead, T::kBody, T::kTable, T::kLi, T::kDt, T::kDd, T::kOption, T::kOptgroup,
         T::kSelect, T::kTextarea, T::kTitle, T::kSummary, T::kLegend},
        kTfPinned);
    set({T::kXmp, T::kListing, T::kPlaintext}, kTfRenamePre);
    set({T::kTextarea, T::kXmp, T::kPlaintext, T::kIframe, T::kNoscript, T::kTitle}, kTfForeignHide);
    set({T::kB, T::kBlockquote, T::kBody, T::kBr, T::kCenter, T::kCode, T::kDd, T::kDiv, T::kDl, T::kDt,
         T::kEm, T::kEmbed, T::kH1, T::kH2, T::kH3, T::kH4, T::kH5, T::kH6, T::kHead, T::kHr, T::kI,
         T::kImg, T::kLi, T::kListing, T::kMenu, T::kMeta, T::kNobr, T::kOl, T::kP, T::kPre, T::kRuby,
         T::kS, T::kSmall, T::kSpan, T::kStrong, T::kStrike, T::kSub, T::kSup, T::kTable, T::kTt, T::kU,
         T::kUl, T::kVar, T::kFont},
        kTfBreaksForeign);
    set({T::kTd, T::kTh, T::kLi, T::kDt, T::kDd}, kTfCellLike);
    // Rule 8 (unwrap_layout): the generic wrappers of rule 5 and the inline styling a reader of the text
    // does not need. Kept: headings, p (but inside an item or cell), lists, tables, dl, pre/code, kbd,
    // samp, blockquote, q, sub/sup, del, ruby, details/summary, and any element with a kept attribute.
    set({T::kUnknown, T::kDiv, T::kSpan, T::kFont, T::kCenter, T::kSection, T::kArticle, T::kMain,
         T::kHeader, T::kFooter, T::kNav, T::kAside, T::kHgroup, T::kSearch, T::kFigure, T::kFigcaption,
         T::kForm, T::kNoscript, T::kNobr, T::kA, T::kB, T::kI, T::kU, T::kEm, T::kStrong, T::kSmall,
         T::kS, T::kStrike, T::kMark, T::kAbbr, T::kCite, T::kDfn, T::kTime, T::kData, T::kLabel, T::kTt,
         T::kVar, T::kIns, T::kBdi, T::kBdo, T::kAddress, T::kFieldset, T::kPicture, T::kSlot, T::kButton},
        kTfLayout);
    // A <button> is unwrapped, not dropped: WCXB pages put bylines in them ("By <button>Alison
    // Plaut</button>", an author popover); its text goes when it is a UI string ("Print", "1x").
    set({T::kSelect, T::kInput, T::kTextarea, T::kOutput, T::kMeter, T::kProgress}, kTfControl);
    set({T::kLi, T::kP, T::kSup}, kTfUiText);
    set({T::kAddress, T::kArticle, T::kAside, T::kBlockquote, T::kCenter, T::kDetails, T::kDialog,
         T::kDir, T::kDiv, T::kDl, T::kFieldset, T::kFigcaption, T::kFigure, T::kFooter, T::kHeader,
         T::kHgroup, T::kMain, T::kMenu, T::kNav, T::kOl, T::kP, T::kSearch, T::kSection, T::kSummary,
         T::kUl, T::kPre, T::kListing, T::kForm, T::kHr},
        kTfClosesP);
    set({T::kAddress, T::kArticle, T::kAside, T::kBlockquote, T::kButton, T::kCenter, T::kDetails,
         T::kDialog, T::kDir, T::kDiv, T::kDl, T::kFieldset, T::kFigcaption, T::kFigure, T::kFooter,
         T::kHeader, T::kHgroup, T::kListing, T::kMain, T::kMenu, T::kNav, T::kOl, T::kPre,
         T::kSearch, T::kSection, T::kSummary, T::kUl, T::kLi, T::kDd, T::kDt, T::kTd, T::kTh,
         T::kCaption, T::kBody, T::kHtml},
        kTfImpliesEnd);  // not form: parse.cpp's </form> does not generate implied end tags
    set({T::kBase, T::kLink, T::kMeta, T::kNoframes, T::kScript, T::kStyle, T::kTemplate, T::kTitle,
         T::kNoscript, T::kHead, T::kHtml, T::kBody, T::kFrameset},
        kTfHeadOnly);
    return t;
}();

const TagFlags& tag_flags() noexcept { return kTagFlagTable; }

namespace {

// The buttons and links of recipe cards, share bars and skip links on the dev pages (issue 29:
// "<button>Print</button><button>Made this recipe?</button>"); an exact match of the whole text only.
constexpr std::string_view kUiStrings[] = {
    "print", "print recipe", "print this recipe", "jump to recipe", "jump to video", "jump to comments",
    "save", "save recipe", "saved", "save this recipe", "pin", "pin recipe", "pin it", "pin this recipe",
    "rate", "rate recipe", "rate this recipe", "made this recipe?", "share", "share this recipe", "tweet",
    "email", "cook mode", "skip to content", "skip to main content", "skip to primary sidebar",
    "skip to footer", "skip to recipe", "leave a review", "leave a comment", "reply", "copy link",
    "toggle navigation", "close", "menu", "search", "subscribe", "log in", "sign in", "sign up", "submit",
    "cancel", "go to recipe", "view recipe", "add to cart", "add to collection", "add to shopping list",
    "1x", "2x", "3x", "½x", "us customary", "metric", "print pin", "play", "pause", "mute", "unmute",
    "previous", "next", "scroll to top", "back to top", "show more", "load more"};

// A set of byte pairs (256 x 256 bits).
class BytePairs {
   public:
    void add(unsigned char a, unsigned char b) noexcept {
        bits_[index(a, b) / 64] |= std::uint64_t{1} << (index(a, b) % 64);
    }
    [[nodiscard]] bool has(unsigned char a, unsigned char b) const noexcept {
        return (bits_[index(a, b) / 64] >> (index(a, b) % 64)) & 1U;
    }

   private:
    static unsigned index(unsigned char a, unsigned char b) noexcept { return a * 256U + b; }
    std::array<std::uint64_t, 1024> bits_{};
};

// The first two and the last two bytes of each UI string and of a reference mark ("[" and any byte, any byte
// and "]"): rule 8 asks about every short text of the kept page in every render of the fit, and nearly all
// of them are ruled out by their first or last two folded bytes (profiled: folding them whole and comparing
// was 2.5 % of the compact pipeline's time; with the prefix alone, a third still were folded whole).
const BytePairs kUiPrefix = [] {
    BytePairs pairs;
    for (const std::string_view u : kUiStrings) {
        pairs.add(static_cast<unsigned char>(u[0]), static_cast<unsigned char>(u[1]));
    }
    for (unsigned b = 0; b < 256; ++b) pairs.add('[', static_cast<unsigned char>(b));
    return pairs;
}();
const BytePairs kUiSuffix = [] {
    BytePairs pairs;
    for (const std::string_view u : kUiStrings) {
        pairs.add(static_cast<unsigned char>(u[u.size() - 2]), static_cast<unsigned char>(u.back()));
    }
    for (unsigned b = 0; b < 256; ++b) pairs.add(static_cast<unsigned char>(b), ']');
    return pairs;
}();

// The UI strings by length: a folded text is compared with the few of its own length (a scan of all of
// them was most of is_ui_string()'s time on the texts that pass the pair tables).
constexpr std::size_t kUiMaxLength = 32;
const std::array<std::vector<std::string_view>, kUiMaxLength + 1> kUiByLength = [] {
    std::array<std::vector<std::string_view>, kUiMaxLength + 1> by{};
    for (const std::string_view u : kUiStrings) by.at(u.size()).push_back(u);  // a longer one: throws at load
    return by;
}();

unsigned char fold_ascii(char ch) noexcept {
    const auto c = static_cast<unsigned char>(ch);
    return (c >= 'A' && c <= 'Z') ? static_cast<unsigned char>(c + 32) : c;
}

}  // namespace

bool is_ui_string(std::string_view text) noexcept {
    // the last two bytes of the folded text (whitespace runs fold to one space), before folding it
    std::size_t end = text.size();
    while (end > 0 && kByteClass[static_cast<unsigned char>(text[end - 1])] == 1) --end;
    if (end >= 2) {
        const bool gap = kByteClass[static_cast<unsigned char>(text[end - 2])] == 1;
        if (!kUiSuffix.has(gap ? ' ' : fold_ascii(text[end - 2]), fold_ascii(text[end - 1]))) return false;
    }
    char buf[kUiMaxLength];
    std::size_t n = 0;
    bool space = false;
    for (const char ch : text.substr(0, end)) {
        if (kByteClass[static_cast<unsigned char>(ch)] == 1) {
            space = n != 0;
            continue;
        }
        if (n + (space ? 2 : 1) > sizeof buf) return false;
        if (space) buf[n++] = ' ';
        space = false;
        buf[n++] = static_cast<char>(fold_ascii(ch));
        // the first two folded bytes, once they are there (n jumps from 1 to 3 after a one-byte first word)
        if ((n == 2 || (n == 3 && buf[1] == ' ')) &&
            !kUiPrefix.has(static_cast<unsigned char>(buf[0]), static_cast<unsigned char>(buf[1]))) {
            return false;
        }
    }
    const std::string_view s(buf, n);
    // a reference mark: "[3]", "[a]", "[note 1]", "[citation needed]" (WTQ: Wikipedia's <sup>[3]</sup> in
    // table cells, a link to the page's notes; ~7 tokens each in a budget that tables fill)
    if (n >= 3 && s.front() == '[' && s.back() == ']' && s.find_first_of("[]", 1) == n - 1) return true;
    for (const std::string_view u : kUiByLength[n]) {
        if (u == s) return true;
    }
    return false;
}

const HazardTable kHazardTable = [] {
    using T = TagId;
    HazardTable h{};
    auto at = [&h](T t) -> Hazard& { return h[static_cast<std::size_t>(t)]; };
    // parse.cpp's "special" and scope-barrier sets (13.2.4.2)
    const std::initializer_list<T> special = {
        T::kAddress, T::kArea, T::kArticle, T::kAside, T::kBase, T::kBlockquote, T::kBody, T::kBr,
        T::kButton, T::kCaption, T::kCenter, T::kCol, T::kColgroup, T::kDd, T::kDetails, T::kDir,
        T::kDiv, T::kDl, T::kDt, T::kEmbed, T::kFieldset, T::kFigcaption, T::kFigure, T::kFooter,
        T::kForm, T::kFrame, T::kFrameset, T::kH1, T::kH2, T::kH3, T::kH4, T::kH5, T::kH6,
        T::kHead, T::kHeader, T::kHgroup, T::kHr, T::kHtml, T::kIframe, T::kImg, T::kInput,
        T::kKeygen, T::kLi, T::kLink, T::kListing, T::kMain, T::kMenu, T::kMeta, T::kNav,
        T::kNoembed, T::kNoframes, T::kNoscript, T::kObject, T::kOl, T::kP, T::kParam,
        T::kPlaintext, T::kPre, T::kScript, T::kSearch, T::kSection, T::kSelect, T::kSource,
        T::kStyle, T::kSummary, T::kTable, T::kTbody, T::kTd, T::kTemplate, T::kTextarea,
        T::kTfoot, T::kTh, T::kThead, T::kTitle, T::kTr, T::kTrack, T::kUl, T::kWbr, T::kXmp};
    const std::initializer_list<T> barrier = {T::kCaption, T::kHtml, T::kTable, T::kTd,
                                              T::kTh,      T::kObject, T::kTemplate};
    constexpr std::uint16_t kAnyBlocks = kHzHeading | kHzOption | kHzOptgroup;
    for (auto& e : h) e.blocks |= kAnyBlocks;  // unknown elements too
    for (T t : special) at(t).blocks |= kHzItem | kHzDefItem | kHzAnchor | kHzNobr;
    for (T t : {T::kAddress, T::kDiv, T::kP}) {
        at(t).blocks &= static_cast<std::uint16_t>(~(kHzItem | kHzDefItem));
    }
    for (T t : barrier) at(t).blocks |= kHzP | kHzButton | kHzSelect;
    at(T::kButton).blocks |= kHzP;
    at(T::kLi).ancestor |= kHzItem, at(T::kLi).descendant |= kHzItem;
    for (T t : {T::kDd, T::kDt}) at(t).ancestor |= kHzDefItem, at(t).descendant |= kHzDefItem;
    for (T t : {T::kH1, T::kH2, T::kH3, T::kH4, T::kH5, T::kH6}) {
        at(t).ancestor |= kHzHeading;
        at(t).descendant |= kHzHeading | kHzP;
    }
    at(T::kA).ancestor |= kHzAnchor, at(T::kA).descendant |= kHzAnchor;
    at(T::kNobr).ancestor |= kHzNobr, at(T::kNobr).descendant |= kHzNobr;
    at(T::kOption).ancestor |= kHzOption;
    at(T::kOption).descendant |= kHzOption;
    at(T::kOptgroup).ancestor |= kHzOptgroup;
    at(T::kOptgroup).descendant |= kHzOption | kHzOptgroup;
    at(T::kP).ancestor |= kHzP;
    for (T t : {T::kAddress, T::kArticle, T::kAside, T::kBlockquote, T::kCenter, T::kDetails, T::kDialog,
                T::kDir, T::kDiv, T::kDl, T::kFieldset, T::kFigcaption, T::kFigure, T::kFooter,
                T::kHeader, T::kHgroup, T::kMain, T::kMenu, T::kNav, T::kOl, T::kP, T::kSearch,
                T::kSection, T::kSummary, T::kUl, T::kPre, T::kListing, T::kForm, T::kPlaintext,
                T::kTable, T::kHr, T::kXmp, T::kLi, T::kDd, T::kDt}) {
        at(t).descendant |= kHzP;
    }
    at(T::kButton).ancestor |= kHzButton, at(T::kButton).descendant |= kHzButton;
    at(T::kSelect).ancestor |= kHzSelect, at(T::kSelect).descendant |= kHzSelect;
    return h;
}();

const HazardTable& hazards() noexcept { return kHazardTable; }

namespace {

bool css_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }

std::string_view css_trim(std::string_view s) noexcept {
    while (!s.empty() && css_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && css_space(s.back())) s.remove_suffix(1);
    return s;
}

// `s` with each /* comment */ (an unterminated one: to the end) replaced by a space, as CSS reads it.
std::string without_comments(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    std::size_t i = 0;
    while (i < s.size()) {
        const std::size_t open = s.find("/*", i);
        if (open == std::string_view::npos) {
            out.append(s.substr(i));
            break;
        }
        out.append(s.substr(i, open - i));
        out += ' ';
        const std::size_t close = s.find("*/", open + 2);
        i = close == std::string_view::npos ? s.size() : close + 2;
    }
    return out;
}

}  // namespace

bool style_hides(std::string_view style) {
    std::string stripped;
    if (style.find("/*") != std::string_view::npos) {
        stripped = without_comments(style);
        style = stripped;
    }
    bool hides = false;
    bool important = false;
    const auto declaration = [&](std::string_view d) {
        const std::size_t colon = d.find(':');
        if (colon == std::string_view::npos || !iequals_lower(css_trim(d.substr(0, colon)), "display")) return;
        std::string_view value = css_trim(d.substr(colon + 1));
        bool imp = false;
        const std::size_t bang = value.rfind('!');
        if (bang != std::string_view::npos && iequals_lower(css_trim(value.substr(bang + 1)), "important")) {
            imp = true;
            value = css_trim(value.substr(0, bang));
        }
        if (important && !imp) return;  // an earlier !important declaration wins
        hides = iequals_lower(value, "none");
        important = imp;
    };
    std::size_t start = 0;
    char quote = 0;
    int depth = 0;
    for (std::size_t i = 0; i < style.size(); ++i) {
        const char c = style[i];
        if (quote != 0) {
            if (c == '\\') {
                ++i;
            } else if (c == quote) {
                quote = 0;
            }
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '(') {
            ++depth;
        } else if (c == ')' && depth > 0) {
            --depth;
        } else if (c == ';' && depth == 0) {
            declaration(style.substr(start, i - start));
            start = i + 1;
        }
    }
    if (start < style.size()) declaration(style.substr(start));
    return hides;
}

bool inline_hidden_span(const Document& doc, NodeIndex i) {
    const Node& n = doc.nodes[i];
    if (n.kind != NodeKind::kElement || n.tag != TagId::kSpan) return false;
    bool found = false;
    const std::string_view style = doc.attribute(i, kStyleAttribute, &found);
    if (!found) return false;
    for (NodeIndex c = n.first_child; c != kNoNode; c = doc.nodes[c].next_sibling) {
        if (doc.nodes[c].kind != NodeKind::kText) return false;
    }
    return style_hides(style);
}

}  // namespace htmlprune::detail
