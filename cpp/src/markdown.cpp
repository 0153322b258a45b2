#include "htmlprune/markdown.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "detail/clean_rules.hpp"
#include "detail/walk.hpp"

namespace htmlprune {
namespace {

using namespace detail;  // NOLINT(google-build-using-namespace): internal rules of this file

// Inline markup written lazily: the opener goes out with the first content inside the element (so an empty
// element writes nothing, and a space before the content goes before the opener).
struct Open {
    NodeIndex node;
    std::string open;
    std::string close;
    bool written;
};

struct ListState {
    bool ordered;
    std::uint32_t next;
};

// What a <table> holds, decided before it is written.
struct TableShape {
    bool pipe = false;       // writable as a pipe table
    std::uint32_t rows = 0;  // rows (tr) in the table
    std::uint32_t cols = 0;  // most cells in one row
};

std::size_t longest_backtick_run(std::string_view s) {
    std::size_t best = 0;
    std::size_t run = 0;
    for (const char c : s) {
        run = c == '`' ? run + 1 : 0;
        best = std::max(best, run);
    }
    return best;
}

bool span_over_one(std::string_view v) {
    std::uint32_t n = 0;
    for (const char c : v) {
        if (c < '0' || c > '9') break;
        n = std::min<std::uint32_t>(n * 10 + static_cast<std::uint32_t>(c - '0'), 1000);
    }
    return n > 1;
}

class Markdown {
   public:
    Markdown(const Document& d, const SerializeOptions& o, std::string& out)
        : d_(d), o_(o), out_(out), start_(out.size()) {}

    void run(NodeIndex root) {
        if (root >= d_.nodes.size()) return;
        if (root != 0 && d_.nodes[root].kind != NodeKind::kElement) {
            if (d_.nodes[root].kind == NodeKind::kText) flow(d_.text(root));
            return;
        }
        walk(d_, root, [this](NodeIndex i) { return enter(i); }, [this](NodeIndex i) { leave(i); });
    }

   private:
    // ---- output -------------------------------------------------------------------------------------
    [[nodiscard]] bool wrote() const { return out_.size() > start_; }

    // Asks for `n` line breaks (1: new line, 2: blank line) before the next content. Inside a table cell
    // or a heading a break is a space. Written inline markup is closed first (it cannot span lines).
    void line_break(int n) {
        if (cell_ > 0 || heading_ > 0) {
            if (wrote()) space_ = true;
            return;
        }
        for (auto it = opens_.rbegin(); it != opens_.rend(); ++it) {
            if (it->written) {
                out_ += it->close;
                it->written = false;
            }
        }
        // Inside lists and quotes at most one newline: a blank line there would need the prefix too.
        if (wrote()) nl_ = std::max(nl_, prefix_.empty() ? n : 1);
    }

    // Writes what is owed before content: line breaks, the line prefix, a list marker, a space, and (with
    // `openers`) the inline markup opened since.
    void start_output(bool openers) {
        if (!wrote()) {
            line_start_ = true;
        } else if (nl_ > 0) {
            out_.append(static_cast<std::size_t>(nl_), '\n');
            line_start_ = true;
        } else if (space_ && !line_start_ && !cell_start_) {
            out_.push_back(' ');
        }
        nl_ = 0;
        space_ = false;
        cell_start_ = false;
        if (line_start_) {
            out_.append(prefix_, 0, prefix_.size() - (marker_.empty() ? 0 : marker_indent_));
            line_start_ = false;
        }
        if (!marker_.empty()) {
            out_ += marker_;
            marker_.clear();
        }
        if (openers) {
            for (Open& o : opens_) {
                if (!o.written) {
                    out_ += o.open;
                    o.written = true;
                }
            }
        }
    }

    // Text as is, except in table cells: '|' escaped, newlines as spaces.
    void put(const char* p, std::size_t n) {
        if (cell_ == 0) {
            out_.append(p, n);
            return;
        }
        for (std::size_t k = 0; k < n; ++k) {
            const char c = p[k];
            if (c == '|') {
                out_ += "\\|";
            } else if (c == '\n' || c == '\r') {
                out_.push_back(' ');
            } else {
                out_.push_back(c);
            }
        }
    }

    void flow(std::string_view s) {
        for_each_flow_run(
            s,
            [this] {
                if (wrote()) space_ = true;
            },
            [this](const char* words, std::size_t len) {
                start_output(true);
                put(words, len);
            });
    }

