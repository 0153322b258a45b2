"""The Python side of the budget engine (``cpp/include/htmlprune/budget.hpp``): the token estimates it
selects on, the counter it falls back to, and the call.

The engine fits a block tree's output to a hard budget in one native call with the GIL released. Its counts
are exact because there is one algorithm with two sources of counts: the native counter
(:attr:`TokenCounter.native_counter`) for the byte-level BPE tokenizers it reproduces, and this process's
tokenizer, called back under the GIL, for every other tokenizer and for the rare string the native counter
is unsure about. A second (Python) copy of the fit for those would be a second place where the budget is
kept, free to drift from the first.
"""

from __future__ import annotations

import re
import threading
from typing import TYPE_CHECKING, Any

from htmlprune import _core
from htmlprune.deadline import Deadline
from htmlprune.html import BlockTree, OutputFormat, check_format
from htmlprune.tokenizer import TokenCounter

if TYPE_CHECKING:
    import numpy as np
else:
    from htmlprune._numpy import np  # imported on first use (see _numpy.py)

__all__ = ["fit_by_dropping", "fit_tree", "tag_costs"]

_MAX_BUDGET = 2**63 - 1  # no output comes near it; the engine takes an int64

# (backend, format) -> _core.TagCosts (thread-safe): pages share most tag names, so a fresh tree counts only the
# names no page before it had, natively. Holding the backend keeps its id from being reused.
_name_costs: dict[tuple[int, str], tuple[object, _core.TagCosts]] = {}
_NAME_COSTS_MAX = 24  # (tokenizer, format) pairs remembered
_NAMES_MAX = 1 << 14  # distinct tag names remembered per pair
_name_costs_lock = threading.Lock()


def tag_costs(counter: TokenCounter, format: OutputFormat) -> _core.TagCosts:
    """The markup-cost table of ``counter``'s tokenizer in ``format`` (a fresh one for a plain callable)."""
    backend = counter.identity
    if backend is None:
        return _core.TagCosts(format)
    key = (id(backend), format)
    with _name_costs_lock:
        entry = _name_costs.get(key)
        if entry is None or entry[0] is not backend or len(entry[1]) > _NAMES_MAX:
            if len(_name_costs) >= _NAME_COSTS_MAX:
                _name_costs.clear()
            entry = (backend, _core.TagCosts(format))
            _name_costs[key] = entry
        return entry[1]


def _token_costs(
    tree: BlockTree, counter: TokenCounter, config: _core.PruneConfig
) -> tuple[np.ndarray, np.ndarray]:
    """The estimates the engine selects on (``cpp/include/htmlprune/token_costs.hpp``), cached on the tree.

    Estimates come from byte lengths, not from tokenizing the page: tokenizing every block would cost more
    than everything else in the pipeline together. Only the output is tokenized, exactly, by prune().
    Pieces and tags are measured in the output format, so the estimate's bytes per token stays close to
    the output's.
    """
    key = f"token_costs:{config.compact}:{config.semantic}:{config.format}"
    # Tag costs depend on the tokenizer: cached with its backend (a plain callable is not cached).
    owner, cached = tree.cache.get(key, (None, None))
    if cached is not None and owner is counter.identity:
        return cached  # type: ignore[no-any-return]
    fmt = check_format(config.format)
    costs = _core.token_costs(tree.core, tag_costs(counter, fmt), counter.native_counter, counter.count, config)
    if counter.identity is not None:
        tree.cache[key] = (counter.identity, costs)
    return costs


