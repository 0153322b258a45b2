"""HIRO querying (htmlprune.hiro): the walk's semantics, trees, baselines, tuning, and a real-model check.

The algorithm-semantics tests use a scripted embedder whose cosine similarities are chosen per text (exact
binary fractions, so boundary cases are exact); the style guide allows that for testing the algorithm
itself. The model feature is tested with the real MiniLM embedder on a real page.
"""

from __future__ import annotations

import math
import pickle
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import htmlprune
from htmlprune import hiro
from htmlprune.errors import InputError
from htmlprune.hiro import Node

DATA = Path(__file__).parent / "data" / "hiro"


class ScriptedEmbedder:
    """Gives each text a fixed cosine similarity to every query: vector (s, sqrt(1 - s^2), 0) vs (1, 0, 0)."""

    fingerprint = "scripted-v1"

    def __init__(self, sims: dict[str, float]) -> None:
        self.sims = sims
        self.encode_calls: list[list[str]] = []
        self.query_calls = 0

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        self.encode_calls.append(list(texts))
        out = np.zeros((len(texts), 3), dtype=np.float32)
        for i, t in enumerate(texts):
            s = self.sims[t]
            out[i, 0] = s
            out[i, 1] = math.sqrt(1.0 - s * s)
        return out

    def encode_queries(self, texts: Sequence[str]) -> np.ndarray:
        self.query_calls += 1
        out = np.zeros((len(texts), 3), dtype=np.float32)
        out[:, 0] = 1.0
        return out


def chars(text: str) -> int:
    """A deterministic tokenizer for budget tests: one token per character (the separator costs 2)."""
    return len(text)


def build(spec: Any) -> tuple[Node, dict[str, float]]:
    """Builds a tree from nested tuples ``(name, sim, [children])``; a text-less root holds the top level."""
    sims: dict[str, float] = {}

    def make(item: Any) -> Node:
        name, sim, kids = item if len(item) == 3 else (*item, [])
        sims[name] = sim
        return Node(name, [make(k) for k in kids])

    return Node("", [make(t) for t in spec]), sims


def run(spec: Any, **kw: Any) -> hiro.Selection:
    root, sims = build(spec)
    kw.setdefault("S", 0.5)
    kw.setdefault("delta", 0.25)
    return hiro.select("q", root, embedder=ScriptedEmbedder(sims), **kw)


# ---------------------------------------------------------------------------------------------- thresholds


def test_embedder_without_fingerprint_works_uncached() -> None:
    """An object with only encode (no encode_queries, no fingerprint) is wrapped; nothing is cached."""
    root, sims = build([("a", 0.9), ("b", 0.1)])
    scripted = ScriptedEmbedder(sims)

    class EncodeOnly:
        def encode(self, texts: Sequence[str]) -> np.ndarray:
            if texts == ["q"]:  # the query goes through encode too
                return scripted.encode_queries(texts)
            return scripted.encode(texts)

    plain = EncodeOnly()
    first = hiro.select("q", root, embedder=plain, S=0.5, delta=0.0)
    second = hiro.select("q", root, embedder=plain, S=0.5, delta=0.0)
    assert first.texts == second.texts == ("a",)
    assert len(scripted.encode_calls) == 2  # one per select: not cached without a fingerprint
    assert hiro.select("q", root, embedder=scripted, S=0.5, delta=0.0).texts == ("a",)


def test_top_level_node_at_exactly_S_is_explored_and_one_below_is_pruned() -> None:
    sel = run([("at", 0.5), ("below", 0.4375)], S=0.5)
    assert sel.texts == ("at",)
    assert sel.scores.tolist() == [0.5]


def test_pruned_branch_hides_even_a_very_similar_descendant() -> None:
    sel = run([("low", 0.25, [("gem", 0.9375)]), ("ok", 0.5)], S=0.5, delta=0.0)
    assert sel.texts == ("ok",)


def test_child_beating_parent_by_more_than_delta_replaces_the_parent() -> None:
    sel = run([("p", 0.5, [("c", 0.875), ("other", 0.5)])], delta=0.25)
    assert sel.texts == ("c",)  # the parent and its losing child are not returned


