"""Pipeline speed with compact semantic HTML (issue 29) against the full cleaned HTML, in the same run.

    PYTHONPATH=python python benchmarks/compact_speed.py                       # WTQ + recipes, 60 pages each
    PYTHONPATH=python python benchmarks/compact_speed.py --pages 100 --rounds 5 --budget 1024

The whole default pipeline (``HtmlPruner(budget=...)(question, html)``: clean, block tree, score, fit, render),
once with ``semantic=False``, once with the default ``semantic=True``, and once with that and
``newline_between_blocks=True`` (``lines``: a line break between blocks, the default before lists and rows
went on one line), page by page in rotating order; per page and setting the minimum over the rounds (the
least disturbed run), summed. Prints pages/s of each and the ratios compact / full and compact / lines
(> 1: compact is faster).

``--once full|compact`` runs one setting once over the pages and times nothing, for an instruction counter
(wall clock on a shared machine moves by more than what is left to measure); ``--stage fit`` calls only the
budget engine, on trees, scores and token costs made before it (``python`` must be the interpreter itself,
not a wrapper script such as pyenv's shim, for valgrind to follow it):

    valgrind --tool=callgrind --collect-atstart=no "--toggle-collect=htmlprune::prune_batch*" \
        python benchmarks/compact_speed.py --pages 100 --once compact
    valgrind --tool=callgrind --collect-atstart=no "--toggle-collect=htmlprune::fit_budget*" \
        python benchmarks/compact_speed.py --pages 100 --once compact --stage fit
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

import htmlprune
from _common import read_jsonl_gz, smollm2_counter


def run_once(pruner: htmlprune.HtmlPruner, items: list[dict[str, Any]], stage: str) -> None:
    """Each page once through ``pruner`` (``stage="fit"``: through the budget engine alone)."""
    if stage == "pipeline":
        for item in items:
            pruner(item["question"], item["html"])
        return
    from htmlprune._budget import _token_costs, fit_tree
    from htmlprune._numpy import np

    config = pruner.config.to_core()
    pages = []
    for item in items:
        tree = pruner.tree(item["html"])
        _token_costs(tree, pruner.tokenizer, config)  # kept on the tree: the fit below reads them
        pages.append(
            (tree, np.asarray(pruner.scorer.score(item["question"], tree), dtype=np.float32))
        )
    for tree, scores in pages:
        fit_tree(tree, scores, pruner.tokenizer, config, None)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", nargs="+", default=["qa_wtq.jsonl.gz", "qa_recipes.jsonl.gz"])
    parser.add_argument("--pages", type=int, default=60, help="pages per set")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--budget", type=int, default=2048)
    parser.add_argument(
        "--once", choices=("full", "compact", "lines"), help="run this setting once, untimed"
    )
    parser.add_argument(
        "--stage", choices=("pipeline", "fit"), default="pipeline", help="with --once"
    )
    args = parser.parse_args(argv)
    counter = smollm2_counter()
    pruners = {
        "full": htmlprune.HtmlPruner(tokenizer=counter, budget=args.budget, semantic=False),
        "compact": htmlprune.HtmlPruner(tokenizer=counter, budget=args.budget),
        "lines": htmlprune.HtmlPruner(
            tokenizer=counter, budget=args.budget, newline_between_blocks=True
        ),
    }
    items = [it for s in args.sets for it in read_jsonl_gz(s, limit=args.pages)]
    if args.once:
        run_once(pruners[args.once], items, args.stage)
        return 0
    best = {name: [float("inf")] * len(items) for name in pruners}
    for r in range(args.rounds):
        for k, item in enumerate(items):
            names = list(pruners)
            shift = (k + r) % len(names)
            order = names[shift:] + names[:shift]
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
    print(f"ratio compact / lines: {rate['compact'] / rate['lines']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
