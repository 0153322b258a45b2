"""The budget fit as it was before the native engine (python/htmlprune/prune.py at 2d7fc1b): calibration
rounds, prefix search, exact greedy pass and the cut, in Python around the native select/render calls.

Kept only as the reference that benchmarks/fit_speed.py times the engine against, in the same process.
"""

from __future__ import annotations

from html import escape as html_escape
from typing import Any

import numpy as np

import htmlprune
from htmlprune import _core
from htmlprune._budget import _OutputCounter, _token_costs
from htmlprune.html import BlockTree
from htmlprune.tokenizer import TokenCounter

_MAX_LIMIT = 2**32 - 1
_GOOD_FILL = 0.97
_CALIBRATION_ROUNDS = 4
_FLATTENED = -2


def python_fit(
    tree: BlockTree,
    score_arr: np.ndarray,
    budget: int,
    counter: TokenCounter,
    compact: bool = True,
    format: str = "html",
    density: bool = False,
    keep_table_header: bool = True,
    heading_context: bool = False,
) -> tuple[str, int, np.ndarray]:
    """(content, n_tokens, keep) as the old prune() fitted them (scores already smoothed, NaN-free)."""
    deadline = None
    html_kw: dict[str, Any] = {"omit_optional_end_tags": compact, "newline_between_blocks": True}
    render_kw = {**html_kw, "format": format}

    def result(content: str, n_tokens: int, keep: np.ndarray, truncated: bool, cut: int = -1) -> Any:
        return content, n_tokens, keep

    # the estimates of what the old loop rendered: the full cleaned HTML, a line break between blocks
    old_output = htmlprune.PruneConfig(
        compact=compact, format=format, semantic=False, newline_between_blocks=True
    )
    block_cost, node_cost = _token_costs(tree, counter, old_output.to_core())
    select_kw = {
        "density": density,
        "keep_table_header": keep_table_header,
        "heading_context": heading_context,
    }

    def select(limit: int) -> np.ndarray:
        return np.asarray(
            _core.select_blocks(tree.core, score_arr, block_cost, node_cost, limit, **select_kw),
            dtype=np.uint8,
        )

    count = _OutputCounter(counter, tree)

    def render(keep: np.ndarray) -> tuple[str, int]:
        if deadline is not None:
            deadline.check("render")
        content = str(_core.render(tree.core, keep, **render_kw))
        return content, count(content)

    # Estimates come from byte lengths; the exact count of the rendered output differs by the page's
    # bytes per token. Calibrate the estimate's limit by the observed ratio a few times, keep the best fit.
    limit = budget
    best: tuple[str, int, np.ndarray] | None = None
    for _ in range(_CALIBRATION_ROUNDS):
        keep = select(limit)
        if not keep.any():
            break
        html, n = render(keep)
        if n <= budget:
            if best is None or n > best[1]:
                best = (html, n, keep)
            if n >= _GOOD_FILL * budget or keep.all():
                break
        ratio = budget / max(n, 1)
        new_limit = int(limit * ratio) if n <= budget else int(limit * ratio * 0.98)
        new_limit = min(new_limit, _MAX_LIMIT)
        if new_limit == limit or new_limit < 1:
            break
        limit = new_limit

    if best is None:
        best = _fit_by_prefix(tree, score_arr, select(budget), render, budget)
    if best is None:
        best = _fit_exact_greedy(tree, score_arr, render, budget)
    if best is not None:
        html, n, keep = best
        return result(html, n, keep, False)
    return _truncate_best(tree, score_arr, count, budget, render_kw, result, deadline)  # type: ignore[no-any-return]



def _fit_by_prefix(
    tree: BlockTree,
    scores: np.ndarray,
    keep: np.ndarray,
    render: Any,
    budget: int,
) -> tuple[str, int, np.ndarray] | None:
    """Binary search over the kept blocks in score order for the longest prefix that fits exactly."""
    kept = np.flatnonzero(keep)
    if kept.size == 0:
        return None
    order = kept[np.lexsort((kept, -scores[kept]))]  # best first, ties in document order
    lo, hi = 0, len(order)  # invariant: prefix lo fits (0 = nothing), prefix hi+1.. unknown
    best: tuple[str, int, np.ndarray] | None = None
    while lo < hi:
        mid = (lo + hi + 1) // 2
        mask = np.zeros(len(tree), dtype=np.uint8)
        mask[order[:mid]] = 1
        html, n = render(mask)
        if n <= budget:
            lo, best = mid, (html, n, mask)
        else:
            hi = mid - 1
    return best


