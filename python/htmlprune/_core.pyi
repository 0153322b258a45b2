"""Type stubs for htmlprune._core, the pybind11 native core (cpp/bindings/*.cpp).

Written by hand and kept in sync with the bindings; ``python -m mypy.stubtest htmlprune._core`` checks them
(tests/test_stubs.py). Private: the public API is the htmlprune package.
"""

from collections.abc import Callable, Sequence
from typing import Any, overload, type_check_only

import numpy as np
import numpy.typing as npt
from typing_extensions import TypeAlias

_Html: TypeAlias = str | bytes

@type_check_only
class _Pybind11Type(type):
    """The metaclass of pybind11-bound classes (pybind11_builtins.pybind11_type)."""

# ---- bind_block_tree.cpp --------------------------------------------------------------------------------

class BlockTree(metaclass=_Pybind11Type):
    """Immutable block tree (HtmlRAG Algorithm 1); build with build_block_tree()."""

    def __len__(self) -> int: ...
    def __getstate__(self) -> tuple[object, ...]: ...
    def __setstate__(self, arg0: tuple[object, ...], /) -> None: ...
    @property
    def html(self) -> str:
        """Cleaned, serialized HTML of all pages (byte_start/byte_end index its UTF-8)."""
    @property
    def paths(self) -> list[str]:
        """Per block: its path, e.g. '<html><body><div2><p>'."""
    @property
    def texts(self) -> list[str]:
        """Per block: its visible text (non-leaf blocks: direct text only)."""
    def block_html(self, i: int) -> str:
        """HTML of block i's element, a slice of html."""
    def block_piece_html(
        self,
        i: int,
        *,
        omit_optional_end_tags: bool = False,
        newline_between_blocks: bool = True,
        format: str = "html",
    ) -> str:
        """What keeping block i adds without its ancestors' tags."""
    def block_piece_bytes(
        self,
        *,
        omit_optional_end_tags: bool = False,
        newline_between_blocks: bool = True,
        format: str = "html",
    ) -> npt.NDArray[np.uint32]:
        """UTF-8 length of block_piece_html(i) for every block (one call for the whole tree)."""
    def signal(self, s: int) -> npt.NDArray[np.float32]:
        """Per block: share of its text bytes carrying boilerplate signal s (0 link, 1 chrome tag, 2 ARIA
        role, 3 class/id token, 4 link list, 5 byline); read-only view."""
    @property
    def is_leaf(self) -> npt.NDArray[np.bool_]:
        """Per block: whole subtree (True) or direct text only (False); read-only view."""
    @property
    def parent(self) -> npt.NDArray[np.int32]:
        """Per block: nearest enclosing non-leaf block, -1 for none; read-only view."""
    @property
    def depth(self) -> npt.NDArray[np.int32]:
        """Per block: number of elements in its path; read-only view."""
    @property
    def words(self) -> npt.NDArray[np.int32]:
        """Per block: CJK-aware word count; read-only view."""
    @property
    def page(self) -> npt.NDArray[np.int32]:
        """Per block: index of the source page; read-only view."""
    @property
    def byte_start(self) -> npt.NDArray[np.uint32]:
        """Per block: start of its element in the UTF-8 of html; read-only view."""
    @property
    def byte_end(self) -> npt.NDArray[np.uint32]:
        """Per block: end (exclusive) of its element in the UTF-8 of html; read-only view."""
    @property
    def title_distance(self) -> npt.NDArray[np.float32]:
        """Per block: words from its page's title block (first non-chrome h1) to it, NaN where the page
        has no title; read-only view."""
    @property
    def node_of_block(self) -> npt.NDArray[np.uint32]:
        """Per block: its Document node index; read-only view."""
    @property
    def node_tag(self) -> npt.NDArray[np.int32]:
        """Per Document node: index into tag_names, -1 for non-elements; read-only view."""
    @property
    def tag_names(self) -> list[str]:
        """Distinct element names of the document."""
    @property
    def n_nodes(self) -> int:
        """Number of Document nodes (length of node_tag)."""
    @property
    def n_pages(self) -> int:
        """Number of pages."""
    @property
    def max_words(self) -> int: ...
    @property
    def index_base(self) -> int: ...