def test_child_beating_parent_by_exactly_delta_keeps_the_parent() -> None:
    sel = run([("p", 0.5, [("c", 0.75), ("d", 0.625)])], delta=0.25)
    assert sel.texts == ("p",)


def test_every_winner_is_explored_and_descent_recurses_to_the_leaves() -> None:
    spec = [
        (
            "root",
            0.5,
            [
                ("a", 0.625, [("a1", 0.75, [("a1x", 0.875)]), ("a2", 0.5)]),
                ("b", 0.5625),
                ("c", 0.75, [("c1", 0.75)]),
            ],
        )
    ]
    sel = run(spec, delta=0.0625)
    # root -> a (+0.125) and c (+0.25) win, b (+0.0625, exactly delta) loses; a -> a1 -> a1x (leaf);
    # c's child only ties it, so c is kept.
    assert sel.texts == ("a1x", "c")
    assert sel.scores.tolist() == [0.875, 0.75]


def test_a_leaf_at_the_top_level_is_selected() -> None:
    sel = run([("leaf", 0.625)])
    assert sel.texts == ("leaf",)
    assert sel.node_objects[0].text == "leaf"


def test_all_scores_below_S_gives_an_empty_selection() -> None:
    sel = run([("a", 0.25, [("b", 0.375)]), ("c", 0.4375)], S=0.5, delta=0.0)
    assert len(sel) == 0
    assert sel.texts == ()
    assert sel.n_tokens == 0
    assert sel.context == ""


@pytest.mark.parametrize("tree", [Node(""), [], Node("", [])])
def test_empty_tree_gives_an_empty_selection(tree: Any) -> None:
    emb = ScriptedEmbedder({})
    sel = hiro.select("q", tree, embedder=emb, S=0.0, delta=0.0)
    assert len(sel) == 0
    assert sel.n_tokens == 0
    assert hiro.node_scores("q", tree, embedder=emb).shape == (0,)


def test_a_single_root_with_text_is_the_only_top_level_node() -> None:
    root = Node("r", [Node("c")])
    emb = ScriptedEmbedder({"r": 0.5, "c": 0.9375})
    assert hiro.select("q", root, embedder=emb, S=0.5, delta=0.25).texts == ("c",)
    emb2 = ScriptedEmbedder({"r": 0.25, "c": 0.9375})
    assert len(hiro.select("q", Node("r", [Node("c")]), embedder=emb2, S=0.5, delta=0.25)) == 0


def test_S_also_prunes_below_the_top_level_when_delta_is_negative() -> None:
    spec = [("p", 0.625, [("near", 0.5625), ("far", 0.4375)])]
    sel = run(spec, S=0.5, delta=-0.25)
    assert sel.texts == ("near",)  # "far" beats p - 0.25 but is below S


def test_pseudocode_variant_descends_only_when_every_child_wins() -> None:
    spec = [
        ("p", 0.5, [("win", 0.875), ("lose", 0.5)]),
        ("q", 0.5, [("w1", 0.875), ("w2", 0.8125)]),
    ]
    assert run(spec, variant="prose").texts == ("win", "w1", "w2")
    assert run(spec, variant="pseudocode").texts == ("p", "w1", "w2")


def test_similarity_not_distance_decides() -> None:
    # A similar child (cosine 0.875) must win over a dissimilar one; reading distance as similarity would
    # pick the dissimilar one.
    sel = run([("p", 0.5, [("similar", 0.875), ("dissimilar", 0.0625)])])
    assert sel.texts == ("similar",)


# ---------------------------------------------------------------------------------------- no duplicates


def test_a_shared_child_reached_through_two_parents_is_returned_once() -> None:
    shared = Node("shared")
    root = Node("", [Node("a", [shared]), Node("b", [shared])])
    emb = ScriptedEmbedder({"a": 0.5, "b": 0.5, "shared": 0.875})
    sel = hiro.select("q", root, embedder=emb, S=0.5, delta=0.25)
    assert sel.texts == ("shared",)
    assert not hiro.hierarchy(root).is_tree
    assert emb.encode_calls == [["a", "shared", "b"]]  # embedded once


