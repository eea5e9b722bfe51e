// Pondside service worker: the app and its runtime work offline after one visit.
// The cache is versioned by the digest in the registration URL (sw.js?v=<digest of static/app/boot.json>):
// a new version installs a new cache and deletes the old ones, so an update replaces the cache cleanly.
// The .wasm is fetched from the network first (the HTTP cache keeps Chromium's compiled-wasm cache
// working on warm boots) and comes from Cache Storage only when the network fails (offline).
const VERSION = new URL(self.location.href).searchParams.get("v") || "dev";
const CACHE = `pondside-${VERSION}`;
const SHELL = ["./", "./index.html", "./static/app.css", "./static/pwa.js", "./manifest.webmanifest",
               "./static/icon.svg", "./static/app/boot.json"];

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const boot = await (await fetch("./static/app/boot.json", { cache: "no-cache" })).json();
    const files = SHELL.concat(Object.keys(boot.files).map((p) => "./" + p));
    await cache.addAll(files.map((u) => new Request(u, { cache: "no-cache" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("pondside-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  const url = new URL(req.url);
  if (url.pathname.endsWith(".wasm")) {
    // network (and so the HTTP cache and the compiled-wasm cache) first; Cache Storage when offline
    event.respondWith(fetch(req).catch(() => caches.match(req, { ignoreSearch: true })));
    return;
  }
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const key = req.mode === "navigate" ? "./index.html" : req;
    const hit = await cache.match(key, { ignoreSearch: req.mode === "navigate" });
    if (hit) {
      // stale-while-revalidate for the page itself, so the next visit sees a fresh index.html
      if (req.mode === "navigate") event.waitUntil(fetch(req).then((r) => r.ok && cache.put(key, r)).catch(() => {}));
      return hit;
    }
    try {
      return await fetch(req);
    } catch (e) {
      return new Response("offline", { status: 503, statusText: "offline" });
    }
  })());
});
