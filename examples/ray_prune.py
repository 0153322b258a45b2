"""Prune a corpus with Ray Data: JSONL or Parquet in, Parquet out, models loaded once per actor.

    pip install "htmlprune[ray]"
    python examples/ray_prune.py questions.jsonl pruned/ --budget 2048 --workers 4
    python examples/ray_prune.py pages.parquet pruned/ --method embed --gpus 1   # embedder actors on GPUs
    python examples/ray_prune.py "s3://bucket/in/" s3://bucket/out/ --address auto  # on a Ray cluster

Input rows hold ``question`` and ``html`` (one page) or ``pages`` (a list, pruned together), plus any
other columns, which are kept. Each output row adds ``pruned_html``, ``n_tokens``, ``kept_blocks``,
``n_blocks``, ``truncated``, and for a row that could not be pruned ``error_type`` and ``error_message``
(the job itself never fails on a bad row). With ``--method embed`` and ``--gpus``, each actor takes that
share of a GPU and runs the embedder on ONNX Runtime's CUDA provider (needs ``onnxruntime-gpu``).
"""

from __future__ import annotations

import argparse
import os
from typing import Any

import ray

import htmlprune
from htmlprune.ray_batch import PruneBatch


def read(path: str) -> Any:
    """JSON Lines (``.jsonl``, ``.json``, optionally ``.gz``) or Parquet (anything else)."""
    name = path.rstrip("/").lower()
    if name.endswith((".jsonl", ".json", ".jsonl.gz", ".json.gz")):
        return ray.data.read_json(path)
    return ray.data.read_parquet(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("input", help="JSONL or Parquet file(s) or folder")
    parser.add_argument("output", help="folder for the Parquet output")
    parser.add_argument("--budget", type=int, default=2048, help="token budget per row")
    parser.add_argument("--method", choices=("bm25", "embed"), default="bm25")
    parser.add_argument(
        "--model", default=None, help="embedding model (embed): preset, dir or .onnx"
    )
    parser.add_argument("--workers", type=int, default=None, help="actors (default: CPUs - 1)")
    parser.add_argument(
        "--gpus", type=float, default=0, help="GPUs per actor (embed), e.g. 1 or 0.25"
    )
    parser.add_argument("--batch-size", type=int, default=64, help="rows per batch (default 64)")
    parser.add_argument("--address", default=None, help="Ray cluster address (default: local)")
    args = parser.parse_args()

    ray.init(address=args.address)
    cpus = int(ray.cluster_resources().get("CPU", os.cpu_count() or 2))
    # Leave a CPU to the read and write tasks: actors holding every CPU would starve them.
    workers = args.workers or max(1, cpus - 1)
    ds = read(args.input).map_batches(
        PruneBatch,
        fn_constructor_kwargs={
            "method": args.method,
            "config": htmlprune.PruneConfig(budget=args.budget),
            "model": args.model,
            "providers": "cuda" if args.gpus else "cpu",
        },
        compute=ray.data.ActorPoolStrategy(size=workers),  # older Ray: concurrency=workers
        num_gpus=args.gpus or None,
        batch_size=args.batch_size,
        batch_format="pyarrow",
    )
    ds.write_parquet(args.output)
    print(f"pruned {args.input} -> {args.output} with {workers} actor(s)")


if __name__ == "__main__":
    main()
