"""The expansions on the Viscounts table (issue 11): a game with both modules from the new-game dialog,
the manuscript board's Use buttons (GOG-MSB-03), the King's Order supply at a hire, welcoming an
outsider from the row (GOG-OUT-02), a chest dragged onto a chest slot (KOK-CHEST-02) and a refused
drop that springs back with its rule ID."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.viscounts import GAME
from desktop_app.ui.new_game_dialog import NewGameDialog
from desktop_app.ui.scenes import create_scene
from tests.viscounts.fixtures import CONTENT, new_game, position, run_effects

GOG = "variants: {gates_of_gold: true}"
KOK = "variants: {keeper_of_keys: true}"


def _drag(scene, item, target: QPointF) -> None:
    item.home = item.pos()
    item.setPos(item.pos() + target - item.sceneBoundingRect().center())
    scene._dropped(item, item.scenePos())


def test_a_game_with_both_modules_starts_from_the_dialog_and_shows_them(qtbot):
    """GOG-SETUP / KOK-SETUP: the dialog offers both modules (also with one player, GAP-13); the game has
    them, the table draws the manuscript board, the King's Order supply, the outsider row, the build
    bonus cards, the public buildings, the chest display and the chest slots; the summary names them."""
    dialog = NewGameDialog(GAME, CONTENT)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    widgets = dialog.option_widgets
    dialog.players.setValue(1)
    assert widgets["gates_of_gold"].isEnabled() and widgets["keeper_of_keys"].isEnabled()
    dialog.players.setValue(2)
    widgets["gates_of_gold"].setChecked(True)
    widgets["keeper_of_keys"].setChecked(True)
    options, seed = dialog.result_options()
    assert options.variants["gates_of_gold"] is True and options.variants["keeper_of_keys"] is True
    humans = GameOptions([Seat(seat.name, seat.colour, "human") for seat in options.seats], options.variants)
    controller = GameController.new(GAME, CONTENT, humans, seed or 5, autosave=False)
    try:
        while controller.state.decisions()[0].kind != "play_card":          # the draft and its extras
            d = controller.state.decisions()[0]
            assert controller.submit(d.options[0]) is None
        scene = create_scene(controller)
        assert controller.state.gog and controller.state.kok
        exp = scene.exp
        assert set(exp["abilities"]) <= {"black", "blue", "yellow"} and exp["orders"] is not None
        assert len(exp["outsiders"]) == 3 and len(exp["bonus"]) == 2 and set(exp["public"]) == {
            "workshop", "trading_post", "town_hall"}
        assert len(exp["chests"]) == 4 and len(scene.mine["chest_slots"]) == 3
        labels = [name["en"] for name, _ in controller.score_sheet().variant_labels]
        assert "Gates of Gold (expansion)" in labels and "Keeper of Keys (expansion)" in labels
    finally:
        controller.shutdown(0)


def test_the_black_column_is_used_with_its_button_gog_msb_03(table):
    """GOG-MSB-02/03: with a black manuscript the black column's Use button is lit at your hire; a click
    pays the gold for a silver and the hire comes back; the blue column stays locked (no button)."""
    t = table(position(f"""
        {GOG}
        phase: recruit
        p0: {{space: A_O1, silver: 2, res: {{gold: 1}}, manuscripts: [ms24]}}
        piles: {{A: [tf01, tf23]}}
    """))
    scene = t.scene
    button = scene.exp["abilities"]["black"]
    assert button.enabled and "blue" not in scene.exp["abilities"]
    scene._clicked(button)
    pl = t.state.players[0]
    assert (pl.silver, pl.res["gold"]) == (3, 0) and t.state.stack.question.kind == "hire"
    assert not scene.exp["abilities"]["black"].enabled                      # nothing left to pay with


def test_the_kings_order_supply_is_clicked_instead_of_a_hire_gog_msb_03(table):
    """GOG-MSB-03, DEC-34: at a hire the supply is lit; a click takes a King's Order for 3 silver into
    the discard pile."""
    t = table(position(f"""
        {GOG}
        phase: recruit
        p0: {{space: A_O1, silver: 4, draw: [st_page, st_page, st_page, st_page]}}
    """))
    scene = t.scene
    assert scene.exp["orders"].enabled
    scene._clicked(scene.exp["orders"])
    assert t.state.board.orders == CONTENT.gates.kings_orders - 1 and t.state.players[0].silver == 1
    assert "kings_order" in t.state.players[0].discard + t.state.players[0].hand


def test_an_outsider_is_welcomed_by_clicking_it_in_the_row_gog_out_02(table):
    """GOG-OUT-02/03, DEC-35: the outsiders are lit when one is to be welcomed; the clicked one goes to the
    discard pile and the row refills from the deck."""
    s = position(f"""
        {GOG}
        phase: none
        outsiders: [ou01, ou05, ou08]
        outsider_deck: [ou13]
    """)
    run_effects(s, 0, [{"op": "take_outsider", "mode": "welcome"}])
    t = table(s)
    scene = t.scene
    cards = {item.payload["card"]: item for item in scene.exp["outsiders"]}
    assert all(item.enabled for item in cards.values())
    scene._clicked(cards["ou05"])
    assert "ou05" in t.state.players[0].discard and sorted(t.state.board.outsiders) == ["ou01", "ou08", "ou13"]


def test_a_chest_is_dragged_onto_a_slot_and_a_refused_drop_springs_back_kok_chest_02(table):
    """KOK-CHEST-01/02: with a chest to take, the display's tiles can be dragged; dropped beside every slot
    a tile springs back with KOK-CHEST-02; dropped on slot 2 it is placed there and the display refills."""
    s = position(f"""
        {KOK}
        phase: none
        chest_row: [ch01, ch03, ch05, ch06]
        chest_stack: [ch10]
    """)
    run_effects(s, 0, "chest")
    t = table(s)
    scene = t.scene
    tile = next(item for item in scene.exp["chests"] if item.chest_id == "ch05")
    assert tile.flags() & tile.GraphicsItemFlag.ItemIsMovable
    home = tile.pos()
    _drag(scene, tile, tile.sceneBoundingRect().center() + QPointF(0, -400))
    assert tile.pos() == home and t.refusals and t.refusals[-1].endswith("(KOK-CHEST-02)")
    assert t.state.players[0].chests == [None, None, None]
    slot2 = scene.mine["chest_slots"][1].sceneBoundingRect().center()
    tile = next(item for item in scene.exp["chests"] if item.chest_id == "ch05")
    _drag(scene, tile, slot2)
    assert t.state.players[0].chests == [None, "ch05", None]
    assert sorted(t.state.board.chest_row) == ["ch01", "ch03", "ch06", "ch10"]
    assert [item.chest_id for item in t.scene.mine["my_chests"]] == ["ch05"]


def test_a_building_dragged_onto_your_own_building_builds_the_public_one_kok_pub_01(table):
    """KOK-PUB-01..03: at the build decision the site holding your own workshop is lit; your next
    workshop dropped there builds the public workshop (your workshop goes home)."""
    t = table(position(f"""
        {KOK}
        ring: [A, B, C, D, E]
        players: 3
        phase: action
        p0: {{space: A_O1, tableau: [st_hod_carrier, st_hod_carrier], res: {{stone: 4}}, built: {{workshop: 2}},
             draw: [st_page, st_page, st_page, st_page]}}
        sites: {{A_s1: [0, workshop], B_s1: [0, workshop]}}
    """))
    t.controller.submit(Action.make(0, "main_action", action="build"))
    scene = t.scene
    assert t.state.decisions()[0].kind == "build" and scene.sites["A_s1"].target
    piece = scene.mine["buildings"][("workshop", 3)]
    assert piece.flags() & piece.GraphicsItemFlag.ItemIsMovable
    _drag(scene, piece, scene.geo.sites["A_s1"])
    assert t.state.board.public == {"workshop": [0, "A_s1"]} and t.state.players[0].built["workshop"] == 1



def test_the_board_abilities_ride_along_with_a_knock_out_a_move_and_the_main_action(table):
    """GOG-MSB-03: a usable ability is one more answer to any own decision; the table still draws the
    decision's own answers (the knock-out's workers, the reachable spaces, the main actions) and the
    ability's panel button."""
    knock = position(f"""
        {GOG}
        ring: [A, B, C, D, E]
        rotation: 0
        players: 3
        phase: recruit
        p0: {{space: B_I2, silver: 0, res: {{gold: 2}}, manuscripts: [ms24]}}
        castle: {{l1: {{3: [1, 2, 2]}}, l2: {{1: [1, 3, 0]}}}}
    """)
    assert knock.stack.question.kind == "knock_out"
    assert any(a.kind == "board_ability" for a in knock.decisions()[0].options)
    t = table(knock)
    labels = [b.caption for b in t.scene.panel_buttons]
    assert "Manuscript board: use black" in labels and any("level 1, region 4" in x for x in labels)
    mover = position(f"""
        {GOG}
        phase: move
        p0: {{space: A_O1, tableau: [st_page], silver: 1, res: {{gold: 2}}, manuscripts: [ms24]}}
        turn: {{played: st_page}}
    """)
    t = table(mover)
    scene = t.scene
    assert scene.viscounts[0].flags() & scene.viscounts[0].GraphicsItemFlag.ItemIsMovable
    assert scene.exp["abilities"]["black"].enabled
    scene._clicked(scene.exp["abilities"]["black"])
    assert t.state.players[0].silver == 2 and t.state.stack.question.kind == "move"


