"""HIRO's user tree node, the type aliases and constants the other HIRO modules share."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

__all__ = [
    "MAX_NODES",
    "SEPARATOR",
    "ContextKind",
    "FloatArray",
    "IntArray",
    "Node",
    "NodeEmbedding",
    "Variant",
]

Variant = Literal["prose", "pseudocode"]
ContextKind = Literal["text", "html"]
NodeEmbedding = Literal["text", "mean"]

IntArray = npt.NDArray[np.int32]
FloatArray = npt.NDArray[np.float32]

#: Separator between the selected nodes in :attr:`Selection.context`.
SEPARATOR = "\n\n"
#: Largest number of nodes a Node tree may expand to (a guard against huge shared-subtree graphs).
MAX_NODES = 2_000_000


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
