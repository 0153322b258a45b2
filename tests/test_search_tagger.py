"""The finite-state sentence tagger through its Python face, htmlprune.search.tag_sentences."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from htmlprune.errors import InputError, LimitExceededError
from htmlprune.search import TaggedContent, tag_sentences
from tests.conftest import SHARED_DATA, read_jsonl_gz
from tests.search_support import fixture_page

TAG = re.compile(r"</?TAG-\d+>")
#: What the tagger treats as whitespace (Python's str.isspace() also counts \x1c-\x1f, which it does not).
TAGGER_SPACE = set(" \t\n\r\f\v\x85\u00a0\u1680\u202f\u205f\u3000\u2028\u2029") | {
    chr(c) for c in range(0x2000, 0x200B)
}


def texts(tc: TaggedContent) -> list[str]:
    return [s.text for s in tc.segments]


def check_invariants(tc: TaggedContent) -> None:
    """Segments are in order, disjoint, trimmed; gaps are whitespace; spans and tags give back the text."""
    raw = tc.text.encode("utf-8")
    prev = 0
    rebuilt: list[bytes] = []
    for k, s in enumerate(tc.segments):
        assert s.id == tc.segments[0].id + k
        assert prev <= s.start_byte < s.end_byte <= len(raw)
        gap = raw[prev : s.start_byte]
        assert set(gap.decode("utf-8")) <= TAGGER_SPACE, f"non-space between segments: {gap!r}"
        assert raw[s.start_byte : s.end_byte].decode("utf-8") == s.text
        assert s.text
        assert s.text[0] not in TAGGER_SPACE
        assert s.text[-1] not in TAGGER_SPACE
        rebuilt += [gap, raw[s.start_byte : s.end_byte]]
        prev = s.end_byte
    rebuilt.append(raw[prev:])
    assert set(raw[prev:].decode("utf-8")) <= TAGGER_SPACE
    assert b"".join(rebuilt) == raw
    assert TAG.sub("", tc.tagged) == tc.text


def test_release_notes_page_decimals_versions_abbreviations_urls() -> None:
    tc = tag_sentences(fixture_page("release_notes.html"))
    assert tc.from_html
    check_invariants(tc)
    got = texts(tc)
    assert "By Dr. Ana Ruiz and Mr. T. J. Okafor, Jan. 14, 2025" in got
    assert (
        "It starts 3.5 times faster than v2.3.1 and uses about 40% less memory on a 1.2 GB notebook."
        in got
    )
    assert "The U.S. mirror went live first; the EU mirror followed two hours later." in got
    assert (
        "Download it from https://quillpad.example.org/download/2.4.0.tar.gz or read the checksums at "
        "https://quillpad.example.org/sums.txt." in got
    )
    assert "Questions go to support@quillpad.example.org." in got
    assert "We answer within 2 working days, i.e. usually by Wednesday." in got
    assert '"We rewrote the layout engine from scratch," said Dr. Ruiz.' in got
    assert '"It was slow... really slow."' in got
    assert (
        "Plugins built against API v1.x must be rebuilt (see Fig. 2 in the migration guide)." in got
    )
    assert got[got.index("Is it worth upgrading?") : got.index("Is it worth upgrading?") + 4] == [
        "Is it worth upgrading?",
        "Yes.",
        "Will 2.5 follow soon?",
        "Probably not before Q3.",
    ]
    # Scripts and styles are not visible text.
    assert not any("analytics" in t or "font-family" in t for t in got)


def test_table_rows_are_segments() -> None:
    html = fixture_page("release_notes.html")
    rows = texts(tag_sentences(html))
    assert rows[rows.index("Numbers") + 1 : rows.index("Numbers") + 4] == [
        "Metric | 2.3.1 | 2.4.0",
        "Cold start (s) | 1.75 | 0.50",
        "Memory (MB) | 412 | 247",
    ]
    cells = texts(tag_sentences(html, tables="cells"))
    assert cells[cells.index("Numbers") + 1 : cells.index("Numbers") + 6] == [
        "Metric",
        "2.3.1",
        "2.4.0",
        "Cold start (s)",
        "1.75",
    ]
    nested = (
        "<table><tr><td>a<td><p>b1</p><p>b2</p><td></tr><tr><th>x<td>y</table><p>After. Done.</p>"
    )
    assert texts(tag_sentences(nested)) == ["a |", "b1", "b2", "x | y", "After.", "Done."]
    with pytest.raises(InputError, match="tables"):
        tag_sentences(html, tables="columns")


def test_tea_page_cjk_quotes_and_ellipsis() -> None:
    tc = tag_sentences(fixture_page("tea_history.html").encode("utf-8"))  # bytes: charset sniffed
    check_invariants(tc)
    got = texts(tc)
    assert "“A cup of tea would restore my normality.”" in got
    assert "茶起源于中国西南部。" in got
    assert "唐代陆羽著有《茶经》，是世界上第一部关于茶的专著。" in got
    assert "宋代流行点茶，明代以后散茶逐渐普及！" in got
    assert "你喜欢喝哪种茶？" in got
    assert (
        "Today the world produces more than 6.5 million tonnes of tea per year (approx. 6.5e9 kg)."
        in got
    )
    assert "China, India and Kenya are the largest producers, etc." in got
    assert "Sources: see https://tea.example.net/sources#history." in got
    assert "Written by Prof. H. Lindqvist." in got
    assert (
        "Monks such as Eisai (1141–1215) promoted powdered green tea; the tea ceremony grew out of that practice."
        in got
    )


def test_tagged_string_and_byte_spans() -> None:
    text = "Größe: 3.5 m. Preis: 12,50 €! Fertig"
    tc = tag_sentences(text)
    assert (
        tc.tagged
        == "<TAG-1>Größe: 3.5 m.</TAG-1> <TAG-2>Preis: 12,50 €!</TAG-2> <TAG-3>Fertig</TAG-3>"
    )
    raw = text.encode("utf-8")
    assert [(s.start_byte, s.end_byte) for s in tc.segments] == [(0, 15), (16, 33), (34, 40)]
    assert raw[16:33].decode() == "Preis: 12,50 €!"
    check_invariants(tc)


def test_plain_text_is_not_parsed_as_html() -> None:
    tc = tag_sentences("if a < b and b > c then stop. Done.")
    assert not tc.from_html
    assert texts(tc) == ["if a < b and b > c then stop.", "Done."]
    assert texts(tag_sentences("<p>One. Two.</p>", html=False)) == ["<p>One.", "Two.</p>"]
    assert texts(tag_sentences("One. <b>Two</b>.", html=True)) == ["One.", "Two."]


def test_line_break_modes_and_first_id() -> None:
    text = "a wrapped\nline. Next one\n\nNew para"
    assert texts(tag_sentences(text)) == ["a wrapped", "line.", "Next one", "New para"]
    assert texts(tag_sentences(text, line_breaks="blank")) == [
        "a wrapped\nline.",
        "Next one",
        "New para",
    ]
    tc = tag_sentences(text, line_breaks="none", first_id=10)
    assert tc.ids == [10, 11]
    assert tc.segment(11).text == "Next one\n\nNew para"
    assert [s.id for s in tc.select([11, 99, 10, 11])] == [10, 11]


def test_max_segment_bytes() -> None:
    text = "word " * 50 + "end."
    tc = tag_sentences(text, max_segment_bytes=32)
    assert len(tc) > 5
    assert all(len(s.text.encode()) <= 32 for s in tc.segments)
    check_invariants(tc)


def test_render_window_keeps_line_structure() -> None:
    tc = tag_sentences("One. Two.\nThree.")
    assert tc.render() == "<TAG-1>One.</TAG-1> <TAG-2>Two.</TAG-2>\n<TAG-3>Three.</TAG-3>"
    assert tc.render(tc.select([1, 3])) == "<TAG-1>One.</TAG-1>\n<TAG-3>Three.</TAG-3>"


def test_neighbors_and_plain_join() -> None:
    tc = tag_sentences("One. Two. Three.\nFour. Five. Six.")
    assert [s.text for s in tc.with_neighbors([2, 5], 1)] == [
        "One.",
        "Two.",
        "Three.",
        "Four.",
        "Five.",
        "Six.",
    ]
    assert [s.id for s in tc.with_neighbors([1], 1)] == [1, 2]
    assert [s.id for s in tc.with_neighbors([6, 99], 0)] == [6]
    assert tc.join(tc.with_neighbors([3], 1)) == "Two. Three.\nFour."
    assert tc.join(tc.select([1, 3])) == "One.\nThree."  # a skipped sentence becomes a line break
    with pytest.raises(InputError, match="k must be"):
        tc.with_neighbors([1], -1)


def test_empty_and_bad_input() -> None:
    assert len(tag_sentences("")) == 0
    assert tag_sentences("   \n ").tagged == "   \n "
    with pytest.raises(TypeError, match="str or bytes"):
        tag_sentences(42)  # type: ignore[arg-type]
    with pytest.raises(InputError, match="line_breaks"):
        tag_sentences("x", line_breaks="some")
    with pytest.raises(InputError, match="max_segment_bytes"):
        tag_sentences("x", max_segment_bytes=8)
    with pytest.raises(InputError, match="first_id"):
        tag_sentences("x", first_id=-1)


def test_lone_surrogates_are_replaced() -> None:
    tc = tag_sentences("bad \ud800 char. Ok.")
    assert texts(tc) == ["bad \ufffd char.", "Ok."]
    check_invariants(tc)


def test_limit_exceeded_is_typed() -> None:
    from htmlprune import _core

    with pytest.raises(LimitExceededError, match="max_bytes"):
        _core.split_sentences(b"x" * 100, max_bytes=10)


_ALPHABET = st.sampled_from(
    [
        "a",
        "B",
        "Dr",
        "U.S",
        "e.g",
        " ",
        "  ",
        "\n",
        "\r\n",
        "\t",
        ".",
        "!",
        "?",
        "…",
        "。",
        "！",
        "？",
        '"',
        "'",
        ")",
        "”",
        "」",
        "3",
        "3.14",
        "v1.2",
        "x@y.z",
        "http://a.b/c.d",
        "\u00a0",
        "\u3000",
        "茶",
        "é",
        "\ufffd",
        "...",
        "»",
    ]
)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(_ALPHABET, max_size=60).map("".join),
    st.sampled_from(["any", "blank", "none"]),
    st.sampled_from([0, 16, 40]),
)
def test_segments_never_overlap_and_rebuild_the_text(
    text: str, line_breaks: str, max_bytes: int
) -> None:
    tc = tag_sentences(text, html=False, line_breaks=line_breaks, max_segment_bytes=max_bytes)
    check_invariants(tc)
    if max_bytes:
        assert all(s.end_byte - s.start_byte <= max_bytes for s in tc.segments)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_arbitrary_unicode_text(text: str) -> None:
    tc = tag_sentences(text, html=False)
    check_invariants(tc)
    # Every character the tagger does not treat as a space lies inside a segment, in order.
    inside = "".join(s.text for s in tc.segments)
    assert [c for c in inside if c not in TAGGER_SPACE] == [
        c for c in text if c not in TAGGER_SPACE
    ]


# -- the dev corpora: real pages ----------------------------------------------------------------------------


def _rows(name: str, limit: int) -> list[dict[str, Any]]:
    return list(read_jsonl_gz(SHARED_DATA / name, limit=limit))


@pytest.mark.shared_data
def test_real_pages_keep_invariants_and_split_sensibly() -> None:
    pages = _rows("corpus_wcxb.jsonl.gz", 25) + _rows("corpus_trafilatura.jsonl.gz", 10)
    decimals = 0
    for row in pages:
        tc = tag_sentences(row["html"])
        check_invariants(tc)
        for s in tc.segments:
            # A split never falls between a digit, a dot and a digit (decimals, versions, dates like 12.05.2024).
            assert (
                not re.search(r"\d\.$", s.text)
                or s.end_byte == len(tc.text.encode())
                or not re.match(
                    r"\d", tc.text.encode()[s.end_byte : s.end_byte + 1].decode("utf-8", "ignore")
                )
            )
            decimals += len(re.findall(r"\d\.\d", s.text))
    assert decimals > 20  # the corpora really exercise decimals


@pytest.mark.shared_data
def test_real_cjk_pages() -> None:
    rows = [
        r for r in _rows("corpus_readability.jsonl.gz", 94) if "。" in (r.get("main_text") or "")
    ]
    assert len(rows) >= 3
    for row in rows[:6]:
        tc = tag_sentences(row["html"])
        check_invariants(tc)
        assert any(s.text.endswith("。") for s in tc.segments), row["url"]
        # After a CJK full stop, a segment may only continue with closing quotes/brackets or terminators.
        inner = [
            s for s in tc.segments if re.search(r"。[^」』）】》〉”’\"')\]}»›.!?…。！？｡]", s.text)
        ]
        assert not inner, [s.text[:80] for s in inner[:3]]


@pytest.mark.shared_data
def test_real_wikipedia_sentences_with_abbreviations() -> None:
    """Sentences of real Wikipedia pages (WTQ) that contain abbreviations stay whole."""
    rows = _rows("qa_wtq.jsonl.gz", 60)
    found = 0
    for row in rows:
        tc = tag_sentences(row["html"])
        check_invariants(tc)
        for s in tc.segments:
            # No segment ends in a never-ending abbreviation followed by more text on the same line.
            m = re.search(r"\b(Mr|Mrs|Dr|St|vs|e\.g|i\.e|U\.S)\.$", s.text)
            if m:
                nxt = tc.text.encode()[s.end_byte : s.end_byte + 2].decode("utf-8", "ignore")
                assert nxt[:1] in ("", "\n", "\r"), (s.text[-60:], nxt)
            found += bool(re.search(r"\b(?:U\.S|Mr|St|Dr|vs|No)\. \w", s.text))
    assert found >= 5
