"""Koi-Koi in a real browser: a whole month against the computer, played by clicking the cards and
buttons the page shows, including a koi decision; the opponent's hidden hand is never in the page.  A whole
game tapped on two phone sizes (issue 22), and the computer's moves marked and its month's win held until
Continue (issue 21: waits for the shell)."""
import json
import re

import pytest

from conftest import open_link_game
from pondside import Rng, games
from pondside.app import records
from pondside.games.koikoi.bots import BOTS
from pondside.games.koikoi.text import yaku_name

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
    rng = Rng.from_seed(f"{state['seed']}:{len(state['actions'])}")      # as the session seeds it
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
        page.wait_for_function("window.pondsideSettled ? pondsideSettled() : !document.querySelector('.thinking')")
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


# ------------------------------------------------------------------ phone-first (issue 22)
LAYOUT = r"""() => {
  const vw = innerWidth, vh = innerHeight, y = scrollY;
  // checkVisibility: a closed menu's items keep their boxes (content-visibility: hidden) but can't be tapped
  const shown = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && e.checkVisibility({visibilityProperty: true}); };
  const ctl = [...document.querySelectorAll('#app [data-act], #app [data-sel], #app [data-nav], #app button, '
                + '#app [role=button], #app summary')].filter(shown);
  const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top + y, r.right, r.bottom + y]; };
  const name = e => (e.getAttribute('aria-label') || e.textContent || e.tagName).trim().slice(0, 50);
  const small = ctl.map(e => [name(e), box(e)]).filter(([n, b]) => b[2] - b[0] < 43.5 || b[3] - b[1] < 43.5);
  const over = [];
  for (let i = 0; i < ctl.length; i++) for (let j = i + 1; j < ctl.length; j++) {
    if (ctl[i].contains(ctl[j]) || ctl[j].contains(ctl[i])) continue;
    const a = box(ctl[i]), b = box(ctl[j]);
    if (Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > 0.5 && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > 0.5)
      over.push([name(ctl[i]), name(ctl[j])]);
  }
  const top = s => { const e = document.querySelector(s); return e && shown(e) ? box(e) : null; };
  const hand = [...document.querySelectorAll('.kk-hand [data-act], .kk-hand [data-sel]')].map(box);
  return {sideways: document.documentElement.scrollWidth - vw, vh, small, over, status: top('.kk-status'),
          dialog: top('.kk-act .kk-dialog'), hand};
}"""


def _policy(state, rng):
    legal = G.legal_actions(state)
    if {"t": "koi"} in legal:
        return {"t": "stop"} if rng.below(3) else {"t": "koi"}
    return legal[rng.below(len(legal))]


@pytest.mark.parametrize("size", [(390, 844), (360, 740)], ids=["390x844", "360x740"])
def test_a_whole_game_by_finger_on_a_phone(browser, server, size):
    """A whole game (three months) against the computer, tapped on a phone: at every step the page never
    scrolls sideways, every control is at least 44×44 CSS px, no two controls' tap areas overlap, and the
    prompt and the cards to tap (or the Koi/stop decision) are on the first screen."""
    w, h = size
    ctx = browser.new_context(viewport={"width": w, "height": h}, is_mobile=True, has_touch=True,
                              device_scale_factor=2)
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    state = G.new_game(PLAYERS, 3, {"months": 3})
    open_link_game(page, server, state)       # and keep it as the saved game, which the test reads
    rng = Rng(9)
    checked, phases = 0, set()
    for _ in range(400):
        page.wait_for_function("window.pondsideSettled ? pondsideSettled() : !document.querySelector('.thinking')")
        text = page.evaluate(f"localStorage.getItem('{SAVE}')")
        state = records.load_record(text) if text else state
        if G.is_over(state):
            break
        if page.locator("#hold-continue").count():     # a month's summary waits for the person's Continue
            page.locator("#hold-continue").click()
            continue
        if state["to_move"] != 0:
            continue
        page.evaluate("window.scrollTo(0, 0)")
        m = page.evaluate(LAYOUT)
        where = f"{w}x{h} month {state['month']} {state['phase']} move {len(state['actions'])}"
        assert m["sideways"] <= 0, f"{where}: the page scrolls sideways by {m['sideways']} px"
        assert not m["small"], f"{where}: controls under 44×44 px: {m['small'][:4]}"
        assert not m["over"], f"{where}: overlapping tap areas: {m['over'][:4]}"
        if state["phase"] == "play":
            assert m["status"] and m["status"][3] <= m["vh"], f"{where}: the prompt is below the first screen"
            assert m["hand"] and min(b[3] for b in m["hand"]) <= m["vh"], f"{where}: no card to tap on the first screen"
        elif state["phase"] == "koi":
            assert m["dialog"] and m["dialog"][3] <= m["vh"], f"{where}: the Koi-or-stop decision is below the first screen"
        phases.add(state["phase"])
        checked += 1
        action = _policy(state, rng)
        n = len(state["actions"])
        click_action(page, action)
        page.wait_for_function(f"(JSON.parse(localStorage.getItem('{SAVE}') || '{{\"actions\":[]}}')).actions.length > {n}")
    assert G.is_over(state) and checked >= 15 and {"play", "koi"} <= phases, (checked, phases)
    assert not errors, errors
    ctx.close()


