"""BM25, the default scorer: lexical, native, no model, with the page-structure priors that make it hold on
messy pages (boilerplate, title lead, content end, bylines, neighbours)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from htmlprune import _core
from htmlprune.errors import InputError
from htmlprune.html import BlockTree

__all__ = ["BM25Scorer", "check_query", "stem_languages"]


@dataclass(frozen=True)
class BM25Scorer:
    """Okapi BM25 of the question against each block's text, computed natively.

    Unicode case folding (diacritics dropped, ``fold_accents``), word tokens with CJK character bigrams,
    IDF over the tree's blocks, English stopwords removed from the query, and optionally (``stem``)
    Snowball stemming of query and block words (the vendored libstemmer_c), so that "released" matches
    "Release Date".

    Attributes:
        k1: term-frequency saturation.
        b: length normalisation.
        remove_stopwords: drop English stopwords from the query.
        context: score a block together with its heading and its table's header row.
        boilerplate: weight in [0, 1] of the boilerplate prior: each score is multiplied by
            ``1 - boilerplate * tree.boilerplate`` (:attr:`BlockTree.boilerplate`), so that a menu, footer
            or link list whose words match the question ranks below the content that answers it. 0 turns
            the prior off (plain BM25, as in the paper).
        position: weight of the position prior: each score is multiplied by ``1 + position * (1 - i / n)``
            for block ``i`` of ``n`` (blocks are in document order), so that among blocks that match alike
            the earlier ones (title, byline, lead, the first rows of a table) rank first. 0 turns it off.
        stem: the Snowball stemmer, by name or ISO 639 code (``"english"``, ``"de"``, ``"russian"``;
            :func:`stem_languages` lists them), or None for none. CJK bigrams are never stemmed.
        lead: weight of the lead prior: the title's neighbours share its match. Each block at the start
            of the main content (the page's title block, :attr:`BlockTree.title_distance`, and the
            ``lead_words`` words after it; a few words before it fade in) gets ``lead * closeness *
            (1 - boilerplate)`` times the title block's score added, closeness falling linearly from 1 at
            the title to 0 at ``lead_words``. The byline, date and lead paragraph under a title the
            question names rarely share its words; a question the title does not match (a table row
            far down the page) leaves the scores as they were. Pages without a title (no ``h1`` outside
            the chrome) are unaffected. 0 turns it off.
        lead_words: how many words after the title the lead prior reaches.
        neighbour: weight of the neighbour prior: each block gets ``neighbour * (1 - boilerplate)`` times
            the best score among the blocks around it and itself, that score decaying by ``exp(-d /
            neighbour_words)`` over the ``d`` words from one block's start to the other's (document
            order, within a page). A caption, a label, the rows and sentences right around a matching
            block come before far-off weak matches; a menu next to a match does not.
            Unlike the sibling ``smoothing`` of :func:`prune` it crosses element boundaries (a byline
            in another ``div`` next to the lead). 0 turns it off.
        neighbour_words: the decay length of the neighbour prior, in words.
        tail: weight of the content-end prior: the end of the main content shares the title's match, as
            its start does through ``lead``. The main content runs from the title block until chrome
            (blocks with ``boilerplate >= 0.5``) fills :data:`_CONTENT_END_CHROME_WORDS` words in a row;
            its last ``tail_words`` words (blocks of content that end there, and the chrome between them)
            get ``tail * closeness * (1 - boilerplate)`` times the title block's score added, closeness
            rising linearly to 1 at the end. Articles, posts and product pages close their main text with
            its metadata (byline, author box, date, source, tags, "written by", the seller) after the
            body, out of the lead prior's reach. No title, or a question the title does not match: no
            change. 0 turns it off.
        tail_words: how many words before the main content's end the content-end prior reaches.
        byline: weight of the byline prior: the page's bylines and author boxes share the title's match,
            wherever they sit. Each block gets ``byline * share * (1 - boilerplate)`` times its page
            title block's score added, ``share`` being its :attr:`BlockTree.byline` (text inside an
            ``address``, ``rel="author"``, ``itemprop="author"``, a class ``author``/``byline``, ...).
            Whose the content is belongs with the content: an author box in the sidebar or after the
            comments is out of the lead and content-end priors' reach, and a byline costs a few tokens.
            No title, or a question the title does not match: no change. 0 turns it off.
        fold_accents: without ``stem``, match words without their diacritics, as search engines' ASCII
            folding does: a question typed as "Norrkoping" or "Sebastien" finds "Norrköping" and
            "Sébastien" (Latin letters whose decomposition is a letter plus combining marks; "ø", "ł"
            have none and stay). A stemmer reads its language's accents itself, so with ``stem`` it is
            not applied.
    """

    k1: float = 1.2
    b: float = 0.75
    remove_stopwords: bool = True
    context: bool = True
    boilerplate: float = 0.8
    position: float = 0.5
    stem: str | None = None
    lead: float = 1.0
    lead_words: int = 250
    neighbour: float = 0.3
    neighbour_words: float = 50.0
    tail: float = 0.7
    tail_words: float = 100.0
    byline: float = 1.0
    fold_accents: bool = True

    def __post_init__(self) -> None:
        if not (self.k1 >= 0 and 0 <= self.b <= 1):
            msg = f"BM25 needs k1 >= 0 and 0 <= b <= 1, got k1={self.k1}, b={self.b}"
            raise InputError(msg)
        if not 0 <= self.boilerplate <= 1:
            msg = f"boilerplate must be in [0, 1], got {self.boilerplate}"
            raise InputError(msg)
        if not self.position >= 0:
            msg = f"position must be >= 0, got {self.position}"
            raise InputError(msg)
        if not self.lead >= 0 or not self.lead_words >= 1:
            msg = f"lead must be >= 0 and lead_words >= 1, got lead={self.lead}, lead_words={self.lead_words}"
            raise InputError(msg)
        if not self.neighbour >= 0 or not self.neighbour_words > 0:
            msg = (
                f"neighbour must be >= 0 and neighbour_words > 0, got neighbour={self.neighbour}, "
                f"neighbour_words={self.neighbour_words}"
            )
            raise InputError(msg)
        if not self.byline >= 0:
            msg = f"byline must be >= 0, got {self.byline}"
            raise InputError(msg)
        if not self.tail >= 0 or not self.tail_words > 0:
            msg = f"tail must be >= 0 and tail_words > 0, got tail={self.tail}, tail_words={self.tail_words}"
            raise InputError(msg)
        if self.stem is not None:
            if not isinstance(self.stem, str):
                msg = f"stem must be a language name or None, got {type(self.stem).__name__}"
                raise TypeError(msg)
            _core.bm25_tokenize("", stem=self.stem)  # InputError naming the known languages

    def score(self, query: str, tree: BlockTree) -> np.ndarray:
        """One float32 score per block of ``tree``.

        With ``context`` a block is scored together with the heading above it and, for a table row, the
        table's header row: rows of the table a question is about then rank above unrelated text even when
        the row itself names nothing from the question.
        """
        check_query(query)
        scores = np.asarray(
            _core.bm25_tree_scores(
                query,
                tree.core,
                k1=self.k1,
                b=self.b,
                remove_stopwords=self.remove_stopwords,
                context=self.context,
                stem=self.stem,
                fold_accents=self.fold_accents,
            ),
            dtype=np.float32,
        )
        if not len(scores):
            return scores
        layout = _layout(tree)
        if self.boilerplate > 0:
            scores *= np.float32(1.0) - np.float32(self.boilerplate) * layout.boilerplate
        if self.position > 0:
            rank = np.arange(len(scores), dtype=np.float32) / np.float32(len(scores))
            scores *= np.float32(1.0) + np.float32(self.position) * (np.float32(1.0) - rank)
        # the frame of the main content (its start and its end) shares the title's score; the neighbour
        # prior then spreads every score, the frame's included, to the blocks around it
        if layout.title_blocks.size and (self.lead > 0 or self.tail > 0 or self.byline > 0):
            frame = np.zeros(len(scores), dtype=np.float32)
            if self.lead > 0:
                frame += np.float32(self.lead) * _lead_prior(layout, scores, self.lead_words)
            if self.tail > 0:
                frame += np.float32(self.tail) * _tail_prior(layout, scores, self.tail_words)
            if self.byline > 0:
                frame += np.float32(self.byline) * _anchor(layout, scores)[layout.page] * layout.byline
            scores += frame
        if self.neighbour > 0:
            near = _neighbour_max(layout, scores, self.neighbour_words)
            scores += np.float32(self.neighbour) * near * layout.content
        return scores


@dataclass(frozen=True)
class _Layout:
    """What the position priors read of a tree, once per tree (cached in ``tree.cache``)."""

    boilerplate: np.ndarray  # float32, BlockTree.boilerplate
    content: np.ndarray  # float32, 1 - boilerplate
    start: np.ndarray  # float64, words before each block
    end: np.ndarray  # float64, start + the block's words
    page: np.ndarray
    title_distance: np.ndarray
    title_pages: np.ndarray  # the pages that have a title block
    title_blocks: np.ndarray  # their title blocks (the first block at distance 0 of each)
    byline: np.ndarray  # float32, BlockTree.byline * content


def _layout(tree: BlockTree) -> _Layout:
    cached = tree.cache.get("bm25_layout")
    if isinstance(cached, _Layout):
        return cached
    boilerplate = tree.boilerplate
    content = (np.float32(1.0) - boilerplate).astype(np.float32)
    end = np.cumsum(tree.words.astype(np.float64))
    d = tree.title_distance
    titles = np.flatnonzero(d == 0)
    # the first block at distance 0 of each page is its title block (a title of 0 words is followed by
    # blocks at distance 0 too)
    pages, first = np.unique(tree.page[titles], return_index=True)
    layout = _Layout(
        boilerplate=boilerplate,
        content=content,
        start=np.concatenate(([0.0], end[:-1])),
        end=end,
        page=tree.page,
        title_distance=d,
        title_pages=pages,
        title_blocks=titles[first],
        byline=(tree.byline * content).astype(np.float32),
    )
    tree.cache["bm25_layout"] = layout
    return layout


# The lead prior fades in over this many words before the title block (a kicker, a category line, a byline
# printed above the headline).
_LEAD_BEFORE_WORDS = 30.0


def _anchor(layout: _Layout, scores: np.ndarray) -> np.ndarray:
    """Per page: its title block's score (0 when negative or the page has no title)."""
    anchor = np.zeros(int(layout.page.max()) + 1, dtype=np.float32)
    anchor[layout.title_pages] = np.maximum(scores[layout.title_blocks], 0)
    return anchor


