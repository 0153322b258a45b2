// HTML tokenizer: a byte-level state machine after the WHATWG tokenizer (13.2.5), pull-based.
//
// The tokenizer writes everything it decodes (text, tag names of unknown elements, attribute names
// and values, comments) straight into the Document it was reset with: Token spans point into
// Document::buf and attributes are appended to Document::attrs. It never touches Document::nodes.
//
// Input handling: a leading UTF-8 BOM is skipped; "\r\n"/"\r" become "\n", U+0000 and invalid UTF-8
// become U+FFFD (done once up front, only when the input needs it). A U+0000 in text of the data state
// outside svg/math content (set_cdata_allowed(false)) is dropped instead, as the tree construction rules
// ignore it there ("in body", "in table text", "in select"); everywhere else it stays U+FFFD. Text runs are copied with
// memchr/SWAR jumps to the next '<' or '&', never one table dispatch per byte.
//
// Ownership: the input must outlive the tokenizing (until next() returns false or reset() is called
// again); the Document must outlive the Tokenizer's use of it.
// Complexity: O(n) in input bytes for the whole run, whatever the markup (no backtracking beyond
// one construct). Memory: Document::buf grows by at most a constant factor of the input. Thread
// safety: one Tokenizer per thread; reusable via reset(), which keeps its buffers.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/dom.hpp"
#include "htmlprune/tags.hpp"

namespace htmlprune {

enum class TokenKind : std::uint8_t {
    kText,  ///< character data (decoded); `text` set; adjacent text is always merged into one token
    kStartTag,  ///< `tag`, `name`, attributes, `self_closing` set
    kEndTag,    ///< `tag`, `name` set (attributes on end tags are parsed and dropped)
    kComment,   ///< `text` set (only when comments are kept; includes bogus comments <!x> and <?x>)
    kDoctype,   ///< `text`: what follows "<!DOCTYPE", trimmed
};

/// How the tokenizer reads the content after a start tag; set by the tree builder (13.2.6).
enum class TextMode : std::uint8_t {
    kData,     ///< markup
    kRcdata,   ///< text with character references until the appropriate end tag (title, textarea)
    kRawText,  ///< text without references until the appropriate end tag (style, xmp, iframe, ...)
    kScriptData,  ///< raw text with the script escape states (<!-- <script> ... </script> -->)
    kPlaintext,   ///< the rest of the input is text
};

/// One token. All spans index Document::buf of the Document passed to Tokenizer::reset().
struct Token {
    TokenKind kind = TokenKind::kText;
    TagId tag = TagId::kUnknown;   ///< tags only; kUnknown for names not in tags.hpp
    bool self_closing = false;     ///< start tags only: written as <x/>
    Span name;                     ///< tags only: ASCII-lowercased name
    Span text;                     ///< text, comment, doctype
    std::uint32_t attr_begin = 0;  ///< start tags only: first attribute in Document::attrs
    std::uint32_t attr_count = 0;  ///< start tags only (duplicates already removed: the first wins)
    std::uint32_t buf_mark = 0;    ///< Document::buf size before this token wrote into it (tags)
    bool skipped = false;  ///< text only: non-empty raw text skipped unstored (`text` empty; see set_text_mode)
};

class Tokenizer {
   public:
    /// Begins tokenizing `input` into `doc`: clears doc.buf and doc.attrs (keeping their capacity;
    /// nodes are left alone) and writes the table of known tag names at the start of doc.buf (see
    /// known_tag_name). O(n) (one validation pass; one copy only when the input needs
    /// preprocessing). `normalized`: the input is known to be valid UTF-8 without CR or NUL (the
    /// validation pass is skipped).
    void reset(std::string_view input, Document& doc, bool keep_comments, bool normalized = false);

    /// Produces the next token; returns false at the end of the input. Text before a construct is
    /// returned first. Never throws (except std::bad_alloc).
    bool next(Token& token) {
        // Inline: every other token is a tag already read behind the text before it.
        if (has_pending_) {
            token = pending_;
            has_pending_ = false;
            return true;
        }
        return scan(token);
    }

    /// Called by the tree builder right after next() returned a start tag: how to read its content.
    /// The appropriate end tag for kRcdata/kRawText/kScriptData is that start tag's name. `skip`
    /// (kRawText/kScriptData only): the content is not stored; next() returns it as one text token with
    /// an empty span and `skipped` set (when it is not empty), then the end tag as usual.
    void set_text_mode(TextMode mode, std::string_view end_tag_name, bool skip = false);

    /// Whether <![CDATA[...]]> is a CDATA section (true in svg/math content) or a bogus comment.
    void set_cdata_allowed(bool allowed) noexcept { cdata_allowed_ = allowed; }

    /// Stores only attributes whose lowercased name is in `*names` (nullptr: all); the others are
    /// skipped without decoding. Kept until changed; reset() leaves it alone. `names` must outlive
    /// the tokenizing.
    void set_attribute_filter(const std::vector<std::string>* names) noexcept;

    /// Forgets what `token` wrote into the Document (its buf bytes and attributes), for tag,
    /// comment and doctype tokens the tree builder ignores (a no-op for text). Only valid for the
    /// token just returned by next(). O(1).
    void discard(const Token& token);

    /// The span of the known tag name `tag` inside the table reset() writes at the start of
    /// doc.buf.
    static Span known_tag_name(TagId tag) noexcept;

   private:
    bool scan(Token& token);  // next() without a pending token
    enum class Markup : std::uint8_t { kToken, kSkipped, kLiteral };

    bool data(Token& token);
    bool rcdata(Token& token);
    bool raw_text(Token& token, bool script);
    bool finish_text(Token& token, std::uint32_t text_start);
    template <bool kNul>
    const char* text_until_lt(const char* p, bool drop_nul);
    void append_text_run(const char* p, const char* q, bool drop_nul);
    const char* markup(const char* lt, Markup* result);
    const char* tag(const char* lt, bool end_tag, Markup* result);
    const char* comment(const char* lt, Markup* result);
    const char* bogus_comment(const char* content, Markup* result);
    const char* doctype(const char* lt, Markup* result);
    const char* char_ref(const char* amp, bool in_attribute);
    const char* attribute_value(const char* p, char quote);
    const char* skip_attribute_value(const char* p, char quote) const noexcept;
    bool wanted_attribute(const char* name, const char* end) const noexcept;
    bool is_end_tag_here(const char* lt) const noexcept;
    void dedupe_attributes();
    void emit_comment(const char* begin, const char* end, Markup* result);

    std::string scratch_;  // preprocessed input, when the raw input needed it
    std::vector<std::size_t> nul_at_;  // offsets in scratch_ of the U+FFFDs that replaced a U+0000
    std::size_t next_nul_ = 0;         // index into nul_at_ of next_nul_at_
    const char* next_nul_at_ = nullptr;  // the first of them not yet passed; end_ when none is left
    const char* p_ = nullptr;
    const char* end_ = nullptr;
    Document* doc_ = nullptr;
    Token pending_;
    bool has_pending_ = false;
    bool keep_comments_ = false;
    bool cdata_allowed_ = false;
    TextMode mode_ = TextMode::kData;
    bool skip_text_ = false;  // set_text_mode's `skip`, for the raw text being read
    std::string end_tag_name_;
    std::vector<std::uint32_t> order_;  // scratch for de-duplicating many attributes
    const std::vector<std::string>* filter_ = nullptr;  // attribute names to store (nullptr: all)
    // per min(length, 63): bit (first byte & 63) of each filter name of that length
    std::array<std::uint64_t, 64> filter_firsts_{};
};

}  // namespace htmlprune
