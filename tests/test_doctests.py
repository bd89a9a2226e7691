"""The examples in the docstrings run and show what they say; every module has at least one."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import pyramid_explorer

MODULES = sorted(
    m.name for m in pkgutil.walk_packages(pyramid_explorer.__path__, "pyramid_explorer.")
    if not m.name.endswith("__main__"))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} docstring example(s) failed in {name}"
    assert result.attempted > 0, (
        f"{name} has no docstring example: show what it does in one (docs/developing.md)")


BENCHMARK_HELPERS = ["machine", "interleaved", "probes"]  # modules the benchmark scripts share


@pytest.mark.parametrize("name", BENCHMARK_HELPERS)
def test_benchmark_helper_examples(name, monkeypatch):
    """The benchmarks' shared helpers (the machine line, interleaved rounds) do what they say."""
    from pathlib import Path

    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[1] / "benchmarks"))
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0, f"{name}: {result}"
