"""The Curse: playing it, and a protected victim's choice of what to give up.

Each move has ``choose_*``, ``refuse_*`` and ``play_*``, as in ``turn.py``. A victim whose
showcase holds a Protection and something else decides which card goes (rule
ib.curse.protected): the phase becomes ``curse`` and ``current_player()`` is that victim.

>>> from pyramid_explorer.games.im_bann import ImBannState
>>> s = ImBannState.from_position(hands=[["curse"], []],
...                               showcases=[[], ["protection", "rope-2"]])
>>> s = s.apply(Action("curse"))
>>> s.phase, s.current_player(), choose_give_up(s)
(<Phase.CURSE: 'curse'>, 1, [('protection',), ('rope-2',)])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import Action, IllegalAction
from . import logic
from .kinds import Phase
from .labels import player_name
from .play import discard_special, refuse_special
from .turn import refusal

if TYPE_CHECKING:
    from .draft import TurnDraft
    from .state import ImBannState

Args = tuple[Any, ...]


def choose_curse(state: ImBannState) -> list[Args]:
    """Curse the others; in the Advanced Variant also one's own (non-empty) showcase."""
    seat = state.turn_player
    if not logic.holds(state.hands[seat], state.data.cards, "curse"):
        return []
    if state.options.advanced and state.showcases[seat]:
        return [(), ("self",)]
    return [()]


def refuse_curse(state: ImBannState, action: Action) -> IllegalAction:
    problem = refuse_special(state, "curse")
    if problem is not None:
        return problem
    if action.args and action.args != ("self",):
        return refusal("ib.adv.curse_self", f"A Curse takes no argument, or 'self' to hit your "
                       f"own showcase too, not {action.args[0]!r}.", "Ein Fluch braucht kein "
                       f"Argument, oder „self“ für die eigene Auslage, nicht {action.args[0]!r}.")
    return refusal("ib.adv.curse_self", "Cursing your own showcase is allowed only in the "
                   "Advanced Variant, and only with cards in your showcase.", "Die eigene "
                   "Auslage zu verfluchen ist nur in der Variante für Fortgeschrittene erlaubt, "
                   "und nur mit Karten in deiner Auslage.")


def play_curse(draft: TurnDraft, args: Args) -> None:
    discard_special(draft, "curse")
    seat, cards, rng = draft.seat, draft.cards, draft.state.rng("curse")
    curse_protected = draft.state.options.curse_protected
    n = draft.state.num_players
    queue = []
    for step in range(1, n):
        victim = (seat + step) % n
        show = draft.showcases[victim]
        if not show:
            continue
        if logic.holds(show, cards, "protection"):
            if len(logic.give_up_choices(show, cards, curse_protected)) > 1:
                queue.append(victim)
            else:
                draft.lose(victim, next(i for i in show if cards[i].kind == "protection"))
            draft.rules.append("ib.curse.protected")
        else:
            draft.lose(victim, rng.choice(show))
    if args and draft.showcases[seat]:
        draft.lose(seat, rng.choice(draft.showcases[seat]))
        draft.rules.append("ib.adv.curse_self")
    if not args and not any(draft.state.showcases[q] for q in range(n) if q != seat):
        draft.rules.append("ib.turn.useless")  # no showcase to hit
    if queue:
        draft.phase, draft.curse_queue = Phase.CURSE, tuple(queue)


def choose_give_up(state: ImBannState) -> list[Args]:
    """What the first protected victim in the queue may give up."""
    victim = state.curse_queue[0]
    choices = logic.give_up_choices(state.showcases[victim], state.data.cards,
                                    state.options.curse_protected)
    return [(c,) for c in choices]


def refuse_while_cursed(state: ImBannState, action: Action) -> IllegalAction:
    """Phase ``curse`` is closed: the protected victim decides first."""
    who = player_name(state.current_player())
    if action.kind == "give_up":
        return refusal("ib.curse.protected", f"{who} can give up only a Protection or an "
                       "equipment card from their own showcase.", f"{who} kann nur einen Schutz "
                       "oder eine Ausrüstungskarte aus der eigenen Auslage abgeben.")
    return refusal("ib.curse.protected", f"First {who} must decide which card the Curse takes "
                   "from their showcase.", f"Zuerst muss {who} entscheiden, welche Karte der "
                   "Fluch aus der eigenen Auslage nimmt.")


def refuse_give_up(state: ImBannState, action: Action) -> IllegalAction:
    return refusal("ib.curse.protected", "Nobody is deciding about a Curse now.",
                   "Gerade entscheidet niemand über einen Fluch.")


def play_give_up(draft: TurnDraft, args: Args) -> None:
    victim, *rest = draft.curse_queue
    cards, show = draft.cards, draft.showcases[victim]
    if args[0] == "equipment":
        pick = draft.state.rng("curse").choice([i for i in show if cards[i].kind == "equipment"])
    else:
        pick = min(i for i in show if cards[i].code == args[0])
    draft.lose(victim, pick)
    draft.curse_queue = tuple(rest)
    if not rest:
        draft.phase = Phase.SPECIAL
    draft.rules += ["ib.curse.protected", "ib.card.curse"]
