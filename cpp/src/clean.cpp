#include "htmlprune/clean.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <utility>

#include "detail/clean_rules.hpp"
#include "detail/walk.hpp"
#include "htmlprune/batch.hpp"
#include "htmlprune/boilerplate.hpp"
#include "htmlprune/status.hpp"

namespace htmlprune {
namespace {

using namespace detail;  // NOLINT(google-build-using-namespace): internal rules of this file

// Per-input-node scratch of one clean() call.
enum Flag : std::uint16_t {
    kSkip = 1u << 0,          // removed on purpose with its subtree
    kSkipChildren = 1u << 1,  // children removed (iframe content)
    kInPreserve = 1u << 2,    // a strict ancestor is a preserve element
    kKeptAttrs = 1u << 3,     // carries at least one kept attribute
    kContent = 1u << 4,       // the subtree keeps visible content
    kDirectText = 1u << 5,    // has a non-blank text child
    kSep = 1u << 6,           // the subtree holds whitespace, a <br> or a block element
    kLoadBearing = 1u << 7,   // part of a hazard pair (see clean_rules.hpp) or of svg/math: never merged away
    kInForeign = 1u << 8,     // in svg/math content (not below an HTML integration point): foreign element
    kBlankText = 1u << 9,     // a text node of whitespace only (scanned once, in aggregate())
    kUnderForm = 1u << 10,    // a strict ancestor is a form: a nested <form> tag would be ignored on reparse
    kDoomed = 1u << 11,       // would close an open ancestor of its hazard class on reparse (parser quirk)
    kInItem = 1u << 12,       // a strict ancestor is li/dt/dd/td/th (rule 8 unwraps a <p> there)
    kControl = 1u << 13,      // removed by drop_controls: leaves a word separator (rule 8)
};

enum Action : std::uint8_t {
    kActSkip,     // nothing of it is emitted
    kActText,     // a text node
    kActBr,       // a <br> handled by the flow (kept only between content)
    kActEmit,     // element written to the output
    kActUnwrap,   // element dropped, children emitted in its place
};

struct Info {
    NodeIndex rep;   // the element this one's chain of single-nested wrappers reduced to; kNoNode: none/many
    NodeIndex sole;  // the content child (meaningful when ncontent == 1)
    std::uint16_t flags;
    std::uint8_t action;
    std::uint8_t ncontent;  // content children, saturating at 2
    std::uint8_t lead;      // Lead: what the flow meets first inside this element
    std::uint16_t under;    // HazardClass bits: an ancestor is the "open element" of that class
    std::uint16_t has;      // HazardClass bits: a kept descendant would close such an ancestor
    std::uint16_t open;     // HazardClass bits: an ancestor of that class is open with no blocker since
};

// The first thing (after whitespace) the flow meets inside an element: decides whether a pending space or
// <br> is written before the element (content) or left to what comes (a <br> or a block ends it anyway).
enum Lead : std::uint8_t { kLeadNone = 0, kLeadContent = 1, kLeadBr = 2, kLeadBlock = 3 };

// Around an inline wrapper: the class of the character before/after each of its two edges.
// Word: ASCII letters and digits and every non-ASCII character (other scripts, symbols like €).
enum CharClass : std::uint8_t { kCcBoundary = 0, kCcSpace = 1, kCcPunct = 2, kCcWord = 3 };
struct Edges {
    std::uint8_t before_start = kCcBoundary, first_inside = kCcBoundary, before_end = kCcBoundary,
                 after_end = kCcBoundary;
};

// What mark() gives every child of an element (or of the root): computed once per element, not once per
// child.
struct ChildContext {
    std::uint16_t flags;  // kInPreserve | kInForeign | kUnderForm
    std::uint16_t under;  // Info::under of the children
    std::uint16_t open;   // Info::open of the children
    bool head;            // the parent is <head>
};

struct Scratch {
    std::vector<Info> info;
    std::vector<ChildContext> child_context;  // per input node; set for the root and elements not skipped
    std::vector<Span> keep_names;  // per keep_attrs entry: its name stored in out.buf (offset 0xFFFFFFFF: not yet)
    std::array<Span, static_cast<std::size_t>(TagId::kCount)> tag_names{};
    // unwrap_inline(): per output node 0 (keep) / 1 (unwrap if no word depends on it) / 2 (always unwrap)
    std::vector<std::uint8_t> candidate;
    std::vector<Edges> edges;
    std::vector<NodeIndex> await_first, await_after;
    Document copy;  // the output rebuilt without the unwrapped wrappers, then swapped into place
    std::array<Span, static_cast<std::size_t>(TagId::kCount)> copy_tag_names{};  // known names in copy.buf
    std::vector<SignalBytes> copy_signals;  // CleanSignals::bytes of `copy`
};

constexpr std::uint32_t kUnset = 0xFFFFFFFFu;

class Cleaner {
   public:
    Cleaner(const Document& in, const CleanOptions& opt, Document& out, Scratch& s, CleanSignals* sig)
        : in_(in), opt_(opt), out_(out), s_(s), info_(s.info), sig_(sig) {
        if (sig_ != nullptr && (sig_->in_bits == nullptr || sig_->in_bits->size() != in_.nodes.size())) {
            throw Error(Errc::kInvalidArgument, "clean: CleanSignals::in_bits needs one entry per input node");
        }
    }

