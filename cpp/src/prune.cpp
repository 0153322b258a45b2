#include "htmlprune/prune.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string>
#include <utility>

#include "htmlprune/boilerplate.hpp"
#include "htmlprune/clean.hpp"
#include "htmlprune/status.hpp"
#include "text_unicode.hpp"

namespace htmlprune {
namespace {

namespace uni = detail::uni;

void check_size(const char* what, std::size_t got, std::size_t want, const char* per) {
    if (got != want) {
        throw Error(Errc::kInvalidArgument, std::string(what) + " has " + std::to_string(got) +
                                                " entries but the tree has " + std::to_string(want) +
                                                " " + per + "; pass one value per " + per);
    }
}

// First element whose tag a block needs opened: a leaf's parent, a non-leaf block's own element.
NodeIndex first_to_open(const BlockTree& t, BlockIndex b) {
    const NodeIndex v = t.block_node()[b];
    return t.is_leaf()[b] != 0 ? t.document().nodes[v].parent : v;
}

// Incremental cost accounting of opened elements.
class Accountant {
   public:
    Accountant(const BlockTree& t, const std::vector<std::uint32_t>& block_cost,
               const std::vector<std::uint32_t>& node_tag_cost)
        : t_(t),
          block_cost_(block_cost),
          tag_cost_(node_tag_cost),
          opened_(t.document().nodes.size(), 0),
          stamp_(t.document().nodes.size(), 0) {}

    // Cost of adding the blocks in `unit` (skipping kept ones) given what is opened already.
    std::uint64_t cost(const std::vector<BlockIndex>& unit, const std::vector<std::uint8_t>& keep) {
        ++gen_;
        std::uint64_t total = 0;
        const auto& nodes = t_.document().nodes;
        for (const BlockIndex b : unit) {
            if (keep[b] != 0) continue;
            total += block_cost_[b];
            for (NodeIndex u = first_to_open(t_, b); u != 0 && u != kNoNode; u = nodes[u].parent) {
                if (opened_[u] != 0 || stamp_[u] == gen_) break;
                stamp_[u] = gen_;
                total += tag_cost_[u];
            }
        }
        return total;
    }

    void commit(const std::vector<BlockIndex>& unit, std::vector<std::uint8_t>& keep) {
        const auto& nodes = t_.document().nodes;
        for (const BlockIndex b : unit) {
            keep[b] = 1;
            for (NodeIndex u = first_to_open(t_, b); u != 0 && u != kNoNode; u = nodes[u].parent) {
                if (opened_[u] != 0) break;
                opened_[u] = 1;
            }
        }
    }

