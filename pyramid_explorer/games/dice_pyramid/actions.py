"""The moves of Dice Pyramid as :class:`Action` values, with readable labels (EN and DE).

Dice positions are 0-based in ``args`` and 1-based in labels. Action lists that do not depend
on the dice are built once; the others are cached per dice, so listing moves is cheap.

======================  ===========================================  ===========================
kind / args             example label                                when
======================  ===========================================  ===========================
``roll`` values         ``Roll: 3 3 5 6 1``                           chance step (new values of
                                                                     the dice being rolled)
``reroll`` positions    ``Re-roll dice 2, 4``                         player, re-rolls left
``use`` relic, pos, d   ``Use Cat Statue: flip die 3 (2→5)``          player, holds the relic
``take`` room           ``Take Grand Gallery``                        player, dice meet the room
``discard`` relic       ``Discard Cobra's Fangs``                     after a miss / over the cap
``end``                 ``End turn``                                  player
======================  ===========================================  ===========================

>>> reroll_action((1, 3))
Action(kind='reroll', args=(1, 3), label='Re-roll dice 2, 4')
>>> str(use_actions(10, (3, 2, 5, 6, 1))[1])
'Use Cat Statue: flip die 2 (2→5)'
>>> label(use_actions(10, (3, 2, 5, 6, 1))[1], "de", dice=(3, 2, 5, 6, 1))
'Katzenstatue einsetzen: Würfel 2 umdrehen (2→5)'
>>> str(roll_action((3, 3, 5, 6, 1), (0, 1, 2, 3, 4), (3, 3, 5, 6, 1)))
'Roll: 3 3 5 6 1'
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations

from ...dice import CARDS, AbilityUse
from ...engine import Action
from .uses import legal_uses as legal_uses  # re-exported: the rules test moves with it
from .uses import use_results

CARD = {c.number: c for c in CARDS}
ROOM_NUMBER = {c.room: c.number for c in CARDS}
RELIC_NUMBER = {c.relic: c.number for c in CARDS}

RELIC_DE = {
    "Phoenix's Feather": "Phönixfeder", "Golden Ankh": "Goldenes Anch",
    "Sandstone Amulet": "Sandstein-Amulett", "Basalt Signet": "Basalt-Siegel",
    "Granite Idol": "Granit-Idol", "Onyx Beetle": "Onyx-Käfer", "Marble Beetle": "Marmor-Käfer",
    "Jackal's Fang": "Schakalzahn", "Crook and Flail": "Krummstab und Geißel",
    "Cat Statue": "Katzenstatue", "Sphinx's Ring": "Sphinx-Ring",
    "Griffin's Feather": "Greifenfeder", "Cobra's Fangs": "Kobrazähne",
    "Scepter of Nut": "Zepter der Nut", "Scepter of Ged": "Zepter des Ged",
}
ROOM_DE = {
    "Entrance": "Eingang", "Treasure Chamber": "Schatzkammer",
    "Sandstone Triad": "Sandstein-Triade", "Basalt Triune": "Basalt-Dreiheit",
    "Granite Triptych": "Granit-Triptychon", "Descending Passage": "Absteigender Gang",
    "Ascending Passage": "Aufsteigender Gang", "Grand Gallery": "Große Galerie",
    "Royal Chamber": "Königskammer", "Unstable Stairway": "Wackelige Treppe",
    "Hall of Hieroglyphs": "Halle der Hieroglyphen", "Inner Sanctum": "Inneres Heiligtum",
    "Antechamber": "Vorkammer", "Altar of the Sky": "Altar des Himmels",
    "Altar of the Depths": "Altar der Tiefe",
}

ALL_DICE = (0, 1, 2, 3, 4)
"""The five dice positions."""
ANY_DICE = (1, 1, 1, 1, 1)
"""Stand-in dice for re-roll relics, whose uses do not depend on the values shown."""
END = Action("end", (), label="End turn")
REROLL_SUBSETS = tuple(s for k in range(1, 6) for s in combinations(ALL_DICE, k))


def room_name(number: int, lang: str = "en") -> str:
    """The room of card ``number`` in ``lang`` (printed English name, or our German one)."""
    name = CARD[number].room
    return ROOM_DE.get(name, name) if lang == "de" else name


def relic_name(number: int, lang: str = "en") -> str:
    """The relic of card ``number`` in ``lang``."""
    name = CARD[number].relic
    return RELIC_DE.get(name, name) if lang == "de" else name


def _positions(indices: tuple[int, ...], lang: str = "en") -> str:
    one = len(indices) == 1
    word = ("Würfel" if lang == "de" else "die" if one else "dice")
    return f"{word} {', '.join(str(i + 1) for i in indices)}"


def reroll_action(indices: tuple[int, ...]) -> Action:
    """``Re-roll dice 2, 4`` for positions ``(1, 3)``."""
    return _REROLL[indices]


_REROLL = {s: Action("reroll", s, label=f"Re-roll {_positions(s)}") for s in REROLL_SUBSETS}
REROLL_ACTIONS: tuple[Action, ...] = tuple(_REROLL.values())
TAKE_ACTIONS = {n: Action("take", (CARD[n].room,), label=f"Take {CARD[n].room}") for n in CARD}
DISCARD_ACTIONS = {n: Action("discard", (CARD[n].relic,), label=f"Discard {CARD[n].relic}")
                   for n in CARD}


def _use_detail(number: int, dice: tuple[int, ...], use: AbilityUse, lang: str,
                after: tuple[int, ...] | None = None) -> str:
    ability = CARD[number].ability
    de = lang == "de"
    if ability.kind == "reroll":
        if de:
            return f"{_positions(use.indices, lang)} neu werfen"
        return f"re-roll {_positions(use.indices)}"
    if ability.kind == "flip":
        after = after or ability.apply(dice, use)
        change = ", ".join(f"{dice[i]}→{after[i]}" for i in use.indices)
        if de:
            return f"{_positions(use.indices, lang)} umdrehen ({change})"
        return f"flip {_positions(use.indices)} ({change})"
    i = use.indices[0]
    new = (after or ability.apply(dice, use))[i]
    if de:
        verb = "erhöhen" if use.delta > 0 else "senken"
        return f"Würfel {i + 1} um 1 {verb} ({dice[i]}→{new})"
    verb = "add 1 to" if use.delta > 0 else "subtract 1 from"
    return f"{verb} die {i + 1} ({dice[i]}→{new})"


def _use_label(number: int, dice: tuple[int, ...], use: AbilityUse,
               after: tuple[int, ...] | None = None, lang: str = "en") -> str:
    if lang == "de":
        detail = _use_detail(number, dice, use, "de", after)
        return f"{relic_name(number, 'de')} einsetzen: {detail}"
    return f"Use {CARD[number].relic}: {_use_detail(number, dice, use, 'en', after)}"


@cache
def _reroll_use_actions(number: int, up_to: bool) -> tuple[Action, ...]:
    relic = CARD[number].relic
    return tuple(Action("use", (relic, u.indices, u.delta),
                        label=_use_label(number, ANY_DICE, u))
                 for u in CARD[number].ability.uses(ANY_DICE, up_to=up_to))


def use_action(number: int, dice: tuple[int, ...], use: AbilityUse,
               after: tuple[int, ...]) -> Action:
    """The labelled action of a flip/shift ``use`` of relic ``number`` on ``dice``.

    ``after`` is the dice after it (from :func:`.uses.use_results`); the same action, label
    included, as :func:`use_table` lists.

    >>> str(use_action(14, (6, 6, 5, 6, 6), AbilityUse((2,), 1), (6, 6, 6, 6, 6)))
    'Use Scepter of Nut: add 1 to die 3 (5→6)'
    """
    return Action("use", (CARD[number].relic, use.indices, use.delta),
                  label=_use_label(number, dice, use, after))


@lru_cache(maxsize=1 << 15)
def use_table(number: int, dice: tuple[int, ...]) -> dict[AbilityUse, tuple[Action, tuple[int, ...]]]:
    """Flip/shift relic ``number`` on ``dice``: each legal use -> (its action, the dice after).

    For move lists (labels included); the rules and the bots need only
    :func:`.uses.use_results`, which builds no labels.
    """
    return {u: (use_action(number, dice, u, after), after)
            for u, after in use_results(number, dice).items()}


def use_result(number: int, dice: tuple[int, ...], use: AbilityUse) -> tuple[int, ...]:
    """The dice after a legal flip or shift ``use`` of card ``number``'s relic."""
    return use_results(number, dice)[use]


