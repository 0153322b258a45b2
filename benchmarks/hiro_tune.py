"""Tuning HIRO's ``S`` and ``Δ`` on labelled queries: the evaluation helpers of ``hiro_eval.py``.

``answer_hit`` is the dev data's scoring rule; ``evaluate`` runs HIRO on labelled examples; ``tune`` grid- or
random-searches the thresholds (the paper tunes both per dataset). They moved here from ``htmlprune.hiro``:
they judge HIRO, they are not part of it. Tests: ``benchmarks/test_hiro_tune.py``.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from htmlprune._backends import EmbedderLike
from htmlprune.errors import InputError
from htmlprune.hiro import (
    SEPARATOR,
    ContextKind,
    NodeEmbedding,
    Selection,
    Variant,
    hierarchy,
    node_scores,
    select_from_scores,
)
from htmlprune.hiro._util import counter_of
from htmlprune.tokenizer import TokenizerLike

__all__ = [
    "DEFAULT_DELTA_GRID",
    "DEFAULT_S_GRID",
    "Example",
    "TuneResult",
    "TuneTrial",
    "answer_hit",
    "evaluate",
    "tune",
]


def _norm(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def answer_hit(context: str, answers: Sequence[str]) -> bool:
    """True when every answer occurs in ``context`` (NFKC, case-insensitive, whitespace collapsed).

    The scoring rule of ``../shared/data/README.md`` (``answer_match == "all"``).
    """
    ctx = _norm(context)
    return all(_norm(a) in ctx for a in answers)


@dataclass(frozen=True)
class Example:
    """One labelled query for :func:`tune` / :func:`evaluate`.

    Attributes:
        query: the question.
        tree: the tree to query (any tree :func:`hierarchy` accepts).
        answers: strings that must all occur in the selected context (see :func:`answer_hit`).
        relevant: optional custom judge ``f(selection) -> bool``; when given, ``answers`` is ignored.
    """

    query: str
    tree: Any
    answers: tuple[str, ...] = ()
    relevant: Callable[[Selection], bool] | None = None


@dataclass(frozen=True)
class TuneTrial:
    """One evaluated setting: thresholds, objective value, answer recall and mean context tokens."""

    S: float
    delta: float
    objective: float
    recall: float
    mean_tokens: float


@dataclass(frozen=True)
class TuneResult:
    """The best setting found by :func:`tune` and every trial (in evaluation order)."""

    S: float
    delta: float
    objective: float
    recall: float
    mean_tokens: float
    trials: tuple[TuneTrial, ...]


DEFAULT_S_GRID: tuple[float, ...] = tuple(round(0.05 * i, 2) for i in range(17))  # 0.00 .. 0.80
DEFAULT_DELTA_GRID: tuple[float, ...] = (
    0.0,
    0.01,
    0.02,
    0.03,
    0.05,
    0.075,
    0.1,
    0.15,
    0.2,
    0.3,
    0.5,
)


def _objective(
    kind: str,
    recall: float,
    mean_tokens: float,
    compression: float,
    penalty: float,
    max_mean: float | None,
) -> float:
    if kind == "penalty":
        return recall - penalty * mean_tokens / 1000.0
    if kind == "budget":
        assert max_mean is not None
        return recall if mean_tokens <= max_mean else -1.0 - mean_tokens / 1e9
    # "f1": harmonic mean of recall and compression
    return 0.0 if recall + compression <= 0 else 2 * recall * compression / (recall + compression)


def _scores_of(
    examples: Sequence[Example],
    scores: Sequence[npt.ArrayLike] | None,
    embedder: EmbedderLike | None,
    node_embedding: NodeEmbedding,
    caller: str,
) -> Sequence[npt.ArrayLike]:
    """The given per-example node scores, or the embedder's (evaluate and tune take either)."""
    if scores is not None:
        return scores
    if embedder is None:
        msg = f"{caller} needs an embedder or precomputed scores"
        raise InputError(msg)
    return [
        node_scores(e.query, e.tree, embedder=embedder, node_embedding=node_embedding) for e in examples
    ]


def evaluate(
    examples: Sequence[Example],
    *,
    S: float,
    delta: float,
    embedder: EmbedderLike | None = None,
    scores: Sequence[npt.ArrayLike] | None = None,
    variant: Variant = "prose",
    budget: int | None = None,
    tokenizer: TokenizerLike = None,
    context: ContextKind = "text",
    node_embedding: NodeEmbedding = "text",
) -> tuple[float, float, list[Selection]]:
    """Runs HIRO on labelled examples; returns (answer recall, mean context tokens, selections).

    Pass ``scores`` (one array per example, from :func:`node_scores`) to skip embedding, else ``embedder``.
    """
    scores = _scores_of(examples, scores, embedder, node_embedding, "evaluate")
    counter = counter_of(tokenizer)
    sels = [
        select_from_scores(
            e.tree,
            sc,
            S=S,
            delta=delta,
            variant=variant,
            budget=budget,
            tokenizer=counter,
            context=context,
        )
        for e, sc in zip(examples, scores)
    ]
    hits = [_judge(e, sel) for e, sel in zip(examples, sels)]
    n = max(len(examples), 1)
    return sum(hits) / n, sum(sel.n_tokens for sel in sels) / n, sels


