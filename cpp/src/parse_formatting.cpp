// parse()'s list of active formatting elements (13.2.4.3): its reconstruction and the adoption agency
// algorithm (13.2.6.4.7) for misnested formatting elements (<b>1<p>2</b>3</p>: the <b> ends before the <p>,
// a copy of it wraps "2"). See parse.cpp for the tree builder.
//
// Bounds (hostile input): the list keeps its last kMaxActive entries, and the adoption agency runs only
// when at most kMaxAdoptionSpan open elements sit above the formatting element; beyond that the element is
// closed as soon as the elements above it are (what parse() did before it had the algorithm). So a page
// costs O(tokens * (kMaxActive + kMaxAdoptionSpan)) at worst, however it nests.
#include <algorithm>

#include "detail/tree_builder.hpp"
#include "htmlprune/status.hpp"

namespace htmlprune::detail::parser {
namespace {

constexpr std::size_t kMaxActive = 64;
constexpr std::size_t kMaxAdoptionSpan = 256;

}  // namespace

// "Push onto the list of active formatting elements", for element `node` just inserted for `t`.
void TreeBuilder::push_formatting(const Token& t, NodeIndex node) {
    if (node == kNoNode || stack_.back().node != node) return;  // not pushed (max_depth)
    // Noah's Ark: at most three entries with the same tag and attributes after the last marker.
    const auto same_attributes = [this, &t](const Formatting& f) {
        if (f.attr_count != t.attr_count) return false;
        for (std::uint32_t i = 0; i < f.attr_count; ++i) {
            const Attribute& a = doc_->attrs[f.attr_begin + i];
            bool found = false;
            for (std::uint32_t j = 0; j < t.attr_count && !found; ++j) {
                const Attribute& b = doc_->attrs[t.attr_begin + j];
                found = doc_->view(a.name) == doc_->view(b.name) && doc_->view(a.value) == doc_->view(b.value);
            }
            if (!found) return false;
        }
        return true;
    };
    std::size_t same_tag = 0;  // attributes are compared only when three entries have the tag
    for (std::size_t i = active_.size(); i-- > 0 && active_[i].node != kNoNode && same_tag < 3;) {
        same_tag += active_[i].tag == t.tag;
    }
    std::size_t count = 0;
    std::size_t earliest = 0;
    for (std::size_t i = active_.size(); same_tag >= 3 && i-- > 0;) {
        const Formatting& f = active_[i];
        if (f.node == kNoNode) break;
        if (f.tag == t.tag && same_attributes(f)) {
            earliest = i;
            if (++count == 3) break;  // never more: each push keeps it at three
        }
    }
    if (count >= 3) active_.erase(active_.begin() + static_cast<std::ptrdiff_t>(earliest));
    if (active_.size() >= kMaxActive) active_.erase(active_.begin());
    Formatting f;
    f.node = node;
    f.pos = static_cast<std::uint32_t>(stack_.size() - 1);
    f.tag = t.tag;
    f.name = t.name;
    f.attr_begin = t.attr_begin;
    f.attr_count = t.attr_count;
    active_.push_back(f);
}

// A marker, for a td, th, caption, object or template element `node` just inserted (if it was pushed).
void TreeBuilder::push_marker(NodeIndex node) {
    if (node == kNoNode || stack_.back().node != node) return;
    if (active_.size() >= kMaxActive) active_.erase(active_.begin());
    active_.emplace_back();
}

// "Clear the list of active formatting elements up to the last marker" (a cell, caption, object or
// template closes).
void TreeBuilder::clear_to_marker() {
    while (!active_.empty()) {
        const bool marker = active_.back().node == kNoNode;
        active_.pop_back();
        if (marker) return;
    }
}

// The last entry with tag `tag` after the last marker, or kNone.
std::int32_t TreeBuilder::last_formatting(TagId tag) const {
    for (std::size_t i = active_.size(); i-- > 0;) {
        if (active_[i].node == kNoNode) return kNone;
        if (active_[i].tag == tag) return static_cast<std::int32_t>(i);
    }
    return kNone;
}

std::int32_t TreeBuilder::find_formatting(NodeIndex node) const {
    for (std::size_t i = active_.size(); i-- > 0;) {
        if (active_[i].node == node) return static_cast<std::int32_t>(i);
    }
    return kNone;
}

// "Reconstruct the active formatting elements": the entries after the last marker (or the last entry on
// the stack) whose elements were closed are opened again, as copies, in the current node.
void TreeBuilder::reconstruct_slow() {
    std::size_t i = active_.size() - 1;
    while (i > 0 && active_[i - 1].node != kNoNode && !on_stack(active_[i - 1])) --i;
    for (; i < active_.size(); ++i) {
        Token t;
        t.kind = TokenKind::kStartTag;
        t.tag = active_[i].tag;
        t.name = active_[i].name;
        t.attr_begin = active_[i].attr_begin;
        t.attr_count = active_[i].attr_count;
        const NodeIndex node = insert_element(t, true);
        if (node == kNoNode || stack_.back().node != node) {  // a limit: forget the rest
            active_.resize(i);
            return;
        }
        active_[i].node = node;
        active_[i].pos = static_cast<std::uint32_t>(stack_.size() - 1);
    }
}

// A new element made from entry `f`'s start tag, not linked anywhere yet.
NodeIndex TreeBuilder::new_node(const Formatting& f) {
    std::vector<Node>& nodes = doc_->nodes;
    if (nodes.size() >= kNoNode) throw Error(Errc::kLimitExceeded, "document has 2^32 nodes or more");
    Node& n = nodes.emplace_back();
    n.kind = NodeKind::kElement;
    n.tag = f.tag;
    n.name = f.name;
    n.attr_begin = f.attr_count == 0 ? 0 : f.attr_begin;
    n.attr_count = f.attr_count;
    return static_cast<NodeIndex>(nodes.size() - 1);
}

// Moves `node` (with its subtree) from wherever it is into `parent`, right before its child `before`
// (kNoNode: at the end).
void TreeBuilder::move_node(NodeIndex node, NodeIndex parent, NodeIndex before) {
    std::vector<Node>& nodes = doc_->nodes;
    Node& n = nodes[node];
    if (n.parent != kNoNode) {
        Node& old = nodes[n.parent];
        if (n.prev_sibling != kNoNode) {
            nodes[n.prev_sibling].next_sibling = n.next_sibling;
        } else {
            old.first_child = n.next_sibling;
        }
        if (n.next_sibling != kNoNode) {
            nodes[n.next_sibling].prev_sibling = n.prev_sibling;
        } else {
            old.last_child = n.prev_sibling;
        }
    }
    Node& p = nodes[parent];
    n.parent = parent;
    n.next_sibling = before;
    n.prev_sibling = before == kNoNode ? p.last_child : nodes[before].prev_sibling;
    if (n.prev_sibling != kNoNode) {
        nodes[n.prev_sibling].next_sibling = node;
    } else {
        p.first_child = node;
    }
    if (before != kNoNode) {
        nodes[before].prev_sibling = node;
    } else {
        p.last_child = node;
    }
}

// Replaces the stack entries [from, size) with work_, recomputing what each entry records about those
// below it, and the stack positions of the formatting elements among them.
void TreeBuilder::restack(std::size_t from) {
    while (stack_.size() > from) pop_entry();
    for (const Open& e : work_) {
        push(e.node, e.tag, e.id, e.foreign, e.integration);
        stack_.back().text_only = e.text_only;
        stack_.back().pending_close = e.pending_close;
        if (has(e.tag, kFormatting) && !e.foreign) {
            const std::int32_t f = find_formatting(e.node);
            if (f != kNone) active_[static_cast<std::size_t>(f)].pos = static_cast<std::uint32_t>(stack_.size() - 1);
        }
    }
    set_cdata();
}

// Removes `node` from the list of active formatting elements and from the stack of open elements, where it
// still is (an <a> start tag after the adoption agency ran for an open <a>).
void TreeBuilder::remove_open(NodeIndex node) {
    std::size_t at = stack_.size();
    const std::int32_t i = find_formatting(node);
    if (i != kNone) {
        if (on_stack(active_[static_cast<std::size_t>(i)])) at = active_[static_cast<std::size_t>(i)].pos;
        active_.erase(active_.begin() + i);
    } else {
        for (std::size_t k = stack_.size(); k-- > 1 && stack_.size() - k <= kMaxAdoptionSpan;) {
            if (stack_[k].node == node) {
                at = k;
                break;
            }
        }
    }
    if (at >= stack_.size() || at == 0) return;
    if (stack_.size() - at > kMaxAdoptionSpan) {  // see the top of this file
        stack_[at].pending_close = true;
        return;
    }
    work_.assign(stack_.begin() + static_cast<std::ptrdiff_t>(at) + 1, stack_.end());
    restack(at);
}

// 13.2.6.4.7 "adoption agency algorithm" for an end tag (or <a>/<nobr> start tag) named `subject`. Returns
// false when the caller must act as for "any other end tag" instead.
bool TreeBuilder::adoption_agency(TagId subject) {
    const Open& current = stack_.back();
    if (current.tag == subject && !current.foreign) {
        // The usual case, well-nested markup: the element is the current node, and the last entry of its
        // tag in the list (or in no entry at all): it closes.
        const std::int32_t last = last_formatting(subject);
        const bool listed = last != kNone && active_[static_cast<std::size_t>(last)].node == current.node;
        if (listed || find_formatting(current.node) == kNone) {
            if (listed && static_cast<std::size_t>(last) + 1 == active_.size()) {
                active_.pop_back();
            } else if (listed) {
                active_.erase(active_.begin() + last);
            }
            pop_to(static_cast<std::int32_t>(stack_.size()) - 1);
            return true;
        }
    }
    for (int outer = 0; outer < 8; ++outer) {
        const std::int32_t fi = last_formatting(subject);
        if (fi == kNone) return false;
        const Formatting fe = active_[static_cast<std::size_t>(fi)];
        if (!on_stack(fe)) {
            active_.erase(active_.begin() + fi);
            return true;
        }
        const std::size_t at = fe.pos;
        if (static_cast<std::int32_t>(at) < barrier()) return true;  // not in scope: ignored
        // Outside an open select: "in select" ignores the end tag.
        if (static_cast<std::int32_t>(at) < top(TagId::kSelect)) return true;
        std::size_t furthest = at + 1;
        while (furthest < stack_.size() && stack_[furthest].top_special != static_cast<std::int32_t>(furthest)) {
            ++furthest;
        }
        if (furthest == stack_.size()) {  // no special element above it: close it and what it holds
            pop_to(static_cast<std::int32_t>(at));
            const std::int32_t i = find_formatting(fe.node);
            if (i != kNone) active_.erase(active_.begin() + i);
            return true;
        }
        if (stack_.size() - at > kMaxAdoptionSpan) {  // see the top of this file
            stack_[at].pending_close = true;
            active_.erase(active_.begin() + fi);
            return true;
        }
        reordered_ = true;
        const NodeIndex common = stack_[at - 1].node;
        const NodeIndex furthest_node = stack_[furthest].node;
        std::size_t bookmark = static_cast<std::size_t>(fi);
        work_.assign(stack_.begin() + static_cast<std::ptrdiff_t>(at), stack_.end());
        NodeIndex last = furthest_node;
        std::size_t node = furthest - at;  // index in work_; work_[0] is the formatting element
        for (int inner = 1;; ++inner) {
            --node;
            if (node == 0) break;
            std::int32_t entry = find_formatting(work_[node].node);
            if (inner > 3 && entry != kNone) {
                active_.erase(active_.begin() + entry);
                if (static_cast<std::size_t>(entry) < bookmark) --bookmark;
                entry = kNone;
            }
            if (entry == kNone) {
                work_.erase(work_.begin() + static_cast<std::ptrdiff_t>(node));
                continue;
            }
            if (!count_node()) return true;
            const NodeIndex copy = new_node(active_[static_cast<std::size_t>(entry)]);
            active_[static_cast<std::size_t>(entry)].node = copy;
            work_[node].node = copy;
            if (last == furthest_node) bookmark = static_cast<std::size_t>(entry) + 1;
            move_node(last, copy);
            last = copy;
        }
        // The chain goes where the formatting element's parent is (before a table, if foster-parenting).
        const Open& parent = stack_[at - 1];
        const bool foster = foster_ && !parent.foreign && has(parent.tag, kFosterTarget);
        const NodeIndex table = foster && top(TagId::kTable) != kNone
                                    ? stack_[static_cast<std::size_t>(top(TagId::kTable))].node
                                    : kNoNode;
        if (table != kNoNode && doc_->nodes[table].parent != kNoNode) {
            move_node(last, doc_->nodes[table].parent, table);
        } else {
            move_node(last, common);
        }
        // A copy of the formatting element takes the furthest block's children and becomes its only child.
        if (!count_node()) return true;
        const NodeIndex copy = new_node(fe);
        while (doc_->nodes[furthest_node].first_child != kNoNode) {
            move_node(doc_->nodes[furthest_node].first_child, copy);
        }
        move_node(copy, furthest_node);
        const std::int32_t old = find_formatting(fe.node);
        if (old != kNone) {
            active_.erase(active_.begin() + old);
            if (static_cast<std::size_t>(old) < bookmark) --bookmark;
        }
        Formatting moved = fe;
        moved.node = copy;
        active_.insert(active_.begin() + static_cast<std::ptrdiff_t>(std::min(bookmark, active_.size())), moved);
        Open entry = work_[0];
        entry.node = copy;
        entry.pending_close = false;
        work_.erase(work_.begin());
        std::size_t block = 0;
        while (work_[block].node != furthest_node) ++block;
        work_.insert(work_.begin() + static_cast<std::ptrdiff_t>(block) + 1, entry);
        restack(at);
    }
    return true;
}

}  // namespace htmlprune::detail::parser
