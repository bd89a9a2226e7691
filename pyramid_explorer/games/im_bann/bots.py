"""Bots for *Im Bann der Pyramide*: a uniform random player and a simple heuristic player.

Both draw any randomness from ``state.rng("bot:<name>")``, so bot games replay exactly.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.sim import play_out
>>> final = play_out(new_game("im-bann-der-pyramide", seed=2, players=3),
...                  [HeuristicBot(), RandomImBannBot(), RandomImBannBot()])
>>> final.is_terminal()
True
"""

from __future__ import annotations

from ...engine import Action
from .data import code_item, code_value
from .kinds import Phase
from .state import ImBannState


class RandomImBannBot:
    """Picks uniformly among the legal actions."""

    name = "random"

    def choose(self, state: ImBannState) -> Action:
        actions = state.legal_actions()
        return actions[state.rng(f"bot:{self.name}").randrange(len(actions))]


def _pick(actions: list[Action], kind: str, arg: object = None) -> Action | None:
    for a in actions:
        if a.kind == kind and (arg is None or (a.args and a.args[0] == arg)):
            return a
    return None


class HeuristicBot:
    """Plays toward completing: exact sums first (extra turn; required at the Chamber), big
    cards otherwise, a Scarab or Magic Power when they unlock a completion, the Curse and the
    Mummy against a leader, and draws when it has nothing useful."""

    name = "heuristic"

    def reason(self, state: ImBannState, action: Action, lang: str = "en") -> str | None:
        """The rule of thumb behind ``action``, in one line (it may name the seat's own cards:
        show it to that seat and the referee only).

        >>> from pyramid_explorer.games import new_game
        >>> s = new_game("im-bann-der-pyramide", seed=3, players=3)
        >>> HeuristicBot().reason(s, HeuristicBot().choose(s), "en")
        'plays the indicated item towards the adventure (the card that gets closest).'
        """
        de = lang == "de"
        me = state.current_player()
        kind = action.kind
        if kind == "equip":
            need = self._need(state, me)
            value = code_value(action.args[0])
            if value == need:
                return ("spielt die genau passende Karte: Eine genaue Summe bringt einen "
                        "Extrazug." if de else
                        "plays the exact card: an exact sum gives an extra turn.")
            if value > need and state.positions[me] != state.chamber_index:
                return ("schafft das Abenteuer mit der kleinsten Karte, die reicht." if de else
                        "completes the adventure with the smallest card that is enough.")
            return ("spielt den angezeigten Gegenstand Richtung Abenteuer (die Karte, die am "
                    "nächsten heranführt)." if de else
                    "plays the indicated item towards the adventure (the card that gets "
                    "closest).")
        texts = {
            "complete": ("besteht das Abenteuer, sobald es geht.",
                         "completes the adventure as soon as it can."),
            "scarab": ("spielt den Skarabäus: Mit den angezeigten Karten reicht es dann.",
                       "plays the Scarab: the indicated cards then reach the target."),
            "magic": ("dreht das Depot zu einem Gegenstand, der ihm hilft.",
                      "turns the depot to an item that helps it."),
            "curse": ("verflucht den Führenden.", "curses the leader."),
            "mummy": ("schickt die Mumie: Jemand ist mindestens so weit wie er.",
                      "sends the Mummy: a rival is at least as far on as it is."),
            "protection": ("legt Schutz in eine Auslage, die etwas wert ist.",
                           "protects a showcase that is worth something."),
            "draw": ("hat nichts Nützliches zu spielen: zieht Karten.",
                     "has nothing useful to play: draws cards."),
            "exchange": ("tauscht eine schwache Karte eines anderen Gegenstands.",
                         "exchanges a weak card of another item."),
            "exchange_done": ("ist mit dem Tauschen fertig.", "is done exchanging."),
            "pass_mummy": ("gibt die Mumie an den Führenden weiter.",
                           "passes the Mummy to the leader."),
            "shed": ("legt gerade genug ab, um die Mumie loszuwerden.",
                     "discards just enough to get rid of the Mummy."),
            "give_up": ("gibt so wenig wie möglich ab.", "gives up as little as it can."),
            "depot": ("wählt den Gegenstand, von dem es am meisten hält.",
                      "picks the item it holds most of."),
            "end": ("hat nichts mehr zu tun: beendet den Zug.",
                    "has nothing more to do: ends the turn."),
        }
        pair = texts.get(kind)
        return (pair[0] if de else pair[1]) if pair else None

    def choose(self, state: ImBannState) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        rng = state.rng(f"bot:{self.name}")
        me = state.current_player()
        choice = self._decide(state, me, actions)
        if choice is None or choice not in actions:
            return actions[rng.randrange(len(actions))]
        return choice

    # ------------------------------------------------------------------ helpers
    @staticmethod
    def _progress(state: ImBannState, q: int) -> tuple[int, int]:
        return state.positions[q], state.showcase_sum(q)

    def _leader(self, state: ImBannState, me: int, among: list[int] | None = None) -> int | None:
        others = among if among is not None else [
            q for q in range(state.num_players) if q != me and not state.entered(q)]
        if not others:
            return None
        return max(others, key=lambda q: self._progress(state, q))

    @staticmethod
    def _hand(state: ImBannState, me: int) -> list[str]:
        return state.codes(state.hands[me])

    @staticmethod
    def _need(state: ImBannState, me: int) -> int:
        return state.target(me) - state.showcase_sum(me)

    def _equip_choice(self, state: ImBannState, me: int, codes: list[str]) -> str | None:
        """The indicated card to play: exact if possible, else completing, else progress."""
        need = self._need(state, me)
        at_chamber = state.positions[me] == state.chamber_index
        values = sorted({code_value(c) for c in codes})
        by_value = {code_value(c): c for c in codes}
        if need in by_value:
            return by_value[need]
        if at_chamber:
            fitting = [v for v in values if v < need]
            return by_value[max(fitting)] if fitting else None
        over = [v for v in values if v > need]
        if over:
            return by_value[min(over)]
        return by_value[max(values)] if values else None

    # ------------------------------------------------------------------ decisions
    def _decide(self, state: ImBannState, me: int, actions: list[Action]) -> Action | None:
        phase = state.phase
        if phase == Phase.CURSE:
            return self._give_up(state, me, actions)
        if phase in (Phase.PASS_MUMMY, Phase.SHED):
            passes = [a for a in actions if a.kind == "pass_mummy"]
            if passes:
                target = self._leader(state, me, [a.args[0] for a in passes])
                return _pick(passes, "pass_mummy", target)
            sheds = sorted((a for a in actions if a.kind == "shed"),
                           key=lambda a: code_value(a.args[0]))
            still = state.data.shed_value - state.shed_value
            enough = [a for a in sheds if code_value(a.args[0]) >= still]
            return enough[0] if enough else sheds[-1]
        if phase == Phase.DEPOT:
            return _pick(actions, "depot", self._best_item(state, me))
        if phase == Phase.EXCHANGE:
            hand = self._hand(state, me)
            junk = [c for c in hand if code_item(c) not in (None, state.depot)
                    and code_value(c) <= 2]
            if state.exchanged < 3 and junk:
                return _pick(actions, "exchange", junk[0])
            return _pick(actions, "exchange_done")
        if phase in (Phase.SPECIAL, Phase.SCARAB, Phase.AFTER_B, Phase.AFTER_A, Phase.AFTER_SHED,
                     Phase.END):
            complete = _pick(actions, "complete")
            if complete:
                return complete
            if phase in (Phase.SPECIAL, Phase.SCARAB):
                equips = [a.args[0] for a in actions if a.kind == "equip"]
                code = self._equip_choice(state, me, equips) if equips else None
                if code is not None and (phase == Phase.SPECIAL or self._need(state, me) > 0):
                    return _pick(actions, "equip", code)
            shed = [a for a in actions if a.kind == "shed"]
            if shed:
                return max(shed, key=lambda a: code_value(a.args[0]))
            return _pick(actions, "end")
        return self._start(state, me, actions)

    def _give_up(self, state: ImBannState, me: int, actions: list[Action]) -> Action | None:
        prots = sum(1 for c in state.codes(state.showcases[me]) if c == "protection")
        equip = sorted((a for a in actions if a.args[0] not in ("protection", "equipment")),
                       key=lambda a: code_value(a.args[0]))
        if prots > 1 or not equip or code_value(equip[0].args[0]) > 1:
            return _pick(actions, "give_up", "protection")
        return equip[0]

    def _best_item(self, state: ImBannState, me: int) -> str:
        hand = self._hand(state, me)
        need = self._need(state, me)

        def score(item: str) -> tuple[int, int]:
            vals = [code_value(c) for c in hand if code_item(c) == item]
            return (int(need in vals), sum(vals))

        return max(state.data.items, key=score)

    def _start(self, state: ImBannState, me: int, actions: list[Action]) -> Action | None:
        hand = self._hand(state, me)
        need = self._need(state, me)
        at_chamber = state.positions[me] == state.chamber_index
        indicated = [a.args[0] for a in actions if a.kind == "equip"]
        ind_values = [code_value(c) for c in hand if code_item(c) == state.depot]
        # 1. an exact card (extra turn; the Chamber's only way)
        if need in {code_value(c) for c in indicated}:
            return _pick(actions, "equip", next(c for c in indicated if code_value(c) == need))
        # 2. a Scarab that reaches the target with the indicated cards
        if "scarab" in hand and len(ind_values) >= 2 and (
                _subset_sum(ind_values, need) or (not at_chamber and sum(ind_values) >= need)):
            return _pick(actions, "scarab")
        # 3. Magic Power towards an item holding the exact card
        if "magic" in hand:
            for c in hand:
                item = code_item(c)
                if item and item != state.depot and code_value(c) == need:
                    return _pick(actions, "magic", item)
        # 4. complete outright (not at the Chamber)
        if not at_chamber:
            done = [c for c in indicated if code_value(c) >= need]
            if done:
                return _pick(actions, "equip", min(done, key=code_value))
        # 5. the Curse or the Mummy against a leader
        leader = self._leader(state, me)
        if leader is not None:
            ahead = self._progress(state, leader) > self._progress(state, me)
            if "curse" in hand and state.showcase_sum(leader) >= 4 and ahead:
                return _pick(actions, "curse")
            if "mummy" in hand and state.positions[leader] >= state.positions[me]:
                return _pick(actions, "mummy")
        # 6. progress with the indicated item
        code = self._equip_choice(state, me, indicated) if indicated else None
        if code is not None:
            return _pick(actions, "equip", code)
        # 7. turn the depot to the best item in hand
        if "magic" in hand:
            best = self._best_item(state, me)
            if best != state.depot:
                return _pick(actions, "magic", best)
        if "protection" in hand and state.showcase_sum(me) >= 3 and \
                "protection" not in state.codes(state.showcases[me]):
            return _pick(actions, "protection")
        for n in (2, 1):
            draw = _pick(actions, "draw", n)
            if draw:
                return draw
        junk = [c for c in hand if code_item(c) not in (None, state.depot)]
        if junk:
            return _pick(actions, "exchange", min(junk, key=code_value))
        return None


def _subset_sum(values: list[int], target: int) -> bool:
    """Whether some non-empty sub-multiset of ``values`` sums to ``target``.

    >>> _subset_sum([1, 3, 4], 7), _subset_sum([2, 2], 3)
    (True, False)
    """
    reach = {0}
    for v in values:
        reach |= {r + v for r in reach if r + v <= target}
    return target > 0 and target in reach
