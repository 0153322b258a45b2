// HTML parsing: bytes in, Document out. Lenient like browsers; never fails on malformed markup.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/dom.hpp"
#include "htmlprune/status.hpp"

namespace htmlprune {

struct ParseOptions {
    Limits limits;
    /// Keep comment nodes in the Document (clean() drops them anyway).
    bool keep_comments = false;
    /// When set: the only attributes stored (lowercase names; the parser adds the few it reads itself).
    /// Others are skipped unread (no copy, no character-reference decoding), so a caller that drops
    /// them anyway (clean) does not pay for them. nullptr: every attribute. Must outlive parse().
    const std::vector<std::string>* only_attributes = nullptr;
    /// Skip the content of script, style, noembed, noframes and iframe elements (which clean() drops)
    /// unstored: the tokenizer finds the end tag without copying the text. The element stays, childless;
    /// max_nodes still counts the text node it would have had, so limits fail exactly as without it.
    bool skip_dropped_text = false;
    /// The caller guarantees that `html` is valid UTF-8 without CR or NUL bytes (already preprocessed, e.g.
    /// encoded from a Python str with that folded in), so parse() skips its validation pass. Output is the
    /// same as without it for such input; other input breaks the Document's valid-UTF-8 invariant.
    bool input_normalized = false;
};

/// Parses UTF-8 `html` into `out` (cleared first; its capacity is reused, so one Document per thread can
/// serve a whole batch). Invalid UTF-8 sequences in text and attribute values become U+FFFD.
/// Always produces <html>, <head> and <body> elements like a browser does (missing ones are implied; a
/// frameset document gets an empty <body> after its <frameset>, where a browser has none).
/// Complexity O(n) in input bytes; memory O(n). No recursion: nesting depth never grows the C++ stack.
/// Throws Error(kLimitExceeded) when input exceeds options.limits.max_bytes or max_nodes.
void parse(std::string_view html, const ParseOptions& options, Document& out);

/// Convenience overload returning a fresh Document.
Document parse(std::string_view html, const ParseOptions& options = {});

}  // namespace htmlprune
