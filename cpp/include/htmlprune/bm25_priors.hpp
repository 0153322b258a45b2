// The page-structure priors of htmlprune.BM25Scorer, applied to a block tree's BM25 scores in one native
// pass (they were ~15 NumPy calls per question, as long as the BM25 scoring itself on a typical page).
//
// In the order applied (each reads the scores the previous ones left; see BM25Scorer's docstring for why):
//  1. boilerplate: s *= 1 - boilerplate * chrome(b), chrome(b) = max(tag, role, class, link-list signal,
//     link density above 50% rescaled to [0, 1] and scaled down for blocks under 12 words; not counted for a
//     table row or cell, nor for a page's title block) * (1 - byline signal);
//  2. position:    s *= 1 + position * (1 - i / n);
//  3. frame (when a page has a title block): s += lead * lead_prior + tail * tail_prior, both read from
//     the scores after step 2: the title block's score spread over the lead_words after the title (fading in
//     over 30 words before it) and over the tail_words before the main content's end (where chrome fills 100
//     words in a row); and byline * the title block's score * the byline signal * (1 - chrome), for a query
//     that asks for a person (priors_for());
//  4. neighbour:   s += neighbour * (1 - chrome) * max_j max(s_j, 0) * exp(-|start_i - start_j| / words),
//     within a page (two cumulative maxima in log space: linear, exact);
//  5. chrome last (rank_chrome_last()): s -= max(max_j s_j, 0) - min(min_j s_j, 0) + 1 where
//     max(chrome(b), reference list share(b)) >= chrome_last (block_ranked_last(): all chrome and sources
//     below all content; BM25 scores are never negative, so this is max + 1).
// A weight of 0 turns its prior off. The arithmetic is NumPy's, operation by operation (float32 where
// the Python code was float32, float64 where it was float64; this file is compiled without FP contraction),
// so the scores are the same bits as the NumPy code's (tests/bm25_priors_reference.py).
//
// Thread-safe (pure). O(B) time and memory, no recursion.
#pragma once

#include <string_view>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/bm25.hpp"

namespace htmlprune {

struct Bm25Priors {
    float boilerplate = 0.0f;
    float position = 0.0f;
    float lead = 0.0f;
    /// > 0 when lead > 0.
    float lead_words = 250.0f;
    float neighbour = 0.0f;
    /// > 0 when neighbour > 0.
    double neighbour_words = 50.0;
    float tail = 0.0f;
    /// > 0 when tail > 0.
    double tail_words = 100.0;
    float byline = 0.0f;
    /// Last step, in (0, 1]: blocks whose chrome score (block_boilerplate) is at least this rank after
    /// every other block, in their order: their scores are lowered by the highest score + 1. 0 = off.
    float chrome_last = 0.0f;
};

/// htmlprune.BM25Scorer as one value: how blocks are matched, and the priors applied after.
struct Bm25Config {
    Bm25Options bm25;
    Bm25Priors priors;
};

/// Whether `query` asks for a person: one of the words who, whom, whose, author(s), authored, wrote,
/// written, writer(s), byline(s) (any case; a word is a run of ASCII letters). O(query bytes), no
/// allocation. English question words, as the stemmer and stopwords are English.
bool asks_for_a_person(std::string_view query) noexcept;
/// Whether `query` asks when (when, date(s), dated, published, posted, updated, day): the date under a title
/// answers it, which the ranker's *_when features say for such a query only.
bool asks_for_a_date(std::string_view query) noexcept;

/// `priors` for `query`: the byline prior only where the query asks for a person. A byline answers "who
/// wrote it"; lent to every question, it ranked "By Sara | 36 Comments" first for a recipe's steps
/// (recipes dev set, 2048 tokens: 68.8 % of answers kept with it, 75.3 % without).
Bm25Priors priors_for(std::string_view query, Bm25Priors priors) noexcept;

/// bm25_scores(query, tree, config.bm25), then apply_bm25_priors(tree, scores, priors_for(query,
/// config.priors)).
std::vector<float> bm25_tree_scores(std::string_view query, const BlockTree& tree, const Bm25Config& config);

/// The chrome score of each block in [0, 1] (float32): BlockTree's boilerplate signals combined as in
/// step 1 above (htmlprune.BlockTree.boilerplate).
std::vector<float> block_boilerplate(const BlockTree& tree);

/// What every scorer's chrome rule (rank_chrome_last()) compares with its threshold: each block's `chrome`
/// score (block_boilerplate()) or its share of reference-list text (BlockTree signal kSigReference), the
/// larger. A list of sources is no chrome, but it answers no question its page does: on WTQ's Wikipedia
/// pages it was 4 % of the output at 512 tokens and 8 % at 4096, and held no answer that nothing else held.
std::vector<float> block_ranked_last(const BlockTree& tree, std::vector<float> chrome);

/// Ranks the blocks whose `chrome` score (block_boilerplate()) is at least `threshold` after every other
/// block, keeping their order among themselves: their scores are lowered by max(highest, 0) - min(lowest,
/// 0) + 1 over the finite scores, so that they end below every other score, positive or not, and lend
/// nothing to smooth_scores() (prune.hpp; it lends positive scores only). Every scorer's chrome rule
/// (BM25's last prior, the hybrid scorer's step after its fusion). threshold in [0, 1]; 0 changes nothing.
/// Throws Error(kInvalidArgument) on a size mismatch or a threshold outside [0, 1]. O(B).
void rank_chrome_last(const std::vector<float>& chrome, float threshold, std::vector<float>& scores);

/// Applies the priors to `scores` (one per block) in place. Throws Error(kInvalidArgument) on a size
/// mismatch.
void apply_bm25_priors(const BlockTree& tree, std::vector<float>& scores, const Bm25Priors& priors);

}  // namespace htmlprune
