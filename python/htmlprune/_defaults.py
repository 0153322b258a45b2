"""Defaults shared by every entry point (API, CLI, server, batch, Ray), written down once."""

from __future__ import annotations

from htmlprune import _core

__all__ = ["DEFAULT_BUDGET"]

#: Tokens of output when no budget is given: the core's ``PruneConfig`` default (cpp/src/pipeline.cpp),
#: which ``htmlprune.PruneConfig`` and so ``HtmlPruner``, ``PruneBatch``, the CLI and the server read.
#: 2048 keeps the answer of 91-93% of the dev questions (WTQ, WCXB-author; benchmarks/README.md) at half
#: the reader cost of 4096, fits beside other pages in a small model's context, and was already what the
#: CLI, the server, batch and Ray used (the API alone said 4096).
DEFAULT_BUDGET: int = int(_core.PruneConfig().budget)
