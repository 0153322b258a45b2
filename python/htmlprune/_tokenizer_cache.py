"""A tokenizer.json loaded cheaply: the native counter's tables from a disk cache, ``tokenizers`` on first use.

Reading a tokenizer.json costs ``tokenizers`` a few hundred ms for a 50k vocabulary, and deriving the native
counter's tables from it (``to_str``, ``json.loads``, the checks of ``_native_spec``) as much again: most of
what one ``htmlprune prune`` from the shell spends. The tables and the tokenizer's line-additivity depend on
the file's bytes alone, so they are kept in a cache file named by the file's SHA-256 (the tables as
``_core.pack_bpe_model`` writes them, which ``BpeCounter.from_packed`` reads natively in one pass), and the
``tokenizers.Tokenizer`` itself is read only when something needs it (a string the native counter cannot
vouch for, token ids, a tokenizer that has no native counter).

The cache lives in ``$HTMLPRUNE_CACHE_DIR``, else ``$XDG_CACHE_HOME/htmlprune``, else ``~/.cache/htmlprune``
(``bpe-<sha256>.marshal``: :mod:`marshal` loads plain data only and never runs code). A cache that cannot be
read or written is skipped: the tables are then derived from the tokenizer as before.
"""

from __future__ import annotations

import contextlib
import hashlib
import marshal
import os
import sys
import threading
from pathlib import Path
from typing import Any, Callable

__all__ = ["LazyTokenizer", "cache_dir", "load_cached", "store_cached"]

_FORMAT = 4  # bump when what is stored changes (4: line_additive also vouches for splits before a tag)


def cache_dir() -> Path:
    """Where the tables are cached (see the module docstring)."""
    explicit = os.environ.get("HTMLPRUNE_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "htmlprune"


def _cache_file(raw: bytes) -> Path:
    digest = hashlib.sha256(raw).hexdigest()[:40]
    py = f"{sys.version_info[0]}{sys.version_info[1]}"  # marshal's format may change between versions
    return cache_dir() / f"bpe-{digest}-py{py}-v{_FORMAT}.marshal"


def load_cached(raw: bytes) -> tuple[bytes | None, bool] | None:
    """(packed native tables or None, line_additive) cached for the tokenizer file ``raw``; None on a miss."""
    try:
        data = marshal.loads(_cache_file(raw).read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return None
    if not (isinstance(data, tuple) and len(data) == 3 and data[0] == _FORMAT):
        return None
    packed, line_additive = data[1], data[2]
    if packed is not None and not isinstance(packed, bytes):
        return None
    return packed, bool(line_additive)


def store_cached(raw: bytes, packed: bytes | None, line_additive: bool) -> None:
    """Caches what :func:`load_cached` returns for ``raw``; silently does nothing where it cannot write."""
    path = _cache_file(raw)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(marshal.dumps((_FORMAT, packed, line_additive)))
        os.replace(tmp, path)  # atomic: a reader sees the old file or the whole new one
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            tmp.unlink()


class LazyTokenizer:
    """Stands for a ``tokenizers.Tokenizer`` that ``load()`` builds on first attribute access.

    It is the identity of its tokenizer for htmlprune's caches (``TokenCounter.identity``) before it is
    loaded; thread-safe; pickles as the loaded tokenizer would be rebuilt: by calling ``load`` again.
    """

    __slots__ = ("_load", "_lock", "_tokenizer")

    def __init__(self, load: Callable[[], Any]) -> None:
        self._load = load
        self._lock = threading.Lock()
        self._tokenizer: Any = None

    @property
    def loaded(self) -> bool:
        return self._tokenizer is not None

    def get(self) -> Any:
        """The tokenizer, loaded now if it was not."""
        if self._tokenizer is None:
            with self._lock:
                if self._tokenizer is None:
                    self._tokenizer = self._load()
        return self._tokenizer

    def __getattr__(self, name: str) -> Any:
        return getattr(self.get(), name)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return (LazyTokenizer, (self._load,))
