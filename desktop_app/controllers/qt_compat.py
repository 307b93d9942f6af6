"""Work-arounds for bugs of the installed Qt for Python.

PySide6 6.12.0 on CPython 3.11 returns ``True`` from ``SignalInstance.emit`` without taking a
reference to it, so every ``emit`` from Python lowers ``True``'s reference count by one; after a
few thousand signals the interpreter aborts ("bool_dealloc: deallocating True or False").
:func:`emit` probes for that once and hands the missing reference back. Giving back a reference
that was not lost would only keep ``True`` alive longer, which is harmless, but the probe makes
sure it is only done where needed.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal


class _Probe(QObject):
    ping = Signal()


_state: dict[str, bool] = {}


def emit_loses_a_reference() -> bool:
    """True when this PySide6 drops a reference to ``emit``'s return value (probed once)."""
    if "lossy" not in _state:
        probe = _Probe()
        rounds = 8
        before = sys.getrefcount(True)
        for _ in range(rounds):
            probe.ping.emit()
        lost = before - sys.getrefcount(True)
        for _ in range(max(0, lost)):
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))
        _state["lossy"] = lost >= rounds
    return _state["lossy"]


def emit(signal: Any, *args: Any) -> None:
    """``signal.emit(*args)``, safe against the lost reference of PySide6 6.12.0."""
    result = signal.emit(*args)
    if isinstance(result, bool) and _state["lossy"]:
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(result))


emit_loses_a_reference()  # probe once, at import, on the importing (main) thread