    void run() {
        const std::size_t n = in_.nodes.size();
        info_.assign(n, Info{kNoNode, kNoNode, 0, kActEmit, 0, kLeadNone, 0, 0, 0});
        s_.keep_names.assign(opt_.keep_attrs.size(), Span{kUnset, 0});
        for (auto& sp : s_.tag_names) sp = Span{kUnset, 0};
        out_.clear();
        out_.nodes.reserve(n);
        out_.buf.reserve(in_.buf.size() / 2 + 64);
        if (n == 0 || in_.nodes[0].kind != NodeKind::kDocument) {
            throw Error(Errc::kInvalidArgument, "clean: input Document has no root node");
        }
        s_.candidate.clear();
        mark();
        aggregate();
        emit();
        if (opt_.unwrap_inline && any_candidate_) unwrap_inline();
        if (sig_ != nullptr) sig_->bytes.resize(out_.nodes.size(), SignalBytes{});
    }

   private:
    // ---- pass 1, forward (parents before children): what is removed on purpose, context flags, attributes
    void mark() {
        const std::size_t n = in_.nodes.size();
        const bool any_keep = !opt_.keep_attrs.empty();
        std::vector<ChildContext>& ctx = s_.child_context;
        if (ctx.size() < n) ctx.resize(n);
        ctx[0] = child_context(0);
        for (std::size_t k = 1; k < n; ++k) {
            const auto i = static_cast<NodeIndex>(k);
            const Node& nd = in_.nodes[i];
            const NodeIndex p = nd.parent;
            if (p >= i) {
                throw Error(Errc::kInternal, "clean: input Document is not in document order (node " +
                                                 std::to_string(i) + " has parent " +
                                                 std::to_string(p) + ")");
            }
            Info& x = info_[i];
            const Info& pi = info_[p];
            if (pi.flags & (kSkip | kSkipChildren)) {
                x.flags = kSkip;
                x.action = kActSkip;
                continue;
            }
            const ChildContext& c = ctx[p];  // p is the root or an element not skipped: set
            const bool parent_is_head = c.head;
            x.flags = c.flags;
            x.under = c.under;
            x.open = c.open;
            switch (nd.kind) {
                case NodeKind::kText:
                    x.action = parent_is_head ? kActSkip : kActText;
                    if (parent_is_head) x.flags = kSkip;
                    break;
                case NodeKind::kElement: {
                    const std::uint32_t tf = flags_of(nd.tag);
                    const bool structural = document_level(i);
                    const bool invisible = invisible_element(in_, i, tf);
                    const bool skip = (invisible && !structural) ||
                                      (parent_is_head && nd.tag != TagId::kTitle) ||
                                      (nd.tag == TagId::kTitle && !parent_is_head) ||
                                      ((x.flags & kInForeign) && (tf & kTfForeignHide));
                    if (invisible && structural) x.flags |= kSkipChildren;
                    if (skip) {
                        x.flags = kSkip;
                        x.action = kActSkip;
                        break;
                    }
                    if (opt_.drop_controls && (tf & kTfControl) && !(x.flags & (kInForeign | kInPreserve))) {
                        x.flags = kSkip | kControl;  // rule 8: UI, not content; a word separator stays
                        x.action = kActSkip;
                        break;
                    }
                    if (any_keep && has_kept_attr(i)) x.flags |= kKeptAttrs;
                    if ((x.open & kHazardTable[static_cast<std::size_t>(nd.tag)].descendant) &&
                        !(tf & kTfTablePart) && nd.tag != TagId::kTable && !(x.flags & kInForeign)) {
                        x.flags |= kDoomed;  // e.g. an li the parser left directly inside an li
                    }
                    if (nd.tag == TagId::kIframe) x.flags |= kSkipChildren;
                    x.action = nd.tag == TagId::kBr ? kActBr : kActEmit;
                    ctx[i] = child_context(i);
                    break;
                }
                default:  // comments, doctypes, stray roots
                    x.flags = kSkip;
                    x.action = kActSkip;
                    break;
            }
        }
    }

    // The context node p (the root, or an element whose own flags, under and open are final) gives its
    // children: the preserve / foreign / form flags, the hazard classes of its ancestors and the open ones.
    [[nodiscard]] ChildContext child_context(NodeIndex p) const {
        const Node& pn = in_.nodes[p];
        const Info& pi = info_[p];
        ChildContext c{static_cast<std::uint16_t>(pi.flags & (kInPreserve | kUnderForm | kInItem)), pi.under, 0,
                       false};
        if (pn.kind != NodeKind::kElement) return c;  // the root
        c.head = pn.tag == TagId::kHead;
        if (flags_of(pn.tag) & kTfPreserve) c.flags |= kInPreserve;
        // parse.cpp treats an svg/math integration point as special and as a scope barrier
        const bool integration = (pi.flags & kInForeign) && integration_point(in_, p, true);
        if (pn.tag == TagId::kSvg || pn.tag == TagId::kMath || ((pi.flags & kInForeign) && !integration)) {
            c.flags |= kInForeign;
        }
        if (pn.tag == TagId::kForm) c.flags |= kUnderForm;
        if (flags_of(pn.tag) & kTfCellLike) c.flags |= kInItem;
        const Hazard& ph = kHazardTable[static_cast<std::size_t>(pn.tag)];
        c.under = static_cast<std::uint16_t>(pi.under | ph.ancestor);
        const std::uint16_t blocks = integration ? 0xFFFFu : ph.blocks;
        c.open = static_cast<std::uint16_t>((pi.open & ~blocks) | ph.ancestor);
        return c;
    }

    // The document's html element and its head/body children (not such names nested in svg/math).
    [[nodiscard]] bool document_level(NodeIndex i) const {
        const Node& n = in_.nodes[i];
        if (n.tag == TagId::kHtml) return n.parent == 0;
        if (n.tag != TagId::kHead && n.tag != TagId::kBody) return false;
        const Node& p = in_.nodes[n.parent];
        return p.kind == NodeKind::kElement && p.tag == TagId::kHtml && p.parent == 0;
    }

    [[nodiscard]] bool has_kept_attr(NodeIndex i) const {
        const Node& n = in_.nodes[i];
        for (std::uint32_t a = n.attr_begin, e = n.attr_begin + n.attr_count; a < e; ++a) {
            if (keep_index(in_.view(in_.attrs[a].name)) >= 0) return true;
        }
        return false;
    }

