// What every job of the page bridge reads from the page: a node's words, whether it is shown,
// the controls a screen reader names, the language and the explorer a node belongs to.

// Every control a user can operate (and a screen reader announces by name).
export const CONTROLS = "select, input:not([type=hidden]), textarea, [role='slider'], button";

export function textOf(node) {
  return node ? (node.textContent || "").replace(/[\s\u200b]+/g, " ").trim() : "";
}

export function shown(el) {
  return !!el && el.isConnected && el.getClientRects().length > 0 &&
         getComputedStyle(el).visibility !== "hidden";
}

// The language ``node`` is written in: its own or an ancestor's ``lang`` (an explorer in
// JupyterLab carries its own), else the page's.
export function langOf(node) {
  const own = node && node.closest ? node.closest("[lang]") : null;
  return (own || document.documentElement).lang;
}

// The explorer a bridge drawn as ``el`` belongs to: the dashboard or the explorer whose
// widget holds it (null until it is drawn into one).
export const ROOTS = ".pe-dashboard, .pe-root";
export function rootOf(el) {
  return el && el.closest ? el.closest(ROOTS) : null;
}
