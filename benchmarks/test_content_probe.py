"""The broad-question probe (benchmarks/content_probe.py) on the real pages: its items and its recall."""

from __future__ import annotations

import itertools

import pytest

import htmlprune
from _common import normalize, read_jsonl_gz
from answer_recall import Method, htmlprune_run
from content_probe import SNIPPET_WORDS, content_items, evaluate_snippets


@pytest.mark.shared_data
def test_items_hold_snippet_heads_the_page_shows() -> None:
    items = list(itertools.islice(content_items(read_jsonl_gz("corpus_wcxb.jsonl.gz")), 4))
    assert len(items) == 4
    for item in items:
        assert item["question"].startswith('What does "')
        assert item["question"].endswith('" say?')
        text = normalize(htmlprune.visible_text(item["html"]))
        assert item["answers"]
        for answer in item["answers"]:
            assert len(answer.split()) <= SNIPPET_WORDS
            assert normalize(answer) in text


@pytest.mark.shared_data
def test_recall_counts_each_snippet_per_page_type() -> None:
    items = list(itertools.islice(content_items(read_jsonl_gz("corpus_wcxb.jsonl.gz")), 3))
    methods = [
        Method("htmlprune", htmlprune_run("html"), html=True, baseline=False),
        Method("nothing", lambda q, html, budgets: dict.fromkeys(budgets, ""), html=False, baseline=True),
    ]
    recall, seconds = evaluate_snippets(items, [64, 100_000], methods)
    assert set(recall) == {"all"} | {i["page_type"] for i in items}
    assert recall["all"]["nothing"] == {64: 0.0, 100_000: 0.0}
    # with no budget to speak of, the pruned page keeps every snippet
    assert recall["all"]["htmlprune"][100_000] == 100.0
    assert 0.0 <= recall["all"]["htmlprune"][64] < 100.0
    assert set(seconds) == {"htmlprune", "nothing"}
