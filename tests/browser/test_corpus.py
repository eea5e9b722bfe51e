"""Issue 27 in real Chromium: a corpus of crafted links and saves (the reproductions of
tests/app/test_reproductions.py that apply in a browser) loaded into the app.  Each must end on the home
shelf or in the game, ready (``body[data-ready=1]``), with the reason shown when it did not open, and
nothing lost from localStorage.  Addresses that only carry a game link are opened by a hash change in one
running page (the way a pasted link reaches a running app); the rest, which need a start (saves, settings,
embeds, positions), each by a real navigation of one page whose storage is set before it loads."""
import base64
import json
import zlib

import pytest
from playwright.sync_api import Error as PlaywrightError

from conftest import open_app, wait_ready
from pondside import games
from pondside.app import records

PREFIX = "pondside:v1:"
SETTINGS = PREFIX + "settings"
DEEP = 10_000
ENTRY_TIMEOUT_MS = 30_000      # generous for a loaded 2-core machine; a frozen or crashed page never gets there


def save(name):
    return f"{PREFIX}save:{name}"


def link_of(data) -> str:
    raw = (data if isinstance(data, str) else json.dumps(data)).encode()
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def deep_json(depth=DEEP) -> str:
    return "[" * depth + "]" * depth


def record(name, players=2, seed=1) -> dict:
    return json.loads(records.save_text(games.get(name).new_game(players, seed)))


def whole_state(name, **extra) -> str:
    g = games.get(name)
    return json.dumps(dict(json.loads(g.to_json(g.new_game(2, 1))), **extra))


def with_(rec, **kw):
    return dict(rec, **kw)


def koikoi_months_float():
    rec = record("koikoi")
    rec["options"]["months"] = 12.0
    return rec


def computers_only(name):
    rec = record(name)
    rec["players"] = [{"name": "Ann", "kind": "computer", "bot": "easy"},
                      {"name": "Ben", "kind": "computer", "bot": "easy"}]
    return rec


def bot_object():
    rec = record("kokonana")
    rec["players"][1] = {"name": "Computer", "kind": "computer", "bot": {}}
    return rec


NOT_SHOWN = ("12.0", "Traceback", "Error", "None", "_")

# ---------------------------------------------------------------- game links, by hash changes in one page
# (label, the g= part and anything before it, words the notice holds; None: the game opens)
LINKS = [
    ("deep JSON", "g=" + link_of(deep_json()), ["nested too deeply"]),
    ("raw brackets", "g=" + "[" * 64, ["could not be opened"]),
    ("KOI options null", "g=" + link_of(with_(record("koi"), options=None)), None),
    ("Koi-Koi months 12.0", "g=" + link_of(koikoi_months_float()), ["Game length", "12 months"]),
    ("huge bot delay", "botdelay=99999999999999999999&g=" + link_of(computers_only("koikoi")), None),
    ("level {}", "g=" + link_of(bot_object()), ["level"]),
    ("20,000 moves", "g=" + link_of(with_(record("kokonana"), actions=[{"t": "flip"}] * 20_000)),
     [f"more than {games.get('kokonana').max_actions} moves"]),
    ("1.9 MB seed", "g=" + link_of(with_(record("kohaku"), seed="x" * 1_900_000)), ["seed is too long"]),
]
GOOD = "g=" + link_of(record("kohaku", seed=7))


def notice_text(page):
    return " ".join(page.locator(".notice-bad").all_inner_texts())


def test_crafted_game_links_reach_a_screen_and_say_why(page, server):
    open_app(page, server)
    for label, hash_, words in LINKS:
        # through a good game first, so that each entry's screen is its own (two refusals look alike)
        page.evaluate("h => { location.hash = h; }", GOOD)
        page.wait_for_selector("[data-game-screen=kohaku]", timeout=ENTRY_TIMEOUT_MS)
        page.evaluate("h => { location.hash = h; }", hash_)
        if words is None:
            page.wait_for_selector("[data-game-screen]:not([data-game-screen=kohaku])", timeout=ENTRY_TIMEOUT_MS)
            assert not page.locator(".notice-bad").count(), label
        else:
            page.wait_for_selector("ul.shelf", timeout=ENTRY_TIMEOUT_MS)
            text = notice_text(page)
            assert "could not be opened" in text, (label, text)
            for w in words:
                assert w in text, (label, w, text)
            assert not any(x in text for x in NOT_SHOWN), (label, text)
    assert page.evaluate("document.body.dataset.ready") == "1"


