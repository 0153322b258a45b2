// libFuzzer target: block tree + BM25 (+context, smoothing) + the ranker's features and scores + selection + rendering on arbitrary bytes. The first byte picks
// max_words and the index base; the rest is split into pages at "\x00\x00"; the last page's first 32 bytes
// double as the query. Aborts on any broken invariant (block order, parents, spans, word counts, masks,
// render output well-formed, truncation within its allowance).
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/bm25.hpp"
#include "htmlprune/prune.hpp"
#include "htmlprune/ranker.hpp"
#include "htmlprune/serialize.hpp"

namespace {

void require(bool ok, const char* what) {
    if (!ok) {
        std::fprintf(stderr, "fuzz_block_tree: invariant broken: %s\n", what);
        std::abort();
    }
}

// The output never stops inside a tag. Quotes only open an attribute value right after '=' past the tag
// name (a tag name may contain '"' or '=', e.g. <br"x> or </a=">).
void check_no_partial_tag(std::string_view html) {
    bool in_tag = false;
    bool in_name = false;
    bool after_eq = false;
    char quote = 0;
    char prev = 0;
    for (const char c : html) {
        const char before = prev;
        prev = c;
        if (!in_tag) {
            in_tag = c == '<';
            in_name = in_tag;
            after_eq = false;
            continue;
        }
        const bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f';
        if (quote != 0) {
            if (c == quote) quote = 0;
        } else if (c == '>') {
            in_tag = false;
        } else if (in_name) {
            in_name = !(space || (c == '/' && before != '<'));
        } else if (after_eq && (c == '"' || c == '\'')) {
            quote = c;
            after_eq = false;
        } else if (c == '=') {
            after_eq = true;
        } else if (!space) {
            after_eq = false;
        }
    }
    require(!in_tag, "output ends inside a tag");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    using namespace htmlprune;  // NOLINT(google-build-using-namespace)
    BlockTreeOptions o;
    o.max_words = 1u + (data[0] & 0x3Fu);
    o.index_base = (data[0] >> 6) & 1u;
    o.max_path_depth = (data[0] >> 7) != 0 ? 6u : 0u;
    o.clean.limits.max_depth = 256;
    o.max_block_bytes = size % 3 == 0 ? 200u : 0u;
    const std::string_view input(reinterpret_cast<const char*>(data + 1), size - 1);
    std::vector<std::string_view> pages;
    std::size_t start = 0;
    while (pages.size() < 4) {
        const std::size_t sep = input.find(std::string_view("\0\0", 2), start);
        if (sep == std::string_view::npos) break;
        pages.push_back(input.substr(start, sep - start));
        start = sep + 2;
    }
    pages.push_back(input.substr(start));

    const BlockTree t = build_block_tree(pages, o);
    const std::size_t nb = t.size();
    const std::size_t nn = t.document().nodes.size();
    require(t.html() == serialize(t.document()), "html() is not serialize(document())");
    for (std::size_t i = 0; i < nb; ++i) {
        const auto b = static_cast<BlockIndex>(i);
        require(t.block_node()[i] < nn, "block node out of range");
        require(i == 0 || t.block_node()[i - 1] < t.block_node()[i], "blocks not in document order");
        require(t.parent()[i] < static_cast<std::int32_t>(i), "parent after child");
        require(t.parent()[i] < 0 || t.is_leaf()[static_cast<std::size_t>(t.parent()[i])] == 0,
                "parent block is a leaf");
        require(t.byte_start()[i] <= t.byte_end()[i] && t.byte_end()[i] <= t.html().size(),
                "byte span out of range");
        require(t.words()[i] > 0 || t.is_leaf()[i] == 0, "leaf block without words");
        require(t.page()[i] >= 0 && static_cast<std::size_t>(t.page()[i]) < std::max<std::size_t>(1, pages.size()),
                "page out of range");
        require(static_cast<int>(t.path(b).size()) >= 3 * t.depth()[i], "path shorter than depth");
        (void)t.block_piece_html(b);
    }
    const std::string_view query = pages.back().substr(0, 32);
    Bm25Options bo;
    bo.context = size % 2 == 0;
    const std::vector<float> raw = bm25_scores(query, t, bo);
    require(raw.size() == nb, "bm25 size");
    for (const float s : raw) require(s >= 0.0f, "negative bm25 score");
    const std::vector<float> scores = smooth_scores(t, raw, 0.5f);
    for (std::size_t i = 0; i < nb; ++i) require(scores[i] >= raw[i], "smoothing lowered a score");

    // The ranker: finite features, finite scores <= 0 with the best block at 0.
    Bm25Config rc;
    rc.bm25 = bo;
    rc.priors.lead = 1.0f;
    rc.priors.tail = 0.7f;
    rc.priors.byline = 1.0f;
    rc.priors.neighbour = 0.3f;
    const std::vector<float> features = ranker_features(query, t, rc);
    require(features.size() == nb * kRankerFeatureCount, "ranker features size");
    for (const float f : features) require(std::isfinite(f), "non-finite ranker feature");
    // the features only questions of a kind compute (ordinals, extremes: table_extremes.cpp's cell numbers)
    const std::string asking = "the first last most " + std::string(query);
    for (const float f : ranker_features(asking, t, rc)) require(std::isfinite(f), "non-finite ranker feature");
    RankerModel model;
    for (std::size_t k = 0; k < kRankerFeatureCount; ++k) model.weights[k] = static_cast<float>(k % 5) - 2.0f;
    const std::vector<float> ranked = ranker_scores(features, model);
    float top = -1.0f;
    for (const float r : ranked) {
        require(std::isfinite(r) && r <= 0.0f, "ranker score not finite or above 0");
        top = std::max(top, r);
    }
    require(nb == 0 || top == 0.0f, "best ranker score is not 0");

    // Selection with crude costs; the estimate of the returned mask respects the budget.
    std::vector<std::uint32_t> cost(nb);
    for (std::size_t i = 0; i < nb; ++i) cost[i] = 1u + static_cast<std::uint32_t>(t.text(static_cast<BlockIndex>(i)).size() / 4);
    std::vector<std::uint32_t> tags(nn, 0);
    for (std::size_t v = 0; v < nn; ++v) {
        if (t.document().nodes[v].kind == NodeKind::kElement) tags[v] = 3;
    }
    const std::uint32_t budget = static_cast<std::uint32_t>(size % 97);
    for (const bool density : {false, true}) {
        SelectOptions so;
        so.density = density;
        so.heading_context = density;
        const std::vector<std::uint8_t> keep = select_blocks(t, scores, cost, tags, budget, so);
        require(keep.size() == nb, "mask size");
        require(estimate_cost(t, keep, cost, tags) <= budget, "selection over budget");
        SerializeOptions ro;
        ro.omit_optional_end_tags = density;
        const std::string out = render(t, keep, ro);
        check_no_partial_tag(out);
    }
    const std::string all = render(t, std::vector<std::uint8_t>(nb, 1));
    check_no_partial_tag(all);
    if (nb > 0) {
        const auto b = static_cast<BlockIndex>(size % nb);
        bool truncated = false;
        const std::string cut = render_truncated(t, b, size % 61, {}, &truncated);
        check_no_partial_tag(cut);
        std::string text;
        const Document d = clean_document(cut, o.clean);
        visible_text(d, text);
        std::size_t bytes = 0;
        for (const char c : text) bytes += (c != '\n' && c != ' ') ? 1 : 0;
        require(!truncated || bytes <= size % 61, "truncated text over its allowance");
    }
    return 0;
}
