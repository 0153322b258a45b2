"""HtmlPruner.batch / prune_batch: the pipeline of many documents in the core on native threads.

Its outputs are those of one-by-one calls and of the stages called from Python (tree, scorer, prune), for
every thread count; a document's error is its own result.
"""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np
import pytest

import htmlprune
from htmlprune import (
    BM25Scorer,
    CleanOptions,
    DocumentTimeoutError,
    HtmlPruner,
    InputError,
    LearnedScorer,
    LimitExceededError,
    PruneResult,
)
from htmlprune.pruning import prune_batch
from htmlprune.tokenizer import load_tokenizer

from .conftest import SAMPLE_PAGE, SHARED_DATA, read_jsonl_gz

COUNTER = load_tokenizer(None)


@pytest.fixture(scope="module")
def items() -> list[dict[str, Any]]:
    """Real pages with their questions: the first of each dev set (WTQ tables, WCXB author pages)."""
    wtq = list(itertools.islice(read_jsonl_gz(SHARED_DATA / "qa_wtq.jsonl.gz"), 12))
    author = list(itertools.islice(read_jsonl_gz(SHARED_DATA / "qa_wcxb_author.jsonl.gz"), 12))
    return wtq + author


def _same(a: PruneResult, b: PruneResult) -> None:
    assert a.content == b.content
    assert a.n_tokens == b.n_tokens
    assert a.truncated == b.truncated
    assert a.format == b.format
    np.testing.assert_array_equal(a.kept, b.kept)
    np.testing.assert_array_equal(a.dropped, b.dropped)
    assert a.html == b.html
    assert a.tree.html == b.tree.html


@pytest.mark.shared_data
@pytest.mark.parametrize(("budget", "fmt"), [(2048, "html"), (512, "markdown"), (64, "text")])
@pytest.mark.parametrize("scorer", [LearnedScorer(), BM25Scorer()], ids=["learned", "bm25"])
def test_batch_equals_one_by_one_and_the_python_stages(
    items: list[dict[str, Any]], budget: int, fmt: str, scorer: LearnedScorer | BM25Scorer
) -> None:
    pruner = HtmlPruner(scorer, tokenizer=COUNTER, budget=budget, format=fmt)
    questions = [it["question"] for it in items]
    pages = [it["html"] for it in items]
    one = [pruner(q, p) for q, p in zip(questions, pages)]
    for threads in (1, 2, 4):
        batch = pruner.batch(questions, pages, threads=threads)
        assert len(batch) == len(items)
        for a, b in zip(batch, one):
            assert isinstance(a, PruneResult)
            _same(a, b)
    # the stages one by one from Python (the path of kept trees and other scorers)
    for q, p, r in zip(questions, pages, one):
        tree = pruner.tree(p)
        staged = htmlprune.prune(
            tree, scorer.score(q, tree), tokenizer=COUNTER, config=pruner.config
        )
        _same(staged, r)
        assert r.n_tokens <= budget


@pytest.mark.shared_data
def test_batch_takes_kept_trees_and_lists_of_pages(items: list[dict[str, Any]]) -> None:
    pruner = HtmlPruner(tokenizer=COUNTER, budget=1024)
    tree = pruner.tree(items[0]["html"])
    joined = [items[1]["html"], items[2]["html"]]
    out = pruner.batch([items[0]["question"], items[1]["question"]], [tree, joined], threads=2)
    assert out[0].tree is tree  # type: ignore[union-attr]
    _same(out[0], pruner(items[0]["question"], tree))  # type: ignore[arg-type]
    _same(out[1], pruner(items[1]["question"], joined))  # type: ignore[arg-type]
    assert out[1].tree.core.n_pages == 2  # type: ignore[union-attr]


def test_each_document_gets_its_own_error() -> None:
    pruner = HtmlPruner(tokenizer=COUNTER, budget=256, clean=CleanOptions(max_bytes=5000))
    page = SAMPLE_PAGE.read_text(encoding="utf-8")[:4000]
    docs: list[Any] = [page, "x" * 6000, 12345, page, [], page]
    questions: list[Any] = ["moons?", "moons?", "moons?", None, "moons?", "moons?"]
    out = pruner.batch(questions, docs, threads=3)
    assert isinstance(out[0], PruneResult)
    assert isinstance(out[1], LimitExceededError)
    assert "max_bytes" in str(out[1])
    assert isinstance(out[2], TypeError)
    assert isinstance(out[3], TypeError)  # the question is not a str
    assert isinstance(out[4], InputError)  # no pages
    _same(out[5], out[0])  # type: ignore[arg-type]
    with pytest.raises(LimitExceededError):  # a one-by-one call raises the same error
        pruner("moons?", "x" * 6000)


def test_bad_arguments_raise_for_the_whole_batch() -> None:
    pruner = HtmlPruner(tokenizer=COUNTER)
    with pytest.raises(InputError, match="2 questions and 1 documents"):
        pruner.batch(["a", "b"], ["<p>x</p>"])
    with pytest.raises(InputError, match="threads"):
        pruner.batch(["a"], ["<p>x</p>"], threads=0)
    with pytest.raises(TypeError):
        pruner.batch("a", ["<p>x</p>"])
    with pytest.raises(InputError, match="budget"):
        pruner.batch(["a"], ["<p>x</p>"], budget=0)
    assert pruner.batch([], []) == []


def test_a_time_limit_is_per_document(monkeypatch: pytest.MonkeyPatch) -> None:
    pruner = HtmlPruner(tokenizer=COUNTER, time_limit=1e-9)
    out = pruner.batch(["moons?"] * 3, [SAMPLE_PAGE.read_text(encoding="utf-8")] * 3, threads=2)
    for r in out:
        assert isinstance(r, DocumentTimeoutError)
        assert r.stage in ("score", "prune", "render")
        assert r.time_limit == 1e-9
    with pytest.raises(DocumentTimeoutError):
        pruner("moons?", SAMPLE_PAGE.read_text(encoding="utf-8"))


class _Longest:
    """Scores blocks by text length (a scorer the core does not know: the Python path)."""

    def score(self, query: str, tree: Any) -> np.ndarray:
        return np.array([len(t) for t in tree.texts], dtype=np.float32)


@pytest.mark.shared_data
def test_other_scorers_and_two_passes_give_one_by_one_outputs(items: list[dict[str, Any]]) -> None:
    questions = [it["question"] for it in items[:8]]
    pages = [it["html"] for it in items[:8]]
    for pruner in (
        HtmlPruner(_Longest(), tokenizer=COUNTER, budget=512),
        HtmlPruner(tokenizer=COUNTER, budget=512, fine_scorer=BM25Scorer()),
    ):
        one = [pruner(q, p) for q, p in zip(questions, pages)]
        for a, b in zip(pruner.batch(questions, pages, threads=2), one):
            _same(a, b)  # type: ignore[arg-type]


@pytest.mark.shared_data
def test_function_form_and_a_plain_callable_tokenizer(items: list[dict[str, Any]]) -> None:
    words = lambda text: len(text.split())
    questions = [it["question"] for it in items[:4]]
    pages = [it["html"] for it in items[:4]]
    out = prune_batch(questions, pages, tokenizer=words, budget=300, threads=2)
    for q, p, r in zip(questions, pages, out):
        assert isinstance(r, PruneResult)
        assert len(r.content.split()) == r.n_tokens <= 300
        _same(r, HtmlPruner(tokenizer=words, budget=300)(q, p))
