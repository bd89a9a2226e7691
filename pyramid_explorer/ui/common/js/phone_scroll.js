// A table wider than a phone scrolls sideways inside its figure (games/phone.py). A new drawing
// (after each step) starts where the player left the last one of that tab, and the first one
// centred on the point the drawing names (data-pe-focus: the pyramid's apex, the board's middle,
// or the left edge of a table read from the left).

import { shown } from "./dom.js";
import { onPulse } from "./pulse.js";

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

export function startPhoneScroll() {
  return onPulse(watchFigures);
}
