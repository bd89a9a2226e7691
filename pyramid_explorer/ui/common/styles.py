"""The page's style sheets: ``.css`` files in ``ui/common/css/``, shipped with the package.

Each part of the page keeps its CSS in one file (``page.css`` for the explorer, ``charts.css`` for
its bar charts, ``dashboard.css``, ``rules_view.css``, ``odds_lab.css``, ``simulate.css``,
``exercises.css``) and reads it with :func:`css`. A sheet that uses the theme's numbers and colours
(:mod:`.theme`) names them as ``${name}`` (:class:`string.Template`), and :func:`css` fills them
in; a name left unfilled is an error, not a rule the browser silently drops.

>>> css("rules_view.css").splitlines()[0]
'.pe-rules-view { font-size:16px; max-width:1100px; }'
>>> "${" in css("charts.css", **{k: "1" for k in placeholders("charts.css")})
False
>>> style_tag("rules_view.css").startswith("\\n<style>\\n.pe-rules-view")
True
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from string import Template

PACKAGE = "pyramid_explorer.ui.common"
FOLDER = "css"


@cache
def _text(name: str) -> str:
    return (resources.files(PACKAGE) / FOLDER / name).read_text(encoding="utf-8")


def sheet_names() -> list[str]:
    """Every style sheet shipped with the package (file names, sorted).

    >>> "page.css" in sheet_names()
    True
    """
    folder = resources.files(PACKAGE) / FOLDER
    return sorted(f.name for f in folder.iterdir() if f.name.endswith(".css"))


def placeholders(name: str) -> set[str]:
    """The ``${name}`` values sheet ``name`` needs.

    >>> sorted(placeholders("page.css"))[:3]
    ['base_font_px', 'error_colour', 'presenting_chrome_px']
    """
    found = set()
    for match in Template.pattern.finditer(_text(name)):
        found.add(match.group("braced") or match.group("named") or "")
    return found - {""}


def css(name: str, **values: object) -> str:
    """The text of style sheet ``name`` with its ``${…}`` ``values`` filled in (all of them)."""
    return Template(_text(name)).substitute(values)


def style_tag(name: str, **values: object) -> str:
    """:func:`css` in a ``<style>`` element, as an HTML widget puts it into the page."""
    return f"\n<style>\n{css(name, **values)}</style>\n"


__all__ = ["css", "placeholders", "sheet_names", "style_tag"]
