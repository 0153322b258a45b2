"""Kept for compatibility: the hybrid scorer lives in :mod:`htmlprune.scorers.hybrid`."""

from __future__ import annotations

from htmlprune.scorers.hybrid import (  # kept for compatibility
    FUSIONS,
    HybridScorer,
    fuse,
    rank_chrome_last,
)

__all__ = ["FUSIONS", "HybridScorer", "fuse", "rank_chrome_last"]
