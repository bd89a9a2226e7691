"""The exact face-down bounds and the I Know the Way deals of ``bench_wholegame.py``.

Per deal one line (value(s), plans or states, CPU time, the process's peak resident memory
so far); then the means over deals and the optimal bot's record against the exact values.
``summary`` re-reads the per-deal lines of a (possibly stopped) run.
"""

from __future__ import annotations

import math
import re
import resource
import time
from collections.abc import Sequence
from pathlib import Path

from pyramid_explorer.games import new_game
from pyramid_explorer.games.dice_pyramid.options import make_options
from pyramid_explorer.games.dice_pyramid.setup import TREASURE_CHAMBER, deal
from pyramid_explorer.sim import play_out
from pyramid_explorer.solve import OptimalBot, query, win_probability
from pyramid_explorer.solve.figures import estimate
from pyramid_explorer.solve.perfect import DealSolver
from pyramid_explorer.solve.policy import StandInPolicy


def peak_rss() -> float:
    """The largest resident memory of this process so far, in MiB (Linux: ``ru_maxrss``)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def bounds(name: str, opts: dict, seeds: Sequence[int], play: bool) -> None:
    """Per deal: the stand-in policy's exact value (lower), the all-cards-known value (upper)
    and, with ``play``, one game of the optimal bot on the same seed; then the means and the
    bot's rate against the mean exact policy value (its standard error from the values)."""
    options = make_options(**opts)
    low, up, won = [], [], []
    t0 = time.process_time()
    for seed in seeds:
        cards = deal(seed, options)[0]
        t = time.process_time()
        query._SOLVERS.clear()
        query._SHARED.clear()                   # the bot's plans below reuse the policy's
        policy = StandInPolicy(cards, options, shared=query.shared_values(options))
        low.append(policy.value(0, ()))
        up.append(DealSolver(cards, options).value(0, ()))
        line = (f"  {name}, seed {seed}: lower {low[-1]:.6f} upper {up[-1]:.6f} gap "
                f"{up[-1] - low[-1]:.6f} ({policy.plans} plans, {time.process_time() - t:.1f} s CPU, "
                f"peak RSS of the run {peak_rss():.0f} MiB)")
        if play:
            final = play_out(new_game("dice-pyramid", seed=seed, **opts), [OptimalBot()])
            won.append(float(final.outcome == "won"))
            line += f", bot {final.outcome}"
        print(line, flush=True)
    report(name, label(seeds), low, up, won, time.process_time() - t0)


def label(seeds: Sequence[int]) -> str:
    """``"1..20"`` for a range of seeds, else the seeds listed.

    >>> label(range(1, 21)), label([10, 40, 50])
    ('1..20', '10, 40, 50')
    """
    if isinstance(seeds, range):
        return f"{seeds.start}..{seeds.stop - 1}"
    return ", ".join(map(str, seeds))


def chamber_on_top(count: int, first: int = 1) -> list[int]:
    """The first ``count`` seeds from ``first`` whose Great Pyramid deal puts the Treasure
    Chamber on top (position 0: every other card must be taken first; the most states).

    >>> chamber_on_top(3)
    [10, 40, 50]
    """
    options = make_options(great_pyramid=True)
    seeds: list[int] = []
    seed = first
    while len(seeds) < count:
        if deal(seed, options)[0][0] == TREASURE_CHAMBER:
            seeds.append(seed)
        seed += 1
    return seeds


def known_deals(name: str, opts: dict, seeds: Sequence[int], play: bool) -> None:
    """I Know the Way: per deal the exact optimal value (CPU time, peak memory of the run)
    and, with ``play``, one game of the optimal bot on the seed (it reuses the solved deal);
    then the mean over deals and the bot's rate against it."""
    values, won = [], []
    t0 = time.process_time()
    for seed in seeds:
        query._SOLVERS.clear()
        query._SHARED.clear()
        query._turn.cache_clear()
        state = new_game("dice-pyramid", seed=seed, i_know_the_way=True, **opts)
        t = time.process_time()
        values.append(win_probability(state))
        line = (f"  {name}, seed {seed}: exact {values[-1]:.6f} "
                f"({len(query._SOLVERS[0]._W)} states, {time.process_time() - t:.1f} s CPU, "
                f"peak RSS of the run {peak_rss():.0f} MiB)")
        if play:
            final = play_out(state, [OptimalBot()])
            won.append(float(final.outcome == "won"))
            line += f", bot {final.outcome}"
        print(line, flush=True)
    report(name, label(seeds), values, values, won,
           time.process_time() - t0)


def report(name: str, seeds: str, low: list[float], up: list[float], won: list[float],
           cpu: float | None = None) -> None:
    """The summary of :func:`bounds`: means over deals, the gap, the bot against its value."""
    n = len(low)
    took = f" [{cpu:.0f} s CPU]" if cpu is not None else ""
    print(f"{name}: lower {estimate(low)}, upper {estimate(up)} over the deals of seeds "
          f"{seeds}; mean gap {100 * (sum(up) - sum(low)) / n:.2f} points, max "
          f"{100 * max(u - v for u, v in zip(up, low, strict=True)):.2f}{took}", flush=True)
    lo, hi = estimate(low), estimate(up)
    print(f"{name}: to more digits: lower {100 * lo.mean:.3f} % ± {100 * lo.se:.3f} %, upper "
          f"{100 * hi.mean:.3f} % ± {100 * hi.se:.3f} %; lower min {100 * min(low):.2f} %, "
          f"upper min {100 * min(up):.2f} %, max {100 * max(up):.2f} %", flush=True)
    if won:
        se = math.sqrt(sum(v * (1 - v) for v in low)) / n
        z = (sum(won) - sum(low)) / n / se if se else 0.0
        print(f"{name}: optimal bot won {sum(won):.0f}/{n} = {100 * sum(won) / n:.1f} %; "
              f"exact policy value of the same deals {100 * sum(low) / n:.2f} % "
              f"(se {100 * se:.1f} %, z = {z:+.2f})", flush=True)


LINE = re.compile(r"^  (?P<name>.+), seed (?P<seed>\d+): lower (?P<low>[\d.]+) upper "
                  r"(?P<up>[\d.]+) .*?(?:, bot (?P<bot>won|lost))?$")
KNOWN = re.compile(r"^  (?P<name>.+), seed (?P<seed>\d+): exact (?P<low>[\d.]+) "
                   r".*?(?:, bot (?P<bot>won|lost))?$")  # --great-known: lower = upper


def summary(path: str) -> None:
    """:func:`report` again from the per-deal lines of a (possibly stopped) ``--bounds``,
    ``--great-bounds`` or ``--great-known`` run (several runs' outputs concatenated: each
    option set and seed is counted once)."""
    runs: dict[str, list[re.Match[str]]] = {}
    seen: set[tuple[str, str]] = set()
    for line in Path(path).read_text().splitlines():
        m = LINE.match(line) or KNOWN.match(line)
        if m and (m["name"], m["seed"]) not in seen:   # a seed in two runs counts once
            seen.add((m["name"], m["seed"]))
            runs.setdefault(m["name"], []).append(m)
    for name, rows in runs.items():
        seeds = [int(r["seed"]) for r in rows]
        won = [float(r["bot"] == "won") for r in rows if r["bot"]]
        report(name, f"{min(seeds)}..{max(seeds)} ({len(seeds)} deals)",
               [float(r["low"]) for r in rows],
               [float(r["up"] if "up" in r.groupdict() else r["low"]) for r in rows],
               won if len(won) == len(rows) else [])
