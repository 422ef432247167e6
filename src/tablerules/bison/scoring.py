"""Scoring a region: influence, places, and the animals each player takes.

"Each region is scored - first all prairies, then the mountains, and finally
the rivers. The player with the tipi or canoe with the most diamonds in that
region has the greatest influence. If there is a tie, the second-largest tipi
or canoe counts, and so on. If there is still a tie, the tied player with
the most hunters has the greatest influence."

The score sheet (:func:`score_sheet`) shows a season's scoring region by
region as the rulebook's Example 3 lists it, one row a seat present in a
region, and then what else each seat's tracks hold.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Final

import attrs

from tablerules.bison.board import FIELD_NAMES, Region, field_name
from tablerules.bison.components import ANIMALS, SEAT_NAMES, Terrain, counted
from tablerules.bison.phase import Phase
from tablerules.core.frozen import maker
from tablerules.core.outcome import ScoreItem, ScoreSheet
from tablerules.core.words import aligned

if TYPE_CHECKING:
    from tablerules.bison.state import BisonState

__all__ = [
    "REGION_ROW",
    "TRACK_ROW",
    "Influence",
    "RegionScore",
    "SeasonScore",
    "Standing",
    "field_names",
    "score_region",
    "score_sheet",
]

#: The ``kind`` of a score sheet row for one seat's result in one region.
REGION_ROW: Final = "region"
#: The ``kind`` of a score sheet row for what a track holds besides the regions on the sheet.
TRACK_ROW: Final = "track"

#: Tipis and canoes by their diamonds, as the rulebook names them.
_SIZE_NAMES: Final = {1: "single", 2: "double", 3: "triple", 4: "quadruple"}


def field_names(fields: Iterable[int]) -> tuple[str, ...]:
    """Fields given by number, named as the notation and the picture name them.

    ``field_names(region.fields)`` reads a region's fields as ``("1p", "3p")``;
    :data:`~tablerules.bison.board.FIELD_NAMES` is the table behind it, by
    field number.
    """
    return tuple(FIELD_NAMES[field] for field in fields)


@attrs.frozen(order=True)
class Influence:
    """A player's influence in a region: tipis or canoes by size, largest first, then hunters.

    Influences compare as the rulebook ranks them: the largest piece first,
    then the next, a missing piece counting less than any piece, then the
    number of hunters (BIS-12 for the option that leaves hunters out).
    """

    pieces: tuple[int, ...]
    hunters: int

    def __str__(self) -> str:
        parts = [_SIZE_NAMES[size] for size in self.pieces]
        if self.hunters:
            parts.append(counted(self.hunters, "hunters"))
        return " + ".join(parts) or "nothing"


@attrs.frozen
class Standing:
    """One player present in a region: their influence, place, and what they took.

    ``place`` is 1 plus the number of players with a greater influence: 1 for
    the greatest (shared in a tie), and after two tied firsts the next is 3.
    ``fields`` are the region's fields holding their pieces.
    """

    seat: int
    influence: Influence
    place: int
    fields: tuple[int, ...]
    took: int


@attrs.frozen
class RegionScore:
    """How one region was scored: its fields and animals, and every player present.

    What the result is reads as attributes (``standings``, ``first_place``,
    and on each :class:`Standing` its ``place`` and ``took``); what needs a
    seat is a method that takes it (``took(seat)``).
    """

    region: Region
    standings: tuple[Standing, ...]

    @property
    def first_place(self) -> tuple[int, ...]:
        """The seats in first place, in seat order (none in an empty region)."""
        return tuple(standing.seat for standing in self.standings if standing.place == 1)

    def took(self, seat: int) -> int:
        """The animals ``seat`` took from this region (0 for a seat not present)."""
        return sum(standing.took for standing in self.standings if standing.seat == seat)

    def first(self) -> tuple[int, ...]:
        """The seats in first place: :attr:`first_place`, as code written before it asks."""
        return self.first_place


@attrs.frozen
class SeasonScore:
    """The scoring of one season: every region in the order it was scored.

    ``players`` is the number of seats (0 when not known: the table then
    counts the seats from those present).
    """

    season: int
    regions: tuple[RegionScore, ...]
    players: int = 0
    # What each seat present took, worked out once: every later position shows it.
    _taken: dict[int, tuple[int, int, int]] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        taken: dict[int, list[int]] = {}
        for score in self.regions:
            for standing in score.standings:
                taken.setdefault(standing.seat, [0, 0, 0])[score.region.terrain] += standing.took
        object.__setattr__(self, "_taken", {seat: (t[0], t[1], t[2]) for seat, t in taken.items()})

    def took(self, seat: int) -> tuple[int, int, int]:
        """The bison, salmon and turkeys ``seat`` took this season."""
        return self._taken.get(seat, (0, 0, 0))

    def table(self, seat_names: Sequence[str] | None = None) -> str:
        """The season as the rulebook's Example 3 prints it: one row a region, one column a seat."""
        seen = 1 + max((s.seat for r in self.regions for s in r.standings), default=-1)
        players = max(self.players, seen)
        names = list(seat_names or SEAT_NAMES[: max(players, 1)])
        header = ["Terrain", "Region size", "Number of animals", "Presence", "1st place"]
        header += [f"{name.capitalize()}'s result" for name in names]
        rows = [header]
        for score in self.regions:
            region = score.region
            animal = region.terrain.animal
            # The rulebook lists who is present in seat order, whoever came first.
            present = (
                " + ".join(names[s.seat].capitalize() for s in sorted(score.standings, key=_seat)) or "None"
            )
            first = " + ".join(names[seat].capitalize() for seat in score.first_place) or "-"
            size = len(region.fields)
            row = [
                region.name,
                counted(size, "spaces"),
                counted(region.animals, animal),
                present,
                first,
            ]
            for seat in range(len(names)):
                here = [s for s in score.standings if s.seat == seat]
                row.append(counted(here[0].took, animal) if here and here[0].took else "-")
            rows.append(row)
        return aligned(rows)


