#include "htmlprune/bpe_model_bytes.hpp"

#include <cstdint>

#include "htmlprune/status.hpp"

namespace htmlprune {
namespace {

constexpr std::string_view kMagic("HPBPE\x02", 6);

void put_u32(std::string& out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xFF));
}

void put_string(std::string& out, const std::string& s) {
    put_u32(out, static_cast<std::uint32_t>(s.size()));
    out += s;
}

class Reader {
   public:
    explicit Reader(std::string_view bytes) : rest_(bytes) {}

    std::string_view take(std::size_t n) {
        if (n > rest_.size()) fail("truncated");
        const std::string_view head = rest_.substr(0, n);
        rest_.remove_prefix(n);
        return head;
    }
    std::uint8_t u8() { return static_cast<std::uint8_t>(take(1)[0]); }
    std::uint32_t u32() {
        const std::string_view b = take(4);
        std::uint32_t v = 0;
        for (int i = 3; i >= 0; --i) v = (v << 8) | static_cast<std::uint8_t>(b[static_cast<std::size_t>(i)]);
        return v;
    }
    std::int32_t i32() { return static_cast<std::int32_t>(u32()); }
    std::string string() { return std::string(take(u32())); }
    [[nodiscard]] bool done() const { return rest_.empty(); }
    [[noreturn]] static void fail(const char* what) {
        throw Error(Errc::kInvalidArgument, std::string("unpack_bpe_tables: ") + what);
    }

   private:
    std::string_view rest_;
};

}  // namespace

std::string pack_bpe_tables(const BpeTables& tables) {
    std::string out(kMagic);
    out.push_back(static_cast<char>(tables.pattern));
    out.push_back(static_cast<char>(tables.ignore_merges ? 1 : 0));
    for (const std::int32_t id : tables.byte_id) put_u32(out, static_cast<std::uint32_t>(id));
    put_u32(out, static_cast<std::uint32_t>(tables.merges.size()));
    put_u32(out, static_cast<std::uint32_t>(tables.tokens.size()));
    put_u32(out, static_cast<std::uint32_t>(tables.added_tokens.size()));
    for (const BpeMerge& merge : tables.merges) {
        put_u32(out, static_cast<std::uint32_t>(merge.left));
        put_u32(out, static_cast<std::uint32_t>(merge.right));
        put_u32(out, static_cast<std::uint32_t>(merge.merged));
    }
    for (const auto& [token, id] : tables.tokens) {
        put_string(out, token);
        put_u32(out, static_cast<std::uint32_t>(id));
    }
    for (const auto& added : tables.added_tokens) {
        put_string(out, added.content);
        out.push_back(static_cast<char>(added.normalized ? 1 : 0));
    }
    return out;
}

BpeTables unpack_bpe_tables(std::string_view bytes) {
    Reader in(bytes);
    if (in.take(kMagic.size()) != kMagic) Reader::fail("not packed BPE tables");
    BpeTables tables;
    const std::uint8_t pattern = in.u8();
    if (pattern > static_cast<std::uint8_t>(BpePattern::kQwen2)) Reader::fail("unknown pattern");
    tables.pattern = static_cast<BpePattern>(pattern);
    const std::uint8_t ignore = in.u8();
    if (ignore > 1) Reader::fail("ignore_merges is not 0 or 1");
    tables.ignore_merges = ignore == 1;
    for (std::int32_t& id : tables.byte_id) id = in.i32();
    const std::uint32_t n_merges = in.u32();
    const std::uint32_t n_tokens = in.u32();
    const std::uint32_t n_added = in.u32();
    // each record takes at least 12 (merge: three ids), 8 (token: length + id) or 5 bytes (added)
    const auto fits = [&](std::uint64_t n, std::uint64_t min_bytes) { return n * min_bytes <= bytes.size(); };
    if (!fits(n_merges, 12) || !fits(n_tokens, 8) || !fits(n_added, 5)) Reader::fail("a count is too large");
    tables.merges.resize(n_merges);
    for (BpeMerge& merge : tables.merges) {
        merge.left = in.i32();
        merge.right = in.i32();
        merge.merged = in.i32();
    }
    tables.tokens.reserve(n_tokens);
    for (std::uint32_t i = 0; i < n_tokens; ++i) {
        std::string token = in.string();
        tables.tokens.emplace_back(std::move(token), in.i32());
    }
    tables.added_tokens.reserve(n_added);
    for (std::uint32_t i = 0; i < n_added; ++i) {
        std::string content = in.string();
        const std::uint8_t normalized = in.u8();
        if (normalized > 1) Reader::fail("normalized is not 0 or 1");
        tables.added_tokens.push_back(BpeAddedToken{std::move(content), normalized == 1});
    }
    if (!in.done()) Reader::fail("bytes left over");
    return tables;
}

}  // namespace htmlprune
