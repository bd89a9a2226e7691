"""Ramses Pyramid in the explorer: verb labels, move groups, and the die's odds for the viewer.

The odds panel shows the reconstructed die (each outcome's probability) coloured by whether
that roll lets the adventurer climb for sure, as far as the knowing player can tell (tent
crystals, the dark layer, temples they saw), and on the brown spaces the chance to complete
the lap within 1–6 turns. It also says what the knowing player knows of the temples.

For a viewer who holds no seat (a shared table's public view) the panel gives the room's odds
for the player whose turn it is (:func:`room_odds`): the same die and lap, the climb odds of
:func:`~pyramid_explorer.games.ramses_pyramid.odds.public_climb` (every way the temples
nobody opened may hold their colours, equally likely), and what the room knows of the
temples: the opened ones' colours, and who looked into which (never what they saw).

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3)
>>> odds = ramses_odds(s, None)
>>> odds.seat, odds.climb is None, [round(float(p), 3) for p in odds.lap][:4]
(0, True, [0.0, 0.0, 0.037, 0.383])
>>> "P1" in knowledge_html(s, 0, "en")
True
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from html import escape
from typing import Any

from ...engine import Action, GameState
from ...games.ramses_pyramid import GAME
from ...games.ramses_pyramid.board import colour_letter, colour_name
from ...games.ramses_pyramid.odds import (
    ClimbOdds,
    PublicClimb,
    climb_chances,
    die_table,
    lap_within,
    public_climb,
)
from ..charts.bars import Charts, ChartView, Columns, Series
from ..common.theme import OKABE_ITO, seat_name
from .base import Adapter, ChartOddsPanel, OddsPanel
from .dice_odds import percent
from .ramses_why import step_sentence

GROUPS = {
    "climb": ("Climb: roll the die", "Klettern: würfeln"),
    "sideways": ("Move sideways (no roll)", "Seitwärts ziehen (ohne Wurf)"),
    "enter": ("Enter the pyramid", "Die Pyramide betreten"),
    "pass": ("Pass", "Aussetzen"),
    "turn": ("Turn a layer", "Eine Stufe drehen"),
    "steal": ("Steal a crystal", "Ein Juwel stehlen"),
    "mummy": ("Which mummy comes down?", "Welche Mumie kommt herab?"),
    "advance": ("How far?", "Wie weit?"),
    "take": ("On your space", "Auf deinem Feld"),
    "peek": ("On your space", "Auf deinem Feld"),
    "nothing": ("On your space", "Auf deinem Feld"),
    "place": ("Move the temple", "Den Tempel versetzen"),
    "up": ("Climb", "Hinauf"),
    "down": ("Go down", "Hinab"),
    "stop": ("Stop", "Anhalten"),
    "name": ("Treasure room: name the colour", "Schatzkammer: nenne die Farbe"),
}
EFFECTS = {"en": {"plain": "2", "steal": "2 + steal", "turn": "1 + turn", "mummy": "3 + mummies"},
           "de": {"plain": "2", "steal": "2 + stehlen", "turn": "1 + drehen", "mummy": "3 + Mumien"}}
LAP_TURNS = 6


@dataclass(frozen=True)
class RamsesOdds:
    """What the odds panel shows for the knowing seat."""

    seat: int
    die: tuple[tuple[int, str, Fraction], ...]
    climb: ClimbOdds | None
    lap: tuple[Fraction, ...]
    knows: tuple[tuple[str, str, int], ...]  # (temple letter, colour, turn seen)
    room: PublicClimb | None = None  # the room's climb odds (public view; ``climb`` is None)
    public: bool = False  # the odds of a viewer who holds no seat, for the seat to move
    looked: tuple[tuple[str, tuple[int, ...]], ...] = ()  # unopened temple, who looked in


def knowing_seat(state: GameState, viewer: int | None) -> int:
    """The viewer, else the player to move, else P1."""
    if viewer is not None:
        return viewer
    seat = state.current_player()
    return seat if seat >= 0 else getattr(state, "player", 0)


def ramses_odds(state: Any, viewer: int | None) -> RamsesOdds:
    """The odds of the knowing seat (``viewer``, or for the referee the player to move); for a
    viewer who holds no seat, the room's odds (:func:`room_odds`)."""
    if viewer is not None and not 0 <= viewer < state.num_players:
        return room_odds(state, viewer)
    seat = knowing_seat(state, viewer)
    obs = state.observation(seat)
    knows = tuple((t["temple"], t["colour"], t["seen_on"]) for t in obs["temples"] if t["colour"])
    climb = None if state.is_terminal() else climb_chances(state, seat)
    return RamsesOdds(seat, tuple(die_table()), climb, tuple(lap_within(state, seat, LAP_TURNS)),
                      knows)


