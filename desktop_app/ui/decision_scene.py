"""The generic scene: the open decisions of the seat on screen, one button per legal action.

Any game can be played with it (the tiny test game uses it, and a game whose own scene is not
written yet). It shows the game's name, who is deciding, the viewer's prompts with their rule
IDs, a button per legal action and the last events.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSimpleTextItem

from desktop_app.engine.action import Action
from desktop_app.engine.decision import Decision
from desktop_app.ui.colour_blind import player_colour
from desktop_app.ui.i18n import current_language, render
from desktop_app.ui.items import BoardItem, TokenItem
from desktop_app.ui.scene_base import GameScene

MAX_BUTTONS = 240
BUTTON_W, BUTTON_H, GAP, PAD = 190.0, 40.0, 10.0, 18.0
COLUMNS = 4
PANEL_W = 2 * PAD + COLUMNS * BUTTON_W + (COLUMNS - 1) * GAP


def action_label(action: Action) -> str:
    """A short readable label: ``bid amount 2`` for ``p0 bid amount=2``."""
    words = [action.kind.replace("_", " ")]
    for key, value in action.params:
        shown = value if isinstance(value, str | int | float) else json.dumps(value, ensure_ascii=False)
        words.append(f"{key.replace('_', ' ')} {shown}")
    return "  ·  ".join(words) if len(words) > 2 else " ".join(words)


class ActionButton(BoardItem):
    """A clickable button that submits one action; its tooltip is the whole label and the rule
    (never the engine's action text)."""

    def __init__(self, action: Action, colour: QColor, rule_id: str | None) -> None:
        super().__init__(QRectF(0, 0, BUTTON_W, BUTTON_H), colour, action_label(action), rule_id, action)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(f"{self.label} ({rule_id})" if rule_id else self.label)

    def shape(self) -> QPainterPath:
        """A rounded button."""
        path = QPainterPath()
        path.addRoundedRect(self._rect, 8, 8)
        return path


class DecisionScene(GameScene):
    """Lists the viewer's open decisions with a button per legal action."""

    def __init__(self, controller: Any, parent: Any = None) -> None:
        super().__init__(controller, parent)
        self.buttons: list[ActionButton] = []
        self._recent: list = []
        self._signature: tuple | None = None
        self.sync([])

    def sync(self, events: list) -> None:
        """Redraw the viewer's decisions and the latest events (only when something shown changed)."""
        self._recent = (self._recent + [event.text for event in events if event.text.key])[-6:]
        view = self.controller.view_state()
        viewer = self.controller.viewer()
        decisions = view.decisions()
        mine = [(d, list(d.options) if d.options is not None else self.controller.legal_actions(viewer))
                for d in decisions if d.player == viewer]
        signature = (current_language(), viewer, tuple((d.player, d.kind, render(d.prompt)) for d in decisions),
                     tuple(tuple(options) for _, options in mine), tuple(render(t) for t in self._recent))
        if signature == self._signature:
            return  # e.g. a clock tick that changed nothing on screen: keep the items (and a click)
        self._signature = signature
        self._draw(decisions, viewer, mine)

    def _draw(self, decisions: list[Decision], viewer: int, mine: list[tuple[Decision, list[Action]]]) -> None:
        self.reset()
        self.buttons = []
        seats = self.controller.options.seats
        y = self._text(render(self.controller.game.name), 0, 0, 20, bold=True)
        y = self._players(seats, {d.player for d in decisions}, y + 14)
        colour = player_colour(seats[viewer].colour, viewer) if 0 <= viewer < len(seats) else QColor("#888")
        if not decisions:
            over = QCoreApplication.translate("DecisionScene", "The game is over.")
            y = self._panel(y + 18, lambda top: self._text(over, PAD, top, 13, bold=True))
        elif not mine:
            names = ", ".join(dict.fromkeys(self._seat_name(d.player) for d in decisions))
            waiting = QCoreApplication.translate("DecisionScene", "Waiting for {names}…").format(names=names)
            y = self._panel(y + 18, lambda top: self._text(waiting, PAD, top, 13))
        for decision, options in mine:
            y = self._panel(y + 18, lambda top, d=decision, o=options: self._decision(d, o, viewer, colour, top))
        if self._recent:
            def recent(top: float) -> float:
                title = QCoreApplication.translate("DecisionScene", "Last events")
                top = self._text(title, PAD, top, 11, bold=True)
                for text in self._recent:  # rendered now, so a language switch applies to them
                    top = self._text(render(text), PAD, top + 3, 10)
                return top

            y = self._panel(y + 18, recent)
        self.setSceneRect(self.itemsBoundingRect().adjusted(-24, -24, 24, 24))

    def _decision(self, decision: Decision, options: list[Action], viewer: int, colour: QColor,
                  top: float) -> float:
        rule = f"   ({decision.rule_id})" if decision.rule_id else ""
        top = self._text(f"{self._seat_name(viewer)}: {render(decision.prompt)}{rule}", PAD, top, 13, bold=True)
        return self._buttons(options, colour.lighter(150), decision.rule_id, top + 10)

    def _players(self, seats: list, acting: set[int], y: float) -> float:
        x = 0.0
        for i, seat in enumerate(seats):
            chip = TokenItem(9, colour=player_colour(seat.colour, i), rule_id=None)
            chip.player_mark = i
            chip.set_colour_blind(self.colour_blind)
            chip.setPos(x + 9, y + 11)
            self.addItem(chip)
            marker = "  ◀" if i in acting else ""
            computer = QCoreApplication.translate("DecisionScene", "computer")
            who = "" if seat.is_human else f" ({computer})"
            label = QGraphicsSimpleTextItem(f"{seat.name}{who}{marker}")
            font = QFont()
            font.setPointSizeF(11)
            font.setBold(i in acting)
            label.setFont(font)
            label.setBrush(QColor("#2B2B2B"))
            label.setPos(x + 24, y + 11 - label.boundingRect().height() / 2)
            self.addItem(label)
            x += 24 + label.boundingRect().width() + 26
        return y + 22

    def _panel(self, top: float, fill) -> float:
        """Draw content with ``fill(top) -> bottom`` on a white rounded panel; returns the bottom."""
        bottom = fill(top + PAD) + PAD
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, top, PANEL_W, bottom - top), 10, 10)
        panel = QGraphicsPathItem(path)
        panel.setBrush(QColor("#FFFDF8"))
        panel.setPen(QPen(QColor("#D8D0BF"), 1))
        panel.setZValue(-1)
        self.addItem(panel)
        return bottom

    def _buttons(self, actions: list[Action], colour: QColor, rule_id: str | None, y: float) -> float:
        shown = actions[:MAX_BUTTONS]
        for i, action in enumerate(shown):
            button = ActionButton(action, colour, rule_id)
            button.setPos(QPointF(PAD + (i % COLUMNS) * (BUTTON_W + GAP), y + (i // COLUMNS) * (BUTTON_H + GAP)))
            button.clicked.connect(self._clicked)
            button.set_colour_blind(self.colour_blind)
            self.addItem(button)
            self.buttons.append(button)
        rows = (len(shown) + COLUMNS - 1) // COLUMNS
        y += rows * (BUTTON_H + GAP) - GAP
        if len(actions) > len(shown):
            y = self._text(QCoreApplication.translate("DecisionScene", "… and {n} more").format(n=len(actions) - len(shown)), PAD, y + 6, 10)
        return y

    def _clicked(self, item: ActionButton) -> None:
        self.controller.submit(item.payload)

    def _seat_name(self, seat: int) -> str:
        seats = self.controller.options.seats
        return seats[seat].name if 0 <= seat < len(seats) else QCoreApplication.translate("DecisionScene", "the table")

    def _text(self, text: str, x: float, y: float, size: float, bold: bool = False) -> float:
        item = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPointSizeF(size)
        font.setBold(bold)
        item.setFont(font)
        item.setBrush(QColor("#2B2B2B"))
        item.setPos(x, y)
        self.addItem(item)
        return y + item.boundingRect().height()
