// _core.fit_budget: the budget engine (budget.hpp) in one call, the GIL released except to count a string the
// native counter cannot (an unsupported tokenizer, or a string it is unsure about). _core.refine_block_tree:
// the fine tree of a fit's kept blocks (prune.hpp refine()), for the two-pass pipeline.
#include "pybind.hpp"  // always first

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include <htmlprune/bpe_counter.hpp>
#include <htmlprune/budget.hpp>
#include <htmlprune/prune.hpp>

#include "block_tree_box.hpp"

namespace htmlprune::python {
namespace {

using FloatArray = py::array_t<float, py::array::c_style | py::array::forcecast>;
using CostArray = py::array_t<std::uint32_t, py::array::c_style | py::array::forcecast>;

template <class T, class A>
std::vector<T> to_vector(const A& a, const char* what, std::size_t want, const char* per) {
    if (a.ndim() != 1 || static_cast<std::size_t>(a.shape(0)) != want) {
        throw py::value_error(std::string(what) + " must be one-dimensional with one entry per " + per + " (" +
                              std::to_string(want) + ")");
    }
    return std::vector<T>(a.data(), a.data() + a.shape(0));
}

// _core.TagCosts: markup tokens by tag name for one tokenizer and output format (_budget.py keeps one per
// pair). Pages share most names: token_costs() reads a tree's names here, without a Python string per name.
struct TagCosts {
    std::unordered_map<std::string, std::uint32_t> by_name;

