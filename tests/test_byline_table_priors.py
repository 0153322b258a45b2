"""The byline signal (BlockTree.byline) and the byline prior, and data-table rows that are not chrome."""

from __future__ import annotations

import numpy as np
import pytest

import htmlprune
from htmlprune import BM25Scorer, prune
from htmlprune.errors import InputError


def _block(tree: htmlprune.html.BlockTree, text: str) -> int:
    return next(i for i, t in enumerate(tree.texts) if text in t)


BYLINES = (
    "<html><body><main><article><h1>Tides explained</h1>"
    "<p class='post-author'>Posted by Ann Lee</p>"
    "<p>Body text about the moon, the sun and the oceans of the world, long enough to be content.</p>"
    "<p><a rel='author' href='/u/bo'>Bo Kim</a> edited this page.</p>"
    "<p>More body text about tides, currents and the shape of coastlines and bays.</p>"
    "<p>Photo: <span itemprop='creator'>Cy Dahl</span></p>"
    "<address>Contact: Di Eve, the harbour office</address>"
    "<p class='authority'>The port authority publishes the tables every month.</p>"
    "</article></main>"
    "<div id='author-archive'>" + "".join(f"<p>Older post {k} by Ann Lee on waves and wind.</p>" for k in range(40))
    + "</div></body></html>"
)


def test_byline_signal_marks_bylines_and_author_boxes_only() -> None:
    tree = htmlprune.build_block_tree(BYLINES, max_words=12)
    byline = tree.byline
    assert byline.dtype == np.float32
    assert len(byline) == len(tree)
    assert byline[_block(tree, "Posted by Ann Lee")] == 1.0  # class token "author"
    assert 0 < byline[_block(tree, "edited this page")] < 1  # rel=author on the link, part of the block
    assert 0 < byline[_block(tree, "Cy Dahl")] < 1  # itemprop=creator
    assert byline[_block(tree, "Contact: Di Eve")] == 1.0  # <address>
    assert byline[_block(tree, "port authority")] == 0  # "authority" is not the token "author"
    assert byline[_block(tree, "Body text")] == 0
    assert byline[_block(tree, "Older post 3")] == 0  # over 1 KB of text: a list of posts, not a byline
    # an element holding the h1 is the article, not its byline, whatever its class
    wrapped = htmlprune.build_block_tree(
        "<div class='author-page'><h1>Ann Lee</h1><p>Ann writes about the sea.</p></div>", max_words=64
    )
    assert (wrapped.byline == 0).all()


# A post whose author box sits in the sidebar (an <aside>: chrome by its tag) after a list of related posts
# (chrome, over 100 words: the main content ends before it) and far after the title: neither the lead nor
# the content-end prior reaches it.
BODY = "".join(
    f"<p>Part {k}: the ice moves slowly and leaves moraines behind as it retreats over thousands of "
    f"years, year after year.</p>"
    for k in range(30)
)
RELATED = "".join(f"<li><a href='/r{k}'>More reading number {k} on rivers, lakes and mountains</a></li>" for k in range(14))
SIDEBAR_PAGE = (
    "<html><body><main><article><h1>How do glaciers carve valleys?</h1>" + BODY + "</article></main>"
    f"<aside class='related'><ul>{RELATED}</ul></aside>"
    "<aside><div class='author-box'><p>Mara Holt is a geologist and writes our science column.</p></div>"
    "<div class='promo'><p>Glaciers of the Alps: a photo tour of valleys and peaks.</p></div></aside>"
    "<footer><p>Comments are closed.</p></footer></body></html>"
)


