"""Answer recall of BM25 stemming and hybrid (BM25 + MiniLM) ranking, each alone, on both dev sets.

    python benchmarks/stem_hybrid_recall.py --dataset wtq --n 150
    python benchmarks/stem_hybrid_recall.py --dataset wcxb-author
    python benchmarks/stem_hybrid_recall.py --dataset wtq --skip 150 --n 450   # held out

Every row is htmlprune's default pipeline (tree, pruning options) with only the scorer changed: the default
BM25, BM25 with Snowball English stemming, MiniLM embeddings alone, and BM25 + MiniLM fused by reciprocal
rank (rrf) or by min-max normalised linear fusion, at a few BM25 weights, as HybridScorer fuses them (the
BM25 with ``chrome_last=0``, then chrome ranked last after the fusion); the "no chrome last" and "floor"
rows are HybridScorer(chrome_last=0) and HybridScorer(floor=0.5). Scores are computed once per page
and pruned at every budget; an item counts when all gold answers survive (the data README's rule).
``--cache DIR`` keeps each item's MiniLM scores (checked against the block texts and the model), so a
second run only scores BM25 and prunes.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
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
from htmlprune.scorers import BM25Scorer
from htmlprune.scorers.hybrid import fuse, rank_chrome_last

DATASETS = {"wtq": "qa_wtq.jsonl.gz", "wcxb-author": "qa_wcxb_author.jsonl.gz"}
FUSION_WEIGHTS = (0.3, 0.5, 0.7)
CHROME_LAST = 0.8  # HybridScorer's default

Row = Callable[[dict[str, np.ndarray]], np.ndarray]


def variants(with_model: bool) -> dict[str, Row]:
    """Scorer rows: each maps the per-page base scores (bm25, bm25-stem, embed, chrome) to block scores."""
    rows: dict[str, Row] = {
        "bm25 (default)": lambda s: s["bm25"],
        "bm25+stem": lambda s: s["stem"],
    }
    if with_model:
        rows["minilm"] = lambda s: s["embed"]

        def hybrid(
            lex: str, w: float, fusion: str, chrome_last: float = CHROME_LAST, floor: float = 0.0
        ) -> Row:
            return lambda s: rank_chrome_last(
                fuse(s[lex], s["embed"], weight=w, fusion=fusion, floor=floor),
                s["chrome"],
                chrome_last,
            )

        for fusion in ("rrf", "linear"):
            for w in FUSION_WEIGHTS:
                rows[f"hybrid-{fusion}-{w}"] = hybrid("bm25-fuse", w, fusion)
                rows[f"hybrid-{fusion}-{w}+stem"] = hybrid("stem-fuse", w, fusion)
        rows["hybrid-linear-0.7 no chrome last"] = hybrid(
            "bm25-fuse", 0.7, "linear", chrome_last=0.0
        )
        rows["hybrid-linear-0.7 floor 0.5"] = hybrid("bm25-fuse", 0.7, "linear", floor=0.5)
        rows["hybrid-linear-0.7 floor 0.5, no chrome last"] = hybrid(
            "bm25-fuse", 0.7, "linear", chrome_last=0.0, floor=0.5
        )
    return rows


def cached_scores(scorer: Any, item: dict[str, Any], tree: Any, path: Path | None) -> np.ndarray:
    """The scorer's scores of the item, from ``path`` when it holds them for these blocks and this model."""
    texts = hashlib.sha256("\x00".join(tree.texts).encode()).hexdigest()
    model = str(scorer.embedder.fingerprint)
    if path is not None and path.exists():
        with np.load(path, allow_pickle=False) as data:
            if (
                str(data["texts"]) == texts
                and str(data["model"]) == model
                and str(data["question"]) == item["question"]
            ):
                return np.asarray(data["scores"], dtype=np.float32)
    scores = np.asarray(scorer.score(item["question"], tree), dtype=np.float32)
    if path is not None:
        np.savez(
            path,
            scores=scores,
            texts=np.array(texts),
            model=np.array(model),
            question=np.array(item["question"]),
        )
    return scores


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", choices=sorted(DATASETS), default="wtq")
    parser.add_argument("--n", type=int, default=None, help="questions (default: all)")
    parser.add_argument(
        "--skip", type=int, default=0, help="questions skipped first (held-out: --skip 150)"
    )
    parser.add_argument(
        "--cache", type=Path, default=None, help="folder for the items' MiniLM scores"
    )
    parser.add_argument("--budgets", type=int, nargs="+", default=[512, 1024, 2048, 4096])
    parser.add_argument("--stem", default="english", help="Snowball language of the stemming rows")
    parser.add_argument("--no-model", action="store_true", help="BM25 rows only (no MiniLM)")
    args = parser.parse_args(argv)

    stop = None if args.n is None else args.skip + args.n
    items = list(itertools.islice(read_jsonl_gz(DATASETS[args.dataset]), args.skip, stop))
    if args.cache is not None:
        args.cache.mkdir(parents=True, exist_ok=True)
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
    for index, item in enumerate(items, start=args.skip):
        tree = pruner.tree(item["html"])
        scores = {"chrome": tree.boilerplate}
        for name, scorer in base.items():
            start = time.perf_counter()
            if name == "embed":
                path = None if args.cache is None else args.cache / f"{args.dataset}-{index}.npz"
                scores[name] = cached_scores(scorer, item, tree, path)
            else:
                scores[name] = scorer.score(item["question"], tree)
            seconds[name] += time.perf_counter() - start
        for row, make in rows.items():
            block_scores = make(scores)
            for b in args.budgets:
                out = htmlprune.prune(
                    tree, block_scores, budget=b, tokenizer=counter, config=pruner.config
                ).html
                hits[row][b] += answers_kept(item["answers"], htmlprune.visible_text(out))
    n = max(len(items), 1)
    print(
        f"answer recall (%) on {len(items)} {DATASETS[args.dataset]} questions (from {args.skip}), "
        "SmolLM2 tokenizer"
    )
    print(f"{'scorer':<44}" + "".join(f"{b:>8}" for b in args.budgets))
    for row in rows:
        print(f"{row:<44}" + "".join(f"{100.0 * hits[row][b] / n:>8.1f}" for b in args.budgets))
    print("scoring s/page: " + ", ".join(f"{k} {v / n:.4f}" for k, v in seconds.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
