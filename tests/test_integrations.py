"""LangChain and LlamaIndex components with the real packages, over a small local HTML corpus."""

from __future__ import annotations

from pathlib import Path

import pytest

import htmlprune
from htmlprune.errors import InputError

DATA = Path(__file__).parent / "data" / "integrations"
PAGES = sorted(DATA.glob("*.html"))
QUESTION = "Who won the cup final in 1998?"


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def _check_provenance(content: str, metadata: dict, page_html: str, budget: int) -> None:
    """Exact budget; every kept block is a block of the page's tree, its span an element of clean(page)."""
    counter = htmlprune.tokenizer.load_tokenizer(None)
    assert metadata["htmlprune_n_tokens"] == counter.count(content) <= budget
    assert metadata["htmlprune_budget"] == budget
    cleaned = htmlprune.clean(page_html).encode()
    tree = htmlprune.HtmlPruner().tree(page_html)
    assert tree.html.encode() == cleaned  # spans are offsets into clean(page)
    spans = {p: (int(s), int(e)) for p, s, e in zip(tree.paths, tree.byte_start, tree.byte_end)}
    assert metadata["htmlprune_blocks"]
    for block in metadata["htmlprune_blocks"]:
        assert block["page"] == 0
        assert spans[block["path"]] == (block["byte_start"], block["byte_end"])
        element = cleaned[block["byte_start"] : block["byte_end"]].decode()
        assert element.startswith("<")
        assert element.endswith(">")


# ---------------------------------------------------------------------------------------------- LangChain


@pytest.fixture(scope="module")
def lc_docs() -> list:
    from langchain_core.documents import Document

    return [Document(page_content=_read(p), metadata={"source": p.name}) for p in PAGES]


def test_langchain_contextual_compression_retriever(lc_docs: list) -> None:
    from langchain_classic.retrievers import ContextualCompressionRetriever
    from langchain_core.retrievers import BaseRetriever

    from htmlprune.integrations.langchain import HtmlPruneCompressor

    class WordOverlapRetriever(BaseRetriever):
        """The k pages sharing the most words with the query (a stand-in for a vector store)."""

        docs: list
        k: int = 2

        def _get_relevant_documents(self, query: str, *, run_manager: object) -> list:
            words = set(query.lower().split())
            return sorted(
                self.docs, key=lambda d: -len(words & set(d.page_content.lower().split()))
            )[: self.k]

    base = WordOverlapRetriever(docs=lc_docs)
    # the title-lead prior keeps title, h1 and lead paragraph first (50 tokens); the answer row needs the rest
    budget = 80
    retriever = ContextualCompressionRetriever(
        base_compressor=HtmlPruneCompressor(budget=budget), base_retriever=base
    )
    docs = retriever.invoke(QUESTION)
    assert docs, "the retriever returned nothing"
    by_source = {d.metadata["source"]: d for d in docs}
    assert "cup.html" in by_source
    cup = by_source["cup.html"]
    assert "Port Athletic" in cup.page_content
    assert "1998" in cup.page_content
    assert "newsletter" not in cup.page_content
    assert "<script" not in cup.page_content
    for doc in docs:
        _check_provenance(
            doc.page_content, doc.metadata, _read(DATA / doc.metadata["source"]), budget
        )
        assert doc.metadata["htmlprune_query"] == QUESTION


def test_langchain_transformer_keeps_every_document(lc_docs: list) -> None:
    from htmlprune.integrations.langchain import HtmlPruneTransformer

    budget = 48
    out = HtmlPruneTransformer(budget=budget).transform_documents(lc_docs)
    assert [d.metadata["source"] for d in out] == [d.metadata["source"] for d in lc_docs]
    for doc in out:
        assert doc.metadata["htmlprune_query"] is None  # top of the page, no question
        _check_provenance(
            doc.page_content, doc.metadata, _read(DATA / doc.metadata["source"]), budget
        )
    bread = next(d for d in out if d.metadata["source"] == "bread.html")
    assert "A simple white bread" in bread.page_content  # the top of the page comes first
    asked = HtmlPruneTransformer(budget=budget).transform_documents(
        lc_docs, query="oven temperature"
    )
    bread = next(d for d in asked if d.metadata["source"] == "bread.html")
    assert "220" in bread.page_content


def test_integrations_keep_the_budget_of_a_given_pruner_or_the_one_default() -> None:
    """budget=None (the default) leaves a given pruner's budget alone, and is the library's one default
    budget otherwise: the same default as HtmlPruner(), the CLI and the server."""
    import htmlprune
    from htmlprune._defaults import DEFAULT_BUDGET
    from htmlprune.integrations.langchain import HtmlPruneCompressor, HtmlPruneTransformer

    pruner = htmlprune.HtmlPruner(budget=300)
    assert HtmlPruneCompressor(pruner=pruner).pruner.config.budget == 300
    assert HtmlPruneTransformer(pruner=pruner).budget == 300
    assert HtmlPruneCompressor().pruner.config.budget == DEFAULT_BUDGET
    assert HtmlPruneTransformer().budget == DEFAULT_BUDGET == htmlprune.HtmlPruner().config.budget


def test_langchain_compressor_rejects_non_html() -> None:
    from langchain_core.documents import Document

    from htmlprune.integrations.langchain import HtmlPruneCompressor

    with pytest.raises(TypeError, match="HtmlPruner"):
        HtmlPruneCompressor(pruner="bm25")
    doc = Document(page_content="<p>one two</p>")
    doc.page_content = b"<p>x</p>"  # type: ignore[assignment]  # bypass pydantic, as a loader might
    with pytest.raises(InputError, match="str of HTML"):
        HtmlPruneCompressor(budget=32).compress_documents([doc], "x")


# ---------------------------------------------------------------------------------------------- LlamaIndex


def test_llamaindex_reader_and_postprocessor_over_a_retriever() -> None:
    from llama_index.core import SummaryIndex
    from llama_index.core.schema import MetadataMode

    from htmlprune.integrations.llamaindex import HtmlPrunePostprocessor, HtmlReader

    docs = HtmlReader().load_data(DATA)
    assert [Path(d.metadata["file_path"]).name for d in docs] == [p.name for p in PAGES]
    assert all("<script" not in d.text for d in docs)
    index = SummaryIndex(nodes=docs)  # no embedding model needed: every node is retrieved
    nodes = index.as_retriever().retrieve(QUESTION)
    # the title-lead prior keeps title, h1 and lead paragraph first (50 tokens); the answer row needs the rest
    budget = 80
    pruned = HtmlPrunePostprocessor(budget=budget).postprocess_nodes(nodes, query_str=QUESTION)
    assert pruned
    names = [Path(n.node.metadata["file_path"]).name for n in pruned]
    cup = pruned[names.index("cup.html")].node
    text = cup.get_content(metadata_mode=MetadataMode.NONE)
    assert "Port Athletic" in text
    assert "1998" in text
    for n in pruned:
        page = _read(Path(n.node.metadata["file_path"]))
        _check_provenance(
            n.node.get_content(metadata_mode=MetadataMode.NONE), n.node.metadata, page, budget
        )
        # provenance stays out of what the LLM reads
        assert "htmlprune_blocks" not in n.node.get_content(metadata_mode=MetadataMode.LLM)
    with pytest.raises(InputError, match="neither"):
        HtmlReader().load_data(DATA / "missing")
