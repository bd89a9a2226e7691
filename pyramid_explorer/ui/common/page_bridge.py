"""The page ↔ kernel bridge: the URL fragment both ways, the dashboard's keys, the clipboard.

:class:`PageBridge` is an invisible `anywidget <https://anywidget.dev>`_ widget. In the
browser it

* sends ``location.hash`` when drawn and whenever the user changes it (a pasted link);
* writes the kernel's :attr:`~PageBridge.fragment` into the address bar with
  ``history.replaceState`` (so stepping through a game does not flood the Back button);
* sends the explorer's keys (→ step, ← undo, Shift+→ redo, Space autoplay on/off) — but not
  keys typed into a text field, a menu or a slider, none with Ctrl, Alt or Cmd, not Space on a
  focused button (it presses the button) and not ← → on a table's figure that scrolls (a
  phone: they scroll it);
* names every control a screen reader would otherwise announce without a name (a menu, a number
  field, a slider): from the widget's tooltip, its description or the label just before it, so
  the name follows the page's language; marks the dashboard's header and tabs as landmarks
  (banner, main) and writes :attr:`~PageBridge.lang` into ``<html lang>``;
* makes the pass-and-play curtain a modal dialog (``role="dialog"``, ``aria-modal``, named by
  its title): focus moves to its Ready button when it opens, Tab and Shift+Tab stay inside it,
  and when it closes focus returns to the control focused before (else the tab's step button,
  or its first move while Step waits for a human seat);
* on a phone, scrolls a table's figure (``games/phone.py``) to its focus when first drawn and
  keeps the player's scroll position from step to step;
* copies a text to the clipboard when asked (with a fallback for browsers without the
  clipboard API) and says whether it worked;
* puts focus back after a step when the control that had it is redrawn, hidden or disabled:
  on the same move if it is offered again, else the first move, else Step ▶ (never the page
  start); a move or Step button reused under other words does not keep focus (focus goes to
  the same words elsewhere, else the first move), and the live region then adds where focus
  is ("Focus: End turn.");
* offers ``window.pyramidExplorer.settled()``, a promise kept once the kernel has handled
  everything the page sent before (it answers a ``ping`` with a ``pong``), for scripts and
  the browser tests.

Without a browser nothing is sent; code (and the tests) call :meth:`receive` with what the
browser would send:

>>> bridge = PageBridge()
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

_ESM = """
const SKIP = "input, textarea, select, [contenteditable], .widget-slider, [role='slider'], " +
             ".noUi-target";
