"""One configuration for the whole pruning pipeline: :class:`PruneConfig`.

Every option of clean → block tree → score → fit → serialize that is not a model lives here once, with its
one default, validated once. :class:`~htmlprune.HtmlPruner`, the ``prune``/``batch``/``serve`` commands,
the service, Ray and the LangChain/LlamaIndex components all build their pipeline from one, and the
core takes it as one typed struct (``_core.PruneConfig``, ``cpp/include/htmlprune/pipeline.hpp``), where
the defaults are written down.

Example:
    >>> from htmlprune import PruneConfig
    >>> config = PruneConfig(budget=512, format="markdown")
    >>> config.replace(budget=1024).budget
    1024
"""

from __future__ import annotations

import dataclasses
import functools
import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from htmlprune import _core
from htmlprune.errors import InputError
from htmlprune.html import CleanOptions, OutputFormat, check_format

__all__ = ["PruneConfig"]

# The core's pipeline defaults (a default-constructed C++ PruneConfig): the one place they are written down.
_CORE = _core.PruneConfig()
_MAX_BUDGET = 2**63 - 1  # no output comes near it; the core takes a uint64
_UINT32_MAX = 2**32 - 1


def _unit(name: str, value: object, *, positive: bool = False, maximum: float = _UINT32_MAX) -> int:
    """``value`` as an int in [0 or 1, maximum]; InputError naming ``name`` otherwise (a bool is refused)."""
    low = 1 if positive else 0
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or not low <= value <= maximum:
        kind = "positive" if positive else "non-negative"
        msg = f"{name} must be a {kind} int, got {value!r}"
        raise InputError(msg)
    return int(value)


