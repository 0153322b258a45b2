"""A linear decision probe for the extractor: can a yes/no head on the frozen model tell the pages that hold
the answer from those that do not, where the first-token margin cannot?

    python benchmarks/extractor_probe.py --dataset wtq  --n 60 --n-train 150     # untuned SmolLM2
    python benchmarks/extractor_probe.py --dataset wcxb --n 0  --n-train 150 --train-on same
    python benchmarks/extractor_probe.py --dataset wtq  --n 30 --n-train 50 --adapter extractor

Pages: built exactly as the extractor's training pages (:func:`htmlprune.train.data.extractor_pages`,
``--max-tokens`` 768 as in training), per item one page with the answer and one with it forced out. The
probe is fitted on pages of *train*-split items (the first ``--n-train`` train items of each dev set: both
sets, as the adapters are trained, or ``--train-on same``) and scored on the pages of the first ``--n``
held-out items of ``--dataset`` (the pages of ``extractor_recall.py``).

Features, one forward pass per page (cached under ``--cache``, so refits are instant; ``--features-only``
fills the cache, e.g. one process per dev set with ``--train-on same``):

- ``margin (-)``: minus ``logit(None) - logit(TAG)`` of the first answer token (``extractor_margin.py``);
- ``sim_max`` / ``sim_top3``: the model-free similarity extractor's best (mean of the best 3) sentence
  similarity to the request (MiniLM, ``SimilarityExtractor`` defaults); no LM;
- ``last L<k>``: the hidden state after layer k at the last prompt token (where the answer's first token is
  decided); ``pooled L<k>``: the mean over the page's tokens (the tagged sentences) after layer k. The page
  comes before the request in the prompt, so under causal attention the pooled states never see the
  question: a probe on them is a question-blind page classifier.

Probe: L2 logistic regression (scikit-learn, the ``[test]`` extra; standardised features), C picked by
5-fold cross-validation on the train pages grouped by item (an item's two pages stay in one fold); its
"train AUC" is that out-of-fold AUC. Every row's decision threshold is the one with the best accuracy on
the train scores (out-of-fold for probes). Printed per row: held-out AUC (the share of (with, without)
page pairs ranked right; 0.5 = chance), paired accuracy (items with both pages: the page with the answer
scores higher), held-out accuracy at the train threshold, and the share of "answer" decisions on the
held-out pages with / without the answer.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from answer_recall import DATASETS
from extractor_recall import pages_of
from htmlprune.train.data import ExtractorPage

LAYERS = (6, 12, 18, 24, 30)


def lm_features(pages: list[ExtractorPage], adapter: str | None, threads: int) -> dict[str, np.ndarray]:
    """Margin and hidden states (last prompt token, mean over the page's tokens) of every page."""
    import torch

    from htmlprune.adapters import UNTUNED
    from htmlprune.search import TransformersLLM

    llm = TransformersLLM(UNTUNED, threads=threads) if adapter is None else TransformersLLM(
        adapter=adapter, threads=threads)
    tok = llm.tokenizer
    none_id, tag_id = (tok.convert_tokens_to_ids(t) for t in ("None", "TAG"))
    margin = np.zeros(len(pages), dtype=np.float32)
    last = np.zeros((len(LAYERS), len(pages), llm.model.config.hidden_size), dtype=np.float32)
    pooled = np.zeros_like(last)
    start = time.perf_counter()
    for k, page in enumerate(pages):
        msgs = [{"role": "user", "content": page.prompt()}]
        text = tok.apply_chat_template(msgs, add_generation_prompt=True, tokenize=False)
        enc = tok(text, add_special_tokens=False, return_offsets_mapping=True)
        ids = list(enc["input_ids"])
        if ids != llm.prompt_ids(msgs):
            raise RuntimeError("the chat template's text does not tokenize to the prompt ids")
        tagged = page.content.render(page.content.segments)
        lo = text.index(tagged)
        hi = lo + len(tagged)
        span = [i for i, (a, b) in enumerate(enc["offset_mapping"]) if a >= lo and b <= hi and b > a]
        with torch.inference_mode():
            out = llm.model(input_ids=torch.tensor([ids]), output_hidden_states=True, logits_to_keep=1)
        logits = out.logits[0, -1]
        margin[k] = float(logits[none_id] - logits[tag_id])
        for j, layer in enumerate(LAYERS):
            h = out.hidden_states[layer][0]
            last[j, k] = h[-1].float().numpy()
            pooled[j, k] = h[span].mean(0).float().numpy()
        done = time.perf_counter() - start
        print(f"  LM {k + 1}/{len(pages)} ({done / (k + 1):.1f} s/page)", file=sys.stderr, end="\r", flush=True)
    print(file=sys.stderr)
    return {"margin": margin, "last": last, "pooled": pooled}


def sim_features(pages: list[ExtractorPage], threads: int) -> dict[str, np.ndarray]:
    """The similarity extractor's best and top-3 mean sentence similarity per page."""
    from htmlprune.embed import OnnxEmbedder
    from htmlprune.search import SimilarityExtractor

    sim = SimilarityExtractor(OnnxEmbedder(threads=threads))
    best = np.zeros(len(pages), dtype=np.float32)
    top3 = np.zeros(len(pages), dtype=np.float32)
    for k, page in enumerate(pages):
        s = np.sort(sim.scores(page.question, page.content))[::-1]
        best[k] = s[0] if s.size else -1.0
        top3[k] = s[:3].mean() if s.size else -1.0
    return {"sim_max": best, "sim_top3": top3}


def features(pages: list[ExtractorPage], tag: str, args: argparse.Namespace) -> dict[str, np.ndarray]:
    """All features of ``pages``, from the cache when the same pages were seen before."""
    key = hashlib.sha256("\n".join(f"{p.item_id}|{p.answer_present}|{p.prompt()}" for p in pages).encode())
    model = "untuned" if args.adapter is None else Path(args.adapter).name
    path = args.cache / f"{tag}-{model}-{key.hexdigest()[:12]}.npz"
    if path.exists():
        with np.load(path) as z:
            return dict(z)
    print(f"{tag}: {len(pages)} pages -> {path}", file=sys.stderr, flush=True)
    feats = lm_features(pages, args.adapter, args.threads) | sim_features(pages, args.threads)
    feats["y"] = np.array([p.answer_present for p in pages], dtype=np.int8)
    feats["item"] = np.array([p.item_id for p in pages])
    args.cache.mkdir(parents=True, exist_ok=True)
    np.savez(path, **feats)  # type: ignore[arg-type]
    return feats


def first_items(feats: dict[str, np.ndarray], n: int) -> dict[str, np.ndarray]:
    """The features of the pages of the first ``n`` items (pages are in item order)."""
    order = list(dict.fromkeys(feats["item"].tolist()))[:n]
    keep = np.isin(feats["item"], order)
    return {k: v[:, keep] if k in ("last", "pooled") else v[keep] for k, v in feats.items()}


def auc(score: np.ndarray, y: np.ndarray) -> float:
    """Share of (with, without) pairs where the page with the answer scores higher (ties count half)."""
    pos, neg = score[y == 1], score[y == 0]
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())


