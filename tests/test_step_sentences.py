"""Every move of Im Bann, Ramses Pyramid and Pyramidenbau gets a Why-panel sentence (issue 12).

Over seeded bot games, every step a player made is explained in English and in German, and
every move kind the engine knows has a sentence (the few no bot game reaches are built by
hand below). In a player's view the sentence never depends on a card that player cannot know:
redrawing the hidden cards (``GameSpec.resample_hidden``) leaves it the same, and no hidden
Im Bann card is named in it.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache
from typing import Any

import pytest
from playouts import case_id, cases, trajectory
from test_hidden_info import HIDDEN_NAMES

from pyramid_explorer import games
from pyramid_explorer.engine import Action, GameState
from pyramid_explorer.ui.adapters import get as adapter_for
from pyramid_explorer.ui.adapters.im_bann_why import SENTENCES as IM_BANN
from pyramid_explorer.ui.adapters.pyramidenbau_why import SENTENCES as PYRAMIDENBAU
from pyramid_explorer.ui.adapters.ramses_why import SENTENCES as RAMSES

GAMES = ("im-bann-der-pyramide", "ramses-pyramid", "pyramidenbau")
EXTRA = [("ramses-pyramid", 1, 3, {"track_up_to": True, "may_pass_space": True}),
         ("ramses-pyramid", 2, 4, {"team": "pairs", "bumped_to": "entrance"}),
         ("pyramidenbau", 1, 2, {"turns": "players"}),
         ("im-bann-der-pyramide", 3, 3, {"mummy_recipient": "choice", "curse_protected": "kind",
                                         "shed_then_complete": True})]
CASES = [c for c in cases() if c[0] in GAMES] + EXTRA
TRIED_PER_KIND = 12  # moves of each kind tried at bot-game positions besides the bots' own


@cache
def states(case: tuple[str, int, int, tuple[tuple[str, Any], ...]]) -> list[GameState]:
    game_id, seed, n, options = case
    return trajectory(game_id, seed, n, dict(options))


def frozen(case: tuple[str, int, int, dict[str, Any]]) -> tuple[Any, ...]:
    return (*case[:3], tuple(sorted(case[3].items())))


def assert_explained(before: GameState, action: Action, after: GameState,
                     viewer: int | None) -> None:
    adapter = adapter_for(before.game_id)
    en = adapter.explain_step(before, action, after, viewer, "en")
    de = adapter.explain_step(before, action, after, viewer, "de")
    where = f"{before.game_id} step {before.step} {action} (view {viewer})"
    assert en and de, f"{where}: no sentence ({en!r}, {de!r})"
    assert en != de, f"{where}: the German sentence is the English one: {en!r}"
    assert en.endswith(".") and de.endswith("."), (where, en, de)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_every_players_move_in_a_bot_game_gets_a_sentence_in_both_languages(case):
    line = states(frozen(case))
    tried: Counter[str] = Counter()
    for before, after in zip(line, line[1:], strict=False):
        seat = before.current_player()
        if seat < 0:
            continue
        action = after.history[-1]
        assert_explained(before, action, after, None)
        assert_explained(before, action, after, seat)
        for other in before.legal_actions():   # the moves the bot did not choose, too
            if tried[other.kind] < TRIED_PER_KIND and other != action:
                tried[other.kind] += 1
                assert_explained(before, other, before.apply(other), seat)


@pytest.mark.parametrize(("game_id", "sentences", "module"), [
    ("im-bann-der-pyramide", IM_BANN, "pyramid_explorer.games.im_bann.kinds"),
    ("ramses-pyramid", RAMSES, "pyramid_explorer.games.ramses_pyramid.actions"),
    ("pyramidenbau", PYRAMIDENBAU, "pyramid_explorer.games.pyramidenbau.moves"),
])
def test_every_move_kind_of_the_engine_has_a_sentence(game_id, sentences, module):
    import importlib

    kinds = {m.value for m in importlib.import_module(module).Move}
    assert kinds - set(sentences) == set(), f"{game_id}: moves without a sentence"


def test_the_moves_no_bot_game_reaches_are_explained_too():
    """Passing in Im Bann (no move left) and at a blocked dark layer in Ramses."""
    from pyramid_explorer.games.im_bann import ImBannState
    from pyramid_explorer.games.ramses_pyramid.mechanics import Adventurer
    from pyramid_explorer.games.ramses_pyramid.quick import replace
    from pyramid_explorer.games.ramses_pyramid.state import Phase

    stuck = ImBannState.from_position(hands=[[], []], rest="showcase:1", seed=1)
    assert [a.kind for a in stuck.legal_actions()] == ["pass"]
    after = stuck.apply(Action("pass"))
    assert_explained(stuck, Action("pass"), after, 1)
    assert adapter_for(stuck.game_id).explain_step(stuck, Action("pass"), after, 1, "en") == \
        "P1 ● cannot move and passes; P2 ■ moves next."

    s = games.new_game("ramses-pyramid", seed=3, players=2)
    blocked = replace(s, advs=(Adventurer(lapped=True), Adventurer()), phase=Phase.DECIDE,
                      mummies=((1, 0), (1, 1), (1, 2), (1, 3), *s.mummies[4:]))
    assert [a.kind for a in blocked.legal_actions()] == ["pass"]
    after = blocked.apply(Action("pass"))
    assert_explained(blocked, Action("pass"), after, 0)
    assert "mummies block every side of the dark layer" in adapter_for(
        "ramses-pyramid").explain_step(blocked, Action("pass"), after, 0, "en")


def test_the_sentences_name_the_card_the_seat_and_what_changed():
    """A Curse names what each showcase lost; a steal names the crystal and both tents; a
    hire names the worker, its workplace and what is left in the market."""
    from pyramid_explorer.games.im_bann import ImBannState

    s = ImBannState.from_position(hands=[["curse"], [], []],
                                  showcases=[[], ["rope-2"], ["protection", "torch-3"]], seed=2)
    after = s.apply(Action("curse"))
    text = adapter_for(s.game_id).explain_step(s, Action("curse"), after, 2, "en")
    assert text == ("P1 ● plays the Curse: P2 ■ loses Rope 2; P3 ▲ holds a Protection and "
                    "chooses what to give up.")
    de = adapter_for(s.game_id).explain_step(s, Action("curse"), after, 2, "de")
    assert de.startswith("P1 ● spielt den Fluch: P2 ■ verliert Seil 2; P3 ▲ hat einen Schutz")

    line = states(("ramses-pyramid", 1, 3, ()))
    steal = next((b, a) for b, a in zip(line, line[1:], strict=False)
                 if a.history[-1].kind == "steal")
    before, after = steal
    victim, colour = after.history[-1].args
    text = adapter_for("ramses-pyramid").explain_step(before, after.history[-1], after, None,
                                                      "en")
    assert f"steals P{victim + 1}" in text and f"{colour} crystal" in text, text

    p = games.new_game("pyramidenbau", seed=3).apply(Action("roll", (5,)))
    hire = next(a for a in p.legal_actions() if a.kind == "hire")
    text = adapter_for("pyramidenbau").explain_step(p, hire, p.apply(hire), None, "en")
    assert text.startswith("Red (R, P2 ■) hires a ") and " left in the market" in text, text


HIDDEN_CASES = [c for c in cases(seeds=(1,)) if c[0] in GAMES
                and games.spec(c[0]).hidden_information]
REDRAWS = 2


@pytest.mark.parametrize("case", HIDDEN_CASES, ids=case_id)
def test_a_seats_sentence_is_the_same_whatever_the_cards_it_cannot_see(case):
    """Every step, every seat's view: redraw what that seat cannot know before the step, play
    the same move; where the seat sees the same table afterwards, it reads the same sentence
    (and in Im Bann no hidden card's name is in it)."""
    game_id = case[0]
    adapter, resample = adapter_for(game_id), games.spec(game_id).resample_hidden
    names = HIDDEN_NAMES.get(game_id)
    line = states(frozen(case))
    compared = 0
    for before, after in zip(line, line[1:], strict=False):
        if before.current_player() < 0:
            continue
        action = after.history[-1]
        for viewer in range(before.num_players):
            lang = ("en", "de")[(before.step + viewer) % 2]
            mine = adapter.explain_step(before, action, after, viewer, lang)
            if names is not None:
                for name in names(after, viewer):
                    assert name not in (mine or ""), (f"P{viewer + 1} reads hidden {name!r}: "
                                                      f"{mine}")
            rng = random.Random(f"{before.step}:{viewer}")
            for _ in range(REDRAWS):
                other = resample(before, viewer, rng)
                try:
                    other_after = other.apply(action)
                except Exception:  # noqa: BLE001 - the redrawn cards cannot make this move
                    continue
                if other_after.observation(viewer) != after.observation(viewer):
                    continue
                theirs = adapter.explain_step(other, action, other_after, viewer, lang)
                assert mine == theirs, (viewer, action, mine, theirs)
                compared += 1
    assert compared > 50
