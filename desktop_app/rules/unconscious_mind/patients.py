"""Patients and dreams: treatment (UM-HEAL-01..11), refilling rooms and dreams (UM-PAT-01..09).

A room is ``{"patient", "sorrow", "marker", "catharsis", "dreams"}`` (dreams bottom first: the
latent, then the manifest on top). Healing moves the marker toward 0: VP spaces reached or passed
score (UM-HEAL-05), the golden heart removes the overlay (catharsis, once, UM-HEAL-06), 0 cures
(UM-HEAL-07); excess hearts are lost (UM-DEC-12).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop_app.engine.effects import Step
from desktop_app.rules.unconscious_mind.core import ask, basic_bonus, log, who
from desktop_app.rules.unconscious_mind.insights import can_pay, pay_steps

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState

PATIENT_SLOTS = ("ordinary", "ordinary", "complex", "complex")
"""The type of each patient display slot (UM-SET-10)."""


# ---- decks ----------------------------------------------------------------------------------------------
def draw(state: UmState, deck: str, discard: str | None = None) -> str | None:
    """The top card of ``deck``; an empty deck is first rebuilt from ``discard`` (UM-PAT-08/09)."""
    pile = getattr(state, deck)
    if not pile and discard is not None and getattr(state, discard):
        pile.extend(sorted(getattr(state, discard)))
        getattr(state, discard).clear()
        state.rng.shuffle(pile)
        log(state, "reshuffle", "A discard pile is shuffled into a new deck", None, reveals=True, rule_id="UM-PAT-08",
            data={"deck": deck})
    return pile.pop() if pile else None


def draw_sorrow(state: UmState) -> str | None:
    """A random sorrow overlay (UM-PAT-09, UM-DEC-37)."""
    return draw(state, "sorrow_pile", "sorrow_discard")


def refill_display(state: UmState, slot: int) -> None:
    """UM-PAT-03: a new patient of the slot's type with an overlay; an empty deck leaves the slot empty."""
    pid = draw(state, PATIENT_SLOTS[slot] + "_deck")
    state.patient_display[slot] = None if pid is None else [pid, draw_sorrow(state)]
    if pid is not None:
        log(state, "patient_revealed", "{patient} joins the patient display", None, reveals=True, rule_id="UM-PAT-03",
            data={"slot": slot, "patient": pid}, patient=state.content.name(pid))


def refill_manifest(state: UmState, slot: int) -> None:
    """Refill a manifest display slot from the deck (rebuilt from its discard when empty)."""
    card = draw(state, "manifest_deck", "manifest_discard")
    state.manifest_display[slot] = card
    if card is not None:
        log(state, "dream_revealed", "{dream} joins the dream display", None, reveals=True, rule_id="UM-PAT-07",
            data={"slot": slot, "dream": card}, dream=state.content.name(card))


def discard_dream(state: UmState, card: str) -> None:
    """A used or orphaned dream goes face up to its discard pile."""
    kind = state.content.dreams[card]["kind"]
    (state.manifest_discard if kind == "manifest" else state.latent_discard).append(card)


# ---- healing ------------------------------------------------------------------------------------------
def heal_room(step: Step, seat: int, room_index: int, hearts: int, treatment: bool) -> None:
    """Move a patient's marker ``hearts`` toward 0 with VP spaces, catharsis and cure (UM-HEAL-03..07)."""
    state = step.state
    c = state.content
    p = state.players[seat]
    room = p.rooms[room_index]
    if room is None or hearts <= 0:
        return
    old = room["marker"]
    new = max(0, old - hearts)
    room["marker"] = new
    log(state, "hearts", "{player} heals {patient}: {old} → {new}", seat,
        rule_id="UM-HEAL-03" if treatment else "UM-DEC-11",
        data={"player": seat, "room": room_index, "from": old, "to": new, "lost": max(0, hearts - old)},
        player=who(state, seat), patient=c.name(room["patient"]), old=old, new=new)
    steps: list[dict] = []
    vp = sum(v for space, v in c.vp_spaces.items() if new <= space < old)
    if vp:
        steps.append({"op": "vp", "n": vp})
    if not room["catharsis"] and new <= c.catharsis_space < old:
        steps += catharsis(state, seat, room_index)
    if new == 0:
        steps += cure(state, seat, room_index)
    if steps:
        step.push(steps, seat)


