"""htmlprune.scorers: every scorer in one place (one import path each), make_scorer by name."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import htmlprune
from htmlprune import embed, generative, scorers
from htmlprune.errors import InputError
from htmlprune.scorers import (
    BM25Scorer,
    EmbeddingScorer,
    HybridScorer,
    LearnedScorer,
    PathScorer,
    fuse,
    make_scorer,
)
from htmlprune.scorers.embedding import EmbeddingScorer as EmbeddingScorerHome
from htmlprune.scorers.hybrid import HybridScorer as HybridScorerHome


def test_one_class_per_scorer_and_one_path_each() -> None:
    pruning = importlib.import_module("htmlprune.pruning")
    assert BM25Scorer is htmlprune.BM25Scorer
    # the module is not named like the function it exports, so neither hides the other
    assert htmlprune.prune is pruning.prune
    assert htmlprune.pruning is pruning
    assert EmbeddingScorer is EmbeddingScorerHome is htmlprune.EmbeddingScorer
    assert HybridScorer is HybridScorerHome is htmlprune.HybridScorer
    assert PathScorer is generative.PathScorer is htmlprune.PathScorer
    # the old second paths are gone (no shims): the scorers live in htmlprune.scorers only
    assert "BM25Scorer" not in pruning.__all__
    assert not hasattr(embed, "EmbeddingScorer")
    with pytest.raises(ImportError):
        importlib.import_module("htmlprune.hybrid")
    assert fuse is scorers.fuse
    assert set(scorers.__all__) >= {"BM25Scorer", "EmbeddingScorer", "HybridScorer", "PathScorer"}


def test_unknown_attribute_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="NoSuchScorer"):
        _ = scorers.NoSuchScorer  # type: ignore[attr-defined]


def test_importing_the_scorers_loads_neither_torch_code_nor_onnxruntime() -> None:
    # PathScorer is served lazily: the generative module (and torch, onnxruntime) load only when asked for.
    code = (
        "import json, sys\n"
        "from htmlprune.scorers import BM25Scorer, EmbeddingScorer, HybridScorer, make_scorer\n"
        "print(json.dumps(sorted(m for m in ('htmlprune.generative', 'htmlprune.embed', "
        "'onnxruntime', 'torch') if m in sys.modules)))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(proc.stdout) == []


def test_make_scorer_by_name() -> None:
    tiny_tree = htmlprune.build_block_tree(
        "<h2>Moons</h2><p>Saturn has 274 moons.</p><p>Mars has two.</p><p>Unrelated text.</p>",
        max_words=5,
    )
    bm25 = make_scorer("bm25")
    assert isinstance(bm25, BM25Scorer)
    assert isinstance(bm25, htmlprune.Scorer)
    expected = BM25Scorer().score("Saturn moons", tiny_tree)
    np.testing.assert_array_equal(bm25.score("Saturn moons", tiny_tree), expected)
    assert expected.max() > 0
    learned = make_scorer("learned")
    assert isinstance(learned, LearnedScorer)
    np.testing.assert_array_equal(learned.score("Saturn moons", tiny_tree), LearnedScorer().score("Saturn moons", tiny_tree))
    with pytest.raises(InputError, match="'bm25', 'learned', 'embed' or 'hybrid'"):
        make_scorer("bm26")


@pytest.mark.slow
def test_default_embedding_scorer_is_the_offline_onnx_default(
    model_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # EmbeddingScorer() imports the ONNX embedder only here; the export is shared with test_embed's cache.
    monkeypatch.setenv("HTMLPRUNE_CACHE", str(model_cache))
    scorer = EmbeddingScorer()
    assert isinstance(scorer.embedder, embed.OnnxEmbedder)
    assert scorer.embedder.model_path.is_relative_to(model_cache)
    tree = htmlprune.build_block_tree(
        "<p>Saturn has 274 moons.</p><p>The bakery sells bread.</p><p>Mars has two moons.</p>",
        max_words=5,
    )
    scores = scorer.score("How many moons does Saturn have?", tree)
    assert scores.shape == (3,)
    assert int(np.argmax(scores)) == 0
    assert scores[1] < min(scores[0], scores[2])
