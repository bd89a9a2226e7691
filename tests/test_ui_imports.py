"""The user interface's import graph: no cycle inside ``ui/``, the model free of widgets, and
the feature packages in one direction (common ← model ← panels, charts ← adapters ← the tools
← dashboard).

Imports are read from the source (every ``import`` at any depth, except those under
``if TYPE_CHECKING:``), so a lazy import inside a function counts like one at the top.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[1] / "pyramid_explorer" / "ui"
PREFIX = "pyramid_explorer.ui"

# what each package of ui/ may import (besides itself); the root's lazy names may import all
ALLOWED: dict[str, set[str]] = {
    "common": set(),
    "model": {"common"},
    "panels": {"common", "model"},
    "charts": {"common"},
    "adapters": {"common", "model", "charts"},
    "explorer": {"common", "model", "panels", "charts", "adapters"},
    "odds_lab": {"common", "charts"},
    "simulate": {"common", "charts"},
    "exercises": {"common", "model", "charts", "adapters"},
    "tables": {"common", "model", "panels", "adapters"},
    "dashboard": {"common", "model", "panels", "charts", "adapters", "explorer", "odds_lab",
                  "simulate", "exercises", "tables"},
}
# the one import against those directions, with its reason
EXCEPTIONS: dict[tuple[str, str], str] = {}  # (none now: the dashboard hands a lesson's
# driver page the explorer to build)
WIDGET_LIBRARIES = ("ipywidgets", "plotly", "anywidget", "traitlets", "IPython")


def module_name(path: Path) -> str:
    parts = path.relative_to(UI.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking_block(node: ast.AST) -> bool:
    return (isinstance(node, ast.If) and isinstance(node.test, ast.Name)
            and node.test.id == "TYPE_CHECKING")


def imports_of(path: Path) -> set[str]:
    """The modules ``path`` imports at run time (absolute names; a ``from p import m`` of a
    submodule names the submodule)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if _type_checking_block(child):
                continue
            if isinstance(child, ast.Import):
                found.update(a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package.split(".")
                    base = base[:len(base) - (child.level - 1)]
                    target = ".".join(base + ([child.module] if child.module else []))
                else:
                    target = child.module or ""
                subs = {f"{target}.{a.name}" for a in child.names}
                found.update(subs & MODULES.keys())
                if not subs <= MODULES.keys():  # names from the module itself, not submodules
                    found.add(target)
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    found.discard(name)
    return found


MODULES = {module_name(p): p for p in UI.rglob("*.py")}
GRAPH = {name: imports_of(path) for name, path in MODULES.items()}


def feature(module: str) -> str | None:
    """The package of ui/ that ``module`` belongs to (None: the root ``ui`` itself)."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and module.startswith(PREFIX + ".") else None


def test_the_graph_is_read():
    """The reader finds real edges (so the tests below cannot pass on an empty graph)."""
    assert "pyramid_explorer.ui.explorer.explorer" in MODULES
    assert "pyramid_explorer.ui.model.session" in GRAPH["pyramid_explorer.ui.explorer.explorer"]
    assert len(MODULES) > 50


def test_no_import_cycle_inside_ui():
    inside = {m: {d for d in deps if d in MODULES} for m, deps in GRAPH.items()}
    state: dict[str, int] = {}  # 1 on the stack, 2 done
    stack: list[str] = []
    cycles: list[list[str]] = []

    def walk(m: str) -> None:
        state[m] = 1
        stack.append(m)
        for d in sorted(inside[m]):
            if state.get(d) == 1:
                cycles.append(stack[stack.index(d):] + [d])
            elif d not in state:
                walk(d)
        stack.pop()
        state[m] = 2

    for m in sorted(inside):
        if m not in state:
            walk(m)
    assert cycles == []


def _closure(module: str) -> set[str]:
    seen: set[str] = set()
    todo = [module]
    while todo:
        m = todo.pop()
        for d in GRAPH.get(m, ()):
            if d not in seen:
                seen.add(d)
                if d in MODULES:
                    todo.append(d)
    return seen


@pytest.mark.parametrize("module", sorted(m for m in MODULES if feature(m) == "model"))
def test_the_model_imports_no_widgets(module):
    """The model (and everything it imports inside ui/) builds no widget and no figure."""
    reached = _closure(module)
    widgets = sorted(d for d in reached if d.split(".")[0] in WIDGET_LIBRARIES)
    assert widgets == []


def test_layers_go_one_way():
    wrong = []
    for m, deps in GRAPH.items():
        own = feature(m)
        if own is None:
            continue
        for d in deps:
            other = feature(d) if d.startswith(PREFIX + ".") else None
            if d == PREFIX or other is not None and other != own and other not in ALLOWED[own]:
                wrong.append((m, d))
    assert sorted(set(wrong) - EXCEPTIONS.keys()) == []
    assert set(EXCEPTIONS) <= set(wrong)  # (an exception no longer needed is taken out)


def test_no_star_imports_in_the_package():
    stars = [name for name, path in MODULES.items()
             if any(isinstance(n, ast.ImportFrom) and any(a.name == "*" for a in n.names)
                    for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))))]
    root = UI.parent
    stars += [p.name for p in root.glob("*.py") if "import *" in p.read_text(encoding="utf-8")]
    assert stars == []


def test_nobody_outside_the_explorer_reaches_into_it():
    """Outside ``ui/explorer/`` an explorer is used through its public API (``frame``,
    ``panels``, ``on_change``, its methods and read-outs), never its private attributes."""
    import re

    reach = re.compile(r"\b(?:ex|explorer|content|self\.explorer)\._[a-z]\w*")
    root = UI.parent
    found = []
    for path in root.rglob("*.py"):
        if UI / "explorer" in path.parents:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            found += [f"{path.relative_to(root)}:{n}: {m}" for m in reach.findall(line)]
    assert found == []


# private attributes of library objects that ui/ truly needs, each with its reason
LIBRARY_PRIVATES: dict[str, str] = {
    "_replace": "namedtuple's public API (urllib's SplitResult), named with an underscore",
    "_config": "plotly's Figure: the chart's config, which plotly has no setter for",
    "_data": "plotly's Figure: the traces as plain data, to sync a FigureWidget in place",
    "_layout_obj": "plotly's Figure: its layout object (its plain properties)",
    "_props": "plotly's layout object: its plain properties",
    "_widget_data": "plotly's FigureWidget: the traces the browser gets",
    "_widget_layout": "plotly's FigureWidget: the layout the browser gets",
}


def private_reaches(tree: ast.AST) -> list[tuple[int, str]]:
    """``<name>._<attr>`` where ``<name>`` is not ``self``/``cls`` (nor a dunder, nor a
    library private of :data:`LIBRARY_PRIVATES`): one object reaching into another's state.

    >>> private_reaches(ast.parse("self._a = ex._b + self._explorer._c + o.__dict__"))
    [(1, 'ex._b'), (1, 'self._explorer._c')]
    """
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_"):
            continue
        if node.attr.startswith("__") or node.attr in LIBRARY_PRIVATES:
            continue
        if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
            continue
        found.append((node.lineno, f"{ast.unparse(node.value)}.{node.attr}"))
    return found


def test_private_reaches_are_found():
    """The check below finds what it looks for (so it cannot pass on an empty search)."""
    assert private_reaches(ast.parse("explorer._frame.x")) == [(1, "explorer._frame")]
    assert private_reaches(ast.parse("self._frame.x; cls._count; (1).__class__")) == []


def test_no_object_reaches_into_another_objects_private_attributes():
    """In ``ui/`` an object's private attributes are used by its own methods only (``self._x``):
    no ``ex._x``, ``explorer._x`` or ``self._explorer._x``."""
    found = [f"{path.relative_to(UI)}:{line}: {text}" for path in MODULES.values()
             for line, text in private_reaches(ast.parse(path.read_text(encoding="utf-8")))]
    assert found == []


def test_the_explorer_is_composed_not_mixed():
    """Explorer's only base is ``object``, and no class in ``ui/explorer/`` inherits from a
    class of another module (panels and the explorer own their state; they share no mixin)
    except the panels' one contract, :class:`pyramid_explorer.ui.common.panel.Panel`."""
    from pyramid_explorer.ui.explorer import Explorer

    assert Explorer.__bases__ == (object,)
    inherited = []
    for name, path in MODULES.items():
        if feature(name) != "explorer":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        own = {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for base in node.bases:
                    text = ast.unparse(base)
                    root = text.split("[", 1)[0]  # (``Panel[NavSlice]``: the class Panel)
                    if root not in own and root not in ("Protocol", "Panel"):
                        inherited.append(f"{name}.{node.name}({text})")
    assert inherited == []