def paired(score: np.ndarray, y: np.ndarray, item: np.ndarray) -> tuple[float, int]:
    """Items with both pages: the share where the page with the answer scores higher, and their number."""
    wins: list[float] = []
    for it in np.unique(item):
        k = np.flatnonzero(item == it)
        if len(k) == 2 and y[k].sum() == 1:
            a, b = (k[0], k[1]) if y[k[0]] == 1 else (k[1], k[0])
            wins.append(float(score[a] > score[b]) + 0.5 * float(score[a] == score[b]))
    return (float(np.mean(wins)) if wins else float("nan")), len(wins)


def best_threshold(score: np.ndarray, y: np.ndarray) -> float:
    """The threshold (score >= t means "answer") with the best accuracy on these scores."""
    cands = np.unique(score)
    cuts = np.concatenate([[cands[0] - 1.0], (cands[:-1] + cands[1:]) / 2, [cands[-1] + 1.0]])
    accs = [((score >= t) == (y == 1)).mean() for t in cuts]
    return float(cuts[int(np.argmax(accs))])


def folds(item: np.ndarray, k: int = 5) -> np.ndarray:
    """Fold of every page: by a hash of its item, so an item's pages share a fold (deterministic)."""
    return np.array([int(hashlib.sha256(str(i).encode()).hexdigest()[:8], 16) % k for i in item])


def fit_probe(x: np.ndarray, y: np.ndarray, item: np.ndarray) -> tuple[Any, float, np.ndarray]:
    """Logistic regression with C from grouped 5-fold CV (AUC); returns the model fitted on all of ``x``,
    C, and the out-of-fold scores of the train pages."""
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    def model(c: float) -> Any:
        return make_pipeline(StandardScaler(), LogisticRegression(C=c, max_iter=2000))

    fold = folds(item)
    best: tuple[float, float, np.ndarray] | None = None
    for c in (1e-4, 1e-3, 1e-2, 1e-1, 1.0):
        oof = np.zeros(len(y))
        for f in range(5):
            tr, te = fold != f, fold == f
            if not te.any() or len(np.unique(y[tr])) < 2:
                continue
            oof[te] = model(c).fit(x[tr], y[tr]).decision_function(x[te])
        score = auc(oof, y)
        if best is None or score > best[0]:
            best = (score, c, oof)
    assert best is not None
    _, c, oof = best
    return model(c).fit(x, y), c, oof


