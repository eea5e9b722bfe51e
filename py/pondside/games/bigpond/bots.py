"""Computer players for The Big Pond, weakest to strongest.

Every bot is ``choose(game, view, legal, rng) -> action`` and sees only its seat's view.
A turn is several actions (pick, place, place, score…, end); each call re-plans the rest of
the turn from the view, so the bot is consistent without keeping memory.

* ``easy``      — greedy on the current value of claims, with random slips.
* ``greedy``    — plans its whole turn (pick + both placements) on the current value of all claims
                  (its own minus the opponents'), pays coins only when it pays off.
* ``lookahead`` — also values how much each claim can still grow, scores the claim with the least
                  growth left when forced, and looks one turn ahead: for its best 4 plans it samples the
                  hidden refill twice (``game.determinize``) and subtracts 0.8 x what the next player
                  could then take for free or cheaply.  Growth fades out over the last ``HORIZON`` turns of the game
                  (``turns_after``), so its last turns are judged on what the claims are worth now, and
                  the final turn of the game looks at no reply.
"""
from __future__ import annotations

from pondside.core import run_think, sliced

from pondside.ui.i18n import LANGS

from ..kohaku import scoring as K
from ..kohaku.data import TILES
from . import pond as PD
from . import ring as R
from .text import LEVEL

ORTHO = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIAG = ((-1, -1), (1, -1), (1, 1), (-1, 1))

# growth weights per empty neighbour, by feature kind (heuristic data, not rules)
GROWTH = {"single_flower": 1.6, "dual_flower": 1.8, "wildflower": 1.0, "statue": 1.8, "rock": 1.2,
          "frog": 1.2, "bamboo": 2.2, "cat": 2.0, "butterfly": 1.5, "fountain": 1.5, "duck": 0.8,
          "turtle": 0.0, "heron": 0.0}


HORIZON = 4.0       # turns (all seats) over which a claim's growth is counted in full


def turns_after(view):
    """About how many turns (all seats together) are still to come after the current one.

    The game ends once a refill fails and the round is complete (seat 0 begins every round); a turn
    draws about one koi, so the failing refill is expected in ``koi_deck`` turns (one fewer once this turn's
    pick has refilled the ring).  Exact at the end of the game, an estimate before."""
    n = len(view["players"])
    seat = view["to_move"] if view.get("to_move") is not None else view["seat"]
    if view.get("end_triggered"):
        return n - 1 - seat
    k = view["koi_deck"] + (0 if view.get("phase", "pick") == "pick" else 1)
    return k + n - 1 - (seat + k) % n


def _kind(t):
    return TILES[t]["kind"]


def _is_koi(t):
    return TILES[t]["type"] == "koi"


