// The pass-and-play curtain is a modal dialog while it shows (role="dialog", aria-modal, named
// by its title). Focus goes to its Ready button when it opens, Tab and Shift+Tab cycle inside
// it, and when it closes focus goes back to the control that was focused before it opened (or,
// if that is gone, to the step button of its tab, or its first move when Step waits for a human
// seat). Escape does not lift the curtain: that would show the next player's view to whoever
// holds the screen.

import { shown } from "./dom.js";
import { onPulse, pulseLater } from "./pulse.js";

export const DIALOGS = ".pe-curtain, [role='dialog'][aria-modal='true']";
const FOCUSABLE = "button:not(:disabled), a[href], input:not(:disabled):not([type=hidden]), " +
                  "select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex='-1'])";
const openers = new Map();  // an open dialog -> what was focused before it opened
let dialogSeq = 0;

function focusablesIn(dialog) {
  return [...dialog.querySelectorAll(FOCUSABLE)].filter(shown);
}

export function openDialog() {
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

// Whether focus is still being given back after a dialog closed.
export function returningFocus() {
  return returning !== null;
}

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
  pulseLater(200);
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

export function startCurtain() {
  const stopPulse = onPulse(watchDialogs);
  document.addEventListener("keydown", trapTab, true);
  return () => {
    stopPulse();
    document.removeEventListener("keydown", trapTab, true);
  };
}
