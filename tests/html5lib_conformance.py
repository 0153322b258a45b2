"""htmlprune against the html5lib-tests tree-construction suite (vendored in tests/html5lib/).

For each document test, the expected tree (``#document``) says what a conforming HTML parser builds; from it
this module computes the text a browser renders and compares it with ``htmlprune.visible_text`` and with
``htmlprune.clean``'s output read in source order. Left out: fragment tests (``#document-fragment``:
htmlprune parses whole documents only) and scripting-on tests (``#script-on``: htmlprune parses with
scripting disabled, as a crawler without JavaScript sees a page; ``<noscript>`` content is markup).

What "the text a browser renders" is here (``rendered_text``):
  - nothing of: head (title included), script, style, template contents, noembed, noframes, frameset,
    iframe content, datalist, elements with a ``hidden`` attribute, and svg/math ``title``, ``desc``,
    ``script`` and ``style``; comments and doctypes;
  - every other text node, in tree order, where block-level elements (display block, list-item, table
    parts, ``<br>``) and the form controls textarea, select and button (boxes of their own) separate
    words, and inline elements do not.

``clean`` keeps the document ``<title>`` on purpose (its contract, rule 1): the comparison for ``clean``
expects the text of the ``<title>`` elements in ``<head>`` first, then the rendered text.

Comparisons: "equal, whitespace ignored" (all whitespace removed from both sides) and "strict" (runs of
whitespace collapsed to one space, ends trimmed: a space wherever a browser renders one between words).

Tree shape (``shape_difference``): for the misnested-formatting tests (adoption agency, reconstruction of
active formatting elements), the expected tree is serialized back to HTML and both it and the test input
go through ``build_block_tree(max_words=1)`` without merging wrappers or dropping empty elements: equal
block paths (``<html><body><p><b>``...), block texts and the tree's cleaned HTML mean htmlprune built the
same element tree as a conforming parser, up to what cleaning drops anyway (attributes, comments, the
inline wrappers span/font/a/nobr it unwraps). Only expected trees that a conforming parser reads back
unchanged from their serialization are used (``round_trips``; see there).

Run ``python tests/html5lib_conformance.py`` for the table of pass rates and the list of differences.
"""

from __future__ import annotations

import dataclasses
import re
import sys
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

SUITE = Path(__file__).parent / "html5lib" / "tree-construction"

# Elements whose subtree a browser does not render (display: none, or content never shown).
HIDDEN_HTML = frozenset(
    [
        "head",
        "script",
        "style",
        "template",
        "noembed",
        "noframes",
        "frameset",
        "frame",
        "iframe",
        "datalist",
        "title",
        "meta",
        "link",
        "base",
        "param",
    ]
)
HIDDEN_FOREIGN = frozenset(["title", "desc", "script", "style"])
# Elements that separate the words before and after them: CSS display block, list-item and the table
# parts start and end a line, <br> breaks one, and the form controls that show text (textarea, select,
# button) are boxes of their own (inline-block).
BLOCK = frozenset(
    [
        "address",
        "article",
        "aside",
        "blockquote",
        "body",
        "br",
        "caption",
        "center",
        "colgroup",
        "dd",
        "details",
        "dialog",
        "dir",
        "div",
        "dl",
        "dt",
        "fieldset",
        "figcaption",
        "figure",
        "footer",
        "form",
        "frameset",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "header",
        "hgroup",
        "hr",
        "html",
        "legend",
        "li",
        "listing",
        "main",
        "menu",
        "nav",
        "ol",
        "optgroup",
        "option",
        "p",
        "plaintext",
        "pre",
        "search",
        "section",
        "summary",
        "table",
        "tbody",
        "td",
        "tfoot",
        "th",
        "thead",
        "tr",
        "ul",
        "xmp",
        "textarea",
        "select",
        "button",
    ]
)


