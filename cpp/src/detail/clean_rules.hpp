// Internal: per-tag facts of the cleaning rules as one flag table (one load per lookup instead of the
// linear searches in tags.cpp), and the whitespace classes shared by clean(), serialize() and visible_text().
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "htmlprune/dom.hpp"
#include "htmlprune/scan.hpp"
#include "htmlprune/tags.hpp"

namespace htmlprune::detail {

enum TagFlag : std::uint32_t {
    kTfBlock = 1u << 0,       // is_block_boundary() minus br: starts/ends a line of text
    kTfPreserve = 1u << 1,    // pre code textarea listing plaintext xmp: text byte-exact
    kTfRemove = 1u << 2,      // removed with its subtree by clean(), invisible in visible_text()
    kTfMedia = 1u << 3,       // content by itself when it carries a kept attribute
    kTfGeneric = 1u << 4,     // a wrapper that single-nested merging may remove
    kTfPinned = 1u << 5,      // never removed by merging
    kTfVoid = 1u << 6,        // is_void()
    kTfRawText = 1u << 7,     // is_raw_text() + plaintext: content serialized verbatim
    kTfRenamePre = 1u << 8,   // xmp listing plaintext: written as <pre> by clean()
    kTfTablePart = 1u << 9,   // is_table_part()
    kTfCellLike = 1u << 10,   // td th li dt dd: a <p> as only content is dropped
    kTfClosesP = 1u << 11,    // a start tag that closes an open <p> (for omitting </p>)
    kTfImpliesEnd = 1u << 12, // an end tag that generates implied end tags (so </p> inside may go)
    kTfHeadOnly = 1u << 13,   // goes into head when it starts body content (body start tag needed)
    kTfForeignHide = 1u << 14,  // inside svg/math: not rendered there and does not round-trip, removed
    kTfBreaksForeign = 1u << 15,  // its start tag ends svg/math content (parse.cpp, 13.2.6.5): unwrapped there
    kTfLayout = 1u << 16,     // carries only layout or styling: unwrapped by CleanOptions::unwrap_layout
    kTfControl = 1u << 17,    // an interactive control: removed by CleanOptions::drop_controls
    kTfUiText = 1u << 18,     // may hold just a UI string ("Print", "[3]"): removed then by drop_controls
};

using TagFlags = std::array<std::uint32_t, static_cast<std::size_t>(TagId::kCount)>;

const TagFlags& tag_flags() noexcept;

// Whether `text` (an element's whole text) is a UI string of a page's controls ("Print", "Jump to
// Recipe", "Save") or a reference mark ("[3]", "[citation needed]"): compared case-insensitively with
// whitespace collapsed. CleanOptions::drop_controls.
bool is_ui_string(std::string_view text) noexcept;
extern const TagFlags kTagFlagTable;  // what tag_flags() returns

// Round-trip hazards: parse() closes an open element X when it meets a start tag Y of the same class with no
// "blocker" element between them (li closes li, h2 closes h1 as current node, p-closers close p in button
// scope, a nested <a> closes <a>, ...). A tree parse() built has a blocker between any such pair; clean()
// must not remove it. Per class: which tags are the open ancestor, which the descendant, which block.
enum HazardClass : std::uint16_t {
    kHzItem = 1u << 0,      // li in li; blockers: special elements except address, div, p
    kHzHeading = 1u << 1,   // h1-h6 closes a heading that is the current node; blockers: any element
    kHzAnchor = 1u << 2,    // a in a; blockers: special elements
    kHzNobr = 1u << 3,      // nobr in nobr; blockers: special elements
    kHzOption = 1u << 4,    // option/optgroup start closes an option that is the current node; blockers: any
    kHzOptgroup = 1u << 5,  // optgroup start closes an optgroup that is the current node; blockers: any
    kHzP = 1u << 6,         // p, closed by p-closing start tags; blockers: button-scope barriers
    kHzButton = 1u << 7,    // button in scope; blockers: scope barriers
    kHzSelect = 1u << 8,    // select in scope; blockers: scope barriers
    kHzDefItem = 1u << 9,   // dd / dt in dd / dt; blockers: as for li
};

struct Hazard {
    std::uint16_t ancestor = 0;    // classes for which this tag is the open element that gets closed
    std::uint16_t descendant = 0;  // classes for which this tag's start tag closes it
    std::uint16_t blocks = 0;      // classes for which this tag stands in between
};

using HazardTable = std::array<Hazard, static_cast<std::size_t>(TagId::kCount)>;

const HazardTable& hazards() noexcept;
extern const HazardTable kHazardTable;  // what hazards() returns

inline std::uint32_t flags_of(TagId t) noexcept {
    return kTagFlagTable[static_cast<std::size_t>(t)];
}

// An element the compact output (rule 8) never writes, for the estimates of its size (block_piece_sizes,
// token_costs): one of the layout set without attributes. The clean itself decides more finely (a <p> in an
// item goes too, a tag rule 7 pins stays).
inline bool is_unwrapped_layout(const Node& n) noexcept {
    return n.kind == NodeKind::kElement && n.attr_count == 0 && (flags_of(n.tag) & kTfLayout) != 0;
}

/// Whether element i is a foreign (svg/math) element whose children parse as HTML again: foreignObject,
/// desc, title, mi, mo, mn, ms, mtext, annotation-xml (as parse.cpp decides). `i_is_foreign` says whether i
/// itself sits in foreign content.
inline bool integration_point(const Document& doc, NodeIndex i, bool i_is_foreign) noexcept {
    if (!i_is_foreign) return false;
    const std::string_view n = doc.name(i);
    return n == "foreignobject" || n == "desc" || n == "title" || n == "mi" || n == "mo" || n == "mn" ||
           n == "ms" || n == "mtext" || n == "annotation-xml";
}

/// Byte classes: 0 ordinary, 1 ASCII whitespace (\t \n \f \r space), 2 0xC2 (U+00A0 lead byte).
extern const std::array<std::uint8_t, 256> kByteClass;

/// Length of the whitespace character at p (1 ASCII, 2 for U+00A0), or 0 if p does not start one.
inline std::size_t ws_len(const unsigned char* p, const unsigned char* end) noexcept {
    const std::uint8_t c = kByteClass[*p];
    if (c == 1) return 1;
    if (c == 2 && p + 1 < end && p[1] == 0xA0) return 2;
    return 0;
}

/// First byte in [p, end) that may start whitespace (a byte <= 0x20, or 0xC2), or end; 8 bytes at a time.
inline const unsigned char* find_ws_candidate(const unsigned char* p, const unsigned char* end) noexcept {
    while (end - p >= 8) {
        const std::uint64_t v = load_le64(reinterpret_cast<const char*>(p));
        const std::uint64_t below = (v - kSwarOnes * 0x21) & ~v & kSwarHighs;  // bytes < 0x21
        const std::uint64_t m = below | swar_eq(v, 0xC2);
        if (m) return p + swar_first(m);
        p += 8;
    }
    while (p < end && *p > 0x20 && *p != 0xC2) ++p;
    return p;
}

/// Where the scalar loop of for_each_flow_run must resume: the first byte at or after p that ends a
/// run of words (whitespace other than a single ' ' followed by a non-whitespace character), or a
/// point at most 17 bytes before `end` from which the scalar loop finds it. SSE2 (16 bytes a step,
/// loads only inside [p, end)); identity without it.
inline const unsigned char* find_word_run_end(const unsigned char* p,
                                              const unsigned char* end) noexcept {
#ifdef HTMLPRUNE_SSE2
    const auto ascii_ws = [](__m128i v) {
        __m128i m = _mm_cmpeq_epi8(v, _mm_set1_epi8(' '));
        for (char c : {'\t', '\n', '\f', '\r'})
            m = _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8(c)));
        return m;
    };
    const __m128i c2 = _mm_set1_epi8(static_cast<char>(0xC2));
    const __m128i a0 = _mm_set1_epi8(static_cast<char>(0xA0));
    while (end - p >= 18) {  // lanes read p[i], p[i+1], p[i+2]: all inside [p, end)
        const __m128i v0 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const __m128i v1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 1));
        const __m128i v2 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 2));
        // ws_len(p+i) != 0, and ws_len(p+i+1) != 0
        const __m128i nbsp0 = _mm_and_si128(_mm_cmpeq_epi8(v0, c2), _mm_cmpeq_epi8(v1, a0));
        const __m128i nbsp1 = _mm_and_si128(_mm_cmpeq_epi8(v1, c2), _mm_cmpeq_epi8(v2, a0));
        const __m128i ws0 = _mm_or_si128(ascii_ws(v0), nbsp0);
        const __m128i ws1 = _mm_or_si128(ascii_ws(v1), nbsp1);
        // A single ' ' between words does not end the run.
        const __m128i joins = _mm_andnot_si128(ws1, _mm_cmpeq_epi8(v0, _mm_set1_epi8(' ')));
        const int m = _mm_movemask_epi8(_mm_andnot_si128(joins, ws0));
        if (m != 0) return p + __builtin_ctz(static_cast<unsigned>(m));
        p += 16;
    }
