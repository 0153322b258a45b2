"""The whole zero-indexing chain against local servers: a SearXNG-shaped search API serving result URLs on
127.0.0.1, an OpenAI-compatible LLM test server, the real MiniLM embedder and the real fixture pages."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from htmlprune.errors import InputError
from htmlprune.search import (
    OpenAICompatibleLLM,
    PageFetcher,
    SearchAugmentedGenerator,
    SearchError,
    SearxngBackend,
    SimilarityExtractor,
)
from htmlprune.tokenizer import load_tokenizer
from tests.search_support import (
    LocalServer,
    Request,
    chat_completion,
    fixture_page,
    local_server,
    minilm,
    smollm2,
)


def _searx(srv: LocalServer, hits: dict[str, list[tuple[str, str, str]]]) -> None:
    """SearXNG /search answering per query with (path, title, snippet) results on this server."""

    def handle(r: Request) -> tuple[int, dict[str, str], bytes]:
        q = r.arg("q") or ""
        results = [
            {
                "url": f"{srv.url}{path}",
                "title": title,
                "content": snippet,
                "engine": "test",
                "score": 1.0,
                "category": "general",
            }
            for path, title, snippet in hits.get(q, [])
        ]
        body = {
            "query": q,
            "number_of_results": len(results),
            "results": results,
            "answers": [],
            "suggestions": [],
        }
        return 200, {"Content-Type": "application/json"}, json.dumps(body).encode()

    srv.route("/search", handle)


def _llm(srv: LocalServer) -> None:
    """Parser: JSON with keywords (and German keywords); extractor: the ids of sentences naming Japan."""

    def handle(r: Request) -> tuple[int, dict[str, str], bytes]:
        prompt = r.json()["messages"][-1]["content"]
        if "needs a web search" in prompt:
            if "hello" in prompt.lower():
                reply = '{"need_search": false, "keywords": ""}'
            else:
                reply = '{"need_search": true, "keywords": "tea japan history", "keywords_alt": "Tee Japan"}'
        else:
            window = prompt.split("\n\n")[1]
            ids = re.findall(r"<TAG-(\d+)>[^<]*Japan", window)
            reply = ", ".join(f"TAG-{i}" for i in ids) or "None"
        return 200, {"Content-Type": "application/json"}, chat_completion(reply)

    srv.route("/v1/chat/completions", handle)


@pytest.fixture
def server() -> Iterator[LocalServer]:
    with local_server() as srv:
        srv.page("/tea", fixture_page("tea_history.html"))
        srv.page("/release", fixture_page("release_notes.html"))
        srv.page(
            "/tee-de",
            "<html><body><p>Tee kam im 9. Jahrhundert nach Japan. Er war teuer.</p></body></html>",
        )
        _searx(
            srv,
            {
                "tea japan history": [
                    ("/release", "Quillpad 2.4 released", "Quillpad 2.4 is out."),
                    ("/tea", "A short history of tea", "Tea drinking began in China."),
                    ("/gone", "Broken link", "This page does not exist."),
                ],
                "Tee Japan": [
                    ("/tee-de", "Tee in Japan", "Geschichte des Tees"),
                    ("/tea", "A short history of tea", "duplicate of a main result"),
                ],
                "When did tea reach Japan?": [
                    ("/tea", "A short history of tea", "Tea drinking began in China.")
                ],
            },
        )
        _llm(srv)
        yield srv


@pytest.fixture(scope="module")
def embedder() -> Any:
    return minilm()


def _sag(srv: LocalServer, embedder: Any, **kw: Any) -> SearchAugmentedGenerator:
    return SearchAugmentedGenerator(
        SearxngBackend(srv.url),
        embedder=embedder,
        fetcher=PageFetcher(allow_private=True),
        **kw,
    )


def test_full_chain_with_llm_parser_and_extractor(server: LocalServer, embedder: Any) -> None:
    llm = OpenAICompatibleLLM(server.url + "/v1", "test-model")
    sag = _sag(server, embedder, llm=llm, second_language="German", top_k=3)
    out = sag.run("When did tea reach Japan?")
    assert out.parsed is not None
    assert out.parsed.keywords == "tea japan history"
    # Both queries run concurrently (asyncio.gather): the server may see them in either order.
    assert sorted(r.arg("q") for r in server.hits("/search")) == ["Tee Japan", "tea japan history"]
    # The broken link is reported, the others were fetched, and the German page joined the pool.
    assert out.stats["n_results"] == 4
    assert out.stats["n_fetched"] == 3
    assert any("/gone" in e and "404" in e for e in out.stats["fetch_errors"])
    assert {r.url.rsplit("/", 1)[1] for r in out.ranked} == {"tea", "tee-de", "release"}
    assert out.ranked[-1].url.endswith("/release")
    # Sources are the pages where the extractor found something; the prompt holds exactly those sentences.
    urls = [s.url.rsplit("/", 1)[1] for s in out.sources]
    assert set(urls) == {"tea", "tee-de"}
    tea = out.sources[urls.index("tea")]
    assert tea.content == "Tea reached Japan in the early 9th century."
    assert (
        f"[{tea.index}] A short history of tea ({server.url}/tea)\nTea reached Japan" in out.prompt
    )
    assert "Tee kam im 9. Jahrhundert nach Japan." in out.prompt
    assert "Quillpad" not in out.prompt
    assert out.prompt.endswith("Request: When did tea reach Japan?\nAnswer:")
    # The paper's cost measure: reader tokens of the prompt vs. the whole pages.
    counter = load_tokenizer()
    assert out.stats["reader_input_tokens"] == counter.count(out.prompt)
    assert out.stats["reader_input_tokens"] * 5 < out.stats["whole_pages_tokens"]
    assert len(out.extracted) == 3
    assert out.stats["n_extracted"] == 2
    assert set(out.stats["seconds"]) == {"parse", "search", "fetch", "rerank", "extract"}


def test_neighbors_give_the_reader_context(server: LocalServer, embedder: Any) -> None:
    llm = OpenAICompatibleLLM(server.url + "/v1", "test-model")
    out = _sag(server, embedder, llm=llm, parser=False, top_k=1, neighbors=1).run(
        "When did tea reach Japan?"
    )
    assert out.sources[0].content == (
        "By the 8th century the scholar Lu Yu had written “The Classic of Tea” (茶經), the first known monograph "
        "on the subject.\nTea reached Japan in the early 9th century. Monks such as Eisai (1141–1215) promoted "
        "powdered green tea; the tea ceremony grew out of that practice."
    )
    with pytest.raises(InputError, match="neighbors"):
        _sag(server, embedder, neighbors=-1)


def test_no_search_needed(server: LocalServer, embedder: Any) -> None:
    sag = _sag(server, embedder, llm=OpenAICompatibleLLM(server.url + "/v1", "m"))
    out = sag.run("hello, how are you?")
    assert out.prompt == "hello, how are you?"
    assert out.sources == ()
    assert out.parsed is not None
    assert not out.parsed.need_search
    assert server.hits("/search") == []


def test_model_free_chain_similarity_extractor(server: LocalServer, embedder: Any) -> None:
    sag = _sag(
        server,
        embedder,
        top_k=2,
        extractor=SimilarityExtractor(embedder, threshold=0.5, max_segments=2),
    )
    out = sag.run("When did tea reach Japan?")
    assert [r.arg("q") for r in server.hits("/search")] == [
        "When did tea reach Japan?"
    ]  # no parser: request
    assert out.parsed is not None
    assert not out.parsed.fallback
    assert len(out.sources) == 1
    assert "Tea reached Japan in the early 9th century." in out.sources[0].content
    assert out.stats["reader_input_tokens"] < out.stats["whole_pages_tokens"]


def test_prune_and_pages_modes(server: LocalServer, embedder: Any) -> None:
    pruned = _sag(server, embedder, mode="prune", prune_budget=96).run("When did tea reach Japan?")
    assert pruned.stats["pruned_tokens"] <= 96
    assert "Japan" in pruned.prompt
    assert "<p>" in pruned.prompt
    assert pruned.sources[0].url.endswith("/tea")
    pages = _sag(server, embedder, mode="pages").run("When did tea reach Japan?")
    assert "Tea reached Japan" in pages.prompt
    assert "Portuguese traders" in pages.prompt
    assert pages.stats["reader_input_tokens"] > pruned.stats["reader_input_tokens"]


def test_everything_said_none_falls_back_to_snippets(server: LocalServer, embedder: Any) -> None:
    server.route(
        "/v1/chat/completions",
        lambda _r: (200, {"Content-Type": "application/json"}, chat_completion("None")),
    )
    llm = OpenAICompatibleLLM(server.url + "/v1", "m")
    out = _sag(server, embedder, llm=llm, parser=False).run("When did tea reach Japan?")
    assert out.stats["fallback"] == "snippets"
    assert out.sources[0].content == "Tea drinking began in China."


def test_search_failure_and_bad_arguments(server: LocalServer, embedder: Any) -> None:
    server.route("/search", lambda _r: (500, {}, b"down"))
    sag = SearchAugmentedGenerator(
        SearxngBackend(server.url, retries=0),
        embedder=embedder,
        fetcher=PageFetcher(allow_private=True),
    )
    with pytest.raises(SearchError, match="every search query failed"):
        sag.run("When did tea reach Japan?")
    with pytest.raises(InputError, match="request"):
        sag.run("  ")
    with pytest.raises(InputError, match="mode"):
        SearchAugmentedGenerator(SearxngBackend(server.url), embedder=embedder, mode="summarize")
    with pytest.raises(TypeError, match="SearchBackend"):
        SearchAugmentedGenerator("searx")  # type: ignore[arg-type]


def test_default_fetcher_refuses_the_local_result_urls(server: LocalServer, embedder: Any) -> None:
    """Without the opt-in, search results pointing at 127.0.0.1 are never fetched (SSRF guard)."""
    sag = SearchAugmentedGenerator(SearxngBackend(server.url), embedder=embedder)
    out = sag.run("When did tea reach Japan?")
    assert out.stats["n_fetched"] == 0
    assert all("not a public address" in e for e in out.stats["fetch_errors"])
    assert server.hits("/tea") == []
    # Only snippets were left to rank and extract from.
    assert out.sources
    assert out.sources[0].content == "Tea drinking began in China."


@pytest.mark.slow
def test_chain_with_local_smollm2(server: LocalServer, embedder: Any) -> None:
    """Plumbing with the real local model for both LLM steps (quality is not expected from 135M)."""
    from htmlprune.search import LLMExtractor, RequestParser

    llm = smollm2()
    sag = _sag(
        server,
        embedder,
        llm=llm,
        top_k=1,
        parser=RequestParser(llm, max_new_tokens=32),
        extractor=LLMExtractor(llm, max_new_tokens=8, max_ids=2, window_chars=3000),
    )
    out = sag.run("When did tea reach Japan?")
    assert out.parsed is not None
    assert len(out.ranked) == 1
    assert len(out.extracted) == 1
    page = out.extracted[0]
    assert all(re.fullmatch(r"None|TAG-\d+(, TAG-\d+)?", raw) for raw in page.raw)
    assert out.stats["reader_input_tokens"] == load_tokenizer().count(out.prompt)
