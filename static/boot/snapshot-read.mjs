// Reads the stored interpreter snapshot off the page's main thread (a later visit's boot; static/boot/pyodide.mjs).
//
// index.html's first script starts this worker at the page's first moment with {cache, url}.  It answers with
// {headers} (the entry's headers: its key, length, checksum and heap size) as soon as the entry is found, then
// {buf, sum} (the whole entry, transferred, and its checksum) once it is read; or {found: false}, or {error}.
// Reading 12 MB out of Cache Storage and checking it took about 0.25 s of a phone's main thread (4x CPU)
// while the runtime was being created there; here it runs beside it.  pyodide.mjs compares the key and the
// checksum with what it expects, and unpacks the entry.
import { checksum } from "./checksum.mjs";

onmessage = async ({ data }) => {
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
  } finally {
    close();
  }
};
