"""The rule clauses of Dice Pyramid (ids ``dp.*``), in our own words, EN and DE.

Seed clauses restate sentences of the rulebook (``shared/seeds/dice-pyramid.rules.en.txt``);
rulings (kind ``ruling``) are the project's decisions where it is silent, written up in
``docs/rulings/dice-pyramid.md``. Every card has a clause for its room's challenge
(``dp.card.<room>``) and one for its relic's ability (``dp.relic.<relic>``).

>>> slug("Jackal's Fang")
'jackals-fang'
>>> card_rule(8), relic_rule(8)
('dp.card.grand-gallery', 'dp.relic.jackals-fang')
>>> RULES.get("dp.turn.rerolls").kind
'seed'
"""

from __future__ import annotations

import re

from ...dice import CARDS
from ...engine.rules import RULES, Bilingual, RuleClause, clause, with_german_sources
from .actions import relic_name, room_name

GAME_ID = "dice-pyramid"
BOOK = "Dice Pyramid rulebook"
BOOK_DE = "Dice-Pyramid-Regelheft"
SECTIONS_DE = {  # the English rulebook's headings, translated (the original in quotes)
    "Game Contents and Game Setup": "Spielmaterial und Aufbau („Game Contents and Game Setup“)",
    "Game Setup": "Aufbau („Game Setup“)",
    "Game Setup and Turn Structure": "Aufbau und Spielzug („Game Setup“, „Turn Structure“)",
    "How to Play and Turn Structure": "Spielweise und Spielzug („How to Play“, „Turn Structure“)",
    "Optional Rules: Exploring the Great Pyramid":
        "Zusatzregeln: Die Große Pyramide erkunden („Exploring the Great Pyramid“)",
    "Optional Rules: I Know the Way": "Zusatzregeln: Ich kenne den Weg („I Know the Way“)",
    "Optional Rules: Power Relics, Small Backpack":
        "Zusatzregeln: Starke Relikte, Kleiner Rucksack („Power Relics“, „Small Backpack“)",
    "Reading the Cards": "Die Karten lesen („Reading the Cards“)",
    "Turn Structure": "Spielzug („Turn Structure“)",
    "Turn Structure and Reading the Cards":
        "Spielzug und Karten lesen („Turn Structure“, „Reading the Cards“)",
}


def slug(name: str) -> str:
    """A rule-id friendly form of a card name: lower case, words joined by hyphens."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("'", "")).strip("-")


CARD_BY_NUMBER = {card.number: card for card in CARDS}
_CARD_RULE = {card.number: f"dp.card.{slug(card.room)}" for card in CARDS}
_RELIC_RULE = {card.number: f"dp.relic.{slug(card.relic)}" for card in CARDS}


def card_rule(number: int) -> str:
    """The clause id of card ``number``'s room challenge, e.g. ``dp.card.grand-gallery``."""
    return _CARD_RULE[number]


def relic_rule(number: int) -> str:
    """The clause id of card ``number``'s relic ability, e.g. ``dp.relic.jackals-fang``."""
    return _RELIC_RULE[number]


_c = clause  # (English, German) pairs -> a RuleClause


