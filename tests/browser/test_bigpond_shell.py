"""Big Pond through the real app: a whole 2-player game against the computer, opened from a link and played
by clicking the rendered markup (every third SVG target by keyboard); the save follows every move. A pick
takes two taps: the first chooses the pair (nothing is paid: the save does not change), the second takes it."""
import json

from conftest import open_link_game
from pondside import games
from pondside.app import records

G = games.get("bigpond")
SAVE = "pondside:v1:save:bigpond"


def test_whole_game_against_the_computer_in_the_app(page, server):
    players = [{"name": "Ann", "kind": "human"}, {"name": "Computer", "kind": "computer", "bot": "greedy"}]
    state = G.new_game(players, 2024)
    open_link_game(page, server, state)
    assert page.locator(".bigpond-ringsvg").count() == 1
    steps = keyboard = 0
    while True:
        page.wait_for_function("window.pondsideSettled ? pondsideSettled() : !document.querySelector('.thinking')")
        text = page.evaluate(f"localStorage.getItem('{SAVE}')")
        state = records.load_record(text) if text else state
        if G.is_over(state):
            break
        assert state["to_move"] == 0
        phase = state["phase"]
        if phase == "pick":
            chooses = page.locator("g.bigpond-pick[data-sel]")
            assert chooses.count() > 0 and page.locator(".game-area [data-act]").count() == 0
            n = len(state["actions"])
            chooses.nth(steps % chooses.count()).dispatch_event("click")
            page.wait_for_selector("g.bigpond-pick[data-act]")
            assert json.loads(page.evaluate(f"localStorage.getItem('{SAVE}') || '{{\"actions\":[]}}'"))["actions"] \
                .__len__() == n, "choosing a pair must not take it"
            # the second tap: on the chosen tile (every other turn) or the Take button
            loc = page.locator("g.bigpond-pick[data-act]" if steps % 2 else ".bigpond-pickbar button[data-act]")
        elif phase == "place":
            loc = page.locator("g.bigpond-place[data-act], .game-area button[data-act]")
        else:
            ends = page.locator("button[data-act].bigpond-primary")
            loc = ends if ends.count() else page.locator(".game-area [data-act]")
        assert loc.count() > 0, f"no clickable action in phase {phase}"
        el = loc.nth(steps % loc.count())
        assert el.get_attribute("aria-label") or el.inner_text().strip()
        n = len(state["actions"])
        if steps % 3 == 0 and el.get_attribute("role") == "button":
            el.focus()                      # keyboard: reachable and chosen with Enter
            page.keyboard.press("Enter")
            keyboard += 1
        else:
            el.dispatch_event("click")
        page.wait_for_function(f"JSON.parse(localStorage.getItem('{SAVE}') || '{{\"actions\":[]}}').actions.length > {n}")
        steps += 1
        assert steps < 300, "the game did not end"
    page.wait_for_selector(".game-over")
    assert G.winners(state)
    assert state["turns"][0] == state["turns"][1] >= 10
    assert keyboard > 5
    assert page.locator(".bigpond-results").is_visible()
    assert page.locator(".game-area [data-act]").count() == 0
