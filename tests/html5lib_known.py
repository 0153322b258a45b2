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
_SVG_DESC = (
    "htmlprune keeps the text of an svg <desc>, which a browser does not render: interactive figures put "
    "real content there for their scripts to show (a WCXB dev page, the Harvard Nutrition Source's "
    "Healthy Eating Plate, holds its main text in <desc> paragraphs), and a reader of the page needs it"
)
KNOWN_VISIBLE: dict[str, str] = {
    "tests10:32": _SVG_DESC,
    "tests10:33": _SVG_DESC,
    "tests12:0": _SVG_DESC,
    "tests12:1": _SVG_DESC,
    "tests18:21": _FOREIGN_RAW_TEXT,
}
KNOWN_CLEAN: dict[str, str] = dict(KNOWN_VISIBLE)

# Equal with whitespace ignored, but not with whitespace runs collapsed.
KNOWN_VISIBLE_STRICT: dict[str, str] = {
    "adoption01:2": _BUTTON_INLINE,
    "webkit02:2": _NOSCRIPT_BLOCK,
}
KNOWN_CLEAN_STRICT: dict[str, str] = {
    "webkit02:2": _NOSCRIPT_BLOCK,
}

# The block tree of the input differs from that of the expected tree (misnested formatting subset): none.
KNOWN_SHAPE: dict[str, str] = {}