# where a line-additive tokenizer's count splits exactly: a newline between two non-whitespace characters,
# or the middle of a blank line's two newlines (markdown's paragraph break; the GPT-2 pattern makes each
# of those newlines a piece of its own, in the whole string as in the two halves); and the end of an
# ASCII letter or digit run followed by up to 7 ASCII punctuation characters and a start tag's "<", where
# the pattern always ends a piece ("flour<li>", "minutes.<li>": the items, paragraphs and rows that compact
# HTML writes on one line; not before a table cell, a piece per cell costs more than it saves).
# budget.hpp's LineCounter splits the same way.
_LINE_START = re.compile(
    r"(?<=\S\n)(?=\n?\S)"
    r"|(?<=[A-Za-z0-9])(?=[!-/:-;=-@\[-`{-~]{0,7}<(?!/|t[dh](?![A-Za-z0-9])))"
)
_LINE_CACHE_MAX = 1 << 16  # lines remembered per tree and tokenizer


class _OutputCounter:
    """Exact token counts of rendered outputs.

    For a line-additive tokenizer (see :attr:`TokenCounter.line_additive`) an output is the sum of its
    lines' counts, and lines are counted once per tree: rendered outputs of one tree share most lines, so
    the calibration in prune() (and every later question on a kept tree) tokenizes only lines it has not
    seen. Other tokenizers count the whole string every time.
    """

    def __init__(self, counter: TokenCounter, tree: BlockTree) -> None:
        self.counter = counter
        self.lines: dict[str, int] | None = None
        if counter.line_additive:
            # one tokenizer's counts per tree; holding the backend makes the identity check safe
            backend, lines = tree.cache.get("line_counts", (None, None))
            if backend is not counter.identity or lines is None or len(lines) > _LINE_CACHE_MAX:
                lines = {}
                tree.cache["line_counts"] = (counter.identity, lines)
            self.lines = lines

    def __call__(self, html: str) -> int:
        if self.lines is None:
            return self.counter.count(html)
        lines = _LINE_START.split(html)
        known = self.lines
        new = [line for line in dict.fromkeys(lines) if line not in known]
        if new:
            known.update(zip(new, self.counter.count_batch(new)))
        return sum(known[line] for line in lines)


def fit_tree(
    tree: BlockTree,
    scores: np.ndarray,
    counter: TokenCounter,
    config: _core.PruneConfig,
    deadline: Deadline | None,
) -> tuple[Any, ...]:
    """The engine's fit of ``tree`` (float32 ``scores``; NaN: never kept) to ``config``'s budget in tokens of
    ``counter``, with its selection, output and smoothing options (see :class:`htmlprune.PruneConfig`).

    Returns ``_core.fit_budget``'s (finished, content, n_tokens, keep mask, truncated, cut, counts, kept,
    dropped): ``finished`` is False when ``deadline`` passed first; ``kept`` / ``dropped`` are the block
    indices of the mask (int64); ``cut`` is -1, the text bytes kept of the one cut block, or -2 for the
    flattened text (see FitResult in budget.hpp).
    """
    block_cost, node_cost = _token_costs(tree, counter, config)
    # by position, in the binding's order (keyword arguments cost pybind11 ~5 us a call)
    return _core.fit_budget(
        tree.core,
        scores,
        block_cost,
        node_cost,
        config,
        counter.native_counter,
        _OutputCounter(counter, tree),
        # line_additive: native counts line by line where lines add up: a fit's outputs share most lines
        # (the Python counter above already does so, in batches)
        counter.native and counter.line_additive,
        None if deadline is None else deadline.remaining(),
    )


def fit_by_dropping(
    pieces: list[str],
    piece_tokens: list[int],
    separator: str,
    separator_tokens: int,
    drop_order: list[int],
    budget: int,
    counter: TokenCounter,
) -> int:
    """How many of ``drop_order`` (indices into ``pieces``) the engine drops before the rest fits ``budget``.

    The estimate (``piece_tokens`` of the pieces left plus ``separator_tokens`` per gap) must fit, and then
    the exact count of the pieces left, joined by ``separator`` in their order (HIRO's budget; see
    fit_by_dropping in budget.hpp).
    """
    return int(
        _core.fit_by_dropping(
            pieces,
            piece_tokens,
            separator,
            separator_tokens,
            drop_order,
            min(budget, _MAX_BUDGET),
            native=counter.native_counter,
            count=counter.count,
        )
    )
