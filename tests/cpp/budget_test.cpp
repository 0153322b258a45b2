// The budget engine: every output within the budget and counted, calibration, prefix search, the exact
// greedy pass, the cut of the best block, the flattened text, deadlines, deep and huge pages.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/budget.hpp"
#include "htmlprune/prune.hpp"
#include "test_documents.hpp"

namespace htmlprune {
namespace {

using test_support::DocBuilder;
using test_support::from_doc;
using test_support::words;

// One token per byte: exact and easy to reason about.
std::int64_t bytes(std::string_view s) { return static_cast<std::int64_t>(s.size()); }

std::vector<std::uint32_t> costs_per_node(const BlockTree& t, std::uint32_t element_cost) {
    std::vector<std::uint32_t> c(t.document().nodes.size(), 0);
    for (NodeIndex v = 0; v < c.size(); ++v) {
        if (t.document().nodes[v].kind == NodeKind::kElement) c[v] = element_cost;
    }
    return c;
}

std::vector<std::uint32_t> piece_bytes(const BlockTree& t) {
    std::vector<std::uint32_t> c(t.size());
    for (BlockIndex b = 0; b < t.size(); ++b) c[b] = static_cast<std::uint32_t>(t.block_piece_html(b).size());
    return c;
}

FitOptions budget_of(std::uint64_t budget) {
    FitOptions o;
    o.budget = budget;
    return o;
}

BlockTree paragraphs(int n) {
    DocBuilder b;
    b.open("html").open("body");
    for (int i = 0; i < n; ++i) b.leaf("p", "paragraph number " + std::to_string(i) + " has some words");
    b.close().close();
    return from_doc(b.take(), words(8));
}

TEST(FitBudget, EveryOutputIsWithinTheBudgetAndIsWhatWasKept) {
    const BlockTree t = paragraphs(12);
    ASSERT_EQ(t.size(), 12u);
    std::vector<float> scores;
    for (int i = 0; i < 12; ++i) scores.push_back(static_cast<float>((i * 7) % 12));
    const auto block_cost = piece_bytes(t);
    const auto tag_cost = costs_per_node(t, 9);
    std::vector<std::uint8_t> all(t.size(), 1);
    const std::size_t whole = render(t, all).size();
    for (std::uint64_t budget = 1; budget <= whole + 10; budget += 7) {
        const FitResult r = fit_budget(t, scores, block_cost, tag_cost, bytes, budget_of(budget));
        ASSERT_EQ(r.status, FitStatus::kOk);
        EXPECT_LE(static_cast<std::uint64_t>(r.n_tokens), budget);
        EXPECT_EQ(r.n_tokens, bytes(r.content));
        ASSERT_EQ(r.keep.size(), t.size());
        if (!r.truncated) {
            EXPECT_EQ(r.content, render(t, r.keep));
        } else if (r.cut >= 0) {
            EXPECT_EQ(r.content, render_truncated(t, 5, static_cast<std::size_t>(r.cut)));  // best: score 11
        }
        if (budget >= whole) {
            EXPECT_EQ(r.content, render(t, all));
        }
    }
}

TEST(FitBudget, CalibrationFillsTheBudgetWhenEstimatesAreOff) {
    const BlockTree t = paragraphs(40);
    std::vector<float> scores(t.size(), 1.0f);
    // Estimates four times too low: the first round overshoots, the next ones correct the limit.
    std::vector<std::uint32_t> block_cost = piece_bytes(t);
    for (auto& c : block_cost) c /= 4;
    const FitResult r = fit_budget(t, scores, block_cost, costs_per_node(t, 2), bytes, budget_of(600));
    ASSERT_FALSE(r.truncated);
    EXPECT_LE(r.n_tokens, 600);
    // A paragraph is about 40 bytes: the output leaves less than two of them unused.
    EXPECT_GE(r.n_tokens, 600 - 2 * 45);
    EXPECT_LE(r.counts, 4u + 7u + FitOptions{}.top_up_tries);
    // Ties in document order: the first paragraphs are kept.
    EXPECT_EQ(r.keep[0], 1);
}

// 30 paragraphs of uneven lengths (5 to 44 bytes after "row i"), one block each.
BlockTree uneven_paragraphs() {
    DocBuilder b;
    b.open("html").open("body");
    for (int i = 0; i < 30; ++i) {
        b.leaf("p", "row " + std::to_string(i) + std::string(static_cast<std::size_t>(5 + (i * 13) % 40), 'y'));
    }
    b.close().close();
    return from_doc(b.take(), words(8));
}

// Scores that visit the blocks out of document order: (i * 11) mod n.
std::vector<float> shuffled_scores(std::size_t n) {
    std::vector<float> scores;
    for (std::size_t i = 0; i < n; ++i) scores.push_back(static_cast<float>((i * 11) % n));
    return scores;
}

TEST(FitBudget, TopUpAddsTheBestBlocksLeftOutThatStillFit) {
    // paragraphs of uneven lengths; estimates a third too high and one calibration round: the selection
    // stops short of the budget
    const BlockTree t = uneven_paragraphs();
    const std::vector<float> scores = shuffled_scores(30);
    std::vector<std::uint32_t> block_cost = piece_bytes(t);
    for (auto& c : block_cost) c = c * 4 / 3;
    const auto tag_cost = costs_per_node(t, 2);
    int fuller = 0;
    for (std::uint64_t budget = 100; budget <= 1200; budget += 37) {
        FitOptions on = budget_of(budget);
        on.calibration_rounds = 1;
        FitOptions off = on;
        off.top_up_tries = 0;
        const FitResult r0 = fit_budget(t, scores, block_cost, tag_cost, bytes, off);
        const FitResult r = fit_budget(t, scores, block_cost, tag_cost, bytes, on);
        ASSERT_FALSE(r.truncated);
        EXPECT_LE(static_cast<std::uint64_t>(r.n_tokens), budget);
        EXPECT_EQ(r.content, render(t, r.keep));
        EXPECT_GE(r.n_tokens, r0.n_tokens);
        EXPECT_LE(r.counts, r0.counts + FitOptions{}.top_up_tries);
        for (BlockIndex k = 0; k < t.size(); ++k) {
            if (r0.keep[k] != 0) EXPECT_EQ(r.keep[k], 1) << "block " << k << " at budget " << budget;
        }
        fuller += r.n_tokens > r0.n_tokens ? 1 : 0;
    }
    EXPECT_GT(fuller, 0);
}

TEST(FitBudget, TheBestBlockIsKeptWhenItFitsAloneThoughEstimatedOver) {
    // the best block fills the budget exactly, its estimate is one over; a lesser block fits by its
    // estimate (half its size). The paper's greedy (drop the lowest first) keeps the best block: so does
    // the fit.
    const BlockTree t = paragraphs(4);
    const std::vector<float> scores = {0.5f, 1.0f, 0.2f, 0.1f};
    std::vector<std::uint8_t> best_alone(4, 0);
    best_alone[1] = 1;
    const std::string alone = render(t, best_alone);
    std::vector<std::uint32_t> block_cost = piece_bytes(t);
    for (auto& c : block_cost) c /= 2;
    block_cost[1] = static_cast<std::uint32_t>(alone.size()) + 1;
    for (const int rounds : {1, 3}) {
        FitOptions o = budget_of(alone.size());
        o.calibration_rounds = rounds;
        o.top_up_tries = 0;
        const FitResult r = fit_budget(t, scores, block_cost, costs_per_node(t, 1), bytes, o);
        EXPECT_EQ(r.keep, best_alone) << rounds << " rounds";
        EXPECT_EQ(r.content, alone);
        EXPECT_EQ(static_cast<std::size_t>(r.n_tokens), alone.size());
    }
}

TEST(FitBudget, ASelectionFoundOverTheBudgetIsNotRenderedAgain) {
    // uneven paragraphs and estimates off both ways: the top-up and the prefix search come back to
    // selections a calibration round rendered and found over the budget
    const BlockTree t = uneven_paragraphs();
    const std::vector<float> scores = shuffled_scores(30);
    const auto tag_cost = costs_per_node(t, 2);
    int over_seen = 0;
    for (const int skew : {1, 2, 3, 5}) {
        std::vector<std::uint32_t> block_cost = piece_bytes(t);
        for (auto& c : block_cost) c = c * 3 / static_cast<std::uint32_t>(skew + 1);
        for (std::uint64_t budget = 60; budget <= 1200; budget += 11) {
            std::vector<std::string> counted;
            const TokenCountFn count = [&](std::string_view s) {
                counted.emplace_back(s);
                return bytes(s);
            };
            const FitResult r = fit_budget(t, scores, block_cost, tag_cost, count, budget_of(budget));
            ASSERT_EQ(r.status, FitStatus::kOk);
            EXPECT_LE(static_cast<std::uint64_t>(r.n_tokens), budget);
            if (!r.truncated) EXPECT_EQ(r.content, render(t, r.keep));
            EXPECT_EQ(r.counts, counted.size());
            std::sort(counted.begin(), counted.end());
            for (std::size_t k = 1; k < counted.size(); ++k) {
                if (counted[k] != counted[k - 1]) continue;
                // only a selection that fits is rendered again (to be taken as the result)
                EXPECT_LE(counted[k].size(), budget) << "skew " << skew << ", budget " << budget;
            }
            over_seen += static_cast<int>(
                std::count_if(counted.begin(), counted.end(), [&](const std::string& s) { return s.size() > budget; }));
        }
    }
    EXPECT_GT(over_seen, 0);  // the cases above do render selections over the budget
}

TEST(FitBudget, WholeLesserBlockBeatsTheBestOneCut) {
    DocBuilder b;
    b.open("html").open("body");
    b.leaf("p", std::string(500, 'x'));
    b.leaf("p", "small block");
    b.close().close();
    const BlockTree t = from_doc(b.take(), words(2));
    ASSERT_EQ(t.size(), 2u);
    // Estimates of 1 token per block: the estimate keeps everything, the exact count nothing useful.
    const FitResult r = fit_budget(t, {10.0f, 1.0f}, {1, 1}, costs_per_node(t, 0), bytes, budget_of(100));
    ASSERT_EQ(r.status, FitStatus::kOk);
    EXPECT_FALSE(r.truncated);
    EXPECT_EQ(r.keep, (std::vector<std::uint8_t>{0, 1}));
    EXPECT_EQ(r.content, "<p>small block</p>");
}

TEST(FitBudget, CutsTheBestBlockWhenNothingFits) {
    const BlockTree t = build_block_tree(
        "<div><p>First sentence here. Second sentence is a lot longer than that.</p>"
        "<p>other block text that is long too</p></div>",
        BlockTreeOptions{{}, 4, 1, 0});
    ASSERT_EQ(t.size(), 2u);
    const FitResult r = fit_budget(t, {2.0f, 1.0f}, piece_bytes(t), costs_per_node(t, 5), bytes, budget_of(30));
    EXPECT_TRUE(r.truncated);
    ASSERT_GE(r.cut, 0);
    EXPECT_EQ(r.content, "<p>First sentence here.</p>");
    EXPECT_EQ(r.content, render_truncated(t, 0, static_cast<std::size_t>(r.cut)));
    EXPECT_EQ(r.keep, (std::vector<std::uint8_t>{1, 0}));
}

TEST(FitBudget, DeepNestingFlattensTheTextWhenTheTagsAloneAreOverTheBudget) {
    constexpr int kDepth = 100000;
    DocBuilder b;
    for (int i = 0; i < kDepth; ++i) b.open("div");
    b.text("alpha & beta <gamma> delta");
    for (int i = 0; i < kDepth; ++i) b.close();
    const BlockTree t = from_doc(b.take(), words(256));
    ASSERT_EQ(t.size(), 1u);
    // Any tag costs 1000 tokens: no output with markup fits, whatever clean() merges.
    const TokenCountFn tagged = [](std::string_view s) {
        return bytes(s) + 1000 * static_cast<std::int64_t>(std::count(s.begin(), s.end(), '<'));
    };
    const FitResult r = fit_budget(t, {1.0f}, piece_bytes(t), costs_per_node(t, 3), tagged, budget_of(33));
    ASSERT_EQ(r.status, FitStatus::kOk);
    EXPECT_TRUE(r.truncated);
    EXPECT_EQ(r.cut, kCutFlattened);
    EXPECT_EQ(r.content, "alpha &amp; beta &lt;gamma&gt;");  // 36 bytes with " delta"
    EXPECT_EQ(r.n_tokens, 30);
    EXPECT_EQ(r.keep, (std::vector<std::uint8_t>{1}));
}

TEST(FitBudget, HugePageStaysWithinFewCounts) {
    const BlockTree t = paragraphs(20000);
    std::vector<float> scores(t.size());
    for (std::size_t i = 0; i < scores.size(); ++i) scores[i] = static_cast<float>((i * 7919) % 1000);
    const FitResult r = fit_budget(t, scores, piece_bytes(t), costs_per_node(t, 7), bytes, budget_of(4096));
    ASSERT_EQ(r.status, FitStatus::kOk);
    EXPECT_LE(r.n_tokens, 4096);
    EXPECT_GT(r.n_tokens, 3000);
    EXPECT_LE(r.counts, 4u + 16u);
}

TEST(FitBudget, PassedDeadlineStopsBeforeTheFirstRender) {
    const BlockTree t = paragraphs(5);
    FitOptions o = budget_of(100);
    o.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
    const FitResult r = fit_budget(t, std::vector<float>(5, 1.0f), piece_bytes(t), costs_per_node(t, 1), bytes, o);
    EXPECT_EQ(r.status, FitStatus::kTimedOut);
    EXPECT_EQ(r.counts, 0u);
    EXPECT_TRUE(r.content.empty());
}

TEST(FitBudget, CounterErrorsPropagateAndBadArgumentsThrow) {
    const BlockTree t = paragraphs(3);
    const std::vector<float> s(3, 1.0f);
    const TokenCountFn failing = [](std::string_view) -> std::int64_t { throw std::runtime_error("no"); };
    EXPECT_THROW(fit_budget(t, s, piece_bytes(t), costs_per_node(t, 1), failing, budget_of(50)),
                 std::runtime_error);
    const TokenCountFn negative = [](std::string_view) -> std::int64_t { return -1; };
    EXPECT_THROW(fit_budget(t, s, piece_bytes(t), costs_per_node(t, 1), negative, budget_of(50)), Error);
    EXPECT_THROW(fit_budget(t, s, piece_bytes(t), costs_per_node(t, 1), bytes, budget_of(0)), Error);
    EXPECT_THROW(fit_budget(t, {1.0f}, piece_bytes(t), costs_per_node(t, 1), bytes, budget_of(5)), Error);
}

TEST(FitBudget, NanAndMinusInfinityAreNeverKeptAndAnEmptyTreeKeepsNothing) {
    const BlockTree t = paragraphs(3);
    const float inf = std::numeric_limits<float>::infinity();
    const FitResult r = fit_budget(t, {std::nanf(""), 1.0f, -inf}, piece_bytes(t), costs_per_node(t, 1), bytes,
                                   budget_of(10000));
    EXPECT_EQ(r.keep, (std::vector<std::uint8_t>{0, 1, 0}));
    // every block never kept: nothing to keep, not the first block cut (at any budget)
    for (const std::uint64_t budget : {std::uint64_t{3}, std::uint64_t{10000}}) {
        const FitResult none = fit_budget(t, {std::nanf(""), -inf, -inf}, piece_bytes(t), costs_per_node(t, 1),
                                          bytes, budget_of(budget));
        EXPECT_EQ(none.content, "") << budget;
        EXPECT_EQ(none.keep, (std::vector<std::uint8_t>{0, 0, 0})) << budget;
        EXPECT_FALSE(none.truncated) << budget;
    }
    const BlockTree empty = build_block_tree("", BlockTreeOptions{});
    const FitResult e = fit_budget(empty, {}, {}, std::vector<std::uint32_t>(empty.document().nodes.size(), 0),
                                   bytes, budget_of(10));
    EXPECT_EQ(e.content, "");
    EXPECT_TRUE(e.keep.empty());
}

TEST(CutFlattened, TrimsAsPythonStripsEscapesAndCutsAtWords) {
    std::int64_t n = 0;
    // U+00A0 and U+3000 are whitespace to str.strip(); "é" is two bytes and never split.
    const std::string text = "\xC2\xA0 caf\xC3\xA9 au lait & more\xE3\x80\x80";
    EXPECT_EQ(cut_flattened(text, bytes, 100, &n), "caf\xC3\xA9 au lait &amp; more");
    EXPECT_EQ(n, 24);
    EXPECT_EQ(cut_flattened(text, bytes, 13, &n), "caf\xC3\xA9 au lait");
    EXPECT_EQ(cut_flattened(text, bytes, 4, &n), "caf");  // no space before the cut: the bytes that fit
    EXPECT_EQ(cut_flattened(text, bytes, 0, &n), "");
    EXPECT_EQ(n, 0);
}

TEST(CutFlattened, CollapsesWhitespaceAsCleanDoes) {
    // A block's text joins its pieces with "\n"; the output must be what clean() leaves ("a a").
    std::int64_t n = 0;
    EXPECT_EQ(cut_flattened("a\na", bytes, 100, &n), "a a");
    EXPECT_EQ(cut_flattened("one \t\r\n\f two\n\nthree", bytes, 100, &n), "one two three");
}

}  // namespace
}  // namespace htmlprune

