"""One record of a batch job: its fields checked, pruned, and turned into output fields.

Shared by the ``batch`` command (:mod:`htmlprune._batch`) and the Ray Data batch function
(:mod:`htmlprune.ray_batch`), so both write the same fields for the same record and record a bad
record the same way (an error type and message) instead of failing the job.
"""

from __future__ import annotations

from typing import Any

from htmlprune._numpy import is_numpy_instance
from htmlprune.errors import InputError

__all__ = ["RECORD_ERRORS", "RESULT_FIELDS", "content_field", "error_fields", "record_input", "summary"]

# The fields a greedy-pruning result adds to its record, in this order. With format="markdown" / "text"
# a field "pruned_markdown" / "pruned_text" (content_field()) follows: the output n_tokens counts.
RESULT_FIELDS = ("pruned_html", "n_tokens", "kept_blocks", "n_blocks", "truncated")


def content_field(format: str) -> str | None:
    """The extra output field of a result in ``format`` (None for HTML, already in ``pruned_html``)."""
    return None if format == "html" else f"pruned_{format}"

# One bad record must never end a job over millions: every ordinary exception (not KeyboardInterrupt or
# SystemExit) becomes the record's error, with its class name kept so a bug still shows as what it is.
RECORD_ERRORS = (Exception,)


def record_input(question: object, html: object, pages: object) -> tuple[str, Any]:
    """The question and the page(s) of one record; ``pages`` wins over ``html`` when both are set.

    Raises:
        InputError: ``question`` is not a string, or neither ``html`` nor ``pages`` is given.
    """
    if not isinstance(question, str):
        what = "missing" if question is None else f"a {type(question).__name__}"
        msg = f"record needs a string field 'question', got {what}"
        raise InputError(msg)
    source = pages if pages is not None else html
    if source is None:
        msg = "record needs a field 'html' (string) or 'pages' (list of strings)"
        raise InputError(msg)
    if isinstance(source, tuple) or is_numpy_instance(source, "ndarray"):
        source = list(source)  # pandas/numpy batches hold a row's pages as an object array
    return question, source


def summary(result: Any) -> dict[str, Any]:
    """The output fields of a PruneResult (greedy pruning or HIRO's)."""
    fields = {
        "pruned_html": result.html,
        "n_tokens": result.n_tokens,
        "kept_blocks": result.n_kept,
        "n_blocks": len(result.tree),
        "truncated": result.truncated,
    }
    extra = content_field(result.format)
    if extra is not None:
        fields[extra] = result.content
    return fields


def error_fields(exc: BaseException) -> dict[str, str]:
    """``{"type": <exception class name>, "message": <its text>}``: a stable code and a readable reason."""
    return {"type": type(exc).__name__, "message": str(exc)}