def test_a_top_level_list_that_repeats_a_subtree_never_returns_node_and_ancestor() -> None:
    child = Node("child", [Node("leaf")])
    parent = Node("parent", [child])
    emb = ScriptedEmbedder({"parent": 0.75, "child": 0.5, "leaf": 0.5})
    sel = hiro.select("q", [parent, child], embedder=emb, S=0.5, delta=0.0)
    assert sel.texts == ("parent",)


def _reference(
    children: list[list[int]],
    sims: list[float],
    tops: list[int],
    S: float,
    delta: float,
    variant: str,
) -> list[int]:
    """The rules of the module docstring, written recursively (test trees are small)."""
    out: list[int] = []

    def explore(p: int) -> None:
        win = [c for c in children[p] if sims[c] - sims[p] > delta and sims[c] >= S]
        descend = bool(win) and (variant == "prose" or len(win) == len(children[p]))
        if descend:
            for c in win:
                explore(c)
        else:
            out.append(p)

    for t in tops:
        if sims[t] >= S:
            explore(t)
    return sorted(out)


@settings(max_examples=150, deadline=None)
@given(
    data=st.data(),
    n=st.integers(1, 30),
    S=st.sampled_from([0.0, 0.25, 0.5, 0.75]),
    delta=st.sampled_from([-0.125, 0.0, 0.0625, 0.25]),
    variant=st.sampled_from(["prose", "pseudocode"]),
)
def test_walk_matches_the_reference_and_never_repeats_text(
    data: st.DataObject, n: int, S: float, delta: float, variant: str
) -> None:
    # node 0 is a text-less root; nodes 1..n get a random parent among earlier nodes
    parents = [data.draw(st.integers(0, i - 1)) for i in range(1, n + 1)]
    sims = [0.0] + [data.draw(st.sampled_from([k / 16 for k in range(17)])) for _ in range(n)]
    children: list[list[int]] = [[] for _ in range(n + 1)]
    for i, p in enumerate(parents, 1):
        children[p].append(i)
    nodes: list[Node | None] = [None] * (n + 1)
    for i in range(n, 0, -1):
        nodes[i] = Node(f"n{i}", [nodes[c] for c in children[i]])  # type: ignore[misc]
    root = Node("", [nodes[c] for c in children[0]])  # type: ignore[misc]
    emb = ScriptedEmbedder({f"n{i}": sims[i] for i in range(1, n + 1)})
    sel = hiro.select("q", root, embedder=emb, S=S, delta=delta, variant=variant)  # type: ignore[arg-type]
    got = sorted(int(o.text[1:]) for o in sel.node_objects)
    assert got == _reference(children, sims, children[0], S, delta, variant)
    scores = hiro.node_scores("q", root, embedder=emb)
    same = hiro.select_from_scores(root, scores, S=S, delta=delta, variant=variant)  # type: ignore[arg-type]
    assert same.nodes.tolist() == sel.nodes.tolist()
    # no node together with its ancestor
    h = sel.hierarchy
    for i in sel.nodes:
        assert not set(h.descendants(int(i)).tolist()) & set(sel.nodes.tolist())


# ---------------------------------------------------------------------------------------------- budget


def test_budget_drops_the_lowest_scores_first_and_is_never_exceeded() -> None:
    spec = [("aaaa", 0.75), ("bbbb", 0.5), ("cccc", 0.625)]
    full = run(spec, tokenizer=chars)
    assert full.texts == ("aaaa", "bbbb", "cccc")
    assert full.n_tokens == 4 * 3 + 2 * 2 == len(full.context)
    sel = run(spec, tokenizer=chars, budget=10)  # "aaaa\n\ncccc"
    assert sel.texts == ("aaaa", "cccc")
    assert sel.n_tokens == 10
    assert sel.hierarchy.node_objects is not None
    assert [sel.hierarchy.node_objects[i].text for i in sel.dropped] == ["bbbb"]
    assert run(spec, tokenizer=chars, budget=9).texts == ("aaaa",)
    assert len(run(spec, tokenizer=chars, budget=3)) == 0


def test_budget_ties_drop_the_later_node_first() -> None:
    sel = run([("xx", 0.5), ("yy", 0.5), ("zz", 0.5)], tokenizer=chars, budget=6)
    assert sel.texts == ("xx", "yy")


