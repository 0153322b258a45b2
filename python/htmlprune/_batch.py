"""The ``batch`` command's engine: JSONL records streamed through worker processes, in order, resumable.

Each process prunes its records in groups through ``HtmlPruner.batch``, on its share of the cores' native
threads (one process, ``--jobs 1``: all of them).

Memory stays bounded whatever the input's length: records are read one line at a time, and at most
``2 * jobs`` groups of up to 8 records (4 MiB) are in flight (read but not yet written; one process: one
group of up to 8 records per core). Output keeps
the input order and is flushed record by record, so an interrupted run leaves whole lines, plus at
worst one torn last line that ``resume`` cuts off before it appends the rest.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import queue
import signal
import stat
import sys
import threading
from collections.abc import Callable, Generator, Iterable, Iterator
from dataclasses import dataclass
from typing import IO, Any

from htmlprune._records import RECORD_ERRORS, error_fields, record_input, summary
from htmlprune.errors import HtmlpruneError, InputError
from htmlprune.tokenizer import limit_tokenizer_threads

__all__ = ["BatchStats", "count_done", "process_record", "read_records", "run_batch"]

PrunerFactory = Callable[[], Any]
Result = tuple[bool, bytes]

_CHUNK = 1 << 20
# Records from a file go to a worker process in groups, so the pool's per-call cost is paid once per
# group; records from a pipe go one by one, each as soon as it arrives.
_GROUP_RECORDS = 8
_GROUP_BYTES = 4 << 20
# The pruner of this process, built once by _init_worker: each worker process loads models only once.
_pruner: Any = None
# Native threads of this process's pipeline batches (its share of the cores).
_threads = 1


@dataclass
class BatchStats:
    """Records written so far: pruned, failed (an ``error`` field instead), skipped by ``resume``."""

    ok: int = 0
    failed: int = 0
    skipped: int = 0


def _init_worker(make_pruner: PrunerFactory, worker_of: int | None) -> None:
    """Builds this process's pruner; ``worker_of``: the pool's size when this is one of its workers."""
    global _pruner, _threads  # one pruner per worker process, built once
    _threads = max(1, (os.cpu_count() or 1) // (worker_of or 1))
    if worker_of is not None:
        # Ctrl-C reaches the whole process group; the parent handles it and stops the pool.
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        # Each worker gets its share of the cores, not a tokenizer pool as large as the machine.
        limit_tokenizer_threads(_threads)
    _pruner = make_pruner()


def process_record(item: tuple[int, bytes]) -> Result:
    """Prunes one JSONL line; returns (ok, the output line). A failure becomes an ``error`` field.

    The output repeats the record without ``html``/``pages`` and adds the result fields. A record that
    fails gets ``line`` (its input line number) and ``error`` (``{"type", "message"}``) instead of the
    result fields, after its own fields whenever its line is a JSON object (one that is not UTF-8 too:
    its fields then carry U+FFFD where its bad bytes were).
    """
    return process_records([item])[0]


def process_records(items: list[tuple[int, bytes]]) -> list[Result]:
    """:func:`process_record` over a group of lines (one call into a worker process): the records are
    pruned together, through ``HtmlPruner.batch`` on this process's threads where the pruner has one."""
    records: list[Any] = []
    inputs: list[tuple[str, Any] | BaseException] = []
    for lineno, line in items:
        record: Any = None
        try:
            try:
                text = line.decode("utf-8")
            except UnicodeDecodeError as exc:
                with contextlib.suppress(ValueError, RecursionError):  # its fields, if it has any
                    record = json.loads(line.decode("utf-8", errors="replace"))
                msg = (
                    f"line {lineno} is not UTF-8 (byte 0x{line[exc.start]:02x} at offset {exc.start}): "
                    "JSON Lines input must be UTF-8 (e.g. iconv -f latin1 -t utf-8 in.jsonl)"
                )
                raise InputError(msg) from None
            record = json.loads(text)
            if not isinstance(record, dict):
                msg = f"record is not a JSON object (got {type(record).__name__})"
                raise InputError(msg)
            inputs.append(
                record_input(record.get("question"), record.get("html"), record.get("pages"))
            )
        except RECORD_ERRORS as exc:
            inputs.append(exc)
        records.append(record)
    todo = [x for x in inputs if not isinstance(x, BaseException)]
    pruned = iter(_prune_all([q for q, _ in todo], [p for _, p in todo]))
    results: list[Result] = []
    for (lineno, _), record, x in zip(items, records, inputs):
        outcome = x if isinstance(x, BaseException) else next(pruned)
        out = _passthrough(record) if isinstance(record, dict) else {}
        if isinstance(outcome, BaseException):
            out.update(line=lineno, error=error_fields(outcome))
        else:
            out.update(summary(outcome))
        results.append((not isinstance(outcome, BaseException), _dump(out)))
    return results