@lru_cache(maxsize=1 << 15)
def _dice_use_actions(number: int, dice: tuple[int, ...]) -> tuple[Action, ...]:
    return tuple(action for action, _ in use_table(number, dice).values())


def use_actions(number: int, dice: tuple[int, ...], up_to: bool = False) -> tuple[Action, ...]:
    """Every ``use`` action of card ``number``'s relic on ``dice`` (cached)."""
    if CARD[number].ability.kind == "reroll":
        return _reroll_use_actions(number, up_to)
    return _dice_use_actions(number, dice)


@lru_cache(maxsize=1 << 16)
def roll_action(values: tuple[int, ...], pending: tuple[int, ...],
                dice: tuple[int, ...]) -> Action:
    """The chance outcome giving ``values`` to the dice at ``pending``; labelled with all 5 dice."""
    after = list(dice) if dice else [0] * 5
    for i, v in zip(pending, values, strict=True):
        after[i] = v
    return Action("roll", values, label="Roll: " + " ".join(map(str, after)))


def label(action: Action, lang: str = "en", dice: tuple[int, ...] = ()) -> str:
    """The label of ``action`` in ``lang``; ``dice`` are the dice before it (for relic uses).

    English labels are the actions' own; German ones are built from kind and args.

    >>> label(END, "de"), label(reroll_action((0, 4)), "de")
    ('Zug beenden', 'Würfel 1, 5 neu werfen')
    """
    if lang != "de":
        return str(action)
    kind, args = action.kind, action.args
    try:
        if kind == "roll":
            return "Wurf: " + str(action).split(": ", 1)[1]
        if kind == "reroll":
            return f"{_positions(tuple(args), 'de')} neu werfen"
        if kind == "end":
            return "Zug beenden"
        if kind == "take":
            return f"{room_name(ROOM_NUMBER[args[0]], 'de')} nehmen"
        if kind == "discard":
            return f"{relic_name(RELIC_NUMBER[args[0]], 'de')} ablegen"
        if kind == "use":
            number = RELIC_NUMBER[args[0]]
            use = AbilityUse(tuple(args[1]), int(args[2]))
            if CARD[number].ability.kind == "reroll" or dice:
                return _use_label(number, tuple(dice) or ANY_DICE, use, lang="de")
    except (KeyError, IndexError, TypeError, ValueError):
        pass
    return str(action)
