"""A chat model behind an OpenAI-compatible HTTP endpoint (:class:`OpenAICompatibleLLM`)."""

from __future__ import annotations

import random
import threading
import time
import weakref
from collections.abc import Mapping, Sequence
from typing import Any

from htmlprune.errors import InputError, MissingDependencyError, ModelError
from htmlprune.search.llm_protocol import Message, check_messages
from htmlprune.search.tag_grammar import TagIdConstraint

__all__ = ["OpenAICompatibleLLM"]

_RETRY_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504})


class OpenAICompatibleLLM:
    """A chat model behind an OpenAI-compatible ``/chat/completions`` endpoint (vLLM, llama.cpp, Ollama, ...).

    Args:
        base_url: the API root including the version, e.g. ``http://localhost:8000/v1``.
        model: the model name the server expects.
        api_key: sent as ``Authorization: Bearer ...`` (None = no header; many local servers need none).
        timeout: seconds per request (connect/read/write).
        retries: extra attempts after network errors, timeouts, 408/409/425/429 and 5xx.
        backoff: base delay in seconds; attempt k waits ``backoff * 2**k`` (with jitter), or the server's
            ``Retry-After`` when given (capped at ``max_backoff``).
        max_backoff: longest single wait.
        constraint_style: how to pass a :class:`TagIdConstraint` to the server: None (not at all; the
            extractor's parser copes), ``"vllm"`` (``guided_regex``) or ``"llama.cpp"`` (``grammar``).
        extra_body: extra JSON fields for every request (``{"top_p": 0.9}``).
        headers: extra HTTP headers.
        transport: an ``httpx.BaseTransport`` (tests, custom networking).

    Thread-safety: one ``httpx.Client`` shared by all calls; safe to call from several threads.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        *,
        timeout: float = 60.0,
        retries: int = 3,
        backoff: float = 0.5,
        max_backoff: float = 30.0,
        constraint_style: str | None = None,
        extra_body: Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
        transport: Any = None,
    ) -> None:
        if not isinstance(base_url, str) or not base_url.startswith(("http://", "https://")):
            msg = f"base_url must be an http(s) URL such as http://localhost:8000/v1, got {base_url!r}"
            raise InputError(msg)
        if not model:
            msg = "model must name the served model"
            raise InputError(msg)
        if constraint_style not in (None, "vllm", "llama.cpp"):
            msg = f"constraint_style must be None, 'vllm' or 'llama.cpp', got {constraint_style!r}"
            raise InputError(msg)
        if timeout <= 0 or retries < 0 or backoff < 0:
            msg = (
                f"need timeout > 0, retries >= 0, backoff >= 0; got {timeout}, {retries}, {backoff}"
            )
            raise InputError(msg)
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key = api_key
        self.timeout = timeout
        self.retries = retries
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.constraint_style = constraint_style
        self.extra_body = dict(extra_body or {})
        self.headers = dict(headers or {})
        self._transport = transport
        self._client: Any = None
        self._client_lock = threading.Lock()

    def __repr__(self) -> str:
        return f"OpenAICompatibleLLM({self.base_url!r}, model={self.model!r})"

    def _http(self) -> Any:
        with self._client_lock:
            if self._client is None:
                try:
                    import httpx
                except ImportError as exc:
                    msg = 'the OpenAI-compatible client needs httpx; install: pip install "htmlprune[search]"'
                    raise MissingDependencyError(msg) from exc
                headers = {"Content-Type": "application/json", **self.headers}
                if self.api_key:
                    headers["Authorization"] = f"Bearer {self.api_key}"
                kwargs: dict[str, Any] = {"timeout": self.timeout, "headers": headers}
                if self._transport is not None:
                    kwargs["transport"] = self._transport
                self._client = httpx.Client(**kwargs)
                # Close the pool when this object is garbage-collected without close().
                weakref.finalize(self, self._client.close)
            return self._client

    def close(self) -> None:
        """Closes the HTTP connection pool."""
        with self._client_lock:
            if self._client is not None:
                self._client.close()
                self._client = None

    def __enter__(self) -> OpenAICompatibleLLM:  # noqa: PYI034 - Self needs Python 3.11
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def request_body(
        self,
        messages: Sequence[Message],
        *,
        max_new_tokens: int = 256,
        temperature: float = 0.0,
        constraint: TagIdConstraint | None = None,
        json_mode: bool = False,
    ) -> dict[str, Any]:
        """The JSON body :meth:`chat` sends."""
        body: dict[str, Any] = {
            "model": self.model,
            "messages": check_messages(messages),
            "max_tokens": int(max_new_tokens),
            "temperature": float(temperature),
            "stream": False,
        }
        if json_mode:
            body["response_format"] = {"type": "json_object"}
        if constraint is not None and self.constraint_style == "vllm":
            body["guided_regex"] = constraint.regex()
        elif constraint is not None and self.constraint_style == "llama.cpp":
            body["grammar"] = constraint.gbnf()
        body.update(self.extra_body)
        return body

    def chat(
        self,
        messages: Sequence[Message],
        *,
        max_new_tokens: int = 256,
        temperature: float = 0.0,
        constraint: TagIdConstraint | None = None,
        json_mode: bool = False,
    ) -> str:
        """Sends one chat completion request (with retries) and returns the reply text.

        Raises:
            ModelError: the endpoint failed after all retries, refused the request (4xx), or answered
                without a message.
        """
        import httpx

        body = self.request_body(
            messages,
            max_new_tokens=max_new_tokens,
            temperature=temperature,
            constraint=constraint,
            json_mode=json_mode,
        )
        url = f"{self.base_url}/chat/completions"
        client = self._http()
        last = ""
        for attempt in range(self.retries + 1):
            wait: float | None = None
            try:
                resp = client.post(url, json=body)
            except httpx.HTTPError as exc:  # connect errors, timeouts, protocol errors
                last = f"{type(exc).__name__}: {exc}"
            else:
                if resp.status_code == 200:
                    return self._content(resp, url)
                last = f"HTTP {resp.status_code}: {resp.text[:300]!r}"
                if resp.status_code not in _RETRY_STATUS:
                    break
                wait = _retry_after(resp.headers.get("retry-after"))
            if attempt < self.retries:
                delay = (
                    wait
                    if wait is not None
                    else self.backoff * (2**attempt) * (0.5 + random.random())
                )
                time.sleep(min(delay, self.max_backoff))
        msg = f"chat completion at {url} (model {self.model!r}) failed after {attempt + 1} attempt(s): {last}"
        raise ModelError(msg)

    def _content(self, resp: Any, url: str) -> str:
        try:
            data = resp.json()
            message = data["choices"][0]["message"]
            content = message.get("content")
        except (ValueError, KeyError, IndexError, TypeError, AttributeError) as exc:
            msg = f"{url} answered without choices[0].message: {resp.text[:300]!r}"
            raise ModelError(msg) from exc
        return "" if content is None else str(content).strip()


def _retry_after(value: str | None) -> float | None:
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        return None
