// The pruning pipeline of one document in one call, and of many on a few threads: clean -> block tree ->
// score (BM25 with its priors, the learned ranker over them, or scores the caller computed) -> fit to the token budget -> serialize.
//
// PruneConfig holds every option of the pipeline with its one default; htmlprune.PruneConfig is its Python
// face and reads the defaults from here. The stages' own option structs (BlockTreeOptions, FitOptions,
// SerializeOptions) keep neutral defaults ("off", the paper's) for their other callers; the pipeline's tuned
// defaults are set in PruneConfig's constructor, once.
//
// Threading: prune_batch() runs prune_document() for each input on up to `threads` native threads (batch.hpp;
// largest pages first), each document's work on one thread; a BlockTree given as input, the Bm25Config, the
// PruneConfig and the TagCosts table are shared read-only (TagCosts locks itself). `count` is called from
// every worker and must be thread-safe. threads == 1 runs the inputs in order on the calling thread, and
// any thread count gives the same outputs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <exception>
#include <optional>
#include <string_view>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/bm25_priors.hpp"
#include "htmlprune/budget.hpp"
#include "htmlprune/ranker.hpp"
#include "htmlprune/token_costs.hpp"

namespace htmlprune {

struct PruneConfig {
    /// Cleaning (tree.clean: limits, keep_attrs, signal rules), max_words, max_block_bytes.
    BlockTreeOptions tree;
    /// The budget, the selection (density, table headers, heading context), the output (fit.serialize:
    /// format, omit_optional_end_tags, drop_inline_hidden), neighbour smoothing and the top-up.
    FitOptions fit;
    /// The estimate's first guess of UTF-8 bytes per token (token_costs()); the fit corrects it on exact
    /// counts.
    double bytes_per_token = 3.2;
    /// Seconds per document from the start of its work (0 = none); checked between stages and before each
    /// render of the fit. Work already started (one pass over the page) finishes first.
    double time_limit = 0.0;

    /// The pipeline's tuned defaults: budget 2048 tokens, 256-word blocks split where their HTML is over
    /// 600 bytes, optional end tags omitted, no line breaks between blocks (newline_between_blocks), inline
    /// display:none text left out of the output, compact semantic HTML (fit.serialize.unwrap_layout and
    /// drop_controls; the Python face's `semantic`), smoothing 0.5.
    PruneConfig();
};

/// One document of a batch: its pages (joined under one budget) or a block tree built before, and the
/// question (for BM25) or the scores of that tree's blocks.
struct PruneInput {
    std::string_view query;
    /// The raw pages (views that must outlive the call); ignored when `tree` is set.
    std::vector<std::string_view> pages;
    /// A tree built with config.tree before (e.g. kept for several questions); not owned.
    const BlockTree* tree = nullptr;
    /// One score per block of the tree (higher = keep); null: bm25_tree_scores(query, tree, bm25), or
    /// ranker_scores(query, tree, bm25, ranker) with a ranker.
    const std::vector<float>* scores = nullptr;
};

/// Where a document stopped when its time limit passed.
enum class PruneStage : std::uint8_t { kNone, kScore, kPrune, kRender };

struct PruneOutput {
    /// The tree built from PruneInput::pages (empty when the input gave a tree, or on an error).
    std::optional<BlockTree> tree;
    /// The fit (fit.status kTimedOut when the time limit passed, with `stopped_before` set).
    FitResult fit;
    /// The stage the time limit stopped (kNone: not stopped).
    PruneStage stopped_before = PruneStage::kNone;
    /// Seconds the document's work took.
    double elapsed = 0.0;
    /// What the document threw (an Error, or what `count` threw); the other fields are then empty.
    std::exception_ptr error;
};

/// The pipeline on one document, exceptions thrown (not stored in PruneOutput::error). `bm25` may be null
/// when input.scores is given; `ranker` (may be null) scores with the learned ranker instead of BM25's
/// priors; tag_costs must be for config.fit.serialize.format. `line_additive`: count
/// the output line by line (LineCounter, budget.hpp), for tokenizers whose counts add up over lines.
/// Throws Error(kInvalidArgument) for a score count that does not match the tree, a missing scorer, or a
/// TagCosts of another format, and what the stages throw (limits: Error(kLimitExceeded)).
PruneOutput prune_document(const PruneInput& input, const PruneConfig& config, const Bm25Config* bm25,
                           const TokenCountFn& count, bool line_additive, TagCosts& tag_costs,
                           const RankerModel* ranker = nullptr);

/// prune_document() of every input on up to `threads` workers (0 = default_threads()), results in input
/// order; a document that throws gets its exception in PruneOutput::error and the others go on.
std::vector<PruneOutput> prune_batch(const std::vector<PruneInput>& inputs, const PruneConfig& config,
                                     const Bm25Config* bm25, const TokenCountFn& count, bool line_additive,
                                     TagCosts& tag_costs, unsigned threads, const RankerModel* ranker = nullptr);

}  // namespace htmlprune
