"""Tile art drawn from data: category colour and icon, headline, mood icons, photo conditions, $.

Every face is painted once per (tile type, language, colour-blind) into a QPixmap at twice the
cell resolution and reused by all copies, so a tile item's ``paint`` is one pixmap blit. Face-down
tiles show only their footprint (kraft paper), so a tile's size tells its type (FTP-GAT-01).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap

from desktop_app.ui.colour_blind import pattern_brush

CELL = 48.0
"""Size of one page cell (and of a desk or hand tile's cell) in scene units."""
RES = 2.0
FACE_FIGURES = 10.0
"""The point size of the figures on a tile face (category letter, points, photo points): 9 px on a
1366×768 screen with the page at full size. The headline is a miniature (its words score nothing)."""
"""Pixmap resolution per scene unit (sharp up to 200 % zoom)."""
PAPER = QColor("#FBF7EC")
INK = QColor("#1F1B16")
BACK = QColor("#B59B74")
AD_PAPER = QColor("#FFF0B8")
PHOTO_DARK = QColor("#3C4148")
ICON_NAMES = ("trophy", "megaphone", "gear")


def footprint_path(cells, cell: float = CELL, inset: float = 1.5) -> QPainterPath:
    """The outline of a footprint's cells (slightly inset so neighbours show a gap)."""
    path = QPainterPath()
    for c, r in cells:
        path.addRect(QRectF(c * cell, r * cell, cell, cell))
    path = path.simplified()
    if inset <= 0:
        return path
    rounded = QPainterPath()
    for polygon in path.toFillPolygons():
        sub = QPainterPath()
        sub.addPolygon(polygon)
        rounded = rounded.united(sub)
    inner = QPainterPath()
    inner.addRect(rounded.boundingRect().adjusted(inset, inset, -inset, -inset))
    return rounded.intersected(inner) if _is_rect(cells) else _shrink(path, inset)


def _is_rect(cells) -> bool:
    w = max(c for c, _ in cells) + 1
    h = max(r for _, r in cells) + 1
    return len(cells) == w * h


def _shrink(path: QPainterPath, inset: float) -> QPainterPath:
    """A polyomino outline moved inwards by ``inset`` (stroke subtraction)."""
    from PySide6.QtGui import QPainterPathStroker

    stroker = QPainterPathStroker()
    stroker.setWidth(2 * inset)
    return path.subtracted(stroker.createStroke(path)).simplified()


def largest_rect(cells) -> tuple[int, int, int, int]:
    """The biggest all-filled rectangle ``(col, row, w, h)`` of a footprint (where text goes)."""
    filled = set(cells)
    w = max(c for c, _ in cells) + 1
    h = max(r for _, r in cells) + 1
    best = (0, 0, 1, 1)
    for c0 in range(w):
        for r0 in range(h):
            for cw in range(1, w - c0 + 1):
                for rh in range(1, h - r0 + 1):
                    if all((c, r) in filled for c in range(c0, c0 + cw) for r in range(r0, r0 + rh)):
                        if cw * rh > best[2] * best[3]:
                            best = (c0, r0, cw, rh)
    return best


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` blended towards ``b`` by ``t`` (0..1)."""
    return QColor(int(a.red() + (b.red() - a.red()) * t), int(a.green() + (b.green() - a.green()) * t),
                  int(a.blue() + (b.blue() - a.blue()) * t))


# ---- icons ---------------------------------------------------------------------------------
def draw_icon(painter: QPainter, name: str, centre: QPointF, size: float, colour: QColor) -> None:
    """A small vector icon (trophy, megaphone, gear, smiley, frowny, camera, star)."""
    painter.save()
    painter.translate(centre)
    s = size / 2
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    if name == "trophy":
        cup = QPainterPath()
        cup.moveTo(-s * 0.7, -s * 0.8)
        cup.lineTo(s * 0.7, -s * 0.8)
        cup.quadTo(s * 0.7, s * 0.15, 0, s * 0.25)
        cup.quadTo(-s * 0.7, s * 0.15, -s * 0.7, -s * 0.8)
        painter.drawPath(cup)
        painter.drawRect(QRectF(-s * 0.12, s * 0.2, s * 0.24, s * 0.45))
        painter.drawRect(QRectF(-s * 0.5, s * 0.6, s, s * 0.25))
        painter.setPen(QPen(colour, s * 0.16))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(QRectF(-s * 1.0, -s * 0.75, s * 0.6, s * 0.6), 90 * 16, 180 * 16)
        painter.drawArc(QRectF(s * 0.4, -s * 0.75, s * 0.6, s * 0.6), -90 * 16, 180 * 16)
    elif name == "megaphone":
        horn = QPainterPath()
        horn.moveTo(-s * 0.8, -s * 0.25)
        horn.lineTo(s * 0.6, -s * 0.8)
        horn.lineTo(s * 0.6, s * 0.8)
        horn.lineTo(-s * 0.8, s * 0.25)
        horn.closeSubpath()
        painter.drawPath(horn)
        painter.drawRect(QRectF(-s * 0.6, s * 0.2, s * 0.3, s * 0.6))
        painter.drawRect(QRectF(s * 0.62, -s * 0.3, s * 0.25, s * 0.6))
    elif name == "gear":
        teeth = QPainterPath()
        for i in range(16):
            a = math.pi * 2 * i / 16
            r = s if i % 2 == 0 else s * 0.72
            point = QPointF(r * math.cos(a), r * math.sin(a))
            teeth.moveTo(point) if i == 0 else teeth.lineTo(point)
        teeth.closeSubpath()
        hole = QPainterPath()
        hole.addEllipse(QPointF(0, 0), s * 0.3, s * 0.3)
        painter.drawPath(teeth.subtracted(hole))
    elif name in ("smiley", "frowny"):
        painter.drawEllipse(QPointF(0, 0), s, s)
        ink = QColor("#1A1A1A")
        painter.setBrush(ink)
        painter.drawEllipse(QPointF(-s * 0.35, -s * 0.25), s * 0.13, s * 0.13)
        painter.drawEllipse(QPointF(s * 0.35, -s * 0.25), s * 0.13, s * 0.13)
        painter.setPen(QPen(ink, max(1.0, s * 0.14), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if name == "smiley":
            painter.drawArc(QRectF(-s * 0.5, -s * 0.35, s, s * 0.9), 200 * 16, 140 * 16)
        else:
            painter.drawArc(QRectF(-s * 0.5, s * 0.2, s, s * 0.8), 20 * 16, 140 * 16)
    elif name == "camera":
        painter.drawRoundedRect(QRectF(-s, -s * 0.55, 2 * s, s * 1.35), s * 0.2, s * 0.2)
        painter.drawRect(QRectF(-s * 0.35, -s * 0.8, s * 0.7, s * 0.3))
        painter.setBrush(QColor("#FFFFFF"))
        painter.drawEllipse(QPointF(0, s * 0.12), s * 0.45, s * 0.45)
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(0, s * 0.12), s * 0.25, s * 0.25)
    elif name == "star":
        star = QPainterPath()
        for i in range(10):
            a = -math.pi / 2 + math.pi * i / 5
            r = s if i % 2 == 0 else s * 0.45
            point = QPointF(r * math.cos(a), r * math.sin(a))
            star.moveTo(point) if i == 0 else star.lineTo(point)
        star.closeSubpath()
        painter.drawPath(star)
    else:
        painter.drawEllipse(QPointF(0, 0), s * 0.8, s * 0.8)
    painter.restore()


def paint_focus_face(painter: QPainter, path: QPainterPath, rect: QRectF, name: str, side: str,
                     side_pt: float = 10.0) -> None:
    """The focus-news tile's face (FTP-LAY-04): ``path`` its footprint and ``rect`` the cells' box (at
    :data:`CELL` a cell); dark paper, a gold frame with two stars, the news' name and its side. The tile
    on the page and the end-of-day check draw it alike (the check's smaller tile with a larger ``side_pt``)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillPath(path, QColor("#2F2A24"))
    inner = rect.adjusted(5, 5, -5, -5)
    painter.setPen(QPen(QColor("#D9B64C"), 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(inner)
    draw_icon(painter, "star", QPointF(inner.left() + 12, inner.top() + 12), 14, QColor("#D9B64C"))
    draw_icon(painter, "star", QPointF(inner.right() - 12, inner.top() + 12), 14, QColor("#D9B64C"))
    box = inner.adjusted(6, 22, -6, -18)
    painter.setPen(QColor("#F5EBD0"))
    painter.setFont(fit_font(name, box, painter.font(), 12, bold=True))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
    painter.setPen(QColor("#D9B64C"))
    font = QFont(painter.font())
    font.setPointSizeF(side_pt)
    font.setBold(False)
    painter.setFont(font)
    painter.drawText(inner.adjusted(0, 0, 0, -2), Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignHCenter, side)


def fit_font(text: str, rect: QRectF, base: QFont, max_pt: float, min_pt: float = 5.0,
             bold: bool = False) -> QFont:
    """The largest font (≤ ``max_pt``) whose word-wrapped ``text`` fits ``rect``."""
    font = QFont(base)
    font.setBold(bold)
    size = max_pt
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    while size > min_pt:
        font.setPointSizeF(size)
        box = QFontMetricsF(font).boundingRect(rect, flags, text)
        if box.width() <= rect.width() + 0.5 and box.height() <= rect.height() + 0.5:
            break
        size -= 0.5
    font.setPointSizeF(max(size, min_pt))
    return font


# ---- faces ---------------------------------------------------------------------------------
class TileArt:
    """Paints tile faces and backs from the content's categories and moods."""

    def __init__(self, content) -> None:
        self.content = content
        self.category_index = {cid: i for i, cid in enumerate(content.categories)}
        self._cache: dict[tuple, QPixmap] = {}

    def category_colour(self, category: str | None) -> QColor:
        """The screen colour of a category id (grey for none)."""
        model = self.content.categories.get(category) if category else None
        return QColor(model.colour) if model else QColor("#8A8A8A")

    def mood_colour(self, mood: str) -> QColor:
        """The colour of a mood icon."""
        model = self.content.moods.get(mood)
        return QColor(model.colour) if model else QColor("#CCCCCC")

    def category_icon(self, category: str) -> str:
        """The icon name of a category."""
        model = self.content.categories.get(category)
        return model.icon if model else "dot"

    def pixmap(self, tile, face_up: bool, lang: str, colour_blind: bool) -> QPixmap:
        """The cached picture of a tile type (``tile`` a TileDef) face up or down."""
        key = (tile.id if face_up else "back:" + tile.footprint.id, lang if face_up else "",
               colour_blind and face_up)
        pm = self._cache.get(key)
        if pm is None:
            pm = self._cache[key] = self.render(tile, face_up, lang, colour_blind)
        return pm

    def render(self, tile, face_up: bool, lang: str, colour_blind: bool) -> QPixmap:
        """Paint a new pixmap of a tile (use :meth:`pixmap` for the cached one)."""
        fp = tile.footprint
        pm = QPixmap(int(fp.width * CELL * RES), int(fp.height * CELL * RES))
        pm.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pm)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        painter.scale(RES, RES)
        self.paint(painter, tile, face_up, lang, colour_blind)
        painter.end()
        return pm

    def paint(self, painter: QPainter, tile, face_up: bool, lang: str, colour_blind: bool) -> None:
        """Paint a tile at :data:`CELL` a cell with ``painter`` (what :meth:`render` puts in a picture)."""
        path = footprint_path(tile.footprint.cells)
        if not face_up:
            self._paint_back(painter, path)
        elif tile.type == "article":
            self._paint_article(painter, tile, path, lang, colour_blind)
        elif tile.type == "photo":
            self._paint_photo(painter, tile, path, lang, colour_blind)
        else:
            self._paint_ad(painter, tile, path, lang)

    @staticmethod
    def _paint_back(painter: QPainter, path: QPainterPath) -> None:
        painter.fillPath(path, BACK)
        painter.fillPath(path, QBrush(QColor(255, 255, 255, 38), Qt.BrushStyle.BDiagPattern))
        painter.setPen(QPen(QColor("#6E5A3E"), 1.4))
        painter.drawPath(path)

    def _text_rect(self, tile, top: float, bottom: float) -> QRectF:
        c, r, w, h = largest_rect(tile.footprint.cells)
        return QRectF(c * CELL + 4, r * CELL + top, w * CELL - 8, h * CELL - top - bottom)

    def _paint_article(self, painter, tile, path, lang, colour_blind) -> None:
        colour = self.category_colour(tile.category)
        painter.fillPath(path, mix(PAPER, colour, 0.12))
        c, r, w, _h = largest_rect(tile.footprint.cells)
        band = QRectF(c * CELL, r * CELL, w * CELL, 15)
        painter.save()
        painter.setClipPath(path)
        painter.fillRect(band, colour)
        if colour_blind:
            painter.fillRect(band, pattern_brush(self.category_index.get(tile.category, 0) + 1, colour))
        painter.restore()
        draw_icon(painter, self.category_icon(tile.category), QPointF(band.left() + 10, band.center().y()),
                  11, QColor("#FFFFFF"))
        painter.setPen(QColor("#FFFFFF"))
        font = QFont(painter.font())
        font.setBold(True)
        font.setPointSizeF(FACE_FIGURES)
        painter.setFont(font)
        letter = self.content.categories[tile.category].letter if tile.category in self.content.categories else ""
        painter.drawText(band.adjusted(18, 0, -14, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         letter)
        painter.drawText(band.adjusted(0, 0, -4, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         str(tile.points))
        text = tile.name.get(lang) or tile.name.get("en", tile.id)
        rect = self._text_rect(tile, 18, 14)
        painter.setPen(INK)
        painter.setFont(fit_font(text, rect, painter.font(), 8.5, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
        icon = "smiley" if tile.mood == "good" else "frowny"
        last = max(tile.footprint.cells, key=lambda t: (t[1], -t[0]))
        y = (max(rr for _, rr in tile.footprint.cells) + 1) * CELL - 7.5
        x0 = last[0] * CELL + 9 if w == 1 else c * CELL + 9
        for i in range(tile.mood_icons):
            draw_icon(painter, icon, QPointF(x0 + i * 12.5, y), 10, self.mood_colour(tile.mood))
        painter.setPen(QPen(colour, 2.6))
        painter.drawPath(path)

    def _paint_photo(self, painter, tile, path, lang, colour_blind) -> None:
        painter.fillPath(path, PHOTO_DARK)
        inner = path.boundingRect().adjusted(4, 4, -4, -20)
        painter.save()
        painter.setClipPath(path)
        painter.fillRect(inner, QColor("#8FB3C9"))
        hill = QPainterPath()
        hill.moveTo(inner.bottomLeft())
        hill.quadTo(QPointF(inner.left() + inner.width() * 0.35, inner.top() + inner.height() * 0.35),
                    QPointF(inner.center().x(), inner.bottom() - inner.height() * 0.3))
        hill.quadTo(QPointF(inner.right() - inner.width() * 0.2, inner.top() + inner.height() * 0.4),
                    inner.bottomRight())
        hill.closeSubpath()
        painter.fillPath(hill, QColor("#6E9B72"))
        painter.setBrush(QColor("#F6E27A"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(inner.right() - 10, inner.top() + 10), 5, 5)
        painter.restore()
        draw_icon(painter, "camera", QPointF(inner.left() + 10, inner.top() + 9), 13, QColor("#2B2B2B"))
        text = tile.name.get(lang) or tile.name.get("en", tile.id)
        cap = QRectF(inner.left() + 2, inner.top() + 18, inner.width() - 4, inner.height() - 20)
        painter.setPen(QColor("#FFFFFF"))
        painter.setFont(fit_font(text, cap, painter.font(), 8.0, bold=True))
        painter.drawText(cap.translated(0.7, 0.7), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
        painter.setPen(INK)
        painter.drawText(cap, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
        # the condition strip: category chips and mood icons this photo scores next to
        y = path.boundingRect().bottom() - 10
        x = path.boundingRect().left() + 12
        for cat in tile.photo_categories:
            colour = self.category_colour(cat)
            painter.setPen(QPen(QColor("#FFFFFF"), 1))
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(x, y), 7, 7)
            if colour_blind:
                painter.setBrush(pattern_brush(self.category_index.get(cat, 0) + 1, colour))
                painter.drawEllipse(QPointF(x, y), 7, 7)
            draw_icon(painter, self.category_icon(cat), QPointF(x, y), 8, QColor("#FFFFFF"))
            x += 17
        for mood in tile.photo_moods:
            draw_icon(painter, "smiley" if mood == "good" else "frowny", QPointF(x, y), 13, self.mood_colour(mood))
            x += 17
        painter.setPen(QColor("#FFFFFF"))
        font = QFont(painter.font())
        font.setBold(True)
        font.setPointSizeF(FACE_FIGURES)
        painter.setFont(font)
        per = f"+{tile.points_per_match}" + (f" ≤{tile.photo_max}" if tile.photo_max is not None else "")
        painter.drawText(QRectF(x - 4, y - 8, path.boundingRect().right() - x, 16),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, per)
        painter.setPen(QPen(QColor("#202326"), 1.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)

    def _paint_ad(self, painter, tile, path, lang) -> None:
        painter.fillPath(path, AD_PAPER)
        box = path.boundingRect()
        painter.setPen(QPen(QColor("#A87B00"), 1.2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(box.adjusted(3, 3, -3, -3))
        money = QRectF(box.left() + 4, box.top() + 3, min(box.width(), CELL) - 8, CELL * 0.52)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPointSizeF(13)
        painter.setFont(font)
        painter.setPen(QColor("#7A5200"))
        painter.drawText(money, Qt.AlignmentFlag.AlignCenter, f"${tile.income}")
        text = tile.name.get(lang) or tile.name.get("en", tile.id)
        rect = QRectF(box.left() + 4, box.top() + CELL * 0.5, box.width() - 8, CELL * 0.46)
        if box.width() > CELL:
            rect = QRectF(box.left() + CELL - 2, box.top() + 4, box.width() - CELL - 2, box.height() - 8)
        painter.setPen(INK)
        painter.setFont(fit_font(text, rect, painter.font(), 7.5))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
        painter.setPen(QPen(QColor("#A87B00"), 1.4))
        painter.drawPath(path)
