"""Token counting with the reader LLM's tokenizer: the unit of every budget.

:func:`load_tokenizer` turns whatever a caller has into a :class:`TokenCounter`:

* ``None``: the bundled SmolLM2-135M tokenizer (a Llama-family BPE of 49,152 tokens), so the library works offline;
* a ``tokenizers.Tokenizer``;
* a transformers tokenizer (its fast Rust backend is used when present);
* a path to a ``tokenizer.json`` (optionally gzipped) or to a directory holding one;
* any ``Callable[[str], int]`` returning a token count.

Counts never include special tokens (BOS/EOS): the budget is about the text the reader sees.
"""

from __future__ import annotations

import gzip
import os
import threading
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Union

from htmlprune.errors import InputError

__all__ = [
    "BUNDLED_TOKENIZER",
    "TokenCounter",
    "TokenizerLike",
    "limit_tokenizer_threads",
    "load_tokenizer",
]

BUNDLED_TOKENIZER = Path(__file__).parent / "data" / "smollm2-135m-tokenizer.json.gz"

TokenizerLike = Union[None, str, Path, Callable[[str], int], Any]


class TokenCounter:
    """Counts tokens of strings, one at a time or in batches (batches run in parallel in Rust).

    Thread-safe: the underlying ``tokenizers.Tokenizer`` is safe to share; callables are called as given.
    """

    __slots__ = ("_count_one", "_encode_batch", "_fast", "_line_additive", "name")

    def __init__(self, fast: Any | None, count_one: Callable[[str], int] | None, name: str) -> None:
        self._fast = fast
        # encode_batch_fast (tokenizers >= 0.20) skips the offsets we would throw away
        self._encode_batch = (
            getattr(fast, "encode_batch_fast", fast.encode_batch) if fast is not None else None
        )
        self._count_one = count_one
        self._line_additive: bool | None = None
        self.name = name

    @property
    def backend(self) -> Any | None:
        """The ``tokenizers.Tokenizer`` behind this counter, or None for a plain callable."""
        return self._fast

    def count(self, text: str) -> int:
        """Number of tokens of ``text`` (no special tokens)."""
        if self._fast is not None:
            return len(self._fast.encode(text, add_special_tokens=False).ids)
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
        with ``"\\n"`` and one (the middle of a blank line).

        True for byte-level BPE tokenizers that pre-tokenize with the GPT-2 pattern and no normalizer
        (SmolLM2, GPT-2, RoBERTa, ...): that pattern makes such a newline a piece of its own, both in
        ``a + b`` and at the end of ``a``, and BPE never merges across pieces. Other tokenizers answer
        False and are counted on whole strings.
        """
        if self._line_additive is None:
            self._line_additive = _splits_at_line_starts(self._fast)
        return self._line_additive

    def count_batch(self, texts: Sequence[str]) -> list[int]:
        """Token counts of many strings; uses the Rust tokenizer's parallel batch encoding when available."""
        if not texts:
            return []
        if self._encode_batch is not None:
            encodings = self._encode_batch(list(texts), add_special_tokens=False)
            return [len(e.ids) for e in encodings]
        return [self.count(t) for t in texts]

    def encode(self, text: str) -> list[int]:
        """Token ids of ``text``; only for tokenizer-backed counters."""
        if self._fast is None:
            msg = "this TokenCounter wraps a callable and cannot produce token ids"
            raise InputError(msg)
        return list(self._fast.encode(text, add_special_tokens=False).ids)

    def __repr__(self) -> str:
        return f"TokenCounter({self.name})"


def _splits_at_line_starts(tok: Any | None) -> bool:
    if tok is None or tok.normalizer is not None:
        return False
    pre = tok.pre_tokenizer
    if type(pre).__name__ != "ByteLevel" or not pre.use_regex or pre.add_prefix_space:
        return False
    # an added token spanning a line break would be split differently line by line
    return not any("\n" in t.content for t in tok.get_added_tokens_decoder().values())


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


@lru_cache(maxsize=8)
def _from_file(path: str) -> TokenCounter:
    from tokenizers import Tokenizer

    p = Path(path)
    if p.is_dir():
        p = p / "tokenizer.json"
    if not p.exists():
        msg = f"no tokenizer.json at {path!r}; pass a tokenizer.json path, its directory, or a tokenizer object"
        raise InputError(msg)
    raw = p.read_bytes()
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    try:
        tok = Tokenizer.from_str(raw.decode("utf-8"))
    except Exception as exc:  # tokenizers raises a bare Exception on malformed JSON
        msg = f"{path!r} is not a valid tokenizer.json: {exc}"
        raise InputError(msg) from exc
    return TokenCounter(tok, None, p.name)


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
        return TokenCounter(counter.backend, None, "smollm2-135m (bundled)")
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
    if hasattr(tokenizer, "encode") and callable(tokenizer.encode):
        enc = tokenizer.encode

        def count_slow(text: str) -> int:
            return len(enc(text, add_special_tokens=False))

        return TokenCounter(None, count_slow, type(tokenizer).__name__)
    if callable(tokenizer):
        return TokenCounter(None, tokenizer, getattr(tokenizer, "__name__", "callable"))
    msg = (
        f"tokenizer must be None, a tokenizer.json path, a tokenizers.Tokenizer, a transformers tokenizer "
        f"or a callable returning a token count; got {type(tokenizer).__name__}"
    )
    raise InputError(msg)
