"""Sentence embeddings with ONNX Runtime: :class:`OnnxEmbedder`.

It runs a BERT-style encoder (BGE, MiniLM, ...) exported to ONNX: texts are tokenized with the ``tokenizers``
library in one batch call, sorted by length, cut into batches padded to their own longest text (not to
``max_length``), run through one ``InferenceSession``, pooled (``cls`` or ``mean``), L2-normalised, and put
back in input order.

onnxruntime is imported lazily (the ``[onnx]`` extra); nothing here imports torch.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, Literal, Union

import numpy as np

from htmlprune.errors import InputError, MissingDependencyError, ModelError
from htmlprune.models import DEFAULT_EMBED_MODEL, ResolvedModel, resolve_model

__all__ = ["OnnxEmbedder", "Providers", "available_providers", "fp16_graph", "plan_batches"]

log = logging.getLogger(__name__)

Providers = Union[Literal["auto", "cpu", "cuda"], Sequence[Any]]

_CUDA = "CUDAExecutionProvider"
_CPU = "CPUExecutionProvider"


def _onnxruntime() -> Any:
    try:
        import onnxruntime
    except ImportError as exc:
        msg = (
            "onnxruntime is required for OnnxEmbedder; install it with: "
            'pip install "htmlprune[onnx]" (or "htmlprune[onnx-gpu]" for CUDA)'
        )
        raise MissingDependencyError(msg) from exc
    return onnxruntime


def available_providers() -> list[str]:
    """The ONNX Runtime execution providers of this installation (e.g. ``["CPUExecutionProvider"]``)."""
    return list(_onnxruntime().get_available_providers())


def _cuda_device_present() -> bool:
    """A CUDA device is visible (cheap checks only; never imports torch)."""
    if os.environ.get("CUDA_VISIBLE_DEVICES", None) in ("", "-1"):
        return False
    return (
        Path("/dev/nvidia0").exists()
        or Path("/proc/driver/nvidia/version").exists()
        or (os.name == "nt" and bool(os.environ.get("CUDA_PATH")))
    )


class OnnxEmbedder:
    """A sentence embedder running an ONNX encoder with ONNX Runtime.

    Args:
        model: a preset name (``"all-MiniLM-L6-v2"``, the offline default; ``"all-MiniLM-L6-v2-int8"``;
            ``"bge-small-en-v1.5"``, ``"bge-base-en-v1.5"``, ``"bge-large-en-v1.5"``, ``"bge-m3"``), a
            directory with ``model.onnx`` + ``tokenizer.json``, a transformers model directory (exported
            to ONNX once and cached, see :func:`htmlprune.models.export_onnx`), an ``.onnx`` file (then
            pass ``tokenizer``), or a Hugging Face id when the hub is reachable.
        tokenizer: ``tokenizer.json`` (or its directory) when it is not beside the model.
        pooling: ``"cls"`` or ``"mean"``; None = the preset's, else the model's sentence-transformers
            config, else ``"cls"`` (BGE).
        normalize: L2-normalise embeddings (cosine = dot product).
        query_instruction: prefix for :meth:`encode_queries`; None = the preset's (BGE's
            ``"Represent this sentence for searching relevant passages: "``), else none.
        max_length: tokens per text (longer ones are truncated); None = the preset's or config's, else
            512; never more than the tokenizer can address.
        batch_size: most texts per ONNX Runtime call.
        max_batch_tokens: most padded tokens (rows x longest row) per call; texts are sorted by length
            and cut into batches that fill this budget, so short blocks go many to a call and long ones
            few (nothing is padded to a global maximum). The default, 1024, won on a 2-core EPYC (small
            batches stay in cache; benchmarks/bench_embed.py); None = only ``batch_size`` limits a batch.
        providers: ``"auto"`` (CUDA with I/O binding when onnxruntime-gpu and a GPU are present, else
            CPU), ``"cpu"``, ``"cuda"``, or an explicit ONNX Runtime provider list.
        threads: ONNX Runtime intra-op threads; None = ONNX Runtime's default (all physical cores).
        show_progress_bar: a tqdm bar over batches (if tqdm is installed); None = on when this module's
            logger is enabled for INFO and there is more than one batch.
        cache: model cache directory; None = ``$HTMLPRUNE_CACHE`` or the user cache directory.
        precision: ``"fp32"``, or ``"fp16"`` on CUDA only: the graph's weights and activations are
            converted once (inputs and outputs stay int64/float32) and cached beside the fp32 graph in the
            model cache. CPU kernels for fp16 are few and slow, so fp16 without CUDA is refused.

    Raises:
        ModelError: the model or tokenizer cannot be found or loaded; the message says what to do.
        MissingDependencyError: onnxruntime is not installed.
        InputError: an argument is out of range.

    Example:
        >>> emb = OnnxEmbedder("all-MiniLM-L6-v2")  # doctest: +SKIP
        >>> emb.encode(["a cat", "a kitten"]).shape  # doctest: +SKIP
        (2, 384)
    """

    def __init__(
        self,
        model: str | os.PathLike[str] = DEFAULT_EMBED_MODEL,
        *,
        tokenizer: str | os.PathLike[str] | None = None,
        pooling: Literal["cls", "mean"] | None = None,
        normalize: bool = True,
        query_instruction: str | None = None,
        max_length: int | None = None,
        batch_size: int = 32,
        max_batch_tokens: int | None = 1024,
        providers: Providers = "auto",
        threads: int | None = None,
        show_progress_bar: bool | None = None,
        cache: str | os.PathLike[str] | None = None,
        precision: Literal["fp32", "fp16"] = "fp32",
    ) -> None:
        ort = _onnxruntime()
        if pooling is not None and pooling not in ("cls", "mean"):
            msg = f"pooling must be 'cls' or 'mean', got {pooling!r}"
            raise InputError(msg)
        if isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1:
            msg = f"batch_size must be a positive int, got {batch_size!r}"
            raise InputError(msg)
        if max_batch_tokens is not None and (
            isinstance(max_batch_tokens, bool)
            or not isinstance(max_batch_tokens, int)
            or max_batch_tokens < 1
        ):
            msg = f"max_batch_tokens must be a positive int or None, got {max_batch_tokens!r}"
            raise InputError(msg)
        if max_length is not None and (not isinstance(max_length, int) or max_length < 2):
            msg = f"max_length must be an int >= 2 (room for [CLS] and [SEP]), got {max_length!r}"
            raise InputError(msg)
        if precision not in ("fp32", "fp16"):
            msg = f"precision must be 'fp32' or 'fp16', got {precision!r}"
            raise InputError(msg)
        if threads is not None and (not isinstance(threads, int) or threads < 1):
            msg = f"threads must be a positive int or None, got {threads!r}"
            raise InputError(msg)

        resolved = resolve_model(model, tokenizer=tokenizer, cache=cache)
        self.resolved: ResolvedModel = resolved
        self.model_path: Path = resolved.onnx_path
        self.tokenizer_path: Path = resolved.tokenizer_path
        self.pooling: Literal["cls", "mean"] = pooling or resolved.pooling or "cls"
        self.normalize = bool(normalize)
        self.query_instruction: str = (
            query_instruction if query_instruction is not None else resolved.query_instruction or ""
        )
        self.batch_size = batch_size
        self.max_batch_tokens = max_batch_tokens
        # Per-thread feed buffers, reused across batches and calls.
        self._buffers = threading.local()
        self.show_progress_bar = show_progress_bar
        self.threads = threads

        self._tokenizer = self._load_tokenizer(resolved.tokenizer_path)
        limit = self._position_limit()
        wanted = max_length or resolved.max_length or 512
        self.max_length: int = min(wanted, limit) if limit else wanted
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(self.max_length)
        self._pad_id = self._find_pad_id()

        self.precision: Literal["fp32", "fp16"] = precision
        if precision == "fp16":
            if not _wants_cuda(ort, providers):
                msg = (
                    "precision='fp16' needs the CUDA provider (onnxruntime-gpu and a GPU); on CPU use "
                    "fp32 (or the int8 graph, all-MiniLM-L6-v2-int8)"
                )
                raise InputError(msg)
            self.model_path = fp16_graph(self.model_path, cache=cache)
        self._session, self._use_cuda = self._create_session(ort, providers, threads)
        inputs = {i.name for i in self._session.get_inputs()}
        known = {"input_ids", "attention_mask", "token_type_ids"}
        if "input_ids" not in inputs or inputs - known:
            msg = (
                f"ONNX model {os.fspath(self.model_path)!r} has inputs {sorted(inputs)}; an encoder "
                "with input_ids [, attention_mask, token_type_ids] is expected"
            )
            raise ModelError(msg)
        self._input_names = [
            n for n in ("input_ids", "attention_mask", "token_type_ids") if n in inputs
        ]
        outputs = self._session.get_outputs()
        by_name = {o.name: o for o in outputs}
        out = by_name.get("last_hidden_state") or by_name.get("token_embeddings") or outputs[0]
        self._output_name: str = out.name
        self._output_rank = len(out.shape)
        dim = out.shape[-1] if out.shape else None
        self._dim: int | None = dim if isinstance(dim, int) else None
        self._fingerprint = self._make_fingerprint()

    # -- construction helpers -------------------------------------------------------------------------------

    @staticmethod
    def _load_tokenizer(path: Path) -> Any:
        from tokenizers import Tokenizer

        try:
            return Tokenizer.from_file(os.fspath(path))
        except Exception as exc:  # tokenizers raises plain Exception subclasses for bad files
            msg = (
                f"could not load tokenizer {os.fspath(path)!r}: {exc}; pass a valid tokenizer.json"
            )
            raise ModelError(msg) from exc

    def _position_limit(self) -> int | None:
        """The model's position limit (from config.json beside the graph), if known."""
        import json

        for cfg in (
            self.model_path.parent / "config.json",
            self.tokenizer_path.parent / "config.json",
        ):
            try:
                data = json.loads(cfg.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            n = data.get("max_position_embeddings")
            if isinstance(n, int) and n > 0:
                # RoBERTa-style models offset positions by padding_idx + 1.
                offset = (
                    2 if data.get("model_type") in ("roberta", "xlm-roberta", "camembert") else 0
                )
                return n - offset
        return None

    def _find_pad_id(self) -> int:
        padding = self._tokenizer.padding
        if padding and isinstance(padding.get("pad_id"), int):
            return int(padding["pad_id"])
        for token in ("[PAD]", "<pad>", "<|pad|>"):
            tid = self._tokenizer.token_to_id(token)
            if tid is not None:
                return int(tid)
        return 0

    def _create_session(
        self, ort: Any, providers: Providers, threads: int | None
    ) -> tuple[Any, bool]:
        available = set(ort.get_available_providers())
        if isinstance(providers, str):
            if providers == "auto":
                wanted = [_CUDA, _CPU] if _CUDA in available and _cuda_device_present() else [_CPU]
            elif providers == "cpu":
                wanted = [_CPU]
            elif providers == "cuda":
                if _CUDA not in available:
                    msg = (
                        "providers='cuda' but this onnxruntime has no CUDAExecutionProvider "
                        f"(available: {sorted(available)}); install onnxruntime-gpu: "
                        'pip install "htmlprune[onnx-gpu]"'
                    )
                    raise MissingDependencyError(msg)
                wanted = [_CUDA, _CPU]
            else:
                msg = f"providers must be 'auto', 'cpu', 'cuda' or a list, got {providers!r}"
                raise InputError(msg)
        else:
            wanted = list(providers)
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        if threads is not None:
            options.intra_op_num_threads = threads
            options.inter_op_num_threads = 1
        options.log_severity_level = 3
        try:
            session = ort.InferenceSession(os.fspath(self.model_path), options, providers=wanted)
        except Exception as exc:  # onnxruntime raises its own unrelated exception types
            msg = f"ONNX Runtime could not load {os.fspath(self.model_path)!r}: {exc}"
            raise ModelError(msg) from exc
        use_cuda = session.get_providers()[0] == _CUDA
        if _CUDA in [p if isinstance(p, str) else p[0] for p in wanted] and not use_cuda:
            log.warning("CUDAExecutionProvider was requested but is not usable; running on CPU")
        return session, use_cuda

    def _make_fingerprint(self) -> str:
        raw = "|".join(
            [
                self.resolved.content_hash,
                self.pooling,
                "norm" if self.normalize else "raw",
                str(self.max_length),
                *(["fp16"] if self.precision == "fp16" else []),
            ]
        )
        return f"onnx:{hashlib.sha256(raw.encode()).hexdigest()[:24]}"

    # -- public API -----------------------------------------------------------------------------------------

    @property
    def fingerprint(self) -> str:
        """Identifies the vectors this embedder makes: model content, pooling, normalisation, length.

        Block embeddings cached on a tree are keyed by it, so changing any of these invalidates them.
        The query instruction is not part of it (passages are embedded without it).
        """
        return self._fingerprint

    @property
    def dim(self) -> int:
        """The embedding dimension."""
        if self._dim is None:
            self._dim = int(self.encode(["dim"]).shape[1])
        return self._dim

    @property
    def providers(self) -> list[str]:
        """The providers the session actually runs on, best first."""
        return list(self._session.get_providers())

    def __repr__(self) -> str:
        return (
            f"OnnxEmbedder({os.fspath(self.model_path)!r}, pooling={self.pooling!r}, "
            f"normalize={self.normalize}, max_length={self.max_length}, "
            f"providers={self.providers[:1]})"
        )

    def tokenize(self, texts: Sequence[str]) -> list[list[int]]:
        """Token ids of each text as the model sees them (special tokens, truncation applied)."""
        texts = _check_texts(texts)
        return [e.ids for e in self._tokenizer.encode_batch(texts)] if texts else []

    def encode(
        self,
        texts: Sequence[str],
        *,
        batch_size: int | None = None,
        show_progress_bar: bool | None = None,
    ) -> np.ndarray:
        """Embeds passages.

        Args:
            texts: the texts (a sequence of str; empty strings are fine).
            batch_size: texts per model call; None = the embedder's.
            show_progress_bar: override the embedder's setting for this call.

        Returns:
            float32 array of shape ``(len(texts), dim)``, rows L2-normalised when ``normalize``.

        Raises:
            InputError: ``texts`` is a single string or holds a non-string.
        """
        texts = _check_texts(texts)
        bs = self.batch_size if batch_size is None else batch_size
        if isinstance(bs, bool) or not isinstance(bs, int) or bs < 1:
            msg = f"batch_size must be a positive int, got {bs!r}"
            raise InputError(msg)
        if not texts:
            return np.zeros((0, self._dim or 0), dtype=np.float32)
        encodings = self._tokenizer.encode_batch(texts)
        lengths = np.fromiter((len(e.ids) for e in encodings), dtype=np.int64, count=len(texts))
        order = np.argsort(-lengths, kind="stable")  # longest first: memory peaks at the start
        sorted_lengths = lengths[order]
        # All ids in sorted order, one flat array: a batch's tokens are one contiguous slice of it.
        flat = np.fromiter(
            (t for i in order.tolist() for t in encodings[i].ids),
            dtype=np.int64,
            count=int(sorted_lengths.sum()),
        )
        starts = np.concatenate(([0], np.cumsum(sorted_lengths)))
        out: np.ndarray | None = None
        batches = plan_batches(sorted_lengths, bs, self.max_batch_tokens)
        for lo, hi in self._progress(batches, show_progress_bar):
            pooled = self._run_batch(flat[starts[lo] : starts[hi]], sorted_lengths[lo:hi])
            if out is None:
                out = np.empty((len(texts), pooled.shape[1]), dtype=np.float32)
                self._dim = pooled.shape[1]
            out[order[lo:hi]] = pooled
        assert out is not None
        return out

    def encode_queries(self, texts: Sequence[str], **kwargs: Any) -> np.ndarray:
        """Embeds queries: like :meth:`encode` with :attr:`query_instruction` prefixed to each text."""
        texts = _check_texts(texts)
        if self.query_instruction:
            texts = [self.query_instruction + t for t in texts]
        return self.encode(texts, **kwargs)

    # -- internals ------------------------------------------------------------------------------------------

    def _progress(
        self, batches: list[tuple[int, int]], show: bool | None
    ) -> Iterator[tuple[int, int]]:
        if show is None:
            show = self.show_progress_bar
        if show is None:
            show = len(batches) > 1 and log.isEnabledFor(logging.INFO)
        if show:
            try:
                from tqdm.auto import tqdm
            except ImportError:
                return iter(batches)
            return iter(tqdm(batches, desc="embedding", unit="batch", leave=False))
        return iter(batches)

    def _feed_buffers(self, size: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """This thread's (ids, mask, zeros) buffers of at least ``size`` elements, grown when needed."""
        bufs: tuple[np.ndarray, np.ndarray, np.ndarray] | None = getattr(
            self._buffers, "feeds", None
        )
        if bufs is None or bufs[0].size < size:
            bufs = (
                np.empty(size, dtype=np.int64),
                np.empty(size, dtype=np.int64),
                np.zeros(size, dtype=np.int64),  # token_type_ids: never written
            )
            self._buffers.feeds = bufs
        return bufs

    def _run_batch(self, flat_ids: np.ndarray, lengths: np.ndarray) -> np.ndarray:
        """Runs one batch: ``flat_ids`` holds its rows' ids back to back, ``lengths`` their lengths."""
        n, width = len(lengths), max(int(lengths.max()), 1)
        ids_buf, mask_buf, zeros_buf = self._feed_buffers(n * width)
        input_ids = ids_buf[: n * width].reshape(n, width)
        mask = mask_buf[: n * width].reshape(n, width)
        valid = np.arange(width) < lengths[:, None]
        np.copyto(mask, valid)
        input_ids.fill(self._pad_id)
        input_ids[valid] = flat_ids  # row-major: each row's ids in order
        feeds = {"input_ids": input_ids, "attention_mask": mask}
        if "token_type_ids" in self._input_names:
            feeds["token_type_ids"] = zeros_buf[: n * width].reshape(n, width)
        feeds = {k: v for k, v in feeds.items() if k in self._input_names}
        hidden = self._run(feeds)
        if hidden.ndim == 2:  # the graph already pools
            pooled = hidden.astype(np.float32, copy=False)
        elif self.pooling == "cls":
            pooled = np.ascontiguousarray(hidden[:, 0, :], dtype=np.float32)
        else:
            # Mean over real tokens: a (n, 1, width) x (n, width, dim) product, no (n, width, dim) temporary.
            weights = valid.astype(hidden.dtype)[:, None, :]
            summed = np.matmul(weights, hidden)[:, 0, :]
            count = np.maximum(lengths[:, None], 1).astype(np.float32)
            pooled = (summed / count).astype(np.float32, copy=False)
        if self.normalize:
            norms = np.linalg.norm(pooled, axis=1, keepdims=True)
            pooled = pooled / np.maximum(norms, 1e-12)
        return pooled

    def _run(self, feeds: dict[str, np.ndarray]) -> np.ndarray:
        try:
            if self._use_cuda:
                binding = self._session.io_binding()
                for name, arr in feeds.items():
                    binding.bind_cpu_input(name, np.ascontiguousarray(arr))
                binding.bind_output(self._output_name, "cpu")
                self._session.run_with_iobinding(binding)
                return np.asarray(binding.copy_outputs_to_cpu()[0])
            return np.asarray(self._session.run([self._output_name], feeds)[0])
        except Exception as exc:  # onnxruntime's Fail/InvalidArgument/RuntimeException
            shape = feeds["input_ids"].shape
            msg = f"ONNX Runtime failed on a batch of shape {shape} with {self.model_path}: {exc}"
            raise ModelError(msg) from exc


def _wants_cuda(ort: Any, providers: Providers) -> bool:
    """Whether ``providers`` would put the session on CUDA (the check ``_create_session`` makes)."""
    available = set(ort.get_available_providers())
    if isinstance(providers, str):
        if providers == "auto":
            return _CUDA in available and _cuda_device_present()
        return providers == "cuda" and _CUDA in available
    names = [p if isinstance(p, str) else p[0] for p in providers]
    return bool(names) and names[0] == _CUDA and _CUDA in available


def fp16_graph(model_path: Path, *, cache: str | os.PathLike[str] | None = None) -> Path:
    """The fp16 version of an fp32 ONNX graph, converted once and cached (inputs/outputs keep their types).

    Uses ONNX Runtime's own converter (``onnxruntime.transformers.float16``, needs ``onnx``); LayerNorm-style
    ops that lose accuracy in fp16 stay in fp32 where the converter's block list says so.
    """
    from htmlprune.models import cache_dir

    digest = hashlib.sha256(model_path.read_bytes()).hexdigest()[:24]
    out = Path(cache).expanduser() if cache is not None else cache_dir()
    out = out / "onnx-fp16" / f"{digest}.onnx"
    if out.exists():
        return out
    try:
        import onnx
        from onnxruntime.transformers.float16 import convert_float_to_float16
    except ImportError as exc:
        msg = 'precision="fp16" converts the graph with onnx: pip install "htmlprune[export]"'
        raise MissingDependencyError(msg) from exc
    model = convert_float_to_float16(onnx.load(os.fspath(model_path)), keep_io_types=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(f".{os.getpid()}.tmp")
    onnx.save(model, os.fspath(tmp))
    os.replace(tmp, out)  # atomic: a concurrent reader never sees half a file
    return out


def plan_batches(
    sorted_lengths: np.ndarray, batch_size: int, max_batch_tokens: int | None
) -> list[tuple[int, int]]:
    """Cuts texts sorted longest first into ``[lo, hi)`` batches.

    A batch is padded to its first (longest) row, so it holds at most ``batch_size`` rows and, when
    ``max_batch_tokens`` is set, at most ``max_batch_tokens // width`` rows (always at least one).
    """
    out: list[tuple[int, int]] = []
    n, lo = len(sorted_lengths), 0
    while lo < n:
        width = max(int(sorted_lengths[lo]), 1)
        rows = (
            batch_size
            if max_batch_tokens is None
            else min(batch_size, max(1, max_batch_tokens // width))
        )
        hi = min(n, lo + rows)
        out.append((lo, hi))
        lo = hi
    return out


def _check_texts(texts: object) -> list[str]:
    if isinstance(texts, (str, bytes)):
        msg = f"texts must be a sequence of str, got a single {type(texts).__name__}; wrap it in a list"
        raise InputError(msg)
    try:
        items: list[str] = list(texts)  # type: ignore[call-overload]
    except TypeError as exc:
        msg = f"texts must be a sequence of str, got {type(texts).__name__}"
        raise InputError(msg) from exc
    for i, t in enumerate(items):
        if not isinstance(t, str):
            msg = f"texts[{i}] must be a str, got {type(t).__name__}"
            raise InputError(msg)
    return items
