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
(top-k per layer, descending into the children of the chosen nodes). :func:`tune` grid- or random-searches
``S`` and ``Δ`` on labelled queries.

Example:
    >>> from htmlprune.hiro import Node, select
    >>> tree = Node("", [Node("Cats purr.", [Node("Lions roar.")]), Node("Stock prices fell.")])
    >>> sel = select("big cats", tree, embedder=embedder, S=0.3, delta=0.05)  # doctest: +SKIP
    >>> sel.texts  # doctest: +SKIP
    ('Cats purr.',)
"""

from __future__ import annotations

import html as _html
import math
import re
import threading
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Union, cast

import numpy as np
import numpy.typing as npt

from htmlprune._backends import Embedder, EmbedderLike, as_embedder
from htmlprune.errors import InputError, LimitExceededError

if TYPE_CHECKING:
    from htmlprune.html import BlockTree
    from htmlprune.tokenizer import TokenCounter, TokenizerLike

__all__ = [
    "Example",
    "Hierarchy",
    "HiroPruner",
    "Node",
    "Selection",
    "TuneResult",
    "TuneTrial",
    "answer_hit",
    "collapsed_tree",
    "evaluate",
    "hierarchy",
    "node_scores",
    "select",
    "select_by_vector",
    "select_from_scores",
    "tree_traversal",
    "tune",
]

Variant = Literal["prose", "pseudocode"]
ContextKind = Literal["text", "html"]
NodeEmbedding = Literal["text", "mean"]
TreeLike = Union["BlockTree", "Node", Sequence["Node"], "Hierarchy"]

IntArray = npt.NDArray[np.int32]
FloatArray = npt.NDArray[np.float32]

#: Separator between the selected nodes in :attr:`Selection.context`.
SEPARATOR = "\n\n"
#: Largest number of nodes a Node tree may expand to (a guard against huge shared-subtree graphs).
MAX_NODES = 2_000_000

_TAG = re.compile(r"<[^<>]*>")
_VARIANTS = ("prose", "pseudocode")
_CONTEXTS = ("text", "html")


# --------------------------------------------------------------------------------------------------------------
# Trees


@dataclass(frozen=True, eq=False)
class Node:
    """A node of a user tree (e.g. a RAPTOR summary tree): its text and its children.

    Nodes compare and hash by identity, so the same text may appear in several nodes. ``cache`` holds
    per-tree data (the flattened hierarchy and its embeddings) when this node is the root passed to
    :func:`select`; treat a tree as immutable once it has been queried, or clear ``root.cache`` after editing.

    Attributes:
        text: the node's content (a chunk, or a summary of its children).
        children: the child nodes (any sequence; stored as a tuple).
        html: optional HTML of the node, returned in :attr:`Selection.html`.
        cache: per-tree cache (not part of the node's value).
    """

    text: str
    children: Sequence[Node] = ()
    html: str | None = None
    cache: dict[Any, Any] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.text, str):
            msg = f"Node.text must be a str, got {type(self.text).__name__}"
            raise TypeError(msg)
        children = tuple(self.children)
        for c in children:
            if not isinstance(c, Node):
                msg = f"Node.children must hold Node objects, got {type(c).__name__}"
                raise TypeError(msg)
        object.__setattr__(self, "children", children)


class Hierarchy:
    """A tree flattened into arrays: what HIRO and the baselines walk. Built once per tree and cached.

    Nodes are numbered in depth-first pre-order, so when :attr:`is_tree` is true the descendants of node ``i``
    are exactly ``range(i + 1, end[i])``. Get one with :func:`hierarchy`.

    Attributes:
        kind: ``"blocks"`` (from a BlockTree) or ``"nodes"`` (from a Node tree).
        texts: each node's content (block trees: the text of its subtree, one block per line).
        parent: int32 parent index (-1 for nodes without a parent); for shared nodes the first parent.
        depth: int32 distance from the top level (top-level nodes have depth 0).
        top: int32 indices of the top-level nodes, in order.
        is_tree: False when some node has two parents or a top-level node lies inside another's subtree.
        paths: block trees: the element path of each node (its outermost element when wrappers were merged).
        blocks: block trees: the block index behind each leaf (-1 for element nodes).
        node_objects: Node trees: the :class:`Node` behind each index.

    Thread safety: immutable except for its embedding and token-count caches, which are behind a lock.
    """

    __slots__ = (
        "_ch_idx",
        "_ch_ptr",
        "_emb",
        "_end_list",
        "_html",
        "_html_bytes",
        "_lock",
        "_ntok",
        "_ptr_list",
        "_span",
        "_wrap",
        "blocks",
        "depth",
        "end",
        "is_tree",
        "kind",
        "node_objects",
        "parent",
        "paths",
        "texts",
        "top",
    )

    def __init__(
        self,
        *,
        kind: Literal["blocks", "nodes"],
        texts: list[str],
        children: list[list[int]],
        top: list[int],
        paths: list[str] | None = None,
        blocks: list[int] | None = None,
        spans: list[tuple[int, int]] | None = None,
        wraps: list[str] | None = None,
        html_bytes: bytes | None = None,
        node_objects: list[Node] | None = None,
    ) -> None:
        n = len(texts)
        self.kind = kind
        # Renumber in pre-order from the top level (first visit wins for shared nodes).
        order: list[int] = []
        seen = [False] * n
        stack = list(reversed(top))
        while stack:
            i = stack.pop()
            if seen[i]:
                continue
            seen[i] = True
            order.append(i)
            stack.extend(reversed(children[i]))
        new = [-1] * n
        for k, i in enumerate(order):
            new[i] = k
        m = len(order)
        self.texts = [texts[i] for i in order]
        kids = [[new[c] for c in children[i]] for i in order]
        self.top = np.asarray([new[t] for t in top], dtype=np.int32)
        ptr = np.zeros(m + 1, dtype=np.int32)
        for k, ch in enumerate(kids):
            ptr[k + 1] = ptr[k] + len(ch)
        self._ch_ptr = ptr
        self._ch_idx = np.fromiter(
            (c for ch in kids for c in ch), dtype=np.int32, count=int(ptr[m])
        )
        parent = np.full(m, -1, dtype=np.int32)
        n_parents = np.zeros(m, dtype=np.int32)
        for k in range(m - 1, -1, -1):  # reverse so the first parent in pre-order wins
            for c in kids[k]:
                parent[c] = k
                n_parents[c] += 1
        self.parent = parent
        self.is_tree = bool(np.all(n_parents <= 1)) and not np.any(n_parents[self.top] > 0)
        if self.is_tree and len(set(self.top.tolist())) != len(self.top):
            self.is_tree = False
        depth = np.zeros(m, dtype=np.int32)
        for k in range(m):
            for c in kids[k]:
                if parent[c] == k:
                    depth[c] = depth[k] + 1
        self.depth = depth
        end = np.arange(1, m + 1, dtype=np.int32)
        if self.is_tree:
            for k in range(m - 1, -1, -1):
                if kids[k]:
                    end[k] = max(end[c] for c in kids[k])
        self.end = end
        self._end_list: list[int] = end.tolist()
        self._ptr_list: list[int] = ptr.tolist()
        self.paths = [paths[i] for i in order] if paths is not None else None
        self.blocks = (
            np.asarray([blocks[i] for i in order], dtype=np.int32) if blocks is not None else None
        )
        self._span = [spans[i] for i in order] if spans is not None else None
        self._wrap = [wraps[i] for i in order] if wraps is not None else None
        self._html_bytes = html_bytes
        self.node_objects = [node_objects[i] for i in order] if node_objects is not None else None
        self._html: list[str | None] = [None] * m
        self._emb: dict[tuple[str, str], FloatArray] = {}
        self._ntok: dict[int, tuple[Any, list[int], int]] = {}
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self.texts)

    def __repr__(self) -> str:
        return (
            f"Hierarchy({self.kind}, {len(self)} nodes, {len(self.top)} top-level, "
            f"depth {int(self.depth.max()) + 1 if len(self) else 0})"
        )

    def __getstate__(self) -> dict[str, Any]:
        return {s: getattr(self, s) for s in self.__slots__ if s not in ("_lock", "_ntok")}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for k, v in state.items():
            object.__setattr__(self, k, v)
        self._ntok = {}
        self._lock = threading.Lock()

    def children(self, i: int) -> IntArray:
        """Indices of the children of node ``i``."""
        return self._ch_idx[self._ch_ptr[i] : self._ch_ptr[i + 1]]

    def is_leaf(self, i: int) -> bool:
        """Whether node ``i`` has no children."""
        return bool(self._ch_ptr[i] == self._ch_ptr[i + 1])

    def html(self, i: int) -> str | None:
        """HTML of node ``i``: its element's span of the cleaned HTML (block trees), ``Node.html`` otherwise."""
        if self.node_objects is not None:
            return self.node_objects[i].html
        cached = self._html[i]
        if cached is not None:
            return cached
        if self._span is None or self._html_bytes is None:
            return None
        start, stop = self._span[i]
        if start < 0:  # a non-leaf block's direct text: no element of its own
            out = _html.escape(self.texts[i], quote=False)
        else:
            out = self._html_bytes[start:stop].decode("utf-8", errors="replace")
            tag = self._wrap[i] if self._wrap is not None else ""
            if tag:
                out = f"<{tag}>{out}</{tag}>"
        self._html[i] = out
        return out

    def descendants(self, i: int) -> IntArray:
        """All nodes strictly below ``i`` (each once)."""
        if self.is_tree:
            return np.arange(i + 1, int(self.end[i]), dtype=np.int32)
        seen = {i}
        stack = [i]
        out: list[int] = []
        while stack:
            for c in self.children(stack.pop()).tolist():
                if c not in seen:
                    seen.add(c)
                    out.append(c)
                    stack.append(c)
        return np.asarray(sorted(out), dtype=np.int32)

    # -- caches --------------------------------------------------------------------------------------------------

    def embeddings(
        self, embedder: EmbedderLike, *, node_embedding: NodeEmbedding = "text"
    ) -> FloatArray:
        """L2-normalised embeddings of all nodes (rows in node order); computed once, then cached.

        Args:
            embedder: an Embedder, a ``SentenceTransformer``, an object with ``encode`` or a callable (see
                :func:`htmlprune.as_embedder`); without a fingerprint the embeddings are not cached.
            node_embedding: ``"text"`` embeds each node's content (the embedder truncates long contents at its
                ``max_length``); ``"mean"`` (block trees only; a Node tree always embeds each node's own
                text) embeds only the leaves and gives an inner node the length-weighted mean of its
                leaves' vectors (covers a long subtree whole; cheaper).
        """
        if node_embedding not in ("text", "mean"):
            msg = f"node_embedding must be 'text' or 'mean', got {node_embedding!r}"
            raise InputError(msg)
        embedder = as_embedder(embedder)
        fp = embedder.fingerprint
        key = (fp, node_embedding) if fp is not None else None  # None: not cached (unknown model)
        cached = self._emb.get(key) if key is not None else None  # a dict read is atomic
        if cached is not None:
            return cached
        n = len(self)
        if node_embedding == "text" or self.kind == "nodes":
            wanted = list(range(n))
        else:
            wanted = [i for i in range(n) if self.is_leaf(i)]
        uniq: dict[str, int] = {}
        rows = []
        for i in wanted:
            rows.append(uniq.setdefault(self.texts[i], len(uniq)))
        vecs = _encode(embedder, list(uniq))
        dim = vecs.shape[1] if vecs.ndim == 2 and len(vecs) else 0
        out = np.zeros((n, dim), dtype=np.float32)
        if wanted:
            out[np.asarray(wanted)] = vecs[np.asarray(rows)]
        if node_embedding == "mean" and self.kind == "blocks" and n:
            out = self.pool_leaves(out)
        out = _unit_rows(out)
        out.setflags(write=False)
        if key is not None:
            with self._lock:
                self._emb[key] = out
        return out

    def pool_leaves(self, vectors: npt.ArrayLike) -> FloatArray:
        """Inner-node vectors as the text-length-weighted sum of their leaves' vectors (rows of leaves kept).

        This is ``node_embedding="mean"``: from vectors whose leaf rows are set (other rows are ignored).
        Rows are not normalised here.
        """
        out = np.asarray(vectors, dtype=np.float32)
        n = len(self)
        leaf = np.asarray([self.is_leaf(i) for i in range(n)], dtype=bool)
        weight = np.asarray([max(len(t), 1) for t in self.texts], dtype=np.float32)
        acc = np.where(leaf[:, None], out * weight[:, None], 0).astype(np.float32)
        for i in range(n - 1, -1, -1):  # children come after parents in pre-order
            p = int(self.parent[i])
            if p >= 0 and self.is_tree:
                acc[p] += acc[i]
        acc[leaf] = out[leaf]
        return acc

    def set_embeddings(
        self, fingerprint: str, vectors: npt.ArrayLike, *, node_embedding: NodeEmbedding = "text"
    ) -> None:
        """Installs node embeddings computed earlier (e.g. saved to disk), as if by :meth:`embeddings`.

        Args:
            fingerprint: the ``fingerprint`` of the embedder that produced them.
            vectors: one row per node, in node order (``Hierarchy.embeddings(...)`` of an equal tree).
            node_embedding: which kind they are (see :meth:`embeddings`).
        """
        arr = np.asarray(vectors, dtype=np.float32)
        if arr.ndim != 2 or arr.shape[0] != len(self):
            msg = f"vectors have shape {arr.shape}; expected ({len(self)}, dim) for this hierarchy"
            raise InputError(msg)
        arr = _unit_rows(arr)
        arr.setflags(write=False)
        with self._lock:
            self._emb[(fingerprint, node_embedding)] = arr

    def _token_entry(self, counter: TokenCounter) -> tuple[Any, list[int], int]:
        key = id(counter.backend) if counter.backend is not None else id(counter)
        entry = self._ntok.get(key)  # a dict read is atomic; writes take the lock
        if entry is None:
            # Keep the tokenizer object alive with the cache so that its id cannot be reused.
            entry = (counter.backend or counter, [-1] * len(self), _sep_tokens(counter))
            with self._lock:
                entry = self._ntok.setdefault(key, entry)
        return entry

    def _tokens(self, counter: TokenCounter, idx: list[int]) -> list[int]:
        counts = self._token_entry(counter)[1]
        missing = [i for i in idx if counts[i] < 0]
        if missing:
            for i, n in zip(missing, counter.count_batch([self.texts[i] for i in missing])):
                counts[i] = n
        return [counts[i] for i in idx]

    def token_counts(
        self, counter: TokenCounter, idx: Iterable[int] | None = None
    ) -> npt.NDArray[np.int64]:
        """Token counts of the content of nodes ``idx`` (all nodes if None), cached per tokenizer."""
        want = list(range(len(self))) if idx is None else [int(i) for i in idx]
        return np.asarray(self._tokens(counter, want), dtype=np.int64)

    def _context_piece(self, i: int, kind: ContextKind) -> str:
        if kind == "html":
            h = self.html(i)
            if h is None:
                msg = "context='html' needs HTML: use a BlockTree, or Node trees whose nodes carry html"
                raise InputError(msg)
            return h
        return self.texts[i]


def _encode(embedder: Any, texts: list[str], *, queries: bool = False) -> FloatArray:
    if not texts:
        return np.zeros((0, 0), dtype=np.float32)
    embedder = as_embedder(embedder)
    fn = embedder.encode_queries if queries else embedder.encode
    vecs = np.asarray(fn(texts), dtype=np.float32)
    if vecs.ndim != 2 or vecs.shape[0] != len(texts):
        msg = f"embedder returned shape {vecs.shape} for {len(texts)} texts; expected ({len(texts)}, dim)"
        raise InputError(msg)
    return vecs


def _unit_rows(x: FloatArray) -> FloatArray:
    """L2-normalises rows; rows already of unit length (what a normalising embedder returns) stay exact."""
    x = np.asarray(x, dtype=np.float32)
    if x.size == 0:
        return x.copy()
    norms = np.linalg.norm(x.astype(np.float64), axis=1, keepdims=True)
    unit = np.abs(norms - 1.0) <= 1e-6
    return np.asarray(np.where(unit, x, x / np.maximum(norms, 1e-12)), dtype=np.float32)


def _is_block_tree(tree: object) -> bool:
    cls = type(tree)  # class attributes only: the properties of a BlockTree are not evaluated here
    return all(hasattr(cls, a) for a in ("paths", "texts", "is_leaf", "byte_start", "block_html"))


def hierarchy(tree: TreeLike) -> Hierarchy:
    """The flattened hierarchy HIRO walks for ``tree`` (built once per tree, then cached on it).

    Args:
        tree: a BlockTree, a :class:`Node` (text-less root: its children are the top level), a sequence of
            Nodes (the top level), or a Hierarchy (returned as is).

    Raises:
        InputError: a Node graph with a cycle, or an unsupported object.
        LimitExceededError: a Node graph that expands to more than ``MAX_NODES`` nodes.
    """
    if isinstance(tree, Hierarchy):
        return tree
    cache = getattr(tree, "cache", None)  # fast path for a kept tree (BlockTree or Node)
    if type(cache) is dict:
        found = cache.get("hiro.hierarchy")
        if type(found) is Hierarchy:
            return found
    if isinstance(tree, Node):
        cached = tree.cache.get("hiro.hierarchy")
        if cached is None:
            tops = list(tree.children) if tree.text == "" else [tree]
            cached = _from_nodes(tops)
            tree.cache["hiro.hierarchy"] = cached
        return cached
    if _is_block_tree(tree):
        block_tree = cast("BlockTree", tree)
        cache = block_tree.cache
        cached = cache.get("hiro.hierarchy")
        if cached is None:
            cached = _from_block_tree(block_tree)
            cache["hiro.hierarchy"] = cached
        return cached
    if isinstance(tree, Sequence) and not isinstance(tree, (str, bytes)):
        tops = list(tree)
        for t in tops:
            if not isinstance(t, Node):
                msg = f"a tree given as a list must hold Node objects, got {type(t).__name__}"
                raise TypeError(msg)
        if not tops:
            return _from_nodes([])
        key = ("hiro.hierarchy", tuple(id(t) for t in tops))
        cached = tops[0].cache.get(key)
        if cached is None:
            cached = _from_nodes(tops)
            tops[0].cache[key] = cached  # the hierarchy keeps every top node alive: ids stay unique
        return cached
    msg = f"tree must be a BlockTree, a hiro.Node, a list of Nodes or a Hierarchy, got {type(tree).__name__}"
    raise TypeError(msg)


def _from_nodes(tops: list[Node]) -> Hierarchy:
    index: dict[int, int] = {}
    objs: list[Node] = []
    state: dict[int, int] = {}  # 1 = on the current path, 2 = done
    stack: list[tuple[Node, bool]] = [(t, False) for t in reversed(tops)]
    while stack:
        node, leaving = stack.pop()
        k = id(node)
        if leaving:
            state[k] = 2
            continue
        s = state.get(k)
        if s == 1:
            msg = f"the Node graph has a cycle through the node with text {node.text[:60]!r}; HIRO needs a tree"
            raise InputError(msg)
        if s == 2:
            continue
        state[k] = 1
        index[k] = len(objs)
        objs.append(node)
        if len(objs) > MAX_NODES:
            msg = f"the Node tree has more than MAX_NODES={MAX_NODES} nodes; split it or raise hiro.MAX_NODES"
            raise LimitExceededError(msg)
        stack.append((node, True))
        stack.extend((c, False) for c in reversed(node.children))
    children: list[list[int]] = []
    for node in objs:
        ch: list[int] = []
        for c in node.children:
            j = index[id(c)]
            if j not in ch:
                ch.append(j)
        children.append(ch)
    top: list[int] = []
    for t in tops:
        if index[id(t)] not in top:
            top.append(index[id(t)])
    return Hierarchy(
        kind="nodes",
        texts=[o.text for o in objs],
        children=children,
        top=top,
        node_objects=objs,
    )


_HEADING = re.compile(r"h[1-6]")


def _tag_name(path: str) -> str:
    """The real tag of a path's last element: ``<div2>`` -> ``div``, ``<h12>`` (h1 number 2) -> ``h1``."""
    last = _TAG.findall(path)[-1][1:-1] if _TAG.search(path) else ""
    if _HEADING.match(last):
        return last[:2]
    return last.rstrip("0123456789")


_OPEN_TAG = re.compile(rb"<[a-zA-Z]")


def _element_around(html: bytes, name: str, lo: int, hi: int) -> tuple[int, int] | None:
    """The byte span of the ``name`` element enclosing ``[lo, hi)``, found next to it, or None.

    Between the element's start tag and ``lo`` only start tags may stand (of wrappers on the way down),
    and between ``hi`` and its end tag only end tags; anything else means the guess is unsafe.
    """
    opener = b"<" + name.encode()
    i = html.rfind(opener, 0, lo)
    while i >= 0 and html[i + len(opener) : i + len(opener) + 1] not in (
        b">",
        b" ",
        b"/",
        b"\t",
        b"\n",
    ):
        i = html.rfind(opener, 0, i)
    if i < 0 or b"</" in html[i:lo] or _has_text(html[i:lo]):
        return None
    closer = b"</" + name.encode() + b">"
    j = html.find(closer, hi)
    if j < 0 or _OPEN_TAG.search(html, hi, j) or _has_text(html[hi:j]):
        return None
    return i, j + len(closer)


def _has_text(between_tags: bytes) -> bool:
    return bool(re.sub(rb"<[^<>]*>", b"", between_tags).strip())


def _from_block_tree(tree: BlockTree) -> Hierarchy:
    """Element hierarchy above the blocks: one node per (page, path prefix), leaves = block texts."""
    paths = tree.paths
    texts = tree.texts
    n_blocks = len(paths)
    is_leaf = np.asarray(tree.is_leaf, dtype=bool)
    starts = np.asarray(tree.byte_start, dtype=np.int64)
    ends = np.asarray(tree.byte_end, dtype=np.int64)
    pages = (
        np.asarray(tree.page, dtype=np.int64)
        if hasattr(tree, "page")
        else np.zeros(n_blocks, np.int64)
    )
    order = sorted(range(n_blocks), key=lambda b: (int(pages[b]), int(starts[b]), b))

    # Raw prefix tree. Node 0 is a virtual root; page roots hang below it.
    key_to_id: dict[tuple[int, str], int] = {}
    r_path: list[str] = [""]
    r_children: list[list[int]] = [[]]
    r_block: list[int] = [-1]  # leaf nodes: the block; element nodes: -1
    r_elem_block: list[int] = [-1]  # element nodes that are a non-leaf block: that block
    r_text: list[str] = [""]

    def new_node(path: str, parent: int) -> int:
        r_path.append(path)
        r_children.append([])
        r_block.append(-1)
        r_elem_block.append(-1)
        r_text.append("")
        k = len(r_path) - 1
        r_children[parent].append(k)
        return k

    for b in order:
        path = paths[b]
        page = int(pages[b])
        parent = 0
        pos = 0
        node = -1
        for m in _TAG.finditer(path):
            pos = m.end()
            key = (page, path[:pos])
            node = key_to_id.get(key, -1)
            if node < 0:
                node = new_node(path[:pos], parent)
                key_to_id[key] = node
            parent = node
        if node < 0:  # a path without tags: treat the block as a child of the page root
            node = new_node(path, 0)
        text = texts[b].strip()
        if is_leaf[b]:
            r_block[node] = b
            r_text[node] = text
        else:
            r_elem_block[node] = b
            if text:  # the direct text of a non-leaf block: a leaf of its element, listed first
                leaf = new_node(path, node)
                r_children[node].insert(0, r_children[node].pop())
                r_block[leaf] = b
                r_text[leaf] = text
    n_raw = len(r_path)

    html_bytes = tree.html.encode("utf-8")

    # Post-order over the raw tree: spans (element byte ranges), drop empty nodes.
    span: list[tuple[int, int]] = [(-1, -1)] * n_raw
    wrap: list[str] = [""] * n_raw  # elements known only from their children: re-add their tags
    alive = [False] * n_raw
    post: list[int] = []
    stack = [(0, False)]
    while stack:
        i, leaving = stack.pop()
        if leaving:
            post.append(i)
            continue
        stack.append((i, True))
        stack.extend((c, False) for c in reversed(r_children[i]))
    for i in post:
        kids = [c for c in r_children[i] if alive[c]]
        r_children[i] = kids
        b = r_block[i]
        if b >= 0 and not kids:  # a leaf
            alive[i] = bool(r_text[i])
            if is_leaf[b]:
                span[i] = (int(starts[b]), int(ends[b]))
            # else: the direct text of a non-leaf block has no element of its own: span stays (-1, -1)
            continue
        alive[i] = bool(kids)
        eb = r_elem_block[i]
        if eb >= 0:
            span[i] = (int(starts[eb]), int(ends[eb]))
        else:
            inner = [span[c] for c in kids if span[c][0] >= 0 and not wrap[c]]
            if inner and len(inner) == sum(1 for c in kids if span[c][0] >= 0):
                lo, hi = min(s for s, _ in inner), max(e for _, e in inner)
                name = _tag_name(r_path[i])
                found = _element_around(html_bytes, name, lo, hi) if name else None
                if found is not None:
                    span[i] = found
                else:  # keep the children's range and re-add the tags when rendering
                    span[i] = (lo, hi)
                    wrap[i] = name

    # Merge single-child wrappers into their child (same text); the merged node keeps the outer span/path.
    def collapse(i: int) -> int:
        outer = i
        while len(r_children[i]) == 1:
            i = r_children[i][0]
        if i != outer:
            if span[outer][0] >= 0:
                span[i] = span[outer]
                wrap[i] = wrap[outer]
            r_path[i] = r_path[outer]
        return i

    for i in post:  # children lists only reference alive nodes now
        r_children[i] = [collapse(c) for c in r_children[i]]

    top: list[int] = []
    for page_root in r_children[0]:
        root = page_root
        while len(r_children[root]) == 1:
            root = r_children[root][0]
        top.extend(r_children[root] or [root])

    # Content text of each node: its leaves, in order, one per line.
    content: list[str] = [""] * n_raw
    for i in post:
        if alive[i]:
            if r_children[i]:
                content[i] = "\n".join(content[c] for c in r_children[i])
            else:
                content[i] = r_text[i]
    return Hierarchy(
        kind="blocks",
        texts=content,
        children=r_children,
        top=top,
        paths=r_path,
        blocks=r_block,
        spans=span,
        wraps=wrap,
        html_bytes=html_bytes,
    )


# --------------------------------------------------------------------------------------------------------------
# Selection


@dataclass(frozen=True, eq=False)
class Selection:
    """What :func:`select` (or a baseline) chose.

    Attributes:
        nodes: int32 indices into the tree's :class:`Hierarchy`, in document order.
        scores: float32 cosine similarity of each selected node to the query.
        n_tokens: context length in tokens of the reader's tokenizer (see the module docstring).
        node_tokens: int64 token count of each selected node's context piece.
        dropped: nodes HIRO selected but the budget removed (lowest similarity first).
        context_kind: ``"text"`` or ``"html"``: what :attr:`context` joins.
        hierarchy: the hierarchy the indices refer to.

    The texts, HTML, paths, Node objects and block indices of the selection are properties (computed on
    access from the hierarchy, so a selection costs nothing it is not asked for).
    """

    nodes: IntArray
    scores: FloatArray
    n_tokens: int
    node_tokens: npt.NDArray[np.int64]
    dropped: IntArray
    context_kind: ContextKind
    hierarchy: Hierarchy = field(repr=False)

    def __len__(self) -> int:
        return len(self.nodes)

    @property
    def texts(self) -> tuple[str, ...]:
        """The content of each selected node."""
        texts = self.hierarchy.texts
        return tuple(texts[i] for i in self.nodes.tolist())

    @property
    def html(self) -> tuple[str | None, ...]:
        """Block trees: each selected element's HTML; Node trees: ``Node.html`` (None where absent)."""
        h = self.hierarchy
        return tuple(h.html(i) for i in self.nodes.tolist())

    @property
    def paths(self) -> tuple[str, ...] | None:
        """Block trees: the element path of each selected node; Node trees: None."""
        paths = self.hierarchy.paths
        return None if paths is None else tuple(paths[i] for i in self.nodes.tolist())

    @property
    def node_objects(self) -> tuple[Node, ...]:
        """Node trees: the selected :class:`Node` objects; block trees: empty."""
        objs = self.hierarchy.node_objects
        return () if objs is None else tuple(objs[i] for i in self.nodes.tolist())

    def __str__(self) -> str:
        return self.context

    @property
    def blocks(self) -> IntArray:
        """Block trees: the indices of the blocks whose text the selection holds (sorted); else empty."""
        h = self.hierarchy
        if h.blocks is None or not len(self.nodes):
            return np.zeros(0, dtype=np.int32)
        parts = [h.blocks[i : int(h.end[i])] for i in self.nodes.tolist()]
        allb = np.concatenate(parts)
        return np.sort(allb[allb >= 0]).astype(np.int32)  # subtrees are disjoint: no repeats

    @property
    def context(self) -> str:
        """The selected texts (or HTML fragments) in document order, separated by a blank line."""
        if self.context_kind == "html":
            return SEPARATOR.join(h or "" for h in self.html)
        return SEPARATOR.join(self.texts)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready summary (for the CLI's ``--json`` output)."""
        items: list[dict[str, Any]] = []
        for k, (i, sc, t) in enumerate(
            zip(self.nodes.tolist(), self.scores.tolist(), self.node_tokens.tolist())
        ):
            item: dict[str, Any] = {"node": i, "score": round(sc, 6), "tokens": t}
            if self.paths is not None:
                item["path"] = self.paths[k]
            items.append(item)
        return {
            "context": self.context,
            "n_tokens": self.n_tokens,
            "nodes": items,
            "dropped": self.dropped.tolist(),
        }


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
    q = _encode(embedder, [query], queries=True)[0]
    if q.shape[0] != emb.shape[1]:
        msg = f"query vector has {q.shape[0]} dims but node vectors have {emb.shape[1]}; same embedder?"
        raise InputError(msg)
    q = _unit_rows(q[None, :])[0]
    return np.asarray(emb @ q, dtype=np.float32)


def _check_scores(h: Hierarchy, scores: object) -> npt.NDArray[np.float64]:
    s = np.asarray(scores, dtype=np.float64)
    if s.shape != (len(h),):
        msg = f"scores has shape {s.shape}, the hierarchy has {len(h)} nodes; use hiro.node_scores(...)"
        raise InputError(msg)
    if len(s) and not np.all(np.isfinite(s)):
        msg = "scores contain NaN or infinite values"
        raise InputError(msg)
    return s


def _check_threshold(name: str, value: object) -> float:
    if type(value) is float and math.isfinite(value):
        return value
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float, np.floating))
        or not math.isfinite(float(value))
    ):
        msg = f"{name} must be a finite number, got {value!r}"
        raise InputError(msg)
    return float(value)


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


