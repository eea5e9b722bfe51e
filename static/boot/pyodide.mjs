// Pondside's interpreter module for PyScript (`interpreter = "./static/boot/pyodide.mjs"` in pyscript.toml).
//
// PyScript accepts any module exporting {loadPyodide, version}.  This one boots the vendored Pyodide from
// local files with its standard library as precompiled bytecode (tools/setup.py compiles it with the same
// Pyodide under Node and keys it by version), which removes the stdlib compilation from every boot.
// Paths are relative to this module, so the app works under any sub-path.
//
// Interpreter snapshot (issue 10, part 2).  After a normal boot has made the app playable
// (static/main.py sets body[data-ready=1]), a throwaway module worker (./snapshot-worker.mjs) boots the
// same Pyodide with `_makeSnapshot`, unpacks the app archive, imports the modules the live interpreter
// imported from the stdlib and the app (never `js`/`pyscript`), and returns `makeMemorySnapshot()`; this
// module stores it in Cache Storage under one URL with its key (Pyodide version, recipe format and the digest
// in static/app/boot.json, which covers every boot file's content, this one's too), length and checksum as
// headers.  Later visits restore it (`_loadSnapshot`), reseed Python's `random` from os.urandom (the
// snapshot froze its state; the str hash seed stays frozen, which is harmless here: nothing relies on
// hash randomisation), and PyScript's [files] unpacks the app's files again (the file system is not part
// of a snapshot; the modules already imported stay in sys.modules).  Missing, stale, corrupt or
// unrestorable → the entry is deleted and the page boots normally (console.info only), then builds a new
// one.  Disabled by `?nosnap=1` / `#nosnap=1`; an embed (`#embed=1`) restores one but never builds.
// State for tests and the benchmark: `window.pondsideBoot`.
// Snapshot API: loadPyodide's `_makeSnapshot` / `_loadSnapshot` and `makeMemorySnapshot()` are private
// Pyodide API tied to the exact build, hence the key and the fallback.
import * as pyodide from "../vendor/pyodide-314.0.7/pyodide.mjs";  // tools/setup.py keeps this in step with package.json

export const version = pyodide.version;

const indexURL = new URL("../vendor/pyodide-314.0.7/", import.meta.url).href;
const stdLibURL = new URL(`../vendor/pyc/${pyodide.version}/python_stdlib.zip`, import.meta.url).href;
const appZipURL = new URL("../app/pondside-pyc.zip", import.meta.url).href;
const bootJsonURL = new URL("../app/boot.json", import.meta.url).href;
const workerURL = new URL("./snapshot-worker.mjs", import.meta.url).href;
// one entry per app location (sub-path): a synthetic URL, never requested from the network
const SNAP_CACHE = "pondside.snapshot";   // not "pondside-*": sw.js owns (and prunes) those caches
const SNAP_URL = new URL("./interpreter.snapshot", import.meta.url).href;
const FORMAT = "1";                        // bump when the worker's recipe changes
const H_KEY = "x-pondside-snapshot-key", H_LEN = "x-pondside-snapshot-length", H_SUM = "x-pondside-snapshot-checksum";