def _judge(e: Example, sel: Selection) -> bool:
    if e.relevant is not None:
        return bool(e.relevant(sel))
    return answer_hit(SEPARATOR.join(sel.texts), e.answers)


def tune(
    examples: Sequence[Example],
    *,
    embedder: EmbedderLike | None = None,
    scores: Sequence[npt.ArrayLike] | None = None,
    S_values: Sequence[float] = DEFAULT_S_GRID,
    delta_values: Sequence[float] = DEFAULT_DELTA_GRID,
    objective: Literal["penalty", "budget", "f1"] = "penalty",
    penalty: float = 0.1,
    max_mean_tokens: float | None = None,
    search: Literal["grid", "random"] = "grid",
    n_trials: int = 64,
    seed: int = 0,
    variant: Variant = "prose",
    tokenizer: TokenizerLike = None,
    context: ContextKind = "text",
    node_embedding: NodeEmbedding = "text",
) -> TuneResult:
    """Searches ``S`` and ``Δ`` on labelled examples (the paper tunes both per dataset).

    Objectives (higher is better; ties go to the earlier trial, and grids run from small to large ``S``):

    * ``"penalty"`` (default): ``recall - penalty * mean_tokens / 1000``: answer recall minus ``penalty`` per
      thousand tokens of mean context (``penalty=0.1``: 1000 more tokens must buy 10 points of recall).
    * ``"budget"``: the highest recall whose mean context is at most ``max_mean_tokens`` (fewest tokens on a
      tie, through the trial order); settings over the limit score below every feasible one.
    * ``"f1"``: the harmonic mean of recall and compression, where compression is the mean over examples of
      ``1 - context_tokens / tokens_of_the_whole_tree``.

    Recall is the fraction of examples judged relevant (:func:`answer_hit` on the answers, or the example's
    own judge). Node embeddings are computed once per tree; each trial only re-runs the walk.

    Args:
        examples: the labelled queries.
        embedder / scores: the embedder, or precomputed per-example similarities (:func:`node_scores`).
        S_values, delta_values: the grid (``search="grid"``) or the ranges ``[min, max]`` sampled uniformly
            (``search="random"``, ``n_trials`` draws from ``numpy.random.default_rng(seed)``).
        objective, penalty, max_mean_tokens: see above.
        variant, tokenizer, context, node_embedding: as in :func:`select`.

    Raises:
        InputError: no examples, empty grids, or ``objective="budget"`` without ``max_mean_tokens``.
    """
    if not examples:
        msg = "tune needs at least one labelled example"
        raise InputError(msg)
    if objective not in ("penalty", "budget", "f1"):
        msg = f"objective must be 'penalty', 'budget' or 'f1', got {objective!r}"
        raise InputError(msg)
    if objective == "budget" and max_mean_tokens is None:
        msg = "objective='budget' needs max_mean_tokens"
        raise InputError(msg)
    if not S_values or not delta_values:
        msg = "S_values and delta_values must not be empty"
        raise InputError(msg)
    scores = _scores_of(examples, scores, embedder, node_embedding, "tune")
    counter = counter_of(tokenizer)
    if search == "grid":
        settings = [(float(a), float(d)) for a in S_values for d in delta_values]
    elif search == "random":
        rng = np.random.default_rng(seed)
        s_lo, s_hi = min(S_values), max(S_values)
        d_lo, d_hi = min(delta_values), max(delta_values)
        settings = [
            (float(rng.uniform(s_lo, s_hi)), float(rng.uniform(d_lo, d_hi)))
            for _ in range(n_trials)
        ]
    else:
        msg = f"search must be 'grid' or 'random', got {search!r}"
        raise InputError(msg)
    whole: list[int] = []
    if objective == "f1":
        for e in examples:
            h = hierarchy(e.tree)
            whole.append(max(int(h.token_counts(counter, h.top.tolist()).sum()), 1))
    trials: list[TuneTrial] = []
    best: TuneTrial | None = None
    for S, d in settings:
        recall, mean_tokens, sels = evaluate(
            examples,
            S=S,
            delta=d,
            scores=scores,
            variant=variant,
            tokenizer=counter,
            context=context,
        )
        compression = (
            float(np.mean([1.0 - min(sel.n_tokens / w, 1.0) for sel, w in zip(sels, whole)]))
            if whole
            else 0.0
        )
        value = _objective(objective, recall, mean_tokens, compression, penalty, max_mean_tokens)
        trial = TuneTrial(S=S, delta=d, objective=value, recall=recall, mean_tokens=mean_tokens)
        trials.append(trial)
        if best is None or value > best.objective:
            best = trial
    assert best is not None
    return TuneResult(
        S=best.S,
        delta=best.delta,
        objective=best.objective,
        recall=best.recall,
        mean_tokens=best.mean_tokens,
        trials=tuple(trials),
    )
