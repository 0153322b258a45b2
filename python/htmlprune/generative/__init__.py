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

Layout: :mod:`~htmlprune.generative.scorer` (:class:`PathScorer`, :class:`GenStats`),
:mod:`~htmlprune.generative.walk` (the three trie walks), :mod:`~htmlprune.generative.prompt` (template and
fitting), :mod:`~htmlprune.generative.loading` (models, GGUF conversion, device and dtype). Import the public
names from here.

Example:
    >>> from htmlprune import BM25Scorer, HtmlPruner  # doctest: +SKIP
    >>> from htmlprune.generative import PathScorer  # doctest: +SKIP
    >>> fine = PathScorer()  # SmolLM2-135M-Instruct + the shipped path-pruner LoRA  # doctest: +SKIP
    >>> HtmlPruner(BM25Scorer(), budget=1024, fine_scorer=fine)("Who won?", html).html  # doctest: +SKIP
"""

from __future__ import annotations

from htmlprune.generative.loading import gguf_to_transformers
from htmlprune.generative.prompt import PROMPT_TEMPLATE, PromptTruncatedWarning
from htmlprune.generative.scorer import MODES, GenStats, PathScorer

__all__ = [
    "MODES",
    "PROMPT_TEMPLATE",
    "GenStats",
    "PathScorer",
    "PromptTruncatedWarning",
    "gguf_to_transformers",
]
