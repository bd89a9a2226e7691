"""The Coach panel's slice: what the coach may say, to whom, in words — no widget.

The coach (:mod:`pyramid_explorer.coach`) ranks the moves of the seat to move from what that
seat knows. It speaks only to someone allowed to hear it:

- in the **referee's view**, about the seat to move (the referee sees every card anyway);
- in a **player's view**, only when that player is to move (another seat's ranking would name
  its cards: "lay Rope 3"), and never while the pass-and-play curtain is down;
- **"your move against the best one"** only to the seat that made the move (or the referee).

Dice Pyramid has no Coach panel: its odds panel already ranks every move exactly (the
whole-game solver), so the panel points there.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.coach import SearchConfig, rank_moves
>>> s = new_game("ramses-pyramid", seed=2, players=2)
>>> s = s.apply(s.sample_chance())                        # the first roll: P1 to move
>>> coach_audience(s, viewer=None), coach_audience(s, viewer=1), coach_audience(s, viewer=0)
('speak', 'other-seat', 'speak')
>>> r = rank_moves(s, config=SearchConfig(positions=2, seed=1))
>>> part = coach_slice(s, r, lang="en", label=lambda a: s.action_label(a, "en"))
>>> part.rows[0].best, part.rows[0].chance.endswith("%"), part.status
(True, True, 'Ranked from 2 positions P1 ● could be in.')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...engine import CHANCE, TERMINAL, Action, GameState
from ...engine.text import TextTable
from ..common.theme import seat_name

TEXTS: dict[str, tuple[str, str]] = {
    "title": ("Coach", "Trainer"),
    "switch": ("Coach: rank my moves", "Trainer: meine Züge bewerten"),
    "switch_tip": ("The coach plays every move out many times from positions the seat to move "
                   "could be in (it never looks at hidden cards), the seat then playing on like "
                   "the game's strongest bot and the others like its heuristic bot, and shows "
                   "each move's chance to win with a 95 % interval. It runs in the background; "
                   "a click never waits for it.",
                   "Der Trainer spielt jeden Zug viele Male zu Ende, aus Stellungen, in denen "
                   "der Platz am Zug sein könnte (verdeckte Karten sieht er nie); danach spielt "
                   "der Platz wie der stärkste Bot des Spiels weiter, die anderen wie sein "
                   "Heuristik-Bot. Er zeigt die Gewinnchance jedes Zugs mit 95-%-Intervall und "
                   "rechnet im Hintergrund; kein Klick wartet auf ihn."),
    "budget": ("Think for", "Bedenkzeit"),
    "off": ("The coach is off. Switch it on to see every move ranked by its chance to win.",
            "Der Trainer ist aus. Schalte ihn ein, um jeden Zug nach Gewinnchance geordnet zu "
            "sehen."),
    "dice_pyramid": ("Dice Pyramid needs no coach: the odds panel ranks every move exactly "
                     "(the chance to win the whole game with best play).",
                     "Würfelpyramide braucht keinen Trainer: die Chancen-Anzeige ordnet jeden "
                     "Zug exakt (die Gewinnchance bei bestem Spiel)."),
    "chance_step": ("The dice decide this step; the coach speaks when a seat chooses.",
                    "Hier entscheiden die Würfel; der Trainer spricht, wenn ein Platz wählt."),
    "over": ("The game is over.", "Das Spiel ist vorbei."),
    "failed": ("The coach could not rank this position (the server's terminal says why).",
               "Der Trainer konnte diese Stellung nicht bewerten (das Terminal des Servers sagt "
               "warum)."),
    "other_seat": ("{seat} is to move. The coach speaks only to the seat to move: its moves "
                   "would show what {seat} holds.",
                   "{seat} ist am Zug. Der Trainer spricht nur mit dem Platz am Zug: dessen Züge "
                   "würden zeigen, was {seat} in der Hand hat."),
    "curtain": ("The coach waits until the next player is at the screen.",
                "Der Trainer wartet, bis die nächste Person am Bildschirm ist."),
    "thinking": ("Thinking… {n} positions {seat} could be in, {s} s",
                 "Denkt nach … {n} Stellungen, in denen {seat} sein könnte, {s} s"),
    "done": ("Ranked from {n} positions {seat} could be in.",
             "Bewertet aus {n} Stellungen, in denen {seat} sein könnte."),
    "done_one": ("Ranked from 1 position {seat} could be in (too few to tell moves apart: "
                 "give the coach more time).",
                 "Bewertet aus 1 Stellung, in der {seat} sein könnte (zu wenige, um Züge zu "
                 "unterscheiden: gib dem Trainer mehr Zeit)."),
    "move": ("Move", "Zug"),
    "chance": ("Chance to win", "Gewinnchance"),
    "points": ("Points", "Punkte"),
    "minus_points": ("Minus points", "Minuspunkte"),
    "best_mark": ("best", "bester"),
    "level_mark": ("≈ best", "≈ bester"),
    "level_spoken": ("cannot be told from the best", "nicht vom besten zu unterscheiden"),
    "level_note_one": ("1 more move, marked “≈ best”, cannot be told from the best in this "
                       "time: its interval against it reaches zero (more time may separate "
                       "them).",
                       "1 weiterer Zug, mit „≈ bester“ markiert, ist in dieser Zeit nicht vom "
                       "besten zu unterscheiden: sein Intervall gegen ihn reicht bis null (mehr "
                       "Zeit trennt sie vielleicht)."),
    "level_note": ("{k} more moves, marked “≈ best”, cannot be told from the best in this "
                   "time: their intervals against it reach zero (more time may separate them).",
                   "{k} weitere Züge, mit „≈ bester“ markiert, sind in dieser Zeit nicht vom "
                   "besten zu unterscheiden: ihre Intervalle gegen ihn reichen bis null (mehr "
                   "Zeit trennt sie vielleicht)."),
    "halving_note_one": ("The last rounds went to the leading moves (successive halving): 1 "
                         "other move was played from fewer positions, so its interval is "
                         "wider.",
                         "Die letzten Runden gingen an die führenden Züge (sukzessives "
                         "Halbieren): 1 anderer Zug wurde aus weniger Stellungen gespielt, sein "
                         "Intervall ist daher breiter."),
    "halving_note": ("The last rounds went to the leading moves (successive halving): {k} "
                     "other moves were played from fewer positions, so their intervals are "
                     "wider.",
                     "Die letzten Runden gingen an die führenden Züge (sukzessives Halbieren): "
                     "{k} andere Züge wurden aus weniger Stellungen gespielt, ihre Intervalle "
                     "sind daher breiter."),
    "against_best": ("Against the best", "Gegen den besten"),
    "dropped": ("set aside: was clearly behind", "beiseitegelegt: lag klar zurück"),
    "dropped_spoken": ("set aside early, clearly behind the leader then: no more playouts",
                       "früh beiseitegelegt, lag damals klar hinter dem führenden Zug: nicht "
                       "weiter gespielt"),
    "caption": ("Moves of {seat}, best first; “against the best” is what each move gives up, "
                "paired over the same drawn positions; ± is the 95 % interval.",
                "Züge von {seat}, der beste zuerst; „gegen den besten“ ist, was jeder Zug "
                "hergibt, gepaart über dieselben gezogenen Stellungen; ± ist das "
                "95-%-Intervall."),
    "verdict_best": ("Your move “{played}” was the coach's choice too ({chance}).",
                     "Dein Zug „{played}“ war auch die Wahl des Trainers ({chance})."),
    "verdict_close": ("Your move “{played}” ({mine}) is within the coach's margin of its "
                      "choice “{best}” ({theirs}).",
                      "Dein Zug „{played}“ ({mine}) liegt im Spielraum der Wahl des Trainers "
                      "„{best}“ ({theirs})."),
    "verdict_worse": ("Your move “{played}”: “{best}” was better: {theirs} vs {mine}.",
                      "Dein Zug „{played}“: „{best}“ war besser: {theirs} gegen {mine}."),
    "verdict_worse_by": ("Your move “{played}” gives up {diff} against “{best}” ({mine} vs "
                         "{theirs}).",
                         "Dein Zug „{played}“ gibt {diff} gegenüber „{best}“ her ({mine} "
                         "gegen {theirs})."),
    "verdict_close_by": ("Your move “{played}” cannot be told from the coach's choice “{best}”: "
                         "{diff}.",
                         "Dein Zug „{played}“ ist von der Wahl des Trainers „{best}“ nicht zu "
                         "unterscheiden: {diff}."),
    "verdict_thinking": ("Weighing your move “{played}”…", "Der Trainer wägt deinen Zug „{played}“ …"),
}

coach_text = TextTable("coach", TEXTS)

Audience = str
"""``"speak"``, ``"chance"``, ``"over"``, ``"other-seat"`` (see :func:`coach_audience`)."""


def coach_audience(state: GameState, viewer: int | None) -> Audience:
    """Whether the coach may rank the moves at ``state`` for ``viewer`` (``None``: referee).

    ``"speak"``: yes; ``"chance"``: a roll or draw is next, nobody chooses; ``"over"``: the
    game has ended; ``"other-seat"``: another seat chooses, whose moves ``viewer`` may not see.
    """
    seat = state.current_player()
    if seat == TERMINAL:
        return "over"
    if seat == CHANCE:
        return "chance"
    if viewer is not None and viewer != seat:
        return "other-seat"
    return "speak"


@dataclass(frozen=True)
class CoachRow:
    """One move's line in the Coach panel (texts ready to show)."""

    move: str
    chance: str  # "41 % ± 3 %"
    score: str  # "7.4 ± 0.8" (points / minus points) or ""
    best: bool
    against: str = ""  # "−4 % ± 2 %": what the move gives up against the best ("" unpaired)
    level: bool = False  # not the best, but cannot be told from it (its interval reaches 0)
    dropped: bool = False  # the race set it aside early (clearly behind the leader then)