   private:
    const BlockTree& t_;
    const std::vector<std::uint32_t>& block_cost_;
    const std::vector<std::uint32_t>& tag_cost_;
    std::vector<std::uint8_t> opened_;
    std::vector<std::uint32_t> stamp_;
    std::uint32_t gen_ = 0;
};

// Marks the nodes that a keep mask keeps (see render()) in `kept`. Returns how many entries it set (at
// least the number of kept nodes: a size for the copy's buffers, without a pass over the whole mask).
std::size_t kept_nodes(const BlockTree& t, const std::vector<std::uint8_t>& keep, std::vector<std::uint8_t>& kept) {
    const Document& doc = t.document();
    const auto& end = t.subtree_end();
    kept.assign(doc.nodes.size(), 0);
    std::size_t marked = 0;
    for (std::size_t b = 0; b < t.size(); ++b) {
        if (keep[b] == 0) continue;
        const NodeIndex v = t.block_node()[b];
        if (t.is_leaf()[b] != 0) {
            std::fill(kept.begin() + v, kept.begin() + end[v], 1);
            marked += end[v] - v;
        } else {
            kept[v] = 1;
            ++marked;
            for (NodeIndex c = doc.nodes[v].first_child; c != kNoNode; c = doc.nodes[c].next_sibling) {
                if (t.node_role()[c] == NodeRole::kDirect) {
                    std::fill(kept.begin() + c, kept.begin() + end[c], 1);
                    marked += end[c] - c;
                }
            }
        }
        for (NodeIndex u = doc.nodes[v].parent; u != kNoNode && kept[u] == 0; u = doc.nodes[u].parent) {
            kept[u] = 1;
            ++marked;
        }
    }
    return marked;
}

std::vector<std::uint8_t> kept_nodes(const BlockTree& t, const std::vector<std::uint8_t>& keep) {
    std::vector<std::uint8_t> kept;
    kept_nodes(t, keep, kept);
    return kept;
}

// Only HTML whitespace (what clean() collapses); other Unicode spaces are content there.
bool is_blank(std::string_view s) {
    for (const char c : s) {
        if (!(c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f')) return false;
    }
    return true;
}

// No text but HTML whitespace anywhere in the subtree of v.
bool is_text_free(const Document& doc, const std::vector<NodeIndex>& end, NodeIndex v) {
    for (NodeIndex k = v; k < end[v]; ++k) {
        if (doc.nodes[k].kind == NodeKind::kText && !is_blank(doc.text(k))) return false;
    }
    return true;
}

// Spans of the known tag names already stored in one copy's buf: a name is stored once per copy, not once
// per element (offset kNoNode: not yet).
using TagNameSpans = std::array<Span, static_cast<std::size_t>(TagId::kCount)>;

// Stores element src's name and attributes (of doc) in out, for its copy `copy` there.
void copy_name_and_attrs(const Document& doc, const Node& src, Document& out, Node& copy, TagNameSpans& names) {
    if (src.tag == TagId::kUnknown) {
        copy.name = out.store(doc.view(src.name));
    } else {
        Span& known = names[static_cast<std::size_t>(src.tag)];
        if (known.offset == kNoNode) known = out.store(doc.view(src.name));
        copy.name = known;
    }
    copy.attr_begin = static_cast<std::uint32_t>(out.attrs.size());
    copy.attr_count = src.attr_count;
    for (std::uint32_t a = src.attr_begin; a < src.attr_begin + src.attr_count; ++a) {
        Attribute attr;
        attr.name = out.store(doc.view(doc.attrs[a].name));
        attr.value = out.store(doc.view(doc.attrs[a].value));
        out.attrs.push_back(attr);
    }
}

// Appends the nodes strictly inside the subtree of element v (v < k < end) below v's copy `root` in `out`,
// their order and links as in `doc` (node k becomes root + k - v), and sets the copy's child links.
void copy_subtree(const Document& doc, NodeIndex v, NodeIndex end, NodeIndex root, Document& out,
                  TagNameSpans& names) {
    const NodeIndex shift = root - v;  // modular: the copies are numbered from root on, as the originals from v
    const auto moved = [shift](NodeIndex x) { return x == kNoNode ? kNoNode : x + shift; };
    // clean() writes a subtree's text and attribute values in document order, so they usually lie in one
    // range of doc.buf: appended at once, their spans shifted, when that range holds little else.
    std::size_t lo = doc.buf.size();
    std::size_t hi = 0;
    std::size_t bytes = 0;
    const auto cover = [&](Span sp) {
        if (sp.length == 0) return;
        lo = std::min<std::size_t>(lo, sp.offset);
        hi = std::max<std::size_t>(hi, std::size_t{sp.offset} + sp.length);
        bytes += sp.length;
    };
    for (NodeIndex k = v + 1; k < end; ++k) {
        const Node& src = doc.nodes[k];
        if (src.kind != NodeKind::kElement) {
            cover(src.text);
            continue;
        }
        if (src.tag == TagId::kUnknown) cover(src.name);
        for (std::uint32_t a = src.attr_begin; a < src.attr_begin + src.attr_count; ++a) {
            cover(doc.attrs[a].name);
            cover(doc.attrs[a].value);
        }
    }
    const bool one_range = bytes > 0 && hi - lo <= 2 * bytes + 64;
    std::uint32_t delta = 0;  // modular, as shift
    if (one_range) {
        delta = out.store(std::string_view(doc.buf).substr(lo, hi - lo)).offset - static_cast<std::uint32_t>(lo);
    }
    // an empty span reads as "" wherever it points; {0, 0} is always in range
    const auto place = [&](Span sp) {
        if (sp.length == 0) return Span{0, 0};
        return one_range ? Span{sp.offset + delta, sp.length} : out.store(doc.view(sp));
    };
    // copied whole (no push_back per node), then the links and spans of each copy set
    const std::size_t first = out.nodes.size();
    out.nodes.insert(out.nodes.end(), doc.nodes.begin() + v + 1, doc.nodes.begin() + end);
    for (std::size_t j = first; j < out.nodes.size(); ++j) {
        Node& copy = out.nodes[j];
        copy.parent += shift;
        copy.first_child = moved(copy.first_child);
        copy.last_child = moved(copy.last_child);
        copy.next_sibling = moved(copy.next_sibling);
        copy.prev_sibling = moved(copy.prev_sibling);
        if (copy.kind != NodeKind::kElement) {
            copy.text = place(copy.text);
            continue;
        }
        if (copy.tag == TagId::kUnknown) {
            copy.name = place(copy.name);
        } else {
            Span& known = names[static_cast<std::size_t>(copy.tag)];
            if (known.offset == kNoNode) known = out.store(doc.view(copy.name));
            copy.name = known;
        }
        const std::uint32_t attr_begin = copy.attr_begin;
        copy.attr_begin = static_cast<std::uint32_t>(out.attrs.size());
        for (std::uint32_t a = attr_begin; a < attr_begin + copy.attr_count; ++a) {
            out.attrs.push_back(Attribute{place(doc.attrs[a].name), place(doc.attrs[a].value)});
        }
    }
    out.nodes[root].first_child = moved(doc.nodes[v].first_child);
    out.nodes[root].last_child = moved(doc.nodes[v].last_child);
}

// Whether a node in [first, last) is marked kNodeInlineHidden.
bool has_hidden(const Document& doc, NodeIndex first, NodeIndex last) {
    for (NodeIndex k = first; k < last; ++k) {
        if ((doc.nodes[k].flags & kNodeInlineHidden) != 0) return true;
    }
    return false;
}

// Copies the kept nodes (ancestors before descendants) into a new Document. Besides the nodes marked in
// `kept`, text-free direct content of a copied element stays too (whitespace between kept pieces, an
// empty <td> that keeps columns aligned, a <br> between kept lines): clean() drops what is left dangling.
// `cut_node` / `cut_len` shorten one text node; nodes after cut_node are dropped. `map` and `gap` are
// scratch (one entry per node; only the entries of visited nodes are written and read).
// `marked`: at least the number of kept nodes (kept_nodes()' count), to size the copy. `drop_hidden`:
// text nodes marked kNodeInlineHidden are not copied (SerializeOptions::drop_inline_hidden); otherwise the
// copies keep their flags.
void copy_kept(const BlockTree& t, const std::vector<std::uint8_t>& kept, std::size_t marked, Document& out,
               std::vector<NodeIndex>& map, std::vector<std::uint8_t>& gap, bool drop_hidden,
               NodeIndex cut_node = kNoNode, std::size_t cut_len = 0) {
    const Document& doc = t.document();
    const auto& end = t.subtree_end();
    out.clear();
    const auto n = static_cast<NodeIndex>(doc.nodes.size());
    const NodeIndex last = cut_node == kNoNode ? n : cut_node + 1;
    if (map.size() < last) map.resize(last);
    // gap[p]: a child of copied element p was dropped since p's last copied child. The next copied child
    // gets a space in front, so that words on both sides of a dropped block never run together.
    if (gap.size() < last) gap.resize(last);
    map[0] = 0;
    gap[0] = 0;
    // the kept nodes, plus a little for the whitespace kept between them: no reallocation while copying
    const std::size_t want = 1 + marked;
    out.nodes.reserve(want + want / 4 + 16);
    TagNameSpans names;
    names.fill(Span{kNoNode, 0});
    std::string spaced;
    // A node that is not copied takes its subtree with it: the walk jumps over it, so that only the copied
    // nodes and their direct children are visited (every visited node's parent is copied).
    for (NodeIndex i = 1; i < last; ++i) {
        const Node& src = doc.nodes[i];
        if (map[src.parent] == kNoNode) {
            i = end[i] - 1;
            continue;
        }
        if (drop_hidden && (src.flags & kNodeInlineHidden) != 0) {
            // not a dropped block: no gap (the reader sees its neighbours side by side)
            map[i] = kNoNode;
            continue;
        }
        bool take = kept[i] != 0;
        if (!take && t.node_role()[i] == NodeRole::kDirect) {
            if (src.kind == NodeKind::kText) {
                take = is_blank(doc.view(src.text));
            } else if (src.kind == NodeKind::kElement) {
                // Checked at the top of a direct subtree only; below it everything is text-free.
                take = t.node_role()[src.parent] == NodeRole::kDirect ||
                       is_text_free(doc, t.subtree_end(), i);
            }
        }
        if (!take) {
            gap[src.parent] = 1;
            map[i] = kNoNode;
            i = end[i] - 1;
            continue;
        }
        const NodeIndex parent = map[src.parent];
        // Only between inline neighbours: block boundaries separate words already, and table structure
        // holds no text.
        auto is_inline = [&](const Node& node) {
            return node.kind == NodeKind::kText ||
                   (node.kind == NodeKind::kElement && !is_block_boundary(node.tag));
        };
        const Node& container = out.nodes[parent];
        const bool separate =
            gap[src.parent] != 0 && container.last_child != kNoNode &&
            is_inline(src) && is_inline(out.nodes[container.last_child]) &&
            !(container.kind == NodeKind::kElement &&
              (preserves_whitespace(container.tag) || is_table_part(container.tag) ||
               container.tag == TagId::kTable));
        gap[src.parent] = 0;
        Node proto;
        proto.kind = src.kind;
        proto.flags = src.flags;
        proto.tag = src.tag;
        if (src.kind == NodeKind::kElement) {
            copy_name_and_attrs(doc, src, out, proto, names);
        } else {
            std::string_view text = doc.view(src.text);
            if (i == cut_node) text = text.substr(0, cut_len);
            if (separate && !text.empty() && !uni::is_space(uni::first_cp(text))) {
                spaced.assign(1, ' ');
                spaced += text;
                text = spaced;
            }
            proto.text = out.store(text);
            map[i] = out.append_child(parent, proto);
            gap[i] = 0;
            continue;
        }
        if (separate) {
            Node space;
            space.kind = NodeKind::kText;
            space.text = out.store(" ");
            out.append_child(parent, space);
        }
        map[i] = out.append_child(parent, proto);
        gap[i] = 0;
        if (cut_node == kNoNode && t.node_role()[i] == NodeRole::kLeafRoot && end[i] > i + 1 &&
            !(drop_hidden && has_hidden(doc, i + 1, end[i]))) {
            // a kept leaf block keeps its whole subtree (kept_nodes()), so the loop above would take every
            // node inside it in order, with no gap: copy it as it is, its links shifted
            copy_subtree(doc, i, end[i], map[i], out, names);
            i = end[i] - 1;
        }
    }
}

Document copy_kept(const BlockTree& t, const std::vector<std::uint8_t>& kept, bool drop_hidden,
                   NodeIndex cut_node = kNoNode, std::size_t cut_len = 0) {
    Document out;
    std::vector<NodeIndex> map;
    std::vector<std::uint8_t> gap;
    const auto marked = static_cast<std::size_t>(std::count(kept.begin(), kept.end(), std::uint8_t{1}));
    copy_kept(t, kept, marked, out, map, gap, drop_hidden, cut_node, cut_len);
    return out;
}

// The cleaning render() applies to the kept nodes (`options`: the compact output's rule 8, when asked).
CleanOptions render_clean_options(const BlockTree& t, const SerializeOptions* options = nullptr) {
    CleanOptions co = t.options().clean;
    co.merge_single_nested = true;
    co.drop_empty = true;
    if (options != nullptr) {
        co.unwrap_layout = options->unwrap_layout && options->format == OutputFormat::kHtml;
        co.drop_controls = options->drop_controls;  // every format: text stays the HTML's visible text
    }
    return co;
}

std::string clean_and_serialize(const BlockTree& t, const Document& kept, const SerializeOptions& options,
                                Document& cleaned) {
    if (kept.nodes.size() <= 1) return {};
    clean(kept, render_clean_options(t, &options), cleaned);
    return serialize(cleaned, options);
}

std::string clean_and_serialize(const BlockTree& t, const Document& kept, const SerializeOptions& options) {
    Document cleaned;
    return clean_and_serialize(t, kept, options, cleaned);
}

bool is_sentence_end(std::uint32_t cp) noexcept {
    return cp == '.' || cp == '!' || cp == '?' || cp == 0x2026;
}
bool is_cjk_sentence_end(std::uint32_t cp) noexcept {
    return cp == 0x3002 || cp == 0xFF01 || cp == 0xFF1F || cp == 0xFF0E;
}

// Chooses where to cut `s` (the kept text, in document order) so that at most `limit` bytes stay.
std::size_t choose_cut(std::string_view s, std::size_t limit) {
    if (s.size() <= limit) return s.size();
    // Code point starts up to limit (inclusive), and what follows each.
    std::size_t sentence = 0;
    std::size_t word = 0;
    std::size_t any = 0;
    const std::size_t window = limit - limit / 5;
    std::size_t i = 0;
    while (i <= limit && i < s.size()) {
        std::uint32_t cp = 0;
        const std::size_t len = uni::decode_utf8(s, i, &cp);
        // A cut at i (before cp).
        if (i > 0) any = i;
        if (uni::is_space(cp) || uni::is_cjk_punct(cp)) word = i;
        if (i + len > limit) break;
        const std::size_t after = i + len;
        std::uint32_t next = ' ';
        if (after < s.size()) uni::decode_utf8(s, after, &next);
        if (uni::is_cjk(cp) || uni::is_cjk_punct(cp)) word = after;
        if ((is_sentence_end(cp) && uni::is_space(next)) || is_cjk_sentence_end(cp) ||
            (is_sentence_end(cp) && after == s.size())) {
            if (after >= window) sentence = after;
        }
        i = after;
    }
    if (sentence > 0) return sentence;
    if (word > 0) return word;
    return any;
}

}  // namespace

std::vector<float> smooth_scores(const BlockTree& tree, const std::vector<float>& scores, float weight) {
    const std::size_t nb = tree.size();
    check_size("scores", scores.size(), nb, "block");
    if (!(weight >= 0.0f) || !std::isfinite(weight)) {
        throw Error(Errc::kInvalidArgument, "smoothing weight must be a finite number >= 0, got " +
                                                std::to_string(weight) + "; try 0.5");
    }
    std::vector<float> out = scores;
    const auto& nodes = tree.document().nodes;
    auto lend = [&](std::size_t j) {
        const float v = scores[j];
        return std::isfinite(v) && v > 0.0f ? v : 0.0f;
    };
    for (std::size_t i = 0; i + 1 < nb; ++i) {
        const NodeIndex a = tree.block_node()[i];
        const NodeIndex b = tree.block_node()[i + 1];
        if (a == 0 || b == 0 || nodes[a].parent != nodes[b].parent) continue;
        if (std::isfinite(out[i])) out[i] += weight * lend(i + 1);
        if (std::isfinite(out[i + 1])) out[i + 1] += weight * lend(i);
    }
    return out;
}

BlockSelector::BlockSelector(const BlockTree& tree, const std::vector<float>& scores,
                             const std::vector<std::uint32_t>& block_cost,
                             const std::vector<std::uint32_t>& node_tag_cost, const SelectOptions& options)
    : tree_(tree), block_cost_(block_cost), tag_cost_(node_tag_cost), options_(options) {
    const std::size_t nb = tree.size();
    check_size("scores", scores.size(), nb, "block");
    check_size("block_cost", block_cost.size(), nb, "block");
    check_size("node_tag_cost", node_tag_cost.size(), tree.document().nodes.size(), "node");

    // Visiting order.
    std::vector<double> key(nb);
    double lowest = 0.0;
    for (const float s : scores) {
        if (std::isfinite(s)) lowest = std::min(lowest, static_cast<double>(s));
    }
    order_.reserve(nb);
    for (std::size_t b = 0; b < nb; ++b) {
        const float s = scores[b];
        if (never_kept(s)) continue;
        double k = s;
        if (options.density) {
            k = std::isfinite(s) ? (k - lowest) / std::max<double>(block_cost[b], 1.0) : k;
        }
        key[b] = k;
        order_.push_back(static_cast<BlockIndex>(b));
    }
    std::sort(order_.begin(), order_.end(), [&](BlockIndex a, BlockIndex b) {
        return key[a] > key[b] || (key[a] == key[b] && a < b);
    });
}

std::vector<std::uint8_t> BlockSelector::select(std::uint32_t budget) const {
    const BlockTree& tree = tree_;
    const SelectOptions& options = options_;
    std::vector<std::uint8_t> keep(tree.size(), 0);
    Accountant acct(tree, block_cost_, tag_cost_);
    std::uint64_t used = 0;
    std::vector<BlockIndex> unit;
    std::vector<BlockIndex> single(1);
    auto try_add = [&](const std::vector<BlockIndex>& u) {
        const std::uint64_t c = acct.cost(u, keep);
        if (used + c > budget) return false;
        acct.commit(u, keep);
        used += c;
        return true;
    };
    for (const BlockIndex b : order_) {
        if (keep[b] != 0) continue;
        // the block's own cost alone is over: so are its unit and the block alone (the usual case once the
        // budget is nearly spent; spares walking its ancestors)
        if (used + block_cost_[b] > budget) continue;
        unit.assign(1, b);
        if (options.keep_table_header) tree.append_missing_header(b, keep, unit);
        bool added = try_add(unit);
        if (!added && unit.size() > 1) {
            single[0] = b;
            added = try_add(single);
        }
        if (added && options.heading_context) {
            const BlockIndex h = tree.heading_block()[b];
            if (h != kNoBlock && keep[h] == 0) {
                single[0] = h;
                try_add(single);
            }
        }
    }
    return keep;
}

std::vector<std::uint8_t> select_blocks(const BlockTree& tree, const std::vector<float>& scores,
                                        const std::vector<std::uint32_t>& block_cost,
                                        const std::vector<std::uint32_t>& node_tag_cost,
                                        std::uint32_t budget, const SelectOptions& options) {
    return BlockSelector(tree, scores, block_cost, node_tag_cost, options).select(budget);
}

std::uint64_t estimate_cost(const BlockTree& tree, const std::vector<std::uint8_t>& keep,
                            const std::vector<std::uint32_t>& block_cost,
                            const std::vector<std::uint32_t>& node_tag_cost) {
    const std::size_t nb = tree.size();
    check_size("keep", keep.size(), nb, "block");
    check_size("block_cost", block_cost.size(), nb, "block");
    check_size("node_tag_cost", node_tag_cost.size(), tree.document().nodes.size(), "node");
    std::vector<std::uint8_t> none(nb, 0);
    Accountant acct(tree, block_cost, node_tag_cost);
    std::vector<BlockIndex> unit;
    for (std::size_t b = 0; b < nb; ++b) {
        if (keep[b] != 0) unit.push_back(static_cast<BlockIndex>(b));
    }
    return acct.cost(unit, none);
}

std::string render(const BlockTree& tree, const std::vector<std::uint8_t>& keep,
                   const SerializeOptions& options) {
    RenderScratch scratch;
    return render(tree, keep, options, scratch);
}

std::string render(const BlockTree& tree, const std::vector<std::uint8_t>& keep, const SerializeOptions& options,
                   RenderScratch& scratch) {
    check_size("keep", keep.size(), tree.size(), "block");
    const std::size_t marked = kept_nodes(tree, keep, scratch.kept_nodes);
    copy_kept(tree, scratch.kept_nodes, marked, scratch.kept, scratch.copy_of, scratch.gap,
              options.drop_inline_hidden);
    return clean_and_serialize(tree, scratch.kept, options, scratch.cleaned);
}

std::string render_truncated(const BlockTree& tree, BlockIndex block, std::size_t max_text_bytes,
                             const SerializeOptions& options, bool* truncated) {
    if (block >= tree.size()) {
        throw Error(Errc::kInvalidArgument, "block " + std::to_string(block) +
                                                " is out of range: the tree has " +
                                                std::to_string(tree.size()) + " blocks");
    }
    if (truncated != nullptr) *truncated = false;
    std::vector<std::uint8_t> keep(tree.size(), 0);
    keep[block] = 1;
    const std::vector<std::uint8_t> kept = kept_nodes(tree, keep);
    const Document& src = tree.document();

    // The kept text in document order, up to a little past the limit.
    std::string text;
    std::vector<std::pair<NodeIndex, std::size_t>> pieces;  // (text node, offset in `text`)
    const std::size_t want = max_text_bytes + 8;
    std::size_t total = 0;
    const bool drop_hidden = options.drop_inline_hidden;
    for (NodeIndex i = 0; i < src.nodes.size(); ++i) {
        if (kept[i] == 0 || src.nodes[i].kind != NodeKind::kText) continue;
        if (drop_hidden && (src.nodes[i].flags & kNodeInlineHidden) != 0) continue;
        const std::string_view t = src.text(i);
        total += t.size();
        if (text.size() < want) {
            pieces.emplace_back(i, text.size());
            text += t;
        }
    }
    if (total <= max_text_bytes) {
        return clean_and_serialize(tree, copy_kept(tree, kept, drop_hidden), options);
    }
    if (truncated != nullptr) *truncated = true;
    const std::size_t cut = choose_cut(text, max_text_bytes);
    if (cut == 0 || pieces.empty()) return {};
    // The piece holding the last kept byte.
    std::size_t k = pieces.size() - 1;
    while (k > 0 && pieces[k].second >= cut) --k;
    const NodeIndex cut_node = pieces[k].first;
    const std::size_t cut_len = cut - pieces[k].second;
    return clean_and_serialize(tree, copy_kept(tree, kept, drop_hidden, cut_node, cut_len), options);
}

BlockTree refine(const BlockTree& tree, const std::vector<std::uint8_t>& keep, const BlockTreeOptions& options) {
    check_size("keep", keep.size(), tree.size(), "block");
    const Document kept = copy_kept(tree, kept_nodes(tree, keep), false);  // the marks go to the fine tree
    Document rendered;
    if (kept.nodes.size() > 1) clean(kept, render_clean_options(tree), rendered);
    // What build_block_tree(render(tree, keep)) does after parsing: the signals of the rendered markup, then
    // options.clean. Cleaning a cleaned Document again changes it only where options.clean asks for more.
    std::vector<std::uint8_t> bits;
    chrome_bits(rendered, bits, options.clean.signal_rules);
    CleanSignals signals;
    signals.in_bits = &bits;
    Document cleaned;
    clean(rendered, options.clean, cleaned, &signals);
    std::vector<Document> pages;
    pages.push_back(std::move(cleaned));
    std::vector<std::vector<SignalBytes>> page_signals;
    page_signals.push_back(std::move(signals.bytes));
    return build_block_tree_from_documents(std::move(pages), std::move(page_signals), options);
}

}  // namespace htmlprune
