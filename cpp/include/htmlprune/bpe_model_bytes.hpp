// A BpeModel as bytes and back: the native counter's tables, cached on disk by htmlprune's Python side
// (python/htmlprune/_tokenizer_cache.py), so that loading a tokenizer reads them in one pass instead of
// parsing its tokenizer.json and converting 100k Python strings.
//
// Layout (integers little-endian): "HPBPE" 0x01, pattern u8, ignore_merges u8, then u32 counts of vocab,
// merges and added tokens; then each vocab entry (string, id i32), each merge (string, string), each added
// token (string, normalized u8); a string is its u32 byte length and its bytes. Nothing follows.
#pragma once

#include <string>
#include <string_view>

#include "htmlprune/bpe_counter.hpp"

namespace htmlprune {

/// `model` as bytes (see above). O(size of the model).
[[nodiscard]] std::string pack_bpe_model(const BpeModel& model);

/// The model pack_bpe_model() wrote. Throws Error(kInvalidArgument) for bytes it did not write (a wrong
/// header, a count or length past the end, an unknown pattern, a byte left over); never reads out of bounds.
/// It checks the layout only: BpeCounter's constructor checks the model. O(n); thread-safe.
[[nodiscard]] BpeModel unpack_bpe_model(std::string_view bytes);

}  // namespace htmlprune
