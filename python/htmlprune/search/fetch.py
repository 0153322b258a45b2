"""Async page fetching with a server-side request forgery (SSRF) guard.

:class:`PageFetcher` downloads many pages concurrently (``httpx.AsyncClient``) with per-request and per-page
timeouts, a size cap, a redirect cap and charset detection. By default it refuses any URL whose host is, or
resolves to, a non-public address (private, loopback, link-local, CGNAT, multicast, reserved, unspecified; IPv4
embedded in IPv6 included): every resolved address must be public, and the request is then pinned to the
checked address (the name only goes into ``Host`` and TLS SNI, so a second DNS answer cannot swap it). Each
redirect hop is checked the same way. ``allow_private=True`` (tests, intranets), ``allowed_hosts`` and
``allowed_networks`` are the explicit opt-ins.

Example:
    >>> fetcher = PageFetcher(timeout=5, max_bytes=2_000_000)              # doctest: +SKIP
    >>> pages = fetcher.fetch_all(["https://example.org/", "https://example.com/"])
    >>> [(p.final_url, p.ok, len(p.html)) for p in pages]
"""

from __future__ import annotations

import asyncio
import codecs
import ipaddress
import logging
import re
import socket
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, fields
from functools import cached_property
from typing import Any, Union

from htmlprune._encodings import known_codec
from htmlprune.errors import InputError
from htmlprune.search.backends import SearchResult, _httpx, run_sync
from htmlprune.search.errors import BlockedAddressError, FetchError

__all__ = [
    "FetchOptions",
    "FetchedPage",
    "PageFetcher",
    "decode_body",
    "is_public_address",
    "resolve_host",
]

log = logging.getLogger(__name__)

IPAddress = Union[ipaddress.IPv4Address, ipaddress.IPv6Address]

_META_CHARSET = re.compile(
    rb"""<meta[^>]{0,200}?charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]{1,40})""", re.IGNORECASE
)
_CT_CHARSET = re.compile(r"""charset\s*=\s*["']?([A-Za-z0-9_.:-]{1,40})""", re.IGNORECASE)
_REDIRECTS = frozenset({301, 302, 303, 307, 308})


