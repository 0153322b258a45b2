"""A kind of question no dev QA set holds: when was the page published? (issue 32's held-out check)

    python benchmarks/date_probe.py                      # every WCXB page with a date, all baselines
    python benchmarks/date_probe.py --no-baselines --n 60

Items come from ``../shared/data/corpus_wcxb.jsonl.gz``: each page with a human-annotated ``publish_date``
(218 of 420, articles and forum threads) asks ``When was "<title>" published?``, and its answer is the date
as the page writes it: the first of the usual renderings of the annotated day (``August 25, 2025``, ``Aug
25, 2025``, ``25 August 2025``, ``2025-08-25``, ``08/25/2025``, ...; ``htmlprune.train.page_questions``) that
occurs in the page's visible text.
Pages where none occurs are left out. No ranker here was trained on a date question, and the hand-set
priors were tuned on other kinds (WTQ, WCXB-author): this is the leave-one-kind-out test with a kind that
no dev set has. Rows: htmlprune with the learned ranker and with ``BM25Scorer``'s priors (HTML and text),
and answer_recall.py's baselines (visible text / markdown / trafilatura, cut at the budget or as
BM25-ranked chunks, crawl4ai's filters).
"""

from __future__ import annotations

import argparse
import itertools
import sys
from typing import Any

from _common import read_jsonl_gz
from answer_recall import BUDGETS, evaluate, print_rows, probe_methods
from htmlprune.train.page_questions import page_questions


def date_items(n: int = 0) -> list[dict[str, Any]]:
    """The probe's QA items (module docstring), in the corpus's order."""
    pages = read_jsonl_gz("corpus_wcxb.jsonl.gz")
    return list(itertools.islice(page_questions(pages), n or None))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=0, help="items (default 0 = all)")
    parser.add_argument("--budgets", type=int, nargs="+", default=BUDGETS)
    parser.add_argument("--no-baselines", action="store_true", help="htmlprune's rows only")
    args = parser.parse_args(argv)
    items = date_items(args.n)
    methods = probe_methods(not args.no_baselines)
    recall, seconds = evaluate(items, args.budgets, methods)
    print(f"answer recall (%) on {len(items)} publication-date questions (WCXB pages), SmolLM2 tokenizer")
    print_rows(recall, seconds, methods, args.budgets, len(items))
    return 0


if __name__ == "__main__":
    sys.exit(main())