def test_author_box_in_a_sidebar_is_content_and_shares_the_title_match() -> None:
    tree = htmlprune.build_block_tree(SIDEBAR_PAGE, max_words=12)
    box, related = _block(tree, "Mara Holt"), _block(tree, "photo tour")
    title = _block(tree, "How do glaciers")
    assert tree.chrome_tag[box] == 1.0
    assert tree.byline[box] == 1.0
    assert tree.boilerplate[box] == 0.0  # a byline is not chrome, in an aside or not
    assert tree.boilerplate[related] == 1.0
    question = 'Who wrote "How do glaciers carve valleys?"'
    # the lead, content-end and neighbour priors off (the content-end prior
    # would reach the box here, now that it is content and nothing but a short footer follows it)
    alone = {"neighbour": 0.0, "tail": 0.0, "lead": 0.0}
    plain = BM25Scorer(byline=0.0, **alone).score(question, tree)
    scores = BM25Scorer(**alone).score(question, tree)
    assert plain[box] == 0  # no word of the question
    lift = scores - plain
    assert lift[box] == pytest.approx(BM25Scorer().byline * plain[title], rel=1e-5)
    assert lift[related] == 0  # chrome borrows nothing
    assert scores[box] > scores[related]  # the related post matches "glaciers", "valleys"; chrome loses
    # the default pipeline, with and without the byline prior
    with_prior = BM25Scorer().score(question, tree)
    # (and without chrome_last, which alone brings the box here: the related list's chrome ranks after it)
    without = BM25Scorer(byline=0.0, chrome_last=0.0).score(question, tree)
    far = [_block(tree, f"Part {k}:") for k in range(15, 25)]  # past the lead, before the content end
    assert (with_prior[box] > with_prior[far]).all()
    assert (without[box] < without[far]).all()
    # the budgets here were sized for the full HTML with line breaks between blocks (the output before
    # issue 29): compact output holds more body parts, and which of the near-tied blocks fills the last
    # tokens differs; the priors are what is tested
    full = {"semantic": False, "newline_between_blocks": True}
    assert "Mara Holt" in prune(tree, with_prior, budget=400, **full).html
    assert "Mara Holt" not in prune(tree, without, budget=400, **full).html
    # a question the title does not match: the author box gets nothing
    other = "When are comments closed?"
    assert BM25Scorer(**alone).score(other, tree)[box] == BM25Scorer(byline=0.0, **alone).score(other, tree)[box]
    with pytest.raises(InputError, match="byline"):
        BM25Scorer(byline=-1.0)


def test_byline_prior_lends_only_to_questions_that_ask_for_a_person() -> None:
    """A byline answers who wrote the page: a recipe's "first step" question once ranked it first."""
    tree = htmlprune.build_block_tree(SIDEBAR_PAGE, max_words=12)
    box = _block(tree, "Mara Holt")
    alone = {"neighbour": 0.0, "tail": 0.0, "lead": 0.0}
    for question in ('Who wrote "How do glaciers carve valleys?"', 'whose article is "How do glaciers carve valleys"',
                     'the author of "How do glaciers carve valleys?"'):
        assert BM25Scorer(**alone).score(question, tree)[box] > 0, question
    # the title matches as well, but nothing asks for a person: the box gets nothing
    for question in ('How do glaciers carve valleys?', 'What authority says "How do glaciers carve valleys?"'):
        with_prior = BM25Scorer(**alone).score(question, tree)
        np.testing.assert_array_equal(with_prior, BM25Scorer(byline=0.0, **alone).score(question, tree))
        assert with_prior[box] == 0, question


# A data table whose cells are links (names, places), next to a site menu of short links: the rows are
# data (link density does not make a row chrome), the menu stays chrome.
ROWS = "".join(
    f"<tr><td><a href='/c{k}'>{c}</a></td><td><a href='/p{k}'>{p}</a></td><td><a href='/r{k}'>{r}</a></td></tr>"
    for k, (c, p, r) in enumerate(
        [("France", "Paris", "Europe"), ("Japan", "Tokyo", "Asia"), ("Peru", "Lima", "South America"),
         ("Kenya", "Nairobi", "Africa")]
    )
)
TABLE_PAGE = (
    "<html><body><div><a href='/'>Home</a> <a href='/capitals'>Capital cities</a> <a href='/quiz'>Capital "
    "city quiz</a> <a href='/maps'>World maps</a> <a href='/about'>About us</a> <a href='/c'>Contact us</a> "
    "<a href='/shop'>Shop</a> <a href='/help'>Help</a></div>"
    "<h2>Capitals</h2><table><tr><th>Country</th><th>Capital city</th><th>Region</th></tr>" + ROWS
    + "</table></body></html>"
)


