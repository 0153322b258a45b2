"""Adapters for RAG frameworks: ``htmlprune.integrations.langchain`` and ``htmlprune.integrations.llamaindex``.

Each imports its framework lazily (extras ``[langchain]`` and ``[llamaindex]``); the framework-free part they
share (prune one page, provenance metadata) is :mod:`htmlprune.integrations._documents`.
"""

from __future__ import annotations
