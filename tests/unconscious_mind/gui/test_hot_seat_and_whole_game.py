"""Hot-seat privacy of research hands, and whole games finished from the side panel alone."""

from __future__ import annotations

import random
import re

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.rules.unconscious_mind.bot import choose
from desktop_app.ui.game_window import GameWindow
from desktop_app.ui.unconscious_mind.pieces import Card
from tests.unconscious_mind.helpers import content

HANDS = """
players: 2
active: 0
p0: {hand: [R-01, R-14]}
p1: {hand: [R-02]}
"""


def shown_texts(scene) -> str:
    """Everything the scene shows: texts, card faces and tooltips."""
    parts = []
    for item in scene.items():
        if isinstance(item, QGraphicsSimpleTextItem):  # a text wrapped to its width reads as one line
            parts.append(item.text().replace("\n", " "))
        if isinstance(item, Card):
            parts += [item.title, *item.lines, item.foot]
        parts.append(item.toolTip())
    return "\n".join(parts)


def shows(texts: str, card: str) -> bool:
    """True when a card's name is among ``texts`` ("vol. I" is not "vol. II")."""
    return re.search(re.escape(content().name(card)["en"]) + r"(?![IVX])", texts) is not None


def test_a_research_hand_shows_only_to_its_owner_and_the_device_is_handed_over_um_res_02(um_table, qtbot):
    t = um_table(HANDS)
    window = GameWindow(t.controller)
    qtbot.addWidget(window)
    scene = window.scene
    assert sorted(scene.hand_items) == ["R-01", "R-14"]
    assert shows(shown_texts(scene), "R-01") and not shows(shown_texts(scene), "R-02")
    for _ in range(60):  # Ann plays her turn from the panel (first answers) until 美玲's turn comes
        if t.live.active == 1:
            break
        d = t.live.decisions()[0]
        assert t.controller.submit(d.options[-1] if d.kind == "place_ideas" else d.options[0]) is None
    assert t.live.active == 1
    assert t.controller.privacy_pending() == 1 and window.privacy.isVisibleTo(window)
    assert not shows(shown_texts(window.scene), "R-02")  # the cover is up; nothing of 美玲's is drawn
    window.privacy.acknowledged.emit(1)
    scene = window.scene
    assert scene.viewer == 1 and sorted(scene.hand_items) == ["R-02"]
    texts = shown_texts(scene)
    assert shows(texts, "R-02")
    hidden = [r for r in t.live.players[0].hand if shows(texts, r)]
    assert hidden == []  # Ann's cards: only their number is shown
    assert "research hand 2" in texts


def click_choice(t, wanted: Action) -> None:
    """Click the panel button of ``wanted`` (choosing the number of ideas first for a placement)."""
    if wanted.kind == "place_ideas" and t.scene.idea_count != wanted["ideas"]:
        t.click(next(b for b in t.scene.panel_buttons if b.payload.get("kind") == "idea_count"
                     and b.payload["count"] == wanted["ideas"]))
    t.click(t.button(lambda a: a == wanted))


def play_from_the_panel(t, rng, limit: int = 1500) -> int:
    """Answer every decision by clicking the side-panel button of the easy bot's choice; checks
    that every answer the engine offers is in the panel. Returns the number of clicks."""
    clicks = 0
    for _ in range(limit):
        if t.live.phase == "over":
            return clicks
        if t.controller.privacy_pending() is not None:
            t.controller.set_privacy_acknowledged(t.controller.privacy_pending())
        d = t.live.decisions()[0]
        wanted = choose(t.live.view(d.player), d.player, "easy", 0.05, rng)
        shown = {b.payload["action"] for b in t.scene.panel_buttons if b.payload.get("kind") == "action"}
        if d.kind != "place_ideas":
            assert shown == set(t.live.legal_actions(d.player)), d.kind
        click_choice(t, wanted)
        clicks += 1
    raise AssertionError("the game did not end")


def test_a_whole_solo_game_is_finished_from_the_side_panel_um_solo_05(um_table):
    state = GAME.new_state(GameOptions([Seat("Ann", "red", "human")]), content(), 5)
    t = um_table(state, turn=False)
    clicks = play_from_the_panel(t, random.Random(5))
    assert clicks > 60 and t.live.phase == "over" and t.live.round <= 15
    texts = shown_texts(t.scene)
    assert "Final scores" in texts and "Game over" in texts
    sheet = t.live.score_sheet()
    assert f"Ann{' ★' if sheet.winners else ''}" in texts
    assert not [b for b in t.scene.panel_buttons if b.payload.get("kind") == "action"]


def test_a_two_player_hot_seat_game_runs_from_the_panel_with_hand_overs(um_table):
    """The beginning of a two-human game: every hand-over waits for the next player (UM-RES-02)."""
    options = GameOptions([Seat("Ann", "red", "human"), Seat("美玲", "blue", "human")])
    state = GAME.new_state(options, content(), 8)
    t = um_table(state, turn=False)
    rng = random.Random(8)
    for _ in range(60):
        pending = t.controller.privacy_pending()
        if pending is not None:
            assert t.scene.viewer != pending
            t.controller.set_privacy_acknowledged(pending)
            assert t.scene.viewer == pending
        d = t.live.decisions()[0]
        assert t.scene.viewer == d.player
        click_choice(t, choose(t.live.view(d.player), d.player, "easy", 0.05, rng))
    assert t.live.round >= 2


def test_the_score_dock_previews_the_live_score_um_eng_02(um_table, qtbot):
    """The Scores panel shows the UM categories and follows every change (a cure's VP here)."""
    t = um_table("""
players: 2
active: 0
p0: {coffee: 4, dial: {L red: 1}, rooms: [{patient: PO-01, sorrow: SO-01, marker: 2, dreams: [DL-11]}]}
table: {"3,3": [0, freud, 1]}
""")
    window = GameWindow(t.controller)
    qtbot.addWidget(window)
    table = window.score_dock.table
    rows = [table.verticalHeaderItem(r).text().replace("\n", " ") for r in range(table.rowCount())]
    assert "VP track" in rows and "Prestige ranking" in rows and "Distinct location tags" in rows
    before = t.live.score_sheet().players[0].total
    t.click(t.button(lambda a: a.kind == "turn_type" and a["type"] == "recall"))
    t.click(t.button(lambda a: a.kind == "recall_choice" and a["then"] == "treat"))
    t.click(t.button(lambda a: a.kind == "treat" and a.get("with") == "basic" and a["option"] == 1))
    assert "PO-01" in t.live.players[0].cured
    total = t.live.score_sheet().players[0].total
    assert total > before
    totals = [table.item(rows.index("Total"), c).text() for c in range(table.columnCount())]
    assert str(total) in totals and str(before) not in totals[:1]
