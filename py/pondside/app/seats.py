"""Who sits at this device: the people here, whose view the screen shows, and when the device must change
hands (the pass screen), given the seats played by the computer or on other phones (``away``)."""
from __future__ import annotations

from .. import games
from .coach import as_you

def humans(state, away=()) -> set:
    """The seats of people at this phone (``away``: seats played on other phones of a table)."""
    return {i for i, p in enumerate(state["players"]) if p.get("kind", "human") != "computer" and i not in away}


def viewer_seat(game, state, last_seat, away=()):
    """Whose view the screen shows: the human to move; while a computer (or another phone) moves, the last
    human."""
    hs = humans(state, away)
    tm = state["to_move"]
    if tm in hs:
        return tm
    if last_seat in hs:
        return last_seat
    return min(hs) if hs else None


def needs_pass_screen(game, state, shown_seat, new_seat, away=()) -> bool:
    """Hot-seat privacy: with hidden information and several people at one device, the
    screen is blanked until the next person confirms they hold it."""
    return (game.hidden_information and len(humans(state, away)) > 1 and new_seat is not None
            and shown_seat is not None and new_seat != shown_seat)


def settle_ui(game, state, ui, first=False) -> None:
    """After the state changed: whose view the screen shows now, the pass screen if the device must
    change hands first, and no selection left over but the view's own (``KEEP_SEL``).  Updates ``ui`` in place."""
    away = ui.get("away", ())
    seat = viewer_seat(game, state, ui.get("shown"), away)
    if first and ui.get("shown") is None:
        ui["shown"] = seat
    if needs_pass_screen(game, state, ui.get("shown"), seat, away):
        ui["pass_to"] = seat
    ui["seat"] = seat
    # a selection ends with the move, except how the player looks at the board (a view's KEEP_SEL: zoom …)
    keep = getattr(games.module(game.name, "view"), "KEEP_SEL", ())
    ui["sel"] = {k: v for k, v in (ui.get("sel") or {}).items() if k in keep}


def marks_since(game, history, seat, lang):
    """What the other seats did since ``seat`` last acted: the pieces (for ``ctx["changed"]``) and the turns
    in words.  ``seat`` None (nobody at the device): the last turn only."""
    n = len(history) - 1
    if n <= 0:
        return set(), []
    actors = [history[i]["to_move"] for i in range(n)]
    if seat is None:
        start = n - 1
        while start > 0 and actors[start - 1] == actors[n - 1]:
            start -= 1
    else:
        start = 0
        for i in range(n - 1, -1, -1):
            if actors[i] == seat:
                start = i + 1
                break
    acts = history[-1]["actions"]
    changed, turns = set(), []
    # the seat's own last move too, when it showed something that must be seen (a month's end; the solo
    # rivals' takes, which happen inside the player's own placement)
    # and the seat's own last move when it did something the seat did not choose (the card it drew: own_news)
    own = seat is not None and start > 0 and game.own_news(history[start - 1], acts[start - 1], history[start])
    if seat is not None and start > 0 and (own or game.pause_after(history[start - 1], acts[start - 1],
                                                                    history[start])):
        start -= 1
    for i in range(start, n):
        if actors[i] == seat and i != start:
            continue
        step = (history[i], acts[i], history[i + 1])
        if own and i == start:              # the seat's own draw is said to it: "You played …; drew …"
            step = (as_you(history[i], seat, lang), acts[i], history[i + 1])
        changed.update(game.changes(*step, seat))
        if turns and turns[-1][0] == actors[i]:
            turns[-1][1].append(step)
        else:
            turns.append((actors[i], [step]))
    lines = [game.turn_summary(steps, seat, lang) for _, steps in turns[-4:]]
    return changed, lines
