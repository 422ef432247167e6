"""The HTML report: well-formed, every chart an accessible SVG, the table's numbers the summary's."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tablerules
from tablerules.core.chance import CHANCE
from tablerules.core.game import JSONValue
from tablerules.sim.report import MAX_BINS, report_html
from tablerules.sim.results import GameResult
from tablerules.sim.summary import Distribution, SeatSummary, Summary, Tally

XHTML = "{http://www.w3.org/1999/xhtml}"
SVG = "{http://www.w3.org/2000/svg}"


def parse(page: str) -> ET.Element:
    """The page as XML, its ``<!DOCTYPE html>`` line taken off."""
    doctype, _, rest = page.partition("\n")
    assert doctype == "<!DOCTYPE html>"
    return ET.fromstring(rest)


def summary_of(
    results: Sequence[tuple[tuple[int, ...], tuple[int, ...], int]],
    *,
    agents: Sequence[str] = ("random", "greedy"),
    seat_names: Sequence[str] | None = None,
    name: str = "Beasty Borders",
    seconds: float = 2.0,
) -> Summary:
    """The summary of games given as ``(winners, scores, decisions)``; actions are twice the decisions."""
    names = seat_names or [f"seat {seat}" for seat in range(len(agents))]
    tally = Tally("beasty-borders", name, names, agents, options={"variant": "short"}, first_seed=7)
    for index, (winners, scores, decisions) in enumerate(results):
        tally.add(GameResult(index, 7 + index, winners, scores, decisions, 2 * decisions))
    return tally.summary(seconds=seconds)


def played(game: int, seed: int) -> GameResult:
    """A real game of Beasty Borders between random agents."""
    record = tablerules.play(
        tablerules.load("beasty-borders"), [tablerules.bots.RandomAgent()] * 2, seed=seed
    )
    states = list(record.states())
    outcome = states[-1].outcome()
    assert outcome is not None
    decisions = sum(state.to_move is not CHANCE for state in states[:-1])
    return GameResult(game, seed, outcome.winners, outcome.scores, decisions, len(record.actions))


@pytest.fixture(scope="module")
def random_games() -> Summary:
    game = tablerules.load("beasty-borders")
    tally = Tally(game.id, game.name, game.seat_names(2), ("random", "<b>&"), first_seed=100, jobs=2)
    for index in range(12):
        tally.add(played(index, 100 + index))
    return tally.summary(seconds=0.25)


def svgs(page: ET.Element) -> dict[str, ET.Element]:
    return {svg.attrib["id"]: svg for svg in page.iter(f"{SVG}svg")}


def texts(element: ET.Element) -> list[str]:
    return ["".join(text.itertext()) for text in element.iter(f"{SVG}text")]


def bars(svg: ET.Element) -> list[ET.Element]:
    return [rect for rect in svg.iter(f"{SVG}rect") if rect.get("class") == "bar"]


def table_rows(page: ET.Element, kind: str) -> dict[str, dict[str, ET.Element]]:
    """The cells of table ``kind`` by row heading, then by column heading."""
    (table,) = [table for table in page.iter(f"{XHTML}table") if table.get("class") == kind]
    heads = ["".join(th.itertext()) for th in table.iter(f"{XHTML}th") if th.get("scope") == "col"]
    rows = {}
    for row in table.iter(f"{XHTML}tr"):
        cells = list(row)
        if cells[0].get("scope") == "row":
            rows["".join(cells[0].itertext())] = dict(zip(heads, cells, strict=False))
    return rows


def games_in(bar: ET.Element) -> int:
    """The games a histogram's bar stands for, read from its title ("score 3: 1,024 games (5.0%)")."""
    title = bar[0].text or ""
    return int(title.rsplit(": ", 1)[1].split(" game")[0].replace(",", ""))


def number(cell: ET.Element) -> float:
    return float(cell.attrib["data-value"])


def test_the_page_is_well_formed_xhtml(random_games: Summary) -> None:
    page = parse(report_html(random_games))
    assert page.tag == f"{XHTML}html"
    title = page.find(f"{XHTML}head/{XHTML}title")
    assert title is not None and (title.text or "").startswith("Beasty Borders: 12 games")
    assert page.find(f"{XHTML}body") is not None


