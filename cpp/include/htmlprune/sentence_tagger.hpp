// Finite-state sentence tagger for zero-indexing search augmentation (He et al., 01.AI): splits visible text
// into sentence segments and wraps each as <TAG-i>...</TAG-i> so an LLM can answer with tag ids.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace htmlprune {

/// One segment: the half-open UTF-8 byte range [start_byte, end_byte) of the input text. A segment never
/// starts or ends with whitespace, is never empty, and segments come in text order without overlap; the bytes
/// between two segments (and before the first / after the last) are whitespace only.
struct SentenceSpan {
    std::uint32_t start_byte = 0;
    std::uint32_t end_byte = 0;
};

/// Where line breaks end a segment.
enum class LineBreaks : std::uint8_t {
    kAny,    ///< every line break ends a segment (visible text puts each block on its own line)
    kBlank,  ///< only a blank line (two or more line breaks) ends a segment; single breaks are spaces
    kNone,   ///< line breaks are plain whitespace
};

struct SentenceTaggerOptions {
    LineBreaks line_breaks = LineBreaks::kAny;
    /// A segment longer than this many bytes is cut at its last whitespace (or, without any, at the last
    /// UTF-8 character boundary) so that no segment exceeds it. 0 = unlimited. Otherwise at least 16.
    std::uint32_t max_segment_bytes = 0;
    /// Largest accepted input in bytes; offsets are uint32, so at most 4 GiB - 1.
    std::size_t max_bytes = std::size_t{1} << 30;
};

/// Splits `text` (UTF-8; invalid bytes are treated as ordinary characters) into sentence segments.
///
/// A segment ends after a run of terminators (`.` `!` `?` `…`, CJK `。` `！` `？` `｡`) and the closing quotes
/// and brackets right after it (`"` `'` `)` `]` `}` `”` `’` `»` `」` `』` `）` `】` `》`), and at line breaks per
/// `line_breaks`. ASCII terminators and `…` end a sentence only when whitespace or the end of the text follows,
/// so decimals (3.14), versions (v1.2.3), URLs, e-mail addresses and file names never split; CJK terminators
/// need no space. A `.` does not end a sentence after a known abbreviation (e.g., i.e., Dr., Mr., vs., etc.
/// before a lowercase word, Fig. ...), a single-letter initial (J. R. R. Tolkien), a dotted acronym (U.S., Ph.D.,
/// a.m.), "No." before a number, an ordinal before a month or a word such as "Jahrhundert" ("am 3. Oktober",
/// "im 9. Jahrhundert"), or when the next word starts with a lowercase letter (an ellipsis inside a sentence:
/// "wait... what").
///
/// One pass over the bytes with an explicit state machine; O(n) time, O(number of segments) memory.
/// Thread-safe (pure function). The returned spans refer to `text`, which the caller keeps.
///
/// Throws htmlprune::Error(kLimitExceeded) when text is larger than options.max_bytes (or 4 GiB - 1) and
/// Error(kInvalidArgument) for 0 < max_segment_bytes < 16.
std::vector<SentenceSpan> split_sentences(std::string_view text,
                                          const SentenceTaggerOptions& options = {});

/// Writes `text` with each span wrapped as `<TAG-i>...</TAG-i>` (i from `first_id`, in span order) and the
/// bytes between spans copied unchanged, so removing the tags gives back `text`. `spans` must be sorted,
/// non-overlapping and inside `text` (Error(kInvalidArgument) otherwise). O(n + total tag bytes).
std::string tag_spans(std::string_view text, const std::vector<SentenceSpan>& spans,
                      std::uint32_t first_id = 1);

}  // namespace htmlprune