def catharsis(state: UmState, seat: int, room_index: int) -> list[dict]:
    """UM-HEAL-06: the overlay is discarded; the golden heart's reward and on_catharsis hooks follow."""
    room = state.players[seat].rooms[room_index]
    room["catharsis"] = True
    if room["sorrow"] is not None:
        state.sorrow_discard.append(room["sorrow"])
    log(state, "catharsis", "Catharsis: {patient}'s sorrow lifts", seat, rule_id="UM-HEAL-06",
        data={"player": seat, "room": room_index, "sorrow": room["sorrow"]},
        patient=state.content.name(room["patient"]))
    room["sorrow"] = None
    return [*state.content.catharsis_reward, {"op": "hook", "when": "on_catharsis"}]


def cure(state: UmState, seat: int, room_index: int) -> list[dict]:
    """UM-HEAL-07/09: cured area, cure VP, dreams discarded, room 2 opens with the first cure."""
    p = state.players[seat]
    room = p.rooms[room_index]
    pid = room["patient"]
    p.cured.append(pid)
    for card in room["dreams"]:
        discard_dream(state, card)
    p.rooms[room_index] = None
    log(state, "cured", "{player} cures {patient}", seat, rule_id="UM-HEAL-07",
        data={"player": seat, "room": room_index, "patient": pid, "dreams": list(room["dreams"])},
        player=who(state, seat), patient=state.content.name(pid))
    if not p.room2_open:
        p.room2_open = True
        log(state, "room_opened", "{player}'s second room opens (the letter leaves the game)", seat,
            rule_id="UM-HEAL-09", data={"player": seat}, player=who(state, seat))
    return [{"op": "vp", "n": state.content.patients[pid]["cure_vp"]}, {"op": "hook", "when": "on_cure"}]


def treatment_options(state: UmState, seat: int) -> list[dict[str, Any]]:
    """Every payable treatment now: per untreated patient, each basic option and the top dream (UM-HEAL-01/02)."""
    p, c = state.players[seat], state.content
    out = []
    treated = state.turn["treated"]
    basic_ok: list[bool] | None = None
    for r, room in enumerate(p.rooms):
        if room is None or r in treated:
            continue
        if basic_ok is None:
            basic_ok = [can_pay(state, seat, option["cost"]) for option in c.basic]
        out += [{"room": r, "with": "basic", "option": i} for i, ok in enumerate(basic_ok) if ok]
        if room["dreams"] and can_pay(state, seat, c.dreams[room["dreams"][-1]]["cost"]):
            out.append({"room": r, "with": "dream", "option": 0})
    return out


def _op_treat(step: Step) -> None:
    state, seat = step.state, step.player
    ask(step, "treat", treatment_options(state, seat) + [{"finish": True}], "treat",
        "Treat a patient (each at most once this turn), or finish", "UM-HEAL-01",
        data={"treated": list(state.turn["treated"])})


def matching_bonus(state: UmState, room: dict, card: str) -> int:
    """UM-HEAL-04: +1 heart when a manifest dream's icon matches the overlay still on the patient."""
    dream = state.content.dreams[card]
    return int(dream["kind"] == "manifest" and room["sorrow"] is not None
               and state.content.sorrows[room["sorrow"]]["icon"] == dream["icon"])


