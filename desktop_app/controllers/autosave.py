"""Atomic save files: written with ``QSaveFile`` so a crash never leaves half a save."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QIODevice, QSaveFile

from desktop_app.engine.record import GameRecord, RecordError
from desktop_app.engine.state import GameState


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file and an atomic rename.

    Creates the parent folder. Raises ``OSError`` naming the file when anything fails; the
    previous content of ``path`` is then left untouched.
    """
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OSError(f"{path}: cannot create the folder ({exc})") from exc
    out = QSaveFile(str(path))
    if not out.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(f"{path}: cannot write ({out.errorString()})")
    data = text.encode("utf-8")
    if out.write(data) != len(data):
        message = out.errorString()
        out.cancelWriting()
        out.commit()
        raise OSError(f"{path}: write failed ({message})")
    if not out.commit():
        raise OSError(f"{path}: cannot save ({out.errorString()})")


def save_record(path: Path, record: GameRecord, state: GameState) -> None:
    """Write a save file: the record plus a snapshot of ``state`` and its hash."""
    write_atomically(path, record.dumps(state))


def read_save(path: Path) -> tuple[GameRecord, dict]:
    """Read and parse a save file; raises :class:`RecordError` with a clear message."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise RecordError(f"{path.name}: cannot read the file ({exc.strerror or exc})") from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"{path.name}: this is not a Board Table save file (not UTF-8 text)") from exc
    try:
        return GameRecord.loads(text)
    except RecordError as exc:
        raise RecordError(f"{path.name}: {exc}") from exc
