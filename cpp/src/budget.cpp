#include "htmlprune/budget.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <utility>

#include "htmlprune/status.hpp"
#include "text_unicode.hpp"

namespace htmlprune {
namespace {

namespace uni = detail::uni;

constexpr std::uint64_t kMaxLimit = std::numeric_limits<std::uint32_t>::max();  // estimates are uint32

struct TimedOut {};

// Python's str.isspace(): what str.strip() removes.
bool is_py_space(std::uint32_t cp) noexcept {
    return (cp >= 0x09 && cp <= 0x0D) || (cp >= 0x1C && cp <= 0x20) || cp == 0x85 || cp == 0xA0 ||
           cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 ||
           cp == 0x202F || cp == 0x205F || cp == 0x3000;
}

// Python's str.strip() on UTF-8.
std::string_view py_strip(std::string_view s) {
    std::size_t begin = 0;
    while (begin < s.size()) {
        std::uint32_t cp = 0;
        const std::size_t len = uni::decode_utf8(s, begin, &cp);
        if (!is_py_space(cp)) break;
        begin += len;
    }
    std::size_t end = s.size();
    while (end > begin) {
        std::size_t start = end - 1;
        while (start > begin && (static_cast<unsigned char>(s[start]) & 0xC0) == 0x80) --start;
        std::uint32_t cp = 0;
        uni::decode_utf8(s, start, &cp);
        if (!is_py_space(cp)) break;
        end = start;
    }
    return s.substr(begin, end - begin);
}

// bytes.decode("utf-8", errors="ignore") of a prefix of valid UTF-8: the incomplete last character goes.
std::string_view whole_chars(std::string_view s) {
    std::size_t start = s.size();
    std::size_t back = 0;
    while (start > 0 && back < 4) {
        --start;
        ++back;
        const auto c = static_cast<unsigned char>(s[start]);
        if ((c & 0xC0) != 0x80) {
            const std::size_t need = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
            return need <= back ? s : s.substr(0, start);
        }
    }
    return s;
}

// Python's bytes.isspace() for one byte.
bool is_ascii_space(char c) noexcept {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\x0b' || c == '\x0c';
}

// The text as clean() would serialize it: &, <, > escaped and each run of HTML whitespace one space (a
// block's text joins its pieces with "\n", which clean() collapses), so that the output is in cleaned form.
void flatten_text(std::string_view s, std::string& out) {
    out.clear();
    bool in_space = false;
    for (const char c : s) {
        const bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
        if (space) {
            if (!in_space) out += ' ';
            in_space = true;
            continue;
        }
        in_space = false;
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            default: out += c;
        }
    }
}

// Best first; ties in document order.
void sort_by_score(std::vector<BlockIndex>& blocks, const std::vector<float>& scores) {
    std::stable_sort(blocks.begin(), blocks.end(),
                     [&](BlockIndex a, BlockIndex b) { return scores[a] > scores[b]; });
}

// The render buffers of this thread's fits: kept from one fit to the next, so that a page's renders reuse
// the memory of the page before (released after a huge page, see release_if_huge()). A fit reads nothing
// in them from an earlier render: render() fills them anew each time (so a count callback that fits again
// on this thread is harmless).
RenderScratch& thread_render_scratch() {
    thread_local RenderScratch scratch;
    return scratch;
}

void release_if_huge(RenderScratch& s) {
    // the per-node arrays have one entry per node of the tree's whole Document
    if (too_big_to_keep(s.kept) || too_big_to_keep(s.cleaned) || s.copy_of.capacity() > kKeepScratchNodes) {
        s = RenderScratch{};
    }
}

class Fitter {
   public:
    Fitter(const BlockTree& t, const std::vector<float>& scores, const std::vector<std::uint32_t>& block_cost,
           const std::vector<std::uint32_t>& node_tag_cost, const TokenCountFn& count, const FitOptions& o)
        : t_(t),
          scores_(scores),
          count_(count),
          o_(o),
          block_cost_(block_cost),
          selector_(t, scores, block_cost, node_tag_cost, o.select),
          render_scratch_(thread_render_scratch()) {}

    FitResult run() {
        FitResult r;
        r.keep.assign(t_.size(), 0);
        if (t_.size() == 0) return r;
        if (calibrate(r) || fit_by_prefix(r)) {
            keep_the_best_block(r);
            top_up(r);
            return r;
        }
        if (fit_exact_greedy(r)) return r;
        truncate_best(r);
        return r;
    }

