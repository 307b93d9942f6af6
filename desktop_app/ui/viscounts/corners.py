"""The kingdom's corners: the end piles (top left), the cleric rewards and the castle leader (top
right), the turn order (bottom right) and, while the viewer may place workers, groups of their
workers to drag into the castle (bottom left)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from desktop_app.engine.text import format_text
from desktop_app.ui.items import BoardItem, WorkerItem
from desktop_app.ui.scene_parts import INK, Piece, font, panel, text, text_box
from desktop_app.ui.text_fit import draw_fitted_text
from desktop_app.ui.viscounts import geometry as g
from desktop_app.ui.viscounts.look import READ_PT, paint_ribbon, tr
from desktop_app.ui.viscounts.words import w

GROUP_W, GROUP_H = 46.0, 46.0


class WorkerGroup(BoardItem):
    """``n`` of the viewer's workers as one piece: drag it into the castle region the viscount faces."""

    def __init__(self, n: int, gold: int | None, colour: QColor, seat: int) -> None:
        super().__init__(QRectF(-GROUP_W / 2, -GROUP_H / 2, GROUP_W, GROUP_H), colour, "", "VIS-WORK-03",
                         {"kind": "worker_group", "n": n})
        self.n, self.gold, self.seat = n, gold, seat
        self.setZValue(40)
        self.setToolTip(format_text(tr("Drag {n} {n|worker|workers} into the castle region your viscount faces"),
                                    {"n": n}))

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self._rect, 8, 8)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor("#FFFDF6"))
        painter.setPen(QColor("#F5C542") if self._hover else QColor("#B9A77F"))
        painter.drawRoundedRect(self._rect, 8, 8)
        figure = WorkerItem(13, colour=self.colour).shape()
        painter.setBrush(self.colour)
        painter.setPen(QColor("#2B2B2B"))
        for k in range(self.n):
            painter.save()
            painter.translate(self._rect.left() + 10 + (k % 2) * 14, self._rect.top() + 12 + (k // 2) * 15)
            painter.drawPath(figure)
            painter.restore()
        painter.setPen(INK)
        painter.setFont(font(9.5, bold=True))
        painter.drawText(QRectF(self._rect.right() - 18, self._rect.top() + 2, 16, 18), Qt.AlignmentFlag.AlignCenter,
                         str(self.n))
        if self.gold:
            painter.setFont(font(6.8, bold=True))
            painter.drawText(QRectF(self._rect.left(), self._rect.bottom() - 13, self._rect.width(), 12),
                             Qt.AlignmentFlag.AlignCenter, tr("+{n} gold").format(n=self.gold))


def add_worker_groups(scene, counts: dict[int, int | None], colour: QColor, seat: int) -> list[WorkerGroup]:
    """Groups of 1–4 workers (with the gold each needs) in the bottom-left corner, draggable."""
    box = QRectF(4, g.SIZE - 122, 128, 118)
    panel(scene, box, "#FFFDF6", "#B9A77F", 8, rule_id="VIS-WORK-03").setZValue(30)
    text_box(scene, QRectF(box.left() + 5, box.top() + 2, box.width() - 10, 28), tr("Your workers: drag into the castle"),
             8.0, bold=True, max_lines=2, rule_id="VIS-WORK-04").setZValue(31)
    box.setTop(box.top() + 14)
    groups = []
    for k, (n, gold) in enumerate(sorted(counts.items())):
        group = WorkerGroup(n, gold, colour, seat)
        group.setPos(box.left() + 6 + GROUP_W / 2 + (k % 2) * (GROUP_W + 14), box.top() + 18 + GROUP_H / 2
                     + (k // 2) * (GROUP_H - 6))
        group.set_draggable(True)
        scene.add_piece(group)
        groups.append(group)
    return groups


class EndCard(Piece):
    """The poverty or prosperity card with the debts or deeds still on it (VIS-DD-02)."""

    def __init__(self, rect: QRectF, which: str, left: int | None, revealed: bool) -> None:
        super().__init__(rect, "#F1E2C6" if which == "poverty" else "#DCEBD9", "VIS-END-01", None, radius=6)
        self.which, self.left, self.revealed = which, left, revealed
        title = tr("Poverty") if which == "poverty" else tr("Prosperity")
        if revealed:
            tip = tr("{card} is revealed: the game ends after the next round").format(card=title)
        else:
            pile = tr("debts") if which == "poverty" else tr("deeds")
            tip = tr("{card}: {n} {pile} left on it; taking the last one reveals it").format(card=title, n=left,
                                                                                            pile=pile)
        self.title = title
        self.setToolTip(tip)

    def paint_face(self, painter: QPainter) -> None:
        r = self._rect
        painter.setPen(INK)
        painter.setFont(font(READ_PT, bold=True))
        painter.drawText(QRectF(r.left(), r.top() + 2, r.width(), 18), Qt.AlignmentFlag.AlignCenter, self.title)
        painter.setFont(font(13 if not self.revealed else READ_PT, bold=True))
        label = tr("revealed") if self.revealed else str(self.left if self.left is not None else "–")
        painter.setPen(QColor("#B3261E") if self.revealed else INK)
        draw_fitted_text(painter, QRectF(r.left() + 2, r.top() + 20, r.width() - 4, r.height() - 40), label,
                         Qt.AlignmentFlag.AlignCenter, min_size=READ_PT)
        painter.setPen(QColor("#6B5536"))
        painter.setFont(font(READ_PT))
        word = tr("debts left") if self.which == "poverty" else tr("deeds left")
        if not self.revealed:
            painter.drawText(QRectF(r.left(), r.bottom() - 20, r.width(), 18), Qt.AlignmentFlag.AlignCenter, word)


class RewardCard(Piece):
    """A cleric reward (by ribbon) or the castle leader card, with who holds it."""

    def __init__(self, rect: QRectF, ribbon: str | None, holder: str, colour: QColor | None, rule_id: str,
                 tip: str) -> None:
        super().__init__(rect, "#F5EFE2", rule_id, None, radius=5)
        self.ribbon, self.holder, self.holder_colour = ribbon, holder, colour
        self.setToolTip(tip)

    def paint_face(self, painter: QPainter) -> None:
        r = self._rect
        if self.ribbon:
            paint_ribbon(painter, self.ribbon, QRectF(r.left() + 5, r.top() + 3, 9, r.height() - 8), self.colour_blind)
        else:
            painter.setPen(QColor("#7A4EA3"))
            painter.setFont(font(11, bold=True))
            painter.drawText(QRectF(r.left() + 2, r.top(), 16, r.height()), Qt.AlignmentFlag.AlignCenter, "♛")
        if self.holder_colour is not None:
            painter.setBrush(self.holder_colour)
            painter.setPen(QColor("#2B2B2B"))
            painter.drawEllipse(QPointF(r.right() - 9, r.center().y()), 5.5, 5.5)
        painter.setPen(INK)
        painter.setFont(font(READ_PT))
        draw_fitted_text(painter, QRectF(r.left() + 18, r.top(), r.width() - 32, r.height()), self.holder,
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, max_lines=2, min_size=READ_PT)


def _who(view, colour: int | None) -> str:
    if colour is None:
        return tr("nobody yet")
    from desktop_app.ui.i18n import render
    return render(view.names[colour]) if colour < view.n else render(view.content.solo.steward_name.model_dump())


def draw_corners(scene, view, colours: list[QColor]) -> None:
    """End piles, cleric rewards, castle leader and the turn order."""
    b = view.board
    for k, (which, left) in enumerate((("poverty", b.debt_top), ("prosperity", b.deed_top))):
        card = EndCard(QRectF(6 + k * 84, 6, 80, 84), which, left, which in b.revealed)
        scene.add_piece(card)
    x = g.SIZE - 136
    text(scene, tr("Cleric rewards"), x, 0, READ_PT, bold=True, colour="#6B5536", rule_id="VIS-MS-07")
    for k, ribbon in enumerate(view.content.cleric_rewards):
        holder = b.cleric.get(ribbon)
        tip = tr("{ribbon} cleric reward: the first to transcribe 3 {ribbon} manuscripts takes it (3 points)").format(
            ribbon=w(ribbon))
        scene.add_piece(RewardCard(QRectF(x, 20 + k * 23, 134, 22), ribbon, _who(view, holder),
                                   colours[holder] if holder is not None and holder < len(colours) else None,
                                   "VIS-MS-07", tip))
    leader = b.leader
    scene.add_piece(RewardCard(QRectF(x, 20 + 4 * 23 + 3, 134, 44), None,
                               tr("Castle leader: {who}").format(who=_who(view, leader)),
                               colours[leader] if leader is not None and leader < len(colours) else None, "VIS-LEAD-01",
                               tr("Castle leader card: the first worker on level 3 takes it; more level-3 workers take "
                                  "it over. Hand limit +1, 5 points.")))
    order = [(view.start_player + k) % view.n for k in range(view.n)]
    y = g.SIZE - 20 - 18 * (len(order) + (1 if view.solo else 0))
    text(scene, tr("Turn order"), g.SIZE - 132, y - 19, READ_PT, bold=True, colour="#6B5536", rule_id="VIS-TURN-01")
    for k, seat in enumerate(order + ([view.n] if view.solo else [])):
        mark = " ◀" if view.active == seat else ""
        first = " ★" if seat == view.start_player and not view.solo else ""
        text(scene, f"{k + 1}. {_who(view, seat)}{first}{mark}", g.SIZE - 132, y + 18 * k, READ_PT,
             bold=view.active == seat, colour=colours[seat] if seat < len(colours) else "#555", width=130,
             rule_id="VIS-TURN-01")
