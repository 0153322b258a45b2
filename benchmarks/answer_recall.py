"""Answer recall: how often the gold answers survive pruning to a token budget, against honest baselines.

    python benchmarks/answer_recall.py --dataset wtq --n 150
    python benchmarks/answer_recall.py --dataset wcxb --n 0 --json wcxb.json
    python benchmarks/answer_recall.py --dataset wcxb --n 60 --method default no-priors boilerplate-only position-only --no-baselines
    python benchmarks/answer_recall.py --dataset wtq --skip 150 --n 450 --method default no-neighbour-no-tail
    python benchmarks/answer_recall.py --dataset recipes --n 0 --format markdown --no-baselines

``--skip K`` drops the first K items before taking ``--n``: the priors' weights were tuned on WTQ's first 150
items, so ``--skip 150`` evaluates on items never used for tuning.

Every method gets the same budgets, counted with the SmolLM2 tokenizer:

- htmlprune (BM25 blocks, the default pipeline) and any variants named with ``--method`` (ablations), writing
  ``PruneConfig.format`` ``--format`` (``html``, the default, ``text`` or ``markdown``; the budget counts the
  output in that format, and the method names end in ``-text`` or ``-markdown``);
- the baselines a RAG engineer would otherwise use, each packing BM25-ranked chunks greedily into the budget
  (best chunk first, the head of the next one to top up): the page's visible text truncated at the budget and
  in 400- and 1000-character chunks; the page as markdown (``html-to-markdown``, links reduced to their text,
  images dropped) truncated and in 400/1000-character chunks; trafilatura 2.x main content as markdown with
  tables (``favor_recall=True``) in 400/1000-character chunks;
- crawl4ai 0.9.5's content filters, the visible text of the HTML chunks each keeps (one a line) truncated at
  the budget: ``crawl4ai-pruning`` (``PruningContentFilter()``, query-free, its defaults) and
  ``crawl4ai-bm25`` (``BM25ContentFilter(user_query=question)``); skipped, with a note, where crawl4ai does
  not import (``_common.CRAWL4AI_INSTALL``);
- optionally (``--reference``) the paper's code: htmlrag BM25HTMLPruner + prune_HTML, max_node_words=256.

The table ends with a "best baseline" row (the best baseline at each budget) and htmlprune's margin over it.
An item counts when every gold answer occurs in the output's text (NFKC, case-insensitive, whitespace
collapsed: the data README's rule): the visible text of HTML outputs, text and markdown outputs as they are.
Datasets: ``wtq`` (qa_wtq, Wikipedia tables), ``wcxb`` (qa_wcxb_author: messy 2025-26 pages of every WCXB type
with full chrome, one question about the author) and ``recipes`` (qa_recipes: recipe-blog pages with long
stories and recipe-card plugins; every ingredient line, the first or last step, or the servings).
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import htmlprune
from _common import (
    CRAWL4AI_INSTALL,
    answers_kept,
    crawl4ai_filtered_text,
    crawl4ai_filters,
    page_markdown,
    read_jsonl_gz,
    reference_available,
    reference_prune,
    smollm2_counter,
    text_bm25_chunks,
    text_truncated,
    trafilatura_markdown,
)

DATASETS = {
    "wtq": "qa_wtq.jsonl.gz",
    "wcxb": "qa_wcxb_author.jsonl.gz",
    "recipes": "qa_recipes.jsonl.gz",
}
BUDGETS = [512, 1024, 2048, 4096]
FORMATS = ("html", "text", "markdown")

Run = Callable[[str, str, list[int]], dict[int, str]]


@dataclass(frozen=True)
class Method:
    """A named pruning method: ``run(question, html, budgets)`` gives one output per budget."""

    name: str
    run: Run
    html: bool  # outputs are HTML (matched on their visible text) rather than plain text/markdown
    baseline: bool


def htmlprune_run(fmt: str = "html", **pruner_options: Any) -> Run:
    """htmlprune's pipeline (tree built once per page, pruned at every budget) writing ``fmt``."""
    pruner = htmlprune.HtmlPruner(tokenizer=smollm2_counter(), format=fmt, **pruner_options)

    def run(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        tree = pruner.tree(html)
        scores = pruner.scorer.score(question, tree)
        return {
            b: htmlprune.prune(
                tree, scores, budget=b, tokenizer=pruner.tokenizer, config=pruner.config
            ).content
            for b in budgets
        }

    return run


# The paper's settings on htmlprune's core: 256-word blocks, plain BM25 (no priors), no smoothing, full end tags.
_NO_PRIORS: dict[str, Any] = {
    "boilerplate": 0.0, "position": 0.0, "lead": 0.0, "neighbour": 0.0, "tail": 0.0, "byline": 0.0,
    "chrome_last": 0.0,
}
PAPER_SETTINGS: dict[str, Any] = {
    "scorer": htmlprune.BM25Scorer(context=False, fold_accents=False, **_NO_PRIORS),
    "max_block_bytes": 0,
    "smoothing": 0.0,
    "compact": False,
    "keep_table_header": False,
}


def _scorer(**options: Any) -> Callable[[], dict[str, Any]]:
    return lambda: {"scorer": htmlprune.BM25Scorer(**options)}


def _only(prior: str) -> Callable[[], dict[str, Any]]:
    """The default scorer with every prior but ``prior`` off."""
    return _scorer(**{k: v for k, v in _NO_PRIORS.items() if k != prior})


# htmlprune variants for ablations (--method): HtmlPruner options of each.
VARIANTS: dict[str, Callable[[], dict[str, Any]]] = {
    "default": dict,
    "paper-settings": lambda: dict(PAPER_SETTINGS),
    # ablations of the default scorer's priors: all off, each alone, each off
    "no-priors": _scorer(**_NO_PRIORS),
    "boilerplate-only": _only("boilerplate"),
    "position-only": _only("position"),
    "lead-only": _only("lead"),
    "neighbour-only": _only("neighbour"),
    "tail-only": _only("tail"),
    "no-lead": _scorer(lead=0.0),
    "no-neighbour": _scorer(neighbour=0.0),
    "no-tail": _scorer(tail=0.0),
    # the default before the neighbour and content-end priors
    "no-neighbour-no-tail": _scorer(neighbour=0.0, tail=0.0),
    # Snowball stemming on top of the default
    "stem": _scorer(stem="english"),
    # the byline prior and accent folding off (the byline and table-row rules of BlockTree.boilerplate:
    # benchmarks/structure_ablation.py)
    "no-byline": _scorer(byline=0.0),
    "no-fold": _scorer(fold_accents=False),
    # chrome ranked after all content off (issue 13, session 8)
    "no-chrome-last": _scorer(chrome_last=0.0),
    # the text of inline display:none spans (sort keys) kept in the output, as before session 10
    "keep-inline-hidden": lambda: {"drop_inline_hidden": False},
}


def _chunked(source: Callable[[str], str], chunk_chars: int) -> Run:
    def run(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        text = source(html)
        return {b: text_bm25_chunks(question, text, b, chunk_chars=chunk_chars) for b in budgets}

    return run


def _truncated(source: Callable[[str], str]) -> Run:
    def run(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        text = source(html)
        return {b: text_truncated(text, b) for b in budgets}

    return run


def _crawl4ai(filter_name: str, query: bool) -> Run:
    def run(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        options = {"user_query": question} if query else {}
        text = crawl4ai_filtered_text(filter_name, html, **options)
        return {b: text_truncated(text, b) for b in budgets}

    return run


def crawl4ai_methods() -> list[Method]:
    """crawl4ai's content filters as baselines; none, with a note, where crawl4ai does not import."""
    try:
        crawl4ai_filters()
    except ImportError as e:
        note = f"note: crawl4ai baselines skipped ({e}); install: {CRAWL4AI_INSTALL}"
        print(note, file=sys.stderr)
        return []
    runs = [
        ("crawl4ai-pruning", _crawl4ai("PruningContentFilter", query=False)),
        ("crawl4ai-bm25", _crawl4ai("BM25ContentFilter", query=True)),
    ]
    return [Method(name, run, html=False, baseline=True) for name, run in runs]


def baseline_methods() -> list[Method]:
    """The plain-text, markdown and crawl4ai baselines of the module docstring."""
    runs: list[tuple[str, Run]] = [
        ("text-truncate", _truncated(htmlprune.visible_text)),
        ("text-chunks-400", _chunked(htmlprune.visible_text, 400)),
        ("text-chunks-1000", _chunked(htmlprune.visible_text, 1000)),
        ("markdown-truncate", _truncated(page_markdown)),
        ("markdown-chunks-400", _chunked(page_markdown, 400)),
        ("markdown-chunks-1000", _chunked(page_markdown, 1000)),
        ("trafilatura-chunks-400", _chunked(trafilatura_markdown, 400)),
        ("trafilatura-chunks-1000", _chunked(trafilatura_markdown, 1000)),
    ]
    return [Method(name, run, html=False, baseline=True) for name, run in runs] + crawl4ai_methods()


def htmlprune_methods(variants: list[str], fmt: str = "html") -> list[Method]:
    """htmlprune's ``variants`` writing ``fmt`` (names end in ``-text``/``-markdown`` for those)."""
    out = []
    for v in variants:
        if v not in VARIANTS:
            msg = f"unknown htmlprune variant {v!r}; known: {', '.join(VARIANTS)}"
            raise SystemExit(msg)
        name = "htmlprune" if v == "default" else f"htmlprune-{v}"
        if fmt != "html":
            name += f"-{fmt}"
        run = htmlprune_run(fmt, **VARIANTS[v]())
        out.append(Method(name, run, html=fmt == "html", baseline=False))
    return out


def method_texts(
    item: dict[str, Any], budgets: list[int], methods: list[Method], seconds: dict[str, float]
) -> Iterator[tuple[Method, int, str]]:
    """Each method's output for ``item`` at each budget, as text (``(method, budget, text)``); adds each
    method's time to ``seconds``. Asserts every output fits its budget."""
    counter = smollm2_counter()
    for m in methods:
        start = time.perf_counter()
        outputs = m.run(item["question"], item["html"], budgets)
        seconds[m.name] += time.perf_counter() - start
        for budget in budgets:
            out = outputs[budget]
            assert counter.count(out) <= budget, f"{m.name} broke the budget {budget}"
            yield m, budget, htmlprune.visible_text(out) if m.html else out


def evaluate(
    items: list[dict[str, Any]], budgets: list[int], methods: list[Method] | dict[str, Run]
) -> tuple[dict[str, dict[int, float]], dict[str, float]]:
    """Returns recall[method][budget] (%) and total seconds[method]. Asserts every output fits its budget.

    ``methods`` may also be a plain ``{name: run}`` dict of HTML-producing methods (embed/gen_recall.py).
    """
    if isinstance(methods, dict):
        methods = [Method(name, run, html=True, baseline=False) for name, run in methods.items()]
    hits: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))
    seconds: dict[str, float] = defaultdict(float)
    for item in items:
        for m, budget, text in method_texts(item, budgets, methods, seconds):
            hits[m.name][budget] += answers_kept(item["answers"], text)
    n = max(len(items), 1)
    recall = {m.name: {b: 100.0 * hits[m.name][b] / n for b in budgets} for m in methods}
    return recall, {m.name: seconds[m.name] for m in methods}


def probe_methods(baselines: bool = True) -> list[Method]:
    """The probes' rows (date_probe.py, content_probe.py): htmlprune with the learned ranker and with
    ``BM25Scorer``'s priors, HTML and text, then (``baselines``) every baseline."""
    learned, priors = htmlprune.LearnedScorer(), htmlprune.BM25Scorer()
    methods = [
        Method("htmlprune-learned", htmlprune_run("html", scorer=learned), html=True, baseline=False),
        Method("htmlprune-priors", htmlprune_run("html", scorer=priors), html=True, baseline=False),
        Method("htmlprune-learned-text", htmlprune_run("text", scorer=learned), html=False, baseline=False),
        Method("htmlprune-priors-text", htmlprune_run("text", scorer=priors), html=False, baseline=False),
    ]
    return methods + baseline_methods() if baselines else methods


def print_rows(
    recall: dict[str, dict[int, float]], seconds: dict[str, float], methods: list[Method], budgets: list[int], n: int
) -> None:
    """Prints each method's row, the best baseline's and each htmlprune row's margin over it, with seconds
    per item (``n`` items)."""
    print(f"{'method':<26}" + "".join(f"{b:>8}" for b in budgets) + f"{'s/item':>8}")
    rows = {**recall, **summary_rows(recall, methods, budgets)}
    for name, row in rows.items():
        s = f"{seconds[name] / max(n, 1):>8.3f}" if name in seconds else ""
        print(f"{name:<26}" + "".join(f"{row[b]:>8.1f}" for b in budgets) + s)


def summary_rows(
    recall: dict[str, dict[int, float]], methods: list[Method], budgets: list[int]
) -> dict[str, dict[int, float]]:
    """The "best baseline" row (max over baselines per budget) and each htmlprune method's margin over it."""
    base = [m.name for m in methods if m.baseline]
    if not base:
        return {}
    best = {b: max(recall[name][b] for name in base) for b in budgets}
    rows = {"best baseline": best}
    for m in methods:
        if not m.baseline and m.name.startswith("htmlprune"):
            rows[f"margin {m.name}"] = {b: recall[m.name][b] - best[b] for b in budgets}
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", choices=sorted(DATASETS), default="wtq")
    parser.add_argument("--n", type=int, default=150, help="questions (default 150; 0 = all)")
    parser.add_argument("--skip", type=int, default=0, help="drop the first SKIP items (default 0)")
    parser.add_argument("--budgets", type=int, nargs="+", default=BUDGETS)
    parser.add_argument(
        "--method", nargs="+", default=["default"], metavar="VARIANT",
        help=f"htmlprune variants to run (default: default); known: {', '.join(VARIANTS)}",
    )
    parser.add_argument(
        "--format",
        choices=FORMATS,
        default="html",
        help="htmlprune's output format (default html); the budget counts the output in it",
    )
    parser.add_argument("--no-baselines", action="store_true", help="run only the htmlprune variants")
    parser.add_argument("--reference", action="store_true", help="also run the paper's (slow) reference code")
    parser.add_argument("--json", type=Path, help="also write the table to this JSON file")
    args = parser.parse_args(argv)

    stop = args.skip + args.n if args.n else None
    items = list(itertools.islice(read_jsonl_gz(DATASETS[args.dataset]), args.skip, stop))
    methods = htmlprune_methods(args.method, args.format)
    if args.reference and reference_available():
        methods.append(Method("reference", reference_prune, html=True, baseline=False))
    if not args.no_baselines:
        methods += baseline_methods()
    recall, seconds = evaluate(items, args.budgets, methods)
    extra = summary_rows(recall, methods, args.budgets)

    first = f" (items {args.skip}-{args.skip + len(items) - 1})" if args.skip else ""
    print(
        f"answer recall (%) on {len(items)} {DATASETS[args.dataset]} questions{first}, "
        f"SmolLM2 tokenizer, htmlprune writing {args.format}"
    )
    print(f"{'method':<34}" + "".join(f"{b:>8}" for b in args.budgets) + f"{'s/page':>10}")
    for m in methods:
        row = "".join(f"{recall[m.name][b]:>8.1f}" for b in args.budgets)
        print(f"{m.name:<34}{row}{seconds[m.name] / max(len(items), 1):>10.3f}")
    for name, values in extra.items():
        sign = "+" if name.startswith("margin") else ""
        print(f"{name:<34}" + "".join(f"{values[b]:>{sign}8.1f}" for b in args.budgets))
    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    "dataset": args.dataset,
                    "format": args.format,
                    "skip": args.skip,
                    "n": len(items),
                    "budgets": args.budgets,
                    "recall": {k: {str(b): v for b, v in r.items()} for k, r in {**recall, **extra}.items()},
                    "seconds_per_page": {k: v / max(len(items), 1) for k, v in seconds.items()},
                },
                indent=1,
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
