"""The encoding of a page's bytes, as browsers find it, and its Python codec.

:func:`detect_encoding` follows the HTML standard's order (WHATWG, "determining the character encoding"): a
byte-order mark; else the page's own declaration (``<meta charset>``, ``http-equiv`` or an XML declaration
in its first 4 KiB, read natively by ``_core.sniff_encoding``); else bytes that are UTF-8 are UTF-8; else a
statistical detector, as browsers have (chardetng, Firefox's detector, through ``chardetng-py``); else
windows-1252, the web's legacy default.

A page's ``<meta charset>`` is untrusted: ``codecs.lookup`` accepts names that are not page encodings at
all (``idna`` and ``undefined`` raise even with ``errors="replace"``; ``rot13``/``hex`` are not text
codecs; ``utf-7`` is an XSS vector browsers refuse). Only the WHATWG Encoding Standard's labels are
honoured here, mapped to the Python codec that decodes them as browsers do; anything else is UTF-8, and
every caller decodes with ``errors="replace"``.
"""

from __future__ import annotations

import codecs
import re
from typing import Literal, NamedTuple

from htmlprune import _core

__all__ = ["PageEncoding", "detect_encoding", "detector_codec", "known_codec", "page_codec"]

# Python codec -> WHATWG labels it decodes (https://encoding.spec.whatwg.org/#names-and-labels), for the
# encodings real pages use. Where browsers decode a superset, the superset's codec is used: windows-1252 for
# latin1/ascii, cp932 for shift_jis, gb18030 for gbk/gb2312, big5hkscs for big5, cp949 for euc-kr.
_LABELS: dict[str, tuple[str, ...]] = {
    "utf-8": (
        "utf-8",
        "utf8",
        "unicode-1-1-utf-8",
        "unicode11utf8",
        "unicode20utf8",
        "x-unicode20utf8",
    ),
    # Only a byte-order mark names UTF-16 (the sniffer reads a <meta> saying UTF-16 as UTF-8, as the spec does).
    "utf-16-le": ("utf-16le",),
    "utf-16-be": ("utf-16be",),
    "cp866": ("ibm866", "866", "cp866", "csibm866"),
    "iso8859_2": (
        "iso-8859-2",
        "iso8859-2",
        "iso88592",
        "iso_8859-2",
        "iso-ir-101",
        "l2",
        "latin2",
        "csisolatin2",
    ),
    "iso8859_3": (
        "iso-8859-3",
        "iso8859-3",
        "iso88593",
        "iso_8859-3",
        "iso-ir-109",
        "l3",
        "latin3",
    ),
    "iso8859_4": (
        "iso-8859-4",
        "iso8859-4",
        "iso88594",
        "iso_8859-4",
        "iso-ir-110",
        "l4",
        "latin4",
    ),
    "iso8859_5": (
        "iso-8859-5",
        "iso8859-5",
        "iso88595",
        "iso_8859-5",
        "cyrillic",
        "iso-ir-144",
        "csisolatincyrillic",
    ),
    "iso8859_6": (
        "iso-8859-6",
        "iso8859-6",
        "iso88596",
        "iso_8859-6",
        "arabic",
        "asmo-708",
        "ecma-114",
    ),
    "iso8859_7": (
        "iso-8859-7",
        "iso8859-7",
        "iso88597",
        "iso_8859-7",
        "greek",
        "greek8",
        "elot_928",
        "ecma-118",
    ),
    "iso8859_8": (
        "iso-8859-8",
        "iso8859-8",
        "iso88598",
        "iso_8859-8",
        "hebrew",
        "visual",
        "iso-8859-8-i",
        "logical",
    ),
    "iso8859_10": ("iso-8859-10", "iso8859-10", "iso885910", "iso-ir-157", "l6", "latin6"),
    "iso8859_13": ("iso-8859-13", "iso8859-13", "iso885913"),
    "iso8859_14": ("iso-8859-14", "iso8859-14", "iso885914"),
    "iso8859_15": ("iso-8859-15", "iso8859-15", "iso885915", "iso_8859-15", "l9", "csisolatin9"),
    "iso8859_16": ("iso-8859-16",),
    "koi8_r": ("koi8-r", "koi8_r", "koi8", "koi", "cskoi8r"),
    "koi8_u": ("koi8-u", "koi8-ru"),
    "mac_roman": ("macintosh", "mac", "x-mac-roman", "csmacintosh"),
    "mac_cyrillic": ("x-mac-cyrillic", "x-mac-ukrainian"),
    "cp874": ("windows-874", "dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620"),
    "cp1250": ("windows-1250", "cp1250", "x-cp1250"),
    "cp1251": ("windows-1251", "cp1251", "x-cp1251"),
    "cp1252": (
        "windows-1252",
        "cp1252",
        "x-cp1252",
        "iso-8859-1",
        "iso8859-1",
        "iso88591",
        "iso_8859-1",
        "latin1",
        "l1",
        "ascii",
        "us-ascii",
        "ansi_x3.4-1968",
        "cp819",
        "ibm819",
        "iso-ir-100",
        "csisolatin1",
        "x-user-defined",
    ),
    "cp1253": ("windows-1253", "cp1253", "x-cp1253"),
    "cp1254": (
        "windows-1254",
        "cp1254",
        "x-cp1254",
        "iso-8859-9",
        "iso8859-9",
        "iso88599",
        "latin5",
        "l5",
    ),
    "cp1255": ("windows-1255", "cp1255", "x-cp1255"),
    "cp1256": ("windows-1256", "cp1256", "x-cp1256"),
    "cp1257": ("windows-1257", "cp1257", "x-cp1257"),
    "cp1258": ("windows-1258", "cp1258", "x-cp1258"),
    "gb18030": (
        "gbk",
        "gb18030",
        "gb2312",
        "chinese",
        "csgb2312",
        "gb_2312",
        "gb_2312-80",
        "x-gbk",
        "cp936",
    ),
    "big5hkscs": ("big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"),
    "euc_jp": ("euc-jp", "cseucpkdfmtjapanese", "x-euc-jp"),
    "iso2022_jp": ("iso-2022-jp", "csiso2022jp"),
    "cp932": (
        "shift_jis",
        "shift-jis",
        "sjis",
        "x-sjis",
        "ms_kanji",
        "ms932",
        "windows-31j",
        "csshiftjis",
    ),
    "cp949": (
        "euc-kr",
        "cseuckr",
        "korean",
        "ks_c_5601-1987",
        "ks_c_5601-1989",
        "ksc5601",
        "windows-949",
    ),
}