#endif
    (void)end;
    return p;
}

/// Splits text as the renderer flows it: calls on_space() for each run of whitespace (collapsible to one
/// space) and on_words(begin, end) for each run of words joined by single spaces (copied as is), in order.
/// O(n), 8 bytes at a time between whitespace candidates.
template <class OnSpace, class OnWords>
void for_each_flow_run(std::string_view s, OnSpace&& on_space, OnWords&& on_words) {
    auto* p = reinterpret_cast<const unsigned char*>(s.data());
    auto* const end = p + s.size();
    while (p < end) {
        std::size_t w = ws_len(p, end);
        if (w != 0) {
            do {
                p += w;
            } while (p < end && (w = ws_len(p, end)) != 0);
            on_space();
            continue;
        }
        const unsigned char* q = find_word_run_end(p, end);
        for (;;) {
            q = find_ws_candidate(q, end);
            if (q == end) break;
            if (ws_len(q, end) == 0) {  // a control byte or a non-NBSP 0xC2 sequence: part of the word
                ++q;
                continue;
            }
            if (*q == ' ' && q + 1 < end && ws_len(q + 1, end) == 0) {
                q += 2;
                continue;
            }
            break;
        }
        on_words(reinterpret_cast<const char*>(p), static_cast<std::size_t>(q - p));
        p = q;
    }
}

