"""clean(), visible_text(), clean_batch() and build_block_tree() through the Python API."""

from __future__ import annotations

import pickle
import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import htmlprune
from htmlprune import CleanOptions, InputError, LimitExceededError
from htmlprune.html import BlockTree


def words(text: str) -> list[str]:
    return text.split()


# --- cleaning ------------------------------------------------------------------------------------------


def test_clean_merges_single_nested_wrappers() -> None:
    out = htmlprune.clean("<div><div><p>x</p></div></div>")
    assert "<p>x</p>" in out
    assert "<div" not in out


def test_clean_removes_scripts_styles_comments_and_attributes(sample_html: str) -> None:
    out = htmlprune.clean(sample_html)
    for gone in ("<script", "<style", "gtag(", "font-family", "<!--", "class=", "DOCTYPE", "<meta"):
        assert gone not in out, gone
    assert "Saturn holds the record" in out
    assert "<table>" in out
    assert "<th>Known moons" in out


def test_clean_drops_hidden_keeps_noscript() -> None:
    out = htmlprune.clean(
        "<p>shown</p><div hidden><p>secret</p></div><noscript><p>forum post</p></noscript>"
    )
    assert "secret" not in out
    assert "forum post" in out
    assert "shown" in out


def test_clean_keeps_the_document_title_visible_text_does_not() -> None:
    # clean's contract (rule 1): the <title> in head is kept as the page's context for a reader; a browser
    # does not render it in the page, so visible_text leaves it out. An svg <title> is dropped by both.
    page = "<title>Moons of Saturn</title><p>Saturn has 146 moons.<svg><title>icon</title></svg>"
    assert htmlprune.clean(page) == "<title>Moons of Saturn</title><p>Saturn has 146 moons.</p>"
    assert htmlprune.clean(page, format="text") == "Moons of Saturn\nSaturn has 146 moons."
    assert htmlprune.visible_text(page) == "Saturn has 146 moons."


def test_clean_keep_attrs() -> None:
    html = '<p><a href="/x" class="c" title="T">link</a><img src="i.png" alt="pic" width="3"></p>'
    assert "href" not in htmlprune.clean(html)
    out = htmlprune.clean(html, keep_attrs=("href", "src", "alt", "title"))
    assert 'href="/x"' in out
    assert 'title="T"' in out
    assert 'alt="pic"' in out
    assert 'src="i.png"' in out
    assert "class=" not in out
    assert "width=" not in out


def test_clean_keeps_pre_whitespace_exactly() -> None:
    code = "def f(x):\n    return  x * 2\n\n\tdone"
    out = htmlprune.clean(f"<div><pre><code>{code}</code></pre><p>a    b\n c</p></div>")
    assert code in out
    assert "a b c" in out


def test_clean_is_idempotent_and_lossless_on_sample(sample_html: str) -> None:
    once = htmlprune.clean(sample_html)
    assert htmlprune.clean(once) == once
    assert words(htmlprune.visible_text(once)) == words(htmlprune.visible_text(sample_html))


def test_clean_decodes_bytes_by_meta_charset_and_bom() -> None:
    latin = '<meta charset="windows-1252"><p>caf\xe9 \x80</p>'.encode("latin-1")
    assert "café €" in htmlprune.clean(latin)
    bom = "\ufeff<p>naïve</p>".encode("utf-16-le")
    assert "naïve" in htmlprune.clean(b"\xff\xfe" + bom[2:])
    assert "naïve" in htmlprune.clean("<p>naïve</p>".encode())


def test_clean_replaces_invalid_utf8() -> None:
    out = htmlprune.clean(b'<meta charset="utf-8"><p>ok \xff\xfe bad \xc3</p>')
    assert out == "<p>ok \ufffd\ufffd bad \ufffd</p>"
    # undeclared, the same bytes are no UTF-8: read in the legacy encoding detection finds, never an error
    data = b"<p>ok \xff\xfe bad \xc3</p>"
    found = htmlprune.detect_encoding(data)
    assert found.source == "detected"
    assert htmlprune.clean(data) == htmlprune.clean(data.decode(found.codec))


def test_visible_text_blocks_on_lines(sample_html: str) -> None:
    text = htmlprune.visible_text("<h1>Title</h1><p>one <b>two</b></p><ul><li>a</li><li>b</li></ul>")
    assert words(text) == ["Title", "one", "two", "a", "b"]
    assert "Title\n" in text
    assert "gtag" not in htmlprune.visible_text(sample_html)


# --- hostile input ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "html",
    ["", "   \n\t ", "\x00\x00<p>\x00</p>", "<!-- unterminated", "<script>never closed", "<div class='x"],
)
def test_degenerate_inputs_give_strings(html: str) -> None:
    out = htmlprune.clean(html)
    assert isinstance(out, str)
    assert "never closed" not in out
    assert htmlprune.clean(out) == out


