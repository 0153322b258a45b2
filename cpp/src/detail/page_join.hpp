// Internal: the Document a BlockTree is built over. Not part of the public API.
//
// The builder numbers nodes in pre-order, so a page whose nodes are not (a Document edited after
// parsing) is copied in pre-order first, and several pages are joined under one html/body with a div per
// page. Every walk uses an explicit stack (no recursion); O(nodes) time; no shared state.
#pragma once

#include <cstdint>
#include <vector>

#include "htmlprune/boilerplate.hpp"
#include "htmlprune/dom.hpp"

namespace htmlprune::detail {

// True when walking the tree from the root visits nodes 0, 1, 2, ... in order and reaches all of them.
bool is_preorder(const Document& doc);

// A copy of `src` with its nodes renumbered in pre-order (buffers copied as they are).
Document preorder_copy(const Document& src);

// Joins `pages` into `out` (cleared first): root > html > body > one div per page holding the page's
// body content (html, head and body elements of the page dropped; comments and doctypes too). Appends
// the page of every new node to `page_of` (-1 for the root, html, body), sets `forced` to {html, body}
// (the elements the builder always splits), and copies each page's per-node `signals` (may be empty)
// into `node_signals` for the nodes of `out`. Frees each page's memory once it is copied.
void join_pages(std::vector<Document>& pages, const std::vector<std::vector<SignalBytes>>& signals,
                Document& out, std::vector<std::int32_t>& page_of, std::vector<NodeIndex>& forced,
                std::vector<SignalBytes>& node_signals);

}  // namespace htmlprune::detail
