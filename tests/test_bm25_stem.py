"""Snowball stemming in BM25: inflected forms meet, CJK bigrams stay, unknown languages fail, threads agree."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

import htmlprune
from htmlprune import BM25Scorer, InputError, _core, build_block_tree
from htmlprune.scorers.bm25 import stem_languages

FILM_PAGE = """<html><body>
<nav><a href="/">Home</a> <a href="/films">Films</a> <a href="/news">News</a></nav>
<div><p>Directed by Jane Doe. Starring John Roe and Ann Poe.</p></div>
<div><p>Release Date: May 2008</p></div>
<div><p>Running time: 96 minutes. Language: English.</p></div>
</body></html>"""


def _block_with(tree: htmlprune.html.BlockTree, needle: str) -> int:
    return next(i for i, t in enumerate(tree.texts) if needle in t)


def test_stemming_connects_released_and_release() -> None:
    tree = build_block_tree(FILM_PAGE, max_words=16)
    release = _block_with(tree, "Release Date")
    question = "When was it released?"
    plain = BM25Scorer(stem=None).score(question, tree)
    stemmed = BM25Scorer(stem="english").score(question, tree)
    assert plain[release] == 0  # without stemming "released" matches nothing
    assert stemmed[release] > 0
    others = np.delete(stemmed, release)
    assert stemmed[release] > others.max()
    pruner = htmlprune.HtmlPruner(
        BM25Scorer(stem="english"), budget=16, max_words=16, smoothing=0.0
    )
    kept = htmlprune.visible_text(pruner(question, FILM_PAGE).html)
    assert "Release Date" in kept
    assert "Directed" not in kept


def test_stemmed_tokens_and_cjk_unchanged() -> None:
    assert _core.bm25_tokenize("Released, RELEASES", stem="english") == ["releas", "releas"]
    cjk = "北京大学的图书馆 東京タワー 서울대학교"
    assert _core.bm25_tokenize(cjk, stem="english") == _core.bm25_tokenize(cjk)
    mixed = "北京 connections"
    assert _core.bm25_tokenize(mixed, stem="en") == ["北京", "connect"]
    assert _core.bm25_tokenize("кошки", stem="russian") == ["кошк"]


def test_unknown_stemmer_is_an_input_error() -> None:
    with pytest.raises(InputError, match="no Snowball stemmer for language 'klingon'"):
        BM25Scorer(stem="klingon")
    with pytest.raises(TypeError):
        BM25Scorer(stem=3)  # type: ignore[arg-type]
    assert {"english", "russian", "german", "french"} <= set(stem_languages())


def test_stemmed_scores_agree_across_threads(sample_html: str) -> None:
    tree = build_block_tree(sample_html * 3, max_words=32)
    scorer = BM25Scorer(stem="english")
    questions = ["which planet has most moons?", "observing the ringed planets", "rocky planet days"]
    expected = [scorer.score(q, tree) for q in questions]
    assert all(e.max() > 0 for e in expected)
    with ThreadPoolExecutor(max_workers=4) as pool:
        got = list(pool.map(lambda k: scorer.score(questions[k % 3], tree), range(60)))
    for k, scores in enumerate(got):
        np.testing.assert_array_equal(scores, expected[k % 3])