@dataclasses.dataclass
class Node:
    """One node of an expected tree: an element (name with its namespace prefix), text or other."""

    kind: str  # "element", "text", "comment", "doctype", "content" (template contents)
    name: str = ""  # "p", "svg svg", "math mi"
    text: str = ""
    attrs: dict[str, str] = dataclasses.field(default_factory=dict)
    children: list[Node] = dataclasses.field(default_factory=list)

    @property
    def namespace(self) -> str:
        return self.name.split(" ", 1)[0] if " " in self.name else "html"

    @property
    def local(self) -> str:
        return self.name.split(" ", 1)[-1]


_SECTIONS = frozenset(
    [
        "#data",
        "#errors",
        "#new-errors",
        "#document-fragment",
        "#document",
        "#script-on",
        "#script-off",
    ]
)


@dataclasses.dataclass
class Case:
    """One test of a .dat file. ``id`` is ``<file stem>:<index in file>``."""

    id: str
    data: str
    document: Node  # the root (kind "document")
    fragment: str | None
    scripting: bool | None  # None: the test holds in both modes


def read_file(path: Path) -> Iterator[Case]:
    """The tests of one .dat file, in order (README.md of the suite has the format)."""
    lines = path.read_bytes().decode("utf-8").split("\n")
    starts = [
        i for i, line in enumerate(lines) if line == "#data" and (i == 0 or lines[i - 1] == "")
    ]
    for n, start in enumerate(starts):
        end = starts[n + 1] - 1 if n + 1 < len(starts) else len(lines)
        sections: dict[str, list[str]] = {}
        current = ""
        for line in lines[start:end]:
            if current != "#document" and line in _SECTIONS:
                current = line
                sections[current] = []
            else:
                sections[current].append(line)
        document = sections["#document"]
        while document and document[-1] == "":
            document.pop()
        fragment = sections.get("#document-fragment")
        yield Case(
            id=f"{path.stem}:{n}",
            data="\n".join(sections["#data"]),
            document=read_tree(document),
            fragment=fragment[0] if fragment else None,
            scripting=True
            if "#script-on" in sections
            else False
            if "#script-off" in sections
            else None,
        )


def read_tree(lines: list[str]) -> Node:
    """The tree of a ``#document`` dump: "| " + two spaces per level, one node per line (text may span
    lines)."""
    root = Node("document")
    stack: list[tuple[int, Node]] = [(-1, root)]
    entries: list[str] = []
    for line in lines:
        if line.startswith("| "):
            entries.append(line[2:])
        elif entries:
            entries[-1] += "\n" + line  # a text or comment with line breaks
        else:
            raise ValueError(f"not a tree line: {line!r}")
    for entry in entries:
        depth = (len(entry) - len(entry.lstrip(" "))) // 2
        body = entry[2 * depth :]
        while stack[-1][0] >= depth:
            stack.pop()
        parent = stack[-1][1]
        if body.startswith('"'):
            parent.children.append(Node("text", text=body[1:-1]))
        elif body.startswith("<!-- "):
            parent.children.append(Node("comment", text=body[5:-4]))
        elif body.startswith("<!DOCTYPE"):
            parent.children.append(Node("doctype", text=body))
        elif body.startswith("<"):
            node = Node("element", name=body[1:-1])
            parent.children.append(node)
            stack.append((depth, node))
        elif body == "content":
            node = Node("content")
            parent.children.append(node)
            stack.append((depth, node))
        else:
            name, _, value = body.partition("=")
            parent.attrs[name] = value[1:-1]
    return root


def cases() -> list[Case]:
    """Every test of the suite, file by file in name order."""
    return [case for path in sorted(SUITE.glob("*.dat")) for case in read_file(path)]


def document_cases() -> list[Case]:
    """The tests htmlprune is measured on: whole documents, with scripting off or in both modes."""
    return [c for c in cases() if c.fragment is None and c.scripting is not True]


def _walk(root: Node) -> Iterator[tuple[str, Node]]:
    """("open", node) / ("close", node) / ("text", node) in tree order; iterative."""
    stack: list[tuple[bool, Node]] = [(False, root)]
    while stack:
        closing, node = stack.pop()
        if closing:
            yield "close", node
        elif node.kind == "text":
            yield "text", node
        elif node.kind in {"element", "document", "content"}:
            yield "open", node
            stack.append((True, node))
            stack.extend((False, child) for child in reversed(node.children))


