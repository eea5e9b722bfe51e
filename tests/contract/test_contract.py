"""The generic contract suite: every registered game, every preset.

A game joins this suite by registering in ``pondside.games`` — nothing else.
"""
import json

import pytest
from support.play import table_size, think_through

from pondside import BadState, IllegalAction, Rng, dumps, games
from pondside.core import step_think, think

PLAYOUTS = 200          # for each game's default preset (so at least 200 per game)
PLAYOUTS_OTHER = 40     # for each further preset

CASES = [(name, preset) for name in games.names() for preset in games.get(name).presets]


def _counts(g):
    return list(range(g.min_players, g.max_players + 1))


def _bogus_actions(g, state):
    yield {"t": "__no_such_action__"}
    yield "garbage"
    yield None


def _body(state):
    """The state without its (append-only) action record."""
    return {k: v for k, v in state.items() if k != "actions"}


FULL_TEXT_PLAYOUTS = 1   # these check the complete to_json text at every step


@pytest.mark.parametrize("name,preset", CASES)
def test_random_playouts_hold_the_contract(name, preset):
    """200 seeded random playouts per preset.  At every step: the state's JSON round trip
    (its body exactly; the full text including the action record at every step of the first
    playouts and every 25th step of the rest — the record is append-only and is checked
    whole by the replay at the end), illegal actions raise and change nothing, the input
    state is not mutated; on sampled steps a planted secret is not in other seats' views."""
    g = games.get(name)
    opts = g.presets[preset]
    counts = _counts(g)
    fixed = getattr(g, "preset_players", {}).get(preset)
    if fixed and preset != "default":           # e.g. a "4p" preset: that seat count only
        counts = [fixed]
    token = "SECRET-c0ffee-token"
    for k in range(PLAYOUTS if preset == "default" else PLAYOUTS_OTHER):
        n = counts[k % len(counts)]
        seed = 1000 * k + 7
        state = g.new_game(n, seed, opts)
        assert g.to_move(state) in range(n)
        rng = Rng.from_seed(f"{name}-{preset}-{k}")
        prev_legal = []
        steps = 0
        while not g.is_over(state):
            seat = g.to_move(state)
            assert isinstance(seat, int) and 0 <= seat < n, "to_move must be a seat or None"
            legal = g.legal_actions(state)
            assert legal, "a game that is not over must offer an action"
            body = _body(state)
            body_text = dumps(body)
            snapshot = json.loads(body_text)
            assert snapshot == body
            n_actions = len(state["actions"])
            full = k < FULL_TEXT_PLAYOUTS or steps % 25 == 0
            if full:
                text = g.to_json(state)
                assert dumps(json.loads(text)) == text
                assert json.loads(text) == state
            # an illegal action raises, names a rule, and changes nothing
            for bad in list(_bogus_actions(g, state)) + [a for a in prev_legal[:3] if a not in legal]:
                with pytest.raises(IllegalAction) as exc:
                    g.apply(state, bad)
                assert str(exc.value).strip(), "the error must say which rule forbids it"
                assert _body(state) == snapshot and len(state["actions"]) == n_actions
            action = legal[rng.below(len(legal))]
            new = g.apply(state, json.loads(json.dumps(action)))
            # the input state is never mutated
            assert _body(state) == snapshot and len(state["actions"]) == n_actions
            if full:
                assert g.to_json(state) == text
            assert new["actions"][-1] == action and len(new["actions"]) == n_actions + 1
            # hidden information never leaks into the wrong seat's view (sampled steps)
            if steps % 7 == 0:
                planted = g.plant_secret(state, token)
                if planted is not None:
                    s2, allowed = planted
                    for seat_ in list(range(n)) + [None]:
                        v = json.dumps(g.view(s2, seat_))
                        if seat_ not in allowed:
                            assert token not in v, f"seat {seat_} can see a secret in {name}"
                for seat_ in range(n):
                    json.dumps(g.view(state, seat_))
            prev_legal = legal
            state = new
            steps += 1
            assert steps < 20000, "game did not end"
        assert g.legal_actions(state) == []
        assert g.to_move(state) is None
        sc = g.scores(state)
        assert len(sc) == n
        ws = g.winners(state)
        assert all(w in range(n) for w in ws), "winners are seats (none when, e.g., a solo rival wins)"
        assert ws or n == 1, "a finished multi-player game names its winners"
        # replay equals the played state; the save loads and validates
        again = g.replay(state["players"], state["seed"], state["options"], state["actions"])
        assert g.to_json(again) == g.to_json(state)
        assert g.from_json(g.to_json(state)) == state
        with pytest.raises(IllegalAction):
            g.apply(state, legal[0])


