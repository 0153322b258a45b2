#include "htmlprune/bpe_model_bytes.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

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

TEST(BpeModelBytes, CompilesToIds) {
    const BpeTables t = compile_bpe_model(sample_model());
    EXPECT_EQ(t.byte_id[static_cast<unsigned char>('a')], 0);
    EXPECT_EQ(t.byte_id[static_cast<unsigned char>(' ')], 3);  // "\u0120" is the space byte
    EXPECT_EQ(t.byte_id[static_cast<unsigned char>('z')], -1);  // not in the vocabulary
    EXPECT_EQ(t.merges, (std::vector<BpeMerge>{{0, 1, 2}}));
    EXPECT_EQ(t.tokens.size(), 4U);  // ignore_merges keeps the vocabulary; "\0x" is outside the alphabet
    BpeModel plain = sample_model();
    plain.ignore_merges = false;
    EXPECT_TRUE(compile_bpe_model(plain).tokens.empty());  // looked up by no rule
    plain.merges = {{"a", "z"}};
    EXPECT_THROW((void)compile_bpe_model(plain), Error);
}

TEST(BpeModelBytes, RoundTrip) {
    const BpeModel m = sample_model();
    const BpeTables t = compile_bpe_model(m);
    const std::string bytes = pack_bpe_tables(t);
    const BpeTables back = unpack_bpe_tables(bytes);
    EXPECT_EQ(back.byte_id, t.byte_id);
    EXPECT_EQ(back.merges, t.merges);
    EXPECT_EQ(back.tokens, t.tokens);
    ASSERT_EQ(back.added_tokens.size(), 2U);
    EXPECT_EQ(back.added_tokens[1].content, "<x>");
    EXPECT_TRUE(back.added_tokens[1].normalized);
    EXPECT_FALSE(back.added_tokens[0].normalized);
    EXPECT_EQ(back.pattern, BpePattern::kLlama3);
    EXPECT_TRUE(back.ignore_merges);
    EXPECT_EQ(pack_bpe_tables(back), bytes);
    // unpacked tables count as the original model does
    for (const char* text : {"ab", "ab<x>a b", "zz a", "<|end|>ab"}) {
        EXPECT_EQ(BpeCounter(back).count(text), BpeCounter(m).count(text)) << text;
    }
    EXPECT_EQ(unpack_bpe_tables(pack_bpe_tables(BpeTables{})).merges.size(), 0U);
}

TEST(BpeModelBytes, RefusesNegativeMergeIds) {
    BpeTables t = compile_bpe_model(sample_model());
    t.merges[0].merged = -2;
    EXPECT_THROW(BpeCounter{unpack_bpe_tables(pack_bpe_tables(t))}, Error);
}

TEST(BpeModelBytes, RejectsWhatItDidNotWrite) {
    const std::string bytes = pack_bpe_tables(compile_bpe_model(sample_model()));
    for (std::size_t n = 0; n < bytes.size(); ++n) {  // every truncation
        EXPECT_THROW((void)unpack_bpe_tables(bytes.substr(0, n)), Error) << n;
    }
    EXPECT_THROW((void)unpack_bpe_tables(bytes + "x"), Error);  // a byte left over
    std::string bad = bytes;
    bad[0] = 'X';  // not the header
    EXPECT_THROW((void)unpack_bpe_tables(bad), Error);
    bad = bytes;
    bad[6] = 9;  // no such pattern
    EXPECT_THROW((void)unpack_bpe_tables(bad), Error);
    bad = bytes;
    const std::size_t n_merges_at = 8 + 256 * 4;  // a merge count far past the end: refused before reserving
    bad[n_merges_at] = '\xFF';
    bad[n_merges_at + 1] = '\xFF';
    bad[n_merges_at + 2] = '\xFF';
    bad[n_merges_at + 3] = '\x7F';
    EXPECT_THROW((void)unpack_bpe_tables(bad), Error);
}

}  // namespace
}  // namespace htmlprune
