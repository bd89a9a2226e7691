"""The explorer's view model: everything its panels show for one moment of a game, as frozen
dataclasses, computed without a widget.

:func:`make_frame` reads a :class:`~.session.Session` and the game's adapter and returns a
:class:`Frame` with one slice per panel (the table, the Why panel, the step buttons, the
timeline, the seats, the moves, the log, the save link, the extras row, the odds). The
explorer builds one frame after every command and hands each panel its slice; a panel whose
slice equals the last one it showed does nothing. Tests build frames for any position,
language and view, and compare them across ``resample_hidden`` for hidden information.

>>> from pyramid_explorer.ui.adapters import get
>>> from pyramid_explorer.ui.model.session import Session
>>> s = Session("dice-pyramid", seed=7)
>>> frame = make_frame(s, get("dice-pyramid"))
>>> frame.nav.step_label, frame.nav.undo_enabled, frame.timeline.position
('Roll ▶', False, 0)
>>> _ = s.step(); after = make_frame(s, get("dice-pyramid"))
>>> after.timeline.position, after.nav.undo_enabled, after.log.entries[-1][1].startswith("1. ⚄: ")
(1, True, True)
>>> after.seats == frame.seats                 # nothing about the seats changed
True
"""

from __future__ import annotations

import base64
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from html import unescape
from typing import Any

from ...engine import CHANCE, TERMINAL, Action, GameState
from ..common.html import esc, status_html
from ..common.i18n import bot_label, t
from ..common.problems import Problem, problem_html
from ..common.theme import seat_name, seat_text_colour
from . import why
from .curtain import CurtainSlice, curtain_slice, waiting_for
from .describe import describe_state
from .session import HUMAN, Session
from .texts import layout_text

log = logging.getLogger(__name__)

REFEREE = -1  # the view's value for the referee's view (None is "no selection" to ipywidgets)
WATCH = -1  # "Play as"'s value for watching the bots
MAX_LISTED_OUTCOMES = 60  # chance steps with at most this many outcomes offer a chooser
LOG_WINDOW = 201  # the most log entries on screen at once
LOG_CACHE_MAX = 20_000  # log sentences kept (with their states) before the cache is emptied

Group = tuple[str, tuple[tuple[str, Action], ...]]


@dataclass(frozen=True)
class Flags:
    """What the frame needs to know beyond the session: the explorer's own switches."""

    playing: bool = False  # autoplay runs
    first_uses_only: bool = False  # the log shows only the steps where a rule is met first
    has_odds: bool = False  # the game has a live odds panel
    has_advisor: bool = False  # ... with a suggestion to play
    covered: Callable[[Action], bool] | None = None  # moves the game's composer offers instead
    problem: Problem | None = None  # what could not be done, shown in the Why panel
    link: str = ""  # the share link shown under the extras row ("": none)
    link_copied: bool | None = None  # whether the browser copied it (None: not asked)
    keys_shown: bool = False  # the page has keys (the dashboard's page bridge): say which


@dataclass(frozen=True)
class TableSlice:
    html: str  # the status line above the table and the game's own drawing
    description: str = ""  # the position in words, for a screen reader (describe.py)


@dataclass(frozen=True)
class WhySlice:
    html: str  # what the step did, the bot's reason, the rule clauses behind it
    announce: str = ""  # its first sentence as plain text: what a screen reader announces
    problem_html: str = ""  # what could not be done, shown instead until the next change
    lang: str = "en"


@dataclass(frozen=True)
class NavSlice:
    undo_enabled: bool
    redo_enabled: bool
    step_enabled: bool
    step_label: str  # named for what it does: "Roll ▶", "Play P2 ▶", "Your turn", "Game over"
    step_tooltip: str
    autoplay_enabled: bool
    stop_enabled: bool


@dataclass(frozen=True)
class TimelineSlice:
    position: int
    length: int
    label_html: str
    branches: tuple[tuple[str, int], ...]  # (name, index) of every line
    active: int


