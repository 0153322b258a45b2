// libFuzzer target: unpack arbitrary bytes as packed BPE tables; what unpacks must pack back to the same
// bytes, and a BpeCounter built from it either counts or refuses the tables with htmlprune::Error. Seed:
// tests/data/bpe_model/tiny-llama3.packed (_core.pack_bpe_model([("a", 0), ("b", 1), ("ab", 2)],
// [("a", "b")], [("<x>", True)], True, "llama3")).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "htmlprune/bpe_model_bytes.hpp"
#include "htmlprune/status.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    htmlprune::BpeTables tables;
    try {
        tables = htmlprune::unpack_bpe_tables(bytes);
    } catch (const htmlprune::Error&) {
        return 0;
    }
    if (htmlprune::pack_bpe_tables(tables) != bytes) {
        std::fprintf(stderr, "fuzz_bpe_model_bytes: pack(unpack(x)) != x\n");
        std::abort();
    }
    try {
        const htmlprune::BpeCounter counter(tables);
        (void)counter.count("hello world, 123");
    } catch (const htmlprune::Error&) {
    }
    return 0;
}
