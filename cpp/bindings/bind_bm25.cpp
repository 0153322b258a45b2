// _core.bm25_scores / bm25_tokenize: convert, release the GIL, call the core (bm25_tree_scores: bind_pipeline.cpp).
#include "pybind.hpp"  // always first

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <htmlprune/bm25.hpp>
#include <htmlprune/stemmer.hpp>

#include "block_tree_box.hpp"

namespace htmlprune::python {
namespace {

Bm25Options make_options(float k1, float b, bool remove_stopwords, const std::optional<std::string>& stem,
                         bool context, bool fold_accents) {
    Bm25Options o;
    o.fold_accents = fold_accents;
    o.stem = stem.value_or(std::string());
    o.context = context;
    o.k1 = k1;
    o.b = b;
    o.remove_stopwords = remove_stopwords;
    return o;
}

}  // namespace

void bind_bm25(py::module_& m) {
    m.def(
        "bm25_scores",
        [](py::handle query, const py::sequence& docs, float k1, float b, bool remove_stopwords,
           const std::optional<std::string>& stem, bool fold_accents) {
            std::vector<py::object> keep;
            const std::string_view q = blocks_utf8_view(query, keep, "query");
            std::vector<py::object> items;  // hold every document while the GIL is released
            std::vector<std::string_view> views;
            items.reserve(docs.size());
            views.reserve(docs.size());
            for (std::size_t i = 0; i < docs.size(); ++i) {
                items.push_back(docs[i]);
                views.push_back(blocks_utf8_view(items.back(), keep, "docs[" + std::to_string(i) + "]"));
            }
            const Bm25Options o = make_options(k1, b, remove_stopwords, stem, false, fold_accents);
            std::vector<float> scores;
            {
                py::gil_scoped_release release;
                scores = bm25_scores(q, views, o);
            }
            return blocks_array_owned(std::move(scores), py::dtype::of<float>());
        },
        "query"_a, "docs"_a, py::kw_only(), "k1"_a = 1.2f, "b"_a = 0.75f, "remove_stopwords"_a = true,
        "stem"_a = py::none(), "fold_accents"_a = true,
        "Okapi BM25 score of each document (float32); see htmlprune.BM25Scorer.");

    m.def(
        "bm25_tokenize",
        [](py::handle text, bool remove_stopwords, const std::optional<std::string>& stem,
           bool fold_accents) {
            std::vector<py::object> keep;
            const std::string_view t = blocks_utf8_view(text, keep, "text");
            std::vector<std::string> tokens;
            {
                py::gil_scoped_release release;
                tokens = bm25_tokenize(t, remove_stopwords, stem.value_or(std::string()), fold_accents);
            }
            py::list out;
            for (const std::string& s : tokens) out.append(blocks_to_str(s));
            return out;
        },
        "text"_a, py::kw_only(), "remove_stopwords"_a = false, "stem"_a = py::none(), "fold_accents"_a = true,
        "The tokens BM25 sees (case-folded words, CJK bigrams; Snowball stems with stem=language, else "
        "without diacritics with fold_accents).");

    m.def("stem_languages", &Stemmer::languages,
          "The Snowball stemmer names BM25's stem= accepts (ISO 639 codes work too).");
}

}  // namespace htmlprune::python
