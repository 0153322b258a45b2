"""Export of a transformers encoder to ONNX, once, into the cache keyed by the model's content hash."""

from __future__ import annotations

import json
import logging
import os
import shutil
import warnings
from pathlib import Path
from typing import Any

from htmlprune.errors import MissingDependencyError, ModelError
from htmlprune.models.cache import _onnx_files, cache_dir, content_hash, publish_dir

__all__ = ["EXPORT_FORMAT", "OPSET", "export_onnx"]

log = logging.getLogger(__name__)

#: Version of the export recipe; part of the cache key, bump it when the exported graph changes.
EXPORT_FORMAT = 1
#: Opset of exported models.
OPSET = 17

_WEIGHT_FILES = ("model.safetensors", "pytorch_model.bin")
_META = "htmlprune_export.json"


def _is_transformers_dir(model_dir: Path) -> bool:
    return (model_dir / "config.json").is_file() and any(
        (model_dir / w).is_file() for w in _WEIGHT_FILES
    )


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
    with publish_dir(out_dir, is_complete=lambda d: (d / _META).is_file()) as tmp:
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