class Board:
    """A mutable working copy of the public position, for fast trial placements."""

    def __init__(self, view):
        self.view = view
        self.Ps = dict(view["pond"])
        self.P = {PD.cell(k): v for k, v in self.Ps.items()}
        self.when = dict(view["when"])
        self.markers = {PD.cell(k): s for k, s in view["markers"].items()}
        self.colours = view["colours"]
        self.opts = view["options"]
        self.turn = view["turn"] + 1
        self.n = len(view["players"])
        total = 40 + len(view["options"]["feature_sets"]) * 6 + 16
        left = view["koi_deck"] + view["feat_deck"]
        self.progress = max(0.0, min(1.0, left / float(total)))      # 1 at the start, 0 at the end
        # growth only comes from tiles still to be placed: it fades out over the last HORIZON turns
        self.late = min(1.0, turns_after(view) / HORIZON)
        self.ducks = sum(1 for t in self.P.values() if _kind(t) == "duck")

    def put(self, tid, pos, seat=None):
        k = PD.key(*pos)
        self.Ps[k] = tid
        self.P[pos] = tid
        self.when[k] = self.turn
        if _kind(tid) == "duck":
            self.ducks += 1
        if seat is not None:
            self.markers[pos] = seat

    def take(self, pos):
        k = PD.key(*pos)
        if _kind(self.P[pos]) == "duck":
            self.ducks -= 1
        del self.Ps[k]
        del self.P[pos]
        del self.when[k]
        self.markers.pop(pos, None)

    def cells(self, tid):
        return [PD.cell(k) for k in PD.legal_cells(self.Ps, self.when, tid, _is_koi(tid), _kind(tid),
                                                   self.turn, self.opts)]

    # ------------------------------------------------------------ values
    def value(self, pos, seat):
        ctx = {"ducks_total": self.ducks}
        if self.opts.get("blue_bonus", "same") == "same":
            ctx["owner_colour"] = self.colours[seat]
            return K.feature_value(self.P, pos, ctx)
        v = K.feature_value(self.P, pos, ctx)
        x, y = pos
        col = self.colours[seat]
        for dx, dy in ORTHO:
            t = self.P.get((x + dx, y + dy))
            if t is not None and _is_koi(t) and (col in TILES[t]["colours"] or _kind(t) == "blue_koi"):
                v += 1
        return v

    def growth(self, pos):
        kd = _kind(self.P[pos])
        w = GROWTH.get(kd, 1.0)
        if not w:
            return 0.0
        x, y = pos
        dirs = DIAG if kd == "fountain" else ORTHO
        empty = sum(1 for dx, dy in dirs if (x + dx, y + dy) not in self.P)
        if kd == "butterfly":
            empty = 2
        return w * empty * (0.4 + 0.6 * self.progress) * self.late

    def contrib(self, pos, s, potential):
        v = self.value(pos, s)
        if potential:
            v += self.growth(pos)
        return v

    def weight(self, s, seat):
        return 1.0 if s == seat else -1.0 / max(1, self.n - 1)

    def claims_eval(self, seat, potential):
        """Own claims minus the opponents' (averaged over opponents)."""
        return sum(self.weight(s, seat) * self.contrib(pos, s, potential) for pos, s in self.markers.items())

    def rebase(self, seat, potential):
        self.base = {pos: self.contrib(pos, s, potential) for pos, s in self.markers.items()}
        self.base_total = sum(self.weight(s, seat) * v for (pos, v), s in
                              zip(self.base.items(), self.markers.values()))

    def affected(self, tid, pos):
        """Claims whose value can change when ``tid`` is put at ``pos``."""
        x, y = pos
        out = set()
        kd = _kind(tid)
        if kd in ("koi", "blue_koi"):
            for dx, dy in ORTHO:
                q = (x + dx, y + dy)
                if q in self.markers:
                    out.add(q)
            for q in self.markers:
                if (q[0] == x or q[1] == y) and _kind(self.P[q]) == "butterfly":
                    out.add(q)
        else:
            out.add(pos)
            for dx, dy in DIAG:
                q = (x + dx, y + dy)
                if q in self.markers:
                    out.add(q)
            if kd == "duck":
                out.update(q for q in self.markers if _kind(self.P[q]) == "duck")
        return out

    def delta_eval(self, seat, potential, affected):
        total = self.base_total
        for q in affected:
            s = self.markers.get(q)
            if s is None:
                continue
            total += self.weight(s, seat) * (self.contrib(q, s, potential) - self.base.get(q, 0.0))
        return total


def best_placement(board, seat, tiles, potential):
    """Best way to place ``tiles`` (at most one koi and one feature) for ``seat``, judged on the
    final configuration.  Returns (value, [(tid, pos), ...])."""
    return run_think(_best_placement_g(board, seat, tiles, potential))


