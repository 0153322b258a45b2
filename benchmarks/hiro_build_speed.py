"""Time of building HIRO's hierarchy from a block tree: this checkout vs a reference implementation.

    git show <commit>:python/htmlprune/hiro.py > /tmp/hiro_old.py
    python benchmarks/hiro_build_speed.py --reference /tmp/hiro_old.py --n 100

For the first ``n`` pages of the WTQ and WCXB-author dev sets it builds each block tree (``max_words=64``)
and times ``hierarchy(tree)`` of both implementations on the same tree, interleaved, best of 3 each; the
tree's text and path lists are built before timing (they are cached on the tree, not HIRO's cost).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import read_jsonl_gz
from htmlprune import hiro
from htmlprune.html import build_block_tree


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--reference", type=Path, required=True, help="an older hiro.py")
    ap.add_argument("--n", type=int, default=100, help="pages per set")
    args = ap.parse_args()
    spec = importlib.util.spec_from_file_location("hiro_reference", args.reference)
    assert spec is not None
    assert spec.loader is not None
    ref = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = ref
    spec.loader.exec_module(ref)
    seconds = {"reference": 0.0, "this": 0.0}
    pages = 0
    for name in ("qa_wtq.jsonl.gz", "qa_wcxb_author.jsonl.gz"):
        for row in read_jsonl_gz(name, limit=args.n):
            tree = build_block_tree(row["html"], max_words=64)
            _ = tree.texts, tree.paths
            pages += 1
            for label, mod in (("reference", ref), ("this", hiro)):
                best = float("inf")
                for _ in range(3):
                    tree.cache.clear()
                    t0 = time.perf_counter()
                    mod.hierarchy(tree)
                    best = min(best, time.perf_counter() - t0)
                seconds[label] += best
    ms = {k: round(1000 * v / max(pages, 1), 3) for k, v in seconds.items()}
    print(
        f"{pages} pages; ms/page {ms}; this/reference {seconds['this'] / seconds['reference']:.3f}"
    )


if __name__ == "__main__":
    main()
