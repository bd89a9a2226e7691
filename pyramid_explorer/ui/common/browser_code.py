"""The page's browser code: ES modules in ``ui/common/js/``, bundled into the one module anywidget
loads.

anywidget sends a widget's ``_esm`` to the browser as text and imports it from a ``blob:`` URL,
so a ``import … from "./keys.js"`` in it could not be resolved there (a ``blob:`` URL is no base
for a relative address). The browser code is still written as one ES module per job (keys,
address bar, screen-reader names, …), which ``node`` and an editor read as they are; this module
joins an entry module and everything it imports into one module, at import time:

* each imported module becomes a function scope run once, in import order, returning what it
  exports (``const __keys = (() => { … return { keyOf, startKeys }; })();``), so two modules
  may use the same private names;
* ``import { a, b } from "./x.js";`` becomes ``const { a, b } = __x;``;
* the entry module keeps its ``export default``.

Only what the browser code needs is understood, and anything else is refused with a
:class:`BundleError` (so a new kind of ``import`` or ``export`` fails a unit test, not a
classroom): named imports from ``./<name>.js``, ``export function``/``async function``/
``const``/``class``, and ``export default`` in the entry. ``export let`` is refused: the
bundle copies exports once, so a module's later assignment would not be seen.

>>> code = bundle("page_bridge.js")
>>> code.count("export default"), "const __keys = (() => {" in code
(1, True)
>>> sorted(imports_of("focus.js"))
['curtain.js', 'dom.js', 'pulse.js']
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

PACKAGE = "pyramid_explorer.ui.common"
FOLDER = "js"

_IMPORT = re.compile(r'^import\s*\{([^}]*)\}\s*from\s*"\./([\w-]+\.js)";[ \t]*$', re.M)
_ANY_IMPORT = re.compile(r"^[ \t]*import\b", re.M)
_EXPORT = re.compile(r"^export\s+(async\s+function\*?|function\*?|const|class)\s+([A-Za-z_$][\w$]*)",
                     re.M)
_ANY_EXPORT = re.compile(r"^[ \t]*export\b.*$", re.M)


class BundleError(ValueError):
    """Browser code the bundler does not understand (see the module's docstring)."""


def module_names() -> list[str]:
    """Every browser module shipped with the package (file names, sorted).

    >>> "keys.js" in module_names()
    True
    """
    folder = resources.files(PACKAGE) / FOLDER
    return sorted(f.name for f in folder.iterdir() if f.name.endswith(".js"))


def source(name: str) -> str:
    """The text of the browser module ``name`` (e.g. ``"keys.js"``)."""
    return (resources.files(PACKAGE) / FOLDER / name).read_text(encoding="utf-8")


def imports_of(name: str) -> dict[str, list[str]]:
    """What module ``name`` imports: ``{module: [names]}``."""
    found: dict[str, list[str]] = {}
    for names, module in _IMPORT.findall(source(name)):
        found.setdefault(module, []).extend(n.strip() for n in names.split(",") if n.strip())
    return found


def exports_of(name: str) -> list[str]:
    """The names module ``name`` exports (besides a default export).

    >>> exports_of("keys.js")
    ['keyOf', 'startKeys']
    """
    return [m.group(2) for m in _EXPORT.finditer(source(name))]


def _check(name: str, entry: bool) -> None:
    text = source(name)
    if len(_ANY_IMPORT.findall(text)) != len(_IMPORT.findall(text)):
        raise BundleError(f"{name}: only `import {{ a, b }} from \"./x.js\";` is bundled")
    for line in _ANY_EXPORT.findall(text):
        if _EXPORT.match(line.strip()):
            continue
        if entry and line.startswith("export default "):
            continue
        raise BundleError(f"{name}: cannot bundle {line.strip()!r}")
    for module, names in imports_of(name).items():
        missing = sorted(set(names) - set(exports_of(module)))
        if missing:
            raise BundleError(f"{name} imports {missing} which {module} does not export")


def _order(entry: str) -> list[str]:
    """``entry`` and the modules it imports, each after the modules it imports."""
    done: list[str] = []
    visiting: list[str] = []

    def visit(name: str) -> None:
        if name in done:
            return
        if name in visiting:
            raise BundleError("import cycle: " + " -> ".join([*visiting, name]))
        visiting.append(name)
        for module in sorted(imports_of(name)):
            visit(module)
        visiting.pop()
        done.append(name)

    visit(entry)
    return done


def _scope_name(name: str) -> str:
    return "__" + re.sub(r"\W", "_", name.removesuffix(".js"))


def _body(name: str) -> str:
    """The module's text with its imports read from the scopes bundled before it."""
    def local(match: re.Match[str]) -> str:
        names = ", ".join(n.strip() for n in match.group(1).split(",") if n.strip())
        return f"const {{ {names} }} = {_scope_name(match.group(2))};"

    return _IMPORT.sub(local, source(name))


@cache
def bundle(entry: str) -> str:
    """``entry`` (a module in ``ui/common/js/``) and what it imports, as one ES module."""
    order = _order(entry)
    for name in order:
        _check(name, entry=name == entry)
    parts = [f"// {entry} and the modules it imports ({', '.join(order[:-1])}), bundled by "
             f"{__name__}"]
    for name in order[:-1]:
        body = _EXPORT.sub(lambda m: f"{m.group(1)} {m.group(2)}", _body(name))
        parts.append(f"// ---- {name}\nconst {_scope_name(name)} = (() => {{\n{body.rstrip()}\n"
                     f"return {{ {', '.join(exports_of(name))} }};\n}})();")
    parts.append(f"// ---- {entry}\n{_body(entry).rstrip()}\n")
    return "\n".join(parts)


__all__ = ["BundleError", "bundle", "exports_of", "imports_of", "module_names", "source"]
