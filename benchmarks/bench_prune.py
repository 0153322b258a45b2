"""The whole model-free pipeline per question: clean + block tree + score (the learned ranker over BM25 and the
page's structure, the default) + prune to 2048 tokens.

    pytest benchmarks/bench_prune.py --benchmark-enable
    HTMLPRUNE_BENCH_PAGES=3 pytest benchmarks/bench_prune.py      # CI: a few pages, run once

htmlprune against the paper's reference (htmlrag clean_html, build_block_tree, BM25HTMLPruner, prune_HTML with
the same SmolLM2 tokenizer) on the same WikiTableQuestions pages; both must keep the budget. The stage
split of htmlprune's time is reported in extra_info and printed (run with -s to see it): clean+tree (and,
timed apart, parse+clean alone), score, token costs (estimates from byte lengths), fit (the budget engine:
selection, rendering and the native exact counts) and tokenizer (counts made by ``tokenizers`` through the
engine's Python call-back; 0 with the native counter), with ms/page, pages/s and the pipeline's time over
clean+tree's. test_pipeline_counted_by_tokenizers is the same pipeline with every count made by
``tokenizers`` instead of the native counter (TokenCounter.native), for the counter's share in one run.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

import htmlprune
from _common import (
    bench_pages_limit,
    read_jsonl_gz,
    reference_available,
    reference_prune,
    smollm2_counter,
)
from htmlprune._budget import _token_costs
from htmlprune.tokenizer import TokenCounter

pytestmark = pytest.mark.shared_data
BUDGET = 2048


@pytest.fixture(scope="module")
def items() -> list[dict[str, Any]]:
    return list(read_jsonl_gz("qa_wtq.jsonl.gz", limit=bench_pages_limit(50)))


class _TimedCounter(TokenCounter):
    """The SmolLM2 counter, timing its calls so the tokenizer's share of prune() can be reported."""

    __slots__ = ("seconds",)

    def __init__(self, counter: TokenCounter, native: bool = True) -> None:
        super().__init__(counter.backend, None, counter.name, native=native)
        self.seconds = 0.0

    def count_batch(self, texts: Any) -> list[int]:
        start = time.perf_counter()
        try:
            return super().count_batch(texts)
        finally:
            self.seconds += time.perf_counter() - start


def _htmlprune_all(
    items: list[dict[str, Any]],
    split: dict[str, float],
    scorer: Any = None,
    native: bool = True,
    semantic: bool = True,
) -> list[str]:
    counter = _TimedCounter(smollm2_counter(), native)
    assert counter.native == native
    pruner = htmlprune.HtmlPruner(scorer, budget=BUDGET, tokenizer=counter, semantic=semantic)
    out = []
    for item in items:
        t0 = time.perf_counter()
        tree = pruner.tree(item["html"])
        t1 = time.perf_counter()
        scores = pruner.scorer.score(item["question"], tree)
        t2 = time.perf_counter()
        _token_costs(tree, counter, pruner.config.to_core())
        t3, counted = time.perf_counter(), counter.seconds
        result = htmlprune.prune(tree, scores, budget=BUDGET, tokenizer=counter, config=pruner.config)
        t4 = time.perf_counter()
        split["tokenizer"] = split.get("tokenizer", 0.0) + counter.seconds - counted
        t4 -= counter.seconds - counted  # "fit" is selection, rendering and native counts
        for key, dt in (("clean+tree", t1 - t0), ("score", t2 - t1), ("token costs", t3 - t2), ("fit", t4 - t3)):
            split[key] = split.get(key, 0.0) + dt
        out.append(result.html)
    return out


@pytest.mark.benchmark(group="pipeline-2048")
def test_htmlprune_pipeline(benchmark: Any, items: list[dict[str, Any]]) -> None:
    _pipeline(benchmark, items, native=True)


@pytest.mark.benchmark(group="pipeline-2048")
def test_pipeline_counted_by_tokenizers(benchmark: Any, items: list[dict[str, Any]]) -> None:
    """The same pipeline, every count by ``tokenizers``: what the native counter saves."""
    out = _pipeline(benchmark, items, native=False)
    assert out == _htmlprune_all(items, {}, native=True)  # exact counts: the same outputs


