"""Setting up a table: the rulebook's deal, and constructed positions checked card by card.

``deal`` lays out a new game from a seed. ``place`` turns a position given by card codes
(``ImBannState.from_position``) into card ids; ``check_layout`` makes sure a layout of ids can
exist (every card exactly once, the Mummy on the table or in a pile but not both, positions
and seats in range) and is what a saved start position is checked with on loading.

>>> from pyramid_explorer.games.im_bann.data import load_data
>>> layout = deal(seed=1, players=3, adventure_side="high", chamber_side="random",
...               data=load_data())
>>> [len(h) for h in layout["hands"]], len(layout["draw_pile"]), layout["depot"]
([5, 5, 5], 39, 'ladder')
>>> place(load_data(), hands=[["mummy"], []], showcases=[["mummy"], []], mummy=None)
Traceback (most recent call last):
...
pyramid_explorer.engine.errors.PositionError: the Mummy cannot lie in a showcase as an ordinary card: give its holder as mummy=<seat>
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from ...engine.errors import PositionError
from .data import GameData

MIN_PLAYERS, MAX_PLAYERS = 2, 5


def deal(*, seed: int, players: int, adventure_side: str, chamber_side: str,
         data: GameData) -> dict[str, Any]:
    """The rulebook's setup from ``seed``: the state's fields, as a dict."""
    rng = random.Random(f"{seed}:setup")
    side = chamber_side if chamber_side != "random" else rng.choice(("low", "high"))
    adventures = list(data.adventures[adventure_side])
    rng.shuffle(adventures)
    adventures = adventures[1:1 + data.adventures_used]  # the top card goes back to the box
    deck = [c.id for c in data.cards]
    rng.shuffle(deck)
    hands = []
    for _ in range(players):
        hand = [deck.pop() for _ in range(min(data.hand_size, len(deck)))]
        hands.append(tuple(sorted(hand)))
    return {"adventure_values": tuple(adventures), "chamber_value": data.kings_chamber[side],
            "chamber_side": side, "depot": data.start_depot, "hands": tuple(hands),
            "showcases": ((),) * players, "draw_pile": tuple(deck), "discard": (),
            "positions": (0,) * players}


def _codes(what: str, codes: Any, what_de: str) -> list[str]:
    if isinstance(codes, str) or not isinstance(codes, Iterable):
        raise PositionError(f"{what} must be a list of card codes, not {codes!r}",
                            de=f"{what_de} muss eine Liste von Kartencodes sein, nicht {codes!r}")
    out = list(codes)
    for code in out:
        if not isinstance(code, str):
            raise PositionError(f"{what}: {code!r} is not a card code such as 'rope-3'",
                                de=f"{what_de}: {code!r} ist kein Kartencode wie 'rope-3'")
    return out


def place(data: GameData, *, hands: Sequence[Iterable[str]],
          showcases: Sequence[Iterable[str]] | None = None, mummy: int | None = None,
          draw_pile: Sequence[str] | None = None, discard: Sequence[str] = (),
          rest: str = "draw", seed: int = 0) -> dict[str, Any]:
    """Card ids for a position given by codes; every card not given goes where ``rest`` says.

    Returns ``hands``, ``showcases``, ``draw_pile`` and ``discard`` as tuples of ids, and
    ``mummy``: the seat the Mummy lies with (with ``rest="showcase:<seat>"`` a left-over
    Mummy goes to that seat as the Mummy, never as an ordinary showcase card).
    """
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise PositionError(f"hands must be a list with one list of card codes per player, "
                            f"not {hands!r}",
                            de=f"hands muss eine Liste mit einer Liste von Kartencodes je "
                               f"Spieler sein, nicht {hands!r}")
    n = len(hands)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise PositionError(f"the game is for {MIN_PLAYERS}–{MAX_PLAYERS} players: "
                            f"give {MIN_PLAYERS}–{MAX_PLAYERS} hands, not {n}",
                            de=f"das Spiel ist für {MIN_PLAYERS}–{MAX_PLAYERS} Spieler: "
                               f"{MIN_PLAYERS}–{MAX_PLAYERS} Handkarten-Listen, nicht {n}")
    given_showcases = list(showcases) if showcases else [()] * n
    if len(given_showcases) != n:
        raise PositionError(f"give one showcase per player: {n} hands but "
                            f"{len(given_showcases)} showcases",
                            de=f"eine Auslage je Spieler: {n} Hände, aber "
                               f"{len(given_showcases)} Auslagen")
    hand_codes = [_codes(f"hand of P{q + 1}", h, f"Hand von P{q + 1}")
                  for q, h in enumerate(hands)]
    show_codes = [_codes(f"showcase of P{q + 1}", s, f"Auslage von P{q + 1}")
                  for q, s in enumerate(given_showcases)]
    if any("mummy" in s for s in show_codes):
        raise PositionError("the Mummy cannot lie in a showcase as an ordinary card: give its "
                            "holder as mummy=<seat>",
                            de="die Mumie liegt nie als gewöhnliche Karte in einer Auslage: "
                               "ihren Besitzer als mummy=<Platz> angeben")
    draw_codes = _codes("draw_pile", draw_pile or (), "Nachziehstapel (draw_pile)")
    discard_codes = _codes("discard", discard, "Ablagestapel (discard)")
    placed = Counter(c for group in (*hand_codes, *show_codes, draw_codes, discard_codes)
                     for c in group)
    if mummy is not None:
        placed["mummy"] += 1
    deck = data.by_code()
    for code, count in placed.items():
        if code not in deck:
            raise PositionError(f"{code!r} is not a card: cards are named like 'rope-3' or "
                                "'magic'",
                                de=f"{code!r} ist keine Karte: Karten heißen etwa 'rope-3' "
                                   "oder 'magic'")
        if count > len(deck[code]):
            mummy_note = code == "mummy"
            extra = " (the Mummy on the table, mummy=<seat>, is one)" if mummy_note else ""
            extra_de = " (die Mumie auf dem Tisch, mummy=<Platz>, ist eine)" if mummy_note else ""
            raise PositionError(f"card counts do not add up: the deck has {len(deck[code])} "
                                f"{code!r}, the position places {count}{extra}",
                                de=f"die Kartenzahlen stimmen nicht: das Spiel hat "
                                   f"{len(deck[code])}× {code!r}, die Stellung legt "
                                   f"{count}{extra_de}")
    pool = {code: list(ids) for code, ids in deck.items()}

    def take(codes: Iterable[str]) -> tuple[int, ...]:
        return tuple(pool[code].pop(0) for code in codes)

    hand_ids = [tuple(sorted(take(h))) for h in hand_codes]
    show_ids = [take(s) for s in show_codes]
    if mummy is not None:
        take(["mummy"])
    drawn, disc = take(draw_codes), take(discard_codes)
    left = [i for ids in pool.values() for i in ids]
    random.Random(f"{seed}:position").shuffle(left)
    if rest == "draw":
        drawn = tuple(left) + drawn
    elif rest == "discard":
        disc = disc + tuple(sorted(left))
    elif isinstance(rest, str) and rest.startswith("showcase:") and rest[9:].isdigit() \
            and int(rest[9:]) < n:
        seat = int(rest[9:])
        if data.mummy_id in left:  # the Mummy lies in a showcase only as the Mummy
            left.remove(data.mummy_id)
            mummy = seat
        show_ids[seat] = show_ids[seat] + tuple(sorted(left))
    else:
        raise PositionError(f"rest must be 'draw', 'discard' or 'showcase:<seat>' with a seat "
                            f"below {n}, not {rest!r}",
                            de=f"rest muss 'draw', 'discard' oder 'showcase:<Platz>' mit einem "
                               f"Platz unter {n} sein, nicht {rest!r}")
    return {"hands": tuple(hand_ids), "showcases": tuple(show_ids), "draw_pile": drawn,
            "discard": disc, "mummy": mummy}


START_KEYS = ("hands", "showcases", "draw_pile", "discard", "positions", "adventures",
              "chamber", "depot", "mummy", "turn")
"""The keys of a saved start position (card ids, as in the snapshot's ``ids``)."""


def _ids(value: Any, what: str) -> tuple[Any, ...]:
    if not isinstance(value, list | tuple):
        raise PositionError(f"{what} must be a list of card ids, not {value!r}",
                            de=f"{what} muss eine Liste von Karten-Nummern sein, nicht {value!r}")
    return tuple(value)


def read_start(start: Any) -> dict[str, Any]:
    """The state's fields from a saved start position (checked by :func:`check_layout`)."""
    if not isinstance(start, dict) or sorted(start) != sorted(START_KEYS):
        got = sorted(start) if isinstance(start, dict) else type(start).__name__
        raise PositionError(f"a start position has the keys {', '.join(START_KEYS)}; this one "
                            f"has {got}",
                            de=f"eine Startstellung hat die Schlüssel {', '.join(START_KEYS)}; "
                               f"diese hat {got}")
    groups = {}
    for key in ("hands", "showcases"):
        if not isinstance(start[key], list | tuple):
            raise PositionError(f"{key} must be a list with one list per player",
                                de=f"{key} muss eine Liste mit einer Liste je Spieler sein")
        groups[key] = tuple(_ids(g, key) for g in start[key])
    return {"hands": groups["hands"], "showcases": groups["showcases"],
            "draw_pile": _ids(start["draw_pile"], "draw_pile"),
            "discard": _ids(start["discard"], "discard"),
            "positions": _ids(start["positions"], "positions"),
            "adventure_values": _ids(start["adventures"], "adventures"),
            "chamber_value": start["chamber"], "depot": start["depot"],
            "mummy": start["mummy"], "turn_player": start["turn"]}


def _seat(value: Any, n: int) -> bool:
    return type(value) is int and 0 <= value < n


def check_layout(data: GameData, layout: dict[str, Any]) -> None:
    """Raise :class:`PositionError` unless ``layout`` (the state's fields) can exist."""
    hands, showcases = layout["hands"], layout["showcases"]
    n = len(hands)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise PositionError(f"the game is for {MIN_PLAYERS}–{MAX_PLAYERS} players, not {n}",
                            de=f"das Spiel ist für {MIN_PLAYERS}–{MAX_PLAYERS} Spieler, "
                               f"nicht {n}")
    adventures, chamber = layout["adventure_values"], layout["chamber_value"]
    if not adventures or not all(type(v) is int and v > 0 for v in (*adventures, chamber)):
        raise PositionError(f"adventure and King's Chamber values must be positive whole "
                            f"numbers, not {tuple(adventures)!r} and {chamber!r}",
                            de=f"die Werte der Abenteuer und der Königskammer müssen positive "
                               f"ganze Zahlen sein, nicht {tuple(adventures)!r} und {chamber!r}")
    for name in ("showcases", "positions"):
        if len(layout[name]) != n:
            raise PositionError(f"give {name} for each of the {n} players, not "
                                f"{len(layout[name])}",
                                de=f"{name} für jeden der {n} Spieler angeben, nicht "
                                   f"{len(layout[name])}")
    last = len(adventures) + 1
    for q, at in enumerate(layout["positions"]):
        if type(at) is not int or not 0 <= at <= last:
            raise PositionError(f"position of P{q + 1} must be 0–{last} (adventures, then the "
                                f"King's Chamber at {last - 1}, then entered), not {at!r}",
                                de=f"die Position von P{q + 1} muss 0–{last} sein (Abenteuer, "
                                   f"dann die Königskammer bei {last - 1}, dann betreten), "
                                   f"nicht {at!r}")
    mummy, turn = layout["mummy"], layout["turn_player"]
    if mummy is not None and not _seat(mummy, n):
        raise PositionError(f"mummy must be a seat 0–{n - 1} or None, not {mummy!r}",
                            de=f"mummy muss ein Platz 0–{n - 1} oder None sein, nicht {mummy!r}")
    if not _seat(turn, n) or layout["positions"][turn] > len(adventures):
        raise PositionError(f"the player to move must be a seat 0–{n - 1} still in the game, "
                            f"not {turn!r}",
                            de=f"wer am Zug ist, muss ein Platz 0–{n - 1} sein, der noch im "
                               f"Spiel ist, nicht {turn!r}")
    if layout["depot"] not in data.items:
        raise PositionError(f"the depot must point to one of {', '.join(data.items)}, not "
                            f"{layout['depot']!r}",
                            de=f"das Depot muss auf eines von {', '.join(data.items)} zeigen, "
                               f"nicht {layout['depot']!r}")
    ids = [i for group in (*hands, *showcases, layout["draw_pile"], layout["discard"])
           for i in group]
    if not all(type(i) is int and 0 <= i < len(data.cards) for i in ids):
        raise PositionError(f"card ids must be whole numbers 0–{len(data.cards) - 1}",
                            de=f"Karten-Nummern müssen ganze Zahlen 0–{len(data.cards) - 1} sein")
    mummy_id = data.mummy_id
    if mummy is not None and mummy_id is not None:
        ids.append(mummy_id)
    if sorted(ids) != list(range(len(data.cards))):
        raise PositionError(f"card counts do not add up: the deck has {len(data.cards)} cards, "
                            f"the position places {len(ids)} ({len(set(ids))} different)",
                            de=f"die Kartenzahlen stimmen nicht: das Spiel hat "
                               f"{len(data.cards)} Karten, die Stellung legt {len(ids)} "
                               f"({len(set(ids))} verschiedene)")
    if any(data.cards[i].kind == "mummy" for s in showcases for i in s):
        raise PositionError("the Mummy cannot lie in a showcase as an ordinary card",
                            de="die Mumie liegt nie als gewöhnliche Karte in einer Auslage")