@dataclass(frozen=True)
class FetchOptions:
    """Settings of :class:`PageFetcher`.

    Attributes:
        timeout: seconds for each network phase of a request (connect, read, write, pool).
        page_timeout: seconds for a whole page, redirects included (None = no overall limit).
        max_bytes: bytes read per page (after content decoding); longer bodies are cut and marked ``truncated``.
        max_redirects: redirect hops followed; one more is a :class:`FetchError`.
        concurrency: pages downloaded at the same time by :meth:`PageFetcher.afetch_all`.
        allow_private: skip the address check entirely (tests, intranets).
        allowed_hosts: host names exempt from the address check (exact, case-insensitive).
        allowed_networks: CIDR networks whose addresses are allowed even though not public (``10.1.0.0/16``).
        user_agent: the ``User-Agent`` header.
        accept_types: content types accepted (by prefix); others are a :class:`FetchError`.
        verify_tls: verify HTTPS certificates.
        trust_env: honour proxy environment variables (off by default: a proxy would bypass the address
            check).
    """

    timeout: float = 10.0
    page_timeout: float | None = 30.0
    max_bytes: int = 5 * 1024 * 1024
    max_redirects: int = 5
    concurrency: int = 8
    allow_private: bool = False
    allowed_hosts: tuple[str, ...] = ()
    allowed_networks: tuple[str, ...] = ()
    user_agent: str = "Mozilla/5.0 (compatible; htmlprune-search/0.1)"
    accept_types: tuple[str, ...] = ("text/html", "application/xhtml+xml", "text/plain")
    verify_tls: bool = True
    trust_env: bool = False

    def __post_init__(self) -> None:
        if not self.timeout > 0:
            msg = f"timeout must be positive seconds, got {self.timeout!r}"
            raise InputError(msg)
        if self.page_timeout is not None and not self.page_timeout > 0:
            msg = f"page_timeout must be positive seconds or None, got {self.page_timeout!r}"
            raise InputError(msg)
        for name in ("max_bytes", "concurrency"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                msg = f"{name} must be a positive int, got {value!r}"
                raise InputError(msg)
        if (
            isinstance(self.max_redirects, bool)
            or not isinstance(self.max_redirects, int)
            or self.max_redirects < 0
        ):
            msg = f"max_redirects must be a non-negative int, got {self.max_redirects!r}"
            raise InputError(msg)
        for name in ("allowed_hosts", "allowed_networks", "accept_types"):
            value = getattr(self, name)
            if isinstance(value, str):
                msg = f"{name} must be a sequence of strings, not the string {value!r}"
                raise InputError(msg)
            object.__setattr__(self, name, tuple(value))
        object.__setattr__(self, "allowed_hosts", tuple(_ascii_host(h) for h in self.allowed_hosts))
        for net in self.allowed_networks:
            try:
                ipaddress.ip_network(net, strict=False)
            except ValueError as exc:
                msg = f"allowed_networks entry {net!r} is not a CIDR network: {exc}"
                raise InputError(msg) from exc


def _ascii_host(host: str) -> str:
    host = host.strip().lower().rstrip(".")
    try:
        return host.encode("idna").decode("ascii")
    except UnicodeError:
        return host


@dataclass(frozen=True)
class FetchedPage:
    """A downloaded page (or the reason it could not be downloaded).

    Attributes:
        url: the URL asked for.
        final_url: the URL after redirects.
        status: the final HTTP status (0 when no response arrived).
        html: the decoded body ('' on error).
        encoding: the charset used to decode it.
        content_type: the media type of the response (without parameters).
        truncated: the body was longer than ``max_bytes`` and was cut.
        redirects: the URLs of the redirect hops, in order.
        error: why the page is missing, or None.
        result: the search result the URL came from, if any.
    """

    url: str
    final_url: str = ""
    status: int = 0
    html: str = ""
    encoding: str = ""
    content_type: str = ""
    truncated: bool = False
    redirects: tuple[str, ...] = ()
    error: str | None = None
    result: SearchResult | None = field(default=None, compare=False)

    @property
    def ok(self) -> bool:
        """True when the page arrived (status 2xx, no error)."""
        return self.error is None and 200 <= self.status < 300

    @property
    def is_html(self) -> bool:
        return self.content_type != "text/plain"

    @cached_property
    def text(self) -> str:
        """The page's visible text (HTML rendered by :func:`htmlprune.visible_text`; plain text as is)."""
        if not self.html:
            return ""
        if not self.is_html:
            return self.html
        from htmlprune.html import visible_text

        return visible_text(self.html)


def is_public_address(ip: str | IPAddress) -> bool:
    """Whether ``ip`` is a globally routable unicast address.

    False for private (10/8, 172.16/12, 192.168/16, fc00::/7), loopback, link-local (169.254/16, fe80::/10, cloud
    metadata), CGNAT (100.64/10), multicast, reserved, unspecified and documentation ranges; IPv4-mapped,
    6to4 and Teredo IPv6 addresses are judged by the IPv4 address inside.
    """
    addr = ipaddress.ip_address(ip) if isinstance(ip, str) else ip
    if isinstance(addr, ipaddress.IPv6Address):
        inner = addr.ipv4_mapped or addr.sixtofour or (addr.teredo[1] if addr.teredo else None)
        if inner is not None:
            return is_public_address(inner)
    return bool(addr.is_global) and not addr.is_multicast and not addr.is_reserved


async def resolve_host(host: str, port: int) -> list[str]:
    """All IP addresses ``host`` resolves to (the system resolver, via the running loop).

    The fetcher calls this module-level function for every hop, so tests can replace it.

    Raises:
        FetchError: the name does not resolve.
    """
    loop = asyncio.get_running_loop()
    try:
        infos = await loop.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as exc:
        msg = f"cannot resolve host {host!r}: {exc}"
        raise FetchError(msg) from exc
    seen: list[str] = []
    for info in infos:
        ip = str(info[4][0]).split("%", 1)[0]  # drop an IPv6 zone id
        if ip not in seen:
            seen.append(ip)
    return seen


def decode_body(body: bytes, content_type: str = "") -> tuple[str, str]:
    """Decodes a page: BOM, then the ``Content-Type`` charset, then ``<meta charset>``, then UTF-8, else
    windows-1252. Invalid sequences become U+FFFD. Returns ``(text, encoding)``."""
    for bom, name in (
        (codecs.BOM_UTF8, "utf-8"),
        (codecs.BOM_UTF16_LE, "utf-16-le"),
        (codecs.BOM_UTF16_BE, "utf-16-be"),
    ):
        if body.startswith(bom):
            return body[len(bom) :].decode(name, errors="replace"), name
    candidates: list[str] = []
    m = _CT_CHARSET.search(content_type or "")
    if m:
        candidates.append(m.group(1))
    label = _sniff(body)
    if label:
        candidates.append(label)
    for label in candidates:
        # Only WHATWG labels count (latin1/ascii read as cp1252, as browsers do); a page read as ASCII
        # cannot be UTF-16.
        codec = known_codec(label)
        if codec is None or codec.startswith("utf-16"):
            continue
        return body.decode(codec, errors="replace"), codec
    try:
        return body.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        return body.decode("cp1252", errors="replace"), "cp1252"


def _sniff(body: bytes) -> str:
    """The charset the page declares (BOM-less): htmlprune's native sniffer when built, else ``<meta charset>``."""
    head = body[:4096]
    try:
        from htmlprune import _core

        sniff = getattr(_core, "sniff_encoding", None)
    except ImportError:
        sniff = None
    if sniff is not None:
        label = str(sniff(head))
        if label and label.lower() not in ("utf-8", "utf8"):
            return label
    m = _META_CHARSET.search(head[:1024])
    return m.group(1).decode("ascii") if m else ""


def _media_type(content_type: str) -> str:
    return content_type.split(";", 1)[0].strip().lower()


class PageFetcher:
    """Downloads pages concurrently with timeouts, size and redirect caps, charset detection and an SSRF guard.

    Args:
        options: a :class:`FetchOptions`; keyword overrides (``allow_private=True``) win over it.
        transport: an ``httpx.AsyncBaseTransport`` (tests, custom networking).

    Thread-safety: the object holds settings only; every :meth:`afetch_all` call opens its own client.
    """

    def __init__(
        self, options: FetchOptions | None = None, *, transport: Any = None, **overrides: Any
    ) -> None:
        base = options or FetchOptions()
        if overrides:
            unknown = set(overrides) - {f.name for f in fields(FetchOptions)}
            if unknown:
                msg = f"unknown fetch option(s) {sorted(unknown)}; valid: {[f.name for f in fields(FetchOptions)]}"
                raise TypeError(msg)
            values = {f.name: getattr(base, f.name) for f in fields(FetchOptions)}
            values.update(overrides)
            base = FetchOptions(**values)
        self.options = base
        self._transport = transport
        self._networks = [ipaddress.ip_network(n, strict=False) for n in base.allowed_networks]

    def __repr__(self) -> str:
        o = self.options
        return (
            f"PageFetcher(timeout={o.timeout}, max_bytes={o.max_bytes}, max_redirects={o.max_redirects}, "
            f"concurrency={o.concurrency}, allow_private={o.allow_private})"
        )

    # -- public API ------------------------------------------------------------------------------------------

    def fetch(self, url: str) -> FetchedPage:
        """Blocking :meth:`afetch`."""
        return run_sync(self.afetch(url))  # type: ignore[no-any-return]

    def fetch_all(self, urls: Iterable[str | SearchResult]) -> list[FetchedPage]:
        """Blocking :meth:`afetch_all`."""
        return run_sync(self.afetch_all(urls))  # type: ignore[no-any-return]

    async def afetch(self, url: str, *, client: Any = None) -> FetchedPage:
        """Downloads one page.

        Raises:
            BlockedAddressError: the URL or a redirect hop points at a non-public address.
            FetchError: network error, HTTP status >= 400, unsupported content type, bad URL, too many
                redirects, or the page timeout.
        """
        if client is None:
            async with self._client() as own:
                return await self._fetch_limited(url, own)
        return await self._fetch_limited(url, client)

    async def afetch_all(self, urls: Iterable[str | SearchResult]) -> list[FetchedPage]:
        """Downloads many pages, at most ``concurrency`` at a time, in the given order.

        Never raises for a single page: a failed page comes back with ``error`` set (and ``ok`` False).
        """
        items = list(urls)
        sem = asyncio.Semaphore(self.options.concurrency)

        async def one(item: str | SearchResult, client: Any) -> FetchedPage:
            result = item if isinstance(item, SearchResult) else None
            url = item.url if isinstance(item, SearchResult) else item
            async with sem:
                try:
                    page = await self._fetch_limited(url, client)
                except FetchError as exc:
                    log.info("fetch %s failed: %s", url, exc)
                    page = FetchedPage(url=url, final_url=url, error=str(exc))
            return FetchedPage(**{**_shallow(page), "result": result})

        if not items:
            return []
        async with self._client() as client:
            return list(await asyncio.gather(*(one(u, client) for u in items)))

    # -- internals -------------------------------------------------------------------------------------------

    def _client(self) -> Any:
        httpx = _httpx()
        o = self.options
        kwargs: dict[str, Any] = {
            "timeout": httpx.Timeout(o.timeout),
            "follow_redirects": False,
            "verify": o.verify_tls,
            "trust_env": o.trust_env,
            "headers": {
                "User-Agent": o.user_agent,
                "Accept": "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
            },
            # Requests are pinned to checked IPs with the name in Host/SNI: never reuse a connection across
            # names that share an address.
            "limits": httpx.Limits(
                max_connections=max(o.concurrency, 1), max_keepalive_connections=0
            ),
        }
        if self._transport is not None:
            kwargs["transport"] = self._transport
        return httpx.AsyncClient(**kwargs)

    async def _fetch_limited(self, url: str, client: Any) -> FetchedPage:
        if self.options.page_timeout is None:
            return await self._fetch(url, client)
        try:
            return await asyncio.wait_for(self._fetch(url, client), self.options.page_timeout)
        except asyncio.TimeoutError as exc:
            msg = f"fetching {url} took longer than page_timeout={self.options.page_timeout}s"
            raise FetchError(msg) from exc

    def _allowed_ip(self, ip: IPAddress) -> bool:
        if is_public_address(ip):
            return True
        return any(ip in net for net in self._networks if net.version == ip.version)

    async def _target(self, url: Any) -> tuple[Any, dict[str, str], dict[str, Any]]:
        """Checks one hop and returns (URL to request, extra headers, request extensions)."""
        if url.scheme not in ("http", "https"):
            msg = f"only http and https URLs can be fetched, got {str(url)!r}"
            raise FetchError(msg)
        host = url.raw_host.decode("ascii")  # IDNA-encoded: what DNS, Host and SNI need
        if not host:
            msg = f"URL has no host: {str(url)!r}"
            raise FetchError(msg)
        if self.options.allow_private:
            return url, {}, {}
        exempt = host.lower().rstrip(".") in self.options.allowed_hosts
        try:
            literal: IPAddress | None = ipaddress.ip_address(host)
        except ValueError:
            literal = None
        if literal is not None:
            if not exempt and not self._allowed_ip(literal):
                msg = f"refusing to fetch {str(url)!r}: {literal} is not a public address (allow_private=True opts in)"
                raise BlockedAddressError(msg)
            return url, {}, {}
        port = url.port or (443 if url.scheme == "https" else 80)
        addresses = await resolve_host(host, port)
        if not addresses:
            msg = f"host {host!r} resolved to no address"
            raise FetchError(msg)
        for ip in addresses if not exempt else ():
            if not self._allowed_ip(ipaddress.ip_address(ip)):
                msg = (
                    f"refusing to fetch {str(url)!r}: {host!r} resolves to {ip}, which is not a public address "
                    "(allow_private=True or allowed_hosts opts in)"
                )
                raise BlockedAddressError(msg)
        pinned = url.copy_with(host=addresses[0])
        host_header = host if url.port is None else f"{host}:{url.port}"
        extensions = {"sni_hostname": host} if url.scheme == "https" else {}
        return pinned, {"Host": host_header}, extensions

    async def _fetch(self, url: str, client: Any) -> FetchedPage:
        httpx = _httpx()
        o = self.options
        try:
            current = httpx.URL(url)
        except (httpx.InvalidURL, TypeError) as exc:
            msg = f"invalid URL {url!r}: {exc}"
            raise FetchError(msg) from exc
        redirects: list[str] = []
        for hop in range(o.max_redirects + 1):
            target, headers, extensions = await self._target(current)
            request = client.build_request("GET", target, headers=headers, extensions=extensions)
            try:
                response = await client.send(request, stream=True)
            except httpx.HTTPError as exc:
                msg = f"fetching {current!s} failed: {type(exc).__name__}: {exc}"
                raise FetchError(msg) from exc
            try:
                if response.status_code in _REDIRECTS and "location" in response.headers:
                    if hop == o.max_redirects:
                        msg = f"{url} redirected more than max_redirects={o.max_redirects} times"
                        raise FetchError(msg)
                    try:
                        current = current.join(response.headers["location"])
                    except httpx.InvalidURL as exc:
                        msg = f"{current!s} redirected to an invalid URL {response.headers['location']!r}"
                        raise FetchError(msg) from exc
                    redirects.append(str(current))
                    continue
                if response.status_code >= 400:
                    msg = f"{current!s} answered HTTP {response.status_code}"
                    raise FetchError(msg)
                content_type = response.headers.get("content-type", "")
                media = _media_type(content_type) or "text/html"
                if not media.startswith(o.accept_types):
                    msg = (
                        f"{current!s} has content type {media!r}; accepted: {list(o.accept_types)}"
                    )
                    raise FetchError(msg)
                body, truncated = await self._read(response)
            except httpx.HTTPError as exc:
                msg = f"reading {current!s} failed: {type(exc).__name__}: {exc}"
                raise FetchError(msg) from exc
            finally:
                await response.aclose()
            text, encoding = decode_body(body, content_type)
            return FetchedPage(
                url=url,
                final_url=str(current),
                status=response.status_code,
                html=text,
                encoding=encoding,
                content_type=media,
                truncated=truncated,
                redirects=tuple(redirects),
            )
        raise AssertionError("unreachable")  # pragma: no cover

    async def _read(self, response: Any) -> tuple[bytes, bool]:
        cap = self.options.max_bytes
        chunks: list[bytes] = []
        size = 0
        async for chunk in response.aiter_bytes():
            if size + len(chunk) > cap:
                chunks.append(chunk[: cap - size])
                return b"".join(chunks), True
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks), False


def _shallow(page: FetchedPage) -> dict[str, Any]:
    return {f.name: getattr(page, f.name) for f in fields(FetchedPage)}


def pages_from(results: Sequence[SearchResult], pages: Sequence[FetchedPage]) -> list[FetchedPage]:
    """The fetched pages that arrived, in result order (helper for pipelines)."""
    by_url = {p.url: p for p in pages}
    return [by_url[r.url] for r in results if r.url in by_url and by_url[r.url].ok]
