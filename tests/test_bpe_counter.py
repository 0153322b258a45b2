"""The native byte-level BPE counter (_core.BpeCounter behind TokenCounter.native) against ``tokenizers``.

Every count must equal ``len(tokenizer.encode(text, add_special_tokens=False).ids)``: on project fixtures,
random strings, every assigned code point, tokenizer variants, and (``shared_data``) the dev pages' cleaned
HTML, visible text and pruned outputs.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tokenizers import AddedToken, Tokenizer

import htmlprune
from htmlprune import _core
from htmlprune._budget import _LINE_START
from htmlprune.tokenizer import TokenCounter, load_tokenizer

from .conftest import read_jsonl_gz

COUNTER = load_tokenizer()
BACKEND = COUNTER.backend
CLASSES_INC = Path(__file__).resolve().parents[1] / "cpp" / "src" / "bpe_classes.inc"


def reference(texts: list[str], tok: Any = BACKEND) -> list[int]:
    return [len(e.ids) for e in tok.encode_batch(texts, add_special_tokens=False)]


def assert_same_counts(counter: TokenCounter, texts: list[str], tok: Any = BACKEND) -> None:
    expected = reference(texts, tok)
    assert counter.count_batch(texts) == expected
    for text, n in zip(texts[:200], expected):
        assert counter.count(text) == n, repr(text[:80])


FIXTURES = [
    "",
    " ",
    "\n",
    "hello world",
    "Hello, World! It's 9:30 — isn't it?",
    "they'll've 'S 'll 're 've 'd 'm 't",
    "''s ''' 's",
    "東京タワー 北京 서울 Москва crème brûlée naïve",
    "e\u0301 a\u0308\u0301 \u0915\u094d\u0937 \u0e01\u0e34",  # combining marks
    "😀😃 👩‍👩‍👧 🇫🇷 ✈️ 1️⃣",
    "a  b   c\t\td \n\n\n e \r\n f\r\n\r\n",
    "   \n   ",
    "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u2028\u2029\u202f\u205f\u3000x",
    "0 12 345 6789 3.14159 ١٢٣ ½ Ⅻ ²",
    "<p>a</p>\n<table><tr><td>1</td><td>2</td></tr></table>",
    "<|endoftext|>",
    "a<|endoftext|>b <|im_start|>user\nhi<|im_end|>\n",
    "<|endoftext|<|endoftext|>|>",
    "\x00\x01\x04 a\x04b <\x04>",
    "\ufeff\ufffd\U0010fffd\ue000",
    "x" * 5000,
    " " * 3000 + "y",
    ("The quick brown fox. " * 50000)[: 1 << 20],  # 1 MB
]


def test_bundled_tokenizer_is_counted_natively() -> None:
    assert COUNTER.native
    assert not TokenCounter(BACKEND, None, "off", native=False).native
    assert not load_tokenizer(lambda text: len(text)).native


def test_fixtures_match_tokenizers() -> None:
    assert_same_counts(COUNTER, FIXTURES)


def test_unsure_strings_fall_back_to_tokenizers() -> None:
    # U+1FA75 is unassigned in the table's Unicode version: the native side declines, tokenizers counts
    text = "hearts \U0001fa75\U0001fa75 and words"
    assert BACKEND is not None
    native = _core.BpeCounter(*_spec())
    assert native.count(text) == -1
    assert native.count_batch(["ok", text]) == [1, -1]
    assert_same_counts(COUNTER, [text, "ok " + text, "\U000e0080"])


def test_lone_surrogates_behave_as_with_tokenizers() -> None:
    text = "a\ud800b"
    with pytest.raises(TypeError):
        BACKEND.encode(text, add_special_tokens=False)
    with pytest.raises(TypeError):
        COUNTER.count(text)
    with pytest.raises(TypeError):
        COUNTER.count_batch(["fine", text])
    assert _core.BpeCounter(*_spec()).count(text) == -1


def test_non_strings_are_rejected() -> None:
    with pytest.raises(TypeError):
        COUNTER.count_batch(["a", b"bytes"])  # type: ignore[list-item]


_ALPHABET = [
    *list(" \n\t\r\x0b\x85\xa0\u3000abcXYZ019'<>/=\".,-é中😀́"),
    "'s",
    "'ll",
    "'re",
    "<|endoftext|>",
    "<|im_end|>",
    "  ",
    "\r\n",
]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_ALPHABET), max_size=40).map("".join))
def test_random_strings_match_tokenizers(text: str) -> None:
    assert COUNTER.count(text) == reference([text])[0]


def test_mixed_ascii_and_other_code_points_match_tokenizers() -> None:
    # A segment with non-ASCII code points is cut at spaces before non-spaces so that its ASCII head and
    # tail are split on bytes: many random strings whose non-ASCII characters (some of them whitespace) sit
    # next to spaces, tabs, newlines, letters, digits, apostrophes and punctuation.
    import random

    rng = random.Random(1414)
    ascii_parts = [" ", "  ", "\n", " \n", "\t", "a", "Ab", "1", "'", "'s", "<", "/>", "=", '"', "x y"]
    other = ["é", "–", "\xa0", "\u3000", "\x85", "中", "😀", "\u0301", "ü "]
    texts = [
        "".join(rng.choice(other if rng.random() < 0.15 else ascii_parts) for _ in range(rng.randint(1, 40)))
        for _ in range(3000)
    ]
    assert sum(any(ord(ch) > 127 for ch in t) for t in texts) > 1000
    assert_same_counts(COUNTER, texts)


def test_pieces_differing_in_one_byte_are_told_apart() -> None:
    # The per-thread table of recent pieces keys a piece by a few overlapping loads of its bytes: pieces of
    # every length up to past its limit, each followed by variants that differ in one byte only (the middle
    # bytes that no load but one covers), must each count as themselves, not as the piece seen before.
    import random

    rng = random.Random(14)
    letters = "abcdefghijklmnopqrstuvwxyz"
    texts: list[str] = []
    for n in range(1, 34):
        for _ in range(6):
            word = [rng.choice(letters) for _ in range(n)]
            texts.append("".join(word))
            for pos in range(n):
                variant = list(word)
                variant[pos] = rng.choice(letters.replace(word[pos], ""))
                texts.append("".join(variant))
                texts.append("".join(word))
    expected = reference(texts)
    assert [COUNTER.count(t) for t in texts] == expected
    assert COUNTER.count_batch(texts) == expected
    assert len(set(expected)) > 3  # the pieces' counts differ: a piece counted as another would show


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=60))
def test_arbitrary_unicode_matches_tokenizers(text: str) -> None:
    try:
        expected = reference([text])[0]
    except TypeError:  # lone surrogates: tokenizers refuses them, and so does the counter
        with pytest.raises(TypeError):
            COUNTER.count(text)
        return
    assert COUNTER.count(text) == expected


def _table_classes() -> tuple[str, list[int]]:
    """The Unicode version and per-code-point classes of the committed cpp/src/bpe_classes.inc."""
    src = CLASSES_INC.read_text()
    version = re.search(r"Unicode ([\d.]+)", src)
    assert version is not None
    index_src = re.search(r"kClassIndex\[\d+\] = \{([^}]*)\}", src)
    blocks_src = re.search(r"kClassBlocks\[\d+\]\[256\] = \{(.*)\};", src, re.DOTALL)
    assert index_src is not None
    assert blocks_src is not None
    index = [int(v) for v in index_src.group(1).replace("\n", "").split(",") if v.strip()]
    blocks = [
        [int(v) for v in b.replace("\n", "").split(",") if v.strip()]
        for b in re.findall(r"\{([^{}]*)\}", blocks_src.group(1))
    ]
    return version.group(1), [c for i in index for c in blocks[i]]


def test_class_table_matches_the_tokenizers_regex_engine() -> None:
    """Every code point the committed table vouches for is in \\p{L}, \\p{N} or \\s for Oniguruma (the
    regex engine of ``tokenizers``) exactly when the table says so."""
    from tokenizers import Regex, pre_tokenizers

    version, classes = _table_classes()
    assert len(classes) == 0x110000
    vouched = [cp for cp, c in enumerate(classes) if c != 4]
    assert 140_000 < len(vouched) < 0x110000 - 0x800, version  # every surrogate is unsure
    text = "".join(map(chr, vouched))
    for cls, pattern in ((1, r"\p{L}"), (2, r"\p{N}"), (3, r"\s")):
        split = pre_tokenizers.Split(Regex(pattern), behavior="removed")
        unmatched = bytearray(len(vouched))  # offsets are in characters
        for _, (start, end) in split.pre_tokenize_str(text):
            unmatched[start:end] = b"\x01" * (end - start)
        wrong = [hex(cp) for cp, u in zip(vouched, unmatched) if (not u) != (classes[cp] == cls)]
        assert wrong == [], (pattern, wrong[:20])


def test_code_points_in_context_count_like_tokenizers() -> None:
    """A sample of the vouched code points next to letters, digits, punctuation and spaces."""
    _, classes = _table_classes()
    sample = [chr(cp) for cp, c in enumerate(classes) if c != 4][::7]
    texts = []
    for start in range(0, len(sample), 64):
        chars = sample[start : start + 64]
        texts.append("".join(f"a{c}1{c}.{c} {c}  {c}\n" for c in chars))
        texts.append("".join(chars))
    assert COUNTER.count_batch(texts) == reference(texts)
    assert all(n >= 0 for n in _core.BpeCounter(*_spec()).count_batch(texts))  # none fell back


# ---- tokenizer variants --------------------------------------------------------------------------------


def _conf() -> dict[str, Any]:
    return json.loads(BACKEND.to_str())  # type: ignore[no-any-return]


def _spec_of(tok: Any) -> Any:
    from htmlprune.tokenizer import _native_spec

    return _native_spec(json.loads(tok.to_str()), tok)


def _spec() -> Any:
    return _spec_of(BACKEND)


def _variant(edit: Any) -> Tokenizer:
    conf = _conf()
    edit(conf)
    return Tokenizer.from_str(json.dumps(conf))


VARIANT_TEXTS = [*FIXTURES[:-1], "the cat sat on the mat", "thethethe", "hello world<custom> x"]


def test_ignore_merges_variant_matches() -> None:
    tok = _variant(lambda c: c["model"].update(ignore_merges=True))
    counter = load_tokenizer(tok)
    assert counter.native
    assert_same_counts(counter, VARIANT_TEXTS, tok)


def _split_then_byte_level(digits: str) -> dict[str, Any]:
    """Llama 3's (digits ``{1,3}``) or Qwen2's pre-tokenizer as a tokenizer.json entry."""
    pattern = (
        r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}"
        + digits
        + r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"
    )
    return {
        "type": "Sequence",
        "pretokenizers": [
            {
                "type": "Split",
                "pattern": {"Regex": pattern},
                "behavior": "Isolated",
                "invert": False,
            },
            {
                "type": "ByteLevel",
                "add_prefix_space": False,
                "trim_offsets": True,
                "use_regex": False,
            },
        ],
    }


SPLIT_TEXTS = [
    *VARIANT_TEXTS,
    "IT'S 'ſ 'Ll 'RE 've",
    "\n  x",
    "a \n\n  b\r\n c",
    "x.\n\n\ny",
    "  .\r\n\r\n",
    "\t\tword 12345678 1,234",
]


@pytest.mark.parametrize(("digits", "name"), [("{1,3}", "llama3"), ("", "qwen2")])
def test_llama3_and_qwen2_split_patterns_match(digits: str, name: str) -> None:
    def edit(conf: dict[str, Any]) -> None:
        conf["pre_tokenizer"] = _split_then_byte_level(digits)
        conf["model"]["ignore_merges"] = True

    tok = _variant(edit)
    counter = load_tokenizer(tok)
    assert counter.native
    assert _spec_of(tok)[-1] == name
    assert_same_counts(counter, SPLIT_TEXTS, tok)

    @settings(max_examples=150, deadline=None)
    @given(
        st.lists(st.sampled_from([*_ALPHABET, "ſ", "'LL", "\r\n\r\n"]), max_size=40).map("".join)
    )
    def random_strings(text: str) -> None:
        assert counter.count(text) == reference([text], tok)[0]

    random_strings()


def test_other_split_patterns_stay_on_tokenizers() -> None:
    def edit(conf: dict[str, Any]) -> None:
        conf["pre_tokenizer"] = _split_then_byte_level("{1,4}")

    assert not load_tokenizer(_variant(edit)).native


def test_normalized_added_tokens_match() -> None:
    tok = Tokenizer.from_str(BACKEND.to_str())
    tok.add_tokens(["hello world", "<custom>", "cat sat", AddedToken("thethe", normalized=True)])
    tok.add_special_tokens(["<custom> x"])
    counter = load_tokenizer(tok)
    assert counter.native
    assert_same_counts(counter, VARIANT_TEXTS, tok)


@pytest.mark.parametrize(
    "edit",
    [
        lambda c: c.update(normalizer={"type": "NFC"}),
        lambda c: c["pre_tokenizer"].update(add_prefix_space=True),
        lambda c: c["pre_tokenizer"].update(use_regex=False),
        lambda c: c.update(pre_tokenizer={"type": "Whitespace"}),
        lambda c: c["model"].update(byte_fallback=True),
        lambda c: c["model"].update(dropout=0.5),
        lambda c: c["model"].update(unk_token="<|endoftext|>"),  # bytes are missing
        lambda c: c["added_tokens"][0].update(lstrip=True),
        lambda c: c.update(
            truncation={
                "direction": "Right",
                "max_length": 4,
                "strategy": "LongestFirst",
                "stride": 0,
            }
        ),
    ],
    ids=[
        "normalizer",
        "prefix-space",
        "no-regex",
        "whitespace",
        "byte-fallback",
        "dropout",
        "unk-token",
        "lstrip",
        "truncation",
    ],
)
def test_unsupported_tokenizers_stay_on_tokenizers(edit: Any) -> None:
    tok = _variant(edit)
    counter = load_tokenizer(tok)
    assert not counter.native
    texts = ["hello world, it's 12 <|endoftext|>", "plain"]
    if tok.model.dropout is None:  # dropout makes counts random
        assert counter.count_batch(texts) == reference(texts, tok)


def test_encode_special_tokens_stays_on_tokenizers() -> None:
    tok = Tokenizer.from_str(BACKEND.to_str())
    tok.encode_special_tokens = True
    counter = load_tokenizer(tok)
    assert not counter.native
    assert counter.count("<|endoftext|>") == reference(["<|endoftext|>"], tok)[0] > 1


def test_broken_models_are_rejected() -> None:
    with pytest.raises(ValueError, match="missing from the vocabulary"):
        _core.BpeCounter([("a", 0), ("b", 1)], [("a", "b")], [])
    with pytest.raises(ValueError, match="empty added token"):
        _core.BpeCounter([("a", 0)], [], [("", False)])


# ---- the dev pages --------------------------------------------------------------------------------------


def _dev_pages(shared_data: Path) -> list[str]:
    """$HTMLPRUNE_COUNTER_PAGES pages of each dev corpus (default 8; 0 = every page)."""
    limit = int(os.environ.get("HTMLPRUNE_COUNTER_PAGES", "8")) or None
    pages = []
    for name in (
        "qa_wtq.jsonl.gz",
        "corpus_wcxb.jsonl.gz",
        "corpus_readability.jsonl.gz",
        "corpus_trafilatura.jsonl.gz",
    ):
        pages += [str(row["html"]) for row in read_jsonl_gz(shared_data / name, limit=limit)]
    return pages


@pytest.mark.shared_data
def test_dev_pages_match_tokenizers(shared_data: Path) -> None:
    """Cleaned HTML, visible text and pruned outputs (three formats) of dev pages, whole and by line."""
    pruner = htmlprune.HtmlPruner(
        budget=1024, tokenizer=TokenCounter(BACKEND, None, "ref", native=False)
    )
    n_pages = n_strings = 0
    for page in _dev_pages(shared_data):
        cleaned = htmlprune.clean(page)
        texts = [cleaned, htmlprune.visible_text(cleaned)]
        tree = pruner.tree(page)
        scores = pruner.scorer.score("what is the total number of wins", tree)
        for fmt in ("html", "markdown", "text"):
            texts.append(
                htmlprune.prune(
                    tree, scores, budget=1024, tokenizer=pruner.tokenizer, format=fmt
                ).content
            )
        texts += _LINE_START.split(cleaned)
        assert_same_counts(COUNTER, texts)
        n_pages += 1
        n_strings += len(texts)
    assert n_pages >= 4
    print(f"dev pages: {n_pages} pages, {n_strings} strings counted equal")  # shown with -s
