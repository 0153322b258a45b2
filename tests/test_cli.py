"""The htmlprune command line: filters, exit codes, batch files with bad records, resume."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from htmlprune.cli import main
from htmlprune.tokenizer import load_tokenizer

from .conftest import SAMPLE_PAGE


def run_cli(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "htmlprune", *args], input=stdin, capture_output=True, check=False
    )


def test_prune_sample_page_as_in_readme() -> None:
    proc = run_cli("prune", "-q", "Which planet has the most moons?", "--budget", "256", str(SAMPLE_PAGE))
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.decode()
    assert "274" in out
    assert load_tokenizer().count(out.rstrip("\n")) <= 256


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
        json.dumps({"id": 4, "question": "code word?", "pages": ["<p>the code word is kiwi</p>", "<p>x</p>"]}),
    ]
    src = tmp_path / "in.jsonl"
    src.write_text("\n".join(records) + "\n", encoding="utf-8")
    dst = tmp_path / "out.jsonl"
    code = main(["batch", str(src), str(dst), "--budget", "200", "--no-progress"])
    assert code == 1  # some records failed
    out = [json.loads(line) for line in dst.read_text(encoding="utf-8").splitlines()]
    assert len(out) == 4
    assert out[0]["id"] == 1 and "274" in out[0]["pruned_html"] and out[0]["n_tokens"] <= 200
    assert out[1]["error"]["type"] == "JSONDecodeError" and out[1]["line"] == 2
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
    partial.write_text("\n".join(expected[:2]) + "\n" + expected[2][:10], encoding="utf-8")  # torn line
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
