"""Set-up positions (issue: the rules-wiki kit), the same for every game.

Every game's ``position.py`` reads and writes a text a person can write (docs/positions/<game>.md); its engine
starts a game from one (``Game.from_position``) and says the position of any state (``Game.position_of``).
Along random games, at every point the game's ``can_write`` allows:
- the text of a state's position reads back to the same data, and writing that data gives the same text;
- a game started from it has the same position, the same seat to move, the same legal moves and scores;
- it is a whole game: its save and its link load back, and moves go on from it under the rules;
and every example in the game's document builds a game.
"""
import re
from pathlib import Path

import pytest
from support.play import walk

from pondside import PositionError, Rng, games
from pondside.app import records

DOCS = Path(__file__).resolve().parents[2] / "docs" / "positions"
SAMPLES = 12            # games per game, a few points along each


def _mod(name):
    return games.module(name, "position")


def _points(name):
    g = games.get(name)
    mod = _mod(name)
    can = getattr(mod, "can_write", lambda state: True)
    for k in range(SAMPLES):
        n = g.min_players + k % (g.max_players - g.min_players + 1)
        opts = list(g.presets.values())[k % len(g.presets)]
        for i, (state, _legal) in enumerate(walk(g, n, 500 + k, opts)):
            if i % (3 + k) == 0 and can(state):
                yield state
        final = state
        if can(final):
            yield final


@pytest.mark.parametrize("name", games.names())
def test_a_state_s_position_reads_back_and_starts_the_same_game(name):
    g = games.get(name)
    mod = _mod(name)
    seen = 0
    for state in _points(name):
        data = g.position_of(state)
        text = mod.write(data)
        assert mod.parse(text) == data, (name, text)
        assert mod.write(mod.parse(text)) == text
        s2 = g.from_position(data, seed=state["seed"])
        assert g.position_of(s2) == data, name
        assert g.to_move(s2) == g.to_move(state)
        assert g.legal_actions(s2) == g.legal_actions(state), (name, text)
        assert g.scores(s2) == g.scores(state)
        assert g.is_over(s2) == g.is_over(state)
        seen += 1
    assert seen >= SAMPLES, f"{name}: only {seen} points could be written"


@pytest.mark.parametrize("name", games.names())
def test_a_game_from_a_position_saves_links_and_plays_on(name):
    g = games.get(name)
    for k, state in enumerate(_points(name)):
        if k % 7 or g.is_over(state):
            continue
        s = g.from_position(g.position_of(state), seed=k)
        rng = Rng.from_seed(k)
        for _ in range(6):
            if g.is_over(s):
                break
            s = g.apply(s, rng.choice(g.legal_actions(s)))
        assert g.from_json(g.to_json(s)) == s
        assert records.load_record(records.save_text(s)) == s
        assert records.decode_link(records.encode_link(s)) == s
        # the game keeps its starting position as that position's canonical text
        mod = _mod(name)
        assert isinstance(s["setup"], str) and mod.write(mod.parse(s["setup"])) == s["setup"]
        tampered = dict(s, setup=s["setup"] + "players extra: 1\n")
        with pytest.raises(ValueError):
            g.from_json(g.to_json(tampered))


def _doc_examples(name):
    path = DOCS / f"{name}.md"
    if not path.exists():
        return []
    return re.findall(r"```position\n(.*?)```", path.read_text(encoding="utf-8"), re.S)


@pytest.mark.parametrize("name", games.names())
def test_every_example_in_the_game_s_document_builds_a_game(name):
    examples = _doc_examples(name)
    assert examples, f"docs/positions/{name}.md has no ```position example"
    g = games.get(name)
    mod = _mod(name)
    for text in examples:
        data = mod.parse(text)
        state = g.from_position(data)
        assert g.position_of(state) == data
        assert mod.parse(mod.write(data)) == data


