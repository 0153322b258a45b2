#include "pybind.hpp"

namespace htmlprune::python {

void bind_prune(py::module_& /*m*/) {}  // TODO: filled in by the prune work

}  // namespace htmlprune::python