def build_block_tree(
    pages: Sequence[_Html],
    *,
    max_words: int = 256,
    index_base: int = 1,
    max_path_depth: int = 0,
    max_block_bytes: int = 0,
    options: CleanOptions = ...,
) -> BlockTree:
    """Clean the pages (options: a CleanOptions; its serialize fields do not apply) and build their joint block
    tree; see htmlprune.build_block_tree."""

# ---- bind_block_elements.cpp ----------------------------------------------------------------------------

def block_elements(tree: BlockTree) -> dict[str, Any]:
    """Per element on a block's path: node, parent row, tag (index into tag_names), path sibling number (-1 unnumbered), byte_start/byte_end in html, block (-1 none), page; plus tag_names."""

# ---- bind_clean.cpp -------------------------------------------------------------------------------------

class CleanOptions(metaclass=_Pybind11Type):
    """Cleaning options with the core's defaults; see htmlprune.CleanOptions."""

    def __init__(self) -> None: ...
    # A default-constructed object holds the defaults of cpp/include/htmlprune/clean.hpp.
    keep_attrs: list[str]
    merge_single_nested: bool
    drop_empty: bool
    unwrap_inline: bool
    unwrap_layout: bool
    drop_controls: bool
    omit_optional_end_tags: bool
    newline_between_blocks: bool
    format: str  # "html", "markdown" or "text" (ValueError otherwise)
    max_bytes: int
    max_depth: int
    max_nodes: int
    signal_rules: int

def clean(html: _Html, *, options: CleanOptions = ...) -> str:
    """Parse, clean and serialize one page; see htmlprune.clean."""

def clean_batch(pages: list[_Html], *, threads: int = 0, options: CleanOptions = ...) -> list[str]:
    """Clean many pages on native threads (threads=0: default); see htmlprune.html.clean_batch."""

def visible_text(
    html: _Html, *, max_bytes: int = ..., max_depth: int = ..., include_title: bool = ...
) -> str:
    """The text a browser would render; see htmlprune.visible_text."""

def sniff_encoding(data: bytes) -> str:
    """Encoding label from a BOM or <meta charset> (lowercase WHATWG name), or '' if none."""

# ---- bind_bm25.cpp --------------------------------------------------------------------------------------

def bm25_scores(
    query: _Html,
    docs: Sequence[_Html],
    *,
    k1: float = 1.2,
    b: float = 0.75,
    remove_stopwords: bool = True,
    stem: str | None = None,
    fold_accents: bool = True,
) -> npt.NDArray[np.float32]:
    """Okapi BM25 score of each document; see htmlprune.BM25Scorer."""

def bm25_tokenize(
    text: _Html, *, remove_stopwords: bool = False, stem: str | None = None, fold_accents: bool = True
) -> list[str]:
    """The tokens BM25 sees (case-folded words, CJK bigrams; Snowball stems with stem=language, else
    without diacritics with fold_accents)."""

def stem_languages() -> list[str]:
    """The Snowball stemmer names BM25's stem= accepts (ISO 639 codes work too)."""

# ---- bind_prune.cpp -------------------------------------------------------------------------------------

def select_blocks(
    tree: BlockTree,
    scores: npt.ArrayLike,
    block_cost: npt.ArrayLike,
    node_tag_cost: npt.ArrayLike,
    budget: int,
    *,
    density: bool = False,
    keep_table_header: bool = True,
    heading_context: bool = False,
) -> npt.NDArray[np.uint8]:
    """Greedy block selection under an estimated token budget; returns the keep mask."""

