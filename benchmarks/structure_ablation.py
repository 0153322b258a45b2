"""Ablation of the byline, table-row and accent-folding changes (issue 13), each alone and together.

    python benchmarks/structure_ablation.py --dataset wcxb --n 0
    python benchmarks/structure_ablation.py --dataset wtq --n 150
    python benchmarks/structure_ablation.py --dataset wtq --skip 150 --n 450   # never used for tuning

Two of the changes live in :attr:`BlockTree.boilerplate` (a table row's link density is not chrome; a
byline's share of a block is not chrome), so this script swaps that property between variants (the
formula before the change is kept here) instead of passing options to the pipeline as ``answer_recall.py
--method`` does; the other two are ``BM25Scorer(byline=...)`` and ``BM25Scorer(fold_accents=...)``. The
scorer's priors run natively and compute the chrome score themselves, so the variants are scored with the
priors' NumPy form (tests/bm25_priors_reference.py, which reads the property and equals the native priors
bit for bit under the default formula: tests/test_bm25_priors.py). Trees
are built once per page and every variant prunes them at every budget; the table gives answer recall (%)
and, per variant, the items it gains and loses against the first row. Script, not collected by pytest.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import htmlprune
from _common import answers_kept, read_jsonl_gz, smollm2_counter
from answer_recall import BUDGETS, DATASETS
from bm25_priors_reference import reference_priors
from htmlprune import _core
from htmlprune.html import BlockTree

_NEW_BOILERPLATE = BlockTree.boilerplate


def _boilerplate(table_rows: bool, bylines: bool) -> property:
    """BlockTree.boilerplate with the table-row and byline rules on or off (both off: the formula before)."""

    def get(self: BlockTree) -> np.ndarray:
        structural = np.maximum.reduce([self.chrome_tag, self.chrome_role, self.chrome_class, self.link_list])
        links = np.clip((self.link_density - 0.5) * 2.0, 0.0, 1.0) * np.clip(self.words / 12.0, 0.0, 1.0)
        if table_rows:
            links[self._in_table_row()] = 0.0
        chrome = np.maximum(structural, links)
        if bylines:
            chrome = chrome * (np.float32(1.0) - self.byline)
        return chrome.astype(np.float32)

    return property(get)


# name: (table-row rule, byline-not-chrome rule, BM25Scorer options)
VARIANTS: dict[str, tuple[bool, bool, dict[str, Any]]] = {
    "before (none of the four)": (False, False, {"byline": 0.0, "fold_accents": False}),
    "+ table rows not chrome": (True, False, {"byline": 0.0, "fold_accents": False}),
    "+ bylines not chrome": (False, True, {"byline": 0.0, "fold_accents": False}),
    "+ byline prior": (False, False, {"fold_accents": False}),
    "+ bylines not chrome + prior": (False, True, {"fold_accents": False}),
    "+ accent folding": (False, False, {"byline": 0.0}),
    "all four (default)": (True, True, {}),
    "default without table rows": (False, True, {}),
    "default without folding": (True, True, {"fold_accents": False}),
}


def run_variant(
    trees: list[tuple[str, list[str], BlockTree]], scorer: htmlprune.BM25Scorer, budgets: list[int]
) -> np.ndarray:
    pruner = htmlprune.HtmlPruner(tokenizer=smollm2_counter())
    hits = np.zeros((len(trees), len(budgets)), dtype=bool)
    for i, (question, answers, tree) in enumerate(trees):
        plain = _core.bm25_tree_scores(
            question, tree.core, context=scorer.context, stem=scorer.stem, fold_accents=scorer.fold_accents
        )
        weights = ("boilerplate", "position", "lead", "lead_words", "neighbour", "neighbour_words", "tail",
                   "tail_words", "byline")
        scores = reference_priors(tree, plain, **{k: getattr(scorer, k) for k in weights})
        for j, budget in enumerate(budgets):
            out = htmlprune.prune(tree, scores, budget=budget, tokenizer=pruner.tokenizer, **pruner.prune_options)
            hits[i, j] = answers_kept(answers, htmlprune.visible_text(out.html))
    return hits


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", choices=sorted(DATASETS), default="wtq")
    parser.add_argument("--n", type=int, default=150, help="questions (0 = all)")
    parser.add_argument("--skip", type=int, default=0, help="drop the first SKIP items")
    parser.add_argument("--budgets", type=int, nargs="+", default=BUDGETS)
    args = parser.parse_args(argv)
    stop = args.skip + args.n if args.n else None
    items = list(itertools.islice(read_jsonl_gz(DATASETS[args.dataset]), args.skip, stop))
    pruner = htmlprune.HtmlPruner(tokenizer=smollm2_counter())
    trees = [(it["question"], it["answers"], pruner.tree(it["html"])) for it in items]

    print(f"answer recall (%) on {len(items)} {DATASETS[args.dataset]} questions (skip {args.skip})")
    print(f"{'variant':<32}" + "".join(f"{b:>8}" for b in args.budgets) + "   items gained/lost vs the first row")
    first: np.ndarray | None = None
    try:
        for name, (table_rows, bylines, options) in VARIANTS.items():
            BlockTree.boilerplate = _boilerplate(table_rows, bylines)  # type: ignore[method-assign]
            hits = run_variant(trees, htmlprune.BM25Scorer(**options), args.budgets)
            first = hits if first is None else first
            diff = hits.astype(int) - first.astype(int)
            delta = " ".join(f"+{(diff[:, j] > 0).sum()}/-{(diff[:, j] < 0).sum()}" for j in range(len(args.budgets)))
            print(f"{name:<32}" + "".join(f"{100 * v:>8.1f}" for v in hits.mean(0)) + f"   {delta}", flush=True)
    finally:
        BlockTree.boilerplate = _NEW_BOILERPLATE  # type: ignore[method-assign]
    return 0


if __name__ == "__main__":
    sys.exit(main())
