"""Benchmark session hooks: print each group's speed-up of htmlprune over the other entries."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import SHARED_DATA


def pytest_configure(config: pytest.Config) -> None:
    """Untimed runs (the default, and CI) check correctness on a small sample unless told otherwise."""
    if not config.getoption("benchmark_enable", False):
        os.environ.setdefault("HTMLPRUNE_BENCH_PAGES", "3")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if SHARED_DATA.is_dir():
        return
    skip = pytest.mark.skip(reason=f"dev corpora not found at {SHARED_DATA}")
    for item in items:
        if "shared_data" in item.keywords:
            item.add_marker(skip)


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    session = getattr(config, "_benchmarksession", None)
    if session is None or session.disabled or not session.benchmarks:
        return
    groups: dict[str, list[Any]] = {}
    for bench in session.benchmarks:
        if not bench.stats.data:  # failed or skipped
            continue
        groups.setdefault(bench.group or "", []).append(bench)
    terminalreporter.write_sep("-", "htmlprune speed-up (mean time of other / mean time of htmlprune)")
    for group, benches in sorted(groups.items()):
        ours = [b for b in benches if "htmlprune" in b.name and "threads" not in b.name]
        if not ours:
            continue
        base = ours[0].stats.mean
        for b in benches:
            if b is ours[0]:
                continue
            extra = ", ".join(f"{k}={v}" for k, v in sorted(b.extra_info.items()))
            terminalreporter.write_line(
                f"{group:<18} {b.name:<48} {b.stats.mean / base:>9.1f}x   {extra}"
            )
        extra = ", ".join(f"{k}={v}" for k, v in sorted(ours[0].extra_info.items()))
        terminalreporter.write_line(f"{group:<18} {ours[0].name:<48} {'1.0':>9}x   {extra}")
