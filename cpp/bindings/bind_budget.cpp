// _core.fit_budget: the budget engine (budget.hpp) in one call, the GIL released except to count a string the
// native counter cannot (an unsupported tokenizer, or a string it is unsure about). _core.token_costs and
// TagCosts: its estimates (token_costs.hpp). _core.refine_block_tree: the fine tree of a fit's kept blocks
// (prune.hpp refine()), for the two-pass pipeline. fit_by_dropping: HIRO's budget.
#include "pybind.hpp"  // always first

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <htmlprune/budget.hpp>
#include <htmlprune/pipeline.hpp>
#include <htmlprune/prune.hpp>
#include <htmlprune/token_costs.hpp>

#include "block_tree_box.hpp"
#include "fit_glue.hpp"

namespace htmlprune::python {
namespace {

using CostArray = py::array_t<std::uint32_t, py::array::c_style | py::array::forcecast>;

template <class T, class A>
std::vector<T> to_vector(const A& a, const char* what, std::size_t want, const char* per) {
    if (a.ndim() != 1 || static_cast<std::size_t>(a.shape(0)) != want) {
        throw py::value_error(std::string(what) + " must be one-dimensional with one entry per " + per + " (" +
                              std::to_string(want) + ")");
    }
    return std::vector<T>(a.data(), a.data() + a.shape(0));
}

}  // namespace

void bind_budget(py::module_& m) {
    bind_block_buffer<std::uint8_t>(m, "BlockMask", "A fit's keep mask (uint8 per block); numpy.asarray() views it.");
    bind_block_buffer<std::int64_t>(m, "BlockIndices", "Block indices (int64); numpy.asarray() views them.");
    m.def(
        "fit_budget",
        [](const PyBlockTree& t, const FloatArray& scores, const CostArray& block_cost, const CostArray& node_tag_cost,
           const PruneConfig& config, const py::object& native, const py::object& count, bool line_additive,
           std::optional<double> time_limit) {
            const std::size_t nb = t.tree.size();
            const std::vector<float> s = to_vector<float>(scores, "scores", nb, "block");
            const std::vector<std::uint32_t> bc = to_vector<std::uint32_t>(block_cost, "block_cost", nb, "block");
            const std::vector<std::uint32_t> nc =
                to_vector<std::uint32_t>(node_tag_cost, "node_tag_cost", t.tree.document().nodes.size(), "node");
            FitOptions o = config.fit;
            if (time_limit) {
                const double left = std::isnan(*time_limit) ? 0.0 : std::min(*time_limit, 1e9);
                o.deadline = std::chrono::steady_clock::now() +
                             std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                 std::chrono::duration<double>(std::max(left, 0.0)));
            }
            const TokenCountFn counter = python_count_fn(native_counter(native), count);
            FitResult r;
            {
                py::gil_scoped_release release;
                if (line_additive) {
                    LineCounter lines(counter);
                    r = fit_budget(t.tree, s, bc, nc, std::ref(lines), o);
                } else {
                    r = fit_budget(t.tree, s, bc, nc, counter, o);
                }
            }
            return fit_result_tuple(std::move(r));
        },
        // no kw_only: fit_tree() passes every argument by position (keywords cost pybind11 ~5 us a call)
        "tree"_a, "scores"_a, "block_cost"_a, "node_tag_cost"_a, "config"_a, "native"_a, "count"_a,
        "line_additive"_a, "time_limit"_a,
        "The budget engine (see cpp/include/htmlprune/budget.hpp) with config's fit options (budget, selection,\n"
        "output, smoothing). native: a BpeCounter or None; count: the Python counter of one string, for what\n"
        "native cannot count; line_additive: count each line once; time_limit: seconds or None.\n"
        "Returns (finished, content, n_tokens, keep, truncated, cut, counts, kept, dropped); finished is False\n"
        "when time_limit passed first; kept / dropped: the block indices of keep (int64).");

    py::class_<TagCosts>(m, "TagCosts",
                         "Markup tokens by tag name for one tokenizer and one output format (token_costs.hpp); "
                         "thread-safe, filled by token_costs() with the names a tree adds.")
        .def(py::init([](const std::string& format) { return std::make_unique<TagCosts>(output_format(format)); }),
             "format"_a)
        .def("__len__", &TagCosts::size)
        .def_property_readonly("format", [](const TagCosts& c) { return std::string(format_name(c.format())); });

