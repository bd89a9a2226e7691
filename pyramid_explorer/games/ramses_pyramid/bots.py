"""Bots for Ramses Pyramid: a memory bot whose recall can be turned down.

:class:`MemoryBot` remembers each temple colour it saw with probability ``recall`` (1.0: it
never forgets; 0.5: it forgets half of what it saw; 0: it never remembers). Whether a
sighting is remembered is drawn once per (seat, temple, turn seen) from the game's seed, so
games replay exactly. It reads only what its seat may know — the colours of temples it saw
and remembers — never the others.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.sim import play_out
>>> from pyramid_explorer.engine import RandomBot
>>> end = play_out(new_game("ramses-pyramid", seed=8, players=2), [MemoryBot(1.0), RandomBot()])
>>> end.is_terminal()
True
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...engine import Action, GameState
from ...engine.fastrng import StepRandom
from .actions import Move
from .board import COLOURS, TOP_LAYER
from .mechanics import turn_layers

if TYPE_CHECKING:
    from .state import RamsesState


class MemoryBot:
    """Plays towards the top, using its tent crystals and the temples it remembers."""

    def __init__(self, recall: float = 1.0) -> None:
        if not 0.0 <= recall <= 1.0:
            raise ValueError(f"recall must be between 0 and 1, not {recall!r}")
        self.recall = recall
        self.name = "memory" if recall == 1.0 else f"memory-{recall:g}"

    # ------------------------------------------------------------------ knowledge
    def memory(self, s: RamsesState, seat: int) -> dict[int, str]:
        """Temple id -> colour, for the temples ``seat`` saw and this bot still remembers."""
        out = {}
        for tid, turn in enumerate(s.seen[seat]):
            if turn >= 0 and StepRandom(f"{s.seed}:memory:{seat}:{tid}:{turn}").random() < self.recall:
                out[tid] = s.temple_colours[tid]
        return out

    def means(self, s: RamsesState, seat: int, mem: dict[int, str], layer: int, side: int,
              gamble: bool) -> str | int | None:
        """How to meet the colour of ``(layer, side)``: a sure way, else (``gamble``) a guess."""
        options = s.means_for(seat, layer, side)
        if options[0] in ("free", "tent"):
            return options[0]
        colour = s.colour_at(layer, side)
        for tid, c in mem.items():
            if c == colour:
                return s.temple_space(tid)
        if not gamble or colour in mem.values():
            return None
        unknown = [s.temple_space(t) for t in range(len(s.temple_colours)) if t not in mem]
        return unknown[s.rng(f"bot:{self.name}:guess").randrange(len(unknown))] if unknown else None

    # ------------------------------------------------------------------ reasons
    def reason(self, state: GameState, action: Action, lang: str = "en") -> str | None:
        """The rule of thumb behind ``action``, in one line (it reads what this seat
        remembers: show it to that seat and the referee only).

        >>> from pyramid_explorer.games import new_game
        >>> s = new_game("ramses-pyramid", seed=3)
        >>> MemoryBot().reason(s, Action("climb", ()), "en")
        'climbs: the next layer is free, in its tent or in a temple it remembers.'
        """
        texts = {
            "climb": ("klettert: Die nächste Stufe ist frei, im Zelt oder in einem Tempel, "
                      "an den es sich erinnert.",
                      "climbs: the next layer is free, in its tent or in a temple it remembers."),
            "sideways": ("zieht seitwärts: Dort ist der Weg nach oben sicher.",
                         "moves sideways: from there the way up is sure."),
            "up": ("steigt auf: mit dem sichersten Mittel, das es kennt (sonst geraten).",
                   "goes up: with the surest means it knows (a guess otherwise)."),
            "stop": ("hält an: Kein sicherer Weg nach oben.", "stops: no sure way up."),
            "peek": ("schaut in den Tempel: Dessen Farbe kennt es noch nicht.",
                     "looks into the temple: it does not know its colour yet."),
            "take": ("nimmt das Juwel.", "takes the crystal."),
            "turn": ("dreht eine Stufe so, dass sein Weg nach oben sicher wird.",
                     "turns a layer so that its way up becomes sure."),
            "steal": ("stiehlt ein Juwel, das ihm im Zelt fehlt.",
                      "steals a crystal its tent lacks."),
            "advance": ("zieht so weit wie möglich.", "goes as far as it can."),
            "name": ("nennt die Farbe, an die es sich erinnert (sonst geraten).",
                     "names the colour it remembers (a guess otherwise)."),
            "enter": ("betritt eine Seite, deren erste Stufe es sicher schafft.",
                      "enters a side whose first layer it surely meets."),
        }
        pair = texts.get(action.kind)
        return (pair[0] if lang == "de" else pair[1]) if pair else None

    # ------------------------------------------------------------------ choice
    def choose(self, state: GameState) -> Action:
        s: RamsesState = state  # type: ignore[assignment]
        legal = s.legal_actions()
        rng = s.rng(f"bot:{self.name}")
        seat = s.player
        adv = s.advs[seat]
        mem = self.memory(s, seat)
        kinds = {a.kind for a in legal}

        def pick(kind: Move, *args: object) -> Action | None:
            wanted = Action(kind.value, tuple(args))
            return next((a for a in legal if a == wanted), None)

        choice: Action | None = None
        if Move.ENTER.value in kinds:
            good = [a for a in legal if a.kind == "enter"
                    and self.means(s, seat, mem, 2, a.args[0], False) is not None]
            choice = (good or legal)[rng.randrange(len(good or legal))]
        elif Move.CLIMB.value in kinds:
            if adv.layer == TOP_LAYER or self.means(s, seat, mem, adv.layer + 1, adv.side,
                                                    False) is not None:
                choice = pick(Move.CLIMB)
            else:
                for a in legal:
                    if a.kind == "sideways":
                        sure = self.means(s, seat, mem, adv.layer, a.args[0], False)
                        if sure == a.args[1] and self.means(s, seat, mem, adv.layer + 1,
                                                            a.args[0], False) is not None:
                            choice = a
                            break
                choice = choice or pick(Move.CLIMB)
        elif Move.STOP.value in kinds:
            if adv.layer < TOP_LAYER and any(a.kind == "up" for a in legal):
                m = self.means(s, seat, mem, adv.layer + 1, adv.side, True)
                choice = pick(Move.UP, m) if m is not None else None
            choice = choice or pick(Move.STOP)
        elif Move.PEEK.value in kinds and s.temples[adv.track] not in mem:
            choice = pick(Move.PEEK)
        elif Move.TAKE.value in kinds:
            choice = pick(Move.TAKE)
        elif Move.TURN.value in kinds and adv.on_pyramid and adv.layer < TOP_LAYER:
            choice = self._best_turn(s, seat, mem, legal)
        elif Move.STEAL.value in kinds:
            wanted = [a for a in legal if a.args[1] not in s.tents[seat]]
            choice = (wanted or legal)[0]
        elif Move.ADVANCE.value in kinds:
            choice = legal[-1]
        elif Move.NAME.value in kinds:
            tid = len(s.named)
            colour = mem.get(tid)
            if colour is None:
                free = [c for c in COLOURS if c not in mem.values() and c not in s.named]
                colour = free[rng.randrange(len(free))] if free else COLOURS[0]
            choice = pick(Move.NAME, colour)
        return choice or legal[rng.randrange(len(legal))]

    def _best_turn(self, s: RamsesState, seat: int, mem: dict[int, str],
                   legal: list[Action]) -> Action | None:
        for a in legal:
            rot, advs, mummies = turn_layers(s.rotation, s.advs, s.mummies, a.args[0], a.args[1])
            after = replace(s, rotation=rot, advs=advs, mummies=mummies)
            me = after.advs[seat]
            if (me.layer + 1, me.side) not in mummies and self.means(
                    after, seat, mem, me.layer + 1, me.side, False) is not None:
                return a
        return None
