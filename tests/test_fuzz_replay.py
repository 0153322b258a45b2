"""The Python fuzz targets' committed corpora replay cleanly (no atheris needed): every crash the fuzzers
found stays fixed, and the targets' invariants hold on the seeds."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

FUZZ = Path(__file__).parent / "fuzz"
sys.path.insert(0, str(FUZZ))

from replay import TARGETS, replay


@pytest.mark.parametrize("target", TARGETS)
def test_corpus_replays(target: str) -> None:
    assert (FUZZ / f"fuzz_{target}.py").is_file()
    assert replay(target) == []


def test_harness_input_is_deterministic_past_the_end() -> None:
    from _harness import Input

    inp = Input(b"\x05\x01")
    assert inp.int(0, 9) == 5
    assert inp.bool()
    assert (inp.int(3, 70000), inp.bool(), inp.bytes(10), inp.rest()) == (3, False, b"", b"")
