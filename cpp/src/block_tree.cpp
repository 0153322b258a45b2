#include "htmlprune/block_tree.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <string>
#include <unordered_map>
#include <utility>

#include "detail/clean_rules.hpp"
#include "detail/escape.hpp"
#include "detail/node_offsets.hpp"
#include "detail/page_join.hpp"
#include "htmlprune/boilerplate.hpp"
#include "htmlprune/clean.hpp"
#include "htmlprune/parse.hpp"
#include "htmlprune/serialize.hpp"
#include "htmlprune/tags.hpp"
#include "text_unicode.hpp"

namespace htmlprune {
namespace {

namespace uni = detail::uni;

// ---- text helpers ------------------------------------------------------------------------------------

std::string_view trim(std::string_view s) {
    std::size_t b = 0;
    while (b < s.size()) {
        std::uint32_t cp = 0;
        const std::size_t len = uni::decode_utf8(s, b, &cp);
        if (!uni::is_space(cp)) break;
        b += len;
    }
    std::size_t e = s.size();
    while (e > b) {
        std::size_t k = e - 1;
        while (k > b && (static_cast<unsigned char>(s[k]) & 0xC0u) == 0x80u) --k;
        std::uint32_t cp = 0;
        uni::decode_utf8(s, k, &cp);
        if (!uni::is_space(cp)) break;
        e = k;
    }
    return s.substr(b, e - b);
}

// Appends the direct text of element `v`: its text children in order, a space between pieces that an
// element separates.
void append_direct_text(const Document& doc, NodeIndex v, std::string& out) {
    const std::size_t begin = out.size();
    bool element_between = false;
    for (NodeIndex c = doc.nodes[v].first_child; c != kNoNode; c = doc.nodes[c].next_sibling) {
        const Node& node = doc.nodes[c];
        if (node.kind != NodeKind::kText) {
            if (node.kind == NodeKind::kElement) element_between = true;
            continue;
        }
        std::string_view t = doc.text(c);
        if (t.empty()) continue;
        const bool ends_space =
            out.size() > begin && uni::is_space(uni::last_cp(std::string_view(out).substr(begin)));
        if (ends_space || out.size() == begin) {
            // Never two separators in a row where pieces meet (and none in front).
            while (!t.empty() && (t[0] == ' ' || t[0] == '\n')) t.remove_prefix(1);
        } else if (element_between && !uni::is_space(uni::first_cp(t))) {
            out += ' ';
        }
        out += t;
        element_between = false;
    }
}

}  // namespace

// ---- builder -----------------------------------------------------------------------------------------

class BlockTreeBuilder {
   public:
    // `signals`: per page, CleanSignals::bytes of its cleaned Document (empty: no signals).
    static BlockTree build(std::vector<Document> pages, const BlockTreeOptions& options,
                           std::vector<std::vector<SignalBytes>> signals = {}) {
        if (options.max_words == 0) {
            throw Error(Errc::kInvalidArgument,
                        "max_words must be >= 1, got 0; use e.g. max_words=256 as in the paper");
        }
        BlockTree t;
        t.options_ = options;
        t.n_pages_ = static_cast<std::uint32_t>(pages.size());
        std::vector<std::int32_t> page_of;
        std::vector<NodeIndex> forced;  // elements that are always split
        std::vector<SignalBytes> node_signals;  // per node of the tree's Document; empty: none
        signals.resize(pages.size());
        if (pages.size() == 1) {
            if (detail::is_preorder(pages[0])) {
                t.doc_ = std::move(pages[0]);
                node_signals = std::move(signals[0]);
            } else {
                t.doc_ = detail::preorder_copy(pages[0]);
            }
            page_of.assign(t.doc_.nodes.size(), 0);
        } else if (!pages.empty()) {
            detail::join_pages(pages, signals, t.doc_, page_of, forced, node_signals);
        } else {
            page_of.assign(t.doc_.nodes.size(), 0);
        }
        BlockTreeBuilder b(t, std::move(page_of), std::move(forced));
        b.run(node_signals);
        b.compute_signals(node_signals);
        b.compute_title_distance(node_signals);
        return t;
    }

   private:
    BlockTreeBuilder(BlockTree& t, std::vector<std::int32_t> page_of, std::vector<NodeIndex> forced)
        : t_(t), doc_(t.doc_), page_of_(std::move(page_of)), forced_(std::move(forced)) {}

