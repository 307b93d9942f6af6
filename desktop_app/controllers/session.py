"""Loading a game's content for a session: the built-in content plus the user's packs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop_app.content import ContentError
from desktop_app.controllers.paths import content_pack_dirs
from desktop_app.engine.game import Game


def describe_error(exc: BaseException) -> str:
    """A one-line message for ``exc`` that is never empty (``MemoryError()`` has no text)."""
    text = " ".join(str(exc).split())
    if text:
        return text if isinstance(exc, ContentError | ValueError | OSError) else f"{text} ({type(exc).__name__})"
    if isinstance(exc, MemoryError):
        return "not enough memory"
    return f"unexpected {type(exc).__name__}"


def refusal(pack: Path, exc: BaseException) -> str:
    """The warning shown for a refused pack: its name, ``file:line: field: problem`` and the fallback."""
    where = "" if isinstance(exc, ContentError) else f"{pack}: "
    return (f"content pack '{pack.parent.name}' refused: {where}{describe_error(exc)} "
            "— playing with the built-in content and the packs that loaded")


def load_game_content(game: Game) -> tuple[Any, list[str]]:
    """The content to play ``game`` with, and warnings about refused packs.

    The built-in content is loaded first (an error there is a bug and propagates). Each pack
    of the user's data folder is then tried on top of the packs accepted so far; a broken pack
    is refused and its ``file:line: field: problem`` message returned as a warning, so a bad
    pack never starts a broken game. Any failure while checking a pack — not only a
    ContentError — refuses that pack; the built-in content is never lost.
    """
    accepted: list[Path] = []
    warnings: list[str] = []
    content = game.load_content(())
    last_ok = True
    for pack in content_pack_dirs(game.id):
        try:
            content = game.load_content((*accepted, pack))
        except Exception as exc:  # noqa: BLE001 - a pack must never take the built-in content down
            warnings.append(refusal(pack, exc))
            last_ok = False
        else:
            accepted.append(pack)
            last_ok = True
    if not last_ok:
        # Load again so that anything the game caches from its last load matches ``content``.
        content = game.load_content(tuple(accepted))
    return content, warnings
