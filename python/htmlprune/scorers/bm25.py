"""BM25 with hand-set priors, the alternative to the learned ranker (the default, which takes BM25 and these
priors as features): lexical, native, no model, with the page-structure priors that make it hold on messy
pages (boilerplate, title lead, content end, bylines, neighbours)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cached_property
from typing import TYPE_CHECKING

from htmlprune import _core
from htmlprune.errors import InputError
from htmlprune.html import BlockTree

if TYPE_CHECKING:
    import numpy as np
else:
    from htmlprune._numpy import np  # imported on first use (see _numpy.py)

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
            (blocks with ``boilerplate >= 0.5``) fills 100 words in a row;
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
            ``address``, ``rel="author"``, ``itemprop="author"``, a class ``author``/``byline``, a link
            to an author or profile page, an element that opens with "By" / "Written by", ...).
            Whose the content is belongs with the content: an author box in the sidebar or after the
            comments is out of the lead and content-end priors' reach, and a byline costs a few tokens.
            Only for a question that asks for a person (one of the words who, whom, whose, author(s),
            authored, wrote, written, writer(s), byline(s)): lent to every question, it ranked "By Sara
            | 36 Comments" first for a recipe's steps. No title, or a question the title does not
            match: no change. 0 turns it off.
        fold_accents: without ``stem``, match words without their diacritics, as search engines' ASCII
            folding does: a question typed as "Norrkoping" or "Sebastien" finds "Norrköping" and
            "Sébastien" (Latin letters whose decomposition is a letter plus combining marks; "ø", "ł"
            have none and stay). A stemmer reads its language's accents itself, so with ``stem`` it is
            not applied.
        chrome_last: blocks whose :attr:`BlockTree.ranked_last` (their :attr:`~BlockTree.boilerplate`, or
            their share of a reference list where larger) is at least this rank after every other block
            (after all the priors, their scores are lowered by the highest score + 1, so they keep their
            order among themselves). A page's unmatched content (a table's other rows, the section after
            the match) is likelier to hold the answer than a navigation box or menu that shares a word with
            the question ("list", a year) and keeps a fifth of its score through the boilerplate prior, or
            than its list of sources, which matches a year or a name of it. 0 turns it off; 1 ranks only
            pure chrome last.
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
    chrome_last: float = 0.8

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
        if not 0 <= self.chrome_last <= 1:
            msg = f"chrome_last must be in [0, 1], got {self.chrome_last}"
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

    @cached_property
    def config(self) -> _core.Bm25Config:
        """These options as the core's one typed struct (``Bm25Config`` in bm25_priors.hpp), built once."""
        native = _core.Bm25Config()
        for f in fields(BM25Scorer):  # every option is a field of the struct under the same name
            setattr(native, f.name, getattr(self, f.name))
        return native

    def __getstate__(self) -> dict[str, object]:
        state = dict(self.__dict__)
        state.pop("config", None)  # the native struct is rebuilt on first use
        return state

    def score(self, query: str, tree: BlockTree) -> np.ndarray:
        """One float32 score per block of ``tree``.

        With ``context`` a block is scored together with the heading above it and, for a table row, the
        table's header row: rows of the table a question is about then rank above unrelated text even when
        the row itself names nothing from the question. BM25 and the priors are one native call
        (cpp/include/htmlprune/bm25_priors.hpp; tests/bm25_priors_reference.py is their NumPy form).
        """
        check_query(query)
        return _core.bm25_tree_scores(query, tree.core, self.config)


def stem_languages() -> list[str]:
    """The Snowball stemmers :class:`BM25Scorer` accepts as ``stem`` (ISO 639 codes work too)."""
    return list(_core.stem_languages())


def check_query(query: object) -> None:
    """Raises TypeError unless the query is a str."""
    if not isinstance(query, str):
        msg = f"query must be a str, got {type(query).__name__}"
        raise TypeError(msg)
