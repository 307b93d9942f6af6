"""Treating patients (UM-HEAL-01..11, UM-DEC-10..12) and refilling rooms and dreams (UM-PAT-01..09, UM-DEC-29, UM-DEC-33, UM-DEC-37)."""

from desktop_app.engine.action import Action
from tests.unconscious_mind.helpers import answer, content, dial_text, kind, options, position, run

# PO-01: 3 hearts, O0 (coffee on recall). SO-13 candle 1 heart; SO-19 feather 1; DM-14 "Falling (feather)":
# S purple? -> checked in the tests through the content instead of assumed.


def dream_with_icon(icon, kind_="manifest"):
    c = content()
    return next(d for d in c.manifest if c.dreams[d]["icon"] == icon and not c.dreams[d]["cost"]["coffee"]
                and not any(t[0] == "suppress" for t in c.dreams[d]["cost"]["terms"]))


def sorrow_with_icon(icon, hearts=1):
    c = content()
    return next(s for s in c.sorrows if c.sorrows[s]["icon"] == icon and c.sorrows[s]["hearts"] == hearts)


def rich(dreams, sorrow, marker=6, patient="PO-01"):
    sorrow = sorrow or "null"
    return f"""
players: 2
active: 0
p0:
  coffee: 6
  dial: {{S red: 3, S green: 3}}
  own_dial: {{L red: 1, L green: 1, L purple: 1}}
  rooms: [{{patient: {patient}, sorrow: {sorrow}, marker: {marker}, dreams: {dreams}}}]
"""


def test_heal_01_02_each_patient_once_basic_or_top_dream():
    """UM-HEAL-01, UM-HEAL-02: each patient at most once a turn, with the basic treatment or the top dream, never both."""
    c = content()
    latent, manifest = c.latent[0], dream_with_icon("mirror")
    s = position(rich([latent, manifest], sorrow_with_icon("key")))
    run(s, [{"op": "treat"}])
    offered = [(o["with"], o["option"]) for o in options(s) if o["kind"] == "treat" and "room" in o]
    assert ("basic", 0) in offered and ("basic", 1) in offered and ("dream", 0) in offered
    answer(s, "treat", room=0, **{"with": "basic", "option": 1})
    while kind(s) == "pay_insight":
        s.apply(s.decisions()[0].options[0])
    assert s.players[0].rooms[0]["marker"] == 4 and s.turn["treated"] == [0]
    assert kind(s) is None  # the one patient was treated: only "finish" was left, answered at once
    s = position(rich([latent, manifest], sorrow_with_icon("key")).replace("dreams: [", "dreams: [").replace(
        "]}]\n", "]}, {patient: PO-02, marker: 5}]\n"))
    run(s, [{"op": "treat"}])
    answer(s, "treat", room=1, **{"with": "basic", "option": 0})
    while kind(s) == "pay_insight":
        s.apply(s.decisions()[0].options[0])
    assert kind(s) == "treat" and {o.get("room") for o in options(s) if o["kind"] == "treat"} == {0, None}
    assert s.check(Action.make(0, "treat", room=1, option=1, **{"with": "basic"})).rule_id == "UM-HEAL-01"


def test_heal_04_matching_icon_bonus_only_while_the_overlay_is_on():
    """UM-HEAL-04: a manifest dream whose icon matches the overlay's gives +1 heart; after catharsis it does not."""
    c = content()
    dream = dream_with_icon("mirror")
    hearts = c.dreams[dream]["hearts"]
    s = position(rich([c.latent[0], dream], sorrow_with_icon("mirror"), marker=10))
    run(s, [{"op": "treat"}])
    answer(s, "treat", room=0, option=0, **{"with": "dream"})
    while kind(s) == "pay_insight":
        s.apply(s.decisions()[0].options[0])
    assert s.players[0].rooms[0]["marker"] == 10 - hearts - 1
    s = position(rich([c.latent[0], dream], None, marker=10))
    s.players[0].rooms[0]["catharsis"] = True
    run(s, [{"op": "treat"}])
    answer(s, "treat", room=0, option=0, **{"with": "dream"})
    while kind(s) == "pay_insight":
        s.apply(s.decisions()[0].options[0])
    assert s.players[0].rooms[0]["marker"] == 10 - hearts


