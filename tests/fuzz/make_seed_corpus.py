"""Writes a fuzz seed corpus: the project's fixtures plus real pages sampled from the dev corpora.

    python tests/fuzz/make_seed_corpus.py OUT_DIR [--per-file N]

Each page becomes one file: the project's fixtures, the inputs of html5lib-tests' tree-construction suite
(tests/html5lib/: every parser recovery the HTML standard names) and, with ../shared/data, real pages.
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO.parent / "shared" / "data"
sys.path.insert(0, str(REPO))

from tests.html5lib_conformance import cases  # after REPO is on the path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument(
        "--per-file", type=int, default=25, help="pages taken from each corpus file"
    )
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    n = 0
    for fixture in sorted((REPO / "tests" / "data").rglob("*.html")):
        shutil.copy(fixture, args.out / f"fixture-{n:04d}.html")
        n += 1
    shutil.copy(REPO / "python" / "htmlprune" / "data" / "sample.html", args.out / "sample.html")
    for case in cases():
        name = case.id.replace(":", "-")
        (args.out / f"html5lib-{name}.html").write_bytes(case.data.encode("utf-8", "surrogatepass"))
        n += 1
    for corpus in sorted(SHARED.glob("*.jsonl.gz")) if SHARED.is_dir() else []:
        with gzip.open(corpus, "rt", encoding="utf-8") as f:
            for i, line in enumerate(f):
                if i >= args.per_file:
                    break
                html = json.loads(line).get("html", "")
                (args.out / f"{corpus.name.split('.')[0]}-{i:04d}.html").write_text(
                    html, encoding="utf-8"
                )
                n += 1
    print(f"wrote {n + 1} seeds to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
