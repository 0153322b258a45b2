"""Request and response bodies of the HTTP service (pydantic models; they are the OpenAPI schema)."""

# pydantic evaluates these annotations at run time, where ``X | None`` fails on Python 3.9.
# ruff: noqa: UP045

from __future__ import annotations

from typing import Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, model_validator

__all__ = [
    "CleanRequest",
    "CleanResponse",
    "ErrorBody",
    "ErrorResponse",
    "Health",
    "KeptBlock",
    "PruneRequest",
    "PruneResponse",
]

#: Most pages one /v1/prune request may carry (the body size limit applies as well).
MAX_PAGES = 256
#: Largest budget a request may ask for.
MAX_BUDGET = 1 << 20


class _Strict(BaseModel):
    # Unknown fields are a client bug worth reporting (a misspelt "budjet" would silently be ignored).
    model_config = ConfigDict(extra="forbid")


class CleanRequest(_Strict):
    """``POST /v1/clean``: one page to clean losslessly."""

    html: str = Field(description="The page's HTML.")
    keep_attrs: list[str] = Field(
        default_factory=list,
        max_length=64,
        description='Attributes to keep, e.g. ["href", "src", "alt", "title"]; default none.',
    )
    compact: bool = Field(
        False, description="Omit end tags that HTML makes optional (fewer tokens)."
    )


class CleanResponse(BaseModel):
    """The cleaned page."""

    html: str = Field(description="Cleaned HTML: every visible word kept, in order.")


class PruneRequest(_Strict):
    """``POST /v1/prune``: a question and one page (``html``) or many (``pages``) under one budget.

    Every option of :class:`htmlprune.PruneConfig` (and of its cleaning options) is a field; one left out
    keeps the server's (``htmlprune serve`` flags). tests/test_config.py checks that every field of the
    config has one here.
    """

    question: str = Field(
        min_length=1, max_length=8192, description="The question the context must answer."
    )
    html: Optional[str] = Field(None, description="One page. Give either html or pages.")
    pages: Optional[list[str]] = Field(
        None,
        min_length=1,
        max_length=MAX_PAGES,
        description="Several pages, pruned together under one budget. Give either html or pages.",
    )
    budget: Optional[int] = Field(
        None, ge=1, le=MAX_BUDGET, description="Token budget of the output; default: the server's."
    )
    scorer: Optional[Literal["bm25", "embed", "hybrid"]] = Field(
        None,
        description="Block scorer; default: the server's. 'embed' and 'hybrid' need a server started "
        "with a model.",
    )
    max_words: Optional[int] = Field(
        None, ge=1, le=65536, description="Largest block in words; default: the server's (256)."
    )
    max_block_bytes: Optional[int] = Field(
        None,
        ge=0,
        le=1 << 30,
        description="Also split elements whose cleaned HTML is over this (0 = words only).",
    )
    compact: Optional[bool] = Field(None, description="Omit end tags that HTML makes optional.")
    density: Optional[bool] = Field(None, description="Rank blocks by score per token.")
    keep_table_header: Optional[bool] = Field(
        None, description="Keep a table's header row whenever one of its rows is kept."
    )
    heading_context: Optional[bool] = Field(
        None, description="Keep the nearest heading above a kept block when it fits."
    )
    smoothing: Optional[float] = Field(
        None,
        ge=0,
        le=1e6,
        description="Share of the neighbouring sibling blocks' scores added to each block.",
    )
    drop_inline_hidden: Optional[bool] = Field(
        None, description="Leave the text of inline display:none spans out of the output."
    )
    time_limit: Optional[float] = Field(
        None,
        gt=0,
        le=1e6,
        description="Seconds for this document (at most the server's request timeout).",
    )
    fine_max_words: Optional[int] = Field(
        None, ge=1, le=65536, description="Fine tree's block size (scorers with a fine pass only)."
    )
    coarse_budget: Optional[int] = Field(
        None,
        ge=1,
        le=MAX_BUDGET,
        description="First pass's budget (scorers with a fine pass only).",
    )
    top_up_tries: Optional[int] = Field(
        None,
        ge=0,
        le=1024,
        description="Blocks tried to fill what the estimate leaves of the budget.",
    )
    keep_attrs: Optional[list[str]] = Field(
        None,
        max_length=64,
        description='Attributes to keep in the output, e.g. ["href"]; default none.',
    )
    merge_single_nested: Optional[bool] = Field(None, description="Merge single-nested wrappers.")
    drop_empty: Optional[bool] = Field(None, description="Remove elements left without text.")
    max_bytes: Optional[int] = Field(
        None, ge=1, description="Largest page in bytes (at most the server's)."
    )
    max_depth: Optional[int] = Field(
        None, ge=1, description="Deepest nesting kept; deeper is flattened (at most the server's)."
    )
    max_nodes: Optional[int] = Field(
        None, ge=0, description="Most DOM nodes per page (at most the server's)."
    )
    signal_rules: Optional[int] = Field(
        None, ge=0, le=255, description="Boilerplate signal rule bits (ablations; default all)."
    )
    include_cleaned: bool = Field(
        False, description="Also return cleaned_html, the text that kept blocks' byte spans index."
    )
    format: Optional[Literal["html", "markdown", "text"]] = Field(
        None,
        description="What content is written as, and the budget counts: the kept HTML, GFM markdown of "
        "it, or its visible text (default: the server's, html). Markdown and text need fewer tokens, so "
        "more blocks fit.",
    )

    @model_validator(mode="after")
    def _one_source(self) -> PruneRequest:
        if (self.html is None) == (self.pages is None):
            msg = "give exactly one of 'html' (one page) or 'pages' (a list of pages)"
            raise ValueError(msg)
        return self

    def page_list(self) -> list[str]:
        """The pages, whichever field carried them."""
        return [self.html] if self.html is not None else list(self.pages or ())


