#include "htmlprune/dom.hpp"

#include <limits>

#include "htmlprune/status.hpp"

namespace htmlprune {

// Node::flags sits in what was padding: the node array of a page is its largest allocation.
static_assert(sizeof(Node) == 48, "Node grew");

Span Document::store(std::string_view bytes) {
    constexpr std::size_t kMax = std::numeric_limits<std::uint32_t>::max();
    if (buf.size() + bytes.size() > kMax) {
        throw Error(Errc::kLimitExceeded, "document text exceeds 4 GiB");
    }
    Span s{static_cast<std::uint32_t>(buf.size()), static_cast<std::uint32_t>(bytes.size())};
    buf.append(bytes);
    return s;
}

void Document::too_many_nodes() {
    throw Error(Errc::kLimitExceeded, "document has more than 4 billion nodes");
}

std::string_view Document::attribute(NodeIndex i, std::string_view attr_name,
                                     bool* found) const noexcept {
    const Node& n = nodes[i];
    for (std::uint32_t a = n.attr_begin; a < n.attr_begin + n.attr_count; ++a) {
        if (view(attrs[a].name) == attr_name) {
            if (found) *found = true;
            return view(attrs[a].value);
        }
    }
    if (found) *found = false;
    return {};
}

}  // namespace htmlprune
