// Compile Python sources to bytecode with the pinned Pyodide itself (run under Node by tools/setup.py).
//
// Bytecode must match the runtime's CPython exactly (magic number, cache tag), so it is produced by that
// runtime, never by the host's Python.  Every .pyc is an *unchecked-hash* pyc: the import system uses it
// without reading or stat-ing the source.
//
// usage: node tools/compile_pyc.mjs JOBS.json
//   JOBS.json = {"indexURL": "<dir with pyodide.mjs>", "jobs": [
//       {"kind": "stdlib", "src": "python_stdlib.zip", "out": "out.zip"},
//          -> same zip with every .py replaced by its .pyc (sourceless, as zipimport loads it)
//       {"kind": "app", "src": "app.whl", "out": "app.zip", "root": "/home/pyodide"},
//          -> every entry of the wheel kept (sources, data, dist-info) plus __pycache__/<m>.<tag>.pyc
//   ]}
// Prints one JSON line with the runtime's version and cache tag and per-job counts.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const spec = JSON.parse(readFileSync(process.argv[2], "utf8"));
const indexURL = resolve(spec.indexURL) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const py = await loadPyodide({ indexURL, stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n") });

py.runPython(String.raw`
import importlib.util, io, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

TAG = sys.implementation.cache_tag
STAMP = (1980, 1, 1, 0, 0, 0)

def _pyc(source, filename):
    code = compile(source, filename, "exec", dont_inherit=True, optimize=0)
    return _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)

def _put(out, name, data, method):
    info = zipfile.ZipInfo(name, STAMP)
    info.compress_type = method
    info.external_attr = (0o40755 << 16) | 0x10 if name.endswith("/") else 0o644 << 16
    out.writestr(info, data)

def compile_stdlib(src, dst, prefix):
    done = kept = 0
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for info in sorted(zin.infolist(), key=lambda i: i.filename):
            data = zin.read(info)
            name = info.filename
            if name.endswith(".py"):
                try:
                    _put(out, name[:-3] + ".pyc", _pyc(data, prefix + name), zipfile.ZIP_DEFLATED)
                    done += 1
                    continue
                except SyntaxError:
                    kept += 1
            _put(out, name, data, zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED)
    return {"compiled": done, "kept_source": kept}

def compile_app(src, dst, root):
    done = 0
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for info in sorted(zin.infolist(), key=lambda i: i.filename):
            data = zin.read(info)
            _put(out, info.filename, data, zipfile.ZIP_DEFLATED)
            name = info.filename
            if name.endswith(".py") and ".dist-info/" not in name:
                head, _, base = name.rpartition("/")
                pyc_name = (head + "/" if head else "") + "__pycache__/" + base[:-3] + "." + TAG + ".pyc"
                _put(out, pyc_name, _pyc(data, root.rstrip("/") + "/" + name), zipfile.ZIP_DEFLATED)
                done += 1
    return {"compiled": done}
`);

const report = {
  version: py.version,
  python: py.runPython("import sys; sys.version.split()[0]"),
  cache_tag: py.runPython("TAG"),
  jobs: [],
};
let n = 0;
for (const job of spec.jobs) {
  const src = `/tmp/in${n}`;
  const dst = `/tmp/out${n}`;
  n += 1;
  py.FS.writeFile(src, readFileSync(job.src));
  const fn = job.kind === "stdlib" ? "compile_stdlib" : "compile_app";
  const arg = job.kind === "stdlib" ? (job.prefix ?? "") : (job.root ?? "/home/pyodide");
  const res = py.globals.get(fn)(src, dst, arg);
  const counts = res.toJs({ dict_converter: Object.fromEntries });
  res.destroy();
  writeFileSync(job.out, py.FS.readFile(dst));
  report.jobs.push({ out: job.out, ...counts });
}
console.log(JSON.stringify(report));
