"""One layout per game (docs/engine.md): the same files in every game folder, and no import cycles under
py/pondside/ (counting imports inside functions too: a cycle hidden in a function is still a cycle)."""
import ast
from pathlib import Path

import pytest

from pondside import games

PKG = Path(games.__file__).resolve().parents[1]     # py/pondside
GAMES = PKG / "games"
# every game folder has these files; a game may add more (Kōhaku's scoring.py), never rename these
COMMON = ("__init__.py", "engine.py", "options.py", "data.py", "text.py", "view.py", "draw.py", "bots.py",
          "coach.py", "position.py", "editor.py", "style.css", "README.md")


@pytest.mark.parametrize("name", games.names())
def test_every_game_folder_has_the_common_files(name):
    missing = [f for f in COMMON if not (GAMES / name / f).is_file()]
    assert not missing, f"{name} lacks {missing} (docs/engine.md: the layout of a game folder)"


@pytest.mark.parametrize("name", games.names())
def test_every_coach_declares_its_guided_moments_with_words(name):
    """coach.py (pondside/app/coach.py): the guided first game's moments, each a key and a test, each with its
    words in the game's text.GUIDE; the Hint's own ``reason`` is optional but, when there, callable."""
    mod = games.module(name, "coach")
    moments = getattr(mod, "GUIDE_MOMENTS", None)
    assert moments, f"{name}/coach.py declares no GUIDE_MOMENTS (docs/engine.md)"
    guide = games.module(name, "text").GUIDE
    for key, test in moments:
        assert isinstance(key, str) and callable(test), (name, key)
        assert key in guide, f"{name}: the moment {key!r} has no words in text.GUIDE"
    assert callable(getattr(mod, "reason", callable))


def module_name(path: Path) -> str:
    rel = path.relative_to(PKG.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> set:
    """The pondside modules ``path`` imports, anywhere in it (``from . import x`` counts ``x`` when it is a module)."""
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rsplit(".", 1)[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith("pondside"))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            if not mod.startswith("pondside"):
                continue
            out.add(mod)
            for a in node.names:   # `from . import data`: the submodule
                out.add(f"{mod}.{a.name}")
    known = {module_name(p) for p in PKG.rglob("*.py")}
    return {m for m in out if m in known and m != me}


def graph() -> dict:
    return {module_name(p): imports_of(p) for p in PKG.rglob("*.py") if "__pycache__" not in p.parts}


def cycles(g: dict) -> list:
    """Every strongly connected group of more than one module (Tarjan), each sorted."""
    index, low, stack, on, out, n = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = n[0]
        n[0] += 1
        stack.append(v)
        on.add(v)
        for w in g.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def test_the_cycle_finder_finds_cycles():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def _owner(mod):
    parts = mod.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "games" else "app"


@pytest.mark.parametrize("name", games.names() + ["app"])
def test_no_import_cycles(name):
    found = [c for c in cycles(graph()) if any(_owner(m) == name for m in c)]
    assert not found, f"import cycles: {found}"
