"""Markup share of the pruned HTML (issue 29): tokens of tags ÷ all tokens, median per page, full vs compact.

    PYTHONPATH=python python benchmarks/markup_share.py                 # recipes, WCXB, WTQ dev pages, 2048
    PYTHONPATH=python python benchmarks/markup_share.py --dataset wtq --n 100 --budget 1024

Each question's page is pruned once with ``semantic=False`` (before: the full cleaned HTML of the kept blocks)
and once with the default ``semantic=True`` (after: compact semantic HTML), in the same run, the default scorer
(the learned ranker) and the pipeline's other defaults, SmolLM2 tokenizer. A page's markup share is 1 - tokens(output with its tags
removed) / tokens(output): the tokens the tags cost. Pages with an empty output are left out. Prints the median
and p90 per dataset and the tokens the outputs use.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys

import htmlprune
from _common import read_jsonl_gz, smollm2_counter

DATASETS = {
    "recipes": "qa_recipes.jsonl.gz",
    "wcxb": "qa_wcxb_author.jsonl.gz",
    "wtq": "qa_wtq.jsonl.gz",
}
_TAG = re.compile(r"<[^>]*>")


def markup_share(html: str, count: object) -> float:
    """The share of ``html``'s tokens that its tags cost (see the module docstring)."""
    n = count(html)  # type: ignore[operator]
    return 1.0 - count(_TAG.sub("", html)) / n if n else 0.0  # type: ignore[operator]


def p90(values: list[float]) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(0.9 * len(s)))] if s else 0.0


def run(name: str, n: int | None, budget: int) -> dict[str, list[float]]:
    counter = smollm2_counter()
    full = htmlprune.HtmlPruner(tokenizer=counter, budget=budget, semantic=False)
    compact = htmlprune.HtmlPruner(tokenizer=counter, budget=budget)
    out: dict[str, list[float]] = {
        "full": [],
        "compact": [],
        "full_tokens": [],
        "compact_tokens": [],
    }
    for item in read_jsonl_gz(DATASETS[name], limit=n):
        tree = full.tree(item["html"])
        a = full(item["question"], tree)
        b = compact(item["question"], tree)
        if not a.content or not b.content:
            continue
        out["full"].append(markup_share(a.content, counter.count))
        out["compact"].append(markup_share(b.content, counter.count))
        out["full_tokens"].append(a.n_tokens)
        out["compact_tokens"].append(b.n_tokens)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--dataset", choices=sorted(DATASETS), nargs="+", default=["recipes", "wcxb", "wtq"]
    )
    parser.add_argument("--n", type=int, default=None, help="questions per dataset (default: all)")
    parser.add_argument("--budget", type=int, default=2048)
    args = parser.parse_args(argv)
    print(
        f"markup share of the pruned HTML at {args.budget} tokens (SmolLM2), median per page (p90)"
    )
    print(f"{'dataset':<9}{'pages':>6}{'full':>16}{'compact':>16}{'mean tokens full/compact':>28}")
    for name in args.dataset:
        r = run(name, args.n, args.budget)
        full = f"{100 * statistics.median(r['full']):.1f}% ({100 * p90(r['full']):.1f})"
        comp = f"{100 * statistics.median(r['compact']):.1f}% ({100 * p90(r['compact']):.1f})"
        used = (
            f"{statistics.mean(r['full_tokens']):.0f} / {statistics.mean(r['compact_tokens']):.0f}"
        )
        print(f"{name:<9}{len(r['full']):>6}{full:>16}{comp:>16}{used:>28}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
