// Lossless cleaning (HtmlRAG §3.2): drop what a reader never sees, keep every visible word in order.
//
// The rules, precisely (clean(in, options, out)):
//
// 1. Removed with their whole subtree ("on purpose"; no word separator is left behind, as in a browser where
//    they are display:none): comments, doctypes (and <?...?> processing instructions, which parse() stores as
//    comments), script, style, template, noembed, noframes, frameset, frame, datalist, meta, link, base, param,
//    the content of iframe, every child of head except <title>, <title> anywhere but in head (e.g. in svg),
//    elements carrying the `hidden` attribute (any value; CSS is not evaluated) except React streaming
//    segments <div hidden id="S:n"> (a script shows them at once), and <input type=hidden>. On html, head
//    or body a `hidden` attribute removes the children but keeps the element. Inside svg/math also textarea,
//    xmp, plaintext, iframe and noscript (not rendered there; their text modes do not survive a round trip).
//    <noscript> content is kept as markup (parse() reads it with scripting disabled). The document <title>
//    is kept: browsers show it (in the tab) and it is the page's best one-line context for a reader LLM.
// 2. Attributes: all dropped except names listed in CleanOptions::keep_attrs (lowercase; parse() lowercases
//    attribute names, so an uppercase entry never matches).
// 3. Whitespace (outside "preserve" elements pre, code, textarea, listing, plaintext, xmp, whose text is
//    copied byte-exact): runs of ASCII whitespace and U+00A0 become one ' '; whitespace at the start or end
//    of a block (an is_block_boundary element other than br) is dropped; a <br> is kept only between two
//    pieces of visible content of the same block (leading/trailing/repeated <br> go; whitespace around a
//    kept <br> goes). A space is written only right before the next visible content, and never twice in a
//    row. Adjacent text nodes are merged. Obsolete xmp/listing/plaintext are renamed to pre.
// 4. Empty elements (drop_empty): an element is "content" if its subtree keeps non-whitespace text, or it is
//    an img/input/embed/area/video/audio/iframe/object/source/track/canvas carrying a kept attribute. Others
//    are unwrapped: the tag goes, whitespace and <br> inside still count for the flow. Exceptions that stay
//    although empty: html, head, body (always); a td/th that is followed by a content cell in its row (keeps
//    the columns aligned). Inside preserve elements a block-level element that goes away (empty, or
//    unwrapped by rule 7) leaves the line break(s) it renders as: "\n" before (and after, if it had text).
//    Removing a block-level element (empty or merged) leaves a ' ' where it separated words.
// 5. Single-nested wrappers (merge_single_nested): outside preserve elements, when an element P's only
//    content (ignoring whitespace, <br> that rule 3 drops, and removed or empty nodes) is one element C,
//    let E be what C's own chain reduced to. One of P and E is removed, keeping the other:
//      - never removed: html, head, body, the table parts (table caption colgroup col thead tbody tfoot tr td
//        th), li dt dd option optgroup select textarea title summary legend h1-h6, the preserve elements,
//        any element with a kept attribute, and the elements rule 7 keeps ("pinned"); and a ul/ol/menu
//        whose sole content is a li (an item keeps its list: <ul><li>x</li></ul> stays as it is);
//      - "generic": div span font center section article main header footer nav aside hgroup search figure
//        form noscript nobr, unknown/custom elements, and <a> without kept attributes;
//      - P pinned: E goes if it is not pinned and is generic (or a <p> while P is td/th/li/dt/dd),
//        otherwise both stay.
//        (<td><div><p>x</p></div></td> -> <td>x</td>; <li><a>x</a></li> -> <li>x</li>)
//      - else E pinned: P goes.   (<div><table>..</table></div> -> <table>..</table>)
//      - else E generic and (P is not generic, or P is block-level and E is inline): E goes.
//        (<p><span>x</span></p> -> <p>x</p>; <div><span>x</span></div> -> <div>x</div>)
//      - else P goes, keeping the inner element as in the paper. (<div><div><p>x</p></div></div> -> <p>x</p>)
//    A layout table (exactly one content row with exactly one content td, nothing else, no kept attributes
//    on table/section/row/cell) is dissolved: its content takes its place.
//    Table structure is otherwise never removed or hoisted out of its table.
// 6. Inline wrappers (unwrap_inline): after the rules above, span, font, nobr, a and custom (unknown) elements
//    that carry no kept attribute and are not needed for the round trip are unwrapped unless one of their two
//    edges has a word character on both sides (word: ASCII letter or digit, or any non-ASCII character; a
//    block element, <br>, void or media element, or the start/end of the document count as a boundary);
//    inside pre-like elements always. Adjacent text is merged.
// 7. Round trip: for each way parse() closes an open element when a start tag arrives (li, dd/dt, headings,
//    a, nobr, option, optgroup, p-closers, button, select; see detail/clean_rules.hpp), every party of such a
//    pair in the input stays (the open ancestor, the blockers between, the descendant): li > ul > li keeps
//    the ul, h1 > div > h2 keeps the div. An element that would close an open ancestor of its class with no
//    blocker in between (a structure parse() can build but not read back, e.g. <li><p><select><li>) is
//    unwrapped, as is a form inside a form. Nothing is merged inside svg/math; there, HTML elements whose
//    start tag ends foreign content (p, div, b, ...) are unwrapped and nothing is a block.
// 8. Compact semantic HTML (opt-in; pruning's output, see SerializeOptions::unwrap_layout): with
//    unwrap_layout, elements that carry only layout or styling are unwrapped wherever they are (not only
//    single-nested): div span font center section article main header footer nav aside hgroup search
//    figure figcaption form noscript nobr address fieldset picture slot, custom elements, b i u em strong
//    small s strike mark abbr cite dfn time data label tt var ins bdi bdo, <a> without kept attributes,
//    button (its box separates words: a ' ' like a block), a <p> inside a li/dt/dd/td/th (there a
//    <br> becomes a ' ' too), and a ul/ol/menu of one li with that li (one item is no list; not where
//    rule 7 needs them). Kept: headings, p elsewhere, lists, tables and their parts, dl,
//    pre/code/kbd/samp, blockquote, q, sub/sup, del, details/summary, media with kept attributes, any
//    element with a kept attribute, and the parties of rule 7. Text joins as a browser renders it: an
//    unwrapped block-level element leaves a ' ' where it separated words, an inline one nothing.
//    With drop_controls, interactive controls (select input textarea output meter progress) are
//    removed with their subtree, leaving a ' ' where they separated words, and so is an element of the
//    generic/inline set above (button included), li, p or sup whose whole text is a UI string ("Print",
//    "Jump to Recipe", "Save") or a reference mark ("[3]"; detail::is_ui_string()). Both are lossy on purpose and off by default: clean()'s guarantees below
//    hold without them; with unwrap_layout alone every word character stays, in order.
//
// Guarantees (tested on fixtures, on 1264 real pages in every option combination, and by fuzz_clean):
// visible_text(clean(d)) has the same words in the same order as visible_text(d);
// clean is idempotent on serialized output (clean(serialize(clean(x))) == clean(x)); and parse(serialize(
// clean(d))) reproduces clean(d)'s tree (modulo the whitespace newline_between_blocks adds between blocks).
// Complexity: O(nodes + attributes + text bytes), iterative (no recursion), a few bytes of scratch per node.
// Thread safety: clean() keeps its scratch in thread_local storage; concurrent calls on different threads
// are safe; `in` is only read.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/boilerplate.hpp"
#include "htmlprune/dom.hpp"
#include "htmlprune/parse.hpp"
#include "htmlprune/serialize.hpp"

