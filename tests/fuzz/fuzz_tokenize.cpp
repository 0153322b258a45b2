// libFuzzer target: parse arbitrary bytes (with and without comments, with a small depth cap), then
// walk the Document and abort on any broken invariant (links, pre-order, spans, UTF-8 of buf).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "htmlprune/parse.hpp"

namespace {

void require(bool ok, const char* what) {
    if (!ok) {
        std::fprintf(stderr, "fuzz_tokenize: invariant broken: %s\n", what);
        std::abort();
    }
}

void check_utf8(std::string_view s) {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    const auto* end = p + s.size();
    while (p < end) {
        const unsigned c = *p;
        if (c < 0x80) {
            ++p;
            continue;
        }
        std::ptrdiff_t len = 0;
        unsigned lo = 0x80, hi = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) {
            len = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            len = 3;
            if (c == 0xE0) lo = 0xA0;
            if (c == 0xED) hi = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            len = 4;
            if (c == 0xF0) lo = 0x90;
            if (c == 0xF4) hi = 0x8F;
        }
        require(len != 0 && end - p >= len, "buf is not valid UTF-8 (lead byte)");
        for (std::ptrdiff_t k = 1; k < len; ++k) {
            require(p[k] >= lo && p[k] <= hi, "buf is not valid UTF-8 (continuation)");
            lo = 0x80;
            hi = 0xBF;
        }
        p += len;
    }
}

void check(const htmlprune::Document& d) {
    using namespace htmlprune;
    require(!d.nodes.empty() && d.nodes[0].kind == NodeKind::kDocument, "root");
    const auto n = static_cast<NodeIndex>(d.nodes.size());
    std::vector<NodeIndex> stack{0};
    std::vector<NodeIndex> kids;
    NodeIndex expect = 0;
    bool has_body = false;
    while (!stack.empty()) {
        const NodeIndex i = stack.back();
        stack.pop_back();
        require(i == expect++, "nodes are not in pre-order");
        const Node& node = d.nodes[i];
        auto in_buf = [&](Span s) { return std::size_t{s.offset} + s.length <= d.buf.size(); };
        require(in_buf(node.name) && in_buf(node.text), "span out of range");
        require(std::size_t{node.attr_begin} + node.attr_count <= d.attrs.size(), "attrs range");
        for (std::uint32_t a = node.attr_begin; a < node.attr_begin + node.attr_count; ++a) {
            require(in_buf(d.attrs[a].name) && in_buf(d.attrs[a].value), "attr span out of range");
        }
        if (node.kind == NodeKind::kElement) {
            require(node.name.length != 0, "element without name");
            if (node.tag == TagId::kBody) has_body = true;
            require(!is_void(node.tag) || node.first_child == kNoNode,
                    "void element with children");
        }
        if (node.kind == NodeKind::kText) require(node.text.length != 0, "empty text node");
        kids.clear();
        NodeIndex prev = kNoNode;
        for (NodeIndex c = node.first_child; c != kNoNode; c = d.nodes[c].next_sibling) {
            require(c < n && c > i, "child index");
            require(d.nodes[c].parent == i && d.nodes[c].prev_sibling == prev, "sibling links");
            prev = c;
            kids.push_back(c);
        }
        require(node.last_child == prev, "last_child");
        for (auto it = kids.rbegin(); it != kids.rend(); ++it) stack.push_back(*it);
    }
    require(expect == n, "unreachable nodes");
    require(has_body, "no body element");
    check_utf8(d.buf);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view html(reinterpret_cast<const char*>(data), size);
    static htmlprune::Document doc;  // reused, as in batch use
    htmlprune::ParseOptions options;
    options.keep_comments = true;
    htmlprune::parse(html, options, doc);
    check(doc);
    options.keep_comments = false;
    options.limits.max_depth = 8;
    htmlprune::parse(html, options, doc);
    check(doc);
    // A node limit somewhere inside the document: either it fits or parse() throws kLimitExceeded.
    options.limits.max_nodes = 1 + static_cast<std::uint32_t>(size % 64);
    try {
        htmlprune::parse(html, options, doc);
        check(doc);
    } catch (const htmlprune::Error& e) {
        require(e.code() == htmlprune::Errc::kLimitExceeded, "unexpected error code");
    }
    return 0;
}
