// Internal: HTML escaping of text and attribute values, shared by serialize() and the block tree.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

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
