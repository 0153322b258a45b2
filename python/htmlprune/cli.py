"""The ``htmlprune`` command: clean, prune and batch-prune HTML like any Unix filter.

Reads files (or ``-``/stdin), writes stdout, reports errors on stderr. Exit codes: 0 success, 1 a runtime
error (or, for ``batch``, at least one record failed), 2 bad usage, 130 interrupted; 3 the output was cut to
fit the budget, 4 an input was empty, 5 an input looked binary (the output is still written and stderr says
why: see ``_cli_checks``).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from htmlprune import __version__
from htmlprune._cli_checks import EXIT_CODES_HELP, Warnings, positive_int
from htmlprune._defaults import DEFAULT_BUDGET
from htmlprune._records import summary as _summary
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


def _make_pruner(args: argparse.Namespace) -> Any:
    from htmlprune._flags import config_from_flags

    # --budget keeps the command's own default (see _add_prune_options); every other option is the config's
    config = config_from_flags(args).replace(budget=args.budget)
    if args.method == "hiro":
        from htmlprune.embed import OnnxEmbedder
        from htmlprune.hiro import HiroPruner
        from htmlprune.models import DEFAULT_EMBED_MODEL

        if config.format == "markdown":
            from htmlprune.errors import InputError

            msg = "--format markdown needs --method learned, bm25, embed or hybrid (hiro writes HTML or text)"
            raise InputError(msg)
        return HiroPruner(
            OnnxEmbedder(args.model or DEFAULT_EMBED_MODEL),
            S=args.S,
            delta=args.delta,
            variant=args.variant,
            budget=config.budget,
            tokenizer=args.tokenizer,
            max_words=64 if args.cfg_max_words is None else config.max_words,  # HIRO's smaller nodes
            context=config.format,
            clean=config.clean,
        )
    from htmlprune.pruning import HtmlPruner
    from htmlprune.scorers import make_scorer

    return HtmlPruner(make_scorer(args.method, args.model), config=config, tokenizer=args.tokenizer)


def _add_format_option(p: argparse.ArgumentParser, what: str) -> None:
    p.add_argument(
        "--format",
        choices=("html", "markdown", "text"),
        default="html",
        help=f"write {what} as HTML (default), GFM markdown or visible text",
    )


def _add_prune_options(p: argparse.ArgumentParser) -> None:
    from htmlprune._flags import add_config_flags

    p.add_argument(
        "--budget",
        type=positive_int,
        default=DEFAULT_BUDGET,
        help=f"token budget of the output (default {DEFAULT_BUDGET})",
    )
    p.add_argument(
        "--tokenizer",
        default=None,
        metavar="PATH",
        help="tokenizer.json (or its directory) of the reader LLM; default: bundled SmolLM2 tokenizer",
    )
    p.add_argument(
        "--method",
        choices=("bm25", "learned", "embed", "hybrid", "hiro"),
        default="learned",
        help="learned: the learned ranker (no model, shipped weights; default); bm25: BM25 with hand-set "
        "priors (no model); embed: embedding similarity of blocks; hybrid: BM25 "
        "and embeddings fused per block; hiro: HIRO hierarchical selection (embed, hybrid and hiro need "
        "htmlprune[onnx] and `htmlprune models install`)",
    )
    p.add_argument("--model", default=None, help="embedding model dir or preset (embed, hybrid, hiro)")
    p.add_argument("--S", type=float, default=0.30, help="HIRO selection threshold (default 0.30)")
    p.add_argument("--delta", type=float, default=0.30, help="HIRO delta threshold (default 0.30)")
    p.add_argument(
        "--variant",
        choices=("prose", "pseudocode"),
        default="prose",
        help="HIRO's reading of the child-vs-parent step (default: the paper's prose)",
    )
    # every other option of the pipeline (PruneConfig): --format, --max-words (hiro: 64), --smoothing, ...
    add_config_flags(p, skip=("budget",))


def _read_checked(name: str, warnings: Warnings) -> bytes:
    data = _read_input(name)
    warnings.check_input(name, data)
    return data


def cmd_clean(args: argparse.Namespace) -> int:
    from htmlprune._flags import clean_from_flags
    from htmlprune.html import clean

    options = clean_from_flags(args)
    warnings = Warnings("clean")
    for name in args.files or ["-"]:
        _write(clean(_read_checked(name, warnings), options=options, format=args.format))
    return warnings.exit_code


def cmd_text(args: argparse.Namespace) -> int:
    from htmlprune.html import visible_text

    warnings = Warnings("text")
    for name in args.files or ["-"]:
        _write(visible_text(_read_checked(name, warnings)))
    return warnings.exit_code


def cmd_prune(args: argparse.Namespace) -> int:
    warnings = Warnings("prune")
    pages = [_read_checked(name, warnings) for name in (args.files or ["-"])]
    result = _make_pruner(args)(args.query, pages)
    summary = _summary(result)
    _write(result.content)
    if args.verbose:
        stats = ", ".join(f"{k}={v}" for k, v in summary.items() if not k.startswith("pruned_"))
        encoding = getattr(result, "encoding", None) or "str"
        print(f"htmlprune: budget={args.budget}, encoding={encoding}, {stats}", file=sys.stderr)
    warnings.check_truncated(bool(summary.get("truncated")), args.budget)
    return warnings.exit_code


def cmd_batch(args: argparse.Namespace) -> int:
    from functools import partial

    from htmlprune._batch import BatchStats, run_batch

    if args.resume and args.output == "-":
        print("htmlprune: error: --resume needs an output file, not stdout", file=sys.stderr)
        return EXIT_USAGE
    stats = BatchStats()
    try:
        run_batch(
            args.input,
            args.output,
            partial(_make_pruner, args),  # picklable: each worker process builds its own pruner
            jobs=args.jobs,
            resume=args.resume,
            progress=args.progress,
            stats=stats,
        )
    except KeyboardInterrupt:
        print(
            f"htmlprune batch: interrupted after {stats.ok + stats.failed} records; "
            "run again with --resume to continue",
            file=sys.stderr,
        )
        return EXIT_INTERRUPTED
    print(
        f"htmlprune batch: {stats.ok} ok, {stats.failed} failed"
        + (f", {stats.skipped} skipped (resumed)" if stats.skipped else ""),
        file=sys.stderr,
    )
    return EXIT_ERROR if stats.failed else EXIT_OK


def _server_config(args: argparse.Namespace) -> Any:
    from htmlprune._flags import config_from_flags
    from htmlprune.server import ServerConfig

    return ServerConfig(
        prune=config_from_flags(args).replace(budget=args.budget),
        method=args.method,  # None: hybrid with --model, else bm25
        model=args.model,
        tokenizer=args.tokenizer,
        worker_threads=args.worker_threads,
        max_concurrency=args.max_concurrency,
        admission_wait=args.admission_wait,
        refusal_delay=args.refusal_delay,
        max_waiting=args.max_waiting,
        max_body_bytes=args.max_body_bytes,
        request_timeout=args.request_timeout,
        embed_threads=args.embed_threads,
        gil_switch_interval=args.gil_switch_interval,
    )


def cmd_serve(args: argparse.Namespace) -> int:
    from htmlprune.server import run

    config = _server_config(args)
    log_level = "info" if args.verbose else "warning"
    run(
        config,
        host=args.host,
        port=args.port,
        workers=args.workers,
        log_level=log_level,
        access_log=args.access_log,
        keep_alive=args.keep_alive,
    )
    return EXIT_OK


def _add_models_cli(p: argparse.ArgumentParser) -> None:
    from htmlprune import models

    models.add_cli(p)
    p.set_defaults(func=models.run_cli)


def _add_train_cli(p: argparse.ArgumentParser) -> None:
    from htmlprune.train import cli as train_cli  # argparse only: torch loads when the command runs

    train_cli.add_cli(p)
    p.set_defaults(func=train_cli.run_cli)


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser; with ``command``, the other subcommands' own options are left out when
    they cost imports (``models``, ``train``), so that a command starts without them."""
    from htmlprune._flags import add_clean_flags, add_config_flags

    parser = argparse.ArgumentParser(
        prog="htmlprune",
        description="Prune web HTML to the smallest structured context an LLM needs, under a token budget.",
        epilog=EXIT_CODES_HELP,
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
    _add_format_option(p, "the cleaned page")
    add_clean_flags(p)  # every cleaning option: --keep-attrs, --compact, --max-bytes, ...
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
        "n_blocks, truncated (and pruned_markdown / pruned_text with --format). A record that fails "
        "(bad JSON, not UTF-8, a field missing, ...) gets line and error {type, message} instead, after "
        "its own fields when its line is a JSON object, and the batch goes on.",
    )
    p.add_argument("input", help="input JSONL ('-' for stdin)")
    p.add_argument("output", help="output JSONL ('-' for stdout)")
    p.add_argument(
        "-j", "--jobs", type=positive_int, default=1, help="worker processes (default 1)"
    )
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
    if command in (None, "models"):
        _add_models_cli(p)

    p = sub.add_parser(
        "serve",
        parents=[common],
        help="serve /v1/clean and /v1/prune over HTTP (htmlprune[server])",
        description="Runs the HTTP service (FastAPI on uvicorn, --workers processes). Models load once "
        "per process at start-up; native work runs on --worker-threads threads; requests beyond "
        "--max-concurrency (per process) wait up to --admission-wait for a slot, else get 429 "
        "--refusal-delay after they arrived; bodies over --max-body-bytes get 413, bodies slower than "
        "--request-timeout 408 and work slower than it 504. Errors are JSON {error: {code, message}}; see GET /openapi.json.",
    )
    p.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p.add_argument(
        "--workers",
        type=int,
        default=1,
        help="server processes, each with its own models and limits (default 1)",
    )
    p.add_argument(
        "--worker-threads",
        type=int,
        default=0,
        help="threads for native work, per process (default min(4, CPUs))",
    )
    p.add_argument(
        "--max-concurrency",
        type=int,
        default=0,
        help="requests admitted at once per process (default 4 x worker threads)",
    )
    p.add_argument(
        "--admission-wait",
        type=float,
        default=0.025,
        help="seconds a request beyond --max-concurrency may wait for a slot; the newest waiting "
        "request gets the next free slot (default 0.025; 0 = 429 at once)",
    )
    p.add_argument(
        "--refusal-delay",
        type=float,
        default=0.1,
        help="seconds after its arrival that a request which got no slot is answered 429, at least "
        "--admission-wait; paces clients that retry at once (default 0.1)",
    )
    p.add_argument(
        "--max-waiting",
        type=int,
        default=0,
        help="requests that may wait for a slot at once, per process; beyond, 429 at once "
        "(default 4 x --max-concurrency)",
    )
    p.add_argument(
        "--max-body-bytes", type=int, default=16 << 20, help="largest request body (default 16 MiB)"
    )
    p.add_argument(
        "--request-timeout",
        type=float,
        default=30.0,
        help="seconds per request: body not received in time 408, work not done in time 504 (default 30)",
    )
    p.add_argument(
        "--budget",
        type=positive_int,
        default=DEFAULT_BUDGET,
        help=f"default token budget (default {DEFAULT_BUDGET})",
    )
    p.add_argument(
        "--method",
        choices=("bm25", "learned", "embed", "hybrid"),
        default=None,
        help="default scorer (default: hybrid with --model, else learned, the learned ranker; bm25: BM25 "
        "with hand-set priors; both no model); embed and hybrid load the "
        "embedding model at start-up (htmlprune[onnx])",
    )
    p.add_argument(
        "--model",
        default=None,
        metavar="PATH",
        help="embedding model dir or preset; makes hybrid the default scorer unless --method says "
        "otherwise (requests may still pick any loaded scorer)",
    )
    p.add_argument("--tokenizer", default=None, metavar="PATH", help="reader tokenizer.json")
    p.add_argument("--embed-threads", type=int, default=1, help="ONNX Runtime threads (default 1)")
    p.add_argument(
        "--gil-switch-interval",
        type=float,
        default=0.0005,
        help="seconds a thread may hold the GIL while another waits (sys.setswitchinterval) while "
        "serving; the event loop and the worker threads take turns on it (default 0.0005; 0 = the "
        "interpreter's 0.005)",
    )
    # the requests' default pipeline options (PruneConfig): --max-words, --format, --max-nodes, ...
    add_config_flags(p, skip=("budget",))
    p.add_argument(
        "--keep-alive",
        type=float,
        default=75.0,
        help="seconds an idle connection stays open; keep it above clients' idle expiry (default 75)",
    )
    p.add_argument("--access-log", action="store_true", help="log every request (uvicorn access log)")
    p.set_defaults(func=cmd_serve)

    p = sub.add_parser(
        "train",
        parents=[common],
        help="fine-tune a LoRA for the path pruner or the extractor (htmlprune[train])",
        description="Builds training examples from QA files (their fixed train split; see "
        "htmlprune.train.data and htmlprune.train.split) and fine-tunes a LoRA adapter on "
        "SmolLM2-135M-Instruct; resumable from OUT/checkpoint.",
    )
    if command in (None, "train"):
        _add_train_cli(p)

    p = sub.add_parser("sample", parents=[common], help="print the path of the bundled sample page")
    p.set_defaults(func=lambda _a: (print(SAMPLE_PAGE), EXIT_OK)[1])
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``htmlprune`` console script and ``python -m htmlprune``."""
    arguments = sys.argv[1:] if argv is None else list(argv)
    # top-level options take no value: the first other word names the command
    parser = build_parser(next((a for a in arguments if not a.startswith("-")), None))
    args = parser.parse_args(arguments)
    if getattr(args, "flags_parser", None) is not None:
        from htmlprune._flags import check_flags

        check_flags(args)
    if args.command is None:
        parser.print_help(sys.stderr)
        return EXIT_USAGE
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