function keyOf(e) {
  if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return null;
  const t = e.target;
  if (t && t.closest && t.closest(SKIP)) return null;
  // ← and → scroll a table's figure that is wider than the screen (a phone), when it has focus
  const figure = t && t.closest ? t.closest(".pe-table-figure") : null;
  if (figure && figure.scrollWidth > figure.clientWidth &&
      (e.key === "ArrowRight" || e.key === "ArrowLeft")) return null;
  // Space on a focused button presses that button (as everywhere), it does not start autoplay
  if ((e.key === " " || e.code === "Space") && t && t.closest &&
      t.closest("button, [role='button']")) return null;
  if (e.key === "ArrowRight") return e.shiftKey ? "redo" : "step";
  if (e.key === "ArrowLeft" && !e.shiftKey) return "undo";
  if ((e.key === " " || e.code === "Space") && !e.shiftKey) return "autoplay";
  return null;
}
// Accessibility: every control gets a name, the page its landmarks and its language.
const CONTROLS = "select, input:not([type=hidden]), textarea, [role='slider'], button";
const SCROLLERS = ".pe-side > .pe-rule-panel, .pe-side > .pe-moves, .pe-log";
function ownName(el) {
  if (el.getAttribute("aria-labelledby")) return true;
  if (el.getAttribute("aria-label") && !el.hasAttribute("data-pe-named")) return true;
  if (el.tagName === "BUTTON") return textOf(el) !== "";
  const wrapping = el.closest("label");
  if (wrapping && textOf(wrapping)) return true;
  if (el.id) {
    const label = document.querySelector("label[for='" + CSS.escape(el.id) + "']");
    if (label && label.textContent.trim()) return true;
  }
  return false;
}
function textOf(node) {
  return node ? (node.textContent || "").replace(/[\\s\\u200b]+/g, " ").trim() : "";
}
function nameFor(el) {
  // the widget's tooltip, then its visible description, then the label widget before it
  const widget = el.closest(".jupyter-widgets, .widget-inline-hbox, .widget-box");
  if (!widget) return el.getAttribute("title") || "";
  const title = widget.getAttribute("title") || el.getAttribute("title");
  if (title) return title;
  const label = widget.querySelector(":scope > .widget-label");
  if (textOf(label)) return textOf(label);
  let prev = widget.previousElementSibling;
  while (prev && !textOf(prev)) prev = prev.previousElementSibling;
  if (prev && prev.classList.contains("widget-html")) return textOf(prev).replace(/:$/, "");
  const group = widget.closest(".widget-box");
  if (group && group !== widget) {
    let before = group.previousElementSibling;
    while (before && !textOf(before)) before = before.previousElementSibling;
    if (before && before.classList.contains("widget-html")) return textOf(before).replace(/:$/, "");
  }
  return "";
}
function nameControls(root) {
  for (const el of root.querySelectorAll(CONTROLS)) {
    if (ownName(el) && !el.hasAttribute("data-pe-named")) continue;
    const name = nameFor(el);
    if (name && el.getAttribute("aria-label") !== name) {
      el.setAttribute("aria-label", name);
      el.setAttribute("data-pe-named", "");
    }
  }
  // a panel that scrolls inside can be reached (and scrolled) with the keyboard
  for (const el of root.querySelectorAll(SCROLLERS)) {
    if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "0");
  }
  // the explorer's announcement: a polite live region a screen reader reads after each step
  for (const el of root.querySelectorAll(".pe-announce .widget-html-content")) {
    if (el.getAttribute("role") !== "status") {
      el.setAttribute("role", "status");
      el.setAttribute("aria-live", "polite");
      el.setAttribute("aria-atomic", "true");
    }
  }
  // a chart is one picture to a screen reader: named by its title, pointing to its numbers as
  // text (every chart of the explorer, the Odds Lab and the Simulate tab writes them beside it)
  const de = document.documentElement.lang === "de";
  for (const plot of root.querySelectorAll(".js-plotly-plot")) {
    const svg = plot.querySelector("svg.main-svg");
    if (!svg) continue;
    const title = textOf(plot.querySelector(".gtitle")) || (de ? "Diagramm" : "Chart");
    const name = title + (de ? " (Diagramm; die Zahlen stehen auch als Text daneben)"
                             : " (chart; its numbers are also written out as text)");
    if (svg.getAttribute("aria-label") !== name) {
      svg.setAttribute("role", "img");
      svg.setAttribute("aria-label", name);
    }
  }
  const header = document.querySelector(".pe-dashboard-header");
  if (header && header.getAttribute("role") !== "banner") header.setAttribute("role", "banner");
  const tabs = document.querySelector(".pe-dashboard-tabs");
  if (tabs && tabs.getAttribute("role") !== "main") tabs.setAttribute("role", "main");
}
// Dialogs: the pass-and-play curtain is a modal dialog while it shows. Focus goes to its
// Ready button when it opens, Tab and Shift+Tab cycle inside it, and when it closes focus goes
// back to the control that was focused before it opened (or, if that is gone, to the step
// button of its tab, or its first move when Step waits for a human seat). Escape does not lift the curtain: that would show the next player's
// view to whoever holds the screen.
const DIALOGS = ".pe-curtain, [role='dialog'][aria-modal='true']";
const FOCUSABLE = "button:not(:disabled), a[href], input:not(:disabled):not([type=hidden]), " +
                  "select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex='-1'])";
