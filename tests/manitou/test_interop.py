"""Numbering, limits and observations of Manitou (the rules page's "Numbering and observations").

The universes and limits come from the rules alone; here random games show
every action met is numbered and every limit kept, positions built by hand
show the limits are reached (or how close a game comes), and the
observation is shown to hold exactly what a seat's view holds (MAN-14),
entry for entry as a plain encoding of the view gives it.
"""

from __future__ import annotations

import hashlib
import random
import re
from pathlib import Path

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tablerules import CHANCE
from tablerules.core.game import sample_state
from tablerules.manitou import GAME, Choose, Draw, LayBison, ManitouState, ManitouView, Options, Phase, Play
from tablerules.manitou.components import CARDS, SMALL_HERDS_TEN, SPOTS, WARRIORS
from tablerules.manitou.position import build
from tests.hashseeds import printed_under
from tests.manitou.scripts import laid, new_game, run, swapped, worked_turns

#: The configurations the random games cover: every variant, and the other switches and decks.
OPTIONS = (
    *GAME.variants().values(),
    Options(
        small_herds=SMALL_HERDS_TEN,
        pair_rule="fight-in-order",
        second_card_after_tie_for_first=True,
        tie_for_second_voids_spot=True,
    ),
)
GAMES_PER_CASE = 30

#: The sizes table of the rules page, worked out by hand there: per player count and
#: variant, the universes, the limits and the observation's length.
BY_HAND = {
    (2, "standard"): (60, 27, 15, 8, 90, 150, -30, 88, 187),
    (2, "dealer-chooses-seven"): (60, 27, 15, 8, 87, 144, -30, 88, 187),
    (3, "standard"): (60, 27, 15, 8, 135, 219, -30, 125, 250),
    (3, "dealer-chooses-seven"): (60, 27, 15, 8, 132, 213, -30, 125, 250),
    (4, "standard"): (60, 27, 15, 8, 180, 291, -30, 146, 313),
    (4, "dealer-chooses-seven"): (60, 27, 15, 8, 177, 285, -30, 146, 313),
}

RULES_PAGE = Path(__file__).resolve().parents[2] / "docs" / "rules" / "manitou.rst"


def sizes(players: int, options: Options) -> tuple[int, ...]:
    limits = GAME.limits(players, options)
    return (
        len(GAME.action_universe(players, options)),
        len(GAME.chance_universe(players, options)),
        limits.most_legal_actions,
        limits.most_chance_outcomes,
        limits.longest_game,
        limits.longest_game_steps,
        limits.lowest_score,
        limits.highest_score,
        GAME.observation_layout(players, options).size,
    )


# -- the universes ------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", OPTIONS, ids=["standard", "dealer-chooses-seven", "switches"])
def test_random_games_meet_only_numbered_actions_and_keep_the_limits(players: int, options: Options) -> None:
    universe = GAME.action_universe(players, options)
    chances = GAME.chance_universe(players, options)
    limits = GAME.limits(players, options)
    rng = random.Random(players)
    for _ in range(GAMES_PER_CASE):
        state = GAME.setup(players, options)
        decisions = steps = 0
        while not state.is_over:
            legal = state.legal_actions()
            if state.to_move is CHANCE:
                assert len(legal) <= limits.most_chance_outcomes
                assert all(outcome in chances for outcome in legal)
                action = state.sample_chance(rng)
            else:
                assert len(legal) <= limits.most_legal_actions
                assert all(action in universe for action in legal)
                decisions += 1
                action = legal[rng.randrange(len(legal))]
            state = state.apply(action)
            steps += 1
            assert all(limits.lowest_score <= score <= limits.highest_score for score in state.scores())
        assert decisions <= limits.longest_game and steps <= limits.longest_game_steps


@pytest.mark.parametrize(("players", "variant"), list(BY_HAND))
def test_sizes_are_the_ones_worked_out_by_hand(players: int, variant: str) -> None:
    assert sizes(players, GAME.variants()[variant]) == BY_HAND[players, variant]


