// Okapi BM25 ranking of short documents (block texts) against a query, without any model.
//
// Tokenization (same for query and documents): Unicode case folding (Python's str.casefold(): full
// folding, e.g. "Straße" -> "strasse"; ASCII fast path), words = maximal runs of letters, combining marks
// and digits (Unicode L*, M*, N*); runs of CJK ideographs / Kana / Hangul become overlapping character
// bigrams ("北京大学" -> 北京 京大 大学), a lone CJK character a unigram. Everything else separates words.
// With stem = a Snowball language ("english", "russian", ...; see Stemmer), every word of the query and of
// the documents is replaced by its Snowball stem after folding (and after stopword removal), so that
// "released" matches "Release"; CJK bigrams are left as they are.
// With remove_stopwords, English stopwords (a short fixed list: articles, auxiliaries, pronouns,
// prepositions, question words) are removed from the *query* only; if nothing would remain, they stay.
//
// Score of document d: sum over query tokens q (repeats count, as in rank_bm25) of
//     idf(q) * tf(q,d) * (k1 + 1) / (tf(q,d) + k1 * (1 - b + b * |d| / avgdl)),
//     idf(q) = ln(1 + (N - n(q) + 0.5) / (n(q) + 0.5))   (Lucene's variant: never negative),
// where N is the number of documents, n(q) how many contain q, |d| the token count of d and avgdl the
// mean token count.
//
// Complexity: O(total bytes) time; memory O(query + longest document + documents). Only query terms are
// hashed: document tokens are looked up, never stored (with stemming, each distinct document word is
// stemmed once per call and remembered for that call). Thread-safe (no shared state).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/block_tree.hpp"

namespace htmlprune {

struct Bm25Options {
    /// Term-frequency saturation; >= 0.
    float k1 = 1.2f;
    /// Length normalisation in [0, 1].
    float b = 0.75f;
    /// Drop English stopwords from the query.
    bool remove_stopwords = true;
    /// Snowball stemmer for query and document words: a language name or code ("english", "en", ...);
    /// empty = no stemming. An unknown name throws Error(kInvalidArgument).
    std::string stem;
    /// Tree scoring only: score each block on its text plus its context, the text of its section
    /// heading (BlockTree::heading_block()) and of its table's header row (BlockTree::table_header()),
    /// so that "medals" finds the rows of a table under "Medal table".
    bool context = false;
    /// Without a stemmer, drop diacritics from query and document words ("Norrköping" matches
    /// "norrkoping"; see append_search_fold in text_unicode.hpp). A Snowball stemmer reads its language's
    /// accented letters itself, so with `stem` set this is ignored.
    bool fold_accents = true;
};

/// One score per document (same order). An empty query or corpus gives zeros / an empty vector.
/// Throws Error(kInvalidArgument) for k1 < 0, b outside [0, 1] or NaN parameters.
std::vector<float> bm25_scores(std::string_view query, const std::vector<std::string_view>& docs,
                               const Bm25Options& options = {});

/// Scores the blocks of `tree` by their texts (tree.text(i)).
std::vector<float> bm25_scores(std::string_view query, const BlockTree& tree,
                               const Bm25Options& options = {});

/// The tokens of `text` as bm25_scores sees them (query side when remove_stopwords is true), stemmed when
/// `stem` names a language, else without diacritics when fold_accents; for tests and debugging. O(n).
std::vector<std::string> bm25_tokenize(std::string_view text, bool remove_stopwords = false,
                                       std::string_view stem = {}, bool fold_accents = true);

}  // namespace htmlprune
