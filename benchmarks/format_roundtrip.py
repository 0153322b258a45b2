"""Round trip of the output formats on every dev page (issue: output formats), as a report.

    PYTHONPATH=python python benchmarks/format_roundtrip.py [--limit N]

For every page of the WCXB corpus and every WTQ question page: markdown of the whole page keeps every
visible word in order (word characters in order: markdown may break a line where visible_text joins two
blocks); pruned at 512/1024/2048/4096 tokens in html, markdown and text, the output holds the
exact budget (counted by the SmolLM2 tokenizer), markdown keeps the words of the kept HTML in order, and
text equals the kept HTML's visible text: tests/test_formats.py's checks, on all pages instead of the test
suite's sample. Compact semantic HTML (issue 29, the default html output): the same kept blocks written in
full (``semantic=False``'s render) have every word character of the output, in order, and unwrapping alone
(rule 8 without dropping controls) loses none; the word characters of the dropped controls are counted
apart. ``--recipes`` adds the recipe dev pages. Prints the counts; exits non-zero on any failure.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "tests")]

import numpy as np

import htmlprune
from _common import read_jsonl_gz
from htmlprune import _core
from test_formats import BUDGETS, FORMATS, md_words, text_words

DATA = HERE.parent.parent / "shared" / "data"


def same_text(markdown: str, text: str) -> bool:
    """The same word characters in the same order. Word boundaries aside: markdown puts a line break
    between two blocks that visible_text may join ("0" + "Free" where a list item ends)."""
    return "".join(md_words(markdown)) == "".join(text_words(text))


def keeps_in_order(markdown: str, text: str) -> bool:
    """Every word character of ``text`` appears in ``markdown`` in order (markdown may add some: a list
    number, a tag name written as text in a code sample that same_text's tag stripping removes)."""
    chars = iter("".join(re.findall(r"\w+", markdown.replace("*", "").replace("`", ""))))
    return all(c in chars for c in "".join(text_words(text)))


def check_pruned(result: htmlprune.PruneResult, budget: int, fmt: str, tok: htmlprune.TokenCounter) -> None:
    assert result.n_tokens == tok.count(result.content) <= budget, "budget"
    if fmt == "markdown":
        assert keeps_in_order(result.content, htmlprune.visible_text(result.html)), "markdown words lost"
    elif fmt == "text":
        # the document <title> is kept by clean() and read by the text output (as tests/test_formats.py checks)
        assert result.content == htmlprune.visible_text(result.html, include_title=True), "text"
    else:
        assert result.content == result.html, "html"


def word_chars(html: str) -> str:
    return "".join(re.findall(r"[^\W_]", htmlprune.visible_text(html)))


def is_subsequence(short: str, long: str) -> bool:
    it = iter(long)
    return all(c in it for c in short)


def check_compact(result: htmlprune.PruneResult) -> tuple[int, int]:
    """Checks a compact html output against its kept blocks in full; (word chars kept, dropped as controls)."""
    if result.truncated or not result.content:
        return 0, 0
    keep = np.zeros(len(result.tree), dtype=np.uint8)
    keep[result.kept] = 1
    kw = {"omit_optional_end_tags": True, "drop_inline_hidden": True}
    full = word_chars(_core.render(result.tree.core, keep, **kw))
    unwrapped = word_chars(_core.render(result.tree.core, keep, unwrap_layout=True, **kw))
    assert unwrapped == full, "unwrapping lost or moved word characters"
    out = word_chars(result.content)
    assert is_subsequence(out, full), "compact output not in the kept blocks' order"
    return len(out), len(full) - len(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=0, help="pages per corpus (0: all)")
    parser.add_argument("--recipes", action="store_true", help="also the recipe QA pages")
    args = parser.parse_args()
    limit = args.limit or None
    docs = [(str(r["html"]), "who is the author") for r in read_jsonl_gz(DATA / "corpus_wcxb.jsonl.gz", limit=limit)]
    docs += [(str(r["html"]), str(r["question"])) for r in read_jsonl_gz(DATA / "qa_wtq.jsonl.gz", limit=limit)]
    if args.recipes:
        docs += [
            (str(r["html"]), str(r["question"])) for r in read_jsonl_gz(DATA / "qa_recipes.jsonl.gz", limit=limit)
        ]
    tok = htmlprune.tokenizer.load_tokenizer(None)
    pruner = htmlprune.HtmlPruner()
    failures: list[str] = []
    checks = exact = kept_chars = control_chars = 0
    t0 = time.perf_counter()
    for k, (page, question) in enumerate(docs):
        try:
            md = htmlprune.clean(page, format="markdown")
            text = htmlprune.visible_text(htmlprune.clean(page))
            assert keeps_in_order(md, text), "whole-page words lost"
            exact += same_text(md, text)
            tree = pruner.tree(page)
            for budget in BUDGETS:
                for fmt in FORMATS:
                    result = pruner(question, tree, budget=budget, format=fmt)
                    check_pruned(result, budget, fmt, tok)
                    if fmt == "html":
                        kept, dropped = check_compact(result)
                        kept_chars += kept
                        control_chars += dropped
                    checks += 1
        except AssertionError as exc:
            failures.append(f"page {k}: {exc}")
    seconds = time.perf_counter() - t0
    print(
        f"{len(docs)} pages ({exact} with exactly the visible text's words), {checks} pruned outputs checked, "
        f"{len(failures)} failures, {seconds:.0f} s"
    )
    share = 100 * control_chars / max(kept_chars + control_chars, 1)
    print(
        f"compact html: {kept_chars} word characters written, {control_chars} dropped as controls ({share:.2f}%)"
    )
    for line in failures[:20]:
        print(line)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