GENERAL = (
    _c("dp.setup.pyramid", "seed", f"{BOOK}, Game Setup",
       ("Building the pyramid", "Die Pyramide aufbauen"),
       ("The Treasure Chamber lies face down at the top; below it a row of 2 and a row of 3 "
        "shuffled cards, face down.",
        "Die Schatzkammer liegt verdeckt an der Spitze; darunter eine Reihe mit 2 und eine mit "
        "3 gemischten Karten, verdeckt.")),
    _c("dp.setup.initial-row", "seed", f"{BOOK}, Game Setup",
       ("The initial rooms", "Die Starträume"),
       ("The bottom row is the Entrance shuffled with 3 more cards, face up: these rooms are "
        "open from the start.",
        "Die unterste Reihe ist der Eingang, gemischt mit 3 weiteren Karten, offen: diese Räume "
        "stehen von Anfang an zur Wahl.")),
    _c("dp.setup.box", "ruling", f"{BOOK}, Game Contents and Game Setup",
       ("Unused cards stay in the box", "Übrige Karten bleiben in der Schachtel"),
       ("The base pyramid uses 10 of the 15 cards; the other 5 stay in the box, unseen and out "
        "of play for the whole game.",
        "Die Grundpyramide nutzt 10 der 15 Karten; die anderen 5 bleiben ungesehen in der "
        "Schachtel und spielen nicht mit.")),
    _c("dp.pyramid.cover", "seed", f"{BOOK}, Game Setup",
       ("Cards cover cards", "Karten decken Karten ab"),
       ("In the pyramid each card is covered by the two cards touching it in the row below.",
        "In der Pyramide wird jede Karte von den zwei Karten darunter abgedeckt, die sie "
        "berühren.")),
    _c("dp.pyramid.open", "seed", f"{BOOK}, Game Setup and Turn Structure",
       ("Only open rooms", "Nur offene Räume"),
       ("You can only attempt a room that nothing covers any more; open rooms lie face up.",
        "Du kannst nur einen Raum versuchen, den nichts mehr abdeckt; offene Räume liegen "
        "aufgedeckt.")),
    _c("dp.pyramid.uncover", "seed", f"{BOOK}, Turn Structure",
       ("Uncovering a room", "Einen Raum freilegen"),
       ("When you take the last card lying on a room, that room opens and is turned face up.",
        "Nimmst du die letzte Karte, die auf einem Raum liegt, ist der Raum offen und wird "
        "aufgedeckt.")),
    _c("dp.turn.opens-next-turn", "ruling", f"{BOOK}, Turn Structure",
       ("New rooms open next turn", "Neue Räume ab dem nächsten Zug"),
       ("A room uncovered during your turn can be attempted from your next turn on, not in "
        "the turn that uncovered it.",
        "Ein in deinem Zug freigelegter Raum kann erst ab dem nächsten Zug versucht werden, "
        "nicht im selben Zug.")),
    _c("dp.turn.roll", "seed", f"{BOOK}, Turn Structure",
       ("Roll all five dice", "Alle fünf Würfel werfen"),
       ("Each turn starts with a roll of all five dice.",
        "Jeder Zug beginnt mit einem Wurf aller fünf Würfel.")),
    _c("dp.turn.rerolls", "seed", f"{BOOK}, Turn Structure",
       ("Two re-rolls", "Zwei Neuwürfe"),
       ("Up to twice a turn you may roll again any dice you choose (at least one).",
        "Bis zu zweimal pro Zug darfst du beliebige Würfel deiner Wahl (mindestens einen) "
        "neu werfen.")),
    _c("dp.turn.relics", "seed", f"{BOOK}, Turn Structure",
       ("Using relics", "Relikte einsetzen"),
       ("You may use the ability of a relic you hold; a used relic is discarded.",
        "Du darfst die Fähigkeit eines Relikts einsetzen, das du besitzt; danach wird es "
        "abgelegt.")),
    _c("dp.ruling.relic-timing", "ruling", f"{BOOK}, Turn Structure",
       ("When relics work", "Wann Relikte wirken"),
       ("Relics can be used at any moment of your turn after the first roll, before or after "
        "any re-roll, until you take a room or end the turn.",
        "Relikte wirken zu jedem Zeitpunkt deines Zuges nach dem ersten Wurf, vor oder nach "
        "jedem Neuwurf, bis du einen Raum nimmst oder den Zug beendest.")),
    _c("dp.ruling.relic-reroll-free", "ruling", f"{BOOK}, Turn Structure and Reading the Cards",
       ("Relic re-rolls are extra", "Relikt-Neuwürfe sind zusätzlich"),
       ("A re-roll made with a relic does not use up one of your two re-rolls.",
        "Ein Neuwurf durch ein Relikt verbraucht keinen deiner zwei Neuwürfe.")),
    _c("dp.ruling.reroll-count", "ruling", f"{BOOK}, Reading the Cards",
       ("Re-roll relics: exact number", "Neuwurf-Relikte: genaue Anzahl"),
       ("A re-roll relic re-rolls exactly the number of dice it shows (the option allows "
        "fewer).",
        "Ein Neuwurf-Relikt wirft genau so viele Würfel neu, wie es zeigt (die Option erlaubt "
        "weniger)."),
       option="relic_reroll_up_to"),
    _c("dp.ruling.challenge-subset", "ruling", f"{BOOK}, Reading the Cards",
       ("Reading a challenge", "Eine Aufgabe lesen"),
       ("A challenge is met when some of your dice form it; the other dice are free. Letters "
        "X and Y stand for two different values.",
        "Eine Aufgabe ist erfüllt, wenn einige deiner Würfel sie bilden; die übrigen sind "
        "frei. X und Y stehen für zwei verschiedene Werte.")),
    _c("dp.ruling.full-house", "ruling", f"{BOOK}, Reading the Cards",
       ("Full house needs two values", "Full House braucht zwei Werte"),
       ("Inner Sanctum's X X X Y Y needs two different values, so five of a kind is not a "
        "full house (the option counts it).",
        "X X X Y Y im Inneren Heiligtum braucht zwei verschiedene Werte, fünf Gleiche sind "
        "also kein Full House (die Option zählt sie mit)."),
       option="full_house_five_of_a_kind"),
    _c("dp.dice.flip", "seed", f"{BOOK}, Reading the Cards",
       ("Flip", "Umdrehen"),
       ("Flipping turns a die upside down: 1 and 6, 2 and 5, 3 and 4 swap.",
        "Umdrehen stellt einen Würfel auf den Kopf: 1 und 6, 2 und 5, 3 und 4 tauschen.")),
    _c("dp.dice.shift", "seed", f"{BOOK}, Reading the Cards",
       ("Add or subtract 1", "1 addieren oder abziehen"),
       ("Adding 1 never turns a 6 into a 1, and subtracting 1 never turns a 1 into a 6.",
        "Plus 1 macht aus einer 6 nie eine 1, minus 1 aus einer 1 nie eine 6.")),
    _c("dp.turn.take", "seed", f"{BOOK}, Turn Structure",
       ("Taking a room", "Einen Raum nehmen"),
       ("When your dice meet an open room's challenge you may take that card; it becomes "
        "your relic.",
        "Erfüllen deine Würfel die Aufgabe eines offenen Raums, darfst du die Karte nehmen; "
        "sie wird dein Relikt.")),
    _c("dp.turn.choose", "seed", f"{BOOK}, Turn Structure",
       ("One room per turn", "Ein Raum pro Zug"),
       ("If your dice meet several rooms you pick one of them; taking it ends the turn.",
        "Erfüllen deine Würfel mehrere Räume, wählst du einen; damit endet der Zug.")),
    _c("dp.ruling.must-take", "ruling", f"{BOOK}, Turn Structure",
       ("A match is taken", "Ein Treffer wird genommen"),
       ("When your dice meet an open room you cannot simply end the turn: take one of those "
        "rooms (or keep rolling). The option lets you decline, which counts as a miss.",
        "Erfüllen deine Würfel einen offenen Raum, kannst du den Zug nicht einfach beenden: "
        "nimm einen dieser Räume (oder würfle weiter). Mit der Option darfst du ablehnen, "
        "das zählt als Fehlschlag."),
       option="may_decline"),
    _c("dp.ruling.end-early", "ruling", f"{BOOK}, Turn Structure",
       ("Giving up a turn", "Einen Zug aufgeben"),
       ("You may end the turn before using your re-rolls or relics; without a match it is a "
        "miss.",
        "Du darfst den Zug beenden, bevor du Neuwürfe oder Relikte nutzt; ohne Treffer ist "
        "es ein Fehlschlag.")),
    _c("dp.turn.relic-cap", "seed", f"{BOOK}, Turn Structure",
       ("At most five relics", "Höchstens fünf Relikte"),
       ("You may hold at most 5 relics; after taking a sixth, you choose relics to discard "
        "until 5 are left.",
        "Du darfst höchstens 5 Relikte haben; nach einem sechsten legst du Relikte deiner Wahl "
        "ab, bis 5 übrig sind.")),
    _c("dp.turn.miss", "seed", f"{BOOK}, Turn Structure",
       ("A missed turn", "Ein Fehlschlag"),
       ("If your turn ends without taking a room, you discard a relic of your choice to go "
        "on.",
        "Endet dein Zug ohne Raum, legst du ein Relikt deiner Wahl ab, um weiterzuspielen.")),
    _c("dp.turn.lose", "seed", f"{BOOK}, How to Play and Turn Structure",
       ("Losing", "Verlieren"),
       ("If your turn ends without a room and you hold no relic, you lose.",
        "Endet dein Zug ohne Raum und du hast kein Relikt, verlierst du.")),
    _c("dp.turn.win", "seed", f"{BOOK}, How to Play and Turn Structure",
       ("Winning", "Gewinnen"),
       ("Taking the Treasure Chamber earns the Golden Ankh: you win at once.",
        "Wer die Schatzkammer nimmt, erhält das Goldene Anch und gewinnt sofort.")),
    _c("dp.option.power-relics", "seed", f"{BOOK}, Optional Rules: Power Relics, Small Backpack",
       ("Power Relics", "Mächtige Relikte"),
       ("Option: relics are not discarded when used, you may use them every turn, and you "
        "carry at most 2.",
        "Option: Relikte werden beim Einsatz nicht abgelegt, du darfst sie in jedem Zug "
        "einsetzen, und du trägst höchstens 2.")),
    _c("dp.ruling.power-once-per-turn", "ruling",
       f"{BOOK}, Optional Rules: Power Relics, Small Backpack",
       ("A power relic once a turn", "Ein mächtiges Relikt einmal pro Zug"),
       ("With Power Relics each relic you hold works once in every turn, then waits for your "
        "next turn.",
        "Mit mächtigen Relikten wirkt jedes Relikt, das du hast, einmal in jedem Zug und dann "
        "erst wieder im nächsten.")),
    _c("dp.option.great-pyramid", "seed", f"{BOOK}, Optional Rules: Exploring the Great Pyramid",
       ("The Great Pyramid", "Die Große Pyramide"),
       ("Option: all 15 cards in rows of 1 to 5; the Treasure Chamber is shuffled into the "
        "upper four rows and the bottom row is the Entrance with 4 random cards.",
        "Option: alle 15 Karten in Reihen von 1 bis 5; die Schatzkammer wird in die oberen "
        "vier Reihen gemischt, die unterste Reihe ist der Eingang mit 4 zufälligen Karten.")),
    _c("dp.option.i-know-the-way", "seed", f"{BOOK}, Optional Rules: I Know the Way",
       ("I Know the Way", "Ich kenne den Weg"),
       ("Option: all pyramid cards lie face up from the start.",
        "Option: alle Pyramidenkarten liegen von Anfang an offen.")),
)


