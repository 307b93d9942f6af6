"""Loading a game's content for a session: the built-in content plus the user's packs.

Each game's content is loaded once while its files stay as they are: every game window of an
evening plays on the same content object, so nothing the rules memoise per content (layouts,
move tables, card worths) piles up game after game.
"""

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


_LOADED: dict[str, tuple[tuple, Any, list[str]]] = {}
"""Per game id: the loader and the files of its last load (see :func:`content_files`), the content
and the warnings."""


def content_files(game: Game) -> tuple:
    """The built-in content folder and the user's packs of ``game``: each file's path, size and time."""
    found = []
    for folder in (game.data_dir(), *content_pack_dirs(game.id)):
        found.append((str(folder), None, None))
        if folder.is_dir():
            for path in sorted(folder.rglob("*")):
                if path.is_file():
                    stat = path.stat()
                    found.append((str(path), stat.st_size, stat.st_mtime_ns))
    return tuple(found)


def load_game_content(game: Game) -> tuple[Any, list[str]]:
    """The content to play ``game`` with, and warnings about refused packs.

    The built-in content is loaded first (an error there is a bug and propagates). Each pack
    of the user's data folder is then tried on top of the packs accepted so far; a broken pack
    is refused and its ``file:line: field: problem`` message returned as a warning, so a bad
    pack never starts a broken game. Any failure while checking a pack — not only a
    ContentError — refuses that pack; the built-in content is never lost. While none of those
    files (nor the game's loader) changed, the content of the last load is given again.
    """
    loader = game.load_content
    files = (getattr(loader, "__func__", loader), content_files(game))
    last = _LOADED.get(game.id)
    if last is not None and last[0] == files:
        return last[1], list(last[2])
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
    _LOADED[game.id] = (files, content, list(warnings))
    return content, warnings
