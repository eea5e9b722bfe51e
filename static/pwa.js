// Registers the service worker (offline play), versioned by a digest of the boot file list.
// Skipped inside an embed (the iframe should not install anything for the wiki's visitors) and with
// `#nosw=1` (benchmarks).  Registered once the app is ready (body[data-ready=1], set by static/main.py),
// so that installing it (which caches every boot file) does not compete with the first boot.
(() => {
  const q = location.search + location.hash;
  if (!("serviceWorker" in navigator) || q.includes("embed=1") || q.includes("nosw=1")) return;
  const register = async () => {
    try {
      const text = await (await fetch("./static/app/boot.json", { cache: "no-cache" })).text();
      const bytes = new TextEncoder().encode(text);
      const hash = await crypto.subtle.digest("SHA-256", bytes);
      const v = [...new Uint8Array(hash)].slice(0, 8).map((b) => b.toString(16).padStart(2, "0")).join("");
      await navigator.serviceWorker.register("./sw.js?v=" + v, { scope: "./" });
    } catch (e) {
      /* no service worker: the app still works online */
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
