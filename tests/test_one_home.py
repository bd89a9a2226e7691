"""Each shared constant has one home: a module that needs :data:`HIDDEN` (a hidden widget's
``layout.display``) or :data:`HUMAN` (a seat a person plays) imports it, so the explorer, the
shared tables and the panels can never drift apart on what the value is."""

from __future__ import annotations

import ast
from pathlib import Path

from pyramid_explorer.games import HUMAN
from pyramid_explorer.ui.common.panel import HIDDEN

PACKAGE = Path(__file__).resolve().parents[1] / "pyramid_explorer"
HOMES = {"HIDDEN": "ui/common/panel.py", "HUMAN": "games/__init__.py"}


def module_level_definitions(name: str) -> list[str]:
    """The package's modules (relative paths) that assign ``name`` (or define a function of that
    name) at module level."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            targets = (node.targets if isinstance(node, ast.Assign)
                       else [node.target] if isinstance(node, ast.AnnAssign) else [])
            defined = isinstance(node, ast.FunctionDef) and node.name == name
            if defined or any(isinstance(t, ast.Name) and t.id == name for t in targets):
                found.append(path.relative_to(PACKAGE).as_posix())
    return found


def test_hidden_and_human_are_each_defined_once_in_their_home() -> None:
    for name, home in HOMES.items():
        assert module_level_definitions(name) == [home], f"{name} must be imported from {home}"


def test_the_users_see_the_home_values() -> None:
    from pyramid_explorer.tables import referee
    from pyramid_explorer.ui.common import pools
    from pyramid_explorer.ui.model import curtain, session

    assert HIDDEN == pools.HIDDEN == "none"
    assert HUMAN == referee.HUMAN == session.HUMAN == curtain.HUMAN == "human"


def test_no_text_table_is_called_tr() -> None:
    # a table is named for what it holds (docs/developing.md), so a call says which it reads
    assert module_level_definitions("tr") == []