def _prune_all(questions: list[str], pages: list[Any]) -> list[Any]:
    """Each document's result or exception, in order."""
    batch = getattr(_pruner, "batch", None)
    if batch is not None:
        return list(batch(questions, pages, threads=_threads))
    out: list[Any] = []
    for question, doc in zip(questions, pages):  # a pruner without batches (HIRO)
        try:
            out.append(_pruner(question, doc))
        except RECORD_ERRORS as exc:
            out.append(exc)
    return out


def _groups(
    records: Iterator[tuple[int, bytes]], max_records: int
) -> Iterator[list[tuple[int, bytes]]]:
    """Consecutive records, up to ``max_records`` records or ``_GROUP_BYTES`` bytes per group."""
    group: list[tuple[int, bytes]] = []
    size = 0
    for item in records:
        group.append(item)
        size += len(item[1])
        if len(group) >= max_records or size >= _GROUP_BYTES:
            yield group
            group, size = [], 0
    if group:
        yield group


def _passthrough(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k not in ("html", "pages")}


def _dump(out: dict[str, Any]) -> bytes:
    text = json.dumps(out, ensure_ascii=False)
    try:
        return text.encode("utf-8") + b"\n"
    except UnicodeEncodeError:  # a lone surrogate (from a "\ud800" escape) stays escaped
        return json.dumps(out).encode("ascii") + b"\n"


def read_records(stream: Iterable[bytes], skip: int = 0) -> Iterator[tuple[int, bytes]]:
    """Non-blank lines with their 1-based line numbers, after the first ``skip`` such records."""
    for lineno, line in enumerate(stream, 1):
        if not line.strip():
            continue
        if skip:
            skip -= 1
            continue
        yield lineno, line


def count_done(path: str) -> int:
    """Whole records an interrupted run wrote to ``path``; a torn last line is cut off the file first.

    Reads the file in fixed-size chunks, so memory does not grow with the output.
    """
    if not os.path.exists(path):
        return 0
    with open(path, "r+b") as f:
        end = f.seek(0, os.SEEK_END)
        keep = _after_last_newline(f, end)
        if keep < end:
            f.truncate(keep)
        f.seek(0)
        return _count_newlines(f)[0]


def _after_last_newline(f: IO[bytes], end: int) -> int:
    pos = end
    while pos > 0:
        start = max(0, pos - (1 << 16))
        f.seek(start)
        i = f.read(pos - start).rfind(b"\n")
        if i >= 0:
            return start + i + 1
        pos = start
    return 0


def _count_lines(path: str) -> int | None:
    """Lines of a regular file (the progress bar's total), read in chunks; None for pipes."""
    if path == "-" or not os.path.isfile(path):
        return None
    with open(path, "rb") as f:
        n, last = _count_newlines(f)
    return n + (last != b"\n")


def _count_newlines(f: IO[bytes]) -> tuple[int, bytes]:
    """Newlines from the position of ``f`` to its end, and the last byte read (b"\\n" if none)."""
    n, last = 0, b"\n"
    chunk = f.read(_CHUNK)
    while chunk:
        n += chunk.count(b"\n")
        last = chunk[-1:]
        chunk = f.read(_CHUNK)
    return n, last


def _serial(
    records: Iterator[tuple[int, bytes]], make_pruner: PrunerFactory, group: int
) -> Generator[Result, None, None]:
    """Results in input order from this process, ``group`` records at a time on its native threads."""
    _init_worker(make_pruner, worker_of=None)
    for items in _groups(records, group):
        yield from process_records(items)


def _parallel(
    records: Iterator[tuple[int, bytes]], make_pruner: PrunerFactory, jobs: int, group: int
) -> Generator[Result, None, None]:
    """Results in input order from ``jobs`` spawned processes, at most ``2 * jobs`` groups in flight.

    ``group``: records per call into a worker (at most; see :func:`_groups`).

    A reader thread reads and submits (it may block on a slow pipe while finished results are written);
    this generator waits for the results in order. Closing it cancels what is queued.
    """
    import concurrent.futures as cf
    import multiprocessing as mp

    make_pruner()  # a bad option or a missing model fails here, once, with its own message
    executor = cf.ProcessPoolExecutor(
        jobs,
        mp_context=mp.get_context("spawn"),  # fork is unsafe with the tokenizer's and ORT's threads
        initializer=_init_worker,
        initargs=(make_pruner, jobs),
    )
    slots = threading.Semaphore(2 * jobs)
    pending: queue.Queue[Any] = queue.Queue()
    stop = threading.Event()
    end = object()

    def feed() -> None:
        try:
            for items in _groups(records, group):
                while not slots.acquire(timeout=0.1):
                    if stop.is_set():
                        return
                if stop.is_set():
                    return
                pending.put(executor.submit(process_records, items))
        except BaseException as exc:  # noqa: BLE001 - reading failed: the consumer re-raises it
            if not stop.is_set():
                pending.put(exc)
            return
        pending.put(end)

    reader = threading.Thread(target=feed, name="htmlprune-batch-reader", daemon=True)
    reader.start()
    finished = False
    try:
        while True:
            item = pending.get()
            if item is end:
                finished = True
                return
            if isinstance(item, BaseException):
                raise item
            try:
                results = item.result()
            except cf.BrokenExecutor as exc:  # a worker was killed (out of memory, a signal)
                msg = f"a worker process died ({exc}); the output holds every record before it"
                raise HtmlpruneError(msg) from exc
            slots.release()
            yield from results
    finally:
        stop.set()
        # On an interrupt or error only the records already running finish; queued ones are dropped.
        executor.shutdown(wait=finished, cancel_futures=not finished)


