// Internal Unicode helpers shared by block_tree, bm25 and prune: UTF-8 decoding, whitespace and CJK
// classification, CJK-aware word counting, case folding. Not part of the public API.
// All functions are pure and thread-safe; none allocates except append_casefold (into the caller's string).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace htmlprune::detail::uni {

/// Decodes one code point at s[i] (i < s.size()). Returns its length in bytes (1..4) and stores the
/// code point in *cp; an invalid or truncated sequence yields U+FFFD with length 1. O(1).
inline std::size_t decode_utf8(std::string_view s, std::size_t i, std::uint32_t* cp) noexcept {
    const auto b0 = static_cast<unsigned char>(s[i]);
    if (b0 < 0x80) {
        *cp = b0;
        return 1;
    }
    const std::size_t n = s.size();
    auto cont = [&](std::size_t k) {
        return i + k < n && (static_cast<unsigned char>(s[i + k]) & 0xC0u) == 0x80u;
    };
    auto byte = [&](std::size_t k) { return static_cast<std::uint32_t>(static_cast<unsigned char>(s[i + k]) & 0x3Fu); };
    if (b0 >= 0xC2 && b0 < 0xE0 && cont(1)) {
        *cp = ((b0 & 0x1Fu) << 6) | byte(1);
        return 2;
    }
    if (b0 >= 0xE0 && b0 < 0xF0 && cont(1) && cont(2)) {
        const std::uint32_t c = ((b0 & 0x0Fu) << 12) | (byte(1) << 6) | byte(2);
        if (c >= 0x800 && (c < 0xD800 || c > 0xDFFF)) {
            *cp = c;
            return 3;
        }
    } else if (b0 >= 0xF0 && b0 < 0xF5 && cont(1) && cont(2) && cont(3)) {
        const std::uint32_t c =
            ((b0 & 0x07u) << 18) | (byte(1) << 12) | (byte(2) << 6) | byte(3);
        if (c >= 0x10000 && c <= 0x10FFFF) {
            *cp = c;
            return 4;
        }
    }
    *cp = 0xFFFD;
    return 1;
}

/// Appends the UTF-8 encoding of `cp` to `out`.
void append_utf8(std::uint32_t cp, std::string& out);

/// Python's str.isspace() set (ASCII whitespace, \x1c-\x1f, U+0085, U+00A0, U+1680, U+2000-U+200A,
/// U+2028, U+2029, U+202F, U+205F, U+3000): the separators of str.split().
inline bool is_space(std::uint32_t cp) noexcept {
    if (cp < 0x80) return cp == ' ' || (cp >= 0x09 && cp <= 0x0D) || (cp >= 0x1C && cp <= 0x1F);
    return cp == 0x85 || cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) ||
           cp == 0x2028 || cp == 0x2029 || cp == 0x202F || cp == 0x205F || cp == 0x3000;
}

/// Characters that are words by themselves: CJK ideographs (all extensions and compatibility blocks),
/// Hiragana, Katakana (incl. half-width) and Hangul (syllables and jamo).
inline bool is_cjk(std::uint32_t cp) noexcept {
    if (cp < 0x1100) return false;
    return (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x3400 && cp <= 0x4DBF) ||
           (cp >= 0x3040 && cp <= 0x30FF) || (cp >= 0x31F0 && cp <= 0x31FF) ||
           (cp >= 0xAC00 && cp <= 0xD7AF) || (cp >= 0x1100 && cp <= 0x11FF) ||
           (cp >= 0x3130 && cp <= 0x318F) || (cp >= 0xA960 && cp <= 0xA97F) ||
           (cp >= 0xD7B0 && cp <= 0xD7FF) || (cp >= 0xF900 && cp <= 0xFAFF) ||
           (cp >= 0xFF66 && cp <= 0xFF9F) || (cp >= 0x3005 && cp <= 0x3007) ||
           (cp >= 0x20000 && cp <= 0x3134F);
}

/// CJK and full-width punctuation (、。「」，！？ ...): separates words like whitespace does when counting.
inline bool is_cjk_punct(std::uint32_t cp) noexcept {
    return (cp >= 0x3000 && cp <= 0x303F && !(cp >= 0x3005 && cp <= 0x3007)) ||
           (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF01 && cp <= 0xFF0F) ||
           (cp >= 0xFF1A && cp <= 0xFF20) || (cp >= 0xFF3B && cp <= 0xFF40) ||
           (cp >= 0xFF5B && cp <= 0xFF65);
}

/// Letters, combining marks and digits (Unicode categories L*, M*, N*): the characters of a BM25 word.
bool is_word_char(std::uint32_t cp) noexcept;

/// Appends str.casefold() of `cp` (one to three code points) to `out`. ASCII is handled inline.
void append_casefold(std::uint32_t cp, std::string& out);

/// append_casefold() without diacritics, for search: a code point whose case fold, decomposed and stripped
/// of combining marks, is ASCII appends that ASCII ("É" -> "e", "ß" -> "ss"); a combining diacritical mark
/// (U+0300..U+036F) appends nothing; any other code point is case folded. Queries typed without accents
/// then match the page's "Norrköping".
void append_search_fold(std::uint32_t cp, std::string& out);

/// Words in `text`, CJK-aware: each CJK/Kana/Hangul character is one word; other words are maximal runs of
/// characters that are neither whitespace (is_space), CJK punctuation nor CJK. O(n), no allocation.
std::uint32_t count_words(std::string_view text) noexcept;

/// Whether a word may continue across the boundary at this code point (not space, CJK or CJK punctuation).
inline bool is_joinable(std::uint32_t cp) noexcept {
    return !is_space(cp) && !is_cjk(cp) && !is_cjk_punct(cp);
}

/// First and last code points of a non-empty string.
std::uint32_t first_cp(std::string_view s) noexcept;
std::uint32_t last_cp(std::string_view s) noexcept;

}  // namespace htmlprune::detail::uni
