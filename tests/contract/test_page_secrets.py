"""The page never holds another seat's secrets.  A secret is planted in hidden information that only some seats
may know (`Game.plant_secret`) and the game goes on from that planted state for a few moves; the whole game
screen the app renders for any other seat — board, the status line of the last moves and its marks, the
game log, in both languages — must be exactly the page it renders without the secret.  So nothing hidden
reaches that seat's page, in any form (not just the secret's text: any effect of it).

Each surface is checked from the states the game went through (the log is written from the app's history, not
replayed from the seed), and `test_the_check_finds_a_planted_leak_in_every_surface` shows the check failing
against a leak planted in each of them."""
import json

import pytest

from pondside import Rng, games
from pondside.app import seats, shell

TOKEN = "ZZSECRET"
FOLLOW = 4          # moves played on from the planted state


def page(g, history, seat, lang):
    """The game screen for ``seat`` as the app renders it: board, last moves (words and marks), open log."""
    changed, lines = seats.marks_since(g, history, seat, lang)
    ui = {"seat": seat, "sel": {}, "log_open": True, "changed": changed, "last_move": lines}
    return shell.render_game(g, history[-1], ui, lang, history=history)


def shows_token(g, state, seats):
    """The planted piece is now in view of those seats (a flip, a card turned up: the game may show it)."""
    for x in seats:
        try:
            if TOKEN in json.dumps(g.view(state, x)):
                return True
        except (KeyError, ValueError, TypeError, IndexError):   # the view looked the planted piece up
            return True
    return False


def planted_histories(g, seeds=range(4), every=6, limit=240):
    """``(real history, planted history, allowed seats)``: the planted one is the real one with a secret planted
    at some step and the same moves played on from there."""
    for seed in seeds:
        n = max(2, g.min_players)
        s = g.new_game(n, seed=seed)
        rng = Rng.from_seed(seed)
        history = [s]
        while not g.is_over(history[-1]) and len(history) < limit:
            history.append(g.apply(history[-1], rng.choice(g.legal_actions(history[-1]))))
        for k in range(0, len(history) - 1, every):
            planted = g.plant_secret(history[k], TOKEN)
            if planted is None:
                continue
            s2, allowed = planted
            real, fake = history[: k + 1], history[:k] + [s2]
            for a in history[-1]["actions"][k: k + FOLLOW]:
                try:
                    nxt = g.apply(fake[-1], a)
                except Exception:        # the planted piece took part in the move: compare up to here
                    break
                if shows_token(g, nxt, [x for x in range(n) if x not in allowed]):
                    break                # the move showed the planted piece to everyone (a flip): fair
                fake.append(nxt)
                real.append(history[len(real)])
            yield real, fake, allowed


def leaks(g, real, fake, allowed):
    """The seats (and languages) whose page differs between the real and the planted history."""
    out = []
    for seat in range(len(real[0]["players"])):
        if seat in allowed:
            continue
        for lang in ("en", "de"):
            if page(g, real, seat, lang) != page(g, fake, seat, lang):
                out.append((seat, lang))
    return out


@pytest.mark.parametrize("name", games.names())
def test_the_rendered_page_holds_no_secret_of_another_seat(name):
    g = games.get(name)
    checked = 0
    for real, fake, allowed in planted_histories(g):
        assert not leaks(g, real, fake, allowed), (name, len(real), allowed)
        checked += 1
    assert checked >= 20, f"{name}: too few positions with hidden information were checked ({checked})"


def test_the_check_finds_a_planted_leak_in_every_surface(monkeypatch):
    g = games.get("koikoi")
    cases = list(planted_histories(g, seeds=range(2)))
    assert cases
    cls = type(g)

    def found():
        return sum(bool(leaks(g, *c)) for c in cases)

    assert found() == 0
    # the game log: a line that prints the state before the move (the hands with it)
    with monkeypatch.context() as m:
        m.setattr(cls, "log_line", lambda self, before, action, lang="en": json.dumps(before))
        assert found() > 0, "a leak in the log must fail the test"
    # the status line of the last moves
    with monkeypatch.context() as m:
        m.setattr(cls, "turn_summary", lambda self, steps, seat, lang="en": json.dumps(steps[0][0]))
        assert found() > 0, "a leak in the last-move line must fail the test"
    # the board: a view that shows the whole state
    with monkeypatch.context() as m:
        real_view = cls.view
        m.setattr(cls, "view", lambda self, state, seat: dict(real_view(self, state, seat), leak=json.dumps(state)))
        view_mod = games.module("koikoi", "view")
        real_render = view_mod.render
        m.setattr(view_mod, "render", lambda v, ctx: real_render(v, ctx) + shell.esc(v.get("leak", "")))
        assert found() > 0, "a leak on the board must fail the test"
