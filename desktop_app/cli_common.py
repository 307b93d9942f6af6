"""Shared pieces of the command line: the bad-input error and game look-up."""

from __future__ import annotations

from desktop_app.engine.game import Game, game_ids, get_game


class CLIError(Exception):
    """Bad input: the command prints this one line on stderr and exits with status 2."""


def implemented_game(game_id: str) -> Game:
    """The implemented game ``game_id``; CLIError for an unknown or not yet implemented one."""
    try:
        game = get_game(game_id)
    except KeyError:
        raise CLIError(f"unknown game {game_id!r} (known: {', '.join(game_ids())})") from None
    if not game.implemented:
        raise CLIError(f"{game_id}: not implemented yet")
    return game


def check_players(game: Game, players: int) -> None:
    """CLIError unless ``game`` can be played by ``players`` people."""
    if not game.min_players <= players <= game.max_players:
        span = (f"{game.min_players}" if game.min_players == game.max_players
                else f"{game.min_players}–{game.max_players}")
        raise CLIError(f"{game.id} is for {span} players, not {players}")
