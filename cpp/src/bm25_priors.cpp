#include "htmlprune/bm25_priors.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>

#include "htmlprune/boilerplate.hpp"
#include "htmlprune/status.hpp"

#include "detail/page_frame.hpp"
#include "detail/query_words.hpp"

// Every expression below is one NumPy operation of the code this replaces, in its precision; contraction
// to fused multiply-adds would change the last bits (CMakeLists.txt builds this file with -ffp-contract=off).

namespace htmlprune {
namespace {

// np.maximum: NaN in either operand is the result.
template <class T>
T np_max(T a, T b) noexcept {
    return (a >= b || a != a) ? a : b;
}

// np.clip(x, 0.0, 1.0): NaN stays NaN.
template <class T>
T np_clip01(T x) noexcept {
    if (x != x) return x;
    const T lo = x > T(0) ? x : T(0);
    return lo < T(1) ? lo : T(1);
}

// The chrome share above which a block counts as chrome when finding the main content's end, and the chrome
// words in a row that end it (BM25Scorer.tail).
constexpr float kChrome = 0.5f;
constexpr double kContentEndChromeWords = 100.0;
// The lead prior fades in over this many words before the title block.
constexpr float kLeadBeforeWords = 30.0f;
// Pages of a multi-page tree sit this many decay lengths apart: the neighbour prior never crosses them.
constexpr double kPageGapDecays = 1e4;

}  // namespace

namespace detail {

PageFrame make_page_frame(const BlockTree& t) {
    PageFrame l;
    const std::size_t n = t.size();
    l.boilerplate = block_boilerplate(t);
    l.content.resize(n);
    for (std::size_t i = 0; i < n; ++i) l.content[i] = 1.0f - l.boilerplate[i];
    const auto& author = t.signal(kSigAuthor);
    l.byline.resize(n);
    for (std::size_t i = 0; i < n; ++i) l.byline[i] = author[i] * l.content[i];
    l.start.resize(n);
    l.end.resize(n);
    double sum = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        l.start[i] = sum;
        sum += static_cast<double>(t.words()[i]);
        l.end[i] = sum;
    }
    const auto& d = t.title_distance();
    const auto& page = t.page();
    // per page, ascending (np.unique), the first block at distance 0
    std::vector<std::size_t> first;
    constexpr std::size_t kNone = ~std::size_t{0};
    for (std::size_t i = 0; i < n; ++i) {
        if (d[i] != 0.0f) continue;
        const auto p = static_cast<std::size_t>(page[i]);
        if (first.size() <= p) first.resize(p + 1, kNone);
        if (first[p] == kNone) first[p] = i;
    }
    for (const std::size_t b : first) {
        if (b != kNone) l.title_blocks.push_back(b);
    }
    return l;
}

// float32 throughout
void lead_prior(const BlockTree& t, const PageFrame& l, const std::vector<float>& s, float lead_words,
                std::vector<float>& prior) {
    const std::size_t n = s.size();
    const auto& d = t.title_distance();
    const auto& page = t.page();
    std::vector<float> anchor;
    for (const std::size_t b : l.title_blocks) {
        const auto p = static_cast<std::size_t>(page[b]);
        if (anchor.size() <= p) anchor.resize(p + 1, 0.0f);
        anchor[p] = np_max(s[b], 0.0f);
    }
    for (std::size_t i = 0; i < n; ++i) {
        float closeness = 0.0f;
        if (d[i] >= 0.0f) {
            const float q = d[i] / lead_words;
            closeness = np_clip01(1.0f - q);
        } else {
            const float q = d[i] / kLeadBeforeWords;
            closeness = np_clip01(1.0f + q);
        }
        if (closeness != closeness) closeness = 0.0f;
        const auto p = static_cast<std::size_t>(page[i]);
        const float a = p < anchor.size() ? anchor[p] : 0.0f;
        const float x = a * closeness;
        prior[i] = x * l.content[i];
    }
}

// float64, as the NumPy code computed it, rounded to float32 once
void tail_prior(const BlockTree& t, const PageFrame& l, const std::vector<float>& s, double tail_words,
                std::vector<float>& prior) {
    const std::size_t n = s.size();
    const auto& page = t.page();
    std::vector<std::size_t> last;
    std::vector<double> chrome_words;
    for (const std::size_t title : l.title_blocks) {
        // Python's max(float(score), 0.0): NaN stays
        const double score = static_cast<double>(s[title]);
        const double anchor = (0.0 > score) ? 0.0 : score;
        if (anchor == 0.0) continue;
        std::size_t stop = title;
        while (stop < n && page[stop] == page[title]) ++stop;
        const std::size_t m = stop - title;
        last.assign(m, 0);
        chrome_words.assign(m, 0.0);
        std::size_t run = 0;
        double cum = 0.0;
        std::size_t over = m;
        for (std::size_t k = 0; k < m; ++k) {
            const std::size_t i = title + k;
            const double words = l.end[i] - l.start[i];
            const bool chrome = l.boilerplate[i] >= kChrome;
            const bool content = k == 0 || (!chrome && words > 0.0);
            if (content) run = k;  // k grows: the running maximum of the content indices
            last[k] = run;
            const double add = chrome ? words : 0.0;
            cum = cum + add;
            chrome_words[k] = cum;
            if (over == m && cum - chrome_words[last[k]] >= kContentEndChromeWords) over = k;
        }
        const std::size_t last_content = title + (over < m ? last[over] : last[m - 1]);
        if (last_content == title) continue;
        for (std::size_t i = title; i <= last_content; ++i) {
            const double gap = l.end[last_content] - l.end[i];
            const double closeness = np_clip01(1.0 - gap / tail_words);
            const double x = anchor * closeness;
            prior[i] = static_cast<float>(x * static_cast<double>(l.content[i]));
        }
    }
}

// two cumulative maxima in log space; only differences of positions are exponentiated
std::vector<float> neighbour_max(const BlockTree& t, const PageFrame& l, const std::vector<float>& s,
                                 double decay_words) {
    const std::size_t n = s.size();
    const auto& page = t.page();
    std::vector<double> pos(n);
    std::vector<double> log_s(n);
    for (std::size_t i = 0; i < n; ++i) {
        const double a = l.start[i] / decay_words;
        const double b = static_cast<double>(page[i]) * kPageGapDecays;
        pos[i] = a + b;
        // most blocks match nothing: log(0) is -infinity without calling log
        const double x = np_max(static_cast<double>(s[i]), 0.0);
        log_s[i] = x == 0.0 ? -std::numeric_limits<double>::infinity() : std::log(x);
    }
    std::vector<double> before(n);
    double acc = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const double x = log_s[i] + pos[i];
        acc = i == 0 ? x : np_max(acc, x);
        before[i] = acc - pos[i];
    }
    std::vector<float> near(n);
    for (std::size_t k = n; k-- > 0;) {
        const double y = log_s[k] - pos[k];
        acc = k == n - 1 ? y : np_max(acc, y);
        const double after = acc + pos[k];
        const double v = np_max(before[k], after);
        near[k] = v == -std::numeric_limits<double>::infinity() ? 0.0f : static_cast<float>(std::exp(v));
    }
    return near;
}

}  // namespace detail

