// The document object model every stage shares: a flat array of nodes with integer links.
//
// Ownership: a Document owns one std::string `buf` holding all decoded text, attribute names and values
// and unknown tag names; nodes refer into it with Span (offset, length). Text is stored decoded (character
// references resolved, "\r\n" normalised to "\n", NUL replaced by U+FFFD) and always valid UTF-8.
// Thread safety: a const Document is safe to share between threads; building one is single-threaded.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/tags.hpp"

namespace htmlprune {

/// Index of a node in Document::nodes; kNoNode marks "none" (no parent, no child, ...).
using NodeIndex = std::uint32_t;
inline constexpr NodeIndex kNoNode = 0xFFFFFFFFu;

/// A byte range inside Document::buf.
struct Span {
    std::uint32_t offset = 0;
    std::uint32_t length = 0;
};

enum class NodeKind : std::uint8_t {
    kDocument,  ///< the root; always nodes[0]
    kElement,   ///< an element; `tag` and `name` set, children follow
    kText,      ///< a run of character data; `text` set
    kComment,   ///< a comment (kept by parse(), dropped by clean()); `text` set
    kDoctype,   ///< <!DOCTYPE ...>; `text` holds what follows "DOCTYPE"
};

struct Attribute {
    Span name;   ///< ASCII-lowercased attribute name
    Span value;  ///< decoded value (empty for a bare attribute)
};

/// Bits of Node::flags.
enum NodeFlag : std::uint8_t {
    /// A text node that the page's inline style hides: the text of a <span> whose style sets display:none
    /// and that holds only text (Wikipedia's sortable tables put a 19-digit sort key in one in most numeric
    /// cells). clean() marks it where it can read the style (clean_document() with signals: the block
    /// tree's pages) and keeps it as a text node of its own; it stays in the block texts, the words and the
    /// scores, and render() leaves it out of the output with SerializeOptions::drop_inline_hidden.
    kNodeInlineHidden = 1u << 0,
};

struct Node {
    NodeKind kind = NodeKind::kElement;
    std::uint8_t flags = 0;  ///< NodeFlag bits (in the byte that padding would take: the node stays 48 bytes)
    TagId tag = TagId::kUnknown;  ///< element tag; kUnknown for unknown names (see `name`)
    Span name;                    ///< lowercased element name, always set for elements
    Span text;                    ///< text/comment/doctype content
    NodeIndex parent = kNoNode;
    NodeIndex first_child = kNoNode;
    NodeIndex last_child = kNoNode;
    NodeIndex next_sibling = kNoNode;
    NodeIndex prev_sibling = kNoNode;
    std::uint32_t attr_begin = 0;  ///< first attribute in Document::attrs
    std::uint32_t attr_count = 0;
};

/// Whether `n` is an element (not text, a comment, a doctype or the document root).
inline bool is_element(const Node& n) noexcept { return n.kind == NodeKind::kElement; }

/// A parsed (or cleaned) HTML document. Nodes are stored in document (pre-)order as built by the parser;
/// transformations build a new Document rather than relinking in place, so that order holds everywhere.
class Document {
   public:
    std::vector<Node> nodes;       ///< nodes[0] is the kDocument root
    std::vector<Attribute> attrs;  ///< attributes of all elements, contiguous per element
    std::string buf;               ///< backing store for every Span

    Document() { clear(); }

    /// Drops all nodes but keeps capacity, leaving only the root. O(1) amortised.
    void clear() {
        nodes.clear();
        attrs.clear();
        buf.clear();
        Node root;
        root.kind = NodeKind::kDocument;
        nodes.push_back(root);
    }

    [[nodiscard]] std::string_view view(Span s) const noexcept {
        return std::string_view(buf).substr(s.offset, s.length);
    }
    [[nodiscard]] std::string_view name(NodeIndex i) const noexcept { return view(nodes[i].name); }
    [[nodiscard]] std::string_view text(NodeIndex i) const noexcept { return view(nodes[i].text); }

    /// Appends bytes to buf and returns their span. Throws Error(kLimitExceeded) past 4 GiB.
    Span store(std::string_view bytes);

    /// Appends a node as the last child of `parent`, linking siblings; returns its index.
    /// The new node's kind/tag/name/text/attrs are taken from `proto` (links are overwritten).
    /// Inline: the parser and clean() call it once per node.
    NodeIndex append_child(NodeIndex parent, const Node& proto) {
        if (nodes.size() >= kNoNode) too_many_nodes();
        const auto index = static_cast<NodeIndex>(nodes.size());
        Node& p = nodes[parent];
        const NodeIndex prev = p.last_child;
        if (prev != kNoNode) {
            nodes[prev].next_sibling = index;
        } else {
            p.first_child = index;
        }
        p.last_child = index;
        // Built in place (no stack copy of the 48-byte node): `p` may dangle after a reallocation.
        Node& node = nodes.emplace_back(proto);
        node.parent = parent;
        node.first_child = node.last_child = node.next_sibling = kNoNode;
        node.prev_sibling = prev;
        return index;
    }

    /// Returns the value of attribute `name` (lowercase) on element `i`, or nullptr-equivalent
    /// (`found` false) when absent.
    [[nodiscard]] std::string_view attribute(NodeIndex i, std::string_view name,
                                             bool* found = nullptr) const noexcept;

   private:
    [[noreturn]] static void too_many_nodes();  // Error(kLimitExceeded), out of line (cold)
};

/// Per-thread scratch that is reused page after page (a Document, per-node arrays) is released after a page
/// beyond these sizes, so that one huge page does not pin memory per thread.
inline constexpr std::size_t kKeepScratchNodes = std::size_t{1} << 20;
inline constexpr std::size_t kKeepScratchBytes = std::size_t{64} << 20;

/// Whether a reused per-thread Document is released after use rather than kept for the next page.
inline bool too_big_to_keep(const Document& d) noexcept {
    return d.buf.capacity() > kKeepScratchBytes || d.nodes.capacity() > kKeepScratchNodes;
}

}  // namespace htmlprune
