// _core.clean / visible_text / clean_batch / sniff_encoding: convert, release the GIL, call the core.
#include "pybind.hpp"  // always first

#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include <htmlprune/clean.hpp>
#include <htmlprune/encoding.hpp>
#include <htmlprune/serialize.hpp>

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

py::str to_str(const std::string& s) {
    // The core only emits valid UTF-8; "replace" keeps a broken invariant from becoming a crash.
    PyObject* o = PyUnicode_DecodeUTF8(s.data(), static_cast<Py_ssize_t>(s.size()), "replace");
    if (o == nullptr) throw py::error_already_set();
    return py::reinterpret_steal<py::str>(o);
}

CleanOptions make_options(std::vector<std::string> keep_attrs, bool merge_single_nested, bool drop_empty,
                          bool unwrap_inline, bool omit_optional_end_tags, bool newline_between_blocks,
                          std::size_t max_bytes, std::uint32_t max_depth, std::uint32_t max_nodes,
                          const std::string& format) {
    CleanOptions o;
    o.keep_attrs = std::move(keep_attrs);
    o.merge_single_nested = merge_single_nested;
    o.drop_empty = drop_empty;
    o.unwrap_inline = unwrap_inline;
    o.serialize.omit_optional_end_tags = omit_optional_end_tags;
    o.serialize.newline_between_blocks = newline_between_blocks;
    o.serialize.format = output_format(format);
    o.limits.max_bytes = max_bytes;
    o.limits.max_depth = max_depth;
    o.limits.max_nodes = max_nodes;
    return o;
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
    m.def(
        "clean",
        [](py::handle html, std::vector<std::string> keep_attrs, bool merge_single_nested, bool drop_empty,
           bool unwrap_inline, bool omit_optional_end_tags, bool newline_between_blocks, std::size_t max_bytes,
           std::uint32_t max_depth, std::uint32_t max_nodes, const std::string& format) {
            std::deque<std::string> keep;
            const std::string_view in = utf8_view(html, keep, "html");
            const CleanOptions o = make_options(std::move(keep_attrs), merge_single_nested, drop_empty,
                                                unwrap_inline, omit_optional_end_tags, newline_between_blocks,
                                                max_bytes, max_depth, max_nodes, format);
            std::string out;
            {
                py::gil_scoped_release release;
                out = htmlprune::clean(in, o);
            }
            return to_str(out);
        },
        "html"_a, py::kw_only(), "keep_attrs"_a = std::vector<std::string>{}, "merge_single_nested"_a = true,
        "drop_empty"_a = true, "unwrap_inline"_a = true, "omit_optional_end_tags"_a = false,
        "newline_between_blocks"_a = true,
        "max_bytes"_a = defaults.max_bytes, "max_depth"_a = defaults.max_depth,
        "max_nodes"_a = defaults.max_nodes, "format"_a = "html", "Parse, clean and serialize one page; see htmlprune.clean.");

    m.def(
        "clean_batch",
        [](const py::list& pages, unsigned threads, std::vector<std::string> keep_attrs,
           bool merge_single_nested, bool drop_empty, bool unwrap_inline, bool omit_optional_end_tags,
           bool newline_between_blocks, std::size_t max_bytes, std::uint32_t max_depth,
           std::uint32_t max_nodes, const std::string& format) {
            std::deque<std::string> keep;
            std::vector<std::string_view> in;
            in.reserve(pages.size());
            for (std::size_t i = 0; i < pages.size(); ++i) {
                const std::string what = "pages[" + std::to_string(i) + "]";
                in.push_back(utf8_view(pages[i], keep, what.c_str()));
            }
            const CleanOptions o = make_options(std::move(keep_attrs), merge_single_nested, drop_empty,
                                                unwrap_inline, omit_optional_end_tags, newline_between_blocks,
                                                max_bytes, max_depth, max_nodes, format);
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
        "pages"_a, py::kw_only(), "threads"_a = 0u, "keep_attrs"_a = std::vector<std::string>{},
        "merge_single_nested"_a = true, "drop_empty"_a = true, "unwrap_inline"_a = true,
        "omit_optional_end_tags"_a = false, "newline_between_blocks"_a = true, "max_bytes"_a = defaults.max_bytes,
        "max_depth"_a = defaults.max_depth, "max_nodes"_a = defaults.max_nodes, "format"_a = "html",
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
