"""The work behind the endpoints: models loaded once, jobs that run on the worker threads.

Everything a job touches is shared read-only between threads: the tokenizer (Rust, thread-safe), the
BM25 scorer (stateless), the ONNX Runtime session (``run`` is thread-safe). Per-request state (the
block tree and its caches) belongs to one job.

Jobs answer JSON bytes, serialized on the worker thread: the response models (``CleanResponse``,
``PruneResponse``) describe them in the OpenAPI schema, but building ~50 validated ``KeptBlock``
objects per request would cost more than the JSON itself (tests check the bytes against the models).
"""

from __future__ import annotations

import dataclasses
import logging
import time
from typing import Any

import pydantic_core

from htmlprune._backends import Scorer
from htmlprune.config import PruneConfig
from htmlprune.html import CleanOptions, clean
from htmlprune.pruning import HtmlPruner
from htmlprune.scorers import BM25Scorer, LearnedScorer, make_scorer
from htmlprune.scorers.hybrid import HybridScorer
from htmlprune.server.config import DEFAULT_MODEL, ServerConfig
from htmlprune.server.errors import ServiceError
from htmlprune.server.schemas import CleanRequest, PruneRequest
from htmlprune.tokenizer import TokenCounter, load_tokenizer

__all__ = ["Service"]

log = logging.getLogger(__name__)


class Service:
    """Models and settings of one running app; builds nothing per request but the pipeline's own state."""

    def __init__(self, config: ServerConfig) -> None:
        self.config = config
        self.tokenizer: TokenCounter = load_tokenizer(config.tokenizer)
        # A page can be no larger than the body; depth beyond max_depth is flattened (not an error).
        limits = config.prune.clean
        self.prune_config = config.prune.replace(
            clean=dataclasses.replace(
                limits, max_bytes=min(limits.max_bytes, config.max_body_bytes)
            )
        )
        self.clean_options = self.prune_config.clean
        self.scorers: dict[str, Scorer] = {"bm25": BM25Scorer(), "learned": LearnedScorer()}
        if "embed" in config.scorers:
            t0 = time.perf_counter()
            model = config.model or DEFAULT_MODEL
            embed = make_scorer("embed", model, threads=config.embed_threads)
            self.scorers["embed"] = embed
            self.scorers["hybrid"] = HybridScorer(embed)  # shares the model and its session
            log.info("loaded embedding model %s in %.1f s", model, time.perf_counter() - t0)
        self._pruners = {
            name: HtmlPruner(scorer, config=self.prune_config, tokenizer=self.tokenizer)
            for name, scorer in self.scorers.items()
        }

    def request_config(self, request: PruneRequest, time_limit: float) -> PruneConfig:
        """The server's PruneConfig with the request's options and ``time_limit``.

        Raises:
            ServiceError: a request asks for a page limit above the server's.
        """
        base = self.prune_config
        asked = request.model_dump(include=_CONFIG_FIELDS, exclude_none=True)
        clean_asked = request.model_dump(include=_CLEAN_FIELDS, exclude_none=True)
        for name in ("max_bytes", "max_depth", "max_nodes"):
            server = getattr(base.clean, name) or float("inf")  # max_nodes 0: unlimited
            if name in clean_asked and (clean_asked[name] or float("inf")) > server:
                msg = f"{name} may not exceed the server's ({getattr(base.clean, name)}), got {clean_asked[name]}"
                raise ServiceError("invalid_request", msg)
        if "keep_attrs" in clean_asked:
            clean_asked["keep_attrs"] = tuple(clean_asked["keep_attrs"])
        if clean_asked:
            asked["clean"] = dataclasses.replace(base.clean, **clean_asked)
        if "time_limit" in asked:
            time_limit = min(time_limit, asked["time_limit"])
        asked["time_limit"] = time_limit
        return base.replace(**asked)

    @staticmethod
    def _time_left(deadline: float) -> float:
        left = deadline - time.monotonic()
        if left <= 0:
            msg = "the request timed out while waiting for a worker thread"
            raise ServiceError("timeout", msg)
        return left

    def clean(self, request: CleanRequest, deadline: float | None = None) -> bytes:
        """``POST /v1/clean`` on a worker thread: a ``CleanResponse`` as JSON (``deadline`` unused)."""
        html = clean(
            request.html,
            options=self.clean_options,
            keep_attrs=tuple(request.keep_attrs),
            compact=request.compact,
        )
        return _json({"html": html})

    def prune(self, request: PruneRequest, deadline: float) -> bytes:
        """``POST /v1/prune`` on a worker thread: a ``PruneResponse`` as JSON.

        Raises:
            DocumentTimeoutError: the work passed ``deadline`` (``time.monotonic()`` seconds).
        """
        name = request.scorer or self.config.method
        if name not in self.scorers:
            msg = f"scorer {name!r} is not loaded; start the server with --model (loaded: {sorted(self.scorers)})"
            raise ServiceError("scorer_unavailable", msg)
        pruner = self._pruners[name]
        time_limit = self._time_left(deadline)
        if (
            request.model_fields_set & _OPTIONS
        ):  # the request sets options: its own pruner, models shared
            config = self.request_config(request, time_limit)
            pruner = HtmlPruner(pruner.scorer, config=config, tokenizer=self.tokenizer)
            time_limit = config.time_limit or time_limit
        result = pruner(request.question, request.page_list(), time_limit=time_limit)
        budget = result.budget
        tree = result.tree
        kept = result.kept
        paths = tree.paths
        pages = tree.page[kept].tolist()
        starts = tree.byte_start[kept].tolist()
        ends = tree.byte_end[kept].tolist()
        blocks = [
            {"block": b, "page": p, "path": paths[b], "byte_start": s, "byte_end": e}
            for b, p, s, e in zip(kept.tolist(), pages, starts, ends)
        ]
        return _json(
            {
                "html": result.html,
                "content": result.content,
                "format": result.format,
                "n_tokens": int(result.n_tokens),
                "budget": budget,
                "truncated": bool(result.truncated),
                "scorer": name,
                "n_blocks": len(tree),
                "kept": blocks,
                "cleaned_html": tree.html if request.include_cleaned else None,
            }
        )


# The PruneRequest fields that are PruneConfig fields, and those that are its cleaning options.
_CONFIG_FIELDS = {f.name for f in dataclasses.fields(PruneConfig)} - {"clean"}
_CLEAN_FIELDS = {f.name for f in dataclasses.fields(CleanOptions)} - {"compact"}
_OPTIONS = frozenset(_CONFIG_FIELDS | _CLEAN_FIELDS)


def _json(body: dict[str, Any]) -> bytes:
    # pydantic's serializer (Rust): compact, UTF-8 as is; ~7x faster than json.dumps on a 17 KB answer
    # with 45 kept blocks (0.02 vs 0.15 ms), time a worker holds the GIL while the event loop waits.
    return pydantic_core.to_json(body)
