"""Token counting with the reader LLM's tokenizer: the unit of every budget.

:func:`load_tokenizer` turns whatever a caller has into a :class:`TokenCounter`:

* ``None``: the bundled SmolLM2-135M tokenizer (a Llama-family BPE of 49,152 tokens), so the library works offline;
* a ``tokenizers.Tokenizer``;
* a transformers tokenizer (its fast Rust backend is used when present);
* a path to a ``tokenizer.json`` (optionally gzipped) or to a directory holding one;
* an object with ``count(text) -> int`` (the :class:`~htmlprune._backends.CountsTokens` protocol);
* any ``Callable[[str], int]`` returning a token count.

Counts never include special tokens (BOS/EOS): the budget is about the text the reader sees.

Byte-level BPE tokenizers that pre-tokenize with the GPT-2 pattern (SmolLM2, GPT-2, RoBERTa, ...) or Llama 3's
split pattern are counted by a native counter (``_core.BpeCounter``, see
``cpp/include/htmlprune/bpe_counter.hpp``) that gives the same counts as ``tokenizers`` many times faster; :attr:`TokenCounter.native` says whether a counter uses it. Strings it
cannot vouch for (a code point its Unicode tables do not know, lone surrogates) and every other tokenizer go
to ``tokenizers``.
"""

from __future__ import annotations

import functools
import gzip
import json
import os
import re
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Callable, Union

from htmlprune import _core
from htmlprune._backends import CountsTokens
from htmlprune._tokenizer_cache import LazyTokenizer, load_cached, store_cached
from htmlprune.errors import InputError

__all__ = [
    "BUNDLED_TOKENIZER",
    "TokenCounter",
    "TokenizerLike",
    "limit_tokenizer_threads",
    "load_tokenizer",
]

BUNDLED_TOKENIZER = Path(__file__).parent / "data" / "smollm2-135m-tokenizer.json.gz"

# Any: a Tokenizer (an object with count), a tokenizers.Tokenizer or a transformers tokenizer.
TokenizerLike = Union[None, str, Path, Callable[[str], int], Any]


