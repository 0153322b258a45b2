"""Pruned outputs hashed on every dev page, to show that a change of the budget fit changed nothing.

    python benchmarks/prune_hashes.py --out before.json                      # hashes of htmlprune.prune
    python benchmarks/prune_hashes.py --out after.json --compare before.json # ... and the differences
    python benchmarks/prune_hashes.py --budgets 16 64 --out small.json       # the truncation paths
    python benchmarks/prune_hashes.py --two-pass --out two.json              # HtmlPruner's two passes
    python benchmarks/prune_hashes.py --keep-inline-hidden --out off.json    # drop_inline_hidden=False
    python benchmarks/prune_hashes.py --whole --out whole.json               # HtmlPruner(q, html), whole calls
    python benchmarks/prune_hashes.py --whole --batch --out batch.json       # the same through HtmlPruner.batch

For every page of ``qa_wtq.jsonl.gz`` and ``qa_wcxb_author.jsonl.gz`` (``--limit`` caps each set) it builds
the default coarse tree once, scores it with the default BM25 for the page's question, prunes it to each
budget (default 512, 1024, 2048, 4096) in each format (html, markdown, text) with the bundled SmolLM2
tokenizer, and hashes ``content``, ``n_tokens``, the kept blocks, ``truncated`` and ``html``. The time
spent in :func:`htmlprune.prune` alone is printed. ``--whole`` hashes whole calls ``HtmlPruner(budget=...,
format=...)(question, html)`` instead (the API of every checkout, so the same script runs on an older one
with ``PYTHONPATH=old/python``); ``--batch`` makes them through ``HtmlPruner.batch`` (2 threads): the same keys,
so ``--compare whole.json`` checks the batch against one-by-one calls. ``--two-pass`` hashes the two-pass pipeline instead
(``HtmlPruner(fine_scorer=BM25Scorer())``, HTML, coarse budget twice the budget), timed as a whole.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import htmlprune
from _common import read_jsonl_gz, smollm2_counter

SETS = ("qa_wtq.jsonl.gz", "qa_wcxb_author.jsonl.gz")
FORMATS = ("html", "markdown", "text")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, help="where to write the hashes (JSON)")
    ap.add_argument("--compare", help="a JSON written before: list what differs")
    ap.add_argument("--limit", type=int, default=None, help="pages per set (default: all)")
    ap.add_argument("--budgets", type=int, nargs="+", default=[512, 1024, 2048, 4096])
    ap.add_argument("--two-pass", action="store_true", help="hash HtmlPruner's two-pass pipeline")
    ap.add_argument(
        "--keep-inline-hidden",
        action="store_true",
        help="prune with drop_inline_hidden=False (the output before the option: display:none text kept)",
    )
    ap.add_argument("--whole", action="store_true", help="hash whole calls HtmlPruner(...)(question, html)")
    ap.add_argument("--batch", action="store_true", help="with --whole: through HtmlPruner.batch")
    args = ap.parse_args()
    if args.two_pass:
        _two_pass(args)
        return
    if args.whole:
        _whole(args)
        return

    counter = smollm2_counter()
    pruner = htmlprune.HtmlPruner(tokenizer=counter, drop_inline_hidden=not args.keep_inline_hidden)
    hashes: dict[str, str] = {}
    seconds = 0.0
    n_prunes = 0
    for name in SETS:
        for i, item in enumerate(read_jsonl_gz(name, limit=args.limit)):
            tree = pruner.tree(item["html"])
            scores = pruner.scorer.score(item["question"], tree)
            for budget in args.budgets:
                for fmt in FORMATS:
                    config = pruner.config.replace(format=fmt)
                    start = time.perf_counter()
                    r = htmlprune.prune(tree, scores, budget=budget, tokenizer=counter, config=config)
                    seconds += time.perf_counter() - start
                    n_prunes += 1
                    assert r.n_tokens <= budget, (name, i, budget, fmt)
                    hashes[f"{name}:{i}:{budget}:{fmt}"] = _digest(r)
    print(f"prune() {1000 * seconds / max(n_prunes, 1):.3f} ms per call")
    _write(args, hashes)


def _whole(args: argparse.Namespace) -> None:
    counter = smollm2_counter()
    items = {name: list(read_jsonl_gz(name, limit=args.limit)) for name in SETS}
    hashes: dict[str, str] = {}
    start = time.perf_counter()
    for budget in args.budgets:
        for fmt in FORMATS:
            pruner = htmlprune.HtmlPruner(tokenizer=counter, budget=budget, format=fmt)
            for name, rows in items.items():
                questions = [it["question"] for it in rows]
                pages = [it["html"] for it in rows]
                if args.batch:
                    results = pruner.batch(questions, pages, threads=2)
                else:
                    results = [pruner(q, p) for q, p in zip(questions, pages)]
                for i, r in enumerate(results):
                    assert r.n_tokens <= budget, (name, i, budget, fmt)
                    hashes[f"{name}:{i}:{budget}:{fmt}"] = _digest(r)
    print(f"whole calls{' (batch)' if args.batch else ''}: {time.perf_counter() - start:.1f} s")
    _write(args, hashes)


def _digest(r: htmlprune.PruneResult) -> str:
    h = hashlib.sha256()
    for part in (r.content, str(r.n_tokens), str(r.truncated), r.html):
        h.update(part.encode("utf-8", "surrogatepass") + b"\0")
    h.update(np.asarray(r.kept, dtype=np.int64).tobytes())
    return h.hexdigest()[:16]


def _two_pass(args: argparse.Namespace) -> None:
    counter = smollm2_counter()
    pruner = htmlprune.HtmlPruner(
        tokenizer=counter,
        fine_scorer=htmlprune.BM25Scorer(),
        drop_inline_hidden=not args.keep_inline_hidden,
    )
    hashes: dict[str, str] = {}
    seconds = 0.0
    for name in SETS:
        for i, item in enumerate(read_jsonl_gz(name, limit=args.limit)):
            tree = pruner.tree(item["html"])
            for budget in args.budgets:
                start = time.perf_counter()
                r = pruner(item["question"], tree, budget=budget)
                seconds += time.perf_counter() - start
                assert r.n_tokens <= budget, (name, i, budget)
                hashes[f"{name}:{i}:{budget}:two-pass"] = _digest(r)
    print(f"two-pass pipeline (coarse tree given) {1000 * seconds / max(len(hashes), 1):.3f} ms per call")
    _write(args, hashes)


def _write(args: argparse.Namespace, hashes: dict[str, str]) -> None:
    Path(args.out).write_text(json.dumps(hashes, indent=0, sort_keys=True))
    print(f"{len(hashes)} outputs hashed")
    if args.compare:
        before = json.loads(Path(args.compare).read_text())
        common = sorted(set(before) & set(hashes))
        diff = [k for k in common if before[k] != hashes[k]]
        print(f"compared {len(common)} outputs: {len(diff)} differ")
        for k in diff[:50]:
            print("  differs:", k)


if __name__ == "__main__":
    main()
