"""Shared pieces of the Python fuzz targets (tests/fuzz/fuzz_*.py).

Each target defines ``test_one_input(data: bytes) -> None``, which raises on a broken invariant, and ends
with ``run(test_one_input)``. The bytes are decoded by :class:`Input`, a plain-Python data provider, not
atheris' ``FuzzedDataProvider``: a corpus file then means the same input under atheris and under
``tests/fuzz/replay.py``, which replays the committed corpora without atheris (CI, pytest).

    pip install -e ".[fuzz]"
    python tests/fuzz/fuzz_api.py tests/fuzz/corpus/api -max_total_time=3600
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from typing import Callable, TypeVar

T = TypeVar("T")

# Text the targets build pages from: markup that exercises the parser's odd corners, and words.
FRAGMENTS = (
    "<p>",
    "</p>",
    "<div>",
    "</div>",
    "<table>",
    "<tr>",
    "<td>",
    "<th>",
    "</table>",
    "<ul>",
    "<li>",
    "<h1>",
    "</h1>",
    "<h2>",
    "<svg>",
    "<foreignObject>",
    "</svg>",
    "<math>",
    "<mi>",
    "<select>",
    "<option>",
    "<template>",
    "</template>",
    "<script>",
    "</script>",
    "<style>",
    "<pre>",
    "</pre>",
    "<textarea>",
    "<noscript>",
    "<iframe>",
    "<b>",
    "</b>",
    "<i>",
    "<a href=x>",
    "</a>",
    "<br>",
    "<img alt=picture>",
    "<p hidden>",
    "<!--",
    "-->",
    "<!DOCTYPE html>",
    "<![CDATA[",
    "]]>",
    "&amp;",
    "&#0;",
    "&#x110000;",
    "&nbsp",
    "<meta charset=gbk>",
    '<meta charset="utf-8\x87">',
    "\x00",
    "\r\n",
    " ",
    "\t",
    "moons",
    "Jupiter",
    "Saturn",
    "95",
    "東京",
    "Москва",
    "crème",
    "The end.",
    "?",
    "\ud800",
)


class Input:
    """Consumes fuzz bytes front to back; past their end every call returns its smallest answer."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def byte(self) -> int:
        if self.pos >= len(self.data):
            return 0
        self.pos += 1
        return self.data[self.pos - 1]

    def int(self, lo: int, hi: int) -> int:
        """An int in [lo, hi] from as few bytes as the range needs."""
        span = hi - lo + 1
        value, width = 0, 0
        while (1 << (8 * width)) < span:
            value = (value << 8) | self.byte()
            width += 1
        return lo + value % span

    def bool(self) -> bool:
        return bool(self.byte() & 1)

    def pick(self, options: Sequence[T]) -> T:
        return options[self.int(0, len(options) - 1)]

    def bytes(self, max_len: int) -> bytes:
        n = self.int(0, max_len)
        out = self.data[self.pos : self.pos + n]
        self.pos += len(out)
        return out

    def rest(self) -> bytes:
        out = self.data[self.pos :]
        self.pos = len(self.data)
        return out

    def text(self, raw: bytes) -> str:
        """``raw`` as str: UTF-8, invalid bytes either replaced or kept as lone surrogates."""
        return raw.decode("utf-8", errors="surrogateescape" if self.bool() else "replace")

    def page(self, max_parts: int = 64) -> str:
        """A page assembled from FRAGMENTS and raw text: reaches deep markup far sooner than raw bytes."""
        parts = []
        for _ in range(self.int(0, max_parts)):
            if self.pos >= len(self.data):
                break
            if self.int(0, 3) == 0:
                parts.append(self.text(self.bytes(12)))
            else:
                parts.append(self.pick(FRAGMENTS) * self.pick((1, 1, 1, 2, 8, 300)))
        return "".join(parts)


_WORD = re.compile(r"\S+")


def words(text: str) -> list[str]:
    return _WORD.findall(text)


def is_subsequence(small: Sequence[str], big: Sequence[str]) -> bool:
    it = iter(big)
    return all(any(w == b for b in it) for w in small)


def run(test_one_input: Callable[[bytes], None]) -> None:
    """Fuzzes ``test_one_input`` with atheris (Python code instrumented for coverage)."""
    import atheris

    atheris.instrument_all()
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()
