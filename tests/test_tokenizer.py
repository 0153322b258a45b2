"""Token counting: line additivity, which lets prune() count each rendered line once."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tokenizers import Tokenizer, models, normalizers, pre_tokenizers

import htmlprune
from htmlprune._budget import _LINE_START
from htmlprune.pruning import prune
from htmlprune.tokenizer import limit_tokenizer_threads, load_tokenizer

COUNTER = load_tokenizer()

# Characters that stress the GPT-2 pre-tokenizer pattern: runs of spaces and newlines, digits, punctuation.
_TEXT = st.text(alphabet=st.sampled_from(list(" \n\t\r abcXYZ019<>/=\"'.,-é中😀")), max_size=40)
_NON_SPACE = st.sampled_from(list("a<Z9.é中"))


def test_bundled_tokenizer_is_line_additive() -> None:
    assert COUNTER.line_additive


@settings(max_examples=300, deadline=None)
@given(_TEXT, _NON_SPACE, _NON_SPACE, _TEXT)
def test_counts_add_up_at_line_starts(head: str, last: str, first: str, tail: str) -> None:
    a, b = head + last + "\n", first + tail
    assert COUNTER.count(a + b) == COUNTER.count(a) + COUNTER.count(b)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(_TEXT, _NON_SPACE), max_size=12).map("\n".join))
def test_line_split_sums_to_the_whole_count(text: str) -> None:
    lines = _LINE_START.split(text)
    assert "".join(lines) == text
    assert sum(COUNTER.count(line) for line in lines) == COUNTER.count(text)


_WORD_END = st.sampled_from(list("aZ9"))
_TAG_LEAD = st.text(alphabet=st.sampled_from(list(".,;:!?)]'\"/-")), max_size=7)


@settings(max_examples=300, deadline=None)
@given(_TEXT, _WORD_END, _TAG_LEAD, _TEXT)
def test_counts_add_up_where_a_word_meets_a_tag(
    head: str, last: str, lead: str, tail: str
) -> None:
    # the pattern ends a letter or digit run before punctuation: "flour" + "<li>eggs", "egg" + ".<li>x"
    a, b = head + last, lead + "<" + tail
    assert COUNTER.count(a + b) == COUNTER.count(a) + COUNTER.count(b)


def test_a_list_on_one_line_splits_between_its_items() -> None:
    # compact HTML writes a list or a table on one line; items and rows are counted (and remembered) one
    # by one, not each cell, and nothing splits before an end tag
    assert _LINE_START.split("<ul><li>flour<li>1 egg.<li>x</ul>") == [
        "<ul",
        "><li>flour",
        "<li>1 egg",
        ".<li>x</ul>",
    ]
    assert _LINE_START.split("<tr><td>a<td>b<tr><th>c<td>d<tr><tdx>e") == [
        "<tr><td>a<td>b",
        "<tr><th>c<td>d",
        "<tr",
        "><tdx>e",
    ]
    # no split where the punctuation before the "<" is over 7 characters, holds a space, or is at the end
    assert _LINE_START.split("a........<b") == ["a........<b"]
    assert _LINE_START.split("a. <b") == ["a. <b"]
    assert _LINE_START.split("a.<b<td") == ["a", ".<b<td"]


def test_whitespace_before_newline_is_not_a_split_point() -> None:
    # "x \n" alone ends in one whitespace piece; inside "x \n<p>" the space and newline are two pieces
    # a blank line splits between its two newlines (markdown paragraphs); three newlines do not split
    assert _LINE_START.split("x \n<p>a\n<p>b\n\n<p>c") == ["x \n<p>a\n", "<p>b\n", "\n<p>c"]
    assert _LINE_START.split("a\n\n\nb") == ["a\n\n\nb"]


@settings(max_examples=300, deadline=None)
@given(_TEXT, _NON_SPACE, _NON_SPACE, _TEXT)
def test_counts_add_up_in_blank_lines(head: str, last: str, first: str, tail: str) -> None:
    a, b = head + last + "\n", "\n" + first + tail
    assert COUNTER.count(a + b) == COUNTER.count(a) + COUNTER.count(b)


def test_other_tokenizers_are_counted_whole() -> None:
    lowercase = Tokenizer(models.WordLevel({"[UNK]": 0}, unk_token="[UNK]"))
    lowercase.normalizer = normalizers.Lowercase()
    lowercase.pre_tokenizer = pre_tokenizers.Whitespace()
    assert not load_tokenizer(lowercase).line_additive
    assert not load_tokenizer(lambda text: len(text)).line_additive

    # a tokenizer that is not line-additive still gets exact budgets: a newline costs 5 here
    def newline_heavy(text: str) -> int:
        return len(text.split()) + 5 * text.count("\n")

    tree = htmlprune.build_block_tree(
        "".join(f"<p>word {i} here</p>" for i in range(40)), max_words=3
    )
    result = prune(tree, [float(-i) for i in range(len(tree))], budget=60, tokenizer=newline_heavy)
    assert newline_heavy(result.html) == result.n_tokens <= 60
    assert result.kept.size > 0


def test_limit_tokenizer_threads_sets_the_pool_and_keeps_the_users_choice(
    clean_thread_env: pytest.MonkeyPatch,
) -> None:
    limit_tokenizer_threads(3)
    assert os.environ["RAYON_NUM_THREADS"] == "3"
    assert "TOKENIZERS_PARALLELISM" not in os.environ
    limit_tokenizer_threads(1)
    assert os.environ["TOKENIZERS_PARALLELISM"] == "false"
    clean_thread_env.setenv("TOKENIZERS_PARALLELISM", "true")
    limit_tokenizer_threads(1)
    assert os.environ["TOKENIZERS_PARALLELISM"] == "true"
    with pytest.raises(htmlprune.InputError, match="threads"):
        limit_tokenizer_threads(0)


def test_single_threaded_counts_equal_parallel_counts(clean_thread_env: pytest.MonkeyPatch) -> None:
    counter = load_tokenizer()
    texts = [f"<p>row {i}: {'word ' * i}</p>" for i in range(64)]
    parallel = counter.count_batch(texts)
    limit_tokenizer_threads(1)
    assert counter.count_batch(texts) == parallel == [counter.count(t) for t in texts]


def test_native_tables_come_from_the_disk_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from htmlprune.tokenizer import BUNDLED_TOKENIZER

    monkeypatch.setenv("HTMLPRUNE_CACHE_DIR", str(tmp_path / "cache"))
    texts = ["Saturn has 274 moons.", "  <td>9.58</td>\n", "日本語のページ", "x" * 300, ""]
    first_path = tmp_path / "one.json.gz"
    first_path.write_bytes(BUNDLED_TOKENIZER.read_bytes())
    first = load_tokenizer(str(first_path))  # a miss: read by tokenizers, tables cached
    assert first.native
    assert [p.name.startswith("bpe-") for p in (tmp_path / "cache").iterdir()] == [True]
    second_path = tmp_path / "two.json.gz"  # the same bytes elsewhere: a hit
    second_path.write_bytes(first_path.read_bytes())
    second = load_tokenizer(str(second_path))
    assert second.native
    assert not second.identity.loaded  # tokenizers has not read the file
    assert second.line_additive == first.line_additive
    assert [second.count(t) for t in texts] == [first.count(t) for t in texts]
    assert second.count_batch(texts) == first.count_batch(texts)
    assert not second.identity.loaded
    assert second.encode(texts[0]) == first.encode(texts[0])  # token ids need tokenizers: read now
    assert second.identity.loaded
    assert second.backend.to_str() == first.backend.to_str()


def test_a_broken_or_unwritable_cache_is_skipped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from htmlprune import _tokenizer_cache
    from htmlprune.tokenizer import BUNDLED_TOKENIZER

    raw = BUNDLED_TOKENIZER.read_bytes()
    cache = tmp_path / "cache"
    monkeypatch.setenv("HTMLPRUNE_CACHE_DIR", str(cache))
    cache.mkdir()
    _tokenizer_cache._cache_file(raw).write_bytes(b"\x00 not marshal data")
    path = tmp_path / "broken-cache.json.gz"
    path.write_bytes(raw)
    counter = load_tokenizer(str(path))
    assert counter.native
    assert counter.count("Saturn has 274 moons.") == load_tokenizer().count("Saturn has 274 moons.")
    assert _tokenizer_cache.load_cached(raw) is not None  # rewritten
    blocked = tmp_path / "file-not-dir"
    blocked.write_text("x")
    monkeypatch.setenv("HTMLPRUNE_CACHE_DIR", str(blocked / "sub"))
    other = tmp_path / "unwritable.json.gz"
    other.write_bytes(raw)
    assert load_tokenizer(str(other)).count("a b c") == counter.count("a b c")
