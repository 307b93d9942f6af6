"""What the side panels show, computed from a view: header, score preview, rival desks, end of day."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from desktop_app.engine.action import Action
from desktop_app.rules.fit_to_print.scoring import TERMS
from desktop_app.ui.decision_options import answers
from desktop_app.ui.fit_to_print.art import BACK, PHOTO_DARK, TileArt
from desktop_app.ui.fit_to_print.board import Furniture, _font
from desktop_app.ui.fit_to_print.overlay import BOX, CheckReplay, EndOfDayOverlay
from desktop_app.ui.fit_to_print.texts import card_text, condition_text, side_label, tr
from desktop_app.ui.i18n import engine_translate, name_lang, render
from desktop_app.ui.score_dialog import tie_break_text, winners_text

SHOWN_TERMS = ("articles", "photos", "focus", "white_space", "mood", "unplaced", "breaking", "ability", "floor")


def term_name(term_id: str) -> str:
    """A score term's short name in the current language (``Articles``, ``文章``)."""
    cat = next((c for c in TERMS if c.id == term_id), None)
    if cat is None:
        return term_id
    return cat.zh if name_lang() == "zh" else cat.en.split(" (")[0]


class HeaderItem(Furniture):
    """The band at the top: game, day, phase and the last refusal (with its rule ID)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect, "FTP-DAY-05")
        self.message = ""

    def set_message(self, message: str) -> None:
        """Show a refusal or table message on the right."""
        self.message = message
        if self.data_shown is not None:
            self.set_data((*self.data_shown[:3], message))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.rect
        gradient = QLinearGradient(r.topLeft(), r.bottomLeft())
        gradient.setColorAt(0, QColor("#2F2A24"))
        gradient.setColorAt(1, QColor("#453D33"))
        painter.fillRect(r, gradient)
        if self.data_shown is None:
            return
        title, day, phase, message = self.data_shown
        painter.setPen(QColor("#F5EBD0"))
        _font(painter, 15, True)
        painter.drawText(r.adjusted(18, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, title)
        painter.setPen(QColor("#D9B64C"))
        _font(painter, 12, True)
        painter.drawText(r.adjusted(270, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         f"{day}   {phase}")
        if message:
            painter.setPen(QColor("#FFB4A8"))
            _font(painter, 10, True)
            painter.drawText(r.adjusted(560, 0, -16, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight
                             | Qt.TextFlag.TextWordWrap, message)


def preview_lines(score: dict | None, view) -> list[tuple[str, str, str, bool]]:
    """The score-preview panel's lines (FTP-SCO-01..08 terms, white space, income)."""
    if score is None:
        return []
    terms = score.get("terms", {})
    lines = []
    for term in SHOWN_TERMS:
        value = terms.get(term, 0)
        if term in ("breaking", "ability", "floor") and not value:
            continue
        label = term_name(term)
        if term == "white_space":
            label += f"  ({tr('Largest white space')}: {score.get('largest_empty', 0)})"
        colour = "#2E7D32" if value > 0 else ("#B3261E" if value < 0 else "")
        lines.append((label, f"{value:+d}" if value else "0", colour, False))
    lines.append((tr("Total"), str(score.get("total", 0)), "", True))
    lines.append((tr("Income"), f"${score.get('income', 0)}", "#8A5A00", True))
    return lines


def _tile_fill(view, uid: int, art: TileArt) -> tuple[str, int]:
    """(colour, pattern index or -1) of a rival's page tile."""
    if not view.face_up[uid]:
        return BACK.name(), -1
    t = view.tile(uid)
    if t.type == "article":
        return art.category_colour(t.category).name(), art.category_index.get(t.category, 0) + 1
    return (PHOTO_DARK.name(), -1) if t.type == "photo" else ("#E0B12B", -1)


def rival_data(view, seat: int, colour: str, art: TileArt) -> tuple:
    """A rival desk thumbnail's data (see :class:`~board.RivalItem`)."""
    p = view.players[seat]
    grid = view.day.grid
    tiles = tuple((tuple(view.tile_cells(uid, at)), *_tile_fill(view, uid, art)) for uid, at in sorted(p.page.items()))
    state_key = p.phase if view.stage == "play" else ""
    thinking = view.is_computer(seat) and p.phase != "printed" and view.stage == "play"
    return (render(view.names[seat]), colour, tr(state_key) if state_key else "", p.token, (len(p.desk), tr("desk")),
            (len(p.hand), tr("hand")), grid.columns, grid.rows, tuple(grid.cells_of(view.day.area.mask)), tiles,
            tuple(grid.cells_of(p.focus_mask)), thinking and p.busy_until > view.clock_ms, state_key, seat)


