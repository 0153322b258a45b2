// The block tree of HtmlRAG (Algorithm 1): a cleaned document cut into blocks of at most max_words words.
//
// build_block_tree() parses and cleans each page, joins several pages under one <html><body> (each page's
// body content inside its own <div> child of <body>, so that one budget spans them all), serializes the
// joined document once and walks it breadth-first from the root:
//   - an element whose subtree has at most max_words words becomes one *leaf* block (its whole subtree);
//   - otherwise its element children that contain words are visited next, and its own direct text (its text
//     children, plus element children without words such as <br> or <img>) becomes a *non-leaf* block when
//     it has any words. An element that is too big but has no child with words stays one leaf block.
// Words are counted CJK-aware: every CJK ideograph, Kana or Hangul character is a word; other words are runs
// of characters between whitespace (Python's str.split() set) or CJK punctuation, counted across inline
// element boundaries the way the visible text reads ("<a>Paris</a>," is one word).
//
// Blocks are numbered in document order (pre-order of their elements), so a parent block always precedes
// its descendants. Paths name each element from the root down, numbering same-tag element siblings
// ("<html><body><div2><p>") only in the path; the HTML keeps the real tag names.
//
// Ownership: a BlockTree owns everything it returns views of (the joined cleaned Document, the serialized
// HTML, block texts). Views stay valid as long as the tree. Thread safety: a BlockTree is immutable after
// build_block_tree() returns; all const member functions may be called concurrently.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/boilerplate.hpp"
#include "htmlprune/clean.hpp"
#include "htmlprune/dom.hpp"
#include "htmlprune/serialize.hpp"
#include "htmlprune/status.hpp"

namespace htmlprune {

/// Index of a block in a BlockTree; kNoBlock marks "none".
using BlockIndex = std::uint32_t;
inline constexpr BlockIndex kNoBlock = 0xFFFFFFFFu;

struct BlockTreeOptions {
    /// Cleaning applied to every page (limits, keep_attrs, ...).
    CleanOptions clean;
    /// Largest subtree (in words) kept as one leaf block. Must be >= 1.
    std::uint32_t max_words = 256;
    /// Number of the first same-tag sibling in paths: 1 gives div1, div2, ...; 0 gives the reference
    /// checkpoints' div0, div1, ...
    std::uint32_t index_base = 1;
    /// Elements at this path depth (html = 1) become leaf blocks whatever their size; 0 = no cap. The
    /// reference code caps at 64.
    std::uint32_t max_path_depth = 0;
    /// Also split elements whose serialized HTML is longer than this many bytes (markup-heavy tables
    /// and lists cost far more tokens than their words suggest), so that no leaf block is much larger
    /// than this unless it cannot be split; 0 = words only (the paper). Non-zero also splits an element
    /// whose byline (boilerplate.hpp kSigAuthor) is under half of its text and that has block-level
    /// children, so that the byline gets a block of its own (SignalRule kRuleBylineBlock).
    std::uint32_t max_block_bytes = 0;
};

/// What Algorithm 1 made of a Document node (see BlockTree::node_role()).
enum class NodeRole : std::uint8_t {
    kNone,      ///< not covered by any block (cannot happen for nodes with words)
    kSplit,     ///< an element (or the document root) that was split; its direct text is its non-leaf block
    kLeafRoot,  ///< the element of a leaf block
    kInLeaf,    ///< strictly inside a leaf block
    kDirect,    ///< direct content of a split element: a text child, or a child element without words and
                ///< everything inside it
};

class BlockTree {
   public:
    /// An empty tree (no blocks, empty document).
    BlockTree() = default;

    // ---- whole tree -------------------------------------------------------------------------------
    /// The joined, cleaned document the blocks refer to. Nodes are in pre-order.
    [[nodiscard]] const Document& document() const noexcept { return doc_; }
    /// serialize(document()) with default SerializeOptions: the cleaned HTML of all pages. For one page
    /// this equals htmlprune::clean(page, options.clean).
    [[nodiscard]] const std::string& html() const noexcept { return html_; }
    /// Number of blocks.
    [[nodiscard]] std::size_t size() const noexcept { return block_node_.size(); }
    /// Number of pages the tree was built from.
    [[nodiscard]] std::uint32_t n_pages() const noexcept { return n_pages_; }
    [[nodiscard]] const BlockTreeOptions& options() const noexcept { return options_; }

