"""Token counting: the native byte-level BPE counter vs ``tokenizers`` on the same strings.

    pytest benchmarks/bench_counter.py --benchmark-enable
    HTMLPRUNE_BENCH_PAGES=3 pytest benchmarks/bench_counter.py      # CI: a few pages, run once

The strings are what prune() counts on dev WTQ pages: the lines of each cleaned page (split where the
SmolLM2 tokenizer's counts add up, as prune's _OutputCounter does), and the cleaned pages whole. The native
counter (``TokenCounter.native``, one thread) is compared with ``encode_batch_fast`` of ``tokenizers`` on
its Rayon pool (every core) and on one thread. Both keep their word/piece caches between rounds (each is
warmed up first), as in a long-running pipeline. Every count is checked equal.
"""

from __future__ import annotations

from typing import Any

import pytest

import htmlprune
from _common import bench_pages_limit, read_jsonl_gz, smollm2_counter
from htmlprune._budget import _LINE_START
from htmlprune.tokenizer import TokenCounter

pytestmark = pytest.mark.shared_data


@pytest.fixture(scope="module")
def cleaned() -> list[str]:
    return [
        htmlprune.clean(row["html"])
        for row in read_jsonl_gz("qa_wtq.jsonl.gz", limit=bench_pages_limit(100))
    ]


@pytest.fixture(scope="module")
def lines(cleaned: list[str]) -> list[str]:
    return [line for page in cleaned for line in _LINE_START.split(page)]


def _native() -> TokenCounter:
    counter = smollm2_counter()
    assert counter.native
    return counter  # type: ignore[no-any-return]


def _reference(texts: list[str]) -> list[int]:
    encode = smollm2_counter().backend.encode_batch_fast
    return [len(e.ids) for e in encode(texts, add_special_tokens=False)]


def _run(benchmark: Any, fn: Any, texts: list[str]) -> list[int]:
    fn(texts)  # warm up: caches, thread pool
    out = benchmark.pedantic(fn, args=(texts,), rounds=3, iterations=1)
    benchmark.extra_info["strings"] = len(texts)
    if benchmark.stats is not None:
        benchmark.extra_info["MB/s"] = round(
            sum(len(t.encode()) for t in texts) / 1e6 / benchmark.stats.stats.mean, 1
        )
    return out  # type: ignore[no-any-return]


@pytest.mark.parametrize("kind", ["lines", "pages"])
@pytest.mark.benchmark(group="counter")
def test_htmlprune_native_count(
    benchmark: Any, kind: str, lines: list[str], cleaned: list[str]
) -> None:
    benchmark.group = f"counter-{kind}"
    texts = lines if kind == "lines" else cleaned
    assert _run(benchmark, _native().count_batch, texts) == _reference(texts)


@pytest.mark.parametrize("kind", ["lines", "pages"])
@pytest.mark.benchmark(group="counter")
def test_tokenizers_encode_batch(
    benchmark: Any, kind: str, lines: list[str], cleaned: list[str]
) -> None:
    benchmark.group = f"counter-{kind}"
    texts = lines if kind == "lines" else cleaned
    assert _run(benchmark, _reference, texts) == _native().count_batch(texts)


@pytest.mark.parametrize("kind", ["lines", "pages"])
@pytest.mark.benchmark(group="counter")
def test_tokenizers_encode_batch_one_thread(
    benchmark: Any, kind: str, lines: list[str], cleaned: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    benchmark.group = f"counter-{kind}"
    monkeypatch.setenv("TOKENIZERS_PARALLELISM", "false")  # read by tokenizers at each call
    texts = lines if kind == "lines" else cleaned
    assert _run(benchmark, _reference, texts) == _native().count_batch(texts)
