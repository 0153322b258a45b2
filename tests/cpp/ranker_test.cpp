// The learned ranker's features on hand-made pages, and its scores.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/bm25_priors.hpp"
#include "htmlprune/boilerplate.hpp"
#include "htmlprune/ranker.hpp"
#include "htmlprune/status.hpp"

namespace htmlprune {
namespace {

constexpr std::size_t F = kRankerFeatureCount;

// Small blocks (max_words 4), so that each element of the pages below is a block of its own.
BlockTree tree_of(std::string_view html) {
    BlockTreeOptions o;
    o.max_words = 4;
    return build_block_tree(html, o);
}

// The block whose text is `text` (each test's texts are unique).
std::size_t block(const BlockTree& t, std::string_view text) {
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (t.text(static_cast<BlockIndex>(i)) == text) return i;
    }
    ADD_FAILURE() << "no block " << text;
    return 0;
}

float feature(const std::vector<float>& f, std::size_t b, RankerFeature k) { return f[b * F + k]; }

Bm25Config with_priors() {
    Bm25Config c;
    c.bm25.context = true;
    c.priors.boilerplate = 0.8f;
    c.priors.position = 0.5f;
    c.priors.lead = 1.0f;
    c.priors.byline = 1.0f;
    c.priors.neighbour = 0.3f;
    return c;
}

const char* const kPage =
    "<html><body><nav><a href='/'>Pancake home</a> <a href='/x'>all pancake recipes</a></nav>"
    "<h1>Fluffy pancakes</h1><p class='byline'>By Ann Smith</p>"
    "<h2>Ingredients</h2><ul><li>2 eggs</li><li>200 g flour</li><li>1 cup milk</li></ul>"
    "<table><tr><th>Serves</th></tr><tr><td>4 hungry people here</td></tr></table>"
    "<p>We love them on sundays.</p></body></html>";

TEST(RankerFeatures, OneRowPerBlockNamedColumns) {
    const BlockTree t = tree_of(kPage);
    const std::vector<float> f = ranker_features("pancake ingredients", t, with_priors());
    ASSERT_EQ(f.size(), t.size() * F);
    ASSERT_EQ(ranker_feature_names().size(), F);
    EXPECT_EQ(ranker_feature_names()[kFeatBm25], "bm25");
    EXPECT_EQ(ranker_feature_names()[kFeatSiblingsLog], "siblings_log");
    for (const float v : f) EXPECT_TRUE(std::isfinite(v));
}

TEST(RankerFeatures, MatchIsRelativeToTheBestBlock) {
    const BlockTree t = tree_of(kPage);
    const std::vector<float> f = ranker_features("ingredients", t, with_priors());
    const std::size_t heading = block(t, "Ingredients");
    EXPECT_FLOAT_EQ(feature(f, heading, kFeatBm25), 1.0f);
    EXPECT_FLOAT_EQ(feature(f, heading, kFeatBm25Best), 1.0f);
    // a list item under that heading does not match, but its heading does
    const std::size_t eggs = block(t, "2 eggs");
    EXPECT_EQ(feature(f, eggs, kFeatBm25Best), 0.0f);
    EXPECT_FLOAT_EQ(feature(f, eggs, kFeatHeadingBm25), 1.0f);
    EXPECT_GT(feature(f, eggs, kFeatNear50), 0.0f);
    EXPECT_LT(feature(f, eggs, kFeatNear50), 1.0f);
    // nothing matches: every match feature is 0 (no division by zero)
    const std::vector<float> none = ranker_features("zebra", t, with_priors());
    for (std::size_t b = 0; b < t.size(); ++b) {
        EXPECT_EQ(feature(none, b, kFeatBm25), 0.0f);
        EXPECT_EQ(feature(none, b, kFeatPrior), 0.0f);
        EXPECT_FLOAT_EQ(feature(none, b, kFeatPriorLog), std::log(1e-4f));
    }
}

TEST(RankerFeatures, StructureOfTheBlock) {
    const BlockTree t = tree_of(kPage);
    const std::vector<float> f = ranker_features("eggs", t, with_priors());
    const std::size_t eggs = block(t, "2 eggs");
    EXPECT_EQ(feature(f, eggs, kFeatList), 1.0f);
    EXPECT_EQ(feature(f, eggs, kFeatInList), 1.0f);
    EXPECT_EQ(feature(f, eggs, kFeatInTable), 0.0f);
    EXPECT_FLOAT_EQ(feature(f, eggs, kFeatDigits), 1.0f / 6.0f);
    EXPECT_FLOAT_EQ(feature(f, eggs, kFeatWordsLog), std::log1p(2.0f));
    const std::size_t cell = block(t, "4 hungry people here");
    EXPECT_EQ(feature(f, cell, kFeatTableRow), 1.0f);
    EXPECT_EQ(feature(f, cell, kFeatInTable), 1.0f);
    EXPECT_EQ(feature(f, cell, kFeatInList), 0.0f);
    const std::size_t last = block(t, "We love them on sundays.");
    EXPECT_EQ(feature(f, last, kFeatList), 0.0f);
    EXPECT_FLOAT_EQ(feature(f, last, kFeatPosition), static_cast<float>(last) / static_cast<float>(t.size()));
}

TEST(RankerFeatures, FrameChromeAndByline) {
    const BlockTree t = tree_of(kPage);
    const std::vector<float> f = ranker_features("who wrote fluffy pancakes", t, with_priors());
    const std::size_t nav = block(t, "Pancake home all pancake recipes");
    const std::size_t title = block(t, "Fluffy pancakes");
    const std::size_t byline = block(t, "By Ann Smith");
    EXPECT_GT(feature(f, nav, kFeatChrome), 0.5f);
    EXPECT_GT(feature(f, nav, kFeatLinkDensity), 0.5f);
    EXPECT_EQ(feature(f, nav, kFeatAfterTitle), 0.0f);
    EXPECT_EQ(feature(f, title, kFeatAfterTitle), 1.0f);
    EXPECT_FLOAT_EQ(feature(f, title, kFeatLead), 1.0f);  // the title itself: closeness 1, no chrome
    EXPECT_GT(feature(f, byline, kFeatByline), 0.5f);
    EXPECT_FLOAT_EQ(feature(f, byline, kFeatBylineTitle),
                    feature(f, byline, kFeatByline) * feature(f, title, kFeatBm25));
    EXPECT_EQ(feature(f, title, kFeatByline), 0.0f);
    // a question that asks for no person: the byline features are 0, and the priors' feature lends the
    // byline less (the lead prior only, not the byline prior)
    const std::vector<float> g = ranker_features("fluffy pancakes", t, with_priors());
    EXPECT_EQ(feature(g, byline, kFeatByline), 0.0f);
    EXPECT_EQ(feature(g, byline, kFeatBylineTitle), 0.0f);
    EXPECT_EQ(feature(f, byline, kFeatPrior), 1.0f);  // the page's best with the byline prior
    EXPECT_LT(feature(g, byline, kFeatPrior), 0.9f);
}

// Publication dates sit just under the title: the lead answers "when" (Readability's dated pages taught the
// ranker so), but for other questions it is a story's first lines, so the *_when copies are 0 there.
TEST(RankerFeatures, DateQuestionsGetTheLeadAndDigits) {
    for (const char* q : {"When was \"Pancakes\" published?", "publication DATE", "posted on which day",
                          "last updated", "the dates"}) {
        EXPECT_TRUE(asks_for_a_date(q)) << q;
    }
    for (const char* q : {"What is the first step?", "whenever", "candidate", "validated", ""}) {
        EXPECT_FALSE(asks_for_a_date(q)) << q;
    }
    const BlockTree t = tree_of(
        "<html><body><h1>Fluffy pancakes</h1><p>March 9, 2017</p><p>We love them on sundays.</p></body></html>");
    const std::size_t date = block(t, "March 9, 2017");
    const std::vector<float> when = ranker_features("When were fluffy pancakes published?", t, with_priors());
    EXPECT_GT(feature(when, date, kFeatLead), 0.5f);
    EXPECT_EQ(feature(when, date, kFeatLeadWhen), feature(when, date, kFeatLead));
    EXPECT_EQ(feature(when, date, kFeatLeadTitleWhen), feature(when, date, kFeatLeadTitle));
    EXPECT_GT(feature(when, date, kFeatLeadTitleWhen), 0.0f);  // the question names the title
    EXPECT_EQ(feature(when, date, kFeatDigitsWhen), feature(when, date, kFeatDigits));
    EXPECT_GT(feature(when, date, kFeatDigitsWhen), 0.3f);
    const std::vector<float> other = ranker_features("What do fluffy pancakes need?", t, with_priors());
    EXPECT_EQ(feature(other, date, kFeatLead), feature(when, date, kFeatLead));  // the ungated feature stays
    EXPECT_EQ(feature(other, date, kFeatLeadWhen), 0.0f);
    EXPECT_EQ(feature(other, date, kFeatLeadTitleWhen), 0.0f);
    EXPECT_EQ(feature(other, date, kFeatDigitsWhen), 0.0f);
}

// Recipes: "What is the first step of the recipe?" is answered by the first item of the method's list,
// which shares no word with the question (with these two features the ranker kept 75 % of the recipe
// answers at 512 tokens instead of 47 %); WTQ asks for "the last" row of a table.
TEST(RankerFeatures, OrdinalsMarkTheEndsOfListsAndTables) {
    const BlockTree t = tree_of(
        "<h1>Pancakes</h1><ol><li>Whisk the eggs</li><li>Fold in flour</li><li>Fry them golden</li></ol>"
        "<ul><li>Serve warm only</li></ul><table><tr><th>Head of it</th></tr><tr><td>Row one here</td></tr>"
        "<tr><td>Row two here</td></tr></table>");
    const std::size_t first = block(t, "Whisk the eggs");
    const std::size_t middle = block(t, "Fold in flour");
    const std::size_t last = block(t, "Fry them golden");
    const std::size_t alone = block(t, "Serve warm only");
    const std::vector<float> f = ranker_features("What is the FIRST step?", t, with_priors());
    EXPECT_EQ(feature(f, first, kFeatFirstItem), 1.0f);
    EXPECT_EQ(feature(f, middle, kFeatFirstItem), 0.0f);
    EXPECT_EQ(feature(f, last, kFeatFirstItem), 0.0f);
    EXPECT_EQ(feature(f, alone, kFeatFirstItem), 0.0f);  // one item is no list: no first of it
    EXPECT_EQ(feature(f, first, kFeatLastItem), 0.0f);   // the question says "first" only
    const std::vector<float> g = ranker_features("the final step", t, with_priors());
    EXPECT_EQ(feature(g, last, kFeatLastItem), 1.0f);
    EXPECT_EQ(feature(g, first, kFeatLastItem), 0.0f);
    EXPECT_EQ(feature(g, last, kFeatFirstItem), 0.0f);
    const std::vector<float> rows = ranker_features("which is the last row", t, with_priors());
    EXPECT_EQ(feature(rows, block(t, "Row two here"), kFeatLastItem), 1.0f);
    EXPECT_EQ(feature(rows, block(t, "Row one here"), kFeatLastItem), 0.0f);
    // WTQ: "the first" row of a table is the first under its header
    const std::vector<float> top = ranker_features("the first row", t, with_priors());
    EXPECT_EQ(feature(top, block(t, "Row one here"), kFeatFirstItem), 1.0f);
    EXPECT_EQ(feature(top, block(t, "Head of it"), kFeatFirstItem), 0.0f);
    const std::vector<float> none = ranker_features("how to fry pancakes", t, with_priors());
    for (std::size_t b = 0; b < t.size(); ++b) {
        EXPECT_EQ(feature(none, b, kFeatFirstItem), 0.0f);
        EXPECT_EQ(feature(none, b, kFeatLastItem), 0.0f);
    }
}

// WTQ: "which school offers the most grades?" over a table larger than the budget. The answering row shares
// no more words with the question than the others; it holds the column's highest number.
TEST(RankerFeatures, SuperlativesMarkAColumnsExtremeRows) {
    const BlockTree t = tree_of(
        "<table><thead><tr><th>School</th><th>Grades</th><th>Opened</th></tr></thead><tbody>"
        "<tr><td>Oak school</td><td>5</td><td>1,950</td></tr>"
        "<tr><td>Elm school</td><td>12</td><td>$1,901.5</td></tr>"
        "<tr><td>Ash school</td><td>8</td><td>n/a</td></tr>"
        "<tr><td>Fir school</td><td>7</td><td>1975</td></tr></tbody></table>");
    const std::size_t oak = block(t, "Oak school\n5\n1,950");
    const std::size_t elm = block(t, "Elm school\n12\n$1,901.5");
    const std::size_t ash = block(t, "Ash school\n8\nn/a");
    const std::size_t fir = block(t, "Fir school\n7\n1975");
    const std::vector<float> f = ranker_features("Which school offers the MOST grades?", t, with_priors());
    EXPECT_EQ(feature(f, elm, kFeatColumnExtreme), 1.0f);  // most grades, earliest opening
    EXPECT_EQ(feature(f, elm, kFeatHeaderExtreme), 1.0f);  // "grades" names its column
    EXPECT_EQ(feature(f, oak, kFeatHeaderExtreme), 1.0f);  // the fewest grades (either end: the fit weighs them)
    EXPECT_EQ(feature(f, fir, kFeatColumnExtreme), 1.0f);  // the latest opening ...
    EXPECT_EQ(feature(f, fir, kFeatHeaderExtreme), 0.0f);  // ... of a column the question does not name
    EXPECT_EQ(feature(f, ash, kFeatColumnExtreme), 0.0f);  // 8 grades, opened n/a: no end of a column
    EXPECT_EQ(feature(f, block(t, "School\nGrades\nOpened"), kFeatColumnExtreme), 0.0f);  // the header row
    const std::vector<float> g = ranker_features("the oldest", t, with_priors());
    EXPECT_EQ(feature(g, elm, kFeatColumnExtreme), 1.0f);
    EXPECT_EQ(feature(g, elm, kFeatHeaderExtreme), 0.0f);  // no column named
    const std::vector<float> none = ranker_features("which school offers grades", t, with_priors());
    for (std::size_t b = 0; b < t.size(); ++b) {
        EXPECT_EQ(feature(none, b, kFeatColumnExtreme), 0.0f);
        EXPECT_EQ(feature(none, b, kFeatHeaderExtreme), 0.0f);
    }
    for (const char* q : {"the tallest building", "Top scorer", "who won the LEAST"}) {
        EXPECT_TRUE(asks_for_an_extreme(q)) << q;
    }
    for (const char* q : {"the first step", "mostly sunny", "contest winner", ""}) {
        EXPECT_FALSE(asks_for_an_extreme(q)) << q;
    }
}

// Columns that single out no row: fewer than 3 numbers, numbers in half the rows or fewer, a value that more
// than 2 rows share, and a table of two data rows.
TEST(RankerFeatures, ColumnsWithoutAnExtremeMarkNoRow) {
    const BlockTree t = tree_of(
        "<table><tr><th>Name</th><th>Wins</th><th>Note</th></tr>"
        "<tr><td>Ann one</td><td>3</td><td>x</td></tr><tr><td>Bob two</td><td>3</td><td>9</td></tr>"
        "<tr><td>Cy three</td><td>3</td><td>y</td></tr><tr><td>Di four</td><td>1</td><td>z</td></tr></table>"
        "<table><tr><td>Eve is here</td><td>1</td></tr><tr><td>Fay is here</td><td>2</td></tr></table>");
    const std::vector<float> f = ranker_features("the most wins", t, with_priors());
    EXPECT_EQ(feature(f, block(t, "Di four\n1\nz"), kFeatHeaderExtreme), 1.0f);  // the least wins, alone
    for (const char* row : {"Ann one\n3\nx", "Bob two\n3\n9", "Cy three\n3\ny", "Eve is here\n1", "Fay is here\n2"}) {
        EXPECT_EQ(feature(f, block(t, row), kFeatColumnExtreme), 0.0f) << row;
    }
}

// Dates order as the numbers they are, in the forms tables write them; a sortable table's hidden sort key
// (display:none, "1918-08-26" before "August 26, 1918") is read, as it is written for ordering.
TEST(RankerFeatures, DatesAreNumbersOfAColumn) {
    const BlockTree t = tree_of(
        "<table><tr><th>Show</th><th>Opening</th></tr>"
        "<tr><td>Show one</td><td><span style='display:none'>1918-08-26</span>August 26, 1918</td></tr>"
        "<tr><td>Show two</td><td>Sept. 3, 1918</td></tr><tr><td>Show three</td><td>26 Aug 1917</td></tr>"
        "<tr><td>Show four</td><td>May 1920</td></tr><tr><td>Show five</td><td>Mayor 1900</td></tr></table>");
    const std::vector<float> f = ranker_features("which show had the earliest opening?", t, with_priors());
    std::vector<std::string> marked;
    for (std::size_t b = 0; b < t.size(); ++b) {
        if (feature(f, b, kFeatHeaderExtreme) == 1.0f) marked.emplace_back(t.text(static_cast<BlockIndex>(b)));
    }
    // the earliest and the latest; a row of 5 words is two blocks (max_words 4), each cell with its row's mark
    EXPECT_EQ(marked, (std::vector<std::string>{"Show three", "26 Aug 1917", "Show four\nMay 1920"}));
}

// A table's note row ("*Non-conference game", one cell across) is no item: "the last game" is the row above.
TEST(RankerFeatures, ANoteRowIsNotTheLastRow) {
    const BlockTree t = tree_of(
        "<table><tr><th>Date</th><th>Opponent</th><th>Site</th></tr>"
        "<tr><td>Sep 1</td><td>Iowa</td><td>Home</td></tr><tr><td>Nov 23</td><td>Colorado</td><td>Boulder</td></tr>"
        "<tr><td colspan=3>*Non-conference game, all times central</td></tr></table>");
    const std::vector<float> f = ranker_features("where was the last game played", t, with_priors());
    EXPECT_EQ(feature(f, block(t, "Nov 23\nColorado\nBoulder"), kFeatLastItem), 1.0f);
    EXPECT_EQ(feature(f, block(t, "*Non-conference game, all times central"), kFeatLastItem), 0.0f);
}

TEST(RankerFeatures, WhichQuestionsAskForAPerson) {
    for (const char* q : {"Who is the author of \"Pancakes\"?", "WHO WROTE IT", "whose recipe is this", "written by?",
                          "the writers of the show", "byline"}) {
        EXPECT_TRUE(asks_for_a_person(q)) << q;
    }
    for (const char* q : {"What is the first step of the recipe?", "whoever", "authority", "rewrote", "", "w"}) {
        EXPECT_FALSE(asks_for_a_person(q)) << q;
    }
    Bm25Priors p;
    p.byline = 1.0f;
    p.lead = 0.5f;
    EXPECT_EQ(priors_for("who cooked", p).byline, 1.0f);
    EXPECT_EQ(priors_for("how long to cook", p).byline, 0.0f);
    EXPECT_EQ(priors_for("how long to cook", p).lead, 0.5f);
}

TEST(RankerScores, PriorLogAloneRanksAsThePriors) {
    const BlockTree t = tree_of(kPage);
    const Bm25Config c = with_priors();
    RankerModel m;
    m.weights[kFeatPriorLog] = 1.0f;
    const std::vector<float> s = ranker_scores("fluffy pancakes eggs", t, c, m);
    Bm25Config no_chrome_last = c;
    no_chrome_last.priors.chrome_last = 0.0f;
    const std::vector<float> priors = bm25_tree_scores("fluffy pancakes eggs", t, no_chrome_last);
    ASSERT_EQ(s.size(), priors.size());
    float top = 0.0f;
    for (const float v : priors) top = std::max(top, v);
    for (std::size_t i = 0; i < s.size(); ++i) {
        EXPECT_NEAR(s[i], std::log(std::max(priors[i] / top, 1e-4f)), 1e-5f) << i;
    }
}

TEST(RankerScores, BestBlockScoresZeroAndExtremeWeightsStayFinite) {
    const BlockTree t = tree_of(kPage);
    RankerModel m;
    m.weights[kFeatBm25] = 3e38f;  // logits overflow to inf; the clamp keeps the order and finite scores
    m.weights[kFeatBm25Log] = 3e38f;
    m.weights[kFeatChrome] = -3e38f;
    const std::vector<float> s = ranker_scores("eggs", t, with_priors(), m);
    float top = -1.0f;
    for (const float v : s) {
        EXPECT_TRUE(std::isfinite(v));
        EXPECT_LE(v, 0.0f);
        top = std::max(top, v);
    }
    EXPECT_EQ(top, 0.0f);
    EXPECT_EQ(s[block(t, "2 eggs")], 0.0f);
    EXPECT_LT(s[block(t, "We love them on sundays.")], 0.0f);
}

// A linear model lets a menu that shares the question's words outrank the page's unmatched content; the
// rule every scorer ends with (chrome_last) ranks it after every other block, keeping the others' order.
TEST(RankerScores, ChromeLastRanksTheMenuAfterTheContent) {
    const BlockTree t = tree_of(kPage);
    RankerModel m;
    m.weights[kFeatBm25] = 1.0f;
    m.weights[kFeatWordsLog] = 0.1f;  // unmatched blocks differ too: their order must stay
    Bm25Config c = with_priors();
    const std::vector<float> plain = ranker_scores("all pancake recipes", t, c, m);
    c.priors.chrome_last = 0.8f;
    const std::vector<float> last = ranker_scores("all pancake recipes", t, c, m);
    const std::size_t nav = block(t, "Pancake home all pancake recipes");
    ASSERT_EQ(plain.size(), last.size());
    EXPECT_EQ(plain[nav], 0.0f);  // the menu matches best
    float top = -1.0f;
    for (std::size_t i = 0; i < t.size(); ++i) {
        top = std::max(top, last[i]);
        if (i == nav) continue;
        EXPECT_LT(last[nav], last[i]) << i;
        for (std::size_t j = 0; j < t.size(); ++j) {
            if (j != nav && plain[i] < plain[j]) EXPECT_LT(last[i], last[j]) << i << " " << j;
        }
    }
    EXPECT_EQ(top, 0.0f);  // the best of the rest scores 0
    // a page of chrome only: nothing to rank it after, and its best block still scores 0
    const BlockTree menu = tree_of("<html><body><nav><a href='/'>Pancake home</a></nav></body></html>");
    const std::vector<float> only = ranker_scores("pancake", menu, c, m);
    ASSERT_FALSE(only.empty());
    EXPECT_EQ(*std::max_element(only.begin(), only.end()), 0.0f);
}

// A list of sources matches a question's year and names ("the last episode of September 1995": "^ Takeuchi
// (December 1995)"); the chrome rule of the ranker and of BM25's priors ranks it after the content.
TEST(RankerScores, ReferenceListsRankAfterTheContent) {
    const BlockTree t = tree_of(
        "<html><body><h1>Episodes</h1><table><tr><td>Time Bomb</td><td>May 1995</td></tr>"
        "<tr><td>Dollies</td><td>Sept 1995</td></tr></table>"
        "<ol class='references'><li>Day, Ann (September 1995)</li></ol></body></html>");
    const std::size_t source = block(t, "Day, Ann (September 1995)");
    EXPECT_EQ(t.signal(kSigReference)[source], 1.0f);
    EXPECT_EQ(block_boilerplate(t)[source], 0.0f);  // not chrome: the rule reads both
    EXPECT_EQ(block_ranked_last(t, block_boilerplate(t))[source], 1.0f);
    RankerModel m;
    m.weights[kFeatBm25] = 1.0f;
    Bm25Config c = with_priors();
    const char* const q = "last episode of september 1995";
    EXPECT_EQ(ranker_scores(q, t, c, m)[source], 0.0f);  // without the rule it matches best
    const std::vector<float> bm25 = bm25_tree_scores(q, t, c);
    EXPECT_EQ(bm25[source], *std::max_element(bm25.begin(), bm25.end()));
    c.priors.chrome_last = 0.8f;
    for (const std::vector<float>& s : {ranker_scores(q, t, c, m), bm25_tree_scores(q, t, c)}) {
        for (std::size_t i = 0; i < t.size(); ++i) {
            if (i != source) EXPECT_LT(s[source], s[i]) << i;
        }
    }
    EXPECT_THROW(block_ranked_last(t, {}), Error);
}

TEST(RankerScores, RefusesBadModelsAndShapes) {
    RankerModel m;
    m.weights[3] = std::numeric_limits<float>::quiet_NaN();
    EXPECT_THROW(ranker_scores(std::vector<float>(F, 0.0f), m), Error);
    m.weights[3] = 0.0f;
    m.bias = std::numeric_limits<float>::infinity();
    EXPECT_THROW(ranker_scores(std::vector<float>(F, 0.0f), m), Error);
    m.bias = 0.0f;
    EXPECT_THROW(ranker_scores(std::vector<float>(F + 1, 0.0f), m), Error);
    EXPECT_TRUE(ranker_scores(std::vector<float>{}, m).empty());
    EXPECT_TRUE(ranker_features("q", BlockTree(), with_priors()).empty());
}

}  // namespace
}  // namespace htmlprune
