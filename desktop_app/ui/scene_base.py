"""The base of every game scene: what the game window expects from a scene.

A scene draws only ``controller.view_state()`` (what the seat on screen may know), turns the
user's gestures into actions and hands them to ``controller.submit`` — it never changes the
game state itself. A refused drop animates back; the controller shows the reason (with its rule
ID) in the status line. A click or drag on a piece the open decision does not involve (no gold rim,
not draggable, not a target) that gets no other answer says what the game waits for
(:meth:`GameScene.mouseReleaseEvent`, ``controller.explain_not_now``): a refused person is always told why.

A game's own scene lives in ``desktop_app/ui/<game>/scene.py`` and exports ``create_scene``::

    class GutenbergScene(GameScene):
        default_rule_id = "GUT-PLAN-01"

        def __init__(self, controller, parent=None):
            super().__init__(controller, parent)
            self.sync([])

        def sync(self, events):
            view = self.controller.view_state()          # never controller.state
            ...                                          # build or update items from view
            for event in events:                         # animate what just happened
                if event.kind == "gear_rotated":
                    self.gears[event.data["gear"]].rotate_to(event.data["angle"], self.duration(400))

        def _dropped(self, item, pos):                   # connected to item.dropped
            self.submit_drop(item, Action.make(self.controller.viewer(), "place", at=...))

    def create_scene(controller):
        return GutenbergScene(controller)

Texts go through ``desktop_app.ui.i18n.render`` (engine Text, content names) and
``QCoreApplication.translate("GutenbergScene", "...")`` (the scene's own words).
"""

from __future__ import annotations

import gc
from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QToolTip

from desktop_app.engine.action import Action
from desktop_app.ui.rules_text import rule_text

BACKGROUND = QColor("#EDE6D6")


def collect_when_gone(game_part: QObject) -> None:
    """Collect Python's garbage once ``game_part`` (a closed game's controller) has been deleted.

    A game's scene, items and controller hold each other in reference cycles that only the
    garbage collector frees; left to its rare full runs, each closed game's memory stayed until
    much later and an evening of games grew by megabytes. The window deletes the scene before
    the controller, so when the controller is gone the whole game is garbage.
    """
    game_part.destroyed.connect(_collect_soon)


def _collect_soon(*_: Any) -> None:
    QTimer.singleShot(0, gc.collect)  # after the deletion that is under way has finished


def uninvolved_piece(item: QGraphicsItem | None, informational_kinds: frozenset[str]) -> bool:
    """True when ``item`` (the one a mouse press went to, or a child of it) is a piece or place of the game
    that the open decision does not involve now: it stands for something (a ``payload``, of a kind that
    can answer a decision) and it is neither usable (gold rim), selected, a target nor draggable.

    Items without a payload (frames, words, the background) and informational ones never are."""
    while item is not None and getattr(item, "payload", None) is None:
        item = item.parentItem()
    if item is None:
        return False
    payload = item.payload
    if isinstance(payload, dict) and (payload.get("kind") is None or payload.get("kind") in informational_kinds):
        return False
    if any(getattr(item, flag, False) is True for flag in ("enabled", "selected", "target")):
        return False
    return not item.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable


