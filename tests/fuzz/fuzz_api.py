"""atheris target for the Python API: clean, visible_text, block tree and pruning on arbitrary bytes.

    pip install atheris && python tests/fuzz/fuzz_api.py -max_total_time=600 [corpus_dir]

Any exception other than the library's documented ones (InputError and its subclasses) is a bug.
"""

from __future__ import annotations

import sys

import atheris

with atheris.instrument_imports():
    import numpy as np

    import htmlprune
    from htmlprune.errors import InputError


def test_one_input(data: bytes) -> None:
    fdp = atheris.FuzzedDataProvider(data)
    budget = fdp.ConsumeIntInRange(1, 512)
    max_words = fdp.ConsumeIntInRange(1, 300)
    as_text = fdp.ConsumeBool()
    page: str | bytes = fdp.ConsumeUnicodeNoSurrogates(4096) if as_text else fdp.ConsumeBytes(4096)
    try:
        cleaned = htmlprune.clean(page)
        assert htmlprune.clean(cleaned) == cleaned, "clean is not idempotent"
        htmlprune.visible_text(page)
        tree = htmlprune.build_block_tree(page, max_words=max_words)
        scores = np.arange(len(tree), dtype=np.float32)
        result = htmlprune.prune(tree, scores, budget=budget)
        assert result.n_tokens <= budget, "budget exceeded"
    except InputError:
        pass


def main() -> None:
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
