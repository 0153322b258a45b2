// Internal: the tree builder of parse() (see parse.cpp for the design), shared by parse.cpp (driver, stack
// primitives, the insertion modes before "in body") and parse_in_body.cpp (the "in body" rules).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "htmlprune/parse.hpp"
#include "htmlprune/tokenizer.hpp"

namespace htmlprune::detail::parser {

inline constexpr std::size_t kTagCount = static_cast<std::size_t>(TagId::kCount);
inline constexpr std::int32_t kNone = -1;

enum TagFlag : std::uint16_t {
    kSpecial = 1 << 0,        // 13.2.4.2 "special" category
    kBarrier = 1 << 1,        // "has an element in scope" barrier
    kLiStop = 1 << 2,         // special, but not address/div/p: stops the li/dd/dt search
    kClosesP = 1 << 3,        // start tag closes a p in button scope
    kFormatting = 1 << 4,     // a, b, big, code, em, font, i, nobr, s, small, strike, strong, tt, u
    kHeadContent = 1 << 5,    // may appear in head
    kBreaksForeign = 1 << 6,  // start tag ends svg/math content (13.2.6.5)
    kClosedByScope = 1 << 7,  // end tag pops to the element when in (default) scope
    kMarker = 1 << 8,         // puts a marker on the list of active formatting elements while open
    kFosterTarget = 1 << 9,   // table, tbody, thead, tfoot, tr: content goes before the table (foster)
    kEndsFramesetOk = 1 << 10,  // start tag after which a <frameset> no longer replaces the body
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
    set(kMarker, {T::kTd, T::kTh, T::kCaption, T::kObject, T::kTemplate});
    set(kFosterTarget, {T::kTable, T::kTbody, T::kThead, T::kTfoot, T::kTr});
    set(kEndsFramesetOk, {T::kBody, T::kPre, T::kListing, T::kLi, T::kDd, T::kDt, T::kButton, T::kObject,
                          T::kTable, T::kArea, T::kBr, T::kEmbed, T::kImg, T::kKeygen, T::kWbr, T::kInput,
                          T::kHr, T::kTextarea, T::kXmp, T::kIframe, T::kSelect});
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
inline constexpr Flags kTagFlags = make_tag_flags();

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
    kInBody,
    kInFrameset,
    kAfterFrameset
};

// Whether every byte of `text` is ASCII whitespace.
inline bool all_space(const Document& doc, Span text) {
    const std::string_view s = doc.view(text);
    return std::all_of(s.begin(), s.end(), [](char c) { return is_space(c); });
}

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

// An entry of the list of active formatting elements (13.2.4.3): the element and what its start tag held,
// to make copies of it. node == kNoNode: a marker.
struct Formatting {
    NodeIndex node = kNoNode;
    std::uint32_t pos = 0;  // its index in the stack of open elements while it is there
    TagId tag = TagId::kUnknown;
    Span name;
    std::uint32_t attr_begin = 0;
    std::uint32_t attr_count = 0;
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
    bool comment_or_doctype(const Token& t);
    bool ignore_end_tag_unless(const Token& t, std::initializer_list<TagId> handled);
    void in_body(Token& t);
    void text_in_body(Token& t);
    void in_frameset(Token& t);
    void start_in_body(Token& t);
    bool kept_in_table(const Token& t) const;
    bool only_nul_replacements(Span text) const;
    void start_frameset(Token& t);
    void frameset_ok_after(const Token& t);
    void end_in_body(Token& t);
    void foreign_start(Token& t);

