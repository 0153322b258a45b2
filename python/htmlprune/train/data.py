"""Training examples for the model-based steps, built from QA over HTML (question, page, gold answers).

The recipe (deterministic: no randomness, the same items give the same examples):

**Path pruner** (HtmlRAG's generative step, :class:`htmlprune.generative.PathScorer`). For each item:

1. Coarse tree of the page as :class:`htmlprune.HtmlPruner` builds it (256 words, ``max_block_bytes=600``),
   scored by BM25. The coarse blocks holding the answer are forced in (their score is raised above every
   other); the rest of the budget goes to the best BM25 blocks that do *not* hold it: hard negatives, the
   distractors a coarse step really lets through. The budget (``html_tokens``) leaves room in the prompt for
   the template and the target.
2. That pruned HTML is rebuilt as a fine tree at several granularities (``granularities``, words per block;
   :data:`DEFAULT_GRANULARITIES`; trees of fewer than :data:`MIN_BLOCKS` blocks and repeats of a coarser
   granularity are skipped); the target is the path of the block holding the most gold answers
   (ties: the best BM25 block for the question, then the first). Its siblings and cousins are the
   negatives the model learns to rank below it.
3. The prompt is the released pruners' (:data:`htmlprune.generative.PROMPT_TEMPLATE`, the fine tree's HTML
   in the user turn), the target the path string the scorer scores. No example is made when the pruned HTML
   lost an answer (e.g. a block cut at the budget): there is never an example whose answer is absent.

**Extractor** (:class:`htmlprune.search.extract.LLMExtractor`). For each item, two examples:

* with the answer: the page pruned as above, its visible text split and tagged ``<TAG-i>``
  (:func:`htmlprune.search.tagger.tag_sentences`); target = the ids of the sentences that hold an answer,
  ``"TAG-2, TAG-5"``;
* without it, on purpose: the page pruned with the answer blocks forced *out* (the best BM25 blocks that do
  not hold it), checked to hold no answer; target = ``"None"``.

Answers are matched as the data README says: NFKC, case-insensitive, whitespace collapsed.
"""

from __future__ import annotations

import gzip
import json
import os
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass
from typing import Any, Literal

import numpy as np

from htmlprune.generative import PROMPT_TEMPLATE
from htmlprune.html import BlockTree, build_block_tree, visible_text
from htmlprune.pruning import prune
from htmlprune.scorers import BM25Scorer
from htmlprune.search.tagger import TaggedContent
from htmlprune.tokenizer import TokenCounter, load_tokenizer
from htmlprune.train.matching import normalize

__all__ = [
    "DEFAULT_GRANULARITIES",
    "MIN_BLOCKS",
    "Example",
    "ExtractorPage",
    "answers_in",
    "extractor_examples",
    "extractor_pages",
    "load_examples",
    "normalize",
    "path_pruner_examples",
    "save_examples",
]

#: Fine block sizes (words) the path-pruner examples are built at. The training prompts show a few hundred
#: tokens of HTML where the pipeline's fine pass shows 1-4k at 128 words; finer blocks give the model a
#: similar number of candidates to choose from.
DEFAULT_GRANULARITIES = (64, 32, 16)
#: Fewest blocks a fine tree needs to make an example (with fewer there is nothing to choose).
MIN_BLOCKS = 3

#: Tokens kept free in the prompt for the chat template's own turns (SmolLM2's system turn is ~20).
_CHAT_OVERHEAD = 40
#: Tokens kept free for the target path.
_TARGET_ROOM = 48
_COARSE_WORDS = 256
_MAX_BLOCK_BYTES = 600  # HtmlPruner's default: markup-heavy tables become row blocks

Kind = Literal["path-pruner", "extractor"]


@dataclass(frozen=True)
class Example:
    """One supervised example: chat ``messages`` (the user turn) and the assistant's ``target``.

    Attributes:
        kind: ``"path-pruner"`` or ``"extractor"``.
        item_id: the QA item it came from.
        messages: the chat messages before the assistant turn.
        target: what the assistant should write (a path, ``"TAG-2, TAG-5"`` or ``"None"``).
        answer_present: whether the gold answers are in the prompt (always True for path-pruner examples).
        granularity: words per fine block (path pruner) or 0.
    """

    kind: Kind
    item_id: str
    messages: tuple[dict[str, str], ...]
    target: str
    answer_present: bool
    granularity: int = 0


def answers_in(answers: Sequence[str], text: str) -> int:
    """How many of ``answers`` occur in ``text`` (normalized)."""
    norm = normalize(text)
    return sum(1 for a in answers if normalize(a) and normalize(a) in norm)