def test_heal_03_05_06_07_vp_spaces_catharsis_and_cure():
    """UM-HEAL-03, UM-HEAL-05, UM-HEAL-06, UM-HEAL-07: hearts move the marker to 0; VP spaces passed score; at 3 the overlay goes (catharsis:
    1 VP, 1 prestige); at 0 the patient is cured (cure VP) and its dreams are discarded (UM-DEC-12: excess lost)."""
    c = content()
    s = position(rich([c.latent[0], c.manifest[0]], sorrow_with_icon("key", 3), marker=9, patient="PO-03"))
    sorrow = s.players[0].rooms[0]["sorrow"]
    run(s, [{"op": "hearts", "n": 4, "room": 0}])  # 9 -> 5: passes 8 and 6
    assert s.players[0].vp == 2 and s.players[0].rooms[0]["sorrow"] == sorrow
    run(s, [{"op": "hearts", "n": 3, "room": 0}])  # 5 -> 2: catharsis
    p = s.players[0]
    assert p.rooms[0]["sorrow"] is None and sorrow in s.sorrow_discard and p.vp == 3 and p.prestige == 1
    run(s, [{"op": "hearts", "n": 5, "room": 0}])  # 2 -> 0, 3 hearts lost
    assert p.rooms[0] is None and p.cured == ["PO-03"] and p.vp == 3 + c.patients["PO-03"]["cure_vp"]
    assert c.latent[0] in s.latent_discard and c.manifest[0] in s.manifest_discard


def test_heal_08_latent_only_after_the_manifest_is_gone():
    """UM-HEAL-08: the latent dream is usable only once the manifest dream above it was used (a later turn)."""
    c = content()
    s = position(rich([c.latent[0], c.manifest[0]], sorrow_with_icon("key")))
    run(s, [{"op": "treat"}])
    assert s.decisions()[0].context["treated"] == []
    top = s.players[0].rooms[0]["dreams"][-1]
    assert top == c.manifest[0]


def test_heal_09_10_first_cure_opens_room_2_and_dreams_sit_above_patients():
    """UM-HEAL-09, UM-HEAL-10: the first cure removes the placeholder (room 2 opens); an empty room holds no dreams; at the
    end of the turn both rooms fill (UM-PAT-01, UM-DEC-29: the player picks the room for each)."""
    c = content()
    s = position(rich([c.latent[0]], sorrow_with_icon("key"), marker=1))
    assert not s.players[0].room2_open
    run(s, [{"op": "hearts", "n": 1, "room": 0}])
    p = s.players[0]
    assert p.room2_open and p.rooms == [None, None]
    run(s, [{"op": "refill"}])
    answer(s, "patient_refill", source="display", slot=0)
    assert [o["room"] for o in options(s) if o["kind"] == "patient_room"] == [0, 1]
    answer(s, "patient_room", room=1)
    assert p.rooms[1] is not None and len(p.rooms[1]["dreams"]) == 1  # the latent, then the manifest choice
    answer(s, "manifest_choice", blind=True)
    assert len(p.rooms[1]["dreams"]) == 2 and kind(s) == "patient_refill"
    answer(s, "patient_refill", source="deck", type="complex")
    assert p.rooms[0] is not None and c.patients[p.rooms[0]["patient"]]["type"] == "complex"


def test_pat_05_heal_01_a_newly_arrived_patient_is_not_treated_this_turn():
    """UM-PAT-05 / UM-HEAL-01: the patient cured by this turn's treatment was "treated"; the new patient who takes its
    room at the end of the turn was not (the room's mark goes with the cured patient, in the state and in views)."""
    c = content()
    s = position(rich([c.latent[0]], sorrow_with_icon("key"), marker=1))
    run(s, [{"op": "treat"}])
    answer(s, "treat", room=0, **{"with": "basic", "option": 0})
    while kind(s) == "pay_insight":
        s.apply(s.decisions()[0].options[0])
    assert s.players[0].rooms[0] is None and s.turn["treated"] == [0]
    s.stack.frames.clear()
    s.stack.question = None
    run(s, [{"op": "refill"}])
    answer(s, "patient_refill", source="display", slot=0)
    answer(s, "patient_room", room=0)
    assert kind(s) == "manifest_choice" and s.players[0].rooms[0] is not None
    assert 0 not in s.turn["treated"] and 0 not in s.view(1).turn["treated"]


def test_heal_11_dec_11_heal_outside_treatment_one_heart_at_a_time():
    """UM-HEAL-11 / UM-DEC-11: heal N is not a treatment (the patient may still be treated), hearts split one at a
    time between patients, no matching bonus."""
    c = content()
    s = position(f"""
players: 2
active: 0
p0:
  rooms: [{{patient: PO-01, sorrow: {sorrow_with_icon("key")}, marker: 6}}, {{patient: PO-02, marker: 5}}]
""")
    run(s, [{"op": "heal", "n": 2}])
    answer(s, "heal_target", room=0)
    answer(s, "heal_target", room=1)
    assert [r["marker"] for r in s.players[0].rooms] == [5, 4] and s.turn["treated"] == []
    assert c.patients["PO-02"]


