"""Greedy pruning to a hard token budget, BM25 scoring and the HtmlPruner pipeline."""

from __future__ import annotations

import gzip
import json
import pickle
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import htmlprune
from htmlprune import BM25Scorer, HtmlPruner, InputError, _core, prune
from htmlprune.tokenizer import BUNDLED_TOKENIZER, load_tokenizer

from .conftest import SHARED_DATA

COUNTER = load_tokenizer()


# clean()'s compact form as the pipeline writes it: no line breaks between blocks
_CLEAN_AGAIN = _core.CleanOptions()
_CLEAN_AGAIN.omit_optional_end_tags = True
_CLEAN_AGAIN.newline_between_blocks = False


def reparses_to_itself(html: str) -> bool:
    """The pruned output is in cleaned form: cleaning it again changes nothing."""
    return _core.clean(html, options=_CLEAN_AGAIN) == html


def test_bm25_prefers_matching_block() -> None:
    tree = htmlprune.build_block_tree(
        "<p>The cat sat on the mat.</p><p>Saturn has many moons.</p><p>Dogs bark loudly.</p>",
        max_words=6,
    )
    scores = BM25Scorer().score("How many moons does Saturn have?", tree)
    assert scores.dtype == np.float32
    assert scores.shape == (len(tree),)
    best = tree.texts[int(np.argmax(scores))]
    assert "Saturn" in best
    assert BM25Scorer().score("saturn MOONS", tree).argmax() == scores.argmax()  # case folded


def test_prune_keeps_answer_and_table_header(sample_html: str) -> None:
    pruner = HtmlPruner(budget=160, max_words=32)
    result = pruner("Which planet has the most moons?", sample_html)
    assert result.n_tokens <= 160
    assert COUNTER.count(result.html) == result.n_tokens
    assert "274" in result.html
    assert "Subscribe" not in result.html
    assert "Privacy" not in result.html
    assert reparses_to_itself(result.html)
    assert set(result.kept.tolist()).isdisjoint(result.dropped.tolist())
    assert len(result.kept) + len(result.dropped) == len(result.tree)


def test_result_indices_are_int64_arrays_made_on_first_access(sample_html: str) -> None:
    result = HtmlPruner(budget=160, max_words=32)("Which planet has the most moons?", sample_html)
    assert result.n_kept == len(result.kept) > 0
    for indices in (result.kept, result.dropped):
        assert isinstance(indices, np.ndarray)
        assert indices.dtype == np.int64
        assert indices.ndim == 1
        assert list(indices) == sorted(indices)  # document order
    assert result.kept is result.kept  # made once
    # the core's buffers pickle with the result and read back the same
    back = pickle.loads(pickle.dumps(result))
    assert back.kept.tolist() == result.kept.tolist()
    assert back.dropped.tolist() == result.dropped.tolist()
    assert back.content == result.content


def test_table_header_row_kept_with_rows() -> None:
    rows = "".join(f"<tr><td>city{i}</td><td>{1000 + i}</td></tr>" for i in range(60))
    html = f"<table><thead><tr><th>City</th><th>Population</th></tr></thead><tbody>{rows}</tbody></table>"
    tree = htmlprune.build_block_tree(html, max_words=8)
    result = prune(tree, BM25Scorer().score("population of city42", tree), budget=40)
    assert "city42" in result.html
    assert "Population" in result.html
    assert result.n_tokens <= 40


@pytest.mark.parametrize("budget", [1, 5, 17, 64, 300])
def test_budget_is_hard_and_large_block_truncated(budget: int) -> None:
    html = "<div><p>" + " ".join(f"Sentence number {i} talks about moons." for i in range(200)) + "</p></div>"
    tree = htmlprune.build_block_tree(html)
    result = prune(tree, np.ones(len(tree)), budget=budget)
    assert result.n_tokens <= budget
    assert COUNTER.count(result.html) == result.n_tokens
    assert result.truncated
    assert result.html == "" or reparses_to_itself(result.html)


