"""CleanOptions: typed native options whose defaults are written once, in the C++ header."""

from __future__ import annotations

import dataclasses

import pytest

from htmlprune import CleanOptions, _core, clean, visible_text
from htmlprune.errors import InputError, LimitExceededError
from htmlprune.html import clean_batch

PAGE = (
    "<div><div><ul><li>Saturn <a href='/s' title='t'>moons</a></li><li>Mars</li></ul></div></div>"
    "<p></p><table><tr><td>274<td>2</table>"
)


def test_python_defaults_are_the_cores() -> None:
    core = _core.CleanOptions()
    mine = CleanOptions()
    assert mine.keep_attrs == tuple(core.keep_attrs) == ()
    assert mine.merge_single_nested is core.merge_single_nested is True
    assert mine.drop_empty is core.drop_empty is True
    assert mine.compact is core.omit_optional_end_tags is False
    assert (mine.max_bytes, mine.max_depth, mine.max_nodes) == (1 << 30, 4096, 1 << 22)
    assert (mine.max_bytes, mine.max_depth, mine.max_nodes) == (
        core.max_bytes,
        core.max_depth,
        core.max_nodes,
    )
    assert core.format == "html"
    assert core.unwrap_inline is True
    assert core.newline_between_blocks is True


def test_to_core_carries_every_field() -> None:
    opts = CleanOptions(
        keep_attrs=("HREF", "title"),
        merge_single_nested=False,
        drop_empty=False,
        compact=True,
        max_bytes=10_000,
        max_depth=64,
        max_nodes=500,
    )
    native = opts.to_core("markdown")
    assert native.keep_attrs == ["href", "title"]
    assert native.merge_single_nested is False
    assert native.drop_empty is False
    assert native.omit_optional_end_tags is True
    assert (native.max_bytes, native.max_depth, native.max_nodes) == (10_000, 64, 500)
    assert native.format == "markdown"
    assert opts.to_core("markdown") is native  # cached per (options, format)
    assert CleanOptions().to_core().format == "html"
    with pytest.raises(InputError, match="format"):
        opts.to_core("xml")  # type: ignore[arg-type]


def test_each_option_reaches_the_core() -> None:
    plain = clean(PAGE)
    assert "href" not in plain
    assert "<div>" not in plain  # single-nested wrappers merged
    assert "<p>" not in plain  # empty element dropped
    assert "</li>" in plain
    kept = clean(PAGE, keep_attrs=("href",))
    assert "href=" in kept
    assert "title=" not in kept
    assert "<div>" in clean(PAGE, merge_single_nested=False)
    assert "<p>" in clean(PAGE, drop_empty=False)
    compact = clean(PAGE, compact=True)
    assert "</li>" not in compact
    assert visible_text(compact) == visible_text(plain)
    assert clean(PAGE, options=CleanOptions(compact=True)) == compact
    assert clean(PAGE, format="text") == visible_text(PAGE)
    with pytest.raises(LimitExceededError, match="max_bytes"):
        clean(PAGE, max_bytes=10)
    assert clean_batch([PAGE, PAGE], threads=2, compact=True) == [compact, compact]


def test_native_options_are_typed() -> None:
    native = _core.CleanOptions()
    with pytest.raises(TypeError):
        native.max_depth = "deep"  # type: ignore[assignment]
    with pytest.raises(ValueError, match="format"):
        native.format = "xml"
    with pytest.raises(TypeError):
        _core.clean(PAGE, options={"compact": True})  # type: ignore[arg-type]
    native.omit_optional_end_tags = True
    assert _core.clean(PAGE, options=native) == clean(PAGE, compact=True)


def test_every_public_field_has_a_native_counterpart() -> None:
    native = _core.CleanOptions()
    renamed = {"compact": "omit_optional_end_tags"}
    for field in dataclasses.fields(CleanOptions):
        assert hasattr(native, renamed.get(field.name, field.name)), field.name