def _dedupe(h: Hierarchy, nodes: list[int]) -> list[int]:
    """Drops repeated nodes and nodes inside another selected node's subtree; returns document order."""
    uniq = sorted(set(nodes))
    if h.is_tree:
        out: list[int] = []
        cover = -1
        for i in uniq:  # pre-order: an ancestor comes first and covers [i, end[i])
            if i < cover:
                continue
            out.append(i)
            cover = h._end_list[i]
        return out
    chosen = set(uniq)
    inside: set[int] = set()
    for i in uniq:
        if i in inside:
            continue
        inside.update(int(d) for d in h.descendants(i) if int(d) in chosen)
    return [i for i in uniq if i not in inside]


def _finish(
    h: Hierarchy,
    nodes: list[int],
    s: Any,
    *,
    budget: int | None,
    counter: TokenCounter,
    context: ContextKind,
    dedupe: bool = True,
) -> Selection:
    nodes = _dedupe(h, nodes) if dedupe else sorted(set(nodes))
    if context == "html":
        pieces: list[int] = _html_token_counts(h, counter, nodes).tolist()
    else:
        pieces = h._tokens(counter, nodes)
    sep = h._token_entry(counter)[2]
    drop: list[int] = []
    if budget is not None:
        keep = list(nodes)
        tok = dict(zip(nodes, pieces))
        # drop order: lowest score first; ties: later in document order first
        victims = sorted(keep, key=lambda i: (s[i], -i))
        total = sum(tok.values()) + sep * max(len(keep) - 1, 0)
        v = 0
        while keep:
            if total <= budget:
                exact = counter.count(SEPARATOR.join(h._context_piece(i, context) for i in keep))
                if exact <= budget:
                    break
                total = exact  # estimate was short: keep dropping
            victim = victims[v]
            v += 1
            keep.remove(victim)
            drop.append(victim)
            total = sum(tok[i] for i in keep) + sep * max(len(keep) - 1, 0)
        nodes = keep
        pieces = [tok[i] for i in keep]
    n_tokens = sum(pieces) + sep * max(len(nodes) - 1, 0)
    return Selection(
        nodes=np.asarray(nodes, dtype=np.int32),
        scores=np.asarray([s[i] for i in nodes], dtype=np.float32),
        n_tokens=n_tokens,
        node_tokens=np.asarray(pieces, dtype=np.int64),
        dropped=np.asarray(sorted(set(drop)), dtype=np.int32),
        context_kind=context,
        hierarchy=h,
    )


