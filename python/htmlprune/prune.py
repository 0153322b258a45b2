"""Greedy block pruning to a hard token budget (HtmlRAG Algorithm 2), BM25 scoring and the pipeline.

The budget is counted by the reader LLM's tokenizer on the exact output string and is never exceeded.
One native call (the budget engine, ``cpp/include/htmlprune/budget.hpp``) does the whole fit: selection on
token estimates (each block's own tokens plus the tags of ancestors it opens), calibrated by the exact
count of the rendered output, and a binary search over the selection order that tightens it in the rare
case the estimate was short. Output is never cut inside a tag or a block, except
when not even the best block fits: then that block alone is cut at a sentence or word boundary and the
result says ``truncated=True``; if its ancestors' tags alone are over the budget, they are dropped (the
chain flattened, as nesting beyond ``max_depth`` is) and the cut text is kept without them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, TypedDict, Union

import numpy as np

from htmlprune import _core
from htmlprune._backends import Scorer
from htmlprune._budget import fit_tree
from htmlprune.deadline import Deadline, check_time_limit
from htmlprune.errors import HtmlpruneError, InputError
from htmlprune.html import (
    BlockTree,
    CleanOptions,
    HtmlInput,
    OutputFormat,
    build_block_tree,
    check_format,
)
from htmlprune.tokenizer import TokenizerLike, load_tokenizer

__all__ = ["BM25Scorer", "HtmlPruner", "PruneResult", "prune", "stem_languages"]

log = logging.getLogger(__name__)

# Scores within a tree are compared as float32; a kept block always beats this.
_NEG = np.float32(-np.inf)


@dataclass(frozen=True)
class PruneResult:
    """What :func:`prune` kept.

    Attributes:
        content: the output in ``format``, at most ``budget`` tokens of the reader's tokenizer.
        n_tokens: the exact token count of ``content``.
        kept: indices of kept blocks, in document order.
        dropped: indices of dropped blocks, in document order.
        truncated: True when not even the best block fitted and it was cut at a sentence/word boundary
            (as bare text, without its ancestors' tags, when those alone were over the budget).
        budget: the budget that was asked for.
        tree: the block tree the indices refer to.
        format: ``"html"``, ``"markdown"`` or ``"text"``: what ``content`` is written as and the budget
            counted.
        html: the kept HTML: ``content`` itself for ``format="html"``; otherwise rendered from the same
            blocks on first access (a pipeline that reads only ``content`` never pays for it).
    """

    content: str
    n_tokens: int
    kept: np.ndarray
    dropped: np.ndarray
    truncated: bool
    budget: int
    tree: BlockTree = field(repr=False)
    format: OutputFormat = "html"
    _render_html: Callable[[], str] | None = field(default=None, repr=False, compare=False)

    @cached_property
    def html(self) -> str:
        """The kept HTML (see the class docstring)."""
        return self.content if self._render_html is None else self._render_html()

    def __str__(self) -> str:
        return self.content


@dataclass(frozen=True)
class BM25Scorer:
    """Okapi BM25 of the question against each block's text, computed natively.

    Unicode case folding, word tokens with CJK character bigrams, IDF over the tree's blocks, English
    stopwords removed from the query, and optionally (``stem``) Snowball stemming of query and block
    words (the vendored libstemmer_c), so that "released" matches "Release Date".

    Attributes:
        k1: term-frequency saturation.
        b: length normalisation.
        remove_stopwords: drop English stopwords from the query.
        context: score a block together with its heading and its table's header row.
        boilerplate: weight in [0, 1] of the boilerplate prior: each score is multiplied by
            ``1 - boilerplate * tree.boilerplate`` (:attr:`BlockTree.boilerplate`), so that a menu, footer
            or link list whose words match the question ranks below the content that answers it. 0 turns
            the prior off (plain BM25, as in the paper).
        position: weight of the position prior: each score is multiplied by ``1 + position * (1 - i / n)``
            for block ``i`` of ``n`` (blocks are in document order), so that among blocks that match alike
            the earlier ones (title, byline, lead, the first rows of a table) rank first. 0 turns it off.
        stem: the Snowball stemmer, by name or ISO 639 code (``"english"``, ``"de"``, ``"russian"``;
            :func:`stem_languages` lists them), or None for none. CJK bigrams are never stemmed.
        lead: weight of the lead prior: the title's neighbours share its match. Each block at the start
            of the main content (the page's title block, :attr:`BlockTree.title_distance`, and the
            ``lead_words`` words after it; a few words before it fade in) gets ``lead * closeness *
            (1 - boilerplate)`` times the title block's score added, closeness falling linearly from 1 at
            the title to 0 at ``lead_words``. The byline, date and lead paragraph under a title the
            question names rarely share its words; a question the title does not match (a table row
            far down the page) leaves the scores as they were. Pages without a title (no ``h1`` outside
            the chrome) are unaffected. 0 turns it off.
        lead_words: how many words after the title the lead prior reaches.
        neighbour: weight of the neighbour prior: each block gets ``neighbour * (1 - boilerplate)`` times
            the best score among the blocks around it and itself, that score decaying by ``exp(-d /
            neighbour_words)`` over the ``d`` words from one block's start to the other's (document
            order, within a page). A caption, a label, the rows and sentences right around a matching
            block come before far-off weak matches; a menu next to a match does not.
            Unlike the sibling ``smoothing`` of :func:`prune` it crosses element boundaries (a byline
            in another ``div`` next to the lead). 0 turns it off.
        neighbour_words: the decay length of the neighbour prior, in words.
        tail: weight of the content-end prior: the end of the main content shares the title's match, as
            its start does through ``lead``. The main content runs from the title block until chrome
            (blocks with ``boilerplate >= 0.5``) fills :data:`_CONTENT_END_CHROME_WORDS` words in a row;
            its last ``tail_words`` words (blocks of content that end there, and the chrome between them)
            get ``tail * closeness * (1 - boilerplate)`` times the title block's score added, closeness
            rising linearly to 1 at the end. Articles, posts and product pages close their main text with
            its metadata (byline, author box, date, source, tags, "written by", the seller) after the
            body, out of the lead prior's reach. No title, or a question the title does not match: no
            change. 0 turns it off.
        tail_words: how many words before the main content's end the content-end prior reaches.
    """

    k1: float = 1.2
    b: float = 0.75
    remove_stopwords: bool = True
    context: bool = True
    boilerplate: float = 0.8
    position: float = 0.5
    stem: str | None = None
    lead: float = 1.0
    lead_words: int = 250
    neighbour: float = 0.3
    neighbour_words: float = 50.0
    tail: float = 0.7
    tail_words: float = 100.0

    def __post_init__(self) -> None:
        if not (self.k1 >= 0 and 0 <= self.b <= 1):
            msg = f"BM25 needs k1 >= 0 and 0 <= b <= 1, got k1={self.k1}, b={self.b}"
            raise InputError(msg)
        if not 0 <= self.boilerplate <= 1:
            msg = f"boilerplate must be in [0, 1], got {self.boilerplate}"
            raise InputError(msg)
        if not self.position >= 0:
            msg = f"position must be >= 0, got {self.position}"
            raise InputError(msg)
        if not self.lead >= 0 or not self.lead_words >= 1:
            msg = f"lead must be >= 0 and lead_words >= 1, got lead={self.lead}, lead_words={self.lead_words}"
            raise InputError(msg)
        if not self.neighbour >= 0 or not self.neighbour_words > 0:
            msg = (
                f"neighbour must be >= 0 and neighbour_words > 0, got neighbour={self.neighbour}, "
                f"neighbour_words={self.neighbour_words}"
            )
            raise InputError(msg)
        if not self.tail >= 0 or not self.tail_words > 0:
            msg = f"tail must be >= 0 and tail_words > 0, got tail={self.tail}, tail_words={self.tail_words}"
            raise InputError(msg)
        if self.stem is not None:
            if not isinstance(self.stem, str):
                msg = f"stem must be a language name or None, got {type(self.stem).__name__}"
                raise TypeError(msg)
            _core.bm25_tokenize("", stem=self.stem)  # InputError naming the known languages

    def score(self, query: str, tree: BlockTree) -> np.ndarray:
        """One float32 score per block of ``tree``.

        With ``context`` a block is scored together with the heading above it and, for a table row, the
        table's header row: rows of the table a question is about then rank above unrelated text even when
        the row itself names nothing from the question.
        """
        _check_query(query)
        scores = np.asarray(
            _core.bm25_tree_scores(
                query,
                tree.core,
                k1=self.k1,
                b=self.b,
                remove_stopwords=self.remove_stopwords,
                context=self.context,
                stem=self.stem,
            ),
            dtype=np.float32,
        )
        if not len(scores):
            return scores
        layout = _layout(tree)
        if self.boilerplate > 0:
            scores *= np.float32(1.0) - np.float32(self.boilerplate) * layout.boilerplate
        if self.position > 0:
            rank = np.arange(len(scores), dtype=np.float32) / np.float32(len(scores))
            scores *= np.float32(1.0) + np.float32(self.position) * (np.float32(1.0) - rank)
        # the frame of the main content (its start and its end) shares the title's score; the neighbour
        # prior then spreads every score, the frame's included, to the blocks around it
        if layout.title_blocks.size and (self.lead > 0 or self.tail > 0):
            frame = np.zeros(len(scores), dtype=np.float32)
            if self.lead > 0:
                frame += np.float32(self.lead) * _lead_prior(layout, scores, self.lead_words)
            if self.tail > 0:
                frame += np.float32(self.tail) * _tail_prior(layout, scores, self.tail_words)
            scores += frame
        if self.neighbour > 0:
            near = _neighbour_max(layout, scores, self.neighbour_words)
            scores += np.float32(self.neighbour) * near * layout.content
        return scores


@dataclass(frozen=True)
class _Layout:
    """What the position priors read of a tree, once per tree (cached in ``tree.cache``)."""

    boilerplate: np.ndarray  # float32, BlockTree.boilerplate
    content: np.ndarray  # float32, 1 - boilerplate
    start: np.ndarray  # float64, words before each block
    end: np.ndarray  # float64, start + the block's words
    page: np.ndarray
    title_distance: np.ndarray
    title_pages: np.ndarray  # the pages that have a title block
    title_blocks: np.ndarray  # their title blocks (the first block at distance 0 of each)


def _layout(tree: BlockTree) -> _Layout:
    cached = tree.cache.get("bm25_layout")
    if isinstance(cached, _Layout):
        return cached
    boilerplate = tree.boilerplate
    end = np.cumsum(tree.words.astype(np.float64))
    d = tree.title_distance
    titles = np.flatnonzero(d == 0)
    # the first block at distance 0 of each page is its title block (a title of 0 words is followed by
    # blocks at distance 0 too)
    pages, first = np.unique(tree.page[titles], return_index=True)
    layout = _Layout(
        boilerplate=boilerplate,
        content=(np.float32(1.0) - boilerplate).astype(np.float32),
        start=np.concatenate(([0.0], end[:-1])),
        end=end,
        page=tree.page,
        title_distance=d,
        title_pages=pages,
        title_blocks=titles[first],
    )
    tree.cache["bm25_layout"] = layout
    return layout


# The lead prior fades in over this many words before the title block (a kicker, a category line, a byline
# printed above the headline).
_LEAD_BEFORE_WORDS = 30.0


def _lead_prior(layout: _Layout, scores: np.ndarray, lead_words: int) -> np.ndarray:
    """Per block: its page title's score times how close after the title it sits (see BM25Scorer.lead)."""
    d = layout.title_distance
    anchor = np.zeros(int(layout.page.max()) + 1, dtype=np.float32)
    anchor[layout.title_pages] = np.maximum(scores[layout.title_blocks], 0)
    with np.errstate(invalid="ignore"):
        after = np.clip(1.0 - d / np.float32(lead_words), 0.0, 1.0)
        before = np.clip(1.0 + d / np.float32(_LEAD_BEFORE_WORDS), 0.0, 1.0)
    closeness = np.nan_to_num(np.where(d >= 0, after, before), nan=0.0)
    prior: np.ndarray = (anchor[layout.page] * closeness * layout.content).astype(np.float32)
    return prior


# The main content ends where chrome (boilerplate >= 0.5) fills this many words in a row after it: related
# posts, a comment form, the footer. Shorter chrome runs (a share bar, "previous post") sit inside it.
_CONTENT_END_CHROME_WORDS = 100.0


def _tail_prior(layout: _Layout, scores: np.ndarray, tail_words: float) -> np.ndarray:
    """Per block: its page title's score times how close before the main content's end it ends."""
    prior = np.zeros(len(scores), dtype=np.float32)
    words = layout.end - layout.start
    for page, title in zip(layout.title_pages.tolist(), layout.title_blocks.tolist()):
        anchor = max(float(scores[title]), 0.0)
        if anchor == 0.0:
            continue
        other = np.flatnonzero(layout.page[title:] != page)
        stop = title + int(other[0]) if other.size else len(scores)  # the page, from its title on
        chrome = layout.boilerplate[title:stop] >= 0.5
        content = ~chrome & (words[title:stop] > 0)
        content[0] = True  # the title block
        # chrome words since the last content block; the content ends before the first long enough run
        last = np.maximum.accumulate(np.where(content, np.arange(stop - title), 0))
        chrome_words = np.cumsum(np.where(chrome, words[title:stop], 0.0))
        over = np.flatnonzero(chrome_words - chrome_words[last] >= _CONTENT_END_CHROME_WORDS)
        last_content = title + int(last[over[0]] if over.size else last[-1])
        if last_content == title:
            continue
        span = slice(title, last_content + 1)
        closeness = np.clip(1.0 - (layout.end[last_content] - layout.end[span]) / tail_words, 0.0, 1.0)
        prior[span] = anchor * closeness * layout.content[span]
    return prior


# Pages of a multi-page tree sit this many decay lengths apart: the neighbour prior never crosses them.
_PAGE_GAP_DECAYS = 1e4


def _neighbour_max(layout: _Layout, scores: np.ndarray, decay_words: float) -> np.ndarray:
    """Per block i: max over the blocks j of ``max(score_j, 0) * exp(-|start_i - start_j| / decay_words)``.

    ``start`` is a block's position in words; j = i counts (a block is its own nearest neighbour). Two
    cumulative maxima in log space (blocks before, blocks after), so it is linear in the blocks and exact:
    only differences of positions are exponentiated, nothing overflows.
    """
    # positions in decay lengths; the pages of a multi-page tree far apart
    pos = layout.start / decay_words + layout.page.astype(np.float64) * _PAGE_GAP_DECAYS
    with np.errstate(divide="ignore"):
        log_s = np.log(np.maximum(scores.astype(np.float64), 0.0))
    before = np.maximum.accumulate(log_s + pos) - pos
    after = np.maximum.accumulate((log_s - pos)[::-1])[::-1] + pos
    near: np.ndarray = np.exp(np.maximum(before, after)).astype(np.float32)
    return near


def stem_languages() -> list[str]:
    """The Snowball stemmers :class:`BM25Scorer` accepts as ``stem`` (ISO 639 codes work too)."""
    return list(_core.stem_languages())


def _check_query(query: object) -> None:
    if not isinstance(query, str):
        msg = f"query must be a str, got {type(query).__name__}"
        raise TypeError(msg)


def _check_budget(budget: object) -> int:
    if isinstance(budget, bool) or not isinstance(budget, (int, np.integer)) or int(budget) < 1:
        msg = f"budget must be a positive int (tokens), got {budget!r}"
        raise InputError(msg)
    return int(budget)


class PruneOptions(TypedDict):
    """The keyword options of :func:`prune` that :class:`HtmlPruner` passes on every call."""

    compact: bool
    density: bool
    keep_table_header: bool
    heading_context: bool
    smoothing: float
    format: OutputFormat


def prune(
    tree: BlockTree,
    scores: Sequence[float] | np.ndarray,
    *,
    budget: int,
    tokenizer: TokenizerLike = None,
    compact: bool = True,
    density: bool = False,
    keep_table_header: bool = True,
    heading_context: bool = False,
    smoothing: float = 0.5,
    deadline: Deadline | None = None,
    format: OutputFormat = "html",
) -> PruneResult:
    """Deletes the lowest-scored blocks of ``tree`` until its output fits ``budget`` tokens.

    Args:
        tree: a block tree from :func:`build_block_tree`.
        scores: one score per block (higher = keep), e.g. from a :class:`BM25Scorer`.
        budget: the hard limit, in tokens of ``tokenizer``.
        tokenizer: the reader LLM's tokenizer (see :func:`htmlprune.tokenizer.load_tokenizer`); None = the
            bundled SmolLM2 tokenizer.
        compact: omit end tags that HTML makes optional; saves tokens, same tree when parsed.
        density: rank blocks by score per token instead of by score.
        keep_table_header: keep a table's header row whenever one of its rows is kept.
        heading_context: keep the nearest heading above a kept block when it fits.
        smoothing: add this share of the neighbouring sibling blocks' scores to each block (0 = off), so
            the rows around a matching row (the "next" or "previous" many questions ask for) come along.
        deadline: a :class:`~htmlprune.deadline.Deadline` checked before each render/count round.
        format: what the output is written as and the budget counted on: ``"html"``, ``"markdown"``
            (GFM, see :func:`htmlprune.to_markdown`) or ``"text"`` (visible text). Markdown and text
            need fewer tokens than HTML, so the same budget holds more blocks.

    Returns:
        A :class:`PruneResult` whose ``content`` (in ``format``) has ``n_tokens`` <= ``budget`` tokens.

    Raises:
        InputError: ``scores`` has the wrong length, ``budget`` is not a positive int or ``format`` is
            unknown.
        DocumentTimeoutError: ``deadline`` passed before the result was found.
    """
    if not isinstance(tree, BlockTree):
        msg = f"tree must be a BlockTree from build_block_tree(), got {type(tree).__name__}"
        raise TypeError(msg)
    budget = _check_budget(budget)
    format = check_format(format)
    score_arr = np.asarray(scores, dtype=np.float32).reshape(-1)
    if score_arr.shape[0] != len(tree):
        msg = f"got {score_arr.shape[0]} scores for a tree of {len(tree)} blocks"
        raise InputError(msg)
    score_arr = np.nan_to_num(score_arr, nan=float(_NEG), neginf=float(_NEG))
    if smoothing:
        score_arr = np.asarray(_core.smooth_scores(tree.core, score_arr, smoothing), dtype=np.float32)
    counter = load_tokenizer(tokenizer)
    html_kw: dict[str, Any] = {"omit_optional_end_tags": compact, "newline_between_blocks": True}
    n_blocks = len(tree)

    def result(content: str, n_tokens: int, keep: np.ndarray, truncated: bool, cut: int = -1) -> PruneResult:
        kept = np.flatnonzero(keep).astype(np.int64)
        dropped = np.flatnonzero(keep == 0).astype(np.int64)
        render_html: Callable[[], str] | None = None
        if format != "html" and content and cut != _FLATTENED:
            # .html stays the kept HTML: rendered from the same selection (or cut) when asked for
            if cut >= 0:
                block = int(kept[0])
                render_html = lambda: str(_core.render_truncated(tree.core, block, cut, **html_kw))
            else:
                mask = keep.copy()
                render_html = lambda: str(_core.render(tree.core, mask, **html_kw))
        return PruneResult(content, n_tokens, kept, dropped, truncated, budget, tree, format, render_html)

    if n_blocks == 0:
        return result("", 0, np.zeros(0, dtype=np.uint8), False)

    finished, content, n, keep, truncated, cut = fit_tree(
        tree,
        score_arr,
        budget,
        counter,
        compact=compact,
        format=format,
        density=density,
        keep_table_header=keep_table_header,
        heading_context=heading_context,
        deadline=deadline,
    )
    if not finished:
        assert deadline is not None
        deadline.check("render")  # raises: the engine's clock started after deadline's
        msg = "internal error: the budget engine timed out before the deadline"  # pragma: no cover
        raise HtmlpruneError(msg)  # pragma: no cover
    if n > budget:  # pragma: no cover - guarded by the engine
        msg = f"internal error: output has {n} tokens > budget {budget}"
        raise HtmlpruneError(msg)
    if truncated:
        log.info("best block alone exceeds %d tokens; cut to %d tokens", budget, n)
    return result(content, n, keep, truncated, cut)


_FLATTENED = -2  # fit_budget()'s `cut` when the output is the best block's escaped text (kCutFlattened)


TreeOrHtml = Union[BlockTree, HtmlInput, Sequence[HtmlInput]]


class HtmlPruner:
    """The per-question pipeline: clean → block tree → score → prune to the budget.

    The defaults are the tuned ones (see benchmarks/answer_recall.py): the paper's 256-word blocks, further
    split where their HTML exceeds ``max_block_bytes`` (markup-heavy tables become rows), BM25 with
    heading/header context, and neighbour smoothing.

    With a ``fine_scorer`` it runs the paper's two passes: the coarse tree (``max_words``) is pruned by
    ``scorer`` to ``coarse_budget``; the result is rebuilt as a finer tree (``fine_max_words``) and pruned
    by ``fine_scorer`` to ``budget``.

    Per-document guards: ``clean_options`` carries the size limits (``max_bytes``, ``max_nodes``:
    :class:`LimitExceededError`; nesting beyond ``max_depth`` is flattened, not an error), and
    ``time_limit`` (seconds, None = none) stops a document with :class:`DocumentTimeoutError` at the next
    check between stages (see :mod:`htmlprune.deadline`).

    ``format`` (``"html"``, ``"markdown"``, ``"text"``) is what :attr:`PruneResult.content` is written as
    and what the budget counts (see :func:`prune`).

    Example:
        >>> pruner = HtmlPruner(budget=64)
        >>> result = pruner("who won?", "<table><tr><td>winner<td>Ada</table><p>unrelated text</p>")
        >>> result.n_tokens <= 64
        True
    """

    def __init__(
        self,
        scorer: Scorer | None = None,
        *,
        budget: int = 4096,
        tokenizer: TokenizerLike = None,
        max_words: int = 256,
        max_block_bytes: int = 600,
        fine_scorer: Scorer | None = None,
        fine_max_words: int = 128,
        coarse_budget: int | None = None,
        compact: bool = True,
        density: bool = False,
        keep_table_header: bool = True,
        heading_context: bool = False,
        smoothing: float = 0.5,
        clean_options: CleanOptions | None = None,
        time_limit: float | None = None,
        format: OutputFormat = "html",
    ) -> None:
        self.scorer: Scorer = scorer if scorer is not None else BM25Scorer()
        if not isinstance(self.scorer, Scorer):
            msg = f"scorer must have a score(query, tree) method, got {type(scorer).__name__}"
            raise TypeError(msg)
        if fine_scorer is not None and not isinstance(fine_scorer, Scorer):
            msg = f"fine_scorer must have a score(query, tree) method, got {type(fine_scorer).__name__}"
            raise TypeError(msg)
        self.budget = _check_budget(budget)
        self.coarse_budget = _check_budget(coarse_budget) if coarse_budget else 2 * self.budget
        self.tokenizer = load_tokenizer(tokenizer)
        self.max_words = max_words
        self.max_block_bytes = max_block_bytes
        self.fine_scorer = fine_scorer
        self.fine_max_words = fine_max_words
        self.clean_options = clean_options
        self.time_limit = check_time_limit(time_limit)
        self.format: OutputFormat = check_format(format)
        self.prune_options: PruneOptions = {
            "compact": compact,
            "density": density,
            "keep_table_header": keep_table_header,
            "heading_context": heading_context,
            "smoothing": smoothing,
            "format": self.format,
        }

    def tree(self, html: TreeOrHtml) -> BlockTree:
        """The coarse block tree of ``html`` (keep it to ask several questions about the same pages)."""
        if isinstance(html, BlockTree):
            return html
        return build_block_tree(
            html,
            max_words=self.max_words,
            max_block_bytes=self.max_block_bytes,
            options=self.clean_options,
        )

    def __call__(
        self,
        question: str,
        html: TreeOrHtml,
        *,
        budget: int | None = None,
        time_limit: float | None = None,
        format: OutputFormat | None = None,
    ) -> PruneResult:
        """Prunes ``html`` (a page, a list of pages, or a kept :class:`BlockTree`) for ``question``.

        ``budget``, ``time_limit`` and ``format`` override the pruner's for this call.

        Raises:
            DocumentTimeoutError: the time limit passed before the result was found.
            LimitExceededError: a page is over ``clean_options.max_bytes`` or ``max_nodes``.
        """
        _check_query(question)
        final_budget = self.budget if budget is None else _check_budget(budget)
        limit = self.time_limit if time_limit is None else check_time_limit(time_limit)
        options = self.prune_options
        if format is not None:
            options = {**options, "format": check_format(format)}
        deadline = Deadline(limit) if limit is not None else None

        def check(stage: str) -> None:
            if deadline is not None:
                deadline.check(stage)

        tree = self.tree(html)
        check("score")
        scores = self.scorer.score(question, tree)
        check("prune")
        if self.fine_scorer is None:
            return prune(
                tree,
                scores,
                budget=final_budget,
                tokenizer=self.tokenizer,
                deadline=deadline,
                **options,
            )
        coarse = prune(
            tree,
            scores,
            budget=max(final_budget, self.coarse_budget),
            tokenizer=self.tokenizer,
            deadline=deadline,
            **options,
        )
        check("fine_block_tree")
        if coarse.truncated:  # a cut block is no set of whole blocks: its HTML goes through the parser
            fine_tree = build_block_tree(
                coarse.html or "<p></p>",
                max_words=self.fine_max_words,
                max_block_bytes=self.max_block_bytes,
                options=self.clean_options,
            )
        else:
            keep = np.zeros(len(coarse.tree), dtype=np.uint8)
            keep[coarse.kept] = 1
            fine_tree = coarse.tree.refine(keep, self.fine_max_words, self.max_block_bytes)
        check("fine_score")
        fine_scores = self.fine_scorer.score(question, fine_tree)
        check("fine_prune")
        return prune(
            fine_tree,
            fine_scores,
            budget=final_budget,
            tokenizer=self.tokenizer,
            deadline=deadline,
            **options,
        )
