"""Prune one HTML document for a framework adapter and describe where the kept parts came from.

Provenance goes into the document's metadata under flat keys (both LangChain and LlamaIndex keep metadata
as a flat, JSON-friendly dict):

- ``htmlprune_blocks``: per kept block, ``{"page", "path", "byte_start", "byte_end"}``: the page index
  (0 for a single document), the block's unique element path (``<html><body><div2><p>``) and the UTF-8
  byte span of its element in the *cleaned* page, ``htmlprune.clean(page)``;
- ``htmlprune_n_tokens`` (exact, reader tokenizer), ``htmlprune_budget``, ``htmlprune_truncated``,
  ``htmlprune_query`` (None when pruned without a question).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from htmlprune.errors import InputError
from htmlprune.pruning import HtmlPruner, PruneResult, prune

__all__ = ["BLOCKS_KEY", "PrunedDocument", "make_pruner", "provenance", "prune_document"]

BLOCKS_KEY = "htmlprune_blocks"


@dataclass(frozen=True)
class PrunedDocument:
    """The pruned content of one document and the metadata to merge into the framework's document."""

    content: str
    metadata: dict[str, Any]
    result: PruneResult


def make_pruner(pruner: HtmlPruner | None, budget: int | None) -> HtmlPruner:
    """``pruner`` (or the default BM25 pruner) with ``budget`` when given."""
    if pruner is not None and not isinstance(pruner, HtmlPruner):
        msg = f"pruner must be an htmlprune.HtmlPruner, got {type(pruner).__name__}"
        raise TypeError(msg)
    if pruner is None:
        return HtmlPruner(budget=budget) if budget is not None else HtmlPruner()
    return pruner


def provenance(result: PruneResult) -> list[dict[str, Any]]:
    """Page, path and cleaned-HTML byte span of every kept block, in document order."""
    tree = result.tree
    kept = np.asarray(result.kept, dtype=np.int64).tolist()
    paths, page = tree.paths, tree.page
    start, end = tree.byte_start, tree.byte_end
    return [
        {
            "page": int(page[i]),
            "path": paths[i],
            "byte_start": int(start[i]),
            "byte_end": int(end[i]),
        }
        for i in kept
    ]


def prune_document(
    pruner: HtmlPruner,
    html: str,
    query: str | None,
    *,
    budget: int | None = None,
    metadata: Mapping[str, Any] | None = None,
) -> PrunedDocument:
    """Prunes ``html`` to ``budget`` (default: the pruner's) tokens for ``query``.

    Without a query (a document transformer has none) the page is kept from the top down: the first blocks
    in document order that fit the budget, cleaned and compact.

    Raises:
        InputError: ``html`` is not a str, or the budget is not a positive int.
    """
    if not isinstance(html, str):
        msg = f"document content must be a str of HTML, got {type(html).__name__}"
        raise InputError(msg)
    limit = pruner.budget if budget is None else budget
    if query is not None and query.strip():
        result = pruner(query, html, budget=limit)
    else:
        query = None
        tree = pruner.tree(html)
        order = -np.arange(len(tree), dtype=np.float32)  # earlier blocks first
        options: dict[str, Any] = dict(pruner.prune_options)
        result = prune(tree, order, budget=limit, tokenizer=pruner.tokenizer, **options)
    # The pruned text in the pruner's output format when it has one (``content``), else its HTML.
    content = str(getattr(result, "content", result.html))
    meta = dict(metadata or {})
    meta.update(
        {
            BLOCKS_KEY: provenance(result),
            "htmlprune_n_tokens": int(result.n_tokens),
            "htmlprune_budget": int(limit),
            "htmlprune_truncated": bool(result.truncated),
            "htmlprune_query": query,
        }
    )
    return PrunedDocument(content=content, metadata=meta, result=result)