def _html_token_counts(
    h: Hierarchy, counter: TokenCounter, nodes: list[int]
) -> npt.NDArray[np.int64]:
    return np.asarray(
        counter.count_batch([h._context_piece(i, "html") for i in nodes]), dtype=np.int64
    )


def _sep_tokens(counter: TokenCounter) -> int:
    # Measured between two words: BPE pre-tokenizers split "\n\n" before a letter into two tokens.
    return max(counter.count("a" + SEPARATOR + "a") - 2 * counter.count("a"), 0)


def _counter(tokenizer: TokenizerLike) -> TokenCounter:
    from htmlprune.tokenizer import TokenCounter, load_tokenizer

    if isinstance(tokenizer, TokenCounter):
        return tokenizer
    return load_tokenizer(tokenizer)


def _check_common(variant: str | None, context: str, budget: object) -> None:
    if variant is not None and variant not in _VARIANTS:
        msg = f"variant must be one of {_VARIANTS}, got {variant!r}"
        raise InputError(msg)
    if context not in _CONTEXTS:
        msg = f"context must be one of {_CONTEXTS}, got {context!r}"
        raise InputError(msg)
    if budget is not None and (
        isinstance(budget, bool) or not isinstance(budget, int) or budget < 0
    ):
        msg = f"budget must be a non-negative int or None, got {budget!r}"
        raise InputError(msg)


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
    _check_common(variant, context, budget)
    S = _check_threshold("S", S)
    delta = _check_threshold("delta", delta)
    h = hierarchy(tree)
    s = _check_scores(h, scores)
    nodes, _ = _hiro_walk(h, lambda ch: s[ch], S, delta, variant)
    return _finish(h, nodes, s, budget=budget, counter=_counter(tokenizer), context=context)


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
    _check_common(variant, context, budget)
    _check_threshold("S", S)
    _check_threshold("delta", delta)
    h = hierarchy(tree)
    embedder = as_embedder(embedder)
    emb = h.embeddings(
        embedder, node_embedding=node_embedding
    )  # nodes first: one batch, then cached
    q = _encode(embedder, [query], queries=True)[0] if len(h) else np.zeros(0, np.float32)
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
    _check_common(variant, context, budget)
    S = _check_threshold("S", S)
    delta = _check_threshold("delta", delta)
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
    counter = _counter(tokenizer)
    if len(h) == 0:
        return _finish(h, [], {}, budget=budget, counter=counter, context=context)
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
    return _finish(h, nodes, sims, budget=budget, counter=counter, context=context)