def test_the_rules_page_gives_the_same_sizes() -> None:
    page = RULES_PAGE.read_text(encoding="utf-8")
    section = page[page.index("Numbering and observations") :]
    rows = re.findall(r"^([234])\s+(standard|dealer-chooses-seven)\s+([-\d ]+)$", section, re.MULTILINE)
    found = {(int(players), variant): tuple(map(int, numbers.split())) for players, variant, numbers in rows}
    assert found == BY_HAND


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", OPTIONS, ids=["standard", "dealer-chooses-seven", "switches"])
def test_the_action_universe_is_every_choice_then_every_play_in_card_order(
    players: int, options: Options
) -> None:
    universe = GAME.action_universe(players, options)
    assert len(universe) == 15 + 15 * 3 == 60
    assert universe[0] == Choose("1") and universe[14] == Choose("Q")
    assert universe[15] == Play("1", 1) and universe[-1] == Play("Q", 3)
    # The rules page's formula: 15 + 3 x (the card's place in CARDS) + spot - 1.
    assert universe.index(Play("C", 2)) == 15 + 3 * 10 + 1
    assert universe.actions == (
        *(Choose(card) for card in CARDS),
        *(Play(card, spot) for card in CARDS for spot in range(1, SPOTS + 1)),
    )


def test_the_chance_universe_is_every_bison_value_then_every_draw() -> None:
    chances = GAME.chance_universe(2)
    values = (1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13)
    assert len(chances) == len(values) + 15 == 27
    assert chances[0] == LayBison(1) and chances[11] == LayBison(13)
    assert chances[12] == Draw("1") and chances[-1] == Draw("Q")
    assert chances.actions == (*(LayBison(value) for value in values), *(Draw(card) for card in CARDS))
    # The ten-card small deck has the same values.
    assert GAME.chance_universe(4, Options(small_herds=SMALL_HERDS_TEN)) == chances


def test_decks_of_ones_own_number_their_own_values() -> None:
    options = Options(large_herds=(30, 20, 30), small_herds=(1,) * 9)
    chances = GAME.chance_universe(2, options)
    assert chances[:3] == (LayBison(1), LayBison(20), LayBison(30)) and len(chances) == 18
    limits = GAME.limits(2, options)
    # One large herd a season, three of 30, 20, 30; six small herds of 1: 80 + 6 + 21 prisoners.
    assert limits.highest_score == 30 + 30 + 20 + 6 + 21
    assert limits.most_chance_outcomes == 8
    many = Options(small_herds=tuple(range(1, 13)))
    assert GAME.limits(2, many).most_chance_outcomes == 12
    # ... reached at the first small herd of the game.
    state = run(new_game(2, many), "bison 13")
    assert len(state.legal_actions()) == 12


def test_the_universe_is_the_same_under_another_hash_seed() -> None:
    printed = printed_under("from tests.manitou.test_interop import digest; print(digest())")
    assert printed == {digest() + "\n"}


def digest() -> str:
    """A hash of every universe's actions as text, over every player count and option set."""
    texts = [
        str(action)
        for players in (2, 3, 4)
        for options in OPTIONS
        for universe in (GAME.action_universe(players, options), GAME.chance_universe(players, options))
        for action in universe
    ]
    return hashlib.sha256("\n".join(texts).encode()).hexdigest()


def test_arguments_are_checked_as_setup_checks_them() -> None:
    with pytest.raises(ValueError, match="2, 3, 4 players"):
        GAME.action_universe(5)
    with pytest.raises(ValueError, match="Options"):
        GAME.limits(2, "standard")  # type: ignore[arg-type]
    # Enough large herds for two players, too few for four: as setup says.
    small = Options(large_herds=(9, 10, 11))
    assert len(GAME.chance_universe(2, small)) == 3 + 7 + 15
    with pytest.raises(ValueError, match="large_herds"):
        GAME.observation_layout(4, small)
    with pytest.raises(ValueError, match="large_herds"):
        GAME.setup(4, small)


def test_answers_are_kept_per_configuration() -> None:
    assert GAME.action_universe(3) is GAME.action_universe(3, Options())
    assert GAME.limits(4) is GAME.limits(4, Options())
    assert GAME.observation_layout(2) is GAME.observation_layout(2, Options())


# -- the limits, reached ------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("variant", ["standard", "dealer-chooses-seven"])
def test_a_game_without_warriors_is_the_longest_and_everyone_ends_at_the_lowest_score(
    players: int, variant: str
) -> None:
    """The first legal action everywhere: hunters only, all at spot 1, the same for every seat.

    No prisoners are taken, so every tribe keeps 21 cards and chooses every
    season: the longest game. Every seat ties at spot 1, so nobody takes a
    bison card and every seat is a skin thief every season: -30.
    """
    options = GAME.variants()[variant]
    limits = GAME.limits(players, options)
    state = GAME.setup(players, options)
    decisions = steps = most = 0
    while not state.is_over:
        legal = state.legal_actions()
        if state.to_move is not CHANCE:
            decisions += 1
            most = max(most, len(legal))
        state = state.apply(legal[0])
        steps += 1
    assert (decisions, steps) == (limits.longest_game, limits.longest_game_steps)
    assert most == limits.most_legal_actions == 15  # the first choice: the whole tribe
    assert state.scores() == (limits.lowest_score,) * players == (-30,) * players


