"""HIRO outputs hashed on every dev page, to show that a refactoring changed nothing (and time it).

    python benchmarks/hiro_hashes.py --out before.json                      # hashes of htmlprune.hiro
    python benchmarks/hiro_hashes.py --out after.json --compare before.json # ... and the differences
    python benchmarks/hiro_hashes.py --impl old=/path/to/old_hiro.py --impl new=htmlprune.hiro --out x.json

For every page of ``qa_wtq.jsonl.gz`` and ``qa_wcxb_author.jsonl.gz`` (``--limit`` caps each set) it builds
the block tree (``max_words=64``, HiroPruner's default) and hashes, per implementation:

* ``hier``: the hierarchy (texts, parents, depths, top level, paths, blocks);
* ``html``: every node's HTML (what ``context="html"`` returns);
* ``text`` / ``htmlsel``: HIRO selections (nodes, scores, token counts, dropped nodes, context) for the page's
  question and one fixed query, over a grid of ``S``, ``Δ``, budget, both readings;
* ``base``: the RAPTOR baselines (collapsed tree, tree traversal).

Similarities come from a deterministic hashed bag-of-words embedder (no model: fast, and the walk does not
care where similarities come from); token counts from the bundled SmolLM2 tokenizer. With two ``--impl``
(``name=module`` or ``name=path/to/file.py``) both run on the same trees in one process, the node-level
differences are listed, and the time of each (hierarchy build + all selections, embeddings excluded) is
printed side by side.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import importlib.util
import json
import re
import sys
import time
import zlib
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import read_jsonl_gz, smollm2_counter
from htmlprune.html import build_block_tree

SETS = ("qa_wtq.jsonl.gz", "qa_wcxb_author.jsonl.gz")
FIXED_QUERY = "history of the company and contact address"
GRID = [(0.0, 0.0), (0.1, 0.02), (0.2, 0.05)]
BUDGETS = (None, 256, 2048)
DIM = 256
_WORD = re.compile(r"\w+")


class HashEmbedder:
    """Bag of words hashed into 256 signed dimensions; a line's vector is cached (contents repeat lines)."""

    fingerprint = "hiro-hashes-bow-256"

    def __init__(self) -> None:
        self._lines: dict[str, np.ndarray] = {}

    def _line(self, line: str) -> np.ndarray:
        v = self._lines.get(line)
        if v is None:
            v = np.zeros(DIM, dtype=np.float64)
            for w in _WORD.findall(line.lower()):
                h = zlib.crc32(w.encode())
                v[h % DIM] += 1.0 if (h >> 16) & 1 else -1.0
            self._lines[line] = v
        return v

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        for k, t in enumerate(texts):
            v = np.zeros(DIM, dtype=np.float64)
            for line in t.split("\n"):
                v += self._line(line)
            out[k] = v
        return out

    def encode_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self.encode(texts)


def _load(spec: str) -> tuple[str, ModuleType]:
    name, _, target = spec.partition("=")
    if not target:
        name, target = spec, spec
    if target.endswith(".py"):
        mspec = importlib.util.spec_from_file_location(f"hiro_impl_{name}", target)
        assert mspec is not None
        assert mspec.loader is not None
        mod = importlib.util.module_from_spec(mspec)
        sys.modules[mspec.name] = mod
        mspec.loader.exec_module(mod)
        return name, mod
    return name, importlib.import_module(target)


def _digest(obj: Any) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True, default=str).encode()).hexdigest()[:16]


def _sel(sel: Any) -> list[Any]:
    return [
        sel.nodes.tolist(),
        [round(float(x), 5) for x in sel.scores.tolist()],
        int(sel.n_tokens),
        sel.dropped.tolist(),
        hashlib.sha256(sel.context.encode()).hexdigest()[:16],
    ]


