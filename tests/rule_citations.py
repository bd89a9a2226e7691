"""What the engine cited while a test ran: the check behind ``@pytest.mark.rules(...)``.

A test marked ``@pytest.mark.rules("dp.turn.rerolls")`` promises that it exercises that clause.
While it runs, :func:`recording` collects every clause the games cite:

* a move that clause allowed: the clause is in ``last_rules`` of a state that ``apply`` or
  ``advance`` returned (what the Why panel and ``explain_last`` show);
* a move it refused: an :class:`IllegalAction` naming it was made (raised, or returned by a
  check such as ``argcheck.declared_problem``);
* a set-up rule: a game was dealt (``new_game``, a saved or built start) whose set-up shows the
  clause: the game's ``<prefix>.setup.*`` clauses, those the stored examples list as dealt
  (``data/examples/GAME.json``: ``deal``, ``deal_players`` for its player count), and the clause
  of each option switched on (``OptionSpec.rule_id``);
* a clause the stored examples read as another (``same_as``, e.g. how a challenge is read at
  every take) counts when that other one was cited.

``tests/conftest.py`` fails a marked test whose marker names a clause it never made the engine
cite. Work in other processes (a served dashboard's kernels, a simulation's worker processes) is
not seen; a test that exercises a clause only there must exercise it here too.

>>> from pyramid_explorer.engine import Action
>>> from pyramid_explorer.games import new_game
>>> with recording() as cited:
...     s = new_game("dice-pyramid", seed=7).apply(Action("roll", (3, 3, 3, 5, 1)))
>>> "dp.turn.roll" in cited, "dp.setup.pyramid" in cited, "dp.turn.take" in cited
(True, True, False)
"""

from __future__ import annotations

import functools
import importlib
import json
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from pyramid_explorer import games
from pyramid_explorer.engine import RULES, GameState, IllegalAction

EXAMPLES = Path(games.__file__).resolve().parent.parent / "data" / "examples"


def _state_classes() -> list[type]:
    for game_id in games.available():
        games.spec(game_id)  # imports the game's state class
    out, todo = [], [GameState]
    while todo:
        cls = todo.pop()
        out.append(cls)
        todo.extend(cls.__subclasses__())
    return out


@functools.cache
def _examples_file(game_id: str) -> dict[str, Any]:
    path = EXAMPLES / f"{game_id}.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def deal_clauses(state: GameState) -> set[str]:
    """The set-up clauses a freshly dealt ``state`` shows (see the module's docstring)."""
    game = games.spec(state.game_id)
    stored = _examples_file(state.game_id)
    ids = {c.id for c in RULES.all()
           if c.id.startswith(game.rule_prefix + ".setup.")}
    ids |= set(stored.get("deal", ()))
    ids |= {rid for rid, n in stored.get("deal_players", {}).items() if n == state.num_players}
    options = state.options_dict()
    ids |= {o.rule_id for o in game.options
            if o.rule_id and o.name in options and options[o.name] != o.default}
    return ids


def read_as_others() -> dict[str, str]:
    """Clause -> the clause whose citation shows it too (the examples' ``same_as``)."""
    out: dict[str, str] = {}
    for game_id in games.available():
        out.update(_examples_file(game_id).get("same_as", {}))
    return out


@contextmanager
def recording() -> Iterator[set[str]]:
    """Collect the rule ids the games cite inside the ``with`` block (from any thread)."""
    cited: set[str] = set()
    lock = threading.Lock()
    undo: list[Callable[[], None]] = []

    def note(ids: Any) -> None:
        with lock:
            cited.update(ids)

    def patch(owner: Any, name: str, value: Any) -> None:
        old = owner.__dict__[name] if isinstance(owner, type) else getattr(owner, name)
        (setattr if isinstance(owner, type) else object.__setattr__)(owner, name, value)
        undo.append(lambda: (setattr if isinstance(owner, type) else object.__setattr__)(
            owner, name, old))

    original_init = IllegalAction.__init__

    @functools.wraps(original_init)
    def refusal(self: IllegalAction, rule_id: str, *args: Any, **kwargs: Any) -> None:
        note((rule_id,))
        original_init(self, rule_id, *args, **kwargs)

    patch(IllegalAction, "__init__", refusal)
    for cls in _state_classes():
        for name in ("apply", "advance"):
            if name in cls.__dict__:
                patch(cls, name, _citing(cls.__dict__[name], note))
    for game_id in games.available():
        module = importlib.import_module(f"{games.__name__}.{games.package(game_id)}")
        spec = module.GAME
        dealt = {"new_state": _dealing(spec.new_state, note)}
        if spec.from_start is not None:
            dealt["from_start"] = _dealing(spec.from_start, note)
        patch(module, "GAME", replace(spec, **dealt))
    try:
        yield cited
    finally:
        for step in reversed(undo):
            step()
        same_as = read_as_others()
        cited.update(rid for rid, other in same_as.items() if other in cited)


def _citing(method: Callable[..., GameState], note: Callable[[Any], None]) -> Callable:
    @functools.wraps(method)
    def call(self: GameState, *args: Any, **kwargs: Any) -> GameState:
        out = method(self, *args, **kwargs)
        note(out.last_rules)
        return out
    return call


def _dealing(make: Callable[..., GameState], note: Callable[[Any], None]) -> Callable:
    @functools.wraps(make)
    def call(*args: Any, **kwargs: Any) -> GameState:
        state = make(*args, **kwargs)
        note(deal_clauses(state))
        return state
    return call
