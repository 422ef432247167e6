"""The options of Manitou: the rule switches and the replaceable bison decks."""

from __future__ import annotations

from typing import Final

import attrs

from tablerules.core.words import shown
from tablerules.manitou.components import LARGE, LARGE_HERDS, LAYOUTS, SEASONS, SMALL_HERDS

__all__ = ["MAX_BISON_VALUE", "MAX_DECK", "PAIR_RULES", "Options", "check_options", "herds_needed"]

#: The values of ``Options.pair_rule`` (MAN-8).
PAIR_RULES = ("sacrifice", "fight-in-order")

#: The highest value a bison card of one's own decks may show: ``bison 999`` is
#: the longest the notation reads, which keeps reading a number cheap and safe.
MAX_BISON_VALUE: Final = 999
#: The most cards a bison deck of one's own may hold (the printed ones hold 6 and 9 or 10, MAN-2).
MAX_DECK: Final = 999


def _values(value: object) -> tuple[int, ...]:
    """A list or tuple of values as a tuple. Nothing else: a text would be split into
    its letters and a mapping into its keys; ``check_options`` checks the values."""
    if not isinstance(value, list | tuple):
        raise TypeError(f"a bison deck is a list of card values, not {shown(value)}")
    return tuple(value)


@attrs.frozen
class Options:
    """How to play Manitou; the defaults follow the French rulebook text.

    ``dealer_chooses_seven`` plays the published rule where the dealer, who
    plays last, chooses only 7 cards (MAN-4). ``large_herds`` and
    ``small_herds`` are the values of the two bison decks (MAN-2).
    ``second_card_after_tie_for_first`` gives a spot's second bison card to
    the strongest player below a tie for first place, where the rulebook
    text gives no card at all (MAN-11). ``tie_for_second_voids_spot`` gives
    no card at all at a two-card spot where players tie for second place,
    reading "En cas d'égalité" as any tie (MAN-11). ``pair_rule`` says what
    a warrior played against another player's pair does: ``"sacrifice"`` (it
    is turned face down and takes the pair's newer warrior with it) or
    ``"fight-in-order"`` (it fights the pair's newer warrior, and only if it
    beats it, the older one) (MAN-8).
    """

    dealer_chooses_seven: bool = False
    large_herds: tuple[int, ...] = attrs.field(default=LARGE_HERDS, converter=_values)
    small_herds: tuple[int, ...] = attrs.field(default=SMALL_HERDS, converter=_values)
    second_card_after_tie_for_first: bool = False
    tie_for_second_voids_spot: bool = False
    pair_rule: str = "sacrifice"


def herds_needed(players: int) -> tuple[int, int]:
    """How many large and small bison cards three seasons lay out for ``players``."""
    layout = LAYOUTS[players]
    large = sum(deck == LARGE for spot in layout for deck in spot)
    small = sum(len(spot) for spot in layout) - large
    return large * SEASONS, small * SEASONS


def check_options(options: object, players: int | None = None) -> None:
    """Raise ``ValueError`` naming what is wrong with ``options`` for ``players``, if anything.

    Without ``players``, the decks must hold enough cards for the fewest
    players. Every field is checked, also one forced past the converters
    with ``object.__setattr__``: the options are part of every state.
    """
    if not isinstance(options, Options):
        raise ValueError(f"Manitou options must be an Options value, not {shown(options)}")
    for name in ("dealer_chooses_seven", "second_card_after_tie_for_first", "tie_for_second_voids_spot"):
        # Options read from JSON may say "no", which is true as a Python value.
        if not isinstance(getattr(options, name), bool):
            raise ValueError(f"{name} is true or false, not {shown(getattr(options, name))}")
    if type(options.pair_rule) is not str or options.pair_rule not in PAIR_RULES:
        raise ValueError(
            f"pair_rule is one of {', '.join(map(repr, PAIR_RULES))}, not {shown(options.pair_rule)}"
        )
    large, small = herds_needed(min(LAYOUTS) if players is None else players)
    for name, deck, needed in (
        ("large_herds", options.large_herds, large),
        ("small_herds", options.small_herds, small),
    ):
        if type(deck) is not tuple or not all(
            type(value) is int and 0 < value <= MAX_BISON_VALUE for value in deck
        ):
            # 'bison 1000' would be no notation: records of such a game would not read back.
            raise ValueError(
                f"{name} lists bison values as positive whole numbers up to {MAX_BISON_VALUE} "
                f"(the notation writes three digits), not {shown(deck)}"
            )
        if len(deck) > MAX_DECK:
            # The chance outcomes of a deck are worked out, and kept, per deck left.
            raise ValueError(f"{name} holds at most {MAX_DECK} cards, not {len(deck)}")
        if len(deck) < needed:
            counted = f"{players} players lay" if players is not None else f"even {min(LAYOUTS)} players lay"
            raise ValueError(
                f"{counted} out {needed} cards of {name} in three seasons, "
                f"but {shown(deck)} holds {len(deck)}"
            )
