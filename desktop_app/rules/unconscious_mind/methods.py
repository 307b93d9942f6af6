"""Method tiles: the two-row market (UM-MTH-01..06), the 3×3 grid (UM-MTH-07..10) and era II (UM-PRE-05).

A market row is ``[pile (top last), middle, right]``. Taking the middle tile refills it from the
pile; taking the right tile slides the middle one right and refills the middle; once a row's pile
is empty nothing in that row slides or refills (UM-MTH-05, UM-DEC-16). A tile taken face up gives
its sidebar bonus (middle, right) and, from the right, one use of its main effect in either order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop_app.engine.effects import Step
from desktop_app.rules.unconscious_mind.core import ask, fire, log, who
from desktop_app.rules.unconscious_mind.insights import can_pay, is_free, pay_steps
from desktop_app.rules.unconscious_mind.model import OWN

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState

ROW_NAMES = ("upper", "lower")
SLOTS = ("pile", "middle", "right")
ROW_TEXT = ({"en": "upper", "zh": "上層"}, {"en": "lower", "zh": "下層"})
SLOT_TEXT = {"pile": {"en": "pile", "zh": "供應堆"}, "middle": {"en": "middle", "zh": "中央"},
             "right": {"en": "right", "zh": "最右側"}}


def method_sources(state: UmState, frm: str) -> list[tuple[int, int]]:
    """``(row, slot index)`` of every market source ``frm`` (pile / middle / right / any) can take from."""
    out = []
    for r, row in enumerate(state.market):
        for k, slot in enumerate(SLOTS):
            if frm not in ("any", slot):
                continue
            if (row[0] if k == 0 else row[k]):
                out.append((r, k))
    return out


def _reveal(state: UmState, r: int, where: str, tile: str) -> None:
    log(state, "market_refill", "{tile} is revealed in the {row} market row", None, reveals=True, rule_id="UM-MTH-02",
        data={"row": r, "slot": where, "tile": tile}, tile=state.content.name(tile), row=ROW_TEXT[r])


def take_from_market(state: UmState, r: int, k: int) -> str:
    """Take the tile at market row ``r`` slot ``k`` and slide / refill (UM-MTH-02/03/05)."""
    row = state.market[r]
    pile = row[0]
    if k == 0:
        tile = pile.pop()
        if pile:
            log(state, "pile_top", "A new tile back shows on the {row} pile", None, reveals=True, rule_id="UM-MTH-04",
                data={"row": r}, row=ROW_TEXT[r])
        return tile
    tile = row[k]
    row[k] = None
    if pile:
        if k == 2:
            row[2], row[1] = row[1], None
        if row[1] is None:
            row[1] = pile.pop()
            _reveal(state, r, "middle", row[1])
    return tile


def decay_row(state: UmState, r: int) -> None:
    """Solo market decay (UM-SOLO-02): the right tile of row ``r`` leaves the game (logged first), then the row
    slides and refills."""
    row = state.market[r]
    if row[2] is None:
        log(state, "market_decay", "(a) Market decay: the {row} market row has no right tile", None,
            rule_id="UM-SOLO-02", data={"row": r, "tile": None}, row=ROW_TEXT[r])
        return
    log(state, "market_decay", "(a) Market decay: {tile} leaves the {row} market row", None, rule_id="UM-SOLO-02",
        data={"row": r, "tile": row[2]}, tile=state.content.name(row[2]), row=ROW_TEXT[r])
    state.box.append(take_from_market(state, r, 2))


def era_two(state: UmState) -> None:
    """UM-PRE-05: era I tiles in piles and market leave the game; empty spaces refill; the reminder flips."""
    era1 = set(state.content.era1)
    for r, row in enumerate(state.market):
        removed = [t for t in row[0] if t in era1] + [t for t in row[1:] if t in era1]
        state.box += removed
        row[0] = [t for t in row[0] if t not in era1]
        for k in (1, 2):
            if row[k] in era1:
                row[k] = None
        for k in (2, 1):
            if row[k] is None and row[0]:
                row[k] = row[0].pop()
                _reveal(state, r, SLOTS[k], row[k])
    state.era = 2
    log(state, "era_two", "Era II begins: era I tiles leave the market; the recall reminder flips", None,
        rule_id="UM-PRE-05", data={"box": len(state.box)})


# ---- ops -------------------------------------------------------------------------------------------
def _op_gain_method(step: Step) -> None:
    sources = method_sources(step.state, step.get("from"))
    ask(step, "choose_method", [{"row": ROW_NAMES[r], "slot": SLOTS[k]} for r, k in sources], "choose_method",
        "Take a method tile", "UM-MTH-01", data={"from": step.get("from")})


def _resume_choose_method(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    r, k = ROW_NAMES.index(answer["row"]), SLOTS.index(answer["slot"])
    row = state.market[r]
    tile = row[0][-1] if k == 0 else row[k]
    log(state, "method_taken", "{player} takes {tile} from the {slot} of the {row} row", seat, rule_id="UM-MTH-01",
        data={"player": seat, "tile": tile, "row": r, "slot": SLOTS[k]}, player=who(state, seat),
        tile=state.content.name(tile), slot=SLOT_TEXT[SLOTS[k]], row=ROW_TEXT[r])
    take_from_market(state, r, k)
    state.held_tiles.append(tile)
    place = {"op": "place_method", "tile": tile}
    if k == 0:
        step.push([place], seat)
        return
    sidebar = state.content.tiles[tile]["sidebar"]
    hook = {"op": "hook", "when": "on_method_gain", "from": SLOTS[k]}
    if k == 1:
        step.push([*sidebar, hook, place], seat)
    else:
        step.push([{"op": "right_order", "tile": tile}], seat)


def _op_right_order(step: Step) -> None:
    state, seat, tile = step.state, step.player, step.get("tile")
    main = state.content.tiles[tile]["main"]
    options = [{"first": "sidebar"}] + ([{"first": "main"}] if can_pay(state, seat, main["cost"]) else [])
    ask(step, "right_tile_order", options, "right_order", "Sidebar bonus or main effect first?", "UM-MTH-06",
        data={"tile": tile})


def _resume_right_order(step: Step, answer: dict[str, Any]) -> None:
    state, seat, tile = step.state, step.question.player, step.params["tile"]
    t = state.content.tiles[tile]
    hook = {"op": "hook", "when": "on_method_gain", "from": "right"}
    place = {"op": "place_method", "tile": tile}
    if answer["first"] == "main":
        step.push([*pay_steps(t["main"]["cost"], state.content.name(tile)), *t["main"]["gain"], *t["sidebar"],
                   hook, place], seat)
    else:
        step.push([*t["sidebar"], {"op": "method_main", "tile": tile}, hook, place], seat)


def _op_method_main(step: Step) -> None:
    """The right tile's main effect after its sidebar: optional, offered if payable (UM-ACT-03)."""
    state, seat, tile = step.state, step.player, step.get("tile")
    main = state.content.tiles[tile]["main"]
    if not can_pay(state, seat, main["cost"]):
        return
    if is_free(main["cost"]):
        step.push(main["gain"])
        return
    ask(step, "use_method", [{"use": True}, {"use": False}], "use_method", "Use the main effect of {tile}?",
        "UM-INK-08", data={"tile": tile}, auto=False, tile=state.content.name(tile))


