"""Training data for the model-based steps: the fixed split and the example recipe (htmlprune.train.data).

Runs on small QA items the project owns (tests/data/train/qa_small.jsonl); no model needed.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from htmlprune.generative import PROMPT_TEMPLATE
from htmlprune.html import build_block_tree
from htmlprune.search.extract import EXTRACT_PROMPT, parse_tag_ids
from htmlprune.train.data import (
    MIN_BLOCKS,
    answers_in,
    extractor_examples,
    extractor_pages,
    normalize,
    path_pruner_examples,
)
from htmlprune.train.split import HELD_OUT_EVERY, select, split_of

ITEMS = Path(__file__).parent / "data" / "train" / "qa_small.jsonl"


@pytest.fixture(scope="module")
def items() -> list[dict[str, Any]]:
    return [json.loads(line) for line in ITEMS.read_text(encoding="utf-8").splitlines()]


def _html_of(prompt: str) -> str:
    return prompt.split("**HTML**: ```", 1)[1].split("```\n**Question**", 1)[0]


def test_split_is_fixed_and_about_a_quarter() -> None:
    ids = [f"item-{i}" for i in range(4000)]
    held = [i for i in ids if split_of(i) == "heldout"]
    assert 0.22 < len(held) / len(ids) < 0.28  # 1 in HELD_OUT_EVERY by hash
    assert HELD_OUT_EVERY == 4
    # pinned: the split must never move, or held-out figures would silently mix with training items
    assert [split_of(i) for i in ("wtq-nt-10010", "wtq-nt-10019", "wtq-nt-10069", "wcxb-author-wcxb-0002")] == [
        "train", "heldout", "heldout", "train"
    ]
    assert split_of("fixture-rowing") == "heldout"
    assert split_of("fixture-two-answers") == "train"
    rows = [{"id": i} for i in ids[:50]]
    assert {r["id"] for r in select(rows, "train")}.isdisjoint(r["id"] for r in select(rows, "heldout"))
    assert len(list(select(rows, "train"))) + len(list(select(rows, "heldout"))) == 50
    with pytest.raises(ValueError, match="split"):
        list(select(rows, "test"))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        split_of("")


def test_normalize_follows_the_data_readme() -> None:
    assert normalize("  Varna\u00a0 BOAT\nclub ") == "varna boat club"
    assert answers_in(["Ｖarna", "club", "absent"], "varna boat club") == 2


def test_path_examples_target_the_finest_block_with_the_answer(items: list[dict[str, Any]]) -> None:
    examples = list(path_pruner_examples(items))
    by_item: dict[str, list[Any]] = {}
    for ex in examples:
        by_item.setdefault(ex.item_id, []).append(ex)
    assert "fixture-absent" not in by_item  # never an example whose answer is absent
    assert set(by_item) == {"fixture-rowing", "fixture-author", "fixture-two-answers"}
    for ex in examples:
        item = next(i for i in items if i["id"] == ex.item_id)
        prompt = ex.messages[-1]["content"]
        html = _html_of(prompt)
        assert prompt == PROMPT_TEMPLATE.format(html=html, question=item["question"])
        tree = build_block_tree(html, max_words=ex.granularity, max_block_bytes=600)
        assert len(tree) >= MIN_BLOCKS
        assert ex.target in tree.paths
        block = tree.paths.index(ex.target)
        most = max(answers_in(item["answers"], t) for t in tree.texts)
        assert answers_in(item["answers"], tree.texts[block]) == most > 0
        assert ex.answer_present
    # several granularities per page; a finer one targets a deeper block
    rowing = {ex.granularity: ex.target for ex in by_item["fixture-rowing"]}
    assert len(rowing) >= 2
    assert rowing[16] == "<html><body><div><table>"
    # (which coarser granularities survive the de-duplication of equal examples depends on the tree)
    coarser = rowing[max(g for g in rowing if g > 16)]
    assert rowing[16].startswith(coarser)
    assert rowing[16] != coarser
    # the distractors (hard negatives) of the coarse step stay in the prompt next to the answer
    assert "committee" in _html_of(by_item["fixture-rowing"][0].messages[-1]["content"])


def test_path_examples_are_deterministic_and_fit(items: list[dict[str, Any]]) -> None:
    from htmlprune.tokenizer import load_tokenizer

    first = list(path_pruner_examples(items, max_prompt_tokens=300))
    assert first == list(path_pruner_examples(items, max_prompt_tokens=300))
    counter = load_tokenizer(None)
    for ex in first:
        assert counter.count(ex.messages[-1]["content"]) + counter.count(ex.target) <= 300
    with pytest.raises(ValueError, match="granularities"):
        list(path_pruner_examples(items, granularities=(0,)))
    with pytest.raises(ValueError, match="answers"):
        list(path_pruner_examples([{"id": "x", "question": "q", "html": "<p>a</p>"}]))


def test_extractor_examples_with_and_without_the_answer(items: list[dict[str, Any]]) -> None:
    examples = list(extractor_examples(items))
    present = [ex for ex in examples if ex.answer_present]
    absent = [ex for ex in examples if not ex.answer_present]
    assert {ex.item_id for ex in present} == {"fixture-rowing", "fixture-author", "fixture-two-answers"}
    assert "fixture-absent" in {ex.item_id for ex in absent}  # answer-absent pages on purpose
    for ex in examples:
        item = next(i for i in items if i["id"] == ex.item_id)
        prompt = ex.messages[-1]["content"]
        head, tail = EXTRACT_PROMPT.split("{tagged}")
        assert prompt.startswith(head)
        tagged = prompt[len(head) : len(prompt) - len(tail.replace("{request}", item["question"]))]
        segments = {int(m[1]): m[2] for m in re.finditer(r"<TAG-(\d+)>(.*?)</TAG-\1>", tagged, re.DOTALL)}
        assert segments
        if ex.answer_present:
            chosen = parse_tag_ids(ex.target)
            assert chosen
            assert ex.target == ", ".join(f"TAG-{i}" for i in chosen)
            text = " ".join(segments[i] for i in chosen if i in segments)
            assert answers_in(item["answers"], text) == len(item["answers"])
            others = " ".join(t for i, t in segments.items() if i not in chosen)
            assert answers_in(item["answers"], others) == 0
        else:
            assert ex.target == "None"
            assert answers_in(item["answers"], tagged) == 0
    two = next(ex for ex in present if ex.item_id == "fixture-two-answers")
    assert len(parse_tag_ids(two.target)) == 2


def test_extractor_pages_are_the_examples(items: list[dict[str, Any]]) -> None:
    """The held-out evaluation reads the pages the examples are made of: same prompt, gold = target."""
    pages = list(extractor_pages(items))
    examples = list(extractor_examples(items))
    assert len(pages) == len(examples)
    for page, ex in zip(pages, examples):
        assert (page.item_id, page.answer_present) == (ex.item_id, ex.answer_present)
        assert page.prompt() == ex.messages[-1]["content"]
        assert parse_tag_ids(ex.target) == list(page.gold)
        assert set(page.gold) <= set(page.content.ids)
        assert bool(page.gold) == page.answer_present


def test_wheel_ships_the_adapter() -> None:
    """scikit-build-core's own file mapping (what `pip wheel .` copies) includes the adapter and its card."""
    pathutil = pytest.importorskip("scikit_build_core.build._pathutil")
    root = Path(__file__).resolve().parents[1]
    files = {
        str(target)
        for _, target in pathutil.iter_package_files(
            packages={"htmlprune": str(root / "python" / "htmlprune")},
            include=[], src_exclude=[], target_exclude=[], build_dir=str(root / "build" / "x"),
            mode="default",
        )
    }
    for adapter in ("path_pruner", "extractor"):
        for name in ("adapter_config.json", "adapter_model.safetensors", "MODEL_CARD.md", "train_log.json"):
            assert f"htmlprune/adapters/{adapter}/{name}" in files
    assert {"htmlprune/adapters/ranker/weights.json", "htmlprune/adapters/ranker/MODEL_CARD.md"} <= files


