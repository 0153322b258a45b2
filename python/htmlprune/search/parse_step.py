"""The parser step: one LLM call decides whether a request needs a web search and which keywords to use.

The model answers with a JSON object validated against :data:`PARSE_SCHEMA` (checked by hand; no schema
library needed). Anything malformed falls back safely to searching with the request itself, and the result
says so (``fallback=True`` and ``error``).

Example:
    >>> parse_parser_output('{"need_search": true, "keywords": "SmolLM2 release date"}', "When was SmolLM2 out?")
    ParsedRequest(need_search=True, keywords='SmolLM2 release date', keywords_alt=None, fallback=False, error=None)
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from htmlprune.errors import InputError
from htmlprune.search.llm import LLM, check_llm, check_prompt

__all__ = ["PARSE_PROMPT", "PARSE_SCHEMA", "ParsedRequest", "RequestParser", "parse_parser_output"]

#: The JSON schema the parser's answer must follow (documentation; validated by :func:`parse_parser_output`).
PARSE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "need_search": {"type": "boolean"},
        "keywords": {"type": "string", "maxLength": 300},
        "keywords_alt": {"type": ["string", "null"], "maxLength": 300},
    },
    "required": ["need_search"],
    "additionalProperties": True,
}

#: The parser's user turn; ``{request}`` and ``{alt}`` (the second-language instruction) are filled in.
PARSE_PROMPT = (
    "You decide whether a request needs a web search to be answered well (recent events, facts, numbers, "
    "people, products, places) or not (greetings, chit-chat, arithmetic, writing or rewriting text).\n"
    "Reply with one JSON object and nothing else, in this form:\n"
    '{{"need_search": true, "keywords": "short search engine query"{alt_example}}}\n'
    'or {{"need_search": false, "keywords": ""}}.\n{alt}\n'
    "Request: {request}"
)

_ALT_EXAMPLE = ', "keywords_alt": "the same query in {language}"'
_ALT_RULE = 'Also give "keywords_alt": the search query translated into {language}.'
_MAX_KEYWORDS = 300
_TRUE = {"true", "yes", "1"}
_FALSE = {"false", "no", "0"}


@dataclass(frozen=True)
class ParsedRequest:
    """The parser step's decision.

    Attributes:
        need_search: whether to search the web.
        keywords: the search query (the request itself on fallback).
        keywords_alt: an optional second-language query.
        fallback: True when the model's answer was unusable and the safe default was used.
        error: why the answer was unusable (None when it was fine).
        raw: the model's raw answer.
    """

    need_search: bool
    keywords: str
    keywords_alt: str | None = None
    fallback: bool = False
    error: str | None = None
    raw: str = field(default="", repr=False, compare=False)


def _first_json_object(text: str) -> str | None:
    """The first balanced ``{...}`` in ``text`` (strings and escapes respected), or None."""
    start = text.find("{")
    while start != -1:
        depth = 0
        in_str = False
        esc = False
        for k in range(start, len(text)):
            c = text[k]
            if in_str:
                if esc:
                    esc = False
                elif c == "\\":
                    esc = True
                elif c == '"':
                    in_str = False
            elif c == '"':
                in_str = True
            elif c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 0:
                    return text[start : k + 1]
        start = text.find("{", start + 1)
    return None


def _as_bool(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
        return value.strip().lower() in _TRUE
    return None


def _as_query(value: Any) -> str | None:
    if value is None:
        return ""
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        value = " ".join(value)
    if not isinstance(value, str):
        return None
    return re.sub(r"\s+", " ", value).strip()[:_MAX_KEYWORDS]


def _fallback(request: str, raw: str, error: str) -> ParsedRequest:
    keywords = re.sub(r"\s+", " ", request).strip()[:_MAX_KEYWORDS]
    return ParsedRequest(
        need_search=True, keywords=keywords, keywords_alt=None, fallback=True, error=error, raw=raw
    )


def parse_parser_output(
    text: str, request: str, *, second_language: str | None = None
) -> ParsedRequest:
    """Validates the parser model's answer against :data:`PARSE_SCHEMA`.

    Accepts a JSON object anywhere in the text (code fences and chatter around it are ignored), ``"true"``/
    ``"false"`` strings for the boolean and a list of strings for keywords. Falls back to
    ``need_search=True`` with the request as keywords when there is no JSON object, it does not parse,
    ``need_search`` is missing or not a boolean, or a search is needed but no keywords are given.
    """
    raw = text if isinstance(text, str) else ""
    blob = _first_json_object(raw)
    if blob is None:
        return _fallback(request, raw, "no JSON object in the answer")
    try:
        data = json.loads(blob, strict=False)  # strict=False: raw newlines inside strings are fine
    except json.JSONDecodeError as exc:
        return _fallback(request, raw, f"invalid JSON: {exc}")
    if not isinstance(data, dict):
        return _fallback(request, raw, "the JSON is not an object")
    need = _as_bool(data.get("need_search"))
    if need is None:
        return _fallback(
            request, raw, f"need_search must be a boolean, got {data.get('need_search')!r}"
        )
    keywords = _as_query(data.get("keywords"))
    if keywords is None:
        return _fallback(request, raw, f"keywords must be a string, got {data.get('keywords')!r}")
    alt = _as_query(data.get("keywords_alt")) if second_language else None
    if need and not keywords:
        return _fallback(request, raw, "need_search is true but keywords are empty")
    return ParsedRequest(
        need_search=need,
        keywords=keywords if need else "",
        keywords_alt=(alt or None) if need else None,
        fallback=False,
        error=None,
        raw=raw,
    )


class RequestParser:
    """Runs the parser step with an LLM.

    Args:
        llm: any :class:`~htmlprune.search.llm.LLM`.
        second_language: also ask for keywords in this language (e.g. ``"Chinese"``), as the paper does for
            bilingual search.
        max_new_tokens: most tokens of the answer.
        json_mode: ask the backend for a JSON object (OpenAI ``response_format``; ignored locally).
        prompt: the user turn with ``{request}``, ``{alt}`` and ``{alt_example}``.
    """

    def __init__(
        self,
        llm: LLM,
        *,
        second_language: str | None = None,
        max_new_tokens: int = 96,
        json_mode: bool = True,
        prompt: str = PARSE_PROMPT,
    ) -> None:
        check_llm(llm)
        check_prompt(prompt, "{request}")
        self.llm = llm
        self.second_language = second_language
        self.max_new_tokens = max_new_tokens
        self.json_mode = json_mode
        self.prompt = prompt

    def messages(self, request: str) -> list[dict[str, str]]:
        lang = self.second_language
        user = (
            self.prompt.replace("{alt_example}", _ALT_EXAMPLE.format(language=lang) if lang else "")
            .replace("{alt}", _ALT_RULE.format(language=lang) if lang else "")
            .replace("{{", "{")
            .replace("}}", "}")
            .replace("{request}", request)
        )
        return [{"role": "user", "content": user}]

    def parse(self, request: str) -> ParsedRequest:
        """Decides for ``request``; never raises for a bad model answer (see :func:`parse_parser_output`).

        Raises:
            InputError: the request is empty.
            ModelError: the LLM itself failed (endpoint down after retries, model error).
        """
        if not isinstance(request, str) or not request.strip():
            msg = f"request must be a non-empty string, got {request!r}"
            raise InputError(msg)
        answer = self.llm.chat(
            self.messages(request), max_new_tokens=self.max_new_tokens, json_mode=self.json_mode
        )
        return parse_parser_output(answer, request, second_language=self.second_language)
