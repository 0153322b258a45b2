#include "htmlprune/batch.hpp"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace htmlprune {

unsigned default_threads() noexcept {
    if (const char* env = std::getenv("HTMLPRUNE_NUM_THREADS")) {
        char* end = nullptr;
        const long v = std::strtol(env, &end, 10);
        if (end != env && *end == '\0' && v > 0) return static_cast<unsigned>(std::min(v, 1024L));
    }
    const unsigned hw = std::thread::hardware_concurrency();
    return hw == 0 ? 1 : hw;
}

unsigned parallel_workers(std::size_t n, unsigned threads) noexcept {
    const unsigned t = threads == 0 ? default_threads() : threads;
    if (n == 0) return 1;
    return static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(n, t)));
}

void parallel_for(std::size_t n, unsigned threads,
                  const std::function<void(std::size_t, unsigned)>& fn) {
    if (n == 0) return;
    const unsigned workers = parallel_workers(n, threads);
    if (workers == 1) {
        for (std::size_t i = 0; i < n; ++i) fn(i, 0);  // the sequential path: first error propagates
        return;
    }

    std::atomic<std::size_t> next{0};
    std::atomic<bool> stop{false};
    std::mutex error_mutex;
    std::exception_ptr error;
    std::size_t error_index = n;

    auto work = [&](unsigned worker) {
        while (!stop.load(std::memory_order_relaxed)) {
            const std::size_t i = next.fetch_add(1, std::memory_order_relaxed);
            if (i >= n) return;
            try {
                fn(i, worker);
            } catch (...) {
                std::lock_guard<std::mutex> lock(error_mutex);
                if (i < error_index) {
                    error_index = i;
                    error = std::current_exception();
                }
                stop.store(true, std::memory_order_relaxed);
            }
        }
    };

    std::vector<std::thread> pool;
    pool.reserve(workers - 1);
    for (unsigned w = 1; w < workers; ++w) {
        try {
            pool.emplace_back(work, w);
        } catch (const std::system_error&) {
            break;  // could not start another thread: run with the ones we have
        }
    }
    work(0);
    for (auto& t : pool) t.join();
    if (error) std::rethrow_exception(error);
}

void parallel_for_largest_first(const std::vector<std::size_t>& sizes, unsigned threads,
                                const std::function<void(std::size_t, unsigned)>& fn) {
    const std::size_t n = sizes.size();
    if (parallel_workers(n, threads) == 1) {
        parallel_for(n, 1, fn);
        return;
    }
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return sizes[a] > sizes[b]; });
    // Each item's error is kept (not stopping the others), so the lowest failing index is known at the end
    // whatever order the items ran in.
    std::vector<std::exception_ptr> errors(n);
    parallel_for(n, threads, [&](std::size_t k, unsigned worker) {
        const std::size_t i = order[k];
        try {
            fn(i, worker);
        } catch (...) {
            errors[i] = std::current_exception();
        }
    });
    for (const std::exception_ptr& e : errors) {
        if (e) std::rethrow_exception(e);
    }
}

}  // namespace htmlprune
