// BM25: tokenization (case folding, CJK bigrams, stopwords) and scores against hand-computed values.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "htmlprune/bm25.hpp"
#include "htmlprune/serialize.hpp"

namespace htmlprune {
namespace {

using Tokens = std::vector<std::string>;

TEST(Bm25Tokenize, CaseFoldingAndWordRuns) {
    EXPECT_EQ(bm25_tokenize("Hello, WORLD! Straße 42 x-ray O'Neil"),
              (Tokens{"hello", "world", "strasse", "42", "x", "ray", "o", "neil"}));
    EXPECT_EQ(bm25_tokenize("ΣΊΣΥΦΟΣ Ünïcödé café", false, {}, false),
              (Tokens{"σίσυφοσ", "ünïcödé", "café"}));
    // accent folding (the default without a stemmer): Latin letters lose their diacritics, Greek keeps its
    EXPECT_EQ(bm25_tokenize("ΣΊΣΥΦΟΣ Ünïcödé café"), (Tokens{"σίσυφοσ", "unicode", "cafe"}));
    // decomposed input; a lone combining mark is no word
    EXPECT_EQ(bm25_tokenize("Citroe\u0301n \u0301"), (Tokens{"citroen"}));
    EXPECT_EQ(bm25_tokenize("  \t\n "), Tokens{});
}

TEST(Bm25Tokenize, CjkBigramsAndUnigrams) {
    EXPECT_EQ(bm25_tokenize("北京大学"), (Tokens{"北京", "京大", "大学"}));
    EXPECT_EQ(bm25_tokenize("中"), (Tokens{"中"}));
    EXPECT_EQ(bm25_tokenize("abc中文def 日"), (Tokens{"abc", "中文", "def", "日"}));
    EXPECT_EQ(bm25_tokenize("東京。大阪"), (Tokens{"東京", "大阪"}));
}

TEST(Bm25Tokenize, StopwordsOnlyWhenSomethingRemains) {
    EXPECT_EQ(bm25_tokenize("What is the capital of France?", true), (Tokens{"capital", "france"}));
    EXPECT_EQ(bm25_tokenize("What is the capital of France?", false),
              (Tokens{"what", "is", "the", "capital", "of", "france"}));
    EXPECT_EQ(bm25_tokenize("the", true), (Tokens{"the"}));
}

TEST(Bm25, MatchesHandComputedScores) {
    const std::vector<std::string_view> docs = {"the cat sat", "the dog", "cat cat dog bird"};
    Bm25Options o;
    o.remove_stopwords = false;
    const std::vector<float> s = bm25_scores("cat", docs, o);
    ASSERT_EQ(s.size(), 3u);
    // N = 3, n(cat) = 2: idf = ln(1 + 1.5 / 2.5) = ln 1.6; avgdl = 3.
    const double idf = std::log(1.6);
    // doc 0: tf 1, |d| 3: 1 * 2.2 / (1 + 1.2) = 1.
    EXPECT_NEAR(s[0], idf * 1.0, 1e-6);
    EXPECT_EQ(s[1], 0.0f);
    // doc 2: tf 2, |d| 4: 2 * 2.2 / (2 + 1.2 * (0.25 + 0.75 * 4 / 3)) = 4.4 / 3.5.
    EXPECT_NEAR(s[2], idf * 4.4 / 3.5, 1e-6);
}

TEST(Bm25, RepeatedQueryTermsCountEachTime) {
    const std::vector<std::string_view> docs = {"alpha beta", "beta gamma", "delta"};
    const std::vector<float> once = bm25_scores("alpha", docs);
    const std::vector<float> twice = bm25_scores("alpha ALPHA", docs);
    EXPECT_GT(once[0], 0.0f);
    EXPECT_NEAR(twice[0], 2 * once[0], 1e-6);
}

TEST(Bm25, NonNegativeIdfEvenForUbiquitousTerms) {
    const std::vector<std::string_view> docs = {"x y", "x z", "x"};
    const std::vector<float> s = bm25_scores("x", docs);
    for (const float v : s) EXPECT_GT(v, 0.0f);
}

TEST(Bm25, EmptyInputs) {
    EXPECT_TRUE(bm25_scores("q", std::vector<std::string_view>{}).empty());
    const std::vector<std::string_view> docs = {"", "a"};
    EXPECT_EQ(bm25_scores("", docs), (std::vector<float>{0.0f, 0.0f}));
    EXPECT_EQ(bm25_scores("zzz", docs), (std::vector<float>{0.0f, 0.0f}));
}

TEST(Bm25, RejectsBadParameters) {
    const std::vector<std::string_view> docs = {"a"};
    Bm25Options o;
    o.k1 = -1.0f;
    EXPECT_THROW(bm25_scores("a", docs, o), Error);
    o.k1 = 1.2f;
    o.b = 1.5f;
    EXPECT_THROW(bm25_scores("a", docs, o), Error);
    o.b = std::nanf("");
    EXPECT_THROW(bm25_scores("a", docs, o), Error);
}

TEST(Bm25, ContextAddsHeadingAndTableHeaderText) {
    const BlockTree t = build_block_tree(
        "<h2>Medal table</h2><table><tr><th>Nation</th><th>Gold</th></tr>"
        "<tr><td>Soviet Union</td><td>4</td></tr><tr><td>Yugoslavia</td><td>2</td></tr></table>",
        BlockTreeOptions{{}, 3, 1, 0});
    ASSERT_EQ(t.size(), 4u);  // heading, three rows
    const std::vector<float> plain = bm25_scores("which nation won the most medals", t);
    EXPECT_EQ(plain[2], 0.0f);
    Bm25Options o;
    o.context = true;
    const std::vector<float> ctx = bm25_scores("which nation won the most medals", t, o);
    EXPECT_GT(ctx[2], 0.0f);  // "nation" from the header row
    EXPECT_GT(ctx[3], 0.0f);
}

TEST(Bm25, TreeScoresEqualTextScores) {
    const BlockTree t = build_block_tree("<h2>Teams</h2><p>The Reds won in 1999.</p><p>Blues lost.</p>",
                                         BlockTreeOptions{{}, 3, 1, 0});
    std::vector<std::string_view> texts;
    for (BlockIndex i = 0; i < t.size(); ++i) texts.push_back(t.text(i));
    const std::vector<float> a = bm25_scores("who won in 1999", t);
    const std::vector<float> b = bm25_scores("who won in 1999", texts);
    EXPECT_EQ(a, b);
    ASSERT_GE(a.size(), 2u);
    EXPECT_GT(*std::max_element(a.begin(), a.end()), 0.0f);
}

// The context parts are tokenized once per heading / header row: the scores must equal those of the
// joined documents (text, heading text, header row text, joined by '\n'), words and CJK runs included.
TEST(Bm25, ContextScoresEqualJoinedDocumentScores) {
    const BlockTree t = build_block_tree(
        "<h2>Medal table 北京大学 Straße</h2><table><tr><th>Nation</th><th>Gold medals</th></tr>"
        "<tr><td>Soviet Union</td><td>4</td></tr><tr><td>Yugoslavia 大学</td><td>2</td></tr>"
        "<tr><td>Nation of 北京</td><td>1</td></tr></table><h2>Notes</h2><p>Gold was won twice.</p>"
        "<p>Medals: nation by nation.</p>",
        BlockTreeOptions{{}, 3, 1, 0});
    std::vector<std::string> joined;
    for (BlockIndex b = 0; b < t.size(); ++b) {
        std::string doc(t.text(b));
        if (t.heading_block()[b] != kNoBlock) {
            doc += '\n';
            doc += t.text(t.heading_block()[b]);
        }
        if (t.table_header()[b] != kNoNode) {
            std::string row;
            visible_text(t.document(), row, t.table_header()[b]);
            doc += '\n';
            doc += row;
        }
        joined.push_back(std::move(doc));
    }
    const std::vector<std::string_view> views(joined.begin(), joined.end());
    for (const char* stem : {"", "english"}) {
        Bm25Options o;
        o.context = true;
        o.stem = stem;
        for (const char* q : {"which nation won the most gold medals", "北京大学 strasse", "medal nation 大学"}) {
            EXPECT_EQ(bm25_scores(q, t, o), bm25_scores(q, views, o)) << q << " stem=" << stem;
        }
    }
}

// Scores from bm25_tokenize()'s tokens (every token kept), the formula of bm25.hpp, in the same order of
// float additions: bm25_scores() skips words of no query term's length, which must change nothing.
std::vector<float> reference_scores(std::string_view query, const std::vector<std::string_view>& docs) {
    const Tokens q = bm25_tokenize(query, true);
    std::vector<std::string> terms(q.begin(), q.end());
    std::sort(terms.begin(), terms.end());
    std::vector<std::uint32_t> qcount;
    std::vector<std::string> distinct;
    for (std::size_t k = 0; k < terms.size(); ++k) {
        if (k == 0 || terms[k] != terms[k - 1]) {
            distinct.push_back(terms[k]);
            qcount.push_back(0);
        }
        ++qcount.back();
    }
    std::vector<std::vector<std::pair<std::size_t, std::uint32_t>>> hits(docs.size());  // (term, tf) in order
    std::vector<std::uint32_t> df(distinct.size(), 0);
    std::vector<double> dl(docs.size());
    double total = 0.0;
    for (std::size_t d = 0; d < docs.size(); ++d) {
        const Tokens toks = bm25_tokenize(docs[d]);
        dl[d] = static_cast<double>(toks.size());
        total += dl[d];
        for (const std::string& w : toks) {
            const auto it = std::find(distinct.begin(), distinct.end(), w);
            if (it == distinct.end()) continue;
            const auto t = static_cast<std::size_t>(it - distinct.begin());
            auto h = std::find_if(hits[d].begin(), hits[d].end(), [&](const auto& x) { return x.first == t; });
            if (h == hits[d].end()) {
                hits[d].emplace_back(t, 1);
                ++df[t];
            } else {
                ++h->second;
            }
        }
    }
    const double n = static_cast<double>(docs.size());
    const double avgdl = total / n > 0.0 ? total / n : 1.0;
    std::vector<float> out(docs.size(), 0.0f);
    for (std::size_t d = 0; d < docs.size(); ++d) {
        for (const auto& [t, tf] : hits[d]) {
            const double idf = std::log(1.0 + (n - df[t] + 0.5) / (df[t] + 0.5));
            const double f = tf;
            const double k1 = Bm25Options{}.k1;  // a float, as bm25_scores() reads it
            const double b = Bm25Options{}.b;
            const double norm = k1 * (1.0 - b + b * dl[d] / avgdl);
            out[d] += static_cast<float>(idf * qcount[t] * f * (k1 + 1.0) / (f + norm));
        }
    }
    return out;
}

TEST(Bm25, SkippingWordsOfNoTermLengthChangesNoScore) {
    const std::vector<std::string> texts = {
        "The cafe café CAFÉ caféteria opened in 1999 and 19999",
        "Ünïcode naïve x1 abc123 ABC 北京大学 cafe北京 北京cafe",
        "gold medals: Nation GOLD, silver; bronze! gold-medal goldmedal",
        "a b c dd eee ffff ggggg hhhhhh iiiiiii jjjjjjjj " + std::string(70, 'z'),
        "",
        "no term here at all",
    };
    const std::vector<std::string_view> docs(texts.begin(), texts.end());
    for (const char* q : {"cafe 1999 gold", "naïve abc 北京", "gold medals nation", "dd ffff hhhhhh",
                          "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz",
                          "caféteria x1"}) {
        EXPECT_EQ(bm25_scores(q, docs), reference_scores(q, docs)) << q;
    }
}


// The tokens of a text over a small alphabet, by code point: words are runs of [A-Za-z0-9éÉ] (lowercased,
// é folded to e), runs of 北/京 become bigrams (a lone one a unigram), anything else separates. Independent
// of the tokenizer's ASCII word masks, which take 64 bytes at a time.
Tokens reference_tokens(const std::vector<std::string>& pieces) {
    Tokens out;
    std::string word;
    std::vector<std::string> cjk;
    const auto flush = [&] {
        if (!word.empty()) out.push_back(word);
        word.clear();
        if (cjk.size() == 1) out.push_back(cjk[0]);
        for (std::size_t k = 0; k + 1 < cjk.size(); ++k) out.push_back(cjk[k] + cjk[k + 1]);
        cjk.clear();
    };
    for (const std::string& c : pieces) {
        const bool ascii_word = c.size() == 1 && std::isalnum(static_cast<unsigned char>(c[0])) != 0;
        if (ascii_word || c == "é" || c == "É") {
            if (!cjk.empty()) flush();
            word += ascii_word ? static_cast<char>(std::tolower(static_cast<unsigned char>(c[0]))) : 'e';
        } else if (c == "北" || c == "京") {
            if (!word.empty()) flush();
            cjk.push_back(c);
        } else {
            flush();
        }
    }
    flush();
    return out;
}

TEST(Bm25, AsciiWordMasksGiveTheTokensOfTheByteLoop) {
    // long texts (several 64-byte steps), words across the steps' edges and up to non-ASCII letters,
    // separators and ideographs
    const std::vector<std::string> alphabet = {"a", "B", "z", "Q", "7", "0", " ", " ", ",", "-", "\n", "é",
                                               "É", "—", "北", "京", "x", "y", "."};
    std::mt19937 rng(14);
    for (int round = 0; round < 400; ++round) {
        std::vector<std::string> pieces;
        const std::size_t len = rng() % 300;
        const std::size_t spread = 2 + rng() % (alphabet.size() - 1);  // some texts mostly letters: long words
        for (std::size_t k = 0; k < len; ++k) {
            pieces.push_back(alphabet[rng() % spread]);
        }
        std::string text;
        for (const std::string& c : pieces) text += c;
        ASSERT_EQ(bm25_tokenize(text), reference_tokens(pieces)) << text;
        // skipping words of no query term's length and first byte: the same scores as keeping them all
        const std::string half = text.substr(0, text.size() / 2);
        const std::vector<std::string_view> docs = {text, "a b z", half};
        // queries of a few first bytes (words of others only counted, by 64-byte masks) and of more than
        // eight (every word looked at)
        for (const char* q : {"aaa bz 7", "北京 x", "zz e", "a", "Qa b0 c d e f g h i j 7 z x y"}) {
            EXPECT_EQ(bm25_scores(q, docs), reference_scores(q, docs)) << q << " / " << text;
        }
    }
}

}  // namespace
}  // namespace htmlprune
