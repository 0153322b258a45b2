"""HIRO as a pipeline step over HTML, like :class:`htmlprune.HtmlPruner`: question + pages -> PruneResult."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from htmlprune._backends import Embedder, EmbedderLike, as_embedder
from htmlprune.errors import InputError
from htmlprune.hiro._util import check_common, check_threshold, counter_of
from htmlprune.hiro.build import is_block_tree
from htmlprune.hiro.node import SEPARATOR, ContextKind, NodeEmbedding, Variant
from htmlprune.hiro.walk import select

if TYPE_CHECKING:
    from htmlprune.html import BlockTree, CleanOptions
    from htmlprune.pruning import PruneResult
    from htmlprune.tokenizer import TokenizerLike

__all__ = ["HiroPruner"]


class HiroPruner:
    """HIRO as a pipeline step over HTML, like :class:`htmlprune.HtmlPruner`: question + pages -> PruneResult.

    Builds the block tree of the pages (keep it with :meth:`tree` to answer many questions on the same pages:
    the node embeddings are cached on it) and returns a :class:`~htmlprune.PruneResult` whose ``content`` is
    the selected elements' HTML (``context="html"``, the default; ``format`` "html") or texts (``"text"``),
    joined by a blank line, and whose ``selection`` is :func:`select`'s :class:`Selection` (the nodes, their
    scores, paths and what the budget dropped). ``kept`` holds the blocks the selected nodes cover.

    Args:
        embedder: the embedder; None = ``htmlprune.embed.OnnxEmbedder()`` (all-MiniLM-L6-v2, offline).
        S, delta, variant: HIRO's thresholds and reading (see :func:`select`).
        budget: optional token budget of the context (None: HIRO decides the length alone).
        tokenizer: the reader's tokenizer (see :func:`select`); loaded once here.
        max_words: block size of the trees this pruner builds (the leaves HIRO can reach).
        context, node_embedding: as in :func:`select`.
        clean: cleaning options and limits for the trees (:class:`~htmlprune.CleanOptions`).

    Example:
        >>> pruner = HiroPruner(S=0.4, delta=0.05, budget=2048)  # doctest: +SKIP
        >>> tree = pruner.tree(html)  # doctest: +SKIP
        >>> print(pruner("who won in 1998?", tree).content)  # doctest: +SKIP
    """

    def __init__(
        self,
        embedder: EmbedderLike | None = None,
        *,
        S: float,
        delta: float,
        variant: Variant = "prose",
        budget: int | None = None,
        tokenizer: TokenizerLike = None,
        max_words: int = 64,
        context: ContextKind = "html",
        node_embedding: NodeEmbedding = "text",
        clean: CleanOptions | None = None,
    ) -> None:
        check_common(variant, context, budget)
        self.S = check_threshold("S", S)
        self.delta = check_threshold("delta", delta)
        if isinstance(max_words, bool) or not isinstance(max_words, int) or max_words < 1:
            msg = f"max_words must be a positive int, got {max_words!r}"
            raise InputError(msg)
        if node_embedding not in ("text", "mean"):
            msg = f"node_embedding must be 'text' or 'mean', got {node_embedding!r}"
            raise InputError(msg)
        if embedder is None:
            from htmlprune.embed import OnnxEmbedder

            embedder = OnnxEmbedder()
        self.embedder: Embedder = as_embedder(embedder)
        self.variant: Variant = variant
        self.budget = budget
        self.counter = counter_of(tokenizer)
        self.max_words = max_words
        self.context: ContextKind = context
        self.node_embedding: NodeEmbedding = node_embedding
        self.clean = clean

    def __repr__(self) -> str:
        return (
            f"HiroPruner(S={self.S}, delta={self.delta}, variant={self.variant!r}, budget={self.budget}, "
            f"max_words={self.max_words}, context={self.context!r})"
        )

    def tree(self, html: Any) -> BlockTree:
        """The block tree of ``html`` (one page or a list of pages) with this pruner's settings."""
        from htmlprune.html import build_block_tree

        return build_block_tree(html, max_words=self.max_words, options=self.clean)

    def __call__(self, question: str, html: Any, *, budget: int | None = None) -> PruneResult:
        """Selects the context for ``question`` from a BlockTree (kept: cached embeddings) or raw pages."""
        from htmlprune.pruning import PruneResult

        tree = html if is_block_tree(html) else self.tree(html)
        limit = self.budget if budget is None else budget
        sel = select(
            question,
            tree,
            embedder=self.embedder,
            S=self.S,
            delta=self.delta,
            variant=self.variant,
            budget=limit,
            tokenizer=self.counter,
            context=self.context,
            node_embedding=self.node_embedding,
        )
        kept = sel.blocks.astype(np.int64)
        dropped = np.setdiff1d(np.arange(len(tree), dtype=np.int64), kept)
        html_of = (
            (lambda: SEPARATOR.join(h or "" for h in sel.html)) if self.context == "text" else None
        )
        return PruneResult(
            sel.context,
            sel.n_tokens,
            kept,
            dropped,
            False,
            sel.n_tokens if limit is None else limit,
            tree,
            "html" if self.context == "html" else "text",
            html_of,
            selection=sel,
        )
