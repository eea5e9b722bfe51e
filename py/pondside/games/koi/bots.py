"""KOI computer players.

Every bot is ``choose(game, view, legal, rng)`` and sees only its own seat's
view; it works on ``game.determinize(view, seat, rng)`` samples (the deck order
is the only hidden part).

- ``greedy``: completes its own turn greedily for each choice of the turn
  (Meditate slot or Work) and keeps the best heuristic value; inside a turn it
  takes the locally best step.
- ``lookahead``: for each choice of the turn, over several sampled decks, plays
  its own turn and every opponent's next turn with the greedy policy and keeps
  the best average of (own value − best opponent value).  The Hint plays this level (``HINT_LEVEL``: it runs
  on the player's phone and must stay quick).
- ``planner``: the look-ahead with its own evaluation (``PLANNER_WEIGHTS``: ``value``'s numbers, tuned by
  self-play) and, near the end of the game, every roll-out played on to the end over more sampled decks.
  The strongest level.
"""
from __future__ import annotations

from pondside.core import run_think, sliced

from .data import HELPERS, KOI
from .engine import _copy_state, card, rules

# ----------------------------------------------------------------- evaluation
STORE_VAL = {"water": 0.3, "shore": 0.3, "foliage": 0.3, "S": 0.5, "M": 0.9, "L": 1.0}
POND_TILE = {"water": 0.6, "shore": 0.6, "foliage": 0.6, "lily": 0.6, "lantern": 0.6, "spring": 0.0}


def _progress(state):
    """1.0 at the start of the game, 0.0 when the deck is empty."""
    total = sum(1 for c in rules(state)["cards"] if c["min_players"] <= len(state["ps"])) - 5
    left = len(state["deck"]) if "deck" in state else state.get("deck_count", 0)
    f = left / total if total > 0 else 0.0
    if state["last_round"] is not None or state["to_move"] is None:
        f = 0.0
    return f


def value(game, state, seat, vp=None):
    """Heuristic worth of ``seat``'s position, in VP (the numbers: ``BASE_WEIGHTS``)."""
    return weighted_value(game, state, seat, BASE_WEIGHTS, vp)


# The evaluation's numbers, as data: ``value`` (every level but the planner) uses these; the planner its own
# ``PLANNER_WEIGHTS`` (below).
BASE_WEIGHTS = {
    "parchment": 1.5,        # a kept parchment: VP still to come, x its VP x the game's progress left
    "store": 1.0,            # the items in storage (STORE_VAL)
    "store_koi_parchment": 0.4,
    "pond_tile": 1.0,        # every pond tile (POND_TILE)
    "foliage_helper": 0.6, "foliage": 0.25, "shore_helper": 0.7, "shore": 0.25, "upgrade_parchment": 0.5,
    "free_water": 0.4, "free_water_spare": 3,
    "coin": 0.3,
    "helper_first": 1.3, "helper_more": 0.6,
    "storage_card": 0.25,
    "over_cap": 0.5,
    "goal": 0.12,
    "fut_floor": 0.25,
}


