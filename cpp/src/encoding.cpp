#include "htmlprune/encoding.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace htmlprune {
namespace {

bool is_ws(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'; }
bool is_alpha(unsigned char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }
char lower(unsigned char c) { return static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c); }

bool starts_with_ci(std::string_view s, std::size_t pos, std::string_view lit) {
    if (s.size() - pos < lit.size()) return false;
    for (std::size_t i = 0; i < lit.size(); ++i) {
        if (lower(static_cast<unsigned char>(s[pos + i])) != lit[i]) return false;
    }
    return true;
}

std::string trim_lower(std::string_view s) {
    std::size_t b = 0, e = s.size();
    while (b < e && is_ws(static_cast<unsigned char>(s[b]))) ++b;
    while (e > b && is_ws(static_cast<unsigned char>(s[e - 1]))) --e;
    std::string out;
    out.reserve(e - b);
    for (std::size_t i = b; i < e; ++i) out.push_back(lower(static_cast<unsigned char>(s[i])));
    return out;
}

// WHATWG Encoding labels -> canonical names, for the encodings real pages use.
std::string canonical(std::string label) {
    static const std::array<std::pair<std::string_view, std::string_view>, 40> kAliases = {{
        {"utf8", "utf-8"},
        {"unicode-1-1-utf-8", "utf-8"},
        {"x-unicode20utf8", "utf-8"},
        {"ascii", "windows-1252"},
        {"us-ascii", "windows-1252"},
        {"iso-8859-1", "windows-1252"},
        {"iso8859-1", "windows-1252"},
        {"iso_8859-1", "windows-1252"},
        {"latin1", "windows-1252"},
        {"l1", "windows-1252"},
        {"cp1252", "windows-1252"},
        {"x-cp1252", "windows-1252"},
        {"cp819", "windows-1252"},
        {"x-user-defined", "windows-1252"},
        {"cp1251", "windows-1251"},
        {"x-cp1251", "windows-1251"},
        {"cp1250", "windows-1250"},
        {"x-cp1250", "windows-1250"},
        {"shift-jis", "shift_jis"},
        {"sjis", "shift_jis"},
        {"x-sjis", "shift_jis"},
        {"ms_kanji", "shift_jis"},
        {"windows-31j", "shift_jis"},
        {"csshiftjis", "shift_jis"},
        {"x-euc-jp", "euc-jp"},
        {"gb2312", "gbk"},
        {"chinese", "gbk"},
        {"x-gbk", "gbk"},
        {"gb_2312-80", "gbk"},
        {"cp936", "gbk"},
        {"big5-hkscs", "big5"},
        {"x-x-big5", "big5"},
        {"ks_c_5601-1987", "euc-kr"},
        {"korean", "euc-kr"},
        {"windows-949", "euc-kr"},
        {"iso-8859-2", "iso-8859-2"},
        {"latin2", "iso-8859-2"},
        {"koi8", "koi8-r"},
        {"koi", "koi8-r"},
        {"iso-8859-15", "iso-8859-15"},
    }};
    for (const auto& [alias, name] : kAliases) {
        if (label == alias) return std::string(name);
    }
    return label;
}

// A label is a short run of ASCII letters, digits and "-_.:"; anything else (a stray byte, a non-ASCII
// letter, an overlong value) is no label at all, so the prescan goes on and the caller gets valid ASCII.
bool well_formed_label(const std::string& label) {
    if (label.empty() || label.size() > 40) return false;
    return std::all_of(label.begin(), label.end(), [](char ch) {
        const auto c = static_cast<unsigned char>(ch);
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' || c == ':';
    });
}

std::string finish_meta_label(std::string_view raw) {
    std::string label = trim_lower(raw);
    if (!well_formed_label(label)) return {};
    label = canonical(std::move(label));
    if (label.rfind("utf-16", 0) == 0 || label == "utf16" || label == "unicode" || label == "ucs-2") {
        return "utf-8";
    }
    return label;
}

// 13.2.3.3 "extracting a character encoding from a meta element" (content="text/html; charset=x").
bool charset_from_content(std::string_view v, std::string& out) {
    std::size_t pos = 0;
    for (;;) {
        std::size_t i = pos;
        bool found = false;
        for (; i + 7 <= v.size(); ++i) {
            if (starts_with_ci(v, i, "charset")) {
                found = true;
                break;
            }
        }
        if (!found) return false;
        std::size_t j = i + 7;
        while (j < v.size() && is_ws(static_cast<unsigned char>(v[j]))) ++j;
        if (j >= v.size() || v[j] != '=') {
            pos = j;
            continue;
        }
        ++j;
        while (j < v.size() && is_ws(static_cast<unsigned char>(v[j]))) ++j;
        if (j >= v.size()) return false;
        if (v[j] == '"' || v[j] == '\'') {
            const char q = v[j];
            const std::size_t end = v.find(q, j + 1);
            if (end == std::string_view::npos) return false;
            out = std::string(v.substr(j + 1, end - j - 1));
            return true;
        }
        std::size_t end = j;
        while (end < v.size() && !is_ws(static_cast<unsigned char>(v[end])) && v[end] != ';') ++end;
        out = std::string(v.substr(j, end - j));
        return true;
    }
}

class Prescan {
   public:
    explicit Prescan(std::string_view s) : s_(s) {}

