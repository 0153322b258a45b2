#include "htmlprune/serialize.hpp"

#include <array>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "detail/clean_rules.hpp"
#include "detail/escape.hpp"
#include "detail/walk.hpp"
#include "htmlprune/markdown.hpp"
#include "htmlprune/parse.hpp"

namespace htmlprune {
namespace {

using namespace detail;  // NOLINT(google-build-using-namespace): internal rules of this file

// "<name>" and "</name>" of every known tag, so that writing one is a single append.
struct TagMarkup {
    std::array<std::string, static_cast<std::size_t>(TagId::kCount)> start, end;
    TagMarkup() {
        for (std::size_t i = 1; i < start.size(); ++i) {
            const std::string_view name = tag_name(static_cast<TagId>(i));
            start[i] = "<" + std::string(name) + ">";
            end[i] = "</" + std::string(name) + ">";
        }
    }
};

const TagMarkup& tag_markup() {
    static const TagMarkup* t = new TagMarkup();  // NOLINT(cppcoreguidelines-owning-memory): never destroyed
    return *t;
}

// The start tag (without attributes) or end tag of element n. A known tag's name is tag_name(tag) in every
// Document (the parser, clean() and the copies keep the two together).
void append_tag(std::string& out, const Document& d, const Node& n, bool end) {
    const auto tag = static_cast<std::size_t>(n.tag);
    if (n.tag != TagId::kUnknown && tag < static_cast<std::size_t>(TagId::kCount)) {
        out.append(end ? tag_markup().end[tag] : tag_markup().start[tag]);
        return;
    }
    out.append(end ? "</" : "<");
    out.append(d.view(n.name));
    out.push_back('>');
}

class Serializer {
   public:
    Serializer(const Document& d, const SerializeOptions& o, std::string& out)
        : d_(d), o_(o), out_(out), start_(out.size()) {}

    void run(NodeIndex root) {
        root_ = root;
        if (root >= d_.nodes.size()) return;
        if (root != 0 && d_.nodes[root].kind != NodeKind::kElement) {
            write_leaf(root);
            return;
        }
        walk(d_, root, [this](NodeIndex i) { return enter(i); }, [this](NodeIndex i) { leave(i); });
    }

    // For omitted_tag_bytes(): the omission decisions of run(0) with omit_optional_end_tags, writing nothing;
    // the document-level html/head/body (implied the same way with or without the option) count 0. Nodes in
    // index order, which is the walk's (dom.hpp: documents keep pre-order), asking only the elements whose
    // tags can be omitted; below svg/math (foreign content) nothing is, so such a subtree is skipped whole.
    void record_omissions(std::vector<std::uint32_t>& saved) {
        const std::size_t n = d_.nodes.size();
        saved.assign(n, 0);
        root_ = 0;
        for (std::size_t i = 1; i < n;) {
            const Node& nd = d_.nodes[i];
            if (nd.kind != NodeKind::kElement || !may_omit(nd.tag)) {
                ++i;
                continue;
            }
            if (nd.tag == TagId::kSvg || nd.tag == TagId::kMath) {
                i = subtree_end(static_cast<NodeIndex>(i));
                continue;
            }
            const auto v = static_cast<NodeIndex>(i);
            std::uint32_t bytes = 0;
            if (nd.tag == TagId::kTbody && omit_start(v)) bytes += static_cast<std::uint32_t>(nd.name.length + 2);
            if (omit_end(v)) bytes += static_cast<std::uint32_t>(nd.name.length + 3);
            saved[i] = bytes;
            ++i;
        }
    }

   private:
    // The tags omit_start() or omit_end() can answer true for outside the document level, and svg/math
    // (record_omissions() skips their subtrees).
    static bool may_omit(TagId t) noexcept {
        switch (t) {
            case TagId::kP:
            case TagId::kLi:
            case TagId::kDt:
            case TagId::kDd:
            case TagId::kTd:
            case TagId::kTh:
            case TagId::kTr:
            case TagId::kThead:
            case TagId::kTbody:
            case TagId::kTfoot:
            case TagId::kOption:
            case TagId::kOptgroup:
            case TagId::kSvg:
            case TagId::kMath:
                return true;
            default:
                return false;
        }
    }