@pytest.mark.parametrize(
    ("wrapper", "cut"),
    [("<svg><foreignObject>", True), ("<math><mi>", True), ("<div><span>", False)],
)
def test_text_kept_when_ancestors_alone_exceed_budget(wrapper: str, cut: bool) -> None:
    # Regression: 600 wrappers' tags are over 512 tokens, so the chained cut kept nothing at all.
    page = wrapper * 600 + "deep text"
    assert htmlprune.visible_text(page) == "deep text"
    tree = htmlprune.build_block_tree(page)
    result = prune(tree, np.ones(len(tree)), budget=512)
    assert result.html == "deep text"
    assert result.truncated is cut  # plain wrappers merge away when cleaned; foreign ones stay
    assert result.n_tokens == COUNTER.count(result.html) <= 512
    assert len(result.kept) == 1
    assert "deep text" in HtmlPruner(budget=512)("deep?", page).html


def test_flattened_cut_is_escaped_and_at_a_word_boundary() -> None:
    words = " ".join(f"w{i}<&>" for i in range(400))
    tree = htmlprune.build_block_tree("<svg><foreignObject>" * 600 + f"<p>{words}</p>")
    result = prune(tree, np.ones(len(tree)), budget=64)
    assert result.truncated
    assert 0 < result.n_tokens <= 64
    assert result.html.startswith("w0&lt;&amp;&gt; w1&lt;&amp;&gt;")
    assert result.html.endswith("&gt;")  # whole words only
    assert htmlprune.visible_text(result.html) in htmlprune.visible_text(tree.html)


def test_everything_fits_keeps_everything(sample_html: str) -> None:
    tree = htmlprune.build_block_tree(sample_html)
    result = prune(tree, np.zeros(len(tree)), budget=100_000)
    assert len(result.dropped) == 0
    words = htmlprune.visible_text(tree.html).split()
    full = prune(tree, np.zeros(len(tree)), budget=100_000, semantic=False)
    assert htmlprune.visible_text(full.html).split() == words
    # compact semantic HTML (the default): the same words in order, but the form's <button>Subscribe
    assert htmlprune.visible_text(result.html).split() == [w for w in words if w != "Subscribe"]


@pytest.mark.parametrize(
    "tokenizer",
    [
        None,
        str(BUNDLED_TOKENIZER),
        lambda text: len(text.split()) + text.count("<"),
        "tokenizers",
        "transformers",
    ],
)
def test_tokenizer_kinds(tokenizer: Any, sample_html: str) -> None:
    if tokenizer == "tokenizers":
        tokenizer = COUNTER.backend
    elif tokenizer == "transformers":
        from transformers import PreTrainedTokenizerFast

        tokenizer = PreTrainedTokenizerFast(tokenizer_object=COUNTER.backend)
    count = load_tokenizer(tokenizer).count
    tree = htmlprune.build_block_tree(sample_html, max_words=32)
    result = prune(tree, BM25Scorer().score("moons of Saturn", tree), budget=120, tokenizer=tokenizer)
    assert count(result.html) == result.n_tokens <= 120
    assert "Saturn" in result.html


def test_prune_validates_arguments() -> None:
    tree = htmlprune.build_block_tree("<p>a</p><p>b</p>", max_words=1)
    with pytest.raises(InputError, match="scores"):
        prune(tree, [1.0], budget=10)
    with pytest.raises(InputError, match="budget"):
        prune(tree, np.zeros(len(tree)), budget=0)
    with pytest.raises(TypeError, match="BlockTree"):
        prune("<p>a</p>", [1.0], budget=10)  # type: ignore[arg-type]
    with pytest.raises(InputError, match="tokenizer"):
        prune(tree, np.zeros(len(tree)), budget=10, tokenizer="/nonexistent/tokenizer.json")
    with pytest.raises(TypeError, match="query"):
        BM25Scorer().score(None, tree)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="score"):
        HtmlPruner(scorer=object())  # type: ignore[arg-type]


def test_nan_scores_rank_last() -> None:
    tree = htmlprune.build_block_tree("<p>keep this</p><p>drop that</p>", max_words=2)
    scores = np.array([np.nan if "drop" in t else 1.0 for t in tree.texts])
    result = prune(tree, scores, budget=COUNTER.count("<p>keep this"))
    assert "keep this" in result.html
    assert "drop" not in result.html


def test_a_page_of_never_kept_blocks_gives_nothing() -> None:
    """NaN and -inf mean never kept, also when no block fits the budget: not the first block cut."""
    tree = htmlprune.build_block_tree("<p>one two three four five six</p><p>seven eight nine ten</p>", max_words=6)
    for budget in (2, 1000):
        result = prune(tree, np.array([np.nan, -np.inf]), budget=budget)
        assert result.html == ""
        assert result.n_tokens == 0


