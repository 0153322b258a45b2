"""LLM backends: the OpenAI-compatible client against a local test server, and constrained decoding of tag ids
with the real SmolLM2 tokenizer and model."""

from __future__ import annotations

import gzip
import json
import re
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from htmlprune.errors import InputError, ModelError
from htmlprune.search import (
    LLM,
    OpenAICompatibleLLM,
    TagIdConstraint,
    TagIdLogitsProcessor,
    TransformersLLM,
    parse_tag_ids,
)
from htmlprune.search.tag_grammar import _TagGrammar, _token_strings
from htmlprune.tokenizer import BUNDLED_TOKENIZER
from tests.search_support import LocalServer, Request, chat_completion, local_server, smollm2

ANSWER = re.compile(r"^(None|TAG-\d+(, ?TAG-\d+)*)$")
MSG = [{"role": "user", "content": "Which tags? <TAG-1>a</TAG-1>"}]


@pytest.fixture
def server() -> Iterator[LocalServer]:
    with local_server() as srv:
        srv.route(
            "/v1/chat/completions",
            lambda _r: (200, {"Content-Type": "application/json"}, chat_completion(" TAG-1 ")),
        )
        yield srv


def test_openai_request_and_reply(server: LocalServer) -> None:
    llm = OpenAICompatibleLLM(
        server.url + "/v1", "qwen-test", api_key="sk-test", extra_body={"top_p": 0.5}
    )
    assert isinstance(llm, LLM)
    assert llm.chat(MSG, max_new_tokens=7, json_mode=True) == "TAG-1"
    req = server.hits("/v1/chat/completions")[0]
    assert req.method == "POST"
    assert req.headers["authorization"] == "Bearer sk-test"
    body = req.json()
    assert body == {
        "model": "qwen-test",
        "messages": MSG,
        "max_tokens": 7,
        "temperature": 0.0,
        "stream": False,
        "response_format": {"type": "json_object"},
        "top_p": 0.5,
    }
    assert "sk-test" not in repr(llm)


def test_openai_guided_decoding_styles(server: LocalServer) -> None:
    c = TagIdConstraint((1, 2, 3))
    OpenAICompatibleLLM(server.url + "/v1", "m", constraint_style="vllm").chat(MSG, constraint=c)
    OpenAICompatibleLLM(server.url + "/v1", "m", constraint_style="llama.cpp").chat(
        MSG, constraint=c
    )
    OpenAICompatibleLLM(server.url + "/v1", "m").chat(MSG, constraint=c)
    bodies = [r.json() for r in server.hits("/v1/chat/completions")]
    assert re.fullmatch(bodies[0]["guided_regex"], "TAG-1, TAG-3")
    assert re.fullmatch(bodies[0]["guided_regex"], "None")
    assert not re.fullmatch(bodies[0]["guided_regex"], "TAG-0")
    assert bodies[1]["grammar"].startswith('root ::= "None" |')
    assert "guided_regex" not in bodies[2]
    assert "grammar" not in bodies[2]
    assert "authorization" not in server.hits("/v1/chat/completions")[2].headers


def test_openai_retries_with_backoff(server: LocalServer) -> None:
    calls = {"n": 0}

    def flaky(_r: Request) -> tuple[int, dict[str, str], bytes]:
        calls["n"] += 1
        if calls["n"] == 1:
            return (
                429,
                {"Retry-After": "0", "Content-Type": "application/json"},
                b'{"error": "rate limited"}',
            )
        if calls["n"] == 2:
            return 503, {}, b"overloaded"
        return 200, {"Content-Type": "application/json"}, chat_completion("None")

    server.route("/v1/chat/completions", flaky)
    assert OpenAICompatibleLLM(server.url + "/v1", "m", retries=2, backoff=0.0).chat(MSG) == "None"
    assert calls["n"] == 3


def test_openai_errors(server: LocalServer) -> None:
    server.route(
        "/v1/chat/completions", lambda _r: (400, {}, b'{"error": {"message": "bad model"}}')
    )
    with pytest.raises(ModelError, match=r"HTTP 400.*bad model"):
        OpenAICompatibleLLM(server.url + "/v1", "m", retries=3, backoff=0.0).chat(MSG)
    assert len(server.hits("/v1/chat/completions")) == 1  # 400 is not retried

    server.route("/v1/chat/completions", lambda _r: (500, {}, b"boom"))
    with pytest.raises(ModelError, match="after 2 attempt"):
        OpenAICompatibleLLM(server.url + "/v1", "m", retries=1, backoff=0.0).chat(MSG)

    server.route(
        "/v1/chat/completions",
        lambda _r: (200, {"Content-Type": "application/json"}, b'{"choices": []}'),
    )
    with pytest.raises(ModelError, match="without choices"):
        OpenAICompatibleLLM(server.url + "/v1", "m").chat(MSG)

    with local_server() as gone:
        url = gone.url
    with pytest.raises(ModelError, match="ConnectError"):
        OpenAICompatibleLLM(url + "/v1", "m", retries=1, backoff=0.0, timeout=2).chat(MSG)


