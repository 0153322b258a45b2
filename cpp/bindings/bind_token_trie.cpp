// _core.TokenTrie: the trie of tokenized block paths used by htmlprune.generative.PathScorer.
#include "pybind.hpp"  // always first

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <htmlprune/status.hpp>
#include <htmlprune/token_trie.hpp>

namespace htmlprune::python {

namespace {

using IdArray = py::array_t<std::int32_t, py::array::c_style | py::array::forcecast>;
using OffsetArray = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>;

// A read-only int32 view of trie-owned memory; `owner` (the Python TokenTrie) keeps it alive.
py::array view(const std::vector<std::int32_t>& v, const py::handle& owner) {
    py::array_t<std::int32_t> out(static_cast<py::ssize_t>(v.size()), v.data(), owner);
    out.attr("flags").attr("writeable") = false;
    return std::move(out);
}

void check_1d(const py::array& a, const char* name) {
    if (a.ndim() != 1) {
        throw Error(Errc::kInvalidArgument, std::string("TokenTrie: ") + name +
                                                " must be a 1-D array, got " +
                                                std::to_string(a.ndim()) + " dimensions");
    }
}

}  // namespace

void bind_token_trie(py::module_& m) {
    using T = TokenTrie;
    py::class_<T> cls(m, "TokenTrie", "Trie of tokenized block paths; see htmlprune.generative.");
    cls
        .def(py::init([](const IdArray& flat_ids, const OffsetArray& offsets) {
                 check_1d(flat_ids, "flat_ids");
                 check_1d(offsets, "offsets");
                 const std::int32_t* ids = flat_ids.data();
                 const auto n_ids = static_cast<std::size_t>(flat_ids.size());
                 const std::int64_t* offs = offsets.data();
                 const auto n_offs = static_cast<std::size_t>(offsets.size());
                 py::gil_scoped_release release;
                 return std::make_unique<T>(ids, n_ids, offs, n_offs);
             }),
             "flat_ids"_a, "offsets"_a,
             "Build from all paths' token ids concatenated and n_blocks + 1 offsets.")
        .def_property_readonly("n_nodes", &T::n_nodes)
        .def_property_readonly("n_blocks", &T::n_blocks)
        .def_property_readonly("n_calls", &T::n_calls)
        .def(
            "score_blocks",
            [](const T& self, const FloatArray& log_prob) {
                check_1d(log_prob, "log_prob");
                py::array_t<float> out(static_cast<py::ssize_t>(self.n_blocks()));
                const float* lp = log_prob.data();
                const auto n = static_cast<std::size_t>(log_prob.size());
                float* dst = out.mutable_data();
                {
                    py::gil_scoped_release release;
                    self.score_blocks(lp, n, dst);
                }
                return out;
            },
            "log_prob"_a, "Per-block sum of the per-node log-probabilities along its path (float32).")
        .def(
            "tree_mask",
            [](const T& self, std::size_t begin, std::size_t end) {
                if (begin > end || end > self.needed_nodes().size()) {
                    self.tree_mask(begin, end, nullptr);  // throws the documented error
                }
                py::array out(py::dtype("bool"), {static_cast<py::ssize_t>(end - begin),
                                                  static_cast<py::ssize_t>(end)});
                auto* dst = static_cast<std::uint8_t*>(out.mutable_data());
                {
                    py::gil_scoped_release release;
                    self.tree_mask(begin, end, dst);
                }
                return out;
            },
            "begin"_a, "end"_a,
            "Bool (end-begin, end) matrix: needed node c is an ancestor-or-self of needed node r.");

    // Read-only int32 views of the trie's arrays (see token_trie.hpp for each one's meaning).
    using Getter = const std::vector<std::int32_t>& (T::*)() const noexcept;
    const std::pair<const char*, Getter> arrays[] = {
        {"token", &T::token},
        {"parent", &T::parent},
        {"depth", &T::depth},
        {"first_child", &T::first_child},
        {"next_sibling", &T::next_sibling},
        {"n_children", &T::n_children},
        {"block_node", &T::block_node},
        {"end_offsets", &T::end_offsets},
        {"end_blocks", &T::end_blocks},
        {"call_nodes", &T::call_nodes},
        {"needed_nodes", &T::needed_nodes},
        {"call_feed_offsets", &T::call_feed_offsets},
        {"call_rows", &T::call_rows},
        {"call_child_offsets", &T::call_child_offsets},
        {"call_children", &T::call_children},
    };
    for (const auto& [name, getter] : arrays) {
        cls.def_property_readonly(name, [getter = getter](const py::object& self) {
            return view((self.cast<const T&>().*getter)(), self);
        });
    }
}

}  // namespace htmlprune::python
