"""The items htmlprune's default misses at a budget, where their answers sit, and two candidate fixes.

    python benchmarks/wtq4096_misses.py --dataset wtq --n 150 --misses              # dev misses at 4096
    python benchmarks/wtq4096_misses.py --dataset wtq --skip 150 --n 450 --misses   # held-out misses
    python benchmarks/wtq4096_misses.py --dataset wtq --n 150 --variant default table-tail@0.3 \
        display-none display-none-cells                                             # recall, gains/losses
    python benchmarks/wtq4096_misses.py --dataset wtq --n 150 --variant keep-inline-hidden default \
        display-none-render                                         # the native drop_inline_hidden rule

``--misses`` prints, per item whose answers occur in the page's visible text but not in the default's output
at ``--budget`` (default 4096): the question, the answers, the page's size in tokens (the default's output
with no budget, and without its inline ``display:none`` elements), and each block that holds an answer: its
BM25 score, rank, words, tokens, path and text, then the page's top blocks.

``--variant`` measures answer recall at 512-4096 tokens for each variant and the items it gains and loses
against the first one (issue 13, session 9, benchmarks/README.md "WTQ at 4096 tokens"):

- ``default``: the default pipeline (since session 10 it leaves the text of inline ``display:none`` spans
  out of the output and its count: ``drop_inline_hidden``);
- ``keep-inline-hidden``: the default with ``drop_inline_hidden=False`` (session 9's default);
- ``table-tail@A``: the default scores, and each table's last row (tables of 3 rows or more whose best row
  scores above 0) raised to A times its table's best row score (for "last on the list" questions);
- ``display-none``: the page's elements with an inline ``display:none`` style removed (lxml) before
  htmlprune (Wikipedia's sortable tables hide a 19-digit sort key in most numeric cells);
  ``display-none-cells``: only those inside a table cell. ``lxml`` is the lxml round trip alone (a control);
- ``display-none-render``: session 9's prototype of ``drop_inline_hidden``, on ``keep-inline-hidden``: such
  spans (text only) stay in the tree and its scores but not in the output nor in its count (they become
  ``<samp>`` elements, same length, in no page of the sets, and the counter and the output drop
  ``<samp>...</samp>``);
- ``tail-top-up``: the default's output, then the last rows of up to 3 tables with kept rows (best first),
  each kept when the exact count of the whole output still fits (never drops a kept block).

Script, not collected by pytest.
"""

from __future__ import annotations

import argparse
import itertools
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import htmlprune
from _common import answers_kept, normalize, read_jsonl_gz, smollm2_counter
from answer_recall import BUDGETS, DATASETS

_HIDDEN = re.compile(r"display\s*:\s*none", re.IGNORECASE)
_SEGMENT = re.compile(r"<([^<>]+)>")
_ROW = re.compile(r"tr(\d*)")
_HIDDEN_SPAN = re.compile(
    r"<span(\s[^>]*?style\s*=\s*\"[^\"]*display\s*:\s*none[^\"]*\"[^>]*)>([^<]*)</span>",
    re.IGNORECASE,
)
_SAMP = re.compile(r"<samp>[^<]*(?:</samp>)?")
_TAIL_TRIES = 3


class _WithoutSamp:
    """A token counter that does not count ``<samp>...</samp>`` (display-none-render)."""

    def __init__(self, counter: Any) -> None:
        self.counter = counter

    def count(self, text: str) -> int:
        return int(self.counter.count(_SAMP.sub("", text)))

    def count_batch(self, texts: list[str]) -> list[int]:
        return [self.count(t) for t in texts]

    def __getattr__(self, name: str) -> Any:
        return getattr(self.counter, name)


def hidden_spans_as_samp(html: str) -> str:
    return _HIDDEN_SPAN.sub(lambda m: f"<samp{' ' * len(m.group(1))}>{m.group(2)}</samp>", html)


