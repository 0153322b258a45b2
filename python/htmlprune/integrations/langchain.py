"""LangChain components: a document compressor and a document transformer that prune HTML to a token budget.

Needs ``pip install "htmlprune[langchain]"`` (``langchain-core``; ``ContextualCompressionRetriever`` lives in
``langchain-classic`` with LangChain 1.x, in ``langchain`` before).

Example:
    >>> from langchain_classic.retrievers import ContextualCompressionRetriever  # doctest: +SKIP
    >>> from htmlprune.integrations.langchain import HtmlPruneCompressor  # doctest: +SKIP
    >>> retriever = ContextualCompressionRetriever(  # doctest: +SKIP
    ...     base_compressor=HtmlPruneCompressor(budget=512), base_retriever=my_html_retriever
    ... )
    >>> docs = retriever.invoke("who won in 1998?")  # doctest: +SKIP
    >>> docs[0].metadata["htmlprune_n_tokens"] <= 512, docs[0].metadata["htmlprune_blocks"][0]["path"]  # doctest: +SKIP

Every returned document carries its provenance in ``metadata`` (see :mod:`htmlprune.integrations._documents`):
``htmlprune_blocks`` (page, path, byte span of each kept block), ``htmlprune_n_tokens``, ``htmlprune_budget``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from htmlprune.config import PruneConfig
from htmlprune.errors import MissingDependencyError
from htmlprune.integrations._documents import make_pruner, prune_documents
from htmlprune.pruning import HtmlPruner

try:
    from langchain_core.callbacks import Callbacks
    from langchain_core.documents import BaseDocumentCompressor, BaseDocumentTransformer, Document
    from pydantic import ConfigDict, Field
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    msg = 'the LangChain integration needs langchain-core: pip install "htmlprune[langchain]"'
    raise MissingDependencyError(msg) from exc

__all__ = ["HtmlPruneCompressor", "HtmlPruneTransformer"]


class HtmlPruneCompressor(BaseDocumentCompressor):
    """Prunes each retrieved HTML document to ``budget`` tokens for the query (``ContextualCompressionRetriever``).

    Attributes:
        budget: tokens per document, counted exactly with the pruner's reader tokenizer; None = the pruner's
            (or the config's).
        pruner: an :class:`htmlprune.HtmlPruner` (scorer, tokenizer, config); None = the BM25 default.
        config: the :class:`htmlprune.PruneConfig` of the default pruner (format, block sizes, limits, ...).
        drop_empty: leave out documents of which nothing relevant was kept.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    budget: int | None = None
    pruner: Any = Field(default=None, exclude=True)
    config: Any = Field(default=None, exclude=True)
    drop_empty: bool = True

    def model_post_init(self, context: Any, /) -> None:
        """Builds the default pruner once (its tokenizer loads here, not per query)."""
        self.pruner = make_pruner(self.pruner, self.budget, self.config)

    def compress_documents(
        self,
        documents: Sequence[Document],
        query: str,
        callbacks: Callbacks | None = None,
    ) -> Sequence[Document]:
        """Each document's HTML pruned for ``query``; provenance added to a copy of its metadata."""
        out: list[Document] = []
        pruner: HtmlPruner = self.pruner
        contents = [doc.page_content for doc in documents]
        metadatas = [doc.metadata for doc in documents]
        for doc, pruned in zip(documents, prune_documents(pruner, contents, query, metadatas)):
            if self.drop_empty and not pruned.metadata["htmlprune_blocks"]:
                continue
            out.append(Document(page_content=pruned.content, metadata=pruned.metadata, id=doc.id))
        return out


class HtmlPruneTransformer(BaseDocumentTransformer):
    """Prunes HTML documents to ``budget`` tokens, in a LangChain document-transformer chain.

    Args:
        budget: tokens per document; None = the pruner's (or the config's).
        pruner: an :class:`htmlprune.HtmlPruner`; None = the BM25 default.
        config: the :class:`htmlprune.PruneConfig` of the default pruner.
        query: the question to prune for; ``transform_documents(docs, query=...)`` overrides it. Without
            one, each page is cleaned and kept from the top down to the budget.
    """

    def __init__(
        self,
        budget: int | None = None,
        *,
        pruner: HtmlPruner | None = None,
        config: PruneConfig | None = None,
        query: str | None = None,
    ) -> None:
        self.pruner = make_pruner(pruner, budget, config)
        self.budget = self.pruner.config.budget
        self.query = query

    def transform_documents(
        self, documents: Sequence[Document], **kwargs: Any
    ) -> Sequence[Document]:
        """Pruned copies of ``documents`` (same order, same count), provenance in their metadata."""
        query = kwargs.get("query", self.query)
        contents = [doc.page_content for doc in documents]
        metadatas = [doc.metadata for doc in documents]
        pruned = prune_documents(self.pruner, contents, query, metadatas)
        return [
            Document(page_content=p.content, metadata=p.metadata, id=doc.id)
            for doc, p in zip(documents, pruned)
        ]
