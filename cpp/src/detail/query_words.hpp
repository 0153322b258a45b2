// Whole-word tests on a question, for the priors and features that depend on what it asks (a byline for
// "who wrote", the first item of a list for "the first step"). A word is a run of ASCII letters; the
// comparison ignores case. English question words, as the stemmer and stopwords are English.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string_view>

#include "detail/clean_rules.hpp"  // iequals_lower

namespace htmlprune::detail {

/// Whether `text` holds one of `words` (lowercase) as a whole word. O(text bytes * words), no allocation.
inline bool has_any_word(std::string_view text, std::initializer_list<std::string_view> words) noexcept {
    const auto letter = [](char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; };
    std::size_t i = 0;
    while (i < text.size()) {
        if (!letter(text[i])) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < text.size() && letter(text[j])) ++j;
        const std::string_view word = text.substr(i, j - i);
        for (const std::string_view w : words) {
            if (iequals_lower(word, w)) return true;
        }
        i = j;
    }
    return false;
}

}  // namespace htmlprune::detail
