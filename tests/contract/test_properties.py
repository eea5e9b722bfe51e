"""Property-based tests (Hypothesis) over action sequences, for every game and preset: after every
action the game's invariants hold (every card, tile, coin and token accounted for exactly once:
``check_invariants``), ``to_move`` is a seat or None, and the state validates (equals the replay of
its own record)."""
import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from pondside import BadState, games

CASES = [(name, preset) for name in games.names() for preset in games.get(name).presets]


@pytest.mark.parametrize("name,preset", CASES)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_invariants_hold_after_every_action(name, preset, data):
    g = games.get(name)
    n = data.draw(st.integers(g.min_players, g.max_players), label="players")
    seed = data.draw(st.integers(0, 2 ** 31), label="seed")
    state = g.new_game(n, seed, g.presets[preset])
    choices = data.draw(st.lists(st.integers(0, 10 ** 6), min_size=1, max_size=120), label="choices")
    for c in choices:
        if g.is_over(state):
            break
        legal = g.legal_actions(state)
        state = g.apply(state, legal[c % len(legal)])
        g.check_invariants(state)
        tm = g.to_move(state)
        assert tm is None or (isinstance(tm, int) and 0 <= tm < n)
        assert (tm is None) == g.is_over(state)
        assert len(g.scores(state)) == n
    g.validate(state)


@pytest.mark.parametrize("name", games.names())
@settings(max_examples=30, deadline=None)
@given(junk=st.one_of(st.text(max_size=200), st.binary(max_size=200).map(lambda b: b.decode("latin-1")),
                      st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=10),
                                   lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
                                   max_leaves=20).map(json.dumps)))
def test_any_junk_save_is_refused_cleanly(name, junk):
    """Corrupt or hostile save text never crashes the loader: it is a BadState."""
    from pondside.app import records
    g = games.get(name)
    with pytest.raises(BadState):
        g.from_json(junk)
    try:
        records.load_record(junk)
    except BadState:
        pass


@pytest.mark.parametrize("name", games.names())
def test_a_duplicated_piece_breaks_validation(name):
    """JSON that parses but breaks an invariant — a state with a tampered piece — is refused."""
    g = games.get(name)
    state = g.new_game(g.min_players, 1)
    text = g.to_json(state)
    data = json.loads(text)
    # tamper with the first list of scalars found in the game's own part of the state
    common = {"schema", "game", "players", "seed", "options", "rng", "actions", "to_move"}

    def first_list(obj, path=()):
        if isinstance(obj, list) and len(obj) >= 2 and all(isinstance(x, (int, str)) for x in obj) \
                and obj[0] != obj[1]:
            return path
        if isinstance(obj, dict):
            for k, v in obj.items():
                if not path and k in common:
                    continue
                p = first_list(v, path + (k,))
                if p is not None:
                    return p
        if isinstance(obj, list):
            for i, v in enumerate(obj):
                p = first_list(v, path + (i,))
                if p is not None:
                    return p
        return None

    path = first_list(data)
    assert path is not None, f"{name}: no list of pieces in its state?"
    target = data
    for k in path:
        target = target[k]
    target[1] = target[0]          # a duplicated card / tile / piece
    if target[0] == json.loads(text) and False:
        pass
    with pytest.raises(BadState):
        g.from_json(json.dumps(data))
