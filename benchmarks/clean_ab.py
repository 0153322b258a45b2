"""clean() CPU time of two builds, interleaved in fresh processes (A/B on a loaded machine).

    python benchmarks/clean_ab.py BASE_PYDIR NEW_PYDIR [ROUNDS]

Each PYDIR holds an ``htmlprune`` package with its ``_core`` module (e.g. a copy of ``python/`` with main's
build). Every round runs one process per build, in turn, each timing 5 passes of ``clean()`` over all dev
pages in CPU time; prints the min and median per build and their ratios (base / new: > 1 means new is
faster). Two builds cannot share a process (both would register the same pybind11 types).
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from pathlib import Path


def child(pydir: str) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.path.insert(0, pydir)
    import htmlprune
    from _common import CORPORA, read_jsonl_gz

    pages = [str(r["html"]) for corpus in CORPORA for r in read_jsonl_gz(corpus)]
    times = []
    for _ in range(5):
        start = time.process_time()
        for page in pages:
            htmlprune.clean(page)
        times.append(time.process_time() - start)
    print(json.dumps(times))


def main() -> None:
    if sys.argv[1] == "--child":
        child(sys.argv[2])
        return
    dirs = {"base": sys.argv[1], "new": sys.argv[2]}
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    times: dict[str, list[float]] = {name: [] for name in dirs}
    for _ in range(rounds):
        for name, pydir in dirs.items():
            run = subprocess.run(
                [sys.executable, __file__, "--child", pydir], capture_output=True, text=True, check=True
            )
            times[name] += json.loads(run.stdout)
    for name, ts in times.items():
        print(f"{name}: min {min(ts):.3f} s, median {statistics.median(ts):.3f} s")
    print(
        f"base / new: min {min(times['base']) / min(times['new']):.3f}, "
        f"median {statistics.median(times['base']) / statistics.median(times['new']):.3f}"
    )


if __name__ == "__main__":
    main()