def top_up_table_tails(
    tree: Any, scores: np.ndarray, result: Any, budget: int, counter: Any, drop_inline_hidden: bool
) -> str:
    """``result``'s HTML with the last rows of its tables added while the exact count fits."""
    from htmlprune import _core

    keep = np.zeros(len(tree), dtype=np.uint8)
    keep[result.kept] = 1
    candidates = []
    for rows in tables_of(tree).values():
        last = max(r for r, _ in rows)
        kept_rows = [j for r, j in rows if keep[j] and r != 1]
        tail = [j for r, j in rows if r == last]
        if last >= 3 and kept_rows and not all(keep[j] for j in tail):
            candidates.append((max(float(scores[j]) for j in kept_rows), tail))
    candidates.sort(key=lambda c: -c[0])
    html, n = result.html, result.n_tokens
    for _, tail in candidates[:_TAIL_TRIES]:
        if n >= budget:
            break
        mask = keep.copy()
        mask[tail] = 1
        out = str(
            _core.render(
                tree.core,
                mask,
                omit_optional_end_tags=True,
                newline_between_blocks=True,
                drop_inline_hidden=drop_inline_hidden,
            )
        )
        count = counter.count(out)
        if count <= budget:
            keep, html, n = mask, out, count
    return html


def without_display_none(html: str, *, cells_only: bool = False, strip: bool = True) -> str:
    """``html`` re-serialised by lxml, without its elements styled ``display:none`` (only in table cells)."""
    import lxml.html

    doc = lxml.html.document_fromstring(html)
    if strip:
        for el in doc.xpath("//*[@style]"):
            if not _HIDDEN.search(el.get("style", "")) or el.getparent() is None:
                continue
            if cells_only and not any(a.tag in ("td", "th") for a in el.iterancestors()):
                continue
            el.drop_tree()
    return str(lxml.html.tostring(doc, encoding="unicode"))


def table_rows(tree: Any) -> dict[int, tuple[str, int]]:
    """Block -> (its table's path, its row number) for table rows and the cells of split rows."""
    out: dict[int, tuple[str, int]] = {}
    for j, path in enumerate(tree.paths):
        segments = _SEGMENT.findall(path)
        for k in range(len(segments) - 1, -1, -1):
            m = _ROW.fullmatch(segments[k])
            if m:
                out[j] = ("/".join(segments[:k]), int(m.group(1) or 1))
                break
    return out


def tables_of(tree: Any) -> dict[str, list[tuple[int, int]]]:
    """Table path -> its (row number, block) pairs (table_rows() grouped by table)."""
    tables: dict[str, list[tuple[int, int]]] = {}
    for j, (table, row) in table_rows(tree).items():
        tables.setdefault(table, []).append((row, j))
    return tables


def lift_table_tails(tree: Any, scores: np.ndarray, share: float) -> np.ndarray:
    """Each table's last row raised to ``share`` times the table's best row score."""
    out = scores.copy()
    for rows in tables_of(tree).values():
        last = max(r for r, _ in rows)
        best = max(float(scores[j]) for _, j in rows)
        if last < 3 or best <= 0:
            continue
        for r, j in rows:
            if r == last:
                out[j] = max(out[j], share * best)
    return out


