// Pondside service worker: the app and its runtime work offline after one visit.
// Precached at install: the shell, every boot file listed in static/app/boot.json, the snapshot worker, and
// the other files index.html names.
// The cache is versioned by the digest in the registration URL (sw.js?v=<digest of static/app/boot.json>):
// a new version installs a new cache and deletes the old ones, so an update replaces the cache cleanly.
//
// Online, the version-keyed runtime folders (static/vendor/pyodide-<v>/, pyscript-<v>/: served with a
// one-year immutable max-age) are not touched at all: the browser's HTTP cache answers them, which keeps
// Chromium's compiled-wasm cache working (a .wasm answered through a service worker loses it, and warm
// boots get slower; measured in bench/boot.py).  Offline (navigator.onLine false), they come from Cache
// Storage (or the HTTP cache).  Every other request goes to the network first and is answered from Cache Storage only when
// the network fails.  The interpreter snapshot lives in its own cache ("pondside.snapshot", owned by
// static/boot/pyodide.mjs), which this worker neither fills nor prunes.
const VERSION = new URL(self.location.href).searchParams.get("v") || "dev";
const CACHE = `pondside-${VERSION}`;
const SHELL = ["./", "./index.html", "./static/app.css", "./static/pwa.js", "./manifest.webmanifest",
               "./static/icon.svg", "./static/app/boot.json", "./static/boot/snapshot-worker.mjs"];
const SCOPE = new URL("./", self.location.href).href;
const IMMUTABLE = /^static\/vendor\/(pyodide|pyscript)-\d+\.\d+\.\d+[\w.-]*\//;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const boot = await (await fetch("./static/app/boot.json", { cache: "no-cache" })).json();
    const files = SHELL.concat(Object.keys(boot.files).map((p) => "./" + p));
    // the runtime's immutable files normally come from the HTTP cache; the rest is revalidated
    const request = (u) => new Request(u, { cache: IMMUTABLE.test(u.slice(2)) ? "default" : "no-cache" });
    await cache.addAll(files.map(request));
    // and whatever else the page itself loads (scripts, styles, icons named in index.html), best effort
    const html = await (await cache.match("./index.html")).text();
    const more = [...html.matchAll(/\b(?:src|href|config)="(\.\/[^"#?]*)"/g)].map((m) => m[1])
      .filter((u) => !files.includes(u));
    await Promise.all([...new Set(more)].map((u) => cache.add(request(u)).catch(() => {})));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("pondside-") && key !== CACHE) await caches.delete(key);
    }
    if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
    await self.clients.claim();
  })());
});

async function fromCache(req, thenNetwork = false) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(req, { ignoreSearch: true })
    || (req.mode === "navigate" ? await cache.match("./index.html") : undefined);
  if (hit) return hit;
  if (thenNetwork) {  // offline, but the HTTP cache may still hold it (fresh for a year)
    try { return await fetch(req); } catch (e) { /* not there either */ }
  }
  return new Response("offline", { status: 503, statusText: "offline" });
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || !req.url.startsWith(SCOPE)) return;
  if (IMMUTABLE.test(req.url.slice(SCOPE.length))) {
    if (self.navigator.onLine !== false) return;  // not handled: the HTTP cache (and its wasm code cache)
    event.respondWith(fromCache(req, true));
    return;
  }
  if (req.mode === "navigate") {
    event.respondWith((async () => (await event.preloadResponse) || fetch(req))().catch(() => fromCache(req)));
    return;
  }
  event.respondWith(fetch(req).catch(() => fromCache(req)));
});
