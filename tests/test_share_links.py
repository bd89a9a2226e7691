"""Share links (ui/model/share.py): every game's positions survive a link; damaged links open the
longest legal prefix with a message in English and German; nothing in a link names a card."""

from __future__ import annotations

import pytest

from pyramid_explorer import games
from pyramid_explorer.games import new_game
from pyramid_explorer.games.im_bann import ImBannState
from pyramid_explorer.games.im_bann.data import load_data
from pyramid_explorer.ui.explorer import Explorer
from pyramid_explorer.ui.model import share
from pyramid_explorer.ui.model.session import Session

GAME_IDS = games.available()


def bot_line(game_id: str, seed: int, steps: int, **options) -> list:
    """The states of a seeded bot game (at most ``steps`` steps)."""
    s = Session(game_id, seed=seed, **options)
    for _ in range(steps):
        if s.step() is None:
            break
    return s.timeline.states()


def other_value(opt):
    """A value of option ``opt`` that is not its default (None when there is none to pick)."""
    if isinstance(opt.default, bool):
        return not opt.default
    if opt.choices:
        return next(c for c in opt.choices if c != opt.default)
    if isinstance(opt.default, int):
        return opt.default + 7
    return None


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [1, 9])
def test_round_trip_of_seeded_bot_games_at_every_tenth_step(game_id, seed):
    states = bot_line(game_id, seed, 120)
    for cut in range(0, len(states), 10):
        line = states[:cut + 1]
        fragment = share.encode(line[-1], lang="de", states=line)
        opened = share.decode(fragment)
        assert opened.notices == []
        assert opened.final.snapshot() == line[-1].snapshot()
        assert opened.final.history == line[-1].history
        assert opened.lang == "de" and opened.position is None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_round_trip_keeps_options_players_position_and_view(game_id):
    spec = games.spec(game_id)
    options = {}
    for opt in spec.options:
        value = other_value(opt)
        if value is None or opt.name.endswith("_file"):
            continue
        try:
            new_game(game_id, seed=3, **{**options, opt.name: value})
        except Exception:  # noqa: BLE001 - a combination the game refuses: leave it out
            continue
        options[opt.name] = value
    players = spec.max_players
    states = bot_line(game_id, 3, 30, players=players, **options)
    fragment = share.encode(states[-1], position=len(states) // 2, viewer=players - 1,
                            states=states)
    opened = share.decode(fragment)
    assert opened.notices == []
    assert opened.root.options_dict() == states[0].options_dict()
    assert opened.root.num_players == players
    assert opened.position == len(states) // 2 and opened.viewer == players - 1
    assert opened.final.snapshot() == states[-1].snapshot()


def test_a_built_start_position_travels_in_the_link():
    root = ImBannState.from_position(hands=[["rope-3", "torch-1"], ["pickaxe-5"]],
                                     showcases=[["pickaxe-2"], []], depot="rope", seed=4)
    state = root
    for _ in range(3):
        state = state.apply(state.legal_actions()[0])
    opened = share.decode(share.encode(state))
    assert opened.notices == []
    assert opened.root.start_position() == root.start_position()
    assert opened.final.snapshot() == state.snapshot()


def test_a_link_is_compact():
    states = bot_line("pyramidenbau", 5, 300)
    fragment = share.encode(states[-1], states=states)
    assert len(fragment) < 400  # 300 steps in a few bits each, not a JSON list


def _illegal_index_link(game_id: str, seed: int) -> tuple[str, int]:
    """A link whose move k+1 is an index past that step's legal moves (and k)."""
    states = bot_line(game_id, seed, 60)
    indices = share.MoveIndexer().indices(states)
    k = next(i for i, (_, n) in enumerate(indices) if n & (n - 1))  # not a power of two
    n = indices[k][1]
    bad = [*indices[:k], (n, 1 << (n - 1).bit_length()), *indices[k + 1:]]  # same bit width
    fragment = share.encode(states[-1], states=states)
    head, _, tail = fragment.partition("&m=")
    rest = tail.partition("&")[2]
    return f"{head}&m={share.pack(bad)}&{rest}", k


@pytest.mark.parametrize("game_id", ["pyramidenbau", "dice-pyramid", "im-bann-der-pyramide"])
def test_an_illegal_move_opens_the_longest_legal_prefix_with_a_message(game_id):
    link, k = _illegal_index_link(game_id, 2)
    opened = share.decode(link)
    assert len(opened.actions) == k
    assert opened.final.history == bot_line(game_id, 2, k)[-1].history
    assert [n.en for n in opened.notices] == [
        f"Move {k + 1} of the link is not a legal move there (it was changed or the rules "
        f"differ): the first {k} moves are shown."]
    assert opened.notices[0].de.startswith(f"Zug {k + 1} im Link ist dort nicht erlaubt")


