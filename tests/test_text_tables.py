"""Every table of the program's own words has both languages and the same fields in each."""

from __future__ import annotations

import importlib

import pytest

from pyramid_explorer.engine.text import TABLES

MODULES = ("pyramid_explorer.ui.common.i18n", "pyramid_explorer.ui.dashboard",
           "pyramid_explorer.ui.odds_lab", "pyramid_explorer.ui.exercises",
           "pyramid_explorer.ui.dashboard.rules_view", "pyramid_explorer.ui.simulate.tab",
           "pyramid_explorer.ui.charts.sim")


@pytest.fixture(scope="module")
def tables():
    for name in MODULES:
        importlib.import_module(name)
    return {table.name: table for table in TABLES}


def test_each_part_of_the_program_has_its_table(tables):
    assert {"explorer", "dashboard", "odds lab", "exercise"} <= set(tables)


def test_no_text_is_missing_a_language_or_a_field(tables):
    problems = [p for table in tables.values() for p in table.problems()]
    assert problems == []


def test_german_is_a_translation_not_a_copy(tables):
    # a German text equal to the English one is a forgotten translation, except names and symbols
    same = [(t.name, k) for t in tables.values() for k, (en, de) in t.texts.items()
            if en == de and any(c.isalpha() for c in en) and len(en.split()) > 1]
    assert same == []
