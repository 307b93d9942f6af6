"""Atomic save files: written with ``QSaveFile`` so a crash never leaves half a save."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QIODevice, QSaveFile

from desktop_app.engine.record import MAX_SAVE_BYTES, GameRecord, RecordError
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
    """Read and parse a save file; raises :class:`RecordError` with a clear message.

    A file larger than :data:`~desktop_app.engine.record.MAX_SAVE_BYTES` is refused before it
    is read; the rest is :meth:`GameRecord.loads`.
    """
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise RecordError("the file is too large to be a Board Table save ({size} MB)",
                              size=size // 2**20).about(path.name)
        raw = path.read_bytes()
    except OSError as exc:
        raise RecordError("cannot read the file ({error})", error=exc.strerror or str(exc)).about(path.name) from None
    try:
        return GameRecord.loads(raw)
    except RecordError as exc:
        raise exc.about(path.name) from None
