"""HIRO tuning helpers (benchmarks/hiro_tune.py): grid and random search, objectives, the answer rule.

The trees are small Node trees with a scripted embedder whose cosine similarities are chosen per text (exact
binary fractions), as in tests/test_hiro.py.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import pytest

from hiro_tune import DEFAULT_DELTA_GRID, DEFAULT_S_GRID, Example, answer_hit, evaluate, tune
from htmlprune import hiro
from htmlprune.errors import InputError
from htmlprune.hiro import Node


class ScriptedEmbedder:
    """Gives each text a fixed cosine similarity to every query: vector (s, sqrt(1 - s^2), 0) vs (1, 0, 0)."""

    fingerprint = "scripted-v1"

    def __init__(self, sims: dict[str, float]) -> None:
        self.sims = sims

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), 3), dtype=np.float32)
        for i, t in enumerate(texts):
            s = self.sims[t]
            out[i, 0] = s
            out[i, 1] = math.sqrt(1.0 - s * s)
        return out

    def encode_queries(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), 3), dtype=np.float32)
        out[:, 0] = 1.0
        return out


def chars(text: str) -> int:
    """One token per character."""
    return len(text)


def _labelled() -> list[Example]:
    # each tree: the answer sits in a leaf that beats its parent by 0.125; a distractor sibling by 0.0625
    examples = []
    for k in range(4):
        leaf = Node(f"answer{k} is here")
        noise = Node(f"noise{k}")
        root = Node("", [Node(f"section{k}", [leaf, noise]), Node(f"other{k}")])
        sims = {
            f"section{k}": 0.5,
            f"answer{k} is here": 0.625,
            f"noise{k}": 0.5625,
            f"other{k}": 0.375,
        }
        emb = ScriptedEmbedder(sims)
        hiro.hierarchy(root).embeddings(emb)  # cache under the shared fingerprint
        examples.append(Example(query="q", tree=root, answers=(f"ANSWER{k}",)))
    return examples


def test_tune_grid_finds_thresholds_that_recall_the_answers_with_least_context() -> None:
    examples = _labelled()
    emb = ScriptedEmbedder({})  # embeddings are cached on the trees already
    result = tune(examples, embedder=emb, tokenizer=chars, penalty=1.0)
    assert result.recall == 1.0
    # S must admit the section (<= 0.5) but not "other" (> 0.375); delta must separate answer from noise
    assert 0.375 < result.S <= 0.5
    assert 0.0625 <= result.delta < 0.125
    assert result.mean_tokens == len("answer0 is here")
    assert len(result.trials) == len(DEFAULT_S_GRID) * len(DEFAULT_DELTA_GRID)
    recall, mean_tokens, sels = evaluate(
        examples, S=result.S, delta=result.delta, embedder=emb, tokenizer=chars
    )
    assert (recall, mean_tokens) == (result.recall, result.mean_tokens)
    assert all(s.texts[0].startswith("answer") for s in sels)


def test_tune_objectives_and_random_search() -> None:
    examples = _labelled()
    emb = ScriptedEmbedder({})
    budget = tune(examples, embedder=emb, tokenizer=chars, objective="budget", max_mean_tokens=12)
    assert budget.mean_tokens <= 12
    assert budget.recall == 0.0  # the answer leaf alone needs 15 characters
    f1 = tune(examples, embedder=emb, tokenizer=chars, objective="f1")
    assert f1.recall == 1.0
    r1 = tune(examples, embedder=emb, tokenizer=chars, search="random", n_trials=20, seed=3)
    r2 = tune(examples, embedder=emb, tokenizer=chars, search="random", n_trials=20, seed=3)
    assert r1 == r2
    assert len(r1.trials) == 20
    with pytest.raises(InputError, match="max_mean_tokens"):
        tune(examples, embedder=emb, objective="budget")
    with pytest.raises(InputError, match="at least one"):
        tune([], embedder=emb)


def test_answer_hit_follows_the_dataset_rule() -> None:
    assert answer_hit("The  Ｃａｔ\nsat", ["cat sat"])
    assert answer_hit("a b c", ["A", "c"])
    assert not answer_hit("a b", ["a", "d"])