def _resume_treat(step: Step, answer: dict[str, Any]) -> None:
    if answer.get("finish"):
        return
    state, seat = step.state, step.question.player
    c = state.content
    p = state.players[seat]
    r = answer["room"]
    room = p.rooms[r]
    state.turn["treated"] = [*state.turn["treated"], r]
    if answer["with"] == "basic":
        option = c.basic[answer["option"]]
        bonus = basic_bonus(state, seat)
        gain = []
        for s in option["gain"]:
            if s["op"] == "hearts":
                gain.append({"op": "hearts", "n": s["n"] + bonus, "room": r})
                bonus = 0
            else:
                gain.append(s)
        log(state, "treatment", "{player} treats {patient} with the basic treatment", seat, rule_id="UM-HEAL-02",
            data={"player": seat, "room": r, "with": "basic", "option": answer["option"]}, player=who(state, seat),
            patient=c.name(room["patient"]))
        step.push([*pay_steps(option["cost"], {"en": "the basic treatment", "zh": "基礎治療"}), *gain,
                   {"op": "treat"}], seat)
        return
    card = room["dreams"].pop()
    dream = c.dreams[card]
    extra = matching_bonus(state, room, card)
    discard_dream(state, card)
    log(state, "treatment", "{player} treats {patient} with {dream}", seat,
        rule_id="UM-HEAL-04" if extra else "UM-HEAL-08",
        data={"player": seat, "room": r, "with": "dream", "dream": card, "matching": bool(extra)},
        player=who(state, seat), patient=c.name(room["patient"]), dream=c.name(card))
    step.push([*pay_steps(dream["cost"], c.name(card)), {"op": "hearts", "n": dream["hearts"] + extra, "room": r},
               *dream["bonus"], {"op": "treat"}], seat)


def _op_hearts(step: Step) -> None:
    heal_room(step, step.player, step.get("room"), step.get("n"), True)


def _op_heal(step: Step) -> None:
    step.push([{"op": "heal_one"}] * step.get("n", 1))


def _op_heal_one(step: Step) -> None:
    rooms = step.state.players[step.player].patients()
    ask(step, "heal_target", [{"room": r} for r in rooms], "heal_target", "Which patient gets the heart?", "UM-DEC-11")


def _resume_heal_target(step: Step, answer: dict[str, Any]) -> None:
    heal_room(step, step.question.player, answer["room"], 1, False)


# ---- refilling rooms (end of turn) ------------------------------------------------------------------------
def open_empty_rooms(state: UmState, seat: int) -> list[int]:
    """Open rooms without a patient (room 2 only once the letter is gone, UM-PAT-04)."""
    p = state.players[seat]
    return [r for r in range(2) if p.rooms[r] is None and (r == 0 or p.room2_open)]


def _op_refill(step: Step) -> None:
    state, seat = step.state, step.player
    if not open_empty_rooms(state, seat):
        return
    options = [{"source": "display", "slot": i} for i, x in enumerate(state.patient_display) if x is not None]
    options += [{"source": "deck", "type": t} for t in ("ordinary", "complex") if getattr(state, t + "_deck")]
    ask(step, "patient_refill", options, "patient_refill", "Take a new patient", "UM-PAT-02",
        data={"rooms": open_empty_rooms(state, seat)})


