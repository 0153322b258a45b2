"""Native bindings that no Python layer calls, each tested against one that does.

Issue 14 counted six bindings nothing used. They stay (``_core`` is private and each is a thin shim) because
each exposes core state the native pipeline relies on: ``node_of_block`` (block -> DOM element),
``block_piece_html`` (what keeping a block adds: the budget's unit cost), ``bm25_scores`` (BM25 of plain
documents, the core of ``bm25_tree_scores``), ``BpeCounter.cache_size`` (the counter's piece cache) and
``TokenTrie.first_child``/``next_sibling`` (the trie's child lists). These tests pin each one to a binding the
Python layers do call, so a drift in the core shows up here.
"""

from __future__ import annotations

import gzip
import html as html_lib
import json
import re

import numpy as np
import pytest
from tokenizers import Tokenizer as HfTokenizer

from htmlprune import _core
from htmlprune.html import build_block_tree
from htmlprune.tokenizer import BUNDLED_TOKENIZER, _native_spec, load_tokenizer

from .conftest import SAMPLE_PAGE

SMALL = (
    "<html><body><h2>Moons</h2><div><p>Saturn has <b>274</b> moons &amp; rings.</p>"
    "<p>Mars has two.</p>Loose text &lt;here&gt; now</div><ul><li>a</li><li>b</li></ul></body></html>"
)


def _trees() -> list[_core.BlockTree]:
    page = SAMPLE_PAGE.read_text(encoding="utf-8")
    return [build_block_tree(SMALL, max_words=4).core] + [
        build_block_tree(page, max_words=mw).core for mw in (4, 32)
    ]


def test_node_of_block_is_the_element_at_the_end_of_the_path() -> None:
    for tree in _trees():
        nodes = tree.node_of_block
        assert nodes.dtype == np.uint32
        assert len(nodes) == len(tree)
        assert len(set(nodes.tolist())) == len(tree)  # one element per block
        assert int(nodes.max()) < tree.n_nodes
        for i, path in enumerate(tree.paths):
            # '<html><body><div2><p>': the last element's name, then its sibling number if any
            last = re.findall(r"<([^<>]+)>", path)[-1]
            tag = tree.tag_names[tree.node_tag[nodes[i]]]
            assert re.fullmatch(re.escape(tag) + r"\d*", last), (i, path, tag)


@pytest.mark.parametrize("fmt", ["html", "markdown", "text"])
def test_block_piece_html_is_what_block_piece_bytes_measures(fmt: str) -> None:
    for tree in _trees():
        for omit in (False, True):
            for newline in (False, True):
                options = {"omit_optional_end_tags": omit, "newline_between_blocks": newline}
                sizes = tree.block_piece_bytes(**options, format=fmt)
                pieces = [tree.block_piece_html(i, **options, format=fmt) for i in range(len(tree))]
                assert [len(p.encode("utf-8")) for p in pieces] == sizes.tolist()


# optional end tags and <tbody> at every depth, and leaf blocks below svg, pre and noscript (whose pieces
# the estimate serializes rather than measures on the tree's HTML)
OPTIONAL_TAGS = (
    "<div><p>one two<div>three</div><p>four five</div><table><thead><tr><th>a b<th>c</thead><tbody><tr>"
    "<td>d e<td>f<tr><td>g<td>h i</tbody><tbody><tr><td>j k</tbody><tfoot><tr><td>l m</tfoot></table>"
    "<ul><li>n o<li>p <b>q</b></ul><dl><dt>r s<dd>t u<dt>v</dl><select><optgroup label=x><option>w x"
    "<option>y</optgroup></select><svg><foreignObject><div><p>z one</p><div>two three</div></div>"
    "<div><p>four five</p><div>six seven</div></div></foreignObject><text>eight nine</text></svg>"
    "<pre><div><p>ten one</p><div>two\nthree</div></div><div><p>four five</p><p>six seven</p></div>\n</pre>"
    "<noscript><p>eleven twelve</p><div>thirteen</div></noscript><section><p>last words here</p></section>"
)


