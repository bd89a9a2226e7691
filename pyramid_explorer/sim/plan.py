"""What a simulation will play: the series (bots per seat + options) and the seeds, checked once.

A :class:`Plan` is small and picklable, so it travels to worker processes and Dask workers;
:func:`play_range` plays any slice of it and gives one row per game. Game ``g`` of every series
uses seed ``seed + g`` (the same deals for every series, so series are compared on equal
terms), and job ``j`` is game ``j // len(series)`` of series ``j % len(series)`` — rows come
back in that order whichever worker played them.

>>> plan = make_plan("dice-pyramid", games=3, seed=10, bots=["greedy", "random"])
>>> [s.label for s in plan.series], len(plan)
(['greedy', 'random'], 6)
>>> [(r["series"], r["seed"]) for r in play_range(plan, 0, 4)]
[('greedy', 10), ('random', 10), ('greedy', 11), ('random', 11)]
>>> make_plan("im-bann-der-pyramide", games=2, seed=0, players=3,
...           bots=["heuristic", "random"]).series[0].bots
('heuristic', 'random', 'heuristic')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .. import games as registry
from ..engine.errors import OptionError
from .extras import record_extras
from .outcome import winner_of
from .play import DEFAULT_MAX_STEPS, play_counted


@dataclass(frozen=True)
class Series:
    """One line-up to simulate: a bot name per seat and the game's options."""

    label: str
    bots: tuple[str, ...]
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def options_dict(self) -> dict[str, Any]:
        return dict(self.options)


@dataclass(frozen=True)
class Plan:
    """Every game of a simulation: ``games`` seeds from ``seed`` for each series."""

    game_id: str
    players: int
    seed: int
    games: int
    series: tuple[Series, ...]
    rotate: bool = False
    max_steps: int = DEFAULT_MAX_STEPS

    def __len__(self) -> int:
        return self.games * len(self.series)

    def job(self, index: int) -> tuple[int, Series, tuple[str, ...]]:
        """Job ``index``: its game number, series and bots per seat (rotated if asked)."""
        game, series = divmod(index, len(self.series))
        s = self.series[series]
        bots = s.bots
        if self.rotate and len(bots) > 1:
            shift = game % len(bots)
            bots = bots[-shift:] + bots[:-shift] if shift else bots
        return game, s, bots


def _lineup(names: Sequence[str], players: int) -> tuple[str, ...]:
    return tuple(names[i % len(names)] for i in range(players))


def make_plan(game_id: str, *, games: int, seed: int, players: int | None = None,
              bots: Sequence[str] | None = None, options: Mapping[str, Any] | None = None,
              compare: tuple[str, Sequence[Any]] | None = None, rotate: bool = False,
              max_steps: int = DEFAULT_MAX_STEPS) -> Plan:
    """Check everything up front (game, players, bot names, options) and build the plan.

    ``bots`` are names per seat, reused in turn when fewer than the seats. A solo game given
    several bots plays one series per bot on the same seeds; a game with seats given more bots
    than seats is refused. ``compare=(option, values)`` adds one series per value of that
    option (crossed with the bots' series). Raises :class:`OptionError` saying what is wrong.
    """
    spec = registry.spec(game_id)
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise OptionError(f"the number of games must be a whole number of at least 1, not {games!r}",
                          de=f"die Zahl der Partien muss eine ganze Zahl ab 1 sein, nicht {games!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise OptionError(f"seed must be a whole number, not {seed!r}",
                          de=f"der Startwert muss eine ganze Zahl sein, nicht {seed!r}")
    n = spec.default_players if players is None else players
    if isinstance(n, bool) or not isinstance(n, int) or not spec.min_players <= n <= spec.max_players:
        raise OptionError(f"{spec.name.en} is for {spec.min_players}–{spec.max_players} players, "
                          f"not {n!r}", de=f"{spec.name.de} ist für {spec.min_players}–"
                          f"{spec.max_players} Spieler, nicht {n!r}")
    names = list(bots) if bots else [next(iter(spec.bots))]
    unknown = [b for b in names if b.partition(":")[0] not in spec.bots]
    if unknown:
        raise OptionError(f"unknown bot {unknown[0]!r}; {spec.name.en} has: {', '.join(spec.bots)}",
                          de=f"unbekannter Bot {unknown[0]!r}; {spec.name.de} hat: "
                          f"{', '.join(spec.bots)}")
    for b in names:
        make_bot(spec, b)  # refuses a budget the bot does not take now
    if n == 1:
        lineups = [((b,), b) for b in dict.fromkeys(names)]
    elif len(names) > n:
        raise OptionError(f"{len(names)} bots for {n} seats: a game of {game_id} with {n} "
                          f"players takes at most {n} bots (use --players)",
                          de=f"{len(names)} Bots für {n} Plätze: Eine Partie {game_id} mit {n} "
                          f"Spielern nimmt höchstens {n} Bots (siehe --players)")
    else:
        lineup = _lineup(names, n)
        lineups = [(lineup, " / ".join(lineup))]
    base = dict(options or {})
    variants: list[tuple[dict[str, Any], str]] = [(base, "")]
    if compare is not None:
        name, values = compare
        if not values:
            raise OptionError(f"give at least one value of option {name!r} to compare",
                              de=f"gib mindestens einen Wert der Option {name!r} zum Vergleich an")
        variants = [({**base, name: v}, f"{name}={_show(v)}") for v in values]
    series = []
    for opts, opt_label in variants:
        registry.new_game(game_id, seed=seed, players=n, **opts)  # refuses bad options now
        for lineup, bot_label in lineups:
            label = f"{bot_label}, {opt_label}" if opt_label else bot_label
            series.append(Series(label, lineup, tuple(sorted(opts.items()))))
    return Plan(game_id, n, seed, games, tuple(series), rotate, max_steps)


