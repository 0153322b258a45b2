"""Shared by the benchmarks: the dev corpora, the answer-matching rule, the reference and the baselines."""

from __future__ import annotations

import gzip
import json
import os
import re
import subprocess
import sys
import warnings
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any

from htmlprune.train.matching import normalize  # the data README's answer-matching rule

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data"
CORPORA = ("corpus_wcxb.jsonl.gz", "corpus_readability.jsonl.gz", "corpus_trafilatura.jsonl.gz")


def start_ab_worker(cmd: list[str], python_path: str, cpu: int) -> subprocess.Popen[str]:
    """A worker of a before/after benchmark: ``cmd`` with ``python_path`` (one checkout's python folder) first
    on its path, pinned to core ``cpu`` (-1: any) so that both workers see the same neighbours, once it has
    printed "ready"."""
    env = dict(os.environ, PYTHONPATH=python_path)
    proc = subprocess.Popen(cmd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    if cpu >= 0 and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(proc.pid, {cpu})
    assert proc.stdout is not None
    if proc.stdout.readline().strip() != "ready":
        sys.exit(f"the worker ({python_path}) did not start")
    return proc


def ask_worker(proc: subprocess.Popen[str], page: int) -> str:
    """Sends a page index to a worker; its one-line reply ("" when it has fewer pages)."""
    assert proc.stdin is not None
    assert proc.stdout is not None
    proc.stdin.write(f"{page}\n")
    proc.stdin.flush()
    return proc.stdout.readline()


def stop_workers(procs: list[subprocess.Popen[str]]) -> None:
    """Closes the workers' input (they exit) and waits for them."""
    for proc in procs:
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait()


def bench_pages_limit(default: int) -> int:
    """$HTMLPRUNE_BENCH_PAGES caps how many pages a benchmark reads (CI runs a small sample)."""
    return int(os.environ.get("HTMLPRUNE_BENCH_PAGES", default))


def megabytes(pages: list[str]) -> float:
    """UTF-8 size of ``pages`` in MB."""
    return sum(len(p.encode("utf-8")) for p in pages) / 1e6


def run_pages(benchmark: Any, fn: Any, pages: list[str]) -> Any:
    """One timed call ``fn(pages)``; records the page count and MB/s in the benchmark's extra info."""
    benchmark.extra_info["pages"] = len(pages)
    result = benchmark.pedantic(fn, args=(pages,), rounds=1, iterations=1)
    if benchmark.stats is not None:
        benchmark.extra_info["MB/s"] = round(megabytes(pages) / benchmark.stats.stats.mean, 1)
    return result


def read_jsonl_gz(name: str, limit: int | None = None) -> Iterator[dict[str, Any]]:
    with gzip.open(SHARED_DATA / name, "rt", encoding="utf-8") as f:
        for i, line in enumerate(f):
            if limit is not None and i >= limit:
                return
            yield json.loads(line)


def prune_all(items: list[dict[str, Any]], budget: int) -> list[str]:
    """The in-process pipeline's pruned HTML of each ``{"question", "html"}`` item (BM25, defaults)."""
    from htmlprune import HtmlPruner

    pruner = HtmlPruner(budget=budget)
    return [pruner(item["question"], item["html"]).html for item in items]


def answers_kept(answers: list[str], text: str) -> bool:
    norm = normalize(text)
    return all(normalize(a) in norm for a in answers)


@lru_cache(maxsize=1)
def smollm2_counter() -> Any:
    from htmlprune.tokenizer import load_tokenizer

    return load_tokenizer(None)


@lru_cache(maxsize=1)
def smollm2_transformers_tokenizer() -> Any:
    """The bundled SmolLM2 tokenizer as a transformers tokenizer, for the reference code's API."""
    from transformers import PreTrainedTokenizerFast

    return PreTrainedTokenizerFast(tokenizer_object=smollm2_counter().backend)


def reference_available() -> bool:
    """Whether the paper's code imports (it warns on import: langchain-community is deprecated)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            import htmlrag  # noqa: F401
        except ImportError:
            return False
    return True


def reference_prune(question: str, html: str, budgets: list[int], max_node_words: int = 256) -> dict[int, str]:
    """The paper's code: clean_html, build_block_tree, BM25HTMLPruner, prune_HTML; '' where it crashes."""
    reference_available()  # imports htmlrag with its import-time warnings silenced
    import htmlrag

    tok = smollm2_transformers_tokenizer()
    out: dict[int, str] = {}
    cleaned = htmlrag.clean_html(html)
    block_tree, cleaned = htmlrag.build_block_tree(cleaned, max_node_words=max_node_words)
    ranking = htmlrag.BM25HTMLPruner().calculate_block_rankings(question, cleaned, block_tree)
    for budget in budgets:
        try:
            out[budget] = htmlrag.BM25HTMLPruner().prune_HTML(cleaned, block_tree, ranking, tok, budget)
        except (AssertionError, ValueError, IndexError, AttributeError):
            out[budget] = ""
    return out


def text_truncated(text: str, budget: int) -> str:
    """Plain-text baseline: the leading text cut at the budget."""
    counter = smollm2_counter()
    ids = counter.encode(text)
    if len(ids) <= budget:
        return text
    cut = budget
    out = str(counter.backend.decode(ids[:cut]))
    while cut > 0 and counter.count(out) > budget:  # decoding a cut can re-tokenize longer (split UTF-8)
        cut -= 1
        out = str(counter.backend.decode(ids[:cut]))
    return out


_WORD = re.compile(r"\w+", re.UNICODE)


def text_bm25_chunks(question: str, text: str, budget: int, chunk_chars: int = 1000) -> str:
    """Plain-text baseline: ``chunk_chars``-character chunks ranked by BM25, best first, filled to the budget."""
    from rank_bm25 import BM25Okapi

    chunks = [text[i : i + chunk_chars] for i in range(0, len(text), chunk_chars)] or [""]
    corpus = [[w.lower() for w in _WORD.findall(c)] or [""] for c in chunks]
    scores = BM25Okapi(corpus).get_scores([w.lower() for w in _WORD.findall(question)])
    order = sorted(range(len(chunks)), key=lambda i: (-scores[i], i))
    counter = smollm2_counter()
    costs = counter.count_batch([chunks[i] + "\n" for i in order])
    picked: list[str] = []
    used = 0
    for i, cost in zip(order, costs):
        if used + cost <= budget:
            picked.append(chunks[i])
            used += cost
    if used < budget:  # top up with the head of the best chunk left out
        rest = [chunks[i] for i, c in zip(order, costs) if chunks[i] not in picked]
        if rest:
            picked.append(text_truncated(rest[0], budget - used - 1))
    joined = "\n".join(picked)
    while counter.count(joined) > budget and picked:
        picked.pop()
        joined = "\n".join(picked)
    return joined


@lru_cache(maxsize=4)
def page_markdown(html: str) -> str:
    """Markdown of the whole page by the ``html-to-markdown`` package, links reduced to their text, images
    dropped (its default preprocessing, which removes navigation and forms, left on: what a user gets)."""
    import html_to_markdown

    options = html_to_markdown.ConversionOptions(strip_tags=["a"], skip_images=True, extract_metadata=False)
    try:
        return str(html_to_markdown.convert(html, options).content or "")
    except Exception:  # noqa: BLE001 - a baseline that fails on a page keeps nothing of it
        return ""


@lru_cache(maxsize=4)
def trafilatura_markdown(html: str) -> str:
    """trafilatura 2.x main content as markdown with tables, favouring recall; '' where it finds none."""
    import trafilatura

    out = trafilatura.extract(
        html,
        output_format="markdown",
        include_tables=True,
        include_links=False,
        include_images=False,
        include_comments=False,
        favor_recall=True,
    )
    return out or ""


# crawl4ai's content filters (answer_recall.py's baselines): the package without its dependencies
# (most are the crawler's: playwright, litellm, ...), plus what the filters' module imports.
CRAWL4AI_INSTALL = (
    "pip install --no-deps crawl4ai==0.9.5 && "
    "pip install 'snowballstemmer~=2.2' pyOpenSSL xxhash python-dotenv rich psutil aiohttp requests"
)
_CRAWL4AI_ALIAS = "_crawl4ai_filters"


@lru_cache(maxsize=1)
def crawl4ai_filters() -> Any:
    """crawl4ai's ``content_filter_strategy`` module (PruningContentFilter, BM25ContentFilter).

    Loaded from the installed package as the private package ``_crawl4ai_filters``, whose
    ``__init__`` is never run: crawl4ai's own imports the whole crawler (browsers, LLM clients).
    The module and what it imports (``utils``, ``models``, ``config``, ...) are crawl4ai's files,
    unchanged. Raises ImportError where crawl4ai or one of their imports is missing
    (:data:`CRAWL4AI_INSTALL`).
    """
    import importlib
    import importlib.util

    spec = importlib.util.find_spec("crawl4ai")
    if spec is None or spec.origin is None or not spec.submodule_search_locations:
        msg = "crawl4ai is not installed"
        raise ImportError(msg)
    locations = list(spec.submodule_search_locations)
    package = importlib.util.spec_from_file_location(
        _CRAWL4AI_ALIAS, spec.origin, submodule_search_locations=locations
    )
    assert package is not None
    sys.modules[_CRAWL4AI_ALIAS] = importlib.util.module_from_spec(package)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return importlib.import_module(f"{_CRAWL4AI_ALIAS}.content_filter_strategy")
    except ImportError:
        for name in [n for n in sys.modules if n.split(".")[0] == _CRAWL4AI_ALIAS]:
            del sys.modules[name]
        raise


def crawl4ai_filtered_text(filter_name: str, html: str, **options: Any) -> str:
    """The visible text of the HTML chunks that crawl4ai's content filter ``filter_name`` (made with
    ``options``) keeps of ``html``, one chunk a line; '' where it keeps none."""
    import htmlprune

    module = crawl4ai_filters()
    # PruningContentFilter warns that it is deprecated for PruningContentFilterLXML (~15x faster
    # here, the same visible text); BeautifulSoup warns on pages that start with an XML declaration.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        chunks = getattr(module, filter_name)(**options).filter_content(html)
    texts = (htmlprune.visible_text(chunk).strip() for chunk in chunks)
    return "\n".join(t for t in texts if t)
