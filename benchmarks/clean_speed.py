"""clean() per call against selectolax/lexbor parse+serialize, and clean_batch's thread scaling.

    PYTHONPATH=python python benchmarks/clean_speed.py [ROUNDS]

A quicker companion to ``bench_clean.py`` (whose full runs take one round per test) on every page of the
dev corpora. The four measurements run interleaved, ROUNDS times (default 5); each ratio is printed as
best-of-rounds and as the median of the per-round ratios (the two runs of one round are back to back, so
the median resists a machine whose load changes between rounds), and clean vs lexbor also in CPU time
(both single-threaded, so time spent waiting for a core on a loaded machine does not count). The scaling
figure needs two idle cores.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable

from selectolax.lexbor import LexborHTMLParser

import htmlprune
from _common import CORPORA, read_jsonl_gz


def timed(fn: Callable[[], object]) -> tuple[float, float]:
    """Wall and CPU (process) seconds of one call."""
    t, c = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - t, time.process_time() - c


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    pages = [str(r["html"]) for corpus in CORPORA for r in read_jsonl_gz(corpus)]
    mb = sum(len(p.encode("utf-8", "surrogatepass")) for p in pages) / 1e6
    runs: dict[str, Callable[[], object]] = {
        "clean": lambda: [htmlprune.clean(p) for p in pages],
        "lexbor": lambda: [LexborHTMLParser(p).html for p in pages],
        "one": lambda: htmlprune.html.clean_batch(pages, threads=1),
        "two": lambda: htmlprune.html.clean_batch(pages, threads=2),
    }
    times: dict[str, list[float]] = {name: [] for name in runs}
    cpu: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(rounds):
        for name, run in runs.items():
            wall, used = timed(run)
            times[name].append(wall)
            cpu[name].append(used)
    best = {name: min(ts) for name, ts in times.items()}

    def median_ratio(slow: str, fast: str) -> float:
        return statistics.median(s / f for s, f in zip(times[slow], times[fast]))

    print(f"{len(pages)} pages, {mb:.1f} MB, {rounds} rounds")
    print(
        f"clean {mb / best['clean']:.1f} MB/s, lexbor parse+serialize {mb / best['lexbor']:.1f} MB/s: "
        f"{best['lexbor'] / best['clean']:.2f}x (median of rounds {median_ratio('lexbor', 'clean'):.2f}x)"
    )
    print(  # single-threaded both: CPU time ignores the waits of a loaded machine
        f"clean vs lexbor in CPU time: {min(cpu['lexbor']) / min(cpu['clean']):.2f}x (best of rounds)"
    )
    print(
        f"clean_batch threads=1 {mb / best['one']:.1f} MB/s, threads=2 {mb / best['two']:.1f} MB/s: "
        f"{best['one'] / best['two']:.2f}x (median of rounds {median_ratio('one', 'two'):.2f}x)"
    )


if __name__ == "__main__":
    main()
