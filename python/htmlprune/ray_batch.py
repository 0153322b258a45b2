"""Corpus-scale pruning with Ray Data: a class-based batch function that loads its models once per actor.

Example:
    >>> import ray  # doctest: +SKIP
    >>> from htmlprune.ray_batch import PruneBatch  # doctest: +SKIP
    >>> ds = ray.data.read_json("questions.jsonl")  # {"question", "html" | "pages", ...} per row  # doctest: +SKIP
    >>> ds = ds.map_batches(  # doctest: +SKIP
    ...     PruneBatch,
    ...     fn_constructor_kwargs={"config": htmlprune.PruneConfig(budget=2048)},
    ...     concurrency=4,  # actors; each builds its pruner (tokenizer, model) once
    ...     batch_size=64,  # Ray Data's cost per call is paid once per batch
    ...     batch_format="pyarrow",
    ... )
    >>> ds.write_parquet("pruned/")  # doctest: +SKIP

Each output row keeps the input's other columns (``html``/``pages`` are dropped unless ``keep_html``) and
adds ``pruned_html``, ``n_tokens``, ``kept_blocks``, ``n_blocks``, ``truncated``, ``error_type`` and
``error_message`` (with ``config=PruneConfig(format="markdown")`` also ``pruned_markdown``, the output
``n_tokens`` counts; likewise ``pruned_text``). Each batch goes through :meth:`HtmlPruner.batch
<htmlprune.HtmlPruner.batch>` on the actor's threads. A row that cannot be pruned (a missing or mistyped field, a page over a limit, a
per-document time-out) gets ``error_type`` (the exception's class name, e.g. ``InputError``,
``LimitExceededError``) and ``error_message`` and nulls in the result columns; the other rows and the job
go on. The class itself needs only pyarrow (``pip install "htmlprune[ray]"``); Ray calls it, but it is a
plain callable on a ``pyarrow.Table`` (also a pandas DataFrame or a dict of NumPy arrays).

With ``method="embed"`` the embedder runs on ONNX Runtime; give the actors GPUs with
``map_batches(..., num_gpus=1)`` and ``providers="cuda"`` (needs ``onnxruntime-gpu``), or leave
``providers="auto"`` to use CUDA where the actor sees a GPU and the CPU elsewhere.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from htmlprune._records import RECORD_ERRORS, RESULT_FIELDS, content_field, record_input, summary
from htmlprune.config import PruneConfig
from htmlprune.errors import InputError, require
from htmlprune.pruning import HtmlPruner
from htmlprune.scorers import make_scorer
from htmlprune.tokenizer import limit_tokenizer_threads

__all__ = ["ERROR_FIELDS", "OUTPUT_FIELDS", "PruneBatch"]

ERROR_FIELDS = ("error_type", "error_message")
OUTPUT_FIELDS = (*RESULT_FIELDS, *ERROR_FIELDS)
_INT_FIELDS = ("n_tokens", "kept_blocks", "n_blocks")


class PruneBatch:
    """Prunes each ``(question, html | pages)`` row of a batch; a Ray Data ``map_batches`` class.

    Args:
        method: ``"learned"`` (the learned ranker, native, no model; the default), ``"bm25"`` (native BM25
            with hand-set priors, no model),
            ``"embed"`` (embedding similarity, ONNX Runtime) or
            ``"hybrid"`` (both fused per block).
        config: the pipeline's options (budget, format, block size, cleaning and limits, ...); None = the
            defaults (budget 2048, the one default budget: htmlprune._defaults).
        tokenizer: the reader LLM's ``tokenizer.json`` (or its directory); None = bundled SmolLM2.
        model: embedding model for ``embed``: a preset, a directory or an ``.onnx`` file; None = the
            offline default (``all-MiniLM-L6-v2``).
        model_tokenizer: the embedding model's ``tokenizer.json`` when it is not beside the model.
        providers: ONNX Runtime providers for ``embed``: ``"auto"``, ``"cpu"``, ``"cuda"`` or a list.
        threads: threads of the actor's pipeline batches, tokenizer batches and ONNX Runtime; None =
            ``$OMP_NUM_THREADS`` (Ray sets it to the actor's CPUs), else every core.
        question_column: column of the question.
        html_column: column of one page (str or bytes) per row.
        pages_column: column of a list of pages per row (pruned together); wins over ``html_column``.
        keep_html: keep the input HTML columns in the output (by default they are dropped).

    Raises:
        InputError: an argument is out of range (raised once, when the actor starts).
        ModelError: the embedding model cannot be loaded.
    """

    def __init__(
        self,
        *,
        method: str = "learned",
        config: PruneConfig | None = None,
        tokenizer: str | os.PathLike[str] | None = None,
        model: str | os.PathLike[str] | None = None,
        model_tokenizer: str | os.PathLike[str] | None = None,
        providers: str | Sequence[str] = "auto",
        threads: int | None = None,
        question_column: str = "question",
        html_column: str = "html",
        pages_column: str = "pages",
        keep_html: bool = False,
    ) -> None:
        self.columns = (question_column, html_column, pages_column)
        self.keep_html = keep_html
        threads = threads if threads is not None else _default_threads()
        if threads is not None:  # an actor with one CPU must not spread over all of them
            limit_tokenizer_threads(threads)
        self.threads = threads
        self.pruner = HtmlPruner(
            make_scorer(
                method,
                model,
                tokenizer=model_tokenizer,
                providers=providers if isinstance(providers, str) else list(providers),
                threads=threads,
            ),
            config=config if config is not None else PruneConfig(),
            tokenizer=tokenizer,
        )
        # config.format "markdown" adds a column "pruned_markdown" (what n_tokens counts)
        extra = content_field(self.pruner.config.format)
        self.output_fields = OUTPUT_FIELDS if extra is None else (*RESULT_FIELDS, extra, *ERROR_FIELDS)

    def __repr__(self) -> str:
        return f"PruneBatch(scorer={self.pruner.scorer!r}, config={self.pruner.config!r})"

    def __call__(self, batch: Any) -> Any:
        """Prunes every row of ``batch`` and returns it with the result columns added.

        ``batch`` is a ``pyarrow.Table`` (returned as one), a pandas ``DataFrame`` (returned as one, with
        nullable dtypes) or a dict of NumPy arrays (returned as one; NumPy has no nulls, so a failed row
        has -1 counts, ``truncated=False`` and ``None`` strings).
        """
        if isinstance(batch, Mapping):
            return self._call_numpy(batch)
        if type(batch).__module__.startswith("pandas"):
            return self._call_pandas(batch)
        return self._call_arrow(batch)

    # -- the rows of a batch ---------------------------------------------------------------------------------

    def prune_rows(
        self, questions: Sequence[object], htmls: Sequence[object], pages: Sequence[object]
    ) -> dict[str, list[Any]]:
        """The output columns for these rows, as lists (None where a row failed or succeeded)."""
        results: list[Any] = [None] * len(questions)
        ok: list[int] = []
        inputs: list[tuple[str, Any]] = []
        for i, (question, html, page_list) in enumerate(zip(questions, htmls, pages)):
            try:
                inputs.append(record_input(question, html, page_list))
                ok.append(i)
            except RECORD_ERRORS as exc:
                results[i] = exc
        pruned = self.pruner.batch([q for q, _ in inputs], [s for _, s in inputs], threads=self.threads)
        for i, result in zip(ok, pruned):
            results[i] = result
        out: dict[str, list[Any]] = {name: [] for name in self.output_fields}
        for result in results:
            if isinstance(result, Exception):
                fields: dict[str, Any] = dict.fromkeys(self.output_fields)
                fields.update(error_type=type(result).__name__, error_message=str(result))
            else:
                fields = summary(result)
                fields.update(error_type=None, error_message=None)
            for name in self.output_fields:
                out[name].append(fields[name])
        return out

    def _inputs(self, get: Any, names: Sequence[str], n: int) -> list[list[Any]]:
        """The question, html and pages columns as lists; an absent column reads as all None."""
        return [get(name) if name in names else [None] * n for name in self.columns]

    def _dropped(self, names: Sequence[str]) -> list[str]:
        return [] if self.keep_html else [c for c in self.columns[1:] if c in names]

    # -- batch formats -----------------------------------------------------------------------------------

    def _call_arrow(self, table: Any) -> Any:
        pa: Any = require("pyarrow", "ray")
        if not isinstance(table, pa.Table):
            msg = f"batch must be a pyarrow.Table, a pandas DataFrame or a dict, got {type(table).__name__}"
            raise InputError(msg)
        names = table.column_names
        cols = self._prune(lambda c: table.column(c).to_pylist(), names, table.num_rows)
        table = table.drop_columns(self._dropped(names))
        types = {"truncated": pa.bool_(), **dict.fromkeys(_INT_FIELDS, pa.int64())}
        for name in self.output_fields:
            array = pa.array(cols[name], type=types.get(name, pa.string()))
            table = _set_column(table, name, array)
        return table

    def _call_pandas(self, frame: Any) -> Any:
        pd: Any = require("pandas", "ray")
        names = list(frame.columns)
        cols = self._prune(lambda c: frame[c].tolist(), names, len(frame))
        frame = frame.drop(columns=self._dropped(names))
        dtypes = {"truncated": "boolean", **dict.fromkeys(_INT_FIELDS, "Int64")}
        for name in self.output_fields:
            frame[name] = pd.array(cols[name], dtype=dtypes.get(name, "string"))
        return frame

    def _call_numpy(self, batch: Mapping[str, Any]) -> dict[str, Any]:
        names = list(batch)
        n = len(next(iter(batch.values()))) if batch else 0
        cols = self._prune(lambda c: list(batch[c]), names, n)
        dropped = set(self._dropped(names))
        out = {k: v for k, v in batch.items() if k not in dropped}
        for name in self.output_fields:
            values = cols[name]
            if name in _INT_FIELDS:
                out[name] = np.array([-1 if v is None else v for v in values], dtype=np.int64)
            elif name == "truncated":
                out[name] = np.array([bool(v) for v in values], dtype=bool)
            else:
                out[name] = np.array(values, dtype=object)
        return out

    def _prune(self, get: Any, names: Sequence[str], n: int) -> dict[str, list[Any]]:
        questions, htmls, pages = self._inputs(get, names, n)
        return self.prune_rows(questions, htmls, pages)


def _set_column(table: Any, name: str, array: Any) -> Any:
    if name in table.column_names:  # an input column of the same name is replaced
        return table.set_column(table.column_names.index(name), name, array)
    return table.append_column(name, array)


def _default_threads() -> int | None:
    value = os.environ.get("OMP_NUM_THREADS", "")
    return int(value) if value.isdigit() and int(value) > 0 else None
