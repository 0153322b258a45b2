"""The path prompt: the released pruners' template, and fitting long HTML into the model's context.

The prompt is the one the released HtmlRAG pruner checkpoints were trained on, put in the user turn of the
model's chat template. HTML that does not fit is cut at a block boundary (:class:`PromptTruncatedWarning`).
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from htmlprune.errors import InputError

__all__ = [
    "PROMPT_TEMPLATE",
    "PromptTruncatedWarning",
    "char_offsets",
    "fit_prompt",
    "prompt_ids",
    "prompt_limit",
]

#: The user turn the HtmlRAG pruner checkpoints were trained on (``{html}`` and ``{question}`` filled in).
PROMPT_TEMPLATE = (
    "**HTML**: ```{html}```\n**Question**: **{question}**\n Your task is to identify the most relevant text "
    "piece to the given question in the HTML document. This text piece could either be a direct paraphrase "
    "to the fact, or a supporting evidence that can be used to infer the fact. The overall length of the "
    "text piece should be more than 300 words and less than 500 words. You should provide the path to the "
    "text piece in the HTML document. An example for the output is: <html 1><body><div 2><p>Some key "
    "information..."
)


class PromptTruncatedWarning(UserWarning):
    """The HTML did not fit the model's context and was cut at a block boundary for the prompt."""


def prompt_ids(tokenizer: Any, query: str, html: str) -> list[int]:
    """Token ids of the full prompt (chat template, user turn, assistant header) for ``html``."""
    text = tokenizer.apply_chat_template(
        [{"role": "user", "content": PROMPT_TEMPLATE.format(html=html, question=query)}],
        tokenize=False,
        add_generation_prompt=True,
    )
    return list(tokenizer(text, add_special_tokens=False)["input_ids"])


def char_offsets(html: str, byte_offsets: np.ndarray) -> np.ndarray:
    """UTF-8 byte offsets into ``html`` to str (code point) offsets."""
    raw = html.encode("utf-8")
    if len(raw) == len(html):
        return byte_offsets.astype(np.int64)
    starts = (np.frombuffer(raw, dtype=np.uint8) & 0xC0) != 0x80
    prefix = np.concatenate(([0], np.cumsum(starts, dtype=np.int64)))
    return prefix[np.clip(byte_offsets.astype(np.int64), 0, len(raw))]


_TAG_END = re.compile(">")


def prompt_limit(max_prompt_tokens: int | None, context: int, longest_path: int) -> int:
    """The most prompt tokens: ``max_prompt_tokens`` and the model's ``context`` (0: unknown) less the path."""
    if max_prompt_tokens is not None:
        limit = max_prompt_tokens
        if context:
            limit = min(limit, context - longest_path)
    elif context:
        limit = context - longest_path
    else:
        limit = 1 << 30
    if limit < 1:
        msg = f"the model's context ({context} tokens) cannot hold a path of {longest_path} tokens"
        raise InputError(msg)
    return limit


def fit_prompt(
    ids_of: Callable[[str, str], list[int]],
    tokenizer: Any,
    query: str,
    html: str,
    cut_points: Sequence[int] | np.ndarray | None,
    limit: int,
) -> tuple[list[int], int]:
    """The prompt ids and how many characters of ``html`` they show.

    All of it, or the longest prefix ending at a cut point that keeps the prompt within ``limit`` tokens.
    ``ids_of(query, html)`` builds a prompt's ids (:meth:`PathScorer.prompt_ids`); ``tokenizer`` gives the
    HTML's token offsets. Warns (:class:`PromptTruncatedWarning`) at the caller of ``PathScorer.score_paths``
    when it cuts.
    """
    # Not the native budget engine's job: what is counted here is the scoring model's chat-templated
    # prompt in the model's own tokenizer (special tokens included), which only Python can build; a
    # native search would call back into Python for every count. The offsets below make it one or two
    # encodings in the common case.
    ids = ids_of(query, html)
    if len(ids) <= limit:
        return ids, len(html)
    overhead = len(ids_of(query, ""))
    room = limit - overhead
    if room < 0:
        msg = (
            f"the question and prompt template alone take {overhead} tokens, more than the prompt limit "
            f"of {limit}; shorten the question or raise max_prompt_tokens"
        )
        raise InputError(msg)
    if cut_points is None:
        cuts = np.fromiter((m.end() for m in _TAG_END.finditer(html)), dtype=np.int64)
    else:
        cuts = np.asarray(cut_points, dtype=np.int64).reshape(-1)
    cuts = np.unique(np.concatenate((cuts[(cuts >= 0) & (cuts <= len(html))], [0])))
    # The HTML's first `room` tokens on their own end at ends[room-1]. Inside the prompt the edges may
    # tokenize a little differently, so check: the best cut at or below that point usually fits at once;
    # otherwise binary search the cut points below it (token count grows with the cut).
    try:
        enc = tokenizer(html, add_special_tokens=False, return_offsets_mapping=True)
        ends = [e for _, e in enc["offset_mapping"]] or [0]
        ends_arr = np.maximum.accumulate(np.asarray(ends, dtype=np.int64))
        max_char = len(html)  # when all the HTML's tokens fit alone and only the edges overflow
        if room <= len(ends_arr):
            max_char = int(ends_arr[room - 1]) if room > 0 else 0
    except NotImplementedError:  # slow tokenizers have no offsets: search all cut points
        max_char = len(html)
    candidates = cuts[cuts <= max_char]  # ascending, candidates[0] == 0
    chosen = ids_of(query, html[: int(candidates[-1])])
    if len(chosen) <= limit:
        best = len(candidates) - 1
    else:
        lo, hi = 0, len(candidates) - 2  # invariant: candidates[lo] fits (0 does: room >= 0)
        chosen = ids_of(query, "")
        while lo < hi:
            mid = (lo + hi + 1) // 2
            ids = ids_of(query, html[: int(candidates[mid])])
            if len(ids) <= limit:
                lo, chosen = mid, ids
            else:
                hi = mid - 1
        best = lo  # `chosen` holds the prompt of candidates[lo]
    cut = int(candidates[best])
    warnings.warn(
        f"HTML of {len(html)} characters does not fit the prompt limit of {limit} tokens; the prompt "
        f"shows its first {cut} characters (cut at a block boundary). Prune coarsely first, or raise "
        f"max_prompt_tokens.",
        PromptTruncatedWarning,
        stacklevel=4,
    )
    return chosen, cut
