"""The hand-written stubs of the native module (htmlprune/_core.pyi) match it, checked by mypy.stubtest."""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

import htmlprune
import htmlprune._core

pytest.importorskip("mypy.stubtest", reason='stubtest is mypy\'s: pip install ".[test]"')

PACKAGE = Path(htmlprune.__file__).resolve().parent
ALLOWLIST = Path(__file__).parent / "stubtest_allowlist.txt"


def _site_dirs() -> set[Path]:
    dirs = [*site.getsitepackages(), site.getusersitepackages()]
    dirs += [sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]]
    return {Path(d).resolve() for d in dirs}


def _stubtest(parent: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Runs stubtest on htmlprune._core as imported from ``parent`` (the folder holding the package)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(parent), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    # mypy does not read PYTHONPATH; a source checkout goes on MYPYPATH, while an installed wheel is found
    # through its py.typed marker (mypy refuses site-packages on MYPYPATH).
    if parent in _site_dirs():
        env.pop("MYPYPATH", None)
    else:
        env["MYPYPATH"] = str(parent)
    config = cwd / "mypy.ini"
    config.write_text("[mypy]\n", encoding="utf-8")  # not the project's (ignore_missing_imports)
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy.stubtest",
            "htmlprune._core",
            "--allowlist",
            str(ALLOWLIST),
            "--mypy-config-file",
            str(config),
        ],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def test_stubs_ship_with_the_package() -> None:
    assert (PACKAGE / "_core.pyi").is_file()
    assert (PACKAGE / "py.typed").is_file()


def test_core_stubs_match_the_native_module(tmp_path: Path) -> None:
    result = _stubtest(PACKAGE.parent, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Success" in result.stdout


def test_stubtest_reports_a_stub_out_of_sync(tmp_path: Path) -> None:
    """The check above can fail: a stub that lacks a native function and names a missing one is caught."""
    pkg = tmp_path / "pkg" / "htmlprune"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("", encoding="utf-8")
    shutil.copy2(htmlprune._core.__file__, pkg / Path(htmlprune._core.__file__).name)
    stub = (PACKAGE / "_core.pyi").read_text(encoding="utf-8")
    assert "\ndef visible_text(" in stub
    (pkg / "_core.pyi").write_text(
        stub.replace("\ndef visible_text(", "\ndef visible_txt("), "utf-8"
    )
    result = _stubtest(pkg.parent, tmp_path)
    assert result.returncode != 0
    assert "htmlprune._core.visible_text is not present in stub" in result.stdout
    assert "htmlprune._core.visible_txt is not present at runtime" in result.stdout
