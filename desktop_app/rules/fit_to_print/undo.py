"""Taking back a layout gesture in real time: its inverse move at the current game time.

Undo while the clock runs (FTP-RT-01) must not hand back time or undo another editor's moves,
so the app takes the player's last gesture back by new commands: every tile it moved goes back
where it was (page cell, desk or hand) with the face it had, and the focus tile back to its
cell — ``pick``, ``place``, ``to_desk``, ``flip``, ``move_focus``, each checked by the rules now
(the old cell may be taken meanwhile: FTP-LAY-02). Gathering moves show a tile's face
(FTP-GAT-02..05) and Layout! (FTP-GAT-08) and Print! (FTP-PRT-03) are final: they have no inverse.
"""

from __future__ import annotations

from desktop_app.engine.action import Action, IllegalAction
from desktop_app.rules.fit_to_print.geometry import cell_name

FINAL = {
    "take": ("FTP-GAT-02", "A taken tile has been seen and cannot be untaken"),
    "keep": ("FTP-GAT-05", "A kept tile can never go back to the pool"),
    "return": ("FTP-GAT-04", "A returned tile lies face up in the pool for everyone"),
    "take_back": ("FTP-GAT-05", "A tile taken back lies face up in the pool for everyone"),
    "call_layout": ("FTP-GAT-08", "Layout! cannot be taken back"),
    "print": ("FTP-PRT-03", "Print! is final"),
}
"""Commands without an inverse: (rule ID, why)."""


def _place_of(player, uid: int) -> tuple:
    if uid in player.page:
        return ("page", player.page[uid])
    if uid in player.desk:
        return ("desk",)
    if uid in player.hand:
        return ("hand",)
    return ("elsewhere",)


def inverse_actions(before, actions: list[Action], now) -> list[Action] | IllegalAction:
    """The commands that put ``actions``' tiles and focus tile back as they were on ``before``."""
    for action in actions:
        if action.kind in FINAL:
            return IllegalAction(*FINAL[action.kind])
    seat = actions[0].player
    if not 0 <= seat < before.n:
        return IllegalAction("FTP-COM-01", "No such player")
    was, now_p = before.players[seat], now.players[seat]
    out: list[Action] = []
    tiles = list(dict.fromkeys(a.get("tile") for a in actions if isinstance(a.get("tile"), int)))
    for uid in tiles:
        then, here = _place_of(was, uid), _place_of(now_p, uid)
        if then[0] == "elsewhere" or here[0] == "elsewhere":
            return IllegalAction("FTP-LAY-01", "That tile is not on your desk or page")
        if then != here:
            if here[0] != "hand":
                out.append(Action.make(seat, "pick", tile=uid))
            if then[0] == "page":
                out.append(Action.make(seat, "place", tile=uid, at=cell_name(*then[1])))
            elif then[0] == "desk":
                out.append(Action.make(seat, "to_desk", tile=uid))
        if before.face_up[uid] != now.face_up[uid]:
            out.append(Action.make(seat, "flip", tile=uid))
    if was.focus_at is not None and was.focus_at != now_p.focus_at and was.focus == now_p.focus:
        out.append(Action.make(seat, "move_focus", at=cell_name(*was.focus_at)))
    return out
