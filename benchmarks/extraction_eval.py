"""Extraction quality and reader cost of the zero-indexing pipeline on WikiTableQuestions pages.

    python benchmarks/extraction_eval.py --n 50                 # (a) model-free path, (b) SmolLM2 on --llm-n items
    python benchmarks/extraction_eval.py --n 50 --llm-n 0       # skip the LLM extractor
    python benchmarks/extraction_eval.py --n 150 --json out.json

Per question (qa_wtq.jsonl.gz, one real Wikipedia page each):

* a result pool: the question's page plus ``--pool - 1`` other WTQ pages as distractors, each with a snippet
  (page title + first prose sentence), as a search engine would return them;
* mixed re-ranking (MiniLM; snippet and full page as separate items) keeps the top ``--top-k`` pages;
  ``page_hit`` = the question's page is among them;
* every kept page is tagged (``<TAG-i>`` sentences; table rows are one segment each); the gold segments are
  those of the question's page that contain a gold answer (NFKC, case-insensitive, whole-word match);
* (a) the similarity extractor (model-free fallback: segments whose MiniLM similarity to the question is at
  least ``--threshold``, at most ``--max-segments`` per page, neighbours as context) and (b) the LLM extractor
  (SmolLM2-135M-Instruct, constrained to valid tag ids, on the question's page only, first ``--llm-n`` items)
  are scored by precision / recall / F1 / exact match of the extracted tags against the gold tags, and by
  answer recall (every gold answer in the extracted text: the data README's rule);
* reader input tokens (SmolLM2 tokenizer, the pipeline's reader prompt) of the extractor path versus the
  paper's baselines: the whole kept pages concatenated, and the top ``--chunks`` 512-token chunks of the kept
  pages ranked by MiniLM similarity.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import answers_kept, normalize, read_jsonl_gz, smollm2_counter
from htmlprune.search import (
    LLMExtractor,
    SimilarityExtractor,
    Source,
    TaggedContent,
    mixed_rerank,
    tag_sentences,
)
from htmlprune.search.pipeline import READER_PROMPT


class CachedEmbedder:
    """Wraps an embedder with a text -> vector cache (distractor pages recur across questions)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.cache: dict[str, np.ndarray] = {}

    @property
    def fingerprint(self) -> str:
        return str(self.inner.fingerprint)

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        missing = list(dict.fromkeys(t for t in texts if t not in self.cache))
        if missing:
            for t, v in zip(missing, np.asarray(self.inner.encode(missing), dtype=np.float32)):
                self.cache[t] = v
        return (
            np.stack([self.cache[t] for t in texts])
            if texts
            else np.zeros((0, 384), dtype=np.float32)
        )

    def encode_queries(self, texts: Sequence[str]) -> np.ndarray:
        return np.asarray(self.inner.encode_queries(texts), dtype=np.float32)


def answer_pattern(answers: list[str]) -> list[re.Pattern[str]]:
    return [
        re.compile(r"(?<!\w)" + re.escape(normalize(a)) + r"(?!\w)")
        for a in answers
        if normalize(a)
    ]


def gold_ids(tc: TaggedContent, patterns: list[re.Pattern[str]]) -> set[int]:
    return {s.id for s in tc.segments if any(p.search(normalize(s.text)) for p in patterns)}


def snippet_of(row: dict[str, Any], tc: TaggedContent) -> str:
    prose = next((s.text for s in tc.segments if len(s.text) >= 60 and " | " not in s.text), "")
    return prose[:300]


def prf(pred: set[Any], gold: set[Any]) -> dict[str, float]:
    tp = len(pred & gold)
    p = tp / len(pred) if pred else (1.0 if not gold else 0.0)
    r = tp / len(gold) if gold else 1.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return {"precision": p, "recall": r, "f1": f, "exact": float(pred == gold)}


def prompt_tokens(question: str, sources: list[Source]) -> int:
    blocks = [f"[{s.index}] {s.title} ({s.url})\n{s.content}" for s in sources]
    prompt = READER_PROMPT.replace("{sources}", "\n\n".join(blocks)).replace("{request}", question)
    return smollm2_counter().count(prompt)


def token_chunks(text: str, size: int = 512) -> list[str]:
    enc = smollm2_counter().backend.encode(text, add_special_tokens=False)
    offsets = enc.offsets
    return [
        text[offsets[i][0] : offsets[min(i + size, len(offsets)) - 1][1]]
        for i in range(0, len(offsets), size)
    ]


