// A small zip reader for the app archive: the boot inflates it with the browser's own DecompressionStream
// while the runtime is still starting, instead of Pyodide's `unpackArchive` running Python's zipfile module
// on the main thread after it (0.1-0.4 s of a first visit here).  Plain zip only — stored or deflated
// entries, no zip64, no encryption; anything else throws and the caller falls back to `unpackArchive`.
// Used by ./pyodide.mjs; tested under Node by tests/test_unzip.py.

const EOCD = 0x06054b50, CENTRAL = 0x02014b50, LOCAL = 0x04034b50;

// [{name, dir, data: Promise<Uint8Array>}] for every entry of `bytes` (a Uint8Array), in archive order.
export function readZip(bytes) {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (dv.getUint32(i, true) === EOCD) { end = i; break; }
  }
  if (end < 0) throw new Error("zip: no end of central directory");
  const count = dv.getUint16(end + 10, true);
  let at = dv.getUint32(end + 16, true);
  const names = new TextDecoder("utf-8", { fatal: true });
  const out = [];
  for (let k = 0; k < count; k++) {
    if (at + 46 > bytes.length || dv.getUint32(at, true) !== CENTRAL) throw new Error("zip: bad central directory");
    const flags = dv.getUint16(at + 8, true), method = dv.getUint16(at + 10, true);
    const csize = dv.getUint32(at + 20, true), usize = dv.getUint32(at + 24, true);
    const nlen = dv.getUint16(at + 28, true), xlen = dv.getUint16(at + 30, true), clen = dv.getUint16(at + 32, true);
    const local = dv.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nlen));
    at += 46 + nlen + xlen + clen;
    if (flags & 1) throw new Error(`zip: ${name} is encrypted`);
    if (csize === 0xffffffff || usize === 0xffffffff || local === 0xffffffff) throw new Error("zip: zip64");
    if (!safeName(name)) throw new Error(`zip: unsafe name ${JSON.stringify(name)}`);
    if (local + 30 > bytes.length || dv.getUint32(local, true) !== LOCAL) throw new Error(`zip: bad local header of ${name}`);
    const start = local + 30 + dv.getUint16(local + 26, true) + dv.getUint16(local + 28, true);
    if (start + csize > bytes.length) throw new Error(`zip: ${name} runs past the end`);
    const raw = bytes.subarray(start, start + csize);
    const dir = name.endsWith("/");
    let data;
    if (dir) data = Promise.resolve(new Uint8Array(0));
    else if (method === 0) data = Promise.resolve(raw);
    else if (method === 8) data = inflate(raw);
    else throw new Error(`zip: ${name} uses compression method ${method}`);
    out.push({ name, dir, data: data.then((d) => {
      if (d.length !== usize) throw new Error(`zip: ${name} inflated to ${d.length} bytes, not ${usize}`);
      return d;
    }) });
  }
  return out;
}

function safeName(name) {
  if (!name || name.startsWith("/") || name.includes("\\") || name.includes("\0")) return false;
  return !name.split("/").some((part) => part === "..");
}

const inflate = (raw) => decompress(raw, "deflate-raw");

// `bytes` decompressed by the browser's DecompressionStream ("gzip", "deflate-raw", ...).  The bytes are written
// in one piece and read back with a reader, so the whole of it runs in microtasks: it finishes as soon as the
// current task does, however long the tasks after it (a Blob's stream hands over its data a task at a time,
// and while the runtime starts the page's tasks are long: measured, 170 ms to 5 s later instead of 10 ms).
export async function decompress(bytes, format) {
  const stream = new DecompressionStream(format), writer = stream.writable.getWriter();
  writer.write(bytes).catch(() => {});   // (an error surfaces from the reader)
  writer.close().catch(() => {});
  const reader = stream.readable.getReader(), parts = [];
  let n = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    n += value.length;
  }
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

// Every entry inflated: [[name, Uint8Array | null (a folder)], ...].
export async function unzip(bytes) {
  const entries = readZip(bytes);
  const datas = await Promise.all(entries.map((e) => e.data));
  return entries.map((e, i) => [e.name, e.dir ? null : datas[i]]);
}

// Write unzipped entries under `dir` of an Emscripten file system (Pyodide's `FS`).  Each folder is made once
// (mkdirTree tries every part of the path and catches an error for each that exists).
export function writeEntries(FS, dir, entries) {
  const root = dir.replace(/\/+$/, "") || "/", made = new Set();
  const folder = (path) => {
    if (!made.has(path)) { FS.mkdirTree(path); made.add(path); }
  };
  for (const [name, data] of entries) {
    const path = `${root === "/" ? "" : root}/${name}`.replace(/\/+$/, "");
    if (data === null) { folder(path); continue; }
    const slash = path.lastIndexOf("/");
    if (slash > 0) folder(path.slice(0, slash));
    FS.writeFile(path, data);
  }
}
