"""What a simulation records about a finished game beyond the generic columns: a hook per game.

Every game gets the generic columns (seed, bots, winner, returns, actions, chance steps). A game
may add three things, all optional, read from the *final* state's public fields:

* ``turns(state) -> int`` — how many turns the game lasted (default: a ``turns`` field if the
  state has one);
* ``capped(state) -> bool`` — True when the game's own cap stopped it without a result;
* ``extras(state) -> dict`` — more columns; a list or tuple value is one number per seat and
  becomes the columns ``name_p1``, ``name_p2``, …

A game registers them here by id (:data:`HOOKS`), or its state class defines a method
``sim_extras()`` returning the extras dict, so a new game needs nothing here to be simulated.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.engine import RandomBot
>>> from pyramid_explorer.sim.play import play_out
>>> final = play_out(new_game("dice-pyramid", seed=5), [RandomBot()])
>>> record_extras("dice-pyramid", final)
{'turns': 3, 'capped': False, 'rooms_taken': 2, 'relics_used': 2, 'relics_discarded': 2}
>>> expand({"minus": [3, 0], "over": "round"})
{'minus_p1': 3, 'minus_p2': 0, 'over': 'round'}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..engine import GameState


@dataclass(frozen=True)
class Hooks:
    """The optional per-game readers of a final state (see the module docstring)."""

    turns: Callable[[GameState], int] | None = None
    capped: Callable[[GameState], bool] | None = None
    extras: Callable[[GameState], Mapping[str, Any]] | None = None


def _dice_pyramid_extras(state: Any) -> dict[str, Any]:
    return {
        "rooms_taken": sum(card is None for card in state.pyramid),
        "relics_used": sum(action.kind == "use" for action in state.history),
        "relics_discarded": len(state.discard),
    }


def _im_bann_extras(state: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"over": state.over,
                           "adventures": [int(p) for p in state.positions]}
    if state.options.multi_game:
        out["minus"] = state.minus_points()
    return out


def _ending(state: Any) -> str:
    ending = getattr(state, "ending", None)
    return str(getattr(ending, "value", ending) or "")


HOOKS: dict[str, Hooks] = {
    "dice-pyramid": Hooks(turns=lambda s: s.turn, extras=_dice_pyramid_extras),
    "im-bann-der-pyramide": Hooks(turns=lambda s: s.turns, capped=lambda s: s.over == "cap",
                                  extras=_im_bann_extras),
    "ramses-pyramid": Hooks(turns=lambda s: s.turn, capped=lambda s: _ending(s) == "turn-cap",
                            extras=lambda s: {"ending": _ending(s)}),
}


def register(game_id: str, hooks: Hooks) -> None:
    """Give ``game_id`` its readers (replacing any it had)."""
    HOOKS[game_id] = hooks


def expand(values: Mapping[str, Any]) -> dict[str, Any]:
    """Per-seat lists become ``name_p1``, ``name_p2``, …; other values stay as they are."""
    out: dict[str, Any] = {}
    for name, value in values.items():
        if isinstance(value, (list, tuple)):
            out.update({f"{name}_p{i + 1}": v for i, v in enumerate(value)})
        else:
            out[name] = value
    return out


def record_extras(game_id: str, state: GameState) -> dict[str, Any]:
    """``turns``, ``capped`` and the game's extra columns for the final ``state``."""
    hooks = HOOKS.get(game_id, Hooks())
    if hooks.turns is not None:
        turns: int | None = int(hooks.turns(state))
    else:
        raw = getattr(state, "turns", None)
        turns = raw if isinstance(raw, int) and not isinstance(raw, bool) else None
    capped = bool(hooks.capped(state)) if hooks.capped is not None else False
    if hooks.extras is not None:
        extras: Mapping[str, Any] = hooks.extras(state)
    else:
        method = getattr(state, "sim_extras", None)
        extras = method() if callable(method) else {}
    return {"turns": turns, "capped": capped, **expand(extras)}
