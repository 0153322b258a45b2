"""HIRO selection speed: a kept tree with cached node embeddings, against embedding the question.

    pytest benchmarks/bench_hiro.py --benchmark-enable        # timed; prints the ratio
    pytest benchmarks/bench_hiro.py --benchmark-disable       # CI: each runs once, answers checked

Per question, HIRO costs one query embedding plus the selection (similarities against the cached node
vectors, the walk, the Selection). The selection must stay under 5% of the query embedding, so that a tree
kept across questions makes HIRO as cheap as embedding the question. Both sides run on the same real WTQ
pages (``HTMLPRUNE_BENCH_PAGES`` of them; MiniLM embedder, SmolLM2 tokenizer); the ratio is printed and kept
in ``extra_info``.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import bench_pages_limit, read_jsonl_gz, smollm2_counter
from hiro_eval import DEFAULT_CACHE, minilm_embedder, prepare
from htmlprune import hiro

pytestmark = pytest.mark.shared_data

S, DELTA = 0.3, 0.05
_timings: dict[str, float] = {}


@pytest.fixture(scope="module")
def kept() -> dict[str, Any]:
    """Real pages with their trees kept and node embeddings cached (disk cache shared with hiro_eval)."""
    rows = list(read_jsonl_gz("qa_wtq.jsonl.gz", limit=bench_pages_limit(10)))
    embedder = minilm_embedder()
    items, _ = prepare(
        rows, embedder, max_words=64, node_embedding="text", cache=DEFAULT_CACHE, log=False
    )
    counter = smollm2_counter()
    queries = embedder.encode_queries([it.question for it in items])
    for it in items:  # warm the per-node token counts the selection reads
        hiro.hierarchy(it.tree).token_counts(counter)
    return {"items": items, "embedder": embedder, "queries": queries, "counter": counter}


def _select_all(kept: dict[str, Any]) -> list[hiro.Selection]:
    out = []
    for it, q in zip(kept["items"], kept["queries"]):
        h = hiro.hierarchy(it.tree)
        emb = h.embeddings(kept["embedder"])  # cached: a dict lookup
        out.append(hiro.select_from_scores(h, emb @ q, S=S, delta=DELTA, tokenizer=kept["counter"]))
    return out


def _embed_all(kept: dict[str, Any]) -> np.ndarray:
    return np.stack([kept["embedder"].encode_queries([it.question])[0] for it in kept["items"]])


@pytest.mark.benchmark(group="hiro-per-question")
def test_embed_question(benchmark: Any, kept: dict[str, Any]) -> None:
    vecs = benchmark(_embed_all, kept)
    np.testing.assert_allclose(vecs, kept["queries"], atol=1e-4)  # same vectors as the batch call
    if benchmark.stats is not None:
        _timings["embed"] = benchmark.stats.stats.mean
    benchmark.extra_info["questions"] = len(kept["items"])


@pytest.mark.benchmark(group="hiro-per-question")
def test_htmlprune_hiro_select_cached(benchmark: Any, kept: dict[str, Any]) -> None:
    sels = benchmark(_select_all, kept)
    # sensible answers: what select() returns end to end, and never a node with its ancestor
    for it, sel in zip(kept["items"], sels):
        ref = hiro.select(it.question, it.tree, embedder=kept["embedder"], S=S, delta=DELTA)
        assert sel.nodes.tolist() == ref.nodes.tolist()
        assert sel.n_tokens == ref.n_tokens
        h = sel.hierarchy
        chosen = set(sel.nodes.tolist())
        assert all(not (set(h.descendants(i).tolist()) & chosen) for i in chosen)
    if benchmark.stats is not None:
        _timings["select"] = benchmark.stats.stats.mean
        if "embed" in _timings:
            ratio = _timings["select"] / _timings["embed"]
            benchmark.extra_info["select_over_embed"] = round(ratio, 4)
            print(f"\nHIRO selection / question embedding = {100 * ratio:.2f}% (must be < 5%)")
            assert ratio < 0.05, f"selection takes {100 * ratio:.1f}% of the query embedding"
    benchmark.extra_info["questions"] = len(kept["items"])
    benchmark.extra_info["nodes_per_tree"] = int(
        np.median([len(hiro.hierarchy(it.tree)) for it in kept["items"]])
    )
