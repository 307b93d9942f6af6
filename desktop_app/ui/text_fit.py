"""Fitting text into a box: shrink, then wrap, then elide — never clip a word in the middle.

Every painted label of the scenes and the score tables goes through these rules, so a long name,
a Chinese word or six players in a narrow panel still read as whole words:

1. :func:`fitted_font` shrinks the font (down to a readable minimum) until the text fits;
2. :func:`wrap_lines` breaks it at spaces (CJK text at any character) into at most N lines
   (:func:`condensed` narrows a font for a single word too long for the line);
3. whatever still does not fit ends in "…" (:func:`elide_lines`), and the caller can show the
   whole text in a tooltip (:func:`draw_fitted_text` says whether it shortened anything).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter

MIN_POINT_SIZE = 6.5
"""The smallest point size a fitted label shrinks to (still readable at 100 % zoom)."""

_RULE_SUFFIX = re.compile(r"\s*\((?:[A-Z]{2,4}-)[A-Z]+-\d+[A-Za-z0-9]*\)\s*$")


def strip_rule_id(text: str) -> str:
    """``"Articles (FTP-SCO-01)"`` -> ``"Articles"`` (a trailing rule ID in brackets goes to a tooltip)."""
    return _RULE_SUFFIX.sub("", text)


_NO_BREAK_BEFORE = set("）)」』】，、。：；！？…")
_NO_BREAK_AFTER = set("（(「『【")


def _words(text: str) -> list[str]:
    """Break points: spaces, and between CJK characters (which wrap anywhere) — but never before a
    closing bracket or punctuation, nor after an opening bracket."""
    tokens: list[str] = []
    for word in text.split(" "):
        if any(ord(ch) > 0x2E7F for ch in word):
            for piece in re.findall(r"[\u2e80-\uffff]|[^\u2e80-\uffff]+", word):
                glued = tokens and tokens[-1] != " " and (piece[0] in _NO_BREAK_BEFORE
                                                          or tokens[-1][-1] in _NO_BREAK_AFTER)
                if glued:
                    tokens[-1] += piece
                else:
                    tokens.append(piece)
            tokens.append(" ")
        else:
            tokens.extend([word, " "])
    return tokens[:-1] if tokens else []


def wrap_lines(text: str, metrics: QFontMetricsF, width: float, max_lines: int = 2) -> list[str]:
    """``text`` broken into lines no wider than ``width`` (at spaces; CJK anywhere; at every "\\n").

    A word wider than ``width`` stays on its own line (elide it with :func:`elide_lines`). Lines
    beyond ``max_lines`` are joined onto the last one, so nothing is lost before eliding.
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for token in _words(paragraph):
            candidate = current + token
            if current.strip() and token != " " and metrics.horizontalAdvance(candidate.rstrip()) > width:
                lines.append(current.rstrip())
                current = token.lstrip()
            else:
                current = candidate
        lines.append(current.strip())
    if len(lines) > max_lines:
        lines = lines[: max_lines - 1] + [" ".join(lines[max_lines - 1:])]
    return lines


def elide_lines(lines: list[str], metrics: QFontMetricsF, width: float) -> tuple[list[str], bool]:
    """Every line no wider than ``width`` (ending in "…" where cut); and whether any was cut."""
    out, cut = [], False
    for line in lines:
        if metrics.horizontalAdvance(line) > width + 0.5:
            line = metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
            cut = True
        out.append(line)
    return out, cut


def wrapped_label(text: str, metrics: QFontMetricsF, width: float, max_lines: int = 2) -> tuple[str, bool]:
    """``text`` wrapped to ``max_lines`` lines of ``width`` and elided; (label with newlines, was cut)."""
    lines, cut = elide_lines(wrap_lines(text, metrics, width, max_lines), metrics, width)
    return "\n".join(lines), cut


def fitted_font(font: QFont, text: str, width: float, height: float | None = None, max_lines: int = 1,
                min_size: float = MIN_POINT_SIZE) -> QFont:
    """A copy of ``font``, shrunk in half points until ``text`` fits ``width`` (and ``height``) in at
    most ``max_lines`` lines — or down to ``min_size``."""
    out = QFont(font)
    size = out.pointSizeF() if out.pointSizeF() > 0 else 9.0
    while True:
        metrics = QFontMetricsF(out)
        lines = wrap_lines(text, metrics, width, max_lines)
        wide = max((metrics.horizontalAdvance(line) for line in lines), default=0.0)
        tall = len(lines) * metrics.lineSpacing()
        if (wide <= width + 0.5 and (height is None or tall <= height + 0.5)) or size - 0.5 < min_size:
            return out
        size -= 0.5
        out.setPointSizeF(size)


def condensed(font: QFont, text: str, width: float, least: int = 75) -> QFont:
    """A copy of ``font`` narrowed (its stretch, down to ``least`` %) until the widest word of ``text``
    fits ``width`` — for a long single word ("Quartermaster") that can neither wrap nor shrink more."""
    out = QFont(font)
    metrics = QFontMetricsF(out)
    widest = max((metrics.horizontalAdvance(t) for t in _words(text) if t.strip()), default=0.0)
    if widest > width > 0:
        out.setStretch(max(least, int(100 * width / widest)))
    return out


def draw_fitted_text(painter: QPainter, rect: QRectF, text: str, flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
                     max_lines: int = 1, min_size: float = MIN_POINT_SIZE) -> bool:
    """Draw ``text`` in ``rect`` with the painter's font as the largest size; True if it had to be cut.

    Shrinks first, then wraps (``max_lines`` > 1), then elides the lines that still do not fit.
    """
    if not text:
        return False
    font = fitted_font(painter.font(), text, rect.width(), rect.height(), max_lines, min_size)
    painter.setFont(font)
    metrics = QFontMetricsF(font)
    lines, cut = elide_lines(wrap_lines(text, metrics, rect.width(), max_lines), metrics, rect.width())
    fits = max(1, int((rect.height() + 0.5) // metrics.lineSpacing()))
    if len(lines) > fits:
        lines, cut = lines[:fits], True
        lines[-1] = metrics.elidedText(lines[-1] + "…", Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, int(flags) & ~int(Qt.TextFlag.TextWordWrap), "\n".join(lines))
    return cut
