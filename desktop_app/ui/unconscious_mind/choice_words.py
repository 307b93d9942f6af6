"""What a choice gives, for the side-panel buttons whose words are only a name: a starting tile (its
effect, where the professor starts, the insights it makes), a grid row (the colour its rondel space
makes), a rondel space (what it gives now, with a warning when it gives nothing), a room, a location,
a research card, a treatise, a column and a colour.

Nothing here decides anything: the texts describe the engine's open options.
"""

from __future__ import annotations

from typing import Any

from desktop_app.rules.unconscious_mind.rondel import column_keys, row_keys, usable
from desktop_app.ui.i18n import render
from desktop_app.ui.unconscious_mind.describe import compact, fmt, joined, main_text, slot, steps_text
from desktop_app.ui.unconscious_mind.look import tr


def _name(view: Any, item: str) -> str:
    return render(view.content.name(item))


def start_tile_detail(view: Any, tile: str) -> str:
    """A starting tile (UM-SET-16/17): its main effect, where the professor starts, the insights it makes."""
    c = view.content
    t = c.tiles[tile]
    parts = [fmt(tr("Main effect: {effect}"), effect=main_text(t["main"], c))]
    start = t["start"]
    if start:
        parts.append(fmt(tr("your professor starts at {loc}"), loc=_name(view, c.ring[start["location"]])))
        with compact():
            parts.append(fmt(tr("you get {insights}"), insights=joined([slot(s, k) for s, k in start["insights"]])))
    return joined(parts)


def row_detail(view: Any, seat: int, row: int) -> str:
    """Grid row ``row`` (1..3): what its rondel space makes (its colour) and the tiles already in it."""
    c = view.content
    space = next((s for s in c.rondel if s["kind"] == "row" and s["row"] == row), None)
    tiles = view.players[seat].row_tiles(row - 1)
    reward = steps_text(space["reward"], c) if space is not None else ""
    return fmt(tr("on the rondel: {reward}, then the row's tiles ({n} now)"), reward=reward,
               n=len(tiles))


def rondel_gives(view: Any, seat: int, index: int) -> tuple[str, str]:
    """(what rondel space ``index`` gives ``seat`` now, a warning when some or all of it is lost). Only the
    player on turn is warned: what a turn has used is that player's (UM-INK-07)."""
    c = view.content
    p = view.players[seat]
    space = c.rondel[index]
    kind = space["kind"]
    if kind == "row":
        keys = row_keys(view, seat, space["row"] - 1)
        gives = fmt(tr("{reward}, then the row's {n} {n|tile|tiles}"), reward=steps_text(space["reward"], c),
                    n=len(p.row_tiles(space["row"] - 1)))
    elif kind == "top":
        gives = tr("unlock an idea, or trigger a column")
    elif kind == "prestige":
        gives = tr("trigger the prestige track")
    else:
        gives = steps_text(space["reward"], c)
    if view.active != seat or kind == "prestige":
        return gives, ""
    if kind == "row":
        nothing = not any(usable(view, seat, k) for k in keys)
    elif kind == "top":
        nothing = not p.locked_ideas and not any(usable(view, seat, x) for k in range(p.unlocked_columns())
                                                 for x in column_keys(view, seat, k))
    else:
        nothing = f"reward:{space['id']}" in view.turn.get("used", [])
        coffee = [s for s in space["reward"] if s["op"] == "coffee"]
        if coffee and p.coffee >= c.rules.coffee_max and not nothing:
            if len(coffee) == len(space["reward"]):
                return gives, fmt(tr("gives you nothing now: your coffee is at its cap ({n})"), n=c.rules.coffee_max)
            return gives, fmt(tr("your coffee is at its cap ({n}): the coffee is lost"), n=c.rules.coffee_max)
    return gives, tr("gives you nothing now") if nothing else ""


def rondel_detail(view: Any, seat: int, index: int) -> str:
    """A rondel space's button line: what it gives, and the warning when something is lost."""
    gives, warning = rondel_gives(view, seat, index)
    return joined([gives, f"⚠ {warning}" if warning else ""])


def location_detail(view: Any, loc: int) -> str:
    """What activating location ``loc`` does (UM-MAP-04)."""
    c = view.content
    return fmt(tr("{loc}: {effect}"), loc=_name(view, c.ring[loc]), effect=steps_text(c.loc_effect[loc], c))


def treatise_detail(view: Any, treatise: str) -> str:
    """A treatise's tags and the article colours it needs (UM-TRE-01)."""
    c = view.content
    t = c.treatises[treatise]
    tags = joined([_name(view, tag) for tag in t.get("tags", [])])
    articles = joined([_name(view, f"article:{a}") for a in t.get("articles", [])])
    return fmt(tr("tags {tags}; articles: {articles}"), tags=tags, articles=articles)