def evaluate(name: str, train_score: np.ndarray, tr: dict[str, np.ndarray], test_score: np.ndarray,
             te: dict[str, np.ndarray]) -> dict[str, Any]:
    """One table row: a score where higher means "the answer is on the page" (for a probe, ``train_score``
    is its out-of-fold score; the threshold is the train score's most accurate one)."""
    ytr, yte = tr["y"], te["y"]
    threshold = best_threshold(train_score, ytr)
    said = test_score >= threshold
    pa, npairs = paired(test_score, yte, te["item"])
    return {
        "feature": name,
        "train_auc": auc(train_score, ytr),
        "auc": auc(test_score, yte),
        "paired": pa,
        "pairs": npairs,
        "acc": float((said == (yte == 1)).mean()),
        "yes_present": float(said[yte == 1].mean()),
        "yes_absent": float(said[yte == 0].mean()),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", choices=sorted(DATASETS), default="wtq", help="the held-out set")
    parser.add_argument("--n", type=int, default=30, help="held-out items (default 30; 0 = all)")
    parser.add_argument("--n-train", type=int, default=120, help="train items per dev set (default 120)")
    parser.add_argument("--train-limit", type=int, default=0,
                        help="fit on the pages of only the first N of those train items (the cache of a larger "
                             "--n-train holds them; 0 = all)")
    parser.add_argument("--train-on", choices=("both", "same"), default="both",
                        help="fit on the train pages of both dev sets (default) or of --dataset only")
    parser.add_argument("--max-tokens", type=int, default=768, help="page size as in training (768)")
    parser.add_argument("--adapter", default=None, help="an adapter name or dir (default: untuned model)")
    parser.add_argument("--threads", type=int, default=1, help="torch / ONNX threads (default 1)")
    parser.add_argument("--cache", type=Path, default=Path("/tmp/extractor_probe"), help="feature cache")
    parser.add_argument("--features-only", action="store_true", help="fill the cache, print nothing")
    args = parser.parse_args(argv)

    # "both": WCXB-author and WTQ (answer_recall's DATASETS also has recipes, which this never fitted on)
    sets = ["wcxb", "wtq"] if args.train_on == "both" else [args.dataset]
    parts = [features(pages_of(d, args.n_train, args.max_tokens, "train"), f"{d}-train{args.n_train}", args)
             for d in sets]
    te = features(pages_of(args.dataset, args.n, args.max_tokens), f"{args.dataset}-heldout{args.n}",
                  args)
    if args.features_only:
        return 0
    if args.train_limit:
        parts = [first_items(p, args.train_limit) for p in parts]
    tr = {k: np.concatenate([p[k] for p in parts], axis=1 if k in ("last", "pooled") else 0) for k in parts[0]}

    rows: list[dict[str, Any]] = []
    for name, sign in (("margin", -1.0), ("sim_max", 1.0), ("sim_top3", 1.0)):
        rows.append(evaluate(f"{name} ({'-' if sign < 0 else '+'})", sign * tr[name], tr, sign * te[name], te))
    for kind in ("last", "pooled"):
        for j, layer in enumerate(LAYERS):
            model, c, oof = fit_probe(tr[kind][j], tr["y"], tr["item"])
            row = evaluate(f"probe {kind} L{layer}", oof, tr, model.decision_function(te[kind][j]), te)
            rows.append(row | {"C": c})
    # The cheap scores together.
    extra = np.stack([tr["margin"], tr["sim_max"], tr["sim_top3"]], axis=1)
    extra_te = np.stack([te["margin"], te["sim_max"], te["sim_top3"]], axis=1)
    model, c, oof = fit_probe(extra, tr["y"], tr["item"])
    rows.append(evaluate("probe margin+sim", oof, tr, model.decision_function(extra_te), te) | {"C": c})

    n_te = int(te["y"].size)
    print(f"\n{args.dataset} held out: {n_te} pages ({int(te['y'].sum())} with the answer), "
          f"{len(np.unique(te['item']))} items; fitted on {int(tr['y'].size)} train pages "
          f"({int(tr['y'].sum())} with) of {'+'.join(sets)}; model: {args.adapter or 'untuned'}")
    print("| feature | train AUC | held-out AUC | paired | accuracy | 'answer' with / without | C |")
    print("|---|---:|---:|---:|---:|---|---:|")
    for r in rows:
        print(f"| {r['feature']} | {r['train_auc']:.2f} | {r['auc']:.2f} | {r['paired']:.2f} ({r['pairs']}) | "
              f"{r['acc']:.2f} | {100 * r['yes_present']:.0f} / {100 * r['yes_absent']:.0f} | "
              f"{r.get('C', '')} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
