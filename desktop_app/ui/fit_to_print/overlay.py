"""End of the day on screen (FTP-RT-07): the animated error check, the score table, the draft.

The :class:`EndOfDayOverlay` covers the table. Its :class:`CheckReplay` redraws the viewer's
page as it was printed and then plays the engine's check events one by one — removals first,
then flips in procedure order — each labelled with its rule ID. Next to it the day's score table
and, at the end of the game, the ranking with the tie-break reason, elimination or penalty. The
bottom band offers the focus-news draft (lowest finish token picks first) or a character pick.

While the sheet is on the table it holds the table's automatic steps (``hold_table``): the draft
goes on, but the next day starts for everyone only when the player clicks **Continue** — no
computer editor takes a tile behind the sheet (FTP-RT-07: the end of day is shown, then play
goes on). The start of the day is recorded like any table step, so replays are unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from desktop_app.ui.fit_to_print.art import CELL, TileArt, footprint_path, paint_focus_face
from desktop_app.ui.fit_to_print.board import INK, PANEL, SMALLEST, ButtonItem, _font
from desktop_app.ui.fit_to_print.texts import tr
from desktop_app.ui.items import HIGHLIGHT, BoardItem
from desktop_app.ui.text_fit import draw_fitted_text

STEP_MS = 900
"""Time per check step at animation speed 1."""
HOLD = "end-of-day sheet"
"""The table-hold reason of an open end-of-day sheet."""
BOX = QRectF(50, 36, 1132, 868)
HEADER_ROW = 40.0
"""The score table's header row: two lines of its smallest bold text."""


