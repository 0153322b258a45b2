"""Pipeline pages/s with BM25Scorer (its priors) against another scorer, interleaved in one run.

    python benchmarks/scorer_speed.py                               # against BM25Scorer with the
                                                                    # neighbour and tail priors off
    git show $(git merge-base main HEAD):python/htmlprune/scorers/bm25.py > /tmp/base_bm25.py
    python benchmarks/scorer_speed.py --reference /tmp/base_bm25.py  # against the base's BM25Scorer
    python benchmarks/scorer_speed.py --learned                      # the learned ranker (the default
                                                                    # scorer) against BM25Scorer

Every page goes through the whole pipeline (clean, block tree, score, prune to ``--budget`` tokens) with each
scorer back to back, alternating which goes first, best of ``--repeat``; the pages/s of each and their ratio
are printed. Only the scorer differs, so the ratio is the scorer's cost in the pipeline. Script, not collected
by pytest (timings on a shared machine are ratios within one run).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import htmlprune
from _common import read_jsonl_gz, smollm2_counter


def reference_scorer(path: Path) -> Any:
    """``BM25Scorer()`` of another version of ``htmlprune/scorers/bm25.py`` (``prune.py`` before it moved).

    The file imports this checkout's htmlprune, so it must be of the same generation (e.g. the merge base).
    """
    spec = importlib.util.spec_from_file_location("reference_prune", path)
    if spec is None or spec.loader is None:
        msg = f"cannot load {path}"
        raise SystemExit(msg)
    module = importlib.util.module_from_spec(spec)
    sys.modules["reference_prune"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module.BM25Scorer()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=30, help="pages of each dev set (WTQ, WCXB-author)")
    parser.add_argument("--budget", type=int, default=2048)
    parser.add_argument("--repeat", type=int, default=6)
    parser.add_argument("--reference", type=Path, help="a scorers/bm25.py (or an older prune.py) whose BM25Scorer() is the reference")
    parser.add_argument(
        "--learned", action="store_true",
        help="time LearnedScorer() (the default scorer) against BM25Scorer (then the reference)",
    )
    args = parser.parse_args(argv)

    items = list(read_jsonl_gz("qa_wtq.jsonl.gz", limit=args.n))
    items += list(read_jsonl_gz("qa_wcxb_author.jsonl.gz", limit=args.n))
    counter = smollm2_counter()
    default = htmlprune.HtmlPruner(htmlprune.BM25Scorer(), tokenizer=counter, budget=args.budget)
    if args.learned:
        learned = htmlprune.HtmlPruner(htmlprune.scorers.LearnedScorer(), tokenizer=counter, budget=args.budget)
        pruners = {"reference": default, "default": learned}
    else:
        reference = reference_scorer(args.reference) if args.reference else htmlprune.BM25Scorer(neighbour=0.0, tail=0.0)
        pruners = {"reference": htmlprune.HtmlPruner(reference, tokenizer=counter, budget=args.budget), "default": default}
    total = dict.fromkeys(pruners, 0.0)
    for item in items:
        best = dict.fromkeys(pruners, float("inf"))
        for r in range(args.repeat):
            for name in sorted(pruners, reverse=r % 2 == 1):
                start = time.perf_counter()
                pruners[name](item["question"], item["html"])
                best[name] = min(best[name], time.perf_counter() - start)
        for name in pruners:
            total[name] += best[name]
    n = len(items)
    print(f"{n} pages, budget {args.budget}, best of {args.repeat}, interleaved")
    for name in pruners:
        print(f"{name:<10} {n / total[name]:8.1f} pages/s")
    print(f"default / reference pages/s: {total['reference'] / total['default']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
