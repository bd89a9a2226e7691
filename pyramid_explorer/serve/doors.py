"""What the dashboard's server answers beyond its page: the pictures it shows, and only to the
names it is served under.

* **Pictures** (``/voila/files/...``). Voila served every ``png``/``jpg``/``gif``/``svg`` under
  the notebook's folder to anyone, without the token (with ``--notebook ~/lesson.ipynb``: every
  picture in the home folder). :func:`notebook_pictures` lists the pictures the served notebook
  shows (its Markdown and ``<img>`` references, relative, inside its folder), which become
  Voila's ``file_allowlist``; :class:`PictureFileHandler` serves them only to a visitor with the
  token (jupyter_server's login), and answers a path it cannot serve with 404, never 500.
* **The page's own files** (``/voila/templates/<template>/static/...``): a path that is not of
  that shape (``..%2f..%2fetc/passwd``) made Voila's handler fail with 500 and a traceback in
  the log; :class:`TemplateFileHandler` answers 404.
* **Login and logout** (``/login``, ``/logout``). The link's token signs a browser in; nobody
  needs the login form, whose "set up a password" part would let a visitor with the token
  replace it, and ``/logout`` answered 500: :class:`NotHereHandler` answers both with 404.
* **Host names** (DNS rebinding). A web page on a foreign name that resolves to 127.0.0.1 could
  talk to the token-less local dashboard; :func:`host_pattern` is tornado's host rule that lets
  through only the loopback names and the address served (the classroom's).

>>> notebook = {"cells": [{"cell_type": "markdown", "source": [
...     "![pyramid](img/pyramid.png) <img src='board.svg'> ![x](../secret.png) ",
...     "![web](https://example.org/a.png) ![abs](/etc/b.png) ![not](notes.txt)"]}]}
>>> notebook_pictures(notebook, "lesson/lesson.ipynb")
['lesson/board.svg', 'lesson/img/pyramid.png']
>>> import re
>>> [bool(re.fullmatch(host_pattern("192.168.1.20"), h)) for h in
...  ("127.0.0.1", "localhost", "[::1]", "192.168.1.20", "evil.example", "127.0.0.1.evil.example")]
[True, True, True, True, False, False]
"""

from __future__ import annotations

import posixpath
import re
from typing import Any

from jupyter_server.base.handlers import JupyterHandler
from tornado import web
from voila.static_file_handler import AllowListFileHandler, TemplateStaticFileHandler

PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg", ".gif", ".svg")
LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
_MARKDOWN_IMAGE = re.compile(r"!\[[^\]]*\]\(\s*<?([^)\s>]+)")
_HTML_IMAGE = re.compile(r"<img\b[^>]*\bsrc\s*=\s*[\"']([^\"']+)[\"']", re.IGNORECASE)


def notebook_pictures(notebook: dict, notebook_path: str) -> list[str]:
    """The pictures ``notebook`` (at ``notebook_path``, relative to the served folder) shows:
    relative references in its Markdown cells that stay inside its folder, as served paths."""
    folder = posixpath.dirname(notebook_path.replace("\\", "/"))
    found = set()
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") != "markdown":
            continue
        source = cell.get("source", "")
        text = "".join(source) if isinstance(source, list) else str(source)
        for ref in _MARKDOWN_IMAGE.findall(text) + _HTML_IMAGE.findall(text):
            ref = ref.split("#")[0].split("?")[0]
            if (not ref or ":" in ref or ref.startswith("/")
                    or not ref.lower().endswith(PICTURE_SUFFIXES)):
                continue
            inside = posixpath.normpath(ref)
            if inside.startswith(".."):
                continue
            found.add(posixpath.join(folder, inside) if folder else inside)
    return sorted(found)


def picture_allowlist(pictures: list[str]) -> list[str]:
    """Voila's ``file_allowlist`` (full-match patterns) for exactly ``pictures``.

    >>> picture_allowlist(["img/a.png"])
    ['img/a\\\\.png']
    """
    return [re.escape(p) for p in pictures]


class PictureFileHandler(JupyterHandler, AllowListFileHandler):
    """Voila's ``/voila/files`` handler behind jupyter_server's login (the token)."""

    async def prepare(self, *, _redirect_to_login: bool = False) -> None:  # type: ignore[override]
        return await super().prepare(_redirect_to_login=False)

    def get_absolute_path(self, root: str, path: str) -> str:
        if "\x00" in path:
            raise web.HTTPError(404)
        return super().get_absolute_path(root, path)

    def head(self, path: str) -> Any:  # type: ignore[override]
        if self.current_user is None:
            raise web.HTTPError(403)
        return super().head(path)

    def get(self, path: str, include_body: bool = True) -> Any:  # type: ignore[override]
        if self.current_user is None:  # 403, not a redirect to the login form
            raise web.HTTPError(403)
        return super().get(path, include_body)

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(f"{status_code}\n")


class TemplateFileHandler(TemplateStaticFileHandler):
    """Voila's template files; a path that is not ``<template>/static/<file>`` is 404, not 500.

    >>> TemplateFileHandler.template_parts("pyramid-explorer/static/app.css")
    ('pyramid-explorer', 'app.css')
    >>> TemplateFileHandler.template_parts("../../etc/passwd") is None
    True
    """

    @staticmethod
    def template_parts(path: str) -> tuple[str, str] | None:
        """``(template, file)`` for a well-formed path, else ``None``."""
        parts = posixpath.normpath(path).split("/", 2)
        if len(parts) != 3 or parts[1] != "static" or parts[0] in ("", ".", "..") \
                or parts[2].startswith("..") or "\x00" in path:
            return None
        return parts[0], parts[2]

    def parse_url_path(self, path: str) -> str:
        if self.template_parts(path) is None:
            raise web.HTTPError(404)
        return super().parse_url_path(path)

    @classmethod
    def get_absolute_path(cls, root: str, path: str) -> str:
        if cls.template_parts(path) is None:
            raise web.HTTPError(404)
        return super().get_absolute_path(root, path)

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(f"{status_code}\n")


class NotHereHandler(web.RequestHandler):
    """``/login`` and ``/logout``: not offered (404) — the link's token is the way in."""

    def prepare(self) -> None:
        raise web.HTTPError(404)

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(f"{status_code}\n")


def host_pattern(served: str) -> str:
    """tornado's host pattern (a full match of the ``Host`` name, without the port): the
    loopback names and ``served``, the address the server listens on."""
    names = dict.fromkeys([*LOOPBACK_NAMES, served])
    return "(" + "|".join(re.escape(n) for n in names if n) + ")$"
