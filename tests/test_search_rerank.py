"""Mixed re-ranking with the real MiniLM embedder: snippets and full pages in one pool, top-K distinct pages."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from htmlprune.errors import InputError
from htmlprune.html import visible_text
from htmlprune.search import FetchedPage, RankedPage, SearchResult, mixed_rerank, normalize_url
from htmlprune.search.rerank import page_chunks
from tests.search_support import fixture_page, minilm

TEA = visible_text(fixture_page("tea_history.html"))
RELEASE = visible_text(fixture_page("release_notes.html"))


@pytest.fixture(scope="module")
def embedder() -> Any:
    return minilm()


def test_normalize_url() -> None:
    assert normalize_url("HTTPS://Example.COM:443/a/#frag") == "https://example.com/a"
    assert normalize_url("http://example.com") == normalize_url("http://example.com/")
    assert normalize_url("http://example.com:8080/x?q=1") == "http://example.com:8080/x?q=1"
    assert normalize_url("http://example.com/x?q=1") != normalize_url("http://example.com/x?q=2")


def test_page_chunks() -> None:
    text = " ".join(f"word{i}" for i in range(3000))
    chunks = page_chunks(text, chunk_chars=500, max_chunks=100)
    assert all(len(c) <= 500 for c in chunks)
    assert " ".join(chunks).split() == text.split()
    few = page_chunks(text, chunk_chars=500, max_chunks=5)
    assert len(few) == 5
    assert few[0] == chunks[0]
    assert few[-1] == chunks[-1]
    assert page_chunks("   ") == []


def _page(url: str, title: str, snippet: str, html: str) -> FetchedPage:
    return FetchedPage(
        url=url,
        final_url=url,
        status=200,
        html=html,
        content_type="text/html",
        result=SearchResult(url, title, snippet),
    )


def test_full_content_beats_a_vague_snippet(embedder: Any) -> None:
    """The tea page's snippet says nothing about Japan; its content does, so content wins the page's rank."""
    tea = _page(
        "https://tea.example.net/history",
        "Leaf & Cup",
        "Subscribe for weekly offers.",
        fixture_page("tea_history.html"),
    )
    release = _page(
        "https://quillpad.example.org/2.4",
        "Quillpad 2.4 released",
        "Quillpad 2.4 is out.",
        fixture_page("release_notes.html"),
    )
    ranked = mixed_rerank("When did tea reach Japan?", [release, tea], embedder=embedder, top_k=2)
    assert [r.url for r in ranked] == [
        "https://tea.example.net/history",
        "https://quillpad.example.org/2.4",
    ]
    assert ranked[0].best == "content"
    assert ranked[0].content_score > ranked[0].snippet_score
    assert ranked[0].text == TEA
    assert ranked[0].item is tea
    assert ranked[0].score == max(ranked[0].snippet_score, ranked[0].content_score)


def test_snippet_can_win_and_snippet_only_results_compete(embedder: Any) -> None:
    """A result without page text (fetch failed) still competes with its snippet."""
    snippet_only = SearchResult(
        "https://news.example.com/quillpad-memory",
        "Quillpad 2.4 uses 40% less memory",
        "The new release of the Quillpad editor needs 247 MB.",
    )
    failed = FetchedPage(
        url="https://down.example.com/",
        error="HTTP 503",
        result=SearchResult(
            "https://down.example.com/",
            "Tea in Kenya",
            "Kenya is one of the largest tea producers.",
        ),
    )
    tea = _page(
        "https://tea.example.net/history",
        "A short history of tea",
        "Tea drinking began in China.",
        fixture_page("tea_history.html"),
    )
    ranked = mixed_rerank(
        "How much memory does Quillpad 2.4 need?",
        [tea, failed, snippet_only],
        embedder=embedder,
        top_k=3,
    )
    assert ranked[0].url == "https://news.example.com/quillpad-memory"
    assert ranked[0].best == "snippet"
    assert ranked[0].content_score == float("-inf")
    down = next(r for r in ranked if r.url.startswith("https://down"))
    assert down.text == ""
    assert down.content_score == float("-inf")


def test_auxiliary_lists_join_the_pool_and_pages_are_distinct(embedder: Any) -> None:
    main = [
        {
            "url": "https://quillpad.example.org/2.4",
            "title": "Quillpad 2.4",
            "snippet": "release",
            "text": RELEASE,
        },
        {
            "url": "https://quillpad.example.org/2.4/",
            "title": "dup",
            "snippet": "dup",
            "text": RELEASE,
        },
    ]
    aux = [
        {
            "url": "https://cha.example.cn/",
            "title": "茶的历史",
            "snippet": "茶起源于中国西南部。",
            "text": TEA,
        },
        {
            "url": "HTTPS://QUILLPAD.example.org/2.4#top",
            "title": "dup again",
            "snippet": "",
            "text": "",
        },
    ]
    ranked = mixed_rerank(
        "history of tea in China", main, embedder=embedder, top_k=5, auxiliary=[aux]
    )
    assert [r.url for r in ranked] == [
        "https://cha.example.cn/",
        "https://quillpad.example.org/2.4",
    ]
    assert ranked[0].auxiliary
    assert not ranked[1].auxiliary
    assert isinstance(ranked[0], RankedPage)
    one = mixed_rerank("history of tea in China", main, embedder=embedder, top_k=1, auxiliary=[aux])
    assert [r.url for r in one] == ["https://cha.example.cn/"]


def test_scores_are_cosine_similarities(embedder: Any) -> None:
    item = {
        "url": "u",
        "title": "",
        "snippet": "Tea reached Japan in the early 9th century.",
        "text": "",
    }
    ranked = mixed_rerank("When did tea reach Japan?", [item], embedder=embedder)
    q = embedder.encode_queries(["When did tea reach Japan?"])[0]
    p = embedder.encode(["Tea reached Japan in the early 9th century."])[0]
    expected = float(np.dot(q, p) / np.linalg.norm(q) / np.linalg.norm(p))
    assert ranked[0].snippet_score == pytest.approx(expected, abs=1e-4)


def test_arguments(embedder: Any) -> None:
    assert mixed_rerank("q", [], embedder=embedder) == []
    with pytest.raises(InputError, match="top_k"):
        mixed_rerank("q", [], embedder=embedder, top_k=0)
    with pytest.raises(InputError, match="query"):
        mixed_rerank("", [], embedder=embedder)
    with pytest.raises(TypeError, match="embedder"):
        mixed_rerank("q", [], embedder=object())  # type: ignore[arg-type]
