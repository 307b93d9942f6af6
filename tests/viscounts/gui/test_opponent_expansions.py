"""Opponents' small boards with the expansions (issue 11): their manuscript board, the outsiders they own
and their chests, compact and readable at 1366×768, drawn from the viewer's view only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.viscounts import GAME
from desktop_app.ui import text_fit
from desktop_app.ui.i18n import set_language
from desktop_app.ui.screen_fit import DECORATION, simulate_screen
from desktop_app.ui.viscounts import opponent_expansions
from desktop_app.ui.viscounts.opponent_expansions import FactChip
from tests.viscounts.fixtures import CONTENT, position

PX_PER_POINT = 96 / 72
BOTH = "variants: {gates_of_gold: true, keeper_of_keys: true}"


@pytest.fixture(scope="module")
def expanded_scale(qapp):
    """Screen pixels per scene unit on a 1366×768 screen for a table with both modules (taller: the strip)."""
    from desktop_app.ui.game_window import GameWindow

    simulate_screen(QRect(0, 0, 1366 + DECORATION.width(), 768 + DECORATION.height()))
    options = GameOptions([Seat("Ann", "red", "human"), Seat("Ben", "blue", "human")],
                          {"gates_of_gold": True, "keeper_of_keys": True})
    controller = GameController.new(GAME, CONTENT, options, 1, autosave=False)
    window = GameWindow(controller)
    window.resize(1366, 768)
    window.show()
    for _ in range(5):
        qapp.processEvents()
    window.view.fit()
    qapp.processEvents()
    scale = window.view.transform().m11()
    controller.shutdown(0)
    window.close()
    window.deleteLater()
    simulate_screen(None)
    assert 0.5 < scale < 0.9
    return scale


def _position(players: int, where: str = "hand"):
    """Ben (seat 1) with a black and a wild-as-blue manuscript, two outsiders (in ``where``) and one in his
    discard pile, three chests; the others with nothing of the expansions."""
    zone = "{" + where + ": [ou03, ou07, tf01]"
    return position(f"""
        {BOTH}
        players: {players}
        phase: none
        p1: {zone}, discard: [ou09], tableau: [st_page], manuscripts: [ms24, ms_o1], wild: {{ms_o1: blue}},
             chests: [ch01, ch03, ch06]}}
    """)


def _chips(scene, seat: int) -> dict[str, FactChip]:
    return {chip.glyph: chip for chip in scene.others[seat]["chips"]}


def test_an_opponents_manuscript_board_shows_each_column_filled_and_unlocked_gog_msb_02(table):
    """GOG-MSB-02: Ben's grey column holds his starting manuscript, black one, blue his wild one filed as
    blue (GOG-MSB-04); yellow is empty and locked. Cy's board (the viewer's other opponent) has only
    the grey one."""
    t = table(_position(3))
    scene = t.scene
    ben = _chips(scene, 1)
    assert {r: (ben[r].value, ben[r].unlocked) for r in ("grey", "black", "blue", "yellow")} == {
        "grey": ("1", True), "black": ("1", True), "blue": ("1", True), "yellow": ("0", False)}
    assert ben["yellow"].rule_id == "GOG-MSB-02" and ben["black"].rule_id == "GOG-MSB-03"
    assert "Night Vigils" in ben["black"].toolTip() and "unlocked" in ben["black"].toolTip()
    assert "locked" in ben["yellow"].toolTip()
    cy = _chips(scene, 2)
    assert [(cy[r].value, cy[r].unlocked) for r in ("grey", "black")] == [("1", True), ("0", False)]
    assert (ben["stone"].value, ben["workshop"].value) == (str(t.state.players[1].res["stone"]), "0/3")


def test_an_opponents_outsiders_and_chests_are_listed_whatever_pile_holds_them_gog_out_07(table):
    """GOG-OUT-07, KOK-CHEST-02: Ben's three outsiders (two in his secret hand) and his three chests are named;
    the line reads the same when the two are in his draw pile instead, and the other cards of his hand
    are named nowhere on his board."""
    texts = []
    for where in ("hand", "draw"):
        t = table(_position(3, where))
        lines = [box.value for box in t.scene.others[1]["lines"]]
        assert lines[0] == "Outsiders: Exiled Knight, Barbarian Trader, Horse Breeder"
        assert lines[1] == "Chests: Silver Coffer, Ink Chest, Reliquary"
        assert [box.value for box in t.scene.others[2]["lines"]] == ["No outsider", "No chest"]
        assert "Lamplighter" not in " ".join(lines + [c.toolTip() for c in t.scene.others[1]["chips"]])
        texts.append(lines)
    assert texts[0] == texts[1]
    narrow = table(_position(4)).scene.others[1]["lines"][0]  # three opponents: no room for the names
    assert narrow.value == "3 outsiders" and narrow.toolTip() == texts[0][0]


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_opponents_expansion_facts_read_at_seven_and_a_half_pixels_inside_the_box(table, expanded_scale,
                                                                                      monkeypatch, players, lang):
    """Every chip and line of every opponent's board at 1366×768 with both modules: whole, at least 7.5 px,
    and inside the opponent's box (nothing runs into the strip under it)."""
    set_language(lang, save=False)
    t = table(_position(players))
    cut_or_small = []
    real = text_fit.draw_fitted_text

    def record(painter, rect, value, *args, **kwargs):
        cut = real(painter, rect, value, *args, **kwargs)
        px = painter.font().pointSizeF() * PX_PER_POINT * expanded_scale
        if cut or px < 7.5:
            cut_or_small.append((value, cut, px))
        return cut

    monkeypatch.setattr(opponent_expansions, "draw_fitted_text", record)
    for seat, board in t.scene.others.items():
        box = board["rect"]
        assert len(board["chips"]) >= 13 and len(board["lines"]) == 2, seat
        for chip in board["chips"]:
            assert box.contains(chip.sceneBoundingRect()), (seat, chip.glyph)
            image = QImage(200, 40, QImage.Format.Format_ARGB32)
            painter = QPainter(image)
            chip.paint_face(painter)
            painter.end()
        for line in board["lines"]:
            assert box.contains(line.sceneBoundingRect()), (seat, line.value)
            font = text_fit.fitted_font(opponent_expansions.font(line.size), line.value, line.rect.width(),
                                        line.rect.height(), line.max_lines)
            metrics = QFontMetricsF(font)
            rows = text_fit.wrap_lines(line.value, metrics, line.rect.width(), line.max_lines)
            assert font.pointSizeF() * PX_PER_POINT * expanded_scale >= 7.5, line.value
            assert "".join(rows).replace(" ", "") == line.value.replace(" ", ""), line.value  # whole, not elided
    assert cut_or_small == []

