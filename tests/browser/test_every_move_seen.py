"""Every move seen (issue 21), the same test for every game: a person plays against the computer by clicking
the rendered markup and, after each of the computer's turns, the pieces the engine says that turn touched
(``Game.changes`` as the person may know them) are exactly the board's ``data-changed`` marks, and
``data-last-move`` says the turn in words with the computer's name (``Game.turn_summary``)."""
import random

import pytest

from conftest import open_link_game
from pondside import games
from pondside.app import records

# the computer's level per game: a strong one where it is quick, so the turns are real choices
CASES = {
    "kohaku": ("planner", 5),
    "bigpond": ("greedy", 5),
    "kokonana": ("memory", 3),
    "koikoi": ("heuristic", 2),
    "koi": ("greedy", 4),
}
TURNS = 8            # computer turns checked per game (enough to cover draws, holds and the usual moves)


def _other_seats_turns(game, state, me=0):
    """(before, action, after) of the other seats' moves since ``me`` last acted, after ``me``'s own last move
    when that move did something ``me`` did not choose and must see (Koi-Koi's drawn card: ``own_news``; a
    month's end: ``pause_after``)."""
    s = game.new_game(state["players"], state["seed"], state["options"])
    steps = []
    for a in state["actions"]:
        nxt = game.apply(s, a, check=False)
        if s["to_move"] == me:
            shown = game.own_news(s, a, nxt) or game.pause_after(s, a, nxt)
            steps = [(s, a, nxt)] if shown else []
        else:
            steps = steps + [(s, a, nxt)]
        s = nxt
    return steps


@pytest.mark.parametrize("name", list(CASES))
def test_after_each_computer_turn_its_pieces_are_marked_and_said(page, server, name):
    game = games.get(name)
    bot, seed = CASES[name]
    players = [{"name": "Ann", "kind": "human"}, {"name": "Computer", "kind": "computer", "bot": bot}]
    open_link_game(page, server, game.new_game(players, seed))
    save = f"pondside:v1:save:{name}"
    rng = random.Random(seed)
    checked, seen = 0, set()
    for _ in range(1500):
        page.wait_for_function("window.pondsideSettled ? pondsideSettled() : !document.querySelector('.thinking')")
        if page.locator(".game-over").count():
            break
        raw = page.evaluate(f"localStorage.getItem('{save}')")      # none before the first move
        saved = records.load_record(raw) if raw else None
        if saved and saved["to_move"] == 0 and len(saved["actions"]) not in seen:
            seen.add(len(saved["actions"]))
            steps = _other_seats_turns(game, saved)
            theirs = [st for st in steps if st[0]["to_move"] != 0]
            if theirs:
                want = set()
                for b, a, c in steps:
                    want.update(game.changes(b, a, c, 0))
                got = set(page.evaluate("[...document.querySelectorAll('.game-area [data-changed]')]"
                                        ".map(e => e.getAttribute('data-piece'))"))
                shown = set(page.evaluate("[...document.querySelectorAll('.game-area [data-piece]')]"
                                          ".map(e => e.getAttribute('data-piece'))"))
                assert want, f"{name}: the engine names no piece for the computer's turn {theirs[-1][1]}"
                # every piece the turn touched that the screen shows is marked, and nothing else is (a piece
                # the screen no longer shows, such as an emptied hand slot, has nothing to carry the mark)
                assert got == want & shown and got, (name, steps[-1][1], sorted(got - want), sorted((want & shown) - got))
                said = page.locator("[data-last-move]").inner_text()
                assert "Computer" in said and game.turn_summary(theirs, 0, "en")[:25] in said, said
                checked += 1
                if checked >= TURNS:
                    break
        cont = page.locator("#hold-continue")
        if cont.count():
            cont.click()
            continue
        acts = page.locator(".game-area [data-act]")
        sels = page.locator(".game-area [data-sel]:not([data-sel*='show']):not([data-sel*='_clear'])"
                            ":not([data-zoom])")
        assert acts.count() + sels.count(), f"{name}: my turn offers nothing to tap"
        pool = acts if acts.count() and (not sels.count() or rng.random() < 0.75) else sels
        pool.nth(rng.randrange(pool.count())).dispatch_event("click")
    assert checked >= TURNS, f"{name}: only {checked} computer turns checked"
