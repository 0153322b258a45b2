"""Hybrid ranking: BM25 and embedding similarity fused per block.

BM25 finds the blocks that share the question's words; an embedding model finds the ones that say the same
thing in other words ("when was it released?" → "Release Date: May 2008"). Neither scale means anything
across the two, so they are fused by rank or after normalisation, per tree:

* ``"rrf"`` (reciprocal-rank fusion, Cormack et al. 2009): ``w / (k + rank_bm25) + (1 - w) / (k + rank_emb)``;
  a block that BM25 does not match at all (score 0) gets no BM25 term.
* ``"linear"``: ``w * minmax(bm25) + (1 - w) * (minmax(embedding) - floor)``, each scaled to [0, 1] over the
  tree; ``floor`` is the given quantile of the scaled embedding scores (0 by default: their minimum).

Then, as the default BM25 does, blocks of site chrome and reference lists (:attr:`BlockTree.ranked_last` at
least ``chrome_last``) rank after every other block (:func:`rank_chrome_last`). This is a step after the fusion
rather than the lexical scorer's own ``chrome_last``: that one lowers chrome below zero, and min-max
scaling would then squash the content's BM25 range into the top of [0, 1].

The default, linear fusion with a BM25 share of 0.7, came out best of rrf/linear at 0.3/0.5/0.7 on both dev
sets with MiniLM (benchmarks/stem_hybrid_recall.py; figures in benchmarks/README.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from htmlprune import _core
from htmlprune._backends import Scorer
from htmlprune.errors import InputError
from htmlprune.scorers.bm25 import BM25Scorer

if TYPE_CHECKING:
    import numpy as np

    from htmlprune.html import BlockTree
else:
    from htmlprune._numpy import np  # imported on first use (see _numpy.py)

__all__ = ["FUSIONS", "HybridScorer", "fuse", "rank_chrome_last"]

#: The fusion rules :class:`HybridScorer` knows.
FUSIONS = ("rrf", "linear")


def _ranks(scores: np.ndarray) -> np.ndarray:
    """1-based rank of each score, best first; ties share the best rank of their group (competition)."""
    order = np.argsort(-scores, kind="stable")
    sorted_scores = scores[order]
    # first position of each run of equal scores
    starts = np.r_[0, np.flatnonzero(sorted_scores[1:] != sorted_scores[:-1]) + 1]
    run_rank = np.repeat(starts, np.diff(np.r_[starts, len(scores)])) + 1
    ranks = np.empty(len(scores), dtype=np.float64)
    ranks[order] = run_rank
    return ranks


def _minmax(scores: np.ndarray) -> np.ndarray:
    lo, hi = float(scores.min()), float(scores.max())
    if hi <= lo:
        return np.zeros(len(scores), dtype=np.float64)
    return (scores.astype(np.float64) - lo) / (hi - lo)


def fuse(
    lexical: np.ndarray,
    semantic: np.ndarray,
    *,
    weight: float,
    fusion: str = "rrf",
    k: float = 60.0,
    floor: float = 0.0,
) -> np.ndarray:
    """Fuses two per-block score arrays into one (float32); ``weight`` is the lexical share in [0, 1].

    ``floor`` (linear fusion only): the quantile in [0, 1] of the min-max scaled semantic scores that
    counts as zero; blocks below it get a negative semantic part. 0 = plain min-max.

    Raises:
        InputError: arrays of different lengths, an unknown ``fusion``, ``weight`` or ``floor`` outside
            [0, 1], or a ``floor`` with rrf.
    """
    lex = np.nan_to_num(np.asarray(lexical, dtype=np.float64).reshape(-1), nan=0.0)
    sem = np.nan_to_num(np.asarray(semantic, dtype=np.float64).reshape(-1), nan=-1.0)
    if lex.shape != sem.shape:
        msg = f"got {lex.shape[0]} lexical and {sem.shape[0]} semantic scores"
        raise InputError(msg)
    _check(weight, fusion, k, floor)
    if lex.size == 0:
        return np.zeros(0, dtype=np.float32)
    if fusion == "linear":
        sem_part = _minmax(sem)
        if floor > 0:
            sem_part -= np.quantile(sem_part, floor)
        out = weight * _minmax(lex) + (1.0 - weight) * sem_part
    else:
        lex_part = np.where(lex > 0, 1.0 / (k + _ranks(lex)), 0.0)
        out = weight * lex_part + (1.0 - weight) / (k + _ranks(sem))
    return out.astype(np.float32)


def rank_chrome_last(scores: np.ndarray, boilerplate: np.ndarray, threshold: float) -> np.ndarray:
    """Scores (float32) with the blocks whose ``boilerplate`` is at least ``threshold`` after all others.

    Their scores are lowered by max(highest, 0) - min(lowest, 0) + 1, so they keep their order among
    themselves, end below every other block and lend nothing to :func:`~htmlprune.prune`'s neighbour
    smoothing (it lends positive scores only). The rule of every scorer (BM25's ``chrome_last`` too):
    ``rank_chrome_last`` in ``cpp/include/htmlprune/bm25_priors.hpp``. A threshold of 0 changes nothing.

    Raises:
        InputError: arrays of different lengths, or ``threshold`` outside [0, 1].
    """
    out = _core.rank_chrome_last(
        np.asarray(scores, dtype=np.float32).reshape(-1),
        np.asarray(boilerplate, dtype=np.float32).reshape(-1),
        threshold,
    )
    return np.asarray(out)


def _check_unit(name: str, value: float) -> None:
    if not (0.0 <= value <= 1.0):
        msg = f"{name} must be in [0, 1], got {value!r}"
        raise InputError(msg)


def _check(weight: float, fusion: str, k: float, floor: float = 0.0) -> None:
    if fusion not in FUSIONS:
        msg = f"fusion must be one of {FUSIONS}, got {fusion!r}"
        raise InputError(msg)
    if not (0.0 <= weight <= 1.0):
        msg = f"weight (the BM25 share) must be in [0, 1], got {weight!r}"
        raise InputError(msg)
    if not (k > 0 and np.isfinite(k)):
        msg = f"k (the RRF rank offset) must be a positive number, got {k!r}"
        raise InputError(msg)
    _check_unit("floor", floor)
    if floor > 0 and fusion != "linear":
        msg = f"floor applies to linear fusion only, got floor={floor!r} with fusion={fusion!r}"
        raise InputError(msg)


def _default_lexical() -> Scorer:
    # chrome_last lowers chrome below every content score (negative): min-max fusion would then squash the
    # content's BM25 range; HybridScorer ranks chrome last after the fusion instead
    return BM25Scorer(chrome_last=0.0)


@dataclass(frozen=True)
class HybridScorer:
    """BM25 (or any lexical scorer) and an embedding scorer fused per block; see the module docstring.

    Attributes:
        semantic: the embedding scorer, e.g. ``EmbeddingScorer(OnnxEmbedder("all-MiniLM-L6-v2"))``.
        lexical: the lexical scorer; default :class:`~htmlprune.BM25Scorer` with its defaults but
            ``chrome_last=0`` (see its docstring: its negative chrome scores would rescale the fusion).
        weight: the lexical share in [0, 1] (1 = BM25 alone, 0 = embeddings alone).
        fusion: ``"rrf"`` or ``"linear"``.
        k: RRF's rank offset (60 in the RRF paper); unused by ``"linear"``.
        chrome_last: after the fusion, blocks whose :attr:`BlockTree.ranked_last` is at least this rank
            after every other block (:func:`rank_chrome_last`), as :class:`~htmlprune.BM25Scorer`'s
            ``chrome_last`` does for BM25 alone; 0 turns it off.
        floor: linear fusion only: the quantile of the page's scaled semantic scores that counts as zero
            (see :func:`fuse`). :func:`~htmlprune.prune`'s neighbour smoothing lends positive scores
            only; with plain min-max (0) nearly every block has a positive semantic part, so a block's
            neighbours add to it whatever they say. 0.5 (the median) lends only above-median similarity:
            measured, it helps pages of prose and costs Wikipedia tables, whose rows profit from
            their neighbours (benchmarks/README.md, "Hybrid margins"); off by default.

    Example:
        >>> from htmlprune.embed import OnnxEmbedder
        >>> from htmlprune.scorers import EmbeddingScorer
        >>> scorer = HybridScorer(EmbeddingScorer(OnnxEmbedder("all-MiniLM-L6-v2")))  # doctest: +SKIP
    """

    semantic: Scorer
    lexical: Scorer = field(default_factory=_default_lexical)
    weight: float = 0.7
    fusion: str = "linear"
    k: float = 60.0
    chrome_last: float = 0.8
    floor: float = 0.0

    def __post_init__(self) -> None:
        for name in ("semantic", "lexical"):
            if not isinstance(getattr(self, name), Scorer):
                msg = f"{name} must have a score(query, tree) method, got {type(getattr(self, name)).__name__}"
                raise TypeError(msg)
        _check(self.weight, self.fusion, self.k, self.floor)
        _check_unit("chrome_last", self.chrome_last)

    def score(self, query: str, tree: BlockTree) -> np.ndarray:
        """One float32 score per block: the fusion of the lexical and the semantic scores, chrome last."""
        return self._fuse(tree, self.lexical.score(query, tree), self.semantic.score(query, tree))

    def score_batch(self, queries: Sequence[str], trees: Sequence[BlockTree]) -> list[np.ndarray]:
        """:meth:`score` of each ``(queries[i], trees[i])``, the semantic scorer batched where it can be."""
        batched = getattr(self.semantic, "score_batch", None)
        semantic = (
            batched(queries, trees)
            if batched
            else [self.semantic.score(q, t) for q, t in zip(queries, trees)]
        )
        return [
            self._fuse(t, self.lexical.score(q, t), s) for q, t, s in zip(queries, trees, semantic)
        ]

    def _fuse(self, tree: BlockTree, lexical: np.ndarray, semantic: np.ndarray) -> np.ndarray:
        fused = fuse(
            lexical, semantic, weight=self.weight, fusion=self.fusion, k=self.k, floor=self.floor
        )
        if self.chrome_last <= 0 or fused.size == 0:
            return fused
        return rank_chrome_last(fused, tree.ranked_last, self.chrome_last)