def test_binary_garbage() -> None:
    rng = np.random.default_rng(0)
    blob = rng.integers(0, 256, 200_000, dtype=np.uint8).tobytes()
    out = htmlprune.clean(blob)
    assert isinstance(out, str)
    assert htmlprune.clean(out) == out


@pytest.mark.slow
@pytest.mark.parametrize(
    "page",
    [
        "<div>" * 6 + "<p>a</p><p>b</p>c</div><span>d</span>e",
        ("<div>" * 6 + "<p>a<b>x</b></p>y</div>") * 2 + "z",
        "<div>" * 6 + "<p>a</p>" + "</div>" * 5 + "</p>b",
        "<svg><foreignObject>" * 5 + "<p>a</p></foreignObject>q</svg>r",
        "<ul>" * 6 + "<li>a<li>b</ul></ul><li>c",
    ],
)
def test_end_tags_at_the_depth_limit_keep_text_in_order(page: str) -> None:
    # At max_depth, start tags are appended but not pushed; their end tags (</p> included, which
    # otherwise opens an empty paragraph) must not lose or reorder text.
    assert htmlprune.visible_text(page, max_depth=5).split() == htmlprune.visible_text(page).split()
    assert htmlprune.visible_text(htmlprune.clean(page, max_depth=5)).split() == (
        htmlprune.visible_text(page).split()
    )


def test_deep_nesting_keeps_text() -> None:
    n = 200_000
    deep = "<div>" * n + "deep text" + "</div>" * n
    assert "deep text" in htmlprune.clean(deep)
    unclosed = "<b>" * n + "bold end"
    assert "bold end" in htmlprune.visible_text(unclosed)
    tree = htmlprune.build_block_tree(deep)
    assert "deep text" in " ".join(tree.texts)


@pytest.mark.slow
def test_large_attribute_and_page() -> None:
    attr = '<p title="' + "x" * 10_000_000 + '">after</p>'
    assert "after" in htmlprune.clean(attr)
    page = "<p>" + "word " * 20_000 + "</p>"
    big = page * 1000  # 100 MB
    out = htmlprune.clean(big)
    assert out.count("<p>") == 1000
    with pytest.raises(LimitExceededError, match="max_bytes"):
        htmlprune.clean(big, max_bytes=1_000_000)


@pytest.mark.parametrize("bad", [None, 3, 4.5, ["<p>"], object()])
def test_wrong_types(bad: object) -> None:
    with pytest.raises(TypeError, match="str or bytes"):
        htmlprune.clean(bad)  # type: ignore[arg-type]


def test_bad_options() -> None:
    with pytest.raises(TypeError, match="unknown option"):
        htmlprune.clean("<p>x</p>", keep_attr=("href",))
    with pytest.raises(InputError, match="keep_attrs"):
        CleanOptions(keep_attrs="href")  # type: ignore[arg-type]
    with pytest.raises(InputError, match="max_bytes"):
        htmlprune.clean("<p>x</p>", max_bytes=-1)


def test_surrogates_in_str_do_not_crash() -> None:
    out = htmlprune.clean("<p>a\ud800b</p>")
    assert "a" in out
    assert "b" in out


# --- batch ---------------------------------------------------------------------------------------------


def test_clean_batch_threads_equal_sequential(sample_html: str) -> None:
    pages = [sample_html, "<p>x</p>", b"<p>bytes</p>", "", sample_html.replace("Saturn", "Titan")] * 5
    one = htmlprune.html.clean_batch(pages, threads=1)
    assert one == [htmlprune.clean(p) for p in pages]
    assert htmlprune.html.clean_batch(pages, threads=2) == one
    assert htmlprune.html.clean_batch(pages, threads=8) == one


def test_clean_batch_errors() -> None:
    with pytest.raises(LimitExceededError):
        htmlprune.html.clean_batch(["<p>ok</p>", "<p>" + "x" * 5000 + "</p>"], threads=2, max_bytes=1000)
    # several threads run the larger failing page first; the error is still the lowest failing page's
    with pytest.raises(LimitExceededError, match="2000 bytes"):
        htmlprune.html.clean_batch(["<p>ok</p>", "x" * 2000, "y" * 5000], threads=2, max_bytes=1000)
    with pytest.raises(TypeError):
        htmlprune.html.clean_batch("<p>not a list</p>")  # type: ignore[arg-type]
    with pytest.raises(InputError, match="threads"):
        htmlprune.html.clean_batch(["<p>x</p>"], threads=0)


_PIECES = [*"<>/=\"' abcdiv&;#\n", "<p>", "</p>", "<div>", "<td>", "<pre>", "<table>", "<li>", "&amp;"]


