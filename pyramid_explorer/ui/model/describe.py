"""The table in words: a text alternative to each game's drawing, for a screen reader.

:func:`describe` reads only ``state.observation(viewer)`` — what the viewer may see — so in a
player's view the words name nothing hidden from that player (an opponent's hand, the draw
order, a temple not yet looked at), exactly as the drawing does. English and German.

>>> describe({"game": "dice-pyramid", "turn": 3, "phase": "play", "to_move": 0,
...           "dice": [6, 6, 2], "rerolls_left": 1, "relics": [], "takeable": ["Entrance"],
...           "pyramid": []}, "en")
'Turn 3. P1 to move. Dice: 6, 6, 2. Re-rolls left: 1. Relics: none. Can be taken: Entrance.'
>>> describe({"game": "unknown-game"}, "de")
'Der Tisch ist als Bild gezeichnet.'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

Observation = dict[str, Any]

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "turn": "Turn {n}.", "to_move": "{seat} to move.", "chance": "The dice decide next.",
        "over": "The game is over.", "winner": "Winner: {seat}.", "none": "none",
        "dice": "Dice: {dice}.", "rerolls": "Re-rolls left: {n}.", "relics": "Relics: {items}.",
        "takeable": "Can be taken: {items}.",
        "pyramid": "Pyramid: {open} open, {down} face down, {taken} taken.",
        "fallback": "The table is drawn as a picture.",
        "ib_positions": "Positions on the path: {items}.", "ib_chamber": "King's chamber: {n}.",
        "ib_hand": "Your hand: {items}.", "ib_hand_of": "Hand of {seat}: {items}.",
        "ib_sizes": "Cards in hand: {items}.", "ib_show": "Showcase of {seat}: {items}.",
        "ib_pile": "Draw pile: {n} cards.", "ib_mummy": "The Mummy is with {seat}.",
        "ib_discard": "Top of the discard pile: {card}.",
        "ra_track": "Adventurers: {items}.", "ra_temple": "Temple {t}: {what}.",
        "ra_unknown": "not looked at", "ra_die": "Die: {face}.",
        "pb_colour": "{colour} to move (played by {seat}).", "pb_layers": "Layers built: {items}.",
        "pb_scores": "Scores: {items}.", "pb_quarry": "Stones in the quarry: {items}.",
        "pb_card": "Card played: {card}.",
    },
    "de": {
        "turn": "Runde {n}.", "to_move": "{seat} ist am Zug.", "chance": "Als Nächstes "
        "entscheiden die Würfel.", "over": "Die Partie ist zu Ende.", "winner": "Gewinner: {seat}.",
        "none": "keine", "dice": "Würfel: {dice}.", "rerolls": "Übrige Neuwürfe: {n}.",
        "relics": "Relikte: {items}.", "takeable": "Nehmbar: {items}.",
        "pyramid": "Pyramide: {open} offen, {down} verdeckt, {taken} genommen.",
        "fallback": "Der Tisch ist als Bild gezeichnet.",
        "ib_positions": "Positionen auf dem Weg: {items}.", "ib_chamber": "Königskammer: {n}.",
        "ib_hand": "Deine Hand: {items}.", "ib_hand_of": "Hand von {seat}: {items}.",
        "ib_sizes": "Karten auf der Hand: {items}.", "ib_show": "Auslage von {seat}: {items}.",
        "ib_pile": "Nachziehstapel: {n} Karten.", "ib_mummy": "Die Mumie liegt bei {seat}.",
        "ib_discard": "Oben auf dem Ablagestapel: {card}.",
        "ra_track": "Abenteurer: {items}.", "ra_temple": "Tempel {t}: {what}.",
        "ra_unknown": "nicht angesehen", "ra_die": "Würfel: {face}.",
        "pb_colour": "{colour} ist am Zug (gespielt von {seat}).",
        "pb_layers": "Gebaute Ebenen: {items}.", "pb_scores": "Punkte: {items}.",
        "pb_quarry": "Steine im Steinbruch: {items}.", "pb_card": "Gespielte Karte: {card}.",
    },
}


def _w(lang: str, key: str, **kw: Any) -> str:
    return WORDS["de" if lang == "de" else "en"][key].format(**kw)


def _seat(seat: Any) -> str:
    return f"P{int(seat) + 1}"


def _items(values: Sequence[Any], lang: str) -> str:
    return ", ".join(str(v) for v in values) if values else _w(lang, "none")


def _turn_and_mover(obs: Observation, lang: str, mover_key: str = "to_move") -> list[str]:
    out = []
    if obs.get("turn") is not None:
        out.append(_w(lang, "turn", n=obs["turn"]))
    mover = obs.get(mover_key)
    if isinstance(mover, int) and mover >= 0:
        out.append(_w(lang, "to_move", seat=_seat(mover)))
    elif isinstance(mover, int) and mover == -1:
        out.append(_w(lang, "chance"))
    return out


def _dice_pyramid(obs: Observation, lang: str) -> list[str]:
    out = _turn_and_mover(obs, lang)
    if obs.get("phase") == "over":
        out.append(_w(lang, "over"))
    if obs.get("dice"):
        out.append(_w(lang, "dice", dice=", ".join(str(d) for d in obs["dice"])))
    if "rerolls_left" in obs:
        out.append(_w(lang, "rerolls", n=obs["rerolls_left"]))
    relics = [r.get("relic") or r.get("room") if isinstance(r, dict) else r
              for r in obs.get("relics") or []]
    out.append(_w(lang, "relics", items=_items(relics, lang)))
    cells = [c for row in obs.get("pyramid") or [] for c in row]
    if cells:
        out.append(_w(lang, "pyramid", open=sum(bool(c.get("open")) for c in cells),
                      down=sum(bool(c.get("face_down")) and not c.get("taken") for c in cells),
                      taken=sum(bool(c.get("taken")) for c in cells)))
    if obs.get("takeable"):
        out.append(_w(lang, "takeable", items=_items(obs["takeable"], lang)))
    return out


def _im_bann(obs: Observation, lang: str) -> list[str]:
    from ...games.im_bann.data import card_name

    def cards(codes: Sequence[str]) -> str:
        return _items([card_name(c, lang) for c in codes], lang)

    out = [_w(lang, "turn", n=int(obs.get("turns", 0)) + 1)]  # (turns counts those played)
    if obs.get("over"):
        out.append(_w(lang, "over"))
        if obs.get("winner") is not None:
            out.append(_w(lang, "winner", seat=_seat(obs["winner"])))
    elif isinstance(obs.get("current_player"), int) and obs["current_player"] >= 0:
        out.append(_w(lang, "to_move", seat=_seat(obs["current_player"])))
    positions = obs.get("positions") or []
    out.append(_w(lang, "ib_positions",
                  items=", ".join(f"{_seat(i)} {p}" for i, p in enumerate(positions))))
    if obs.get("kings_chamber") is not None:
        out.append(_w(lang, "ib_chamber", n=obs["kings_chamber"]))
    viewer = obs.get("viewer")
    for seat, hand in sorted((obs.get("hands") or {}).items(), key=lambda kv: int(kv[0])):
        if viewer is not None and int(seat) == viewer:
            out.append(_w(lang, "ib_hand", items=cards(hand)))
        else:
            out.append(_w(lang, "ib_hand_of", seat=_seat(seat), items=cards(hand)))
    sizes = obs.get("hand_sizes") or []
    out.append(_w(lang, "ib_sizes", items=", ".join(f"{_seat(i)} {n}" for i, n in enumerate(sizes))))
    for i, shown in enumerate(obs.get("showcases") or []):
        if shown:
            out.append(_w(lang, "ib_show", seat=_seat(i), items=cards(shown)))
    if obs.get("mummy") is not None:
        out.append(_w(lang, "ib_mummy", seat=_seat(obs["mummy"])))
    if obs.get("discard"):
        out.append(_w(lang, "ib_discard", card=card_name(obs["discard"][-1], lang)))
    if obs.get("draw_pile_size") is not None:
        out.append(_w(lang, "ib_pile", n=obs["draw_pile_size"]))
    return out


def _ramses(obs: Observation, lang: str) -> list[str]:
    from ...games.ramses_pyramid.board import colour_name
    from ...games.ramses_pyramid.labels import EFFECT_WORDS

    out = _turn_and_mover(obs, lang)
    if obs.get("winner") is not None:
        out += [_w(lang, "over"), _w(lang, "winner", seat=_seat(obs["winner"]))]
    die = obs.get("die")
    if die:
        effect = EFFECT_WORDS["de" if lang == "de" else "en"].get(str(die[1]), "")
        out.append(_w(lang, "ra_die", face=f"{die[0]}{effect}"))
    riders = obs.get("adventurers") or []
    out.append(_w(lang, "ra_track", items=", ".join(
        f"{_seat(i)} {a.get('track')}" for i, a in enumerate(riders))))
    for temple in obs.get("temples") or []:
        colour = temple.get("colour")
        what = colour_name(colour, lang) if colour else _w(lang, "ra_unknown")
        out.append(_w(lang, "ra_temple", t=temple.get("temple"), what=what))
    return out


def _pyramidenbau(obs: Observation, lang: str) -> list[str]:
    from ...games.pyramidenbau.labels import colour_name

    out = [_w(lang, "turn", n=obs["turn"])] if obs.get("turn") is not None else []
    owners = obs.get("owners") or []
    if obs.get("phase") == "over":
        out.append(_w(lang, "over"))
    elif isinstance(obs.get("colour"), int) and owners:
        c = obs["colour"]
        out.append(_w(lang, "pb_colour", colour=colour_name(c, lang).capitalize(),
                      seat=_seat(owners[c])))
    def per_colour(values: Sequence[Any]) -> str:
        return ", ".join(f"{colour_name(c, lang)} {v}" for c, v in enumerate(values))

    if obs.get("layers"):
        out.append(_w(lang, "pb_layers", items=per_colour(obs["layers"])))
    if obs.get("quarry"):
        out.append(_w(lang, "pb_quarry", items=per_colour(obs["quarry"])))
    if any(obs.get("scores") or []):
        out.append(_w(lang, "pb_scores", items=per_colour(obs["scores"])))
    card = obs.get("card")
    if isinstance(card, dict) and card.get("id"):
        out.append(_w(lang, "pb_card", card=card["id"]))
    return out


DESCRIBERS: dict[str, Callable[[Observation, str], list[str]]] = {
    "dice-pyramid": _dice_pyramid,
    "im-bann-der-pyramide": _im_bann,
    "ramses-pyramid": _ramses,
    "pyramidenbau": _pyramidenbau,
}


def describe(observation: Observation, lang: str = "en") -> str:
    """The position in sentences (``lang`` "en"/"de"), from an observation alone.

    A game without a describer, or an observation it cannot read, gets one neutral sentence:
    the description must never break the table.
    """
    describer = DESCRIBERS.get(str(observation.get("game", "")))
    try:
        sentences = describer(observation, lang) if describer else []
    except (KeyError, TypeError, ValueError, IndexError):
        sentences = []
    return " ".join(sentences) or _w(lang, "fallback")


def describe_state(state: Any, viewer: int | None, lang: str = "en") -> str:
    """What ``viewer`` (``None``: the referee) sees of ``state``, in words."""
    return describe(state.observation(viewer), lang)


__all__ = ["WORDS", "describe", "describe_state"]
