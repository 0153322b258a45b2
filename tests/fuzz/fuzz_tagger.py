"""atheris target: the sentence tagger (htmlprune.search.tagger.tag_sentences) on text and HTML.

    python tests/fuzz/fuzz_tagger.py tests/fuzz/corpus/tagger -max_total_time=3600

Invariants: no exception but the documented ones; ids consecutive from ``first_id``; byte spans ordered,
non-overlapping and inside the text, each holding its segment's text; no segment over
``max_segment_bytes`` unless it holds no space; removing the tags from ``tagged`` gives
``text``; every non-space character of the text is in exactly one segment, in order.
"""

from __future__ import annotations

import re

from _harness import Input, run, words

from htmlprune.errors import InputError
from htmlprune.search.tagger import LINE_BREAKS, TABLES, tag_sentences

_TAG = re.compile(r"</?TAG-\d+>")


def test_one_input(data: bytes) -> None:
    inp = Input(data)
    html = inp.pick((None, True, False))
    line_breaks = inp.pick(LINE_BREAKS)
    tables = inp.pick(TABLES)
    max_segment_bytes = inp.pick((0, 16, 17, 40, 200, inp.int(0, 64)))
    first_id = inp.pick((0, 1, 7, 2**31 - 2))
    source: str | bytes
    kind = inp.int(0, 2)
    if kind == 0:
        source = inp.page()
    elif kind == 1:
        source = inp.text(inp.rest())
    else:
        source = inp.rest()
    try:
        tagged = tag_sentences(
            source,
            html=html,
            line_breaks=line_breaks,
            max_segment_bytes=max_segment_bytes,
            first_id=first_id,
            tables=tables,
        )
    except InputError:
        assert 0 < max_segment_bytes < 16 or first_id >= 2**31 - 1 - 10**6, "unexpected InputError"
        return
    raw = tagged.text.encode("utf-8")
    assert tagged.ids == list(range(first_id, first_id + len(tagged.segments)))
    end = 0
    for seg in tagged.segments:
        assert end <= seg.start_byte < seg.end_byte <= len(raw), (end, seg)
        assert raw[seg.start_byte : seg.end_byte].decode("utf-8") == seg.text
        if max_segment_bytes:
            assert seg.end_byte - seg.start_byte <= max_segment_bytes or " " not in seg.text.strip()
        end = seg.end_byte
    assert _TAG.sub("", tagged.tagged) == tagged.text, "removing the tags does not give the text"
    # Every non-space character is in exactly one segment, in order (a long word may be cut in two).
    covered = "".join("".join(words(seg.text)) for seg in tagged.segments)
    assert covered == "".join(words(tagged.text)), "some text is in no segment"


if __name__ == "__main__":
    run(test_one_input)
