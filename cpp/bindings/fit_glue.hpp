// What the bindings of the budget engine share (bind_budget.cpp, bind_pipeline.cpp): the token counter it
// calls (the native BpeCounter where it is sure of a count, else the Python counter, called with the GIL
// taken back) and a fit's result as Python values.
#pragma once

#include "pybind.hpp"  // always first

#include <cstdint>
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

/// (finished, content, n_tokens, keep, truncated, cut, counts, kept, dropped) of a fit: finished is False
/// when its deadline passed; kept / dropped are the block indices of keep (int64). Needs the GIL.
inline py::tuple fit_result_tuple(FitResult&& r) {
    std::vector<std::int64_t> kept;
    std::vector<std::int64_t> dropped;
    for (std::size_t b = 0; b < r.keep.size(); ++b) {
        (r.keep[b] != 0 ? kept : dropped).push_back(static_cast<std::int64_t>(b));
    }
    return py::make_tuple(r.status == FitStatus::kOk, blocks_to_str(r.content), r.n_tokens,
                          blocks_array_owned(std::move(r.keep), py::dtype::of<std::uint8_t>()), r.truncated, r.cut,
                          r.counts, blocks_array_owned(std::move(kept), py::dtype::of<std::int64_t>()),
                          blocks_array_owned(std::move(dropped), py::dtype::of<std::int64_t>()));
}

}  // namespace htmlprune::python
