"""The pure app layer: shell screens, saves, links, undo policy, hostile text."""
import json

import pytest

from pondside import BadState, Rng, games
from pondside.app import assets, newgame, records, seats, shell

PAYLOADS = ['<script>alert(1)</script>', '"><svg onload=alert(1)>', "<img src=x onerror=alert(1)>",
            "'><iframe srcdoc='<script>x</script>'>"]


def play(g, state, k, rng=None):
    rng = rng or Rng(1)
    for _ in range(k):
        if g.is_over(state):
            break
        legal = g.legal_actions(state)
        state = g.apply(state, legal[rng.below(len(legal))])
    return state


@pytest.mark.parametrize("name", games.names())
def test_hostile_player_names_cannot_inject_markup(name):
    g = games.get(name)
    n = max(g.min_players, min(2, g.max_players))
    players = [{"name": PAYLOADS[i % len(PAYLOADS)]} for i in range(n)]
    state = play(g, g.new_game(players, 4), 6)
    for lang in ("en", "de"):
        html = shell.render_game(g, state, {"seat": 0, "sel": {}}, lang)
        html += shell.render_log(g, state, lang)
        for bad in ("<script", "<svg onload", "<img src=x", "<iframe"):
            assert bad not in html, (name, bad)


def test_home_and_setup_escape_and_list_every_game():
    html = shell.render_home("en", {"kokonana": {"moves": 3}}, [{"key": "k", "title": "<b>x</b>", "why": "<script>"}],
                             games.shelf())
    for name in games.names():
        assert f'data-game="{name}"' in html
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "Continue" in html
    for name in games.names():
        g = games.get(name)
        setup = newgame.default_setup(g)
        form = newgame.render_setup(g, "de", setup)
        assert 'id="start-game"' in form
        for o in g.options_spec:
            shown = f'optk:{o.key}"' in form
            assert shown == o.applies(setup["options"], setup["count"]), (name, o.key)
            if shown:
                assert f'opt:{o.key}' in form or f'optl:{o.key}' in form, (name, o.key)


def test_parse_setup_builds_players_and_options():
    g = games.get("kokonana")
    players, options = newgame.parse_setup(g, {"count": "3", "name0": "Ann", "kind0": "human",
                                             "name1": "", "kind1": "bot:memory", "name2": "Cy",
                                             "kind2": "human", "opt:grid": '"4x5"', "opt:young_children": True,
                                             "opt:bank_capacity": "2", "optk:grid": "1", "optk:young_children": "1",
                                             "optk:bank_capacity": "1"})
    assert [p["name"] for p in players][0] == "Ann" and players[1]["kind"] == "computer"
    assert players[1]["bot"] == "memory" and players[1]["name"]
    assert options["grid"] == "4x5" and options["young_children"] is True and options["bank_capacity"] == 2
    # an option the form did not show keeps its default (a hidden checkbox is not an unticked one)
    _, options = newgame.parse_setup(g, {"count": "2", "opt:grid": '"4x5"'})
    assert options == g.default_options()
    # unnamed seats: the one person is "You", a computer is "Computer", several are numbered
    players, _ = newgame.parse_setup(g, {"count": "2", "kind1": "bot:memory"})
    assert [p["name"] for p in players] == ["You", "Computer"]
    players, _ = newgame.parse_setup(g, {"count": "3", "kind2": "bot:memory"}, "de")
    assert [p["name"] for p in players] == ["Spieler 1", "Spieler 2", "Computer"]
    with pytest.raises(ValueError):
        newgame.parse_setup(g, {"count": "7"})


def test_pass_screen_only_between_people_with_hidden_information():
    g = games.get("kokonana")
    s = g.new_game([{"name": "A"}, {"name": "B"}], 1)
    assert seats.needs_pass_screen(g, s, 0, 1)
    s2 = g.new_game([{"name": "A"}, {"name": "B", "kind": "computer", "bot": "random"}], 1)
    assert not seats.needs_pass_screen(g, s2, 0, 0)
    html = shell.render_game(g, s, {"seat": 1, "pass_to": 1, "sel": {}}, "en")
    assert "Pass the device to B" in html and 'id="pass-ready"' in html


