"""The learned ranker, the default scorer: BM25, the page's frame and its structure as features, weighed by a
fitted linear model.

Where :class:`~htmlprune.scorers.BM25Scorer` multiplies BM25 by hand-set priors, this scorer computes the
same signals as features (cpp/include/htmlprune/ranker.hpp: BM25 and its context, the priors' score, the
lead, content end and byline, the neighbours' match, chrome, link density, position, the block's tag and its
list or table) and weighs them with a linear model that ``htmlprune train ranker`` fitted on the dev QA sets
(:mod:`htmlprune.train.ranker`; WTQ, WCXB-author, recipes and Readability's publication dates). The weights
ship in the package with a model card (``htmlprune/adapters/ranker/``). Scoring is one native call, a few microseconds per block.
After the model, the blocks of chrome and of reference lists (:attr:`BlockTree.ranked_last
<htmlprune.BlockTree>` at least ``BM25Scorer.chrome_last``) rank after every other block, the rule every
scorer ends with.

A model's scores can be features too (``models``): an embedding model's cosine similarity, say, weighed
beside BM25 by the same linear model, so that the model adds what it knows instead of replacing BM25.
Such weights are fitted with ``htmlprune train ranker --embed-model NAME``.
"""

from __future__ import annotations

import functools
import json
import math
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from htmlprune import _core
from htmlprune.errors import InputError
from htmlprune.html import BlockTree
from htmlprune.scorers.bm25 import BM25Scorer, check_query
from htmlprune.scorers.hybrid import rank_chrome_last

if TYPE_CHECKING:
    import numpy as np

    from htmlprune._backends import Scorer
else:
    from htmlprune._numpy import np

__all__ = ["SHIPPED_WEIGHTS", "LearnedScorer", "chrome_last", "load_weights", "ranker_features"]

#: The weights ``htmlprune train ranker`` fitted on the dev data (their model card sits beside them).
SHIPPED_WEIGHTS = Path(__file__).resolve().parent.parent / "adapters" / "ranker" / "weights.json"


def ranker_features(
    query: str,
    tree: BlockTree,
    bm25: BM25Scorer,
    models: Mapping[str, Scorer],
    model_scores: Sequence[np.ndarray] | None = None,
) -> np.ndarray:
    """float32 (blocks, features): the core's features (BM25 matching as ``bm25``), then each model's score
    (``model_scores``, one array per model, when the models already scored the tree)."""
    native = _core.ranker_features(query, tree.core, bm25.config)
    if not models:
        return native
    if model_scores is None:
        model_scores = [m.score(query, tree) for m in models.values()]
    columns = [np.asarray(c, dtype=np.float32) for c in model_scores]
    return np.column_stack([native, *columns]).astype(np.float32, copy=False)


def _batch_scores(model: Scorer, queries: Sequence[str], trees: Sequence[BlockTree]) -> list[np.ndarray]:
    """The model's scores of each (query, tree): one ``score_batch`` call where it has one."""
    batched = getattr(model, "score_batch", None)
    if callable(batched):
        return list(batched(queries, trees))
    return [model.score(q, t) for q, t in zip(queries, trees)]


def load_weights(
    path: str | os.PathLike[str], models: Sequence[str] = ()
) -> tuple[tuple[float, ...], float]:
    """The weights (one per core feature in the core's order, then one per model in ``models``' order) and
    bias of a weights file. Plain floats: the native pipeline takes them without importing NumPy.

    A file is read and checked once while it stays the same (its modification time and size): every
    ``HtmlPruner()`` builds a ``LearnedScorer()``, and parsing the file was nine tenths of that.

    Raises:
        InputError: the file is missing, is not a weights file, or was fitted on other features than
            this build computes and ``models`` name.
    """
    try:
        stat = os.stat(path)
    except OSError as e:
        msg = f"cannot read ranker weights {os.fspath(path)!r}: {e}"
        raise InputError(msg) from e
    return _load_weights(os.fspath(path), tuple(models), stat.st_mtime_ns, stat.st_size)


@functools.lru_cache(maxsize=32)
def _load_weights(
    path: str, models: tuple[str, ...], _mtime_ns: int, _size: int
) -> tuple[tuple[float, ...], float]:
    """:func:`load_weights` of one version of the file (the last two arguments tell versions apart)."""
    try:
        data: Any = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        msg = f"cannot read ranker weights {path!r}: {e}"
        raise InputError(msg) from e
    core = list(_core.ranker_feature_names())
    features = data.get("features") if isinstance(data, dict) else None
    if not isinstance(features, list) or features[: len(core)] != core:
        msg = (
            f"{path!r} holds weights for other features than this build's ranker computes "
            f"({', '.join(core)}); retrain it with `htmlprune train ranker`"
        )
        raise InputError(msg)
    fitted_models = features[len(core) :]
    if sorted(fitted_models) != sorted(models):
        msg = (
            f"{path!r} was fitted with the model scores {fitted_models or 'of no model'} as "
            f"features, but the scorer has {list(models) or 'no models'}"
        )
        raise InputError(msg)
    weights = data.get("weights")
    bias = data.get("bias", 0.0)
    if (
        not isinstance(weights, list)
        or len(weights) != len(features)
        or not all(_is_finite_number(w) for w in weights)
        or not _is_finite_number(bias)
    ):
        msg = f"{path!r}: weights must be {len(features)} finite numbers and bias a number"
        raise InputError(msg)
    order = list(range(len(core))) + [len(core) + fitted_models.index(name) for name in models]
    return tuple(float(weights[i]) for i in order), float(bias)