def _hidden(node: Node) -> bool:
    if node.kind == "content":
        return True  # template contents are never rendered
    if node.kind != "element":
        return False
    if node.namespace == "html":
        return node.local in HIDDEN_HTML or "hidden" in node.attrs
    return node.local in HIDDEN_FOREIGN


def _is_block(node: Node) -> bool:
    return node.kind == "element" and node.namespace == "html" and node.local in BLOCK


def rendered_text(root: Node) -> str:
    """The text a browser renders for the tree: blocks on their own lines, whitespace collapsed."""
    out: list[str] = []
    hidden_depth = 0
    for event, node in _walk(root):
        if event == "open":
            if hidden_depth or _hidden(node):
                hidden_depth += 1
            elif _is_block(node):
                out.append("\n")
        elif event == "close":
            if hidden_depth:
                hidden_depth -= 1
            elif _is_block(node):
                out.append("\n")
        elif not hidden_depth:
            out.append(node.text)
    return _collapse("".join(out))


def title_text(root: Node) -> str:
    """The text of the ``<title>`` elements in ``<head>``: what ``clean`` keeps of the head."""
    parts = []
    for html in root.children:
        for head in (c for c in html.children if c.kind == "element" and c.name == "head"):
            for title in (c for c in head.children if c.kind == "element" and c.name == "title"):
                parts.append("".join(c.text for c in title.children if c.kind == "text"))
    return " ".join(parts)


def _collapse(text: str) -> str:
    """Runs of whitespace with a line break become one line break, other runs one space; ends trimmed."""
    return re.sub(r"[ \t\n\f\r]*\n[ \t\n\f\r]*", "\n", re.sub(r"[ \t\f\r]+", " ", text)).strip(
        " \n"
    )


