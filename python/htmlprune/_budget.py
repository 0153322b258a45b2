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

import numpy as np

from htmlprune import _core
from htmlprune.deadline import Deadline
from htmlprune.html import BlockTree, OutputFormat
from htmlprune.tokenizer import TokenCounter

__all__ = ["fit_by_dropping", "fit_tree"]

# A first guess of UTF-8 bytes per reader token for cleaned HTML; the budget engine corrects it on exact
# counts (calibration rounds, see cpp/include/htmlprune/budget.hpp).
_BYTES_PER_TOKEN = 3.2
_MAX_BUDGET = 2**63 - 1  # no output comes near it; the engine takes an int64


# The markup an element costs in markdown / text output, for the estimate (tags not listed: nothing).
_MARKDOWN_MARKUP = {
    **{f"h{k}": "#" * k + " \n\n" for k in range(1, 7)},
    "p": "\n\n",
    "li": "- \n",
    "tr": "|\n",
    "td": " |",
    "th": " |",
    "table": "|---|\n\n",
    "pre": "```\n```\n",
    "code": "``",
    "b": "****",
    "strong": "****",
    "em": "**",
    "i": "**",
    "blockquote": "> ",
}


def _markup_costs(names: list[str], counter: TokenCounter, format: OutputFormat) -> list[int]:
    """Tokens of each tag name's markup in ``format`` (HTML: start and end tag)."""
    if format == "html":
        return counter.count_batch([f"<{n}></{n}>" for n in names])
    if format == "text":
        return [0] * len(names)  # a newline at most, which merges with the text's tokens
    markup = [_MARKDOWN_MARKUP.get(n, "") for n in names]
    counted = counter.count_batch([m for m in markup if m]) if any(markup) else []
    it = iter(counted)
    return [next(it) if m else 0 for m in markup]


# backend id -> (backend, {format: _core.TagCosts}): pages share most tag names, so a fresh tree counts only
# the names no page before it had, and the native table reads a tree's names without a Python string each.
# Holding the backend keeps its id from being reused.
_name_costs: dict[int, tuple[object, dict[str, _core.TagCosts]]] = {}
_NAME_COSTS_MAX = 8  # tokenizers remembered
_NAMES_PER_FORMAT_MAX = 1 << 14  # distinct tag names remembered per tokenizer and format


def _tag_costs(core: _core.BlockTree, counter: TokenCounter, format: OutputFormat) -> _core.TagCosts | np.ndarray:
    """_markup_costs() of the tree's tag names: a table remembered per tokenizer backend that has them all, or
    (a plain callable) an array, one cost per name."""
    backend = counter.identity
    if backend is None:
        return np.asarray(_markup_costs(list(core.tag_names), counter, format), dtype=np.uint32)
    entry = _name_costs.get(id(backend))
    if entry is None or entry[0] is not backend:
        if len(_name_costs) >= _NAME_COSTS_MAX:
            _name_costs.clear()
        entry = (backend, {})
        _name_costs[id(backend)] = entry
    table = entry[1].get(format)
    if table is None or len(table) > _NAMES_PER_FORMAT_MAX:
        # a new table, not the old one cleared: a thread between its fill() and token_costs() keeps its names
        table = entry[1][format] = _core.TagCosts()
    table.fill(core, lambda names: _markup_costs(names, counter, format))
    return table


def _token_costs(
    tree: BlockTree, counter: TokenCounter, compact: bool = True, format: OutputFormat = "html"
) -> tuple[np.ndarray, np.ndarray]:
    """Estimated token cost of each block's own piece and of each element's tags; cached on the tree.

    Estimates come from byte lengths, not from tokenizing the page: tokenizing every block would cost more
    than everything else in the pipeline together. Only the output is tokenized, exactly, by prune().
    Pieces and tags are measured in the output ``format``, so the estimate's bytes per token stays close
    to the output's.
    """
    key = f"token_costs:{compact}:{format}"
    # Tag costs depend on the tokenizer: cached with its backend (a plain callable is not cached).
    owner, cached = tree.cache.get(key, (None, None))
    if cached is not None and owner is counter.identity:
        return cached  # type: ignore[no-any-return]
    core = tree.core
    # per block: ceil(its piece's bytes / _BYTES_PER_TOKEN); per element: its tag name's markup tokens
    # by position, in the binding's order (keyword arguments cost pybind11 ~5 us a call)
    block_cost, node_cost = _core.token_costs(
        core,
        _tag_costs(core, counter, format),
        compact,  # omit_optional_end_tags
        True,  # newline_between_blocks
        format,
        _BYTES_PER_TOKEN,
    )
    if counter.identity is not None:
        tree.cache[key] = (counter.identity, (block_cost, node_cost))
    return block_cost, node_cost


# where a line-additive tokenizer's count splits exactly: a newline between two non-whitespace characters,
# or the middle of a blank line's two newlines (markdown's paragraph break; the GPT-2 pattern makes each
# of those newlines a piece of its own, in the whole string as in the two halves)
_LINE_START = re.compile(r"(?<=\S\n)(?=\n?\S)")
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
    budget: int,
    counter: TokenCounter,
    compact: bool,
    format: OutputFormat,
    density: bool,
    keep_table_header: bool,
    heading_context: bool,
    deadline: Deadline | None,
    smoothing: float = 0.0,
    drop_inline_hidden: bool = False,
) -> tuple[bool, str, int, np.ndarray, np.ndarray, np.ndarray, bool, int]:
    """The engine's fit of ``tree`` (float32 ``scores``; NaN: never kept) to ``budget`` tokens of ``counter``,
    after neighbour ``smoothing`` of the scores (see :func:`htmlprune.prune`); ``drop_inline_hidden``: the
    output without the text of inline ``display:none`` spans.

    Returns (finished, content, n_tokens, keep mask, kept, dropped, truncated, cut): ``finished`` is False
    when ``deadline`` passed first; ``kept`` / ``dropped`` are the block indices of the mask (int64);
    ``cut`` is -1, the text bytes kept of the one cut block, or -2 for the flattened text (see FitResult in
    budget.hpp). prune() passes every argument by position: keyword arguments cost microseconds a question.
    """
    block_cost, node_cost = _token_costs(tree, counter, compact, format)
    # by position, in the binding's order (keyword arguments cost pybind11 ~5 us a call)
    finished, content, n, keep, truncated, cut, _, kept, dropped = _core.fit_budget(
        tree.core,
        scores,
        block_cost,
        node_cost,
        min(budget, _MAX_BUDGET),
        counter.native_counter,  # native
        _OutputCounter(counter, tree),  # count
        density,
        keep_table_header,
        heading_context,
        compact,  # omit_optional_end_tags
        True,  # newline_between_blocks
        format,
        None if deadline is None else deadline.remaining(),  # time_limit
        # line_additive: native counts line by line where lines add up: a fit's outputs share most lines
        # (the Python counter above already does so, in batches)
        counter.native and counter.line_additive,
        smoothing,
        drop_inline_hidden,
    )
    return finished, content, n, keep, kept, dropped, truncated, cut


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
