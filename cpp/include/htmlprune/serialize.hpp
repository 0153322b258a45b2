// Document -> HTML text, markdown (markdown.hpp) or visible text: the output formats.
//
// Thread safety: every function here only reads the Document; concurrent calls on one const Document are safe.
// Errors: none on purpose (std::bad_alloc aside). Complexity: O(nodes + bytes), iterative (no recursion).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/dom.hpp"
#include "htmlprune/status.hpp"

namespace htmlprune {

/// What serialize() writes: the HTML, GFM markdown (see markdown.hpp) or the visible text (visible_text()).
enum class OutputFormat : std::uint8_t {
    kHtml = 0,
    kMarkdown = 1,
    kText = 2,
};

struct SerializeOptions {
    /// Omit end tags that HTML makes optional where the spec allows it (</p>, </li>, </td>, </tr>, ...),
    /// so the output costs fewer LLM tokens and still parses back to the same tree.
    ///
    /// Exact rules (a subset of HTML 13.1.2.4 that parse() provably undoes; checked by round-trip tests):
    ///  - </p>  when the next sibling is an element that closes a <p> (address article aside blockquote center
    ///          details dialog dir div dl fieldset figcaption figure footer form h1-h6 header hgroup hr listing
    ///          main menu nav ol p pre search section summary ul), or when p is the last child of a parent
    ///          whose end generates implied end tags (body, div-like blocks listed above, li dd dt td th caption
    ///          button); never inside form, a, span, noscript or other inline/transparent parents.
    ///  - </li> before another li, or as last child of ul/ol/menu.
    ///  - </dt>, </dd> before dt/dd, or as last child of dl.
    ///  - </td>, </th> before td/th, or as last child of tr.   </tr> before tr, or last in a table section.
    ///  - </thead> before tbody/tfoot; </tbody> before tbody/tfoot or last; </tfoot> last.
    ///  - <tbody> start tag when it has no attributes, its first child is a tr, and it does not directly
    ///    follow a table section whose end tag was omitted.
    ///  - </option> before option/optgroup or last in select/optgroup/datalist; </optgroup> before optgroup or
    ///    last in select.
    /// An element is "last" only when no text, not even whitespace, follows it in its parent. Nothing is
    /// omitted inside svg/math (foreign content).
    bool omit_optional_end_tags = false;
    /// Put a '\n' between adjacent sibling elements that are both block-level (is_block_boundary, not br),
    /// outside pre/code/textarea, raw-text elements and svg/math, except between the cells of a row (td/th
    /// stay on the row's line). No indentation. Readability; costs ~1 token each (about 10% of a page).
    bool newline_between_blocks = true;
    /// kHtml (default): everything below. kMarkdown: markdown(doc, *this, out, root). kText:
    /// visible_text(doc, out, root). The two options above apply to HTML output only (markdown uses
    /// omit_optional_end_tags for the tables it leaves as HTML).
    OutputFormat format = OutputFormat::kHtml;
    /// Pruning's output only: render() and render_truncated() (prune.hpp), and so the budget engine, leave
    /// out the text nodes marked kNodeInlineHidden (dom.hpp: a sort key in a display:none span), in every
    /// format, so that the output and its token count hold only what a reader sees; the block texts and
    /// scores keep them. serialize() of a Document writes every text node.
    bool drop_inline_hidden = false;
    /// Pruning's output only (render(), render_truncated(), the budget engine; kHtml only): the kept nodes
    /// are cleaned with CleanOptions::unwrap_layout (clean.hpp rule 8: compact semantic HTML, tags that
    /// carry only layout unwrapped). Block paths and byte spans still point into the tree's cleaned page.
    bool unwrap_layout = false;
    /// Pruning's output only (every format): cleaned with CleanOptions::drop_controls (buttons,
    /// selects, inputs and UI strings such as "Print" left out).
    bool drop_controls = false;
};

/// options.format kMarkdown / kText: writes markdown() / visible_text() of the subtree instead. kHtml:
/// Serializes the subtree of `root` (default: the whole document) per the HTML fragment serialization
/// rules: text escaped (& < > as &amp; &lt; &gt;), attribute values double-quoted with & and " escaped, and
/// a carriage return written as &#13; in both (the parser would normalise a literal one away), a U+FEFF that
/// starts the output written as &#xFEFF; (it would be read back as a byte-order mark),
/// void elements without end tag, raw-text (script, style, xmp, iframe, noembed, noframes, plaintext) content
/// verbatim, and an extra '\n' after <pre>/<textarea>/<listing> whose text starts with '\n' (the parser drops
/// one). Non-ASCII is written as UTF-8 (U+00A0 too). Comments are written as <!--...-->; doctypes as
/// <!DOCTYPE ...> only when serializing from the document root.
///
/// html, head and body tags are always left out when the parser would imply them (no attributes, and the
/// spec's optional-tag conditions hold: e.g. the body start tag is written only if body's first child is
/// whitespace text, a comment, or an element that the parser would put into head instead). So a cleaned
/// page serializes as its content only: "<title>T</title><p>x</p>".
///
/// parse(serialize(d)) yields a tree equal to d for any Document produced by clean(), except for whitespace
/// text that newline_between_blocks adds between block elements (ignored by clean() and visible_text()).
std::string serialize(const Document& doc, const SerializeOptions& options = {},
                      NodeIndex root = 0);

/// Like serialize(), appending to `out` (whose capacity is reused across calls).
void serialize(const Document& doc, const SerializeOptions& options, std::string& out,
               NodeIndex root = 0);

/// Per node, the bytes that omit_optional_end_tags saves on its tags (an omitted end tag, an omitted
/// <tbody>), as serialize(doc, {omit_optional_end_tags = true}) decides; 0 for the document-level html, head
/// and body. Inside a subtree serialized on its own a node's decision is the same (its siblings and parent
/// are), except at the subtree's root (never omitted) and below an svg/math above that root: so a subtree
/// without such an ancestor serializes with the option to its size without it minus these bytes of its
/// nodes but the root (the budget engine's estimates, without serializing). O(nodes).
void omitted_tag_bytes(const Document& doc, std::vector<std::uint32_t>& saved);

/// Appends to `out` the text a browser would render for the subtree of `root`: words in document order;
/// a block boundary (start or end of an is_block_boundary element) or <br> becomes one '\n'; other
/// whitespace runs (ASCII whitespace and U+00A0) become one ' '; no leading/trailing whitespace and never two
/// separators in a row. Text inside pre/code/textarea/listing/plaintext/xmp is copied byte-exact.
/// Excluded (not rendered): comments, doctype, script, style, template, noembed, noframes, iframe content,
/// datalist, head content other than <title>, <title> outside head, elements with the `hidden` attribute (but
/// React streaming segments <div hidden id="S:n">) and <input type=hidden>, and inside svg/math textarea, xmp,
/// plaintext, iframe, noscript and title. The document <title> (in head) is included when
/// `include_title`: clean() keeps it as the page's context, and the block tree and clean(format=text) read
/// it; a browser does not render it in the page, so visible_text(html) leaves it out.
/// These are exactly the rules clean() follows, so visible_text(clean(d)) has the same words as
/// visible_text(d) (only '\n' vs ' ' may differ where clean() merged a block wrapper away).
void visible_text(const Document& doc, std::string& out, NodeIndex root = 0, bool include_title = true);

/// Parses `html` (limits as given; throws Error(kLimitExceeded) like parse()) and returns the text a browser
/// renders: visible_text() without the document <title> (with it first when `include_title`: the text of
/// what clean() keeps).
std::string visible_text(std::string_view html, const Limits& limits = {}, bool include_title = false);

}  // namespace htmlprune
