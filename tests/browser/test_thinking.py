"""Computer players never freeze the page: their thinking runs in short slices on timers (the bots'
``think`` generators, driven by static/pondside_browser.py), a "thinking" indicator shows, and the page answers clicks
while the computer plays."""
import pytest

from conftest import wait_ready
from pondside import games
from pondside.app import records

STRONGEST = {"koi": "planner", "bigpond": "lookahead", "kohaku": "planner", "koikoi": "strong"}


def _open_computer_game(page, server, name, seed=3):
    g = games.get(name)
    players = [{"name": f"C{i + 1}", "kind": "computer", "bot": STRONGEST[name]} for i in range(2)]
    state = g.new_game(players, seed)
    page.goto(server.url + "#botdelay=0&g=" + records.encode_link(state))
    wait_ready(page)
    page.wait_for_selector(f"[data-game-screen={name}]")


def _stats(page):
    return page.evaluate("window.pondsideThink ? {...window.pondsideThink} : null")


@pytest.mark.parametrize("name", ["koi", "koikoi", "bigpond"])
def test_long_thinking_is_cut_into_short_slices(page, server, name):
    # the strongest levels think for up to a few hundred milliseconds per move in one piece
    _open_computer_game(page, server, name)
    page.wait_for_function("window.pondsideThink && window.pondsideThink.decisions >= 12", timeout=180_000)
    st = _stats(page)
    assert st["max_decision_slices"] > 1, st        # some decision took several slices
    assert st["slices"] > st["decisions"], st
    # a slice is SLICE_MS (8 ms) plus one chunk of the bot's work (≤ ~16 ms in CPython): nearly all slices
    # stay within a few frames, far below the 200-500 ms a whole decision takes in one piece.  The longest
    # single slice is wall time, which a loaded 2-core machine stretches when it preempts the page (seen:
    # 150-350 ms at load 10), so it only has to stay below one whole decision.
    assert st["p95_slice_ms"] < 60, st
    assert st["max_slice_ms"] < 500, st


def test_the_page_answers_while_the_computer_plays(page, server):
    _open_computer_game(page, server, "koikoi")
    page.wait_for_selector(".thinking[role=status]", timeout=60_000)   # the indicator is shown
    # the page still takes commands while computer turns follow one another
    page.click("text=Game log")
    page.wait_for_selector("aside.log", timeout=30_000)
    page.wait_for_function("window.pondsideThink && window.pondsideThink.decisions >= 4", timeout=120_000)
    assert _stats(page)["decisions"] >= 4
