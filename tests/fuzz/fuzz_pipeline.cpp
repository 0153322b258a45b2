// libFuzzer target: the batched pipeline (pipeline.hpp) on arbitrary bytes. The input is split at "\x00\x00"
// into up to 6 documents, each of one or two pages (split again at "\x00\x01"); the first byte picks the
// budget, the format and the options; inputs of even length are scored by the learned ranker (ranker.hpp),
// the others by BM25 with priors. Every document goes through prune_batch on one thread and on three;
// aborts unless both give the same outputs and errors, every output is within its budget as counted here,
// and a document's error is an Error of the core.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

#include "htmlprune/pipeline.hpp"
#include "htmlprune/status.hpp"

namespace {

void require(bool ok, const char* what) {
    if (!ok) {
        std::fprintf(stderr, "fuzz_pipeline: invariant broken: %s\n", what);
        std::abort();
    }
}

// A thread-safe stand-in for a tokenizer: one token per 4 bytes, rounded up, plus one per newline.
std::int64_t tokens(std::string_view s) {
    std::int64_t n = static_cast<std::int64_t>((s.size() + 3) / 4);
    for (const char c : s) n += c == '\n' ? 1 : 0;
    return n;
}

std::vector<std::string_view> split(std::string_view s, std::string_view sep, std::size_t most) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    while (out.size() + 1 < most) {
        const std::size_t at = s.find(sep, start);
        if (at == std::string_view::npos) break;
        out.push_back(s.substr(start, at - start));
        start = at + sep.size();
    }
    out.push_back(s.substr(start));
    return out;
}

std::string error_of(const std::exception_ptr& e) {
    if (!e) return {};
    try {
        std::rethrow_exception(e);
    } catch (const htmlprune::Error& err) {
        return err.what();
    } catch (...) {
        require(false, "a document threw something other than htmlprune::Error");
    }
    return {};
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    using namespace htmlprune;  // NOLINT(google-build-using-namespace)
    const std::uint8_t knobs = data[0];
    PruneConfig config;
    config.fit.budget = 1u + (static_cast<std::uint64_t>(knobs & 0x0Fu) << (knobs & 0x30u ? 4 : 1));
    config.fit.serialize.format = static_cast<OutputFormat>((knobs >> 4) % 3);
    config.fit.select.density = (knobs & 0x40u) != 0;
    config.fit.smoothing = (knobs & 0x80u) != 0 ? 0.0f : 0.5f;
    config.tree.max_words = 1u + (knobs & 0x1Fu);
    config.tree.clean.limits.max_depth = 256;
    config.tree.clean.limits.max_bytes = 1u << 16;  // a larger document is an error, its own
    Bm25Config bm25;
    bm25.bm25.context = (knobs & 1u) != 0;
    bm25.priors.boilerplate = 0.8f;
    bm25.priors.chrome_last = 0.8f;
    bm25.priors.neighbour = 0.3f;
    // every other input is scored by the learned ranker (weights of mixed signs, as a fitted model's)
    RankerModel model;
    for (std::size_t k = 0; k < kRankerFeatureCount; ++k) model.weights[k] = static_cast<float>(k % 7) * 0.5f - 1.5f;
    const RankerModel* ranker = (size % 2 == 0) ? &model : nullptr;

    const std::string_view input(reinterpret_cast<const char*>(data + 1), size - 1);
    std::vector<PruneInput> inputs;
    for (const std::string_view doc : split(input, std::string_view("\0\0", 2), 6)) {
        PruneInput in;
        in.pages = split(doc, std::string_view("\0\1", 2), 2);
        in.query = in.pages.front().substr(0, 24);
        inputs.push_back(in);
    }
    TagCosts one_table(config.fit.serialize.format);
    TagCosts three_table(config.fit.serialize.format);
    const std::vector<PruneOutput> one = prune_batch(inputs, config, &bm25, tokens, false, one_table, 1, ranker);
    const std::vector<PruneOutput> three = prune_batch(inputs, config, &bm25, tokens, false, three_table, 3, ranker);
    require(one.size() == inputs.size() && three.size() == inputs.size(), "an output per input");
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        require(error_of(one[i].error) == error_of(three[i].error), "threads changed an error");
        if (one[i].error) continue;
        require(one[i].tree.has_value(), "a tree built from the pages");
        require(one[i].fit.content == three[i].fit.content, "threads changed an output");
        require(one[i].fit.keep == three[i].fit.keep, "threads changed the kept blocks");
        require(one[i].fit.n_tokens == tokens(one[i].fit.content), "n_tokens is not the output's count");
        require(static_cast<std::uint64_t>(one[i].fit.n_tokens) <= config.fit.budget, "over the budget");
        require(one[i].fit.keep.size() == one[i].tree->size(), "a mask entry per block");
    }
    return 0;
}
