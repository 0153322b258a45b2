"""PruneConfig: one default per option (the core's), validated once, and accepted by every front end.

The walk over the fields fails for an option added to the config but not to a front end: the CLI's flags
(``prune``, ``batch``, ``serve``), the service's request schema, ``HtmlPruner.batch``/``prune_batch``, Ray's
``PruneBatch`` and the LangChain and LlamaIndex components.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

import htmlprune
from htmlprune import CleanOptions, HtmlPruner, InputError, PruneConfig, _core
from htmlprune.cli import _make_pruner, _server_config, build_parser
from htmlprune.config import config_fields

from .conftest import SAMPLE_PAGE

# A valid value other than the default, per field ("clean.<name>": a field of PruneConfig.clean).
VALUES: dict[str, Any] = {
    "budget": 777,
    "format": "markdown",
    "max_words": 100,
    "max_block_bytes": 300,
    "compact": False,
    "semantic": False,
    "density": True,
    "keep_table_header": False,
    "heading_context": True,
    "smoothing": 0.25,
    "drop_inline_hidden": False,
    "newline_between_blocks": True,
    "time_limit": 12.5,
    "fine_max_words": 64,
    "coarse_budget": 5000,
    "top_up_tries": 1,
    "clean.keep_attrs": ("href",),
    "clean.merge_single_nested": False,
    "clean.drop_empty": False,
    "clean.max_bytes": 123456,
    "clean.max_depth": 100,
    "clean.max_nodes": 5000,
    "clean.signal_rules": 3,
}


def _config(name: str, value: Any) -> PruneConfig:
    if name.startswith("clean."):
        return PruneConfig(clean=CleanOptions(**{name[6:]: value}))
    return PruneConfig(**{name: value})


def _read(config: PruneConfig, name: str) -> Any:
    if name.startswith("clean."):
        return getattr(config.clean, name[6:])
    return getattr(config, name)


def _flag(name: str, value: Any) -> list[str]:
    flag = "--" + name.split(".")[-1].replace("_", "-")
    if isinstance(value, bool):
        return [flag if value else "--no-" + flag[2:]]
    if isinstance(value, tuple):
        return [flag, ",".join(value)]
    return [flag, str(value)]


def test_every_field_has_a_test_value_that_is_not_its_default() -> None:
    assert set(VALUES) == set(
        config_fields()
    )  # a new field needs a value here (and a way in everywhere)
    for name, value in VALUES.items():
        assert _read(PruneConfig(), name) != value, name
        assert _read(_config(name, value), name) == value


def test_defaults_are_the_cores() -> None:
    core = _core.PruneConfig()
    c = PruneConfig()
    for name in (
        "budget",
        "format",
        "max_words",
        "max_block_bytes",
        "compact",
        "semantic",
        "density",
        "keep_table_header",
        "heading_context",
        "smoothing",
        "drop_inline_hidden",
        "newline_between_blocks",
        "top_up_tries",
    ):
        assert getattr(c, name) == getattr(core, name), name
    assert c.drop_inline_hidden is True  # one default: prune(), fit_tree and the pipeline agree
    native = c.to_core()
    assert native.budget == c.budget
    assert native.time_limit == 0.0
    assert native.clean.max_nodes == c.clean.max_nodes
    assert PruneConfig(time_limit=2.0).to_core().time_limit == 2.0


@pytest.mark.parametrize(
    ("changes", "match"),
    [
        ({"budget": 0}, "budget"),
        ({"budget": True}, "budget"),
        ({"format": "pdf"}, "format"),
        ({"max_words": 0}, "max_words"),
        ({"smoothing": -1.0}, "smoothing"),
        ({"smoothing": float("nan")}, "smoothing"),
        ({"time_limit": 0}, "time_limit"),
        ({"compact": 1}, "compact"),
        ({"coarse_budget": -5}, "coarse_budget"),
        ({"clean": CleanOptions(compact=True)}, "compact"),
    ],
)
def test_bad_values_fail_when_the_config_is_made(changes: dict[str, Any], match: str) -> None:
    with pytest.raises(InputError, match=match):
        PruneConfig(**changes)


def test_unknown_options_are_type_errors_everywhere() -> None:
    with pytest.raises(TypeError):
        PruneConfig(budjet=5)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        HtmlPruner(budjet=5)
    with pytest.raises(TypeError):
        htmlprune.prune(HtmlPruner().tree("<p>x</p>"), [1.0], budjet=5)


def test_config_is_frozen_hashable_and_replaceable() -> None:
    c = PruneConfig(budget=100)
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.budget = 5  # type: ignore[misc]
    assert {c: 1}[PruneConfig(budget=100)] == 1
    assert c.replace(format="text") == PruneConfig(budget=100, format="text")
    assert c.first_budget == 200
    assert c.replace(coarse_budget=150).first_budget == 150


@pytest.mark.parametrize("name", sorted(VALUES))
def test_the_cli_takes_every_option(name: str) -> None:
    value = VALUES[name]
    for command in (["prune", "-q", "who?", "page.html"], ["batch", "in.jsonl", "out.jsonl"]):
        args = build_parser().parse_args([*command, *_flag(name, value)])
        assert _read(_make_pruner(args).config, name) == value, (command[0], name)
    args = build_parser().parse_args(["serve", *_flag(name, value)])
    assert _read(_server_config(args).prune, name) == value, ("serve", name)


@pytest.mark.parametrize("name", sorted(VALUES))
def test_the_service_request_takes_every_option(name: str) -> None:
    pytest.importorskip("fastapi")
    from htmlprune.server.config import ServerConfig
    from htmlprune.server.schemas import PruneRequest
    from htmlprune.server.service import Service

    value = VALUES[name]
    field = name.split(".")[-1]
    request = PruneRequest(
        question="q", html="<p>x</p>", **{field: list(value) if isinstance(value, tuple) else value}
    )
    config = Service(ServerConfig()).request_config(request, time_limit=60.0)
    assert _read(config, name) == value


def test_the_service_keeps_its_page_limits() -> None:
    pytest.importorskip("fastapi")
    from htmlprune.server.config import ServerConfig
    from htmlprune.server.errors import ServiceError
    from htmlprune.server.schemas import PruneRequest
    from htmlprune.server.service import Service

    service = Service(ServerConfig(max_body_bytes=1 << 20))
    assert service.prune_config.clean.max_bytes == 1 << 20  # a page is never larger than the body
    for field, value in (("max_bytes", 2 << 20), ("max_nodes", 0)):
        with pytest.raises(ServiceError, match=field):
            service.request_config(PruneRequest(question="q", html="x", **{field: value}), 60.0)
    # a request's time limit is at most the time its request has left
    timed = service.request_config(PruneRequest(question="q", html="x", time_limit=100.0), 5.0)
    assert timed.time_limit == 5.0


@pytest.mark.parametrize("name", sorted(VALUES))
def test_batch_ray_and_the_integrations_take_every_option(name: str) -> None:
    value = VALUES[name]
    config = _config(name, value)
    field = name.split(".")[-1]
    # HtmlPruner and the batch's function form take the fields themselves
    if not name.startswith("clean."):
        assert _read(HtmlPruner(**{field: value}).config, name) == value
    from htmlprune.ray_batch import PruneBatch

    assert PruneBatch(config=config).pruner.config == config
    pytest.importorskip("langchain_core")
    from htmlprune.integrations.langchain import HtmlPruneCompressor, HtmlPruneTransformer

    assert HtmlPruneCompressor(config=config, budget=None).pruner.config == config
    assert HtmlPruneTransformer(config=config, budget=None).pruner.config == config
    pytest.importorskip("llama_index.core")
    from htmlprune.integrations.llamaindex import HtmlPrunePostprocessor

    assert HtmlPrunePostprocessor(config=config, budget=None).pruner.config == config


def test_an_option_changes_what_the_pipeline_does() -> None:
    # one end to end: the CLI's --format reaches the output through the config
    args = build_parser().parse_args(
        ["prune", "-q", "moons", str(SAMPLE_PAGE), "--format", "text", "--budget", "64"]
    )
    result = _make_pruner(args)(args.query, SAMPLE_PAGE.read_text(encoding="utf-8"))
    assert result.format == "text"
    assert "<" not in result.content
    assert result.n_tokens <= 64
