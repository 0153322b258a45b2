// The token estimates the budget engine (budget.hpp) selects on: per block, its own piece's bytes over a
// bytes-per-token guess; per element, the tokens of its tag name's markup in the output format, counted
// exactly once per name and remembered in a TagCosts table shared by every page of a tokenizer.
//
// Estimates come from byte lengths, not from tokenizing the page: tokenizing every block would cost more
// than the rest of the pipeline together. Only the output is tokenized, exactly, by fit_budget().
#pragma once

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/budget.hpp"
#include "htmlprune/serialize.hpp"

namespace htmlprune {

/// The markup an element named `tag` adds to the output in `format`, as counted for the estimate: HTML its
/// start and end tag ("<p></p>"); markdown the characters it writes (`# ` and a blank line for h1, "- \n"
/// for li, pipes for table cells; "" for tags it writes nothing for); text "" (a newline at most, which
/// merges with the text's tokens).
std::string markup_of(std::string_view tag, OutputFormat format);

/// Markup tokens by tag name for one tokenizer and one output format (markup_of(), counted). Pages share
/// most names, so a table kept per tokenizer counts only the names no page before had.
/// Thread-safe: costs() may be called from many threads at once (a mutex guards the map; counting a new
/// name happens outside it, so two threads may count the same new name: same count, one kept).
class TagCosts {
   public:
    explicit TagCosts(OutputFormat format) : format_(format) {}
    TagCosts(const TagCosts&) = delete;
    TagCosts& operator=(const TagCosts&) = delete;

    /// One cost per tree.tag_names() entry; names not in the table yet are counted with `count` and added.
    /// Throws Error(kInvalidArgument) for a count outside [0, 2^32); rethrows what `count` throws.
    std::vector<std::uint32_t> costs(const BlockTree& tree, const TokenCountFn& count);
    [[nodiscard]] std::size_t size() const;
    [[nodiscard]] OutputFormat format() const noexcept { return format_; }

   private:
    OutputFormat format_;
    mutable std::mutex mutex_;
    std::unordered_map<std::string, std::uint32_t> by_name_;
};

/// What fit_budget() takes as estimates: block_cost (one per block) and node_tag_cost (one per Document node).
struct TokenCosts {
    std::vector<std::uint32_t> block;
    std::vector<std::uint32_t> node_tag;
};

/// Per block ceil(bytes of its piece as rendered with `options` / bytes_per_token); per node the cost of
/// its tag name (name_costs: one per tree.tag_names() entry), 0 for non-elements. Throws
/// Error(kInvalidArgument) on a size mismatch or bytes_per_token <= 0. O(n). Thread-safe (pure).
TokenCosts token_costs(const BlockTree& tree, const std::vector<std::uint32_t>& name_costs,
                       const SerializeOptions& options, double bytes_per_token);

}  // namespace htmlprune
