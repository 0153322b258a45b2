#include "pybind.hpp"

namespace htmlprune::python {

void bind_block_tree(py::module_& /*m*/) {}  // TODO: filled in by the block_tree work

}  // namespace htmlprune::python
