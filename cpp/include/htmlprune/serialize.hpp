// Document -> HTML text, and Document -> visible text.
#pragma once

#include <string>
#include <string_view>

#include "htmlprune/dom.hpp"

namespace htmlprune {

struct SerializeOptions {
    /// Omit end tags that HTML makes optional where the spec allows it (</p>, </li>, </td>, </tr>, ...),
    /// so the output costs fewer LLM tokens and still parses back to the same tree.
    bool omit_optional_end_tags = false;
    /// Put a newline between block-level siblings (readability; costs a token each).
    bool newline_between_blocks = true;
};

/// Serializes the subtree of `root` (default: the whole document, without a doctype). Text is escaped
/// (&amp; &lt; &gt; in text; &amp; &quot; in attribute values); raw-text element content is written
/// verbatim. parse(serialize(d)) yields a tree equal to d for any Document produced by clean().
/// O(n), iterative.
std::string serialize(const Document& doc, const SerializeOptions& options = {},
                      NodeIndex root = 0);

/// Appends to `out` the text a browser would render for the subtree of `root`: words in order, block
/// boundaries as newlines, whitespace collapsed outside pre/code/textarea; script/style/template and
/// hidden content excluded.
void visible_text(const Document& doc, std::string& out, NodeIndex root = 0);

/// Parses `html` and returns its visible text.
std::string visible_text(std::string_view html);

}  // namespace htmlprune