    // ---- elements ---------------------------------------------------------------------------------------
    [[nodiscard]] bool skipped(NodeIndex i, std::uint32_t tf) const {
        const Node& n = d_.nodes[i];
        if (invisible_element(d_, i, tf)) return true;
        const NodeIndex p = n.parent;
        if (p == kNoNode || p == 0 || d_.nodes[p].kind != NodeKind::kElement) return false;
        const TagId pt = d_.nodes[p].tag;
        return (pt == TagId::kHead && n.tag != TagId::kTitle) || pt == TagId::kIframe;
    }

    // Pushes inline markup unless the same markup is open already (**a **b** c** would end early).
    void push_open(NodeIndex i, std::string open, std::string close) {
        for (const Open& o : opens_) {
            if (o.open == open) return;
        }
        opens_.push_back(Open{i, std::move(open), std::move(close), false});
    }

    void pop_open(NodeIndex i) {
        if (opens_.empty() || opens_.back().node != i) return;
        if (opens_.back().written) out_ += opens_.back().close;
        opens_.pop_back();
    }

    // The text of a subtree as the browser keeps it in pre: byte-exact, <br> as '\n', a block inside on
    // lines of its own.
    // *lead / *trail (if given): a block boundary comes before / after all of its text.
    std::string raw_text(NodeIndex root, bool* lead = nullptr, bool* trail = nullptr) const {
        std::string s;
        bool edge_first = false;
        bool edge_last = false;
        auto block_edge = [&](NodeIndex k) {
            if (k == root || !(flags_of(d_.nodes[k].tag) & kTfBlock)) return;
            if (is_blank(s)) edge_first = true;
            edge_last = true;
            if (!s.empty() && s.back() != '\n') s.push_back('\n');
        };
        walk(
            d_, root,
            [&](NodeIndex k) {
                const Node& n = d_.nodes[k];
                if (n.kind == NodeKind::kText) {
                    if (!is_blank(d_.view(n.text))) edge_last = false;
                    s.append(d_.view(n.text));
                    return false;
                }
                if (n.kind != NodeKind::kElement) return false;
                if (n.tag == TagId::kBr) s.push_back('\n');
                if (skipped(k, flags_of(n.tag))) return false;
                block_edge(k);
                return true;
            },
            block_edge);
        if (lead != nullptr) *lead = edge_first;
        if (trail != nullptr) *trail = edge_last;
        return s;
    }

    // Writes `s` line by line, each line after the first behind the current prefix.
    void put_lines(std::string_view s) {
        std::size_t pos = 0;
        for (;;) {
            const std::size_t nl = s.find('\n', pos);
            out_.append(s.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos));
            if (nl == std::string_view::npos) break;
            out_.push_back('\n');
            out_.append(prefix_);
            pos = nl + 1;
        }
    }

    void fenced(std::string_view code) {
        while (!code.empty() && code.back() == '\n') code.remove_suffix(1);
        while (!code.empty() && code.front() == '\n') code.remove_prefix(1);
        if (is_blank(code)) return;
        line_break(2);
        start_output(false);
        const std::string fence(std::max<std::size_t>(3, longest_backtick_run(code) + 1), '`');
        out_ += fence;
        out_.push_back('\n');
        out_.append(prefix_);
        put_lines(code);
        out_.push_back('\n');
        out_.append(prefix_);
        out_ += fence;
        line_break(2);
    }

    // Whether what follows element i in the flow starts a new word: nothing, a block, <br>, or whitespace.
    [[nodiscard]] bool break_after(NodeIndex i) const {
        for (NodeIndex k = i; k != kNoNode && k != 0; k = d_.nodes[k].parent) {
            const NodeIndex ns = d_.nodes[k].next_sibling;
            if (ns != kNoNode) {
                const Node& n = d_.nodes[ns];
                if (n.kind == NodeKind::kText) {
                    const std::string_view t = d_.view(n.text);
                    return t.empty() || kByteClass[static_cast<unsigned char>(t[0])] == 1;
                }
                return n.kind != NodeKind::kElement || n.tag == TagId::kBr || (flags_of(n.tag) & kTfBlock);
            }
            const NodeIndex p = d_.nodes[k].parent;
            if (p != kNoNode && p != 0 && (flags_of(d_.nodes[p].tag) & kTfBlock)) return true;
        }
        return true;
    }

