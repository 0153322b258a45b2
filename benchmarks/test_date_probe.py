"""The publication-date probe's items (benchmarks/date_probe.py) on the real pages (the renderings of a day:
tests/test_page_questions.py)."""

from __future__ import annotations

import pytest

import htmlprune
from _common import normalize
from date_probe import date_items


@pytest.mark.shared_data
def test_items_ask_for_a_date_the_page_shows() -> None:
    items = date_items(n=5)
    assert len(items) == 5
    for item in items:
        assert item["question"].startswith('When was "')
        assert item["question"].endswith('" published?')
        (answer,) = item["answers"]
        assert normalize(answer) in normalize(htmlprune.visible_text(item["html"]))
