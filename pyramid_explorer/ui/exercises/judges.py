"""Judges of exercises: is the learner's move good, by the exact odds (Dice Pyramid) or by
the coach's search (the other games, where no single rule decides)?

A judge is ``(position, actions, result) -> (good, sentence)`` (or ``None``: it cannot say).
:func:`dice_pyramid_judge` compares this turn's chance of making a room with the advisor's best
option and, with every card face up, the exact chance to win the whole game.

>>> from pyramid_explorer.engine import Action
>>> from pyramid_explorer.games import new_game
>>> s = new_game("dice-pyramid", seed=7).apply(Action("roll", (3, 3, 3, 5, 1)))
>>> good, sentence = dice_pyramid_judge()(s, [Action("end")], s)
>>> good, sentence.startswith("Chance to make a room this turn: 0 % with this move")
(False, True)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...coach.config import SearchConfig
from ...engine import Action, GameState
from ..common.format import percent
from .texts import exercise_text

Judge = Callable[[GameState, Sequence[Action], GameState], tuple[bool, str] | None]
"""``(position, actions, result) -> (good, sentence)`` or ``None`` when it cannot judge."""


def dice_pyramid_judge(lang: str = "en", game_value: bool = True) -> Judge:
    """A judge for Dice Pyramid built on the exact odds advisor and the whole-game solver.

    It compares the chance of making a room this turn after the learner's first action with
    the advisor's best option in the prepared position. With ``game_value`` and every card
    face up (I Know the Way) it also compares the exact chance to win the whole game
    (:func:`pyramid_explorer.solve.move_verdict`), and that decides whether the move is good:
    the room most likely this turn is not always the move that wins most games. It also
    judges the discards (at the relic cap, after a miss), where this turn's odds say nothing.
    With face-down cards the game value would depend on hidden cards: this turn's odds only.
    """

    def judge(position: GameState, actions: Sequence[Action],
              result: GameState) -> tuple[bool, str] | None:
        turn = _turn_judge(position, actions, lang)
        game = _game_judge(position, actions, lang) if game_value else None
        if game is None:
            return turn
        if turn is None:
            return game
        return game[0], f"{turn[1]} {game[1]}"

    return judge


def _game_judge(state: GameState, actions: Sequence[Action],
                lang: str) -> tuple[bool, str] | None:
    """(good, sentence) by the exact chance to win the game; ``None`` with hidden cards."""
    from ...solve import move_verdict

    options = getattr(state, "options", None)
    if (not actions or not getattr(options, "i_know_the_way", False)
            or getattr(state, "phase", None) not in ("play", "cap", "miss")):
        return None
    good, mine, best = move_verdict(state, actions[0])  # type: ignore[arg-type]
    return good, exercise_text("game_odds", lang, p=percent(mine),
                    best=state.action_label(best.action, lang), q=percent(best.probability))


def _turn_judge(position: GameState, actions: Sequence[Action],
                lang: str) -> tuple[bool, str] | None:
    """(good, sentence) by the chance of making a room this turn (the odds advisor)."""
    from ...dice.advisor import best_keep
    from ...dice.odds import success_probability_from
    from ...games.dice_pyramid.actions import CARD
    from ...games.dice_pyramid.tables import challenges

    state = position
    if getattr(state, "phase", None) != "play" or not actions:
        return None
    o = state.options
    table = challenges(o.full_house_five_of_a_kind)
    by_name = {c.room: c.number for c in CARD.values()}
    targets = {room: table[by_name[room]] for room in state.open_rooms()}
    relics = [CARD[n].relic for n in state.uses_left()]
    kw = {"relic_reroll_up_to": o.relic_reroll_up_to, "power_relics": o.power_relics}
    options = best_keep(state.dice, targets, rerolls_left=state.rerolls_left, relics=relics,
                        **kw)
    best = options[0]
    first = actions[0]
    mine = _chance_of(first, state, targets, relics, kw, success_probability_from)
    if mine is None:
        return None
    good = mine >= best.probability - 1e-9
    return good, exercise_text("odds", lang, p=percent(mine), best=best.label(lang),
                    q=percent(best.probability))


def _chance_of(action: Action, state: GameState, targets: dict, relics: list[str], kw: dict,
               chance_from: Callable[..., float]) -> float | None:
    """The chance of making a room this turn after ``action``, playing on optimally."""
    from itertools import product

    dice = tuple(state.dice)  # type: ignore[attr-defined]
    rerolls = state.rerolls_left  # type: ignore[attr-defined]
    if action.kind == "take":
        return 1.0
    if action.kind == "end":
        return 0.0
    if action.kind == "reroll":
        positions = set(action.args)
        kept = [v for i, v in enumerate(dice) if i not in positions]
        outcomes = list(product(range(1, 7), repeat=len(positions)))
        return sum(chance_from(tuple(kept) + o, targets, rerolls - 1, relics, **kw)
                   for o in outcomes) / len(outcomes)
    if action.kind == "use":
        from ...dice import AbilityUse
        from ...games.dice_pyramid.actions import CARD, RELIC_NUMBER

        name, indices, delta = action.args
        ability = CARD[RELIC_NUMBER[name]].ability
        rest = list(relics)
        if name in rest:
            rest.remove(name)
        if ability.kind == "reroll":
            kept = [v for i, v in enumerate(dice) if i not in set(indices)]
            outcomes = list(product(range(1, 7), repeat=len(indices)))
            return sum(chance_from(tuple(kept) + o, targets, rerolls, rest, **kw)
                       for o in outcomes) / len(outcomes)
        new = ability.apply(dice, AbilityUse(tuple(indices), delta))
        return chance_from(new, targets, rerolls, rest, **kw)
    return None


COACH_ITERATIONS = 200
"""Drawn positions the coach plays every choice of an exercise from (its ± is then about 6 %
for a chance near 30 %)."""
EXERCISE_SEARCH = SearchConfig(positions=COACH_ITERATIONS)
"""The exercises' coach search (a notebook sets its seed: ``EXERCISE_SEARCH.replace(seed=7)``)."""


