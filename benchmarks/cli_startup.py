"""Wall time of one ``htmlprune prune`` from the shell (the README's first command), two checkouts side by side.

    python benchmarks/cli_startup.py                                   # this checkout: median of 5 runs
    python benchmarks/cli_startup.py --before /path/to/other/python    # and another, runs interleaved

Each run is a fresh ``python -m htmlprune prune -q ... --budget 256 sample.html`` process (interpreter start,
imports, tokenizer load, the work, exit), as a user pays it; the runs of the two checkouts alternate so that
both see the same load. One untimed run of each first warms the disk cache and htmlprune's tokenizer-table
cache (``~/.cache/htmlprune``; ``HTMLPRUNE_CACHE_DIR`` moves it). ``-X importtime`` of one run is summarised
with ``--imports``: the modules that cost most, cumulative.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SAMPLE = HERE.parent / "python" / "htmlprune" / "data" / "sample.html"
COMMAND = ["-m", "htmlprune", "prune", "-q", "Which planet has the most moons?", "--budget", "256"]


def run_once(
    python_path: str, extra: list[str] | None = None
) -> tuple[float, subprocess.CompletedProcess[bytes]]:
    env = dict(os.environ, PYTHONPATH=python_path)
    start = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, *(extra or []), *COMMAND, str(SAMPLE)],
        env=env,
        capture_output=True,
        check=False,
    )
    return time.perf_counter() - start, proc


def import_summary(python_path: str, top: int = 12) -> list[str]:
    """The slowest imports of one run (cumulative microseconds), from ``-X importtime``."""
    _, proc = run_once(python_path, ["-X", "importtime"])
    rows = []
    for line in proc.stderr.decode().splitlines():
        if line.startswith("import time:") and "|" in line:
            _, cumulative, name = (part.strip() for part in line[len("import time:") :].split("|"))
            if cumulative.isdigit():
                rows.append((int(cumulative), name))
    rows.sort(reverse=True)
    return [f"{us / 1000:8.1f} ms  {name}" for us, name in rows[:top]]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--before", default=None, help="another checkout's python folder (package + _core)"
    )
    ap.add_argument("--after", default=str(HERE.parent / "python"), help="default: this checkout's")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--imports", action="store_true", help="also print each side's slowest imports")
    args = ap.parse_args(argv)
    sides = (
        {"after": args.after}
        if args.before is None
        else {"before": args.before, "after": args.after}
    )
    outputs = {}
    for name, path in sides.items():  # warm-up, and both must print the same pruned page
        _, proc = run_once(path)
        assert proc.returncode == 0, proc.stderr.decode()
        outputs[name] = proc.stdout
    assert len(set(outputs.values())) == 1, "the checkouts print different output"
    times: dict[str, list[float]] = {name: [] for name in sides}
    for _ in range(args.runs):
        for name, path in sides.items():
            seconds, proc = run_once(path)
            assert proc.returncode == 0
            times[name].append(seconds)
    for name, values in times.items():
        print(
            f"{name:6s} median {statistics.median(values):.3f} s  runs {' '.join(f'{v:.3f}' for v in values)}"
        )
    if args.before is not None:
        ratio = statistics.median(times["before"]) / statistics.median(times["after"])
        print(f"before / after: {ratio:.2f}x")
    if args.imports:
        for name, path in sides.items():
            print(f"{name}: slowest imports (cumulative)")
            print("\n".join(import_summary(path)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
