#include "str_utf8.hpp"  // always first (pybind.hpp)

#include <algorithm>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace htmlprune::python {
namespace {

// Copies a run of ASCII characters, none of them CR or NUL, 16 at a time from p[i] to d; stops before the
// first 16 that hold anything else (the scalar loop takes those). Returns the new i; advances d.
template <class Char>
Py_ssize_t copy_plain_ascii(const Char* p, Py_ssize_t i, Py_ssize_t n, char*& d) noexcept {
#if defined(__SSE2__)
    const __m128i cr = _mm_set1_epi8('\r');
    const __m128i zero = _mm_setzero_si128();
    while (n - i >= 16) {
        const auto* q = reinterpret_cast<const __m128i*>(p + i);
        __m128i bytes;
        if constexpr (sizeof(Char) == 1) {
            bytes = _mm_loadu_si128(q);
            if (_mm_movemask_epi8(bytes) != 0) break;
        } else if constexpr (sizeof(Char) == 2) {
            const __m128i v0 = _mm_loadu_si128(q);
            const __m128i v1 = _mm_loadu_si128(q + 1);
            const __m128i high = _mm_and_si128(_mm_or_si128(v0, v1), _mm_set1_epi16(static_cast<short>(0xFF80)));
            if (_mm_movemask_epi8(_mm_cmpeq_epi16(high, zero)) != 0xFFFF) break;
            bytes = _mm_packus_epi16(v0, v1);
        } else {
            const __m128i v0 = _mm_loadu_si128(q);
            const __m128i v1 = _mm_loadu_si128(q + 1);
            const __m128i v2 = _mm_loadu_si128(q + 2);
            const __m128i v3 = _mm_loadu_si128(q + 3);
            const __m128i all = _mm_or_si128(_mm_or_si128(v0, v1), _mm_or_si128(v2, v3));
            const __m128i high = _mm_and_si128(all, _mm_set1_epi32(static_cast<int>(0xFFFFFF80u)));
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(high, zero)) != 0xFFFF) break;
            bytes = _mm_packus_epi16(_mm_packs_epi32(v0, v1), _mm_packs_epi32(v2, v3));
        }
        if (_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(bytes, cr), _mm_cmpeq_epi8(bytes, zero))) != 0) break;
        _mm_storeu_si128(reinterpret_cast<__m128i*>(d), bytes);
        d += 16;
        i += 16;
    }
#else
    (void)p, (void)n, (void)d;
#endif
    return i;
}

// UTF-8 of n characters at p, preprocessed as the tokenizer would (see str_utf8), written at the start of
// `out`; returns its length. A U+0000 is written as is and sets *nul: the tokenizer's own preprocessing then
// decides where it is dropped and where it becomes U+FFFD.
template <class Char>
std::size_t encode(const Char* p, Py_ssize_t n, std::string& out, bool* nul) {
    // Bytes per character at most.
    constexpr std::size_t kMost = sizeof(Char) == 4 ? 4 : sizeof(Char) == 2 ? 3 : 2;
    const std::size_t most = static_cast<std::size_t>(n) * kMost;
    if (out.size() < most) out.resize(most);
    char* const begin = out.data();
    char* d = begin;
    for (Py_ssize_t i = 0; i < n;) {
        i = copy_plain_ascii(p, i, n, d);
        const Py_ssize_t stop = std::min<Py_ssize_t>(n, i + 16);
        for (; i < stop; ++i) {
            Py_UCS4 c = p[i];
            if (c < 0x80) {
                if (c == '\r') {  // CR LF and CR alone: LF
                    *d++ = '\n';
                    if (i + 1 < n && p[i + 1] == '\n') ++i;
                    continue;
                }
                if (c == 0) *nul = true;
                *d++ = static_cast<char>(c);
                continue;
            }
            if (c >= 0xD800 && c <= 0xDFFF) c = 0xFFFD;  // a lone surrogate has no UTF-8 form
            if (c < 0x800) {
                *d++ = static_cast<char>(0xC0 | (c >> 6));
            } else {
                if (c < 0x10000) {
                    *d++ = static_cast<char>(0xE0 | (c >> 12));
                } else {
                    *d++ = static_cast<char>(0xF0 | (c >> 18));
                    *d++ = static_cast<char>(0x80 | ((c >> 12) & 0x3F));
                }
                *d++ = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
            }
            *d++ = static_cast<char>(0x80 | (c & 0x3F));
        }
    }
    return static_cast<std::size_t>(d - begin);
}

// Length of the valid UTF-8 sequence at p (2-4) and its code point, or 0 when invalid (the WHATWG
// decoder's bounds: no overlongs, no surrogates, nothing above U+10FFFF).
inline std::size_t sequence(const unsigned char* p, const unsigned char* end, std::uint32_t* cp) noexcept {
    const unsigned c = p[0];
    std::size_t need = 0;
    unsigned lo = 0x80;
    unsigned hi = 0xBF;
    std::uint32_t v = 0;
    if (c >= 0xC2 && c <= 0xDF) {
        need = 1, v = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        need = 2, v = c & 0x0F;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        need = 3, v = c & 0x07;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else {
        return 0;
    }
    if (static_cast<std::size_t>(end - p) <= need) return 0;
    for (std::size_t i = 1; i <= need; ++i) {
        const unsigned b = p[i];
        if (b < lo || b > hi) return 0;
        lo = 0x80, hi = 0xBF;
        v = (v << 6) | (b & 0x3F);
    }
    *cp = v;
    return need + 1;
}

// 16 bytes without a high bit at p (when SSE2 is there to ask; otherwise never, and the scalar loop goes on).
inline bool ascii16(const unsigned char* p) noexcept {
#if defined(__SSE2__)
    return _mm_movemask_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p))) == 0;