std::vector<float> block_boilerplate(const BlockTree& t) {
    const std::size_t n = t.size();
    const auto& link = t.signal(kSigLink);
    const auto& tag = t.signal(kSigTag);
    const auto& role = t.signal(kSigRole);
    const auto& cls = t.signal(kSigClass);
    const auto& list = t.signal(kSigList);
    const auto& author = t.signal(kSigAuthor);
    // the tag_names() indices of tr, td and th: link density does not count in a table row or cell
    std::vector<std::int32_t> cells;
    for (std::size_t k = 0; k < t.tag_names().size(); ++k) {
        const std::string& name = t.tag_names()[k];
        if (name == "tr" || name == "td" || name == "th") cells.push_back(static_cast<std::int32_t>(k));
    }
    // each page's title block (its first block at title distance 0): link density does not count there
    // either (a post's h1 links to its own permalink; a Q&A title sits beside an "Ask Question" button)
    std::vector<std::uint8_t> title(n, 0);
    {
        const auto& d = t.title_distance();
        const auto& page = t.page();
        std::vector<std::uint8_t> seen;
        for (std::size_t i = 0; i < n; ++i) {
            if (d[i] != 0.0f) continue;
            const auto p = static_cast<std::size_t>(page[i]);
            if (seen.size() <= p) seen.resize(p + 1, 0);
            if (!seen[p]) title[i] = 1;
            seen[p] = 1;
        }
    }
    std::vector<float> out(n);
    for (std::size_t i = 0; i < n; ++i) {
        const float structural = np_max(np_max(np_max(tag[i], role[i]), cls[i]), list[i]);
        const float shifted = link[i] - 0.5f;
        const float links = np_clip01(shifted * 2.0f);
        const double words = np_clip01(static_cast<double>(t.words()[i]) / 12.0);
        double scaled = static_cast<double>(links) * words;
        if (title[i]) scaled = 0.0;
        if (!cells.empty()) {
            const std::int32_t name = t.node_tag()[t.block_node()[i]];
            for (const std::int32_t c : cells) {
                if (name == c) scaled = 0.0;
            }
        }
        // a byline or author box is content whatever its surroundings: its share is not chrome
        const double chrome = np_max(static_cast<double>(structural), scaled);
        const float keep = 1.0f - author[i];
        out[i] = static_cast<float>(chrome * static_cast<double>(keep));
    }
    return out;
}

