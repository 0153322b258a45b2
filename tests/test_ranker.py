"""The learned ranker: its features from Python, the shipped weights, fitting, and ``htmlprune train ranker``.

The fitting tests use hand-made recipe pages where the hand-set priors rank the wrong blocks first: the title,
the story and the menu repeat the dish's name, while the ingredients (the answers) never do and sit in a list
under an "Ingredients" heading. A model fitted on some of them must rank the ingredients higher on others.
"""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import htmlprune
from htmlprune import _core
from htmlprune.errors import InputError
from htmlprune.scorers import LearnedScorer, make_scorer
from htmlprune.scorers.learned import SHIPPED_WEIGHTS, chrome_last, load_weights
from htmlprune.train.ranker import (
    FEATURES,
    RankerExamples,
    block_labels,
    fit_ranker,
    priors_anchor,
    ranker_examples,
)
from htmlprune.train.split import split_of

DISHES = ["pancakes", "waffles", "crepes", "scones", "muffins", "brownies", "cookies", "biscuits", "flapjacks",
          "doughnuts", "pretzels", "bagels"]
INGREDIENTS = ["eggs", "flour", "milk", "butter", "sugar", "salt", "yeast", "honey", "oats", "cocoa"]


def recipe_item(k: int) -> dict[str, Any]:
    """A recipe page whose ingredients (the answers) never name the dish the question names."""
    dish = DISHES[k % len(DISHES)]
    items = [f"{k % 3 + 2} cups {INGREDIENTS[(k + j) % len(INGREDIENTS)]}" for j in range(3)]
    story = " ".join(f"Our {dish} are loved by everyone, and these {dish} are the best {dish}." for _ in range(4))
    html = (
        f"<html><body><nav><a href='/'>Home</a> <a href='/{dish}'>More {dish} recipes</a></nav>"
        f"<h1>The best {dish}</h1><p>{story}</p><h2>Ingredients</h2>"
        f"<ul>{''.join(f'<li>{i}</li>' for i in items)}</ul>"
        f"<h2>Comments</h2><p>I made these {dish} twice, great {dish}!</p></body></html>"
    )
    return {"id": f"recipe-{k}", "question": f"What ingredients do the {dish} need?", "html": html,
            "answers": items}


def train_items(n: int) -> list[dict[str, Any]]:
    """``n`` recipe items of the train split (the training command reads only that split)."""
    out = []
    k = 0
    while len(out) < n:
        if split_of(f"recipe-{k}") == "train":
            out.append(recipe_item(k))
        k += 1
    return out


def answer_rank(examples: RankerExamples, weights: tuple[float, ...]) -> float:
    """Mean over questions of the best rank (0 = first) of a block holding an answer."""
    ranks = []
    for q in range(len(examples)):
        rows = slice(examples.offsets[q], examples.offsets[q + 1])
        z = examples.features[rows] @ np.asarray(weights)
        order = np.argsort(-z, kind="stable")
        ranks.append(int(np.flatnonzero(examples.labels[rows][order] > 0)[0]))
    return float(np.mean(ranks))


def test_features_from_python(sample_html: str) -> None:
    scorer = LearnedScorer()
    tree = htmlprune.HtmlPruner().tree(sample_html)
    f = scorer.features("Which planet has the most moons?", tree)
    assert f.dtype == np.float32
    assert f.shape == (len(tree), len(FEATURES))
    assert scorer.feature_names() == list(FEATURES) == list(_core.ranker_feature_names())
    assert np.isfinite(f).all()
    assert f[:, FEATURES.index("bm25")].max() == 1.0  # relative to the best block


def test_shipped_weights_score_and_prune_within_budget(sample_html: str) -> None:
    weights, bias = load_weights(SHIPPED_WEIGHTS)
    assert len(weights) == len(FEATURES)
    assert bias == 0.0
    scorer = make_scorer("learned")
    assert isinstance(scorer, LearnedScorer)
    pruner = htmlprune.HtmlPruner(scorer)
    tree = pruner.tree(sample_html)
    s = scorer.score("Which planet has the most moons?", tree)
    assert s.dtype == np.float32
    assert s.shape == (len(tree),)
    assert s.max() == 0.0
    assert (s <= 0).all()
    # the scores are the features weighed, less the best block's, chrome blocks last
    features = scorer.features("Which planet has the most moons?", tree)
    z = features.astype(np.float64) @ np.asarray(weights)
    expected = chrome_last((z - z.max()).astype(np.float32), tree.ranked_last, 0.8)
    np.testing.assert_allclose(s, expected, rtol=1e-5, atol=1e-5)
    off = LearnedScorer(bm25=htmlprune.BM25Scorer(chrome_last=0)).score("Which planet has the most moons?", tree)
    np.testing.assert_allclose(off, z - z.max(), rtol=1e-5, atol=1e-5)
    result = pruner("Which planet has the most moons?", sample_html, budget=128)
    assert 0 < pruner.tokenizer.count(result.html) <= 128
    assert "Saturn" in result.html
    assert pickle.loads(pickle.dumps(scorer)).score("Which planet has the most moons?", tree).tolist() == s.tolist()


