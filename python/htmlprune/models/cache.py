"""The user cache directory and content hashes of model files (memoised per machine)."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

__all__ = ["cache_dir", "content_hash", "publish_dir"]


def cache_dir() -> Path:
    """The user cache directory of htmlprune (not created here).

    ``$HTMLPRUNE_CACHE`` wins; otherwise the platform's user cache directory, as platformdirs would
    choose it, without depending on platformdirs.
    """
    env = os.environ.get("HTMLPRUNE_CACHE")
    if env:
        return Path(env).expanduser()
    if sys.platform == "win32":
        local = os.environ.get("LOCALAPPDATA")
        base = Path(local) if local else Path.home() / "AppData" / "Local"
        return base / "htmlprune" / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "htmlprune"
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".cache"
    return base / "htmlprune"


@contextlib.contextmanager
def publish_dir(target: Path, *, is_complete: Callable[[Path], bool]) -> Iterator[Path]:
    """A temporary directory next to ``target`` that becomes ``target`` in one rename when the block ends.

    Concurrent or interrupted writers never leave a half-written ``target``: the block fills the
    temporary directory, which is made readable by all (the cache may be shared; ``mkdtemp`` makes it
    private) and renamed into place. When another process published ``target`` first and
    ``is_complete(target)`` holds, its copy is kept: it is as good as ours. The temporary directory is
    removed in every case, also when the block raises.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    try:
        yield tmp
        for p in (tmp, *tmp.rglob("*")):
            p.chmod(0o755 if p.is_dir() else 0o644)
        try:
            tmp.rename(target)
        except OSError:
            if not is_complete(target):
                raise
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)


_hash_lock = threading.Lock()
_hash_memo: dict[str, str] = {}
_hash_memo_loaded: set[str] = set()


def _hash_memo_file() -> Path:
    return cache_dir() / "file-hashes.json"


def _file_sha256(path: Path) -> str:
    """sha256 of one file, memoised per (path, size, mtime) in the process and in the user cache.

    Large models are hashed once per machine instead of once per process: the memo file maps
    ``path|size|mtime_ns`` to the digest, and a changed file gets a new key.
    """
    st = path.stat()
    key = f"{path.resolve()}|{st.st_size}|{st.st_mtime_ns}"
    memo_file = _hash_memo_file()
    with _hash_lock:
        if os.fspath(memo_file) not in _hash_memo_loaded:
            _hash_memo_loaded.add(os.fspath(memo_file))
            with contextlib.suppress(OSError, ValueError):
                stored = json.loads(memo_file.read_text(encoding="utf-8"))
                if isinstance(stored, dict):
                    _hash_memo.update({str(k): str(v) for k, v in stored.items()})
        hit = _hash_memo.get(key)
    if hit is not None:
        return hit
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    digest = h.hexdigest()
    with _hash_lock:
        _hash_memo[key] = digest
        if st.st_size >= 1 << 20:  # only large files are worth a disk entry
            with contextlib.suppress(OSError):
                memo_file.parent.mkdir(parents=True, exist_ok=True)
                tmp = memo_file.with_name(f".{memo_file.name}.{os.getpid()}.tmp")
                tmp.write_text(json.dumps(_hash_memo), encoding="utf-8")
                os.replace(tmp, memo_file)
    return digest


def content_hash(files: Sequence[tuple[str, Path]]) -> str:
    """sha256 over named files: their names (as given) and contents, in the given order."""
    h = hashlib.sha256()
    for name, path in files:
        h.update(name.encode("utf-8") + b"\0" + _file_sha256(path).encode("ascii") + b"\n")
    return h.hexdigest()


def _onnx_files(onnx_path: Path) -> list[Path]:
    """The graph and its external-data files (``*.onnx_data``, ``*.data``) next to it."""
    files = [onnx_path]
    for pattern in (
        onnx_path.name + "_data",
        onnx_path.name + ".data",
        onnx_path.stem + ".onnx_data",
    ):
        extra = onnx_path.with_name(pattern)
        if extra.is_file() and extra not in files:
            files.append(extra)
    return files