def test_a_cut_off_move_list_and_an_edited_count_are_noticed():
    states = bot_line("ramses-pyramid", 4, 20)
    fragment = share.encode(states[-1], states=states)
    head, _, tail = fragment.partition("&m=")
    count, _, rest = tail.partition(".")
    cut = share.decode(f"{head}&m=500.{rest}")
    assert "cut off" in cut.notices[0].en and "abgeschnitten" in cut.notices[0].de
    assert cut.final.history[:20] == states[-1].history
    fewer = share.decode(f"{head}&m=5.{rest}")
    assert len(fewer.actions) == 5
    assert [n.en.split(" (")[0] for n in fewer.notices] == [
        "The link was changed after it was made"]


@pytest.mark.parametrize("moves", ["3.***", "x.AAA", "3", "4.A=A"])
def test_damaged_base64_plays_no_moves_and_says_so(moves):
    opened = share.decode(f"v=1&g=pyramidenbau&s=3&m={moves}")
    assert opened.actions == () and opened.root.seed == 3
    assert "damaged" in opened.notices[0].en and "beschädigt" in opened.notices[0].de


def test_unknown_game_shows_the_default_game_with_a_message():
    opened = share.decode("v=1&g=chess&s=3&m=2.AA", default_game="ramses-pyramid",
                          default_seed=5)
    assert opened.root.game_id == "ramses-pyramid" and opened.root.seed == 5
    assert opened.actions == ()
    assert "unknown game 'chess'" in opened.notices[0].en
    assert "unbekannten Spiel 'chess'" in opened.notices[0].de


def test_unknown_or_bad_values_keep_the_defaults_and_say_which():
    opened = share.decode("v=1&g=im-bann-der-pyramide&s=seven&n=9&l=fr"
                          "&o=advanced:maybe;colour:red;adventure_side:low")
    texts = " | ".join(n.en for n in opened.notices)
    assert "seed 'seven'" in texts and "player count '9'" in texts
    assert "language 'fr'" in texts and "'advanced' was ignored" in texts
    assert "option 'colour' this game does not have" in texts
    assert opened.root.seed == 7 and opened.lang == "en"
    assert opened.root.num_players == games.spec("im-bann-der-pyramide").default_players
    assert opened.root.options.advanced is False            # the bad value: default kept
    assert opened.root.options.adventure_side == "low"      # the good one is used


def test_other_version_and_oversized_links():
    assert "another version" in share.decode("v=2&g=pyramidenbau").notices[0].en
    huge = share.decode("v=1&g=pyramidenbau&m=1." + "A" * (share.MAX_FRAGMENT + 1))
    assert "too long" in huge.notices[0].en and huge.actions == ()


def test_a_bad_built_start_is_refused_and_the_seeded_deal_shown():
    opened = share.decode("v=1&g=im-bann-der-pyramide&s=2&st=eJyrrgUAAXUA-Q")  # "{}" zipped
    assert opened.root.start_position() is None and opened.root.seed == 2
    assert "start position cannot be used" in opened.notices[0].en
    nodeal = share.decode("v=1&g=dice-pyramid&st=eJyrrgUAAXUA-Q")
    assert "always starts from a deal" in nodeal.notices[0].en


def test_a_link_names_no_card_and_is_only_offered_in_the_referees_view():
    states = bot_line("im-bann-der-pyramide", 6, 40)
    fragment = share.encode(states[-1], states=states)
    data = load_data("")
    codes = {card.code for card in data.cards} | {card.code.split("-")[0] for card in data.cards}
    assert len(codes) > 5
    for word in codes:  # neither a card's code nor its item appears anywhere in the link
        assert word not in fragment
    ex = Explorer("im-bann-der-pyramide", seed=6)
    ex.step()
    ex.set_view(0)
    assert ex.buttons["copy_link"].disabled
    assert ex.copy_link() is None and "referee" in ex.rule_html
    ex.set_view(None)
    assert not ex.buttons["copy_link"].disabled
    link = ex.copy_link()
    assert link.startswith("#v=1&g=im-bann-der-pyramide&s=6") and ex.panels.extras.link_text.value == link


