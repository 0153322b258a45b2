"""The flattened hierarchy HIRO walks: nodes in pre-order with parent/children arrays, texts, and caches."""

from __future__ import annotations

import html as _html
import threading
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
import numpy.typing as npt

from htmlprune._backends import EmbedderLike, as_embedder
from htmlprune.errors import InputError
from htmlprune.hiro._util import encode, sep_tokens, unit_rows
from htmlprune.hiro.node import ContextKind, FloatArray, IntArray, Node, NodeEmbedding

if TYPE_CHECKING:
    from htmlprune.tokenizer import TokenCounter

__all__ = ["Hierarchy"]


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
                :func:`htmlprune.embed.as_embedder`); without a fingerprint the embeddings are not cached.
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
        vecs = encode(embedder, list(uniq))
        dim = vecs.shape[1] if vecs.ndim == 2 and len(vecs) else 0
        out = np.zeros((n, dim), dtype=np.float32)
        if wanted:
            out[np.asarray(wanted)] = vecs[np.asarray(rows)]
        if node_embedding == "mean" and self.kind == "blocks" and n:
            out = self.pool_leaves(out)
        out = unit_rows(out)
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
        arr = unit_rows(arr)
        arr.setflags(write=False)
        with self._lock:
            self._emb[(fingerprint, node_embedding)] = arr

    def _token_entry(self, counter: TokenCounter) -> tuple[Any, list[int], int]:
        key = id(counter.identity) if counter.identity is not None else id(counter)
        entry = self._ntok.get(key)  # a dict read is atomic; writes take the lock
        if entry is None:
            # Keep the tokenizer object alive with the cache so that its id cannot be reused.
            entry = (counter.identity or counter, [-1] * len(self), sep_tokens(counter))
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
