"""Pipeline speed with compact semantic HTML (issue 29) against the full cleaned HTML, in the same run.

    PYTHONPATH=python python benchmarks/compact_speed.py                       # WTQ + recipes, 60 pages each
    PYTHONPATH=python python benchmarks/compact_speed.py --pages 100 --rounds 5 --budget 1024

The whole default pipeline (``HtmlPruner(budget=...)(question, html)``: clean, block tree, score, fit, render),
once with ``semantic=False`` and once with the default ``semantic=True``, page by page in alternating order;
per page and setting the minimum over the rounds (the least disturbed run), summed. Prints pages/s of each
and the ratio compact / full (> 1: compact is faster).
"""

from __future__ import annotations

import argparse
import sys
import time

import htmlprune
from _common import read_jsonl_gz, smollm2_counter


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", nargs="+", default=["qa_wtq.jsonl.gz", "qa_recipes.jsonl.gz"])
    parser.add_argument("--pages", type=int, default=60, help="pages per set")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--budget", type=int, default=2048)
    args = parser.parse_args(argv)
    counter = smollm2_counter()
    pruners = {
        "full": htmlprune.HtmlPruner(tokenizer=counter, budget=args.budget, semantic=False),
        "compact": htmlprune.HtmlPruner(tokenizer=counter, budget=args.budget),
    }
    items = [it for s in args.sets for it in read_jsonl_gz(s, limit=args.pages)]
    best = {name: [float("inf")] * len(items) for name in pruners}
    for r in range(args.rounds):
        for k, item in enumerate(items):
            order = list(pruners) if (k + r) % 2 == 0 else list(reversed(pruners))
            for name in order:
                start = time.perf_counter()
                pruners[name](item["question"], item["html"])
                best[name][k] = min(best[name][k], time.perf_counter() - start)
    rate = {name: len(items) / sum(t) for name, t in best.items()}
    print(
        f"{len(items)} pages ({', '.join(args.sets)}), budget {args.budget}, min of {args.rounds} rounds"
    )
    for name, v in rate.items():
        print(f"{name:<8}{v:>8.1f} pages/s")
    print(f"ratio compact / full: {rate['compact'] / rate['full']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