class HiroPruner:
    """HIRO as a pipeline step over HTML, like :class:`htmlprune.HtmlPruner`: question + pages -> Selection.

    Builds the block tree of the pages (keep it with :meth:`tree` to answer many questions on the same pages:
    the node embeddings are cached on it) and returns :func:`select`'s result with the selected elements'
    HTML as context (``context="html"``) by default.

    Args:
        embedder: the embedder; None = ``htmlprune.embed.OnnxEmbedder()`` (all-MiniLM-L6-v2, offline).
        S, delta, variant: HIRO's thresholds and reading (see :func:`select`).
        budget: optional token budget of the context (None: HIRO decides the length alone).
        tokenizer: the reader's tokenizer (see :func:`select`); loaded once here.
        max_words: block size of the trees this pruner builds (the leaves HIRO can reach).
        context, node_embedding: as in :func:`select`.
        clean_options: cleaning options for the trees (``htmlprune.html.CleanOptions``).

    Example:
        >>> pruner = HiroPruner(S=0.4, delta=0.05, budget=2048)  # doctest: +SKIP
        >>> tree = pruner.tree(html)  # doctest: +SKIP
        >>> print(pruner("who won in 1998?", tree).context)  # doctest: +SKIP
    """

    def __init__(
        self,
        embedder: EmbedderLike | None = None,
        *,
        S: float,
        delta: float,
        variant: Variant = "prose",
        budget: int | None = None,
        tokenizer: TokenizerLike = None,
        max_words: int = 64,
        context: ContextKind = "html",
        node_embedding: NodeEmbedding = "text",
        clean_options: Any = None,
    ) -> None:
        _check_common(variant, context, budget)
        self.S = _check_threshold("S", S)
        self.delta = _check_threshold("delta", delta)
        if isinstance(max_words, bool) or not isinstance(max_words, int) or max_words < 1:
            msg = f"max_words must be a positive int, got {max_words!r}"
            raise InputError(msg)
        if node_embedding not in ("text", "mean"):
            msg = f"node_embedding must be 'text' or 'mean', got {node_embedding!r}"
            raise InputError(msg)
        if embedder is None:
            from htmlprune.embed import OnnxEmbedder

            embedder = OnnxEmbedder()
        self.embedder: Embedder = as_embedder(embedder)
        self.variant: Variant = variant
        self.budget = budget
        self.counter = _counter(tokenizer)
        self.max_words = max_words
        self.context: ContextKind = context
        self.node_embedding: NodeEmbedding = node_embedding
        self.clean_options = clean_options

    def __repr__(self) -> str:
        return (
            f"HiroPruner(S={self.S}, delta={self.delta}, variant={self.variant!r}, budget={self.budget}, "
            f"max_words={self.max_words}, context={self.context!r})"
        )

    def tree(self, html: Any) -> BlockTree:
        """The block tree of ``html`` (one page or a list of pages) with this pruner's settings."""
        from htmlprune.html import build_block_tree

        return build_block_tree(html, max_words=self.max_words, options=self.clean_options)

    def __call__(self, question: str, html: Any, *, budget: int | None = None) -> Selection:
        """Selects the context for ``question`` from a BlockTree (kept: cached embeddings) or raw pages."""
        tree = html if _is_block_tree(html) else self.tree(html)
        return select(
            question,
            tree,
            embedder=self.embedder,
            S=self.S,
            delta=self.delta,
            variant=self.variant,
            budget=self.budget if budget is None else budget,
            tokenizer=self.counter,
            context=self.context,
            node_embedding=self.node_embedding,
        )


