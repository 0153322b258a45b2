"""RAPTOR's two querying mechanisms on the same hierarchies, the baselines HIRO is compared with.

:func:`collapsed_tree` ranks every node of every level and takes the best under a token limit;
:func:`tree_traversal` takes the top-k per layer, descending into the children of the chosen nodes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import numpy as np
import numpy.typing as npt

from htmlprune.errors import InputError
from htmlprune.hiro._util import check_common, counter_of, sep_tokens
from htmlprune.hiro.build import TreeLike, hierarchy
from htmlprune.hiro.flat import Hierarchy
from htmlprune.hiro.node import ContextKind
from htmlprune.hiro.selection import Selection, finish, html_token_counts
from htmlprune.hiro.walk import check_scores

if TYPE_CHECKING:
    from htmlprune.tokenizer import TokenizerLike

__all__ = ["collapsed_tree", "tree_traversal"]


def collapsed_tree(
    tree: TreeLike,
    scores: npt.ArrayLike,
    *,
    max_tokens: int,
    top_k: int | None = None,
    tokenizer: TokenizerLike = None,
    context: ContextKind = "text",
    dedupe: bool = True,
    overflow: Literal["stop", "skip"] = "stop",
) -> Selection:
    """Collapsed-tree retrieval: rank every node of every level by similarity, take the best under a limit.

    Nodes are taken in order of decreasing similarity while the context (pieces plus separators) stays within
    ``max_tokens`` and at most ``top_k`` nodes are taken. ``overflow="stop"`` ends at the first node that does
    not fit (RAPTOR's behaviour); ``"skip"`` passes over it and tries smaller ones. With ``dedupe`` (default) a
    node whose ancestor or descendant was already taken is passed over (their texts overlap in block trees);
    ``dedupe=False`` is RAPTOR's original behaviour for summary trees, whose levels hold different texts.

    Args:
        tree: any tree :func:`hierarchy` accepts.
        scores: similarities, one per node (from :func:`node_scores`).
        max_tokens: the token limit of the context.
        top_k: most nodes taken (None: no limit).
        tokenizer, context: as in :func:`select`.
        dedupe, overflow: see above.
    """
    check_common(None, context, max_tokens)
    if top_k is not None and (not isinstance(top_k, int) or top_k < 1):
        msg = f"top_k must be a positive int or None, got {top_k!r}"
        raise InputError(msg)
    h = hierarchy(tree)
    s = check_scores(h, scores)
    counter = counter_of(tokenizer)
    order = np.argsort(-s, kind="stable")
    sep = sep_tokens(counter)
    taken: list[int] = []
    blocked = np.zeros(len(h), dtype=bool)
    total = 0
    limit = top_k if top_k is not None else len(h)
    for i in order.tolist():
        if len(taken) >= limit:
            break
        if dedupe and (blocked[i] or _covers_any(h, i, taken)):
            continue
        if context == "html":
            t = int(html_token_counts(h, counter, [i])[0])
        else:
            t = int(h.token_counts(counter, [i])[0])
        extra = t + (sep if taken else 0)
        if total + extra > max_tokens:
            if overflow == "stop":
                break
            continue
        taken.append(i)
        total += extra
        if dedupe:
            blocked[h.descendants(i)] = True
    return finish(h, taken, s, budget=max_tokens, counter=counter, context=context, dedupe=dedupe)


def _covers_any(h: Hierarchy, i: int, nodes: list[int]) -> bool:
    """Whether one of ``nodes`` lies strictly inside node ``i``'s subtree."""
    if not nodes:
        return False
    if h.is_tree:
        end = int(h.end[i])
        return any(i < t < end for t in nodes)
    return bool(set(h.descendants(i).tolist()) & set(nodes))


def tree_traversal(
    tree: TreeLike,
    scores: npt.ArrayLike,
    *,
    top_k: int = 5,
    num_layers: int | None = None,
    max_tokens: int | None = None,
    tokenizer: TokenizerLike = None,
    context: ContextKind = "text",
    dedupe: bool = True,
) -> Selection:
    """Layer-wise tree traversal (RAPTOR): top-k of the top level, then top-k among their children, ...

    Layer 0 takes the ``top_k`` most similar top-level nodes; each next layer takes the ``top_k`` most similar
    among the children of the nodes taken in the layer before, for ``num_layers`` layers (None: until no
    children are left). RAPTOR returns the nodes of every layer; with ``dedupe`` (default) a node is returned
    only if none of its descendants was taken (the most specific nodes: block trees would otherwise repeat a
    row inside its table), ``dedupe=False`` returns all of them (RAPTOR, for summary trees). ``max_tokens``
    optionally drops the least similar nodes until the context fits.
    """
    check_common(None, context, max_tokens)
    if not isinstance(top_k, int) or top_k < 1:
        msg = f"top_k must be a positive int, got {top_k!r}"
        raise InputError(msg)
    if num_layers is not None and (not isinstance(num_layers, int) or num_layers < 1):
        msg = f"num_layers must be a positive int or None, got {num_layers!r}"
        raise InputError(msg)
    h = hierarchy(tree)
    s = check_scores(h, scores)
    taken: list[int] = []
    layer = h.top.astype(np.int64)
    seen: set[int] = set()
    n_layer = 0
    while len(layer) and (num_layers is None or n_layer < num_layers):
        best = layer[np.argsort(-s[layer], kind="stable")[:top_k]]
        taken.extend(int(i) for i in best)
        seen.update(int(i) for i in best)
        nxt: list[int] = []
        for i in best.tolist():
            nxt.extend(c for c in h.children(i).tolist() if c not in seen and c not in nxt)
        layer = np.asarray(nxt, dtype=np.int64)
        n_layer += 1
    counter = counter_of(tokenizer)
    if dedupe:
        chosen = set(taken)
        keep = [i for i in taken if not any(int(d) in chosen for d in h.descendants(i))]
        return finish(h, keep, s, budget=max_tokens, counter=counter, context=context)
    return finish(h, taken, s, budget=max_tokens, counter=counter, context=context, dedupe=False)