    // The index after the subtree of i: its next sibling's, or its nearest ancestor's that has one.
    [[nodiscard]] std::size_t subtree_end(NodeIndex i) const {
        for (NodeIndex a = i; a != kNoNode && a != 0; a = d_.nodes[a].parent) {
            if (d_.nodes[a].next_sibling != kNoNode) return d_.nodes[a].next_sibling;
        }
        return d_.nodes.size();
    }

    [[nodiscard]] TagId tag_of(NodeIndex i) const {
        const Node& n = d_.nodes[i];
        return n.kind == NodeKind::kElement ? n.tag : TagId::kUnknown;
    }
    [[nodiscard]] bool is_element(NodeIndex i) const {
        return i != kNoNode && d_.nodes[i].kind == NodeKind::kElement;
    }
    [[nodiscard]] bool is_block_element(NodeIndex i) const {
        return is_element(i) && (flags_of(d_.nodes[i].tag) & kTfBlock);
    }
    [[nodiscard]] bool starts_with_ws_text(NodeIndex i) const {
        if (i == kNoNode || d_.nodes[i].kind != NodeKind::kText) return false;
        const std::string_view t = d_.text(i);
        return !t.empty() && kByteClass[static_cast<unsigned char>(t[0])] == 1;
    }
    [[nodiscard]] bool is_comment(NodeIndex i) const {
        return i != kNoNode && d_.nodes[i].kind == NodeKind::kComment;
    }

    // The document's own html element, or its head/body children (not such names nested elsewhere).
    [[nodiscard]] bool document_level(NodeIndex i) const {
        const NodeIndex p = d_.nodes[i].parent;
        if (d_.nodes[i].tag == TagId::kHtml) return p == 0;
        return p != kNoNode && p != 0 && d_.nodes[p].kind == NodeKind::kElement &&
               d_.nodes[p].tag == TagId::kHtml && d_.nodes[p].parent == 0;
    }

    // html/head/body tags the parser implies (only when serializing the whole document).
    [[nodiscard]] bool implied_start(NodeIndex i) const {
        const Node& n = d_.nodes[i];
        if (root_ != 0 || n.attr_count != 0 || !document_level(i)) return false;
        const NodeIndex fc = n.first_child;
        switch (n.tag) {
            case TagId::kHtml:
                return !is_comment(fc);
            case TagId::kHead:
                return fc == kNoNode || is_element(fc);
            case TagId::kBody:
                if (fc == kNoNode) return true;
                if (starts_with_ws_text(fc) || is_comment(fc)) return false;
                return !(is_element(fc) && (flags_of(d_.nodes[fc].tag) & kTfHeadOnly));
            default:
                return false;
        }
    }
    [[nodiscard]] bool implied_end(NodeIndex i) const {
        const Node& n = d_.nodes[i];
        if (root_ != 0 || !document_level(i)) return false;
        switch (n.tag) {
            case TagId::kHtml:
            case TagId::kBody:
                return !is_comment(n.next_sibling);
            case TagId::kHead:
                return !is_comment(n.next_sibling) && !starts_with_ws_text(n.next_sibling);
            default:
                return false;
        }
    }

    [[nodiscard]] bool omit_start(NodeIndex i) const {
        const Node& n = d_.nodes[i];
        if (n.tag == TagId::kHtml || n.tag == TagId::kHead || n.tag == TagId::kBody) return implied_start(i);
        if (!o_.omit_optional_end_tags || i == root_ || foreign_ > 0 || n.tag != TagId::kTbody ||
            n.attr_count != 0) {
            return false;
        }
        if (tag_of_element(n.first_child) != TagId::kTr) return false;
        const NodeIndex prev = n.prev_sibling;
        if (prev == kNoNode) return true;
        const TagId pt = tag_of_element(prev);
        const bool section = pt == TagId::kThead || pt == TagId::kTbody || pt == TagId::kTfoot;
        return !(section && omit_end(prev));
    }

    [[nodiscard]] TagId tag_of_element(NodeIndex i) const {
        return is_element(i) ? d_.nodes[i].tag : TagId::kCount;  // kCount: "not an element"
    }

