"""The README's examples are what the code does: its commands run, and the output it shows is the output."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import REPO, SAMPLE_PAGE

README = (REPO / "README.md").read_text(encoding="utf-8")


def _blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", README, re.DOTALL)


def _htmlprune(command: str) -> list[str]:
    """A README command line as argv, run by this interpreter (``htmlprune`` may not be on PATH)."""
    argv = shlex.split(command)
    assert argv[0] == "htmlprune" or argv[:3] == ["python", "-m", "htmlprune"], command
    rest = argv[1:] if argv[0] == "htmlprune" else argv[3:]
    return [sys.executable, "-m", "htmlprune", *rest]


def test_first_command_prints_what_the_readme_shows() -> None:
    first = next(line for line in README.splitlines() if "# the main job" in line)
    command = first.split("&&", 1)[1].split("#", 1)[0].strip()
    proc = subprocess.run(
        _htmlprune(command), capture_output=True, text=True, cwd=REPO, check=False
    )
    assert proc.returncode == 0, proc.stderr
    shown = _blocks("html")[0]
    assert proc.stdout == shown


def test_shell_examples_run(tmp_path: Path) -> None:
    shutil.copy(SAMPLE_PAGE, tmp_path / "page.html")
    shutil.copy(SAMPLE_PAGE, tmp_path / "other.html")
    record = {
        "question": "Which planet has the most moons?",
        "html": SAMPLE_PAGE.read_text("utf-8"),
    }
    (tmp_path / "questions.jsonl").write_text(json.dumps(record) + "\n", encoding="utf-8")
    block = next(b for b in _blocks("sh") if b.startswith("htmlprune clean"))
    lines = [line.split("#", 1)[0].strip() for line in block.splitlines() if line.strip()]
    assert len(lines) >= 5
    for line in lines:
        command, _, target = line.partition(">")
        out = subprocess.run(
            _htmlprune(command), capture_output=True, cwd=tmp_path, check=False, timeout=300
        )
        assert out.returncode == 0, (line, out.stderr)
        assert out.stdout or target or "batch" in command, line
        if target:
            (tmp_path / target.strip()).write_bytes(out.stdout)
    assert "274" in (tmp_path / "clean.html").read_text(encoding="utf-8")
    assert json.loads((tmp_path / "pruned.jsonl").read_text(encoding="utf-8"))["n_tokens"] <= 2048


def test_server_example_is_the_real_answer() -> None:
    pytest.importorskip("fastapi", reason='the server needs pip install ".[server]"')
    from fastapi.testclient import TestClient

    from htmlprune.server import ServerConfig, create_app

    block = next(b for b in _blocks("sh") if b.startswith("curl"))
    body = json.loads(re.search(r"-d '(.*?)'", block, re.DOTALL).group(1))  # type: ignore[union-attr]
    shown = json.loads("".join(line[2:] for line in block.splitlines() if line.startswith("# ")))
    with TestClient(create_app(ServerConfig())) as client:
        answer = client.post("/v1/prune", json=body)
    assert answer.status_code == 200
    assert answer.json() == shown


def test_ready_line_in_readme_is_the_one_serve_prints() -> None:
    from htmlprune.server.ready import announce

    line = re.search(r"`(htmlprune serve: listening on [^`]*)`", README)
    assert line is not None
    with pytest.MonkeyPatch.context() as mp:
        printed: list[str] = []
        mp.setattr("builtins.print", lambda *a, **_k: printed.append(" ".join(map(str, a))))
        announce("127.0.0.1", 8000, 1)
    assert printed == [line.group(1)]
