// Lenient tree builder after WHATWG 13.2.6, reduced to what keeps pages' text and structure:
// insertion modes up to "in body", implied end tags, table rows and cells, scope checks, foreign
// content. Nodes are only ever appended to the current node, so Document::nodes stays in pre-order
// (no foster parenting).
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
#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "htmlprune/tokenizer.hpp"

namespace htmlprune {
namespace {

constexpr std::size_t kTagCount = static_cast<std::size_t>(TagId::kCount);
constexpr std::int32_t kNone = -1;

enum TagFlag : std::uint16_t {
    kSpecial = 1 << 0,        // 13.2.4.2 "special" category
    kBarrier = 1 << 1,        // "has an element in scope" barrier
    kLiStop = 1 << 2,         // special, but not address/div/p: stops the li/dd/dt search
    kClosesP = 1 << 3,        // start tag closes a p in button scope
    kFormatting = 1 << 4,     // a, b, big, code, em, font, i, nobr, s, small, strike, strong, tt, u
    kHeadContent = 1 << 5,    // may appear in head
    kBreaksForeign = 1 << 6,  // start tag ends svg/math content (13.2.6.5)
    kClosedByScope = 1 << 7,  // end tag pops to the element when in (default) scope
};

using Flags = std::array<std::uint16_t, kTagCount>;

constexpr Flags make_tag_flags() {
    Flags f{};
    auto set = [&f](std::uint16_t bit, std::initializer_list<TagId> tags) {
        for (TagId t : tags) f[static_cast<std::size_t>(t)] |= bit;
    };
    using T = TagId;
    set(kSpecial,
        {T::kAddress,  T::kArea,    T::kArticle,   T::kAside,      T::kBase,    T::kBlockquote,
         T::kBody,     T::kBr,      T::kButton,    T::kCaption,    T::kCenter,  T::kCol,
         T::kColgroup, T::kDd,      T::kDetails,   T::kDir,        T::kDiv,     T::kDl,
         T::kDt,       T::kEmbed,   T::kFieldset,  T::kFigcaption, T::kFigure,  T::kFooter,
         T::kForm,     T::kFrame,   T::kFrameset,  T::kH1,         T::kH2,      T::kH3,
         T::kH4,       T::kH5,      T::kH6,        T::kHead,       T::kHeader,  T::kHgroup,
         T::kHr,       T::kHtml,    T::kIframe,    T::kImg,        T::kInput,   T::kKeygen,
         T::kLi,       T::kLink,    T::kListing,   T::kMain,       T::kMenu,    T::kMeta,
         T::kNav,      T::kNoembed, T::kNoframes,  T::kNoscript,   T::kObject,  T::kOl,
         T::kP,        T::kParam,   T::kPlaintext, T::kPre,        T::kScript,  T::kSearch,
         T::kSection,  T::kSelect,  T::kSource,    T::kStyle,      T::kSummary, T::kTable,
         T::kTbody,    T::kTd,      T::kTemplate,  T::kTextarea,   T::kTfoot,   T::kTh,
         T::kThead,    T::kTitle,   T::kTr,        T::kTrack,      T::kUl,      T::kWbr,
         T::kXmp});
    set(kBarrier, {T::kCaption, T::kHtml, T::kTable, T::kTd, T::kTh, T::kObject, T::kTemplate});
    for (std::size_t i = 0; i < kTagCount; ++i) {
        if (f[i] & kSpecial) f[i] |= kLiStop;
    }
    for (T t : {T::kAddress, T::kDiv, T::kP}) f[static_cast<std::size_t>(t)] &= ~kLiStop;
    set(kClosesP,
        {T::kAddress, T::kArticle, T::kAside,   T::kBlockquote, T::kCenter,    T::kDetails,
         T::kDialog,  T::kDir,     T::kDiv,     T::kDl,         T::kFieldset,  T::kFigcaption,
         T::kFigure,  T::kFooter,  T::kHeader,  T::kHgroup,     T::kMain,      T::kMenu,
         T::kNav,     T::kOl,      T::kP,       T::kSearch,     T::kSection,   T::kSummary,
         T::kUl,      T::kH1,      T::kH2,      T::kH3,         T::kH4,        T::kH5,
         T::kH6,      T::kPre,     T::kListing, T::kForm,       T::kPlaintext, T::kTable,
         T::kHr,      T::kXmp,     T::kLi,      T::kDd,         T::kDt});
    set(kFormatting, {T::kA, T::kB, T::kCode, T::kEm, T::kFont, T::kI, T::kNobr, T::kS, T::kSmall,
                      T::kStrike, T::kStrong, T::kTt, T::kU});
    set(kHeadContent, {T::kBase, T::kLink, T::kMeta, T::kTitle, T::kStyle, T::kScript, T::kNoscript,
                       T::kNoframes, T::kTemplate});
    set(kBreaksForeign,
        {T::kB,      T::kBlockquote, T::kBody,    T::kBr,    T::kCenter, T::kCode, T::kDd,
         T::kDiv,    T::kDl,         T::kDt,      T::kEm,    T::kEmbed,  T::kH1,   T::kH2,
         T::kH3,     T::kH4,         T::kH5,      T::kH6,    T::kHead,   T::kHr,   T::kI,
         T::kImg,    T::kLi,         T::kListing, T::kMenu,  T::kMeta,   T::kNobr, T::kOl,
         T::kP,      T::kPre,        T::kRuby,    T::kS,     T::kSmall,  T::kSpan, T::kStrong,
         T::kStrike, T::kSub,        T::kSup,     T::kTable, T::kTt,     T::kU,    T::kUl,
         T::kVar});
    set(kClosedByScope,
        {T::kAddress,    T::kArticle, T::kAside,  T::kBlockquote, T::kButton, T::kCenter,
         T::kDetails,    T::kDialog,  T::kDir,    T::kDiv,        T::kDl,     T::kFieldset,
         T::kFigcaption, T::kFigure,  T::kFooter, T::kHeader,     T::kHgroup, T::kListing,
         T::kMain,       T::kMenu,    T::kNav,    T::kOl,         T::kPre,    T::kSearch,
         T::kSection,    T::kSummary, T::kUl,     T::kObject,     T::kDd,     T::kDt,
         T::kSelect});
    return f;
}
constexpr Flags kTagFlags = make_tag_flags();

inline bool has(TagId tag, std::uint16_t bit) {
    return (kTagFlags[static_cast<std::size_t>(tag)] & bit) != 0;
}

inline bool is_space(char c) {
    return c == ' ' || c == '\n' || c == '\t' || c == '\f' || c == '\r';
}

enum class Mode : std::uint8_t {
    kInitial,
    kBeforeHead,
    kInHead,
    kInHeadNoscript,
    kAfterHead,
    kInBody
};

struct Open {
    NodeIndex node = 0;
    std::uint32_t id = 0;  // name id: TagId, or kTagCount + index of an interned unknown name
    std::int32_t prev_same = kNone;    // the previous open entry with the same id
    std::int32_t top_special = kNone;  // topmost special entry at or below this one
    std::int32_t top_barrier = kNone;  // topmost scope barrier at or below this one
    std::int32_t top_li_stop = kNone;  // topmost kLiStop entry at or below this one
    std::int32_t top_html = kNone;     // topmost HTML-namespace entry at or below this one
    TagId tag = TagId::kUnknown;
    bool foreign = false;      // svg/math element
    bool integration = false;  // its children are HTML again (foreignObject, desc, title, mi, ...)
    bool text_only = false;    // script/style/title/...: the tokenizer feeds it raw text
    bool pending_close = false;  // a misnested end tag asked to close it once it is current again
};

// Interns the names of unknown elements per document so that they get O(1) open-element lookups.
class NameTable {
   public:
    void clear() {
        std::fill(slots_.begin(), slots_.end(), 0u);
        names_.clear();
        if (slots_.empty()) slots_.assign(64, 0u);
    }