    // Inline code: a code span; code with a line break that stands apart from the words around it (a
    // code block without pre): fenced. `node` is the code element.
    void code_span(std::string_view code, NodeIndex node) {
        while (!code.empty() && code.back() == '\n') code.remove_suffix(1);
        while (!code.empty() && code.front() == '\n') code.remove_prefix(1);
        if (is_blank(code)) {
            if (!code.empty() && wrote()) space_ = true;
            return;
        }
        const bool multiline = code.find('\n') != std::string_view::npos;
        const bool apart = !wrote() || nl_ > 0 || space_ || line_start_;
        if (multiline && cell_ == 0 && heading_ == 0 && apart && break_after(node)) {
            fenced(code);
            return;
        }
        start_output(true);
        const std::string fence(longest_backtick_run(code) + 1, '`');
        out_ += fence;
        const bool pad = code.front() == '`' || code.back() == '`';
        if (pad) out_.push_back(' ');
        if (multiline && cell_ == 0) {
            // line breaks as spaces: a span cannot hold the line prefix of lists and quotes
            for (const char c : code) out_.push_back(c == '\n' || c == '\r' ? ' ' : c);
        } else {
            put(code.data(), code.size());
        }
        if (pad) out_.push_back(' ');
        out_ += fence;
    }

    TableShape shape(NodeIndex table) const {
        TableShape s;
        s.pipe = true;
        std::uint32_t cells = 0;
        int in_cell = 0;
        walk(
            d_, table,
            [&](NodeIndex k) {
                const Node& n = d_.nodes[k];
                if (n.kind != NodeKind::kElement || k == table || !s.pipe) return k == table;
                if (skipped(k, flags_of(n.tag))) return false;
                switch (n.tag) {
                    case TagId::kTable:
                        s.pipe = false;
                        return false;
                    case TagId::kTr:
                        s.cols = std::max(s.cols, cells);
                        cells = 0;
                        ++s.rows;
                        return true;
                    case TagId::kTd:
                    case TagId::kTh:
                        ++cells;
                        ++in_cell;
                        for (std::uint32_t a = n.attr_begin; a < n.attr_begin + n.attr_count; ++a) {
                            const std::string_view name = d_.view(d_.attrs[a].name);
                            if ((name == "rowspan" || name == "colspan") &&
                                span_over_one(d_.view(d_.attrs[a].value))) {
                                s.pipe = false;
                            }
                        }
                        return true;
                    case TagId::kUl:
                    case TagId::kOl:
                    case TagId::kDl:
                    case TagId::kPre:
                    case TagId::kBlockquote:
                    case TagId::kHr:
                        if (in_cell > 0) s.pipe = false;
                        return false;
                    default:
                        if (in_cell > 0 && is_heading(n.tag)) s.pipe = false;
                        return true;
                }
            },
            [&](NodeIndex k) {
                const TagId t = d_.nodes[k].tag;
                if (t == TagId::kTd || t == TagId::kTh) --in_cell;
            });
        s.cols = std::max(s.cols, cells);
        if (s.rows == 0) s.pipe = false;
        return s;
    }

    [[nodiscard]] bool in_pipe_table() const { return table_ != kNoNode; }

    bool enter_table(NodeIndex i) {
        if (in_pipe_table()) return true;  // cannot happen (nested tables are never pipe tables)
        const TableShape s = shape(i);
        line_break(2);
        if (s.pipe) {
            table_ = i;
            cols_ = std::max<std::uint32_t>(s.cols, 1);
            row_ = 0;
            return true;
        }
        if (s.rows == 0) return true;  // a table without rows: its content as blocks
        start_output(false);
        SerializeOptions html = o_;
        html.format = OutputFormat::kHtml;
        html.newline_between_blocks = false;  // one line: no prefix to repeat inside lists and quotes
        serialize(d_, html, out_, i);
        line_break(2);
        return false;
    }

    void enter_row() {
        line_break(1);
        start_output(false);
        out_.push_back('|');
        cells_ = 0;
    }

    void leave_row() {
        for (std::uint32_t c = cells_; c < cols_; ++c) out_ += "  |";
        if (row_ == 0) {
            out_.push_back('\n');
            out_.append(prefix_);
            out_.push_back('|');
            for (std::uint32_t c = 0; c < cols_; ++c) out_ += "---|";
        }
        ++row_;
        line_break(1);
    }

