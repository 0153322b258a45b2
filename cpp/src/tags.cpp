#include "htmlprune/tags.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <initializer_list>
#include <utility>

namespace htmlprune {
namespace {

constexpr std::array<std::string_view, kTagCount> kNames = {
    "",
#define HTMLPRUNE_TAG_NAME(name, str) str,
    HTMLPRUNE_TAG_LIST(HTMLPRUNE_TAG_NAME)
#undef HTMLPRUNE_TAG_NAME
};

using Entry = std::pair<std::string_view, TagId>;

// The X-list is alphabetical by enum name, which is not always byte order of the tag names; sort once.
const std::array<Entry, kTagCount - 1>& sorted_names() {
    static const auto table = [] {
        std::array<Entry, kTagCount - 1> t{};
        for (std::size_t i = 1; i < kTagCount; ++i) t[i - 1] = {kNames[i], static_cast<TagId>(i)};
        std::sort(t.begin(), t.end());
        return t;
    }();
    return table;
}

// The tag classes of tags.hpp's predicates, one bit set per tag: one load per question (they are asked per
// node by the tokenizer, the cleaner, the serializer and the renderer).
constexpr std::array<std::uint8_t, kTagCount> make_classes() {
    std::array<std::uint8_t, kTagCount> c{};
    const auto set = [&c](std::uint8_t bit, std::initializer_list<TagId> tags) {
        for (const TagId t : tags) c[static_cast<std::size_t>(t)] |= bit;
    };
    set(detail::kTagVoid, {TagId::kArea, TagId::kBase, TagId::kBr, TagId::kCol, TagId::kEmbed, TagId::kHr,
                           TagId::kImg, TagId::kInput, TagId::kKeygen, TagId::kLink, TagId::kMeta, TagId::kParam,
                           TagId::kSource, TagId::kTrack, TagId::kWbr, TagId::kFrame});
    set(detail::kTagRawText,
        {TagId::kScript, TagId::kStyle, TagId::kXmp, TagId::kIframe, TagId::kNoembed, TagId::kNoframes});
    set(detail::kTagRcdata, {TagId::kTitle, TagId::kTextarea});
    set(detail::kTagPreserve,
        {TagId::kPre, TagId::kCode, TagId::kTextarea, TagId::kListing, TagId::kPlaintext, TagId::kXmp});
    set(detail::kTagBlock,
        {TagId::kAddress, TagId::kArticle, TagId::kAside, TagId::kBlockquote, TagId::kBody,
         TagId::kBr, TagId::kCaption, TagId::kCenter, TagId::kDd, TagId::kDetails, TagId::kDialog,
         TagId::kDir, TagId::kDiv, TagId::kDl, TagId::kDt, TagId::kFieldset, TagId::kFigcaption,
         TagId::kFigure, TagId::kFooter, TagId::kForm, TagId::kH1, TagId::kH2, TagId::kH3,
         TagId::kH4, TagId::kH5, TagId::kH6, TagId::kHeader, TagId::kHgroup, TagId::kHr,
         TagId::kHtml, TagId::kLegend, TagId::kLi, TagId::kListing, TagId::kMain, TagId::kMenu,
         TagId::kNav, TagId::kOl, TagId::kOption, TagId::kP, TagId::kPlaintext, TagId::kPre,
         TagId::kSearch, TagId::kSection, TagId::kSummary, TagId::kTable, TagId::kTbody,
         TagId::kTd, TagId::kTextarea, TagId::kTfoot, TagId::kTh, TagId::kThead, TagId::kTitle,
         TagId::kTr, TagId::kUl, TagId::kXmp, TagId::kSelect, TagId::kOptgroup, TagId::kHead,
         TagId::kNoscript, TagId::kIframe});
    set(detail::kTagTablePart, {TagId::kCaption, TagId::kColgroup, TagId::kCol, TagId::kThead, TagId::kTbody,
                                TagId::kTfoot, TagId::kTr, TagId::kTd, TagId::kTh});
    set(detail::kTagHeading, {TagId::kH1, TagId::kH2, TagId::kH3, TagId::kH4, TagId::kH5, TagId::kH6});
    return c;
}

}  // namespace

TagId tag_lookup(std::string_view lowercase_name) noexcept {
    const auto& table = sorted_names();
    auto it = std::lower_bound(table.begin(), table.end(), lowercase_name,
                               [](const Entry& e, std::string_view n) { return e.first < n; });
    return (it != table.end() && it->first == lowercase_name) ? it->second : TagId::kUnknown;
}

std::string_view tag_name(TagId tag) noexcept {
    auto i = static_cast<std::size_t>(tag);
    return i < kTagCount ? kNames[i] : std::string_view{};
}

namespace detail {
constexpr std::array<std::uint8_t, kTagCount> kTagClasses = make_classes();
}  // namespace detail

}  // namespace htmlprune
