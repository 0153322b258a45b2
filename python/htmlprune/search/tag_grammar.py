"""Tag-id answers of the extractor step: what they may look like, and enforcing that while a local model decodes.

:class:`TagIdConstraint` describes the language ``None | TAG-i(, TAG-i)*`` over the ids a window has;
:class:`TagIdLogitsProcessor` masks a transformers model's logits so that it can only write such an answer
(a character automaton replayed over the generated tokens). HTTP backends map the constraint to the server's
guided decoding instead (``regex()`` / ``gbnf()``).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from htmlprune.errors import InputError, ModelError

__all__ = ["TagIdConstraint", "TagIdLogitsProcessor"]


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
