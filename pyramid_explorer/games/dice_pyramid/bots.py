"""Bots for Dice Pyramid. ``random`` is the kernel's :class:`RandomBot`; ``greedy`` is here.

The greedy bot never declines a match: it takes a room whenever its dice meet one (the
Treasure Chamber first, then a room that uncovers another, then the hardest room). The one
exception is the Entrance, which any dice meet: while it is the only match and re-rolls are
left, the bot keeps it as a sure fallback and re-rolls for a better room, taking it at the
end of the turn otherwise. It re-rolls the dice that give the best chance to meet *some* open
room with one roll (exact odds, from the dice package's challenge matcher), uses relics when
they turn a miss into a match (any time with Power Relics, else once its re-rolls are spent),
and discards its least useful relic. The one-roll odds are :mod:`.keep`'s. Ties are broken
with ``state.rng("bot:greedy")``, so games replay exactly.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.sim import play_out
>>> final = play_out(new_game("dice-pyramid", seed=4), [GreedyBot()])
>>> final.is_terminal(), final.outcome in ("won", "lost")
(True, True)
>>> round(keep_chance((6, 6, 6, 6), frozenset({2})), 4)     # one die to make five 6s
0.1667
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...dice import AbilityUse
from ...engine import Action
from ...engine.text import counted
from .actions import (
    ALL_DICE,
    CARD,
    DISCARD_ACTIONS,
    END,
    TAKE_ACTIONS,
    relic_name,
    reroll_action,
    room_name,
    use_action,
    use_actions,
)
from .keep import best_keep, keep_chance
from .setup import ENTRANCE, TREASURE_CHAMBER
from .tables import matching_cards
from .uses import use_results

if TYPE_CHECKING:
    from .state import DicePyramidState

# How much the greedy bot values each relic (higher = kept longer).
RELIC_VALUE = {
    1: 5, 2: 99, 3: 2, 4: 2, 5: 2, 6: 3, 7: 3, 8: 6, 9: 8, 10: 8, 11: 9, 12: 7, 13: 5,
    14: 4, 15: 4,
}


class GreedyBot:
    """Plays for the most likely open room each roll; deterministic per position."""

    name = "greedy"

    def reason(self, state: DicePyramidState, action: Action, lang: str = "en") -> str | None:
        """Why the bot plays ``action`` in ``state``, in one line (computed only when asked).

        >>> from pyramid_explorer.games import new_game
        >>> s = new_game("dice-pyramid", seed=3).apply(Action("roll", (3, 3, 3, 5, 1)))
        >>> GreedyBot().reason(s, GreedyBot().choose(s), "en")[:41]
        'keeps 1 (aiming at Sandstone Triad): 18 %'
        """
        return _greedy_reason(state, action, lang)

    def choose(self, state: DicePyramidState) -> Action:
        phase = state.phase
        if phase in ("cap", "miss"):
            worst = min(state.relics, key=lambda r: (RELIC_VALUE[r], -state.relics.index(r)))
            return DISCARD_ACTIONS[worst]
        if phase != "play":
            return state.legal_actions()[0]
        takes = state.takeable()
        fallback = ENTRANCE in takes          # the Entrance meets any dice: a sure room
        if takes and not (takes == (ENTRANCE,) and state.rerolls_left):
            return TAKE_ACTIONS[self._best_take(state, takes)]
        five = state.options.full_house_five_of_a_kind
        targets = frozenset(state.pyramid[p] for p in state.open_positions())
        if fallback:
            targets -= {ENTRANCE}             # aim higher while re-rolls last
            if not targets:
                return TAKE_ACTIONS[ENTRANCE]
        dice = state.dice
        usable = state.uses_left()
        free = state.options.power_relics
        if usable and (free or not (state.rerolls_left or fallback)):
            fixed = self._fixing_use(state, usable, targets)
            if fixed is not None:
                return fixed
        if state.rerolls_left:
            subset, _ = best_keep(dice, targets, five)
            return reroll_action(subset)
        if fallback and not free:
            return TAKE_ACTIONS[ENTRANCE]
        up_to = state.options.relic_reroll_up_to
        best: Action | None = None
        best_p = 0.0
        for r in usable:
            if CARD[r].ability.kind != "reroll":
                continue
            for action in use_actions(r, dice, up_to):
                kept = tuple(sorted(dice[i] for i in ALL_DICE if i not in action.args[1]))
                p = keep_chance(kept, targets, five)
                if p > best_p:
                    best, best_p = action, p
        worth = best_p > 0 if free else (best_p >= 0.5 or (len(state.relics) > 1
                                                          and best_p >= 0.2))
        if best is not None and worth:
            return best
        return TAKE_ACTIONS[ENTRANCE] if fallback else END

    @staticmethod
    def _best_take(state: DicePyramidState, takes: tuple[int, ...]) -> int:
        if TREASURE_CHAMBER in takes:
            return TREASURE_CHAMBER
        lay = state.layout

        def score(card: int) -> tuple[bool, int, int]:
            pos = state.pyramid.index(card)
            cards = list(state.pyramid)
            cards[pos] = None
            opens = sum(1 for q in lay.covers[pos] if lay.is_open(tuple(cards), q))
            return card != ENTRANCE, opens, -_ROLLS_MEETING[card]

        return max(takes, key=score)

    @staticmethod
    def _fixing_use(state: DicePyramidState, usable: tuple[int, ...],
                    targets: frozenset[int]) -> Action | None:
        five = state.options.full_house_five_of_a_kind
        dice = state.dice
        found: list[tuple[int, int, AbilityUse, tuple[int, ...]]] = []
        for r in usable:
            ability = CARD[r].ability
            if ability.kind not in ("flip", "shift"):
                continue
            for use, after in use_results(r, dice).items():   # no labels: only the pick gets one
                hit = matching_cards(after, five) & targets
                if hit:
                    score = (200 if TREASURE_CHAMBER in hit else 100) - RELIC_VALUE[r]
                    found.append((score, r, use, after))
        if not found:
            return None
        top = max(f[0] for f in found)
        best = [f for f in found if f[0] == top]
        pick = best[state.rng("bot:greedy").randrange(len(best))] if len(best) > 1 else best[0]
        return use_action(pick[1], dice, pick[2], pick[3])


_ROLLS_MEETING = {number: card.challenge.count() for number, card in CARD.items()}
"""Card number -> how many of the 7,776 rolls meet its room (lower = harder)."""


def _targets(state: DicePyramidState) -> frozenset[int]:
    """The rooms the greedy bot aims for: every open room, the Entrance only as a last resort."""
    targets = frozenset(state.pyramid[p] for p in state.open_positions())
    return targets - {ENTRANCE} if len(targets) > 1 else targets


def _greedy_reason(state: DicePyramidState, action: Action, lang: str) -> str | None:
    """The rule of thumb behind the greedy bot's ``action`` in ``state``, in one line."""
    de = lang == "de"
    kind = action.kind
    if kind == "take":
        number = next(n for n, c in CARD.items() if c.room == action.args[0])
        room = room_name(number, lang)
        if number == TREASURE_CHAMBER:
            return f"nimmt {room}: Das gewinnt das Spiel." if de else \
                f"takes {room}: it wins the game."
        if number == ENTRANCE:
            return (f"nimmt {room}: Kein besserer Raum passt, und es bleibt kein Neuwurf."
                    if de else f"takes {room}: no better room is met and no re-roll is left.")
        return (f"nimmt {room}: Von den passenden Räumen deckt er die meisten Karten auf "
                f"und ist am schwersten." if de else
                f"takes {room}: of the rooms its dice meet it uncovers the most cards and is "
                f"the hardest.")
    if kind == "reroll":
        five = state.options.full_house_five_of_a_kind
        targets = _targets(state)
        kept = tuple(sorted(v for i, v in enumerate(state.dice) if i not in action.args))
        p = keep_chance(kept, targets, five)
        best = max(sorted(targets), key=lambda n: keep_chance(kept, frozenset({n}), five))
        room = room_name(best, lang)
        left = state.rerolls_left - 1
        kept_text = " ".join(map(str, kept)) or ("nichts" if de else "nothing")
        pct = f"{100 * p:.0f} %"
        if de:
            return (f"behält {kept_text} (Ziel: {room}): {pct} Chance, mit diesem Wurf einen "
                    f"offenen Raum zu schaffen; danach noch {counted(left, 'reroll', 'de')}.")
        return (f"keeps {kept_text} (aiming at {room}): {pct} to meet an open room with this "
                f"roll; {counted(left, 'reroll')} left after it.")
    if kind == "use":
        number = next(n for n, c in CARD.items() if c.relic == action.args[0])
        relic = relic_name(number, lang)
        if CARD[number].ability.kind == "reroll":
            return (f"setzt {relic} ein: Die Neuwürfe sind aufgebraucht, und so hat er die "
                    f"beste Chance auf einen Raum." if de else
                    f"uses {relic}: its re-rolls are spent and this gives the best chance of a room.")
        return (f"setzt {relic} ein: So passen die Würfel zu einem offenen Raum." if de else
                f"uses {relic}: it turns the dice into a match for an open room.")
    if kind == "discard":
        number = next(n for n, c in CARD.items() if c.relic == action.args[0])
        relic = relic_name(number, lang)
        return (f"legt {relic} ab: sein am wenigsten nützliches Relikt." if de else
                f"discards {relic}: its least useful relic.")
    if kind == "end":
        return ("beendet den Zug: Kein Raum passt, und kein Relikt hilft mehr." if de else
                "ends the turn: no room is met and no relic helps any more.")
    return None