    void run(const std::vector<SignalBytes>& node_signals) {
        n_ = static_cast<NodeIndex>(doc_.nodes.size());
        compute_structure();
        compute_tag_ids();
        serialize_doc();
        compute_words();
        compute_bylines(node_signals);
        split();
        collect_blocks();
        compute_table_headers();
        compute_headings();
    }

    void compute_structure() {
        auto& end = t_.subtree_end_;
        end.assign(n_, 0);
        for (NodeIndex i = n_; i-- > 0;) {
            const NodeIndex last = doc_.nodes[i].last_child;
            end[i] = last == kNoNode ? i + 1 : end[last];
        }
        depth_.assign(n_, 0);
        for (NodeIndex i = 1; i < n_; ++i) depth_[i] = depth_[doc_.nodes[i].parent] + 1;
    }

    void compute_tag_ids() {
        t_.node_tag_.assign(n_, -1);
        std::vector<std::int32_t> known(static_cast<std::size_t>(TagId::kCount), -1);
        std::unordered_map<std::string_view, std::int32_t> unknown;
        for (NodeIndex i = 0; i < n_; ++i) {
            const Node& node = doc_.nodes[i];
            if (!is_element(node)) continue;
            std::int32_t* slot = nullptr;
            if (node.tag != TagId::kUnknown && doc_.name(i) == tag_name(node.tag)) {
                slot = &known[static_cast<std::size_t>(node.tag)];
            } else {
                slot = &unknown.emplace(doc_.name(i), -1).first->second;
            }
            if (*slot < 0) {
                *slot = static_cast<std::int32_t>(t_.tag_names_.size());
                t_.tag_names_.emplace_back(doc_.name(i));
            }
            t_.node_tag_[i] = *slot;
        }
    }

    void serialize_doc() {
        t_.node_start_.assign(n_, 0);
        t_.node_end_.assign(n_, 0);
        t_.html_ = serialize(doc_);
        if (!detail::sync_offsets(doc_, t_.subtree_end_, t_.html_, t_.node_start_, t_.node_end_)) {
            detail::serialize_recording(doc_, t_.subtree_end_, t_.html_, t_.node_start_, t_.node_end_);
        }
    }

    // Subtree word counts. Words are counted per text node, then a word that continues from one text node
    // into the next (no whitespace and no block boundary between them, e.g. "<a>Paris</a>,") is counted
    // once, at the lowest common ancestor of the two text nodes. O(n): every element is walked at most
    // once as "closed between two texts" and every node once as "opened between two texts".
    void compute_words() {
        words_.assign(n_, 0);
        std::vector<std::uint32_t> joins(n_, 0);
        const auto& end = t_.subtree_end_;
        NodeIndex prev = kNoNode;
        for (NodeIndex i = 0; i < n_; ++i) {
            const Node& node = doc_.nodes[i];
            if (node.kind != NodeKind::kText || node.text.length == 0) continue;
            const std::string_view text = doc_.text(i);
            words_[i] = uni::count_words(text);
            if (prev != kNoNode) {
                bool boundary = false;
                for (NodeIndex k = prev + 1; k < i; ++k) {
                    if (is_element(doc_.nodes[k]) && is_block_boundary(doc_.nodes[k].tag)) {
                        boundary = true;
                    }
                }
                NodeIndex a = doc_.nodes[prev].parent;
                while (a != 0 && end[a] <= i) {
                    if (is_block_boundary(doc_.nodes[a].tag)) boundary = true;
                    a = doc_.nodes[a].parent;
                }
                if (!boundary && uni::is_joinable(uni::last_cp(doc_.text(prev))) &&
                    uni::is_joinable(uni::first_cp(text))) {
                    ++joins[a];
                }
            }
            prev = i;
        }
        for (NodeIndex i = n_; i-- > 0;) {
            words_[i] -= std::min(words_[i], joins[i]);
            if (i != 0) words_[doc_.nodes[i].parent] += words_[i];
        }
    }

