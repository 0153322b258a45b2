"""Builds the :class:`Hierarchy` HIRO walks: from a BlockTree's native element rows, or from a Node tree.

A BlockTree's hierarchy is the element tree above its blocks. The core lists every element on a block's
path with its parent, tag, path sibling number and byte span (``_core.block_elements``), so nothing here
parses path strings or searches the HTML for tags: an element's HTML is its exact span of the cleaned HTML.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Union, cast

import numpy as np

from htmlprune.errors import InputError, LimitExceededError
from htmlprune.hiro import node as _node
from htmlprune.hiro.flat import Hierarchy
from htmlprune.hiro.node import Node

if TYPE_CHECKING:
    from htmlprune.html import BlockTree

__all__ = ["TreeLike", "hierarchy"]

TreeLike = Union["BlockTree", "Node", Sequence["Node"], "Hierarchy"]


def is_block_tree(tree: object) -> bool:
    cls = type(tree)  # class attributes only: the properties of a BlockTree are not evaluated here
    return all(hasattr(cls, a) for a in ("texts", "is_leaf", "elements", "html"))


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
    if is_block_tree(tree):
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
        if len(objs) > _node.MAX_NODES:  # read at call time, so that it can be raised
            msg = (
                f"the Node tree has more than MAX_NODES={_node.MAX_NODES} nodes; split it or raise "
                "htmlprune.hiro.node.MAX_NODES"
            )
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


def _from_block_tree(tree: BlockTree) -> Hierarchy:
    """Element hierarchy above the blocks: one node per element row, leaves = block texts.

    Node 0 of the raw tree is a virtual root above each page's outermost element. A leaf block is a leaf; a
    non-leaf block's direct text becomes a leaf of its element, listed first. Elements without text are
    dropped, single-child wrappers merged into their child, and the top level is the children of each
    page's first branching element.
    """
    el = tree.elements()
    texts = tree.texts
    is_leaf = np.asarray(tree.is_leaf, dtype=bool).tolist()
    n_rows = len(el.parent)
    parent_row: list[int] = el.parent.tolist()
    block_of: list[int] = el.block.tolist()
    tag_of: list[int] = el.tag.tolist()
    number_of: list[int] = el.number.tolist()
    starts: list[int] = el.byte_start.tolist()
    ends: list[int] = el.byte_end.tolist()
    labels = [f"<{name}>" for name in el.tag_names]

    # Raw tree: 0 = virtual root, row r = node r + 1, then the direct-text leaves of non-leaf blocks.
    n_raw = n_rows + 1
    r_path: list[str] = [""] * n_raw
    r_children: list[list[int]] = [[] for _ in range(n_raw)]
    r_block: list[int] = [-1] * n_raw  # leaves: the block; element nodes: -1
    r_text: list[str] = [""] * n_raw
    span: list[tuple[int, int]] = [(-1, -1)] * n_raw
    for r in range(n_rows):  # rows are in pre-order: a parent's path is known before its children's
        k = r + 1
        p = parent_row[r] + 1  # -1 -> the virtual root
        tag = tag_of[r]
        if tag < 0:  # the document root (bare top-level text): no element, empty path
            r_path[k] = ""
        else:
            label = labels[tag]
            if number_of[r] >= 0:
                label = f"{label[:-1]}{number_of[r]}>"
            r_path[k] = r_path[p] + label
        r_children[p].append(k)
        span[k] = (starts[r], ends[r])
        b = block_of[r]
        if b < 0:
            continue
        text = texts[b].strip()
        if is_leaf[b]:
            r_block[k] = b
            r_text[k] = text
        elif text:  # a non-leaf block's direct text: a leaf of its element, before its children
            leaf = len(r_path)
            r_path.append(r_path[k])
            r_children.append([])
            r_block.append(b)
            r_text.append(text)
            span.append((-1, -1))  # no element of its own: its HTML is the escaped text
            r_children[k].append(leaf)
    n_raw = len(r_path)

    # Post-order over the raw tree: drop nodes without text.
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
        alive[i] = bool(kids) if r_block[i] < 0 else bool(r_text[i])

    # Merge single-child wrappers into their child (same text); the merged node keeps the outer span/path.
    def collapse(i: int) -> int:
        outer = i
        while len(r_children[i]) == 1:
            i = r_children[i][0]
        if i != outer:
            if span[outer][0] >= 0:
                span[i] = span[outer]
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
        html_bytes=tree.html.encode("utf-8"),
    )
