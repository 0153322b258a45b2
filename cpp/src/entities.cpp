#include "entities.hpp"

#include <algorithm>
#include <array>

namespace htmlprune::detail {
namespace {

struct EntityEntry {
    std::string_view name;
    std::string_view value;
};

#include "entities.inc"

inline bool is_ascii_alnum(char c) noexcept {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

template <std::size_t N>
const EntityEntry* find_exact(const EntityEntry (&table)[N], std::string_view name) noexcept {
    const EntityEntry* end = table + N;
    const EntityEntry* it = std::lower_bound(
        table, end, name, [](const EntityEntry& e, std::string_view n) { return e.name < n; });
    return (it != end && it->name == name) ? it : nullptr;
}

// 13.2.5.80: replacements for C1 controls, as decoded by Windows-1252. 0 = keep the code point.
constexpr std::array<std::uint16_t, 32> kC1 = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

}  // namespace

EntityMatch match_named_entity(std::string_view name) noexcept {
    EntityMatch m;
    std::size_t run = 0;
    while (run < name.size() && run < kMaxEntityNameLength && is_ascii_alnum(name[run])) ++run;
    if (run == 0) return m;
    // 13.2.5.73: the longest name in the table that is a prefix of the input. A name ending in ';'
    // can only match when ';' directly follows the alphanumeric run.
    if (run < name.size() && name[run] == ';') {
        // The references real pages use most, without the binary search.
        static constexpr EntityEntry kCommon[] = {
            {"amp", "&"}, {"nbsp", "\xC2\xA0"}, {"quot", "\""}, {"lt", "<"}, {"gt", ">"}};
        for (const EntityEntry& c : kCommon) {
            if (name.substr(0, run) == c.name) {
                m.consumed = run + 1;
                m.value = c.value;
                m.has_semicolon = true;
                return m;
            }
        }
        if (const EntityEntry* e = find_exact(kEntities, name.substr(0, run + 1))) {
            m.consumed = run + 1;
            m.value = e->value;
            m.has_semicolon = true;
            return m;
        }
    }
    for (std::size_t len = std::min(run, kMaxLegacyEntityNameLength); len >= 2; --len) {
        if (const EntityEntry* e = find_exact(kLegacyEntities, name.substr(0, len))) {
            m.consumed = len;
            m.value = e->value;
            return m;
        }
    }
    return m;
}

std::uint32_t numeric_reference_code_point(std::uint32_t cp) noexcept {
    if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0xFFFD;
    if (cp >= 0x80 && cp <= 0x9F && kC1[cp - 0x80] != 0) return kC1[cp - 0x80];
    return cp;
}

}  // namespace htmlprune::detail
