"""Pages/s of ``HtmlPruner.batch`` on 1 and on N native threads, outputs checked against one-by-one calls.

    python benchmarks/batch_speed.py                          # dev WTQ + WCXB-author pages, budget 2048, N = 2
    python benchmarks/batch_speed.py --threads 4 --rounds 5
    python benchmarks/batch_speed.py --limit 100              # fewer pages per set

The whole BM25 pipeline (clean, block tree, BM25 with its priors, the budget fit, serialization) of every page
runs in the core; a batch releases the GIL once and spreads the pages over its threads. Each round times the
one-by-one calls (``pruner(question, html)``), the batch on one thread and the batch on N threads, in turn
(each first in turn),
on the same pages; the minimum over the rounds is kept (the least disturbed run on a shared machine), with
the process's CPU time per page in that run (equal for 1 and N threads: no work lost to the threads, so on a
machine with N idle cores the pages/s ratio is N less the serial part). Before
any timing, every batch output is checked equal to the one-by-one call's (content, tokens, kept blocks).
The single-document speed against another checkout: ``pipeline_ab.py --before OTHER/python --whole``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import htmlprune
from _common import read_jsonl_gz, smollm2_counter

SETS = ("qa_wtq.jsonl.gz", "qa_wcxb_author.jsonl.gz")


def _key(r: Any) -> tuple[str, int, list[int]]:
    return r.content, r.n_tokens, r.kept.tolist()


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--budget", type=int, default=2048)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--limit", type=int, default=None, help="pages per set (default: all)")
    args = ap.parse_args()
    items = [it for name in SETS for it in read_jsonl_gz(name, limit=args.limit)]
    questions = [it["question"] for it in items]
    pages = [it["html"] for it in items]
    pruner = htmlprune.HtmlPruner(budget=args.budget, tokenizer=smollm2_counter())

    one = [_key(pruner(q, p)) for q, p in zip(questions, pages)]
    for threads in (1, args.threads):
        out = pruner.batch(questions, pages, threads=threads)
        assert [_key(r) for r in out] == one, (
            f"batch on {threads} threads differs from one-by-one calls"
        )

    runs = {
        "one by one": lambda: [pruner(q, p) for q, p in zip(questions, pages)],
        "batch, 1 thread": lambda: pruner.batch(questions, pages, threads=1),
        f"batch, {args.threads} threads": lambda: pruner.batch(
            questions, pages, threads=args.threads
        ),
    }
    best = dict.fromkeys(runs, float("inf"))
    cpu = dict.fromkeys(runs, float("inf"))  # this process's CPU seconds in the best run
    keys = list(runs)
    for r in range(args.rounds):
        for key in keys[r % 3 :] + keys[: r % 3]:  # each variant first in turn
            c0, t0 = time.process_time(), time.perf_counter()
            runs[key]()
            wall, used = time.perf_counter() - t0, time.process_time() - c0
            if wall < best[key]:
                best[key], cpu[key] = wall, used
    n = len(items)
    print(
        f"{n} pages ({', '.join(SETS)}), budget {args.budget}, best of {args.rounds} rounds; outputs equal"
    )
    for key, seconds in best.items():
        print(f"  {key:22s} {n / seconds:8.1f} pages/s  {1000 * cpu[key] / n:.3f} CPU ms/page")
    single = best["batch, 1 thread"]
    print(
        f"  batch {args.threads} threads / 1 thread: {single / best[f'batch, {args.threads} threads']:.2f}x"
    )
    print(f"  batch 1 thread / one by one: {best['one by one'] / single:.2f}x")


if __name__ == "__main__":
    main()
