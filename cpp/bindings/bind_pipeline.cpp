// _core.PruneConfig, _core.Bm25Config and _core.prune_batch: the pipeline (pipeline.hpp) for many documents
// with the GIL released once; _core.bm25_tree_scores, block_boilerplate and rank_chrome_last: the scoring
// rules every scorer shares (bm25_priors.hpp).
#include "pybind.hpp"  // always first

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <htmlprune/bm25_priors.hpp>
#include <htmlprune/pipeline.hpp>

#include "block_tree_box.hpp"
#include "fit_glue.hpp"

namespace htmlprune::python {
namespace {


const char* stage_name(PruneStage s) {
    switch (s) {
        case PruneStage::kScore: return "score";
        case PruneStage::kPrune: return "prune";
        case PruneStage::kRender: return "render";
        case PruneStage::kNone: break;
    }
    return nullptr;
}

std::vector<float> scores_vector(const py::handle& scores) {
    const FloatArray a = py::cast<FloatArray>(scores);
    if (a.ndim() != 1) throw py::value_error("scores must be one-dimensional");
    return std::vector<float>(a.data(), a.data() + a.shape(0));
}

void bind_prune_config(py::module_& m) {
    py::class_<PruneConfig>(m, "PruneConfig",
                            "Every option of the pruning pipeline with its one default (pipeline.hpp); see "
                            "htmlprune.PruneConfig.")
        .def(py::init<>())
        .def(py::init<const PruneConfig&>(), "other"_a)
        .def_property(
            "clean", [](const PruneConfig& c) { return c.tree.clean; },
            [](PruneConfig& c, const CleanOptions& v) { c.tree.clean = v; })
        .def_property(
            "max_words", [](const PruneConfig& c) { return c.tree.max_words; },
            [](PruneConfig& c, std::uint32_t v) { c.tree.max_words = v; })
        .def_property(
            "max_block_bytes", [](const PruneConfig& c) { return c.tree.max_block_bytes; },
            [](PruneConfig& c, std::uint32_t v) { c.tree.max_block_bytes = v; })
        .def_property(
            "budget", [](const PruneConfig& c) { return c.fit.budget; },
            [](PruneConfig& c, std::uint64_t v) { c.fit.budget = v; })
        .def_property(
            "density", [](const PruneConfig& c) { return c.fit.select.density; },
            [](PruneConfig& c, bool v) { c.fit.select.density = v; })
        .def_property(
            "keep_table_header", [](const PruneConfig& c) { return c.fit.select.keep_table_header; },
            [](PruneConfig& c, bool v) { c.fit.select.keep_table_header = v; })
        .def_property(
            "heading_context", [](const PruneConfig& c) { return c.fit.select.heading_context; },
            [](PruneConfig& c, bool v) { c.fit.select.heading_context = v; })
        .def_property(
            "compact", [](const PruneConfig& c) { return c.fit.serialize.omit_optional_end_tags; },
            [](PruneConfig& c, bool v) { c.fit.serialize.omit_optional_end_tags = v; })
        .def_property(
            "semantic",
            [](const PruneConfig& c) { return c.fit.serialize.unwrap_layout && c.fit.serialize.drop_controls; },
            [](PruneConfig& c, bool v) { c.fit.serialize.unwrap_layout = c.fit.serialize.drop_controls = v; })
        .def_property(
            "drop_inline_hidden", [](const PruneConfig& c) { return c.fit.serialize.drop_inline_hidden; },
            [](PruneConfig& c, bool v) { c.fit.serialize.drop_inline_hidden = v; })
        .def_property(
            "format", [](const PruneConfig& c) { return std::string(format_name(c.fit.serialize.format)); },
            [](PruneConfig& c, const std::string& v) { c.fit.serialize.format = output_format(v); })
        .def_property(
            "newline_between_blocks", [](const PruneConfig& c) { return c.fit.serialize.newline_between_blocks; },
            [](PruneConfig& c, bool v) { c.fit.serialize.newline_between_blocks = v; })
        .def_property(
            "smoothing", [](const PruneConfig& c) { return c.fit.smoothing; },
            [](PruneConfig& c, float v) { c.fit.smoothing = v; })
        .def_property(
            "top_up_tries", [](const PruneConfig& c) { return c.fit.top_up_tries; },
            [](PruneConfig& c, std::size_t v) { c.fit.top_up_tries = v; })
        .def_property(
            "top_up_slack", [](const PruneConfig& c) { return c.fit.top_up_slack; },
            [](PruneConfig& c, double v) { c.fit.top_up_slack = v; })
        .def_readwrite("bytes_per_token", &PruneConfig::bytes_per_token)
        .def_readwrite("time_limit", &PruneConfig::time_limit, "Seconds per document; 0 = none.");
}

void bind_bm25_config(py::module_& m) {
    py::class_<Bm25Config>(m, "Bm25Config", "BM25 and its priors in one value (bm25_priors.hpp); see BM25Scorer.")
        .def(py::init<>())
        .def_property(
            "k1", [](const Bm25Config& c) { return c.bm25.k1; }, [](Bm25Config& c, float v) { c.bm25.k1 = v; })
        .def_property(
            "b", [](const Bm25Config& c) { return c.bm25.b; }, [](Bm25Config& c, float v) { c.bm25.b = v; })
        .def_property(
            "remove_stopwords", [](const Bm25Config& c) { return c.bm25.remove_stopwords; },
            [](Bm25Config& c, bool v) { c.bm25.remove_stopwords = v; })
        .def_property(
            "context", [](const Bm25Config& c) { return c.bm25.context; },
            [](Bm25Config& c, bool v) { c.bm25.context = v; })
        .def_property(
            "stem",
            [](const Bm25Config& c) -> std::optional<std::string> {
                if (c.bm25.stem.empty()) return std::nullopt;
                return c.bm25.stem;
            },
            [](Bm25Config& c, const std::optional<std::string>& v) { c.bm25.stem = v.value_or(std::string()); })
        .def_property(
            "fold_accents", [](const Bm25Config& c) { return c.bm25.fold_accents; },
            [](Bm25Config& c, bool v) { c.bm25.fold_accents = v; })
        .def_property(
            "boilerplate", [](const Bm25Config& c) { return c.priors.boilerplate; },
            [](Bm25Config& c, float v) { c.priors.boilerplate = v; })
        .def_property(
            "position", [](const Bm25Config& c) { return c.priors.position; },
            [](Bm25Config& c, float v) { c.priors.position = v; })
        .def_property(
            "lead", [](const Bm25Config& c) { return c.priors.lead; },
            [](Bm25Config& c, float v) { c.priors.lead = v; })
        .def_property(
            "lead_words", [](const Bm25Config& c) { return c.priors.lead_words; },
            [](Bm25Config& c, float v) { c.priors.lead_words = v; })
        .def_property(
            "neighbour", [](const Bm25Config& c) { return c.priors.neighbour; },
            [](Bm25Config& c, float v) { c.priors.neighbour = v; })
        .def_property(
            "neighbour_words", [](const Bm25Config& c) { return c.priors.neighbour_words; },
            [](Bm25Config& c, double v) { c.priors.neighbour_words = v; })
        .def_property(
            "tail", [](const Bm25Config& c) { return c.priors.tail; },
            [](Bm25Config& c, float v) { c.priors.tail = v; })
        .def_property(
            "tail_words", [](const Bm25Config& c) { return c.priors.tail_words; },
            [](Bm25Config& c, double v) { c.priors.tail_words = v; })
        .def_property(
            "byline", [](const Bm25Config& c) { return c.priors.byline; },
            [](Bm25Config& c, float v) { c.priors.byline = v; })
        .def_property(
            "chrome_last", [](const Bm25Config& c) { return c.priors.chrome_last; },
            [](Bm25Config& c, float v) { c.priors.chrome_last = v; });
}

}  // namespace

void bind_pipeline(py::module_& m) {
    bind_prune_config(m);
    bind_bm25_config(m);

    m.def(
        "bm25_tree_scores",
        [](py::handle query, const PyBlockTree& tree, const Bm25Config& config) {
            return blocks_scored(query, [&](std::string_view q) { return bm25_tree_scores(q, tree.tree, config); });
        },
        "query"_a, "tree"_a, "config"_a,
        "BM25 of each block's text with config's priors (bm25_priors.hpp), float32; see htmlprune.BM25Scorer.");

    m.def(
        "block_boilerplate",
        [](const PyBlockTree& tree) {
            return blocks_array_owned(block_boilerplate(tree.tree), py::dtype::of<float>());
        },
        "tree"_a, "Each block's chrome score in [0, 1] (float32); see htmlprune.html.BlockTree.boilerplate.");

    m.def(
        "rank_chrome_last",
        [](const FloatArray& scores, const FloatArray& chrome, float threshold) {
            if (scores.ndim() != 1 || chrome.ndim() != 1) throw py::value_error("scores must be one-dimensional");
            std::vector<float> s(scores.data(), scores.data() + scores.size());
            const std::vector<float> c(chrome.data(), chrome.data() + chrome.size());
            {
                py::gil_scoped_release release;
                rank_chrome_last(c, threshold, s);
            }
            return blocks_array_owned(std::move(s), py::dtype::of<float>());
        },
        "scores"_a, "chrome"_a, "threshold"_a,
        "The scores (float32) with the blocks whose chrome score (block_boilerplate) is at least threshold\n"
        "after all others (bm25_priors.hpp rank_chrome_last).");

    m.def(
        "prune_batch",
        [](const py::list& items, const PruneConfig& config, const std::optional<Bm25Config>& bm25,
           const py::object& native, const py::object& count, bool line_additive, TagCosts& tag_costs,
           unsigned threads, const std::optional<std::vector<float>>& ranker_weights, float ranker_bias) {
            // Everything the workers read is converted first: the pages copied into the trees' boxes (what a
            // pickle rebuilds them from), given trees and scores held, queries viewed in their str objects.
            const std::size_t n = items.size();
            std::vector<py::object> keep;
            std::vector<PruneInput> inputs(n);
            std::vector<std::unique_ptr<PyBlockTree>> boxes(n);
            std::vector<std::vector<float>> given(n);
            std::vector<std::string> errors(n);
            for (std::size_t i = 0; i < n; ++i) {
                const py::tuple item = items[i].cast<py::tuple>();
                if (item.size() != 3) throw py::value_error("prune_batch items are (query, pages or tree, scores)");
                keep.push_back(item);
                PruneInput& in = inputs[i];
                in.query = blocks_utf8_view(item[0], keep, "query");
                const py::handle source = item[1];
                if (py::isinstance<PyBlockTree>(source)) {
                    in.tree = &source.cast<const PyBlockTree&>().tree;
                } else {
                    boxes[i] = std::make_unique<PyBlockTree>();
                    const py::sequence pages = source.cast<py::sequence>();
                    for (std::size_t k = 0; k < pages.size(); ++k) {
                        const py::object page = pages[k];
                        boxes[i]->pages.emplace_back(
                            blocks_utf8_view(page, keep, "pages[" + std::to_string(k) + "]"));
                    }
                    in.pages.assign(boxes[i]->pages.begin(), boxes[i]->pages.end());
                }
                if (!item[2].is_none()) {
                    given[i] = scores_vector(item[2]);
                    in.scores = &given[i];
                }
            }
            const TokenCountFn counter = python_count_fn(native_counter(native), count);
            std::optional<RankerModel> ranker;
            if (ranker_weights) ranker = ranker_model(*ranker_weights, ranker_bias);
            std::vector<PruneOutput> outputs;
            {
                py::gil_scoped_release release;
                outputs = prune_batch(inputs, config, bm25 ? &*bm25 : nullptr, counter, line_additive, tag_costs,
                                      threads, ranker ? &*ranker : nullptr);
            }
            py::list results;
            for (std::size_t i = 0; i < n; ++i) {
                PruneOutput& out = outputs[i];
                if (out.error) {
                    results.append(exception_object(out.error));
                    continue;
                }
                py::object tree = py::none();
                if (out.tree) {
                    boxes[i]->tree = std::move(*out.tree);
                    tree = py::cast(std::move(boxes[i]));
                }
                const char* stage = stage_name(out.stopped_before);
                results.append(py::make_tuple(tree, stage == nullptr ? py::object(py::none()) : py::str(stage),
                                              out.elapsed, fit_result_tuple(std::move(out.fit))));
            }
            return results;
        },
        "items"_a, "config"_a, "bm25"_a, "native"_a, "count"_a, "line_additive"_a, "tag_costs"_a, "threads"_a,
        "ranker_weights"_a = py::none(), "ranker_bias"_a = 0.0f,
        "The pipeline (pipeline.hpp) for each (query, pages or BlockTree, scores or None) item on up to threads\n"
        "native threads (0: default), the GIL released once. bm25: a Bm25Config for the items without scores;\n"
        "with ranker_weights (one per ranker feature) they are scored by the learned ranker over it.\n"
        "Per item, in order: (tree built or None, stage the time limit stopped or None, seconds, the fit as\n"
        "fit_budget returns it), or the exception object it raised.");
}

}  // namespace htmlprune::python
