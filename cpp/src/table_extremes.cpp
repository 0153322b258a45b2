#include "detail/table_extremes.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <limits>
#include <string>

#include "detail/clean_rules.hpp"  // iequals_lower
#include "htmlprune/tags.hpp"

namespace htmlprune::detail {
namespace {

constexpr std::size_t kCellBytes = 48;    // enough for a number and what precedes it
constexpr std::size_t kMaxColumns = 64;   // wider rows' further cells are not read
constexpr std::size_t kMaxTies = 2;       // an extreme that more rows share singles none out
constexpr std::size_t kMinNumbers = 3;    // fewer numbers make no column

bool starts_with(std::string_view s, std::size_t i, std::string_view prefix) noexcept {
    return i <= s.size() && s.size() - i >= prefix.size() && s.compare(i, prefix.size(), prefix) == 0;
}

// The first kCellBytes bytes of the cell's text, a space between its text nodes ("Opening<br>date": two
// words). An iterative pre-order walk of its subtree.
std::string_view cell_text(const Document& doc, NodeIndex cell, std::array<char, kCellBytes>& buf) noexcept {
    std::size_t used = 0;
    NodeIndex c = doc.nodes[cell].first_child;
    while (c != kNoNode && used < buf.size()) {
        const Node& node = doc.nodes[c];
        if (node.kind == NodeKind::kText) {
            if (used > 0) buf[used++] = ' ';
            const std::string_view t = doc.text(c);
            const std::size_t k = std::min(t.size(), buf.size() - used);
            std::copy_n(t.data(), k, buf.data() + used);
            used += k;
        }
        if (node.first_child != kNoNode) {
            c = node.first_child;
            continue;
        }
        while (c != cell && doc.nodes[c].next_sibling == kNoNode) c = doc.nodes[c].parent;
        c = c == cell ? kNoNode : doc.nodes[c].next_sibling;
    }
    return {buf.data(), used};
}

bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }

constexpr double kNoNumber = std::numeric_limits<double>::quiet_NaN();

constexpr std::array<std::string_view, 12> kMonths = {"january", "february", "march",     "april",
                                                      "may",     "june",     "july",      "august",
                                                      "september", "october", "november", "december"};

bool is_letter(char c) noexcept { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }

void skip_spaces(std::string_view t, std::size_t& i) noexcept {
    for (;;) {
        if (i < t.size() && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r' || t[i] == ',')) {
            ++i;
        } else if (starts_with(t, i, "\xC2\xA0")) {  // no-break space
            i += 2;
        } else {
            return;
        }
    }
}

// Unsigned digits at t[i] (at most `most` of them); -1 when there are none.
long digits_at(std::string_view t, std::size_t& i, std::size_t most) noexcept {
    long v = -1;
    for (std::size_t k = 0; k < most && i < t.size() && is_digit(t[i]); ++k, ++i) {
        v = (v < 0 ? 0 : v * 10) + (t[i] - '0');
    }
    return v;
}

// The month (1-12) of an English month name or its 3-letter abbreviation (or "Sept") at t[i], moving past it
// (and an abbreviation's dot); 0 if the word there is none.
int month_at(std::string_view t, std::size_t& i) noexcept {
    std::size_t j = i;
    while (j < t.size() && is_letter(t[j])) ++j;
    const std::string_view w = t.substr(i, j - i);
    for (std::size_t m = 0; m < kMonths.size(); ++m) {
        if (iequals_lower(w, kMonths[m]) || iequals_lower(w, kMonths[m].substr(0, 3)) ||
            (m == 8 && iequals_lower(w, "sept"))) {
            i = starts_with(t, j, ".") ? j + 1 : j;
            return static_cast<int>(m) + 1;
        }
    }
    return 0;
}

// A date as a number that orders dates and plain years alike: the year plus the day's share of it.
double date_value(long year, int month, long day) noexcept {
    return static_cast<double>(year) + ((month - 1) * 31.0 + static_cast<double>(day)) / 373.0;
}

// "August 26, 1918", "Aug 1918" at t[i] (after the month name): the date, or NaN.
double date_after_month(std::string_view t, std::size_t i, int month) noexcept {
    skip_spaces(t, i);
    std::size_t j = i;
    long day = digits_at(t, j, 2);
    if (day >= 1 && day <= 31 && (j >= t.size() || !is_digit(t[j]))) {
        i = j;
        skip_spaces(t, i);
    } else {
        day = 0;
    }
    const std::size_t year_start = i;
    const long year = digits_at(t, i, 4);
    return i - year_start == 4 ? date_value(year, month, day) : kNoNumber;
}

// The number a cell's text starts with, after spaces, a sign (- + U+2212) and a currency sign ($ £ € ¥):
// "1,234" 1234, "$5.5" 5.5, "−3" -3, "12 km" 12; or the date it starts with ("1918-08-26", "August 26,
// 1918", "26 Aug 1918", "May 1920"), as its year plus the day's share of it, so that dates and plain years
// order alike; NaN when it starts with anything else ("Mayor", "n/a", empty). The cell's inline-hidden text
// counts: sortable tables hide a sort key there, written for ordering.
double number_at(std::string_view t) noexcept {
    std::size_t i = 0;
    skip_spaces(t, i);
    if (const int month = month_at(t, i); month != 0) return date_after_month(t, i, month);
    double sign = 1.0;
    if (i < t.size() && (t[i] == '-' || t[i] == '+')) {
        sign = t[i] == '-' ? -1.0 : 1.0;
        ++i;
    } else if (starts_with(t, i, "\xE2\x88\x92")) {  // U+2212 minus sign
        sign = -1.0;
        i += 3;
    }
    for (const std::string_view currency : {"$", "\xC2\xA3", "\xE2\x82\xAC", "\xC2\xA5"}) {
        if (starts_with(t, i, currency)) {
            i += currency.size();
            break;
        }
    }
    if (i >= t.size() || !is_digit(t[i])) return kNoNumber;
    const std::size_t start = i;
    double value = 0.0;
    bool grouped = false;
    for (; i < t.size(); ++i) {
        if (is_digit(t[i])) {
            value = value * 10.0 + (t[i] - '0');
        } else if (t[i] == ',' && i + 1 < t.size() && is_digit(t[i + 1])) {
            grouped = true;  // a comma between digits groups thousands
        } else {
            break;
        }
    }
    if (!grouped && i - start == 4 && starts_with(t, i, "-")) {  // ISO 8601: 1918-08-26
        std::size_t j = i + 1;
        const long month = digits_at(t, j, 2);
        const long day = starts_with(t, j, "-") ? digits_at(t, ++j, 2) : -1;
        if (month >= 1 && month <= 12 && day >= 1 && day <= 31) {
            return date_value(static_cast<long>(value), static_cast<int>(month), day);
        }
    }
    if (!grouped && i - start <= 2 && value >= 1 && value <= 31) {  // 26 August 1918
        std::size_t j = i;
        skip_spaces(t, j);
        if (const int month = month_at(t, j); month != 0) {
            skip_spaces(t, j);
            const std::size_t year_start = j;
            const long year = digits_at(t, j, 4);
            return j - year_start == 4 ? date_value(year, month, static_cast<long>(value)) : kNoNumber;
        }
    }
    if (i + 1 < t.size() && t[i] == '.' && is_digit(t[i + 1])) {
        double scale = 0.1;
        for (++i; i < t.size() && is_digit(t[i]); ++i, scale /= 10.0) value += (t[i] - '0') * scale;
    }
    return sign * value;
}

bool is_cell(const Node& n) noexcept { return is_element(n) && (n.tag == TagId::kTd || n.tag == TagId::kTh); }

// The question's words of 3+ ASCII letters, lowercased, without a plural "s" ("grades" matches "Grade").
std::vector<std::string> words_of(std::string_view text) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        if (!is_letter(text[i])) {
            ++i;
            continue;
        }
        std::string w;
        for (; i < text.size() && is_letter(text[i]); ++i) w.push_back(static_cast<char>(text[i] | 0x20));
        if (w.size() > 3 && w.back() == 's') w.pop_back();
        if (w.size() >= 3) out.push_back(std::move(w));
    }
    return out;
}

