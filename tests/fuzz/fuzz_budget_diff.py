"""atheris target, differential: the budget engine against a brute-force fit on small trees.

    python tests/fuzz/fuzz_budget_diff.py tests/fuzz/corpus/budget_diff -max_total_time=3600

On trees of at most 8 blocks:
- the native greedy selection (incremental cost accounting) equals a brute-force greedy that recomputes
  the whole kept set's estimated cost for every candidate;
- prune() never exceeds the budget, its n_tokens is the exact count of its HTML, and whenever some
  non-empty set of whole blocks fits (every subset rendered and counted exactly), it returns whole
  blocks, not a truncated cut.
"""

from __future__ import annotations

import itertools

import numpy as np
from _harness import Input, run

import htmlprune
from htmlprune import _core, prune
from htmlprune._budget import _token_costs
from htmlprune.errors import InputError
from htmlprune.tokenizer import load_tokenizer

TOKENIZER = load_tokenizer(None)
MAX_BLOCKS = 8


def _brute_greedy(
    tree: object, scores: np.ndarray, block_cost: np.ndarray, node_cost: np.ndarray, limit: int
) -> np.ndarray:
    n = len(scores)
    order = [b for b in range(n) if not (np.isnan(scores[b]) or scores[b] == -np.inf)]
    order.sort(key=lambda b: (-float(scores[b]), b))
    keep = np.zeros(n, dtype=np.uint8)
    for b in order:
        trial = keep.copy()
        trial[b] = 1
        if _core.estimate_cost(tree, trial, block_cost, node_cost) <= limit:
            keep = trial
    return keep


def test_one_input(data: bytes) -> None:
    inp = Input(data)
    budget = inp.int(1, 300)
    limit = inp.int(0, 400)
    compact = inp.bool()
    page = inp.page(24)
    try:
        tree = htmlprune.build_block_tree(page, max_words=inp.pick((1, 4, 16, 64)))
    except InputError:
        return
    n = len(tree)
    if n > MAX_BLOCKS:
        return
    scores = np.array([inp.int(-3, 3) for _ in range(n)], dtype=np.float32)

    block_cost, node_cost = _token_costs(
        tree, TOKENIZER, htmlprune.PruneConfig(compact=compact).to_core()
    )
    native = np.asarray(
        _core.select_blocks(
            tree.core,
            scores,
            block_cost,
            node_cost,
            limit,
            density=False,
            keep_table_header=False,
            heading_context=False,
        ),
        dtype=np.uint8,
    )
    brute = _brute_greedy(tree.core, scores, block_cost, node_cost, limit)
    assert native.tolist() == brute.tolist(), (native, brute)

    # as prune() writes by default: compact semantic HTML, no line break between blocks
    render_kw = {
        "omit_optional_end_tags": compact,
        "newline_between_blocks": False,
        "drop_inline_hidden": True,
        "unwrap_layout": True,
        "drop_controls": True,
    }
    fits_whole = False
    for mask in itertools.product((0, 1), repeat=n):
        if not any(mask):
            continue
        html = str(_core.render(tree.core, np.array(mask, dtype=np.uint8), **render_kw))
        if html and TOKENIZER.count(html) <= budget:
            fits_whole = True
            break
    result = prune(tree, scores, budget=budget, compact=compact, smoothing=0.0)
    assert result.n_tokens <= budget, "budget exceeded"
    assert TOKENIZER.count(result.html) == result.n_tokens
    if fits_whole:
        assert not result.truncated, "a set of whole blocks fits, yet the result was cut"
        assert result.html, "a set of whole blocks fits, yet the result is empty"


if __name__ == "__main__":
    run(test_one_input)
