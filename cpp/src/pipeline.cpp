#include "htmlprune/pipeline.hpp"

#include <algorithm>
#include <chrono>
#include <functional>
#include <string>
#include <utility>

#include "htmlprune/batch.hpp"
#include "htmlprune/status.hpp"

namespace htmlprune {

PruneConfig::PruneConfig() {
    tree.max_words = 256;
    tree.max_block_bytes = 600;
    fit.budget = 2048;  // the one default budget of every front end (python/htmlprune/_defaults.py says why)
    fit.serialize.omit_optional_end_tags = true;
    fit.serialize.newline_between_blocks = false;  // the tags mark the blocks: a line break is a token more
    fit.serialize.drop_inline_hidden = true;
    fit.serialize.unwrap_layout = true;  // issue 29: compact semantic HTML (a third of the tokens were tags)
    fit.serialize.drop_controls = true;
    fit.smoothing = 0.5f;
}

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

PruneOutput prune_document(const PruneInput& input, const PruneConfig& config, const Bm25Config* bm25,
                           const TokenCountFn& count, bool line_additive, TagCosts& tag_costs,
                           const RankerModel* ranker) {
    if (tag_costs.format() != config.fit.serialize.format) {
        throw Error(Errc::kInvalidArgument, "prune_document: the TagCosts table is for another output format");
    }
    if (input.scores == nullptr && bm25 == nullptr) {
        throw Error(Errc::kInvalidArgument, "prune_document: no scores and no BM25 configuration");
    }
    const Clock::time_point start = Clock::now();
    FitOptions fit = config.fit;
    if (config.time_limit > 0.0) {
        fit.deadline = start + std::chrono::duration_cast<Clock::duration>(
                                   std::chrono::duration<double>(std::min(config.time_limit, 1e9)));
    }
    const auto passed = [&] { return fit.deadline && Clock::now() >= *fit.deadline; };
    PruneOutput out;
    const auto stop = [&](PruneStage stage) {
        out.stopped_before = stage;
        out.fit = FitResult{};
        out.fit.status = FitStatus::kTimedOut;
        out.elapsed = seconds_since(start);
        return std::move(out);
    };
    if (input.tree == nullptr) out.tree = build_block_tree(input.pages, config.tree);
    const BlockTree& tree = input.tree != nullptr ? *input.tree : *out.tree;
    if (passed()) return stop(PruneStage::kScore);
    std::vector<float> computed;
    if (input.scores == nullptr) {
        computed = ranker != nullptr ? ranker_scores(input.query, tree, *bm25, *ranker)
                                     : bm25_tree_scores(input.query, tree, *bm25);
    }
    const std::vector<float>& scores = input.scores != nullptr ? *input.scores : computed;
    if (scores.size() != tree.size()) {
        throw Error(Errc::kInvalidArgument, "got " + std::to_string(scores.size()) + " scores for a tree of " +
                                                std::to_string(tree.size()) + " blocks");
    }
    if (passed()) return stop(PruneStage::kPrune);
    const TokenCosts costs =
        token_costs(tree, tag_costs.costs(tree, count), config.fit.serialize, config.bytes_per_token);
    if (line_additive) {
        LineCounter lines(count);
        out.fit = fit_budget(tree, scores, costs.block, costs.node_tag, std::ref(lines), fit);
    } else {
        out.fit = fit_budget(tree, scores, costs.block, costs.node_tag, count, fit);
    }
    if (out.fit.status == FitStatus::kTimedOut) return stop(PruneStage::kRender);
    out.elapsed = seconds_since(start);
    return out;
}

std::vector<PruneOutput> prune_batch(const std::vector<PruneInput>& inputs, const PruneConfig& config,
                                     const Bm25Config* bm25, const TokenCountFn& count, bool line_additive,
                                     TagCosts& tag_costs, unsigned threads, const RankerModel* ranker) {
    std::vector<PruneOutput> outputs(inputs.size());
    std::vector<std::size_t> sizes(inputs.size());
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        if (inputs[i].tree != nullptr) {
            sizes[i] = inputs[i].tree->html().size();
        } else {
            for (const std::string_view page : inputs[i].pages) sizes[i] += page.size();
        }
    }
    parallel_for_largest_first(sizes, threads, [&](std::size_t i, unsigned /*worker*/) {
        try {
            outputs[i] = prune_document(inputs[i], config, bm25, count, line_additive, tag_costs, ranker);
        } catch (...) {
            outputs[i] = PruneOutput{};
            outputs[i].error = std::current_exception();
        }
    });
    return outputs;
}

}  // namespace htmlprune
