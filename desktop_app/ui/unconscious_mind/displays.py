"""The shared displays: patients waiting with their sorrow overlays, the manifest dreams, the research
deck with its face-up card and the three fanned treatise supplies; the decks' sizes underneath.

Card faces used here are shared with the offices (:func:`patient_card`, :func:`dream_card`,
:func:`research_card`, :func:`treatise_tile`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF

from desktop_app.ui.i18n import render
from desktop_app.ui.unconscious_mind import layout as L
from desktop_app.ui.unconscious_mind.describe import compact, dream_text, fmt, ongoing_text, steps_text
from desktop_app.ui.unconscious_mind.look import (
    ARTICLE_COLOURS,
    FELT,
    ICON_GLYPHS,
    MUTED,
    PAPER,
    READABLE,
    TABLE_EDGE,
    font,
    panel,
    text,
    tr,
)
from desktop_app.ui.unconscious_mind.pieces import Card
from desktop_app.ui.unconscious_mind.vienna import location_colour, short_location

ORDINARY, COMPLEX = QColor("#5E7F99"), QColor("#8C4F6B")
LATENT, MANIFEST = QColor("#3E3A5C"), QColor("#6C63A8")
PATIENT_H, DREAM_H = 92.0, 78.0
"""A displayed patient's and manifest dream's height: room for a name on three lines and what it does."""


def patient_card(content: Any, pid: str, sorrow: str | None, rect: QRectF, rule_id: str, payload: Any,
                 marker: int | None = None) -> Card:
    """A patient with its overlay: hearts (patient + overlay), cure VP, tag, what it does once cured."""
    p = content.patients[pid]
    hearts = p["hearts"] + (content.sorrows[sorrow]["hearts"] if sorrow else 0)
    badge = f"♥{marker}" if marker is not None else f"♥{p['hearts']}" + (f"+{content.sorrows[sorrow]['hearts']}"
                                                                         if sorrow else "")
    tag = short_location(content, p["tag"])
    glyph = ICON_GLYPHS.get(content.sorrows[sorrow]["icon"], "?") if sorrow else ""
    with compact():
        face = ongoing_text(content, pid)
    narrow = rect.width() < 160  # a narrow card gives its whole title band to the name: the hearts go in the foot
    foot = fmt(tr("{hearts} · {tag} · {vp} VP"), hearts=badge, tag=tag, vp=p["cure_vp"]) if narrow else \
        fmt(tr("{tag} · cure {vp} VP"), tag=tag, vp=p["cure_vp"])
    card = Card(rect, render(content.name(pid)), [face],
                colour=PAPER, band=ORDINARY if p["type"] == "ordinary" else COMPLEX, badge="" if narrow else badge,
                foot=foot, glyph=glyph, rule_id=rule_id, payload=payload, title_size=7.2, body_size=6.8)
    kind = tr("ordinary patient") if p["type"] == "ordinary" else tr("complex patient")
    tip = [f"{render(content.name(pid))} ({kind})",
           fmt(tr("Needs {n} hearts; curing scores {vp} VP; tag {tag}"), n=hearts, vp=p["cure_vp"], tag=tag),
           fmt(tr("Once cured: {effect}"), effect=ongoing_text(content, pid))]
    if sorrow:
        s = content.sorrows[sorrow]
        tip.append(fmt(tr("Sorrow overlay {name}: +{n} hearts, icon {icon}"), name=render(content.name(sorrow)),
                       n=s["hearts"], icon=render(content.name(f"icon:{s['icon']}"))))
    card.setToolTip("\n".join(tip))
    return card


def dream_card(content: Any, did: str, rect: QRectF, rule_id: str, payload: Any) -> Card:
    """A dream: its icon (manifest), name and treatment (cost → hearts and bonus)."""
    d = content.dreams[did]
    manifest = d["kind"] == "manifest"
    glyph = ICON_GLYPHS.get(d["icon"] or "", "") if manifest else ""
    with compact():
        face = dream_text(content, did)
    card = Card(rect, render(content.name(did)), [face], colour=PAPER,
                band=MANIFEST if manifest else LATENT, glyph=glyph, rule_id=rule_id, payload=payload,
                title_size=7.2, body_size=6.8)
    kind = tr("Manifest dream") if manifest else tr("Latent dream")
    tip = f"{kind}: {render(content.name(did))}\n{dream_text(content, did)}"
    if manifest and d["icon"]:
        tip += "\n" + fmt(tr("Icon {icon}: +1 heart on a patient whose sorrow overlay shows it"),
                          icon=render(content.name(f"icon:{d['icon']}")))
    card.setToolTip(tip)
    return card


def research_card(content: Any, rid: str, rect: QRectF, rule_id: str, payload: Any) -> Card:
    """A research card: tag, article colour (the book spine band) and play effect."""
    r = content.research[rid]
    with compact():
        face = steps_text(r["effect"], content)
    card = Card(rect, render(content.name(rid)), [face], colour=PAPER,
                band=ARTICLE_COLOURS.get(r["article"], QColor("#777777")),
                foot=short_location(content, r["tag"]), rule_id=rule_id, payload=payload, title_size=6.8,
                body_size=6.4)
    card.setToolTip(fmt(tr("{name}: tag {tag}, {article}; when played: {effect}"), name=render(content.name(rid)),
                        tag=short_location(content, r["tag"]), article=render(content.name(f"article:{r['article']}")),
                        effect=steps_text(r["effect"], content)))
    return card


def treatise_tile(content: Any, tid: str, rect: QRectF, rule_id: str, payload: Any, cards: list | None = None) -> Card:
    """A treatise tile: VP, its two tags and its article slots (left to right)."""
    t = content.treatises[tid]
    tags = "\n".join(short_location(content, x) for x in t["tags"])
    articles = [render(content.name(f"article:{a}")) for a in t["articles"]]
    card = Card(rect, "", [tags], colour="#FBF3E0", band="#6B5B3E", badge=fmt(tr("{n} VP"), n=t["vp"]),
                rule_id=rule_id, payload=payload, title_size=6.6, body_size=6.3)
    card.inset = (0.0, 10.0)
    card.articles = t["articles"]
    tip = [render(content.name(tid)), fmt(tr("{vp} VP; tags {tags}; articles: {articles}"), vp=t["vp"],
                                          tags=" · ".join(render(content.name(x)) for x in t["tags"]),
                                          articles=", ".join(articles))]
    if cards is not None:
        tip.append(fmt(tr("Cards left to cite: {n}"), n=len(cards)))
    card.setToolTip("\n".join(tip))
    card.spines = [(ARTICLE_COLOURS.get(a, QColor("#777777")), cards is None or i < len(cards))
                   for i, a in enumerate(t["articles"])]
    return card


def draw_displays(scene: Any, view: Any) -> None:
    """The shared displays (bottom left of the scene)."""
    c = view.content
    area = L.DISPLAYS
    panel(scene, area, FELT, TABLE_EDGE, 12, rule_id="UM-SET-10").setZValue(-10)
    x0, y = area.left() + 8, area.top() + 4
    text(scene, tr("Patients waiting"), x0, y, 9, bold=True, rule_id="UM-PAT-02")
    scene.patient_display_items = {}
    for i, entry in enumerate(view.patient_display):
        r = QRectF(x0 + i * 107, y + 18, 103, PATIENT_H)
        if entry is None:
            panel(scene, r, "#E6DAC0", "#B9A886", 5, rule_id="UM-PAT-03",
                  tooltip=tr("Empty: that deck has run out")).setZValue(-1)
            continue
        card = patient_card(c, entry[0], entry[1], r, "UM-PAT-02", {"kind": "patient_display", "slot": i})
        scene.add_piece(card)
        scene.patient_display_items[i] = card
    y += PATIENT_H + 24
    text(scene, tr("Manifest dreams"), x0, y, 9, bold=True, rule_id="UM-PAT-07")
    scene.dream_display_items = {}
    for i, did in enumerate(view.manifest_display):
        r = QRectF(x0 + i * 107, y + 18, 103, DREAM_H)
        if did is None:
            panel(scene, r, "#E6DAC0", "#B9A886", 5, rule_id="UM-PAT-08").setZValue(-1)
            continue
        card = dream_card(c, did, r, "UM-PAT-07", {"kind": "dream_display", "slot": i})
        scene.add_piece(card)
        scene.dream_display_items[i] = card
    y += DREAM_H + 24
    _research(scene, view, x0, y)
    _treatises(scene, view, x0 + 96, y)
    decks = fmt(tr("Decks: {o} ordinary · {x} complex · {m} manifest · {l} latent · {s} overlays"),
                o=len(view.ordinary_deck), x=len(view.complex_deck), m=len(view.manifest_deck),
                l=len(view.latent_deck), s=len(view.sorrow_pile))
    line = text(scene, decks, x0, area.bottom() - 18, 7, colour=MUTED, width=area.width() - 16, rule_id="UM-PAT-08")
    line.setY(area.bottom() - 2 - line.boundingRect().height())  # its foot on the area's edge (a CJK line is taller)


def _research(scene: Any, view: Any, x0: float, y: float) -> None:
    c = view.content
    text(scene, tr("Research"), x0, y, 9, bold=True, rule_id="UM-COMP-12")
    deck = QRectF(x0, y + 18, 84, 40)
    back = Card(deck, tr("Deck"), [fmt(tr("{n} cards"), n=len(view.research_deck))], colour="#E9E1F2", band="#45405E",
                rule_id="UM-RES-01", payload={"kind": "research_deck"}, title_size=7, body_size=7)
    back.setToolTip(tr("The research deck: draw from the top (then you may swap one hand card with the face-up card)"))
    scene.add_piece(back)
    if view.research_faceup is not None:
        face = research_card(c, view.research_faceup, QRectF(x0, y + 62, 84, 82), "UM-RES-01",
                             {"kind": "research_faceup"})
        scene.add_piece(face)
        scene.faceup_item = face


def _treatises(scene: Any, view: Any, x0: float, y: float) -> None:
    """The three treatise supplies, fanned: every tile can be chosen (UM-SET-12)."""
    c = view.content
    text(scene, tr("Treatises"), x0, y, 9, bold=True, rule_id="UM-COMP-13")
    scene.treatise_items = {}
    width = L.DISPLAYS.right() - 8 - x0
    supplies = [c.supplies[k] for k in sorted(c.supplies)]
    for k, supply in enumerate(view.supplies):
        row_y = y + 18 + k * 58
        if not supply:
            text(scene, tr("(supply empty)"), x0, row_y + 14, 7.5, colour=MUTED, rule_id="UM-TRE-05")
            continue
        full = supplies[k] if k < len(supplies) else supply
        step = min(68.0, (width - 66) / max(1, len(full) - 1)) if len(full) > 1 else 0
        for tid in supply:  # each tile keeps its place in the fan: a published one leaves a gap
            i = full.index(tid) if tid in full else supply.index(tid)
            r = QRectF(x0 + i * step, row_y, 66, 54)
            tile = treatise_tile(c, tid, r, "UM-TRE-01", {"kind": "treatise_supply", "treatise": tid})
            tile.setZValue(i)
            scene.add_piece(tile)
            scene.treatise_items[tid] = tile


def tag_chip(scene: Any, content: Any, tag: str, at: QPointF, rule_id: str = "UM-MAP-03", mark: str = "",
             tooltip: str = "") -> QRectF:
    """A small coloured chip naming a location tag (after ``mark``), as tall as its name; returns where it is."""
    colour = location_colour(content, content.loc_index[tag]) if tag in content.loc_index else QColor("#6A6A6A")
    label = mark + short_location(content, tag)
    item = text(scene, label, at.x() + 4, at.y(), 6.5, bold=True, colour="#FFFFFF", rule_id=rule_id)
    box = item.boundingRect()
    chip = panel(scene, QRectF(at.x(), at.y(), box.width() + 8, box.height()), colour, None, 4, rule_id=rule_id,
                 tooltip=tooltip or label)
    chip.setZValue(item.zValue() - 1)
    return chip.boundingRect()


def tag_chip_width(content: Any, tag: str, mark: str = "") -> float:
    """The width :func:`tag_chip` takes for ``tag``."""
    return QFontMetricsF(font(READABLE, bold=True)).horizontalAdvance(mark + short_location(content, tag)) + 8