def _all_workshops_built(phase: str = "action"):
    """Ann has built all three workshops (A_s1, B_s1, C_s1): no workshop piece is left on her board."""
    return position(f"""
        {KOK}
        ring: [A, B, C, D, E]
        players: 3
        phase: {phase}
        p0: {{space: A_O1, tableau: [st_hod_carrier, st_hod_carrier], res: {{stone: 4}}, built: {{workshop: 3}},
             draw: [st_page, st_page, st_page, st_page]}}
        sites: {{A_s1: [0, workshop], B_s1: [0, workshop], C_s1: [0, workshop]}}
    """)


def test_with_every_workshop_built_the_public_card_itself_is_dragged_onto_the_lit_site_kok_pub_01(table):
    """KOK-PUB-01/03: no workshop piece is left to drag, so at the build decision the public workshop card is
    lit and draggable; dropped beside every site it springs back with KOK-PUB-01 and nothing is built;
    dropped on the lit site holding Ann's workshop it builds the public workshop there (hers goes home)."""
    t = table(_all_workshops_built())
    t.controller.submit(Action.make(0, "main_action", action="build"))
    scene = t.scene
    assert not any(item.flags() & item.GraphicsItemFlag.ItemIsMovable
                   for (btype, _), item in scene.mine["buildings"].items() if btype == "workshop")
    card = scene.exp["public"]["workshop"]
    assert card.enabled and card.flags() & card.GraphicsItemFlag.ItemIsMovable and scene.sites["A_s1"].target
    assert not scene.exp["public"]["town_hall"].flags() & card.GraphicsItemFlag.ItemIsMovable
    home = card.pos()
    _drag(scene, card, scene.geo.sites["A_s1"] + QPointF(0, 300))
    assert card.pos() == home and t.refusals[-1].endswith("(KOK-PUB-01)") and t.state.board.public == {}
    _drag(scene, scene.exp["public"]["workshop"], scene.geo.sites["A_s1"])
    assert t.state.board.public == {"workshop": [0, "A_s1"]} and t.state.players[0].built["workshop"] == 2
    assert t.state.board.sites["A_s1"] == [0, "public"]