namespace htmlprune {

struct CleanOptions {
    Limits limits;
    /// Attribute names (lowercase) to keep; everything else is dropped. Default: none, as in the paper.
    std::vector<std::string> keep_attrs;
    /// Merge single-nested wrappers: <div><div><p>x</p></div></div> -> <p>x</p>.
    bool merge_single_nested = true;
    /// Remove elements left without text (void elements with kept attributes, e.g. <img alt>, stay).
    bool drop_empty = true;
    /// Unwrap span/font/nobr/a/custom inline elements without kept attributes where no word boundary depends
    /// on the tag (rule 7): <p>See <a>Saturn</a> now</p> -> <p>See Saturn now</p>, but <b>x</b><span>y</span>
    /// keeps its span (the tag is all that separates "x" and "y" for a reader of the HTML).
    bool unwrap_inline = true;
    /// Rule 8: unwrap every element that carries only layout or styling (compact semantic HTML). Off by
    /// default (clean()'s lossless round trip); pruning's output turns it on (SerializeOptions).
    bool unwrap_layout = false;
    /// Rule 8: remove interactive controls and UI strings. Off by default; see unwrap_layout.
    bool drop_controls = false;
    /// How clean(std::string_view) and clean_batch serialize the result.
    SerializeOptions serialize;
    /// The SignalRule bits (boilerplate.hpp) of the boilerplate signals and the block tree's title choice;
    /// other values than the default are for ablations.
    unsigned signal_rules = kSignalRulesDefault;
};

/// Boilerplate signals carried through clean() (see boilerplate.hpp).
struct CleanSignals {
    /// In: chrome_bits() of the input Document, one entry per input node.
    const std::vector<std::uint8_t>* in_bits = nullptr;
    /// Out: one entry per output node: bytes of its text written from input text with each signal (text
    /// nodes only; zero elsewhere). Merged text nodes add up.
    std::vector<SignalBytes> bytes;
};

/// Builds the cleaned Document of `in` into `out` (cleared first; its capacity is reused). `in` and `out`
/// must be different objects. Rules: see the top of this header. O(n), iterative. With `signals`, also
/// carries the input's boilerplate signals onto the output text, and marks the text of a text-only span
/// whose style attribute (when `in` has it) sets display:none as a text node of its own with
/// kNodeInlineHidden (dom.hpp); the serialized output is the same. Text nodes of `in` keep their flags.
/// Throws Error(kInternal) if `in` is not in document order (a parent after its child), and
/// Error(kInvalidArgument) if signals->in_bits does not have one entry per input node.
void clean(const Document& in, const CleanOptions& options, Document& out,
           CleanSignals* signals = nullptr);

/// Parses and cleans `html`, returning the cleaned Document. With `signals`, also computes chrome_bits()
/// on the parsed page and stores the cleaned text's signal bytes there (see CleanSignals::bytes), and parses
/// the style attribute for clean()'s kNodeInlineHidden marks (the block tree's pages).
Document clean_document(std::string_view html, const CleanOptions& options = {},
                        std::vector<SignalBytes>* signals = nullptr);

/// Parses, cleans and serializes `html` (with options.serialize).
/// Throws Error(kLimitExceeded) when the input exceeds options.limits (see parse()).
std::string clean(std::string_view html, const CleanOptions& options = {});

/// Reusable buffers for cleaning many pages on one thread: once warm, cleaning a page of similar size
/// allocates nothing. Not thread-safe: one per thread.
struct CleanWorkspace {
    Document parsed;
    Document cleaned;
    std::vector<std::string> attr_names;  // the attributes parse() stores for clean()

    /// Releases the buffers when a huge page grew them (so that one page does not pin memory per thread).
    void trim();
};

/// Parses, cleans and serializes `html` into `out` (cleared first) using `ws`'s buffers.
/// `normalized`: the caller guarantees valid UTF-8 without CR or NUL (see ParseOptions::input_normalized).
void clean(std::string_view html, const CleanOptions& options, CleanWorkspace& ws, std::string& out,
           bool normalized = false);

/// Cleans every page, spreading pages over `threads` native threads (0 = default_threads()), one
/// CleanWorkspace per thread. threads == 1 runs sequentially on the calling thread; any thread count gives
/// identical output. Several threads take the pages largest first (no big page left to run alone at the
/// end). On failure the error of the lowest failing page is rethrown (with several threads, after all
/// pages ran).
std::vector<std::string> clean_batch(const std::vector<std::string_view>& pages,
                                     const CleanOptions& options, unsigned threads = 0);

}  // namespace htmlprune