def test_openai_timeout_is_retried_then_fails(server: LocalServer) -> None:
    gate = threading.Event()

    def hang(_r: Request) -> tuple[int, dict[str, str], bytes]:
        gate.wait(2.0)
        return 200, {"Content-Type": "application/json"}, chat_completion("late")

    server.route("/v1/chat/completions", hang)
    with pytest.raises(ModelError, match="ReadTimeout"):
        OpenAICompatibleLLM(server.url + "/v1", "m", retries=1, backoff=0.0, timeout=0.2).chat(MSG)
    gate.set()
    assert len(server.hits("/v1/chat/completions")) == 2


def test_openai_concurrent_calls(server: LocalServer) -> None:
    def echo(r: Request) -> tuple[int, dict[str, str], bytes]:
        return (
            200,
            {"Content-Type": "application/json"},
            chat_completion(r.json()["messages"][0]["content"]),
        )

    server.route("/v1/chat/completions", echo)
    with OpenAICompatibleLLM(server.url + "/v1", "m") as llm, ThreadPoolExecutor(8) as pool:
        got = list(pool.map(lambda i: llm.chat([{"role": "user", "content": f"q{i}"}]), range(16)))
    assert got == [f"q{i}" for i in range(16)]


def test_argument_checks() -> None:
    with pytest.raises(InputError, match="base_url"):
        OpenAICompatibleLLM("localhost:8000", "m")
    with pytest.raises(InputError, match="constraint_style"):
        OpenAICompatibleLLM("http://x/v1", "m", constraint_style="tgi")
    with pytest.raises(InputError, match="messages"):
        OpenAICompatibleLLM("http://x/v1", "m").request_body("hello")  # type: ignore[arg-type]
    with pytest.raises(InputError, match="positive"):
        TagIdConstraint((0, 1))
    with pytest.raises(InputError, match="allow None"):
        TagIdConstraint((), allow_none=False)


# -- constrained decoding with the real SmolLM2 tokenizer ---------------------------------------------------


@pytest.fixture(scope="module")
def smol_tokenizer(tmp_path_factory: pytest.TempPathFactory) -> Any:
    from transformers import PreTrainedTokenizerFast

    path = tmp_path_factory.mktemp("tok") / "tokenizer.json"
    path.write_bytes(gzip.decompress(Path(BUNDLED_TOKENIZER).read_bytes()))
    return PreTrainedTokenizerFast(tokenizer_file=str(path), eos_token="<|im_end|>")


@pytest.fixture(scope="module")
def strings(smol_tokenizer: Any) -> dict[int, str]:
    return _token_strings(smol_tokenizer)


def _texts(proc: TagIdLogitsProcessor, allowed: list[int]) -> set[str]:
    return {proc.strings.get(t, "<eos>") for t in allowed}


def test_allowed_tokens_follow_the_grammar(smol_tokenizer: Any, strings: dict[int, str]) -> None:
    eos = smol_tokenizer.convert_tokens_to_ids("<|im_end|>")
    proc = TagIdLogitsProcessor(
        TagIdConstraint(tuple(range(1, 13)), max_ids=2),
        smol_tokenizer,
        0,
        token_strings=strings,
        eos_token_ids=[eos],
    )
    enc = lambda s: smol_tokenizer.encode(s, add_special_tokens=False)
    start = _texts(proc, proc.allowed([]))
    assert start
    assert all("TAG-".startswith(s) or "None".startswith(s) or s.startswith("TAG") for s in start)
    assert "<eos>" not in start
    assert _texts(proc, proc.allowed(enc("None"))) == {"<eos>"}
    after_one = _texts(proc, proc.allowed(enc("TAG-1")))
    assert {"0", "1", "2", ",", "<eos>"} <= after_one
    assert "3" not in after_one
    assert " " not in after_one
    assert _texts(proc, proc.allowed(enc("TAG-"))) >= {str(d) for d in range(1, 10)}
    assert "0" not in _texts(proc, proc.allowed(enc("TAG-")))
    # TAG-12 is complete (no 120+ ids); a repeat of TAG-12 and a third id (max_ids=2) are impossible.
    assert _texts(proc, proc.allowed(enc("TAG-12"))) == {",", "<eos>"}
    after_two = _texts(proc, proc.allowed(enc("TAG-12, TAG-1")))
    assert "2" not in after_two
    assert "," not in after_two
    assert "<eos>" in after_two


