// Registers the service worker (offline play), versioned by the digest of a version's files (static/app/boot.json).
// Skipped inside an embed (the iframe should not install anything for the wiki's visitors) and with
// `#nosw=1` (benchmarks).  Registered once the app is ready (body[data-ready=1], set by static/main.py),
// so that installing it (which caches every boot file) does not compete with the first boot.
(() => {
  const q = location.search + location.hash;
  if (!("serviceWorker" in navigator) || q.includes("embed=1") || q.includes("nosw=1")) return;
  let done;
  // for the tests: settles with the version this page asked the service worker to install, once it tried
  window.pondsideUpdate = new Promise((r) => { done = r; });
  const register = async () => {
    try {
      // the version on the server (past the service worker: `sw-bypass`), which sw.js installs whole or not at all
      const r = await fetch(`./static/app/boot.json?sw-bypass=${Date.now()}`, { cache: "no-store" });
      const v = String((await r.json()).digest || "").slice(0, 16);
      if (!r.ok || !v) return done(null);
      const reg = await navigator.serviceWorker.register("./sw.js?v=" + v, { scope: "./" });
      const sw = reg.installing;
      if (sw) await new Promise((ok) => sw.addEventListener("statechange",
        () => ["activated", "redundant"].includes(sw.state) && ok()));
      done(v);
    } catch (e) {
      done(null);   /* no service worker: the app still works online */
    }
  };
  const ready = () => document.body && document.body.dataset.ready === "1";
  const whenReady = () => {
    if (ready()) return register();
    const obs = new MutationObserver(() => {
      if (ready()) { obs.disconnect(); register(); }
    });
    obs.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  };
  if (document.body) whenReady();
  else document.addEventListener("DOMContentLoaded", whenReady, { once: true });
})();