    [[nodiscard]] int keep_index(std::string_view name) const {
        for (std::size_t k = 0; k < opt_.keep_attrs.size(); ++k) {
            if (opt_.keep_attrs[k] == name) return static_cast<int>(k);
        }
        return -1;
    }

    // ---- pass 2, reverse (children before parents): content, empty elements, merging
    void aggregate() {
        for (std::size_t k = in_.nodes.size(); k-- > 1;) {
            const auto i = static_cast<NodeIndex>(k);
            Info& x = info_[i];
            if (x.flags & kSkip) {
                if (x.flags & kControl) info_[in_.nodes[i].parent].flags |= kSep;
                continue;
            }
            const Node& nd = in_.nodes[i];
            Info& pi = info_[nd.parent];
            if (nd.kind == NodeKind::kText) {
                const std::string_view t = in_.view(nd.text);
                if (!is_blank(t)) {
                    pi.flags |= kDirectText | kContent;
                    pi.lead = kLeadContent;  // children come in reverse order: the first one writes last
                } else {
                    x.flags |= kBlankText;
                    if (!t.empty()) pi.flags |= kSep;
                }
                continue;
            }
            // an element: all its children are final
            const std::uint32_t tf = flags_of(nd.tag);
            if (x.action == kActBr && (x.flags & kInForeign)) {  // would end the svg/math on reparse
                x.action = kActSkip;
                x.flags |= kSkip;
                continue;
            }
            if (x.action == kActBr) {
                pi.flags |= kSep;
                pi.lead = kLeadBr;
                if (!opt_.drop_empty || (x.flags & kInPreserve)) {
                    x.action = kActEmit;
                    count_child(pi, i);
                }
                continue;
            }
            if (opt_.drop_controls && ui_text(i, tf)) {  // rule 8: "Print", "Jump to Recipe", ...
                x.flags |= kSkip | kControl;
                x.action = kActSkip;
                pi.flags |= kSep;
                continue;
            }
            finalize(i, tf);
            if (x.action == kActEmit || (x.action == kActUnwrap && x.rep != kNoNode)) {
                count_child(pi, i);
            } else if (x.action == kActUnwrap && (x.flags & kContent)) {
                // a dissolved wrapper with several pieces of content: the parent holds "many"
                pi.ncontent = 2;
            }
            if (x.flags & kContent) pi.flags |= kContent;
            if ((x.flags & kSep) || is_block(i)) pi.flags |= kSep;
            if (x.action != kActSkip) {
                if (is_block(i)) {
                    pi.lead = kLeadBlock;
                } else if ((tf & (kTfVoid | kTfMedia)) && (x.flags & kContent)) {
                    pi.lead = kLeadContent;
                } else if (x.lead != kLeadNone) {
                    pi.lead = x.lead;
                } else if (!opt_.drop_empty && x.action == kActEmit) {
                    pi.lead = kLeadContent;  // an empty element that is written anyway: the space goes before it
                }
            }
            if (x.action != kActSkip && ((x.flags & kContent) || !opt_.drop_empty)) {
                const std::uint16_t own =
                    (x.flags & kDoomed) ? 0 : kHazardTable[static_cast<std::size_t>(nd.tag)].descendant;
                pi.has = static_cast<std::uint16_t>(pi.has | x.has | own);
            }
        }
    }

    // Rule 8: an element of the layout set, li or p whose whole text (direct text only: no content child
    // element) is a UI string.
    [[nodiscard]] bool ui_text(NodeIndex i, std::uint32_t tf) const {
        const Info& x = info_[i];
        if (!(tf & (kTfLayout | kTfUiText)) || x.ncontent != 0 || !(x.flags & kDirectText) ||
            (x.flags & (kInForeign | kInPreserve | kKeptAttrs))) {
            return false;
        }
        char buf[48];
        std::size_t n = 0;
        for (NodeIndex c = in_.nodes[i].first_child; c != kNoNode; c = in_.nodes[c].next_sibling) {
            const Node& cn = in_.nodes[c];
            if (cn.kind != NodeKind::kText || (info_[c].flags & kSkip)) continue;
            const std::string_view t = in_.view(cn.text);
            if (n + t.size() + 1 > sizeof buf) return false;
            std::copy(t.begin(), t.end(), buf + n);
            n += t.size();
            buf[n++] = ' ';
        }
        return is_ui_string(std::string_view(buf, n));
    }

    static void count_child(Info& pi, NodeIndex i) {
        if (pi.ncontent < 2) ++pi.ncontent;
        pi.sole = i;
    }

