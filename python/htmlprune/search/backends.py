"""Web search API clients: SearXNG, Brave Search, Bing Web Search v7 and Google Programmable Search.

Each backend turns a query into a list of :class:`SearchResult` (url, title, snippet) through the API's JSON
response. All are async-first (:meth:`asearch`, built on ``httpx.AsyncClient``) with a blocking
:meth:`search` wrapper; ``base_url`` points a backend at a self-hosted instance or a test server.

Example:
    >>> backend = SearxngBackend("http://localhost:8888")              # doctest: +SKIP
    >>> for r in backend.search("zero-indexing search augmentation", count=5):
    ...     print(r.url, r.title)
"""

from __future__ import annotations

import asyncio
import html as html_lib
import logging
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypedDict, runtime_checkable

from htmlprune.errors import InputError, MissingDependencyError
from htmlprune.search.errors import SearchError

if TYPE_CHECKING:
    from typing_extensions import Unpack

__all__ = [
    "BingBackend",
    "BraveBackend",
    "GoogleBackend",
    "SearchBackend",
    "SearchResult",
    "SearxngBackend",
    "merge_results",
    "run_sync",
    "strip_markup",
]

log = logging.getLogger(__name__)

_TAG = re.compile(r"<[^>]{0,200}>")
_SPACE = re.compile(r"\s+")
_RETRY_STATUS = frozenset({429, 500, 502, 503, 504})


@dataclass(frozen=True)
class SearchResult:
    """One web search hit.

    Attributes:
        url: the page's URL.
        title: the page title as the search engine shows it.
        snippet: the engine's text excerpt (markup removed).
        rank: position in its result list (0 = first).
        source: the backend that found it (``"searxng"``, ``"brave"``, ``"bing"``, ``"google"``, ...).
        query: the query that produced it.
    """

    url: str
    title: str
    snippet: str
    rank: int = 0
    source: str = ""
    query: str = ""


@runtime_checkable
class SearchBackend(Protocol):
    """Anything that answers a query with search results."""

    name: str

    async def asearch(
        self, query: str, *, count: int = 10, language: str | None = None
    ) -> list[SearchResult]:
        """Searches for ``query``; at most ``count`` results, best first."""
        ...

    def search(
        self, query: str, *, count: int = 10, language: str | None = None
    ) -> list[SearchResult]:
        """Blocking :meth:`asearch`."""
        ...


