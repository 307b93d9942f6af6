"""The kingdom: five board pieces in a ring around the castle, drawn from the view's layout.

Items (each with a ``payload`` the scene turns into actions and a ``rule_id`` the rules help
explains): :class:`RegionItem` (castle regions), :class:`SpaceItem` (road spaces, outer ones with
their trade offers), :class:`SiteItem` (building sites and what stands on them), the top cards of
the townsfolk piles and manuscript stacks, the workers in the castle and the viscounts. Roads,
arrows, forks, the river and the dashed connections are plain drawings under them.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem

from desktop_app.rules.viscounts.keys import site_effects
from desktop_app.rules.viscounts.texts import place_name
from desktop_app.ui.i18n import render
from desktop_app.ui.items import BoardItem, WorkerItem
from desktop_app.ui.scene_parts import INK, Piece, add_to, font, panel, text_box
from desktop_app.ui.text_fit import draw_fitted_text, wrap_lines
from desktop_app.ui.viscounts import geometry as g
from desktop_app.ui.viscounts.cards import ManuscriptCard, TownsfolkCard
from desktop_app.ui.viscounts.look import (
    BOARD,
    BOARD_EDGE,
    CASTLE,
    HIGHLIGHT_FILL,
    READ_PT,
    RIVER,
    ROAD,
    arrow_head,
    paint_building,
    paint_icon,
    tr,
    viscount_path,
)
from desktop_app.ui.viscounts.words import effects_text, separator, step_text

PIECE_TINTS = ("#E9DFC4", "#E3D8BA", "#E9DFC4", "#E3D8BA", "#DDD2B2")


class RegionItem(BoardItem):
    """A castle region: an annular sector (or the centre), clickable when a decision names it."""

    def __init__(self, path: QPainterPath, level: int, region: int, colour: QColor, rule_id: str) -> None:
        super().__init__(path.boundingRect(), colour, "", rule_id, {"kind": "region", "level": level,
                                                                    "region": region})
        self._path = path
        self.enabled = False
        self.target = False
        """Drawn as the place the viewer's workers go (the region the viscount faces)."""
        self.label: tuple[QRectF, str, bool] | None = None
        """What the region shows on its face: its box, its words and whether they are bold."""
        self.setZValue(-2)

    def shape(self) -> QPainterPath:
        return self._path

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        area = super().boundingRect()
        return area.united(self.label[0]) if self.label is not None else area

    def set_enabled(self, on: bool) -> None:
        """Clickable now."""
        self.enabled = on
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(self._path, QBrush(self.colour))
        if self.target or self.enabled:
            painter.fillPath(self._path, QBrush(HIGHLIGHT_FILL))
        pen = QPen(QColor("#F5C542") if (self._hover and self.enabled) else QColor("#8B8170"),
                   2.5 if (self._hover and self.enabled) or self.target else 1)
        painter.setPen(pen)
        painter.drawPath(self._path)
        if self.label is not None:
            box, words, bold = self.label
            painter.setPen(QColor("#4E463A"))
            painter.setFont(font(READ_PT, bold))
            draw_fitted_text(painter, box, words, Qt.AlignmentFlag.AlignCenter, max_lines=3, min_size=READ_PT)


def _board_step(step: dict, content: Any) -> str:
    """One effect in the fewest words, for a road space's trade or a castle region ("destroy a card":
    what it is worth, and that it may be declined, is in the tooltip)."""
    if step["op"] == "destroy" and "setup_pool" not in step.get("from", ()):
        return tr("destroy a card")
    return step_text(step, content, True)


