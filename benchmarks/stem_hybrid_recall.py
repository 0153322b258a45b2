"""Answer recall of BM25 stemming and hybrid (BM25 + MiniLM) ranking, each alone, on both dev sets.

    python benchmarks/stem_hybrid_recall.py --dataset wtq --n 150
    python benchmarks/stem_hybrid_recall.py --dataset wcxb-author

Every row is htmlprune's default pipeline (tree, pruning options) with only the scorer changed: the default
BM25, BM25 with Snowball English stemming, MiniLM embeddings alone, and BM25 + MiniLM fused by reciprocal
rank (rrf) or by min-max normalised linear fusion, at a few BM25 weights (the BM25 that HybridScorer fuses by
default: ``chrome_last=0``). Scores are computed once per page
and pruned at every budget; an item counts when all gold answers survive (the data README's rule).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import htmlprune
from _common import answers_kept, read_jsonl_gz, smollm2_counter
from htmlprune.pruning import BM25Scorer
from htmlprune.scorers.hybrid import fuse

DATASETS = {"wtq": "qa_wtq.jsonl.gz", "wcxb-author": "qa_wcxb_author.jsonl.gz"}
FUSION_WEIGHTS = (0.3, 0.5, 0.7)


def variants(with_model: bool) -> dict[str, Callable[[dict[str, np.ndarray]], np.ndarray]]:
    """Scorer rows: each maps the per-page base scores (bm25, bm25-stem, embed) to block scores."""
    rows: dict[str, Callable[[dict[str, np.ndarray]], np.ndarray]] = {
        "bm25 (default)": lambda s: s["bm25"],
        "bm25+stem": lambda s: s["stem"],
    }
    if with_model:
        rows["minilm"] = lambda s: s["embed"]
        for fusion in ("rrf", "linear"):
            for w in FUSION_WEIGHTS:
                rows[f"hybrid-{fusion}-{w}"] = lambda s, f=fusion, w=w: fuse(
                    s["bm25-fuse"], s["embed"], weight=w, fusion=f
                )
                rows[f"hybrid-{fusion}-{w}+stem"] = lambda s, f=fusion, w=w: fuse(
                    s["stem-fuse"], s["embed"], weight=w, fusion=f
                )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", choices=sorted(DATASETS), default="wtq")
    parser.add_argument("--n", type=int, default=None, help="questions (default: all)")
    parser.add_argument("--budgets", type=int, nargs="+", default=[512, 1024, 2048, 4096])
    parser.add_argument("--stem", default="english", help="Snowball language of the stemming rows")
    parser.add_argument("--no-model", action="store_true", help="BM25 rows only (no MiniLM)")
    args = parser.parse_args(argv)

    items = list(read_jsonl_gz(DATASETS[args.dataset], limit=args.n))
    counter = smollm2_counter()
    pruner = htmlprune.HtmlPruner(tokenizer=counter)
    base: dict[str, Any] = {"bm25": BM25Scorer(), "stem": BM25Scorer(stem=args.stem)}
    if not args.no_model:
        # the lexical part that HybridScorer fuses by default: chrome_last off (its negative chrome
        # scores would rescale the min-max fusion)
        base["bm25-fuse"] = BM25Scorer(chrome_last=0.0)
        base["stem-fuse"] = BM25Scorer(stem=args.stem, chrome_last=0.0)
        from htmlprune.embed import OnnxEmbedder
        from htmlprune.scorers import EmbeddingScorer

        base["embed"] = EmbeddingScorer(OnnxEmbedder("all-MiniLM-L6-v2", threads=2))
    rows = variants(not args.no_model)
    hits: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))
    seconds: dict[str, float] = defaultdict(float)
    for item in items:
        tree = pruner.tree(item["html"])
        scores = {}
        for name, scorer in base.items():
            start = time.perf_counter()
            scores[name] = scorer.score(item["question"], tree)
            seconds[name] += time.perf_counter() - start
        for row, make in rows.items():
            block_scores = make(scores)
            for b in args.budgets:
                out = htmlprune.prune(
                    tree, block_scores, budget=b, tokenizer=counter, **pruner.prune_options
                ).html
                hits[row][b] += answers_kept(item["answers"], htmlprune.visible_text(out))
    n = max(len(items), 1)
    print(
        f"answer recall (%) on {len(items)} {DATASETS[args.dataset]} questions, SmolLM2 tokenizer"
    )
    print(f"{'scorer':<24}" + "".join(f"{b:>8}" for b in args.budgets))
    for row in rows:
        print(f"{row:<24}" + "".join(f"{100.0 * hits[row][b] / n:>8.1f}" for b in args.budgets))
    print("scoring s/page: " + ", ".join(f"{k} {v / n:.4f}" for k, v in seconds.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
