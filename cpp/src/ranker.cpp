#include "htmlprune/ranker.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>

#include "htmlprune/status.hpp"
#include "htmlprune/tags.hpp"

#include "detail/page_frame.hpp"
#include "detail/query_words.hpp"
#include "detail/table_extremes.hpp"

namespace htmlprune {
namespace {

// The priors' reach, as BM25Scorer's defaults (the features give the model where a block sits; the
// weights say how much that counts).
constexpr float kLeadWords = 250.0f;
constexpr double kTailWords = 100.0;
constexpr double kNearWords = 50.0;
constexpr double kFarWords = 250.0;

bool is_list(TagId t) noexcept {
    return t == TagId::kUl || t == TagId::kOl || t == TagId::kDl || t == TagId::kMenu;
}

// Per Document node: whether it lies inside a list / a table (nodes are in pre-order: parents first).
void containers(const Document& doc, std::vector<std::uint8_t>& in_list, std::vector<std::uint8_t>& in_table) {
    const std::size_t n = doc.nodes.size();
    in_list.assign(n, 0);
    in_table.assign(n, 0);
    for (std::size_t i = 1; i < n; ++i) {
        const NodeIndex p = doc.nodes[i].parent;
        if (p == kNoNode || p >= i) continue;
        const Node& parent = doc.nodes[p];
        const bool element = is_element(parent);
        in_list[i] = static_cast<std::uint8_t>(in_list[p] | (element && is_list(parent.tag)));
        in_table[i] = static_cast<std::uint8_t>(in_table[p] | (element && parent.tag == TagId::kTable));
    }
}

bool is_item(TagId t) noexcept {
    return t == TagId::kLi || t == TagId::kTr || t == TagId::kDt || t == TagId::kDd;
}

constexpr std::uint8_t kFirstItem = 1;
constexpr std::uint8_t kLastItem = 2;

// Per Document node: kFirstItem / kLastItem for the first / last of two or more element children of one
// parent with the same item tag (is_item; of a table's rows, those with a data cell: WTQ's "first" asks for
// the first row under the header). Only the parents of `nodes` are read, each once: O(their children).
std::vector<std::uint8_t> item_ends(const Document& doc, const std::vector<NodeIndex>& nodes) {
    std::vector<std::uint8_t> ends(doc.nodes.size(), 0);
    std::vector<std::uint8_t> seen(doc.nodes.size(), 0);
    for (const NodeIndex v : nodes) {
        if (v == kNoNode || !is_element(doc.nodes[v]) || !is_item(doc.nodes[v].tag)) continue;
        const NodeIndex p = doc.nodes[v].parent;
        if (p == kNoNode || seen[p]) continue;
        seen[p] = 1;
        // a table's widest row: a row of fewer than half as many cells is a note ("*Non-conference game"),
        // not an item (the last game is the row above it)
        std::size_t widest = 0;
        for (NodeIndex c = doc.nodes[p].first_child; c != kNoNode; c = doc.nodes[c].next_sibling) {
            if (is_element(doc.nodes[c]) && doc.nodes[c].tag == TagId::kTr) {
                widest = std::max(widest, detail::row_cells(doc, c));
            }
        }
        for (const TagId t : {TagId::kLi, TagId::kTr, TagId::kDt, TagId::kDd}) {
            NodeIndex first = kNoNode;
            NodeIndex last = kNoNode;
            for (NodeIndex c = doc.nodes[p].first_child; c != kNoNode; c = doc.nodes[c].next_sibling) {
                if (!is_element(doc.nodes[c]) || doc.nodes[c].tag != t) continue;
                if (t == TagId::kTr && !detail::is_data_row(doc, c)) continue;  // a header row is no item
                if (t == TagId::kTr && 2 * detail::row_cells(doc, c) <= widest) continue;
                if (first == kNoNode) first = c;
                last = c;
            }
            if (first != last) {
                ends[first] |= kFirstItem;
                ends[last] |= kLastItem;
            }
        }
    }
    return ends;
}

// Logits are clamped to +-this, so that their differences stay finite.
constexpr float kLogitLimit = 1e30f;
// The prior_log feature of blocks the priors leave at 0.
constexpr float kPriorFloor = 1e-4f;

// rel[i] = max(s[i], 0) / the highest score (all 0 when nothing is positive); returns that highest score.
float relative_to_best(const std::vector<float>& s, std::vector<float>& rel) {
    float best = 0.0f;
    for (const float v : s) best = std::max(best, v);
    if (best > 0.0f) {
        for (std::size_t i = 0; i < s.size(); ++i) rel[i] = std::max(s[i], 0.0f) / best;
    }
    return best;
}

float digit_share(std::string_view text) noexcept {
    if (text.empty()) return 0.0f;
    std::size_t digits = 0;
    for (const char c : text) digits += (c >= '0' && c <= '9') ? 1 : 0;
    return static_cast<float>(digits) / static_cast<float>(text.size());
}

}  // namespace

bool asks_for_an_extreme(std::string_view query) noexcept {
    return detail::has_any_word(
        query, {"most", "least", "fewest", "highest", "lowest", "largest", "smallest", "biggest", "greatest",
                "longest", "shortest", "tallest", "oldest", "youngest", "newest", "earliest", "latest", "fastest",
                "slowest", "heaviest", "lightest", "best", "worst", "top", "maximum", "minimum", "max", "min",
                "farthest", "furthest", "closest", "nearest", "deepest", "hottest", "coldest", "cheapest"});
}

const std::array<std::string_view, kRankerFeatureCount>& ranker_feature_names() noexcept {
    static constexpr std::array<std::string_view, kRankerFeatureCount> kNames = {
        "bm25",         "bm25_log",  "bm25_best", "prior",        "prior_log", "heading_bm25", "lead",      "lead_title",
        "tail",         "tail_title", "byline",   "byline_title", "near_50",   "near_250",
        "chrome",       "link_density", "position", "words_log",  "list",      "table_row",
        "in_list",      "in_table",  "after_title", "digits",     "siblings_log", "first_item", "last_item",
        "lead_when",    "lead_title_when", "digits_when", "column_extreme", "header_extreme"};
    return kNames;
}

std::vector<float> ranker_features(std::string_view query, const BlockTree& tree, const Bm25Config& config) {
    const std::size_t n = tree.size();
    constexpr std::size_t F = kRankerFeatureCount;
    std::vector<float> out(n * F, 0.0f);
    if (n == 0) return out;
    const std::vector<float> s = bm25_scores(query, tree, config.bm25);
    std::vector<float> rel(n, 0.0f);
    const float best = relative_to_best(s, rel);
    const detail::PageFrame frame = detail::make_page_frame(tree);
    std::vector<float> prior = s;
    Bm25Priors priors = priors_for(query, config.priors);
    priors.chrome_last = 0.0f;  // the chrome feature says what it would
    // bylines answer who wrote the page; for other questions their features say nothing (with them, a
    // model fitted on author questions ranked "By Sara" first for a recipe's first step)
    const float person = asks_for_a_person(query) ? 1.0f : 0.0f;
    // the date under a title answers "when"; for other questions the lead is a story's first lines (with
    // ungated lead features, dates taught a model to keep a recipe's story before its steps)
    const float when = asks_for_a_date(query) ? 1.0f : 0.0f;
    detail::apply_bm25_priors(tree, frame, prior, priors);
    std::vector<float> prior_rel(n, 0.0f);
    relative_to_best(prior, prior_rel);

    const std::vector<float> ones(n, 1.0f);
    std::vector<float> lead(n, 0.0f);
    std::vector<float> tail(n, 0.0f);
    if (!frame.title_blocks.empty()) {
        detail::lead_prior(tree, frame, ones, kLeadWords, lead);
        detail::tail_prior(tree, frame, ones, kTailWords, tail);
    }
    const std::vector<float> near = detail::neighbour_max(tree, frame, rel, kNearWords);
    const std::vector<float> far = detail::neighbour_max(tree, frame, rel, kFarWords);

    const auto& page = tree.page();
    std::vector<float> title_rel;  // per page; 0 without a title
    for (const std::size_t b : frame.title_blocks) {
        const auto p = static_cast<std::size_t>(page[b]);
        if (title_rel.size() <= p) title_rel.resize(p + 1, 0.0f);
        title_rel[p] = rel[b];
    }
    std::vector<std::uint32_t> siblings(n + 1, 0);  // index parent + 1 (0 = no parent)
    for (std::size_t i = 0; i < n; ++i) ++siblings[static_cast<std::size_t>(tree.parent()[i] + 1)];

    const Document& doc = tree.document();
    std::vector<std::uint8_t> in_list;
    std::vector<std::uint8_t> in_table;
    containers(doc, in_list, in_table);
    // "the first step", "the last row": an ordinal asks for an end of a list or table
    const bool asks_first = detail::has_any_word(query, {"first"});
    const bool asks_last = detail::has_any_word(query, {"last", "final"});
    const std::vector<std::uint8_t> ends =
        (asks_first || asks_last) ? item_ends(doc, tree.block_node()) : std::vector<std::uint8_t>();
    // "the most grades", "the tallest": a superlative asks for the row with a column's extreme number
    const bool asks_extreme = asks_for_an_extreme(query);
    const std::vector<std::uint8_t> extremes =
        asks_extreme ? detail::column_extremes(doc, tree.block_node(), query) : std::vector<std::uint8_t>();
    const auto& link = tree.signal(kSigLink);
    const auto& distance = tree.title_distance();
    const auto count = static_cast<float>(n);
    for (std::size_t i = 0; i < n; ++i) {
        float* f = &out[i * F];
        const auto p = static_cast<std::size_t>(page[i]);
        const float title = p < title_rel.size() ? title_rel[p] : 0.0f;
        const NodeIndex node = tree.block_node()[i];
        const TagId tag = is_element(doc.nodes[node]) ? doc.nodes[node].tag : TagId::kUnknown;
        const BlockIndex heading = tree.heading_block()[i];
        f[kFeatBm25] = rel[i];
        f[kFeatBm25Log] = std::log1p(std::max(s[i], 0.0f));
        f[kFeatBm25Best] = (best > 0.0f && s[i] >= best) ? 1.0f : 0.0f;
        f[kFeatPrior] = prior_rel[i];
        f[kFeatPriorLog] = std::log(std::max(prior_rel[i], kPriorFloor));
        f[kFeatHeadingBm25] = heading == kNoBlock ? 0.0f : rel[heading];
        f[kFeatLead] = lead[i];
        f[kFeatLeadTitle] = lead[i] * title;
        f[kFeatTail] = tail[i];
        f[kFeatTailTitle] = tail[i] * title;
        f[kFeatByline] = frame.byline[i] * person;
        f[kFeatBylineTitle] = frame.byline[i] * title * person;
        f[kFeatNear50] = near[i];
        f[kFeatNear250] = far[i];
        f[kFeatChrome] = frame.boilerplate[i];
        f[kFeatLinkDensity] = link[i];
        f[kFeatPosition] = static_cast<float>(i) / count;
        f[kFeatWordsLog] = std::log1p(static_cast<float>(std::max(tree.words()[i], 0)));
        f[kFeatList] = (is_list(tag) || tag == TagId::kLi || tag == TagId::kDt || tag == TagId::kDd) ? 1.0f : 0.0f;
        f[kFeatTableRow] = (is_table_part(tag) || tag == TagId::kTable) ? 1.0f : 0.0f;
        f[kFeatInList] = in_list[node] ? 1.0f : 0.0f;
        f[kFeatInTable] = in_table[node] ? 1.0f : 0.0f;
        f[kFeatAfterTitle] = distance[i] >= 0.0f ? 1.0f : 0.0f;  // NaN (no title): 0
        f[kFeatDigits] = digit_share(tree.text(static_cast<BlockIndex>(i)));
        f[kFeatSiblingsLog] = std::log1p(static_cast<float>(siblings[static_cast<std::size_t>(tree.parent()[i] + 1)]));
        f[kFeatFirstItem] = (asks_first && (ends[node] & kFirstItem)) ? 1.0f : 0.0f;
        f[kFeatLastItem] = (asks_last && (ends[node] & kLastItem)) ? 1.0f : 0.0f;
        f[kFeatLeadWhen] = f[kFeatLead] * when;
        f[kFeatLeadTitleWhen] = f[kFeatLeadTitle] * when;
        f[kFeatDigitsWhen] = f[kFeatDigits] * when;
        if (asks_extreme) {
            // a row's block, or a cell's: the row's marks
            const NodeIndex up = doc.nodes[node].parent;
            const std::uint8_t marks = extremes[node] | (up == kNoNode ? 0 : extremes[up]);
            f[kFeatColumnExtreme] = (marks & detail::kColumnExtreme) ? 1.0f : 0.0f;
            f[kFeatHeaderExtreme] = (marks & detail::kHeaderExtreme) ? 1.0f : 0.0f;
        }
    }
    return out;
}

std::vector<float> ranker_scores(const std::vector<float>& features, const RankerModel& model) {
    constexpr std::size_t F = kRankerFeatureCount;
    if (features.size() % F != 0) {
        throw Error(Errc::kInvalidArgument, "ranker_scores: " + std::to_string(features.size()) +
                                                " features is not a whole number of rows of " + std::to_string(F));
    }
    if (!std::isfinite(model.bias) ||
        !std::all_of(model.weights.begin(), model.weights.end(), [](float w) { return std::isfinite(w); })) {
        throw Error(Errc::kInvalidArgument, "ranker_scores: the model's weights must be finite");
    }
    const std::size_t n = features.size() / F;
    std::vector<float> logits(n);
    float top = -std::numeric_limits<float>::infinity();
    for (std::size_t i = 0; i < n; ++i) {
        const float* f = &features[i * F];
        float logit = model.bias;
        for (std::size_t k = 0; k < F; ++k) logit += model.weights[k] * f[k];
        // finite weights can still overflow (or meet inf - inf): keep every difference below finite
        logits[i] = std::isnan(logit) ? -kLogitLimit : std::clamp(logit, -kLogitLimit, kLogitLimit);
        top = std::max(top, logits[i]);
    }
    // log-probabilities up to the page's normaliser: the best block scores 0, the others below
    for (float& z : logits) z -= top;
    return logits;
}

std::vector<float> ranker_scores(std::string_view query, const BlockTree& tree, const Bm25Config& config,
                                 const RankerModel& model) {
    const std::vector<float> features = ranker_features(query, tree, config);
    std::vector<float> scores = ranker_scores(features, model);
    const float threshold = config.priors.chrome_last;
    if (threshold == 0.0f || scores.empty()) return scores;
    // every scorer's last rule: a linear model lets a menu that matches the query outrank the page's
    // unmatched content, which is likelier to hold the answer (content_probe.py, ranker_eval.py)
    std::vector<float> chrome(scores.size());
    for (std::size_t i = 0; i < scores.size(); ++i) chrome[i] = features[i * kRankerFeatureCount + kFeatChrome];
    rank_chrome_last(block_ranked_last(tree, std::move(chrome)), threshold, scores);
    const float top = *std::max_element(scores.begin(), scores.end());
    for (float& z : scores) z -= top;  // a page of chrome only: its best block scores 0 again
    return scores;
}

}  // namespace htmlprune
