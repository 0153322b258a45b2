"""Cleaning and block trees: the validated Python face of the native core.

Every function here accepts ``str`` or ``bytes``. Bytes are decoded as browsers decode them
(:func:`~htmlprune.detect_encoding`): by their byte-order mark or ``<meta charset>`` (WHATWG labels: latin1
is windows-1252, Shift_JIS is cp932); without either (or with a malformed or unknown label), as UTF-8 when
they are UTF-8, else in the legacy encoding a detector finds (windows-1252 when it finds none). Invalid
sequences become U+FFFD, never an error. :attr:`BlockTree.encodings` and ``PruneResult.encoding`` say which
encoding was used.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Union, get_args

from htmlprune import _core
from htmlprune._encodings import detect_encoding
from htmlprune.errors import InputError

if TYPE_CHECKING:
    import numpy as np
else:
    from htmlprune._numpy import np  # imported on first use (see _numpy.py)

__all__ = [
    "BlockElements",
    "BlockTree",
    "CleanOptions",
    "HtmlInput",
    "OutputFormat",
    "build_block_tree",
    "check_format",
    "clean",
    "clean_batch",
    "default_threads",
    "visible_text",
]

HtmlInput = Union[str, bytes, bytearray, memoryview]

#: What the output is written as: the (cleaned or kept) HTML, GFM markdown, or the visible text.
OutputFormat = Literal["html", "markdown", "text"]
_FORMATS: tuple[str, ...] = get_args(OutputFormat)

# The core's cleaning defaults (a default-constructed C++ CleanOptions): the one place they are written down
# is cpp/include/htmlprune/clean.hpp, and CleanOptions, visible_text and the stubs read them from here.
_CORE_DEFAULTS = _core.CleanOptions()


def check_format(format: object) -> OutputFormat:
    """``format`` itself when it is one of ``"html"``, ``"markdown"``, ``"text"``.

    Raises:
        InputError: any other value.
    """
    if not isinstance(format, str) or format not in _FORMATS:
        msg = f"format must be one of {', '.join(map(repr, _FORMATS))}, got {format!r}"
        raise InputError(msg)
    return format  # type: ignore[return-value]


@dataclass(frozen=True)
class CleanOptions:
    """Options of :func:`clean` and of the cleaning inside :func:`build_block_tree`.

    The defaults are the core's (``CleanOptions`` in ``cpp/include/htmlprune/clean.hpp``), read from the
    native module, so they are written down once. :meth:`to_core` gives the typed native options.

    Attributes:
        keep_attrs: attribute names to keep (lowercase); by default none, as in the paper.
            ``("href", "src", "alt", "title")`` keeps links and image descriptions.
        merge_single_nested: replace a wrapper whose only content is one element by that element.
        drop_empty: remove elements left without text (images with kept attributes stay).
        compact: omit end tags that HTML makes optional (``</p>``, ``</li>``, ``</td>``, ...): fewer tokens,
            same tree when parsed back.
        max_bytes: largest accepted input in bytes (LimitExceededError beyond).
        max_depth: deepest element nesting kept. Deeper elements are not an error: they are attached at
            this depth (flattened, as browsers cap depth), so every word is kept, in order, and a
            200,000-deep page is handled in linear time.
        max_nodes: most DOM nodes per page, text nodes included (LimitExceededError beyond; 0 =
            unlimited). The default (4 Mi) bounds memory at roughly 0.5 GB per page; the densest real
            pages have ~0.16 nodes per byte, so it is reached at ~25 MB of real HTML.
        signal_rules: which switchable rules of the block tree's boilerplate and byline signals apply, as
            the bits of ``SignalRule`` in ``cpp/include/htmlprune/boilerplate.hpp`` (1 author-page links,
            2 "By ..." text, 4 the title h1 named by ``<title>``, 8 profile links, 16 byline blocks, 32
            no byline links in citations); all by default. For ablations; no effect on :func:`clean`.
    """

    keep_attrs: tuple[str, ...] = tuple(_CORE_DEFAULTS.keep_attrs)
    merge_single_nested: bool = _CORE_DEFAULTS.merge_single_nested
    drop_empty: bool = _CORE_DEFAULTS.drop_empty
    compact: bool = _CORE_DEFAULTS.omit_optional_end_tags
    max_bytes: int = _CORE_DEFAULTS.max_bytes
    max_depth: int = _CORE_DEFAULTS.max_depth
    max_nodes: int = _CORE_DEFAULTS.max_nodes
    signal_rules: int = _CORE_DEFAULTS.signal_rules

    def __post_init__(self) -> None:
        if isinstance(self.keep_attrs, str):
            msg = f"keep_attrs must be a sequence of names, not the string {self.keep_attrs!r}"
            raise InputError(msg)
        object.__setattr__(self, "keep_attrs", tuple(a.lower() for a in self.keep_attrs))
        for name in ("max_bytes", "max_depth", "max_nodes", "signal_rules"):
            value = getattr(self, name)
            if not isinstance(value, int) or value < 0:
                msg = f"{name} must be a non-negative int, got {value!r}"
                raise InputError(msg)
        if self.max_depth == 0:
            msg = "max_depth must be at least 1"
            raise InputError(msg)

    def to_core(self, format: OutputFormat = "html") -> _core.CleanOptions:
        """These options as the native, typed ``_core.CleanOptions`` (what ``_core.clean`` takes).

        Fields this class does not expose (``unwrap_inline``, ``newline_between_blocks``) keep the core's
        defaults. The result is cached per (options, format); treat it as read-only.
        """
        return _native_options(self, check_format(format))


@functools.lru_cache(maxsize=64)
def _native_options(options: CleanOptions, format: OutputFormat) -> _core.CleanOptions:
    native = _core.CleanOptions()
    native.keep_attrs = list(options.keep_attrs)
    native.merge_single_nested = options.merge_single_nested
    native.drop_empty = options.drop_empty
    native.omit_optional_end_tags = options.compact
    native.max_bytes = options.max_bytes
    native.max_depth = options.max_depth
    native.max_nodes = options.max_nodes
    native.signal_rules = options.signal_rules
    native.format = format
    return native


_DEFAULT_OPTIONS = CleanOptions()  # one instance: its native form is built once


def _options(options: CleanOptions | None, overrides: dict[str, Any]) -> CleanOptions:
    if options is not None and not isinstance(options, CleanOptions):
        msg = f"options must be a CleanOptions, got {type(options).__name__}"
        raise TypeError(msg)
    base = options or _DEFAULT_OPTIONS
    if not overrides:
        return base
    unknown = set(overrides) - set(CleanOptions.__dataclass_fields__)
    if unknown:
        msg = f"unknown option(s) {sorted(unknown)}; valid: {sorted(CleanOptions.__dataclass_fields__)}"
        raise TypeError(msg)
    fields = {f: getattr(base, f) for f in CleanOptions.__dataclass_fields__}
    fields.update(overrides)
    return CleanOptions(**fields)


def _decode(html: object, what: str = "html") -> tuple[str | bytes, str | None]:
    """Validates one page: it as str or UTF-8 bytes for the core, and the codec its bytes were read with
    (None for a str)."""
    if isinstance(html, str):
        return html, None
    if isinstance(html, (bytes, bytearray, memoryview)):
        data = bytes(html)
        codec = detect_encoding(data).codec
        if codec == "utf-8":
            return data, codec  # the core replaces invalid UTF-8 with U+FFFD itself
        if codec.startswith("utf-16"):
            data = data[2:]  # only a byte-order mark names UTF-16: drop it
        return data.decode(codec, errors="replace"), codec
    msg = f"{what} must be str or bytes, got {type(html).__name__}"
    raise TypeError(msg)


def _as_input(html: object, what: str = "html") -> str | bytes:
    """Validates one page and returns it as str or UTF-8 bytes for the core."""
    return _decode(html, what)[0]


def _as_pages(html: object) -> tuple[list[str | bytes], tuple[str | None, ...]]:
    """The pages for the core and the codec each was read with (see :func:`_decode`)."""
    if isinstance(html, (str, bytes, bytearray, memoryview)):
        pages = [_decode(html)]
    elif isinstance(html, Sequence):
        if len(html) == 0:
            msg = "no pages given: pass an HTML string or a non-empty list of pages"
            raise InputError(msg)
        pages = [_decode(p, f"pages[{i}]") for i, p in enumerate(html)]
    else:
        msg = f"html must be str, bytes or a list of them, got {type(html).__name__}"
        raise TypeError(msg)
    return [page for page, _ in pages], tuple(codec for _, codec in pages)


def default_threads() -> int:
    """Worker threads for batch calls: $HTMLPRUNE_NUM_THREADS, else the CPU count."""
    env = os.environ.get("HTMLPRUNE_NUM_THREADS")
    if env:
        try:
            return max(1, int(env))
        except ValueError:
            msg = f"HTMLPRUNE_NUM_THREADS must be an integer, got {env!r}"
            raise InputError(msg) from None
    return max(1, os.cpu_count() or 1)


def clean(
    html: HtmlInput,
    *,
    options: CleanOptions | None = None,
    format: OutputFormat = "html",
    **overrides: Any,
) -> str:
    """Cleans one HTML page losslessly (HtmlRAG §3.2).

    Removes scripts, styles, templates, comments, doctype, head metadata, elements with the ``hidden``
    attribute and all attributes but ``keep_attrs``; merges single-nested wrappers; drops empty elements;
    collapses insignificant whitespace (``pre``/``code``/``textarea`` stay byte-exact). ``noscript`` content
    is kept as markup. The document ``<title>`` is kept on purpose: a browser shows it in the tab, not in
    the page (:func:`visible_text` leaves it out), but it is the page's best one-line context for a
    reader. The visible text is unchanged, and ``clean(clean(x)) == clean(x)``.

    Args:
        html: the page, as ``str`` or ``bytes`` (encoding sniffed from a BOM or ``<meta charset>``).
        options: a :class:`CleanOptions`; keyword overrides (``keep_attrs=("href",)``) win over it.
        format: ``"html"``; ``"markdown"``: the cleaned page as GitHub-flavoured markdown, written
            natively from the cleaned tree in the same pass (ATX headings, pipe tables whose first row is the
            header, tables with row/col spans or nested blocks left as inline HTML, nested lists, fenced
            code from ``pre``, emphasis, links as their text or ``[text](href)`` when ``keep_attrs`` keeps
            ``href``, images as their alt text; the words of :func:`visible_text`, in order); ``"text"``:
            its visible text, blocks on their own lines (the kept ``<title>`` first).

    Returns:
        The cleaned HTML (or its markdown / text).

    Raises:
        TypeError: ``html`` is not str/bytes, or an unknown option was given.
        InputError: an unknown ``format``.
        LimitExceededError: the page is larger than ``max_bytes`` or has more than ``max_nodes`` nodes.

    Example:
        >>> clean("<div><div><p>x</p></div></div>")
        '<p>x</p>'
        >>> print(clean("<h2>Moons</h2><table><tr><th>Planet<th>Moons<tr><td>Saturn<td>146</table>", format="markdown"))
        ## Moons
        <BLANKLINE>
        | Planet | Moons |
        |---|---|
        | Saturn | 146 |
    """
    opts = _options(options, overrides)
    return str(_core.clean(_as_input(html), options=opts.to_core(format)))


def clean_batch(
    pages: Sequence[HtmlInput],
    *,
    threads: int | None = None,
    options: CleanOptions | None = None,
    format: OutputFormat = "html",
    **overrides: Any,
) -> list[str]:
    """Cleans many pages on native threads, releasing the GIL once for the whole batch.

    ``threads=1`` is exactly the sequential path; any thread count gives identical output. ``format`` as
    in :func:`clean`.
    If a page fails (e.g. over ``max_bytes``), the first error is raised after all pages are done.
    """
    if isinstance(pages, (str, bytes)) or not isinstance(pages, Sequence):
        msg = f"pages must be a list of str/bytes, got {type(pages).__name__}"
        raise TypeError(msg)
    n_threads = default_threads() if threads is None else threads
    if not isinstance(n_threads, int) or n_threads < 1:
        msg = f"threads must be a positive int, got {threads!r}"
        raise InputError(msg)
    fmt = check_format(format)
    opts = _options(options, overrides)
    inputs = [_as_input(p, f"pages[{i}]") for i, p in enumerate(pages)]
    return list(_core.clean_batch(inputs, threads=n_threads, options=opts.to_core(fmt)))


def visible_text(
    html: HtmlInput,
    *,
    max_bytes: int = _CORE_DEFAULTS.max_bytes,
    max_depth: int = _CORE_DEFAULTS.max_depth,
    include_title: bool = False,
) -> str:
    """The text a browser would render: words in order, blocks on their own lines, whitespace collapsed.

    Scripts, styles, templates and head metadata are not visible, nor is the ``<title>`` (a browser shows
    it in the tab, not in the page); ``noscript`` content is (as with scripting disabled).
    ``include_title=True`` puts the document title first: the text of what :func:`clean` keeps (it keeps
    the title as the page's context), as ``clean(html, format="text")`` and the markdown output read it.
    """
    text = _core.visible_text(
        _as_input(html), max_bytes=max_bytes, max_depth=max_depth, include_title=include_title
    )
    return str(text)


@dataclass(frozen=True)
class BlockElements:
    """Every element on some block's path (each block's element and its element ancestors), one row each.

    Rows are grouped by page and in document pre-order within a page: a parent row precedes its children,
    and siblings are in document order. Elements that several pages share (the joining ``<html>`` and
    ``<body>``) get one row per page. A block whose node is the document root (bare top-level text) gets a
    root row with tag -1. All arrays have one entry per row.

    Attributes:
        node: uint32 Document node of the row.
        parent: int32 row of the enclosing element; -1 for a page's outermost row.
        tag: int32 index into :attr:`tag_names` of the element's name (-1: the document root).
        number: int32 number of the element among same-tag siblings as written in paths (``<h12>``: tag
            ``h1``, number 2); -1 when unnumbered.
        byte_start, byte_end: uint32 span of the element (start tag to end tag) in the UTF-8 of ``html``.
        block: int32 block whose element this is; -1 for an element that only holds blocks.
        page: int32 page of the row.
        tag_names: the distinct element names of the document.
    """

    node: np.ndarray
    parent: np.ndarray
    tag: np.ndarray
    number: np.ndarray
    byte_start: np.ndarray
    byte_end: np.ndarray
    block: np.ndarray
    page: np.ndarray
    tag_names: tuple[str, ...]

    def __len__(self) -> int:
        return len(self.parent)


class BlockTree:
    """The paper's block tree (Algorithm 1) over one or many cleaned pages. Immutable, picklable.

    Build it once per page set with :func:`build_block_tree` and query it many times: scorers cache
    per-tree data (block embeddings) in :attr:`cache`.

    Attributes:
        html: the cleaned HTML of all pages (several pages are joined under one ``<body>``).
        paths: per block, its unique path, e.g. ``<html><body><div2><p>`` (siblings numbered in the path only).
        texts: per block, its visible text (for a non-leaf block only its direct text).
        is_leaf, parent, depth, words, page, byte_start, byte_end: per-block NumPy arrays; ``parent`` is -1
            for top blocks; ``byte_start``/``byte_end`` are UTF-8 byte offsets of the block's element in ``html``.
        link_density, chrome_tag, chrome_role, chrome_class, link_list: per-block float32 boilerplate
            features in [0, 1], read from each page's markup before cleaning drops the attributes: the share
            of the block's text bytes (a leaf: its subtree; a non-leaf: its direct text) that is link text;
            inside ``nav``/``aside``/``form``/``menu``/``search`` or a page-level ``header``/``footer`` (not
            one of an ``article``/``section``/``main``); inside an ARIA role ``navigation``/``banner``/
            ``contentinfo``/``search``/``menu``/``menubar``/``complementary``; inside an element whose class
            or id has a menu-like token (``nav``, ``menu``, ``breadcrumb``, ``footer``, ``sidebar``,
            ``cookie``, ``share``, ``social``, ``skip``, ...); inside a repeated short link list (a list of 3+
            items, most of them short and mostly link text). The signals boilerpipe, readability and
            trafilatura use.
        byline: per-block float32 in [0, 1], read the same way: the share of the block's text inside a
            byline or author box (an ``address``, ``rel="author"``, ``itemprop="author"``/``"creator"``, or a
            class/id token ``author``/``authors``/``byline``/``writer``, a link to an author page or a
            user's profile (an ``href`` path segment ``author(s)``, ``contributor(s)``, ``profile(s)``,
            ``member(s)``, ``user(s)``), an element whose text opens with "By", "Written by", "Posted
            by", "Author:" followed by a name, on an element of at most 1 KB of text that holds no ``h1``;
            or a copyright notice). Not chrome: it says whose the content is (see
            :attr:`BM25Scorer.byline <htmlprune.BM25Scorer>`). With ``max_block_bytes``, an element holding
            a byline that is under half of its text (an author box beside a related-posts list) is split
            into blocks, so that the byline is a block of its own (table rows excepted).
        reference_list: per-block float32 in [0, 1], read the same way: the share of the block's text inside a
            reference list (an element whose class or id has the token ``references``, ``reflist`` or
            ``refbegin``: MediaWiki's list of sources and most CMSs'). Not chrome either, but every scorer
            ranks it after the content with the chrome (see :attr:`BM25Scorer.chrome_last
            <htmlprune.BM25Scorer>`).
        boilerplate: per block, the combined boilerplate score in [0, 1] (see :attr:`boilerplate`).
        title_distance: per block (float32), the words from the start of its page's title block to its own
            start in document order (negative before it, 0 for the title block), NaN where the page has no
            title. The title is the page's first ``h1`` whose text the signals above do not mark as chrome
            (the first such ``h1`` whose text is part of the page's ``<title>``, where one is: a blog's
            "Articles" h1 above the post's own): where the main content starts (readability's and trafilatura's anchor) and next to which
            bylines, dates and lead paragraphs sit.
        cache: a dict for per-tree derived data (not part of equality).
        encodings: per page, the Python codec its bytes were read with (``"utf-8"``, ``"cp1252"``,
            ``"cp932"``, ...: see :func:`~htmlprune.detect_encoding`); None for a page given as ``str``.
    """

    __slots__ = ("_core_tree", "_paths", "_texts", "cache", "encodings", "max_words")

    def __init__(
        self, core_tree: Any, max_words: int, encodings: tuple[str | None, ...] = ()
    ) -> None:
        self._core_tree = core_tree
        self.max_words = max_words
        self.encodings = encodings
        self._paths: list[str] | None = None
        self._texts: list[str] | None = None
        self.cache: dict[str, Any] = {}

    def __len__(self) -> int:
        return len(self._core_tree)

    def __iter__(self) -> Iterator[int]:
        return iter(range(len(self)))

    def __repr__(self) -> str:
        return f"BlockTree({len(self)} blocks, {len(self.html)} chars, max_words={self.max_words})"

    def __getstate__(self) -> dict[str, Any]:
        return {
            "core": self._core_tree,
            "max_words": self.max_words,
            "cache": self.cache,
            "encodings": self.encodings,
        }

    def __setstate__(self, state: dict[str, Any]) -> None:
        self._core_tree = state["core"]
        self.max_words = state["max_words"]
        self.cache = dict(state["cache"])
        self.encodings = tuple(state.get("encodings", ()))
        self._paths = None
        self._texts = None

    @property
    def core(self) -> Any:
        """The native tree (for htmlprune's own modules)."""
        return self._core_tree

    def refine(self, keep: np.ndarray, max_words: int, max_block_bytes: int | None = None) -> BlockTree:
        """The block tree of what keeping the blocks ``keep`` renders, split into blocks of ``max_words``.

        The second pass of the paper's two-pass pruning, built natively from this tree's nodes: no HTML is
        serialized and parsed again. It equals ``build_block_tree(prune-rendered HTML, max_words=...)`` with
        this tree's clean options (boilerplate signals included, read from the kept markup).

        Args:
            keep: a mask with one entry per block (non-zero = kept), e.g. from a :class:`PruneResult`.
            max_words: the largest word count of a leaf block of the new tree.
            max_block_bytes: as in :func:`build_block_tree`; None keeps this tree's.

        Raises:
            InputError: ``keep`` has the wrong length, or ``max_words < 1``.
        """
        mask = np.asarray(keep).reshape(-1)
        if mask.shape[0] != len(self):
            msg = f"keep has {mask.shape[0]} entries for a tree of {len(self)} blocks"
            raise InputError(msg)
        if not isinstance(max_words, int) or max_words < 1:
            msg = f"max_words must be a positive int, got {max_words!r}"
            raise InputError(msg)
        core = _core.refine_block_tree(
            self._core_tree, (mask != 0).astype(np.uint8), max_words=max_words, max_block_bytes=max_block_bytes
        )
        return BlockTree(core, max_words, self.encodings)

    @property
    def html(self) -> str:
        return str(self._core_tree.html)

    @property
    def paths(self) -> list[str]:
        if self._paths is None:
            self._paths = list(self._core_tree.paths)
        return self._paths

    @property
    def texts(self) -> list[str]:
        if self._texts is None:
            self._texts = list(self._core_tree.texts)
        return self._texts

    @property
    def is_leaf(self) -> np.ndarray:
        return np.asarray(self._core_tree.is_leaf)

    @property
    def parent(self) -> np.ndarray:
        return np.asarray(self._core_tree.parent)

    @property
    def depth(self) -> np.ndarray:
        return np.asarray(self._core_tree.depth)

    @property
    def words(self) -> np.ndarray:
        return np.asarray(self._core_tree.words)

    @property
    def page(self) -> np.ndarray:
        return np.asarray(self._core_tree.page)

    @property
    def byte_start(self) -> np.ndarray:
        return np.asarray(self._core_tree.byte_start)

    @property
    def byte_end(self) -> np.ndarray:
        return np.asarray(self._core_tree.byte_end)

    @property
    def link_density(self) -> np.ndarray:
        return np.asarray(self._core_tree.signal(0))

    @property
    def chrome_tag(self) -> np.ndarray:
        return np.asarray(self._core_tree.signal(1))

    @property
    def chrome_role(self) -> np.ndarray:
        return np.asarray(self._core_tree.signal(2))

    @property
    def chrome_class(self) -> np.ndarray:
        return np.asarray(self._core_tree.signal(3))

    @property
    def link_list(self) -> np.ndarray:
        return np.asarray(self._core_tree.signal(4))

    @property
    def byline(self) -> np.ndarray:
        return np.asarray(self._core_tree.signal(5))

    @property
    def reference_list(self) -> np.ndarray:
        return np.asarray(self._core_tree.signal(6))

    @property
    def ranked_last(self) -> np.ndarray:
        """Per block, what every scorer's chrome rule compares with its ``chrome_last`` threshold (float32 in
        [0, 1]): the larger of :attr:`boilerplate` and :attr:`reference_list`. A list of sources is no site
        chrome, but it answers no question its page does (``block_ranked_last`` in
        ``cpp/include/htmlprune/bm25_priors.hpp``)."""
        return np.asarray(np.maximum(self.boilerplate, self.reference_list), dtype=np.float32)

    @property
    def title_distance(self) -> np.ndarray:
        return np.asarray(self._core_tree.title_distance)

    @property
    def boilerplate(self) -> np.ndarray:
        """Per block, how much its markup says "site chrome", in [0, 1] (float32).

        The largest of the structural signals (chrome tag, ARIA role, class/id token, link list) and of the
        link density above 50% rescaled to [0, 1] (running text with many inline links stays low, a menu of
        links goes to 1), the latter scaled down for blocks under 12 words: a short byline whose author name
        is a link is not a menu. 0 for a block of plain content, 1 for a navigation menu.

        Link density does not count in a table row or cell (the block's element is a ``tr``, ``td`` or
        ``th``): a data table links the names and places in its cells, and its rows are data, not a
        menu (a navigation box is still marked by its lists, classes and roles). Nor in a page's title
        block (its first block at :attr:`title_distance` 0): a post's h1 links to its own permalink, a
        question's title sits beside an "Ask Question" button. A byline or author box
        (:attr:`byline`) is content whatever its surroundings: its share of the block is not chrome.

        Computed by the core (``block_boilerplate`` in ``cpp/include/htmlprune/bm25_priors.hpp``), the same
        numbers the scorers' boilerplate prior and chrome rule read (the rule with :attr:`reference_list`:
        :attr:`ranked_last`).
        """
        return np.asarray(_core.block_boilerplate(self._core_tree))

    def block_html(self, i: int) -> str:
        """The cleaned HTML of block ``i`` (a leaf: its whole element; a non-leaf: its element's subtree)."""
        self._check_index(i)
        return str(self._core_tree.block_html(i))

    def elements(self) -> BlockElements:
        """The element hierarchy above the blocks, as arrays (see :class:`BlockElements`). O(rows)."""
        raw = _core.block_elements(self._core_tree)
        return BlockElements(
            node=raw["node"],
            parent=raw["parent"],
            tag=raw["tag"],
            number=raw["number"],
            byte_start=raw["byte_start"],
            byte_end=raw["byte_end"],
            block=raw["block"],
            page=raw["page"],
            tag_names=tuple(raw["tag_names"]),
        )

    def _check_index(self, i: int) -> None:
        if not isinstance(i, (int, np.integer)) or not 0 <= int(i) < len(self):
            msg = f"block index {i!r} out of range for a tree of {len(self)} blocks"
            raise IndexError(msg)


def build_block_tree(
    html: HtmlInput | Sequence[HtmlInput],
    *,
    max_words: int = 256,
    max_block_bytes: int = 0,
    index_base: int = 1,
    options: CleanOptions | None = None,
    **overrides: Any,
) -> BlockTree:
    """Cleans ``html`` (one page or a list of pages) and builds the block tree (HtmlRAG Algorithm 1).

    Breadth-first from the root: a node whose subtree has at most ``max_words`` words becomes one leaf
    block; otherwise its children are visited and its own direct text, if any, becomes a non-leaf block.
    Words are counted CJK-aware (each CJK, Kana or Hangul character is one word).

    Args:
        html: a page (str/bytes) or a list of pages, joined under one root so one budget spans them all.
        max_words: the largest word count of a leaf block (the paper uses 256, then 128 for the fine pass).
        max_block_bytes: also split elements whose cleaned HTML is longer than this (0 = only words count,
            as in the paper); markup-heavy tables then become row blocks. Non-zero also gives a byline
            that is under half of its element's text (an author box beside a related-posts list) a block
            of its own, where the element has block-level children (see :attr:`BlockTree.byline`).
        index_base: first number of same-tag siblings in paths (1: ``div1, div2``; 0: the reference's
            ``div0, div1``, which the released HtmlRAG pruner checkpoints were trained on).
        options: cleaning options; keyword overrides win.

    Raises:
        TypeError: for inputs that are not str/bytes (or lists of them).
        InputError: for ``max_words < 1``, an empty list of pages, or ``compact=True`` (a rendering
            option: :func:`prune` takes it).
    """
    if not isinstance(max_words, int) or max_words < 1:
        msg = f"max_words must be a positive int, got {max_words!r}"
        raise InputError(msg)
    if not isinstance(max_block_bytes, int) or max_block_bytes < 0:
        msg = f"max_block_bytes must be a non-negative int, got {max_block_bytes!r}"
        raise InputError(msg)
    if index_base not in (0, 1):
        msg = f"index_base must be 0 or 1, got {index_base!r}"
        raise InputError(msg)
    opts = _options(options, overrides)
    if opts.compact:
        # A tree is rendered when it is pruned: that is where end tags are omitted or not.
        msg = "compact is chosen when the tree is rendered: pass compact= to prune() or HtmlPruner"
        raise InputError(msg)
    pages, encodings = _as_pages(html)
    core_tree = _core.build_block_tree(
        pages,
        max_words=max_words,
        max_block_bytes=max_block_bytes,
        index_base=index_base,
        options=opts.to_core(),
    )
    return BlockTree(core_tree, max_words, encodings)
