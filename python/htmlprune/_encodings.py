"""Sniffed charset label -> Python codec, safely.

A page's ``<meta charset>`` is untrusted: ``codecs.lookup`` accepts names that are not page encodings at
all (``idna`` and ``undefined`` raise even with ``errors="replace"``; ``rot13``/``hex`` are not text
codecs; ``utf-7`` is an XSS vector browsers refuse). Only the WHATWG Encoding Standard's labels are
honoured here, mapped to the Python codec that decodes them as browsers do; anything else is UTF-8, and
every caller decodes with ``errors="replace"``.
"""

from __future__ import annotations

__all__ = ["known_codec", "page_codec"]

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
