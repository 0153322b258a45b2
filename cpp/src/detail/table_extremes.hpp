// Internal: which table rows hold a column's highest or lowest number, for the ranker's features on questions
// that ask for an extreme ("which school offers the most grades", "the tallest building"). Such a row shares
// no more words with the question than any other row of its table; over a table larger than the budget, BM25
// keeps the rows that name the question's words and drops the one that answers. Defined in
// table_extremes.cpp. Not part of the public API.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "htmlprune/dom.hpp"

namespace htmlprune::detail {

/// Whether `tr` is a table row with a data cell (a row of th only is a header row).
bool is_data_row(const Document& doc, NodeIndex tr) noexcept;

/// The cells (td, th) of table row `tr`.
std::size_t row_cells(const Document& doc, NodeIndex tr) noexcept;

/// Bits of column_extremes()'s result.
enum ColumnExtreme : std::uint8_t {
    kColumnExtreme = 1u << 0,  ///< the row holds the highest or lowest number of one of its table's numeric columns
    kHeaderExtreme = 1u << 1,  ///< ... of a column whose header cell shares a word with the question
};

/// Per Document node: ColumnExtreme bits for the table rows (`tr` with a `td`) among `nodes` and their parents
/// (a block may be a row or one of its cells) and for every other data row of their row groups. A column is
/// numeric when more than half of its group's data rows, and at least 3, start with a number or a date;
/// a row holds its extreme when at most 2 rows share that value. The k-th cell of a row is column k (spans
/// are not counted). O(cells of the rows' groups); no recursion.
std::vector<std::uint8_t> column_extremes(const Document& doc, const std::vector<NodeIndex>& nodes,
                                          std::string_view query);

}  // namespace htmlprune::detail
