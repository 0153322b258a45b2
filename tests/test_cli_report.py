"""What the command line says besides its output: warnings, exit codes, each command's own usage, ready line."""

from __future__ import annotations

import re
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from htmlprune._cli_checks import (
    EXIT_BINARY_INPUT,
    EXIT_EMPTY_INPUT,
    EXIT_TRUNCATED,
    looks_binary,
)

from .conftest import DATA, SAMPLE_PAGE

QUESTION = "Which planet has the most moons?"


def run_cli(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "htmlprune", *args], input=stdin, capture_output=True, check=False
    )


def test_truncated_result_warns_and_exits_3() -> None:
    proc = run_cli("prune", "-q", QUESTION, "--budget", "1", str(SAMPLE_PAGE))
    assert proc.returncode == EXIT_TRUNCATED == 3
    assert proc.stdout.strip()  # the cut output is still written
    assert b"htmlprune prune: warning: not even the best block fits in 1 tokens" in proc.stderr
    whole = run_cli("prune", "-q", QUESTION, "--budget", "256", str(SAMPLE_PAGE))
    assert whole.returncode == 0
    assert whole.stderr == b""


@pytest.mark.parametrize("command", [["clean"], ["text"], ["prune", "-q", "x"]])
def test_empty_input_warns_and_exits_4(command: list[str], tmp_path: Path) -> None:
    proc = run_cli(*command, stdin=b"  \n")
    assert proc.returncode == EXIT_EMPTY_INPUT == 4
    assert f"htmlprune {command[0]}: warning: stdin is empty".encode() in proc.stderr
    empty = tmp_path / "empty.html"
    empty.write_bytes(b"")
    proc = run_cli(*command, str(SAMPLE_PAGE), str(empty))
    assert proc.returncode == EXIT_EMPTY_INPUT
    assert f"{empty} is empty".encode() in proc.stderr


def test_binary_input_warns_and_exits_5(tmp_path: Path) -> None:
    png = tmp_path / "image.png"
    png.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 40)
    for command in (["text"], ["clean"], ["prune", "-q", "x"]):
        proc = run_cli(*command, str(png))
        assert proc.returncode == EXIT_BINARY_INPUT == 5, proc.stderr
        assert f"{png} looks like binary data".encode() in proc.stderr


def test_looks_binary() -> None:
    import gzip

    assert looks_binary(gzip.compress(SAMPLE_PAGE.read_bytes()))
    assert looks_binary(
        "<p>text</p>".encode("utf-16-le")
    )  # UTF-16 without a BOM reads as garbage too
    for row in (
        "undeclared-cp1251",
        "undeclared-sjis",
        "undeclared-big5",
        "nul-utf8",
        "utf8-bom-cp1251-meta",
    ):
        assert not looks_binary((DATA / "encodings" / f"{row}.html").read_bytes()), row
    assert not looks_binary("<p>日本語</p>".encode("iso2022_jp"))  # ESC sequences are text there
    assert not looks_binary(b"")


def test_each_command_names_its_own_options_in_its_own_usage() -> None:
    proc = run_cli("prune", "-q", "x", "--budget", "0", str(SAMPLE_PAGE))
    err = proc.stderr.decode()
    assert proc.returncode == 2
    assert err.startswith("usage: htmlprune prune")
    assert "htmlprune prune: error: argument --budget: must be a positive integer, got 0" in err
    assert "--jobs" not in err
    proc = run_cli("batch", "in.jsonl", "out.jsonl", "--jobs", "0")
    err = proc.stderr.decode()
    assert proc.returncode == 2
    assert err.startswith("usage: htmlprune batch")
    assert "argument -j/--jobs: must be a positive integer, got 0" in err
    proc = run_cli("serve", "--budget", "zero")
    assert proc.returncode == 2
    assert "htmlprune serve: error: argument --budget: must be a positive integer, got 'zero'" in (
        proc.stderr.decode()
    )
    help_text = " ".join(run_cli("--help").stdout.decode().split())
    assert "3 the output was cut to fit the budget; 4 an input was empty; 5 an input" in help_text


def test_legacy_encoded_file_reads_as_its_text() -> None:
    page = DATA / "encodings" / "undeclared-cp1251.html"
    proc = run_cli("text", str(page))
    assert proc.returncode == 0
    assert "Погода в Москве и Киеве" in proc.stdout.decode("utf-8")
    proc = run_cli("prune", "-v", "-q", "погода", "--budget", "512", str(page))
    assert proc.returncode == 0
    assert "Погода в Москве" in proc.stdout.decode("utf-8")
    assert b"encoding=cp1251" in proc.stderr


@pytest.mark.parametrize("workers", [1, 2])
def test_serve_prints_its_url_once_listening(workers: int) -> None:
    pytest.importorskip("uvicorn", reason='serve needs pip install ".[server]"')
    with subprocess.Popen(
        [sys.executable, "-m", "htmlprune", "serve", "--port", "0", "--workers", str(workers)],
        stderr=subprocess.PIPE,
        text=True,
    ) as proc:
        try:
            assert proc.stderr is not None
            line = proc.stderr.readline()  # blocks until the server has printed it
            match = re.fullmatch(
                r"htmlprune serve: listening on (http://127\.0\.0\.1:\d+) \((\d) process(es)?\); "
                r"Ctrl\+C stops\n",
                line,
            )
            assert match is not None, line
            assert int(match.group(2)) == workers
            with urllib.request.urlopen(match.group(1) + "/healthz", timeout=30) as answer:
                assert answer.status == 200
        finally:
            proc.terminate()
            deadline = time.monotonic() + 60
            while proc.poll() is None and time.monotonic() < deadline:
                time.sleep(0.1)
            if proc.poll() is None:
                proc.kill()
