import sys

from pondside import games


def test_shelf_lists_every_game_without_importing_it():
    kept = {m: sys.modules[m] for m in sys.modules if m.startswith("pondside.games.")}
    loaded = dict(games._loaded)
    try:
        for mod in kept:
            del sys.modules[mod]
        games._loaded.clear()
        rows = games.shelf()
        assert [r[0] for r in rows] == games.names()
        assert not [m for m in sys.modules if m.startswith("pondside.games.") and m.count(".") == 2], \
            "the home shelf must not import game modules"
    finally:   # the other tests hold the modules imported before: keep them the ones in use
        for mod in [m for m in sys.modules if m.startswith("pondside.games.")]:
            del sys.modules[mod]
        sys.modules.update(kept)
        games._loaded.clear()
        games._loaded.update(loaded)


def test_shelf_metadata_matches_the_games():
    for name, title, desc, lo, hi in games.shelf():
        g = games.get(name)
        assert (lo, hi) == (g.min_players, g.max_players), name
        assert title["en"] and title["de"] and desc["en"] and desc["de"]


def test_unknown_game_is_a_clear_error():
    import pytest
    with pytest.raises(KeyError, match="unknown game"):
        games.get("chess")