    void finalize(NodeIndex i, std::uint32_t tf) {
        Info& x = info_[i];
        const Node& nd = in_.nodes[i];
        if (!(x.flags & kContent) && (tf & kTfMedia) && (x.flags & kKeptAttrs)) x.flags |= kContent;
        {
            // Every party of a hazard pair stays: the open ancestor, the blockers, the closing descendant.
            // (Pinning all of them keeps the decision the same on clean()'s own output: idempotence.)
            const Hazard& hz = kHazardTable[static_cast<std::size_t>(nd.tag)];
            if ((x.under & hz.descendant) | (x.has & hz.ancestor) | (x.under & x.has & hz.blocks)) {
                x.flags |= kLoadBearing;
            }
        }
        if ((x.flags & kInForeign) || nd.tag == TagId::kSvg || nd.tag == TagId::kMath) x.flags |= kLoadBearing;
        if (nd.tag == TagId::kTr) keep_blank_cells(i);

        const bool structural = document_level(i);
        const bool in_preserve = (x.flags & kInPreserve) != 0;
        const bool block = is_block(i);
        if (((x.flags & kInForeign) && (tf & kTfBreaksForeign)) ||
            (nd.tag == TagId::kForm && (x.flags & kUnderForm)) || (x.flags & kDoomed)) {
            // an HTML element the parser left inside svg/math (its start tag would end the svg/math), or a
            // form inside a form (the parser ignores a <form> while one is open): keep only the content,
            // transparent for merging like a wrapper merged away
            x.action = ((x.flags & (kSep | kContent)) || !opt_.drop_empty) ? kActUnwrap : kActSkip;
            x.rep = (x.ncontent == 1 && !(x.flags & kDirectText)) ? info_[x.sole].rep : kNoNode;
            return;
        }
        if (opt_.drop_empty && !(x.flags & kContent) && !structural) {
            // empty: keep only its whitespace/<br>/block-boundary effect on the flow
            x.action = ((x.flags & kSep) || block) ? kActUnwrap : kActSkip;
            x.rep = kNoNode;
            return;
        }
        x.action = kActEmit;
        x.rep = i;
        // Rule 7 keeps an <a> only as a party of a nested pair of links; unwrapped, it is no party at all
        // (not a special element, it blocks no other pair). Kept, with the elements between the pair
        // unwrapped, the pair would read back as another tree (fuzz_clean).
        const bool pair_party_only = nd.tag == TagId::kA;
        if (opt_.unwrap_layout && !structural && !in_preserve && !(x.flags & (kKeptAttrs | kInForeign)) &&
            (!(x.flags & kLoadBearing) || pair_party_only) &&
            ((tf & kTfLayout) || (nd.tag == TagId::kP && (x.flags & kInItem)))) {
            // rule 8: only layout; transparent for merging, like a wrapper merged away
            x.action = kActUnwrap;
            x.rep = (x.ncontent == 1 && !(x.flags & kDirectText)) ? info_[x.sole].rep : kNoNode;
            return;
        }
        if (!opt_.merge_single_nested || in_preserve || (tf & kTfPreserve)) return;
        if (nd.tag == TagId::kTable && dissolve_layout_table(i)) return;
        if (x.ncontent != 1 || (x.flags & kDirectText)) return;
        const NodeIndex e = info_[x.sole].rep;
        if (e == kNoNode) return;
        merge(i, tf, e);
    }

    // A blank cell stays when a later cell of its row has content, so columns keep their positions.
    void keep_blank_cells(NodeIndex tr) {
        if (!opt_.drop_empty) return;
        bool seen = false;
        for (NodeIndex c = in_.nodes[tr].last_child; c != kNoNode; c = in_.nodes[c].prev_sibling) {
            const Node& cn = in_.nodes[c];
            Info& ci = info_[c];
            if (cn.kind != NodeKind::kElement || (ci.flags & kSkip)) continue;
            if (cn.tag != TagId::kTd && cn.tag != TagId::kTh) continue;
            if (ci.flags & kContent) {
                seen = true;
            } else if (seen) {
                ci.action = kActEmit;
                ci.rep = c;
                count_child(info_[tr], c);
            }
        }
    }

    // Block-level for the flow: HTML block elements; inside svg/math nothing is (those are foreign elements).
    [[nodiscard]] bool is_block(NodeIndex i) const {
        return (flags_of(in_.nodes[i].tag) & kTfBlock) && !(info_[i].flags & kInForeign);
    }

    [[nodiscard]] bool pinned(NodeIndex i) const {
        return (flags_of(in_.nodes[i].tag) & kTfPinned) || (info_[i].flags & (kKeptAttrs | kLoadBearing));
    }
    [[nodiscard]] bool generic(NodeIndex i) const {
        return (flags_of(in_.nodes[i].tag) & kTfGeneric) && !(info_[i].flags & (kKeptAttrs | kLoadBearing));
    }

    void merge(NodeIndex p, std::uint32_t ptf, NodeIndex e) {
        Info& pi = info_[p];
        if (list_of_one_item(p, e)) {
            // An item keeps its list: merged away, the list would leave a stray <li>x</li>, invalid and
            // no list at all. Rule 8 unwraps both instead: one item is no list, and its text reads as
            // a block (a stray item cost 6 SmolLM2 tokens).
            Info& ei = info_[e];
            if (opt_.unwrap_layout && !((pi.flags | ei.flags) & (kKeptAttrs | kLoadBearing | kInForeign))) {
                pi.action = kActUnwrap;
                ei.action = kActUnwrap;
                pi.rep = (ei.ncontent == 1 && !(ei.flags & kDirectText)) ? info_[ei.sole].rep : kNoNode;
            }
            return;
        }
        if (pinned(p)) {
            const bool e_goes = !pinned(e) && (generic(e) || ((ptf & kTfCellLike) && in_.nodes[e].tag == TagId::kP));
            if (e_goes) info_[e].action = kActUnwrap;
            return;  // rep stays p
        }
        if (pinned(e)) {
            pi.action = kActUnwrap;
            pi.rep = e;
            return;
        }
        if (generic(e) && (!generic(p) || (is_block(p) && !is_block(e)))) {
            info_[e].action = kActUnwrap;
            return;
        }
        pi.action = kActUnwrap;
        pi.rep = e;
    }

    [[nodiscard]] bool list_of_one_item(NodeIndex p, NodeIndex e) const {
        const TagId pt = in_.nodes[p].tag;
        return (pt == TagId::kUl || pt == TagId::kOl || pt == TagId::kMenu) && in_.nodes[e].tag == TagId::kLi;
    }

