"""Zero-indexing search-augmented generation (He et al., "Zero-Indexing Internet Search Augmented Generation for
Large Language Models", 01.AI): answer a request from live web search results without keeping an index.

Steps, each usable on its own:

* :func:`tag_sentences`: the native finite-state sentence tagger, ``<TAG-i>...</TAG-i>`` around each sentence;
* :func:`mixed_rerank`: snippets and full pages scored as separate items, top-K distinct pages;
* :class:`LLMExtractor` / :class:`SimilarityExtractor`: the relevant tagged sentences of each page;
* :class:`RequestParser`: need a search? which keywords (and second-language keywords)?
* :class:`SearxngBackend`, :class:`BraveBackend`, :class:`BingBackend`, :class:`GoogleBackend`: web search;
  :class:`PageFetcher`: concurrent page download with an SSRF guard;
* :class:`TransformersLLM` (local, constrained decoding) and :class:`OpenAICompatibleLLM` (HTTP) behind :class:`LLM`;
* :class:`SearchAugmentedGenerator`: the whole chain, ending in the reader's prompt and its token cost.

Example:
    >>> from htmlprune.search import tag_sentences
    >>> tag_sentences("Version 3.11 came out in Oct. 2022. It is fast!").tagged
    '<TAG-1>Version 3.11 came out in Oct. 2022.</TAG-1> <TAG-2>It is fast!</TAG-2>'
"""

from __future__ import annotations

from htmlprune.search.backends import (
    BingBackend,
    BraveBackend,
    GoogleBackend,
    SearchBackend,
    SearchResult,
    SearxngBackend,
    merge_results,
)
from htmlprune.search.errors import BlockedAddressError, FetchError, SearchError
from htmlprune.search.extract import (
    EXTRACT_PROMPT,
    Extraction,
    Extractor,
    LLMExtractor,
    SimilarityExtractor,
    parse_tag_ids,
)
from htmlprune.search.fetch import FetchedPage, FetchOptions, PageFetcher, is_public_address
from htmlprune.search.llm import (
    LLM,
    OpenAICompatibleLLM,
    TagIdConstraint,
    TagIdLogitsProcessor,
    TransformersLLM,
    default_local_model,
)
from htmlprune.search.parse_step import (
    PARSE_PROMPT,
    ParsedRequest,
    RequestParser,
    parse_parser_output,
)
from htmlprune.search.pipeline import READER_PROMPT, Augmented, SearchAugmentedGenerator, Source
from htmlprune.search.rerank import RankedPage, mixed_rerank, normalize_url
from htmlprune.search.tagger import Segment, TaggedContent, tag_sentences

__all__ = [
    "EXTRACT_PROMPT",
    "LLM",
    "PARSE_PROMPT",
    "READER_PROMPT",
    "Augmented",
    "BingBackend",
    "BlockedAddressError",
    "BraveBackend",
    "Extraction",
    "Extractor",
    "FetchError",
    "FetchOptions",
    "FetchedPage",
    "GoogleBackend",
    "LLMExtractor",
    "OpenAICompatibleLLM",
    "PageFetcher",
    "ParsedRequest",
    "RankedPage",
    "RequestParser",
    "SearchAugmentedGenerator",
    "SearchBackend",
    "SearchError",
    "SearchResult",
    "SearxngBackend",
    "Segment",
    "SimilarityExtractor",
    "Source",
    "TagIdConstraint",
    "TagIdLogitsProcessor",
    "TaggedContent",
    "TransformersLLM",
    "default_local_model",
    "is_public_address",
    "merge_results",
    "mixed_rerank",
    "normalize_url",
    "parse_parser_output",
    "parse_tag_ids",
    "tag_sentences",
]
