"""Where things lie on the Fit To Print table: the zones, and each tile's spot, scale and depth."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from desktop_app.ui.fit_to_print.art import CELL
from desktop_app.ui.fit_to_print.board import PageItem

SCENE_RECT = QRectF(0, 0, 1232, 940)
HEADER = QRectF(0, 0, 1232, 52)
POOL = QRectF(16, 62, 562, 356)
DESK = QRectF(16, 430, 562, 496)
TIMER_CENTRE = QPointF(688, 132)
LAYOUT_BTN = QRectF(600, 212, 176, 44)
PRINT_BTN = QRectF(600, 264, 176, 44)
HAND = QRectF(592, 318, 192, 236)
KEEP_BTN = QRectF(600, 512, 84, 32)
RETURN_BTN = QRectF(692, 512, 84, 32)
FOCUS_BOX = QRectF(592, 566, 192, 200)
NEWS_BOX = QRectF(592, 776, 192, 150)
PAGE = QRectF(800, 62, PageItem.WIDTH, PageItem.MAST + 8 * CELL + 18)
PREVIEW = QRectF(800, 530, PageItem.WIDTH, 176)
RIVALS = QRectF(800, 716, PageItem.WIDTH, 210)
POOL_SCALE = 0.4
"""Pool tiles are shown at 40 % (a loose scatter you can still read the shapes of)."""
DESK_SCALES = (1.0, 0.85, 0.72, 0.6, 0.5, 0.42)


def tile_places(view, viewer: int) -> dict[int, tuple]:
    """Where each tile the viewer sees lies: ("pool", i), ("hand", i), ("desk", i), ("page", col, row)."""
    pool = [] if view.settings.is_puzzle else view.pool  # a puzzle has no pool (FTP-GAP-10)
    places: dict[int, tuple] = {uid: ("pool", i) for i, uid in enumerate(pool)}
    me = view.players[viewer]
    places.update({uid: ("hand", i) for i, uid in enumerate(me.hand)})
    places.update({uid: ("desk", i) for i, uid in enumerate(me.desk)})
    places.update({uid: ("page", *at) for uid, at in me.page.items()})
    return places


def desk_layout(view, desk: list[int]) -> dict[int, tuple[QPointF, float]]:
    """Desk tiles in rows (shelf packing), shrunk as far as needed to fit: ``{uid: (pos, scale)}``.

    Every tile gets a place of its own inside the desk, however many there are: past the usual
    scales the desk keeps shrinking them, so no tile is ever left on top of another.
    """
    inner = DESK.adjusted(12, 28, -12, -10)
    scales = list(DESK_SCALES)
    while scales[-1] > 0.05:
        scales.append(scales[-1] * 0.85)
    for scale in scales:
        out = _shelves(view, desk, inner, scale)
        if out is not None:
            return out
    return _shelves(view, desk, inner, scales[-1], clip=True)


def stable_desk_layout(view, seat: int, roster: list[int]) -> tuple[dict[int, tuple[QPointF, float]], list[int]]:
    """The desk of ``seat`` laid out so that tiles stay where they lie: ``(layout, new roster)``.

    ``roster`` is the order the desk was packed in last time. A tile that went to the page (or
    back into the hand) keeps its place in the roster, so the tiles after it do not slide into the
    gap under the mouse; a new desk tile joins at the end; a tile gone from the player's table
    leaves it. When the gaps would make the desk shrink its tiles, it is packed afresh.
    """
    me = view.players[seat]
    own = set(me.desk) | set(me.page) | set(me.hand)
    kept = [u for u in roster if u in own]
    kept += [u for u in me.desk if u not in kept]
    desk = set(me.desk)
    full = desk_layout(view, kept)
    compact = desk_layout(view, list(me.desk))
    smallest = min((scale for u, (_pos, scale) in full.items() if u in desk), default=1.0)
    if compact and smallest < min(scale for _pos, scale in compact.values()) - 1e-6:
        return compact, list(me.desk)
    return {u: place for u, place in full.items() if u in desk}, kept


def _shelves(view, desk: list[int], inner: QRectF, scale: float, clip: bool = False):
    """Shelf packing of ``desk`` at ``scale``; None if it does not fit (unless ``clip``)."""
    out, x, y, row_h = {}, inner.left(), inner.top(), 0.0
    for uid in desk:
        fp = view.tile(uid).footprint
        w, h = fp.width * CELL * scale, fp.height * CELL * scale
        if x + w > inner.right() + 0.5:
            x, y, row_h = inner.left(), y + row_h + 8 * scale, 0.0
        if y + h > inner.bottom() + 0.5 and not clip:
            return None
        out[uid] = (QPointF(x, y), scale)
        x += w + 8 * scale
        row_h = max(row_h, h)
    return out


def tile_target(view, place: tuple, uid: int, desk: dict, origin: QPointF) -> tuple[QPointF, float, float]:
    """(position, scale, z) of a tile at ``place`` (``origin``: the page grid's top-left)."""
    fp = view.tile(uid).footprint
    if place[0] == "pool":
        # between days the pool has no scatter yet: a fixed spread (golden-ratio steps) meanwhile
        x, y = view.pool_pos.get(uid) or ((uid * 0.618034) % 1.0, (uid * 0.7548777 + 0.1) % 1.0)
        w, h = fp.width * CELL * POOL_SCALE, fp.height * CELL * POOL_SCALE
        pos = QPointF(POOL.left() + 10 + x * (POOL.width() - 20 - w), POOL.top() + 26 + y * (POOL.height() - 34 - h))
        return pos, POOL_SCALE, 10 + place[1] * 0.02
    if place[0] == "hand":
        w, h = fp.width * CELL, fp.height * CELL
        scale = min(1.0, 176 / w, 150 / h)
        return (QPointF(HAND.center().x() - w * scale / 2 + place[1] * 14, HAND.top() + 28 + place[1] * 14),
                scale, 400 + place[1])
    if place[0] == "desk":
        pos, scale = desk[uid]
        return pos, scale, 100 + place[1] * 0.01
    return QPointF(origin.x() + place[1] * CELL, origin.y() + place[2] * CELL), 1.0, 50
