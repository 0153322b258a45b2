"""Request and response bodies of the HTTP service (pydantic models; they are the OpenAPI schema)."""

# pydantic evaluates these annotations at run time, where ``X | None`` fails on Python 3.9.
# ruff: noqa: UP045

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, Optional, get_type_hints

from pydantic import BaseModel, ConfigDict, Field, create_model, model_validator

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


class _PruneRequest(_Strict):
    """``POST /v1/prune``: a question and one page (``html``) or many (``pages``) under one budget.

    Every option of :class:`htmlprune.PruneConfig` (and of its cleaning options) is a field, made from the
    config's fields and their documentation (:func:`_option_fields`); one left out keeps the server's
    (``htmlprune serve`` flags). The config checks the values (a bad one is a 422 ``invalid_input``).
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
    scorer: Optional[Literal["bm25", "learned", "embed", "hybrid"]] = Field(
        None,
        description="Block scorer; default: the server's. 'embed' and 'hybrid' need a server started "
        "with a model.",
    )
    include_cleaned: bool = Field(
        False, description="Also return cleaned_html, the text that kept blocks' byte spans index."
    )

    @model_validator(mode="after")
    def _one_source(self) -> _PruneRequest:
        if (self.html is None) == (self.pages is None):
            msg = "give exactly one of 'html' (one page) or 'pages' (a list of pages)"
            raise ValueError(msg)
        return self

    def page_list(self) -> list[str]:
        """The pages, whichever field carried them."""
        return [self.html] if self.html is not None else list(self.pages or ())


def _option_fields() -> dict[str, Any]:
    """PruneConfig's fields and its cleaning options' (but ``compact``, which is PruneConfig's), each optional."""
    from htmlprune.config import PruneConfig, config_fields, field_docs
    from htmlprune.html import CleanOptions

    hints = {**get_type_hints(CleanOptions), **get_type_hints(PruneConfig)}
    docs = {**field_docs(CleanOptions), **field_docs(PruneConfig)}
    limits: dict[str, dict[str, int]] = {
        "budget": {"ge": 1, "le": MAX_BUDGET},
        "max_words": {"ge": 1, "le": 65536},
    }
    out: dict[str, Any] = {}
    for key in config_fields():
        name = key.split(".")[-1]
        hint = list[str] if name == "keep_attrs" else hints[name]
        about = docs[name].split(". ")[0].rstrip(".") + ". Default: the server's."
        bounds = limits.get(name, {})
        field = Field(default=None, description=about, ge=bounds.get("ge"), le=bounds.get("le"))
        out[name] = (Optional[hint], field)
    return out


if TYPE_CHECKING:  # the fields below are read by name (model_dump), not as attributes
    PruneRequest = _PruneRequest
else:  #: ``POST /v1/prune``'s body (see :class:`_PruneRequest`)
    PruneRequest = create_model(
        "PruneRequest",
        __base__=_PruneRequest,
        __module__=__name__,
        __doc__=_PruneRequest.__doc__,
        **_option_fields(),
    )


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
