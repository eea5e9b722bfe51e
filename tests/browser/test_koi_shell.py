"""KOI through the real app shell: a whole 2-player game against the computer, opened from a link and
played by clicking the rendered markup (data-act and data-sel)."""
import random

from conftest import wait_ready
from pondside import games
from pondside.app import records

G = games.get("koi")
SAVE = "pondside:v1:save:koi"


def test_whole_game_against_the_computer_in_the_app(page, server):
    players = [{"name": "Ann", "kind": "human"}, {"name": "Computer", "kind": "computer", "bot": "greedy"}]
    state = G.new_game(players, 11)
    page.goto(server.url + "#botdelay=0&g=" + records.encode_link(state))
    wait_ready(page)
    page.wait_for_selector("[data-game-screen=koi]")
    rng = random.Random(11)
    for clicks in range(1500):
        page.wait_for_function("!document.querySelector('.thinking')")
        if page.locator(".game-over").count():
            break
        acts = page.locator(".game-area [data-act]")
        sels = page.locator(".game-area [data-sel]:not([data-sel*='show']):not([data-sel*='_clear'])")
        n_act, n_sel = acts.count(), sels.count()
        assert n_act + n_sel > 0, "my turn offers nothing to click"
        if n_act and (not n_sel or rng.random() < 0.75):
            target = acts.nth(rng.randrange(n_act))
        else:
            target = sels.nth(rng.randrange(n_sel))
        target.dispatch_event("click")
    page.wait_for_selector(".game-over")
    state = records.load_record(page.evaluate(f"localStorage.getItem('{SAVE}')"))
    assert G.is_over(state) and G.winners(state)