def test_the_budget_estimates_measure_the_pieces_as_block_piece_bytes() -> None:
    # token_costs() measures leaf pieces on the tree's HTML without serializing them: with one byte per
    # token and no tag costs its block costs are the pieces' byte sizes
    trees = _trees() + [build_block_tree(OPTIONAL_TAGS, max_words=mw).core for mw in (1, 2, 3, 256)]
    for tree in trees:
        for fmt in ("html", "markdown", "text"):
            for omit in (False, True):
                for newline in (False, True):
                    options = {"omit_optional_end_tags": omit, "newline_between_blocks": newline}
                    config = _core.PruneConfig()
                    config.compact, config.newline_between_blocks, config.format = (
                        omit,
                        newline,
                        fmt,
                    )
                    config.bytes_per_token = 1.0
                    config.semantic = False  # the compact output's estimates leave out layout tags (compact_test)
                    zero = _core.TagCosts(fmt)  # tags cost nothing: the count below says 0
                    block_cost, _ = _core.token_costs(tree, zero, None, lambda s: 0, config)
                    assert (
                        block_cost.tolist()
                        == tree.block_piece_bytes(**options, format=fmt).tolist()
                    )


def test_block_piece_html_is_a_leafs_subtree_or_a_non_leafs_own_text() -> None:
    seen_non_leaf = False
    for tree in _trees():
        for i in range(len(tree)):
            piece = tree.block_piece_html(i)
            if tree.is_leaf[i]:
                assert piece == tree.block_html(i)
            else:
                seen_non_leaf = True
                assert piece == html_lib.escape(tree.texts[i], quote=False)
    assert seen_non_leaf
    with pytest.raises(IndexError):
        build_block_tree(SMALL).core.block_piece_html(10**6)


def test_bm25_scores_of_plain_documents_equal_the_tree_scores() -> None:
    for tree in _trees():
        for query in ("Saturn moons", "Which planet has the most moons?", "nothing matches zzz"):
            docs = _core.bm25_scores(query, tree.texts)
            assert docs.dtype == np.float32
            plain = _core.Bm25Config()  # no context, no priors
            np.testing.assert_array_equal(docs, _core.bm25_tree_scores(query, tree, plain))
    scores = _core.bm25_scores("saturn", ["Saturn has rings", "Mars", "saturn, SATURN!"])
    assert scores[1] == 0
    assert scores[2] > scores[0] > 0
    assert _core.bm25_scores("q", []).shape == (0,)


def test_bpe_counter_caches_each_piece_once() -> None:
    raw = BUNDLED_TOKENIZER.read_bytes()
    fast = HfTokenizer.from_str(gzip.decompress(raw).decode("utf-8"))
    spec = _native_spec(json.loads(fast.to_str()), fast)
    assert spec is not None
    counter = _core.BpeCounter(*spec)  # a fresh counter: an empty cache
    assert counter.cache_size == 0
    text = "hello world hello"  # pieces 'hello', ' world', ' hello'
    assert counter.count(text) == len(fast.encode(text, add_special_tokens=False).ids)
    assert counter.cache_size == 3
    assert counter.count(text) == len(fast.encode(text, add_special_tokens=False).ids)
    assert counter.count("hello world") == 2
    assert counter.cache_size == 3  # nothing new
    counter.count_batch(["zebra quagga", "hello"])
    assert counter.cache_size == 5
    assert load_tokenizer().native  # the counter under test is the one the bundled tokenizer uses


def test_token_trie_child_lists_match_parents() -> None:
    paths = [[1, 2, 3], [1, 2, 4], [1, 5], [6], [1, 2, 3, 7], [1, 2, 3]]
    flat = np.array([t for p in paths for t in p], dtype=np.int32)
    offsets = np.cumsum([0] + [len(p) for p in paths]).astype(np.int32)
    trie = _core.TokenTrie(flat, offsets)
    parent, first, nxt = trie.parent, trie.first_child, trie.next_sibling
    assert trie.n_nodes == 1 + len({tuple(p[: k + 1]) for p in paths for k in range(len(p))})
    for node in range(trie.n_nodes):
        children = []
        child = int(first[node])
        while child != -1:
            children.append(child)
            child = int(nxt[child])
        assert sorted(children) == [c for c in range(trie.n_nodes) if parent[c] == node]
        assert len(children) == trie.n_children[node]
        assert len({int(trie.token[c]) for c in children}) == len(
            children
        )  # a trie: no repeated token
    # walking from the root along a block's tokens by child lists ends at that block's node
    for b, path in enumerate(paths):
        node = 0
        for token in path:
            child = int(first[node])
            while int(trie.token[child]) != token:
                child = int(nxt[child])
            node = child
        assert node == trie.block_node[b]