    // Per block, the share of its text bytes carrying each boilerplate signal (BlockTree::signal()).
    void compute_signals(const std::vector<SignalBytes>& node_signals) {
        BlockTree& t = t_;
        const std::size_t nb = t.block_node_.size();
        std::vector<std::uint64_t> total(nb, 0);
        std::vector<std::array<std::uint64_t, kSignalCount>> hit(nb, std::array<std::uint64_t, kSignalCount>{});
        const NodeIndex n_sig = static_cast<NodeIndex>(std::min<std::size_t>(node_signals.size(), n_));
        for (NodeIndex v = 0; v < n_; ++v) {
            if (doc_.nodes[v].kind != NodeKind::kText) continue;
            const BlockIndex b = t.owner_[v];
            if (b == kNoBlock) continue;
            total[b] += doc_.nodes[v].text.length;
            if (v >= n_sig) continue;
            for (std::size_t k = 0; k < kSignalCount; ++k) hit[b][k] += node_signals[v][k];
        }
        for (std::size_t k = 0; k < kSignalCount; ++k) {
            std::vector<float>& out = t.signal_[k];
            out.assign(nb, 0.0F);
            for (std::size_t b = 0; b < nb; ++b) {
                if (total[b] > 0) {
                    out[b] = std::min(1.0F, static_cast<float>(static_cast<double>(hit[b][k]) /
                                                               static_cast<double>(total[b])));
                }
            }
        }
    }

    // An h1 names the page's <title> only with at least this many bytes of text.
    static constexpr std::size_t kTitleMinBytes = 8;

    // The text under node v, ASCII-lowercased, whitespace runs as one space, trimmed (for comparing titles).
    std::string folded_text(NodeIndex v) const {
        std::string out;
        bool space = false;
        for (NodeIndex k = v + 1; k < t_.subtree_end_[v]; ++k) {
            if (doc_.nodes[k].kind != NodeKind::kText) continue;
            for (const char c : doc_.text(k)) {
                if (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f') {
                    space = !out.empty();
                    continue;
                }
                if (space) out += ' ';
                space = false;
                out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
            }
        }
        return out;
    }

    // Per block, the words between the start of its page's title block and its own start (negative
    // before the title; NaN where the page has no title). The title is the page's first <h1> whose text
    // is not marked as chrome (the site name in a banner's h1 is) and, where the page has a <title> that
    // some such h1's text is part of, the first of those (a blog's "Articles" h1 above the post's own h1:
    // readability compares its title candidates to the document title too): where readability and
    // trafilatura start looking for the main content, and what bylines, dates and lead paragraphs sit next to.
    void compute_title_distance(const std::vector<SignalBytes>& node_signals) {
        BlockTree& t = t_;
        const auto& end = t.subtree_end_;
        const std::size_t nb = t.block_node_.size();
        const std::uint32_t n_pages = std::max<std::uint32_t>(t.n_pages_, 1);
        std::vector<BlockIndex> title(n_pages, kNoBlock);
        std::vector<std::uint8_t> named(n_pages, 0);  // title[page] is an h1 the <title> names
        std::vector<std::string> doc_title(n_pages);
        const NodeIndex n_sig = static_cast<NodeIndex>(std::min<std::size_t>(node_signals.size(), n_));
        for (NodeIndex v = 0; v < n_; ++v) {
            const Node& nd = doc_.nodes[v];
            // the document's <title> (in the head; an <svg>'s title names an icon)
            if (!is_element(nd) || nd.tag != TagId::kTitle || nd.parent >= v ||
                doc_.nodes[nd.parent].tag != TagId::kHead) {
                continue;
            }
            const BlockIndex b = t.owner_[v];
            if (b == kNoBlock) continue;
            const auto page = static_cast<std::uint32_t>(std::max(t.page_[b], 0));
            if (page < n_pages && doc_title[page].empty()) doc_title[page] = folded_text(v);
        }
        for (NodeIndex v = 0; v < n_; ++v) {
            const Node& nd = doc_.nodes[v];
            if (!is_element(nd) || nd.tag != TagId::kH1) continue;
            const BlockIndex b = t.owner_[v];
            if (b == kNoBlock) continue;
            const auto page = static_cast<std::uint32_t>(std::max(t.page_[b], 0));
            if (page >= n_pages || named[page]) continue;
            if (title[page] != kNoBlock && doc_title[page].empty()) continue;
            std::uint64_t bytes = 0, chrome = 0;
            for (NodeIndex k = v + 1; k < end[v]; ++k) {
                if (doc_.nodes[k].kind != NodeKind::kText) continue;
                bytes += doc_.nodes[k].text.length;
                if (k < n_sig) {
                    const SignalBytes& sb = node_signals[k];
                    chrome += std::max({sb[kSigTag], sb[kSigRole], sb[kSigClass], sb[kSigList]});
                }
            }
            if (words_[v] == 0 || chrome * 2 > bytes) continue;
            // an h1 of a few bytes ("Blog") is part of many titles: it names nothing
            bool names = false;
            if (!doc_title[page].empty() && (t_.options_.clean.signal_rules & kRuleTitleNamed) != 0) {
                const std::string h1 = folded_text(v);
                names = h1.size() >= kTitleMinBytes && doc_title[page].find(h1) != std::string::npos;
            }
            if (title[page] == kNoBlock || names) title[page] = b;
            if (names) named[page] = 1;
        }
        std::vector<double> start(nb, 0.0);
        double words = 0;
        for (std::size_t b = 0; b < nb; ++b) {
            start[b] = words;
            words += t.words_[b];
        }
        t.title_distance_.assign(nb, std::numeric_limits<float>::quiet_NaN());
        for (std::size_t b = 0; b < nb; ++b) {
            const auto page = static_cast<std::uint32_t>(std::max(t.page_[b], 0));
            if (page < n_pages && title[page] != kNoBlock) {
                t.title_distance_[b] = static_cast<float>(start[b] - start[title[page]]);
            }
        }
    }

