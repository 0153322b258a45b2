// The Python-side holder of a BlockTree, shared by bind_block_tree/bm25/prune.cpp (bindings only).
#pragma once

#include "pybind.hpp"  // always first

#include <string>
#include <string_view>
#include <vector>

#include <htmlprune/block_tree.hpp>

namespace htmlprune::python {

/// _core.BlockTree: the immutable tree plus the raw pages it was built from (pickling rebuilds from them).
struct PyBlockTree {
    BlockTree tree;
    std::vector<std::string> pages;
};

/// UTF-8 view of a str or bytes object; `keep` receives any temporary that the view points into.
/// The caller keeps `obj` alive while the view is used.
inline std::string_view blocks_utf8_view(py::handle obj, std::vector<py::object>& keep,
                                         const std::string& what) {
    if (PyUnicode_Check(obj.ptr())) {
        Py_ssize_t size = 0;
        const char* data = PyUnicode_AsUTF8AndSize(obj.ptr(), &size);
        if (data != nullptr) return {data, static_cast<std::size_t>(size)};
        PyErr_Clear();  // lone surrogates: pass them as invalid bytes; the core repairs them to U+FFFD
        PyObject* b = PyUnicode_AsEncodedString(obj.ptr(), "utf-8", "surrogatepass");
        if (b == nullptr) throw py::error_already_set();
        keep.push_back(py::reinterpret_steal<py::object>(b));
        return {PyBytes_AS_STRING(b), static_cast<std::size_t>(PyBytes_GET_SIZE(b))};
    }
    if (PyBytes_Check(obj.ptr())) {
        return {PyBytes_AS_STRING(obj.ptr()), static_cast<std::size_t>(PyBytes_GET_SIZE(obj.ptr()))};
    }
    throw py::type_error(what + " must be str or bytes, got " +
                         std::string(py::str(py::type::handle_of(obj).attr("__name__"))));
}

/// A Python str from UTF-8 the core produced (always valid; "replace" guards a broken invariant).
inline py::str blocks_to_str(std::string_view s) {
    PyObject* o = PyUnicode_DecodeUTF8(s.data(), static_cast<Py_ssize_t>(s.size()), "replace");
    if (o == nullptr) throw py::error_already_set();
    return py::reinterpret_steal<py::str>(o);
}

/// A read-only NumPy view of `v` whose base is `owner` (which must keep `v` alive and unchanged).
template <class T>
py::array blocks_array_view(const std::vector<T>& v, py::handle owner, py::dtype dtype) {
    static const T empty{};
    const T* data = v.empty() ? &empty : v.data();
    py::array a(std::move(dtype), {static_cast<py::ssize_t>(v.size())},
                {static_cast<py::ssize_t>(sizeof(T))}, data, owner);
    a.attr("setflags")("write"_a = false);
    return a;
}

/// A NumPy array that owns `v` (moved into a capsule).
template <class T>
py::array blocks_array_owned(std::vector<T>&& v, py::dtype dtype) {
    auto* heap = new std::vector<T>(std::move(v));
    py::capsule owner(heap, [](void* p) { delete static_cast<std::vector<T>*>(p); });
    static const T empty{};
    const T* data = heap->empty() ? &empty : heap->data();
    return py::array(std::move(dtype), {static_cast<py::ssize_t>(heap->size())},
                     {static_cast<py::ssize_t>(sizeof(T))}, data, owner);
}

/// `score(query)` on the UTF-8 view of `query` (str or bytes) with the GIL released: the per-block float32
/// scorers of the core (BM25 with priors, the ranker's features and scores) as a NumPy array.
template <class Score>
py::array blocks_scored(py::handle query, Score&& score) {
    std::vector<py::object> keep;
    const std::string_view q = blocks_utf8_view(query, keep, "query");
    std::vector<float> out;
    {
        py::gil_scoped_release release;
        out = score(q);
    }
    return blocks_array_owned(std::move(out), py::dtype::of<float>());
}

}  // namespace htmlprune::python
