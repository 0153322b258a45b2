"""The learned ranker: BM25, the page's frame and its structure as features, weighed by a fitted linear model.

Where :class:`~htmlprune.scorers.BM25Scorer` multiplies BM25 by hand-set priors, this scorer computes the
same signals as features (cpp/include/htmlprune/ranker.hpp: BM25 and its context, the priors' score, the
lead, content end and byline, the neighbours' match, chrome, link density, position, the block's tag and its
list or table) and weighs them with a linear model that ``htmlprune train ranker`` fitted on the dev QA sets
(:mod:`htmlprune.train.ranker`). The weights ship in the package with a model card
(``htmlprune/adapters/ranker/``). Scoring is one native call, a few microseconds per block.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from htmlprune import _core
from htmlprune.errors import InputError
from htmlprune.html import BlockTree
from htmlprune.scorers.bm25 import BM25Scorer, check_query

if TYPE_CHECKING:
    import numpy as np
else:
    from htmlprune._numpy import np

__all__ = ["SHIPPED_WEIGHTS", "LearnedScorer", "load_weights"]

#: The weights ``htmlprune train ranker`` fitted on the dev data (their model card sits beside them).
SHIPPED_WEIGHTS = Path(__file__).resolve().parent.parent / "adapters" / "ranker" / "weights.json"


def load_weights(path: str | os.PathLike[str]) -> tuple[np.ndarray, float]:
    """The weights (float32, one per feature in the core's order) and bias of a weights file.

    Raises:
        InputError: the file is missing, is not a weights file, or was fitted on other features than
            this build computes.
    """
    try:
        data: Any = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        msg = f"cannot read ranker weights {os.fspath(path)!r}: {e}"
        raise InputError(msg) from e
    names = list(_core.ranker_feature_names())
    if not isinstance(data, dict) or data.get("features") != names:
        msg = (
            f"{os.fspath(path)!r} holds weights for other features than this build's ranker computes "
            f"({', '.join(names)}); retrain it with `htmlprune train ranker`"
        )
        raise InputError(msg)
    weights = np.asarray(data.get("weights"), dtype=np.float32)
    bias = data.get("bias", 0.0)
    if weights.shape != (len(names),) or not np.isfinite(weights).all() or not isinstance(bias, (int, float)):
        msg = f"{os.fspath(path)!r}: weights must be {len(names)} finite numbers and bias a number"
        raise InputError(msg)
    return weights, float(bias)


@dataclass(frozen=True)
class LearnedScorer:
    """The learned ranker (module docstring): one float32 score per block, <= 0, the best block 0.

    A score is the block's logit less the page's best: the log of the model's probability that the block
    holds the answer, up to the page's normaliser. The model weighs the neighbours itself, so the
    pipeline's sibling smoothing (which lends positive scores only) leaves these scores as they are.

    Attributes:
        weights: a weights file written by ``htmlprune train ranker``; None for the shipped one.
        bm25: how BM25 matches (its ``k1``, ``b``, ``stem``, ``fold_accents``, ``context``, ...) and the
            settings of the ``prior`` features (its priors' weights and reaches).
    """

    weights: str | os.PathLike[str] | None = None
    bm25: BM25Scorer = field(default_factory=BM25Scorer)

    def __post_init__(self) -> None:
        if not isinstance(self.bm25, BM25Scorer):
            msg = f"bm25 must be a BM25Scorer, got {type(self.bm25).__name__}"
            raise TypeError(msg)
        self.model  # noqa: B018 (a bad weights file fails here, not on the first page)

    @cached_property
    def model(self) -> tuple[np.ndarray, float]:
        """The loaded weights and bias."""
        return load_weights(SHIPPED_WEIGHTS if self.weights is None else self.weights)

    def __getstate__(self) -> dict[str, object]:
        state = dict(self.__dict__)
        state.pop("model", None)  # read again on first use
        return state

    def score(self, query: str, tree: BlockTree) -> np.ndarray:
        """One float32 score per block of ``tree``: bias + weights . features, less the page's best."""
        check_query(query)
        weights, bias = self.model
        return _core.ranker_scores(query, tree.core, self.bm25.config, weights, bias)

    def features(self, query: str, tree: BlockTree) -> np.ndarray:
        """The features the model weighs, float32 of shape (blocks, features) (names: ``feature_names()``)."""
        check_query(query)
        return _core.ranker_features(query, tree.core, self.bm25.config)

    @staticmethod
    def feature_names() -> list[str]:
        """The features' names, in column order."""
        return list(_core.ranker_feature_names())