def test_bad_weights_files(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="cannot read"):
        LearnedScorer(weights=tmp_path / "missing.json")
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"features": ["bm25"], "weights": [1.0]}))
    with pytest.raises(InputError, match="other features"):
        LearnedScorer(weights=other)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"features": list(FEATURES), "weights": [float("nan")] * len(FEATURES)}))
    with pytest.raises(InputError, match="finite"):
        LearnedScorer(weights=bad)
    bad.write_text(json.dumps({"features": list(FEATURES), "weights": ["1"] * len(FEATURES)}))
    with pytest.raises(InputError, match="finite"):
        LearnedScorer(weights=bad)  # numbers, not strings
    with pytest.raises(TypeError, match="BM25Scorer"):
        LearnedScorer(bm25="bm25")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="query"):
        LearnedScorer().score(b"q", htmlprune.HtmlPruner().tree("<p>x</p>"))  # type: ignore[arg-type]


def test_block_labels_follow_the_data_matching_rule() -> None:
    texts = ["Written by  ANN\nSmith", "ﬁne print", "nothing here", ""]
    assert block_labels(texts, ["ann smith"]).tolist() == [1.0, 0.0, 0.0, 0.0]
    assert block_labels(texts, ["Fine"]).tolist() == [0.0, 1.0, 0.0, 0.0]  # NFKC: the ligature is "fi"
    assert block_labels(texts, ["", "  "]).tolist() == [0.0] * 4  # an empty answer marks nothing


def test_fitting_ranks_the_answers_higher_on_unseen_pages() -> None:
    pruner = htmlprune.HtmlPruner(max_words=12)
    train = ranker_examples([recipe_item(k) for k in range(8)], "recipes", pruner)
    test = ranker_examples([recipe_item(k) for k in range(8, 16)], "recipes", pruner)
    assert len(train) == 8
    assert train.kinds == ["recipes"] * 8
    before = answer_rank(test, priors_anchor())
    fit = fit_ranker(train, steps=200, l2=0.01)
    assert answer_rank(test, fit.weights) < before
    assert answer_rank(test, fit.weights) == 0.0  # an ingredient line first on every unseen page
    assert fit.weights[FEATURES.index("list")] > 0  # what the data says: answers are list items
    # deterministic: no seed, full batch
    assert fit_ranker(train, steps=200, l2=0.01) == fit
    # the anchor pull: an infinite-ish l2 keeps the priors' weights
    assert np.allclose(fit_ranker(train, steps=50, l2=1e6).weights, priors_anchor(), atol=0.01)


def test_fit_refuses_what_it_cannot_fit() -> None:
    empty = RankerExamples.concat([])
    with pytest.raises(ValueError, match="no training examples"):
        fit_ranker(empty)
    one = ranker_examples([recipe_item(0)], "recipes", htmlprune.HtmlPruner())
    with pytest.raises(ValueError, match="steps"):
        fit_ranker(one, steps=0)
    with pytest.raises(ValueError, match="anchor"):
        fit_ranker(one, anchor=(1.0, 2.0))


def test_examples_concat() -> None:
    pruner = htmlprune.HtmlPruner(max_words=12)
    a = ranker_examples([recipe_item(0), recipe_item(1)], "a", pruner)
    b = ranker_examples([recipe_item(2)], "b", pruner)
    both = RankerExamples.concat([a, b])
    assert len(both) == 3
    assert both.kinds == ["a", "a", "b"]
    assert both.offsets.tolist() == [0, *(a.offsets[1:].tolist()), int(a.offsets[-1] + b.offsets[-1])]
    np.testing.assert_array_equal(both.features[int(a.offsets[-1]):], b.features)
    np.testing.assert_array_equal(both.labels[: int(a.offsets[-1])], a.labels)
    # a question whose answer no block holds teaches nothing listwise: left out
    absent = dict(recipe_item(3), answers=["unobtainium"])
    assert len(ranker_examples([absent], "c", pruner)) == 0


