"""The rest of the standard library, fetched when one of its modules is first imported.

tools/setup.py ships the standard-library modules the app, PyScript and Pyodide import as bytecode in
python_stdlib.zip (the first download) and every other module, as source, in python_stdlib_more.zip beside it.
This module is compiled into the first zip as ``_pondside_stdlib_more`` with ``NAMES`` (the modules of the
other zip) appended; static/boot/pyodide.mjs calls ``install(fetch, url)`` once the runtime is up, where
``fetch(url, path)`` is a JavaScript function that downloads ``url`` synchronously into ``path`` of the
file system and returns whether it could.  The finder sits last in ``sys.meta_path``: only an import that no
other finder answers and that names a module of the other zip costs the download (once; the service worker
keeps the file for offline visits).  Offline without it, the import fails with a clear ModuleNotFoundError.
"""
import os
import sys
import zipimport

PATH = "/lib/python314-more.zip"
NAMES = frozenset()   # (set-up appends the real list)


class MoreStdlib:
    """A meta path finder for the modules of python_stdlib_more.zip."""

    def __init__(self, fetch, url):
        self._fetch, self.url = fetch, url
        self.fetched = False

    def _mount(self, fullname):
        if not os.path.isfile(PATH):
            ok, why = False, "not found"
            try:
                ok = bool(self._fetch(self.url, PATH))
            except Exception as e:  # noqa: BLE001 - a failed download is reported as the import's error
                why = str(e).splitlines()[0] if str(e) else type(e).__name__
            if not ok or not os.path.isfile(PATH):
                raise ModuleNotFoundError(
                    f"No module named {fullname!r}: it is in the part of the standard library that is "
                    f"downloaded when first needed ({self.url}), and that download failed (offline?): {why}",
                    name=fullname)
            self.fetched = True

    def find_spec(self, fullname, path=None, target=None):
        if fullname not in NAMES:
            return None
        self._mount(fullname)
        parent = fullname.rpartition(".")[0]
        where = PATH + "/" + parent.replace(".", "/") if parent else PATH
        spec = zipimport.zipimporter(where + "/" if parent else where).find_spec(fullname)
        pkg = sys.modules.get(parent) if parent else None
        if spec is not None and pkg is not None and isinstance(getattr(pkg, "__path__", None), list) \
                and where not in pkg.__path__:
            pkg.__path__.append(where)   # the package's other submodules are in this zip as well
        return spec

    def invalidate_caches(self):
        pass


def install(fetch, url):
    """Put the finder last in sys.meta_path (again after a restored snapshot: replaces an older one)."""
    sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != "MoreStdlib"]
    finder = MoreStdlib(fetch, url)
    sys.meta_path.append(finder)
    return finder
