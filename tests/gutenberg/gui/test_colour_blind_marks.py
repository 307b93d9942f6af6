"""Colour-blind patterns on the Gutenberg table (issue 7 §3): player colours distinct from the ink
colours (GUT-GAP-11), a seat *mark* on every player token (never an ink hatch), and hatched
specialty badges on design cards."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop_app.rules.gutenberg import GAME
from desktop_app.ui.colour_blind import PLAYER_MARKS, player_mark_path
from desktop_app.ui.gutenberg.look import SPECIALTY_PATTERNS
from desktop_app.ui.gutenberg.pieces import DesignCard
from desktop_app.ui.items import TokenItem
from tests.gutenberg.helpers import content


def _render(item, size=(120, 100)) -> QImage:
    image = QImage(*size, QImage.Format.Format_ARGB32)
    image.fill(QColor("#FFFFFF"))
    painter = QPainter(image)
    painter.translate(-item.boundingRect().left(), -item.boundingRect().top())
    item.paint(painter, None)
    painter.end()
    return image


def test_default_player_colours_are_not_ink_colours_gut_gap_11(qtbot):
    """The new-game dialog offers Gutenberg's own four player colours, none of them an ink colour."""
    from desktop_app.ui.new_game_dialog import NewGameDialog

    c = content()
    inks = {ink.id for ink in c.files["ink.yaml"].colours} | {ink.rgb.lower() for ink in c.files["ink.yaml"].colours}
    offered = GAME.seat_colours(c)
    assert len(offered) >= 4
    assert not {cid for cid, _n, _rgb in offered} & inks and not {rgb.lower() for _c, _n, rgb in offered} & inks
    dialog = NewGameDialog(GAME, c)
    qtbot.addWidget(dialog)
    dialog.players.setValue(4)
    seats = dialog.result_options()[0].seats
    assert {s.colour for s in seats} == {cid for cid, _n, _rgb in offered[:4]}
    assert dialog.seat_row(0).colour.currentText() == "Purple"


def test_a_seat_without_a_colour_gets_a_player_colour_not_an_ink(table):
    t = table(seed=3, players=4)
    for seat in t.options.seats:
        seat.colour = ""
    _controller, scene = t.open()
    inks = {QColor(ink.rgb).name() for ink in content().files["ink.yaml"].colours}
    shown = [c.name() for c in scene.colours(scene.view)]
    assert len(set(shown)) == 4 and not set(shown) & inks


def test_player_tokens_carry_their_seat_mark_not_an_ink_hatch(table):
    """Planning tokens and prestige markers: a seat mark each, distinct per seat; no hatch index
    (ink 1 and seat 1 used to share the same diagonal hatch)."""
    t = table(seed=3, players=3)
    t.drive(lambda s: s.phase == "plan")
    _controller, scene = t.open()
    scene.set_colour_blind(True)
    tokens = [i for i in scene.items() if isinstance(i, TokenItem) and i.player_mark >= 0]
    marks = {i.player_mark for i in tokens if i.rule_id == "GUT-END-01"}
    assert marks == {0, 1, 2}
    assert all(i.pattern_index < 0 for i in tokens)
    planning = [i for i in tokens if i.rule_id in ("GUT-PLAN-03", "GUT-PLAN-05")]
    assert planning and {i.player_mark for i in planning} == {scene.viewer}
    plain = TokenItem(12, colour=scene.colours(scene.view)[1])
    plain.player_mark = 1
    without = _render(plain, (30, 30))
    plain.set_colour_blind(True)
    assert _render(plain, (30, 30)) != without  # the mark is drawn only with colour-blind patterns on


def test_every_seat_mark_has_its_own_shape():
    from PySide6.QtCore import QPointF

    areas = {round(player_mark_path(seat, QPointF(0, 0), 10).boundingRect().width() * 10
                   + player_mark_path(seat, QPointF(0, 0), 10).elementCount()) for seat in range(len(PLAYER_MARKS))}
    assert len(areas) == len(PLAYER_MARKS)


def test_design_card_specialty_badge_is_hatched_with_colour_blind_patterns(qapp):
    c = content()
    card = next(iter(c.design))
    item = DesignCard(card, c, QRectF(0, 0, 84, 76), {"kind": "design", "id": card})
    plain = _render(item)
    item.set_colour_blind(True)
    hatched = _render(item)
    badge = QRectF(4, 24, 30, 14).toRect()  # the specialty badge under the ink row
    assert plain.copy(badge) != hatched.copy(badge)
    assert len(set(SPECIALTY_PATTERNS)) == len(SPECIALTY_PATTERNS) >= len(c.specialties)
