"""Grid geometry on bitmasks: cells, footprints, placements, neighbours and empty regions.

A board side has ``columns`` × ``rows`` cells. Cell ``(col, row)`` (0-based, row 0 under the
masthead) is bit ``row * columns + col`` of a mask. Cell names are spreadsheet style: ``C1`` is
``(2, 0)``. A tile's position (``at``) is the top-left cell of its footprint's bounding box
(FTP-GAP-02), which may itself be empty (``J4``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def cell_name(col: int, row: int) -> str:
    """``(2, 0)`` -> ``C1``."""
    return f"{LETTERS[col]}{row + 1}"


def parse_cell(name: str) -> tuple[int, int]:
    """``C1`` -> ``(2, 0)``; raises ValueError for a malformed name."""
    name = name.strip().upper()
    if len(name) < 2 or name[0] not in LETTERS or not name[1:].isdigit() or int(name[1:]) < 1:
        raise ValueError(f"bad cell name {name!r}")
    return LETTERS.index(name[0]), int(name[1:]) - 1


def parse_range(text: str) -> list[tuple[int, int]]:
    """``B1:E8`` (or a single cell) -> the cells of that rectangle."""
    if ":" not in text:
        return [parse_cell(text)]
    a, b = (parse_cell(p) for p in text.split(":", 1))
    return [(c, r) for r in range(min(a[1], b[1]), max(a[1], b[1]) + 1)
            for c in range(min(a[0], b[0]), max(a[0], b[0]) + 1)]


def shape_cells(rows: list[str]) -> tuple[tuple[int, int], ...]:
    """``["#.", "##"]`` -> ``((0, 0), (0, 1), (1, 1))`` as (dx, dy) offsets, reading order."""
    return tuple((x, y) for y, line in enumerate(rows) for x, ch in enumerate(line) if ch == "#")


def normalise(cells) -> tuple[tuple[int, int], ...]:
    """Cells translated so the bounding box starts at (0, 0), sorted in reading order."""
    cells = list(cells)
    mx, my = min(c for c, _ in cells), min(r for _, r in cells)
    return tuple(sorted(((c - mx, r - my) for c, r in cells), key=lambda t: (t[1], t[0])))


def rotations(cells) -> list[tuple[tuple[int, int], ...]]:
    """The four rotations of a shape (normalised), the original first."""
    out = [normalise(cells)]
    cur = list(cells)
    for _ in range(3):
        cur = [(-r, c) for c, r in cur]
        out.append(normalise(cur))
    return out


def is_connected(cells) -> bool:
    """True if the cells form one 4-connected polyomino."""
    cells = set(cells)
    if not cells:
        return False
    todo, seen = [next(iter(cells))], set()
    while todo:
        c = todo.pop()
        if c in seen:
            continue
        seen.add(c)
        x, y = c
        todo += [n for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if n in cells]
    return seen == cells


@dataclass
class Grid:
    """One board side's geometry and its precomputed masks."""

    columns: int
    rows: int
    fold_after_row: int
    full: int = 0
    not_left: int = 0
    not_right: int = 0
    above_fold: int = 0
    below_fold: int = 0
    _placements: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        w = self.columns
        self.full = (1 << (w * self.rows)) - 1
        left = sum(1 << (r * w) for r in range(self.rows))
        self.not_left = self.full & ~left
        self.not_right = self.full & ~(left << (w - 1))
        self.above_fold = sum(1 << (r * w + c) for r in range(self.fold_after_row) for c in range(w))
        self.below_fold = self.full & ~self.above_fold

    def bit(self, col: int, row: int) -> int:
        """The mask of one cell."""
        return 1 << (row * self.columns + col)

    def mask_of(self, cells) -> int:
        """The mask of ``(col, row)`` cells that lie on the grid (others are ignored)."""
        m = 0
        for c, r in cells:
            if 0 <= c < self.columns and 0 <= r < self.rows:
                m |= 1 << (r * self.columns + c)
        return m

    def cells_of(self, mask: int) -> list[tuple[int, int]]:
        """The ``(col, row)`` cells of a mask, in reading order."""
        out, w, i = [], self.columns, 0
        while mask:
            if mask & 1:
                out.append((i % w, i // w))
            mask >>= 1
            i += 1
        return out

    def lead(self, mask: int) -> tuple[int, int]:
        """The lead cell (top-most, then left-most) as ``(row, col)`` for reading-order sorts."""
        low = (mask & -mask).bit_length() - 1
        return divmod(low, self.columns)

    def neighbours(self, mask: int) -> int:
        """Cells edge-adjacent to ``mask`` (on the grid, excluding ``mask`` itself)."""
        w = self.columns
        n = ((mask << 1) & self.not_left) | ((mask >> 1) & self.not_right) | (mask << w) | (mask >> w)
        return n & self.full & ~mask

    def placements(self, shape: tuple[tuple[int, int], ...]) -> dict[tuple[int, int], int]:
        """``{(col, row) of at: mask}`` for every position where ``shape`` fits on the grid."""
        got = self._placements.get(shape)
        if got is None:
            w = max(c for c, _ in shape) + 1
            h = max(r for _, r in shape) + 1
            got = {(x, y): self.mask_of((x + c, y + r) for c, r in shape)
                   for y in range(self.rows - h + 1) for x in range(self.columns - w + 1)}
            self._placements[shape] = got
        return got

    def regions(self, empty: int) -> list[int]:
        """The 4-connected regions of ``empty`` (masks), largest first (FTP-DEC-04)."""
        out = []
        while empty:
            region = empty & -empty
            while True:
                grown = (region | self.neighbours(region)) & empty
                if grown == region:
                    break
                region = grown
            out.append(region)
            empty &= ~region
        out.sort(key=lambda m: -m.bit_count())
        return out

    def largest_region(self, empty: int) -> int:
        """The size of the largest 4-connected set of cells in ``empty`` (0 if none)."""
        best = 0
        while empty:
            if empty.bit_count() <= best:
                break
            region = empty & -empty
            while True:
                grown = (region | self.neighbours(region)) & empty
                if grown == region:
                    break
                region = grown
            best = max(best, region.bit_count())
            empty &= ~region
        return best


@dataclass
class Area:
    """A day's area on a grid with the derived masks of FTP-GAP-01."""

    grid: Grid
    mask: int
    stars: int
    border: int = 0
    top_row: int = 0
    bottom_row: int = 0
    row_masks: list[int] = field(default_factory=list)
    column_masks: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        g = self.grid
        cells = g.cells_of(self.mask)
        for c, r in cells:
            outside = [(c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)]
            if any(not (0 <= x < g.columns and 0 <= y < g.rows) or not (self.mask & g.bit(x, y))
                   for x, y in outside):
                self.border |= g.bit(c, r)
        rows = sorted({r for _, r in cells})
        self.top_row = g.mask_of((c, r) for c, r in cells if r == rows[0])
        self.bottom_row = g.mask_of((c, r) for c, r in cells if r == rows[-1])
        self.row_masks = [m for m in (g.mask_of((c, r) for c, r in cells if r == row)
                                      for row in range(g.rows)) if m]
        self.column_masks = [m for m in (g.mask_of((c, r) for c, r in cells if c == col)
                                         for col in range(g.columns)) if m]