namespace htmlprune {
namespace {

using test_support::DocBuilder;
using test_support::from_doc;
using test_support::words;

void expect_same_tree(const BlockTree& a, const BlockTree& b) {
    EXPECT_EQ(a.html(), b.html());
    EXPECT_EQ(a.paths(), b.paths());
    ASSERT_EQ(a.size(), b.size());
    for (BlockIndex i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a.text(i), b.text(i));
        EXPECT_EQ(a.signal(kSigLink)[i], b.signal(kSigLink)[i]);
        EXPECT_EQ(a.signal(kSigTag)[i], b.signal(kSigTag)[i]);
    }
}

TEST(Refine, EqualsTheTreeOfTheRenderedHtml) {
    const std::string page =
        "<html><head><title>T</title></head><body><nav><a href=/>home</a> <a href=/x>x</a></nav>"
        "<h1>Results of the season</h1><p>First paragraph with <b>bold</b> words and more words here.</p>"
        "<table><tr><th>Year<th>Team</tr><tr><td>1999<td>Reds</tr><tr><td>2000<td>Blues</tr></table>"
        "<ul><li><a href=a>one</a><li><a href=b>two</a><li><a href=c>three</a></ul>"
        "<footer><p>contact us at the address below</p></footer></body></html>";
    const BlockTree t = build_block_tree(page, words(4));
    ASSERT_GE(t.size(), 6u);
    BlockTreeOptions fine = words(2);
    for (std::size_t pattern = 0; pattern < 16; ++pattern) {
        std::vector<std::uint8_t> keep(t.size(), 0);
        for (std::size_t b = 0; b < t.size(); ++b) keep[b] = ((b + pattern) % 3 != 0) || pattern == 0 ? 1 : 0;
        const std::string rendered = render(t, keep);
        expect_same_tree(refine(t, keep, fine), build_block_tree(rendered, fine));
    }
    const BlockTree none = refine(t, std::vector<std::uint8_t>(t.size(), 0), fine);
    EXPECT_EQ(none.size(), 0u);
    EXPECT_THROW(refine(t, {1}, fine), Error);
}

TEST(Refine, DeepNestingWithoutRecursion) {
    constexpr int kDepth = 100000;
    DocBuilder b;
    for (int i = 0; i < kDepth; ++i) b.open(i % 2 == 0 ? "div" : "section");
    b.leaf("p", "alpha beta gamma delta").leaf("p", "epsilon zeta eta theta");
    for (int i = 0; i < kDepth; ++i) b.close();
    const BlockTree t = from_doc(b.take(), words(4));
    ASSERT_EQ(t.size(), 2u);
    const BlockTree fine = refine(t, {0, 1}, words(2));
    ASSERT_GE(fine.size(), 1u);
    EXPECT_EQ(fine.html().find("alpha"), std::string::npos);
    EXPECT_NE(fine.html().find("epsilon zeta"), std::string::npos);
}

}  // namespace
}  // namespace htmlprune