def room_odds(state: Any, viewer: int) -> RamsesOdds:
    """The odds the whole room can work out, for the player whose turn it is: from
    ``observation(viewer)`` of a viewer who holds no seat and the open table only.

    >>> from pyramid_explorer.games import new_game
    >>> s = new_game("ramses-pyramid", seed=3, players=2)
    >>> odds = room_odds(s, 2)
    >>> odds.public, odds.seat, odds.knows, odds.looked, [str(p) for p in odds.lap][2:4]
    (True, 0, (), (), ['1/27', '31/81'])
    """
    seat = getattr(state, "player", 0)
    obs = state.observation(viewer)
    knows = tuple((t["temple"], t["colour"], t["seen_on"]) for t in obs["temples"] if t["colour"])
    looked = tuple((t["temple"], tuple(t["known_by"])) for t in obs["temples"]
                   if t["known_by"] and not t["colour"])
    room = None if state.is_terminal() else public_climb(state, seat)
    return RamsesOdds(seat, tuple(die_table()), None, tuple(lap_within(state, seat, LAP_TURNS)),
                      knows, room=room, public=True, looked=looked)


def knowledge_html(state: Any, seat: int, lang: str) -> str:
    """"What does P2 know?" as a sentence list (colours only of temples P2 has seen)."""
    return _knows_html(ramses_odds(state, seat).knows, seat, lang)


def _knows_html(knows: tuple[tuple[str, str, int], ...], seat: int, lang: str) -> str:
    de = lang == "de"
    who = seat_name(seat, lang)
    head = f"Was weiß {who}?" if de else f"What does {who} know?"
    if not knows:
        body = "Noch keinen Tempel gesehen." if de else "No temple seen yet."
    else:
        body = "; ".join(
            f"{letter}: {colour_name(c, lang)} ({colour_letter(c, lang)}), "
            f"{'gesehen in Zug' if de else 'seen on turn'} {turn}" for letter, c, turn in knows)
    return f"<div class='rp-knows'><b>{escape(head)}</b> {escape(body)}</div>"


def _exact(p: Fraction) -> str:
    """``27.8 % (5/18)``: the chance at a glance and exactly."""
    if p in (0, 1):
        return percent(float(p))
    return f"{percent(float(p))} ({p.numerator}/{p.denominator})"


def room_summary_html(odds: RamsesOdds, lang: str) -> str:
    """The room's odds as text: whose turn, the die, the climb (or the lap), the temples opened
    for all. Short lines: on a projector they stand beside the table and the Why panel."""
    de = lang == "de"
    who = seat_name(odds.seat, lang)
    die = ", ".join(f"{EFFECTS['de' if de else 'en'][e]}: {percent(float(p))}"
                    for _, e, p in odds.die)
    lines = [f"Chancen des ganzen Raums für {who} (am Zug) — ungeöffnete Tempel: jede Farbe "
             "gleich wahrscheinlich" if de else
             f"The room's odds for {who} (to move) — unopened temples: every colour equally "
             "likely",
             f"{'Würfel (rekonstruiert)' if de else 'Die (reconstructed)'}: {die}"]
    room = odds.room
    if room is not None and room.layer == 6:
        lines.append(f"Der nächste Wurf besiegt Ramses: {_exact(room.sure)}" if de
                     else f"Next roll defeats Ramses: {_exact(room.sure)}")
    elif room is not None:
        lines.append(f"Der nächste Wurf lässt {who} ohne Raten klettern: {_exact(room.sure)}"
                     if de else f"Next roll lets {who} climb without guessing: "
                     f"{_exact(room.sure)}")
        if room.colour:
            c = f"{colour_name(room.colour, lang)} ({colour_letter(room.colour, lang)})"
            looked = sum(1 for _, who_looked in odds.looked if odds.seat in who_looked)
            lines.append(f"Die nächste Stufe braucht {c}: in einem Tempel "
                         f"{_exact(room.in_temple)}; {who} kennt {looked} ungeöffnete Tempel und "
                         f"weiß, wo: {_exact(room.seat_knows)}" if de else
                         f"The next layer needs {c}: in some temple {_exact(room.in_temple)}; "
                         f"{who} looked into {looked} unopened and knows where: "
                         f"{_exact(room.seat_knows)}")
    elif odds.lap and odds.lap[0] < 1:
        within = ", ".join(f"{n}: {percent(float(p))}" for n, p in enumerate(odds.lap, 1))
        lines.append(f"{who}: Runde geschafft innerhalb von n Zügen — {within}" if de
                     else f"{who}: lap complete within n turns — {within}")
    if odds.knows:
        opened = ", ".join(f"{letter} {colour_name(c, lang)} ({colour_letter(c, lang)})"
                           for letter, c, _ in odds.knows)
        lines.append(f"Vor allen geöffnet: {opened}" if de else f"Opened for all: {opened}")
    basis, *numbers = lines  # what the odds assume, set apart from the numbers
    text = "".join(f"<div>{escape(line)}</div>" for line in numbers)
    return f'<div class="pe-odds"><div style="font-style:italic">{escape(basis)}</div>{text}</div>'


