"""``replay``: re-apply a save file's record; ``--check`` compares with its saved snapshot.

Every bad input — a missing, unreadable, oversized or damaged file, an unknown game, settings
the game does not offer, a move that cannot be read or is not allowed, a replay that does not
reach the snapshot — is a :class:`CLIError`: one line on stderr, exit status 2. The checks are
the app's own (:meth:`GameRecord.loads` and :func:`~desktop_app.engine.record.restore`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop_app.cli_common import CLIError, implemented_game
from desktop_app.cli_score import format_table
from desktop_app.content import ContentError
from desktop_app.engine.record import MAX_SAVE_BYTES, GameRecord, RecordError, SnapshotMismatch, restore
from desktop_app.engine.state import snapshot_hash


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

    Without ``--check`` the moves are replayed and the score table printed; with it the replay
    must also reach the saved snapshot (the app refuses to open a file where it does not).
    """
    record, raw = load_save(path)
    game = implemented_game(record.game_id)
    try:
        content = game.load_content()
    except ContentError as exc:
        raise CLIError(f"{game.id}: content: {exc}") from None
    snapshot = raw.get("snapshot")
    if check and snapshot is None:
        raise CLIError(f"{path}: the save file has no snapshot to check against")
    checked = dict(raw) if check else {k: v for k, v in raw.items() if k != "snapshot"}
    try:
        restored = restore(record, checked, game, content)
    except SnapshotMismatch as exc:
        where = _first_difference(exc.state.to_json(), snapshot)
        raise CLIError(f"{path}: the replay does not match the saved snapshot (first difference at {where})") from None
    except RecordError as exc:
        raise CLIError(f"{path}: {exc}") from None
    state = restored.state
    lines = []
    version = game.content_version(content)
    if version != record.content_version:
        lines.append(f"note: saved with content version {record.content_version}, replayed with {version}")
    if check:
        if restored.content_changed and state.state_hash() != snapshot_hash(snapshot):
            where = _first_difference(state.to_json(), snapshot)
            raise CLIError(f"{path}: the replay does not match the saved snapshot (first difference at {where})")
        lines.append(f"OK: {len(record.actions)} actions replayed; state hash {state.state_hash()[:16]} "
                     "matches the snapshot")
        return lines
    over = "game over" if state.is_over() else "game in progress"
    lines.append(f"{game.id}: {len(record.actions)} actions replayed ({over})")
    lines.append(format_table(state.score_sheet()))
    return lines

