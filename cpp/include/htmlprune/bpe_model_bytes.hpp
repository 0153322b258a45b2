// BpeTables as bytes and back: the native counter's tables, cached on disk by htmlprune's Python side
// (python/htmlprune/_tokenizer_cache.py), so that loading a tokenizer reads them in one pass instead of
// parsing its tokenizer.json, converting 100k Python strings and resolving every merge's strings to ids.
//
// Layout (integers little-endian): "HPBPE" 0x02, pattern u8, ignore_merges u8, the 256 byte ids (i32), then
// u32 counts of merges, tokens and added tokens; then each merge (left, right, merged: i32), each token
// (string, id i32), each added token (string, normalized u8); a string is its u32 byte length and its bytes.
// Nothing follows.
#pragma once

#include <string>
#include <string_view>

#include "htmlprune/bpe_counter.hpp"

namespace htmlprune {

/// `tables` as bytes (see above). O(size of the tables).
[[nodiscard]] std::string pack_bpe_tables(const BpeTables& tables);

/// The tables pack_bpe_tables() wrote. Throws Error(kInvalidArgument) for bytes it did not write (a wrong
/// header, a count or length past the end, an unknown pattern, a byte left over); never reads out of bounds.
/// It checks the layout only: BpeCounter's constructor checks the tables. O(n); thread-safe.
[[nodiscard]] BpeTables unpack_bpe_tables(std::string_view bytes);

}  // namespace htmlprune