    [[nodiscard]] bool omit_end(NodeIndex i) const {
        const Node& n = d_.nodes[i];
        if (n.tag == TagId::kHtml || n.tag == TagId::kHead || n.tag == TagId::kBody) return implied_end(i);
        if (!o_.omit_optional_end_tags || i == root_ || foreign_ > 0) return false;
        const bool last = n.next_sibling == kNoNode;
        const TagId nt = tag_of_element(n.next_sibling);  // kCount when text/comment/none
        const TagId pt = tag_of_element(n.parent);
        using T = TagId;
        switch (n.tag) {
            case T::kP:
                if (nt != T::kCount && nt != T::kUnknown && (flags_of(nt) & kTfClosesP)) return true;
                return last && pt != T::kCount && pt != T::kUnknown && (flags_of(pt) & kTfImpliesEnd);
            case T::kLi:
                return nt == T::kLi || (last && (pt == T::kUl || pt == T::kOl || pt == T::kMenu));
            case T::kDt:
            case T::kDd:
                return nt == T::kDt || nt == T::kDd || (last && pt == T::kDl);
            case T::kTd:
            case T::kTh:
                return nt == T::kTd || nt == T::kTh || (last && pt == T::kTr);
            case T::kTr:
                return nt == T::kTr || (last && (pt == T::kTbody || pt == T::kThead ||
                                                 pt == T::kTfoot || pt == T::kTable));
            case T::kThead:
                return nt == T::kTbody || nt == T::kTfoot;
            case T::kTbody:
                return nt == T::kTbody || nt == T::kTfoot || (last && pt == T::kTable);
            case T::kTfoot:
                return last && pt == T::kTable;
            case T::kOption:
                return nt == T::kOption || nt == T::kOptgroup ||
                       (last && (pt == T::kSelect || pt == T::kOptgroup || pt == T::kDatalist));
            case T::kOptgroup:
                return nt == T::kOptgroup || (last && pt == T::kSelect);
            default:
                return false;
        }
    }

    void maybe_newline(NodeIndex i) {
        if (!o_.newline_between_blocks || verbatim_ > 0 || foreign_ > 0 || i == root_) return;
        const NodeIndex prev = d_.nodes[i].prev_sibling;
        if (!is_block_element(i) || !is_block_element(prev)) return;
        if (d_.nodes[i].tag == TagId::kBody && d_.nodes[prev].tag == TagId::kHead) return;
        // Cells of one row stay on one line: a newline per cell costs a token each and reads worse.
        const TagId t = d_.nodes[i].tag;
        if (t == TagId::kTd || t == TagId::kTh) return;
        out_.push_back('\n');
    }

    bool enter(NodeIndex i) {
        const Node& n = d_.nodes[i];
        if (n.kind != NodeKind::kElement) {
            write_leaf(i);
            return false;
        }
        maybe_newline(i);
        if (!omit_start(i)) {
            if (n.attr_count == 0) {
                append_tag(out_, d_, n, false);
                return after_start(n);
            }
            out_.push_back('<');
            out_.append(d_.view(n.name));
            for (std::uint32_t a = n.attr_begin, e = n.attr_begin + n.attr_count; a < e; ++a) {
                out_.push_back(' ');
                out_.append(d_.view(d_.attrs[a].name));
                out_.append("=\"");
                append_escaped(d_.view(d_.attrs[a].value), EscapeFor::kAttribute, out_);
                out_.push_back('"');
            }
            out_.push_back('>');
        }
        return after_start(n);
    }

    // enter()'s bookkeeping after the start tag (written or omitted) of element n.
    bool after_start(const Node& n) {
        const std::uint32_t tf = flags_of(n.tag);
        if (tf & kTfVoid) return false;
        if (n.tag == TagId::kSvg || n.tag == TagId::kMath) ++foreign_;
        // The parser drops one newline right after <pre>, <textarea>, <listing>: add one to keep it.
        if ((n.tag == TagId::kPre || n.tag == TagId::kTextarea || n.tag == TagId::kListing) &&
            n.first_child != kNoNode && d_.nodes[n.first_child].kind == NodeKind::kText) {
            const std::string_view t = d_.text(n.first_child);
            if (!t.empty() && t[0] == '\n') out_.push_back('\n');
        }
        if (tf & (kTfPreserve | kTfRawText)) ++verbatim_;
        if (tf & kTfRawText) ++raw_;
        return true;
    }

    void leave(NodeIndex i) {
        const Node& n = d_.nodes[i];
        const std::uint32_t tf = flags_of(n.tag);
        if (tf & (kTfPreserve | kTfRawText)) --verbatim_;
        if (tf & kTfRawText) --raw_;
        if (n.tag == TagId::kSvg || n.tag == TagId::kMath) --foreign_;
        if (!omit_end(i)) append_tag(out_, d_, n, true);
    }