def test_a_pile_of_eight_kinds_reaches_the_most_chance_outcomes() -> None:
    state = run(laid(2), *(f"choose {card}" for card in ("1", "2", "3", "4", "C", "M", "R", "S")))
    assert state.phase.name == "CHOOSING" and state.turn == 0
    state = run(state, *(f"choose {card}" for card in ("5", "6", "7", "8", "9", "10", "C", "Q")))
    assert state.phase.name == "DEALING" and state.turn == 1
    assert len(state.chance_outcomes()) == GAME.limits(2).most_chance_outcomes == 8


def test_a_play_offers_at_most_nine_actions() -> None:
    state = worked_turns(0)
    assert state.hands[1] == ("9", "10", "C") and len(state.legal_actions()) == 9


#: Three seasons built by hand, two players: seat 0 takes a bison card at two or three
#: spots a season and every card seat 1 plays, while seat 1 has the most hunters.
HIGH_SCORING = (
    # Seat 0 deals: seat 1 hunts alone at spot 2, where seat 0's chief takes every card.
    ["bison 13 + 1; 0:1 0:M 0:R", "bison 2; 1:10 0:C 1:9 1:8 1:7 1:6 1:5 1:5", "bison 7; 0:2 0:S 0:Q"],
    # Seat 1 deals, its hunters 1 to 4 left: its warriors lose to seat 0's chief.
    ["bison 12 + 3; 0:1 0:3 0:M 0:R", "bison 4; 0:C 1:1 1:2 1:3 1:4 1:(M) 1:(R) 1:(S)", "bison 6; 0:2 0:M"],
    # Seat 1 has warriors only; seat 0 answers each and hunts alone: the skin thief is seat 0's.
    [
        "bison 11 + 4; 0:10",
        "bison 5; 1:(C) 0:(Q) 1:(Q) 0:(M) 1:(C) 0:(Q) 1:(Q) 0:C 1:(M) 1:(R) 1:(S) 0:4",
        "bison 5; 0:5",
    ],
)


def test_a_game_built_by_hand_comes_within_reach_of_the_highest_score() -> None:
    state = build(2, earlier=HIGH_SCORING)
    assert state.is_over
    # 13 + 7 + 7 prisoners, 12 + 6 + 7, 11 + 5 + 5 + 7 - 10: the bound (88) leaves out the skin thief.
    assert state.scores() == (70, -14)
    assert max(state.scores()) <= GAME.limits(2).highest_score == 88


# -- the observation ------------------------------------------------------------------------


#: A whole tribe counted by card: two 5s and two of each warrior.
TRIBE_COUNTS = tuple(2 if card in ("5", "C", "M", "R", "S", "Q") else 1 for card in CARDS)


def parts(state: ManitouState, seat: int | None) -> dict[str, tuple[int, ...]]:
    layout = GAME.observation_layout(state.players, state.options)
    return layout.parts(GAME.observe(state.view(seat), seat))


def at(card: str) -> int:
    return CARDS.index(card)


def test_the_segments_read_back_a_known_position() -> None:
    # The rules page's worked season before seat 0's last card.
    state = build(
        2,
        spots=[
            "bison 12 + 5; 1:10 0:6 0:C 1:9 0:(C) 1:(Q) 1:(M)",
            "bison 3; 0:10 1:8 0:5",
            "bison 7; 1:C 0:(S) 1:7",
        ],
        hands={0: "5 R", 1: "1"},
    )
    mine, theirs = parts(state, 0), parts(state, 1)
    assert mine["season"] == (1,) and mine["phase"] == (3,)  # playing
    assert mine["dealer"] == (0,) and theirs["dealer"] == (1,)  # seat 0 deals: the observer, or the next seat
    assert mine["turn"] == (0,) and theirs["turn"] == (1,)
    assert mine["scores"] == (30, 30)
    hand = [0] * 15
    hand[at("5")] = hand[at("R")] = 1
    assert mine["hand"] == tuple(hand) and mine["pile"] == (0,) * 15
    assert mine["hand_sizes"] == (2, 1) and theirs["hand_sizes"] == (1, 2)
    assert mine["bison"] == (12, 5, 3, 0, 7, 0)
    # Spot 1: seat 0 holds it with a chief; spot 3: seat 1 with a chief.
    assert mine["spots.holder"] == (1, 0, 2) and theirs["spots.holder"] == (2, 0, 1)
    assert mine["spots.guard"] == (1, 0, 0, 0, 1, 0)
    cards = mine["spots.cards"]
    spot_1_seat_0, spot_1_seat_1 = cards[0:15], cards[15:30]
    assert spot_1_seat_0[at("6")] == 1 and spot_1_seat_0[at("C")] == 2 and sum(spot_1_seat_0) == 3
    assert sum(spot_1_seat_1) == 4 and spot_1_seat_1[at("Q")] == spot_1_seat_1[at("M")] == 1
    # Seat 1 sees the same spots with itself first.
    assert theirs["spots.cards"][15:30] == spot_1_seat_0
    # 12 and 5, 3 and 7 are laid: the decks hold 9 10 10 11 13 (of 9 to 13) and 1 2 4 4 5 6 (of 1 to 7).
    assert mine["decks.large"] == (1, 2, 1, 0, 1)
    assert mine["decks.small"] == (1, 1, 0, 2, 1, 1, 0)
    assert mine["tribes"] == TRIBE_COUNTS * 2


