"""The publication-date probe's items (benchmarks/date_probe.py): renderings of a day, and real items."""

from __future__ import annotations

import datetime as dt

import pytest

import htmlprune
from _common import normalize
from date_probe import date_items, renderings


def test_renderings_spell_the_day_as_pages_do() -> None:
    r = renderings(dt.date(2025, 8, 5))
    for expected in ("August 5, 2025", "Aug 5, 2025", "5 August 2025", "2025-08-05", "08/05/2025", "05.08.2025"):
        assert expected in r
    assert len(set(r)) == len(r)


@pytest.mark.shared_data
def test_items_ask_for_a_date_the_page_shows() -> None:
    items = date_items(n=5)
    assert len(items) == 5
    for item in items:
        assert item["question"].startswith('When was "')
        assert item["question"].endswith('" published?')
        (answer,) = item["answers"]
        assert normalize(answer) in normalize(htmlprune.visible_text(item["html"]))