def test_pruner_reuses_kept_tree_across_questions(sample_html: str) -> None:
    pruner = HtmlPruner(budget=100, max_words=32)
    tree = pruner.tree(sample_html)
    a = pruner("Which planet has the most moons?", tree)
    b = pruner("How bright is Venus?", tree)
    assert a.tree is tree
    assert b.tree is tree
    assert "Venus" in b.html
    assert a.html != b.html
    assert any(k.startswith("token_costs") for k in tree.cache)


def test_two_pass_pipeline(sample_html: str) -> None:
    pruner = HtmlPruner(BM25Scorer(), fine_scorer=BM25Scorer(), budget=120, coarse_budget=400)
    result = pruner("Which planet has the most moons?", sample_html)
    assert result.n_tokens <= 120
    assert "274" in result.html
    assert result.tree.max_words == 128


def test_many_pages_share_one_budget() -> None:
    pages = [f"<p>Page {i} says the code word is {w}.</p>" for i, w in enumerate(["alpha", "beta", "gamma"])]
    result = HtmlPruner(budget=60)("what is the code word on page 1?", pages)
    assert result.n_tokens <= 60
    assert "beta" in result.html


_tag = st.sampled_from(["div", "p", "span", "table", "tr", "td", "li", "ul", "b", "h2", "pre"])
_word = st.text(alphabet="abcdefgh xyz.é日", min_size=0, max_size=12)


@st.composite
def html_docs(draw: Any) -> str:
    parts: list[str] = []
    for _ in range(draw(st.integers(1, 40))):
        kind = draw(st.integers(0, 2))
        tag = draw(_tag)
        if kind == 0:
            parts.append(f"<{tag}>")
        elif kind == 1:
            parts.append(f"</{tag}>")
        else:
            parts.append(draw(_word))
    return "".join(parts)


@given(html_docs(), st.integers(1, 200), st.integers(1, 64))
@example("<p>a<div>a" + "<div>" * 17, 3, 2)  # flattened fallback: the block text's "\n" must collapse
@settings(max_examples=150, deadline=None)
def test_budget_property(html: str, budget: int, max_words: int) -> None:
    tree = htmlprune.build_block_tree(html, max_words=max_words)
    scores = np.arange(len(tree), dtype=np.float32)[::-1]
    result = prune(tree, scores, budget=budget)
    assert COUNTER.count(result.html) == result.n_tokens <= budget
    assert result.html == "" or reparses_to_itself(result.html)


@pytest.mark.shared_data
@pytest.mark.slow
@pytest.mark.parametrize(
    "corpus", ["corpus_wcxb.jsonl.gz", "corpus_readability.jsonl.gz", "corpus_trafilatura.jsonl.gz"]
)
def test_budget_invariant_on_every_dev_page(corpus: str) -> None:
    scorer = BM25Scorer()
    path: Path = SHARED_DATA / corpus
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            row = json.loads(line)
            tree = htmlprune.build_block_tree(row["html"])
            scores = scorer.score(str(row.get("title") or "main content"), tree)
            for budget in (64, 256, 1024, 4096):
                result = prune(tree, scores, budget=budget)
                assert COUNTER.count(result.html) == result.n_tokens <= budget, (row["id"], budget)
                assert result.html == "" or reparses_to_itself(result.html), (row["id"], budget)


def test_tag_costs_cached_on_a_tree_belong_to_the_tokenizer_that_counted_them() -> None:
    from tokenizers import Tokenizer, models, pre_tokenizers

    from htmlprune._budget import _token_costs

    html = "<div><table><tr><td>a</td></tr></table><p>b</p></div>"
    one_per_char = Tokenizer(models.WordLevel({"[UNK]": 0}, unk_token="[UNK]"))
    one_per_char.pre_tokenizer = pre_tokenizers.Split("", behavior="isolated")
    other = load_tokenizer(one_per_char)
    tree = htmlprune.build_block_tree(html)
    config = htmlprune.PruneConfig().to_core()
    _token_costs(tree, COUNTER, config)  # cached for the bundled tokenizer first
    _, node_cost = _token_costs(tree, other, config)
    _, fresh = _token_costs(htmlprune.build_block_tree(html), other, config)
    np.testing.assert_array_equal(node_cost, fresh)
    assert other.count("<table></table>") == len("<table></table>")  # the two tokenizers differ
    assert COUNTER.count("<table></table>") < len("<table></table>")