    m.def(
        "token_costs",
        [](const PyBlockTree& t, TagCosts& table, const py::object& native, const py::object& count,
           const PruneConfig& config) {
            if (table.format() != config.fit.serialize.format) {
                throw py::value_error("the TagCosts table is for another output format");
            }
            const TokenCountFn counter = python_count_fn(native_counter(native), count);
            TokenCosts c;
            {
                py::gil_scoped_release release;
                c = token_costs(t.tree, table.costs(t.tree, counter), config.fit.serialize, config.bytes_per_token);
            }
            return py::make_tuple(blocks_array_owned(std::move(c.block), py::dtype::of<std::uint32_t>()),
                                  blocks_array_owned(std::move(c.node_tag), py::dtype::of<std::uint32_t>()));
        },
        "tree"_a, "table"_a, "native"_a, "count"_a, "config"_a,
        "The estimates fit_budget selects on (token_costs.hpp), rendered as config says: per block\n"
        "ceil(bytes of its piece / bytes_per_token), per node its tag's markup tokens from table (names it lacks\n"
        "counted by native, else count). (block_cost, node_tag_cost), uint32.");

    m.def(
        "refine_block_tree",
        [](const PyBlockTree& t, const py::array_t<std::uint8_t, py::array::c_style | py::array::forcecast>& keep,
           std::uint32_t max_words, std::optional<std::uint32_t> max_block_bytes) {
            std::vector<std::uint8_t> k = to_vector<std::uint8_t>(keep, "keep", t.tree.size(), "block");
            BlockTreeOptions o = t.tree.options();
            o.max_words = max_words;
            if (max_block_bytes) o.max_block_bytes = *max_block_bytes;
            if (max_words == 0) throw py::value_error("max_words must be >= 1, got 0");
            auto box = std::make_unique<PyBlockTree>();
            {
                py::gil_scoped_release release;
                box->tree = refine(t.tree, k, o);
                box->pages.emplace_back(box->tree.html());  // what a pickle rebuilds it from
            }
            return box;
        },
        "tree"_a, "keep"_a, py::kw_only(), "max_words"_a, "max_block_bytes"_a = py::none(),
        "The block tree of the kept blocks' render (with the tree's options but max_words and, unless None,\n"
        "max_block_bytes), built without serializing and parsing it; see prune.hpp refine().");

    m.def(
        "fit_by_dropping",
        [](const py::sequence& pieces, const std::vector<std::int64_t>& piece_tokens, const py::str& separator,
           std::int64_t separator_tokens, const std::vector<std::size_t>& drop_order, std::int64_t budget,
           const py::object& native, const py::object& count) {
            if (budget < 0) throw py::value_error("budget must be >= 0, got " + std::to_string(budget));
            std::vector<py::object> hold;  // the strings (or their surrogatepass encodings) the views point into
            std::vector<std::string_view> views;
            views.reserve(pieces.size());
            for (std::size_t i = 0; i < pieces.size(); ++i) {
                hold.push_back(pieces[i]);
                views.push_back(blocks_utf8_view(hold.back(), hold, "pieces[" + std::to_string(i) + "]"));
            }
            std::vector<py::object> sep_hold;
            const std::string_view sep = blocks_utf8_view(separator, sep_hold, "separator");
            const TokenCountFn counter = python_count_fn(native_counter(native), count);
            py::gil_scoped_release release;
            return fit_by_dropping(views, piece_tokens, sep, separator_tokens, drop_order,
                                   static_cast<std::uint64_t>(budget), counter);
        },
        "pieces"_a, "piece_tokens"_a, "separator"_a, "separator_tokens"_a, "drop_order"_a, "budget"_a, py::kw_only(),
        "native"_a, "count"_a,
        "Drops pieces in drop_order until their estimate and the exact count of the rest, joined by separator,\n"
        "fit budget; returns how many were dropped (see budget.hpp fit_by_dropping).");
}

}  // namespace htmlprune::python
