"""How the editors gathered, read back from a game record (for ``simulate --through-app``).

Per day (the actions after each ``start_day``) and per seat: tiles ``taken``, ``kept`` and
``returned`` (FTP-GAT-02..05); ``retaken``: takes of a tile the same seat had already taken
that day, and ``returned_again``: returns of a tile the same seat had already returned that
day — a take/return loop shows up there. With the day scores from the state's results these
say whether every editor played sensibly.
"""

from __future__ import annotations

from typing import Any

from desktop_app.engine.action import TABLE, Action

COUNTED = ("take", "keep", "return")
_NAMES = {"take": "taken", "keep": "kept", "return": "returned"}


def gathering_by_day(actions: list[Action], players: int) -> list[list[dict[str, int]]]:
    """``[day][seat] -> {"taken", "kept", "returned", "retaken", "returned_again"}`` from a record."""
    days: list[list[dict[str, int]]] = []
    seen: list[set[int]] = []
    back: list[set[int]] = []
    for a in actions:
        if a.player == TABLE:
            if a.kind == "start_day":
                days.append([{"taken": 0, "kept": 0, "returned": 0, "retaken": 0, "returned_again": 0}
                             for _ in range(players)])
                seen, back = [set() for _ in range(players)], [set() for _ in range(players)]
            continue
        if not days or a.kind not in COUNTED:
            continue
        row = days[-1][a.player]
        row[_NAMES[a.kind]] += 1
        if a.kind == "take":
            uid = a["tile"]
            if uid in seen[a.player]:
                row["retaken"] += 1
            seen[a.player].add(uid)
        elif a.kind == "return":
            uid = a["tile"]
            if uid in back[a.player]:
                row["returned_again"] += 1
            back[a.player].add(uid)
    return days


def day_scores(state: Any) -> list[list[int]]:
    """``[day][seat]`` day totals (FTP-SCO-08) of the days scored so far."""
    return [[r["total"] for r in day] for day in state.results]
