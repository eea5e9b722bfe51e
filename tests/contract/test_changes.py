"""Every move seen, engine side (issue 21): `Game.changes` names the pieces an action touched, the view marks
exactly those pieces with `data-changed`, `turn_summary` says the turn in words with the mover's name, and
neither carries a secret of another seat.  Over random playouts of every game."""
from html.parser import HTMLParser

import pytest

from pondside import Rng, games
from support.play import table_size

TOKEN = "ZZSECRET"


class Pieces(HTMLParser):
    """data-piece ids of the page's elements, and which of them carry data-changed."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.pieces, self.changed = set(), set()

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "data-piece" in a:
            self.pieces.add(a["data-piece"])
            if "data-changed" in a:
                self.changed.add(a["data-piece"])
        elif "data-changed" in a:
            self.changed.add(None)      # a mark without a piece id

    handle_startendtag = handle_starttag


def parse(html):
    p = Pieces()
    p.feed(html)
    return p


def render(game, state, seat, changed, lang="en"):
    view = games.module(game.name, "view")
    legal = game.legal_actions(state) if seat is not None and state["to_move"] == seat else []
    ctx = {"lang": lang, "seat": seat, "legal": legal, "sel": {}, "compact": False, "changed": set(changed)}
    return view.render(game.view(state, seat), ctx)


def steps_of(game, seeds=3, limit=160):
    """(before, action, after) along random games of every table size."""
    for seed in range(seeds):
        for n in sorted({table_size(game), game.max_players}):
            s = game.new_game(n, seed)
            rng = Rng.from_seed(f"changes-{seed}")
            for _ in range(limit):
                if game.is_over(s):
                    break
                a = rng.choice(game.legal_actions(s))
                after = game.apply(s, a)
                yield s, a, after
                s = after


@pytest.mark.parametrize("name", games.names())
def test_the_view_marks_exactly_the_pieces_an_action_touched(name):
    g = games.get(name)
    touched = total = 0
    for before, action, after in steps_of(g):
        mover = before["to_move"]
        for seat in [None] + list(range(len(before["players"]))):
            ids = g.changes(before, action, after, seat)
            assert isinstance(ids, list) and all(isinstance(i, str) and i for i in ids), (name, action, ids)
            page = parse(render(g, after, seat, ids))
            missing = set(ids) - page.pieces
            assert not missing, f"{name}: {action} touched {sorted(missing)}, which seat {seat}'s page does not draw"
            assert page.changed == set(ids), f"{name}: marked {sorted(page.changed, key=str)} for {sorted(ids)}"
            if seat != mover:
                total += 1
                touched += bool(ids)
        # nothing is marked when nothing changed
        assert parse(render(g, after, mover, [])).changed == set()
    assert total and touched / total >= 0.6, f"{name}: only {touched} of {total} moves marked anything"


@pytest.mark.parametrize("name", games.names())
def test_a_turn_is_said_in_words_with_the_movers_name(name):
    g = games.get(name)
    for i, (before, action, after) in enumerate(steps_of(g, seeds=1)):
        if i % 3:
            continue
        mover = before["players"][before["to_move"]]["name"]
        for lang in ("en", "de"):
            for seat in (None, 0):
                text = g.turn_summary([(before, action, after)], seat, lang)
                assert isinstance(text, str) and text.strip(), (name, action)
                assert mover in text, f"{name}: {text!r} does not name {mover!r}"
                assert "{" not in text and "'t'" not in text and '"t"' not in text, f"{name}: raw text {text!r}"


@pytest.mark.parametrize("name", games.names())
def test_marks_and_words_carry_no_secret_of_another_seat(name):
    g = games.get(name)
    checked = 0
    for before, action, after in steps_of(g, seeds=2):
        planted = g.plant_secret(before, TOKEN)
        if planted is None:
            continue
        before2, allowed = planted
        try:
            after2 = g.apply(before2, action, check=False)
        except Exception:            # the planted piece took part in the action: nothing to compare
            continue
        for seat in range(len(before["players"])):
            if seat in allowed:
                continue
            ids = g.changes(before2, action, after2, seat)
            assert not any(TOKEN in i for i in ids), (name, action, ids)
            assert ids == g.changes(before, action, after, seat), (name, action)
            for lang in ("en", "de"):
                text = g.turn_summary([(before2, action, after2)], seat, lang)
                assert TOKEN not in text and text == g.turn_summary([(before, action, after)], seat, lang)
            checked += 1
    assert checked >= 10, f"{name}: too few positions with hidden information checked ({checked})"
