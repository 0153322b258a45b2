"""Per-document guards: the time limit (Deadline, HtmlPruner(time_limit=...)) and the size defaults."""

from __future__ import annotations

import copy
import pickle
import time

import numpy as np
import pytest

import htmlprune
from htmlprune import BM25Scorer, CleanOptions, DocumentTimeoutError, HtmlPruner, LimitExceededError
from htmlprune.deadline import Deadline, check_time_limit
from htmlprune.errors import InputError

QUESTION = "Which planet has the most moons?"


def _expired() -> Deadline:
    return Deadline(1.0, start=time.monotonic() - 2.0)


@pytest.mark.parametrize("bad", [0, -1, float("nan"), float("inf"), True, "5", [1]])
def test_time_limit_validation(bad: object) -> None:
    with pytest.raises(InputError, match="time_limit"):
        check_time_limit(bad)
    with pytest.raises(InputError, match="time_limit"):
        HtmlPruner(time_limit=bad)  # type: ignore[arg-type]


def test_deadline() -> None:
    assert check_time_limit(None) is None
    assert check_time_limit(2) == 2.0
    d = Deadline(60)
    d.check("score")  # far from due: nothing happens
    assert not d.expired()
    assert 0 < d.remaining() <= 60
    with pytest.raises(InputError):
        Deadline(None)  # type: ignore[arg-type]
    late = _expired()
    assert late.expired()
    assert late.remaining() < 0
    with pytest.raises(
        DocumentTimeoutError, match=r"over time_limit=1 s \(stopped before prune\)"
    ) as info:
        late.check("prune")
    exc = info.value
    assert exc.stage == "prune"
    assert exc.time_limit == 1.0
    assert exc.elapsed >= 2.0
    # Callers that know only the broader classes catch it as a time-out, not as bad input.
    assert isinstance(exc, TimeoutError)
    assert isinstance(exc, htmlprune.HtmlpruneError)
    assert not isinstance(exc, (LimitExceededError, InputError, ValueError))


def test_timeout_error_pickles() -> None:
    """Batch workers send per-item errors back to the parent process by pickling them."""
    with pytest.raises(DocumentTimeoutError) as info:
        _expired().check("score")
    for clone in (pickle.loads(pickle.dumps(info.value)), copy.deepcopy(info.value)):
        assert type(clone) is DocumentTimeoutError
        assert str(clone) == str(info.value)
        assert (clone.stage, clone.time_limit, clone.elapsed) == ("score", 1.0, info.value.elapsed)


def test_pruner_time_limit(sample_html: str) -> None:
    unlimited = HtmlPruner(budget=128)(QUESTION, sample_html)
    generous = HtmlPruner(budget=128, time_limit=3600)(QUESTION, sample_html)
    assert generous.html == unlimited.html  # a limit that is not reached changes nothing
    # A limit shorter than building the block tree: stopped at the first check, before scoring.
    with pytest.raises(DocumentTimeoutError) as info:
        HtmlPruner(budget=128, time_limit=1e-9)(QUESTION, sample_html)
    assert info.value.stage == "score"
    # Per-call override, both ways.
    with pytest.raises(DocumentTimeoutError):
        HtmlPruner(budget=128)(QUESTION, sample_html, time_limit=1e-9)
    assert (
        HtmlPruner(budget=128, time_limit=1e-9)(QUESTION, sample_html, time_limit=3600).html
        == unlimited.html
    )


def test_prune_checks_deadline_between_renders(sample_html: str) -> None:
    tree = htmlprune.build_block_tree(sample_html)
    scores = BM25Scorer().score(QUESTION, tree)
    with pytest.raises(DocumentTimeoutError) as info:
        htmlprune.prune(tree, scores, budget=128, deadline=_expired())
    assert info.value.stage == "render"
    result = htmlprune.prune(tree, scores, budget=128, deadline=Deadline(3600))
    assert result.html == htmlprune.prune(tree, scores, budget=128).html


def test_size_guard_defaults() -> None:
    opts = CleanOptions()
    assert (opts.max_bytes, opts.max_depth, opts.max_nodes) == (1 << 30, 4096, 1 << 22)
    with pytest.raises(LimitExceededError, match="max_nodes=50"):
        htmlprune.clean("<p>x" * 100, max_nodes=50)
    with pytest.raises(LimitExceededError, match="max_nodes=50"):
        HtmlPruner(clean=CleanOptions(max_nodes=50))("x", "<p>x" * 100)


@pytest.mark.slow
def test_default_node_limit_bounds_pathological_pages() -> None:
    """4 Mi one-byte-apart nodes (12 MB): a typed error, not gigabytes of nodes."""
    with pytest.raises(LimitExceededError, match="max_nodes=4194304"):
        htmlprune.clean("<i>" * ((1 << 22) + 1))
    with pytest.raises(LimitExceededError, match="max_nodes"):
        htmlprune.visible_text("<i>" * ((1 << 22) + 1))


@pytest.mark.slow
def test_deep_nesting_is_flattened_not_an_error() -> None:
    """Depth beyond max_depth is attached at max_depth: every word kept, in order, no exception."""
    n = 200_000
    deep = (
        "".join(f"<div>level{i} " for i in range(0, n, 1000))
        + "<div>" * n
        + "bottom"
        + "</div>" * n
    )
    out = htmlprune.clean(deep)
    words = htmlprune.visible_text(out).split()
    assert words == [f"level{i}" for i in range(0, n, 1000)] + ["bottom"]
    # The best block sits under ~200 flattened <div>s; their tags cost tokens too.
    result = HtmlPruner(budget=2048, time_limit=60)("bottom", deep)
    assert "bottom" in result.html
    assert result.n_tokens <= 2048
    tree = htmlprune.build_block_tree(deep, max_depth=16)
    assert int(np.max(tree.depth)) <= 16