def make_bot(spec: registry.GameSpec, name: str) -> Any:
    """The bot ``name`` of ``spec``'s game; ``NAME:N`` gives a bot whose factory says it takes
    a budget (its ``budget`` attribute names it) that budget (``coach:200``: the coach with
    200 playouts per decision).

    >>> make_bot(registry.spec("pyramidenbau"), "coach:8").config.playouts
    8
    >>> make_bot(registry.spec("pyramidenbau"), "builder:8")
    Traceback (most recent call last):
    ...
    pyramid_explorer.engine.errors.OptionError: bot 'builder' takes no budget (NAME:N)
    """
    base, _, budget = name.partition(":")
    factory = spec.bots[base]
    if not budget:
        return factory()
    if not budget.isdigit() or int(budget) < 1:
        raise OptionError(f"the budget of bot {base!r} must be a whole number of at least 1, "
                          f"not {budget!r}", de=f"Das Budget von Bot {base!r} muss eine ganze "
                          f"Zahl ab 1 sein, nicht {budget!r}")
    if not getattr(factory, "budget", None):
        raise OptionError(f"bot {base!r} takes no budget (NAME:N)",
                          de=f"Bot {base!r} nimmt kein Budget (NAME:N)")
    return factory(int(budget))


def _show(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def play_job(plan: Plan, index: int) -> dict[str, Any]:
    """Play job ``index`` of ``plan`` and return its row (see :mod:`pyramid_explorer.sim.table`)."""
    game, series, lineup = plan.job(index)
    seed = plan.seed + game
    state = registry.new_game(plan.game_id, seed=seed, players=plan.players, **series.options_dict)
    # fresh bots for every game and seat: a bot that remembers (a memory level, say) cannot
    # carry anything from one game into the next, however the games are spread over workers
    spec = registry.spec(plan.game_id)
    outcome = play_counted(state, [make_bot(spec, b) for b in lineup], plan.max_steps)
    final = outcome.state
    returns = list(final.returns()) if outcome.finished else [0.0] * plan.players
    extras = record_extras(plan.game_id, final)
    capped = extras.pop("capped") or not outcome.finished
    utility = registry.spec(plan.game_id).utility
    winner = None if capped else winner_of(returns, utility)
    row: dict[str, Any] = {"job": index, "series": series.label, "game": game, "seed": seed,
                           "players": plan.players}
    row.update({f"bot_p{i + 1}": b for i, b in enumerate(lineup)})
    row["winner"] = None if winner is None else winner + 1
    row.update({f"return_p{i + 1}": float(r) for i, r in enumerate(returns)})
    row.update({"turns": extras.pop("turns"), "actions": outcome.actions,
                "chance_steps": outcome.chance_steps, "capped": capped})
    row.update(extras)
    return row


def play_range(plan: Plan, start: int, stop: int) -> list[dict[str, Any]]:
    """Rows of jobs ``start`` … ``stop - 1`` (what one worker task plays)."""
    return [play_job(plan, i) for i in range(start, stop)]
