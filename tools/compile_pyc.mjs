// Compile Python sources to bytecode with the pinned Pyodide itself (run under Node by tools/setup.py).
//
// Bytecode must match the runtime's CPython exactly (magic number, cache tag), so it is produced by that
// runtime, never by the host's Python.  Every .pyc is an *unchecked-hash* pyc: the import system uses it
// without reading or stat-ing the source.
//
// usage: node tools/compile_pyc.mjs SPEC.json
//   SPEC.json = {
//     "indexURL": "<dir with pyodide.mjs>",
//     "app": {"src": "app.whl", "out": "app.zip", "root": "/home/pyodide"},
//        -> every entry of the wheel kept (data, dist-info; each module's source as an empty file) plus
//           __pycache__/<m>.<tag>.pyc;
//           with "pyscript_core": "<PyScript's core-*.js>", also pyscript/__pycache__/*.pyc (checked-hash)
//     "stdlib": {"src": "python_stdlib.zip", "out": "out.zip", "prefix": "/lib/python314.zip/",
//                "more_out": "more.zip", "more_module": "<source of static/boot/stdlib_more.py>",
//                "hot": ["asyncio", ...], "previous": ["..."] or null}
//        -> out.zip: the hot set (the listed modules + whatever importing them and the whole app pulls in)
//           as sourceless .pyc, *stored* (the server compresses the whole file, better than entry by entry),
//           plus _pondside_stdlib_more.pyc (the on-demand finder, with the names of every other module);
//           more.zip: every other module as source and the data files (deflated; fetched only when one of
//           them is imported); skipped when the hot set equals "previous"
//   }
// Prints one JSON line: runtime version, cache tag, the hot set, counts, and the app modules that failed
// to import under Node (a game that cannot even be imported is worth knowing about at set-up).
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

// PyScript writes its own Python package into the interpreter's file system as source on every boot and
// imports it from there, compiling it (0.1-0.3 s of a first visit here).  Its sources sit in PyScript's core
// chunk as an object literal {pyscript: {"__init__.py": "...", ...}}; read them out so the app bundle can
// carry *checked-hash* bytecode for them (used only while the source PyScript writes is byte-identical).
function pyscriptSources(path) {
  const text = readFileSync(path, "utf8");
  const at = text.indexOf('{pyscript:{"__init__.py":');
  if (at < 0) return null;
  let depth = 0, i = at, quote = null;
  for (; i < text.length; i++) {
    const c = text[i];
    if (quote) { if (c === "\\") i++; else if (c === quote) quote = null; continue; }
    if (c === '"' || c === "'") { quote = c; continue; }
    if (c === "`") return null;          // a template literal: not the plain data expected
    if (c === "{") depth++;
    else if (c === "}" && --depth === 0) break;
  }
  const tree = new Function(`"use strict"; return (${text.slice(at, i + 1)});`)();
  const out = {};
  const walk = (dir, node) => {
    for (const [name, v] of Object.entries(node)) {
      if (typeof v === "string") out[`${dir}/${name}`] = v;
      else if (v && typeof v === "object") walk(`${dir}/${name}`, v);
      else throw new Error(`unexpected ${typeof v} at ${dir}/${name}`);
    }
  };
  walk("pyscript", tree.pyscript);
  return out;
}

