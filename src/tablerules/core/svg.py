"""Building blocks for the SVG pictures every title draws of its positions.

A title draws a view (never a state, so no hidden data can get in) with
these helpers and returns plain SVG text: well-formed XML with a
``viewBox``, a ``<title>`` and ``role="img"``, so a screen reader names the
picture, and the page scales it to any width. Colours come from the
Okabe–Ito palette, which colour-blind people tell apart; no meaning rests
on colour alone, for every piece is labelled or shaped as well.

>>> from tablerules.core.svg import PALETTE, Picture, element, label
>>> picture = Picture(100, 40, "A red dot")
>>> picture.add(element("circle", cx=20, cy=20, r=10, fill=PALETTE[5]))
>>> picture.add(label(50, 24, "dot & co"))
>>> svg = picture.to_svg()
>>> print(svg.splitlines()[0])  # doctest: +NORMALIZE_WHITESPACE
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40" width="100%"
     font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif"
     role="img" aria-labelledby="tablerules-0224de17f6-title">
>>> for line in svg.splitlines()[1:]:
...     print(line)
<title id="tablerules-0224de17f6-title">A red dot</title>
<circle cx="20" cy="20" r="10" fill="#D55E00"/>
<text x="50" y="24" text-anchor="middle" font-size="12">dot &amp; co</text>
</svg>
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from collections.abc import Iterable, Sequence

__all__ = [
    "FONT",
    "HIGHLIGHT",
    "INK",
    "LAST",
    "LEGAL",
    "PALETTE",
    "PAPER",
    "TARGET",
    "Picture",
    "element",
    "escape",
    "hexagon",
    "label",
    "number",
    "seat_colour",
    "titled",
]

#: Okabe and Ito's colours for colour-blind readers (orange, sky blue, bluish green,
#: yellow, blue, vermilion, reddish purple), in that order.
PALETTE: tuple[str, ...] = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7")
#: Text and outlines.
INK = "#1A1A1A"
#: The background.
PAPER = "#FFFFFF"
#: The outline of what the last action changed, and of legal targets (dashed).
HIGHLIGHT = "#CC79A7"
#: The ``class`` of the outlines of what the last action changed, and of the marks of the
#: seat's legal targets: front ends style them, tests find them (``tablerules.testing.svg_marks``).
LAST = "last"
TARGET = "target"
#: The attribute of a target mark's group that lists, as JSON, the notations of the legal
#: actions a click on the mark chooses among (see :func:`titled`).
LEGAL = "data-legal"
#: The pictures' fonts: the reader's sans-serif, which reads better than a serif when small.
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif"

# Characters that XML 1.0 allows nowhere, not even as character references.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
# Text with none of those, nor markup: written as it is.
_PLAIN = re.compile('[^&<>"\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]*')


def seat_colour(seat: int) -> str:
    """The colour of ``seat``'s pieces: the palette in an order that keeps neighbours apart."""
    return PALETTE[(4, 0, 2, 5, 1, 6, 3)[seat % 7]]


def escape(text: object) -> str:
    """``text`` as XML character data or attribute value: markup escaped, characters XML forbids
    replaced by U+FFFD."""
    plain = str(text)
    if _PLAIN.fullmatch(plain):  # most text of a picture: nothing to do, and quick to tell
        return plain
    cleaned = _NOT_XML.sub("\ufffd", plain)
    return cleaned.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def number(value: float) -> str:
    """A coordinate as short text: whole numbers without a point, others to two places."""
    rounded = round(value, 2)
    return str(int(rounded)) if rounded == int(rounded) else f"{rounded:.2f}".rstrip("0")


def element(name: str, content: str = "", /, **attributes: object) -> str:
    """One element: ``attributes`` in the order given, ``font_size`` written ``font-size``
    (a trailing underscore is dropped: ``class_``), numbers shortened, values escaped;
    ``content`` is markup already (use :func:`escape` for text). ``None`` values are left out."""
    opening = _opening(name, attributes)
    return f"{opening}>{content}</{name}>" if content else f"{opening}/>"


