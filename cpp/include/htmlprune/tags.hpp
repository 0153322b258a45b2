// Interned HTML tag names and the per-tag facts that the parser, cleaner and block tree need.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace htmlprune {

// X-macro list of every tag the core knows by name: X(EnumName, "name").
// Unknown tags (custom elements, typos) get TagId::kUnknown and keep their name in the Document.
#define HTMLPRUNE_TAG_LIST(X)                                                                       \
    X(A, "a") X(Abbr, "abbr") X(Address, "address") X(Area, "area") X(Article, "article")          \
    X(Aside, "aside") X(Audio, "audio") X(B, "b") X(Base, "base") X(Bdi, "bdi") X(Bdo, "bdo")      \
    X(Blockquote, "blockquote") X(Body, "body") X(Br, "br") X(Button, "button")                    \
    X(Canvas, "canvas") X(Caption, "caption") X(Center, "center") X(Cite, "cite") X(Code, "code")  \
    X(Col, "col") X(Colgroup, "colgroup") X(Data, "data") X(Datalist, "datalist") X(Dd, "dd")      \
    X(Del, "del") X(Details, "details") X(Dfn, "dfn") X(Dialog, "dialog") X(Dir, "dir")            \
    X(Div, "div") X(Dl, "dl") X(Dt, "dt") X(Em, "em") X(Embed, "embed") X(Fieldset, "fieldset")    \
    X(Figcaption, "figcaption") X(Figure, "figure") X(Font, "font") X(Footer, "footer")            \
    X(Form, "form") X(Frame, "frame") X(Frameset, "frameset") X(H1, "h1") X(H2, "h2") X(H3, "h3")  \
    X(H4, "h4") X(H5, "h5") X(H6, "h6") X(Head, "head") X(Header, "header") X(Hgroup, "hgroup")    \
    X(Hr, "hr") X(Html, "html") X(I, "i") X(Iframe, "iframe") X(Img, "img") X(Input, "input")      \
    X(Ins, "ins") X(Kbd, "kbd") X(Keygen, "keygen") X(Label, "label") X(Legend, "legend")          \
    X(Li, "li") X(Link, "link") X(Listing, "listing") X(Main, "main") X(Map, "map")                \
    X(Mark, "mark") X(Math, "math") X(Menu, "menu") X(Meta, "meta") X(Meter, "meter")              \
    X(Nav, "nav") X(Nobr, "nobr") X(Noembed, "noembed") X(Noframes, "noframes")                    \
    X(Noscript, "noscript") X(Object, "object") X(Ol, "ol") X(Optgroup, "optgroup")                \
    X(Option, "option") X(Output, "output") X(P, "p") X(Param, "param") X(Picture, "picture")      \
    X(Plaintext, "plaintext") X(Pre, "pre") X(Progress, "progress") X(Q, "q") X(Rb, "rb")          \
    X(Rp, "rp") X(Rt, "rt") X(Rtc, "rtc") X(Ruby, "ruby") X(S, "s") X(Samp, "samp")                \
    X(Script, "script") X(Search, "search") X(Section, "section") X(Select, "select")              \
    X(Slot, "slot") X(Small, "small") X(Source, "source") X(Span, "span") X(Strike, "strike")      \
    X(Strong, "strong") X(Style, "style") X(Sub, "sub") X(Summary, "summary") X(Sup, "sup")        \
    X(Svg, "svg") X(Table, "table") X(Tbody, "tbody") X(Td, "td") X(Template, "template")          \
    X(Textarea, "textarea") X(Tfoot, "tfoot") X(Th, "th") X(Thead, "thead") X(Time, "time")        \
    X(Title, "title") X(Tr, "tr") X(Track, "track") X(Tt, "tt") X(U, "u") X(Ul, "ul")              \
    X(Var, "var") X(Video, "video") X(Wbr, "wbr") X(Xmp, "xmp")

enum class TagId : std::uint16_t {
    kUnknown = 0,
#define HTMLPRUNE_TAG_ENUM(name, str) k##name,
    HTMLPRUNE_TAG_LIST(HTMLPRUNE_TAG_ENUM)
#undef HTMLPRUNE_TAG_ENUM
        kCount
};

/// How many TagId values there are (the size of a table indexed by tag).
inline constexpr std::size_t kTagCount = static_cast<std::size_t>(TagId::kCount);

/// Looks up an ASCII-lowercase tag name; returns TagId::kUnknown for names not in the list. O(log n).
TagId tag_lookup(std::string_view lowercase_name) noexcept;

/// The canonical lowercase name of a known tag ("" for kUnknown). The view points to static storage.
std::string_view tag_name(TagId tag) noexcept;

namespace detail {
// Bits of kTagClasses (tags.cpp): the classes of the predicates below.
inline constexpr std::uint8_t kTagVoid = 1u << 0;
inline constexpr std::uint8_t kTagRawText = 1u << 1;
inline constexpr std::uint8_t kTagRcdata = 1u << 2;
inline constexpr std::uint8_t kTagPreserve = 1u << 3;
inline constexpr std::uint8_t kTagBlock = 1u << 4;
inline constexpr std::uint8_t kTagTablePart = 1u << 5;
inline constexpr std::uint8_t kTagHeading = 1u << 6;
// Per tag (index: TagId), its class bits; inline predicates (one load): they run per node in every pass.
extern const std::array<std::uint8_t, static_cast<std::size_t>(TagId::kCount)> kTagClasses;
inline bool tag_in(TagId tag, std::uint8_t bit) noexcept {
    const auto i = static_cast<std::size_t>(tag);
    return i < kTagClasses.size() && (kTagClasses[i] & bit) != 0;
}
}  // namespace detail

/// Void elements: no content and no end tag (br, img, input, meta, ...).
inline bool is_void(TagId tag) noexcept { return detail::tag_in(tag, detail::kTagVoid); }
/// Raw-text elements whose content is not markup (script, style, xmp, iframe, noembed, noframes).
inline bool is_raw_text(TagId tag) noexcept { return detail::tag_in(tag, detail::kTagRawText); }
/// RCDATA elements: text with character references but no tags (title, textarea).
inline bool is_rcdata(TagId tag) noexcept { return detail::tag_in(tag, detail::kTagRcdata); }
/// Elements whose whitespace is significant and kept byte-exact (pre, code, textarea, listing, plaintext, xmp).
inline bool preserves_whitespace(TagId tag) noexcept { return detail::tag_in(tag, detail::kTagPreserve); }
/// Block-level elements: their boundaries separate words in visible text (p, div, li, td, h1, br, ...).
inline bool is_block_boundary(TagId tag) noexcept { return detail::tag_in(tag, detail::kTagBlock); }
/// Elements that only make sense inside a table (caption, colgroup, col, thead, tbody, tfoot, tr, td, th).
inline bool is_table_part(TagId tag) noexcept { return detail::tag_in(tag, detail::kTagTablePart); }
/// Heading elements h1..h6.
inline bool is_heading(TagId tag) noexcept { return detail::tag_in(tag, detail::kTagHeading); }

}  // namespace htmlprune
