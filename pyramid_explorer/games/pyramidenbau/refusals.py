"""Why a move is refused: one check per move kind (``_CHECKS``), naming the rule it breaks.

Only moves that are not in ``legal_actions()`` come here; each check walks the rule's conditions
in the order a learner would and returns the first one broken.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.engine import Action
>>> s = new_game("pyramidenbau", seed=3).apply(Action("roll", (2,)))
>>> refusal(s, Action("place", (0, 3, 1))).rule_id
'pb.place.quarry'
>>> refusal(s, Action("hire", (0, 1))).message("de")
'Einen Arbeiter einstellen geht nur mit einer 5 oder 6.'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...engine import IllegalAction
from .board import build_targets
from .geometry import WORKPLACE_CAPACITY, WORKPLACES, ring_distance, workplace_side
from .kinds import Phase
from .moves import Move

if TYPE_CHECKING:
    from ...engine import Action
    from .state import PyramidenbauState

_VERB = {"place": ("Placing stones", "Steine setzen"), "take": ("Taking stones", "Steine nehmen"),
         "build": ("Building", "Einbauen"), "move": ("Moving a worker", "Einen Arbeiter bewegen"),
         "hire": ("Hiring a worker", "Einen Arbeiter einstellen"),
         "fire": ("Firing a worker", "Einen Arbeiter entlassen"),
         "reveal": ("Revealing a card", "Eine Karte aufdecken"),
         "follow": ("Following the top discard", "Die oberste Ablagekarte ausführen"),
         "cap": ("Placing the cap", "Die Spitze aufsetzen")}
_HOME = {"place": "pb.place.quarry", "take": "pb.place.from-sites", "build": "pb.build.staffed",
         "move": "pb.move.worker", "hire": "pb.hire.market", "fire": "pb.fire.own-site",
         "reveal": "pb.card.reveal", "follow": "pb.card.follow", "cap": "pb.cap.place"}


def _no(rule: str, en: str, de: str) -> IllegalAction:
    return IllegalAction(rule, en, de=de)


def _ints(args: tuple[Any, ...], n: int, top: int = WORKPLACES) -> bool:
    return len(args) == n and all(type(a) is int and 0 <= a < top for a in args)


def _task_allows(s: PyramidenbauState, kind: str) -> IllegalAction | None:
    """The general refusal: the die or card does not allow this kind of move now."""
    en, de = _VERB[kind]
    rule = _HOME[kind]
    if s.phase == Phase.ORDER:
        return _no("pb.option.second-die", "First choose which die to play first.",
                   "Wähle zuerst, welcher Würfel zuerst gespielt wird.")
    effective = {"take" if k == "place" and s.quarry_empty() else k for k in s.kinds}
    if s.started and kind not in effective:
        return _no("pb.steps.up-to", f"{en} is not possible now: finish the current action "
                   "(more steps of it, or Done).",
                   f"{de} geht jetzt nicht: Beende erst die laufende Aktion (weitere Schritte "
                   "oder „Fertig“).")
    if kind == "place" and "place" in s.kinds and s.quarry_empty():
        return _no("pb.place.from-sites", "The quarry is empty: take stones from other sites.",
                   "Der Steinbruch ist leer: Nimm Steine von fremden Baustellen.")
    if kind not in effective:
        if s.card >= 0:
            text = s.deck.card(s.card)
            return _no(f"pb.deck.{text.action}", f"The card says: {text.text('en')}.",
                       f"Die Karte sagt: {text.text('de')}.")
        if kind in ("hire", "fire", "reveal", "follow", "cap"):
            return _no(rule, f"{en} needs a 5 or 6.", f"{de} geht nur mit einer 5 oder 6.")
        return _no(rule, f"{en} needs a roll of 1–4.", f"{de} geht nur mit einem Wurf von 1–4.")
    return None


def _place(s: PyramidenbauState, args: tuple[Any, ...]) -> IllegalAction | None:
    if not (len(args) == 3 and _ints(args[:1], 1, 4) and type(args[1]) is int
            and _ints(args[2:], 1)):
        return _no("engine.action", "Placing is (colour 0–3, number of stones, workplace 0–15).",
                   "Setzen ist (Farbe 0–3, Anzahl Steine, Arbeitsplatz 0–15).")
    colour, n, wp = args
    if (problem := _task_allows(s, "place")) is not None:
        return problem
    if n < 1 or n > s.allowance:
        return _no("pb.place.quarry", f"You may place 1 to {s.allowance} stones now, not {n}.",
                   f"Du darfst jetzt 1 bis {s.allowance} Steine setzen, nicht {n}.")
    if s.quarry[colour] < n:
        return _no("pb.place.colour", f"The quarry has only {s.quarry[colour]} of that colour.",
                   f"Im Steinbruch sind nur noch {s.quarry[colour]} Steine dieser Farbe.")
    if s.workers[wp] >= 0:
        return _no("pb.place.quarry", "Stones go only onto workplaces without a worker.",
                   "Steine kommen nur auf Arbeitsplätze ohne Arbeiter.")
    return _no("pb.board.workplaces", f"A workplace holds at most {WORKPLACE_CAPACITY} stones.",
               f"Auf einem Arbeitsplatz liegen höchstens {WORKPLACE_CAPACITY} Steine.")


def _take(s: PyramidenbauState, args: tuple[Any, ...]) -> IllegalAction | None:
    if not (len(args) == 3 and _ints(args[:1], 1) and _ints(args[1:2], 1, 4)
            and _ints(args[2:], 1)):
        return _no("engine.action", "Taking is (from workplace, colour 0–3, to workplace).",
                   "Nehmen ist (von Arbeitsplatz, Farbe 0–3, nach Arbeitsplatz).")
    src, colour, dst = args
    if "place" in s.kinds and not s.quarry_empty():
        return _no("pb.place.from-sites", "Stones come from other sites only when the quarry "
                   "is empty.", "Steine von fremden Baustellen gibt es erst, wenn der "
                   "Steinbruch leer ist.")
    if (problem := _task_allows(s, "take")) is not None:
        return problem
    if workplace_side(src) == s.colour:
        return _no("pb.place.other-sites", "You take stones only from other building sites.",
                   "Steine nimmst du nur von fremden Baustellen.")
    if colour not in s.workplaces[src]:
        return _no("pb.place.from-sites", "There is no stone of that colour there.",
                   "Dort liegt kein Stein dieser Farbe.")
    return _no("pb.place.quarry", "The stone must go to another workplace without a worker "
               "and with room.", "Der Stein muss auf einen anderen Arbeitsplatz ohne Arbeiter "
               "mit freiem Platz.")


def _build(s: PyramidenbauState, args: tuple[Any, ...]) -> IllegalAction | None:
    if not (len(args) == 3 and _ints(args[:1], 1) and _ints(args[1:2], 1, 4)
            and _ints(args[2:], 1, 64)):
        return _no("engine.action", "Building is (workplace 0–15, colour 0–3, cell 0–63).",
                   "Einbauen ist (Arbeitsplatz 0–15, Farbe 0–3, Feld 0–63).")
    wp, colour, cell = args
    if (problem := _task_allows(s, "build")) is not None:
        return problem
    side = workplace_side(wp)
    if side not in s.own_colours():
        return _no("pb.build.staffed", "You build only from your own building site.",
                   "Du baust nur von deiner eigenen Baustelle.")
    if s.workers[wp] < 0:
        return _no("pb.build.staffed", "Only a workplace with a worker delivers stones.",
                   "Nur ein Arbeitsplatz mit Arbeiter liefert Steine.")
    if colour not in s.workplaces[wp]:
        return _no("pb.build.staffed", "There is no stone of that colour at that workplace.",
                   "An diesem Arbeitsplatz liegt kein Stein dieser Farbe.")
    if cell not in build_targets(s.stacks, side):
        return _no("pb.build.layers", "That cell is not open yet: finish the lower layer of "
                   "your side first (or it is not on your side).",
                   "Dieses Feld ist noch nicht dran: Erst die untere Schicht deiner Seite "
                   "fertigstellen (oder es liegt nicht auf deiner Seite).")
    return None


def _move(s: PyramidenbauState, args: tuple[Any, ...]) -> IllegalAction | None:
    if not _ints(args, 2):
        return _no("engine.action", "Moving is (from workplace, to workplace), each 0–15.",
                   "Bewegen ist (von Arbeitsplatz, nach Arbeitsplatz), je 0–15.")
    src, dst = args
    if (problem := _task_allows(s, "move")) is not None:
        return problem
    own = s.own_colours()
    if s.workers[src] < 0:
        return _no("pb.move.worker", "No worker stands there.", "Dort steht kein Arbeiter.")
    if s.workers[src] not in own and workplace_side(src) not in own:
        return _no("pb.move.worker", "You move your own colour's workers, or any worker on your "
                   "site.", "Du bewegst Arbeiter deiner Farbe oder beliebige auf deiner Baustelle.")
    if s.workers[dst] >= 0:
        return _no("pb.move.ring", "A worker must end on a workplace without a worker.",
                   "Ein Arbeiter muss auf einem Arbeitsplatz ohne Arbeiter enden.")
    return _no("pb.move.ring", f"That is {ring_distance(src, dst)} fields; you may move 1 to "
               f"{s.allowance}.", f"Das sind {ring_distance(src, dst)} Felder; erlaubt sind 1 "
               f"bis {s.allowance}.")


def _hire(s: PyramidenbauState, args: tuple[Any, ...]) -> IllegalAction | None:
    if not (_ints(args[:1], 1, 4) and len(args) == 2 and _ints(args[1:], 1)):
        return _no("engine.action", "Hiring is (colour 0–3, workplace 0–15).",
                   "Einstellen ist (Farbe 0–3, Arbeitsplatz 0–15).")
    colour, wp = args
    if (problem := _task_allows(s, "hire")) is not None:
        return problem
    if not s.options.hire_any_colour and colour not in s.own_colours():
        return _no("pb.hire.colour", "You hire workers of your own colour.",
                   "Du stellst Arbeiter deiner eigenen Farbe ein.")
    if s.market[colour] <= 0:
        return _no("pb.hire.market", "No worker of that colour is left in the market.",
                   "Auf dem Markt ist kein Arbeiter dieser Farbe mehr.")
    return _no("pb.board.workplaces", "A workplace takes at most one worker.",
               "An einem Arbeitsplatz steht höchstens ein Arbeiter.")


def _fire(s: PyramidenbauState, args: tuple[Any, ...]) -> IllegalAction | None:
    if not _ints(args, 1):
        return _no("engine.action", "Firing is (workplace 0–15).", "Entlassen ist (Arbeitsplatz 0–15).")
    if (problem := _task_allows(s, "fire")) is not None:
        return problem
    if workplace_side(args[0]) not in s.own_colours():
        return _no("pb.fire.own-site", "You fire workers only from your own building site.",
                   "Du entlässt Arbeiter nur von deiner eigenen Baustelle.")
    return _no("pb.fire.own-site", "No worker stands there.", "Dort steht kein Arbeiter.")


def _simple(kind: str) -> Callable[[PyramidenbauState, tuple[Any, ...]], IllegalAction | None]:
    def check(s: PyramidenbauState, args: tuple[Any, ...]) -> IllegalAction | None:
        if args:
            return _no("engine.action", "This move takes no arguments.",
                       "Dieser Zug braucht keine Angaben.")
        if (problem := _task_allows(s, kind)) is not None:
            return problem
        if kind == "cap":
            return _no("pb.cap.place", "Your cap goes on only after your side shows all 20 "
                       "stones, on a later turn, once per colour.",
                       "Die Spitze kommt erst drauf, wenn deine Seite alle 20 Steine zeigt, in "
                       "einem späteren Zug, einmal je Farbe.")
        return _no("pb.card.follow-possible", "The top discard cannot be carried out now.",
                   "Die oberste Ablagekarte ist jetzt nicht ausführbar.")
    return check


def _done(s: PyramidenbauState, args: tuple[Any, ...]) -> IllegalAction | None:
    return _no("pb.turn.must-act", "Take at least one step first: an action is possible.",
               "Mach zuerst mindestens einen Schritt: Eine Aktion ist möglich.")


def _pass(s: PyramidenbauState, args: tuple[Any, ...]) -> IllegalAction | None:
    return _no("pb.turn.must-act", "You cannot pass: at least one action is possible.",
               "Passen geht nicht: Mindestens eine Aktion ist möglich.")


def _first(s: PyramidenbauState, args: tuple[Any, ...]) -> IllegalAction | None:
    return _no("pb.option.second-die", "Choose one of the two dice rolled, and only right "
               "after rolling two.", "Wähle einen der beiden Würfel, und nur direkt nach dem "
               "Wurf mit zwei Würfeln.")


def _play_as(s: PyramidenbauState, args: tuple[Any, ...]) -> IllegalAction | None:
    if s.phase != Phase.CHOOSE:
        return _no("pb.players.colour-turns", "You choose your colour only at the start of your "
                   "turn (two players, a turn per player).", "Deine Farbe wählst du nur zu "
                   "Beginn deines Zugs (zu zweit, ein Zug je Spieler).")
    return _no("pb.players.colour-turns", "Choose one of your own two colours.",
               "Wähle eine deiner beiden eigenen Farben.")


_CHECKS: dict[str, Callable[[PyramidenbauState, tuple[Any, ...]], IllegalAction | None]] = {
    Move.PLACE: _place, Move.TAKE: _take, Move.BUILD: _build, Move.MOVE: _move,
    Move.HIRE: _hire, Move.FIRE: _fire, Move.REVEAL: _simple("reveal"),
    Move.FOLLOW: _simple("follow"), Move.CAP: _simple("cap"), Move.DONE: _done,
    Move.PASS: _pass, Move.FIRST: _first, Move.PLAY_AS: _play_as,
}


def refusal(s: PyramidenbauState, action: Action) -> IllegalAction:
    """The :class:`IllegalAction` explaining why ``action`` (not legal here) is refused."""
    if s.phase == Phase.ROLL:
        return _no("engine.chance", "The die decides this step: roll it.",
                   "Diesen Schritt entscheidet der Würfel: würfeln.")
    if action.kind == "roll":
        return _no("engine.chance", "Rolling happens at the start of a turn (or by a card), "
                   "not now.", "Gewürfelt wird zu Beginn eines Zugs (oder durch eine Karte), "
                   "nicht jetzt.")
    check = _CHECKS.get(action.kind)
    if s.phase == Phase.CHOOSE and action.kind != Move.PLAY_AS and check is not None:
        return _no("pb.players.colour-turns", "First choose which of your colours plays this "
                   "turn.", "Wähle zuerst, welche deiner Farben diesen Zug spielt.")
    if check is None:
        return _no("engine.action", f"{action.kind!r} is not a Pyramidenbau move.",
                   f"{action.kind!r} ist kein Zug in Pyramidenbau.")
    problem = check(s, action.args)
    return problem or _no("engine.action", "That move is not possible here.",
                          "Dieser Zug ist hier nicht möglich.")
