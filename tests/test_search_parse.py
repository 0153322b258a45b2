"""The parser step: JSON validation with safe fallbacks, with a test server and with the real SmolLM2."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from htmlprune.errors import InputError, ModelError
from htmlprune.search import OpenAICompatibleLLM, ParsedRequest, RequestParser, parse_parser_output
from tests.search_support import LocalServer, Request, chat_completion, local_server, smollm2

REQ = "Who won the 2022 FIFA World Cup final?"


@pytest.mark.parametrize(
    ("answer", "need", "keywords", "alt"),
    [
        (
            '{"need_search": true, "keywords": "2022 World Cup final winner"}',
            True,
            "2022 World Cup final winner",
            None,
        ),
        (
            '```json\n{"need_search": true, "keywords": "world cup 2022", "keywords_alt": "2022年世界杯冠军"}\n```',
            True,
            "world cup 2022",
            "2022年世界杯冠军",
        ),
        (
            'Sure! Here is the JSON: {"need_search": "true", "keywords": ["world", "cup"]} Hope it helps.',
            True,
            "world cup",
            None,
        ),
        ('{"need_search": false, "keywords": "ignored"}', False, "", None),
        ('{"need_search": false}', False, "", None),
        (
            '{"keywords": "x {with} braces", "need_search": true, "extra": {"nested": [1, 2]}}',
            True,
            "x {with} braces",
            None,
        ),
        ('{"need_search": true, "keywords": "  lots\n of   space "}', True, "lots of space", None),
    ],
)
def test_valid_answers(answer: str, need: bool, keywords: str, alt: str | None) -> None:
    got = parse_parser_output(answer, REQ, second_language="Chinese")
    assert (got.need_search, got.keywords, got.keywords_alt, got.fallback, got.error) == (
        need,
        keywords,
        alt,
        False,
        None,
    )
    assert got.raw == answer


@pytest.mark.parametrize(
    ("answer", "error"),
    [
        ("I think you should search the web.", "no JSON object"),
        ('{"need_search": true, "keywords": "unterminated}', "no JSON object"),
        ("{'need_search': True}", "invalid JSON"),
        ("[1, 2]", "no JSON object"),
        ('{"keywords": "x"}', "need_search must be a boolean"),
        ('{"need_search": "maybe", "keywords": "x"}', "need_search must be a boolean"),
        ('{"need_search": true, "keywords": 42}', "keywords must be a string"),
        ('{"need_search": true, "keywords": ""}', "keywords are empty"),
        ('{"need_search": true}', "keywords are empty"),
        ("", "no JSON object"),
    ],
)
def test_malformed_answers_fall_back_to_searching_the_request(answer: str, error: str) -> None:
    got = parse_parser_output(answer, REQ)
    assert got.need_search
    assert got.fallback
    assert got.keywords == REQ
    assert error in (got.error or "")


def test_alt_keywords_only_with_a_second_language() -> None:
    answer = '{"need_search": true, "keywords": "a", "keywords_alt": "b"}'
    assert parse_parser_output(answer, REQ).keywords_alt is None
    assert parse_parser_output(answer, REQ, second_language="German").keywords_alt == "b"
    long = json.dumps({"need_search": True, "keywords": "k" * 1000})
    assert len(parse_parser_output(long, REQ).keywords) == 300


@pytest.fixture
def server() -> Iterator[LocalServer]:
    with local_server() as srv:
        yield srv


def test_parser_with_an_openai_compatible_server(server: LocalServer) -> None:
    def handle(r: Request) -> tuple[int, dict[str, str], bytes]:
        prompt = r.json()["messages"][0]["content"]
        if "hello there" in prompt:
            reply = '{"need_search": false, "keywords": ""}'
        else:
            reply = '{"need_search": true, "keywords": "world cup 2022 winner", "keywords_alt": "Weltmeister 2022"}'
        return 200, {"Content-Type": "application/json"}, chat_completion(reply)

    server.route("/v1/chat/completions", handle)
    parser = RequestParser(OpenAICompatibleLLM(server.url + "/v1", "m"), second_language="German")
    got = parser.parse(REQ)
    assert got == ParsedRequest(True, "world cup 2022 winner", "Weltmeister 2022")
    assert parser.parse("hello there").need_search is False
    body = server.hits("/v1/chat/completions")[0].json()
    assert body["response_format"] == {"type": "json_object"}
    prompt = body["messages"][0]["content"]
    assert prompt.endswith(f"Request: {REQ}")
    assert "German" in prompt
    assert '{"need_search": true' in prompt
    assert "{{" not in prompt


def test_parser_propagates_endpoint_failures(server: LocalServer) -> None:
    server.route("/v1/chat/completions", lambda _r: (503, {}, b"down"))
    parser = RequestParser(OpenAICompatibleLLM(server.url + "/v1", "m", retries=0))
    with pytest.raises(ModelError, match="HTTP 503"):
        parser.parse(REQ)
    with pytest.raises(InputError, match="request"):
        parser.parse("   ")
    with pytest.raises(TypeError, match="chat"):
        RequestParser("not an llm")  # type: ignore[arg-type]


@pytest.mark.slow
def test_parser_with_smollm2() -> None:
    """Plumbing with the real model: whatever it answers, the result is a valid decision."""
    parser = RequestParser(smollm2(), max_new_tokens=40, second_language="French")
    for request in (REQ, "hi!"):
        got = parser.parse(request)
        assert isinstance(got.need_search, bool)
        assert got.raw  # the model said something
        if got.fallback:
            assert got.need_search
            assert got.keywords == request
            assert got.error
        elif got.need_search:
            assert got.keywords
            assert len(got.keywords) <= 300
        else:
            assert got.keywords == ""
            assert got.keywords_alt is None
