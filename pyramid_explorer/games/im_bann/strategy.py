"""A stronger *Im Bann der Pyramide* player: the heuristic bot with four decisions changed.

Measured against three :class:`~.bots.HeuristicBot` players (4 players, seats rotated,
``benchmarks/bench_players.py``), the heuristic's own choices lose most at the King's Chamber,
where most turns of a game are spent. :class:`StrategistBot` plays like the heuristic bot
except that it

1. **keeps the Mummy** after drawing or laying an equipment card rather than discarding
   showcase equipment to pass it to a player at the Chamber (the heuristic discards whenever
   it may, often a 4 or 5 for a 3, and the Mummy then goes round the table while nobody gets
   nearer the Chamber); only in a turn that lays a special card and no equipment does it still
   discard, as the heuristic does;
2. **lays a Protection at once** (together with an equipment card, so it costs no turn), not
   only once the showcase is worth 3;
3. **keeps Magic Power at the Chamber** for the move that wins: Magic Power turning the depot
   to the item of the card that hits the exact sum. It no longer spends it just to play some
   card of another item;
4. **plays towards the exact sum at the Chamber** with a card that leaves a rest it holds (of
   the same item, or of any item when it holds Magic Power); after a Scarab it plays cards of
   a combination that hits the sum exactly. When no card leaves such a rest and only a few
   points are missing, it draws instead of laying a card the Curse can take.

It reads only what its seat may know (its hand, the showcases, the positions, the depot and
the Mummy's place) and draws any randomness from ``state.rng("bot:strategist")``, so its
games replay exactly and its choice does not change when the hidden cards are redrawn.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.sim import play_out
>>> final = play_out(new_game("im-bann-der-pyramide", seed=2, players=4),
...                  [StrategistBot(), HeuristicBot(), HeuristicBot(), HeuristicBot()])
>>> final.is_terminal()
True
"""

from __future__ import annotations

from ...engine import Action
from .bots import HeuristicBot, _pick, _subset_sum
from .data import code_item, code_value
from .kinds import Phase
from .state import ImBannState

_PLAYING = (Phase.START, Phase.SPECIAL, Phase.SCARAB)
"""Phases in which the bot chooses an equipment card to lay."""
_KEEPS_MUMMY = (Phase.AFTER_A, Phase.AFTER_B, Phase.AFTER_SHED, Phase.END)
"""After drawing or laying an equipment card the bot does not discard to pass the Mummy (after
a special card not followed by equipment it does, as the heuristic does: measured better)."""


