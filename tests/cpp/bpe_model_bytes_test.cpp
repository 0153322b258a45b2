#include "htmlprune/bpe_model_bytes.hpp"

#include <gtest/gtest.h>

#include <string>

#include "htmlprune/status.hpp"

namespace htmlprune {
namespace {

BpeModel sample_model() {
    BpeModel m;
    m.vocab = {{"a", 0}, {"b", 1}, {"ab", 2}, {"\xC4\xA0", 3}, {std::string("\0x", 2), 4}};
    m.merges = {{"a", "b"}};
    m.added_tokens = {{"<|end|>", false}, {"<x>", true}};
    m.pattern = BpePattern::kLlama3;
    m.ignore_merges = true;
    return m;
}

TEST(BpeModelBytes, RoundTrip) {
    const BpeModel m = sample_model();
    const std::string bytes = pack_bpe_model(m);
    const BpeModel back = unpack_bpe_model(bytes);
    EXPECT_EQ(back.vocab, m.vocab);
    EXPECT_EQ(back.merges, m.merges);
    ASSERT_EQ(back.added_tokens.size(), 2U);
    EXPECT_EQ(back.added_tokens[1].content, "<x>");
    EXPECT_TRUE(back.added_tokens[1].normalized);
    EXPECT_FALSE(back.added_tokens[0].normalized);
    EXPECT_EQ(back.pattern, BpePattern::kLlama3);
    EXPECT_TRUE(back.ignore_merges);
    EXPECT_EQ(pack_bpe_model(back), bytes);
    // an unpacked model counts as the original does
    EXPECT_EQ(BpeCounter(back).count("ab"), BpeCounter(m).count("ab"));
    EXPECT_EQ(unpack_bpe_model(pack_bpe_model(BpeModel{})).vocab.size(), 0U);
}

TEST(BpeModelBytes, RejectsWhatItDidNotWrite) {
    const std::string bytes = pack_bpe_model(sample_model());
    for (std::size_t n = 0; n < bytes.size(); ++n) {  // every truncation
        EXPECT_THROW((void)unpack_bpe_model(bytes.substr(0, n)), Error) << n;
    }
    EXPECT_THROW((void)unpack_bpe_model(bytes + "x"), Error);  // a byte left over
    std::string bad = bytes;
    bad[0] = 'X';  // not the header
    EXPECT_THROW((void)unpack_bpe_model(bad), Error);
    bad = bytes;
    bad[6] = 9;  // no such pattern
    EXPECT_THROW((void)unpack_bpe_model(bad), Error);
    bad = bytes;
    bad[8] = '\xFF';  // a vocabulary count far past the end: refused before anything is reserved
    bad[9] = '\xFF';
    bad[10] = '\xFF';
    bad[11] = '\x7F';
    EXPECT_THROW((void)unpack_bpe_model(bad), Error);
}

}  // namespace
}  // namespace htmlprune