    // Per element: whether it holds a byline (kSigAuthor text) that is under half of its text, so that
    // split() gives the byline a block of its own instead of a share of a block of tags, related posts or
    // footer links (the scorer's byline prior reads the share). split() splits only elements with
    // block-level children (a paragraph's inline author link stays in it), and a table row stays whole (a
    // table's rows are its blocks). Text bytes summed bottom-up, no recursion.
    void compute_bylines(const std::vector<SignalBytes>& node_signals) {
        mixed_byline_.assign(n_, 0);
        // max_block_bytes = 0 is the paper's Algorithm 1 exactly: words alone split (the reference tests)
        if (node_signals.empty() || (t_.options_.clean.signal_rules & kRuleBylineBlock) == 0 || t_.options_.max_block_bytes == 0) {
            return;
        }
        const NodeIndex n_sig = static_cast<NodeIndex>(std::min<std::size_t>(node_signals.size(), n_));
        std::vector<std::uint64_t> bytes(n_, 0), author(n_, 0);
        for (NodeIndex v = n_; v-- > 1;) {
            const Node& nd = doc_.nodes[v];
            if (nd.kind == NodeKind::kText) {
                bytes[v] = nd.text.length;
                if (v < n_sig) author[v] = std::min<std::uint64_t>(node_signals[v][kSigAuthor], nd.text.length);
            } else if (is_element(nd) && author[v] > 0 && author[v] * 2 < bytes[v] && !is_table_part(nd.tag)) {
                mixed_byline_[v] = 1;
            }
            const NodeIndex p = nd.parent;
            if (p < v) {
                bytes[p] += bytes[v];
                author[p] += author[v];
            }
        }
    }

    bool forced(NodeIndex v) const {
        return std::find(forced_.begin(), forced_.end(), v) != forced_.end();
    }

    void mark_subtree(NodeIndex v, NodeRole inner) {
        for (NodeIndex k = v + 1; k < t_.subtree_end_[v]; ++k) t_.role_[k] = inner;
    }