    std::string run() {
        while (pos_ < s_.size()) {
            if (s_.compare(pos_, 4, "<!--") == 0) {
                const std::size_t end = s_.find("-->", pos_ + 2);
                if (end == std::string_view::npos) return {};
                pos_ = end + 3;
            } else if (starts_with_ci(s_, pos_, "<meta") && pos_ + 5 < s_.size() &&
                       (is_ws(static_cast<unsigned char>(s_[pos_ + 5])) || s_[pos_ + 5] == '/')) {
                pos_ += 6;
                std::string label;
                if (meta(label)) return label;
                if (eof_) return {};
            } else if (s_[pos_] == '<' && pos_ + 1 < s_.size() &&
                       (is_alpha(static_cast<unsigned char>(s_[pos_ + 1])) ||
                        (s_[pos_ + 1] == '/' && pos_ + 2 < s_.size() &&
                         is_alpha(static_cast<unsigned char>(s_[pos_ + 2]))))) {
                while (pos_ < s_.size() && !is_ws(static_cast<unsigned char>(s_[pos_])) && s_[pos_] != '>') ++pos_;
                std::string n, v;
                while (attribute(n, v)) {
                }
                if (eof_) return {};
                ++pos_;
            } else if (s_[pos_] == '<' && pos_ + 1 < s_.size() &&
                       (s_[pos_ + 1] == '!' || s_[pos_ + 1] == '/' || s_[pos_ + 1] == '?')) {
                const std::size_t end = s_.find('>', pos_ + 2);
                if (end == std::string_view::npos) return {};
                pos_ = end + 1;
            } else {
                ++pos_;
            }
        }
        return {};
    }

   private:
    bool meta(std::string& label) {
        bool got_pragma = false;
        int need_pragma = -1;  // -1 null, 0 false, 1 true
        std::string charset;
        bool have_charset = false;
        bool seen_http_equiv = false, seen_content = false, seen_charset = false;
        std::string n, v;
        while (attribute(n, v)) {
            if (n == "http-equiv") {
                if (seen_http_equiv) continue;
                seen_http_equiv = true;
                if (v == "content-type") got_pragma = true;
            } else if (n == "content") {
                if (seen_content) continue;
                seen_content = true;
                std::string cs;
                if (!have_charset && charset_from_content(v, cs)) {
                    charset = cs;
                    have_charset = true;
                    need_pragma = 1;
                }
            } else if (n == "charset") {
                if (seen_charset) continue;
                seen_charset = true;
                charset = v;
                have_charset = true;
                need_pragma = 0;
            }
        }
        if (eof_) return false;
        if (need_pragma == -1 || (need_pragma == 1 && !got_pragma) || !have_charset) return false;
        label = finish_meta_label(charset);
        return !label.empty();
    }

