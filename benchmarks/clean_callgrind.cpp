// Instruction count of clean() (parse, clean, serialize) on the dev pages: a fixed loop for callgrind, whose
// counts do not depend on the machine's load (what the clean() speed work of issue 14 was measured with).
//
//   python -c "import sys,struct; sys.path.insert(0,'benchmarks'); from _common import CORPORA,read_jsonl_gz
//   f=open('/tmp/pages.bin','wb')
//   for c in CORPORA:
//       for r in read_jsonl_gz(c):
//           b=str(r['html']).replace('\r\n','\n').replace('\r','\n').replace('\0','\ufffd').encode('utf-8','replace')
//           f.write(struct.pack('<I',len(b))); f.write(b)"
//   g++ -O2 -g -std=c++17 -Icpp/include benchmarks/clean_callgrind.cpp build/dev/libhtmlprune_core.a
//       build/dev/libhtmlprune_libstemmer.a -lpthread -o /tmp/clean_callgrind      (one line)
//   valgrind --tool=callgrind --toggle-collect='htmlprune::clean(std::basic_string_view*CleanWorkspace*'
//       /tmp/clean_callgrind /tmp/pages.bin 1 8      (one line: one pass over every 8th page; see "Collected")
#include <htmlprune/clean.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s PAGES.bin [PASSES] [STEP]\n", argv[0]);
        return 2;
    }
    const int passes = argc > 2 ? std::atoi(argv[2]) : 1;
    const std::size_t step = argc > 3 ? static_cast<std::size_t>(std::atoi(argv[3])) : 1;
    std::ifstream f(argv[1], std::ios::binary);
    std::vector<std::string> pages;
    std::uint32_t len = 0;
    while (f.read(reinterpret_cast<char*>(&len), sizeof len)) {
        std::string page(len, '\0');
        f.read(page.data(), len);
        pages.push_back(std::move(page));
    }
    const htmlprune::CleanOptions options;
    htmlprune::CleanWorkspace ws;
    std::string out;
    std::size_t total = 0;
    for (int p = 0; p < passes; ++p) {
        for (std::size_t i = 0; i < pages.size(); i += std::max<std::size_t>(step, 1)) {
            htmlprune::clean(pages[i], options, ws, out, true);  // pages.bin holds normalized UTF-8
            total += out.size();
        }
    }
    std::printf("%zu pages, %zu output bytes\n", pages.size(), total);
    return 0;
}
