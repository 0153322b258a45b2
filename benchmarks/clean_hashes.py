"""Hashes of clean() output on every dev page: run before and after a change to the core; equal lines mean
byte-identical output.

    PYTHONPATH=python python benchmarks/clean_hashes.py

Covers the three formats, bytes input, clean_batch(threads=2), two keep_attrs sets and visible_text.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable

import htmlprune
from _common import CORPORA, read_jsonl_gz

KEEP_ATTRS: tuple[tuple[str, ...], ...] = (
    ("href",),
    ("href", "class", "id", "title", "alt", "src", "hidden", "type", "color", "style", "data-x"),
)


def digest(outputs: Iterable[str]) -> str:
    """First 16 hex digits of the SHA-256 of the NUL-separated outputs."""
    h = hashlib.sha256()
    for out in outputs:
        h.update(out.encode("utf-8", "surrogatepass"))
        h.update(b"\0")
    return h.hexdigest()[:16]


def main() -> None:
    pages = [str(row["html"]) for corpus in CORPORA for row in read_jsonl_gz(corpus)]
    checks: list[tuple[str, Callable[[], Iterable[str]]]] = [
        (f"clean format={fmt}", lambda fmt=fmt: (htmlprune.clean(p, format=fmt) for p in pages))
        for fmt in ("html", "markdown", "text")
    ]
    checks.append(
        (
            "clean bytes input",
            lambda: (htmlprune.clean(p.encode("utf-8", "replace")) for p in pages),
        )
    )
    checks.append(("clean_batch threads=2", lambda: htmlprune.html.clean_batch(pages, threads=2)))
    for keep in KEEP_ATTRS:
        for fmt in ("html", "markdown"):
            checks.append(
                (
                    f"clean keep_attrs={len(keep)} format={fmt}",
                    lambda keep=keep, fmt=fmt: (
                        htmlprune.clean(p, keep_attrs=keep, format=fmt) for p in pages
                    ),
                )
            )
    checks.append(("visible_text", lambda: (htmlprune.visible_text(p) for p in pages)))
    print(f"{len(pages)} pages")
    for name, run in checks:
        print(f"{name:36} {digest(run())}")


if __name__ == "__main__":
    main()