@dataclass(frozen=True)
class SeatsSlice:
    seats: tuple[str, ...]  # a bot's name or "human" per seat
    view: int  # REFEREE or the seat whose view is on screen
    play_as: int  # WATCH or the one human seat that is also the view
    private: bool = False  # pass and play: the rows that would show everything are put away
    bots: tuple[str, ...] = ()  # the bots a seat can be given (the menus' choices)
    lang: str = "en"


@dataclass(frozen=True)
class MovesSlice:
    title_html: str
    chance_shown: bool  # the dice a teacher may set
    outcome_editor_shown: bool
    groups: tuple[Group, ...]  # (title, ((label, action), ...)) of the moves on offer
    play_label: str
    composer_enabled: bool  # the game's composer takes moves (False: hidden)
    to_move: int
    viewer: int | None  # whose view the moves' tooltips speak for
    state: GameState = field(compare=False)  # what the composer and tooltips read
    step: int = 0  # (with the line's last state: which state ``state`` is, for equality)
    state_id: int = 0
    lang: str = "en"


@dataclass(frozen=True)
class LogSlice:
    entries: tuple[tuple[int, str, str], ...]  # (step, sentence, colour), oldest first
    current: int
    lang: str = "en"


@dataclass(frozen=True)
class SaveSlice:
    html: str  # the download link, or why a player's view has none


@dataclass(frozen=True)
class ExtrasSlice:
    next_turn_enabled: bool
    to_end_enabled: bool
    start_of_turn_enabled: bool
    undo_new_shown: bool
    referee_only: bool  # a player's view of hidden cards: no link, no save
    copy_link_tooltip_key: str
    lang: str = "en"
    game_id: str = ""  # whose position editor the row holds
    keys_shown: bool = False  # the keys hint (a page with keys: the dashboard)
    link: str = ""  # the share link shown under the row ("": none)
    link_copied: bool | None = None  # whether the browser copied it (None: not asked)
    view: int | None = None  # the view the position editor reads the state in
    state: GameState | None = field(default=None, compare=False)  # the position editor's
    state_id: int = 0


@dataclass(frozen=True)
class OddsSlice:
    shown: bool
    advisor_shown: bool
    viewer: int | None
    state: GameState = field(compare=False)
    state_id: int = 0
    lang: str = "en"
    public_only: bool = False  # only odds the game's panel declares the room's (a public page)


@dataclass(frozen=True)
class SettingsSlice:
    """The game on the table (the menus show it; the option controls are its game's)."""

    game_id: str
    seed: int
    num_players: int
    options: tuple[tuple[str, Any], ...]  # the options the game was started with
    table_options: Any  # the options of the game on the table (its frozen options dataclass)
    seed_private: bool  # a player's view of hidden cards, or pass and play: no seed shown
    lang: str = "en"
    spec: Any = field(default=None, compare=False)  # the game's GameSpec (options, players)


@dataclass(frozen=True)
class CoachPosition:
    """What the Coach panel is asked about: the position on screen, whose view, who plays."""

    coached: bool  # the game offers the coach (its spec says; Dice Pyramid does not)
    waiting: bool  # pass and play's curtain is up: nobody may hear anything
    view: int | None
    seats: tuple[str, ...]
    lang: str
    state: GameState = field(compare=False)
    state_id: int = 0
    label: Callable[[GameState, Action, str], str] | None = field(default=None, compare=False)


def move_namer(at: CoachPosition | ReviewPosition | None, state: GameState
               ) -> Callable[[Action], str]:
    """How a coach or review panel names a move of ``state``: through the game's adapter
    (``at.label``) in ``at``'s language, else the engine's own label (English with no ``at``).

    >>> from pyramid_explorer.games import new_game
    >>> s = new_game("ramses-pyramid", seed=2, players=2)
    >>> s = s.apply(s.sample_chance())
    >>> move_namer(None, s)(s.legal_actions()[0]) == s.action_label(s.legal_actions()[0], "en")
    True
    """
    label, lang = (at.label, at.lang) if at is not None else (None, "en")
    if label is None:
        return lambda action: state.action_label(action, lang)
    return lambda action: label(state, action, lang)