def _lead_prior(layout: _Layout, scores: np.ndarray, lead_words: int) -> np.ndarray:
    """Per block: its page title's score times how close after the title it sits (see BM25Scorer.lead)."""
    d = layout.title_distance
    anchor = _anchor(layout, scores)
    with np.errstate(invalid="ignore"):
        after = np.clip(1.0 - d / np.float32(lead_words), 0.0, 1.0)
        before = np.clip(1.0 + d / np.float32(_LEAD_BEFORE_WORDS), 0.0, 1.0)
    closeness = np.nan_to_num(np.where(d >= 0, after, before), nan=0.0)
    prior: np.ndarray = (anchor[layout.page] * closeness * layout.content).astype(np.float32)
    return prior


# The main content ends where chrome (boilerplate >= 0.5) fills this many words in a row after it: related
# posts, a comment form, the footer. Shorter chrome runs (a share bar, "previous post") sit inside it.
_CONTENT_END_CHROME_WORDS = 100.0


def _tail_prior(layout: _Layout, scores: np.ndarray, tail_words: float) -> np.ndarray:
    """Per block: its page title's score times how close before the main content's end it ends."""
    prior = np.zeros(len(scores), dtype=np.float32)
    words = layout.end - layout.start
    for page, title in zip(layout.title_pages.tolist(), layout.title_blocks.tolist()):
        anchor = max(float(scores[title]), 0.0)
        if anchor == 0.0:
            continue
        other = np.flatnonzero(layout.page[title:] != page)
        stop = title + int(other[0]) if other.size else len(scores)  # the page, from its title on
        chrome = layout.boilerplate[title:stop] >= 0.5
        content = ~chrome & (words[title:stop] > 0)
        content[0] = True  # the title block
        # chrome words since the last content block; the content ends before the first long enough run
        last = np.maximum.accumulate(np.where(content, np.arange(stop - title), 0))
        chrome_words = np.cumsum(np.where(chrome, words[title:stop], 0.0))
        over = np.flatnonzero(chrome_words - chrome_words[last] >= _CONTENT_END_CHROME_WORDS)
        last_content = title + int(last[over[0]] if over.size else last[-1])
        if last_content == title:
            continue
        span = slice(title, last_content + 1)
        closeness = np.clip(1.0 - (layout.end[last_content] - layout.end[span]) / tail_words, 0.0, 1.0)
        prior[span] = anchor * closeness * layout.content[span]
    return prior


