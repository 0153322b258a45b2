// Python str <-> UTF-8 for the page-sized strings of clean()/clean_batch(): faster than CPython's own
// codecs on mostly-ASCII UCS-2/UCS-4 strings (16 characters a step), and without caching a UTF-8 copy
// on the caller's str.
#pragma once

#include "pybind.hpp"  // always first

#include <string>
#include <string_view>

namespace htmlprune::python {

/// A page as UTF-8 for the core.
struct Utf8Page {
    std::string_view text;
    /// `text` is already preprocessed as the tokenizer would (valid UTF-8, no CR, no NUL), so parse()
    /// may skip that pass (see ParseOptions::input_normalized).
    bool normalized = false;
};

/// What the encoder reads of a page, taken with the GIL held; the buffer stays valid (immutable) while a
/// reference keeps the object alive. Bytes are `ascii`: passed through as they are.
struct PageData {
    const void* data = nullptr;
    Py_ssize_t length = 0;  // in characters of `kind` bytes
    int kind = PyUnicode_1BYTE_KIND;
    bool ascii = true;
};

/// PageData of a ready str (PyUnicode_READY done) or of a bytes object.
PageData page_data(PyObject* str_or_bytes) noexcept;

/// The UTF-8 of page `p`. ASCII (and bytes) are viewed in place; any other str is encoded into `scratch`
/// (grown, never shrunk, so a reused buffer is not zero-filled again) with the tokenizer's preprocessing
/// folded in: lone surrogates become U+FFFD, CR LF and CR become LF; a page with U+0000 keeps it and is not
/// `normalized` (the tokenizer decides where U+0000 is dropped). Needs no GIL.
Utf8Page page_utf8(const PageData& p, std::string& scratch);

/// The number of characters of valid UTF-8 `s` and its largest code point; false when `s` is not
/// valid UTF-8. Needs no GIL.
bool utf8_measure(std::string_view s, std::size_t* chars, std::uint32_t* max_char) noexcept;

/// Writes valid UTF-8 `s` (measured by utf8_measure) into the data of `str`, a fresh str of that
/// length and a kind that holds max_char. Needs no GIL while `str` is not shared yet.
void utf8_fill(std::string_view s, PyObject* str) noexcept;

/// A new str from UTF-8 `s` (the core's output): measured, allocated, filled. Invalid UTF-8 (a broken
/// invariant) is decoded with "replace" instead of crashing. Needs the GIL.
py::str utf8_to_str(std::string_view s);

}  // namespace htmlprune::python
