"""The options of Manitou: the rule switches and the replaceable bison decks."""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from tablerules.manitou.components import LARGE, LARGE_HERDS, LAYOUTS, SEASONS, SMALL_HERDS

__all__ = ["PAIR_RULES", "Options", "check_options", "herds_needed"]

#: The values of ``Options.pair_rule`` (MAN-8).
PAIR_RULES = ("sacrifice", "fight-in-order")


def _values(value: Iterable[int]) -> tuple[int, ...]:
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


def check_options(options: object, players: int) -> None:
    """Raise ``ValueError`` naming what is wrong with ``options`` for ``players``, if anything."""
    if not isinstance(options, Options):
        raise ValueError(f"Manitou options must be an Options value, not {options!r}")
    for name in ("dealer_chooses_seven", "second_card_after_tie_for_first", "tie_for_second_voids_spot"):
        # Options read from JSON may say "no", which is true as a Python value.
        if not isinstance(getattr(options, name), bool):
            raise ValueError(f"{name} is true or false, not {getattr(options, name)!r}")
    if options.pair_rule not in PAIR_RULES:
        raise ValueError(f"pair_rule is one of {', '.join(map(repr, PAIR_RULES))}, not {options.pair_rule!r}")
    large, small = herds_needed(players)
    for name, deck, needed in (
        ("large_herds", options.large_herds, large),
        ("small_herds", options.small_herds, small),
    ):
        if not all(isinstance(value, int) and not isinstance(value, bool) and value > 0 for value in deck):
            raise ValueError(f"{name} lists bison values as positive whole numbers, not {deck!r}")
        if len(deck) < needed:
            raise ValueError(
                f"{players} players lay out {needed} cards of {name} in three seasons, "
                f"but {deck!r} holds {len(deck)}"
            )
