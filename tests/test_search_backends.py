"""Search API clients against a local server answering each API's real JSON shape (no network)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator

import pytest

from htmlprune.errors import InputError
from htmlprune.search import (
    BingBackend,
    BraveBackend,
    GoogleBackend,
    SearchBackend,
    SearchError,
    SearchResult,
    SearxngBackend,
    merge_results,
)
from tests.search_support import LocalServer, local_server

SEARXNG = {
    "query": "quillpad release",
    "number_of_results": 0,
    "results": [
        {
            "url": "https://quillpad.example.org/blog/2.4",
            "title": "Quillpad 2.4 released",
            "content": "Quillpad 2.4 is out. It starts 3.5 times faster than v2.3.1 &amp; uses less memory.",
            "engine": "duckduckgo",
            "parsed_url": ["https", "quillpad.example.org", "/blog/2.4", "", "", ""],
            "template": "default.html",
            "engines": ["duckduckgo", "brave"],
            "positions": [1, 2],
            "score": 3.0,
            "category": "general",
        },
        {
            "url": "https://news.example.com/quillpad",
            "title": "Editor news",
            "content": "A new version of the Quillpad editor ...",
            "engine": "brave",
            "parsed_url": ["https", "news.example.com", "/quillpad", "", "", ""],
            "engines": ["brave"],
            "positions": [2],
            "score": 0.5,
            "category": "general",
        },
        {
            "url": "https://quillpad.example.org/blog/2.4",
            "title": "duplicate",
            "content": "",
            "engine": "bing",
            "engines": ["bing"],
            "positions": [3],
            "score": 0.3,
            "category": "general",
        },
    ],
    "answers": [],
    "corrections": [],
    "infoboxes": [],
    "suggestions": ["quillpad download"],
    "unresponsive_engines": [],
}

BRAVE = {
    "type": "search",
    "query": {
        "original": "quillpad release",
        "show_strict_warning": False,
        "is_navigational": False,
    },
    "mixed": {"type": "mixed", "main": [{"type": "web", "index": 0, "all": False}]},
    "web": {
        "type": "search",
        "results": [
            {
                "title": "Quillpad 2.4 released",
                "url": "https://quillpad.example.org/blog/2.4",
                "is_source_local": False,
                "is_source_both": False,
                "description": "<strong>Quillpad</strong> 2.4 is out. It starts 3.5 times faster.",
                "page_age": "2025-01-14T09:00:00",
                "profile": {
                    "name": "Quillpad",
                    "url": "https://quillpad.example.org",
                    "long_name": "quillpad",
                },
                "language": "en",
                "family_friendly": True,
                "type": "search_result",
                "subtype": "generic",
                "meta_url": {
                    "scheme": "https",
                    "netloc": "quillpad.example.org",
                    "path": "› blog › 2.4",
                },
            },
            {
                "title": "Tea &amp; history",
                "url": "https://tea.example.net/history",
                "description": "A short <strong>history</strong> of tea.",
                "type": "search_result",
            },
        ],
        "family_friendly": True,
    },
}

BING = {
    "_type": "SearchResponse",
    "queryContext": {"originalQuery": "quillpad release"},
    "webPages": {
        "webSearchUrl": "https://www.bing.com/search?q=quillpad+release",
        "totalEstimatedMatches": 1320,
        "value": [
            {
                "id": "https://api.bing.microsoft.com/api/v7/#WebPages.0",
                "name": "Quillpad 2.4 released",
                "url": "https://quillpad.example.org/blog/2.4",
                "isFamilyFriendly": True,
                "displayUrl": "https://quillpad.example.org/blog/2.4",
                "snippet": "Quillpad 2.4 is out. It starts 3.5 times faster than v2.3.1.",
                "dateLastCrawled": "2025-01-15T03:12:00.0000000Z",
                "language": "en",
                "isNavigational": False,
            }
        ],
    },
    "rankingResponse": {"mainline": {"items": [{"answerType": "WebPages", "resultIndex": 0}]}},
}

GOOGLE = {
    "kind": "customsearch#search",
    "url": {
        "type": "application/json",
        "template": "https://www.googleapis.com/customsearch/v1?q={searchTerms}",
    },
    "queries": {
        "request": [
            {"title": "Google Custom Search - quillpad release", "count": 2, "startIndex": 1}
        ]
    },
    "context": {"title": "test engine"},
    "searchInformation": {"searchTime": 0.2, "formattedSearchTime": "0.20", "totalResults": "2"},
    "items": [
        {
            "kind": "customsearch#result",
            "title": "Quillpad 2.4 released",
            "htmlTitle": "<b>Quillpad</b> 2.4 released",
            "link": "https://quillpad.example.org/blog/2.4",
            "displayLink": "quillpad.example.org",
            "snippet": "Jan 14, 2025 ... Quillpad 2.4 is out.",
            "htmlSnippet": "Jan 14, 2025 <b>...</b> <b>Quillpad</b> 2.4 is out.",
            "formattedUrl": "https://quillpad.example.org/blog/2.4",
            "pagemap": {"metatags": [{"og:title": "Quillpad 2.4"}]},
        },
        {
            "kind": "customsearch#result",
            "title": "A short history of tea",
            "link": "https://tea.example.net/history",
            "displayLink": "tea.example.net",
            "snippet": "Tea drinking began in southwest China.",
        },
    ],
}


@pytest.fixture
def server() -> Iterator[LocalServer]:
    with local_server() as srv:
        srv.json_route("/search", SEARXNG)
        srv.json_route("/res/v1/web/search", BRAVE)
        srv.json_route("/v7.0/search", BING)
        srv.json_route("/customsearch/v1", GOOGLE)
        yield srv


def test_searxng(server: LocalServer) -> None:
    backend = SearxngBackend(server.url, engines="duckduckgo,brave")
    assert isinstance(backend, SearchBackend)
    results = backend.search("quillpad release", count=5, language="en")
    assert [r.url for r in results] == [
        "https://quillpad.example.org/blog/2.4",
        "https://news.example.com/quillpad",
    ]
    first = results[0]
    assert first == SearchResult(
        url="https://quillpad.example.org/blog/2.4",
        title="Quillpad 2.4 released",
        snippet="Quillpad 2.4 is out. It starts 3.5 times faster than v2.3.1 & uses less memory.",
        rank=0,
        source="searxng",
        query="quillpad release",
    )
    req = server.hits("/search")[0]
    assert req.arg("q") == "quillpad release"
    assert req.arg("format") == "json"
    assert req.arg("engines") == "duckduckgo,brave"
    assert req.arg("language") == "en"
    assert backend.search("quillpad release", count=1) == results[:1]


def test_brave(server: LocalServer) -> None:
    backend = BraveBackend("brave-key", base_url=server.url, country="us")
    results = backend.search("quillpad release", count=30, language="en")
    assert [(r.url, r.title, r.snippet) for r in results] == [
        (
            "https://quillpad.example.org/blog/2.4",
            "Quillpad 2.4 released",
            "Quillpad 2.4 is out. It starts 3.5 times faster.",
        ),
        ("https://tea.example.net/history", "Tea & history", "A short history of tea."),
    ]
    req = server.hits("/res/v1/web/search")[0]
    assert req.headers["x-subscription-token"] == "brave-key"
    assert req.headers["accept"] == "application/json"
    assert req.arg("count") == "20"  # the API's maximum
    assert req.arg("search_lang") == "en"
    assert req.arg("country") == "us"
    assert "brave-key" not in repr(backend)


def test_bing(server: LocalServer) -> None:
    backend = BingBackend("bing-key", base_url=server.url, market="en-US")
    results = backend.search("quillpad release", count=3)
    assert [(r.url, r.title, r.source) for r in results] == [
        ("https://quillpad.example.org/blog/2.4", "Quillpad 2.4 released", "bing")
    ]
    req = server.hits("/v7.0/search")[0]
    assert req.headers["ocp-apim-subscription-key"] == "bing-key"
    assert req.arg("mkt") == "en-US"
    assert req.arg("count") == "3"
    backend.search("quillpad", language="de-DE")
    assert server.hits("/v7.0/search")[1].arg("mkt") == "de-DE"


def test_google(server: LocalServer) -> None:
    backend = GoogleBackend("g-key", "engine-id", base_url=server.url)
    results = backend.search("quillpad release", count=20, language="de")
    assert [r.url for r in results] == [
        "https://quillpad.example.org/blog/2.4",
        "https://tea.example.net/history",
    ]
    assert results[0].snippet == "Jan 14, 2025 ... Quillpad 2.4 is out."
    req = server.hits("/customsearch/v1")[0]
    assert (req.arg("key"), req.arg("cx"), req.arg("num"), req.arg("lr")) == (
        "g-key",
        "engine-id",
        "10",
        "lang_de",
    )


def test_empty_result_lists(server: LocalServer) -> None:
    server.json_route("/search", {"query": "x", "results": []})
    server.json_route(
        "/customsearch/v1",
        {"kind": "customsearch#search", "searchInformation": {"totalResults": "0"}},
    )
    server.json_route("/res/v1/web/search", {"type": "search", "query": {"original": "x"}})
    assert SearxngBackend(server.url).search("x") == []
    assert GoogleBackend("k", "cx", base_url=server.url).search("x") == []
    assert BraveBackend("k", base_url=server.url).search("x") == []


def test_retry_then_success(server: LocalServer) -> None:
    calls = {"n": 0}

    def flaky(_req: object) -> tuple[int, dict[str, str], bytes]:
        calls["n"] += 1
        if calls["n"] < 3:
            return 503, {"Content-Type": "text/plain"}, b"busy"
        return 200, {"Content-Type": "application/json"}, json.dumps(SEARXNG).encode()

    server.route("/search", flaky)
    results = SearxngBackend(server.url, retries=2, backoff=0.0).search("q")
    assert calls["n"] == 3
    assert len(results) == 2


def test_errors_are_typed(server: LocalServer) -> None:
    server.json_route(
        "/v7.0/search", {"error": {"code": "401", "message": "Access denied"}}, status=401
    )
    with pytest.raises(SearchError, match="HTTP 401"):
        BingBackend("bad", base_url=server.url, retries=3, backoff=0.0).search("q")
    assert len(server.hits("/v7.0/search")) == 1  # a client error is not retried

    server.route(
        "/search", lambda _r: (200, {"Content-Type": "application/json"}, b"<html>not json")
    )
    with pytest.raises(SearchError, match="invalid JSON"):
        SearxngBackend(server.url).search("q")

    server.json_route("/customsearch/v1", {"items": [{"title": "no link"}]})
    with pytest.raises(SearchError, match="unexpected JSON"):
        GoogleBackend("k", "cx", base_url=server.url).search("q")

    server.route("/search", lambda _r: (500, {}, b"boom"))
    with pytest.raises(SearchError, match=r"failed after 2 attempt"):
        SearxngBackend(server.url, retries=1, backoff=0.0).search("q")


def test_unreachable_server_is_a_search_error() -> None:
    with local_server() as srv:
        url = srv.url
    with pytest.raises(SearchError, match="ConnectError"):
        SearxngBackend(url, retries=0, timeout=2).search("q")


def test_arguments_are_checked(server: LocalServer) -> None:
    with pytest.raises(InputError, match="api_key"):
        BraveBackend("")
    with pytest.raises(InputError, match="cx"):
        GoogleBackend("k", "")
    with pytest.raises(InputError, match="base_url"):
        SearxngBackend("localhost:8888")
    backend = SearxngBackend(server.url)
    with pytest.raises(InputError, match="query"):
        backend.search("  ")
    with pytest.raises(InputError, match="count"):
        backend.search("q", count=0)


def test_async_use_and_blocking_call_inside_a_loop(server: LocalServer) -> None:
    backend = SearxngBackend(server.url)

    async def main() -> list[list[SearchResult]]:
        with pytest.raises(RuntimeError, match="running event loop"):
            backend.search("q")
        return list(await asyncio.gather(backend.asearch("a"), backend.asearch("b")))

    a, b = asyncio.run(main())
    assert a[0].query == "a"
    assert b[0].query == "b"


def test_merge_results_round_robin() -> None:
    r = [SearchResult(f"u{i}", "", "") for i in range(4)]
    assert [x.url for x in merge_results([[r[0], r[1], r[2]], [r[1], r[3]]])] == [
        "u0",
        "u1",
        "u3",
        "u2",
    ]
