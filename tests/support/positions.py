"""Positions the tests of more than one module start from (docs/positions)."""

# Koi-Koi, month 3: Ben has the moon viewing and called Koi once; Ann (who started the month) is to play.
KOIKOI_MONTH3 = """\
players: Ann, Ben
month: 3
points: Ann 52, Ben 48
past months:
  1: Ben +5
  2: Ann +7
starts: Ann
turn: Ann
koi: Ben 1
deal multiplier: 2
hands:
  Ann: 2-1, 4-2, 8-3, 10-3, 11-2
  Ben: 1-2, 2-2, 2-4, 3-1, 3-2
table: 5-4, 6-3, 11-3, 7-3
captures:
  Ann: 5-1, 5-3, 10-1, 10-2, 12-3, 12-1, 3-4, 3-3
  Ben: 8-2, 8-1, 6-1, 6-2, 4-4, 4-3, 9-1, 9-3
"""

# the same with its draw pile written out (docs/wiki.md's worked example)
KOIKOI_MONTH3_DECK = KOIKOI_MONTH3 + (
    "deck: 7-1, 11-1, 12-2, 1-4, 2-3, 8-4, 7-4, 1-1, 12-4, 11-4, 5-2, 9-4, 7-2, 6-4, 10-4, 4-1, 1-3, 9-2\n")

# Kokonana!: three runners (one on the sandbank with a key), some tiles turned up (the editor's tokens)
KOKONANA_RUNNERS = """players: Ann, Ben, Cleo
turn: Ben
runners:
  Ann: sandbank, black key, 1 talisman
  Ben: shallow row 3 lane 2, 2 talismans
  Cleo: shallow row 1 lane 1
shallow water:
  row 1: turtle, seen crab, ?, turtle
  row 2: ?, log, seen catfish, ?
  row 3: ?, log, rocks, ?
  row 4: seen snail, rocks, ?, ?
  row 5: ?, frog, frog, seen shell
"""


def played(name, moves, seed=5, players=("Ann", "Ben")):
    """A game of ``name`` after ``moves`` random moves (and on, to where its position can be written down:
    between turns), every seat a person."""
    from pondside import Rng, games
    g = games.get(name)
    s = g.new_game([{"name": n, "kind": "human"} for n in players], seed, None)
    rng = Rng(seed)
    can = getattr(games.module(name, "position"), "can_write", lambda x: True)
    for _ in range(moves):
        if g.is_over(s):
            break
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    while not can(s):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    return s


def with_setup(state, **changes):
    """``state`` with its starting position (``"setup"``, the position's text) changed as ``changes`` say: a
    forged save or link."""
    from pondside import games
    mod = games.get(state["game"]).positions()
    return dict(state, setup=mod.write(dict(mod.parse(state["setup"]), **changes)))


def refused_or_read_as_text(game, mod, data, change):
    """``change`` (a function that damages position data in place) applied to ``data``: a game from it is
    either refused with a PositionError in player words, in English and in German, or is the very position
    the damaged data's text says (the text is what a game keeps; nothing else of the data counts)."""
    import re

    from pondside import PositionError

    change(data)
    said = {}
    for lang in ("en", "de"):
        try:
            state = game.from_position(data, lang=lang)
        except PositionError as e:
            said[lang] = str(e)
            assert not re.search(r"Error|NoneType|\bdict\b|\blist\b|\bstr\b|\bint\b|Traceback", said[lang]), said
        else:
            assert state["setup"] == mod.write(mod.parse(mod.write(data))), lang
    if said:
        assert set(said) == {"en", "de"} and said["en"] != said["de"], said
