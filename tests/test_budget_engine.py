"""The native budget engine behind prune(): both sources of counts, unsure strings, errors and deadlines."""

from __future__ import annotations

import pickle
import threading

import numpy as np
import pytest

import htmlprune
from htmlprune import BM25Scorer, prune
from htmlprune.deadline import Deadline
from htmlprune.errors import DocumentTimeoutError
from htmlprune.tokenizer import TokenCounter, load_tokenizer

COUNTER = load_tokenizer()
PYTHON_COUNTER = TokenCounter(COUNTER.backend, None, "tokenizers only", native=False)


def _page(n: int = 60, extra: str = "") -> str:
    rows = "".join(f"<tr><td>row {i} {extra}</td><td>value {i * 7}</td></tr>" for i in range(n))
    return f"<h1>Title</h1><p>Intro text about the table{extra}.</p><table><tr><th>a<th>b</tr>{rows}</table>"


@pytest.mark.parametrize("fmt", ["html", "markdown", "text"])
@pytest.mark.parametrize("budget", [3, 40, 200, 5000])
def test_native_and_tokenizers_counts_give_the_same_output(fmt: str, budget: int) -> None:
    assert COUNTER.native
    assert not PYTHON_COUNTER.native
    tree = htmlprune.build_block_tree(_page(), max_words=16)
    scores = BM25Scorer().score("value of row 17", tree)
    native = prune(tree, scores, budget=budget, tokenizer=COUNTER, format=fmt)
    python = prune(tree, scores, budget=budget, tokenizer=PYTHON_COUNTER, format=fmt)
    assert native.content == python.content
    assert native.n_tokens == python.n_tokens == COUNTER.count(native.content) <= budget
    assert np.array_equal(native.kept, python.kept)
    assert native.truncated == python.truncated


def test_strings_the_native_counter_is_unsure_about_are_counted_by_tokenizers() -> None:
    # U+0378 is unassigned: the native counter answers "unsure" for any string holding it.
    odd = "\u0378"
    assert COUNTER.native_counter is not None
    assert COUNTER.native_counter.count(odd) < 0
    tree = htmlprune.build_block_tree(_page(extra=odd), max_words=16)
    scores = BM25Scorer().score("value of row 3", tree)
    result = prune(tree, scores, budget=150, tokenizer=COUNTER)
    assert odd in result.content
    exact = len(COUNTER.backend.encode(result.content, add_special_tokens=False).ids)
    assert result.n_tokens == exact <= 150
    assert result.content == prune(tree, scores, budget=150, tokenizer=PYTHON_COUNTER).content


def test_a_callable_counter_is_called_and_its_errors_propagate() -> None:
    tree = htmlprune.build_block_tree(_page(), max_words=16)
    calls: list[str] = []

    def words(text: str) -> int:
        calls.append(text)
        return len(text.split())

    result = prune(tree, np.ones(len(tree)), budget=50, tokenizer=words)
    assert calls
    assert result.n_tokens == len(result.content.split()) <= 50

    def broken(text: str) -> int:
        raise RuntimeError("tokenizer down")

    with pytest.raises(RuntimeError, match="tokenizer down"):
        prune(tree, np.ones(len(tree)), budget=50, tokenizer=broken)
    with pytest.raises(htmlprune.InputError):
        prune(tree, np.ones(len(tree)), budget=50, tokenizer=lambda text: -1)


def test_a_passed_deadline_raises_before_rendering() -> None:
    tree = htmlprune.build_block_tree(_page(), max_words=16)
    deadline = Deadline(1e-9, start=0.0)
    with pytest.raises(DocumentTimeoutError) as info:
        prune(tree, np.ones(len(tree)), budget=50, deadline=deadline)
    assert info.value.stage == "render"


def test_huge_budget_keeps_everything() -> None:
    tree = htmlprune.build_block_tree(_page(5), max_words=16)
    result = prune(tree, np.ones(len(tree)), budget=2**70)
    assert len(result.dropped) == 0


def test_threads_share_a_tree() -> None:
    # The GIL is released during the fit: threads pruning one tree must each get the single-thread answer.
    tree = htmlprune.build_block_tree(_page(200), max_words=16)
    scores = [BM25Scorer().score(f"value of row {q}", tree) for q in range(8)]
    expected = [prune(tree, s, budget=300).content for s in scores]
    got: list[str] = [""] * len(scores)

    def run(k: int) -> None:
        got[k] = prune(tree, scores[k], budget=300).content

    threads = [threading.Thread(target=run, args=(k,)) for k in range(len(scores))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert got == expected


def test_refine_equals_the_tree_of_the_rendered_html(sample_html: str) -> None:
    tree = htmlprune.build_block_tree([sample_html, _page(30)], max_words=64, max_block_bytes=600)
    rng = np.random.default_rng(7)
    for _ in range(10):
        keep = (rng.random(len(tree)) < 0.6).astype(np.uint8)
        fine = tree.refine(keep, 16)
        rendered = str(htmlprune._core.render(tree.core, keep, omit_optional_end_tags=False))
        reparsed = htmlprune.build_block_tree(rendered or "<p></p>", max_words=16, max_block_bytes=600)
        assert fine.html == reparsed.html
        assert fine.paths == reparsed.paths
        assert fine.texts == reparsed.texts
        assert np.array_equal(fine.boilerplate, reparsed.boilerplate)
        assert np.array_equal(fine.title_distance, reparsed.title_distance, equal_nan=True)
    with pytest.raises(htmlprune.InputError):
        tree.refine(np.ones(3), 16)
    # a refined tree pickles (rebuilt from its own cleaned HTML) to the same tree
    fine = tree.refine(np.ones(len(tree)), 16)
    again = pickle.loads(pickle.dumps(fine))
    assert (again.html, again.paths, again.texts) == (fine.html, fine.paths, fine.texts)


def test_two_pass_pipeline_uses_the_refined_tree(sample_html: str) -> None:
    pruner = htmlprune.HtmlPruner(budget=120, coarse_budget=400, fine_scorer=BM25Scorer(), fine_max_words=16)
    result = pruner("moons of Saturn", sample_html)
    assert result.n_tokens == COUNTER.count(result.content) <= 120
    assert result.tree.max_words == 16
    coarse = prune(pruner.tree(sample_html), pruner.scorer.score("moons of Saturn", pruner.tree(sample_html)),
                   budget=400)
    rebuilt = htmlprune.build_block_tree(coarse.html, max_words=16, max_block_bytes=600)
    assert result.tree.texts == rebuilt.texts