# ------------------------------------------------------------------ every move seen (issue 21)
def _month_won_by_the_computer():
    """A seed where the computer (the strong level's quick sibling) wins the first month by stopping while
    the person plays the first legal card and always stops (searched in CPython, as the page seeds the bot)."""
    for seed in range(1, 300):
        s = G.new_game(PLAYERS, seed, {"months": 3})
        for _ in range(200):
            if s["phase"] in ("summary", "over"):
                break
            legal = G.legal_actions(s)
            a = ({"t": "stop"} if {"t": "stop"} in legal else legal[0]) if s["to_move"] == 0 else bot_move(s)
            s = G.apply(s, a)
        res = s.get("result")
        if res and res["kind"] == "stop" and res["winner"] == 1:
            return seed
    raise AssertionError("no seed where the computer wins the first month")


def test_the_computers_month_win_waits_for_continue_and_its_moves_are_marked(page, server):
    seed = _month_won_by_the_computer()
    state = G.new_game(PLAYERS, seed, {"months": 3})
    open_link_game(page, server, state)       # and keep it as the saved game, which the test reads
    for _ in range(200):
        page.wait_for_function("window.pondsideSettled ? pondsideSettled() : !document.querySelector('.thinking')")
        text = page.evaluate(f"localStorage.getItem('{SAVE}')")
        before, state = state, (records.load_record(text) if text else state)
        if state["phase"] in ("summary", "over"):
            break
        if state["to_move"] != 0:
            continue
        if len(state["actions"]) > len(before["actions"]) and before["to_move"] == 1:
            # after the computer's turn: every card it touched is marked, and the status line says so
            ids = set()
            for i in range(len(before["actions"]), len(state["actions"])):
                b, a = G.replay_state(state, i), state["actions"][i]
                ids |= set(G.changes(b, a, G.apply(b, a), 0))
            marked = set(page.evaluate("[...document.querySelectorAll('[data-changed]')].map(e => e.dataset.piece)"))
            assert ids <= marked, (ids, marked)
            assert page.locator("[data-last-move]").count() == 1 and "Computer" in page.inner_text("[data-last-move]")
        legal = G.legal_actions(state)
        action = {"t": "stop"} if {"t": "stop"} in legal else legal[0]
        n = len(state["actions"])
        click_action(page, action)
        page.wait_for_function(f"(JSON.parse(localStorage.getItem('{SAVE}') || '{{\"actions\":[]}}')).actions.length > {n}")
    # the computer stopped: the month's summary stays, with its yaku, until the person taps Continue
    assert state["result"]["winner"] == 1
    page.wait_for_timeout(1500)
    assert len(records.load_record(page.evaluate(f"localStorage.getItem('{SAVE}')"))["actions"]) == len(state["actions"])
    shown = page.inner_text("#app")
    assert "End of month 1" in shown and f"+{state['result']['transfer']}" in shown
    for y, _p in state["result"]["yaku"]:
        assert yaku_name(y) in shown, y
    page.get_by_role("button", name=re.compile("Continue|Next month")).first.click()
    page.wait_for_function(f"(JSON.parse(localStorage.getItem('{SAVE}'))).actions.length > {len(state['actions'])}")
