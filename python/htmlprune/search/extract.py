"""The extractor step: pick the sentences of a tagged page that help answer a request.

:class:`LLMExtractor` shows an LLM the request and the page's ``<TAG-i>`` sentences and asks for the relevant
tag ids or ``None`` (the zero-indexing paper's extractor); by default the local SmolLM2-135M-Instruct. The
shipped ``extractor`` LoRA adapter is one argument away; it is not the default because it scored below the
untuned model on held-out pages (``benchmarks/README.md``). Long pages are cut into windows that each fit the
model; windows and pages run concurrently on a thread pool. Local models are constrained to emit only valid
ids; every answer goes through :func:`parse_tag_ids`, which copes with ranges, duplicates, unknown ids and free
text. :class:`SimilarityExtractor` is the model-free fallback: the sentences whose embedding is close enough to
the request's.

Example:
    >>> parse_tag_ids("Relevant: TAG-3 to TAG-5, TAG-9 and TAG-4 (also TAG-99)", valid_ids=range(1, 20))
    [3, 4, 5, 9]
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Collection, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import numpy as np

from htmlprune._backends import Embedder, EmbedderLike, as_embedder
from htmlprune.errors import InputError
from htmlprune.search.llm import LLM, TagIdConstraint, TransformersLLM, check_llm, check_prompt
from htmlprune.search.tagger import Segment, TaggedContent

__all__ = [
    "EXTRACT_PROMPT",
    "Extraction",
    "Extractor",
    "LLMExtractor",
    "SimilarityExtractor",
    "parse_tag_ids",
]

log = logging.getLogger(__name__)

#: The extractor's user turn; ``{request}`` and ``{tagged}`` are filled in.
EXTRACT_PROMPT = (
    "Below is part of a web page, split into sentences. Each sentence is wrapped in a tag such as "
    "<TAG-1>...</TAG-1>.\n\n{tagged}\n\n"
    "Request: {request}\n\n"
    "Which sentences contain information that helps answer the request? Reply with their tag ids only, "
    'separated by commas (for example "TAG-2, TAG-5"), or "None" if no sentence helps.'
)

_RANGE = re.compile(
    r"TAG[-_ ]?(\d{1,7})\s*>?\s*(?:-|–|—|\.\.\.?|to|through|thru|until)\s*<?/?(?:TAG[-_ ]?)?(\d{1,7})",
    re.IGNORECASE,
)
_SINGLE = re.compile(r"TAG[-_ ]?(\d{1,7})", re.IGNORECASE)
_BARE_LIST = re.compile(r"^\s*\[?\s*\d{1,7}(?:\s*[,;]\s*\d{1,7})*\s*\]?\s*\.?\s*$")
_NONE = re.compile(r"\b(?:none|no relevant|nothing|n/a)\b", re.IGNORECASE)


def parse_tag_ids(
    text: str, valid_ids: Collection[int] | Iterable[int] | None = None, *, max_range: int = 64
) -> list[int]:
    """Tag ids named in an LLM answer, sorted and deduplicated.

    Understands ``TAG-3``, ``<TAG-3>``, ``tag 3``, ranges (``TAG-3 to TAG-5``, ``TAG-3-5``, ``TAG-3 – TAG-5``;
    at most ``max_range`` ids each, longer ranges keep only their ends), bare number lists (``3, 5``) and
    free text around them. ``None`` (or no id at all) gives ``[]``. Ids not in ``valid_ids`` are dropped.
    """
    if not isinstance(text, str):
        msg = f"text must be a str, got {type(text).__name__}"
        raise TypeError(msg)
    valid = None if valid_ids is None else {int(i) for i in valid_ids}
    found: set[int] = set()
    for m in _RANGE.finditer(text):
        a, b = int(m.group(1)), int(m.group(2))
        lo, hi = min(a, b), max(a, b)
        if hi - lo < max_range:
            found.update(range(lo, hi + 1))
        else:
            found.update((lo, hi))
    found.update(int(m.group(1)) for m in _SINGLE.finditer(text))
    if not found and _BARE_LIST.match(text):
        found.update(int(x) for x in re.findall(r"\d+", text))
    if valid is not None:
        found &= valid
    return sorted(found)


@dataclass(frozen=True)
class Extraction:
    """The sentences an extractor kept from one page.

    Attributes:
        ids: kept tag ids, in text order.
        segments: the kept segments, in text order.
        raw: the extractor's raw answers (one per window for LLMs; scores summary for similarity).
        n_windows: how many LLM calls the page needed.
        scores: per kept segment, its similarity (similarity extractor only).
    """

    ids: tuple[int, ...]
    segments: tuple[Segment, ...]
    raw: tuple[str, ...] = ()
    n_windows: int = 0
    scores: tuple[float, ...] = ()

    @property
    def text(self) -> str:
        """The kept sentences joined by spaces."""
        return " ".join(s.text for s in self.segments)

    def __len__(self) -> int:
        return len(self.ids)


@runtime_checkable
class Extractor(Protocol):
    """Selects sentences of tagged pages for a request."""

    def extract_many(self, request: str, contents: Sequence[TaggedContent]) -> list[Extraction]:
        """One :class:`Extraction` per page, in order."""
        ...


def _check_request(request: object) -> str:
    if not isinstance(request, str) or not request.strip():
        msg = f"request must be a non-empty string, got {request!r}"
        raise InputError(msg)
    return request.strip()


def windows(content: TaggedContent, max_chars: int) -> list[list[Segment]]:
    """Splits a page's segments into consecutive windows of at most ``max_chars`` tagged characters (a longer
    segment gets a window of its own)."""
    out: list[list[Segment]] = []
    cur: list[Segment] = []
    size = 0
    for s in content.segments:
        cost = len(s.text) + 2 * len(s.tag) + 4
        if cur and size + cost > max_chars:
            out.append(cur)
            cur, size = [], 0
        cur.append(s)
        size += cost
    if cur:
        out.append(cur)
    return out


class LLMExtractor:
    """The paper's extractor: an LLM names the relevant ``<TAG-i>`` sentences of each page, or ``None``.

    Args:
        llm: any :class:`~htmlprune.search.llm.LLM` (local or HTTP); None (the default) for the local
            SmolLM2-135M-Instruct, untuned (offline); a str or path names a local model for
            :class:`~htmlprune.search.llm.TransformersLLM`. The shipped extractor LoRA adapter is
            ``TransformersLLM(adapter="extractor")`` (see ``htmlprune/adapters/extractor/MODEL_CARD.md``).
            It is not the default: on held-out dev pages it answers ``None`` more often and finds fewer
            answers than the untuned model (``benchmarks/extractor_recall.py``).
        window_chars: most characters of tagged text per LLM call; longer pages are split into windows.
        max_new_tokens: most tokens the LLM may answer with per window.
        max_ids: most ids per window answer under constrained decoding (None = no limit).
        constrained: pass a :class:`TagIdConstraint` with the window's ids (local models obey it).
        concurrency: windows processed at the same time (threads; a local model serialises its own calls).
        prompt: the user turn, with ``{request}`` and ``{tagged}``.
        system: an optional system message.
        prefilter: a :class:`SimilarityExtractor` that shortlists each page's ``candidates`` segments most
            similar to the request before the LLM sees them (an htmlprune addition: bounds the LLM cost of long
            pages to about one window; None = the LLM reads every segment, as in the paper).
        candidates: segments per page kept by ``prefilter``.
        allow_none: let constrained decoding answer ``None``; False forces at least one id per window (small
            models tend to answer ``None`` to everything; a later step can still filter).
    """

    def __init__(
        self,
        llm: LLM | str | os.PathLike[str] | None = None,
        *,
        window_chars: int = 6000,
        max_new_tokens: int = 64,
        max_ids: int | None = 16,
        constrained: bool = True,
        concurrency: int = 4,
        prompt: str = EXTRACT_PROMPT,
        system: str | None = None,
        prefilter: SimilarityExtractor | None = None,
        candidates: int = 40,
        allow_none: bool = True,
    ) -> None:
        if llm is None:
            llm = TransformersLLM()
        elif isinstance(llm, (str, os.PathLike)):
            llm = TransformersLLM(llm)
        check_llm(llm)
        if window_chars < 200 or max_new_tokens < 1 or concurrency < 1:
            msg = (
                "need window_chars >= 200, max_new_tokens >= 1, concurrency >= 1; got "
                f"{window_chars}, {max_new_tokens}, {concurrency}"
            )
            raise InputError(msg)
        check_prompt(prompt, "{request}", "{tagged}")
        self.llm = llm
        self.window_chars = window_chars
        self.max_new_tokens = max_new_tokens
        self.max_ids = max_ids
        self.constrained = constrained
        self.concurrency = concurrency
        self.prompt = prompt
        self.system = system
        if prefilter is not None and not isinstance(prefilter, SimilarityExtractor):
            msg = f"prefilter must be a SimilarityExtractor, got {type(prefilter).__name__}"
            raise TypeError(msg)
        if candidates < 1:
            msg = f"candidates must be positive, got {candidates!r}"
            raise InputError(msg)
        self.prefilter = prefilter
        self.candidates = candidates
        self.allow_none = allow_none

    def _shortlist(self, request: str, contents: Sequence[TaggedContent]) -> list[TaggedContent]:
        """With a prefilter: per page only the ``candidates`` segments most similar to the request (text order)."""
        if self.prefilter is None:
            return list(contents)
        long = [k for k, c in enumerate(contents) if len(c) > self.candidates]
        out = list(contents)
        for k, sims in zip(long, self.prefilter._scores(request, [contents[k] for k in long])):
            keep = np.sort(np.argsort(-sims, kind="stable")[: self.candidates])
            c = contents[k]
            out[k] = TaggedContent(
                c.text, c.tagged, tuple(c.segments[int(i)] for i in keep), c.from_html
            )
        return out

    def messages(
        self, request: str, window: Sequence[Segment], content: TaggedContent
    ) -> list[dict[str, str]]:
        """The chat messages for one window."""
        user = self.prompt.replace("{tagged}", content.render(window)).replace("{request}", request)
        msgs = [{"role": "system", "content": self.system}] if self.system else []
        msgs.append({"role": "user", "content": user})
        return msgs

    def _ask(
        self, request: str, window: Sequence[Segment], content: TaggedContent
    ) -> tuple[str, list[int]]:
        ids = [s.id for s in window]
        constraint = (
            TagIdConstraint(tuple(ids), max_ids=self.max_ids, allow_none=self.allow_none or not ids)
            if self.constrained
            else None
        )
        answer = self.llm.chat(
            self.messages(request, window, content),
            max_new_tokens=self.max_new_tokens,
            temperature=0.0,
            constraint=constraint,
        )
        return answer, parse_tag_ids(answer, ids)

    def extract(self, request: str, content: TaggedContent) -> Extraction:
        """Extracts from one page."""
        return self.extract_many(request, [content])[0]

    def extract_many(self, request: str, contents: Sequence[TaggedContent]) -> list[Extraction]:
        """Extracts from many pages; all windows of all pages run concurrently (``concurrency`` threads)."""
        request = _check_request(request)
        for page, content in enumerate(contents):
            if not isinstance(content, TaggedContent):
                msg = f"contents[{page}] must be a TaggedContent from tag_sentences(), got {type(content).__name__}"
                raise TypeError(msg)
        shortlisted = self._shortlist(request, contents)
        jobs: list[tuple[int, list[Segment]]] = []
        for page, content in enumerate(shortlisted):
            jobs.extend((page, w) for w in windows(content, self.window_chars))
        if len(jobs) <= 1 or self.concurrency == 1:
            answers = [self._ask(request, w, contents[p]) for p, w in jobs]
        else:
            with ThreadPoolExecutor(max_workers=min(self.concurrency, len(jobs))) as pool:
                answers = list(
                    pool.map(lambda job: self._ask(request, job[1], contents[job[0]]), jobs)
                )
        raw: list[list[str]] = [[] for _ in contents]
        ids: list[set[int]] = [set() for _ in contents]
        for (page, _), (answer, found) in zip(jobs, answers):
            raw[page].append(answer)
            ids[page].update(found)
        out = []
        for page, content in enumerate(contents):
            segs = content.select(ids[page])
            out.append(
                Extraction(
                    ids=tuple(s.id for s in segs),
                    segments=tuple(segs),
                    raw=tuple(raw[page]),
                    n_windows=len(raw[page]),
                )
            )
        return out


class SimilarityExtractor:
    """Model-free extractor: keeps the sentences whose embedding similarity to the request is high enough.

    Args:
        embedder: an Embedder (e.g. ``htmlprune.embed.OnnxEmbedder``), a ``SentenceTransformer``, an
            object with ``encode`` or a callable (see :func:`htmlprune.embed.as_embedder`).
        threshold: cosine similarity a sentence needs to be kept.
        max_segments: keep at most this many per page, best first (None = no limit).
        min_segments: keep at least this many per page (the best ones) even below the threshold.
        context: also embed each sentence with this many neighbouring sentences on each side (table cells and
            short lines mean more with their row); the score is the better of alone and in context.
        min_chars: sentences shorter than this are scored only in context.
        batch_size: sentences embedded per call.
    """

    def __init__(
        self,
        embedder: EmbedderLike,
        *,
        threshold: float = 0.45,
        max_segments: int | None = 20,
        min_segments: int = 1,
        context: int = 0,
        min_chars: int = 0,
        batch_size: int = 256,
    ) -> None:
        embedder = as_embedder(embedder)  # TypeError for what cannot embed
        if not -1.0 <= threshold <= 1.0:
            msg = f"threshold must be a cosine similarity in [-1, 1], got {threshold!r}"
            raise InputError(msg)
        if min_segments < 0 or (max_segments is not None and max_segments < max(min_segments, 1)):
            msg = f"need 0 <= min_segments <= max_segments, got {min_segments}, {max_segments}"
            raise InputError(msg)
        self.embedder: Embedder = embedder
        self.threshold = threshold
        self.max_segments = max_segments
        self.min_segments = min_segments
        self.context = context
        self.min_chars = min_chars
        self.batch_size = batch_size

    def scores(self, request: str, content: TaggedContent) -> np.ndarray:
        """Cosine similarity of every segment of ``content`` to ``request``."""
        return self._scores(request, [content])[0]

    def _scores(self, request: str, contents: Sequence[TaggedContent]) -> list[np.ndarray]:
        texts: list[str] = []
        spans: list[
            tuple[int, int, int, int]
        ] = []  # (alone start, alone end, ctx start, ctx end) per page
        for content in contents:
            segs = content.segments
            a0 = len(texts)
            texts.extend(s.text for s in segs)
            c0 = len(texts)
            if self.context > 0:
                for k in range(len(segs)):
                    lo, hi = max(0, k - self.context), min(len(segs), k + self.context + 1)
                    texts.append(" ".join(s.text for s in segs[lo:hi]))
            spans.append((a0, c0, c0, len(texts)))
        q = _unit(np.asarray(self.embedder.encode_queries([request]), dtype=np.float32))[0]
        vecs = _unit(self._encode(texts)) if texts else np.zeros((0, q.shape[0]), dtype=np.float32)
        sims = vecs @ q if len(texts) else np.zeros(0, dtype=np.float32)
        out = []
        for content, (a0, a1, c0, c1) in zip(contents, spans):
            alone = sims[a0:a1].copy()
            if self.min_chars > 0:
                short = np.array(
                    [len(s.text) < self.min_chars for s in content.segments], dtype=bool
                )
                alone[short] = -1.0
            if c1 > c0:
                alone = np.maximum(alone, sims[c0:c1])
            out.append(alone.astype(np.float32))
        return out

    def _encode(self, texts: Sequence[str]) -> np.ndarray:
        parts = [
            np.asarray(self.embedder.encode(texts[i : i + self.batch_size]), dtype=np.float32)
            for i in range(0, len(texts), self.batch_size)
        ]
        return np.concatenate(parts, axis=0)

    def extract(self, request: str, content: TaggedContent) -> Extraction:
        """Extracts from one page."""
        return self.extract_many(request, [content])[0]

    def extract_many(self, request: str, contents: Sequence[TaggedContent]) -> list[Extraction]:
        """Extracts from many pages with one embedding pass over all their sentences."""
        request = _check_request(request)
        out = []
        for content, sims in zip(contents, self._scores(request, list(contents))):
            order = np.argsort(-sims, kind="stable")
            keep = [int(k) for k in order if sims[k] >= self.threshold]
            if len(keep) < self.min_segments:
                keep = [int(k) for k in order[: self.min_segments]]
            if self.max_segments is not None:
                keep = keep[: self.max_segments]
            keep.sort()
            segs = tuple(content.segments[k] for k in keep)
            best = float(sims.max()) if sims.size else float("nan")
            out.append(
                Extraction(
                    ids=tuple(s.id for s in segs),
                    segments=segs,
                    raw=(f"kept {len(segs)} of {len(sims)} (best similarity {best:.3f})",),
                    n_windows=0,
                    scores=tuple(float(sims[k]) for k in keep),
                )
            )
        return out


def _unit(x: np.ndarray) -> np.ndarray:
    out: np.ndarray = x / np.maximum(np.linalg.norm(x, axis=1, keepdims=True), 1e-12)
    return out


def extractor_kind(obj: Any) -> str:
    """A short name of an extractor for stats."""
    return type(obj).__name__
