"""A second kind of question no dev QA set holds: a broad question about a page of any of WCXB's 7 types.

    python benchmarks/content_probe.py                     # every WCXB page with kept snippets, all baselines
    python benchmarks/content_probe.py --no-baselines --n 60

Items come from ``../shared/data/corpus_wcxb.jsonl.gz`` (420 pages: articles, forum threads, product,
service, listing, collection and documentation pages, full chrome). A page asks ``What does "<title>" say?``,
the broadest question a reader puts to a page, and its answers are WCXB's human-reviewed ``with`` snippets,
the passages the page's main content must keep: each one's first 8 words (a whole snippet often runs past a
400-character chunk of the chunked baselines, which would lose it for the cut alone), kept where they occur
in the page's visible text (the data's matching rule). Pages with no title or no such snippet are left out.

Unlike the QA sets (one answer that the question's words point at), nothing in the question names the
answers: they are the page's content, and the ranker has to tell it from the page's navigation, related
links, comments and footers. No ranker here was trained on such a question nor on any snippet (the learned
ranker saw 135 of these pages, the train split of the author questions, with their bylines as the answers):
this is the leave-one-kind-out test with a kind of question, and page types, that no QA set has.

Recall is the share of the snippets kept (every snippet counts once), per budget; rows: htmlprune with the
learned ranker and with ``BM25Scorer``'s priors (HTML and text), answer_recall.py's baselines, the best of
them and each htmlprune row's margin over it, then the same per page type (htmlprune's default and the best
baseline).
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections import defaultdict
from collections.abc import Iterable, Iterator
from typing import Any

import htmlprune
from _common import normalize, read_jsonl_gz
from answer_recall import BUDGETS, Method, method_texts, print_rows, probe_methods, summary_rows

SNIPPET_WORDS = 8


def content_items(pages: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The probe's items (module docstring): ``id``, ``question``, ``answers``, ``html``, ``page_type``."""
    for page in pages:
        title = (page.get("title") or "").strip()
        if not title or not page.get("html"):
            continue
        text = normalize(htmlprune.visible_text(page["html"]))
        heads = (" ".join(s.split()[:SNIPPET_WORDS]) for s in page.get("with") or [])
        answers = list(dict.fromkeys(h for h in heads if h and normalize(h) in text))
        if answers:
            question = f'What does "{title}" say?'
            yield {
                "id": f"{page['id']}-content",
                "question": question,
                "answers": answers,
                "html": page["html"],
                "page_type": page.get("page_type") or "unknown",
            }


def evaluate_snippets(
    items: list[dict[str, Any]], budgets: list[int], methods: list[Method]
) -> tuple[dict[str, dict[str, dict[int, float]]], dict[str, float]]:
    """recall[group][method][budget] (% of snippets kept; groups "all" and each page type) and seconds per
    method. Asserts every output fits its budget."""
    kept: dict[str, dict[str, dict[int, int]]] = defaultdict(
        lambda: defaultdict(lambda: defaultdict(int))
    )
    total: dict[str, int] = defaultdict(int)
    seconds: dict[str, float] = defaultdict(float)
    for item in items:
        groups = ("all", item["page_type"])
        for group in groups:
            total[group] += len(item["answers"])
        for m, budget, text in method_texts(item, budgets, methods, seconds):
            norm = normalize(text)
            hits = sum(normalize(a) in norm for a in item["answers"])
            for group in groups:
                kept[group][m.name][budget] += hits
    recall = {
        group: {
            m.name: {b: 100.0 * kept[group][m.name][b] / max(total[group], 1) for b in budgets}
            for m in methods
        }
        for group in total
    }
    return recall, dict(seconds)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=0, help="pages (default 0 = all)")
    parser.add_argument("--budgets", type=int, nargs="+", default=BUDGETS)
    parser.add_argument("--no-baselines", action="store_true", help="htmlprune's rows only")
    args = parser.parse_args(argv)
    items = list(itertools.islice(content_items(read_jsonl_gz("corpus_wcxb.jsonl.gz")), args.n or None))
    methods = probe_methods(not args.no_baselines)
    recall, seconds = evaluate_snippets(items, args.budgets, methods)
    n_snippets = sum(len(i["answers"]) for i in items)
    print(
        f"snippets kept (%) on {len(items)} WCXB pages ({n_snippets} snippets), "
        'question: What does "<title>" say?, SmolLM2 tokenizer'
    )
    print_rows(recall["all"], seconds, methods, args.budgets, len(items))
    header = "".join(f"{b:>8}" for b in args.budgets)
    print(f"\nper page type: htmlprune-learned / best baseline{header}")
    for group in sorted(g for g in recall if g != "all"):
        pages = sum(i["page_type"] == group for i in items)
        best = summary_rows(recall[group], methods, args.budgets).get("best baseline")
        for name, row in (("htmlprune-learned", recall[group]["htmlprune-learned"]), ("best", best)):
            if row is not None:
                label = f"{group} ({pages}) {name}"
                print(f"{label:<46}" + "".join(f"{row[b]:>8.1f}" for b in args.budgets))
    return 0


if __name__ == "__main__":
    sys.exit(main())