def test_train_ranker_command_tiny_run(tmp_path: Path) -> None:
    data = tmp_path / "qa_recipes_tiny.jsonl"
    data.write_text("".join(json.dumps(item) + "\n" for item in train_items(6)), encoding="utf-8")
    out = tmp_path / "weights.json"
    cmd = [sys.executable, "-m", "htmlprune", "train", "ranker", "--data", str(data), "--out", str(out),
           "--steps", "60", "--no-progress"]
    run = subprocess.run(cmd, capture_output=True, text=True, check=True)
    assert "6 questions ({'qa_recipes_tiny': 6}), 60 steps" in run.stdout
    written = json.loads(out.read_text())
    assert written["features"] == list(FEATURES)
    assert written["trained_on"] == {"qa_recipes_tiny": 6}
    assert written["steps"] == 60
    assert written["l2"] == 0.01
    # reproducible: the same command writes the same file
    again = tmp_path / "again.json"
    subprocess.run([*cmd[:-4], str(again), *cmd[-3:]], capture_output=True, text=True, check=True)
    assert again.read_text() == out.read_text()
    tree = htmlprune.HtmlPruner().tree(recipe_item(99)["html"])
    assert LearnedScorer(weights=out).score("What ingredients do the pancakes need?", tree).max() == 0.0


@pytest.mark.shared_data
def test_train_ranker_reproduces_the_shipped_weights(tmp_path: Path, shared_data: Path) -> None:
    """The shipped weights are what the model card's command fits on the dev data (within float noise)."""
    out = tmp_path / "weights.json"
    names = ("qa_wtq.jsonl.gz", "qa_wcxb_author.jsonl.gz", "qa_recipes.jsonl.gz", "corpus_readability.jsonl.gz")
    data = [str(shared_data / name) for name in names]
    subprocess.run(
        [sys.executable, "-m", "htmlprune", "train", "ranker", "--data", *data, "--out", str(out), "--no-progress"],
        capture_output=True, text=True, check=True,
    )
    fitted = json.loads(out.read_text())
    shipped = json.loads(SHIPPED_WEIGHTS.read_text())
    assert fitted["trained_on"] == shipped["trained_on"]
    assert fitted["features"] == shipped["features"]
    np.testing.assert_allclose(fitted["weights"], shipped["weights"], atol=1e-4)


def test_native_pipeline_scores_as_the_python_path(sample_html: str) -> None:
    """HtmlPruner runs the learned ranker in the core's one-pass pipeline (and its threaded batch); the
    result is what scoring in Python and pruning gives."""
    scorer = LearnedScorer()
    pruner = htmlprune.HtmlPruner(scorer, budget=96)
    questions = ["Which planet has the most moons?", "What ingredients do the waffles need?", "day length"]
    pages = [sample_html, recipe_item(1)["html"], sample_html]
    expected = []
    for q, page in zip(questions, pages, strict=True):
        tree = pruner.tree(page)
        scores = scorer.score(q, tree)
        expected.append(htmlprune.prune(tree, scores, budget=96, tokenizer=pruner.tokenizer, config=pruner.config).html)
    assert [pruner(q, page).html for q, page in zip(questions, pages, strict=True)] == expected
    batch = pruner.batch(questions, pages, threads=2)
    assert [r.html for r in batch] == expected  # type: ignore[union-attr]
    assert all(0 < pruner.tokenizer.count(html) <= 96 for html in expected)


TREES = ["Oak", "Elm", "Ash", "Fir", "Yew", "Bay", "Box", "Lime", "Pine", "Palm"]
STREETS = ["Main", "High", "Mill", "Park", "Lake", "Hill"]


def school_name(k: int) -> str:
    return f"{TREES[k % 10]} {STREETS[k // 10]} School"


def school_table(max_row: int, rows: int = 60) -> str:
    """A table larger than the budgets below whose rows all name a school; one of them offers the most grades."""
    body = "".join(
        f"<tr><td>{school_name(k)}</td><td>{19 if k == max_row else 10 + k % 7}</td>"
        f"<td>{100 + k} Main Street, Springfield</td></tr>"
        for k in range(rows)
    )
    return (
        "<html><body><h1>Schools of Springfield</h1><table><tr><th>School</th><th>Grades</th><th>Address</th></tr>"
        f"{body}</table></body></html>"
    )