def run_sync(coro: Any) -> Any:
    """Runs a coroutine to completion from synchronous code (not from inside a running event loop)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    coro.close()
    msg = "called the blocking API from a running event loop; await the async variant (asearch/afetch/arun)"
    raise RuntimeError(msg)


def _httpx() -> Any:
    try:
        import httpx
    except ImportError as exc:
        msg = 'web search and fetching need httpx; install it with: pip install "htmlprune[search]"'
        raise MissingDependencyError(msg) from exc
    return httpx


def strip_markup(text: str) -> str:
    """Snippet text without tags (``<strong>``), entities decoded, whitespace collapsed."""
    return _SPACE.sub(" ", html_lib.unescape(_TAG.sub("", text))).strip()


class HttpSettings(TypedDict, total=False):
    """The HTTP settings every backend takes as keyword arguments.

    Attributes:
        timeout: seconds per request (default 10).
        retries: extra attempts on network errors, 429 and 5xx (default 2).
        backoff: base delay in seconds (doubles per attempt, with jitter; default 0.5).
        headers: extra request headers.
        client: an ``httpx.AsyncClient`` to share (default: one per call).
    """

    timeout: float
    retries: int
    backoff: float
    headers: Mapping[str, str] | None
    client: Any


class _HttpBackend:
    """Shared plumbing: one GET with retries and backoff, JSON decoding, error messages."""

    name = "http"
    default_url = ""

    def __init__(
        self,
        *,
        base_url: str | None = None,
        timeout: float = 10.0,
        retries: int = 2,
        backoff: float = 0.5,
        headers: Mapping[str, str] | None = None,
        client: Any = None,
    ) -> None:
        if timeout <= 0:
            msg = f"timeout must be positive seconds, got {timeout!r}"
            raise InputError(msg)
        if retries < 0 or backoff < 0:
            msg = f"retries and backoff must be >= 0, got retries={retries!r}, backoff={backoff!r}"
            raise InputError(msg)
        self.base_url = (base_url or self.default_url).rstrip("/")
        if not self.base_url.startswith(("http://", "https://")):
            msg = f"{type(self).__name__} needs an http(s) base_url, got {self.base_url!r}"
            raise InputError(msg)
        self.timeout = timeout
        self.retries = retries
        self.backoff = backoff
        self.headers = dict(headers or {})
        self._client = client  # an httpx.AsyncClient to share, or None for one per call

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.base_url!r})"

    def search(
        self, query: str, *, count: int = 10, language: str | None = None
    ) -> list[SearchResult]:
        """Blocking :meth:`asearch` (use :meth:`asearch` inside an event loop)."""
        return run_sync(self.asearch(query, count=count, language=language))  # type: ignore[no-any-return]

    async def asearch(
        self, query: str, *, count: int = 10, language: str | None = None
    ) -> list[SearchResult]:
        """Searches for ``query`` and returns at most ``count`` results, best first.

        Raises:
            InputError: empty query or count < 1.
            SearchError: the API failed after retries or answered in an unexpected shape.
        """
        if not isinstance(query, str) or not query.strip():
            msg = f"query must be a non-empty string, got {query!r}"
            raise InputError(msg)
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            msg = f"count must be a positive int, got {count!r}"
            raise InputError(msg)
        url, params, headers = self._request(query.strip(), count, language)
        data = await self._get_json(url, params, {**self.headers, **headers})
        try:
            results = self._parse(data)
        except (KeyError, TypeError, AttributeError) as exc:
            msg = (
                f"{self.name} answered with unexpected JSON ({type(exc).__name__}: {exc}); first keys: "
                + str(list(data)[:8] if isinstance(data, dict) else type(data).__name__)
            )
            raise SearchError(msg) from exc
        out: list[SearchResult] = []
        seen: set[str] = set()
        for url_, title, snippet in results:
            if not url_ or url_ in seen:
                continue
            seen.add(url_)
            out.append(
                SearchResult(
                    url=url_,
                    title=strip_markup(title or ""),
                    snippet=strip_markup(snippet or ""),
                    rank=len(out),
                    source=self.name,
                    query=query,
                )
            )
            if len(out) >= count:
                break
        return out

    def _request(
        self, query: str, count: int, language: str | None
    ) -> tuple[str, dict[str, Any], dict[str, str]]:
        raise NotImplementedError

    def _parse(self, data: Any) -> list[tuple[str, str, str]]:
        raise NotImplementedError

    async def _get_json(self, url: str, params: dict[str, Any], headers: dict[str, str]) -> Any:
        httpx = _httpx()
        headers.setdefault("Accept", "application/json")
        if self._client is not None:
            return await self._get_json_with(self._client, url, params, headers)
        async with httpx.AsyncClient(timeout=self.timeout, follow_redirects=True) as client:
            return await self._get_json_with(client, url, params, headers)

    async def _get_json_with(
        self, client: Any, url: str, params: dict[str, Any], headers: dict[str, str]
    ) -> Any:
        httpx = _httpx()
        last = ""
        for attempt in range(self.retries + 1):
            try:
                resp = await client.get(url, params=params, headers=headers, timeout=self.timeout)
            except httpx.HTTPError as exc:
                last = f"{type(exc).__name__}: {exc}"
            else:
                if resp.status_code == 200:
                    try:
                        return resp.json()
                    except ValueError as exc:
                        msg = (
                            f"{self.name} at {url} answered with invalid JSON: {resp.text[:200]!r}"
                        )
                        raise SearchError(msg) from exc
                last = f"HTTP {resp.status_code}: {resp.text[:200]!r}"
                if resp.status_code not in _RETRY_STATUS:
                    break
            if attempt < self.retries:
                await asyncio.sleep(self.backoff * (2**attempt) * (0.5 + random.random()))
        msg = f"{self.name} search at {url} failed after {self.retries + 1} attempt(s): {last}"
        raise SearchError(msg)


class SearxngBackend(_HttpBackend):
    """A SearXNG instance's JSON API (``/search?format=json``; the instance must enable the json format).

    Args:
        base_url: the instance, e.g. ``http://localhost:8888``.
        engines: comma-separated engine names to use (None = the instance's defaults).
        categories: SearXNG categories (default ``general``).
        **http: timeout, retries, backoff, headers, client (see :class:`HttpSettings`).
    """

    name = "searxng"

    def __init__(
        self,
        base_url: str,
        *,
        engines: str | None = None,
        categories: str = "general",
        **http: Unpack[HttpSettings],
    ) -> None:
        super().__init__(base_url=base_url, **http)
        self.engines = engines
        self.categories = categories

    def _request(
        self, query: str, count: int, language: str | None
    ) -> tuple[str, dict[str, Any], dict[str, str]]:
        params: dict[str, Any] = {"q": query, "format": "json", "categories": self.categories}
        if self.engines:
            params["engines"] = self.engines
        if language:
            params["language"] = language
        return f"{self.base_url}/search", params, {}

    def _parse(self, data: Any) -> list[tuple[str, str, str]]:
        return [(r["url"], r.get("title", ""), r.get("content", "")) for r in data["results"]]


class BraveBackend(_HttpBackend):
    """Brave Search API (``GET /res/v1/web/search``, header ``X-Subscription-Token``).

    Args:
        api_key: the subscription token.
        base_url: API root (default ``https://api.search.brave.com``).
        country: optional two-letter country code.
        **http: timeout, retries, backoff, headers, client (see :class:`HttpSettings`).
    """

    name = "brave"
    default_url = "https://api.search.brave.com"

    def __init__(
        self,
        api_key: str,
        *,
        base_url: str | None = None,
        country: str | None = None,
        **http: Unpack[HttpSettings],
    ) -> None:
        if not api_key:
            msg = "BraveBackend needs an api_key (the X-Subscription-Token)"
            raise InputError(msg)
        super().__init__(base_url=base_url, **http)
        self.api_key = api_key
        self.country = country

    def __repr__(self) -> str:
        return f"BraveBackend({self.base_url!r}, api_key=***)"

    def _request(
        self, query: str, count: int, language: str | None
    ) -> tuple[str, dict[str, Any], dict[str, str]]:
        params: dict[str, Any] = {"q": query, "count": min(count, 20)}
        if language:
            params["search_lang"] = language
        if self.country:
            params["country"] = self.country
        return f"{self.base_url}/res/v1/web/search", params, {"X-Subscription-Token": self.api_key}

    def _parse(self, data: Any) -> list[tuple[str, str, str]]:
        web = data.get("web") or {}
        return [
            (r["url"], r.get("title", ""), r.get("description", "")) for r in web.get("results", [])
        ]


class BingBackend(_HttpBackend):
    """Bing Web Search API v7 (``GET /v7.0/search``, header ``Ocp-Apim-Subscription-Key``).

    Args:
        api_key: the subscription key.
        base_url: API root (default ``https://api.bing.microsoft.com``).
        market: market code such as ``en-US`` (``mkt``); a ``language`` with a region (``de-DE``) overrides it.
        **http: timeout, retries, backoff, headers, client (see :class:`HttpSettings`).
    """

    name = "bing"
    default_url = "https://api.bing.microsoft.com"

    def __init__(
        self,
        api_key: str,
        *,
        base_url: str | None = None,
        market: str | None = None,
        **http: Unpack[HttpSettings],
    ) -> None:
        if not api_key:
            msg = "BingBackend needs an api_key (Ocp-Apim-Subscription-Key)"
            raise InputError(msg)
        super().__init__(base_url=base_url, **http)
        self.api_key = api_key
        self.market = market

    def __repr__(self) -> str:
        return f"BingBackend({self.base_url!r}, api_key=***)"

    def _request(
        self, query: str, count: int, language: str | None
    ) -> tuple[str, dict[str, Any], dict[str, str]]:
        params: dict[str, Any] = {"q": query, "count": min(count, 50), "responseFilter": "Webpages"}
        if language and "-" in language:
            params["mkt"] = language
        else:
            if self.market:
                params["mkt"] = self.market
            if language:
                params["setLang"] = language
        return f"{self.base_url}/v7.0/search", params, {"Ocp-Apim-Subscription-Key": self.api_key}

    def _parse(self, data: Any) -> list[tuple[str, str, str]]:
        pages = data.get("webPages") or {}
        return [(r["url"], r.get("name", ""), r.get("snippet", "")) for r in pages.get("value", [])]


class GoogleBackend(_HttpBackend):
    """Google Programmable Search (Custom Search JSON API, ``GET /customsearch/v1`` with ``key`` and ``cx``).

    Args:
        api_key: the API key.
        cx: the Programmable Search Engine id.
        base_url: API root (default ``https://www.googleapis.com``).
        **http: timeout, retries, backoff, headers, client (see :class:`HttpSettings`).
    """

    name = "google"
    default_url = "https://www.googleapis.com"

    def __init__(
        self,
        api_key: str,
        cx: str,
        *,
        base_url: str | None = None,
        **http: Unpack[HttpSettings],
    ) -> None:
        if not api_key or not cx:
            msg = "GoogleBackend needs an api_key and a cx (search engine id)"
            raise InputError(msg)
        super().__init__(base_url=base_url, **http)
        self.api_key = api_key
        self.cx = cx

    def __repr__(self) -> str:
        return f"GoogleBackend({self.base_url!r}, cx={self.cx!r}, api_key=***)"

    def _request(
        self, query: str, count: int, language: str | None
    ) -> tuple[str, dict[str, Any], dict[str, str]]:
        params: dict[str, Any] = {
            "key": self.api_key,
            "cx": self.cx,
            "q": query,
            "num": min(count, 10),
        }
        if language:
            params["hl"] = language
            params["lr"] = f"lang_{language.split('-')[0]}"
        return f"{self.base_url}/customsearch/v1", params, {}

    def _parse(self, data: Any) -> list[tuple[str, str, str]]:
        return [
            (r["link"], r.get("title", ""), r.get("snippet", "")) for r in data.get("items", [])
        ]


def merge_results(lists: Sequence[Sequence[SearchResult]]) -> list[SearchResult]:
    """Interleaves result lists round-robin (best of each first), dropping repeated URLs."""
    out: list[SearchResult] = []
    seen: set[str] = set()
    longest = max((len(x) for x in lists), default=0)
    for k in range(longest):
        for results in lists:
            if k < len(results) and results[k].url not in seen:
                seen.add(results[k].url)
                out.append(results[k])
    return out
