// Screen-reader names: every control gets a name (a menu, a number field, a slider: from the
// widget's tooltip, its description or the label just before it, so the name follows the
// page's language), the page its landmarks (banner, main) and its language (<html lang>) when
// the bridge owns the page (the dashboard under Voila); in JupyterLab or Notebook 7 only the
// bridge's own explorer is named, and it carries the language itself (its ``lang``).

import { CONTROLS, langOf, textOf } from "./dom.js";

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

export function nameControls(root) {
  for (const el of root.querySelectorAll(CONTROLS)) {
    if (ownName(el) && !el.hasAttribute("data-pe-named")) continue;
    const name = nameFor(el);
    if (name && el.getAttribute("aria-label") !== name) {
      el.setAttribute("aria-label", name);
      el.setAttribute("data-pe-named", "");
    }
  }
  // a toggle button ("ℹ About this game", "Presentation", …) says whether it is pressed: the
  // widget marks a pressed one with its class mod-active only, which a screen reader never reads
  for (const el of root.querySelectorAll("button.widget-toggle-button")) {
    const pressed = el.classList.contains("mod-active") ? "true" : "false";
    if (el.getAttribute("aria-pressed") !== pressed) el.setAttribute("aria-pressed", pressed);
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
  for (const plot of root.querySelectorAll(".js-plotly-plot")) {
    const svg = plot.querySelector("svg.main-svg");
    if (!svg) continue;
    const de = langOf(plot) === "de";
    const title = textOf(plot.querySelector(".gtitle")) || (de ? "Diagramm" : "Chart");
    const name = title + (de ? " (Diagramm; die Zahlen stehen auch als Text daneben)"
                             : " (chart; its numbers are also written out as text)");
    if (svg.getAttribute("aria-label") !== name) {
      svg.setAttribute("role", "img");
      svg.setAttribute("aria-label", name);
    }
  }
}

// The dashboard's title row and tabs are the page's landmarks (only on a page it owns).
function markLandmarks() {
  const header = document.querySelector(".pe-dashboard-header");
  if (header && header.getAttribute("role") !== "banner") header.setAttribute("role", "banner");
  const tabs = document.querySelector(".pe-dashboard-tabs");
  if (tabs && tabs.getAttribute("role") !== "main") tabs.setAttribute("role", "main");
}

// Writes the model's language into <html lang> and names what is drawn on the page, once per
// animation frame after the page changed. ``scope``: null when the bridge owns the page, else
// a function giving its explorer, which alone is named and given the language.
export function startNames(model, scope) {
  const lang = () => model.get("lang") || "en";
  const onLang = () => {
    if (!scope) { document.documentElement.lang = lang(); return; }
    const root = scope();
    if (root && root.lang !== lang()) root.lang = lang();
  };
  onLang();
  model.on("change:lang", onLang);
  let pending = false;
  const name = () => {
    pending = false;
    if (!scope) { nameControls(document); markLandmarks(); return; }
    const root = scope();
    if (!root) return;
    onLang();  // (the explorer may have been drawn only now)
    nameControls(root);
  };
  const schedule = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(name);
  };
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true,
                                    attributes: true, attributeFilter: ["title", "class"] });
  schedule();
  return () => {
    model.off("change:lang", onLang);
    observer.disconnect();
  };
}
