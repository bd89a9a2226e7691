"""Every registered rule clause of every game is exercised by at least one test.

Tests declare the clauses they exercise with ``@pytest.mark.rules("dp.turn.rerolls", ...)``
(also inside ``pytest.param(..., marks=...)``). This test reads those markers from the test
sources (so it works whichever subset of tests is run) and compares them with the registry.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import RULES

TESTS = Path(__file__).parent


def declared_rule_ids() -> dict[str, set[str]]:
    """rule id -> files whose tests declare it."""
    found: dict[str, set[str]] = {}
    for path in TESTS.rglob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "rules"
                    and isinstance(node.func.value, ast.Attribute)
                    and node.func.value.attr == "mark"):
                for arg in node.args:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        found.setdefault(arg.value, set()).add(path.name)
    return found


def all_clauses():
    for game_id in games.available():
        games.spec(game_id)  # importing the game registers its clauses
    return RULES.all()


def test_every_registered_clause_has_a_test():
    declared = declared_rule_ids()
    missing = sorted(c.id for c in all_clauses() if c.id not in declared)
    assert not missing, f"rule clauses no test declares: {missing}"


def test_declared_rule_ids_exist():
    registered = {c.id for c in all_clauses()}
    unknown = {rid: files for rid, files in declared_rule_ids().items() if rid not in registered}
    assert not unknown, f"tests declare rule ids that are not registered: {unknown}"


@pytest.mark.parametrize("game_id", games.available())
def test_each_game_registers_seed_clauses_and_rulings_with_sources(game_id):
    spec = games.spec(game_id)
    clauses = [c for c in RULES.all() if c.id.startswith(spec.rule_prefix + ".")]
    assert clauses, f"{game_id} registers no rule clauses"
    assert all(c.source and c.title.en and c.title.de and c.text.en and c.text.de
               for c in clauses)
