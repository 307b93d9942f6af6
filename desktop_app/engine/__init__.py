"""Game-independent core: actions, decisions, events, states, records and score sheets.

Nothing below ``desktop_app.engine`` imports Qt (an import-linter contract enforces it).
"""

from desktop_app.engine.action import Action, IllegalAction, IllegalActionError
from desktop_app.engine.decision import Decision
from desktop_app.engine.event import Event
from desktop_app.engine.game import Game, GameOptions, Seat
from desktop_app.engine.scoresheet import Category, PlayerScore, ScoreSheet
from desktop_app.engine.state import GameState
from desktop_app.engine.text import Text

__all__ = [
    "Action", "IllegalAction", "IllegalActionError", "Decision", "Event", "Game", "GameOptions",
    "Seat", "Category", "PlayerScore", "ScoreSheet", "GameState", "Text",
]
