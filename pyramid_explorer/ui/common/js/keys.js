// The explorer's keys: → step, ← undo, Shift+→ redo, Space autoplay on/off — but not keys typed
// into a text field, a menu or a slider, none with Ctrl, Alt or Cmd, not Space on a focused
// button (it presses the button) and not ← → on a table's figure that scrolls (a phone).

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

export function startKeys(model) {
  const onKey = (e) => {
    const key = keyOf(e);
    if (!key) return;
    e.preventDefault();
    model.send({ type: "key", key: key });
  };
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}
