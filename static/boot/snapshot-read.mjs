// The boot's worker: reads the stored interpreter snapshot and, on a later visit, compiles the runtime's .wasm,
// both off the page's main thread (static/boot/pyodide.mjs takes over what they give).
//
// index.html's first script starts this worker at the page's first moment with {cache, url, wasm} (either job
// may be null).  The snapshot: it answers with {headers} (the entry's headers: its key, length, checksum and heap
// size) as soon as the entry is found, then {buf, sum} (the whole entry, transferred, and its checksum) once it
// is read; or {found: false}, or {error}.  Reading 12 MB out of Cache Storage and checking it took about 0.25 s
// of a phone's main thread (4x CPU) while the runtime was being created there; here it runs beside it.
// pyodide.mjs compares the key and the checksum with what it expects, and unpacks the entry.
// The .wasm: {module} (a compiled WebAssembly.Module, which the page instantiates; Chromium's compiled-code
// cache applies here as on the page) or {wasmError}; the page then compiles it itself.
import { checksum } from "./checksum.mjs";

async function compile(url) {
  try {
    postMessage({ module: await WebAssembly.compileStreaming(fetch(url)) });
  } catch (e) {
    postMessage({ wasmError: String(e && e.message || e) });
  }
}

async function read(data) {
  try {
    const res = await (await caches.open(data.cache)).match(data.url);
    if (!res) {
      postMessage({ found: false });
      return;
    }
    const headers = {};
    for (const [k, v] of res.headers) headers[k] = v;
    postMessage({ headers });
    const buf = await res.arrayBuffer();
    postMessage({ buf, sum: checksum(new Uint8Array(buf)) }, [buf]);
  } catch (e) {
    postMessage({ error: String(e && e.message || e) });
  }
}

onmessage = async ({ data }) => {
  try {
    await Promise.all([data.wasm && compile(data.wasm), data.cache && read(data)]);
  } finally {
    close();
  }
};