namespace htmlprune {
namespace {

std::int64_t byte_count(std::string_view s) { return static_cast<std::int64_t>(s.size()); }

TEST(FitByDropping, DropsInOrderUntilTheEstimateAndTheExactCountFit) {
    const std::vector<std::string_view> pieces = {"aaaa", "bb", "cccccc", "d"};
    const std::vector<std::int64_t> tokens = {4, 2, 6, 1};
    // Nothing to drop: 4+2+6+1 + 3 gaps of 2 = 19.
    EXPECT_EQ(fit_by_dropping(pieces, tokens, "--", 2, {2, 0, 1, 3}, 19, byte_count), 0u);
    // Drop "cccccc" (estimate 4+2+1 + 4 = 11), fits 11.
    EXPECT_EQ(fit_by_dropping(pieces, tokens, "--", 2, {2, 0, 1, 3}, 11, byte_count), 1u);
    // Estimates one short per piece: the exact count decides, and dropping goes on.
    const std::vector<std::int64_t> low = {3, 1, 5, 0};
    std::vector<std::string> counted;
    const TokenCountFn spy = [&](std::string_view s) {
        counted.emplace_back(s);
        return byte_count(s);
    };
    EXPECT_EQ(fit_by_dropping(pieces, low, "--", 2, {2, 0, 1, 3}, 9, spy), 2u);
    EXPECT_EQ(counted, (std::vector<std::string>{"aaaa--bb--d", "bb--d"}));
    // Nothing fits: everything goes, without a count of the empty string being needed.
    EXPECT_EQ(fit_by_dropping(pieces, tokens, "--", 2, {2, 0, 1, 3}, 0, byte_count), 4u);
    EXPECT_THROW(fit_by_dropping(pieces, tokens, "--", 2, {2, 2, 1, 3}, 5, byte_count), Error);
    EXPECT_THROW(fit_by_dropping(pieces, {1}, "--", 2, {0}, 5, byte_count), Error);
    EXPECT_THROW(fit_by_dropping(pieces, tokens, "--", 2, {2}, 5, byte_count), Error);
}

}  // namespace
}  // namespace htmlprune

