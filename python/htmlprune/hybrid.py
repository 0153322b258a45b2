"""Kept for compatibility: the hybrid scorer lives in :mod:`htmlprune.scorers.hybrid`."""

from __future__ import annotations

from htmlprune.scorers.hybrid import FUSIONS, HybridScorer, fuse  # kept for compatibility

__all__ = ["FUSIONS", "HybridScorer", "fuse"]