    // The names of `tree` not in the table, in tag_names() order.
    [[nodiscard]] std::vector<const std::string*> missing(const BlockTree& tree) const {
        std::vector<const std::string*> out;
        for (const std::string& name : tree.tag_names()) {
            if (by_name.find(name) == by_name.end()) out.push_back(&name);
        }
        return out;
    }
};

// FitOptions::top_up_tries for every fit_budget call of the process (_set_top_up_tries: ablations only).
std::atomic<std::size_t> g_top_up_tries{FitOptions{}.top_up_tries};
std::atomic<double> g_top_up_slack{FitOptions{}.top_up_slack};

}  // namespace

void bind_budget(py::module_& m) {
    m.def(
        "_set_top_up_tries",
        [](std::size_t n, double slack) {
            g_top_up_tries.store(n, std::memory_order_relaxed);
            g_top_up_slack.store(slack, std::memory_order_relaxed);
        },
        "n"_a, "slack"_a = FitOptions{}.top_up_slack,
        "FitOptions::top_up_tries and top_up_slack for later fit_budget calls of this process (ablations; not "
        "public API).");
    m.def(
        "fit_budget",
        [](const PyBlockTree& t, const FloatArray& scores, const CostArray& block_cost, const CostArray& node_tag_cost,
           std::int64_t budget, const py::object& native, const py::object& count, bool density,
           bool keep_table_header, bool heading_context, bool omit_optional_end_tags, bool newline_between_blocks,
           const std::string& format, std::optional<double> time_limit, bool line_additive, float smoothing,
           bool drop_inline_hidden) {
            if (budget < 1) throw py::value_error("budget must be >= 1, got " + std::to_string(budget));
            const BpeCounter* bpe = native.is_none() ? nullptr : native.cast<const BpeCounter*>();
            if (!PyCallable_Check(count.ptr())) throw py::type_error("count must be callable");
            const std::size_t nb = t.tree.size();
            std::vector<float> s = to_vector<float>(scores, "scores", nb, "block");
            // np.nan_to_num(scores, nan=-inf, neginf=-inf): +infinity becomes the largest float
            for (float& v : s) {
                if (std::isnan(v)) {
                    v = -std::numeric_limits<float>::infinity();
                } else if (v == std::numeric_limits<float>::infinity()) {
                    v = std::numeric_limits<float>::max();
                }
            }
            if (smoothing != 0.0f || std::isnan(smoothing)) s = smooth_scores(t.tree, s, smoothing);
            std::vector<std::uint32_t> bc = to_vector<std::uint32_t>(block_cost, "block_cost", nb, "block");
            std::vector<std::uint32_t> nc =
                to_vector<std::uint32_t>(node_tag_cost, "node_tag_cost", t.tree.document().nodes.size(), "node");
            FitOptions o;
            o.budget = static_cast<std::uint64_t>(budget);
            o.select.density = density;
            o.select.keep_table_header = keep_table_header;
            o.select.heading_context = heading_context;
            o.top_up_tries = g_top_up_tries.load(std::memory_order_relaxed);
            o.top_up_slack = g_top_up_slack.load(std::memory_order_relaxed);
            o.serialize.format = output_format(format);
            o.serialize.omit_optional_end_tags = omit_optional_end_tags;
            o.serialize.newline_between_blocks = newline_between_blocks;
            o.serialize.drop_inline_hidden = drop_inline_hidden;
            if (time_limit) {
                const double left = std::isnan(*time_limit) ? 0.0 : std::min(*time_limit, 1e9);
                o.deadline = std::chrono::steady_clock::now() +
                             std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                 std::chrono::duration<double>(std::max(left, 0.0)));
            }
            // Only here is the GIL taken back: a string the native counter cannot vouch for, or every string
            // of a tokenizer it does not support, goes to the Python counter.
            const TokenCountFn counter = [bpe, &count](std::string_view text) -> std::int64_t {
                if (bpe != nullptr) {
                    const std::int64_t n = bpe->count(text);
                    if (n >= 0) return n;
                }
                py::gil_scoped_acquire gil;
                const py::object n = count(blocks_to_str(text));
                if (!py::isinstance<py::int_>(n) || py::isinstance<py::bool_>(n)) {
                    throw py::type_error("the token counter must return an int");
                }
                const auto v = n.cast<std::int64_t>();
                if (v < 0) throw py::value_error("the token counter returned a negative count");
                return v;
            };
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
            std::vector<std::int64_t> kept;
            std::vector<std::int64_t> dropped;
            for (std::size_t b = 0; b < r.keep.size(); ++b) {
                (r.keep[b] != 0 ? kept : dropped).push_back(static_cast<std::int64_t>(b));
            }
            return py::make_tuple(r.status == FitStatus::kOk, blocks_to_str(r.content), r.n_tokens,
                                  blocks_array_owned(std::move(r.keep), py::dtype::of<std::uint8_t>()), r.truncated,
                                  r.cut, r.counts, blocks_array_owned(std::move(kept), py::dtype::of<std::int64_t>()),
                                  blocks_array_owned(std::move(dropped), py::dtype::of<std::int64_t>()));
        },
        // no kw_only: fit_tree() passes every argument by position (keywords cost pybind11 ~5 us a call)
        "tree"_a, "scores"_a, "block_cost"_a, "node_tag_cost"_a, "budget"_a, "native"_a, "count"_a,
        "density"_a = false, "keep_table_header"_a = true, "heading_context"_a = false,
        "omit_optional_end_tags"_a = false, "newline_between_blocks"_a = true, "format"_a = "html",
        "time_limit"_a = py::none(), "line_additive"_a = false, "smoothing"_a = 0.0f,
        "drop_inline_hidden"_a = SerializeOptions{}.drop_inline_hidden,
        "The budget engine (see cpp/include/htmlprune/budget.hpp). native: a BpeCounter or None; count: the\n"
        "Python counter of one string, for what native cannot count; line_additive: count each line once;\n"
        "smoothing: smooth_scores() weight applied first (NaN scores as -inf, +inf as the largest float).\n"
        "drop_inline_hidden: the output without the text of inline display:none spans (SerializeOptions).\n"
        "Returns (finished, content, n_tokens, keep, truncated, cut, counts, kept, dropped); finished is False\n"
        "when time_limit (seconds) passed first; kept / dropped: the block indices of keep (int64).");

    py::class_<TagCosts>(m, "TagCosts",
                         "Markup tokens by tag name (one tokenizer, one format), for token_costs(): filled by "
                         "fill(tree, count) with the names a tree adds.")
        .def(py::init<>())
        .def("__len__", [](const TagCosts& c) { return c.by_name.size(); })
        .def(
            "fill",
            [](TagCosts& c, const PyBlockTree& t, const py::object& count) {
                const std::vector<const std::string*> missing = c.missing(t.tree);
                if (missing.empty()) return std::size_t{0};
                py::list names;
                for (const std::string* name : missing) names.append(blocks_to_str(*name));
                const auto costs = count(names).cast<std::vector<std::int64_t>>();
                if (costs.size() != missing.size()) {
                    throw py::value_error("count must return one cost per name (" + std::to_string(missing.size()) +
                                          "), got " + std::to_string(costs.size()));
                }
                for (std::size_t k = 0; k < costs.size(); ++k) {
                    if (costs[k] < 0 || costs[k] > std::numeric_limits<std::uint32_t>::max()) {
                        throw py::value_error("a tag cost must be in [0, 2**32), got " + std::to_string(costs[k]));
                    }
                    c.by_name.emplace(*missing[k], static_cast<std::uint32_t>(costs[k]));
                }
                return missing.size();
            },
            "tree"_a, "count"_a,
            "Adds the tag names of tree the table lacks, costed by count(list of names) -> list of ints; returns\n"
            "how many were added.");

