"""The office's patient rooms: a newly arrived patient is not marked "treated this turn" (UM-HEAL-01, UM-PAT-01)."""

from __future__ import annotations

from desktop_app.ui.unconscious_mind.rooms import treated_this_turn
from tests.unconscious_mind.helpers import answer, position, start_turn

CURE = """
players: 2
active: 0
p0: {coffee: 4, dial: {M red: 1}, rooms: [{patient: PO-01, sorrow: SO-01, marker: 1, dreams: [DL-11]}]}
table: {"3,3": [0, freud, 1]}
"""


def test_a_patient_arriving_in_a_treated_room_is_not_marked_treated_um_pat_01(um_table):
    """Room 1's patient is treated and cured; the patient that comes into room 1 at the end of the turn
    arrives untreated (the turn lists room 1 as treated: that was its predecessor)."""
    s = position(CURE)
    start_turn(s)
    answer(s, "turn_type", type="recall")
    answer(s, "recall_choice", then="treat")
    answer(s, "treat", room=0, option=0, **{"with": "basic"})
    assert s.players[0].rooms[0] is None and s.turn["treated"] == [0]
    t = um_table(s, turn=False)
    assert "treated this turn" not in getattr(t.scene.room_items[0], "foot", "")
    t.controller.submit(t.live.decisions()[0].options[0])  # a patient from the display …
    assert t.kind() == "patient_room"
    t.click(t.button(lambda a: a.kind == "patient_room" and a["room"] == 0))  # … into room 1
    patient = t.scene.room_items[0]
    assert patient.payload == {"kind": "patient", "room": 0}
    assert "treated this turn" not in patient.foot and not patient.dim


def test_a_treated_patient_is_marked_only_on_its_owners_turn_um_heal_01(um_table):
    """A treated patient still in its room is marked while its owner's turn goes on; on another player's
    turn (whose own treated rooms the turn lists) the same room is not marked."""
    s = position(CURE.replace("marker: 1, dreams: [DL-11]}]", "marker: 6, dreams: [DL-11]}, "
                              "{patient: PO-02, sorrow: SO-02, dreams: [DL-12]}], room2_open: true")
                 .replace("M red: 1", "M red: 2"))
    start_turn(s)
    answer(s, "turn_type", type="recall")
    answer(s, "recall_choice", then="treat")
    answer(s, "treat", room=0, option=0, **{"with": "basic"})
    t = um_table(s, turn=False)
    assert t.live.active == 0 and t.kind() == "treat"
    assert "treated this turn" in t.scene.room_items[0].foot and t.scene.room_items[0].dim
    view = t.live.view(0)
    assert treated_this_turn(view, 0, 0)
    view.active = 1  # the same record seen during the next player's turn
    assert not treated_this_turn(view, 0, 0)
