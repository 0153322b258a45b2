#include "htmlprune/bpe_model_bytes.hpp"

#include <cstdint>

#include "htmlprune/status.hpp"

namespace htmlprune {
namespace {

constexpr std::string_view kMagic("HPBPE\x01", 6);

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
    std::string string() { return std::string(take(u32())); }
    [[nodiscard]] bool done() const { return rest_.empty(); }
    [[noreturn]] static void fail(const char* what) {
        throw Error(Errc::kInvalidArgument, std::string("unpack_bpe_model: ") + what);
    }

   private:
    std::string_view rest_;
};

}  // namespace

std::string pack_bpe_model(const BpeModel& model) {
    std::string out(kMagic);
    out.push_back(static_cast<char>(model.pattern));
    out.push_back(static_cast<char>(model.ignore_merges ? 1 : 0));
    put_u32(out, static_cast<std::uint32_t>(model.vocab.size()));
    put_u32(out, static_cast<std::uint32_t>(model.merges.size()));
    put_u32(out, static_cast<std::uint32_t>(model.added_tokens.size()));
    for (const auto& [token, id] : model.vocab) {
        put_string(out, token);
        put_u32(out, static_cast<std::uint32_t>(id));
    }
    for (const auto& [left, right] : model.merges) {
        put_string(out, left);
        put_string(out, right);
    }
    for (const auto& added : model.added_tokens) {
        put_string(out, added.content);
        out.push_back(static_cast<char>(added.normalized ? 1 : 0));
    }
    return out;
}

BpeModel unpack_bpe_model(std::string_view bytes) {
    Reader in(bytes);
    if (in.take(kMagic.size()) != kMagic) Reader::fail("not a packed BPE model");
    BpeModel model;
    const std::uint8_t pattern = in.u8();
    if (pattern > static_cast<std::uint8_t>(BpePattern::kQwen2)) Reader::fail("unknown pattern");
    model.pattern = static_cast<BpePattern>(pattern);
    const std::uint8_t ignore = in.u8();
    if (ignore > 1) Reader::fail("ignore_merges is not 0 or 1");
    model.ignore_merges = ignore == 1;
    const std::uint32_t n_vocab = in.u32();
    const std::uint32_t n_merges = in.u32();
    const std::uint32_t n_added = in.u32();
    // each record takes at least 8 (vocab: length + id), 8 (merge: two lengths) or 5 bytes (added)
    const auto fits = [&](std::uint64_t n, std::uint64_t min_bytes) { return n * min_bytes <= bytes.size(); };
    if (!fits(n_vocab, 8) || !fits(n_merges, 8) || !fits(n_added, 5)) Reader::fail("a count is too large");
    model.vocab.reserve(n_vocab);
    for (std::uint32_t i = 0; i < n_vocab; ++i) {
        std::string token = in.string();
        model.vocab.emplace_back(std::move(token), static_cast<std::int32_t>(in.u32()));
    }
    model.merges.reserve(n_merges);
    for (std::uint32_t i = 0; i < n_merges; ++i) {
        std::string left = in.string();
        model.merges.emplace_back(std::move(left), in.string());
    }
    model.added_tokens.reserve(n_added);
    for (std::uint32_t i = 0; i < n_added; ++i) {
        std::string content = in.string();
        const std::uint8_t normalized = in.u8();
        if (normalized > 1) Reader::fail("normalized is not 0 or 1");
        model.added_tokens.push_back(BpeAddedToken{std::move(content), normalized == 1});
    }
    if (!in.done()) Reader::fail("bytes left over");
    return model;
}

}  // namespace htmlprune
