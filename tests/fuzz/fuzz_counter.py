"""atheris target: the native byte-level BPE counter (TokenCounter.native) against ``tokenizers``.

    python tests/fuzz/fuzz_counter.py tests/fuzz/corpus/counter -max_total_time=3600

Invariants, with the bundled SmolLM2 tokenizer: ``count`` and ``count_batch`` equal
``len(encode(text, add_special_tokens=False).ids)`` for pages, raw text and mixes of added tokens; a string
``tokenizers`` refuses (lone surrogates) raises TypeError from the counter too.
"""

from __future__ import annotations

from _harness import Input, run

from htmlprune.tokenizer import load_tokenizer

COUNTER = load_tokenizer()
BACKEND = COUNTER.backend
assert COUNTER.native
# Pieces around which the pattern and the added-token matching change their answer.
PIECES = (
    "<|endoftext|>",
    "<|im_start|>",
    "<|endoftext|",
    "'s",
    "'ll",
    "'S",
    "  ",
    "\r\n",
    "\u3000",
    "\U0001fa75",
)


def _text(inp: Input) -> str:
    kind = inp.int(0, 2)
    if kind == 0:
        return inp.page()
    if kind == 1:
        return inp.text(inp.bytes(256))
    return "".join(
        inp.pick(PIECES) if inp.bool() else inp.text(inp.bytes(6)) for _ in range(inp.int(0, 24))
    )


def test_one_input(data: bytes) -> None:
    inp = Input(data)
    texts = [_text(inp) for _ in range(inp.int(1, 4))]
    try:
        expected = [len(e.ids) for e in BACKEND.encode_batch(texts, add_special_tokens=False)]
    except TypeError:  # lone surrogates: tokenizers refuses the batch; so must the counter
        try:
            COUNTER.count_batch(texts)
        except TypeError:
            return
        raise AssertionError("count_batch accepted a batch tokenizers refuses") from None
    assert COUNTER.count_batch(texts) == expected, texts
    assert [COUNTER.count(t) for t in texts] == expected, texts


if __name__ == "__main__":
    run(test_one_input)