class GameScene(QGraphicsScene):
    """A ``QGraphicsScene`` bound to a game controller.

    Subclasses implement :meth:`sync` (redraw from the view, animate the events) and give their
    items a ``rule_id`` attribute so :meth:`rule_at` can explain them. Rebuild with :meth:`reset`
    rather than ``clear()``: a click handler may still be running inside an item.
    """

    refused_locally = Signal(str)
    """A message for the status line about a gesture that never reached the controller."""

    default_rule_id: str | None = None
    """The rule shown by the rules-help dock over empty board space (None: nothing)."""

    manages_clock: bool = False
    """False: the game window starts ``controller.start_clock()`` when it shows the game (a no-op
    for turn-based games). True: the scene starts and stops the real-time clock itself."""

    informational_kinds: frozenset[str] = frozenset()
    """Payload kinds of pieces that only show something (a click on them answers no decision, ever):
    a click on them never says "Not now" (see :func:`uninvolved_piece`)."""

    def __init__(self, controller: Any, parent: Any = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.colour_blind = False
        self.animation_speed = 1.0
        self._retired: list[QGraphicsObject] = []
        self._kept: dict[int, QGraphicsItem] = {}
        self._answers = 0
        """Counts what answered a gesture: refusals (the controller's and the scene's) and redraws."""
        self._pressed_uninvolved = False
        """The left button went down on a piece the open decision does not involve."""
        self.refused_locally.connect(self._answered)
        controller.refused.connect(self._answered)
        self.setBackgroundBrush(BACKGROUND)

    def addItem(self, item: QGraphicsItem) -> None:  # noqa: N802 (Qt override)
        """Add ``item`` and hold its Python wrapper until it is removed.

        Without this a plain item (a board frame, a band) could vanish: once a wrapper of it had
        been asked for its parent (the rules-help lookup under the mouse does that), PySide let
        the wrapper go and deleted the item with it — the frames under a dragged piece disappeared.
        """
        super().addItem(item)
        self._kept[id(item)] = item

    def removeItem(self, item: QGraphicsItem) -> None:  # noqa: N802 (Qt override)
        """Take ``item`` off the scene and let its wrapper go."""
        super().removeItem(item)
        self._kept.pop(id(item), None)

    def helpEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """No tooltip over an open card loupe (any table's, see ``card_loupe``): the loupe already shows the
        card whole, and the tooltip's box would cover it (a tooltip already up is closed)."""
        loupe = getattr(self, "card_loupe", None)
        if loupe is not None and loupe.isVisible():
            QToolTip.hideText()
            event.accept()
            return
        super().helpEvent(event)

    # ---- a gesture nothing answered -------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Deliver the press; note whether it went to a piece the open decision does not involve."""
        super().mousePressEvent(event)
        self._pressed_uninvolved = event.button() == Qt.MouseButton.LeftButton and uninvolved_piece(
            self.mouseGrabberItem(), self.informational_kinds)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Deliver the release (the piece's click or drop); when the press went to a piece the open decision
        does not involve and nothing answered (no move, no refusal, no redraw), say what the game waits for."""
        uninvolved = self._pressed_uninvolved and event.button() == Qt.MouseButton.LeftButton
        self._pressed_uninvolved = False
        before = self._answer_mark()
        super().mouseReleaseEvent(event)
        if uninvolved and self._answer_mark() == before:
            self.controller.explain_not_now()

    def _answer_mark(self) -> tuple[int, int]:
        return self.controller.generation, self._answers

    def _answered(self, *_: Any) -> None:
        self._answers += 1

    # ---- the interface the game window uses ----------------------------------------------
    def sync(self, events: list) -> None:
        """Redraw from ``controller.view_state()`` and animate ``events`` (the last change)."""
        raise NotImplementedError(f"{type(self).__name__} must implement sync()")

    def rule_at(self, scene_pos: QPointF) -> tuple[str, str] | None:
        """(rule ID, rule text) for the topmost item under ``scene_pos`` that names a rule."""
        rule_id = None
        for item in self.items(scene_pos):
            rule_id = self._item_rule(item)
            if rule_id:
                break
        rule_id = rule_id or self.default_rule_id
        if not rule_id:
            return None
        return rule_id, rule_text(getattr(self.controller.game, "rules_file", ""), rule_id)

    @staticmethod
    def _item_rule(item: QGraphicsItem) -> str | None:
        while item is not None:
            rule_id = getattr(item, "rule_id", None)
            if rule_id:
                return rule_id
            item = item.parentItem()
        return None

    def set_colour_blind(self, on: bool) -> None:
        """Add (or remove) hatch patterns to every item that is told apart by colour."""
        self.colour_blind = on
        for item in self.items():
            if hasattr(item, "set_colour_blind"):
                item.set_colour_blind(on)
        self.update()

    def set_animation_speed(self, speed: float) -> None:
        """1.0 = normal, 2.0 = twice as fast, 0 = no animation at all."""
        self.animation_speed = max(0.0, float(speed))

    # ---- helpers for subclasses ----------------------------------------------------------
    def duration(self, ms: int) -> int:
        """An animation length scaled by the animation speed (0 when animations are off)."""
        return 0 if self.animation_speed <= 0 else int(ms / self.animation_speed)

    def submit_drop(self, item: Any, action: Action) -> bool:
        """Submit the action a drop stands for; on refusal animate ``item`` back and return False."""
        illegal = self.controller.submit(action)
        if illegal is not None:
            if hasattr(item, "return_home"):
                item.return_home(self.duration(250))
            return False
        return True

    def reset(self, keep: tuple[QGraphicsItem, ...] = ()) -> None:
        """Remove every item but ``keep`` (a layer drawn once), safely even from inside an item's
        own mouse handler.

        ``QGraphicsObject`` items are deleted later by the event loop (a click handler that
        submits an action may be running inside one of them); plain items go with Python.
        """
        self._answered()  # a redraw during a gesture (a tab, the idea count) answered it
        retired = []
        for item in self.items():
            if item.parentItem() is None and not any(item is k for k in keep):
                self.removeItem(item)
                if isinstance(item, QGraphicsObject):
                    item.deleteLater()
                    retired.append(item)
        self._retired = retired  # keep the Python wrappers alive until Qt deletes them

    def fit_rect(self) -> QRectF:
        """The area the view fits with Ctrl+0 (the scene rectangle)."""
        return self.sceneRect()
