"""Mixed re-ranking of search results (zero-indexing paper, §3): snippets and full pages compete in one pool.

Every result contributes two kinds of items: its search snippet (title + snippet) and its full page text
(cleaned visible text, scored as the best of up to ``max_chunks`` passages, since embedders read a few hundred
tokens at most). Each item is scored by embedding similarity to the query; a page's score is the best of its
items; the top-K distinct pages are returned. Results of auxiliary keyword lists (a second language, other
phrasings) join the same pool, so a page found by either list competes on equal terms.

Example:
    >>> ranked = mixed_rerank("who founded 01.AI", pages, embedder=OnnxEmbedder(), top_k=3)  # doctest: +SKIP
    >>> [(r.url, round(r.score, 3), r.best) for r in ranked]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import numpy as np

from htmlprune._backends import EmbedderLike, as_embedder
from htmlprune.errors import InputError

__all__ = ["RankedPage", "mixed_rerank", "normalize_url", "page_chunks"]


@dataclass(frozen=True)
class RankedPage:
    """A page after mixed re-ranking.

    Attributes:
        url: the page URL (as the search result gave it).
        title: the result title.
        snippet: the result snippet.
        text: the page's full visible text ('' when only the snippet was available).
        score: the page's rank score, the best of ``snippet_score`` and ``content_score``.
        snippet_score: similarity of title + snippet to the query (-inf without a snippet).
        content_score: best similarity of a page passage to the query (-inf without page text).
        best: which item won, ``"snippet"`` or ``"content"``.
        auxiliary: True when the page came only from an auxiliary keyword list.
        item: the object it was built from (a FetchedPage, a SearchResult, ...).
    """

    url: str
    title: str
    snippet: str
    text: str
    score: float
    snippet_score: float
    content_score: float
    best: str
    auxiliary: bool
    item: Any = None


def normalize_url(url: str) -> str:
    """A key for "same page": lowercase scheme and host, no fragment, no default port, no trailing slash."""
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return url.strip()
    host = (parts.hostname or "").lower()
    port = parts.port if parts.port not in (None, 80, 443) else None
    netloc = f"{host}:{port}" if port else host
    path = parts.path.rstrip("/") or "/"
    return urlunsplit((parts.scheme.lower(), netloc, path, parts.query, ""))


def page_chunks(text: str, *, chunk_chars: int = 1000, max_chunks: int = 16) -> list[str]:
    """Splits page text into passages of about ``chunk_chars`` characters at whitespace; when there are more
    than ``max_chunks``, an evenly spread selection (first and last included)."""
    text = text.strip()
    if not text:
        return []
    chunks: list[str] = []
    pos = 0
    n = len(text)
    while pos < n:
        end = min(n, pos + chunk_chars)
        if end < n:
            cut = text.rfind(" ", pos + chunk_chars // 2, end)
            nl = text.rfind("\n", pos + chunk_chars // 2, end)
            cut = max(cut, nl)
            if cut > pos:
                end = cut
        piece = text[pos:end].strip()
        if piece:
            chunks.append(piece)
        pos = end
    if len(chunks) > max_chunks:
        idx = np.unique(np.linspace(0, len(chunks) - 1, max_chunks).round().astype(int))
        chunks = [chunks[i] for i in idx]
    return chunks


def _fields(item: Any) -> tuple[str, str, str, str]:
    """(url, title, snippet, text) of a FetchedPage, a SearchResult, a RankedPage or a mapping."""
    if isinstance(item, dict):
        return (
            str(item.get("url", "")),
            str(item.get("title", "")),
            str(item.get("snippet", "")),
            str(item.get("text", "")),
        )
    result = getattr(item, "result", None)
    url = getattr(result, "url", None) or getattr(item, "url", "")
    title = getattr(result, "title", None) or getattr(item, "title", "") or ""
    snippet = getattr(result, "snippet", None) or getattr(item, "snippet", "") or ""
    text = ""
    if getattr(item, "ok", True):
        text = getattr(item, "text", "") or ""
    return str(url), str(title), str(snippet), str(text)


def _unit(x: np.ndarray) -> np.ndarray:
    out: np.ndarray = x / np.maximum(np.linalg.norm(x, axis=1, keepdims=True), 1e-12)
    return out


def mixed_rerank(
    query: str,
    results: Sequence[Any],
    *,
    embedder: EmbedderLike,
    top_k: int = 5,
    auxiliary: Sequence[Sequence[Any]] = (),
    chunk_chars: int = 1000,
    max_chunks: int = 16,
) -> list[RankedPage]:
    """Ranks pages by the best of their snippet and full-content similarity to ``query``; top-K distinct pages.

    Args:
        query: the user's request (or the search keywords).
        results: the main result list: fetched pages (:class:`~htmlprune.search.fetch.FetchedPage`, whose
            ``result`` gives title/snippet and ``text`` the page), search results (snippet only) or dicts with
            ``url``, ``title``, ``snippet``, ``text``.
        embedder: an Embedder, a ``SentenceTransformer``, an object with ``encode`` or a callable
            (see :func:`htmlprune.embed.as_embedder`).
        top_k: how many distinct pages to return.
        auxiliary: further result lists (e.g. from second-language keywords); they join the same pool.
        chunk_chars: passage size for scoring full page text.
        max_chunks: most passages scored per page.

    Returns:
        Up to ``top_k`` :class:`RankedPage`, best first (ties keep result order). Repeated URLs (after
        :func:`normalize_url`) count once, the first occurrence winning, main list before auxiliary lists.

    Raises:
        InputError: empty query or ``top_k < 1``.
        TypeError: the embedder lacks the Embedder methods.
    """
    if not isinstance(query, str) or not query.strip():
        msg = f"query must be a non-empty string, got {query!r}"
        raise InputError(msg)
    if isinstance(top_k, bool) or not isinstance(top_k, int) or top_k < 1:
        msg = f"top_k must be a positive int, got {top_k!r}"
        raise InputError(msg)
    embedder = as_embedder(embedder)  # TypeError for what cannot embed

    pages: list[tuple[tuple[str, str, str, str], bool, Any]] = []
    seen: set[str] = set()
    for aux, lst in [(False, results), *((True, a) for a in auxiliary)]:
        for item in lst:
            fields = _fields(item)
            key = normalize_url(fields[0]) if fields[0] else f"#{len(pages)}"
            if key in seen:
                continue
            seen.add(key)
            pages.append((fields, aux, item))
    if not pages:
        return []

    # One item list for the embedder: per page its snippet (if any) and its content passages.
    texts: list[str] = []
    owners: list[tuple[int, str]] = []
    for p, ((_, title, snippet, text), _, _) in enumerate(pages):
        snip = " — ".join(x for x in (title.strip(), snippet.strip()) if x)
        if snip:
            texts.append(snip)
            owners.append((p, "snippet"))
        for chunk in page_chunks(text, chunk_chars=chunk_chars, max_chunks=max_chunks):
            texts.append(chunk)
            owners.append((p, "content"))

    snippet_score = np.full(len(pages), -np.inf, dtype=np.float32)
    content_score = np.full(len(pages), -np.inf, dtype=np.float32)
    if texts:
        q = _unit(np.asarray(embedder.encode_queries([query]), dtype=np.float32))[0]
        sims = _unit(np.asarray(embedder.encode(texts), dtype=np.float32)) @ q
        for (p, kind), s in zip(owners, sims.tolist()):
            target = snippet_score if kind == "snippet" else content_score
            target[p] = max(target[p], s)
    best = np.maximum(snippet_score, content_score)
    order = np.lexsort((np.arange(len(pages)), -best))[:top_k]
    out = []
    for p in order.tolist():
        (url, title, snippet, text), aux, item = pages[p]
        out.append(
            RankedPage(
                url=url,
                title=title,
                snippet=snippet,
                text=text,
                score=float(best[p]),
                snippet_score=float(snippet_score[p]),
                content_score=float(content_score[p]),
                best="content" if content_score[p] > snippet_score[p] else "snippet",
                auxiliary=aux,
                item=item,
            )
        )
    return out