class _SourceOrderText(HTMLParser):
    """The text of an HTML string in source order, block tags as line breaks (for clean's output)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in BLOCK or tag == "title":
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in BLOCK or tag == "title":
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def source_order_text(html: str) -> str:
    reader = _SourceOrderText()
    reader.feed(html)
    reader.close()
    return _collapse("".join(reader.parts))


def no_space(text: str) -> str:
    return "".join(text.split())


def strict(text: str) -> str:
    return " ".join(text.split())


@dataclasses.dataclass
class Outcome:
    """How htmlprune reads one test: the expected and actual text per API."""

    case: Case
    expected_visible: str
    visible: str
    expected_clean: str
    clean: str

    def equal(self, api: str, mode: str) -> bool:
        norm = no_space if mode == "loose" else strict
        if api == "visible_text":
            return norm(self.expected_visible) == norm(self.visible)
        return norm(self.expected_clean) == norm(self.clean)


def run_case(case: Case) -> Outcome:
    import htmlprune

    expected = rendered_text(case.document)
    title = title_text(case.document)
    return Outcome(
        case=case,
        expected_visible=expected,
        visible=htmlprune.visible_text(case.data),
        expected_clean=(title + "\n" + expected) if title else expected,
        clean=source_order_text(htmlprune.clean(case.data)),
    )


# ---- tree shape -----------------------------------------------------------------------------------------

VOID = frozenset(
    [
        "area",
        "base",
        "br",
        "col",
        "embed",
        "hr",
        "img",
        "input",
        "keygen",
        "link",
        "meta",
        "param",
        "source",
        "track",
        "wbr",
        "frame",
    ]
)
RAW_TEXT = frozenset(["script", "style", "xmp", "iframe", "noembed", "noframes", "plaintext"])
FORMATTING = frozenset(
    [
        "a",
        "b",
        "big",
        "code",
        "em",
        "font",
        "i",
        "nobr",
        "s",
        "small",
        "strike",
        "strong",
        "tt",
        "u",
    ]
)


def _escape(text: str) -> str:
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\xa0", "&nbsp;")
    )


def serialize(root: Node) -> str:
    """HTML for the tree (the HTML fragment serialization algorithm, reduced to the HTML namespace)."""
    out: list[str] = []
    raw_depth = 0
    for event, node in _walk(root):
        if node.kind != "element":
            if event == "text":
                out.append(node.text if raw_depth else _escape(node.text))
            continue
        if event == "open":
            attrs = "".join(
                f' {k}="{_escape(v).replace(chr(34), "&quot;")}"' for k, v in node.attrs.items()
            )
            out.append(f"<{node.local}{attrs}>")
            if node.local in RAW_TEXT:
                raw_depth += 1
        elif node.local not in VOID:
            if node.local in RAW_TEXT:
                raw_depth -= 1
            out.append(f"</{node.local}>")
    return "".join(out)


# Parents in which a conforming parser closes or moves an element of the child's name: a tree with such a
# pair (outside a scope boundary) does not read back from its serialization.
_CLOSES_P = frozenset(
    [
        "address",
        "article",
        "aside",
        "blockquote",
        "center",
        "details",
        "dialog",
        "dir",
        "div",
        "dl",
        "fieldset",
        "figcaption",
        "figure",
        "footer",
        "header",
        "hgroup",
        "main",
        "menu",
        "nav",
        "ol",
        "p",
        "search",
        "section",
        "summary",
        "ul",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "pre",
        "listing",
        "form",
        "plaintext",
        "table",
        "hr",
        "xmp",
        "li",
        "dd",
        "dt",
    ]
)
_TABLE_CHILDREN = {
    "table": frozenset(
        [
            "caption",
            "colgroup",
            "tbody",
            "thead",
            "tfoot",
            "script",
            "style",
            "template",
            "form",
            "input",
        ]
    ),
    "tbody": frozenset(["tr", "script", "style", "template", "form", "input"]),
    "thead": frozenset(["tr", "script", "style", "template", "form", "input"]),
    "tfoot": frozenset(["tr", "script", "style", "template", "form", "input"]),
    "tr": frozenset(["td", "th", "script", "style", "template", "form", "input"]),
}


_HEADINGS = frozenset(["h1", "h2", "h3", "h4", "h5", "h6"])
# An element of the key's name inside an open element of these names is closed or moved on reparse.
_NOT_IN_ITSELF = {
    **{
        name: frozenset([name])
        for name in ["a", "nobr", "form", "button", "li", "option", "select"]
    },
    "dd": frozenset(["dd", "dt"]),
    "dt": frozenset(["dd", "dt"]),
    **dict.fromkeys(_HEADINGS, _HEADINGS),
}


def round_trips(root: Node) -> bool:
    """Whether a conforming parser reads the serialization of the tree back unchanged, as far as these
    checks see: HTML elements only, no text or misplaced element directly in a table part, no p-closing
    element inside a <p>, no <a>/<nobr>/<form>/<button>/<li>/<dd>/<dt>/heading inside its own kind."""
    open_names: list[str] = []
    for event, node in _walk(root):
        if node.kind == "content":
            return False
        if event == "text":
            parent = open_names[-1] if open_names else ""
            if parent in _TABLE_CHILDREN and node.text.strip():
                return False
            continue
        if node.kind != "element":
            continue
        if event == "close":
            open_names.pop()
            continue
        name = node.name
        if node.namespace != "html":
            return False
        parent = open_names[-1] if open_names else ""
        if parent in _TABLE_CHILDREN and name not in _TABLE_CHILDREN[parent]:
            return False
        if name in _CLOSES_P and "p" in open_names:
            return False
        if name in _NOT_IN_ITSELF and _NOT_IN_ITSELF[name] & set(open_names):
            return False
        open_names.append(name)
    return True


def is_misnested_formatting(case: Case) -> bool:
    """The adoption-agency tests, and every test whose input closes a formatting element while another
    element opened after it is still open (what the adoption agency and the reconstruction of active
    formatting elements handle)."""
    if case.id.startswith("adoption"):
        return True
    opened: list[str] = []
    for match in re.finditer(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)", case.data):
        closing, name = match.group(1) == "/", match.group(2).lower()
        if not closing:
            if name not in VOID:
                opened.append(name)
            continue
        if name in opened:
            index = len(opened) - 1 - opened[::-1].index(name)
            if name in FORMATTING and index != len(opened) - 1:
                return True
            del opened[index:]
    return False


def block_shape(html: str) -> tuple[list[tuple[str, str]], str]:
    """The block tree of the page with one word per leaf and every element kept (no wrapper merging, no
    empty-element dropping): (path, text) of each block, and the tree's cleaned HTML."""
    import htmlprune

    tree = htmlprune.build_block_tree(
        html, max_words=1, merge_single_nested=False, drop_empty=False
    )
    return list(zip(tree.paths, tree.texts)), tree.html