    // Algorithm 1, breadth-first from the document root (which is always split).
    void split() {
        auto& role = t_.role_;
        role.assign(n_, NodeRole::kNone);
        t_.path_num_.assign(n_, 0);
        kind_.assign(n_, 0);
        if (n_ == 0) return;
        const BlockTreeOptions& o = t_.options_;
        std::vector<NodeIndex> queue{0};
        role[0] = NodeRole::kSplit;
        std::unordered_map<std::string_view, std::pair<std::uint32_t, std::uint32_t>> names;
        std::string scratch;
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const NodeIndex x = queue[head];
            names.clear();
            for (NodeIndex c = doc_.nodes[x].first_child; c != kNoNode; c = doc_.nodes[c].next_sibling) {
                if (is_element(doc_.nodes[c])) ++names[doc_.name(c)].first;
            }
            for (NodeIndex c = doc_.nodes[x].first_child; c != kNoNode; c = doc_.nodes[c].next_sibling) {
                const Node& node = doc_.nodes[c];
                if (!is_element(node)) {
                    role[c] = NodeRole::kDirect;
                    continue;
                }
                auto& count = names[doc_.name(c)];
                if (count.first > 1) t_.path_num_[c] = o.index_base + count.second++ + 1;
                if (words_[c] == 0) {
                    role[c] = NodeRole::kDirect;
                    mark_subtree(c, NodeRole::kDirect);
                    continue;
                }
                const bool depth_cap = o.max_path_depth != 0 && depth_[c] >= o.max_path_depth;
                const bool byline_split = mixed_byline_[c] && has_block_child_with_words(c);
                const bool small = words_[c] <= o.max_words && !forced(c) && !byline_split &&
                                   (o.max_block_bytes == 0 ||
                                    t_.node_end_[c] - t_.node_start_[c] <= o.max_block_bytes);
                if (depth_cap || small || !has_child_with_words(c)) {
                    role[c] = NodeRole::kLeafRoot;
                    mark_subtree(c, NodeRole::kInLeaf);
                    kind_[c] = 1;
                } else {
                    role[c] = NodeRole::kSplit;
                    queue.push_back(c);
                }
            }
            scratch.clear();
            append_direct_text(doc_, x, scratch);
            if (uni::count_words(scratch) > 0) kind_[x] = 2;
        }
    }

    // Whether v has a block-level child element with words (a paragraph's inline byline link stays in it).
    bool has_block_child_with_words(NodeIndex v) const {
        for (NodeIndex c = doc_.nodes[v].first_child; c != kNoNode; c = doc_.nodes[c].next_sibling) {
            const Node& nd = doc_.nodes[c];
            if (is_element(nd) && words_[c] > 0 && is_block_boundary(nd.tag)) return true;
        }
        return false;
    }

    bool has_child_with_words(NodeIndex v) const {
        for (NodeIndex c = doc_.nodes[v].first_child; c != kNoNode; c = doc_.nodes[c].next_sibling) {
            if (is_element(doc_.nodes[c]) && words_[c] > 0) return true;
        }
        return false;
    }

    void collect_blocks() {
        BlockTree& t = t_;
        const auto& end = t.subtree_end_;
        t.owner_.assign(n_, kNoBlock);
        std::vector<BlockIndex> open;  // non-leaf blocks enclosing the current node
        std::string scratch;
        for (NodeIndex v = 0; v < n_; ++v) {
            const NodeRole r = t.role_[v];
            if (kind_[v] == 0) {
                if (v != 0 && (r == NodeRole::kInLeaf || r == NodeRole::kDirect)) {
                    t.owner_[v] = t.owner_[doc_.nodes[v].parent];
                }
                continue;
            }
            const auto b = static_cast<BlockIndex>(t.block_node_.size());
            t.owner_[v] = b;
            while (!open.empty() && end[t.block_node_[open.back()]] <= v) open.pop_back();
            const bool leaf = kind_[v] == 1;
            t.block_node_.push_back(v);
            t.parent_.push_back(open.empty() ? -1 : static_cast<std::int32_t>(open.back()));
            t.depth_.push_back(static_cast<std::int32_t>(depth_[v]));
            t.is_leaf_.push_back(leaf ? 1 : 0);
            t.page_.push_back(std::max(page_of_[v], 0));
            t.byte_start_.push_back(t.node_start_[v]);
            t.byte_end_.push_back(t.node_end_[v]);
            scratch.clear();
            if (leaf) {
                visible_text(doc_, scratch, v);
            } else {
                append_direct_text(doc_, v, scratch);
            }
            const std::string_view text = trim(scratch);
            t.texts_ += text;
            t.text_offset_.push_back(static_cast<std::uint32_t>(t.texts_.size()));
            t.words_.push_back(static_cast<std::int32_t>(leaf ? words_[v] : uni::count_words(text)));
            if (!leaf) open.push_back(b);
        }
    }