def summary_html(odds: RamsesOdds, lang: str) -> str:
    """The odds as text (the chart shows the same numbers)."""
    if odds.public:
        return room_summary_html(odds, lang)
    de = lang == "de"
    who = seat_name(odds.seat, lang)
    die = ", ".join(f"{EFFECTS['de' if de else 'en'][e]}: {percent(float(p))}"
                    for _, e, p in odds.die)
    lines = [f"{'Würfel (rekonstruiert)' if de else 'Die (reconstructed)'}: {die}"]
    if odds.climb is not None:
        sure = percent(float(odds.climb.sure))
        if odds.climb.layer == 6:
            lines.append(f"Der nächste Wurf besiegt Ramses: {sure}" if de
                         else f"Next roll defeats Ramses: {sure}")
        else:
            lines.append(f"Der nächste Wurf lässt {who} sicher klettern: {sure}" if de
                         else f"Next roll lets {who} climb for sure: {sure}")
        if odds.climb.guess:
            g = percent(float(odds.climb.guess))
            lines.append(f"Ein ungesehener Tempel hat die Farbe: {g}" if de
                         else f"An unseen temple holds the colour: {g}")
    elif odds.lap and odds.lap[0] < 1:
        within = ", ".join(f"{n}: {percent(float(p))}" for n, p in enumerate(odds.lap, 1))
        lines.append(f"Runde geschafft innerhalb von n Zügen — {within}" if de
                      else f"Lap complete within n turns — {within}")
    text = "".join(f"<div>{escape(line)}</div>" for line in lines)
    return f'<div class="pe-odds">{text}{_knows_html(odds.knows, odds.seat, lang)}</div>'


class RamsesOddsPanel(ChartOddsPanel):
    """Bars: the die's outcomes (green where the roll lets you climb for sure) and the lap curve.

    >>> from pyramid_explorer.games import new_game
    >>> panel = RamsesOddsPanel(chart=False)
    >>> panel.update(new_game("ramses-pyramid", seed=3), 0, "en")
    >>> panel.figure is None, "Lap complete" in panel.html()
    (True, True)
    >>> panel.build_chart(); len(panel.figure.chart.charts)
    2
    """

    public = True  # (for a viewer with no seat: the room's climb odds, public_climb)

    def compute(self, state: GameState, viewer: int | None) -> RamsesOdds:
        return ramses_odds(state, viewer)

    def make_chart(self) -> tuple[Any, Any]:
        view = ChartView()
        return view, view.widget

    def summary(self, odds: RamsesOdds, lang: str, unfolded: bool) -> str:
        return summary_html(odds, lang)

    def draw(self, chart: Any, odds: RamsesOdds, lang: str) -> None:
        de = lang == "de"
        if odds.room is not None:  # the room's odds: green where the roll is more likely sure
            sure = {(v, e): ok >= Fraction(1, 2) for v, e, _, ok in odds.room.outcomes}
        else:
            sure = {(v, e): ok for v, e, _, ok in odds.climb.outcomes} if odds.climb else {}
        names = [EFFECTS["de" if de else "en"][e] for _, e, _ in odds.die]
        probs = [float(p) for *_, p in odds.die]
        colours = [OKABE_ITO["bluish_green"] if sure.get((v, e)) else "#8c8c8c"
                   for v, e, _ in odds.die]
        who = seat_name(odds.seat, lang)
        if odds.room is not None:
            title = (f"{who}: ohne Raten klettern {percent(float(odds.room.sure))}" if de
                     else f"{who} climbs without guessing: {percent(float(odds.room.sure))}")
        elif odds.climb is not None:
            title = (f"{who}: sicher klettern {percent(float(odds.climb.sure))}" if de
                     else f"{who} climbs for sure: {percent(float(odds.climb.sure))}")
        else:
            title = (f"Würfel (rekonstruiert) · Runde für {who}" if de
                     else f"Die (reconstructed) · lap for {who}")
        die = Columns(title, tuple(names), (Series(title, tuple(probs), "#8c8c8c"),),
                      colours=tuple(colours))
        lap_title = (f"Runde geschafft nach … Zügen ({who})" if de
                     else f"Lap complete within … turns ({who})")
        lap = Columns(lap_title, tuple(str(k) for k in range(1, len(odds.lap) + 1)),
                      (Series(lap_title, tuple(float(p) for p in odds.lap), OKABE_ITO["blue"]),),
                      axis_title="Züge" if de else "turns")
        chart.show(Charts((die, lap)))


