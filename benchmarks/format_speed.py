"""Output formats, measured interleaved: speed and token sizes on the dev corpora.

    python benchmarks/format_speed.py                 # all dev pages, 150 WTQ questions, best of 3 rounds
    python benchmarks/format_speed.py --pages 50 --rounds 1

pytest-benchmark (bench_format.py) times each function over all pages in turn; on a shared machine the load
changes between them. Here every page is run by every function back to back, each page's best of
``--rounds`` counts, so the ratios compare like with like:

* to_markdown vs the html-to-markdown package (Rust) vs clean(), MB/s on every dev page;
* HtmlPruner (BM25, budget 2048) pages/s with format html / markdown / text on WTQ questions;
* whole-page tokens (SmolLM2) of markdown and text over the compact cleaned HTML, per corpus (median).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import htmlprune
from _common import CORPORA, read_jsonl_gz, smollm2_counter


def best_times(
    inputs: list[Any], fns: dict[str, Callable[[Any], Any]], rounds: int
) -> dict[str, float]:
    """Sum over inputs of each function's best time, the functions interleaved per input."""
    best = {k: [float("inf")] * len(inputs) for k in fns}
    for _ in range(rounds):
        for i, x in enumerate(inputs):
            for k, f in fns.items():
                start = time.perf_counter()
                f(x)
                best[k][i] = min(best[k][i], time.perf_counter() - start)
    return {k: sum(v) for k, v in best.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=int, default=None, help="pages per corpus (default: all)")
    parser.add_argument("--questions", type=int, default=150, help="WTQ questions for the pipeline")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)

    fns: dict[str, Callable[[Any], Any]] = {
        "to_markdown": lambda page: htmlprune.clean(page, format="markdown"),
        "clean": htmlprune.clean,
    }
    try:
        import html_to_markdown

        fns["html-to-markdown"] = html_to_markdown.convert
    except ImportError:
        print("html-to-markdown is not installed (pip install html-to-markdown): left out")
    pages = [str(r["html"]) for c in CORPORA for r in read_jsonl_gz(c, limit=args.pages)]
    mb = sum(len(p.encode("utf-8")) for p in pages) / 1e6
    t = best_times(pages, fns, args.rounds)
    print(f"{len(pages)} pages, {mb:.1f} MB, best of {args.rounds}")
    for k, s in t.items():
        print(f"  {k:<18} {mb / s:>8.1f} MB/s")
    if "html-to-markdown" in t:
        print(
            f"  to_markdown / html-to-markdown speed: {t['html-to-markdown'] / t['to_markdown']:.1f}x"
        )
    print(f"  to_markdown / clean speed: {t['clean'] / t['to_markdown']:.2f}")

    items = list(read_jsonl_gz("qa_wtq.jsonl.gz", limit=args.questions))
    pruners = {f: htmlprune.HtmlPruner(budget=2048, format=f) for f in ("html", "markdown", "text")}  # type: ignore[arg-type]
    runs = {f: (lambda it, p=p: p(it["question"], it["html"])) for f, p in pruners.items()}
    t = best_times(items, runs, args.rounds)
    print(f"pipeline, {len(items)} WTQ questions, budget 2048")
    for f, s in t.items():
        print(f"  format={f:<9} {len(items) / s:>7.1f} pages/s   ({t['html'] / s:.2f} of html)")

    tok = smollm2_counter()
    for corpus in ("corpus_wcxb.jsonl.gz", "qa_wtq.jsonl.gz"):
        rows = [str(r["html"]) for r in read_jsonl_gz(corpus, limit=args.pages or 200)]
        html = tok.count_batch([htmlprune.clean(p, compact=True) for p in rows])
        md = tok.count_batch([htmlprune.clean(p, format="markdown") for p in rows])
        text = tok.count_batch([htmlprune.clean(p, format="text") for p in rows])
        ratio_md = statistics.median(m / max(h, 1) for m, h in zip(md, html))
        ratio_text = statistics.median(x / max(h, 1) for x, h in zip(text, html))
        print(
            f"{corpus}: tokens / compact HTML tokens, median of {len(rows)} pages: markdown "
            f"{ratio_md:.2f}, text {ratio_text:.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