def coach_judge(choices: Sequence[Any], lang: str = "en",
                config: SearchConfig = EXERCISE_SEARCH) -> Judge:
    """A judge for exercises where no single rule decides: the coach's search
    (:func:`pyramid_explorer.coach.rank_lines`) plays every choice of the exercise on from
    ``config.positions`` positions the learner cannot tell from the prepared one (the same
    positions for every choice), the game's best heuristic bot playing every seat after it.

    The learner's choice is good when the coach cannot tell it from the best choice: the 95 %
    interval of their difference, drawn position by drawn position (chance to win;
    Pyramidenbau: points), reaches zero. The sentence gives both numbers with their ± ("the coach
    prefers X: 41 % ± 3 % vs 33 % ± 3 %"). The estimates are computed once, on the first
    click, from a fixed ``config.seed``: the same choice always gets the same verdict. They use only
    what the seat to move knows, so they give away nothing hidden.

    ``choices`` are the exercise's :class:`~.exercise.Choice` objects (their labels name the
    best choice); illegal ones are left out of the comparison (the engine's rule judges
    them).

    >>> from pyramid_explorer.engine import Action
    >>> from pyramid_explorer.games import new_game
    >>> from pyramid_explorer.ui.exercises import Choice
    >>> s = new_game("ramses-pyramid", seed=2, players=2)
    >>> s = s.apply(s.sample_chance())
    >>> cs = [Choice(str(a), [a]) for a in s.legal_actions()[:2]]
    >>> j = coach_judge(cs, config=SearchConfig(positions=6, seed=1))
    >>> good, sentence = j(s, cs[0].actions, s.apply(cs[0].actions[0]))
    >>> sentence.startswith("The coach"), j(s, cs[0].actions, s) == (good, sentence)
    (True, True)
    """
    lines = [tuple(c.actions) for c in choices]
    labels = [c.label for c in choices]
    cache: list[tuple[GameState, dict[tuple[Action, ...], Any]]] = []

    def estimates(position: GameState) -> dict[tuple[Action, ...], Any]:
        if not cache or cache[0][0] is not position:
            from ...coach import rank_lines
            from ...engine import IllegalAction

            legal = []
            for line in lines:
                try:
                    position.apply_all(line)
                except IllegalAction:
                    continue
                legal.append(line)
            ranked = rank_lines(position, legal, config)
            cache[:] = [(position, {e.actions: e for e in ranked})]
        return cache[0][1]

    def judge(position: GameState, actions: Sequence[Action],
              result: GameState) -> tuple[bool, str] | None:
        found = estimates(position)
        mine = found.get(tuple(actions))
        if mine is None or not found:
            return None
        by_points = mine.score_kind == "points"

        def value(e: Any) -> float:
            return e.score if by_points else e.win_chance

        best = max(found.values(), key=lambda e: (value(e), -lines.index(e.actions)))
        behind, margin = best.paired(mine)  # position by position: the luck of the draw cancels
        good = behind - margin <= 0

        def said(e: Any) -> str:
            if by_points:
                return exercise_text("coach_points", lang, pts=f"{e.score:.1f}", pm=f"{e.score_margin:.1f}",
                          p=percent(e.win_chance))
            return exercise_text("coach_win", lang, p=percent(e.win_chance), pm=percent(e.win_margin))

        name = labels[lines.index(best.actions)]
        name = name.get(lang) if hasattr(name, "get") else str(name)
        head = exercise_text("coach_head", lang, n=mine.playouts)
        if value(mine) >= value(best):  # the best, or as good as the best
            return True, f"{head} {exercise_text('coach_best', lang, mine=said(mine))}"
        key = "coach_within" if good else "coach_prefers"
        return good, f"{head} {exercise_text(key, lang, best=name, b=said(best), mine=said(mine))}"

    return judge
