// The page's pulse: the curtain, the phone's figures and the focus keeper look at the page once
// per animation frame after it changed (a widget drawn, hidden, disabled, restyled), in the
// order they were added. A job that waits for the page to settle asks for a pulse later.

const jobs = [];
let pending = false;
let lastChange = 0;

// Run ``job`` on every pulse; returns what stops it.
export function onPulse(job) {
  jobs.push(job);
  return () => { const at = jobs.indexOf(job); if (at >= 0) jobs.splice(at, 1); };
}

export function pulse() {
  if (pending) return;
  pending = true;
  requestAnimationFrame(() => {
    pending = false;
    for (const job of jobs) job();
  });
}

export function pulseLater(ms) {
  setTimeout(pulse, ms);
}

// The page changed (a MutationObserver saw it): remember when, and look at it again.
export function changed() {
  lastChange = performance.now();
  pulse();
}

// When the page last changed (performance.now() milliseconds).
export function lastChanged() {
  return lastChange;
}

// Watch the page: a widget drawn, hidden, disabled or restyled, or the window resized, makes a
// pulse (and one now). Returns what stops watching.
export function startPulse() {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true,
                                    attributeFilter: ["style", "class", "disabled"] });
  pulse();
  window.addEventListener("resize", pulse);
  return () => {
    observer.disconnect();
    window.removeEventListener("resize", pulse);
  };
}
