"""The BM25 scorer's position-in-page priors: the neighbour prior and the content-end prior, and the native
priors equal to the NumPy form they replaced, bit for bit."""

from __future__ import annotations

import numpy as np
import pytest

import htmlprune
from htmlprune import BM25Scorer, prune
from htmlprune.errors import InputError

from .bm25_priors_reference import _layout, _neighbour_max, reference_boilerplate, reference_priors
from .conftest import DATA, SHARED_DATA, read_jsonl_gz


def _block(tree: htmlprune.html.BlockTree, text: str) -> int:
    return next(i for i, t in enumerate(tree.texts) if text in t)


def _neighbour_brute_force(tree: htmlprune.html.BlockTree, scores: np.ndarray, decay: float) -> np.ndarray:
    words = tree.words.astype(np.float64)
    start = np.concatenate(([0.0], np.cumsum(words)[:-1]))
    out = np.zeros(len(scores))
    for i in range(len(scores)):
        for j in range(len(scores)):
            if tree.page[i] == tree.page[j]:
                out[i] = max(out[i], max(float(scores[j]), 0.0) * np.exp(-abs(start[i] - start[j]) / decay))
    return out


@pytest.mark.parametrize("decay", [5.0, 50.0])
def test_neighbour_max_is_the_decayed_maximum(decay: float) -> None:
    # a real page and two pages in one tree: the fast form equals the definition, and never crosses pages
    article = (DATA / "clean" / "article.html").read_text(encoding="utf-8")
    table = (DATA / "clean" / "table.html").read_text(encoding="utf-8")
    for tree in (htmlprune.build_block_tree(article, max_words=16), htmlprune.build_block_tree([article, table], max_words=16)):
        scores = BM25Scorer(neighbour=0.0).score("article table results", tree)
        rng = np.random.default_rng(0)
        scores = np.where(rng.random(len(scores)) < 0.3, -1.0, scores + rng.random(len(scores))).astype(np.float32)
        fast = _neighbour_max(_layout(tree, reference_boilerplate(tree)), scores, decay)
        slow = _neighbour_brute_force(tree, scores, decay)
        np.testing.assert_allclose(fast, slow, rtol=1e-5, atol=1e-30)
        assert (fast >= np.maximum(scores, 0)).all()
    # one match at the end of the first page: nothing of it reaches the second page
    two = htmlprune.build_block_tree([article, table], max_words=16)
    one_hot = np.zeros(len(two), dtype=np.float32)
    last_of_first = int(np.flatnonzero(two.page == 0)[-1])
    one_hot[last_of_first] = 10.0
    near = _neighbour_max(_layout(two, reference_boilerplate(two)), one_hot, 50.0)
    assert (near[two.page == 1] == 0).all()
    assert (near[two.page == 0] > 0).all()


# A review page: the question's words are in the verdict paragraph, the score sits in its own element
# (another div: sibling smoothing does not reach it) right after it, a menu next to the verdict repeats
# the product's name, and a far-off comment matches one word weakly.
REVIEW_PAGE = (
    "<html><body><main><div class='review'><p>Our verdict on the Acme X200 kettle: fast, quiet and well "
    "built, a kettle we recommend.</p></div>"
    "<div class='box'><p>Rated 4.5 out of 5 stars</p></div>"
    "<nav><ul><li><a href='/k'>Acme kettles</a></li><li><a href='/t'>Toasters</a></li></ul></nav>"
    + "".join(f"<p>Paragraph {k} about boiling water, limescale and filters in general.</p>" for k in range(8))
    + "<p>A reader's comment: my old kettle boiled slowly, and its lid broke after a year of daily use in our busy family kitchen.</p></main></body></html>"
)


def test_neighbour_prior_keeps_the_block_next_to_the_match() -> None:
    tree = htmlprune.build_block_tree(REVIEW_PAGE, max_words=16)
    question = "What is the verdict on the Acme X200 kettle?"
    verdict, rating, menu = _block(tree, "Our verdict"), _block(tree, "4.5 out of 5"), _block(tree, "Toasters")
    comment = _block(tree, "reader's comment")
    plain = BM25Scorer(neighbour=0.0, chrome_last=0.0).score(question, tree)  # the menu ranks second
    scores = BM25Scorer().score(question, tree)
    assert plain[rating] == 0 < plain[comment]  # the rating shares no word with the question
    assert scores[rating] > scores[comment]
    assert scores[verdict] > scores[rating]  # a neighbour never outranks the match it borrows from
    assert tree.boilerplate[menu] == 1.0
    # chrome borrows nothing from its neighbours, and ranks after all content
    no_last = BM25Scorer(chrome_last=0.0).score(question, tree)
    assert no_last[menu] == BM25Scorer(neighbour=0.0, chrome_last=0.0).score(question, tree)[menu]
    assert scores[menu] < 0 <= np.delete(scores, menu).min()
    kept = prune(tree, scores, budget=56, smoothing=0.0).html
    assert "4.5 out of 5" in kept
    assert "Our verdict" in kept
    assert "4.5 out of 5" not in prune(tree, plain, budget=56, smoothing=0.0).html


