"""Layout (FTP-LAY-01..12) and Print (FTP-PRT-01..04).

Actions: ``pick tile=uid`` (a desk or page tile into the hand: the start of a drag),
``place tile=uid at="C3"`` (the held tile onto the page, upright, keeping its face),
``to_desk tile=uid`` (the held tile back to the desk), ``flip tile=uid`` (a desk, held or page
tile face down or up), ``move_focus at="C1"`` and ``print``.

Hard rules (refused with the rule ID): grid alignment and no overlap (FTP-LAY-02), inside the
day's area (FTP-LAY-03), the focus tile covers every star (FTP-LAY-04); there is no rotation
command (FTP-LAY-05). Adjacency (FTP-LAY-06..08) is punished at the check, never refused.
"""

from __future__ import annotations

from desktop_app.engine.action import IllegalAction
from desktop_app.engine.event import Event
from desktop_app.engine.text import Text
from desktop_app.rules.fit_to_print.geometry import cell_name, parse_cell


def _at(action) -> tuple[int, int] | None:
    """The cell of ``at=``, written exactly as the game writes it (``C3``, not ``c3`` or ``C03``)."""
    name = action.get("at")
    try:
        at = parse_cell(name) if isinstance(name, str) else None
    except ValueError:
        return None
    return at if at is not None and cell_name(*at) == name else None


def positions(state, uid: int) -> list[tuple[tuple[int, int], int]]:
    """``[(at, mask)]`` where tile ``uid``'s footprint lies inside the day's area (any occupancy)."""
    return state.area_placements(state.tile(uid).footprint.cells)


def check(state, action) -> IllegalAction | None:
    """Why a layout action is refused, or None."""
    seat, kind = action.player, action.kind
    p = state.players[seat]
    if p.phase == "printed":
        return IllegalAction("FTP-PRT-03", "You have printed and may not touch your page")
    if p.phase == "gathering" and kind != "print":
        return IllegalAction("FTP-GAT-06", "During Gathering kept tiles stay on the desk")
    if state.settings.turn_based and not state.layout_turn(seat) and kind != "print":
        return IllegalAction("FTP-TB-05", "Layout is done one player at a time")
    if kind == "print":
        if state.settings.turn_based and not state.layout_turn(seat):
            return IllegalAction("FTP-TB-05", "Layout is done one player at a time")
        if p.hand:
            return IllegalAction("FTP-PRT-01", "Put down the tile you are holding first")
        return None
    if kind in ("move_focus", "flip") and p.hand and action.get("tile") not in p.hand:
        return IllegalAction("FTP-LAY-01", "Put down the tile you are holding first")
    if kind == "move_focus":
        at = _at(action)
        if at is None:  # off the grid (the scene sends "Z0" for a drop beyond its edge)
            return IllegalAction("FTP-LAY-04", "The focus tile must cover every star inside the area")
        return state.focus_refusal(seat, at)
    uid = action.get("tile")
    if not isinstance(uid, int):
        return IllegalAction("FTP-RT-02", "No such tile")
    if kind == "pick":
        if p.hand:
            return IllegalAction("FTP-GAT-02", "You move one tile at a time")
        if uid not in p.page and uid not in p.desk:
            return IllegalAction("FTP-LAY-01", "That tile is not on your desk or page")
        return None
    if kind == "flip":
        if uid not in p.page and uid not in p.desk and uid not in p.hand:
            return IllegalAction("FTP-LAY-11", "That tile is not yours")
        return None
    if uid not in p.hand:
        return IllegalAction("FTP-LAY-01", "Pick the tile up first")
    if kind == "to_desk":
        return None
    if kind == "place":
        at = _at(action)
        if at is None:  # off the grid, e.g. partly beyond its left or top edge: outside the area
            return IllegalAction("FTP-LAY-03", "Tiles must lie wholly inside the day's area")
        mask = state.day.grid.placements(state.tile(uid).footprint.cells).get(at)
        if mask is None or mask & ~state.day.area.mask:
            return IllegalAction("FTP-LAY-03", "Tiles must lie wholly inside the day's area")
        if mask & p.occ:
            return IllegalAction("FTP-LAY-02", "Tiles may not overlap")
        return None
    return IllegalAction("FTP-RT-02", "Unknown command {kind}", kind=kind)


def legal(state, seat: int, act, tile_acts, place_acts) -> list:
    """All legal layout actions of ``seat`` (``act``, ``tile_acts``, ``place_acts``: cached actions)."""
    p = state.players[seat]
    n = len(state.kinds)
    flips = tile_acts(seat, "flip", n)
    if p.hand:
        uid = p.hand[0]
        occ = p.occ
        places = place_acts(seat, uid)
        out = []
        for at, m in positions(state, uid):
            if not m & occ:
                a = places.get(at)
                if a is None:
                    a = places[at] = act(seat, "place", uid, cell_name(*at))
                out.append(a)
        out.append(tile_acts(seat, "to_desk", n)[uid])
        out.append(flips[uid])
        return out
    picks = tile_acts(seat, "pick", n)
    out = []
    for u in p.desk:
        out.append(picks[u])
        out.append(flips[u])
    for u in p.page:
        out.append(picks[u])
        out.append(flips[u])
    for at in state.focus_moves(seat):
        out.append(act(seat, "move_focus", None, cell_name(*at)))
    out.append(act(seat, "print"))
    return out


def apply(state, action) -> list[Event]:
    """Apply a legal layout action (``print`` is handled by the state)."""
    seat, kind = action.player, action.kind
    p = state.players[seat]
    name = state.names[seat]
    if kind in ("move_focus", "flip") and p.hand and action.get("tile") not in p.hand:
        return IllegalAction("FTP-LAY-01", "Put down the tile you are holding first")
    if kind == "move_focus":
        at = _at(action)
        state.set_focus(seat, at)
        return [Event("focus_moved", Text("{player} moves the focus tile to {at}", player=name,
                                          at=cell_name(*at)), seat, rule_id="FTP-LAY-04",
                      data={"at": list(at)})]
    uid = action["tile"]
    if kind == "pick":
        if uid in p.page:
            p.hand_from[uid] = p.page[uid]
            state.lift(seat, uid)
        else:
            p.desk.remove(uid)
            p.hand_from[uid] = None
        p.hand.append(uid)
        return [Event("tile_picked", Text("{player} picks up {tile}", player=name, tile=state.tile_name(uid)),
                      seat, rule_id="FTP-LAY-01", data={"tile": uid})]
    if kind == "flip":
        state.face_up[uid] = not state.face_up[uid]
        key = "{player} turns {tile} face up" if state.face_up[uid] else "{player} turns {tile} face down"
        return [Event("tile_flipped", Text(key, player=name, tile=state.tile_name(uid)), seat, rule_id="FTP-LAY-11",
                      data={"tile": uid, "face_up": state.face_up[uid]})]
    p.hand.remove(uid)
    p.hand_from.pop(uid, None)
    if kind == "to_desk":
        p.desk.append(uid)
        return [Event("tile_to_desk", Text("{player} puts {tile} on the desk", player=name,
                                           tile=state.tile_name(uid)), seat, rule_id="FTP-LAY-01",
                      data={"tile": uid})]
    at = _at(action)
    state.put(seat, uid, at)
    return [Event("tile_placed", Text("{player} places {tile} at {at}", player=name, tile=state.tile_name(uid),
                                      at=cell_name(*at)), seat, rule_id="FTP-LAY-02",
                  data={"tile": uid, "at": list(at), "face_up": state.face_up[uid]})]