def test_default_tokenizer_counts_match_the_context() -> None:
    spec = [("The first paragraph, about cats.", 0.75), ("Second: dogs & wolves (canids).", 0.625)]
    sel = run(spec)
    from htmlprune.tokenizer import load_tokenizer

    assert sel.n_tokens == load_tokenizer().count(sel.context)
    assert sel.node_tokens.tolist() == [load_tokenizer().count(t) for t in sel.texts]


# ---------------------------------------------------------------------------------------------- caching


def test_node_embeddings_are_computed_once_per_tree_and_embedder() -> None:
    root, sims = build([("a", 0.5, [("b", 0.875)]), ("c", 0.625)])
    emb = ScriptedEmbedder(sims)
    first = hiro.select("q1", root, embedder=emb, S=0.5, delta=0.25)
    second = hiro.select("q2", root, embedder=emb, S=0.5, delta=0.25)
    assert first.texts == second.texts == ("b", "c")
    assert len(emb.encode_calls) == 1  # one batch for all nodes
    assert sorted(emb.encode_calls[0]) == ["a", "b", "c"]
    assert emb.query_calls == 2
    other = ScriptedEmbedder(sims)
    other.fingerprint = "scripted-v2"  # type: ignore[misc]
    hiro.select("q", root, embedder=other, S=0.5, delta=0.25)
    assert len(other.encode_calls) == 1  # a different fingerprint is a different cache entry


def test_hierarchy_pickles_with_its_embeddings() -> None:
    root, sims = build([("a", 0.5, [("b", 0.875)])])
    emb = ScriptedEmbedder(sims)
    h = hiro.hierarchy(root)
    h.embeddings(emb)
    h2 = pickle.loads(pickle.dumps(h))
    assert h2.texts == h.texts
    np.testing.assert_array_equal(h2.embeddings(emb), h.embeddings(emb))
    assert len(emb.encode_calls) == 1


def test_deep_chain_is_walked_without_recursion() -> None:
    depth = 20_000
    node = Node("n0")
    sims = {"n0": 0.9375}
    for i in range(1, depth):
        node = Node(f"n{i}", [node])
        sims[f"n{i}"] = 0.5
    # every child beats its parent only at the bottom: the walk stops at the chain's top node
    emb = ScriptedEmbedder(sims)
    sel = hiro.select("q", node, embedder=emb, S=0.5, delta=0.0)
    assert sel.texts == (f"n{depth - 1}",)
    h = hiro.hierarchy(node)
    assert int(h.depth.max()) == depth - 1
    scores = np.linspace(0.0, 1.0, depth).astype(
        np.float32
    )  # pre-order: each child beats its parent
    assert hiro.select_from_scores(node, scores, S=0.0, delta=0.0, tokenizer=chars).texts == ("n0",)


def test_a_cycle_is_rejected() -> None:
    a = Node("a")
    b = Node("b", [a])
    object.__setattr__(a, "children", (b,))
    with pytest.raises(InputError, match="cycle"):
        hiro.hierarchy(Node("", [a]))


# ---------------------------------------------------------------------------------------------- errors


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"S": float("nan")}, "S must be a finite number"),
        ({"delta": "0.1"}, "delta must be a finite number"),
        ({"variant": "paper"}, "variant must be one of"),
        ({"context": "markdown"}, "context must be one of"),
        ({"budget": -1}, "budget must be a non-negative int"),
    ],
)
def test_bad_arguments_raise_input_error(kwargs: dict[str, Any], match: str) -> None:
    with pytest.raises(InputError, match=match):
        run([("a", 0.5)], **kwargs)


def test_bad_trees_scores_and_embedders() -> None:
    root, _ = build([("a", 0.5)])
    with pytest.raises(TypeError, match="tree must be"):
        hiro.hierarchy("<p>html</p>")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="hold Node objects"):
        hiro.hierarchy([Node("a"), "b"])  # type: ignore[list-item]
    with pytest.raises(InputError, match="scores has shape"):
        hiro.select_from_scores(root, [0.5, 0.5], S=0.5, delta=0.0)
    with pytest.raises(InputError, match="NaN"):
        hiro.select_from_scores(root, [float("nan")], S=0.5, delta=0.0)

    with pytest.raises(TypeError, match="embedder must be"):
        hiro.select("q", root, embedder=object(), S=0.5, delta=0.0)
    with pytest.raises(TypeError, match=r"Node\.children"):
        Node("a", ["b"])  # type: ignore[list-item]


