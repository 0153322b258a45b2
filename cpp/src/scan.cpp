#include "htmlprune/scan.hpp"

namespace htmlprune::detail {
namespace {

// Length of the valid UTF-8 sequence starting at p (2-4), or 0 when it is invalid; then *bad is the
// length of its maximal subpart (WHATWG Encoding, UTF-8 decoder), replaced by one U+FFFD.
inline std::size_t utf8_sequence(const unsigned char* p, const unsigned char* end,
                                 std::size_t* bad) noexcept {
    const unsigned c = p[0];
    std::size_t need = 0;
    unsigned lo = 0x80;
    unsigned hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        need = 1;
    } else if (c >= 0xE0 && c <= 0xEF) {
        need = 2;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        need = 3;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else {
        *bad = 1;
        return 0;
    }
    std::size_t i = 1;
    for (; i <= need; ++i) {
        if (p + i >= end) break;
        const unsigned b = p[i];
        if (b < lo || b > hi) break;
        lo = 0x80;
        hi = 0xBF;
    }
    if (i == need + 1) return i;
    *bad = i;
    return 0;
}

constexpr char kReplacement[] = "\xEF\xBF\xBD";

// First byte at or after p that preprocessing must look at: '\r', '\0' or a non-ASCII byte. Skips
// eight clean bytes per step; the lowest flagged byte of a word is exact (see swar_zero_bytes).
inline const unsigned char* skip_plain(const unsigned char* p, const unsigned char* end) noexcept {
#ifdef HTMLPRUNE_SSE2
    const __m128i cr = _mm_set1_epi8('\r');
    const __m128i zero = _mm_setzero_si128();
    // A byte's high bit in (v | v=='\r' | v==0) flags it: non-ASCII, CR or NUL.
    const auto flags = [&](const unsigned char* q) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(q));
        return _mm_or_si128(v, _mm_or_si128(_mm_cmpeq_epi8(v, cr), _mm_cmpeq_epi8(v, zero)));
    };
    while (end - p >= 32) {  // only whole loads inside [p, end)
        const __m128i f0 = flags(p);
        const __m128i f1 = flags(p + 16);
        if (_mm_movemask_epi8(_mm_or_si128(f0, f1)) == 0) {
            p += 32;
            continue;
        }
        const int m0 = _mm_movemask_epi8(f0);
        if (m0 != 0) return p + __builtin_ctz(static_cast<unsigned>(m0));
        return p + 16 + __builtin_ctz(static_cast<unsigned>(_mm_movemask_epi8(f1)));
    }
#endif
    while (end - p >= 8) {
        const std::uint64_t v = load_le64(reinterpret_cast<const char*>(p));
        const std::uint64_t m = (v & kSwarHighs) | swar_eq(v, '\r') | swar_zero_bytes(v);
        if (m) return p + swar_first(m);
        p += 8;
    }
    while (p < end && *p < 0x80 && *p != '\r' && *p != 0) ++p;
    return p;
}

// First byte at or after p that preprocessing would change ('\r', '\0', an invalid UTF-8 sequence).
inline const unsigned char* skip_clean(const unsigned char* p, const unsigned char* end) noexcept {
    for (;;) {
        p = skip_plain(p, end);
        // Valid multi-byte sequences in a row (dense non-Latin text) without going back to the
        // words.
        while (p < end && *p >= 0x80) {
            std::size_t bad = 0;
            const std::size_t n = utf8_sequence(p, end, &bad);
            if (n == 0) return p;
            p += n;
        }
        if (p >= end || *p == '\r' || *p == 0) return p;
    }
}

}  // namespace

std::size_t first_unclean_byte(std::string_view in) noexcept {
    const auto* begin = reinterpret_cast<const unsigned char*>(in.data());
    return static_cast<std::size_t>(skip_clean(begin, begin + in.size()) - begin);
}

void normalize_input(std::string_view in, std::string& out, std::vector<std::size_t>* nul_at) {
    out.clear();
    if (nul_at != nullptr) nul_at->clear();
    out.reserve(in.size() + in.size() / 8 + 16);
    const auto* p = reinterpret_cast<const unsigned char*>(in.data());
    const auto* end = p + in.size();
    while (p < end) {
        const auto* run = p;
        p = skip_clean(p, end);
        out.append(reinterpret_cast<const char*>(run), static_cast<std::size_t>(p - run));
        if (p >= end) break;
        const unsigned c = *p;
        if (c == '\r') {
            out.push_back('\n');
            p += (p + 1 < end && p[1] == '\n') ? 2 : 1;
        } else if (c == 0) {
            if (nul_at != nullptr) nul_at->push_back(out.size());
            out.append(kReplacement, 3);
            ++p;
        } else {
            std::size_t bad = 1;
            utf8_sequence(p, end, &bad);
            out.append(kReplacement, 3);
            p += bad;
        }
    }
}

}  // namespace htmlprune::detail
