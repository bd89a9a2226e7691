"""Im Bann der Pyramide: one sentence per step for the Why panel, naming what the table shows.

Every move kind of the engine (``games.im_bann.kinds.Move``) has a sentence in English and
German. Showcases, the discard pile, the depot, the Mummy and hand *sizes* are open on the
table; a hand is secret (rule ib.draw.draw), so the cards a player draws are named only in
that player's view and the referee's — everyone else reads how many:

>>> from pyramid_explorer.games import new_game
>>> s = new_game("im-bann-der-pyramide", seed=4, players=3)
>>> after = s.apply(Action("draw", (2,)))
>>> step_sentence(s, Action("draw", (2,)), after, 1, "en")
'P1 ● draws 2 cards: 7 in hand now.'
>>> step_sentence(s, Action("draw", (2,)), after, 0, "de").startswith("P1 ● zieht 2 Karten (")
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from ...engine import Action, GameState
from ...games.im_bann.data import card_name, item_name
from ..common.theme import seat_name

Sentence = Callable[[Any, Action, Any, "int | None", str], str]


def _names(state: Any, ids: Any, lang: str) -> str:
    return ", ".join(card_name(code, lang) for code in state.codes(sorted(ids)))


def _lost(before: Any, after: Any, seat: int) -> list[int]:
    """The card ids that left ``seat``'s showcase in this step (all open on the table)."""
    gone = Counter(before.showcases[seat]) - Counter(after.showcases[seat])
    return sorted(gone.elements())


def _place(state: Any, seat: int, lang: str) -> str:
    de = lang == "de"
    if state.positions[seat] >= state.chamber_index:
        return "die Königskammer" if de else "the King's Chamber"
    n = state.positions[seat] + 1
    return f"Abenteuer {n}" if de else f"adventure {n}"


def _next_mover(after: Any, lang: str) -> str:
    de = lang == "de"
    if after.is_terminal():
        return "das Spiel ist zu Ende" if de else "the game is over"
    who = seat_name(after.current_player(), lang)
    return f"{who} ist am Zug" if de else f"{who} moves next"


def _cards(n: int, lang: str) -> str:
    if lang == "de":
        return f"{n} {'Karte' if n == 1 else 'Karten'}"
    return f"{n} {'card' if n == 1 else 'cards'}"


