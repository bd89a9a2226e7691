// The explorer's keys: → step, ← undo, Shift+→ redo, Space autoplay on/off — but not keys typed
// into a text field, a menu or a slider, none with Ctrl, Alt or Cmd, not Space on a focused
// button (it presses the button) and not ← → on a table's figure that scrolls (a phone).
// Where they count: on the whole page when the bridge owns it (the dashboard under Voila);
// otherwise (JupyterLab, Notebook 7) only while focus is inside the bridge's own explorer, so
// the interface's own shortcuts keep working everywhere else, and of two views of one explorer
// only the one holding focus sends the key.

const SKIP = "input, textarea, select, [contenteditable], .widget-slider, [role='slider'], " +
             ".noUi-target";

export function keyOf(e) {
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

// Whether focus is inside ``root`` now (never while ``root`` is not drawn).
function focusInside(root) {
  return !!root && root.contains(document.activeElement);
}

// ``scope``: null when the bridge owns the page (every key counts), else a function giving the
// element the keys belong to (they count only while focus is inside it). There a key is heard
// before the interface's own shortcuts (the window, capturing) and goes no further: focus is in
// the explorer, so → is the explorer's, not Notebook 7's "next heading" of a cell in command
// mode (which would stop it before the page hears it).
export function startKeys(model, scope) {
  const onKey = (e) => {
    if (scope && !focusInside(scope())) return;
    const key = keyOf(e);
    if (!key) return;
    e.preventDefault();
    if (scope) e.stopPropagation();
    model.send({ type: "key", key: key });
  };
  const target = scope ? window : document;
  target.addEventListener("keydown", onKey, !!scope);
  return () => target.removeEventListener("keydown", onKey, !!scope);
}
