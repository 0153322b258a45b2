// Byte scanning helpers for the tokenizer: jump to the next interesting byte sixteen bytes at a
// time (SSE2 where the target has it, which every x86-64 does), else eight (portable SWAR); memchr
// for single bytes; and the input preprocessing pass (WHATWG 13.2.3.5).
//
// Every function works on [p, end) of caller-owned memory, never reads outside it, allocates
// nothing (except normalize_input, which writes into the caller's string) and is thread-safe.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#define HTMLPRUNE_SSE2 1
#endif

namespace htmlprune::detail {

inline constexpr std::uint64_t kSwarOnes = 0x0101010101010101ULL;
inline constexpr std::uint64_t kSwarHighs = 0x8080808080808080ULL;

/// Loads 8 bytes at p (unaligned) in little-endian order, whatever the host byte order.
inline std::uint64_t load_le64(const char* p) noexcept {
    std::uint64_t v;
    std::memcpy(&v, p, sizeof v);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    v = __builtin_bswap64(v);
#endif
    return v;
}

/// High bit set in each byte of the result whose byte in v is zero. The lowest set bit is exact
/// (bits above the first zero byte may be false positives, which callers never look at).
inline std::uint64_t swar_zero_bytes(std::uint64_t v) noexcept {
    return (v - kSwarOnes) & ~v & kSwarHighs;
}

/// Like swar_zero_bytes, for bytes equal to c.
inline std::uint64_t swar_eq(std::uint64_t v, unsigned char c) noexcept {
    return swar_zero_bytes(v ^ (kSwarOnes * c));
}

/// Index (0-7) of the lowest byte flagged in a non-zero SWAR mask.
inline unsigned swar_first(std::uint64_t mask) noexcept {
#if defined(__GNUC__) || defined(__clang__)
    return static_cast<unsigned>(__builtin_ctzll(mask)) >> 3;
#else
    unsigned n = 0;
    while ((mask & 0xFF) == 0) {
        mask >>= 8;
        ++n;
    }
    return n;
#endif
}

/// First byte in [p, end) equal to c, or end. (memchr.)
inline const char* find_byte(const char* p, const char* end, char c) noexcept {
    if (p >= end) return end;
    const void* q =
        std::memchr(p, static_cast<unsigned char>(c), static_cast<std::size_t>(end - p));
    return q ? static_cast<const char*>(q) : end;
}

/// Like find_byte, for bytes that are usually near (an attribute value): the first 32 bytes are searched
/// inline, 16 at a time, before the call to memchr.
inline const char* find_byte_short(const char* p, const char* end, char c) noexcept {
#ifdef HTMLPRUNE_SSE2
    const __m128i vc = _mm_set1_epi8(c);
    for (int k = 0; k < 2 && end - p >= 16; ++k) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const int m = _mm_movemask_epi8(_mm_cmpeq_epi8(v, vc));
        if (m != 0) return p + __builtin_ctz(static_cast<unsigned>(m));
        p += 16;
    }
#endif
    return find_byte(p, end, c);
}

/// First byte in [p, end) equal to a or b, or end.
inline const char* find_byte2(const char* p, const char* end, char a, char b) noexcept {
    const auto ua = static_cast<unsigned char>(a);
    const auto ub = static_cast<unsigned char>(b);
#ifdef HTMLPRUNE_SSE2
    const __m128i va = _mm_set1_epi8(a);
    const __m128i vb = _mm_set1_epi8(b);
    while (end - p >= 16) {  // only whole 16-byte loads inside [p, end)
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const int m = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, va), _mm_cmpeq_epi8(v, vb)));
        if (m != 0) return p + __builtin_ctz(static_cast<unsigned>(m));
        p += 16;
    }
#endif
    while (end - p >= 8) {
        const std::uint64_t v = load_le64(p);
        const std::uint64_t m = swar_eq(v, ua) | swar_eq(v, ub);
        if (m) return p + swar_first(m);
        p += 8;
    }
    while (p < end && *p != a && *p != b) ++p;
    return p;
}

