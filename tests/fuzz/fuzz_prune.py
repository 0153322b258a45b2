"""atheris target: build_block_tree, every scorer that needs no model, prune and HtmlPruner at random
budgets, counted by the real bundled tokenizer.

    python tests/fuzz/fuzz_prune.py tests/fuzz/corpus/prune -max_total_time=3600

Invariants: no exception but the documented ones; the budget is never exceeded (recounted here on the
returned HTML); kept and dropped blocks partition the tree; a result that is not truncated keeps its
blocks' text (every non-space character) and nothing else; scores are one per block.
"""

from __future__ import annotations

from collections import Counter

import numpy as np
from _harness import Input, run, words

import htmlprune
from htmlprune import BM25Scorer, HtmlPruner, prune
from htmlprune.errors import InputError
from htmlprune.tokenizer import load_tokenizer

TOKENIZER = load_tokenizer(None)  # the bundled SmolLM2 tokenizer, the library's default
SCORERS = (
    BM25Scorer(),
    BM25Scorer(context=False),
    BM25Scorer(k1=0.0, b=1.0, remove_stopwords=False),
    htmlprune.scorers.LearnedScorer(),
)
QUESTIONS = ("Which planet has the most moons?", "東京", "", "the", "moons moons 95", "\ud800?")
SPECIAL_SCORES = (0.0, 1.0, -1.0, float("nan"), float("inf"), float("-inf"), 1e30)


def _scores(inp: Input, n: int) -> np.ndarray:
    if inp.bool():
        return np.arange(n, dtype=np.float32)[:: 1 if inp.bool() else -1].copy()
    return np.array([inp.pick(SPECIAL_SCORES) for _ in range(n)], dtype=np.float32)


def test_one_input(data: bytes) -> None:
    inp = Input(data)
    budget = inp.pick((1, 2, 5, 16, 64, 512, inp.int(1, 4096)))
    max_words = inp.pick((1, 8, 32, 256, inp.int(1, 1000)))
    raw = inp.bool()
    page: str | bytes = inp.page() if not raw else inp.bytes(4096)
    question = inp.pick(QUESTIONS)
    scorer = inp.pick(SCORERS)
    try:
        tree = htmlprune.build_block_tree(page, max_words=max_words)
        scores = scorer.score(question, tree) if inp.bool() else _scores(inp, len(tree))
    except InputError:
        return
    assert len(scores) == len(tree)
    options = {
        "compact": inp.bool(),
        "density": inp.bool(),
        "keep_table_header": inp.bool(),
        "heading_context": inp.bool(),
        "smoothing": inp.pick((0.0, 0.5, 3.0)),
        "semantic": inp.bool(),  # last: the corpus's earlier bytes keep their meaning
    }
    result = prune(tree, scores, budget=budget, **options)
    assert result.n_tokens <= budget, "budget exceeded"
    assert TOKENIZER.count(result.html) == result.n_tokens, "n_tokens is not the count of the html"
    kept, dropped = set(result.kept.tolist()), set(result.dropped.tolist())
    assert not kept & dropped
    assert kept | dropped == set(range(len(tree)))
    if not result.truncated:
        # Blocks may split inside inline text, and an element's own text (a block) may follow its
        # child blocks: compare the characters, whitespace aside, as multisets.
        kept_text = "".join("".join(words(tree.texts[b])) for b in kept)
        shown = "".join(words(htmlprune.visible_text(result.html)))
        if options["semantic"]:  # compact output drops controls ("Print"): fewer characters, never others
            assert not Counter(shown) - Counter(kept_text), "kept text differs"
        else:
            assert Counter(shown) == Counter(kept_text), "kept text differs"
    pruner = HtmlPruner(scorer, budget=budget, max_words=max_words, compact=options["compact"], semantic=options["semantic"])
    try:
        piped = pruner(question, page)
    except InputError:
        return
    assert piped.n_tokens <= budget, "HtmlPruner exceeded the budget"
    assert TOKENIZER.count(piped.html) == piped.n_tokens


if __name__ == "__main__":
    run(test_one_input)
