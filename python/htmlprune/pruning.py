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

import functools
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, Union

from htmlprune import _core
from htmlprune._backends import Scorer
from htmlprune._budget import fit_tree, tag_costs
from htmlprune.config import PruneConfig
from htmlprune.deadline import Deadline, timeout_error
from htmlprune.errors import HtmlpruneError, InputError
from htmlprune.html import (
    BlockTree,
    HtmlInput,
    OutputFormat,
    _as_pages,
    build_block_tree,
    default_threads,
)
from htmlprune.scorers.bm25 import BM25Scorer, check_query
from htmlprune.scorers.learned import LearnedScorer
from htmlprune.tokenizer import TokenCounter, TokenizerLike, load_tokenizer

if TYPE_CHECKING:
    import numpy as np
else:
    from htmlprune._numpy import np  # imported on first use (see _numpy.py)

__all__ = ["HtmlPruner", "PruneResult", "prune", "prune_batch"]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class PruneResult:
    """What :func:`prune` kept.

    Attributes:
        content: the output in ``format``, at most ``budget`` tokens of the reader's tokenizer.
        n_tokens: the exact token count of ``content``.
        kept: indices of kept blocks, in document order (``n_kept`` of them).
        dropped: indices of dropped blocks, in document order.
        truncated: True when not even the best block fitted and it was cut at a sentence/word boundary
            (as bare text, without its ancestors' tags, when those alone were over the budget).
        budget: the budget that was asked for.
        tree: the block tree the indices refer to.
        format: ``"html"``, ``"markdown"`` or ``"text"``: what ``content`` is written as and the budget
            counted.
        html: the kept HTML: ``content`` itself for ``format="html"``; otherwise rendered from the same
            blocks on first access (a pipeline that reads only ``content`` never pays for it).
        selection: what a pruner that selects nodes rather than blocks chose (HIRO's
            :class:`~htmlprune.hiro.Selection`: the nodes, their paths and scores); None for block pruning.
    """

    content: str
    n_tokens: int
    truncated: bool
    budget: int
    tree: BlockTree = field(repr=False)
    format: OutputFormat = "html"
    _render_html: Callable[[], str] | None = field(default=None, repr=False, compare=False)
    selection: Any = field(default=None, repr=False, compare=False)
    _kept: Any = field(default=None, repr=False, compare=False)  # np.ndarray or _core.BlockIndices: see kept
    _dropped: Any = field(default=None, repr=False, compare=False)

    def __init__(
        self,
        content: str,
        n_tokens: int,
        kept: np.ndarray | _core.BlockIndices,
        dropped: np.ndarray | _core.BlockIndices,
        truncated: bool,
        budget: int,
        tree: BlockTree,
        format: OutputFormat = "html",
        _render_html: Callable[[], str] | None = None,
        selection: Any = None,
    ) -> None:
        # the fields in one step: a frozen dataclass's own __init__ sets them one object.__setattr__ at a time
        # (a microsecond per question)
        self.__dict__.update(
            content=content,
            n_tokens=n_tokens,
            _kept=kept,
            _dropped=dropped,
            truncated=truncated,
            budget=budget,
            tree=tree,
            format=format,
            _render_html=_render_html,
            selection=selection,
        )

    # The core hands the indices over as buffers; the arrays are made on first access, so that a caller
    # that reads only ``content`` never imports numpy (see _numpy.py).
    @cached_property
    def kept(self) -> np.ndarray:
        """Indices of the kept blocks, in document order (int64)."""
        return np.asarray(self._kept)

    @cached_property
    def dropped(self) -> np.ndarray:
        """Indices of the dropped blocks, in document order (int64)."""
        return np.asarray(self._dropped)

    @property
    def n_kept(self) -> int:
        """How many blocks were kept (``len(kept)``, without making the array)."""
        return len(self._kept)

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




def _config(config: PruneConfig | None, changes: dict[str, Any]) -> PruneConfig:
    """``config`` (default: the defaults) with ``changes`` (PruneConfig fields) applied and validated."""
    if config is not None and not isinstance(config, PruneConfig):
        msg = f"config must be a PruneConfig, got {type(config).__name__}"
        raise TypeError(msg)
    base = config if config is not None else _DEFAULT_CONFIG
    given = tuple(sorted((k, v) for k, v in changes.items() if v is not None or k in _NULLABLE))
    if not given:
        return base
    try:
        return _replaced(base, given)
    except TypeError:  # an unhashable value (a list of attributes) or an unknown name: checked uncached
        return base.replace(**dict(given))