class KeptBlock(BaseModel):
    """A block of the block tree that the pruned output keeps."""

    block: int = Field(description="Index of the block in the block tree.")
    page: int = Field(description="Index of the page it came from (0 for a single page).")
    path: str = Field(description="Its unique tag path, e.g. '<html><body><table><tr3>'.")
    byte_start: int = Field(description="Start of its element in the UTF-8 of the cleaned HTML.")
    byte_end: int = Field(
        description="End (exclusive) of its element in the UTF-8 of the cleaned HTML."
    )


class PruneResponse(BaseModel):
    """The pruned context and what it kept."""

    html: str = Field(description="The kept HTML (at most budget tokens when format is html).")
    content: str = Field(description="The output in format, at most budget tokens.")
    format: Literal["html", "markdown", "text"] = Field(description="The format of content.")
    n_tokens: int = Field(description="Exact token count of content (the reader's tokenizer).")
    budget: int = Field(description="The budget that was applied.")
    truncated: bool = Field(description="True when not even the best block fitted and it was cut.")
    scorer: str = Field(description="The scorer that ranked the blocks.")
    n_blocks: int = Field(description="Blocks in the block tree.")
    kept: list[KeptBlock] = Field(description="Kept blocks, in document order.")
    cleaned_html: Optional[str] = Field(
        None, description="The cleaned HTML of all pages (only with include_cleaned)."
    )


class Health(BaseModel):
    """``GET /healthz``: the service is up and its models are loaded."""

    status: Literal["ok"] = "ok"
    version: str
    scorers: list[str] = Field(description="Scorers loaded at start-up.")
    in_flight: int = Field(description="Requests being served now (/v1 endpoints).")
    max_concurrency: int


class ErrorBody(BaseModel):
    """What went wrong; ``code`` is stable, ``message`` is for people."""

    code: str = Field(description="Stable error code, e.g. 'body_too_large' or 'overloaded'.")
    message: str


class ErrorResponse(BaseModel):
    """Every error the service answers: ``{"error": {"code": ..., "message": ...}}``."""

    error: ErrorBody
