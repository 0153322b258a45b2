"""Loading the path scorer's causal LM: local directories, GGUF files (converted once), hub ids, objects.

Also the ``device``/``dtype`` arguments' ``"auto"`` rules. torch and transformers are imported only when a
function here runs.
"""

from __future__ import annotations

import hashlib
import logging
import os
from pathlib import Path
from typing import Any, Union

from htmlprune._torch import TORCH_HINT, require_torch
from htmlprune.errors import InputError, MissingDependencyError, ModelError

__all__ = [
    "ModelLike",
    "gguf_to_transformers",
    "load_causal_lm",
    "require_torch_for_scoring",
    "resolve_device",
    "resolve_dtype",
]

log = logging.getLogger(__name__)

ModelLike = Union[str, "os.PathLike[str]", Any]


def require_torch_for_scoring() -> tuple[Any, Any]:
    """(torch, transformers), or MissingDependencyError naming the ``[torch]`` extra."""
    return require_torch("generative scoring needs")


def gguf_to_transformers(gguf_file: str | os.PathLike[str]) -> Path:
    """Converts a GGUF causal LM once into a plain safetensors directory in htmlprune's cache.

    The cache is :func:`htmlprune.models.cache_dir` (``$HTMLPRUNE_CACHE`` or the user cache directory).

    Dequantizes the weights (transformers' GGUF loader, ``GgufConfig(dequantize=True)``) and saves model,
    config, tokenizer and chat template, so later loads take a fraction of a second instead of ~20 s. The
    directory is keyed by the file's resolved path, size and modification time; a changed file converts
    again. Writes to a temporary directory first and renames it into place, so concurrent or interrupted
    conversions never leave a half-written model behind.

    Returns:
        The directory, loadable with ``AutoModelForCausalLM.from_pretrained``.

    Raises:
        InputError: the file does not exist.
        ModelError: transformers cannot read the file.
        MissingDependencyError: torch, transformers or gguf is missing.
    """
    from htmlprune.models.cache import cache_dir, publish_dir

    _, transformers = require_torch_for_scoring()
    try:
        import gguf  # noqa: F401
    except ImportError as exc:
        msg = f"loading GGUF files needs the gguf package; install: {TORCH_HINT}"
        raise MissingDependencyError(msg) from exc
    path = Path(gguf_file).expanduser().resolve()
    if not path.is_file():
        msg = f"GGUF file not found: {str(gguf_file)!r}"
        raise InputError(msg)
    st = path.stat()
    key = hashlib.sha256(f"{path}|{st.st_size}|{st.st_mtime_ns}".encode()).hexdigest()[:16]
    target = cache_dir() / "gguf" / f"{path.stem}-{key}"
    if (target / "config.json").is_file():
        return target
    log.info("converting %s to a transformers directory at %s (once)", path, target)
    try:
        tokenizer = transformers.AutoTokenizer.from_pretrained(
            str(path.parent), gguf_file=path.name
        )
        model = transformers.AutoModelForCausalLM.from_pretrained(
            str(path.parent),
            gguf_file=path.name,
            quantization_config=transformers.GgufConfig(dequantize=True),
        )
    except (OSError, ValueError, KeyError, RuntimeError) as exc:
        msg = f"transformers could not load the GGUF file {str(path)!r}: {exc}"
        raise ModelError(msg) from exc
    with publish_dir(target, is_complete=lambda d: (d / "config.json").is_file()) as tmp:
        model.save_pretrained(str(tmp))
        tokenizer.save_pretrained(str(tmp))
    return target


def resolve_device(torch: Any, device: Any) -> Any:
    """The torch.device for a ``device`` argument; ``"auto"`` or None: CUDA when available, else CPU."""
    if device is None or device == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    try:
        return torch.device(device)
    except (RuntimeError, TypeError) as exc:
        msg = f"device must be 'auto', 'cpu', 'cuda', 'cuda:N' or a torch.device, got {device!r}"
        raise InputError(msg) from exc


def resolve_dtype(torch: Any, dtype: Any, device: Any) -> Any:
    """The torch dtype for a ``dtype`` argument; ``"auto"`` or None: bfloat16 on CUDA, float32 elsewhere."""
    if dtype is None or dtype == "auto":
        return torch.bfloat16 if device.type == "cuda" else torch.float32
    if isinstance(dtype, torch.dtype):
        return dtype
    names = {
        "float32": torch.float32,
        "fp32": torch.float32,
        "bfloat16": torch.bfloat16,
        "bf16": torch.bfloat16,
        "float16": torch.float16,
        "fp16": torch.float16,
    }
    if isinstance(dtype, str) and dtype in names:
        return names[dtype]
    msg = f"dtype must be 'auto', one of {sorted(names)} or a torch.dtype, got {dtype!r}"
    raise InputError(msg)


def load_causal_lm(model: ModelLike, tokenizer: Any, transformers: Any) -> tuple[Any, Any, str]:
    """Returns (model, tokenizer, description) for a directory, a GGUF file, a hub id or loaded objects."""
    if isinstance(model, tuple):  # a transformers (model, tokenizer) pair, as users keep them
        if len(model) != 2 or tokenizer is not None:
            msg = "pass model=(model, tokenizer), or model=model and tokenizer=tokenizer, not both"
            raise InputError(msg)
        model, tokenizer = model
    if not isinstance(model, (str, os.PathLike)):
        if tokenizer is None:
            msg = "a loaded model object needs its tokenizer: PathScorer(model, tokenizer=...)"
            raise InputError(msg)
        return model, tokenizer, type(model).__name__
    path = Path(model).expanduser()
    if path.is_file() and path.suffix.lower() == ".gguf":
        source = str(gguf_to_transformers(path))
        what = f"{path.name} (converted)"
    elif path.exists():
        source, what = str(path), str(path)
    else:
        source, what = str(model), str(model)  # a hub id, when the hub is reachable
    try:
        loaded = transformers.AutoModelForCausalLM.from_pretrained(source)
        if tokenizer is None:
            tokenizer = transformers.AutoTokenizer.from_pretrained(source)
    except (OSError, ValueError, KeyError) as exc:
        msg = (
            f"could not load a causal LM from {str(model)!r}: {exc}. Pass a local transformers model "
            f"directory, a .gguf file, or a hub id on a machine that can reach the hub."
        )
        raise ModelError(msg) from exc
    return loaded, tokenizer, what
