"""The fixed train / held-out split of the dev QA items.

An item is held out when the first 8 hex digits of ``sha256(item id)``, read as an integer, are divisible by
:data:`HELD_OUT_EVERY` (4): about a quarter of each set, the same on every machine and run, and independent of
the order or the number of items read. Training reads only ``"train"`` items; benchmarks/adapter_recall.py
reports only on ``"heldout"`` items.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator
from typing import Any, Literal

__all__ = ["HELD_OUT_EVERY", "Split", "select", "split_of"]

#: One item in this many (by hash) is held out.
HELD_OUT_EVERY = 4

Split = Literal["train", "heldout"]


def split_of(item_id: str) -> Split:
    """``"heldout"`` or ``"train"`` for a QA item id (e.g. ``"wtq-nt-10010"``)."""
    if not isinstance(item_id, str) or not item_id:
        msg = f"item id must be a non-empty str, got {item_id!r}"
        raise TypeError(msg)
    digest = hashlib.sha256(item_id.encode("utf-8")).hexdigest()
    return "heldout" if int(digest[:8], 16) % HELD_OUT_EVERY == 0 else "train"


def select(items: Iterable[dict[str, Any]], split: Split) -> Iterator[dict[str, Any]]:
    """The items of ``split`` (each item needs an ``"id"``), in their input order."""
    if split not in ("train", "heldout"):
        msg = f"split must be 'train' or 'heldout', got {split!r}"
        raise ValueError(msg)
    return (item for item in items if split_of(item["id"]) == split)
