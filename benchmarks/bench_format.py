"""Output formats: to_markdown vs the html-to-markdown package (Rust) and vs clean(); pipeline pages/s by format.

    pytest benchmarks/bench_format.py --benchmark-enable          # full run (all dev pages, 150 WTQ items)
    HTMLPRUNE_BENCH_PAGES=3 pytest benchmarks/bench_format.py     # CI: a few pages, run once

The "markdown" group's speed-up column is (other's time / to_markdown's time): html-to-markdown's entry is
how many times faster to_markdown is, clean()'s entry is to_markdown's speed as a share of clean()'s.
The "pipeline" group times HtmlPruner (BM25, budget 2048) with format="markdown" against format="html".
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest

import htmlprune
from _common import CORPORA, bench_pages_limit, read_jsonl_gz, run_pages

pytestmark = pytest.mark.shared_data

_FRONT_MATTER = re.compile(r"\A---\n.*?\n---\n", re.DOTALL)


@pytest.fixture(scope="module")
def pages() -> list[str]:
    limit = bench_pages_limit(10_000)
    out: list[str] = []
    for corpus in CORPORA:
        out.extend(str(row["html"]) for row in read_jsonl_gz(corpus, limit=limit))
    return out


@pytest.fixture(scope="module")
def items() -> list[dict[str, Any]]:
    return list(read_jsonl_gz("qa_wtq.jsonl.gz", limit=bench_pages_limit(150)))


@pytest.mark.benchmark(group="markdown")
def test_htmlprune_to_markdown(benchmark: Any, pages: list[str]) -> None:
    out = run_pages(
        benchmark, lambda ps: [htmlprune.clean(p, format="markdown") for p in ps], pages
    )
    assert len(out) == len(pages)
    # markdown of the cleaned pages needs fewer bytes than their HTML
    assert sum(map(len, out)) < sum(len(htmlprune.clean(p)) for p in pages)


@pytest.mark.benchmark(group="markdown")
def test_html_to_markdown_package(benchmark: Any, pages: list[str]) -> None:
    html_to_markdown = pytest.importorskip("html_to_markdown")

    def convert(page: str) -> str:
        result = html_to_markdown.convert(page)
        return result if isinstance(result, str) else str(result.content)

    # First, agreement: given the same cleaned page, every word the package writes is in our markdown
    # output (its YAML front matter aside); at least 97% of them, the rest being the base64 of inline
    # images the package writes out as data: URLs (98% on the worst of 90 dev pages).
    for i, page in enumerate(pages):
        theirs = Counter(re.findall(r"\w+", _FRONT_MATTER.sub("", convert(htmlprune.clean(page)))))
        ours = Counter(re.findall(r"\w+", htmlprune.clean(page, format="markdown")))
        kept = sum((theirs & ours).values())
        assert kept >= 0.97 * sum(theirs.values()), f"page {i}: {list((theirs - ours).elements())[:8]}"
    out = run_pages(benchmark, lambda ps: [convert(p) for p in ps], pages)
    assert len(out) == len(pages)


@pytest.mark.benchmark(group="markdown")
def test_clean_same_pages(benchmark: Any, pages: list[str]) -> None:
    out = run_pages(benchmark, lambda ps: [htmlprune.clean(p) for p in ps], pages)
    assert len(out) == len(pages)


def _pipeline(benchmark: Any, items: list[dict[str, Any]], fmt: str) -> list[Any]:
    pruner = htmlprune.HtmlPruner(budget=2048, format=fmt)  # type: ignore[arg-type]

    def run(batch: list[dict[str, Any]]) -> list[Any]:
        return [pruner(str(it["question"]), str(it["html"])) for it in batch]

    benchmark.extra_info["pages"] = len(items)
    out: list[Any] = benchmark.pedantic(run, args=(items,), rounds=1, iterations=1)
    if benchmark.stats is not None:
        benchmark.extra_info["pages/s"] = round(len(items) / benchmark.stats.stats.mean, 1)
    assert all(r.n_tokens <= 2048 and r.format == fmt for r in out)
    return out


@pytest.mark.benchmark(group="pipeline")
def test_htmlprune_pipeline_markdown(benchmark: Any, items: list[dict[str, Any]]) -> None:
    _pipeline(benchmark, items, "markdown")


@pytest.mark.benchmark(group="pipeline")
def test_pipeline_html(benchmark: Any, items: list[dict[str, Any]]) -> None:
    _pipeline(benchmark, items, "html")


@pytest.mark.benchmark(group="pipeline")
def test_pipeline_text(benchmark: Any, items: list[dict[str, Any]]) -> None:
    _pipeline(benchmark, items, "text")
