"""Why an action is refused: the reason in the player's words and the rule ID it breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop_app.engine.action import Action, IllegalAction
from desktop_app.rules.unconscious_mind.content import COLOURS, SIZES
from desktop_app.rules.unconscious_mind.core import SIZE_NAMES, prices, who
from desktop_app.rules.unconscious_mind.meeting import pointed

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState


def diagnose(state: UmState, action: Action) -> IllegalAction:
    """The refusal of an action that ``legal_actions`` does not offer."""
    q = state.stack.question
    if state.phase == "over" or q is None:
        return IllegalAction("UM-END-02", "The game is over")
    if action.player != q.player:
        return IllegalAction("UM-TURN-01", "It is not {player}'s turn to decide", player=_name(state, action.player))
    if action.kind in ("coffee_convert", "converter_use"):
        return _free(state, action)
    if action.kind != q.kind:
        return IllegalAction(q.rule_id or "UM-TURN-01", "First answer the open choice ({kind})", kind=q.kind)
    special = _BY_KIND.get(action.kind)
    if special is not None:
        found = special(state, action)
        if found is not None:
            return found
    return IllegalAction(q.rule_id or "UM-TURN-01", "That is not one of the offered choices")


def _name(state: UmState, seat: int) -> str:
    return who(state, seat) if 0 <= seat < len(state.players) else f"p{seat}"


def _free(state: UmState, action: Action) -> IllegalAction:
    if state.phase != "play" or action.player != state.active:
        return IllegalAction("UM-TURN-05", "Coffee conversions are only for your own turn")
    q = state.stack.question
    if q.data.get("no_free"):
        return IllegalAction("UM-TURN-05", "Finish this payment first")
    if action.kind == "converter_use":
        return IllegalAction("UM-DEC-21", "That converter is not yours, was used this turn or cannot be paid")
    kind = action.get("conversion")
    free = offered_free(state).get(kind)
    if free is not None:
        return IllegalAction(*free)
    t, e, _, g = prices(state, action.player)
    price = {"elevate": e, "transfer": t, "good_idea": g}.get(kind)
    if price is None:
        return IllegalAction("UM-COF-02", "Unknown coffee conversion {kind}", kind=str(kind))
    if state.players[action.player].coffee < price:
        return IllegalAction("UM-COF-02", "That conversion costs {n} coffee", n=price)
    return IllegalAction("UM-INS-03", "No insight can be moved that way")


def _place(state: UmState, action: Action) -> IllegalAction | None:
    c = state.content
    space, target, n = action.get("space"), action.get("action"), action.get("ideas")
    index = next((i for i, s in enumerate(c.spaces) if s["id"] == space), None)
    if index is None:
        return IllegalAction("UM-PLACE-01", "There is no idea space {space}", space=str(space))
    if state.table[index] is not None:
        return IllegalAction("UM-DEC-01", "That idea space is taken")
    if target not in c.spaces[index]["adjacent"]:
        return IllegalAction("UM-PLACE-01", "That action is not next to this space")
    if target in pointed(state, action.player):
        return IllegalAction("UM-PLACE-02", "Your ideas already point at that action")
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        return IllegalAction("UM-PLACE-03", "Place at least one idea from your supply")
    if n > state.players[action.player].supply:
        return IllegalAction("UM-PLACE-03", "You have only {n} ideas in your supply", n=state.players[action.player].supply)
    if n > min(3, c.actions[target]["lightning"]):
        return IllegalAction("UM-PLACE-03", "At most {n} {n|idea fits|ideas fit} “{action}”",
                             n=min(3, c.actions[target]["lightning"]), action=c.name(target))
    return None


def _pay(state: UmState, action: Action) -> IllegalAction | None:
    term = state.stack.question.data.get("term", [])
    size, colour = action.get("size"), action.get("colour")
    if term and term[0] == "spend" and size in SIZES and colour in COLOURS:
        if term[2] >= 0 and COLOURS.index(colour) != term[2] and not action.get("coffee"):
            return IllegalAction("UM-INS-07", "The colour must match (or transfer it with coffee)")
        if SIZES.index(size) < term[1] and not action.get("coffee"):
            return IllegalAction("UM-INS-07", "That insight is too small (overpay with a larger one)")
    return None


def _treat(state: UmState, action: Action) -> IllegalAction | None:
    room = action.get("room")
    if room in state.turn["treated"]:
        return IllegalAction("UM-HEAL-01", "Each patient is treated at most once a turn")
    if isinstance(room, int) and 0 <= room < 2 and state.players[action.player].rooms[room] is None:
        return IllegalAction("UM-HEAL-10", "There is no patient in that room")
    if action.get("with") == "basic":
        return IllegalAction("UM-HEAL-03", "You cannot pay for that basic treatment now")
    return IllegalAction("UM-HEAL-02", "That treatment cannot be paid now (or is not the top dream)")


def _recall_place(state: UmState, action: Action) -> IllegalAction | None:
    if action.get("space") == "district":
        return IllegalAction("UM-RCL-05", "You do not qualify for that district scoring space (or it is taken)")
    return IllegalAction("UM-RCL-04", "That recall space is not at your professor's location or is taken")


def _choose_method(state: UmState, action: Action) -> IllegalAction | None:
    wanted = state.stack.question.data.get("from")
    if wanted in ACTION_SLOT and action.get("slot") != wanted:
        rule, key = ACTION_SLOT[wanted]
        return IllegalAction(rule, key)
    return IllegalAction("UM-DEC-16", "There is no tile in that market space")


def _elevate(state: UmState, action: Action) -> IllegalAction | None:
    if action.get("size") == "L":
        return IllegalAction("UM-INS-03", "A large insight cannot be elevated further")
    return IllegalAction("UM-INS-03", "You have no insight there to elevate")


def _transfer(state: UmState, action: Action) -> IllegalAction | None:
    level = state.stack.question.data.get("level")
    if isinstance(level, int) and action.get("size") in SIZES and SIZES.index(action.get("size")) > level:
        return IllegalAction("UM-INS-05", "This transfer moves only insights up to {size}", size=SIZE_NAMES[level])
    if action.get("to") == action.get("colour"):
        return IllegalAction("UM-INS-05", "A transfer moves an insight into another colour")
    return IllegalAction("UM-INS-05", "You have no insight there to transfer")


def _suppress(state: UmState, action: Action) -> IllegalAction | None:
    return IllegalAction("UM-INS-04", "You have no insight there to suppress")


def _map_move(state: UmState, action: Action) -> IllegalAction | None:
    steps = [o["steps"] for o in state.stack.question.options]
    return IllegalAction("UM-MAP-02", "Your professor moves {low}–{high} locations clockwise here", low=min(steps),
                         high=max(steps))


def _method_row(state: UmState, action: Action) -> IllegalAction | None:
    if action.get("row") is not None and all(o.get("row") != action.get("row") for o in state.stack.question.options):
        return IllegalAction("UM-MTH-07", "That row of your grid is full")
    return None


def _inkwell(state: UmState, action: Action) -> IllegalAction:
    return IllegalAction("UM-INK-01", "You have {n} good ideas to add", n=state.players[action.player].good_ideas)


_BY_KIND = {"place_ideas": _place, "pay_insight": _pay, "treat": _treat, "recall_place": _recall_place,
            "inkwell_extra": _inkwell, "choose_method": _choose_method, "elevate_target": _elevate,
            "transfer_target": _transfer, "suppress_target": _suppress, "method_row": _method_row,
            "map_move": _map_move}
ACTION_SLOT = {"pile": ("UM-ACT-01", "This action takes the top tile of a pile, not a face-up tile"),
               "middle": ("UM-ACT-02", "This action takes a tile from a middle space only"),
               "right": ("UM-ACT-03", "This action takes a tile from a right space only")}
"""A method action's market space (the ``from`` of its question): the refusal of a tile taken elsewhere."""
FREE_MOVES = {("elevate", "elevate_target"): ("UM-INS-03", "This elevation is free: use it (or skip it) before "
                                                           "paying coffee for one"),
              ("transfer", "transfer_target"): ("UM-INS-05", "This transfer is free: use it (or skip it) before "
                                                             "paying coffee for one")}
"""(conversion, resume of the open question) -> the refusal of that coffee conversion while the move is free."""


def offered_free(state: UmState) -> dict[str, tuple[str, str]]:
    """The coffee conversions (``elevate``, ``transfer``) the open question offers free, with the refusal of paying
    for one now: an effect's own elevation or transfer, or a meeting action about to elevate (Contemplate). Paying
    is never the default (UM-COF-02); the coffee conversion is back once the free move is used or skipped."""
    q = state.stack.question
    out = {kind: FREE_MOVES[(kind, q.resume)] for kind in ("elevate", "transfer") if (kind, q.resume) in FREE_MOVES}
    if q.kind == "execution" and q.data.get("left", 0) > 0:
        steps = state.content.actions[q.data["action"]]["options"]
        ops = {s["op"] for o in q.options if "option" in o for s in steps[o["option"]]}
        for kind in ("elevate", "transfer"):
            if kind in ops:
                out[kind] = (q.rule_id or "UM-PLACE-04", EXECUTION_FREE[kind])
    return out


EXECUTION_FREE = {"elevate": "This action elevates free: carry it out (or stop) before paying coffee for an elevation",
                  "transfer": "This action transfers free: carry it out (or stop) before paying coffee for a transfer"}