# A results page: the question's words are in a navigation box's links (a list of seasons); the row that
# answers "the last season" shares no word with it.
SEASONS_PAGE = (
    "<html><body><h2>Results</h2><table><tr><th>Year</th><th>Place</th></tr>"
    + "".join(f"<tr><td>{2000 + k}</td><td>{k + 3}th</td></tr>" for k in range(6))
    + "</table><nav><ul>" + "".join(f"<li><a href='/s{k}'>Season {1990 + k} list</a></li>" for k in range(12))
    + "</ul></nav></body></html>"
)


def test_chrome_ranks_after_unmatched_content() -> None:
    tree = htmlprune.build_block_tree(SEASONS_PAGE, max_words=16)
    question = "Which season is last on the list?"
    navbox = [b for b in range(len(tree)) if "Season 19" in tree.texts[b]]
    last_row = _block(tree, "2005")
    assert navbox
    assert (tree.boilerplate[navbox] >= 0.8).all()
    assert tree.boilerplate[last_row] == 0.0
    before = BM25Scorer(chrome_last=0.0).score(question, tree)
    scores = BM25Scorer().score(question, tree)
    assert before[navbox].max() > before[last_row]  # the menu's words match; the row's do not
    assert scores[navbox].max() < scores[last_row]
    # the chrome keeps its order among itself
    assert np.array_equal(np.argsort(-before[navbox], kind="stable"), np.argsort(-scores[navbox], kind="stable"))
    budget = 120  # the table, or the heading and the navigation box
    assert "2005" in prune(tree, scores, budget=budget).html
    assert "2005" not in prune(tree, before, budget=budget).html
    with pytest.raises(InputError, match="chrome_last"):
        BM25Scorer(chrome_last=1.5)


def test_neighbour_prior_decays_with_distance_and_validates() -> None:
    tree = htmlprune.build_block_tree(REVIEW_PAGE, max_words=16)
    question = "What is the verdict on the Acme X200 kettle?"
    plain = BM25Scorer(neighbour=0.0).score(question, tree)
    scores = BM25Scorer().score(question, tree)
    lift = scores - plain
    paragraphs = [_block(tree, f"Paragraph {k} ") for k in range(5)]  # the first five: nearer the verdict
    assert (np.diff(lift[paragraphs]) < 0).all()  # farther from the verdict: less
    assert np.array_equal(BM25Scorer(neighbour=0.0).score(question, tree), plain)
    for bad in ({"neighbour": -0.1}, {"neighbour_words": 0.0}):
        with pytest.raises(InputError, match="neighbour"):
            BM25Scorer(**bad)  # type: ignore[arg-type]


# An article whose byline and author box follow the body, far beyond the lead prior's reach; then related
# posts (chrome, over 100 words) and a newsletter box after them that is not chrome by its markup.
BODY = "".join(
    f"<p>Section {k}: the rings of {'Saturn' if k == 8 else 'the planet'} are made of ice and rock, and "
    f"the Cassini probe mapped them between 2004 and 2017 in great detail, orbit after orbit.</p>"
    for k in range(12)
)
RELATED = "".join(
    f"<li><a href='/r{k}'>Another story number {k} about planets, probes and telescopes</a></li>"
    for k in range(14)
)
TAIL_PAGE = (
    "<html><body><nav><ul><li><a href='/'>Home</a></li><li><a href='/space'>Space</a></li></ul></nav>"
    "<main><article><h1>How many moons does Saturn have?</h1><h2>The ring system</h2>" + BODY
    + "<p>Thanks for reading, and clear skies.</p>"
    "<div class='byline'><p>Written by Jane Doe</p></div>"
    "<div class='bio'><p>Jane covers astronomy and space exploration.</p></div></article></main>"
    f"<aside class='related'><h2>Related</h2><ul>{RELATED}</ul></aside>"
    "<div class='box'><p>Sign up for our weekly letter: new stories every Friday morning.</p></div>"
    "</body></html>"
)