    bool enter(NodeIndex i) {
        const Node& n = d_.nodes[i];
        if (n.kind == NodeKind::kText) {
            const NodeIndex p = n.parent;
            const TagId pt = p != kNoNode && d_.nodes[p].kind == NodeKind::kElement ? d_.nodes[p].tag
                                                                                    : TagId::kCount;
            if (pt != TagId::kHead && pt != TagId::kIframe) flow(d_.view(n.text));
            return false;
        }
        if (n.kind != NodeKind::kElement) return false;
        const std::uint32_t tf = flags_of(n.tag);
        if (skipped(i, tf)) return false;
        const TagId t = n.tag;
        switch (t) {
            case TagId::kBr:
                line_break(1);
                return false;
            case TagId::kHr:
                if (cell_ > 0 || heading_ > 0) return false;
                line_break(2);
                start_output(false);
                out_ += "---";
                line_break(2);
                return false;
            case TagId::kImg:
                image(i);
                return false;
            case TagId::kPre:
            case TagId::kListing:
            case TagId::kXmp:
            case TagId::kPlaintext:
                if (cell_ > 0 || heading_ > 0) {
                    // still a block: apart from the words around it, as its line breaks would keep it
                    line_break(1);
                    code_span(raw_text(i), i);
                    line_break(1);
                } else {
                    fenced(raw_text(i));
                }
                return false;
            case TagId::kCode: {
                bool lead = false;
                bool trail = false;
                const std::string code = raw_text(i, &lead, &trail);
                // a block or a line break at either end of the code is a line break there
                const std::size_t first = code.find_first_not_of(" \t\r\f");
                lead = lead || (first != std::string::npos && code[first] == '\n');
                const std::size_t last = code.find_last_not_of(" \t\r\f");
                trail = trail || (last != std::string::npos && code[last] == '\n');
                if (lead) line_break(1);
                code_span(code, i);
                if (trail) line_break(1);
                return false;
            }
            case TagId::kTable:
                return enter_table(i);
            case TagId::kTr:
                if (in_pipe_table() && cell_ == 0) {
                    enter_row();
                } else {
                    line_break(1);
                }
                return true;
            case TagId::kTd:
            case TagId::kTh:
                if (in_pipe_table() && cell_ == 0) {
                    out_.push_back(' ');
                    cell_start_ = true;
                    ++cell_;
                } else if (wrote()) {
                    space_ = true;
                }
                return true;
            case TagId::kUl:
            case TagId::kOl:
            case TagId::kMenu:
                line_break(lists_.empty() ? 2 : 1);
                lists_.push_back(ListState{t == TagId::kOl, 1});
                return true;
            case TagId::kLi:
                enter_item();
                return true;
            case TagId::kBlockquote:
                line_break(2);
                if (cell_ == 0 && heading_ == 0) indent("> ");
                return true;
            case TagId::kB:
            case TagId::kStrong:
                push_open(i, "**", "**");
                return true;
            case TagId::kI:
            case TagId::kEm:
                push_open(i, "*", "*");
                return true;
            case TagId::kS:
            case TagId::kDel:
            case TagId::kStrike:
                push_open(i, "~~", "~~");
                return true;
            case TagId::kA: {
                const std::string_view href = d_.attribute(i, "href");
                if (!href.empty() && cell_ == 0) push_open(i, "[", "](" + link_target(href) + ")");
                return true;
            }
            case TagId::kTitle:
                line_break(2);
                return true;
            default:
                break;
        }
        if (is_heading(t)) {
            line_break(2);
            if (cell_ == 0 && heading_ == 0) {
                const auto level = static_cast<std::size_t>(t) - static_cast<std::size_t>(TagId::kH1) + 1;
                push_open(i, std::string(level, '#') + " ", "");
            }
            ++heading_;
            return true;
        }
        if (tf & kTfBlock) line_break(t == TagId::kP || t == TagId::kCaption ? 2 : 1);
        return true;
    }