def _best_placement_g(board, seat, tiles, potential):
    """:func:`best_placement` as a generator: yields after each cell of the outer searches (slicing)."""
    board.rebase(seat, potential)
    koi = [t for t in tiles if _is_koi(t)]
    feat = [t for t in tiles if not _is_koi(t)]
    best = (-1e9, [])
    if not (koi and feat):
        t = tiles[0]
        for p in board.cells(t):
            board.put(t, p, None if _is_koi(t) else seat)
            v = board.delta_eval(seat, potential, board.affected(t, p))
            board.take(p)
            if v > best[0]:
                best = (v, [(t, p)])
        yield
        return best
    k, f = koi[0], feat[0]
    fcells = board.cells(f)
    fset = set(fcells)
    for fp in fcells:
        board.put(f, fp, seat)
        aff_f = board.affected(f, fp)
        # claims changed by the feature alone: computed once for every koi cell
        d_f = {q: board.contrib(q, board.markers[q], potential) for q in aff_f if q in board.markers}
        v_f = board.base_total + sum(board.weight(board.markers[q], seat) * (v - board.base.get(q, 0.0))
                                     for q, v in d_f.items())
        kcells = board.cells(k)
        for kp in kcells:
            aff_k = board.affected(k, kp)
            if not aff_k:
                v = v_f
            else:
                board.put(k, kp, None)
                v = v_f
                for q in aff_k:
                    sq = board.markers[q]
                    w = board.weight(sq, seat)
                    v += w * (board.contrib(q, sq, potential) - d_f.get(q, board.base.get(q, 0.0)))
                board.take(kp)
            if v > best[0]:
                best = (v, [(f, fp), (k, kp)])
        if not kcells and v_f > best[0]:
            best = (v_f, [(f, fp)])
        board.take(fp)
        yield
    # koi first: only the feature cells that the new koi opens up
    for kp in board.cells(k):
        board.put(k, kp, None)
        aff_k = board.affected(k, kp)
        for fp in board.cells(f):
            if fp in fset:
                continue
            board.put(f, fp, seat)
            v = board.delta_eval(seat, potential, aff_k | board.affected(f, fp))
            board.take(fp)
            if v > best[0]:
                best = (v, [(k, kp), (f, fp)])
        board.take(kp)
        yield
    return best


def _plan_picks_gen(game, view, seat, potential, coin_value=1.0, max_cost=None):
    """Generator form of :func:`plan_picks`: yields after every pick option's placement search."""
    board = Board(view)
    out = []
    ring = view["ring"]
    coins = view["coins"][seat] if max_cost is None else min(max_cost, view["coins"][seat])
    for a, b, cost in R.picks(ring, view["token"], _is_koi, coins):
        gained = view["ring_coins"][a] + view["ring_coins"][b]
        v, plan = yield from _best_placement_g(board, seat, [ring[a], ring[b]], potential)
        out.append((v + coin_value * (gained - cost), a, plan))
        yield
    out.sort(key=lambda e: (-e[0], e[1]))
    return out


def plan_picks(game, view, seat, potential, coin_value=1.0, max_cost=None):
    """Every pick option (costing at most ``max_cost``) with the value of its best placement:
    [(value, slot, plan)], best first."""
    return run_think(_plan_picks_gen(game, view, seat, potential, coin_value, max_cost))


def _score_choice(game, view, legal, seat, potential):
    scores = [a for a in legal if a["t"] == "score"]
    if {"t": "end"} in legal or not scores:
        # values never drop, so scoring early gains nothing: keep claims growing
        if potential and scores:
            board = Board(view)
            for a in scores:
                pos = tuple(a["at"])
                if board.growth(pos) == 0:
                    return a          # a finished claim: bank it (frees the marker, no loss)
        return {"t": "end"}
    board = Board(view)
    if potential:
        return min(scores, key=lambda a: (board.growth(tuple(a["at"])), -board.value(tuple(a["at"]), seat)))
    return max(scores, key=lambda a: board.value(tuple(a["at"]), seat))


def _place_choice(view, legal, seat, potential):
    return run_think(_place_choice_g(view, legal, seat, potential))


def _place_choice_g(view, legal, seat, potential):
    board = Board(view)
    _, plan = yield from _best_placement_g(board, seat, list(view["held"]), potential)
    if plan:
        tid, pos = plan[0]
        a = {"t": "place", "tile": tid, "at": [pos[0], pos[1]]}
        if a in legal:
            return a
    return legal[0]


