"""Errors of the search-augmentation steps, placed under htmlprune's exception tree::

    HtmlpruneError
    ├── SearchError (RuntimeError)          a search API failed or answered in an unexpected shape
    └── FetchError (RuntimeError)           a page could not be fetched
        └── BlockedAddressError (PermissionError)  the URL resolves to a private/loopback/link-local address

LLM backends raise :class:`htmlprune.errors.ModelError` when a model cannot be loaded or an endpoint fails.
"""

from __future__ import annotations

from htmlprune.errors import HtmlpruneError

__all__ = ["BlockedAddressError", "FetchError", "SearchError"]


class SearchError(HtmlpruneError, RuntimeError):
    """A search API could not be reached, refused the request, or answered in an unexpected shape."""


class FetchError(HtmlpruneError, RuntimeError):
    """A page could not be fetched (network error, HTTP error status, unsupported content, too many redirects)."""


class BlockedAddressError(FetchError, PermissionError):
    """The URL (or a redirect hop) points at a private, loopback, link-local or otherwise non-public address.

    Pass ``allow_private=True`` (or ``allowed_hosts`` / ``allowed_networks``) to the fetcher for tests and
    intranets.
    """