def run_impl(
    hiro: ModuleType, tree: Any, queries: list[str], emb: HashEmbedder, counter: Any
) -> tuple[dict[str, Any], float, Any]:
    """Digests of one implementation on one tree, and the seconds spent in HIRO (build + selections)."""
    tree.cache.clear()
    t0 = time.perf_counter()
    h = hiro.hierarchy(tree)
    spent = time.perf_counter() - t0
    vecs = h.embeddings(emb)  # not timed: the embedder is a stand-in
    qv = emb.encode_queries(queries)
    out: dict[str, Any] = {}
    out["hier"] = [
        h.texts,
        h.parent.tolist(),
        h.depth.tolist(),
        h.top.tolist(),
        h.paths,
        None if h.blocks is None else h.blocks.tolist(),
    ]
    out["html"] = [h.html(i) for i in range(len(h))]
    text_sels, html_sels, base = [], [], []
    t0 = time.perf_counter()
    for q in qv:
        norm = float(np.linalg.norm(q))
        scores = vecs @ (q / norm) if norm > 0 else np.zeros(len(h), np.float32)
        for S, d in GRID:
            for budget in BUDGETS:
                for kind, bucket in (("text", text_sels), ("html", html_sels)):
                    sel = hiro.select_from_scores(
                        h, scores, S=S, delta=d, budget=budget, tokenizer=counter, context=kind
                    )
                    bucket.append(_sel(sel))
        sel = hiro.select_from_scores(
            h, scores, S=0.1, delta=0.0, variant="pseudocode", tokenizer=counter
        )
        text_sels.append(_sel(sel))
        base.append(_sel(hiro.collapsed_tree(h, scores, max_tokens=512, tokenizer=counter)))
        base.append(
            _sel(
                hiro.collapsed_tree(
                    h, scores, max_tokens=512, tokenizer=counter, context="html", overflow="skip"
                )
            )
        )
        base.append(
            _sel(hiro.tree_traversal(h, scores, top_k=3, max_tokens=1024, tokenizer=counter))
        )
    spent += time.perf_counter() - t0
    out["text"], out["htmlsel"], out["base"] = text_sels, html_sels, base
    return out, spent, h


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--impl", action="append", default=None, help="name=module or name=file.py")
    ap.add_argument("--limit", type=int, default=None, help="pages per set (default: all)")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--compare", type=Path, default=None, help="an earlier --out to compare with")
    args = ap.parse_args()
    impls = [_load(s) for s in (args.impl or ["htmlprune.hiro"])]
    emb = HashEmbedder()
    counter = smollm2_counter()
    result: dict[str, Any] = {name: {} for name, _ in impls}
    seconds = {name: 0.0 for name, _ in impls}
    node_diffs: list[str] = []
    for set_name in SETS:
        for row in read_jsonl_gz(set_name, limit=args.limit):
            tree = build_block_tree(row["html"], max_words=64)
            queries = [row["question"], FIXED_QUERY]
            got = []
            for name, mod in impls:
                out, spent, _h = run_impl(mod, tree, queries, emb, counter)
                seconds[name] += spent
                result[name][f"{set_name}:{row['id']}"] = {k: _digest(v) for k, v in out.items()}
                got.append((name, out))
            if len(got) == 2:
                (a, oa), (b, ob) = got
                if oa["hier"] == ob["hier"]:
                    for i, (x, y) in enumerate(zip(oa["html"], ob["html"])):
                        if x != y:
                            node_diffs.append(
                                f"{row['id']} node {i}: {a} {x[:80]!r} / {b} {y[:80]!r}"
                            )
    summary: dict[str, Any] = {}
    for name, pages in result.items():
        summary[name] = {
            part: _digest([d[part] for _, d in sorted(pages.items())])
            for part in ("hier", "html", "text", "htmlsel", "base")
        }
        summary[name]["pages"] = len(pages)
        summary[name]["hiro_seconds"] = round(seconds[name], 3)
    print(json.dumps(summary, indent=1))
    if len(impls) == 2:
        (a, _), (b, _) = impls
        print(f"time {b}/{a}: {seconds[b] / max(seconds[a], 1e-9):.3f}")
        print(f"{len(node_diffs)} node HTML differences (on pages with equal hierarchies)")
        for line in node_diffs[:20]:
            print("  ", line)
    args.out.write_text(json.dumps({"summary": summary, "pages": result}, indent=0))
    if args.compare is not None:
        old = json.loads(args.compare.read_text())
        old_name = next(iter(old["pages"]))
        new_name = impls[-1][0]
        for part in ("hier", "html", "text", "htmlsel", "base"):
            differ = [
                k
                for k, d in result[new_name].items()
                if old["pages"][old_name].get(k, {}).get(part) != d[part]
            ]
            print(
                f"{part}: {len(differ)} of {len(result[new_name])} pages differ from {args.compare}",
                differ[:8],
            )


if __name__ == "__main__":
    main()