@dataclass(frozen=True)
class CoachSlice:
    """What the Coach panel shows: a status line, the ranked moves and the verdict on the last
    move. ``progress`` is the share of the time budget spent (1.0 when done)."""

    status: str
    rows: tuple[CoachRow, ...] = ()
    caption: str = ""
    headings: tuple[str, ...] = ()  # "Move", "Chance to win"[, "Points"]
    best_mark: str = ""  # "best"
    progress: float = 0.0
    thinking: bool = False
    level_mark: str = ""  # "≈ best": a row that cannot be told from the best
    level_spoken: str = ""  # what a screen reader says for ``level_mark``
    dropped_mark: str = ""  # "set aside: was clearly behind": a row the race stopped playing
    dropped_spoken: str = ""


def _interval(mid: float, lo: float, hi: float) -> str:
    """``"41 % ± 3 %"``: the chance and the larger half of its 95 % interval, whole percent
    (the coach's estimates are never finer than that).

    >>> _interval(0.4123, 0.38, 0.44), _interval(1.0, 0.96, 1.0), _interval(0.5, 0.497, 0.503)
    ('41 % ± 3 %', '100 % ± 4 %', '50 % ± < 1 %')
    """
    margin = max(mid - lo, hi - mid) * 100
    spread = "< 1 %" if margin < 0.5 else f"{margin:.0f} %"
    return f"{mid * 100:.0f} % ± {spread}"


