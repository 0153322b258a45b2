// Bindings of the finite-state sentence tagger; the facade is htmlprune.search.tag_sentences.
#include "pybind.hpp"  // always first

#include <htmlprune/sentence_tagger.hpp>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace htmlprune::python {
namespace {

SentenceTaggerOptions make_options(int line_breaks, std::uint32_t max_segment_bytes, std::size_t max_bytes) {
    if (line_breaks < 0 || line_breaks > 2) {
        throw py::value_error("line_breaks must be 0 (any), 1 (blank) or 2 (none), got " +
                              std::to_string(line_breaks));
    }
    SentenceTaggerOptions options;
    options.line_breaks = static_cast<LineBreaks>(line_breaks);
    options.max_segment_bytes = max_segment_bytes;
    options.max_bytes = max_bytes;
    return options;
}

// (n, 2) uint32 array [start_byte, end_byte) owning the moved vector through a capsule.
py::array_t<std::uint32_t> spans_array(std::vector<SentenceSpan>&& spans) {
    static_assert(sizeof(SentenceSpan) == 2 * sizeof(std::uint32_t), "SentenceSpan must be two packed uint32");
    auto* owned = new std::vector<SentenceSpan>(std::move(spans));
    py::capsule base(owned, [](void* p) { delete static_cast<std::vector<SentenceSpan>*>(p); });
    const auto n = static_cast<py::ssize_t>(owned->size());
    return py::array_t<std::uint32_t>({n, py::ssize_t{2}},
                                      {py::ssize_t{2 * sizeof(std::uint32_t)}, py::ssize_t{sizeof(std::uint32_t)}},
                                      reinterpret_cast<const std::uint32_t*>(owned->data()), base);
}

}  // namespace

void bind_sentence_tagger(py::module_& m) {
    m.def(
        "split_sentences",
        [](std::string_view text, int line_breaks, std::uint32_t max_segment_bytes, std::size_t max_bytes) {
            const SentenceTaggerOptions options = make_options(line_breaks, max_segment_bytes, max_bytes);
            std::vector<SentenceSpan> spans;
            {
                py::gil_scoped_release release;
                spans = split_sentences(text, options);
            }
            return spans_array(std::move(spans));
        },
        "text"_a, py::kw_only(), "line_breaks"_a = 0, "max_segment_bytes"_a = 0U,
        "max_bytes"_a = std::size_t{1} << 30,
        "Sentence spans of UTF-8 text as an (n, 2) uint32 array of byte offsets [start, end).");
    m.def(
        "tag_sentences",
        [](std::string_view text, int line_breaks, std::uint32_t max_segment_bytes, std::size_t max_bytes,
           std::uint32_t first_id) {
            const SentenceTaggerOptions options = make_options(line_breaks, max_segment_bytes, max_bytes);
            std::vector<SentenceSpan> spans;
            std::string tagged;
            {
                py::gil_scoped_release release;
                spans = split_sentences(text, options);
                tagged = tag_spans(text, spans, first_id);
            }
            py::str tagged_str(tagged);  // text is valid UTF-8 (the facade passes encoded str)
            return py::make_tuple(tagged_str, spans_array(std::move(spans)));
        },
        "text"_a, py::kw_only(), "line_breaks"_a = 0, "max_segment_bytes"_a = 0U,
        "max_bytes"_a = std::size_t{1} << 30, "first_id"_a = 1U,
        "(tagged text with <TAG-i>...</TAG-i> around each sentence, (n, 2) uint32 byte spans).");
}

}  // namespace htmlprune::python
