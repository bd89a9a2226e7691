"""What a viewer may know of a Ramses Pyramid state, the full snapshot, and resampling.

A player's observation shows the colour of exactly the temples that player has seen (with
the turn they last saw it); other temples show ``None``. Everything else on the table is
public: layer colours, tents, loose crystals, where each temple stands, who looked into
which temple and when, every temple move (``rp.ruling.memory``). A temple opened on the
pyramid is opened in front of everyone, so a viewer who holds no seat (a shared table's
public view) knows the colour of exactly the opened temples (:func:`public_colours`).

>>> import random
>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3, players=2)
>>> [t["colour"] for t in observation(s, 0)["temples"]]
[None, None, None, None]
>>> all(t["colour"] for t in observation(s, None)["temples"])
True
>>> other = resample_hidden(s, 0, random.Random(1))
>>> observation(other, 0) == observation(s, 0), len(set(other.temple_colours))
(True, 4)
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...engine import GameState
from .board import COLOURS, SIDES, TEMPLE_LETTERS

if TYPE_CHECKING:
    from .state import RamsesState


def _adv(a: Any) -> dict[str, Any]:
    return {"track": a.track, "lapped": a.lapped, "layer": a.layer, "side": a.side, "out": a.out}


def public_colours(state: RamsesState) -> dict[int, tuple[str, int | None]]:
    """Temple id -> (colour, turn last opened) for the temples opened on the pyramid: every
    player watched them open (``rp.pyramid.temple``), so the whole table knows them.

    >>> from pyramid_explorer.games import new_game
    >>> public_colours(new_game("ramses-pyramid", seed=3, players=2))
    {}
    """
    opened: dict[int, int] = {}
    for turn, _seat, tid, how in state.looks:
        if how == "open":
            opened[tid] = turn
    return {t: (state.temple_colours[t], turn) for t, turn in sorted(opened.items())}


def known_colours(state: RamsesState, player: int | None) -> dict[int, tuple[str, int | None]]:
    """Temple id -> (colour, turn last seen) for what ``player`` knows (referee: all, turn None;
    a viewer who holds no seat, such as a shared table's public view: the opened temples)."""
    if player is None:
        return {t: (c, None) for t, c in enumerate(state.temple_colours)}
    if not 0 <= player < state.num_players:
        return public_colours(state)
    return {t: (state.temple_colours[t], turn) for t, turn in enumerate(state.seen[player])
            if turn >= 0}


def observation(state: RamsesState, player: int | None) -> dict[str, Any]:
    """The state as ``player`` may know it (``None``: the referee sees every temple)."""
    known = known_colours(state, player)
    temples = []
    for tid in range(len(state.temple_colours)):
        colour, turn = known.get(tid, (None, None))
        temples.append({"temple": TEMPLE_LETTERS[tid], "space": state.temple_space(tid),
                        "colour": colour, "seen_on": turn,
                        "known_by": [p for p in range(state.num_players) if state.seen[p][tid] >= 0]})
    return {
        "game": state.game_id, "viewer": player, "players": state.num_players,
        "turn": state.turn, "to_move": state.current_player(), "phase": state.phase.value,
        "die": list(state.die) if state.die else None, "steps": state.steps,
        "layers": [{"layer": k, "rotation": state.rotation[k - 1],
                    "sides": [state.colour_at(k, s) for s in SIDES]} for k in range(1, 7)],
        "adventurers": [_adv(a) for a in state.advs],
        "tents": [list(t) for t in state.tents],
        "crystals": {str(i): c for i, c in enumerate(state.crystals) if c},
        "temples": temples,
        "looks": [[t, p, TEMPLE_LETTERS[tid], how] for t, p, tid, how in state.looks],
        "temple_moves": [[t, TEMPLE_LETTERS[tid], a, b] for t, tid, a, b in state.temple_moves],
        "mummies": [list(m) for m in state.mummies],
        "pending": TEMPLE_LETTERS[state.pending] if state.pending >= 0 else None,
        "named": list(state.named),
        "ending": state.ending.value if state.ending else None, "winner": state.winner,
    }


def snapshot(state: RamsesState) -> dict[str, Any]:
    """The whole state as JSON-ready data (saves are checked against it)."""
    data = observation(state, None)
    data.update({"temple_colours": list(state.temple_colours),
                 "seen": [list(r) for r in state.seen], "player": state.player,
                 "then_climb": state.then_climb, "heading": state.heading})
    return data


def resample_hidden(state: GameState, viewer: int, rng: random.Random) -> GameState:
    """A state ``viewer`` cannot tell from ``state``: every temple colour the viewer has not
    seen is redrawn among the colours not known to be in another temple (all four differ)."""
    s: RamsesState = state  # type: ignore[assignment]
    known = known_colours(s, viewer)
    unknown = [t for t in range(len(s.temple_colours)) if t not in known]
    pool = [c for c in COLOURS if c not in {c for c, _ in known.values()}]
    drawn = rng.sample(pool, len(unknown))
    colours = list(s.temple_colours)
    for t, c in zip(unknown, drawn, strict=True):
        colours[t] = c
    return replace(s, temple_colours=tuple(colours))
