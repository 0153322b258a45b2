// Data-parallel loops over a batch of independent items (pages) on a few native threads.
//
// Design: no global pool. Each call starts `threads - 1` std::threads and works on the calling thread too, so
// there is no state to reset after fork(), nothing outlives the call, and threads == 1 runs everything on the
// calling thread in index order (exactly the sequential path). Thread start-up costs ~20-50 µs, which is noise
// next to cleaning even one page; batch callers pass whole pages, never tiny items.
#pragma once

#include <cstddef>
#include <exception>
#include <functional>
#include <vector>

namespace htmlprune {

/// Worker count for batch calls when the caller has no preference: the HTMLPRUNE_NUM_THREADS environment
/// variable if it holds a positive integer, else std::thread::hardware_concurrency() (at least 1).
/// Thread-safe (reads the environment on each call).
unsigned default_threads() noexcept;

/// Calls fn(index, worker) for every index in [0, n) using up to `threads` workers (0 = default_threads();
/// never more workers than items). `worker` is in [0, workers) and identifies the thread, so the caller can
/// keep one reusable state object per worker (e.g. a Document pair) in a vector sized with
/// parallel_workers(n, threads). Items are handed out one at a time in increasing index order from a shared
/// atomic counter, so uneven item sizes balance themselves.
///
/// Errors: if fn throws, no new items are started; items already running finish; then the exception of the
/// lowest failing index is rethrown on the calling thread (the same error threads == 1 would raise, because
/// every index below the first failure has already been handed out). std::thread creation failure falls
/// back to fewer workers instead of throwing.
/// Thread safety: fn runs concurrently on different indices; it must only share read-only data or
/// synchronise itself. Blocks until all started items are done. O(n) dispatch overhead.
void parallel_for(std::size_t n, unsigned threads,
                  const std::function<void(std::size_t index, unsigned worker)>& fn);

/// Like parallel_for over sizes.size() items, but with several workers the items are handed out largest
/// first (sizes[i]: any measure of item i's cost, e.g. its bytes), so that a big item never starts last
/// while the other workers idle. Errors: every item runs even after one throws; then the exception of
/// the lowest failing index is rethrown (the same error as threads == 1, which runs in index order and
/// stops at the first failure). O(n log n) to order the items.
void parallel_for_largest_first(const std::vector<std::size_t>& sizes, unsigned threads,
                                const std::function<void(std::size_t index, unsigned worker)>& fn);

/// The number of workers parallel_for(n, threads, ...) will use: min(n, threads or default_threads()), >= 1.
unsigned parallel_workers(std::size_t n, unsigned threads) noexcept;

}  // namespace htmlprune
