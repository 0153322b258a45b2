// Lenient tree builder after WHATWG 13.2.6, reduced to what keeps pages' text and structure:
// insertion modes up to "in body" and the frameset modes, implied end tags, table rows and cells, foster
// parenting, the list of active formatting elements with the adoption agency algorithm
// (parse_formatting.cpp), scope checks, foreign content. Measured against html5lib-tests
// (tests/test_html5lib.py). Nodes are appended to the current node, which keeps Document::nodes in
// pre-order, except where the rules put a node elsewhere (parse_relink.cpp): foster parenting (text or an
// element inside a table but outside its cells goes right before the table), the adoption agency (which
// moves a block out of a misnested formatting element), a <frameset> that replaces the body, and the option
// content copied into <selectedcontent>. Then the Document is renumbered into pre-order once at the end
// (restore_preorder(), O(nodes); nodes that were unlinked are dropped there).
//
// Depth: Limits::max_depth caps the stack of open elements, <html> counting as depth 1 (values
// below 3 act as 3 so that html/body always nest). A start tag at the cap is appended to the
// element at the cap but not pushed, so its content lands there too; text is never lost. 0 means no
// cap.
//
// Every open-element query is O(1): each stack entry records the topmost special element / scope
// barrier at or below it, and each tag name keeps the position of its topmost open element (with a
// link to the previous one), so deep stacks never make a page quadratic.
#include "htmlprune/parse.hpp"

#include <algorithm>
#include <string>

#include "detail/opaque.hpp"
#include "detail/tree_builder.hpp"