/// Whether c ends a tag name (' ', '\n', '\t', '\f', '/', '>'), with kAttr also an attribute name ('=').
template <bool kAttr>
inline bool ends_name(char c) noexcept {
    return c == ' ' || c == '>' || c == '/' || c == '\n' || c == '\t' || c == '\f' || (kAttr && c == '=');
}

/// First byte in [p, end) that ends a tag or attribute name (ends_name), end if none. Names are short and
/// their end unpredictable byte by byte: one 16-byte compare finds it without a branch per byte. The
/// compare flags every byte <= 0x20 (one unsigned min instead of four compares for the whitespace);
/// a control byte it flags that is not whitespace belongs to the name, and the search goes on past it.
/// Loads stay inside [p, end).
template <bool kAttr>
inline const char* find_name_end(const char* p, const char* end) noexcept {
#ifdef HTMLPRUNE_SSE2
    const __m128i space = _mm_set1_epi8(' ');
    while (end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        __m128i m = _mm_cmpeq_epi8(_mm_min_epu8(v, space), v);  // v <= ' '
        m = _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8('>')));
        m = _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8('/')));
        if constexpr (kAttr) m = _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8('=')));
        for (auto bits = static_cast<unsigned>(_mm_movemask_epi8(m)); bits != 0; bits &= bits - 1) {
            const char* q = p + __builtin_ctz(bits);
            if (ends_name<kAttr>(*q)) return q;
        }
        p += 16;
    }
#endif
    while (p < end && !ends_name<kAttr>(*p)) ++p;
    return p;
}

/// First byte in [p, end) that is not HTML whitespace (' ', '\n', '\t', '\f'), or end: 16 bytes a step
/// (the indentation of attributes written one per line). Loads stay inside [p, end).
inline const char* skip_html_space(const char* p, const char* end) noexcept {
#ifdef HTMLPRUNE_SSE2
    while (end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        __m128i m = _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(' ')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\n')));
        m = _mm_or_si128(m, _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\t')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\f'))));
        const auto other = static_cast<unsigned>(~_mm_movemask_epi8(m)) & 0xFFFFu;
        if (other != 0) return p + __builtin_ctz(other);
        p += 16;
    }
#endif
    while (p < end && (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\f')) ++p;
    return p;
}

/// ASCII lowercase of the 8 bytes packed in v (bytes >= 0x80 unchanged), without a branch per byte.
inline std::uint64_t swar_ascii_lower(std::uint64_t v) noexcept {
    const std::uint64_t low7 = v & ~kSwarHighs;
    const std::uint64_t ge_a = low7 + kSwarOnes * (0x80 - 'A');      // high bit: byte >= 'A'
    const std::uint64_t gt_z = low7 + kSwarOnes * (0x80 - 'Z' - 1);  // high bit: byte > 'Z'
    const std::uint64_t upper = ge_a & ~gt_z & ~v & kSwarHighs;     // 'A'..'Z' (and ASCII)
    return v | (upper >> 2);                                         // 0x80 >> 2 == 0x20
}

/// True when [p, end) holds only ASCII bytes other than '\r' and '\0' (so it needs no
/// preprocessing).
inline bool is_plain_ascii(std::uint64_t v) noexcept {
    return ((v & kSwarHighs) | swar_eq(v, '\r') | swar_zero_bytes(v)) == 0;
}

/// Offset of the first byte of `in` that preprocessing would change: '\r', '\0', or the start of an
/// invalid UTF-8 sequence; in.size() when the input is already clean. O(n), no allocation.
std::size_t first_unclean_byte(std::string_view in) noexcept;

/// Input stream preprocessing (13.2.3.5 plus decoding): writes `in` to `out` (replacing its
/// content) with
/// "\r\n" and lone "\r" turned into "\n", U+0000 into U+FFFD, and each maximal invalid UTF-8
/// subpart into U+FFFD (WHATWG Encoding). `out` keeps its capacity between calls. O(n).
/// `nul_at` (when given) receives the offset in `out` of each U+FFFD that replaced a U+0000, in order:
/// the tokenizer drops those in HTML text, where the tree construction rules ignore U+0000.
void normalize_input(std::string_view in, std::string& out, std::vector<std::size_t>* nul_at = nullptr);

}  // namespace htmlprune::detail
