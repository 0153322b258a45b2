// The element hierarchy above the blocks of a BlockTree, as flat arrays (what HIRO walks).
//
// Every element on some block's path (each block's element and all its element ancestors) is one row,
// with its parent row, tag, path sibling number and byte span in BlockTree::html(). Consumers build the
// hierarchy from these integers instead of parsing path strings ("<h12>": h1 number 2, or an h12 element?)
// or searching the HTML for tags.
//
// Rows are grouped by page and within a page in document pre-order, so a parent row always precedes its
// children and a row's children are in document order. The elements that several pages share in a joined
// tree (the common <html> and <body>) get one row per page, so that each page is a tree of its own rows.
// A block whose node is the document root (bare top-level text) gets a root row with tag -1.
//
// Ownership: a BlockElements owns its vectors; it holds no views into the tree. Thread safety: building
// reads the const tree only, so it may run concurrently with other readers of the same tree.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "htmlprune/block_tree.hpp"
#include "htmlprune/dom.hpp"

namespace htmlprune {

struct BlockElements {
    /// The Document node of each row (0 only for the root row of bare top-level text).
    std::vector<NodeIndex> node;
    /// Row of the enclosing element, -1 for a page's outermost row.
    std::vector<std::int32_t> parent;
    /// Index into BlockTree::tag_names() of the element's name; -1 for the document root.
    std::vector<std::int32_t> tag;
    /// Number of the element among same-tag siblings as BlockTree::path() writes it ("div2" -> 2);
    /// -1 when the path leaves it unnumbered (no same-tag sibling).
    std::vector<std::int32_t> number;
    /// Byte span [start, end) of the element (start tag to end tag) in BlockTree::html().
    std::vector<std::uint32_t> byte_start;
    std::vector<std::uint32_t> byte_end;
    /// The block whose element this row is, or -1 (an element that only holds blocks).
    std::vector<std::int32_t> block;
    /// The page of the row's blocks.
    std::vector<std::int32_t> page;

    [[nodiscard]] std::size_t size() const noexcept { return node.size(); }
};

/// The rows of `tree` (see the file comment). O(blocks + rows) time and O(document nodes) scratch;
/// iterative. Never throws except std::bad_alloc.
BlockElements block_elements(const BlockTree& tree);

}  // namespace htmlprune