def _resume_use_method(step: Step, answer: dict[str, Any]) -> None:
    if answer["use"] is True:
        state, tile = step.state, step.params["tile"]
        main = state.content.tiles[tile]["main"]
        step.push([*pay_steps(main["cost"], state.content.name(tile)), *main["gain"]], step.question.player)


def _op_place_method(step: Step) -> None:
    state, seat, tile = step.state, step.player, step.get("tile")
    p = state.players[seat]
    rows = [{"row": r + 1} for r in range(3) if None in p.grid[r * 3:r * 3 + 3]]
    options = rows or [{"replace": cell} for cell in range(9)]
    ask(step, "method_row", options, "place_method", "Place {tile} in a row of your grid", "UM-MTH-07",
        data={"tile": tile}, tile=state.content.name(tile))


def _resume_place_method(step: Step, answer: dict[str, Any]) -> None:
    state, seat, tile = step.state, step.question.player, step.params["tile"]
    p = state.players[seat]
    if "replace" in answer:
        cell = answer["replace"]
        old = p.grid[cell]
        state.box.append(old)
        log(state, "method_replaced", "{player} replaces {old} (removed from the game)", seat, rule_id="UM-MTH-10",
            data={"player": seat, "cell": cell, "tile": old}, player=who(state, seat), old=state.content.name(old))
    else:
        r = answer["row"] - 1
        cell = r * 3 + p.grid[r * 3:r * 3 + 3].index(None)
    p.grid[cell] = tile
    state.held_tiles.remove(tile)
    log(state, "method_placed", "{player} places {tile} face down in row {row}", seat, rule_id="UM-MTH-07",
        data={"player": seat, "cell": cell, "tile": tile}, player=who(state, seat), tile=state.content.name(tile),
        row=cell // 3 + 1)
    complete_lines(step, seat, cell)


def complete_lines(step: Step, seat: int, cell: int) -> None:
    """UM-MTH-08/09: a newly full row or column unlocks its insight; a column's first completion scores."""
    state = step.state
    p = state.players[seat]
    r, col = divmod(cell, 3)
    if p.row_full(r) and p.row_locked[r]:
        p.row_locked[r] = False
        p.storage[OWN] += 1
        log(state, "row_full", "{player} completes row {row}: an insight is unlocked", seat, rule_id="UM-MTH-09",
            data={"player": seat, "row": r}, player=who(state, seat), row=r + 1)
    if p.col_full(col):
        if p.col_locked[col]:
            p.col_locked[col] = False
            p.storage[OWN] += 1
            log(state, "column_full", "{player} completes column {col}: an insight is unlocked", seat,
                rule_id="UM-MTH-08", data={"player": seat, "col": col}, player=who(state, seat), col=col + 1)
        if not p.col_vp[col]:
            p.col_vp[col] = True
            step.push([{"op": "vp", "n": state.content.columns[col]["vp"]}], seat)


def _op_hook(step: Step) -> None:
    fire(step, step.player, step.get("when"), step.get("action"), step.get("from"))


OPS = {"gain_method": _op_gain_method, "right_order": _op_right_order, "method_main": _op_method_main,
       "place_method": _op_place_method, "hook": _op_hook}
RESUMES = {"choose_method": _resume_choose_method, "right_order": _resume_right_order, "use_method": _resume_use_method,
           "place_method": _resume_place_method}
