"""The dev data's answer-matching rule, shared by every training set built from QA over HTML."""

from __future__ import annotations

import re
import unicodedata

__all__ = ["normalize"]


def normalize(text: str) -> str:
    """The data README's rule: NFKC, case-insensitive, whitespace collapsed (an answer counts where its
    normalized form is a substring of the normalized text)."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).casefold().strip()
