// window.pyramidExplorer.settled(): a promise kept once the kernel has handled everything this
// page sent before it (a click, a menu turned) and its answer has reached the page — the kernel
// handles messages in order and answers a ping after them. Scripts and the browser tests wait
// on it instead of guessing how long a step takes.

export function startPing(model) {
  const pings = new Map();
  let pingSeq = 0;
  const settled = () => new Promise(done => {
    const id = ++pingSeq;
    pings.set(id, () => requestAnimationFrame(() => done(true)));
    model.send({ type: "ping", id: id });
  });
  window.pyramidExplorer = Object.assign(window.pyramidExplorer || {}, { settled: settled });
  const onMsg = (msg) => {
    if (msg && msg.type === "pong" && pings.has(msg.id)) {
      pings.get(msg.id)();
      pings.delete(msg.id);
    }
  };
  model.on("msg:custom", onMsg);
  return () => model.off("msg:custom", onMsg);
}
