#include "text_unicode.hpp"

#include <algorithm>
#include <cstdint>

namespace htmlprune::detail::uni {
namespace {
#include "casefold.inc"
}  // namespace

void append_utf8(std::uint32_t cp, std::string& out) {
    if (cp < 0x80) {
        out.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        out.push_back(static_cast<char>(0xC0u | (cp >> 6)));
        out.push_back(static_cast<char>(0x80u | (cp & 0x3Fu)));
    } else if (cp < 0x10000) {
        out.push_back(static_cast<char>(0xE0u | (cp >> 12)));
        out.push_back(static_cast<char>(0x80u | ((cp >> 6) & 0x3Fu)));
        out.push_back(static_cast<char>(0x80u | (cp & 0x3Fu)));
    } else {
        out.push_back(static_cast<char>(0xF0u | (cp >> 18)));
        out.push_back(static_cast<char>(0x80u | ((cp >> 12) & 0x3Fu)));
        out.push_back(static_cast<char>(0x80u | ((cp >> 6) & 0x3Fu)));
        out.push_back(static_cast<char>(0x80u | (cp & 0x3Fu)));
    }
}

bool is_word_char(std::uint32_t cp) noexcept {
    if (cp < 0x80) {
        return (cp >= '0' && cp <= '9') || ((cp | 0x20u) >= 'a' && (cp | 0x20u) <= 'z');
    }
    const CpRange* end = kWordRanges + sizeof(kWordRanges) / sizeof(kWordRanges[0]);
    const CpRange* it =
        std::upper_bound(kWordRanges, end, cp, [](std::uint32_t c, const CpRange& r) { return c < r.lo; });
    return it != kWordRanges && cp <= (it - 1)->hi;
}

void append_casefold(std::uint32_t cp, std::string& out) {
    if (cp < 0x80) {
        out.push_back(static_cast<char>(cp >= 'A' && cp <= 'Z' ? cp + 32 : cp));
        return;
    }
    const FoldEntry* end = kFold + sizeof(kFold) / sizeof(kFold[0]);
    const FoldEntry* it =
        std::lower_bound(kFold, end, cp, [](const FoldEntry& e, std::uint32_t c) { return e.cp < c; });
    if (it != end && it->cp == cp) {
        out.append(kFoldBytes + it->offset, it->length);
    } else {
        append_utf8(cp, out);
    }
}

void append_search_fold(std::uint32_t cp, std::string& out) {
    if (cp >= 0x300 && cp <= 0x36F) return;
    const FoldEntry* end = kAsciiFold + sizeof(kAsciiFold) / sizeof(kAsciiFold[0]);
    const FoldEntry* it =
        std::lower_bound(kAsciiFold, end, cp, [](const FoldEntry& e, std::uint32_t c) { return e.cp < c; });
    if (it != end && it->cp == cp) {
        out.append(kAsciiFoldBytes + it->offset, it->length);
    } else {
        append_casefold(cp, out);
    }
}

std::uint32_t count_words(std::string_view text) noexcept {
    std::uint32_t words = 0;
    bool in_word = false;
    std::size_t i = 0;
    const std::size_t n = text.size();
    while (i < n) {
        const auto b = static_cast<unsigned char>(text[i]);
        if (b < 0x80) {
            const bool space = b == ' ' || (b >= 0x09 && b <= 0x0D) || (b >= 0x1C && b <= 0x1F);
            if (space) {
                in_word = false;
            } else if (!in_word) {
                in_word = true;
                ++words;
            }
            ++i;
            continue;
        }
        std::uint32_t cp = 0;
        i += decode_utf8(text, i, &cp);
        if (is_space(cp) || is_cjk_punct(cp)) {
            in_word = false;
        } else if (is_cjk(cp)) {
            in_word = false;
            ++words;
        } else if (!in_word) {
            in_word = true;
            ++words;
        }
    }
    return words;
}

std::uint32_t first_cp(std::string_view s) noexcept {
    std::uint32_t cp = 0;
    if (!s.empty()) decode_utf8(s, 0, &cp);
    return cp;
}

std::uint32_t last_cp(std::string_view s) noexcept {
    if (s.empty()) return 0;
    std::size_t i = s.size() - 1;
    // Step back over at most three continuation bytes to the lead byte.
    for (int k = 0; k < 3 && i > 0 && (static_cast<unsigned char>(s[i]) & 0xC0u) == 0x80u; ++k) --i;
    std::uint32_t cp = 0;
    const std::size_t len = decode_utf8(s, i, &cp);
    if (i + len != s.size()) return 0xFFFD;
    return cp;
}

}  // namespace htmlprune::detail::uni