@dataclass(frozen=True)
class ReviewPosition:
    """What the Review panel follows: whose game this view may review, the position on screen
    and where the line starts (a mistake's step is counted from the game's first state)."""

    reviewable: tuple[int, ...]  # referee: every seat; a player: its own; the curtain: none
    waiting: bool  # pass and play's curtain is up (or about to be): nothing is shown
    view: int | None
    pass_and_play: bool
    root_steps: int  # the moves already made in the line's first state
    length: int  # the line's last position
    lang: str
    state: GameState = field(compare=False)
    state_id: int = 0
    label: Callable[[GameState, Action, str], str] | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Frame:
    """Everything the explorer's panels show, one slice per panel."""

    lang: str
    game_id: str
    table: TableSlice
    why: WhySlice
    nav: NavSlice
    timeline: TimelineSlice
    seats: SeatsSlice
    moves: MovesSlice
    log: LogSlice
    save: SaveSlice
    extras: ExtrasSlice
    odds: OddsSlice
    result: str  # the result in words once the game is over ("" before)
    settings: SettingsSlice
    coach: CoachPosition
    review: ReviewPosition
    curtain: CurtainSlice = CurtainSlice(shown=False, private=False)  # pass and play


class FrameCache:
    """What consecutive frames of one explorer share, so a step recomputes only what changed:
    log sentences by state, the save link by line and cursor, the first use of each rule."""

    def __init__(self) -> None:
        self.log: dict[tuple[Any, ...], tuple[GameState, str]] = {}
        self.save_key: tuple[Any, ...] | None = None
        self.save_html = ""

    def clear(self) -> None:
        self.log.clear()
        self.save_key = None


def make_frame(session: Session, adapter: Any, flags: Flags | None = None,
               cache: FrameCache | None = None) -> Frame:
    """The frame of ``session`` now, as ``adapter`` (the game's, see :mod:`..adapters`) words it."""
    flags = flags or Flags()
    cache = cache or FrameCache()
    curtain = curtain_slice(session)
    if curtain.shown:
        return curtained_frame(session, curtain, flags, adapter)
    s = session
    state = s.state
    lang = s.lang
    to_move = state.current_player()
    result = result_text(s, adapter)
    player_view = s.private_view
    hidden_turn = to_move >= 0 and player_view and to_move != s.view
    description = describe_state(state, s.view, lang)
    why_html = rule_text(s, adapter, cache)
    return Frame(
        lang=lang, game_id=s.game_id,
        table=TableSlice(status_html(s.position, s.length, to_move, lang, result)
                         + description_html(description) + render_state(s, state),
                         description),
        why=WhySlice(why_html, first_sentence(why_html), problem_text(flags, lang), lang),
        nav=nav_slice(s, flags.playing),
        timeline=timeline_slice(s),
        seats=seats_slice(s, REFEREE if s.view is None else s.view, play_as_value(s),
                          curtain.private),
        moves=moves_slice(s, adapter, state, to_move, hidden_turn, flags.covered),
        log=log_slice(s, adapter, flags.first_uses_only, cache),
        save=save_slice(s, player_view, cache),
        extras=ExtrasSlice(
            next_turn_enabled=s.to_move() != TERMINAL, to_end_enabled=s.to_move() != TERMINAL,
            start_of_turn_enabled=s.position != 0, undo_new_shown=s.can_undo_new_game(),
            referee_only=player_view,
            copy_link_tooltip_key="link_referee_only" if player_view else "copy_link_tip",
            lang=lang, game_id=s.game_id, keys_shown=flags.keys_shown,
            link="" if player_view else flags.link,
            link_copied=None if player_view else flags.link_copied,
            view=s.view, state=state, state_id=id(state)),
        odds=OddsSlice(shown=flags.has_odds,
                       advisor_shown=flags.has_advisor and to_move >= 0 and not hidden_turn,
                       viewer=s.view, state=state, state_id=id(state), lang=lang),
        result=result, settings=settings_slice(s, player_view), coach=coach_position(s, adapter, waiting=False),
        review=review_position(s, adapter), curtain=curtain)


