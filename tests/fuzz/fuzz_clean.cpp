// libFuzzer target: parse + clean + serialize must never crash, and cleaning is idempotent:
// clean(serialize(clean(x))) == serialize(clean(x)), in every option combination (picked by the first byte);
// the markdown and text output of the page must not crash either. Rule 8 (compact semantic HTML, what
// pruning writes) promises less, as clean.hpp says: with unwrap_layout every visible word character stays,
// in order (a button's box becomes a space), and nothing more; drop_controls is lossy on purpose. A second
// pass over rule 8's output may unwrap more (a pair rule 7 kept whose other party rule 8 unwrapped).
// Build: cmake -DHTMLPRUNE_BUILD_FUZZERS=ON -DCMAKE_CXX_COMPILER=clang++ (see CONTRIBUTING.md).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "htmlprune/clean.hpp"
#include "htmlprune/serialize.hpp"
#include "htmlprune/status.hpp"

namespace {

[[noreturn]] void fail(const char* what, const std::string& a, const std::string& b) {
    std::fprintf(stderr, "fuzz_clean: %s\n--- first:\n%s\n--- second:\n%s\n", what, a.c_str(), b.c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace htmlprune;  // NOLINT(google-build-using-namespace)
    if (size == 0) return 0;
    const std::uint8_t flags = data[0];
    const std::string_view html(reinterpret_cast<const char*>(data + 1), size - 1);

    CleanOptions o;
    o.limits.max_bytes = 1u << 20;
    o.merge_single_nested = (flags & 1) == 0;
    o.drop_empty = (flags & 2) == 0;
    o.serialize.omit_optional_end_tags = (flags & 4) != 0;
    o.serialize.newline_between_blocks = (flags & 8) != 0;
    if (flags & 16) o.keep_attrs = {"href", "src", "alt", "title", "id"};
    o.unwrap_layout = (flags & 64) != 0;
    o.drop_controls = (flags & 128) != 0;

    std::string once;
    try {
        once = clean(html, o);
    } catch (const Error& e) {
        if (e.code() == Errc::kInternal) fail("internal error", e.what(), "");
        return 0;  // limits: a documented outcome
    }
    const std::string twice = clean(once, o);
    if (twice != once && !o.unwrap_layout && !o.drop_controls) fail("clean is not idempotent", once, twice);

    // visible text survives cleaning (word for word, ignoring where the line breaks fall)
    if (o.keep_attrs.empty() && o.drop_empty && !o.drop_controls) {
        auto words = [](std::string s) {  // whitespace as clean() sees it: ASCII and U+00A0
            for (std::size_t k = 0; (k = s.find("\xC2\xA0", k)) != std::string::npos;) s.replace(k, 2, "  ");
            std::string out;
            bool space = false;
            for (char c : s) {
                if (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f') {
                    space = !out.empty();
                } else {
                    if (space) out.push_back(' ');
                    space = false;
                    out.push_back(c);
                }
            }
            return out;
        };
        std::string before = words(visible_text(html, o.limits));
        std::string after = words(visible_text(once, o.limits));
        if (o.unwrap_layout) {  // a button's box becomes a space there: the word characters stay, in order
            for (std::string* s : {&before, &after}) s->erase(std::remove(s->begin(), s->end(), ' '), s->end());
        }
        if (before != after) fail("visible text changed", before, after);
    }
    // the other output formats of the same cleaned page never crash (sanitizers check the memory)
    CleanOptions other = o;
    other.serialize.format = (flags & 32) != 0 ? OutputFormat::kText : OutputFormat::kMarkdown;
    (void)clean(html, other);
    return 0;
}
