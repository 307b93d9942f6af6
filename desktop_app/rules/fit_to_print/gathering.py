"""Gathering (FTP-GAT-01..09): take one tile at a time, keep it or return it face up.

Actions: ``take tile=uid``, ``keep tile=uid``, ``return tile=uid``, ``take_back tile=uid``
(ability ``take_back``, FTP-GAP-07), ``call_layout``. ``take`` is atomic: a tile already in a
hand or on a desk cannot be taken, and the loser of a race is told "tile no longer available"
(FTP-RT-02).
"""

from __future__ import annotations

from desktop_app.engine.action import IllegalAction
from desktop_app.engine.event import Event
from desktop_app.engine.text import Text


def hands_allowed(state, seat: int) -> int:
    """How many undecided tiles a player may hold (1, or 2 with ``hands: 2``, FTP-GAP-07).

    Always 1 in turn-based play: a turn is one tile, kept or returned before the turn passes (FTP-TB-02).
    """
    if state.players[seat].character is None or state.settings.turn_based:
        return 1
    return max([1] + [e.hands for e in state.ability_effects(seat) if e.hands is not None])


def take_backs_allowed(state, seat: int) -> int:
    """Kept tiles a player may return per day (ability ``take_back``)."""
    if state.players[seat].character is None:
        return 0
    return sum(e.take_back for e in state.ability_effects(seat) if e.take_back is not None)


def check(state, action) -> IllegalAction | None:
    """Why a gathering action is refused, or None."""
    p = state.players[action.player]
    kind = action.kind
    if p.phase != "gathering":
        return IllegalAction("FTP-GAT-08", "You called Layout! and may take no more tiles")
    if state.settings.turn_based and state.turn != action.player:
        return IllegalAction("FTP-TB-01", "It is not your turn")
    if kind == "call_layout":
        if p.hand:
            return IllegalAction("FTP-GAT-03", "Keep or return the tile in your hand first")
        return None
    uid = action.get("tile")
    if not isinstance(uid, int):
        return IllegalAction("FTP-RT-02", "No such tile")
    if kind == "take":
        if uid not in state.pool:
            return IllegalAction("FTP-GAT-02", "Tile no longer available")
        if len(p.hand) >= hands_allowed(state, action.player):
            if state.settings.turn_based:
                return IllegalAction("FTP-TB-02", "Keep or return the tile in your hand first")
            return IllegalAction("FTP-GAT-02", "You take tiles one at a time, with one hand")
        return None
    if kind in ("keep", "return"):
        if uid not in p.hand:
            return IllegalAction("FTP-GAT-03", "That tile is not in your hand")
        return None
    if kind == "take_back":
        if p.hand:
            return IllegalAction("FTP-GAT-03", "Keep or return the tile in your hand first")
        if uid not in p.desk:
            return IllegalAction("FTP-GAT-05", "That tile is not on your desk")
        if p.take_backs >= take_backs_allowed(state, action.player):
            return IllegalAction("FTP-GAT-05", "A kept tile can never go back to the pool")
        return None
    return IllegalAction("FTP-RT-02", "Unknown command {kind}", kind=kind)


def legal(state, seat: int, act, tile_acts) -> list:
    """All legal gathering actions of ``seat`` (``act`` / ``tile_acts`` give cached actions)."""
    p = state.players[seat]
    n = len(state.kinds)
    out = []
    if len(p.hand) < hands_allowed(state, seat):
        takes = tile_acts(seat, "take", n)
        out = [takes[u] for u in state.pool]
    for u in p.hand:
        out.append(tile_acts(seat, "keep", n)[u])
        out.append(tile_acts(seat, "return", n)[u])
    if not p.hand:
        if p.take_backs < take_backs_allowed(state, seat):
            backs = tile_acts(seat, "take_back", n)
            out += [backs[u] for u in p.desk]
        out.append(act(seat, "call_layout"))
    return out


def apply(state, action) -> list[Event]:
    """Apply a legal gathering action."""
    seat, kind = action.player, action.kind
    p = state.players[seat]
    if kind == "take":
        uid = action["tile"]
        state.remove_from_pool(uid)
        p.hand.append(uid)
        p.hand_from[uid] = None
        return [Event("tile_taken", Text("{player} takes a tile", player=state.names[seat]), seat,
                      reveals=True, rule_id="FTP-GAT-02", data={"tile": uid})]
    if kind == "keep":
        uid = action["tile"]
        p.hand.remove(uid)
        p.hand_from.pop(uid, None)
        p.desk.append(uid)
        state.face_up[uid] = True
        return [Event("tile_kept", Text("{player} keeps {tile}", player=state.names[seat],
                                        tile=state.tile_name(uid)), seat, reveals=True,
                      rule_id="FTP-GAT-05", data={"tile": uid})]
    if kind in ("return", "take_back"):
        uid = action["tile"]
        if kind == "return":
            p.hand.remove(uid)
            p.hand_from.pop(uid, None)
        else:
            p.desk.remove(uid)
            p.take_backs += 1
        state.return_to_pool(uid)
        return [Event("tile_returned", Text("{player} returns {tile} face up", player=state.names[seat],
                                            tile=state.tile_name(uid)), seat, reveals=True,
                      rule_id="FTP-GAT-04", data={"tile": uid, "pos": list(state.pool_pos[uid])})]
    # call_layout
    p.phase = "layout"
    p.layout_at = state.clock_ms
    events = [Event("layout_called", Text("{player} calls Layout!", player=state.names[seat]), seat,
                    rule_id="FTP-GAT-08")]
    if state.settings.turn_based:  # FTP-TB-03: calling Layout! takes a finish token at once
        events += state.take_token(seat)
    return events