def draw(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """How many cards were drawn (named for the drawer and the referee) and the new hand size."""
    seat = b.turn_player
    who, de = seat_name(seat, lang), lang == "de"
    new = Counter(a.hands[seat]) - Counter(b.hands[seat])
    n = sum(new.values())
    shown = f" ({_names(a, new.elements(), lang)})" if n and viewer in (None, seat) else ""
    held = len(a.hands[seat])
    if action.kind == "exchange_done":
        return (f"{who} zieht {_cards(n, lang)} für die abgelegten{shown}: jetzt {held} auf "
                f"der Hand." if de else f"{who} draws {_cards(n, lang)} for those laid "
                f"down{shown}: {held} in hand now.")
    return (f"{who} zieht {_cards(n, lang)}{shown}: jetzt {held} auf der Hand." if de else
            f"{who} draws {_cards(n, lang)}{shown}: {held} in hand now.")


def exchange(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The card laid down (face up on the discard pile) and how many so far."""
    who, card = seat_name(b.turn_player, lang), card_name(action.args[0], lang)
    most = b.data.exchange_max
    if lang == "de":
        return (f"{who} legt {card} zum Tauschen ab: {a.exchanged} von höchstens {most} "
                "Karten abgelegt.")
    return f"{who} lays down {card} to exchange: {a.exchanged} of at most {most} laid down."


def curse(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """What each showcase lost, who must choose (a Protection), or that it hit nothing."""
    seat, de = b.turn_player, lang == "de"
    who = seat_name(seat, lang)
    parts = []
    for step in range(b.num_players):
        q = (seat + step) % b.num_players
        lost = _lost(b, a, q)
        if lost:
            parts.append(f"{seat_name(q, lang)} {'verliert' if de else 'loses'} "
                         f"{_names(b, lost, lang)}")
        elif q in a.curse_queue:
            choose = ("hat einen Schutz und wählt, was geht" if de else
                      "holds a Protection and chooses what to give up")
            parts.append(f"{seat_name(q, lang)} {choose}")
    if not parts:
        return (f"{who} spielt den Fluch: keine fremde Auslage hat Karten, er trifft niemanden."
                if de else f"{who} plays the Curse: no other showcase holds a card, it hits "
                "nobody.")
    return (f"{who} spielt den Fluch: " if de else f"{who} plays the Curse: ") + "; ".join(
        parts) + "."


def give_up(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The protected victim's loss to the Curse."""
    seat, de = b.current_player(), lang == "de"
    lost = _names(b, _lost(b, a, seat), lang)
    chance = (" (zufällig gezogen)" if de else " (picked at random)") \
        if action.args[0] == "equipment" else ""
    who = seat_name(seat, lang)
    return (f"{who} gibt wegen des Fluchs {lost}{chance} ab: Auslage jetzt "
            f"{a.showcase_sum(seat)}." if de
            else f"{who} gives up {lost}{chance} to the Curse: showcase now "
            f"{a.showcase_sum(seat)}.")


def magic(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The depot's turn: from which item to which."""
    who, de = seat_name(b.turn_player, lang), lang == "de"
    old, new = item_name(b.depot, lang), item_name(a.depot, lang)
    if b.depot == a.depot:
        return (f"{who} spielt Zauberkraft: Das Depot bleibt bei {new}." if de else
                f"{who} plays Magic Power: the depot stays on {new}.")
    return (f"{who} spielt Zauberkraft: Das Depot dreht von {old} auf {new}; jetzt dürfen nur "
            f"„{new}“-Karten ausgespielt werden." if de else f"{who} plays Magic Power: the depot turns "
            f"from {old} to {new}; only {new} cards may be played now.")


def _target_change(b: Any, a: Any, q: int, lang: str) -> str:
    old, new = b.target(q), a.target(q)
    place = _place(a, q, lang)
    if lang == "de":
        return f"Ziel von {seat_name(q, lang)} für {place}: {old} → {new}"
    return f"{seat_name(q, lang)}'s target for {place}: {old} → {new}"


def mummy(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """Who got the Mummy (chosen or at random) and the victim's new target."""
    who, de = seat_name(b.turn_player, lang), lang == "de"
    victim = seat_name(a.mummy, lang)
    how = "" if action.args else (" (zufällig)" if de else " (at random)")
    return (f"{who} spielt die Mumie zu {victim}{how}: {_target_change(b, a, a.mummy, lang)}."
            if de else f"{who} plays the Mummy on {victim}{how}: "
            f"{_target_change(b, a, a.mummy, lang)}.")


def pass_mummy(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The Mummy moves on: from whom to whom, and both targets."""
    seat, de = b.turn_player, lang == "de"
    who, to = seat_name(seat, lang), seat_name(action.args[0], lang)
    change = _target_change(b, a, action.args[0], lang)
    return (f"{who} gibt die Mumie an {to} weiter: {change}." if de else
            f"{who} passes the Mummy to {to}: {change}.")


def shed(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The showcase card discarded and how far the value shed has come."""
    who, de = seat_name(b.turn_player, lang), lang == "de"
    card, need = card_name(action.args[0], lang), b.data.shed_value
    return (f"{who} legt {card} aus der Auslage ab: {a.shed_value} von {need}, um die Mumie an "
            "jemanden an der Königskammer abzugeben." if de else f"{who} discards {card} from "
            f"the showcase: {a.shed_value} of {need} to pass the Mummy to a player at the "
            "King's Chamber.")


def protection(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    who, de = seat_name(b.turn_player, lang), lang == "de"
    return (f"{who} legt einen Schutz in die Auslage: Ein Fluch nimmt von dort keine Karte "
            "mehr zufällig." if de else f"{who} lays a Protection in the showcase: a Curse no "
            "longer takes a card from it at random.")


def scarab(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """Which item may follow (the depot's): nothing about the hand, which is secret."""
    who, de = seat_name(b.turn_player, lang), lang == "de"
    item = item_name(a.depot, lang)
    return (f"{who} spielt den Skarabäus: In diesem Zug dürfen beliebig viele „{item}“-Karten "
            "folgen." if de else f"{who} plays the Scarab: any number of {item} cards may "
            "follow this turn.")


def depot(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    who, de = seat_name(b.turn_player, lang), lang == "de"
    old, new = item_name(b.depot, lang), item_name(a.depot, lang)
    turn = "dann ein Extrazug" if de else "then an extra turn"
    if b.depot == a.depot:
        return (f"{who} lässt das Depot auf {new}, {turn}." if de else
                f"{who} leaves the depot on {new}, {turn}.")
    return (f"{who} dreht das Depot von {old} auf {new}, {turn}." if de else
            f"{who} turns the depot from {old} to {new}, {turn}.")


def end(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    who, de = seat_name(b.turn_player, lang), lang == "de"
    if action.kind == "pass":
        return (f"{who} kann nicht ziehen und passt; {_next_mover(a, lang)}." if de else
                f"{who} cannot move and passes; {_next_mover(a, lang)}.")
    return (f"{who} beendet den Zug; {_next_mover(a, lang)}." if de else
            f"{who} ends the turn; {_next_mover(a, lang)}.")


def complete(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The showcase sum against the adventure's value."""
    seat, de = b.turn_player, lang == "de"
    who, place = seat_name(seat, lang), _place(b, seat, lang)
    total, target = b.showcase_sum(seat), b.target(seat)
    at_chamber = b.positions[seat] == b.chamber_index
    exact = (" – genau: ein Extrazug" if de else " – exactly: an extra turn") \
        if total == target and not at_chamber else ""
    return (f"{who}: Auslage {total} gegen {target} für {place}: geschafft{exact}." if de else
            f"{who}'s showcase sums to {total} against {place}'s {target}: completed{exact}.")


def equip(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The card played into the showcase and the new sum against the target."""
    seat = b.turn_player
    who, place = seat_name(seat, lang), _place(b, seat, lang)
    total, target = a.showcase_sum(seat), a.target(seat)
    card = card_name(action.args[0], lang)
    return (f"{card} kommt in die Auslage von {who}: Summe {total} von {target} für {place}."
            if lang == "de" else
            f"{card} joins {who}'s showcase: sum {total} of {target} for {place}.")


SENTENCES: dict[str, Sentence] = {
    "draw": draw, "exchange": exchange, "exchange_done": draw, "equip": equip,
    "magic": magic, "mummy": mummy, "curse": curse, "protection": protection,
    "scarab": scarab, "complete": complete, "give_up": give_up, "shed": shed,
    "pass_mummy": pass_mummy, "depot": depot, "end": end, "pass": end,
}
"""A sentence for every move kind (``tests/test_step_sentences.py`` checks none is missing)."""


def step_sentence(before: GameState, action: Action, after: GameState, viewer: int | None,
                  lang: str) -> str | None:
    """The Why panel's sentence for one step as ``viewer`` may know it (``None``: no move)."""
    if before.current_player() < 0:
        return None
    sentence = SENTENCES.get(action.kind)
    return sentence(before, action, after, viewer, lang) if sentence else None
