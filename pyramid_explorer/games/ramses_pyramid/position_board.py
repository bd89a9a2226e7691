"""The board of a built Ramses Pyramid position: mummies, layer turns and where the temples stand.

A built position (:mod:`.position`) may move these away from the deal; each is checked against
how a game can reach it, and a position no game can reach is refused with a
:class:`PositionError` in English and German. In the start JSON:

- ``"mummies"``: all 8, each ``{"top": true, "side": s}`` (waiting at the top),
  ``{"layer": l, "side": s}`` (on layer 1–6) or ``{"space": n}`` (down on brown space 1–8);
- ``"turns"``: layer ("2"–"6") -> how far it stands turned from the deal, in quarter turns
  clockwise (1–3): each layer's own net turn, so turning layer 2 once shows as 1 on layers 2–6;
- ``"temples"``: temple letter -> the temple space (1–8) it stands on, all four.

>>> from .state import RamsesState
>>> base = RamsesState.new(seed=3, players=2)
>>> four_down = [{"top": True, "side": s} for s in (0, 1, 1, 2)] + [
...     {"layer": 6, "side": 0}, {"layer": 5, "side": 3}, {"layer": 4, "side": 1},
...     {"layer": 3, "side": 2}]
>>> read_mummies(four_down, base)[:4]
((3, 2), (4, 1), (5, 3), (6, 0))
>>> read_mummies(four_down[:4] + [{"layer": 2, "side": 1}] * 4, base)
Traceback (most recent call last):
...
pyramid_explorer.engine.errors.PositionError: 4 mummies on layer 2: they come down one at a time and all together, one layer per mummy roll (rp.mummy.roll), so a layer holds at most one
>>> read_turns({"2": 1, "6": 3}), read_temples({"A": 2, "B": 4, "C": 6, "D": 8})
((0, 1, 0, 0, 0, 3), (-1, -1, 0, -1, 1, -1, 2, -1, 3))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.errors import PositionError
from .board import GROUND, NUM_MUMMIES, SIDES, SPACES, TEMPLE_LETTERS, TOP, TOP_LAYER, side_name
from .mechanics import Mummy

MUMMY_KEYS = ("top", "layer", "side", "space")


def _int(value: Any, low: int, high: int, what: str, de: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise PositionError(f"{what} must be a whole number {low}–{high}, not {value!r}",
                            de=f"{de} muss eine ganze Zahl {low}–{high} sein, nicht {value!r}")
    return value


def _mummy(raw: Any, i: int) -> Mummy:
    who, de = f"mummy {i + 1}", f"Mumie {i + 1}"
    if not isinstance(raw, Mapping) or set(raw) - set(MUMMY_KEYS) or not (
            {"top", "side"} == set(raw) and raw["top"] is True
            or {"layer", "side"} == set(raw) or {"space"} == set(raw)):
        raise PositionError(f"{who}: give top (true) and side, layer and side, or space, "
                            f"not {raw!r}", de=f"{de}: top (true) und side, layer und side "
                            f"oder space angeben, nicht {raw!r}")
    if "space" in raw:
        return (GROUND, _int(raw["space"], 1, 8, f"{who}: space", f"{de}: space"))
    side = _int(raw["side"], 0, 3, f"{who}: side", f"{de}: side")
    if "top" in raw:
        return (TOP, side)
    return (_int(raw["layer"], 1, TOP_LAYER, f"{who}: layer", f"{de}: layer"), side)


def _layers_text(layers: Sequence[int] | set[int], lang: str = "en") -> str:
    """``layers 6, 5`` / ``layer 6`` / ``no layer`` (German ``den Stufen 6, 5`` …)."""
    numbers = ", ".join(map(str, sorted(layers, reverse=True)))
    if lang == "de":
        return f"den Stufen {numbers}" if len(layers) > 1 else f"Stufe {numbers}" if layers \
            else "keiner Stufe"
    return f"layers {numbers}" if len(layers) > 1 else f"layer {numbers}" if layers \
        else "no layer"


def read_mummies(raw: Any, base: Any) -> tuple[Mummy, ...]:
    """The 8 mummies of ``raw`` (sorted as the deal is), checked as described above."""
    if not isinstance(raw, Sequence) or isinstance(raw, str) or len(raw) != NUM_MUMMIES:
        raise PositionError(f"'mummies' must list all {NUM_MUMMIES} mummies",
                            de=f"'mummies' muss alle {NUM_MUMMIES} Mumien nennen")
    mummies = tuple(sorted(_mummy(m, i) for i, m in enumerate(raw)))
    for side in SIDES:
        if mummies.count((TOP, side)) > 2:
            raise PositionError(
                f"{mummies.count((TOP, side))} mummies at the top of the {side_name(side)} "
                "side: two wait on each side, and the top turns as one piece (rp.ruling.setup)",
                de=f"{mummies.count((TOP, side))} Mumien oben auf der "
                   f"{side_name(side, 'de')}seite: je Seite warten zwei, und die Spitze dreht "
                   "sich als Ganzes (rp.ruling.setup)")
    layers = [lay for lay, _ in mummies if 1 <= lay <= TOP_LAYER]
    for lay in set(layers):
        if layers.count(lay) > 1:
            raise PositionError(
                f"{layers.count(lay)} mummies on layer {lay}: they come down one at a time and "
                "all together, one layer per mummy roll (rp.mummy.roll), so a layer holds at "
                "most one", de=f"{layers.count(lay)} Mumien auf Stufe {lay}: sie kommen einzeln "
                "und alle zugleich herab, eine Stufe je Mumienwurf (rp.mummy.roll), also steht "
                "auf jeder Stufe höchstens eine")
    _check_descent(mummies)
    _check_ground(mummies, base)
    return mummies


def _check_descent(mummies: tuple[Mummy, ...]) -> None:
    """Each mummy roll moves every mummy below the top down one layer and brings one from the
    top onto layer 6: with some still at the top the others fill layers 6, 5, … without a gap
    (the 7th is on a brown space); with none left they fill layers 1, 2, … from the bottom."""
    top = sum(1 for lay, _ in mummies if lay == TOP)
    ground = sum(1 for lay, _ in mummies if lay == GROUND)
    layers = {lay for lay, _ in mummies if 1 <= lay <= TOP_LAYER}
    off = NUM_MUMMIES - top
    if top:
        want = set(range(TOP_LAYER + 1 - min(off, TOP_LAYER), TOP_LAYER + 1))
        want_ground = max(0, off - TOP_LAYER)
    else:
        want, want_ground = set(range(1, NUM_MUMMIES - ground + 1)), ground
    if layers != want or ground != want_ground:
        raise PositionError(
            f"with {top} mummies at the top and {ground} on brown spaces, the others stand on "
            f"{_layers_text(want)}, not on {_layers_text(layers)}: every mummy roll moves "
            "all of them down one layer and brings one from the top onto layer 6 "
            "(rp.mummy.roll)" if ground == want_ground else
            f"with {top} mummies at the top, {want_ground} stand on brown spaces, not {ground}: "
            "a mummy reaches the brown spaces only after passing all six layers (rp.mummy.roll)",
            de=f"Mit {top} Mumien oben und {ground} auf braunen Feldern stehen die übrigen auf "
               f"{_layers_text(want, 'de')}, nicht auf {_layers_text(layers, 'de')}: jeder "
               "Mumienwurf setzt alle "
               "eine Stufe tiefer und eine von oben auf Stufe 6 (rp.mummy.roll)"
            if ground == want_ground else
            f"Mit {top} Mumien oben stehen {want_ground} auf braunen Feldern, nicht {ground}: "
            "eine Mumie erreicht die braunen Felder erst nach allen sechs Stufen (rp.mummy.roll)")


def _check_ground(mummies: tuple[Mummy, ...], base: Any) -> None:
    spaces = [space for lay, space in mummies if lay == GROUND]
    for space in spaces:
        if spaces.count(space) > 1:
            raise PositionError(
                f"2 mummies on brown space {space}: each gets its own (rp.ruling.mummy-ground)",
                de=f"2 Mumien auf dem braunen Feld {space}: jede bekommt ihr eigenes "
                   "(rp.ruling.mummy-ground)")
        if space % 2 == 0 and space - 1 not in spaces:
            raise PositionError(
                f"a mummy on brown space {space} needs one on space {space - 1}: a mummy "
                "leaving the dark layer stops on the first free space of its side, going "
                "clockwise (rp.ruling.mummy-ground)",
                de=f"Eine Mumie auf dem braunen Feld {space} braucht eine auf Feld {space - 1}: "
                   "eine Mumie von der dunklen Stufe bleibt auf dem ersten freien Feld ihrer "
                   "Seite im Uhrzeigersinn stehen (rp.ruling.mummy-ground)")
    opts = base.options
    if len(spaces) == NUM_MUMMIES and opts.team != "none" and not (
            opts.team == "pairs" and opts.pairs_mummies == "play_on"):
        raise PositionError("all 8 mummies on the brown spaces: in team play the game is "
                            "already lost (rp.variant.team)",
                            de="Alle 8 Mumien auf den braunen Feldern: im Teamspiel ist das "
                               "Spiel schon verloren (rp.variant.team)")


def read_turns(raw: Any) -> tuple[int, ...]:
    """The rotation of layers 1–6 (the dark layer 1 never turns: ``rp.pyramid.turn``)."""
    if not isinstance(raw, Mapping):
        raise PositionError("'turns' must map layers 2–6 to quarter turns",
                            de="'turns' muss die Stufen 2–6 auf Vierteldrehungen abbilden")
    rotation = [0] * TOP_LAYER
    for key, value in raw.items():
        if str(key) not in {str(k) for k in range(2, TOP_LAYER + 1)}:
            raise PositionError(f"{key!r} is not a layer that turns (2–6; the dark layer 1 "
                                "never turns, rp.pyramid.turn)",
                                de=f"{key!r} ist keine Stufe, die sich dreht (2–6; die dunkle "
                                   "Stufe 1 dreht sich nie, rp.pyramid.turn)")
        rotation[int(key) - 1] = _int(value, 0, 3, f"the turn of layer {key}",
                                      f"Die Drehung der Stufe {key}")
    return tuple(rotation)


def read_temples(raw: Any) -> tuple[int, ...]:
    """Per temple space 0–8 the temple standing there (-1: none), as ``RamsesState.temples``."""
    if not isinstance(raw, Mapping) or set(raw) != set(TEMPLE_LETTERS):
        raise PositionError("'temples' must give the space of each temple A, B, C and D",
                            de="'temples' muss für jeden Tempel A, B, C und D das Feld nennen")
    temples = [-1] * (len(SPACES) + 1)
    for letter in TEMPLE_LETTERS:
        space = _int(raw[letter], 1, 8, f"the space of temple {letter}",
                     f"Das Feld von Tempel {letter}")
        if temples[space] >= 0:
            raise PositionError(
                f"temples {TEMPLE_LETTERS[temples[space]]} and {letter} both on temple space "
                f"{space}: one temple per space (rp.board.layout)",
                de=f"Tempel {TEMPLE_LETTERS[temples[space]]} und {letter} stehen beide auf "
                   f"Tempelfeld {space}: nur ein Tempel je Feld (rp.board.layout)")
        temples[space] = TEMPLE_LETTERS.index(letter)
    return tuple(temples)


def mummies_json(mummies: tuple[Mummy, ...]) -> list[dict[str, Any]]:
    """``mummies`` in the start JSON's form (the inverse of :func:`read_mummies`)."""
    return [{"space": side} if lay == GROUND else {"top": True, "side": side} if lay == TOP
            else {"layer": lay, "side": side} for lay, side in mummies]


def board_json(state: Any, base: Any) -> dict[str, Any]:
    """The start fields of ``state``'s board that differ from the deal ``base``."""
    out: dict[str, Any] = {}
    if state.mummies != base.mummies:
        out["mummies"] = mummies_json(state.mummies)
    if state.rotation != base.rotation:
        out["turns"] = {str(k + 1): r for k, r in enumerate(state.rotation) if r}
    if state.temples != base.temples:
        out["temples"] = {TEMPLE_LETTERS[t]: s for s, t in enumerate(state.temples) if t >= 0}
    return out


def fill_mummies(given: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """``given`` plus the mummies still at the top, up to 8: those not listed wait at the top,
    two per side at most, filling north, east, south, west in turn (``from_position``).

    >>> [m.get("side") for m in fill_mummies([{"layer": 6, "side": 2}])]
    [2, 0, 0, 1, 1, 2, 2, 3]
    """
    out = list(given)
    for side in SIDES:
        waiting = sum(1 for m in out if isinstance(m, Mapping) and m.get("top")
                      and m.get("side") == side)
        out += [{"top": True, "side": side}] * max(0, 2 - waiting)
    return out[:NUM_MUMMIES] if len(given) <= NUM_MUMMIES else list(given)
