"""The page's style sheets (``pyramid_explorer/ui/common/css/``): every one is used, filled in
completely, parses as CSS without an error, and ships in the wheel's package data."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import tinycss2
import tomllib

from pyramid_explorer.ui.common import styles, theme
from pyramid_explorer.ui.dashboard import rules_view
from pyramid_explorer.ui.dashboard import texts as dashboard_texts
from pyramid_explorer.ui.exercises import texts as exercise_texts
from pyramid_explorer.ui.odds_lab import texts as odds_lab_texts
from pyramid_explorer.ui.simulate import texts as simulate_texts

ROOT = Path(__file__).resolve().parents[1]
PAGES = {"the explorer": theme.CSS, "the dashboard": dashboard_texts.CSS,
         "the rules view": rules_view.CSS, "the exercises": exercise_texts.CSS,
         "the Odds Lab": odds_lab_texts.CSS, "the Simulate tab": simulate_texts.CSS}


def _errors(css: str) -> list[str]:
    """Every parse error of ``css`` (rules and the declarations inside them)."""
    found = []
    for rule in tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True):
        if rule.type == "error":
            found.append(f"{rule.message} at line {rule.source_line}")
        elif rule.type == "qualified-rule":
            for decl in tinycss2.parse_blocks_contents(rule.content, skip_comments=True,
                                                       skip_whitespace=True):
                if decl.type == "error":
                    found.append(f"{decl.message} at line {decl.source_line}")
        elif rule.type == "at-rule" and rule.content is not None:
            found.extend(_errors(tinycss2.serialize(rule.content)))
    return found


@pytest.mark.parametrize("page", sorted(PAGES))
def test_each_pages_css_is_one_style_element_that_parses(page):
    css = PAGES[page]
    body = re.fullmatch(r"\n<style>\n(.*)</style>\n", css, re.S)
    assert body, css[:80]
    assert "${" not in body.group(1)  # every ${…} of the sheet was filled in
    assert _errors(body.group(1)) == []
    assert body.group(1).count("{") == body.group(1).count("}")


def test_a_css_error_is_found():
    """(The check above can fail.)"""
    assert _errors(".pe-root { color:red; } .pe-side { ; width: }}") != []


def test_every_sheet_is_used_and_every_value_it_needs_is_given():
    used = "".join(PAGES.values())
    for name in styles.sheet_names():
        first = styles.css(name, **{k: "0" for k in styles.placeholders(name)}).split("{")[0]
        assert first.strip() in used, f"{name} is not part of any page"
    with pytest.raises(KeyError):
        styles.css("page.css")  # a value left out is an error, not a dropped rule


def test_the_browser_code_and_styles_are_package_data():
    """``pip install`` (not only an editable checkout) ships the .css and .js files."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    data = config["tool"]["setuptools"]["package-data"]["pyramid_explorer"]
    assert "ui/**/*.css" in data and "ui/**/*.js" in data
