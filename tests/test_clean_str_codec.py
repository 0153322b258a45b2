"""clean()/clean_batch() on str input: the binding's own str -> UTF-8 encoder folds in the tokenizer's
preprocessing (CR LF / CR -> LF, NUL and lone surrogates -> U+FFFD) and its UTF-8 -> str decoder builds the
result; both must give exactly what the bytes path (the tokenizer's own preprocessing) and CPython's codecs
give, for every string kind (ASCII, UCS-1, UCS-2, UCS-4) and at every position relative to the encoder's
16-character steps.
"""

from __future__ import annotations

import pytest

import htmlprune

# One character of each width class, each forcing a str kind; "" keeps the page ASCII.
WIDE = ("", "é", "€", "\U0001f600")
# What the tokenizer rewrites.
SPECIAL = ("\r", "\r\n", "\0", "\ud800", "\udfff")


def as_bytes(page: str) -> bytes:
    """The UTF-8 the bytes path sees: lone surrogates (no UTF-8 form) as U+FFFD, CR and NUL left as they are."""
    return "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in page).encode("utf-8")


def pages() -> list[str]:
    out = []
    for wide in WIDE:
        for special in SPECIAL:
            for pos in (0, 1, 14, 15, 16, 17, 31, 32, 47):
                pre = "<pre>" + "a" * pos
                out.append(
                    f"{pre}{special}b{wide} text {special}</pre><p>{'x' * pos}{special}{wide}</p>"
                )
    return out


@pytest.mark.parametrize("page", pages())
def test_str_equals_bytes_path(page: str) -> None:
    got = htmlprune.clean(page)
    assert got == htmlprune.clean(as_bytes(page))
    assert "\r" not in got
    assert "\0" not in got


def test_cr_nul_and_surrogates_are_replaced_in_text() -> None:
    # U+0000 in HTML text is dropped (the HTML standard's "in body" rule), in RCDATA it becomes U+FFFD.
    page = "<pre>" + "a" * 20 + "\r\nb\rc\0d\ud800e€</pre><textarea>x\0y</textarea>"
    assert htmlprune.clean(page) == (
        "<pre>" + "a" * 20 + "\nb\ncd\ufffde€</pre>\n<textarea>x\ufffdy</textarea>"
    )


@pytest.mark.parametrize("wide", ["é", "ÿ", "Ā", "€", "\uffff", "\U00010000", "\U0001f600"])
def test_result_kind_and_text(wide: str) -> None:
    # The decoder picks the str kind from the largest character: a wrong kind would break == and hash().
    text = "w" * 40 + wide + "z" * 17
    got = htmlprune.clean(f"<p>{text}</p>")
    assert got == f"<p>{text}</p>"
    assert hash(got) == hash(f"<p>{text}</p>")
    assert max(got) == max(f"<p>{text}</p>")


def test_ascii_result_is_ascii() -> None:
    got = htmlprune.clean("<p>" + "é" * 3 + "</p><script>é</script>", format="text")
    assert got == "ééé"
    assert htmlprune.clean("<div>" + "x" * 50 + "</div><!-- é -->").isascii()


def test_clean_batch_equals_clean_on_mixed_inputs() -> None:
    batch: list[str | bytes] = list(pages()[:60])
    batch += [as_bytes(p) for p in pages()[60:90]]
    expected = [htmlprune.clean(p) for p in batch]
    assert htmlprune.html.clean_batch(batch, threads=1) == expected
    assert htmlprune.html.clean_batch(batch, threads=2) == expected


def test_script_style_iframe_content_never_reaches_the_output() -> None:
    page = (
        "<p>a</p><script>var x = '<p>no</p>';</script><style>p{}</style>"
        "<iframe><p>no</p></iframe><noembed>no</noembed><p>b</p>"
    )
    assert htmlprune.clean(page) == "<p>a</p>\n<p>b</p>"


def test_node_limit_counts_skipped_script_text() -> None:
    # clean() no longer stores script text, but max_nodes counts it as before: the same pages fail.
    page = "<p>a</p><script>x</script><script>y</script>"
    # document, html, head, body, p, "a", script, "x", script, "y": 10 nodes
    assert htmlprune.clean(page, max_nodes=10) == "<p>a</p>"
    with pytest.raises(htmlprune.LimitExceededError):
        htmlprune.clean(page, max_nodes=9)