void apply_bm25_priors(const BlockTree& tree, std::vector<float>& s, const Bm25Priors& p) {
    const std::size_t n = tree.size();
    if (s.size() != n) {
        throw Error(Errc::kInvalidArgument, "apply_bm25_priors: " + std::to_string(s.size()) +
                                                " scores for a tree of " + std::to_string(n) + " blocks");
    }
    if (n == 0) return;
    detail::apply_bm25_priors(tree, detail::make_page_frame(tree), s, p);
}

void detail::apply_bm25_priors(const BlockTree& tree, const PageFrame& l, std::vector<float>& s,
                               const Bm25Priors& p) {
    const std::size_t n = tree.size();
    if (p.boilerplate > 0.0f) {
        for (std::size_t i = 0; i < n; ++i) {
            const float x = p.boilerplate * l.boilerplate[i];
            const float keep = 1.0f - x;
            s[i] = s[i] * keep;
        }
    }
    if (p.position > 0.0f) {
        const auto count = static_cast<float>(n);
        for (std::size_t i = 0; i < n; ++i) {
            const float rank = static_cast<float>(i) / count;
            const float rest = 1.0f - rank;
            const float x = p.position * rest;
            const float factor = 1.0f + x;
            s[i] = s[i] * factor;
        }
    }
    if (!l.title_blocks.empty() && (p.lead > 0.0f || p.tail > 0.0f || p.byline > 0.0f)) {
        std::vector<float> frame(n, 0.0f);
        std::vector<float> prior(n, 0.0f);
        if (p.lead > 0.0f) {
            detail::lead_prior(tree, l, s, p.lead_words, prior);
            for (std::size_t i = 0; i < n; ++i) {
                const float x = p.lead * prior[i];
                frame[i] = frame[i] + x;
            }
        }
        if (p.tail > 0.0f) {
            std::fill(prior.begin(), prior.end(), 0.0f);
            detail::tail_prior(tree, l, s, p.tail_words, prior);
            for (std::size_t i = 0; i < n; ++i) {
                const float x = p.tail * prior[i];
                frame[i] = frame[i] + x;
            }
        }
        if (p.byline > 0.0f) {
            // a byline gets its page title's score (0 when negative), wherever it sits
            const auto& page = tree.page();
            std::vector<float> anchor(static_cast<std::size_t>(page.empty() ? 0 : *std::max_element(page.begin(), page.end())) + 1, 0.0f);
            for (const std::size_t b : l.title_blocks) anchor[static_cast<std::size_t>(page[b])] = np_max(s[b], 0.0f);
            for (std::size_t i = 0; i < n; ++i) {
                const float x = p.byline * anchor[static_cast<std::size_t>(page[i])];
                const float y = x * l.byline[i];
                frame[i] = frame[i] + y;
            }
        }
        for (std::size_t i = 0; i < n; ++i) s[i] = s[i] + frame[i];
    }
    if (p.neighbour > 0.0f) {
        const std::vector<float> near = detail::neighbour_max(tree, l, s, p.neighbour_words);
        for (std::size_t i = 0; i < n; ++i) {
            const float x = p.neighbour * near[i];
            const float y = x * l.content[i];
            s[i] = s[i] + y;
        }
    }
    if (p.chrome_last != 0.0f) rank_chrome_last(block_ranked_last(tree, l.boilerplate), p.chrome_last, s);
}