def curtained_frame(s: Session, curtain: CurtainSlice, flags: Flags,
                    adapter: Any = None) -> Frame:
    """The frame while the curtain is up: who is to move and where the line stands, nothing
    that belongs to a seat (no table, moves, log, Why text, odds or save link), so the
    person handing the screen over and the one receiving it see the same, whoever they are.

    >>> s = Session("im-bann-der-pyramide", seed=3, players=2)
    >>> s.set_seat(1, HUMAN); s.pass_and_play = True
    >>> from pyramid_explorer.ui.adapters import get
    >>> f = make_frame(s, get("im-bann-der-pyramide"))
    >>> f.curtain.shown, f.moves.groups, f.log.entries[1:], f.odds.shown
    (True, (), (), False)
    """
    lang = s.lang
    to_move = s.to_move()
    waiting = esc(layout_text("curtain_table", lang, seat=seat_name(curtain.seat, lang)))
    note = f'<div class="pe-curtain-note">{waiting}</div>'
    return Frame(
        lang=lang, game_id=s.game_id,
        table=TableSlice(status_html(s.position, s.length, to_move, lang, "") + note),
        why=WhySlice(note, problem_html=problem_text(flags, lang), lang=lang),
        nav=nav_slice(s, flags.playing),
        timeline=timeline_slice(s),
        seats=seats_slice(s, curtain.seat, WATCH, curtain.private),
        moves=MovesSlice(title_html="", chance_shown=False, outcome_editor_shown=False,
                         groups=(), play_label=t("play_choice", lang), composer_enabled=False,
                         to_move=to_move, viewer=curtain.seat, state=s.state,
                         step=s.position, lang=lang),
        log=LogSlice(((0, t("log_start", lang), "#000000"),), s.position, lang),
        save=SaveSlice(f'<span class="pe-save-note">{esc(t("save_referee_only", lang))}'
                       "</span>"),
        extras=ExtrasSlice(
            next_turn_enabled=False, to_end_enabled=False, start_of_turn_enabled=False,
            undo_new_shown=False, referee_only=True, copy_link_tooltip_key="link_referee_only",
            lang=lang, game_id=s.game_id, keys_shown=flags.keys_shown, view=curtain.seat),
        odds=OddsSlice(shown=False, advisor_shown=False, viewer=curtain.seat, state=s.state,
                       lang=lang),
        result="", settings=settings_slice(s, True), coach=coach_position(s, adapter, waiting=True),
        review=review_position(s, adapter), curtain=curtain)


# ---------------------------------------------------------------- the slices' contents
def problem_text(flags: Flags, lang: str) -> str:
    """The Why panel's problem, as HTML ("" without one)."""
    return problem_html(flags.problem, lang) if flags.problem is not None else ""


def timeline_slice(s: Session) -> TimelineSlice:
    """The slider's position and length, and the lines of play to switch to."""
    return TimelineSlice(
        position=s.position, length=s.length, label_html=f"<b>{s.position}/{s.length}</b>",
        branches=tuple((branch_name(s, i), i) for i in range(len(s.branches))),
        active=s.active)


def seats_slice(s: Session, view: int, play_as: int, private: bool) -> SeatsSlice:
    """Who plays each seat, the view and "Play as" (``private``: their rows put away)."""
    return SeatsSlice(seats=tuple(s.seats), view=view, play_as=play_as, private=private,
                      bots=tuple(s.bot_names()), lang=s.lang)


def settings_slice(s: Session, player_view: bool) -> SettingsSlice:
    """The game on the table for the settings' menus; the seed is kept out of a player's
    view of hidden cards and out of pass and play (with it the deal could be replayed)."""
    return SettingsSlice(
        game_id=s.game_id, seed=s.seed, num_players=s.num_players,
        options=tuple(sorted(s.options.items(), key=str)),
        table_options=s.state.options,
        seed_private=player_view or s.pass_and_play, lang=s.lang, spec=s.spec)


