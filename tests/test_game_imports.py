"""The game packages' import graphs: no circle inside ``games/``, and no import inside a function.

A game's vocabulary (its phases, move kinds, endings: enums and small constants) lives in a leaf
module that imports nothing of its own game (Dice Pyramid's ``phases.py``, ``kinds.py`` in
Im Bann, Ramses Pyramid and Pyramidenbau), so the rule modules can
import the state's vocabulary at the top and the state can import the rule modules at the top.
An import circle that works only because of the order modules happen to be loaded in, held
together by imports inside functions (which also run on the hot path of every playout), fails
here with the modules that make it.

Module-level imports are read from the source (at any depth outside a function, except under
``if TYPE_CHECKING:``, which never runs); imports inside a function are listed on their own.
"""

from __future__ import annotations

import ast
from pathlib import Path

GAMES = Path(__file__).resolve().parents[1] / "pyramid_explorer" / "games"

# Imports inside a function that must stay there, each with its reason: "module -> imported".
LAZY_ON_PURPOSE: dict[str, str] = {
    "pyramid_explorer.games -> pyramid_explorer.coach": (
        "the coach bot's factory: the coach imports the games (layers go one way, games ← "
        "coach), so a game names its coach bot by a factory that imports it when first called"),
    "pyramid_explorer.games.dice_pyramid -> pyramid_explorer.solve": (
        "the optimal bot's factory: the solver imports the games (games ← solve), so the game "
        "names its optimal bot by a factory that imports it when first called"),
}


def module_name(path: Path) -> str:
    parts = path.relative_to(GAMES.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(GAMES.rglob("*.py"))}


def _type_checking_block(node: ast.AST) -> bool:
    return (isinstance(node, ast.If) and isinstance(node.test, ast.Name)
            and node.test.id == "TYPE_CHECKING")


def _targets(node: ast.Import | ast.ImportFrom, package: str) -> set[str]:
    """The modules an import statement loads (a ``from p import m`` of a submodule names the
    submodule; names defined in ``p`` itself name ``p``)."""
    if isinstance(node, ast.Import):
        return {a.name for a in node.names}
    if node.level:
        base = package.split(".")
        base = base[:len(base) - (node.level - 1)]
        target = ".".join(base + ([node.module] if node.module else []))
    else:
        target = node.module or ""
    subs = {f"{target}.{a.name}" for a in node.names}
    found = subs & MODULES.keys()
    if not subs <= MODULES.keys():
        found.add(target)
    return found


def imports_of(path: Path) -> tuple[set[str], set[str]]:
    """``(module-level imports, imports inside a function)`` of ``path``: absolute module
    names, without type-only imports.

    >>> imports_of(MODULES["pyramid_explorer.games.dice_pyramid.phases"])[1]
    set()
    """
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    top: set[str] = set()
    inner: set[str] = set()

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if _type_checking_block(child):
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                found = _targets(child, package)
                (inner if in_function else top).update(found)
            visit(child, in_function or isinstance(
                child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))

    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    top.discard(name)
    inner.discard(name)
    return top, inner


GRAPH = {name: imports_of(path) for name, path in MODULES.items()}


def game_of(module: str) -> str | None:
    """The game package ``module`` belongs to (``None``: the registry ``games`` and the modules
    beside it that every game shares, such as ``svgtext``).

    >>> game_of("pyramid_explorer.games.im_bann.kinds"), game_of("pyramid_explorer.games.svgtext")
    ('im_bann', None)
    """
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and (GAMES / parts[2]).is_dir() else None


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles of ``graph`` (module -> the modules it imports), each as the path
    that closes it.

    >>> cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}})
    [['a', 'b', 'c', 'a']]
    >>> cycles({"a": {"b"}, "b": set()})
    []
    """
    state: dict[str, int] = {}  # 1 on the stack, 2 done
    stack: list[str] = []
    found: list[list[str]] = []

    def walk(m: str) -> None:
        state[m] = 1
        stack.append(m)
        for d in sorted(graph.get(m, ())):
            if state.get(d) == 1:
                found.append(stack[stack.index(d):] + [d])
            elif d not in state:
                walk(d)
        stack.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            walk(m)
    return found


def test_the_graph_is_read():
    """The reader finds real edges of every game (so the tests below cannot pass on an empty
    graph), and lazy imports where they are."""
    assert {game_of(m) for m in MODULES} >= {"dice_pyramid", "im_bann", "ramses_pyramid",
                                             "pyramidenbau"}
    assert "pyramid_explorer.games.dice_pyramid.phases" in \
        GRAPH["pyramid_explorer.games.dice_pyramid.state"][0]
    assert "pyramid_explorer.games.im_bann.kinds" in GRAPH["pyramid_explorer.games.im_bann.state"][0]
    assert "pyramid_explorer.solve" in GRAPH["pyramid_explorer.games.dice_pyramid"][1]
    assert len(MODULES) > 80


def test_no_import_circle_inside_the_games():
    """No module of ``games/`` imports (through any chain of run-time imports, at the top or
    inside a function) a module that imports it back: a circle held together by an import
    inside a function is a circle too."""
    inside = {m: {d for d in top | inner if d in MODULES} for m, (top, inner) in GRAPH.items()}
    assert cycles(inside) == []


def test_no_module_level_import_circle():
    """The module-level imports alone (what runs when a module is loaded) have no circle either,
    so no game module works only because of the order its siblings happen to be loaded in."""
    inside = {m: {d for d in top if d in MODULES} for m, (top, _) in GRAPH.items()}
    assert cycles(inside) == []


def test_no_import_inside_a_function():
    """Every import of a game module is at its top, where a reader looks for it and where it
    runs once, not on every call; :data:`LAZY_ON_PURPOSE` lists the exceptions and why."""
    lazy = sorted(f"{m} -> {d}" for m, (_, inner) in GRAPH.items() for d in inner)
    unexplained = [edge for edge in lazy if edge not in LAZY_ON_PURPOSE]
    assert unexplained == []
    assert sorted(LAZY_ON_PURPOSE) == lazy  # an exception no longer needed leaves the list


def test_each_game_is_its_own():
    """A game package imports no other game's modules (the registry ``games`` is shared)."""
    crossing = sorted(f"{m} -> {d}" for m, (top, inner) in GRAPH.items() for d in top | inner
                      if d in MODULES and game_of(m) and game_of(d)
                      and game_of(d) != game_of(m))
    assert crossing == []
