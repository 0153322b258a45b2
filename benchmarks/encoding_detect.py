"""Charset detectors on undeclared legacy-encoded pages: accuracy and speed, side by side (script).

The corpus is made from the real dev pages (../shared/data): every page whose text is mostly Cyrillic,
Japanese, Chinese, Korean or accented Latin is re-encoded, without its charset declaration, in the legacy
encodings sites used for that script (windows-1251 and KOI8-R; Shift_JIS and EUC-JP; GBK and Big5; EUC-KR;
windows-1252), characters the encoding lacks written as numeric references, as those sites did. Each page
comes whole and as a short page (its first 300 characters of main text in a <p>), where detection is harder.

A detector is right on a page when decoding the page with the encoding it names (read as browsers read that
label: latin1 as windows-1252, gb2312 as gb18030, ...) gives exactly the text the true encoding gives. Every
detector runs on the same bytes, one after the other; the time is its detection call alone. htmlprune's own
decoding (``htmlprune.detect_encoding``: BOM, declaration, valid UTF-8, then its detector, windows-1252 last)
is a row of its own, and UTF-8 pages are checked to stay UTF-8.

    python benchmarks/encoding_detect.py [--pages N] [--json out.json]

Detectors not installed are skipped: pip install chardet faust-cchardet chardetng-py (charset-normalizer
comes with requests).
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import htmlprune
from _common import CORPORA, SHARED_DATA, read_jsonl_gz
from htmlprune._encodings import detector_codec, text_sample

_SCRIPTS = {
    "cyrillic": (re.compile(r"[\u0400-\u04ff]"), ("cp1251", "koi8_r")),
    "japanese": (re.compile(r"[\u3040-\u30ff]"), ("cp932", "euc_jp")),
    "chinese": (re.compile(r"[\u4e00-\u9fff]"), ("gbk", "big5")),
    "korean": (re.compile(r"[\uac00-\ud7af]"), ("euc_kr",)),
    "latin": (
        re.compile(r"[\u00c0-\u00ff\u0152\u0153\u0160\u0161\u017d\u017e\u20ac\u2013-\u201e]"),
        ("cp1252",),
    ),
}
_DECLARATION = re.compile(
    r"<meta[^>]+charset[^>]*>|<\?xml[^>]*\?>|<meta[^>]+http-equiv=[\"']?content-type[^>]*>",
    re.IGNORECASE,
)


def _script(text: str) -> str | None:
    """The script of ``text`` when one has at least 200 characters of it (CJK before Latin)."""
    counts = {name: len(pattern.findall(text)) for name, (pattern, _) in _SCRIPTS.items()}
    if counts["japanese"] >= 50:
        return "japanese"
    for name in ("korean", "chinese", "cyrillic", "latin"):
        if counts[name] >= (40 if name == "latin" else 100):
            return name
    return None


def corpus(limit: int | None = None) -> Iterator[tuple[str, bytes, str]]:
    """(name, undeclared bytes, true Python codec) for every legacy page, then the UTF-8 controls."""
    for corpus_name in CORPORA:
        for row in read_jsonl_gz(corpus_name, limit):
            html = row["html"]
            script = _script(row.get("main_text") or htmlprune.visible_text(html))
            if script is None:
                continue
            bare = _DECLARATION.sub("", html)
            short = "<p>" + " ".join((row.get("main_text") or "").split())[:300] + "</p>"
            for codec in _SCRIPTS[script][1]:
                if (
                    codec == "big5"
                    and len(short.encode("big5", errors="ignore")) < len(short) * 0.8
                ):
                    continue  # a simplified-Chinese page: Big5 lacks most of its characters
                for kind, page in (("page", bare), ("short", short)):
                    data = page.encode(codec, errors="xmlcharrefreplace")
                    if data.isascii():
                        continue
                    yield f"{row['id']}:{kind}:{codec}", data, codec


def utf8_controls(limit: int | None = None) -> Iterator[tuple[str, bytes, str]]:
    for corpus_name in CORPORA:
        for row in read_jsonl_gz(corpus_name, limit):
            data = _DECLARATION.sub("", row["html"]).encode("utf-8")
            if not data.isascii():
                yield f"{row['id']}:utf-8", data, "utf-8"


def _detectors() -> dict[str, Callable[[bytes], str | None]]:
    found: dict[str, Callable[[bytes], str | None]] = {}
    try:
        import charset_normalizer

        found["charset-normalizer"] = lambda b: getattr(
            charset_normalizer.from_bytes(b).best(), "encoding", None
        )
    except ImportError:
        pass
    try:
        import chardet

        found[f"chardet {chardet.__version__}"] = lambda b: chardet.detect(b)["encoding"]
    except ImportError:
        pass
    try:
        import cchardet  # faust-cchardet or cchardet: uchardet

        found["cchardet (uchardet)"] = lambda b: cchardet.detect(b)["encoding"]
    except ImportError:
        pass
    try:
        import chardetng_py

        found["chardetng-py"] = lambda b: chardetng_py.detect(b, allow_utf8=False)
    except ImportError:
        pass
    if hasattr(htmlprune, "detect_encoding"):
        found["htmlprune.detect_encoding"] = lambda b: htmlprune.detect_encoding(b).codec
    return found


def _codec(label: str | None) -> str:
    """A detector's answer read as a browser reads that label; windows-1252 for no answer or an unknown one."""
    return detector_codec(label) or "cp1252"


