// _core.clean / visible_text / clean_batch / sniff_encoding: convert, release the GIL, call the core.
#include "pybind.hpp"  // always first

#include <algorithm>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <htmlprune/clean.hpp>
#include <htmlprune/encoding.hpp>
#include <htmlprune/serialize.hpp>
#include <htmlprune/batch.hpp>

#include "str_utf8.hpp"


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

// A page's data for the encoder (page_utf8), read with the GIL held: a str (made ready) or bytes; anything
// else is a TypeError naming `what`.
PageData checked_page(py::handle obj, const std::string& what) {
    PyObject* o = obj.ptr();
    if (PyUnicode_Check(o)) {
#if PY_VERSION_HEX < 0x030C0000
        if (PyUnicode_READY(o) == -1) throw py::error_already_set();  // legacy (wstr) strings
#endif
    } else if (!PyBytes_Check(o)) {
        throw py::type_error(what + " must be str or bytes, got " +
                             std::string(py::str(py::type::handle_of(obj).attr("__name__"))));
    }
    return page_data(o);
}

// Buffers above this size are released after a call, so that one huge page does not pin memory per thread.
constexpr std::size_t kKeepBytes = std::size_t{64} << 20;

void trim(std::string& s, std::size_t keep = kKeepBytes) {
    if (s.capacity() > keep) std::string().swap(s);
}

// clean_batch's per-worker results grow with the whole batch's output, not one page's: kept below this only.
constexpr std::size_t kKeepResultBytes = std::size_t{16} << 20;

// One worker's reusable buffers: once warm, a page of similar size allocates nothing (and touches no fresh
// pages). alignas: two workers' buffers never share a cache line.
struct alignas(64) PageBuffers {
    CleanWorkspace ws;
    std::string scratch;  // the page's UTF-8
    std::string out;      // its cleaned form
    // clean_batch: this worker's cleaned pages one after another until their strs are filled. Kept across
    // calls (no allocation, no fresh pages to fault in per page once warm), like the other buffers.
    std::string results;

    void trim() {
        python::trim(scratch);
        python::trim(out);
        ws.trim();
    }
};

// Warm buffers shared by clean() and clean_batch() across calls and threads. Only touched with the GIL
// held, which serialises take() and give(). Never destroyed (no teardown order at interpreter exit).
class BufferPool {
   public:
    std::unique_ptr<PageBuffers> take() {
        if (free_.empty()) return std::make_unique<PageBuffers>();
        std::unique_ptr<PageBuffers> b = std::move(free_.back());
        free_.pop_back();
        return b;
    }
    void give(std::unique_ptr<PageBuffers> b) {
        if (free_.size() < kMaxFree) free_.push_back(std::move(b));
    }

   private:
    static constexpr std::size_t kMaxFree = 16;
    std::vector<std::unique_ptr<PageBuffers>> free_;
};

BufferPool& buffer_pool() {
    static BufferPool* pool = new BufferPool();  // NOLINT(cppcoreguidelines-owning-memory): see BufferPool
    return *pool;
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
        .def_readwrite("unwrap_layout", &CleanOptions::unwrap_layout)
        .def_readwrite("drop_controls", &CleanOptions::drop_controls)
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
            [](CleanOptions& o, std::uint32_t v) { o.limits.max_nodes = v; })
        .def_readwrite("signal_rules", &CleanOptions::signal_rules,
                       "SignalRule bits (boilerplate.hpp) of the boilerplate signals; ablations only.");
}

}  // namespace

