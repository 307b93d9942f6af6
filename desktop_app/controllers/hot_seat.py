"""Hot-seat privacy: whose view is on screen, and when the device must be handed over."""

from __future__ import annotations

from desktop_app.engine.game import Game, GameOptions
from desktop_app.engine.rng import new_rng
from desktop_app.engine.state import GameState

PRIVACY_STREAM = "hot-seat-privacy"
"""Both views of a privacy comparison resample hidden parts from the same stream, so only what
one seat may see and the other may not makes them differ."""


class HotSeat:
    """Tracks the seat on screen (``viewer``) and a pending hand-over (``pending``).

    The view follows the next human decision. When it would move to another human while
    hidden information is on the table, the switch waits until that seat confirms
    (:meth:`acknowledge`): the new seat must not see the previous player's screen, nor the
    previous player the new one's. An opened (resumed) game starts behind the screen
    (:meth:`start_hidden`): whoever sits at the device then is not known.
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
        if self.pending is not None and self.pending == self.viewer:
            return None  # an opened game waits behind the screen for its first seat
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

    def start_hidden(self, state: GameState) -> int | None:
        """An opened game with more than one person at the table: the seat with the next decision
        takes the device behind the privacy screen when the screen would show another person
        something secret. Returns that seat (None: no screen needed)."""
        acting = [p for p in state.players_to_act() if p in self.humans]
        if len(self.humans) < 2 or not acting:
            return None
        target = acting[0]
        if any(self.needs_privacy(state, other, target) for other in self.humans if other != target):
            self.viewer = self.pending = target
        return self.pending

    def acknowledge(self, seat: int) -> bool:
        """The hand-over to ``seat`` is done; False if no hand-over to that seat was pending."""
        if self.pending != seat:
            return False
        self.pending, self.viewer = None, seat
        return True

    def needs_privacy(self, state: GameState, shown: int, next_seat: int) -> bool:
        """True when the screen shows something ``next_seat`` may not see (or the other way round).

        A game may answer with a hook ``has_hidden_info(state) -> bool``; otherwise any hidden
        decision, or views that differ between the two seats, count as hidden information. The
        views are drawn with the same resampling stream: in a public phase (a draft, an open
        market) they are equal, so the device passes without a privacy screen.
        """
        if shown not in self.humans:
            return False
        hook = getattr(self.game, "has_hidden_info", None)
        if callable(hook):
            return bool(hook(state))
        if any(d.hidden for d in state.decisions()):
            return True
        mine = state.view(shown, new_rng(0, PRIVACY_STREAM)).to_json()
        return mine != state.view(next_seat, new_rng(0, PRIVACY_STREAM)).to_json()