def evaluate(
    pages: list[tuple[str, bytes, str, bytes]], detect: Callable[[bytes], str | None]
) -> dict[str, Any]:
    """Runs ``detect`` on each page's input (the last item); right when its answer decodes the page's bytes
    to the true encoding's text."""
    right, seconds, wrong = 0, [], []
    for name, data, codec, given in pages:
        start = time.perf_counter()
        label = detect(given)
        seconds.append(time.perf_counter() - start)
        if data.decode(_codec(label), errors="replace") == data.decode(
            _codec(codec), errors="replace"
        ):
            right += 1
        else:
            wrong.append(f"{name} -> {label}")
    return {
        "accuracy": right / len(pages),
        "right": right,
        "pages": len(pages),
        "total_ms": 1000 * sum(seconds),
        "median_ms": 1000 * statistics.median(seconds),
        "max_ms": 1000 * max(seconds),
        "wrong": wrong,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--pages", type=int, default=None, help="read at most this many pages per corpus"
    )
    parser.add_argument("--json", type=Path, default=None, help="write the figures here")
    args = parser.parse_args(argv)
    if not SHARED_DATA.is_dir():
        sys.exit(f"no dev data at {SHARED_DATA}")
    pages = list(corpus(args.pages))
    by_codec: dict[str, int] = {}
    for _, _, codec in pages:
        by_codec[codec] = by_codec.get(codec, 0) + 1
    print(f"{len(pages)} legacy pages: {by_codec}")
    out: dict[str, Any] = {"pages": by_codec, "detectors": {}}
    for name, detect in _detectors().items():
        inputs = (
            [("", lambda b: b)]
            if name.startswith("htmlprune")
            else [("page", lambda b: b), ("text", text_sample)]
        )
        for what, prepare in inputs:
            sample = [(n, d, c, prepare(d)) for n, d, c in pages]
            r = evaluate(sample, detect)
            label = f"{name} ({what})" if what else name
            out["detectors"][label] = r
            print(
                f"{label:34s} {r['right']:4d}/{r['pages']} right ({100 * r['accuracy']:5.1f}%)  "
                f"total {r['total_ms']:8.1f} ms  median {r['median_ms']:7.3f} ms  max {r['max_ms']:8.2f} ms"
            )
            for line in r["wrong"][:6]:
                print(f"    wrong: {line}")
    controls = list(utf8_controls(args.pages))
    if not hasattr(htmlprune, "detect_encoding"):
        return 0
    kept = sum(htmlprune.detect_encoding(data).codec == "utf-8" for _, data, _ in controls)
    print(f"UTF-8 controls read as UTF-8 by htmlprune.detect_encoding: {kept}/{len(controls)}")
    out["utf8_controls"] = {"kept": kept, "pages": len(controls)}
    if args.json:
        args.json.write_text(json.dumps(out, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