@given(st.lists(st.sampled_from(_PIECES), max_size=60).map("".join))
@settings(max_examples=200, deadline=None)
def test_clean_idempotent_property(html: str) -> None:
    once = htmlprune.clean(html)
    assert htmlprune.clean(once) == once


# --- block tree ----------------------------------------------------------------------------------------


def test_block_tree_paths_unique_and_numbered_in_paths_only() -> None:
    html = "<body>" + "".join(f"<div><p>{'w ' * 5}{i}</p><p>x{i}</p></div>" for i in range(3)) + "</body>"
    tree = htmlprune.build_block_tree(html, max_words=4)
    assert len(set(tree.paths)) == len(tree.paths)
    assert any("<div2>" in p for p in tree.paths)
    assert "<div2>" not in tree.html
    assert "<p1>" not in tree.html
    for i in tree:
        start, end = int(tree.byte_start[i]), int(tree.byte_end[i])
        piece = tree.html.encode()[start:end].decode()
        assert piece.startswith("<"), piece


def test_block_tree_leaf_and_nonleaf() -> None:
    html = "<div>direct words here <p>" + "a " * 10 + "</p><p>" + "b " * 10 + "</p></div>"
    tree = htmlprune.build_block_tree(html, max_words=12)
    assert not tree.is_leaf.all()
    assert tree.is_leaf.any()
    nonleaf = [t for t, leaf in zip(tree.texts, tree.is_leaf) if not leaf]
    assert any("direct words here" in t for t in nonleaf)
    assert all("a a" not in t for t in nonleaf)
    assert (tree.words[tree.is_leaf] <= 12).all()


def test_block_tree_counts_cjk_characters_as_words() -> None:
    tree = htmlprune.build_block_tree("<p>日本語のテキスト</p><p>two words</p>", max_words=3)
    by_text = dict(zip(tree.texts, tree.words))
    assert by_text.get("two words") == 2
    assert max(tree.words) >= 8 or len(tree) > 2


def test_block_tree_many_pages_and_pickle() -> None:
    tree = htmlprune.build_block_tree(["<p>page one</p>", "<p>page two</p>"])
    assert set(tree.page.tolist()) == {0, 1}
    assert "page one" in tree.html
    assert "page two" in tree.html
    tree.cache["x"] = np.arange(3)
    clone = pickle.loads(pickle.dumps(tree))
    assert isinstance(clone, BlockTree)
    assert clone.paths == tree.paths
    assert clone.texts == tree.texts
    assert clone.html == tree.html
    assert (clone.cache["x"] == np.arange(3)).all()


def _row_paths(el: htmlprune.html.BlockElements) -> list[str]:
    """Each row's path rebuilt from parents, tags and numbers alone (rows come in pre-order)."""
    out: list[str] = []
    for r in range(len(el)):
        parent = int(el.parent[r])
        label = ""
        if el.tag[r] >= 0:
            number = "" if el.number[r] < 0 else str(int(el.number[r]))
            label = f"<{el.tag_names[int(el.tag[r])]}{number}>"
        out.append((out[parent] if parent >= 0 else "") + label)
    return out


def _check_elements(tree: BlockTree) -> htmlprune.html.BlockElements:
    el = tree.elements()
    paths = _row_paths(el)
    encoded = tree.html.encode()
    blocks = el.block.tolist()
    assert sorted(b for b in blocks if b >= 0) == list(range(len(tree)))  # one row per block
    for r, b in enumerate(blocks):
        start, end = int(el.byte_start[r]), int(el.byte_end[r])
        if el.tag[r] >= 0 and el.tag_names[int(el.tag[r])] not in ("html", "head", "body"):
            # (the serializer leaves out the implied html/head/body tags)
            assert encoded[start:end].startswith(f"<{el.tag_names[int(el.tag[r])]}".encode())
        parent = int(el.parent[r])
        if parent >= 0:
            assert parent < r
            assert el.byte_start[parent] <= start <= end <= el.byte_end[parent]
        if b >= 0:
            assert paths[r] == tree.paths[b]
            assert (start, end) == (int(tree.byte_start[b]), int(tree.byte_end[b]))
            assert el.page[r] == tree.page[b]
    return el


def test_block_elements_give_parents_tags_numbers_and_spans() -> None:
    # "<h12>" in a path: the row says tag h1, number 2
    html = (
        "<body><div><h1>first heading words</h1><h1>second heading words</h1>"
        "<h2>third heading words</h2></div><div>direct text <p>a b c</p><p>d e f</p><br></div></body>"
    )
    tree = htmlprune.build_block_tree(html, max_words=3)
    el = _check_elements(tree)
    names = [el.tag_names[t] for t in el.tag.tolist()]
    labels = [f"{n}{k}" if k >= 0 else n for n, k in zip(names, el.number.tolist())]
    assert labels == ["html", "body", "div1", "h11", "h12", "h2", "div2", "p1", "p2"]
    assert el.parent.tolist() == [-1, 0, 1, 2, 2, 2, 1, 6, 6]
    # the first div holds only blocks: no block of its own, and its span is the whole element
    assert el.block[2] == -1
    div = tree.html.encode()[int(el.byte_start[2]) : int(el.byte_end[2])].decode()
    assert div.startswith("<div><h1>")
    assert div.endswith("</h2></div>")


