"""HIRO: query a hierarchy depth first with a selection threshold ``S`` and a delta threshold ``Δ``.

HIRO (Goel & Chandak, "HIRO: Hierarchical Information Retrieval Optimization", 2024) answers a query from a
hierarchical document structure with the smallest set of nodes that still covers what is relevant, instead of
a fixed top-k. It runs here over two kinds of trees:

* a :class:`~htmlprune.html.BlockTree`: HIRO walks the *element hierarchy above the blocks*. Every prefix of a
  block path (``<html><body><div2>``) is an element node; an element's content is the text of its subtree
  (the texts of its descendant blocks, in document order, one per line); a non-leaf block's direct text is a
  leaf of its element; a wrapper with a single child is merged into the child (it has the same text, and with
  ``Δ >= 0`` HIRO could never step from a node into a child with equal similarity). The top level is the
  children of each page's first branching element: the page as a whole is never one selection.
* any tree of :class:`Node` ``(text, children)``, e.g. a RAPTOR summary tree. Pass the top layer as a list, a
  single node with text (it is the only top-level node) or a text-less root whose children are the top layer.
  Shared children (a chunk in two clusters) are allowed; they are embedded and returned once.

Semantics (each rule is pinned by ``tests/test_hiro.py``)
--------------------------------------------------------
``sim(n)`` is the cosine *similarity* between the query embedding and the embedding of node ``n``'s content:
higher is more similar. (The public HIRO code feeds cosine *distance* into the same comparisons, which turns
both thresholds upside down; that is not copied.)

1. **Selection threshold.** A top-level node with ``sim >= S`` is explored; one with ``sim < S`` is pruned
   with its whole subtree. Below the top level a branch below ``S`` is pruned as well (with ``Δ >= 0`` this is
   implied by rule 2; it matters only for a negative ``Δ``).
2. **Delta threshold** (``variant="prose"``, the default, following the paper's prose): at an explored node
   ``p`` a child ``c`` *wins* when ``sim(c) - sim(p) > Δ`` (strictly: a child exactly ``Δ`` better does not
   win) and ``sim(c) >= S``.

   * If some children win, HIRO descends into each winner (each is explored by the same rule); ``p`` itself
     and its losing children are not returned: the winners are the refined context.
   * If no child wins (in particular if ``p`` is a leaf), ``p`` is returned as context and the rest of its
     branch is pruned.

   ``variant="pseudocode"`` is the other reading of that step (the paper's pseudo-code and prose disagree
   here): applied per child, every child that does *not* win keeps its parent as context. Because a returned
   node's content already contains its descendants', the kept parent absorbs the winners, so the walk
   descends only when *every* child wins. It returns fewer, larger nodes.
3. **No duplicated text.** No returned node is an ancestor of another returned node, and no node is returned
   twice (a shared child reached through two parents, a top-level list that repeats a subtree).
4. **Budget** (beyond the paper): with ``budget``, the lowest-similarity selections are dropped (ties: the
   later one in document order first) until the context fits ``budget`` tokens of ``tokenizer``.

The result is a :class:`Selection`: the chosen nodes in document order with their texts (and HTML for block
trees), similarities and context length. ``Selection.context`` is the prompt text: the selected texts
(``context="text"``, the paper's setting) or HTML fragments (``context="html"``, block trees only) joined by
a blank line. ``n_tokens`` is the sum of the per-node token counts (cached per tree) plus the separator's cost
between each two, which equals the token count of ``context`` for tokenizers that split at whitespace
(byte-level BPE such as SmolLM2's, WordPiece); with a budget the final context is counted exactly once more,
and the budget is never exceeded.

Embeddings of all nodes are computed once per tree, in one batched call to the embedder, and cached on the
tree (``BlockTree.cache`` or ``Node.cache`` of the root, keyed by ``embedder.fingerprint``), so later queries
on the same tree only embed the query. The walk is iterative (explicit stack) and costs O(visited nodes).

Baselines on the same trees (the two querying mechanisms of RAPTOR the paper compares against):
:func:`collapsed_tree` (top-k over all nodes of all levels under a token limit) and :func:`tree_traversal`
(top-k per layer, descending into the children of the chosen nodes). Tuning ``S`` and ``Δ`` on labelled
queries (``tune``, ``evaluate``, ``answer_hit``) lives with the evaluation, in ``benchmarks/hiro_tune.py``.

Modules: :mod:`~htmlprune.hiro.node` (the user tree :class:`Node`, shared types), :mod:`~htmlprune.hiro.flat`
(:class:`Hierarchy`, the flattened tree and its caches), :mod:`~htmlprune.hiro.build` (:func:`hierarchy`:
from a BlockTree's native element rows or from Nodes), :mod:`~htmlprune.hiro.walk` (the S/Δ walk and
:func:`select`), :mod:`~htmlprune.hiro.selection` (:class:`Selection` and the budget),
:mod:`~htmlprune.hiro.baselines`, :mod:`~htmlprune.hiro.pruner` (:class:`HiroPruner`).

Example:
    >>> from htmlprune.hiro import Node, select
    >>> tree = Node("", [Node("Cats purr.", [Node("Lions roar.")]), Node("Stock prices fell.")])
    >>> sel = select("big cats", tree, embedder=embedder, S=0.3, delta=0.05)  # doctest: +SKIP
    >>> sel.texts  # doctest: +SKIP
    ('Cats purr.',)
"""

from __future__ import annotations

from htmlprune.hiro.baselines import collapsed_tree, tree_traversal
from htmlprune.hiro.build import TreeLike, hierarchy
from htmlprune.hiro.flat import Hierarchy
from htmlprune.hiro.node import (
    MAX_NODES,
    SEPARATOR,
    ContextKind,
    FloatArray,
    IntArray,
    Node,
    NodeEmbedding,
    Variant,
)
from htmlprune.hiro.pruner import HiroPruner
from htmlprune.hiro.selection import Selection
from htmlprune.hiro.walk import node_scores, select, select_by_vector, select_from_scores

__all__ = [
    "MAX_NODES",
    "SEPARATOR",
    "ContextKind",
    "FloatArray",
    "Hierarchy",
    "HiroPruner",
    "IntArray",
    "Node",
    "NodeEmbedding",
    "Selection",
    "TreeLike",
    "Variant",
    "collapsed_tree",
    "hierarchy",
    "node_scores",
    "select",
    "select_by_vector",
    "select_from_scores",
    "tree_traversal",
]