_CODECS: dict[str, str] = {label: codec for codec, labels in _LABELS.items() for label in labels}


def known_codec(label: str) -> str | None:
    """The Python codec for a WHATWG charset ``label`` (any case, padded), or None when it is not one."""
    return _CODECS.get(label.strip().lower())


def page_codec(label: str) -> str:
    """The Python codec for a sniffed charset ``label``; ``"utf-8"`` for an empty, unknown or malformed one.

    Decode with ``errors="replace"``: every codec returned then maps any bytes to text without raising.

    Example:
        >>> page_codec(" Shift-JIS "), page_codec("latin1"), page_codec("utf-8\x87"), page_codec("idna")
        ('cp932', 'cp1252', 'utf-8', 'utf-8')
    """
    return known_codec(label) or "utf-8"


#: How :func:`detect_encoding` found a page's encoding.
EncodingSource = Literal["bom", "declared", "utf-8", "detected", "default"]


class PageEncoding(NamedTuple):
    """The encoding a page's bytes are read with.

    Attributes:
        codec: the Python codec: ``data.decode(codec, errors="replace")`` (after a BOM) is the page's text.
            WHATWG's supersets: ``"cp1252"`` for latin1 and ASCII, ``"cp932"`` for Shift_JIS, ``"gb18030"``
            for GBK/GB2312, ``"big5hkscs"`` for Big5, ``"cp949"`` for EUC-KR.
        source: ``"bom"``; ``"declared"`` (``<meta>`` or XML declaration); ``"utf-8"`` (undeclared bytes
            that are UTF-8); ``"detected"`` (undeclared legacy bytes: the detector's guess); ``"default"``
            (windows-1252: the detector is not installed or had no answer).
    """

    codec: str
    source: EncodingSource


