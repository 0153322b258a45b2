#include "pybind.hpp"

namespace htmlprune::python {

void bind_bm25(py::module_& /*m*/) {}  // TODO: filled in by the bm25 work

}  // namespace htmlprune::python