def _is_regular_file(stream: IO[bytes]) -> bool:
    try:
        return stat.S_ISREG(os.fstat(stream.fileno()).st_mode)
    except (OSError, ValueError, AttributeError):  # no descriptor (a test's stand-in for stdin)
        return False


def _open_input(input_path: str, jobs: int) -> IO[bytes]:
    """The records' stream: the file, or stdin (``-``).

    With ``jobs > 1`` a reader thread reads, and after Ctrl-C it may still be blocked on a pipe that is
    open. It then reads through its own buffered reader of a duplicate descriptor: blocked on
    ``sys.stdin.buffer`` it would hold that reader's lock, which the interpreter's shutdown waits for
    (a fatal error, SIGABRT, instead of exit status 130).
    """
    if input_path != "-":
        return open(input_path, "rb")
    if jobs > 1:
        try:
            return os.fdopen(os.dup(sys.stdin.fileno()), "rb")
        except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
            pass  # no descriptor (a test's stand-in for stdin)
    return sys.stdin.buffer


def _progress(enabled: bool | None, input_path: str, initial: int) -> Any:
    if enabled is None:
        enabled = sys.stderr.isatty()
    if not enabled:
        return None
    try:
        from tqdm import tqdm
    except ImportError:
        return None
    total = _count_lines(input_path)
    return tqdm(total=total, initial=initial, unit="rec", file=sys.stderr, dynamic_ncols=True)


def run_batch(
    input_path: str,
    output_path: str,
    make_pruner: PrunerFactory,
    *,
    jobs: int = 1,
    resume: bool = False,
    progress: bool | None = None,
    stats: BatchStats | None = None,
) -> BatchStats:
    """Prunes every record of a JSONL file (``-``: stdin) into a JSONL file (``-``: stdout).

    Args:
        input_path: one ``{"question", "html" | "pages", ...}`` object per line.
        output_path: one output line per input record, in input order.
        make_pruner: builds the pruner; called once in each worker process (picklable when ``jobs > 1``).
        jobs: worker processes; 1 runs in this process.
        resume: append to ``output_path``, skipping the records it already holds.
        progress: a tqdm bar on stderr; None = when stderr is a terminal.
        stats: updated as records are written (so a caller still has the counts after an interrupt).

    Raises:
        InputError: ``resume`` with stdout as the output.
        OSError: the input cannot be read or the output written.
    """
    stats = stats if stats is not None else BatchStats()
    if resume and output_path == "-":
        msg = "--resume needs an output file to append to, not stdout"
        raise InputError(msg)
    stats.skipped = count_done(output_path) if resume else 0
    bar = _progress(progress, input_path, stats.skipped)
    in_stream = _open_input(input_path, jobs)
    try:
        out_stream = (
            sys.stdout.buffer if output_path == "-" else open(output_path, "ab" if resume else "wb")  # noqa: SIM115
        )
    except BaseException:
        if in_stream is not sys.stdin.buffer:
            in_stream.close()
        raise
    records = read_records(in_stream, stats.skipped)
    # records from a pipe one by one, each as soon as it arrives; from a file in groups (one process: a
    # group per core's worth, pruned on every core)
    group = _GROUP_RECORDS if _is_regular_file(in_stream) else 1
    if jobs == 1:
        results = _serial(records, make_pruner, group if group == 1 else group * (os.cpu_count() or 1))
    else:
        results = _parallel(records, make_pruner, jobs, group)
    read_to_end = False
    try:
        for ok, line in results:
            out_stream.write(line)
            out_stream.flush()  # whole lines reach the file as they are done: resume loses nothing
            stats.ok += ok
            stats.failed += not ok
            if bar is not None:
                bar.update(1)
        read_to_end = True
    finally:
        results.close()
        if bar is not None:
            bar.close()
        # a pipe the reader thread may still be blocked on stays open: closing would wait for its lock
        if in_stream is not sys.stdin.buffer and (read_to_end or input_path != "-"):
            in_stream.close()
        if out_stream is not sys.stdout.buffer:
            out_stream.close()
    return stats