def _resume_patient_refill(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    if answer["source"] == "display":
        slot = answer["slot"]
        pid, sorrow = state.patient_display[slot]
        state.patient_display[slot] = None
        refill_display(state, slot)
    else:
        pid = getattr(state, answer["type"] + "_deck").pop()
        sorrow = draw_sorrow(state)
        log(state, "patient_drawn", "{player} draws {patient} blind", seat, reveals=True, rule_id="UM-PAT-02",
            data={"player": seat, "patient": pid}, player=who(state, seat), patient=state.content.name(pid))
    state.held_patients.append([pid, sorrow])
    step.push([{"op": "place_patient", "patient": pid, "sorrow": sorrow}, {"op": "refill"}], seat)


def _op_place_patient(step: Step) -> None:
    rooms = open_empty_rooms(step.state, step.player)
    ask(step, "patient_room", [{"room": r} for r in rooms], "patient_room", "Which room gets {patient}?", "UM-DEC-29",
        data={"patient": step.get("patient"), "sorrow": step.get("sorrow")},
        patient=step.state.content.name(step.get("patient")))


def _resume_patient_room(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    state.held_patients.remove([step.params["patient"], step.params["sorrow"]])
    steps = place_patient(state, seat, answer["room"], step.params["patient"], step.params["sorrow"])
    step.push(steps + [{"op": "draw_latent", "room": answer["room"]}, {"op": "manifest_choice", "room": answer["room"]}],
              seat)


def place_patient(state: UmState, seat: int, r: int, pid: str, sorrow: str | None) -> list[dict]:
    """Put a patient in room ``r`` (UM-PAT-04..06, UM-DEC-10), untreated this turn; returns the steps that follow (VP,
    catharsis)."""
    c = state.content
    marker = c.patients[pid]["hearts"] + (c.sorrows[sorrow]["hearts"] if sorrow else 0)
    room = {"patient": pid, "sorrow": sorrow, "marker": marker, "catharsis": False, "dreams": []}
    state.players[seat].rooms[r] = room
    if r in state.turn["treated"]:  # the mark went with the cured patient: a newcomer is untreated (UM-HEAL-01)
        state.turn["treated"] = [x for x in state.turn["treated"] if x != r]
    log(state, "patient_placed", "{player} takes {patient} into room {room} ({hearts} {hearts|heart|hearts})", seat,
        rule_id="UM-PAT-05", data={"player": seat, "room": r, "patient": pid, "sorrow": sorrow, "marker": marker},
        player=who(state, seat), patient=c.name(pid), room=r + 1, hearts=marker)
    steps: list[dict] = []
    if c.vp_spaces.get(marker):
        steps.append({"op": "vp", "n": c.vp_spaces[marker]})
    if marker <= c.catharsis_space:
        steps += catharsis(state, seat, r)
    return steps


def _op_draw_latent(step: Step) -> None:
    state, seat, r = step.state, step.player, step.get("room")
    card = draw(state, "latent_deck", "latent_discard")
    if card is None:
        log(state, "nothing", "No latent dream is left", seat, rule_id="UM-DEC-33")
        return
    state.players[seat].rooms[r]["dreams"].append(card)
    log(state, "dream_taken", "{player} draws the latent dream {dream}", seat, reveals=True, rule_id="UM-PAT-07",
        data={"player": seat, "room": r, "dream": card}, player=who(state, seat), dream=state.content.name(card))


def _op_manifest_choice(step: Step) -> None:
    state = step.state
    options = [{"slot": i} for i, x in enumerate(state.manifest_display) if x is not None]
    if state.manifest_deck or state.manifest_discard:
        options.append({"blind": True})
    if not options:
        log(state, "nothing", "No manifest dream is left", step.player, rule_id="UM-DEC-33")
        return
    ask(step, "manifest_choice", options, "manifest_choice", "Take a manifest dream from the display or draw blind",
        "UM-PAT-07", data={"room": step.get("room")})


def _resume_manifest_choice(step: Step, answer: dict[str, Any]) -> None:
    state, seat, r = step.state, step.question.player, step.params["room"]
    if answer.get("blind"):
        card = draw(state, "manifest_deck", "manifest_discard")
        log(state, "dream_taken", "{player} draws the manifest dream {dream} blind", seat, reveals=True,
            rule_id="UM-PAT-07", data={"player": seat, "room": r, "dream": card}, player=who(state, seat),
            dream=state.content.name(card))
    else:
        card = state.manifest_display[answer["slot"]]
        state.manifest_display[answer["slot"]] = None
        log(state, "dream_taken", "{player} takes the manifest dream {dream}", seat, rule_id="UM-PAT-07",
            data={"player": seat, "room": r, "dream": card, "slot": answer["slot"]}, player=who(state, seat),
            dream=state.content.name(card))
        refill_manifest(state, answer["slot"])
    state.players[seat].rooms[r]["dreams"].append(card)


OPS = {"treat": _op_treat, "hearts": _op_hearts, "heal": _op_heal, "heal_one": _op_heal_one, "refill": _op_refill,
       "place_patient": _op_place_patient, "draw_latent": _op_draw_latent, "manifest_choice": _op_manifest_choice}
RESUMES = {"treat": _resume_treat, "heal_target": _resume_heal_target, "patient_refill": _resume_patient_refill,
           "patient_room": _resume_patient_room, "manifest_choice": _resume_manifest_choice}