def test_a_click_on_the_public_card_at_the_main_action_builds_it_on_its_one_site_kok_pub_01(table):
    """KOK-PUB-01: at the main-action choice, with one reachable site holding her workshop, a click on the
    public workshop card chooses Build and builds it there in one step; once built, a click says why not
    (KOK-PUB-06)."""
    t = table(_all_workshops_built())
    scene = t.scene
    assert t.state.decisions()[0].kind == "main_action"
    card = scene.exp["public"]["workshop"]
    assert card.enabled and scene.public_sites("workshop") == ["A_s1"]
    scene._clicked(card)
    assert t.state.board.public == {"workshop": [0, "A_s1"]}


def test_the_public_card_stays_put_where_no_build_is_possible_kok_pub_01(table):
    """KOK-PUB-01: on the inner road (no Build) the public cards are neither lit nor draggable; a click
    explains the rule and changes nothing."""
    t = table(position(f"""
        {KOK}
        ring: [A, B, C, D, E]
        players: 3
        phase: action
        p0: {{space: A_I1, built: {{workshop: 3}}}}
        sites: {{A_s1: [0, workshop], B_s1: [0, workshop], C_s1: [0, workshop]}}
    """))
    scene = t.scene
    card = scene.exp["public"]["workshop"]
    assert not card.enabled and not card.flags() & card.GraphicsItemFlag.ItemIsMovable
    scene._clicked(card)
    assert t.state.board.public == {} and t.refusals[-1].endswith("(KOK-PUB-01)")