_BOMS = ((b"\xef\xbb\xbf", "utf-8"), (b"\xfe\xff", "utf-16-be"), (b"\xff\xfe", "utf-16-le"))
# Python codec names a detector may answer with -> the codec browsers decode that encoding with.
_SUPERSETS = {
    "shift_jis": "cp932",
    "gbk": "gb18030",
    "gb2312": "gb18030",
    "big5": "big5hkscs",
    "euc_kr": "cp949",
    "latin_1": "cp1252",
    "ascii": "cp1252",
    "iso8859_1": "cp1252",
}
# Markup, scripts, styles and comments: the detector sees the page's text, where its encoding shows.
# Cutting at '<' and '>' never splits a character: no legacy CJK encoding uses them as a trail byte.
_MARKUP = re.compile(
    rb"<script\b.*?</script\s*>|<style\b.*?</style\s*>|<!--.*?-->|<[^>]*>",
    re.DOTALL | re.IGNORECASE,
)
_NON_ASCII = re.compile(rb"[\x80-\xff]")
# The detector reads this much text from the first non-ASCII byte on (its accuracy levels off well before).
_SAMPLE_BYTES = 16384


def detect_encoding(data: bytes | bytearray | memoryview) -> PageEncoding:
    """The encoding of a page's bytes, found as a browser finds it (see the module docstring).

    Bytes count as UTF-8 when they are, allowing a few broken sequences among many valid multi-byte
    characters (a truncated last character, a pasted Latin-1 snippet): legacy encodings almost never form
    valid UTF-8 sequences by chance. Undeclared legacy bytes go to chardetng, on at most 16 KiB of the page's
    text (markup stripped), so detection costs well under a millisecond per page plus one regex pass.

    Example:
        >>> detect_encoding("<p>café</p>".encode("latin-1"))
        PageEncoding(codec='cp1252', source='detected')
        >>> detect_encoding(b'<meta charset="koi8-r"><p>x')
        PageEncoding(codec='koi8_r', source='declared')
    """
    data = bytes(data)
    for bom, codec in _BOMS:
        if data.startswith(bom):
            return PageEncoding(codec, "bom")
    declared = known_codec(_core.sniff_encoding(data))
    if declared is not None:
        return PageEncoding(declared, "declared")
    if data.isascii():
        return PageEncoding("utf-8", "utf-8")
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    else:
        return PageEncoding("utf-8", "utf-8")
    # The page's text (one regex pass) decides: a stray byte in an attribute or a malformed <meta> label
    # says nothing of it. Where every non-ASCII byte is in markup, all the bytes are judged.
    text = _MARKUP.sub(b" ", data)
    if text.isascii():
        text = data
    if _mostly_utf8(text):
        return PageEncoding("utf-8", "utf-8")
    guess = _detect_legacy(text)
    return PageEncoding(guess, "detected") if guess else PageEncoding("cp1252", "default")


def _mostly_utf8(data: bytes) -> bool:
    """At least 16 valid multi-byte characters per broken sequence."""
    text = data.decode("utf-8", errors="replace")
    bad = text.count("\ufffd") - data.count("\ufffd".encode())
    good = sum(1 for ch in text if ord(ch) > 0x7F) - bad
    return good >= 16 * bad


def _detect_legacy(text: bytes) -> str | None:
    """chardetng's guess for the page's text (markup stripped), as a Python codec; None without
    chardetng-py."""
    try:
        from chardetng_py import detect
    except ImportError:  # a platform without its wheel: windows-1252, browsers' last resort
        return None
    return detector_codec(detect(_sample(text), allow_utf8=False))


def _sample(text: bytes) -> bytes:
    """Up to 16 KiB of ``text`` from its first non-ASCII byte, ending at a space."""
    first = _NON_ASCII.search(text)
    sample = text[first.start() if first else 0 :][:_SAMPLE_BYTES]
    if len(sample) == _SAMPLE_BYTES:  # not inside a multi-byte character
        sample = sample[: sample.rfind(b" ") + 1 or None]
    return sample


def text_sample(data: bytes) -> bytes:
    """What the detector reads of a page: up to 16 KiB of its text (markup out) from its first non-ASCII
    byte (of all its bytes where its text is ASCII)."""
    text = _MARKUP.sub(b" ", data)
    return _sample(data if text.isascii() else text)


def detector_codec(label: str | None) -> str | None:
    """The codec browsers decode a detector's answer with (a WHATWG label or a Python codec name)."""
    if not label:
        return None
    codec = known_codec(label)
    if codec is not None:
        return codec
    try:
        name = codecs.lookup(label).name.replace("-", "_")
    except LookupError:
        return None
    name = _SUPERSETS.get(name, name)
    return name if name in _LABELS else None
