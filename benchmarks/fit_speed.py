"""ms/page by stage of the pipeline, with the native budget engine and with the Python fit it replaced, in one
process, page by page in turn (the machine's load hits both alike).

    python benchmarks/fit_speed.py                       # 100 WTQ pages, budget 2048, 3 rounds
    python benchmarks/fit_speed.py --set qa_wcxb_author.jsonl.gz --pages 60

Per page and round: clean + block tree, BM25 (with smoothing), token costs (the estimates, once per fresh
tree), then the fit twice: the engine
(``_core.fit_budget`` through htmlprune._budget.fit_tree) and the old Python loop
(benchmarks/_python_fit.py), in alternating order. Both outputs must be equal, so the engine runs without its
top-up (``PruneConfig(top_up_tries=0)``), which the Python loop never had. Prints ms/page per stage
(the median round) and the ratios: old fit / engine, and the pipeline's time over clean + tree's with each.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import htmlprune
from _common import read_jsonl_gz, smollm2_counter
from _python_fit import python_fit
from htmlprune import _core
from htmlprune._budget import _token_costs, fit_tree


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--set", default="qa_wtq.jsonl.gz")
    ap.add_argument("--pages", type=int, default=100)
    ap.add_argument("--budget", type=int, default=2048)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    items = list(read_jsonl_gz(args.set, limit=args.pages))
    counter = smollm2_counter()
    pruner = htmlprune.HtmlPruner(budget=args.budget, tokenizer=counter)
    # the old loop had no top-up, kept inline display:none text and wrote the full cleaned HTML with a line
    # break between blocks; the scores are smoothed above
    config = pruner.config.replace(
        top_up_tries=0,
        smoothing=0.0,
        drop_inline_hidden=False,
        semantic=False,
        newline_between_blocks=True,
    ).to_core()
    rounds: list[dict[str, float]] = []
    for r in range(args.rounds):
        t: dict[str, float] = dict.fromkeys(("clean+tree", "bm25", "token costs", "engine", "python fit"), 0.0)
        for k, item in enumerate(items):
            t0 = time.perf_counter()
            tree = pruner.tree(item["html"])
            t1 = time.perf_counter()
            scores = pruner.scorer.score(item["question"], tree)
            scores = np.nan_to_num(np.asarray(scores, dtype=np.float32), nan=-np.inf, neginf=-np.inf)
            scores = np.asarray(_core.smooth_scores(tree.core, scores, 0.5), dtype=np.float32)
            t2 = time.perf_counter()
            _token_costs(tree, counter, config)
            t3 = time.perf_counter()
            t["clean+tree"] += t1 - t0
            t["bm25"] += t2 - t1
            t["token costs"] += t3 - t2
            order = ("engine", "python fit") if (k + r) % 2 == 0 else ("python fit", "engine")
            out = {}
            for which in order:
                start = time.perf_counter()
                if which == "engine":
                    _, content, n, keep, *_ = fit_tree(tree, scores, counter, config, None)
                else:
                    content, n, keep = python_fit(tree, scores, args.budget, counter)
                t[which] += time.perf_counter() - start
                out[which] = (content, n, np.flatnonzero(keep).tolist())
            assert out["engine"] == out["python fit"], f"outputs differ on page {k}"
        rounds.append(t)
    n_pages = len(items)
    ms = {key: 1000 * statistics.median(r[key] for r in rounds) / n_pages for key in rounds[0]}
    base = ms["clean+tree"] + ms["bm25"] + ms["token costs"]
    print(f"{args.set}, {n_pages} pages, budget {args.budget}, median of {args.rounds} rounds, ms/page:")
    for key, value in ms.items():
        print(f"  {key:12s} {value:7.3f}")
    print(f"  python fit / engine: {ms['python fit'] / ms['engine']:.2f}x (outputs equal on every page)")
    for which in ("engine", "python fit"):
        total = base + ms[which]
        print(
            f"  pipeline with {which}: {total:.3f} ms/page, {1000 / total:.1f} pages/s, "
            f"{total / ms['clean+tree']:.2f}x clean+tree"
        )
    print(f"  pipeline pages/s engine / python fit: {(base + ms['python fit']) / (base + ms['engine']):.2f}x")


if __name__ == "__main__":
    main()
