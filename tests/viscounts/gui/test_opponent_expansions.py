"""Opponents' small boards with the expansions (issue 11): their manuscript board, the outsiders they own
and their chests, compact and readable at 1366×768, drawn from the viewer's view only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsSceneHoverEvent

from desktop_app.ui.i18n import render, set_language
from desktop_app.ui.viscounts import opponent_expansions
from desktop_app.ui.viscounts.look import READ_PT, tr
from desktop_app.ui.viscounts.opponent_expansions import FactChip
from desktop_app.ui.viscounts.words import effects_text, vp_text
from tests.viscounts.fixtures import CONTENT, position
from tests.viscounts.gui.conftest import scale_at_1366

PX_PER_POINT = 96 / 72
BOTH = "variants: {gates_of_gold: true, keeper_of_keys: true}"


@pytest.fixture(scope="module")
def expanded_scale(qapp):
    """Screen pixels per scene unit on a 1366×768 screen for a table with both modules (taller: the strip)."""
    scale = scale_at_1366(qapp, gates_of_gold=True, keeper_of_keys=True)
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


def _tokens(scene, seat: int, kind: str) -> list:
    return [tok for tok in scene.others[seat]["tokens"] if tok.kind == kind]


def _hover(item, enter: bool = True) -> None:
    kind = QEvent.Type.GraphicsSceneHoverEnter if enter else QEvent.Type.GraphicsSceneHoverLeave
    (item.hoverEnterEvent if enter else item.hoverLeaveEvent)(QGraphicsSceneHoverEvent(kind))


def test_an_opponents_outsiders_and_chests_are_tokens_whatever_pile_holds_them_gog_out_07(table):
    """GOG-OUT-07, KOK-CHEST-02: Ben's three outsiders (two in his secret hand) and his three chests are
    tokens with their whole names; they read the same when the two are in his draw pile instead, and
    the other cards of his hand are named nowhere on his board."""
    shown = []
    for where in ("hand", "draw"):
        t = table(_position(3, where))
        scene = t.scene
        outsiders = [(tok.item_id, tok.shown) for tok in _tokens(scene, 1, "outsider")]
        chests = [(tok.item_id, tok.shown) for tok in _tokens(scene, 1, "chest")]
        assert outsiders == [("ou03", "Exiled Knight"), ("ou07", "Barbarian Trader"), ("ou09", "Horse Breeder")]
        assert chests == [("ch01", "Silver Coffer"), ("ch03", "Ink Chest"), ("ch06", "Reliquary")]
        assert [box.value for box in scene.others[1]["lines"]] == ["Outsiders:", "Chests:"]
        assert scene.others[1]["lines"][0].toolTip() == "Outsiders: Exiled Knight, Barbarian Trader, Horse Breeder"
        assert [box.value for box in scene.others[2]["lines"]] == ["No outsider", "No chest"]
        assert scene.others[2]["tokens"] == []
        words = [box.value for box in scene.others[1]["lines"]] + [tok.toolTip() for tok in scene.others[1]["tokens"]]
        assert "Lamplighter" not in " ".join(words + [c.toolTip() for c in scene.others[1]["chips"]])
        shown.append((outsiders, chests))
    assert shown[0] == shown[1]


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_in_the_narrowest_box_outsiders_stay_readable_as_tokens_with_the_card_loupe_gog_out_07(table, lang):
    """Four players (three opponents, the narrowest boxes): each outsider and chest is still its own token,
    showing as much of its name as fits (never only a count), inside the box and clear of the others;
    pointing at one opens the loupe with the whole card: its reject effect and what it scores."""
    set_language(lang, save=False)
    t = table(_position(4))
    scene = t.scene
    board = scene.others[1]
    outsiders = _tokens(scene, 1, "outsider")
    assert [tok.item_id for tok in outsiders] == ["ou03", "ou07", "ou09"]
    assert [tok.item_id for tok in _tokens(scene, 1, "chest")] == ["ch01", "ch03", "ch06"]
    for tok in board["tokens"]:
        assert tok.shown and tok.name.startswith(tok.shown), (tok.shown, tok.name)  # a name or its first word
    rects = [tok.mapRectToScene(tok._rect) for tok in board["tokens"]] + [box.sceneBoundingRect()
                                                                          for box in board["lines"]]
    for k, r in enumerate(rects):
        assert board["rect"].contains(r)
        assert not any(r.intersects(other.adjusted(0.5, 0.5, -0.5, -0.5)) for other in rects[k + 1:])
    knight = outsiders[0]
    _hover(knight)
    loupe = scene.card_loupe
    assert loupe.isVisible() and loupe.owner is knight
    card = CONTENT.cards["ou03"]
    sections = {head: body for head, _colour, body in loupe.card.sections}
    assert loupe.card.title == render(card.name)
    assert sections[tr("Scores at the end")] == vp_text(card.vp)
    assert sections[tr("When rejected")] == effects_text(card.on_hire, CONTENT)
    _hover(knight, enter=False)
    assert not loupe.isVisible()
    chest = _tokens(scene, 1, "chest")[2]
    _hover(chest)
    assert loupe.isVisible() and loupe.card.title == render(CONTENT.keys.chests["ch06"].name)


def test_a_token_drops_its_name_before_it_leaves_the_box():
    """The token forms, widest first: whole names, first words (two characters of a Chinese name), glyphs."""
    assert opponent_expansions.FORMS == ("full", "short", "none")
    assert opponent_expansions.short_name("Barbarian Trader") == "Barbarian"
    assert opponent_expansions.short_name("蠻族商人") == "蠻族"
    assert opponent_expansions.short_name("Reliquary") == "Reliquary"
    groups = [("outsider", "Outsiders:", "GOG-OUT-07", "", [("ou03", "Exiled Knight"), ("ou07", "Barbarian Trader")])]
    full, full_rows = opponent_expansions._flow(groups, "full", False, 0, 0, 120, 8.6)
    none, none_rows = opponent_expansions._flow(groups, "none", False, 0, 0, 120, 8.6)
    assert full_rows > none_rows == 1
    assert [shown for _k, _id, shown, _r in none["tokens"]] == ["", ""]
    assert all(r.right() <= 120.5 for *_rest, r in full["tokens"])
    bare, _rows = opponent_expansions._flow(groups, "short", False, 0, 0, 120, 8.6, labels=False)
    assert bare["labels"] == [] and len(bare["tokens"]) == 2
    one = [("outsider", "Outsiders:", "GOG-OUT-07", "", [("ou13", "Runaway Serf")]),
           ("chest", "No chest", "KOK-CHEST-02", "", [])]
    placed, rows = opponent_expansions._flow(one, "full", True, 0, 0, 182, 8.6, labels=False)
    assert rows == 1 and [shown for _k, _id, shown, _r in placed["tokens"]] == ["Runaway Serf"]  # one row, named
    assert opponent_expansions.LAYOUTS.index(("full", False, True)) < opponent_expansions.LAYOUTS.index(
        ("none", True, False))  # a shared row with names before tokens without them
    empty = [("chest", "No chest", "KOK-CHEST-02", "", [])]
    assert len(opponent_expansions._flow(empty, "none", False, 0, 0, 120, 8.6, labels=False)[0]["labels"]) == 1


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_opponents_expansion_facts_are_whole_at_reading_size_inside_the_box(table, monkeypatch, players, lang):
    """Every chip, label and token of every opponent's board with both modules: drawn whole at the table's
    reading size (9 px on a 1366×768 screen; the whole window is measured in tests/gui), none left off,
    and inside the opponent's box (nothing runs into the strip under it)."""
    from desktop_app.ui.viscounts import reading

    set_language(lang, save=False)
    t = table(_position(players))
    left_off_or_small = []
    real = reading.draw_whole

    def record(painter, rect, value, *args, **kwargs):
        height = real(painter, rect, value, *args, **kwargs)
        if not height or painter.font().pointSizeF() < READ_PT:
            left_off_or_small.append((value, height, painter.font().pointSizeF()))
        return height

    monkeypatch.setattr(reading, "draw_whole", record)
    monkeypatch.setattr(opponent_expansions, "draw_whole", record)
    painted = 0
    for seat, board in t.scene.others.items():
        box = board["rect"]
        assert len(board["chips"]) >= 13, seat
        shown = {box.rule_id for box in board["lines"]} | {tok.rule_id for tok in board["tokens"]}
        assert shown == {"GOG-OUT-07", "KOK-CHEST-02"}, seat  # outsiders and chests, as a label or as tokens
        for piece in board["tokens"] + board["chips"] + board["lines"]:
            assert box.contains(piece.sceneBoundingRect()), (seat, piece)
            image = QImage(200, 40, QImage.Format.Format_ARGB32)
            painter = QPainter(image)
            piece.paint(painter, None)
            painter.end()
            painted += 1
    assert painted >= 15 * (players - 1) and left_off_or_small == []


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_the_strips_small_cards_open_the_loupe_with_every_line_whole_gog_out_07_kok_pub_06(table, lang):
    """The public building cards (their faces elide long ongoing texts at 1366×768), the face-up chests
    (their names shrink) and the outsider row: pointing at one opens the loupe with every line whole —
    an outsider's reject effect and what it scores included."""
    from tests.viscounts.gui.test_readability import _check_loupe

    set_language(lang, save=False)
    scene = table(_position(2)).scene
    workshop = scene.exp["public"]["workshop"]
    _hover(workshop)
    loupe = scene.card_loupe
    assert loupe.owner is workshop and loupe.card.title == workshop.title
    assert [body for _h, _c, body in loupe.card.sections] == workshop.lines
    _check_loupe(loupe.card)
    chest = scene.exp["chests"][0]
    _hover(chest)
    assert loupe.owner is chest and loupe.card.title == render(CONTENT.keys.chests[chest.chest_id].name)
    assert effects_text(CONTENT.keys.chests[chest.chest_id].effects, CONTENT) in loupe.card.sections[0][2]
    _check_loupe(loupe.card)
    outsider = scene.exp["outsiders"][0]
    _hover(outsider)
    card = CONTENT.cards[outsider.card_id]
    assert loupe.owner is outsider and (tr("Scores at the end"), "#2E7D4F", vp_text(card.vp)) in loupe.card.sections
    _check_loupe(loupe.card)


