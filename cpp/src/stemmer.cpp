#include "htmlprune/stemmer.hpp"

#include <climits>
#include <string>

#include "htmlprune/status.hpp"
#include "libstemmer.h"

namespace htmlprune {

struct Stemmer::Impl {
    sb_stemmer* sb = nullptr;
    ~Impl() { sb_stemmer_delete(sb); }
};

namespace {

sb_stemmer* open(std::string_view language) {
    if (language.empty() || language.find('\0') != std::string_view::npos) return nullptr;
    const std::string name(language);
    return sb_stemmer_new(name.c_str(), "UTF_8");
}

}  // namespace

Stemmer::Stemmer(std::string_view language) : impl_(std::make_unique<Impl>()) {
    impl_->sb = open(language);
    if (impl_->sb == nullptr) {
        std::string names;
        for (const std::string& n : languages()) names += (names.empty() ? "" : ", ") + n;
        throw Error(Errc::kInvalidArgument,
                    "no Snowball stemmer for language '" + std::string(language) + "'; known: " + names);
    }
}

Stemmer::~Stemmer() = default;
Stemmer::Stemmer(Stemmer&&) noexcept = default;
Stemmer& Stemmer::operator=(Stemmer&&) noexcept = default;

std::string_view Stemmer::stem(std::string_view word) {
    if (word.size() > static_cast<std::size_t>(INT_MAX)) return word;
    const sb_symbol* out = sb_stemmer_stem(impl_->sb, reinterpret_cast<const sb_symbol*>(word.data()),
                                           static_cast<int>(word.size()));
    if (out == nullptr) return word;  // Snowball's out-of-memory signal
    return {reinterpret_cast<const char*>(out), static_cast<std::size_t>(sb_stemmer_length(impl_->sb))};
}

std::vector<std::string> Stemmer::languages() {
    std::vector<std::string> out;
    for (const char** n = sb_stemmer_list(); *n != nullptr; ++n) out.emplace_back(*n);
    return out;
}

bool Stemmer::supported(std::string_view language) {
    sb_stemmer* sb = open(language);
    sb_stemmer_delete(sb);
    return sb != nullptr;
}

}  // namespace htmlprune
