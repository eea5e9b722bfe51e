"""Playouts and bot thinking, shared by the contract, game and app tests."""
from __future__ import annotations

from pondside import Rng
from pondside.core import think


def table_size(game) -> int:
    """The smallest table with an opponent (solo games: one seat)."""
    return game.min_players if game.min_players > 1 else min(2, game.max_players)


def walk(game, players, seed, options=None, *, steps=None, pick=None, rng=None):
    """Yield ``(state, legal)`` along a game from its start, each state before its next action; the
    actions are random from ``rng`` (default: seeded by ``seed``) or chosen by ``pick(state, legal)``.
    Stops when the game is over or after ``steps`` actions."""
    state = game.new_game(players, seed, options or {})
    rng = rng or Rng.from_seed(seed)
    done = 0
    while not game.is_over(state) and (steps is None or done < steps):
        legal = game.legal_actions(state)
        yield state, legal
        state = game.apply(state, pick(state, legal) if pick else rng.choice(legal))
        done += 1


def playout(game, players, seed, options=None, *, steps=None, pick=None):
    """The state at the end of :func:`walk` (over, or after ``steps`` actions)."""
    state = game.new_game(players, seed, options or {})
    rng = Rng.from_seed(seed)
    done = 0
    while not game.is_over(state) and (steps is None or done < steps):
        legal = game.legal_actions(state)
        state = game.apply(state, pick(state, legal) if pick else rng.choice(legal))
        done += 1
    return state


def think_through(bot, game, view, legal, rng):
    """Run one bot decision a slice at a time: ``(action, slices)``."""
    gen = think(bot, game, view, legal, rng)
    slices = 0
    while True:
        try:
            next(gen)
            slices += 1
        except StopIteration as stop:
            return stop.value, slices
