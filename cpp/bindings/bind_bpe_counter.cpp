// _core.BpeCounter: the native byte-level BPE token counter behind htmlprune.tokenizer.TokenCounter.
#include "pybind.hpp"  // always first

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <htmlprune/bpe_counter.hpp>
#include <htmlprune/bpe_model_bytes.hpp>

namespace htmlprune::python {
namespace {

// The UTF-8 of a str (cached on the object), or nothing for one holding lone surrogates: that string is
// "unsure" and left to the caller's fallback.
bool utf8_of(py::handle obj, std::string_view* out) {
    if (!PyUnicode_Check(obj.ptr())) {
        throw py::type_error("BpeCounter: texts must be str, got " +
                             std::string(py::str(py::type::handle_of(obj).attr("__name__"))));
    }
    Py_ssize_t size = 0;
    const char* data = PyUnicode_AsUTF8AndSize(obj.ptr(), &size);
    if (data == nullptr) {
        PyErr_Clear();
        return false;
    }
    *out = std::string_view(data, static_cast<std::size_t>(size));
    return true;
}

BpeModel make_model(std::vector<std::pair<std::string, std::int32_t>> vocab,
                    std::vector<std::pair<std::string, std::string>> merges,
                    const std::vector<std::pair<std::string, bool>>& added_tokens, bool ignore_merges,
                    const std::string& pattern) {
    BpeModel model;
    if (pattern == "gpt2") {
        model.pattern = BpePattern::kGpt2;
    } else if (pattern == "llama3") {
        model.pattern = BpePattern::kLlama3;
    } else if (pattern == "qwen2") {
        model.pattern = BpePattern::kQwen2;
    } else {
        throw py::value_error("BpeCounter: pattern must be 'gpt2', 'llama3' or 'qwen2', got '" + pattern + "'");
    }
    model.vocab = std::move(vocab);
    model.merges = std::move(merges);
    for (const auto& [content, normalized] : added_tokens) {
        model.added_tokens.push_back(BpeAddedToken{content, normalized});
    }
    model.ignore_merges = ignore_merges;
    return model;
}

}  // namespace

void bind_bpe_counter(py::module_& m) {
    using T = BpeCounter;
    m.def(
        "pack_bpe_model",
        [](std::vector<std::pair<std::string, std::int32_t>> vocab,
           std::vector<std::pair<std::string, std::string>> merges,
           const std::vector<std::pair<std::string, bool>>& added_tokens, bool ignore_merges,
           const std::string& pattern) {
            const BpeModel model =
                make_model(std::move(vocab), std::move(merges), added_tokens, ignore_merges, pattern);
            return py::bytes(pack_bpe_tables(compile_bpe_model(model)));
        },
        "vocab"_a, "merges"_a, "added_tokens"_a, "ignore_merges"_a = false, "pattern"_a = "gpt2",
        "BpeCounter's arguments resolved to its tables, as bytes for BpeCounter.from_packed (the\n"
        "tokenizer-table cache). ValueError where BpeCounter would refuse them.");
    py::class_<T>(m, "BpeCounter", "Exact token counts of a byte-level BPE tokenizer.json; see htmlprune.tokenizer.")
        .def(py::init([](std::vector<std::pair<std::string, std::int32_t>> vocab,
                         std::vector<std::pair<std::string, std::string>> merges,
                         const std::vector<std::pair<std::string, bool>>& added_tokens, bool ignore_merges,
                         const std::string& pattern) {
                 const BpeModel model =
                     make_model(std::move(vocab), std::move(merges), added_tokens, ignore_merges, pattern);
                 py::gil_scoped_release release;
                 return std::make_unique<T>(model);
             }),
             "vocab"_a, "merges"_a, "added_tokens"_a, "ignore_merges"_a = false, "pattern"_a = "gpt2",
             "vocab: (token, id) pairs; merges: (left, right) in rank order; added_tokens: (content, normalized);\n"
             "pattern: the pre-tokenizer, 'gpt2', 'llama3' or 'qwen2' (see bpe_counter.hpp).")
        .def_static(
            "from_packed",
            [](const py::bytes& data) {
                const std::string_view v(PyBytes_AS_STRING(data.ptr()),
                                         static_cast<std::size_t>(PyBytes_GET_SIZE(data.ptr())));
                py::gil_scoped_release release;
                return std::make_unique<T>(unpack_bpe_tables(v));
            },
            "data"_a, "The counter of pack_bpe_model()'s bytes (ValueError for bytes it did not write).")
        .def(
            "count",
            [](const T& self, const py::str& text) -> std::int64_t {
                std::string_view view;
                if (!utf8_of(text, &view)) return T::kUnsure;
                py::gil_scoped_release release;
                return self.count(view);
            },
            "text"_a, "Tokens of text (no special tokens added), or -1 when it must be counted by tokenizers.")
        .def(
            "count_batch",
            [](const T& self, const py::sequence& texts) {
                const std::size_t n = texts.size();
                std::vector<py::object> items;  // hold every string while the GIL is released
                std::vector<std::string_view> views(n);
                std::vector<std::int64_t> out(n, T::kUnsure);
                std::vector<std::size_t> valid;
                items.reserve(n);
                valid.reserve(n);
                for (std::size_t i = 0; i < n; ++i) {
                    items.push_back(texts[i]);
                    if (utf8_of(items.back(), &views[valid.size()])) valid.push_back(i);
                }
                std::vector<std::int64_t> counted(valid.size());
                {
                    py::gil_scoped_release release;
                    self.count_batch(views.data(), valid.size(), counted.data());
                }
                for (std::size_t k = 0; k < valid.size(); ++k) out[valid[k]] = counted[k];
                return out;
            },
            "texts"_a, "count() of each text, as a list.")
        .def_property_readonly("cache_size", &T::cache_size);
}

}  // namespace htmlprune::python
