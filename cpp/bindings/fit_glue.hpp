// What the bindings of the budget engine share (bind_budget.cpp, bind_pipeline.cpp): the token counter it
// calls (the native BpeCounter where it is sure of a count, else the Python counter, called with the GIL
// taken back) and a fit's result as Python values.
#pragma once

#include "pybind.hpp"  // always first

#include <cstdint>
#include <cstring>
#include <string_view>
#include <utility>
#include <vector>

#include <htmlprune/bpe_counter.hpp>
#include <htmlprune/budget.hpp>

#include "block_tree_box.hpp"

namespace htmlprune::python {

/// The BpeCounter of `native` (None: null).
inline const BpeCounter* native_counter(const py::object& native) {
    return native.is_none() ? nullptr : native.cast<const BpeCounter*>();
}

/// A TokenCountFn over `bpe` (may be null) and the Python callable `count` (one str -> int). Strings reach
/// `count` decoded with "surrogatepass" (lone surrogates travel as their surrogatepass bytes, which the native
/// counter leaves to Python). `count` must outlive the function; it may be called from any thread that does
/// not hold the GIL.
inline TokenCountFn python_count_fn(const BpeCounter* bpe, const py::object& count) {
    if (!PyCallable_Check(count.ptr())) throw py::type_error("count must be callable");
    return [bpe, &count](std::string_view text) -> std::int64_t {
        if (bpe != nullptr) {
            const std::int64_t n = bpe->count(text);
            if (n >= 0) return n;
        }
        py::gil_scoped_acquire gil;
        PyObject* s = PyUnicode_DecodeUTF8(text.data(), static_cast<Py_ssize_t>(text.size()), "surrogatepass");
        if (s == nullptr) throw py::error_already_set();
        const py::object n = count(py::reinterpret_steal<py::str>(s));
        if (!py::isinstance<py::int_>(n) || py::isinstance<py::bool_>(n)) {
            throw py::type_error("the token counter must return an int");
        }
        const auto v = n.cast<std::int64_t>();
        if (v < 0) throw py::value_error("the token counter returned a negative count");
        return v;
    };
}

/// Block indices (int64) or a keep mask (uint8) handed to Python as a buffer (PEP 3118) instead of a NumPy
/// array: numpy.asarray() wraps it without a copy when a caller looks at it, and a caller that never does
/// (the CLI pruning one page) never pays NumPy's 100-200 ms import. Bound as BlockIndices / BlockMask.
template <class T>
struct BlockBuffer {
    std::vector<T> values;
};

/// Binds BlockBuffer<T> as `name`: the buffer protocol (read-write, 1-D), len() and pickling (as bytes).
template <class T>
void bind_block_buffer(py::module_& m, const char* name, const char* doc) {
    using B = BlockBuffer<T>;
    py::class_<B>(m, name, py::buffer_protocol(), doc)
        .def_buffer([](B& b) {
            static T empty{};  // a valid pointer for an empty buffer
            T* data = b.values.empty() ? &empty : b.values.data();
            return py::buffer_info(data, static_cast<py::ssize_t>(sizeof(T)), py::format_descriptor<T>::format(), 1,
                                   {static_cast<py::ssize_t>(b.values.size())},
                                   {static_cast<py::ssize_t>(sizeof(T))});
        })
        .def("__len__", [](const B& b) { return b.values.size(); })
        .def(py::pickle(
            [](const B& b) {
                return py::bytes(reinterpret_cast<const char*>(b.values.data()), b.values.size() * sizeof(T));
            },
            [](const py::bytes& raw) {
                const std::string_view v = raw;
                if (v.size() % sizeof(T) != 0) throw py::value_error("not a pickled block buffer");
                B b;
                b.values.resize(v.size() / sizeof(T));
                if (!v.empty()) std::memcpy(b.values.data(), v.data(), v.size());
                return b;
            }));
}

/// (finished, content, n_tokens, keep, truncated, cut, counts, kept, dropped) of a fit: finished is False
/// when its deadline passed; keep is a BlockMask, kept / dropped the BlockIndices of keep. Needs the GIL.
inline py::tuple fit_result_tuple(FitResult&& r) {
    std::vector<std::int64_t> kept;
    std::vector<std::int64_t> dropped;
    for (std::size_t b = 0; b < r.keep.size(); ++b) {
        (r.keep[b] != 0 ? kept : dropped).push_back(static_cast<std::int64_t>(b));
    }
    return py::make_tuple(r.status == FitStatus::kOk, blocks_to_str(r.content), r.n_tokens,
                          BlockBuffer<std::uint8_t>{std::move(r.keep)}, r.truncated, r.cut, r.counts,
                          BlockBuffer<std::int64_t>{std::move(kept)}, BlockBuffer<std::int64_t>{std::move(dropped)});
}

}  // namespace htmlprune::python
