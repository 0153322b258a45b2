"""Bytes input: the sniffed encoding decodes hostile real-world bytes as a browser would, never raising."""

from __future__ import annotations

import json
import pickle
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import htmlprune
from htmlprune import HtmlPruner
from htmlprune._encodings import known_codec, page_codec
from htmlprune.search.fetch import decode_body

CORPUS = Path(__file__).parent / "data" / "encodings"
MANIFEST: list[dict[str, Any]] = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))

BROKEN_LABEL = b'<meta charset="utf-8\x87"><p>x'


def test_corpus_covers_the_hostile_cases() -> None:
    codecs = {row["codec"] for row in MANIFEST}
    assert {"shift_jis", "gbk", "cp1251", "cp1252", "utf-16-le", "utf-8"} <= codecs
    undeclared = {row["codec"] for row in MANIFEST if row["file"].startswith("undeclared-")}
    assert {
        "cp1252",
        "latin-1",
        "cp1251",
        "shift_jis",
        "euc_kr",
        "gbk",
        "big5",
        "utf-8",
    } <= undeclared
    assert len(MANIFEST) >= 40
    assert sorted(p.name for p in CORPUS.glob("*.html")) == sorted(row["file"] for row in MANIFEST)


@pytest.mark.parametrize("row", MANIFEST, ids=[row["file"] for row in MANIFEST])
def test_corpus_page_reads_as_its_declared_encoding(row: dict[str, Any]) -> None:
    data = (CORPUS / row["file"]).read_bytes()
    # The text Python's codec for the declared (or, without one, the default) encoding gives.
    expected = data[row["bom"] :].decode(row["codec"], errors="replace")
    text = htmlprune.visible_text(data)
    assert text == htmlprune.visible_text(expected)
    assert htmlprune.clean(data) == htmlprune.clean(expected)
    if row["text"]:
        assert row["text"] in " ".join(text.split())
    tree = htmlprune.build_block_tree(data)
    assert (
        "".join(tree.texts).split() == "".join(htmlprune.build_block_tree(expected).texts).split()
    )


def test_broken_charset_label_decodes_as_utf8() -> None:
    # Regression: the stray byte in the label raised UnicodeDecodeError from the sniffer.
    assert htmlprune.clean(BROKEN_LABEL) == "<p>x</p>"
    assert htmlprune.visible_text(BROKEN_LABEL) == "x"
    tree = htmlprune.build_block_tree(BROKEN_LABEL)
    assert "x" in "".join(tree.texts)
    result = HtmlPruner(budget=64)("x?", BROKEN_LABEL)
    assert "x" in result.html
    assert htmlprune.html.clean_batch([BROKEN_LABEL, b"<p>y"], threads=1) == [
        "<p>x</p>",
        "<p>y</p>",
    ]


@pytest.mark.parametrize(
    "label",
    [b"utf-8\x87", b"\xff\xfe", b"shift_jis\x00", b"windows-1251\xd0\xb3", b"x" * 200, b"", b"  "],
)
def test_malformed_label_never_raises(label: bytes) -> None:
    for page in (
        b'<meta charset="' + label + b'"><p>caf\xc3\xa9',
        b"<meta content='text/html; charset=" + label + b"' http-equiv=content-type><p>caf\xc3\xa9",
    ):
        assert htmlprune.visible_text(page) == "café"


def test_malformed_label_is_skipped_and_the_next_meta_counts() -> None:
    page = b'<meta charset="gbk\x87"><meta charset="gbk"><p>' + "中文".encode("gbk")
    assert htmlprune.visible_text(page) == "中文"


@pytest.mark.parametrize(
    ("label", "codec"),
    [
        ("Shift_JIS", "cp932"),
        (" GB2312 ", "gb18030"),
        ("latin1", "cp1252"),
        ("US-ASCII", "cp1252"),
        ("windows-1251", "cp1251"),
        ("idna", "utf-8"),  # a Python codec, not a page encoding: raises even with errors="replace"
        ("undefined", "utf-8"),
        ("utf-7", "utf-8"),
        ("rot13", "utf-8"),
        ("utf-8\x87", "utf-8"),
        ("", "utf-8"),
    ],
)
def test_page_codec(label: str, codec: str) -> None:
    assert page_codec(label) == codec
    assert bytes(range(256)).decode(page_codec(label), errors="replace")


