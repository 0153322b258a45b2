#include "htmlprune/token_costs.hpp"

#include <cmath>
#include <limits>
#include <utility>

#include "detail/clean_rules.hpp"
#include "htmlprune/status.hpp"

namespace htmlprune {

std::string markup_of(std::string_view tag, OutputFormat format) {
    if (format == OutputFormat::kText) return {};
    if (format == OutputFormat::kHtml) {
        std::string s;
        s.reserve(2 * tag.size() + 5);
        s.append("<").append(tag).append("></").append(tag).append(">");
        return s;
    }
    if (tag.size() == 2 && tag[0] == 'h' && tag[1] >= '1' && tag[1] <= '6') {
        return std::string(static_cast<std::size_t>(tag[1] - '0'), '#') + " \n\n";
    }
    static const std::pair<std::string_view, std::string_view> kMarkdown[] = {
        {"p", "\n\n"},   {"li", "- \n"},    {"tr", "|\n"},   {"td", " |"},     {"th", " |"},
        {"table", "|---|\n\n"}, {"pre", "```\n```\n"}, {"code", "``"}, {"b", "****"}, {"strong", "****"},
        {"em", "**"},    {"i", "**"},       {"blockquote", "> "},
    };
    for (const auto& [name, markup] : kMarkdown) {
        if (name == tag) return std::string(markup);
    }
    return {};
}

std::vector<std::uint32_t> TagCosts::costs(const BlockTree& tree, const TokenCountFn& count) {
    const std::vector<std::string>& names = tree.tag_names();
    std::vector<std::uint32_t> out(names.size(), 0);
    std::vector<std::size_t> missing;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        for (std::size_t k = 0; k < names.size(); ++k) {
            const auto it = by_name_.find(names[k]);
            if (it == by_name_.end()) {
                missing.push_back(k);
            } else {
                out[k] = it->second;
            }
        }
    }
    if (missing.empty()) return out;
    // counted outside the lock: a count may call back into Python, which another thread may hold
    for (const std::size_t k : missing) {
        const std::string markup = markup_of(names[k], format_);
        const std::int64_t n = markup.empty() ? 0 : count(markup);
        if (n < 0 || n > std::int64_t{std::numeric_limits<std::uint32_t>::max()}) {
            throw Error(Errc::kInvalidArgument, "a tag cost must be in [0, 2**32), got " + std::to_string(n));
        }
        out[k] = static_cast<std::uint32_t>(n);
    }
    const std::lock_guard<std::mutex> lock(mutex_);
    for (const std::size_t k : missing) by_name_.emplace(names[k], out[k]);
    return out;
}

std::size_t TagCosts::size() const {
    const std::lock_guard<std::mutex> lock(mutex_);
    return by_name_.size();
}

TokenCosts token_costs(const BlockTree& tree, const std::vector<std::uint32_t>& name_costs,
                       const SerializeOptions& options, double bytes_per_token) {
    if (name_costs.size() != tree.tag_names().size()) {
        throw Error(Errc::kInvalidArgument, "name_costs must have one entry per tag name (" +
                                                std::to_string(tree.tag_names().size()) + "), got " +
                                                std::to_string(name_costs.size()));
    }
    if (!(bytes_per_token > 0.0)) throw Error(Errc::kInvalidArgument, "bytes_per_token must be > 0");
    TokenCosts c;
    const std::vector<std::uint32_t> sizes = tree.block_piece_sizes(options);
    c.block.resize(tree.size());
    for (BlockIndex b = 0; b < tree.size(); ++b) {
        // np.ceil(float64 bytes / bytes_per_token).astype(uint32)
        c.block[b] = static_cast<std::uint32_t>(std::ceil(static_cast<double>(sizes[b]) / bytes_per_token));
    }
    c.node_tag.assign(tree.node_tag().size(), 0);
    // compact output (clean.hpp rule 8): a layout tag without attributes is not written, so it costs nothing
    const bool unwrap = options.unwrap_layout && options.format == OutputFormat::kHtml;
    const Document& doc = tree.document();
    for (std::size_t v = 0; v < c.node_tag.size(); ++v) {
        const std::int32_t tag = tree.node_tag()[v];
        if (tag < 0) continue;
        if (unwrap && v < doc.nodes.size() && detail::is_unwrapped_layout(doc.nodes[v])) continue;
        c.node_tag[v] = name_costs[static_cast<std::size_t>(tag)];
    }
    return c;
}

}  // namespace htmlprune
