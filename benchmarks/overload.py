"""Does ``htmlprune serve`` shed load instead of collapsing? ok/s and latency at concurrency 1, 8 and 32.

    nice python benchmarks/overload.py                                    # this checkout (~2 min)
    nice python benchmarks/overload.py --before /path/to/main/checkout    # side by side with another

Starts ``python -m htmlprune serve`` with its default settings (one process, ``--worker-threads`` =
min(4, CPUs), admission ``--max-concurrency`` = 4 x worker threads) for this checkout and, with
``--before``, for another checkout (its ``python`` folder, with its ``_core`` built), then sends
``POST /v1/prune`` (BM25, budget 2048) built from the dev pages (WTQ and WCXB-author alternately) from
an asyncio keep-alive client (load_test.py's), at concurrency 1, 8 and 32. A client answered 429 waits
``--retry-delay`` seconds and sends the request again. The requests of each server and level go out in
``--slices`` slices, taking turns (every level of every server, in a new random order each round,
``--pause`` seconds apart), so that drifting load on a shared machine hits all servers and levels
alike.

Reported per server and level: ok/s (answers 200 per second of the level's wall time), the 429s,
p50/p99 of the admitted requests (those answered 200; send to last byte, as the client sees it), and
the two figures of issue 30: ok/s at 32 / ok/s at 8 (target >= 0.9) and p99 at 32 / p99 at 8 (target
<= 2). Before the load, this checkout's server must answer the first pages as its library does; under
load every 16th answer is checked to be within the budget.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import sys
import time
from itertools import islice
from pathlib import Path
from typing import Any

from _common import REPO, read_jsonl_gz
from load_test import (
    check_answers,
    free_port,
    launch_server,
    request_bytes,
    serve_slice,
    stop_server,
    summarize,
)


def load_items(n: int) -> list[dict[str, Any]]:
    """``n`` dev pages, WTQ and WCXB-author alternately (70 KB and 230 KB median pages)."""
    wtq = read_jsonl_gz("qa_wtq.jsonl.gz")
    wcxb = read_jsonl_gz("qa_wcxb_author.jsonl.gz")
    pairs = (row for both in zip(wtq, wcxb) for row in both)
    return [{"question": r["question"], "html": r["html"]} for r in islice(pairs, n)]


def http_stack() -> str:
    """What uvicorn serves with here ("auto" picks httptools and uvloop when installed, as the
    ``server`` extra does), and what the client runs on."""
    parser = "httptools" if importlib.util.find_spec("httptools") else "h11 (pure Python)"
    loop = "uvloop" if importlib.util.find_spec("uvloop") else "asyncio"
    return f"HTTP parser {parser}, event loop {loop}"


def ratios(levels: dict[int, dict[str, Any]]) -> dict[str, float]:
    """Issue 30's figures: ok/s and p99 at 32 against 8."""
    low, high = levels.get(8), levels.get(32)
    if not (low and high and low["ok"] and high["ok"]):
        return {}
    return {
        "ok_per_s_32_over_8": high["req_per_s"] / low["req_per_s"],
        "p99_32_over_8": high["p99_ms"] / low["p99_ms"],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--pages", type=int, default=160, help="dev pages cycled through (160)")
    parser.add_argument("--budget", type=int, default=2048)
    parser.add_argument("--concurrency", default="1,8,32", help="levels (default 1,8,32)")
    parser.add_argument(
        "--requests",
        type=int,
        default=4800,
        help="answered requests per level and server (4800: slices of ~2 s on an idle 2-core machine)",
    )
    parser.add_argument("--slices", type=int, default=4, help="rounds of turns (4)")
    parser.add_argument("--pause", type=float, default=1.0, help="seconds between turns (1)")
    parser.add_argument(
        "--retry-delay", type=float, default=0.05, help="seconds a client waits after a 429 (0.05)"
    )
    parser.add_argument(
        "--before", type=Path, default=None, help="another checkout to serve side by side"
    )
    parser.add_argument(
        "--serve-arg",
        action="append",
        default=[],
        metavar="ARG",
        help="extra argument of `htmlprune serve` for every server, e.g. --serve-arg=--workers=2",
    )
    parser.add_argument(
        "--this-arg",
        action="append",
        default=[],
        metavar="ARG",
        help="extra argument for this checkout's server only, e.g. --this-arg=--admission-wait=0",
    )
    parser.add_argument("--max-seconds", type=float, default=120, help="time cap per slice (120)")
    parser.add_argument("--json", type=Path, default=None, help="also write the results here")
    args = parser.parse_args(argv)

    items = load_items(args.pages)
    requests = [
        request_bytes("/v1/prune", json.dumps({**item, "budget": args.budget}).encode())
        for item in items
    ]
    mean_kb = sum(len(r) for r in requests) / len(requests) / 1024
    trees = {"this": REPO}
    if args.before is not None:
        trees["before"] = args.before.resolve()
    print(f"{len(items)} dev pages (WTQ + WCXB-author), mean request {mean_kb:.0f} KiB, budget "
          f"{args.budget}, serve args {args.serve_arg or 'default'} (this: {args.this_arg or 'the same'}), retry after 429: "
          f"{args.retry_delay:g} s; {http_stack()}; servers: "
          f"{', '.join(f'{k} = {v}' for k, v in trees.items())}")  # fmt: skip

    servers: dict[str, tuple[int, Any]] = {}
    results: dict[str, Any] = {"args": {k: str(v) for k, v in vars(args).items()}, "servers": {}}
    failed = False
    try:
        for name, tree in trees.items():
            port = free_port()
            serve_args = ["--budget", str(args.budget), *args.serve_arg]
            if name == "this":
                serve_args += args.this_arg
            servers[name] = (port, launch_server(port, serve_args, python_dir=tree / "python"))
            if name == "this":  # the library in this process is this checkout's
                check_answers(port, items[:6], args.budget)
            serve_slice(port, servers[name][1].pid, requests, 2, 20, args.max_seconds, args.budget)
        levels = [int(c) for c in args.concurrency.split(",")]
        slices: dict[tuple[str, int], list[dict[str, Any]]] = {
            (name, level): [] for name in servers for level in levels
        }
        turns = [(name, level) for level in levels for name in servers]
        rng = random.Random(0)
        for _ in range(args.slices):
            rng.shuffle(turns)  # no server or level always follows the same one
            for name, level in turns:
                time.sleep(args.pause)  # what the previous slice left running ends first
                port, proc = servers[name]
                slices[name, level].append(
                    serve_slice(port, proc.pid, requests, level, args.requests // args.slices,
                                args.max_seconds, args.budget, args.retry_delay)
                )  # fmt: skip
        summaries = {
            name: {level: summarize(level, slices[name, level]) for level in levels}
            for name in servers
        }
        print(f"{'server':>7} {'conc':>4} {'ok':>5} {'ok/s':>6} {'429':>5} {'p50 ms':>7} "
              f"{'p99 ms':>7} {'err':>3} {'client ms':>9} {'load':>5}")  # fmt: skip
        for name, by_level in summaries.items():
            for level, r in by_level.items():
                print(f"{name:>7} {level:>4} {r['ok']:>5} {r['req_per_s']:>6.1f} "
                      f"{r['rejected_429_503']:>5} {r['p50_ms']:>7.1f} {r['p99_ms']:>7.1f} "
                      f"{r['errors']:>3} {r['client_cpu_ms_per_req']:>9.2f} {r['load']:>5.2f}")  # fmt: skip
                for sample in r["error_samples"]:
                    print("   error:", sample)
                failed = failed or bool(r["errors"])
            figures = ratios(by_level)
            results["servers"][name] = {"levels": by_level, "ratios": figures}
            if figures:
                print(f"{name}: ok/s at 32 / at 8 = {figures['ok_per_s_32_over_8']:.2f} "
                      f"(target >= 0.9); p99 at 32 / at 8 = {figures['p99_32_over_8']:.2f} "
                      f"(target <= 2)")  # fmt: skip
    finally:
        for _, proc in servers.values():
            stop_server(proc)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
