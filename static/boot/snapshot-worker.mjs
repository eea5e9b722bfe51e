// Throwaway module worker that builds Pondside's interpreter snapshot (see ./pyodide.mjs).
// It boots the same vendored Pyodide with the bytecode stdlib and `_makeSnapshot`, unpacks the app archive
// where PyScript's [files] puts it (/home/pyodide; its files go into the container too), imports the given modules (stdlib and app only: never
// `js`/`pyscript`, nothing through loadPackage/micropip, which would break the snapshot), compiles the given
// sources (PyScript's own package) to checked-hash bytecode, and posts back one container (`pack`) as a
// transferred buffer.  The page stores it and terminates this worker.
const MAGIC = 0x32504e53;  // "SNP2" little-endian; ./pyodide.mjs `unpack` reads this format
const PAGE = 16384;

self.onmessage = async ({ data: job }) => {
  try {
    const { loadPyodide } = await import(job.indexURL + "pyodide.mjs");
    // the page's own loader (job.asmURL: Pyodide's, patched by tools/patch_pyodide.py), so that the function
    // table, which the snapshot's function pointers index, is laid out as on the page that restores it
    const createPyodideModule = (await import(job.asmURL)).default;
    const py = await loadPyodide({ indexURL: job.indexURL, stdLibURL: job.stdLibURL, createPyodideModule,
                                   _makeSnapshot: true });
    py.unpackArchive(job.archive, "zip", { extractDir: "/home/pyodide" });

    // bytecode for the sources PyScript writes on every boot (compiled here, in a separate file tree)
    const sources = Object.entries(job.sources || {});
    sources.forEach(([path, bytes], i) => py.FS.writeFile(`/tmp/src${i}`, bytes));
    const dict = py.globals.get("dict"), g = dict();
    dict.destroy();
    g.set("wanted", job.modules.join("\n"));
    g.set("sources", sources.map(([path]) => path).join("\n"));
    py.FS.writeFile("/tmp/app.zip", new Uint8Array(job.archive));
    const [imported, failed, pycs, appFiles] = JSON.parse(py.runPython(`
import importlib, importlib.util, json, os
from importlib._bootstrap_external import _code_to_hash_pyc
pycs = []
for i, path in enumerate(sources.split()):
    with open(f"/tmp/src{i}", "rb") as f:
        data = f.read()
    try:
        code = compile(data, path, "exec", dont_inherit=True)
    except SyntaxError:
        continue
    with open(f"/tmp/pyc{i}", "wb") as f:
        f.write(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=True))
    pycs.append([importlib.util.cache_from_source(path), f"/tmp/pyc{i}"])
import zipfile
with zipfile.ZipFile("/tmp/app.zip") as z:
    app_files = ["/home/pyodide/" + n for n in z.namelist() if not n.endswith("/")]
ok, bad = [], []
for name in wanted.split():
    try:
        importlib.import_module(name)
        ok.append(name)
    except BaseException:
        bad.append(name)
# the end records of the zips whose directories the snapshot holds: a restore keeps a directory only while
# its zip ends the same way (static/boot/pyodide.mjs, reseed)
import sys, zipimport
zipimport._pondside_ends = {}
for p in sys.path:
    if p.endswith(".zip") and os.path.isfile(p):
        with open(p, "rb") as f:
            f.seek(-22, 2)
            zipimport._pondside_ends[p] = f.read(22)
json.dumps([ok, bad, pycs, app_files])
`, { globals: g }));
    g.destroy();
    // the app's files as PyScript's [files] unpacks them (the restore writes them instead: no unzip)
    // and PyScript's package as written on this boot (sources with their bytecode): a restore writes it before
    // PyScript would (tools/patch_pyscript.py, patch 6)
    const files = pycs.map(([path, tmp]) => [path, py.FS.readFile(tmp)])
      .concat(sources.map(([path], i) => [path, py.FS.readFile(`/tmp/src${i}`)]))
      .concat(appFiles.map((path) => [path, py.FS.readFile(path)]));
    const snapshot = py.makeMemorySnapshot();
    const container = pack(snapshot, files, job.archiveInfo);
    self.postMessage({ ok: true, container, heap: snapshot.length, imported, failed, files: files.map(([p]) => p) },
                     [container.buffer]);
  } catch (e) {
    self.postMessage({ ok: false, error: String(e && e.message || e) });
  }
};

// [magic u32][header length u32][JSON header][pad to 8][non-zero pages of the snapshot][files]
function pack(snap, files, archive) {
  const pages = Math.ceil(snap.length / PAGE), runs = [];
  let kept = 0;
  for (let p = 0; p < pages; p++) {
    const start = p * PAGE, end = Math.min(start + PAGE, snap.length);
    let zero = true;
    for (let i = start; i < end; i++) if (snap[i]) { zero = false; break; }
    if (zero) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === p) last[1]++;
    else runs.push([p, 1]);
    kept += end - start;
  }
  const head = new TextEncoder().encode(JSON.stringify({
    total: snap.length, pageSize: PAGE, runs, files: files.map(([path, d]) => [path, d.length]), archive }));
  const dataAt = (8 + head.length + 7) & ~7;
  const out = new Uint8Array(dataAt + kept + files.reduce((n, [, d]) => n + d.length, 0));
  const dv = new DataView(out.buffer);
  dv.setUint32(0, MAGIC, true);
  dv.setUint32(4, head.length, true);
  out.set(head, 8);
  let at = dataAt;
  for (const [first, count] of runs) {
    const start = first * PAGE, n = Math.min(count * PAGE, snap.length - start);
    out.set(snap.subarray(start, start + n), at);
    at += n;
  }
  for (const [, d] of files) { out.set(d, at); at += d.length; }
  return out;
}
