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

# The CLI and the service read the fields' types at run time (typing.get_type_hints), where ``X | None``
# fails on Python 3.9.
# ruff: noqa: UP045

from __future__ import annotations

import dataclasses
import functools
import math
import re
from dataclasses import dataclass, field
from typing import Any, Optional

from htmlprune import _core
from htmlprune._numpy import is_numpy_instance
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
    if (
        isinstance(value, bool)
        or not (isinstance(value, int) or is_numpy_instance(value, "integer"))
        or not low <= value <= maximum
    ):
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
        semantic: write compact semantic HTML: unwrap the tags that carry only layout (div, span, section,
            b/i-style wrappers, containers inside list items and cells, links without a kept href) and leave
            out interactive controls (buttons, selects, inputs) and UI strings ("Print", "Jump to Recipe")
            in HTML and markdown; False writes the full cleaned HTML of the kept blocks. The budget counts
            what is written; block paths and spans still point into the cleaned page.
        density: rank blocks by score per token instead of by score.
        keep_table_header: keep a table's header row whenever one of its rows is kept.
        heading_context: keep the nearest heading above a kept block when it fits.
        smoothing: add this share of the neighbouring sibling blocks' scores to each block (0 = off), so
            the rows around a matching row (the "next" or "previous" many questions ask for) come along.
        drop_inline_hidden: leave out of the output, and so of its token count, the text of spans that
            hold only text and whose inline style sets ``display:none`` (the sort keys of Wikipedia's
            sortable tables); the block texts and scores keep it.
        newline_between_blocks: put a line break between block elements of the HTML output (list items
            and table rows on lines of their own), for a human reader. Off by default: the tags already mark
            every block, and the line breaks are a token each (2.7 % of the output on the recipe dev pages
            at 2048 tokens, 1.7 points of answers kept there). Markdown and text are written as always.
        time_limit: seconds per document (None = none), checked between stages and before each render
            of the fit; a document over it raises :class:`~htmlprune.DocumentTimeoutError`. In a batch
            each document's clock starts when its work does.
        fine_max_words: the fine tree's block size, used when the pruner has a ``fine_scorer`` (the
            paper's two passes).
        coarse_budget: the first pass's budget with a ``fine_scorer``; None = twice ``budget`` (the
            pruner's: a call's own budget changes only the fine pass's).
        clean: the cleaning options and per-page limits (``max_bytes``, ``max_nodes``:
            :class:`~htmlprune.LimitExceededError`; nesting beyond ``max_depth`` is flattened). Its
            ``compact`` must stay False: rendering's ``compact`` is the field above.
        top_up_tries: blocks the fit tries, best first, to fill what its estimate leaves of the budget
            (0 = none; for ablations).

    Adding an option (e.g. a rendering switch the serializer gains): give the core's struct the member
    (``PruneConfig`` or one of its parts in ``cpp/include/htmlprune/pipeline.hpp``, with its default) and a
    property of the same name in ``cpp/bindings/bind_pipeline.cpp``; add the field here with its default
    read from ``_CORE``, its check in ``__post_init__`` and its line in the Attributes above. The rest
    follows from the field: :func:`_native` copies every field the core has under the same name, the CLI's
    flags (``htmlprune._flags``) and the service's request fields (``server/schemas.py``) are made from the
    fields and these descriptions, and ``tests/test_config.py`` fails until the new field has a test value
    that every front end accepts. An option only Python reads (like ``fine_max_words``) needs no core part.
    """

    budget: int = _CORE.budget
    format: OutputFormat = _CORE.format  # type: ignore[assignment]
    max_words: int = _CORE.max_words
    max_block_bytes: int = _CORE.max_block_bytes
    compact: bool = _CORE.compact
    semantic: bool = _CORE.semantic
    density: bool = _CORE.density
    keep_table_header: bool = _CORE.keep_table_header
    heading_context: bool = _CORE.heading_context
    smoothing: float = _CORE.smoothing
    drop_inline_hidden: bool = _CORE.drop_inline_hidden
    newline_between_blocks: bool = _CORE.newline_between_blocks
    time_limit: Optional[float] = None
    fine_max_words: int = 128
    coarse_budget: Optional[int] = None
    clean: CleanOptions = field(default_factory=CleanOptions)
    top_up_tries: int = _CORE.top_up_tries

    def __post_init__(self) -> None:
        # any positive budget (a NumPy int too); the core clamps it to 2**63 - 1, which no output comes near
        object.__setattr__(
            self, "budget", _unit("budget", self.budget, positive=True, maximum=math.inf)
        )
        check_format(self.format)
        _unit("max_words", self.max_words, positive=True)
        _unit("max_block_bytes", self.max_block_bytes)
        _unit("fine_max_words", self.fine_max_words, positive=True)
        _unit("top_up_tries", self.top_up_tries, maximum=1 << 20)
        if self.coarse_budget is not None:
            _unit("coarse_budget", self.coarse_budget, positive=True, maximum=math.inf)
        for name in (
            "compact",
            "semantic",
            "density",
            "keep_table_header",
            "heading_context",
            "drop_inline_hidden",
            "newline_between_blocks",
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
        return self.coarse_budget or 2 * self.budget

    def to_core(self) -> _core.PruneConfig:
        """The typed native config (cached per config; treat it as read-only)."""
        return _native(self)


# The fields the core's struct has under the same name (bind_pipeline.cpp), copied as they are.
_SAME_IN_CORE = tuple(
    f.name
    for f in dataclasses.fields(PruneConfig)
    if hasattr(_CORE, f.name) and f.name not in ("clean", "budget", "time_limit")
)


@functools.lru_cache(maxsize=256)
def _native(config: PruneConfig) -> _core.PruneConfig:
    native = _core.PruneConfig()
    for name in _SAME_IN_CORE:
        setattr(native, name, getattr(config, name))
    native.clean = config.clean.to_core()
    native.budget = min(config.budget, _MAX_BUDGET)
    native.time_limit = config.time_limit or 0.0  # the core's 0: none
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


def field_docs(cls: type) -> dict[str, str]:
    """Each attribute's description in ``cls``'s Google-style docstring, on one line (the CLI's help and the
    service's schema read the options' documentation from here)."""
    doc = cls.__doc__ or ""
    block = doc.split("Attributes:", 1)[1] if "Attributes:" in doc else ""
    out: dict[str, str] = {}
    for m in re.finditer(
        r"^ {8}(\w+): (.*?)(?=^ {8}\w+: |^ {4}\S|\Z)", block, re.DOTALL | re.MULTILINE
    ):
        out[m.group(1)] = " ".join(m.group(2).split())
    return out
