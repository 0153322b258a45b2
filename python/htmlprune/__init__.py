"""htmlprune: raw web HTML in, the smallest structured context an LLM needs out.

Example:
    >>> import htmlprune
    >>> htmlprune.clean("<div><div><p>Hello <b>world</b></p></div></div><script>x()</script>")
    '<p>Hello <b>world</b></p>'
    >>> pruner = htmlprune.HtmlPruner(budget=64)
    >>> result = pruner("Who won?", "<h2>Results</h2><table><tr><th>Winner<tr><td>Ada</table><p>Other news</p>")
    >>> "Ada" in result.html and result.n_tokens <= 64
    True

Model-backed parts live in submodules that import their heavy dependencies lazily:
``htmlprune.embed`` (ONNX Runtime), ``htmlprune.generative`` (PyTorch), ``htmlprune.hiro``,
``htmlprune.search``.

Bring your own parts: any object with ``score(query, tree)`` is a :class:`Scorer`, any object with
``encode``/``encode_queries``/``fingerprint`` an :class:`Embedder`, any object with ``count(text)`` a
:class:`Tokenizer` (all three ``typing.Protocol``, documented in ``htmlprune._backends``). The built-in
scorers are gathered in :mod:`htmlprune.scorers`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from htmlprune._backends import Embedder, Scorer, Tokenizer, as_embedder
from htmlprune._encodings import PageEncoding, detect_encoding
from htmlprune.errors import (
    DocumentTimeoutError,
    HtmlpruneError,
    InputError,
    LimitExceededError,
    MissingDependencyError,
    ModelError,
)
from htmlprune.html import (
    BlockTree,
    CleanOptions,
    build_block_tree,
    clean,
    clean_batch,
    to_markdown,
    visible_text,
)
from htmlprune.pruning import BM25Scorer, HtmlPruner, PruneResult, prune
from htmlprune.scorers import EmbeddingScorer, HybridScorer
from htmlprune.tokenizer import TokenCounter, load_tokenizer

__version__ = "0.1.0"

# Names served lazily from submodules with optional dependencies (PEP 562), so `import htmlprune` stays light.
_LAZY = {
    "OnnxEmbedder": "htmlprune.embed",
    "PathScorer": "htmlprune.generative",
}
if TYPE_CHECKING:  # the lazy names, typed for checkers and IDEs without importing them at run time
    from htmlprune.embed import OnnxEmbedder
    from htmlprune.generative import PathScorer

__all__ = [
    "BM25Scorer",
    "BlockTree",
    "CleanOptions",
    "DocumentTimeoutError",
    "Embedder",
    "EmbeddingScorer",
    "HtmlPruner",
    "HtmlpruneError",
    "HybridScorer",
    "InputError",
    "LimitExceededError",
    "MissingDependencyError",
    "ModelError",
    "OnnxEmbedder",
    "PageEncoding",
    "PathScorer",
    "PruneResult",
    "Scorer",
    "TokenCounter",
    "Tokenizer",
    "__version__",
    "as_embedder",
    "build_block_tree",
    "clean",
    "clean_batch",
    "detect_encoding",
    "load_tokenizer",
    "prune",
    "to_markdown",
    "visible_text",
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        msg = f"module 'htmlprune' has no attribute {name!r}"
        raise AttributeError(msg)
    import importlib

    return getattr(importlib.import_module(module), name)


def __dir__() -> list[str]:
    # dir(htmlprune) and IDE completion list the lazy names too
    return sorted(set(globals()) | set(__all__))
