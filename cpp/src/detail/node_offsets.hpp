// Internal: the block tree's HTML with the byte range of every node in it. Not part of the public API.
//
// BlockTree shows its page as serialize(doc) and keeps, per node, where the node's markup starts and ends
// in that string. sync_offsets() finds those offsets in an already serialized string (one pass, no
// allocation per node); serialize_recording() is the fallback that writes the HTML itself and records
// them. Both walk with an explicit stack (no recursion), O(nodes + bytes), and are thread-safe on
// distinct outputs.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/dom.hpp"

namespace htmlprune::detail {

// Finds node offsets in `s` = serialize(doc) by walking the document alongside the text: each node's
// markup must appear in order, with only whitespace inserted between nodes. `end_of[i]` is one past the
// last node of i's subtree (pre-order). Fills start[i] / end[i] (sized to the node count by the caller)
// and returns true; returns false when `s` does not have that shape (then call serialize_recording).
bool sync_offsets(const Document& doc, const std::vector<NodeIndex>& end_of, std::string_view s,
                  std::vector<std::uint32_t>& start, std::vector<std::uint32_t>& end);

// Fallback serializer (default SerializeOptions) that writes doc into `out` and records node offsets as
// it writes. Same arguments as sync_offsets.
void serialize_recording(const Document& doc, const std::vector<NodeIndex>& end_of, std::string& out,
                         std::vector<std::uint32_t>& start, std::vector<std::uint32_t>& end);

}  // namespace htmlprune::detail
