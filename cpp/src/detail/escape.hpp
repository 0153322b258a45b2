// Internal: HTML escaping of text and attribute values, shared by serialize() and the block tree.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace htmlprune::detail {

// Where escaped bytes go: a text node (& < > CR) or a double-quoted attribute value (& " CR).
enum class EscapeFor : std::uint8_t { kText = 1, kAttribute = 2 };

// Per byte: the EscapeFor contexts that escape it.
inline constexpr std::array<std::uint8_t, 256> kEscapeContexts = [] {
    std::array<std::uint8_t, 256> t{};
    t['&'] = 3;
    t['<'] = 1;
    t['>'] = 1;
    t['"'] = 2;
    t['\r'] = 3;  // a literal CR (from &#13;) would be normalised away by the parser
    return t;
}();

// Appends `s` to `out` with the bytes that `context` escapes replaced by character references.
// O(n); copies unescaped runs in one append each.
inline void append_escaped(std::string_view s, EscapeFor context, std::string& out) {
    const auto mask = static_cast<std::uint8_t>(context);
    const char* p = s.data();
    const char* const end = p + s.size();
    const char* run = p;
    for (; p < end; ++p) {
#if defined(__SSE2__)
        // Most text has nothing to escape: skip it 16 bytes a step.
        const __m128i amp = _mm_set1_epi8('&');
        const __m128i cr = _mm_set1_epi8('\r');
        const __m128i a = _mm_set1_epi8(context == EscapeFor::kText ? '<' : '"');
        const __m128i b = _mm_set1_epi8(context == EscapeFor::kText ? '>' : '"');
        while (end - p >= 16) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
            const __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, amp), _mm_cmpeq_epi8(v, cr)),
                                             _mm_or_si128(_mm_cmpeq_epi8(v, a), _mm_cmpeq_epi8(v, b)));
            const int m = _mm_movemask_epi8(hit);
            if (m != 0) {
                p += __builtin_ctz(static_cast<unsigned>(m));
                break;
            }
            p += 16;
        }
        if (p >= end) break;
#endif
        const auto c = static_cast<unsigned char>(*p);
        if (!(kEscapeContexts[c] & mask)) continue;
        out.append(run, static_cast<std::size_t>(p - run));
        switch (c) {
            case '&': out.append("&amp;"); break;
            case '<': out.append("&lt;"); break;
            case '>': out.append("&gt;"); break;
            case '\r': out.append("&#13;"); break;
            default: out.append("&quot;"); break;
        }
        run = p + 1;
    }
    out.append(run, static_cast<std::size_t>(end - run));
}

}  // namespace htmlprune::detail
