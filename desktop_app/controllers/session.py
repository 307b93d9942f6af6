"""Loading a game's content for a session: the built-in content plus the user's packs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop_app.content import ContentError
from desktop_app.controllers.paths import content_pack_dirs
from desktop_app.engine.game import Game


def load_game_content(game: Game) -> tuple[Any, list[str]]:
    """The content to play ``game`` with, and warnings about refused packs.

    The built-in content is loaded first (an error there is a bug and propagates). Each pack
    of the user's data folder is then tried on top of the packs accepted so far; a broken pack
    is refused and its ``file:line: field: problem`` message returned as a warning, so a bad
    pack never starts a broken game.
    """
    accepted: list[Path] = []
    warnings: list[str] = []
    content = game.load_content(())
    last_ok = True
    for pack in content_pack_dirs(game.id):
        try:
            content = game.load_content((*accepted, pack))
        except ContentError as exc:
            warnings.append(f"content pack '{pack.parent.name}' refused: {exc}")
            last_ok = False
        else:
            accepted.append(pack)
            last_ok = True
    if not last_ok:
        # Load again so that anything the game caches from its last load matches ``content``.
        content = game.load_content(tuple(accepted))
    return content, warnings
