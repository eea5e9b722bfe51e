"""Koi-Koi in a real browser: a whole month against the computer, played by clicking the cards and
buttons the page shows, including a koi decision; the opponent's hidden hand is never in the page."""
import json

from conftest import open_link_game
from pondside import Rng, games
from pondside.app import records
from pondside.games.koikoi.bots import BOTS

G = games.get("koikoi")
PLAYERS = [{"name": "You", "kind": "human"}, {"name": "Computer", "kind": "computer", "bot": "heuristic"}]
SAVE = "pondside:v1:save:koikoi"


def policy(state):
    """The person's choices: call koi when offered (once), otherwise the first legal action."""
    legal = G.legal_actions(state)
    if {"t": "koi"} in legal:
        return {"t": "koi"}
    return legal[0]


def bot_move(state):
    seat = state["to_move"]
    p = state["players"][seat]
    rng = Rng.from_seed(f"{state['seed']}:{len(state['actions'])}")      # as static/main.py seeds it
    return BOTS[p["bot"]](G, G.view(state, seat), G.legal_actions(state), rng)


def month_of(state):
    return G.view(state, 0).get("month", G.view(state, 0).get("round"))


def find_seed():
    """A seed whose first month brings the person a koi decision under this policy (searched in
    CPython with the same bot seeding as the page), so the browser test is reproducible."""
    for seed in range(1, 400):
        s = G.new_game(PLAYERS, seed)
        koi = False
        for _ in range(200):
            if G.is_over(s) or {"t": "next"} in G.legal_actions(s):
                break
            a = policy(s) if s["to_move"] == 0 else bot_move(s)
            koi = koi or (a == {"t": "koi"} and s["to_move"] == 0)
            s = G.apply(s, a)
        if koi and {"t": "next"} in G.legal_actions(s):
            return seed
    raise AssertionError("no seed with a koi decision found")


def click_action(page, action):
    attr = json.dumps(action, separators=(",", ":"), sort_keys=True)
    target = page.locator(f"[data-act='{attr}']")
    if target.count() == 0 and action.get("t") == "play" and "take" in action:
        page.click(f"[data-sel='{json.dumps({'card': action['card']}, separators=(',', ':'))}']")
        target = page.locator(f"[data-act='{attr}']")
    target.first.click()


def test_a_whole_month_against_the_computer_by_clicking(page, server):
    seed = find_seed()
    state = G.new_game(PLAYERS, seed)
    open_link_game(page, server, state)
    koi_clicked = False
    for _ in range(200):
        page.wait_for_function("!document.querySelector('.thinking')")
        text = page.evaluate(f"localStorage.getItem('{SAVE}')")
        state = records.load_record(text) if text else state
        if {"t": "next"} in G.legal_actions(state) or state["history"]:
            break          # the month is over (its result is recorded), whoever presses "next"
        if state["to_move"] != 0:
            continue
        # the opponent's hidden hand is never in the page
        html = page.content()
        for card in state["hands"][1]:
            assert f'"card":"{card}"' not in html and f"data-card=\"{card}\"" not in html
        action = policy(state)
        if action == {"t": "koi"}:
            dialog = page.locator(".kk-dialog", has=page.locator("[data-act='{\"t\":\"stop\"}']"))
            assert dialog.count() == 1, "the koi-or-stop dialog is shown, with stop beside koi"
            koi_clicked = True
        n = len(state["actions"])
        click_action(page, action)
        page.wait_for_function(f"(JSON.parse(localStorage.getItem('{SAVE}') || '{{\"actions\":[]}}')).actions.length > {n}")
    assert koi_clicked, "the month included a koi decision"
    assert state["history"] or {"t": "next"} in G.legal_actions(state), "the month was played to its end"
    assert len(state["history"]) <= 1
