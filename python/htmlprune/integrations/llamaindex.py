"""LlamaIndex components: a node postprocessor that prunes retrieved HTML nodes, and a reader for HTML files.

Needs ``pip install "htmlprune[llamaindex]"`` (``llama-index-core``).

Example:
    >>> from htmlprune.integrations.llamaindex import HtmlPrunePostprocessor, HtmlReader  # doctest: +SKIP
    >>> docs = HtmlReader().load_data("pages/")  # doctest: +SKIP
    >>> engine = index.as_query_engine(node_postprocessors=[HtmlPrunePostprocessor(budget=512)])  # doctest: +SKIP

Pruned nodes carry their provenance in ``metadata`` (see :mod:`htmlprune.integrations._documents`); the
block list is excluded from the text the embedder and the LLM see.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from htmlprune.errors import InputError, MissingDependencyError
from htmlprune.html import clean
from htmlprune.integrations._documents import BLOCKS_KEY, make_pruner, prune_documents
from htmlprune.pruning import HtmlPruner

try:
    from llama_index.core.bridge.pydantic import ConfigDict, Field
    from llama_index.core.postprocessor.types import BaseNodePostprocessor
    from llama_index.core.readers.base import BaseReader
    from llama_index.core.schema import Document, MetadataMode, NodeWithScore, QueryBundle
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    msg = 'the LlamaIndex integration needs llama-index-core: pip install "htmlprune[llamaindex]"'
    raise MissingDependencyError(msg) from exc

__all__ = ["HtmlPrunePostprocessor", "HtmlReader"]

_HIDDEN = [BLOCKS_KEY, "htmlprune_truncated", "htmlprune_query", "htmlprune_budget"]


def _hide(node: Any) -> None:
    """Keeps provenance out of the text LlamaIndex shows the embedder and the LLM."""
    for attr in ("excluded_embed_metadata_keys", "excluded_llm_metadata_keys"):
        keys = list(getattr(node, attr))
        keys += [k for k in [*_HIDDEN, "htmlprune_n_tokens"] if k not in keys]
        setattr(node, attr, keys)


class HtmlPrunePostprocessor(BaseNodePostprocessor):
    """Prunes each retrieved node's HTML to ``budget`` tokens for the query.

    Attributes:
        budget: tokens per node, counted exactly with the pruner's reader tokenizer; None = the pruner's (or
            the config's).
        pruner: an :class:`htmlprune.HtmlPruner`; None = the BM25 default.
        config: the :class:`htmlprune.PruneConfig` of the default pruner (format, block sizes, limits, ...).
        drop_empty: leave out nodes of which nothing relevant was kept.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    budget: int | None = None
    pruner: Any = Field(default=None, exclude=True)
    config: Any = Field(default=None, exclude=True)
    drop_empty: bool = True

    def model_post_init(self, context: Any, /) -> None:
        """Builds the default pruner once."""
        self.pruner = make_pruner(self.pruner, self.budget, self.config)

    @classmethod
    def class_name(cls) -> str:
        """LlamaIndex's serialisation name."""
        return "HtmlPrunePostprocessor"

    def _postprocess_nodes(
        self, nodes: list[NodeWithScore], query_bundle: QueryBundle | None = None
    ) -> list[NodeWithScore]:
        query = query_bundle.query_str if query_bundle is not None else None
        pruner: HtmlPruner = self.pruner
        out: list[NodeWithScore] = []
        htmls = [scored.node.get_content(metadata_mode=MetadataMode.NONE) for scored in nodes]
        metadatas = [scored.node.metadata for scored in nodes]
        for scored, pruned in zip(nodes, prune_documents(pruner, htmls, query, metadatas)):
            if self.drop_empty and not pruned.metadata[BLOCKS_KEY]:
                continue
            node = scored.node.model_copy(deep=True)
            node.set_content(pruned.content)
            node.metadata = pruned.metadata
            _hide(node)
            out.append(NodeWithScore(node=node, score=scored.score))
        return out


class HtmlReader(BaseReader):
    """Reads ``.html``/``.htm`` files into LlamaIndex ``Document`` objects.

    Args:
        clean_html: store ``htmlprune.clean(page)`` (scripts, styles, comments and attributes out; the
            structure the pruner needs kept) instead of the raw bytes decoded.
        encoding: the files' text encoding (undecodable bytes are replaced).
    """

    def __init__(self, *, clean_html: bool = True, encoding: str = "utf-8") -> None:
        super().__init__()
        self.clean_html = clean_html
        self.encoding = encoding

    def load_data(
        self, path: str | os.PathLike[str], extra_info: dict[str, Any] | None = None
    ) -> list[Document]:
        """One Document per HTML file: ``path`` is a file or a directory (searched recursively, sorted).

        Raises:
            InputError: ``path`` does not exist or holds no HTML file.
        """
        root = Path(path)
        if root.is_dir():
            files = sorted(
                p for p in root.rglob("*") if p.is_file() and p.suffix.lower() in (".html", ".htm")
            )
        elif root.is_file():
            files = [root]
        else:
            msg = f"{os.fspath(root)!r} is neither an HTML file nor a directory"
            raise InputError(msg)
        if not files:
            msg = f"no .html or .htm file under {os.fspath(root)!r}"
            raise InputError(msg)
        docs = []
        for file in files:
            text = file.read_bytes().decode(self.encoding, errors="replace")
            if self.clean_html:
                text = clean(text)
            meta = {"file_path": str(file), "file_name": file.name, **(extra_info or {})}
            docs.append(Document(text=text, metadata=meta, id_=str(file)))
        return docs