# ---------------------------------------------------------------- starts: saves, settings, embeds, positions
KK_OTHER = records.save_text(games.get("koikoi").new_game(2, 3))
KK_MINE = records.save_text(games.get("koikoi").new_game(2, 4))
V2_SCHEMA = json.dumps(with_(record("kohaku"), schema=1))

# (label, localStorage before the start, the address's hash, words the notice holds (None: the game opens),
#  keys that must hold exactly this afterwards, the prefix of a key the set-aside text must be found under)
STARTS = [
    ("deep save", {save("kohaku"): deep_json(), SETTINGS: json.dumps({"current": "kohaku"})}, "",
     ["Kōhaku", "nested too deeply", "kept aside"], {}, ("bad:kohaku:", deep_json())),
    ("deep settings", {SETTINGS: deep_json()}, "", ["Your settings", "kept aside"], {}, ("bad:settings:", deep_json())),
    ("v2 with a schema", {save("kohaku"): V2_SCHEMA, SETTINGS: json.dumps({"current": "kohaku"})}, "",
     None, {save("kohaku"): V2_SCHEMA}, None),
    ("Kokonana! pos []", {save("kokonana"): whole_state("kokonana", pos=[]),
                          SETTINGS: json.dumps({"current": "kokonana"})}, "",
     ["Kokonana!", "damaged", "kept aside"], {}, ("bad:kokonana:", whole_state("kokonana", pos=[]))),
    ("Koi-Koi piles []", {save("koikoi"): whole_state("koikoi", piles=[]),
                          SETTINGS: json.dumps({"current": "koikoi"})}, "",
     ["Koi-Koi", "damaged", "kept aside"], {}, ("bad:koikoi:", whole_state("koikoi", piles=[]))),
    ("Koi-Koi under Kōhaku's save", {save("kohaku"): KK_OTHER, save("koikoi"): KK_MINE,
                                     SETTINGS: json.dumps({"current": "kohaku"})}, "",
     ["Kōhaku", "Koi-Koi", "kept aside"], {save("koikoi"): KK_MINE}, ("bad:kohaku:", KK_OTHER)),
    ("position deep", {}, "#position=" + base64.urlsafe_b64encode(deep_json().encode()).decode() + "&game=kohaku",
     ["could not be opened", "nested too deeply"], {}, None),
    ("embed options deep", {}, "#embed=1&new=koikoi&opts=" + "%5B" * DEEP + "%5D" * DEEP,
     ["could not be opened"], {}, None),
    ("embed options %E0%A4%A", {}, "#embed=1&new=koikoi&opts=%E0%A4%A", ["could not be opened", "damaged"], {}, None),
    ("embed ring_slots 12.0", {}, "#embed=1&new=bigpond&n=2&opts=" + json.dumps({"ring_slots": 12.0}),
     ["could not be opened", "12 spaces"], {}, None),
    ("embed a billion players", {}, "#embed=1&new=kohaku&seed=1&n=1000000000", ["could not be opened"], {}, None),
]


def on_origin(page, server):
    """On the app's origin without starting the app (a small file of it), so that localStorage can be set.
    (The browser asks for /favicon.ico beside a file that is not a page: the app has none, by design.)"""
    page.pondside_allow(r"favicon\.ico")
    page.goto(server.url + "manifest.webmanifest")


def load_with(page, server, storage: dict, hash_: str):
    """Set localStorage to exactly ``storage`` on the app's origin, then start the app at ``hash_`` (a real
    navigation: a hash change alone would not start it again)."""
    page.evaluate("s => { localStorage.clear(); for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v); }",
                  storage)
    page.goto("about:blank")
    page.goto(server.url + hash_)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=ENTRY_TIMEOUT_MS)


def stored(page) -> dict:
    return page.evaluate("() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))")


GROUPS = {"saves": STARTS[:6], "addresses": STARTS[6:]}


@pytest.mark.parametrize("group", GROUPS)
def test_crafted_saves_and_starts_reach_a_screen_and_lose_nothing(page, server, group):
    on_origin(page, server)
    for label, storage, hash_, words, same, aside in GROUPS[group]:
        load_with(page, server, storage, hash_)
        if words is None:
            page.wait_for_selector("[data-game-screen]", timeout=ENTRY_TIMEOUT_MS)
            assert not page.locator(".notice-bad").count(), label
        else:
            page.wait_for_selector("ul.shelf", timeout=ENTRY_TIMEOUT_MS)
            text = notice_text(page)
            for w in words:
                assert w in text, (label, w, text)
            assert not any(x in text for x in NOT_SHOWN), (label, text)
        now = stored(page)
        for k, v in same.items():
            assert now.get(k) == v, (label, k)
        if aside:
            prefix, text = aside
            found = [k for k in now if k.startswith(PREFIX + prefix)]
            assert len(found) == 1 and now[found[0]] == text, (label, "set aside, not lost")


