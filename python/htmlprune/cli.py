"""The ``htmlprune`` command: clean, prune and batch-prune HTML like any Unix filter.

Reads files (or ``-``/stdin), writes stdout, reports errors on stderr. Exit codes: 0 success, 1 a runtime
error (or, for ``batch``, at least one record failed), 2 bad usage, 130 interrupted.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import IO, Any

from htmlprune import __version__
from htmlprune.errors import HtmlpruneError

__all__ = ["main"]

EXIT_OK, EXIT_ERROR, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130
SAMPLE_PAGE = Path(__file__).parent / "data" / "sample.html"


def _read_input(name: str) -> bytes:
    if name == "-":
        return sys.stdin.buffer.read()
    return Path(name).read_bytes()


def _write(text: str) -> None:
    sys.stdout.write(text)
    if text and not text.endswith("\n"):
        sys.stdout.write("\n")


def _add_clean_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--keep-attrs",
        default="",
        metavar="A,B",
        help="comma-separated attributes to keep (e.g. href,src,alt,title); default: none",
    )
    p.add_argument(
        "--max-bytes",
        type=int,
        default=1 << 30,
        help="largest accepted page in bytes (default 1 GiB)",
    )


def _clean_kwargs(args: argparse.Namespace) -> dict[str, Any]:
    attrs = tuple(a.strip() for a in args.keep_attrs.split(",") if a.strip())
    return {"keep_attrs": attrs, "max_bytes": args.max_bytes}


def _make_scorer(method: str, args: argparse.Namespace) -> Any:
    if method == "bm25":
        from htmlprune.prune import BM25Scorer

        return BM25Scorer()
    if method == "embed":
        from htmlprune.embed import EmbeddingScorer, OnnxEmbedder

        return EmbeddingScorer(OnnxEmbedder(args.model or "all-MiniLM-L6-v2"))
    msg = f"unknown method {method!r}"
    raise HtmlpruneError(msg)


def _make_pruner(args: argparse.Namespace) -> Any:
    from htmlprune.html import CleanOptions

    if args.method == "hiro":
        from htmlprune.embed import OnnxEmbedder
        from htmlprune.hiro import HiroPruner

        return HiroPruner(
            OnnxEmbedder(args.model or "all-MiniLM-L6-v2"),
            S=args.S,
            delta=args.delta,
            variant=args.variant,
            budget=args.budget,
            tokenizer=args.tokenizer,
            max_words=args.max_words or 64,
            clean_options=CleanOptions(**_clean_kwargs(args)),
        )
    from htmlprune.prune import HtmlPruner

    return HtmlPruner(
        _make_scorer(args.method, args),
        budget=args.budget,
        tokenizer=args.tokenizer,
        max_words=args.max_words or 256,
        clean_options=CleanOptions(**_clean_kwargs(args)),
    )


def _add_prune_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--budget", type=int, default=2048, help="token budget of the output (default 2048)"
    )
    p.add_argument(
        "--max-words", type=int, default=None, help="largest block in words (default 256; hiro: 64)"
    )
    p.add_argument(
        "--tokenizer",
        default=None,
        metavar="PATH",
        help="tokenizer.json (or its directory) of the reader LLM; default: bundled SmolLM2 tokenizer",
    )
    p.add_argument(
        "--method",
        choices=("bm25", "embed", "hiro"),
        default="bm25",
        help="bm25: BM25 blocks (no model, default); embed: embedding similarity of blocks; hiro: HIRO "
        "hierarchical selection (embed and hiro need htmlprune[onnx] and `htmlprune models install`)",
    )
    p.add_argument("--model", default=None, help="embedding model dir or preset (embed, hiro)")
    p.add_argument("--S", type=float, default=0.30, help="HIRO selection threshold (default 0.30)")
    p.add_argument("--delta", type=float, default=0.30, help="HIRO delta threshold (default 0.30)")
    p.add_argument(
        "--variant",
        choices=("prose", "pseudocode"),
        default="prose",
        help="HIRO's reading of the child-vs-parent step (default: the paper's prose)",
    )
    _add_clean_options(p)


def cmd_clean(args: argparse.Namespace) -> int:
    from htmlprune.html import clean

    for name in args.files or ["-"]:
        _write(clean(_read_input(name), **_clean_kwargs(args), compact=args.compact))
    return EXIT_OK


def cmd_text(args: argparse.Namespace) -> int:
    from htmlprune.html import visible_text

    for name in args.files or ["-"]:
        _write(visible_text(_read_input(name)))
    return EXIT_OK


def cmd_prune(args: argparse.Namespace) -> int:
    pages = [_read_input(name) for name in (args.files or ["-"])]
    result = _make_pruner(args)(args.query, pages)
    summary = _summary(result)
    _write(summary["pruned_html"])
    if args.verbose:
        stats = ", ".join(f"{k}={v}" for k, v in summary.items() if k != "pruned_html")
        print(f"htmlprune: budget={args.budget}, {stats}", file=sys.stderr)
    return EXIT_OK


def _summary(result: Any) -> dict[str, Any]:
    """The output fields of a PruneResult (greedy pruning) or a Selection (HIRO)."""
    if hasattr(result, "kept"):
        return {
            "pruned_html": result.html,
            "n_tokens": result.n_tokens,
            "kept_blocks": len(result.kept),
            "n_blocks": len(result.tree),
            "truncated": result.truncated,
        }
    return {
        "pruned_html": result.context,
        "n_tokens": result.n_tokens,
        "kept_nodes": len(result),
        "paths": list(result.paths),
    }


def _records(stream: IO[str]) -> Iterator[tuple[int, str]]:
    for lineno, line in enumerate(stream, 1):
        if line.strip():
            yield lineno, line


_worker_pruner: Any = None


def _init_worker(args: argparse.Namespace) -> None:
    global _worker_pruner  # noqa: PLW0603 - one pruner per worker process, built once
    _worker_pruner = _make_pruner(args)


def _process_record(item: tuple[int, str]) -> tuple[bool, str]:
    """Prunes one JSONL record; any failure becomes an ``error`` field instead of an exception."""
    lineno, line = item
    out: dict[str, Any]
    try:
        record = json.loads(line)
        if not isinstance(record, dict):
            msg = "record is not a JSON object"
            raise ValueError(msg)
        out = dict(record)
        question = record.get("question")
        pages = record.get("pages", record.get("html"))
        if not isinstance(question, str):
            msg = "record needs a string field 'question'"
            raise ValueError(msg)
        if pages is None:
            msg = "record needs a field 'html' (string) or 'pages' (list of strings)"
            raise ValueError(msg)
        result = _worker_pruner(question, pages)
        out.pop("html", None)
        out.pop("pages", None)
        out.update(_summary(result))
    except (ValueError, TypeError, HtmlpruneError, MemoryError) as exc:
        out = {"line": lineno, "error": {"type": type(exc).__name__, "message": str(exc)}}
        return False, json.dumps(out, ensure_ascii=False)
    return True, json.dumps(out, ensure_ascii=False)


def _progress(total: int | None, enabled: bool) -> Any:
    if not enabled:
        return None
    try:
        from tqdm import tqdm
    except ImportError:
        return None
    return tqdm(total=total, unit="rec", file=sys.stderr, dynamic_ncols=True)


def _count_done(path: str) -> int:
    """Records already written by an interrupted run (complete lines only)."""
    if path == "-" or not os.path.exists(path):
        return 0
    with open(path, "rb") as f:
        data = f.read()
    if data and not data.endswith(b"\n"):  # drop a half-written last line
        with open(path, "r+b") as f:
            f.truncate(data.rfind(b"\n") + 1)
        data = data[: data.rfind(b"\n") + 1]
    return data.count(b"\n")


def cmd_batch(args: argparse.Namespace) -> int:
    skip = _count_done(args.output) if args.resume else 0
    in_stream = sys.stdin if args.input == "-" else open(args.input, encoding="utf-8")  # noqa: SIM115
    out_mode = "a" if args.resume else "w"
    out_stream = sys.stdout if args.output == "-" else open(args.output, out_mode, encoding="utf-8")  # noqa: SIM115
    bar = _progress(None, sys.stderr.isatty() if args.progress is None else args.progress)
    n_ok = n_err = 0
    pool = None
    try:
        records = _records(in_stream)
        for _ in range(skip):
            next(records, None)
        if args.jobs == 1:
            _init_worker(args)
            results: Iterator[tuple[bool, str]] = map(_process_record, records)
        else:
            import multiprocessing as mp

            pool = mp.get_context("spawn").Pool(
                args.jobs, initializer=_init_worker, initargs=(args,)
            )
            results = pool.imap(_process_record, records, chunksize=4)
        for ok, line in results:
            out_stream.write(line + "\n")
            n_ok += ok
            n_err += not ok
            if bar is not None:
                bar.update(1)
        out_stream.flush()
    finally:
        if pool is not None:
            pool.close()
            pool.join()
        if bar is not None:
            bar.close()
        if in_stream is not sys.stdin:
            in_stream.close()
        if out_stream is not sys.stdout:
            out_stream.close()
    print(
        f"htmlprune batch: {n_ok} ok, {n_err} failed"
        + (f", {skip} skipped (resumed)" if skip else ""),
        file=sys.stderr,
    )
    return EXIT_ERROR if n_err else EXIT_OK


def _add_models_cli(p: argparse.ArgumentParser) -> None:
    from htmlprune import models

    models.add_cli(p)
    p.set_defaults(func=models.run_cli)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="htmlprune",
        description="Prune web HTML to the smallest structured context an LLM needs, under a token budget.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="report what was done on stderr"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    # -v works before or after the command name.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("-v", "--verbose", action="store_true", default=argparse.SUPPRESS)

    p = sub.add_parser(
        "clean",
        parents=[common],
        help="clean HTML losslessly (scripts, styles, attributes, wrappers out)",
    )
    p.add_argument("files", nargs="*", metavar="FILE", help="HTML files ('-' or none: stdin)")
    p.add_argument("--compact", action="store_true", help="omit optional end tags (fewer tokens)")
    _add_clean_options(p)
    p.set_defaults(func=cmd_clean)

    p = sub.add_parser("text", parents=[common], help="print the visible text of HTML")
    p.add_argument("files", nargs="*", metavar="FILE", help="HTML files ('-' or none: stdin)")
    p.set_defaults(func=cmd_text)

    p = sub.add_parser(
        "prune", parents=[common], help="prune HTML for a question to a token budget"
    )
    p.add_argument(
        "files",
        nargs="*",
        metavar="FILE",
        help="HTML pages, pruned together under one budget ('-' or none: stdin)",
    )
    p.add_argument("-q", "--query", required=True, help="the question the context must answer")
    _add_prune_options(p)
    p.set_defaults(func=cmd_prune)

    p = sub.add_parser(
        "batch",
        parents=[common],
        help="prune a JSONL file of {question, html|pages} records",
        description="Each input line is a JSON object with 'question' and 'html' (or 'pages'). Each "
        "output line repeats the record without the HTML and adds pruned_html, n_tokens, kept_blocks, "
        "n_blocks, truncated; a record that fails gets an 'error' object instead and the batch goes on.",
    )
    p.add_argument("input", help="input JSONL ('-' for stdin)")
    p.add_argument("output", help="output JSONL ('-' for stdout)")
    p.add_argument("-j", "--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument(
        "--resume",
        action="store_true",
        help="append to OUTPUT, skipping the input records an interrupted run already wrote",
    )
    p.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="progress bar on stderr (default: when stderr is a terminal)",
    )
    _add_prune_options(p)
    p.set_defaults(func=cmd_batch)

    p = sub.add_parser(
        "models",
        parents=[common],
        help="install, list or locate the offline default models (htmlprune[onnx])",
    )
    _add_models_cli(p)

    p = sub.add_parser("sample", parents=[common], help="print the path of the bundled sample page")
    p.set_defaults(func=lambda _a: (print(SAMPLE_PAGE), EXIT_OK)[1])
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``htmlprune`` console script and ``python -m htmlprune``."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    if getattr(args, "budget", 1) < 1 or getattr(args, "jobs", 1) < 1:
        parser.error("--budget and --jobs must be positive")
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING, format="%(message)s"
    )
    try:
        return int(args.func(args))
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): not an error; silence the flush at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK
    except (OSError, HtmlpruneError, ValueError, TypeError) as exc:
        print(f"htmlprune: error: {exc}", file=sys.stderr)
        return EXIT_ERROR
