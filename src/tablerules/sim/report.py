"""A simulation's figures as one HTML page: the run, a table by seat, and charts.

The page is self-contained (no script, nothing to fetch) and well-formed XML
as well as HTML, so XML tools read it too; numeric cells carry their exact
value in ``data-value``. The charts are inline SVG that scale with the page.
Their colours are the Okabe–Ito palette, which colour-blind readers tell
apart, and every bar is named in text as well, so no meaning rests on colour.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterator, Sequence

from tablerules.core.svg import PALETTE, escape
from tablerules.sim.arena import wilson
from tablerules.sim.summary import Distribution, Summary

__all__ = ["report_html"]

# Seats take the pictures' Okabe-Ito colours (PALETTE), which colour-blind readers tell apart.
DRAWS_COLOUR = "#BBBBBB"
LENGTHS_COLOUR = "#0072B2"
#: Histograms group values into bins of a round width once there are more values than this.
MAX_BINS = 40

# Every chart is drawn in this many units across; the page scales it to fit.
_WIDTH = 400
# An average character of the charts' 13-unit text, for fitting labels.
_CHAR = 7.2


_STYLE = """
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a;
  background: #fff; max-width: 1100px; margin: 0 auto; padding: 12px 16px 32px; }
h1 { font-size: 1.45em; margin: 0.3em 0 0.6em; }
h2 { font-size: 1.15em; margin: 1.6em 0 0.6em; padding-bottom: 0.2em; border-bottom: 1px solid #ddd; }
dl.run { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.2em 1em; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; }
dd ol { margin: 0; padding-left: 1.4em; }
pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 0.9em; }
.scroll { overflow-x: auto; margin-bottom: 1em; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: 0.95em; }
th, td { padding: 0.3em 0.5em; border-bottom: 1px solid #ddd; text-align: left; }
thead th { border-bottom: 2px solid #888; vertical-align: bottom; }
.num { text-align: right; }
td.num { white-space: nowrap; }
tbody th, table.seats td:nth-child(2) { min-width: 8em; }
tr.draws th, tr.draws td { font-style: italic; background: #f4f4f4; }
p.note, figcaption { font-size: 0.9em; color: #444; }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 20px; }
.wide { max-width: 520px; }
figure { margin: 0 0 1em; }
figcaption { margin-top: 0.3em; }
svg { display: block; width: 100%; height: auto; }
svg text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; font-size: 13px;
  fill: #1a1a1a; }
svg .strong { font-weight: 700; }
svg .small { font-size: 12px; fill: #444; }
svg .axis { stroke: #333; stroke-width: 1; }
svg .grid { stroke: #e2e2e2; stroke-width: 1; }
svg .whisker { stroke: #000; stroke-width: 1.5; }
svg .even, svg .mean { stroke: #000; stroke-width: 1; stroke-dasharray: 4 3; }
svg .bar { stroke: #333; stroke-width: 0.75; }
"""


def report_html(summary: Summary) -> str:
    """One self-contained HTML page of ``summary``: the run, a table by seat, and
    SVG charts of win rates, scores and game lengths.

    The page is well-formed XML after its ``<!DOCTYPE html>`` line.
    """
    return "\n".join(
        [
            "<!DOCTYPE html>",
            '<html xmlns="http://www.w3.org/1999/xhtml" lang="en">',
            "<head>",
            '<meta charset="utf-8"/>',
            '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
            f"<title>{_text(summary.name)}: {_games(summary.games)} simulated</title>",
            f"<style>{_STYLE}</style>",
            "</head>",
            "<body>",
            _run(summary),
            _seat_table(summary),
            _length_table(summary),
            _charts(summary),
            "</body>",
            "</html>",
            "",
        ]
    )


# The page's parts.


def _run(summary: Summary) -> str:
    """The heading and what was played, by whom, with which options, and how fast."""
    agents = "".join(f"<li>{_text(seat.name)}: {_text(seat.agent)}</li>" for seat in summary.seats)
    last_seed = summary.first_seed + summary.games - 1
    if summary.games == 0:
        seeds = "none"
    elif summary.games == 1:
        seeds = f"{summary.first_seed}"
    else:
        seeds = f"{summary.first_seed} to {last_seed}"
    speed = summary.games_per_second
    seconds = f"{summary.seconds:,.2f} s, " + (
        "too quick to time" if speed is None else f"{speed:,.1f} games a second"
    )
    options = json.dumps(summary.options, indent=2, sort_keys=True, ensure_ascii=False)
    facts = [
        ("Title", f"{_text(summary.name)} (<code>{_text(summary.title)}</code>)"),
        ("Players", f"{summary.players}"),
        ("Agents by seat", f'<ol start="0">{agents}</ol>'),
        ("Options", f"<pre><code>{_text(options)}</code></pre>"),
        ("Games", f"{summary.games:,}"),
        ("Seeds", seeds),
        ("Jobs", f"{summary.jobs} ({_text(summary.backend)} backend)"),
        ("Time", seconds),
    ]
    rows = "".join(f"<dt>{term}</dt><dd>{value}</dd>" for term, value in facts)
    return (
        f"<header><h1>{_text(summary.name)}: {_games(summary.games)} simulated</h1>"
        f'<dl class="run">{rows}</dl></header>'
    )


def _seat_table(summary: Summary) -> str:
    """Every seat's wins, win rate and scores, then the draws."""
    rows = []
    for seat in summary.seats:
        rate, low, high = seat.win_rate()
        rows.append(
            "<tr>"
            f'<th scope="row">{_text(seat.name)}</th><td>{_text(seat.agent)}</td>'
            + _cell(seat.wins, f"{seat.wins:,}")
            + _cell(rate, _rate(rate, low, high))
            + _cell(seat.shared, f"{seat.shared:,}")
            + _figures(seat.scores)
            + "</tr>"
        )
    rate, low, high = _draw_rate(summary)
    rows.append(
        '<tr class="draws"><th scope="row">Draws</th><td>shared first place</td>'
        + _cell(summary.draws, f"{summary.draws:,}")
        + _cell(rate, _rate(rate, low, high))
        + '<td colspan="6"></td></tr>'
    )
    head = _heads(["Seat", "Agent"], ["Wins", "Win rate (95% interval)", "Shared first", "Mean score"])
    return (
        '<h2>Results by seat</h2><p class="note">Wins are games won alone; '
        "in a draw several seats share first place.</p>"
        f'<div class="scroll"><table class="seats">'
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def _length_table(summary: Summary) -> str:
    """Decisions and actions per game."""
    heads = _heads(["Per game"], ["Mean"])
    rows = [
        f'<tr><th scope="row">Decisions</th>{_figures(summary.decisions)}</tr>',
        f'<tr><th scope="row">Actions (chance included)</th>{_figures(summary.actions)}</tr>',
    ]
    return (
        '<h2>Game length</h2><div class="scroll"><table class="lengths">'
        f"<thead><tr>{heads}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def _heads(words: Sequence[str], numbers: Sequence[str]) -> str:
    """Column headings: ``words`` over text, then ``numbers`` and the five figures over numbers."""
    numbers = [*numbers, "Stdev", "Min", "Median", "Max"]
    return "".join(f'<th scope="col">{head}</th>' for head in words) + "".join(
        f'<th scope="col" class="num">{head}</th>' for head in numbers
    )


def _charts(summary: Summary) -> str:
    """The win-rate chart, a score histogram per seat, and the histogram of game lengths."""
    scores = [seat.scores for seat in summary.seats]
    start, width, number = _binning(scores)
    tallest = max((max(_binned(spread, start, width, number), default=0) for spread in scores), default=0)
    score_figures = "".join(
        _figure(
            _histogram(
                f"scores-{seat.seat}",
                f"Scores of {seat.name} ({seat.agent})",
                seat.scores,
                (start, width, number),
                tallest,
                PALETTE[index % len(PALETTE)],
                "score",
            ),
            f"{_text(seat.name)} ({_text(seat.agent)}): mean {_decimal(seat.scores.mean)}, "
            f"median {_plain(seat.scores.median)}.",
        )
        for index, seat in enumerate(summary.seats)
    )
    lengths = summary.decisions
    binning = _binning([lengths])
    length_chart = _histogram(
        "lengths",
        "Game length in decisions",
        lengths,
        binning,
        max(_binned(lengths, *binning), default=0),
        LENGTHS_COLOUR,
        "decisions per game",
    )
    same_bins = " Every seat's chart has the same bins and scale." if len(scores) > 1 else ""
    return (
        "<h2>Win rate by seat</h2>"
        + _figure(
            _win_rate_chart(summary),
            "The share of games each seat won alone, the whisker its 95% interval; "
            "the dashed line is the share every seat would win if none had an advantage.",
            wide=True,
        )
        + f'<h2>Scores</h2><p class="note">Games by final score.{same_bins}</p>'
        + f'<div class="charts">{score_figures}</div>'
        + "<h2>Game length in decisions</h2>"
        + _figure(
            length_chart,
            f"Games by the seats' decisions (chance not counted): mean {_decimal(lengths.mean)}, "
            f"median {_plain(lengths.median)}.",
            wide=True,
        )
    )


def _figure(svg: str, caption: str, *, wide: bool = False) -> str:
    """A chart with its caption (``caption`` is markup, already escaped)."""
    kind = ' class="wide"' if wide else ""
    return f"<figure{kind}>{svg}<figcaption>{caption}</figcaption></figure>"


# Charts.


def _win_rate_chart(summary: Summary) -> str:
    """A bar for every seat's share of games won alone and one for draws, each with its 95% interval."""
    left, right, top, bottom = 44, 12, 26, 40
    height = 250
    plot_width, plot_height = _WIDTH - left - right, height - top - bottom

    def y(share: float) -> float:
        return top + plot_height * (1 - share)

    parts = [_label(4, 13, "share of games won", anchor="start", kind="small")]
    for tick in (0, 0.25, 0.5, 0.75, 1):
        parts.append(_line(left, y(tick), left + plot_width, y(tick), "grid" if tick else "axis"))
        parts.append(_label(left - 6, y(tick) + 4, f"{tick:.0%}", anchor="end"))
    bars = [
        (seat.name, seat.agent, seat.win_rate(), PALETTE[index % len(PALETTE)])
        for index, seat in enumerate(summary.seats)
    ]
    bars.append(("draws", "shared first place", _draw_rate(summary), DRAWS_COLOUR))
    slot = plot_width / len(bars)
    bar_width = min(56.0, slot * 0.6)
    for index, (name, agent, (rate, low, high), colour) in enumerate(bars):
        middle = left + slot * (index + 0.5)
        # A stub for no wins at all, so every bar shows where it stands.
        bar_height = max(1.0, plot_height * rate)
        label = f"{name} ({agent}): {_percent(rate)}, 95% interval {_percent(low)} to {_percent(high)}"
        parts.append(
            f'<g><title>{_text(label)}</title><rect class="bar" x="{_n(middle - bar_width / 2)}" '
            f'y="{_n(y(0) - bar_height)}" width="{_n(bar_width)}" height="{_n(bar_height)}" '
            f'fill="{colour}"/>'
            + _line(middle, y(low), middle, y(high), "whisker")
            + _line(middle - 5, y(low), middle + 5, y(low), "whisker")
            + _line(middle - 5, y(high), middle + 5, y(high), "whisker")
            + "</g>"
        )
        parts.append(_label(middle, y(0) + 15, _shorten(name, int(slot / _CHAR))))
        parts.append(_label(middle, y(0) + 31, _percent(rate), kind="strong"))
    if summary.games and summary.players:
        even = (summary.games - summary.draws) / summary.games / summary.players
        parts.append(_line(left, y(even), left + plot_width, y(even), "even"))
        # Named above the plot, where no bar or whisker can cover the name.
        legend = f"even share {_percent(even)}"
        legend_start = left + plot_width - _CHAR * len(legend)
        parts.append(_line(legend_start - 26, 9, legend_start - 4, 9, "even"))
        parts.append(_label(legend_start, 13, legend, anchor="start", kind="small"))
    return _svg("win-rate", "Win rate by seat, with 95% intervals, and draws", height, parts)


def _histogram(
    ident: str,
    title: str,
    spread: Distribution,
    binning: tuple[int, int, int],
    tallest: int,
    colour: str,
    axis: str,
) -> str:
    """A bar for every bin of ``binning`` (first value, width, number) holding values of ``spread``,
    drawn to a scale where ``tallest`` games reach the top."""
    start, width, number = binning
    counts = _binned(spread, start, width, number)
    height = 220
    y_ticks = _count_ticks(tallest)
    left = 14 + _CHAR * max(len(_compact(tick)) for tick in y_ticks)
    right, top, bottom = 14, 36, 40
    plot_width, plot_height = _WIDTH - left - right, height - top - bottom
    # Bin i holds start + i * width and the width - 1 values after it; each value takes one unit.
    low, high = start - 0.5, start + number * width - 0.5

    def x(value: float) -> float:
        return left + plot_width * (value - low) / (high - low)

    def y(games: float) -> float:
        return top + plot_height * (1 - games / y_ticks[-1])

    parts = [_label(4, 13, "games", anchor="start", kind="small")]
    for tick in y_ticks:
        parts.append(_line(left, y(tick), left + plot_width, y(tick), "grid" if tick else "axis"))
        parts.append(_label(left - 6, y(tick) + 4, _compact(tick), anchor="end"))
    parts.append(_line(left, top, left, y(0), "axis"))
    parts.append(_label(left + plot_width / 2, height - 4, axis, kind="small"))
    if not spread.total:
        parts.append(_label(left + plot_width / 2, top + plot_height / 2, "no games"))
        return _svg(ident, title, height, parts)
    for tick in _value_ticks(start, start + number * width - 1, plot_width):
        parts.append(_line(x(tick), y(0), x(tick), y(0) + 4, "axis"))
        parts.append(_label(x(tick), y(0) + 16, _compact(tick)))
    bin_width = plot_width / number
    gap = min(1.0, bin_width / 10)
    for index, games in enumerate(counts):
        if not games:
            continue
        first = start + index * width
        values = f"{first:,}" if width == 1 else f"{first:,} to {first + width - 1:,}"
        share = games / spread.total
        # One game in a million would be no bar at all: draw it a unit high.
        bar_height = max(1.0, plot_height * games / y_ticks[-1])
        parts.append(
            f'<rect class="bar" x="{_n(x(first - 0.5) + gap)}" y="{_n(y(0) - bar_height)}" '
            f'width="{_n(bin_width - 2 * gap)}" height="{_n(bar_height)}" fill="{colour}">'
            f"<title>{_text(f'{axis} {values}: {_games(games)} ({_percent(share)})')}</title></rect>"
        )
    mean = spread.mean
    flip = x(mean) > left + plot_width * 0.6
    parts.append(_line(x(mean), top - 14, x(mean), y(0), "mean"))
    parts.append(
        _label(
            x(mean) + (-4 if flip else 4),
            top - 6,
            f"mean {_decimal(mean)}",
            anchor="end" if flip else "start",
            kind="small",
        )
    )
    return _svg(ident, title, height, parts)


def _binning(spreads: Sequence[Distribution]) -> tuple[int, int, int]:
    """The first value, the width and the number of bins, at most :data:`MAX_BINS` of a
    round width, that hold every value of ``spreads``."""
    lows = [spread.minimum for spread in spreads if spread.minimum is not None]
    highs = [spread.maximum for spread in spreads if spread.maximum is not None]
    if not lows or not highs:
        return 0, 1, 1
    low, high = min(lows), max(highs)
    for width in _round_steps(1):
        start = low // width * width
        number = (high - start) // width + 1
        if number <= MAX_BINS:
            return start, width, number
    raise AssertionError("unreachable: round steps grow without end")


def _binned(spread: Distribution, start: int, width: int, number: int) -> list[int]:
    """How many of ``spread``'s values fall in each bin."""
    counts: Counter[int] = Counter()
    for value, times in spread.counts:
        counts[(value - start) // width] += times
    return [counts[index] for index in range(number)]


def _round_steps(at_least: float) -> Iterator[int]:
    """1, 2, 5, 10, 20, 50, ... from the first that is at least ``at_least``."""
    scale = 1
    while True:
        for step in (scale, 2 * scale, 5 * scale):
            if step >= at_least:
                yield step
        scale *= 10


def _count_ticks(tallest: int) -> list[int]:
    """Round numbers of games from 0 to at least ``tallest``, four or five of them."""
    step = next(_round_steps(max(tallest, 1) / 4))
    return list(range(0, math.ceil(max(tallest, 1) / step) * step + 1, step))


def _value_ticks(low: int, high: int, room: float) -> list[int]:
    """Round values from ``low`` to ``high`` whose labels fit side by side in ``room``."""
    widest = max(len(_compact(low)), len(_compact(high))) + 3
    for step in _round_steps(1):
        ticks = range(-(-low // step) * step, high + 1, step)
        if len(ticks) <= 8 and len(ticks) * widest * _CHAR <= room:
            return list(ticks) or [low]
    raise AssertionError("unreachable: round steps grow without end")


# SVG pieces.


def _svg(ident: str, title: str, height: int, parts: Sequence[str]) -> str:
    """An SVG image ``_WIDTH`` by ``height`` units that scales to the page, titled ``title``."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" id="{ident}" viewBox="0 0 {_WIDTH} {height}" '
        f'width="100%" role="img" aria-labelledby="{ident}-title">'
        f'<title id="{ident}-title">{_text(title)}</title>{"".join(parts)}</svg>'
    )


def _line(x1: float, y1: float, x2: float, y2: float, kind: str) -> str:
    return f'<line class="{kind}" x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}"/>'


def _label(x: float, y: float, text: str, *, anchor: str = "middle", kind: str = "") -> str:
    """Text at ``x``, ``y`` (the baseline), ``anchor`` being start, middle or end."""
    style = f' class="{kind}"' if kind else ""
    return f'<text x="{_n(x)}" y="{_n(y)}" text-anchor="{anchor}"{style}>{_text(text)}</text>'


def _n(coordinate: float) -> str:
    """A coordinate to a tenth of a unit, without a trailing ``.0``."""
    text = f"{coordinate:.1f}"
    return text.removesuffix(".0")


# Text and numbers.


def _text(value: object) -> str:
    """``value`` as text for XML content or a quoted attribute: escaped, and characters
    XML forbids replaced by U+FFFD (the pictures' own escaping)."""
    return escape(value)


def _shorten(text: str, room: int) -> str:
    """``text``, cut to ``room`` characters with an ellipsis when it is longer."""
    room = max(room, 2)
    return text if len(text) <= room else text[: room - 1] + "…"


def _cell(value: float, shown: str) -> str:
    """A numeric cell: ``shown`` for people, the exact value in ``data-value``."""
    exact = "" if math.isnan(value) else repr(value)
    return f'<td class="num" data-value="{exact}">{shown}</td>'


def _figures(spread: Distribution) -> str:
    """Mean, stdev, min, median and max cells (dashes where there are no values)."""
    minimum = math.nan if spread.minimum is None else spread.minimum
    maximum = math.nan if spread.maximum is None else spread.maximum
    return (
        _cell(spread.mean, _decimal(spread.mean))
        + _cell(spread.stdev, _decimal(spread.stdev))
        + _cell(minimum, _plain(minimum))
        + _cell(spread.median, _plain(spread.median))
        + _cell(maximum, _plain(maximum))
    )


def _draw_rate(summary: Summary) -> tuple[float, float, float]:
    """The share of games drawn, and its 95% Wilson interval."""
    low, high = wilson(summary.draws, summary.games)
    return (summary.draws / summary.games if summary.games else 0.0), low, high


def _rate(rate: float, low: float, high: float) -> str:
    return f"{_percent(rate)} ({_percent(low)} – {_percent(high)})"


def _percent(share: float) -> str:
    return f"{share:.1%}"


def _decimal(number: float) -> str:
    """Two decimals, or a dash for no value."""
    return "—" if math.isnan(number) else f"{number:,.2f}"


def _plain(number: float) -> str:
    """A whole number as it is, a fraction to two decimals, a dash for no value."""
    if math.isnan(number):
        return "—"
    if number == int(number):
        return f"{int(number):,}"
    return f"{number:,.2f}"


def _compact(number: int) -> str:
    """``number`` for an axis: ``25k``, ``1.5M`` where three digits say it exactly, else in full."""
    if abs(number) >= 10_000:
        for size, suffix in ((10**12, "T"), (10**9, "B"), (10**6, "M"), (10**3, "k")):
            if abs(number) >= size:
                short = f"{number / size:g}"
                digits = short.lstrip("-").replace(".", "").lstrip("0")
                if "e" not in short and len(digits) <= 3 and float(short) * size == number:
                    return f"{short}{suffix}"
                break
    return f"{number:,}"


def _games(number: int) -> str:
    return "1 game" if number == 1 else f"{number:,} games"