def variant_run(
    name: str, pruner: htmlprune.HtmlPruner
) -> Callable[[str, str, list[int]], dict[int, str]]:
    """``run(question, html, budgets)``: the variant's pruned HTML per budget."""
    page: Callable[[str], str] = lambda h: h
    share = None
    counter = pruner.tokenizer
    output: Callable[[str], str] = lambda h: h
    tails = name == "tail-top-up"
    options: dict[str, Any] = {"config": pruner.config}
    if name in ("keep-inline-hidden", "display-none-render"):
        options["config"] = pruner.config.replace(drop_inline_hidden=False)
    if name == "display-none-render":
        page, counter, output = (
            hidden_spans_as_samp,
            _WithoutSamp(counter),
            lambda h: _SAMP.sub("", h),
        )
    elif name == "display-none":
        page = without_display_none
    elif name == "display-none-cells":
        page = lambda h: without_display_none(h, cells_only=True)
    elif name == "lxml":
        page = lambda h: without_display_none(h, strip=False)
    elif name.startswith("table-tail@"):
        share = float(name.split("@", 1)[1])
    elif name not in ("default", "tail-top-up", "display-none-render", "keep-inline-hidden"):
        raise SystemExit(f"unknown variant {name!r}")

    def run(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        tree = pruner.tree(page(html))
        scores = np.asarray(pruner.scorer.score(question, tree), dtype=np.float64)
        if share is not None:
            scores = lift_table_tails(tree, scores, share)
        out = {}
        for b in budgets:
            result = htmlprune.prune(tree, scores, budget=b, tokenizer=counter, **options)  # type: ignore[arg-type]
            html = (
                top_up_table_tails(tree, scores, result, b, counter, options["drop_inline_hidden"])
                if tails
                else result.html
            )
            out[b] = output(html)
            assert pruner.tokenizer.count(out[b]) <= b, (name, b)
        return out

    return run


def print_misses(
    items: list[tuple[int, dict[str, Any]]], budget: int, pruner: htmlprune.HtmlPruner
) -> None:
    counter = pruner.tokenizer
    n_missed = n_out_of_text = 0
    for i, item in items:
        html, question, answers = item["html"], item["question"], item["answers"]
        if not answers_kept(answers, htmlprune.visible_text(html)):
            n_out_of_text += 1
            print(f"## {i} answer not in the page's visible text: {question!r} {answers}")
            continue
        tree = pruner.tree(html)
        scores = np.asarray(pruner.scorer.score(question, tree))
        options = {"config": pruner.config}
        kept = htmlprune.prune(tree, scores, budget=budget, tokenizer=counter, **options)
        if answers_kept(answers, htmlprune.visible_text(kept.html)):
            continue
        n_missed += 1
        whole = htmlprune.prune(tree, scores, budget=10**8, tokenizer=counter, **options).n_tokens
        shown = pruner.tree(without_display_none(html))
        shown_tokens = htmlprune.prune(
            shown, np.zeros(len(shown)), budget=10**8, tokenizer=counter, **options
        ).n_tokens
        order = np.argsort(-scores, kind="stable")
        rank = np.empty(len(scores), dtype=np.int64)
        rank[order] = np.arange(len(scores))
        kept_set = set(kept.kept.tolist())
        print(
            f"## {i} {question!r} {answers}\n   page {whole} tokens ({shown_tokens} without display:none), "
            f"{len(tree)} blocks, {len(kept_set)} kept in {kept.n_tokens} tokens"
        )
        for answer in answers:
            holders = [j for j, t in enumerate(tree.texts) if normalize(answer) in normalize(t)]
            for j in holders[:4]:
                print(
                    f"   {answer!r} in block {j}: kept={j in kept_set} score={scores[j]:.3f} "
                    f"rank={rank[j]}/{len(scores)} words={tree.words[j]} "
                    f"tokens={counter.count(tree.block_html(j))} {tree.paths[j][-50:]} {tree.texts[j][:80]!r}"
                )
        for j in order[:3]:
            print(
                f"   top block {j}: score={scores[j]:.3f} {tree.paths[j][-50:]} {tree.texts[j][:80]!r}"
            )
    print(
        f"missed at {budget}: {n_missed}; answer not in the page text: {n_out_of_text}; items: {len(items)}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", choices=sorted(DATASETS), default="wtq")
    parser.add_argument("--n", type=int, default=150, help="questions (0 = all)")
    parser.add_argument("--skip", type=int, default=0)
    parser.add_argument("--budget", type=int, default=4096, help="the budget of --misses")
    parser.add_argument("--misses", action="store_true")
    parser.add_argument("--variant", nargs="+", metavar="VARIANT")
    args = parser.parse_args()
    stop = args.skip + args.n if args.n else None
    items = list(
        itertools.islice(enumerate(read_jsonl_gz(DATASETS[args.dataset])), args.skip, stop)
    )
    pruner = htmlprune.HtmlPruner(tokenizer=smollm2_counter())
    if args.misses:
        print_misses(items, args.budget, pruner)
    if args.variant:
        runs = {v: variant_run(v, pruner) for v in args.variant}
        hits: dict[str, dict[int, set[int]]] = {v: {b: set() for b in BUDGETS} for v in runs}
        for i, item in items:
            for v, run in runs.items():
                for b, out in run(item["question"], item["html"], BUDGETS).items():
                    if answers_kept(item["answers"], htmlprune.visible_text(out)):
                        hits[v][b].add(i)
        first = args.variant[0]
        print(f"answer recall (%) on {len(items)} {DATASETS[args.dataset]} items from {args.skip}")
        for v in runs:
            row = "".join(f"{100 * len(hits[v][b]) / max(len(items), 1):>7.1f}" for b in BUDGETS)
            moves = "  ".join(
                f"{b}: +{sorted(hits[v][b] - hits[first][b])} -{sorted(hits[first][b] - hits[v][b])}"
                for b in BUDGETS
            )
            print(f"{v:<20}{row}   vs {first}: {moves}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
