"""The advisor: every option for the dice on the table, ranked by its exact chance.

>>> options = best_keep((3, 3, 5, 6, 3), ["Grand Gallery", "Royal Chamber"], rerolls_left=1)
>>> options[0].description
'Stop: take Grand Gallery'
>>> options = best_keep((3, 3, 5, 6, 1), "Royal Chamber", rerolls_left=2)
>>> options[0].description, options[0].reroll
('Keep 3 3, re-roll 3 dice', (2, 3, 4))
>>> top = best_keep((6, 2, 3, 4, 4), "Unstable Stairway", rerolls_left=0,
...                 relics=["Cat Statue"])[0]
>>> top.description, top.probability, top.relic_index, top.use
('Use Cat Statue: flip die 1 (6→1)', 1.0, 0, AbilityUse(indices=(0,), delta=0))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Literal

from .abilities import AbilityUse
from .odds import RelicLike, TargetLike, _check_rerolls, _roll_index, _setup
from .solver import TIE

OptionKind = Literal["stop", "reroll", "relic"]


@dataclass(frozen=True)
class KeepOption:
    """One thing the player can do now, with its exact chance of success for the turn.

    Machine-readable form: ``kind``; ``reroll`` — 0-based positions of the dice re-rolled (by
    a re-roll or a re-roll relic); ``relic`` / ``relic_index`` — which relic (index into the
    ``relics`` argument) and ``use`` — the :class:`AbilityUse` to apply; ``room`` — the room
    taken by a stop; ``result`` — the dice after a flip or shift.
    """

    kind: OptionKind
    probability: float
    description: str
    description_de: str
    reroll: tuple[int, ...] = ()
    relic: str | None = None
    relic_index: int | None = None
    use: AbilityUse | None = None
    room: str | None = None
    result: tuple[int, ...] | None = None

    def label(self, lang: str = "en") -> str:
        """The description in ``lang`` ("en" or "de")."""
        return self.description_de if lang == "de" else self.description

    def as_dict(self) -> dict[str, object]:
        """JSON-ready form (for ``--json`` and the explorer)."""
        return {"kind": self.kind, "probability": self.probability,
                "description": self.description, "description_de": self.description_de,
                "reroll": list(self.reroll), "relic": self.relic,
                "relic_index": self.relic_index,
                "use": None if self.use is None else {"indices": list(self.use.indices),
                                                      "delta": self.use.delta},
                "room": self.room, "result": None if self.result is None else list(self.result)}


def _dice(values: Iterable[int]) -> str:
    return " ".join(str(v) for v in values)


def _keep_words(kept: Sequence[int], n_rerolled: int, n_total: int) -> tuple[str, str]:
    if not kept:
        return f"re-roll all {n_total} dice", f"alle {n_total} Würfel neu werfen"
    die_en = "die" if n_rerolled == 1 else "dice"
    return (f"keep {_dice(kept)}, re-roll {n_rerolled} {die_en}",
            f"{_dice(kept)} behalten, {n_rerolled} Würfel neu werfen")


def _positions(idx: Sequence[int]) -> tuple[str, str]:
    nums = [str(i + 1) for i in idx]
    if len(nums) == 1:
        return f"die {nums[0]}", f"Würfel {nums[0]}"
    return (f"dice {', '.join(nums[:-1])} and {nums[-1]}",
            f"Würfel {', '.join(nums[:-1])} und {nums[-1]}")


def best_keep(roll: Sequence[int], challenges: TargetLike | Iterable[TargetLike], *,
              rerolls_left: int, relics: Iterable[RelicLike] = (),
              relic_reroll_up_to: bool = False, power_relics: bool = False
              ) -> list[KeepOption]:
    """Every option for ``roll`` ranked by its exact chance of meeting a target by the end of
    the turn, assuming optimal play afterwards.

    Options: stop (one option per target the dice meet, or "end the turn" if none), every
    distinct re-roll (by the dice kept; needs ``rerolls_left > 0``), every distinct use of
    each relic held. Equal chances (within 1e-12) keep this order: stop, re-rolls keeping more
    dice, relic uses — so the first option never spends a re-roll or relic in vain.
    ``power_relics`` only changes the wording (the relic stays with you).
    """
    targets, held, s = _setup(challenges, len(tuple(roll)), relics, relic_reroll_up_to)
    r = _check_rerolls(rerolls_left)
    dice = tuple(int(v) for v in roll)
    d = _roll_index(s, dice)
    tab = s.tab
    full = s.full_mask
    n = len(dice)
    options: list[KeepOption] = []

    met = [t for i, t in enumerate(targets) if s.match[i, d]]
    for t in met:
        options.append(KeepOption("stop", 1.0, f"Stop: take {t.name}",
                                  f"Aufhören: {t.name} nehmen", room=t.name))
    if not met:
        options.append(KeepOption("stop", 0.0, "Stop: end the turn without a room",
                                  "Aufhören: Zug ohne Raum beenden"))

    def reroll_options(sizes: Iterable[int]) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        seen: set[tuple[int, ...]] = set()
        out = []
        for k in sorted(set(sizes)):  # fewer dice re-rolled (more kept) first
            for idx in combinations(range(n), k):
                kept = tuple(sorted(dice[i] for i in range(n) if i not in idx))
                if kept not in seen:
                    seen.add(kept)
                    out.append((idx, kept))
        return out

    if r > 0:
        E = s.E(r - 1, full)
        for idx, kept in reroll_options(range(1, n + 1)):
            en, de = _keep_words(kept, len(idx), n)
            options.append(KeepOption("reroll", float(E[tab.keep_index[kept]]),
                                      en[0].upper() + en[1:], de[0].upper() + de[1:],
                                      reroll=idx))

    stays_en = " (it stays with you)" if power_relics else ""
    stays_de = " (es bleibt bei dir)" if power_relics else ""
    for i, relic in enumerate(held):
        rest = full & ~(1 << i)
        ability = relic.ability
        head_en, head_de = f"Use {relic.name}{stays_en}: ", f"{relic.name} einsetzen{stays_de}: "
        if ability.kind == "reroll":
            E = s.E(r, rest)
            for idx, kept in reroll_options(ability.sizes(n, relic_reroll_up_to)):
                en, de = _keep_words(kept, len(idx), n)
                options.append(KeepOption(
                    "relic", float(E[tab.keep_index[kept]]), head_en + en, head_de + de,
                    reroll=idx, relic=relic.name, relic_index=i,
                    use=AbilityUse(idx)))
        elif ability.kind in ("flip", "shift"):
            V = s.V(r, rest)
            seen: set[tuple[int, ...]] = set()
            for use in ability.uses(dice):
                after = ability.apply(dice, use)
                key = tuple(sorted(after))
                if key in seen:
                    continue
                seen.add(key)
                where_en, where_de = _positions(use.indices)
                change = ", ".join(f"{dice[j]}→{after[j]}" for j in use.indices)
                if ability.kind == "flip":
                    en, de = f"flip {where_en} ({change})", f"{where_de} umdrehen ({change})"
                else:
                    up = use.delta > 0
                    en = f"{'raise' if up else 'lower'} {where_en} by 1 ({change})"
                    de = f"{where_de} um 1 {'erhöhen' if up else 'senken'} ({change})"
                options.append(KeepOption(
                    "relic", float(V[tab.full.index[key]]), head_en + en, head_de + de,
                    relic=relic.name, relic_index=i, use=use, result=after))

    # by chance, descending; chances within TIE of each other keep the order above
    order = {id(o): k for k, o in enumerate(options)}
    by_chance = sorted(options, key=lambda o: (-o.probability, order[id(o)]))
    ranked: list[KeepOption] = []
    cluster: list[KeepOption] = []
    for opt in by_chance:
        if cluster and cluster[0].probability - opt.probability > TIE:
            ranked.extend(sorted(cluster, key=lambda o: order[id(o)]))
            cluster = []
        cluster.append(opt)
    ranked.extend(sorted(cluster, key=lambda o: order[id(o)]))
    return ranked
