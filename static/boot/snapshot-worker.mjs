// Throwaway module worker that builds Pondside's interpreter snapshot (see ./pyodide.mjs).
// It boots the same vendored Pyodide with the bytecode stdlib and `_makeSnapshot`, unpacks the app archive
// where PyScript's [files] puts it (/home/pyodide), imports the given modules (stdlib and app only: never
// `js`/`pyscript`, nothing through loadPackage/micropip, which would break the snapshot) and posts back
// `makeMemorySnapshot()` as a transferred buffer.  The page stores it and terminates this worker.
self.onmessage = async ({ data: job }) => {
  try {
    const { loadPyodide } = await import(job.indexURL + "pyodide.mjs");
    const py = await loadPyodide({ indexURL: job.indexURL, stdLibURL: job.stdLibURL, _makeSnapshot: true });
    const res = await fetch(job.appZipURL);
    if (!res.ok) throw new Error(`app archive: HTTP ${res.status}`);
    py.unpackArchive(await res.arrayBuffer(), "zip", { extractDir: "/home/pyodide" });
    const dict = py.globals.get("dict"), g = dict();
    dict.destroy();
    g.set("wanted", job.modules.join("\n"));
    const [imported, failed] = JSON.parse(py.runPython(`
import importlib, json
ok, bad = [], []
for name in wanted.split():
    try:
        importlib.import_module(name)
        ok.append(name)
    except BaseException:
        bad.append(name)
json.dumps([ok, bad])
`, { globals: g }));
    g.destroy();
    const snapshot = py.makeMemorySnapshot();
    self.postMessage({ ok: true, snapshot, imported, failed }, [snapshot.buffer]);
  } catch (e) {
    self.postMessage({ ok: false, error: String(e && e.message || e) });
  }
};
