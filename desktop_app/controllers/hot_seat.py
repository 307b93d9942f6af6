"""Hot-seat privacy: whose view is on screen, and when the device must be handed over."""

from __future__ import annotations

import random
import secrets

from desktop_app.engine.game import Game, GameOptions
from desktop_app.engine.state import GameState


class HotSeat:
    """Tracks the seat on screen (``viewer``) and a pending hand-over (``pending``).

    The view follows the next human decision. When it would move to another human while
    hidden information is on the table, the switch waits until that seat confirms
    (:meth:`acknowledge`): the new seat must not see the previous player's screen, nor the
    previous player the new one's.
    """

    def __init__(self, game: Game, options: GameOptions, state: GameState) -> None:
        self.game = game
        self.humans = [i for i, seat in enumerate(options.seats) if seat.is_human]
        self.viewer = next((p for p in state.players_to_act() if p in self.humans),
                           self.humans[0] if self.humans else 0)
        self.pending: int | None = None

    def update(self, state: GameState) -> int | None:
        """Follow ``state``'s next human decision; returns a seat when a hand-over must be confirmed."""
        acting = [p for p in state.players_to_act() if p in self.humans]
        if self.pending not in acting:
            self.pending = None
        if not acting or self.viewer in acting:
            self.pending = None
            return None
        if self.pending is not None:
            return None  # already asked to hand over to that seat
        target = acting[0]
        if self.needs_privacy(state, self.viewer, target):
            self.pending = target
            return target
        self.viewer = target
        return None

    def acknowledge(self, seat: int) -> bool:
        """The hand-over to ``seat`` is done; False if no hand-over to that seat was pending."""
        if self.pending != seat:
            return False
        self.pending, self.viewer = None, seat
        return True

    def needs_privacy(self, state: GameState, shown: int, next_seat: int) -> bool:
        """True when the screen shows something ``next_seat`` may not see (or the other way round).

        A game may answer with a hook ``has_hidden_info(state) -> bool``; otherwise any hidden
        decision, or views that differ between the two seats, count as hidden information.
        """
        if shown not in self.humans:
            return False
        hook = getattr(self.game, "has_hidden_info", None)
        if callable(hook):
            return bool(hook(state))
        if any(d.hidden for d in state.decisions()):
            return True
        # the same private stream for both: views resample hidden parts, and only a difference in
        # what the two seats may know counts (these views are compared, never shown)
        seed = secrets.randbits(64)
        return state.view(shown, random.Random(seed)).to_json() != state.view(next_seat, random.Random(seed)).to_json()
