"""Answer recall of the pipeline's output by format (html, markdown, text) at the same exact budgets.

    python benchmarks/format_recall.py --dataset wtq --n 150
    python benchmarks/format_recall.py --dataset wcxb
    python benchmarks/format_recall.py --dataset recipes

``html`` is the default output, compact semantic HTML (issue 29); ``html-full`` the same pipeline with
``semantic=False`` (the full cleaned HTML of the kept blocks, the default before issue 29).

Each question's pages are pruned once per format and budget (BM25, the pipeline's defaults); the budget is
counted on the output in that format. An answer counts as kept when it occurs in the text the reader gets:
the visible text of the HTML output; the markdown with its markup characters (* ` and the \\| escape) taken
out, and * ` out of the answers too; the text output as is. Markdown and text need fewer tokens per block, so
the same budget holds more.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from typing import Any

import htmlprune
from _common import answers_kept, read_jsonl_gz, smollm2_counter

FORMATS = ("html-full", "html", "markdown", "text")
DATASETS = {"wtq": "qa_wtq.jsonl.gz", "wcxb": "qa_wcxb_author.jsonl.gz", "recipes": "qa_recipes.jsonl.gz"}


_MARKDOWN_MARKUP = re.compile(r"[*`]")


def reader_text(content: str, fmt: str) -> str:
    """What the answer is looked for in (see the module docstring)."""
    if fmt.startswith("html"):
        return htmlprune.visible_text(content)
    if fmt == "markdown":
        return _MARKDOWN_MARKUP.sub("", content.replace("\\|", "|"))
    return content


def kept_by_reader(answers: list[str], content: str, fmt: str) -> bool:
    """Whether every answer occurs in :func:`reader_text`; in markdown the answers lose the same characters as
    the output (a recipe's "all-purpose flour*" keeps its literal asterisk, which the output's "*" removal
    takes out too)."""
    if fmt == "markdown":
        answers = [_MARKDOWN_MARKUP.sub("", a) for a in answers]
    return answers_kept(answers, reader_text(content, fmt))


def evaluate(items: list[dict[str, Any]], budgets: list[int]) -> dict[str, Any]:
    counter = smollm2_counter()
    pruner = htmlprune.HtmlPruner(tokenizer=counter)
    full = htmlprune.HtmlPruner(tokenizer=counter, semantic=False)
    hits = {f: dict.fromkeys(budgets, 0) for f in FORMATS}
    tokens = {f: dict.fromkeys(budgets, 0) for f in FORMATS}
    seconds = dict.fromkeys(FORMATS, 0.0)
    for item in items:
        tree = pruner.tree(item["html"])
        for fmt in FORMATS:
            for budget in budgets:
                start = time.perf_counter()
                if fmt == "html-full":
                    result = full(item["question"], tree, budget=budget, format="html")
                else:
                    result = pruner(item["question"], tree, budget=budget, format=fmt)
                seconds[fmt] += time.perf_counter() - start
                assert result.n_tokens == counter.count(result.content) <= budget, (fmt, budget)
                hits[fmt][budget] += kept_by_reader(item["answers"], result.content, fmt)
                tokens[fmt][budget] += result.n_tokens
    n = max(len(items), 1)
    return {
        "recall": {f: {b: 100.0 * hits[f][b] / n for b in budgets} for f in FORMATS},
        "tokens": {f: {b: tokens[f][b] / n for b in budgets} for f in FORMATS},
        "seconds": {f: seconds[f] / n for f in FORMATS},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", choices=sorted(DATASETS), default="wtq")
    parser.add_argument("--n", type=int, default=None, help="questions (default: all)")
    parser.add_argument("--budgets", type=int, nargs="+", default=[512, 1024, 2048, 4096])
    args = parser.parse_args(argv)

    items = list(read_jsonl_gz(DATASETS[args.dataset], limit=args.n))
    res = evaluate(items, args.budgets)
    print(
        f"answer recall (%) on {len(items)} {args.dataset} questions, SmolLM2 tokenizer, budget on the format"
    )
    print(
        f"{'format':<10}"
        + "".join(f"{b:>8}" for b in args.budgets)
        + f"{'s/q':>8}   mean tokens used"
    )
    for fmt in FORMATS:
        row = "".join(f"{res['recall'][fmt][b]:>8.1f}" for b in args.budgets)
        used = " ".join(f"{res['tokens'][fmt][b]:.0f}" for b in args.budgets)
        print(f"{fmt:<10}{row}{res['seconds'][fmt] / len(args.budgets):>8.3f}   {used}")
    gap = min(res["recall"]["html"][b] - res["recall"]["text"][b] for b in args.budgets)
    print(f"html - text, worst budget: {gap:+.1f} points")
    return 0


if __name__ == "__main__":
    sys.exit(main())