    void leave(NodeIndex i) {
        const TagId t = d_.nodes[i].tag;
        pop_open(i);
        switch (t) {
            case TagId::kTable:
                if (table_ == i) table_ = kNoNode;
                line_break(2);
                return;
            case TagId::kTr:
                if (in_pipe_table() && cell_ == 0) {
                    leave_row();
                } else {
                    line_break(1);
                }
                return;
            case TagId::kTd:
            case TagId::kTh:
                if (in_pipe_table() && cell_ == 1) {
                    --cell_;
                    for (auto it = opens_.rbegin(); it != opens_.rend(); ++it) {
                        if (it->written) {
                            out_ += it->close;
                            it->written = false;
                        }
                    }
                    out_ += " |";
                    space_ = false;
                    cell_start_ = false;
                    ++cells_;
                } else if (wrote()) {
                    space_ = true;
                }
                return;
            case TagId::kUl:
            case TagId::kOl:
            case TagId::kMenu:
                if (!lists_.empty()) lists_.pop_back();
                line_break(lists_.empty() ? 2 : 1);
                return;
            case TagId::kLi:
                outdent();
                marker_.clear();  // an empty item writes nothing
                line_break(1);
                return;
            case TagId::kBlockquote:
                if (cell_ == 0 && heading_ == 0) outdent();
                line_break(2);
                return;
            case TagId::kTitle:
                line_break(2);
                return;
            default:
                break;
        }
        if (is_heading(t)) {
            --heading_;
            line_break(2);
            return;
        }
        if (flags_of(t) & kTfBlock) line_break(t == TagId::kP || t == TagId::kCaption ? 2 : 1);
    }

    // Opens a list item's or quote's indentation. Past kMaxIndents open ones the prefix stops growing, so
    // that deep nesting cannot make every line as long as the nesting is deep.
    static constexpr std::size_t kMaxIndents = 16;
    void indent(const std::string& more) {
        indents_.push_back(prefix_.size());
        if (indents_.size() <= kMaxIndents) prefix_ += more;
    }
    void outdent() {
        if (indents_.empty()) return;
        prefix_.resize(indents_.back());
        indents_.pop_back();
    }

    void enter_item() {
        if (cell_ > 0 || heading_ > 0) {
            if (wrote()) space_ = true;
            indents_.push_back(prefix_.size());  // outdent() at the item's end
            return;
        }
        if (!marker_.empty()) {
            start_output(false);  // an item that starts with a list: "- - x"
        } else {
            line_break(1);
        }
        std::string m = "- ";
        if (!lists_.empty() && lists_.back().ordered) m = std::to_string(lists_.back().next++) + ". ";
        const std::size_t before = prefix_.size();
        indent(std::string(m.size(), ' '));
        marker_indent_ = prefix_.size() - before;
        marker_ = std::move(m);
    }

    void image(NodeIndex i) {
        const std::string_view alt = d_.attribute(i, "alt");
        if (is_blank(alt)) return;
        const std::string_view src = d_.attribute(i, "src");
        if (src.empty() || cell_ > 0) {
            flow(alt);
            return;
        }
        start_output(true);
        out_ += "![";
        std::size_t before = out_.size();
        flow(alt);
        if (out_.size() == before) out_.push_back(' ');
        out_ += "](";
        out_ += link_target(src);
        out_.push_back(')');
    }

    // A link destination that stays one token of markdown: spaces and parentheses percent-encoded.
    static std::string link_target(std::string_view href) {
        std::string s;
        s.reserve(href.size());
        for (const char c : href) {
            if (c == ' ') {
                s += "%20";
            } else if (c == '(') {
                s += "%28";
            } else if (c == ')') {
                s += "%29";
            } else if (c == '\n' || c == '\r' || c == '\t') {
                continue;
            } else {
                s.push_back(c);
            }
        }
        return s;
    }

    const Document& d_;
    const SerializeOptions& o_;
    std::string& out_;
    std::size_t start_;
    int nl_ = 0;               // line breaks owed before the next content
    bool space_ = false;       // a space owed before the next content
    bool line_start_ = true;   // the next content starts a line (prefix owed)
    std::string prefix_;       // open lists' indentation and quotes' "> "
    std::vector<std::size_t> indents_;  // prefix_ length before each open list item and quote
    std::string marker_;       // list marker owed before the next content
    std::size_t marker_indent_ = 0;  // what its item added to prefix_ (the marker's line has the marker instead)
    std::vector<ListState> lists_;
    std::vector<Open> opens_;  // at most one entry per kind of markup (see push_open)
    int cell_ = 0;             // inside a pipe-table cell
    bool cell_start_ = false;  // nothing written in the current cell yet (no space owed)
    int heading_ = 0;          // inside a heading
    NodeIndex table_ = kNoNode;  // the pipe table being written
    std::uint32_t cols_ = 0;
    std::uint32_t row_ = 0;
    std::uint32_t cells_ = 0;
};

}  // namespace

void markdown(const Document& doc, const SerializeOptions& options, std::string& out, NodeIndex root) {
    Markdown(doc, options, out).run(root);
}

}  // namespace htmlprune
