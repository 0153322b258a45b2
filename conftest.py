"""pytest on any install: what needs an optional dependency that is not installed skips, naming its extra.

``pip install ".[test]" && pytest`` installs everything and skips nothing for want of a package. On a plain
``pip install . pytest``:

* pytest-benchmark is missing: ``--benchmark-disable`` (in pyproject's addopts) is accepted and ignored, and
  tests that take the ``benchmark`` fixture skip;
* a test module whose imports need an optional package (fastapi, torch, ray, ...) is skipped whole, and a
  test that reaches htmlprune code needing one (``MissingDependencyError``) or imports one itself skips,
  each with the reason naming the package and the extra that installs it.

Only the packages listed here count: any other ImportError is an error as usual.
"""

from __future__ import annotations

import importlib.util
from typing import Any

import pytest

# top-level module -> the extra that installs it (pyproject.toml's [project.optional-dependencies])
OPTIONAL = {
    "accelerate": "torch",
    "atheris": "fuzz",
    "fastapi": "server",
    "gguf": "torch",
    "html_to_markdown": "test",
    "httpx": "server",
    "hypothesis": "test",
    "langchain_classic": "test",
    "langchain_core": "langchain",
    "llama_index": "llamaindex",
    "lxml_html_clean": "test",
    "markdown_it": "test",
    "mypy": "test",
    "onnx": "export",
    "onnxruntime": "onnx",
    "pandas": "ray",
    "peft": "train",
    "prometheus_client": "server",
    "pyarrow": "ray",
    "pydantic": "server",
    "rank_bm25": "test",
    "ray": "ray",
    "selectolax": "test",
    "sentence_transformers": "test",
    "sklearn": "test",
    "starlette": "server",
    "torch": "torch",
    "tqdm": "progress",
    "trafilatura": "test",
    "transformers": "torch",
    "uvicorn": "server",
}
HAVE_BENCHMARK = importlib.util.find_spec("pytest_benchmark") is not None


def missing_reason(exc: BaseException) -> str | None:
    """The skip reason for an ImportError of an optional package (or htmlprune's MissingDependencyError),
    None for any other error."""
    from htmlprune.errors import MissingDependencyError

    if isinstance(exc, MissingDependencyError):
        return str(exc)
    if isinstance(exc, ModuleNotFoundError) and exc.name:
        top = exc.name.split(".")[0]
        if top in OPTIONAL:
            extra = OPTIONAL[top]
            also = "" if extra == "test" else ' (or ".[test]")'
            return f'{top} is not installed: pip install ".[{extra}]"{also}'
    return None


def pytest_addoption(parser: pytest.Parser) -> None:
    if not HAVE_BENCHMARK:  # pyproject's addopts pass --benchmark-disable
        group = parser.getgroup("benchmark (pytest-benchmark is not installed)")
        group.addoption("--benchmark-disable", action="store_true", help="ignored")
        group.addoption("--benchmark-enable", action="store_true", help="ignored")


def pytest_configure(config: pytest.Config) -> None:
    if not HAVE_BENCHMARK:  # --strict-markers: the benchmarks' marker is pytest-benchmark's
        config.addinivalue_line("markers", "benchmark: pytest-benchmark's group (not installed)")


if not HAVE_BENCHMARK:

    @pytest.fixture
    def benchmark() -> Any:
        pytest.skip('pytest-benchmark is not installed: pip install ".[test]"')


class _OptionalDepsModule(pytest.Module):
    """A test module that skips, naming the extra, when importing it needs an optional package."""

    def collect(self) -> Any:
        try:
            return super().collect()
        except self.CollectError as exc:
            cause = exc.__cause__
            reason = missing_reason(cause) if isinstance(cause, ImportError) else None
            if reason is None:
                raise
            pytest.skip(reason)


def pytest_pycollect_makemodule(module_path: Any, parent: Any) -> Any:
    return _OptionalDepsModule.from_parent(parent, path=module_path)


def _skip_if_missing(exc: ImportError) -> None:
    reason = missing_reason(exc)
    if reason is not None:
        pytest.skip(reason)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Any:  # fixtures that load an optional package
    try:
        return (yield)
    except ImportError as exc:
        _skip_if_missing(exc)
        raise


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Any:
    try:
        return (yield)
    except ImportError as exc:
        _skip_if_missing(exc)
        raise


def _hypothesis_profiles() -> None:
    """CI runs the property tests with a fixed seed, so that a red run is reproducible and a green one is not
    luck; a developer's run (no CI variable) keeps exploring new examples."""
    import os

    if importlib.util.find_spec("hypothesis") is None:
        return
    from hypothesis import settings

    settings.register_profile("ci", derandomize=True, print_blob=True)
    if os.environ.get("CI"):
        settings.load_profile("ci")


_hypothesis_profiles()
