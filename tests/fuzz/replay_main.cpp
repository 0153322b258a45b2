// Runs a libFuzzer target without libFuzzer: feeds every regular file named on the command line, or
// found (recursively) under a directory named there, to LLVMFuzzerTestOneInput once. Generic: link
// it with any tests/fuzz/fuzz_<entry>.cpp. Exit status 0 when every input ran; crashes abort as
// they would in libFuzzer.
//   usage: fuzz_<entry>_replay PATH...
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int* argc, char*** argv);

namespace {

bool run_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "replay: cannot read %s\n", path.string().c_str());
        return false;
    }
    const std::vector<char> bytes((std::istreambuf_iterator<char>(in)),
                                  std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (LLVMFuzzerInitialize) LLVMFuzzerInitialize(&argc, &argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE_OR_DIR...\n", argv[0]);
        return 2;
    }
    std::size_t ran = 0;
    bool ok = true;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path arg(argv[i]);
        std::error_code ec;
        if (std::filesystem::is_directory(arg, ec)) {
            std::vector<std::filesystem::path> files;
            for (auto it = std::filesystem::recursive_directory_iterator(arg, ec);
                 !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
                if (it->is_regular_file(ec)) files.push_back(it->path());
            }
            if (ec) {
                std::fprintf(stderr, "replay: cannot list %s: %s\n", argv[i], ec.message().c_str());
                ok = false;
            }
            std::sort(files.begin(), files.end());
            for (const auto& f : files) {
                ok = run_file(f) && ok;
                ++ran;
            }
        } else {
            ok = run_file(arg) && ok;
            ++ran;
        }
    }
    std::fprintf(stderr, "replay: ran %zu inputs\n", ran);
    return ok ? 0 : 1;
}
