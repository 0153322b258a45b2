"""The learned ranker against the hand-set priors and the best baseline, on every dev set and left out.

    python benchmarks/ranker_eval.py --pages --dates --probe dates --baselines DIR   # the shipped training
    python benchmarks/ranker_eval.py --baselines /path/to/answer_recall-jsons        # the three QA kinds only
    python benchmarks/ranker_eval.py --n 60 --budgets 1024 2048          # a quick look
    python benchmarks/ranker_eval.py --n 100 --embed-model all-MiniLM-L6-v2 --baselines DIR   # model scores

For each dev kind (WTQ, WCXB-author, recipes) it reports answer recall (%) at each budget, htmlprune's
pipeline writing ``--format``, scored by:

- ``priors``: BM25Scorer with its hand-set priors (the scorer before the ranker);
- ``learned``: the ranker trained on every kind (its train split: ``htmlprune.train.split``) but those named by
  ``--probe``;
- ``left-out``: the ranker trained on the other kinds only, so the kind measured is one it never saw
  (leave-one-kind-out);
- ``shipped``: the weights in the package (LearnedScorer's default), when they differ from ``learned``;
- with ``--embed-model NAME``: ``embed`` (the model's cosine similarity alone, EmbeddingScorer), and
  ``learned+embed`` / ``left-out+embed``, the ranker with that similarity as one more feature
  (``htmlprune train ranker --embed-model``): what the model adds to BM25 and the page's structure;
- with ``--pages``, the publication-date questions of Readability's pages (``htmlprune.train.page_questions``,
  what ``htmlprune train ranker --data .../corpus_readability.jsonl.gz`` reads) as one more kind;
- with ``--dates``, date_probe.py's publication-date questions of WCXB's pages as one more kind (measured like
  the others; its baselines are in date_probe.py's table), trained on unless ``--probe dates`` keeps it a kind
  that no fit sees.

Rows are over all items of the kind, and (``heldout``) over its held-out quarter, which no model here
trained on. With ``--baselines DIR`` (the ``--json`` files of ``answer_recall.py --format html``, named
``<kind>-html.json``; the baselines write text whatever htmlprune's format) it adds the best baseline at each
budget and each scorer's margin over it.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import htmlprune
from _common import read_jsonl_gz, smollm2_counter
from format_recall import kept_by_reader
from htmlprune._numpy import np
from htmlprune.scorers.learned import SHIPPED_WEIGHTS, chrome_last, load_weights, ranker_features
from htmlprune.train.page_questions import page_questions
from htmlprune.train.ranker import FEATURES, RankerExamples, block_labels, fit_ranker
from htmlprune.train.split import split_of

KINDS = {"wtq": "qa_wtq.jsonl.gz", "wcxb": "qa_wcxb_author.jsonl.gz", "recipes": "qa_recipes.jsonl.gz"}
BUDGETS = [512, 1024, 2048, 4096]
CHROME_LAST = htmlprune.BM25Scorer().chrome_last  # LearnedScorer's default rule after the model
#: ``--pages``: page_questions.py's publication-date questions over this corpus's pages (the fourth training kind)
PAGES_CORPUS = "corpus_readability.jsonl.gz"


class Page:
    """One QA item's tree, features and labels, built once and scored by every model."""

    def __init__(
        self, item: dict[str, Any], pruner: htmlprune.HtmlPruner, bm25: htmlprune.BM25Scorer, models: dict[str, Any]
    ) -> None:
        self.item = item
        self.tree = pruner.tree(item["html"])
        self.features = ranker_features(item["question"], self.tree, bm25, models)
        self.labels = block_labels(self.tree.texts, item["answers"])
        self.priors = pruner.scorer.score(item["question"], self.tree)
        self.heldout = split_of(item["id"]) == "heldout"


def load(kind: str, n: int, pruner: htmlprune.HtmlPruner, models: dict[str, Any]) -> list[Page]:
    if kind == "dates":
        from date_probe import date_items

        items: Any = date_items(n)
    elif kind == "pages":
        items = itertools.islice(page_questions(read_jsonl_gz(PAGES_CORPUS)), n or None)
    else:
        items = itertools.islice(read_jsonl_gz(KINDS[kind]), n or None)
    bm25 = htmlprune.BM25Scorer()  # the features' BM25 settings, as LearnedScorer's default
    return [Page(item, pruner, bm25, models) for item in items]


def examples(pages: list[Page], kind: str, names: tuple[str, ...]) -> RankerExamples:
    """The training examples of ``pages``' train split, on the features ``names`` (the first columns)."""
    use = [p for p in pages if not p.heldout and p.labels.any()]
    k = len(names)
    return RankerExamples.concat(
        [RankerExamples(p.features[:, :k], p.labels, np.array([0, len(p.labels)]), [kind], names) for p in use],
        names,
    )


def scores_of(page: Page, weights: Any) -> np.ndarray:
    """As the core scores: logits less the best (<= 0), then the chrome blocks last (LearnedScorer's rule)."""
    w = np.asarray(weights, dtype=np.float64)
    z = page.features[:, : len(w)].astype(np.float64) @ w
    return chrome_last((z - z.max()).astype(np.float32), page.tree.ranked_last, CHROME_LAST)


