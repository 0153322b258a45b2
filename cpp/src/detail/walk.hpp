// Internal: the iterative pre-order walk over a Document shared by clean(), serialize() and
// visible_text().
#pragma once

#include "htmlprune/dom.hpp"

namespace htmlprune::detail {

// Pre-order walk of the subtree at `root` calling enter(i) -> bool (descend into i's children?) on
// every node, and leave(i) after the children of every node whose enter() returned true. Root 0
// walks the whole document without visiting the kDocument node itself. Iterative (no recursion);
// O(nodes of the subtree).
template <class Enter, class Leave>
void walk(const Document& d, NodeIndex root, Enter&& enter, Leave&& leave) {
    NodeIndex i = root == 0 ? d.nodes[0].first_child : root;
    while (i != kNoNode) {
        if (enter(i)) {
            const NodeIndex fc = d.nodes[i].first_child;
            if (fc != kNoNode) {
                i = fc;
                continue;
            }
            leave(i);
        }
        for (;;) {
            if (i == root) {
                i = kNoNode;
                break;
            }
            const NodeIndex ns = d.nodes[i].next_sibling;
            if (ns != kNoNode) {
                i = ns;
                break;
            }
            i = d.nodes[i].parent;
            if (i == kNoNode || i == 0) {
                i = kNoNode;
                break;
            }
            leave(i);
            if (i == root) {
                i = kNoNode;
                break;
            }
        }
    }
}

}  // namespace htmlprune::detail