@pytest.mark.parametrize("name", games.names())
def test_broken_examples_in_the_document_name_their_line(name):
    """A document's ```position-error blocks: the text, then a line ``=> line N: words`` the error must
    start with (the rule it breaks, in player words)."""
    path = DOCS / f"{name}.md"
    blocks = re.findall(r"```position-error\n(.*?)```", path.read_text(encoding="utf-8"), re.S) if path.exists() else []
    assert blocks, f"docs/positions/{name}.md shows no broken example (```position-error)"
    g = games.get(name)
    mod = _mod(name)
    for block in blocks:
        text, _, expect = block.rpartition("=> ")
        with pytest.raises(PositionError) as err:
            g.from_position(mod.parse(text))
        assert str(err.value).startswith(expect.strip()), (str(err.value), expect)


@pytest.mark.parametrize("name", games.names())
@pytest.mark.parametrize("lang", ["en", "de"])
def test_errors_are_in_the_player_s_language_and_never_python_s(name, lang):
    mod = _mod(name)
    for bad in ("", "players", "players: " + ", ".join(["A"] * 9), "nonsense: 1\n", "players: Ann\n\x00: x"):
        with pytest.raises(PositionError) as err:
            games.get(name).from_position(mod.parse(bad, lang), lang=lang)
        msg = str(err.value)
        assert msg and not re.search(r"Traceback|KeyError|NoneType|\bdict\b|\blist\b|\[\]|\{\}", msg), msg


def test_every_position_in_the_wiki_page_builds_its_game():
    """docs/wiki.md shows one worked example per game, each in a ```position <game> block."""
    text = (DOCS.parent / "wiki.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```position (\w+)\n(.*?)```", text, re.S)
    assert sorted(name for name, _ in blocks) == sorted(games.names())
    for name, block in blocks:
        g = games.get(name)
        data = _mod(name).parse(block)
        assert g.position_of(g.from_position(data)) == data, name


@pytest.mark.parametrize("name", games.names())
def test_names_a_position_cannot_hold_are_written_so_that_it_reads_back(name):
    """Names are chosen freely at the table; in a position a comma parts names, a colon ends a key and # starts a
    comment. The position of a game with such names is still a position: those marks become spaces, an emptied
    name is "Player n", and a name made another's twin gets its seat's number."""
    g = games.get(name)
    for names, written in ((["Mum, Dad", "Jo: #1"], ["Mum Dad", "Jo 1"]), (["A,", "A:"], ["A", "A 2"]),
                           ([",", "#"], ["Player 1", "Player 2"])):
        state = g.new_game([{"name": n, "kind": "human"} for n in names], 3, None)
        rng = Rng(2)
        for _ in range(5):
            state = g.apply(state, rng.choice(g.legal_actions(state)))
        while not getattr(_mod(name), "can_write", lambda s: True)(state):
            state = g.apply(state, rng.choice(g.legal_actions(state)))
        data = g.position_of(state)
        assert data["players"] == written
        back = _mod(name).parse(_mod(name).write(data), "en")
        assert back == data
        again = g.from_position(back, seed=0)
        assert [p["name"] for p in again["players"]] == written
        assert g.legal_actions(again) == g.legal_actions(state)


# ------------------------------------------------------------------ one contract
CONTRACT = {
    "parse": ["text", "lang"],
    "write": ["data"],
    "check": ["start", "names", "options", "lang", "lines"],
    "of_state": ["state"],
    "install": ["state", "start", "rng", "lang"],
}


@pytest.mark.parametrize("name", games.names())
def test_every_position_module_keeps_one_contract(name):
    """The same five functions with the same parameters in every game (pondside.core.Positions), and the
    keys of its data besides players and options."""
    import inspect

    mod = _mod(name)
    for fn, params in CONTRACT.items():
        assert list(inspect.signature(getattr(mod, fn)).parameters) == params, (name, fn)
    assert isinstance(mod.DATA_KEYS, (tuple, frozenset)) and "players" not in mod.DATA_KEYS
    data = games.get(name).position_of(games.get(name).new_game(games.get(name).min_players, 3))
    assert set(data) - {"players", "options"} <= set(mod.DATA_KEYS), name