class CheckReplay(QGraphicsObject):
    """The printed page, then the check applied step by step.

    ``page``: ``{"cols", "rows", "area", "stars", "focus", "focus_face": (name, side label),
    "tiles": [(uid, tile, (col, row), face_up)]}``;
    ``steps``: ``[(action, uid, text, rule)]`` with action ``removed`` / ``flipped`` / ``excused``.
    """

    CELL = 38.0

    def __init__(self, origin: QPointF, page: dict, steps: list, art: TileArt, lang: str,
                 colour_blind: bool) -> None:
        super().__init__()
        self.page, self.steps, self.art, self.lang, self.colour_blind = page, steps, art, lang, colour_blind
        self.shown = 0
        self.rule_id = "FTP-CHK-02"
        self.setPos(origin)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(0, 0, max(8, self.page["cols"]) * self.CELL + 4, self.page["rows"] * self.CELL + 4)

    def _paint_focus(self, painter: QPainter) -> None:
        """The focus tile with its face, as on the page (FTP-LAY-04), scaled to the replay's cells."""
        cells = self.page["focus"]
        if not cells:
            return
        c0, r0 = min(c for c, _ in cells), min(r for _, r in cells)
        own = [(c - c0, r - r0) for c, r in cells]
        box = QRectF(0, 0, (max(c for c, _ in own) + 1) * CELL, (max(r for _, r in own) + 1) * CELL)
        painter.save()
        painter.translate(c0 * self.CELL, r0 * self.CELL)
        painter.scale(self.CELL / CELL, self.CELL / CELL)
        paint_focus_face(painter, footprint_path(own), box, *self.page["focus_face"], side_pt=SMALLEST * CELL / self.CELL)
        painter.restore()

    def advance_to(self, n: int) -> None:
        """Show the first ``n`` check steps."""
        self.shown = max(0, min(n, len(self.steps)))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        cell, page = self.CELL, self.page
        area = set(page["area"])
        for r in range(page["rows"]):
            for c in range(page["cols"]):
                painter.fillRect(QRectF(c * cell, r * cell, cell, cell),
                                 QColor("#FFFDF7") if (c, r) in area else QColor("#CFC6B4"))
        self._paint_focus(painter)
        done = self.steps[: self.shown]
        removed = {uid for action, uid, *_ in done if action == "removed"}
        flipped = {uid for action, uid, *_ in done if action == "flipped"}
        current = self.steps[self.shown - 1][1] if self.shown else None
        scale = cell / 48.0
        for uid, tile, (c, r), face_up in page["tiles"]:
            pm = self.art.pixmap(tile, face_up and uid not in flipped, self.lang, self.colour_blind)
            target = QRectF(c * cell, r * cell, tile.footprint.width * cell, tile.footprint.height * cell)
            painter.setOpacity(0.22 if uid in removed else 1.0)
            painter.drawPixmap(target, pm, QRectF(pm.rect()))
            painter.setOpacity(1.0)
            if uid == current:
                painter.setPen(QPen(QColor("#C62828"), 3.5 * max(scale, 0.7)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(target.adjusted(1, 1, -1, -1))
        painter.setPen(QPen(INK, 1.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(0, 0, page["cols"] * cell, page["rows"] * cell))


class ChoiceCard(BoardItem):
    """One option of the draft (a focus-news tile and its side) or of the character pick."""

    def __init__(self, rect: QRectF, title: str, lines: list[str], action: Any, enabled: bool) -> None:
        rule = "FTP-ADV-01" if action.kind == "pick_character" else "FTP-DRF-04"
        super().__init__(rect, QColor("#2F2A24"), rule_id=rule, payload=action)
        self.title, self.lines, self.enabled = title, lines, enabled
        self.setCursor(Qt.CursorShape.PointingHandCursor if enabled else Qt.CursorShape.ArrowCursor)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor("#2F2A24") if self.enabled else QColor("#6C665C"))
        painter.setPen(QPen(HIGHLIGHT, 3) if self._hover and self.enabled else QPen(QColor("#D9B64C"), 1.2))
        painter.drawRoundedRect(self._rect, 8, 8)
        painter.setPen(QColor("#F5EBD0"))
        _font(painter, 10.5, True)
        painter.drawText(self._rect.adjusted(10, 6, -10, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft,
                         self.title)
        painter.setPen(QColor("#E9DDBD"))
        _font(painter, SMALLEST)
        painter.drawText(self._rect.adjusted(10, 28, -10, -6), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft
                         | Qt.TextFlag.TextWordWrap, "\n".join(self.lines))


class EndOfDayOverlay(QGraphicsObject):
    """The end-of-day sheet over the table; :attr:`finished` runs when the player continues."""

    def __init__(self, title: str, replay: CheckReplay | None, log_lines: list[str],
                 table: list[list[str]], standings: list[str], on_continue: Callable[[], None],
                 step_ms: int) -> None:
        super().__init__()
        self.setZValue(5000)
        self.rule_id = "FTP-CHK-01"
        self.title, self.table, self.standings = title, table, standings
        self.log_lines = log_lines
        self.replay = replay
        self.choice_cards: list[ChoiceCard] = []
        self.choice_text = ""
        self.on_continue = on_continue
        self._held: Any = None
        self._dismissed = False
        if replay is not None:
            replay.setParentItem(self)
        self.continue_button = ButtonItem(QRectF(BOX.right() - 190, BOX.bottom() - 60, 170, 44), "#3C6E71",
                                          "FTP-DRF-04")
        self.continue_button.set_state(tr("Continue"), True)
        self.continue_button.setParentItem(self)
        self.continue_button.clicked.connect(lambda _item: self.dismiss())
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._step)
        if replay is None or step_ms <= 0:
            if replay is not None:
                replay.advance_to(len(replay.steps))
        else:
            self._timer.start(step_ms)

    @property
    def steps_shown(self) -> int:
        """How many check steps are on screen."""
        return self.replay.shown if self.replay is not None else 0

    def _step(self) -> None:
        if self.replay is None or self.replay.shown >= len(self.replay.steps):
            self._timer.stop()
            return
        self.replay.advance_to(self.replay.shown + 1)
        self.update()

    def dismiss(self) -> None:
        """Close the sheet (Continue): the table goes on (the next day starts) and so does the clock."""
        if self._dismissed:
            return
        self._dismissed = True
        self._timer.stop()
        self.setVisible(False)
        self._hold(None)
        self.on_continue()

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:  # noqa: N802 (Qt override)
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged:
            self._hold(value if not self._dismissed else None)
        return super().itemChange(change, value)

    def _hold(self, scene: Any) -> None:
        """Hold the table of ``scene``'s controller (None: release the one held)."""
        controller = getattr(scene, "controller", None) if scene is not None else None
        if controller is self._held:
            return
        held, self._held = self._held, None
        if held is not None:
            held.release_table(HOLD)
        if controller is not None and hasattr(controller, "hold_table"):
            controller.hold_table(HOLD)
            self._held = controller

    def set_choices(self, text: str, cards: list[tuple[str, list[str], Any, bool]],
                    chosen: Callable[[Any], None]) -> None:
        """The draft / character band: a prompt and one card per option (``enabled`` for the chooser)."""
        signature = (text, [(t, tuple(lines), a, e) for t, lines, a, e in cards])
        if signature == getattr(self, "_choice_signature", None):
            return
        self._choice_signature = signature
        for card in self.choice_cards:
            card.setParentItem(None)
            if card.scene() is not None:
                card.scene().removeItem(card)
        self.choice_cards = []
        self.choice_text = text
        per_row = max(1, len(cards)) if self.replay is not None else min(4, max(1, len(cards)))
        free = BOX.width() - (260 if self.replay is not None else 40)
        width = min(250.0 if self.replay is not None else 262.0, (free - 12 * max(0, per_row - 1)) / per_row)
        for i, (title, lines, action, enabled) in enumerate(cards):
            if self.replay is not None:
                rect = QRectF(BOX.left() + 20 + i * (width + 12), BOX.bottom() - 150, width, 120)
            else:  # a sheet of its own (character pick): a grid of larger cards
                row, col = divmod(i, per_row)
                rect = QRectF(BOX.left() + 20 + col * (width + 12), BOX.top() + 90 + row * 132, width, 120)
            card = ChoiceCard(rect, title, lines, action, enabled)
            card.setParentItem(self)
            if enabled:
                card.clicked.connect(lambda item: chosen(item.payload))
            self.choice_cards.append(card)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(0, 0, 1232, 940)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.boundingRect(), QColor(30, 24, 16, 120))
        painter.setPen(QPen(QColor("#8C806B"), 1.5))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(BOX, 14, 14)
        painter.setPen(INK)
        _font(painter, 17, True)
        painter.drawText(QRectF(BOX.left() + 20, BOX.top() + 10, BOX.width() - 40, 30), Qt.AlignmentFlag.AlignLeft,
                         self.title)
        if self.replay is not None:
            _font(painter, 11, True)
            painter.drawText(QRectF(BOX.left() + 20, BOX.top() + 50, 360, 20), Qt.AlignmentFlag.AlignLeft,
                             tr("Error check"))
        y = BOX.top() + 390
        _font(painter, SMALLEST)
        log = self.log_lines[: self.steps_shown] if self.replay is not None else []
        if self.replay is not None and not self.replay.steps:
            log = [tr("No errors on your page")]
        for line in log[-9:]:
            painter.setPen(QColor("#8E2A1E") if "FTP-" in line else INK)
            rect = QRectF(BOX.left() + 20, y, 380, 32)
            painter.drawText(rect, Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, line)
            y += 30
        self._paint_table(painter, QRectF(BOX.left() + 420, BOX.top() + 50, BOX.width() - 440, 260))
        sy = BOX.top() + 50 + HEADER_ROW + 24 * max(0, len(self.table) - 1) + 30
        for i, line in enumerate(self.standings):
            painter.setPen(INK)
            _font(painter, 12 if i == 0 else SMALLEST, i <= 1)
            painter.drawText(QRectF(BOX.left() + 420, sy, BOX.width() - 440, 40),
                             Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, line)
            sy += 30 if i == 0 else 22
        if self.choice_text:
            painter.setPen(QColor("#3C6E71"))
            _font(painter, 11, True)
            y = BOX.bottom() - 180 if self.replay is not None else BOX.top() + 54
            painter.drawText(QRectF(BOX.left() + 20, y, BOX.width() - 40, 24),
                             Qt.AlignmentFlag.AlignLeft, self.choice_text)

    def _paint_table(self, painter: QPainter, rect: QRectF) -> None:
        if not self.table:
            return
        header, *rows = self.table
        widths = _column_widths(painter, self.table, rect.width())
        y = rect.top()
        for r, row in enumerate([header, *rows]):
            x = rect.left()
            if r % 2 == 1:
                painter.fillRect(QRectF(rect.left(), y, rect.width(), 24), QColor("#EFE7D6"))
            for c, cell in enumerate(row):
                painter.setPen(INK)
                _font(painter, SMALLEST, r == 0 or c in (0, len(row) - 2))
                align = Qt.AlignmentFlag.AlignVCenter | (Qt.AlignmentFlag.AlignLeft if c == 0
                                                         else Qt.AlignmentFlag.AlignHCenter)
                draw_fitted_text(painter, QRectF(x + 2, y, widths[c] - 4, HEADER_ROW if r == 0 else 24), cell, align,
                                 max_lines=2 if r == 0 else 1, min_size=SMALLEST)
                x += widths[c]
            y += HEADER_ROW if r == 0 else 24
        painter.setPen(QPen(QColor("#B9AC92"), 1))
        painter.drawLine(QPointF(rect.left(), rect.top() + HEADER_ROW), QPointF(rect.right(), rect.top() + HEADER_ROW))


def _column_widths(painter: QPainter, table: list[list[str]], width: float) -> list[float]:
    """Column widths sharing ``width``: each column gets what its longest header word and its
    widest cell need, and the room left over goes to every column alike."""
    header_font, cell_font = _font(painter, SMALLEST, True), _font(painter, SMALLEST, True)
    head, cell = QFontMetricsF(header_font), QFontMetricsF(cell_font)
    need = []
    for c, title in enumerate(table[0]):
        words = max((head.horizontalAdvance(w) for w in title.split()), default=0.0)
        cells = max((cell.horizontalAdvance(row[c]) for row in table[1:] if c < len(row)), default=0.0)
        need.append(max(words, cells, 24.0 if c else 60.0) + 6)
    spare = (width - sum(need)) / len(need)
    if spare >= 0:
        return [n + spare for n in need]
    return [n * width / sum(need) for n in need]  # too many columns: each shrinks alike (text is fitted)


def remove_overlay(overlay: EndOfDayOverlay | None) -> None:
    """Take an overlay off its scene (safe if it is already gone)."""
    if overlay is not None and overlay.scene() is not None:
        overlay.scene().removeItem(overlay)
        overlay.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