    void compute_table_headers() {
        BlockTree& t = t_;
        const auto& end = t.subtree_end_;
        std::vector<NodeIndex> table_of(n_, kNoNode), tr_of(n_, kNoNode), header(n_, kNoNode);
        for (NodeIndex i = 1; i < n_; ++i) {
            const Node& node = doc_.nodes[i];
            const NodeIndex p = node.parent;
            const bool el = is_element(node);
            table_of[i] = el && node.tag == TagId::kTable ? i : table_of[p];
            tr_of[i] = el && node.tag == TagId::kTr ? i
                       : el && node.tag == TagId::kTable ? kNoNode
                                                          : tr_of[p];
            if (el && node.tag == TagId::kTr) {
                const NodeIndex table = table_of[p];
                if (table != kNoNode && header[table] == kNoNode) header[table] = i;
            }
        }
        auto is_header_row = [&](NodeIndex tr) {
            const NodeIndex p = doc_.nodes[tr].parent;
            if (doc_.nodes[p].tag == TagId::kThead) return true;
            for (NodeIndex c = doc_.nodes[tr].first_child; c != kNoNode; c = doc_.nodes[c].next_sibling) {
                if (is_element(doc_.nodes[c]) && doc_.nodes[c].tag == TagId::kTh) return true;
            }
            return false;
        };
        t.table_header_.assign(t.block_node_.size(), kNoNode);
        for (std::size_t b = 0; b < t.block_node_.size(); ++b) {
            const NodeIndex v = t.block_node_[b];
            const Node& node = doc_.nodes[v];
            if (v == 0 || !is_element(node)) continue;
            NodeIndex table = kNoNode;
            if (node.tag == TagId::kTr || node.tag == TagId::kTbody || node.tag == TagId::kThead ||
                node.tag == TagId::kTfoot) {
                table = table_of[node.parent];
            } else if (tr_of[v] != kNoNode) {
                table = table_of[doc_.nodes[tr_of[v]].parent];
            }
            if (table == kNoNode) continue;
            const NodeIndex h = header[table];
            if (h == kNoNode || !is_header_row(h)) continue;
            if ((v <= h && h < end[v]) || (h <= v && v < end[h])) continue;
            t.table_header_[b] = h;
        }
    }

    void compute_headings() {
        BlockTree& t = t_;
        const auto& end = t.subtree_end_;
        const std::size_t nb = t.block_node_.size();
        t.heading_block_.assign(nb, kNoBlock);
        std::vector<BlockIndex> prev_heading(nb, kNoBlock);
        BlockIndex last = kNoBlock;
        constexpr int kMaxHops = 16;
        for (std::size_t b = 0; b < nb; ++b) {
            const NodeIndex v = t.block_node_[b];
            const bool heading = is_element(doc_.nodes[v]) && is_heading(doc_.nodes[v].tag);
            if (heading) {
                prev_heading[b] = last;
                last = static_cast<BlockIndex>(b);
                continue;
            }
            BlockIndex h = last;
            for (int hop = 0; h != kNoBlock && hop < kMaxHops; ++hop, h = prev_heading[h]) {
                const NodeIndex p = doc_.nodes[t.block_node_[h]].parent;
                if (p <= v && v < end[p]) break;
            }
            if (h != kNoBlock) {
                const NodeIndex p = doc_.nodes[t.block_node_[h]].parent;
                if (p <= v && v < end[p]) t.heading_block_[b] = h;
            }
        }
    }

    BlockTree& t_;
    const Document& doc_;
    std::vector<std::int32_t> page_of_;
    std::vector<NodeIndex> forced_;
    std::vector<std::uint8_t> mixed_byline_;  // compute_bylines()
    NodeIndex n_ = 0;
    std::vector<std::uint32_t> depth_;
    std::vector<std::uint32_t> words_;
    std::vector<std::uint8_t> kind_;  // per node: 0 no block, 1 leaf block, 2 non-leaf block
};

// ---- BlockTree members -------------------------------------------------------------------------------

std::string BlockTree::path(BlockIndex i) const {
    std::vector<NodeIndex> chain;
    for (NodeIndex v = block_node_[i]; v != 0 && v != kNoNode; v = doc_.nodes[v].parent) {
        chain.push_back(v);
    }
    std::string out;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        out += '<';
        out += doc_.name(*it);
        if (path_num_[*it] != 0) out += std::to_string(path_num_[*it] - 1);
        out += '>';
    }
    return out;
}

std::vector<std::string> BlockTree::paths() const {
    std::vector<std::string> out;
    out.reserve(size());
    for (std::size_t i = 0; i < size(); ++i) out.push_back(path(static_cast<BlockIndex>(i)));
    return out;
}