def test_block_elements_one_tree_of_rows_per_page() -> None:
    pages = ["<p>page one words</p>", "<div><p>x y z</p><p>u v w</p></div>"]
    el = _check_elements(htmlprune.build_block_tree(pages, max_words=3))
    assert el.page.tolist() == sorted(el.page.tolist())
    roots = [el.tag_names[int(el.tag[r])] for r in range(len(el)) if el.parent[r] < 0]
    assert roots == ["html", "html"]  # the shared <html> once per page
    assert len(_check_elements(htmlprune.build_block_tree(""))) == 0


@pytest.mark.shared_data
def test_block_elements_on_real_pages(wtq_items: list[dict[str, object]]) -> None:
    for row in wtq_items[:5]:
        _check_elements(htmlprune.build_block_tree(str(row["html"]), max_words=64))


def test_block_tree_bad_arguments() -> None:
    with pytest.raises(InputError, match="max_words"):
        htmlprune.build_block_tree("<p>x</p>", max_words=0)
    with pytest.raises(InputError, match="no pages"):
        htmlprune.build_block_tree([])
    with pytest.raises(TypeError):
        htmlprune.build_block_tree(42)  # type: ignore[arg-type]
    # compact is a rendering option: a tree that silently ignored it would surprise its caller.
    with pytest.raises(InputError, match="compact"):
        htmlprune.build_block_tree("<p>x</p>", compact=True)
    with pytest.raises(InputError, match="compact"):
        htmlprune.build_block_tree("<p>x</p>", options=CleanOptions(compact=True))
    tree = htmlprune.build_block_tree("<p>x</p>")
    with pytest.raises(IndexError):
        tree.block_html(len(tree))


# --- real pages ------------------------------------------------------------------------------------------


@pytest.mark.shared_data
def test_real_pages_lossless_and_idempotent(wcxb_pages: list[dict[str, object]]) -> None:
    for row in wcxb_pages:
        html = str(row["html"])
        cleaned = htmlprune.clean(html)
        assert htmlprune.clean(cleaned) == cleaned, row["id"]
        main = re.findall(r"\w+", str(row["main_text"]))
        if not main:
            continue
        visible = set(re.findall(r"\w+", htmlprune.visible_text(cleaned)))
        kept = sum(w in visible for w in main) / len(main)
        assert kept >= 0.98, (row["id"], kept)


@pytest.mark.shared_data
def test_real_pages_threads_equal(wcxb_pages: list[dict[str, object]]) -> None:
    pages = [str(r["html"]) for r in wcxb_pages]
    assert htmlprune.html.clean_batch(pages, threads=2) == htmlprune.html.clean_batch(pages, threads=1)



def test_block_tree_boilerplate_features() -> None:
    html = (
        "<body><div id='cookie-banner'><p>We use cookies to improve this site</p></div>"
        "<nav><a href='/'>Home</a> <a href='/a'>About</a></nav>"
        "<div role='contentinfo'><p>Imprint and legal notice</p></div>"
        "<main><p>Saturn has 274 known moons, more than any planet.</p></main></body>"
    )
    tree = htmlprune.build_block_tree(html, max_words=8)
    features = {
        "link_density": tree.link_density,
        "chrome_tag": tree.chrome_tag,
        "chrome_role": tree.chrome_role,
        "chrome_class": tree.chrome_class,
        "link_list": tree.link_list,
        "boilerplate": tree.boilerplate,
    }
    for name, values in features.items():
        assert values.dtype == np.float32, name
        assert values.shape == (len(tree),), name
        assert np.all((values >= 0) & (values <= 1)), name

    def block(word: str) -> int:
        return next(i for i, t in enumerate(tree.texts) if word in t)

    assert tree.chrome_class[block("cookies")] == 1.0
    assert tree.chrome_tag[block("Home")] == 1.0
    assert tree.link_density[block("Home")] > 0.8
    assert tree.chrome_role[block("Imprint")] == 1.0
    saturn = block("Saturn")
    assert all(values[saturn] == 0.0 for values in features.values())
    assert {float(tree.boilerplate[block(w)]) for w in ("cookies", "Home", "Imprint")} == {1.0}
    # the features survive pickling (the tree is rebuilt from its pages)
    again = pickle.loads(pickle.dumps(tree))
    assert np.array_equal(again.boilerplate, tree.boilerplate)
