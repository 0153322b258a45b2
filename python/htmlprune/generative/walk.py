"""Walking the token trie of block paths with the model: the three modes that give the same numbers.

Each walk fills ``log_prob[v]`` for every child ``v`` of a branching trie node (the log-softmax of the
children's logits at the node's prefix) and returns what it cost (:class:`WalkCost`):

* :meth:`TrieWalker.dfs`: the prompt once, then depth first with one KV cache cropped back to the common
  prefix; every token is computed once.
* :meth:`TrieWalker.tree`: all needed trie tokens in chunked passes under a tree-shaped attention mask.
* :meth:`TrieWalker.naive`: the released reference algorithm, breadth first, prompt + prefix per node.

torch is imported inside the methods; callers run them under ``torch.inference_mode()``.
"""

from __future__ import annotations

import functools
import inspect
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

__all__ = ["TrieWalker", "WalkCost", "cache_of"]


@dataclass(frozen=True)
class WalkCost:
    """What one walk cost: prompt tokens, token positions computed, forward passes, prompt seconds."""

    prompt_tokens: int
    computed: int
    passes: int
    prompt_seconds: float


def cache_of(out: Any) -> Any:
    """The KV cache of a forward pass's output (``cache`` since transformers 5.x, ``past_key_values`` before)."""
    cache = getattr(out, "cache", None)
    return cache if cache is not None else out.past_key_values


class TrieWalker:
    """One model on one device, walking :class:`htmlprune._core.TokenTrie` objects.

    Args:
        model: a transformers causal LM, already on ``device`` in ``dtype`` and in eval mode.
        device: its torch.device.
        dtype: its torch dtype (the tree mode's attention mask uses it).
        tree_chunk: most trie tokens per forward pass in :meth:`tree`.
    """

    def __init__(self, model: Any, device: Any, dtype: Any, tree_chunk: int) -> None:
        self.model = model
        self.device = device
        self.dtype = dtype
        self.tree_chunk = tree_chunk

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
        return out.logits[0, -1], cache_of(out), time.perf_counter() - t0

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

    def dfs(self, trie: Any, prompt: list[int], log_prob: np.ndarray) -> WalkCost:
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
            cache = cache_of(out)
            for k in range(i, j + 1):
                logits_of_call[k] = out.logits[0, k - i]
            cached = keep + seg.size
            computed += int(seg.size)
            passes += 1
            i = j + 1
        parts = [self._siblings_log_softmax(children, k, logits_of_call[k]) for k in range(n_calls)]
        self._write(trie, parts, range(n_calls), log_prob)
        return WalkCost(p, computed, passes, prompt_seconds)

    def tree(self, trie: Any, prompt: list[int], log_prob: np.ndarray) -> WalkCost:
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
            cache = cache_of(out)
            passes += 1
            for k, i in enumerate(here):
                logits_of_call[int(i)] = out.logits[0, k]
        parts = [self._siblings_log_softmax(children, k, logits_of_call[k]) for k in range(n_calls)]
        self._write(trie, parts, range(n_calls), log_prob)
        return WalkCost(p, p + n, passes, prompt_seconds)

    def naive(self, trie: Any, prompt: list[int], log_prob: np.ndarray) -> WalkCost:
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
        return WalkCost(len(prompt), computed, len(order), prompt_seconds)
