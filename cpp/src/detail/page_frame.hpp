// Internal: where a page's main content sits, as BM25's priors and the ranker's features read it (title
// block, lead, content end, bylines, neighbours). Defined in bm25_priors.cpp, whose arithmetic repeats
// NumPy's operation by operation (compiled without FP contraction). Not part of the public API.
#pragma once

#include <cstddef>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/bm25_priors.hpp"

namespace htmlprune::detail {

struct PageFrame {
    std::vector<float> boilerplate;         // block_boilerplate()
    std::vector<float> content;             // 1 - boilerplate
    std::vector<float> byline;              // the byline signal * content
    std::vector<double> start;              // words before each block
    std::vector<double> end;                // start + the block's words
    std::vector<std::size_t> title_blocks;  // the first block at title distance 0 of each page that has one
};

PageFrame make_page_frame(const BlockTree& tree);

// Per block: its page title's score (max(s, 0)) times how close after the title it sits, times content.
void lead_prior(const BlockTree& tree, const PageFrame& frame, const std::vector<float>& s, float lead_words,
                std::vector<float>& prior);

// Per block up to the main content's end: its page title's score times how close before that end it ends,
// times content; blocks outside are left as they are.
void tail_prior(const BlockTree& tree, const PageFrame& frame, const std::vector<float>& s, double tail_words,
                std::vector<float>& prior);

// Per block i: max over j of max(s_j, 0) * exp(-|start_i - start_j| / decay_words), j within i's page
// (i itself included).
std::vector<float> neighbour_max(const BlockTree& tree, const PageFrame& frame, const std::vector<float>& s,
                                 double decay_words);

// htmlprune::apply_bm25_priors() on a frame made already (scores: one per block of a non-empty tree).
void apply_bm25_priors(const BlockTree& tree, const PageFrame& frame, std::vector<float>& s, const Bm25Priors& p);

}  // namespace htmlprune::detail