    // Returns the id (0-based) of `name`, inserting it (as `span` of buf) when `insert`; or
    // kMissing.
    static constexpr std::uint32_t kMissing = 0xFFFFFFFFu;
    std::uint32_t find(const Document& doc, Span span, bool insert) {
        const std::string_view name = doc.view(span);
        const std::size_t mask = slots_.size() - 1;
        std::size_t s = hash(name) & mask;
        for (; slots_[s] != 0; s = (s + 1) & mask) {
            const std::uint32_t id = slots_[s] - 1;
            if (doc.view(names_[id]) == name) return id;
        }
        if (!insert) return kMissing;
        const auto id = static_cast<std::uint32_t>(names_.size());
        names_.push_back(span);
        slots_[s] = id + 1;
        if (names_.size() * 2 > slots_.size()) rehash(doc);
        return id;
    }

   private:
    // FNV-1a.
    static std::size_t hash(std::string_view name) {
        std::uint64_t h = 1469598103934665603ULL;
        for (char c : name) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
        return static_cast<std::size_t>(h);
    }

    void rehash(const Document& doc) {
        slots_.assign(slots_.size() * 2, 0u);
        const std::size_t mask = slots_.size() - 1;
        for (std::uint32_t id = 0; id < names_.size(); ++id) {
            std::size_t s = hash(doc.view(names_[id])) & mask;
            while (slots_[s] != 0) s = (s + 1) & mask;
            slots_[s] = id + 1;
        }
    }