def test_tag_costs_table_counts_each_name_once_in_its_format() -> None:
    from htmlprune import _core

    one = htmlprune.build_block_tree("<div><table><tr><td>a</td></tr></table><p>b</p></div>")
    two = htmlprune.build_block_tree("<ul><li>x</li></ul><h2>y <b>z</b></h2><custom-el>w</custom-el>")
    for fmt in ("html", "markdown", "text"):
        config = _core.PruneConfig()
        config.format = fmt
        asked: list[str] = []

        def count(text: str, asked: list[str] = asked) -> int:
            asked.append(text)
            return COUNTER.count(text)

        table = _core.TagCosts(fmt)
        _, first = _core.token_costs(one.core, table, None, count, config)
        _core.token_costs(one.core, table, None, count, config)  # nothing new: nothing counted
        n_one = len(asked)
        _, second = _core.token_costs(two.core, table, None, count, config)
        assert len(table) == len(set(one.core.tag_names) | set(two.core.tag_names))
        # each name's markup once: "<p></p>" in HTML, "## \n\n" for h2 in markdown, nothing in text
        assert len(asked) == len(set(asked))
        if fmt == "html":
            assert asked[:n_one] == [f"<{n}></{n}>" for n in one.core.tag_names]
        elif fmt == "markdown":
            assert {"## \n\n", "- \n"} <= set(asked)
            assert not any(a.startswith("<") for a in asked)
        else:
            assert asked == []
            assert not first.any()
            assert not second.any()
        # the native counter gives the same costs
        native = _core.token_costs(two.core, _core.TagCosts(fmt), COUNTER.native_counter, COUNTER.count, config)
        np.testing.assert_array_equal(native[1], second)
    with pytest.raises(ValueError, match="another output format"):
        _core.token_costs(one.core, _core.TagCosts("text"), None, COUNTER.count, _core.PruneConfig())
    with pytest.raises(ValueError, match="negative count"):
        _core.token_costs(one.core, _core.TagCosts("html"), None, lambda s: -1, _core.PruneConfig())


NAV_PAGE = (
    "<html><body><header><nav class='main-menu' role='navigation'><ul>"
    "<li><a href='/'>Home</a></li><li><a href='/films'>Films released</a></li>"
    "<li><a href='/dates'>Release dates</a></li><li><a href='/cast'>Cast</a></li></ul></nav></header>"
    "<main><article><h1>Iron Man</h1><p>Iron Man is a 2008 superhero film. It was released in May 2008 "
    "by Paramount Pictures and directed by Jon Favreau.</p><p>The film stars Robert Downey Jr. as Tony "
    "Stark, an industrialist who builds a powered suit of armor.</p></article></main>"
    "<footer><p>Copyright 2024 Films released Inc. All rights reserved.</p></footer></body></html>"
)


def test_boilerplate_prior_ranks_content_above_a_matching_menu() -> None:
    tree = htmlprune.build_block_tree(NAV_PAGE, max_words=24)
    question = "When was the film Iron Man released? Release dates of films"
    menu = next(i for i, t in enumerate(tree.texts) if "Release dates" in t)
    answer = next(i for i, t in enumerate(tree.texts) if "May 2008" in t)
    plain = BM25Scorer(boilerplate=0.0, tail=0.0, neighbour=0.0, chrome_last=0.0).score(question, tree)
    assert plain[menu] > plain[answer]  # the menu's words match better: the failure the prior fixes
    scores = BM25Scorer().score(question, tree)
    assert scores[answer] > scores[menu]
    assert tree.boilerplate[menu] == 1.0
    assert tree.boilerplate[answer] == 0.0
    result = prune(tree, scores, budget=56)
    assert "May 2008" in result.html
    assert "Release dates" not in result.html


