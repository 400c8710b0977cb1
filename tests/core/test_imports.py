"""The package's import graph: no cycles (type-level ones included: imports under ``if
TYPE_CHECKING:`` count), no imports hidden inside functions (but the pydantic boundary's: ``BOUNDARY``), no browser modules, and the core knows
no game (a game is a plug-in of the core, never the other way round)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "evolution"

# The pydantic boundary's modules: imported inside the functions that read untrusted data, so that the
# page's first table waits for neither them nor pydantic (evolution/core/plain.py). They are edges of
# the graph all the same (the cycle check sees them).
BOUNDARY = {"evolution.core.save_models", "evolution.games.evolution.scenario", "evolution.games.s_evolution.scenario"}


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for p in PACKAGE.rglob("*.py")}


def _imports(name: str, path: Path) -> tuple[set[str], list[int]]:
    """Modules of the package that ``name`` imports (at run time or for type checking), and lines of
    imports inside functions."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found, nested = set(), []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                targets = []
                if isinstance(child, ast.Import):
                    targets = [a.name for a in child.names]
                else:
                    base = package
                    for _ in range(child.level - 1):
                        base = base.rpartition(".")[0]
                    base = f"{base}.{child.module}" if child.level and child.module else (child.module or base)
                    targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in child.names]
                inside = [t for t in targets if t in MODULES]
                found.update(inside)
                if in_function and set(inside) - BOUNDARY:
                    nested.append(child.lineno)
            visit(child, in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)))

    visit(tree, False)
    return found, nested


GRAPH = {name: _imports(name, path)[0] for name, path in MODULES.items()}


def strongly_connected(graph: dict[str, set[str]]) -> list[set[str]]:
    """The groups of modules that import each other, directly or not (Tarjan's algorithm)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[set[str]] = []

    def visit(name: str) -> None:
        order[name] = low[name] = len(order)
        stack.append(name)
        for target in graph[name]:
            if target not in order:
                visit(target)
                low[name] = min(low[name], low[target])
            elif target in stack:
                low[name] = min(low[name], order[target])
        if low[name] == order[name]:
            group = set()
            while not group or name not in group:
                group.add(stack.pop())
            groups.append(group)

    for name in sorted(graph):
        if name not in order:
            visit(name)
    return groups


def test_the_package_has_no_import_cycle():
    assert len(GRAPH) > 30  # the walk saw the whole package
    cycles = [group for group in strongly_connected(GRAPH) if len(group) > 1]
    assert not cycles, cycles


def test_the_cycle_check_sees_type_level_imports():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert [group for group in strongly_connected(graph) if len(group) > 1] == [{"a", "b", "c"}]
    assert "evolution.games.evolution.models" in GRAPH["evolution.games.evolution.feeding"]  # under TYPE_CHECKING
    # (the state's module imports no behaviour: its options and rules object are protocols there)
    assert not {"evolution.games.evolution.rules", "evolution.games.evolution.options"} & GRAPH["evolution.games.evolution.models"]


def test_no_import_hides_inside_a_function():
    nested = {name: lines for name, path in MODULES.items() if (lines := _imports(name, path)[1])}
    assert not nested, nested


def test_the_boundary_imports_pydantic_and_the_first_table_does_not():
    for name in BOUNDARY:
        assert "pydantic" in MODULES[name].read_text(encoding="utf-8"), name
    # a new game of each game, its table, a move from the page, its save and its link read back
    code = ("import sys, evolution; from evolution.core.session import GameConfig, Session\n"
            "for game in ('evolution', 's-evolution'):\n"
            "    s = Session.new(GameConfig(game=game, seats=[{'name': 'Ana'}, {'name': 'Bo', 'bot': 'hard'}]))\n"
            "    s.table(0); s.act(s.game.legal_actions(s.state, 0)[0].model_dump(mode='json')); s.summary()\n"
            "    Session.from_json(s.to_json()).table(0); Session.from_link(s.link()).table(None)\n"
            "print(sorted(m for m in sys.modules if m.partition('.')[0] in ('pydantic', 'pydantic_core')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=PACKAGE.parent)
    assert out.stdout.strip() == "[]", out.stdout


def test_the_core_imports_no_game_and_no_module_imports_the_browser():
    for name, targets in GRAPH.items():
        if name.startswith("evolution.core"):
            assert not any(t.startswith("evolution.games") for t in targets), (name, targets)
    for path in MODULES.values():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        roots = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        roots |= {(n.module or "").split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert not roots & {"js", "pyscript", "pyodide"}, path
