"""What a side-panel answer gives, for the buttons whose words would otherwise only name a thing.

"Hire Pedlar (3 silver)" says what it costs, not why to want it; the panel adds what the thing brings
("merchant · In tableau: +3 silver"), as the move buttons already say where and for how much.
Every text is drawn from the content (the card's icons and ability, the manuscript's effect, the
site's reward and the building slot it uncovers, the chest's reward or buff). A main action that
would achieve nothing now (DEC-30: allowed, a de facto pass) says so, with the reason, before a
newcomer wastes the turn on it.
"""

from __future__ import annotations

from typing import Any

from desktop_app.engine.action import Action
from desktop_app.rules.viscounts.idle import idle_reason
from desktop_app.rules.viscounts.keys import site_effects
from desktop_app.ui.i18n import render
from desktop_app.ui.viscounts.look import tr
from desktop_app.ui.viscounts.words import ability_text, effects_text, separator, vp_text, w


def card_gives(card_id: str, content: Any, banished: bool = False, hired: bool = False) -> str:
    """A townsfolk card's icons and its ability (banished: its icons and what banishing gives; hired:
    also its top-right effect, which a hire resolves at once, VIS-HIRE-02)."""
    card = content.cards[card_id]
    parts = [separator().join(w(i) for i in card.icons)] if card.icons else []
    if hired and card.on_hire:
        parts.append(tr("when hired: {effects}").format(effects=effects_text(card.on_hire, content, True)))
    if banished:
        if card.on_hire:
            parts.append(tr("when banished: {effects}").format(effects=effects_text(card.on_hire, content, True)))
    elif card.ability is not None:
        parts.append(ability_text(card.ability, content, True))
    return " · ".join(p for p in parts if p)


def outsider_gives(card_id: str, content: Any, welcome: bool) -> str:
    """Welcomed, an outsider brings its icons, its ability and its end-game points (GOG-OUT-02/07);
    rejected, only its top-right effect resolves (GOG-OUT-06)."""
    card = content.cards[card_id]
    if not welcome:
        return tr("when rejected: {effects}").format(effects=effects_text(card.on_hire, content, True)) \
            if card.on_hire else ""
    parts = [card_gives(card_id, content)]
    if card.vp:
        parts.append(tr("Scores: {points}").format(points=vp_text(card.vp)))
    return " · ".join(p for p in parts if p)


def action_gives(action: Action, view: Any, data: dict) -> str:
    """What answering with ``action`` gives ("" when the label already says it, or nothing is named)."""
    a, kind, c = action, action.kind, view.content
    if a.get("skip") is True or a.get("done") is True:
        return ""
    if kind == "main_action":
        reason = idle_reason(view, a.player, a.get("action"))
        return "⚠ " + tr("gives nothing now: {reason}").format(reason=render(reason)) if reason is not None else ""
    if kind == "play_card" and a.get("card") in c.cards:
        return card_gives(a["card"], c)
    if kind == "shift" and data.get("leaves") in c.cards:  # the leaving card's exit ability (VIS-P1-01)
        ability = c.cards[data["leaves"]].ability
        return ability_text(ability, c, True) if ability is not None and ability.timing == "exit" else ""
    if kind == "hero" and a.get("hero") in c.cards:
        return card_gives(a["hero"], c)
    if kind in ("hire", "gain_townsfolk") and a.get("pile") in view.board.piles and view.board.piles[a["pile"]]:
        return card_gives(view.board.piles[a["pile"]][-1], c, hired=kind == "hire")
    if kind == "banish":
        card = data.get("targets", {}).get(a.get("pile"), {}).get("card")
        return card_gives(card, c, banished=True) if card in c.cards else ""
    if kind == "outsider" and a.get("outsider") in c.cards:
        return outsider_gives(a["outsider"], c, welcome=data.get("mode", "welcome") == "welcome")
    if kind == "transcribe":
        ms = c.manuscripts.get(data.get("targets", {}).get(a.get("stack"), {}).get("manuscript", ""))
        if ms is None:
            return ""
        ribbon = w(ms.ribbon) if ms.ribbon else tr("not kept")
        return f"{effects_text(ms.instant, c, True)} · {ribbon}"
    if kind == "build" and a.get("site") in view.layout.sites:
        site = effects_text(site_effects(view, a["site"]), c, True)
        if a.get("public") in getattr(getattr(c, "keys", None), "public", {}):
            pub = c.keys.public[a["public"]]
            return tr("{site} · {effects}, {vp} VP").format(site=site, vp=pub.vp,
                                                          effects=effects_text(pub.immediate + pub.ongoing, c, True))
        btype = a.get("type")
        if btype in c.buildings and view.players[a.player].built[btype] < 3:
            slot = c.buildings[btype].slots[view.players[a.player].built[btype]]
            return tr("{site} · frees: {ability}").format(site=site, ability=effects_text(slot, c, True))
        return site
    if kind == "gain_chest" and a.get("chest") in getattr(getattr(c, "keys", None), "chests", {}):
        return effects_text(c.keys.chests[a["chest"]].effects, c, True)
    return ""
