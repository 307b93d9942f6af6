"""``replay``: re-apply a save file's record; ``--check`` compares with its saved snapshot."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop_app.cli_common import CLIError, implemented_game
from desktop_app.cli_score import format_table
from desktop_app.content import ContentError
from desktop_app.engine.record import GameRecord, RecordError
from desktop_app.engine.state import GameState


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
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CLIError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CLIError(f"{path}: cannot read the save file ({exc})") from None
    try:
        return GameRecord.loads(text)
    except RecordError as exc:
        raise CLIError(f"{path}: {exc}") from None


def replay_save(path: Path, check: bool) -> list[str]:
    """Replay the save at ``path``; the lines to print. CLIError for any problem."""
    record, raw = load_save(path)
    game = implemented_game(record.game_id)
    try:
        content = game.load_content()
    except ContentError as exc:
        raise CLIError(f"{game.id}: content: {exc}") from None
    try:
        state: GameState = record.new_state(game, content)
    except Exception as exc:  # a damaged record (bad options, seed) is bad input
        raise CLIError(f"{path}: the game cannot be set up ({type(exc).__name__}: {exc})") from None
    for i, action in enumerate(record.actions, 1):
        illegal = state.check(action)
        if illegal is not None:
            raise CLIError(f"{path}: action {i} ({action.text()}) is refused: {illegal.message()}")
        state.apply(action)
    lines = []
    version = game.content_version(content)
    if version != record.content_version:
        lines.append(f"note: saved with content version {record.content_version}, replayed with {version}")
    if check:
        snapshot = raw.get("snapshot")
        if snapshot is None:
            raise CLIError(f"{path}: the save file has no snapshot to check against")
        if state.state_hash() != raw.get("snapshot_hash"):
            where = _first_difference(state.to_json(), snapshot)
            raise CLIError(f"{path}: the replay does not match the saved snapshot (first difference at {where})")
        lines.append(f"OK: {len(record.actions)} actions replayed; state hash {state.state_hash()[:16]} "
                     "matches the snapshot")
        return lines
    over = "game over" if state.is_over() else "game in progress"
    lines.append(f"{game.id}: {len(record.actions)} actions replayed ({over})")
    lines.append(format_table(state.score_sheet()))
    return lines