def mean(values: list[float]) -> float:
    return float(statistics.fmean(values)) if values else float("nan")


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--n", type=int, default=50, help="questions (first n of qa_wtq)")
    ap.add_argument(
        "--pool", type=int, default=5, help="pages per result pool (1 gold + distractors)"
    )
    ap.add_argument("--top-k", type=int, default=3, help="pages kept by mixed re-ranking")
    ap.add_argument("--threshold", type=float, default=0.45, help="similarity extractor threshold")
    ap.add_argument(
        "--max-segments", type=int, default=8, help="similarity extractor: most segments per page"
    )
    ap.add_argument(
        "--context", type=int, default=0, help="similarity extractor: neighbours as context"
    )
    ap.add_argument(
        "--neighbors", type=int, default=2, help="also report reader input with +-k neighbours"
    )
    ap.add_argument(
        "--embed-threads", type=int, default=1, help="ONNX Runtime threads of the embedder"
    )
    ap.add_argument("--chunks", type=int, default=4, help="512-token chunks in the chunk baseline")
    ap.add_argument(
        "--llm-n", type=int, default=5, help="questions for the SmolLM2 extractor (0 = skip)"
    )
    ap.add_argument("--llm-window", type=int, default=6000, help="LLM extractor window (chars)")
    ap.add_argument(
        "--llm-candidates",
        type=int,
        default=40,
        help="similarity prefilter: segments the LLM sees per page (0 = the whole page)",
    )
    ap.add_argument(
        "--llm-force-ids", action="store_true", help="constrained decoding may not answer None"
    )
    ap.add_argument("--llm-threads", type=int, default=1, help="torch threads for SmolLM2")
    ap.add_argument("--json", type=Path, help="write all figures here")
    args = ap.parse_args(argv)

    from htmlprune.embed import OnnxEmbedder

    rows = list(read_jsonl_gz("qa_wtq.jsonl.gz", limit=max(args.n, args.pool)))
    t0 = time.perf_counter()
    tagged = [tag_sentences(r["html"]) for r in rows]
    t_tag = time.perf_counter() - t0
    embedder = CachedEmbedder(OnnxEmbedder(threads=args.embed_threads))
    sim = SimilarityExtractor(
        embedder,
        threshold=args.threshold,
        max_segments=args.max_segments,
        min_segments=0,
        context=args.context,
    )

    per_item: list[dict[str, Any]] = []
    t_sim = 0.0
    for i in range(min(args.n, len(rows))):
        row, tc = rows[i], tagged[i]
        patterns = answer_pattern(row["answers"])
        gold = {(i, g) for g in gold_ids(tc, patterns)}
        pool_idx = [i] + [(i + k) % len(rows) for k in range(1, args.pool)]
        pool = [
            {
                "url": rows[j]["url"],
                "title": rows[j]["page_title"],
                "snippet": snippet_of(rows[j], tagged[j]),
                "text": tagged[j].text,
                "idx": j,
            }
            for j in pool_idx
        ]
        start = time.perf_counter()
        ranked = mixed_rerank(row["question"], pool, embedder=embedder, top_k=args.top_k)
        kept = [r.item["idx"] for r in ranked]
        extractions = sim.extract_many(row["question"], [tagged[j] for j in kept])
        t_sim += time.perf_counter() - start
        pred = {(j, sid) for j, e in zip(kept, extractions) for sid in e.ids}
        sources = [
            Source(k + 1, rows[j]["url"], rows[j]["page_title"], 0.0, e.text)
            for k, (j, e) in enumerate(zip(kept, extractions))
            if len(e)
        ]
        extracted_text = "\n".join(s.content for s in sources)
        near = [
            Source(
                k + 1,
                rows[j]["url"],
                rows[j]["page_title"],
                0.0,
                tagged[j].join(tagged[j].with_neighbors(e.ids, args.neighbors)),
            )
            for k, (j, e) in enumerate(zip(kept, extractions))
            if len(e)
        ]
        whole = [
            Source(k + 1, rows[j]["url"], rows[j]["page_title"], 0.0, tagged[j].text)
            for k, j in enumerate(kept)
        ]
        # Chunk baseline: 512-token chunks of the kept pages, best --chunks by similarity, in page order.
        chunks = [c for j in kept for c in token_chunks(tagged[j].text)]
        q = embedder.encode_queries([row["question"]])[0]
        cs = embedder.encode(chunks) @ q if chunks else np.zeros(0)
        best = sorted(np.argsort(-cs)[: args.chunks].tolist())
        chunk_text = "\n\n".join(chunks[b] for b in best)
        chunk_sources = [Source(1, "chunks", "top chunks", 0.0, chunk_text)]
        item = {
            "id": row["id"],
            "page_hit": i in kept,
            "gold_segments": len(gold),
            "extracted_segments": len(pred),
            **prf(pred, gold),
            "answer_recall": float(answers_kept(row["answers"], extracted_text)),
            "tokens_extract": prompt_tokens(row["question"], sources),
            "tokens_neighbors": prompt_tokens(row["question"], near),
            "neighbors_answer_recall": float(
                answers_kept(row["answers"], "\n".join(s.content for s in near))
            ),
            "tokens_whole": prompt_tokens(row["question"], whole),
            "tokens_chunks": prompt_tokens(row["question"], chunk_sources),
            "chunks_answer_recall": float(answers_kept(row["answers"], chunk_text)),
            "whole_answer_recall": float(
                answers_kept(row["answers"], "\n".join(s.content for s in whole))
            ),
        }
        per_item.append(item)

    def summary(items: list[dict[str, Any]], keys: Sequence[str]) -> dict[str, float]:
        return {k: mean([float(it[k]) for it in items]) for k in keys}

    keys = (
        "page_hit",
        "precision",
        "recall",
        "f1",
        "exact",
        "answer_recall",
        "tokens_extract",
        "tokens_whole",
        "tokens_chunks",
        "chunks_answer_recall",
        "whole_answer_recall",
        "gold_segments",
        "extracted_segments",
        "tokens_neighbors",
        "neighbors_answer_recall",
    )
    report: dict[str, Any] = {
        "n": len(per_item),
        "config": vars(args) | {"json": str(args.json) if args.json else None},
        "similarity": summary(per_item, keys),
        "median_tokens": {
            k: float(statistics.median([it[k] for it in per_item]))
            for k in ("tokens_extract", "tokens_whole", "tokens_chunks", "tokens_neighbors")
        },
        "seconds": {
            "tag_per_page": t_tag / len(rows),
            "rerank_and_extract_per_question": t_sim / max(len(per_item), 1),
        },
    }

    if args.llm_n > 0:
        report["llm"] = run_llm(args, rows, tagged, per_item, sim)
        report["similarity_on_llm_items"] = summary(per_item[: report["llm"]["n"]], keys)

    print_report(report)
    if args.json:
        args.json.write_text(json.dumps({"report": report, "items": per_item}, indent=1))
    return report