@pytest.mark.parametrize("name", [n for n in games.names() if games.get(n).hidden_information])
def test_the_pass_screen_holds_only_the_spectators_table_hidden_and_inert(name):
    """While the device changes hands the page holds no seat's secrets: after the prompt, exactly the view
    of no seat (every hand face down), marked to be neither drawn nor reachable (data-passing: app.css;
    inert), in the game's own section, so that the reveal changes only where the two views differ."""
    g = games.get(name)
    s = g.new_game([{"name": "A"}, {"name": "B"}], 5)
    rng = Rng(5)
    for _ in range(6):                       # a few moves in, with something on the table
        if g.is_over(s):
            break
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    seat = s["to_move"] if s["to_move"] is not None else 0
    html = shell.render_game(g, s, {"seat": seat, "pass_to": seat, "sel": {}}, "en", embed=True)
    view_mod = games.module(name, "view")
    ctx = {"lang": "en", "legal": [], "sel": {}, "compact": False, "changed": set()}
    public = view_mod.render(g.view(s, None), dict(ctx, seat=None))
    assert html.endswith(f'<section class="game-area" data-game-screen="{name}" data-passing="1" inert>{public}</section>')
    assert html.index('id="pass-ready"') < html.index("game-area") and "data-act=" not in public
    for who in (0, 1):                        # neither person's own view is in the page
        if g.view(s, who) != g.view(s, None):
            assert view_mod.render(g.view(s, who), dict(ctx, seat=who)) not in html
    played = shell.render_game(g, s, {"seat": seat, "sel": {}}, "en", embed=True)
    assert f'<section class="game-area" data-game-screen="{name}">' in played    # the same section, drawn


def test_settle_ui_follows_the_seat_to_move_and_asks_for_the_device_between_people():
    g = games.get("kokonana")
    s = g.new_game([{"name": "A"}, {"name": "B"}], 1)
    ui = {"sel": {"x": 1}}
    seats.settle_ui(g, s, ui, first=True)            # the first screen: no pass screen, nothing selected
    assert ui["shown"] == ui["seat"] == s["to_move"] and ui.get("pass_to") is None and ui["sel"] == {}
    s2 = dict(s, to_move=1 - s["to_move"])
    seats.settle_ui(g, s2, ui)                         # the other person's turn: hand the device over
    assert ui["seat"] == s2["to_move"] and ui["pass_to"] == s2["to_move"] and ui["shown"] == s["to_move"]
    solo = g.new_game([{"name": "A"}, {"name": "C", "kind": "computer", "bot": "random"}], 1)
    ui = {"shown": 0}
    seats.settle_ui(g, dict(solo, to_move=1), ui)    # a computer moves: the screen stays on the person
    assert ui["seat"] == 0 and ui.get("pass_to") is None


def _history(g, state):
    h = [g.new_game(state["players"], state["seed"], state["options"])]
    for a in state["actions"]:
        h.append(g.apply(h[-1], a))
    return h


def test_undo_policy_stops_at_reveals_and_other_peoples_moves():
    g = games.get("kokonana")
    s = g.new_game([{"name": "A"}, {"name": "B"}], 3)
    s["matched"]["S"] = [True] * 20
    g._start_turn(s, 0)
    s["actions"] = []
    # a hop can be taken back; a flip (reveal) cannot
    s1 = g.apply(s, {"t": "hop", "to": "S0"})
    hist = [s, s1]
    assert records.undo_target(g, hist, {0, 1}) == 0
    s2 = g.apply(s1, g.legal_actions(s1)[0])      # a flip
    assert g.legal_actions(s1)[0]["t"] == "flip"
    assert records.undo_target(g, [s, s1, s2], {0, 1}) is None


def test_undo_against_the_computer_goes_back_to_the_persons_last_decision():
    g = games.get("koi")
    players = [{"name": "A"}, {"name": "B", "kind": "computer", "bot": "random"}]
    s = g.new_game(players, 5)
    hist = [s]
    rng = Rng(3)
    for _ in range(30):
        st = hist[-1]
        if g.is_over(st):
            break
        legal = g.legal_actions(st)
        hist.append(g.apply(st, legal[rng.below(len(legal))]))
    k = records.undo_target(g, hist, {0})
    if k is not None:
        assert hist[k]["to_move"] == 0, "undo lands on the person's own decision"
        for i in range(k, len(hist) - 1):
            assert not g.reveals(hist[i], hist[-1]["actions"][i], hist[i + 1])


@pytest.mark.parametrize("name", games.names())
def test_save_and_link_round_trip(name):
    g = games.get(name)
    state = play(g, g.new_game(g.max_players, 9), 12)
    assert records.load_record(records.save_text(state)) == state
    link = records.encode_link(state)
    assert records.decode_link(link) == state
    assert records.decode_link(records.encode_link(state, upto=3))["actions"] == state["actions"][:3]


def test_bad_links_and_saves_are_refused_with_a_message():
    for bad in ["", "%%%", "A" * 100_000, "eJzLSM3JyVcozy/KSQEAGgQEXQ"]:
        with pytest.raises(BadState):
            records.decode_link(bad)
    g = games.get("kokonana")
    s = g.new_game(2, 1)
    rec = json.loads(records.save_text(s))
    rec["actions"] = [{"t": "flip", "s": "S", "i": 99}]
    with pytest.raises(BadState, match="does not replay"):
        records.load_record(json.dumps(rec))
    rec["v"] = 99
    with pytest.raises(BadState, match="newer"):
        records.load_record(json.dumps(rec))


