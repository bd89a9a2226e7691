// The address bar: the page sends location.hash when drawn and whenever the user changes it
// (a pasted link); the kernel's fragment is written into the address bar with
// history.replaceState (stepping through a game does not flood the Back button).

export function startAddress(model) {
  const send = () => model.send({ type: "hash", hash: location.hash.replace(/^#/, ""),
                                  href: location.href.split("#")[0] });
  const onFragment = () => {
    const wanted = model.get("fragment");
    if (wanted && location.hash.replace(/^#/, "") !== wanted) {
      history.replaceState(history.state, "", "#" + wanted);
    }
  };
  send();  // first what the address bar holds (a shared link), before anything is written
  model.on("change:fragment", onFragment);
  window.addEventListener("hashchange", send);
  return () => {
    model.off("change:fragment", onFragment);
    window.removeEventListener("hashchange", send);
  };
}