def smooth_scores(
    tree: BlockTree, scores: npt.ArrayLike, weight: float = 0.5
) -> npt.NDArray[np.float32]:
    """Adds weight * (positive) score of the adjacent sibling blocks to each block's score."""

def estimate_cost(
    tree: BlockTree, keep: npt.ArrayLike, block_cost: npt.ArrayLike, node_tag_cost: npt.ArrayLike
) -> int:
    """The token estimate select_blocks uses, for any keep mask."""

class BlockMask(metaclass=_Pybind11Type):
    """A fit's keep mask (uint8 per block); numpy.asarray() views it."""

    def __len__(self) -> int: ...
    def __buffer__(self, flags: int, /) -> memoryview: ...

class BlockIndices(metaclass=_Pybind11Type):
    """Block indices (int64); numpy.asarray() views them."""

    def __len__(self) -> int: ...
    def __buffer__(self, flags: int, /) -> memoryview: ...

def fit_budget(
    tree: BlockTree,
    scores: npt.ArrayLike,
    block_cost: npt.ArrayLike,
    node_tag_cost: npt.ArrayLike,
    config: PruneConfig,
    native: BpeCounter | None,
    count: Callable[[str], int],
    line_additive: bool,
    time_limit: float | None,
) -> tuple[bool, str, int, BlockMask, bool, int, int, BlockIndices, BlockIndices]:
    """The budget engine (see cpp/include/htmlprune/budget.hpp) with config's fit options (budget, selection,
    output, smoothing): (finished, content, n_tokens, keep, truncated, cut, counts, kept, dropped)."""

class TagCosts(metaclass=_Pybind11Type):
    """Markup tokens by tag name for one tokenizer and one output format (token_costs.hpp); thread-safe."""

    def __init__(self, format: str) -> None: ...
    def __len__(self) -> int: ...
    @property
    def format(self) -> str: ...

def token_costs(
    tree: BlockTree,
    table: TagCosts,
    native: BpeCounter | None,
    count: Callable[[str], int],
    config: PruneConfig,
) -> tuple[npt.NDArray[np.uint32], npt.NDArray[np.uint32]]:
    """The estimates fit_budget selects on (token_costs.hpp): (block_cost, node_tag_cost)."""

def fit_by_dropping(
    pieces: Sequence[str],
    piece_tokens: Sequence[int],
    separator: str,
    separator_tokens: int,
    drop_order: Sequence[int],
    budget: int,
    *,
    native: BpeCounter | None,
    count: Callable[[str], int],
) -> int:
    """Drops pieces in drop_order until their estimate and the exact count of the rest, joined by separator,
    fit budget; returns how many were dropped."""

def refine_block_tree(
    tree: BlockTree, keep: npt.ArrayLike, *, max_words: int, max_block_bytes: int | None = None
) -> BlockTree:
    """The block tree of the kept blocks' render, built without serializing and parsing it."""

def render(
    tree: BlockTree,
    keep: npt.ArrayLike,
    *,
    omit_optional_end_tags: bool = False,
    newline_between_blocks: bool = True,
    format: str = "html",
    drop_inline_hidden: bool = False,
    unwrap_layout: bool = False,
    drop_controls: bool = False,
) -> str:
    """HTML (or markdown/text) of the tree keeping only the blocks with keep[i] != 0 (re-cleaned, well-formed)."""

def render_truncated(
    tree: BlockTree,
    block: int,
    max_text_bytes: int,
    *,
    omit_optional_end_tags: bool = False,
    newline_between_blocks: bool = True,
    format: str = "html",
    drop_inline_hidden: bool = False,
    unwrap_layout: bool = False,
    drop_controls: bool = False,
) -> str:
    """Block alone inside its ancestors' tags, text cut at a sentence/word boundary."""

# ---- bind_token_trie.cpp --------------------------------------------------------------------------------