# --------------------------------------------------------------------------------------------------------------
# Baselines (RAPTOR's two querying mechanisms), on the same hierarchies


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
    _check_common(None, context, max_tokens)
    if top_k is not None and (not isinstance(top_k, int) or top_k < 1):
        msg = f"top_k must be a positive int or None, got {top_k!r}"
        raise InputError(msg)
    h = hierarchy(tree)
    s = _check_scores(h, scores)
    counter = _counter(tokenizer)
    order = np.argsort(-s, kind="stable")
    sep = _sep_tokens(counter)
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
            t = int(_html_token_counts(h, counter, [i])[0])
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
    return _finish(h, taken, s, budget=max_tokens, counter=counter, context=context, dedupe=dedupe)


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
    _check_common(None, context, max_tokens)
    if not isinstance(top_k, int) or top_k < 1:
        msg = f"top_k must be a positive int, got {top_k!r}"
        raise InputError(msg)
    if num_layers is not None and (not isinstance(num_layers, int) or num_layers < 1):
        msg = f"num_layers must be a positive int or None, got {num_layers!r}"
        raise InputError(msg)
    h = hierarchy(tree)
    s = _check_scores(h, scores)
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
    counter = _counter(tokenizer)
    if dedupe:
        chosen = set(taken)
        keep = [i for i in taken if not any(int(d) in chosen for d in h.descendants(i))]
        return _finish(h, keep, s, budget=max_tokens, counter=counter, context=context)
    return _finish(h, taken, s, budget=max_tokens, counter=counter, context=context, dedupe=False)


# --------------------------------------------------------------------------------------------------------------
# Tuning


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
    if scores is None:
        if embedder is None:
            msg = "evaluate needs an embedder or precomputed scores"
            raise InputError(msg)
        scores = [
            node_scores(e.query, e.tree, embedder=embedder, node_embedding=node_embedding)
            for e in examples
        ]
    counter = _counter(tokenizer)
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
    if scores is None:
        if embedder is None:
            msg = "tune needs an embedder or precomputed scores"
            raise InputError(msg)
        scores = [
            node_scores(e.query, e.tree, embedder=embedder, node_embedding=node_embedding)
            for e in examples
        ]
    counter = _counter(tokenizer)
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
