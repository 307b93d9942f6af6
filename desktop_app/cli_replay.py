"""``replay``: re-apply a save file's record; ``--check`` also checks it against the saved game.

Every bad input — a missing, unreadable, oversized, damaged or edited file, an unknown game,
seats or settings the game does not offer, a move that cannot be read — is a :class:`CLIError`:
one line on stderr, exit status 2; so is, with ``--check``, a file whose replay cannot be checked
against its saved game (the app asks the player before opening those). The checks and verdicts
are the app's own (:meth:`GameRecord.loads` and :func:`~desktop_app.engine.save_check.restore`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop_app.cli_common import CLIError, implemented_game
from desktop_app.cli_score import format_table
from desktop_app.content import ContentError
from desktop_app.engine.record import MAX_SAVE_BYTES, GameRecord, RecordError
from desktop_app.engine.save_check import joined, restore


def _first_difference(a: Any, b: Any, path: str = "") -> str:
    """The path of the first place where two JSON values differ (``coins[1]``)."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            if a.get(key) != b.get(key):
                return _first_difference(a.get(key), b.get(key), f"{path}.{key}" if path else str(key))
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _first_difference(x, y, f"{path}[{i}]")
    return path or "(whole state)"


def load_save(path: Path) -> tuple[GameRecord, dict[str, Any]]:
    """The record and raw JSON of a save file; CLIError for a missing, corrupt or foreign file."""
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise CLIError(f"{path}: the file is too large to be a Board Table save")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise CLIError(f"{path}: no such file") from None
    except OSError as exc:
        raise CLIError(f"{path}: cannot read the save file ({exc.strerror or exc})") from None
    try:
        return GameRecord.loads(raw)
    except RecordError as exc:
        raise CLIError(f"{path}: {exc}") from None


def replay_save(path: Path, check: bool) -> list[str]:
    """Replay the save at ``path``; the lines to print. CLIError for any problem.

    The verdict is the app's own (:func:`~desktop_app.engine.save_check.restore`): a file the app
    refuses is refused here. With ``--check`` the replay must also be checked against the saved
    game — a file the app opens only from its moves, with the player's consent, fails the check
    and says why; without it, such a file is replayed from its moves with a note saying why.
    """
    record, raw = load_save(path)
    game = implemented_game(record.game_id)
    try:
        content = game.load_content()
    except ContentError as exc:
        raise CLIError(f"{game.id}: content: {exc}") from None
    try:
        restored = restore(record, raw, game, content)
    except RecordError as exc:
        raise CLIError(f"{path}: {exc}") from None
    state = restored.state
    if check:
        if restored.unchecked:
            where = ""
            if restored.moves == len(record.actions) and raw.get("snapshot") is not None:
                where = f" (first difference at {_first_difference(state.to_json(), raw['snapshot'])})"
            raise CLIError(f"{path}: cannot be checked against the saved game: {joined(restored.unchecked)}{where}")
        return [*(f"note: {note}" for note in restored.notes),
                f"OK: {len(record.actions)} actions replayed; state hash {state.state_hash()[:16]} matches the snapshot"]
    lines = [f"note: {note}" for note in restored.notes]
    lines += [f"note: opened from its moves without a check: {reason}" for reason in restored.unchecked]
    over = "game over" if state.is_over() else "game in progress"
    lines.append(f"{game.id}: {restored.moves} actions replayed ({over})")
    lines.append(format_table(state.score_sheet()))
    return lines
