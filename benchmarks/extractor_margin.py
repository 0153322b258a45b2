"""The extractor's decision on held-out pages: ``logit(None) - logit(TAG)`` of the first answer token.

    python benchmarks/extractor_margin.py --dataset wtq --n 30                     # the shipped adapter
    python benchmarks/extractor_margin.py --dataset wtq --n 30 --adapter /tmp/ext  # a fresh one
    python benchmarks/extractor_margin.py --dataset wtq --n 30 --untuned

The first token of the answer decides between ``None`` and a list of ids (every id list starts with the
token ``TAG``), so its margin says whether the model tells a page with the answer from one without it,
apart from the threshold greedy decoding puts at 0. Same held-out pages as ``extractor_recall.py``. Prints
the mean margin on pages with and without the answer, and the AUC of telling them apart by the margin
(the share of (with, without) pairs where the page with the answer has the lower margin; 0.5 = chance).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from extractor_recall import pages_of


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", choices=("wtq", "wcxb"), default="wtq")
    parser.add_argument("--n", type=int, default=30, help="held-out items (default 30; 0 = all)")
    parser.add_argument("--max-tokens", type=int, default=768, help="page size as in training (768)")
    parser.add_argument("--adapter", default=None, help="adapter dir (default: the shipped one)")
    parser.add_argument("--untuned", action="store_true", help="the base model without an adapter")
    parser.add_argument("--threads", type=int, default=1, help="torch threads (default 1)")
    args = parser.parse_args(argv)

    import torch

    from htmlprune.adapters import UNTUNED
    from htmlprune.search import TransformersLLM

    if args.untuned:
        llm = TransformersLLM(UNTUNED, threads=args.threads)
    else:
        llm = TransformersLLM(adapter=args.adapter or "extractor", threads=args.threads)
    none_id, tag_id = (llm.tokenizer.convert_tokens_to_ids(t) for t in ("None", "TAG"))
    margins: dict[bool, list[float]] = {True: [], False: []}
    pages = pages_of(args.dataset, args.n, args.max_tokens)
    for k, page in enumerate(pages):
        ids = llm.prompt_ids([{"role": "user", "content": page.prompt()}])
        with torch.inference_mode():
            logits = llm.model(input_ids=torch.tensor([ids]), logits_to_keep=1).logits[0, -1]
        margins[page.answer_present].append(float(logits[none_id] - logits[tag_id]))
        print(f"  {k + 1}/{len(pages)}", file=sys.stderr, end="\r", flush=True)
    with_, without = margins[True], margins[False]
    pairs = [(a < b) + 0.5 * (a == b) for a in with_ for b in without]
    print(f"\n{args.dataset}, {llm.name}: {len(pages)} pages")
    for label, m in (("with the answer", with_), ("without", without)):
        print(f"  {label}: {len(m)} pages, margin mean {sum(m) / len(m):.2f}, range {min(m):.2f} .. {max(m):.2f}")
    print(f"  AUC {sum(pairs) / len(pairs):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
