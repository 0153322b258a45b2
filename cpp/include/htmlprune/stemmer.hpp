// Snowball stemming (the vendored libstemmer_c, UTF-8 stemmers only) behind a small RAII wrapper.
//
// A Stemmer owns one Snowball environment: it is NOT thread-safe, so make one per thread or per call
// (construction is one small allocation). Words must be case-folded first (Snowball expects lower case);
// stem() returns a view valid until the next stem() call or the Stemmer's destruction.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace htmlprune {

class Stemmer {
   public:
    /// `language`: a Snowball algorithm name or ISO 639 code ("english", "en", "russian", "ru", ...;
    /// see languages()). Throws Error(kInvalidArgument) for any other name.
    explicit Stemmer(std::string_view language);
    ~Stemmer();
    Stemmer(Stemmer&&) noexcept;
    Stemmer& operator=(Stemmer&&) noexcept;
    Stemmer(const Stemmer&) = delete;
    Stemmer& operator=(const Stemmer&) = delete;

    /// The stem of `word` (UTF-8, case-folded). Invalid UTF-8 or an allocation failure inside Snowball
    /// returns `word` unchanged. O(|word|).
    std::string_view stem(std::string_view word);

    /// The canonical algorithm names Snowball provides ("arabic", ..., "english", ..., "yiddish").
    static std::vector<std::string> languages();
    /// Whether `language` names a stemmer (canonical name or code).
    static bool supported(std::string_view language);

   private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace htmlprune