// The header row of the table that holds row group `group` (a table, tbody, thead or tfoot): its first row
// without a td, among the table's rows and its row groups' rows; kNoNode when it has none.
NodeIndex header_row(const Document& doc, NodeIndex group) noexcept {
    NodeIndex table = group;
    if (doc.nodes[group].tag != TagId::kTable) table = doc.nodes[group].parent;
    if (table == kNoNode || !is_element(doc.nodes[table]) || doc.nodes[table].tag != TagId::kTable) return kNoNode;
    for (NodeIndex c = doc.nodes[table].first_child; c != kNoNode; c = doc.nodes[c].next_sibling) {
        if (!is_element(doc.nodes[c])) continue;
        if (doc.nodes[c].tag == TagId::kTr) {
            if (!is_data_row(doc, c)) return c;
            continue;
        }
        for (NodeIndex r = doc.nodes[c].first_child; r != kNoNode; r = doc.nodes[r].next_sibling) {
            if (is_element(doc.nodes[r]) && doc.nodes[r].tag == TagId::kTr && !is_data_row(doc, r)) return r;
        }
    }
    return kNoNode;
}

// Per column of `header`: whether its cell shares a word with the question's `words`.
std::vector<std::uint8_t> header_matches(const Document& doc, NodeIndex header, const std::vector<std::string>& words) {
    std::vector<std::uint8_t> out;
    if (header == kNoNode || words.empty()) return out;
    std::array<char, kCellBytes> buf{};
    for (NodeIndex c = doc.nodes[header].first_child; c != kNoNode && out.size() < kMaxColumns;
         c = doc.nodes[c].next_sibling) {
        if (!is_cell(doc.nodes[c])) continue;
        const std::vector<std::string> cell = words_of(cell_text(doc, c, buf));
        const bool shared = std::any_of(cell.begin(), cell.end(), [&](const std::string& w) {
            return std::find(words.begin(), words.end(), w) != words.end();
        });
        out.push_back(shared ? 1 : 0);
    }
    return out;
}

