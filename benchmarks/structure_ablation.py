"""Ablation of the page-structure changes of issue 13 (sessions 6 and 7), each alone and together.

    python benchmarks/structure_ablation.py --dataset wcxb --n 0
    python benchmarks/structure_ablation.py --dataset wtq --n 150
    python benchmarks/structure_ablation.py --dataset wtq --skip 150 --n 450   # never used for tuning
    python benchmarks/structure_ablation.py --dataset wcxb --n 0 --group "session 8"

Session 6: the byline, table-row and accent-folding changes. Two of them live in
:attr:`BlockTree.boilerplate` (a table row's link density is not chrome; a byline's share of a block is not
chrome), so this script scores with that formula's NumPy form with the rules switched off
(``reference_boilerplate`` in tests/bm25_priors_reference.py) instead of passing options to the pipeline as
``answer_recall.py --method`` does; the other two are
``BM25Scorer(byline=...)`` and ``BM25Scorer(fold_accents=...)``.

Session 7, on top of the session-6 default: four rules of the tree's signals, switched with
``CleanOptions(signal_rules=...)`` (boilerplate.hpp ``SignalRule``; trees are rebuilt per rule set): links to author
pages and to user profiles are bylines, text that opens a byline ("By ...", "Written by") marks its element,
a byline among other text gets a block of its own, and the title is the h1 the page's ``<title>`` names;
in :attr:`BlockTree.boilerplate`, the title block's link density is not chrome. (Tried, not kept: the byline
prior reading the square root of the byline share.)

Session 8, on top of the session-7 default: the budget engine's top-up (the best blocks left out tried with
exact counts once the estimate's selection fits; ``PruneConfig(top_up_tries=...)``), ``BM25Scorer(chrome_last=0.8)``
(blocks at least 0.8 chrome rank after all content) and the link rules' guard (no byline from a link in a
citation or a link list; SignalRule bit 32).

The scorer's priors run natively and compute the chrome score themselves, so the variants are scored with the
priors' NumPy form (tests/bm25_priors_reference.py, which equals the native priors and chrome score bit for
bit under the default rules: tests/test_bm25_priors.py). The table gives answer recall (%) and, per
variant, the items it gains and loses against the first row of its group. Script, not collected by pytest.
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import htmlprune
from _common import answers_kept, read_jsonl_gz, smollm2_counter
from answer_recall import BUDGETS, DATASETS
from bm25_priors_reference import reference_boilerplate, reference_priors
from htmlprune.html import BlockTree, CleanOptions

_DEFAULT_RULES = CleanOptions().signal_rules
# boilerplate.hpp SignalRule bits
AUTHOR_URL, BY_TEXT, TITLE_NAMED, PROFILE_URL, BYLINE_BLOCK, CITATION_LINKS = 1, 2, 4, 8, 16, 32
_TOP_UP = htmlprune.PruneConfig().top_up_tries  # the default


@dataclass(frozen=True)
class Variant:
    rules: int = _DEFAULT_RULES  # SignalRule bits the trees are built with
    table_rows: bool = True
    bylines: bool = True
    title_links: bool = True
    byline_share: str = "share"  # reference_priors(byline_mode=...)
    scorer: dict[str, Any] = field(default_factory=dict)  # BM25Scorer options
    top_up: int = _TOP_UP  # the budget engine's top-up tries


_S5 = {"byline": 0.0, "fold_accents": False, "chrome_last": 0.0}
_S6 = {"rules": 0, "title_links": False, "top_up": 0}
_S7_RULES = _DEFAULT_RULES & ~CITATION_LINKS
_S7 = {"rules": _S7_RULES, "top_up": 0, "scorer": {"chrome_last": 0.0}}
# groups of variants: the first of each group is the one the others count gains and losses against
GROUPS: dict[str, dict[str, Variant]] = {
    "session 6": {
        "before (session 5)": Variant(**_S6, table_rows=False, bylines=False, scorer=_S5),
        "+ table rows not chrome": Variant(**_S6, bylines=False, scorer=_S5),
        "+ bylines not chrome": Variant(**_S6, table_rows=False, scorer=_S5),
        "+ byline prior": Variant(**_S6, table_rows=False, bylines=False, scorer={"fold_accents": False, "chrome_last": 0.0}),
        "+ bylines not chrome + prior": Variant(**_S6, table_rows=False, scorer={"fold_accents": False, "chrome_last": 0.0}),
        "+ accent folding": Variant(**_S6, table_rows=False, bylines=False, scorer={"byline": 0.0, "chrome_last": 0.0}),
        "all four (session 6)": Variant(**_S6, scorer={"chrome_last": 0.0}),
        "session 6 without table rows": Variant(**_S6, table_rows=False, scorer={"chrome_last": 0.0}),
        "session 6 without folding": Variant(**_S6, scorer={"fold_accents": False, "chrome_last": 0.0}),
    },
    "session 7": {
        "session 6 default": Variant(**_S6, scorer={"chrome_last": 0.0}),
        "+ author-page links": Variant(**{**_S6, "rules": AUTHOR_URL}, scorer={"chrome_last": 0.0}),
        "+ 'By ...' text": Variant(**{**_S6, "rules": BY_TEXT}, scorer={"chrome_last": 0.0}),
        "+ profile links": Variant(**{**_S6, "rules": PROFILE_URL}, scorer={"chrome_last": 0.0}),
        "+ byline blocks": Variant(**{**_S6, "rules": BYLINE_BLOCK}, scorer={"chrome_last": 0.0}),
        "+ title named by <title>": Variant(**{**_S6, "rules": TITLE_NAMED}, scorer={"chrome_last": 0.0}),
        "+ title block links": Variant(**{**_S6, "title_links": True}, scorer={"chrome_last": 0.0}),
        "all six (session 7)": Variant(**_S7),
        "session 7 without author-page links": Variant(**{**_S7, "rules": _S7_RULES & ~AUTHOR_URL}),
        "session 7 without 'By ...' text": Variant(**{**_S7, "rules": _S7_RULES & ~BY_TEXT}),
        "session 7 without profile links": Variant(**{**_S7, "rules": _S7_RULES & ~PROFILE_URL}),
        "session 7 without byline blocks": Variant(**{**_S7, "rules": _S7_RULES & ~BYLINE_BLOCK}),
        "session 7 without title named": Variant(**{**_S7, "rules": _S7_RULES & ~TITLE_NAMED}),
        "session 7 without title links": Variant(**_S7, title_links=False),
        # tried, not kept: the byline prior reading the square root of the byline share
        "session 7 + sqrt byline share": Variant(**_S7, byline_share="sqrt"),
    },
    "session 8": {
        "session 7 default": Variant(**_S7),
        "+ top-up": Variant(**{**_S7, "top_up": _TOP_UP}),
        "+ chrome last": Variant(**{**_S7, "scorer": {}}),
        "+ no byline links in citations": Variant(**{**_S7, "rules": _DEFAULT_RULES}),
        "all three (default)": Variant(),
        "default without top-up": Variant(top_up=0),
        "default without chrome last": Variant(scorer={"chrome_last": 0.0}),
        "default without the citation guard": Variant(rules=_S7_RULES),
        "default, chrome last at 0.9": Variant(scorer={"chrome_last": 0.9}),
        "default, top-up of 8": Variant(top_up=8),
    },
}


def run_variant(
    trees: list[tuple[str, list[str], BlockTree]], v: Variant, budgets: list[int]
) -> np.ndarray:
    pruner = htmlprune.HtmlPruner(tokenizer=smollm2_counter())
    scorer = htmlprune.BM25Scorer(**v.scorer)
    hits = np.zeros((len(trees), len(budgets)), dtype=bool)
    for i, (question, answers, tree) in enumerate(trees):
        weights = ("boilerplate", "position", "lead", "lead_words", "neighbour", "neighbour_words", "tail",
                   "tail_words", "byline", "chrome_last")
        off = ("boilerplate", "position", "lead", "neighbour", "tail", "byline", "chrome_last")
        plain = dataclasses.replace(scorer, **dict.fromkeys(off, 0.0)).score(question, tree)
        chrome = reference_boilerplate(
            tree, table_rows=v.table_rows, bylines=v.bylines, title_links=v.title_links
        )
        scores = reference_priors(
            tree, plain, **{k: getattr(scorer, k) for k in weights}, byline_mode=v.byline_share, chrome=chrome
        )
        config = pruner.config.replace(top_up_tries=v.top_up)
        for j, budget in enumerate(budgets):
            out = htmlprune.prune(
                tree, scores, budget=budget, tokenizer=pruner.tokenizer, config=config
            )
            hits[i, j] = answers_kept(answers, htmlprune.visible_text(out.html))
    return hits


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", choices=sorted(DATASETS), default="wtq")
    parser.add_argument("--n", type=int, default=150, help="questions (0 = all)")
    parser.add_argument("--skip", type=int, default=0, help="drop the first SKIP items")
    parser.add_argument("--budgets", type=int, nargs="+", default=BUDGETS)
    parser.add_argument("--group", choices=sorted(GROUPS), nargs="+", default=list(GROUPS),
                        help="which groups of variants to run (default: all)")
    args = parser.parse_args(argv)
    stop = args.skip + args.n if args.n else None
    items = list(itertools.islice(read_jsonl_gz(DATASETS[args.dataset]), args.skip, stop))
    pruner = htmlprune.HtmlPruner(tokenizer=smollm2_counter())
    built: dict[int, list[tuple[str, list[str], BlockTree]]] = {}

    def trees(rules: int) -> list[tuple[str, list[str], BlockTree]]:
        if rules not in built:
            config = pruner.config.replace(clean=CleanOptions(signal_rules=rules))
            ruled = htmlprune.HtmlPruner(tokenizer=pruner.tokenizer, config=config)
            built[rules] = [(it["question"], it["answers"], ruled.tree(it["html"])) for it in items]
        return built[rules]

    print(f"answer recall (%) on {len(items)} {DATASETS[args.dataset]} questions (skip {args.skip})")
    for group in args.group:
        variants = GROUPS[group]
        print(f"{group:<36}" + "".join(f"{b:>8}" for b in args.budgets) + "   items gained/lost vs the first row")
        first: np.ndarray | None = None
        for name, v in variants.items():
            hits = run_variant(trees(v.rules), v, args.budgets)
            first = hits if first is None else first
            diff = hits.astype(int) - first.astype(int)
            delta = " ".join(
                f"+{(diff[:, j] > 0).sum()}/-{(diff[:, j] < 0).sum()}" for j in range(len(args.budgets))
            )
            print(f"{name:<36}" + "".join(f"{100 * x:>8.1f}" for x in hits.mean(0)) + f"   {delta}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
