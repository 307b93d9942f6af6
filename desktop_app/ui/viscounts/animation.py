"""Step-by-step animation of the castle and the viscounts from the engine's events.

The scene always draws the final state. To show how it came about, :func:`castle_frames` walks
the castle events of the last change backwards from the final worker counts to the counts before
them, then forwards again one event at a time: each frame is the castle after one event, with the
workers that moved in it (from where to where). :class:`Player` replays the frames (and a
viscount's path, space by space) on timers; a new change cancels a running replay.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QPointF, QTimer

from desktop_app.ui.items import WorkerItem
from desktop_app.ui.viscounts import geometry as g
from desktop_app.ui.viscounts import kingdom

CASTLE_EVENTS = ("workers_placed", "workers_moved", "worker_inward", "worker_level3", "knocked_out")
SUPPLY = (0, 0)
"""``(0, region)`` stands for a player's supply in a move."""

Counts = dict[int, list[list[int]]]
Move = tuple[int, tuple[int, int], tuple[int, int]]
"""(colour, (level, region) from, (level, region) to); level 0 is the supply."""


def _copy(counts: Counts) -> Counts:
    return {level: [row[:] for row in rows] for level, rows in counts.items()}


def event_moves(event: Any) -> list[Move]:
    """The workers a castle event moves (see :data:`Move`)."""
    d = event.data or {}
    c = d.get("colour", event.player)
    if event.kind == "workers_placed":
        return [(c, SUPPLY, (1, d["region"]))] * d["n"]
    if event.kind == "workers_moved":
        return [(c, (1, d["from"]), (2, d["inward"])), (c, (1, d["from"]), (1, d["clockwise"])),
                (c, (1, d["from"]), (1, d["counter_clockwise"]))]
    if event.kind == "worker_inward":
        return [(c, (1, d["from"]), (2, d["to"]))]
    if event.kind == "worker_level3":
        return [(c, (2, d["from"]), (3, 0))]
    if event.kind == "knocked_out":
        return [(c, (d["level"], d["region"]), SUPPLY)]
    return []


def _shift(counts: Counts, moves: list[Move], sign: int) -> None:
    for colour, src, dst in moves:
        for (level, region), delta in ((src, -sign), (dst, sign)):
            if level:
                counts[level][region][colour] += delta


def castle_frames(events: list, final: Counts) -> list[tuple[Counts, list[Move]]]:
    """``[(counts after the event, its moves)]`` for every castle event, starting with the counts
    before the first one (``[]`` moves). Empty when the change moved no worker."""
    steps = [event_moves(e) for e in events if e.kind in CASTLE_EVENTS]
    steps = [m for m in steps if m]
    if not steps:
        return []
    counts = _copy(final)
    for moves in reversed(steps):
        _shift(counts, moves, -1)
    if any(v < 0 for rows in counts.values() for row in rows for v in row):
        return []  # the events do not add up to this state (e.g. an undo in between): no replay
    frames = [(_copy(counts), [])]
    for moves in steps:
        _shift(counts, moves, 1)
        frames.append((_copy(counts), moves))
    return frames


class Player(QObject):
    """Runs ``steps`` (callables) one after another, ``interval`` ms apart; :meth:`stop` cancels."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        self._steps: list[Callable[[], None]] = []
        self._interval = 0

    @property
    def running(self) -> bool:
        """True while steps are left."""
        return bool(self._steps)

    def play(self, steps: list[Callable[[], None]], interval: int) -> None:
        """Start (after stopping any replay): the first step now, the others ``interval`` ms apart."""
        self.stop()
        self._steps, self._interval = list(steps), max(1, interval)
        self._next()

    def stop(self) -> None:
        """Cancel what is left."""
        self._timer.stop()
        self._steps = []

    def finish(self) -> None:
        """Run every step left at once (e.g. before a test reads the board)."""
        self._timer.stop()
        steps, self._steps = self._steps, []
        for step in steps:
            step()

    def _next(self) -> None:
        if not self._steps:
            return
        step = self._steps.pop(0)
        step()
        if self._steps:
            self._timer.start(self._interval)


class ReplayMixin:
    """How :class:`~desktop_app.ui.viscounts.scene.ViscountsScene` replays the last change: the
    viscounts walking their paths, then the castle event by event (:func:`castle_frames`)."""

    def _animate(self, events: list) -> None:
        if self.duration(100) <= 0 or not events:
            return
        steps = []
        for event in events:
            if event.kind in ("moved", "steward_moved"):
                seat = event.player
                path = (event.data or {}).get("path", [])
                item = self.viscounts.get(seat)
                if item is not None and path:
                    steps += self._walk(item, (event.data or {}).get("from", ""), path)
        b = self.view.board
        frames = castle_frames(events, {1: b.l1, 2: b.l2, 3: [b.l3]})
        if frames:
            steps.append(lambda f=frames[0][0]: self._show_castle(f, []))
            steps += [lambda f=f, m=m: self._show_castle(f, m) for f, m in frames[1:]]
        if steps:
            self.player.play(steps, self.duration(420))

    def _walk(self, item: kingdom.ViscountItem, start: str, path: list[str]) -> list:
        """Steps moving ``item`` from ``start`` along ``path`` (one space per step)."""
        out = []
        if start in self.geo.spaces:
            out.append(lambda s=start: item.setPos(kingdom.viscount_spot(self.view, self.geo, s, 0, 1)))
        for space in path:
            target = kingdom.viscount_spot(self.view, self.geo, space, 0, 1)
            out.append(lambda t=target: item.animate_to(t, self.duration(300)))
        final = item.pos()
        out.append(lambda: item.animate_to(final, self.duration(150)))
        return out

    def _show_castle(self, counts, moves) -> None:
        for w in self.workers:
            if w.scene() is self:
                self.removeItem(w)
        old = {id(w) for w in self.workers}
        self.pieces = [p for p in self.pieces if id(p) not in old]
        self.workers = kingdom.draw_workers(self, self.view, self.geo, self.colours, counts)
        moved: set[int] = set()  # each worker arriving is its own figure (two placed: two figures move)
        for colour, src, dst in moves:
            target = next((w for w in self.workers if w.payload["colour"] == colour and id(w) not in moved
                           and (w.payload["level"], w.payload["region"]) == dst), None)
            start = self._spot(src, colour)
            if target is not None and start is not None:
                moved.add(id(target))
                end = target.pos()
                target.setPos(start)
                target.animate_to(end, self.duration(360))
            elif dst[0] == 0 and start is not None:
                ghost = WorkerItem(13, colour=self.colour_of(colour), rule_id=None, payload=None)
                ghost.setPos(start)
                ghost.setZValue(30)
                super().addItem(ghost)
                animation = ghost.animate_to(self._spot(dst, colour), self.duration(360))
                if animation is not None:
                    animation.finished.connect(lambda gh=ghost: gh.scene() is self and self.removeItem(gh))

    def _spot(self, where: tuple[int, int], colour: int) -> QPointF | None:
        level, region = where
        if level == 0:
            return QPointF(60, g.SIZE - 60)
        a0, a1 = self.geo.region_angles(level, region) if level < 3 else (0.0, 0.0)
        if level == 3:
            return QPointF(g.CENTRE)
        r = (g.R_L2 + g.R_WALL) / 2 if level == 1 else (g.R_L3 + g.R_L2) / 2
        return g.point(r, (a0 + a1) / 2)

    def finish_animations(self) -> None:
        """Show the end of any running replay at once."""
        self.player.finish()
