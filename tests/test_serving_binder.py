"""Binder's environment is pinned, and the badges name the account that hosts the repository."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]


def load(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "binder" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pins() -> dict[str, str]:
    lines = [ln.strip() for ln in (ROOT / "binder" / "requirements.txt").read_text().splitlines()]
    entries = [ln for ln in lines if ln and not ln.startswith("#") and ln != "."]
    found = {}
    for entry in entries:
        name, sep, version = entry.partition("==")
        assert sep and re.fullmatch(r"[\w.+-]+", version), f"not pinned: {entry!r}"
        found[re.sub(r"[-_.]+", "-", name).lower()] = version
    return found


def test_every_runtime_dependency_is_pinned_within_what_pyproject_allows():
    pinned = pins()
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    for spec in project["dependencies"]:
        req = Requirement(spec)
        name = re.sub(r"[-_.]+", "-", req.name).lower()
        assert name in pinned, f"{req.name} is not pinned in binder/requirements.txt"
        assert req.specifier.contains(pinned[name]), f"{name}=={pinned[name]} breaks {spec!r}"
    assert "jupyter-server" in pinned and "tornado" in pinned  # the server, not only our deps


def test_badges_come_from_the_origin_remote_and_open_the_dashboard():
    badges = load("badges")
    assert badges.parse_remote("git@github.com:ada/pyramid-explorer.git") == (
        "ada", "pyramid-explorer")
    text = badges.badges("ada", "pyramid-explorer", "main")
    assert "OWNER" not in text
    assert "https://mybinder.org/v2/gh/ada/pyramid-explorer/main?urlpath=lab" in text
    path = re.search(r"urlpath=voila/render/(\S+?)\)", text).group(1)
    assert (ROOT / path).is_file()
    assert badges.main(["--account", "ada"]) == 0


def test_badges_without_a_github_remote_ask_for_the_account(monkeypatch, capsys):
    badges = load("badges")
    monkeypatch.setattr(badges, "origin", lambda: "/srv/git/pyramid-explorer")
    assert badges.main([]) == 2
    assert "--account ACCOUNT" in capsys.readouterr().err
