// Node offsets in the block tree's HTML; see detail/node_offsets.hpp.
#include "detail/node_offsets.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "detail/escape.hpp"
#include "htmlprune/tags.hpp"
#include "text_unicode.hpp"

namespace htmlprune::detail {
namespace {

bool inside_raw_text(const Document& doc, NodeIndex text_node) {
    const NodeIndex p = doc.nodes[text_node].parent;
    return p != kNoNode && is_element(doc.nodes[p]) && is_raw_text(doc.nodes[p].tag);
}

bool is_html_space(char c) noexcept {
    return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f';
}

// Decodes the character reference at s[p] ('&'): &amp; &lt; &gt; &quot; or a numeric one. Appends its
// UTF-8 to `out` and returns its length in s, or 0 when there is none.
std::size_t decode_reference(std::string_view s, std::size_t p, std::string& out) {
    static constexpr std::pair<std::string_view, char> kNamed[] = {
        {"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}};
    for (const auto& [name, c] : kNamed) {
        if (s.compare(p, name.size(), name) == 0) {
            out.push_back(c);
            return name.size();
        }
    }
    if (s.compare(p, 2, "&#") != 0) return 0;
    std::size_t q = p + 2;
    const bool hex = q < s.size() && (s[q] == 'x' || s[q] == 'X');
    if (hex) ++q;
    std::uint32_t cp = 0;
    const std::size_t digits = q;
    for (; q < s.size() && q - digits < 7; ++q) {
        const char c = s[q];
        std::uint32_t v = 0;
        if (c >= '0' && c <= '9') {
            v = static_cast<std::uint32_t>(c - '0');
        } else if (hex && (c | 0x20) >= 'a' && (c | 0x20) <= 'f') {
            v = static_cast<std::uint32_t>((c | 0x20) - 'a' + 10);
        } else {
            break;
        }
        cp = cp * (hex ? 16u : 10u) + v;
    }
    if (q == digits || q >= s.size() || s[q] != ';' || cp > 0x10FFFF) return 0;
    uni::append_utf8(cp, out);
    return q + 1 - p;
}

// Matches `text` against s at *pos: verbatim when raw, else allowing any character reference for any
// character (the serializer writes &amp; &lt; &gt; &#13; and a leading &#xFEFF;). Advances *pos on success.
bool match_text(std::string_view s, std::size_t* pos, std::string_view text, bool raw) {
    std::size_t p = *pos;
    if (raw) {
        if (s.compare(p, text.size(), text) != 0) return false;
        *pos = p + text.size();
        return true;
    }
    std::string decoded;
    std::size_t k = 0;
    while (k < text.size()) {
        if (p >= s.size()) return false;
        if (s[p] == '&') {
            decoded.clear();
            const std::size_t len = decode_reference(s, p, decoded);
            if (len == 0 || text.compare(k, decoded.size(), decoded) != 0) return false;
            p += len;
            k += decoded.size();
        } else {
            if (s[p] != text[k]) return false;
            ++p;
            ++k;
        }
    }
    *pos = p;
    return true;
}

}  // namespace

// Finds node offsets in `s` = serialize(doc) by walking the document alongside the text: each node's
// markup must appear in order, with only whitespace inserted between nodes. Returns false when `s` does
// not have that shape (then the caller serializes itself).
bool sync_offsets(const Document& doc, const std::vector<NodeIndex>& end_of, std::string_view s,
                  std::vector<std::uint32_t>& start, std::vector<std::uint32_t>& end) {
    const auto n = static_cast<NodeIndex>(doc.nodes.size());
    std::size_t pos = 0;
    std::vector<NodeIndex> open;
    auto skip_space = [&] {
        while (pos < s.size() && is_html_space(s[pos])) ++pos;
    };
    auto close = [&](NodeIndex e) {
        const std::size_t before = pos;
        skip_space();
        const std::string_view name = doc.name(e);
        if (pos + 2 <= s.size() && s.compare(pos, 2, "</") == 0 &&
            s.compare(pos + 2, name.size(), name) == 0) {
            std::size_t p = pos + 2 + name.size();
            while (p < s.size() && is_html_space(s[p])) ++p;
            if (p < s.size() && s[p] == '>') {
                pos = p + 1;
                end[e] = static_cast<std::uint32_t>(pos);
                return;
            }
        }
        pos = before;  // end tag omitted
        end[e] = static_cast<std::uint32_t>(pos);
    };
    start[0] = 0;
    for (NodeIndex i = 1; i < n; ++i) {
        while (!open.empty() && end_of[open.back()] <= i) {
            close(open.back());
            open.pop_back();
        }
        const Node& node = doc.nodes[i];
        switch (node.kind) {
            case NodeKind::kElement: {
                const std::size_t before = pos;
                skip_space();
                const std::string_view name = doc.name(i);
                std::size_t p = pos + 1 + name.size();
                const bool found = pos < s.size() && s[pos] == '<' &&
                                   s.compare(pos + 1, name.size(), name) == 0 && p < s.size() &&
                                   (is_html_space(s[p]) || s[p] == '>' || s[p] == '/');
                if (!found) {
                    // serialize() leaves out html, head and body start tags that the parser implies.
                    if (node.tag != TagId::kHtml && node.tag != TagId::kHead && node.tag != TagId::kBody) {
                        return false;
                    }
                    pos = before;
                    start[i] = static_cast<std::uint32_t>(pos);
                    open.push_back(i);
                    break;
                }
                start[i] = static_cast<std::uint32_t>(pos);
                char quote = 0;
                for (; p < s.size(); ++p) {
                    const char c = s[p];
                    if (quote != 0) {
                        if (c == quote) quote = 0;
                    } else if (c == '"' || c == '\'') {
                        quote = c;
                    } else if (c == '>') {
                        break;
                    }
                }
                if (p >= s.size()) return false;
                pos = p + 1;
                if (end_of[i] == i + 1 && is_void(node.tag)) {
                    end[i] = static_cast<std::uint32_t>(pos);
                } else {
                    open.push_back(i);
                }
                break;
            }
            case NodeKind::kText: {
                const std::string_view text = doc.text(i);
                const bool raw = inside_raw_text(doc, i);
                std::size_t p = pos;
                while (!match_text(s, &p, text, raw)) {
                    if (p >= s.size() || !is_html_space(s[p])) return false;
                    pos = ++p;
                }
                start[i] = static_cast<std::uint32_t>(pos);
                pos = p;
                end[i] = static_cast<std::uint32_t>(pos);
                break;
            }
            case NodeKind::kComment: {
                skip_space();
                if (s.compare(pos, 4, "<!--") != 0) return false;
                const std::size_t e = s.find("-->", pos + 4);
                if (e == std::string_view::npos) return false;
                start[i] = static_cast<std::uint32_t>(pos);
                pos = e + 3;
                end[i] = static_cast<std::uint32_t>(pos);
                break;
            }
            default:  // doctype (never written) or a stray root
                start[i] = end[i] = static_cast<std::uint32_t>(pos);
                break;
        }
    }
    while (!open.empty()) {
        close(open.back());
        open.pop_back();
    }
    skip_space();
    end[0] = static_cast<std::uint32_t>(s.size());
    return pos == s.size();
}

// Fallback serializer (default options) that records node offsets as it writes.
void serialize_recording(const Document& doc, const std::vector<NodeIndex>& end_of, std::string& out,
                         std::vector<std::uint32_t>& start, std::vector<std::uint32_t>& end) {
    const auto n = static_cast<NodeIndex>(doc.nodes.size());
    out.clear();
    std::vector<NodeIndex> open;
    std::uint32_t in_pre = 0;
    auto block_like = [&](NodeIndex v) {
        return is_element(doc.nodes[v]) && is_block_boundary(doc.nodes[v].tag);
    };
    auto close = [&](NodeIndex e) {
        const Node& node = doc.nodes[e];
        if (!(is_void(node.tag) && node.first_child == kNoNode)) {
            out += "</";
            out += doc.name(e);
            out += '>';
        }
        if (preserves_whitespace(node.tag)) --in_pre;
        end[e] = static_cast<std::uint32_t>(out.size());
    };
    start[0] = 0;
    for (NodeIndex i = 1; i < n; ++i) {
        while (!open.empty() && end_of[open.back()] <= i) {
            close(open.back());
            open.pop_back();
        }
        const Node& node = doc.nodes[i];
        if (in_pre == 0 && node.prev_sibling != kNoNode && (block_like(i) || block_like(node.prev_sibling))) {
            out += '\n';
        }
        start[i] = static_cast<std::uint32_t>(out.size());
        switch (node.kind) {
            case NodeKind::kElement:
                out += '<';
                out += doc.name(i);
                for (std::uint32_t a = node.attr_begin; a < node.attr_begin + node.attr_count; ++a) {
                    out += ' ';
                    out += doc.view(doc.attrs[a].name);
                    out += "=\"";
                    append_escaped(doc.view(doc.attrs[a].value), EscapeFor::kAttribute, out);
                    out += '"';
                }
                out += '>';
                if (preserves_whitespace(node.tag)) ++in_pre;
                open.push_back(i);
                break;
            case NodeKind::kText:
                if (inside_raw_text(doc, i)) {
                    out += doc.text(i);
                } else {
                    append_escaped(doc.text(i), EscapeFor::kText, out);
                }
                end[i] = static_cast<std::uint32_t>(out.size());
                break;
            case NodeKind::kComment:
                out += "<!--";
                out += doc.text(i);
                out += "-->";
                end[i] = static_cast<std::uint32_t>(out.size());
                break;
            default:
                end[i] = static_cast<std::uint32_t>(out.size());
                break;
        }
    }
    while (!open.empty()) {
        close(open.back());
        open.pop_back();
    }
    end[0] = static_cast<std::uint32_t>(out.size());
}

}  // namespace htmlprune::detail
