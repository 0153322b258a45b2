// The per-tag predicates of tags.hpp (one table load each): members, non-members, and values outside the enum.
#include <gtest/gtest.h>

#include <cstddef>

#include "htmlprune/tags.hpp"

namespace htmlprune {
namespace {

TEST(TagPredicates, MembersAndNonMembers) {
    EXPECT_TRUE(is_void(TagId::kBr));
    EXPECT_TRUE(is_void(TagId::kFrame));  // the list's last entry
    EXPECT_FALSE(is_void(TagId::kP));
    EXPECT_TRUE(is_raw_text(TagId::kNoframes));
    EXPECT_FALSE(is_raw_text(TagId::kTitle));
    EXPECT_TRUE(is_rcdata(TagId::kTitle));
    EXPECT_TRUE(preserves_whitespace(TagId::kXmp));
    EXPECT_FALSE(preserves_whitespace(TagId::kDiv));
    EXPECT_TRUE(is_block_boundary(TagId::kAddress));  // the list's first and last entries
    EXPECT_TRUE(is_block_boundary(TagId::kIframe));
    EXPECT_FALSE(is_block_boundary(TagId::kSpan));
    EXPECT_FALSE(is_block_boundary(TagId::kA));
    EXPECT_TRUE(is_table_part(TagId::kCol));
    EXPECT_FALSE(is_table_part(TagId::kTable));
    EXPECT_TRUE(is_heading(TagId::kH6));
    EXPECT_FALSE(is_heading(TagId::kHgroup));
}

TEST(TagPredicates, UnknownAndOutOfRangeAreNone) {
    const auto count = static_cast<std::size_t>(TagId::kCount);
    for (const TagId t : {TagId::kUnknown, TagId::kCount, static_cast<TagId>(count + 1), static_cast<TagId>(0xFFFF)}) {
        EXPECT_FALSE(is_void(t) || is_raw_text(t) || is_rcdata(t) || preserves_whitespace(t) ||
                     is_block_boundary(t) || is_table_part(t) || is_heading(t))
            << static_cast<std::size_t>(t);
    }
}

TEST(TagPredicates, ClassesAgreeWhereTheyOverlap) {
    std::size_t voids = 0;
    for (std::size_t i = 0; i < static_cast<std::size_t>(TagId::kCount); ++i) {
        const auto t = static_cast<TagId>(i);
        if (is_heading(t)) EXPECT_TRUE(is_block_boundary(t)) << tag_name(t);
        if (is_rcdata(t)) EXPECT_FALSE(is_raw_text(t)) << tag_name(t);
        if (is_void(t)) ++voids;
    }
    EXPECT_EQ(voids, 16u);
}

}  // namespace
}  // namespace htmlprune
