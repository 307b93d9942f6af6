"""``validate-content``: load and validate the built-in content or a content pack folder."""

from __future__ import annotations

from pathlib import Path

from desktop_app.cli_common import CLIError, implemented_game
from desktop_app.content import ContentError
from desktop_app.engine.game import Game, game_ids, get_game


def _check(game: Game, packs: tuple[Path, ...], source: str) -> tuple[str | None, str | None]:
    """``(ok line, None)`` or ``(None, error line)`` for one game's content."""
    try:
        content = game.load_content(packs)
    except ContentError as exc:
        return None, str(exc)
    return f"OK {game.id}: {source} (content version {game.content_version(content)})", None


def _pack_game(folder: Path) -> Game | None:
    """The registered game a pack sub-folder is named after (``fit_to_print`` -> fit-to-print)."""
    try:
        return get_game(folder.name.replace("_", "-"))
    except KeyError:
        return None


def _game_folders(folder: Path) -> list[Path]:
    """Sub-folders holding a game's YAML (directly, or in set folders such as ``viscounts/base``)."""
    games = {g.replace("-", "_") for g in game_ids()}
    return [d for d in sorted(folder.iterdir()) if d.is_dir()
            and (any(d.glob("*.yaml")) or (d.name in games and any(d.glob("*/*.yaml"))))]


def validate_content(folder: Path | None, game_id: str | None) -> tuple[list[str], list[str]]:
    """Validate content; returns the OK lines and the error lines (``file:line: field: problem``).

    Without ``folder``: every implemented game's built-in content (or only ``game_id``).
    With ``folder``: a pack holding ``<game id with _>/*.yaml`` sub-folders, a folder of such
    packs, or, with ``game_id``, a folder of one game's YAML files.
    """
    ok: list[str] = []
    errors: list[str] = []
    if folder is None:
        games = [implemented_game(game_id)] if game_id else \
            [g for g in map(get_game, game_ids()) if g.implemented]
        for game in games:
            line, error = _check(game, (), "built-in content")
            ok += [line] if line else []
            errors += [error] if error else []
        return ok, errors
    if not folder.is_dir():
        raise CLIError(f"{folder}: no such folder")
    if any(folder.glob("*.yaml")):
        if not game_id:
            raise CLIError(f"{folder}: holds YAML files directly; say which game they are for with --game")
        line, error = _check(implemented_game(game_id), (folder,), str(folder))
        return [line] if line else [], [error] if error else []
    subfolders = _game_folders(folder)
    if not subfolders:  # a folder of packs (the user's "packs" folder): one level deeper
        subfolders = [g for pack in sorted(folder.iterdir()) if pack.is_dir() for g in _game_folders(pack)]
    if game_id:
        subfolders = [d for d in subfolders if d.name == game_id.replace("-", "_")]
    if not subfolders:
        raise CLIError(f"{folder}: no content found (expected <game>/*.yaml, e.g. gutenberg/gears.yaml)")
    for sub in subfolders:
        game = _pack_game(sub)
        if game is None:
            known = ", ".join(g.replace("-", "_") for g in game_ids())
            errors.append(f"{sub}: not a game folder (expected one of {known})")
        elif not game.implemented:
            errors.append(f"{sub}: {game.id} is not implemented yet")
        else:
            line, error = _check(game, (sub,), str(sub))
            ok += [line] if line else []
            errors += [error] if error else []
    return ok, errors
