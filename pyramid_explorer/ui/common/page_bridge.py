"""The page ↔ kernel bridge: the URL fragment both ways, the dashboard's keys, the clipboard;
and an explorer's own keys.

:class:`PageBridge` is an invisible `anywidget <https://anywidget.dev>`_ widget. Its browser
code is one ES module per job in ``ui/common/js/`` (named below), bundled by
:mod:`.browser_code`.

**Where it runs.** Under Voila the dashboard is the page, and its bridge *owns the page*
(:attr:`~PageBridge.owns_page`): the keys act wherever focus is, the address bar is read and
written, ``<html lang>`` is set. In JupyterLab or Notebook 7 the page is the interface's, and
the bridge acts for its own output only: the keys only while focus is inside its explorer (the
dashboard or explorer whose widget holds the bridge), so the interface's own shortcuts (↑/↓,
``a``, ``b``, … in command mode) work everywhere else and, with two views of one notebook, only
the view holding focus steps; the address bar is neither read nor written (JupyterLab's
address is its own: a ``#v=1&g=…`` in it is refused after a reload); names and the language
go to its explorer only. The kernel decides, not the page: Voila sets ``VOILA_*`` variables for
every kernel it starts and a notebook interface sets none (:func:`.host.in_voila`), so the
bridge knows before it is drawn, the same in every view of it and in any interface that draws
widgets (VS Code, JupyterLite: not Voila, so not the page's owner).

:class:`ExplorerKeys` gives an explorer shown by itself in a notebook the same keys, while
focus is inside it (``explorer_keys.js``; the explorer adds it when displayed).

In the browser the page bridge

* (on a page it owns) sends ``location.hash`` when drawn and whenever the user changes it (a pasted link; ``address.js``);
* (on a page it owns) writes the kernel's :attr:`~PageBridge.fragment` into the address bar with
  ``history.replaceState`` (so stepping through a game does not flood the Back button; ``address.js``);
* sends the explorer's keys (→ step, ← undo, Shift+→ redo, Space autoplay on/off) — but not
  keys typed into a text field, a menu or a slider, none with Ctrl, Alt or Cmd, not Space on a
  focused button (it presses the button) and not ← → on a table's figure that scrolls (a
  phone: they scroll it; ``keys.js``); on a page it does not own, only while focus is inside
  its explorer;
* names every control a screen reader would otherwise announce without a name (a menu, a number
  field, a slider): from the widget's tooltip, its description or the label just before it, so
  the name follows the page's language; marks the dashboard's header and tabs as landmarks
  (banner, main) and writes :attr:`~PageBridge.lang` into ``<html lang>`` (on a page it does
  not own: its explorer's controls only, and the language into the explorer's ``lang``;
  ``names.js``);
* makes the pass-and-play curtain a modal dialog (``role="dialog"``, ``aria-modal``, named by
  its title): focus moves to its Ready button when it opens, Tab and Shift+Tab stay inside it,
  and when it closes focus returns to the control focused before (else the tab's step button,
  or its first move while Step waits for a human seat; ``curtain.js``);
* on a phone, scrolls a table's figure (``games/phone.py``) to its focus when first drawn and
  keeps the player's scroll position from step to step (``phone_scroll.js``);
* copies a text to the clipboard when asked (with a fallback for browsers without the
  clipboard API) and says whether it worked (``clipboard.js``);
* puts focus back after a step when the control that had it is redrawn, hidden or disabled:
  on the same move if it is offered again, else the first move, else Step ▶ (never the page
  start); a move or Step button reused under other words does not keep focus (focus goes to
  the same words elsewhere, else the first move), and the live region then adds where focus
  is ("Focus: End turn."; ``focus.js``);
* offers ``window.pyramidExplorer.settled()``, a promise kept once the kernel has handled
  everything the page sent before (it answers a ``ping`` with a ``pong``), for scripts and
  the browser tests (``ping.js``).

The curtain, the phone's figures and the focus keeper look at the page after each change to it
(``pulse.js``); ``dom.js`` holds what several jobs read. The CSS classes this code selects are
named in :mod:`.page_classes`.

Without a browser nothing is sent; code (and the tests) call :meth:`receive` with what the
browser would send:

>>> bridge = PageBridge(owns_page=True)
>>> seen = []
>>> bridge.on_fragment(lambda frag: seen.append(frag))
>>> bridge.on_key(lambda key: seen.append(key))
>>> bridge.receive({"type": "hash", "hash": "g=pyramidenbau", "href": "http://x/voila"})
>>> bridge.receive({"type": "key", "key": "step"}); bridge.receive({"type": "key", "key": "rm"})
>>> seen, bridge.base_url, bridge.ready
(['g=pyramidenbau', 'step'], 'http://x/voila', True)
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import anywidget
import traitlets

from .browser_code import bundle
from .host import in_voila

log = logging.getLogger(__name__)


def without_token(url: str) -> str:
    """``url`` with any ``token`` query parameter taken out.

    >>> without_token("http://10.0.0.5:8866/?token=abc")
    'http://10.0.0.5:8866/'
    """
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != "token"]
    return urlunsplit(parts._replace(query=urlencode(query)))


KEYS = ("step", "undo", "redo", "autoplay")
"""What the page's keys ask for: → step, ← undo, Shift+→ redo, Space autoplay on/off."""