def test_context_html_needs_html() -> None:
    root = Node("", [Node("a", html="<p>a</p>"), Node("b")])
    emb = ScriptedEmbedder({"a": 0.75, "b": 0.25})
    sel = hiro.select("q", root, embedder=emb, S=0.5, delta=0.0, context="html")
    assert sel.context == "<p>a</p>"
    with pytest.raises(InputError, match="needs HTML"):
        hiro.select("q", root, embedder=emb, S=0.0, delta=0.0, context="html")


def test_to_dict_is_json_ready() -> None:
    import json

    sel = run([("p", 0.5, [("c", 0.875)])], tokenizer=chars)
    d = json.loads(json.dumps(sel.to_dict()))
    assert d["context"] == "c"
    assert d["n_tokens"] == 1
    assert d["nodes"][0]["score"] == 0.875


# ---------------------------------------------------------------------------------------------- baselines


def _scored(spec: Any) -> tuple[Node, np.ndarray]:
    root, sims = build(spec)
    return root, hiro.node_scores("q", root, embedder=ScriptedEmbedder(sims))


def test_collapsed_tree_takes_the_best_nodes_of_all_levels_under_the_limit() -> None:
    root, s = _scored(
        [("aaaa", 0.5, [("bb", 0.875), ("cc", 0.25)]), ("dddddddd", 0.75), ("ee", 0.625)]
    )
    # by similarity: bb, dddddddd, ee, aaaa (an ancestor of bb: skipped with dedupe), cc
    sel = hiro.collapsed_tree(root, s, max_tokens=100, tokenizer=chars)
    assert sel.texts == ("bb", "cc", "dddddddd", "ee")
    sel = hiro.collapsed_tree(root, s, max_tokens=100, tokenizer=chars, dedupe=False)
    assert sel.texts == ("aaaa", "bb", "cc", "dddddddd", "ee")
    assert hiro.collapsed_tree(root, s, max_tokens=100, top_k=2, tokenizer=chars).texts == (
        "bb",
        "dddddddd",
    )
    # "stop" ends at the first node that does not fit (RAPTOR); "skip" tries the smaller ones after it
    assert hiro.collapsed_tree(root, s, max_tokens=8, tokenizer=chars).texts == ("bb",)
    sel = hiro.collapsed_tree(root, s, max_tokens=8, tokenizer=chars, overflow="skip")
    assert sel.texts == ("bb", "ee")  # dddddddd does not fit; ee does; cc would make 10
    assert sel.n_tokens == 6


def test_tree_traversal_takes_top_k_per_layer() -> None:
    spec = [
        ("a", 0.75, [("a1", 0.5), ("a2", 0.625, [("a2x", 0.25)])]),
        ("b", 0.625, [("b1", 0.875)]),
        ("c", 0.25, [("c1", 0.9375)]),
    ]
    root, s = _scored(spec)
    # layer 0: a, b; layer 1 among a1, a2, b1: b1, a2; layer 2 among a2x: a2x
    sel = hiro.tree_traversal(root, s, top_k=2, tokenizer=chars)
    assert sel.texts == ("a2x", "b1")  # the most specific nodes taken
    sel = hiro.tree_traversal(root, s, top_k=2, tokenizer=chars, dedupe=False)
    assert sel.texts == ("a", "a2", "a2x", "b", "b1")
    sel = hiro.tree_traversal(root, s, top_k=2, num_layers=1, tokenizer=chars)
    assert sel.texts == ("a", "b")
    sel = hiro.tree_traversal(root, s, top_k=2, tokenizer=chars, max_tokens=5)
    assert sel.texts == ("b1",)


# ---------------------------------------------------------------------------------------------- block trees

