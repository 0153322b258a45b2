"""Inline ``display:none`` spans (sort keys): scored as text, left out of prune's output and its count."""

from __future__ import annotations

import numpy as np
import pytest

import htmlprune
from htmlprune import BM25Scorer, HtmlPruner, prune
from htmlprune.tokenizer import load_tokenizer

COUNTER = load_tokenizer()

# A sortable table as Wikipedia writes it: each numeric cell opens with a hidden 19-digit sort key.
ROWS = [("Ely", 599), ("Wells", 1025), ("Ripon", 16702)]


def sortable_table(style: str = "display:none", key: str = "sortkey") -> str:
    rows = "".join(
        f'<tr><td>{town}</td><td><span style="{style}" class="{key}">{7000000000000000000 + n}</span>'
        f"{n}</td></tr>"
        for town, n in ROWS
    )
    return f"<table><tr><th>Town</th><th>People</th></tr>{rows}</table><p>Other unrelated words here.</p>"


def whole(tree: htmlprune.html.BlockTree, **kw: object) -> htmlprune.PruneResult:
    return prune(tree, np.ones(len(tree), dtype=np.float32), budget=10**6, **kw)  # type: ignore[arg-type]


def test_sort_key_leaves_output_and_count_but_scores() -> None:
    # the question's rare word is in a hidden span only: its row still scores highest
    html = (
        "<table><tr><th>Name</th><th>Team</th></tr>"
        "<tr><td>Ann</td><td>Reds</td></tr>"
        '<tr><td><span style="display:none">Zebedee</span> Bob</td><td>Blues</td></tr>'
        "<tr><td>Cy</td><td>Greens</td></tr></table>"
    )
    tree = htmlprune.build_block_tree(html, max_words=4, max_block_bytes=60)
    scores = BM25Scorer().score("zebedee", tree)
    best = int(np.argmax(scores))
    assert scores[best] > 0
    assert "Zebedee" in tree.texts[best]
    assert "Bob" in tree.texts[best]
    on = prune(tree, scores, budget=10**6, smoothing=0)
    off = prune(tree, scores, budget=10**6, smoothing=0, drop_inline_hidden=False)
    assert "Zebedee" not in on.content
    assert "Bob" in on.content
    assert "Zebedee" in off.content
    assert on.n_tokens == COUNTER.count(on.content) < off.n_tokens == COUNTER.count(off.content)
    # a budget for the header and one row keeps that row, without its hidden text
    small = prune(tree, scores, budget=on.n_tokens * 2 // 3, smoothing=0)
    assert "Bob" in small.content
    assert "Zebedee" not in small.content
    assert "Reds" not in small.content


def test_the_count_frees_room_for_more_rows() -> None:
    tree = htmlprune.build_block_tree(sortable_table() * 20, max_words=8, max_block_bytes=120)
    on, off = whole(tree), whole(tree, drop_inline_hidden=False)
    assert on.n_tokens < off.n_tokens - 20 * 3 * 10  # about a token per digit of every key
    budget = (on.n_tokens + off.n_tokens) // 2
    scores = np.ones(len(tree), dtype=np.float32)
    fit_on = prune(tree, scores, budget=budget)
    fit_off = prune(tree, scores, budget=budget, drop_inline_hidden=False)
    assert len(fit_on.kept) > len(fit_off.kept)
    assert fit_on.n_tokens == COUNTER.count(fit_on.content) <= budget


@pytest.mark.parametrize(
    "style",
    [
        "display:none",
        "DISPLAY: None !important",
        "color:red; display :none;",
        "display:block;display:none",
    ],
)
def test_styles_that_hide(style: str) -> None:
    out = whole(htmlprune.build_block_tree(sortable_table(style))).content
    assert "7000000000000000599" not in out
    assert "599" in out


@pytest.mark.parametrize(
    "style",
    ["display:nonesense", "display:block", "display:none;display:inline", "visibility:hidden"],
)
def test_styles_that_do_not_hide(style: str) -> None:
    assert "7000000000000000599" in whole(htmlprune.build_block_tree(sortable_table(style))).content


def test_option_off_is_the_old_output_and_clean_keeps_the_text() -> None:
    html = sortable_table()
    tree = htmlprune.build_block_tree(html)
    # the full HTML with line breaks between blocks, as before issue 29
    off = whole(tree, drop_inline_hidden=False, semantic=False, newline_between_blocks=True)
    assert off.content == htmlprune.clean(html, compact=True)
    assert "7000000000000000599" in htmlprune.clean(html)
    assert "7000000000000000599" in htmlprune.visible_text(html)
    # no hidden span: both the same
    plain = htmlprune.build_block_tree("<p>alpha beta</p><p>gamma</p>")
    assert whole(plain).content == whole(plain, drop_inline_hidden=False).content


@pytest.mark.parametrize("fmt", ["markdown", "text"])
def test_formats_agree(fmt: str) -> None:
    tree = htmlprune.build_block_tree(sortable_table())
    on = whole(tree, format=fmt)
    assert "7000000000000000599" not in on.content
    assert "599" in on.content
    assert "7000000000000000599" not in on.html  # .html renders the same selection
    assert "7000000000000000599" in whole(tree, format=fmt, drop_inline_hidden=False).content


def test_pipeline_default_and_two_pass() -> None:
    html = sortable_table() * 3
    assert "70000000" not in HtmlPruner(budget=2000)("people in Ely", html).content
    kept = HtmlPruner(budget=2000, drop_inline_hidden=False)("people in Ely", html).content
    assert "7000000000000000599" in kept
    two_pass = HtmlPruner(budget=200, fine_scorer=BM25Scorer(), coarse_budget=400)(
        "people in Ely", html
    )
    assert "Ely" in two_pass.content
    assert "70000000" not in two_pass.content


def test_truncated_block_counts_shown_text_only() -> None:
    key = '<span style="display:none">7001000000000000000</span>'
    html = "<p>" + " ".join(f"{key}word{i}" for i in range(300)) + "</p>"
    tree = htmlprune.build_block_tree(html, max_words=1000)
    result = prune(tree, np.ones(len(tree), dtype=np.float32), budget=60)
    assert result.truncated
    assert "7001" not in result.content
    assert "word0" in result.content
    assert result.n_tokens == COUNTER.count(result.content) <= 60