def test_old_format_save_is_migrated():
    """Save format 1 (the whole state as JSON, as the first builds wrote it) still loads."""
    g = games.get("kokonana")
    s = play(g, g.new_game(2, 8), 5)
    old = g.to_json(s)                         # format 1: no "v", a full state with "schema"
    assert records.load_record(old) == s


def test_a_stored_format_1_save_still_loads():
    """A save written by the first builds (format 1: the whole state, kept as a file) loads and
    is upgraded to the record format on the next save."""
    from pathlib import Path
    text = (Path(__file__).parent / "data" / "kokonana-save-format1.json").read_text()
    state = records.load_record(text)
    assert state["game"] == "kokonana" and len(state["actions"]) == 9
    assert json.loads(records.save_text(state))["v"] == records.SAVE_VERSION


def random_screens(name, every, looks):
    """The game screens along three seeded random games of ``name``, every ``every`` moves, as ``looks(state)``
    says: pairs of (language, seat or None for a spectator)."""
    g = games.get(name)
    for seed in range(3):
        s = g.new_game(max(2, g.min_players), seed=seed)
        rng = Rng.from_seed(seed)
        for step in range(120):
            if g.is_over(s):
                break
            if step % every == 0:
                for lang, seat in looks(s):
                    yield shell.render_game(g, s, {"seat": seat, "sel": {}}, lang)
            s = g.apply(s, rng.choice(g.legal_actions(s)))


@pytest.mark.parametrize("name", games.names())
def test_game_defs_style_every_drawing_class_a_screen_uses_and_hold_no_state(name):
    """``assets.game_defs`` (issue 8): the generated CSS of a game's shared drawings, loaded once with its
    stylesheet.  It is one fixed text (no argument: nothing of any game state can reach it), holds no inline
    markup, and defines every ``*-art-*`` class the game's screens use, over random games in both languages."""
    import re
    defs = assets.game_defs(name)
    assert defs == assets.game_defs(name) and "<style" not in defs and "</" not in defs
    defined = set(re.findall(r"^\.([\w-]+) \{", defs, re.M))
    used = set()
    for page in random_screens(name, 5, lambda s: (("en", s["to_move"]), ("de", s["to_move"]))):
        used |= set(re.findall(r"\b(\w+-art-[\w-]+)", page))
    assert used <= defined, sorted(used - defined)


@pytest.mark.parametrize("name", games.names())
def test_every_shape_a_screen_refers_to_is_in_the_screen_or_the_games_sprites(name):
    """``assets.game_sprites``: a game's shared ``<symbol>``s, kept once in the page outside the screen, so a
    click's screen need not carry them.  Every ``href="#…"`` and ``url(#…)`` of a screen (random games, both
    languages, every seat's view and a spectator's) names an id of that screen or of the sprites, which are
    one fixed text (no argument: no game state can reach them)."""
    import re
    sprites = assets.game_sprites(name)
    assert sprites == assets.game_sprites(name)
    have = set(re.findall(r'\bid="([^"]+)"', sprites))
    g = games.get(name)
    refs = 0
    for page in random_screens(name, 7, lambda s: (("en", s["to_move"]), ("de", None))):
        ids = have | set(re.findall(r'\bid="([^"]+)"', page))
        wanted = {a or b for a, b in re.findall(r'href="#([^"]+)"|url\(#([^)]+)\)', page)}
        refs += len(wanted)
        assert wanted <= ids, sorted(wanted - ids)
    assert refs or name == "kohaku", "the screens refer to shapes (the check reached them)"
    if name in ("kokonana", "koikoi"):
        assert "<symbol" in sprites and "<symbol" not in shell.render_game(
            g, g.new_game(2, seed=1), {"seat": 0, "sel": {}}, "en"), "a screen carries no symbol of its own"



@pytest.mark.parametrize("name", games.names())
@pytest.mark.parametrize("players", [1_000_000_000, 9, [{"name": "x"}] * 10_000, 0, -5, "4"])
def test_a_link_naming_too_many_players_is_refused_before_any_is_built(name, players):
    """Issue 43: a share link whose record names a billion players froze the page for 20 s while a billion
    seats were built, before the game refused them.  The count is checked first (before it, this test ran
    out of memory or time), and the refusal says what is wrong."""
    g = games.get(name)
    rec = records.record_of(g.new_game(g.max_players, 1))
    rec["players"] = players
    with pytest.raises(BadState) as e:
        records.decode_link(records.encode_link(rec))
    assert "player" in str(e.value)
