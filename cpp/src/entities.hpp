// Character references (WHATWG 13.2.5.72-80): the HTML5 named table and numeric reference rules.
// Private to the core (cpp/src). Stateless; every function is thread-safe and allocation-free.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace htmlprune::detail {

/// Result of matching a named reference.
struct EntityMatch {
    std::size_t consumed = 0;    ///< bytes of the name consumed after '&' (incl. ';'); 0 = no match
    std::string_view value;      ///< UTF-8 replacement (static storage)
    bool has_semicolon = false;  ///< the match ended with ';'
};

/// Longest-match lookup of the named reference whose name starts at `name` (just after '&').
/// `name` may extend past the reference; only the leading [A-Za-z0-9]* run and an optional ';'
/// count. O(log n) over the 2231-entry table.
EntityMatch match_named_entity(std::string_view name) noexcept;

/// Maps a numeric reference's code point per 13.2.5.80: 0, surrogates and values past U+10FFFF
/// become U+FFFD; 0x80-0x9F map through the Windows-1252 table. Other values pass through
/// unchanged.
std::uint32_t numeric_reference_code_point(std::uint32_t cp) noexcept;

/// Writes the UTF-8 encoding of `cp` (<= 0x10FFFF, not a surrogate) to `out` (>= 4 bytes); returns
/// length.
inline std::size_t encode_utf8(std::uint32_t cp, char* out) noexcept {
    if (cp < 0x80) {
        out[0] = static_cast<char>(cp);
        return 1;
    }
    if (cp < 0x800) {
        out[0] = static_cast<char>(0xC0 | (cp >> 6));
        out[1] = static_cast<char>(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = static_cast<char>(0xE0 | (cp >> 12));
        out[1] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out[2] = static_cast<char>(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = static_cast<char>(0xF0 | (cp >> 18));
    out[1] = static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out[2] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out[3] = static_cast<char>(0x80 | (cp & 0x3F));
    return 4;
}

}  // namespace htmlprune::detail
