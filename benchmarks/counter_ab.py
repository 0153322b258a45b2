"""The native token counter alone for two checkouts, page by page in turn (before/after a change).

    python benchmarks/counter_ab.py --before /path/to/other/checkout/python            # WTQ, 100 pages
    python benchmarks/counter_ab.py --before ../base/python --set qa_wcxb_author.jsonl.gz

What is counted is what prune()'s fits count: the lines of each cleaned dev page (split as the budget
engine's LineCounter splits), one `count_batch` per page on the SmolLM2 counter (`TokenCounter.native`).
Each checkout's ``python`` folder runs in a worker process of its own, both on one core, pages sent to both
back to back in alternating order (as pipeline_ab.py); per page the minimum over the rounds is kept, summed.
Both workers' counts are checked equal.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from _common import ask_worker, start_ab_worker, stop_workers

HERE = Path(__file__).resolve().parent


def _worker(name: str, pages: int) -> None:
    sys.path.insert(0, str(HERE))
    import htmlprune
    from _common import read_jsonl_gz, smollm2_counter
    from htmlprune._budget import _LINE_START

    lines = [_LINE_START.split(htmlprune.clean(row["html"])) for row in read_jsonl_gz(name, limit=pages)]
    counter = smollm2_counter()
    assert counter.native
    print("ready", flush=True)
    for line in sys.stdin:
        texts = lines[int(line)]
        t0 = time.perf_counter()
        counts = counter.count_batch(texts)
        dt = time.perf_counter() - t0
        print(json.dumps([dt, sum(len(t.encode()) for t in texts), sum(counts)]), flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--before", default="", help="the other checkout's python folder (package + _core)")
    ap.add_argument("--after", default=str(HERE.parent / "python"), help="default: this checkout's")
    ap.add_argument("--set", default="qa_wtq.jsonl.gz")
    ap.add_argument("--pages", type=int, default=100)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--cpu", type=int, default=0, help="the core both workers run on (-1: any)")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        _worker(args.set, args.pages)
        return
    if not args.before:
        ap.error("--before is required")
    workers = {}
    for name in ("before", "after"):
        cmd = [sys.executable, __file__, "--worker", "--set", args.set, "--pages", str(args.pages)]
        workers[name] = start_ab_worker(cmd, getattr(args, name), args.cpu)
    best: dict[str, dict[int, float]] = {name: {} for name in workers}
    size: dict[int, int] = {}
    for r in range(args.rounds):
        order = list(workers) if r % 2 == 0 else list(reversed(workers))
        for i in range(args.pages):
            tokens = set()
            for name in order:
                reply = ask_worker(workers[name], i)
                if not reply:  # fewer pages in the set
                    break
                dt, size[i], n = json.loads(reply)
                tokens.add(n)
                best[name][i] = min(best[name].get(i, float("inf")), dt)
            assert len(tokens) <= 1, f"page {i}: the checkouts count differently"
    stop_workers(list(workers.values()))
    mb = sum(size.values()) / 1e6
    print(f"{args.set}, {len(size)} pages' lines ({mb:.2f} MB); per page the min of {args.rounds} rounds")
    for name in workers:
        t = sum(best[name].values())
        print(f"  {name:6}: {t * 1e3:7.2f} ms, {mb / t:6.1f} MB/s")
    print(f"  counter time before / after: {sum(best['before'].values()) / sum(best['after'].values()):.2f}x")


if __name__ == "__main__":
    main()