    std::vector<std::uint32_t> slots_;
    std::vector<Span> names_;
};

class TreeBuilder {
   public:
    // Runs the whole parse. Returns false when a limit stopped it (message in error_).
    bool run(std::string_view html, const ParseOptions& options, Document& doc);
    const std::string& error() const { return error_; }

   private:
    void dispatch(Token& t);
    bool initial(Token& t);
    bool before_head(Token& t);
    bool in_head(Token& t);
    bool in_head_noscript(Token& t);
    bool after_head(Token& t);
    bool before_body_common(Token& t);
    bool ignore_end_tag_unless(const Token& t, std::initializer_list<TagId> handled);
    void in_body(Token& t);
    void start_in_body(Token& t);
    void end_in_body(Token& t);
    void foreign_start(Token& t);

    // Tree and stack primitives.
    NodeIndex current() const { return stack_.back().node; }
    NodeIndex append(const Node& proto);
    bool count_node();  // limit check for one more node; false (and failed_) past max_nodes
    NodeIndex insert_element(const Token& t, bool push, bool foreign = false);
    NodeIndex insert_implied(TagId tag, bool push);
    void push(NodeIndex node, TagId tag, std::uint32_t id, bool foreign, bool integration);
    void pop();
    void pop_to(std::int32_t index);  // pops entries [index, size), then any pending_close ones
    void append_text(Span text);
    void append_comment(const Token& t);
    void ensure_body();
    void ignore(const Token& t) { tok_.discard(t); }

    std::uint32_t id_of(const Token& t, bool insert);
    std::int32_t top(TagId tag) const { return top_[static_cast<std::size_t>(tag)]; }
    std::int32_t top_id(std::uint32_t id) const { return id < top_.size() ? top_[id] : kNone; }
    std::int32_t barrier() const { return stack_.back().top_barrier; }
    bool in_scope(TagId tag) const { return top(tag) != kNone && top(tag) >= barrier(); }
    bool in_button_scope(TagId tag) const {
        return in_scope(tag) && top(tag) >= top(TagId::kButton);
    }
    std::int32_t table_scope_floor() const {
        return std::max({std::int32_t{0}, top(TagId::kTable), top(TagId::kTemplate)});
    }
    bool in_table_scope(TagId tag) const {
        return top(tag) != kNone && top(tag) >= table_scope_floor();
    }
    bool in_foreign() const { return stack_.back().foreign && !stack_.back().integration; }
    void close_p() {
        if (in_button_scope(TagId::kP)) pop_to(top(TagId::kP));
    }
    void clear_to_table_body();
    void set_cdata() { tok_.set_cdata_allowed(in_foreign()); }