    std::uint32_t counts() const noexcept { return counts_; }

   private:
    void check_deadline() const {
        if (o_.deadline && std::chrono::steady_clock::now() >= *o_.deadline) throw TimedOut{};
    }

    std::int64_t count(std::string_view s) {
        ++counts_;
        const std::int64_t n = count_(s);
        if (n < 0) throw Error(Errc::kInvalidArgument, "the token counter returned a negative count");
        return n;
    }

    // The count of a selection rendered before in this fit, or nullptr.
    const std::int64_t* known_count(const std::vector<std::uint8_t>& keep) const {
        const auto same =
            std::find_if(rendered_.begin(), rendered_.end(), [&](const auto& s) { return s.first == keep; });
        return same == rendered_.end() ? nullptr : &same->second;
    }

    // A selection rendered before and over the budget is not rendered again (the top-up often tries what
    // a calibration round kept and found over): its count is all the caller reads, *out is left as it is.
    std::int64_t render_count(const std::vector<std::uint8_t>& keep, std::string* out) {
        check_deadline();
        if (const std::int64_t* n = known_count(keep); n != nullptr && !fits(*n)) return *n;
        *out = render(t_, keep, o_.serialize, render_scratch_);
        const std::int64_t n = count(*out);
        rendered_.emplace_back(keep, n);
        return n;
    }

    bool fits(std::int64_t n) const noexcept { return static_cast<std::uint64_t>(n) <= o_.budget; }

    std::vector<std::uint8_t> select(std::uint64_t limit) const {
        return selector_.select(static_cast<std::uint32_t>(std::min(limit, kMaxLimit)));
    }

    static void take(FitResult& r, std::string&& content, std::int64_t n, const std::vector<std::uint8_t>& keep) {
        r.content = std::move(content);
        r.n_tokens = n;
        r.keep = keep;
    }

    // Step 1. Estimates come from byte lengths; the exact count differs by the page's bytes per token.
    bool calibrate(FitResult& r) {
        std::uint64_t limit = std::min(o_.budget, kMaxLimit);
        bool found = false;
        const auto budget = static_cast<double>(o_.budget);
        std::string html;
        for (int round = 0; round < o_.calibration_rounds; ++round) {
            std::vector<std::uint8_t> keep = select(limit);
            if (std::none_of(keep.begin(), keep.end(), [](std::uint8_t k) { return k != 0; })) break;
            // a round that selects the same blocks as an earlier one (its limit moved too little to change
            // the selection) has the same output
            const std::int64_t* known = known_count(keep);
            const bool repeated = known != nullptr;
            // that round kept it already if it was the best, and did not stop there
            const std::int64_t n = repeated ? *known : render_count(keep, &html);
            if (!repeated && fits(n)) {
                if (!found || n > r.n_tokens) {
                    take(r, std::move(html), n, keep);
                    found = true;
                }
                if (static_cast<double>(n) >= o_.good_fill * budget ||
                    std::all_of(keep.begin(), keep.end(), [](std::uint8_t k) { return k != 0; })) {
                    break;
                }
            }
            const double ratio = budget / static_cast<double>(std::max<std::int64_t>(n, 1));
            double next = static_cast<double>(limit) * ratio;
            if (!fits(n)) next *= 0.98;
            const std::uint64_t new_limit =
                next >= static_cast<double>(kMaxLimit) ? kMaxLimit : static_cast<std::uint64_t>(next);
            if (new_limit == limit || new_limit < 1) break;
            limit = new_limit;
        }
        return found;
    }

