"""CI check of benchmarks/answer_recall.py on a few pages of each dev set (the full table is a script run).

    pytest benchmarks/bench_answer_recall.py

Every method (htmlprune, its ablation variants, every baseline, crawl4ai's filters where crawl4ai imports)
must keep every budget (evaluate() asserts it), recall must be a percentage per method and budget, and the
answer-matching rule must find the answers in the whole visible text (every answer of every set occurs there
by construction). htmlprune's text and markdown outputs are the pipeline's own in that format, and crawl4ai's
baselines keep text of every page, cut at the budget.
"""

from __future__ import annotations

from typing import Any

import pytest

from _common import bench_pages_limit, crawl4ai_filtered_text, crawl4ai_filters, read_jsonl_gz
from answer_recall import (
    DATASETS,
    VARIANTS,
    Method,
    baseline_methods,
    crawl4ai_methods,
    evaluate,
    htmlprune_methods,
    summary_rows,
)

pytestmark = pytest.mark.shared_data
BUDGETS = [256, 1024]


@pytest.fixture(scope="module", params=sorted(DATASETS))
def items(request: pytest.FixtureRequest) -> list[dict[str, Any]]:
    return list(read_jsonl_gz(DATASETS[request.param], limit=bench_pages_limit(3)))


def test_every_method_keeps_the_budget(items: list[dict[str, Any]]) -> None:
    methods = htmlprune_methods(list(VARIANTS)) + baseline_methods()
    recall, seconds = evaluate(items, BUDGETS, methods)
    assert set(recall) == {m.name for m in methods}
    for name, row in recall.items():
        assert set(row) == set(BUDGETS)
        assert all(0.0 <= v <= 100.0 for v in row.values()), (name, row)
        assert seconds[name] > 0
    rows = summary_rows(recall, methods, BUDGETS)
    best = rows["best baseline"]
    for b in BUDGETS:
        assert best[b] == max(recall[m.name][b] for m in methods if m.baseline)
        assert rows["margin htmlprune"][b] == pytest.approx(recall["htmlprune"][b] - best[b])


def test_whole_visible_text_keeps_every_answer(items: list[dict[str, Any]]) -> None:
    import htmlprune

    whole = Method("whole", lambda q, html, budgets: {b: htmlprune.visible_text(html) for b in budgets},
                   html=False, baseline=True)
    recall, _ = evaluate(items, [10**7], [whole])
    assert recall["whole"][10**7] == 100.0


def test_a_method_over_budget_is_caught(items: list[dict[str, Any]]) -> None:
    cheat = Method("cheat", lambda q, html, budgets: dict.fromkeys(budgets, html), html=True, baseline=True)
    with pytest.raises(AssertionError, match="broke the budget"):
        evaluate(items[:1], [16], [cheat])


@pytest.mark.parametrize("fmt", ["html", "text", "markdown"])
def test_htmlprune_writes_the_format(items: list[dict[str, Any]], fmt: str) -> None:
    import htmlprune
    from _common import smollm2_counter

    methods = htmlprune_methods(["default", "no-priors"], fmt)
    suffix = "" if fmt == "html" else f"-{fmt}"
    assert [m.name for m in methods] == [f"htmlprune{suffix}", f"htmlprune-no-priors{suffix}"]
    assert all(m.html == (fmt == "html") and not m.baseline for m in methods)
    recall, _ = evaluate(items, BUDGETS, methods)  # the budget is counted on the output itself
    zero = Method("zero", methods[0].run, html=False, baseline=True)
    recall["zero"] = dict.fromkeys(BUDGETS, 0.0)
    rows = summary_rows(recall, [*methods, zero], BUDGETS)
    assert rows[f"margin {methods[0].name}"] == recall[methods[0].name]
    pruner = htmlprune.HtmlPruner(tokenizer=smollm2_counter(), format=fmt)
    for item in items:
        outputs = methods[0].run(item["question"], item["html"], BUDGETS)
        for b in BUDGETS:
            assert outputs[b] == pruner(item["question"], item["html"], budget=b).content


def test_crawl4ai_baselines(items: list[dict[str, Any]]) -> None:
    """Where crawl4ai imports: both filters are baselines, keep text of the pages (the query-free one on
    every page), and each output is the head of the filter's whole text, cut at the budget."""
    try:
        crawl4ai_filters()
    except ImportError as e:
        pytest.skip(f"crawl4ai does not import: {e}")
    from _common import smollm2_counter

    counter = smollm2_counter()
    methods = crawl4ai_methods()
    assert [m.name for m in methods] == ["crawl4ai-pruning", "crawl4ai-bm25"]
    assert all(m.baseline and not m.html for m in methods)
    assert {m.name for m in methods} <= {m.name for m in baseline_methods()}
    kept = dict.fromkeys([m.name for m in methods], 0)
    for item in items:
        wholes = {
            "crawl4ai-pruning": crawl4ai_filtered_text("PruningContentFilter", item["html"]),
            "crawl4ai-bm25": crawl4ai_filtered_text(
                "BM25ContentFilter", item["html"], user_query=item["question"]
            ),
        }
        assert wholes["crawl4ai-pruning"].strip(), item["id"]
        for m in methods:
            outputs = m.run(item["question"], item["html"], BUDGETS)
            whole = wholes[m.name]
            for b in BUDGETS:
                assert counter.count(outputs[b]) <= b, (m.name, b)
                head = outputs[b].rstrip("\ufffd")  # a cut can end inside a UTF-8 character
                assert whole.startswith(head), (m.name, b)
                if counter.count(whole) <= b:
                    assert outputs[b] == whole
            kept[m.name] += bool(outputs[max(BUDGETS)].strip())
    assert kept["crawl4ai-pruning"] == len(items)
    assert kept["crawl4ai-bm25"] > 0  # it keeps nothing where no chunk reaches its BM25 threshold