    // Tree and stack primitives.
    NodeIndex current() const { return stack_.back().node; }
    // Inline: called once per node, from both parse.cpp and parse_in_body.cpp.
    NodeIndex append(const Node& proto) {
        if (!count_node()) return kNoNode;
        if (foster_) return append_fostering(proto);  // rare: out of line
        return doc_->append_child(stack_.empty() ? 0 : current(), proto);
    }
    NodeIndex append_fostering(const Node& proto);
    // 13.2.6.1 foster parenting: the current node is a table part (not a cell) and the token is not one
    // the table modes keep in the table: the node goes right before the table instead.
    bool table_current() const {
        return !stack_.empty() && has(stack_.back().tag, kFosterTarget) && !stack_.back().foreign;
    }
    // The insertion mode is one of the table modes ("in table", "in table body", "in row"): a table is
    // open with no cell, caption, template or select opened after it. Its tokens are foster-parented where
    // they would land in a table part (13.2.6.4.9, anything else).
    bool in_table_mode() const {
        const std::int32_t table = top(TagId::kTable);
        return table != kNone && top(TagId::kTd) < table && top(TagId::kTh) < table &&
               top(TagId::kCaption) < table && top(TagId::kTemplate) < table && top(TagId::kSelect) < table;
    }
    NodeIndex foster(const Node& proto);
    NodeIndex insert_before(NodeIndex parent, NodeIndex before, const Node& proto);
    void restore_preorder();
    void option_closed(NodeIndex option);
    void note_select_content(const Token& t, NodeIndex node);
    // Limit check for one more node; false (and failed_) past max_nodes.
    bool count_node() {
        const std::uint32_t max_nodes = options_->limits.max_nodes;
        return max_nodes == 0 || doc_->nodes.size() + skipped_nodes_ < max_nodes || fail_nodes();
    }
    bool fail_nodes();  // sets failed_ and the error; returns false
    NodeIndex insert_element(const Token& t, bool push, bool foreign = false);
    NodeIndex insert_implied(TagId tag, bool push);
    void push(NodeIndex node, TagId tag, std::uint32_t id, bool foreign, bool integration);
    void pop() {
        const Open& e = stack_.back();
        if (e.tag == TagId::kOption && selectedcontent_ != kNoNode) option_closed(e.node);
        if (has(e.tag, kMarker) && !e.foreign) clear_to_marker();
        pop_entry();
    }
    void pop_entry() {  // pop() without its side effects (restack())
        const Open& e = stack_.back();
        top_[e.id] = e.prev_same;
        stack_.pop_back();
    }

    // The list of active formatting elements (parse_formatting.cpp).
    void reconstruct() {  // "reconstruct the active formatting elements, if any"
        if (!active_.empty() && active_.back().node != kNoNode && !on_stack(active_.back())) {
            reconstruct_slow();
        }
    }
    void reconstruct_slow();
    bool on_stack(const Formatting& f) const {
        return f.node != kNoNode && f.pos < stack_.size() && stack_[f.pos].node == f.node;
    }
    void push_formatting(const Token& t, NodeIndex node);
    void push_marker(NodeIndex node);
    void clear_to_marker();
    std::int32_t last_formatting(TagId tag) const;
    std::int32_t find_formatting(NodeIndex node) const;
    bool adoption_agency(TagId subject);
    void remove_open(NodeIndex node);
    NodeIndex new_node(const Formatting& f);
    void move_node(NodeIndex node, NodeIndex parent, NodeIndex before = kNoNode);
    void restack(std::size_t from);
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
    bool foster_ = false;        // the token being processed is foster-parented (see append())
    bool frameset_ok_ = true;    // 13.2.4.5 frameset-ok flag: a <frameset> may still replace the body
    // Nodes were inserted out of document order (foster parenting, a replaced body, cloned options) or
    // unlinked: restore_preorder() renumbers the Document at the end.
    bool reordered_ = false;
    // <select><button><selectedcontent>: the selectedcontent of the open select and its selected option
    // (the first option, or the last one with a `selected` attribute), whose content it shows.
    NodeIndex selectedcontent_ = kNoNode;
    NodeIndex selected_option_ = kNoNode;
    bool selected_explicitly_ = false;  // selected_option_ has a `selected` attribute
    std::vector<NodeIndex> order_;      // restore_preorder() scratch: old indices in pre-order
    std::vector<NodeIndex> new_index_;  // restore_preorder() scratch: new index by old index
    std::vector<Node> renumbered_;      // restore_preorder() scratch: the renumbered nodes
    std::vector<std::pair<NodeIndex, NodeIndex>> clone_stack_;  // option_closed(): (source, copy's parent)
    std::vector<Formatting> active_;  // the list of active formatting elements
    std::vector<Open> work_;          // adoption_agency(): the stack from the formatting element up
    bool form_pointer_ = false;  // 13.2.4.4: a form is open (set by <form>, reset only by </form>)
    bool failed_ = false;
    std::uint32_t skipped_nodes_ = 0;  // text nodes not stored (ParseOptions::skip_dropped_text)
    std::string error_;
    std::vector<std::string> attr_filter_;  // ParseOptions::only_attributes plus what the builder reads
};

}  // namespace htmlprune::detail::parser
