"""Writes the hostile-bytes corpus: legacy encodings with right and wrong <meta>, BOMs that disagree with the
meta, a meta after 1 KB, NUL bytes, truncated multi-byte sequences at the end, malformed charset labels, and
undeclared legacy pages (no BOM, no meta: the encoding is detected, as browsers detect it).

    python tests/data/encodings/generate.py      # rewrites *.html and manifest.json next to this file

Each manifest row names the file, the Python codec a browser would decode it with (BOM, else the first
well-formed <meta>/XML label in the first 4 KiB, else UTF-8 for UTF-8 bytes, else the page's true legacy
encoding, which detection must find; WHATWG maps latin1 to windows-1252), how many BOM bytes to skip, and the
words that page must show when its declaration is right (or, undeclared, when detection is). The expected codec is
written here by hand, not computed by htmlprune: tests/test_encodings.py checks the library against it.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

JA = "日本語のページです。東京と大阪の天気予報。"
ZH = "这是一个中文网页。北京和上海的天气预报。"
RU = "Это русская страница. Погода в Москве и Киеве."
FR = "Voilà une page française: crème brûlée, naïve, Noël."
W1252 = "Prix: 20 € — « guillemets » et “citations” …"
# Undeclared pages: a few sentences each, as a short real page has (the detector reads the text).
FR_LONG = (
    "L’été dernier, nous avons visité la Côte d’Azur: à Nice, le marché aux fleurs ouvre à 6 h. "
    "Les crêpes coûtent 4 € — « c’est donné », dit le crêpier. Prochaine étape: Besançon… "
)
RU_LONG = (
    "Это русская страница. Погода в Москве и Киеве: завтра ожидается снег, температура ниже нуля. "
    "Городские службы просят водителей быть осторожными на дорогах и не оставлять машины во дворах."
)
JA_LONG = (
    "日本語のページです。東京と大阪の天気予報をお伝えします。明日は全国的に晴れますが、"
    "北海道では雪が降るでしょう。週末の気温は平年より低くなる見込みです。"
)
KO_LONG = (
    "한국어 페이지입니다. 서울과 부산의 날씨를 알려 드립니다. 내일은 전국이 맑겠지만 "
    "강원도에는 눈이 내리겠습니다. 주말 기온은 평년보다 낮을 것으로 보입니다."
)
ZH_LONG = (
    "这是一个中文网页。北京和上海的天气预报：明天全国大部分地区晴朗，"
    "东北地区将有降雪。周末气温比往年同期偏低，请注意保暖。"
)
ZH_TW_LONG = (
    "這是一個中文網頁。臺北和高雄的天氣預報：明天全國大部分地區晴朗，"
    "山區將有降雨。週末氣溫比往年同期偏低，請注意保暖。"
)


def page(body: str, head: str = "") -> str:
    return (
        f"<!DOCTYPE html><html><head>{head}<title>t</title></head><body><p>{body}</p></body></html>"
    )


def meta(label: str) -> str:
    return f'<meta charset="{label}">'


def pragma(label: str) -> str:
    return f'<meta http-equiv="Content-Type" content="text/html; charset={label}">'


# (name, bytes, codec a browser uses, BOM bytes to skip, words the page must show or "" when mis-declared)
Row = tuple[str, bytes, str, int, str]


def rows() -> list[Row]:
    out: list[Row] = []

    def add(name: str, data: bytes, codec: str, text: str = "", bom: int = 0) -> None:
        out.append((name, data, codec, bom, text))

    # Right declarations, each legacy encoding, both meta forms.
    add("sjis-meta", page(JA, meta("Shift_JIS")).encode("shift_jis"), "shift_jis", JA)
    add("sjis-pragma", page(JA, pragma("shift_jis")).encode("shift_jis"), "shift_jis", JA)
    add("sjis-windows31j", page(JA, meta("windows-31j")).encode("cp932"), "cp932", JA)
    add("eucjp-pragma", page(JA, pragma("EUC-JP")).encode("euc_jp"), "euc_jp", JA)
    add("gbk-meta", page(ZH, meta("GBK")).encode("gbk"), "gbk", ZH)
    add("gb2312-label-gbk-bytes", page(ZH, meta("gb2312")).encode("gbk"), "gbk", ZH)
    add("gbk-pragma", page(ZH, pragma("gbk")).encode("gbk"), "gbk", ZH)
    add("cp1251-meta", page(RU, meta("windows-1251")).encode("cp1251"), "cp1251", RU)
    add("cp1251-alias", page(RU, meta("cp1251")).encode("cp1251"), "cp1251", RU)
    add("koi8r-meta", page(RU, meta("koi8-r")).encode("koi8_r"), "koi8_r", RU)
    # latin1 declared: browsers read windows-1252. The ’ and € (bytes 0x92, 0x80) tell it from latin-1.
    add(
        "latin1-meta", page(FR + " L’été: 20 €.", meta("ISO-8859-1")).encode("cp1252"), "cp1252", FR
    )
    # latin1 declared, windows-1252 bytes (0x80-0x9F): browsers read windows-1252.
    add(
        "latin1-label-cp1252-bytes",
        page(W1252, meta("iso-8859-1")).encode("cp1252"),
        "cp1252",
        W1252,
    )
    add(
        "xml-decl-cp1251",
        (f'<?xml version="1.0" encoding="windows-1251"?>{page(RU)}').encode("cp1251"),
        "cp1251",
        RU,
    )
    # Wrong declarations: the declared codec wins, as in a browser (mojibake, never an error).
    add("sjis-bytes-latin1-meta", page(JA, meta("iso-8859-1")).encode("shift_jis"), "cp1252")
    add("gbk-bytes-utf8-meta", page(ZH, meta("utf-8")).encode("gbk"), "utf-8")
    add("cp1251-bytes-koi8-meta", page(RU, meta("koi8-r")).encode("cp1251"), "koi8_r")
    add("latin1-bytes-utf8-meta", page(FR, meta("utf-8")).encode("latin-1"), "utf-8")
    # No declaration: UTF-8 bytes are UTF-8, anything else is detected (windows-1252 when nothing fits).
    add("sjis-bytes-no-meta", page(JA_LONG).encode("shift_jis"), "shift_jis", JA_LONG)
    add("undeclared-cp1252", page(FR_LONG).encode("cp1252"), "cp1252", FR_LONG.strip())
    add("undeclared-latin1", page(FR).encode("latin-1"), "latin-1", FR)
    add("undeclared-cp1251", page(RU_LONG).encode("cp1251"), "cp1251", RU_LONG)
    add("undeclared-sjis", page(JA_LONG + JA).encode("shift_jis"), "shift_jis", JA_LONG)
    add("undeclared-euckr", page(KO_LONG).encode("euc_kr"), "euc_kr", KO_LONG)
    add("undeclared-gbk", page(ZH_LONG).encode("gbk"), "gbk", ZH_LONG)
    add("undeclared-big5", page(ZH_TW_LONG).encode("big5"), "big5", ZH_TW_LONG)
    add("undeclared-utf8", page(RU_LONG + JA_LONG + FR_LONG).encode("utf-8"), "utf-8", RU_LONG)
    # A BOM wins over the meta.
    add(
        "utf8-bom-cp1251-meta",
        b"\xef\xbb\xbf" + page(RU, meta("windows-1251")).encode("utf-8"),
        "utf-8",
        RU,
        3,
    )
    add(
        "utf16le-bom-latin1-meta",
        b"\xff\xfe" + page(FR, meta("iso-8859-1")).encode("utf-16-le"),
        "utf-16-le",
        FR,
        2,
    )
    add(
        "utf16be-bom-gbk-meta",
        b"\xfe\xff" + page(ZH, meta("gbk")).encode("utf-16-be"),
        "utf-16-be",
        ZH,
        2,
    )
    # The meta after 1 KiB (still inside the 4 KiB the sniffer reads), and after 4 KiB (not seen: UTF-8).
    pad = "<!-- " + "padding " * 200 + "-->"
    add("meta-after-1k", page(RU, pad + meta("windows-1251")).encode("cp1251"), "cp1251", RU)
    pad5k = "<style>" + "p{color:red}" * 450 + "</style>"
    # (Past 4 KiB the meta is unseen: the page is undeclared, and detection finds windows-1251.)
    add(
        "meta-after-5k",
        page(RU_LONG, pad5k + meta("windows-1251")).encode("cp1251"),
        "cp1251",
        RU_LONG,
    )
    # NUL bytes in the text.
    add("nul-utf8", page("a\x00b c\x00\x00d", meta("utf-8")).encode("utf-8"), "utf-8")
    add("nul-cp1251", page(RU + "\x00" + RU, meta("windows-1251")).encode("cp1251"), "cp1251")
    # Truncated multi-byte sequences at the very end.
    add("truncated-utf8", page(JA).encode("utf-8") + "東".encode()[:2], "utf-8")
    add(
        "truncated-sjis",
        page(JA, meta("shift_jis")).encode("shift_jis") + "東".encode("shift_jis")[:1],
        "shift_jis",
    )
    add("truncated-gbk", page(ZH, meta("gbk")).encode("gbk") + "北".encode("gbk")[:1], "gbk")
    # Malformed, unknown and dangerous labels: ignored, and the prescan goes on (or UTF-8).
    add("label-stray-byte", b'<meta charset="utf-8\x87"><p>x</p>', "utf-8")
    add(
        "label-stray-byte-then-gbk",
        b'<meta charset="gbk\xff">' + page(ZH, meta("gbk")).encode("gbk"),
        "gbk",
        ZH,
    )
    add(
        "label-non-ascii",
        page(RU_LONG, '<meta charset="windows-1251\u0433">').encode("cp1251"),
        "cp1251",
        RU_LONG,
    )
    add("label-unknown", page(FR, meta("x-klingon")).encode("utf-8"), "utf-8", FR)
    add("label-idna", page(FR, meta("idna")).encode("utf-8"), "utf-8", FR)
    add(
        "label-utf7",
        page("+ADw-script+AD4-", meta("utf-7")).encode("utf-8"),
        "utf-8",
        "+ADw-script+AD4-",
    )
    return out


def main() -> int:
    manifest = []
    for name, data, codec, bom, text in rows():
        (HERE / f"{name}.html").write_bytes(data)
        manifest.append({"file": f"{name}.html", "codec": codec, "bom": bom, "text": text})
    (HERE / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1) + "\n")
    print(f"wrote {len(manifest)} pages to {HERE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
