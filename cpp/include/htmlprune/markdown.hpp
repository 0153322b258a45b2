// Document -> GitHub-flavoured markdown, the output format RAG readers are mostly fed.
//
// Meant for cleaned Documents (clean(), render()): invisible elements are skipped all the same, but no
// other cleaning happens here. Thread safety: only reads the Document. Errors: none on purpose
// (std::bad_alloc aside). Complexity: O(nodes + bytes), iterative (no recursion), extra memory bounded by
// the number of open lists and block quotes.
#pragma once

#include <string>

#include "htmlprune/dom.hpp"
#include "htmlprune/serialize.hpp"

namespace htmlprune {

/// Appends the markdown of the subtree of `root` (default: the whole document) to `out`:
///  - Blocks: a blank line between paragraphs, headings (ATX "## "), tables, fenced code, quotes and
///    top-level lists; one newline between other blocks (div, li, dt/dd, ...) and for <br>.
///  - Lists: "- " / "1. " items, nested lists indented by their parent's marker width.
///  - Tables: pipe tables; the first row is the header row (a delimiter row follows it), shorter rows are
///    padded, '|' in cells is written "\|", line breaks in cells become spaces. A table with a
///    rowspan/colspan > 1 or with a nested table, list, heading, pre, quote or rule in a cell is written
///    as (compact) HTML instead, on its own lines.
///  - pre (and code that holds a newline): fenced code, text byte-exact, a fence longer than any backtick
///    run inside. Other code: a `code span`.
///  - b/strong "**", i/em "*", s/del/strike "~~"; not repeated when nested; closed and reopened around
///    block boundaries; nothing written for an empty one.
///  - a: its text, or [text](href) when the element kept an href. img: its alt text, or ![alt](src)
///    when it kept a src too. blockquote: "> " lines. hr: "---".
///  - Text: whitespace collapsed as visible_text() does; no other markdown escaping (readers are LLMs:
///    escapes cost tokens and rarely change the reading).
/// The words are those of visible_text(doc, root) in the same order (the markup adds no word characters
/// except in tables left as HTML, and hrefs/srcs when those attributes were kept).
void markdown(const Document& doc, const SerializeOptions& options, std::string& out, NodeIndex root = 0);

}  // namespace htmlprune