namespace htmlprune {
namespace {

TEST(LineCounter, SplitsWherePythonsLineStartPatternDoesAndCountsEachLineOnce) {
    std::vector<std::string> seen;
    LineCounter lines([&](std::string_view s) {
        seen.emplace_back(s);
        return static_cast<std::int64_t>(s.size());
    });
    EXPECT_EQ(lines("x \n<p>a\n<p>b\n\n<p>c"), 18);
    EXPECT_EQ(seen, (std::vector<std::string>{"x \n<p>a\n", "<p>b\n", "\n<p>c"}));
    seen.clear();
    EXPECT_EQ(lines("a\n\n\nb"), 5);  // no split: a blank line of two newlines is no line start
    EXPECT_EQ(lines("<p>b\n"), 5);    // known: not counted again
    EXPECT_EQ(seen, (std::vector<std::string>{"a\n\n\nb"}));
    seen.clear();
    // U+00A0 before the newline is whitespace to Python: no split; "é" is not.
    EXPECT_EQ(lines("x\xC2\xA0\nb"), 5);
    EXPECT_EQ(lines("\xC3\xA9\nb"), 4);
    EXPECT_EQ(seen, (std::vector<std::string>{"x\xC2\xA0\nb", "\xC3\xA9\n", "b"}));
    EXPECT_EQ(lines(""), 0);
    EXPECT_EQ(lines.lines_known(), 8u);
    seen.clear();
    // a list or a table on one line (compact HTML): split where a word meets up to 7 bytes of punctuation
    // and a start tag other than td/th, as test_tokenizer.py's test_a_list_on_one_line_splits_between_its_items
    EXPECT_EQ(lines("<ul><li>flour<li>1 egg.<li>x</ul>"), 33);
    EXPECT_EQ(seen, (std::vector<std::string>{"<ul", "><li>flour", "<li>1 egg", ".<li>x</ul>"}));
    seen.clear();
    EXPECT_EQ(lines("<tr><td>a<td>b<tr><th>c<td>d<tr><tdx>e"), 38);
    EXPECT_EQ(seen, (std::vector<std::string>{"<tr><td>a<td>b", "<tr><th>c<td>d", "<tr", "><tdx>e"}));
    seen.clear();
    EXPECT_EQ(lines("a........<b"), 11);
    EXPECT_EQ(lines("a. <b"), 5);
    EXPECT_EQ(lines("a.<b<td"), 7);
    EXPECT_EQ(seen, (std::vector<std::string>{"a........<b", "a. <b", "a", ".<b<td"}));
}

}  // namespace
}  // namespace htmlprune