# A magazine page: site menu, the article's title in its own header, the byline in a meta line (no word in
# common with the question, and outside the title's element, so heading context does not reach it), a long
# body that mentions the question's words further down, and a "related" list that repeats them.
BYLINE_PAGE = (
    "<html><body><nav class='menu'><ul><li><a href='/'>Home</a></li><li><a href='/s'>Saturn moons news</a></li>"
    "<li><a href='/p'>Planets</a></li></ul></nav>"
    "<main><div class='title'><p>News / Space</p><h1>How many moons does Saturn have?</h1></div>"
    "<div class='meta'><p>By Jane Doe, space editor</p></div><div class='body'><h2>The ring system</h2>"
    + "".join(f"<p>Paragraph {k} about rings, ice and the Cassini mission in the outer solar system.</p>" for k in range(6))
    + "<p>Titan, the largest of them, has lakes of methane and a thick orange haze around Saturn.</p>"
    "</div></main><aside class='related'><h2>Related</h2><ul>"
    "<li><a href='/a'>Moons of Saturn: how many are there?</a></li><li><a href='/b'>Saturn moons</a></li>"
    "<li><a href='/c'>Saturn facts</a></li></ul></aside></body></html>"
)


def test_lead_prior_keeps_the_byline_under_a_matching_title() -> None:
    tree = htmlprune.build_block_tree(BYLINE_PAGE, max_words=16)
    question = 'Who wrote "How many moons does Saturn have?"'

    def block(text: str) -> int:
        return next(i for i, t in enumerate(tree.texts) if text in t)

    title, byline, titan, related = block("How many moons"), block("Jane Doe"), block("Titan"), block("Related")
    assert tree.title_distance[title] == 0
    assert 0 < tree.title_distance[byline] < tree.title_distance[titan]
    assert not np.isnan(tree.title_distance).any()  # the page has a title: every block has a distance
    # the lead prior alone (the neighbour prior, on by default, brings the byline too; the content-end
    # prior lifts the last paragraph; the byline prior lifts "By Jane Doe", a byline by its text)
    assert tree.byline[byline] == 1.0
    # (chrome_last off: it moves the related list by the page's top score, which the lead prior raises)
    plain = BM25Scorer(lead=0.0, neighbour=0.0, tail=0.0, byline=0.0, chrome_last=0.0).score(question, tree)
    assert plain[byline] < plain[titan]  # no word in common: the byline loses to any partial match
    scores = BM25Scorer(neighbour=0.0, tail=0.0, byline=0.0, chrome_last=0.0).score(question, tree)
    assert scores[byline] > scores[titan]
    assert scores[related] == plain[related]  # chrome gets no lead
    # (without the lead prior the byline still comes at 40 tokens now, by the budget engine's top-up: the
    # zero-score blocks left out are tried in document order once the matches are in)
    kept = prune(tree, scores, budget=40).html
    assert "Jane Doe" in kept
    assert "How many moons does Saturn have?" in kept


def test_lead_prior_follows_the_title_match() -> None:
    # A question the title does not match (a row far down) gets no lead: the title's neighbours stay at
    # their BM25 score; a page without a title is unaffected.
    tree = htmlprune.build_block_tree(BYLINE_PAGE, max_words=16)
    question = "Which paragraph is about the Cassini mission?"
    assert np.array_equal(BM25Scorer().score(question, tree), BM25Scorer(lead=0.0).score(question, tree))
    no_title = htmlprune.build_block_tree(BYLINE_PAGE.replace("h1>", "p>"), max_words=16)
    assert np.isnan(no_title.title_distance).all()
    q = 'Who wrote "How many moons does Saturn have?"'
    assert np.array_equal(BM25Scorer().score(q, no_title), BM25Scorer(lead=0.0).score(q, no_title))
    with pytest.raises(InputError, match="lead"):
        BM25Scorer(lead=-1.0)
    with pytest.raises(InputError, match="lead"):
        BM25Scorer(lead_words=0)


def test_boilerplate_prior_off_is_plain_bm25() -> None:
    tree = htmlprune.build_block_tree(NAV_PAGE, max_words=24)
    # the neighbour prior off too: it lends content blocks their (prior-scaled) neighbours' scores
    with_prior = BM25Scorer(lead=0.0, neighbour=0.0).score("Films released", tree)
    without = BM25Scorer(boilerplate=0.0, lead=0.0, neighbour=0.0, chrome_last=0.0).score("Films released", tree)
    content = tree.boilerplate == 0
    assert np.array_equal(with_prior[content], without[content])
    assert np.all(with_prior <= without)
    with pytest.raises(InputError, match="boilerplate"):
        BM25Scorer(boilerplate=1.5)
