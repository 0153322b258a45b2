"""Questions about a page itself, from a corpus's metadata: when was it published?

A corpus record (``../shared/data/corpus_*.jsonl.gz``: ``id``, ``html``, ``title``, ``publish_date``) gives a
QA item in the QA files' format (``id``, ``question``, ``answers``, ``html``): ``When was "<title>"
published?``, whose answer is the date as the page writes it, the first of :func:`date_renderings` of the
annotated day that occurs in the visible text (the data's matching rule: NFKC, case-insensitive, whitespace
collapsed). Pages without a title, a date or a visible rendering of it give none.

The answer sits where no QA kind of the dev data looks: in a strip just under or above the title.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Iterator
from typing import Any

from htmlprune.train.matching import normalize

__all__ = ["date_renderings", "is_corpus_page", "page_questions"]


def date_renderings(day: dt.date) -> list[str]:
    """The ways pages write ``day``, most specific first (English month names)."""
    month, mon = day.strftime("%B"), day.strftime("%b")
    d, m, y = day.day, day.month, day.year
    return [
        f"{month} {d}, {y}", f"{mon} {d}, {y}", f"{mon}. {d}, {y}", f"{month} {d:02d}, {y}",
        f"{mon} {d:02d}, {y}", f"{d} {month} {y}", f"{d} {mon} {y}", f"{d}. {month} {y}",
        f"{y}-{m:02d}-{d:02d}", f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{d:02d}/{m:02d}/{y}",
        f"{d:02d}.{m:02d}.{y}", f"{month} {d} {y}", f"{mon} {d} {y}",
    ]


def is_corpus_page(record: dict[str, Any]) -> bool:
    """Whether ``record`` is a corpus page (html and metadata) rather than a QA item."""
    return "question" not in record and "html" in record and "title" in record


def _published_day(value: Any) -> dt.date | None:
    try:
        return dt.date.fromisoformat(str(value)[:10]) if value else None
    except ValueError:
        return None


def page_questions(pages: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The QA items (module docstring) of corpus ``pages``, in their order; an item's id is its page's with
    ``-date`` appended (the train / held-out split hashes it)."""
    from htmlprune import visible_text

    for page in pages:
        title = (page.get("title") or "").strip()
        day = _published_day(page.get("publish_date"))
        if not title or day is None or not page.get("html"):
            continue
        text = normalize(visible_text(page["html"]))
        found = next((r for r in date_renderings(day) if normalize(r) in text), None)
        if found is not None:
            question = f'When was "{title}" published?'
            yield {"id": f"{page['id']}-date", "question": question, "answers": [found], "html": page["html"]}