def test_the_explorer_opens_a_link_and_undo_new_game_goes_back():
    states = bot_line("pyramidenbau", 8, 25)
    fragment = share.encode(states[-1], position=20, states=states)
    ex = Explorer("dice-pyramid", seed=1)
    ex.step()
    assert ex.open_link(fragment)
    assert ex.session.game_id == "pyramidenbau" and ex.session.position == 20
    assert ex.session.length == 25 and ex.problem is None
    assert ex.share_fragment() == fragment
    ex.buttons["undo_new"].click()
    assert ex.session.game_id == "dice-pyramid" and ex.session.position == 1


def test_reachable_tells_linkable_states_from_hand_built_ones():
    state = bot_line("dice-pyramid", 2, 6)[-1]
    assert share.reachable(state)
    built = ImBannState.from_position(hands=[["rope-3"], ["torch-1"]], depot="rope")
    assert share.reachable(built)  # its start travels in the link


def test_exercises_link_to_their_exact_position_in_the_dashboard(monkeypatch):
    from dataclasses import replace

    from pyramid_explorer.engine import Action
    from pyramid_explorer.ui.exercises import Choice, Exercise
    from pyramid_explorer.ui.exercises import links as exercise_links

    monkeypatch.setenv(exercise_links.URL_ENV, "http://school.example:9000/pe")
    played = new_game("dice-pyramid", seed=7).apply(Action("roll", (3, 3, 3, 5, 1)))
    built = ImBannState.from_position(hands=[["rope-3"], ["torch-1"]],
                                      showcases=[["pickaxe-5"], []], depot="rope")
    for position in (played, built):
        ex = Exercise(position, "?", [Choice("x", [position.legal_actions()[0]])], lang="de")
        link = exercise_links.link(position, ex.viewer, "de")
        assert link.startswith("http://school.example:9000/pe/#v=1&g=")
        assert 'target="_blank"' in ex.link_html.value and "im Dashboard öffnen" in ex.link_html.value
        opened = share.decode(link.split("#", 1)[1])
        assert opened.notices == [] and opened.final.snapshot() == position.snapshot()
        assert opened.viewer == ex.viewer and opened.lang == "de"
    by_hand = replace(new_game("pyramidenbau", seed=1), colour=2)
    ex = Exercise(by_hand, "?", [Choice("x", [by_hand.legal_actions()[0]])])
    assert "href" not in ex.link_html.value and "set up by hand" in ex.link_html.value


def test_a_link_opened_over_an_untouched_game_offers_no_undo():
    fragment = share.encode(bot_line("ramses-pyramid", 2, 5)[-1])
    ex = Explorer("dice-pyramid", seed=7)
    ex.open_link(fragment)
    assert ex.session.game_id == "ramses-pyramid"
    assert not ex.session.can_undo_new_game()
    assert ex.buttons["undo_new"].layout.display == "none"


def test_who_plays_each_seat_travels_in_the_link():
    ex = Explorer("ramses-pyramid", seed=5, players=3)
    assert "&b=" not in ex.share_fragment()  # every seat the default bot: nothing to carry
    ex.set_seat(0, "human")
    ex.set_seat(2, "random")
    fragment = ex.share_fragment()
    assert "&b=human,memory,random&" in fragment
    other = Explorer("dice-pyramid", seed=1)
    assert other.open_link(fragment)
    assert other.session.seats == ["human", "memory", "random"]
    assert other.problem is None  # nothing in the link was refused


def test_unknown_seats_in_a_link_keep_the_default_bots_and_say_so():
    fragment = Explorer("ramses-pyramid", seed=5, players=2).share_fragment()
    opened = share.decode(fragment.replace("&c=", "&b=human,chess&c="))
    assert opened.seats is None and opened.root is not None
    assert any("'human,chess'" in n.en and "memory" in n.en for n in opened.notices)
    assert any("passen nicht" in n.de for n in opened.notices)
    ex = Explorer("dice-pyramid", seed=1)
    assert ex.open_link(fragment.replace("&c=", "&b=human&c="))  # one seat for two players
    assert ex.session.seats == ["memory", "memory"] and "seats" in ex.problem.message


def test_a_copied_link_in_a_classroom_carries_no_token():
    """A link posted after class must not let anyone into the next lesson's server."""
    from pyramid_explorer.ui.common.page_bridge import PageBridge

    ex = Explorer("ramses-pyramid", seed=5)
    ex.page = PageBridge()
    ex.page.receive({"type": "hash", "hash": "", "href": "http://192.168.1.20:8866/?token=s3cret"})
    link = ex.copy_link()
    assert link.startswith("http://192.168.1.20:8866/#v=1&g=ramses-pyramid&s=5")
    assert "s3cret" not in link and "token" not in link
