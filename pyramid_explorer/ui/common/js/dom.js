// What every job of the page bridge reads from the page: a node's words, whether it is shown,
// the controls a screen reader names.

// Every control a user can operate (and a screen reader announces by name).
export const CONTROLS = "select, input:not([type=hidden]), textarea, [role='slider'], button";

export function textOf(node) {
  return node ? (node.textContent || "").replace(/[\s\u200b]+/g, " ").trim() : "";
}

export function shown(el) {
  return !!el && el.isConnected && el.getClientRects().length > 0 &&
         getComputedStyle(el).visibility !== "hidden";
}