    void write_leaf(NodeIndex i) {
        const Node& n = d_.nodes[i];
        switch (n.kind) {
            case NodeKind::kText: {
                std::string_view t = d_.view(n.text);
                if (out_.size() == start_ && t.substr(0, 3) == "\xEF\xBB\xBF") {
                    out_.append("&#xFEFF;");  // a leading U+FEFF would be read back as a byte-order mark
                    t.remove_prefix(3);
                }
                if (raw_ > 0) {
                    out_.append(t);
                } else {
                    append_escaped(t, EscapeFor::kText, out_);
                }
                break;
            }
            case NodeKind::kComment:
                out_.append("<!--");
                out_.append(d_.view(n.text));
                out_.append("-->");
                break;
            case NodeKind::kDoctype:
                if (root_ == 0) {
                    out_.append("<!DOCTYPE");
                    const std::string_view t = d_.view(n.text);
                    if (!t.empty() && kByteClass[static_cast<unsigned char>(t[0])] != 1) out_.push_back(' ');
                    out_.append(t);
                    out_.push_back('>');
                }
                break;
            default:
                break;
        }
    }


    const Document& d_;
    const SerializeOptions& o_;
    std::string& out_;
    std::size_t start_;
    NodeIndex root_ = 0;
    int verbatim_ = 0;  // inside pre-like or raw-text elements: no added whitespace
    int raw_ = 0;       // inside raw-text elements: text unescaped
    int foreign_ = 0;   // inside svg/math: their children are not HTML elements, no optional tags
};

// visible_text: the flow of clean() without building a Document.
class TextWalker {
   public:
    TextWalker(const Document& d, std::string& out, bool include_title)
        : d_(d), out_(out), start_(out.size()), include_title_(include_title) {}

    void run(NodeIndex root) {
        if (root >= d_.nodes.size()) return;
        // the context of root: preserve elements and svg/math above it
        std::vector<NodeIndex> above;
        for (NodeIndex a = d_.nodes[root].parent; a != kNoNode && a != 0 && a < d_.nodes.size();
             a = d_.nodes[a].parent) {
            above.push_back(a);
        }
        for (auto it = above.rbegin(); it != above.rend(); ++it) {
            const Node& an = d_.nodes[*it];
            if (an.kind != NodeKind::kElement) continue;
            if (flags_of(an.tag) & kTfPreserve) ++preserve_;
            push_context(*it);
        }
        walk(d_, root, [this](NodeIndex i) { return enter(i); }, [this](NodeIndex i) { leave(i); });
    }

   private:
    [[nodiscard]] TagId parent_tag(NodeIndex i) const {
        const NodeIndex p = d_.nodes[i].parent;
        if (p == kNoNode || d_.nodes[p].kind != NodeKind::kElement) return TagId::kCount;
        return d_.nodes[p].tag;
    }

    [[nodiscard]] bool document_level(NodeIndex i) const {
        const Node& n = d_.nodes[i];
        if (n.tag == TagId::kHtml) return n.parent == 0;
        if (n.tag != TagId::kHead && n.tag != TagId::kBody) return false;
        if (n.parent == kNoNode) return false;
        const Node& p = d_.nodes[n.parent];
        return p.kind == NodeKind::kElement && p.tag == TagId::kHtml && p.parent == 0;
    }

    [[nodiscard]] bool in_foreign() const { return !context_.empty() && context_.back().second; }

    // svg/math start foreign content; an integration point inside it returns to HTML (as in parse.cpp).
    void push_context(NodeIndex i) {
        const TagId tag = d_.nodes[i].tag;
        if (tag == TagId::kSvg || tag == TagId::kMath) {
            context_.emplace_back(i, true);
        } else if (integration_point(d_, i, in_foreign())) {
            context_.emplace_back(i, false);
        }
    }