// Marks the data rows of `group` that hold one of its numeric columns' extremes.
void mark_group(const Document& doc, NodeIndex group, const std::vector<std::string>& words,
                std::vector<std::uint8_t>& marks) {
    std::vector<NodeIndex> rows;
    std::size_t columns = 0;
    for (NodeIndex r = doc.nodes[group].first_child; r != kNoNode; r = doc.nodes[r].next_sibling) {
        if (!is_data_row(doc, r)) continue;
        rows.push_back(r);
        columns = std::max(columns, std::min(row_cells(doc, r), kMaxColumns));
    }
    if (rows.size() < kMinNumbers || columns == 0) return;
    std::vector<double> values(rows.size() * columns, kNoNumber);
    std::array<char, kCellBytes> buf{};
    for (std::size_t i = 0; i < rows.size(); ++i) {
        std::size_t k = 0;
        for (NodeIndex c = doc.nodes[rows[i]].first_child; c != kNoNode && k < columns; c = doc.nodes[c].next_sibling) {
            if (!is_cell(doc.nodes[c])) continue;
            values[i * columns + k] = number_at(cell_text(doc, c, buf));
            ++k;
        }
    }
    const std::vector<std::uint8_t> named = header_matches(doc, header_row(doc, group), words);
    for (std::size_t k = 0; k < columns; ++k) {
        std::size_t numbers = 0;
        double lo = std::numeric_limits<double>::infinity();
        double hi = -lo;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const double v = values[i * columns + k];
            if (std::isnan(v)) continue;
            ++numbers;
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
        if (numbers < kMinNumbers || 2 * numbers <= rows.size() || lo == hi) continue;
        const std::uint8_t bits = kColumnExtreme | (k < named.size() && named[k] ? kHeaderExtreme : 0);
        for (const double end : {lo, hi}) {
            std::size_t ties = 0;
            for (std::size_t i = 0; i < rows.size(); ++i) ties += values[i * columns + k] == end ? 1 : 0;
            if (ties > kMaxTies) continue;
            for (std::size_t i = 0; i < rows.size(); ++i) {
                if (values[i * columns + k] == end) marks[rows[i]] |= bits;
            }
        }
    }
}

}  // namespace

bool is_data_row(const Document& doc, NodeIndex tr) noexcept {
    if (!is_element(doc.nodes[tr]) || doc.nodes[tr].tag != TagId::kTr) return false;
    for (NodeIndex c = doc.nodes[tr].first_child; c != kNoNode; c = doc.nodes[c].next_sibling) {
        if (is_element(doc.nodes[c]) && doc.nodes[c].tag == TagId::kTd) return true;
    }
    return false;
}

std::size_t row_cells(const Document& doc, NodeIndex tr) noexcept {
    std::size_t n = 0;
    for (NodeIndex c = doc.nodes[tr].first_child; c != kNoNode; c = doc.nodes[c].next_sibling) {
        n += is_cell(doc.nodes[c]) ? 1 : 0;
    }
    return n;
}

std::vector<std::uint8_t> column_extremes(const Document& doc, const std::vector<NodeIndex>& nodes,
                                          std::string_view query) {
    std::vector<std::uint8_t> marks(doc.nodes.size(), 0);
    std::vector<std::uint8_t> seen(doc.nodes.size(), 0);
    const std::vector<std::string> words = words_of(query);
    for (NodeIndex v : nodes) {
        if (v == kNoNode) continue;
        if (!is_data_row(doc, v)) v = doc.nodes[v].parent;  // a cell's block: its row
        if (v == kNoNode || !is_data_row(doc, v)) continue;
        const NodeIndex group = doc.nodes[v].parent;
        if (group == kNoNode || seen[group]) continue;
        seen[group] = 1;
        mark_group(doc, group, words, marks);
    }
    return marks;
}

}  // namespace htmlprune::detail