def test_logits_are_masked(smol_tokenizer: Any, strings: dict[int, str]) -> None:
    import torch

    eos = smol_tokenizer.convert_tokens_to_ids("<|im_end|>")
    prompt = smol_tokenizer.encode("pick:", add_special_tokens=False)
    proc = TagIdLogitsProcessor(
        TagIdConstraint((3, 4)),
        smol_tokenizer,
        len(prompt),
        token_strings=strings,
        eos_token_ids=[eos],
    )
    ids = torch.tensor([prompt + smol_tokenizer.encode("TAG-", add_special_tokens=False)])
    scores = torch.zeros((1, len(smol_tokenizer)))
    out = proc(ids, scores)
    kept = {
        smol_tokenizer.decode([i]) for i in torch.nonzero(torch.isfinite(out[0])).flatten().tolist()
    }
    assert kept == {"3", "4"}


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(1, 300), min_size=1, max_size=40, unique=True),
    st.integers(1, 5),
    st.randoms(use_true_random=False),
)
def test_random_walks_only_make_valid_answers(
    smol_tokenizer: Any, strings: dict[int, str], ids: list[int], max_ids: int, rnd: Any
) -> None:
    """Whatever allowed token a model picks at each step, the answer parses to distinct valid ids."""
    eos = smol_tokenizer.convert_tokens_to_ids("<|im_end|>")
    proc = TagIdLogitsProcessor(
        TagIdConstraint(tuple(ids), max_ids=max_ids),
        smol_tokenizer,
        0,
        token_strings=strings,
        eos_token_ids=[eos],
    )
    out: list[int] = []
    for _ in range(40):
        nxt = rnd.choice(proc.allowed(out))
        if nxt == eos:
            break
        out.append(nxt)
    else:
        return  # ran out of steps mid-answer (a max_new_tokens cut); nothing to check
    text = "".join(strings[t] for t in out)
    assert ANSWER.match(text), text
    got = re.findall(r"TAG-(\d+)", text)
    assert len(got) == len(set(got)) <= max_ids
    assert parse_tag_ids(text, ids) == sorted(int(g) for g in got)


def test_grammar_directly() -> None:
    g = _TagGrammar(TagIdConstraint((5, 50, 51)))
    for ok in ("None", "TAG-5", "TAG-50, TAG-5", "TAG-51,TAG-50"):
        state = g.run(ok)
        assert state is not None, ok
        assert g.accepting(state), ok
    for bad in ("TAG-6", "TAG-05", "TAG-5, TAG-5", "None, TAG-5", " TAG-5", "TAG-52", "TAG-5 "):
        state = g.run(bad)
        assert state is None or not g.accepting(state), bad
    assert g.run("TAG-") is not None
    assert not g.accepting(g.run("TAG-"))


# -- the real SmolLM2 model ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def smollm() -> Any:
    return smollm2()


@pytest.mark.slow
def test_smollm_constrained_answers_only_valid_ids(smollm: Any) -> None:
    tagged = (
        "<TAG-1>Tea reached Japan in the early 9th century.</TAG-1> <TAG-2>Coffee is brewed from beans.</TAG-2>\n"
        "<TAG-3>Black tea is the most consumed variety.</TAG-3>"
    )
    messages = [
        {
            "role": "user",
            "content": f"{tagged}\n\nWhich tags mention Japan? Answer with tag ids or None.",
        }
    ]
    for c in (
        TagIdConstraint((1, 2, 3)),
        TagIdConstraint((2, 3), max_ids=1),
        TagIdConstraint((), allow_none=True),
    ):
        answer = smollm.chat(messages, max_new_tokens=12, constraint=c)
        assert ANSWER.match(answer), answer
        ids = [int(x) for x in re.findall(r"TAG-(\d+)", answer)]
        assert set(ids) <= set(c.valid_ids)
        assert len(ids) == len(set(ids))
        if c.max_ids:
            assert len(ids) <= c.max_ids
        if not c.valid_ids:
            assert answer == "None"


@pytest.mark.slow
def test_smollm_unconstrained_chat_and_token_count(smollm: Any) -> None:
    answer = smollm.chat(
        [{"role": "user", "content": "Reply with one word: hello"}], max_new_tokens=4
    )
    assert isinstance(answer, str)
    assert answer
    assert smollm.count_tokens("hello world") == 2
    too_long = [{"role": "user", "content": "word " * (smollm.max_input_tokens + 10)}]
    with pytest.raises(InputError, match="max_input_tokens"):
        smollm.chat(too_long, max_new_tokens=1)


def test_unknown_adapter_fails_before_loading() -> None:
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    with pytest.raises(InputError, match="no LoRA adapter"):
        TransformersLLM(adapter="no-such-adapter")


def test_chat_completion_body_is_valid_json() -> None:
    assert json.loads(chat_completion("x"))["choices"][0]["message"]["content"] == "x"