def test_a_full_storage_leaves_a_bad_save_where_it_was(page, server):
    on_origin(page, server)
    bad = deep_json()
    # the bad save, then the origin's storage filled to the last kilobyte, before the app starts: setting
    # the save aside (a copy under a key of its own) cannot work
    filled = page.evaluate("""([key, bad, settings]) => {
        localStorage.clear();
        localStorage.setItem(key, bad);
        localStorage.setItem("pondside:v1:settings", settings);
        let n = 0;
        for (let size = 1 << 22; size >= 1024; size >>= 1) {
            const chunk = "x".repeat(size);
            for (;;) { try { localStorage.setItem("fill" + n, chunk); n++; } catch (e) { break; } }
        }
        return n;
    }""", [save("kohaku"), bad, json.dumps({"current": "kohaku"})])
    assert filled > 0
    page.goto("about:blank")
    page.goto(server.url)
    page.wait_for_selector("ul.shelf", timeout=ENTRY_TIMEOUT_MS)
    wait_ready(page)
    text = notice_text(page)
    assert "left where it was" in text and "kept aside" not in text, text
    now = page.evaluate(f"localStorage.getItem('{save('kohaku')}')")
    assert now == bad, "the save stays where it was"
    assert not [k for k in stored(page) if k.startswith(PREFIX + "bad:")]
    page.evaluate("localStorage.clear()")


def test_a_share_link_over_a_saved_game_then_a_move_then_a_reload_keeps_the_save(page, server):
    g = games.get("kokonana")
    mine = g.new_game([{"name": "Mine"}, {"name": "Yours"}], 5)
    mine = g.apply(mine, g.legal_actions(mine)[0])
    saved = records.save_text(mine)
    on_origin(page, server)
    other = g.new_game([{"name": "Linked"}, {"name": "Other"}], 9)
    load_with(page, server, {save("kokonana"): saved, SETTINGS: json.dumps({"current": "kokonana"})},
              "#g=" + records.encode_link(other))
    page.wait_for_selector("[data-game-screen=kokonana]")
    assert "Linked" in page.inner_text("#app")
    page.locator("#app [data-act]:not([disabled])").first.click()
    page.wait_for_function("document.querySelectorAll('.kn-open, .kn-stone, .kn-nomatch').length >= 1")
    assert page.evaluate(f"localStorage.getItem('{save('kokonana')}')") == saved, "the link never replaced it"
    # a reload (what follows a crashed renderer too) continues the player's own game, as saved
    page.goto("about:blank")
    page.goto(server.url)
    wait_ready(page)
    page.wait_for_selector("[data-game-screen=kokonana]")
    assert "Mine" in page.inner_text("#app") and "Linked" not in page.inner_text("#app")
    assert page.evaluate(f"localStorage.getItem('{save('kokonana')}')") == saved


def test_a_renderer_crash_mid_game_loses_nothing(page, server):
    """A crashed renderer ("Aw, Snap!") runs no more script: what recovers the game is that every move is
    already in localStorage, so the next load (a reload, a new tab) continues it at the same move."""
    g = games.get("kokonana")
    mine = g.new_game([{"name": "Mine"}, {"name": "Yours"}], 5)
    on_origin(page, server)
    load_with(page, server, {save("kokonana"): records.save_text(mine),
                             SETTINGS: json.dumps({"current": "kokonana"})}, "")
    page.wait_for_selector("[data-game-screen=kokonana]")
    page.locator("#app [data-act]:not([disabled])").first.click()
    page.wait_for_function(f"(localStorage.getItem('{save('kokonana')}') || '').includes('flip')")
    saved = page.evaluate(f"localStorage.getItem('{save('kokonana')}')")
    with page.expect_event("crash", timeout=ENTRY_TIMEOUT_MS):     # the renderer dies, as in a real crash
        with pytest.raises(PlaywrightError):
            page.goto("chrome://crash", timeout=ENTRY_TIMEOUT_MS)
    again = page.context.new_page()
    again.goto(server.url)
    wait_ready(again)
    again.wait_for_selector("[data-game-screen=kokonana]")
    assert "Mine" in again.inner_text("#app")
    assert again.evaluate(f"localStorage.getItem('{save('kokonana')}')") == saved
    assert len(json.loads(saved)["actions"]) == 1
    again.close()