def test_unsafe_python_codecs_are_not_page_codecs() -> None:
    for label in (
        "idna",
        "undefined",
        "punycode",
        "hex",
        "base64",
        "unicode_escape",
        "utf-7",
        "mbcs",
    ):
        assert known_codec(label) is None
    # not a page encoding: an undeclared page, and its bytes are not UTF-8: windows-1252, as in a browser
    page = b'<meta charset="undefined"><p>\xff ok'
    assert htmlprune.visible_text(page) == "\xff ok"


def test_fetch_decodes_a_broken_or_unsafe_label() -> None:
    assert decode_body(BROKEN_LABEL) == (BROKEN_LABEL.decode("utf-8", errors="replace"), "utf-8")
    text, name = decode_body(b"<p>\xff", "text/html; charset=idna")
    # Not a page encoding, not UTF-8: the windows-1252 fallback, and no exception.
    assert (text, name) == ("<p>\xff", "cp1252")
    sjis = "日本語".encode("shift_jis")
    assert decode_body(b'<meta charset="shift_jis">' + sjis)[0].endswith("日本語")


def test_scores_on_legacy_bytes_are_finite() -> None:
    data = (CORPUS / "sjis-meta.html").read_bytes()
    tree = htmlprune.build_block_tree(data)
    scores = htmlprune.BM25Scorer().score("東京", tree)
    assert len(scores) == len(tree)
    assert np.isfinite(scores).all()


UNDECLARED = [
    row
    for row in MANIFEST
    if row["file"].startswith("undeclared-")
    or row["file"] in ("sjis-bytes-no-meta.html", "meta-after-5k.html", "label-non-ascii.html")
]


@pytest.mark.parametrize("row", UNDECLARED, ids=[row["file"] for row in UNDECLARED])
def test_undeclared_legacy_page_is_detected(row: dict[str, Any]) -> None:
    data = (CORPUS / row["file"]).read_bytes()
    found = htmlprune.detect_encoding(data)
    assert found.source == ("utf-8" if row["codec"] == "utf-8" else "detected")
    assert data.decode(found.codec) == data.decode(row["codec"])
    if row["codec"] != "utf-8":  # what reading it as UTF-8 would lose
        assert "\ufffd" in data.decode("utf-8", errors="replace")
    result = HtmlPruner(budget=512)("weather", data)
    assert result.encoding == found.codec
    assert result.tree.encodings == (found.codec,)


def test_detect_encoding_says_how_it_found_the_encoding(monkeypatch: pytest.MonkeyPatch) -> None:
    detect = htmlprune.detect_encoding
    assert detect(b"\xef\xbb\xbf<p>x") == ("utf-8", "bom")
    assert detect(b"\xff\xfe<\x00p\x00") == ("utf-16-le", "bom")
    assert detect(b'<meta charset="latin1"><p>caf\xe9') == ("cp1252", "declared")
    assert detect("<p>café</p>".encode()) == ("utf-8", "utf-8")
    assert detect(b"<p>plain ascii") == ("utf-8", "utf-8")
    assert detect("<p>Москва и Киев — столицы, погода, новости</p>".encode("cp1251")) == (
        "cp1251",
        "detected",
    )
    # A UTF-8 page with one stray Latin-1 byte among many UTF-8 characters stays UTF-8.
    mostly = ("<p>" + "日本語のページです。" * 4 + " caf").encode() + b"\xe9</p>"
    assert detect(mostly) == ("utf-8", "utf-8")
    assert htmlprune.visible_text(mostly).endswith("caf\ufffd")
    # Without the detector (a platform without chardetng-py's wheel): windows-1252, browsers' default.
    monkeypatch.setitem(sys.modules, "chardetng_py", None)
    assert detect("<p>Москва</p>".encode("cp1251")) == ("cp1252", "default")


def test_encoding_of_str_and_several_pages() -> None:
    pruner = HtmlPruner(budget=256)
    assert pruner("x", "<p>x</p>").encoding is None
    latin = "<p>x café</p>".encode("cp1252")
    both = pruner("x", [latin, b"<p>x</p>"])
    assert both.tree.encodings == ("cp1252", "utf-8")
    assert both.encoding is None
    assert pruner("x", [latin, latin]).encoding == "cp1252"
    batched = pruner.batch(["x", "x", "x"], [latin, "<p>x</p>", htmlprune.build_block_tree(latin)])
    assert [r.encoding for r in batched] == ["cp1252", None, "cp1252"]  # type: ignore[union-attr]
    tree = htmlprune.build_block_tree(latin)
    assert pickle.loads(pickle.dumps(tree)).encodings == ("cp1252",)
