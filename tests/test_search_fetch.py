"""The async page fetcher: pages, charsets, caps, redirects, and the SSRF guard (local server only)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator

import pytest

import htmlprune.search.fetch as fetch_mod
from htmlprune.errors import InputError
from htmlprune.html import visible_text
from htmlprune.search import (
    BlockedAddressError,
    FetchError,
    FetchOptions,
    PageFetcher,
    SearchResult,
    is_public_address,
)
from htmlprune.search.fetch import decode_body
from tests.conftest import SHARED_DATA, read_jsonl_gz
from tests.search_support import LocalServer, fixture_page, local_server


@pytest.fixture
def server() -> Iterator[LocalServer]:
    with local_server() as srv:
        srv.page("/release", fixture_page("release_notes.html"))
        srv.page("/tea", fixture_page("tea_history.html"))
        yield srv


@pytest.fixture
def open_fetcher() -> PageFetcher:
    """A fetcher that may reach 127.0.0.1 (tests only)."""
    return PageFetcher(allow_private=True, timeout=5)


def test_fetch_real_fixture_pages(server: LocalServer, open_fetcher: PageFetcher) -> None:
    page = open_fetcher.fetch(f"{server.url}/release")
    assert page.ok
    assert page.status == 200
    assert page.content_type == "text/html"
    assert page.encoding == "utf-8"
    assert page.html == fixture_page("release_notes.html")
    assert "Quillpad 2.4 is out." in page.text
    assert "analytics" not in page.text
    assert (
        server.hits("/release")[0]
        .headers["user-agent"]
        .startswith("Mozilla/5.0 (compatible; htmlprune")
    )


def test_fetch_all_keeps_order_and_reports_errors(
    server: LocalServer, open_fetcher: PageFetcher
) -> None:
    result = SearchResult(f"{server.url}/tea", "Tea", "history of tea")
    urls = [
        f"{server.url}/release",
        result,
        f"{server.url}/missing",
        "ftp://example.org/x",
        "http://",
    ]
    pages = open_fetcher.fetch_all(urls)
    assert [p.url for p in pages] == [
        f"{server.url}/release",
        f"{server.url}/tea",
        f"{server.url}/missing",
        "ftp://example.org/x",
        "http://",
    ]
    assert [p.ok for p in pages] == [True, True, False, False, False]
    assert pages[1].result == result
    assert pages[0].result is None
    assert "HTTP 404" in (pages[2].error or "")
    assert "only http and https" in (pages[3].error or "")
    assert pages[4].error


def test_charsets(server: LocalServer, open_fetcher: PageFetcher) -> None:
    text = "<p>Café crème — naïve façade</p>"
    server.page("/cp1252-header", text.encode("cp1252"), "text/html; charset=windows-1252")
    meta = '<html><head><meta charset="windows-1252"></head><body>' + text + "</body></html>"
    server.page("/cp1252-meta", meta.encode("cp1252"), "text/html")
    server.page("/bom", b"\xef\xbb\xbf" + text.encode("utf-8"), "text/html; charset=iso-8859-1")
    server.page("/undeclared", text.encode("cp1252"), "text/html")
    server.page("/koi8", "<p>Привет, мир</p>".encode("koi8-r"), "text/html; charset=KOI8-R")
    for path in ("/cp1252-header", "/cp1252-meta", "/bom", "/undeclared"):
        page = open_fetcher.fetch(server.url + path)
        assert "Café crème — naïve façade" in page.html, path
    assert open_fetcher.fetch(server.url + "/koi8").text == "Привет, мир"
    assert decode_body(b"\xff\xfeh\x00i\x00") == ("hi", "utf-16-le")


def test_size_cap_truncates(server: LocalServer) -> None:
    body = "<p>" + "x" * 50_000 + "</p>"
    server.page("/big", body)
    page = PageFetcher(allow_private=True, max_bytes=1000).fetch(server.url + "/big")
    assert page.ok
    assert page.truncated
    assert len(page.html) == 1000
    assert not PageFetcher(allow_private=True).fetch(server.url + "/big").truncated


def test_redirects_followed_and_capped(server: LocalServer, open_fetcher: PageFetcher) -> None:
    server.redirect("/r1", "/r2", 301)
    server.redirect("/r2", f"{server.url}/tea", 307)
    page = open_fetcher.fetch(server.url + "/r1")
    assert page.ok
    assert page.final_url == f"{server.url}/tea"
    assert page.redirects == (f"{server.url}/r2", f"{server.url}/tea")
    server.redirect("/loop", "/loop")
    with pytest.raises(FetchError, match="max_redirects=3"):
        PageFetcher(allow_private=True, max_redirects=3).fetch(server.url + "/loop")
    assert len(server.hits("/loop")) == 4
    with pytest.raises(FetchError, match="max_redirects=0"):
        PageFetcher(allow_private=True, max_redirects=0).fetch(server.url + "/r1")


def test_content_type_and_timeouts(server: LocalServer, open_fetcher: PageFetcher) -> None:
    server.page("/doc.pdf", b"%PDF-1.7", "application/pdf")
    with pytest.raises(FetchError, match="content type 'application/pdf'"):
        open_fetcher.fetch(server.url + "/doc.pdf")
    server.page("/plain", "Just text. Two sentences.", "text/plain; charset=utf-8")
    plain = open_fetcher.fetch(server.url + "/plain")
    assert not plain.is_html
    assert plain.text == "Just text. Two sentences."

    def slow(_req: object) -> tuple[int, dict[str, str], bytes]:
        time.sleep(1.0)
        return 200, {"Content-Type": "text/html"}, b"<p>late</p>"

    server.route("/slow", slow)
    with pytest.raises(FetchError, match="ReadTimeout"):
        PageFetcher(allow_private=True, timeout=0.2).fetch(server.url + "/slow")
    with pytest.raises(FetchError, match="page_timeout"):
        PageFetcher(allow_private=True, timeout=5, page_timeout=0.2).fetch(server.url + "/slow")


def test_concurrency_limit(server: LocalServer) -> None:
    active = {"now": 0, "max": 0}

    def counted(_req: object) -> tuple[int, dict[str, str], bytes]:
        active["now"] += 1
        active["max"] = max(active["max"], active["now"])
        time.sleep(0.05)
        active["now"] -= 1
        return 200, {"Content-Type": "text/html"}, b"<p>ok</p>"

    server.route("/c", counted)
    pages = PageFetcher(allow_private=True, concurrency=2).fetch_all(
        [f"{server.url}/c?{i}" for i in range(8)]
    )
    assert all(p.ok for p in pages)
    assert 1 <= active["max"] <= 2


def test_options_are_validated() -> None:
    with pytest.raises(InputError, match="max_bytes"):
        FetchOptions(max_bytes=0)
    with pytest.raises(InputError, match="allowed_networks"):
        FetchOptions(allowed_networks=("not-a-net",))
    with pytest.raises(InputError, match="allowed_hosts"):
        FetchOptions(allowed_hosts="example.org")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="unknown fetch option"):
        PageFetcher(max_size=3)


# -- SSRF guard ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("ip", "public"),
    [
        ("8.8.8.8", True),
        ("2606:4700:4700::1111", True),
        ("127.0.0.1", False),
        ("127.1.2.3", False),
        ("10.0.0.1", False),
        ("172.16.5.4", False),
        ("192.168.1.1", False),
        ("169.254.169.254", False),
        ("100.64.0.1", False),
        ("0.0.0.0", False),
        ("224.0.0.251", False),
        ("255.255.255.255", False),
        ("::1", False),
        ("::", False),
        ("fe80::1", False),
        ("fc00::1", False),
        ("::ffff:127.0.0.1", False),
        ("::ffff:8.8.8.8", True),
        ("2002:7f00:1::", False),
        ("2002:a00:1::", False),
        ("ff02::1", False),
    ],
)
def test_is_public_address(ip: str, public: bool) -> None:
    assert is_public_address(ip) is public


def test_loopback_refused_by_default(server: LocalServer) -> None:
    fetcher = PageFetcher()
    for url in (
        f"{server.url}/release",
        f"http://localhost:{server.port}/release",
        f"http://[::1]:{server.port}/",
        "http://169.254.169.254/latest/meta-data/",
        "http://10.0.0.1/",
        "http://0.0.0.0/",
    ):
        with pytest.raises(BlockedAddressError, match="not a public address"):
            fetcher.fetch(url)
    assert server.requests == []  # nothing was ever sent
    pages = fetcher.fetch_all([f"{server.url}/release"])
    assert not pages[0].ok
    assert "not a public address" in (pages[0].error or "")


def test_dns_name_resolving_to_private_address_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    async def fake_resolve(host: str, port: int) -> list[str]:
        return {
            "intranet.example": ["10.1.2.3"],
            "mixed.example": ["93.184.215.14", "192.168.0.7"],
            "v6.example": ["fd12:3456::1"],
        }[host]

    monkeypatch.setattr(fetch_mod, "resolve_host", fake_resolve)
    fetcher = PageFetcher()
    for host, ip in (
        ("intranet.example", "10.1.2.3"),
        ("mixed.example", "192.168.0.7"),
        ("v6.example", "fd12:3456::1"),
    ):
        with pytest.raises(BlockedAddressError, match=f"resolves to {ip}"):
            fetcher.fetch(f"http://{host}/")


def test_idna_hosts_are_resolved_and_allowed_in_ascii(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []

    async def fake_resolve(host: str, port: int) -> list[str]:
        asked.append(host)
        return ["10.9.8.7"]

    monkeypatch.setattr(fetch_mod, "resolve_host", fake_resolve)
    with pytest.raises(BlockedAddressError, match=r"10\.9\.8\.7"):
        PageFetcher().fetch("http://Bücher.example/")
    assert asked == ["xn--bcher-kva.example"]
    assert FetchOptions(allowed_hosts=("Bücher.Example.",)).allowed_hosts == (
        "xn--bcher-kva.example",
    )


def test_redirect_to_loopback_refused(server: LocalServer, monkeypatch: pytest.MonkeyPatch) -> None:
    """A host the user opted in (resolving to the test server) redirects to 127.0.0.1 and to a private name."""
    seen: list[str] = []

    async def fake_resolve(host: str, port: int) -> list[str]:
        seen.append(host)
        return {"origin.test": ["127.0.0.1"], "metadata.test": ["169.254.169.254"]}[host]

    monkeypatch.setattr(fetch_mod, "resolve_host", fake_resolve)
    server.redirect("/to-loopback", f"http://127.0.0.1:{server.port}/secret")
    server.redirect("/to-metadata", "http://metadata.test/latest/meta-data/")
    server.redirect("/to-tea", "/tea")
    server.page("/secret", "<p>internal admin page</p>")
    fetcher = PageFetcher(allowed_hosts=("origin.test",))

    page = fetcher.fetch(
        f"http://origin.test:{server.port}/to-tea"
    )  # the opted-in host itself works
    assert page.ok
    assert "A short history of tea" in page.text
    assert page.final_url == f"http://origin.test:{server.port}/tea"
    assert (
        server.hits("/to-tea")[0].headers["host"] == f"origin.test:{server.port}"
    )  # pinned IP, real Host

    with pytest.raises(BlockedAddressError, match=r"127\.0\.0\.1"):
        fetcher.fetch(f"http://origin.test:{server.port}/to-loopback")
    with pytest.raises(BlockedAddressError, match=r"169\.254\.169\.254"):
        fetcher.fetch(f"http://origin.test:{server.port}/to-metadata")
    assert server.hits("/secret") == []
    assert seen.count("metadata.test") == 1


def test_allowed_networks_opt_in(server: LocalServer) -> None:
    page = PageFetcher(allowed_networks=("127.0.0.0/8",)).fetch(f"{server.url}/tea")
    assert page.ok
    with pytest.raises(BlockedAddressError):
        PageFetcher(allowed_networks=("10.0.0.0/8",)).fetch(f"{server.url}/tea")


def test_async_api(server: LocalServer, open_fetcher: PageFetcher) -> None:
    async def main() -> tuple[str, int]:
        with pytest.raises(RuntimeError, match="running event loop"):
            open_fetcher.fetch(server.url + "/tea")
        page = await open_fetcher.afetch(server.url + "/tea")
        pages = await open_fetcher.afetch_all([server.url + "/release", server.url + "/tea"])
        return page.final_url, sum(p.ok for p in pages)

    assert asyncio.run(main()) == (f"{server.url}/tea", 2)


@pytest.mark.shared_data
def test_real_pages_from_the_dev_corpora(open_fetcher: PageFetcher) -> None:
    """Real pages served over HTTP in their original encodings come back with the same visible text."""
    rows = list(read_jsonl_gz(SHARED_DATA / "corpus_trafilatura.jsonl.gz", limit=40))
    rows = [
        r for r in rows if (r.get("original_encoding") or "utf-8").lower() not in ("utf-8", "utf8")
    ][:3] + rows[:3]
    wcxb = list(read_jsonl_gz(SHARED_DATA / "corpus_wcxb.jsonl.gz", limit=3))
    with local_server() as srv:
        paths = []
        for k, row in enumerate([*rows, *wcxb]):
            enc = row.get("original_encoding") or "utf-8"
            try:
                body = row["html"].encode(enc)
            except (LookupError, UnicodeEncodeError):
                enc, body = "utf-8", row["html"].encode("utf-8")
            srv.page(f"/p{k}", body, f"text/html; charset={enc}")
            paths.append((f"/p{k}", row))
        pages = open_fetcher.fetch_all([srv.url + p for p, _ in paths])
    for page, (_, row) in zip(pages, paths):
        assert page.ok, page.error
        assert page.text == visible_text(row["html"])
        assert len(page.text) > 200