namespace htmlprune {
namespace detail::parser {

bool TreeBuilder::run(std::string_view html, const ParseOptions& options, Document& doc) {
    doc_ = &doc;
    options_ = &options;
    stack_.clear();
    top_.assign(kTagCount, kNone);
    names_.clear();
    mode_ = Mode::kInitial;
    html_ = head_ = body_ = kNoNode;
    skip_newline_ = false;
    form_pointer_ = false;
    foster_ = false;
    frameset_ok_ = true;
    reordered_ = false;
    selectedcontent_ = selected_option_ = kNoNode;
    selected_explicitly_ = false;
    active_.clear();
    failed_ = false;
    skipped_nodes_ = 0;
    error_.clear();
    max_stack_ =
        options.limits.max_depth == 0 ? 0 : std::max<std::size_t>(options.limits.max_depth, 3);
    tok_.reset(html, doc, options.keep_comments, options.input_normalized);
    if (options.only_attributes != nullptr) {
        // foreign_start() reads these on <font>, kept_in_table() type, option selectedness selected.
        attr_filter_.assign({"color", "face", "size", "type", "selected"});
        attr_filter_.insert(attr_filter_.end(), options.only_attributes->begin(),
                            options.only_attributes->end());
        tok_.set_attribute_filter(&attr_filter_);
    } else {
        tok_.set_attribute_filter(nullptr);
    }
    Token t;
    while (!failed_ && tok_.next(t)) dispatch(t);
    // Options still open at the end of the input are popped there, too (13.2.6.4.7 "an end-of-file token").
    for (std::size_t i = stack_.size(); i-- > 0 && !failed_ && selectedcontent_ != kNoNode;) {
        if (stack_[i].tag == TagId::kOption) option_closed(stack_[i].node);
    }
    if (!failed_) ensure_body();
    if (!failed_ && reordered_) restore_preorder();
    return !failed_;
}

bool TreeBuilder::fail_nodes() {
    const std::uint32_t max_nodes = options_->limits.max_nodes;
    if (!failed_) {
        failed_ = true;
        error_ = "document has more than " + std::to_string(max_nodes) + " nodes (max_nodes=" +
                 std::to_string(max_nodes) +
                 "); raise Limits::max_nodes (0 = unlimited) or pre-trim the input";
    }
    return false;
}

std::uint32_t TreeBuilder::id_of(const Token& t, bool insert) {
    if (t.tag != TagId::kUnknown) return static_cast<std::uint32_t>(t.tag);
    const std::uint32_t i = names_.find(*doc_, t.name, insert);
    if (i == NameTable::kMissing) return NameTable::kMissing;
    const std::uint32_t id = static_cast<std::uint32_t>(kTagCount) + i;
    if (id >= top_.size()) top_.resize(id + 1, kNone);
    return id;
}

void TreeBuilder::push(NodeIndex node, TagId tag, std::uint32_t id, bool foreign,
                       bool integration) {
    const auto index = static_cast<std::int32_t>(stack_.size());
    Open e;
    e.node = node;
    e.id = id;
    e.tag = tag;
    e.foreign = foreign;
    e.integration = integration;
    const Open* below = stack_.empty() ? nullptr : &stack_.back();
    e.top_special = below ? below->top_special : kNone;
    e.top_barrier = below ? below->top_barrier : kNone;
    e.top_li_stop = below ? below->top_li_stop : kNone;
    e.top_html = below ? below->top_html : kNone;
    if (!foreign) {
        e.top_html = index;
        if (has(tag, kSpecial)) e.top_special = index;
        if (has(tag, kBarrier)) e.top_barrier = index;
        if (has(tag, kLiStop)) e.top_li_stop = index;
    } else if (integration) {
        e.top_special = e.top_barrier = e.top_li_stop = index;
    }
    e.prev_same = top_[id];
    top_[id] = index;
    stack_.push_back(e);
}

void TreeBuilder::pop_to(std::int32_t index) {
    if (index < 1) index = 1;  // never pop <html>
    while (static_cast<std::int32_t>(stack_.size()) > index) pop();
    while (stack_.size() > 1 && stack_.back().pending_close) pop();
    set_cdata();
}

NodeIndex TreeBuilder::insert_element(const Token& t, bool push_it, bool foreign) {
    Node n;
    n.kind = NodeKind::kElement;
    n.tag = t.tag;
    n.name = t.name;
    n.attr_begin = t.attr_count == 0 ? 0 : t.attr_begin;  // keeps attr_begin <= attrs.size()
    n.attr_count = t.attr_count;
    const NodeIndex node = append(n);
    if (node == kNoNode) return node;
    if (push_it && (max_stack_ == 0 || stack_.size() < max_stack_)) {
        bool integration = false;
        if (foreign) {
            const std::string_view name = doc_->view(t.name);
            integration = name == "foreignobject" || name == "desc" || name == "title" ||
                          name == "mi" || name == "mo" || name == "mn" || name == "ms" ||
                          name == "mtext" || name == "annotation-xml";
        }
        push(node, t.tag, id_of(t, true), foreign, integration);
    }
    return node;
}

NodeIndex TreeBuilder::insert_implied(TagId tag, bool push_it) {
    Token t;
    t.kind = TokenKind::kStartTag;
    t.tag = tag;
    t.name = Tokenizer::known_tag_name(tag);
    t.attr_begin = static_cast<std::uint32_t>(doc_->attrs.size());
    return insert_element(t, push_it);
}

void TreeBuilder::append_text(Span text) {
    if (text.length == 0) return;
    Node& parent = doc_->nodes[current()];
    if (parent.last_child != kNoNode && !(foster_ && table_current())) {
        Node& last = doc_->nodes[parent.last_child];
        if (last.kind == NodeKind::kText && last.text.offset + last.text.length == text.offset) {
            last.text.length += text.length;
            return;
        }
    }
    Node n;
    n.kind = NodeKind::kText;
    n.text = text;
    append(n);
}

void TreeBuilder::append_comment(const Token& t) {
    Node n;
    n.kind = t.kind == TokenKind::kDoctype ? NodeKind::kDoctype : NodeKind::kComment;
    n.text = t.text;
    append(n);
}

// Creates whatever of html, head and body is missing and leaves the stack as [html, body, ...].
void TreeBuilder::ensure_body() {
    if (failed_) return;
    if (mode_ == Mode::kInBody) return;
    if (html_ == kNoNode) {
        html_ = insert_implied(TagId::kHtml, true);
        if (html_ == kNoNode) return;
    }
    if (head_ == kNoNode) {
        head_ = insert_implied(TagId::kHead, false);
        if (head_ == kNoNode) return;
    }
    while (stack_.size() > 1) pop();
    body_ = insert_implied(TagId::kBody, true);
    mode_ = Mode::kInBody;
    set_cdata();
}

void TreeBuilder::dispatch(Token& t) {
    if (skip_newline_) {
        skip_newline_ = false;
        if (t.kind == TokenKind::kText && t.text.length != 0 && doc_->buf[t.text.offset] == '\n') {
            ++t.text.offset;
            --t.text.length;
            if (t.text.length == 0) return;
        }
    }
    // Content of script/style/title/...: only its text and its end tag can come here.
    if (!stack_.empty() && stack_.back().text_only) {
        if (t.kind == TokenKind::kText) {
            if (!t.skipped) {
                append_text(t.text);
            } else if (count_node()) {
                ++skipped_nodes_;  // the text node the element would have had
            }
        } else {
            pop();
            ignore(t);
        }
        return;
    }
    for (;;) {
        bool done = true;
        // Template contents are parsed as in body wherever the template sits (13.2.6.4.18,
        // simplified).
        if (mode_ != Mode::kInBody && top(TagId::kTemplate) != kNone) {
            in_body(t);
            return;
        }
        switch (mode_) {
            case Mode::kInitial:
                done = initial(t);
                break;
            case Mode::kBeforeHead:
                done = before_head(t);
                break;
            case Mode::kInHead:
                done = in_head(t);
                break;
            case Mode::kInHeadNoscript:
                done = in_head_noscript(t);
                break;
            case Mode::kAfterHead:
                done = after_head(t);
                break;
            case Mode::kInBody:
                in_body(t);
                break;
            case Mode::kInFrameset:
            case Mode::kAfterFrameset:
                in_frameset(t);
                break;
        }
        if (done || failed_) return;
    }
}

// Leading whitespace of text before <body> is dropped; returns true when nothing else is left.
static bool strip_leading_space(const Document& doc, Token& t) {
    std::uint32_t i = 0;
    while (i < t.text.length && is_space(doc.buf[t.text.offset + i])) ++i;
    t.text.offset += i;
    t.text.length -= i;
    return t.text.length == 0;
}

// Every mode after "initial": a comment is appended, a doctype ignored. Returns true when the token was one.
bool TreeBuilder::comment_or_doctype(const Token& t) {
    if (t.kind == TokenKind::kComment) {
        append_comment(t);
        return true;
    }
    if (t.kind == TokenKind::kDoctype) {
        ignore(t);
        return true;
    }
    return false;
}

// What every mode before "in body" does alike: leading whitespace is dropped, comments are
// appended, doctypes ignored. Returns true when the token is used up.
bool TreeBuilder::before_body_common(Token& t) {
    if (t.kind == TokenKind::kText) return strip_leading_space(*doc_, t);
    return comment_or_doctype(t);
}

// "Any other end tag": ignored unless it is one of `handled`. Returns true when ignored.
bool TreeBuilder::ignore_end_tag_unless(const Token& t, std::initializer_list<TagId> handled) {
    if (t.kind != TokenKind::kEndTag ||
        std::find(handled.begin(), handled.end(), t.tag) != handled.end()) {
        return false;
    }
    ignore(t);
    return true;
}

// 13.2.6.4.1 "initial" and 13.2.6.4.2 "before html".
bool TreeBuilder::initial(Token& t) {
    if (t.kind == TokenKind::kDoctype) {
        append_comment(t);  // kept, unlike in the later modes
        return true;
    }
    if (before_body_common(t)) return true;
    if (t.kind == TokenKind::kStartTag && t.tag == TagId::kHtml) {
        html_ = insert_element(t, true);
        mode_ = Mode::kBeforeHead;
        return true;
    }
    if (ignore_end_tag_unless(t, {TagId::kHead, TagId::kBody, TagId::kHtml, TagId::kBr})) {
        return true;
    }
    html_ = insert_implied(TagId::kHtml, true);
    mode_ = Mode::kBeforeHead;
    return false;
}

// 13.2.6.4.3 "before head".
bool TreeBuilder::before_head(Token& t) {
    if (before_body_common(t)) return true;
    if (t.kind == TokenKind::kStartTag) {
        if (t.tag == TagId::kHtml) {
            ignore(t);
            return true;
        }
        if (t.tag == TagId::kHead) {
            head_ = insert_element(t, true);
            mode_ = Mode::kInHead;
            return true;
        }
    }
    if (ignore_end_tag_unless(t, {TagId::kHead, TagId::kBody, TagId::kHtml, TagId::kBr})) {
        return true;
    }
    head_ = insert_implied(TagId::kHead, true);
    mode_ = Mode::kInHead;
    return false;
}

// 13.2.6.4.4 "in head".
bool TreeBuilder::in_head(Token& t) {
    if (before_body_common(t)) return true;
    if (t.kind == TokenKind::kStartTag) {
        switch (t.tag) {
            case TagId::kHtml:
            case TagId::kHead:
                ignore(t);
                return true;
            case TagId::kBase:
            case TagId::kLink:
            case TagId::kMeta:
                insert_element(t, false);
                return true;
            case TagId::kTitle:
            case TagId::kStyle:
            case TagId::kNoframes:
            case TagId::kScript:
            case TagId::kNoscript:
            case TagId::kTemplate:
                in_body(t);  // the same element handling as in body, into head
                if (t.tag == TagId::kNoscript && stack_.back().tag == TagId::kNoscript) {
                    mode_ = Mode::kInHeadNoscript;
                }
                return true;
            default:
                break;
        }
    }
    if (t.kind == TokenKind::kEndTag && t.tag == TagId::kHead) {
        pop_to(top(TagId::kHead));
        mode_ = Mode::kAfterHead;
        ignore(t);
        return true;
    }
    if (ignore_end_tag_unless(t, {TagId::kBody, TagId::kHtml, TagId::kBr})) return true;
    pop_to(top(TagId::kHead));
    mode_ = Mode::kAfterHead;
    return false;
}

// 13.2.6.4.5 "in head noscript" (scripting disabled).
bool TreeBuilder::in_head_noscript(Token& t) {
    if (before_body_common(t)) return true;
    if (t.kind == TokenKind::kStartTag) {
        if (t.tag == TagId::kHtml || t.tag == TagId::kHead || t.tag == TagId::kNoscript) {
            ignore(t);
            return true;
        }
        if (t.tag == TagId::kLink || t.tag == TagId::kMeta || t.tag == TagId::kStyle ||
            t.tag == TagId::kNoframes) {
            return in_head(t);
        }
    }
    if (t.kind == TokenKind::kEndTag && t.tag == TagId::kNoscript) {
        pop_to(top(TagId::kNoscript));
        mode_ = Mode::kInHead;
        ignore(t);
        return true;
    }
    if (ignore_end_tag_unless(t, {TagId::kBr})) return true;
    pop_to(top(TagId::kNoscript));
    mode_ = Mode::kInHead;
    return false;
}

// 13.2.6.4.6 "after head".
bool TreeBuilder::after_head(Token& t) {
    if (before_body_common(t)) return true;
    if (t.kind == TokenKind::kStartTag) {
        if (t.tag == TagId::kHtml || t.tag == TagId::kHead) {
            ignore(t);
            return true;
        }
        if (t.tag == TagId::kBody) {
            body_ = insert_element(t, true);
            mode_ = Mode::kInBody;
            return true;
        }
        // Head content after </head> goes back into head, but only while head is still the last
        // child of html (appending there keeps the pre-order invariant).
        if (has(t.tag, kHeadContent) && head_ != kNoNode &&
            doc_->nodes[html_].last_child == head_) {
            push(head_, TagId::kHead, static_cast<std::uint32_t>(TagId::kHead), false, false);
            mode_ = Mode::kInHead;
            return false;
        }
    }
    if (t.kind == TokenKind::kStartTag && t.tag == TagId::kFrameset) {
        insert_element(t, true);
        mode_ = Mode::kInFrameset;
        return true;
    }
    if (ignore_end_tag_unless(t, {TagId::kBody, TagId::kHtml, TagId::kBr})) return true;
    ensure_body();
    return false;
}

// 13.2.6.4.20 "in frameset" and 13.2.6.4.21 "after frameset": frames and whitespace only; the rest of
// the page is not rendered and is dropped. (At the end of the input ensure_body() still adds an empty
// body after the frameset: every Document has one.)
void TreeBuilder::in_frameset(Token& t) {
    const bool in = mode_ == Mode::kInFrameset;
    switch (t.kind) {
        case TokenKind::kText:
            if (all_space(*doc_, t.text)) append_text(t.text);
            return;
        case TokenKind::kComment:
        case TokenKind::kDoctype:
            comment_or_doctype(t);
            return;
        case TokenKind::kStartTag:
            if (in && (t.tag == TagId::kFrameset || t.tag == TagId::kFrame)) {
                insert_element(t, t.tag == TagId::kFrameset);
            } else if (t.tag == TagId::kNoframes) {
                start_in_body(t);
            } else {
                ignore(t);
            }
            return;
        case TokenKind::kEndTag:
            if (in && t.tag == TagId::kFrameset && stack_.size() > 1) {
                pop();
                if (stack_.back().tag != TagId::kFrameset) mode_ = Mode::kAfterFrameset;
            }
            ignore(t);
            return;
    }
}

}  // namespace detail::parser

namespace {

thread_local detail::parser::TreeBuilder t_builder;

}  // namespace

void parse(std::string_view html, const ParseOptions& options, Document& out) {
    constexpr std::size_t kHardMax = 0xFFFFFFFFu;
    const std::size_t max_bytes = options.limits.max_bytes;
    if ((max_bytes != 0 && html.size() > max_bytes) || html.size() > kHardMax) {
        const std::size_t limit = (max_bytes != 0 && max_bytes < kHardMax) ? max_bytes : kHardMax;
        throw Error(Errc::kLimitExceeded, "input of " + std::to_string(html.size()) +
                                              " bytes exceeds max_bytes=" + std::to_string(limit) +
                                              "; raise Limits::max_bytes or split the input");
    }
    out.clear();
    // opaque: otherwise GCC clones every member function for this one (thread_local) object, and each clone
    // recomputes the TLS address on every member access, per token
    detail::parser::TreeBuilder& builder = detail::opaque(t_builder);
    if (!builder.run(html, options, out)) {
        const std::string message = builder.error();
        out.clear();
        throw Error(Errc::kLimitExceeded, message);
    }
    if (out.buf.size() > kHardMax) {
        out.clear();
        throw Error(Errc::kLimitExceeded, "decoded document text exceeds 4 GiB; split the input");
    }
}

Document parse(std::string_view html, const ParseOptions& options) {
    Document doc;
    parse(html, options, doc);
    return doc;
}
}  // namespace htmlprune