class TokenCounter:
    """Counts tokens of strings, one at a time or in batches (natively, or in parallel in Rust).

    Thread-safe: the underlying ``tokenizers.Tokenizer`` and the native counter are safe to share; callables
    are called as given. ``native=False`` keeps a supported tokenizer on ``tokenizers`` (for comparisons).
    """

    __slots__ = ("_count_one", "_fast", "_line_additive", "_native", "name")

    def __init__(
        self,
        fast: Any | None,
        count_one: Callable[[str], int] | None,
        name: str,
        native: bool = True,
        *,
        _cached: tuple[Any, bool] | None = None,
    ) -> None:
        self._fast = fast  # a tokenizers.Tokenizer, a LazyTokenizer standing for one, or None
        self._line_additive: bool | None = None
        if _cached is not None:  # (native counter or None, line_additive) from the disk cache
            self._native = _cached[0] if native else None
            self._line_additive = _cached[1]
        else:
            self._native = _native_counter(fast) if native and fast is not None else None
        self._count_one = count_one
        self.name = name

    @property
    def backend(self) -> Any | None:
        """The ``tokenizers.Tokenizer`` behind this counter (read now if it was not yet), or None for a
        plain callable."""
        return self._fast.get() if isinstance(self._fast, LazyTokenizer) else self._fast

    @property
    def identity(self) -> Any | None:
        """What identifies this counter's tokenizer in caches, without reading it: None for a callable."""
        return self._fast

    def _with_name(self, name: str) -> TokenCounter:
        twin = TokenCounter.__new__(TokenCounter)
        for slot in TokenCounter.__slots__:
            setattr(twin, slot, getattr(self, slot))
        twin.name = name
        return twin

    def _tokenizer(self) -> Any:
        """The ``tokenizers.Tokenizer`` (read now if it was not yet); only for tokenizer-backed counters."""
        fast = self.backend
        assert fast is not None
        return fast

    def _encode_batch(self, texts: list[str]) -> list[Any]:
        fast = self._tokenizer()
        # encode_batch_fast (tokenizers >= 0.20) skips the offsets we would throw away
        encode = getattr(fast, "encode_batch_fast", None) or fast.encode_batch
        return list(encode(texts, add_special_tokens=False))

    @property
    def native(self) -> bool:
        """Whether counts come from the native byte-level BPE counter (else from ``tokenizers`` or a callable)."""
        return self._native is not None

    @property
    def native_counter(self) -> Any | None:
        """The ``_core.BpeCounter`` behind :attr:`native` (for the native budget engine), or None."""
        return self._native

    def count(self, text: str) -> int:
        """Number of tokens of ``text`` (no special tokens)."""
        if self._native is not None:
            n: int = self._native.count(text)
            if n >= 0:
                return n
        if self._fast is not None:
            return len(self._tokenizer().encode(text, add_special_tokens=False).ids)
        assert self._count_one is not None
        n = self._count_one(text)
        if not isinstance(n, int) or n < 0:
            msg = (
                f"tokenizer callable returned {n!r} for a string; it must return a non-negative int"
            )
            raise InputError(msg)
        return n

    @property
    def line_additive(self) -> bool:
        """Whether counts add up over lines: ``count(a + b) == count(a) + count(b)`` whenever ``a`` ends
        with a non-whitespace character and ``"\\n"``, and ``b`` starts with a non-whitespace character or
        with ``"\\n"`` and one (the middle of a blank line); and whenever ``a`` ends with an ASCII letter
        or digit and ``b`` starts with ASCII punctuation that reaches a ``"<"`` (a tag).

        True for byte-level BPE tokenizers that pre-tokenize with the GPT-2 pattern and no normalizer
        (SmolLM2, GPT-2, RoBERTa, ...): that pattern makes such a newline a piece of its own, both in
        ``a + b`` and at the end of ``a``, ends a letter or digit run before punctuation, and BPE never
        merges across pieces. Other tokenizers answer False and are counted on whole strings.
        """
        if self._line_additive is None:
            self._line_additive = _splits_at_line_starts(self.backend)
        return self._line_additive

    def count_batch(self, texts: Sequence[str]) -> list[int]:
        """Token counts of many strings; uses the Rust tokenizer's parallel batch encoding when available."""
        if not texts:
            return []
        if self._native is not None:
            counts: list[int] = self._native.count_batch(texts)
            unsure = [i for i, n in enumerate(counts) if n < 0]
            if unsure:  # rare: code points the native tables cannot vouch for
                encodings = self._encode_batch([texts[i] for i in unsure])
                for i, e in zip(unsure, encodings):
                    counts[i] = len(e.ids)
            return counts
        if self._fast is not None:
            return [len(e.ids) for e in self._encode_batch(list(texts))]
        return [self.count(t) for t in texts]

    def encode(self, text: str) -> list[int]:
        """Token ids of ``text``; only for tokenizer-backed counters."""
        if self._fast is None:
            msg = "this TokenCounter wraps a callable and cannot produce token ids"
            raise InputError(msg)
        return list(self._tokenizer().encode(text, add_special_tokens=False).ids)

    def __repr__(self) -> str:
        return f"TokenCounter({self.name})"


def _splits_at_line_starts(tok: Any | None) -> bool:
    if tok is None or tok.normalizer is not None:
        return False
    pre = tok.pre_tokenizer
    if type(pre).__name__ != "ByteLevel" or not pre.use_regex or pre.add_prefix_space:
        return False
    # an added token spanning a split point would be split differently piece by piece, and a single-word
    # one ("<x>" only where no word character touches it) matches "<x>" alone but not "a<x>"
    return not any(
        "\n" in t.content or _TAG_AFTER_WORD.search(t.content) or t.single_word
        for t in tok.get_added_tokens_decoder().values()
    )


_TAG_AFTER_WORD = re.compile(r"[A-Za-z0-9][!-/:-@\[-`{-~]*<")


_native_lock = threading.Lock()
# backend id -> (backend, its native counter or None); holding the backend keeps the id from being reused
_native_cache: dict[int, tuple[Any, Any]] = {}
_NATIVE_CACHE_MAX = 8


def _native_counter(fast: Any) -> Any | None:
    """The ``_core.BpeCounter`` for ``fast``'s model if the native counter reproduces it exactly, else None.

    Built once per tokenizer object (a fraction of a second for a 50k vocabulary), from its tokenizer.json
    at that moment: a tokenizer changed afterwards keeps the counter of its first use.
    """
    with _native_lock:
        hit = _native_cache.get(id(fast))
        if hit is not None and hit[0] is fast:
            return hit[1]
    native = _build_native(_spec_of(fast))
    with _native_lock:
        if len(_native_cache) >= _NATIVE_CACHE_MAX:
            _native_cache.pop(next(iter(_native_cache)))
        _native_cache[id(fast)] = (fast, native)
    return native