RIVERS = """<html><body><h1>Rivers</h1><p>Intro about rivers of Europe and their length.</p>
<div><section><h2>Table</h2><table><tr><th>River</th><th>Length</th></tr><tr><td>Danube</td><td>2850 km</td></tr>
<tr><td>Rhine</td><td>1230 km</td></tr><tr><td>Elbe</td><td>1094 km</td></tr></table></section></div>
<ul><li>Seine is in France</li><li>Loire is longer than the Seine</li></ul>closing words</body></html>"""


@pytest.fixture(scope="module")
def rivers() -> Any:
    from htmlprune.html import build_block_tree

    return build_block_tree(RIVERS, max_words=4)


def test_block_tree_hierarchy_is_the_element_tree_above_the_blocks(rivers: Any) -> None:
    h = hiro.hierarchy(rivers)
    assert h.kind == "blocks"
    assert h.is_tree
    assert h.paths is not None
    # top level: the children of the page's first branching element (body); its direct text is a leaf
    assert [h.paths[i] for i in h.top] == [
        "<html><body>",
        "<html><body><h1>",
        "<html><body><p>",
        "<html><body><section>",
        "<html><body><ul>",
    ]
    assert h.texts[h.top[0]] == "closing words"
    section = int(h.top[3])
    # an element's content is the text of its subtree: its blocks' texts in document order
    assert h.texts[section].split("\n") == [
        "Table", "River", "Length", "Danube", "2850 km", "Rhine", "1230 km", "Elbe", "1094 km",
    ]  # fmt: skip
    # the single-child wrapper <tbody> is merged: the table's children are its rows
    table = next(i for i in range(len(h)) if h.paths[i] == "<html><body><section><table>")
    rows = h.children(table).tolist()
    assert [h.texts[r] for r in rows] == [
        "River\nLength",
        "Danube\n2850 km",
        "Rhine\n1230 km",
        "Elbe\n1094 km",
    ]
    assert all(h.is_leaf(r) and int(h.parent[r]) == table for r in rows)
    # every block's text is in exactly one leaf
    assert h.blocks is not None
    leaf_blocks = sorted(int(b) for i, b in enumerate(h.blocks) if h.is_leaf(i))
    assert leaf_blocks == [b for b in range(len(rivers)) if rivers.texts[b].strip()]


def test_block_tree_node_html_is_the_element_span(rivers: Any) -> None:
    from htmlprune.html import visible_text

    h = hiro.hierarchy(rivers)
    assert h.paths is not None
    for i in range(len(h)):
        html = h.html(i)
        assert html is not None
        # the HTML of a node renders exactly its content
        assert "".join(visible_text(html).split()) == "".join(h.texts[i].split())
    # an element without a block of its own gets its real span: its tags plus its rows, in order
    table = h.paths.index("<html><body><section><table>")
    table_html = h.html(table)
    assert table_html is not None
    assert table_html.startswith("<table>")
    assert table_html.endswith("</table>")
    assert h.blocks is not None
    rows = [rivers.block_html(int(h.blocks[r])) for r in h.children(table).tolist()]
    positions = [table_html.index(r) for r in rows]
    assert positions == sorted(positions)
    section = int(h.top[3])
    assert (
        h.html(section)
        == rivers.html.encode()[
            rivers.html.encode().index(b"<section>") : rivers.html.encode().index(b"</section>")
            + 10
        ].decode()
    )