    // ---- per block (each vector has size() entries) ------------------------------------------------
    /// The Document node of each block (an element; the document root 0 only for bare top-level text).
    [[nodiscard]] const std::vector<NodeIndex>& block_node() const noexcept { return block_node_; }
    /// The nearest enclosing non-leaf block, or -1.
    [[nodiscard]] const std::vector<std::int32_t>& parent() const noexcept { return parent_; }
    /// Path depth of the block's element (number of elements in its path; html = 1).
    [[nodiscard]] const std::vector<std::int32_t>& depth() const noexcept { return depth_; }
    /// 1 for leaf blocks (whole subtree), 0 for non-leaf blocks (direct text only).
    [[nodiscard]] const std::vector<std::uint8_t>& is_leaf() const noexcept { return is_leaf_; }
    /// Index of the page the block comes from (0 for a single page).
    [[nodiscard]] const std::vector<std::int32_t>& page() const noexcept { return page_; }
    /// Words in the block (subtree for a leaf, direct text for a non-leaf block).
    [[nodiscard]] const std::vector<std::int32_t>& words() const noexcept { return words_; }
    /// Byte span [start, end) of the block's element (start tag to end tag) in html().
    [[nodiscard]] const std::vector<std::uint32_t>& byte_start() const noexcept { return byte_start_; }
    [[nodiscard]] const std::vector<std::uint32_t>& byte_end() const noexcept { return byte_end_; }

    /// Boilerplate signal `s` of each block (see boilerplate.hpp): the share in [0, 1] of the block's text
    /// bytes (subtree for a leaf, direct text for a non-leaf block) that the page's markup marks with it,
    /// read before cleaning dropped the attributes. signal(kSigLink) is the block's link density. All 0
    /// for trees built with build_block_tree_from_documents() (the attributes are gone by then).
    [[nodiscard]] const std::vector<float>& signal(ChromeSignal s) const noexcept { return signal_[s]; }

    /// Words from the start of the block's page title to the block's start, in document order (block
    /// words summed; negative before the title, 0 for the title block itself), NaN where the page has no
    /// title. The title is the page's first <h1> whose text the boilerplate signals do not mark as chrome:
    /// the start of the main content, next to which bylines, dates and lead paragraphs sit.
    [[nodiscard]] const std::vector<float>& title_distance() const noexcept { return title_distance_; }

    /// Visible text of block i (for a non-leaf block only its direct text), trimmed. The view lives as long
    /// as the tree. O(1).
    [[nodiscard]] std::string_view text(BlockIndex i) const noexcept {
        return std::string_view(texts_).substr(text_offset_[i], text_offset_[i + 1] - text_offset_[i]);
    }
    /// Path of block i, e.g. "<html><body><div2><p>". O(depth).
    [[nodiscard]] std::string path(BlockIndex i) const;
    /// All paths (one allocation per path). O(sum of depths).
    [[nodiscard]] std::vector<std::string> paths() const;
    /// HTML of block i's element (start tag to end tag) as a view into html(). O(1).
    [[nodiscard]] std::string_view block_html(BlockIndex i) const noexcept {
        return std::string_view(html_).substr(byte_start_[i], byte_end_[i] - byte_start_[i]);
    }
    /// The HTML that keeping block i adds, without its ancestors' tags: a leaf block's subtree serialized
    /// with `options` (in options.format); a non-leaf block's direct text, escaped for HTML (as is for
    /// markdown and text). O(size of the piece).
    [[nodiscard]] std::string block_piece_html(BlockIndex i,
                                               const SerializeOptions& options = {}) const;
    /// block_piece_html(i, options).size() of every block, in one pass: a leaf block's piece with omitted
    /// end tags is measured on html() (its span less the tags the option omits, serialize.hpp
    /// omitted_tag_bytes), not serialized, except below svg/math, pre-like or raw-text elements. O(n + B).
    [[nodiscard]] std::vector<std::uint32_t> block_piece_sizes(const SerializeOptions& options = {}) const;

    // ---- per Document node (each vector has document().nodes.size() entries) -----------------------
    /// One past the last node of each node's subtree (nodes are in pre-order).
    [[nodiscard]] const std::vector<NodeIndex>& subtree_end() const noexcept { return subtree_end_; }
    /// Role of each node in the block tree.
    [[nodiscard]] const std::vector<NodeRole>& node_role() const noexcept { return role_; }
    /// The block that owns each node: the leaf block around it, the non-leaf block of a split element or
    /// of the element whose direct content it is; kNoBlock where the owner has no block.
    [[nodiscard]] const std::vector<BlockIndex>& node_owner() const noexcept { return owner_; }
    /// Index into tag_names() of each element node's name; -1 for other nodes.
    [[nodiscard]] const std::vector<std::int32_t>& node_tag() const noexcept { return node_tag_; }
    /// Distinct element names of the document, in order of first appearance.
    [[nodiscard]] const std::vector<std::string>& tag_names() const noexcept { return tag_names_; }
    /// Byte span of each node in html() (elements: start tag to end tag; text: its escaped text).
    [[nodiscard]] const std::vector<std::uint32_t>& node_byte_start() const noexcept {
        return node_start_;
    }
    [[nodiscard]] const std::vector<std::uint32_t>& node_byte_end() const noexcept {
        return node_end_;
    }
    /// Sibling number of each element in paths, plus one: 0 where the path leaves it unnumbered (no
    /// same-tag sibling, or the element is not on any block's path); path() writes the number n - 1.
    [[nodiscard]] const std::vector<std::uint32_t>& path_number() const noexcept { return path_num_; }

