// Pre-order copies and multi-page joins for the block tree; see detail/page_join.hpp.
#include "detail/page_join.hpp"

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "htmlprune/tags.hpp"

namespace htmlprune::detail {
namespace {

// Appends a copy of the subtree of `src_root` in `src` as the last child of `dst_parent` in `dst`, in
// pre-order. Spans and attribute ranges are shifted by the given bases (src.buf / src.attrs must already
// be appended to dst at those offsets). `page_of` receives `page` for every new node.
void copy_subtree(const Document& src, NodeIndex src_root, Document& dst, NodeIndex dst_parent,
                  std::uint32_t buf_base, std::uint32_t attr_base, std::int32_t page,
                  std::vector<std::int32_t>& page_of, const std::vector<SignalBytes>* src_signals = nullptr,
                  std::vector<SignalBytes>* dst_signals = nullptr) {
    std::vector<std::pair<NodeIndex, NodeIndex>> stack{{src_root, dst_parent}};
    while (!stack.empty()) {
        const auto [s, parent] = stack.back();
        stack.pop_back();
        Node proto = src.nodes[s];
        proto.name.offset += buf_base;
        proto.text.offset += buf_base;
        proto.attr_begin += attr_base;
        const NodeIndex d = dst.append_child(parent, proto);
        page_of.push_back(page);
        if (dst_signals != nullptr) {
            dst_signals->resize(d + 1, SignalBytes{});
            if (src_signals != nullptr && s < src_signals->size()) (*dst_signals)[d] = (*src_signals)[s];
        }
        for (NodeIndex c = src.nodes[s].last_child; c != kNoNode; c = src.nodes[c].prev_sibling) {
            stack.emplace_back(c, d);
        }
    }
}

NodeIndex append_element(Document& doc, NodeIndex parent, TagId tag) {
    Node proto;
    proto.kind = NodeKind::kElement;
    proto.tag = tag;
    proto.name = doc.store(tag_name(tag));
    return doc.append_child(parent, proto);
}

// The nodes that carry a page's body content: the root's children, with html and body elements replaced
// by their children. head goes: clean() drops a <title> anywhere but in head.
std::vector<NodeIndex> page_content(const Document& doc) {
    std::vector<NodeIndex> out;
    std::vector<NodeIndex> stack;
    for (NodeIndex c = doc.nodes[0].last_child; c != kNoNode; c = doc.nodes[c].prev_sibling) {
        stack.push_back(c);
    }
    while (!stack.empty()) {
        const NodeIndex v = stack.back();
        stack.pop_back();
        const Node& n = doc.nodes[v];
        if (n.kind == NodeKind::kComment || n.kind == NodeKind::kDoctype) continue;
        if (is_element(n) && n.tag == TagId::kHead) continue;
        if (is_element(n) && (n.tag == TagId::kHtml || n.tag == TagId::kBody)) {
            for (NodeIndex c = n.last_child; c != kNoNode; c = doc.nodes[c].prev_sibling) {
                stack.push_back(c);
            }
            continue;
        }
        out.push_back(v);
    }
    return out;
}

}  // namespace

// True when walking the tree from the root visits nodes 0, 1, 2, ... in order and reaches all of them.
bool is_preorder(const Document& doc) {
    const auto n = static_cast<NodeIndex>(doc.nodes.size());
    std::vector<NodeIndex> stack{0};
    NodeIndex expect = 0;
    while (!stack.empty()) {
        const NodeIndex v = stack.back();
        stack.pop_back();
        if (v != expect++) return false;
        for (NodeIndex c = doc.nodes[v].last_child; c != kNoNode; c = doc.nodes[c].prev_sibling) {
            if (c >= n) return false;
            stack.push_back(c);
        }
    }
    return expect == n;
}

Document preorder_copy(const Document& src) {
    Document out;
    out.buf = src.buf;
    out.attrs = src.attrs;
    std::vector<std::int32_t> unused;
    for (NodeIndex c = src.nodes[0].first_child; c != kNoNode; c = src.nodes[c].next_sibling) {
        copy_subtree(src, c, out, 0, 0, 0, 0, unused);
    }
    return out;
}

void join_pages(std::vector<Document>& pages, const std::vector<std::vector<SignalBytes>>& signals,
                Document& out, std::vector<std::int32_t>& page_of, std::vector<NodeIndex>& forced,
                std::vector<SignalBytes>& node_signals) {
    out.clear();
    page_of.push_back(-1);  // root
    const NodeIndex html = append_element(out, 0, TagId::kHtml);
    const NodeIndex body = append_element(out, html, TagId::kBody);
    page_of.push_back(-1);
    page_of.push_back(-1);
    forced = {html, body};
    for (std::size_t p = 0; p < pages.size(); ++p) {
        const Document& src = pages[p];
        const NodeIndex div = append_element(out, body, TagId::kDiv);
        page_of.push_back(static_cast<std::int32_t>(p));
        const auto buf_base = static_cast<std::uint32_t>(out.buf.size());
        const auto attr_base = static_cast<std::uint32_t>(out.attrs.size());
        out.store(src.buf);
        for (Attribute a : src.attrs) {
            a.name.offset += buf_base;
            a.value.offset += buf_base;
            out.attrs.push_back(a);
        }
        node_signals.resize(out.nodes.size(), SignalBytes{});
        for (const NodeIndex c : page_content(src)) {
            copy_subtree(src, c, out, div, buf_base, attr_base, static_cast<std::int32_t>(p),
                         page_of, &signals[p], &node_signals);
        }
        pages[p] = Document();  // free page memory early
    }
}

}  // namespace htmlprune::detail