def test_scores_and_tribes_after_a_season() -> None:
    state = build(2, earlier=HIGH_SCORING[:1])
    mine = parts(state, 1)
    assert state.scores() == (27, -8)
    assert mine["season"] == (2,) and mine["dealer"] == (0,)  # seat 1 deals season 2
    assert mine["scores"] == (-8 + 30, 27 + 30)
    lost = [0] * 15
    for card in ("10", "9", "8", "7", "6", "5", "5"):
        lost[at(card)] += 1
    assert mine["tribes"][:15] == tuple(have - gone for have, gone in zip(TRIBE_COUNTS, lost, strict=True))


def test_a_spectator_sees_no_hand_and_from_seat_0() -> None:
    state = worked_turns(2)
    spectator, seat_0 = parts(state, None), parts(state, 0)
    assert spectator["hand"] == spectator["pile"] == (0,) * 15
    assert spectator["hand_sizes"] == seat_0["hand_sizes"]
    assert spectator["spots.cards"] == seat_0["spots.cards"]
    with pytest.raises(ValueError, match="seat"):
        GAME.observe(state.view(0), 1)


def test_what_a_seat_cannot_see_does_not_change_its_observation() -> None:
    state = worked_turns(2)
    assert state.hands[0] == ("5", "10", "C") and state.piles[0] == ("5", "C", "R", "S")
    other = swapped(state, 0, ("5", "5", "R"), ("10", "C", "C", "S"))
    assert other.view(1) == state.view(1)
    assert GAME.observe(other.view(1), 1) == GAME.observe(state.view(1), 1)
    assert GAME.observe(other.view(None), None) == GAME.observe(state.view(None), None)
    # Seat 0 sees its own hand and pile.
    assert GAME.observe(other.view(0), 0) != GAME.observe(state.view(0), 0)
    # The other seat's choices while choosing, too.
    choosing = run(laid(2), "choose 10", "choose 9")
    assert GAME.observe(swapped(choosing, 1, (), ("C", "Q")).view(0), 0) == GAME.observe(choosing.view(0), 0)
    assert GAME.observe(swapped(choosing, 1, (), ("C", "Q")).view(1), 1) != GAME.observe(choosing.view(1), 1)


def test_what_a_seat_can_see_changes_its_observation() -> None:
    state = worked_turns(2)
    seat = state.turn
    card = state.hands[seat][0]
    seen = {GAME.observe(state.apply(Play(card, spot)).view(1 - seat), 1 - seat) for spot in (1, 2, 3)}
    assert len(seen) == 3  # the other seat sees where the card went
    # A fight's outcome shows in the guard alone: the same cards, another warrior face up.
    first, then = "bison 3", "bison 7"
    cards = {"hands": {0: "1 2 3", 1: "4 5 6"}, "piles": {0: "4 5 6", 1: "1 2 3"}}
    pair = build(2, spots=["bison 12 + 5; 1:10 0:C 1:9 0:M", first, then], **cards)
    single = build(2, spots=["bison 12 + 5; 1:10 0:M 1:9 0:C", first, then], **cards)
    assert parts(pair, 1)["spots.cards"] == parts(single, 1)["spots.cards"]
    assert parts(pair, 1)["spots.guard"] == (1, 2, 0, 0, 0, 0)
    assert parts(single, 1)["spots.guard"] == (2, 1, 0, 0, 0, 0)
    assert GAME.observe(pair.view(1), 1) != GAME.observe(single.view(1), 1)


