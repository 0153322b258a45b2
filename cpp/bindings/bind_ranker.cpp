// _core.ranker_features / ranker_scores / ranker_feature_names: the learned ranker (ranker.hpp). BM25 and
// the prior features' settings come as the Bm25Config a BM25Scorer builds.
#include "pybind.hpp"  // always first

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include <htmlprune/bm25_priors.hpp>
#include <htmlprune/ranker.hpp>

#include "block_tree_box.hpp"

namespace htmlprune::python {

RankerModel ranker_model(const std::vector<float>& weights, float bias) {
    if (weights.size() != kRankerFeatureCount) {
        throw py::value_error("weights must hold one float per ranker feature (" +
                              std::to_string(kRankerFeatureCount) + ")");
    }
    RankerModel model;
    std::copy(weights.begin(), weights.end(), model.weights.begin());
    model.bias = bias;
    return model;
}

void bind_ranker(py::module_& m) {
    m.def(
        "ranker_feature_names",
        [] {
            py::list out;
            for (const std::string_view name : ranker_feature_names()) out.append(py::str(std::string(name)));
            return out;
        },
        "The ranker's feature names, in column order (ranker.hpp RankerFeature).");

    m.def(
        "ranker_features",
        [](py::handle query, const PyBlockTree& tree, const Bm25Config& config) {
            const auto rows = static_cast<py::ssize_t>(tree.tree.size());
            return blocks_scored(query, [&](std::string_view q) { return ranker_features(q, tree.tree, config); })
                .attr("reshape")(rows, static_cast<py::ssize_t>(kRankerFeatureCount));
        },
        "query"_a, "tree"_a, "config"_a,
        "The ranker's features of every block, float32 of shape (blocks, features); BM25 and priors per config.");

    m.def(
        "ranker_scores",
        [](py::handle query, const PyBlockTree& tree, const Bm25Config& config, const std::vector<float>& weights,
           float bias) {
            const RankerModel model = ranker_model(weights, bias);
            return blocks_scored(query, [&](std::string_view q) { return ranker_scores(q, tree.tree, config, model); });
        },
        "query"_a, "tree"_a, "config"_a, "weights"_a, "bias"_a,
        "Every block's logit less the best one (float32, <= 0); logit = bias + weights . ranker_features.");
}

}  // namespace htmlprune::python