def _seat(standing: Standing) -> int:
    return standing.seat


# A season's scoring makes these for every region: through core.frozen's maker, at a
# fraction of the cost of attrs' __init__ (no field has a default, converter or validator).
_influence: Final = maker(Influence, ("pieces", "hunters"))
_standing: Final = maker(Standing, ("seat", "influence", "place", "fields", "took"))
_region_score: Final = maker(RegionScore, ("region", "standings"))


def score_region(
    region: Region,
    owner: Sequence[int],
    hunters: Sequence[int],
    pieces: Sequence[int],
    animals: Sequence[int],
    *,
    hunters_break_ties: bool = True,
) -> RegionScore:
    """Rank the players present in ``region`` and work out what each takes.

    "The player with the greatest influence ... scores ... the animals shown
    on all the spaces of that region. If two or more players are tied for the
    most influence, those players each receive half of the animals, rounded
    down. In this case, there is no reward for second-greatest influence ...
    The player with the second-greatest influence ... scores half ...
    (rounded down). If there is an unresolved tie for second place, those
    players receive ... the animals present on the spaces occupied by their
    pieces. The player with the third- or fourth-greatest influence scores ...
    the animals present on the spaces occupied by their pieces."
    """
    held: dict[int, list[int]] = {}
    for field in region.fields:
        seat = owner[field]
        if seat >= 0:
            if seat in held:
                held[seat].append(field)
            else:
                held[seat] = [field]
    if not held:
        return _region_score(region, ())
    # Influences compare as tuples (pieces, hunters), as Influence orders them.
    influence: dict[int, tuple[tuple[int, ...], int]] = {}
    for seat, fields in held.items():
        sizes = tuple(sorted([pieces[f] for f in fields if pieces[f]], reverse=True))
        # BIS-12, the reading of Example 2: without hunters_break_ties,
        # hunters rank only players without pieces.
        count = sum([hunters[f] for f in fields]) if hunters_break_ties or not sizes else 0
        influence[seat] = (sizes, count)
    total = region.animals
    if len(held) == 1:
        # Alone in the region: the greatest influence, and all of its animals.
        ((seat, fields),) = held.items()
        return _region_score(
            region, (_standing(seat, _influence(*influence[seat]), 1, tuple(fields), total),)
        )
    values = list(influence.values())
    # BIS-13: a place is 1 plus the players of greater influence; tied firsts,
    # however many, each take half, and the rest then their own fields.
    places = {seat: 1 + sum(other > value for other in values) for seat, value in influence.items()}
    firsts = [seat for seat, place in places.items() if place == 1]
    seconds = [seat for seat, place in places.items() if place == 2]

    def own(seat: int) -> int:
        return sum(animals[f] for f in held[seat])

    took: dict[int, int] = {}
    for seat in held:
        if seat in firsts:
            took[seat] = total if len(firsts) == 1 else total // 2
        elif seat in seconds and len(firsts) == 1 and len(seconds) == 1:
            took[seat] = total // 2
        else:
            took[seat] = own(seat)
    standings = tuple(
        _standing(seat, _influence(*influence[seat]), places[seat], tuple(held[seat]), took[seat])
        for seat in sorted(held, key=lambda s: (places[s], s))
    )
    return _region_score(region, standings)


def describe(score: RegionScore) -> str:
    """One line for a region's scoring, for pictures and logs."""
    region = score.region
    fields = " ".join(field_name(f) for f in region.fields)
    who = "; ".join(
        f"{SEAT_NAMES[s.seat]} {s.influence} place {s.place} takes {s.took}" for s in score.standings
    )
    return f"{region.name} ({fields}; {counted(region.animals, region.terrain.animal)}): {who or 'nobody'}"