std::string BlockTree::block_piece_html(BlockIndex i, const SerializeOptions& options) const {
    if (is_leaf_[i] == 0) {
        std::string out;
        if (options.format == OutputFormat::kHtml) {
            detail::append_escaped(text(i), detail::EscapeFor::kText, out);
        } else {
            out.assign(text(i));  // markdown and text do not escape
        }
        return out;
    }
    const SerializeOptions defaults;
    if (options.format == OutputFormat::kHtml &&
        options.omit_optional_end_tags == defaults.omit_optional_end_tags &&
        options.newline_between_blocks == defaults.newline_between_blocks) {
        return std::string(block_html(i));
    }
    return serialize(doc_, options, block_node_[i]);
}

std::vector<std::uint32_t> BlockTree::block_piece_sizes(const SerializeOptions& options) const {
    std::vector<std::uint32_t> sizes(size(), 0);
    const SerializeOptions defaults;
    const bool html = options.format == OutputFormat::kHtml;
    // html() is written with the default line breaks between blocks (on); a piece without them is measured
    // on it less those bytes (breaks_before below)
    const bool drop_breaks = defaults.newline_between_blocks && !options.newline_between_blocks;
    const bool spans = html && (drop_breaks || options.newline_between_blocks == defaults.newline_between_blocks);
    // bytes the omitted tags save, summed in pre-order: a subtree's nodes are one range
    std::vector<std::uint64_t> saved_before;
    if (spans && options.omit_optional_end_tags != defaults.omit_optional_end_tags) {
        std::vector<std::uint32_t> saved;
        omitted_tag_bytes(doc_, saved);
        saved_before.assign(saved.size() + 1, 0);
        for (std::size_t v = 0; v < saved.size(); ++v) saved_before[v + 1] = saved_before[v] + saved[v];
    }
    // the start and end tags that rule 8 unwraps in the output (SerializeOptions::unwrap_layout), summed in
    // pre-order like saved_before; an estimate (a <p> in an item, or a tag rule 7 pins, is counted kept)
    std::vector<std::uint64_t> layout_before;
    if (spans && options.unwrap_layout) {
        layout_before.assign(doc_.nodes.size() + 1, 0);
        for (std::size_t v = 0; v < doc_.nodes.size(); ++v) {
            const Node& n = doc_.nodes[v];
            const bool layout = detail::is_unwrapped_layout(n);
            layout_before[v + 1] = layout_before[v] + (layout ? 2 * std::uint64_t{n.name.length} + 5 : 0);
        }
    }
    const auto& nodes = doc_.nodes;
    // the line breaks html() has between two sibling elements (nothing else is written between them there),
    // summed in pre-order like saved_before
    std::vector<std::uint64_t> breaks_before;
    if (spans && drop_breaks) {
        breaks_before.assign(nodes.size() + 1, 0);
        for (std::size_t v = 0; v < nodes.size(); ++v) {
            const NodeIndex p = nodes[v].prev_sibling;
            const bool line_break = p != kNoNode && nodes[p].kind == NodeKind::kElement &&
                                    node_end_[p] + 1 == node_start_[v] && html_[node_end_[p]] == '\n';
            breaks_before[v + 1] = breaks_before[v] + (line_break ? 1 : 0);
        }
    }
    // where serialize(doc_, options, v) differs from v's span beyond the omitted tags: the document-level
    // tags, and an ancestor that changes how the subtree is written (verbatim, raw text, foreign content)
    // per node, once asked: 1 if no ancestor changes it, 2 if one does (0: not known yet); blocks share
    // most of their ancestors, so each chain is walked once
    std::vector<std::uint8_t> plain;
    std::vector<NodeIndex> chain;
    const auto measurable = [&](NodeIndex v) {
        const Node& n = nodes[v];
        if (n.kind != NodeKind::kElement || n.tag == TagId::kHtml || n.tag == TagId::kHead ||
            n.tag == TagId::kBody) {
            return false;
        }
        if (plain.empty()) plain.assign(nodes.size(), 0);
        std::uint8_t known = 1;  // the root's: nothing above it
        chain.clear();
        for (NodeIndex a = n.parent; a != kNoNode && a != 0; a = nodes[a].parent) {
            if (plain[a] != 0) {
                known = plain[a];
                break;
            }
            chain.push_back(a);
        }
        // down the chain: an ancestor is plain when its parent is and is no svg, math, pre-like or raw-text
        // element
        for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
            const TagId t = nodes[*it].tag;
            if (known == 1 && nodes[*it].kind == NodeKind::kElement &&
                (t == TagId::kSvg || t == TagId::kMath ||
                 (detail::flags_of(t) & (detail::kTfPreserve | detail::kTfRawText)) != 0)) {
                known = 2;
            }
            plain[*it] = known;
        }
        return known == 1;
    };
    std::string piece;
    for (BlockIndex b = 0; b < size(); ++b) {
        const NodeIndex v = block_node_[b];
        if (is_leaf_[b] != 0 && spans && ((saved_before.empty() && breaks_before.empty()) || measurable(v))) {
            std::uint64_t n = node_end_[v] - node_start_[v];
            if (!saved_before.empty()) n -= saved_before[subtree_end_[v]] - saved_before[v + 1];
            if (!breaks_before.empty()) n -= breaks_before[subtree_end_[v]] - breaks_before[v + 1];
            if (!layout_before.empty()) n -= std::min(n, layout_before[subtree_end_[v]] - layout_before[v]);
            sizes[b] = static_cast<std::uint32_t>(n);
            continue;
        }
        if (is_leaf_[b] != 0 && !spans) {
            piece.clear();
            serialize(doc_, options, piece, v);
        } else if (is_leaf_[b] != 0) {
            piece = block_piece_html(b, options);
        } else {
            piece.clear();
            if (html) {
                detail::append_escaped(text(b), detail::EscapeFor::kText, piece);
            } else {
                piece.assign(text(b));
            }
        }
        sizes[b] = static_cast<std::uint32_t>(piece.size());
    }
    return sizes;
}