class TokenTrie(metaclass=_Pybind11Type):
    """Trie of tokenized block paths; see htmlprune.generative."""

    def __init__(self, flat_ids: npt.ArrayLike, offsets: npt.ArrayLike) -> None:
        """Build from all paths' token ids concatenated and n_blocks + 1 offsets."""
    @property
    def n_nodes(self) -> int: ...
    @property
    def n_blocks(self) -> int: ...
    @property
    def n_calls(self) -> int: ...
    def score_blocks(self, log_prob: npt.ArrayLike) -> npt.NDArray[np.float32]:
        """Per-block sum of the per-node log-probabilities along its path."""
    def tree_mask(self, begin: int, end: int) -> npt.NDArray[np.bool_]:
        """Bool (end-begin, end) matrix: needed node c is an ancestor-or-self of needed node r."""
    # Read-only int32 views, one entry per node, block or call (see cpp/include/htmlprune/token_trie.hpp).
    @property
    def token(self) -> npt.NDArray[np.int32]: ...
    @property
    def parent(self) -> npt.NDArray[np.int32]: ...
    @property
    def depth(self) -> npt.NDArray[np.int32]: ...
    @property
    def first_child(self) -> npt.NDArray[np.int32]: ...
    @property
    def next_sibling(self) -> npt.NDArray[np.int32]: ...
    @property
    def n_children(self) -> npt.NDArray[np.int32]: ...
    @property
    def block_node(self) -> npt.NDArray[np.int32]: ...
    @property
    def end_offsets(self) -> npt.NDArray[np.int32]: ...
    @property
    def end_blocks(self) -> npt.NDArray[np.int32]: ...
    @property
    def call_nodes(self) -> npt.NDArray[np.int32]: ...
    @property
    def needed_nodes(self) -> npt.NDArray[np.int32]: ...
    @property
    def call_feed_offsets(self) -> npt.NDArray[np.int32]: ...
    @property
    def call_rows(self) -> npt.NDArray[np.int32]: ...
    @property
    def call_child_offsets(self) -> npt.NDArray[np.int32]: ...
    @property
    def call_children(self) -> npt.NDArray[np.int32]: ...

# ---- bind_sentence_tagger.cpp ---------------------------------------------------------------------------

# text: valid UTF-8 (str, or bytes the facade encoded); spans are byte offsets into its UTF-8.
def split_sentences(
    text: _Html, *, line_breaks: int = 0, max_segment_bytes: int = 0, max_bytes: int = 1073741824
) -> npt.NDArray[np.uint32]:
    """Sentence spans of UTF-8 text as an (n, 2) uint32 array of byte offsets [start, end)."""

def tag_sentences(
    text: _Html,
    *,
    line_breaks: int = 0,
    max_segment_bytes: int = 0,
    max_bytes: int = 1073741824,
    first_id: int = 1,
) -> tuple[str, npt.NDArray[np.uint32]]:
    """(tagged text with <TAG-i>...</TAG-i> around each sentence, (n, 2) uint32 byte spans)."""

# ---- bind_bpe_counter.cpp -------------------------------------------------------------------------------

def pack_bpe_model(
    vocab: Sequence[tuple[str, int]],
    merges: Sequence[tuple[str, str]],
    added_tokens: Sequence[tuple[str, bool]],
    ignore_merges: bool = False,
    pattern: str = "gpt2",
) -> bytes:
    """BpeCounter's arguments resolved to its tables, as bytes for BpeCounter.from_packed (the
    tokenizer-table cache). ValueError where BpeCounter would refuse them."""