def _replay(scene, view, viewer: int, events: list, before) -> tuple[CheckReplay | None, list[str]]:
    if before is None:
        return None, []
    p = before.players[viewer]
    grid, area = before.day.grid, before.day.area
    page = {"cols": grid.columns, "rows": grid.rows, "area": grid.cells_of(area.mask),
            "stars": grid.cells_of(area.stars), "focus": grid.cells_of(p.focus_mask),
            "focus_face": (render(before.content.focus(p.focus[0]).name), side_label(p.focus[1])) if p.focus else ("", ""),
            "tiles": [(uid, before.tile(uid), at, before.face_up[uid]) for uid, at in sorted(p.page.items())]}
    steps, log = [], []
    for e in events:
        if e.kind.startswith("check_") and e.player == viewer:
            uid = e.data.get("tile")
            line = e.text.args.get("line", e.text)  # (the sheet shows the viewer's own page: no name)
            steps.append((e.kind[len("check_"):], uid, render(line), e.rule_id))
            log.append(f"{e.rule_id}: {render(line)}")
    replay = CheckReplay(QPointF(BOX.left() + 20, BOX.top() + 76), page, steps, scene.art, name_lang(),
                         scene.colour_blind)
    return replay, log


def day_terms(scored: list[dict], view) -> list[str]:
    """The score terms the end-of-day table shows: the six every day has, then breaking news and
    the character ability when their module is in play, and the floor of FTP-SCO-08 when it
    added anything (never one lump "Other" a player cannot read)."""
    extra = [t for t in SHOWN_TERMS[6:] if any(d.get("terms", {}).get(t) for d in scored)
             or (t == "breaking" and view.settings.breaking_news) or (t == "ability" and view.settings.characters)]
    return [*SHOWN_TERMS[:6], *extra]


def _table(events: list, view) -> list[list[str]]:
    scored = [e.data for e in events if e.kind == "day_scored"]
    if not scored:
        return []
    shown = day_terms(scored, view)
    header = [tr("Player")] + [term_name(t) for t in shown] + [tr("Flipped"), tr("Total"), "$", tr("Finish token")]
    rows = [header]
    for d in scored:
        terms = d.get("terms", {})
        rows.append([d.get("name", "")] + [str(terms.get(t, 0)) for t in shown]
                    + [str(d.get("flips", 0)), str(d.get("total", 0)), f"${d.get('income', 0)}",
                       str(d.get("finish_token") or "–")])
    return rows


def _standings(view) -> list[str]:
    if view.stage != "over":
        return []
    sheet = view.score_sheet()
    lines = [tr("Game over") + " — " + (winners_text(sheet) or "")]
    for p in sorted(sheet.players, key=lambda p: (p.rank, p.name)):
        extra = f"  ({tr('eliminated')})" if p.details.get("eliminated") else ""
        lines.append(f"{p.rank}. {p.name}: {p.total} {tr('pts')} · ${p.details.get('income', 0)}{extra}")
    if sheet.tie_break:
        lines.append(tie_break_text(sheet.tie_break))
    lines += [engine_translate(n) for n in sheet.notes]
    return lines


def end_of_day_overlay(scene, view, viewer: int, events: list, before: Any, kind: str) -> EndOfDayOverlay:
    """Build the end-of-day sheet (``kind="day"``) or the character-pick sheet (``kind="pick"``)."""
    if kind == "pick":
        overlay = EndOfDayOverlay(tr("Choose your character"), None, [], [], [], scene.overlay_continue, 0)
        return overlay
    replay, log = _replay(scene, view, viewer, events, before)
    day = render(before.day.name) if before is not None else ""
    title = f"{tr('End of the day')} — {day}" if view.stage != "over" else f"{tr('Game over')} — {day}"
    step_ms = scene.duration(900)
    return EndOfDayOverlay(title, replay, log, _table(events, view), _standings(view), scene.overlay_continue,
                           step_ms)


def choices(controller, view, viewer: int) -> tuple[str, list, bool]:
    """The draft (FTP-DRF-04) or character pick (FTP-ADV-01) band: (prompt, cards, a person is choosing).

    Each card is ``(title, lines, action, enabled)``; only the viewer's own pick is enabled.
    """
    cards: list = []
    text, human_turn = "", False
    if view.stage == "draft" and view.drafter is not None:
        human_turn = controller.is_human(view.drafter)
        mine = view.drafter == viewer and human_turn
        text = tr("Choose tomorrow's focus news (lowest finish token picks first)") if mine else \
            tr("{name} is choosing the focus news…").format(name=render(view.names[view.drafter]))
        for fid, side in view.draft_offer:
            fdef = view.content.focus(fid)
            lines = [condition_text(c, view.content) for c in fdef.sides.get(side, ())]
            cards.append((f"{render(fdef.name)} ({side_label(side)})", lines,
                          Action.make(view.drafter, "draft", focus=fid), mine))
    elif view.stage == "pick_character":
        seat = view.pick_queue[0]
        human_turn = controller.is_human(seat)
        mine = seat == viewer and human_turn
        text = tr("Choose your character") if mine else tr("{name} is choosing a character…").format(
            name=render(view.names[seat]))
        for action in answers(controller.legal_actions(seat), "pick_character"):
            ch = view.content.characters[action["character"]]
            cards.append((render(ch.name.model_dump()), [card_text(ch, view.content)], action, mine))
    return text, cards, human_turn