def test_hiro_on_a_block_tree_descends_to_the_row_that_beats_its_table(rivers: Any) -> None:
    h = hiro.hierarchy(rivers)
    sims = dict.fromkeys(h.texts, 0.25)
    section = h.texts[h.top[3]]
    table = h.texts[h.children(int(h.top[3]))[1]]
    sims[section] = 0.5
    sims[table] = 0.625  # beats the section by 0.125
    sims["Rhine\n1230 km"] = 0.875  # beats the table by 0.25
    sims["Danube\n2850 km"] = 0.6875  # beats the table by only 0.0625
    sims["Loire is longer than the Seine"] = 0.75  # inside <ul> (0.25 < S): pruned with it
    emb = ScriptedEmbedder(sims)
    sel = hiro.select(
        "how long is the rhine?", rivers, embedder=emb, S=0.5, delta=0.1, tokenizer=chars
    )
    assert sel.texts == ("Rhine\n1230 km",)
    assert sel.paths == ("<html><body><section><table><tbody><tr3>",)
    assert [rivers.texts[b] for b in sel.blocks] == ["Rhine\n1230 km"]
    assert sel.html == (rivers.block_html(int(sel.blocks[0])),)
    html_sel = hiro.select(
        "q", rivers, embedder=emb, S=0.5, delta=0.1, context="html", tokenizer=chars
    )
    assert html_sel.context == sel.html[0]
    assert html_sel.n_tokens == len(sel.html[0])
    # the embeddings live in the BlockTree's cache: a second question embeds nothing but the question
    assert len(emb.encode_calls) == 1
    assert "hiro.hierarchy" in rivers.cache
    # with delta 0.05 the Danube row wins as well
    sel2 = hiro.select("q", rivers, embedder=emb, S=0.5, delta=0.05, tokenizer=chars)
    assert sel2.texts == ("Danube\n2850 km", "Rhine\n1230 km")
    assert [rivers.texts[b] for b in sel2.blocks] == ["Danube\n2850 km", "Rhine\n1230 km"]


def test_element_html_is_the_exact_element_even_next_to_markup_without_words() -> None:
    from htmlprune.html import build_block_tree

    # (a WTQ staff-table shape) the empty first cell stands between the table's start tag and its first
    # block: the element's HTML is still the whole table, empty cell included
    html = (
        "<body><table><tr><td></td><td><b>Front office</b><ul><li>Owner one two</li>"
        "<li>Coach three four</li></ul></td></tr></table><p>other words here now</p></body>"
    )
    tree = build_block_tree(html, max_words=3)
    h = hiro.hierarchy(tree)
    assert h.paths is not None
    table = h.paths.index("<html><body><table>")
    assert h.html(table) == (
        "<table><tbody><tr><td></td><td><b>Front office</b><ul><li>Owner one two</li>\n"
        "<li>Coach three four</li></ul></td></tr></tbody></table>"
    )


def test_several_pages_each_contribute_their_top_level() -> None:
    from htmlprune.html import build_block_tree

    tree = build_block_tree(
        [
            "<p>page one text here</p><p>more words here please</p>",
            "<div><p>second page</p><p>x y</p></div>",
        ],
        max_words=3,
    )
    h = hiro.hierarchy(tree)
    assert [h.texts[i] for i in h.top] == [
        "page one text here",
        "more words here please",
        "second page",
        "x y",
    ]


@pytest.mark.parametrize("html", ["", "<p></p>", "<img src=x>"])
def test_a_block_tree_without_text_gives_an_empty_selection(html: str) -> None:
    from htmlprune.html import build_block_tree

    tree = build_block_tree(html)
    sel = hiro.select("q", tree, embedder=ScriptedEmbedder({}), S=0.0, delta=0.0)
    assert len(sel) == 0
    assert sel.blocks.tolist() == []


# ---------------------------------------------------------------------------------------------- real model

PAGE = (
    DATA / "wtq-nt-9364.html"
)  # the Wikipedia page "Smile! (Vitas album)", a WTQ page (CC BY-SA 4.0)


@pytest.fixture(scope="module")
def minilm() -> Any:
    from htmlprune.embed import OnnxEmbedder

    return OnnxEmbedder("all-MiniLM-L6-v2")