def coach_position(s: Session, adapter: Any, *, waiting: bool) -> CoachPosition:
    """What the Coach panel is asked about (``waiting``: the curtain is up, it says nothing)."""
    return CoachPosition(
        coached=s.spec.coached, waiting=waiting, view=s.view, seats=tuple(s.seats),
        lang=s.lang, state=s.state, state_id=id(s.state),
        label=adapter.action_label if adapter is not None else None)


def review_position(s: Session, adapter: Any) -> ReviewPosition:
    """What the Review panel follows. Whose game may be reviewed: in the referee's view any
    seat's, in a player's view only that player's own, never behind the pass-and-play curtain.

    >>> s = Session("im-bann-der-pyramide", seed=4, players=2)
    >>> review_position(s, None).reviewable, s.set_view(1), review_position(s, None).reviewable
    ((0, 1), None, (1,))
    """
    waiting = waiting_for(s) is not None
    if waiting:
        seats: tuple[int, ...] = ()
    elif s.view is None:
        seats = tuple(range(s.num_players))
    else:
        seats = (s.view,) if 0 <= s.view < s.num_players else ()
    return ReviewPosition(
        reviewable=seats, waiting=waiting, view=s.view, pass_and_play=s.pass_and_play,
        root_steps=len(s.timeline.root.history), length=s.length, lang=s.lang,
        state=s.state, state_id=id(s.state),
        label=adapter.action_label if adapter is not None else None)


def play_as_value(s: Session) -> int:
    """The seat "Play as" shows: the one human seat when it is also the view, else WATCH."""
    humans = [i for i, seat in enumerate(s.seats) if seat == HUMAN]
    if len(humans) == 1 and s.view == humans[0]:
        return humans[0]
    return WATCH


def nav_slice(s: Session, playing: bool) -> NavSlice:
    """Enable what can be done now; name Step ▶ for what it does (roll, a bot's move)."""
    lang = s.lang
    to_move = s.to_move()
    over = to_move == TERMINAL
    human = to_move >= 0 and s.seats[to_move] == HUMAN
    if over:
        label = layout_text("over_step", lang)
    elif to_move == CHANCE:
        label = layout_text("roll_step", lang)
    elif human:
        label = layout_text("your_turn_step", lang)
    else:
        label = layout_text("play_step", lang, seat=seat_name(to_move, lang))
    return NavSlice(undo_enabled=s.timeline.can_undo(), redo_enabled=s.timeline.can_redo(),
                    step_enabled=not (over or human), step_label=label,
                    step_tooltip=t("step", lang),
                    autoplay_enabled=not (over or playing or human), stop_enabled=playing)


def moves_slice(s: Session, adapter: Any, state: GameState, to_move: int, hidden_turn: bool,
                covered: Callable[[Action], bool] | None) -> MovesSlice:
    """The moves for ``to_move`` at ``state`` (a player, chance or the end), grouped; at a
    small chance step a chooser of outcomes; a note when another player's choice is secret."""
    lang = s.lang
    play = t("play_choice", lang)
    outcome_editor = bool(adapter.outcome_editor())
    common = {"chance_shown": to_move == CHANCE, "outcome_editor_shown": outcome_editor,
              "play_label": play, "to_move": to_move, "viewer": s.view, "state": state,
              "step": s.position, "state_id": id(state), "lang": lang}
    if to_move < 0:
        title = t("chance_step", lang) if to_move == CHANCE else t("game_over", lang)
        groups: tuple[Group, ...] = ()
        if to_move == CHANCE and not outcome_editor:
            # any game with few outcomes (a special die, a small draw): let a teacher choose
            outcomes = state.legal_actions()
            if len(outcomes) <= MAX_LISTED_OUTCOMES:
                groups = ((esc(t("choose_outcome", lang)),
                           tuple((adapter.action_label(state, a, lang), a) for a in outcomes)),)
        return MovesSlice(title_html=f"<b>── {esc(title)} ──</b>", groups=groups,
                          composer_enabled=False, **common)
    seat_label = seat_name(to_move, lang)
    if hidden_turn:
        # another seat's turn in a player's view: its moves would show its hidden cards
        hint = (" — " + t("switch_view_to_play", lang, seat=seat_label)
                if s.seats[to_move] == HUMAN else "")
        return MovesSlice(
            title_html=(f'<b style="color:{seat_text_colour(to_move)}">── '
                        f'{esc(t("choosing", lang, seat=seat_label))} ──</b>{esc(hint)}'),
            groups=(), composer_enabled=False, **common)
    human = s.seats[to_move] == HUMAN
    title = t("your_move", lang) if human else t("moves_for", lang, seat=seat_label)
    hint = "" if human else (
        f'<div class="pe-bot-note">'
        f'{esc(layout_text("bot_holds_seat", lang, seat=seat_label, bot=bot_label(s.seats[to_move], lang)))}'
        "</div>")
    by_group: dict[str, list[tuple[str, Action]]] = {}
    for action in state.legal_actions():
        if covered is not None and covered(action):
            continue
        by_group.setdefault(adapter.group_key(action), []).append(
            (adapter.action_label(state, action, lang), action))
    return MovesSlice(
        title_html=f'<b style="color:{seat_text_colour(to_move)}">── {esc(title)} ──</b>{hint}',
        groups=tuple((esc(adapter.group_title(k, lang)), tuple(v)) for k, v in by_group.items()),
        composer_enabled=True, **common)


