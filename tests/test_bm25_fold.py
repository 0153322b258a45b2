"""BM25's accent folding: a question typed without diacritics matches the page's accented words."""

from __future__ import annotations

import numpy as np

import htmlprune
from htmlprune import BM25Scorer, _core


def test_tokens_lose_their_diacritics_only_without_a_stemmer() -> None:
    text = "Norrköping SÉBASTIEN Straße Łódź Øresund Citroe\u0301n \u0301 Пётр 東京"
    assert _core.bm25_tokenize(text) == [
        "norrkoping", "sebastien", "strasse", "łodz", "øresund", "citroen", "пётр", "東京",
    ]  # ł and ø have no decomposition, ё folds to no ASCII letter; the lone combining mark is no word
    assert _core.bm25_tokenize(text, fold_accents=False) == [
        "norrköping", "sébastien", "strasse", "łódź", "øresund", "citroe\u0301n", "\u0301", "пётр", "東京",
    ]
    # a stemmer reads its language's accents: German "Häuser" stems as written, folded or not
    assert _core.bm25_tokenize("Häuser", stem="german") == _core.bm25_tokenize(
        "Häuser", stem="german", fold_accents=False
    )


def test_a_question_without_accents_finds_the_accented_row() -> None:
    rows = "".join(
        f"<tr><td>{city}</td><td>{team}</td></tr>"
        for city, team in [("Norrköping", "IFK"), ("Malmö", "MFF"), ("Göteborg", "IFK Göteborg"), ("Umeå", "IFK Umeå")]
    )
    tree = htmlprune.build_block_tree(f"<table><tr><th>City</th><th>Club</th></tr>{rows}</table>", max_words=4)
    row = next(i for i, t in enumerate(tree.texts) if "Norrköping" in t)
    question = "which club plays in norrkoping?"
    folded = BM25Scorer().score(question, tree)
    plain = BM25Scorer(fold_accents=False).score(question, tree)
    assert int(np.argmax(folded)) == row
    assert plain[row] < folded[row]
    kept = htmlprune.prune(tree, folded, budget=24).html
    assert "Norrköping" in kept