def test_a_box_with_one_row_left_still_names_the_outsider_gog_out_07(table):
    """A late-game opponent of four players whose facts wrap onto a third row of chips: the outsider token
    still carries its whole name and "No chest" its label, both inside the box (a box with one row left
    shares it between them: see the layouts' unit test above)."""
    t = table(position(f"""
        {BOTH}
        players: 4
        phase: none
        p1: {{hand: [ou13], silver: 12, res: {{ink: 1, gold: 1, stone: 1}}, built: {{workshop: 2, trading_post: 1}},
             debts: [1, 1], deeds: [2, 2], manuscripts: [ms24, ms_o1, ms01], wild: {{ms_o1: blue}}}}
    """))
    board = t.scene.others[1]
    rows = {round(chip.mapRectToScene(chip._rect).top()) for chip in board["chips"]}
    assert len(rows) == 3  # the facts took three rows
    (token,) = board["tokens"]
    assert token.item_id == "ou13" and token.shown == "Runaway Serf"
    assert "No chest" in [box.value for box in board["lines"]]
    assert board["rect"].contains(token.mapRectToScene(token._rect))
    assert all(board["rect"].contains(box.sceneBoundingRect()) for box in board["lines"])


def test_three_opponents_without_a_module_get_chips_whose_numbers_all_show(table, monkeypatch):
    """Four players, no module: the narrow boxes show their facts as chips (VIS-P1-03); every chip shows
    its number whole at reading size — the manuscript chips count by ribbon (VIS-SCORE-05) without the
    manuscript board's tick, which belongs to Gates of Gold (a tick once covered their numbers)."""
    drawn = []
    real = opponent_expansions.draw_whole

    def record(painter, rect, value, *args, **kwargs):
        height = real(painter, rect, value, *args, **kwargs)
        drawn.append((value, bool(height)))
        return height

    monkeypatch.setattr(opponent_expansions, "draw_whole", record)
    scene = table(position("players: 4\nphase: none\np1: {manuscripts: [ms24]}")).scene
    for board in scene.others.values():
        assert len(board["chips"]) == 14 and not any(chip.tick for chip in board["chips"])
        for chip in board["chips"]:
            drawn.clear()
            image = QImage(200, 40, QImage.Format.Format_ARGB32)
            painter = QPainter(image)
            chip.paint_face(painter)
            painter.end()
            assert drawn == [(chip.value, True)], (chip.glyph, drawn)
