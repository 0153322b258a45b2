"""Sentence tagging: visible text split into sentences, each wrapped as ``<TAG-i>...</TAG-i>``.

The splitting is the native finite-state tagger (``cpp/src/sentence_tagger.cpp``): one pass, sentence ends at
``. ! ? …`` and CJK ``。！？`` (plus closing quotes/brackets) and at line breaks between blocks, never inside
decimals, versions, URLs, e-mail addresses, known abbreviations or mid-sentence ellipses.

Example:
    >>> tc = tag_sentences("Dr. Smith paid $3.50. He left!")
    >>> tc.tagged
    '<TAG-1>Dr. Smith paid $3.50.</TAG-1> <TAG-2>He left!</TAG-2>'
    >>> [s.text for s in tc.segments]
    ['Dr. Smith paid $3.50.', 'He left!']
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Union

from htmlprune.errors import InputError

__all__ = ["LINE_BREAKS", "TABLES", "Segment", "TaggedContent", "looks_like_html", "tag_sentences"]

#: Accepted values of ``line_breaks``: every line break ends a segment, only blank lines do, or none does.
LINE_BREAKS = ("any", "blank", "none")

TextOrHtml = Union[str, bytes, bytearray, memoryview]

_SURROGATE = re.compile("[\ud800-\udfff]")
#: Accepted values of ``tables``.
TABLES = ("rows", "cells")
_ROW_LAST_CELL = re.compile(r"</t[dh]>(\s*)</tr>")
_CELL_CLOSE = re.compile(r"</t[dh]>")
_CELL_OPEN = re.compile(r"<t[dh]>")
_TABLE_PART = re.compile(r"<(/?)(?:table|thead|tbody|tfoot|tr|caption)>")
_HTML_HINT = re.compile(
    rb"<(?:!doctype|html|head|body|div|p|span|table|tr|td|ul|ol|li|h[1-6]|article|section|main|br|a|b|i|"
    rb"em|strong|pre|code|blockquote|header|footer|nav|form|img|meta|title|script|style)[\s>/]",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Segment:
    """One tagged sentence.

    Attributes:
        id: the tag number (``<TAG-id>``), 1-based unless ``first_id`` says otherwise.
        text: the sentence as it appears in the source text.
        start_byte: UTF-8 byte offset of the sentence in :attr:`TaggedContent.text`.
        end_byte: UTF-8 byte offset one past its end.
    """

    id: int
    text: str
    start_byte: int
    end_byte: int

    @property
    def tag(self) -> str:
        """The tag name, e.g. ``TAG-3``."""
        return f"TAG-{self.id}"


@dataclass(frozen=True)
class TaggedContent:
    """A text split into tagged sentences.

    Attributes:
        text: the text that was split (for HTML input: its visible text); byte spans refer to it.
        tagged: ``text`` with every segment wrapped in ``<TAG-i>...</TAG-i>``; removing the tags gives ``text``.
        segments: the segments in text order (ids consecutive from ``first_id``).
        from_html: whether the input was HTML (so ``text`` is its visible text).
    """

    text: str
    tagged: str
    segments: tuple[Segment, ...]
    from_html: bool = False
    _by_id: dict[int, Segment] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "segments", tuple(self.segments))
        object.__setattr__(self, "_by_id", {s.id: s for s in self.segments})

    def __len__(self) -> int:
        return len(self.segments)

    def __iter__(self) -> Iterator[Segment]:
        return iter(self.segments)

    @property
    def ids(self) -> list[int]:
        """The segment ids, in order."""
        return [s.id for s in self.segments]

    def segment(self, tag_id: int) -> Segment:
        """The segment with id ``tag_id``.

        Raises:
            KeyError: no segment has that id.
        """
        return self._by_id[tag_id]

    def select(self, tag_ids: Iterable[int]) -> list[Segment]:
        """The segments with the given ids, in text order, without duplicates; unknown ids are ignored."""
        wanted = {i for i in tag_ids if i in self._by_id}
        return [s for s in self.segments if s.id in wanted]

    def with_neighbors(self, tag_ids: Iterable[int], k: int) -> list[Segment]:
        """The segments with the given ids plus up to ``k`` segments before and after each, in text order."""
        if k < 0:
            msg = f"k must be >= 0, got {k!r}"
            raise InputError(msg)
        pos = {s.id: n for n, s in enumerate(self.segments)}
        keep: set[int] = set()
        for i in tag_ids:
            if i in pos:
                keep.update(range(max(0, pos[i] - k), min(len(self.segments), pos[i] + k + 1)))
        return [self.segments[n] for n in sorted(keep)]

    def join(self, segments: Sequence[Segment]) -> str:
        """Plain text of ``segments`` (no tags): a newline where the source had a line break between two of
        them (or where segments were skipped), a space otherwise."""
        raw = self.text.encode("utf-8")
        pos = {s.id: n for n, s in enumerate(self.segments)}
        parts: list[str] = []
        prev: Segment | None = None
        for s in segments:
            if prev is not None:
                gap = raw[prev.end_byte : s.start_byte] if prev.end_byte <= s.start_byte else b"\n"
                adjacent = pos.get(s.id, -1) == pos.get(prev.id, -9) + 1
                parts.append(" " if adjacent and b"\n" not in gap and b"\r" not in gap else "\n")
            parts.append(s.text)
            prev = s
        return "".join(parts)

    def render(self, segments: Sequence[Segment] | None = None) -> str:
        """Tagged text of ``segments`` (default: all), joined by a newline where the source had a line break
        between them and by a space otherwise. Used to send a window of a long page to an LLM."""
        segs = self.segments if segments is None else segments
        raw = self.text.encode("utf-8")
        parts: list[str] = []
        prev: Segment | None = None
        for s in segs:
            if prev is not None:
                gap = raw[prev.end_byte : s.start_byte] if prev.end_byte <= s.start_byte else b" "
                parts.append("\n" if b"\n" in gap or b"\r" in gap else " ")
            parts.append(f"<TAG-{s.id}>{s.text}</TAG-{s.id}>")
            prev = s
        return "".join(parts)


def looks_like_html(data: str | bytes) -> bool:
    """Whether ``data`` looks like HTML rather than plain text (a markup tag near the start)."""
    head = data[:4096]
    raw = head.encode("utf-8", "replace") if isinstance(head, str) else bytes(head)
    stripped = raw.lstrip()
    if stripped.startswith((b"<!", b"<?xml")):
        return True
    return _HTML_HINT.search(raw) is not None


def _rows_html(cleaned: str) -> str:
    """Cleaned HTML with tables turned into lines: each row a block, its cells inline and separated by " | ".

    Cleaned HTML has no attributes, so table tags are literal; rows become ``<div>`` (no table context is left
    for a parser to re-arrange) and cells ``<span>``.
    """
    out = _ROW_LAST_CELL.sub(r"</span>\1</tr>", cleaned)
    out = _CELL_CLOSE.sub("</span> | ", out)
    out = _CELL_OPEN.sub("<span>", out)
    return _TABLE_PART.sub(lambda m: f"<{m.group(1)}div>", out)


def _to_text(data: TextOrHtml, html: bool | None, tables: str = "rows") -> tuple[str, bool]:
    if isinstance(data, (bytearray, memoryview)):
        data = bytes(data)
    if not isinstance(data, (str, bytes)):
        msg = f"text_or_html must be str or bytes, got {type(data).__name__}"
        raise TypeError(msg)
    is_html = looks_like_html(data) if html is None else bool(html)
    if is_html:
        from htmlprune.html import clean, visible_text

        if tables == "rows":
            return visible_text(_rows_html(clean(data))), True
        return visible_text(data), True
    if isinstance(data, bytes):
        return data.decode("utf-8", errors="replace"), False
    return data, False


def tag_sentences(
    text_or_html: TextOrHtml,
    *,
    html: bool | None = None,
    line_breaks: str = "any",
    max_segment_bytes: int = 0,
    first_id: int = 1,
    tables: str = "rows",
) -> TaggedContent:
    """Splits text (or the visible text of HTML) into sentences and tags each as ``<TAG-i>...</TAG-i>``.

    Args:
        text_or_html: plain text, or an HTML page (str or bytes; bytes are decoded by their BOM or
            ``<meta charset>``).
        html: True to treat the input as HTML, False as plain text, None to guess (a markup tag near the start).
        line_breaks: ``"any"`` (every line break ends a segment; right for visible text, which puts each block
            on its own line), ``"blank"`` (only blank lines do: hard-wrapped plain text) or ``"none"``.
        max_segment_bytes: cut segments longer than this many UTF-8 bytes at their last space (0 = no limit;
            otherwise at least 16).
        first_id: the number of the first tag.
        tables: for HTML input, ``"rows"`` puts each table row on one line with its cells separated by
            ``" | "`` (so a row is one segment and a cell keeps its row as context), ``"cells"`` keeps
            :func:`htmlprune.visible_text`'s one line per cell.

    Returns:
        A :class:`TaggedContent` whose segments' byte spans point into its ``text``.

    Raises:
        TypeError: the input is not str or bytes.
        InputError: an option is out of range.
        LimitExceededError: the text is larger than 1 GiB.
    """
    if tables not in TABLES:
        msg = f"tables must be one of {TABLES}, got {tables!r}"
        raise InputError(msg)
    if line_breaks not in LINE_BREAKS:
        msg = f"line_breaks must be one of {LINE_BREAKS}, got {line_breaks!r}"
        raise InputError(msg)
    if (
        isinstance(max_segment_bytes, bool)
        or not isinstance(max_segment_bytes, int)
        or not (max_segment_bytes == 0 or 16 <= max_segment_bytes < 2**32)
    ):
        msg = f"max_segment_bytes must be 0 (no limit) or an int >= 16, got {max_segment_bytes!r}"
        raise InputError(msg)
    if isinstance(first_id, bool) or not isinstance(first_id, int) or not 0 <= first_id < 2**31:
        msg = f"first_id must be a non-negative int, got {first_id!r}"
        raise InputError(msg)
    text, from_html = _to_text(text_or_html, html, tables)
    try:
        raw = text.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates: make the text valid first
        text = _SURROGATE.sub("\ufffd", text)
        raw = text.encode("utf-8")

    from htmlprune import _core

    tagged, spans = _core.tag_sentences(
        raw,
        line_breaks=LINE_BREAKS.index(line_breaks),
        max_segment_bytes=max_segment_bytes,
        first_id=first_id,
    )
    segments = tuple(
        Segment(first_id + k, raw[s:e].decode("utf-8"), s, e)
        for k, (s, e) in enumerate(spans.tolist())
    )
    return TaggedContent(text=text, tagged=str(tagged), segments=segments, from_html=from_html)
