"""Why a Dice Pyramid move is refused: one check per move kind, each naming its rule.

:data:`CHECKS` maps a move kind to its check; a check returns the :class:`IllegalAction` to
raise (``None``: the move is legal). The state's ``apply`` runs them, so a refused move never
changes the state.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("dice-pyramid", seed=3)
>>> s = s.apply(s.sample_chance())
>>> check_take(s, ("Grand Gallery",)).rule_id     # not open yet: the second row
'dp.pyramid.open'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...dice import AbilityUse
from ...engine import IllegalAction
from .actions import CARD, RELIC_NUMBER, ROOM_NUMBER, legal_uses, relic_name, room_name
from .phases import CAP, MISS, PLAY, dice_list, positions_ok
from .rules import card_rule, relic_rule
from .tables import INNER_SANCTUM, matching_cards

if TYPE_CHECKING:
    from .state import DicePyramidState


def check_reroll(state: DicePyramidState, args: tuple) -> IllegalAction | None:
    if state.phase != PLAY:
        return IllegalAction("dp.turn.rerolls", "You can re-roll only during your turn, "
                             "before taking a room or ending it.",
                             de="Neu werfen kannst du nur in deinem Zug, bevor du einen "
                             "Raum nimmst oder den Zug beendest.")
    if not args:
        return IllegalAction("dp.turn.rerolls", "Choose at least one die to re-roll.",
                             de="Wähle mindestens einen Würfel zum Neuwurf.")
    if not positions_ok(args):
        return IllegalAction("dp.turn.rerolls", "Name the dice to re-roll by position "
                             "0–4, each once, in increasing order.",
                             de="Nenne die neu zu werfenden Würfel mit ihrer Position 0–4, "
                             "jede einmal und aufsteigend.")
    if state.rerolls_left <= 0:
        return IllegalAction("dp.turn.rerolls", "You have already re-rolled twice this "
                             "turn.",
                             de="Du hast in diesem Zug schon zweimal neu gewürfelt: Es sind "
                             "keine Neuwürfe mehr übrig.")
    return None

def check_use(state: DicePyramidState, args: tuple) -> IllegalAction | None:
    if len(args) != 3 or not isinstance(args[0], str) or type(args[2]) is not int \
            or not isinstance(args[1], tuple):
        return IllegalAction("engine.action", "A relic use is (relic name, dice positions, "
                             "change), e.g. (\"Cat Statue\", [2], 0).",
                             de="Ein Relikt-Einsatz ist (Name des Relikts, Würfelpositionen, "
                             "Änderung), z. B. (\"Cat Statue\", [2], 0).")
    number = RELIC_NUMBER.get(args[0])
    if number is None:
        return IllegalAction("engine.action", f"There is no relic called {args[0]!r}.",
                             de=f"Es gibt kein Relikt namens {args[0]!r}.")
    relic_de = relic_name(number, "de")
    if state.phase != PLAY:
        return IllegalAction("dp.ruling.relic-timing", "Relics work only during your turn, "
                             "after the roll and before you take a room or end the turn.",
                             de="Relikte wirken nur in deinem Zug, nach dem Wurf und bevor "
                             "du einen Raum nimmst oder den Zug beendest.")
    if number not in state.relics:
        return IllegalAction("dp.turn.relics", f"You do not hold {args[0]}.",
                             de=f"Du besitzt das Relikt „{relic_de}“ nicht.")
    if state.options.power_relics and number in state.used:
        return IllegalAction("dp.ruling.power-once-per-turn", f"{args[0]} has already been used "
                             "this turn; a power relic works once per turn.",
                             de=f"Das Relikt „{relic_de}“ wurde in diesem Zug schon eingesetzt; ein "
                             "mächtiges Relikt wirkt einmal pro Zug.")
    indices, delta = args[1], args[2]
    up_to = state.options.relic_reroll_up_to
    if positions_ok(indices) and AbilityUse(indices, delta) in legal_uses(
            number, state.dice, up_to):
        return None
    return explain_bad_use(state, number, indices, delta, up_to)

def explain_bad_use(state: DicePyramidState, number: int, indices: Any, delta: int,
                     up_to: bool) -> IllegalAction:
    card = CARD[number]
    ability = card.ability
    rule = relic_rule(number)
    if ability.kind == "win":
        return IllegalAction(rule, "The Golden Ankh is never used: taking the Treasure "
                             "Chamber has already won the game.",
                             de="Das Goldene Anch wird nie eingesetzt: Wer die Schatzkammer "
                             "nimmt, hat das Spiel schon gewonnen.")
    what = f"{card.relic} can {ability.describe()}"
    was = f"Mit dem Relikt „{relic_name(number, 'de')}“ darfst du {ability.describe('de')}"
    if not positions_ok(indices):
        return IllegalAction(rule, f"{what}: name the dice by position 0–4, each once, in "
                             "increasing order.",
                             de=f"{was}: Nenne die Würfel mit ihrer Position 0–4, jede "
                             "einmal und aufsteigend.")
    if ability.kind != "shift" and delta != 0:
        return IllegalAction(rule, f"{what}; it does not add or subtract.",
                             de=f"{was}; es addiert oder subtrahiert nichts.")
    if ability.kind == "reroll" and not up_to and 0 < len(indices) < max(ability.counts):
        return IllegalAction("dp.ruling.reroll-count", f"{what}: exactly that many dice, "
                             f"not {len(indices)} (option relic_reroll_up_to allows fewer).",
                             de=f"{was}: genau so viele Würfel, nicht {len(indices)} (die "
                             "Option relic_reroll_up_to erlaubt weniger).")
    if len(indices) not in ability.sizes(5, up_to):
        return IllegalAction(rule, f"{what}, not {len(indices)}.",
                             de=f"{was}, nicht {len(indices)}.")
    if ability.kind == "flip":
        bad = [i for i in indices if state.dice[i] not in ability.faces]
        return IllegalAction(rule, f"{what}; die {bad[0] + 1} shows {state.dice[bad[0]]}.",
                             de=f"{was}; Würfel {bad[0] + 1} zeigt {state.dice[bad[0]]}.")
    if ability.kind == "shift":
        if delta not in ability.deltas:
            return IllegalAction(rule, f"{what}; a change of {delta:+d} is not possible.",
                                 de=f"{was}; eine Änderung um {delta:+d} ist nicht möglich.")
        i = indices[0]
        return IllegalAction("dp.dice.shift", f"Die {i + 1} shows {state.dice[i]}: "
                             f"{delta:+d} would leave 1 to 6 and dice never wrap around.",
                             de=f"Würfel {i + 1} zeigt {state.dice[i]}: {delta:+d} führte "
                             "aus 1 bis 6 hinaus, und Würfel springen nie von 6 auf 1 oder "
                             "von 1 auf 6.")
    return IllegalAction(rule, f"{what}; that use is not possible.",
                         de=f"{was}; dieser Einsatz ist nicht möglich.")

def named(args: tuple, numbers: dict[str, int], en: tuple[str, str, str, str],
          de: tuple[str, str, str]) -> int | IllegalAction:
    """The card number of the one name in ``args``, or the refusal (``engine.action``).

    ``en`` = (doing, whose name, "no room", an example name), ``de`` the same in German.

    >>> named(("Grand Gallery",), ROOM_NUMBER, ("Taking", "the room's", "no room", "X"),
    ...       ("Zum Nehmen", "des Raums", "keinen Raum")) == ROOM_NUMBER["Grand Gallery"]
    True
    >>> named(("Atrium",), ROOM_NUMBER, ("Taking", "the room's", "no room", "X"),
    ...       ("Zum Nehmen", "des Raums", "keinen Raum")).message("en")
    "There is no room called 'Atrium'."
    """
    doing, whose, none, example = en
    doing_de, whose_de, none_de = de
    if len(args) != 1 or not isinstance(args[0], str):
        return IllegalAction("engine.action", f"{doing} needs {whose} name, e.g. "
                             f"(\"{example}\",).",
                             de=f"{doing_de} braucht es den Namen {whose_de}, z. B. "
                             f"(\"{example}\",).")
    number = numbers.get(args[0])
    if number is None:
        return IllegalAction("engine.action", f"There is {none} called {args[0]!r}.",
                             de=f"Es gibt {none_de} namens {args[0]!r}.")
    return number


def check_take(state: DicePyramidState, args: tuple) -> IllegalAction | None:
    number = named(args, ROOM_NUMBER, ("Taking", "the room's", "no room", "Grand Gallery"),
                   ("Zum Nehmen", "des Raums", "keinen Raum"))
    if isinstance(number, IllegalAction):
        return number
    room_de = room_name(number, "de")
    if state.phase == CAP:
        pos = position_of(state, number)
        if pos is not None and pos in state.fresh:
            return IllegalAction("dp.turn.opens-next-turn", f"{args[0]} was uncovered this "
                                 "turn: you can attempt it from your next turn.",
                                 de=f"Der Raum „{room_de}“ wurde in diesem Zug freigelegt: Du kannst "
                                 "den Raum ab deinem nächsten Zug versuchen.")
        return IllegalAction("dp.turn.choose", "You have already taken a room this turn.",
                             de="Du hast in diesem Zug schon einen Raum genommen.")
    if state.phase == MISS:
        return IllegalAction("dp.turn.miss", "The turn has ended without a room: discard "
                             "a relic first.",
                             de="Der Zug ist ohne Raum zu Ende: Lege zuerst ein Relikt ab.")
    pos = position_of(state, number)
    if pos is None or pos not in state.open_positions():
        return IllegalAction("dp.pyramid.open", f"{args[0]} is not an open room of the "
                             "pyramid.",
                             de=f"„{room_de}“ ist kein offener Raum der Pyramide.")
    if number not in matching_cards(state.dice, state.options.full_house_five_of_a_kind):
        rule = "dp.ruling.full-house" if (
            number == INNER_SANCTUM and len(set(state.dice)) == 1) else card_rule(number)
        notation = CARD[number].challenge.notation
        return IllegalAction(rule, f"Your dice {dice_list(state.dice)} do not meet "
                             f"{args[0]}'s challenge {notation}.",
                             de=f"Deine Würfel {dice_list(state.dice)} erfüllen die "
                             f"Aufgabe {notation} des Raums „{room_de}“ nicht.")
    return None

def check_discard(state: DicePyramidState, args: tuple) -> IllegalAction | None:
    number = named(args, RELIC_NUMBER, ("Discarding", "the relic's", "no relic",
                                        "Cobra's Fangs"), ("Zum Ablegen", "des Relikts",
                                                           "kein Relikt"))
    if isinstance(number, IllegalAction):
        return number
    if state.phase == PLAY:
        return IllegalAction("dp.turn.miss", "You discard only after a missed turn or when "
                             "you hold too many relics.",
                             de="Du legst nur nach einem Fehlschlag ab oder wenn du zu "
                             "viele Relikte hast.")
    rule = "dp.turn.relic-cap" if state.phase == CAP else "dp.turn.miss"
    if number not in state.relics:
        return IllegalAction(rule, f"You do not hold {args[0]}.",
                             de=f"Du besitzt das Relikt „{relic_name(number, 'de')}“ nicht.")
    return None

def check_end(state: DicePyramidState, args: tuple) -> IllegalAction | None:
    if args:
        return IllegalAction("engine.action", "Ending the turn takes no arguments.",
                             de="Zum Beenden des Zuges gibt man nichts weiter an.")
    if state.phase == CAP:
        return IllegalAction("dp.turn.relic-cap", "Discard down to "
                             f"{state.options.relic_cap} relics first.",
                             de=f"Lege zuerst Relikte ab, bis du nur noch "
                             f"{state.options.relic_cap} hast.")
    if state.phase == MISS:
        return IllegalAction("dp.turn.miss", "Discard a relic to start the next turn.",
                             de="Lege ein Relikt ab, damit der nächste Zug beginnt.")
    if not state.options.may_decline:
        rooms = state.takeable_rooms()
        if rooms:
            rooms_de = ", ".join(f"„{room_name(ROOM_NUMBER[r], 'de')}“" for r in rooms)
            return IllegalAction("dp.ruling.must-take", "Your dice meet "
                                 f"{', '.join(rooms)}: take a room instead of ending the "
                                 "turn.",
                                 de=f"Deine Würfel erfüllen die Aufgabe von {rooms_de}: Nimm einen Raum, "
                                 "statt den Zug zu beenden.")
    return None

def position_of(state: DicePyramidState, number: int) -> int | None:
    try:
        return state.pyramid.index(number)
    except ValueError:
        return None


CHECKS = {
    "reroll": check_reroll,
    "use": check_use,
    "take": check_take,
    "discard": check_discard,
    "end": check_end,
}
"""Move kind -> its check."""