def _pipeline(benchmark: Any, items: list[dict[str, Any]], native: bool) -> list[str]:
    # warm up on every page (caches, thread pool, the allocator's pools), as each variant below does: warmed on one
    # page only, the first variant run paid what the later ones did not (0.8x in one run, 0.97x interleaved)
    _htmlprune_all(items, {}, native=native)
    split: dict[str, float] = {}
    args = (items, split, None, native)
    out = benchmark.pedantic(_htmlprune_all, args=args, rounds=1, iterations=1)
    counter = smollm2_counter()
    assert all(counter.count(o) <= BUDGET for o in out)
    start = time.perf_counter()
    for item in items:  # parse + clean alone (a part of "clean+tree"), timed apart from the benchmark
        htmlprune.clean(item["html"])
    parse_clean = time.perf_counter() - start
    total = sum(split.values())
    for key, value in split.items():
        benchmark.extra_info[f"{key} %"] = round(100 * value / total, 1)
    benchmark.extra_info["parse+clean %"] = round(100 * parse_clean / total, 1)
    benchmark.extra_info["pages/s"] = round(len(items) / total, 1)
    benchmark.extra_info["ms/page"] = round(1000 * total / len(items), 2)
    benchmark.extra_info["pipeline / clean+tree"] = round(total / split["clean+tree"], 2)
    stages = ", ".join(f"{k} {1000 * v / len(items):.3f}" for k, v in split.items())
    print(
        f"\n{'native' if native else 'tokenizers'} counts, {len(items)} pages: {len(items) / total:.1f} pages/s, "
        f"{1000 * total / len(items):.3f} ms/page ({stages}; parse+clean alone "
        f"{1000 * parse_clean / len(items):.3f}); pipeline / clean+tree = {total / split['clean+tree']:.2f}"
    )
    return out


@pytest.mark.benchmark(group="pipeline-2048")
@pytest.mark.skipif(not reference_available(), reason="htmlrag (the reference) is not installed")
def test_reference_pipeline(benchmark: Any, items: list[dict[str, Any]]) -> None:
    def run(items: list[dict[str, Any]]) -> list[str]:
        return [reference_prune(i["question"], i["html"], [BUDGET])[BUDGET] for i in items]

    run(items[:1])  # warm up, as for htmlprune
    out = benchmark.pedantic(run, args=(items,), rounds=1, iterations=1)
    counter = smollm2_counter()
    assert all(counter.count(o) <= BUDGET for o in out)
    if benchmark.stats is not None:
        benchmark.extra_info["pages/s"] = round(len(items) / benchmark.stats.stats.mean, 2)


@pytest.mark.benchmark(group="pipeline-2048")
def test_pipeline_with_stemming(benchmark: Any, items: list[dict[str, Any]]) -> None:
    """The pipeline scored by BM25Scorer with Snowball stemming on (off by default): what stemming costs."""
    scorer = htmlprune.BM25Scorer(stem="english")
    _htmlprune_all(items, {}, scorer)
    split: dict[str, float] = {}
    out = benchmark.pedantic(_htmlprune_all, args=(items, split, scorer), rounds=1, iterations=1)
    counter = smollm2_counter()
    assert all(counter.count(o) <= BUDGET for o in out)
    benchmark.extra_info["score %"] = round(100 * split["score"] / sum(split.values()), 1)
    benchmark.extra_info["pages/s"] = round(len(items) / sum(split.values()), 1)


@pytest.mark.benchmark(group="pipeline-2048")
def test_pipeline_with_hand_set_priors(benchmark: Any, items: list[dict[str, Any]]) -> None:
    """The pipeline scored by BM25Scorer's hand-set priors instead of the learned ranker (the default,
    test_htmlprune_pipeline on the same pages): what the ranker's features and model cost."""
    scorer = htmlprune.BM25Scorer()
    _htmlprune_all(items, {}, scorer)
    split: dict[str, float] = {}
    out = benchmark.pedantic(_htmlprune_all, args=(items, split, scorer), rounds=1, iterations=1)
    counter = smollm2_counter()
    assert all(counter.count(o) <= BUDGET for o in out)
    assert out == [htmlprune.HtmlPruner(scorer, budget=BUDGET, tokenizer=counter)(i["question"], i["html"]).html for i in items]
    benchmark.extra_info["score %"] = round(100 * split["score"] / sum(split.values()), 1)
    benchmark.extra_info["pages/s"] = round(len(items) / sum(split.values()), 1)


@pytest.mark.benchmark(group="pipeline-2048")
def test_pipeline_writing_full_html(benchmark: Any, items: list[dict[str, Any]]) -> None:
    """The pipeline writing the full cleaned HTML of the kept blocks (``semantic=False``, the output before
    compact semantic HTML became the default; test_htmlprune_pipeline on the same pages): what rule 8 costs."""
    _htmlprune_all(items, {}, semantic=False)
    split: dict[str, float] = {}
    out = benchmark.pedantic(_htmlprune_all, args=(items, split, None, True, False), rounds=1, iterations=1)
    counter = smollm2_counter()
    assert all(counter.count(o) <= BUDGET for o in out)
    full = htmlprune.HtmlPruner(budget=BUDGET, tokenizer=counter, semantic=False)
    assert out == [full(i["question"], i["html"]).html for i in items]
    assert out != _htmlprune_all(items, {})  # the compact default writes other HTML
    benchmark.extra_info["fit %"] = round(100 * split["fit"] / sum(split.values()), 1)
    benchmark.extra_info["pages/s"] = round(len(items) / sum(split.values()), 1)