class StrategistBot(HeuristicBot):
    """The heuristic bot with four decisions changed (see the module doc): it keeps the Mummy,
    protects at once, keeps Magic Power at the Chamber for the winning card, and plays towards
    the Chamber's exact sum with a rest it holds.

    >>> from pyramid_explorer.games.im_bann import ImBannState
    >>> s = ImBannState.from_position(hands=[["ladder-2", "ladder-2", "ladder-3"], []],
    ...     showcases=[["rope-4", "torch-4"], []], positions=[4, 0], chamber=12,
    ...     depot="ladder")
    >>> str(HeuristicBot().choose(s)), str(StrategistBot().choose(s))   # 4 missing
    ('Play Ladder 3', 'Play Ladder 2')
    >>> s = ImBannState.from_position(hands=[["torch-5", "magic"], []], positions=[4, 0],
    ...                               chamber=12, depot="ladder")
    >>> str(HeuristicBot().choose(s)), str(StrategistBot().choose(s))
    ('Play Magic Power → Torch', 'Draw 2')
    """

    name = "strategist"

    # ------------------------------------------------------------------ explaining
    def reason(self, state: ImBannState, action: Action, lang: str = "en") -> str | None:
        """The rule of thumb behind ``action`` (it may name the seat's own cards: show it to
        that seat and the referee only); the heuristic's reason where the two agree.

        >>> from pyramid_explorer.games.im_bann import ImBannState
        >>> s = ImBannState.from_position(hands=[["protection", "ladder-1"], []])
        >>> StrategistBot().reason(s, StrategistBot().choose(s), "de")
        'legt sofort Schutz aus (mit einer Ausrüstungskarte im selben Zug), bevor ein Fluch kommt.'
        """
        de = lang == "de"
        me = state.current_player()
        kind = action.kind
        if kind == "end" and any(a.kind == "shed" for a in state.legal_actions()):
            return ("behält die Mumie: Ausrüstung abzulegen, um sie weiterzugeben, kostet mehr "
                    "als es bringt." if de else
                    "keeps the Mummy: discarding showcase equipment to pass it on costs more "
                    "than it gains.")
        if kind == "protection":
            return ("legt sofort Schutz aus (mit einer Ausrüstungskarte im selben Zug), bevor "
                    "ein Fluch kommt." if de else
                    "lays a Protection at once (with an equipment card in the same turn), "
                    "before a Curse comes.")
        at_chamber = state.positions[me] == state.chamber_index
        if at_chamber and kind == "draw" and "magic" in self._hand(state, me):
            return ("hebt die Zauberkraft für die Karte auf, die die genaue Summe trifft, und "
                    "zieht." if de else
                    "keeps Magic Power for the card that hits the exact sum, and draws.")
        if (at_chamber and kind == "equip" and state.phase in _PLAYING
                and code_value(action.args[0]) != self._need(state, me)):
            return ("spielt auf die genaue Summe hin und behält eine Karte für den Rest." if de
                    else "plays towards the exact sum and keeps a card for the rest.")
        return super().reason(state, action, lang)

    # ------------------------------------------------------------------ decisions
    def _decide(self, state: ImBannState, me: int, actions: list[Action]) -> Action | None:
        choice = super()._decide(state, me, actions)
        if choice is not None and choice.kind == "shed" and state.phase in _KEEPS_MUMMY:
            return _pick(actions, "end")  # 1. keep the Mummy
        return choice

    def _start(self, state: ImBannState, me: int, actions: list[Action]) -> Action | None:
        choice = super()._start(state, me, actions)
        if choice is None or self._finishes(state, me, choice) or choice.kind in ("curse",
                                                                                  "mummy"):
            return choice
        hand = self._hand(state, me)
        if ("protection" in hand and choice.kind != "protection"
                and "protection" not in state.codes(state.showcases[me])):
            return _pick(actions, "protection")  # 2. protect at once
        if choice.kind == "magic" and state.positions[me] == state.chamber_index:
            return self._instead_of_magic(state, me, actions) or choice  # 3. keep Magic Power
        return choice

    def _finishes(self, state: ImBannState, me: int, action: Action) -> bool:
        """Whether ``action`` (at the start of a turn) completes now or sets up this turn's
        completion: the exact card, a completing card, the Scarab, Magic Power to the item of
        a held exact card."""
        need = self._need(state, me)
        if action.kind == "equip":
            value = code_value(action.args[0])
            return value == need or (value > need and state.positions[me] != state.chamber_index)
        if action.kind == "scarab":
            return True
        if action.kind == "magic":
            return any(code_item(c) == action.args[0] and code_value(c) == need
                       for c in self._hand(state, me))
        return False

    def _instead_of_magic(self, state: ImBannState, me: int,
                          actions: list[Action]) -> Action | None:
        """Drawing (or exchanging a weak card of another item) rather than Magic Power."""
        for n in (2, 1):
            draw = _pick(actions, "draw", n)
            if draw:
                return draw
        junk = [c for c in self._hand(state, me)
                if code_item(c) not in (None, state.depot)]
        return _pick(actions, "exchange", min(junk, key=code_value)) if junk else None

    def _equip_choice(self, state: ImBannState, me: int, codes: list[str]) -> str | None:
        if state.positions[me] != state.chamber_index or state.phase not in _PLAYING:
            return super()._equip_choice(state, me, codes)
        return self._chamber_card(state, me, codes)  # 4. towards the exact sum

    def _chamber_card(self, state: ImBannState, me: int, codes: list[str]) -> str | None:
        """At the Chamber: the exact card; after a Scarab a card of an exact combination;
        else the card leaving the rest most likely finished next turn (``None``: better not
        to lay one)."""
        need = self._need(state, me)
        hand = self._hand(state, me)
        held = [code_value(c) for c in hand if code_item(c) == state.depot]
        by_value = {code_value(c): c for c in codes}
        if need in by_value:
            return by_value[need]
        fitting = sorted((v for v in by_value if v < need), reverse=True)
        if not fitting:
            return None
        if state.phase == Phase.SCARAB:
            for v in fitting:
                rest = list(held)
                rest.remove(v)
                if _subset_sum(rest, need - v):
                    return by_value[v]
        any_item = [code_value(c) for c in hand if code_item(c)] if "magic" in hand else []

        def outlook(v: int) -> int:
            rest = list(held)
            rest.remove(v)
            left = need - v
            if left in rest:
                return 3  # the rest is held in the same item
            if left in any_item:
                return 2  # held in another item, with Magic Power to turn the depot
            return 1 if 1 <= left <= 4 else 0

        best = max(fitting, key=lambda v: (outlook(v), v))
        if outlook(best) < 2 and need <= 5 and len(hand) < state.data.hand_limit - 1:
            return None  # a few points missing and no finisher held: draw, keep cards safe
        return by_value[best]