def test_linked_table_rows_are_not_chrome_and_beat_a_matching_menu() -> None:
    tree = htmlprune.build_block_tree(TABLE_PAGE, max_words=64, max_block_bytes=120)
    row, menu = _block(tree, "Peru"), _block(tree, "Capital city quiz")
    assert tree.link_density[row] == 1.0
    assert tree.link_density[menu] > 0.9
    assert tree.boilerplate[row] == 0.0
    assert tree.boilerplate[menu] > 0.8  # outside a table, link density still says menu
    scores = BM25Scorer().score("What is the capital city of Peru?", tree)
    assert scores[row] > scores[menu]
    kept = prune(tree, scores, budget=48).html
    assert "Lima" in kept
    assert "quiz" not in kept


# A blog post as themes write it: a section h1 above the post's own h1 (which links to its permalink), the
# body, then one meta box holding the author link beside a list of related posts whose titles match the
# question better than anything but the title.
META_PAGE = (
    "<html><head><title>How do glaciers carve valleys? | Earth blog</title></head><body>"
    "<div><h1>Latest articles</h1></div><main><article><h1><a href='/2024/glaciers'>How do glaciers carve "
    "valleys?</a></h1>" + BODY + "</article></main>"
    "<div class='post-meta'><div><a href='/author/mara-holt/'>Mara Holt</a></div><h2>Related</h2><ul>"
    + "".join(f"<li>Walks in the valleys, part {k}: trails, huts and lakes</li>" for k in range(8))
    + "</ul></div></body></html>"
)
QUESTION = 'Who is the author of "How do glaciers carve valleys?"'


def test_title_is_the_h1_the_document_title_names_and_its_link_is_not_chrome() -> None:
    tree = htmlprune.build_block_tree(META_PAGE, max_words=12)
    title = next(i for i, t in enumerate(tree.texts) if t == "How do glaciers carve valleys?")
    assert tree.title_distance[title] == 0  # not the "Latest articles" h1 before it
    assert tree.title_distance[_block(tree, "Latest articles")] < 0
    assert tree.link_density[title] == 1.0
    assert tree.boilerplate[title] == 0.0  # a post's title links to its own permalink: not a menu


def test_author_link_beside_related_posts_gets_a_block_and_is_kept() -> None:
    # 256-word blocks; a byte limit (the pipeline has 600) turns the byline split on; no block reaches this one
    tree = htmlprune.build_block_tree(META_PAGE, max_block_bytes=100_000)
    author = next(i for i, t in enumerate(tree.texts) if t == "Mara Holt")  # a block of its own
    assert tree.byline[author] == 1.0  # a link to an author page
    related = _block(tree, "part 3")
    scores = BM25Scorer().score(QUESTION, tree)
    assert scores[author] > scores[related]
    # budget sized for the full HTML with line breaks (the output before issue 29)
    assert "Mara Holt" in prune(tree, scores, budget=200, semantic=False, newline_between_blocks=True).html
    # the byline prior lends the byline block the title's match
    title = next(i for i, t in enumerate(tree.texts) if t == "How do glaciers carve valleys?")
    alone = {"neighbour": 0.0, "tail": 0.0, "lead": 0.0, "position": 0.0}
    lift = BM25Scorer(**alone).score(QUESTION, tree) - BM25Scorer(byline=0.0, **alone).score(QUESTION, tree)
    share = tree.byline * (1 - tree.boilerplate)
    plain_title = BM25Scorer(byline=0.0, **alone).score(QUESTION, tree)[title]
    np.testing.assert_allclose(lift, share * plain_title, rtol=1e-5, atol=1e-6)


def test_signal_rules_off_give_the_trees_before() -> None:
    # no byte limit: the paper's Algorithm 1, no byline split either
    paper = htmlprune.build_block_tree(META_PAGE)
    assert "Mara Holt" not in paper.texts
    before = htmlprune.build_block_tree(META_PAGE, max_block_bytes=100_000, signal_rules=0)
    assert htmlprune.build_block_tree(META_PAGE, max_block_bytes=100_000).texts != before.texts  # per call
    # no author link rule, no byline block, the first h1 as the title
    assert "Mara Holt" not in before.texts
    assert before.title_distance[_block(before, "Latest articles")] == 0
    scores = BM25Scorer().score(QUESTION, before)
    assert "Mara Holt" not in prune(before, scores, budget=200, semantic=False).html