def test_nothing_is_fetched_and_nothing_runs(random_games: Summary) -> None:
    page = report_html(random_games)
    assert "<script" not in page and "<link" not in page and "<img" not in page
    assert "http://" not in page.replace('xmlns="http://www.w3.org/', "")
    assert "https://" not in page and "url(" not in page


def test_one_accessible_svg_per_chart(random_games: Summary) -> None:
    charts = svgs(parse(report_html(random_games)))
    assert list(charts) == ["win-rate", "scores-0", "scores-1", "lengths"]
    for ident, svg in charts.items():
        assert svg.get("role") == "img" and svg.get("width") == "100%"
        assert svg.attrib["viewBox"].startswith("0 0 ")
        title = svg[0]
        assert title.tag == f"{SVG}title" and title.text
        assert svg.get("aria-labelledby") == title.get("id") == f"{ident}-title"
    assert charts["scores-1"][0].text == "Scores of wild (<b>&)"


def test_the_header_names_the_run(random_games: Summary) -> None:
    page = parse(report_html(random_games))
    facts = {
        "".join(dt.itertext()): "".join(dd.itertext())
        for dt, dd in zip(page.iter(f"{XHTML}dt"), page.iter(f"{XHTML}dd"), strict=True)
    }
    assert facts["Title"] == "Beasty Borders (beasty-borders)"
    assert facts["Players"] == "2"
    assert facts["Agents by seat"] == "farm: randomwild: <b>&"
    assert json.loads(facts["Options"]) == {}
    assert facts["Games"] == "12"
    assert facts["Seeds"] == "100 to 111"
    assert facts["Jobs"] == "2 (local backend)"
    assert facts["Time"] == "0.25 s, 48.0 games a second"


def test_the_table_holds_the_summary(random_games: Summary) -> None:
    rows = table_rows(parse(report_html(random_games)), "seats")
    assert list(rows) == ["farm", "wild", "Draws"]
    for seat in random_games.seats:
        cells = rows[seat.name]
        rate, low, high = seat.win_rate()
        assert "".join(cells["Agent"].itertext()) == seat.agent
        assert number(cells["Wins"]) == seat.wins and cells["Wins"].text == str(seat.wins)
        assert number(cells["Win rate (95% interval)"]) == rate
        assert cells["Win rate (95% interval)"].text == f"{rate:.1%} ({low:.1%} – {high:.1%})"
        assert number(cells["Shared first"]) == seat.shared
        assert number(cells["Mean score"]) == seat.scores.mean
        assert cells["Mean score"].text == f"{seat.scores.mean:.2f}"
        assert number(cells["Stdev"]) == seat.scores.stdev
        assert number(cells["Min"]) == seat.scores.minimum
        assert number(cells["Median"]) == seat.scores.median
        assert number(cells["Max"]) == seat.scores.maximum
    assert number(rows["Draws"]["Wins"]) == random_games.draws
    assert sum(number(rows[name]["Wins"]) for name in rows) == random_games.games
    lengths = table_rows(parse(report_html(random_games)), "lengths")
    for heading, spread in [
        ("Decisions", random_games.decisions),
        ("Actions (chance included)", random_games.actions),
    ]:
        cells = lengths[heading]
        assert [number(cells[column]) for column in ["Mean", "Stdev", "Min", "Median", "Max"]] == [
            spread.mean,
            spread.stdev,
            spread.minimum,
            spread.median,
            spread.maximum,
        ]


def test_the_win_rate_chart_labels_every_bar(random_games: Summary) -> None:
    chart = svgs(parse(report_html(random_games)))["win-rate"]
    assert len(bars(chart)) == 3
    labels = texts(chart)
    for seat in random_games.seats:
        assert seat.name in labels and f"{seat.win_rate()[0]:.1%}" in labels
    assert "draws" in labels and f"{random_games.draws / random_games.games:.1%}" in labels
    assert all(float(rect.attrib["height"]) > 0 for rect in bars(chart))
    assert sum(line.get("class") == "whisker" for line in chart.iter(f"{SVG}line")) == 3 * 3


