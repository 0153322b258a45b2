"""clean() per call against selectolax/lexbor parse+serialize, and clean_batch's thread scaling: best of 3.

    PYTHONPATH=python python benchmarks/clean_speed.py

A quicker, best-of-3 companion to ``bench_clean.py`` (whose full runs take one round per test) on every page
of the dev corpora; run it on an idle machine, since the scaling figure needs both cores.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from selectolax.lexbor import LexborHTMLParser

import htmlprune
from _common import CORPORA, read_jsonl_gz


def best_of(fn: Callable[[], object], rounds: int = 3) -> float:
    best = float("inf")
    for _ in range(rounds):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def main() -> None:
    pages = [str(r["html"]) for corpus in CORPORA for r in read_jsonl_gz(corpus)]
    mb = sum(len(p.encode()) for p in pages) / 1e6
    ours = best_of(lambda: [htmlprune.clean(p) for p in pages])
    lexbor = best_of(lambda: [LexborHTMLParser(p).html for p in pages])
    one = best_of(lambda: htmlprune.clean_batch(pages, threads=1))
    two = best_of(lambda: htmlprune.clean_batch(pages, threads=2))
    print(f"{len(pages)} pages, {mb:.1f} MB")
    print(
        f"clean {mb / ours:.1f} MB/s, lexbor parse+serialize {mb / lexbor:.1f} MB/s: {lexbor / ours:.2f}x"
    )
    print(
        f"clean_batch threads=1 {mb / one:.1f} MB/s, threads=2 {mb / two:.1f} MB/s: {one / two:.2f}x"
    )


if __name__ == "__main__":
    main()
