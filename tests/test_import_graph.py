"""The package's import graph has no cycle, counting imports inside functions too (what pydeps draws)."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

PACKAGE_ROOT = Path(__file__).resolve().parents[1] / "python"


def _modules() -> dict[str, Path]:
    mods: dict[str, Path] = {}
    for path in [*PACKAGE_ROOT.rglob("*.py"), *PACKAGE_ROOT.rglob("*.pyi")]:
        name = ".".join(path.relative_to(PACKAGE_ROOT).with_suffix("").parts)
        mods[name.removesuffix(".__init__")] = path
    return mods


def _imports(name: str, path: Path, mods: dict[str, Path]) -> set[str]:
    """The package's modules that ``name`` imports anywhere in its body."""
    package = name if path.stem == "__init__" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in mods)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            for alias in node.names:
                full = f"{base}.{alias.name}"
                # `from pkg import submodule` depends on the submodule, `from mod import name` on mod.
                found.add(full if full in mods else base)
    return {m for m in found if m in mods and m != name}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (iterative Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root, children_of_root in graph.items():
        if root in index:
            continue
        work = [(root, iter(sorted(children_of_root)))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_cycle_finder_sees_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_package_import_graph_is_acyclic() -> None:
    mods = _modules()
    assert "htmlprune.server.app" in mods
    graph = {name: _imports(name, path, mods) for name, path in mods.items()}
    assert "htmlprune.server.app" in graph["htmlprune.server.launch"]
    assert _cycles(graph) == []


def _type_checking_imports(path: Path) -> dict[str, str]:
    """Names imported under ``if TYPE_CHECKING:`` at the top of a module, with the module they come from."""
    typed: dict[str, str] = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            for stmt in node.body:
                if isinstance(stmt, ast.ImportFrom) and stmt.module:
                    typed.update({alias.asname or alias.name: stmt.module for alias in stmt.names})
    return typed


@pytest.mark.parametrize("package", ["htmlprune", "htmlprune.scorers"])
def test_lazy_exports_are_visible_to_type_checkers(package: str) -> None:
    # A name served by a module __getattr__ is invisible to mypy and IDEs unless it is also imported
    # under TYPE_CHECKING; every such name must be public and resolve at run time to what was typed.
    module = importlib.import_module(package)
    typed = _type_checking_imports(_modules()[package])
    lazy = getattr(module, "_LAZY", None)
    if lazy is not None:
        assert typed == lazy
    assert typed, f"{package} serves nothing lazily; drop this case"
    assert set(typed) <= set(module.__all__)
    assert set(module.__all__) <= set(dir(module))
    for name, origin in typed.items():
        assert getattr(module, name) is getattr(importlib.import_module(origin), name)
    for name in module.__all__:
        getattr(module, name)  # every public name resolves