class PageBridge(anywidget.AnyWidget):
    """An invisible widget linking the page's address bar, keys and clipboard to the kernel.

    ``owns_page``: whether the bridge owns the page (see the module's docstring); by default
    when the kernel runs under Voila.

    >>> PageBridge(owns_page=False).owns_page, PageBridge().owns_page == in_voila()
    (False, True)
    """

    _esm = bundle("page_bridge.js")
    """The browser code: ``js/page_bridge.js`` and its job modules (:mod:`.browser_code`)."""
    owns_page = traitlets.Bool(False).tag(sync=True)
    """Whether the page is the bridge's (Voila): keys on the whole page, the address bar read and
    written, ``<html lang>`` set. Otherwise it acts for its own explorer only."""
    fragment = traitlets.Unicode("").tag(sync=True)
    """The fragment (without ``#``) the address bar should show."""
    lang = traitlets.Unicode("en").tag(sync=True)
    """The page's language (``en``/``de``): written to ``<html lang>`` for screen readers."""

    def __init__(self, owns_page: bool | None = None) -> None:
        super().__init__(owns_page=in_voila() if owns_page is None else owns_page)
        self.layout.display = "none"
        self.add_class("pe-page-bridge")
        self.ready = False  # True once the browser has sent its address
        self.base_url = ""  # the page's address without the fragment (from the browser)
        self._on_fragment: list[Callable[[str], object]] = []
        self._on_key: list[Callable[[str], object]] = []
        self._on_copied: list[Callable[[bool], object]] = []
        self.on_msg(lambda _w, content, _buffers: self.receive(content))

    def on_fragment(self, callback: Callable[[str], object]) -> None:
        """Call ``callback(fragment)`` when the page opens or the user changes its fragment."""
        self._on_fragment.append(callback)

    def on_key(self, callback: Callable[[str], object]) -> None:
        """Call ``callback(key)`` (one of :data:`KEYS`) for a key pressed in the page."""
        self._on_key.append(callback)

    def on_copied_once(self, callback: Callable[[bool], object]) -> None:
        """Call ``callback(ok)`` when the browser answers the next :meth:`copy`."""
        self._on_copied = [callback]

    def show(self, fragment: str) -> None:
        """Write ``fragment`` into the address bar (after the page has sent its own)."""
        if self.ready:
            self.fragment = fragment

    def copy(self, text: str) -> None:
        """Ask the browser to copy ``text`` to the clipboard."""
        self.send({"type": "copy", "text": text})

    def link(self, fragment: str) -> str:
        """The whole address for ``fragment`` (just ``#fragment`` before the browser spoke),
        without the classroom's token: a shared or posted link must not be a key to the class
        (whoever opens it is asked for the class link, or already holds its cookie).

        >>> bridge = PageBridge()
        >>> bridge.receive({"type": "hash", "hash": "", "href": "http://x:8866/?token=abc&a=1"})
        >>> bridge.link("g=ramses-pyramid")
        'http://x:8866/?a=1#g=ramses-pyramid'
        """
        return f"{without_token(self.base_url)}#{fragment}"

    def receive(self, content: Any) -> None:
        """Handle a message from the browser (unknown ones are ignored). A ``ping`` is
        answered with a ``pong`` of the same id, after every message the page sent before it:

        >>> bridge, sent = PageBridge(), []
        >>> bridge.send = sent.append  # (in a kernel: to the browser)
        >>> bridge.receive({"type": "ping", "id": 3}); sent
        [{'type': 'pong', 'id': 3}]
        """
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        try:
            if kind == "hash":
                self.ready = True
                self.base_url = str(content.get("href", ""))
                for callback in self._on_fragment:
                    callback(str(content.get("hash", "")))
            elif kind == "key" and content.get("key") in KEYS:
                for callback in self._on_key:
                    callback(str(content["key"]))
            elif kind == "ping":  # answered after every message the page sent before it
                self.send({"type": "pong", "id": content.get("id")})
            elif kind == "copied":
                callbacks, self._on_copied = self._on_copied, []
                for callback in callbacks:
                    callback(bool(content.get("ok")))
        except Exception:  # noqa: BLE001 - a page message must never break the kernel
            log.exception("handling a page message failed")


class ExplorerKeys(anywidget.AnyWidget):
    """An explorer's own keys: → step, ← undo, Shift+→ redo, Space autoplay on/off while focus
    is inside the explorer whose widget holds this invisible one (``js/explorer_keys.js``, with
    the page bridge's ``keys.js``). Inside a dashboard it sends nothing: the dashboard's page
    bridge sends the keys there.

    >>> keys, seen = ExplorerKeys(), []
    >>> keys.on_key(seen.append)
    >>> keys.receive({"type": "key", "key": "undo"}); keys.receive({"type": "key", "key": "x"})
    >>> seen
    ['undo']
    """

    _esm = bundle("explorer_keys.js")
    """The browser code: ``js/explorer_keys.js`` and what it imports (:mod:`.browser_code`)."""

    def __init__(self) -> None:
        super().__init__()
        self.layout.display = "none"
        self.add_class("pe-explorer-keys")
        self._on_key: list[Callable[[str], object]] = []
        self.on_msg(lambda _w, content, _buffers: self.receive(content))

    def on_key(self, callback: Callable[[str], object]) -> None:
        """Call ``callback(key)`` (one of :data:`KEYS`) for a key pressed in the explorer."""
        self._on_key.append(callback)

    def receive(self, content: Any) -> None:
        """Handle a message from the browser (anything but a known key is ignored)."""
        if not isinstance(content, dict) or content.get("type") != "key":
            return
        if content.get("key") not in KEYS:
            return
        try:
            for callback in self._on_key:
                callback(str(content["key"]))
        except Exception:  # noqa: BLE001 - a page message must never break the kernel
            log.exception("handling a key failed")
