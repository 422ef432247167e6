"""Reading a Great Plains position back: from a drawing by hand, from the text
``str(state)`` prints (:meth:`GreatPlainsState.from_picture`), or from pieces
given by space (:meth:`GreatPlainsState.position`).

Every part the picture shows or a keyword gives is checked to add up: the
tablets against the terrain drawn, the cave tiles against the alternation of
the first phase, the tokens on the board, left and knocked out against the
20 of each seat, the animal tiles held against the supply, and the seat to
move against whoever can place.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final, cast

from tablerules.core.positions import agree, items
from tablerules.great_plains.actions import LayTablet, Turn
from tablerules.great_plains.board import (
    BIT,
    NAMES,
    PLACE_CENTRES,
    SPACE,
    Board,
    Placement,
    check_layout,
    check_places,
    placement_text,
    tablet_regions,
)
from tablerules.great_plains.components import (
    ANIMAL_SYMBOLS,
    ANIMAL_TILES,
    ANIMALS,
    CAVE,
    CAVE_TILES,
    HABITATS,
    PEAK,
    SPRING,
    TABLET_ROWS,
    TOKENS,
)
from tablerules.great_plains.options import Options, check_options
from tablerules.great_plains.phase import Phase
from tablerules.great_plains.picture import Drawing, board_picture, switched_rules
from tablerules.great_plains.state import Animals, GreatPlainsState, Pair

__all__ = ["from_drawing", "sparse"]

_CAVES_IN_ALL: Final = 2 * CAVE_TILES


def from_drawing(
    cls: type[GreatPlainsState],
    drawing: Drawing,
    *,
    to_move: int | None,
    animals: tuple[str, str] | None,
    left: Pair | None,
    removed: Pair | None,
    turn_tablets: bool | None,
    caves_block_bear: bool | None,
    straight_horse: bool | None,
    stuck_ends_game: bool | None,
) -> GreatPlainsState:
    """The position of class ``cls`` a drawing shows, checked (see ``GreatPlainsState.from_picture``)."""
    switches: dict[str, bool] = {}
    given_switches = {
        "turn_tablets": turn_tablets,
        "caves_block_bear": caves_block_bear,
        "straight_horse": straight_horse,
        "stuck_ends_game": stuck_ends_game,
    }
    # str(state) always writes 'tablets laid' (or 'laying tablets'), and 'rules' only when one is on.
    said = drawing.rules is not None or drawing.laid is not None or drawing.laying is not None
    rules = drawing.rules or ()
    for name, given in given_switches.items():
        if given is not None and not isinstance(given, bool):
            raise ValueError(f"{name} is true or false, not {given!r}")
        drawn = name.replace("_", " ") in rules if said else None
        switches[name] = bool(agree(name, given, drawn))
    own_tablets = "own tablets" in rules
    if drawing.laying is not None:
        return _laying_position(cls, drawing, switches, to_move, animals, left, removed)
    board: Board
    if drawing.laid is not None and not own_tablets:
        laid = drawing.laid
        options = Options(layout=tuple(map(placement_text, laid)) if drawing.fixed else None, **switches)
        check_options(options)
        board = Board.build(options.tablets, check_layout(tuple(map(placement_text, laid))))
        _check_terrain(board, drawing.terrain)
    else:
        regions = tablet_regions()
        sides = tuple(
            "/".join(_rows("".join(drawing.terrain[cell] for cell in region))) for region in regions
        )
        check_places(sides)
        options = Options(
            tablets=tuple((side, side) for side in sides),
            layout=tuple(f"{number}a" for number in range(1, len(sides) + 1)),
            **switches,
        )
        check_options(options)
        board = Board.build(options.tablets, check_layout(cast(tuple[str, ...], options.layout)))
    caves = [0, 0]
    tokens = [0, 0]
    for cell, seat, is_cave in drawing.pieces:
        if is_cave:
            caves[seat] |= 1 << BIT[cell]
        else:
            tokens[seat] |= 1 << BIT[cell]
    counts = tuple(mask.bit_count() for mask in caves)
    if max(counts) > CAVE_TILES:
        raise ValueError(f"each player has {CAVE_TILES} cave tiles, not {counts}")
    held = _animal_counts(agree("animals", animals, drawing.animals, same=_same_animals) or ("", ""))
    if drawing.supply is not None and drawing.supply != tuple(
        ANIMAL_TILES - held[0][i] - held[1][i] for i in range(len(ANIMALS))
    ):
        raise ValueError(f"the supply {drawing.supply} and the animal tiles held do not add up to 3 each")
    removed = agree("removed", _pair("removed", removed), drawing.removed) or (0, 0)
    left = agree("left", _pair("left", left), drawing.left)
    if left is None:
        left = cast(Pair, tuple(TOKENS - tokens[s].bit_count() - removed[s] for s in (0, 1)))
    # Tokens neither on the board, nor left, nor knocked out are simply not in this
    # position: no made-up 'removed' count has to explain them.
    if any(left[s] + tokens[s].bit_count() + removed[s] > TOKENS for s in (0, 1)) or min(left) < 0:
        raise ValueError(
            f"each player has {TOKENS} tokens: on the board, removed and left add up to {TOKENS} at most"
        )
    if to_move is not None and (type(to_move) is not int or to_move not in (0, 1)):
        raise ValueError(f"to_move is seat 0 or 1, not {to_move!r}")
    to_move = agree("to_move", to_move, drawing.to_move)
    layout = board.layout
    if sum(counts) < _CAVES_IN_ALL:
        if any(tokens) or any(any(h) for h in held) or any(removed):
            raise ValueError("tokens come only once all six cave tiles are placed")
        # "Take alternating turns to place 1 cave tile", the snakes first (GP-5).
        seat = counts[0] - counts[1]
        if seat not in (0, 1):
            raise ValueError(
                "the snakes place the first cave tile and the players alternate (GP-5), so the snakes "
                f"have as many cave tiles as the foxes or one more, not {counts[0]} and {counts[1]}"
            )
        if to_move is not None and to_move != seat:
            raise ValueError(
                f"with {counts[0]} snake and {counts[1]} fox cave tiles placed, seat {seat} "
                f"places the next one (GP-5), not seat {to_move}"
            )
        return cls(
            options, layout, Phase.CAVES, seat, (caves[0], caves[1]), (0, 0), left, removed, held, board
        )
    if drawing.next == "over" and to_move is not None:
        raise ValueError(f"the picture says the game is over, but to_move={to_move!r} was given")
    obey = to_move
    if to_move is None:
        # Seat 1 places the first token; after that the seats alternate.
        to_move = 0 if left[0] > left[1] else 1
    pieces = (caves[0], caves[1]), (tokens[0], tokens[1])
    on_board = cls(options, layout, Phase.TOKENS, to_move, *pieces, left, removed, held, board)
    state = on_board._turn(*pieces, left, removed, held, to_move)
    if obey is not None and state.to_move != obey:
        # A seat that is given is obeyed or refused, never silently replaced.
        why = "no one can place" if state.is_over else f"seat {obey} has no tokens left"
        raise ValueError(f"seat {obey} cannot be next: {why} (GP-7)")
    if drawing.next == "over" and not state.is_over:
        raise ValueError(f"the picture says the game is over, but seat {state.seat} can place a token")
    # A 'next: seat' line gives to_move, so a finished game was refused above.
    return state


def sparse(
    cls: type[GreatPlainsState],
    *,
    layout: Sequence[str],
    pieces: Mapping[str, str] | None,
    to_move: int | None,
    animals: tuple[str, str] | None,
    left: Pair | None,
    removed: Pair | None,
    turn_tablets: bool,
    caves_block_bear: bool,
    straight_horse: bool,
    stuck_ends_game: bool,
) -> GreatPlainsState:
    """The position of class ``cls`` on the printed tablets with ``pieces`` by space, checked
    (see ``GreatPlainsState.position``)."""
    options = Options(
        layout=items("layout", layout, "('3b', '1a@2')", most=len(PLACE_CENTRES)),
        turn_tablets=turn_tablets,
        caves_block_bear=caves_block_bear,
        straight_horse=straight_horse,
        stuck_ends_game=stuck_ends_game,
    )
    check_options(options)
    placements = check_layout(cast(tuple[str, ...], options.layout))
    board = Board.build(options.tablets, placements)
    drawn: dict[int, str] = {}
    if pieces is None:
        pieces = {}
    if not isinstance(pieces, Mapping):
        raise ValueError(f"pieces map space names to 'S', 'F', 'Sc' or 'Fc', not {pieces!r}")
    for space, piece in pieces.items():
        cell = SPACE.get(space) if isinstance(space, str) else None
        if cell is None:
            raise ValueError(f"{space!r} is no space of the board (like 'm8')")
        if piece not in ("S", "F", "Sc", "Fc"):
            raise ValueError(f"space {space}: a piece is 'S', 'F', 'Sc' or 'Fc', not {piece!r}")
        under = board.terrain[cell]
        if (under == CAVE) != (piece in ("Sc", "Fc")) or under in (PEAK, SPRING):
            raise ValueError(
                f"space {space} is {under!r}: a cave tile goes on a cave 'c', a token on grass or a habitat"
            )
        drawn[cell] = piece + under if len(piece) == 1 and under in HABITATS else piece
    # The rules line as str(state) writes it, every switch that is on: the picture is read
    # back with the rules it names, so a switch left out of it would contradict the keyword.
    rules = switched_rules(options)
    text = "\n".join(
        [
            board_picture(board.terrain, drawn),
            f"tablets laid: {' '.join(options.layout or ())} (fixed layout)",
            *([f"rules: {', '.join(rules)}"] if rules else []),
        ]
    )
    return cls.from_picture(text, to_move=to_move, animals=animals, left=left, removed=removed)


def _laying_position(
    cls: type[GreatPlainsState],
    drawing: Drawing,
    switches: dict[str, bool],
    to_move: int | None,
    animals: tuple[str, str] | None,
    left: Pair | None,
    removed: Pair | None,
) -> GreatPlainsState:
    """A position while chance lays the tablets: the tablets laid so far, nothing else."""
    if any(value is not None for value in (to_move, animals, left, removed)) or drawing.left:
        raise ValueError("while tablets are laid, no one holds tokens, tiles or the turn")
    if drawing.rules is not None and "own tablets" in drawing.rules:
        raise ValueError("tablets of one's own cannot be read back while they are laid")
    state = cls.start(Options(**switches))
    placements = cast(tuple[Placement, ...], drawing.laying)
    for number, (tablet, side, sixths) in enumerate(placements, start=1):
        if state.phase is not Phase.LAYING:
            raise ValueError("'laying tablets' lists fewer than all seven tablets")
        state = state.apply(LayTablet(tablet, side))
        turning = state.phase is Phase.TURNING
        if turning and not (number == len(placements) and drawing.next == "turn"):
            state = state.apply(Turn(sixths))
        elif sixths and not turning:
            raise ValueError(f"tablet {tablet} is turned, but the rule 'turn tablets' is off")
    expected = "turn" if state.phase is Phase.TURNING else "lay"
    if state.board is not None or drawing.next not in (None, expected):
        raise ValueError(f"after 'laying tablets: ...' chance {expected}s the next tablet")
    return state


def _animal_counts(animals: object) -> Animals:
    if not (
        isinstance(animals, tuple | list) and len(animals) == 2 and all(isinstance(a, str) for a in animals)
    ):
        raise ValueError(f"animals are two strings of tile letters like ('hb', ''), not {animals!r}")
    counts = tuple(tuple(held.count(symbol) for symbol in ANIMAL_SYMBOLS) for held in animals)
    unknown = set("".join(animals)) - set(ANIMAL_SYMBOLS)
    if unknown:
        raise ValueError(f"animal tiles are h (horse), e (eagle) and b (bear), not {sorted(unknown)}")
    for i, animal in enumerate(ANIMALS):
        if counts[0][i] + counts[1][i] > ANIMAL_TILES:
            raise ValueError(f"there are only {ANIMAL_TILES} {animal} tiles")
    return cast(Animals, counts)


def _pair(name: str, value: object) -> Pair | None:
    """``value`` as a pair of whole numbers, 0 or more, one a seat (``None`` stays ``None``)."""
    if value is None:
        return None
    if not (
        isinstance(value, tuple | list) and len(value) == 2 and all(type(n) is int and n >= 0 for n in value)
    ):
        raise ValueError(f"{name} is a pair of whole numbers 0 or more, one a seat, not {value!r}")
    return (value[0], value[1])


def _same_animals(given: object, drawn: object) -> bool:
    """Whether two texts of the animal tiles held give each seat the same tiles, in any order."""
    return _animal_counts(given) == _animal_counts(drawn)


def _rows(symbols: str) -> list[str]:
    rows, start = [], 0
    for length in TABLET_ROWS:
        rows.append(symbols[start : start + length])
        start += length
    return rows


def _check_terrain(board: Board, terrain: str) -> None:
    """Raise ``ValueError`` unless the drawn ``terrain`` is the board's, naming the first wrong space."""
    for cell, (drawn, laid) in enumerate(zip(terrain, board.terrain, strict=True)):
        if drawn != laid:
            raise ValueError(
                f"space {NAMES[cell]} is {laid!r} on the tablets laid, but the picture shows {drawn!r}"
            )
