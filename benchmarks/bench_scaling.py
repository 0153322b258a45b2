"""Cleaning time grows linearly with page size: 1 MB vs 10 MB vs 100 MB of real markup.

    pytest benchmarks/bench_scaling.py --benchmark-enable

Pages are built by repeating one real page's body (a table-heavy Wikipedia page when the dev corpora are
present, otherwise the bundled sample), so the structure is real and only the size changes. The
per-MB time of each size is reported; superlinear behaviour shows as a growing s/MB.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import htmlprune
from _common import SHARED_DATA, read_jsonl_gz

SAMPLE = Path(htmlprune.__file__).parent / "data" / "sample.html"


def _unit() -> str:
    if (SHARED_DATA / "qa_wtq.jsonl.gz").exists():
        return str(next(read_jsonl_gz("qa_wtq.jsonl.gz", limit=1))["html"])
    return SAMPLE.read_text(encoding="utf-8")


@pytest.mark.parametrize("megabytes", [1, 10, 100])
@pytest.mark.benchmark(group="scaling")
def test_htmlprune_clean_scaling(benchmark: Any, megabytes: int) -> None:
    unit = _unit()
    page = unit * max(1, (megabytes * 1_000_000) // len(unit.encode("utf-8")))
    out = benchmark.pedantic(htmlprune.clean, args=(page,), rounds=1, iterations=1)
    assert len(out) > 0
    if benchmark.stats is not None:
        benchmark.extra_info["s/MB"] = round(benchmark.stats.stats.mean / megabytes, 4)
