"""The htmlprune command line: filters, exit codes, batch files with bad records, resume."""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from htmlprune.cli import main
from htmlprune.models import PRESETS
from htmlprune.tokenizer import load_tokenizer

from .conftest import SAMPLE_PAGE


def run_cli(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "htmlprune", *args], input=stdin, capture_output=True, check=False
    )


def test_prune_sample_page_as_in_readme() -> None:
    proc = run_cli(
        "prune", "-q", "Which planet has the most moons?", "--budget", "256", str(SAMPLE_PAGE)
    )
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.decode()
    assert "274" in out
    assert load_tokenizer().count(out.rstrip("\n")) <= 256


# Imports numpy's absence: the shell's one-page prune (BM25 in the core) must not need numpy, whose import
# alone costs more than the whole job (issue 31; benchmarks/cli_startup.py).
_WITHOUT_NUMPY = """
import sys
class NoNumpy:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == "numpy":
            raise ImportError("numpy is blocked in this test")
sys.meta_path.insert(0, NoNumpy())
from htmlprune.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_prune_from_the_shell_does_not_import_numpy() -> None:
    args = ["prune", "-v", "-q", "Which planet has the most moons?", "--budget", "256", str(SAMPLE_PAGE)]
    proc = subprocess.run([sys.executable, "-c", _WITHOUT_NUMPY, *args], capture_output=True, check=False)
    assert proc.returncode == 0, proc.stderr.decode()
    assert "274" in proc.stdout.decode()
    assert "kept_blocks=" in proc.stderr.decode()  # the summary is made without the arrays
    # and the same output as a process with numpy
    assert proc.stdout == run_cli(*args).stdout


def test_clean_reads_stdin_and_text_command() -> None:
    proc = run_cli("clean", stdin=b"<div><div><p>hi <script>x</script></p></div></div>")
    assert proc.returncode == 0
    assert "<p>hi</p>" in proc.stdout.decode()
    proc = run_cli("text", "-", stdin=b"<p>one</p><p>two</p>")
    assert proc.stdout.decode().split() == ["one", "two"]


def test_usage_errors_exit_2_and_runtime_errors_exit_1(tmp_path: Path) -> None:
    assert run_cli().returncode == 2
    assert run_cli("prune", str(SAMPLE_PAGE)).returncode == 2  # --query missing
    assert run_cli("prune", "-q", "x", "--budget", "0", str(SAMPLE_PAGE)).returncode == 2
    # a value the config rejects is a usage error of its command too, with that command's usage line
    for command, flag in (("prune", "--max-words"), ("batch", "--max-words"), ("clean", "--max-depth")):
        extra = ("-q", "x") if command == "prune" else ()
        proc = run_cli(command, *extra, flag, "0", str(SAMPLE_PAGE))
        assert proc.returncode == 2, (command, proc.stderr)
        assert f"usage: htmlprune {command}".encode() in proc.stderr, proc.stderr
    proc = run_cli("clean", str(tmp_path / "missing.html"))
    assert proc.returncode == 1
    assert b"htmlprune: error:" in proc.stderr
    assert run_cli("--help").returncode == 0


def test_batch_reports_bad_records_and_goes_on(tmp_path: Path) -> None:
    sample = SAMPLE_PAGE.read_text(encoding="utf-8")
    records = [
        json.dumps({"id": 1, "question": "Which planet has the most moons?", "html": sample}),
        "{not json",
        json.dumps({"id": 3, "question": "no html here"}),
        json.dumps(
            {
                "id": 4,
                "question": "code word?",
                "pages": ["<p>the code word is kiwi</p>", "<p>x</p>"],
            }
        ),
    ]
    src = tmp_path / "in.jsonl"
    src.write_text("\n".join(records) + "\n", encoding="utf-8")
    dst = tmp_path / "out.jsonl"
    code = main(["batch", str(src), str(dst), "--budget", "200", "--no-progress"])
    assert code == 1  # some records failed
    out = [json.loads(line) for line in dst.read_text(encoding="utf-8").splitlines()]
    assert len(out) == 4
    assert out[0]["id"] == 1
    assert "274" in out[0]["pruned_html"]
    assert out[0]["n_tokens"] <= 200
    assert out[1]["error"]["type"] == "JSONDecodeError"
    assert out[1]["line"] == 2
    assert "html" in out[2]["error"]["message"]
    assert "kiwi" in out[3]["pruned_html"]


def test_batch_resume_and_jobs(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    lines = [json.dumps({"question": f"q{i}", "html": f"<p>answer {i}</p>"}) for i in range(6)]
    src.write_text("\n".join(lines) + "\n", encoding="utf-8")
    full = tmp_path / "full.jsonl"
    assert main(["batch", str(src), str(full), "--no-progress"]) == 0
    expected = full.read_text(encoding="utf-8").splitlines()

    partial = tmp_path / "partial.jsonl"
    partial.write_text(
        "\n".join(expected[:2]) + "\n" + expected[2][:10], encoding="utf-8"
    )  # torn line
    assert main(["batch", str(src), str(partial), "--resume", "--no-progress"]) == 0
    assert partial.read_text(encoding="utf-8").splitlines() == expected

    parallel = tmp_path / "parallel.jsonl"
    proc = run_cli("batch", str(src), str(parallel), "--jobs", "2", "--no-progress")
    assert proc.returncode == 0, proc.stderr
    assert parallel.read_text(encoding="utf-8").splitlines() == expected


@pytest.mark.parametrize("argv", [["prune", "-q", "moons", "--budget", "64", str(SAMPLE_PAGE)]])
def test_main_in_process(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert load_tokenizer().count(out.rstrip("\n")) <= 64


def test_models_subcommand_in_process_and_as_module(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # `htmlprune models` delegates to htmlprune.models.cli; `python -m htmlprune.models` is the same parser.
    assert main(["models", "list", "--cache-dir", str(tmp_path)]) == 0
    listed = [line.split("\t") for line in capsys.readouterr().out.splitlines()]
    assert [row[0] for row in listed] == list(PRESETS)
    assert all(len(row) == 5 and row[4] in ("offline", "hub") for row in listed)
    proc = subprocess.run(
        [sys.executable, "-m", "htmlprune.models", "list", "--cache-dir", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert [line.split("\t") for line in proc.stdout.splitlines()] == listed
    bad = subprocess.run(
        [sys.executable, "-m", "htmlprune.models", "path", str(tmp_path / "nope")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert bad.returncode == 1
    assert "error:" in bad.stderr


# ------------------------------------------------------------------------ batch: streaming and scale


def _bad_and_good_records() -> list[bytes]:
    page = (
        "<h2>Moons</h2><table><tr><th>Planet<th>Moons<tr><td>Saturn<td>274<tr><td>Mars<td>2</table>"
    )
    good = {"question": "Which planet has the most moons?", "html": page}
    return [
        json.dumps({"id": 1, **good}).encode(),
        b"{not json",
        json.dumps([1, 2]).encode(),  # JSON, but not an object
        b"[" * 100_000
        + b"]" * 100_000,  # nesting deep enough to exhaust the JSON parser's recursion
        b'{"id": 5, "question": "caf\xe9", "html": "<p>x</p>"}',  # invalid UTF-8
        json.dumps({"id": 6, "question": 7, "html": page}).encode(),  # wrong type
        json.dumps({"id": 7, "question": "q", "pages": ["<p>a</p>", None]}).encode(),
        json.dumps(
            {"id": 8, "question": "q", "html": "<p>big</p>" * 200}
        ).encode(),  # > --max-bytes
        json.dumps({"id": 9, "question": "lone \ud800 surrogate", "html": page}).encode(),
        b"   ",  # blank: not a record
        json.dumps({"id": 10, **good, "pages": [page, "<p>Mars has 2</p>"]}).encode(),
    ]


BAD_TYPES = {
    2: "JSONDecodeError",
    3: "InputError",
    4: "RecursionError",
    5: "InputError",  # not UTF-8
    6: "InputError",
    7: "TypeError",
    8: "LimitExceededError",
}


def test_batch_every_bad_record_is_recorded_and_jobs_agree(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    src.write_bytes(b"\n".join(_bad_and_good_records()) + b"\n")
    argv = ["--budget", "64", "--max-bytes", "1000", "--no-progress"]
    serial, parallel = tmp_path / "serial.jsonl", tmp_path / "parallel.jsonl"
    assert main(["batch", str(src), str(serial), *argv]) == 1  # some records failed
    proc = run_cli("batch", str(src), str(parallel), "--jobs", "2", *argv)
    assert proc.returncode == 1, proc.stderr
    assert b"3 ok, 7 failed" in proc.stderr
    assert parallel.read_bytes() == serial.read_bytes()  # same lines, same order

    out = [json.loads(line) for line in serial.read_bytes().splitlines()]
    assert len(out) == 10  # one line per record; the blank line is no record
    errors = {o["line"]: o for o in out if "error" in o}
    assert {line: o["error"]["type"] for line, o in errors.items()} == BAD_TYPES
    # an error record keeps the record's own fields, without its HTML; not UTF-8 too, with U+FFFD
    assert errors[6]["id"] == 6
    assert "html" not in errors[6]
    assert (errors[5]["id"], errors[5]["question"]) == (5, "caf\ufffd")
    assert "line 5 is not UTF-8 (byte 0xe9" in errors[5]["error"]["message"]
    assert [set(errors[n]) for n in (2, 3, 4)] == [{"line", "error"}] * 3  # no JSON object: no fields
    assert "question" in errors[6]["error"]["message"]
    ok = [o for o in out if "error" not in o]
    assert [o["id"] for o in ok] == [1, 9, 10]
    assert all("274" in o["pruned_html"] and o["n_tokens"] <= 64 for o in ok)
    assert ok[1]["question"] == "lone \ud800 surrogate"  # written as an escape, read back exactly
    assert ok[2]["n_blocks"] > ok[0]["n_blocks"]  # "pages" wins over "html"


def test_batch_exit_codes(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    src.write_text(json.dumps({"question": "q", "html": "<p>q</p>"}) + "\n", encoding="utf-8")
    assert main(["batch", str(src), str(tmp_path / "o.jsonl"), "--no-progress"]) == 0
    assert main(["batch", str(src), "-", "--resume"]) == 2  # nothing to resume on stdout
    assert run_cli("batch", str(src), "-", "--jobs", "0").returncode == 2
    proc = run_cli("batch", str(tmp_path / "missing.jsonl"), str(tmp_path / "o2.jsonl"))
    assert proc.returncode == 1
    assert b"htmlprune: error:" in proc.stderr


def test_batch_progress_bar_on_stderr(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    lines = [json.dumps({"question": f"q{i}", "html": f"<p>q{i}</p>"}) for i in range(3)]
    src.write_text("\n".join(lines) + "\n", encoding="utf-8")
    proc = run_cli("batch", str(src), "-", "--progress")
    assert proc.returncode == 0, proc.stderr
    assert b"3/3" in proc.stderr  # total counted up front for a file
    assert len(proc.stdout.splitlines()) == 3  # the bar never mixes into the output
    proc = run_cli("batch", str(src), "-")  # stderr is not a terminal: no bar by default
    assert b"3/3" not in proc.stderr


def _wait_for_lines(path: Path, n: int, proc: subprocess.Popen[bytes]) -> None:
    """Polls until ``path`` holds ``n`` lines (a deadlock guard, not a timing assertion)."""
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        if path.exists() and path.read_bytes().count(b"\n") >= n:
            return
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else b""
        time.sleep(0.05)
    proc.kill()
    pytest.fail(f"no {n} output lines after 300 s")


@pytest.mark.parametrize("jobs", [1, 2])
def test_batch_streams_is_interrupted_and_resumes(tmp_path: Path, jobs: int) -> None:
    """Records from a pipe are written as they come; Ctrl-C exits 130; --resume finishes the job."""
    records = [
        json.dumps({"id": i, "question": f"what is {i}?", "html": f"<p>{i} is a number</p>"})
        for i in range(8)
    ]
    src = tmp_path / "in.jsonl"
    src.write_text("\n".join(records) + "\n", encoding="utf-8")
    full = tmp_path / "full.jsonl"
    assert main(["batch", str(src), str(full), "--no-progress"]) == 0

    out = tmp_path / "out.jsonl"
    proc = subprocess.Popen(
        [sys.executable, "-m", "htmlprune", "batch", "-", str(out), "--jobs", str(jobs)],
        stdin=subprocess.PIPE,
        stderr=subprocess.PIPE,
        # Ctrl-C as at a terminal: a test runner started in the background inherits SIGINT ignored,
        # and Python then installs no KeyboardInterrupt handler
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # noqa: PLW1509 - one call before exec
    )
    assert proc.stdin is not None
    proc.stdin.write(("\n".join(records[:3]) + "\n").encode())
    proc.stdin.flush()  # the pipe stays open: the command cannot have read to the end
    _wait_for_lines(out, 3, proc)
    proc.send_signal(signal.SIGINT)
    # wait with stdin still open: communicate() would close it at once, and a child that had not yet
    # handled the signal would then see the end of its input and finish normally
    proc.wait(timeout=300)
    _, stderr = proc.communicate()
    assert proc.returncode == 130, stderr
    assert b"--resume" in stderr
    assert b"Traceback" not in stderr

    with out.open("ab") as f:
        f.write(b'{"id": 3, "question": "torn')  # as if killed in the middle of a line
    assert main(["batch", str(src), str(out), "--resume", "--no-progress"]) == 0
    assert out.read_bytes() == full.read_bytes()


@pytest.mark.parametrize("group", [1, 3])
def test_parallel_keeps_records_in_flight_bounded(group: int) -> None:
    """However long the input, at most 2 * jobs groups of records are read ahead of the output."""
    from functools import partial

    from htmlprune._batch import _parallel
    from htmlprune.pruning import HtmlPruner

    read = 0

    def endless() -> Iterator[tuple[int, bytes]]:
        nonlocal read
        for i in itertools.count(1):
            read += 1
            yield i, json.dumps({"question": "q", "html": f"<p>{i}</p>"}).encode()

    results = _parallel(endless(), partial(HtmlPruner, budget=32), jobs=2, group=group)
    try:
        for taken in range(1, 8):
            ok, line = next(results)
            assert ok
            assert f"<p>{taken}".encode() in line  # in input order
            assert read <= taken + (2 * 2 + 1) * group  # one more group may wait for a free slot
    finally:
        results.close()


def test_count_done_cuts_a_torn_line_without_reading_the_file_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from htmlprune import _batch

    monkeypatch.setattr(_batch, "_CHUNK", 7)  # many chunks even for a small file
    path = tmp_path / "out.jsonl"
    whole = b"".join(json.dumps({"n": i}).encode() + b"\n" for i in range(5))
    path.write_bytes(whole + b"x" * 200_000)  # a torn line longer than the backward scan's step
    assert _batch.count_done(str(path)) == 5
    assert path.read_bytes() == whole
    path.write_bytes(b"torn")
    assert _batch.count_done(str(path)) == 0
    assert path.read_bytes() == b""
    assert _batch.count_done(str(tmp_path / "absent.jsonl")) == 0


class _DiesOn:
    """A pruner whose process dies on one question, as when the kernel's OOM killer takes a worker."""

    def __call__(self, question: str, pages: object) -> object:
        if question == "die":
            os._exit(1)
        from htmlprune.pruning import HtmlPruner

        return HtmlPruner(budget=32)(question, pages)


def test_parallel_reports_a_dead_worker_as_an_error() -> None:
    from htmlprune._batch import _parallel
    from htmlprune.errors import HtmlpruneError

    records = [
        (i, json.dumps({"question": q, "html": "<p>x</p>"}).encode())
        for i, q in enumerate(["a", "die", "b"], 1)
    ]
    results = _parallel(iter(records), _DiesOn, jobs=2, group=2)
    with pytest.raises(HtmlpruneError, match="worker process died"):
        list(results)