def difference(diff: float | None, interval: tuple[float, float] | None, kind: str | None
               ) -> str:
    """A move's difference to the best as the panel writes it: percentage points of the chance
    to win, or points / minus points with one decimal; ``""`` without one.

    >>> difference(-0.042, (-0.06, -0.024), "chance"), difference(0.0, (0.0, 0.0), "chance")
    ('−4 % ± 2 %', '0 %')
    >>> difference(-0.004, (-0.04, 0.032), "chance")    # (not "−0 %")
    '0 % ± 4 %'

    >>> difference(-1.25, (-2.0, -0.5), "points"), difference(2.0, (1.0, 3.0), "minus points")
    ('−1.2 ± 0.8', '+2.0 ± 1.0')
    """
    if diff is None or interval is None or kind is None:
        return ""
    half = max(diff - interval[0], interval[1] - diff)
    if kind == "chance":
        if half == 0 and diff == 0:
            return "0 %"
        value = f"{diff * 100:+.0f} %".replace("-", "−")
        spread = "∞" if half == float("inf") else (
            "< 1 %" if half * 100 < 0.5 else f"{half * 100:.0f} %")
    else:
        if half == 0 and diff == 0:
            return "0"
        value = f"{diff:+.1f}".replace("-", "−")
        spread = "∞" if half == float("inf") else f"{half:.1f}"
    return f"{value} ± {spread}".replace("+0 % ±", "0 % ±").replace("−0 % ±", "0 % ±")


def cannot_tell(diff_interval: tuple[float, float] | None, kind: str | None) -> bool:
    """Whether a move's difference to the best, with this 95 % interval, cannot be told from
    zero (a move as good as the best for all the search knows; minus points: lower is better).

    >>> cannot_tell((-0.03, 0.004), "chance"), cannot_tell((-0.03, -0.004), "chance")
    (True, False)
    >>> cannot_tell((0.5, 2.5), "minus points"), cannot_tell((-0.5, 1.5), "minus points")
    (False, True)
    """
    if diff_interval is None or kind is None:
        return False
    lo, hi = diff_interval
    return lo <= 0 if kind == "minus points" else hi >= 0


