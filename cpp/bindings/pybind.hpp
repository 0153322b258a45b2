// The first include of every binding file, so that every translation unit sees the same casters.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <exception>
#include <string>
#include <vector>

#include <htmlprune/ranker.hpp>
#include <htmlprune/serialize.hpp>

namespace py = pybind11;
using namespace pybind11::literals;  // NOLINT(google-build-using-namespace): "name"_a everywhere

namespace htmlprune::python {

void bind_errors(py::module_& m);
void bind_clean(py::module_& m);
void bind_block_tree(py::module_& m);
void bind_bm25(py::module_& m);
void bind_prune(py::module_& m);
void bind_token_trie(py::module_& m);
void bind_sentence_tagger(py::module_& m);
void bind_bpe_counter(py::module_& m);
void bind_pipeline(py::module_& m);
void bind_ranker(py::module_& m);

/// A float32 array argument, C-contiguous (converted from any other dtype or layout).
using FloatArray = py::array_t<float, py::array::c_style | py::array::forcecast>;

/// The learned ranker's model from one weight per feature; ValueError on another length (bind_ranker.cpp).
/// A sequence, not an array: the shipped weights reach the native pipeline without importing NumPy.
RankerModel ranker_model(const std::vector<float>& weights, float bias);

/// "html" / "markdown" / "text" -> OutputFormat; ValueError naming the choices otherwise.
OutputFormat output_format(const std::string& name);
/// OutputFormat -> "html" / "markdown" / "text".
const char* format_name(OutputFormat f);

/// The Python exception object (not raised) for an exception of the core or of a Python callback, as the
/// module's translator would raise it: Error by its Errc as a class of htmlprune.errors, a Python
/// exception as itself, std::bad_alloc as MemoryError, other exceptions as ValueError/RuntimeError.
/// Needs the GIL.
py::object exception_object(const std::exception_ptr& error);

}  // namespace htmlprune::python
