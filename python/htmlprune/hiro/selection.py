"""What a HIRO query (or a baseline) returns, and how a chosen node set becomes one within a budget."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from htmlprune._budget import fit_by_dropping
from htmlprune.hiro.flat import Hierarchy
from htmlprune.hiro.node import SEPARATOR, ContextKind, FloatArray, IntArray, Node

if TYPE_CHECKING:
    from htmlprune.tokenizer import TokenCounter

__all__ = ["Selection", "finish"]


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


def finish(
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
        pieces: list[int] = html_token_counts(h, counter, nodes).tolist()
    else:
        pieces = h._tokens(counter, nodes)
    sep = h._token_entry(counter)[2]
    drop: list[int] = []
    if budget is not None:
        tok = dict(zip(nodes, pieces))
        # drop order: lowest score first; ties: later in document order first
        victims = sorted(nodes, key=lambda i: (s[i], -i))
        # The estimate alone decides the first drops (it only falls as pieces go): no piece is built for
        # them. The budget engine drops the rest until the estimate and then the exact count fit.
        n = len(victims)
        dropped_tokens = np.concatenate(([0], np.cumsum([tok[i] for i in victims], dtype=np.int64)))
        left = n - np.arange(n + 1)
        estimate = sum(pieces) - dropped_tokens + sep * np.maximum(left - 1, 0)
        first = int(np.argmax(estimate <= budget))  # estimate[n] == 0: always found
        gone = set(victims[:first])
        survivors = [i for i in nodes if i not in gone]
        position = {node: k for k, node in enumerate(survivors)}
        n_dropped = first
        if survivors:
            n_dropped += fit_by_dropping(
                [h._context_piece(i, context) for i in survivors],
                [tok[i] for i in survivors],
                SEPARATOR,
                sep,
                [position[i] for i in victims[first:]],
                budget,
                counter,
            )
        drop = victims[:n_dropped]
        gone = set(drop)
        nodes = [i for i in nodes if i not in gone]
        pieces = [tok[i] for i in nodes]
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


def html_token_counts(
    h: Hierarchy, counter: TokenCounter, nodes: list[int]
) -> npt.NDArray[np.int64]:
    return np.asarray(
        counter.count_batch([h._context_piece(i, "html") for i in nodes]), dtype=np.int64
    )