    // ---- pruning context (per block) ---------------------------------------------------------------
    /// For a block that is or holds table rows (tr, inside a tr, or tbody/thead/tfoot): the header row
    /// (first row of its table when it has th cells or sits in thead) when the block does not already
    /// hold it; kNoNode otherwise.
    [[nodiscard]] const std::vector<NodeIndex>& table_header() const noexcept {
        return table_header_;
    }
    /// The nearest preceding heading block (h1-h6) of the same section: the heading's parent element
    /// contains the block. kNoBlock if none (and for heading blocks themselves).
    [[nodiscard]] const std::vector<BlockIndex>& heading_block() const noexcept {
        return heading_block_;
    }
    /// Blocks whose element lies in the subtree of `node`, as a range [first, last) of block indices,
    /// plus the leaf block that contains `node` (kNoBlock if none) in *cover. O(log size()).
    void blocks_in_subtree(NodeIndex node, BlockIndex* first, BlockIndex* last,
                           BlockIndex* cover) const noexcept;
    /// Appends to `unit` the blocks of block b's table header row (table_header()) that `keep` does not
    /// hold yet: its covering block, or the blocks inside it. Nothing when b has no header row. A row is
    /// kept with its header, by the selection and by the budget engine alike.
    void append_missing_header(BlockIndex b, const std::vector<std::uint8_t>& keep,
                               std::vector<BlockIndex>& unit) const;

   private:
    friend class BlockTreeBuilder;

    BlockTreeOptions options_;
    std::uint32_t n_pages_ = 0;
    Document doc_;
    std::string html_;

    std::vector<NodeIndex> block_node_;
    std::vector<std::int32_t> parent_, depth_, page_, words_;
    std::vector<std::uint8_t> is_leaf_;
    std::vector<std::uint32_t> byte_start_, byte_end_;
    std::string texts_;
    std::vector<std::uint32_t> text_offset_{0};

    std::vector<NodeIndex> subtree_end_;
    std::vector<NodeRole> role_;
    std::vector<BlockIndex> owner_;
    std::vector<std::int32_t> node_tag_;
    std::vector<std::string> tag_names_;
    std::vector<std::uint32_t> node_start_, node_end_;
    std::vector<std::uint32_t> path_num_;  // per node: 0 = unnumbered, else sibling number + 1

    std::vector<NodeIndex> table_header_;
    std::vector<BlockIndex> heading_block_;
    std::array<std::vector<float>, kSignalCount> signal_;
    std::vector<float> title_distance_;
};

/// Parses and cleans each page (options.clean) and builds the block tree of all of them together.
/// With more than one page, each page's body content goes into its own <div> under one <body>, and the
/// shared <html> and <body> are always split so that every block belongs to exactly one page.
/// Complexity O(total bytes + nodes · log) time, O(nodes) memory; iterative (no recursion).
/// Throws Error(kInvalidArgument) for max_words == 0, and whatever parse()/clean() throw (kLimitExceeded).
BlockTree build_block_tree(const std::vector<std::string_view>& pages,
                           const BlockTreeOptions& options = {});

/// One page.
BlockTree build_block_tree(std::string_view page, const BlockTreeOptions& options = {});

/// Builds the tree from already cleaned Documents (one per page; e.g. built by hand in tests). The
/// Documents are used as given: options.clean is not applied to them. Nodes need not be in pre-order.
BlockTree build_block_tree_from_documents(std::vector<Document> cleaned_pages,
                                          const BlockTreeOptions& options = {});

/// The same with each page's boilerplate signal bytes (CleanSignals::bytes of the clean() that made it; an
/// empty vector: none), as build_block_tree() computes them from the raw pages.
BlockTree build_block_tree_from_documents(std::vector<Document> cleaned_pages,
                                          std::vector<std::vector<SignalBytes>> signals,
                                          const BlockTreeOptions& options);

}  // namespace htmlprune