    // <table>[<tbody>]<tr><td>content</td></tr>[</tbody>]</table> with nothing else: a layout table.
    bool dissolve_layout_table(NodeIndex t) {
        const Info& ti = info_[t];
        if (ti.ncontent != 1 || (ti.flags & (kDirectText | kKeptAttrs))) return false;
        NodeIndex s = ti.sole;
        NodeIndex r = s;
        const TagId st = in_.nodes[s].tag;
        if (st == TagId::kTbody || st == TagId::kThead || st == TagId::kTfoot) {
            const Info& si = info_[s];
            if (si.action != kActEmit || si.ncontent != 1 || (si.flags & (kDirectText | kKeptAttrs))) return false;
            r = si.sole;
        } else {
            s = kNoNode;
        }
        const Info& ri = info_[r];
        if (in_.nodes[r].tag != TagId::kTr || ri.action != kActEmit || ri.ncontent != 1 ||
            (ri.flags & (kDirectText | kKeptAttrs))) {
            return false;
        }
        const NodeIndex d = ri.sole;
        const Info& di = info_[d];
        if (in_.nodes[d].tag != TagId::kTd || di.action != kActEmit || !(di.flags & kContent) ||
            (di.flags & kKeptAttrs)) {
            return false;
        }
        for (NodeIndex k : {t, s, r, d}) {
            if (k != kNoNode && (info_[k].flags & kLoadBearing)) return false;
        }
        NodeIndex rep = kNoNode;
        if (di.ncontent == 1 && !(di.flags & kDirectText)) {
            const NodeIndex e = info_[di.sole].rep;
            if (e != kNoNode && info_[e].action == kActEmit) rep = e;
        }
        for (NodeIndex k : {t, s, r, d}) {
            if (k != kNoNode) info_[k].action = kActUnwrap;
        }
        info_[t].rep = rep;
        return true;
    }

    // ---- pass 3: walk the input tree, writing the output and normalising whitespace on the way
    void emit() {
        walk(in_, 0, [this](NodeIndex i) { return enter(i); }, [this](NodeIndex i) { leave(i); });
    }

    // Returns true when i is an element whose children must be visited (leave(i) follows).
    bool enter(NodeIndex i) {
        const Info& x = info_[i];
        const Node& nd = in_.nodes[i];
        text_flags_ = 0;
        switch (x.action) {
            case kActText:
                if (sig_ != nullptr) cur_bits_ = (*sig_->in_bits)[i];
                text_flags_ = text_flags(i);
                if (preserve_ > 0) {
                    put_verbatim(in_.view(nd.text), (x.flags & kBlankText) != 0);
                } else if (x.flags & kBlankText) {
                    if (nd.text.length != 0 && seg_text_ && !pend_br_ && !ends_ws_) pend_space_ = true;
                } else {
                    flow_text(in_.view(nd.text));
                }
                return false;
            case kActBr:
                if (opt_.unwrap_layout && (x.flags & kInItem)) {
                    // rule 8: a line break inside an item or a cell ("Population<br>(2011)") is a space
                    if (seg_text_ && !pend_br_ && !ends_ws_) pend_space_ = true;
                } else if (seg_text_) {
                    pend_br_ = true;
                    pend_space_ = false;
                }
                return false;
            case kActEmit: {
                const std::uint32_t tf = flags_of(nd.tag);
                if (nd.tag == TagId::kBr && preserve_ == 0 && opt_.drop_empty) {
                    // kept for a pre that itself went away as empty: a flow <br> like any other
                    if (seg_text_) {
                        pend_br_ = true;
                        pend_space_ = false;
                    }
                    return false;
                }
                if (nd.tag == TagId::kBr) {  // drop_empty off, or inside pre: written as is
                    pend_space_ = pend_br_ = false;
                    append_element(i, TagId::kBr);
                    cur_ = out_.nodes[cur_].parent;
                    if (preserve_ == 0) seg_text_ = false;
                    return false;
                }
                const bool content = (x.flags & kContent) != 0;
                if (is_block(i)) {
                    hard_boundary();
                } else if ((content && (x.lead == kLeadContent || (tf & (kTfVoid | kTfMedia)))) ||
                           (!opt_.drop_empty && (x.lead == kLeadContent || x.lead == kLeadNone))) {
                    flush_pending();  // otherwise the <br> or block inside decides
                }
                const TagId tag = (tf & kTfRenamePre) ? TagId::kPre : nd.tag;
                append_element(i, tag);
                if (tag == TagId::kBody && document_level(i)) body_seen_ = true;
                if (tf & kTfPreserve) ++preserve_;
                if (content && (tf & (kTfVoid | kTfMedia)) && !is_block(i)) seg_text_ = true;  // img & co.
                return true;
            }
            case kActSkip:
                if (x.flags & kControl) soft_boundary();  // a dropped control separated words
                return false;
            case kActUnwrap:
                if (is_block(i) || nd.tag == TagId::kButton) {  // a button's box separates words too
                    if (preserve_ > 0) {
                        put_text("\n", 1);  // a block inside pre that goes away leaves its line break
                    } else {
                        soft_boundary();
                    }
                }
                return true;
            default:
                return false;
        }
    }

    void leave(NodeIndex i) {
        const Info& x = info_[i];
        const Node& nd = in_.nodes[i];
        const std::uint32_t tf = flags_of(nd.tag);
        text_flags_ = 0;
        if (x.action == kActEmit) {
            if (nd.tag == TagId::kHtml && !body_seen_ && document_level(i)) {  // e.g. a frameset page
                Node proto;
                proto.kind = NodeKind::kElement;
                proto.tag = TagId::kBody;
                proto.name = tag_span(TagId::kBody);
                out_.append_child(cur_, proto);
                body_seen_ = true;
            }
            if (tf & kTfPreserve) --preserve_;
            cur_ = out_.nodes[cur_].parent;
            if (is_block(i)) hard_boundary();
        } else if (x.action == kActUnwrap && (is_block(i) || nd.tag == TagId::kButton)) {
            if (preserve_ > 0 && (x.flags & kContent)) {
                put_text("\n", 1);
            } else {
                soft_boundary();
            }
        }
    }

