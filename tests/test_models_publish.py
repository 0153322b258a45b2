"""`publish_dir`: the atomic publish of a cache directory shared by the ONNX export and the GGUF conversion."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from htmlprune.models.cache import publish_dir


def _complete(d: Path) -> bool:
    return (d / "done").is_file()


def test_publishes_readable_directory_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "cache" / "model"
    with publish_dir(target, is_complete=_complete) as tmp:
        assert tmp.parent == target.parent
        assert not target.exists()  # nothing is visible before the block ends
        (tmp / "sub").mkdir()
        (tmp / "sub" / "weights").write_bytes(b"w")
        (tmp / "done").write_text("1")
    assert (target / "sub" / "weights").read_bytes() == b"w"
    assert stat.S_IMODE(target.stat().st_mode) == 0o755
    assert stat.S_IMODE((target / "sub" / "weights").stat().st_mode) == 0o644
    assert sorted(p.name for p in target.parent.iterdir()) == ["model"]


def _write_half_then_fail(target: Path) -> None:
    with publish_dir(target, is_complete=_complete) as tmp:
        (tmp / "half").write_text("x")
        raise RuntimeError("export failed")


def _write_complete(target: Path) -> None:
    with publish_dir(target, is_complete=_complete) as tmp:
        (tmp / "done").write_text("ours")


def test_failed_block_publishes_nothing(tmp_path: Path) -> None:
    with pytest.raises(RuntimeError, match="export failed"):
        _write_half_then_fail(tmp_path / "model")
    assert list(tmp_path.iterdir()) == []


def test_a_complete_copy_published_first_wins(tmp_path: Path) -> None:
    target = tmp_path / "model"
    with publish_dir(target, is_complete=_complete) as tmp:
        (tmp / "done").write_text("ours")
        target.mkdir()  # another process publishes while we write
        (target / "done").write_text("theirs")
        (target / "more").write_text("x")  # non-empty: our rename fails
    assert (target / "done").read_text() == "theirs"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model"]


def test_an_incomplete_directory_in_the_way_is_an_error(tmp_path: Path) -> None:
    target = tmp_path / "model"
    target.mkdir()
    (target / "partial").write_text("x")
    with pytest.raises(OSError, match=r"not empty|exists"):
        _write_complete(target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model"]