def chrome_last(scores: np.ndarray, chrome: np.ndarray, threshold: float) -> np.ndarray:
    """``scores`` with the blocks whose ``chrome`` (``BlockTree.ranked_last``) is at least ``threshold`` ranked after every other block
    (:func:`~htmlprune.scorers.hybrid.rank_chrome_last`), then shifted so that the best is 0 again (the
    core's ranker_scores; 0 changes nothing)."""
    if threshold == 0 or scores.size == 0:
        return scores
    out = rank_chrome_last(scores, chrome, threshold)
    return np.asarray(out - out.max(), dtype=np.float32)


def _is_finite_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


@dataclass(frozen=True)
class LearnedScorer:
    """The learned ranker (module docstring): one float32 score per block, <= 0, the best block 0.

    A score is the block's logit less the page's best: the log of the model's probability that the block
    holds the answer, up to the page's normaliser. The model weighs the neighbours itself, so the
    pipeline's sibling smoothing (which lends positive scores only) leaves these scores as they are.

    Attributes:
        weights: a weights file written by ``htmlprune train ranker``; None for the shipped one.
        bm25: how BM25 matches (its ``k1``, ``b``, ``stem``, ``fold_accents``, ``context``, ...), the
            settings of the ``prior`` features (its priors' weights and reaches), and ``chrome_last``, the
            rule after the model as after BM25's priors: blocks whose ``BlockTree.ranked_last`` (chrome or
            reference list) is at least that rank after every other block (default 0.8;
            ``BM25Scorer(chrome_last=0)`` turns it off).
        models: scorers whose scores are more features, by the names the weights file gives them (e.g.
            ``{"embed": EmbeddingScorer(OnnxEmbedder("all-MiniLM-L6-v2"))}`` for weights fitted with
            ``--embed-model all-MiniLM-L6-v2``). With models, scoring runs in Python around the native
            features, and the pipeline takes its general path.
    """

    weights: str | os.PathLike[str] | None = None
    bm25: BM25Scorer = field(default_factory=BM25Scorer)
    models: Mapping[str, Scorer] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not isinstance(self.bm25, BM25Scorer):
            msg = f"bm25 must be a BM25Scorer, got {type(self.bm25).__name__}"
            raise TypeError(msg)
        if not isinstance(self.models, Mapping):
            msg = f"models must be a mapping of names to scorers, got {type(self.models).__name__}"
            raise TypeError(msg)
        core = set(_core.ranker_feature_names())
        for name, scorer in self.models.items():
            if not isinstance(name, str) or not name or name in core:
                msg = f"a model's name must be a non-empty str other than the core's feature names, got {name!r}"
                raise InputError(msg)
            if not callable(getattr(scorer, "score", None)):
                msg = f"models[{name!r}] must be a scorer (with score(query, tree)), got {type(scorer).__name__}"
                raise TypeError(msg)
        self.model  # noqa: B018 (a bad weights file fails here, not on the first page)

    @cached_property
    def model(self) -> tuple[tuple[float, ...], float]:
        """The loaded weights and bias."""
        return load_weights(SHIPPED_WEIGHTS if self.weights is None else self.weights, list(self.models))

    def __getstate__(self) -> dict[str, object]:
        state = dict(self.__dict__)
        state.pop("model", None)  # read again on first use
        return state

    def score(self, query: str, tree: BlockTree) -> np.ndarray:
        """One float32 score per block of ``tree``: bias + weights . features, less the page's best, chrome
        blocks last (``bm25.chrome_last``)."""
        check_query(query)
        weights, bias = self.model
        if not self.models:
            return _core.ranker_scores(query, tree.core, self.bm25.config, weights, bias)
        return self._weigh(self.features(query, tree), tree)

    def score_batch(self, queries: Sequence[str], trees: Sequence[BlockTree]) -> list[np.ndarray]:
        """:meth:`score` of each ``(queries[i], trees[i])``; each model scores them all in one
        ``score_batch`` call where it has one (an embedding model embeds the blocks of every tree at once).
        ``HtmlPruner.batch`` calls it."""
        if len(queries) != len(trees):
            msg = f"got {len(queries)} queries and {len(trees)} trees"
            raise InputError(msg)
        for q in queries:
            check_query(q)
        if not self.models:
            return [self.score(q, t) for q, t in zip(queries, trees)]
        by_model = [_batch_scores(m, queries, trees) for m in self.models.values()]
        return [
            self._weigh(ranker_features(q, t, self.bm25, self.models, [scores[i] for scores in by_model]), t)
            for i, (q, t) in enumerate(zip(queries, trees))
        ]

    def _weigh(self, features: np.ndarray, tree: BlockTree) -> np.ndarray:
        """bias + weights . features, less the page's best, chrome last (as the core's ranker_scores)."""
        weights, bias = self.model
        z = features.astype(np.float64) @ np.asarray(weights, dtype=np.float64) + bias
        if z.size == 0:
            return np.zeros(0, dtype=np.float32)
        scores = np.asarray(np.clip(z - z.max(), -1e30, 0.0), dtype=np.float32)
        return chrome_last(scores, tree.ranked_last, self.bm25.chrome_last)

    def features(self, query: str, tree: BlockTree) -> np.ndarray:
        """The features the model weighs, float32 of shape (blocks, features) (names: ``feature_names()``):
        the core's, then each model's score."""
        check_query(query)
        return ranker_features(query, tree, self.bm25, self.models)

    def feature_names(self) -> list[str]:
        """The features' names, in column order."""
        return [*_core.ranker_feature_names(), *self.models]
