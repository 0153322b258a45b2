"""The chat-model protocol the parser and extractor steps call (:class:`LLM`) and its argument checks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol, runtime_checkable

from htmlprune.errors import InputError
from htmlprune.search.tag_grammar import TagIdConstraint

__all__ = ["LLM", "Message", "check_llm", "check_messages", "check_prompt"]

Message = Mapping[str, str]


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


def check_messages(messages: Sequence[Message]) -> list[dict[str, str]]:
    """The messages as plain dicts; InputError unless they are a non-empty list of role/content dicts."""
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
