"""How a game ended, and how each point of a score was earned."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import attrs

from tablerules.core.words import aligned

if TYPE_CHECKING:
    from tablerules.core.game import JSONValue

__all__ = ["Outcome", "ScoreItem", "ScoreSheet"]


@attrs.frozen
class Outcome:
    """The result of a finished game.

    ``ranking`` lists the seats from first place down, seats that stay tied
    after every tie-break sharing a place. ``tiebreak`` names the tie-break
    that separated the seats tied on score for first place, or is ``None``
    when the score alone decided or nothing could (a draw); ``tiebreak_id``
    is that tie-break's stable id, for programs.
    """

    scores: tuple[int, ...]
    ranking: tuple[tuple[int, ...], ...]
    tiebreak: str | None = None
    tiebreak_id: str | None = None

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats in first place: one seat, or several in a draw."""
        return self.ranking[0]

    @property
    def is_draw(self) -> bool:
        """Whether more than one seat shares first place."""
        return len(self.ranking[0]) > 1

    def utilities(self) -> tuple[float, ...]:
        """Each seat's reward for the result, win, draw or loss, for learning and search.

        They sum to 0. A sole winner gets 1; with ``n`` seats, ``k`` of them
        sharing first place, each winner gets ``(n / k - 1) / (n - 1)`` and
        every other seat ``-1 / (n - 1)``: with two players 1 and -1 for a
        win, 0 each for a draw. Points do not count, only the places;
        ``scores`` are the points as they are.

        >>> tablerules.Outcome.rank([3, 5]).utilities()
        (-1.0, 1.0)
        >>> tablerules.Outcome.rank([4, 4, 1]).utilities()
        (0.25, 0.25, -0.5)
        """
        seats = len(self.scores)
        winners = self.ranking[0]
        won = (seats / len(winners) - 1) / (seats - 1)
        lost = -1 / (seats - 1)
        return tuple(won if seat in winners else lost for seat in range(seats))

    def to_json(self) -> dict[str, JSONValue]:
        """The outcome as JSON data: scores, ranking, winners, tie-break and whether it is a draw."""
        return {
            "scores": list(self.scores),
            "ranking": [list(tier) for tier in self.ranking],
            "winners": list(self.winners),
            "tiebreak": self.tiebreak,
            "tiebreak_id": self.tiebreak_id,
            "is_draw": self.is_draw,
        }

    def summary(self, seat_names: Sequence[str] | None = None, *, plural: bool = False) -> str:
        """One line for a person: the scores, then who won and by which tie-break, or the draw.

        ``seat_names`` are what the seats are called (``game.seat_names(players)``);
        ``plural`` says they are plural nouns, which take "win" (``game.seat_names_are_plural``).

        >>> tablerules.Outcome.rank([7, 7], [("most animals placed", [20, 19])]).summary(["farm", "wild"])
        '7 - 7, farm wins (most animals placed)'
        >>> tablerules.Outcome.rank([3, 5]).summary(["snakes", "foxes"], plural=True)
        '3 - 5, foxes win'
        """
        names = list(seat_names or [f"seat {seat}" for seat in range(len(self.scores))])
        scores = " - ".join(str(score) for score in self.scores)
        if self.is_draw:
            tied = [names[seat] for seat in self.winners]
            return f"{scores}, a draw between {', '.join(tied[:-1])} and {tied[-1]}"
        why = f" ({self.tiebreak})" if self.tiebreak else ""
        return f"{scores}, {names[self.winners[0]]} {'win' if plural else 'wins'}{why}"

    @classmethod
    def rank(
        cls,
        scores: Sequence[int],
        tiebreaks: Sequence[tuple[str, Sequence[int]] | tuple[str, str, Sequence[int]]] = (),
    ) -> Outcome:
        """Rank seats by score, then by each tie-break, higher first.

        A tie-break is ``(id, name, values)``, one value a seat: its stable
        id (``"bison.tiebreak.smallest-track"``), the name a person reads,
        and the values. A pair ``(name, values)`` uses the name as its id.
        """
        named = [_named(entry) for entry in tiebreaks]
        seats = range(len(scores))

        def key(seat: int) -> tuple[int, ...]:
            return (scores[seat], *(values[seat] for _, _, values in named))

        ordered = sorted(seats, key=key, reverse=True)
        ranking: list[tuple[int, ...]] = []
        for seat in ordered:
            if ranking and key(ranking[-1][0]) == key(seat):
                ranking[-1] = (*ranking[-1], seat)
            else:
                ranking.append((seat,))
        best = max(scores)
        tied_on_score = [seat for seat in seats if scores[seat] == best]
        decided_by: tuple[str, str] | None = None
        if len(tied_on_score) > 1:
            for ident, name, values in named:
                top = max(values[seat] for seat in tied_on_score)
                tied_on_score = [seat for seat in tied_on_score if values[seat] == top]
                if len(tied_on_score) == 1:
                    decided_by = (ident, name)
                    break
        if decided_by is None:
            return cls(tuple(scores), tuple(ranking))
        return cls(tuple(scores), tuple(ranking), decided_by[1], decided_by[0])