def log_window(length: int, position: int, size: int = LOG_WINDOW) -> range:
    """The steps (0..length) whose log entries are shown: all, or ``size`` around ``position``.

    >>> log_window(10, 4)
    range(0, 11)
    >>> log_window(1000, 500, 201), log_window(1000, 990, 201)
    (range(400, 601), range(800, 1001))
    """
    if length + 1 <= size:
        return range(length + 1)
    start = min(max(0, position - size // 2), length + 1 - size)
    return range(start, start + size)


def log_slice(s: Session, adapter: Any, first_uses_only: bool, cache: FrameCache) -> LogSlice:
    """The log entries on screen: a window around the cursor, or every first use of a rule."""
    lang = s.lang
    window = log_window(s.length, s.position)
    if first_uses_only:  # the steps where a rule applies for the first time: all of them,
        # however long the line (a game meets each rule once; a few dozen steps)
        window = range(0, s.length + 1)
        wanted = why.refresh_first_uses(cache, s, adapter).steps()
        entries_in = [e for k in wanted for e in s.log(range(k, k + 1))]
    else:
        entries_in = s.log(window)
    entries = [(0, t("log_start", lang), "#000000")] if window.start == 0 else []
    sentences = cache.log
    if len(sentences) > LOG_CACHE_MAX:
        sentences.clear()
    for e in entries_in:
        key = (id(e.after), lang, s.view, tuple(s.seats))
        hit = sentences.get(key)
        if hit is not None and hit[0] is e.after:
            text = hit[1]
        else:
            text = f"{e.step}. {log_sentence(s, adapter, e)}"
            reason = why.bot_reason(s, e, lang)
            if reason:
                text += f" — {reason}"
            sentences[key] = (e.after, text)
        entries.append((e.step, text, seat_text_colour(e.seat)))
    return LogSlice(tuple(entries), s.position, lang)


def save_slice(s: Session, player_view: bool, cache: FrameCache) -> SaveSlice:
    """The save link (a data URL of the line), made again only when the line or cursor moved."""
    last = s.timeline.states()[-1]
    key = (s.active, last, s.position, len(s.branches), s.lang, tuple(s.seats), s.view)
    old = cache.save_key
    if old is not None and key[0] == old[0] and key[1] is old[1] and key[2:] == old[2:]:
        return SaveSlice(cache.save_html)
    cache.save_key = key
    if player_view:
        # a save holds the whole game (seed and hands): it is the referee's, not a player's
        cache.save_html = (f'<span class="pe-save-note">'
                           f"{esc(t('save_referee_only', s.lang))}</span>")
    else:
        data = base64.b64encode(s.save_json().encode("utf-8")).decode("ascii")
        name = f"{s.game_id}-seed{s.seed}-step{s.position}.json"
        cache.save_html = (
            f'<a download="{esc(name)}" href="data:application/json;base64,{data}" '
            f'style="font-size:16px;font-weight:600;padding:8px 12px;border:1px solid #0072B2;'
            f'border-radius:4px;text-decoration:none;color:#0072B2;display:inline-block">'
            f"⬇ {esc(t('save', s.lang))}</a>")
    return SaveSlice(cache.save_html)


def branch_name(s: Session, index: int) -> str:
    """The timeline menu's name for line ``index``: the main line, or a branch and its step."""
    b = s.branches[index]
    if b.number == 0:
        return t("main_line", s.lang)
    return t("branch_name", s.lang, n=b.number, step=b.from_step)


def description_html(description: str) -> str:
    """The table's words, visually hidden beside the drawing (a screen reader reads them).

    >>> description_html("Turn 1.")
    '<p class="pe-sr-only pe-table-description">Turn 1.</p>'
    """
    return f'<p class="pe-sr-only pe-table-description">{esc(description)}</p>'


def first_sentence(html_text: str) -> str:
    """The first sentence of an HTML text, as plain text (the live region's announcement).

    >>> first_sentence("<div><b>Step 3: P1: Re-roll 2 dice</b></div><p>Up to two re-rolls.</p>")
    'Step 3: P1: Re-roll 2 dice'
    >>> first_sentence("<div>Start. Press Step.</div>")
    'Start.'
    """
    blocks = [b for b in re.split(r"</(?:div|p|li|h\d)>|<br\s*/?>", html_text)
              if re.sub(r"<[^>]*>", "", b).strip()]
    if not blocks:
        return ""
    text = " ".join(unescape(re.sub(r"<[^>]*>", " ", blocks[0])).split())
    match = re.match(r"(.+?[.!?])(?:\s|$)", text)
    return match.group(1) if match else text


def render_state(s: Session, state: GameState) -> str:
    """The game's own drawing; its observation as text if the drawing fails."""
    try:
        return state.render_html(s.view, s.lang)
    except Exception:  # noqa: BLE001 - show the position anyway
        log.exception("render_html failed")
        return GameState.render_html(state, s.view, s.lang)


def rule_text(s: Session, adapter: Any, first_uses: Any = None) -> str:
    """The Why panel: what the step did on the table, the bot's reason, the clauses."""
    lang = s.lang
    if s.position == 0:
        return f"<div>{esc(t('rule_start', lang))}</div>"
    state = s.state
    clauses = adapter.explain(state, s.view)
    entry = s.log(range(s.position, s.position + 1))[0]
    heading = t("rule_for_step", lang, step=state.step, action=log_sentence(s, adapter, entry))
    new = why.refresh_first_uses(first_uses if first_uses is not None else s, s,
                                 adapter).new_at(s.position)
    chance = why.chance_line(entry.before, entry.action, lang) if entry.seat == CHANCE else None
    step_text = adapter.explain_step(entry.before, entry.action, entry.after, s.view, lang)
    return why.why_html(heading, clauses, lang, step_text=step_text, chance=chance,
                        bot=why.bot_reason(s, entry, lang), new=new)


def log_sentence(s: Session, adapter: Any, entry: Any) -> str:
    """``P1: Draw 2`` for a log entry, as the session's view may read it."""
    who = seat_name(entry.seat, s.lang) if entry.seat >= 0 else "⚄"
    text = adapter.describe(entry.before, entry.action, entry.after, s.lang, viewer=s.view)
    return f"{who}: {text}"


def result_text(s: Session, adapter: Any) -> str:
    """The result in words once the game is over ("" before): the adapter's sentence."""
    if not s.state.is_terminal():
        return ""
    return f"{t('result', s.lang)}: {adapter.result_text(s.state, s.lang)}"


__all__ = ["REFEREE", "WATCH", "CoachPosition", "ReviewPosition", "CurtainSlice", "ExtrasSlice", "Flags", "Frame",
           "FrameCache", "LogSlice", "MovesSlice", "NavSlice", "OddsSlice", "SaveSlice",
           "SeatsSlice", "SettingsSlice", "TableSlice", "TimelineSlice", "WhySlice",
           "log_window", "make_frame", "move_namer", "play_as_value", "review_position"]
