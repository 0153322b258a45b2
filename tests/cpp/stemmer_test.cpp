// Stemmer (the vendored Snowball libstemmer_c) and BM25 with stemming: stems, errors, threads, CJK.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <thread>
#include <vector>

#include "htmlprune/bm25.hpp"
#include "htmlprune/status.hpp"
#include "htmlprune/stemmer.hpp"

namespace htmlprune {
namespace {

using Tokens = std::vector<std::string>;

TEST(Stemmer, EnglishConflatesInflections) {
    Stemmer s("english");
    EXPECT_EQ(std::string(s.stem("released")), "releas");
    EXPECT_EQ(std::string(s.stem("release")), "releas");
    EXPECT_EQ(std::string(s.stem("connections")), "connect");
    EXPECT_EQ(std::string(s.stem("")), "");
}

TEST(Stemmer, OtherLanguagesAndCodes) {
    Stemmer ru("ru");
    EXPECT_EQ(std::string(ru.stem("кошки")), "кошк");
    Stemmer de("german");
    EXPECT_EQ(std::string(de.stem("häuser")), "haus");
    const std::vector<std::string> langs = Stemmer::languages();
    EXPECT_NE(std::find(langs.begin(), langs.end(), "english"), langs.end());
    EXPECT_NE(std::find(langs.begin(), langs.end(), "russian"), langs.end());
    EXPECT_TRUE(Stemmer::supported("fr"));
}

TEST(Stemmer, UnknownLanguageThrows) {
    EXPECT_THROW(Stemmer("klingon"), Error);
    EXPECT_THROW(Stemmer(""), Error);
    EXPECT_THROW(Stemmer(std::string("en\0x", 4)), Error);
    EXPECT_FALSE(Stemmer::supported("klingon"));
    Bm25Options o;
    o.stem = "klingon";
    EXPECT_THROW(bm25_scores("q", std::vector<std::string_view>{"d"}, o), Error);
}

TEST(Stemmer, InvalidUtf8DoesNotCrash) {
    Stemmer s("english");
    const std::string bad("\xff\xfe\xc3", 3);
    EXPECT_LE(s.stem(bad).size(), bad.size() + 4);
}

TEST(Bm25Stem, TokenizeStemsWordsNotCjk) {
    EXPECT_EQ(bm25_tokenize("Released releases 北京大学", false, "english"),
              (Tokens{"releas", "releas", "北京", "京大", "大学"}));
    EXPECT_EQ(bm25_tokenize("When was it released?", true, "en"), (Tokens{"releas"}));
}

TEST(Bm25Stem, ConnectsInflectedForms) {
    const std::vector<std::string_view> docs = {"Release Date: May 2008", "Directed by someone",
                                                "Running time 90 minutes"};
    Bm25Options plain;
    EXPECT_EQ(bm25_scores("When was it released?", docs, plain)[0], 0.0f);
    Bm25Options stem;
    stem.stem = "english";
    const std::vector<float> s = bm25_scores("When was it released?", docs, stem);
    EXPECT_GT(s[0], 0.0f);
    EXPECT_EQ(s[1], 0.0f);
    EXPECT_EQ(s[2], 0.0f);
}

TEST(Bm25Stem, ManyDistinctWordsStayCorrect) {
    // Thousands of distinct document words: the per-call stem memo grows several times.
    std::vector<std::string> texts;
    for (int i = 0; i < 5000; ++i) texts.push_back("item" + std::to_string(i) + "s filler");
    const std::vector<std::string_view> docs(texts.begin(), texts.end());
    Bm25Options o;
    o.stem = "english";
    const std::vector<float> s = bm25_scores("item4321", docs, o);
    for (int i = 0; i < 5000; ++i) {
        if (i == 4321) {
            EXPECT_GT(s[i], 0.0f);
        } else {
            ASSERT_EQ(s[i], 0.0f) << i;
        }
    }
}

TEST(Bm25Stem, SameScoresOnManyThreads) {
    std::vector<std::string> texts;
    for (int i = 0; i < 300; ++i) {
        texts.push_back("released releasing " + std::to_string(i) + " connection connected word" +
                        std::to_string(i % 17));
    }
    const std::vector<std::string_view> docs(texts.begin(), texts.end());
    Bm25Options o;
    o.stem = "english";
    const std::vector<float> expected = bm25_scores("release connections word3", docs, o);
    std::vector<std::vector<float>> got(8);
    std::vector<std::thread> threads;
    for (std::size_t t = 0; t < got.size(); ++t) {
        threads.emplace_back([&, t] {
            for (int r = 0; r < 20; ++r) got[t] = bm25_scores("release connections word3", docs, o);
        });
    }
    for (std::thread& th : threads) th.join();
    for (const std::vector<float>& g : got) EXPECT_EQ(g, expected);
}

}  // namespace
}  // namespace htmlprune
