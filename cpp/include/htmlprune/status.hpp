// Error codes, the core's one exception type, and the limits every stage shares.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace htmlprune {

/// What went wrong. The bindings map each code to one Python exception class.
enum class Errc : std::uint8_t {
    kInvalidArgument,  ///< an argument is out of range or inconsistent (ValueError)
    kInvalidUtf8,      ///< reserved: the core repairs invalid UTF-8 with U+FFFD instead of failing
    kLimitExceeded,    ///< input bigger or deeper than a configured limit (LimitExceededError)
    kInternal,         ///< a broken invariant: a bug in htmlprune
};

/// The only exception the core throws on purpose (besides std::bad_alloc).
/// Hot loops never throw: they record a status and the API function that owns the loop throws once.
class Error : public std::runtime_error {
   public:
    Error(Errc code, const std::string& message) : std::runtime_error(message), code_(code) {}
    [[nodiscard]] Errc code() const noexcept { return code_; }

   private:
    Errc code_;
};

/// Guards applied to each document. Defaults are safe for real pages; 0 means "no limit".
struct Limits {
    /// Largest input accepted, in bytes. Offsets are uint32, so the hard ceiling is 4 GiB - 1.
    std::size_t max_bytes = std::size_t{1} << 30;
    /// Deepest element nesting kept by the tree builder. Deeper start tags are still parsed, but their
    /// elements are attached at this depth (text is never lost), like browsers cap depth at ~512.
    std::uint32_t max_depth = 4096;
    /// Most DOM nodes per document (elements, text, comments); exceeding it throws kLimitExceeded.
    /// The default, 4 Mi nodes, bounds memory at roughly 0.5 GB per document (about 110 bytes per node
    /// for the parsed, cleaned and block-tree copies) while real pages stay far below it: the densest
    /// dev pages have ~0.16 nodes per byte, i.e. the limit is reached at ~25 MB of real HTML. 0 = unlimited.
    std::uint32_t max_nodes = std::uint32_t{1} << 22;
};

}  // namespace htmlprune
