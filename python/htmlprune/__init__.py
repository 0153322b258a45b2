"""htmlprune: raw web HTML in, the smallest structured context an LLM needs out.

Example:
    >>> import htmlprune
    >>> htmlprune.clean("<div><div><p>Hello <b>world</b></p></div></div><script>x()</script>")
    '<p>Hello <b>world</b></p>'
    >>> pruner = htmlprune.HtmlPruner(budget=64)
    >>> result = pruner("Who won?", "<h2>Results</h2><table><tr><th>Winner<tr><td>Ada</table><p>Other news</p>")
    >>> "Ada" in result.html and result.n_tokens <= 64
    True

The top level holds what a user needs first: :func:`clean`, :func:`visible_text`, :func:`build_block_tree`,
the pipeline (:class:`HtmlPruner` and its :class:`PruneConfig`, :func:`prune`, :class:`PruneResult`), the
scorers, the protocols and the errors. The rest lives in submodules: ``htmlprune.html`` (``BlockTree``,
``clean_batch``), ``htmlprune.pruning`` (``prune_batch``), ``htmlprune.tokenizer`` (``load_tokenizer``),
``htmlprune.scorers`` (``make_scorer``, ``fuse``), and the model-backed parts, which import their heavy
dependencies lazily: ``htmlprune.embed`` (ONNX Runtime), ``htmlprune.generative`` (PyTorch),
``htmlprune.hiro``, ``htmlprune.search``.

Bring your own parts: any object with ``score(query, tree)`` is a :class:`Scorer`, any object with
``encode``/``encode_queries``/``fingerprint`` an :class:`Embedder` (both ``typing.Protocol``, documented in
``htmlprune._backends``), and ``tokenizer=`` takes a ``tokenizer.json``, a ``tokenizers``/``transformers``
tokenizer or any object with ``count(text) -> int``, wrapped in one :class:`TokenCounter`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from htmlprune._backends import Embedder, Scorer
from htmlprune._encodings import PageEncoding, detect_encoding
from htmlprune.config import PruneConfig
from htmlprune.errors import (
    DocumentTimeoutError,
    HtmlpruneError,
    InputError,
    LimitExceededError,
    MissingDependencyError,
    ModelError,
)
from htmlprune.html import CleanOptions, build_block_tree, clean, visible_text
from htmlprune.pruning import HtmlPruner, PruneResult, prune
from htmlprune.scorers import BM25Scorer, EmbeddingScorer, HybridScorer, LearnedScorer
from htmlprune.tokenizer import TokenCounter

__version__ = "0.1.0"

# Names served lazily from submodules with optional dependencies (PEP 562), so `import htmlprune` stays light.
_LAZY = {
    "PathScorer": "htmlprune.generative",
}
if TYPE_CHECKING:  # the lazy names, typed for checkers and IDEs without importing them at run time
    from htmlprune.generative import PathScorer

__all__ = [
    "BM25Scorer",
    "CleanOptions",
    "DocumentTimeoutError",
    "Embedder",
    "EmbeddingScorer",
    "HtmlPruner",
    "HtmlpruneError",
    "HybridScorer",
    "InputError",
    "LearnedScorer",
    "LimitExceededError",
    "MissingDependencyError",
    "ModelError",
    "PageEncoding",
    "PathScorer",
    "PruneConfig",
    "PruneResult",
    "Scorer",
    "TokenCounter",
    "__version__",
    "build_block_tree",
    "clean",
    "detect_encoding",
    "prune",
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
