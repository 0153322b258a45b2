"""atheris target: clean / visible_text / clean_batch on bytes and str, as a user calls them.

    python tests/fuzz/fuzz_api.py tests/fuzz/corpus/api -max_total_time=3600

Invariants: no exception but the documented ones (InputError and its subclasses); ``clean`` is
idempotent; cleaning keeps the visible words, in order; bytes and the same page as str agree when the
bytes are UTF-8 without a declaration; ``clean_batch`` equals ``clean`` page by page.
"""

from __future__ import annotations

from _harness import (  # tests/fuzz is on sys.path: run as a script, or by replay.py
    Input,
    run,
    words,
)

import htmlprune
from htmlprune.errors import InputError


def test_one_input(data: bytes) -> None:
    inp = Input(data)
    mode = inp.int(0, 3)
    page: str | bytes
    if mode == 0:
        page = inp.rest()  # raw bytes: the sniffer, the UTF-8 repair
    elif mode == 1:
        page = inp.text(inp.rest())
    else:
        page = inp.page()
        if mode == 3:
            page = page.encode("utf-8", errors="surrogatepass")  # lone surrogates: invalid UTF-8
    compact = inp.bool()
    try:
        cleaned = htmlprune.clean(page, compact=compact)
        text = htmlprune.visible_text(page)
    except InputError:
        return
    assert htmlprune.clean(cleaned, compact=compact) == cleaned, "clean is not idempotent"
    assert words(htmlprune.visible_text(cleaned)) == words(text), (
        "cleaning changed the visible words"
    )
    assert htmlprune.html.clean_batch([page, cleaned], threads=2, compact=compact) == [
        cleaned,
        cleaned,
    ]


if __name__ == "__main__":
    run(test_one_input)
