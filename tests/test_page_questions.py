"""Publication-date questions from a corpus's metadata (htmlprune.train.page_questions), and ``--data``
reading corpus files as those questions."""

from __future__ import annotations

import datetime as dt
import gzip
import json
from pathlib import Path
from typing import Any

from htmlprune.train.cli import read_items
from htmlprune.train.page_questions import date_renderings, is_corpus_page, page_questions


def page(pid: str, body: str, *, title: str = "Moons of Saturn", date: str | None = "2017-03-09") -> dict[str, Any]:
    html = f"<html><body><h1>{title}</h1>{body}<p>Saturn has 274 known moons.</p></body></html>"
    return {"id": pid, "html": html, "title": title, "publish_date": date}


def test_renderings_spell_the_day_as_pages_do() -> None:
    r = date_renderings(dt.date(2025, 8, 5))
    for expected in ("August 5, 2025", "Aug 5, 2025", "5 August 2025", "2025-08-05", "08/05/2025", "05.08.2025"):
        assert expected in r
    assert len(set(r)) == len(r)


def test_a_page_asks_when_it_was_published_with_the_date_as_it_writes_it() -> None:
    (item,) = page_questions([page("p1", "<p>Posted on 9 March 2017 by Ada</p>")])
    assert item == {
        "id": "p1-date",
        "question": 'When was "Moons of Saturn" published?',
        "answers": ["9 March 2017"],
        "html": item["html"],
    }


def test_pages_without_a_visible_date_a_title_or_a_valid_date_ask_nothing() -> None:
    pages = [
        page("hidden", "<p>Posted yesterday</p><script>var d = 'March 9, 2017'</script>"),
        page("untitled", "<p>March 9, 2017</p>", title=""),
        page("undated", "<p>March 9, 2017</p>", date=None),
        page("garbled", "<p>March 9, 2017</p>", date="09/03/2017"),
        page("kept", "<p>Mar. 9, 2017</p>"),
    ]
    assert [item["id"] for item in page_questions(pages)] == ["kept-date"]


def write_jsonl_gz(path: Path, records: list[dict[str, Any]]) -> str:
    with gzip.open(path, "wt", encoding="utf-8") as f:
        f.writelines(json.dumps(r) + "\n" for r in records)
    return str(path)


def test_data_files_may_be_qa_sets_or_corpora(tmp_path: Path) -> None:
    qa = {"id": "q1", "question": "How many moons?", "answers": ["274"], "html": "<p>274</p>"}
    corpus = [page("c1", "<p>March 9, 2017</p>"), page("c2", "<p>no date here</p>")]
    assert not is_corpus_page(qa)
    assert is_corpus_page(corpus[0])
    paths = [write_jsonl_gz(tmp_path / "qa.jsonl.gz", [qa]), write_jsonl_gz(tmp_path / "corpus.jsonl.gz", corpus)]
    (tmp_path / "empty.jsonl").write_text("", encoding="utf-8")
    items = list(read_items([*paths, str(tmp_path / "empty.jsonl")]))
    assert [item["id"] for item in items] == ["q1", "c1-date"]
    assert items[1]["answers"] == ["March 9, 2017"]
