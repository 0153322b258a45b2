// Lossless cleaning (HtmlRAG §3.2): drop what a reader never sees, keep every visible word in order.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/dom.hpp"
#include "htmlprune/parse.hpp"

namespace htmlprune {

struct CleanOptions {
    Limits limits;
    /// Attribute names (lowercase) to keep; everything else is dropped. Default: none, as in the paper.
    std::vector<std::string> keep_attrs;
    /// Merge single-nested wrappers: <div><div><p>x</p></div></div> -> <p>x</p>.
    bool merge_single_nested = true;
    /// Remove elements left without text (void elements with kept attributes, e.g. <img alt>, stay).
    bool drop_empty = true;
};

/// Builds the cleaned Document of `in` into `out` (cleared first). Removes script, style, template,
/// comments, doctype/processing instructions, elements carrying the `hidden` attribute, head-only metadata
/// (meta, link, base); keeps <noscript> content as markup; drops attributes not in keep_attrs; collapses
/// insignificant whitespace (pre/code/textarea byte-exact); merges single-nested wrappers; drops empty
/// elements. Table structure (table/tr/td...) is never merged away. O(n), iterative.
void clean(const Document& in, const CleanOptions& options, Document& out);

/// Parses and cleans `html`, returning the cleaned Document.
Document clean_document(std::string_view html, const CleanOptions& options = {});

/// Parses, cleans and serializes `html` (serialize() with default options).
std::string clean(std::string_view html, const CleanOptions& options = {});

}  // namespace htmlprune
