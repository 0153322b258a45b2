"""Load test of ``htmlprune serve`` on loopback with real pages: throughput, latency, errors, memory.

    nice python benchmarks/load_test.py                                  # the figures (~4 min on 2 cores)
    python benchmarks/load_test.py --requests 200 --memory-requests 0    # a quick look

Starts the server in a subprocess (``python -m htmlprune serve --workers 2 --worker-threads 1`` by
default) and sends ``POST /v1/prune`` requests (BM25, budget 2048) built from WikiTableQuestions pages
in ../shared/data, at concurrency 1, 8 and 32: requests/s, p50/p99 latency, 429/503 answers
(deliberate: each process admits ``--max-concurrency`` requests, then answers 429; the client retries
after 50 ms) and any other error.

The baseline is the library in this process on the same pages, in its fastest way to use the same
cores: for concurrency 1 one page at a time (one caller), otherwise ``--cores`` threads or ``--cores``
processes (each process holds its share of the pages: no pickling in the timed part); each with the
tokenizer's own thread pool on (``-tokpar``, the library's default) or off. A level's requests go out
in ``--slices`` slices, with every baseline way run before, between and after them: on a shared
machine, drifting load hits both sides alike (the load average is printed beside each figure).
Reported, against the baseline way that was fastest over its runs:

* wall clock, as a caller sees it: the load generator shares the cores with the server, as any
  client on the same machine would (its CPU time per request is printed);
* per CPU second of all server processes vs per CPU second of the library: what the HTTP layer costs.

The client is a minimal HTTP/1.1 keep-alive client on asyncio streams (uvloop when installed): ~0.2 ms
of CPU per request where httpx.AsyncClient spent ~2.1 ms on these 107 KiB requests, which on 2 cores
is CPU taken from the server (the earlier version of this script measured mostly its client).
A final phase sends ``--memory-requests`` requests to a fresh server and compares the resident memory
of its processes after the first 1,000 with that at the end (target: within 10 %).
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import gzip
import json
import multiprocessing
import os
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from _common import REPO, SHARED_DATA

sys.path.insert(
    0, str(REPO / "python")
)  # the baseline runs the same library as the server it starts
OK_REJECTIONS = (429, 503)  # deliberate under overload
TOKENIZERS_ENV = "TOKENIZERS_PARALLELISM"
PARALLEL_MODES = ["threads", "threads-tokpar", "processes", "processes-tokpar"]


def load_items(data: Path, n: int) -> list[dict[str, Any]]:
    items = []
    with gzip.open(data / "qa_wtq.jsonl.gz", "rt", encoding="utf-8") as f:
        for line in f:
            if len(items) >= n:
                break
            row = json.loads(line)
            items.append({"question": row["question"], "html": row["html"]})
    return items


def loadavg() -> float:
    return os.getloadavg()[0]


# --- the baseline: the library in-process ---------------------------------------------------------


_worker_pruner: Any = None
_worker_items: list[dict[str, Any]] = []


def _init_worker(items: list[dict[str, Any]], budget: int, tokenizer_parallel: bool) -> None:
    import htmlprune

    global _worker_pruner, _worker_items  # one pruner and one share of the pages per process
    os.environ[TOKENIZERS_ENV] = "true" if tokenizer_parallel else "false"
    _worker_pruner = htmlprune.HtmlPruner(budget=budget)
    _worker_items = items
    for item in items[:3]:  # warm-up: tokenizer caches, first allocations
        _worker_pruner(item["question"], item["html"])


def _run_share(rounds: int) -> tuple[int, float]:
    cpu0 = time.process_time()
    for _ in range(rounds):
        for item in _worker_items:
            _worker_pruner(item["question"], item["html"])
    return len(_worker_items) * rounds, time.process_time() - cpu0


class Baseline:
    """The library on the same pages: serially, with threads, or with a pool of processes."""

    def __init__(self, items: list[dict[str, Any]], budget: int, cores: int) -> None:
        import htmlprune

        self.items = items
        self.cores = cores
        self.pruner = htmlprune.HtmlPruner(budget=budget)
        for item in items[:3]:
            self.pruner(item["question"], item["html"])
        self.pools: dict[bool, Any] = {}
        # Each process gets its share of the pages once: the timed part has no pickling per page.
        shares = [items[i::cores] for i in range(cores)]
        ctx = multiprocessing.get_context("spawn")
        for parallel in (True, False):
            pools = [
                ctx.Pool(1, initializer=_init_worker, initargs=(share, budget, parallel))
                for share in shares
            ]
            for pool in pools:
                pool.apply(_run_share, (0,))  # wait until loaded
            self.pools[parallel] = pools

    def close(self) -> None:
        for pools in self.pools.values():
            for pool in pools:
                pool.terminate()

    def run(self, mode: str, rounds: int) -> dict[str, Any]:
        """``mode``: ``serial``, ``threads``, ``processes``; a ``-tokpar`` suffix keeps the tokenizer's
        own thread pool on (the library's default), without it each call tokenizes on one thread."""
        parallel = mode.endswith("-tokpar")
        kind = mode.removesuffix("-tokpar")
        load0 = loadavg()
        if kind == "processes":
            pools = self.pools[parallel]
            t0 = time.perf_counter()
            results = [pool.apply_async(_run_share, (rounds,)) for pool in pools]
            done = [r.get() for r in results]
            wall = time.perf_counter() - t0
            pages, cpu = sum(d[0] for d in done), sum(d[1] for d in done)
        else:
            os.environ[TOKENIZERS_ENV] = "true" if parallel else "false"
            work = self.items * rounds
            cpu0, t0 = time.process_time(), time.perf_counter()
            if kind == "serial":
                for item in work:
                    self.pruner(item["question"], item["html"])
            else:
                with concurrent.futures.ThreadPoolExecutor(self.cores) as pool:
                    list(pool.map(lambda it: self.pruner(it["question"], it["html"]), work))
            wall, cpu = time.perf_counter() - t0, time.process_time() - cpu0
            pages = len(work)
        return {
            "mode": mode,
            "pages": pages,
            "wall_s": wall,
            "cpu_s": cpu,
            "pages_per_s": pages / wall,
            "load": (load0 + loadavg()) / 2,
        }


# --- the server ----------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def process_tree(pid: int) -> list[int]:
    """``pid`` and its descendants (the uvicorn supervisor and its worker processes), from /proc."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(ppid, []).append(int(entry))
    tree, todo = [], [pid]
    while todo:
        p = todo.pop()
        tree.append(p)
        todo.extend(children.get(p, ()))
    return tree


def proc_stat(pid: int) -> tuple[float, int]:
    """(CPU seconds, resident bytes) of a process, from /proc (Linux); zeros once it has gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0, 0
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime
    rss = int(fields[21]) * os.sysconf("SC_PAGE_SIZE")
    return cpu, rss


def tree_stat(pid: int) -> tuple[float, int, list[int]]:
    """CPU seconds and RSS summed over the server's processes, and the RSS of each."""
    stats = [proc_stat(p) for p in process_tree(pid)]
    return sum(s[0] for s in stats), sum(s[1] for s in stats), [s[1] for s in stats]


def start_server(args: argparse.Namespace, port: int) -> subprocess.Popen[bytes]:
    serve_args = [
        "--budget", str(args.budget), "--workers", str(args.workers),
        "--worker-threads", str(args.worker_threads), "--max-concurrency", str(args.max_concurrency),
    ]  # fmt: skip
    return launch_server(port, serve_args, server_env=args.server_env)


def launch_server(
    port: int,
    serve_args: list[str],
    *,
    python_dir: Path = REPO / "python",
    server_env: Sequence[str] = (),
) -> subprocess.Popen[bytes]:
    """``python -m htmlprune serve --port PORT *serve_args`` of the checkout whose python folder is
    ``python_dir``, once its /healthz answers; ``server_env`` holds KEY=VALUE settings."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(python_dir), env.get("PYTHONPATH", "")])
    env.pop(TOKENIZERS_ENV, None)  # the server's own default, unless server_env sets it
    env.update(kv.split("=", 1) for kv in server_env)
    cmd = [sys.executable, "-m", "htmlprune", "serve", "--port", str(port), *serve_args]
    proc = subprocess.Popen(cmd, env=env)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1) as r:
                if r.status == 200:
                    return proc
        except OSError:
            time.sleep(0.1)
    proc.kill()
    msg = "the server did not come up within 120 s"
    raise RuntimeError(msg)


def stop_server(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    proc.wait(timeout=60)


# --- the client: HTTP/1.1 keep-alive on asyncio streams ------------------------------------------


def request_bytes(path: str, body: bytes) -> bytes:
    head = (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    )
    return head.encode() + body


class Connection:
    """One keep-alive connection; reopened when the server closes it."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def send(self, raw: bytes) -> tuple[int, bytes]:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
        assert self.reader is not None
        self.writer.write(raw)
        head = await self.reader.readuntil(b"\r\n\r\n")
        status = int(head[9:12])
        headers = dict(
            line.split(b":", 1) for line in head.lower().split(b"\r\n")[1:] if b":" in line
        )
        body = await self.reader.readexactly(int(headers[b"content-length"]))
        if headers.get(b"connection", b"").strip() == b"close":
            self.close()
        return status, body

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


async def _load(
    port: int,
    requests: list[bytes],
    concurrency: int,
    n_requests: int,
    max_seconds: float,
    budget: int,
    retry_delay: float = 0.05,
) -> dict[str, Any]:
    """``concurrency`` connections send requests until ``n_requests`` are answered 200 (429/503 are
    retried after ``retry_delay`` seconds, at most ``3 * n_requests`` extra tries) or ``max_seconds``
    pass."""
    latencies: list[float] = []
    statuses: dict[int, int] = {}
    errors: list[str] = []
    next_index = 0
    tries_left = 4 * n_requests
    stop_at = time.monotonic() + max_seconds

    async def worker() -> None:
        nonlocal next_index, tries_left
        conn = Connection(port)
        while next_index < n_requests and tries_left > 0 and time.monotonic() < stop_at:
            index = next_index
            next_index += 1
            tries_left -= 1
            t0 = time.perf_counter()
            try:
                status, body = await conn.send(requests[index % len(requests)])
            except (OSError, asyncio.IncompleteReadError, ValueError, KeyError) as exc:
                errors.append(f"{type(exc).__name__}: {exc!r}")
                conn.close()
                continue
            elapsed = time.perf_counter() - t0
            statuses[status] = statuses.get(status, 0) + 1
            if status == 200:
                latencies.append(elapsed)
                if index % 16 == 0 and json.loads(body)["n_tokens"] > budget:  # spot check
                    errors.append(f"over budget: {body[:200]!r}")
            elif status in OK_REJECTIONS:
                next_index -= 1  # retried: the count is of answered requests
                await asyncio.sleep(retry_delay)  # the client's pause before it tries again
            else:
                errors.append(f"{status}: {body[:200]!r}")
        conn.close()

    t0 = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    wall = time.perf_counter() - t0
    return {"latencies": latencies, "statuses": statuses, "errors": errors, "wall": wall}


def _run_async(coro: Any) -> Any:
    try:
        import uvloop

        return uvloop.run(coro)
    except ImportError:
        return asyncio.run(coro)


def serve_slice(
    port: int,
    server_pid: int,
    requests: list[bytes],
    concurrency: int,
    n_requests: int,
    max_seconds: float,
    budget: int,
    retry_delay: float = 0.05,
) -> dict[str, Any]:
    """One stretch of load: the raw figures, to be summed over the slices of a level."""
    load0 = loadavg()
    server_cpu0 = tree_stat(server_pid)[0]
    client_cpu0 = time.process_time()
    load = _load(port, requests, concurrency, n_requests, max_seconds, budget, retry_delay)
    out = _run_async(load)
    out["client_cpu_s"] = time.process_time() - client_cpu0
    out["server_cpu_s"] = tree_stat(server_pid)[0] - server_cpu0
    out["loads"] = [load0, loadavg()]
    return out


def summarize(concurrency: int, slices: list[dict[str, Any]]) -> dict[str, Any]:
    latencies = sorted(x for s in slices for x in s["latencies"])
    ok = len(latencies)
    wall = sum(s["wall"] for s in slices)
    server_cpu = sum(s["server_cpu_s"] for s in slices)
    statuses: dict[int, int] = {}
    for s in slices:
        for code, n in s["statuses"].items():
            statuses[code] = statuses.get(code, 0) + n
    errors = [e for s in slices for e in s["errors"]]
    loads = [x for s in slices for x in s["loads"]]

    def pct(p: float) -> float:
        return 1000 * latencies[min(ok - 1, int(p * ok))] if ok else 0.0

    return {
        "concurrency": concurrency,
        "ok": ok,
        "wall_s": wall,
        "req_per_s": ok / wall,
        "p50_ms": pct(0.50),
        "p99_ms": pct(0.99),
        "mean_ms": 1000 * statistics.fmean(latencies) if latencies else 0.0,
        "rejected_429_503": sum(statuses.get(s, 0) for s in OK_REJECTIONS),
        "errors": len(errors),
        "error_samples": errors[:5],
        "server_cpu_s": server_cpu,
        "req_per_server_cpu_s": ok / max(server_cpu, 1e-9),
        "client_cpu_ms_per_req": 1000 * sum(s["client_cpu_s"] for s in slices) / max(ok, 1),
        "load": statistics.fmean(loads),
    }


def best_baseline(runs: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """The fastest way, over all its runs: pages / wall seconds, pages / CPU seconds."""
    totals = {}
    for mode, rs in runs.items():
        pages = sum(r["pages"] for r in rs)
        totals[mode] = {
            "mode": mode,
            "pages_per_s": pages / sum(r["wall_s"] for r in rs),
            "pages_per_cpu_s": pages / sum(r["cpu_s"] for r in rs),
            "load": statistics.fmean(r["load"] for r in rs),
        }
    best = max(totals.values(), key=lambda t: t["pages_per_s"])
    return {**best, "all_modes_pages_per_s": {m: t["pages_per_s"] for m, t in totals.items()}}


def check_answers(port: int, items: list[dict[str, Any]], budget: int) -> None:
    """The service answers exactly what the library does, page by page."""
    import htmlprune

    pruner = htmlprune.HtmlPruner(budget=budget)

    async def fetch() -> list[bytes]:
        conn = Connection(port)
        out = []
        for item in items:
            body = json.dumps({**item, "budget": budget}).encode()
            status, answer = await conn.send(request_bytes("/v1/prune", body))
            assert status == 200, answer[:300]
            out.append(answer)
        conn.close()
        return out

    for i, (item, answer) in enumerate(zip(items, _run_async(fetch()))):
        expected = pruner(item["question"], item["html"])
        got = json.loads(answer)
        assert got["html"] == expected.html, (
            f"page {i}: {got['n_tokens']} vs {expected.n_tokens} tokens"
        )


# --- the report ----------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--pages", type=int, default=100, help="WTQ pages cycled through (default 100)"
    )
    parser.add_argument("--budget", type=int, default=2048)
    parser.add_argument(
        "--concurrency", default="1,8,32", help="comma-separated levels (default 1,8,32)"
    )
    parser.add_argument(
        "--requests", type=int, default=2000, help="requests per level (default 2000)"
    )
    parser.add_argument("--workers", type=int, default=2, help="server processes (default 2)")
    parser.add_argument(
        "--worker-threads", type=int, default=1, help="worker threads per process (default 1)"
    )
    parser.add_argument(
        "--max-concurrency", type=int, default=32, help="admission limit per process (32)"
    )
    parser.add_argument(
        "--server-env",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="environment of the server, e.g. TOKENIZERS_PARALLELISM=false (repeatable)",
    )
    parser.add_argument(
        "--cores", type=int, default=2, help="threads/processes of the baseline (default 2)"
    )
    parser.add_argument(
        "--baseline-rounds", type=int, default=1, help="passes over the pages per baseline run (1)"
    )
    parser.add_argument(
        "--slices",
        type=int,
        default=4,
        help="a level's requests are sent in this many slices, each between two baseline runs (4)",
    )
    parser.add_argument(
        "--memory-requests", type=int, default=10_000, help="memory phase (0 = skip)"
    )
    parser.add_argument("--max-seconds", type=float, default=300, help="time cap per phase (300)")
    parser.add_argument("--json", type=Path, default=None, help="also write the results here")
    parser.add_argument(
        "--data", type=Path, default=SHARED_DATA, help="folder with qa_wtq.jsonl.gz"
    )
    args = parser.parse_args(argv)

    items = load_items(args.data, args.pages)
    requests = [
        request_bytes("/v1/prune", json.dumps({**item, "budget": args.budget}).encode())
        for item in items
    ]
    mean_kb = sum(len(r) for r in requests) / len(requests) / 1024
    print(f"{len(items)} WTQ pages, mean request {mean_kb:.0f} KiB, budget {args.budget}, "
          f"cpus {os.cpu_count()}, server --workers {args.workers} --worker-threads "
          f"{args.worker_threads} --max-concurrency {args.max_concurrency}, server env "
          f"{args.server_env or 'default'}")  # fmt: skip

    results: dict[str, Any] = {"args": vars(args) | {"json": None, "data": str(args.data)}}
    baseline = Baseline(items, args.budget, args.cores)
    port = free_port()
    server = start_server(args, port)
    try:
        check_answers(port, items, args.budget)
        serve_slice(port, server.pid, requests, 2, 40, args.max_seconds, args.budget)  # warm-up
        results["levels"] = []
        print(f"{'conc':>4} {'ok':>5} {'req/s':>6} {'p50 ms':>7} {'p99 ms':>7} {'429/503':>7} "
              f"{'err':>3} {'req/srv-CPU-s':>13} {'client ms/req':>13} {'lib pages/s':>11} "
              f"{'lib way':>16} {'wall ratio':>10} {'CPU ratio':>9} {'load':>5}")  # fmt: skip
        for level in (int(c) for c in args.concurrency.split(",")):
            # One caller: the library one page at a time; more: its fastest way on --cores cores.
            modes = ["serial", "serial-tokpar"] if level == 1 else PARALLEL_MODES
            runs: dict[str, list[dict[str, Any]]] = {m: [] for m in modes}
            slices = []
            # Baseline and service alternate, --slices times, so that drifting load on a shared
            # machine hits both alike.
            for i in range(args.slices + 1):
                for mode in modes:
                    runs[mode].append(baseline.run(mode, args.baseline_rounds))
                if i < args.slices:
                    n = args.requests // args.slices
                    slices.append(serve_slice(port, server.pid, requests, level, n,
                                              args.max_seconds, args.budget))  # fmt: skip
            r = summarize(level, slices)
            lib = best_baseline(runs)
            r["baseline"] = lib
            r["wall_ratio"] = r["req_per_s"] / lib["pages_per_s"]
            r["cpu_ratio"] = r["req_per_server_cpu_s"] / lib["pages_per_cpu_s"]
            results["levels"].append(r)
            print(f"{level:>4} {r['ok']:>5} {r['req_per_s']:>6.1f} {r['p50_ms']:>7.1f} "
                  f"{r['p99_ms']:>7.1f} {r['rejected_429_503']:>7} {r['errors']:>3} "
                  f"{r['req_per_server_cpu_s']:>13.1f} {r['client_cpu_ms_per_req']:>13.2f} "
                  f"{lib['pages_per_s']:>11.1f} {lib['mode']:>16} {r['wall_ratio']:>10.2f} "
                  f"{r['cpu_ratio']:>9.2f} {r['load']:>5.2f}")  # fmt: skip
            for sample in r["error_samples"]:
                print("   error:", sample)
        print("wall ratio: service req/s / the library's pages/s in its fastest way (lib way; -tokpar: "
              "the tokenizer's own threads on); CPU ratio: requests per CPU second of all server "
              "processes / pages per CPU second of the library")  # fmt: skip
    finally:
        stop_server(server)
        baseline.close()

    if args.memory_requests:  # on a fresh server, so that "after 1,000" means its first 1,000
        server = start_server(args, port)
        try:
            first_n = min(1000, args.memory_requests)
            head = summarize(8, [serve_slice(port, server.pid, requests, 8, first_n,
                                             args.max_seconds, args.budget)])  # fmt: skip
            _, rss_first, per_first = tree_stat(server.pid)
            rest = summarize(8, [serve_slice(port, server.pid, requests, 8,
                                             args.memory_requests - first_n, args.max_seconds,
                                             args.budget)])  # fmt: skip
            _, rss_last, per_last = tree_stat(server.pid)
            done = sum(r["ok"] for r in (head, rest))
            errors = head["errors"] + rest["errors"]
            growth = rss_last / rss_first - 1
            results["memory"] = {
                "requests": done, "rss_after_first_mb": rss_first / 2**20,
                "rss_at_end_mb": rss_last / 2**20, "growth": growth, "errors": errors,
                "per_process_mb_first": [b / 2**20 for b in per_first],
                "per_process_mb_end": [b / 2**20 for b in per_last],
            }  # fmt: skip
            print(f"memory: server RSS (all {len(per_last)} processes) {rss_first / 2**20:.0f} MiB "
                  f"after {first_n} requests, {rss_last / 2**20:.0f} MiB after {done} "
                  f"({100 * growth:+.1f} %); per process "
                  f"{[round(b / 2**20) for b in per_first]} -> {[round(b / 2**20) for b in per_last]}"
                  f" MiB; errors {errors}; load {rest['load']:.2f}")  # fmt: skip
        finally:
            stop_server(server)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    failed = any(r["errors"] for r in results["levels"]) or bool(
        results.get("memory") and results["memory"]["errors"]
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