def weighted_value(game, state, seat, weights, vp=None):
    """``value`` with its numbers from ``weights`` (a dict shaped like ``BASE_WEIGHTS``)."""
    W = weights
    p = state["ps"][seat]
    if vp is None:
        vp = game.scores(state)[seat]
    if state["to_move"] is None:
        return float(vp)
    f = _progress(state)
    fut = W["fut_floor"] + (1.0 - W["fut_floor"]) * f
    kinds = {}
    v = float(vp)
    for cid in p["kept"]:
        c = card(state, cid)
        if c["type"] == "parchment":
            kinds[c["contents"]["kind"]] = kinds.get(c["contents"]["kind"], 0) + c["contents"]["vp"]
            v += W["parchment"] * c["contents"]["vp"] * f      # what the parchment is still likely to earn
    for it, n in p["store"].items():
        if n:
            extra = W["store_koi_parchment"] * kinds.get(it, 0) if it in KOI else 0.0
            v += n * (W["store"] * STORE_VAL[it] + extra) * fut
    free_water = 0
    occ = set()
    for k in p["koi"]:
        occ.update(k["hexes"])
    gard, build = p["helpers"]["gardener"], p["helpers"]["builder"]
    for h, c in p["pond"].items():
        v += W["pond_tile"] * POND_TILE[c]
        if c == "water" and h not in occ:
            free_water += 1
        elif c == "foliage":
            v += (W["foliage_helper"] if gard else W["foliage"]) * fut * \
                (1 + W["upgrade_parchment"] * kinds.get("lily", 0))
        elif c == "shore":
            v += (W["shore_helper"] if build else W["shore"]) * fut * \
                (1 + W["upgrade_parchment"] * kinds.get("lantern", 0))
    koi_waiting = p["store"]["S"] + 2 * p["store"]["M"] + 3 * p["store"]["L"]
    v += min(free_water, W["free_water_spare"] + koi_waiting) * W["free_water"] * fut
    v += W["coin"] * p["coins"] * fut
    for h in HELPERS:
        n = p["helpers"][h]
        v += (W["helper_first"] * min(n, 1) + W["helper_more"] * max(0, min(n, 3) - 1)) * f
    v += W["storage_card"] * p["exp"] * f
    over = sum(p["store"].values()) - game.cap(state, p)
    if over > 0:
        v -= over * W["over_cap"]
    # progress towards open goal tiers
    for g, goal in enumerate(state["goals"]):
        if str(g) in p["claimed"]:
            continue
        cnt = game.goal_count(p, goal["kind"])
        for ti, tier in enumerate(goal["tiers"]):
            if tier["by"] is None and [g, ti] not in p["renounced"] and cnt < tier["n"]:
                v += tier["vp"] * W["goal"] * (cnt / tier["n"]) * fut
                break
    return v


# The planner's evaluation, tuned by self-play (bench/koi_bots.py's docstring): each weight x0.5 and x1.7 for
# greedy vs greedy (200 paired games a trial), the best few then in the planner vs the look-ahead: storage
# (what is kept to place later) counts 1.7 times as much.
PLANNER_WEIGHTS = {**BASE_WEIGHTS, "store": 1.7}
PLANNER_ENDGAME_CARDS = 10      # with this many cards or fewer left in the deck, plan on to the end of the game
PLANNER_END_SAMPLES = 4         # ... over this many sampled decks


PREFER = {"sensei": 0.05, "helper": 0.04, "place": 0.02, "upgrade": 0.02, "done": -0.01, "end": -0.02,
          "skip": 0.0}


def _step_value(game, state, a, seat, val=value):
    s2 = _copy_state(state)
    game.apply_fast(s2, a)
    return val(game, s2, seat) + PREFER.get(a["t"], 0.0), s2


def _one_step(game, state, seat, legal=None, val=value):
    legal = legal if legal is not None else game.legal_actions(state)
    best, best_v = legal[0], None
    for a in legal:
        v, _ = _step_value(game, state, a, seat, val)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best


def _finish_turn(game, state, seat, limit=40, val=value):
    """Play ``seat``'s turn to its end with the one-step policy (in place)."""
    n = 0
    while state["to_move"] == seat and n < limit:
        game.apply_fast(state, _one_step(game, state, seat, val=val))
        n += 1
    return state


def _greedy_action_g(game, state, seat, legal, val=value, listen=False):
    """The greedy choice, as a generator that yields after each candidate (for slicing).  ``listen``: a driver
    out of time (``send(True)``) makes it return None at once."""
    if state["phase"] != "turn" or len(legal) == 1:
        return _one_step(game, state, seat, legal, val)
    best, best_v = legal[0], None
    for a in legal:
        s2 = _copy_state(state)
        game.apply_fast(s2, a)
        _finish_turn(game, s2, seat, val=val)
        v = val(game, s2, seat)
        if best_v is None or v > best_v:
            best, best_v = a, v
        if (yield) and listen:
            return None
    return best


def _greedy_action(game, state, seat, legal):
    return run_think(_greedy_action_g(game, state, seat, legal))


def greedy(game, view, legal, rng):
    seat = view["seat"]
    state = game.determinize(view, seat, rng)
    return _greedy_action(game, state, seat, legal)