def _choose(game, view, legal, rng, potential=False, noise=0.0, lookahead=False):
    seat = view["seat"]
    t = legal[0]["t"]
    if noise and rng.random() < noise:
        return legal[rng.below(len(legal))]
    if t == "pick":
        opts = plan_picks(game, view, seat, potential)
        if lookahead and len(opts) > 1:
            opts = _look_ahead(game, view, seat, opts, rng)
        a = {"t": "pick", "slot": opts[0][1]}
        return a if a in legal else legal[0]
    if t in ("place", "discard"):
        if t == "discard":
            return legal[0]
        return _place_choice(view, legal, seat, potential)
    return _score_choice(game, view, legal, seat, potential)


def _look_ahead_gen(game, view, seat, opts, rng, top=3, samples=1, weight=0.5):
    """Re-rank the best ``top`` picks by subtracting what the next player can best do afterwards,
    over ``samples`` determinizations of the hidden refill.  A generator (yields inside every reply search)."""
    nxt = (seat + 1) % len(view["players"])
    ranked = []
    for v, slot, plan in opts[:top]:
        reply = 0.0
        for _ in range(samples):
            st = game.determinize(view, seat, rng)
            st["to_move"] = seat
            st["phase"] = "pick"
            try:
                st = game.apply_fast(st, {"t": "pick", "slot": slot})
                for tid, pos in plan:
                    st = game.apply_fast(st, {"t": "place", "tile": tid, "at": [pos[0], pos[1]]})
            except (ValueError, KeyError):
                continue
            st["held"] = []
            st["phase"] = "pick"
            st["to_move"] = nxt
            st["turn"] += 1
            v2 = game.view(st, nxt)
            theirs = yield from _plan_picks_gen(game, v2, nxt, True, max_cost=2)   # replies rarely pay more
            if theirs:
                # their gain in our terms: their best plan value relative to their do-nothing value
                base = Board(v2).claims_eval(nxt, True)
                reply += max(0.0, theirs[0][0] - base)
        ranked.append((v - weight * reply / samples, slot, plan))
    ranked.sort(key=lambda e: (-e[0], e[1]))
    return ranked + opts[top:]


def _look_ahead(game, view, seat, opts, rng, top=3, samples=1, weight=0.5):
    return run_think(_look_ahead_gen(game, view, seat, opts, rng, top, samples, weight))


def easy(game, view, legal, rng):
    return _choose(game, view, legal, rng, potential=False, noise=0.25)


def greedy(game, view, legal, rng):
    return _choose(game, view, legal, rng, potential=False)


def make_lookahead(top=4, samples=2, weight=0.8):
    """A look-ahead bot with the given search budget, as a slice-thinking bot (``pondside.core.sliced``)."""

    def lookahead(game, view, legal, rng):
        """Thinks in slices (``pondside.core.sliced``): a pick yields after every option it weighs, its own
        and the next player's replies; placing and scoring are quick and take one slice.  The budget is fixed
        (options, samples), never wall time, so the choice is the same however it is driven."""
        seat = view["seat"]
        if legal[0]["t"] == "pick":
            opts = yield from _plan_picks_gen(game, view, seat, True)
            if len(opts) > 1 and turns_after(view) > 0:      # nobody moves after the last turn
                opts = yield from _look_ahead_gen(game, view, seat, opts, rng, top, samples, weight)
            a = {"t": "pick", "slot": opts[0][1]}
            return a if a in legal else legal[0]
        if legal[0]["t"] == "place":
            a = yield from _place_choice_g(view, legal, seat, True)
            return a
        a = _choose(game, view, legal, rng, potential=True)
        if len(legal) > 1:
            yield
        return a
    return sliced(lookahead)


lookahead = make_lookahead()


BOTS = {"easy": easy, "greedy": greedy, "lookahead": lookahead}
BOT_LABELS = {level: {lang: LEVEL(lang, level) for lang in LANGS} for level in BOTS}