#else
    (void)p;
    return false;
#endif
}

template <class Char>
void fill(const unsigned char* p, const unsigned char* end, Char* d) noexcept {
    while (p < end) {
#if defined(__SSE2__)
        while (end - p >= 16 && ascii16(p)) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
            if constexpr (sizeof(Char) == 1) {
                _mm_storeu_si128(reinterpret_cast<__m128i*>(d), v);
            } else {
                const __m128i zero = _mm_setzero_si128();
                const __m128i lo = _mm_unpacklo_epi8(v, zero);
                const __m128i hi = _mm_unpackhi_epi8(v, zero);
                if constexpr (sizeof(Char) == 2) {
                    _mm_storeu_si128(reinterpret_cast<__m128i*>(d), lo);
                    _mm_storeu_si128(reinterpret_cast<__m128i*>(d + 8), hi);
                } else {
                    auto* q = reinterpret_cast<__m128i*>(d);
                    _mm_storeu_si128(q, _mm_unpacklo_epi16(lo, zero));
                    _mm_storeu_si128(q + 1, _mm_unpackhi_epi16(lo, zero));
                    _mm_storeu_si128(q + 2, _mm_unpacklo_epi16(hi, zero));
                    _mm_storeu_si128(q + 3, _mm_unpackhi_epi16(hi, zero));
                }
            }
            p += 16;
            d += 16;
        }
#endif
        const unsigned char* stop = std::min(end, p + 16);
        while (p < stop) {
            if (*p < 0x80) {
                *d++ = static_cast<Char>(*p++);
                continue;
            }
            std::uint32_t cp = 0;
            p += sequence(p, end, &cp);  // validated by utf8_measure: never 0
            *d++ = static_cast<Char>(cp);
        }
    }
}

}  // namespace

PageData page_data(PyObject* o) noexcept {
    PageData p;
    if (PyBytes_Check(o)) {
        p.data = PyBytes_AS_STRING(o);
        p.length = PyBytes_GET_SIZE(o);
        return p;
    }
    p.data = PyUnicode_DATA(o);
    p.length = PyUnicode_GET_LENGTH(o);
    p.kind = static_cast<int>(PyUnicode_KIND(o));
    p.ascii = PyUnicode_IS_ASCII(o) != 0;
    return p;
}

Utf8Page page_utf8(const PageData& p, std::string& scratch) {
    if (p.ascii) return {{static_cast<const char*>(p.data), static_cast<std::size_t>(p.length)}, false};
    std::size_t len = 0;
    bool nul = false;
    switch (p.kind) {
        case PyUnicode_1BYTE_KIND: len = encode(static_cast<const Py_UCS1*>(p.data), p.length, scratch, &nul); break;
        case PyUnicode_2BYTE_KIND: len = encode(static_cast<const Py_UCS2*>(p.data), p.length, scratch, &nul); break;
        default: len = encode(static_cast<const Py_UCS4*>(p.data), p.length, scratch, &nul); break;
    }
    return {{scratch.data(), len}, !nul};
}

bool utf8_measure(std::string_view s, std::size_t* chars, std::uint32_t* max_char) noexcept {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    const unsigned char* const end = p + s.size();
    std::size_t count = 0;
    std::uint32_t most = 0x7F;
    while (p < end) {
        while (end - p >= 16 && ascii16(p)) p += 16, count += 16;
        const unsigned char* stop = std::min(end, p + 16);
        while (p < stop) {
            ++count;
            if (*p < 0x80) {
                ++p;
                continue;
            }
            std::uint32_t cp = 0;
            const std::size_t len = sequence(p, end, &cp);
            if (len == 0) return false;
            most = std::max(most, cp);
            p += len;
        }
    }
    *chars = count;
    *max_char = most;
    return true;
}

void utf8_fill(std::string_view s, PyObject* str) noexcept {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    const unsigned char* const end = p + s.size();
    if (PyUnicode_IS_ASCII(str)) {
        std::memcpy(PyUnicode_DATA(str), p, s.size());
        return;
    }
    switch (PyUnicode_KIND(str)) {
        case PyUnicode_1BYTE_KIND: fill(p, end, PyUnicode_1BYTE_DATA(str)); break;
        case PyUnicode_2BYTE_KIND: fill(p, end, PyUnicode_2BYTE_DATA(str)); break;
        default: fill(p, end, PyUnicode_4BYTE_DATA(str)); break;
    }
}

py::str utf8_to_str(std::string_view s) {
    std::size_t chars = 0;
    std::uint32_t max_char = 0;
    PyObject* o = nullptr;
    if (utf8_measure(s, &chars, &max_char)) {
        o = PyUnicode_New(static_cast<Py_ssize_t>(chars), static_cast<Py_UCS4>(max_char));
        if (o != nullptr) utf8_fill(s, o);
    } else {
        // The core only emits valid UTF-8; "replace" keeps a broken invariant from becoming a crash.
        o = PyUnicode_DecodeUTF8(s.data(), static_cast<Py_ssize_t>(s.size()), "replace");
    }
    if (o == nullptr) throw py::error_already_set();
    return py::reinterpret_steal<py::str>(o);
}

}  // namespace htmlprune::python
