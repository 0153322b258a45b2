"""ms/page by stage of the pipeline for two checkouts, page by page in turn (before/after a change).

    python benchmarks/pipeline_ab.py --before /path/to/other/checkout/python          # WTQ, 100 pages
    python benchmarks/pipeline_ab.py --before ../base/python --set qa_wcxb_author.jsonl.gz --pages 60

Each checkout's ``python`` folder (its package and built ``_core``) runs in a worker process of its own; the
driver sends every page to both workers, back to back, in alternating order, both on one core (``--cpu``),
so that both see the same load of a shared machine. Stages as bench_prune.py times them: clean + block tree, BM25 (with its priors), token
costs (the estimates), prune() (the budget engine, smoothing included). Per page and stage the minimum over
the rounds is kept (the least disturbed run), summed over the pages; printed as ms/page with the pipeline's
time over clean + tree's and the pages/s ratio.

``--whole`` times only the whole call, ``HtmlPruner(budget=..., tokenizer=...)(question, html)``, which any
checkout has (also one from before the stages had the functions the split timing calls): the pages/s ratio
against an older release.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from _common import ask_worker, start_ab_worker, stop_workers

HERE = Path(__file__).resolve().parent
STAGES = ("clean+tree", "bm25", "token costs", "prune")


def _worker(name: str, pages: int, budget: int, whole: bool) -> None:
    sys.path.insert(0, str(HERE))
    import htmlprune
    from _common import read_jsonl_gz, smollm2_counter

    items = list(read_jsonl_gz(name, limit=pages))
    counter = smollm2_counter()
    pruner = htmlprune.HtmlPruner(budget=budget, tokenizer=counter)
    print("ready", flush=True)
    if whole:
        for line in sys.stdin:
            item = items[int(line)]
            t0 = time.perf_counter()
            pruner(item["question"], item["html"])
            print(json.dumps([time.perf_counter() - t0]), flush=True)
        return
    from htmlprune._budget import _token_costs

    # both checkouts' APIs: one PruneConfig (from issue 30 on), or keyword options before
    config = getattr(pruner, "config", None)
    prune_kw = {"config": config} if config is not None else pruner.prune_options
    cost_args = (config.to_core(),) if config is not None else ()
    for line in sys.stdin:
        item = items[int(line)]
        t0 = time.perf_counter()
        tree = pruner.tree(item["html"])
        t1 = time.perf_counter()
        scores = pruner.scorer.score(item["question"], tree)
        t2 = time.perf_counter()
        _token_costs(tree, counter, *cost_args)
        t3 = time.perf_counter()
        htmlprune.prune(tree, scores, budget=budget, tokenizer=counter, **prune_kw)
        t4 = time.perf_counter()
        print(json.dumps([t1 - t0, t2 - t1, t3 - t2, t4 - t3]), flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--before", required=True, help="the other checkout's python folder (package + _core)")
    ap.add_argument("--after", default=str(HERE.parent / "python"), help="default: this checkout's")
    ap.add_argument("--set", default="qa_wtq.jsonl.gz")
    ap.add_argument("--pages", type=int, default=100)
    ap.add_argument("--budget", type=int, default=2048)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--cpu", type=int, default=0, help="the core both workers run on (-1: any)")
    ap.add_argument("--whole", action="store_true", help="time only the whole HtmlPruner call")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    stages = ("pipeline",) if args.whole else STAGES
    if args.worker:
        _worker(args.set, args.pages, args.budget, args.whole)
        return
    paths = {"before": args.before, "after": args.after}
    workers = {}
    for key, path in paths.items():
        cmd = [sys.executable, __file__, "--worker", "--before", "-", "--set", args.set]
        cmd += ["--pages", str(args.pages), "--budget", str(args.budget)] + (["--whole"] if args.whole else [])
        workers[key] = start_ab_worker(cmd, path, args.cpu)
    n = args.pages
    best = {key: [[float("inf")] * len(stages) for _ in range(n)] for key in paths}
    for r in range(args.rounds):
        for i in range(n):
            for key in ("before", "after") if (i + r) % 2 == 0 else ("after", "before"):
                line = ask_worker(workers[key], i)
                if not line:
                    sys.exit(f"the {key} worker stopped (fewer than {n} pages in {args.set}?)")
                best[key][i] = [min(a, b) for a, b in zip(best[key][i], json.loads(line))]
    stop_workers(list(workers.values()))
    ms = {key: [1000 * sum(page[j] for page in best[key]) / n for j in range(len(stages))] for key in paths}
    print(f"{args.set}, {n} pages, budget {args.budget}; per page and stage the min of {args.rounds} rounds; ms/page")
    print(f"  {'stage':12s} {'before':>8s} {'after':>8s}")
    for j, stage in enumerate(stages):
        print(f"  {stage:12s} {ms['before'][j]:8.3f} {ms['after'][j]:8.3f}")
    for key in paths:
        total, tree = sum(ms[key]), ms[key][0]
        split = "" if args.whole else f", {total / tree:.2f}x clean+tree"
        print(f"  {key:6s}: {total:.3f} ms/page, {1000 / total:.0f} pages/s{split}")
    print(f"  pipeline pages/s after / before: {sum(ms['before']) / sum(ms['after']):.2f}x")


if __name__ == "__main__":
    main()