def test_a_column_that_cannot_be_used_now_is_greyed_and_says_why_gog_msb_03(table):
    """GOG-MSB-03: Ann's yellow column is unlocked, but with one card in her tableau there is nothing to
    rearrange: its Use button is greyed and its tooltip says so; pressing it anyway is refused with that
    same reason (never a bare "cannot"), and nothing changes."""
    t = table(position(f"""
        {GOG}
        phase: recruit
        p0: {{space: A_O1, silver: 2, res: {{gold: 3}}, manuscripts: [ms01], tableau: [st_page]}}
        piles: {{A: [tf01, tf23]}}
    """))
    scene = t.scene
    button = scene.exp["abilities"]["yellow"]
    assert not button.enabled
    assert button.toolTip() == "The yellow ability rearranges your tableau: it needs 2 cards there (GOG-MSB-03)"
    scene._clicked(button)
    assert t.refusals and "it needs 2 cards there" in t.refusals[-1] and "GOG-MSB-03" in t.refusals[-1]
    assert t.state.players[0].res["gold"] == 3 and t.state.stack.question.kind == "hire"


def test_no_tooltip_covers_an_open_card_loupe(table, qapp):
    """Pointing at an outsider opens its loupe at once; the tooltip that would follow is not shown over it."""
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtWidgets import QGraphicsSceneHelpEvent, QGraphicsSceneHoverEvent, QToolTip

    scene = table(position(f"""
        {GOG}
        phase: none
        outsiders: [ou01, ou05, ou08]
    """)).scene
    card = scene.exp["outsiders"][0]
    card.hoverEnterEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverEnter))
    assert scene.card_loupe.isVisible()
    QToolTip.hideText()
    event = QGraphicsSceneHelpEvent(QEvent.Type.GraphicsSceneHelp)
    event.setScenePos(card.sceneBoundingRect().center())
    event.setScreenPos(QPoint(10, 10))
    scene.helpEvent(event)
    assert event.isAccepted() and not QToolTip.isVisible()
    card.hoverLeaveEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverLeave))
    assert not scene.card_loupe.isVisible()
    scene.helpEvent(event)  # without the loupe the tooltip shows as before
    assert QToolTip.isVisible() and QToolTip.text() == card.toolTip()
    QToolTip.hideText()


def test_during_the_draft_the_empty_rows_say_when_they_are_laid_out_gog_setup_04(table):
    """VIS-SETUP-09, GOG-SETUP-04/05, KOK-SETUP-02: while players choose their player cards the outsider row,
    the build bonus cards and the chest display are still in the box; the strip says when they come
    instead of showing empty rows (and "deck: 0"); once the draft is over they are there."""
    from desktop_app.ui.scene_parts import TextBox

    t = table(new_game(2, 3, gates_of_gold=True, keeper_of_keys=True))
    scene = t.scene
    assert t.state.phase == "setup" and scene.exp["outsiders"] == [] and scene.exp["chests"] == []
    notes = [item for item in scene.items() if isinstance(item, TextBox)
             and item.value == "Laid out when every player has chosen a player card"]
    assert sorted(n.rule_id for n in notes) == ["GOG-SETUP-04", "GOG-SETUP-05", "KOK-SETUP-02"]
    while t.state.phase == "setup":
        d = t.state.decisions()[0]
        assert t.controller.submit(d.options[0]) is None
    scene = t.scene
    assert len(scene.exp["outsiders"]) == 3 and len(scene.exp["chests"]) == 4
    assert not [item for item in scene.items() if isinstance(item, TextBox)
                and item.value == "Laid out when every player has chosen a player card"]