def run_llm(
    args: Any,
    rows: list[dict[str, Any]],
    tagged: list[TaggedContent],
    per_item: list[dict[str, Any]],
    sim: SimilarityExtractor,
) -> dict[str, Any]:
    """(b) SmolLM2 extractor, constrained to valid tag ids, on the question's own page; first --llm-n questions.

    With --llm-candidates > 0 a similarity prefilter shortlists that many segments first (one window per page
    instead of ~10 for a Wikipedia page: the 135M model on CPU reads ~1k tokens per call).
    """
    from htmlprune.search import TransformersLLM

    llm = TransformersLLM(threads=args.llm_threads)
    prefilter = (
        SimilarityExtractor(sim.embedder, context=args.context) if args.llm_candidates else None
    )
    ex = LLMExtractor(
        llm,
        window_chars=args.llm_window,
        max_new_tokens=16,
        max_ids=3,
        prefilter=prefilter,
        candidates=max(args.llm_candidates, 1),
        allow_none=not args.llm_force_ids,
    )
    items = []
    start = time.perf_counter()
    n_windows = 0
    for i in range(min(args.llm_n, len(per_item))):
        row, tc = rows[i], tagged[i]
        gold = gold_ids(tc, answer_pattern(row["answers"]))
        e = ex.extract(row["question"], tc)
        n_windows += e.n_windows
        pred = set(e.ids)
        src = [Source(1, row["url"], row["page_title"], 0.0, e.text)] if len(e) else []
        near_text = tc.join(tc.with_neighbors(e.ids, args.neighbors))
        near = [Source(1, row["url"], row["page_title"], 0.0, near_text)] if len(e) else []
        items.append(
            {
                **prf(pred, gold),
                "answer_recall": float(answers_kept(row["answers"], e.text)),
                "tokens_extract": prompt_tokens(row["question"], src),
                "neighbors_answer_recall": float(answers_kept(row["answers"], near_text)),
                "tokens_neighbors": prompt_tokens(row["question"], near),
                "none_share": sum(r == "None" for r in e.raw) / max(len(e.raw), 1),
                "extracted_segments": len(pred),
                "raw": list(e.raw),
            }
        )
    seconds = time.perf_counter() - start
    keys = (
        "precision",
        "recall",
        "f1",
        "exact",
        "answer_recall",
        "tokens_extract",
        "neighbors_answer_recall",
        "tokens_neighbors",
        "none_share",
        "extracted_segments",
    )
    return {
        "n": len(items),
        **{k: mean([it[k] for it in items]) for k in keys},
        "windows_per_page": n_windows / max(len(items), 1),
        "seconds_per_page": seconds / max(len(items), 1),
        "raw_answers": [it["raw"] for it in items],
    }