def _opp_turn(game, state, limit=60, val=value):
    """The seat to move plays one whole turn with the greedy policy (in place); a generator that
    yields between candidate evaluations."""
    seat = state["to_move"]
    n = 0
    while state["to_move"] == seat and n < limit:
        legal = game.legal_actions(state)
        if state["phase"] == "turn":
            a = yield from _greedy_action_g(game, state, seat, legal, val)
        else:
            a = _one_step(game, state, seat, legal, val)
        game.apply_fast(state, a)
        n += 1


def _turn_values(game, state, seat, legal):
    """Greedy value of each turn choice (own turn completed); yields after each.  Returns the values and
    whether the driver ran out of time (then only the first choices have a value)."""
    out = []
    for a in legal:
        s2 = _copy_state(state)
        game.apply_fast(s2, a)
        _finish_turn(game, s2, seat)
        out.append(value(game, s2, seat))
        if (yield):
            return out, True
    return out, False


def _lookahead_think(game, view, legal, rng, samples=2, width=4):
    """Plans two of its own turns: this one (each of the ``width`` best
    choices by the greedy value) and its next one, with every opponent's
    turn in between played by the greedy policy, over ``samples`` sampled
    decks; keeps the best average of own value minus the opponents'.

    A generator (thinking in slices, ``pondside.core.sliced``): it yields after
    the first evaluation and after every (sample, candidate) simulation — a few
    milliseconds each.  The work is a fixed budget, so the choice is the same
    however it is driven, unless a driver's time budget runs out: then it
    decides on the simulations it has (pondside.core.think)."""
    seat = view["seat"]
    if view["phase"] != "turn" or len(legal) == 1:
        a = greedy(game, view, legal, rng)
        if len(legal) > 1:
            yield                            # one slice: the greedy step
        return a
    n = len(view["ps"])
    base0 = game.determinize(view, seat, rng)
    first, hurry = yield from _turn_values(game, base0, seat, legal)
    order = sorted(range(len(first)), key=lambda i: -first[i])[:width]
    if hurry:
        return legal[order[0]]          # out of time already: the greedy value's best so far
    totals = {i: 0.0 for i in order}
    counts = {i: 0 for i in order}
    for k in range(samples):
        if hurry:
            break
        base = base0 if k == 0 else game.determinize(view, seat, rng)
        for i in order:
            s2 = _copy_state(base)
            game.apply_fast(s2, legal[i])
            _finish_turn(game, s2, seat)
            for _k in range(n - 1):
                if s2["to_move"] is None or s2["to_move"] == seat:
                    break
                yield from _opp_turn(game, s2)
            if s2["to_move"] == seat:
                yield from _opp_turn(game, s2)          # our own next turn, greedily
            sc = game.scores(s2)
            mine = value(game, s2, seat, sc[seat])
            others = [value(game, s2, o, sc[o]) for o in range(n) if o != seat]
            totals[i] += mine - 0.5 * max(others) - 0.5 * (sum(others) / len(others))
            counts[i] += 1
            if (yield):                 # out of time (pondside.core.think): the best so far
                hurry = True
                break
    tried = [i for i in order if counts[i]]
    if not tried:
        return legal[order[0]]          # the greedy value's best
    best = max(tried, key=lambda i: totals[i] / counts[i])
    return legal[best]


lookahead = sliced(_lookahead_think)


