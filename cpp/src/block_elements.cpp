#include "htmlprune/block_elements.hpp"

#include <cstdint>
#include <vector>

namespace htmlprune {

BlockElements block_elements(const BlockTree& tree) {
    BlockElements out;
    const auto& nodes = tree.document().nodes;
    const auto& block_node = tree.block_node();
    const auto& pages = tree.page();
    std::vector<std::int32_t> row_of(nodes.size(), -1);  // rows of the current page only
    std::vector<NodeIndex> touched;                       // nodes with a row in the current page
    std::vector<NodeIndex> chain;
    std::int32_t page = -1;
    for (std::size_t b = 0; b < block_node.size(); ++b) {
        if (pages[b] != page) {  // blocks are in document order, so each page's blocks are contiguous
            for (const NodeIndex v : touched) row_of[v] = -1;
            touched.clear();
            page = pages[b];
        }
        // The ancestors without a row yet, bottom-up; the document root is on no path except its own.
        chain.clear();
        NodeIndex v = block_node[b];
        if (v == 0) {
            chain.push_back(0);
        } else {
            while (v != 0 && v != kNoNode && row_of[v] < 0) {
                chain.push_back(v);
                v = nodes[v].parent;
            }
        }
        std::int32_t parent = (v == 0 || v == kNoNode) ? -1 : row_of[v];
        for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
            const NodeIndex u = *it;
            const auto row = static_cast<std::int32_t>(out.node.size());
            const std::uint32_t num = tree.path_number()[u];
            out.node.push_back(u);
            out.parent.push_back(parent);
            out.tag.push_back(u == 0 ? -1 : tree.node_tag()[u]);
            out.number.push_back(num == 0 ? -1 : static_cast<std::int32_t>(num - 1));
            out.byte_start.push_back(tree.node_byte_start()[u]);
            out.byte_end.push_back(tree.node_byte_end()[u]);
            out.block.push_back(-1);
            out.page.push_back(page);
            row_of[u] = row;
            touched.push_back(u);
            parent = row;
        }
        out.block[static_cast<std::size_t>(row_of[block_node[b]])] = static_cast<std::int32_t>(b);
    }
    return out;
}

}  // namespace htmlprune