const openers = new Map();  // an open dialog -> what was focused before it opened
let dialogSeq = 0;
function shown(el) {
  return !!el && el.isConnected && el.getClientRects().length > 0 &&
         getComputedStyle(el).visibility !== "hidden";
}
function focusablesIn(dialog) {
  return [...dialog.querySelectorAll(FOCUSABLE)].filter(shown);
}
function openDialog() {
  return [...document.querySelectorAll(DIALOGS)].find(shown) || null;
}
function markDialog(dialog) {
  if (dialog.getAttribute("role") !== "dialog") dialog.setAttribute("role", "dialog");
  if (dialog.getAttribute("aria-modal") !== "true") dialog.setAttribute("aria-modal", "true");
  const title = dialog.querySelector(".pe-curtain-title");
  if (title) {
    if (!title.id) title.id = "pe-dialog-title-" + (++dialogSeq);
    if (dialog.getAttribute("aria-labelledby") !== title.id) {
      dialog.setAttribute("aria-labelledby", title.id);
    }
  }
}
function fallbackFocus(dialog) {
  const scope = dialog.closest(".pe-tab") || document;
  // the step button, or (at a human seat's turn, where Step waits) the first move
  return [...scope.querySelectorAll(".pe-btn-step:not(:disabled), .pe-moves button:not(:disabled)")]
    .find(shown) || null;
}
function watchDialogs() {
  for (const dialog of document.querySelectorAll(".pe-curtain")) markDialog(dialog);
  for (const dialog of document.querySelectorAll(DIALOGS)) {
    const open = shown(dialog);
    if (open && !openers.has(dialog)) {
      openers.set(dialog, document.activeElement);
      const first = dialog.querySelector(".pe-btn-ready") || focusablesIn(dialog)[0];
      if (first && shown(first)) first.focus();
    } else if (open && !dialog.contains(document.activeElement)) {
      const first = dialog.querySelector(".pe-btn-ready") || focusablesIn(dialog)[0];
      if (first && shown(first) && document.activeElement === document.body) first.focus();
    } else if (!open && openers.has(dialog)) {
      returning = { dialog: dialog, before: openers.get(dialog),
                    until: performance.now() + 5000 };
      openers.delete(dialog);
    }
  }
  if (returning) returnFocus();
}
// Focus goes back once the dialog has closed. The controls behind it may still be redrawn or
// disabled for a moment (the next position is being computed), so this is tried again on each
// change to the page for up to 5 s, until a control takes focus or the user has moved it.
let returning = null;
function returnFocus() {
  const { dialog, before, until } = returning;
  const now = document.activeElement;
  if ((now && now !== document.body && !dialog.contains(now) && shown(now)) ||
      performance.now() > until || shown(dialog)) {
    returning = null;
    return;
  }
  const back = before && before !== document.body && shown(before) && !before.disabled &&
               !dialog.contains(before) ? before : fallbackFocus(dialog);
  if (back) {
    back.focus();
    if (document.activeElement === back) { returning = null; return; }
  }
  setTimeout(scheduleDialogs, 200);
}
function trapTab(e) {
  if (e.key !== "Tab" || e.ctrlKey || e.altKey || e.metaKey) return;
  const dialog = openDialog();
  if (!dialog) return;
  const items = focusablesIn(dialog);
  e.preventDefault();
  if (!items.length) return;
  const at = items.indexOf(document.activeElement);
  const next = at < 0 ? (e.shiftKey ? items[items.length - 1] : items[0])
                      : items[(at + (e.shiftKey ? -1 : 1) + items.length) % items.length];
  next.focus();
}
// Focus after a step: the control a keyboard user pressed (a move button, a chooser's Play, a
// log entry) is often redrawn, hidden or disabled by the step it played — the moves of the
// next position replace it. The browser then drops focus to the page start. Instead, once the
// redraw has settled, focus goes to the control with the same words in the same explorer (the
// same move offered again), else the first move button of the new position, else the first
// control of its move composer, else its step button, else the first button of its row that
// works (Undo at the end of a game). A button reused for the next position under other words
// ("Draw 1" becoming "End turn") never keeps focus silently: focus follows the words if
// another button has them, else a control that plays (a move, Play, Step) hands focus to the
// first move; until that is settled, Enter and Space on it do nothing (a second Enter must not
// play a move its user has not heard of). Whenever focus lands on other words than the ones
// pressed, the live region adds where it is ("Step 4: P1: Draw 1. Focus: End turn."). Focus
// moved on purpose (a click elsewhere, blur) is left alone, and so is an open dialog (it keeps
// and returns focus itself).
const SCOPES = ".pe-tab, .pe-seat-page, .pe-root";
const PLAYS = ".pe-move-pad button, .pe-composer button, .pe-btn-step";
const SETTLE_MS = 150;     // quiet time after the last change before focus is put back
const GIVE_UP_MS = 3000;   // a redraw that takes longer than this is not waited for
const NOTE_MS = 1500;      // the focus note is written again if the step's words come later
let kept = null;  // { el, label, scope, lostAt } — the explorer control focused last
let lastChange = 0;
let said = null;  // { region, text, until } — the focus note of the last step's announcement
function wordsOf(el) {
  return textOf(el) || el.getAttribute("aria-label") || el.getAttribute("title") || "";
}
function usable(el) {
  return shown(el) && !el.disabled;
}
function remember(e) {
  const el = e.target;
  const scope = el && el.closest && !el.closest(DIALOGS) ? el.closest(SCOPES) : null;
  kept = scope ? { el: el, label: wordsOf(el), scope: scope, lostAt: 0 } : null;
}
function renamed(el) {
  return !!kept && el === kept.el && wordsOf(el) !== kept.label;
}
function holdRenamed(e) {
  // Enter or Space on a button whose words changed under focus and whose focus is not settled
  const space = e.key === " " || e.code === "Space";
  if ((e.key === "Enter" && e.type === "keydown") || space) {
    if (renamed(e.target)) { e.preventDefault(); e.stopPropagation(); }
  }
  if (e.type === "keydown") said = null;  // the user acts again: the note was for the last step
}
function sameWords(scope, label, not) {
  if (!label) return null;
  return [...scope.querySelectorAll(CONTROLS)]
    .find(c => c !== not && usable(c) && wordsOf(c) === label) || null;
}
function nextFocus(scope, label) {
  return sameWords(scope, label, null) ||
         [...scope.querySelectorAll(".pe-move-pad button")].find(usable) ||
         [...scope.querySelectorAll(".pe-composer button, .pe-composer select")].find(usable) ||
         [...scope.querySelectorAll(".pe-btn-step")].find(usable) ||
         [...scope.querySelectorAll(".pe-nav button")].find(usable) || null;
}
function sayFocus(scope, target) {
  // the explorer's live region ("Step N: …") also says where focus is now
  const host = scope.closest(".pe-tab, .pe-seat-page") || scope;
  const region = host.querySelector(".pe-announce .widget-html-content");
  if (!region) return;
  const de = document.documentElement.lang === "de";
  said = { region: region, text: (de ? "Fokus: " : "Focus: ") + wordsOf(target) + ".",
           until: performance.now() + NOTE_MS };
  writeNote();
}
function writeNote() {
  // (again when the kernel rewrote the region with the step's words after the note)
  if (!said) return;
  const { region, text, until } = said;
  if (!region.isConnected || performance.now() > until) { said = null; return; }
  let note = region.querySelector(".pe-focus-note");
  if (note && note.textContent.endsWith(text)) return;
  if (!note) {
    note = document.createElement("span");
    note.className = "pe-focus-note";
    region.appendChild(note);
  }
  const before = textOf(region).replace(textOf(note), "").trim();
  note.textContent = (before && !/[.!?]$/.test(before) ? ". " : " ") + text;
}
function land(target, scope, label) {
  // focus on ``target`` (its focusin remembers it), said in the live region when its words
  // are not the ones pressed
  if (document.activeElement !== target) target.focus();
  if (kept && kept.el === target) { kept.label = wordsOf(target); kept.lostAt = 0; }
  if (wordsOf(target) !== label) sayFocus(scope, target);
}
function keepFocus() {
  writeNote();
  if (!kept || returning || openDialog()) return;
  const { el, label, scope } = kept;
  if (!shown(scope)) { kept = null; return; }  // another tab was opened, or the game closed
  const now = document.activeElement;
  const t = performance.now();
  if (now === el && usable(el)) {
    if (wordsOf(el) === label) { kept.lostAt = 0; return; }
    // reused for the next position under other words: decided once the redraw has settled
    if (!kept.lostAt) kept.lostAt = t;
    if (t - lastChange < SETTLE_MS && t - kept.lostAt < GIVE_UP_MS) {
      setTimeout(scheduleDialogs, SETTLE_MS);
      return;
    }
    const target = sameWords(scope, label, el) ||
                   (el.matches(PLAYS) ? nextFocus(scope, null) : null) || el;
    land(target, scope, label);
    return;
  }
  if (now && now !== document.body && now !== el) return;  // focus is elsewhere already
  if (usable(el)) { kept = null; return; }  // still there: focus was taken away on purpose
  if (!kept.lostAt) kept.lostAt = t;
  if (t - lastChange < SETTLE_MS && t - kept.lostAt < GIVE_UP_MS) {
    setTimeout(scheduleDialogs, SETTLE_MS);  // the next position is still being drawn
    return;
  }
  const target = nextFocus(scope, label);
  if (target) land(target, scope, label);
  else if (t - kept.lostAt > GIVE_UP_MS) kept = null;
  else setTimeout(scheduleDialogs, SETTLE_MS);
}
// A table wider than a phone scrolls sideways inside its figure (games/phone.py). A new
// drawing (after each step) starts where the player left the last one of that tab, and the
// first one centred on the point the drawing names (data-pe-focus: the pyramid's apex, the
// board's middle, or the left edge of a table read from the left).
const figureScroll = new Map();  // the tab's class -> scrollLeft
function figureKey(figure) {
  const tab = figure.closest(".pe-tab, .pe-seat-page");
  const own = tab ? [...tab.classList].find(c => /^pe-tab-/.test(c)) : null;
  return own || (tab ? tab.className : "page");
}
function watchFigures() {
  for (const figure of document.querySelectorAll(".pe-table-figure:not([data-pe-scroll])")) {
    const room = figure.scrollWidth - figure.clientWidth;
    if (!shown(figure) || room <= 0) continue;
    figure.setAttribute("data-pe-scroll", "");
    const key = figureKey(figure);
    const saved = figureScroll.get(key);
    const focus = parseFloat(figure.getAttribute("data-pe-focus") || "0.5");
    const first = Math.min(room, Math.max(0, focus * figure.scrollWidth - figure.clientWidth / 2));
    figure.scrollLeft = saved === undefined ? first : saved;
    figure.addEventListener("scroll", () => figureScroll.set(key, figure.scrollLeft),
                            { passive: true });
  }
}
let dialogsPending = false;
function scheduleDialogs() {
  if (dialogsPending) return;
  dialogsPending = true;
  requestAnimationFrame(() => {
    dialogsPending = false; watchDialogs(); watchFigures(); keepFocus();
  });
}
let pending = false;
function schedule() {
  if (pending) return;
  pending = true;
  requestAnimationFrame(() => { pending = false; nameControls(document); });
}
async function copy(text) {
  try { await navigator.clipboard.writeText(text); return true; } catch (err) { /* fallback */ }
  const area = document.createElement("textarea");
  area.value = text; area.style.position = "fixed"; area.style.opacity = "0";
  document.body.appendChild(area); area.select();
  let ok = false;
  try { ok = document.execCommand("copy"); } catch (err) { ok = false; }
  area.remove();
  return ok;
}
function render({ model, el }) {
  el.style.display = "none";
  const send = () => model.send({ type: "hash", hash: location.hash.replace(/^#/, ""),
                                  href: location.href.split("#")[0] });
  const onKey = (e) => {
    const key = keyOf(e);
    if (!key) return;
    e.preventDefault();
    model.send({ type: "key", key: key });
  };
  const onFragment = () => {
    const wanted = model.get("fragment");
    if (wanted && location.hash.replace(/^#/, "") !== wanted) {
      history.replaceState(history.state, "", "#" + wanted);
    }
  };
  const onMsg = async (msg) => {
    if (msg && msg.type === "copy") model.send({ type: "copied", ok: await copy(msg.text) });
    if (msg && msg.type === "pong" && pings.has(msg.id)) {
      pings.get(msg.id)();
      pings.delete(msg.id);
    }
  };
  // window.pyramidExplorer.settled(): a promise kept once the kernel has handled everything
  // this page sent before it (a click, a menu turned) and its answer has reached the page —
  // the kernel handles messages in order and answers a ping after them. Scripts and the
  // browser tests wait on it instead of guessing how long a step takes.
  const pings = new Map();
  let pingSeq = 0;
  const settled = () => new Promise(done => {
    const id = ++pingSeq;
    pings.set(id, () => requestAnimationFrame(() => done(true)));
    model.send({ type: "ping", id: id });
  });
  window.pyramidExplorer = Object.assign(window.pyramidExplorer || {}, { settled: settled });
  const onLang = () => { document.documentElement.lang = model.get("lang") || "en"; };
  onLang();
  model.on("change:lang", onLang);
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true,
                                    attributes: true, attributeFilter: ["title"] });
  schedule();
  const dialogs = new MutationObserver(() => {
    lastChange = performance.now();
    scheduleDialogs();
  });
  dialogs.observe(document.body, { childList: true, subtree: true, attributes: true,
                                   attributeFilter: ["style", "class", "disabled"] });
  scheduleDialogs();
  window.addEventListener("resize", scheduleDialogs);
  send();  // first what the address bar holds (a shared link), before anything is written
  model.on("change:fragment", onFragment);
  model.on("msg:custom", onMsg);
  window.addEventListener("hashchange", send);
  document.addEventListener("keydown", onKey);
  document.addEventListener("keydown", trapTab, true);
  document.addEventListener("focusin", remember);
  document.addEventListener("keydown", holdRenamed, true);
  document.addEventListener("keyup", holdRenamed, true);
  return () => {
    document.removeEventListener("focusin", remember);
    document.removeEventListener("keydown", holdRenamed, true);
    document.removeEventListener("keyup", holdRenamed, true);
    dialogs.disconnect();
    window.removeEventListener("resize", scheduleDialogs);
    document.removeEventListener("keydown", trapTab, true);
    model.off("change:fragment", onFragment);
    model.off("change:lang", onLang);
    observer.disconnect();
    model.off("msg:custom", onMsg);
    window.removeEventListener("hashchange", send);
    document.removeEventListener("keydown", onKey);
  };
}
export default { render };
"""


class PageBridge(anywidget.AnyWidget):
    """An invisible widget linking the page's address bar, keys and clipboard to the kernel."""

    _esm = _ESM
    fragment = traitlets.Unicode("").tag(sync=True)
    """The fragment (without ``#``) the address bar should show."""
    lang = traitlets.Unicode("en").tag(sync=True)
    """The page's language (``en``/``de``): written to ``<html lang>`` for screen readers."""

    def __init__(self) -> None:
        super().__init__()
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