def _planner_think(game, view, legal, rng, weights=None, samples=2, width=4, rounds=1,
                   endgame=PLANNER_ENDGAME_CARDS, end_samples=PLANNER_END_SAMPLES, end_turns=16):
    """The look-ahead's plan with the planner's own evaluation (``PLANNER_WEIGHTS``, tuned by self-play), and
    near the end (``endgame`` cards or fewer left in the deck, or the last round begun) every roll-out played
    on to the end of the game (``end_turns`` rounds at most) over ``end_samples`` sampled decks, so the last
    turns are judged by the final score.

    For each of the ``width`` best turn choices (by its own turn finished with the one-step policy) and
    ``samples`` sampled decks: its own turn, every opponent's next turn as the greedy level plays it (with the
    plain ``value``, as the opponents' own levels judge), its own next turn greedily by its own evaluation;
    keeps the best average of own value minus the opponents' (``others``: half the best one, half their mean).
    Steps inside a turn: the one-step policy by its own evaluation.

    A generator (``pondside.core.sliced``): it yields after every turn choice evaluated, in the first pass and
    inside the roll-outs, a few milliseconds each; the work is a fixed budget, so the choice is the same
    however it is driven, unless the driver is out of time (``send(True)``): then it returns at once, with the
    best it has (a roll-out cut short is not counted)."""
    W = weights if weights is not None else PLANNER_WEIGHTS

    def val(g, s, seat_, vp=None):
        return weighted_value(g, s, seat_, W, vp)

    seat = view["seat"]
    if len(legal) == 1:
        return legal[0]
    state = game.determinize(view, seat, rng)
    if view["phase"] != "turn":
        a = _one_step(game, state, seat, legal, val)
        yield                                   # one slice: the one-step choice
        return a
    n = len(view["ps"])
    first = []
    for a in legal:
        s2 = _copy_state(state)
        game.apply_fast(s2, a)
        _finish_turn(game, s2, seat, val=val)
        first.append(val(game, s2, seat))
        if (yield):
            break
    order = sorted(range(len(first)), key=lambda i: -first[i])[:width]
    if len(first) < len(legal):
        return legal[order[0]]                  # out of time in the first pass: its best so far
    totals = {i: 0.0 for i in order}
    counts = {i: 0 for i in order}
    hurry = False
    near_end = view["deck_count"] <= endgame or view["last_round"] is not None
    if near_end and end_samples:
        samples = end_samples
    for k in range(samples):
        base = state if k == 0 else game.determinize(view, seat, rng)
        for i in order:
            s2 = _copy_state(base)
            game.apply_fast(s2, legal[i])
            _finish_turn(game, s2, seat, val=val)
            for _r in range(end_turns if near_end else rounds):     # near the end: on to the end
                if s2["to_move"] is None or hurry:
                    break
                for _k in range(n - 1):
                    if s2["to_move"] is None or s2["to_move"] == seat or hurry:
                        break
                    hurry = yield from _rollout_turn(game, s2, value)     # an opponent, as the greedy level
                if s2["to_move"] == seat and not hurry:
                    hurry = yield from _rollout_turn(game, s2, val)       # our own next turn
            if hurry:
                break
            sc = game.scores(s2)
            mine = val(game, s2, seat, sc[seat])
            others = [val(game, s2, o, sc[o]) for o in range(n) if o != seat]
            totals[i] += mine - 0.5 * max(others) - 0.5 * (sum(others) / len(others))
            counts[i] += 1
            if (yield):
                hurry = True
                break
        if hurry:
            break
    tried = [i for i in order if counts[i]]
    if not tried:
        return legal[order[0]]
    best = max(tried, key=lambda i: totals[i] / counts[i])
    return legal[best]


def _rollout_turn(game, state, val, limit=60):
    """The seat to move plays one whole turn greedily by ``val`` (in place): in the turn choice, each
    choice with the turn finished by the one-step policy; a generator that yields after each choice.
    Returns True as soon as the driver is out of time (the turn is then left unfinished)."""
    seat = state["to_move"]
    n = 0
    while state["to_move"] == seat and n < limit:
        best = yield from _greedy_action_g(game, state, seat, game.legal_actions(state), val, listen=True)
        if best is None:
            return True
        game.apply_fast(state, best)
        n += 1
    return False


planner = sliced(_planner_think)


def random_bot(game, view, legal, rng):
    return legal[rng.below(len(legal))]


BOTS = {"random": random_bot, "greedy": greedy, "lookahead": lookahead, "planner": planner}
HINT_LEVEL = "lookahead"        # the Hint runs on the player's phone: the quick look-ahead, not the planner
BOT_LABELS = {
    "random": {"en": "Beginner — plays any allowed move at random",
               "de": "Anfänger – spielt irgendeinen erlaubten Zug"},
    "greedy": {"en": "Easy — makes the best move it sees for this turn",
               "de": "Leicht – macht den besten Zug, den es für diesen Zug sieht"},
    "lookahead": {"en": "Strong — plans a few turns ahead; sees only what you could see",
                  "de": "Stark – plant ein paar Züge voraus; sieht nur, was du auch sehen könntest"},
    "planner": {"en": "Expert — plans ahead, near the end right to the last turn; sees only what you could see",
                "de": "Experte – plant voraus, gegen Ende bis zum letzten Zug; sieht nur, was du auch sehen "
                      "könntest"},
}
