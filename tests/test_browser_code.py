"""The page's browser code (``pyramid_explorer/ui/common/js/``) is valid, links, and selects only
classes that Python sets.

* ``node --check`` passes on every shipped module and on the bundle anywidget loads, each read as
  an ES module; ``node`` imports the modules as they are (their ``import``s link) and the bundle,
  and both offer the widget's ``render``; ESLint (Debian's ``eslint``, with ``js/.eslintrc.json``)
  finds nothing in either. Without ``node`` or ``eslint`` these tests are skipped on a
  developer's machine and **fail** in CI (``CI`` set), where ``.ci/run`` installs both.
* Every ``pe-…`` class the JavaScript mentions is named in :mod:`~pyramid_explorer.ui.common.
  page_classes` and every class named there is still selected; the widgets the dashboard and a
  seat's page build carry each of them. A class renamed on one side fails here.
* The classes of ipywidgets, its slider and plotly that the JavaScript selects are in the
  installed libraries' own browser code.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from pyramid_explorer.ui.common import browser_code, page_classes
from pyramid_explorer.ui.common.page_bridge import ExplorerKeys, PageBridge

JS = Path(browser_code.__file__).parent / browser_code.FOLDER
ENTRIES = {"page_bridge.js": PageBridge, "explorer_keys.js": ExplorerKeys}
"""The modules anywidget loads (each bundled with what it imports) and their widgets."""
NODE = shutil.which("node")
ESLINT = shutil.which("eslint")
ESLINT_CONFIG = JS / ".eslintrc.json"


@pytest.fixture
def node() -> str:
    if NODE is None:
        if os.environ.get("CI"):
            pytest.fail("node is not installed (apt-get install nodejs)")
        pytest.skip("node is not installed (apt-get install nodejs)")
    return NODE


@pytest.fixture
def eslint() -> str:
    if ESLINT is None:
        if os.environ.get("CI"):
            pytest.fail("eslint is not installed (apt-get install eslint)")
        pytest.skip("eslint is not installed (apt-get install eslint)")
    return ESLINT


def _eslint(eslint: str, folder: Path, *names: str) -> subprocess.CompletedProcess[str]:
    """ESLint (Debian's) on files ``names`` of ``folder``, with the browser code's own rules
    (``js/.eslintrc.json``)."""
    env = {**os.environ, "NODE_PATH": "/usr/share/nodejs"}  # Debian's modules, any node
    return subprocess.run([eslint, "--no-eslintrc", "-c", str(ESLINT_CONFIG), *names],
                          capture_output=True, text=True, timeout=120, env=env, cwd=folder)


def test_eslint_finds_nothing_in_the_modules_or_the_bundle(eslint, tmp_path):
    """eslint:recommended (no undefined or unused name, no unreachable code, …) plus ``===``,
    ``const`` where nothing is reassigned and no shadowed names."""
    done = _eslint(eslint, JS, *browser_code.module_names())
    assert done.returncode == 0, done.stdout + done.stderr
    (tmp_path / "bundle.js").write_text(browser_code.bundle("page_bridge.js"))
    done = _eslint(eslint, tmp_path, "bundle.js")
    assert done.returncode == 0, done.stdout + done.stderr


def test_eslint_finds_a_name_left_behind(eslint, tmp_path):
    """(The lint can fail: a function renamed in one place only is an undefined name.)"""
    broken = tmp_path / "keys.js"
    broken.write_text((JS / "keys.js").read_text().replace("const key = keyOf(e);",
                                                           "const key = keyFor(e);"))
    done = _eslint(eslint, tmp_path, "keys.js")
    assert done.returncode != 0 and "'keyFor' is not defined" in done.stdout


def _node(node: str, *args: str, stdin: str | None = None, cwd: Path | None = None) -> str:
    done = subprocess.run([node, *args], input=stdin, capture_output=True, text=True,
                          timeout=60, cwd=cwd)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_every_module_and_the_bundle_pass_node_check(node):
    names = browser_code.module_names()
    assert {"page_bridge.js", "keys.js", "address.js", "names.js", "curtain.js", "focus.js",
            "phone_scroll.js", "clipboard.js", "ping.js"} <= set(names)
    for name in names:
        _node(node, "--input-type=module", "--check", stdin=(JS / name).read_text())
    for entry in ENTRIES:
        _node(node, "--input-type=module", "--check", stdin=browser_code.bundle(entry))


def test_a_broken_module_fails_node_check(node):
    """(The check above can fail: a syntax error is found.)"""
    broken = (JS / "keys.js").read_text().replace("return null;\n}", "return null;\n", 1)
    done = subprocess.run([node, "--input-type=module", "--check"], input=broken,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode != 0 and "SyntaxError" in done.stderr


def test_node_links_the_modules_and_the_bundle_to_the_same_widget(node, tmp_path):
    """The modules import each other as written; the bundle (what the browser gets) and the
    modules both export a default with ``render``, and the bundle runs every module."""
    for name in browser_code.module_names():
        shutil.copyfile(JS / name, tmp_path / name)
    (tmp_path / "package.json").write_text('{"type": "module"}')
    for entry in ENTRIES:
        (tmp_path / "bundle.js").write_text(browser_code.bundle(entry))
        script = (f"const a = await import('./{entry}'); const b = await import('./bundle.js');"
                  "console.log(JSON.stringify([typeof a.default.render, "
                  "typeof b.default.render]));")
        out = _node(node, "--input-type=module", "-e", script, cwd=tmp_path)
        assert json.loads(out) == ["function", "function"], entry


def test_the_widget_sends_the_bundle_of_every_job_module():
    """The page bridge's bundle holds every job module; an explorer's own keys hold the keys
    (the same ``keys.js``); no module is shipped that neither loads."""
    reached = set()
    for entry, widget in ENTRIES.items():
        code = widget._esm if isinstance(widget._esm, str) else str(widget._esm)
        assert code == browser_code.bundle(entry)
        imported = set(browser_code.imports_of(entry))
        imported |= {m for name in imported for m in browser_code.imports_of(name)}
        for name in imported:
            assert f"// ---- {name}\n" in code
        assert "import {" not in code and code.count("export ") == 1  # one module, no imports
        reached |= imported | {entry}
    assert reached == set(browser_code.module_names())
    page_jobs = set(browser_code.imports_of("page_bridge.js"))
    assert set(browser_code.module_names()) - page_jobs - set(ENTRIES) <= {"dom.js", "pulse.js"}
    assert "keys.js" in browser_code.imports_of("explorer_keys.js")


def test_the_bundle_refuses_what_it_does_not_understand(monkeypatch):
    """An import or export the bundler cannot rewrite is an error at import time, not a page
    that fails in the browser."""
    real = browser_code.source
    for broken in ('import * as dom from "./dom.js";', "export let counter = 0;",
                   'import { nothing } from "./dom.js";'):
        monkeypatch.setattr(browser_code, "source",
                            lambda name, b=broken: real(name) + (b + "\n" if name == "keys.js"
                                                                 else ""))
        with pytest.raises(browser_code.BundleError):
            browser_code.bundle.__wrapped__("page_bridge.js")


def _code_of(text: str) -> str:
    """JavaScript without its ``//`` comments."""
    return "\n".join(re.sub(r"(^|\s)//.*$", "", line) for line in text.splitlines())


def _js() -> str:
    """Every module's code, without comments and imports."""
    code = "\n".join(_code_of((JS / name).read_text()) for name in browser_code.module_names())
    return re.sub(r"^import .*$", "", code, flags=re.M)


def test_every_pe_class_the_browser_code_names_is_declared_once_in_python():
    named = set(re.findall(r"(?<![\w-])pe-[A-Za-z0-9-]*", _js()))
    declared = set(page_classes.SELECTED) | set(page_classes.WRITTEN_BY_BROWSER)
    assert named - declared == set(), "selected by the JavaScript, unknown to page_classes"
    assert declared - named == set(), "declared in page_classes, no longer used by JavaScript"
    assert len(page_classes.SELECTED) == len(declared - set(page_classes.WRITTEN_BY_BROWSER))


def _library_classes_selected() -> set[str]:
    code = _js()
    strings = re.findall(r'"((?:[^"\\]|\\.)*)"|\'((?:[^\'\\]|\\.)*)\'', code)
    found = set()
    for double, single in strings:
        found |= set(re.findall(r"\.([A-Za-z_][\w-]*)", double or single))
    found |= set(re.findall(r'classList\.contains\("([\w-]+)"\)', code))
    return {c for c in found if not c.startswith("pe-")}


def test_the_library_classes_the_browser_code_selects_are_declared():
    declared = {c for classes in page_classes.LIBRARY_CLASSES.values() for c in classes}
    assert _library_classes_selected() == declared


def test_the_installed_libraries_still_use_those_classes():
    """ipywidgets (as Voila's widget manager draws it), its slider and plotly.js name each class
    the browser code selects (a library upgrade renaming one fails here)."""
    import plotly

    share = Path(sys.prefix) / "share" / "jupyter"
    widget_js = "".join(p.read_text(errors="ignore") for p in share.rglob("*.js")
                        if "widget" in str(p).lower())
    plotly_js = (Path(plotly.__file__).parent / "package_data" / "plotly.min.js").read_text()
    assert widget_js and plotly_js
    for library, classes in page_classes.LIBRARY_CLASSES.items():
        text = plotly_js if library == "plotly" else widget_js
        for name in classes:
            assert name in text, (library, name)


class _Classes(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.found: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for key, value in attrs:
            if key == "class" and value:
                self.found |= set(value.split())


def _classes_in(widget: Any, seen: set[int] | None = None) -> set[str]:
    """Every class on ``widget`` and below it, on a widget or in its HTML."""
    seen = set() if seen is None else seen
    if id(widget) in seen:
        return set()
    seen.add(id(widget))
    found = set(getattr(widget, "_dom_classes", ()) or ())
    value = getattr(widget, "value", None)
    if isinstance(value, str) and "<" in value:
        parser = _Classes()
        parser.feed(value)
        found |= parser.found
    for child in getattr(widget, "children", ()) or ():
        found |= _classes_in(child, seen)
    return found


def test_the_widgets_python_builds_carry_every_class_the_browser_code_selects(tmp_path):
    from pyramid_explorer.tables import TableStore
    from pyramid_explorer.ui.dashboard import Dashboard
    from pyramid_explorer.ui.tables import SeatPage

    dashboard = Dashboard()
    explorer = dashboard.contents[dashboard.tab_ids[0]]
    explorer.session.set_seat(0, "human")
    explorer.set_pass_and_play(True)  # the curtain, waiting for P1: its title is drawn
    store = TableStore(tmp_path / "tables.sqlite3")
    table = store.open("im-bann-der-pyramide", seed=3, players=2, humans=[0, 1])
    seat = SeatPage(store, table.code, 0, table.keys[0])
    built = _classes_in(dashboard.widget) | _classes_in(seat.widget)
    prefixes = {c for c in page_classes.SELECTED if c.endswith("-")}
    for name in set(page_classes.SELECTED) - prefixes:
        assert name in built, f"no widget carries {name!r}, which the browser code selects"
    for prefix in prefixes:
        assert any(c.startswith(prefix) and c != prefix for c in built), prefix