def _card_clauses() -> tuple[RuleClause, ...]:
    out = []
    for card in CARDS:
        source = f"Dice Pyramid cards, card {card.number} ({card.room} / {card.relic})"
        out.append(RuleClause(card_rule(card.number), "seed", source,
                              Bilingual(f"{card.room} (room)",
                                        f"{room_name(card.number, 'de')} (Raum)"),
                              card.room_text))
        out.append(RuleClause(relic_rule(card.number), "seed", source,
                              Bilingual(f"{card.relic} (relic)",
                                        f"{relic_name(card.number, 'de')} (Relikt)"),
                              card.relic_text))
    return tuple(out)


def _card_sources_de() -> dict[str, str]:
    return {f"Dice Pyramid cards, card {c.number} ({c.room} / {c.relic})":
            f"Dice-Pyramid-Karten, Karte {c.number} ({room_name(c.number, 'de')} / "
            f"{relic_name(c.number, 'de')})" for c in CARDS}


SOURCES_DE = {f"{BOOK}, {en}": f"{BOOK_DE}, {de}" for en, de in SECTIONS_DE.items()}
SOURCES_DE.update(_card_sources_de())
"""Every citation of this game in German (the rule ids stay as they are)."""

CLAUSES: tuple[RuleClause, ...] = with_german_sources(GENERAL + _card_clauses(), SOURCES_DE)
RULES.register(GAME_ID, CLAUSES)
