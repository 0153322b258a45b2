"""The batched pipeline: ``HtmlPruner.batch`` on one and on two native threads, and one-by-one calls.

    pytest benchmarks/bench_batch.py --benchmark-enable
    python benchmarks/batch_speed.py       # the same as a script over every dev page, with the ratio

WikiTableQuestions and WCXB author pages at budget 2048. Every variant must give the one-by-one calls'
outputs (content, token count, kept blocks) before it is timed; pages/s goes to extra_info.
"""

from __future__ import annotations

from typing import Any

import pytest

import htmlprune
from _common import bench_pages_limit, read_jsonl_gz, smollm2_counter

pytestmark = pytest.mark.shared_data
BUDGET = 2048


@pytest.fixture(scope="module")
def items() -> list[dict[str, Any]]:
    n = bench_pages_limit(40)
    return [
        *read_jsonl_gz("qa_wtq.jsonl.gz", limit=n),
        *read_jsonl_gz("qa_wcxb_author.jsonl.gz", limit=n),
    ]


@pytest.fixture(scope="module")
def pruner() -> htmlprune.HtmlPruner:
    return htmlprune.HtmlPruner(budget=BUDGET, tokenizer=smollm2_counter())


def _key(r: Any) -> tuple[str, int, list[int]]:
    return r.content, r.n_tokens, r.kept.tolist()


@pytest.mark.parametrize(
    "threads", [0, 1, 2], ids=["one-by-one", "batch-1-thread", "batch-2-threads"]
)
@pytest.mark.benchmark(group="batch-2048")
def test_htmlprune_batch(
    benchmark: Any, items: list[dict[str, Any]], pruner: Any, threads: int
) -> None:
    questions = [it["question"] for it in items]
    pages = [it["html"] for it in items]
    expected = [_key(pruner(q, p)) for q, p in zip(questions, pages)]

    def run() -> list[Any]:
        if threads == 0:
            return [pruner(q, p) for q, p in zip(questions, pages)]
        return pruner.batch(questions, pages, threads=threads)

    out = benchmark(run)
    assert [_key(r) for r in out] == expected
    if benchmark.stats is not None:
        benchmark.extra_info["pages/s"] = round(len(items) / benchmark.stats.stats.mean, 1)
