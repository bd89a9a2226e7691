"""The names of *Im Bann der Pyramide*'s turn steps, move kinds and endings, each named once.

The values are the strings saves and observations have always used, so old saves load.
``PHASES`` says which moves each phase offers (in the order they are listed) and what the
phase is called; ``moves.MOVES`` says how each move is labelled, refused and played.

>>> Phase("after_b") is Phase.AFTER_B, Phase.AFTER_B == "after_b", str(Move.PASS_MUMMY)
(True, True, 'pass_mummy')
>>> [str(m) for m in PHASES[Phase.SHED].moves], PHASES[Phase.SHED].name.get("de")
(['shed', 'pass_mummy'], 'Mumie abgeben')
>>> Termination.TURN_CAP.value, Termination.ROUND_END.text.get("en")
('cap', 'Round over (minus points)')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...engine.rules import Bilingual


class _Named(str, Enum):
    """A string enum whose ``str()`` and f-string form are its value (as on Python 3.10)."""

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)


class Phase(_Named):
    """Where in a turn the game is (see ``state.py``'s docstring for a turn's steps)."""

    START = "start"            # choose option A (draw/exchange) or B (play cards)
    EXCHANGE = "exchange"      # laying down cards to exchange, one per step
    AFTER_A = "after_a"        # drew or exchanged: only shedding the Mummy or ending is left
    SPECIAL = "special"        # a special card was played: one equipment card may follow
    SCARAB = "scarab"          # after a Scarab: any number of indicated equipment cards
    AFTER_B = "after_b"        # played an equipment card
    SHED = "shed"              # discarding showcase equipment to pass the Mummy
    AFTER_SHED = "after_shed"  # option shed_then_complete: may still complete
    PASS_MUMMY = "pass_mummy"  # completed with the Mummy: pass it on
    DEPOT = "depot"            # completed exactly: turn the depot, then an extra turn
    CURSE = "curse"            # a protected Curse victim chooses what to give up
    END = "end"                # only ending the turn is left
    OVER = "over"              # the game (or round) has ended


class Move(_Named):
    """The kinds of action (``Action.kind``)."""

    DRAW = "draw"
    EXCHANGE = "exchange"
    EXCHANGE_DONE = "exchange_done"
    EQUIP = "equip"
    MAGIC = "magic"
    MUMMY = "mummy"
    CURSE = "curse"
    PROTECTION = "protection"
    SCARAB = "scarab"
    COMPLETE = "complete"
    GIVE_UP = "give_up"
    SHED = "shed"
    PASS_MUMMY = "pass_mummy"
    DEPOT = "depot"
    END = "end"
    PASS = "pass"


class Termination(_Named):
    """How a game ended (the saved ``over`` string is the value)."""

    WIN = "win"          # basic game: someone completed the King's Chamber
    TURN_CAP = "cap"     # the turn cap stopped a stalled game: a draw
    ROUND_END = "round"  # multi-game variant: the round was played out, minus points scored

    @property
    def text(self) -> Bilingual:
        """What the ending is called, in English and German."""
        return _ENDINGS[self]


_ENDINGS = {
    Termination.WIN: Bilingual("Won", "Gewonnen"),
    Termination.TURN_CAP: Bilingual("Turn cap reached: draw", "Zuggrenze erreicht: unentschieden"),
    Termination.ROUND_END: Bilingual("Round over (minus points)", "Runde vorbei (Minuspunkte)"),
}


@dataclass(frozen=True)
class PhaseSpec:
    """What a phase offers: its moves in listing order, its name, and whether it is *closed*.

    In a closed phase (an exchange under way, a Curse to answer, the Mummy to pass, the depot to
    turn, the Mummy being shed) any other move is refused with the phase's own reason.
    """

    moves: tuple[Move, ...]
    name: Bilingual
    closed: bool = False
    fallback: Move | None = None  # listed alone when no other move is possible


PLAY_PHASES = (Phase.SPECIAL, Phase.SCARAB, Phase.AFTER_B)
"""The phases after playing cards (option B), in which an adventure may be completed."""

_PLAY = (Move.COMPLETE, Move.SHED, Move.END)
PHASES: dict[Phase, PhaseSpec] = {
    Phase.START: PhaseSpec((Move.DRAW, Move.EXCHANGE, Move.MAGIC, Move.MUMMY, Move.CURSE,
                            Move.PROTECTION, Move.SCARAB, Move.EQUIP),
                           Bilingual("choose A or B", "A oder B wählen"), fallback=Move.PASS),
    Phase.EXCHANGE: PhaseSpec((Move.EXCHANGE, Move.EXCHANGE_DONE),
                              Bilingual("exchanging", "Tauschen"), closed=True),
    Phase.AFTER_A: PhaseSpec((Move.SHED, Move.END), Bilingual("after drawing", "nach dem Ziehen")),
    Phase.SPECIAL: PhaseSpec((Move.EQUIP, *_PLAY),
                             Bilingual("special card played", "Sonderkarte gespielt")),
    Phase.SCARAB: PhaseSpec((Move.EQUIP, *_PLAY), Bilingual("Scarab: play equipment",
                                                            "Skarabäus: Ausrüstung spielen")),
    Phase.AFTER_B: PhaseSpec(_PLAY, Bilingual("after playing", "nach dem Ausspielen")),
    Phase.SHED: PhaseSpec((Move.SHED, Move.PASS_MUMMY),
                          Bilingual("passing the Mummy", "Mumie abgeben"), closed=True),
    Phase.AFTER_SHED: PhaseSpec((Move.COMPLETE, Move.END),
                                Bilingual("after passing the Mummy", "nach der Mumie-Abgabe")),
    Phase.PASS_MUMMY: PhaseSpec((Move.PASS_MUMMY,),
                                Bilingual("pass the Mummy", "Mumie weitergeben"), closed=True),
    Phase.DEPOT: PhaseSpec((Move.DEPOT,), Bilingual("turn the depot", "Depot drehen"),
                           closed=True),
    Phase.CURSE: PhaseSpec((Move.GIVE_UP,), Bilingual("Curse: choose a card",
                                                      "Fluch: Karte wählen"), closed=True),
    Phase.END: PhaseSpec((Move.END,), Bilingual("end the turn", "Zug beenden")),
    Phase.OVER: PhaseSpec((), Bilingual("over", "vorbei")),
}
"""Phase -> the moves it offers (legal-move order), its name, closed or not."""
