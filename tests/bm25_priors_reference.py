"""The NumPy form of BM25Scorer's page-structure priors and of the chrome score, as the library computed
them before they moved to cpp/src/bm25_priors.cpp: the reference the native ones must equal bit for bit
(tests/test_bm25_priors.py). benchmarks/structure_ablation.py switches the chrome score's rules off with
:func:`reference_boilerplate` and scores with :func:`reference_priors`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from htmlprune.html import BlockTree


def reference_boilerplate(
    tree: BlockTree, *, table_rows: bool = True, bylines: bool = True, title_links: bool = True
) -> np.ndarray:
    """BlockTree.boilerplate in NumPy; the switches turn its later rules off (for the ablation): link density
    not counted in table rows or cells, nor in a page's title block; a byline's share not chrome."""
    structural = np.maximum.reduce([tree.chrome_tag, tree.chrome_role, tree.chrome_class, tree.link_list])
    links = np.clip((tree.link_density - 0.5) * 2.0, 0.0, 1.0) * np.clip(tree.words / 12.0, 0.0, 1.0)
    if table_rows:
        names = list(tree.core.tag_names)
        cells = [i for i, n in enumerate(names) if n in ("tr", "td", "th")]
        if cells and len(tree):
            tag = np.asarray(tree.core.node_tag)[np.asarray(tree.core.node_of_block)]
            links[np.isin(tag, cells)] = 0.0
    if title_links:
        titles = np.flatnonzero(tree.title_distance == 0)
        _, first = np.unique(tree.page[titles], return_index=True)
        links[titles[first]] = 0.0
    chrome = np.maximum(structural, links)
    if bylines:
        chrome = chrome * (np.float32(1.0) - tree.byline)
    return chrome.astype(np.float32)


def reference_priors(
    tree: BlockTree,
    scores: np.ndarray,
    *,
    boilerplate: float,
    position: float,
    lead: float,
    lead_words: int,
    neighbour: float,
    neighbour_words: float,
    tail: float,
    tail_words: float,
    byline: float = 0.0,
    byline_mode: str = "share",
    chrome_last: float = 0.0,
    chrome: np.ndarray | None = None,
) -> np.ndarray:
    """The priors applied to plain BM25 ``scores`` (float32), as BM25Scorer.score() did in NumPy.

    ``chrome``: the chrome score to read (default :func:`reference_boilerplate` with every rule).

    ``byline_mode``: the byline prior reads a block's chrome-free byline share (``"share"``, the native
    priors) or its square root (``"sqrt"``: tried in issue 13's session 7, no change within the default).
    """
    scores = np.array(scores, dtype=np.float32)
    if not len(scores):
        return scores
    layout = _layout(tree, reference_boilerplate(tree) if chrome is None else chrome)
    if boilerplate > 0:
        scores *= np.float32(1.0) - np.float32(boilerplate) * layout.boilerplate
    if position > 0:
        rank = np.arange(len(scores), dtype=np.float32) / np.float32(len(scores))
        scores *= np.float32(1.0) + np.float32(position) * (np.float32(1.0) - rank)
    if layout.title_blocks.size and (lead > 0 or tail > 0 or byline > 0):
        frame = np.zeros(len(scores), dtype=np.float32)
        if lead > 0:
            frame += np.float32(lead) * _lead_prior(layout, scores, lead_words)
        if tail > 0:
            frame += np.float32(tail) * _tail_prior(layout, scores, tail_words)
        if byline > 0:
            anchor = _anchor(layout, scores)
            share = layout.byline if byline_mode == "share" else np.sqrt(layout.byline).astype(np.float32)
            frame += np.float32(byline) * anchor[layout.page] * share
        scores += frame
    if neighbour > 0:
        near = _neighbour_max(layout, scores, neighbour_words)
        scores += np.float32(neighbour) * near * layout.content
    if chrome_last > 0:
        chrome = np.maximum(layout.boilerplate, tree.reference_list) >= np.float32(chrome_last)  # ranked_last
        scores[chrome] -= np.maximum(scores.max(), np.float32(0.0)) + np.float32(1.0)
    return scores


@dataclass(frozen=True)
class _Layout:
    """What the position priors read of a tree, once per tree (cached in ``tree.cache``)."""

    boilerplate: np.ndarray  # float32, reference_boilerplate()
    content: np.ndarray  # float32, 1 - boilerplate
    start: np.ndarray  # float64, words before each block
    end: np.ndarray  # float64, start + the block's words
    page: np.ndarray
    title_distance: np.ndarray
    title_pages: np.ndarray  # the pages that have a title block
    title_blocks: np.ndarray  # their title blocks (the first block at distance 0 of each)
    byline: np.ndarray  # float32, BlockTree.byline * content


def _layout(tree: BlockTree, boilerplate: np.ndarray) -> _Layout:
    content = (np.float32(1.0) - boilerplate).astype(np.float32)
    end = np.cumsum(tree.words.astype(np.float64))
    d = tree.title_distance
    titles = np.flatnonzero(d == 0)
    # the first block at distance 0 of each page is its title block (a title of 0 words is followed by
    # blocks at distance 0 too)
    pages, first = np.unique(tree.page[titles], return_index=True)
    return _Layout(
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
    anchor = np.zeros(int(layout.page.max()) + 1, dtype=np.float32)
    anchor[layout.title_pages] = np.maximum(scores[layout.title_blocks], 0)
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
