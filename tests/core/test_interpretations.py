"""Every interpretation on a title's rules page is cited in its code and its tests,
and every id cited there is one the page defines.

The brief's rule: where the rulebook is silent, ambiguous or lost a picture,
the decision gets an id on the Interpretations page, "cite the id in code
and tests". A page defines an id as ``**BIS-8. Title.**``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: Each title's rules page, the prefix of its ids, and its package (code and tests).
TITLES = [
    ("bison", "BIS", "bison"),
    ("great-plains", "GP", "great_plains"),
    ("manitou", "MAN", "manitou"),
    ("beasty-borders", "BB", "beasty_borders"),
]


def defined(title: str, prefix: str) -> set[str]:
    page = (ROOT / "docs" / "rules" / f"{title}.rst").read_text(encoding="utf-8")
    return set(re.findall(rf"^\*\*({prefix}-\d+)\.", page, flags=re.MULTILINE))


def cited(folder: Path, prefix: str) -> set[str]:
    pattern = re.compile(rf"\b{prefix}-\d+\b")
    texts = (path.read_text(encoding="utf-8") for path in folder.rglob("*.py"))
    return {match for text in texts for match in pattern.findall(text)}


@pytest.mark.parametrize(("title", "prefix", "package"), TITLES)
def test_every_interpretation_is_cited_in_code_and_tests(title: str, prefix: str, package: str) -> None:
    ids = defined(title, prefix)
    assert ids, f"no interpretations found on the {title} rules page"
    assert sorted(ids - cited(ROOT / "src" / "tablerules" / package, prefix)) == []
    assert sorted(ids - cited(ROOT / "tests" / package, prefix)) == []


@pytest.mark.parametrize(("title", "prefix", "package"), TITLES)
def test_every_cited_id_is_on_the_rules_page(title: str, prefix: str, package: str) -> None:
    ids = defined(title, prefix)
    for folder in (ROOT / "src" / "tablerules" / package, ROOT / "tests" / package):
        assert sorted(cited(folder, prefix) - ids) == []
