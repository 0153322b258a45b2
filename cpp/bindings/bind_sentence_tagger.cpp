#include "pybind.hpp"

namespace htmlprune::python {

void bind_sentence_tagger(py::module_& /*m*/) {}  // TODO: filled in by the sentence_tagger work

}  // namespace htmlprune::python
