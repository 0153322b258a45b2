"""The known differences between htmlprune and the html5lib-tests expectations, each with its reason.

tests/test_html5lib.py fails on a difference that is not listed here and on a listed one that is gone, so
these lists are always exactly what differs (method: tests/html5lib_conformance.py). Ids are
``<file stem>:<index of the test in its file>``; ``python tests/html5lib_conformance.py -v`` shows each.
"""

from __future__ import annotations

_FOREIGN_RAW_TEXT = (
    "clean and visible_text drop textarea, xmp, plaintext, iframe and noscript inside svg/math (clean.hpp "
    "rule 1): serialize() writes the text of such an element unescaped, as for the HTML element of that "
    "name, so clean's output would not read back the same; keeping them needs the serializer to escape "
    "text in foreign content (serialize.cpp)"
)
_BUTTON_INLINE = (
    "a <button> is inline for htmlprune's word flow (kTagBlock has no button): its text joins the words "
    "around it, where a browser draws a box of its own"
)
_NOSCRIPT_BLOCK = (
    "<noscript> is a block boundary for htmlprune (its content is usually a block of its own: a message, "
    "a tracking pixel); a browser with scripting disabled renders it inline"
)
_AAA = (
    "adoption agency: a formatting end tag while a block (special element) opened inside its element is "
    "open; the spec splits the tree (the formatting element ends before the block, a copy of it wraps the "
    "block's content), htmlprune closes it once the block closes (reduced adoption agency, "
    "parse_in_body.cpp; clean's round-trip rules in detail/clean_rules.hpp model exactly that)"
)
_NESTED_A = (
    "a nested <a> with a block in between: the spec closes the open <a> by the adoption agency, htmlprune "
    "closes it only when no special element is in between (clean_rules.hpp's kHzAnchor)"
)
_RECONSTRUCT = (
    "no reconstruction of the active formatting elements: after a formatting element was closed by other "
    "markup (a block end, a cell, a table, a select, another end tag), the text that follows is not "
    "wrapped in a copy of it (same text, other inline markup)"
)

KNOWN_VISIBLE: dict[str, str] = {
    "tests18:21": _FOREIGN_RAW_TEXT,
}
KNOWN_CLEAN: dict[str, str] = {
    "tests18:21": _FOREIGN_RAW_TEXT,
}

# Equal with whitespace ignored, but not with whitespace runs collapsed.
KNOWN_VISIBLE_STRICT: dict[str, str] = {
    "adoption01:2": _BUTTON_INLINE,
    "tests26:2": _RECONSTRUCT + ": the <nobr>s around 2 and 3 stay in the table, after it",
    "webkit02:2": _NOSCRIPT_BLOCK,
}
KNOWN_CLEAN_STRICT: dict[str, str] = {
    "tests26:2": _RECONSTRUCT + ": the <nobr>s around 2 and 3 stay in the table, after it",
    "webkit02:2": _NOSCRIPT_BLOCK,
}

# The block tree of the input differs from that of the expected tree (misnested formatting subset).
KNOWN_SHAPE: dict[str, str] = {
    "adoption01:0": _AAA,
    "adoption01:1": _AAA,
    "adoption01:2": _AAA,
    "adoption01:3": _RECONSTRUCT,
    "adoption01:4": _AAA,
    "adoption01:5": _AAA,
    "adoption01:6": _AAA,
    "adoption01:7": _AAA,
    "adoption01:8": _AAA,
    "adoption01:9": _AAA,
    "adoption01:10": _RECONSTRUCT,
    "adoption01:13": _AAA,
    "adoption01:14": _AAA,
    "adoption01:16": _RECONSTRUCT,
    "adoption02:0": _AAA,
    "adoption02:1": _NESTED_A,
    "html5test-com:20": _AAA,
    "tests1:23": _AAA,
    "tests1:29": _RECONSTRUCT,
    "tests1:51": _AAA,
    "tests1:56": _AAA,
    "tests1:60": _AAA,
    "tests1:70": _AAA,
    "tests1:71": _AAA,
    "tests1:72": _AAA,
    "tests1:73": _AAA,
    "tests1:74": _AAA,
    "tests1:75": _AAA,
    "tests1:81": _RECONSTRUCT,
    "tests1:96": _AAA,
    "tests1:99": _RECONSTRUCT,
    "tests19:90": _AAA,
    "tests19:91": _AAA,
    "tests19:92": _AAA,
    "tests19:93": _AAA,
    "tests19:94": _AAA,
    "tests2:9": _AAA,
    "tests22:0": _AAA,
    "tests22:1": _AAA,
    "tests22:2": _AAA,
    "tests22:3": _AAA,
    "tests22:4": _AAA,
    "tests26:0": _RECONSTRUCT,
    "tests26:1": _RECONSTRUCT,
    "tests26:4": _AAA,
    "tests26:5": _RECONSTRUCT,
    "tests26:6": _RECONSTRUCT,
    "tests26:7": _AAA,
    "tests26:8": _RECONSTRUCT,
    "tests8:8": _AAA,
    "tests8:9": _AAA,
    "tricky01:0": _AAA,
    "tricky01:1": _AAA,
    "tricky01:2": _AAA,
    "tricky01:4": _AAA,
    "tricky01:7": _RECONSTRUCT,
    "tricky01:8": _AAA,
    "webkit01:38": _AAA,
    "webkit01:39": _RECONSTRUCT,
    "webkit02:12": _AAA,
    "webkit02:13": _AAA,
    "webkit02:14": _AAA,
    "webkit02:15": _AAA,
    "webkit02:45": _RECONSTRUCT,
}
