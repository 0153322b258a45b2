// PYBIND11_MODULE only wires: each bind_<name>.cpp registers one core header's functions.
#include "pybind.hpp"

namespace htmlprune::python {
void bind_block_elements(py::module_& m);  // bind_block_elements.cpp
void bind_budget(py::module_& m);          // bind_budget.cpp
}  // namespace htmlprune::python

PYBIND11_MODULE(_core, m) {
    m.doc() = "htmlprune native core (private; use the htmlprune package).";
    using namespace htmlprune::python;  // NOLINT(google-build-using-namespace)
    bind_errors(m);
    bind_clean(m);
    bind_block_tree(m);
    bind_block_elements(m);
    bind_bm25(m);
    bind_prune(m);
    bind_budget(m);
    bind_token_trie(m);
    bind_sentence_tagger(m);
    bind_bpe_counter(m);
    bind_pipeline(m);
    bind_ranker(m);
}
