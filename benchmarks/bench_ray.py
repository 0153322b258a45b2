"""Pruning over cores: Ray Data with 1 vs 2 actors, and ``htmlprune batch --jobs 2`` vs ``--jobs 1``.

    pytest benchmarks/bench_ray.py --benchmark-enable        # 200 WTQ pages unless HTMLPRUNE_BENCH_PAGES
    nice python benchmarks/bench_ray.py --pages 2400         # the report: pages/s, start-up apart, load

Every run prunes the same real WikiTableQuestions pages (``../shared/data/qa_wtq.jsonl.gz``) to 2048
tokens with BM25; each entry first checks that its outputs equal the in-process pipeline's. The
speed-up line of each group is (time of the other entry) / (time of the 2-worker entry), so the scaling
target reads directly: ``ray_1_worker`` and ``batch_jobs_1`` should show >= 1.6x on two free cores.

Timed entries include each run's start-up (Ray actors spawning and building their pruner, worker
processes importing htmlprune); the report mode measures that start-up on a 2-page run and gives
pages/s with and without it. On a shared machine the load average is printed beside the figures:
scaling needs the second core to be free.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from _common import SHARED_DATA, bench_pages_limit, prune_all, read_jsonl_gz

BUDGET = 2048
# Rows per map_batches call: Ray Data costs tens of ms per call on 2 cores (one actor, start-up in: 8 rows
# 60 pages/s, 32 rows 86 pages/s), so small batches measure Ray rather than the pruner.
BATCH_SIZE = 64
pytestmark = pytest.mark.shared_data


def wtq_rows(n: int) -> list[dict[str, Any]]:
    """The first ``n`` WTQ items; past the 600 in the file they repeat (with new ids)."""
    items = list(read_jsonl_gz("qa_wtq.jsonl.gz", limit=n))
    return [
        {
            "id": i,
            "question": items[i % len(items)]["question"],
            "html": items[i % len(items)]["html"],
        }
        for i in range(n)
    ]


def start_ray(num_cpus: int = 2) -> Any:
    import ray

    ray.init(
        num_cpus=num_cpus,
        include_dashboard=False,
        log_to_driver=False,
        logging_level="warning",
        runtime_env={"env_vars": {"PYTHONPATH": _source_pythonpath()}},
    )
    ray.data.DataContext.get_current().enable_progress_bars = False
    return ray


def ray_prune(ray: Any, rows: list[dict[str, Any]], workers: int) -> tuple[list[str], float]:
    """Pruned pages in input order and the seconds the dataset took (actor start-up included)."""
    from htmlprune import PruneConfig
    from htmlprune.ray_batch import PruneBatch

    blocks = max(2 * workers, len(rows) // BATCH_SIZE)  # enough blocks for every actor to work
    ds = ray.data.from_items(rows, override_num_blocks=min(blocks, len(rows)))
    start = time.perf_counter()
    out = ds.map_batches(
        PruneBatch,
        fn_constructor_kwargs={"config": PruneConfig(budget=BUDGET)},
        concurrency=workers,
        batch_size=BATCH_SIZE,
        batch_format="pyarrow",
    ).take_all()
    seconds = time.perf_counter() - start
    return [r["pruned_html"] for r in sorted(out, key=lambda r: r["id"])], seconds


def write_jsonl(rows: list[dict[str, Any]], path: Path) -> Path:
    with path.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    return path


def cli_batch(src: Path, jobs: int) -> tuple[list[str], float]:
    """Pruned pages from ``htmlprune batch --jobs N`` and its wall time (process start-up included)."""
    out = src.with_suffix(f".out{jobs}.jsonl")
    cmd = [sys.executable, "-m", "htmlprune", "batch", str(src), str(out), "--jobs", str(jobs)]
    env = {**os.environ, "PYTHONPATH": _source_pythonpath()}
    start = time.perf_counter()
    subprocess.run([*cmd, "--budget", str(BUDGET), "--no-progress"], check=True, env=env)
    seconds = time.perf_counter() - start
    lines = out.read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["pruned_html"] for line in lines], seconds


def _source_pythonpath() -> str:
    """PYTHONPATH for worker processes: this htmlprune first, then the driver's own (where Ray may live)."""
    import htmlprune

    paths = [str(Path(htmlprune.__file__).resolve().parents[1]), os.environ.get("PYTHONPATH", "")]
    return os.pathsep.join(filter(None, paths))


# ------------------------------------------------------------------------------------ pytest-benchmark


@pytest.fixture(scope="module")
def rows() -> list[dict[str, Any]]:
    return wtq_rows(bench_pages_limit(200))


@pytest.fixture(scope="module")
def expected(rows: list[dict[str, Any]]) -> list[str]:
    return prune_all(rows, BUDGET)