class SpaceItem(Piece):
    """A road space; an outer one shows its trade point's offers."""

    def __init__(self, view: Any, geo: g.KingdomGeometry, space: str) -> None:
        sp = view.layout.spaces[space]
        rule = "VIS-TRADE-03" if sp.ring == "outer" else "VIS-ACT-01"
        super().__init__(geo.space_rect(space), ROAD if sp.ring == "outer" else "#F1E6CF", rule,
                         {"kind": "space", "id": space}, radius=10 if sp.ring == "outer" else g.SPACE_R)
        self.view = view
        self.space = space
        self.ring = sp.ring
        self.cost: int | None = None
        """Silver this space costs to reach now (shown while the viscount can move here)."""
        self.start = sp.start_number
        self.offers = [(cost, effects_text(reward, view.content, True)) for cost, reward, _ in sp.trade]
        self.board_words = separator().join(_board_step(step, view.content) for _, reward, _ in sp.trade[:1]
                                            for step in reward)
        """What the trade gives in the few words the space has room for (the tooltip says it all)."""
        tip = [render(place_name(view, space))]
        tip.append(tr("Outer road: Trade or Build here") if sp.ring == "outer"
                   else tr("Inner road: Place workers or Transcribe here"))
        tip += [tr("Trade: {n} merchant → {reward}").format(n=c, reward=r) for c, r in self.offers]
        self.setToolTip("\n".join(tip))

    def paint_face(self, painter: QPainter) -> None:
        r = self._rect
        if self.cost is not None:
            painter.fillPath(self.shape(), QBrush(HIGHLIGHT_FILL))
        if self.ring == "outer" and self.offers:  # the merchants it costs over what it gives
            cost = self.offers[0][0]
            x = r.center().x() - min(cost, 5) * 4.5
            for k in range(min(cost, 5)):
                paint_icon(painter, "merchant", QPointF(x + 4.5 + k * 9, r.top() + 8), 4.6, self.colour_blind)
            painter.setPen(INK)
            painter.setFont(font(READ_PT))
            draw_fitted_text(painter, QRectF(r.left() + 2, r.top() + 14, r.width() - 4, r.height() - 15),
                             self.board_words, Qt.AlignmentFlag.AlignCenter, max_lines=2, min_size=READ_PT)
        if self.ring == "inner":
            paint_icon(painter, "noble", QPointF(r.center().x() - 7, r.center().y() + 5), 6.5, self.colour_blind)
            paint_icon(painter, "cleric", QPointF(r.center().x() + 7, r.center().y() + 5), 6.5, self.colour_blind)
        if self.start is not None:
            painter.setPen(QColor("#B3261E"))
            painter.setFont(font(READ_PT, bold=True))
            corner = QRectF(r.left() + 2, r.top(), 18, 16) if self.ring == "outer" else \
                QRectF(r.center().x() - 10, r.top() + 1, 20, 16)
            painter.drawText(corner, Qt.AlignmentFlag.AlignCenter, str(self.start))
        if self.cost is not None:
            painter.setFont(font(READ_PT, bold=True))
            label = tr("free") if self.cost == 0 else tr("{n} silver").format(n=self.cost)
            width = QFontMetricsF(painter.font()).horizontalAdvance(label) + 10
            y = r.top() + 1 if self.ring == "outer" else r.center().y() - 10
            box = QRectF(r.center().x() - width / 2, y, width, 20)
            painter.setBrush(QBrush(QColor(30, 30, 30, 215)))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(box, 5, 5)
            painter.setPen(QColor("#FFFFFF"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)


class SiteItem(Piece):
    """A building site: its placement effect, and the building (or the Steward's outpost) on it."""

    def __init__(self, view: Any, geo: g.KingdomGeometry, site: str, colours: list[QColor]) -> None:
        super().__init__(geo.site_rect(site), "#F7F0DE", "VIS-BUILD-06", {"kind": "site", "id": site}, radius=5)
        self.site = site
        self.effect = effects_text(site_effects(view, site), view.content, True)
        held = view.board.sites.get(site)
        self.owner = held[0] if held else None
        self.building = held[1] if held else None
        self.public = next((t for t, (_, where) in view.board.public.items() if where == site), None) \
            if self.building == "public" else None
        self.owner_colour = colours[self.owner] if held and self.owner < len(colours) else QColor("#777777")
        self.target = False
        tip = [render(place_name(view, site)), tr("When you build here: {effects}").format(effects=self.effect)]
        if held:
            who = render(view.names[self.owner]) if self.owner < view.n else render(view.content.solo.steward_name.model_dump())
            if self.public is not None:
                what = render(view.content.name(view.content.keys.public[self.public].id))
                self.rule_id = "KOK-PUB-04"
            else:
                what = tr("an outpost") if self.building == "outpost" else render(view.content.name(self.building))
            tip.append(tr("Taken: {what} of {who}").format(what=what, who=who))
        self.setToolTip("\n".join(tip))

    def paint_face(self, painter: QPainter) -> None:
        r = self._rect
        if self.target:
            painter.fillPath(self.shape(), QBrush(HIGHLIGHT_FILL))
        if self.building is None:  # once built, the building stands there (its tooltip keeps the effect)
            painter.setPen(INK)
            painter.setFont(font(READ_PT))
            draw_fitted_text(painter, r.adjusted(2, 1, -2, -1), self.effect, Qt.AlignmentFlag.AlignCenter,
                             max_lines=3, min_size=READ_PT)
        r = QRectF(r.center().x() - 24, r.center().y() - 19, 48, 38)
        if self.building == "outpost":
            painter.setBrush(QBrush(self.owner_colour))
            painter.setPen(QPen(INK, 1))
            painter.drawPolygon(QPolygonF([QPointF(r.center().x(), r.top() + 6), QPointF(r.right() - 8, r.bottom() - 6),
                                           QPointF(r.left() + 8, r.bottom() - 6)]))
        elif self.public is not None:  # a public building: gold, with its builder's colour as the rim
            painter.setBrush(QBrush(QColor("#F2C94C")))
            painter.setPen(QPen(self.owner_colour, 2.5))
            painter.drawRoundedRect(r.adjusted(3, 3, -3, -3), 4, 4)
            paint_building(painter, self.public, r.adjusted(8, 7, -8, -7), QColor("#C9A227"))
        elif self.building is not None:
            paint_building(painter, self.building, r.adjusted(6, 5, -6, -5), self.owner_colour)


class ViscountItem(BoardItem):
    """A player's viscount (the viewer's own one is dragged along the road to move)."""

    def __init__(self, colour: QColor, seat: int, name: str, size: float = 30.0) -> None:
        self.size = size
        super().__init__(QRectF(-size / 2, -size * 0.65, size, size * 1.15), colour, "", "VIS-MOVE-03",
                         {"kind": "viscount", "seat": seat})
        self.player_mark = seat
        self.setToolTip(tr("{name}'s viscount").format(name=name))
        self.setZValue(20)

    def shape(self) -> QPainterPath:
        return viscount_path(QPointF(0, 0), self.size)

    def paint_mark(self, painter: QPainter) -> None:
        from desktop_app.ui.colour_blind import paint_player_mark
        paint_player_mark(painter, self.player_mark, QPointF(0, self.size * 0.22), self.size * 0.17, self.colour)


# ---- drawing -----------------------------------------------------------------------------------
def _add_path(scene, path: QPainterPath, fill: QColor | str | None, edge: QColor | str | None, width: float = 1.0,
              rule_id: str | None = None, z: float = -10, style: Qt.PenStyle = Qt.PenStyle.SolidLine):
    item = QGraphicsPathItem(path)
    item.setBrush(QBrush(QColor(fill)) if fill is not None else Qt.BrushStyle.NoBrush)
    item.setPen(QPen(QColor(edge), width, style) if edge is not None else Qt.PenStyle.NoPen)
    item.rule_id = rule_id
    item.setZValue(z)
    add_to(scene, item)
    return item


def _sector(r0: float, r1: float, a0: float, a1: float) -> QPainterPath:
    path = QPainterPath()
    pts = g.sector_path_points(r0, r1, a0, a1)
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


def draw_ground(scene, view) -> None:
    """The pieces' wedges, the river through each piece and the castle wall."""
    rim = QPainterPath()
    rim.addEllipse(g.CENTRE, g.R_RIM, g.R_RIM)
    _add_path(scene, rim, BOARD, BOARD_EDGE, 2.0, "VIS-SETUP-01", -30)
    for pos in range(len(view.layout.ring)):
        a0 = g.wedge_start(pos)
        _add_path(scene, _sector(g.R_WALL, g.R_RIM, a0, a0 + g.WEDGE), PIECE_TINTS[pos % 5], BOARD_EDGE, 1.0,
                  "VIS-SETUP-01", -29)
        river = QPainterPath()
        mid = a0 + g.HALF
        start = g.R_OUTER - 12
        river.moveTo(g.point(start, mid))
        for k in range(1, 25):
            r = start + (g.R_RIM - start) * k / 24
            river.lineTo(g.point(r, mid + 1.6 * math.sin(k * 0.9)))
        _add_path(scene, river, None, RIVER, 9.0, "VIS-BUILD-03", -27)
        bridge = QPainterPath()
        bridge.moveTo(g.point(g.R_OUTER - 9, mid - 3.2))
        bridge.lineTo(g.point(g.R_OUTER - 9, mid + 3.2))
        bridge.moveTo(g.point(g.R_OUTER + 9, mid - 3.2))
        bridge.lineTo(g.point(g.R_OUTER + 9, mid + 3.2))
        _add_path(scene, bridge, None, "#6B5536", 2.0, "VIS-MOVE-03", -26)
    wall = QPainterPath()
    wall.addEllipse(g.CENTRE, g.R_WALL, g.R_WALL)
    _add_path(scene, wall, CASTLE, "#6F6656", 2.5, "VIS-COMP-04", -26)


def draw_piece_names(scene, view, geo: g.KingdomGeometry) -> None:
    """Each piece's name between its pile and its stack."""
    for piece in geo.names:
        label = text_box(scene, geo.name_rect(piece), render(view.content.name(piece)), READ_PT,
                         "#6B5536", bold=True, max_lines=2, rule_id="VIS-SETUP-01")
        label.setZValue(-20)


def draw_roads(scene, view, geo: g.KingdomGeometry) -> None:
    """Both roads: an arrow for every step a viscount may take, forks between the pieces."""
    layout = view.layout
    path, heads = QPainterPath(), QPainterPath()
    for sid, succ in layout.succ.items():
        a = geo.space_angle[sid]
        ra = g.R_OUTER if layout.spaces[sid].ring == "outer" else g.R_INNER
        for tid in succ:
            b = geo.space_angle[tid]
            rb = g.R_OUTER if layout.spaces[tid].ring == "outer" else g.R_INNER
            span = (b - a) % 360.0
            steps = 14
            pts = []
            for k in range(steps + 1):
                t = k / steps
                ease = t * t * (3 - 2 * t)
                pts.append(g.point(ra + (rb - ra) * ease, a + span * t))
            trim_a = 10 if ra == g.R_INNER else 8
            trim_b = 12 if rb == g.R_INNER else 9
            start = max(1, int(steps * trim_a / max(span, 1)))
            end = steps - max(1, int(steps * trim_b / max(span, 1)))
            line = pts[start:end + 1]
            if len(line) < 2:
                continue
            path.moveTo(line[0])
            for p in line[1:]:
                path.lineTo(p)
            tip, before = line[-1], line[-2]
            heads.addPath(arrow_head(tip, math.atan2(tip.y() - before.y(), tip.x() - before.x()), 9))
    _add_path(scene, path, None, "#8C6D3F", 3.0, "VIS-MOVE-03", -25)
    _add_path(scene, heads, "#8C6D3F", "#8C6D3F", 1.0, "VIS-MOVE-03", -24)


def draw_castle(scene, view, geo: g.KingdomGeometry) -> dict[tuple[int, int], RegionItem]:
    """Castle regions: level 1 (ten, numbered), level 2 (five, with their effects in a few words) and the
    centre (its effect in its tooltip)."""
    regions: dict[tuple[int, int], RegionItem] = {}
    content = view.content
    for region in range(geo.regions):
        a0, a1 = geo.region_angles(1, region)
        item = RegionItem(_sector(g.R_L2, g.R_WALL - 2, a0, a1), 1, region, QColor("#DCD3C1"), "VIS-WORK-04")
        item.setToolTip(tr("Castle level 1, region {n}: 1 point per worker at the end").format(n=region + 1))
        at = g.point(g.R_WALL - 12, (a0 + a1) / 2)
        item.label = (QRectF(at.x() - 12, at.y() - 10, 24, 20), str(region + 1), True)
        scene.add_piece(item)
        regions[(1, region)] = item
    for region, (_rid, effects) in enumerate(content.level2):
        a0, a1 = geo.region_angles(2, region)
        item = RegionItem(_sector(g.R_L3, g.R_L2, a0, a1), 2, region, QColor("#C9BFAa"), "VIS-CAST-01")
        words = effects_text(effects, content, True)
        at = g.point((g.R_L3 + g.R_L2) / 2 + 2, (a0 + a1) / 2)
        item.label = (QRectF(at.x() - 38, at.y() - 31, 76, 62),
                      separator().join(_board_step(step, content) for step in effects), False)
        item.setToolTip(tr("Castle level 2: a worker moving in here gives {effects}; 2 points per worker").format(
            effects=words))
        scene.add_piece(item)
        regions[(2, region)] = item
    centre = QPainterPath()
    centre.addEllipse(g.CENTRE, g.R_L3, g.R_L3)
    item = RegionItem(centre, 3, 0, QColor("#B8AD98"), "VIS-CAST-03")
    item.setToolTip(tr("Castle level 3: each worker arriving gives {effects}; 3 points per worker").format(
        effects=effects_text(content.level3, content, True)))
    scene.add_piece(item)
    regions[(3, 0)] = item
    return regions


def draw_workers(scene, view, geo: g.KingdomGeometry, colours: list[QColor], counts=None) -> list[WorkerItem]:
    """Every worker in the castle as a figure in its owner's colour (``counts``: level → rows of counts)."""
    b = view.board
    counts = counts or {1: b.l1, 2: b.l2, 3: [b.l3]}
    items = []
    for level, rows in counts.items():
        for region, row in enumerate(rows):
            owners = [c for c, k in enumerate(row) for _ in range(k)]
            spots = geo.worker_spots(level, region, len(owners))
            for colour, spot in zip(owners, spots, strict=False):
                w = WorkerItem(13 if level < 3 else 12, colour=colours[colour] if colour < len(colours) else "#777",
                               rule_id="VIS-KO-01" if level < 3 else "VIS-KO-03",
                               payload={"kind": "worker", "level": level, "region": region, "colour": colour})
                w.player_mark = colour
                w.setPos(spot)
                w.setZValue(5)
                scene.add_piece(w)
                items.append(w)
    return items


def draw_spaces(scene, view, geo: g.KingdomGeometry) -> dict[str, SpaceItem]:
    """Every road space."""
    return {sid: scene.add_piece(SpaceItem(view, geo, sid)) for sid in view.layout.spaces}


def draw_connections(layer, view, geo: g.KingdomGeometry) -> None:
    """The dashed connections between sites, each with its effect (drawn once)."""
    dashes = QPainterPath()
    seen = set()
    taken = [geo.site_rect(site) for site in geo.sites] + [geo.space_rect(space) for space in geo.spaces] \
        + list(g.CORNERS)
    for a, links in view.layout.links.items():
        for b, effects in links:
            key = tuple(sorted((a, b)))
            if key in seen or a not in geo.sites or b not in geo.sites:
                continue
            seen.add(key)
            pa, pb = geo.sites[a], geo.sites[b]
            dashes.moveTo(pa)
            dashes.lineTo(pb)
            words = effects_text(effects, view.content, True)
            box = _connection_box(pa, pb, words, taken)
            bubble = panel(layer, box, "#FFFDF4", "#8C6D3F", 8, rule_id="VIS-BUILD-07")
            bubble.setZValue(-5)
            bubble.setToolTip(tr("Dashed connection: when both ends are built, both builders gain {effects}").format(
                effects=words))
            label = text_box(layer, box.adjusted(3, 1, -3, -1), words, READ_PT, "#4E3B1E", max_lines=2,
                             rule_id="VIS-BUILD-07")
            label.setZValue(-4)
    _add_path(layer, dashes, None, "#5A4526", 1.6, "VIS-BUILD-07", -6, Qt.PenStyle.DashLine)


def _connection_box(pa: QPointF, pb: QPointF, words: str, taken: list[QRectF]) -> QRectF:
    """The bubble of a connection's effect at the board's reading size (one line when it is short, else
    two no wider than a site), on its dashed line: in the middle unless a site or a road space is
    there, then as near the middle as it is clear of them, else beside the line (the bubble grows
    ``taken``)."""
    metrics = QFontMetricsF(font(READ_PT))
    lines = wrap_lines(words, metrics, g.SITE_W - 10, 3) if metrics.horizontalAdvance(words) + 10 > g.SITE_W \
        else [words]
    width = max(metrics.horizontalAdvance(line) for line in lines) + 10
    height = metrics.lineSpacing() * len(lines) + 4

    length = math.hypot(pb.x() - pa.x(), pb.y() - pa.y()) or 1.0
    across = QPointF(pa.y() - pb.y(), pb.x() - pa.x()) / length

    def box_at(t: float, off: float) -> QRectF:
        at = pa + (pb - pa) * t + across * off
        return QRectF(at.x() - width / 2, at.y() - height / 2, width, height)

    tries = [(t, 0.0) for t in sorted((k / 40 for k in range(8, 33)), key=lambda t: abs(t - 0.5))]
    tries += [(0.5, side * off) for off in range(6, 80, 4) for side in (1, -1)]
    for t, off in tries:
        if not any(box_at(t, off).intersects(other) for other in taken):
            taken.append(box_at(t, off))
            return box_at(t, off)
    return box_at(0.5, 0.0)


def draw_sites(scene, view, geo: g.KingdomGeometry, colours: list[QColor]) -> dict[str, SiteItem]:
    """Building sites and what stands on them."""
    return {sid: scene.add_piece(SiteItem(view, geo, sid, colours)) for sid in geo.sites}


def draw_static(layer, view, geo: g.KingdomGeometry) -> None:
    """Everything that never changes during a game: ground, river, roads, names, labels, connections."""
    draw_ground(layer, view)
    draw_roads(layer, view, geo)
    draw_piece_names(layer, view, geo)
    draw_connections(layer, view, geo)


def draw_piles(scene, view, geo: g.KingdomGeometry) -> tuple[dict[str, Any], dict[str, Any]]:
    """The top card of each townsfolk pile and each manuscript stack (the printed one once empty)."""
    piles, stacks = {}, {}
    for piece in view.layout.ring:
        pile = view.board.piles[piece]
        top = pile[-1] if pile else view.layout.printed_townsfolk[piece]
        card = TownsfolkCard(top, view.content, geo.card_rect(geo.piles[piece]), {"kind": "pile", "piece": piece},
                             "VIS-HIRE-01" if pile else "VIS-HIRE-03")
        card.badge = f"×{len(pile)}" if pile else tr("printed")
        card.setToolTip(card.toolTip() + "\n" + (tr("Pile: {n} cards; only the top one can be hired").format(n=len(pile))
                                                  if pile else tr("Printed on the board: it can be banished, not hired")))
        piles[piece] = scene.add_piece(card)
        stack = view.board.stacks[piece]
        top = stack[-1] if stack else view.layout.printed_manuscript[piece]
        ms = ManuscriptCard(top, view.content, geo.card_rect(geo.stacks[piece]), {"kind": "stack", "piece": piece},
                            "VIS-MS-04" if stack else "VIS-MS-06")
        ms.badge = f"×{len(stack)}" if stack else tr("printed")
        ms.setToolTip(ms.toolTip() + "\n" + (tr("Stack: {n} manuscripts; only the top one can be transcribed").format(
            n=len(stack)) if stack else tr("Printed on the board: transcribed for its effect only, never taken")))
        stacks[piece] = scene.add_piece(ms)
        for item, count in ((card, len(pile)), (ms, len(stack))):
            for k in range(min(3, max(0, count - 1))):
                under = panel(scene, item.sceneBoundingRect().adjusted(3 + 2 * (k + 1), 3 + 2 * (k + 1),
                                                                       -3 + 2 * (k + 1), -3 + 2 * (k + 1)),
                              "#D8CCB0", "#8C7B5A", 6)
                under.setZValue(item.zValue() - 1 - k)
    return piles, stacks


def viscount_spot(view, geo: g.KingdomGeometry, space: str, k: int, count: int) -> QPointF:
    """Where the ``k``-th of ``count`` viscounts on ``space`` stands: on an inner space in its middle,
    on an outer one at its top right corner (so its trade offer stays readable)."""
    centre = geo.spaces[space]
    if view.layout.spaces[space].ring == "outer":
        return centre + QPointF(g.OUTER_W / 2 - 4 - 16 * k, -g.OUTER_H / 2 + 2)
    return centre + QPointF((k - (count - 1) / 2) * 16, -2)


def draw_viscounts(scene, view, geo: g.KingdomGeometry, colours: list[QColor]) -> dict[int, ViscountItem]:
    """Every viscount on its space (several on one space stand side by side)."""
    at: dict[str, list[int]] = {}
    for seat, pl in enumerate(view.players):
        if pl.space:
            at.setdefault(pl.space, []).append(seat)
    if view.steward is not None and view.steward.space:
        at.setdefault(view.steward.space, []).append(view.n)
    items = {}
    for space, seats in at.items():
        for k, seat in enumerate(seats):
            name = render(view.names[seat]) if seat < view.n else render(view.content.solo.steward_name.model_dump())
            item = ViscountItem(colours[seat] if seat < len(colours) else QColor("#777777"), seat, name)
            item.setPos(viscount_spot(view, geo, space, k, len(seats)))
            scene.add_piece(item)
            items[seat] = item
    return items
