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
import { decompress, readZip, writeEntries } from "./unzip.mjs";
import { checksum } from "./checksum.mjs";

export const version = pyodide.version;

const indexURL = new URL("../vendor/pyodide-314.0.7/", import.meta.url).href;
// Pyodide's loader as tools/patch_pyodide.py patches it (a lazy global offset table): the page and the snapshot
// worker both boot from this one file, since a snapshot's function pointers depend on the loader's table
const asmURL = indexURL + "pyodide.asm.p2.mjs";
const stdLibURL = new URL(`../vendor/pyc/${pyodide.version}/python_stdlib.zip`, import.meta.url).href;
// the standard library's other modules (tools/setup.py): downloaded when one of them is first imported
const stdLibMoreURL = new URL(`../vendor/pyc/${pyodide.version}/python_stdlib_more.zip`, import.meta.url).href;
const appZipURL = new URL("../app/pondside-pyc.zip", import.meta.url).href;
const appBundleURL = new URL("../app/pondside-pyc.zip.gz", import.meta.url).href;
const APP_DIR = "/home/pyodide";   // PyScript's working directory: the app's package goes there
const bootJsonURL = new URL("../app/boot.json", import.meta.url).href;
const workerURL = new URL("./snapshot-worker.mjs", import.meta.url).href;
// one entry per app location (sub-path): a synthetic URL, never requested from the network
const SNAP_CACHE = "pondside.snapshot";   // not "pondside-*": sw.js owns (and prunes) those caches
const SNAP_URL = new URL("./interpreter.snapshot", import.meta.url).href;
const FORMAT = "6";                        // bump when the container or the worker's recipe changes
const CONTAINER_MAGIC = 0x32504e53;        // "SNP2", little-endian
const H_KEY = "x-pondside-snapshot-key", H_LEN = "x-pondside-snapshot-length", H_SUM = "x-pondside-snapshot-checksum";
const H_HEAP = "x-pondside-snapshot-heap";   // the restored heap's size: the restore's buffer is made before the read ends