def _named(
    entry: tuple[str, Sequence[int]] | tuple[str, str, Sequence[int]],
) -> tuple[str, str, Sequence[int]]:
    """A tie-break as ``(id, name, values)``; a pair's name serves as its id."""
    if len(entry) == 3:
        return entry
    name, values = entry
    return (name, name, values)


@attrs.frozen
class ScoreItem:
    """One row of a score breakdown: who earned how much for what.

    ``label`` and ``detail`` are for people; the other fields are for
    programs: ``kind`` says what was scored as a stable id of the title's
    (``"group"``, ``"meadow"``, ``"skin-thief"``, ``"bison-card"``,
    ``"prisoners"``, ``"track"`` ...), ``size`` how big it is where it has a
    size (the animals of a group, the spaces of a meadow, a bison card's
    value), ``where`` the spaces, fields or cards it was scored for, and
    ``season`` the season it was scored in, for titles with seasons.
    """

    seat: int
    label: str
    points: int
    detail: str = ""
    kind: str = ""
    size: int | None = None
    where: tuple[str, ...] = ()
    season: int | None = None


@attrs.frozen
class ScoreSheet:
    """A score broken down into rows, as a rulebook's scoring example lists it."""

    players: int
    items: tuple[ScoreItem, ...]

    def total(self, seat: int) -> int:
        """The points of one seat."""
        return sum(item.points for item in self.items if item.seat == seat)

    def totals(self) -> tuple[int, ...]:
        """The points of every seat, in seat order."""
        return tuple(self.total(seat) for seat in range(self.players))

    def to_json(self) -> list[JSONValue]:
        """Every row as JSON data, in order."""
        return [
            {
                "seat": item.seat,
                "label": item.label,
                "points": item.points,
                "detail": item.detail,
                "kind": item.kind,
                "size": item.size,
                "where": list(item.where),
                "season": item.season,
            }
            for item in self.items
        ]

    def for_seat(self, seat: int) -> tuple[ScoreItem, ...]:
        """The rows of one seat."""
        return tuple(item for item in self.items if item.seat == seat)

    def table(self, seat_names: Sequence[str] | None = None) -> str:
        """A plain-text table of every row and each seat's total."""
        names = list(seat_names or [f"seat {seat}" for seat in range(self.players)])
        if len(names) != self.players:
            raise ValueError(f"{self.players} seats need {self.players} names, not {names!r}")
        rows = [("seat", "scored for", "where", "points")]
        rows += [(names[item.seat], item.label, item.detail, str(item.points)) for item in self.items]
        rows += [(names[seat], "total", "", str(self.total(seat))) for seat in range(self.players)]
        return aligned(rows, right={3}, ruled=True)