class BpeCounter(metaclass=_Pybind11Type):
    """Exact token counts of a byte-level BPE tokenizer.json; see htmlprune.tokenizer."""

    def __init__(
        self,
        vocab: Sequence[tuple[str, int]],
        merges: Sequence[tuple[str, str]],
        added_tokens: Sequence[tuple[str, bool]],
        ignore_merges: bool = False,
        pattern: str = "gpt2",
    ) -> None:
        """vocab: (token, id) pairs; merges: (left, right) in rank order; added_tokens: (content, normalized);
        pattern: the pre-tokenizer, 'gpt2', 'llama3' or 'qwen2' (see bpe_counter.hpp)."""
    @staticmethod
    def from_packed(data: bytes) -> BpeCounter:
        """The counter of pack_bpe_model()'s bytes (ValueError for bytes it did not write)."""
    def count(self, text: str) -> int:
        """Tokens of text (no special tokens added), or -1 when it must be counted by tokenizers."""
    def count_batch(self, texts: Sequence[str]) -> list[int]:
        """count() of each text, as a list."""
    @property
    def cache_size(self) -> int: ...

# ---- bind_pipeline.cpp ----------------------------------------------------------------------------------

class PruneConfig(metaclass=_Pybind11Type):
    """Every option of the pruning pipeline with its one default (pipeline.hpp); see htmlprune.PruneConfig."""

    @overload
    def __init__(self) -> None: ...
    @overload
    def __init__(self, other: PruneConfig) -> None: ...
    clean: CleanOptions
    max_words: int
    max_block_bytes: int
    budget: int
    density: bool
    keep_table_header: bool
    heading_context: bool
    compact: bool
    semantic: bool
    drop_inline_hidden: bool
    format: str
    newline_between_blocks: bool
    smoothing: float
    top_up_tries: int
    top_up_slack: float
    bytes_per_token: float
    time_limit: float

class Bm25Config(metaclass=_Pybind11Type):
    """BM25 and its priors in one value (bm25_priors.hpp); see BM25Scorer."""

    def __init__(self) -> None: ...
    k1: float
    b: float
    remove_stopwords: bool
    context: bool
    stem: str | None
    fold_accents: bool
    boilerplate: float
    position: float
    lead: float
    lead_words: float
    neighbour: float
    neighbour_words: float
    tail: float
    tail_words: float
    byline: float
    chrome_last: float

def bm25_tree_scores(query: _Html, tree: BlockTree, config: Bm25Config) -> npt.NDArray[np.float32]:
    """BM25 of each block's text with config's priors (bm25_priors.hpp), float32; see htmlprune.BM25Scorer."""

def block_boilerplate(tree: BlockTree) -> npt.NDArray[np.float32]:
    """Each block's chrome score in [0, 1] (float32); see htmlprune.html.BlockTree.boilerplate."""

def rank_chrome_last(
    scores: npt.ArrayLike, chrome: npt.ArrayLike, threshold: float
) -> npt.NDArray[np.float32]:
    """The scores (float32) with the blocks whose chrome score is at least threshold after all others."""

def prune_batch(
    items: list[tuple[str, Sequence[_Html] | BlockTree, npt.ArrayLike | None]],
    config: PruneConfig,
    bm25: Bm25Config | None,
    native: BpeCounter | None,
    count: Callable[[str], int],
    line_additive: bool,
    tag_costs: TagCosts,
    threads: int,
    ranker_weights: Sequence[float] | None = None,
    ranker_bias: float = 0.0,
) -> list[Any]:
    """The pipeline (pipeline.hpp) for each (query, pages or BlockTree, scores or None) item on up to threads
    native threads: per item (tree or None, stage or None, seconds, fit_budget's tuple), or its exception.
    With ranker_weights the items without scores are scored by the learned ranker (ranker.hpp)."""

def ranker_feature_names() -> list[str]:
    """The ranker's feature names, in column order (ranker.hpp RankerFeature)."""

def ranker_features(query: _Html, tree: BlockTree, config: Bm25Config) -> npt.NDArray[np.float32]:
    """The ranker's features of every block, float32 of shape (blocks, features); BM25 and priors per config."""

def ranker_scores(
    query: _Html, tree: BlockTree, config: Bm25Config, weights: Sequence[float], bias: float
) -> npt.NDArray[np.float32]:
    """Every block's logit less the best one (float32, <= 0); logit = bias + weights . ranker_features."""