def test_content_end_prior_keeps_the_byline_after_the_body() -> None:
    tree = htmlprune.build_block_tree(TAIL_PAGE, max_words=24)
    question = 'Who wrote "How many moons does Saturn have?"'
    title, byline, bio = _block(tree, "How many moons"), _block(tree, "Jane Doe"), _block(tree, "Jane covers")
    box, far = _block(tree, "Sign up"), _block(tree, "Section 8:")
    assert tree.title_distance[byline] > 250  # out of the lead prior's reach
    assert tree.boilerplate[box] < 0.5  # content-like markup, but after the related list: not the end
    # the byline prior off: its class would give the byline the title's score too (test_byline_table_priors)
    plain = BM25Scorer(tail=0.0, neighbour=0.0, byline=0.0).score(question, tree)
    scores = BM25Scorer(neighbour=0.0, byline=0.0).score(question, tree)
    lift = scores - plain
    assert plain[byline] == 0
    assert 0 < lift[byline] < lift[bio]  # the bio ends the content
    assert lift[bio] <= BM25Scorer().tail * plain[title]  # tail * the title's score at most
    assert lift[box] == 0
    assert lift[far] == 0  # over 100 words before the end
    assert scores[byline] > scores[far] > 0  # section 8 matches "saturn"; nothing matches the byline
    # (at other budgets the byline, 5 tokens, also gets in without the prior, filling the room left over)
    assert "Jane Doe" in prune(tree, BM25Scorer(byline=0.0).score(question, tree), budget=84).html
    assert "Jane Doe" not in prune(tree, BM25Scorer(tail=0.0, byline=0.0).score(question, tree), budget=84).html
    assert "Jane Doe" in prune(tree, BM25Scorer(tail=0.0).score(question, tree), budget=84).html  # byline prior


def test_content_end_prior_needs_a_matching_title() -> None:
    tree = htmlprune.build_block_tree(TAIL_PAGE, max_words=24)
    question = "When did the Cassini probe map the rings?"  # the title does not match: no change
    assert np.array_equal(BM25Scorer().score(question, tree), BM25Scorer(tail=0.0).score(question, tree))
    no_title = htmlprune.build_block_tree(TAIL_PAGE.replace("h1>", "p>"), max_words=24)
    q = 'Who wrote "How many moons does Saturn have?"'
    assert np.array_equal(BM25Scorer().score(q, no_title), BM25Scorer(tail=0.0).score(q, no_title))
    for bad in ({"tail": -1.0}, {"tail_words": 0.0}):
        with pytest.raises(InputError, match="tail"):
            BM25Scorer(**bad)  # type: ignore[arg-type]


def _same_bits(native: np.ndarray, reference: np.ndarray) -> None:
    assert native.dtype == reference.dtype == np.float32
    np.testing.assert_array_equal(native.view(np.uint32), reference.view(np.uint32))


# BM25 with every prior off: the plain scores the reference priors start from
PLAIN = BM25Scorer(boilerplate=0.0, position=0.0, lead=0.0, neighbour=0.0, tail=0.0, byline=0.0, chrome_last=0.0)


def _check_priors_equal(tree: htmlprune.html.BlockTree, query: str, rng: np.random.Generator) -> None:
    plain = PLAIN.score(query, tree)
    _same_bits(tree.boilerplate, reference_boilerplate(tree))  # the chrome score every scorer reads
    weights = [
        {},  # BM25Scorer's defaults
        {"boilerplate": 0.0, "position": 0.0, "lead": 0.0, "neighbour": 0.0, "tail": 0.0, "byline": 0.0,
         "chrome_last": 0.0},
        {
            "boilerplate": float(rng.random()),
            "position": float(rng.random() * 2),
            "lead": float(rng.random() * 3),
            "lead_words": int(rng.integers(1, 500)),
            "neighbour": float(rng.random()),
            "neighbour_words": float(rng.random() * 200 + 0.5),
            "tail": float(rng.random() * 2),
            "tail_words": float(rng.random() * 300 + 1),
            "byline": float(rng.random() * 2),
            "chrome_last": float(rng.random()),
        },
    ]
    for w in weights:
        scorer = BM25Scorer(**w)  # type: ignore[arg-type]
        kw = {k: getattr(scorer, k) for k in ("boilerplate", "position", "lead", "lead_words", "neighbour",
                                               "neighbour_words", "tail", "tail_words", "byline",
                                               "chrome_last")}
        _same_bits(scorer.score(query, tree), reference_priors(tree, plain, **kw))


def test_native_priors_equal_the_numpy_form_on_test_pages() -> None:
    rng = np.random.default_rng(7)
    pages = [p.read_text(encoding="utf-8") for p in sorted((DATA / "clean").glob("*.html")) if ".expected." not in p.name]
    assert len(pages) >= 3
    for html in pages:
        for max_words in (16, 256):
            tree = htmlprune.build_block_tree(html, max_words=max_words)
            _check_priors_equal(tree, "title article results table", rng)
    _check_priors_equal(htmlprune.build_block_tree(pages[:3], max_words=32), "article table", rng)


@pytest.mark.shared_data
def test_native_priors_equal_the_numpy_form_on_dev_pages() -> None:
    rng = np.random.default_rng(11)
    for name in ("qa_wtq.jsonl.gz", "qa_wcxb_author.jsonl.gz"):
        for item in read_jsonl_gz(SHARED_DATA / name, limit=60):
            tree = htmlprune.build_block_tree(item["html"], max_block_bytes=600)
            _check_priors_equal(tree, item["question"], rng)
