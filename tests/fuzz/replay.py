"""Replays the committed corpora of the Python fuzz targets without atheris: plain Python, a few seconds.

    python tests/fuzz/replay.py [TARGET ...]      # e.g. api prune; default: every target

Each file of tests/fuzz/corpus/<target>/ is one input to tests/fuzz/fuzz_<target>.py's test_one_input.
Exits 1 after listing the inputs that failed. CI runs it (.ci/run) and so does the test suite
(tests/test_fuzz_replay.py).
"""

from __future__ import annotations

import importlib
import sys
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "corpus"
TARGETS = ("api", "prune", "budget_diff", "tagger", "batch", "server", "counter")


def replay(target: str) -> list[str]:
    """Runs every corpus file of ``target``; returns one line per failure."""
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    module = importlib.import_module(f"fuzz_{target}")
    files = sorted((CORPUS / target).iterdir())
    if not files:
        return [f"{target}: empty corpus"]
    failures = []
    for path in files:
        try:
            module.test_one_input(path.read_bytes())
        except Exception:  # noqa: BLE001 - any exception is a finding to report
            failures.append(f"{target}/{path.name}: {traceback.format_exc(limit=-3)}")
    return failures


def main(argv: list[str]) -> int:
    failures = []
    for target in argv or TARGETS:
        found = replay(target)
        n = len(list((CORPUS / target).iterdir()))
        print(f"{target}: {n} inputs, {len(found)} failed")
        failures += found
    for line in failures:
        print(line, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
