"""Scoring a region: influence, places, and the animals each player takes.

"Each region is scored - first all prairies, then the mountains, and finally
the rivers. The player with the tipi or canoe with the most diamonds in that
region has the greatest influence. If there is a tie, the second-largest tipi
or canoe counts, and so on. If there is still a tie, the tied player with
the most hunters has the greatest influence."
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import attrs

from tablerules.bison.board import Region, field_name
from tablerules.bison.components import SEAT_NAMES, counted
from tablerules.core.frozen import maker
from tablerules.core.words import aligned

__all__ = ["Influence", "RegionScore", "SeasonScore", "Standing", "score_region"]


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
        names = {1: "single", 2: "double", 3: "triple", 4: "quadruple"}
        parts = [f"{names[size]}" for size in self.pieces]
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
    """How one region was scored: its fields and animals, and every player present."""

    region: Region
    standings: tuple[Standing, ...]

    def took(self, seat: int) -> int:
        """The animals ``seat`` took from this region."""
        return sum(standing.took for standing in self.standings if standing.seat == seat)

    def first(self) -> tuple[int, ...]:
        """The seats in first place (none in an empty region)."""
        return tuple(standing.seat for standing in self.standings if standing.place == 1)


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
            first = " + ".join(names[seat].capitalize() for seat in score.first()) or "-"
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