def _spec_of(fast: Any) -> Any | None:
    """The native counter's arguments for the tokenizers.Tokenizer ``fast``, or None where it has none."""
    try:
        return _native_spec(json.loads(fast.to_str()), fast)
    except (AttributeError, TypeError, ValueError, KeyError):  # not a tokenizers.Tokenizer we know
        return None


def _build_native(spec: Any | None) -> Any | None:
    if spec is None:
        return None
    try:
        return _core.BpeCounter(*spec)
    except ValueError:  # an inconsistent model: tokenizers decides what it means
        return None


def _native_spec(
    conf: dict[str, Any], fast: Any
) -> tuple[list[tuple[str, int]], list[tuple[str, str]], list[tuple[str, bool]], bool, str] | None:
    """BpeCounter's arguments for a tokenizer.json the native counter supports exactly, else None."""
    if conf.get("normalizer") is not None or conf.get("truncation") is not None:
        return None
    if conf.get("padding") is not None or getattr(fast, "encode_special_tokens", False):
        return None
    pattern = _native_pattern(conf.get("pre_tokenizer") or {})
    if pattern is None:
        return None
    model = conf.get("model") or {}
    if model.get("type") != "BPE" or model.get("dropout") or model.get("byte_fallback"):
        return None
    if model.get("continuing_subword_prefix") or model.get("end_of_word_suffix"):
        return None
    vocab: dict[str, int] = model["vocab"]
    # an unk token would stand for missing bytes, which the native counter drops
    if model.get("unk_token") is not None and not all(c in vocab for c in _BYTE_CHARS):
        return None
    added = []
    for t in conf.get("added_tokens") or []:
        if t.get("lstrip") or t.get("rstrip") or t.get("single_word") or not t.get("content"):
            return None
        added.append((t["content"], bool(t.get("normalized"))))
    merges = [tuple(m.split(" ", 1)) if isinstance(m, str) else tuple(m) for m in model["merges"]]
    if any(len(m) != 2 for m in merges):
        return None
    return list(vocab.items()), merges, added, bool(model.get("ignore_merges")), pattern  # type: ignore[return-value]


# Split patterns the native counter implements (cpp/include/htmlprune/bpe_counter.hpp), by exact string.
_SPLIT_PATTERNS = {
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*"
    r"|\s*[\r\n]+|\s+(?!\S)|\s+": "llama3",
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*"
    r"|\s*[\r\n]+|\s+(?!\S)|\s+": "qwen2",
}


def _native_pattern(pre: dict[str, Any]) -> str | None:
    """The native pattern name for a tokenizer.json pre_tokenizer, or None if it has none."""
    if pre.get("type") == "ByteLevel":
        if pre.get("add_prefix_space") or not pre.get("use_regex", True):
            return None
        return "gpt2"
    steps = pre.get("pretokenizers") if pre.get("type") == "Sequence" else None
    if not steps or len(steps) != 2:
        return None
    split, byte_level = steps
    if split.get("type") != "Split" or split.get("invert") or split.get("behavior") != "Isolated":
        return None
    if byte_level.get("type") != "ByteLevel" or byte_level.get("add_prefix_space"):
        return None
    if byte_level.get("use_regex", True):
        return None
    return _SPLIT_PATTERNS.get((split.get("pattern") or {}).get("Regex", ""))


def _byte_chars() -> list[str]:
    """GPT-2's bytes_to_unicode(): the character that stands for each byte in a byte-level vocabulary."""
    printable = [*range(ord("!"), ord("~") + 1), *range(0xA1, 0xAD), *range(0xAE, 0x100)]
    extra = iter(range(256, 512))
    return [chr(b) if b in printable else chr(next(extra)) for b in range(256)]


_BYTE_CHARS = _byte_chars()


