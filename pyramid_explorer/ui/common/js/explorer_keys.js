// An explorer's own keys (pyramid_explorer/ui/common/page_bridge.py, ExplorerKeys): the entry
// module anywidget loads for an explorer shown by itself in a notebook (JupyterLab, Notebook 7,
// or a notebook under Voila), where no dashboard's page bridge sends its keys. The same keys as
// the dashboard's (keys.js), only while focus is inside the explorer whose widget holds this
// one, so the interface's own shortcuts work everywhere else and, of two views of the explorer,
// only the one holding focus sends the key. Inside a dashboard it does nothing: the dashboard's
// bridge sends the keys there.

import { rootOf } from "./dom.js";
import { startKeys } from "./keys.js";

function render({ model, el }) {
  el.style.display = "none";
  const scope = () => {
    const root = rootOf(el);
    return root && !(root.parentElement && root.parentElement.closest(".pe-dashboard")) ?
      root : null;
  };
  return startKeys(model, scope);
}

export default { render };