    // Step 2: the longest prefix, in score order, of what the estimate kept at the full budget.
    bool fit_by_prefix(FitResult& r) {
        const std::vector<std::uint8_t> keep = select(o_.budget);
        std::vector<BlockIndex> order;
        for (BlockIndex b = 0; b < keep.size(); ++b) {
            if (keep[b] != 0) order.push_back(b);
        }
        sort_by_score(order, scores_);
        std::size_t lo = 0;
        std::size_t hi = order.size();
        bool found = false;
        std::vector<std::uint8_t> mask(t_.size(), 0);
        std::string html;
        while (lo < hi) {
            const std::size_t mid = (lo + hi + 1) / 2;
            std::fill(mask.begin(), mask.end(), 0);
            for (std::size_t k = 0; k < mid; ++k) mask[order[k]] = 1;
            const std::int64_t n = render_count(mask, &html);
            if (fits(n)) {
                lo = mid;
                take(r, std::move(html), n, mask);
                found = true;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }

    // The highest-scored block that may be kept (the first in document order on a tie), or kNoBlock.
    BlockIndex best_block() const {
        BlockIndex best = kNoBlock;
        for (BlockIndex b = 0; b < t_.size(); ++b) {
            if (!never_kept(scores_[b]) && (best == kNoBlock || scores_[b] > scores_[best])) best = b;
        }
        return best;
    }

    // Sets block b in mask, with its table's header row under keep_table_header when that is not set yet;
    // unit receives what was set.
    void keep_with_header(BlockIndex b, std::vector<std::uint8_t>& mask, std::vector<BlockIndex>& unit) const {
        unit.assign(1, b);
        if (o_.select.keep_table_header) t_.append_missing_header(b, mask, unit);
        for (const BlockIndex k : unit) mask[k] = 1;
    }

    // After step 1 or 2: the paper's greedy drops the lowest-scored blocks first, so its output holds the
    // best block whenever that block fits alone. The estimates can miss it (a block estimated a token over
    // a budget it fills exactly, while lesser blocks fit): then the best block, with its table's header row
    // under keep_table_header, replaces the selection, and the top-up fills what it leaves.
    void keep_the_best_block(FitResult& r) {
        const BlockIndex best = best_block();
        if (best == kNoBlock || r.keep[best] != 0) return;
        std::vector<std::uint8_t> mask(t_.size(), 0);
        std::vector<BlockIndex> unit;
        keep_with_header(best, mask, unit);
        std::string html;
        const std::int64_t n = render_count(mask, &html);
        if (!html.empty() && fits(n)) take(r, std::move(html), n, mask);
    }

    // After step 1 or 2: the estimates' limit stops a few percent short of the budget (good_fill, rounding),
    // often room for one more table row or sentence. Try the best blocks left out, each counted exactly;
    // with keep_table_header a row comes with its table's header row when that one is not kept yet.
    void top_up(FitResult& r) {
        if (o_.top_up_tries == 0 || !fits(r.n_tokens + 1)) return;
        std::vector<BlockIndex> order;
        for (BlockIndex b = 0; b < t_.size(); ++b) {
            if (r.keep[b] == 0 && !never_kept(scores_[b])) order.push_back(b);
        }
        if (order.empty()) return;
        sort_by_score(order, scores_);
        std::vector<std::uint8_t> mask = r.keep;
        std::vector<BlockIndex> unit;
        std::string html;
        std::size_t tries = 0;
        for (const BlockIndex b : order) {
            if (tries == o_.top_up_tries || !fits(r.n_tokens + 1)) break;
            if (mask[b] != 0) continue;  // came with an earlier row as its header
            const std::uint64_t left = o_.budget - static_cast<std::uint64_t>(r.n_tokens);
            if (static_cast<double>(block_cost_[b]) > o_.top_up_slack * static_cast<double>(left)) continue;
            keep_with_header(b, mask, unit);
            ++tries;
            const std::int64_t n = render_count(mask, &html);
            if (fits(n)) {
                take(r, std::move(html), n, mask);
            } else {
                for (const BlockIndex k : unit) mask[k] = 0;
            }
        }
    }

    // Step 3: reached only when the estimates led nowhere (the best block is over the budget while a lesser
    // one fits, e.g. text that costs far more tokens per byte than the estimate assumes). A whole block
    // that fits is a better answer than the best one cut.
    bool fit_exact_greedy(FitResult& r) {
        std::vector<BlockIndex> order;
        for (BlockIndex b = 0; b < t_.size(); ++b) {
            if (scores_[b] != -std::numeric_limits<float>::infinity()) order.push_back(b);
        }
        sort_by_score(order, scores_);
        if (order.size() > o_.exact_tries) order.resize(o_.exact_tries);
        std::vector<std::uint8_t> mask(t_.size(), 0);
        bool found = false;
        std::string html;
        for (const BlockIndex b : order) {
            mask[b] = 1;
            const std::int64_t n = render_count(mask, &html);
            if (!html.empty() && fits(n)) {
                take(r, std::move(html), n, mask);
                found = true;
            } else {
                mask[b] = 0;
            }
        }
        return found;
    }

    // Step 4: not even one block fits; cut the best one (binary search on its text bytes). A page whose
    // blocks are all never kept (NaN, -infinity) gives the empty output.
    void truncate_best(FitResult& r) {
        const BlockIndex best = best_block();
        if (best == kNoBlock) return;
        r.truncated = true;
        std::size_t lo = 0;
        std::size_t hi = t_.text(best).size();
        std::string html;
        while (lo < hi) {
            const std::size_t mid = (lo + hi + 1) / 2;
            check_deadline();
            std::string candidate = render_truncated(t_, best, mid, o_.serialize);
            const std::int64_t n = count(candidate);
            if (fits(n)) {
                lo = mid;
                html = std::move(candidate);
                r.n_tokens = n;
                r.cut = static_cast<std::int64_t>(mid);
            } else {
                hi = mid - 1;
            }
        }
        if (html.empty()) {
            // The ancestors' tags alone are over the budget (e.g. 600 nested <svg><foreignObject>): flatten the
            // chain, as nesting beyond max_depth already is, so that the text is kept rather than the markup.
            TokenCountFn counted = [this](std::string_view s) { return count(s); };
            html = cut_flattened(t_.text(best), counted, o_.budget, &r.n_tokens, [this] { check_deadline(); });
            r.cut = kCutFlattened;
        }
        if (!html.empty()) r.keep[best] = 1;
        if (!fits(r.n_tokens)) {
            throw Error(Errc::kInternal, "truncated output has " + std::to_string(r.n_tokens) +
                                             " tokens, over the budget of " + std::to_string(o_.budget));
        }
        r.content = std::move(html);
    }

    const BlockTree& t_;
    const std::vector<float>& scores_;
    const TokenCountFn& count_;
    const FitOptions& o_;
    const std::vector<std::uint32_t>& block_cost_;
    BlockSelector selector_;
    RenderScratch& render_scratch_;
    // the selections rendered so far in this fit and their counts
    std::vector<std::pair<std::vector<std::uint8_t>, std::int64_t>> rendered_;
    std::uint32_t counts_ = 0;
};

}  // namespace

std::string cut_flattened(std::string_view text, const TokenCountFn& count, std::uint64_t budget,
                          std::int64_t* n_tokens, const std::function<void()>& before_count) {
    const std::string_view data = py_strip(text);
    std::size_t lo = 0;
    std::size_t hi = data.size();
    std::string html;
    std::string candidate;
    *n_tokens = 0;
    while (lo < hi) {
        const std::size_t mid = (lo + hi + 1) / 2;
        if (before_count) before_count();
        std::string_view cut = data.substr(0, mid);
        if (mid < data.size() && !is_ascii_space(data[mid])) {
            // inside a word: back to its start, if it has one
            const std::size_t space = cut.find_last_of(" \n");
            if (space != std::string_view::npos && space > 0) cut = cut.substr(0, space);
        }
        flatten_text(py_strip(whole_chars(cut)), candidate);
        const std::int64_t n = count(candidate);
        if (n < 0) throw Error(Errc::kInvalidArgument, "the token counter returned a negative count");
        if (static_cast<std::uint64_t>(n) <= budget) {
            lo = mid;
            html = candidate;
            *n_tokens = n;
        } else {
            hi = mid - 1;
        }
    }
    return html;
}

FitResult fit_budget(const BlockTree& tree, const std::vector<float>& scores,
                     const std::vector<std::uint32_t>& block_cost,
                     const std::vector<std::uint32_t>& node_tag_cost, const TokenCountFn& count,
                     const FitOptions& options) {
    if (options.budget == 0) throw Error(Errc::kInvalidArgument, "budget must be >= 1 token");
    if (!count) throw Error(Errc::kInvalidArgument, "fit_budget needs a token counter");
    const std::size_t nb = tree.size();
    if (scores.size() != nb || block_cost.size() != nb ||
        node_tag_cost.size() != tree.document().nodes.size()) {
        throw Error(Errc::kInvalidArgument,
                    "fit_budget: scores and block_cost need one entry per block (" + std::to_string(nb) +
                        "), node_tag_cost one per node (" + std::to_string(tree.document().nodes.size()) +
                        "); got " + std::to_string(scores.size()) + ", " + std::to_string(block_cost.size()) +
                        ", " + std::to_string(node_tag_cost.size()));
    }
    // NaN ranks nowhere: never kept, as -infinity; +infinity ranks first but stays finite for smoothing
    std::vector<float> s = scores;
    for (float& v : s) {
        if (std::isnan(v)) {
            v = -std::numeric_limits<float>::infinity();
        } else if (v == std::numeric_limits<float>::infinity()) {
            v = std::numeric_limits<float>::max();
        }
    }
    if (options.smoothing != 0.0f || std::isnan(options.smoothing)) s = smooth_scores(tree, s, options.smoothing);
    if (nb == 0) return FitResult{};
    Fitter fitter(tree, s, block_cost, node_tag_cost, count, options);
    FitResult r;
    try {
        r = fitter.run();
    } catch (const TimedOut&) {
        r = FitResult{};
        r.status = FitStatus::kTimedOut;
    } catch (...) {
        release_if_huge(thread_render_scratch());
        throw;
    }
    release_if_huge(thread_render_scratch());
    r.counts = fitter.counts();
    return r;
}

std::size_t fit_by_dropping(const std::vector<std::string_view>& pieces,
                            const std::vector<std::int64_t>& piece_tokens, std::string_view separator,
                            std::int64_t separator_tokens, const std::vector<std::size_t>& drop_order,
                            std::uint64_t budget, const TokenCountFn& count) {
    const std::size_t n = pieces.size();
    if (piece_tokens.size() != n) {
        throw Error(Errc::kInvalidArgument, "fit_by_dropping: one token count per piece");
    }
    std::vector<std::uint8_t> dropped(n, 0);
    for (const std::size_t i : drop_order) {
        if (i >= n || dropped[i] != 0) {
            throw Error(Errc::kInvalidArgument, "fit_by_dropping: drop_order must hold distinct piece indices");
        }
        dropped[i] = 1;
    }
    std::fill(dropped.begin(), dropped.end(), 0);
    std::int64_t tokens = 0;
    for (const std::int64_t t : piece_tokens) tokens += t;
    std::size_t left = n;
    std::size_t v = 0;
    std::string joined;
    const auto estimate = [&] {
        return tokens + separator_tokens * static_cast<std::int64_t>(left > 0 ? left - 1 : 0);
    };
    while (left > 0) {
        if (estimate() <= 0 || static_cast<std::uint64_t>(estimate()) <= budget) {
            joined.clear();
            bool first = true;
            for (std::size_t i = 0; i < n; ++i) {
                if (dropped[i] != 0) continue;
                if (!first) joined += separator;
                joined += pieces[i];
                first = false;
            }
            const std::int64_t exact = count(joined);
            if (exact < 0) throw Error(Errc::kInvalidArgument, "the token counter returned a negative count");
            if (static_cast<std::uint64_t>(exact) <= budget) break;
        }
        if (v >= drop_order.size()) {
            throw Error(Errc::kInvalidArgument, "fit_by_dropping: drop_order ran out before the pieces fitted");
        }
        const std::size_t victim = drop_order[v++];
        dropped[victim] = 1;
        tokens -= piece_tokens[victim];
        --left;
    }
    return v;
}

namespace {

// Whether the code point that ends just before byte `end` is not whitespace (str.isspace()).
bool non_space_before(std::string_view s, std::size_t end) {
    if (end == 0) return false;
    std::size_t start = end - 1;
    while (start > 0 && (static_cast<unsigned char>(s[start]) & 0xC0) == 0x80) --start;
    std::uint32_t cp = 0;
    uni::decode_utf8(s, start, &cp);
    return !is_py_space(cp);
}

bool is_ascii_alnum(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// Printable ASCII that is neither a letter nor a digit: always in the pattern's punctuation pieces.
bool is_ascii_punct(char c) { return c >= '!' && c <= '~' && !is_ascii_alnum(c); }

std::size_t find_byte(std::string_view s, char c, std::size_t from) {
    if (from >= s.size()) return std::string_view::npos;
    const void* hit = std::memchr(s.data() + from, c, s.size() - from);
    return hit == nullptr ? std::string_view::npos
                          : static_cast<std::size_t>(static_cast<const char*>(hit) - s.data());
}

// The split point before the tag at `lt` ('<'), or npos: where a letter or digit run ends and up to 7
// bytes of ASCII punctuation without a '<' lead to it ("flour<li>", "minutes.<li>"); the pattern ends a
// piece there. Not before an end tag or a table cell: items, paragraphs and rows (compact HTML writes
// a list or a table on one line) are the pieces a fit's outputs share, and a piece per cell costs more
// lookups than it saves counting.
std::size_t word_end_before_tag(std::string_view s, std::size_t lt) {
    if (lt + 1 < s.size() && s[lt + 1] == '/') return std::string_view::npos;
    if (lt + 3 <= s.size() && s[lt + 1] == 't' && (s[lt + 2] == 'd' || s[lt + 2] == 'h') &&
        (lt + 3 == s.size() || !is_ascii_alnum(s[lt + 3]))) {
        return std::string_view::npos;
    }
    std::size_t p = lt;
    while (p > 0 && lt - p < 7 && is_ascii_punct(s[p - 1]) && s[p - 1] != '<') --p;
    return p > 0 && is_ascii_alnum(s[p - 1]) ? p : std::string_view::npos;
}

bool non_space_at(std::string_view s, std::size_t i) {
    if (i >= s.size()) return false;
    std::uint32_t cp = 0;
    uni::decode_utf8(s, i, &cp);
    return !is_py_space(cp);
}

}  // namespace

namespace {

// FNV-1a, 8 bytes at a time (lines are tens to hundreds of bytes), finished by a mixer.
std::uint64_t hash_line(std::string_view s) noexcept {
    std::uint64_t h = 0xCBF29CE484222325ULL ^ s.size();
    std::size_t i = 0;
    for (; i + 8 <= s.size(); i += 8) {
        std::uint64_t w = 0;
        std::memcpy(&w, s.data() + i, 8);
        h = (h ^ w) * 0x100000001B3ULL;
        h ^= h >> 29;
    }
    for (; i < s.size(); ++i) h = (h ^ static_cast<unsigned char>(s[i])) * 0x100000001B3ULL;
    h ^= h >> 33;
    h *= 0xFF51AFD7ED558CCDULL;
    h ^= h >> 33;
    return h;
}

}  // namespace

void LineCounter::grow() {
    std::vector<Slot> old;
    old.swap(slots_);
    slots_.assign(old.empty() ? 512 : 2 * old.size(), Slot{0, 0, 0, -1});
    const std::size_t mask = slots_.size() - 1;
    for (const Slot& s : old) {
        if (s.count < 0) continue;
        std::size_t i = s.hash & mask;
        while (slots_[i].count >= 0) i = (i + 1) & mask;
        slots_[i] = s;
    }
}

std::int64_t LineCounter::line(std::string_view s) {
    if (2 * (used_ + 1) > slots_.size()) grow();
    const std::uint64_t h = hash_line(s);
    const std::size_t mask = slots_.size() - 1;
    std::size_t i = h & mask;
    for (; slots_[i].count >= 0; i = (i + 1) & mask) {
        const Slot& e = slots_[i];
        if (e.hash == h && e.len == s.size() && std::memcmp(arena_.data() + e.offset, s.data(), s.size()) == 0) {
            return e.count;
        }
    }
    const std::int64_t n = inner_(s);
    if (n >= 0 && s.size() <= std::numeric_limits<std::uint32_t>::max()) {
        slots_[i] = Slot{h, arena_.size(), static_cast<std::uint32_t>(s.size()), n};
        arena_.append(s);
        ++used_;
    }
    return n;
}

std::int64_t LineCounter::operator()(std::string_view text) {
    std::int64_t total = 0;
    std::size_t start = 0;
    const auto split = [&](std::size_t p) {
        if (p <= start) return std::int64_t{0};
        const std::int64_t n = line(text.substr(start, p - start));
        start = p;
        return n;
    };
    // candidate split points: after each newline and before each '<', in order (memchr for both)
    std::size_t nl = find_byte(text, '\n', 0);
    std::size_t lt = find_byte(text, '<', 0);
    while (nl != std::string_view::npos || lt != std::string_view::npos) {
        std::int64_t n = 0;
        if (nl < lt) {
            const std::size_t p = nl + 1;
            if (p >= 2 && p < text.size() && non_space_before(text, nl) &&
                (text[p] == '\n' ? non_space_at(text, p + 1) : non_space_at(text, p))) {
                n = split(p);
            }
            nl = find_byte(text, '\n', p);
        } else {
            const std::size_t p = word_end_before_tag(text, lt);
            if (p != std::string_view::npos) n = split(p);
            lt = find_byte(text, '<', lt + 1);
        }
        if (n < 0) return n;
        total += n;
    }
    const std::int64_t n = line(text.substr(start));
    return n < 0 ? n : total + n;
}

}  // namespace htmlprune