def test_train_command_line() -> None:
    from htmlprune.cli import build_parser
    from htmlprune.train import cli as train_cli

    args = build_parser().parse_args(
        ["train", "extractor", "--data", str(ITEMS), "--out", "o", "--steps", "7", "--top-layers", "2"]
    )
    assert args.func is train_cli.run_cli
    assert (args.task, args.steps, args.top_layers, args.seed, args.max_tokens) == (
        "extractor", 7, 2, 0, 512
    )
    assert next(i["id"] for i in train_cli.read_items([str(ITEMS)])) == "fixture-rowing"
    with pytest.raises(SystemExit):
        build_parser().parse_args(["train", "nonsense", "--data", "x", "--out", "o"])


def test_examples_round_trip_through_a_file(items: list[dict[str, Any]], tmp_path: Path) -> None:
    from htmlprune.train.data import load_examples, save_examples

    built = list(path_pruner_examples(items, max_prompt_tokens=384)) + list(
        extractor_examples(items, max_prompt_tokens=384)
    )
    assert built
    path = tmp_path / "ex.jsonl.gz"
    assert save_examples(path, built) == len(built)
    assert load_examples(path) == built
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"kind": "path-pruner"}\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"bad\.jsonl:1"):
        load_examples(bad)


def test_save_examples_command_builds_one_set_per_size(tmp_path: Path) -> None:
    from htmlprune.cli import main
    from htmlprune.train.data import load_examples

    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    base = ["train", "path-pruner", "--data", str(ITEMS), "--granularities", "16"]
    assert main([*base, "--save-examples", str(one), "--sizes", "384"]) == 0
    assert main([*base, "--save-examples", str(two), "--sizes", "384", "320"]) == 0
    first, both = load_examples(one), load_examples(two)
    assert first
    assert both[: len(first)] == first
    assert len(both) > len(first)
    # reading examples back and saving them again is the identity
    again = tmp_path / "again.jsonl"
    assert main(["train", "path-pruner", "--examples", str(two), "--save-examples", str(again)]) == 0
    assert load_examples(again) == both
    with pytest.raises(SystemExit):  # training needs --out
        main(["train", "path-pruner", "--examples", str(two)])