@pytest.fixture(scope="module")
def ray_local() -> Iterator[Any]:
    ray = start_ray(num_cpus=2)
    yield ray
    ray.shutdown()


@pytest.fixture(scope="module")
def rows_file(rows: list[dict[str, Any]], tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_jsonl(rows, tmp_path_factory.mktemp("bench_ray") / "wtq.jsonl")


def _record(benchmark: Any, n: int, seconds: float) -> None:
    benchmark.extra_info["pages"] = n
    benchmark.extra_info["pages/s"] = round(n / seconds, 1)
    benchmark.extra_info["loadavg"] = round(os.getloadavg()[0], 2)


@pytest.mark.benchmark(group="ray")
def test_in_process_loop(benchmark: Any, rows: list[dict[str, Any]], expected: list[str]) -> None:
    start = time.perf_counter()
    got = benchmark.pedantic(prune_all, args=(rows, BUDGET), rounds=1, iterations=1)
    _record(benchmark, len(rows), time.perf_counter() - start)
    assert got == expected


@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.benchmark(group="ray")
def test_ray(
    benchmark: Any, ray_local: Any, rows: list[dict[str, Any]], expected: list[str], workers: int
) -> None:
    got, seconds = benchmark.pedantic(
        ray_prune, args=(ray_local, rows, workers), rounds=1, iterations=1
    )
    _record(benchmark, len(rows), seconds)
    assert got == expected


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.benchmark(group="batch")
def test_batch_jobs(benchmark: Any, rows_file: Path, expected: list[str], jobs: int) -> None:
    got, seconds = benchmark.pedantic(cli_batch, args=(rows_file, jobs), rounds=1, iterations=1)
    _record(benchmark, len(expected), seconds)
    assert got == expected


# ----------------------------------------------------------------------------------- the report


def _best(fn: Any, repeat: int) -> float:
    return float(min(fn()[1] for _ in range(repeat)))


def report(n_pages: int, repeat: int, cpus: int) -> None:
    """Pages/s for each way of running, with start-up measured on a 2-page run and reported apart."""
    rows = wtq_rows(n_pages)
    tiny = rows[:2]
    expected = prune_all(rows, BUDGET)
    n = len(rows)
    print(f"{n} WTQ pages, budget {BUDGET}, BM25, best of {repeat}; {os.cpu_count()} CPUs visible")
    start = time.perf_counter()
    prune_all(rows, BUDGET)
    base = time.perf_counter() - start
    print(f"{'in-process loop':<18} {n / base:7.1f} pages/s ({base:.2f} s)")

    start = time.perf_counter()
    ray = start_ray(num_cpus=cpus)
    print(f"{'ray.init':<18} {time.perf_counter() - start:.2f} s (num_cpus={cpus})")
    runs: dict[str, tuple[float, float, float]] = {}  # name: total s, start-up s, load average
    for workers in (1, 2):
        got, _ = ray_prune(ray, rows, workers)
        assert got == expected, f"Ray with {workers} workers differs from the in-process pipeline"
        startup = _best(lambda w=workers: ray_prune(ray, tiny, w), repeat)
        total = _best(lambda w=workers: ray_prune(ray, rows, w), repeat)
        runs[f"ray {workers} worker"] = (total, startup, os.getloadavg()[0])
    ray.shutdown()
    with tempfile.TemporaryDirectory() as tmp:
        src = write_jsonl(rows, Path(tmp) / "wtq.jsonl")
        small = write_jsonl(tiny, Path(tmp) / "tiny.jsonl")
        for jobs in (1, 2):
            got, _ = cli_batch(src, jobs)
            assert got == expected, f"batch --jobs {jobs} differs from the in-process pipeline"
            startup = _best(lambda j=jobs: cli_batch(small, j), repeat)
            total = _best(lambda j=jobs: cli_batch(src, j), repeat)
            runs[f"batch --jobs {jobs}"] = (total, startup, os.getloadavg()[0])

    steady = {}
    for name, (total, startup, load) in runs.items():
        steady[name] = n / max(total - startup, 1e-9)
        print(
            f"{name:<18} {n / total:7.1f} pages/s ({total:.2f} s); start-up {startup:.2f} s; "
            f"{steady[name]:7.1f} pages/s without it; load average {load:.2f}"
        )
    for one, two in (("ray 1 worker", "ray 2 worker"), ("batch --jobs 1", "batch --jobs 2")):
        print(
            f"{two} vs {one}: x{runs[one][0] / runs[two][0]:.2f} with start-up, "
            f"x{steady[two] / steady[one]:.2f} without"
        )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=int, default=2400)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--cpus", type=int, default=2, help="CPUs Ray may schedule on")
    opts = parser.parse_args()
    if not SHARED_DATA.is_dir():
        sys.exit(f"needs the dev corpora at {SHARED_DATA}")
    report(opts.pages, opts.repeat, opts.cpus)
