// Pondside service worker: the app and its runtime work offline after one visit, and a version's files are
// used together or not at all (issue 27).
//
// A version is what static/app/boot.json lists: the boot files (`files`) and the shell (`shell`: the page, its
// styles and scripts, the manifest, the snapshot worker), all covered by its `digest`.  The worker is
// registered as sw.js?v=<the first 16 hex digits of boot.json's digest> (static/pwa.js) and installs that version
// whole: boot.json must still say that version, every file must arrive whole (its size as boot.json says),
// and boot.json must say the same once all of them are in; anything else and the install fails, its cache is
// deleted, and the version in use stays as it was.
//
// Every page is served from one version's cache: the newest complete one when the page is opened, and the
// same one for everything that page asks for afterwards (by its client id, remembered in a small cache of its
// own so that a newer worker knows it too), even when a newer version installs meanwhile; the two newest
// versions are kept.  A worker the page starts names the page's version in its URLs (`pondside-pin=`).  A
// request that carries `sw-bypass` in its query (pwa.js's check for a new version) goes to the network.  The
// version-keyed runtime folders (static/vendor/pyodide-<v>/, pyscript-<v>/: served with a one-year immutable
// max-age) are not handled while online, which keeps Chromium's compiled-wasm cache working (a .wasm answered
// through a service worker loses it and warm boots get slower: bench/boot.py); offline they come from the
// cache.  The interpreter snapshot lives in its own cache ("pondside.snapshot", static/boot/pyodide.mjs).
const VERSION = new URL(self.location.href).searchParams.get("v") || "dev";
const CACHE = `pondside-${VERSION}`;
const SCOPE = new URL("./", self.location.href).href;
const IMMUTABLE = /^static\/vendor\/(pyodide|pyscript)-\d+\.\d+\.\d+[\w.-]*\//;
const KEEP = 2;                       // versions kept (a page opened on the older one still has its files)
const PINS = "pondside.pins";         // client id -> the version's cache that opened it
const pinned = new Map();
const versionOf = (json) => String(json.digest || "").slice(0, 16);

async function fetchBootJson() {
  const r = await fetch(`./static/app/boot.json?sw-bypass=${Date.now()}`, { cache: "no-store" });
  if (!r.ok) throw new Error(`boot.json: HTTP ${r.status}`);
  const text = await r.text();
  return { text, json: JSON.parse(text) };
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const first = await fetchBootJson();
    if (VERSION !== "dev" && versionOf(first.json) !== VERSION) {
      throw new Error("boot.json is not the version this worker installs (a deploy in progress)");
    }
    const sizes = { ...first.json.shell, ...first.json.files };
    const urls = ["./", "./static/app/boot.json", ...Object.keys(sizes).map((p) => "./" + p)];
    await caches.delete(CACHE);
    const cache = await caches.open(CACHE);
    try {
      // all of it before any of it is kept: fetched first, checked, then put
      const got = await Promise.all(urls.map(async (u) => {
        const rel = u.slice(2);
        const res = u.endsWith("boot.json") ? new Response(first.text, { headers: { "content-type": "application/json" } })
          : await fetch(new Request(u, { cache: IMMUTABLE.test(rel) ? "default" : "no-cache" }));
        if (!res.ok) throw new Error(`${u}: HTTP ${res.status}`);
        const body = await res.clone().arrayBuffer();
        if (rel in sizes && body.byteLength !== sizes[rel]) throw new Error(`${u}: ${body.byteLength} bytes, not ${sizes[rel]}`);
        return [u, res];
      }));
      const again = await fetchBootJson();
      if (again.text !== first.text) throw new Error("boot.json changed while the version was fetched");
      await Promise.all(got.map(([u, res]) => cache.put(u, res)));
    } catch (e) {
      await caches.delete(CACHE);     // nothing of a partial version is ever used
      throw e;
    }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const ours = (await caches.keys()).filter((k) => k.startsWith("pondside-"));
    // caches.keys() lists caches in the order they were made: keep the newest ones (this one among them)
    const keep = new Set([CACHE, ...ours.filter((k) => k !== CACHE).slice(-(KEEP - 1))]);
    for (const key of ours) if (!keep.has(key)) await caches.delete(key);
    // the pins of pages that are gone
    const live = new Set((await self.clients.matchAll({ includeUncontrolled: true, type: "all" })).map((c) => c.id));
    const pins = await caches.open(PINS);
    for (const req of await pins.keys()) if (!live.has(new URL(req.url).searchParams.get("id"))) await pins.delete(req);
    if (self.registration.navigationPreload) await self.registration.navigationPreload.disable();
    await self.clients.claim();
  })());
});

const pinKey = (id) => new Request(`${SCOPE}__pin__?id=${encodeURIComponent(id)}`);

async function pin(id, name) {
  pinned.set(id, name);
  await (await caches.open(PINS)).put(pinKey(id), new Response(name));
}

async function cacheFor(event, url) {
  const named = url.searchParams.get("pondside-pin");            // a worker of a page, naming its version
  if (named && await caches.has(`pondside-${named}`)) return `pondside-${named}`;
  let name = pinned.get(event.clientId);
  if (!name && event.clientId) {
    const hit = await (await caches.open(PINS)).match(pinKey(event.clientId));
    if (hit) pinned.set(event.clientId, name = await hit.text());
  }
  if (name && await caches.has(name)) return name;
  return CACHE;
}

async function answer(event, url, rel) {
  const req = event.request;
  // the app's page is one file whatever its query; another page in scope (the wiki's docs page) is itself
  const navigate = req.mode === "navigate" && (rel === "" || rel === "index.html");
  const name = navigate ? CACHE : await cacheFor(event, url);
  if (navigate && event.resultingClientId) await pin(event.resultingClientId, name);
  const cache = await caches.open(name);
  const key = navigate ? "./" : req;
  const hit = await cache.match(key, { ignoreSearch: true });
  if (hit) return hit;
  try {
    return await fetch(req);          // not part of a version (nothing of the app's is left out)
  } catch (e) {
    return new Response("offline", { status: 503, statusText: "offline" });
  }
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || !req.url.startsWith(SCOPE)) return;
  const url = new URL(req.url);
  if (url.searchParams.has("sw-bypass")) return;          // the network, always
  const rel = url.pathname.slice(new URL(SCOPE).pathname.length);
  if (IMMUTABLE.test(rel)) {
    if (self.navigator.onLine !== false) return;         // the HTTP cache (and its compiled-wasm cache)
    event.respondWith(caches.match(req, { ignoreSearch: true })
      .then((hit) => hit || fetch(req)).catch(() => new Response("offline", { status: 503 })));
    return;
  }
  event.respondWith(answer(event, url, rel));
});