    void hard_boundary() {
        seg_text_ = pend_space_ = pend_br_ = ends_ws_ = false;
    }
    void soft_boundary() {
        if (seg_text_ && !pend_br_ && !ends_ws_ && preserve_ == 0) pend_space_ = true;
    }

    void flush_pending() {
        if (pend_br_) {
            Node proto;
            proto.kind = NodeKind::kElement;
            proto.tag = TagId::kBr;
            proto.name = tag_span(TagId::kBr);
            out_.append_child(cur_, proto);
            ends_ws_ = true;  // whitespace right after a line break is not rendered either
        } else if (pend_space_) {
            put_text(" ", 1);
        }
        pend_br_ = pend_space_ = false;
    }

    void flow_text(std::string_view s) {
        for_each_flow_run(
            s,
            [this] {
                if (seg_text_ && !pend_br_ && !ends_ws_) pend_space_ = true;
            },
            [this](const char* words, std::size_t len) {
                flush_pending();
                put_text(words, len);
                seg_text_ = true;
            });
    }

    void put_verbatim(std::string_view s, bool blank) {
        if (s.empty()) return;
        put_text(s.data(), s.size());
        if (!blank) seg_text_ = true;
    }

    // Appends bytes to the text node being built at the end of cur_, or starts one.
    void put_text(const char* p, std::size_t len) {
        check_room(len);
        ends_ws_ = kByteClass[static_cast<unsigned char>(p[len - 1])] == 1;
        const NodeIndex lc = out_.nodes[cur_].last_child;
        if (lc != kNoNode && out_.nodes[lc].kind == NodeKind::kText && out_.nodes[lc].flags == text_flags_) {
            Span& t = out_.nodes[lc].text;
            if (t.offset + t.length == out_.buf.size()) {
                out_.buf.append(p, len);
                t.length += static_cast<std::uint32_t>(len);
                count_signals(lc, len);
                return;
            }
        }
        Node proto;
        proto.kind = NodeKind::kText;
        proto.flags = text_flags_;
        proto.text = Span{static_cast<std::uint32_t>(out_.buf.size()), static_cast<std::uint32_t>(len)};
        out_.buf.append(p, len);
        count_signals(out_.append_child(cur_, proto), len);
    }

    // The NodeFlag bits of the output text written from input text node i: its own, and kNodeInlineHidden
    // for the text of an inline-hidden span when the block tree asks (signals; clean_document() then parses
    // the style attribute). Such text stays a text node of its own (put_text() joins only equal flags).
    // (The parent's answer is remembered: text children of one element come one after another.)
    [[nodiscard]] std::uint8_t text_flags(NodeIndex i) {
        std::uint8_t f = in_.nodes[i].flags;
        if (sig_ != nullptr) {
            const NodeIndex p = in_.nodes[i].parent;
            if (p != hidden_parent_) {
                hidden_parent_ = p;
                parent_hides_ = inline_hidden_span(in_, p);
            }
            if (parent_hides_) f |= kNodeInlineHidden;
        }
        return f;
    }

    // The boilerplate signals of the input text being written, as bytes of output text node `node`.
    void count_signals(NodeIndex node, std::size_t len) {
        if (sig_ == nullptr || cur_bits_ == 0) return;
        if (sig_->bytes.size() <= node) sig_->bytes.resize(std::max<std::size_t>(node + 1, out_.nodes.size()));
        SignalBytes& b = sig_->bytes[node];
        for (std::size_t k = 0; k < kSignalCount; ++k) {
            if (cur_bits_ & (1u << k)) b[k] += static_cast<std::uint32_t>(len);
        }
    }

    void check_room(std::size_t len) const {
        if (out_.buf.size() + len > std::numeric_limits<std::uint32_t>::max()) {
            throw Error(Errc::kLimitExceeded, "clean: cleaned document text exceeds 4 GiB");
        }
    }

    Span tag_span(TagId t) {
        Span& sp = s_.tag_names[static_cast<std::size_t>(t)];
        if (sp.offset == kUnset) sp = out_.store(tag_name(t));
        return sp;
    }

    void append_element(NodeIndex i, TagId tag) {
        const Node& nd = in_.nodes[i];
        Node proto;
        proto.kind = NodeKind::kElement;
        proto.tag = tag;
        proto.name = tag == TagId::kUnknown ? out_.store(in_.view(nd.name)) : tag_span(tag);
        proto.attr_begin = static_cast<std::uint32_t>(out_.attrs.size());
        if (info_[i].flags & kKeptAttrs) {
            for (std::uint32_t a = nd.attr_begin, e = nd.attr_begin + nd.attr_count; a < e; ++a) {
                const Attribute& at = in_.attrs[a];
                const int k = keep_index(in_.view(at.name));
                if (k < 0) continue;
                Span& name = s_.keep_names[static_cast<std::size_t>(k)];
                if (name.offset == kUnset) name = out_.store(opt_.keep_attrs[static_cast<std::size_t>(k)]);
                out_.attrs.push_back(Attribute{name, out_.store(in_.view(at.value))});
            }
        }
        proto.attr_count = static_cast<std::uint32_t>(out_.attrs.size()) - proto.attr_begin;
        cur_ = out_.append_child(cur_, proto);
        if (opt_.unwrap_inline && proto.attr_count == 0 &&
            (tag == TagId::kSpan || tag == TagId::kFont || tag == TagId::kNobr || tag == TagId::kA ||
             tag == TagId::kUnknown) &&
            (info_[i].flags & (kLoadBearing | kInForeign | kContent)) == kContent) {
            // (empty ones stay: with drop_empty off, unwrapping one could leave a single-nested parent)
            if (s_.candidate.size() <= cur_) s_.candidate.resize(cur_ + 1, 0);
            s_.candidate[cur_] = preserve_ > 0 ? 2 : 1;
            any_candidate_ = true;
        }
    }

