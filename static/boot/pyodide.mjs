// Pondside's interpreter module for PyScript (`interpreter = "./static/boot/pyodide.mjs"` in pyscript.toml).
//
// PyScript accepts any module exporting {loadPyodide, version}.  This one boots the vendored Pyodide from
// local files with its standard library as precompiled bytecode (tools/setup.py compiles it with the same
// Pyodide under Node and keys it by version), which removes the stdlib compilation from every boot.
// Paths are relative to this module, so the app works under any sub-path.
import * as pyodide from "../vendor/pyodide-314.0.7/pyodide.mjs";  // tools/setup.py keeps this in step with package.json

export const version = pyodide.version;

const indexURL = new URL("../vendor/pyodide-314.0.7/", import.meta.url).href;
const stdLibURL = new URL(`../vendor/pyc/${pyodide.version}/python_stdlib.zip`, import.meta.url).href;

export function loadPyodide(options = {}) {
  // PyScript passes indexURL = this module's folder: the runtime files live in the vendor folder instead.
  return pyodide.loadPyodide({ ...options, indexURL, stdLibURL });
}
