"""One declaration per game: the package's INFO, read by the registry and the shelf without the engine."""
import sys

import pytest

from pondside import games
from pondside.core import Game, GameInfo



def test_shelf_lists_every_game_without_importing_its_engine():
    kept = {m: sys.modules[m] for m in sys.modules if m.startswith("pondside.games.")}
    loaded = dict(games._loaded)
    try:
        for mod in kept:
            del sys.modules[mod]
        games._loaded.clear()
        rows = games.shelf()
        assert [r.name for r in rows] == games.names()
        assert all(isinstance(r, GameInfo) for r in rows)
        inner = [m for m in sys.modules if m.startswith("pondside.games.") and m.count(".") >= 3]
        assert not inner, f"the home shelf must import no game's modules beyond its INFO: {inner}"
    finally:   # the other tests hold the modules imported before: keep them the ones in use
        for mod in [m for m in sys.modules if m.startswith("pondside.games.")]:
            del sys.modules[mod]
        sys.modules.update(kept)
        games._loaded.clear()
        games._loaded.update(loaded)


@pytest.mark.parametrize("name", games.names())
def test_the_engine_takes_its_name_titles_and_counts_from_info(name):
    info, g = games.info(name), games.get(name)
    assert isinstance(g, Game) and type(g).info is info
    for key in GameInfo.__slots__:
        assert getattr(g, key) == getattr(info, key), (name, key)
    assert info.name == name
    assert info.title["en"] and info.title["de"] and info.description["en"] and info.description["de"]
    assert 1 <= info.min_players <= info.max_players <= 4


@pytest.mark.parametrize("name", games.names())
def test_one_helper_finds_a_games_parts(name):
    assert games.module(name, "view").render
    assert games.module(name, "bots").BOTS
    assert games.module(name, "engine").GAME is games.get(name)


def test_unknown_game_is_a_clear_error():
    with pytest.raises(KeyError, match="unknown game"):
        games.get("chess")
    with pytest.raises(KeyError, match="unknown game"):
        games.module("../etc", "view")