    Tokenizer tok_;
    Document* doc_ = nullptr;
    const ParseOptions* options_ = nullptr;
    std::vector<Open> stack_;
    std::vector<std::int32_t> top_;  // by name id: index of the topmost open entry, or kNone
    NameTable names_;
    Mode mode_ = Mode::kInitial;
    NodeIndex html_ = kNoNode;
    NodeIndex head_ = kNoNode;
    NodeIndex body_ = kNoNode;
    std::size_t max_stack_ = 0;  // 0 = unlimited
    bool skip_newline_ = false;  // drop one '\n' right after <pre>, <listing>, <textarea>
    bool form_pointer_ = false;  // 13.2.4.4: a form is open (set by <form>, reset only by </form>)
    bool failed_ = false;
    std::uint32_t skipped_nodes_ = 0;  // text nodes not stored (ParseOptions::skip_dropped_text)
    std::string error_;
    std::vector<std::string> attr_filter_;  // ParseOptions::only_attributes plus what the builder reads
};

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
    failed_ = false;
    skipped_nodes_ = 0;
    error_.clear();
    max_stack_ =
        options.limits.max_depth == 0 ? 0 : std::max<std::size_t>(options.limits.max_depth, 3);
    tok_.reset(html, doc, options.keep_comments, options.input_normalized);
    if (options.only_attributes != nullptr) {
        // foreign_start() reads these on <font>.
        attr_filter_.assign({"color", "face", "size"});
        attr_filter_.insert(attr_filter_.end(), options.only_attributes->begin(),
                            options.only_attributes->end());
        tok_.set_attribute_filter(&attr_filter_);
    } else {
        tok_.set_attribute_filter(nullptr);
    }
    Token t;
    while (!failed_ && tok_.next(t)) dispatch(t);
    if (!failed_) ensure_body();
    return !failed_;
}

bool TreeBuilder::count_node() {
    const std::uint32_t max_nodes = options_->limits.max_nodes;
    if (max_nodes != 0 && doc_->nodes.size() + skipped_nodes_ >= max_nodes) {
        if (!failed_) {
            failed_ = true;
            error_ = "document has more than " + std::to_string(max_nodes) +
                     " nodes (max_nodes=" + std::to_string(max_nodes) +
                     "); raise Limits::max_nodes (0 = unlimited) or pre-trim the input";
        }
        return false;
    }
    return true;
}

NodeIndex TreeBuilder::append(const Node& proto) {
    if (!count_node()) return kNoNode;
    const NodeIndex parent = stack_.empty() ? 0 : current();
    return doc_->append_child(parent, proto);
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

void TreeBuilder::pop() {
    const Open& e = stack_.back();
    top_[e.id] = e.prev_same;
    stack_.pop_back();
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
    if (parent.last_child != kNoNode) {
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
        }
        if (done || failed_) return;
    }
}

// Leading whitespace of text before <body> is dropped; returns true when nothing else is left.
bool strip_leading_space(const Document& doc, Token& t) {
    std::uint32_t i = 0;
    while (i < t.text.length && is_space(doc.buf[t.text.offset + i])) ++i;
    t.text.offset += i;
    t.text.length -= i;
    return t.text.length == 0;
}

// What every mode before "in body" does alike: leading whitespace is dropped, comments are
// appended, doctypes ignored. Returns true when the token is used up.
bool TreeBuilder::before_body_common(Token& t) {
    switch (t.kind) {
        case TokenKind::kText:
            return strip_leading_space(*doc_, t);
        case TokenKind::kComment:
            append_comment(t);
            return true;
        case TokenKind::kDoctype:
            ignore(t);
            return true;
        default:
            return false;
    }
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
    if (ignore_end_tag_unless(t, {TagId::kBody, TagId::kHtml, TagId::kBr})) return true;
    ensure_body();
    return false;
}

void TreeBuilder::in_body(Token& t) {
    switch (t.kind) {
        case TokenKind::kText:
            append_text(t.text);
            return;
        case TokenKind::kComment:
            append_comment(t);
            return;
        case TokenKind::kDoctype:
            ignore(t);
            return;
        case TokenKind::kStartTag:
            if (in_foreign()) {
                foreign_start(t);
            } else {
                start_in_body(t);
            }
            set_cdata();
            return;
        case TokenKind::kEndTag:
            end_in_body(t);
            return;
    }
}

// 13.2.6.5: start tags inside svg/math.
void TreeBuilder::foreign_start(Token& t) {
    bool breaks = has(t.tag, kBreaksForeign);
    if (!breaks && t.tag == TagId::kFont) {
        bool found = false;
        for (const char* a : {"color", "face", "size"}) {
            for (std::uint32_t i = 0; i < t.attr_count && !found; ++i) {
                found = doc_->view(doc_->attrs[t.attr_begin + i].name) == a;
            }
        }
        breaks = found;
    }
    if (breaks) {
        while (stack_.size() > 1 && in_foreign()) pop();
        start_in_body(t);
        return;
    }
    // Void names stay childless even in foreign content, so every consumer can rely on is_void().
    insert_element(t, !t.self_closing && !is_void(t.tag), true);
}

// Pops up to the table's body context (tbody/thead/tfoot, or the table itself) for a new row.
void TreeBuilder::clear_to_table_body() {
    const std::int32_t table = top(TagId::kTable);
    const std::int32_t section =
        std::max({top(TagId::kTbody), top(TagId::kThead), top(TagId::kTfoot)});
    if (section > table) {
        pop_to(section + 1);
    } else {
        pop_to(table + 1);
        insert_implied(TagId::kTbody, true);
    }
}

// 13.2.6.4.7 "in body" start tags (plus the table modes' effects that keep rows and cells apart).
void TreeBuilder::start_in_body(Token& t) {
    using T = TagId;
    const TagId tag = t.tag;
    switch (tag) {
        case T::kHtml:
        case T::kHead:
        case T::kBody:
            ignore(t);
            return;
        case T::kBase:
        case T::kLink:
        case T::kMeta:
        case T::kArea:
        case T::kBr:
        case T::kEmbed:
        case T::kImg:
        case T::kKeygen:
        case T::kWbr:
        case T::kInput:
        case T::kParam:
        case T::kSource:
        case T::kTrack:
        case T::kFrame:
            insert_element(t, false);
            return;
        case T::kHr:
            close_p();
            insert_element(t, false);
            return;
        case T::kTitle:
        case T::kTextarea:
        case T::kStyle:
        case T::kXmp:
        case T::kIframe:
        case T::kNoembed:
        case T::kNoframes:
        case T::kScript: {
            if (tag == T::kXmp) close_p();
            const NodeIndex node = insert_element(t, false);
            if (node == kNoNode) return;
            // Text-only elements are pushed even past max_depth: their content is one text node.
            push(node, tag, static_cast<std::uint32_t>(tag), false, false);
            stack_.back().text_only = true;
            const TextMode mode = (tag == T::kTitle || tag == T::kTextarea) ? TextMode::kRcdata
                                  : tag == T::kScript                       ? TextMode::kScriptData
                                                                            : TextMode::kRawText;
            // clean() drops these elements' content whole (script, style, noembed, noframes) or their
            // children (iframe): skipped unread when the caller says so.
            const bool skip = options_->skip_dropped_text && tag != T::kTitle && tag != T::kTextarea &&
                              tag != T::kXmp;
            tok_.set_text_mode(mode, tag_name(tag), skip);
            if (tag == T::kTextarea) skip_newline_ = true;
            return;
        }
        case T::kPlaintext:
            close_p();
            insert_element(t, true);
            tok_.set_text_mode(TextMode::kPlaintext, {});
            return;
        case T::kLi:
        case T::kDd:
        case T::kDt: {
            // 13.2.6.4.7: close the nearest li (or dd/dt) unless a special element is in the way.
            std::int32_t item = tag == T::kLi ? top(T::kLi) : std::max(top(T::kDd), top(T::kDt));
            if (item != kNone && stack_.back().top_li_stop == item) pop_to(item);
            close_p();
            insert_element(t, true);
            return;
        }
        case T::kH1:
        case T::kH2:
        case T::kH3:
        case T::kH4:
        case T::kH5:
        case T::kH6:
            close_p();
            if (is_heading(stack_.back().tag) && !stack_.back().foreign) pop();
            insert_element(t, true);
            return;
        case T::kPre:
        case T::kListing:
            close_p();
            insert_element(t, true);
            skip_newline_ = true;
            return;
        case T::kButton:
            if (in_scope(T::kButton)) pop_to(top(T::kButton));
            insert_element(t, true);
            return;
        case T::kA:
        case T::kNobr: {
            // A nested <a> closes the open one (adoption agency, when nothing special is in
            // between).
            const std::int32_t open = top(tag);
            if (open != kNone && open >= barrier() && stack_.back().top_special <= open) {
                pop_to(open);
            }
            insert_element(t, true);
            return;
        }
        case T::kOption:
            if (stack_.back().tag == T::kOption) pop();
            insert_element(t, true);
            return;
        case T::kOptgroup:
            if (stack_.back().tag == T::kOption) pop();
            if (stack_.back().tag == T::kOptgroup) pop();
            insert_element(t, true);
            return;
        case T::kSelect:
            if (in_scope(T::kSelect)) pop_to(top(T::kSelect));
            insert_element(t, true);
            return;
        case T::kTable:
            // A table directly inside a table (not in a cell) closes the open one.
            if (top(T::kTable) != kNone && stack_.back().top_barrier == top(T::kTable)) {
                pop_to(top(T::kTable));
            }
            close_p();
            insert_element(t, true);
            return;
        case T::kCaption:
        case T::kColgroup:
        case T::kTbody:
        case T::kThead:
        case T::kTfoot:
            if (!in_table_scope(T::kTable)) return ignore(t);  // stray table parts are ignored
            pop_to(top(T::kTable) + 1);
            insert_element(t, true);
            return;
        case T::kCol:
            if (!in_table_scope(T::kTable)) return ignore(t);
            if (stack_.back().tag != T::kColgroup) {
                pop_to(top(T::kTable) + 1);
                insert_implied(T::kColgroup, true);
            }
            insert_element(t, false);
            return;
        case T::kTr:
            if (!in_table_scope(T::kTable)) return ignore(t);
            clear_to_table_body();
            insert_element(t, true);
            return;
        case T::kTd:
        case T::kTh: {
            if (!in_table_scope(T::kTable)) return ignore(t);
            const std::int32_t row = top(T::kTr);
            if (row > top(T::kTable)) {
                pop_to(row + 1);  // closes the open cell of this row and all inside it
            } else {
                clear_to_table_body();
                insert_implied(T::kTr, true);
            }
            insert_element(t, true);
            return;
        }
        case T::kSvg:
        case T::kMath:
            insert_element(t, !t.self_closing, true);
            return;
        case T::kForm:
            // The form element pointer: no nested forms; only </form> resets it.
            if (form_pointer_ && top(T::kTemplate) == kNone) return ignore(t);
            close_p();
            if (insert_element(t, true) != kNoNode && top(T::kTemplate) == kNone) {
                form_pointer_ = true;
            }
            return;
        default:
            break;
    }
    if (has(tag, kClosesP)) close_p();
    if (tag == TagId::kUnknown) {
        const std::string_view name = doc_->view(t.name);
        if (name == "image") {  // 13.2.6.4.7: <image> is <img>
            t.tag = TagId::kImg;
            t.name = Tokenizer::known_tag_name(TagId::kImg);
            insert_element(t, false);
            return;
        }
    }
    insert_element(t, true);
}

// 13.2.6.4.7 "in body" end tags.
void TreeBuilder::end_in_body(Token& t) {
    using T = TagId;
    const TagId tag = t.tag;
    const std::uint32_t id = id_of(t, false);
    // 13.2.6.5: an end tag inside svg/math closes the matching foreign element.
    if (stack_.back().foreign && id != NameTable::kMissing) {
        const std::int32_t open = top_id(id);
        if (open != kNone && open > stack_.back().top_html) {
            pop_to(open);
            ignore(t);
            return;
        }
    }
    ignore(t);
    if (id == NameTable::kMissing) return;
    switch (tag) {
        case T::kHtml:
        case T::kBody:
        case T::kHead:
            return;  // content after </body> stays in body, as in browsers
        case T::kP:
            if (in_button_scope(T::kP)) {
                pop_to(top(T::kP));
            } else {
                insert_implied(T::kP, false);  // </p> without <p> is an empty paragraph
            }
            return;
        case T::kBr:
            insert_implied(T::kBr, false);
            return;
        case T::kLi:
            if (in_scope(T::kLi) && top(T::kLi) >= std::max(top(T::kOl), top(T::kUl))) {
                pop_to(top(T::kLi));
            }
            return;
        case T::kH1:
        case T::kH2:
        case T::kH3:
        case T::kH4:
        case T::kH5:
        case T::kH6: {
            const std::int32_t h = std::max(
                {top(T::kH1), top(T::kH2), top(T::kH3), top(T::kH4), top(T::kH5), top(T::kH6)});
            if (h != kNone && h >= barrier()) pop_to(h);
            return;
        }
        case T::kTable:
        case T::kCaption:
        case T::kColgroup:
        case T::kTbody:
        case T::kThead:
        case T::kTfoot:
        case T::kTr:
        case T::kTd:
        case T::kTh:
            if (tag == T::kTable ? in_table_scope(T::kTable)
                                 : top(tag) != kNone && top(tag) > top(T::kTable) &&
                                       top(tag) >= table_scope_floor()) {
                pop_to(top(tag));
            }
            return;
        case T::kTemplate:
            if (top(T::kTemplate) != kNone) pop_to(top(T::kTemplate));
            return;
        case T::kForm: {
            // The form leaves the stack; our stack only pops from the top, so when other elements
            // sit above it, it closes as soon as it is current again.
            if (top(T::kTemplate) == kNone) form_pointer_ = false;
            const std::int32_t open = top(T::kForm);
            if (open == kNone || open < barrier()) return;
            if (open == static_cast<std::int32_t>(stack_.size()) - 1) {
                pop_to(open);
            } else {
                stack_[static_cast<std::size_t>(open)].pending_close = true;
            }
            return;
        }
        default:
            break;
    }
    const std::int32_t open = top_id(id);
    if (open == kNone) return;
    if (has(tag, kClosedByScope)) {
        if (open >= barrier()) pop_to(open);
        return;
    }
    if (has(tag, kFormatting)) {
        // Adoption agency, reduced: close it when nothing special is in between; otherwise close it
        // as soon as the special elements above it are closed.
        if (open < barrier()) return;
        if (stack_.back().top_special > open) {
            stack_[static_cast<std::size_t>(open)].pending_close = true;
        } else {
            pop_to(open);
        }
        return;
    }
    // "Any other end tag": close it unless a special element is in the way.
    if (stack_.back().top_special <= open) pop_to(open);
}

thread_local TreeBuilder t_builder;

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
    TreeBuilder* b = &t_builder;
#if defined(__GNUC__) || defined(__clang__)
    // Hide the address: otherwise GCC clones every member function for this one (thread_local)
    // object, and each clone recomputes the TLS address (__tls_get_addr in the extension module)
    // on every member access, per token.
    asm("" : "+r"(b));
#endif
    TreeBuilder& builder = *b;
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