@functools.lru_cache(maxsize=512)
def _replaced(config: PruneConfig, changes: tuple[tuple[str, Any], ...]) -> PruneConfig:
    """``config.replace(**changes)``, remembered: prune() is called with the same few budgets and formats
    again and again, and a checked copy costs as much as a small page's BM25."""
    return config.replace(**dict(changes))


_DEFAULT_CONFIG = PruneConfig()
_NULLABLE = frozenset(("time_limit", "coarse_budget"))


def prune(
    tree: BlockTree,
    scores: Sequence[float] | np.ndarray,
    *,
    budget: int | None = None,
    tokenizer: TokenizerLike = None,
    config: PruneConfig | None = None,
    deadline: Deadline | None = None,
    **options: Any,
) -> PruneResult:
    """Deletes the lowest-scored blocks of ``tree`` until its output fits ``budget`` tokens.

    Args:
        tree: a block tree from :func:`build_block_tree`.
        scores: one score per block (higher = keep; NaN and -infinity: never kept), e.g. from a
            :class:`BM25Scorer`.
        budget: the hard limit, in tokens of ``tokenizer``; None = ``config.budget``.
        tokenizer: the reader LLM's tokenizer (see :func:`htmlprune.tokenizer.load_tokenizer`); None = the
            bundled SmolLM2 tokenizer.
        config: the rendering and selection options (``format``, ``compact``, ``semantic``, ``density``,
            ``keep_table_header``, ``heading_context``, ``smoothing``, ``drop_inline_hidden``; see
            :class:`PruneConfig`); None = the defaults.
        deadline: a :class:`~htmlprune.deadline.Deadline` checked before each render/count round.
        **options: :class:`PruneConfig` fields that override ``config``'s (``format="markdown"``).

    Returns:
        A :class:`PruneResult` whose ``content`` (in ``format``) has ``n_tokens`` <= ``budget`` tokens.

    Raises:
        InputError: ``scores`` has the wrong length, or an option is out of range.
        TypeError: an unknown option.
        DocumentTimeoutError: ``deadline`` passed before the result was found.
    """
    if not isinstance(tree, BlockTree):
        msg = f"tree must be a BlockTree from build_block_tree(), got {type(tree).__name__}"
        raise TypeError(msg)
    return _prune(tree, scores, _config(config, {"budget": budget, **options}), load_tokenizer(tokenizer), deadline)


def _prune(
    tree: BlockTree,
    scores: Sequence[float] | np.ndarray,
    config: PruneConfig,
    counter: TokenCounter,
    deadline: Deadline | None,
) -> PruneResult:
    """prune() of a BlockTree with a checked config and a loaded tokenizer."""
    score_arr = np.asarray(scores, dtype=np.float32).reshape(-1)
    if score_arr.shape[0] != len(tree):
        msg = f"got {score_arr.shape[0]} scores for a tree of {len(tree)} blocks"
        raise InputError(msg)
    fit = fit_tree(tree, score_arr, counter, config.to_core(), deadline)
    if not fit[0]:
        assert deadline is not None
        deadline.check("render")  # raises: the engine's clock started after deadline's
        msg = "internal error: the budget engine timed out before the deadline"  # pragma: no cover
        raise HtmlpruneError(msg)  # pragma: no cover
    return _result(tree, config, fit)


def _result(tree: BlockTree, config: PruneConfig, fit: tuple[Any, ...]) -> PruneResult:
    """The PruneResult of a finished fit (``_core.fit_budget``'s tuple)."""
    _, content, n, keep, truncated, cut, _, kept, dropped = fit
    budget = config.budget
    if n > budget:  # pragma: no cover - guarded by the engine
        msg = f"internal error: output has {n} tokens > budget {budget}"
        raise HtmlpruneError(msg)
    if truncated:
        log.info("best block alone exceeds %d tokens; cut to %d tokens", budget, n)
    render_html: Callable[[], str] | None = None
    if config.format != "html" and content and cut != _FLATTENED:
        # .html stays the kept HTML: rendered from the same selection (or cut) when asked for
        html_kw: dict[str, Any] = {
            "omit_optional_end_tags": config.compact,
            "newline_between_blocks": True,
            "drop_inline_hidden": config.drop_inline_hidden,
            # the kept blocks' full HTML (its visible text is the text output), without the dropped controls
            "drop_controls": config.semantic,
        }
        if cut >= 0:
            block = memoryview(kept)[0]
            render_html = lambda: str(_core.render_truncated(tree.core, block, cut, **html_kw))
        else:
            render_html = lambda: str(_core.render(tree.core, keep, **html_kw))
    return PruneResult(content, n, kept, dropped, truncated, budget, tree, config.format, render_html)


