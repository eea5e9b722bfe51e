// Pondside service worker: the app and its runtime work offline after one visit.
// The cache is versioned by the digest in the registration URL (sw.js?v=<digest of static/app/boot.json>):
// a new version installs a new cache and deletes the old ones, so an update replaces the cache cleanly.
// Every request goes to the network first (so the HTTP cache keeps Chromium's compiled-wasm cache
// working on warm boots) and is answered from Cache Storage only when the network fails (offline).
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
  // Network first for everything: online, the HTTP cache (and Chromium's compiled-wasm cache) serve
  // as if there were no service worker; offline, the copy in Cache Storage answers.
  event.respondWith(fetch(req).catch(async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(req, { ignoreSearch: true })
      || (req.mode === "navigate" ? await cache.match("./index.html") : undefined);
    return hit || new Response("offline", { status: 503, statusText: "offline" });
  }));
});
