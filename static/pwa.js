// Registers the service worker (offline play), versioned by a digest of the boot file list.
// Skipped inside an embed (the iframe should not install anything for the wiki's visitors).
(async () => {
  if (!("serviceWorker" in navigator) || location.hash.includes("embed=1") || location.hash.includes("nosw=1")) return;
  try {
    const text = await (await fetch("./static/app/boot.json", { cache: "no-cache" })).text();
    const bytes = new TextEncoder().encode(text);
    const hash = await crypto.subtle.digest("SHA-256", bytes);
    const v = [...new Uint8Array(hash)].slice(0, 8).map((b) => b.toString(16).padStart(2, "0")).join("");
    await navigator.serviceWorker.register("./sw.js?v=" + v, { scope: "./" });
  } catch (e) {
    /* no service worker: the app still works online */
  }
})();