def coach_slice(state: GameState, ranking: object | None, *, lang: str,
                label: Callable[[Action], str], budget_s: float = 0.0,
                done: bool = True) -> CoachSlice:
    """The panel's slice for a :class:`~pyramid_explorer.coach.CoachRanking` of ``state``
    (``None``: nothing ranked yet). ``label`` names a move for the seat to move."""
    seat = seat_name(state.current_player(), lang)
    if ranking is None:
        return CoachSlice(coach_text("thinking", lang, n=0, seat=seat, s="0.0"), thinking=True)
    rows = []
    moves = ranking.moves  # type: ignore[attr-defined]
    for i, m in enumerate(moves):
        score = ""
        if m.score is not None and m.score_interval is not None:
            lo, hi = m.score_interval
            score = f"{m.score:.1f} ± {max(m.score - lo, hi - m.score):.1f}"
        against = difference(getattr(m, "diff", None), getattr(m, "diff_interval", None),
                             getattr(ranking, "diff_kind", None))
        kind = getattr(ranking, "diff_kind", None)
        dropped = i > 0 and getattr(m, "set_aside", "") == "behind"
        level = i > 0 and not dropped and m.playouts > 1 and cannot_tell(
            getattr(m, "diff_interval", None), kind)
        rows.append(CoachRow(label(m.action), _interval(m.win_chance, *m.win_interval), score,
                             i == 0, against, level, dropped))
    kind = ranking.score_kind  # type: ignore[attr-defined]
    headings = (coach_text("move", lang), coach_text("chance", lang)) + (
        (coach_text("points", lang),) if kind == "points" else
        (coach_text("minus_points", lang),) if kind == "minus points" else ()) + (
        (coach_text("against_best", lang),) if any(r.against for r in rows) else ())
    elapsed = ranking.elapsed_s  # type: ignore[attr-defined]
    n = ranking.iterations  # type: ignore[attr-defined]
    if done:
        status, progress = coach_text("done_one" if n == 1 else "done", lang, n=n, seat=seat), 1.0
        levels = sum(r.level for r in rows)
        if levels and n > 1:
            status += " " + coach_text("level_note_one" if levels == 1 else "level_note", lang,
                                       k=levels)
        halved = sum(getattr(m, "set_aside", "") == "halved" for m in moves)
        if halved:
            status += " " + coach_text("halving_note_one" if halved == 1 else "halving_note",
                                       lang, k=halved)
    else:
        status = coach_text("thinking", lang, n=n, seat=seat, s=f"{elapsed:.1f}")
        progress = min(1.0, elapsed / budget_s) if budget_s else 0.0
    return CoachSlice(status, tuple(rows), coach_text("caption", lang, seat=seat), headings,
                      coach_text("best_mark", lang), progress, not done,
                      coach_text("level_mark", lang), coach_text("level_spoken", lang),
                      coach_text("dropped", lang), coach_text("dropped_spoken", lang))


def quiet_slice(key: str, lang: str, **fmt: object) -> CoachSlice:
    """A slice with only a status line (the coach is off, or may not speak here)."""
    return CoachSlice(coach_text(key, lang, **fmt), progress=0.0)


def verdict_text(comparison: object, lang: str, label: Callable[[Action], str]) -> str:
    """"Your move against the best one" for a :class:`~pyramid_explorer.coach.MoveComparison`.

    >>> from pyramid_explorer.games import new_game
    >>> from pyramid_explorer.coach import SearchConfig, compare_move
    >>> s = new_game("ramses-pyramid", seed=2, players=2)
    >>> s = s.apply(s.sample_chance())
    >>> c = compare_move(s, s.legal_actions()[0], SearchConfig(positions=2, seed=1))
    >>> verdict_text(c, "en", lambda a: s.action_label(a, "en")).startswith("Your move")
    True
    """
    played, best = comparison.played, comparison.best  # type: ignore[attr-defined]
    mine = _interval(played.win_chance, *played.win_interval)
    theirs = _interval(best.win_chance, *best.win_interval)
    if comparison.same:  # type: ignore[attr-defined]
        return coach_text("verdict_best", lang, played=label(played.action), chance=mine)
    kind = getattr(comparison.ranking, "diff_kind", None)  # type: ignore[attr-defined]
    diff = difference(getattr(played, "diff", None), getattr(played, "diff_interval", None),
                      kind)
    if diff and kind is not None:
        key = "verdict_worse_by" if comparison.clearly_worse else "verdict_close_by"  # type: ignore[attr-defined]
        if kind != "chance" and played.score is not None and best.score is not None:
            mine, theirs = f"{played.score:.1f}", f"{best.score:.1f}"
        return coach_text(key, lang, played=label(played.action), best=label(best.action), diff=diff,
                  mine=mine, theirs=theirs)
    if comparison.clearly_worse:  # type: ignore[attr-defined]
        return coach_text("verdict_worse", lang, played=label(played.action), best=label(best.action),
                  mine=mine, theirs=theirs)
    return coach_text("verdict_close", lang, played=label(played.action), best=label(best.action),
              mine=mine, theirs=theirs)


__all__ = ["CoachRow", "CoachSlice", "cannot_tell", "coach_audience", "coach_slice", "difference",
           "quiet_slice", "coach_text", "verdict_text"]
