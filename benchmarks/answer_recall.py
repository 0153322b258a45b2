"""Answer recall on WikiTableQuestions pages: how often the gold answers survive pruning to a budget.

    python benchmarks/answer_recall.py --n 150 --budgets 512 1024 2048 4096

Compares htmlprune (BM25 blocks) with the paper's reference code (htmlrag BM25HTMLPruner + prune_HTML,
max_node_words=256) and two plain-text baselines (leading text truncated; 1000-character BM25 chunks), all
counted with the SmolLM2 tokenizer. An item counts when every gold answer occurs in the visible text of the
output (NFKC, case-insensitive, whitespace collapsed: the data README's rule).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import htmlprune
from _common import (
    answers_kept,
    read_jsonl_gz,
    reference_available,
    reference_prune,
    smollm2_counter,
    text_bm25_chunks,
    text_truncated,
)


def htmlprune_method(**pruner_options: Any) -> Callable[[str, str, list[int]], dict[int, str]]:
    """htmlprune's pipeline (tree built once per page, pruned at every budget)."""
    pruner = htmlprune.HtmlPruner(tokenizer=smollm2_counter(), **pruner_options)

    def run(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        tree = pruner.tree(html)
        scores = pruner.scorer.score(question, tree)
        return {
            b: htmlprune.prune(tree, scores, budget=b, tokenizer=pruner.tokenizer, **pruner.prune_options).html
            for b in budgets
        }

    return run


# The paper's settings on htmlprune's core: 256-word blocks, plain BM25, no smoothing, full end tags.
PAPER_SETTINGS: dict[str, Any] = {
    "scorer": htmlprune.BM25Scorer(context=False),
    "max_block_bytes": 0,
    "smoothing": 0.0,
    "compact": False,
    "keep_table_header": False,
}


def evaluate(
    items: list[dict[str, Any]], budgets: list[int], methods: dict[str, Callable[..., dict[int, str]]]
) -> tuple[dict[str, dict[int, float]], dict[str, float]]:
    """Returns recall[method][budget] and seconds[method]."""
    hits: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))
    seconds: dict[str, float] = defaultdict(float)
    counter = smollm2_counter()
    for item in items:
        for name, method in methods.items():
            start = time.perf_counter()
            outputs = method(item["question"], item["html"], budgets)
            seconds[name] += time.perf_counter() - start
            for budget, out in outputs.items():
                assert counter.count(out) <= budget, f"{name} broke the budget {budget}"
                text = htmlprune.visible_text(out) if "<" in out else out
                hits[name][budget] += answers_kept(item["answers"], text)
    n = max(len(items), 1)
    recall = {m: {b: 100.0 * hits[m][b] / n for b in budgets} for m in methods}
    return recall, dict(seconds)


def text_methods() -> dict[str, Callable[..., dict[int, str]]]:
    def truncate(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        text = htmlprune.visible_text(html)
        return {b: text_truncated(text, b) for b in budgets}

    def chunks(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        text = htmlprune.visible_text(html)
        return {b: text_bm25_chunks(question, text, b) for b in budgets}

    return {"text-truncate": truncate, "text-bm25-chunks": chunks}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=150, help="questions (default 150)")
    parser.add_argument("--budgets", type=int, nargs="+", default=[512, 1024, 2048, 4096])
    parser.add_argument("--no-reference", action="store_true", help="skip the slow reference pipeline")
    args = parser.parse_args(argv)

    items = list(read_jsonl_gz("qa_wtq.jsonl.gz", limit=args.n))
    methods: dict[str, Callable[..., dict[int, str]]] = {
        "htmlprune": htmlprune_method(),
        "htmlprune-paper-settings": htmlprune_method(**PAPER_SETTINGS),
    }
    if not args.no_reference and reference_available():
        methods["reference"] = reference_prune
    methods.update(text_methods())
    recall, seconds = evaluate(items, args.budgets, methods)

    print(f"answer recall (%) on {len(items)} qa_wtq questions, SmolLM2 tokenizer")
    print(f"{'method':<20}" + "".join(f"{b:>8}" for b in args.budgets) + f"{'s/page':>10}")
    for name in methods:
        row = "".join(f"{recall[name][b]:>8.1f}" for b in args.budgets)
        print(f"{name:<20}{row}{seconds[name] / max(len(items), 1):>10.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