const page = typeof document !== "undefined" ? globalThis : null;
const params = page ? new URLSearchParams(location.search + "&" + location.hash.replace(/^#/, "")) : null;
const boot = {
  snapshot: "none",     // "restored" | "built" (a new one stored after this visit's normal boot) | "none"
  fallback: null,       // why this visit booted normally: "disabled" | "missing" | "stale" | "corrupt" |
                        // "restore-failed" | "unavailable" (no Cache Storage, e.g. not a secure context)
  build: "idle",        // "idle" | "waiting" | "running" | "stored" | "failed" | "skipped"
  key: null, startAt: null, bootMs: null, marks: {}, buildMs: null, bytes: null, modules: null, error: null,
};
if (page) page.pondsideBoot = boot;

const mark = (name) => { boot.marks[name] = Math.round(performance.now()); };
const info = (...a) => console.info("pondside boot:", ...a);
// Integrity check of a stored snapshot: 64 bits from two multiply-xorshift lanes over 32-bit words (every
// step is a bijection of the lane state, so any single changed word changes the sum).  About 15 ms for
// 30 MB, where SHA-256 cost 140 ms of the main thread; it guards against corruption, not an attacker
// (who could rewrite the header as well).
function checksum(bytes) {
  if (bytes.byteOffset % 4) bytes = bytes.slice();
  const n = bytes.length >>> 2, w = new Uint32Array(bytes.buffer, bytes.byteOffset, n);
  let a = 0x811c9dc5 ^ bytes.length, b = 0x01000193 ^ n, i = 0;
  for (; i + 1 < n; i += 2) {
    a = Math.imul(a ^ w[i], 0x01000193); a ^= a >>> 13;
    b = Math.imul(b ^ w[i + 1], 0x5bd1e995); b ^= b >>> 15;
  }
  if (i < n) a = Math.imul(a ^ w[i], 0x01000193);
  for (let j = n << 2; j < bytes.length; j++) b = Math.imul(b ^ bytes[j], 0x5bd1e995);
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}
function freshDict(py) {
  const dict = py.globals.get("dict");
  try { return dict(); } finally { dict.destroy(); }
}

async function currentKey() {
  const r = await fetch(bootJsonURL, { cache: "no-cache" });
  if (!r.ok) throw new Error(`boot.json: HTTP ${r.status}`);
  const { digest } = await r.json();
  if (!digest) throw new Error("boot.json has no digest");
  return `pyodide-${pyodide.version} format-${FORMAT} app-${digest}`;
}

async function dropSnapshot() {
  try { await (await caches.open(SNAP_CACHE)).delete(SNAP_URL); } catch (e) { /* nothing to drop */ }
}

// The stored snapshot for `key`: {bytes: Promise<Uint8Array> (length and checksum verified)} or {why}.
async function findSnapshot(key) {
  if (!globalThis.caches) return { why: "unavailable" };
  const cache = await caches.open(SNAP_CACHE);
  const res = await cache.match(SNAP_URL);
  if (!res) return { why: "missing" };
  if (res.headers.get(H_KEY) !== key) {
    await cache.delete(SNAP_URL);
    return { why: "stale" };
  }
  const length = Number(res.headers.get(H_LEN)), sum = res.headers.get(H_SUM);
  const bytes = (async () => {
    const buf = new Uint8Array(await res.arrayBuffer());
    if (!length || buf.length !== length) throw Object.assign(new Error("length mismatch"), { why: "corrupt" });
    if (checksum(buf) !== sum) throw Object.assign(new Error("checksum mismatch"), { why: "corrupt" });
    mark("read");
    if (checksum(buf) !== sum) throw Object.assign(new Error("checksum mismatch"), { why: "corrupt" });
    mark("verified");
    return buf;
  })();
  bytes.catch(() => {});  // awaited by loadPyodide; handled there
  return { bytes };
}

// Pyodide sizes the heap for a restore with INITIAL_MEMORY, which this build ignores: a snapshot whose
// heap grew past the initial 30 MiB would not fit ("offset is out of bounds").  Grow the fresh heap
// first (allocate and free: the restore overwrites the allocator's state anyway).
function growingModuleFactory(bytesPromise) {
  return async (settings) => {
    const create = (await import(indexURL + "pyodide.asm.mjs")).default;
    mark("asm-module");
    const mod = await create(settings);
    mark("instantiated");
    const snap = await bytesPromise;
    const heap = snap.length - new Uint32Array(snap.buffer, snap.byteOffset, 4)[1];
    const held = [];
    for (let i = 0; mod.HEAP8.length < heap && i < 256; i++) {
      const p = mod._malloc(4 << 20);
      if (!p) break;
      held.push(p);
    }
    held.forEach((p) => mod._free(p));
    if (mod.HEAP8.length < heap) throw Object.assign(new Error("cannot grow the heap"), { why: "restore-failed" });
    return mod;
  };
}

function reseed(py) {
  // the snapshot froze random's state: draw fresh entropy (os.urandom -> crypto.getRandomValues)
  const g = freshDict(py);
  try {
    py.runPython([
      "import sys",
      "r = sys.modules.get('random')",
      "r and r.seed()",
      "t = sys.modules.get('tempfile')",
      "if t: t._name_sequence = None",
      "assert sys.version_info[:2] == (3, 14)",
    ].join("\n"), { globals: g });
  } finally {
    g.destroy();
  }
}

function snapshotDisabled() {
  return !page || params.get("nosnap") === "1";
}

export async function loadPyodide(options = {}) {
  // PyScript passes indexURL = this module's folder: the runtime files live in the vendor folder instead.
  const base = { ...options, indexURL, stdLibURL };
  const t0 = boot.startAt = performance.now();
  if (snapshotDisabled()) {
    boot.fallback = "disabled";
    const py = await pyodide.loadPyodide(base);
    boot.bootMs = performance.now() - t0;
    expose(py);
    return py;
  }
  let key = null;
  try {
    key = boot.key = await currentKey();
    mark("key");
    const found = await findSnapshot(key);
    mark("lookup");
    if (found.bytes) {
      try {
        const py = await pyodide.loadPyodide({
          ...base, _loadSnapshot: found.bytes, createPyodideModule: growingModuleFactory(found.bytes) });
        mark("restored");
        reseed(py);
        boot.snapshot = "restored";
        boot.bootMs = performance.now() - t0;
        expose(py);
        return py;
      } catch (e) {
        boot.fallback = e.why || "restore-failed";
        boot.error = String(e && e.message || e);
        info(`snapshot not used (${boot.fallback}: ${boot.error}); booting normally`);
        await dropSnapshot();
      }
    } else {
      boot.fallback = found.why;
    }
  } catch (e) {  // no boot.json digest, Cache Storage refused, ...: boot normally, build nothing
    boot.fallback = "unavailable";
    boot.error = String(e && e.message || e);
    key = null;
  }
  const py = await pyodide.loadPyodide(base);
  boot.bootMs = performance.now() - t0;
  expose(py);
  if (key && params.get("embed") !== "1") scheduleBuild(py, key);
  else boot.build = "skipped";
  return py;
}

function expose(py) {
  // for the browser tests (run Python in the page's interpreter); not enumerable, not for the app
  Object.defineProperty(boot, "interpreter", { value: py, enumerable: false, configurable: true });
}

// ------------------------------------------------------------------ building a snapshot (first visit)
function whenReady() {
  return new Promise((resolve) => {
    const ready = () => document.body && document.body.dataset.ready === "1";
    if (ready()) return resolve();
    const obs = new MutationObserver(() => { if (ready()) { obs.disconnect(); resolve(); } });
    obs.observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
  });
}

function liveModules(py) {
  // what the app imported from the stdlib zip and its own package by now: the snapshot imports the same
  const g = freshDict(py);
  try {
    return JSON.parse(py.runPython(`
import sys, json
zips = tuple(p + "/" for p in sys.path if p.endswith(".zip"))
roots = zips + ("/home/pyodide/pondside/",)
skip = ("js", "pyodide", "_pyodide", "pyscript", "_pyscript", "polyscript", "__main__", "main")
json.dumps(sorted(
    name for name, m in list(sys.modules.items())
    if isinstance(getattr(m, "__file__", None), str) and m.__file__.startswith(roots)
    and name.split(".")[0] not in skip))
`, { globals: g }));
  } finally {
    g.destroy();
  }
}

async function scheduleBuild(py, key) {
  boot.build = "waiting";
  try {
    await whenReady();
    // let the first screen settle before starting a second interpreter
    await new Promise((r) => (globalThis.requestIdleCallback
      ? requestIdleCallback(() => r(), { timeout: 1500 }) : setTimeout(r, 300)));
    if (navigator.onLine === false) { boot.build = "skipped"; return; }
    boot.build = "running";
    const t0 = performance.now();
    const modules = [...new Set(["random", "pondside", "pondside.games", "pondside.app.shell",
                                 "pondside.app.records", ...liveModules(py)])];
    const result = await runWorker({ indexURL, stdLibURL, appZipURL, modules });
    const snap = result.snapshot;
    const cache = await caches.open(SNAP_CACHE);
    await cache.put(SNAP_URL, new Response(snap, { headers: {
      "content-type": "application/octet-stream", [H_KEY]: key, [H_LEN]: String(snap.length),
      [H_SUM]: checksum(snap) } }));
    boot.modules = result.imported;
    boot.bytes = snap.length;
    boot.buildMs = performance.now() - t0;
    boot.build = "stored";
    boot.snapshot = "built";
    if (result.failed.length) info("not in the snapshot:", result.failed.join(", "));
  } catch (e) {
    boot.build = "failed";
    boot.error = String(e && e.message || e);
    info(`no snapshot built (${boot.error})`);
  }
}

function runWorker(job) {
  return new Promise((resolve, reject) => {
    const w = new Worker(workerURL, { type: "module", name: "pondside-snapshot" });
    const done = (fn, v) => { w.terminate(); fn(v); };
    w.onmessage = ({ data }) => data.ok ? done(resolve, data) : done(reject, new Error(data.error));
    w.onerror = (e) => { e.preventDefault(); done(reject, new Error(e.message || "worker failed to start")); };
    w.postMessage(job);
  });
}