    // 13.2.3.2 "get an attribute"; false when there is none (pos_ at '>' or end).
    bool attribute(std::string& name, std::string& value) {
        name.clear();
        value.clear();
        const std::size_t n = s_.size();
        while (pos_ < n && (is_ws(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '/')) ++pos_;
        if (pos_ >= n) return eof();
        if (s_[pos_] == '>') return false;
        for (;;) {  // name
            if (pos_ >= n) return eof();
            const auto c = static_cast<unsigned char>(s_[pos_]);
            if (c == '=' && !name.empty()) {
                ++pos_;
                break;
            }
            if (is_ws(c)) {
                while (pos_ < n && is_ws(static_cast<unsigned char>(s_[pos_]))) ++pos_;
                if (pos_ >= n) return eof();
                if (s_[pos_] != '=') return true;
                ++pos_;
                break;
            }
            if (c == '/' || c == '>') return true;
            name.push_back(lower(c));
            ++pos_;
        }
        while (pos_ < n && is_ws(static_cast<unsigned char>(s_[pos_]))) ++pos_;  // value
        if (pos_ >= n) return eof();
        const auto q = static_cast<unsigned char>(s_[pos_]);
        if (q == '"' || q == '\'') {
            ++pos_;
            while (pos_ < n && static_cast<unsigned char>(s_[pos_]) != q) value.push_back(lower(static_cast<unsigned char>(s_[pos_++])));
            if (pos_ >= n) return eof();
            ++pos_;
            return true;
        }
        if (q == '>') return true;
        while (pos_ < n && !is_ws(static_cast<unsigned char>(s_[pos_])) && s_[pos_] != '>') {
            value.push_back(lower(static_cast<unsigned char>(s_[pos_++])));
        }
        if (pos_ >= n) return eof();
        return true;
    }

    bool eof() {
        eof_ = true;
        return false;
    }

    std::string_view s_;
    std::size_t pos_ = 0;
    bool eof_ = false;
};

}  // namespace

std::string sniff_encoding(std::string_view data) {
    const auto b = [&](std::size_t i) { return static_cast<unsigned char>(data[i]); };
    if (data.size() >= 3 && b(0) == 0xEF && b(1) == 0xBB && b(2) == 0xBF) return "utf-8";
    if (data.size() >= 2 && b(0) == 0xFE && b(1) == 0xFF) return "utf-16be";
    if (data.size() >= 2 && b(0) == 0xFF && b(1) == 0xFE) return "utf-16le";
    const std::string_view head = data.substr(0, std::min(data.size(), kSniffBytes));
    // <?xml version="1.0" encoding="..."?> at the very start
    if (starts_with_ci(head, 0, "<?xml")) {
        const std::size_t end = head.find("?>");
        const std::string_view decl = head.substr(0, end);
        const std::size_t e = decl.find("encoding");
        if (e != std::string_view::npos) {
            std::size_t j = e + 8;
            while (j < decl.size() && is_ws(static_cast<unsigned char>(decl[j]))) ++j;
            if (j < decl.size() && decl[j] == '=') {
                ++j;
                while (j < decl.size() && is_ws(static_cast<unsigned char>(decl[j]))) ++j;
                if (j < decl.size() && (decl[j] == '"' || decl[j] == '\'')) {
                    const std::size_t close = decl.find(decl[j], j + 1);
                    if (close != std::string_view::npos) {
                        std::string label = finish_meta_label(decl.substr(j + 1, close - j - 1));
                        if (!label.empty()) return label;
                    }
                }
            }
        }
    }
    return Prescan(head).run();
}

}  // namespace htmlprune
