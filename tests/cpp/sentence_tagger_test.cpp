#include "htmlprune/sentence_tagger.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/status.hpp"

namespace htmlprune {
namespace {

std::vector<std::string> split(std::string_view text, const SentenceTaggerOptions& options = {}) {
    std::vector<std::string> out;
    for (const SentenceSpan& sp : split_sentences(text, options)) {
        out.emplace_back(text.substr(sp.start_byte, sp.end_byte - sp.start_byte));
    }
    return out;
}

using V = std::vector<std::string>;

TEST(SentenceTagger, SplitsOnTerminators) {
    EXPECT_EQ(split("It rained. We stayed in! Did you? Yes."),
              (V{"It rained.", "We stayed in!", "Did you?", "Yes."}));
}

TEST(SentenceTagger, EmptyAndWhitespaceOnly) {
    EXPECT_TRUE(split("").empty());
    EXPECT_TRUE(split(" \n\t \xC2\xA0 ").empty());
    EXPECT_EQ(split("  no terminator  "), (V{"no terminator"}));
}

TEST(SentenceTagger, DecimalsVersionsAndNumbers) {
    EXPECT_EQ(split("Pi is about 3.14 and e is 2.718. Python 3.11.7 ships v1.2.3 of it."),
              (V{"Pi is about 3.14 and e is 2.718.", "Python 3.11.7 ships v1.2.3 of it."}));
    EXPECT_EQ(split("It cost $4.50. Then it cost 5."), (V{"It cost $4.50.", "Then it cost 5."}));
}

TEST(SentenceTagger, Abbreviations) {
    EXPECT_EQ(split("Dr. Smith met Mr. Jones at St. Mary's. They talked."),
              (V{"Dr. Smith met Mr. Jones at St. Mary's.", "They talked."}));
    EXPECT_EQ(split("Use a fruit, e.g. Apples, i.e. Red ones. Done."),
              (V{"Use a fruit, e.g. Apples, i.e. Red ones.", "Done."}));
    EXPECT_EQ(split("He moved to the U.S. in 1990 and got a Ph.D. Later he taught."),
              (V{"He moved to the U.S. in 1990 and got a Ph.D. Later he taught."}));
    EXPECT_EQ(split("Written by J. R. R. Tolkien. A classic."),
              (V{"Written by J. R. R. Tolkien.", "A classic."}));
    EXPECT_EQ(split("See Fig. 3 and No. 5 on p. 12. It is clear."),
              (V{"See Fig. 3 and No. 5 on p. 12.", "It is clear."}));
    EXPECT_EQ(split("Smith et al. (2020) agree. Others vs. them."),
              (V{"Smith et al. (2020) agree.", "Others vs. them."}));
}

TEST(SentenceTagger, AbbreviationThatEndsASentence) {
    // "etc." and "no." are not in the never-end table: an uppercase word after them starts a sentence.
    EXPECT_EQ(split("Bring pens, paper, etc. Then sit. I said no. He left."),
              (V{"Bring pens, paper, etc.", "Then sit.", "I said no.", "He left."}));
    EXPECT_EQ(split("Pens, paper, etc. are fine."), (V{"Pens, paper, etc. are fine."}));
}

TEST(SentenceTagger, OrdinalNumbers) {
    EXPECT_EQ(split("Tee kam im 9. Jahrhundert nach Japan. Am 3. Oktober 1990. Der 1. FC K\xC3\xB6ln spielt."),
              (V{"Tee kam im 9. Jahrhundert nach Japan.", "Am 3. Oktober 1990.", "Der 1. FC K\xC3\xB6ln spielt."}));
    EXPECT_EQ(split("Seit dem 1. M\xC3\x84RZ gilt es."), (V{"Seit dem 1. M\xC3\x84RZ gilt es."}));
    EXPECT_EQ(split("He was 42. Then he retired. In 1990. October came."),
              (V{"He was 42.", "Then he retired.", "In 1990.", "October came."}));
}

TEST(SentenceTagger, UrlsAndEmails) {
    EXPECT_EQ(split("Visit https://example.com/a.html?q=1&x=2.5 now. Mail bob.smith@mail.example.org. Or www.example.co.uk!"),
              (V{"Visit https://example.com/a.html?q=1&x=2.5 now.", "Mail bob.smith@mail.example.org.",
                 "Or www.example.co.uk!"}));
}

TEST(SentenceTagger, Ellipses) {
    EXPECT_EQ(split("Wait... what did you say? Well... maybe later... Or never."),
              (V{"Wait... what did you say?", "Well... maybe later...", "Or never."}));
    EXPECT_EQ(split("He paused\xE2\x80\xA6 then left. And so\xE2\x80\xA6 It ended."),
              (V{"He paused\xE2\x80\xA6 then left.", "And so\xE2\x80\xA6", "It ended."}));
    EXPECT_EQ(split("Loading...done."), (V{"Loading...done."}));
}

TEST(SentenceTagger, ClosingQuotesAndBrackets) {
    EXPECT_EQ(split("He said \"Stop.\" Then he left. (It was late.) Fine!'"),
              (V{"He said \"Stop.\"", "Then he left.", "(It was late.)", "Fine!'"}));
    EXPECT_EQ(split("\xE2\x80\x9CWhy?\xE2\x80\x9D she asked. \xC2\xABOui.\xC2\xBB Non."),
              (V{"\xE2\x80\x9CWhy?\xE2\x80\x9D she asked.", "\xC2\xABOui.\xC2\xBB", "Non."}));
}

TEST(SentenceTagger, LowercaseAfterBangOrQuestionContinues) {
    EXPECT_EQ(split("Yahoo! is a company. Really?! Yes."),
              (V{"Yahoo! is a company.", "Really?!", "Yes."}));
}

TEST(SentenceTagger, Cjk) {
    // 今天下雨了。我们在家！你呢？「好。」他说。
    const std::string text =
        "\xE4\xBB\x8A\xE5\xA4\xA9\xE4\xB8\x8B\xE9\x9B\xA8\xE4\xBA\x86\xE3\x80\x82"
        "\xE6\x88\x91\xE4\xBB\xAC\xE5\x9C\xA8\xE5\xAE\xB6\xEF\xBC\x81"
        "\xE4\xBD\xA0\xE5\x91\xA2\xEF\xBC\x9F"
        "\xE3\x80\x8C\xE5\xA5\xBD\xE3\x80\x82\xE3\x80\x8D"
        "\xE4\xBB\x96\xE8\xAF\xB4\xE3\x80\x82";
    const V got = split(text);
    ASSERT_EQ(got.size(), 5U);
    EXPECT_EQ(got[0], "\xE4\xBB\x8A\xE5\xA4\xA9\xE4\xB8\x8B\xE9\x9B\xA8\xE4\xBA\x86\xE3\x80\x82");
    EXPECT_EQ(got[1], "\xE6\x88\x91\xE4\xBB\xAC\xE5\x9C\xA8\xE5\xAE\xB6\xEF\xBC\x81");
    EXPECT_EQ(got[2], "\xE4\xBD\xA0\xE5\x91\xA2\xEF\xBC\x9F");
    EXPECT_EQ(got[3], "\xE3\x80\x8C\xE5\xA5\xBD\xE3\x80\x82\xE3\x80\x8D");
    EXPECT_EQ(got[4], "\xE4\xBB\x96\xE8\xAF\xB4\xE3\x80\x82");
}

TEST(SentenceTagger, LineBreakModes) {
    const std::string text = "Title\nfirst line\nsecond line\n\nNew paragraph. Two.\r\nThree";
    EXPECT_EQ(split(text), (V{"Title", "first line", "second line", "New paragraph.", "Two.", "Three"}));
    SentenceTaggerOptions blank;
    blank.line_breaks = LineBreaks::kBlank;
    EXPECT_EQ(split(text, blank),
              (V{"Title\nfirst line\nsecond line", "New paragraph.", "Two.", "Three"}));
    SentenceTaggerOptions none;
    none.line_breaks = LineBreaks::kNone;
    EXPECT_EQ(split(text, none),
              (V{"Title\nfirst line\nsecond line\n\nNew paragraph.", "Two.", "Three"}));
    EXPECT_EQ(split("a line\nwrapped here. Next", blank), (V{"a line\nwrapped here.", "Next"}));
}

TEST(SentenceTagger, UnicodeSpacesAndLineSeparators) {
    // U+0085 and U+2028 break lines; U+00A0, U+2009, U+205F and U+3000 are spaces.
    EXPECT_EQ(split("one\xC2\x85two\xE2\x80\xA8three"), (V{"one", "two", "three"}));
    const std::string text = std::string("\xC2\xA0") + "A." + "\xE2\x80\x89" + "B" + "\xE2\x81\x9F" + "!" +
                             "\xE3\x80\x80" + " C." + "\xE2\x80\x89";
    EXPECT_EQ(split(text), (V{std::string("A.\xE2\x80\x89") + "B" + "\xE2\x81\x9F" + "!", "C."}));
}

TEST(SentenceTagger, AbbreviationBeforeLineBreakStillBreaks) {
    EXPECT_EQ(split("Dr.\nSmith"), (V{"Dr.", "Smith"}));
}

TEST(SentenceTagger, MaxSegmentBytes) {
    SentenceTaggerOptions opt;
    opt.max_segment_bytes = 16;
    const std::string text = "one two three four five six seven. abcdefghijklmnopqrstuvwxyz end";
    const auto spans = split_sentences(text, opt);
    std::uint32_t prev = 0;
    for (const SentenceSpan& sp : spans) {
        EXPECT_LE(sp.end_byte - sp.start_byte, 16U);
        EXPECT_GE(sp.start_byte, prev);
        prev = sp.end_byte;
    }
    EXPECT_EQ(split(text, opt), (V{"one two three", "four five six", "seven.", "abcdefghijklmnop",
                                   "qrstuvwxyz end"}));
    opt.max_segment_bytes = 8;
    EXPECT_THROW(split_sentences(text, opt), Error);
}

TEST(SentenceTagger, MaxSegmentBytesNeverCutsInsideACharacter) {
    SentenceTaggerOptions opt;
    opt.max_segment_bytes = 16;
    std::string text;
    for (int k = 0; k < 20; ++k) text += "\xE4\xBD\xA0";  // 你 x 20, no spaces, no terminators
    for (const SentenceSpan& sp : split_sentences(text, opt)) {
        EXPECT_EQ(sp.start_byte % 3, 0U);
        EXPECT_EQ(sp.end_byte % 3, 0U);
        EXPECT_LE(sp.end_byte - sp.start_byte, 16U);
    }
}

TEST(SentenceTagger, InvalidUtf8IsOrdinaryText) {
    const std::string text = "Bad \xFF\xFE bytes. Truncated \xE3\x80";
    const V got = split(text);
    ASSERT_EQ(got.size(), 2U);
    EXPECT_EQ(got[0], "Bad \xFF\xFE bytes.");
    EXPECT_EQ(got[1], "Truncated \xE3\x80");
}

TEST(SentenceTagger, LimitExceeded) {
    SentenceTaggerOptions opt;
    opt.max_bytes = 4;
    try {
        split_sentences("hello", opt);
        FAIL() << "expected an Error";
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), Errc::kLimitExceeded);
    }
}