def _check_item(item: dict[str, Any]) -> tuple[str, str, str, list[str]]:
    try:
        item_id, question, html, answers = item["id"], item["question"], item["html"], item["answers"]
    except KeyError as exc:
        msg = f"a QA item needs id, question, html and answers; missing {exc.args[0]!r}"
        raise ValueError(msg) from exc
    if not isinstance(answers, list) or not all(isinstance(a, str) for a in answers):
        msg = f"answers of {item_id!r} must be a list of str"
        raise ValueError(msg)
    return str(item_id), str(question), str(html), [a for a in answers if normalize(a)]


def _answer_blocks(tree: BlockTree, answers: Sequence[str]) -> np.ndarray:
    """Indices of the blocks holding the most answers (empty when none holds any)."""
    counts = np.fromiter((answers_in(answers, t) for t in tree.texts), dtype=np.int64, count=len(tree))
    if counts.size == 0 or counts.max() == 0:
        return np.zeros(0, dtype=np.int64)
    return np.flatnonzero(counts == counts.max())


def _coarse(
    question: str,
    html: str,
    answers: Sequence[str],
    budget: int,
    counter: TokenCounter,
    *,
    with_answer: bool,
) -> str | None:
    """The page pruned to ``budget`` tokens by BM25 with the answer blocks forced in (or out); None when
    that fails (no block holds an answer, or the result has the wrong answer status)."""
    tree = build_block_tree(html, max_words=_COARSE_WORDS, max_block_bytes=_MAX_BLOCK_BYTES)
    if len(tree) == 0:
        return None
    scores = np.asarray(BM25Scorer().score(question, tree), dtype=np.float64)
    holding = np.fromiter(
        (answers_in(answers, t) > 0 for t in tree.texts), dtype=bool, count=len(tree)
    )
    if with_answer:
        if not holding.any():
            return None
        scores[holding] = scores.max() + 1.0 + scores[holding]
    else:
        scores[holding] = scores.min() - 1.0
    # the full HTML of the kept blocks: the fine tree the path LM scores at inference is refine()'s, which
    # keeps the layout tags (compact semantic HTML is only what the pipeline finally writes)
    out = prune(tree, scores.astype(np.float32), budget=budget, tokenizer=counter, semantic=False).html
    found = answers_in(answers, visible_text(out))
    if with_answer and found < len(answers):
        return None
    if not with_answer and found > 0:
        return None
    return out


def path_pruner_examples(
    items: Iterable[dict[str, Any]],
    *,
    max_prompt_tokens: int = 512,
    granularities: Sequence[int] = DEFAULT_GRANULARITIES,
    counter: TokenCounter | None = None,
) -> Iterator[Example]:
    """Path-pruner examples of ``items`` (see the module docstring), one per item and granularity.

    Args:
        items: QA items with ``id``, ``question``, ``html``, ``answers``.
        max_prompt_tokens: the longest prompt (template, HTML and target) the examples are sized for.
        granularities: fine block sizes in words.
        counter: the token counter for budgets (default: the bundled SmolLM2 tokenizer).
    """
    counter = counter or load_tokenizer(None)
    if not granularities or any(g < 1 for g in granularities):
        msg = f"granularities must be positive word counts, got {granularities!r}"
        raise ValueError(msg)
    for item in items:
        item_id, question, html, answers = _check_item(item)
        if not answers:
            continue
        template = counter.count(PROMPT_TEMPLATE.format(html="", question=question))
        room = max_prompt_tokens - template - _CHAT_OVERHEAD - _TARGET_ROOM
        if room < 32:
            continue
        coarse = _coarse(question, html, answers, room, counter, with_answer=True)
        if coarse is None:
            continue
        seen: set[tuple[str, str]] = set()
        for g in granularities:
            fine = build_block_tree(coarse, max_words=g, max_block_bytes=_MAX_BLOCK_BYTES)
            best = _answer_blocks(fine, answers)
            if best.size == 0 or len(fine) < MIN_BLOCKS:
                continue
            bm25 = np.asarray(BM25Scorer().score(question, fine))
            target = int(best[np.argmax(bm25[best])])  # argmax: first of equal scores
            if (fine.paths[target], fine.html) in seen:  # a coarser granularity gave the same
                continue
            seen.add((fine.paths[target], fine.html))
            prompt = PROMPT_TEMPLATE.format(html=fine.html, question=question)
            yield Example(
                kind="path-pruner",
                item_id=item_id,
                messages=({"role": "user", "content": prompt},),
                target=fine.paths[target],
                answer_present=True,
                granularity=g,
            )


