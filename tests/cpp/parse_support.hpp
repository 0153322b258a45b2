// Helpers of the tree builder tests: a compact rendering of a Document and its structural invariants.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "htmlprune/parse.hpp"

namespace htmlprune::test {

// Serializes the subtree of `root` compactly: <name a="v">...</name>, text as is, <!--c-->.
// Iterative, like everything else in the project.
inline std::string render(const Document& d, NodeIndex root, bool include_root) {
    std::string out;
    std::vector<std::pair<NodeIndex, bool>> stack;  // (node, closing)
    if (include_root) {
        stack.emplace_back(root, false);
    } else {
        std::vector<NodeIndex> kids;
        for (NodeIndex c = d.nodes[root].first_child; c != kNoNode; c = d.nodes[c].next_sibling) {
            kids.push_back(c);
        }
        for (auto it = kids.rbegin(); it != kids.rend(); ++it) stack.emplace_back(*it, false);
    }
    while (!stack.empty()) {
        auto [i, closing] = stack.back();
        stack.pop_back();
        const Node& n = d.nodes[i];
        if (closing) {
            out += "</" + std::string(d.name(i)) + ">";
            continue;
        }
        switch (n.kind) {
            case NodeKind::kDocument:
                break;
            case NodeKind::kText:
                out += d.text(i);
                continue;
            case NodeKind::kComment:
                out += "<!--" + std::string(d.text(i)) + "-->";
                continue;
            case NodeKind::kDoctype:
                out += "<!DOCTYPE " + std::string(d.text(i)) + ">";
                continue;
            case NodeKind::kElement:
                out += "<" + std::string(d.name(i));
                for (std::uint32_t a = n.attr_begin; a < n.attr_begin + n.attr_count; ++a) {
                    out += " " + std::string(d.view(d.attrs[a].name)) + "=\"" +
                           std::string(d.view(d.attrs[a].value)) + "\"";
                }
                out += ">";
                if (is_void(n.tag) && n.first_child == kNoNode) continue;
                stack.emplace_back(i, true);
                break;
        }
        std::vector<NodeIndex> kids;
        for (NodeIndex c = n.first_child; c != kNoNode; c = d.nodes[c].next_sibling)
            kids.push_back(c);
        for (auto it = kids.rbegin(); it != kids.rend(); ++it) stack.emplace_back(*it, false);
    }
    return out;
}

inline NodeIndex find_element(const Document& d, TagId tag) {
    for (NodeIndex i = 0; i < d.nodes.size(); ++i) {
        if (d.nodes[i].kind == NodeKind::kElement && d.nodes[i].tag == tag) return i;
    }
    return kNoNode;
}

inline std::string whole(std::string_view html, bool comments = true) {
    ParseOptions o;
    o.keep_comments = comments;
    const Document d = parse(html, o);
    return render(d, 0, false);
}

inline std::string body(std::string_view html, ParseOptions o = {}) {
    o.keep_comments = true;
    const Document d = parse(html, o);
    return render(d, find_element(d, TagId::kBody), false);
}

// Checks every structural invariant the other stages rely on; returns "" when all hold.
inline std::string check_invariants(const Document& d) {
    if (d.nodes.empty() || d.nodes[0].kind != NodeKind::kDocument) return "no root";
    const auto n = static_cast<NodeIndex>(d.nodes.size());
    // Pre-order: walking the tree iteratively must visit 0, 1, 2, ... in order.
    std::vector<NodeIndex> stack{0};
    NodeIndex expect = 0;
    while (!stack.empty()) {
        const NodeIndex i = stack.back();
        stack.pop_back();
        if (i != expect++) return "not pre-order at node " + std::to_string(i);
        std::vector<NodeIndex> kids;
        NodeIndex prev = kNoNode;
        for (NodeIndex c = d.nodes[i].first_child; c != kNoNode; c = d.nodes[c].next_sibling) {
            if (c >= n) return "child out of range";
            if (d.nodes[c].parent != i) return "bad parent link";
            if (d.nodes[c].prev_sibling != prev) return "bad prev_sibling";
            prev = c;
            kids.push_back(c);
        }
        if (d.nodes[i].last_child != prev) return "bad last_child";
        for (auto it = kids.rbegin(); it != kids.rend(); ++it) stack.push_back(*it);
    }
    if (expect != n) return "unreachable nodes";
    auto in_buf = [&](Span s) { return std::size_t{s.offset} + s.length <= d.buf.size(); };
    for (NodeIndex i = 0; i < n; ++i) {
        const Node& node = d.nodes[i];
        if (!in_buf(node.name) || !in_buf(node.text)) return "span out of range";
        if (node.kind == NodeKind::kElement && node.name.length == 0) return "element without name";
        if (node.kind == NodeKind::kText && node.text.length == 0) return "empty text node";
        if (std::size_t{node.attr_begin} + node.attr_count > d.attrs.size()) return "attrs range";
        if (is_void(node.tag) && node.first_child != kNoNode) return "void element with children";
    }
    for (const Attribute& a : d.attrs) {
        if (!in_buf(a.name) || !in_buf(a.value)) return "attribute span out of range";
    }
    // buf must be valid UTF-8.
    const auto* p = reinterpret_cast<const unsigned char*>(d.buf.data());
    const auto* end = p + d.buf.size();
    while (p < end) {
        if (*p < 0x80) {
            ++p;
            continue;
        }
        int len = (*p >= 0xF0) ? 4 : (*p >= 0xE0) ? 3 : (*p >= 0xC2) ? 2 : 0;
        if (len == 0 || *p > 0xF4 || end - p < len) return "invalid UTF-8 in buf";
        for (int k = 1; k < len; ++k) {
            if ((p[k] & 0xC0) != 0x80) return "invalid UTF-8 in buf";
        }
        p += len;
    }
    return "";
}

}  // namespace htmlprune::test
