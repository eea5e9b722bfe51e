"""Learn while playing (issue 26): the hint, from the player's own view only.

``hint(game, view, seat, legal, lang)`` is a generator, sliced like a computer's thinking
(:func:`pondside.core.think`): it ``yield``s between chunks of a few milliseconds and ``return``s::

    {"action": <the action>, "reason": [lines in player words], "marks": [data-piece ids to mark]}

The action is the one the game's hint level (:func:`hint_level`: its ``bots.HINT_LEVEL``, else its strongest
computer level, the last of ``bots.BOTS``) would choose for the player's seat, seeing exactly what the player
sees (``view``).  Every random choice comes from a generator
seeded by that view, so the same view always gets the same hint and nothing the view does not hold can change
it (tests/contract/test_hints.py plants a secret and checks).

The reason is built from the game's own scoring and words: the points the move scores now (``scores`` after
the move, on sample states drawn from the view by ``determinize``), and what it does (``turn_summary``).  A
sample fills the hidden parts at random, so only what every sample agrees on is said as fact: a move whose
points depend on a draw gets "about +N on average", and a summary that names a drawn card is left out.
A game may say more in its optional ``coach.py``: ``reason(game, view, seat, action, lang, rng)``, a generator
that returns lines, or ``(lines, marks)``, or ``None`` to keep these (e.g. Koi-Koi's Koi-or-stop advice).
"""
from __future__ import annotations

import hashlib
import html as _html
import importlib
import json
import re

from .. import games
from ..core import Rng, dumps, run_think, think
from ..ui.i18n import YOU
from .text import TEXT

SAMPLES = 3          # sample states for the immediate points and the summary of a move


def strongest(name):
    """The strongest computer level of a game: the last of its ``BOTS``."""
    bots = games.module(name, "bots").BOTS
    return list(bots.values())[-1]


def hint_level(name):
    """The computer level the Hint (and the review) plays for the player: the one a game's ``bots`` module
    names in ``HINT_LEVEL`` (a key of its ``BOTS``), else :func:`strongest`.  The hint runs in the browser on
    the player's device, so a game whose strongest level thinks too long for a phone names a quicker one."""
    bots = games.module(name, "bots")
    key = getattr(bots, "HINT_LEVEL", None)
    return bots.BOTS[key] if key is not None else strongest(name)


def view_rng(view, seat, salt="hint") -> Rng:
    """A generator seeded by the view (and nothing else): same view, same hint."""
    digest = hashlib.sha256(f"{salt}:{seat}:{dumps(view)}".encode()).hexdigest()
    return Rng(int(digest[:16], 16))


def game_coach(name):
    """The game's own ``coach.py`` (optional), or None."""
    try:
        return importlib.import_module(f"{games.__name__}.{name}.coach")
    except ModuleNotFoundError:
        return None


def _fmt(x) -> str:
    return f"{x:+d}" if isinstance(x, int) else f"{x:+.1f}"


def _sampled(game, view, seat, action, rng, samples):
    """(before, after) of ``action`` on up to ``samples`` states drawn from ``view``."""
    for _ in range(samples):
        try:
            before = game.determinize(view, seat, rng)
            after = game.apply(before, action)
        except Exception:       # noqa: BLE001 - a sample a game cannot play on is left out, never shown
            continue
        yield before, after


def as_you(state, seat, lang):
    """``state`` with ``seat``'s name the word for "you": a hint speaks to the player ("you take …"), not about
    them by name ("Ana took …")."""
    players = [dict(p) for p in state["players"]]
    players[seat]["name"] = YOU[lang if lang in YOU else "en"]
    return {**state, "players": players}


