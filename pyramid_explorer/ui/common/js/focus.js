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

import { DIALOGS, openDialog, returningFocus } from "./curtain.js";
import { CONTROLS, langOf, shown, textOf } from "./dom.js";
import { lastChanged, onPulse, pulseLater } from "./pulse.js";

const SCOPES = ".pe-tab, .pe-seat-page, .pe-root";
const PLAYS = ".pe-move-pad button, .pe-composer button, .pe-btn-step";
const SETTLE_MS = 150;     // quiet time after the last change before focus is put back
const GIVE_UP_MS = 3000;   // a redraw that takes longer than this is not waited for
const NOTE_MS = 1500;      // the focus note is written again if the step's words come later
let kept = null;  // { el, label, scope, lostAt } — the explorer control focused last
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
  const de = langOf(region) === "de";
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
  if (!kept || returningFocus() || openDialog()) return;
  const { el, label, scope } = kept;
  if (!shown(scope)) { kept = null; return; }  // another tab was opened, or the game closed
  const now = document.activeElement;
  const t = performance.now();
  if (now === el && usable(el)) {
    if (wordsOf(el) === label) { kept.lostAt = 0; return; }
    // reused for the next position under other words: decided once the redraw has settled
    if (!kept.lostAt) kept.lostAt = t;
    if (t - lastChanged() < SETTLE_MS && t - kept.lostAt < GIVE_UP_MS) {
      pulseLater(SETTLE_MS);
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
  if (t - lastChanged() < SETTLE_MS && t - kept.lostAt < GIVE_UP_MS) {
    pulseLater(SETTLE_MS);  // the next position is still being drawn
    return;
  }
  const target = nextFocus(scope, label);
  if (target) land(target, scope, label);
  else if (t - kept.lostAt > GIVE_UP_MS) kept = null;
  else pulseLater(SETTLE_MS);
}

export function startFocus() {
  const stopPulse = onPulse(keepFocus);
  document.addEventListener("focusin", remember);
  document.addEventListener("keydown", holdRenamed, true);
  document.addEventListener("keyup", holdRenamed, true);
  return () => {
    stopPulse();
    document.removeEventListener("focusin", remember);
    document.removeEventListener("keydown", holdRenamed, true);
    document.removeEventListener("keyup", holdRenamed, true);
  };
}
