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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from htmlprune.config import PruneConfig
from htmlprune.errors import InputError
from htmlprune.html import BlockTree
from htmlprune.pruning import HtmlPruner, PruneResult

__all__ = ["BLOCKS_KEY", "PrunedDocument", "make_pruner", "provenance", "prune_documents"]

BLOCKS_KEY = "htmlprune_blocks"


@dataclass(frozen=True)
class PrunedDocument:
    """The pruned content of one document and the metadata to merge into the framework's document."""

    content: str
    metadata: dict[str, Any]
    result: PruneResult


def make_pruner(
    pruner: HtmlPruner | None, budget: int | None, config: PruneConfig | None = None
) -> HtmlPruner:
    """``pruner``, or the default pruner (the learned ranker) built from ``config``, with ``budget`` when given."""
    if pruner is not None and not isinstance(pruner, HtmlPruner):
        msg = f"pruner must be an htmlprune.HtmlPruner, got {type(pruner).__name__}"
        raise TypeError(msg)
    if pruner is not None and config is not None:
        msg = "give either pruner (with its own config) or config, not both"
        raise TypeError(msg)
    if pruner is None:
        pruner = HtmlPruner(config=config)
    if budget is not None and budget != pruner.config.budget:
        pruner = HtmlPruner(
            pruner.scorer,
            config=pruner.config.replace(budget=budget),
            tokenizer=pruner.tokenizer,
            fine_scorer=pruner.fine_scorer,
        )
    return pruner


class _TopDown:
    """Scores blocks by document order, earlier first: a page kept from the top down (no question)."""

    def score(self, query: str, tree: BlockTree) -> np.ndarray:
        return -np.arange(len(tree), dtype=np.float32)


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


def prune_documents(
    pruner: HtmlPruner,
    htmls: Sequence[object],
    query: str | None,
    metadatas: Sequence[Mapping[str, Any] | None],
) -> list[PrunedDocument]:
    """Prunes each of ``htmls`` to the pruner's budget for ``query``, as one batch (see
    :meth:`HtmlPruner.batch`).

    Without a query (a document transformer has none) each page is kept from the top down: the first
    blocks in document order that fit the budget, cleaned and compact.

    Raises:
        InputError: a document's content is not a str, or the first error a document raised.
    """
    for html in htmls:
        if not isinstance(html, str):
            msg = f"document content must be a str of HTML, got {type(html).__name__}"
            raise InputError(msg)
    if query is None or not query.strip():
        query = None
        pruner = HtmlPruner(_TopDown(), config=pruner.config, tokenizer=pruner.tokenizer)
    results = pruner.batch([query or ""] * len(htmls), [str(html) for html in htmls])
    out: list[PrunedDocument] = []
    for result, metadata in zip(results, metadatas):
        if isinstance(result, Exception):
            raise result
        meta = dict(metadata or {})
        meta.update(
            {
                BLOCKS_KEY: provenance(result),
                "htmlprune_n_tokens": int(result.n_tokens),
                "htmlprune_budget": int(pruner.config.budget),
                "htmlprune_truncated": bool(result.truncated),
                "htmlprune_query": query,
            }
        )
        out.append(PrunedDocument(content=result.content, metadata=meta, result=result))
    return out
