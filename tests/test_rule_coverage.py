"""Every registered rule clause of every game is exercised by at least one test.

Tests declare the clauses they exercise with ``@pytest.mark.rules("dp.turn.rerolls", ...)``
(also inside ``pytest.param(..., marks=...)``). This test reads those markers from the test
sources (so it works whichever subset of tests is run) and compares them with the registry.

A marker is a promise that ``tests/conftest.py`` checks while the test runs: the engine cites
each clause it names (applies a move the clause allowed, refuses one by it, or deals a game that
shows it; see ``tests/rule_citations.py``), else the test fails. A test that checks a clause
another way (its odds, its drawing, a bot's choice, the moves listed) marks it
``engine=False``. Every clause the engine can cite has a test marked without ``engine=False``;
the clauses no seeded game reaches (their stored reason in ``data/examples/GAME.json``) need
only be named.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import RULES
from pyramid_explorer.games.examples import no_example

TESTS = Path(__file__).parent


def _engine_checked(call: ast.Call) -> bool:
    return not any(k.arg == "engine" and isinstance(k.value, ast.Constant)
                   and k.value.value is False for k in call.keywords)


def declared_rule_ids(engine_checked_only: bool = False) -> dict[str, set[str]]:
    """rule id -> files whose tests declare it (only markers the engine's citations check,
    with ``engine_checked_only``)."""
    found: dict[str, set[str]] = {}
    for path in TESTS.rglob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "rules"
                    and isinstance(node.func.value, ast.Attribute)
                    and node.func.value.attr == "mark"
                    and (_engine_checked(node) or not engine_checked_only)):
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


def test_every_clause_the_engine_cites_has_a_test_that_makes_it_cite_it():
    checked = declared_rule_ids(engine_checked_only=True)
    unreached = {rid for game_id in games.available() for rid in no_example(game_id)}
    missing = sorted(c.id for c in all_clauses() if c.id not in checked and c.id not in unreached)
    assert not missing, f"rule clauses only tests marked engine=False declare: {missing}"


MARKED = textwrap.dedent("""
    import pytest
    from pyramid_explorer.engine import Action
    from pyramid_explorer.games import new_game

    def rolled():
        return new_game("dice-pyramid", seed=7).apply(Action("roll", (3, 3, 3, 5, 1)))

    @pytest.mark.rules("dp.turn.roll", "dp.setup.pyramid")
    def test_rolls():
        rolled()

    @pytest.mark.rules("dp.turn.take")
    def test_only_rolls():
        rolled()

    @pytest.mark.rules("dp.pyramid.open")
    def test_is_refused():
        with pytest.raises(ValueError):
            rolled().apply(Action("take", ("Ascending Passage",)))

    @pytest.mark.rules("dp.turn.take", engine=False)
    def test_checks_it_otherwise():
        assert Action("take", ("Grand Gallery",)) in rolled().legal_actions()

    @pytest.mark.rules("dp.turn.take")
    @pytest.mark.parametrize("take", [False, True])
    def test_one_case_takes(take):
        s = rolled()
        if take:
            s.apply(Action("take", ("Grand Gallery",)))
    """)


def test_a_marker_fails_its_test_when_the_engine_never_cites_the_clause(tmp_path):
    for helper in ("conftest.py", "rule_citations.py"):
        (tmp_path / helper).write_text((TESTS / helper).read_text(encoding="utf-8"))
    (tmp_path / "test_marked.py").write_text(MARKED)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "-W", "ignore::pytest.PytestUnknownMarkWarning", str(tmp_path)],
                         cwd=tmp_path, capture_output=True, text=True, timeout=300,
                         env={**os.environ, "RULE_MARKER_REPORT": ""})
    assert "1 failed, 5 passed" in run.stdout, run.stdout + run.stderr
    assert "FAILED test_marked.py::test_only_rolls" in run.stdout
    assert "the rules marker names ['dp.turn.take'], but the engine never cited it" in run.stdout


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
