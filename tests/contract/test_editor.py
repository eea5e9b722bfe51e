"""The position editor's part of every game (docs/editor.md), the same for every game.

Along random games, at points the game can write as a position:
- the zones describe the position exactly: putting each slot's own piece back gives the same data;
- ``put`` never changes the data it is given, and its result always writes as text;
- a piece of every zone's palette put on an empty slot writes as text, and that text is either a position
  that keeps the rules or one refused by ``parse`` in player words naming its line;
- every setting's every choice writes as text; labels are player words, in German other than in English;
- a game with tokens (pieces that stand on places: a ``tokens`` zone) moves each one onto every place it may stand
  on with ``move``, which leaves its data alone and whose result writes as text; a place of an ``area`` holds
  tokens only when the zone has no pieces.
"""
import copy
import re

import pytest
from support.play import walk

from pondside import PositionError, games

LAYOUTS = {"grid", "hex", "row", "area", "tokens"}
# what must never reach a player: Python's words, our ids and keys
NOT_WORDS = re.compile(r"Traceback|\bNone\b|\{|\}|\[|\]|_|\bdict\b|\bKeyError\b|\bTypeError\b")


def _points(name, n_games=3):
    g = games.get(name)
    can = getattr(games.module(name, "position"), "can_write", lambda state: True)
    for k in range(n_games):
        n = g.min_players + k % (g.max_players - g.min_players + 1)
        first, last = None, None
        for _i, (state, _legal) in enumerate(walk(g, n, 900 + k)):
            if can(state):
                first = first or state
                last = state
        for state in (first, last):
            if state is not None:
                yield g.position_of(state)


def _ed(name):
    return games.module(name, "editor")


@pytest.mark.parametrize("name", games.names())
def test_the_zones_describe_the_position_and_put_is_pure(name):
    ed, pos = _ed(name), games.module(name, "position")
    for data in _points(name):
        zones = ed.zones(data, "en")
        assert zones, name
        keys = [z["key"] for z in zones]
        assert len(keys) == len(set(keys)), keys
        places = [s["place"] for z in zones for s in z["slots"]]
        assert len(places) == len(set(places)), "a place is in one slot only"
        for z in zones:
            assert z["layout"] in LAYOUTS and z["label"] and (z["pieces"] or z["layout"] == "area"), z["key"]
            for s in z["slots"]:
                assert s["label"], (z["key"], s["place"])
                if z["layout"] in ("grid", "hex"):
                    assert isinstance(s["x"], int) and isinstance(s["y"], int)
                if z["layout"] == "tokens":
                    assert s["at"] in places and s["at"] not in {t["place"] for t in z["slots"]}, s
                    assert set(s.get("to", ())) <= set(places) and ed.piece_label(s["token"], "en")
                if s["piece"] is not None:
                    before = copy.deepcopy(data)
                    again = ed.put(data, s["place"], s["piece"], "en")
                    assert data == before, "put left the data it was given alone"
                    assert pos.write(again) == pos.write(data), (name, s["place"], s["piece"])


@pytest.mark.parametrize("name", games.names())
def test_every_palette_piece_can_be_put_and_the_rules_answer_in_words(name):
    ed, pos = _ed(name), games.module(name, "position")
    data = next(_points(name, 1))
    for z in ed.zones(data, "en"):
        empty = next((s for s in z["slots"] if s["piece"] is None), z["slots"][0] if z["slots"] else None)
        if empty is None:
            continue
        for piece in z["pieces"]:
            new = ed.put(data, empty["place"], piece, "en")
            text = pos.write(new)
            try:
                pos.parse(text, "en")
            except PositionError as e:
                assert re.search(r"\bline \d+", str(e)) or str(e), (name, piece)
                assert not NOT_WORDS.search(str(e)), str(e)
        if empty["piece"] is not None:
            gone = ed.put(data, empty["place"], None, "en")
            pos.write(gone)


@pytest.mark.parametrize("name", games.names())
def test_settings_write_for_every_choice(name):
    ed, pos = _ed(name), games.module(name, "position")
    data = next(_points(name, 1))
    for s in ed.settings(data, "en"):
        assert s["label"] and s["choices"], s["key"]
        assert str(s["value"]) in [str(v) for v, _ in s["choices"]], (s["key"], s["value"])
        for value, label in s["choices"]:
            assert label and not NOT_WORDS.search(str(label)), (s["key"], label)
            before = copy.deepcopy(data)
            pos.write(ed.set_setting(data, s["key"], str(value), "en"))
            assert data == before


@pytest.mark.parametrize("name", games.names())
def test_labels_are_player_words_in_both_languages(name):
    ed = _ed(name)
    data = next(_points(name, 1))
    en, de = ed.zones(data, "en"), ed.zones(data, "de")
    assert [z["label"] for z in en] != [z["label"] for z in de], "zone names are translated"
    pieces = {p for z in en for p in z["pieces"]}
    for z in en + de:
        assert not NOT_WORDS.search(z["label"]), z["label"]
        for s in z["slots"]:
            assert not NOT_WORDS.search(s["label"]), s["label"]
    for p in pieces:
        for lang in ("en", "de"):
            label = ed.piece_label(p, lang)
            assert label and not NOT_WORDS.search(label), (p, label)
            html = ed.piece_html(p, lang)
            assert html and ("aria-label" in html or "<title" in html), (p, html[:80])
            # the page's policy (style-src 'self') drops style attributes: sizes belong in a stylesheet
            assert " style=" not in html, (p, html[:120])
    with pytest.raises(PositionError):
        ed.put(data, "no such place", None, "en")


@pytest.mark.parametrize("name", games.names())
def test_tokens_move_onto_every_place_they_may_stand_on(name):
    ed, pos = _ed(name), games.module(name, "position")
    for data in _points(name, 2):
        zones = ed.zones(data, "en")
        tokens = [s for z in zones if z["layout"] == "tokens" for s in z["slots"]]
        if not tokens:
            assert not any(z["layout"] == "tokens" for z in zones)
            continue
        assert callable(ed.move), "a game with tokens moves them"
        places = [s["place"] for z in zones if z["layout"] != "tokens" for s in z["slots"]]
        for t in tokens:
            for place in t.get("to", places):
                before = copy.deepcopy(data)
                new = ed.move(data, t["place"], place, "en")
                assert data == before, "move left the data it was given alone"
                moved = next(s for z in ed.zones(new, "en") if z["layout"] == "tokens" for s in z["slots"]
                             if s["place"] == t["place"])
                assert moved["at"] == place
                pos.write(new)
            with pytest.raises(PositionError):
                ed.move(data, t["place"], "no such place", "en")
