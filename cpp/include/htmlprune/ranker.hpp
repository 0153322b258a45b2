// The learned ranker: what each block looks like to a question (BM25 match, where it sits in the page's
// frame, its chrome signals and structure) as a row of features, and a linear model over them.
//
// Features are scale-free per page (BM25 divided by the page's best block), so that one set of weights
// holds for short and long questions and pages alike; none is constant over a page (a softmax over the
// page's blocks cannot learn from one). The block's own tag kind is not a feature (paragraph, heading,
// code): the dev sets' answers sit in table rows, list items and bylines, so the model learned "answers
// are never paragraphs" and missed the answer of a plain Q&A page; lists and tables stay, as what holds
// structured data on any kind of page. The weights are learned, not set: `htmlprune train
// ranker` (python/htmlprune/train/ranker.py) fits them on the dev QA sets, listwise (softmax over a page's
// blocks, the blocks that hold an answer as the target), and ships them in the package. A block's score is
// its logit (bias + weights . features) less the page's best: the log of the model's probability that the
// block holds the answer, up to the page's normaliser; the best block scores 0, every other block below.
// The model weighs the neighbours itself (near_50, near_250), so the pipeline's sibling smoothing, which
// lends positive scores only (prune.hpp smooth_scores), leaves these as they are.
//
// Thread-safe (pure). O(B * F) time and memory after BM25, no recursion.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/bm25_priors.hpp"

namespace htmlprune {

/// The features, in column order (ranker_feature_names() spells them for the model file).
enum RankerFeature : std::size_t {
    kFeatBm25,          ///< BM25 (with context) / the page's best block's; 0 when nothing matches
    kFeatBm25Log,       ///< log(1 + BM25)
    kFeatBm25Best,      ///< 1 for the best-matching block(s)
    kFeatPrior,         ///< BM25 with the hand-set priors (priors_for() the query; chrome_last off) / best
    kFeatPriorLog,      ///< log(max(prior, 1e-4)): with weight 1 and every other 0, the priors' ranking
    kFeatHeadingBm25,   ///< the block's section heading's BM25 / best
    kFeatLead,          ///< closeness after the title (1 at the title, 0 at 250 words) * content
    kFeatLeadTitle,     ///< lead * the page title block's BM25 / best (0 without a title)
    kFeatTail,          ///< closeness before the main content's end (0 at 100 words before it) * content
    kFeatTailTitle,     ///< tail * the title's BM25 / best
    kFeatByline,        ///< the byline signal * content, for a query that asks for a person (else 0)
    kFeatBylineTitle,   ///< byline * the title's BM25 / best (0 unless the query asks for a person)
    kFeatNear50,        ///< the best BM25 / best around the block, decaying over 50 words
    kFeatNear250,       ///< the same over 250 words
    kFeatChrome,        ///< block_boilerplate() (bm25_priors.hpp)
    kFeatLinkDensity,   ///< share of the block's text inside links
    kFeatPosition,      ///< i / B (blocks in document order)
    kFeatWordsLog,      ///< log(1 + words)
    kFeatList,          ///< a list or a list item (ul, ol, dl, menu, li, dt, dd)
    kFeatTableRow,      ///< a table part or a table
    kFeatInList,        ///< inside ul, ol, dl or menu
    kFeatInTable,       ///< inside a table
    kFeatAfterTitle,    ///< at or after the page title
    kFeatDigits,        ///< share of the text's bytes that are ASCII digits
    kFeatSiblingsLog,   ///< log(1 + blocks under the same parent block)
    kFeatFirstItem,     ///< the first of two or more sibling li / tr (with a td) / dt / dd, for a "first" question
    kFeatLastItem,      ///< the last of them, when the question says "last" or "final"
    kFeatLeadWhen,      ///< lead, for a query that asks when (asks_for_a_date(); else 0)
    kFeatLeadTitleWhen, ///< lead_title, for a query that asks when (else 0)
    kFeatDigitsWhen,    ///< digits, for a query that asks when (else 0)
    kFeatColumnExtreme, ///< a table row (or its cell) with the highest or lowest number of one of its table's
                        ///< numeric columns, for a query that asks for an extreme (asks_for_an_extreme(); else 0)
    kFeatHeaderExtreme, ///< the same, of a column whose header shares a word with the query
    kRankerFeatureCount
};

/// The feature names, in column order.
const std::array<std::string_view, kRankerFeatureCount>& ranker_feature_names() noexcept;

/// Whether `query` asks for an extreme: a superlative of the kind a table's numbers answer ("most", "least",
/// "highest", "largest", "tallest", "earliest", "top", ...; whole words, any case).
bool asks_for_an_extreme(std::string_view query) noexcept;

/// A linear model over the features: logit = bias + weights . features.
struct RankerModel {
    std::array<float, kRankerFeatureCount> weights{};
    float bias = 0.0f;
};

/// The features of every block, row-major (tree.size() rows of kRankerFeatureCount float32): BM25 with
/// config.bm25 (its context option as given), the prior features with config.priors. Throws what
/// bm25_scores() throws.
std::vector<float> ranker_features(std::string_view query, const BlockTree& tree, const Bm25Config& config);

/// One score per block: its logit less the highest logit, float32 <= 0 (the best block 0), then the blocks
/// whose chrome feature is at least config.priors.chrome_last ranked after every other block
/// (rank_chrome_last(), bm25_priors.hpp; 0 = off) and the scores shifted so that the best is 0 again.
/// Non-finite weights throw Error(kInvalidArgument).
std::vector<float> ranker_scores(std::string_view query, const BlockTree& tree, const Bm25Config& config,
                                 const RankerModel& model);

/// ranker_scores() of precomputed features (rows of kRankerFeatureCount). Throws Error(kInvalidArgument)
/// when features.size() is not a multiple of kRankerFeatureCount.
std::vector<float> ranker_scores(const std::vector<float>& features, const RankerModel& model);

}  // namespace htmlprune