const char* format_name(OutputFormat f) {
    switch (f) {
        case OutputFormat::kHtml: return "html";
        case OutputFormat::kMarkdown: return "markdown";
        case OutputFormat::kText: return "text";
    }
    return "html";
}

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
            std::unique_ptr<PageBuffers> buf = buffer_pool().take();  // back to the pool on success
            const Utf8Page in = page_utf8(checked_page(html, "html"), buf->scratch);
            // A copy: another thread could change the Python object while the GIL is released.
            const CleanOptions o = options;
            {
                py::gil_scoped_release release;
                htmlprune::clean(in.text, o, buf->ws, buf->out, in.normalized);
            }
            py::str result = utf8_to_str(buf->out);
            buf->trim();
            buffer_pool().give(std::move(buf));
            return result;
        },
        "html"_a, py::kw_only(), "options"_a = CleanOptions(),
        "Parse, clean and serialize one page; see htmlprune.clean.");

    m.def(
        "clean_batch",
        [](const py::list& pages, unsigned threads, const CleanOptions& options) {
            // Strong references: the list may change while the GIL is released. Each page is encoded by the
            // worker that cleans it (no up-front copy of the whole batch); only the str results need the GIL.
            const std::size_t n = pages.size();
            std::vector<py::object> refs;
            std::vector<PageData> data;
            refs.reserve(n);
            data.reserve(n);
            for (std::size_t i = 0; i < n; ++i) {
                py::object page = pages[i];
                data.push_back(checked_page(page, "pages[" + std::to_string(i) + "]"));
                refs.push_back(std::move(page));
            }
            const CleanOptions o = options;  // a copy, as in clean()
            const unsigned workers = parallel_workers(n, threads);
            std::vector<std::unique_ptr<PageBuffers>> slots(workers);
            for (auto& slot : slots) {
                slot = buffer_pool().take();
                slot->results.clear();
            }
            struct Cleaned {
                std::size_t offset = 0;  // the UTF-8 in slots[worker]->results
                std::size_t size = 0;
                unsigned worker = 0;
                std::size_t chars = 0;
                std::uint32_t max_char = 0;
                bool valid = false;  // measured by utf8_measure (the str is then only allocated and filled)
                PyObject* str = nullptr;
            };
            std::vector<Cleaned> out(n);
            std::vector<std::size_t> sizes(n);
            for (std::size_t i = 0; i < n; ++i) {
                sizes[i] = static_cast<std::size_t>(data[i].length);  // characters: about the UTF-8 bytes cleaned
            }
            auto utf8_of = [&](const Cleaned& c) {
                return std::string_view(slots[c.worker]->results).substr(c.offset, c.size);
            };
            {
                py::gil_scoped_release release;
                parallel_for_largest_first(sizes, workers, [&](std::size_t i, unsigned w) {
                    PageBuffers& s = *slots[w];
                    const Utf8Page in = page_utf8(data[i], s.scratch);  // no Python API: no GIL needed
                    htmlprune::clean(in.text, o, s.ws, s.out, in.normalized);
                    Cleaned& c = out[i];
                    c.worker = w;
                    c.offset = s.results.size();
                    c.size = s.out.size();
                    s.results.append(s.out);
                    c.valid = utf8_measure(s.out, &c.chars, &c.max_char);
                    s.trim();
                });
            }
            // Only the allocation of each str holds the GIL; filling them (decoding the UTF-8) runs on the
            // workers again: the new objects are reachable from nowhere else yet (not even from the list,
            // which the garbage collector could show to another thread).
            std::vector<py::object> strs(n);
            std::vector<std::size_t> fill_sizes(n, 0);
            for (std::size_t i = 0; i < n; ++i) {
                Cleaned& c = out[i];
                if (!c.valid) {
                    strs[i] = utf8_to_str(utf8_of(c));  // the "replace" fallback
                    continue;
                }
                c.str = PyUnicode_New(static_cast<Py_ssize_t>(c.chars), static_cast<Py_UCS4>(c.max_char));
                if (c.str == nullptr) throw py::error_already_set();
                strs[i] = py::reinterpret_steal<py::object>(c.str);
                fill_sizes[i] = c.size;
            }
            {
                py::gil_scoped_release release;
                parallel_for_largest_first(fill_sizes, workers, [&](std::size_t i, unsigned) {
                    const Cleaned& c = out[i];
                    if (c.str != nullptr) utf8_fill(utf8_of(c), c.str);
                });
            }
            for (auto& slot : slots) {
                trim(slot->results, kKeepResultBytes);
                buffer_pool().give(std::move(slot));
            }
            py::list result(n);
            for (std::size_t i = 0; i < n; ++i) {
                PyList_SET_ITEM(result.ptr(), static_cast<Py_ssize_t>(i), strs[i].release().ptr());  // steals
            }
            return result;
        },
        "pages"_a, py::kw_only(), "threads"_a = 0u, "options"_a = CleanOptions(),
        "Clean many pages on native threads (GIL released once; threads=0: default); see htmlprune.clean_batch.");

    m.def(
        "visible_text",
        [](py::handle html, std::size_t max_bytes, std::uint32_t max_depth, bool include_title) {
            std::deque<std::string> keep;
            const std::string_view in = utf8_view(html, keep, "html");
            Limits limits;
            limits.max_bytes = max_bytes;
            limits.max_depth = max_depth;
            std::string out;
            {
                py::gil_scoped_release release;
                out = htmlprune::visible_text(in, limits, include_title);
            }
            return utf8_to_str(out);
        },
        "html"_a, py::kw_only(), "max_bytes"_a = defaults.max_bytes, "max_depth"_a = defaults.max_depth,
        "include_title"_a = false,
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