const spec = JSON.parse(readFileSync(process.argv[2], "utf8"));
const indexURL = resolve(spec.indexURL) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const py = await loadPyodide({ indexURL, stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n") });

py.runPython(String.raw`
import importlib, importlib.util, io, json, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

TAG = sys.implementation.cache_tag
STAMP = (1980, 1, 1, 0, 0, 0)

def _pyc(source, filename):
    code = compile(source, filename, "exec", dont_inherit=True, optimize=0)
    return _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)

def _put(out, name, data, stored=False):
    info = zipfile.ZipInfo(name, STAMP)
    info.compress_type = zipfile.ZIP_STORED if stored or name.endswith("/") else zipfile.ZIP_DEFLATED
    info.external_attr = (0o40755 << 16) | 0x10 if name.endswith("/") else 0o644 << 16
    out.writestr(info, data)

def _modname(path):
    name = path[:-3]
    if name.endswith("/__init__"):
        name = name[: -len("/__init__")]
    return name.replace("/", ".")

def hot_set(app_src, roots, browser_only=()):
    """Import the roots and every module of the app; return the modules then loaded and the failures."""
    with zipfile.ZipFile(app_src) as z:
        z.extractall("/tmp/app")
        app_mods = sorted(_modname(n) for n in z.namelist() if n.endswith(".py") and ".dist-info/" not in n
                          and _modname(n) not in browser_only)
    sys.path.insert(0, "/tmp/app")
    failed = []
    for name in list(roots) + app_mods:
        try:
            importlib.import_module(name)
        except BaseException as e:  # noqa: BLE001 - a root may not exist in this Python; report app failures
            if name in app_mods:
                failed.append(f"{name}: {type(e).__name__}: {e}")
    return set(sys.modules), failed

def compile_stdlib(src, dst, more_dst, prefix, hot, more_module):
    """The hot modules as bytecode in dst (stored), everything else in more_dst (deflated), and the finder
    that fetches more_dst on the first import of one of its modules (static/boot/stdlib_more.py)."""
    done = kept = 0
    more_names = []
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_STORED) as out, \
            zipfile.ZipFile(more_dst, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as more:
        infos = sorted(zin.infolist(), key=lambda i: i.filename)
        hot_dirs = {n.rsplit("/", 1)[0] + "/" for n in (i.filename for i in infos)
                    if n.endswith(".py") and "/" in n and _modname(n) in hot}
        for info in infos:
            data = zin.read(info)
            name = info.filename
            if name.endswith(".py") and _modname(name) in hot:
                try:
                    _put(out, name[:-3] + ".pyc", _pyc(data, prefix + name), stored=True)
                    done += 1
                    continue
                except SyntaxError:
                    pass
            if name.endswith("/") and name in hot_dirs:
                _put(out, name, data, stored=True)
            if name.endswith(".py"):
                kept += 1
                more_names.append(_modname(name))
            _put(more, name, data)
        finder = more_module + "\nNAMES = frozenset(%r)\n" % (sorted(more_names),)
        _put(out, "_pondside_stdlib_more.pyc", _pyc(finder.encode(), prefix + "_pondside_stdlib_more.py"), stored=True)
    return done, kept

def compile_app(src, dst, root, extra=None):
    done = 0
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for name, text in sorted((extra or {}).items()):   # checked-hash bytecode only: the source comes later
            source = text.encode("utf-8")
            head, _, base = name.rpartition("/")
            code = compile(source, root.rstrip("/") + "/" + name, "exec", dont_inherit=True, optimize=0)
            _put(out, head + "/__pycache__/" + base[:-3] + "." + TAG + ".pyc",
                 _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=True))
        for info in sorted(zin.infolist(), key=lambda i: i.filename):
            data = zin.read(info)
            name = info.filename
            module = name.endswith(".py") and ".dist-info/" not in name
            # a module's source is there, empty: the import system finds the module by it and runs its
            # unchecked-hash bytecode without reading it; tracebacks still name its file and line (the app's
            # sources were a quarter of the bundle a first visit downloads)
            _put(out, name, b"" if module else data)
            if module:
                head, _, base = name.rpartition("/")
                pyc_name = (head + "/" if head else "") + "__pycache__/" + base[:-3] + "." + TAG + ".pyc"
                _put(out, pyc_name, _pyc(data, root.rstrip("/") + "/" + name))
                done += 1
    return done

def run(spec_json):
    spec = json.loads(spec_json)
    app, std = spec["app"], spec["stdlib"]
    report = {"python": sys.version.split()[0], "cache_tag": TAG}
    extra = json.loads(app.get("extra") or "null")
    report["app_compiled"] = compile_app(app["src"], app["out"], app.get("root", "/home/pyodide"), extra)
    report["pyscript_compiled"] = len(extra or {})
    loaded, report["app_import_failures"] = hot_set(app["src"], std["hot"], app.get("browser_only", ()))
    with zipfile.ZipFile(std["src"]) as z:
        stdlib_mods = {_modname(n) for n in z.namelist() if n.endswith(".py")}
    hot = sorted(loaded & stdlib_mods)
    report["hot"] = hot
    if hot != std.get("previous"):
        report["stdlib_compiled"], report["stdlib_source"] = compile_stdlib(
            std["src"], std["out"], std["more_out"], std["prefix"], set(hot), std["more_module"])
    return json.dumps(report)
`);

const files = [[spec.app.src, "/tmp/app.whl"], [spec.stdlib.src, "/tmp/stdlib.zip"]];
for (const [host, mem] of files) py.FS.writeFile(mem, readFileSync(host));
const extra = spec.app.pyscript_core ? pyscriptSources(spec.app.pyscript_core) : null;
if (spec.app.pyscript_core && !extra) process.stderr.write("compile_pyc: no PyScript sources found in " + spec.app.pyscript_core + "\n");
const memSpec = {
  app: { ...spec.app, src: "/tmp/app.whl", out: "/tmp/app-out.zip", extra: JSON.stringify(extra) },
  stdlib: { ...spec.stdlib, src: "/tmp/stdlib.zip", out: "/tmp/stdlib-out.zip", more_out: "/tmp/stdlib-more.zip" },
};
const report = JSON.parse(py.globals.get("run")(JSON.stringify(memSpec)));
report.version = py.version;
writeFileSync(spec.app.out, py.FS.readFile("/tmp/app-out.zip"));
if (report.stdlib_compiled !== undefined) {
  writeFileSync(spec.stdlib.out, py.FS.readFile("/tmp/stdlib-out.zip"));
  writeFileSync(spec.stdlib.more_out, py.FS.readFile("/tmp/stdlib-more.zip"));
}
console.log(JSON.stringify(report));