def test_superlatives_keep_the_row_with_the_columns_extreme(tmp_path: Path) -> None:
    # the question shares "school" with every row, and the answering row holds the Grades column's highest
    # number: the shipped weights keep it at a budget of a few rows; without the extreme features they do not
    question = "Which school offers the most grades?"
    data = json.loads(SHIPPED_WEIGHTS.read_text())
    for name in ("column_extreme", "header_extreme"):
        assert data["weights"][data["features"].index(name)] > 0
        data["weights"][data["features"].index(name)] = 0.0
    without = tmp_path / "without.json"
    without.write_text(json.dumps(data))
    for max_row in (11, 37, 52):
        html = school_table(max_row)
        kept = htmlprune.HtmlPruner()(question, html, budget=160).html
        assert f"{school_name(max_row)}<" in kept
        assert f"{school_name(max_row)}<" not in htmlprune.HtmlPruner(LearnedScorer(weights=without))(
            question, html, budget=160
        ).html


def test_chrome_blocks_rank_after_the_content() -> None:
    """A menu that shares the question's words ranks after the page's unmatched content (the rule after the
    model, as after BM25's priors): the model alone ranks it first here."""
    html = (
        "<html><body><nav><a href='/'>Pancake recipes</a> <a href='/all'>All pancake recipes</a></nav>"
        "<h1>Sunday breakfast</h1><p>Whisk two eggs into the flour and milk, then rest the batter.</p>"
        "<p>Fry in butter until golden on both sides.</p></body></html>"
    )
    question = "Which pancake recipes are there?"
    tree = htmlprune.HtmlPruner().tree(html)
    nav = next(i for i, t in enumerate(tree.texts) if "All pancake recipes" in t)
    plain = LearnedScorer(bm25=htmlprune.BM25Scorer(chrome_last=0)).score(question, tree)
    assert plain[nav] == plain.max()
    s = LearnedScorer().score(question, tree)
    assert s.max() == 0.0
    assert all(s[nav] < s[i] for i in range(len(tree)) if i != nav)


REFERENCES_PAGE = (
    "<html><body><h1>Episodes</h1><table><tr><th>Title</th><th>Aired</th></tr>"
    "<tr><td>Time Bomb</td><td>May 4, 1995</td></tr><tr><td>Dangerous Dollies</td><td>Sept 30, 1995</td></tr>"
    "</table><h2>References</h2><div class='reflist'><ol class='references'>"
    "<li>^ Takeuchi, Naoko (September 1995). Episode list. Kodansha.</li></ol></div></body></html>"
)


def test_reference_lists_rank_after_the_content(tmp_path: Path) -> None:
    """A list of sources that shares the question's words (a month and a year) ranks after the page's
    content, as chrome does, for the learned ranker (native, and in Python with a model feature) and BM25's
    priors alike; it is not chrome."""
    question = "What was the last episode to come out in September 1995?"
    pruner = htmlprune.HtmlPruner(max_words=8)  # a block per row, heading and source
    tree = pruner.tree(REFERENCES_PAGE)
    source = next(i for i, t in enumerate(tree.texts) if "Takeuchi" in t)
    assert tree.reference_list[source] == 1.0
    assert tree.boilerplate[source] == 0.0
    assert tree.ranked_last[source] == 1.0
    assert tree.reference_list.sum() == 1.0  # no other block is in the list
    weights = json.loads(SHIPPED_WEIGHTS.read_text(encoding="utf-8"))
    weights["features"].append("model")
    weights["weights"].append(0.5)
    with_model = tmp_path / "with-model.json"
    with_model.write_text(json.dumps(weights), encoding="utf-8")
    model = {"model": htmlprune.BM25Scorer(chrome_last=0)}
    for off, on in [
        (LearnedScorer(bm25=htmlprune.BM25Scorer(chrome_last=0)), LearnedScorer()),
        (
            LearnedScorer(with_model, bm25=htmlprune.BM25Scorer(chrome_last=0), models=model),
            LearnedScorer(with_model, models=model),
        ),
        (htmlprune.BM25Scorer(chrome_last=0), htmlprune.BM25Scorer()),
    ]:
        plain = off.score(question, tree)
        assert plain[source] > np.delete(plain, source).min()  # without the rule it outranks content
        s = on.score(question, tree)
        assert all(s[source] < s[i] for i in range(len(tree)) if i != source)
    pruned = pruner(question, REFERENCES_PAGE, budget=40)
    assert "Dangerous Dollies" in pruned.html
    assert "Takeuchi" not in pruned.html
