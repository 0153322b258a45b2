"""Cleaning speed on every page of the dev corpora: htmlprune vs htmlrag.clean_html vs selectolax.

    pytest benchmarks/bench_clean.py --benchmark-enable                # full run (all 664 pages)
    HTMLPRUNE_BENCH_PAGES=3 pytest benchmarks/bench_clean.py           # CI: a few pages, run once

selectolax (lexbor) only parses and serializes: a floor for any cleaner written on a full HTML5 parser.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import htmlprune
from _common import (
    CORPORA,
    bench_pages_limit,
    megabytes,
    read_jsonl_gz,
    reference_available,
    run_pages,
)

pytestmark = pytest.mark.shared_data


@pytest.fixture(scope="module")
def pages() -> list[str]:
    limit = bench_pages_limit(10_000)
    out: list[str] = []
    for corpus in CORPORA:
        out.extend(str(row["html"]) for row in read_jsonl_gz(corpus, limit=limit))
    return out


@pytest.mark.benchmark(group="clean")
def test_htmlprune_clean(benchmark: Any, pages: list[str]) -> None:
    out = run_pages(benchmark, lambda ps: [htmlprune.clean(p) for p in ps], pages)
    assert len(out) == len(pages)
    assert all(isinstance(o, str) for o in out)
    assert sum(map(len, out)) < megabytes(pages) * 1e6


@pytest.mark.benchmark(group="clean")
def test_htmlprune_clean_batch_threads2(benchmark: Any, pages: list[str]) -> None:
    out = run_pages(benchmark, lambda ps: htmlprune.html.clean_batch(ps, threads=2), pages)
    assert out == htmlprune.html.clean_batch(pages, threads=1)


@pytest.mark.benchmark(group="clean")
def test_htmlprune_clean_batch_threads1(benchmark: Any, pages: list[str]) -> None:
    out = run_pages(benchmark, lambda ps: htmlprune.html.clean_batch(ps, threads=1), pages)
    assert len(out) == len(pages)


@pytest.mark.benchmark(group="clean")
def test_selectolax_parse_serialize(benchmark: Any, pages: list[str]) -> None:
    from selectolax.lexbor import LexborHTMLParser

    out = run_pages(benchmark, lambda ps: [LexborHTMLParser(p).html for p in ps], pages)
    assert len(out) == len(pages)


def _visible_chars(html: str) -> str:
    return re.sub(r"\s+", "", htmlprune.visible_text(html))


def _is_subsequence(short: str, long: str) -> bool:
    rest = iter(long)
    return all(ch in rest for ch in short)


@pytest.mark.benchmark(group="clean")
@pytest.mark.skipif(not reference_available(), reason="htmlrag (the reference) is not installed")
def test_reference_htmlrag_clean_html(benchmark: Any, pages: list[str]) -> None:
    import htmlrag

    # First, agreement on every page: htmlprune's visible text is the reference's, in order, whitespace
    # aside (the reference glues words across elements), less what the reference keeps and a browser does
    # not show (the <title>, hidden elements, templates): on the dev pages that is at most 16% of its text.
    for i, page in enumerate(pages):
        theirs = _visible_chars(htmlrag.clean_html(page))
        ours = _visible_chars(htmlprune.clean(page))
        assert _is_subsequence(ours, theirs), f"page {i}: htmlprune's text is not the reference's"
        assert len(ours) >= 0.8 * len(theirs), f"page {i}: htmlprune kept {len(ours)} of {len(theirs)}"
    out = run_pages(benchmark, lambda ps: [htmlrag.clean_html(p) for p in ps], pages)
    assert len(out) == len(pages)