namespace htmlprune {
namespace {

TEST(FitBudget, SmoothsAndChecksTheScoresItself) {
    // the engine owns the score rules: NaN never kept, +infinity first but finite for smoothing, and
    // FitOptions::smoothing applied before the fit (not by a binding)
    const BlockTree t = paragraphs(8);
    std::vector<float> raw = {1.0f, std::nanf(""), 0.0f, std::numeric_limits<float>::infinity(), 0.0f, 2.0f, 0.0f, 0.0f};
    FitOptions smoothed = budget_of(200);
    smoothed.smoothing = 0.5f;
    std::vector<float> by_hand = raw;
    by_hand[1] = -std::numeric_limits<float>::infinity();
    by_hand[3] = std::numeric_limits<float>::max();
    by_hand = smooth_scores(t, by_hand, 0.5f);
    const auto nc = costs_per_node(t, 5);
    const FitResult a = fit_budget(t, raw, piece_bytes(t), nc, bytes, smoothed);
    const FitResult b = fit_budget(t, by_hand, piece_bytes(t), nc, bytes, budget_of(200));
    EXPECT_EQ(a.content, b.content);
    EXPECT_EQ(a.keep, b.keep);
    EXPECT_EQ(a.keep[1], 0);  // NaN: never kept
    EXPECT_EQ(a.keep[3], 1);  // +infinity: kept first
    FitOptions bad = budget_of(200);
    bad.smoothing = -1.0f;
    EXPECT_THROW(fit_budget(t, raw, piece_bytes(t), nc, bytes, bad), Error);
    // a tree without blocks: nothing kept, nothing counted (the smoothing weight is still checked)
    const BlockTree empty = build_block_tree(std::string_view(""));
    const FitResult none = fit_budget(empty, {}, {}, std::vector<std::uint32_t>(empty.document().nodes.size(), 0), bytes,
                                      smoothed);
    EXPECT_EQ(none.content, "");
    EXPECT_EQ(none.counts, 0u);
    EXPECT_THROW(fit_budget(empty, {}, {}, std::vector<std::uint32_t>(empty.document().nodes.size(), 0), bytes, bad),
                 Error);
}

}  // namespace
}  // namespace htmlprune
