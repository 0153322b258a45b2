// parse()'s "in body" rules (WHATWG 13.2.6.4.7, with the table modes' effects that keep rows and cells
// apart, and 13.2.6.5 foreign content); see parse.cpp for the tree builder's design.
#include <algorithm>
#include <string_view>

#include "detail/tree_builder.hpp"

namespace htmlprune::detail::parser {

void TreeBuilder::in_body(Token& t) {
    switch (t.kind) {
        case TokenKind::kText:
            if (frameset_ok_ || table_current()) {
                text_in_body(t);
            } else {
                if (!in_foreign()) reconstruct();
                append_text(t.text);
            }
            return;
        case TokenKind::kComment:
        case TokenKind::kDoctype:
            comment_or_doctype(t);
            return;
        case TokenKind::kStartTag:
            if (in_foreign()) {
                foreign_start(t);
            } else {
                // 13.2.6.4.9 "in table", anything else: in body, foster-parented.
                foster_ = in_table_mode() && !kept_in_table(t);
                start_in_body(t);
                foster_ = false;
            }
            set_cdata();
            return;
        case TokenKind::kEndTag:
            foster_ = in_table_mode();  // </p> and </br> insert an element, the adoption agency moves some
            end_in_body(t);
            foster_ = false;
            return;
    }
}

// Text while frameset-ok is set or in a table part (in_body() does the common case).
void TreeBuilder::text_in_body(Token& t) {
    const bool table = table_current();
    const bool blank = all_space(*doc_, t.text);
    if (!blank) {
        // In svg/math a U+0000 became U+FFFD, which leaves frameset-ok as it is (13.2.6.5).
        frameset_ok_ = frameset_ok_ && in_foreign() && only_nul_replacements(t.text);
    }
    if (table && blank) {  // whitespace stays in the table
        append_text(t.text);
        return;
    }
    // 13.2.6.4.10 "in table text": text with anything but whitespace is foster-parented.
    foster_ = table;
    if (!in_foreign()) reconstruct();
    append_text(t.text);
    foster_ = false;
}

// Whether `text` is whitespace and U+FFFD only (what a U+0000 becomes in svg/math content).
bool TreeBuilder::only_nul_replacements(Span text) const {
    std::string_view s = doc_->view(text);
    while (!s.empty()) {
        if (is_space(s[0])) {
            s.remove_prefix(1);
        } else if (s.substr(0, 3) == "\xEF\xBF\xBD") {
            s.remove_prefix(3);
        } else {
            return false;
        }
    }
    return true;
}

// The start tags that the table modes (13.2.6.4.9, .13, .14) handle inside the table, not foster-parented.
bool TreeBuilder::kept_in_table(const Token& t) const {
    using T = TagId;
    if (is_table_part(t.tag)) return true;
    switch (t.tag) {
        case T::kTable:
        case T::kStyle:
        case T::kScript:
        case T::kTemplate:
        case T::kForm:
            return true;
        case T::kInput:
            for (std::uint32_t i = 0; i < t.attr_count; ++i) {
                const Attribute& a = doc_->attrs[t.attr_begin + i];
                if (doc_->view(a.name) != "type") continue;
                const std::string_view v = doc_->view(a.value);
                return v.size() == 6 && std::equal(v.begin(), v.end(), "hidden", [](char c, char h) {
                           return (c | 0x20) == h;
                       });
            }
            return false;
        default:
            return false;
    }
}

// 13.2.6.4.7: the start tags after which a <frameset> no longer replaces the body ("frameset-ok").
void TreeBuilder::frameset_ok_after(const Token& t) {
    if (has(t.tag, kEndsFramesetOk)) {
        frameset_ok_ = false;
    } else if (t.tag == TagId::kUnknown) {
        const std::string_view name = doc_->view(t.name);
        if (name == "applet" || name == "marquee" || name == "image") frameset_ok_ = false;
    }
}

// A <frameset> start tag in body while frameset-ok: the body goes, with all in it, and the frameset takes its
// place (13.2.6.4.7).
void TreeBuilder::start_frameset(Token& t) {
    if (!frameset_ok_ || stack_.size() < 2 || stack_[1].tag != TagId::kBody ||
        top(TagId::kTemplate) != kNone) {
        return ignore(t);
    }
    std::vector<Node>& nodes = doc_->nodes;
    const NodeIndex body = stack_[1].node;
    const Node& b = nodes[body];
    if (b.prev_sibling != kNoNode) {
        nodes[b.prev_sibling].next_sibling = b.next_sibling;
    } else {
        nodes[b.parent].first_child = b.next_sibling;
    }
    if (b.next_sibling != kNoNode) {
        nodes[b.next_sibling].prev_sibling = b.prev_sibling;
    } else {
        nodes[b.parent].last_child = b.prev_sibling;
    }
    reordered_ = true;  // restore_preorder() drops the unlinked body
    body_ = kNoNode;
    pop_to(1);
    insert_element(t, true);
    mode_ = Mode::kInFrameset;
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
        // Reprocessed in the insertion mode now current: in a table (an <svg> fostered out of one ends
        // there), foster-parented as in_body() does, or it would land in the table and move on reparse.
        foster_ = in_table_mode() && !kept_in_table(t);
        start_in_body(t);
        foster_ = false;
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
    if (frameset_ok_) frameset_ok_after(t);
    switch (tag) {
        case T::kHtml:
        case T::kHead:
        case T::kBody:
            ignore(t);
            return;
        case T::kFrameset:
            start_frameset(t);
            return;
        case T::kArea:
        case T::kBr:
        case T::kEmbed:
        case T::kImg:
        case T::kKeygen:
        case T::kWbr:
        case T::kInput:
            reconstruct();
            insert_element(t, false);
            return;
        case T::kBase:
        case T::kLink:
        case T::kMeta:
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
            if (tag == T::kXmp) {
                close_p();
                reconstruct();
            }
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
            reconstruct();
            insert_element(t, true);
            return;
        case T::kA: {
            // An <a> still open (in the list after the last marker) is closed by the adoption agency and
            // goes, wherever it is.
            const std::int32_t open = last_formatting(T::kA);
            if (open != kNone) {
                const NodeIndex a = active_[static_cast<std::size_t>(open)].node;
                adoption_agency(T::kA);
                remove_open(a);
            }
            reconstruct();
            push_formatting(t, insert_element(t, true));
            return;
        }
        case T::kNobr:
            reconstruct();
            if (in_scope(T::kNobr)) {
                adoption_agency(T::kNobr);
                reconstruct();
            }
            push_formatting(t, insert_element(t, true));
            return;
        case T::kB:
        case T::kCode:
        case T::kEm:
        case T::kFont:
        case T::kI:
        case T::kS:
        case T::kSmall:
        case T::kStrike:
        case T::kStrong:
        case T::kTt:
        case T::kU:
            reconstruct();
            push_formatting(t, insert_element(t, true));
            return;
        case T::kOption:
            if (stack_.back().tag == T::kOption) pop();
            reconstruct();
            note_select_content(t, insert_element(t, true));
            return;
        case T::kOptgroup:
            if (stack_.back().tag == T::kOption) pop();
            if (stack_.back().tag == T::kOptgroup) pop();
            reconstruct();
            insert_element(t, true);
            return;
        case T::kSelect:
            // In a select, <select> closes it and is ignored ("in select").
            if (in_scope(T::kSelect)) {
                pop_to(top(T::kSelect));
                return ignore(t);
            }
            reconstruct();
            note_select_content(t, insert_element(t, true));
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
        case T::kTfoot: {
            if (!in_table_scope(T::kTable)) return ignore(t);  // stray table parts are ignored
            pop_to(top(T::kTable) + 1);
            const NodeIndex node = insert_element(t, true);
            if (tag == T::kCaption) push_marker(node);
            return;
        }
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
            push_marker(insert_element(t, true));
            return;
        }
        case T::kSvg:
        case T::kMath:
            reconstruct();
            insert_element(t, !t.self_closing, true);
            return;
        case T::kForm: {
            // The form element pointer: no nested forms; only </form> resets it.
            if (form_pointer_ && top(T::kTemplate) == kNone) return ignore(t);
            // In a table (13.2.6.4.9) the form stays there, empty: it is popped at once.
            const bool in_table = in_table_mode();
            if (in_table && top(T::kTemplate) != kNone) return ignore(t);
            close_p();
            if (insert_element(t, !in_table) != kNoNode && top(T::kTemplate) == kNone) {
                form_pointer_ = true;
            }
            return;
        }
        default:
            break;
    }
    if (has(tag, kClosesP)) {
        close_p();
        insert_element(t, true);
        return;
    }
    // "Any other start tag" (and the inline ones the spec lists apart): in the formatting of the text
    // around. Not template (13.2.6.4.4) and the ruby parts.
    if (tag == TagId::kUnknown) {
        const std::string_view name = doc_->view(t.name);
        if (name == "basefont" || name == "bgsound") {  // 13.2.6.4.4: like <link>, void
            insert_element(t, false);
            return;
        }
        reconstruct();
        if (name == "image") {  // 13.2.6.4.7: <image> is <img>
            t.tag = TagId::kImg;
            t.name = Tokenizer::known_tag_name(TagId::kImg);
            insert_element(t, false);
            return;
        }
        const NodeIndex node = insert_element(t, true);
        if (top(T::kSelect) != kNone) note_select_content(t, node);
        return;
    }
    if (tag != T::kTemplate && tag != T::kRb && tag != T::kRp && tag != T::kRt && tag != T::kRtc) reconstruct();
    const NodeIndex node = insert_element(t, true);
    if (tag == T::kObject || tag == T::kTemplate) push_marker(node);
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
            reconstruct();
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
    if (has(tag, kFormatting) && adoption_agency(tag)) return;
    const std::int32_t open = top_id(id);
    if (open == kNone) return;
    if (has(tag, kClosedByScope)) {
        if (open >= barrier()) pop_to(open);
        return;
    }
    // "Any other end tag": close it unless a special element is in the way.
    if (stack_.back().top_special <= open) pop_to(open);
}

}  // namespace htmlprune::detail::parser
