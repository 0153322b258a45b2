"""The one import check for the PyTorch extra, shared by the path scorer and the local LLMs."""

from __future__ import annotations

from typing import Any

from htmlprune.errors import MissingDependencyError

TORCH_HINT = 'pip install "htmlprune[torch]"'


def require_torch(who_needs: str) -> tuple[Any, Any]:
    """``(torch, transformers)``, or a MissingDependencyError naming who needs them and how to install them.

    ``who_needs`` starts the message, e.g. ``"local LLMs need"``.
    """
    try:
        import torch
        import transformers
    except ImportError as exc:
        msg = f"{who_needs} torch and transformers ({exc.name} is missing); install: {TORCH_HINT}"
        raise MissingDependencyError(msg) from exc
    return torch, transformers