std::vector<float> block_ranked_last(const BlockTree& tree, std::vector<float> chrome) {
    const auto& reference = tree.signal(kSigReference);
    if (chrome.size() != reference.size()) {
        throw Error(Errc::kInvalidArgument, "block_ranked_last: " + std::to_string(chrome.size()) +
                                                " chrome scores for a tree of " + std::to_string(reference.size()) +
                                                " blocks");
    }
    for (std::size_t i = 0; i < chrome.size(); ++i) chrome[i] = np_max(chrome[i], reference[i]);
    return chrome;
}

bool asks_for_a_person(std::string_view query) noexcept {
    return detail::has_any_word(query, {"who", "whom", "whose", "author", "authors", "authored", "wrote", "written",
                                        "writer", "writers", "byline", "bylines"});
}

bool asks_for_a_date(std::string_view query) noexcept {
    return detail::has_any_word(query, {"when", "date", "dates", "dated", "published", "posted", "updated", "day"});
}

Bm25Priors priors_for(std::string_view query, Bm25Priors priors) noexcept {
    if (priors.byline != 0.0f && !asks_for_a_person(query)) priors.byline = 0.0f;
    return priors;
}

std::vector<float> bm25_tree_scores(std::string_view query, const BlockTree& tree, const Bm25Config& config) {
    std::vector<float> s = bm25_scores(query, tree, config.bm25);
    apply_bm25_priors(tree, s, priors_for(query, config.priors));
    return s;
}

void rank_chrome_last(const std::vector<float>& chrome, float threshold, std::vector<float>& s) {
    if (chrome.size() != s.size()) {
        throw Error(Errc::kInvalidArgument, "rank_chrome_last: " + std::to_string(s.size()) + " scores and " +
                                                std::to_string(chrome.size()) + " chrome scores");
    }
    if (!(threshold >= 0.0f && threshold <= 1.0f)) {
        throw Error(Errc::kInvalidArgument, "chrome_last must be in [0, 1], got " + std::to_string(threshold));
    }
    if (threshold == 0.0f) return;
    // a page's unmatched content is likelier to hold the answer than its menus and navigation boxes:
    // what the scorer left of a chrome block's score only orders the chrome among itself
    float top = 0.0f;
    float low = 0.0f;
    for (const float v : s) {
        if (!std::isfinite(v)) continue;
        top = np_max(top, v);
        low = v < low ? v : low;
    }
    const float shift = (top - low) + 1.0f;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (chrome[i] >= threshold) s[i] = s[i] - shift;
    }
}

}  // namespace htmlprune
