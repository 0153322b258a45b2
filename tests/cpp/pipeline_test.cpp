// The pipeline (pipeline.hpp): one document equals its stages called one by one, and a batch on several
// threads equals the batch on one, with errors kept per document. CI runs these under ThreadSanitizer too
// (the tsan build in .ci/run), where the shared TagCosts table, config and trees meet several workers.
#include "htmlprune/pipeline.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/status.hpp"

namespace htmlprune {
namespace {

// A thread-safe stand-in for a tokenizer: one token per 3 bytes, rounded up.
std::int64_t thirds(std::string_view s) { return static_cast<std::int64_t>((s.size() + 2) / 3); }

std::string page(int k) {
    std::string html = "<html><head><title>Page " + std::to_string(k) + "</title></head><body><nav><ul>";
    for (int i = 0; i < 4; ++i) html += "<li><a href=/x" + std::to_string(i) + ">Menu item</a></li>";
    html += "</ul></nav><h1>Page " + std::to_string(k) + "</h1><table><tr><th>Year<th>Winner";
    for (int r = 0; r < 20 + k; ++r) {
        html += "<tr><td>" + std::to_string(1990 + r) + "<td>Player number " + std::to_string(r * 7 + k);
    }
    html += "</table><p>Some closing words about page " + std::to_string(k) + " and its players.</p></body></html>";
    return html;
}

PruneConfig small_config() {
    PruneConfig c;
    c.fit.budget = 120;
    return c;
}

TEST(Pipeline, DefaultsAreTheTunedOnes) {
    const PruneConfig c;
    EXPECT_EQ(c.tree.max_words, 256u);
    EXPECT_EQ(c.tree.max_block_bytes, 600u);
    EXPECT_TRUE(c.fit.serialize.omit_optional_end_tags);
    EXPECT_TRUE(c.fit.serialize.drop_inline_hidden);
    EXPECT_FLOAT_EQ(c.fit.smoothing, 0.5f);
    EXPECT_EQ(c.time_limit, 0.0);
}

TEST(Pipeline, OneDocumentEqualsItsStagesOneByOne) {
    const PruneConfig config = small_config();
    Bm25Config bm25;
    bm25.bm25.context = true;
    bm25.priors.boilerplate = 0.8f;
    bm25.priors.chrome_last = 0.8f;
    const std::string html = page(3);
    TagCosts table(config.fit.serialize.format);
    PruneInput in;
    in.query = "who won in 1995";
    in.pages = {html};
    const PruneOutput out = prune_document(in, config, &bm25, thirds, false, table);
    ASSERT_TRUE(out.tree.has_value());
    EXPECT_EQ(out.stopped_before, PruneStage::kNone);

    const BlockTree tree = build_block_tree(std::vector<std::string_view>{html}, config.tree);
    const std::vector<float> scores = bm25_tree_scores(in.query, tree, bm25);
    TagCosts fresh(config.fit.serialize.format);
    const TokenCosts costs = token_costs(tree, fresh.costs(tree, thirds), config.fit.serialize, config.bytes_per_token);
    const FitResult fit = fit_budget(tree, scores, costs.block, costs.node_tag, thirds, config.fit);
    EXPECT_EQ(out.tree->html(), tree.html());
    EXPECT_EQ(out.fit.content, fit.content);
    EXPECT_EQ(out.fit.keep, fit.keep);
    EXPECT_EQ(out.fit.n_tokens, fit.n_tokens);
    EXPECT_LE(out.fit.n_tokens, 120);
    EXPECT_NE(out.fit.content.find("1995"), std::string::npos);
    EXPECT_EQ(out.fit.content.find("Menu item"), std::string::npos);
}

TEST(Pipeline, BatchOnThreadsEqualsOneThreadInOrderWithErrorsPerDocument) {
    PruneConfig config = small_config();
    config.tree.clean.limits.max_bytes = 2000;  // page 9 is larger: its error is its own
    Bm25Config bm25;
    bm25.bm25.context = true;
    std::vector<std::string> pages;
    for (int k = 0; k < 12; ++k) pages.push_back(page(k));
    pages[9] += std::string(3000, ' ');
    std::vector<PruneInput> inputs(pages.size());
    for (std::size_t i = 0; i < pages.size(); ++i) {
        inputs[i].query = i % 2 == 0 ? "winner in 1999" : "closing words";
        inputs[i].pages = {pages[i]};
    }
    // one input gives its own tree and scores (a model scorer's path)
    const BlockTree kept = build_block_tree(std::vector<std::string_view>{pages[4]}, config.tree);
    const std::vector<float> given(kept.size(), 1.0f);
    inputs[4].pages.clear();
    inputs[4].tree = &kept;
    inputs[4].scores = &given;

    TagCosts one_table(config.fit.serialize.format);
    const std::vector<PruneOutput> one = prune_batch(inputs, config, &bm25, thirds, false, one_table, 1);
    TagCosts shared(config.fit.serialize.format);
    const std::vector<PruneOutput> four = prune_batch(inputs, config, &bm25, thirds, false, shared, 4);
    ASSERT_EQ(one.size(), inputs.size());
    ASSERT_EQ(four.size(), inputs.size());
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        SCOPED_TRACE(i);
        if (i == 9) {
            ASSERT_TRUE(one[i].error);
            ASSERT_TRUE(four[i].error);
            try {
                std::rethrow_exception(four[i].error);
            } catch (const Error& e) {
                EXPECT_EQ(e.code(), Errc::kLimitExceeded);
            }
            continue;
        }
        ASSERT_FALSE(one[i].error);
        ASSERT_FALSE(four[i].error);
        EXPECT_EQ(one[i].tree.has_value(), i != 4);
        EXPECT_EQ(one[i].fit.content, four[i].fit.content);
        EXPECT_EQ(one[i].fit.keep, four[i].fit.keep);
        EXPECT_EQ(one[i].fit.n_tokens, four[i].fit.n_tokens);
        EXPECT_LE(four[i].fit.n_tokens, 120);
        // results in input order: each output holds its own page's title
        if (i != 4) {
            EXPECT_NE(four[i].tree->html().find("Page " + std::to_string(i) + "<"), std::string::npos);
        }
    }
    EXPECT_EQ(one_table.size(), shared.size());
}

TEST(Pipeline, LineCountsAndFormatsGiveTheSameOutputsOnThreads) {
    for (const OutputFormat format : {OutputFormat::kHtml, OutputFormat::kMarkdown, OutputFormat::kText}) {
        PruneConfig config = small_config();
        config.fit.serialize.format = format;
        Bm25Config bm25;
        std::vector<std::string> pages;
        for (int k = 0; k < 6; ++k) pages.push_back(page(k));
        std::vector<PruneInput> inputs(pages.size());
        for (std::size_t i = 0; i < pages.size(); ++i) {
            inputs[i].query = "player 1995";
            inputs[i].pages = {pages[i], pages[(i + 1) % pages.size()]};
        }
        TagCosts a(format);
        TagCosts b(format);
        const auto one = prune_batch(inputs, config, &bm25, thirds, true, a, 1);
        const auto two = prune_batch(inputs, config, &bm25, thirds, true, b, 2);
        for (std::size_t i = 0; i < inputs.size(); ++i) {
            ASSERT_FALSE(one[i].error);
            EXPECT_EQ(one[i].fit.content, two[i].fit.content);
            EXPECT_EQ(one[i].tree->n_pages(), 2u);
        }
    }
}

TEST(Pipeline, ATimeLimitStopsADocumentBetweenStages) {
    PruneConfig config = small_config();
    config.time_limit = 1e-12;
    Bm25Config bm25;
    const std::string html = page(1);
    PruneInput in;
    in.query = "winner";
    in.pages = {html};
    TagCosts table(config.fit.serialize.format);
    const PruneOutput out = prune_document(in, config, &bm25, thirds, false, table);
    EXPECT_EQ(out.stopped_before, PruneStage::kScore);
    EXPECT_EQ(out.fit.status, FitStatus::kTimedOut);
    EXPECT_GT(out.elapsed, 0.0);
}

TEST(Pipeline, MisuseIsAnError) {
    const PruneConfig config = small_config();
    const std::string html = page(1);
    PruneInput in;
    in.pages = {html};
    TagCosts html_table(OutputFormat::kHtml);
    TagCosts text_table(OutputFormat::kText);
    Bm25Config bm25;
    EXPECT_THROW(prune_document(in, config, nullptr, thirds, false, html_table), Error);  // no scorer
    EXPECT_THROW(prune_document(in, config, &bm25, thirds, false, text_table), Error);    // other format
    const std::vector<float> wrong(1000, 0.0f);
    in.scores = &wrong;
    EXPECT_THROW(prune_document(in, config, nullptr, thirds, false, html_table), Error);  // score count
}

TEST(Pipeline, RankChromeLastPutsChromeBelowEveryOtherScore) {
    std::vector<float> s = {-3.0f, 2.0f, 5.0f, 0.5f};
    const std::vector<float> chrome = {0.0f, 0.9f, 1.0f, 0.1f};
    rank_chrome_last(chrome, 0.8f, s);
    EXPECT_FLOAT_EQ(s[0], -3.0f);
    EXPECT_FLOAT_EQ(s[3], 0.5f);
    EXPECT_LT(s[1], -3.0f);
    EXPECT_LT(s[2], -3.0f);
    EXPECT_LT(s[1], s[2]);  // their order among themselves is kept
    std::vector<float> same = {1.0f, 2.0f};
    rank_chrome_last({1.0f, 1.0f}, 0.0f, same);  // 0: off
    EXPECT_FLOAT_EQ(same[1], 2.0f);
    EXPECT_THROW(rank_chrome_last({1.0f}, 0.5f, same), Error);
}

}  // namespace
}  // namespace htmlprune
