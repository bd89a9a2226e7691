"""Dice Pyramid in the explorer: dice keep toggles, "Set dice…", and the live odds panel.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("dice-pyramid", seed=3)
>>> ADAPTER.parse_outcome(s, "3 3 5 6 1")
Action(kind='roll', args=(3, 3, 5, 6, 1), label='Roll: 3 3 5 6 1')
>>> s = s.apply(ADAPTER.parse_outcome(s, "3 3 3 5 1")); s.dice
(3, 3, 3, 5, 1)
>>> ADAPTER.group_title(ADAPTER.group_key(Action("take", ("Entrance",))), "de")
'Raum nehmen'
>>> s = s.apply(Action("reroll", (3, 4)))
>>> ADAPTER.parse_outcome(s, "3 3 3 6 6").args    # all five dice, or just the two rolled
(6, 6)
>>> after = s.apply(Action("roll", (3, 6)))
>>> ADAPTER.explain_step(s, Action("roll", (3, 6)), after, None, "en")
'The dice show 3 3 3 3 6.'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as w

from ...engine import Action, GameState, IllegalAction
from ...engine.text import counted
from ...games.dice_pyramid import GAME, DicePyramidState
from ...games.dice_pyramid.actions import CARD, RELIC_NUMBER, ROOM_NUMBER, relic_name, roll_action
from ...games.dice_pyramid.actions import room_name as _room_name
from ...games.dice_pyramid.setup import TREASURE_CHAMBER
from ..common.i18n import t
from . import dice_pyramid_wholegame as wholegame
from .base import Adapter, ApplyFn, Composer, OddsPanel
from .dice_pyramid_wholegame import WholeGameOdds
from .parse import bad_part, join_nums, parse_ints

DIE_FACES = "⚀⚁⚂⚃⚄⚅"
PLAY = "play"

GROUPS = {
    "take": ("Take a room", "Raum nehmen"),
    "end": ("End the turn", "Zug beenden"),
    "discard": ("Discard a relic", "Relikt ablegen"),
    "reroll": ("Re-roll", "Neu würfeln"),
}


def die_label(value: int) -> str:
    """``⚂ 3`` for 3: a die face plus the digit (readable at any font)."""
    return f"{DIE_FACES[value - 1]} {value}" if 1 <= value <= 6 else "?"


class DiceComposer(Composer):
    """Five toggle buttons (one per die) and "Re-roll selected": pick dice, then re-roll."""

    def __init__(self, apply: ApplyFn) -> None:
        self._apply = apply
        # as wide as its label needs ("⚄ 5" in 22 px bold plus the buttons' 10 px sides), at
        # least 62 px: a fixed 62 px cut the digit off ("⚄…") in JupyterLab's fonts
        self.toggles = [w.ToggleButton(layout=w.Layout(width="auto", min_width="62px",
                                                       height="48px"),
                                       style={"font_size": "22px", "font_weight": "bold"})
                        for _ in range(5)]
        for toggle in self.toggles:
            toggle.observe(self._toggled, "value")
        self.reroll = w.Button(button_style="warning",
                               layout=w.Layout(width="auto", min_height="44px"))
        self.reroll.on_click(lambda _b: self.reroll_selected())
        self.hint = w.HTML()
        self.widget = w.VBox([self.hint, w.HBox(self.toggles, layout=w.Layout(flex_flow="row wrap")),
                              self.reroll])
        self._dice: tuple[int, ...] = ()
        self._lang = "en"
        self._rerolls_left = 0

    def covers(self, action: Action) -> bool:
        return action.kind == "reroll"

    def selected(self) -> tuple[int, ...]:
        """0-based positions of the dice selected for re-rolling."""
        return tuple(i for i, tg in enumerate(self.toggles) if tg.value)

    def select(self, positions: tuple[int, ...]) -> None:
        """Select exactly the dice at ``positions`` (0-based), as clicking them would."""
        for i, toggle in enumerate(self.toggles):
            toggle.value = i in positions

    def reroll_selected(self) -> Any:
        """Play "re-roll the selected dice" (the engine explains a bad choice)."""
        return self._apply(Action("reroll", self.selected()))

    def _toggled(self, _change: dict[str, Any]) -> None:
        self._label_reroll()

    def _label_reroll(self) -> None:
        chosen = self.selected()
        base = t("reroll_selected", self._lang)
        self.reroll.description = f"{base} ({', '.join(str(i + 1) for i in chosen)})" if chosen else base
        self.reroll.disabled = not chosen or self._rerolls_left <= 0
        for toggle in self.toggles:
            toggle.button_style = "warning" if toggle.value else ""

    def update(self, state: GameState, seat: int, lang: str, active: bool) -> None:
        assert isinstance(state, DicePyramidState)
        dice = state.dice
        playing = active and state.phase == PLAY and len(dice) == 5
        self._lang = lang
        self._rerolls_left = state.rerolls_left if playing else 0
        if dice != self._dice:
            self._dice = dice
            self.select(())
        for i, toggle in enumerate(self.toggles):
            value = dice[i] if i < len(dice) else 0
            toggle.description = die_label(value)
            toggle.tooltip = f"{'Würfel' if lang == 'de' else 'Die'} {i + 1}"
            toggle.disabled = not playing
        self.hint.value = (f"{t('select_dice', lang)} "
                           f"<b>{t('rerolls_left', lang, rerolls=counted(self._rerolls_left, 'reroll', lang))}</b>")
        self.widget.layout.display = None if playing else "none"
        self._label_reroll()


class DicePyramidAdapter(Adapter):
    """Labels in both languages, relic uses grouped per relic, dice toggles, odds."""

    game_id = GAME.id

    def describe(self, before: GameState, action: Action, after: GameState, lang: str,
                 viewer: int | None = None) -> str:
        """Every move of the solo game is public; a roll is logged with the dice it left."""
        if action.kind == "roll":
            word = "Wurf" if lang == "de" else "Roll"
            return f"{word}: {join_nums(after.dice)}"  # type: ignore[attr-defined]
        return self.action_label(before, action, lang)

    def explain_step(self, before: GameState, action: Action, after: GameState,
                     viewer: int | None, lang: str) -> str | None:
        """The dice on the table and what the step did with them (the solo game is public)."""
        assert isinstance(before, DicePyramidState) and isinstance(after, DicePyramidState)
        de = lang == "de"
        kind = action.kind
        dice = join_nums(before.dice)
        if kind == "roll":
            return f"Die Würfel zeigen {join_nums(after.dice)}." if de else \
                f"The dice show {join_nums(after.dice)}."
        if kind == "take":
            number = ROOM_NUMBER[action.args[0]]
            room, pattern = _room_name(number, lang), CARD[number].challenge
            meaning = CARD[number].room_text.get(lang)
            text = (f"Deine {dice} erfüllen {room}: {pattern}: {meaning}" if de else
                    f"Your {dice} meet {room}'s {pattern}: {meaning}")
            if number == TREASURE_CHAMBER:
                text += " Das Goldene Anch ist gefunden!" if de else " The Golden Ankh is found!"
            return text
        if kind == "reroll":
            kept = join_nums([v for i, v in enumerate(before.dice) if i not in action.args])
            left = after.rerolls_left
            if de:
                return (f"Behalten: {kept or 'nichts'}; neu gewürfelt werden "
                        f"{len(action.args)} Würfel (danach noch {counted(left, 'reroll', 'de')}).")
            return (f"Kept {kept or 'nothing'}; {len(action.args)} dice are rolled again "
                    f"({counted(left, 'reroll')} left after this).")
        if kind == "use":
            relic = relic_name(RELIC_NUMBER[action.args[0]], lang)
            if after.dice != before.dice:
                return (f"{relic}: aus {dice} wird {join_nums(after.dice)}." if de else
                        f"{relic}: {dice} becomes {join_nums(after.dice)}.")
            n = len(after.pending)
            return (f"{relic}: {n} Würfel werden neu geworfen (aus {dice})." if de else
                    f"{relic}: {n} dice of {dice} are rolled again.")
        if kind == "end":
            return (f"Kein offener Raum passt zu {dice}: der Zug endet ohne Raum." if de else
                    f"No open room is met by {dice}: the turn ends without a room.")
        if kind == "discard":
            n = len(after.relics)
            relic = relic_name(RELIC_NUMBER[action.args[0]], lang)
            return (f"{relic} ist abgelegt; {n} Relikt(e) bleiben." if de else
                    f"{relic} is discarded; {n} relic(s) left.")
        return None

    def result_text(self, state: GameState, lang: str) -> str:
        """"Won: the Golden Ankh in 14 turns" or how the pyramid won."""
        assert isinstance(state, DicePyramidState)
        if not state.is_terminal():
            return ""
        turns = sum(1 for a in state.history if a.kind in ("take", "end"))
        rooms = sum(1 for a in state.history if a.kind == "take")
        de = lang == "de"
        if state.outcome == "won":
            return (f"Gewonnen: das Goldene Anch in {turns} Zügen ({rooms} Räume)." if de else
                    f"Won: the Golden Ankh in {turns} turns ({rooms} rooms).")
        return (f"Verloren nach {turns} Zügen: kein Relikt mehr zum Ablegen ({rooms} Räume)."
                if de else f"Lost after {turns} turns: no relic left to discard ({rooms} rooms).")

    def group_key(self, action: Action) -> str:
        if action.kind == "use":
            return f"use:{action.args[0]}"
        return action.kind

    def group_title(self, key: str, lang: str) -> str:
        if key.startswith("use:"):
            relic = key[4:]
            number = RELIC_NUMBER.get(relic)
            name = relic_name(number, lang) if number is not None else relic
            return f"{name} einsetzen" if lang == "de" else f"Use {name}"
        en, de = GROUPS.get(key, (super().group_title(key, lang),) * 2)
        return de if lang == "de" else en

    def outcome_editor(self) -> bool:
        return True

    def parse_outcome(self, state: GameState, text: str) -> Action:
        """Values for the dice being rolled, or all five dice (the kept ones unchanged)."""
        assert isinstance(state, DicePyramidState)
        pending, dice = state.pending, state.dice
        if not state.is_chance_node():
            raise IllegalAction("engine.chance", "No roll is due: it is the player's move.",
                                de="Es wird gerade nicht gewürfelt: Der Spieler ist am Zug.")
        try:
            values = parse_ints(text)
        except ValueError as exc:
            raise IllegalAction("engine.chance", f"Type the dice as numbers 1 to 6, e.g. "
                                f"“3 3 5 6 1” ({exc}).",
                                de=f"Gib die Würfel als Zahlen von 1 bis 6 ein, z. B. "
                                f"„3 3 5 6 1“ ({bad_part(text)!r} ist keine ganze Zahl).") from None
        k = len(pending)
        rolling = ", ".join(str(i + 1) for i in pending)
        if len(values) == 5 and k < 5 and dice:
            kept = [i for i in range(5) if i not in pending]
            changed = [i + 1 for i in kept if values[i] != dice[i]]
            if changed:
                raise IllegalAction(
                    "engine.chance",
                    f"Only dice {rolling} are being rolled; "
                    f"die {changed[0]} stays at {dice[changed[0] - 1]}.",
                    de=f"Nur die Würfel {rolling} werden geworfen; "
                    f"Würfel {changed[0]} bleibt bei {dice[changed[0] - 1]}.")
            values = [values[i] for i in pending]
        if len(values) != k:
            raise IllegalAction("engine.chance", f"This roll needs {k} dice values from 1 to 6 "
                                f"(dice {rolling}), got {len(values)}.",
                                de=f"Dieser Wurf braucht {k} Würfelwerte von 1 bis 6 "
                                f"(Würfel {rolling}), nicht {len(values)}.")
        return roll_action(tuple(values), pending, dice)

    def make_composer(self, apply: ApplyFn) -> Composer:
        return DiceComposer(apply)

    def make_odds(self, chart: bool = True, *, solver_on_request: bool = False) -> OddsPanel:
        # this turn's odds + the whole game's chance (its upper bound on request: a chart-less
        # public page, a dashboard's explorer)
        return WholeGameOdds(chart=chart, upper_by_itself=chart and not solver_on_request)

    def move_tooltip(self, state: GameState, action: Action, viewer: int | None,
                     lang: str) -> str | None:
        assert isinstance(state, DicePyramidState)
        return wholegame.tooltip(state, action, viewer, lang)

    def set_move_tooltips(self, state: GameState, viewer: int | None, lang: str,
                          buttons: Sequence[Any], odds: OddsPanel | None = None) -> None:
        assert isinstance(state, DicePyramidState)
        wholegame.set_tooltips(getattr(odds, "whole", None), state, viewer, lang, buttons)


ADAPTER = DicePyramidAdapter()