def outcome(game, view, seat, action, rng, lang, samples=SAMPLES):
    """(points-now lines, marks) of ``action`` over a few sample states drawn from ``view``."""
    gains, summaries, marks = [], [], None
    for before, after in _sampled(game, view, seat, action, rng, samples):
        gains.append(game.scores(after)[seat] - game.scores(before)[seat])
        summaries.append(game.turn_summary([(as_you(before, seat, lang), action, after)], seat, lang))
        ids = set(game.changes(before, action, after, seat))
        marks = ids if marks is None else marks & ids
    lines = []
    if gains:
        if len(set(gains)) == 1:
            g = gains[0]
            lines.append(TEXT(lang, "hint_points", n=_fmt(g)) if g else TEXT(lang, "hint_no_points"))
        else:
            avg = sum(gains) / len(gains)
            lines.append(TEXT(lang, "hint_points_avg", n=_fmt(round(avg, 1))))
        if len(set(summaries)) == 1 and summaries[0]:
            lines.append(TEXT(lang, "hint_what", what=summaries[0]))
    return lines, sorted(marks or ())


def advise_now(game, view) -> bool:
    """Whether the game's coach explains this decision without being asked (its ``advise_now(view)``)."""
    c = game_coach(game.name)
    return bool(c is not None and hasattr(c, "advise_now") and c.advise_now(view))


def hint(game, view, seat, legal, lang="en"):
    """The hint for ``seat`` as a sliced generator (see the module's docstring)."""
    rng = view_rng(view, seat)
    action = yield from think(hint_level(game.name), game, view, legal, rng)
    yield
    lines, marks = outcome(game, view, seat, action, view_rng(view, seat, "outcome"), lang)
    coach = game_coach(game.name)
    if coach is not None and hasattr(coach, "reason"):
        own = yield from coach.reason(game, view, seat, action, lang, view_rng(view, seat, "reason"))
        if isinstance(own, tuple):
            own, marks = own[0], sorted(own[1])
        if own is not None:
            lines = own
    return {"action": action, "reason": [TEXT(lang, "hint_by")] + lines, "marks": marks}


CLEARLY_MORE = 2.0   # the review lists a turn where the hint level's move scores at least this much more


def value(game, view, seat, action, rng, samples=SAMPLES) -> float:
    """The engine's evaluation of ``action`` for ``seat`` from its view: the mean points it scores now over a
    few sample states (a game's coach may count better: its ``value``, e.g. Koi-Koi's yaku points)."""
    c = game_coach(game.name)
    if c is not None and hasattr(c, "value"):
        return c.value(game, view, seat, action, rng, samples)
    gains = [game.scores(after)[seat] - game.scores(before)[seat]
             for before, after in _sampled(game, view, seat, action, rng, samples)]
    return sum(gains) / len(gains) if gains else 0.0


def review(game, history, seat, lang="en"):
    """After the game: the turns of ``seat`` where the hint level would have scored clearly more, and
    every decision the game's coach always reviews (Koi-Koi's Koi or stop), as a sliced generator returning
    ``[{"i": step, "played": action, "better": action, "gain": points more or None, "reason": lines,
    "marks": ids}]``.  Step ``i`` is the state before the move (the replay's step ``i``)."""
    out = []
    acts = history[-1]["actions"]
    c = game_coach(game.name)
    for i in range(len(history) - 1):
        s = history[i]
        if s["to_move"] != seat:
            continue
        legal = game.legal_actions(s)
        if len(legal) < 2:
            continue
        view = game.view(s, seat)
        always = c is not None and hasattr(c, "advise_now") and c.advise_now(view)
        h = yield from hint(game, view, seat, legal, lang)
        played = acts[i]
        if h["action"] == played and not always:
            continue
        gain = None
        if h["action"] != played:
            rng = view_rng(view, seat, "review")
            gain = value(game, view, seat, h["action"], rng) - value(game, view, seat, played, rng)
            if gain < CLEARLY_MORE and not always:
                continue
        out.append({"i": i, "seat": seat, "played": played, "better": h["action"], "gain": gain, "reason": h["reason"],
                    "marks": h["marks"]})
        yield
    return out


# ------------------------------------------------------------------ the guided first game ("Learn to play")
GUIDE_SEED = 26      # the same deal every time


def guide_state(game, lang="en"):
    """The guided first game: the player against the gentlest computer level, a fixed deal (and the game's
    coach's ``GUIDE_OPTIONS``: a short Koi-Koi)."""
    c = game_coach(game.name)
    bots = games.module(game.name, "bots").BOTS
    players = [{"name": TEXT(lang, "you"), "kind": "human"},
               {"name": TEXT(lang, "computer"), "kind": "computer", "bot": list(bots)[0]}]
    n = max(2, game.min_players)
    players += [{"name": f'{TEXT(lang, "computer")} {k}', "kind": "computer", "bot": list(bots)[0]}
                for k in range(2, n)]
    return game.new_game(players[:max(n, 2)], GUIDE_SEED, dict(getattr(c, "GUIDE_OPTIONS", {}) or {}))