def limit_tokenizer_threads(threads: int) -> None:
    """Caps the threads of this process's batch tokenization (the Rust tokenizer's Rayon pool).

    By default ``count_batch`` spreads over every core. A worker process or Ray actor that owns one
    core of several calls this with 1, or every worker's pool competes for every core. One thread turns
    the pool off (``TOKENIZERS_PARALLELISM=false``, read at each call); more threads set
    ``RAYON_NUM_THREADS``, which counts only before the pool's first use. What the environment
    already says wins: the user's choice, or the parent's.
    """
    if threads < 1:
        msg = f"threads must be >= 1, got {threads}"
        raise InputError(msg)
    if threads == 1:
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    else:
        os.environ.setdefault("RAYON_NUM_THREADS", str(threads))


_lock = threading.Lock()


@functools.lru_cache(maxsize=8)
def _from_file(path: str) -> TokenCounter:
    p = Path(path)
    if p.is_dir():
        p = p / "tokenizer.json"
    if not p.exists():
        msg = f"no tokenizer.json at {path!r}; pass a tokenizer.json path, its directory, or a tokenizer object"
        raise InputError(msg)
    raw = p.read_bytes()
    cached = load_cached(raw)
    if cached is not None:  # the tables from the disk cache; tokenizers reads the file when needed
        packed, line_additive = cached
        try:
            native = _core.BpeCounter.from_packed(packed) if packed is not None else None
        except ValueError:  # not what pack_bpe_model wrote: rebuilt below
            pass
        else:
            lazy = LazyTokenizer(functools.partial(_read_tokenizer, raw, path))
            return TokenCounter(lazy, None, p.name, _cached=(native, line_additive))
    tok = _read_tokenizer(raw, path)
    spec = _spec_of(tok)
    native = _build_native(spec)
    counter = TokenCounter(tok, None, p.name, _cached=(native, _splits_at_line_starts(tok)))
    packed = _core.pack_bpe_model(*spec) if native is not None and spec is not None else None
    store_cached(raw, packed, counter.line_additive)
    return counter


def _read_tokenizer(raw: bytes, path: str) -> Any:
    """The ``tokenizers.Tokenizer`` of a tokenizer.json's bytes (gzipped or not)."""
    from tokenizers import Tokenizer

    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    try:
        return Tokenizer.from_str(raw.decode("utf-8"))
    except Exception as exc:  # tokenizers raises a bare Exception on malformed JSON
        msg = f"{path!r} is not a valid tokenizer.json: {exc}"
        raise InputError(msg) from exc


def load_tokenizer(tokenizer: TokenizerLike = None) -> TokenCounter:
    """Returns a :class:`TokenCounter` for ``tokenizer`` (see the module docstring for accepted kinds).

    Raises:
        InputError: for a path without a tokenizer.json, or an object that is not a tokenizer.
    """
    if isinstance(tokenizer, TokenCounter):
        return tokenizer
    if tokenizer is None:
        with _lock:
            counter = _from_file(str(BUNDLED_TOKENIZER))
        return counter._with_name("smollm2-135m (bundled)")
    if isinstance(tokenizer, (str, Path)):
        with _lock:
            return _from_file(str(tokenizer))
    # tokenizers.Tokenizer
    if type(tokenizer).__module__.startswith("tokenizers") and hasattr(tokenizer, "encode_batch"):
        return TokenCounter(tokenizer, None, "tokenizers.Tokenizer")
    # transformers fast tokenizers expose their Rust tokenizer
    backend = getattr(tokenizer, "backend_tokenizer", None) or getattr(
        tokenizer, "_tokenizer", None
    )
    if backend is not None and hasattr(backend, "encode_batch"):
        return TokenCounter(backend, None, type(tokenizer).__name__)
    # the CountsTokens protocol; builtins (a list or str has a count method too) are not tokenizers
    if isinstance(tokenizer, CountsTokens) and type(tokenizer).__module__ != "builtins":
        return TokenCounter(None, tokenizer.count, type(tokenizer).__name__)
    if hasattr(tokenizer, "encode") and callable(tokenizer.encode):
        enc = tokenizer.encode

        def count_slow(text: str) -> int:
            return len(enc(text, add_special_tokens=False))

        return TokenCounter(None, count_slow, type(tokenizer).__name__)
    if callable(tokenizer):
        return TokenCounter(None, tokenizer, getattr(tokenizer, "__name__", "callable"))
    msg = (
        f"tokenizer must be None, a tokenizer.json path, a tokenizers.Tokenizer, a transformers tokenizer, "
        f"an object with count(text) -> int or a callable returning a token count; "
        f"got {type(tokenizer).__name__}"
    )
    raise InputError(msg)