# -- the score sheet ------------------------------------------------------------------------------


def score_sheet(state: BisonState) -> ScoreSheet:
    """The score row by row: the regions of the scoring the landscape shows, then each track.

    Once a season's actions are over the landscape stands as it was scored
    until the next season's first action (the draws and the trades of a
    surplus move no piece): while the season is scored, in the draws of the
    next season and once the game is over. There the sheet has a row for
    each seat present in each region scored (kind ``"region"``): the animals
    it took as points, its influence, place and why it took that as the
    detail, the region's fields as ``where``, its animals as ``size``, and
    the season. Being read off the position, the rows are the same for a
    position read back from its picture, which keeps no history.

    Then three rows a seat (kind ``"track"``), one a track: the animals on
    it that no region row accounts for. Elsewhere in a season they are the
    whole track. After the final scoring they are what the 15 limit's trades
    and losses changed, as the tracks went to 0 before it (BIS-20). The
    points add up to ``state.scores()``, the animals on the tracks.
    """
    season, scored = _scoring_shown(state)
    items: list[ScoreItem] = []
    took = [[0, 0, 0] for _ in range(state.seats)]
    for score in scored:
        for standing in score.standings:
            items.append(_region_row(score, standing, season))
            took[standing.seat][score.region.terrain] += standing.took
    final = season == state.seasons
    for seat, supply in enumerate(state.supplies):
        for track, animal in enumerate(ANIMALS):
            food = supply.food[track]
            detail = _track_detail(food, took[seat][track], season, final=final)
            items.append(
                ScoreItem(seat, animal, food - took[seat][track], detail, kind=TRACK_ROW, where=(animal,))
            )
    return ScoreSheet(state.seats, tuple(items))


def _scoring_shown(state: BisonState) -> tuple[int, tuple[RegionScore, ...]]:
    """The season whose scoring the landscape still shows, and its regions as scored.

    ``(0, ())`` while a season's actions are carried out. Between the scoring
    and the next season's first action nothing on the landscape moves, so
    scoring it again gives the regions as they were scored.
    """
    phase = state.phase
    if phase is Phase.CAPPING and state.scoring is not None:
        return state.season, state.scoring.scored
    if phase is Phase.OVER:
        return state.season, state.region_scores()
    if phase is Phase.DRAWING and state.season > 1:
        return state.season - 1, state.region_scores()
    return 0, ()


def _region_row(score: RegionScore, standing: Standing, season: int) -> ScoreItem:
    """One seat's result in one region, as a row of the score sheet."""
    region = score.region
    influence = _influence_text(standing.influence, region.terrain)
    return ScoreItem(
        standing.seat,
        f"season {season}: {region.name}",
        standing.took,
        f"{influence}, {_share(score, standing)}",
        kind=REGION_ROW,
        size=region.animals,
        where=field_names(region.fields),
        season=season,
    )


def _influence_text(influence: Influence, terrain: Terrain) -> str:
    """An influence with its pieces named: ``"triple tipi + 2 hunters"``, ``"single canoe"``."""
    piece = "canoe" if terrain is Terrain.RIVER else "tipi"
    parts = [f"{_SIZE_NAMES[size]} {piece}" for size in influence.pieces]
    if influence.hunters:
        parts.append(counted(influence.hunters, "hunters"))
    return " + ".join(parts) or "nothing"


def _share(score: RegionScore, standing: Standing) -> str:
    """The seat's place and the rule that gave it what it took, as :func:`score_region` applies it (BIS-13):
    a sole first all the animals, tied firsts and a sole second half, everyone else those on its fields."""
    region = score.region
    animals = counted(region.animals, region.terrain.animal)
    place = standing.place
    tied = sum(other.place == place for other in score.standings) > 1
    ordinal = f"{'tied ' if tied else ''}{_ordinal(place)}"
    if place == 1 and not tied:
        return f"{ordinal}: all {animals}"
    # A second place exists only behind a sole first: tied firsts skip it.
    if place == 1 or (place == 2 and not tied):
        return f"{ordinal}: half of {animals}"
    own = counted(standing.took, region.terrain.animal)
    return f"{ordinal}: the {own} on {' '.join(field_names(standing.fields))}"


_ORDINAL_ENDINGS: Final = {1: "st", 2: "nd", 3: "rd"}


def _ordinal(place: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``."""
    return f"{place}{_ORDINAL_ENDINGS.get(place, 'th')}"


def _track_detail(food: int, took: int, season: int, *, final: bool) -> str:
    """What a track row holds: the whole track, or the track less the regions of ``season`` on the sheet."""
    if final:
        wiped = "0 before the final scoring: remaining food is not counted"
        if food == took:
            return wiped
        return f"{wiped}; {food} on it, {took} scored, the rest traded or lost above 15"
    if not took:
        return "on the track"
    return f"{food} on the track less {took} scored in season {season}"
