"""The learned ranker's training: examples from QA over HTML, a listwise linear model, its weights file.

An example is one question over one page: the features of every block of the page's block tree
(``_core.ranker_features``, cpp/include/htmlprune/ranker.hpp) and which blocks hold an answer (the block's
text contains a gold answer under the data's matching rule: NFKC, case-insensitive, whitespace collapsed).
The model is linear; it is fitted listwise: a softmax over each page's blocks, whose target spreads evenly
over the blocks that hold an answer, so that the loss asks for the answer-bearing blocks to rank first on
their page, which is what a greedy fit to a budget needs. Each kind of page (data set) weighs the same
whatever its number of questions, so that no kind dominates what the model learns; an L2 penalty keeps
the weights near the hand-set priors' ranking where the data does not ask otherwise, and the features that
carry a prior's signal never get a negative weight (:data:`PRIOR_FEATURES`). Full-batch Adam from the
priors' weights: deterministic, no seed.

A model's scores can be more features (``ranker_examples(..., models=...)``; ``htmlprune train ranker
--embed-model NAME``): they start at weight 0 and the data decides what they add beside BM25.

Only NumPy is needed (the core computes the features); ``htmlprune train ranker`` is the command.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from htmlprune import _core
from htmlprune.train.matching import normalize

if TYPE_CHECKING:
    import numpy as np

    from htmlprune._backends import Scorer
    from htmlprune.pruning import HtmlPruner
else:
    from htmlprune._numpy import np

__all__ = [
    "FEATURES",
    "GATED_ANCHOR",
    "PRIOR_FEATURES",
    "RankerExamples",
    "RankerFit",
    "block_labels",
    "fit_ranker",
    "priors_anchor",
    "ranker_examples",
    "write_weights",
]

#: The features, in the core's column order.
FEATURES: tuple[str, ...] = tuple(_core.ranker_feature_names())


def block_labels(texts: Sequence[str], answers: Iterable[str]) -> np.ndarray:
    """1.0 for each block whose text contains one of ``answers`` (the data's matching rule), else 0.0."""
    keys = [k for k in (normalize(a) for a in answers) if k]
    return np.array([any(k in t for k in keys) for t in map(normalize, texts)], dtype=np.float32)


@dataclass
class RankerExamples:
    """Examples of several questions, concatenated: question ``q`` owns rows ``offsets[q]:offsets[q + 1]``."""

    features: np.ndarray  # (rows, len(names)) float32
    labels: np.ndarray  # (rows,) float32: 1 where the block holds an answer
    offsets: np.ndarray  # (questions + 1,) int64
    kinds: list[str] = field(default_factory=list)  # per question: the data set it comes from
    names: tuple[str, ...] = FEATURES  # the features' names: the core's, then any model's

    def __len__(self) -> int:
        return len(self.kinds)

    @staticmethod
    def concat(parts: Sequence[RankerExamples], names: tuple[str, ...] | None = None) -> RankerExamples:
        """One set holding every question of ``parts``, in order; their features must be the same (``names``,
        by default the first part's, or the core's)."""
        names = names or (parts[0].names if parts else FEATURES)
        if any(p.names != names for p in parts):
            msg = "the parts have different features"
            raise ValueError(msg)
        offsets = [np.zeros(1, dtype=np.int64)]
        base = 0
        for p in parts:
            offsets.append(p.offsets[1:] + base)
            base += int(p.offsets[-1])
        return RankerExamples(
            np.concatenate([p.features for p in parts]) if parts else np.zeros((0, len(names)), np.float32),
            np.concatenate([p.labels for p in parts]) if parts else np.zeros(0, np.float32),
            np.concatenate(offsets),
            [k for p in parts for k in p.kinds],
            names,
        )


def ranker_examples(
    items: Iterable[dict[str, Any]],
    kind: str,
    pruner: HtmlPruner,
    models: Mapping[str, Scorer] | None = None,
) -> RankerExamples:
    """The examples of QA ``items`` (question, html, answers) on ``pruner``'s block trees; each of
    ``models`` adds its scores as a feature of that name (as ``LearnedScorer(models=...)`` computes them).

    Questions none of whose blocks holds an answer (the answer spans blocks, or is not visible) teach
    nothing listwise and are left out.
    """
    from htmlprune.scorers.bm25 import BM25Scorer
    from htmlprune.scorers.learned import ranker_features

    bm25 = BM25Scorer()
    models = dict(models or {})
    names = (*FEATURES, *models)
    parts = []
    for item in items:
        tree = pruner.tree(item["html"])
        y = block_labels(tree.texts, item["answers"])
        if not y.any():
            continue
        features = ranker_features(item["question"], tree, bm25, models)
        parts.append(RankerExamples(features, y, np.array([0, len(y)], dtype=np.int64), [kind], names))
    return RankerExamples.concat(parts, names)


@dataclass(frozen=True)
class RankerFit:
    """A fitted model: one weight per feature (bias 0: a softmax over a page's blocks ignores it)."""

    weights: tuple[float, ...]
    loss: float  # the final training loss (mean over kinds of the mean listwise cross-entropy)
    steps: int
    l2: float
    nonnegative: tuple[str, ...] = ()
    names: tuple[str, ...] = FEATURES  # the features, in the weights' order

    def to_json(self, trained_on: dict[str, int], models: dict[str, str] | None = None) -> dict[str, Any]:
        """The weights file's content (what :class:`htmlprune.scorers.LearnedScorer` loads); ``models``: what
        each model feature's scorer was (informative: the scorer is given the models)."""
        return {
            "format": 1,
            "features": list(self.names),
            "weights": [round(w, 6) for w in self.weights],
            "bias": 0.0,
            "trained_on": trained_on,
            "steps": self.steps,
            "l2": self.l2,
            "nonnegative": list(self.nonnegative),
            "loss": round(self.loss, 6),
            **({"models": models} if models else {}),
        }


#: Features that carry a hand-set prior's signal (the priors' score, the lead, the content end, the byline):
#: their weights may fall to 0 but not below, so that a kind of question the data never shows (who wrote
#: the page, when) keeps what the priors know. Fitted without that floor, the ranker learns from table and
#: recipe questions that bylines and the lead hold no answers, and ranks author questions far below the
#: priors (leave-one-kind-out: 42.5 % of WCXB-author answers kept at 512 tokens instead of 75.8 %).
PRIOR_FEATURES: tuple[str, ...] = (
    "prior", "prior_log", "lead", "lead_title", "tail", "tail_title", "byline", "byline_title",
    "lead_when", "lead_title_when",
)


#: Where the fit starts and what the L2 pulls towards, but ``prior_log``'s 1: the features that count only for
#: one kind of question (a person, an ordinal, an extreme, a date) at a prior's weight, the byline prior's
#: (BM25Scorer's ``byline``, 1). Each is 0 unless its question is asked, so a training set without such
#: questions says nothing about it; anchored at 0 it fell to 0, and the kind left out lost what the feature
#: was for: with the author questions left out the ranker kept 71.5 % of their answers at 512 tokens instead
#: of 89.8 % (byline features at 1); with the recipes left out, 38.1 % instead of 53.2 % (all of them at 1:
#: "the first step" is an ordinal); with WTQ left out, its superlatives' features added nothing (65.0 %)
#: instead of 72.0 % (benchmarks/README.md, "Superlatives over tables").
GATED_ANCHOR: dict[str, float] = dict.fromkeys(
    (
        "byline", "byline_title", "first_item", "last_item", "lead_when", "lead_title_when", "digits_when",
        "column_extreme", "header_extreme",
    ),
    1.0,
)


def priors_anchor(names: Sequence[str] = FEATURES) -> tuple[float, ...]:
    """The prior weights of the fit: 1 on ``prior_log`` (the hand-set priors' ranking), the question-gated
    features' :data:`GATED_ANCHOR`, 0 elsewhere (models' scores too)."""
    return tuple(1.0 if name == "prior_log" else GATED_ANCHOR.get(name, 0.0) for name in names)


def fit_ranker(
    examples: RankerExamples,
    *,
    steps: int = 300,
    lr: float = 0.05,
    l2: float = 0.01,
    anchor: Sequence[float] | None = None,
    nonnegative: Sequence[str] = PRIOR_FEATURES,
) -> RankerFit:
    """Fits the linear model listwise (module docstring) by full-batch Adam.

    It starts from ``anchor`` (default :func:`priors_anchor`: the hand-set priors' ranking and byline
    weight) and the L2 penalty pulls towards it, so that what the data does not ask to change ranks as the
    priors do.
    The weights of ``nonnegative`` features (default :data:`PRIOR_FEATURES`) are kept >= 0 (projected steps).
    """
    if len(examples) == 0:
        msg = "no training examples (no question has a block holding its answer)"
        raise ValueError(msg)
    if steps < 1 or not lr > 0 or not l2 >= 0:
        msg = f"steps must be >= 1, lr > 0 and l2 >= 0; got steps={steps}, lr={lr}, l2={l2}"
        raise ValueError(msg)
    x = examples.features.astype(np.float64)
    starts = examples.offsets[:-1]
    sizes = np.diff(examples.offsets)
    question = np.repeat(np.arange(len(examples)), sizes)
    positives = np.add.reduceat(examples.labels.astype(np.float64), starts)
    target = examples.labels / positives[question]
    # each kind weighs the same; within a kind each question does
    kinds = sorted(set(examples.kinds))
    per_kind = {k: examples.kinds.count(k) for k in kinds}
    weight_q = np.array([1.0 / (len(kinds) * per_kind[k]) for k in examples.kinds])
    w0 = np.array(priors_anchor(examples.names) if anchor is None else anchor, dtype=np.float64)
    if w0.shape != (x.shape[1],):
        msg = f"anchor must hold one weight per feature ({x.shape[1]}), got {w0.shape}"
        raise ValueError(msg)
    w = w0.copy()
    floor = np.array([name in nonnegative for name in examples.names])
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    beta1, beta2, eps = 0.9, 0.999, 1e-8
    loss = 0.0
    for t in range(1, steps + 1):
        z = x @ w
        z -= np.maximum.reduceat(z, starts)[question]
        e = np.exp(z)
        log_sum = np.log(np.add.reduceat(e, starts))
        p = e / np.exp(log_sum)[question]
        # cross-entropy of the target against the page's softmax, per question
        ce = -np.add.reduceat(target * (z - log_sum[question]), starts)
        loss = float(weight_q @ ce) + 0.5 * l2 * float((w - w0) @ (w - w0))
        grad = x.T @ ((p - target) * weight_q[question]) + l2 * (w - w0)
        m = beta1 * m + (1 - beta1) * grad
        v = beta2 * v + (1 - beta2) * grad * grad
        w -= lr * (m / (1 - beta1**t)) / (np.sqrt(v / (1 - beta2**t)) + eps)
        w[floor] = np.maximum(w[floor], 0.0)
    floored = tuple(n for n in examples.names if n in nonnegative)
    return RankerFit(tuple(float(a) for a in w), loss, steps, l2, floored, examples.names)


def write_weights(
    path: str | Path, fit: RankerFit, trained_on: dict[str, int], models: dict[str, str] | None = None
) -> Path:
    """Writes ``fit`` as a weights file (JSON) and returns its path."""
    out = Path(path)
    out.write_text(json.dumps(fit.to_json(trained_on, models), indent=1) + "\n", encoding="utf-8")
    return out