@dataclass(frozen=True)
class ExtractorPage:
    """One extractor page as the examples (and the held-out evaluation) see it.

    Attributes:
        item_id: the QA item it came from.
        question: the request.
        answers: the gold answers.
        content: the tagged page, with only the segments that fit the prompt (``content.render(...)`` of
            them is what the prompt shows).
        gold: the tag ids of the sentences that hold an answer (empty when the answer is absent).
        answer_present: whether the answers are on the page.
    """

    item_id: str
    question: str
    answers: tuple[str, ...]
    content: TaggedContent
    gold: tuple[int, ...]
    answer_present: bool

    def prompt(self) -> str:
        """The extractor's user turn for the whole page (:data:`htmlprune.search.extract.EXTRACT_PROMPT`)."""
        from htmlprune.search.extract import EXTRACT_PROMPT

        tagged = self.content.render(self.content.segments)
        return EXTRACT_PROMPT.replace("{tagged}", tagged).replace("{request}", self.question)


def extractor_pages(
    items: Iterable[dict[str, Any]],
    *,
    max_prompt_tokens: int = 512,
    counter: TokenCounter | None = None,
) -> Iterator[ExtractorPage]:
    """The pages of :func:`extractor_examples` (see the module docstring): per item one with the answer and
    one without, each tagged and cut to fit ``max_prompt_tokens`` with its gold tag ids."""
    from htmlprune.search.extract import EXTRACT_PROMPT
    from htmlprune.search.tagger import tag_sentences

    counter = counter or load_tokenizer(None)
    for item in items:
        item_id, question, html, answers = _check_item(item)
        if not answers:
            continue
        template = counter.count(EXTRACT_PROMPT.replace("{tagged}", "").replace("{request}", question))
        room = max_prompt_tokens - template - _CHAT_OVERHEAD - _TARGET_ROOM
        if room < 32:
            continue
        for with_answer in (True, False):
            # Tags cost tokens of their own: prune to a share of the room, then drop segments to fit.
            coarse = _coarse(question, html, answers, room * 2 // 3, counter, with_answer=with_answer)
            if coarse is None:
                continue
            content = tag_sentences(coarse, html=True)
            holding = [s for s in content if answers_in(answers, s.text) > 0]
            if with_answer and answers_in(answers, " ".join(s.text for s in holding)) < len(answers):
                continue  # an answer spans sentences: no sentence set names it cleanly
            if not with_answer and holding:
                continue
            keep = list(content)
            while keep and counter.count(content.render(keep)) > room:
                drop = next((s for s in reversed(keep) if s not in holding), None)
                if drop is None:
                    break
                keep.remove(drop)
            if not keep or counter.count(content.render(keep)) > room:
                continue
            yield ExtractorPage(
                item_id=item_id,
                question=question,
                answers=tuple(answers),
                content=TaggedContent(content.text, content.tagged, tuple(keep), content.from_html),
                gold=tuple(s.id for s in holding) if with_answer else (),
                answer_present=with_answer,
            )


def extractor_examples(
    items: Iterable[dict[str, Any]],
    *,
    max_prompt_tokens: int = 512,
    counter: TokenCounter | None = None,
) -> Iterator[Example]:
    """Extractor examples of ``items`` (see the module docstring): per item one with the answer (target:
    the tag ids holding it) and one without (target ``"None"``)."""
    for page in extractor_pages(items, max_prompt_tokens=max_prompt_tokens, counter=counter):
        target = ", ".join(f"TAG-{i}" for i in page.gold) if page.answer_present else "None"
        yield Example(
            kind="extractor",
            item_id=page.item_id,
            messages=({"role": "user", "content": page.prompt()},),
            target=target,
            answer_present=page.answer_present,
        )


def save_examples(path: str | os.PathLike[str], examples: Iterable[Example]) -> int:
    """Writes ``examples`` as JSON lines (gzip when ``path`` ends in ``.gz``); returns how many. Examples are
    built on any machine (they need the core, not a GPU) and read back by :func:`load_examples` where the
    training runs."""
    opener: Any = gzip.open if str(path).endswith(".gz") else open
    n = 0
    with opener(path, "wt", encoding="utf-8") as f:
        for ex in examples:
            f.write(json.dumps(asdict(ex), ensure_ascii=False) + "\n")
            n += 1
    return n


def load_examples(path: str | os.PathLike[str]) -> list[Example]:
    """The examples :func:`save_examples` wrote.

    Raises:
        ValueError: a line is not an example record.
    """
    opener: Any = gzip.open if str(path).endswith(".gz") else open
    out = []
    with opener(path, "rt", encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
                rec["messages"] = tuple(dict(m) for m in rec["messages"])
                ex = Example(**rec)
            except (TypeError, KeyError, ValueError) as exc:
                msg = f"{path}:{n}: not an example record ({exc})"
                raise ValueError(msg) from exc
            if ex.kind not in ("path-pruner", "extractor"):
                msg = f"{path}:{n}: unknown example kind {ex.kind!r}"
                raise ValueError(msg)
            out.append(ex)
    return out