def recall(pages: list[Page], score: Any, pruner: htmlprune.HtmlPruner, budgets: list[int]) -> dict[str, list[float]]:
    hits = {"all": np.zeros(len(budgets)), "heldout": np.zeros(len(budgets))}
    for page in pages:
        s = score(page)
        for j, b in enumerate(budgets):
            out = htmlprune.prune(page.tree, s, budget=b, tokenizer=pruner.tokenizer, config=pruner.config).content
            kept = kept_by_reader(page.item["answers"], out, pruner.config.format)
            hits["all"][j] += kept
            hits["heldout"][j] += kept and page.heldout
    n_held = max(sum(p.heldout for p in pages), 1)
    return {
        "all": list(100.0 * hits["all"] / max(len(pages), 1)),
        "heldout": list(100.0 * hits["heldout"] / n_held),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=0, help="items per kind (default 0 = all)")
    parser.add_argument("--budgets", type=int, nargs="+", default=BUDGETS)
    parser.add_argument("--format", choices=("html", "text", "markdown"), default="html")
    parser.add_argument("--steps", type=int, default=300, help="as `htmlprune train ranker` (default 300)")
    parser.add_argument("--l2", type=float, default=0.01, help="as `htmlprune train ranker` (default 0.01)")
    parser.add_argument("--baselines", type=Path, help="folder of answer_recall.py --json files")
    parser.add_argument("--embed-model", help="an embedding model (preset or directory): its score as a feature")
    parser.add_argument(
        "--dates",
        action="store_true",
        help="a fourth kind: date_probe.py's publication-date questions (train split trained on)",
    )
    parser.add_argument(
        "--pages",
        action="store_true",
        help="a kind more: page_questions.py's publication-date questions over Readability's pages",
    )
    parser.add_argument(
        "--probe", nargs="*", default=[], choices=("dates", "pages"),
        help="kinds measured but never trained on (e.g. --dates --probe dates: the probe stays unseen)",
    )
    parser.add_argument("--json", type=Path, help="also write the tables here")
    args = parser.parse_args(argv)

    pruner = htmlprune.HtmlPruner(htmlprune.BM25Scorer(), tokenizer=smollm2_counter(), format=args.format)
    models: dict[str, Any] = {}
    if args.embed_model:
        from htmlprune.embed import OnnxEmbedder

        models["embed"] = htmlprune.EmbeddingScorer(OnnxEmbedder(args.embed_model))
    kinds = [*KINDS, *(["pages"] if args.pages else []), *(["dates"] if args.dates else [])]
    pages = {kind: load(kind, args.n, pruner, models) for kind in kinds}
    variants = {"": FEATURES, **({"+embed": (*FEATURES, "embed")} if models else {})}
    fits = {}
    for suffix, names in variants.items():
        sets = {kind: examples(p, kind, names) for kind, p in pages.items() if kind not in args.probe}
        fits["learned" + suffix] = fit_ranker(RankerExamples.concat(list(sets.values())), steps=args.steps, l2=args.l2)
        for kind in kinds:
            rest = [s for k, s in sets.items() if k != kind]
            fits[f"without-{kind}{suffix}"] = fit_ranker(RankerExamples.concat(rest), steps=args.steps, l2=args.l2)
        print(f"weights (learned{suffix} on all):", json.dumps(dict(zip(names, (round(w, 3) for w in fits["learned" + suffix].weights)))))
    shipped = np.asarray(load_weights(SHIPPED_WEIGHTS)[0], dtype=np.float64)

    table: dict[str, Any] = {}
    for kind, kind_pages in pages.items():
        rows = {
            "priors": recall(kind_pages, lambda p: p.priors, pruner, args.budgets),
            "learned": recall(kind_pages, lambda p: scores_of(p, fits["learned"].weights), pruner, args.budgets),
            "left-out": recall(
                kind_pages, lambda p, k=kind: scores_of(p, fits[f"without-{k}"].weights), pruner, args.budgets
            ),
        }
        if not np.allclose(shipped, fits["learned"].weights, atol=1e-4):
            rows["shipped"] = recall(kind_pages, lambda p: scores_of(p, shipped), pruner, args.budgets)
        if models:
            rows["embed"] = recall(kind_pages, lambda p: p.features[:, -1].copy(), pruner, args.budgets)
            rows["learned+embed"] = recall(
                kind_pages, lambda p: scores_of(p, fits["learned+embed"].weights), pruner, args.budgets
            )
            rows["left-out+embed"] = recall(
                kind_pages, lambda p, k=kind: scores_of(p, fits[f"without-{k}+embed"].weights), pruner, args.budgets
            )
        best = None
        if args.baselines and (args.baselines / f"{kind}-html.json").exists():  # date_probe.py has its own
            data = json.loads((args.baselines / f"{kind}-html.json").read_text())
            base = {k: v for k, v in data["recall"].items() if not k.startswith(("htmlprune", "margin", "best", "reference"))}
            best = [max(v[str(b)] for v in base.values()) for b in args.budgets]
        table[kind] = {"rows": rows, "best baseline": best, "n": len(kind_pages)}
        print(f"\n{kind} ({len(kind_pages)} items, {sum(p.heldout for p in kind_pages)} held out), writing {args.format}")
        print(f"{'scorer':<22}" + "".join(f"{b:>8}" for b in args.budgets))
        for name, r in rows.items():
            for split in ("all", "heldout"):
                print(f"{name + ' ' + split:<22}" + "".join(f"{v:>8.1f}" for v in r[split]))
        if best:
            print(f"{'best baseline':<22}" + "".join(f"{v:>8.1f}" for v in best))
            for name, r in rows.items():
                print(f"{'margin ' + name:<22}" + "".join(f"{v - b:>+8.1f}" for v, b in zip(r["all"], best)))
    if args.json:
        args.json.write_text(json.dumps(table, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