    m.def(
        "token_costs",
        [](const PyBlockTree& t, const py::object& name_cost, bool omit_optional_end_tags, bool newline_between_blocks,
           const std::string& format, double bytes_per_token) {
            const BlockTree& tree = t.tree;
            std::vector<std::uint32_t> names;
            if (py::isinstance<TagCosts>(name_cost)) {
                const TagCosts& table = name_cost.cast<const TagCosts&>();
                names.reserve(tree.tag_names().size());
                for (const std::string& name : tree.tag_names()) {
                    const auto it = table.by_name.find(name);
                    if (it == table.by_name.end()) {
                        throw py::value_error("name_cost has no cost for the tag name " + name + "; fill() it first");
                    }
                    names.push_back(it->second);
                }
            } else {
                names = to_vector<std::uint32_t>(name_cost.cast<CostArray>(), "name_cost", tree.tag_names().size(),
                                                 "tag name");
            }
            if (!(bytes_per_token > 0.0)) throw py::value_error("bytes_per_token must be > 0");
            SerializeOptions o;
            o.format = output_format(format);
            o.omit_optional_end_tags = omit_optional_end_tags;
            o.newline_between_blocks = newline_between_blocks;
            std::vector<std::uint32_t> block_cost(tree.size());
            std::vector<std::uint32_t> node_cost(tree.node_tag().size(), 0);
            {
                py::gil_scoped_release release;
                const std::vector<std::uint32_t> sizes = tree.block_piece_sizes(o);
                for (BlockIndex b = 0; b < tree.size(); ++b) {
                    // np.ceil(float64 bytes / bytes_per_token).astype(uint32)
                    const auto bytes = static_cast<double>(sizes[b]);
                    block_cost[b] = static_cast<std::uint32_t>(std::ceil(bytes / bytes_per_token));
                }
                for (std::size_t v = 0; v < node_cost.size(); ++v) {
                    const std::int32_t tag = tree.node_tag()[v];
                    if (tag >= 0) node_cost[v] = names[static_cast<std::size_t>(tag)];
                }
            }
            return py::make_tuple(blocks_array_owned(std::move(block_cost), py::dtype::of<std::uint32_t>()),
                                  blocks_array_owned(std::move(node_cost), py::dtype::of<std::uint32_t>()));
        },
        // no kw_only: _token_costs() passes every argument by position (keywords cost pybind11 ~5 us a call)
        "tree"_a, "name_cost"_a, "omit_optional_end_tags"_a, "newline_between_blocks"_a, "format"_a,
        "bytes_per_token"_a,
        "The estimates fit_budget selects on: per block ceil(bytes of block_piece_html / bytes_per_token), per node\n"
        "name_cost of its tag (0 for non-elements), name_cost being one cost per tag_names entry or a TagCosts\n"
        "that has them all. (block_cost, node_tag_cost), uint32.");

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
            const BpeCounter* bpe = native.is_none() ? nullptr : native.cast<const BpeCounter*>();
            std::vector<py::object> hold;  // the strings (or their surrogatepass encodings) the views point into
            std::vector<std::string_view> views;
            views.reserve(pieces.size());
            for (std::size_t i = 0; i < pieces.size(); ++i) {
                hold.push_back(pieces[i]);
                views.push_back(blocks_utf8_view(hold.back(), hold, "pieces[" + std::to_string(i) + "]"));
            }
            std::vector<py::object> sep_hold;
            const std::string_view sep = blocks_utf8_view(separator, sep_hold, "separator");
            // Lone surrogates travel as their surrogatepass bytes: invalid UTF-8, which the native counter
            // leaves to the Python counter, which gets the original string back.
            const TokenCountFn counter = [bpe, &count](std::string_view text) -> std::int64_t {
                if (bpe != nullptr) {
                    const std::int64_t n = bpe->count(text);
                    if (n >= 0) return n;
                }
                py::gil_scoped_acquire gil;
                PyObject* s = PyUnicode_DecodeUTF8(text.data(), static_cast<Py_ssize_t>(text.size()), "surrogatepass");
                if (s == nullptr) throw py::error_already_set();
                const py::object n = count(py::reinterpret_steal<py::str>(s));
                if (!py::isinstance<py::int_>(n) || py::isinstance<py::bool_>(n)) {
                    throw py::type_error("the token counter must return an int");
                }
                const auto v = n.cast<std::int64_t>();
                if (v < 0) throw py::value_error("the token counter returned a negative count");
                return v;
            };
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
