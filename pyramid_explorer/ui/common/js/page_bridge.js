// The page bridge (pyramid_explorer/ui/common/page_bridge.py): the entry module anywidget loads.
// Each job of the browser code is a module of its own that starts with the widget and returns
// what stops it. The order matters where two jobs listen to the same thing: the names are given
// before the curtain, the phone's figures and the focus keeper look at a changed page, in that
// order, and the curtain's Tab trap listens before the focus keeper.
//
// Where it runs: the kernel says whether the bridge owns the page (``owns_page``: the dashboard
// under Voila). Then its keys act on the whole page, it reads and writes the address bar and
// writes <html lang>. Otherwise (JupyterLab, Notebook 7) it acts for its own output only: keys
// while focus is inside its explorer (the dashboard or explorer whose widget holds the
// bridge), the address bar left alone, the language and the names on that explorer only.

import { startAddress } from "./address.js";
import { startClipboard } from "./clipboard.js";
import { startCurtain } from "./curtain.js";
import { rootOf } from "./dom.js";
import { startFocus } from "./focus.js";
import { startKeys } from "./keys.js";
import { startNames } from "./names.js";
import { startPhoneScroll } from "./phone_scroll.js";
import { startPing } from "./ping.js";
import { startPulse } from "./pulse.js";

function render({ model, el }) {
  el.style.display = "none";
  const ownsPage = !!model.get("owns_page");
  const scope = ownsPage ? null : () => rootOf(el);
  const stops = [
    startPing(model),
    startNames(model, scope),
    startPulse(),
    ownsPage ? startAddress(model) : () => {},
    startClipboard(model),
    startKeys(model, scope),
    startCurtain(),
    startPhoneScroll(),
    startFocus(),
  ];
  return () => { for (const stop of stops.reverse()) stop(); };
}

export default { render };