def _opening(name: str, attributes: dict[str, object]) -> str:
    """``<name`` and the attributes, as :func:`element` writes them, not yet closed."""
    parts = [f"<{name}"]
    for key, value in attributes.items():
        if value is None:
            continue
        shown = number(value) if isinstance(value, float) else escape(value)
        parts.append(f'{key.rstrip("_").replace("_", "-")}="{shown}"')
    return " ".join(parts)


def label(
    x: float, y: float, text: object, *, size: float = 12, anchor: str = "middle", **attributes: object
) -> str:
    """A line of text centred on ``x`` (or starting or ending there), its baseline at ``y``."""
    return element("text", escape(text), x=x, y=y, text_anchor=anchor, font_size=size, **attributes)


def titled(content: str, title: object, *, legal: Sequence[str] = ()) -> str:
    """``content`` in a group with a ``<title>``: what a screen reader, or a hover, tells of it.

    ``legal``: the notations of the legal actions a target mark stands for, written as a
    JSON list in the group's ``data-legal`` attribute, so that a front end plays the one
    (or offers the few) a click on the mark chooses.
    """
    if legal:
        return f'<g {LEGAL}="{escape(json.dumps(list(legal)))}"><title>{escape(title)}</title>{content}</g>'
    return f"<g><title>{escape(title)}</title>{content}</g>"


def hexagon(cx: float, cy: float, radius: float, *, pointy: bool = True) -> str:
    """The ``points`` of a regular hexagon centred on ``(cx, cy)``, corners ``radius`` away:
    a corner at the top (``pointy``) or a flat top."""
    start = -90 if pointy else 0
    corners = (math.radians(start + 60 * k) for k in range(6))
    return " ".join(
        f"{number(cx + radius * math.cos(a))},{number(cy + radius * math.sin(a))}" for a in corners
    )


class Picture:
    """An SVG picture, built part by part.

    ``width`` and ``height`` are the ``viewBox`` (the picture scales to the
    page); ``title`` names it for a screen reader, ``description`` may say
    more. ``ident`` starts the ids of the title and description; by default it
    is made from the picture's content, so that several different pictures on
    one page each keep their own label, and equal pictures are equal text.
    """

    def __init__(
        self,
        width: float,
        height: float,
        title: object,
        *,
        description: object = None,
        ident: str | None = None,
    ) -> None:
        if width <= 0 or height <= 0:
            raise ValueError(f"a picture has a positive size, not {width} by {height}")
        self.width = width
        self.height = height
        self.title = title
        self.description = description
        self.ident = ident
        self._parts: list[str] = []

    def add(self, *parts: str) -> None:
        """Add markup, drawn over what is there."""
        self._parts.extend(parts)

    def extend(self, parts: Iterable[str]) -> None:
        """Add every part of ``parts``."""
        self._parts.extend(parts)

    def to_svg(self) -> str:
        """The picture as SVG text, one element a line."""
        title = escape(self.title)
        description = None if self.description is None else escape(self.description)
        body = "\n".join(self._parts)
        ident = self.ident
        if ident is None:
            content = f"{self.width} {self.height}\n{title}\n{description}\n{body}"
            ident = "tablerules-" + hashlib.sha256(content.encode("utf-8", "surrogatepass")).hexdigest()[:10]
        labelled = f"{ident}-title" if description is None else f"{ident}-title {ident}-description"
        head = _opening(
            "svg",
            {
                "xmlns": "http://www.w3.org/2000/svg",
                "viewBox": f"0 0 {number(self.width)} {number(self.height)}",
                "width": "100%",
                "font-family": FONT,
                "role": "img",
                "aria_labelledby": labelled,
            },
        )
        lines = [f"{head}>", f'<title id="{ident}-title">{title}</title>']
        if description is not None:
            lines.append(f'<desc id="{ident}-description">{description}</desc>')
        if body:
            lines.append(body)
        lines.append("</svg>")
        return "\n".join(lines)
