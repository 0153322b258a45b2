// parse()'s insertions out of document order: foster parenting (13.2.6.1), the option content copied into
// <selectedcontent>, and the renumbering into pre-order afterwards; see parse.cpp for the tree builder.
#include <vector>

#include "detail/tree_builder.hpp"
#include "htmlprune/status.hpp"

namespace htmlprune::detail::parser {

// append() while the token is foster-parented: before the table when the current node is a table part.
NodeIndex TreeBuilder::append_fostering(const Node& proto) {
    if (table_current()) return foster(proto);
    return doc_->append_child(current(), proto);
}

NodeIndex TreeBuilder::foster(const Node& proto) {
    const std::int32_t table = top(TagId::kTable);
    const std::int32_t tmpl = top(TagId::kTemplate);
    reordered_ = true;
    if (tmpl > table) return doc_->append_child(stack_[static_cast<std::size_t>(tmpl)].node, proto);
    if (table == kNone) return doc_->append_child(current(), proto);  // a tbody/tr without table: none here
    const NodeIndex t = stack_[static_cast<std::size_t>(table)].node;
    const NodeIndex parent = doc_->nodes[t].parent;
    if (parent == kNoNode) {
        return doc_->append_child(stack_[static_cast<std::size_t>(table) - 1].node, proto);
    }
    return insert_before(parent, t, proto);
}

// Inserts a node made from `proto` into `parent` right before its child `before`; text right after text it
// continues in buf extends that node instead.
NodeIndex TreeBuilder::insert_before(NodeIndex parent, NodeIndex before, const Node& proto) {
    std::vector<Node>& nodes = doc_->nodes;
    const NodeIndex prev = nodes[before].prev_sibling;
    if (proto.kind == NodeKind::kText && prev != kNoNode && nodes[prev].kind == NodeKind::kText &&
        nodes[prev].text.offset + nodes[prev].text.length == proto.text.offset) {
        nodes[prev].text.length += proto.text.length;
        return prev;
    }
    if (nodes.size() >= kNoNode) throw Error(Errc::kLimitExceeded, "document has 2^32 nodes or more");
    const auto index = static_cast<NodeIndex>(nodes.size());
    Node& node = nodes.emplace_back(proto);
    node.parent = parent;
    node.first_child = node.last_child = kNoNode;
    node.prev_sibling = prev;
    node.next_sibling = before;
    nodes[before].prev_sibling = index;
    if (prev != kNoNode) {
        nodes[prev].next_sibling = index;
    } else {
        nodes[parent].first_child = index;
    }
    return index;
}

// An option leaves the stack of open elements: if it is the selected option of the open select, its content
// replaces that of the select's <selectedcontent> ("maybe clone an option into selectedcontent").
void TreeBuilder::option_closed(NodeIndex option) {
    if (option != selected_option_ || top(TagId::kSelect) == kNone) return;
    std::vector<Node>& nodes = doc_->nodes;
    const NodeIndex target = selectedcontent_;
    nodes[target].first_child = nodes[target].last_child = kNoNode;  // the previous copy is dropped
    reordered_ = true;
    // Copies the option's subtree below target in pre-order (target is never inside the option).
    clone_stack_.clear();
    for (NodeIndex c = nodes[option].last_child; c != kNoNode; c = nodes[c].prev_sibling) {
        clone_stack_.emplace_back(c, target);
    }
    while (!clone_stack_.empty()) {
        const auto [source, parent] = clone_stack_.back();
        clone_stack_.pop_back();
        if (!count_node()) return;
        const Node proto = nodes[source];  // a copy: append_child may reallocate
        const NodeIndex copy = doc_->append_child(parent, proto);
        for (NodeIndex c = nodes[source].last_child; c != kNoNode; c = nodes[c].prev_sibling) {
            clone_stack_.emplace_back(c, copy);
        }
    }
}

// Records what <selectedcontent> needs of the element `node` just inserted for start tag `t` in body.
void TreeBuilder::note_select_content(const Token& t, NodeIndex node) {
    if (node == kNoNode) return;
    if (t.tag == TagId::kSelect) {
        selectedcontent_ = selected_option_ = kNoNode;
        selected_explicitly_ = false;
        return;
    }
    if (top(TagId::kSelect) == kNone) return;
    if (t.tag == TagId::kOption) {
        bool selected = false;
        for (std::uint32_t i = 0; i < t.attr_count && !selected; ++i) {
            selected = doc_->view(doc_->attrs[t.attr_begin + i].name) == "selected";
        }
        if (selected || selected_option_ == kNoNode) {
            selected_option_ = node;
            selected_explicitly_ = selected_explicitly_ || selected;
        }
        return;
    }
    if (selectedcontent_ == kNoNode && top(TagId::kOption) == kNone &&
        doc_->view(t.name) == "selectedcontent") {
        selectedcontent_ = node;
    }
}

// Renumbers the Document so that Document::nodes is in pre-order again, dropping unlinked nodes. Iterative.
void TreeBuilder::restore_preorder() {
    std::vector<Node>& nodes = doc_->nodes;
    order_.clear();
    for (NodeIndex i = 0;;) {
        order_.push_back(i);
        if (nodes[i].first_child != kNoNode) {
            i = nodes[i].first_child;
            continue;
        }
        while (i != 0 && nodes[i].next_sibling == kNoNode) i = nodes[i].parent;
        if (i == 0) break;
        i = nodes[i].next_sibling;
    }
    new_index_.assign(nodes.size(), kNoNode);
    for (std::size_t k = 0; k < order_.size(); ++k) new_index_[order_[k]] = static_cast<NodeIndex>(k);
    const auto map = [this](NodeIndex i) { return i == kNoNode ? kNoNode : new_index_[i]; };
    renumbered_.resize(order_.size());
    for (std::size_t k = 0; k < order_.size(); ++k) {
        Node n = nodes[order_[k]];
        n.parent = map(n.parent);
        n.first_child = map(n.first_child);
        n.last_child = map(n.last_child);
        n.next_sibling = map(n.next_sibling);
        n.prev_sibling = map(n.prev_sibling);
        renumbered_[k] = n;
    }
    nodes.swap(renumbered_);
    if (renumbered_.capacity() > kKeepScratchNodes) {  // one huge page does not pin its copy per thread
        std::vector<Node>().swap(renumbered_);
        std::vector<NodeIndex>().swap(order_);
        std::vector<NodeIndex>().swap(new_index_);
    }
}

}  // namespace htmlprune::detail::parser