@dataclass(frozen=True)
class PruneConfig:
    """Every option of the pruning pipeline, with its one default.

    Frozen and hashable: build one, share it between threads, derive variants with :meth:`replace`.
    Invalid values raise :class:`~htmlprune.InputError` when the config is made, not when a page is
    pruned.

    Attributes:
        budget: the hard limit on the output, in tokens of the reader's tokenizer.
        format: what the output is written as and the budget counts: ``"html"``, ``"markdown"`` (GFM) or
            ``"text"`` (visible text). Markdown and text need fewer tokens, so the same budget holds
            more blocks.
        max_words: the largest leaf block of the block tree, in words (the paper's 256).
        max_block_bytes: also split elements whose cleaned HTML is over this many bytes (markup-heavy
            tables become rows; 0 = words only, as in the paper).
        compact: omit end tags that HTML makes optional; saves tokens, same tree when parsed.
        density: rank blocks by score per token instead of by score.
        keep_table_header: keep a table's header row whenever one of its rows is kept.
        heading_context: keep the nearest heading above a kept block when it fits.
        smoothing: add this share of the neighbouring sibling blocks' scores to each block (0 = off), so
            the rows around a matching row (the "next" or "previous" many questions ask for) come along.
        drop_inline_hidden: leave out of the output, and so of its token count, the text of spans that
            hold only text and whose inline style sets ``display:none`` (the sort keys of Wikipedia's
            sortable tables); the block texts and scores keep it.
        time_limit: seconds per document (None = none), checked between stages and before each render
            of the fit; a document over it raises :class:`~htmlprune.DocumentTimeoutError`. In a batch
            each document's clock starts when its work does.
        fine_max_words: the fine tree's block size, used when the pruner has a ``fine_scorer`` (the
            paper's two passes).
        coarse_budget: the first pass's budget with a ``fine_scorer``; None = twice ``budget``.
        clean: the cleaning options and per-page limits (``max_bytes``, ``max_nodes``:
            :class:`~htmlprune.LimitExceededError`; nesting beyond ``max_depth`` is flattened). Its
            ``compact`` must stay False: rendering's ``compact`` is the field above.
        top_up_tries: blocks the fit tries, best first, to fill what its estimate leaves of the budget
            (0 = none; for ablations).

    Adding an option: add the field here (with its default read from ``_CORE`` when the core uses it,
    and its line in :func:`_native`), a line in ``_check``, and a flag in ``htmlprune.cli`` and a field in
    the service's ``PruneRequest`` (``tests/test_config.py`` walks the fields and fails until every front
    end accepts the new one). A core option goes into ``PruneConfig`` in ``pipeline.hpp`` and its
    binding in ``bind_pipeline.cpp``.
    """

    budget: int = _CORE.budget
    format: OutputFormat = _CORE.format  # type: ignore[assignment]
    max_words: int = _CORE.max_words
    max_block_bytes: int = _CORE.max_block_bytes
    compact: bool = _CORE.compact
    density: bool = _CORE.density
    keep_table_header: bool = _CORE.keep_table_header
    heading_context: bool = _CORE.heading_context
    smoothing: float = _CORE.smoothing
    drop_inline_hidden: bool = _CORE.drop_inline_hidden
    time_limit: float | None = None
    fine_max_words: int = 128
    coarse_budget: int | None = None
    clean: CleanOptions = field(default_factory=CleanOptions)
    top_up_tries: int = _CORE.top_up_tries

    def __post_init__(self) -> None:
        # any positive budget (a NumPy int too); the core clamps it to 2**63 - 1, which no output comes near
        object.__setattr__(self, "budget", _unit("budget", self.budget, positive=True, maximum=math.inf))
        check_format(self.format)
        _unit("max_words", self.max_words, positive=True)
        _unit("max_block_bytes", self.max_block_bytes)
        _unit("fine_max_words", self.fine_max_words, positive=True)
        _unit("top_up_tries", self.top_up_tries, maximum=1 << 20)
        if self.coarse_budget is not None:
            _unit("coarse_budget", self.coarse_budget, positive=True, maximum=math.inf)
        for name in (
            "compact",
            "density",
            "keep_table_header",
            "heading_context",
            "drop_inline_hidden",
        ):
            if not isinstance(getattr(self, name), bool):
                msg = f"{name} must be a bool, got {getattr(self, name)!r}"
                raise InputError(msg)
        s = self.smoothing
        if (
            isinstance(s, bool)
            or not isinstance(s, (int, float))
            or not (s >= 0 and math.isfinite(s))
        ):
            msg = f"smoothing must be a non-negative number, got {s!r}"
            raise InputError(msg)
        t = self.time_limit
        if t is not None and (
            isinstance(t, bool)
            or not isinstance(t, (int, float))
            or not (t > 0 and math.isfinite(t))
        ):
            msg = f"time_limit must be a positive finite number of seconds or None, got {t!r}"
            raise InputError(msg)
        if not isinstance(self.clean, CleanOptions):
            msg = f"clean must be a CleanOptions, got {type(self.clean).__name__}"
            raise TypeError(msg)
        if self.clean.compact:
            msg = "clean.compact must be False: compact is chosen when the tree is rendered (PruneConfig.compact)"
            raise InputError(msg)

    def replace(self, **changes: Any) -> PruneConfig:
        """A copy with ``changes`` (validated); unknown names raise TypeError."""
        return dataclasses.replace(self, **changes)

    @property
    def first_budget(self) -> int:
        """The coarse pass's budget with a fine scorer: ``coarse_budget``, else twice ``budget``."""
        return max(self.budget, self.coarse_budget or 2 * self.budget)

    def to_core(self) -> _core.PruneConfig:
        """The typed native config (cached per config; treat it as read-only)."""
        return _native(self)


@functools.lru_cache(maxsize=256)
def _native(config: PruneConfig) -> _core.PruneConfig:
    native = _core.PruneConfig()
    native.clean = config.clean.to_core()
    native.budget = min(config.budget, _MAX_BUDGET)
    native.format = config.format
    native.max_words = config.max_words
    native.max_block_bytes = config.max_block_bytes
    native.compact = config.compact
    native.density = config.density
    native.keep_table_header = config.keep_table_header
    native.heading_context = config.heading_context
    native.smoothing = config.smoothing
    native.drop_inline_hidden = config.drop_inline_hidden
    native.time_limit = config.time_limit or 0.0
    native.top_up_tries = config.top_up_tries
    return native


def config_fields() -> dict[str, dataclasses.Field[Any]]:
    """PruneConfig's fields by name, then CleanOptions' (but its ``compact``) as ``clean.<name>``: what every
    front end must accept."""
    out: dict[str, dataclasses.Field[Any]] = {f.name: f for f in dataclasses.fields(PruneConfig)}
    del out["clean"]
    for f in dataclasses.fields(CleanOptions):
        if f.name != "compact":
            out[f"clean.{f.name}"] = f
    return out