    // ---- pass 4: unwrap inline wrappers (span, font, nobr, a, custom elements without attributes) where no
    // word boundary depends on them: each edge has whitespace or a block boundary on one side. The decision
    // depends only on the characters around the tags, so it is the same on clean()'s own output.
    void unwrap_inline() {
        const Document& d = out_;
        const std::size_t n = d.nodes.size();
        std::vector<std::uint8_t>& cand = s_.candidate;
        cand.resize(n, 0);
        std::vector<Edges>& edges = s_.edges;
        edges.assign(n, Edges{});
        auto& await_first = s_.await_first;
        auto& await_after = s_.await_after;
        await_first.clear();
        await_after.clear();
        std::uint8_t last = kCcBoundary;
        auto event = [&](std::uint8_t first, std::uint8_t final_class) {
            for (NodeIndex a : await_first) edges[a].first_inside = first;
            for (NodeIndex a : await_after) edges[a].after_end = first;
            await_first.clear();
            await_after.clear();
            last = final_class;
        };
        auto class_at = [](const unsigned char* p, const unsigned char* end) -> std::uint8_t {
            if (ws_len(p, end) != 0) return kCcSpace;
            const unsigned char c = *p;
            const bool word = c >= 0x80 || (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
            return word ? kCcWord : kCcPunct;
        };
        auto boundary_tag = [&](NodeIndex i) {
            const std::uint32_t tf = flags_of(d.nodes[i].tag);
            return (tf & (kTfBlock | kTfVoid | kTfMedia)) != 0 || d.nodes[i].tag == TagId::kBr;
        };
        walk(
            d, 0,
            [&](NodeIndex i) {
                const Node& nd = d.nodes[i];
                if (nd.kind == NodeKind::kText) {
                    const std::string_view t = d.view(nd.text);
                    auto* b = reinterpret_cast<const unsigned char*>(t.data());
                    auto* e = b + t.size();
                    if (b == e) return false;
                    // the last character: step back over UTF-8 continuation bytes
                    const unsigned char* l = e - 1;
                    while (l > b && (*l & 0xC0) == 0x80) --l;
                    event(class_at(b, e), class_at(l, e));
                    return false;
                }
                if (nd.kind != NodeKind::kElement) return false;
                if (cand[i]) {
                    edges[i].before_start = last;
                    await_first.push_back(i);
                } else if (boundary_tag(i)) {
                    event(kCcBoundary, kCcBoundary);
                }
                return true;
            },
            [&](NodeIndex i) {
                if (cand[i]) {
                    edges[i].before_end = last;
                    await_after.push_back(i);
                } else if (boundary_tag(i)) {
                    event(kCcBoundary, kCcBoundary);
                }
            });
        event(kCcBoundary, kCcBoundary);

        bool any = false;
        for (std::size_t i = 0; i < n; ++i) {
            if (cand[i] == 1) {
                const Edges& g = edges[i];
                const bool start_ok = g.before_start != kCcWord || g.first_inside != kCcWord;
                const bool end_ok = g.before_end != kCcWord || g.after_end != kCcWord;
                cand[i] = (start_ok && end_ok) ? 2 : 0;
            }
            any = any || cand[i] == 2;
        }
        if (!any) return;

        // rebuild without the unwrapped elements, merging the text nodes that become adjacent
        Document& c = s_.copy;
        c.clear();
        c.nodes.reserve(n);
        c.attrs.reserve(d.attrs.size());
        c.buf.reserve(d.buf.size());
        NodeIndex cur = 0;
        for (auto& sp : s_.copy_tag_names) sp = Span{kUnset, 0};
        std::vector<SignalBytes>& cbytes = s_.copy_signals;
        cbytes.clear();
        walk(
            d, 0,
            [&](NodeIndex i) {
                const Node& nd = d.nodes[i];
                if (nd.kind == NodeKind::kText) {
                    const std::string_view t = d.view(nd.text);
                    NodeIndex lc = c.nodes[cur].last_child;
                    if (lc != kNoNode && c.nodes[lc].kind == NodeKind::kText && c.nodes[lc].flags == nd.flags) {
                        c.buf.append(t);
                        c.nodes[lc].text.length += static_cast<std::uint32_t>(t.size());
                    } else {
                        Node proto;
                        proto.kind = NodeKind::kText;
                        proto.flags = nd.flags;
                        proto.text = c.store(t);
                        lc = c.append_child(cur, proto);
                    }
                    if (sig_ != nullptr && i < sig_->bytes.size()) {  // merged text nodes add up
                        if (cbytes.size() <= lc) cbytes.resize(lc + 1, SignalBytes{});
                        for (std::size_t k = 0; k < kSignalCount; ++k) cbytes[lc][k] += sig_->bytes[i][k];
                    }
                    return false;
                }
                if (cand[i] == 2) return true;
                Node proto = nd;
                if (nd.tag == TagId::kUnknown) {
                    proto.name = c.store(d.view(nd.name));
                } else {  // a known name is stored once, as append_element does
                    Span& name = s_.copy_tag_names[static_cast<std::size_t>(nd.tag)];
                    if (name.offset == kUnset) name = c.store(d.view(nd.name));
                    proto.name = name;
                }
                proto.attr_begin = static_cast<std::uint32_t>(c.attrs.size());
                for (std::uint32_t a = nd.attr_begin, e = nd.attr_begin + nd.attr_count; a < e; ++a) {
                    const Span name = c.store(d.view(d.attrs[a].name));
                    c.attrs.push_back(Attribute{name, c.store(d.view(d.attrs[a].value))});
                }
                cur = c.append_child(cur, proto);
                return true;
            },
            [&](NodeIndex i) {
                if (cand[i] != 2) cur = c.nodes[cur].parent;
            });
        out_.nodes.swap(c.nodes);
        out_.attrs.swap(c.attrs);
        out_.buf.swap(c.buf);
        if (sig_ != nullptr) sig_->bytes.swap(cbytes);
    }

    const Document& in_;
    const CleanOptions& opt_;
    Document& out_;
    Scratch& s_;
    std::vector<Info>& info_;
    CleanSignals* sig_;
    std::uint8_t cur_bits_ = 0;  // chrome_bits() of the input text being written
    std::uint8_t text_flags_ = 0;  // text_flags() of the input text being written (0 between texts)
    NodeIndex hidden_parent_ = kNoNode;  // the input element text_flags() last asked about
    bool parent_hides_ = false;          // ... and whether it is an inline-hidden span
    NodeIndex cur_ = 0;
    int preserve_ = 0;
    bool seg_text_ = false;
    bool pend_space_ = false;
    bool pend_br_ = false;
    bool body_seen_ = false;
    bool any_candidate_ = false;
    bool ends_ws_ = false;  // the last byte written in this block is whitespace: no second space
};

// The attributes clean() reads (kInvisibleAttributes) or keeps: parse() skips all others unread (most of a
// page's attributes: title, style, data-*).
void set_read_attributes(const CleanOptions& options, std::vector<std::string>& names) {
    names.assign(kInvisibleAttributes.begin(), kInvisibleAttributes.end());
    names.insert(names.end(), options.keep_attrs.begin(), options.keep_attrs.end());
}

Scratch& thread_scratch() {
    thread_local Scratch scratch;
    return scratch;
}

}  // namespace

void clean(const Document& in, const CleanOptions& options, Document& out, CleanSignals* signals) {
    if (&in == &out) throw Error(Errc::kInvalidArgument, "clean: `in` and `out` must be different Documents");
    Scratch& s = thread_scratch();
    if (signals != nullptr) signals->bytes.clear();
    Cleaner(in, options, out, s, signals).run();
    if (s.info.capacity() > kKeepScratchNodes) std::vector<Info>().swap(s.info);
    if (s.child_context.capacity() > kKeepScratchNodes) std::vector<ChildContext>().swap(s.child_context);
}

Document clean_document(std::string_view html, const CleanOptions& options,
                        std::vector<SignalBytes>* signals) {
    ParseOptions po;
    po.limits = options.limits;
    // Only the attributes read below (clean()'s, chrome_bits()'s kChromeAttributes and, for the block tree,
    // the style of inline-hidden spans): the same Document for all readers.
    thread_local std::vector<std::string> names;
    set_read_attributes(options, names);
    if (signals != nullptr) {
        names.insert(names.end(), kChromeAttributes.begin(), kChromeAttributes.end());
        names.emplace_back(kStyleAttribute);  // inline_hidden_span(): the block tree's kNodeInlineHidden
    }
    po.only_attributes = &names;
    // One parsed Document (and chrome bits) per thread, their buffers reused by the next page: growing
    // them from empty for every page cost reallocations and page faults. A huge page's are released.
    thread_local Document parsed;
    thread_local std::vector<std::uint8_t> bits;
    parse(html, po, parsed);
    Document out;
    if (signals == nullptr) {
        clean(parsed, options, out);
    } else {
        chrome_bits(parsed, bits, options.signal_rules);
        CleanSignals sig;
        sig.in_bits = &bits;
        clean(parsed, options, out, &sig);
        signals->swap(sig.bytes);
    }
    if (too_big_to_keep(parsed)) {
        parsed = Document();
        std::vector<std::uint8_t>().swap(bits);
    }
    return out;
}

void clean(std::string_view html, const CleanOptions& options, CleanWorkspace& ws, std::string& out,
           bool normalized) {
    ParseOptions po;
    po.limits = options.limits;
    po.skip_dropped_text = true;  // clean() never reads script/style text or iframe content
    po.input_normalized = normalized;
    set_read_attributes(options, ws.attr_names);
    po.only_attributes = &ws.attr_names;
    parse(html, po, ws.parsed);
    clean(ws.parsed, options, ws.cleaned);
    out.clear();
    serialize(ws.cleaned, options.serialize, out);
}

void CleanWorkspace::trim() {
    if (too_big_to_keep(parsed)) *this = CleanWorkspace();
}

std::string clean(std::string_view html, const CleanOptions& options) {
    // One workspace per thread: repeated calls reuse its buffers; a huge page's buffers are released.
    thread_local CleanWorkspace ws;
    std::string out;
    out.reserve(html.size() / 4 + 64);
    clean(html, options, ws, out);
    ws.trim();
    return out;
}

std::vector<std::string> clean_batch(const std::vector<std::string_view>& pages,
                                     const CleanOptions& options, unsigned threads) {
    std::vector<std::string> out(pages.size());
    const unsigned workers = parallel_workers(pages.size(), threads);
    // One cache line (or more) per worker's workspace, and each page serialized into a local string
    // that is moved into place once: neighbouring workspaces / out[] entries share cache lines, and
    // appending to them from two threads would bounce those lines between cores (false sharing).
    struct alignas(64) Slot {
        CleanWorkspace ws;
    };
    std::vector<Slot> slots(workers);
    std::vector<std::size_t> sizes(pages.size());
    for (std::size_t i = 0; i < pages.size(); ++i) sizes[i] = pages[i].size();
    parallel_for_largest_first(sizes, workers, [&](std::size_t i, unsigned w) {
        std::string page;
        page.reserve(pages[i].size() / 4 + 64);
        clean(pages[i], options, slots[w].ws, page);
        out[i] = std::move(page);
    });
    return out;
}

}  // namespace htmlprune
