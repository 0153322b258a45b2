"""atheris target: the ``batch`` command's record path (htmlprune._batch: read_records, process_record).

    python tests/fuzz/fuzz_batch.py tests/fuzz/corpus/batch -max_total_time=3600

Invariants: every non-blank input line gives exactly one output line, valid JSON and one line long;
a pruned record keeps its other fields and stays within the budget; a failed one carries ``line`` and an
``error`` whose type is one a bad record may raise (a bad JSON line, invalid UTF-8, an InputError), never
one that means a bug (KeyError, IndexError, AttributeError, an assertion, ...).
"""

from __future__ import annotations

import io
import json

from _harness import Input, run

from htmlprune import HtmlPruner, _batch
from htmlprune.errors import HtmlpruneError

BUDGET = 64
_batch._init_worker(lambda: HtmlPruner(budget=BUDGET, max_words=32), None)

ERROR_TYPES = (
    {"JSONDecodeError", "UnicodeDecodeError", "TypeError", "RecursionError"}
    | {cls.__name__ for cls in (HtmlpruneError, *HtmlpruneError.__subclasses__())}
    | {sub.__name__ for cls in HtmlpruneError.__subclasses__() for sub in cls.__subclasses__()}
)
_RECORDS = (
    b'{"question": "moons?", "html": "<p>Jupiter has 95 moons.</p>", "id": 1}',
    b'{"question": "x", "pages": ["<p>a</p>", "<p>b</p>"], "meta": {"k": [1, 2]}}',
    b'{"question": "x", "html": null}',
    b'{"question": 3, "html": "<p>a"}',
    b'{"question": "x", "pages": []}',
    b'{"question": "x", "pages": [1, 2]}',
    b'{"question": "x", "html": "\\ud800<p>a"}',
    b"[1, 2]",
    b"",
    b"   ",
    b"{",
)


def test_one_input(data: bytes) -> None:
    inp = Input(data)
    lines = []
    for _ in range(inp.int(1, 4)):
        if inp.bool():
            lines.append(inp.pick(_RECORDS))
        else:
            lines.append(inp.bytes(512).replace(b"\n", b" "))
    stream = io.BytesIO(b"\n".join(lines) + (b"\n" if inp.bool() else b""))
    records = list(_batch.read_records(stream))
    assert len(records) == sum(1 for line in lines if line.strip())
    for lineno, line in records:
        ok, out = _batch.process_record((lineno, line))
        assert out.endswith(b"\n"), out
        assert out.count(b"\n") == 1, out
        fields = json.loads(out)
        if ok:
            assert fields["n_tokens"] <= BUDGET
            source = json.loads(line)
            for key, value in source.items():
                if key not in ("html", "pages"):  # NaN != NaN: compare the JSON
                    assert json.dumps(fields[key]) == json.dumps(value)
        else:
            assert fields["line"] == lineno
            assert fields["error"]["type"] in ERROR_TYPES, fields["error"]


if __name__ == "__main__":
    run(test_one_input)
