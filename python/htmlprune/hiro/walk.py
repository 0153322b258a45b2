"""The HIRO query: the depth-first walk with the selection threshold ``S`` and the delta threshold ``Δ``.

Semantics: see the package docstring (:mod:`htmlprune.hiro`), rules 1-4.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

import numpy as np
import numpy.typing as npt

from htmlprune._backends import EmbedderLike, as_embedder
from htmlprune.errors import InputError
from htmlprune.hiro._util import check_common, check_threshold, counter_of, encode, unit_rows
from htmlprune.hiro.build import TreeLike, hierarchy
from htmlprune.hiro.flat import Hierarchy
from htmlprune.hiro.node import FloatArray, IntArray, NodeEmbedding, Variant
from htmlprune.hiro.selection import Selection, finish

if TYPE_CHECKING:
    from htmlprune.hiro.node import ContextKind
    from htmlprune.tokenizer import TokenizerLike

__all__ = ["check_scores", "node_scores", "select", "select_by_vector", "select_from_scores"]


def node_scores(
    query: str,
    tree: TreeLike,
    *,
    embedder: EmbedderLike,
    node_embedding: NodeEmbedding = "text",
) -> FloatArray:
    """Cosine similarity of ``query`` to every node of ``tree``'s hierarchy (float32, one per node).

    Node embeddings are computed on the first call per tree and embedder and cached; later calls embed only
    the query.
    """
    if not isinstance(query, str):
        msg = f"query must be a str, got {type(query).__name__}"
        raise TypeError(msg)
    h = hierarchy(tree)
    emb = h.embeddings(embedder, node_embedding=node_embedding)
    if len(h) == 0:
        return np.zeros(0, dtype=np.float32)
    q = encode(embedder, [query], queries=True)[0]
    if q.shape[0] != emb.shape[1]:
        msg = f"query vector has {q.shape[0]} dims but node vectors have {emb.shape[1]}; same embedder?"
        raise InputError(msg)
    q = unit_rows(q[None, :])[0]
    return np.asarray(emb @ q, dtype=np.float32)


def check_scores(h: Hierarchy, scores: object) -> npt.NDArray[np.float64]:
    s = np.asarray(scores, dtype=np.float64)
    if s.shape != (len(h),):
        msg = f"scores has shape {s.shape}, the hierarchy has {len(h)} nodes; use hiro.node_scores(...)"
        raise InputError(msg)
    if len(s) and not np.all(np.isfinite(s)):
        msg = "scores contain NaN or infinite values"
        raise InputError(msg)
    return s


def _hiro_walk(
    h: Hierarchy,
    sim_of: Callable[[IntArray], npt.NDArray[Any]],
    S: float,
    delta: float,
    variant: Variant,
) -> tuple[list[int], dict[int, float]]:
    """The HIRO walk (module docstring, rules 1-2).

    ``sim_of(nodes)`` returns the similarities of some nodes; it is asked only for the top level and the
    children of explored nodes. Returns the selected nodes in visiting order and every similarity seen.
    Comparisons run on Python floats (float64).
    """
    sims: dict[int, float] = {}
    top = h.top
    if len(top):
        for t, v in zip(top.tolist(), sim_of(top).tolist()):
            sims.setdefault(t, v)
    selected: list[int] = []
    visited: set[int] = set()
    stack = [t for t in reversed(top.tolist()) if sims[t] >= S]
    ptr = h._ptr_list
    idx = h._ch_idx
    pseudocode = variant == "pseudocode"
    while stack:
        p = stack.pop()
        if p in visited:
            continue
        visited.add(p)
        lo, hi = ptr[p], ptr[p + 1]
        if lo == hi:
            selected.append(p)
            continue
        ch = idx[lo:hi]
        kids = ch.tolist()
        values = sim_of(ch).tolist()
        sp = sims[p]
        win = []
        for c, v in zip(kids, values):
            sims[c] = v
            if v - sp > delta and v >= S:
                win.append(c)
        if (len(win) == len(kids)) if pseudocode else bool(win):
            stack.extend(reversed(win))
        else:
            selected.append(p)
    return selected, sims


def select_from_scores(
    tree: TreeLike,
    scores: npt.ArrayLike,
    *,
    S: float,
    delta: float,
    variant: Variant = "prose",
    budget: int | None = None,
    tokenizer: TokenizerLike = None,
    context: ContextKind = "text",
) -> Selection:
    """HIRO selection given precomputed similarities (one per node of ``hierarchy(tree)``).

    Same as :func:`select` without the embedding step: use it to try many ``S``/``Δ`` on one query, or with
    similarities from another model. See :func:`select` for the arguments.
    """
    check_common(variant, context, budget)
    S = check_threshold("S", S)
    delta = check_threshold("delta", delta)
    h = hierarchy(tree)
    s = check_scores(h, scores)
    nodes, _ = _hiro_walk(h, lambda ch: s[ch], S, delta, variant)
    return finish(h, nodes, s, budget=budget, counter=counter_of(tokenizer), context=context)


def select(
    query: str,
    tree: TreeLike,
    *,
    embedder: EmbedderLike,
    S: float,
    delta: float,
    variant: Variant = "prose",
    budget: int | None = None,
    tokenizer: TokenizerLike = None,
    context: ContextKind = "text",
    node_embedding: NodeEmbedding = "text",
) -> Selection:
    """Selects the nodes of ``tree`` that answer ``query`` with HIRO (semantics: module docstring).

    Args:
        query: the question.
        tree: a BlockTree, a :class:`Node` tree (or list of top-level Nodes), or a :class:`Hierarchy`.
        embedder: embeds node contents (``encode``) and the query (``encode_queries``), e.g.
            ``htmlprune.embed.OnnxEmbedder``; node embeddings are cached on the tree per fingerprint.
        S: selection threshold on cosine similarity: top-level nodes with ``sim >= S`` are explored.
        delta: delta threshold: HIRO descends into a child only if ``sim(child) - sim(parent) > delta``.
        variant: ``"prose"`` (default; the paper's prose) or ``"pseudocode"`` (descend only when every child
            wins); see the module docstring.
        budget: optional hard limit on the context in tokens; lowest-similarity selections are dropped.
        tokenizer: the reader's tokenizer for token counts (anything ``htmlprune.tokenizer.load_tokenizer``
            accepts; None = the bundled SmolLM2 tokenizer).
        context: ``"text"`` (node texts; the paper's setting) or ``"html"`` (element HTML; block trees).
        node_embedding: ``"text"`` or ``"mean"``: how inner nodes are embedded (see :meth:`Hierarchy.embeddings`).

    Returns:
        A :class:`Selection` (empty when no top-level node reaches ``S`` or the tree is empty).

    Raises:
        InputError: bad thresholds, variant, context or budget.
        TypeError: ``query`` is not a str or ``tree`` is not a supported tree.
    """
    if not isinstance(query, str):
        msg = f"query must be a str, got {type(query).__name__}"
        raise TypeError(msg)
    check_common(variant, context, budget)
    check_threshold("S", S)
    check_threshold("delta", delta)
    h = hierarchy(tree)
    embedder = as_embedder(embedder)
    emb = h.embeddings(
        embedder, node_embedding=node_embedding
    )  # nodes first: one batch, then cached
    q = encode(embedder, [query], queries=True)[0] if len(h) else np.zeros(0, np.float32)
    return _select_by_vector(
        h,
        q,
        emb,
        S=S,
        delta=delta,
        variant=variant,
        budget=budget,
        tokenizer=tokenizer,
        context=context,
    )


def select_by_vector(
    tree: TreeLike,
    query_vector: npt.ArrayLike,
    *,
    embedder: EmbedderLike,
    S: float,
    delta: float,
    variant: Variant = "prose",
    budget: int | None = None,
    tokenizer: TokenizerLike = None,
    context: ContextKind = "text",
    node_embedding: NodeEmbedding = "text",
) -> Selection:
    """:func:`select` for an already embedded query (``embedder.encode_queries([query])[0]``).

    This is all the per-question work once the tree's node embeddings are cached: similarities are computed
    only for the nodes the walk looks at (the top level and the children of explored nodes), so its cost
    follows the visited part of the tree, not its size.
    """
    check_common(variant, context, budget)
    S = check_threshold("S", S)
    delta = check_threshold("delta", delta)
    h = hierarchy(tree)
    emb = h.embeddings(embedder, node_embedding=node_embedding)
    return _select_by_vector(
        h,
        query_vector,
        emb,
        S=S,
        delta=delta,
        variant=variant,
        budget=budget,
        tokenizer=tokenizer,
        context=context,
    )


def _select_by_vector(
    h: Hierarchy,
    query_vector: npt.ArrayLike,
    emb: FloatArray,
    *,
    S: float,
    delta: float,
    variant: Variant,
    budget: int | None,
    tokenizer: TokenizerLike,
    context: ContextKind,
) -> Selection:
    counter = counter_of(tokenizer)
    if len(h) == 0:
        return finish(h, [], {}, budget=budget, counter=counter, context=context)
    q = np.asarray(query_vector, dtype=np.float32).reshape(-1)
    if q.shape[0] != emb.shape[1]:
        msg = f"query vector has {q.shape[0]} dims but node vectors have {emb.shape[1]}; same embedder?"
        raise InputError(msg)
    norm = math.sqrt(float(q @ q))
    if abs(norm - 1.0) > 1e-6:
        q = q / np.float32(max(norm, 1e-12))

    def sim_of(nodes: IntArray) -> npt.NDArray[Any]:
        return cast("npt.NDArray[Any]", np.dot(emb.take(nodes, axis=0), q))

    nodes, sims = _hiro_walk(h, sim_of, S, delta, variant)
    return finish(h, nodes, sims, budget=budget, counter=counter, context=context)