# Blocks tried, best first, by the exact fallback before a block is cut.
_EXACT_TRIES = 64


def _fit_exact_greedy(
    tree: BlockTree, scores: np.ndarray, render: Any, budget: int
) -> tuple[str, int, np.ndarray] | None:
    """Whole blocks, best first, each kept if the exact count still fits (at most _EXACT_TRIES renders).

    Reached only when the estimates led nowhere: the best block is over the budget while a lesser one
    fits (e.g. text that costs far more tokens per byte than the estimate assumes). A whole block that
    fits is a better answer than the best one cut.
    """
    candidates = np.flatnonzero(np.isfinite(scores) | (scores == np.inf))
    order = candidates[np.lexsort((candidates, -scores[candidates]))][:_EXACT_TRIES]
    mask = np.zeros(len(tree), dtype=np.uint8)
    best: tuple[str, int, np.ndarray] | None = None
    for b in order:
        mask[b] = 1
        html, n = render(mask)
        if html and n <= budget:
            best = (html, n, mask.copy())
        else:
            mask[b] = 0
    return best


def _truncate_best(
    tree: BlockTree,
    scores: np.ndarray,
    count: _OutputCounter,
    budget: int,
    render_kw: dict[str, Any],
    result: Any,
    deadline: Any = None,
) -> Any:
    """Not even one block fits: cut the best one at a sentence/word boundary (binary search on bytes); no
    block that may be kept (every score NaN or -inf): the empty output."""
    if not (scores > -np.inf).any():
        return result("", 0, np.zeros(len(tree), dtype=np.uint8), False)
    best_block = int(np.lexsort((np.arange(len(tree)), -scores))[0])
    lo, hi = 0, len(tree.texts[best_block].encode("utf-8"))
    html, n, cut = "", 0, 0
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if deadline is not None:
            deadline.check("render")
        candidate = str(_core.render_truncated(tree.core, best_block, mid, **render_kw))
        n_candidate = count(candidate)
        if n_candidate <= budget:
            lo, html, n, cut = mid, candidate, n_candidate, mid
        else:
            hi = mid - 1
    if not html:
        # The ancestors' tags alone are over the budget (e.g. 600 nested <svg><foreignObject>): flatten the
        # chain, as nesting beyond max_depth already is, so that the text is kept rather than the markup.
        html, n = _cut_flattened(tree.texts[best_block], count, budget, deadline)
        cut = _FLATTENED
    keep = np.zeros(len(tree), dtype=np.uint8)
    if html:
        keep[best_block] = 1
    assert n <= budget
    return result(html, n, keep, True, cut)  # type: ignore[no-any-return]


_FLATTENED = -2  # result()'s `cut` when the output is _cut_flattened()'s escaped text (HTML as it is)


def _cut_flattened(
    text: str, count: _OutputCounter, budget: int, deadline: Any
) -> tuple[str, int]:
    """The longest word-boundary prefix of ``text``, HTML-escaped and without tags, within ``budget``."""
    data = text.strip().encode("utf-8")
    lo, hi = 0, len(data)
    html, n = "", 0
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if deadline is not None:
            deadline.check("render")
        cut = data[:mid]
        if mid < len(data) and not data[mid : mid + 1].isspace():
            # inside a word: back to its start, if it has one
            space = max(cut.rfind(b" "), cut.rfind(b"\n"))
            cut = cut[:space] if space > 0 else cut
        candidate = html_escape(cut.decode("utf-8", errors="ignore").strip(), quote=False)
        n_candidate = count(candidate)
        if n_candidate <= budget:
            lo, html, n = mid, candidate, n_candidate
        else:
            hi = mid - 1
    return html, n


