#include "htmlprune/bpe_counter.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <thread>
#include <vector>

#include "htmlprune/status.hpp"

namespace htmlprune {
namespace {

// GPT-2's bytes_to_unicode(): the vocabulary character (UTF-8) that stands for byte b.
std::string byte_char(int b) {
    int cp = b;
    if (!((b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || b >= 0xAE)) {
        cp = 256;
        for (int x = 0; x < b; ++x) {
            if (!((x >= '!' && x <= '~') || (x >= 0xA1 && x <= 0xAC) || x >= 0xAE)) ++cp;
        }
    }
    std::string out;
    if (cp < 0x80) {
        out.push_back(static_cast<char>(cp));
    } else {
        out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
    return out;
}

const std::string kSpace = byte_char(' ');  // "Ġ"

// Every byte but 0x04, plus the merges given (each pair's concatenation gets the next id).
BpeModel model(const std::vector<std::pair<std::string, std::string>>& merges,
               std::vector<BpeAddedToken> added = {}) {
    BpeModel m;
    for (int b = 0; b < 256; ++b) {
        if (b != 4) m.vocab.emplace_back(byte_char(b), b);
    }
    std::int32_t next = 256;
    for (const auto& [a, b] : merges) {
        m.vocab.emplace_back(a + b, next++);
        m.merges.emplace_back(a, b);
    }
    m.added_tokens = std::move(added);
    return m;
}

TEST(BpeCounter, MergesByRankLeftmostFirst) {
    const BpeCounter c(model({{"a", "b"}, {kSpace, "a"}, {"ab", "c"}, {"a", "a"}}));
    EXPECT_EQ(c.count(""), 0);
    EXPECT_EQ(c.count("abc"), 1);
    EXPECT_EQ(c.count("abd"), 2);
    EXPECT_EQ(c.count(" ab"), 2);   // "ab" (rank 0) wins over "Ġa" (rank 1): Ġ + ab
    EXPECT_EQ(c.count(" ac"), 2);   // Ġa + c
    EXPECT_EQ(c.count("aaa"), 2);   // aa + a: the leftmost of equal ranks first
    EXPECT_EQ(c.count("ab c"), 3);  // pieces "ab" and " c": merges never cross a piece
}

TEST(BpeCounter, Gpt2PatternPieces) {
    // Every pair that could merge across a piece boundary is a merge, so each piece shows in the count.
    const BpeCounter c(model({{kSpace, kSpace}, {"t", "'"}, {"'", "s"}, {"a", "1"}, {"1", "."}, {kSpace, "b"}}));
    EXPECT_EQ(c.count("a1"), 2);       // letters and digits are separate pieces
    EXPECT_EQ(c.count("1."), 2);       // so are digits and punctuation
    EXPECT_EQ(c.count("t's"), 2);      // t + 's: the contraction comes first
    EXPECT_EQ(c.count("'s"), 1);
    EXPECT_EQ(c.count("'S"), 2);       // case-sensitive
    EXPECT_EQ(c.count("a  "), 2);      // a + "  " at the end: one whitespace piece, merged
    EXPECT_EQ(c.count("a  b"), 3);     // a + " " + " b": the run leaves its last space to the word
    EXPECT_EQ(c.count("a   b"), 3);    // a + "  " + " b"
    EXPECT_EQ(c.count("a \nb"), 4);    // a + " " + "\n" + b
    EXPECT_EQ(c.count("\n"), 1);
    EXPECT_EQ(c.count("  \n  "), 3);   // whitespace ending the text: one piece, ĠĠ + Ċ + ĠĠ
}

TEST(BpeCounter, UnicodeClasses) {
    const BpeCounter c(model({}));
    EXPECT_EQ(c.count("\xC3\xA9"), 2);              // é: one letter, two bytes
    EXPECT_EQ(c.count("\xE4\xB8\xAD"), 3);          // 中
    EXPECT_EQ(c.count("\xF0\x9F\x98\x80"), 4);      // 😀
    EXPECT_EQ(c.count("\xE3\x80\x80"), 3);          // U+3000 ideographic space
}

TEST(BpeCounter, UnsureAndInvalidInput) {
    const BpeCounter c(model({}));
    EXPECT_EQ(c.count("a \xF0\x9F\xA9\xB5"), BpeCounter::kUnsure);  // U+1FA75: unassigned in Unicode 14
    EXPECT_EQ(c.count("a\xFF"), BpeCounter::kUnsure);               // invalid UTF-8
    EXPECT_EQ(c.count("\xED\xA0\x80"), BpeCounter::kUnsure);        // an encoded surrogate
}

TEST(BpeCounter, MissingByteIsDropped) {
    const BpeCounter c(model({{"<", ">"}}));
    EXPECT_EQ(c.count("\x04"), 0);
    EXPECT_EQ(c.count("a\x04" "b"), 2);
    EXPECT_EQ(c.count("<\x04>"), 1);  // one punctuation piece; its neighbours merge over the dropped byte
    // pieces of one and two bytes come from tables filled at construction: the same rules
    EXPECT_EQ(c.count("\x04\x04"), 0);
    EXPECT_EQ(c.count("<\x04"), 1);
    EXPECT_EQ(c.count("<>"), 1);
    EXPECT_EQ(c.count("><"), 2);
    EXPECT_EQ(c.count("<"), 1);
}

TEST(BpeCounter, AddedTokensLeftmostLongest) {
    const BpeCounter c(model({}, {{"<x>", false}, {"<x>>", false}, {"ab", true}, {"xa", true}}));
    EXPECT_EQ(c.count("<x>"), 1);
    EXPECT_EQ(c.count("<x>>"), 1);
    EXPECT_EQ(c.count("q<x>q"), 3);
    EXPECT_EQ(c.count("ab"), 1);
    EXPECT_EQ(c.count("<x>ab"), 2);
    // normalized=false tokens are cut first: "xa" is never seen whole inside "<x>a"
    EXPECT_EQ(c.count("<x>a"), 2);
    EXPECT_EQ(c.count("xab"), 2);  // leftmost: "xa" + b
}

TEST(BpeCounter, IgnoreMerges) {
    BpeModel m = model({{"a", "b"}});
    m.vocab.emplace_back("ba", 1000);  // a whole-piece token no merge builds
    m.ignore_merges = true;
    EXPECT_EQ(BpeCounter(m).count("ba"), 1);
    m.ignore_merges = false;
    EXPECT_EQ(BpeCounter(m).count("ba"), 2);
}

TEST(BpeCounter, LongPieceAndCache) {
    const BpeCounter c(model({{"a", "a"}}));
    const std::string mb(1 << 20, 'a');
    EXPECT_EQ(c.count(mb), 1 << 19);
    EXPECT_EQ(c.count(mb + "a"), (1 << 19) + 1);
    EXPECT_EQ(c.count("aaa aaa aaa"), 8);  // aa+a, then Ġ+aa+a twice
    EXPECT_EQ(c.cache_size(), 2u);  // "aaa" and " aaa"; the long pieces are not cached
}

TEST(BpeCounter, RejectsBrokenModels) {
    BpeModel m = model({});
    m.merges.emplace_back("a", "q");  // "aq" is not in the vocabulary
    EXPECT_THROW(BpeCounter{m}, Error);
    BpeModel e = model({}, {{"", false}});
    EXPECT_THROW(BpeCounter{e}, Error);
}

TEST(BpeCounter, ConcurrentCallsAgreeWithSerialOnes) {
    const BpeCounter c(model({{"a", "b"}, {kSpace, "a"}, {"ab", "c"}, {"a", "a"}}));
    std::vector<std::string> texts;
    for (int i = 0; i < 2000; ++i) {
        texts.push_back(std::string(static_cast<std::size_t>(i % 7), 'a') + " abc" +
                        std::to_string(i) + std::string(static_cast<std::size_t>(i % 5), ' '));
    }
    std::vector<std::int64_t> serial;
    for (const auto& t : texts) serial.push_back(c.count(t));
    std::vector<std::vector<std::int64_t>> got(4);
    std::vector<std::thread> threads;
    for (auto& g : got) {
        threads.emplace_back([&c, &texts, &g] {
            for (const auto& t : texts) g.push_back(c.count(t));
        });
    }
    for (auto& t : threads) t.join();
    for (const auto& g : got) EXPECT_EQ(g, serial);
}

}  // namespace
}  // namespace htmlprune
