"""Stable error codes of the service and the one JSON shape every error takes.

Every error body is ``{"error": {"code": "<code>", "message": "<what was wrong and what to do>"}}``.

=========================  ======  ==============================================================
code                       status  when
=========================  ======  ==============================================================
``invalid_json``           400     the body is not JSON (malformed, binary, not UTF-8)
``not_found``              404     no such endpoint
``method_not_allowed``     405     wrong HTTP method for the endpoint
``request_timeout``        408     the body did not arrive within ``request_timeout`` (slow client)
``body_too_large``         413     the body is over ``max_body_bytes`` (checked before reading it)
``unsupported_media_type`` 415     a POST body whose Content-Type is not ``application/json``
``invalid_request``        422     JSON that does not match the schema (missing or bad fields)
``invalid_input``          422     the library refused a value (htmlprune InputError)
``limit_exceeded``         422     a page is over a per-document limit (e.g. ``max_nodes``)
``scorer_unavailable``     422     scorer "embed" or "hybrid" on a server started without a model
``overloaded``             429     ``max_concurrency`` requests are already in flight; retry later
``internal``               500     a bug; the server logs the traceback
``timeout``                504     the work did not finish within ``request_timeout``
=========================  ======  ==============================================================
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping, Sequence
from typing import Any, Callable

from fastapi import FastAPI
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import Request

from htmlprune.errors import DocumentTimeoutError, HtmlpruneError, InputError, LimitExceededError

__all__ = [
    "ERROR_CODES",
    "INTERNAL_MESSAGE",
    "ServiceError",
    "error_body",
    "error_for",
    "error_response",
    "install_handlers",
    "library_error",
    "validation_error",
]

log = logging.getLogger(__name__)

#: code -> HTTP status; the table in the module docstring explains each.
ERROR_CODES: dict[str, int] = {
    "invalid_json": 400,
    "not_found": 404,
    "method_not_allowed": 405,
    "request_timeout": 408,
    "body_too_large": 413,
    "unsupported_media_type": 415,
    "invalid_request": 422,
    "invalid_input": 422,
    "limit_exceeded": 422,
    "scorer_unavailable": 422,
    "overloaded": 429,
    "internal": 500,
    "timeout": 504,
}


class ServiceError(Exception):
    """An error with a stable code, answered as JSON with the code's HTTP status."""

    def __init__(self, code: str, message: str, headers: Mapping[str, str] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.status = ERROR_CODES[code]
        self.message = message
        self.headers = headers


def error_body(code: str, message: str) -> bytes:
    """The JSON bytes of an error (also used by the raw ASGI middleware, before FastAPI runs)."""
    body = {"error": {"code": code, "message": message}}
    return json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()


def error_response(
    code: str, message: str, headers: Mapping[str, str] | None = None
) -> JSONResponse:
    """A JSONResponse for ``code`` with its status."""
    return JSONResponse(
        {"error": {"code": code, "message": message}},
        status_code=ERROR_CODES[code],
        headers=headers,
    )


def validation_error(errors: Sequence[Mapping[str, Any]]) -> ServiceError:
    """The ``invalid_json`` or ``invalid_request`` error for pydantic's (or FastAPI's) error list."""
    if any(e.get("type") == "json_invalid" for e in errors):
        ctx = errors[0].get("ctx") or {}
        msg = f"the body is not valid JSON: {ctx.get('error', 'decode error')}"
        return ServiceError("invalid_json", msg)
    if not errors:
        return ServiceError("invalid_request", "the request does not match the schema")
    first = errors[0]
    where = ".".join(str(p) for p in first.get("loc", ()) if p != "body") or "body"
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return ServiceError("invalid_request", f"{where}: {first.get('msg', 'invalid')}{more}")


def library_error(exc: HtmlpruneError) -> ServiceError:
    """The error that answers an exception of the library; ``internal`` (logged) for a bug."""
    code, message = _library_error(exc)
    if code == "internal":
        log.error("htmlprune error while serving a request", exc_info=exc)
    return ServiceError(code, message)


#: The message of ``internal``: the details stay in the server's log.
INTERNAL_MESSAGE = "internal error; the server log has the traceback"


def error_for(exc: Exception) -> ServiceError:
    """The error that answers ``exc``: itself, the library's mapping, or ``internal`` otherwise."""
    if isinstance(exc, ServiceError):
        return exc
    if isinstance(exc, HtmlpruneError):
        return library_error(exc)
    return ServiceError("internal", INTERNAL_MESSAGE)


def _library_error(exc: HtmlpruneError) -> tuple[str, str]:
    if isinstance(exc, DocumentTimeoutError):
        return "timeout", str(exc)
    if isinstance(exc, LimitExceededError):
        return "limit_exceeded", str(exc)
    if isinstance(exc, InputError):
        return "invalid_input", str(exc)
    return "internal", f"{type(exc).__name__}: {exc}"


_HTTP_CODES = {
    400: "invalid_json",
    404: "not_found",
    405: "method_not_allowed",
    413: "body_too_large",
}


def install_handlers(app: FastAPI) -> None:
    """Turns every error FastAPI, Starlette or htmlprune raises into the JSON shape above."""

    async def on_service_error(_request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, ServiceError)
        return error_response(exc.code, exc.message, exc.headers)

    async def on_validation(_request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        error = validation_error(list(exc.errors()))
        return error_response(error.code, error.message)

    async def on_http(_request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, StarletteHTTPException)
        code = _HTTP_CODES.get(exc.status_code)
        if code is None:  # no stable code of ours: keep the status, name it after it
            body = {"error": {"code": f"http_{exc.status_code}", "message": str(exc.detail)}}
            return JSONResponse(body, status_code=exc.status_code, headers=exc.headers)
        # FastAPI's only 400 is "There was an error parsing the body" (e.g. bytes that are not UTF-8).
        message = (
            "the body is not valid JSON (not UTF-8?)" if code == "invalid_json" else str(exc.detail)
        )
        return error_response(code, message, exc.headers)

    async def on_library(_request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, HtmlpruneError)
        error = library_error(exc)
        return error_response(error.code, error.message)

    async def on_unexpected(_request: Request, _exc: Exception) -> JSONResponse:
        # Starlette re-raises after this response, so the server logs the traceback.
        return error_response("internal", INTERNAL_MESSAGE)

    handlers: dict[Any, Callable[..., Any]] = {
        ServiceError: on_service_error,
        RequestValidationError: on_validation,
        StarletteHTTPException: on_http,
        HtmlpruneError: on_library,
        Exception: on_unexpected,
    }
    for exc_class, handler in handlers.items():
        app.add_exception_handler(exc_class, handler)