class RamsesAdapter(Adapter):
    """Verb labels, groups with headings, and the die/climb/lap odds."""

    game_id = GAME.id

    def action_label(self, state: GameState, action: Action, lang: str) -> str:
        return state.action_label(action, lang)  # type: ignore[attr-defined]

    def explain_step(self, before: GameState, action: Action, after: GameState,
                     viewer: int | None, lang: str) -> str | None:
        """What the move did on the table (:mod:`.ramses_why`: a temple's crystal only when
        the view knows it)."""
        return step_sentence(before, action, after, viewer, lang)

    def result_text(self, state: GameState, lang: str) -> str:
        """Who won, and how."""
        s: Any = state
        if not state.is_terminal():
            return ""
        de = lang == "de"
        ending = getattr(s.ending, "value", "")
        how = {"ramses": ("Ramses besiegt", "Ramses defeated"),
               "scorpion": ("den Goldenen Skorpion geholt", "took the Golden Scorpion"),
               "mummies": ("alle Mumien sind unten", "all mummies came down"),
               "all-trapped": ("alle sind gefangen", "everyone is trapped"),
               "turn-cap": ("Zuggrenze erreicht", "the turn cap was reached")}.get(
            ending, ("", ""))[0 if de else 1]
        if s.winner is None:
            return (f"Niemand gewinnt: {how}." if de else f"Nobody wins: {how}.")
        who = seat_name(s.winner, lang)
        return f"{who} gewinnt: {how}." if de else f"{who} wins: {how}."

    def group_title(self, key: str, lang: str) -> str:
        en, de = GROUPS.get(key, (super().group_title(key, lang),) * 2)
        return de if lang == "de" else en

    def make_odds(self, chart: bool = True, *, solver_on_request: bool = False) -> OddsPanel:
        return RamsesOddsPanel(chart=chart)  # (no solver behind these odds)


ADAPTER = RamsesAdapter()


# ---------------------------------------------------------------------------- exercises
def move_value(position: Any, action: Action) -> Fraction | None:
    """How good ``action`` is for the seat to move, as a chance it knows (``None``: no opinion).

    Opening a temple: the chance it holds the colour (1 if the seat saw it, 0 if it saw another
    colour there, else one in the number of colours not seen). Climbing: the chance the roll
    lets it climb for sure. Entering or moving sideways: the same chance for its next roll.
    """
    from ...games.ramses_pyramid.odds import guess_chance, remembered
    from ...games.ramses_pyramid.state import Phase

    seat = position.player
    adv = position.advs[seat]
    kind, args = action.kind, action.args
    means = args[-1] if kind in ("up", "down", "sideways") and args else None
    if isinstance(means, int):
        layer = adv.layer + (1 if kind == "up" else -1 if kind == "down" else 0)
        side = args[0] if kind == "sideways" else adv.side
        colour = position.colour_at(layer, side)
        tid = position.temples[means]
        known = remembered(position, seat)
        if tid in known:
            return Fraction(int(known[tid] == colour))
        return guess_chance(position, seat, colour)
    if means in ("tent", "free") and kind in ("up", "down"):
        return Fraction(1)
    if kind == "climb":
        odds = climb_chances(position, seat)
        return odds.sure if odds else None
    if kind in ("enter", "sideways"):
        try:
            after = position.apply(action)
        except Exception:  # noqa: BLE001 - an illegal move has no value
            return None
        from ...games.ramses_pyramid.quick import replace

        odds = climb_chances(replace(after, player=seat, phase=Phase.DECIDE), seat)
        return odds.sure if odds else None
    return None


def ramses_judge(lang: str = "en") -> Any:
    """A judge for :class:`~pyramid_explorer.exercises.Exercise` built on :func:`move_value`."""

    def judge(position: Any, actions: Any, result: Any) -> tuple[bool, str] | None:
        if not actions:
            return None
        mine = move_value(position, actions[0])
        if mine is None:
            return None
        values = [(v, a) for a in position.legal_actions()
                  if (v := move_value(position, a)) is not None]
        best_value, best = max(values, key=lambda va: va[0])
        de = lang == "de"
        what = ("Chance nach deinem Wissen" if de else "Chance as far as you know")
        best_text = position.action_label(best, lang)
        sentence = (f"{what}: {percent(float(mine))}; "
                    + (f"der beste Zug („{best_text}“) ergibt {percent(float(best_value))}."
                       if de else f"the best move (“{best_text}”) gives "
                       f"{percent(float(best_value))}."))
        return mine >= best_value, sentence

    return judge
