"""Words on the Viscounts table at reading size: whole lines, or not on the face at all.

A face (a card, a building slot, a chip, a strip card) draws its words at :data:`READ_PT` (9 px on a
1366×768 screen at the table's smallest scale) in whole lines, its font narrowed down to 76 % (Chinese 88 %) where
that makes them fit. What still does not fit its room is left off the face — never shrunk below the
reading size, never cut with "…" — and the card's loupe or tooltip shows every word.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from desktop_app.ui.scene_parts import INK, Piece, font
from desktop_app.ui.text_fit import wrap_lines
from desktop_app.ui.viscounts.look import READ_PT

LEADING = 1.22
"""A face's line step in ems (tighter than the font's own line spacing: faces are small)."""
STRETCHES = (100, 88, 76)
"""The font widths tried, widest first, before words are left off a face (Chinese: the first two only,
its dense characters read badly narrower)."""


def narrowest(words: str) -> int:
    """The narrowest font width (stretch %) ``words`` may be drawn at: Chinese 88, else 76."""
    return STRETCHES[1] if any(ord(ch) > 0x2E7F for ch in words) else STRETCHES[-1]


def line_step(size: float = READ_PT) -> float:
    """The height of one line of a face at ``size`` points (scene units)."""
    return size * 96 / 72 * LEADING


def whole_lines(words: str, width: float, room: int, size: float = READ_PT, bold: bool = False,
                fewest: bool = False) -> tuple[QFont, list[str]] | None:
    """``words`` wrapped into at most ``room`` lines no wider than ``width`` at ``size``, the font
    narrowed as little as it takes (``fewest``: as far as it takes to need the fewest lines); None when
    they do not fit even narrowed."""
    if not words or room <= 0 or width <= 0:
        return None
    best: tuple[QFont, list[str]] | None = None
    for stretch in STRETCHES[:STRETCHES.index(narrowest(words)) + 1]:
        face = font(size, bold=bold)
        if stretch != 100:
            face.setStretch(stretch)
        metrics = QFontMetricsF(face)
        lines = wrap_lines(words, metrics, width, 99)
        if len(lines) <= room and all(metrics.horizontalAdvance(line) <= width + 0.5 for line in lines):
            if not fewest:
                return face, lines
            if best is None or len(lines) < len(best[1]):
                best = face, lines
    return best


VOWELS = frozenset("aeiouAEIOU")
PAIRS = frozenset({"ch", "gh", "ph", "sh", "th", "ck", "wr", "qu"})
"""Letter pairs a hyphen never splits."""


def hyphenated(word: str) -> str:
    """A long Latin word split once near its middle, to go on two lines ("Quarter- master"): between
    two consonants that are not a pair like "ch", else after a vowel, leaving three letters or more
    on each side; the word itself when it has no such point."""
    for between_consonants in (True, False):
        points = [i for i in range(3, len(word) - 2) if word[i - 1].isalpha() and word[i].isalpha()
                  and word[i] not in VOWELS
                  and ((word[i - 1] not in VOWELS and (word[i - 1] + word[i]).lower() not in PAIRS)
                       if between_consonants else word[i - 1] in VOWELS)]
        if points:
            cut = min(points, key=lambda i: abs(i - len(word) / 2))
            return f"{word[:cut]}- {word[cut:]}"
    return word


def fits_whole(words: str, rect: QRectF, size: float = READ_PT, bold: bool = False) -> bool:
    """Whether ``words`` fit ``rect`` whole at ``size`` (see :func:`draw_whole`)."""
    return whole_lines(words, rect.width(), int((rect.height() + 2) // line_step(size)), size, bold) is not None


def draw_whole(painter: QPainter, rect: QRectF, words: str, bold: bool = False,
               align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, size: float = READ_PT,
               fewest: bool = False) -> float:
    """Draw ``words`` in ``rect`` at ``size`` in whole lines (module doc; ``fewest``: see
    :func:`whole_lines`) with the painter's pen; the height drawn, 0.0 when they do not fit and nothing
    was drawn."""
    step = line_step(size)
    fitted = whole_lines(words, rect.width(), int((rect.height() + 2) // step), size, bold, fewest)
    if fitted is None:
        return 0.0
    face, lines = fitted
    painter.setFont(face)
    height = len(lines) * step
    if align & Qt.AlignmentFlag.AlignTop:
        top = rect.top()
    elif align & Qt.AlignmentFlag.AlignBottom:
        top = rect.bottom() - height
    else:
        top = rect.center().y() - height / 2
    across = align & Qt.AlignmentFlag.AlignHorizontal_Mask or Qt.AlignmentFlag.AlignHCenter
    for k, line in enumerate(lines):
        painter.drawText(QRectF(rect.left(), top + k * step, rect.width(), step),
                         across | Qt.AlignmentFlag.AlignVCenter, line)
    return height


class Words(Piece):
    """A line of words on the table without a frame (a note, a group's label): the first of its
    ``wordings`` that fits whole at reading size, left-aligned; the tooltip says it in full."""

    def __init__(self, rect: QRectF, wordings: tuple[str, ...], tip: str, rule_id: str | None,
                 ink: str = INK.name()) -> None:
        super().__init__(rect, "#FFFDF6", rule_id, None, radius=0)
        self.wordings, self.ink = wordings, QColor(ink)
        self.value = wordings[0]
        """The words as meant (the first wording)."""
        self.setToolTip(tip)

    def text(self) -> str:
        """The words as meant (as a text item's)."""
        return self.value

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        """Its line exactly (no frame to leave room for)."""
        return QRectF(self._rect)

    def paint(self, painter: QPainter, *_args) -> None:
        """Only the words."""
        painter.setPen(self.ink)
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        next((True for words in self.wordings if draw_whole(painter, self._rect, words, align=align)), False)