const page = typeof document !== "undefined" ? globalThis : null;
const params = page ? new URLSearchParams(location.search + "&" + location.hash.replace(/^#/, "")) : null;
const boot = {
  snapshot: "none",     // "restored" | "built" (a new one stored after this visit's normal boot) | "none"
  fallback: null,       // why this visit booted normally: "disabled" | "missing" | "stale" | "corrupt" |
                        // "restore-failed" | "unavailable" (no Cache Storage, e.g. not a secure context) |
                        // "after-crash" (this tab's last boot never got to ready: see `unfinished`)
  build: "idle",        // "idle" | "waiting" | "running" | "stored" | "failed" | "skipped"
  more: null, moreFetched: 0, wasm: null, zipDirs: null, key: null, files: null, archive: null, unzip: null, startAt: null, bootMs: null, marks: {}, buildMs: null, bytes: null, modules: null, error: null,
  read: null,          // who read a stored snapshot: "worker" (./snapshot-read.mjs) | "page"
  tinyModules: null,   // {compiled, shared}: the tiny wasm modules of the runtime's creation (sharingTinyModules)
  wasmBy: null,        // who compiled the early .wasm: "worker" (a later visit: index.html, ./snapshot-read.mjs) | "page"
  pyscriptPackage: null, // "restored": the restore wrote PyScript's package, which PyScript then does not write
                         // again (read by PyScript as tools/patch_pyscript.py patches it, patch 6)
};
if (page) page.pondsideBoot = boot;

// A boot, or a snapshot build, that never finished in this tab: the renderer died meanwhile ("Aw, Snap!",
// issue 27.8) and the tab was reloaded.  That boot does without the part that was running, the one that could
// crash again (restoring the snapshot: it is dropped and built anew; building one: not this time), so one
// reload recovers, and every move is in localStorage already.  Kept in sessionStorage: per tab, it survives
// the renderer, and another tab booting at the same moment does not see it.  An embed touches no storage at
// all (issue 27.5: a cross-site frame may have none, and it is the host page's tab), so it keeps no such note.
const UNFINISHED = "pondside.unfinished";
const embedded = page && params.get("embed") === "1";
function tabNote(value) {
  try {
    const s = !embedded && page && page.sessionStorage;
    if (!s) return null;
    const was = s.getItem(UNFINISHED);
    if (value === null) s.removeItem(UNFINISHED);
    else if (value !== undefined) s.setItem(UNFINISHED, value);
    return was;
  } catch (e) {
    return null;
  }
}
const unfinished = page ? tabNote(undefined) : null;   // what this tab's last page left unfinished, if anything
boot.unfinished = unfinished;

// What index.html's inline start began at the page's first moment (wasm compile, module import, snapshot
// lookup, boot.json): taken over when it names this runtime's files, otherwise started here.
const pre = (page && globalThis.pondsideEarly && globalThis.pondsideEarly.wasmURL === indexURL + "pyodide.asm.wasm"
             && globalThis.pondsideEarly.asmURL === asmURL
             && globalThis.pondsideEarly.snapshotURL === SNAP_URL) ? globalThis.pondsideEarly : null;
boot.inline = pre ? Math.round(pre.at) : null;

const mark = (name) => { boot.marks[name] = Math.round(performance.now()); };
const info = (...a) => console.info("pondside boot:", ...a);
function freshDict(py) {
  const dict = py.globals.get("dict");
  try { return dict(); } finally { dict.destroy(); }
}

let pageVersion = null;   // this page's static/app/boot.json: the version whose files the page runs

// SHA-256 of some bytes, in hex (off the main thread's JavaScript: crypto.subtle)
async function sha256hex(bytes) {
  const hash = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function currentKey() {
  let json;
  if (pre && pre.bootJson) {
    json = await pre.bootJson;
  } else {
    const r = await fetch(bootJsonURL, { cache: "no-cache" });
    if (!r.ok) throw new Error(`boot.json: HTTP ${r.status}`);
    json = await r.json();
  }
  const { digest } = json || {};
  if (!digest) throw new Error("boot.json has no digest");
  pageVersion = json;
  return `pyodide-${pyodide.version} format-${FORMAT} app-${digest}`;
}

async function dropSnapshot() {
  try { await (await caches.open(SNAP_CACHE)).delete(SNAP_URL); } catch (e) { /* nothing to drop */ }
}

const corrupt = (msg) => Object.assign(new Error(msg), { why: "corrupt" });

// The stored entry is a small container written by ./snapshot-worker.mjs (`pack` there): a JSON header
// ({total, pageSize, runs: [[first page, count], ...], files: [[path, length], ...]}) then the snapshot's
// pages that are not all zero (60 % of a 31 MB heap is: this halves what is read on every boot), then
// extra files (bytecode of PyScript's own Python package, which PyScript writes as source on every boot).
// `unpack` checks it and says where each run of pages lies; nothing is copied yet (see `restoreInto`).
function unpack(buf, total) {
  const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  if (buf.length < 8 || dv.getUint32(0, true) !== CONTAINER_MAGIC) throw corrupt("not a snapshot container");
  const hlen = dv.getUint32(4, true);
  const head = JSON.parse(new TextDecoder().decode(buf.subarray(8, 8 + hlen)));
  if (head.total !== total) throw corrupt("heap size mismatch");
  let at = (8 + hlen + 7) & ~7, end = 0;
  const runs = [];   // [offset in the snapshot, offset in buf, length]
  for (const [first, count] of head.runs) {
    const start = first * head.pageSize, n = Math.min(count * head.pageSize, head.total - start);
    if (n < 0 || start < end || at + n > buf.length) throw corrupt("page data out of range");
    runs.push([start, at, n]);
    at += n;
    end = start + n;
  }
  if (!runs.length || runs[0][0] !== 0) throw corrupt("no first page");
  const files = [];
  for (const [path, n] of head.files) {
    if (at + n > buf.length) throw corrupt("file data out of range");
    files.push([path, buf.subarray(at, at + n)]);
    at += n;
  }
  if (at !== buf.length) throw corrupt("trailing bytes");
  return { buf, runs, total, files, archive: head.archive };
}

// A restore without copying the heap twice.  Pyodide's own restore copies a whole snapshot (its header, then
// the heap image) into the fresh heap: with the snapshot unpacked into a zeroed 30 MB buffer first, that was
// two copies of 30 MB on the main thread (0.5 s of a phone's later visit, most of it the first touch of fresh
// memory).  Instead Pyodide is handed only the snapshot's first HEAD_BYTES (its header and the heap's first
// bytes, which it copies itself) and the rest of the stored pages go straight into the heap; the pages the
// snapshot holds as zero are cleared there (the heap is not all zero after the runtime's creation).
const HEAD_BYTES = 1 << 20;
function restoreInto(mod, snap, entry) {
  const { buf, runs, total } = entry;
  for (const [start, at, n] of runs) {   // the part Pyodide copies: its header tells where the heap begins
    if (start >= snap.length) break;
    const k = Math.min(n, snap.length - start);
    snap.set(buf.subarray(at, at + k), start);
  }
  const r = new Uint32Array(snap.buffer, snap.byteOffset, 4)[1];   // the snapshot's header length
  if (!(r > 0 && r <= snap.length)) throw corrupt("snapshot header out of range");
  const heap = total - r;
  const held = [];
  for (let i = 0; mod.HEAP8.length < heap && i < 256; i++) {
    const p = mod._malloc(4 << 20);
    if (!p) break;
    held.push(p);
  }
  held.forEach((p) => mod._free(p));
  if (mod.HEAP8.length < heap) throw Object.assign(new Error("cannot grow the heap"), { why: "restore-failed" });
  const H = mod.HEAP8;
  let pos = snap.length;                 // the snapshot's bytes from here on go into the heap at (offset - r)
  for (const [start, at, n] of runs) {
    const end = start + n;
    if (end <= pos) continue;
    const from = Math.max(start, pos);
    if (from > pos) H.fill(0, pos - r, from - r);
    H.set(buf.subarray(at + (from - start), at + n), from - r);
    pos = end;
  }
  if (pos < total) H.fill(0, pos - r, total - r);
}

// The stored snapshot for `key`: {snap, entry: Promise<unpack's result> (length and checksum verified)} or {why}.
// `snap` is the buffer Pyodide is handed for the snapshot's first bytes (restoreInto), made at once so that
// Pyodide can create the runtime (most of a restored boot's main-thread work) while the entry is still read.
// Reading the entry starts as soon as it is found, while boot.json (the current key) is still on its way:
// the read is most of the lookup's cost, and a stale entry (the only case where the read is wasted) is rare.
async function findSnapshot(keyPromise) {
  if (!globalThis.caches) return { why: "unavailable", key: await keyPromise };
  let res, body, read = "page";
  if (pre && pre.snapshot) {
    // (its body is being read already: by index.html's worker, ./snapshot-read.mjs, or by the page itself)
    ({ res, body, read = "page" } = (await pre.snapshot) || {});
  } else {
    res = await (await caches.open(SNAP_CACHE)).match(SNAP_URL);
  }
  mark("lookup");
  if (!res) return { why: "missing", key: await keyPromise };
  body = body || res.arrayBuffer();
  body.catch(() => {});   // awaited below unless the entry is stale
  const key = await keyPromise;
  mark("key");
  if (res.headers.get(H_KEY) !== key) {
    await dropSnapshot();
    return { why: "stale", key };
  }
  const length = Number(res.headers.get(H_LEN)), sum = res.headers.get(H_SUM);
  const heap = Number(res.headers.get(H_HEAP));
  if (!(Number.isSafeInteger(heap) && heap > 0 && heap <= 2 ** 32)) {
    await dropSnapshot();
    return { why: "corrupt", key };
  }
  const snap = new Uint8Array(Math.min(heap, HEAD_BYTES));   // what Pyodide copies itself (restoreInto)
  const entry = (async () => {
    const got = await body;   // an ArrayBuffer, or the worker's {buf, sum}
    const buf = new Uint8Array(got.buf || got);
    mark("read");
    boot.read = read;
    if (!length || buf.length !== length) throw corrupt("length mismatch");
    if ((got.sum || checksum(buf)) !== sum) throw corrupt("checksum mismatch");
    const out = unpack(buf, heap);
    mark("verified");
    return out;
  })();
  entry.catch(() => {});  // awaited by loadPyodide; handled there
  return { snap, entry, key };
}

// Started when this module is first evaluated (index.html's inline start imports it at the page's first moment).
// An embed that another frame's runtime draws for (index.html, static/embeds.js) starts nothing until the reader
// taps it: the lookup, the boot and PyScript's loadPyodide all wait for its `hold`.
const hold = (pre && pre.hold) || null;
const lookUp = () => findSnapshot(currentKey()).catch((e) => ({ why: "unavailable", error: e, key: null }));
const early = (page && params.get("nosnap") !== "1") ? (hold ? hold.then(lookUp) : lookUp()) : null;

// The runtime's two big parts start loading at the page's first moment (index.html's inline start; when it did
// not run, the moment `start()` runs), in parallel with the snapshot lookup and PyScript's own start-up,
// instead of after them: the wasm compiles (`compileStreaming` of the same URL,
// so Chromium's compiled-code cache still applies: on a later visit this is a ~0.25 s deserialisation plus
// baseline compilation of the functions the cache lacks) and the Emscripten module script is imported.
// Pyodide's own instantiateWasm (which supplies two imports of its own) is kept; only its
// `WebAssembly.instantiateStreaming` call is answered from the module compiled here.  Anything failing
// here falls back to Pyodide's own loading.  `boot.wasm`: "early" | "pyodide".
const wasmURL = indexURL + "pyodide.asm.wasm";
async function wasmBytes() {
  const r = await fetch(wasmURL);
  if (!r.ok) throw new Error(`pyodide.asm.wasm: HTTP ${r.status}`);
  return await r.arrayBuffer();
}
function compileWasm() {
  const p = (async () => {
    try {
      const module = await (pre && pre.wasm || WebAssembly.compileStreaming(fetch(wasmURL)));
      boot.wasmBy = (pre && pre.wasm && pre.wasmBy) || "page";
      return module;
    } catch (e) {   // e.g. a host that serves .wasm with the wrong MIME type: compile from the bytes
      return await WebAssembly.compile(await wasmBytes());
    }
  })();
  p.catch(() => {});   // awaited by the module factory, which falls back to Pyodide's own loading
  return p;
}

function useCompiled(settings, wasmPromise) {
  const original = settings.instantiateWasm;
  if (typeof original !== "function") return;
  settings.instantiateWasm = (imports, done) => {
    const streaming = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = async function (source, imps) {
      WebAssembly.instantiateStreaming = streaming;
      let module;
      try {
        module = await wasmPromise;
      } catch (e) {   // (Pyodide's own download was answered empty: see withoutSecondWasmFetch)
        boot.wasm = "pyodide";
        return WebAssembly.instantiate(await wasmBytes(), imps);
      }
      boot.wasm = "early";
      return { module, instance: await WebAssembly.instantiate(module, imps) };
    };
    return original(imports, done);
  };
}

// Pyodide's loadPyodide starts its own download of the .wasm as it makes the runtime's settings, before the
// module factory runs; with the module compiled from the early start that download is never read (9.6 MB
// through the HTTP cache and the network process while the runtime starts).  While loadPyodide runs, that
// one request is answered with an empty body; if the early module failed after all, the instantiateStreaming
// hook above downloads the file itself.  Every other fetch goes through untouched.
async function withoutSecondWasmFetch(run) {
  const real = globalThis.fetch;
  let taken = false;
  const patched = function fetch(input, init) {
    if (!taken && String(input && input.url || input) === wasmURL) {
      taken = true;
      return Promise.resolve(new Response(new Uint8Array(0), { headers: { "content-type": "application/wasm" } }));
    }
    return real.call(globalThis, input, init);
  };
  globalThis.fetch = patched;
  try {
    return await run();
  } finally {
    if (globalThis.fetch === patched) globalThis.fetch = real;
  }
}
const loadRuntime = (options) => withoutSecondWasmFetch(() => pyodide.loadPyodide(options));

// While the runtime is created, Emscripten's dynamic linker puts ~260 JavaScript functions into the wasm
// function table, and wraps each in a tiny wasm module of its own (convertJsFunctionToWasm): a synchronous
// compile and an instantiation each, on the main thread (trace of a restored boot: 261 compiles, 29 ms).
// The module's bytes depend only on the function's signature, and a compiled module is immutable, so one
// per distinct byte string serves them all (each still gets its own instance, which binds its function).
// Only while the runtime is created, and only modules this small; anything else compiles as before.
async function sharingTinyModules(run) {
  const Real = WebAssembly.Module;
  const memo = new Map();
  let shared = 0;
  function Module(bytes, ...rest) {
    if (!new.target || rest.length || !(bytes instanceof Uint8Array) || bytes.length > 256) {
      return new.target ? Reflect.construct(Real, [bytes, ...rest], new.target === Module ? Real : new.target)
                        : Real(bytes, ...rest);
    }
    const key = bytes.join(",");
    let m = memo.get(key);
    if (m) shared += 1;
    else memo.set(key, m = new Real(bytes));
    return m;
  }
  Module.prototype = Real.prototype;
  Object.setPrototypeOf(Module, Real);
  WebAssembly.Module = Module;
  try {
    return await run();
  } finally {
    if (WebAssembly.Module === Module) WebAssembly.Module = Real;
    boot.tinyModules = { compiled: memo.size, shared };   // (for the tests)
  }
}

// Pyodide sizes the heap for a restore with INITIAL_MEMORY, which this build ignores: a snapshot whose
// heap grew past the initial 30 MiB would not fit ("offset is out of bounds").  Grow the fresh heap
// first (allocate and free: the restore overwrites the allocator's state anyway).
function moduleFactory(parts, entryPromise, snap) {
  return async (settings) => {
    // (an early import that failed is tried once more here, so its error surfaces from Pyodide's boot)
    const create = (await parts.asm.catch(() => import(asmURL))).default;
    mark("asm-module");
    useCompiled(settings, parts.wasm);
    const mod = await sharingTinyModules(() => create(settings));
    mark("instantiated");
    if (!entryPromise) return mod;
    // the runtime is created while the snapshot is still being read: wait for it (a corrupt one throws here,
    // and the boot falls back to a normal one), then put it into the heap (Pyodide's restore copies the rest)
    restoreInto(mod, snap, await entryPromise);
    mark("copied");
    return mod;
  };
}

// The app's files.  A normal boot writes them itself from static/app/pondside-pyc.zip.gz (a stored zip,
// gzipped as a whole by tools/setup.py): fetched and inflated by the browser (one DecompressionStream) while
// the runtime boots, then written straight into the file system — where PyScript's [files] would run
// Python's zipfile over ~150 entries on the main thread after the boot (0.1-0.6 s of a first visit here).
// Without DecompressionStream, or if the bundle is unreadable, the deflated pondside-pyc.zip is unpacked
// by Pyodide as before.  A restored snapshot brings them in its container instead.
// `boot.unzip`: "js" | "python" | null (a restored snapshot: nothing to unpack).
let appZip = null;   // the stored zip, kept for the snapshot worker
function fetchAppFiles() {
  const pending = (async () => {
    if (typeof DecompressionStream !== "function") throw new Error("no DecompressionStream");
    let r = null;
    if (pre && pre.bundle && !pre.bundleTaken) {   // (null when a snapshot was found: fetched here after all)
      pre.bundleTaken = true;
      r = await pre.bundle.catch(() => null);
    }
    if (!r) r = await fetch(appBundleURL);
    if (!r.ok) throw new Error(`app bundle: HTTP ${r.status}`);
    let bytes = new Uint8Array(await r.arrayBuffer());
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) {   // (a host that sent it with Content-Encoding: already plain)
      bytes = await decompress(bytes, "gzip");
    }
    const entries = readZip(bytes);
    const datas = await Promise.all(entries.map((e) => e.data));
    appZip = bytes;
    mark("app-bundle");
    return entries.map((e, i) => [e.name, e.dir ? null : datas[i]]);
  })();
  pending.catch(() => {});   // awaited by installApp
  return pending;
}

async function installApp(py, pending) {
  try {
    writeEntries(py.FS, APP_DIR, await pending);
    boot.unzip = "js";
  } catch (e) {
    info(`app bundle not used (${e && e.message || e}); unpacking the zip in Python`);
    const r = await fetch(appZipURL);
    if (!r.ok) throw new Error(`app archive: HTTP ${r.status}`);
    py.unpackArchive(await r.arrayBuffer(), "zip", { extractDir: APP_DIR });
    boot.unzip = "python";
  }
  mark("app-files");
}

// A page whose pyscript.toml still lists the archive under [files] (the benchmark's variant pages) has
// PyScript unpack it again after a restore: when it is the very archive whose files were
// just written (same length and checksum, same folder), skip the unzip; anything else unpacks as usual.
function keepArchive(py, archive) {
  if (!archive) return;
  const unpack = py.unpackArchive;
  py.unpackArchive = function (buffer, format, options = {}) {
    try {
      const bytes = ArrayBuffer.isView(buffer) ? new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
        : new Uint8Array(buffer);
      const dir = py.PATH.normalize(py.FS.cwd() + "/" + (options.extractDir ?? ".")).replace(/(.)\/+$/, "$1");
      if (/zip/i.test(format) && dir === archive.dir && bytes.length === archive.length
          && checksum(bytes) === archive.sum) {
        boot.archive = "kept";
        return;
      }
    } catch (e) { /* unpack it */ }
    boot.archive = "unpacked";
    return unpack.call(this, buffer, format, options);
  };
}

// The standard library ships in two parts (tools/setup.py): what the app, PyScript and Pyodide import, as
// bytecode in the stdlib zip Pyodide boots from, and every other module in python_stdlib_more.zip, which the
// finder `_pondside_stdlib_more` (static/boot/stdlib_more.py, compiled into the first zip) downloads with a
// synchronous request the first time one of those modules is imported (an import cannot wait), once.
// A synchronous request bypasses the service worker, so the page keeps the file itself, in Cache Storage
// ("pondside.stdlib", under its sha256 from boot.json's `later_sha256`), and a later boot writes it into the
// file system before Python imports anything: offline, those modules import too.
// `boot.more`: "installed" | "stored" (a kept copy was written) | "missing" (a stdlib zip without the finder)
const MORE_CACHE = "pondside.stdlib";   // not "pondside-*": sw.js owns (and prunes) those caches
const MORE_PATH = "/lib/python314-more.zip";   // (static/boot/stdlib_more.py's PATH)

async function moreSha() {
  try {
    let json = pageVersion;
    if (!json && pre && pre.bootJson) json = await pre.bootJson;
    if (!json) {
      const r = await fetch(bootJsonURL, { cache: "no-cache" });
      json = r.ok ? await r.json() : null;
    }
    const hashes = (json && json.later_sha256) || {};
    const rel = Object.keys(hashes).find((k) => stdLibMoreURL.endsWith("/" + k));
    return rel ? hashes[rel] : null;
  } catch (e) {
    return null;
  }
}

async function installMore(py) {
  const sha = page && globalThis.caches ? moreSha() : Promise.resolve(null);
  const fetchInto = (url, path) => {
    const x = new XMLHttpRequest();
    x.open("GET", url, false);
    x.overrideMimeType("text/plain; charset=x-user-defined");   // bytes as chars (no binary sync XHR in a page)
    x.send();
    if (x.status !== 200) return false;
    const s = x.responseText, bytes = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i) & 0xff;
    py.FS.writeFile(path, bytes);
    boot.moreFetched += 1;
    sha.then((want) => want && caches.open(MORE_CACHE).then((c) => c.put(stdLibMoreURL, new Response(bytes, {
      headers: { "content-type": "application/zip", "x-pondside-sha256": want } })))).catch(() => {});
    return true;
  };
  const g = freshDict(py);
  try {
    g.set("fetch", fetchInto);
    g.set("url", stdLibMoreURL);
    boot.more = py.runPython([
      "try:",
      "    import _pondside_stdlib_more",
      "except ImportError:",
      "    r = 'missing'",
      "else:",
      "    _pondside_stdlib_more.install(fetch, url)",
      "    r = 'installed'",
      "r",
    ].join("\n"), { globals: g });
  } catch (e) {
    boot.more = "failed";
    info(`the standard library's other modules are not available (${e && e.message || e})`);
  } finally {
    g.destroy();
  }
  if (boot.more !== "installed") return;
  try {   // the copy a previous visit fetched, if it is this version's
    const want = await sha;
    const hit = want && await (await caches.open(MORE_CACHE)).match(stdLibMoreURL);
    if (hit && hit.headers.get("x-pondside-sha256") === want && !py.FS.analyzePath(MORE_PATH).exists) {
      py.FS.writeFile(MORE_PATH, new Uint8Array(await hit.arrayBuffer()));
      boot.more = "stored";
    }
  } catch (e) { /* fetched when needed */ }
}

function reseed(py) {
  // the snapshot froze random's state: draw fresh entropy (os.urandom -> crypto.getRandomValues)
  const g = freshDict(py);
  try {
    const kept = py.runPython([
      "import sys",
      "r = sys.modules.get('random')",
      "r and r.seed()",
      "t = sys.modules.get('tempfile')",
      "if t: t._name_sequence = None",
      // the app's folders were written after the snapshot: make the path finders look again (cheaply:
      // importlib.invalidate_caches() would import importlib.metadata).  A zip importer keeps the directory
      // the snapshot holds while its zip ends exactly as the snapshot's did (the stdlib zip is the very file
      // the snapshot was made with: its bytes are part of the key); dropping it made the next import re-read
      // the directory of the whole stdlib zip in Python (0.1 s of a restored boot, measured with cProfile)
      "import zipimport",
      "ends = getattr(zipimport, '_pondside_ends', {})",
      "def same_zip(p):",
      "    try:",
      "        with open(p, 'rb') as f:",
      "            f.seek(-22, 2)",
      "            return ends.get(p) == f.read(22)",
      "    except OSError:",
      "        return False",
      "kept = []",
      "for f in list(sys.path_importer_cache.values()):",
      "    if f is None or not hasattr(f, 'invalidate_caches'): continue",
      "    if isinstance(f, zipimport.zipimporter) and same_zip(f.archive):",
      "        kept.append(f.archive)",
      "        continue",
      "    f.invalidate_caches()",
      "assert sys.version_info[:2] == (3, 14)",
      "','.join(sorted(set(kept)))",
    ].join("\n"), { globals: g });
    boot.zipDirs = typeof kept === "string" ? kept : null;   // the zips whose directories came from the snapshot (for the tests)
  } finally {
    g.destroy();
  }
}

// Early start: index.html's inline script (the first in its head) imports this module and calls `start()` as
// soon as the module graph has arrived, so the runtime boots while PyScript is still loading its own chunks,
// reading pyscript.toml and waiting for DOMContentLoaded (about 0.3-0.8 s of a boot here).  That script has
// already begun the slow parts (see `pre` above): the wasm's compile, the import of the loader, the
// snapshot's lookup and read, boot.json and, without a snapshot, the app bundle.
// PyScript later imports this same module (same URL, same instance) and calls `loadPyodide`, which then
// joins the boot already under way and hands the interpreter PyScript's stdout/stderr.  A page that never
// calls `start()` (the benchmark's variant pages) boots when PyScript asks, as before.
let started = null;
export function start() {
  if (!started) {
    const run = () => {
      boot.early = page ? Math.round(performance.now()) : null;
      return bootInterpreter({});
    };
    started = hold ? hold.then(run) : run();
  }
  return started;
}

export function loadPyodide(options = {}) {
  return start().then((py) => {
    // PyScript routes output through these; the early boot had none to pass (its output went to the console)
    if (options.stdout) py.setStdout({ batched: options.stdout });
    if (options.stderr) py.setStderr({ batched: options.stderr });
    return py;
  });
}

async function bootInterpreter(options) {
  const t0 = boot.startAt = performance.now();
  if (page) {
    tabNote("boot");
    whenReady().then(() => { if (boot.build !== "running") tabNote(null); });
  }
  const parts = { asm: (pre && pre.asm) || import(asmURL), wasm: compileWasm() };
  parts.asm.catch(() => {});
  // PyScript passes indexURL = this module's folder: the runtime files live in the vendor folder instead.
  const base = { ...options, indexURL, stdLibURL, createPyodideModule: moduleFactory(parts, null) };
  if (!early) {
    boot.fallback = "disabled";
    const appFiles = fetchAppFiles();
    const py = await loadRuntime(base);
    await installMore(py);
    await installApp(py, appFiles);
    boot.bootMs = performance.now() - t0;
    expose(py);
    return py;
  }
  let found = await early;
  const key = boot.key = found.key;
  if (found.entry && unfinished === "boot") {
    await dropSnapshot();
    found = { why: "after-crash", key };
  }
  if (found.entry) {
    try {
      // Pyodide awaits `_loadSnapshot` before it creates the runtime: hand it the buffer at once (the
      // factory fills it, waiting for the read, after the creation and before Pyodide restores from it)
      const py = await loadRuntime({
        ...base, _loadSnapshot: Promise.resolve(found.snap),
        createPyodideModule: moduleFactory(parts, found.entry, found.snap) });
      mark("restored");
      const { files, archive } = await found.entry;
      if (writeFiles(py, files) && files.some(([path]) => path === `${APP_DIR}/pyscript/__init__.py`)) {
        boot.pyscriptPackage = "restored";
      }
      mark("files");
      reseed(py);
      await installMore(py);
      mark("reseeded");
      keepArchive(py, archive);
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
    boot.fallback = found.why;  // "unavailable" (no boot.json digest, no Cache Storage): nothing is built
    if (found.error) boot.error = String(found.error.message || found.error);
  }
  const appFiles = fetchAppFiles();
  const py = await loadRuntime(base);
  await installMore(py);
  await installApp(py, appFiles);
  boot.bootMs = performance.now() - t0;
  expose(py);
  if (key && params.get("embed") !== "1") scheduleBuild(py, key);
  else boot.build = "skipped";
  return py;
}

function writeFiles(py, files) {
  // the app's files (what [files] would unzip) and PyScript's package with its bytecode (checked-hash .pyc:
  // used only while the source matches), which PyScript then does not write (boot.pyscriptPackage)
  try {
    writeEntries(py.FS, "/", files.map(([path, data]) => [path.replace(/^\/+/, ""), data]));
    return true;
  } catch (e) {
    info(`extra files not restored (${e.message || e})`);
    return false;
  }
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

function pyscriptSources(py) {
  // PyScript writes its Python package as source into the file system on every boot and imports it
  // (compiling it: a few hundred ms of a warm boot); the worker compiles it once, the restore writes the
  // bytecode beside the sources before PyScript imports them.
  const out = {};
  const walk = (dir) => {
    for (const name of py.FS.readdir(dir)) {
      if (name === "." || name === ".." || name === "__pycache__") continue;
      const path = `${dir}/${name}`;
      if (py.FS.isDir(py.FS.stat(path).mode)) walk(path);
      else if (name.endsWith(".py")) out[path] = py.FS.readFile(path);
    }
  };
  try { walk("/home/pyodide/pyscript"); } catch (e) { /* no such folder: nothing to precompile */ }
  return out;
}

async function scheduleBuild(py, key) {
  boot.build = "waiting";
  try {
    await whenReady();
    // let the first screen settle before starting a second interpreter
    await new Promise((r) => (globalThis.requestIdleCallback
      ? requestIdleCallback(() => r(), { timeout: 1500 }) : setTimeout(r, 300)));
    if (navigator.onLine === false) { boot.build = "skipped"; return; }
    if (unfinished === "build") { boot.build = "skipped"; boot.error = "the last build in this tab did not finish"; return; }
    boot.build = "running";
    tabNote("build");
    const t0 = performance.now();
    const modules = [...new Set(["random", "pondside", "pondside.games", "pondside.app.shell",
                                 "pondside.app.records", ...liveModules(py)])];
    let archive;
    if (appZip) {
      archive = appZip.slice().buffer;   // the stored zip this boot wrote the files from
    } else {
      const zip = await fetch(appZipURL);
      if (!zip.ok) throw new Error(`app archive: HTTP ${zip.status}`);
      archive = await zip.arrayBuffer();
    }
    // a snapshot is kept only for the exact app bundle this version names (a bundle that came from an older
    // version after a failed download would otherwise be restored under the new version's key)
    if (!pageVersion || !Array.isArray(pageVersion.bundle) || !pageVersion.bundle.includes(await sha256hex(archive))) {
      boot.build = "skipped";
      boot.error = "the app bundle is not the one this version names";
      info(`no snapshot built (${boot.error})`);
      return;
    }
    const archiveInfo = { length: archive.byteLength, sum: checksum(new Uint8Array(archive)), dir: "/home/pyodide" };
    // the worker's requests name this page's version, so the service worker answers them from its files
    const pin = (u) => `${u}${u.includes("?") ? "&" : "?"}pondside-pin=${String(pageVersion.digest).slice(0, 16)}`;
    const result = await runWorker({ indexURL, asmURL, stdLibURL: pin(stdLibURL), archive, archiveInfo, modules,
                                     sources: pyscriptSources(py) }, [archive], pin(workerURL));
    const snap = result.container;
    const cache = await caches.open(SNAP_CACHE);
    await cache.put(SNAP_URL, new Response(snap, { headers: {
      "content-type": "application/octet-stream", [H_KEY]: key, [H_LEN]: String(snap.length),
      [H_SUM]: checksum(snap), [H_HEAP]: String(result.heap) } }));
    boot.modules = result.imported;
    boot.files = result.files;
    boot.bytes = snap.length;
    boot.buildMs = performance.now() - t0;
    boot.build = "stored";
    boot.snapshot = "built";
    if (result.failed.length) info("not in the snapshot:", result.failed.join(", "));
  } catch (e) {
    boot.build = "failed";
    boot.error = String(e && e.message || e);
    info(`no snapshot built (${boot.error})`);
  } finally {
    if (boot.build !== "waiting") tabNote(null);
  }
}

function runWorker(job, transfer, url = workerURL) {
  return new Promise((resolve, reject) => {
    const w = new Worker(url, { type: "module", name: "pondside-snapshot" });
    const done = (fn, v) => { w.terminate(); fn(v); };
    w.onmessage = ({ data }) => data.ok ? done(resolve, data) : done(reject, new Error(data.error));
    w.onerror = (e) => { e.preventDefault(); done(reject, new Error(e.message || "worker failed to start")); };
    w.postMessage(job, transfer);
  });
}
