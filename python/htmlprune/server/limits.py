"""Admission and resource limits: concurrency (429), body size (413), body read time (408), work time (504).

Everything here runs on the event loop's thread except the work handed to the pool, so the limiter's
counter and its waiting requests need no lock; the pool's threads report back through
``loop.call_soon_threadsafe``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import functools
import time
from collections.abc import Awaitable, MutableMapping
from email.message import Message
from typing import Any, Callable, TypeVar

from htmlprune.server.errors import ERROR_CODES, ServiceError, error_body

__all__ = ["ConcurrencyLimiter", "GuardMiddleware", "Slot", "run_in_pool"]

T = TypeVar("T")
Scope = MutableMapping[str, Any]
ASGIMessage = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[ASGIMessage]]
Send = Callable[[ASGIMessage], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class Slot:
    """One admitted request. It stays taken until the request has answered *and* its work has ended.

    A request that times out answers 504 at once, but its worker thread runs on until the pipeline's
    next deadline check; holding the slot until then keeps ``max_concurrency`` an honest bound on the
    work in progress.
    """

    __slots__ = ("_holders", "_limiter")

    def __init__(self, limiter: ConcurrencyLimiter) -> None:
        self._limiter = limiter
        self._holders = 1

    def hold(self) -> None:
        """Another holder (a job in the pool) keeps the slot."""
        self._holders += 1

    def release(self) -> None:
        """One holder is done; the last one frees the slot (or hands it to a waiting request)."""
        self._holders -= 1
        if self._holders == 0:
            self._limiter._free_one()


class ConcurrencyLimiter:
    """At most ``limit`` slots at once; requests beyond may wait a little for one.

    Shedding load without collapsing (the "adaptive LIFO" of queueing practice): :meth:`acquire` takes
    a free slot at once. When all are taken, up to ``max_waiting`` requests wait for one, at most ``wait``
    seconds each; a freed slot goes to the request that arrived *last*. Under overload the newest
    requests are served at once and the oldest get no slot, so the requests that are admitted waited
    little (their latency stays that of the work), and no slot stands idle while a request waits. A
    request that got no slot is refused ``refuse_after`` seconds after it arrived (at least ``wait``):
    the delay paces clients that retry a 429 at once, each refusal taking that long instead of a round
    trip, so that the event loop spends its time on admitted work rather than on a storm of refusals,
    without making an admitted request wait longer than ``wait``. Beyond ``max_waiting``, or with
    ``wait`` 0, a request is refused at once.
    """

    def __init__(
        self, limit: int, *, wait: float = 0.0, max_waiting: int = 0, refuse_after: float = 0.0
    ) -> None:
        self.limit = limit
        self.wait = wait
        self.refuse_after = max(wait, refuse_after)
        self.max_waiting = max_waiting if wait > 0 else 0
        self._in_use = 0
        self._waiters: list[asyncio.Future[Slot | None]] = []  # a stack: the newest is served first

    @property
    def in_use(self) -> int:
        """Slots taken now."""
        return self._in_use

    @property
    def waiting(self) -> int:
        """Requests waiting for a slot now."""
        return sum(1 for waiter in self._waiters if not waiter.done())

    def try_acquire(self) -> Slot | None:
        """A slot, or None when all are taken; never waits."""
        if self._in_use >= self.limit:
            return None
        self._in_use += 1
        return Slot(self)

    async def acquire(self) -> Slot | None:
        """A slot, at once or within ``wait`` seconds; None when none came (the caller answers 429)."""
        slot = self.try_acquire()
        if slot is not None or len(self._waiters) >= self.max_waiting:
            return slot
        loop = asyncio.get_running_loop()
        waiter: asyncio.Future[Slot | None] = loop.create_future()
        timer = loop.call_later(self.wait, _settle, waiter)
        self._waiters.append(waiter)
        try:
            slot = await waiter
        except BaseException:  # cancelled: a slot handed over in the meantime goes on
            if waiter.done() and not waiter.cancelled() and (handed := waiter.result()):
                handed.release()
            raise
        finally:
            timer.cancel()
            if waiter in self._waiters:  # it timed out (or was cancelled) before being served
                self._waiters.remove(waiter)
        if slot is None and self.refuse_after > self.wait:
            await asyncio.sleep(self.refuse_after - self.wait)  # no longer waiting: gets no slot
        return slot

    def _free_one(self) -> None:
        # On the loop's thread (Slot.release's callers): the newest waiter still waiting gets the slot.
        while self._waiters:
            waiter = self._waiters.pop()
            if not waiter.done():
                waiter.set_result(Slot(self))
                return
        self._in_use -= 1


def _settle(waiter: asyncio.Future[Slot | None]) -> None:
    if not waiter.done():
        waiter.set_result(None)


async def run_in_pool(
    executor: concurrent.futures.Executor,
    fn: Callable[[], T],
    *,
    slot: Slot | None,
    deadline: float,
) -> T:
    """Runs ``fn`` on the pool and awaits it until ``deadline`` (``time.monotonic()`` seconds).

    Raises:
        ServiceError: ``timeout`` when the deadline passes first; the job keeps its slot until it ends.
    """
    loop = asyncio.get_running_loop()
    remaining = deadline - time.monotonic()
    if remaining <= 0:
        raise ServiceError("timeout", "the request timed out before its work could start")
    job = executor.submit(fn)
    if slot is not None:
        slot.hold()

        def done(_job: concurrent.futures.Future[T]) -> None:
            with contextlib.suppress(RuntimeError):  # a closed loop: the server is shutting down
                loop.call_soon_threadsafe(slot.release)

        job.add_done_callback(done)
    waiter = asyncio.wrap_future(job)
    try:
        # shield: a timeout must not cancel the wrapped future while the thread still runs it.
        return await asyncio.wait_for(asyncio.shield(waiter), remaining)
    except asyncio.TimeoutError:
        job.cancel()  # only succeeds while it still waits for a thread
        waiter.add_done_callback(_consume)  # nobody awaits it any more: don't log its late error
        msg = "the work did not finish within the request time limit; retry with fewer or smaller pages"
        raise ServiceError("timeout", msg) from None


def _consume(future: asyncio.Future[Any]) -> None:
    if not future.cancelled():
        future.exception()


class _BodyTooLarge(Exception):
    def __init__(self, more_body: bool) -> None:
        super().__init__()
        self.more_body = more_body  # the client has more of the body to send


class _BodyTimeout(Exception):
    pass


class _Disconnected(Exception):
    pass


@functools.lru_cache(
    maxsize=64
)  # clients send a handful of distinct values; parsing one costs ~15 µs
def _is_json(content_type: str) -> bool:
    message = Message()
    message["content-type"] = content_type
    if message.get_content_maintype() != "application":
        return False
    subtype = message.get_content_subtype()
    return subtype == "json" or subtype.endswith("+json")


class GuardMiddleware:
    """ASGI middleware in front of the ``/v1/`` endpoints.

    In order: admission on the headers alone (429 when ``limiter`` has no slot for it, before any of
    the body is asked for: a client that sent ``Expect: 100-continue`` never sends it), Content-Type
    of a POST body (415), the declared Content-Length (413 without keeping anything), then the body
    itself, read chunk by chunk until ``max_body_bytes`` (413) or the request's deadline (408). Before
    a 413 the rest of the body is read and dropped (bounded), so that clients that send it all before
    reading get the answer. The app then sees the buffered body, the deadline in
    ``scope["state"]["deadline"]`` and the slot in ``scope["state"]["slot"]``.
    """

    def __init__(
        self,
        app: ASGIApp,
        *,
        limiter: ConcurrencyLimiter,
        max_body_bytes: int,
        request_timeout: float,
        prefix: str = "/v1/",
    ) -> None:
        self.app = app
        self.limiter = limiter
        self.max_body_bytes = max_body_bytes
        self.request_timeout = request_timeout
        self.prefix = prefix
        # The refusal is the same every time, and under overload it is most answers: built once.
        msg = f"{limiter.limit} requests are in flight (max_concurrency); retry shortly"
        start, body = _error_messages("overloaded", msg, {"retry-after": "1"})
        self._overloaded_start, self._overloaded_body = start, body

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith(self.prefix):
            await self.app(scope, receive, send)
            return
        deadline = time.monotonic() + self.request_timeout
        slot = await self.limiter.acquire()
        if slot is None:  # decided on the headers alone: the body is never asked for
            # Copies: a server or middleware may change the messages it is handed.
            start = self._overloaded_start
            await send({**start, "headers": list(start["headers"])})
            await send(dict(self._overloaded_body))
            return
        try:
            await self._admitted(scope, receive, send, slot, deadline)
        finally:
            slot.release()

    async def _admitted(
        self, scope: Scope, receive: Receive, send: Send, slot: Slot, deadline: float
    ) -> None:
        headers = {
            k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", ())
        }
        if scope.get("method") == "POST":
            content_type = headers.get("content-type", "")
            if not _is_json(content_type):
                msg = f"Content-Type must be application/json, got {content_type or 'none'!r}"
                await _send_error(send, "unsupported_media_type", msg)
                return
        declared = headers.get("content-length")
        if (
            declared is not None
            and declared.strip().isdigit()
            and int(declared) > self.max_body_bytes
        ):
            msg = f"body of {int(declared)} bytes exceeds max_body_bytes={self.max_body_bytes}"
            # A client that waits for "100 Continue" has sent nothing yet: answer at once.
            if headers.get("expect", "").strip().lower() != "100-continue":
                await _discard_body(receive, deadline)
            await _send_error(send, "body_too_large", msg)
            return
        try:
            body = await self._read_body(receive, deadline)
        except _BodyTooLarge as exc:
            msg = f"body exceeds max_body_bytes={self.max_body_bytes}"
            if exc.more_body:  # after the last chunk, receive() would wait for the client to leave
                await _discard_body(receive, deadline)
            await _send_error(send, "body_too_large", msg)
            return
        except _BodyTimeout:
            msg = f"the body did not arrive within request_timeout={self.request_timeout:g} s"
            await _send_error(send, "request_timeout", msg)
            return
        except _Disconnected:
            return  # nobody to answer
        state = scope.setdefault("state", {})
        state["deadline"] = deadline
        state["slot"] = slot
        await self.app(scope, _replay(body, receive), send)

    async def _read_body(self, receive: Receive, deadline: float) -> bytes:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise _BodyTimeout
        try:
            # One timer for the whole body, not one per chunk (wait_for makes a task each time).
            return await asyncio.wait_for(self._read_chunks(receive), remaining)
        except asyncio.TimeoutError:
            raise _BodyTimeout from None

    async def _read_chunks(self, receive: Receive) -> bytes:
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                raise _Disconnected
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body_bytes:
                raise _BodyTooLarge(bool(message.get("more_body", False)))
            chunks.append(chunk)
            if not message.get("more_body", False):
                return b"".join(chunks)


# Most bytes of a refused body read and dropped before answering 413 (see _discard_body).
DISCARD_BYTES = 1 << 30


async def _discard_body(receive: Receive, deadline: float) -> None:
    """Reads and drops the rest of a refused body, up to DISCARD_BYTES and until ``deadline``.

    Many clients (Python's urllib, requests) write the whole body before they read the answer. Closing
    with unread bytes in the socket makes the kernel send a reset, which destroys the 413 in flight:
    the client sees "connection reset" instead of the error. Draining first, bounded in bytes and time,
    lets the answer arrive (what servers with lingering close achieve); past the bounds the connection is
    closed anyway.
    """

    async def drop() -> None:
        dropped = 0
        while dropped <= DISCARD_BYTES:
            message = await receive()
            if message["type"] == "http.disconnect" or not message.get("more_body", False):
                return
            dropped += len(message.get("body", b""))

    remaining = deadline - time.monotonic()
    if remaining > 0:
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(drop(), remaining)


def _replay(body: bytes, receive: Receive) -> Receive:
    """A receive() that hands out the buffered body once, then defers to the server's (disconnects)."""
    sent = False

    async def replay() -> ASGIMessage:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay


async def _send_error(
    send: Send, code: str, message: str, headers: dict[str, str] | None = None
) -> None:
    for event in _error_messages(code, message, headers):
        await send(event)


def _error_messages(
    code: str, message: str, headers: dict[str, str] | None = None
) -> tuple[ASGIMessage, ASGIMessage]:
    """The ``http.response.start`` and ``http.response.body`` messages of an error answer."""
    body = error_body(code, message)
    raw_headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
    ]
    # The body is unread or partly read: ask the client to open a new connection for the next request.
    if code in ("body_too_large", "request_timeout"):
        raw_headers.append((b"connection", b"close"))
    raw_headers.extend((k.encode(), v.encode()) for k, v in (headers or {}).items())
    start = {"type": "http.response.start", "status": ERROR_CODES[code], "headers": raw_headers}
    return start, {"type": "http.response.body", "body": body}