TEST(SentenceTagger, TagSpansRoundTrips) {
    const std::string text = "  One. Two!\nThree  ";
    const auto spans = split_sentences(text);
    ASSERT_EQ(spans.size(), 3U);
    EXPECT_EQ(tag_spans(text, spans), "  <TAG-1>One.</TAG-1> <TAG-2>Two!</TAG-2>\n<TAG-3>Three</TAG-3>  ");
    EXPECT_EQ(tag_spans(text, spans, 7), "  <TAG-7>One.</TAG-7> <TAG-8>Two!</TAG-8>\n<TAG-9>Three</TAG-9>  ");
    EXPECT_EQ(tag_spans(text, {}), text);
}

TEST(SentenceTagger, TagSpansRejectsBadSpans) {
    EXPECT_THROW(tag_spans("abc", {{0, 2}, {1, 3}}), Error);
    EXPECT_THROW(tag_spans("abc", {{0, 4}}), Error);
    EXPECT_THROW(tag_spans("abc", {{2, 1}}), Error);
}

// Invariants on arbitrary bytes: spans sorted, disjoint, non-empty, trimmed, gaps whitespace only.
TEST(SentenceTagger, InvariantsOnPseudoRandomInput) {
    const char* pieces[] = {"a", "Dr", ".", "!", "?", " ", "\n", "\r\n", "3", "\xE2\x80\xA6", "\xE3\x80\x82",
                            "\"", ")", "\xC2\xA0", "e.g", "\xFF", "\xE4\xBD\xA0", "x@y", "U.S"};
    std::uint32_t seed = 12345;
    for (int round = 0; round < 500; ++round) {
        std::string text;
        const int len = round % 40;
        for (int k = 0; k < len; ++k) {
            seed = seed * 1103515245U + 12345U;
            text += pieces[(seed >> 16) % (sizeof(pieces) / sizeof(pieces[0]))];
        }
        for (const LineBreaks lb : {LineBreaks::kAny, LineBreaks::kBlank, LineBreaks::kNone}) {
            SentenceTaggerOptions opt;
            opt.line_breaks = lb;
            opt.max_segment_bytes = round % 2 == 0 ? 0 : 16;
            const auto spans = split_sentences(text, opt);
            std::uint32_t prev = 0;
            for (const SentenceSpan& sp : spans) {
                ASSERT_LT(sp.start_byte, sp.end_byte);
                ASSERT_LE(sp.end_byte, text.size());
                ASSERT_GE(sp.start_byte, prev);
                for (std::uint32_t k = prev; k < sp.start_byte; ++k) {
                    const char c = text[k];
                    const bool ws = c == ' ' || c == '\n' || c == '\r' || c == '\t' ||
                                    (static_cast<unsigned char>(c) == 0xC2U) ||
                                    (static_cast<unsigned char>(c) == 0xA0U);
                    ASSERT_TRUE(ws) << "non-space byte in a gap: " << text;
                }
                if (opt.max_segment_bytes != 0) {
                    ASSERT_LE(sp.end_byte - sp.start_byte, opt.max_segment_bytes);
                }
                prev = sp.end_byte;
            }
        }
    }
}

}  // namespace
}  // namespace htmlprune
