"""HTML5 conformance of what htmlprune reads: html5lib-tests' tree-construction suite (tests/html5lib/).

Method and rules: tests/html5lib_conformance.py. The known differences, each with its reason, are in
tests/html5lib_known.py: a difference not listed there fails, and so does a listed one that is gone.
"""

from __future__ import annotations

import pytest

from tests.html5lib_conformance import (
    Case,
    Outcome,
    document_cases,
    read_tree,
    rendered_text,
    round_trips,
    run_case,
    serialize,
    shape_cases,
    shape_difference,
    source_order_text,
    title_text,
)
from tests.html5lib_known import (
    KNOWN_CLEAN,
    KNOWN_CLEAN_STRICT,
    KNOWN_SHAPE,
    KNOWN_VISIBLE,
    KNOWN_VISIBLE_STRICT,
)


@pytest.fixture(scope="module")
def outcomes() -> list[Outcome]:
    return [run_case(case) for case in document_cases()]


def test_the_vendored_suite_is_whole() -> None:
    # 9329e64: 1,792 tests in 56 files; 192 fragment tests and 8 scripting-on tests are left out.
    cases = document_cases()
    assert len(cases) == 1592
    assert len({c.id for c in cases}) == len(cases)


def _report(outcomes: list[Outcome], ids: set[str], api: str) -> str:
    lines = []
    for o in outcomes:
        if o.case.id in ids:
            want, got = (
                (o.expected_visible, o.visible)
                if api == "visible_text"
                else (o.expected_clean, o.clean)
            )
            lines.append(f"{o.case.id}: {o.case.data!r}\n  want {want!r}\n  got  {got!r}")
    return "\n".join(lines)


@pytest.mark.parametrize(
    ("api", "mode", "known"),
    [
        ("visible_text", "loose", KNOWN_VISIBLE),
        ("clean", "loose", KNOWN_CLEAN),
        ("visible_text", "strict", KNOWN_VISIBLE_STRICT),
        ("clean", "strict", KNOWN_CLEAN_STRICT),
    ],
)
def test_text_differences_are_exactly_the_known_ones(
    outcomes: list[Outcome], api: str, mode: str, known: dict[str, str]
) -> None:
    """loose: whitespace ignored; strict: whitespace runs collapsed (the strict lists hold only the tests
    that are equal with whitespace ignored)."""
    differ = {o.case.id for o in outcomes if not o.equal(api, mode)}
    if mode == "strict":
        differ -= {o.case.id for o in outcomes if not o.equal(api, "loose")}
    new = differ - known.keys()
    gone = known.keys() - differ
    assert not new, f"{api} ({mode}): new differences\n" + _report(outcomes, new, api)
    assert not gone, (
        f"{api} ({mode}): listed but now equal, remove from html5lib_known.py: {sorted(gone)}"
    )


def test_pass_rates_meet_the_target(outcomes: list[Outcome]) -> None:
    for api in ("visible_text", "clean"):
        equal = sum(o.equal(api, "loose") for o in outcomes)
        assert equal / len(outcomes) >= 0.995, (api, equal, len(outcomes))


def test_tree_shape_of_misnested_formatting_differs_only_where_known() -> None:
    cases = shape_cases()
    # The subset must not quietly shrink (adoption01/02 alone hold 22 tests).
    assert len(cases) >= 70
    differ = {c.id: d for c in cases if (d := shape_difference(c)) is not None}
    new = differ.keys() - KNOWN_SHAPE.keys()
    gone = KNOWN_SHAPE.keys() - differ.keys()
    assert not new, "new tree-shape differences\n" + "\n".join(
        f"{i}: {next(c.data for c in cases if c.id == i)!r}\n  {differ[i]}" for i in sorted(new)
    )
    assert not gone, f"listed but now equal, remove from KNOWN_SHAPE: {sorted(gone)}"


# --- the harness itself ----------------------------------------------------------------------------------


def _case(data: str, tree: str) -> Case:
    lines = [line[4:] for line in tree.strip("\n").split("\n")]
    return Case(id="t:0", data=data, document=read_tree(lines), fragment=None, scripting=None)


def test_rendered_text_follows_the_expected_tree() -> None:
    case = _case(
        "<title>T</title><table>A<td>B</td>C</table><svg><desc>d</desc></svg><p>x<br>y",
        """
    | <html>
    |   <head>
    |     <title>
    |       "T"
    |   <body>
    |     "AC"
    |     <table>
    |       <tbody>
    |         <tr>
    |           <td>
    |             "B"
    |     <svg svg>
    |       <svg desc>
    |         "d"
    |     <p>
    |       "x"
    |       <br>
    |       "y"
    |     <template>
    |       content
    |         "hidden"
""",
    )
    assert rendered_text(case.document) == "AC\nB\nx\ny"
    assert title_text(case.document) == "T"
    assert round_trips(case.document) is False  # template contents do not serialize as children


def test_a_wrong_reading_is_caught() -> None:
    tree = '| <html>\n|   <head>\n|   <body>\n|     <p>\n|       "a"\n|       <b>\n|         "c"'
    case = Case(
        id="t:0",
        data="<p>a<b>c</b></p>",
        document=read_tree(tree.split("\n")),
        fragment=None,
        scripting=None,
    )
    o = Outcome(case=case, expected_visible="ac", visible="a c", expected_clean="ac", clean="ab")
    assert o.equal("visible_text", "loose")
    assert not o.equal("visible_text", "strict")
    assert not o.equal("clean", "loose")
    assert serialize(case.document) == "<html><head></head><body><p>a<b>c</b></p></body></html>"
    assert shape_difference(case) is None


def test_source_order_text_reads_blocks_as_line_breaks() -> None:
    assert source_order_text("<title>T</title><i>ghi<p>jkl</p></i>x&amp;y") == "T\nghi\njkl\nx&y"