def test_the_histograms_count_every_game(random_games: Summary) -> None:
    charts = svgs(parse(report_html(random_games)))
    for ident, spread in [("scores-0", random_games.seats[0].scores), ("lengths", random_games.decisions)]:
        counted = sum(games_in(bar) for bar in bars(charts[ident]))
        assert counted == spread.total == random_games.games


def test_text_from_the_summary_is_escaped() -> None:
    summary = summary_of(
        [((0,), (3, 1), 10)], agents=("<b>&", 'a"b'), seat_names=("<i>", "x'y"), name="Tom & <Jerry>"
    )
    page = report_html(summary)
    assert "&lt;b&gt;&amp;" in page and "<b>" not in page and "<i>" not in page
    assert "Tom &amp; &lt;Jerry&gt;" in page
    rows = table_rows(parse(page), "seats")
    assert list(rows) == ["<i>", "x'y", "Draws"]
    assert [rows[name]["Agent"].text for name in ["<i>", "x'y"]] == ["<b>&", 'a"b']


def test_characters_xml_forbids_are_replaced() -> None:
    summary = summary_of([((1,), (0, 2), 4)], agents=("bell\x07", "nul\x00"), name="\ud800\x1b")
    page = parse(report_html(summary))
    assert table_rows(page, "seats")["seat 0"]["Agent"].text == "bell\ufffd"


def test_one_game() -> None:
    page = parse(report_html(summary_of([((1,), (4, 9), 30)])))
    facts = ["".join(dd.itertext()) for dd in page.iter(f"{XHTML}dd")]
    assert "7" in facts  # the one seed
    charts = svgs(page)
    assert "100.0%" in texts(charts["win-rate"]) and "0.0%" in texts(charts["win-rate"])
    assert len(bars(charts["lengths"])) == 1 and len(bars(charts["scores-1"])) == 1


def test_every_game_drawn() -> None:
    summary = summary_of([((0, 1), (5, 5), 20)] * 5)
    page = parse(report_html(summary))
    rows = table_rows(page, "seats")
    assert number(rows["Draws"]["Wins"]) == 5 and number(rows["seat 0"]["Shared first"]) == 5
    labels = texts(svgs(page)["win-rate"])
    assert labels.count("0.0%") == 2 and "100.0%" in labels and "even share 0.0%" in labels


def test_a_seat_without_wins_still_shows_its_bar() -> None:
    summary = summary_of([((1,), (2, 6), 20)] * 9)
    chart = svgs(parse(report_html(summary)))["win-rate"]
    first = bars(chart)[0]
    assert float(first.attrib["height"]) > 0 and float(first.attrib["width"]) > 0
    assert table_rows(parse(report_html(summary)), "seats")["seat 0"]["Wins"].text == "0"


def test_negative_scores_and_a_single_value() -> None:
    summary = summary_of([((1,), (-12, -3), 40), ((1,), (-5, 0), 40), ((0,), (2, -1), 40)])
    page = parse(report_html(summary))
    charts = svgs(page)
    assert len(bars(charts["lengths"])) == 1
    assert "-12" in texts(charts["scores-0"])
    for ident in ["scores-0", "scores-1"]:
        assert all(float(rect.attrib["width"]) > 0 for rect in bars(charts[ident]))
    assert table_rows(page, "seats")["seat 0"]["Min"].text == "-12"


def test_wide_ranges_go_into_round_bins() -> None:
    summary = summary_of([((0,), (score, -score), 10 + 37 * score) for score in range(0, 3000, 7)])
    charts = svgs(parse(report_html(summary)))
    # Both seats' scores, -2,996 to 2,996, share 30 bins of 200; lengths, 10 to 110,862, take 23 of 5,000.
    assert (len(bars(charts["scores-0"])), len(bars(charts["scores-1"]))) == (15, 16)
    assert len(bars(charts["lengths"])) == 23 <= MAX_BINS
    assert [bar[0].text for bar in bars(charts["scores-0"])][:2] == [
        "score 0 to 199: 29 games (6.8%)",
        "score 200 to 399: 29 games (6.8%)",
    ]
    assert bars(charts["lengths"])[0][0].text == "decisions per game 0 to 4,999: 20 games (4.7%)"


