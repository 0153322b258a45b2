#include "pybind.hpp"

namespace htmlprune::python {

void bind_token_trie(py::module_& /*m*/) {}  // TODO: filled in by the token_trie work

}  // namespace htmlprune::python
