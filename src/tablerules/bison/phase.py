"""The steps of a game of Bison."""

from __future__ import annotations

import enum

__all__ = ["Phase"]


class Phase(enum.Enum):
    """Which step of the game comes next.

    A season is: each player draws a tile (chance), then four rounds of one
    action each, then scoring. A rulebook action is a few small decisions
    (DESIGN: one action is one decision): choosing it, then its own steps,
    then paying.
    """

    #: Chance: the drawing seat draws a landscape tile.
    DRAWING = "drawing a tile"
    #: The seat chooses one of its free actions.
    CHOOSING = "choosing an action"
    #: The seat lays its landscape tile.
    LAYING = "laying the tile"
    #: The seat puts hunters into play on the tile just laid, or none.
    ENTERING = "putting hunters into play"
    #: The seat places or enlarges tipis or canoes (and reduces them, in Variant 2).
    BUILDING = "placing tipis or canoes"
    #: The seat picks the field its hunters gather on.
    GATHERING = "choosing where to gather"
    #: The seat calls hunters to the gathering.
    CALLING = "calling hunters"
    #: The seat moves hunters.
    MOVING = "moving hunters"
    #: The action used no hunters: the seat takes one animal of its choice.
    GAINING = "taking an animal"
    #: The seat pays for the hunters it used.
    PAYING = "paying"
    #: During scoring, a seat above 15 of an animal trades or exchanges it (BIS-15, BIS-19);
    #: the next seat above 15 follows once it is back to 15 or says ``done`` (the surplus
    #: is lost), and scoring goes on after the last.
    CAPPING = "trading a surplus"
    #: The last season is scored.
    OVER = "over"