/// High bit set in exactly the bytes of v that are zero (no false positives, unlike swar_zero_bytes).
inline std::uint64_t swar_zero_exact(std::uint64_t v) noexcept {
    constexpr std::uint64_t k7f = 0x7F7F7F7F7F7F7F7FULL;
    return ~(((v & k7f) + k7f) | v) & kSwarHighs;
}

/// True when all 8 bytes of v are ASCII whitespace (\t \n \f \r space).
inline bool swar_all_ascii_ws(std::uint64_t v) noexcept {
    std::uint64_t m = 0;
    for (unsigned char c : {' ', '\n', '\t', '\r', '\f'}) m |= swar_zero_exact(v ^ (kSwarOnes * c));
    return m == kSwarHighs;
}

/// True when `s` is empty or only ASCII whitespace and U+00A0.
inline bool is_blank(std::string_view s) noexcept {
    auto* p = reinterpret_cast<const unsigned char*>(s.data());
    auto* end = p + s.size();
    if (p < end && kByteClass[*p] == 0) return false;  // most text starts with a word
#ifdef HTMLPRUNE_SSE2
    while (end - p >= 16) {  // indentation between tags: 16 bytes a step
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        __m128i m = _mm_cmpeq_epi8(v, _mm_set1_epi8(' '));
        for (char c : {'\n', '\t', '\r', '\f'}) m = _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8(c)));
        if (_mm_movemask_epi8(m) != 0xFFFF) break;
        p += 16;
    }
#endif
    while (end - p >= 8 && swar_all_ascii_ws(load_le64(reinterpret_cast<const char*>(p)))) p += 8;
    while (p < end) {
        const std::size_t w = ws_len(p, end);
        if (w == 0) return false;
        p += w;
    }
    return true;
}

/// ASCII case-insensitive equality with a lowercase literal.
inline bool iequals_lower(std::string_view s, std::string_view lower) noexcept {
    if (s.size() != lower.size()) return false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        char c = s[i];
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        if (c != lower[i]) return false;
    }
    return true;
}

/// The attributes invisible_element() reads: a Document parsed with only these (ParseOptions::only_attributes),
/// and whatever else its reader needs, gives the same answers.
inline constexpr std::array<std::string_view, 3> kInvisibleAttributes = {"hidden", "id", "type"};

/// The attribute inline_hidden_span() reads; clean_document() parses it for the block tree only (clean()'s
/// output does not depend on it).
inline constexpr std::string_view kStyleAttribute = "style";

/// Whether a style attribute's declarations set display:none: property and value ASCII case-insensitive,
/// whitespace and /* comments */ around them ignored, `!important` after the value; declarations split at
/// ';' outside quotes and parentheses; the last display declaration wins, an !important one over later
/// ones without it. "display:nonesense" and "display:block" do not hide. (visibility:hidden is not read:
/// on Wikipedia it is alignment padding, "0" digits that keep their space.)
bool style_hides(std::string_view style);

/// Whether element i is a <span> whose style attribute hides it (style_hides()) and whose children are
/// all text: the sort keys of Wikipedia's sortable tables and the like (NodeFlag kNodeInlineHidden).
bool inline_hidden_span(const Document& doc, NodeIndex i);

/// Why an element is invisible by itself (rules 1 of clean.hpp that depend on the element alone):
/// the tag is kTfRemove, it has the `hidden` attribute, or it is <input type=hidden>. Context rules
/// (head children, title outside head, iframe content) are checked by the callers.
/// Exception: React streaming SSR sends finished Suspense segments as <div hidden id="S:n"> and a script
/// moves them into place at once, so their content is what a reader sees: such elements stay visible.
inline bool invisible_element(const Document& doc, NodeIndex i, std::uint32_t tf) noexcept {
    if (tf & kTfRemove) return true;
    const Node& n = doc.nodes[i];
    bool hidden = false;
    bool react_segment = false;
    for (std::uint32_t a = n.attr_begin, e = n.attr_begin + n.attr_count; a < e; ++a) {
        const std::string_view name = doc.view(doc.attrs[a].name);
        if (name == "hidden") {
            hidden = true;
        } else if (name == "id") {
            const std::string_view v = doc.view(doc.attrs[a].value);
            react_segment = v.size() > 2 && v[0] == 'S' && v[1] == ':';
        } else if (n.tag == TagId::kInput && name == "type" &&
                   iequals_lower(doc.view(doc.attrs[a].value), "hidden")) {
            return true;
        }
    }
    return hidden && !react_segment;
}

}  // namespace htmlprune::detail
