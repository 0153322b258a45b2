"""The trained extractor (the shipped LoRA adapter) on the held-out dev items, against the untuned model and
the model-free similarity extractor.

    python benchmarks/extractor_recall.py --dataset wtq --n 30
    python benchmarks/extractor_recall.py --dataset wcxb --n 30 --methods trained untuned
    python benchmarks/extractor_recall.py --dataset wtq --n 10 --adapter /tmp/run/ext   # a fresh adapter

Pages: only items of the held-out split (htmlprune.train.split: 1 in 4 by hash of the id), never the items
the adapter was trained on, made exactly as the training pages are
(:func:`htmlprune.train.data.extractor_pages`, ``--max-tokens`` as in training): per item one page with the
answer (BM25-pruned with the answer blocks forced in, tagged ``<TAG-i>``; gold = the tag ids of the
sentences holding an answer) and one without it on purpose (the answer blocks forced out, checked to hold
no answer; gold = none).

Methods, each on the same pages:

- ``trained``: ``TransformersLLM(adapter="extractor")`` (SmolLM2-135M-Instruct + the shipped extractor adapter, or
  ``--adapter``),
  constrained to valid tag ids or ``None``;
- ``untuned``: ``LLMExtractor("smollm2-135m-untuned")``, the same base model and constraint, no adapter;
- ``similarity``: ``SimilarityExtractor(OnnxEmbedder())`` with the library defaults (MiniLM, threshold
  0.45, at most 20 and at least 1 sentence per page), the model-free fallback.

Figures: precision / recall / F1 of the extracted tag ids against the gold ids (mean over the pages with
the answer; extraction_eval.prf); the share of empty (``None``) answers on pages with and without the
answer; answer recall (every gold answer in the extracted sentences' text, the data README's rule; pages
with the answer); reader tokens (SmolLM2 tokens of the pipeline's reader prompt holding the extracted text,
mean over all pages; the same prompt with the whole page for reference); seconds per page.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import SHARED_DATA, answers_kept
from answer_recall import DATASETS
from extraction_eval import mean, prf, prompt_tokens
from htmlprune.search import Source
from htmlprune.train.cli import read_items
from htmlprune.train.data import ExtractorPage, extractor_pages
from htmlprune.train.split import Split, select

METHODS = ("trained", "untuned", "similarity")


def pages_of(dataset: str, n: int, max_tokens: int, split: Split = "heldout") -> list[ExtractorPage]:
    """The pages of the first ``n`` items of ``split`` of ``dataset`` that give any page (0 = all)."""
    items = select(read_items([str(SHARED_DATA / DATASETS[dataset])]), split)
    pages: list[ExtractorPage] = []
    seen: list[str] = []
    for page in extractor_pages(items, max_prompt_tokens=max_tokens):
        if page.item_id not in seen:
            if n and len(seen) == n:
                break
            seen.append(page.item_id)
        pages.append(page)
    return pages


def extractor(method: str, args: argparse.Namespace) -> Any:
    """The extractor of ``method``; the LLMs with one torch thread and the whole page in one window."""
    from htmlprune.adapters import UNTUNED
    from htmlprune.search import LLMExtractor, SimilarityExtractor, TransformersLLM

    if method == "similarity":
        from htmlprune.embed import OnnxEmbedder

        return SimilarityExtractor(OnnxEmbedder(threads=args.threads))
    if method == "trained":
        llm = TransformersLLM(adapter=args.adapter or "extractor", device=args.device, threads=args.threads)
    else:
        llm = TransformersLLM(UNTUNED, device=args.device, threads=args.threads)
    return LLMExtractor(llm, window_chars=100_000, concurrency=1, allow_none=not args.force_ids)


def measure(page: ExtractorPage, ex: Any) -> dict[str, Any]:
    """One page through one extractor."""
    start = time.perf_counter()
    e = ex.extract(page.question, page.content)
    seconds = time.perf_counter() - start
    pred, gold = set(e.ids), set(page.gold)
    src = [Source(1, page.item_id, "", 0.0, e.text)] if len(e) else []
    row: dict[str, Any] = {
        "item": page.item_id,
        "present": page.answer_present,
        "ids": sorted(pred),
        "gold": sorted(gold),
        "none": not pred,
        "reader_tokens": prompt_tokens(page.question, src),
        "seconds": seconds,
        "raw": list(e.raw)[:1] if e.n_windows else [],
    }
    if page.answer_present:
        row.update(prf(pred, gold))
        row["answer_recall"] = float(answers_kept(list(page.answers), e.text))
    return row


def summary(rows: Sequence[dict[str, Any]]) -> dict[str, float]:
    """The table row of one method."""
    present = [r for r in rows if r["present"]]
    absent = [r for r in rows if not r["present"]]
    out = {k: 100 * mean([r[k] for r in present]) for k in ("precision", "recall", "f1", "answer_recall")}
    out["none_present"] = 100 * mean([float(r["none"]) for r in present])
    out["none_absent"] = 100 * mean([float(r["none"]) for r in absent])
    out["reader_tokens"] = mean([r["reader_tokens"] for r in rows])
    out["seconds"] = mean([r["seconds"] for r in rows])
    out["pages_present"] = len(present)
    out["pages_absent"] = len(absent)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", choices=sorted(DATASETS), default="wtq")
    parser.add_argument("--n", type=int, default=30, help="held-out items (default 30; 0 = all)")
    parser.add_argument("--max-tokens", type=int, default=768, help="page size as in training (768)")
    parser.add_argument("--methods", nargs="+", choices=METHODS, default=list(METHODS))
    parser.add_argument("--adapter", default=None, help="adapter dir (default: the shipped one)")
    parser.add_argument("--force-ids", action="store_true",
                        help="LLMs may not answer None (constrained decoding; scores the id choice alone)")
    parser.add_argument("--present-only", action="store_true", help="only the pages with the answer")
    parser.add_argument("--threads", type=int, default=1, help="torch / ONNX threads (default 1)")
    parser.add_argument("--json", type=Path, help="also write the table and the per-page rows here")
    parser.add_argument("--device", default="cpu", help="device of the LLMs (default cpu; e.g. cuda)")
    args = parser.parse_args(argv)

    pages = pages_of(args.dataset, args.n, args.max_tokens)
    if args.present_only:
        pages = [p for p in pages if p.answer_present]
    full = mean([prompt_tokens(p.question, [Source(1, p.item_id, "", 0.0, p.content.join(p.content.segments))])
                 for p in pages])
    n_items = len({p.item_id for p in pages})
    print(f"{args.dataset}: {len(pages)} held-out pages from {n_items} items "
          f"({sum(p.answer_present for p in pages)} with the answer)", file=sys.stderr, flush=True)
    table: dict[str, dict[str, float]] = {}
    rows: dict[str, list[dict[str, Any]]] = {}
    for method in args.methods:
        ex = extractor(method, args)
        rows[method] = []
        for k, page in enumerate(pages):
            rows[method].append(measure(page, ex))
            print(f"  {method} {k + 1}/{len(pages)}", file=sys.stderr, end="\r", flush=True)
        table[method] = summary(rows[method])
        del ex
    cols = ("precision", "recall", "f1", "none_present", "none_absent", "answer_recall", "reader_tokens",
            "seconds")
    print(f"\n{args.dataset}, held out: {n_items} items, {len(pages)} pages; whole page in the reader prompt: "
          f"{full:.0f} tokens")
    print("| method | " + " | ".join(cols) + " |")
    print("|---" * (len(cols) + 1) + "|")
    for method, row in table.items():
        print(f"| {method} | " + " | ".join(f"{row[c]:.1f}" for c in cols) + " |")
    if args.json:
        args.json.write_text(json.dumps({"args": vars(args) | {"json": str(args.json)}, "full_page_tokens": full,
                                         "table": table, "rows": rows}, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
