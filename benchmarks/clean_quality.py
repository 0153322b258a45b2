"""Cleaning quality on the dev corpora: lossless share of main-text words and compactness in tokens.

    python benchmarks/clean_quality.py [--sample 25]

Lossless: the share of each corpus's human-reviewed ``main_text`` word tokens that appear in
``visible_text(clean(html))`` (pages without main text are skipped). Compact: the median ratio of cleaned
to raw tokens (SmolLM2 tokenizer) for htmlprune and for the reference ``htmlrag.clean_html`` on the first
``--sample`` pages of each corpus.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import htmlprune
from _common import CORPORA, read_jsonl_gz, reference_available, smollm2_counter

WORD = re.compile(r"\w+")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", type=int, default=25, help="pages per corpus for the token ratio")
    args = parser.parse_args(argv)
    counter = smollm2_counter()
    has_reference = reference_available()
    for corpus in CORPORA:
        rows = list(read_jsonl_gz(corpus))
        total = kept = 0
        for row in rows:
            words = WORD.findall(row.get("main_text") or "")
            if not words:
                continue
            visible = set(WORD.findall(htmlprune.visible_text(htmlprune.clean(row["html"]))))
            total += len(words)
            kept += sum(w in visible for w in words)
        ours, ref = [], []
        for row in rows[: args.sample]:
            raw = counter.count(row["html"]) or 1
            ours.append(counter.count(htmlprune.clean(row["html"])) / raw)
            if has_reference:
                import htmlrag

                try:
                    ref.append(counter.count(htmlrag.clean_html(row["html"])) / raw)
                except Exception:  # noqa: BLE001, S112 - the reference crashes on some pages
                    continue
        lossless = f"{100 * kept / total:.2f}% of {total} words" if total else "n/a (no main_text)"
        reference = f"{statistics.median(ref):.3f}" if ref else "n/a"
        print(
            f"{corpus}: lossless {lossless}; median cleaned/raw tokens "
            f"htmlprune {statistics.median(ours):.3f}, htmlrag {reference}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
