"""A page to check and score: the same model for the engine and the score calculator.

``Page.tiles`` are :class:`PlacedTile` (``key`` is a uid as text or a sheet label), ``focus`` the
day's focus tile (``FocusDef`` and side) with its cells, ``desk`` the number of desk tiles and
``effects`` the ``(source, Effect)`` pairs in force for this player today (source ``ability``
or ``breaking``). ``focus_points`` (calculator) replaces the focus conditions by a fixed score.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop_app.rules.fit_to_print.content import DayDef, FocusDef, TileDef
from desktop_app.rules.fit_to_print.geometry import LETTERS
from desktop_app.rules.fit_to_print.schema import Effect


@dataclass
class PlacedTile:
    """A tile on a page: its type, cells (mask), face and (calculator only) rotation."""

    key: str
    tile: TileDef
    mask: int
    face_up: bool = True
    rotated: bool = False
    label: str = ""


@dataclass
class Page:
    """One player's page for one day, ready for the error check and scoring."""

    name: str
    day: DayDef
    tiles: list[PlacedTile]
    focus: FocusDef | None = None
    focus_side: str = "start"
    focus_mask: int = 0
    desk: int = 0
    finish_token: int | None = None
    effects: list[tuple[str, Effect]] = field(default_factory=list)
    focus_points: int | None = None

    @property
    def focus_valid(self) -> bool:
        """True if the focus tile covers every star (FTP-LAY-04, FTP-CHK-07)."""
        stars = self.day.area.stars
        has_focus = self.focus is not None or self.focus_points is not None
        return has_focus and self.focus_mask & stars == stars

    def occupied(self) -> int:
        """Cells covered by any tile, face up or down, and the focus tile (FTP-SCO-04)."""
        occ = self.focus_mask
        for t in self.tiles:
            occ |= t.mask
        return occ

    def modifier(self, key: str) -> list:
        """The values of modifier ``key`` in force (character and breaking news)."""
        return [getattr(e, key) for _, e in self.effects if getattr(e, key) is not None]

    def grid_lines(self) -> list[str]:
        """The whole board side as rows of labels: ``#`` outside the area, ``.`` empty, ``F`` focus."""
        grid = self.day.grid
        rows = [["#" if not (self.day.area.mask & grid.bit(c, r)) else "." for c in range(grid.columns)]
                for r in range(grid.rows)]
        for c, r in grid.cells_of(self.focus_mask):
            rows[r][c] = "F"
        for t in self.tiles:
            for c, r in grid.cells_of(t.mask):
                rows[r][c] = t.label or "?"
        return [" ".join(row) for row in rows]

    def grid_key(self) -> dict[str, dict]:
        """What each tile label of :meth:`grid_lines` stands for (the key of a printed page).

        ``{label: {tile, type, category, mood, points, income, photo_categories, photo_moods,
        face_up}}``, plain values (it is stored with the day's results).
        """
        return {t.label or "?": {
            "tile": t.tile.id, "type": t.tile.type, "category": t.tile.category, "mood": t.tile.mood,
            "points": t.tile.points, "income": t.tile.income, "photo_categories": list(t.tile.photo_categories),
            "photo_moods": list(t.tile.photo_moods), "face_up": t.face_up} for t in self.tiles}


def assign_labels(tiles: list[PlacedTile]) -> None:
    """Give engine tiles one-letter labels in reading order (``F`` is kept for the focus tile)."""
    letters = [ch for ch in LETTERS.lower() + LETTERS if ch not in "fF"]
    for i, t in enumerate(sorted(tiles, key=lambda t: (t.mask & -t.mask))):
        t.label = letters[i % len(letters)]
