"""Zero-indexing search-augmented generation (He et al., 01.AI): request in, enriched reader prompt out.

:class:`SearchAugmentedGenerator` chains the steps without keeping any index:

parser (need a search? keywords, optional second-language keywords) → search backend(s) → fetch the result
pages → mixed re-ranking (snippet and full page as separate items, top-K distinct pages) → sentence tagging →
extractor (an LLM names the relevant ``<TAG-i>`` sentences, or embedding similarity as the model-free
fallback; or HtmlRAG pruning of the pages' HTML instead) → the prompt for the reader LLM, with the number of
input tokens the reader would receive (the paper's cost measure) next to the whole-pages baseline.

Example:
    >>> from htmlprune.search import SearchAugmentedGenerator, SearxngBackend, TransformersLLM
    >>> sag = SearchAugmentedGenerator(SearxngBackend("http://localhost:8888"), llm=TransformersLLM())
    >>> out = sag.run("Who won the 2023 Tour de France?")                      # doctest: +SKIP
    >>> print(out.prompt); print(out.stats["reader_input_tokens"])
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from htmlprune._backends import Embedder, EmbedderLike, as_embedder
from htmlprune._defaults import DEFAULT_BUDGET
from htmlprune.errors import InputError, MissingDependencyError
from htmlprune.search.backends import SearchBackend, SearchResult, run_sync
from htmlprune.search.errors import SearchError
from htmlprune.search.extract import Extraction, Extractor, LLMExtractor, SimilarityExtractor
from htmlprune.search.fetch import FetchedPage, PageFetcher
from htmlprune.search.llm import LLM, check_prompt
from htmlprune.search.parse_step import ParsedRequest, RequestParser
from htmlprune.search.rerank import RankedPage, mixed_rerank, normalize_url
from htmlprune.search.tagger import TaggedContent, tag_sentences

__all__ = ["MODES", "READER_PROMPT", "Augmented", "SearchAugmentedGenerator", "Source"]

log = logging.getLogger(__name__)

#: The reader's prompt; ``{sources}`` and ``{request}`` are filled in.
READER_PROMPT = (
    "Answer the request using the web search results below. Cite the sources you use as [n].\n\n"
    "{sources}\n\nRequest: {request}\nAnswer:"
)

#: ``extract``: extractor step (LLM, or similarity without one); ``prune``: HtmlRAG pruning of the top pages'
#: HTML; ``pages``: the whole pages' text (the paper's baseline, for comparison).
MODES = ("extract", "prune", "pages")


@dataclass(frozen=True)
class Source:
    """One page the prompt draws on.

    Attributes:
        index: its number in the prompt (``[n]``).
        url: the page URL.
        title: the search result title.
        score: its mixed re-ranking score.
        content: the text the prompt holds for it.
        ids: the extracted tag ids (extract mode).
    """

    index: int
    url: str
    title: str
    score: float
    content: str
    ids: tuple[int, ...] = ()


@dataclass(frozen=True)
class Augmented:
    """The pipeline's output.

    Attributes:
        prompt: the enriched prompt for the reader LLM.
        sources: the pages the prompt cites, in order.
        extracted: the extractor's result per re-ranked page (extract mode).
        stats: counts, timings and token figures (``reader_input_tokens``, ``whole_pages_tokens``, ...).
        parsed: the parser step's decision.
        ranked: the re-ranked pages.
    """

    prompt: str
    sources: tuple[Source, ...]
    extracted: tuple[Extraction, ...]
    stats: dict[str, Any]
    parsed: ParsedRequest | None = None
    ranked: tuple[RankedPage, ...] = field(default=(), repr=False)


def _default_embedder() -> Embedder | None:
    try:
        from htmlprune.embed import OnnxEmbedder

        return OnnxEmbedder()
    except (ImportError, MissingDependencyError, AttributeError) as exc:
        log.warning("no embedder available (%s); pages keep their search order", exc)
        return None


class SearchAugmentedGenerator:
    """Builds reader prompts from live web search, without an index.

    Args:
        search: a :class:`~htmlprune.search.backends.SearchBackend`.
        llm: the LLM for the parser and extractor steps (None: no parser, similarity extractor).
        embedder: the embedder for re-ranking and the similarity extractor (any :func:`htmlprune.embed.as_embedder`
            accepts; None: ``htmlprune.embed.OnnxEmbedder``
            when available, else pages keep their search order).
        fetcher: a :class:`~htmlprune.search.fetch.PageFetcher` (default settings: private addresses refused).
        mode: one of :data:`MODES`.
        extractor: an explicit :class:`~htmlprune.search.extract.Extractor` for extract mode.
        parser: True (use ``llm`` when given), False (always search with the request), or a
            :class:`~htmlprune.search.parse_step.RequestParser`.
        top_k: distinct pages kept after re-ranking.
        results_per_query: search results asked for per query.
        second_language: ask the parser for keywords in this language too (a second result list).
        language: language code for the main search; ``alt_language`` for the second-language one.
        pruner: an ``htmlprune.HtmlPruner`` for prune mode (default: the default pruner with ``prune_budget``).
        prune_budget: token budget of prune mode.
        reader_tokenizer: the reader's tokenizer for token counts (None = the bundled SmolLM2 tokenizer).
        prompt: the reader prompt, with ``{sources}`` and ``{request}``.
        max_source_chars: per-source cap on the text put in the prompt (pages mode and snippet fallbacks).
        neighbors: in extract mode, also give the reader this many sentences before and after each extracted
            one (table rows next to the matching row, the sentence that names the subject); 0 = only the
            extracted sentences, as in the paper.
    """

    def __init__(
        self,
        search: SearchBackend,
        *,
        llm: LLM | None = None,
        embedder: EmbedderLike | None = None,
        fetcher: PageFetcher | None = None,
        mode: str = "extract",
        extractor: Extractor | None = None,
        parser: bool | RequestParser = True,
        top_k: int = 5,
        results_per_query: int = 8,
        second_language: str | None = None,
        language: str | None = None,
        alt_language: str | None = None,
        pruner: Any = None,
        prune_budget: int = DEFAULT_BUDGET,
        reader_tokenizer: Any = None,
        prompt: str = READER_PROMPT,
        max_source_chars: int = 20000,
        neighbors: int = 0,
    ) -> None:
        if not isinstance(search, SearchBackend):
            msg = f"search must be a SearchBackend (asearch/search), got {type(search).__name__}"
            raise TypeError(msg)
        if mode not in MODES:
            msg = f"mode must be one of {MODES}, got {mode!r}"
            raise InputError(msg)
        if top_k < 1 or results_per_query < 1:
            msg = f"top_k and results_per_query must be positive, got {top_k}, {results_per_query}"
            raise InputError(msg)
        check_prompt(prompt, "{sources}", "{request}")
        self.search = search
        self.llm = llm
        self.embedder: Embedder | None = (
            as_embedder(embedder) if embedder is not None else _default_embedder()
        )
        self.fetcher = fetcher or PageFetcher()
        self.mode = mode
        self.top_k = top_k
        self.results_per_query = results_per_query
        self.language = language
        self.alt_language = alt_language
        self.prompt = prompt
        self.max_source_chars = max_source_chars
        if neighbors < 0:
            msg = f"neighbors must be >= 0, got {neighbors!r}"
            raise InputError(msg)
        self.neighbors = neighbors
        if isinstance(parser, RequestParser):
            self.parser: RequestParser | None = parser
        elif parser and llm is not None:
            self.parser = RequestParser(llm, second_language=second_language)
        else:
            self.parser = None
        self.extractor: Extractor | None = None
        if mode == "extract":
            if extractor is not None:
                self.extractor = extractor
            elif llm is not None:
                self.extractor = LLMExtractor(llm)
            elif self.embedder is not None:
                self.extractor = SimilarityExtractor(self.embedder)
            else:
                msg = "extract mode needs an llm, an embedder or an extractor"
                raise InputError(msg)
        self.pruner = pruner
        self.prune_budget = prune_budget
        from htmlprune.tokenizer import load_tokenizer

        self.counter = load_tokenizer(reader_tokenizer)

    def __repr__(self) -> str:
        return f"SearchAugmentedGenerator({self.search!r}, mode={self.mode!r}, top_k={self.top_k})"

    def run(self, request: str) -> Augmented:
        """Blocking :meth:`arun` (from synchronous code)."""
        return run_sync(self.arun(request))  # type: ignore[no-any-return]

    async def arun(self, request: str) -> Augmented:
        """Runs the whole chain for ``request``.

        Raises:
            InputError: empty request.
            SearchError: every search query failed.
            ModelError: the LLM failed (endpoint down after retries).
        """
        if not isinstance(request, str) or not request.strip():
            msg = f"request must be a non-empty string, got {request!r}"
            raise InputError(msg)
        request = request.strip()
        stats: dict[str, Any] = {"mode": self.mode}
        timings: dict[str, float] = {}
        stats["seconds"] = timings
        t = time.perf_counter()

        if self.parser is not None:
            parsed = await asyncio.to_thread(self.parser.parse, request)
        else:
            parsed = ParsedRequest(need_search=True, keywords=request)
        timings["parse"] = time.perf_counter() - t
        stats["parser_fallback"] = parsed.fallback
        if not parsed.need_search:
            stats.update(
                reader_input_tokens=self.counter.count(request), whole_pages_tokens=0, n_results=0
            )
            return Augmented(prompt=request, sources=(), extracted=(), stats=stats, parsed=parsed)

        t = time.perf_counter()
        main, aux = await self._search(parsed, stats)
        timings["search"] = time.perf_counter() - t

        t = time.perf_counter()
        pages = await self.fetcher.afetch_all([*main, *aux])
        timings["fetch"] = time.perf_counter() - t
        by_url = {p.url: p for p in pages}
        main_pages = [by_url[r.url] for r in main if by_url[r.url].ok]
        aux_pages = [by_url[r.url] for r in aux if by_url[r.url].ok]
        stats.update(
            n_results=len(main) + len(aux),
            n_fetched=sum(p.ok for p in pages),
            fetch_errors=[f"{p.url}: {p.error}" for p in pages if not p.ok],
        )

        t = time.perf_counter()
        ranked = await asyncio.to_thread(
            self._rank, parsed, request, main_pages, aux_pages, main, aux
        )
        timings["rerank"] = time.perf_counter() - t

        t = time.perf_counter()
        sources, extracted = await asyncio.to_thread(self._contents, request, ranked, stats)
        timings["extract"] = time.perf_counter() - t

        prompt = self.render(request, sources, stats.pop("_context", ""))
        stats["reader_input_tokens"] = self.counter.count(prompt)
        whole = [
            Source(k + 1, r.url, r.title, r.score, r.text or r.snippet)
            for k, r in enumerate(ranked)
        ]
        stats["whole_pages_tokens"] = self.counter.count(self.render(request, whole))
        stats["n_sources"] = len(sources)
        return Augmented(
            prompt=prompt,
            sources=tuple(sources),
            extracted=tuple(extracted),
            stats=stats,
            parsed=parsed,
            ranked=tuple(ranked),
        )

    def render(self, request: str, sources: Sequence[Source], context: str = "") -> str:
        """The reader prompt for ``sources`` (each with its content), then ``context`` (prune mode's HTML)."""
        blocks = []
        for s in sources:
            head = f"[{s.index}] {s.title} ({s.url})" if s.title else f"[{s.index}] {s.url}"
            blocks.append(f"{head}\n{s.content}" if s.content else head)
        text = ("\n\n" if any(s.content for s in sources) else "\n").join(blocks)
        if context:
            text = f"{text}\n\n{context}" if text else context
        return self.prompt.replace("{sources}", text).replace("{request}", request)

    async def _search(
        self, parsed: ParsedRequest, stats: dict[str, Any]
    ) -> tuple[list[SearchResult], list[SearchResult]]:
        queries = [(parsed.keywords, self.language)]
        if parsed.keywords_alt:
            queries.append((parsed.keywords_alt, self.alt_language))
        outcomes = await asyncio.gather(
            *(
                self.search.asearch(q, count=self.results_per_query, language=lang)
                for q, lang in queries
            ),
            return_exceptions=True,
        )
        errors = [
            f"{q!r}: {o}" for (q, _), o in zip(queries, outcomes) if isinstance(o, BaseException)
        ]
        stats["search_errors"] = errors
        lists = [o if isinstance(o, list) else [] for o in outcomes]
        if len(errors) == len(queries):
            msg = "every search query failed: " + "; ".join(errors)
            raise SearchError(msg)
        main = lists[0]
        seen = {normalize_url(r.url) for r in main}
        aux = []
        for r in lists[1] if len(lists) > 1 else []:
            if normalize_url(r.url) not in seen:
                seen.add(normalize_url(r.url))
                aux.append(r)
        return main, aux

    def _rank(
        self,
        parsed: ParsedRequest,
        request: str,
        main_pages: list[FetchedPage],
        aux_pages: list[FetchedPage],
        main: list[SearchResult],
        aux: list[SearchResult],
    ) -> list[RankedPage]:
        # Without a single fetched page, the snippets are all there is.
        pool_main: Sequence[Any] = main_pages if main_pages or aux_pages else main
        pool_aux: Sequence[Any] = aux_pages if main_pages or aux_pages else aux
        if self.embedder is not None:
            return mixed_rerank(
                request, pool_main, embedder=self.embedder, top_k=self.top_k, auxiliary=[pool_aux]
            )
        from htmlprune.search.rerank import _fields

        out = []
        for k, item in enumerate([*pool_main, *pool_aux][: self.top_k]):
            url, title, snippet, text = _fields(item)
            out.append(
                RankedPage(
                    url,
                    title,
                    snippet,
                    text,
                    -float(k),
                    float("-inf"),
                    float("-inf"),
                    "snippet",
                    item in pool_aux,
                    item,
                )
            )
        return out

    def _contents(
        self, request: str, ranked: list[RankedPage], stats: dict[str, Any]
    ) -> tuple[list[Source], list[Extraction]]:
        cap = self.max_source_chars
        if not ranked:
            return [], []
        if self.mode == "pages":
            return [
                Source(k + 1, r.url, r.title, r.score, (r.text or r.snippet)[:cap])
                for k, r in enumerate(ranked)
            ], []
        if self.mode == "prune":
            return self._prune(request, ranked, stats), []
        assert self.extractor is not None
        tagged = [self._tag(r) for r in ranked]
        stats["n_segments"] = sum(len(t) for t in tagged)
        extracted = self.extractor.extract_many(request, tagged)
        stats["n_extracted"] = sum(len(e) for e in extracted)
        sources: list[Source] = []
        for r, t, e in zip(ranked, tagged, extracted):
            if len(e):
                text = t.join(t.with_neighbors(e.ids, self.neighbors)) if self.neighbors else e.text
                sources.append(Source(len(sources) + 1, r.url, r.title, r.score, text, e.ids))
        if not sources:  # every page said None: the snippets still tell the reader what the web has
            stats["fallback"] = "snippets"
            sources = [
                Source(k + 1, r.url, r.title, r.score, r.snippet[:cap])
                for k, r in enumerate(ranked)
                if r.snippet
            ]
        return sources, extracted

    @staticmethod
    def _tag(r: RankedPage) -> TaggedContent:
        """Sentences of a ranked page: its HTML (table rows as segments) when fetched, else its text/snippet."""
        item = r.item
        if isinstance(item, FetchedPage) and item.ok and item.is_html and item.html:
            return tag_sentences(item.html, html=True)
        return tag_sentences(r.text or r.snippet, html=False)

    def _prune(self, request: str, ranked: list[RankedPage], stats: dict[str, Any]) -> list[Source]:
        from htmlprune.pruning import HtmlPruner

        pruner = self.pruner or HtmlPruner(budget=self.prune_budget, tokenizer=self.counter)
        html_pages = [
            r.item.html
            if isinstance(r.item, FetchedPage) and r.item.html
            else f"<p>{_escape(r.text or r.snippet)}</p>"
            for r in ranked
        ]
        result = pruner(request, html_pages)
        stats["pruned_tokens"] = int(result.n_tokens)
        stats["_context"] = result.html
        return [Source(k + 1, r.url, r.title, r.score, "") for k, r in enumerate(ranked)]


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