    bool enter(NodeIndex i) {
        const Node& n = d_.nodes[i];
        if (n.kind == NodeKind::kText) {
            const TagId pt = parent_tag(i);
            if (pt == TagId::kHead || pt == TagId::kIframe) return false;
            if (preserve_ > 0) {
                verbatim(d_.view(n.text));
            } else {
                flow(d_.view(n.text));
            }
            return false;
        }
        if (n.kind != NodeKind::kElement) return false;
        const std::uint32_t tf = flags_of(n.tag);
        const TagId pt = parent_tag(i);
        const bool foreign = in_foreign();
        const bool structural = document_level(i);
        if (!structural && (invisible_element(d_, i, tf) || (pt == TagId::kHead && n.tag != TagId::kTitle) ||
                            (n.tag == TagId::kTitle && pt != TagId::kHead) || pt == TagId::kIframe ||
                            (n.tag == TagId::kTitle && !include_title_) || (foreign && (tf & kTfForeignHide)))) {
            return false;
        }
        if (structural && invisible_element(d_, i, tf)) return false;
        if (n.tag == TagId::kBr) {
            if (foreign) return false;
            if (preserve_ > 0) {
                out_.push_back('\n');
            } else {
                newline();
            }
            return false;
        }
        if ((tf & kTfBlock) && !foreign) newline();
        if (tf & kTfPreserve) ++preserve_;
        push_context(i);
        return true;
    }

    void leave(NodeIndex i) {
        if (!context_.empty() && context_.back().first == i) context_.pop_back();
        const std::uint32_t tf = flags_of(d_.nodes[i].tag);
        if (tf & kTfPreserve) --preserve_;
        if ((tf & kTfBlock) && !in_foreign()) newline();
    }

    [[nodiscard]] bool wrote() const { return out_.size() > start_; }

    void newline() {
        if (wrote()) pend_ = '\n';
    }

    void put_pending() {
        if (pend_ != 0 && wrote() && out_.back() != '\n') out_.push_back(pend_);
        pend_ = 0;
    }

    void flow(std::string_view s) {
        for_each_flow_run(
            s,
            [this] {
                if (wrote() && pend_ == 0) pend_ = ' ';
            },
            [this](const char* words, std::size_t len) {
                put_pending();
                out_.append(words, len);
            });
    }

    void verbatim(std::string_view s) {
        if (s.empty()) return;
        if (is_blank(s) && !wrote()) return;  // no leading whitespace in the result
        put_pending();
        out_.append(s);
    }

    const Document& d_;
    std::string& out_;
    std::size_t start_;
    bool include_title_;
    int preserve_ = 0;
    std::vector<std::pair<NodeIndex, bool>> context_;  // (element, foreign?) pushed by svg/math/integration points
    char pend_ = 0;
};

}  // namespace

void serialize(const Document& doc, const SerializeOptions& options, std::string& out, NodeIndex root) {
    switch (options.format) {
        case OutputFormat::kMarkdown:
            markdown(doc, options, out, root);
            return;
        case OutputFormat::kText:
            visible_text(doc, out, root);
            return;
        case OutputFormat::kHtml:
            break;
    }
    Serializer(doc, options, out).run(root);
}

std::string serialize(const Document& doc, const SerializeOptions& options, NodeIndex root) {
    std::string out;
    // the whole document's size for the whole document; a subtree (a block's piece, one per block when the
    // budget engine estimates a tree) is usually a small part of it: growing beats reserving the page
    out.reserve(root == 0 ? doc.buf.size() + doc.nodes.size() * 4 + 16 : 256);
    serialize(doc, options, out, root);
    return out;
}

void omitted_tag_bytes(const Document& doc, std::vector<std::uint32_t>& saved) {
    SerializeOptions o;
    o.omit_optional_end_tags = true;
    std::string unused;
    Serializer(doc, o, unused).record_omissions(saved);
}

void visible_text(const Document& doc, std::string& out, NodeIndex root, bool include_title) {
    TextWalker(doc, out, include_title).run(root);
}

std::string visible_text(std::string_view html, const Limits& limits, bool include_title) {
    thread_local Document doc;
    // The walker reads only these attributes (invisible_element); parse() skips the others unread.
    static const std::vector<std::string> kReadAttributes(kInvisibleAttributes.begin(), kInvisibleAttributes.end());
    ParseOptions po;
    po.limits = limits;
    po.only_attributes = &kReadAttributes;
    parse(html, po, doc);
    std::string out;
    out.reserve(html.size() / 8 + 16);
    visible_text(doc, out, 0, include_title);
    if (too_big_to_keep(doc)) doc = Document();
    return out;
}

}  // namespace htmlprune
