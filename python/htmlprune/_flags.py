"""Command-line flags generated from :class:`~htmlprune.PruneConfig`'s fields, so that every option of the
pipeline is a flag of ``prune``, ``batch`` and ``serve`` (and every cleaning option one of ``clean``) without
a second list of them.

A field ``max_block_bytes`` is ``--max-block-bytes``, a field of ``clean`` (``max_nodes``) is ``--max-nodes``;
booleans get ``--name`` / ``--no-name``; ``keep_attrs`` takes a comma-separated list. A flag left out keeps
the config's default (its help says which). The help text is the field's line in the class docstring.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
import typing
from collections.abc import Iterable
from typing import Any, get_args

from htmlprune.config import PruneConfig, field_docs
from htmlprune.html import CleanOptions

__all__ = [
    "add_clean_flags",
    "add_config_flags",
    "check_flags",
    "clean_from_flags",
    "config_from_flags",
]

_FORMATS = ("html", "markdown", "text")


def _flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def _first_sentence(text: str) -> str:
    head = re.split(r"(?<=[.;])\s", text, maxsplit=1)[0]
    return head.rstrip(".;").replace("%", "%%")


def _add(
    p: argparse.ArgumentParser, cls: type, names: Iterable[str], dest_prefix: str, defaults: Any
) -> None:
    docs = field_docs(cls)
    hints = typing.get_type_hints(cls)
    for name in names:
        hint = hints[name]
        default = getattr(defaults, name)
        help_text = f"{_first_sentence(docs.get(name, name))} (default: {default})"
        dest = dest_prefix + name
        if hint is bool:
            p.add_argument(
                _flag(name),
                dest=dest,
                action=argparse.BooleanOptionalAction,
                default=None,
                help=help_text,
            )
        elif name == "format":
            p.add_argument(_flag(name), dest=dest, choices=_FORMATS, default=None, help=help_text)
        elif name == "keep_attrs":
            p.add_argument(_flag(name), dest=dest, default=None, metavar="A,B", help=help_text)
        else:
            kind = float if float in get_args(hint) or hint is float else int
            p.add_argument(
                _flag(name), dest=dest, type=kind, default=None, metavar="N", help=help_text
            )


def _clean_names(skip_compact: bool) -> list[str]:
    return [
        f.name
        for f in dataclasses.fields(CleanOptions)
        if not (skip_compact and f.name == "compact")
    ]


def add_config_flags(p: argparse.ArgumentParser, skip: Iterable[str] = ()) -> None:
    """A flag per PruneConfig field (``skip``: fields the command defines itself) and per cleaning option."""
    names = [
        f.name
        for f in dataclasses.fields(PruneConfig)
        if f.name != "clean" and f.name not in set(skip)
    ]
    _add(p, PruneConfig, names, "cfg_", PruneConfig())
    add_clean_flags(p, skip_compact=True)
    p.set_defaults(flags_parser=p, flags_config=True)


def add_clean_flags(p: argparse.ArgumentParser, *, skip_compact: bool = False) -> None:
    """A flag per CleanOptions field (``skip_compact``: not ``compact``, which the pipeline renders with)."""
    _add(p, CleanOptions, _clean_names(skip_compact), "clean_", CleanOptions())
    p.set_defaults(flags_parser=p, flags_config=False)


def _given(args: argparse.Namespace, prefix: str) -> dict[str, Any]:
    out = {
        k[len(prefix) :]: v for k, v in vars(args).items() if k.startswith(prefix) and v is not None
    }
    if isinstance(out.get("keep_attrs"), str):
        out["keep_attrs"] = tuple(a.strip() for a in out["keep_attrs"].split(",") if a.strip())
    return out


def clean_from_flags(args: argparse.Namespace, base: CleanOptions | None = None) -> CleanOptions:
    """``base`` (default: the defaults) with the cleaning flags given on the command line."""
    base = base or CleanOptions()
    given = _given(args, "clean_")
    return dataclasses.replace(base, **given) if given else base


def config_from_flags(args: argparse.Namespace, base: PruneConfig | None = None) -> PruneConfig:
    """``base`` (default: the defaults) with the config flags given on the command line."""
    base = base or PruneConfig()
    changes = _given(args, "cfg_")
    clean = clean_from_flags(args, base.clean)
    if clean != base.clean:
        changes["clean"] = clean
    return base.replace(**changes) if changes else base


def check_flags(args: argparse.Namespace) -> None:
    """Validates the generated flags as the config would, right after parsing, so that a value the config
    rejects (``--max-words 0``) is a usage error of its command (its usage line, exit status 2) rather than
    a failure of the run. No-op for commands without generated flags."""
    # taken off the namespace: batch sends it to worker processes, and a parser does not pickle
    parser: argparse.ArgumentParser | None = vars(args).pop("flags_parser", None)
    with_config = vars(args).pop("flags_config", False)
    if parser is None:
        return
    try:
        if with_config:
            config_from_flags(args)
        else:
            clean_from_flags(args)
    except (ValueError, TypeError) as exc:
        parser.error(str(exc))