def guide_moments(game):
    """The moments of a game's guided first game that get a tip, in the order they are checked: the game's
    own (its coach's ``GUIDE_MOMENTS``, e.g. Koi-Koi's first yaku), then the first points and the first thing
    another player did.  Each is ``(key, test)``; ``test(game, before, action, after, seat)`` says whether
    the step from ``before`` to ``after`` is that moment for ``seat`` and returns True or the words' arguments
    (a dict).  A game's tests get the seat's views of the two states, so a tip can never tell a secret; the
    words are the game's ``GUIDE`` table in ``text.py`` under ``key`` (or the shell's ``guide_<key>``)."""
    c = game_coach(game.name)
    return tuple(getattr(c, "GUIDE_MOMENTS", ()) if c else ()) + _SHELL_MOMENTS


def _scored(game, before, action, after, seat):
    if before["to_move"] != seat:
        return False
    n, was = game.scores(after)[seat], game.scores(before)[seat]
    return {"n": n, "gain": n - was} if n > was else False


def _other(game, before, action, after, seat):
    return before["to_move"] not in (seat, None)


# the shell's own moments read the states themselves: only whose turn it was and the seat's own score
_SHELL_MOMENTS = (("score", _scored), ("other", _other))


def _words(game, key, lang, args):
    table = getattr(games.module(game.name, "text"), "GUIDE", None)
    if table is not None and key in table:
        return table(lang, key, **args)
    return TEXT(lang, f"guide_{key}", **args)


def guide_tip(game, history, seat, seen, lang="en"):
    """The tip for this moment of the guided game as ``(key, text)``, or None.  The end when the game is over;
    before the player's first move, how a turn goes (the game's own ``first`` words, if it has them); else
    the moment of :func:`guide_moments` that happened most recently and was not dismissed (``seen``): a tip
    stays until it is dismissed or a newer moment replaces it.  Only one shows at a time, and none blocks
    play."""
    s = history[-1]
    if game.is_over(s):
        key, args = "end", {"lines": " ".join(game.result_lines(s, lang))}
    elif not any(history[i]["to_move"] == seat for i in range(len(history) - 1)):
        key, args = "first", {}
    else:
        key = args = None
        todo = [(k, test) for k, test in guide_moments(game) if k not in seen]
        views = any(m not in _SHELL_MOMENTS for m in todo)
        after_view = game.view(history[-1], seat) if views else None
        for i in range(len(history) - 1, 0, -1):            # the newest step first
            step = (history[i - 1], s["actions"][i - 1], history[i])
            before_view = game.view(step[0], seat) if views else None
            seen_step = (before_view, step[1], after_view)
            after_view = before_view                        # each state's view made once
            for k, test in todo:
                got = test(game, *(step if (k, test) in _SHELL_MOMENTS else seen_step), seat)
                if got:
                    key, args = k, (got if isinstance(got, dict) else {})
                    break
            if key:
                break
        if key is None:
            return None
    # (the points tip gives the gain and the new total in the player's own words; it does not quote the turn's
    # summary, which names the mover in the third person: "You: placed …", "Du legte …")
    return None if key in seen else (key, _words(game, key, lang, args))


_ACT = re.compile(r'data-act="([^"]*)"')


def mark_controls(markup: str, action) -> str:
    """``markup`` with `` data-hint=""`` on each control that plays ``action`` (its ``data-act``): the Hint
    marks the button to press too, not only the pieces the move touches (a move may touch none: "work")."""
    def one(m):
        try:
            same = json.loads(_html.unescape(m.group(1))) == action
        except ValueError:
            same = False
        return m.group(0) + (' data-hint=""' if same else "")
    return _ACT.sub(one, markup)


# Drive a hint generator to the end (tests, the benchmark): the same as a bot's thinking
run = run_think
