"""Built Pyramidenbau positions for lessons, checked like a real game and kept in saves and links.

:func:`position` lays out the seed's table with given stones, workplaces and workers;
:func:`from_start` rebuilds it from the JSON ``"start"`` a save or a share link carries
(``GameSpec.from_start``). Both check that the position can exist — stones at most the cell's
height, a layer only on a complete one below, workplaces within capacity, no more stones or
workers than the quarry and the market hold — and refuse anything else with a
:class:`PositionError` naming what is wrong:

>>> s = position(seed=1, cells={"a1": "B"}, workplaces={"N2": "BB"}, workers={"W4": "B"})
>>> s.start_position()["workplaces"], s.quarry[0], s.market[0]
({'N2': 'BB'}, 27, 3)
>>> from_start(seed=1, players=4, start=s.start_position()) == s
True
>>> position(cells={"d4": "BB"})
Traceback (most recent call last):
...
pyramid_explorer.engine.errors.PositionError: cell d4 has a stone on layer 2, but layer 1 below it is not complete on any side through d4
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from ...engine import Action
from ...engine.errors import PositionError, start_fields
from .board import side_complete
from .deal import new_state
from .geometry import HEIGHTS, LAYER_INDICES, SIDES, WORKPLACE_CAPACITY, index, parse_cell
from .kinds import Phase
from .labels import LETTERS
from .state import PyramidenbauState

START_KEYS = ("colour", "cells", "workplaces", "workers", "complete_before")
WORKPLACE_NAMES = {f"{side}{k + 1}": i * 4 + k for i, side in enumerate("NESW") for k in range(4)}


def _colours(where: str, letters: Any) -> tuple[int, ...]:
    if not isinstance(letters, str) or any(x not in LETTERS for x in letters):
        raise PositionError(f"{where}: stones are colour letters {', '.join(LETTERS)}, "
                            f"not {letters!r}", de=f"{where}: Steine sind Farbbuchstaben "
                            f"{', '.join(LETTERS)}, nicht {letters!r}")
    return tuple(LETTERS.index(x) for x in letters)


def _workplace(name: Any) -> int:
    if name not in WORKPLACE_NAMES:
        raise PositionError(f"{name!r} is not a workplace (N1 … W4)",
                            de=f"{name!r} ist kein Arbeitsplatz (N1 … W4)")
    return WORKPLACE_NAMES[name]


def _cell(name: Any) -> int:
    try:
        return index(parse_cell(name))
    except (ValueError, TypeError):
        raise PositionError(f"{name!r} is not a cell (a1 … h8)",
                            de=f"{name!r} ist kein Feld (a1 … h8)") from None


def read_start(start: Any) -> dict[str, Any]:
    """``start`` checked for its shape: a dict with only the keys :func:`position` takes."""
    start = start_fields(start, START_KEYS)
    layout = {"colour": start.get("colour", 0), "cells": start.get("cells", {}),
              "workplaces": start.get("workplaces", {}), "workers": start.get("workers", {}),
              "complete_before": start.get("complete_before", False)}
    for key in ("cells", "workplaces", "workers"):
        if not isinstance(layout[key], dict):
            raise PositionError(f"the start position's {key!r} must map names to letters",
                                de=f"{key!r} der Startstellung muss Namen auf Buchstaben "
                                "abbilden")
    if type(layout["colour"]) is not int or not 0 <= layout["colour"] < SIDES:
        raise PositionError(f"the colour to move must be 0–3, not {layout['colour']!r}",
                            de=f"Die Farbe am Zug muss 0–3 sein, nicht {layout['colour']!r}")
    if type(layout["complete_before"]) is not bool:
        raise PositionError("'complete_before' must be true or false",
                            de="'complete_before' muss true oder false sein")
    return layout


def _check_layers(stacks: list[tuple[int, ...]], names: dict[int, str]) -> None:
    for i, stack in enumerate(stacks):
        if len(stack) > HEIGHTS[i]:
            raise PositionError(f"cell {names[i]} holds {len(stack)} stones, but its finished "
                                f"stack has {HEIGHTS[i]}", de=f"Feld {names[i]} trägt "
                                f"{len(stack)} Steine, der fertige Stapel aber nur {HEIGHTS[i]}")
        level = len(stack)
        if level < 2:
            continue
        below_done = any(all(len(stacks[j]) >= level - 1 for j in LAYER_INDICES[s][level - 1])
                         for s in range(SIDES) if i in LAYER_INDICES[s][level])
        if not below_done:
            raise PositionError(f"cell {names[i]} has a stone on layer {level}, but layer "
                                f"{level - 1} below it is not complete on any side through "
                                f"{names[i]}", de=f"Feld {names[i]} hat einen Stein in Schicht "
                                f"{level}, aber Schicht {level - 1} darunter ist auf keiner "
                                f"Seite durch {names[i]} fertig")


def from_start(*, seed: int, players: int, start: Any, **options: Any) -> PyramidenbauState:
    """The position ``start`` describes on the table dealt from ``seed`` (see the module doc)."""
    layout = read_start(start)
    s = new_state(seed, players, **options)
    if s.owners[layout["colour"]] < 0:
        raise PositionError(f"colour {LETTERS[layout['colour']]} is passive in this game: it "
                            "cannot move", de=f"Farbe {LETTERS[layout['colour']]} ist in "
                            "dieser Partie passiv: Sie kann nicht ziehen")
    stacks, wps, staff = list(s.stacks), list(s.workplaces), list(s.workers)
    quarry, market = list(s.quarry), list(s.market)
    names: dict[int, str] = {}
    for name, letters in layout["cells"].items():
        i = _cell(name)
        names[i] = name
        stacks[i] = _colours(f"cell {name}", letters)
    for name, letters in layout["workplaces"].items():
        stones = _colours(f"workplace {name}", letters)
        if len(stones) > WORKPLACE_CAPACITY:
            raise PositionError(f"workplace {name} holds at most {WORKPLACE_CAPACITY} stones, "
                                f"not {len(stones)}", de=f"Arbeitsplatz {name} fasst höchstens "
                                f"{WORKPLACE_CAPACITY} Steine, nicht {len(stones)}")
        wps[_workplace(name)] = tuple(sorted(stones))
    for name, letter in layout["workers"].items():
        if not isinstance(letter, str) or len(letter) != 1:
            raise PositionError(f"a workplace has one worker: one letter, not {letter!r}",
                                de=f"Ein Arbeitsplatz hat einen Arbeiter: ein Buchstabe, nicht "
                                f"{letter!r}")
        colour = _colours(f"the worker at {name}", letter)[0]
        staff[_workplace(name)] = colour
        market[colour] -= 1
    _check_layers(stacks, names)
    for pile in (*stacks, *wps):
        for c in pile:
            quarry[c] -= 1
    for c in range(4):
        if quarry[c] < 0:
            raise PositionError(f"more {LETTERS[c]} stones than the quarry's {s.quarry[c]}",
                                de=f"mehr Steine {LETTERS[c]} als die {s.quarry[c]} im "
                                "Steinbruch")
        if market[c] < 0:
            raise PositionError(f"more {LETTERS[c]} workers than the market's {s.market[c]}",
                                de=f"mehr Arbeiter {LETTERS[c]} als die {s.market[c]} auf dem "
                                "Markt")
    turn = 2 if layout["complete_before"] else 1
    # a complete side is finished: on an earlier turn (its cap may go on now) or on this one
    # (the cap goes on from the next round, pb.cap.place), never "not yet" for ever
    done = tuple((1 if side_complete(tuple(stacks), x) else 0) for x in range(4))
    colour = layout["colour"]
    choose = s.phase is Phase.CHOOSE
    return replace(s, colour=colour, stacks=tuple(stacks), workplaces=tuple(wps),
                   workers=tuple(staff), quarry=tuple(quarry), market=tuple(market),
                   complete_at=done, turn=turn, phase=Phase.CHOOSE if choose else Phase.ROLL,
                   origin=json.dumps(layout, sort_keys=True))


def position(seed: int = 0, players: int = 4, *, colour: int = 0, roll: int | None = None,
             cells: dict[str, str] | None = None, workplaces: dict[str, str] | None = None,
             workers: dict[str, str] | None = None, complete_before: bool = False,
             **options: Any) -> PyramidenbauState:
    """A prepared position for lessons: ``cells`` maps a cell (``"c2"``) to its stones bottom to
    top as colour letters (``"RB"``), ``workplaces`` a workplace (``"N2"``) to its stones,
    ``workers`` a workplace to a worker's letter. Stones and workers come out of the quarry and
    market. ``colour`` is to move; ``roll`` rolls its die (a move after the start, so a link
    replays it). Complete sides count as finished this turn (their cap may go on from the next
    round), or with ``complete_before`` on an earlier turn (their cap may go on now).

    >>> s = position(cells={"a1": "B"}, workplaces={"N2": "BB"}, workers={"W4": "B"}, roll=3)
    >>> s.stacks[0], s.workplaces[1], s.workers[15], s.quarry[0], s.market[0], s.allowance
    ((0,), (0, 0), 0, 27, 3, 3)
    """
    start = {"colour": colour, "cells": dict(cells or {}), "workplaces": dict(workplaces or {}),
             "workers": dict(workers or {}), "complete_before": complete_before}
    s = from_start(seed=seed, players=players, start=start, **options)
    if roll is not None:
        s = s.apply(Action("roll", (roll,)))
    return s
