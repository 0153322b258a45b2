"""Defaults shared by every entry point (API, CLI, server, batch, Ray), written down once."""

from __future__ import annotations

__all__ = ["DEFAULT_BUDGET"]

#: Tokens of output when no budget is given. 2048 keeps the answer of 91-93% of the dev questions (WTQ,
#: WCXB-author; benchmarks/README.md) at half the reader cost of 4096, fits beside other pages in a
#: small model's context, and was already what the CLI, the server, batch and Ray used.
DEFAULT_BUDGET = 2048
