// _core.clean / visible_text / clean_batch / sniff_encoding: convert, release the GIL, call the core.
#include "pybind.hpp"  // always first

#include <algorithm>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include <htmlprune/clean.hpp>
#include <htmlprune/encoding.hpp>
#include <htmlprune/serialize.hpp>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace htmlprune::python {
namespace {

// UTF-8 of a str that has lone surrogates (which have no UTF-8 form): each becomes U+FFFD.
std::string utf8_replacing_surrogates(PyObject* s) {
    const Py_ssize_t n = PyUnicode_GET_LENGTH(s);
    const int kind = PyUnicode_KIND(s);
    const void* data = PyUnicode_DATA(s);
    std::string out;
    out.reserve(static_cast<std::size_t>(n) + 16);
    for (Py_ssize_t i = 0; i < n; ++i) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        if (c >= 0xD800 && c <= 0xDFFF) c = 0xFFFD;
        if (c < 0x80) {
            out.push_back(static_cast<char>(c));
        } else if (c < 0x800) {
            out.push_back(static_cast<char>(0xC0 | (c >> 6)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        } else if (c < 0x10000) {
            out.push_back(static_cast<char>(0xE0 | (c >> 12)));
            out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        } else {
            out.push_back(static_cast<char>(0xF0 | (c >> 18)));
            out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        }
    }
    return out;
}

// A page as UTF-8 bytes. The view points into memory the caller keeps alive: the str's cached UTF-8 form,
// the bytes object itself, or (for a str with lone surrogates) a string held in `keep` (a deque: its
// elements never move).
std::string_view utf8_view(py::handle obj, std::deque<std::string>& keep, const char* what) {
    if (PyUnicode_Check(obj.ptr())) {
        Py_ssize_t size = 0;
        const char* data = PyUnicode_AsUTF8AndSize(obj.ptr(), &size);
        if (data != nullptr) return {data, static_cast<std::size_t>(size)};
        PyErr_Clear();  // lone surrogates
        keep.push_back(utf8_replacing_surrogates(obj.ptr()));
        return keep.back();
    }
    if (PyBytes_Check(obj.ptr())) {
        return {PyBytes_AS_STRING(obj.ptr()), static_cast<std::size_t>(PyBytes_GET_SIZE(obj.ptr()))};
    }
    throw py::type_error(std::string(what) + " must be str or bytes, got " +
                         std::string(py::str(py::type::handle_of(obj).attr("__name__"))));
}

// UTF-8 of a non-ASCII str, written at the start of `out` (grown, never shrunk, so that a reused
// buffer is not zero-filled again); returns its length. Lone surrogates become U+FFFD. Unlike PyUnicode_AsUTF8AndSize this neither allocates a fresh buffer per page (page faults
// on every large page) nor caches a UTF-8 copy on the str for its lifetime (doubling its memory).
template <class Char>
std::size_t encode_utf8(const Char* p, Py_ssize_t n, std::string& out) {
    constexpr std::size_t kMost = sizeof(Char) == 1 ? 2 : sizeof(Char) == 2 ? 3 : 4;  // bytes per char
    const std::size_t most = static_cast<std::size_t>(n) * kMost;
    if (out.size() < most) out.resize(most);
    char* const begin = out.data();
    char* d = begin;
    for (Py_ssize_t i = 0; i < n;) {
#if defined(__SSE2__)
        // Runs of ASCII (most of any page's markup) are copied 16 (8) characters at a time.
        if constexpr (sizeof(Char) == 1) {
            while (n - i >= 16) {
                const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
                if (_mm_movemask_epi8(v) != 0) break;
                _mm_storeu_si128(reinterpret_cast<__m128i*>(d), v);
                d += 16;
                i += 16;
            }
        } else if constexpr (sizeof(Char) == 2) {
            const __m128i high = _mm_set1_epi16(static_cast<short>(0xFF80));
            while (n - i >= 8) {
                const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
                const __m128i z = _mm_cmpeq_epi16(_mm_and_si128(v, high), _mm_setzero_si128());
                if (_mm_movemask_epi8(z) != 0xFFFF) break;
                _mm_storel_epi64(reinterpret_cast<__m128i*>(d), _mm_packus_epi16(v, v));
                d += 8;
                i += 8;
            }
        }
#endif
        const Py_ssize_t stop = std::min<Py_ssize_t>(n, i + 16);
        for (; i < stop; ++i) {
            Py_UCS4 c = p[i];
            if (c < 0x80) {
                *d++ = static_cast<char>(c);
                continue;
            }
            if (c >= 0xD800 && c <= 0xDFFF) c = 0xFFFD;
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

// A page for a single clean(): ASCII str and bytes are viewed in place; any other str is encoded
// into `scratch` (a per-thread buffer reused across calls).
std::string_view page_view(py::handle obj, std::string& scratch) {
    PyObject* o = obj.ptr();
    if (PyUnicode_Check(o)) {
#if PY_VERSION_HEX < 0x030C0000
        if (PyUnicode_READY(o) == -1) throw py::error_already_set();  // legacy (wstr) strings
#endif
    }
    if (PyUnicode_Check(o) && !PyUnicode_IS_ASCII(o)) {
        const Py_ssize_t n = PyUnicode_GET_LENGTH(o);
        std::size_t len = 0;
        switch (PyUnicode_KIND(o)) {
            case PyUnicode_1BYTE_KIND: len = encode_utf8(PyUnicode_1BYTE_DATA(o), n, scratch); break;
            case PyUnicode_2BYTE_KIND: len = encode_utf8(PyUnicode_2BYTE_DATA(o), n, scratch); break;
            default: len = encode_utf8(PyUnicode_4BYTE_DATA(o), n, scratch); break;
        }
        return {scratch.data(), len};
    }
    if (PyUnicode_Check(o)) {
        return {static_cast<const char*>(PyUnicode_DATA(o)),
                static_cast<std::size_t>(PyUnicode_GET_LENGTH(o))};
    }
    std::deque<std::string> unused;
    return utf8_view(obj, unused, "html");  // bytes, or the type error
}

py::str to_str(const std::string& s) {
    // The core only emits valid UTF-8; "replace" keeps a broken invariant from becoming a crash.
    PyObject* o = PyUnicode_DecodeUTF8(s.data(), static_cast<Py_ssize_t>(s.size()), "replace");
    if (o == nullptr) throw py::error_already_set();
    return py::reinterpret_steal<py::str>(o);
}

const char* format_name(OutputFormat f) {
    switch (f) {
        case OutputFormat::kHtml: return "html";
        case OutputFormat::kMarkdown: return "markdown";
        case OutputFormat::kText: return "text";
    }
    return "html";
}

// CleanOptions as a typed Python class with the core's defaults (a default-constructed struct),
// so the Python facade (htmlprune.CleanOptions) reads them from here instead of repeating them.
void bind_clean_options(py::module_& m) {
    py::class_<CleanOptions>(
        m, "CleanOptions", "Cleaning options with the core's defaults; see htmlprune.CleanOptions.")
        .def(py::init<>())
        .def_readwrite("keep_attrs", &CleanOptions::keep_attrs)
        .def_readwrite("merge_single_nested", &CleanOptions::merge_single_nested)
        .def_readwrite("drop_empty", &CleanOptions::drop_empty)
        .def_readwrite("unwrap_inline", &CleanOptions::unwrap_inline)
        .def_property(
            "omit_optional_end_tags",
            [](const CleanOptions& o) { return o.serialize.omit_optional_end_tags; },
            [](CleanOptions& o, bool v) { o.serialize.omit_optional_end_tags = v; })
        .def_property(
            "newline_between_blocks",
            [](const CleanOptions& o) { return o.serialize.newline_between_blocks; },
            [](CleanOptions& o, bool v) { o.serialize.newline_between_blocks = v; })
        .def_property(
            "format",
            [](const CleanOptions& o) { return std::string(format_name(o.serialize.format)); },
            [](CleanOptions& o, const std::string& name) {
                o.serialize.format = output_format(name);
            })
        .def_property(
            "max_bytes", [](const CleanOptions& o) { return o.limits.max_bytes; },
            [](CleanOptions& o, std::size_t v) { o.limits.max_bytes = v; })
        .def_property(
            "max_depth", [](const CleanOptions& o) { return o.limits.max_depth; },
            [](CleanOptions& o, std::uint32_t v) { o.limits.max_depth = v; })
        .def_property(
            "max_nodes", [](const CleanOptions& o) { return o.limits.max_nodes; },
            [](CleanOptions& o, std::uint32_t v) { o.limits.max_nodes = v; });
}

}  // namespace

OutputFormat output_format(const std::string& name) {
    if (name == "html") return OutputFormat::kHtml;
    if (name == "markdown") return OutputFormat::kMarkdown;
    if (name == "text") return OutputFormat::kText;
    throw py::value_error("format must be 'html', 'markdown' or 'text', got '" + name + "'");
}

void bind_clean(py::module_& m) {
    const Limits defaults;
    bind_clean_options(m);
    m.def(
        "clean",
        [](py::handle html, const CleanOptions& options) {
            thread_local std::string scratch;  // the GIL is held: one call per thread at a time
            const std::string_view in = page_view(html, scratch);
            // A copy: another thread could change the Python object while the GIL is released.
            const CleanOptions o = options;
            std::string out;
            {
                py::gil_scoped_release release;
                out = htmlprune::clean(in, o);
            }
            if (scratch.capacity() > (std::size_t{64} << 20)) std::string().swap(scratch);
            return to_str(out);
        },
        "html"_a, py::kw_only(), "options"_a = CleanOptions(),
        "Parse, clean and serialize one page; see htmlprune.clean.");

    m.def(
        "clean_batch",
        [](const py::list& pages, unsigned threads, const CleanOptions& options) {
            std::deque<std::string> keep;
            std::vector<std::string_view> in;
            in.reserve(pages.size());
            for (std::size_t i = 0; i < pages.size(); ++i) {
                const std::string what = "pages[" + std::to_string(i) + "]";
                if (PyUnicode_Check(pages[i].ptr())) {
                    // Encoded here (fast, and no UTF-8 copy left cached on the caller's str); an
                    // ASCII str is viewed in place (`pages` keeps it alive).
                    std::string& utf8 = keep.emplace_back();
                    const std::string_view v = page_view(pages[i], utf8);
                    if (v.data() != utf8.data()) {
                        in.push_back(v);
                    } else {
                        utf8.resize(v.size());
                        in.push_back(utf8);
                    }
                    continue;
                }
                in.push_back(utf8_view(pages[i], keep, what.c_str()));
            }
            // A copy: another thread could change the Python object while the GIL is released.
            const CleanOptions o = options;
            std::vector<std::string> out;
            {
                // `pages` (and `keep`) hold every viewed object; the list is not touched below.
                py::gil_scoped_release release;
                out = htmlprune::clean_batch(in, o, threads);
            }
            py::list result(out.size());
            for (std::size_t i = 0; i < out.size(); ++i) {
                result[i] = to_str(out[i]);
                std::string().swap(out[i]);
            }
            return result;
        },
        "pages"_a, py::kw_only(), "threads"_a = 0u, "options"_a = CleanOptions(),
        "Clean many pages on native threads (GIL released once; threads=0: default); see htmlprune.clean_batch.");

    m.def(
        "visible_text",
        [](py::handle html, std::size_t max_bytes, std::uint32_t max_depth) {
            std::deque<std::string> keep;
            const std::string_view in = utf8_view(html, keep, "html");
            Limits limits;
            limits.max_bytes = max_bytes;
            limits.max_depth = max_depth;
            std::string out;
            {
                py::gil_scoped_release release;
                out = htmlprune::visible_text(in, limits);
            }
            return to_str(out);
        },
        "html"_a, py::kw_only(), "max_bytes"_a = defaults.max_bytes, "max_depth"_a = defaults.max_depth,
        "The text a browser would render; see htmlprune.visible_text.");

    m.def(
        "sniff_encoding",
        [](const py::bytes& data) {
            const std::string_view v(PyBytes_AS_STRING(data.ptr()),
                                     static_cast<std::size_t>(PyBytes_GET_SIZE(data.ptr())));
            return htmlprune::sniff_encoding(v.substr(0, std::min(v.size(), kSniffBytes)));
        },
        "data"_a, "Encoding label from a BOM or <meta charset> (lowercase WHATWG name), or '' if none.");
}

}  // namespace htmlprune::python