@pytest.fixture(scope="module")
def vitas() -> Any:
    from htmlprune.html import build_block_tree

    return build_block_tree(PAGE.read_text(encoding="utf-8"), max_words=64)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("question", "S", "answer", "path_end"),
    [
        # a paragraph answers: HIRO returns that paragraph only
        ("Which award did the title track win?", 0.4, "Golden Gramophone", "<p2>"),
        # a row answers: HIRO descends from the track table into the row that beats it
        ("Which song on the album was composed by Franz Schubert?", 0.4, "Ave Maria", "<tr6>"),
        ("Who wrote the lyrics of Chrysanthemums Have Faded Out?", 0.3, "V. Shumsky", "<tr12>"),
    ],
)
def test_real_minilm_selects_the_answering_node_of_a_real_page(
    minilm: Any, vitas: Any, question: str, S: float, answer: str, path_end: str
) -> None:
    sel = hiro.select(question, vitas, embedder=minilm, S=S, delta=0.05)
    assert sel.paths is not None
    assert any(p.endswith(path_end) for p in sel.paths), sel.paths
    assert answer.casefold() in " ".join(sel.context.split()).casefold()
    # a small part of the page, without repeated text
    h = hiro.hierarchy(vitas)
    from htmlprune.tokenizer import load_tokenizer

    page_tokens = int(h.token_counts(load_tokenizer(), h.top).sum())
    assert sel.n_tokens < 0.15 * page_tokens
    assert sel.n_tokens == load_tokenizer().count(sel.context)
    chosen = set(sel.nodes.tolist())
    assert all(not (set(h.descendants(i).tolist()) & chosen) for i in chosen)
    # the table row refines the table: the table itself is not returned
    if path_end.startswith("<tr"):
        assert not any(p.endswith("<table2>") for p in sel.paths)
    # similarities are cosines of unit vectors, and the walk obeyed them
    scores = hiro.node_scores(question, vitas, embedder=minilm)
    assert np.all(np.abs(scores) <= 1.0 + 1e-5)
    np.testing.assert_allclose(sel.scores, scores[sel.nodes], atol=1e-5)
    assert np.all(sel.scores >= S)


@pytest.mark.slow
def test_real_minilm_embeddings_are_cached_on_the_block_tree(minilm: Any, vitas: Any) -> None:
    h = hiro.hierarchy(vitas)
    first = h.embeddings(minilm)
    hiro.select("any question", vitas, embedder=minilm, S=0.3, delta=0.05)
    assert h.embeddings(minilm) is first  # computed once per tree and embedder
    assert first.shape == (len(h), 384)
    np.testing.assert_allclose(np.linalg.norm(first, axis=1), 1.0, atol=1e-5)
    # an element's vector embeds its subtree's text (what the embedder gives for that text)
    table = next(i for i, p in enumerate(h.paths or []) if p.endswith("<table2>"))
    np.testing.assert_allclose(first[table], minilm.encode([h.texts[table]])[0], atol=1e-4)
    # the mean-of-leaves variant covers the whole subtree and is cached separately
    mean = h.embeddings(minilm, node_embedding="mean")
    assert mean is not first
    leaves = [i for i in range(len(h)) if h.is_leaf(i)]
    np.testing.assert_allclose(mean[leaves], first[leaves], atol=1e-6)


@pytest.mark.slow
def test_hiro_pruner_returns_html_context_under_the_budget(minilm: Any) -> None:
    from htmlprune.tokenizer import load_tokenizer

    html = PAGE.read_text(encoding="utf-8")
    pruner = hiro.HiroPruner(minilm, S=0.3, delta=0.05, budget=400)
    question = "Which song on the album was composed by Franz Schubert?"
    result = pruner(question, html)
    assert isinstance(result, htmlprune.PruneResult)  # one result type for every pruner
    sel = result.selection
    assert (result.content, result.n_tokens, result.format) == (sel.context, sel.n_tokens, "html")
    assert (result.kept.tolist(), result.budget) == (sel.blocks.tolist(), 400)
    assert sel.context_kind == "html"
    h = sel.hierarchy
    assert h.paths is not None
    row = next(i for i, p in enumerate(h.paths) if p.endswith("<table2><tbody><tr6>"))
    assert "Ave Maria" in h.texts[row]
    assert row in sel.nodes.tolist()
    assert sel.html[sel.nodes.tolist().index(row)] in sel.context  # the row, as HTML
    assert sel.html[sel.nodes.tolist().index(row)].startswith("<tr>")
    assert load_tokenizer().count(sel.context) == sel.n_tokens <= 400
    tree = pruner.tree(html)
    assert pruner(question, tree).content == sel.context  # a kept tree gives the same answer
    tight = pruner(question, tree, budget=60).selection
    assert tight.n_tokens <= 60
    assert len(tight.dropped) > 0
    assert min(sel.scores[np.isin(sel.nodes, tight.dropped)]) <= min(
        tight.scores
    )  # lowest dropped first
    with pytest.raises(InputError, match="max_words"):
        hiro.HiroPruner(minilm, S=0.3, delta=0.05, max_words=0)