_FLATTENED = -2  # fit_budget()'s `cut` when the output is the best block's escaped text (kCutFlattened)


TreeOrHtml = Union[BlockTree, HtmlInput, Sequence[HtmlInput]]
#: What a batch holds per document: its PruneResult, or the exception it raised.
BatchResult = Union[PruneResult, Exception]


class HtmlPruner:
    """The per-question pipeline: clean → block tree → score → prune to the budget.

    Every option but the models is one :class:`PruneConfig` (``config``); keyword arguments are its fields
    (``HtmlPruner(budget=512, format="markdown")`` is ``HtmlPruner(config=PruneConfig(budget=512,
    format="markdown"))``). The defaults are the tuned ones (see benchmarks/answer_recall.py): the paper's
    256-word blocks, further split where their HTML exceeds ``max_block_bytes`` (markup-heavy tables become
    rows), the learned ranker (:class:`~htmlprune.scorers.LearnedScorer`: BM25 with heading/header context
    and the page's structure, weighed; it weighs the neighbours itself), and, for positive scores such as
    BM25's, neighbour smoothing.

    With the learned ranker (the default) or :class:`BM25Scorer` a document's
    whole pipeline runs in the core in one call, and :meth:`batch` runs many on native threads. Other
    scorers (models) score in Python between the core's tree and fit.

    With a ``fine_scorer`` it runs the paper's two passes: the coarse tree (``max_words``) is pruned by
    ``scorer`` to ``coarse_budget``; the result is rebuilt as a finer tree (``fine_max_words``) and pruned
    by ``fine_scorer`` to ``budget``.

    Per-document guards: ``config.clean`` carries the size limits (``max_bytes``, ``max_nodes``:
    :class:`LimitExceededError`; nesting beyond ``max_depth`` is flattened, not an error), and
    ``time_limit`` (seconds, None = none) stops a document with :class:`DocumentTimeoutError` at the next
    check between stages (see :mod:`htmlprune.deadline`).

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
        config: PruneConfig | None = None,
        tokenizer: TokenizerLike = None,
        fine_scorer: Scorer | None = None,
        **options: Any,
    ) -> None:
        self.scorer: Scorer = scorer if scorer is not None else LearnedScorer()
        if not isinstance(self.scorer, Scorer):
            msg = f"scorer must have a score(query, tree) method, got {type(scorer).__name__}"
            raise TypeError(msg)
        if fine_scorer is not None and not isinstance(fine_scorer, Scorer):
            msg = f"fine_scorer must have a score(query, tree) method, got {type(fine_scorer).__name__}"
            raise TypeError(msg)
        self.fine_scorer = fine_scorer
        self.config = _config(config, options)
        self.tokenizer = load_tokenizer(tokenizer)

    def __repr__(self) -> str:
        return f"HtmlPruner({self.scorer!r}, config={self.config!r})"

    @property
    def _native(self) -> bool:
        """Whether the core runs the whole pipeline: BM25 or the learned ranker (without model scores), in
        one pass."""
        scorer = self.scorer
        native = type(scorer) is BM25Scorer or (type(scorer) is LearnedScorer and not scorer.models)
        return native and self.fine_scorer is None

    def tree(self, html: TreeOrHtml) -> BlockTree:
        """The coarse block tree of ``html`` (keep it to ask several questions about the same pages)."""
        if isinstance(html, BlockTree):
            return html
        c = self.config
        return build_block_tree(html, max_words=c.max_words, max_block_bytes=c.max_block_bytes, options=c.clean)

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

        ``budget``, ``time_limit`` and ``format`` override the config's for this call.

        Raises:
            DocumentTimeoutError: the time limit passed before the result was found.
            LimitExceededError: a page is over ``clean.max_bytes`` or ``max_nodes``.
        """
        check_query(question)
        config = self._call_config(budget, time_limit, format)
        if self._native and not isinstance(html, BlockTree):
            pages, encodings = _as_pages(html)
            result = self._run_native([(question, pages, None)], config, 1, None, [encodings])[0]
            if isinstance(result, Exception):
                raise result
            return result
        return self._run_python(question, html, config)

    def batch(
        self,
        questions: Sequence[str],
        pages: Sequence[TreeOrHtml],
        *,
        threads: int | None = None,
        budget: int | None = None,
        time_limit: float | None = None,
        format: OutputFormat | None = None,
    ) -> list[BatchResult]:
        """Prunes each ``pages[i]`` (a page, a list of pages, or a kept tree) for ``questions[i]``.

        With the learned ranker (the default) or BM25 each document's whole pipeline runs in the core, the documents spread
        over ``threads`` native threads with the GIL released once for the batch; with a model scorer the
        trees and the fits do, and the scorer runs in Python in between. Outputs are those of one-by-one
        calls, whatever the thread count; ``time_limit`` is per document, from the start of its work.

        Args:
            questions: one question per document.
            pages: one document per question.
            threads: native threads; None = ``$HTMLPRUNE_NUM_THREADS`` or the CPU count; 1 = the
                calling thread only, documents in order.
            budget, time_limit, format: override the config's for the batch.

        Returns:
            In input order, per document its :class:`PruneResult` or the exception it raised (an
            :class:`InputError`, :class:`LimitExceededError`, :class:`DocumentTimeoutError`, a TypeError
            for a page that is not text, ...); the other documents go on.

        Raises:
            TypeError, InputError: the arguments themselves are wrong (lengths, thread count, options).
        """
        if isinstance(questions, str) or not isinstance(questions, Sequence):
            msg = f"questions must be a list of str, got {type(questions).__name__}"
            raise TypeError(msg)
        if isinstance(pages, (str, bytes)) or not isinstance(pages, Sequence):
            msg = f"pages must be a list with one document per question, got {type(pages).__name__}"
            raise TypeError(msg)
        if len(questions) != len(pages):
            msg = f"got {len(questions)} questions and {len(pages)} documents"
            raise InputError(msg)
        n_threads = default_threads() if threads is None else threads
        if isinstance(n_threads, bool) or not isinstance(n_threads, int) or n_threads < 1:
            msg = f"threads must be a positive int, got {threads!r}"
            raise InputError(msg)
        config = self._call_config(budget, time_limit, format)
        results: list[BatchResult | None] = [None] * len(questions)
        # per document for the core: its index, (question, pages or native tree, scores or None), its tree
        # and the codecs its pages were read with
        native: list[tuple[int, tuple[str, Any, Any], BlockTree | None, tuple[str | None, ...]]] = []
        to_score: list[tuple[int, str, BlockTree]] = []  # a model scorer's documents, scored together below
        for i, (question, doc) in enumerate(zip(questions, pages)):
            try:
                check_query(question)
                if self.fine_scorer is not None:
                    results[i] = self._run_python(question, doc, config)
                elif self._native:
                    kept = doc if isinstance(doc, BlockTree) else None
                    source, codecs = (kept.core, kept.encodings) if kept is not None else _as_pages(doc)
                    native.append((i, (question, source, None), kept, codecs))
                else:
                    to_score.append((i, question, self.tree(doc)))
            except Exception as exc:  # noqa: BLE001 - one document's error is its result, not the batch's
                results[i] = exc
        for (i, question, tree), scores in zip(to_score, self._score_all(to_score, results)):
            if scores is not None:
                native.append((i, (question, tree.core, scores), tree, tree.encodings))
        if native:
            outputs = self._run_native(
                [n[1] for n in native], config, n_threads, [n[2] for n in native], [n[3] for n in native]
            )
            for (i, _, _, _), out in zip(native, outputs):
                results[i] = out
        return results  # type: ignore[return-value]

    def _score_all(
        self, docs: list[tuple[int, str, BlockTree]], results: list[BatchResult | None]
    ) -> list[np.ndarray | None]:
        """The scorer's scores of each document (float32), in one ``score_batch`` call where the scorer has
        one (a model embeds every tree's blocks together), else one by one; a document whose scoring failed
        gets None and its error in ``results``."""
        batched = getattr(self.scorer, "score_batch", None)
        if batched is not None and docs:
            try:
                scores = batched([q for _, q, _ in docs], [t for _, _, t in docs])
                return [np.asarray(s, dtype=np.float32).reshape(-1) for s in scores]
            except Exception as exc:  # noqa: BLE001 - scored one by one below: each document gets its own error
                log.info("score_batch failed (%s: %s); scoring one document at a time", type(exc).__name__, exc)
        out: list[np.ndarray | None] = []
        for i, question, tree in docs:
            try:
                out.append(np.asarray(self.scorer.score(question, tree), dtype=np.float32).reshape(-1))
            except Exception as exc:  # noqa: BLE001 - one document's error is its result, not the batch's
                results[i] = exc
                out.append(None)
        return out

    def _call_config(
        self, budget: int | None, time_limit: float | None, format: OutputFormat | None
    ) -> PruneConfig:
        if budget is None and time_limit is None and format is None:
            return self.config
        changes: dict[str, Any] = {"budget": budget, "format": format}
        if time_limit is not None:
            changes["time_limit"] = time_limit
        return _config(self.config, changes)

    def _run_native(
        self,
        items: list[tuple[str, Any, Any]],
        config: PruneConfig,
        threads: int,
        given: list[BlockTree | None] | None = None,
        encodings: list[tuple[str | None, ...]] | None = None,
    ) -> list[BatchResult]:
        """``_core.prune_batch`` of (question, pages or native tree, scores or None) items; ``encodings``:
        per item, the codecs its pages were read with (kept on the result's tree)."""
        counter = self.tokenizer
        scorer = self.scorer
        bm25 = scorer if isinstance(scorer, BM25Scorer) else scorer.bm25 if isinstance(scorer, LearnedScorer) else None
        ranker = scorer.model if self._native and isinstance(scorer, LearnedScorer) else (None, 0.0)
        outputs = _core.prune_batch(
            items,
            config.to_core(),
            None if bm25 is None else bm25.config,
            counter.native_counter,
            counter.count,
            counter.native and counter.line_additive,
            tag_costs(counter, config.format),
            threads,
            ranker_weights=ranker[0],
            ranker_bias=ranker[1],
        )
        results: list[BatchResult] = []
        for k, out in enumerate(outputs):
            if isinstance(out, Exception):
                results.append(out)
                continue
            core_tree, stage, elapsed, fit = out
            if stage is not None:
                assert config.time_limit is not None
                results.append(timeout_error(config.time_limit, elapsed, stage))
                continue
            kept_tree = given[k] if given is not None else None
            codecs = encodings[k] if encodings is not None else ()
            tree = kept_tree if kept_tree is not None else BlockTree(core_tree, config.max_words, codecs)
            results.append(_result(tree, config, fit))
        return results

    def _run_python(self, question: str, html: TreeOrHtml, config: PruneConfig) -> PruneResult:
        """The pipeline with the stages called from Python: a kept tree, a model scorer, two passes."""
        deadline = Deadline(config.time_limit) if config.time_limit is not None else None
        counter = self.tokenizer
        tree = self.tree(html)
        if deadline is not None:
            deadline.check("score")
        scores = self.scorer.score(question, tree)
        if deadline is not None:
            deadline.check("prune")
        if self.fine_scorer is None:
            return _prune(tree, scores, config, counter, deadline)

        def check(stage: str) -> None:
            if deadline is not None:
                deadline.check(stage)

        # the pruner's coarse budget (a call's budget changes the fine pass's only), at least the call's
        coarse_budget = max(config.budget, self.config.first_budget)
        coarse = _prune(tree, scores, config.replace(budget=coarse_budget), counter, deadline)
        check("fine_block_tree")
        if coarse.truncated:  # a cut block is no set of whole blocks: its HTML goes through the parser
            fine_tree = build_block_tree(
                coarse.html or "<p></p>",
                max_words=config.fine_max_words,
                max_block_bytes=config.max_block_bytes,
                options=config.clean,
            )
            fine_tree.encodings = tree.encodings  # rebuilt from text: still the pages' encodings
        else:
            keep = np.zeros(len(coarse.tree), dtype=np.uint8)
            keep[coarse.kept] = 1
            fine_tree = coarse.tree.refine(keep, config.fine_max_words, config.max_block_bytes)
        check("fine_score")
        fine_scores = self.fine_scorer.score(question, fine_tree)
        check("fine_prune")
        return _prune(fine_tree, fine_scores, config, counter, deadline)


def prune_batch(
    questions: Sequence[str],
    pages: Sequence[TreeOrHtml],
    *,
    scorer: Scorer | None = None,
    tokenizer: TokenizerLike = None,
    config: PruneConfig | None = None,
    threads: int | None = None,
    **options: Any,
) -> list[BatchResult]:
    """``HtmlPruner(scorer, config=config, tokenizer=tokenizer, **options).batch(questions, pages,
    threads=threads)``: see :meth:`HtmlPruner.batch`."""
    pruner = HtmlPruner(scorer, config=config, tokenizer=tokenizer, **options)
    return pruner.batch(questions, pages, threads=threads)