def shape_difference(case: Case) -> str | None:
    """None when htmlprune's block tree for the input equals the one for the expected tree; else both."""
    want = block_shape(serialize(case.document))
    got = block_shape(case.data)
    if want == got:
        return None
    return f"expected {want}\n     got {got}"


def shape_cases() -> list[Case]:
    """The document tests with misnested formatting whose expected tree round-trips (see the module)."""
    return [c for c in document_cases() if is_misnested_formatting(c) and round_trips(c.document)]


# ---- the report ---------------------------------------------------------------------------------------


def main() -> int:
    from tests.html5lib_known import KNOWN_CLEAN, KNOWN_SHAPE, KNOWN_VISIBLE

    docs = document_cases()
    outcomes = [run_case(c) for c in docs]
    print(
        f"{len(docs)} document tests (of {len(cases())}; fragment and scripting-on tests left out)\n"
    )
    print("| | equal, whitespace ignored | strict (whitespace runs collapsed) |")
    print("|---|---|---|")
    for api, label in (
        ("visible_text", "`htmlprune.visible_text`"),
        ("clean", "`htmlprune.clean`, read in source order"),
    ):
        loose = sum(o.equal(api, "loose") for o in outcomes)
        tight = sum(o.equal(api, "strict") for o in outcomes)
        print(
            f"| {label} | {100 * loose / len(docs):.1f} % ({loose}) | {100 * tight / len(docs):.1f} % "
            f"({tight}) |"
        )
    shapes = shape_cases()
    shape_diffs = {c.id: d for c in shapes if (d := shape_difference(c)) is not None}
    print(
        f"\ntree shape, misnested formatting: {len(shapes) - len(shape_diffs)} of {len(shapes)} equal"
    )
    verbose = "-v" in sys.argv
    for api, known in (("visible_text", KNOWN_VISIBLE), ("clean", KNOWN_CLEAN)):
        print(f"\n{api}: differences, whitespace ignored")
        for o in outcomes:
            if not o.equal(api, "loose"):
                want, got = (
                    (o.expected_visible, o.visible)
                    if api == "visible_text"
                    else (o.expected_clean, o.clean)
                )
                print(f"  {o.case.id}: {known.get(o.case.id, 'NOT LISTED')}")
                if verbose:
                    print(f"    data {o.case.data!r}\n    want {want!r}\n    got  {got!r}")
    print("\ntree shape differences")
    for case_id, diff in shape_diffs.items():
        print(f"  {case_id}: {KNOWN_SHAPE.get(case_id, 'NOT LISTED')}")
        if verbose:
            print(f"    {diff}")
    if "-s" in sys.argv:
        for api in ("visible_text", "clean"):
            print(f"\n{api}: strict differences")
            for o in outcomes:
                if o.equal(api, "loose") and not o.equal(api, "strict"):
                    want, got = (
                        (o.expected_visible, o.visible)
                        if api == "visible_text"
                        else (o.expected_clean, o.clean)
                    )
                    print(
                        f"  {o.case.id}: data {o.case.data!r}\n    want {strict(want)!r}\n"
                        f"    got  {strict(got)!r}"
                    )
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    raise SystemExit(main())
