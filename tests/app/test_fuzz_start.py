"""Nothing a link, a save or the settings hold stops the start (issue 27): a structure-aware fuzzer mutates real
records of every game — a node swapped for deep nesting, a float, a huge number, a long text, null; keys
dropped; moves repeated — and feeds them to the pure start-up path (pondside.app.session) as a saved game, a
share link, an embed's options and the settings.  Each input must end on a screen with the reason said, within
2 s and 300 MB (Python's own allocations, measured by tracemalloc)."""
import base64
import json
import time
import tracemalloc
import urllib.parse
import zlib

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from pondside import Rng, games
from pondside.app import records
from pondside.app.session import KEY_SETTINGS, MemoryStore, Session, parse_hash, save_key
from support.play import table_size

LIMIT_S = 2.0
LIMIT_BYTES = 300 * 2 ** 20
NAMES = games.names()


def real_record(name, seed, moves):
    g = games.get(name)
    s = g.new_game(table_size(g), seed)
    rng = Rng.from_seed(seed)
    for _ in range(moves):
        if g.is_over(s):
            break
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    return json.loads(records.save_text(s))


RECORDS = {name: [real_record(name, seed, moves) for seed, moves in ((1, 0), (2, 7), (3, 30))] for name in NAMES}

NASTY = st.one_of(
    st.just("[" * 5000 + "]" * 5000),
    st.integers(1, 30).map(lambda d: json.loads("[" * d + "]" * d)),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from([12.0, 2.0, 1e308, -1, 0, 10 ** 30, -10 ** 30, True, False, None, "", {}, [], {"t": None}]),
    st.text(max_size=40),
    st.just("x" * 200_000),
    st.lists(st.integers(-5, 5), max_size=5),
)


def paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node[:12]):
            yield from paths(v, prefix + (i,))


def set_at(node, path, value):
    if not path:
        return value
    node = json.loads(json.dumps(node))
    cur = node
    for p in path[:-1]:
        cur = cur[p]
    cur[path[-1]] = value
    return node


def drop_at(node, path):
    node = json.loads(json.dumps(node))
    cur = node
    for p in path[:-1]:
        cur = cur[p]
    if isinstance(cur, dict):
        cur.pop(path[-1], None)
    elif isinstance(cur, list) and cur:
        cur.pop(path[-1] if isinstance(path[-1], int) and path[-1] < len(cur) else 0)
    return node


@st.composite
def mutated(draw, name):
    rec = draw(st.sampled_from(RECORDS[name]))
    kind = draw(st.sampled_from(["swap", "swap", "drop", "repeat", "format", "old"]))
    ps = [p for p in paths(rec) if p]
    if kind == "swap":
        return set_at(rec, draw(st.sampled_from(ps)), draw(NASTY))
    if kind == "drop":
        return drop_at(rec, draw(st.sampled_from(ps)))
    if kind == "repeat":                       # an endless legal-looking record
        acts = rec["actions"] or [{"t": "pass"}]
        return dict(rec, actions=acts * draw(st.integers(20, 4000)))
    if kind == "format":
        return dict(rec, v=draw(st.sampled_from([1, 2, 3, "2", None, 2.0])))
    return dict(rec, schema=draw(st.sampled_from([1, 2, 0, None, "1"])))   # the old, whole-state format


def link_of(data) -> str:
    raw = json.dumps(data).encode()
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def start(store, hash_=""):
    """The start-up path as the page runs it: the session, its boot, its first screen."""
    s = Session(store, parse_hash(hash_), clock=lambda: time.perf_counter() * 1000)
    s.boot()
    html = s.html()
    while s.timer == "think" and s.thinker is not None:   # a computer's first move, if the game opened on one
        s.tick()
    return s, html


def bounded(run):
    """Run ``run`` and check it stayed within the time and memory limits; return its result."""
    tracemalloc.start()
    t0 = time.perf_counter()
    try:
        out = run()
    finally:
        took = time.perf_counter() - t0
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert took < LIMIT_S * 2, f"took {took:.2f} s"      # (tracemalloc roughly doubles the time)
    assert peak < LIMIT_BYTES, f"used {peak / 2 ** 20:.0f} MB"
    return out


def check_outcome(s, html):
    assert s.screen in ("home", "game", "position", "setup")
    if s.screen == "home":
        assert 'class="shelf"' in html
    if s.screen == "game":
        g = s.game
        assert g.min_players <= len(s.state["players"]) <= g.max_players
        assert len(s.state["actions"]) <= g.max_actions


FUZZ = settings(max_examples=40, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(data=st.data())
def test_a_mutated_save_never_stops_the_start_and_is_never_lost(name, data):
    rec = data.draw(mutated(name))
    text = json.dumps(rec)
    store = MemoryStore({save_key(name): text, KEY_SETTINGS: json.dumps({"current": name})})
    s, html = bounded(lambda: start(store))
    check_outcome(s, html)
    if s.screen == "home":              # refused: set aside with its reason, never dropped
        kept = [k for k in store.keys() if k.startswith("pondside:v1:bad:")] + [save_key(name)]
        assert any(store.get(k) == text for k in kept), "the bad save was lost"
        assert "could not be read" in html or "not be opened" in html


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(data=st.data())
def test_a_mutated_link_never_stops_the_start(name, data):
    rec = data.draw(mutated(name))
    s, html = bounded(lambda: start(MemoryStore(), "#g=" + link_of(rec)))
    check_outcome(s, html)
    if s.screen == "home":
        assert "could not be opened" in html


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(n=st.one_of(st.integers(-3, 10), st.just(10 ** 9), st.text(max_size=6)), opts=st.data())
def test_a_mutated_embed_never_stops_the_start(name, n, opts):
    g = games.get(name)
    base = g.default_options()
    key = opts.draw(st.sampled_from(sorted(base) or ["x"]))
    options = dict(base, **{key: opts.draw(NASTY)})
    text = urllib.parse.quote(json.dumps(options))[:30_000]
    s, html = bounded(lambda: start(MemoryStore(), f"#embed=1&new={name}&seed=3&n={n}&opts={text}"))
    check_outcome(s, html)


@FUZZ
@given(settings_text=st.one_of(st.text(max_size=200), st.just("{" * 3000), NASTY.map(json.dumps)))
def test_mutated_settings_never_stop_the_start(settings_text):
    store = MemoryStore({KEY_SETTINGS: settings_text})
    s, html = bounded(lambda: start(store))
    check_outcome(s, html)