# Pages of a multi-page tree sit this many decay lengths apart: the neighbour prior never crosses them.
_PAGE_GAP_DECAYS = 1e4


def _neighbour_max(layout: _Layout, scores: np.ndarray, decay_words: float) -> np.ndarray:
    """Per block i: max over the blocks j of ``max(score_j, 0) * exp(-|start_i - start_j| / decay_words)``.

    ``start`` is a block's position in words; j = i counts (a block is its own nearest neighbour). Two
    cumulative maxima in log space (blocks before, blocks after), so it is linear in the blocks and exact:
    only differences of positions are exponentiated, nothing overflows.
    """
    # positions in decay lengths; the pages of a multi-page tree far apart
    pos = layout.start / decay_words + layout.page.astype(np.float64) * _PAGE_GAP_DECAYS
    with np.errstate(divide="ignore"):
        log_s = np.log(np.maximum(scores.astype(np.float64), 0.0))
    before = np.maximum.accumulate(log_s + pos) - pos
    after = np.maximum.accumulate((log_s - pos)[::-1])[::-1] + pos
    near: np.ndarray = np.exp(np.maximum(before, after)).astype(np.float32)
    return near


def stem_languages() -> list[str]:
    """The Snowball stemmers :class:`BM25Scorer` accepts as ``stem`` (ISO 639 codes work too)."""
    return list(_core.stem_languages())


def check_query(query: object) -> None:
    """Raises TypeError unless the query is a str."""
    if not isinstance(query, str):
        msg = f"query must be a str, got {type(query).__name__}"
        raise TypeError(msg)