def print_report(report: dict[str, Any]) -> None:
    s = report["similarity"]
    c = report["config"]
    k = c["neighbors"]
    print(
        f"qa_wtq, n={report['n']}, pool={c['pool']} pages, top-k={c['top_k']}, threshold={c['threshold']}, "
        f"max_segments={c['max_segments']}, context={c['context']}"
    )
    print(f"mixed re-rank: gold page in top-{c['top_k']}: {s['page_hit']:.2%}")
    print(
        f"gold segments per page: {s['gold_segments']:.1f}; extracted per question: {s['extracted_segments']:.1f}"
    )
    print(
        f"\n| extractor | n | precision | recall | F1 | exact | answer recall | tokens | answer recall +-{k} | tokens +-{k} |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")

    def line(name: str, m: dict[str, Any], n: int) -> None:
        print(
            f"| {name} | {n} | {m['precision']:.3f} | {m['recall']:.3f} | {m['f1']:.3f} | {m['exact']:.3f} | "
            f"{m['answer_recall']:.2%} | {m['tokens_extract']:.0f} | {m['neighbors_answer_recall']:.2%} | "
            f"{m['tokens_neighbors']:.0f} |"
        )

    line("(a) mixed-rank + similarity (top pages)", s, report["n"])
    if "llm" in report:
        m = report["llm"]
        pre = f"prefilter {c['llm_candidates']} + " if c["llm_candidates"] else ""
        pre += "forced ids, " if c["llm_force_ids"] else ""
        line("(a) same, first items only", report["similarity_on_llm_items"], m["n"])
        line(f"(b) {pre}SmolLM2-135M constrained (question's page)", m, m["n"])
    md = report["median_tokens"]
    print("\n| reader input (top pages) | mean tokens | median tokens | answer recall |")
    print("|---|---:|---:|---:|")
    print(
        f"| extractor path (a) | {s['tokens_extract']:.0f} | {md['tokens_extract']:.0f} | {s['answer_recall']:.2%} |"
    )
    print(
        f"| extractor path (a), +-{k} neighbours | {s['tokens_neighbors']:.0f} | {md['tokens_neighbors']:.0f} | "
        f"{s['neighbors_answer_recall']:.2%} |"
    )
    print(
        f"| whole pages concatenated | {s['tokens_whole']:.0f} | {md['tokens_whole']:.0f} | {s['whole_answer_recall']:.2%} |"
    )
    print(
        f"| top-{c['chunks']} 512-token chunks | {s['tokens_chunks']:.0f} | {md['tokens_chunks']:.0f} | "
        f"{s['chunks_answer_recall']:.2%} |"
    )
    sec = report["seconds"]
    print(
        f"\ntagging {sec['tag_per_page'] * 1000:.1f} ms/page; re-rank + extract {sec['rerank_and_extract_per_question']:.2f} s/question"
    )
    if "llm" in report:
        m = report["llm"]
        print(
            f"LLM extractor: {m['windows_per_page']:.1f} windows/page, {m['seconds_per_page']:.1f} s/page, "
            f"'None' share {m['none_share']:.2%}"
        )


if __name__ == "__main__":
    main()
