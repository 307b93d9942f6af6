"""What the Fit To Print score calculator edits, and its sheet in the FTP-CAL-01 format.

The editor keeps, for each player and day, a :class:`PageEntry`: the board side as a grid of
one-character cells (``.`` empty, ``F`` the focus tile, anything else a tile label), the legend
(label -> catalogue tile id or an inline description), face-down and rotated flags, the focus
tile, desk and finish token. :func:`build_sheet` turns that into the dict the CLI's
``score fit-to-print SHEET.yaml`` reads, :func:`sheet_from_dict` reads such a dict back, and
:func:`score` runs the engine's own calculator (``GAME.score_physical``) on it.
No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import yaml

from desktop_app.engine.game import SheetError
from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.rules.fit_to_print import GAME
from desktop_app.rules.fit_to_print.geometry import cell_name

EMPTY = "."
OUTSIDE = "#"
FOCUS = "F"
LABELS = "abcdeghijklmnopqrstuvwxyzABCDEGHIJKLMNOPQRSTUVWXYZ0123456789"
"""Labels offered for new tiles, in order (``F`` is the focus tile, ``.``/``#`` are empty)."""


@lru_cache(maxsize=1)
def calculator_content() -> Any:
    """The built-in content (cached): the engine's calculator scores with it, like the CLI."""
    return GAME.load_content()


@dataclass
class LegendEntry:
    """A label's tile: a catalogue id (``tile``) or an inline description (``inline``)."""

    tile: str = ""
    inline: dict[str, Any] | None = None
    face_down: bool = False
    rotated: bool = False

    def sheet_value(self) -> Any:
        """The legend value of FTP-CAL-01: the id, or the inline mapping."""
        if self.inline is not None:
            return inline_value(self.inline)
        return self.tile


def inline_value(desc: dict[str, Any]) -> dict[str, Any]:
    """An inline tile description with only the fields its type uses."""
    kind = desc.get("type", "article")
    out: dict[str, Any] = {"type": kind, "footprint": desc.get("footprint", "")}
    if kind == "article":
        out["category"] = desc.get("category")
        out["mood"] = desc.get("mood")
        for key in ("points", "mood_icons"):
            if desc.get(key) is not None:
                out[key] = desc[key]
    elif kind == "photo":
        cond = dict(desc.get("scores_adjacent") or {})
        out["scores_adjacent"] = {
            "categories": list(cond.get("categories") or []),
            "moods": list(cond.get("moods") or []),
        }
        for key in ("points_per_match", "max"):
            if cond.get(key) is not None:
                out["scores_adjacent"][key] = cond[key]
    else:
        out["income"] = desc.get("income", 1)
    return out


@dataclass
class PageEntry:
    """One player's page on one day, as entered."""

    cells: list[list[str]]
    legend: dict[str, LegendEntry] = field(default_factory=dict)
    focus_id: str = ""
    focus_side: str = "a"
    focus_points: int | None = None
    desk: int = 0
    finish_token: int | None = None
    character: str = ""

    @classmethod
    def blank(cls, columns: int, rows: int) -> PageEntry:
        """An empty page of ``columns`` × ``rows`` cells."""
        return cls([[EMPTY] * columns for _ in range(rows)])

    def is_blank(self) -> bool:
        """True if nothing was entered on this page."""
        return (
            all(ch == EMPTY for row in self.cells for ch in row)
            and not self.focus_id
            and self.focus_points is None
            and not self.desk
            and self.finish_token is None
        )

    def label_cells(self) -> dict[str, list[tuple[int, int]]]:
        """``{label: [(col, row), ...]}`` of the tiles painted on the page (not the focus)."""
        out: dict[str, list[tuple[int, int]]] = {}
        for r, row in enumerate(self.cells):
            for c, ch in enumerate(row):
                if ch not in (EMPTY, OUTSIDE, FOCUS):
                    out.setdefault(ch, []).append((c, r))
        return out

    def focus_cells(self) -> list[tuple[int, int]]:
        """The cells painted ``F``."""
        return [(c, r) for r, row in enumerate(self.cells) for c, ch in enumerate(row) if ch == FOCUS]

    def next_label(self) -> str:
        """The first offered label not used on the page or in the legend."""
        used = set(self.label_cells()) | set(self.legend)
        return next((x for x in LABELS if x not in used), "")


@dataclass
class CalcSheet:
    """Everything the calculator holds: players, their pages per day, the day's breaking news."""

    names: list[str]
    pages: dict[str, list[PageEntry]]
    breaking: dict[str, str] = field(default_factory=dict)
    family: bool = False

    @classmethod
    def new(cls, content: Any, names: list[str]) -> CalcSheet:
        """Blank pages for ``names`` on every day."""
        pages = {d.id: [PageEntry.blank(d.grid.columns, d.grid.rows) for _ in names] for d in content.days}
        return cls(list(names), pages)

    def add_player(self, content: Any, name: str) -> None:
        """A new player with blank pages."""
        self.names.append(name)
        for d in content.days:
            self.pages[d.id].append(PageEntry.blank(d.grid.columns, d.grid.rows))

    def remove_player(self, index: int) -> None:
        """Drop a player and their pages."""
        del self.names[index]
        for pages in self.pages.values():
            del pages[index]

    def entered_days(self, content: Any) -> list[str]:
        """The ids of the days on which some page has something entered, in day order."""
        return [d.id for d in content.days if any(not p.is_blank() for p in self.pages[d.id])]


def _page_text(day: Any, page: PageEntry) -> str:
    area = day.area.mask
    rows = []
    for r, row in enumerate(page.cells):
        out = [OUTSIDE if ch == EMPTY and not area & day.grid.bit(c, r) else ch for c, ch in enumerate(row)]
        rows.append(" ".join(out))
    return "\n".join(rows) + "\n"


def check_entry(name: str, page: PageEntry) -> None:
    """Problems the editor can name before the engine runs (SheetError, FTP-CAL-02 style)."""
    on_page = page.label_cells()
    for label in on_page:
        entry = page.legend.get(label)
        if entry is None or (entry.inline is None and not entry.tile):
            raise SheetError(
                f"player '{name}': legend.{label}: no tile chosen (pick one from the catalogue "
                "or describe it)"
            )
    if page.focus_cells() and not page.focus_id and page.focus_points is None:
        raise SheetError(f"player '{name}': focus: the page has a focus tile but no focus id or points")


def player_dict(content: Any, day: Any, name: str, page: PageEntry) -> dict[str, Any]:
    """One player of a one-day sheet (FTP-CAL-01); legend rows of labels not on the page are left out."""
    on_page = page.label_cells()
    legend = {label: e.sheet_value() for label, e in page.legend.items() if label in on_page}
    out: dict[str, Any] = {"name": name}
    if page.finish_token is not None:
        out["finish_token"] = page.finish_token
    if page.focus_points is not None:
        out["focus"] = {"points": page.focus_points}
    elif page.focus_id:
        starting = page.focus_id in content.starting
        out["focus"] = {"id": page.focus_id} if starting else {"id": page.focus_id, "side": page.focus_side}
    out["page"] = _page_text(day, page)
    out["legend"] = legend
    out["face_down"] = [label for label, e in page.legend.items() if e.face_down and label in on_page]
    out["rotated"] = [label for label, e in page.legend.items() if e.rotated and label in on_page]
    out["desk"] = page.desk
    if page.character:
        out["character"] = page.character
    return out


def day_dict(content: Any, sheet: CalcSheet, day_id: str, strict: bool = True) -> dict[str, Any]:
    """The one-day sheet of ``day_id`` (FTP-CAL-01); ``strict`` first runs :func:`check_entry`."""
    day = next(d for d in content.days if d.id == day_id)
    if strict:
        for name, page in zip(sheet.names, sheet.pages[day_id], strict=True):
            check_entry(name, page)
    out: dict[str, Any] = {"day": day_id}
    if sheet.breaking.get(day_id):
        out["breaking"] = sheet.breaking[day_id]
    if sheet.family:
        out["family"] = True
    out["players"] = [
        player_dict(content, day, name, page)
        for name, page in zip(sheet.names, sheet.pages[day_id], strict=True)
    ]
    return out


def build_sheet(content: Any, sheet: CalcSheet, current_day: str, strict: bool = True) -> dict[str, Any]:
    """The whole sheet: one day, or ``{days: [...]}`` when several days are entered (FTP-CAL-04).

    Several days must run from Friday without a gap; a single entered day (or none: the
    current day) is a one-day sheet. Raises SheetError naming the problem; ``strict=False``
    (saving a sheet still being entered) only refuses a gap between days.
    """
    days = sheet.entered_days(content) or [current_day]
    if len(days) == 1:
        return day_dict(content, sheet, days[0], strict)
    order = [d.id for d in content.days]
    for i, day_id in enumerate(order[: order.index(days[-1]) + 1]):
        if day_id not in days:
            name = content.days[i].name.get("en", day_id)
            raise SheetError(f"days[{i}]: nothing entered for {name} (days are entered in order)")
    out: dict[str, Any] = {"days": [day_dict(content, sheet, d, strict) for d in days]}
    if sheet.family:
        out["family"] = True
    return out


def score(sheet_dict: dict[str, Any]) -> ScoreSheet:
    """Score a sheet dict with the engine's calculator, ``GAME.score_physical`` (raises SheetError)."""
    return GAME.score_physical(sheet_dict)


def score_live(
    content: Any, sheet: CalcSheet, day_id: str
) -> tuple[ScoreSheet | None, ScoreSheet | None, str]:
    """``(day result, whole-sheet result, error)`` for the live breakdown; never raises SheetError.

    The day result scores only ``day_id``; the whole-sheet result is the multi-day standing
    when more than one day is entered (else None).
    """
    try:
        day_sheet = score(day_dict(content, sheet, day_id))
        whole = build_sheet(content, sheet, day_id)
        game = score(whole) if "days" in whole else None
    except SheetError as exc:
        return None, None, str(exc)
    return day_sheet, game, ""


def focus_warning(content: Any, day_id: str, name: str, page: PageEntry) -> str:
    """A note when the focus tile misses a star: it scores 0 (FTP-CHK-07); else ""."""
    if not page.focus_id and page.focus_points is None:
        return ""
    day = next(d for d in content.days if d.id == day_id)
    stars = day.area.stars
    if day.grid.mask_of(page.focus_cells()) & stars == stars:
        return ""
    names = ", ".join(cell_name(c, r) for c, r in day.grid.cells_of(stars))
    return (
        f"player '{name}': focus: the focus tile does not cover the stars ({names}); it scores 0 (FTP-CHK-07)"
    )


# ---------------------------------------------------------------------------- reading a sheet


def _legend_entry(value: Any) -> LegendEntry:
    if isinstance(value, dict):
        return LegendEntry(inline=dict(value))
    return LegendEntry(tile="" if value is None else str(value))


def _read_page(day: Any, name: str, p: dict[str, Any], breaking: dict[str, str]) -> PageEntry:
    text = p.get("page")
    g = day.grid
    if not isinstance(text, str):
        raise SheetError(f"player '{name}': page: expected the board side as rows of cells")
    rows = [line.split() for line in text.strip().splitlines() if line.strip()]
    if len(rows) != g.rows:
        raise SheetError(f"player '{name}': page: {len(rows)} rows; the {day.side} side has {g.rows}")
    for r, row in enumerate(rows):
        if len(row) != g.columns or any(len(ch) != 1 for ch in row):
            raise SheetError(
                f"player '{name}': page: row {r + 1} has {len(row)} cells; the {day.side} side "
                f"has {g.columns} (one character each)"
            )
    page = PageEntry([[EMPTY if ch == OUTSIDE else ch for ch in row] for row in rows])
    legend = p.get("legend") or {}
    if not isinstance(legend, dict):
        raise SheetError(f"player '{name}': legend: expected a mapping of label to tile")
    page.legend = {str(k): _legend_entry(v) for k, v in legend.items()}
    for key in ("face_down", "rotated"):
        for label in p.get(key) or []:
            page.legend.setdefault(str(label), LegendEntry())
            setattr(page.legend[str(label)], key, True)
    focus = p.get("focus")
    if isinstance(focus, str):
        focus = {"id": focus}
    if isinstance(focus, dict):
        if "points" in focus:
            page.focus_points = int(focus["points"])
        page.focus_id = str(focus.get("id") or "")
        page.focus_side = str(focus.get("side") or "a")
    desk = p.get("desk", 0)
    page.desk = len(desk) if isinstance(desk, list) else int(desk or 0)
    token = p.get("finish_token")
    page.finish_token = int(token) if token is not None else None
    page.character = str(p.get("character") or "")
    if isinstance(p.get("breaking"), str):
        breaking[day.id] = p["breaking"]
    return page


def sheet_from_dict(content: Any, data: Any) -> tuple[CalcSheet, str]:
    """Read a one-day or several-day sheet with pages; returns the sheet and its first day.

    Raises SheetError for what the grid editor cannot hold (a quick tally, a ragged page).
    """
    if not isinstance(data, dict):
        raise SheetError("sheet: expected a mapping with 'day' and 'players' or 'days'")
    day_sheets = data["days"] if isinstance(data.get("days"), list) else [data]
    days = {d.id: d for d in content.days}
    sheet: CalcSheet | None = None
    try:
        for i, ds in enumerate(day_sheets):
            where = f"days[{i}]." if "days" in data else ""
            if not isinstance(ds, dict) or ds.get("day") not in days:
                raise SheetError(f"{where}day: unknown day {ds.get('day') if isinstance(ds, dict) else ds!r}")
            day = days[ds["day"]]
            players = ds.get("players")
            if not isinstance(players, list) or not players or not all(isinstance(p, dict) for p in players):
                raise SheetError(f"{where}players: expected a list of players")
            if all("page" not in p for p in players):
                raise SheetError(
                    f"{where}players: a quick tally (FTP-CAL-03) has no pages to edit; score it "
                    "with the command line"
                )
            names = [str(p.get("name", f"Player {k + 1}")) for k, p in enumerate(players)]
            if sheet is None:
                sheet = CalcSheet.new(content, names)
                sheet.family = bool(data.get("family", ds.get("family", False)))
            elif names != sheet.names:
                raise SheetError(f"{where}players: the same players, in the same order, play every day")
            if isinstance(ds.get("breaking"), str):
                sheet.breaking[day.id] = ds["breaking"]
            sheet.pages[day.id] = [
                _read_page(day, n, p, sheet.breaking) for n, p in zip(names, players, strict=True)
            ]
    except (TypeError, ValueError) as exc:
        if isinstance(exc, SheetError):
            raise
        raise SheetError(f"sheet: {exc}") from None
    assert sheet is not None
    return sheet, day_sheets[0]["day"]


# ---------------------------------------------------------------------------- YAML


class _SheetDumper(yaml.SafeDumper):
    """Writes page grids as ``|`` blocks, like the examples of the rules."""


def _str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_SheetDumper.add_representer(str, _str)


class _FlowList(list):
    """A short list written inline (``[a, b]``)."""


_SheetDumper.add_representer(
    _FlowList, lambda d, v: d.represent_sequence("tag:yaml.org,2002:seq", v, flow_style=True)
)


def _flow(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _flow(v) for k, v in value.items()}
    if isinstance(value, list):
        if all(not isinstance(x, dict | list) for x in value):
            return _FlowList(value)
        return [_flow(x) for x in value]
    return value


def sheet_to_yaml(sheet_dict: dict[str, Any]) -> str:
    """The sheet as YAML text (the format ``score fit-to-print SHEET.yaml`` reads)."""
    head = "# Fit To Print score sheet (FTP-CAL-01), written by Board Table's score calculator.\n"
    return head + yaml.dump(_flow(sheet_dict), Dumper=_SheetDumper, allow_unicode=True, sort_keys=False)