@pytest.mark.parametrize("name", games.names())
def test_tampered_save_is_refused(name):
    g = games.get(name)
    state = g.new_game(g.min_players, 3)
    rng = Rng.from_seed(name)
    for _ in range(10):
        if g.is_over(state):
            break
        legal = g.legal_actions(state)
        state = g.apply(state, legal[rng.below(len(legal))])
    text = g.to_json(state)
    assert g.from_json(text) == state
    with pytest.raises(BadState):
        g.from_json(text[: len(text) // 2])
    bad = json.loads(text)
    bad["seed"] = 999999 if bad["seed"] != 999999 else 1
    with pytest.raises(BadState):
        g.from_json(json.dumps(bad))
    bad = json.loads(text)
    bad["schema"] = 10_000
    with pytest.raises(BadState):
        g.from_json(json.dumps(bad))


@pytest.mark.parametrize("name", games.names())
def test_options_are_checked(name):
    g = games.get(name)
    with pytest.raises(ValueError):
        g.new_game(g.min_players, 1, {"no_such_option": 1})
    with pytest.raises(ValueError):
        g.new_game(g.max_players + 1, 1)
    for opt in g.options_spec:
        assert opt.key in g.default_options()
        assert "en" in opt.label and "de" in opt.label, f"{name}.{opt.key} needs en and de labels"


@pytest.mark.parametrize("name", games.names())
def test_bots_choose_legal_actions_from_their_view(name):
    g = games.get(name)
    bots = games.module(name, "bots")
    assert bots.BOTS, "every game offers at least one computer level"
    for level, choose in bots.BOTS.items():
        n = g.min_players
        state = g.new_game(n, 11)
        rng = Rng.from_seed(level)
        for _ in range(60):
            if g.is_over(state):
                break
            seat = g.to_move(state)
            legal = g.legal_actions(state)
            action = choose(g, g.view(state, seat), legal, rng)
            assert action in legal, f"{name}/{level} chose an illegal action {action!r}"
            state = g.apply(state, action)


@pytest.mark.parametrize("name", games.names())
def test_same_seed_same_game(name):
    g = games.get(name)
    a = g.new_game(g.max_players, "seed-x")
    b = g.new_game(g.max_players, "seed-x")
    c = g.new_game(g.max_players, "seed-y")
    assert g.to_json(a) == g.to_json(b)
    assert g.to_json(a) != g.to_json(c)


@pytest.mark.parametrize("name", games.names())
def test_view_renders_for_every_seat(name):
    g = games.get(name)
    view_mod = games.module(name, "view")
    state = g.new_game(g.max_players, 5)
    for lang in ("en", "de"):
        for seat in range(g.max_players):
            ctx = {"lang": lang, "seat": seat, "sel": {}, "compact": False,
                   "legal": g.legal_actions(state) if g.to_move(state) == seat else []}
            html = view_mod.render(g.view(state, seat), ctx)
            assert isinstance(html, str) and "<svg" in html
        assert view_mod.rules_html(lang, state["options"])


@pytest.mark.parametrize("name", games.names())
def test_bots_decide_on_their_view_alone(name):
    """A bot receives a plain copy of its seat's view (no reference into the state) and its choice
    does not change when hidden information it cannot see is changed under it."""
    g = games.get(name)
    bots = games.module(name, "bots")
    n = g.min_players if g.min_players > 1 else 2
    state = g.new_game(n, 21)
    rng = Rng.from_seed("walk")
    checked = 0
    for _ in range(40):
        if g.is_over(state):
            break
        seat = g.to_move(state)
        planted = g.plant_secret(state, "HIDDEN-ELSEWHERE")
        if planted is not None and seat not in planted[1]:
            s2 = planted[0]
            v1 = json.loads(json.dumps(g.view(state, seat)))
            v2 = json.loads(json.dumps(g.view(s2, seat)))
            assert v1 == v2, "the planted secret must not be in this seat's view"
            for level, choose in bots.BOTS.items():
                a1 = choose(g, v1, g.legal_actions(state), Rng(7))
                a2 = choose(g, v2, g.legal_actions(state), Rng(7))
                assert a1 == a2, f"{name}/{level} decided differently on hidden information"
            checked += 1
        legal = g.legal_actions(state)
        state = g.apply(state, legal[rng.below(len(legal))])
    if g.hidden_information:
        assert checked, f"{name} hides information but no step was checked"


def each_decision(name, seed, turns, check):
    """For every computer level of a game, its first ``turns`` decisions of a seeded game played by that
    level: ``check(level, bot, game, view, legal, state)`` tests one and returns the action to play on."""
    g = games.get(name)
    for level, bot in games.module(name, "bots").BOTS.items():
        s = g.new_game(table_size(g), seed=seed)
        for _ in range(turns):
            if g.is_over(s):
                break
            s = g.apply(s, check(level, bot, g, g.view(s, s["to_move"]), g.legal_actions(s), s))


# the searches that may take long on a phone's core, and so decide with what they have when hurried
ANYTIME = {"koikoi": ("strong",), "koi": ("lookahead", "planner")}


@pytest.mark.parametrize("name", games.names())
def test_a_bot_out_of_time_still_decides_legally_and_soon(name):
    """The browser hurries a decision once its time budget is spent (pondside.core.think: ``send(True)`` at
    every step after): every level still returns a legal action, and an anytime search (one that listens)
    returns within a few slices.  Hurried from its second step on, as a zero budget does."""
    def check(level, bot, g, view, legal, s):
        full, full_slices = think_through(bot, g, json.loads(dumps(view)), legal, Rng(5))
        gen = think(bot, g, json.loads(dumps(view)), legal, Rng(5))
        hurried, steps = None, 0
        while True:
            done, hurried = step_think(gen, hurry=steps > 0)
            if done:
                break
            steps += 1
        assert hurried in legal, (name, level, hurried)
        if level in ANYTIME.get(name, ()) and full_slices > 8:
            assert steps <= full_slices // 2, \
                f"{name}/{level} did not listen to the hurry ({steps} of {full_slices} slices)"
        return full

    each_decision(name, 11, 8, check)


@pytest.mark.parametrize("name", games.names())
def test_thinking_in_slices_gives_the_same_choice(name):
    """The browser drives every bot as a generator, a slice at a time; the choice must be the one the
    plain call makes with the same seed, and a bot with ``think`` must yield at least once."""
    def check(level, bot, g, view, legal, s):
        plain = bot(g, json.loads(dumps(view)), legal, Rng.from_seed(f"x{len(s['actions'])}"))
        sliced_choice, slices = think_through(bot, g, json.loads(dumps(view)), legal,
                                              Rng.from_seed(f"x{len(s['actions'])}"))
        assert sliced_choice == plain, (name, level)
        if getattr(bot, "think", None) is not None and len(legal) > 1:
            assert slices >= 1, f"{name}/{level} has think but never yields"
        return plain

    each_decision(name, 7, 6, check)


@pytest.mark.parametrize("name", games.names())
def test_a_view_never_carries_the_seed_or_the_set_up_position(name):
    """The seed tells every deck's order, and a game started from a position keeps that position (its hands,
    its written decks): neither is in any seat's view, nor the generator or the actions (found by the phones
    at one table: Big Pond's view carried the seed, Koi-Koi's a set-up position's hands)."""
    g = games.get(name)
    s = g.new_game(["A", "B"], 3)
    for _ in range(6):
        s = g.apply(s, g.legal_actions(s)[0])
    started = g.from_position(g.position_of(s), seed=123456789)
    assert "setup" in started
    for state in (s, started):
        for seat in (0, 1, None):
            v = g.view(state, seat)
            assert not {"seed", "rng", "actions", "setup"} & set(v), (name, seat, sorted(v))
            assert "123456789" not in json.dumps(v)


@pytest.mark.parametrize("name", games.names())
def test_every_game_s_positions_keep_one_contract(name):
    """One position contract (docs/engine.md): each game's position module reads and writes its text, takes a
    state's position and installs one, with the same signatures; the base class calls it for every game."""
    import inspect
    g = games.get(name)
    mod = g.positions()
    want = {"parse": ["text", "lang"], "write": ["data"], "of_state": ["state"],
            "install": ["state", "start", "rng", "lang"]}
    for fn, params in want.items():
        got = list(inspect.signature(getattr(mod, fn)).parameters)
        assert got == params, (name, fn, got)
    assert type(g).position_of is type(g).__mro__[-2].position_of, f"{name} reads positions its own way"
    s = g.new_game(["A", "B"], 3)
    for _ in range(4):
        s = g.apply(s, g.legal_actions(s)[0])
    data = g.position_of(s)
    again = g.from_position(mod.parse(mod.write(data)), seed=9)
    assert g.position_of(again) == mod.parse(mod.write(data))
