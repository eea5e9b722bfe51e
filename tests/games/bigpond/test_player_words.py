"""Player words on Kōhaku's and Big Pond's tables (issue 40, defects 7 and 10).  Grid numbers ("places Turtle
at -1,1", "Feld 0,-1"): nobody can find these on the board, so every word a player sees or hears (text,
aria-label, title) on both games' screens and editors says where a space is by its neighbour instead.  And
"1 Coins" is "1 Coin"."""
import html
import re

import pytest

from pondside import Rng, games

GRID = re.compile(r"-?\d+\s?,\s?-?\d+(?![\d.])")


def _words(markup):
    """What a player reads or hears: the text, and the aria-label and title attributes."""
    attrs = re.findall(r'(?:aria-label|title)="([^"]*)"', markup)
    text = re.sub(r"<[^>]+>", " ", re.sub(r"<(script|style)[^>]*>.*?</\1>", " ", markup, flags=re.S))
    return [html.unescape(t) for t in attrs + [text]]


@pytest.mark.parametrize("name", ["kohaku", "bigpond"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_grid_numbers_in_player_words(name, lang):
    g, view_mod, editor = games.get(name), games.module(name, "view"), games.module(name, "editor")
    s, rng = g.new_game(2, 11), Rng.from_seed(4)
    for step in range(60):
        if g.is_over(s):
            break
        seat = g.to_move(s)
        legal = g.legal_actions(s)
        if step % 6 == 0:
            page = view_mod.render(g.view(s, seat), {"lang": lang, "seat": seat, "legal": legal, "sel": {}})
            for words in _words(page):
                assert not GRID.search(words), (step, GRID.search(words).group(0), words[:200])
            for zone in editor.zones(g.position_of(s), lang):          # the editor on this position
                for slot in zone.get("slots", []) + zone.get("grid", []) + zone.get("over", []):
                    assert not GRID.search(slot["label"]), slot["label"]
        s = g.apply(s, legal[rng.below(len(legal))])



@pytest.mark.parametrize("lang,one", [("en", ("1 Coin", "1 Point")), ("de", ("1 Münze", "1 Punkt"))])
def test_one_coin_is_not_coins(lang, one):
    """Defect 10: the players' panel said "1 Coins"."""
    g, view_mod = games.get("bigpond"), games.module("bigpond", "view")
    s = g.new_game(2, 3)
    v = g.view(s, 0)
    v["coins"] = [1, 2]
    v["scores"] = [1, 0]
    text = html.unescape(re.sub(r"<[^>]+>", " ", view_mod.render(v, {"lang": lang, "seat": 0, "legal": [], "sel": {}})))
    text = re.sub(r"\s+", " ", text)
    assert one[0] in text and ("1 Coins" not in text and "1 Münzen" not in text), text[:300]
