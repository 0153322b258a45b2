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
from htmlprune._defaults import DEFAULT_BUDGET
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
from htmlprune.scorers.bm25 import BM25Scorer, check_query, stem_languages
from htmlprune.tokenizer import TokenizerLike, load_tokenizer

__all__ = ["BM25Scorer", "HtmlPruner", "PruneResult", "prune", "stem_languages"]

log = logging.getLogger(__name__)


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

    def __init__(
        self,
        content: str,
        n_tokens: int,
        kept: np.ndarray,
        dropped: np.ndarray,
        truncated: bool,
        budget: int,
        tree: BlockTree,
        format: OutputFormat = "html",
        _render_html: Callable[[], str] | None = None,
    ) -> None:
        # the fields in one step: a frozen dataclass's own __init__ sets them one object.__setattr__ at a time
        # (a microsecond per question)
        self.__dict__.update(
            content=content,
            n_tokens=n_tokens,
            kept=kept,
            dropped=dropped,
            truncated=truncated,
            budget=budget,
            tree=tree,
            format=format,
            _render_html=_render_html,
        )

    @cached_property
    def html(self) -> str:
        """The kept HTML (see the class docstring)."""
        return self.content if self._render_html is None else self._render_html()

    @property
    def encoding(self) -> str | None:
        """The Python codec the page's bytes were read with (``"utf-8"``, ``"cp1252"``, ``"cp932"``, ...:
        see :func:`~htmlprune.detect_encoding`); None for a page given as ``str``. For several pages: the
        codec they share, else None (``tree.encodings`` has each page's)."""
        codecs = set(self.tree.encodings)
        return codecs.pop() if len(codecs) == 1 else None

    def __str__(self) -> str:
        return self.content


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
    drop_inline_hidden: bool


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
    drop_inline_hidden: bool = True,
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
        drop_inline_hidden: leave out of the output, and so of its token count, the text of spans that
            hold only text and whose inline style sets ``display:none`` (the 19-digit sort keys of
            Wikipedia's sortable tables); the block texts and scores keep it. :func:`clean` and
            :func:`visible_text` keep such text (only the ``hidden`` attribute hides there).

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
    return _prune(
        tree,
        scores,
        _check_budget(budget),
        tokenizer,
        compact,
        density,
        keep_table_header,
        heading_context,
        smoothing,
        deadline,
        check_format(format),
        drop_inline_hidden,
    )


def _prune(
    tree: BlockTree,
    scores: Sequence[float] | np.ndarray,
    budget: int,
    tokenizer: TokenizerLike,
    compact: bool,
    density: bool,
    keep_table_header: bool,
    heading_context: bool,
    smoothing: float,
    deadline: Deadline | None,
    format: OutputFormat,
    drop_inline_hidden: bool,
) -> PruneResult:
    """prune() of a BlockTree, a checked budget and format, every argument by position (HtmlPruner calls it
    once per question: keyword arguments and checks done once per pruner cost microseconds)."""
    score_arr = np.asarray(scores, dtype=np.float32).reshape(-1)
    n_blocks = len(tree)
    if score_arr.shape[0] != n_blocks:
        msg = f"got {score_arr.shape[0]} scores for a tree of {n_blocks} blocks"
        raise InputError(msg)
    counter = load_tokenizer(tokenizer)
    if n_blocks == 0:
        if smoothing:
            _core.smooth_scores(tree.core, score_arr, smoothing)  # the same errors for a bad weight
        none = np.zeros(0, dtype=np.int64)
        return PruneResult("", 0, none, none.copy(), False, budget, tree, format)

    # NaN and -infinity scores never kept; the engine smooths the scores first (one native call). By
    # position: keyword arguments cost a microsecond or two per question.
    finished, content, n, keep, kept, dropped, truncated, cut = fit_tree(
        tree,
        score_arr,
        budget,
        counter,
        compact,
        format,
        density,
        keep_table_header,
        heading_context,
        deadline,
        smoothing if smoothing else 0.0,  # falsy (0, None): off, as before
        drop_inline_hidden,
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
    render_html: Callable[[], str] | None = None
    if format != "html" and content and cut != _FLATTENED:
        # .html stays the kept HTML: rendered from the same selection (or cut) when asked for
        html_kw: dict[str, Any] = {
            "omit_optional_end_tags": compact,
            "newline_between_blocks": True,
            "drop_inline_hidden": drop_inline_hidden,
        }
        if cut >= 0:
            block = int(kept[0])
            render_html = lambda: str(_core.render_truncated(tree.core, block, cut, **html_kw))
        else:
            render_html = lambda: str(_core.render(tree.core, keep, **html_kw))
    return PruneResult(content, n, kept, dropped, truncated, budget, tree, format, render_html)


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
    and what the budget counts (see :func:`prune`). ``drop_inline_hidden`` leaves the text of inline
    ``display:none`` spans (sort keys) out of the output while it still counts for scoring (see :func:`prune`).

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
        budget: int = DEFAULT_BUDGET,
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
        drop_inline_hidden: bool = True,
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
            "drop_inline_hidden": drop_inline_hidden,
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
        check_query(question)
        final_budget = self.budget if budget is None else _check_budget(budget)
        limit = self.time_limit if time_limit is None else check_time_limit(time_limit)
        o = self.prune_options
        fmt = check_format(o["format"] if format is None else format)
        deadline = Deadline(limit) if limit is not None else None

        tree = self.tree(html)
        if deadline is not None:
            deadline.check("score")
        scores = self.scorer.score(question, tree)
        if deadline is not None:
            deadline.check("prune")
        if self.fine_scorer is None:
            return _prune(
                tree,
                scores,
                final_budget,
                self.tokenizer,
                o["compact"],
                o["density"],
                o["keep_table_header"],
                o["heading_context"],
                o["smoothing"],
                deadline,
                fmt,
                o["drop_inline_hidden"],
            )
        options = o if format is None else {**o, "format": fmt}

        def check(stage: str) -> None:
            if deadline is not None:
                deadline.check(stage)

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
            fine_tree.encodings = tree.encodings  # rebuilt from text: still the pages' encodings
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