void BlockTree::append_missing_header(BlockIndex b, const std::vector<std::uint8_t>& keep,
                                      std::vector<BlockIndex>& unit) const {
    if (table_header_[b] == kNoNode) return;
    BlockIndex first = 0;
    BlockIndex last = 0;
    BlockIndex cover = kNoBlock;
    blocks_in_subtree(table_header_[b], &first, &last, &cover);
    if (cover != kNoBlock && keep[cover] == 0) unit.push_back(cover);
    for (BlockIndex k = first; k < last; ++k) {
        if (keep[k] == 0 && k != b) unit.push_back(k);
    }
}

void BlockTree::blocks_in_subtree(NodeIndex node, BlockIndex* first, BlockIndex* last,
                                  BlockIndex* cover) const noexcept {
    const auto lo = std::lower_bound(block_node_.begin(), block_node_.end(), node);
    const auto hi = std::lower_bound(lo, block_node_.end(), subtree_end_[node]);
    *first = static_cast<BlockIndex>(lo - block_node_.begin());
    *last = static_cast<BlockIndex>(hi - block_node_.begin());
    *cover = role_[node] == NodeRole::kInLeaf ? owner_[node] : kNoBlock;
}

// ---- entry points ------------------------------------------------------------------------------------

BlockTree build_block_tree_from_documents(std::vector<Document> cleaned_pages,
                                          const BlockTreeOptions& options) {
    return BlockTreeBuilder::build(std::move(cleaned_pages), options);  // no signals: attributes are gone
}

BlockTree build_block_tree_from_documents(std::vector<Document> cleaned_pages,
                                          std::vector<std::vector<SignalBytes>> signals,
                                          const BlockTreeOptions& options) {
    if (signals.size() != cleaned_pages.size()) {
        throw Error(Errc::kInvalidArgument, "build_block_tree_from_documents: one signal vector per page");
    }
    return BlockTreeBuilder::build(std::move(cleaned_pages), options, std::move(signals));
}

BlockTree build_block_tree(const std::vector<std::string_view>& pages,
                           const BlockTreeOptions& options) {
    if (options.max_words == 0) {
        throw Error(Errc::kInvalidArgument,
                    "max_words must be >= 1, got 0; use e.g. max_words=256 as in the paper");
    }
    std::vector<Document> docs;
    std::vector<std::vector<SignalBytes>> signals(pages.size());
    docs.reserve(pages.size());
    for (std::size_t p = 0; p < pages.size(); ++p) {
        docs.push_back(clean_document(pages[p], options.clean, &signals[p]));
    }
    return BlockTreeBuilder::build(std::move(docs), options, std::move(signals));
}

BlockTree build_block_tree(std::string_view page, const BlockTreeOptions& options) {
    return build_block_tree(std::vector<std::string_view>{page}, options);
}

}  // namespace htmlprune
