"""Live score preview of pages during Layout (the scene's score box, the assistant, the AI).

The preview runs the real check and scoring on a copy of every page as it stands now, so the
white-space comparison and majorities use the other players' current pages.
"""

from __future__ import annotations

from desktop_app.rules.fit_to_print.check import conflict_edges, run_check
from desktop_app.rules.fit_to_print.day import build_page, scoring_rules
from desktop_app.rules.fit_to_print.scoring import score_pages


def preview_all(state) -> list[dict]:
    """Every player's day score if the round ended now (``DayScore`` dicts)."""
    if state.stage != "play":
        return [{"total": 0, "terms": {}, "income": 0, "largest_empty": 0, "check_log": []}
                for _ in range(state.n)]
    pages = [build_page(state, i) for i in range(state.n)]
    logs = [run_check(pg) for pg in pages]
    return [s.to_json() for s in score_pages(pages, logs, scoring_rules(state))]


def preview_score(state, seat: int) -> dict:
    """``seat``'s day score if the round ended now: ``total``, ``terms``, ``income``,
    ``largest_empty``, ``check_log`` and ``grid``."""
    return preview_all(state)[seat]


def conflicts(state, seat: int) -> list[tuple[int, int, str]]:
    """The assistant's highlights (FTP-LAY-12): ``(uid, uid, type)`` pairs of face-up tiles that
    break FTP-LAY-06..08 on ``seat``'s page right now."""
    page = build_page(state, seat)
    return [(int(a.key), int(b.key), kind) for a, b, kind in conflict_edges(page)]