def test_no_games_and_no_time() -> None:
    summary = summary_of([], seconds=0.0)
    page = parse(report_html(summary))
    facts = ["".join(dd.itertext()) for dd in page.iter(f"{XHTML}dd")]
    assert "0.00 s, too quick to time" in facts and "none" in facts
    charts = svgs(page)
    assert "no games" in texts(charts["lengths"]) and "no games" in texts(charts["scores-0"])
    assert table_rows(page, "seats")["seat 0"]["Mean score"].text == "—"


def test_huge_numbers_of_games() -> None:
    games = 10**12
    scores = Distribution(((-(10**9), games // 2), (10**9, games // 2)))
    seats = (
        SeatSummary(0, "north", "mcts:1000", games, games // 3, 7, scores),
        SeatSummary(1, "south", "random", games, games - games // 3 - 7, 7, scores),
    )
    summary = Summary(
        "great-plains",
        "Great Plains",
        2,
        {"depth": 3},
        ("mcts:1000", "random"),
        0,
        games,
        seats,
        7,
        Distribution(((1, 1), (10**6, games - 1))),
        Distribution(((2, 1), (3 * 10**6, games - 1))),
        86_400.0,
        64,
        "ray",
    )
    page = parse(report_html(summary))
    assert table_rows(page, "seats")["north"]["Wins"].text == "333,333,333,333"
    charts = svgs(page)
    assert "1T" in texts(charts["lengths"]) and "600B" in texts(charts["scores-0"])
    assert len(bars(charts["lengths"])) == 2


def test_many_seats_with_long_names() -> None:
    agents = tuple(f"agent {seat}" for seat in range(6))
    names = tuple(f"the seat with a very long name number {seat}" for seat in range(6))
    summary = summary_of(
        [((seat % 6,), (seat,) * 6, 50) for seat in range(30)], agents=agents, seat_names=names
    )
    labels = texts(svgs(parse(report_html(summary)))["win-rate"])
    shortened = [label for label in labels if label.endswith("…")]
    assert len(shortened) == 6 and all(names[0].startswith(label[:-1]) for label in shortened)


def json_values() -> st.SearchStrategy[JSONValue]:
    return st.none() | st.booleans() | st.integers() | st.text(max_size=8)


@st.composite
def summaries(draw: st.DrawFn) -> Summary:
    """Tallies of random games, names full of odd characters, scores large and small."""
    text = st.text(max_size=12)
    players = draw(st.integers(1, 5))
    tally = Tally(
        draw(text),
        draw(text),
        draw(st.lists(text, min_size=players, max_size=players)),
        draw(st.lists(text, min_size=players, max_size=players)),
        options=draw(st.dictionaries(text, json_values(), max_size=3)),
        first_seed=draw(st.integers(-(2**40), 2**40)),
        jobs=draw(st.integers(1, 64)),
        backend=draw(text),
    )
    values = st.integers(-60, 60) | st.integers(-(10**15), 10**15)
    for index in range(draw(st.integers(0, 25))):
        winners = draw(st.sets(st.integers(0, players - 1), min_size=1))
        scores = draw(st.lists(values, min_size=players, max_size=players))
        decisions = draw(st.integers(0, 10**9))
        tally.add(GameResult(index, index, tuple(sorted(winners)), tuple(scores), decisions, decisions))
    return tally.summary(seconds=draw(st.floats(0, 1e7)))


@settings(max_examples=40)
@given(summaries())
def test_any_summary_gives_a_well_formed_page(summary: Summary) -> None:
    page = parse(report_html(summary))
    charts = svgs(page)
    assert list(charts) == ["win-rate", *(f"scores-{seat}" for seat in range(summary.players)), "lengths"]
    assert len(bars(charts["win-rate"])) == summary.players + 1
    for svg in charts.values():
        assert svg[0].tag == f"{SVG}title"
        assert len(bars(svg)) <= MAX_BINS
        for rect in bars(svg):
            assert float(rect.attrib["width"]) > 0 and float(rect.attrib["height"]) > 0
    assert sum(games_in(bar) for bar in bars(charts["lengths"])) == summary.games
