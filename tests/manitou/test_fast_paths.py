"""Issue 9: the faster ways to the same positions, draws and pictures.

The steps of play build positions, seasons and spots without attrs'
``__init__``, draw chance outcomes from tables filled at import, and draw
the table from lines a season or a spot keeps. These tests check, position
by position through random games, that all of it gives exactly what the
plain way gives: equal, frozen, hashable, picklable values; the very draw
``sample_outcome`` makes from the chance outcomes; the same picture.
"""

from __future__ import annotations

import copy
import itertools
import pickle
import random
from collections import Counter
from collections.abc import Iterator

import attrs
import pytest

from tablerules.core.chance import CHANCE, sample_outcome
from tablerules.manitou import GAME, ManitouState, Options, Phase, Season, Spot
from tablerules.manitou.components import CARDS, cards_without, sort_cards
from tests.manitou.test_legality import CASES, positions


def rebuilt(state: ManitouState) -> ManitouState:
    """``state`` made anew through attrs' ``__init__``, its season and spots too."""
    season = state.season
    return ManitouState(
        Season(
            season.options,
            season.players,
            season.number,
            season.dealer,
            season.decks,
            season.pools,
            season.results,
        ),
        state.phase,
        state.turn,
        state.plays,
        tuple(Spot(spot.bison, spot.cards, spot.guard) for spot in state.spots),
        state.piles,
        state.hands,
    )


@pytest.mark.parametrize(("players", "options"), CASES)
def test_positions_made_by_the_steps_are_the_values_attrs_would_make(players: int, options: Options) -> None:
    for state in positions(players, options, 6):
        twin = rebuilt(state)
        assert state == twin and hash(state) == hash(twin) and repr(state) == repr(twin)
        assert state.season == twin.season and hash(state.season) == hash(twin.season)
        assert state.spots == twin.spots and hash(state.spots) == hash(twin.spots)
        assert attrs.evolve(state) == state
        for copied in (copy.copy(state), copy.deepcopy(state), pickle.loads(pickle.dumps(state))):
            assert copied == state and hash(copied) == hash(state)
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            state.turn = 0  # type: ignore[misc]
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            state.season.number = 0  # type: ignore[misc]
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            state.spots[0].cards = ()  # type: ignore[misc]


def test_a_season_with_new_decks_is_the_season_attrs_would_make() -> None:
    season = GAME.setup(players=3).season
    before = season.scores  # worked out, and kept, before the decks change
    later = season.with_decks(((9, 10), (1, 2, 3)))
    assert later == attrs.evolve(season, decks=((9, 10), (1, 2, 3)))
    assert hash(later) == hash(attrs.evolve(season, decks=((9, 10), (1, 2, 3))))
    assert later.scores == before and later.decks == ((9, 10), (1, 2, 3))


def test_a_spot_with_one_more_bison_card_keeps_its_cards() -> None:
    spot = Spot((12,), ((0, "5"), (1, "C")), (1,))
    assert spot.with_bison(4) == Spot((12, 4), ((0, "5"), (1, "C")), (1,))
    assert spot.with_bison(4).table_lines() == Spot((12, 4), spot.cards, spot.guard).table_lines()


class _Fixed(random.Random):
    """A generator whose ``random()`` gives the values it was handed, in turn."""

    def __init__(self, values: list[float]) -> None:
        super().__init__(0)
        self.values = iter(values)

    def random(self) -> float:
        return next(self.values)


def _piles() -> Iterator[tuple[str, ...]]:
    """Piles of every shape: sorted or not, alike cards together or apart, short and long."""
    rng = random.Random(9)
    tribe = [card for card in CARDS for _ in range(2)]
    for size in (*range(1, 12), 15, 20):
        for _ in range(12):
            cards = rng.sample(tribe, size)
            yield sort_cards(cards)
            yield tuple(cards)
    yield ("5", "5", "5", "C", "C", "C", "C")
    yield ("5", "C", "5")