def test_pat_02_03_display_pick_refills_from_the_same_type_deck_with_an_overlay():
    """UM-PAT-02, UM-PAT-03: a display patient comes with its overlay; the slot refills from the same-type deck with a new
    overlay; an empty deck leaves the slot empty."""
    s = position("players: 2\nactive: 0\np0: {rooms: [null, null]}")
    s.players[0].rooms = [None, None]
    taken = s.patient_display[2]
    run(s, [{"op": "refill"}])
    s.complex_deck.clear()
    s.touch()
    answer(s, "patient_refill", source="display", slot=2)
    assert s.patient_display[2] is None
    assert s.players[0].rooms[0]["patient"] == taken[0] and s.players[0].rooms[0]["sorrow"] == taken[1]
    s = position("players: 2\nactive: 0\np0: {rooms: [null, null]}")
    s.players[0].rooms = [None, None]
    run(s, [{"op": "refill"}])
    answer(s, "patient_refill", source="display", slot=0)
    new = s.patient_display[0]
    assert content().patients[new[0]]["type"] == "ordinary" and new[1] in content().sorrows


def test_pat_05_06_dec_10_marker_set_and_vp_of_that_space_only():
    """UM-PAT-05, UM-PAT-06 / UM-DEC-10: the marker is set to hearts + overlay; only that space's VP scores; at 3 or less
    catharsis happens at once."""
    from desktop_app.rules.unconscious_mind.patients import place_patient

    c = content()
    s = position("players: 2\nactive: 0")
    s.players[0].rooms = [None, None]
    complex_ = next(p for p in c.complex if c.patients[p]["hearts"] == 7)
    steps = place_patient(s, 0, 0, complex_, sorrow_with_icon("key", 3))
    assert s.players[0].rooms[0]["marker"] == 10 and steps == [{"op": "vp", "n": 2}]
    steps = place_patient(s, 0, 1, "PO-01", None)
    assert s.players[0].rooms[1]["marker"] == 3 and s.players[0].rooms[1]["catharsis"]
    assert [x["op"] for x in steps][:2] == ["vp", "prestige"]


def test_pat_07_08_dreams_latent_blind_then_manifest_and_decks_rebuild():
    """UM-PAT-07, UM-PAT-08: a latent dream is drawn blind, then a manifest dream from the display (refilled) or blind;
    an empty dream deck is rebuilt by shuffling its discard pile (UM-DEC-33: none at all, none taken)."""
    s = position("players: 2\nactive: 0")
    s.players[0].rooms = [None, None]
    s.latent_discard, s.latent_deck = list(s.latent_deck), []
    n = len(s.latent_discard)
    s.held_patients.append(["PO-05", None])
    for x in (s.ordinary_deck, s.complex_deck):
        if "PO-05" in x:
            x.remove("PO-05")
    for slot in s.patient_display:
        assert "PO-05" not in slot
    run(s, [{"op": "place_patient", "patient": "PO-05", "sorrow": None}])
    assert len(s.latent_deck) == n - 1 and s.latent_discard == []
    shown = s.manifest_display[1]
    answer(s, "manifest_choice", slot=1)
    assert s.players[0].rooms[0]["dreams"][-1] == shown and s.manifest_display[1] not in (None, shown)


def test_pat_09_dec_37_empty_overlay_pile_reshuffles_the_discard():
    """UM-PAT-09 / UM-DEC-37: drawing an overlay from an empty pile shuffles the overlay discard into a new pile."""
    from desktop_app.rules.unconscious_mind.patients import draw_sorrow

    s = position("players: 2\nactive: 0")
    s.sorrow_discard, s.sorrow_pile = list(s.sorrow_pile), []
    n = len(s.sorrow_discard)
    got = draw_sorrow(s)
    assert got in content().sorrows and len(s.sorrow_pile) == n - 1 and s.sorrow_discard == []


def test_pat_01_04_never_more_than_two_patients_one_before_room_2_opens():
    """UM-PAT-01, UM-PAT-04: only open empty rooms are filled; room 2 stays closed until the first cure."""
    s = position("players: 2\nactive: 0")
    s.players[0].rooms = [None, None]
    run(s, [{"op": "refill"}])
    answer(s, "patient_refill", source="deck", type="ordinary")
    assert s.players[0].rooms[1] is None and s.players[0].rooms[0] is not None  # no room choice: only room 1
    while s.stack.busy and s.decisions():
        s.apply(s.decisions()[0].options[0])
    assert s.players[0].rooms[1] is None
    assert dial_text(s, 0) is not None
