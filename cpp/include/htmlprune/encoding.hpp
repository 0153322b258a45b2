// Character encoding of raw HTML bytes: byte-order mark, else the WHATWG <meta> prescan.
#pragma once

#include <string>
#include <string_view>

namespace htmlprune {

/// Bytes of the input that sniff_encoding() looks at for <meta charset> (the WHATWG prescan uses 1024; real
/// pages often put inline CSS/JS before their meta, so we look further).
inline constexpr std::size_t kSniffBytes = 4096;

/// Returns the encoding label of `data`, lowercased and mapped to the WHATWG canonical name for the common
/// aliases ("utf-8", "windows-1252", "shift_jis", "euc-jp", "gbk", "gb18030", "big5", "euc-kr", "koi8-r",
/// "iso-8859-2", "windows-1251", "utf-16le", "utf-16be", ...), or "" when nothing declares one.
/// Order: a BOM (UTF-8, UTF-16LE/BE); then an XML declaration `<?xml ... encoding="..."?>` at the start; then
/// the WHATWG prescan (13.2.3.2) of the first kSniffBytes bytes for <meta charset=...> or
/// <meta http-equiv="content-type" content="...charset=...">, skipping comments and other tags' attributes.
/// A meta that declares UTF-16 means UTF-8 (as the spec says); "x-user-defined" means windows-1252.
/// Labels that are not recognised are returned lowercased and trimmed as written (the caller's codec
/// lookup decides); a malformed label (a byte outside ASCII letters, digits and "-_.:", or over 40 bytes)
/// is ignored and the prescan goes on, so the result is always ASCII. O(min(n, kSniffBytes)); thread-safe;
/// never throws.
std::string sniff_encoding(std::string_view data);

}  // namespace htmlprune