@given(st.data())
def test_observations_fit_the_layout_and_hold_only_the_view(data: st.DataObject) -> None:
    players = data.draw(st.sampled_from([2, 3, 4]), label="players")
    options = data.draw(st.sampled_from(OPTIONS), label="options")
    layout = GAME.observation_layout(players, options)
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed"))
    state = GAME.setup(players, options)
    for _ in range(data.draw(st.integers(0, 300), label="steps")):
        if state.is_over:
            break
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])
    for seat in (None, *range(players)):
        view = state.view(seat)
        vector = GAME.observe(view, seat)
        layout.check(vector)
        drawn = sample_state(view, rng).view(seat)
        assert GAME.observe(drawn, seat) == vector


# -- the observation, against one written out plainly ------------------------------------


def plain_observation(view: ManitouView, seat: int | None) -> tuple[int, ...]:
    """The vector as the rules page describes it, segment by segment, the slow way.

    The scores come from the score sheet; every count is counted anew. A check
    on ``observe``, which keeps what a season fixes between calls.
    """
    players, season, options = view.players, view.season, view.season.options
    start = 0 if seat is None else seat
    order = [(start + step) % players for step in range(players)]

    def place(owner: int) -> int:
        return (owner - start) % players

    def counted(cards: list[str] | tuple[str, ...]) -> list[int]:
        return [list(cards).count(card) for card in CARDS]

    lowest = GAME.limits(players, options).lowest_score
    large, small = season.decks
    parts = {
        "season": [season.number],
        "dealer": [place(season.dealer)],
        "scores": [view.scores()[owner] - lowest for owner in order],
        "decks.large": [large.count(value) for value in sorted(set(options.large_herds))],
        "decks.small": [small.count(value) for value in sorted(set(options.small_herds))],
        "tribes": [count for owner in order for count in counted(view.pools[owner])],
        "phase": [list(Phase).index(view.phase)],
        "turn": [place(view.turn)],
        "hand": counted(view.hand),
        "pile": counted(view.pile),
        "hand_sizes": [view.hand_sizes[owner] for owner in order],
        "pile_sizes": [view.pile_sizes[owner] for owner in order],
        "bison": [(*spot.bison, 0, 0)[index] for spot in view.spots for index in range(2)],
        "spots.cards": [
            count
            for spot in view.spots
            for owner in order
            for count in counted([card for who, card in spot.cards if who == owner])
        ],
        "spots.holder": [0 if spot.holder is None else 1 + place(spot.holder) for spot in view.spots],
        "spots.guard": [
            (*(WARRIORS.index(spot.cards[index][1]) + 1 for index in spot.guard), 0, 0)[slot]
            for spot in view.spots
            for slot in range(2)
        ],
    }
    assert list(parts) == [segment.name for segment in GAME.observation_layout(players, options).segments]
    return tuple(value for part in parts.values() for value in part)


def every_position(players: int, options: Options, seed: int) -> list[ManitouState]:
    """Every position of one random game, chance steps and the end included."""
    rng = random.Random(seed)
    state = GAME.setup(players, options)
    positions = [state]
    while not state.is_over:
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])
        positions.append(state)
    return positions


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", OPTIONS, ids=["standard", "dealer-chooses-seven", "switches"])
def test_every_entry_is_the_plain_one_at_every_step_of_random_games(players: int, options: Options) -> None:
    # Two games at once, each seat and a spectator at every step: what observe keeps
    # per season must serve a game only, whatever else was asked in between.
    games = [every_position(players, options, seed) for seed in (players, players + 10)]
    for first, second in zip(*games, strict=False):
        for state in (first, second):
            for seat in (None, *range(players)):
                view = state.view(seat)
                assert GAME.observe(view, seat) == plain_observation(view, seat)


def test_earlier_positions_and_other_spots_of_one_season_read_alike() -> None:
    rng = random.Random(7)
    positions = every_position(3, Options(), 3)
    rng.shuffle(positions)  # the seasons and the spots come back out of order
    others = every_position(3, Options(), 4)
    checked = 0
    for state in positions:
        # The same season value with another game's spots: other bison cards, other cards played.
        other = others[rng.randrange(len(others))]
        moved = attrs.evolve(state, spots=other.spots)
        for position in (state, moved, state):
            for seat in (None, 0, 1, 2):
                view = position.view(seat)
                assert GAME.observe(view, seat) == plain_observation(view, seat)
                checked += 1
    assert checked > 1000


def test_the_scores_are_the_score_sheets_totals_after_a_game_built_by_hand() -> None:
    state = build(2, earlier=HIGH_SCORING)
    for seat in (None, 0, 1):
        assert parts(state, seat)["scores"] == plain_observation(state.view(seat), seat)[2:4]
    assert parts(state, 0)["scores"] == (70 + 30, -14 + 30)
