"""The Why panel of the explorer: what a step did on the table, why a bot chose it, and the
rule clauses behind it, each marked "New rule" the first time it applies along the line.

Pure functions and a small cache, no widgets, so everything here is easy to test:

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.engine import Action
>>> s0 = new_game("dice-pyramid", seed=3)
>>> s1 = s0.apply(Action("roll", (3, 3, 3, 5, 1)))
>>> s2 = s1.apply(Action("reroll", (3, 4)))
>>> first = FirstUses()
>>> first.update("dice-pyramid", None, [s0, s1, s2], lambda s: [c.id for c in s.explain_last()])
>>> sorted(first.new_at(1)), sorted(first.new_at(2))
(['dp.turn.roll', 'engine.chance'], ['dp.turn.rerolls'])
>>> first.steps()
[1, 2]
>>> chance_line(s0, Action("roll", (3, 3, 3, 5, 1)), "de")
'Zufall: Die Würfel wurden geworfen.'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ... import games
from ...engine import Action, GameState, RuleClause
from ...games import Chance
from ..common.html import clause_html, esc
from ..common.i18n import bot_label, t

CHANCE_RULE = "engine.chance"  # shown as the chance line, not as a clause


class FirstUses:
    """For each step of one line of play, the rule clauses that apply there for the first time.

    :meth:`update` is cheap when the line only grew or was cut back (the states are compared by
    identity, so only new steps are looked at); a new game, view or line starts afresh.
    """

    def __init__(self) -> None:
        self._key: tuple[Any, ...] | None = None
        self._states: list[GameState] = []
        self._new: list[frozenset[str]] = []  # _new[i]: first uses at step i (step 0: none)

    def update(self, game_id: str, viewer: int | None, states: Sequence[GameState],
               rule_ids: Callable[[GameState], Iterable[str]]) -> None:
        """Bring the cache up to ``states`` (step 0 first); ``rule_ids(state)``: the clauses
        behind the step that led to ``state``, as the viewer may see them."""
        key = (game_id, viewer)
        keep = 0
        if key == self._key:
            limit = min(len(states), len(self._states))
            while keep < limit and states[keep] is self._states[keep]:
                keep += 1
        self._key = key
        self._states = list(states[:keep])
        self._new = self._new[:keep]
        seen: set[str] = set().union(*self._new) if self._new else set()
        for i in range(keep, len(states)):
            ids = frozenset(rule_ids(states[i])) - seen if i else frozenset()
            seen |= ids
            self._states.append(states[i])
            self._new.append(ids)

    def new_at(self, step: int) -> frozenset[str]:
        """The rule ids applied for the first time at ``step``."""
        return self._new[step] if 0 <= step < len(self._new) else frozenset()

    def steps(self) -> list[int]:
        """The steps where at least one rule applies for the first time (chance rule aside)."""
        return [i for i, ids in enumerate(self._new) if ids - {CHANCE_RULE}]


def refresh_first_uses(owner: Any, session: Any, adapter: Any) -> FirstUses:
    """The :class:`FirstUses` of ``owner`` (kept on it), brought up to the session's line as
    the session's view may see the clauses (``adapter.explain``)."""
    cache = owner.__dict__.get("_first_uses")
    if cache is None:
        cache = owner.__dict__["_first_uses"] = FirstUses()
    view = session.view
    cache.update(session.game_id, view, session.timeline.states(),
                 lambda st: [c.id for c in adapter.explain(st, view)])
    return cache


def chance_line(before: GameState, action: Action, lang: str) -> str:
    """What a chance step did, in words: the dice were rolled, or the cards shuffled."""
    chance = games.spec(before.game_id).chance
    shuffled = chance == Chance.SHUFFLE or (chance == Chance.DICE_AND_SHUFFLE
                                            and "roll" not in action.kind)
    return t("chance_shuffled" if shuffled else "chance_rolled", lang)


def bot_reason(session: Any, entry: Any, lang: str) -> str | None:
    """"greedy: keeps 3 3 3 …": why the bot on the seat chose this step's move, or ``None``.

    Only when the seat is played by a bot that chooses exactly this move here (so a move made
    by hand is never explained as the bot's), the bot has a ``reason``, and the view may know
    it: a bot's reasons read its own hand, so in a game with hidden information they are shown
    to the referee and to the bot's own seat only.
    """
    seat = entry.seat
    if seat < 0 or session.seats[seat] == "human":
        return None
    viewer = session.view
    if viewer is not None and viewer != seat and session.spec.hidden_information:
        return None
    name = session.seats[seat]
    key = (id(entry.after), name, lang)
    hit = _REASONS.get(key)
    if hit is not None and hit[0] is entry.after:  # (the Why panel and the log ask alike)
        return hit[1]
    bot = session.bot(seat)
    reason = getattr(bot, "reason", None)
    text = None
    if reason is not None and bot.choose(entry.before) == entry.action:
        why = reason(entry.before, entry.action, lang)
        text = f"{bot_label(name, lang)}: {why}" if why else None
    if len(_REASONS) > 4096:
        _REASONS.clear()
    _REASONS[key] = (entry.after, text)
    return text


_REASONS: dict[tuple[int, str, str], tuple[GameState, str | None]] = {}
"""Recent reasons by (id of the state after the step, bot, language); the state is kept with
its reason so a recycled id never gives another step's reason."""


def new_rule_badge(lang: str) -> str:
    return (f'<span class="pe-badge pe-badge-new" style="background:#F0E442;color:#000;'
            f'font-weight:700;padding:1px 6px;border-radius:3px">{esc(t("new_rule", lang))}</span>')


def why_html(heading: str, clauses: Sequence[RuleClause], lang: str, *,
             step_text: str | None = None, chance: str | None = None,
             bot: str | None = None, new: frozenset[str] = frozenset()) -> str:
    """The Why panel: the heading, the chance line or what the step did, the bot's reason,
    then every clause (the chance clause aside), "New rule" on those in ``new``.

    >>> from pyramid_explorer.engine import RULES
    >>> html = why_html("Step 2", [RULES.get("dp.turn.rerolls")], "en",
    ...                 step_text="Kept 3 3 3.", new=frozenset({"dp.turn.rerolls"}))
    >>> "Kept 3 3 3." in html, "New rule" in html, "RULEBOOK" in html
    (True, True, True)
    """
    parts = [f'<div class="pe-status">{esc(heading)}</div>']
    if chance:
        parts.append(f'<div class="pe-why-chance" data-rule-id="{CHANCE_RULE}">'
                     f"<b>{esc(chance)}</b></div>")
    if step_text:
        parts.append(f'<div class="pe-why-step" style="font-size:16px;margin:4px 0">'
                     f"{esc(step_text)}</div>")
    if bot:
        parts.append(f'<div class="pe-why-bot" style="margin:4px 0"><i>{esc(t("bot_why", lang))}'
                     f"</i> {esc(bot)}</div>")
    for clause in clauses:
        if clause.id == CHANCE_RULE and chance:
            continue
        body = clause_html(clause, lang)
        if clause.id in new:  # the badge goes first, inline, in the clause's own box
            head, _, rest = body.partition(">")
            body = (head.replace('class="pe-rule"', 'class="pe-rule pe-rule-new"', 1) + ">"
                    + new_rule_badge(lang) + " " + rest)
        parts.append(body)
    return "".join(parts)
