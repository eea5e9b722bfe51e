"""The page never holds another seat's secrets.  A secret is planted in hidden information that only some
seats may know (`Game.plant_secret`); the whole game screen the app renders for any other seat (board,
status, game log, in both languages) must be exactly the page it renders without the secret — so nothing
hidden reaches that seat's page, in any form (not just the secret's text: any effect of it)."""
import pytest

from pondside import Rng, games
from pondside.app import shell

TOKEN = "ZZSECRET"


def _page(g, s, seat, lang):
    return shell.render_game(g, s, {"seat": seat, "sel": {}, "log_open": True}, lang)


@pytest.mark.parametrize("name", games.names())
def test_the_rendered_page_holds_no_secret_of_another_seat(name):
    g = games.get(name)
    checked = 0
    for seed in range(4):
        n = max(2, g.min_players)
        s = g.new_game(n, seed=seed)
        rng = Rng.from_seed(seed)
        steps = 0
        while not g.is_over(s) and steps < 240:
            if steps % 6 == 0:
                planted = g.plant_secret(s, TOKEN)
                if planted is not None:
                    s2, allowed = planted
                    for seat in range(n):
                        if seat in allowed:
                            continue
                        for lang in ("en", "de"):
                            assert _page(g, s2, seat, lang) == _page(g, s, seat, lang), (name, seed, steps, seat)
                        checked += 1
            s = g.apply(s, rng.choice(g.legal_actions(s)))
            steps += 1
    assert checked >= 20, f"{name}: too few positions with hidden information were checked ({checked})"
