"""A position for every rule: where each clause of a game applies, found in seeded bot games.

The Rules view's "Show me" opens the explorer at such a position. An :class:`Example` is a
game (id, seed, players, options) and the moves that lead to the step where the clause
applied — either a move the clause allowed (it is in that step's ``last_rules``) or, for a rule
that forbids something, a move it refused (``refused``), which the explorer then tries so the
learner sees the refusal.

Examples are searched for once (:func:`search`) and kept in ``pyramid_explorer/data/examples/``
(one JSON file per game, written by ``python -m pyramid_explorer.games.examples GAME``), so the
dashboard opens them instantly; :func:`examples` reads that file. A clause that no seeded game
reaches gets a reason in the file's ``"none"`` table instead, and the tests check that every
clause has one or the other and that every example still shows its clause.

>>> ex = examples("dice-pyramid")["dp.turn.take"]
>>> state = ex.position()
>>> "dp.turn.take" in state.last_rules
True
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import islice
from pathlib import Path
from typing import Any

from ..engine import RULES, Action, GameState, IllegalAction
from ..engine.errors import OptionError
from . import available, new_game, spec

DATA = Path(__file__).resolve().parent.parent / "data" / "examples"


@dataclass(frozen=True)
class Example:
    """Where ``rule_id`` applies: replay ``actions`` in the game, then (maybe) try ``refused``."""

    rule_id: str
    game_id: str
    seed: int
    players: int
    options: Mapping[str, Any] = field(default_factory=dict)
    actions: tuple[Action, ...] = ()
    refused: Action | None = None
    at_deal: bool = False  # a set-up rule: it shows in the starting position itself

    def position(self) -> GameState:
        """The state where the clause applies (before ``refused`` is tried, if there is one)."""
        state = new_game(self.game_id, seed=self.seed, players=self.players, **self.options)
        return state.apply_all(self.actions)

    def shows_its_rule(self) -> bool:
        """True when replaying still reaches the clause (the engine may have changed since)."""
        try:
            state = self.position()
        except (IllegalAction, ValueError):
            return False
        if self.at_deal:
            players = _file(self.game_id).get("deal_players", {}).get(self.rule_id, self.players)
            return (not self.actions and players == self.players
                    and self.rule_id in _deal_clauses(self.game_id, self.options))
        if self.refused is None:
            return self.rule_id in state.last_rules
        try:
            state.apply(self.refused)
        except IllegalAction as exc:
            return exc.rule_id == self.rule_id
        return False

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seed": self.seed, "players": self.players,
                                "options": dict(self.options),
                                "actions": [a.to_json() for a in self.actions]}
        if self.refused is not None:
            data["refused"] = self.refused.to_json()
        if self.at_deal:
            data["at_deal"] = True
        return data

    @classmethod
    def from_json(cls, game_id: str, rule_id: str, data: Mapping[str, Any]) -> Example:
        refused = data.get("refused")
        return cls(rule_id, game_id, data["seed"], data["players"], dict(data["options"]),
                   tuple(Action.from_json(a) for a in data["actions"]),
                   Action.from_json(refused) if refused is not None else None,
                   bool(data.get("at_deal", False)))


# ----------------------------------------------------------------------------- reading
@cache
def _file(game_id: str) -> dict[str, Any]:
    path = DATA / f"{game_id}.json"
    if not path.exists():
        return {"examples": {}, "none": {}}
    return json.loads(path.read_text(encoding="utf-8"))


def examples(game_id: str) -> dict[str, Example]:
    """The stored example of each clause of ``game_id`` that has one (clause id -> example).

    A clause listed in the file's ``"same_as"`` table (a reading that applies whenever another
    clause does, e.g. how a challenge is read at every take) shares that clause's example.
    """
    stored = _file(game_id)["examples"]
    out = {rid: Example.from_json(game_id, rid, data) for rid, data in stored.items()}
    for rule_id, other in _file(game_id).get("same_as", {}).items():
        if other in out:
            out[rule_id] = out[other]
    return out


def no_example(game_id: str) -> dict[str, list[str]]:
    """Clause id -> why no seeded game shows it, ``[English, German]``, for the clauses
    without an example."""
    return dict(_file(game_id)["none"])


def clause_ids(game_id: str) -> list[str]:
    """The ids of every clause a learner may meet in ``game_id``: the game's and the kernel's."""
    spec(game_id)  # imports the game, which registers its clauses
    return [c.id for c in RULES.for_game(game_id)] + [c.id for c in RULES.for_game("engine")]


# ----------------------------------------------------------------------------- searching
JUNK = Action("no-such-move")
"""Tried at every position: whatever refuses a move no game lists."""


def _deal_clauses(game_id: str, options: Mapping[str, Any]) -> set[str]:
    """The clauses a new game shows by being dealt: its ``<prefix>.setup.*`` clauses, and the
    clause of each option switched on (``OptionSpec.rule_id``)."""
    game = spec(game_id)
    ids = {c.id for c in RULES.for_game(game_id) if c.id.split(".")[1:2] == ["setup"]}
    ids |= set(_file(game_id).get("deal", ()))  # more set-up rules, listed by hand in the file
    ids |= set(_file(game_id).get("deal_players", {}))  # set-up rules of a player count
    ids |= {o.rule_id for o in game.options
            if o.rule_id and o.name in options and options[o.name] != o.default}
    return ids


def _deals(game_id: str, players: int, options: Mapping[str, Any]) -> bool:
    try:
        new_game(game_id, seed=0, players=players, **options)
    except OptionError:
        return False
    return True


def _deal_examples(game_id: str) -> dict[str, Example]:
    game = spec(game_id)
    out: dict[str, Example] = {}
    for options in option_sets(game_id):
        players = next((n for n in range(game.default_players, game.max_players + 1)
                        if _deals(game_id, n, options)), None)
        if players is None:
            continue
        for rule_id in sorted(_deal_clauses(game_id, options)):
            out.setdefault(rule_id, Example(rule_id, game_id, 0, players, options, (),
                                            at_deal=True))
    for rule_id, players in _file(game_id).get("deal_players", {}).items():
        out[rule_id] = Example(rule_id, game_id, 0, players, {}, (), at_deal=True)
    return out

def option_sets(game_id: str) -> list[dict[str, Any]]:
    """The default options, then each option set to each of its other values, one at a time.

    >>> option_sets("dice-pyramid")[:2]
    [{}, {'power_relics': True}]
    """
    sets: list[dict[str, Any]] = [{}]
    for opt in spec(game_id).options:
        if isinstance(opt.default, bool):
            others: Sequence[Any] = (not opt.default,)
        elif opt.choices is not None:
            others = [c for c in opt.choices if c != opt.default]
        else:
            continue  # free values (a data file, a turn cap): nothing to explore
        sets.extend({opt.name: value} for value in others)
    return sets


def _games(game_id: str, seeds_per_set: int) -> Iterator[tuple[int, int, dict[str, Any], list]]:
    game = spec(game_id)
    bot_names = list(game.bots)
    for options in option_sets(game_id):
        for n in range(seeds_per_set):
            players = game.min_players + n % (game.max_players - game.min_players + 1)
            # seats alternate between the game's bots, shifting with the seed
            bots = [game.bots[bot_names[(n + seat) % len(bot_names)]]() for seat in range(players)]
            yield n, players, options, bots


def search(game_id: str, *, seeds_per_set: int = 40, max_steps: int = 400) -> dict[str, Example]:
    """Play seeded bot games (every option set, every player count) and keep, for each clause,
    the shortest position where it applies or refuses a move.

    Refusals are found by trying, at every position, the moves that were legal one step before
    (re-rolling again, taking the room again, playing a card just given away …).
    """
    wanted = set(clause_ids(game_id))
    found: dict[str, Example] = {}
    for seed, players, options, bots in _games(game_id, seeds_per_set):
        try:
            state = new_game(game_id, seed=seed, players=players, **options)
        except OptionError:  # an option that needs another player count (e.g. teams of two)
            continue
        previous: list[Action] = []
        for _ in range(max_steps):
            _try_refusals(state, previous, found, wanted, game_id, seed, players, options)
            if state.is_terminal():
                break
            previous = state.legal_actions()
            if state.is_chance_node():
                action = state.sample_chance()
            else:
                action = bots[state.current_player()].choose(state)
            state = state.apply(action)
            for rule_id in state.last_rules:
                _keep(found, Example(rule_id, game_id, seed, players, options, state.history))
        if wanted <= set(found):
            break
    for rule_id, example in _deal_examples(game_id).items():
        found.setdefault(rule_id, example)
    return {rid: found[rid] for rid in clause_ids(game_id) if rid in found}


def _try_refusals(state: GameState, previous: list[Action], found: dict[str, Example],
                  wanted: set[str], game_id: str, seed: int, players: int,
                  options: dict[str, Any]) -> None:
    if wanted <= set(found):
        return
    legal = set(state.legal_actions())
    for action in [JUNK, *islice((a for a in previous if a not in legal), 40)]:
        try:
            state.apply(action)
        except IllegalAction as exc:
            if exc.rule_id not in found or len(found[exc.rule_id].actions) > len(state.history):
                _keep(found, Example(exc.rule_id, game_id, seed, players, options,
                                     state.history, refused=action))


def _keep(found: dict[str, Example], example: Example) -> None:
    known = found.get(example.rule_id)
    if known is None or len(example.actions) < len(known.actions):
        found[example.rule_id] = example


NO_REASON = ["no seeded bot game reaches it yet: write why here",
             "noch keine Bot-Partie erreicht sie: hier begründen"]


def write(game_id: str, found: Mapping[str, Example],
          reasons: Mapping[str, list[str]]) -> Path:
    """Store ``found`` (and a reason for every clause without an example) for ``game_id``."""
    kept = _file(game_id)
    same_as = dict(kept.get("same_as", {}))
    missing = [rid for rid in clause_ids(game_id) if rid not in found and rid not in same_as]
    data = {"game": game_id,
            "examples": {rid: ex.to_json() for rid, ex in found.items()},
            "deal": sorted(kept.get("deal", [])), "same_as": same_as,
            "deal_players": dict(kept.get("deal_players", {})),
            "none": {rid: reasons.get(rid, NO_REASON) for rid in missing}}
    DATA.mkdir(parents=True, exist_ok=True)
    path = DATA / f"{game_id}.json"
    path.write_text(_compact(data), encoding="utf-8")
    _file.cache_clear()
    return path


def _compact(data: Mapping[str, Any]) -> str:
    """JSON with one line per example (long move lists stay small and diff by example)."""
    def one(value: Any) -> str:
        return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)

    parts = []
    for key in sorted(data):
        value = data[key]
        if isinstance(value, dict) and value:
            rows = ",\n".join(f"  {one(k)}: {one(v)}" for k, v in sorted(value.items()))
            parts.append(f"{one(key)}: {{\n{rows}\n }}")
        else:
            parts.append(f"{one(key)}: {one(value)}")
    return "{\n " + ",\n ".join(parts) + "\n}\n"


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m pyramid_explorer.games.examples GAME…``: search and store the examples.

    What is written by hand in a game's file is kept: the reasons for clauses without an
    example (``"none"``), more set-up clauses (``"deal"``, and ``"deal_players"``: clause ->
    the player count whose deal shows it) and shared examples (``"same_as"``).
    """
    ids = list(argv if argv is not None else sys.argv[1:]) or available()
    for game_id in ids:
        found = search(game_id)
        path = write(game_id, found, no_example(game_id))
        print(f"{game_id}: {len(found)} examples, {len(no_example(game_id))} without -> {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
