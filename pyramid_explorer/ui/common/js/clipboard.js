// The clipboard: copies a text when the kernel asks (with a fallback for browsers without the
// clipboard API) and says whether it worked.

async function copy(text) {
  try { await navigator.clipboard.writeText(text); return true; } catch (err) { /* fallback */ }
  const area = document.createElement("textarea");
  area.value = text; area.style.position = "fixed"; area.style.opacity = "0";
  document.body.appendChild(area); area.select();
  let ok = false;
  try { ok = document.execCommand("copy"); } catch (err) { ok = false; }
  area.remove();
  return ok;
}

export function startClipboard(model) {
  const onMsg = async (msg) => {
    if (msg && msg.type === "copy") model.send({ type: "copied", ok: await copy(msg.text) });
  };
  model.on("msg:custom", onMsg);
  return () => model.off("msg:custom", onMsg);
}
