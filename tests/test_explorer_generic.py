"""A game with no explorer adapter at all works: the explorer has nothing game-specific.

The little race game below (a die roll, then two players add 1 or 2 until 10) stands in for a
future game that brings only the kernel protocol and a render function.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import (
    CHANCE,
    TERMINAL,
    Action,
    Bilingual,
    GameState,
    IllegalAction,
    OptionSpec,
    RandomBot,
    build_options,
)
from pyramid_explorer.ui import Explorer

GAME_ID = "race-to-ten"


@dataclass(frozen=True)
class RaceOptions:
    target: int = 10


@dataclass(frozen=True)
class RaceState(GameState):
    game_id = GAME_ID
    seed: int
    num_players: int
    options: RaceOptions
    history: tuple = ()
    last_rules: tuple = ()
    total: int = 0
    rolled: bool = False
    turn: int = 0

    def legal_actions(self) -> list[Action]:
        if not self.rolled:
            return [Action("roll", (i,), label=f"Roll {i}") for i in range(1, 7)]
        return [Action("add", (i,), label=f"Add {i}") for i in (1, 2)]

    def _reject(self, action: Action) -> IllegalAction | None:
        if action not in self.legal_actions():
            return IllegalAction("engine.action", "Add 1 or 2.")
        return None

    def _next(self, action: Action) -> tuple[RaceState, tuple[str, ...]]:
        if action.kind == "roll":
            return replace(self, total=action.args[0], rolled=True), ("engine.chance",)
        return replace(self, total=self.total + action.args[0], turn=1 - self.turn), ()

    def current_player(self) -> int:
        if not self.rolled:
            return CHANCE
        return TERMINAL if self.total >= self.options.target else self.turn

    def returns(self) -> list[float]:
        if self.total < self.options.target:
            return [0.0, 0.0]
        return [1.0 if seat != self.turn else -1.0 for seat in range(2)]

    def observation(self, player: int | None) -> dict:
        return {"total": self.total}

    def snapshot(self) -> dict:
        return {"total": self.total, "rolled": self.rolled, "turn": self.turn}

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        return [(a, 1 / 6) for a in self.legal_actions()]

    def _sample(self, rng) -> Action:
        value = rng.randint(1, 6)
        return Action("roll", (value,), label=f"Roll {value}")

    def render_html(self, viewer: int | None = None, lang: str = "en") -> str:
        return f'<svg><text class="total">{self.total}</text></svg>'


OPTIONS = (OptionSpec("target", 10, Bilingual("Target", "Ziel"), Bilingual("", ""), (10, 15)),)
GAME = games.GameSpec(
    GAME_ID, Bilingual("Race to ten", "Wettlauf bis zehn"), 2, 2, 2, OPTIONS,
    lambda seed, players, **o: RaceState(seed, players, build_options(RaceOptions, OPTIONS, o)),
    {"random": RandomBot})


@pytest.fixture
def ex(monkeypatch) -> Explorer:
    monkeypatch.setitem(games._MODULES, GAME_ID, __name__)
    return Explorer(GAME_ID, seed=2)


def test_a_game_without_adapter_plays_through_the_explorer(ex):
    assert "Roll 3" in ex.move_labels                # a chance step lists its outcomes
    next(b for b in ex.move_buttons() if b.description == "Roll 3").click()
    assert ex.state.total == 3 and 'data-rule-id="engine.chance"' in ex.rule_html
    assert ex.move_labels == ["Add 1", "Add 2"]
    assert ex.panels.odds.outer.layout.display == "none"   # no odds panel for this game
    assert ex.panels.moves.outcome_box.layout.display == "none"  # no dice to type in
    while ex.step():
        pass
    assert ex.state.is_terminal() and "Game over" in ex.state_html
    assert '<text class="total">' in ex.state_html


def test_options_of_any_game_become_controls(ex):
    chooser = ex.panels.settings.option_widgets["target"]
    assert list(chooser.options) == [10, 15] and chooser.description == "Target"
    chooser.value = 15
    ex.buttons["new_game"].click()
    assert ex.state.options.target == 15
    ex.set_language("de")
    assert ex.panels.settings.option_widgets["target"].description == "Ziel"
    assert ex.panels.settings.option_widgets["target"].value == 15


def test_autoplay_pauses_for_a_human_seat(ex):
    ex.set_seat(1, "human")
    ex.autoplay()
    for _ in range(50):
        if not ex.autoplaying:
            break
        ex.panels.autoplay.play.value += 1
    assert not ex.autoplaying
    assert ex.state.current_player() == 1 and not ex.state.is_terminal()
    assert "Your move" in ex.panels.moves.title.value