def _boundaries(pile: tuple[str, ...]) -> list[float]:
    """Values of ``random()`` on and about every boundary between two of the pile's cards."""
    size = len(pile)
    values = [0.0, 1.0 - 2**-53]
    for index in range(1, size):
        exact = index / size
        values += [exact, exact - 2**-53, exact + 2**-53, exact - 1e-12, exact + 1e-12]
    return [value for value in values if 0.0 <= value < 1.0]


def test_a_draw_from_any_pile_is_the_draw_sample_outcome_makes() -> None:
    """MAN-5: ``sample_chance`` draws the very card ``sample_outcome`` draws from the
    pile's outcomes, with the same use of the generator, whatever the pile looks like,
    on the boundaries between cards too."""
    start = GAME.setup(players=2)
    for pile in _piles():
        state = attrs.evolve(start, phase=Phase.DRAWING, turn=0, piles=(pile, ()), hands=((), ()))
        unlisted = state.chance_outcomes()
        # A plain tuple of the pairs, which sample_outcome sums itself: the outcomes of
        # a pile draw themselves from the pile, as sample_chance does.
        outcomes = tuple(unlisted)
        for seed in range(8):
            mine, theirs, listed = random.Random(seed), random.Random(seed), random.Random(seed)
            assert state.sample_chance(mine) == sample_outcome(outcomes, theirs)
            assert sample_outcome(unlisted, listed) == sample_outcome(outcomes, random.Random(seed))
            assert mine.getstate() == theirs.getstate() == listed.getstate()
        values = _boundaries(pile)
        drawn = [state.sample_chance(_Fixed([value])) for value in values]
        assert drawn == [sample_outcome(outcomes, _Fixed([value])) for value in values]
        assert drawn == [sample_outcome(unlisted, _Fixed([value])) for value in values]


def test_a_bison_card_laid_from_any_deck_is_the_card_sample_outcome_lays() -> None:
    start = GAME.setup(players=4, options=Options(large_herds=(9, 9, 10, 12, 12, 12, 13)))
    state = start
    while state.phase is Phase.LAYING:
        outcomes = state.chance_outcomes()
        for value in (0.0, 0.25, 0.5, 3 / 7, 5 / 7, 0.999):
            assert state.sample_chance(_Fixed([value])) == sample_outcome(outcomes, _Fixed([value]))
        state = state.apply(state.sample_chance(random.Random(1)))


def test_cards_without_is_the_multiset_difference() -> None:
    rng = random.Random(3)
    tribe = [card for card in CARDS for _ in range(2)]
    for _ in range(200):
        cards = rng.sample(tribe, rng.randrange(0, 20))
        taken = rng.sample(tribe, rng.randrange(0, 10))
        left = Counter(cards)
        left.subtract(taken)
        assert cards_without(cards, taken) == sort_cards(list(left.elements()))


@pytest.mark.parametrize("players", [2, 4])
def test_pictures_from_kept_lines_are_the_pictures_drawn_afresh(players: int) -> None:
    """A season keeps the lines it alone decides, and a spot its own lines; a
    position built anew, with nothing kept, draws the very same pictures."""
    for state in itertools.islice(positions(players, Options(), 7), None, None, 3):
        twin = rebuilt(state)
        for seat in (None, *range(players)):
            assert str(state.view(seat)) == str(twin.view(seat))
        assert str(state) == str(twin)
        # Asked again, from the kept lines.
        assert str(state) == str(rebuilt(state)) and str(state.view(None)) == str(twin.view(None))


@attrs.frozen(cache_hash=True)
class _Noted(ManitouState):
    """A position of a subclass with a field of its own."""

    note: str = "kept"


def test_a_subclass_with_fields_of_its_own_plays_on_through_its_init() -> None:
    """Every step of two seasons, scoring included, makes a position of the subclass."""
    rng = random.Random(1)
    state: ManitouState = _Noted.start(2, Options())
    while state.season.number < 3:
        if state.to_move is CHANCE:
            state = state.apply(state.sample_chance(rng))
        else:
            state = state.apply(state.legal_actions()[0])
        assert type(state) is _Noted and state.note == "kept"
