"""Answer recall of the trained path pruner (the shipped LoRA adapter) on the held-out dev items.

    python benchmarks/adapter_recall.py --dataset wtq --n 40
    python benchmarks/adapter_recall.py --dataset wcxb --n 40 --budgets 512 1024
    python benchmarks/adapter_recall.py --dataset wtq --n 10 --adapter /tmp/run/pp   # a fresh adapter

Only items of the held-out split (htmlprune.train.split: 1 in 4 by hash of the id) are read, never the
items the adapter was trained on. Methods, all at the same budgets (SmolLM2 tokenizer, coarse step to
``--factor`` x budget, fine tree of 128 words as in HtmlPruner):

- ``bm25``: htmlprune's default pipeline (BM25 with priors), one pass;
- ``bm25>untuned``: BM25 coarse, then PathScorer("smollm2-135m-untuned") as the fine step;
- ``bm25>trained``: BM25 coarse, then PathScorer() (SmolLM2 + the shipped adapter, or ``--adapter``);
- ``bm25>trained+bm25``: BM25 coarse, then the trained path scorer's and BM25's scores on the fine tree
  fused by reciprocal rank (``HybridScorer`` with the path scorer as its second scorer, weight 0.5);
- ``hybrid>trained``: HybridScorer(BM25 + MiniLM, the default fusion) coarse, then the trained path scorer
  (skipped with ``--no-hybrid``);
- ``bm25>also``: BM25 coarse, then a second adapter (``--also DIR``), to compare two training runs.

``--device cuda`` runs the path scorers on a GPU; ``--shard K/N`` evaluates every N-th held-out item from
the K-th (for parallel processes; add up the shards' ``--json`` hits). ``--mode tree`` scores each fine
tree in one forward pass (the same scores as ``dfs``; far fewer model calls on a GPU).

A GPU machine may lack the embedder. ``--record-hybrid FILE`` (no path scorer needed) records the hybrid
coarse scores of every item here; ``--hybrid-scores FILE`` replays them there, so the ``hybrid>trained``
row is the same pipeline without MiniLM on the GPU machine.

Cost per page of the fine step: the seconds of the trained and the untuned path scorer on the *same* fine
trees (the bm25> rows share the coarse step), summed, and their ratio; the adapter is merged into the
weights at load time, so the ratio should be 1 up to noise. An item counts when every gold answer occurs in
the visible text of the output (NFKC, case-insensitive, whitespace collapsed: ../shared/data/README.md).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
import warnings
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import read_jsonl_gz, smollm2_counter
from answer_recall import DATASETS, evaluate
from htmlprune.pruning import BM25Scorer, HtmlPruner
from htmlprune.scorers import HybridScorer
from htmlprune.train.split import select

Run = Any


class Timed:
    """A scorer that adds up the seconds its ``score`` calls take. It remembers the last page's scores, so a
    second method on the same fine tree (the fused one) reuses them instead of scoring again."""

    def __init__(self, scorer: Any) -> None:
        self.scorer = scorer
        self.seconds = 0.0
        self.calls = 0
        self._memo: dict[tuple[str, str], np.ndarray] = {}

    def score(self, query: str, tree: Any) -> np.ndarray:
        key = (query, tree.html)
        if key in self._memo:
            return self._memo[key]
        start = time.perf_counter()
        out = np.asarray(self.scorer.score(query, tree))
        self.seconds += time.perf_counter() - start
        self.calls += 1
        if len(self._memo) > 8:
            self._memo.clear()
        self._memo[key] = out
        return out


class Recorded:
    """A coarse scorer's scores, recorded where its model runs and replayed where the path scorer runs.

    With ``scorer`` it scores and records; without, it returns the recorded scores and raises KeyError for a
    tree it has not seen (a different build or page set)."""

    def __init__(self, scorer: Any = None, scores: dict[str, Any] | None = None) -> None:
        self.scorer = scorer
        self.scores: dict[str, Any] = {} if scores is None else scores

    def score(self, query: str, tree: Any) -> np.ndarray:
        key = hashlib.sha1(f"{query}\0{tree.html}".encode()).hexdigest()
        if self.scorer is None:
            if key not in self.scores:
                raise KeyError(f"no recorded coarse scores for {query!r} on this tree; record them again")
            rec = self.scores[key]
            return np.asarray(rec["v"], dtype=rec["dtype"])
        out = np.asarray(self.scorer.score(query, tree))
        self.scores[key] = {"dtype": str(out.dtype), "v": out.tolist()}
        return out


def hybrid_scorer() -> Any:
    from htmlprune.embed import OnnxEmbedder
    from htmlprune.scorers import EmbeddingScorer

    return HybridScorer(EmbeddingScorer(OnnxEmbedder("all-MiniLM-L6-v2", threads=1)))


def two_pass(coarse: Any, fine: Any, factor: float) -> Run:
    def run(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        out = {}
        for b in budgets:
            pruner = HtmlPruner(
                coarse, fine_scorer=fine, budget=b, coarse_budget=int(factor * b),
                tokenizer=smollm2_counter(),
            )
            with warnings.catch_warnings():  # a coarse result longer than the LM's context is cut
                warnings.simplefilter("ignore")
                out[b] = pruner(question, html).html
        return out

    return run


def one_pass(scorer: Any) -> Run:
    def run(question: str, html: str, budgets: list[int]) -> dict[int, str]:
        return {b: HtmlPruner(scorer, budget=b, tokenizer=smollm2_counter())(question, html).html
                for b in budgets}

    return run


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", choices=sorted(DATASETS), default="wtq")
    parser.add_argument("--n", type=int, default=40, help="held-out questions (default 40; 0 = all)")
    parser.add_argument("--budgets", type=int, nargs="+", default=[512, 1024, 2048])
    parser.add_argument("--factor", type=float, default=2.0, help="coarse budget = factor x budget")
    parser.add_argument("--adapter", default=None, help="adapter dir (default: the shipped one)")
    parser.add_argument("--threads", type=int, default=1, help="torch threads (default 1)")
    parser.add_argument("--no-hybrid", action="store_true", help="skip hybrid>trained (no MiniLM)")
    parser.add_argument("--json", type=Path, help="also write the table to this JSON file")
    parser.add_argument("--device", default="cpu", help="device of the path scorers (default cpu)")
    parser.add_argument("--dtype", default="float32", help="dtype of the path scorers (default float32)")
    parser.add_argument("--shard", default="0/1", help="K/N: every N-th item from the K-th (default 0/1)")
    parser.add_argument("--mode", default="dfs", choices=["dfs", "tree", "naive"],
                        help="scoring mode of the path scorers (same scores; default dfs)")
    parser.add_argument("--only", nargs="+", metavar="METHOD",
                        help="evaluate only these methods (and bm25), e.g. bm25>trained hybrid>trained")
    parser.add_argument("--also", metavar="DIR", help="a second adapter, evaluated as bm25>also")
    parser.add_argument("--record-hybrid", type=Path, metavar="FILE",
                        help="only record the hybrid coarse scores of the items to FILE, then exit")
    parser.add_argument("--hybrid-scores", type=Path, metavar="FILE",
                        help="replay recorded hybrid coarse scores instead of running MiniLM")
    args = parser.parse_args(argv)
    shard, n_shards = (int(x) for x in args.shard.split("/"))

    items = list(select(read_jsonl_gz(DATASETS[args.dataset]), "heldout"))
    items = items[: args.n] if args.n else items
    items = items[shard::n_shards]
    if args.record_hybrid:
        recorder = Recorded(hybrid_scorer())
        evaluate(items, args.budgets[:1], {"hybrid": one_pass(recorder)})
        args.record_hybrid.write_text(json.dumps(recorder.scores))
        print(f"recorded the hybrid coarse scores of {len(recorder.scores)} trees to {args.record_hybrid}")
        return 0

    from htmlprune.generative import PathScorer

    opts: dict[str, Any] = {
        "device": args.device, "dtype": args.dtype, "num_threads": args.threads, "mode": args.mode,
    }
    untuned = Timed(PathScorer("smollm2-135m-untuned", **opts))
    trained_scorer = PathScorer(adapter=args.adapter, **opts) if args.adapter else PathScorer(**opts)
    trained = Timed(trained_scorer)  # timed on the same fine trees as `untuned` (both after BM25)
    methods: dict[str, Run] = {
        "bm25": one_pass(BM25Scorer()),
        "bm25>untuned": two_pass(BM25Scorer(), untuned, args.factor),
        "bm25>trained": two_pass(BM25Scorer(), trained, args.factor),
        "bm25>trained+bm25": two_pass(BM25Scorer(), HybridScorer(trained, weight=0.5), args.factor),
    }
    if not args.no_hybrid:
        hybrid = (Recorded(scores=json.loads(args.hybrid_scores.read_text())) if args.hybrid_scores
                  else hybrid_scorer())
        methods["hybrid>trained"] = two_pass(hybrid, trained_scorer, args.factor)
    if args.also:
        methods["bm25>also"] = two_pass(BM25Scorer(), Timed(PathScorer(adapter=args.also, **opts)), args.factor)
    if args.only:
        unknown = sorted(set(args.only) - set(methods))
        if unknown:
            parser.error(f"--only: no method {', '.join(unknown)} in this run (methods: {', '.join(methods)})")
        methods = {m: run for m, run in methods.items() if m == "bm25" or m in args.only}
    start = time.perf_counter()
    # Item by item, with a running line: a long CPU run that is stopped still leaves its figures.
    hits: dict[str, dict[int, float]] = {m: dict.fromkeys(args.budgets, 0.0) for m in methods}
    seconds: dict[str, float] = dict.fromkeys(methods, 0.0)
    for k, item in enumerate(items, 1):
        r, sec = evaluate([item], args.budgets, methods)
        for m in methods:
            seconds[m] += sec[m]
            for b in args.budgets:
                hits[m][b] += r[m][b] / 100.0
        running = "  ".join(
            f"{m} " + "/".join(f"{hits[m][b]:.0f}" for b in args.budgets) for m in methods
        )
        print(
            f"[{k}/{len(items)}] {time.perf_counter() - start:.0f} s  {running}  fine s untuned "
            f"{untuned.seconds:.1f} trained {trained.seconds:.1f}",
            flush=True,
        )
    recall = {m: {b: 100.0 * hits[m][b] / max(len(items), 1) for b in args.budgets} for m in methods}
    print(
        f"answer recall (%) on {len(items)} held-out {DATASETS[args.dataset]} questions, SmolLM2 "
        f"tokenizer, coarse = {args.factor} x budget; trained = {trained_scorer!r}; "
        f"{time.perf_counter() - start:.0f} s"
    )
    header = f"{'method':<16}" + "".join(f"{b:>8}" for b in args.budgets) + "   s/item"
    print(header)
    for name in methods:
        row = "".join(f"{recall[name][b]:>8.1f}" for b in args.budgets)
        print(f"{name:<16}{row}   {seconds[name] / max(len(items), 1):7.2f}")
    margin = {b: recall["bm25>trained"][b] - recall["bm25"][b] for b in args.budgets}
    print(f"{'trained - bm25':<16}" + "".join(f"{margin[b]:>+8.1f}" for b in args.budgets))
    per_call = {
        "untuned": untuned.seconds / max(untuned.calls, 1),
        "trained": trained.seconds / max(trained.calls, 1),
    }
    ratio = trained.seconds / max(untuned.seconds, 1e-9)
    print(
        f"fine step on the same {untuned.calls} trees: untuned {per_call['untuned']:.3f} s/page, trained "
        f"{per_call['trained']:.3f} s/page, trained/untuned {ratio:.3f}"
    )
    if args.json:
        args.json.write_text(json.dumps({
            "dataset": args.dataset, "n": len(items), "budgets": args.budgets, "factor": args.factor,
            "recall": {k: {str(b): v for b, v in r.items()} for k, r in recall.items()},
            "hits": {k: {str(b): v for b, v in h.items()} for k, h in hits.items()},
            "shard": args.shard,
            "seconds_per_item": {k: v / max(len(items), 1) for k, v in seconds.items()},
            "fine_seconds_per_page": per_call,
            "fine_cost_ratio": ratio,
        }, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
